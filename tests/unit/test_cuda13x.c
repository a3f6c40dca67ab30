/*
 * What CUDA 13.1-13.4 added (include/cuda13x.h), but the execution contexts: each function with
 * its driver call present (the call reaches it, its answer and outputs come back), failing (the
 * failure is reported and recorded, outputs untouched) and missing (a 13.0 driver: the entry
 * answers CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER, as a missing entry of the driver table does),
 * where the documented emulation runs on the 13.0 driver's calls or NVIDIA's answer comes back
 * (docs/BEHAVIOUR.md "CUDA 13.1-13.4 additions"). Scripted results by name apply to both halves
 * of the driver table (the per-thread twins log "<entry>_ptsz").
 */
/* cudaMemGetLocationInfo is called here with the six words its body passes on. */
#define OCR_CUDA13X_NO_PLACEHOLDER 1
#include "unit.h"

cudaError_t cudaMemGetLocationInfo(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                                   uintptr_t a4, uintptr_t a5);
cudaError_t
cudaStreamBeginRecaptureToGraph_ptsz(cudaStream_t stream, enum cudaStreamCaptureMode mode,
                                     cudaGraph_t graph,
                                     struct cudaGraphRecaptureCallbackData *callbackData);

cudaError_t cudaLaunchHostFunc_v2_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData,
                                       unsigned int syncMode);
cudaError_t cudaMemcpyWithAttributesAsync_ptsz(void *dst, const void *src, size_t size,
                                               struct cudaMemcpyAttributes *attr,
                                               cudaStream_t stream);
cudaError_t cudaMemcpy3DWithAttributesAsync_ptsz(struct cudaMemcpy3DBatchOp *op,
                                                 unsigned long long flags, cudaStream_t stream);

#define MISSING CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER
#define GRAPH ((cudaGraph_t)(uintptr_t)0x6100)
#define EXEC ((cudaGraphExec_t)(uintptr_t)0x6200)
#define NODE ((cudaGraphNode_t)(uintptr_t)0x6300)
#define OTHER_GRAPH ((CUgraph)(uintptr_t)0x6400)
#define STREAM ((cudaStream_t)(uintptr_t)0x6500)

/* -- recorders of the identity calls and the parameter queries -------------------------------- */

static struct {
    const void *handle;        /* the handle the last identity call was given */
    unsigned param_info_limit; /* cuFuncGetParamInfo answers INVALID_VALUE from this index on */
    size_t param_count;        /* what cuFuncGetParamCount answers */
    CUresult result;           /* what the recorders return */
} rec;

static CUresult CUDAAPI rec_cuGraphGetId(CUgraph g, unsigned int *id)
{
    rec.handle = g;
    if (rec.result == CUDA_SUCCESS)
        *id = 41;
    return rec.result;
}

static CUresult CUDAAPI rec_cuGraphExecGetId(CUgraphExec e, unsigned int *id)
{
    rec.handle = e;
    if (rec.result == CUDA_SUCCESS)
        *id = 42;
    return rec.result;
}

static CUresult CUDAAPI rec_cuGraphNodeGetLocalId(CUgraphNode n, unsigned int *id)
{
    rec.handle = n;
    if (rec.result == CUDA_SUCCESS)
        *id = 43;
    return rec.result;
}

static CUresult CUDAAPI rec_cuGraphNodeGetToolsId(CUgraphNode n, unsigned long long *id)
{
    rec.handle = n;
    if (rec.result == CUDA_SUCCESS)
        *id = 0x100000044ull;
    return rec.result;
}

static CUresult CUDAAPI rec_cuGraphNodeGetContainingGraph(CUgraphNode n, CUgraph *g)
{
    rec.handle = n;
    if (rec.result == CUDA_SUCCESS)
        *g = OTHER_GRAPH;
    return rec.result;
}

static CUresult CUDAAPI rec_cuFuncGetParamCount(CUfunction f, size_t *n)
{
    rec.handle = f;
    if (rec.result == CUDA_SUCCESS)
        *n = rec.param_count;
    return rec.result;
}

static uintptr_t location_args[6];
static CUresult CUDAAPI rec_cuMemGetLocationInfo(uintptr_t a0, uintptr_t a1, uintptr_t a2,
                                                 uintptr_t a3, uintptr_t a4, uintptr_t a5)
{
    uintptr_t a[6] = {a0, a1, a2, a3, a4, a5};
    memcpy(location_args, a, sizeof a);
    return rec.result;
}

