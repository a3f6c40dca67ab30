/*
 * Graph nodes and executable graphs (graph/): what reaches the driver. Kernel nodes name the
 * kernel of a host stub in the current context and read back as the stub; 3D copies become
 * CUDA_MEMCPY3D (kinds as memory types, pitched pointers, positions and extents scaled by the
 * element size of an array); 1D and symbol copies; memset and allocation nodes (device ordinals
 * become CUdevices: the fake's devices are numbered from 10); cudaGraphNodeParams per node type;
 * instantiation with parameters and its per-thread twin; updates; conditional handles; graph
 * memory of a device. NULL parameters the runtime would read or write are cudaErrorInvalidValue
 * before any driver call, and driver failures come back mapped, recorded, outputs untouched.
 *
 * The graph entries of the driver table are replaced here, after the fake is installed, by
 * recorders of their arguments (`rec`); they log nothing in the fake's call log.
 */
#include "unit.h"

#define DEVICES 2
#define BASE 10

cudaError_t cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                cudaGraphInstantiateParams *instantiateParams);

/* -- what the tests register (as nvcc-generated constructors would) ---------------------------- */

static const struct {
    int magic, version;
    const void *data;
    void *filename;
} wrapper = {0x466243b1, 1, "fatbin", NULL};
static void **fatbin;
static char stub_k, var_g[256];
static CUlibrary lib;

static CUkernel kernel_k(void)
{
    return fake_kernel_handle(lib, "kernel_k");
}

/* -- the recorders ---------------------------------------------------------------------------- */

#define NODE ((CUgraphNode)(uintptr_t)0x4100)
#define NODE2 ((CUgraphNode)(uintptr_t)0x4200)
#define GRAPH ((cudaGraph_t)(uintptr_t)0x4300)
#define EXEC ((cudaGraphExec_t)(uintptr_t)0x4400)
#define ALLOC_PTR ((CUdeviceptr)0x7700000)
#define BODY ((CUgraph *)(uintptr_t)0x4500)
#define DESC_MAX 32

static struct {
    int calls;
    const char *last;
    CUresult result;   /* what every recorder returns (CUDA_SUCCESS unless a test sets it) */
    bool ptds;         /* the last call came through ocr_drv[1] */
    int update_result; /* the result cuGraphExecUpdate reports on failure, when not 0 */
    CUgraph graph;
    CUgraphNode node;
    CUgraphExec exec;
    size_t deps;
    CUcontext ctx; /* the context argument of the call, or the current one */
    CUDA_KERNEL_NODE_PARAMS_v2 kernel;
    CUDA_MEMCPY3D copy;
    CUDA_MEMSET_NODE_PARAMS memset;
    CUDA_MEM_ALLOC_NODE_PARAMS_v2 alloc;
    CUmemAccessDesc descs[DESC_MAX];
    CUgraphNodeParams np;
    CUDA_GRAPH_INSTANTIATE_PARAMS *inst;
    CUdevice dev;
    unsigned default_value, flags;
    /* What the getters report. */
    CUDA_KERNEL_NODE_PARAMS_v2 kernel_out;
    CUDA_MEMCPY3D copy_out;
    CUDA_MEMSET_NODE_PARAMS memset_out;
    CUDA_MEM_ALLOC_NODE_PARAMS_v2 alloc_out;
    CUdeviceptr free_out;
    CUevent event_out;
    /* Array descriptors cuArray3DGetDescriptor reports, by handle 0x1000 * (index + 1). */
    CUDA_ARRAY3D_DESCRIPTOR arrays[2];
} rec;

#define ARRAY(i) ((CUarray)(uintptr_t)(0x1000 * ((i) + 1)))

static bool record(const char *name)
{
    rec.calls++;
    rec.last = name;
    return rec.result == CUDA_SUCCESS;
}

static void keep_alloc(const CUDA_MEM_ALLOC_NODE_PARAMS_v2 *p)
{
    rec.alloc = *p;
    for (size_t i = 0; i < p->accessDescCount && i < DESC_MAX && p->accessDescs != NULL; i++)
        rec.descs[i] = p->accessDescs[i];
}

