/*
 * cudaGraphNodeParams in test_graph: every node type added through cudaGraphAddNode in the
 * driver's layout (kernels, copies, memsets, host, event, allocation and conditional nodes, the
 * 13.1-13.3 fields), the outputs written back, the bad arguments, and the generic setters of a node
 * and of an executable graph.
 */
#include "test_graph.h"

/* -- cudaGraphNodeParams ---------------------------------------------------------------------- */

static struct cudaGraphNodeParams node_params(enum cudaGraphNodeType type)
{
    struct cudaGraphNodeParams p;
    memset(&p, 0, sizeof p);
    p.type = type;
    return p;
}

void cudaGraphAddNode_kernel_memcpy_memset(void **state)
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

void host_fn(void *data)
{
    (void)data;
}

void cudaGraphAddNode_kinds_with_the_drivers_layout(void **state)
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

void cudaGraphAddNode_outputs_alloc_and_conditional(void **state)
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
void cudaGraphAddNode_13x_fields(void **state)
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

void cudaGraphAddNode_bad_arguments(void **state)
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

void cudaGraphNodeSetParams_and_exec_translate(void **state)
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