/* cudaGraphNodeGetParams: the driver's 13.2 call answers rec.result with a node of
 * node_kind; the 13.0 calls say the same kind and free address. */
static CUgraphNodeType node_kind;
static CUresult node_params_result;
static CUresult CUDAAPI rec_cuGraphNodeGetParams(CUgraphNode n, CUgraphNodeParams *p)
{
    rec.handle = n;
    if (node_params_result != CUDA_SUCCESS)
        return node_params_result;
    memset(p, 0, sizeof *p);
    p->type = node_kind;
    if (node_kind == CU_GRAPH_NODE_TYPE_CONDITIONAL) {
        p->conditional.handle = 0x77;
        p->conditional.type = CU_GRAPH_COND_TYPE_WHILE;
        p->conditional.size = 1;
    }
    return CUDA_SUCCESS;
}

static CUresult CUDAAPI rec_cuGraphNodeGetType(CUgraphNode n, CUgraphNodeType *t)
{
    (void)n;
    *t = node_kind;
    return CUDA_SUCCESS;
}

static CUresult CUDAAPI rec_cuGraphMemFreeNodeGetParams(CUgraphNode n, CUdeviceptr *d)
{
    (void)n;
    *d = 0x7700000;
    return CUDA_SUCCESS;
}

static unsigned param_info_calls;
static CUresult CUDAAPI rec_cuFuncGetParamInfo(CUfunction f, size_t i, size_t *off, size_t *size)
{
    param_info_calls++;
    rec.handle = f;
    if (i >= rec.param_info_limit)
        return CUDA_ERROR_INVALID_VALUE;
    *off = 8 * i;
    *size = 8;
    return CUDA_SUCCESS;
}

static int group_setup(void **state)
{
    unit_install_fake(state);
    fake_install_ptds_twins();
    return 0;
}

static int setup(void **state)
{
    unit_enter_and_reset(state);
    memset(&rec, 0, sizeof rec);
    param_info_calls = 0;
#define REPLACE(name) ocr_drv[0].name = rec_##name
    REPLACE(cuGraphGetId);
    REPLACE(cuGraphExecGetId);
    REPLACE(cuGraphNodeGetLocalId);
    REPLACE(cuGraphNodeGetToolsId);
    REPLACE(cuGraphNodeGetContainingGraph);
    REPLACE(cuFuncGetParamCount);
    REPLACE(cuFuncGetParamInfo);
    REPLACE(cuMemGetLocationInfo);
    REPLACE(cuGraphNodeGetParams);
    REPLACE(cuGraphNodeGetType);
    REPLACE(cuGraphMemFreeNodeGetParams);
#undef REPLACE
    node_kind = CU_GRAPH_NODE_TYPE_EMPTY;
    node_params_result = CUDA_SUCCESS;
    memset(location_args, 0, sizeof location_args);
    return 0;
}

/* The missing entry of a driver without the call (driver.c's placeholder). */
static CUresult CUDAAPI missing_ids(void)
{
    return MISSING;
}

/* -- graph identities (13.1) ------------------------------------------------------------------ */

static void graph_ids_reach_the_driver(void **state)
{
    (void)state;
    unsigned id = 0;
    unsigned long long tools = 0;
    cudaGraph_t g = NULL;
    assert_cuda(cudaSuccess, cudaGraphGetId(GRAPH, &id));
    assert_ptr_equal(rec.handle, GRAPH);
    assert_int_equal(id, 41);
    assert_cuda(cudaSuccess, cudaGraphExecGetId(EXEC, &id));
    assert_ptr_equal(rec.handle, EXEC);
    assert_int_equal(id, 42);
    assert_cuda(cudaSuccess, cudaGraphNodeGetLocalId(NODE, &id));
    assert_ptr_equal(rec.handle, NODE);
    assert_int_equal(id, 43);
    assert_cuda(cudaSuccess, cudaGraphNodeGetToolsId(NODE, &tools));
    assert_true(tools == 0x100000044ull);
    assert_cuda(cudaSuccess, cudaGraphNodeGetContainingGraph(NODE, &g));
    assert_ptr_equal(g, OTHER_GRAPH);
    assert_cuda(cudaSuccess, cudaGetLastError());
}