static CUresult rec_cuGraphAddKernelNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                         size_t n, const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    (void)deps;
    if (!record("cuGraphAddKernelNode"))
        return rec.result;
    rec.graph = g, rec.deps = n, rec.kernel = *p;
    *node = NODE;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphKernelNodeGetParams(CUgraphNode node, CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    rec.node = node;
    if (!record("cuGraphKernelNodeGetParams"))
        return rec.result;
    *p = rec.kernel_out;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphKernelNodeSetParams(CUgraphNode node,
                                               const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    rec.node = node;
    if (!record("cuGraphKernelNodeSetParams"))
        return rec.result;
    rec.kernel = *p;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphExecKernelNodeSetParams(CUgraphExec x, CUgraphNode node,
                                                   const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    rec.exec = x, rec.node = node;
    if (!record("cuGraphExecKernelNodeSetParams"))
        return rec.result;
    rec.kernel = *p;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphAddMemcpyNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                         size_t n, const CUDA_MEMCPY3D *c, CUcontext ctx)
{
    (void)deps;
    if (!record("cuGraphAddMemcpyNode"))
        return rec.result;
    rec.graph = g, rec.deps = n, rec.copy = *c, rec.ctx = ctx;
    *node = NODE;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphMemcpyNodeGetParams(CUgraphNode node, CUDA_MEMCPY3D *c)
{
    rec.node = node;
    if (!record("cuGraphMemcpyNodeGetParams"))
        return rec.result;
    *c = rec.copy_out;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphMemcpyNodeSetParams(CUgraphNode node, const CUDA_MEMCPY3D *c)
{
    rec.node = node;
    if (!record("cuGraphMemcpyNodeSetParams"))
        return rec.result;
    rec.copy = *c;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphExecMemcpyNodeSetParams(CUgraphExec x, CUgraphNode node,
                                                   const CUDA_MEMCPY3D *c, CUcontext ctx)
{
    rec.exec = x, rec.node = node;
    if (!record("cuGraphExecMemcpyNodeSetParams"))
        return rec.result;
    rec.copy = *c, rec.ctx = ctx;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *d, CUarray a)
{
    if (!record("cuArray3DGetDescriptor"))
        return rec.result;
    for (int i = 0; i < 2; i++)
        if (a == ARRAY(i)) {
            *d = rec.arrays[i];
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_INVALID_HANDLE;
}

static CUresult rec_cuGraphAddMemsetNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                         size_t n, const CUDA_MEMSET_NODE_PARAMS *p, CUcontext ctx)
{
    (void)deps;
    if (!record("cuGraphAddMemsetNode"))
        return rec.result;
    rec.graph = g, rec.deps = n, rec.memset = *p, rec.ctx = ctx;
    *node = NODE;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphMemsetNodeGetParams(CUgraphNode node, CUDA_MEMSET_NODE_PARAMS *p)
{
    rec.node = node;
    if (!record("cuGraphMemsetNodeGetParams"))
        return rec.result;
    *p = rec.memset_out;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphExecMemsetNodeSetParams(CUgraphExec x, CUgraphNode node,
                                                   const CUDA_MEMSET_NODE_PARAMS *p, CUcontext ctx)
{
    rec.exec = x, rec.node = node;
    if (!record("cuGraphExecMemsetNodeSetParams"))
        return rec.result;
    rec.memset = *p, rec.ctx = ctx;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphAddMemAllocNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                           size_t n, CUDA_MEM_ALLOC_NODE_PARAMS *p)
{
    (void)deps;
    if (!record("cuGraphAddMemAllocNode"))
        return rec.result;
    rec.graph = g, rec.deps = n;
    keep_alloc((const CUDA_MEM_ALLOC_NODE_PARAMS_v2 *)p);
    p->dptr = ALLOC_PTR;
    *node = NODE;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphMemAllocNodeGetParams(CUgraphNode node, CUDA_MEM_ALLOC_NODE_PARAMS *p)
{
    rec.node = node;
    if (!record("cuGraphMemAllocNodeGetParams"))
        return rec.result;
    memcpy(p, &rec.alloc_out, sizeof *p);
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphMemFreeNodeGetParams(CUgraphNode node, CUdeviceptr *p)
{
    rec.node = node;
    if (!record("cuGraphMemFreeNodeGetParams"))
        return rec.result;
    *p = rec.free_out;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphEventRecordNodeGetEvent(CUgraphNode node, CUevent *e)
{
    rec.node = node;
    if (!record("cuGraphEventRecordNodeGetEvent"))
        return rec.result;
    *e = rec.event_out;
    return CUDA_SUCCESS;
}

/* The generic node entries: the parameters, an allocation's access descriptors, and the
 * outputs of a creation (an allocation's address, a conditional node's bodies). */
static void keep_node_params(const CUgraphNodeParams *p)
{
    rec.np = *p;
    if (p->type == CU_GRAPH_NODE_TYPE_MEM_ALLOC)
        keep_alloc(&p->alloc);
}

static CUresult rec_cuGraphAddNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                   const CUgraphEdgeData *edges, size_t n, CUgraphNodeParams *p)
{
    (void)deps, (void)edges;
    if (!record("cuGraphAddNode"))
        return rec.result;
    rec.graph = g, rec.deps = n;
    keep_node_params(p);
    if (p->type == CU_GRAPH_NODE_TYPE_MEM_ALLOC)
        p->alloc.dptr = ALLOC_PTR;
    if (p->type == CU_GRAPH_NODE_TYPE_CONDITIONAL)
        p->conditional.phGraph_out = BODY;
    *node = NODE2;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphNodeSetParams(CUgraphNode node, CUgraphNodeParams *p)
{
    rec.node = node;
    if (!record("cuGraphNodeSetParams"))
        return rec.result;
    keep_node_params(p);
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphExecNodeSetParams(CUgraphExec x, CUgraphNode node, CUgraphNodeParams *p)
{
    rec.exec = x, rec.node = node;
    if (!record("cuGraphExecNodeSetParams"))
        return rec.result;
    keep_node_params(p);
    return CUDA_SUCCESS;
}

static CUresult instantiate(CUgraphExec *x, CUgraph g, CUDA_GRAPH_INSTANTIATE_PARAMS *p, bool ptds)
{
    rec.ptds = ptds;
    rec.graph = g;
    rec.inst = p;
    p->result_out = rec.result == CUDA_SUCCESS ? CUDA_GRAPH_INSTANTIATE_SUCCESS
                                               : CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE;
    p->hErrNode_out = rec.result == CUDA_SUCCESS ? NULL : NODE;
    if (!record("cuGraphInstantiateWithParams"))
        return rec.result;
    *x = (CUgraphExec)EXEC;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphInstantiateWithParams(CUgraphExec *x, CUgraph g,
                                                 CUDA_GRAPH_INSTANTIATE_PARAMS *p)
{
    return instantiate(x, g, p, false);
}

static CUresult rec_cuGraphInstantiateWithParams_ptsz(CUgraphExec *x, CUgraph g,
                                                      CUDA_GRAPH_INSTANTIATE_PARAMS *p)
{
    return instantiate(x, g, p, true);
}

static CUresult rec_cuGraphExecUpdate(CUgraphExec x, CUgraph g, CUgraphExecUpdateResultInfo *info)
{
    rec.exec = x, rec.graph = g;
    record("cuGraphExecUpdate");
    /* The driver fills the information on failure too. */
    info->result = rec.result == CUDA_SUCCESS ? CU_GRAPH_EXEC_UPDATE_SUCCESS
                   : rec.update_result != 0   ? (CUgraphExecUpdateResult)rec.update_result
                                              : CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED;
    info->errorNode = rec.result == CUDA_SUCCESS ? NULL : NODE;
    info->errorFromNode = rec.result == CUDA_SUCCESS ? NULL : NODE2;
    return rec.result;
}

static CUresult rec_cuGraphConditionalHandleCreate(CUgraphConditionalHandle *h, CUgraph g,
                                                   CUcontext ctx, unsigned def, unsigned flags)
{
    if (!record("cuGraphConditionalHandleCreate"))
        return rec.result;
    rec.graph = g, rec.ctx = ctx, rec.default_value = def, rec.flags = flags;
    *h = 0x77;
    return CUDA_SUCCESS;
}

static CUresult rec_cuDeviceGraphMemTrim(CUdevice dev)
{
    rec.dev = dev;
    return record("cuDeviceGraphMemTrim") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuDeviceGetGraphMemAttribute(CUdevice dev, CUgraphMem_attribute attr,
                                                 void *value)
{
    rec.dev = dev;
    rec.flags = (unsigned)attr;
    if (!record("cuDeviceGetGraphMemAttribute"))
        return rec.result;
    *(cuuint64_t *)value = 4096;
    return CUDA_SUCCESS;
}

static CUresult rec_cuUserObjectCreate(CUuserObject *o, void *ptr, CUhostFn fn, unsigned count,
                                       unsigned flags)
{
    (void)ptr, (void)fn, (void)count;
    rec.flags = flags;
    if (!record("cuUserObjectCreate"))
        return rec.result;
    *o = (CUuserObject)(uintptr_t)0x4600;
    return CUDA_SUCCESS;
}

static int group_setup(void **state)
{
    /* Registration before any other call, as nvcc's constructors do it. */
    fatbin = __cudaRegisterFatBinary((void *)&wrapper);
    __cudaRegisterFunction(fatbin, &stub_k, (char *)"kernel_k", "kernel_k", -1, NULL, NULL, NULL,
                           NULL, NULL);
    __cudaRegisterVar(fatbin, var_g, (char *)"var_g", "var_g", 0, sizeof var_g, 0, 0);
    __cudaRegisterFatBinaryEnd(fatbin);
    fake_config.device_count = DEVICES;
    fake_config.device_base = BASE;
    unit_install_fake(state);
    fake_install_ptds_twins();
#define REC(name)                                                                                  \
    do {                                                                                           \
        ocr_drv[0].name = rec_##name;                                                              \
        ocr_drv[1].name = rec_##name;                                                              \
    } while (0)
    REC(cuGraphAddKernelNode);
    REC(cuGraphKernelNodeGetParams);
    REC(cuGraphKernelNodeSetParams);
    REC(cuGraphExecKernelNodeSetParams);
    REC(cuGraphAddMemcpyNode);
    REC(cuGraphMemcpyNodeGetParams);
    REC(cuGraphMemcpyNodeSetParams);
    REC(cuGraphExecMemcpyNodeSetParams);
    REC(cuArray3DGetDescriptor);
    REC(cuGraphAddMemsetNode);
    REC(cuGraphMemsetNodeGetParams);
    REC(cuGraphExecMemsetNodeSetParams);
    REC(cuGraphAddMemAllocNode);
    REC(cuGraphMemAllocNodeGetParams);
    REC(cuGraphMemFreeNodeGetParams);
    REC(cuGraphEventRecordNodeGetEvent);
    REC(cuGraphAddNode);
    REC(cuGraphNodeSetParams);
    REC(cuGraphExecNodeSetParams);
    REC(cuGraphExecUpdate);
    REC(cuGraphConditionalHandleCreate);
    REC(cuDeviceGraphMemTrim);
    REC(cuDeviceGetGraphMemAttribute);
    REC(cuUserObjectCreate);
#undef REC
    ocr_drv[0].cuGraphInstantiateWithParams = rec_cuGraphInstantiateWithParams;
    ocr_drv[1].cuGraphInstantiateWithParams = rec_cuGraphInstantiateWithParams_ptsz;
    /* The library of the registered stub, loaded now (as a first use would). */
    assert_int_equal(__cudaInitModule(fatbin), 1);
    assert_true(fake_library_loads() > 0);
    lib = fake_library_load(fake_library_loads() - 1)->lib;
    return 0;
}

/* Per test: the runtime entered once (init, context) before the records are cleared. */
static int setup(void **state)
{
    (void)cudaFree(NULL);
    (void)cudaSetDevice(0);
    unit_reset(state);
    memset(&rec, 0, sizeof rec);
    rec.arrays[0] = (CUDA_ARRAY3D_DESCRIPTOR){
        .Width = 64, .Height = 8, .Depth = 1, .Format = CU_AD_FORMAT_FLOAT, .NumChannels = 4};
    rec.arrays[1] = (CUDA_ARRAY3D_DESCRIPTOR){.Width = 64,
                                              .Height = 8,
                                              .Depth = 1,
                                              .Format = CU_AD_FORMAT_UNSIGNED_INT16,
                                              .NumChannels = 1};
    return 0;
}

/* -- kernel nodes ----------------------------------------------------------------------------- */

static struct cudaKernelNodeParams kernel_params(void *func, void **args)
{
    struct cudaKernelNodeParams p = {
        .func = func,
        .gridDim = {2, 3, 4},
        .blockDim = {32, 2, 1},
        .sharedMemBytes = 128,
        .kernelParams = args,
    };
    return p;
}

static void cudaGraphAddKernelNode_names_the_stubs_kernel(void **state)
{
    (void)state;
    void *args[1] = {NULL};
    struct cudaKernelNodeParams p = kernel_params(&stub_k, args);
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddKernelNode(&node, GRAPH, NULL, 0, &p));
    assert_string_equal(rec.last, "cuGraphAddKernelNode");
    assert_ptr_equal(node, NODE);
    assert_ptr_equal(rec.graph, GRAPH);
    assert_null(rec.kernel.func);
    assert_ptr_equal(rec.kernel.kern, kernel_k());
    assert_ptr_equal(rec.kernel.ctx, fake_primary_context(0));
    assert_int_equal(rec.kernel.gridDimX, 2);
    assert_int_equal(rec.kernel.gridDimY, 3);
    assert_int_equal(rec.kernel.gridDimZ, 4);
    assert_int_equal(rec.kernel.blockDimX, 32);
    assert_int_equal(rec.kernel.blockDimY, 2);
    assert_int_equal(rec.kernel.blockDimZ, 1);
    assert_int_equal(rec.kernel.sharedMemBytes, 128);
    assert_ptr_equal(rec.kernel.kernelParams, args);
    assert_null(rec.kernel.extra);
    /* A kernel handle is taken as it is (a pointer that is no registered stub). */
    CUkernel other = fake_kernel_handle(lib, "kernel_other");
    p.func = (void *)other;
    assert_cuda(cudaSuccess, cudaGraphAddKernelNode(&node, GRAPH, NULL, 0, &p));
    assert_ptr_equal(rec.kernel.kern, other);
    /* A pointer that is no kernel either: the driver's invalid handle, before any node. */
    rec.calls = 0;
    p.func = (void *)(uintptr_t)0x7100;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphAddKernelNode(&node, GRAPH, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaGraphExecKernelNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_int_equal(rec.calls, 0);
}

static void cudaGraphAddKernelNode_bad_arguments(void **state)
{
    (void)state;
    void *args[1] = {NULL};
    struct cudaKernelNodeParams p = kernel_params(&stub_k, args);
    cudaGraphNode_t node = (cudaGraphNode_t)0x1, dep = NODE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddKernelNode(NULL, GRAPH, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddKernelNode(&node, NULL, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddKernelNode(&node, GRAPH, NULL, 1, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddKernelNode(&node, GRAPH, &dep, 1, NULL));
    p.func = NULL;
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGraphAddKernelNode(&node, GRAPH, NULL, 0, &p));
    assert_int_equal(rec.calls, 0);
    assert_ptr_equal(node, (cudaGraphNode_t)0x1);
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetLastError());
    /* A driver failure: mapped, recorded, nothing written. */
    p.func = &stub_k;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddKernelNode(&node, GRAPH, &dep, 1, &p));
    assert_ptr_equal(node, (cudaGraphNode_t)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaGraphKernelNodeGetParams_gives_the_stub_back(void **state)
{
    (void)state;
    void *args[1] = {NULL};
    struct cudaKernelNodeParams p = kernel_params(&stub_k, args);
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddKernelNode(&node, GRAPH, NULL, 0, &p));
    /* The driver reports the node's kernel. */
    rec.kernel_out = rec.kernel;
    struct cudaKernelNodeParams out;
    memset(&out, 0xee, sizeof out);
    assert_cuda(cudaSuccess, cudaGraphKernelNodeGetParams(node, &out));
    assert_ptr_equal(rec.node, NODE);
    assert_ptr_equal(out.func, &stub_k);
    assert_int_equal(out.gridDim.x, 2);
    assert_int_equal(out.gridDim.y, 3);
    assert_int_equal(out.gridDim.z, 4);
    assert_int_equal(out.blockDim.x, 32);
    assert_int_equal(out.blockDim.y, 2);
    assert_int_equal(out.blockDim.z, 1);
    assert_int_equal(out.sharedMemBytes, 128);
    assert_ptr_equal(out.kernelParams, args);
    assert_null(out.extra);
    /* A kernel no stub named: its handle. A function the driver reports alone: that. */
    rec.kernel_out.kern = (CUkernel)(uintptr_t)0x7200;
    assert_cuda(cudaSuccess, cudaGraphKernelNodeGetParams(node, &out));
    assert_ptr_equal(out.func, (void *)(uintptr_t)0x7200);
    rec.kernel_out.kern = NULL;
    rec.kernel_out.func = (CUfunction)(uintptr_t)0x7300;
    assert_cuda(cudaSuccess, cudaGraphKernelNodeGetParams(node, &out));
    assert_ptr_equal(out.func, (void *)(uintptr_t)0x7300);
    /* A failure writes nothing. */
    memset(&out, 0xee, sizeof out);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeGetParams(node, &out));
    assert_ptr_equal(out.kernelParams, (void **)(uintptr_t)0xeeeeeeeeeeeeeeeeULL);
    rec.result = CUDA_SUCCESS;
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeGetParams(node, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeGetParams(NULL, &out));
    assert_int_equal(rec.calls, 0);
}

static void cudaGraphKernelNodeSetParams_and_exec_translate(void **state)
{
    (void)state;
    void *extra[1] = {NULL};
    struct cudaKernelNodeParams p = kernel_params(&stub_k, NULL);
    p.extra = extra;
    assert_cuda(cudaSuccess, cudaGraphKernelNodeSetParams((cudaGraphNode_t)NODE, &p));
    assert_string_equal(rec.last, "cuGraphKernelNodeSetParams");
    assert_ptr_equal(rec.node, NODE);
    assert_ptr_equal(rec.kernel.kern, kernel_k());
    assert_ptr_equal(rec.kernel.ctx, fake_primary_context(0));
    assert_ptr_equal(rec.kernel.extra, extra);
    assert_null(rec.kernel.kernelParams);
    memset(&rec.kernel, 0, sizeof rec.kernel);
    assert_cuda(cudaSuccess, cudaGraphExecKernelNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_string_equal(rec.last, "cuGraphExecKernelNodeSetParams");
    assert_ptr_equal(rec.exec, EXEC);
    assert_ptr_equal(rec.kernel.kern, kernel_k());
    assert_int_equal(rec.kernel.gridDimZ, 4);
    /* On device 1 the kernel node belongs to device 1's context. */
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_cuda(cudaSuccess, cudaGraphExecKernelNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_ptr_equal(rec.kernel.ctx, fake_primary_context(1));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeSetParams((cudaGraphNode_t)NODE, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphExecKernelNodeSetParams(EXEC, (cudaGraphNode_t)NODE, NULL));
    p.func = NULL;
    assert_cuda(cudaErrorInvalidDeviceFunction,
                cudaGraphExecKernelNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_int_equal(rec.calls, 0);
}

/* -- memcpy nodes ----------------------------------------------------------------------------- */

static struct cudaMemcpy3DParms pointers(void *dst, void *src, enum cudaMemcpyKind kind)
{
    struct cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = (struct cudaPitchedPtr){src, 512, 100, 16};
    p.srcPos = (struct cudaPos){3, 4, 5};
    p.dstPtr = (struct cudaPitchedPtr){dst, 1024, 200, 32};
    p.dstPos = (struct cudaPos){6, 7, 8};
    p.extent = (struct cudaExtent){100, 10, 2};
    p.kind = kind;
    return p;
}

static void cudaGraphAddMemcpyNode_translates_pointers(void **state)
{
    (void)state;
    char host[8];
    void *dev = (void *)(uintptr_t)0x900000;
    struct cudaMemcpy3DParms p = pointers(dev, host, cudaMemcpyHostToDevice);
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    assert_ptr_equal(node, NODE);
    assert_ptr_equal(rec.ctx, fake_primary_context(0));
    const CUDA_MEMCPY3D *c = &rec.copy;
    assert_int_equal(c->srcMemoryType, CU_MEMORYTYPE_HOST);
    assert_ptr_equal(c->srcHost, host);
    assert_int_equal(c->srcDevice, 0);
    assert_int_equal(c->srcPitch, 512);
    assert_int_equal(c->srcHeight, 16);
    assert_int_equal(c->srcXInBytes, 3);
    assert_int_equal(c->srcY, 4);
    assert_int_equal(c->srcZ, 5);
    assert_int_equal(c->dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(c->dstDevice, 0x900000);
    assert_null(c->dstHost);
    assert_int_equal(c->dstPitch, 1024);
    assert_int_equal(c->dstHeight, 32);
    assert_int_equal(c->dstXInBytes, 6);
    assert_int_equal(c->dstY, 7);
    assert_int_equal(c->dstZ, 8);
    assert_int_equal(c->WidthInBytes, 100);
    assert_int_equal(c->Height, 10);
    assert_int_equal(c->Depth, 2);
    assert_null(c->srcArray);
    assert_null(c->dstArray);
    /* Each kind names the memory of each side; the default copy is unified on both. */
    static const struct {
        enum cudaMemcpyKind kind;
        CUmemorytype src, dst;
    } kinds[] = {
        {cudaMemcpyHostToHost, CU_MEMORYTYPE_HOST, CU_MEMORYTYPE_HOST},
        {cudaMemcpyDeviceToHost, CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_HOST},
        {cudaMemcpyDeviceToDevice, CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_DEVICE},
        {cudaMemcpyDefault, CU_MEMORYTYPE_UNIFIED, CU_MEMORYTYPE_UNIFIED},
    };
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        p = pointers(dev, host, kinds[i].kind);
        assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
        assert_int_equal(rec.copy.srcMemoryType, kinds[i].src);
        assert_int_equal(rec.copy.dstMemoryType, kinds[i].dst);
        if (kinds[i].dst == CU_MEMORYTYPE_HOST)
            assert_ptr_equal(rec.copy.dstHost, dev);
        else
            assert_int_equal(rec.copy.dstDevice, 0x900000);
        if (kinds[i].src == CU_MEMORYTYPE_HOST)
            assert_ptr_equal(rec.copy.srcHost, host);
        else
            assert_int_equal(rec.copy.srcDevice, (CUdeviceptr)(uintptr_t)host);
    }
}

static void cudaGraphAddMemcpyNode_translates_arrays(void **state)
{
    (void)state;
    void *dev = (void *)(uintptr_t)0x900000;
    const struct cudaPitchedPtr none = {NULL, 0, 0, 0};
    struct cudaMemcpy3DParms p = pointers(dev, NULL, cudaMemcpyDeviceToDevice);
    p.srcPtr = none;
    p.srcArray = (cudaArray_t)ARRAY(0); /* float4: 16-byte elements */
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    const CUDA_MEMCPY3D *c = &rec.copy;
    assert_int_equal(c->srcMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_ptr_equal(c->srcArray, ARRAY(0));
    assert_int_equal(c->srcXInBytes, 3 * 16);
    assert_int_equal(c->srcY, 4);
    assert_int_equal(c->srcZ, 5);
    assert_int_equal(c->srcPitch, 0);
    assert_int_equal(c->dstMemoryType, CU_MEMORYTYPE_DEVICE);
    /* The pointer side keeps byte positions; the extent is in the array's elements. */
    assert_int_equal(c->dstXInBytes, 6);
    assert_int_equal(c->WidthInBytes, 100 * 16);
    assert_int_equal(c->Height, 10);
    /* A destination array is device memory whatever the kind says. */
    p = pointers(NULL, dev, cudaMemcpyDeviceToHost);
    p.dstPtr = none;
    p.dstArray = (cudaArray_t)ARRAY(1); /* 2-byte elements */
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    assert_int_equal(rec.copy.srcMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.copy.dstMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_int_equal(rec.copy.dstXInBytes, 6 * 2);
    assert_int_equal(rec.copy.WidthInBytes, 100 * 2);
    /* Array to array: alike elements only. */
    p.srcPtr = none;
    p.srcArray = (cudaArray_t)ARRAY(1);
    p.kind = cudaMemcpyDeviceToDevice;
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    assert_int_equal(rec.copy.srcXInBytes, 3 * 2);
    /* From here on, nothing reaches cuGraphAddMemcpyNode. */
    rec.last = NULL;
    p.dstArray = (cudaArray_t)ARRAY(0);
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    assert_string_equal(rec.last, "cuArray3DGetDescriptor");
    /* A source array the kind puts in host memory. */
    p.dstArray = (cudaArray_t)ARRAY(1);
    p.kind = cudaMemcpyHostToDevice;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    /* An array and a pointer on one side, or neither. */
    p.kind = cudaMemcpyDeviceToDevice;
    p.dstPtr.ptr = dev;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p.dstPtr.ptr = NULL;
    p.dstArray = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    /* An array the driver does not know; an array of a format copies do not support. */
    p.dstArray = (cudaArray_t)(uintptr_t)0x9999;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    rec.arrays[1].Format = CU_AD_FORMAT_BC1_UNORM;
    p.dstArray = (cudaArray_t)ARRAY(1);
    assert_cuda(cudaErrorNotSupported, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    /* Pitches: a row of the extent with more than one row, its rows with more than one slice. */
    p = pointers(dev, dev, cudaMemcpyDeviceToDevice);
    p.srcPtr.pitch = 99;
    assert_cuda(cudaErrorInvalidPitchValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p.srcPtr.pitch = 512;
    p.dstPtr.ysize = 9;
    assert_cuda(cudaErrorInvalidPitchValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p.extent.depth = 1;
    p.dstPtr.pitch = 0;
    p.extent.height = 1;
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    rec.last = NULL;
    /* A kind that is none. An empty extent comes before it, the sides after it (as NVIDIA's
     * runtime checks memcpy nodes, unlike cudaMemcpy3D). */
    p = pointers(dev, dev, (enum cudaMemcpyKind)7);
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p.srcPtr = none;
    p.dstPtr = none;
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p.kind = cudaMemcpyDeviceToDevice;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p = pointers(dev, dev, (enum cudaMemcpyKind)7);
    p.extent.height = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    /* The source is checked whole (pointer, pitch) before the destination. */
    p = pointers(NULL, dev, cudaMemcpyHostToDevice);
    p.srcPtr.pitch = 8;
    assert_cuda(cudaErrorInvalidPitchValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p = pointers(dev, NULL, cudaMemcpyHostToDevice);
    p.srcPtr.pitch = 8;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, NULL));
    assert_null(rec.last);
}

static void cudaGraphMemcpyNodeGetParams_translates_back(void **state)
{
    (void)state;
    CUDA_MEMCPY3D *c = &rec.copy_out;
    c->srcMemoryType = CU_MEMORYTYPE_ARRAY;
    c->srcArray = ARRAY(0);
    c->srcXInBytes = 2 * 16;
    c->srcY = 1;
    c->srcZ = 2;
    c->dstMemoryType = CU_MEMORYTYPE_HOST;
    c->dstHost = (void *)(uintptr_t)0x5000;
    c->dstPitch = 256;
    c->dstHeight = 8;
    c->dstXInBytes = 5;
    c->WidthInBytes = 4 * 16;
    c->Height = 3;
    c->Depth = 1;
    struct cudaMemcpy3DParms p;
    memset(&p, 0xee, sizeof p);
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_ptr_equal(rec.node, NODE);
    assert_ptr_equal(p.srcArray, ARRAY(0));
    assert_int_equal(p.srcPos.x, 2);
    assert_int_equal(p.srcPos.y, 1);
    assert_int_equal(p.srcPos.z, 2);
    assert_null(p.srcPtr.ptr);
    assert_null(p.dstArray);
    assert_ptr_equal(p.dstPtr.ptr, (void *)(uintptr_t)0x5000);
    assert_int_equal(p.dstPtr.pitch, 256);
    assert_int_equal(p.dstPtr.ysize, 8);
    assert_int_equal(p.dstPos.x, 5);
    assert_int_equal(p.extent.width, 4);
    assert_int_equal(p.extent.height, 3);
    assert_int_equal(p.extent.depth, 1);
    assert_int_equal(p.kind, cudaMemcpyDeviceToHost);
    /* Kinds from the memory types. */
    memset(c, 0, sizeof *c);
    c->srcMemoryType = CU_MEMORYTYPE_HOST;
    c->dstMemoryType = CU_MEMORYTYPE_DEVICE;
    c->dstDevice = 0x900000;
    c->WidthInBytes = 64;
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.kind, cudaMemcpyHostToDevice);
    assert_ptr_equal(p.dstPtr.ptr, (void *)(uintptr_t)0x900000);
    assert_int_equal(p.extent.width, 64);
    c->srcMemoryType = CU_MEMORYTYPE_DEVICE;
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.kind, cudaMemcpyDeviceToDevice);
    c->dstMemoryType = CU_MEMORYTYPE_HOST;
    c->srcMemoryType = CU_MEMORYTYPE_HOST;
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.kind, cudaMemcpyHostToHost);
    c->dstMemoryType = CU_MEMORYTYPE_UNIFIED;
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.kind, cudaMemcpyDefault);
    /* A failure writes nothing. */
    memset(&p, 0xee, sizeof p);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.extent.depth, (size_t)0xeeeeeeeeeeeeeeeeULL);
}

/* The copy is checked before the node, as NVIDIA's (hip-tests' NULL-node cases, gpu_graph2). */
static void cudaGraphMemcpyNodeSetParams_copy_before_node(void **state)
{
    (void)state;
    char host[8];
    void *dev = (void *)(uintptr_t)0x900000;
    struct cudaMemcpy3DParms p = pointers(dev, host, cudaMemcpyHostToDevice);
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemcpyNodeSetParams(NULL, &p));
    p.dstPtr.pitch = p.extent.width - 1;
    assert_cuda(cudaErrorInvalidPitchValue, cudaGraphMemcpyNodeSetParams(NULL, &p));
    assert_cuda(cudaErrorInvalidPitchValue, cudaGetLastError());
    p = pointers(dev, host, (enum cudaMemcpyKind) - 1);
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaGraphMemcpyNodeSetParams(NULL, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemcpyNodeSetParams(NULL, NULL));
    cudaGetLastError();
}

static void cudaGraphMemcpyNodeSetParams_variants(void **state)
{
    (void)state;
    char host[8];
    void *dev = (void *)(uintptr_t)0x900000;
    struct cudaMemcpy3DParms p = pointers(host, dev, cudaMemcpyDeviceToHost);
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeSetParams((cudaGraphNode_t)NODE, &p));
    assert_string_equal(rec.last, "cuGraphMemcpyNodeSetParams");
    assert_int_equal(rec.copy.srcMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_ptr_equal(rec.copy.dstHost, host);
    assert_cuda(cudaSuccess, cudaGraphExecMemcpyNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_string_equal(rec.last, "cuGraphExecMemcpyNodeSetParams");
    assert_ptr_equal(rec.exec, EXEC);
    assert_ptr_equal(rec.ctx, fake_primary_context(0));
    /* 1D copies: one row of `count` bytes. */
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeSetParams1D((cudaGraphNode_t)NODE, dev, host, 300,
                                                            cudaMemcpyHostToDevice));
    assert_int_equal(rec.copy.srcMemoryType, CU_MEMORYTYPE_HOST);
    assert_ptr_equal(rec.copy.srcHost, host);
    assert_int_equal(rec.copy.dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.copy.dstDevice, 0x900000);
    assert_int_equal(rec.copy.WidthInBytes, 300);
    assert_int_equal(rec.copy.Height, 1);
    assert_int_equal(rec.copy.Depth, 1);
    assert_cuda(cudaSuccess, cudaGraphExecMemcpyNodeSetParams1D(EXEC, (cudaGraphNode_t)NODE, dev,
                                                                dev, 40, cudaMemcpyDefault));
    assert_string_equal(rec.last, "cuGraphExecMemcpyNodeSetParams");
    assert_int_equal(rec.copy.srcMemoryType, CU_MEMORYTYPE_UNIFIED);
    assert_int_equal(rec.copy.dstMemoryType, CU_MEMORYTYPE_UNIFIED);
    assert_int_equal(rec.copy.WidthInBytes, 40);
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaGraphMemcpyNodeSetParams1D((cudaGraphNode_t)NODE, dev, host, 1,
                                               (enum cudaMemcpyKind)5));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaGraphExecMemcpyNodeSetParams1D(EXEC, (cudaGraphNode_t)NODE, dev, host, 1,
                                                   (enum cudaMemcpyKind) - 1));
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemcpyNodeSetParams((cudaGraphNode_t)NODE, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemcpyNodeSetParams(NULL, &p));
    assert_int_equal(rec.calls, 0);
}

static void memcpy_nodes_of_symbols(void **state)
{
    (void)state;
    char host[16];
    CUdeviceptr var = fake_global_address(lib, "var_g");
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNodeToSymbol(&node, GRAPH, NULL, 0, var_g, host, 16,
                                                            32, cudaMemcpyHostToDevice));
    assert_string_equal(rec.last, "cuGraphAddMemcpyNode");
    assert_int_equal(rec.copy.dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.copy.dstDevice, var + 32);
    assert_ptr_equal(rec.copy.srcHost, host);
    assert_int_equal(rec.copy.WidthInBytes, 16);
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNodeFromSymbol(&node, GRAPH, NULL, 0, host, var_g, 8,
                                                              0, cudaMemcpyDefault));
    assert_int_equal(rec.copy.srcMemoryType, CU_MEMORYTYPE_UNIFIED);
    assert_int_equal(rec.copy.srcDevice, var);
    assert_int_equal(rec.copy.dstDevice, (CUdeviceptr)(uintptr_t)host);
    assert_cuda(cudaSuccess,
                cudaGraphMemcpyNodeSetParamsToSymbol((cudaGraphNode_t)NODE, var_g, host, 4, 252,
                                                     cudaMemcpyHostToDevice));
    assert_string_equal(rec.last, "cuGraphMemcpyNodeSetParams");
    assert_int_equal(rec.copy.dstDevice, var + 252);
    assert_cuda(cudaSuccess,
                cudaGraphExecMemcpyNodeSetParamsFromSymbol(EXEC, (cudaGraphNode_t)NODE, host, var_g,
                                                           256, 0, cudaMemcpyDeviceToHost));
    assert_string_equal(rec.last, "cuGraphExecMemcpyNodeSetParams");
    assert_int_equal(rec.copy.srcDevice, var);
    assert_ptr_equal(rec.copy.dstHost, host);
    assert_int_equal(rec.copy.WidthInBytes, 256);
    rec.calls = 0;
    /* Past the variable's end, a kind in the wrong direction, an unknown symbol. */
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphAddMemcpyNodeToSymbol(&node, GRAPH, NULL, 0, var_g, host, 8, 252,
                                               cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphMemcpyNodeSetParamsFromSymbol((cudaGraphNode_t)NODE, host, var_g, 1,
                                                       (size_t)-1, cudaMemcpyDeviceToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaGraphAddMemcpyNodeToSymbol(&node, GRAPH, NULL, 0, var_g, host, 8, 0,
                                               cudaMemcpyDeviceToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaGraphExecMemcpyNodeSetParamsFromSymbol(EXEC, (cudaGraphNode_t)NODE, host, var_g,
                                                           8, 0, cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidSymbol,
                cudaGraphAddMemcpyNodeFromSymbol(&node, GRAPH, NULL, 0, host, host, 8, 0,
                                                 cudaMemcpyDeviceToHost));
    assert_int_equal(rec.calls, 0);
    assert_cuda(cudaErrorInvalidSymbol, cudaGetLastError());
}

/* -- memset nodes ----------------------------------------------------------------------------- */

static void memset_nodes_pass_their_parameters(void **state)
{
    (void)state;
    struct cudaMemsetParams p = {
        .dst = (void *)(uintptr_t)0x900000,
        .pitch = 512,
        .value = 0x12345678,
        .elementSize = 4,
        .width = 100,
        .height = 3,
    };
    cudaGraphNode_t node = NULL, dep = NODE2;
    assert_cuda(cudaSuccess, cudaGraphAddMemsetNode(&node, GRAPH, &dep, 1, &p));
    assert_int_equal(rec.deps, 1);
    assert_int_equal(rec.memset.dst, 0x900000);
    assert_int_equal(rec.memset.pitch, 512);
    assert_int_equal(rec.memset.value, 0x12345678);
    assert_int_equal(rec.memset.elementSize, 4);
    assert_int_equal(rec.memset.width, 100);
    assert_int_equal(rec.memset.height, 3);
    assert_ptr_equal(rec.ctx, fake_primary_context(0));
    rec.memset_out = rec.memset;
    struct cudaMemsetParams out;
    memset(&out, 0, sizeof out);
    assert_cuda(cudaSuccess, cudaGraphMemsetNodeGetParams((cudaGraphNode_t)NODE, &out));
    assert_memory_equal(&out, &p, sizeof p);
    memset(&rec.memset, 0, sizeof rec.memset);
    assert_cuda(cudaSuccess, cudaGraphExecMemsetNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_ptr_equal(rec.exec, EXEC);
    assert_int_equal(rec.memset.value, 0x12345678);
    assert_ptr_equal(rec.ctx, fake_primary_context(0));
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemsetNodeGetParams((cudaGraphNode_t)NODE, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemsetNodeSetParams((cudaGraphNode_t)NODE, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphExecMemsetNodeSetParams(EXEC, (cudaGraphNode_t)NODE, NULL));
    assert_int_equal(rec.calls, 0);
}

/* -- memory allocation nodes ------------------------------------------------------------------ */

static void cudaGraphAddMemAllocNode_translates_devices(void **state)
{
    (void)state;
    struct cudaMemAccessDesc descs[12];
    for (int i = 0; i < 12; i++) {
        descs[i].location.type = cudaMemLocationTypeDevice;
        descs[i].location.id = i % DEVICES;
        descs[i].flags = cudaMemAccessFlagsProtReadWrite;
    }
    struct cudaMemAllocNodeParams p;
    memset(&p, 0, sizeof p);
    p.poolProps.allocType = cudaMemAllocationTypePinned;
    p.poolProps.location.type = cudaMemLocationTypeDevice;
    p.poolProps.location.id = 1;
    p.poolProps.maxSize = 1 << 20;
    p.accessDescs = descs;
    p.accessDescCount = 2;
    p.bytesize = 4096;
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, &p));
    assert_ptr_equal(node, NODE);
    assert_ptr_equal(p.dptr, (void *)(uintptr_t)ALLOC_PTR);
    assert_int_equal(rec.alloc.poolProps.allocType, CU_MEM_ALLOCATION_TYPE_PINNED);
    assert_int_equal(rec.alloc.poolProps.location.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.alloc.poolProps.location.id, BASE + 1);
    assert_int_equal(rec.alloc.poolProps.maxSize, 1 << 20);
    assert_int_equal(rec.alloc.bytesize, 4096);
    assert_int_equal(rec.alloc.accessDescCount, 2);
    assert_int_equal(rec.descs[0].location.id, BASE + 0);
    assert_int_equal(rec.descs[1].location.id, BASE + 1);
    assert_int_equal(rec.descs[1].flags, CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
    /* The application's descriptors are left as they were. */
    assert_int_equal(descs[1].location.id, 1);
    /* A long list (translated on the heap). */
    p.accessDescCount = 12;
    assert_cuda(cudaSuccess, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, &p));
    assert_int_equal(rec.descs[11].location.id, BASE + 1);
    assert_int_equal(rec.descs[10].location.id, BASE + 0);
    /* An ordinal that is no device: in a descriptor an invalid device, in the pool an invalid
     * value (as NVIDIA's runtime reports them). */
    rec.calls = 0;
    p.dptr = NULL;
    descs[5].location.id = DEVICES;
    assert_cuda(cudaErrorInvalidDevice, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, &p));
    descs[5].location.id = 1;
    p.poolProps.location.id = -1;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, NULL));
    assert_int_equal(rec.calls, 0);
    assert_null(p.dptr);
    /* A driver failure leaves the address alone. */
    p.poolProps.location.id = 0;
    rec.result = CUDA_ERROR_OUT_OF_MEMORY;
    assert_cuda(cudaErrorMemoryAllocation, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, &p));
    assert_null(p.dptr);
}

static void cudaGraphMemAllocNodeGetParams_translates_back(void **state)
{
    (void)state;
    CUmemAccessDesc descs[1] = {
        {{CU_MEM_LOCATION_TYPE_DEVICE, BASE + 1}, CU_MEM_ACCESS_FLAGS_PROT_READ}};
    rec.alloc_out.poolProps.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    rec.alloc_out.poolProps.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    rec.alloc_out.poolProps.location.id = BASE + 1;
    rec.alloc_out.accessDescs = descs;
    rec.alloc_out.accessDescCount = 1;
    rec.alloc_out.bytesize = 8192;
    rec.alloc_out.dptr = ALLOC_PTR;
    struct cudaMemAllocNodeParams p;
    memset(&p, 0xee, sizeof p);
    assert_cuda(cudaSuccess, cudaGraphMemAllocNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.poolProps.allocType, cudaMemAllocationTypePinned);
    assert_int_equal(p.poolProps.location.type, cudaMemLocationTypeDevice);
    assert_int_equal(p.poolProps.location.id, 1);
    assert_int_equal(p.bytesize, 8192);
    assert_ptr_equal(p.dptr, (void *)(uintptr_t)ALLOC_PTR);
    assert_int_equal(p.accessDescCount, 1);
    assert_ptr_equal(p.accessDescs, descs);
    /* A free node's address goes to the void * its argument points to. */
    rec.free_out = ALLOC_PTR;
    void *freed = NULL;
    assert_cuda(cudaSuccess, cudaGraphMemFreeNodeGetParams((cudaGraphNode_t)NODE, &freed));
    assert_ptr_equal(freed, (void *)(uintptr_t)ALLOC_PTR);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    freed = (void *)0x1;
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphMemFreeNodeGetParams((cudaGraphNode_t)NODE, &freed));
    assert_ptr_equal(freed, (void *)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemFreeNodeGetParams((cudaGraphNode_t)NODE, NULL));
}

/* -- cudaGraphNodeParams ---------------------------------------------------------------------- */

static struct cudaGraphNodeParams node_params(enum cudaGraphNodeType type)
{
    struct cudaGraphNodeParams p;
    memset(&p, 0, sizeof p);
    p.type = type;
    return p;
}

static void cudaGraphAddNode_kernel_memcpy_memset(void **state)
{
    (void)state;
    void *args[1] = {NULL};
    struct cudaGraphNodeParams p = node_params(cudaGraphNodeTypeKernel);
    p.kernel.func = &stub_k;
    p.kernel.gridDim = (dim3){5, 1, 1};
    p.kernel.blockDim = (dim3){64, 1, 1};
    p.kernel.sharedMemBytes = 16;
    p.kernel.kernelParams = args;
    cudaGraphNode_t node = NULL;
    cudaGraphEdgeData edge = {0};
    cudaGraphNode_t dep = NODE;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, &dep, &edge, 1, &p));
    assert_ptr_equal(node, NODE2);
    assert_int_equal(rec.deps, 1);
    assert_int_equal(rec.np.type, CU_GRAPH_NODE_TYPE_KERNEL);
    assert_ptr_equal(rec.np.kernel.kern, kernel_k());
    assert_null(rec.np.kernel.func);
    assert_ptr_equal(rec.np.kernel.ctx, fake_primary_context(0));
    assert_int_equal(rec.np.kernel.gridDimX, 5);
    assert_int_equal(rec.np.kernel.blockDimX, 64);
    assert_int_equal(rec.np.kernel.sharedMemBytes, 16);
    assert_ptr_equal(rec.np.kernel.kernelParams, args);

    char host[8];
    p = node_params(cudaGraphNodeTypeMemcpy);
    p.memcpy.copyParams = pointers((void *)(uintptr_t)0x900000, host, cudaMemcpyHostToDevice);
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.np.type, CU_GRAPH_NODE_TYPE_MEMCPY);
    assert_ptr_equal(rec.np.memcpy.copyCtx, fake_primary_context(0));
    assert_int_equal(rec.np.memcpy.copyParams.srcMemoryType, CU_MEMORYTYPE_HOST);
    assert_ptr_equal(rec.np.memcpy.copyParams.srcHost, host);
    assert_int_equal(rec.np.memcpy.copyParams.dstDevice, 0x900000);
    assert_int_equal(rec.np.memcpy.copyParams.WidthInBytes, 100);
    assert_int_equal(rec.np.memcpy.copyParams.dstPitch, 1024);

    p = node_params(cudaGraphNodeTypeMemset);
    p.memset.dst = (void *)(uintptr_t)0x900000;
    p.memset.value = 7;
    p.memset.elementSize = 2;
    p.memset.width = 10;
    p.memset.height = 1;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.np.type, CU_GRAPH_NODE_TYPE_MEMSET);
    assert_int_equal(rec.np.memset.dst, 0x900000);
    assert_int_equal(rec.np.memset.value, 7);
    assert_int_equal(rec.np.memset.elementSize, 2);
    assert_int_equal(rec.np.memset.width, 10);
    assert_int_equal(rec.np.memset.height, 1);
    assert_ptr_equal(rec.np.memset.ctx, fake_primary_context(0));
}

static void host_fn(void *data)
{
    (void)data;
}

static void cudaGraphAddNode_kinds_with_the_drivers_layout(void **state)
{
    (void)state;
    cudaGraphNode_t node = NULL;
    struct cudaGraphNodeParams p = node_params(cudaGraphNodeTypeHost);
    p.host.fn = host_fn;
    p.host.userData = &p;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.np.type, CU_GRAPH_NODE_TYPE_HOST);
    assert_ptr_equal(rec.np.host.fn, host_fn);
    assert_ptr_equal(rec.np.host.userData, &p);

    p = node_params(cudaGraphNodeTypeGraph);
    p.graph.graph = GRAPH;
    p.graph.ownership = cudaGraphChildGraphOwnershipMove;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.graph.graph, GRAPH);
    assert_int_equal(rec.np.graph.ownership, CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE);

    p = node_params(cudaGraphNodeTypeEventRecord);
    p.eventRecord.event = (cudaEvent_t)(uintptr_t)0x4700;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.eventRecord.event, (CUevent)(uintptr_t)0x4700);
    p = node_params(cudaGraphNodeTypeWaitEvent);
    p.eventWait.event = (cudaEvent_t)(uintptr_t)0x4800;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.eventWait.event, (CUevent)(uintptr_t)0x4800);

    cudaExternalSemaphore_t sems[2] = {(cudaExternalSemaphore_t)(uintptr_t)0x10,
                                       (cudaExternalSemaphore_t)(uintptr_t)0x20};
    struct cudaExternalSemaphoreSignalParams sig[2];
    memset(sig, 0, sizeof sig);
    sig[1].params.fence.value = 42;
    p = node_params(cudaGraphNodeTypeExtSemaphoreSignal);
    p.extSemSignal.extSemArray = sems;
    p.extSemSignal.paramsArray = sig;
    p.extSemSignal.numExtSems = 2;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.extSemSignal.extSemArray, sems);
    assert_ptr_equal(rec.np.extSemSignal.paramsArray, sig);
    assert_int_equal(rec.np.extSemSignal.paramsArray[1].params.fence.value, 42);
    assert_int_equal(rec.np.extSemSignal.numExtSems, 2);
    struct cudaExternalSemaphoreWaitParams wait[1];
    memset(wait, 0, sizeof wait);
    wait[0].params.keyedMutex.timeoutMs = 9;
    p = node_params(cudaGraphNodeTypeExtSemaphoreWait);
    p.extSemWait.extSemArray = sems;
    p.extSemWait.paramsArray = wait;
    p.extSemWait.numExtSems = 1;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.np.extSemWait.paramsArray[0].params.keyedMutex.timeoutMs, 9);
    assert_int_equal(rec.np.extSemWait.numExtSems, 1);

    p = node_params(cudaGraphNodeTypeMemFree);
    p.free.dptr = (void *)(uintptr_t)ALLOC_PTR;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.np.free.dptr, ALLOC_PTR);

    p = node_params(cudaGraphNodeTypeEmpty);
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.np.type, CU_GRAPH_NODE_TYPE_EMPTY);
}