static void graph_ids_report_driver_failures(void **state)
{
    (void)state;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    unsigned id = 7;
    cudaGraph_t g = GRAPH;
    assert_cuda(cudaErrorInvalidValue, cudaGraphGetId(GRAPH, &id));
    assert_int_equal(id, 7);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeGetContainingGraph(NODE, &g));
    assert_ptr_equal(g, GRAPH);
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphExecGetId(EXEC, &id));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
}

/* On a 13.0 driver the identities are NVIDIA's answer there (no emulation yet). */
static void graph_ids_on_a_driver_without_them(void **state)
{
    (void)state;
    ocr_drv[0].cuGraphGetId = (PFN_cuGraphGetId_v13010)(void (*)(void))missing_ids;
    ocr_drv[0].cuGraphNodeGetToolsId =
        (PFN_cuGraphNodeGetToolsId_v13010)(void (*)(void))missing_ids;
    unsigned id = 7;
    unsigned long long tools = 9;
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaGraphGetId(GRAPH, &id));
    assert_int_equal(id, 7);
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaGetLastError());
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaGraphNodeGetToolsId(NODE, &tools));
    assert_true(tools == 9);
}

/* -- conditional handles with a context (13.1) ------------------------------------------------ */

static void conditional_handle_v2_null_context_is_the_current_one(void **state)
{
    (void)state;
    cudaGraphConditionalHandle h = 0;
    assert_cuda(cudaSuccess, cudaGraphConditionalHandleCreate_v2(&h, GRAPH, NULL, 1,
                                                                 cudaGraphCondAssignDefault));
    assert_calls("cuGraphConditionalHandleCreate", 1);
    fake_set_result("cuGraphConditionalHandleCreate", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphConditionalHandleCreate_v2(&h, GRAPH, NULL, 0, 0));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void conditional_handle_v2_bad_arguments(void **state)
{
    (void)state;
    cudaGraphConditionalHandle h = 0;
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphConditionalHandleCreate_v2(NULL, GRAPH, NULL, 0, 0));
    assert_cuda(cudaErrorInvalidValue, cudaGraphConditionalHandleCreate_v2(&h, NULL, NULL, 0, 0));
    /* A pointer the driver does not know as a context: its answer, as every execution-context
     * call gives it (runtime/exec_ctx.c), before the handle is made. */
    assert_cuda(cudaErrorDeviceUninitialized,
                cudaGraphConditionalHandleCreate_v2(
                    &h, GRAPH, (cudaExecutionContext_t)(uintptr_t)0x6600, 0, 0));
    assert_calls("cuGraphConditionalHandleCreate", 0);
    assert_cuda(cudaErrorDeviceUninitialized, cudaGetLastError());
}

/* -- cudaFuncGetParamCount (13.2) ------------------------------------------------------------- */

static void func_param_count_from_the_driver(void **state)
{
    (void)state;
    CUkernel k = fake_kernel_handle(NULL, "count_kernel");
    size_t n = 0;
    rec.param_count = 5;
    assert_cuda(cudaSuccess, cudaFuncGetParamCount((const void *)k, &n));
    assert_int_equal(n, 5);
    assert_int_equal(param_info_calls, 0);
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    n = 77;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaFuncGetParamCount((const void *)k, &n));
    assert_int_equal(n, 77);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
}

/* On a 13.0 driver: counted from the parameter-info query (a documented difference). */
static void func_param_count_emulated_without_the_driver_call(void **state)
{
    (void)state;
    CUkernel k = fake_kernel_handle(NULL, "count_kernel");
    size_t n = 0;
    rec.result = MISSING;
    rec.param_info_limit = 3;
    assert_cuda(cudaSuccess, cudaFuncGetParamCount((const void *)k, &n));
    assert_int_equal(n, 3);
    assert_int_equal(param_info_calls, 4);
    rec.param_info_limit = 0;
    assert_cuda(cudaSuccess, cudaFuncGetParamCount((const void *)k, &n));
    assert_int_equal(n, 0);
}

static void func_param_count_bad_arguments(void **state)
{
    (void)state;
    CUkernel k = fake_kernel_handle(NULL, "count_kernel");
    assert_cuda(cudaErrorInvalidValue, cudaFuncGetParamCount((const void *)k, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    size_t n = 0;
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaFuncGetParamCount(NULL, &n));
}

/* -- cudaLaunchHostFunc_v2 (13.2) ------------------------------------------------------------- */

static void host_fn(void *p)
{
    (void)p;
}

static void launch_host_func_v2_reaches_the_driver(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaLaunchHostFunc_v2(STREAM, host_fn, NULL, cudaHostTaskSpinWait));
    assert_calls("cuLaunchHostFunc_v2", 1);
    assert_calls("cuLaunchHostFunc", 0);
    assert_cuda(cudaSuccess, cudaLaunchHostFunc_v2_ptsz(NULL, host_fn, NULL, cudaHostTaskBlocking));
    assert_calls("cuLaunchHostFunc_v2_ptsz", 1);
    fake_set_result("cuLaunchHostFunc_v2", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaLaunchHostFunc_v2(STREAM, host_fn, NULL, cudaHostTaskBlocking));
    assert_calls("cuLaunchHostFunc", 0);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue, cudaLaunchHostFunc_v2(STREAM, NULL, NULL, 0));
}

/* On a 13.0 driver: the blocking mode on cuLaunchHostFunc (a documented difference), the
 * spin-wait mode NVIDIA's answer. */
static void launch_host_func_v2_without_the_driver_call(void **state)
{
    (void)state;
    fake_set_result("cuLaunchHostFunc_v2", MISSING);
    assert_cuda(cudaSuccess, cudaLaunchHostFunc_v2(STREAM, host_fn, NULL, cudaHostTaskBlocking));
    assert_calls("cuLaunchHostFunc", 1);
    assert_cuda(cudaSuccess, cudaLaunchHostFunc_v2_ptsz(NULL, host_fn, NULL, cudaHostTaskBlocking));
    assert_calls("cuLaunchHostFunc_ptsz", 1);
    assert_cuda(cudaErrorCallRequiresNewerDriver,
                cudaLaunchHostFunc_v2(STREAM, host_fn, NULL, cudaHostTaskSpinWait));
    assert_calls("cuLaunchHostFunc", 1);
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaGetLastError());
    fake_set_result("cuLaunchHostFunc", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaLaunchHostFunc_v2(STREAM, host_fn, NULL, cudaHostTaskBlocking));
}

/* -- copies with attributes (13.2) ------------------------------------------------------------ */

static void memcpy_with_attributes_reaches_the_driver(void **state)
{
    (void)state;
    struct cudaMemcpyAttributes a = {.srcAccessOrder = cudaMemcpySrcAccessOrderStream};
    assert_cuda(cudaSuccess,
                cudaMemcpyWithAttributesAsync((void *)0x1000, (void *)0x2000, 64, &a, STREAM));
    assert_calls("cuMemcpyWithAttributesAsync", 1);
    assert_calls("cuMemcpyBatchAsync", 0);
    assert_cuda(cudaSuccess,
                cudaMemcpyWithAttributesAsync_ptsz((void *)0x1000, (void *)0x2000, 64, &a, NULL));
    assert_calls("cuMemcpyWithAttributesAsync_ptsz", 1);
    fake_set_result("cuMemcpyWithAttributesAsync", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpyWithAttributesAsync((void *)0x1000, (void *)0x2000, 64, &a, STREAM));
    assert_calls("cuMemcpyBatchAsync", 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());

    struct cudaMemcpy3DBatchOp op;
    memset(&op, 0, sizeof op);
    assert_cuda(cudaSuccess, cudaMemcpy3DWithAttributesAsync(&op, 0, STREAM));
    assert_calls("cuMemcpy3DWithAttributesAsync", 1);
    assert_cuda(cudaSuccess, cudaMemcpy3DWithAttributesAsync_ptsz(&op, 0, NULL));
    assert_calls("cuMemcpy3DWithAttributesAsync_ptsz", 1);
    assert_calls("cuMemcpy3DBatchAsync", 0);
}