static void cudaGraphAddNode_outputs_alloc_and_conditional(void **state)
{
    (void)state;
    cudaGraphNode_t node = NULL;
    struct cudaMemAccessDesc desc = {{cudaMemLocationTypeDevice, 1},
                                     cudaMemAccessFlagsProtReadWrite};
    struct cudaGraphNodeParams p = node_params(cudaGraphNodeTypeMemAlloc);
    p.alloc.poolProps.allocType = cudaMemAllocationTypePinned;
    p.alloc.poolProps.location.type = cudaMemLocationTypeDevice;
    p.alloc.poolProps.location.id = 1;
    p.alloc.accessDescs = &desc;
    p.alloc.accessDescCount = 1;
    p.alloc.bytesize = 1 << 16;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.np.alloc.poolProps.location.id, BASE + 1);
    assert_int_equal(rec.descs[0].location.id, BASE + 1);
    assert_int_equal(rec.np.alloc.bytesize, 1 << 16);
    assert_ptr_equal(p.alloc.dptr, (void *)(uintptr_t)ALLOC_PTR);
    assert_int_equal(desc.location.id, 1);
    p.alloc.dptr = NULL;
    p.alloc.poolProps.location.id = 7;
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    p.alloc.poolProps.location.id = 1;
    desc.location.id = -2;
    assert_cuda(cudaErrorInvalidDevice, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.calls, 0);
    assert_null(p.alloc.dptr);

    p = node_params(cudaGraphNodeTypeConditional);
    p.conditional.handle = 0x77;
    p.conditional.type = cudaGraphCondTypeWhile;
    p.conditional.size = 1;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.np.conditional.handle, 0x77);
    assert_int_equal(rec.np.conditional.type, CU_GRAPH_COND_TYPE_WHILE);
    assert_int_equal(rec.np.conditional.size, 1);
    assert_ptr_equal(rec.np.conditional.ctx, fake_primary_context(0));
    assert_ptr_equal(p.conditional.phGraph_out, BODY);
}

/* The 13.1-13.3 fields of cudaGraphNodeParams (include/cuda13x.h): each node's `ctx` (NULL: the
 * current context; an execution context or a context the application made: that one), a kernel
 * node's function kind, the memcpy node's reserved word that became `ctx`. */
static void cudaGraphAddNode_13x_fields(void **state)
{
    (void)state;
    CUcontext other = fake_foreign_context(0);
    cudaExecutionContext_t ctx = (cudaExecutionContext_t)other;
    cudaGraphNode_t node = NULL;

    struct cudaGraphNodeParams p = node_params(cudaGraphNodeTypeKernel);
    struct ocr13x_kernel_node_params *k = (void *)&p.kernel;
    k->func = &stub_k;
    k->gridDim = (dim3){1, 1, 1};
    k->blockDim = (dim3){1, 1, 1};
    k->ctx = ctx;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.kernel.kern, kernel_k());
    assert_ptr_equal(rec.np.kernel.ctx, other);
    /* a cudaKernel_t named as such */
    k->functionType = cudaKernelFunctionTypeKernel;
    k->kern = (cudaKernel_t)kernel_k();
    k->ctx = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.kernel.kern, kernel_k());
    assert_ptr_equal(rec.np.kernel.ctx, fake_primary_context(0));
    /* a cudaFunction_t: the driver's func, bound to its own context */
    k->functionType = cudaKernelFunctionTypeFunction;
    k->cuFunc = (cudaFunction_t)(uintptr_t)0x4242;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.kernel.func, (CUfunction)(uintptr_t)0x4242);
    assert_null(rec.np.kernel.kern);
    assert_null(rec.np.kernel.ctx);
    int calls = rec.calls;
    k->cuFunc = NULL;
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.calls, calls);
    /* a type no release defines: the union's first member, as NVIDIA's 13.3 runtime takes it */
    k->functionType = (enum cudaKernelFunctionType)9;
    k->kern = (cudaKernel_t)kernel_k();
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.kernel.kern, kernel_k());
    assert_ptr_equal(rec.np.kernel.ctx, fake_primary_context(0));

    char host[8];
    p = node_params(cudaGraphNodeTypeMemcpy);
    struct ocr13x_memcpy_node_params *m = (void *)&p.memcpy;
    m->copyParams = pointers((void *)(uintptr_t)0x900000, host, cudaMemcpyHostToDevice);
    m->ctx = ctx;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.memcpy.copyCtx, other);
    assert_int_equal(rec.np.memcpy.reserved, 0);
    m->reserved = 9; /* still the driver's to refuse */
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.np.memcpy.reserved, 9);

    p = node_params(cudaGraphNodeTypeMemset);
    struct ocr13x_memset_node_params *ms = (void *)&p.memset;
    ms->dst = (void *)(uintptr_t)0x900000;
    ms->elementSize = 1;
    ms->width = 1;
    ms->height = 1;
    ms->ctx = ctx;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.memset.ctx, other);

    p = node_params(cudaGraphNodeTypeConditional);
    struct ocr13x_conditional_node_params *c = (void *)&p.conditional;
    c->type = cudaGraphCondTypeIf;
    c->size = 1;
    c->ctx = ctx;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_ptr_equal(rec.np.conditional.ctx, other);

    /* a context the driver does not know: its answer, before the node is made */
    static char made_up;
    c->ctx = (cudaExecutionContext_t)&made_up;
    calls = rec.calls;
    assert_cuda(cudaErrorDeviceUninitialized, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.calls, calls);

    /* a host node's 13.2 synchronization mode reaches the driver in its place */
    p = node_params(cudaGraphNodeTypeHost);
    struct ocr13x_host_node_params *h = (void *)&p.host;
    h->fn = host_fn;
    h->syncMode = cudaHostTaskSpinWait;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    unsigned int mode;
    memcpy(&mode, (const char *)&rec.np.host + offsetof(struct ocr13x_host_node_params, syncMode),
           sizeof mode);
    assert_int_equal(mode, cudaHostTaskSpinWait);
}