/* On a 13.0 driver: a batch of one (a documented difference). */
static void memcpy_with_attributes_as_a_batch_of_one(void **state)
{
    (void)state;
    struct cudaMemcpyAttributes a = {.srcAccessOrder = cudaMemcpySrcAccessOrderStream};
    fake_set_result("cuMemcpyWithAttributesAsync", MISSING);
    fake_set_result("cuMemcpy3DWithAttributesAsync", MISSING);
    assert_cuda(cudaSuccess,
                cudaMemcpyWithAttributesAsync((void *)0x1000, (void *)0x2000, 64, &a, STREAM));
    assert_calls("cuMemcpyBatchAsync", 1);
    assert_cuda(cudaSuccess,
                cudaMemcpyWithAttributesAsync_ptsz((void *)0x1000, (void *)0x2000, 64, &a, NULL));
    assert_calls("cuMemcpyBatchAsync_ptsz", 1);
    fake_set_result("cuMemcpyBatchAsync", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpyWithAttributesAsync((void *)0x1000, (void *)0x2000, 64, &a, STREAM));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());

    struct cudaMemcpy3DBatchOp op;
    memset(&op, 0, sizeof op);
    assert_cuda(cudaSuccess, cudaMemcpy3DWithAttributesAsync(&op, 0, STREAM));
    assert_calls("cuMemcpy3DBatchAsync", 1);
}

/* -- recapture (13.3) ------------------------------------------------------------------------ */

static void recapture_reaches_the_driver(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess,
                cudaStreamBeginRecaptureToGraph(STREAM, cudaStreamCaptureModeGlobal, GRAPH, NULL));
    assert_calls("cuStreamBeginRecaptureToGraph", 1);
    struct cudaGraphRecaptureCallbackData none = {NULL, NULL};
    assert_cuda(cudaSuccess, cudaStreamBeginRecaptureToGraph_ptsz(
                                 NULL, cudaStreamCaptureModeRelaxed, GRAPH, &none));
    assert_calls("cuStreamBeginRecaptureToGraph_ptsz", 1);
    fake_set_result("cuStreamBeginRecaptureToGraph", CUDA_ERROR_ILLEGAL_STATE);
    assert_cuda(cudaErrorIllegalState,
                cudaStreamBeginRecaptureToGraph(STREAM, cudaStreamCaptureModeGlobal, GRAPH, NULL));
    assert_cuda(cudaErrorIllegalState, cudaGetLastError());
    fake_set_result("cuStreamBeginRecaptureToGraph", MISSING);
    assert_cuda(cudaErrorCallRequiresNewerDriver,
                cudaStreamBeginRecaptureToGraph(STREAM, cudaStreamCaptureModeGlobal, GRAPH, NULL));
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaGetLastError());
}

/* A callback: the driver gets a trampoline and a box, which a user object the graph owns frees;
 * the trampoline hands the callback the runtime's node parameters and its answer back. */
static ocr_cu_recapture_callback seen_trampoline;
static void *seen_box;
static CUhostFn box_destructor;
static void *box_ptr;
static CUgraph retained_on;
static unsigned retain_flags;
static CUresult begin_result;

static CUresult CUDAAPI rec_cuStreamBeginRecaptureToGraph(CUstream s, CUstreamCaptureMode mode,
                                                          CUgraph g, ocr_cu_recapture_callback cb,
                                                          void *data)
{
    (void)s, (void)mode, (void)g;
    seen_trampoline = cb;
    seen_box = data;
    return begin_result;
}

static CUresult CUDAAPI rec_cuUserObjectCreate(CUuserObject *o, void *ptr, CUhostFn destroy,
                                               unsigned int count, unsigned int flags)
{
    (void)count, (void)flags;
    box_ptr = ptr;
    box_destructor = destroy;
    *o = (CUuserObject)(uintptr_t)0x5150;
    return CUDA_SUCCESS;
}

static CUresult CUDAAPI rec_cuGraphRetainUserObject(CUgraph g, CUuserObject o, unsigned int count,
                                                    unsigned int flags)
{
    (void)o, (void)count;
    retained_on = g;
    retain_flags = flags;
    return CUDA_SUCCESS;
}

static struct {
    void *data;
    cudaGraphNode_t node;
    struct cudaGraphNodeParams original, recaptured;
    enum cudaGraphRecaptureStatus status;
    cudaError_t answer;
} cb_seen;

static cudaError_t recording_callback(void *data, cudaGraphNode_t node,
                                      const struct cudaGraphNodeParams *original,
                                      const struct cudaGraphNodeParams *recaptured,
                                      enum cudaGraphRecaptureStatus status)
{
    cb_seen.data = data;
    cb_seen.node = node;
    cb_seen.original = *original;
    cb_seen.recaptured = *recaptured;
    cb_seen.status = status;
    return cb_seen.answer;
}