static void cudaGraphAddNode_bad_arguments(void **state)
{
    (void)state;
    cudaGraphNode_t node = (cudaGraphNode_t)0x1;
    struct cudaGraphNodeParams p = node_params(cudaGraphNodeTypeEmpty);
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddNode(NULL, GRAPH, NULL, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddNode(&node, NULL, NULL, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 2, &p));
    /* Types the runtime does not name (the driver's batch memory operations, the count). */
    p.type = (enum cudaGraphNodeType)12;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    p.type = cudaGraphNodeTypeCount;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    p = node_params(cudaGraphNodeTypeKernel);
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.calls, 0);
    assert_ptr_equal(node, (cudaGraphNode_t)0x1);
    /* Reserved fields reach the driver as given: it judges them. */
    p = node_params(cudaGraphNodeTypeEmpty);
    p.reserved0[1] = 3;
    p.reserved2 = 5;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.calls, 1);
    assert_ptr_equal(node, (cudaGraphNode_t)0x1);
    rec.result = CUDA_SUCCESS;
    assert_cuda(cudaSuccess, cudaGraphAddNode(&node, GRAPH, NULL, NULL, 0, &p));
    assert_int_equal(rec.np.reserved0[1], 3);
    assert_int_equal(rec.np.reserved2, 5);
}