static void recapture_with_a_callback(void **state)
{
    (void)state;
    ocr_drv[0].cuStreamBeginRecaptureToGraph = rec_cuStreamBeginRecaptureToGraph;
    ocr_drv[0].cuUserObjectCreate = rec_cuUserObjectCreate;
    ocr_drv[0].cuGraphRetainUserObject = rec_cuGraphRetainUserObject;
    begin_result = CUDA_SUCCESS;
    int user;
    struct cudaGraphRecaptureCallbackData cb = {recording_callback, &user};
    assert_cuda(cudaSuccess,
                cudaStreamBeginRecaptureToGraph(STREAM, cudaStreamCaptureModeGlobal, GRAPH, &cb));
    assert_non_null(seen_trampoline);
    assert_ptr_equal(box_ptr, seen_box);
    assert_ptr_equal(retained_on, (CUgraph)GRAPH);
    assert_int_equal(retain_flags, CU_GRAPH_USER_OBJECT_MOVE);

    /* a memset node whose value differs: the runtime's parameters reach the callback */
    CUgraphNodeParams original, recaptured;
    memset(&original, 0, sizeof original);
    original.type = CU_GRAPH_NODE_TYPE_MEMSET;
    original.memset.dst = 0x900000;
    original.memset.value = 1;
    original.memset.elementSize = 4;
    original.memset.width = 8;
    original.memset.height = 1;
    recaptured = original;
    recaptured.memset.value = 2;
    cb_seen.answer = cudaSuccess;
    assert_int_equal(seen_trampoline(seen_box, (CUgraphNode)NODE, &original, &recaptured, 0),
                     CUDA_SUCCESS);
    assert_ptr_equal(cb_seen.data, &user);
    assert_ptr_equal(cb_seen.node, NODE);
    assert_int_equal(cb_seen.status, cudaGraphRecaptureEligibleForUpdate);
    assert_int_equal(cb_seen.original.type, cudaGraphNodeTypeMemset);
    assert_ptr_equal(cb_seen.original.memset.dst, (void *)(uintptr_t)0x900000);
    assert_int_equal(cb_seen.original.memset.value, 1);
    assert_int_equal(cb_seen.recaptured.memset.value, 2);
    assert_int_equal(cb_seen.recaptured.memset.elementSize, 4);
    /* the callback's refusal ends the recapture: its code is the driver's number */
    cb_seen.answer = cudaErrorInvalidValue;
    assert_int_equal(seen_trampoline(seen_box, (CUgraphNode)NODE, &original, &recaptured, 1),
                     CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(cb_seen.status, cudaGraphRecaptureIneligibleForUpdate);
    /* a node kind the runtime has no type for */
    original.type = recaptured.type = (CUgraphNodeType)99;
    assert_int_equal(seen_trampoline(seen_box, (CUgraphNode)NODE, &original, &recaptured, 0),
                     (CUresult)cudaErrorVersionTranslation);
    /* the graph lets the user object go: the box is freed (the leak checkers would say) */
    box_destructor(box_ptr);

    /* a refused recapture frees its box itself and makes no user object */
    box_ptr = NULL;
    begin_result = CUDA_ERROR_ILLEGAL_STATE;
    assert_cuda(cudaErrorIllegalState,
                cudaStreamBeginRecaptureToGraph(STREAM, cudaStreamCaptureModeGlobal, GRAPH, &cb));
    assert_null(box_ptr);
    assert_cuda(cudaErrorIllegalState, cudaGetLastError());
}

/* -- cudaMemGetLocationInfo (13.4) ------------------------------------------------------------ */

static void mem_get_location_info_passes_its_words_on(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaMemGetLocationInfo(0x1000, 4096, 64, 2, 0x2000, 7));
    uintptr_t want[6] = {0x1000, 4096, 64, 2, 0x2000, 7};
    assert_memory_equal(location_args, want, sizeof want);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaMemGetLocationInfo(0, 0, 0, 0, 0, 0));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    rec.result = MISSING;
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaMemGetLocationInfo(0, 0, 0, 0, 0, 0));
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaGetLastError());
}

/* -- cudaGraphNodeGetParams (13.2) ------------------------------------------------------------ */