static void cudaGraphNodeSetParams_and_exec_translate(void **state)
{
    (void)state;
    struct cudaGraphNodeParams p = node_params(cudaGraphNodeTypeKernel);
    p.kernel.func = &stub_k;
    p.kernel.gridDim = (dim3){1, 1, 1};
    p.kernel.blockDim = (dim3){1, 1, 1};
    assert_cuda(cudaSuccess, cudaGraphNodeSetParams((cudaGraphNode_t)NODE, &p));
    assert_string_equal(rec.last, "cuGraphNodeSetParams");
    assert_ptr_equal(rec.node, NODE);
    assert_ptr_equal(rec.np.kernel.kern, kernel_k());
    p = node_params(cudaGraphNodeTypeMemset);
    p.memset.dst = (void *)(uintptr_t)0x900000;
    p.memset.elementSize = 1;
    assert_cuda(cudaSuccess, cudaGraphExecNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_string_equal(rec.last, "cuGraphExecNodeSetParams");
    assert_ptr_equal(rec.exec, EXEC);
    assert_int_equal(rec.np.memset.dst, 0x900000);
    assert_ptr_equal(rec.np.memset.ctx, fake_primary_context(0));
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeSetParams(NULL, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeSetParams((cudaGraphNode_t)NODE, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphExecNodeSetParams(EXEC, (cudaGraphNode_t)NODE, NULL));
    p.type = (enum cudaGraphNodeType)99;
    assert_cuda(cudaErrorInvalidValue, cudaGraphExecNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_int_equal(rec.calls, 0);
}

/* -- executable graphs ------------------------------------------------------------------------ */

static void cudaGraphInstantiateWithParams_and_twin(void **state)
{
    (void)state;
    cudaGraphInstantiateParams ip = {.flags = cudaGraphInstantiateFlagUpload,
                                     .uploadStream = (cudaStream_t)(uintptr_t)0x4900};
    cudaGraphExec_t x = NULL;
    assert_cuda(cudaSuccess, cudaGraphInstantiateWithParams(&x, GRAPH, &ip));
    assert_ptr_equal(x, EXEC);
    assert_false(rec.ptds);
    assert_ptr_equal(rec.inst, &ip);
    assert_int_equal(rec.inst->flags, cudaGraphInstantiateFlagUpload);
    assert_ptr_equal(rec.inst->hUploadStream, (CUstream)(uintptr_t)0x4900);
    assert_int_equal(ip.result_out, cudaGraphInstantiateSuccess);
    x = NULL;
    assert_cuda(cudaSuccess, cudaGraphInstantiateWithParams_ptsz(&x, GRAPH, &ip));
    assert_true(rec.ptds);
    assert_ptr_equal(x, EXEC);
    /* On failure the result and the failing node are the driver's, the handle untouched. */
    x = (cudaGraphExec_t)0x1;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiateWithParams(&x, GRAPH, &ip));
    assert_ptr_equal(x, (cudaGraphExec_t)0x1);
    assert_int_equal(ip.result_out, cudaGraphInstantiateInvalidStructure);
    assert_ptr_equal(ip.errNode_out, NODE);
    /* Refused arguments are an instantiation error in the result too. */
    rec.calls = 0;
    ip.result_out = cudaGraphInstantiateSuccess;
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiateWithParams(NULL, GRAPH, &ip));
    assert_int_equal(ip.result_out, cudaGraphInstantiateError);
    ip.result_out = cudaGraphInstantiateSuccess;
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiateWithParams(&x, NULL, &ip));
    assert_int_equal(ip.result_out, cudaGraphInstantiateError);
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiateWithParams_ptsz(&x, GRAPH, NULL));
    assert_int_equal(rec.calls, 0);
}

static void cudaGraphExecUpdate_reports_the_result(void **state)
{
    (void)state;
    cudaGraphExecUpdateResultInfo info;
    memset(&info, 0xee, sizeof info);
    assert_cuda(cudaSuccess, cudaGraphExecUpdate(EXEC, GRAPH, &info));
    assert_int_equal(info.result, cudaGraphExecUpdateSuccess);
    assert_null(info.errorNode);
    rec.result = CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE;
    assert_cuda(cudaErrorGraphExecUpdateFailure, cudaGraphExecUpdate(EXEC, GRAPH, &info));
    assert_int_equal(info.result, cudaGraphExecUpdateErrorTopologyChanged);
    assert_ptr_equal(info.errorNode, NODE);
    assert_ptr_equal(info.errorFromNode, NODE2);
    assert_cuda(cudaErrorGraphExecUpdateFailure, cudaGetLastError());
    /* A result the runtime has no name for is reported as cudaGraphExecUpdateError. */
    rec.update_result = 42;
    assert_cuda(cudaErrorGraphExecUpdateFailure, cudaGraphExecUpdate(EXEC, GRAPH, &info));
    assert_int_equal(info.result, cudaGraphExecUpdateError);
    rec.update_result = CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED;
    assert_cuda(cudaErrorGraphExecUpdateFailure, cudaGraphExecUpdate(EXEC, GRAPH, &info));
    assert_int_equal(info.result, cudaGraphExecUpdateErrorAttributesChanged);
    rec.update_result = 0;
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphExecUpdate(EXEC, GRAPH, NULL));
    assert_int_equal(rec.calls, 0);
}

static void cudaGraphConditionalHandleCreate_in_the_current_context(void **state)
{
    (void)state;
    cudaGraphConditionalHandle h = 0;
    assert_cuda(cudaSuccess,
                cudaGraphConditionalHandleCreate(&h, GRAPH, 1, cudaGraphCondAssignDefault));
    assert_int_equal(h, 0x77);
    assert_ptr_equal(rec.graph, GRAPH);
    assert_ptr_equal(rec.ctx, fake_primary_context(0));
    assert_int_equal(rec.default_value, 1);
    assert_int_equal(rec.flags, cudaGraphCondAssignDefault);
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_cuda(cudaSuccess, cudaGraphConditionalHandleCreate(&h, GRAPH, 0, 0));
    assert_ptr_equal(rec.ctx, fake_primary_context(1));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    h = 5;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphConditionalHandleCreate(&h, GRAPH, 0, 0));
    assert_int_equal(h, 5);
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphConditionalHandleCreate(NULL, GRAPH, 0, 0));
    assert_cuda(cudaErrorInvalidValue, cudaGraphConditionalHandleCreate(&h, NULL, 0, 0));
    assert_int_equal(rec.calls, 0);
}

static void graph_memory_of_a_device(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaDeviceGraphMemTrim(1));
    assert_int_equal(rec.dev, BASE + 1);
    cuuint64_t v = 0;
    assert_cuda(cudaSuccess, cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &v));
    assert_int_equal(rec.dev, BASE + 0);
    assert_int_equal(rec.flags, CU_GRAPH_MEM_ATTR_USED_MEM_HIGH);
    assert_int_equal(v, 4096);
    /* An ordinal the runtime does not enumerate goes to the driver as it is (as NVIDIA's). */
    assert_cuda(cudaSuccess, cudaDeviceGraphMemTrim(DEVICES));
    assert_int_equal(rec.dev, DEVICES);
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetGraphMemAttribute(0, 0, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceSetGraphMemAttribute(0, 0, NULL));
    assert_int_equal(rec.calls, 0);
}