static void node_get_params_through_the_driver(void **state)
{
    (void)state;
    struct cudaGraphNodeParams p;
    memset(&p, 0xab, sizeof p);
    node_kind = CU_GRAPH_NODE_TYPE_MEM_FREE;
    assert_cuda(cudaSuccess, cudaGraphNodeGetParams(NODE, &p));
    assert_ptr_equal(rec.handle, NODE);
    assert_int_equal(p.type, cudaGraphNodeTypeMemFree);
    assert_ptr_equal(p.free.dptr, (void *)0x7700000);
    assert_int_equal(p.reserved2, 0);
    /* A conditional node's parameters are the driver's; its context NULL. */
    memset(&p, 0xab, sizeof p);
    node_kind = CU_GRAPH_NODE_TYPE_CONDITIONAL;
    assert_cuda(cudaSuccess, cudaGraphNodeGetParams(NODE, &p));
    const struct ocr13x_conditional_node_params *c =
        (const struct ocr13x_conditional_node_params *)(const void *)&p.conditional;
    assert_true(c->handle == 0x77);
    assert_int_equal(c->type, cudaGraphCondTypeWhile);
    assert_int_equal(c->size, 1);
    assert_null(c->ctx);
    /* A kind the runtime has no type for. */
    node_kind = CU_GRAPH_NODE_TYPE_BATCH_MEM_OP;
    memset(&p, 0xab, sizeof p);
    assert_cuda(cudaErrorVersionTranslation, cudaGraphNodeGetParams(NODE, &p));
    assert_true((unsigned)p.type == 0xababababu);
    assert_cuda(cudaErrorVersionTranslation, cudaGetLastError());
}

static void node_get_params_driver_failure(void **state)
{
    (void)state;
    struct cudaGraphNodeParams p;
    memset(&p, 0xab, sizeof p);
    node_params_result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeGetParams(NODE, &p));
    assert_true((unsigned)p.type == 0xababababu);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeGetParams(NODE, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeGetParams(NULL, &p));
}

/* On a 13.0 driver: the per-kind getters (a documented difference); a conditional node has none
 * (NVIDIA's answer). */
static void node_get_params_without_the_driver_call(void **state)
{
    (void)state;
    struct cudaGraphNodeParams p;
    memset(&p, 0xab, sizeof p);
    node_params_result = MISSING;
    node_kind = CU_GRAPH_NODE_TYPE_MEM_FREE;
    assert_cuda(cudaSuccess, cudaGraphNodeGetParams(NODE, &p));
    assert_int_equal(p.type, cudaGraphNodeTypeMemFree);
    assert_ptr_equal(p.free.dptr, (void *)0x7700000);
    node_kind = CU_GRAPH_NODE_TYPE_EMPTY;
    assert_cuda(cudaSuccess, cudaGraphNodeGetParams(NODE, &p));
    assert_int_equal(p.type, cudaGraphNodeTypeEmpty);
    node_kind = CU_GRAPH_NODE_TYPE_CONDITIONAL;
    memset(&p, 0xab, sizeof p);
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaGraphNodeGetParams(NODE, &p));
    assert_true((unsigned)p.type == 0xababababu);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(graph_ids_reach_the_driver, setup),
        cmocka_unit_test_setup(graph_ids_report_driver_failures, setup),
        cmocka_unit_test_setup(graph_ids_on_a_driver_without_them, setup),
        cmocka_unit_test_setup(conditional_handle_v2_null_context_is_the_current_one, setup),
        cmocka_unit_test_setup(conditional_handle_v2_bad_arguments, setup),
        cmocka_unit_test_setup(func_param_count_from_the_driver, setup),
        cmocka_unit_test_setup(func_param_count_emulated_without_the_driver_call, setup),
        cmocka_unit_test_setup(func_param_count_bad_arguments, setup),
        cmocka_unit_test_setup(launch_host_func_v2_reaches_the_driver, setup),
        cmocka_unit_test_setup(launch_host_func_v2_without_the_driver_call, setup),
        cmocka_unit_test_setup(memcpy_with_attributes_reaches_the_driver, setup),
        cmocka_unit_test_setup(memcpy_with_attributes_as_a_batch_of_one, setup),
        cmocka_unit_test_setup(recapture_reaches_the_driver, setup),
        cmocka_unit_test_setup(recapture_with_a_callback, setup),
        cmocka_unit_test_setup(mem_get_location_info_passes_its_words_on, setup),
        cmocka_unit_test_setup(node_get_params_through_the_driver, setup),
        cmocka_unit_test_setup(node_get_params_driver_failure, setup),
        cmocka_unit_test_setup(node_get_params_without_the_driver_call, setup),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