static void user_objects_and_getters_write_on_success_only(void **state)
{
    (void)state;
    cudaUserObject_t o = NULL;
    assert_cuda(cudaSuccess,
                cudaUserObjectCreate(&o, &o, host_fn, 1, cudaUserObjectNoDestructorSync));
    assert_ptr_equal(o, (cudaUserObject_t)(uintptr_t)0x4600);
    assert_int_equal(rec.flags, cudaUserObjectNoDestructorSync);
    o = (cudaUserObject_t)0x1;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaUserObjectCreate(&o, &o, host_fn, 1, 0));
    assert_ptr_equal(o, (cudaUserObject_t)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaUserObjectCreate(NULL, &o, host_fn, 1, 0));
    cudaEvent_t e = (cudaEvent_t)0x1;
    assert_cuda(cudaErrorInvalidValue, cudaGraphEventRecordNodeGetEvent((cudaGraphNode_t)NODE, &e));
    assert_ptr_equal(e, (cudaEvent_t)0x1);
    rec.result = CUDA_SUCCESS;
    rec.event_out = (CUevent)(uintptr_t)0x4a00;
    assert_cuda(cudaSuccess, cudaGraphEventRecordNodeGetEvent((cudaGraphNode_t)NODE, &e));
    assert_ptr_equal(e, (cudaEvent_t)(uintptr_t)0x4a00);
}

/* The NULL arguments the runtime itself would read or write. */
/* The edge calls hand everything to the driver, NULL graphs and nodes included (as NVIDIA's). */
static void edge_calls_leave_checks_to_the_driver(void **state)
{
    (void)state;
    cudaGraphNode_t n = NODE;
    size_t count = 0;
    fake_fail_next("cuGraphRemoveDependencies", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphRemoveDependencies(NULL, &n, &n, NULL, 1));
    fake_fail_next("cuGraphGetEdges", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphGetEdges(NULL, NULL, NULL, NULL, &count));
    fake_fail_next("cuGraphNodeGetDependencies", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeGetDependencies(n, NULL, NULL, NULL));
    assert_calls("cuGraphRemoveDependencies", 1);
    assert_calls("cuGraphGetEdges", 1);
    assert_calls("cuGraphNodeGetDependencies", 1);
}

static void null_arguments_fail_before_the_driver(void **state)
{
    (void)state;
    cudaGraphNode_t n = NODE;
    cudaGraph_t g = GRAPH;
    size_t count = 0;
    unsigned enabled = 0;
    unsigned long long flags = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphHostNodeGetParams(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphHostNodeSetParams(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphExecHostNodeSetParams(EXEC, n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphChildGraphNodeGetGraph(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphChildGraphNodeGetGraph(NULL, &g));
    assert_cuda(cudaErrorInvalidValue, cudaGraphEventWaitNodeGetEvent(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphExternalSemaphoresSignalNodeGetParams(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphExternalSemaphoresWaitNodeSetParams(n, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphExecExternalSemaphoresSignalNodeSetParams(EXEC, n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemAllocNodeGetParams(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeGetAttribute(n, 1, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeSetAttribute(n, 1, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphGetRootNodes(g, NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphGetRootNodes(NULL, NULL, &count));
    assert_cuda(cudaErrorInvalidValue, cudaGraphClone(NULL, g));
    assert_cuda(cudaErrorInvalidValue, cudaGraphClone(&g, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeFindInClone(NULL, n, g));
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeFindInClone(&n, NULL, g));
    assert_cuda(cudaErrorInvalidValue, cudaGraphDestroyNode(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeGetEnabled(EXEC, n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphExecGetFlags(EXEC, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddChildGraphNode(NULL, g, NULL, 0, g));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddEventRecordNode(&n, NULL, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddEventWaitNode(&n, g, NULL, 3, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemFreeNode(NULL, g, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphAddExternalSemaphoresSignalNode(&n, g, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphAddExternalSemaphoresWaitNode(&n, g, NULL, 0, NULL));
    assert_no_driver_call();
    assert_int_equal(rec.calls, 0);
    assert_ptr_equal(n, NODE);
    assert_ptr_equal(g, GRAPH);
    assert_int_equal(count, 0);
    assert_int_equal(enabled, 0);
    assert_int_equal(flags, 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* Entries that only pass handles reach the driver (its generic fake logs them) and report what
 * it says. */
static void handle_calls_reach_the_driver(void **state)
{
    (void)state;
    cudaGraphNode_t n = NODE;
    unsigned enabled = 7;
    unsigned long long flags = 9;
    assert_cuda(cudaSuccess, cudaGraphNodeSetEnabled(EXEC, n, 0));
    assert_calls("cuGraphNodeSetEnabled", 1);
    fake_fail_next("cuGraphNodeGetEnabled", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeGetEnabled(EXEC, n, &enabled));
    assert_int_equal(enabled, 7);
    assert_cuda(cudaSuccess, cudaGraphNodeGetEnabled(EXEC, n, &enabled));
    fake_fail_next("cuGraphExecGetFlags", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphExecGetFlags(EXEC, &flags));
    assert_int_equal(flags, 9);
    assert_cuda(cudaSuccess, cudaGraphKernelNodeCopyAttributes(n, NODE2));
    assert_cuda(cudaSuccess, cudaGraphRetainUserObject(GRAPH, NULL, 1, 0));
    assert_cuda(cudaSuccess, cudaGraphReleaseUserObject(GRAPH, NULL, 1));
    assert_cuda(cudaSuccess, cudaUserObjectRetain(NULL, 2));
    assert_cuda(cudaSuccess, cudaUserObjectRelease(NULL, 2));
    assert_cuda(cudaSuccess, cudaGraphExecChildGraphNodeSetParams(EXEC, n, GRAPH));
    cudaEvent_t ev = (cudaEvent_t)0x7e;
    assert_cuda(cudaSuccess, cudaGraphExecEventRecordNodeSetEvent(EXEC, n, ev));
    assert_cuda(cudaSuccess, cudaGraphExecEventWaitNodeSetEvent(EXEC, n, ev));
    assert_cuda(cudaSuccess, cudaGraphEventWaitNodeSetEvent(n, ev));
    /* A NULL event is refused first, as NVIDIA's runtime does. */
    assert_cuda(cudaErrorInvalidValue, cudaGraphEventWaitNodeSetEvent(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphExecEventRecordNodeSetEvent(EXEC, n, NULL));
    assert_cuda(cudaSuccess, cudaGraphDestroyNode(n));
    cudaGraphNode_t from = NODE, to = NODE2;
    assert_cuda(cudaSuccess, cudaGraphRemoveDependencies(GRAPH, &from, &to, NULL, 1));
    for (const char *const *e =
             (const char *const[]){
                 "cuGraphKernelNodeCopyAttributes", "cuGraphRetainUserObject",
                 "cuGraphReleaseUserObject", "cuUserObjectRetain", "cuUserObjectRelease",
                 "cuGraphExecChildGraphNodeSetParams", "cuGraphExecEventRecordNodeSetEvent",
                 "cuGraphExecEventWaitNodeSetEvent", "cuGraphEventWaitNodeSetEvent",
                 "cuGraphDestroyNode", "cuGraphRemoveDependencies", NULL};
         *e != NULL; e++)
        assert_calls(*e, 1);
    fake_fail_next("cuGraphDestroyNode", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphDestroyNode(n));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaGraphAddKernelNode_names_the_stubs_kernel, setup),
        cmocka_unit_test_setup(cudaGraphAddKernelNode_bad_arguments, setup),
        cmocka_unit_test_setup(cudaGraphKernelNodeGetParams_gives_the_stub_back, setup),
        cmocka_unit_test_setup(cudaGraphKernelNodeSetParams_and_exec_translate, setup),
        cmocka_unit_test_setup(cudaGraphAddMemcpyNode_translates_pointers, setup),
        cmocka_unit_test_setup(cudaGraphAddMemcpyNode_translates_arrays, setup),
        cmocka_unit_test_setup(cudaGraphMemcpyNodeGetParams_translates_back, setup),
        cmocka_unit_test_setup(cudaGraphMemcpyNodeSetParams_variants, setup),
        cmocka_unit_test_setup(cudaGraphMemcpyNodeSetParams_copy_before_node, setup),
        cmocka_unit_test_setup(memcpy_nodes_of_symbols, setup),
        cmocka_unit_test_setup(memset_nodes_pass_their_parameters, setup),
        cmocka_unit_test_setup(cudaGraphAddMemAllocNode_translates_devices, setup),
        cmocka_unit_test_setup(cudaGraphMemAllocNodeGetParams_translates_back, setup),
        cmocka_unit_test_setup(cudaGraphAddNode_kernel_memcpy_memset, setup),
        cmocka_unit_test_setup(cudaGraphAddNode_kinds_with_the_drivers_layout, setup),
        cmocka_unit_test_setup(cudaGraphAddNode_outputs_alloc_and_conditional, setup),
        cmocka_unit_test_setup(cudaGraphAddNode_13x_fields, setup),
        cmocka_unit_test_setup(cudaGraphAddNode_bad_arguments, setup),
        cmocka_unit_test_setup(cudaGraphNodeSetParams_and_exec_translate, setup),
        cmocka_unit_test_setup(cudaGraphInstantiateWithParams_and_twin, setup),
        cmocka_unit_test_setup(cudaGraphExecUpdate_reports_the_result, setup),
        cmocka_unit_test_setup(cudaGraphConditionalHandleCreate_in_the_current_context, setup),
        cmocka_unit_test_setup(graph_memory_of_a_device, setup),
        cmocka_unit_test_setup(user_objects_and_getters_write_on_success_only, setup),
        cmocka_unit_test_setup(edge_calls_leave_checks_to_the_driver, unit_reset),
        cmocka_unit_test_setup(null_arguments_fail_before_the_driver, setup),
        cmocka_unit_test_setup(handle_calls_reach_the_driver, setup),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
