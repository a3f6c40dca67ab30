/* cudaGraphNodeGetParams (13.2): a node's parameters, of any kind, in one cudaGraphNodeParams.
 *
 * The driver's 13.2 call is asked first: its answer decides (a node it refuses is refused). Its
 * parameters are the driver's (CUgraphNodeParams), which the runtime hands back in its own
 * types: each kind's member is filled from the driver's 13.0 getter of that kind, translated as
 * the runtime's getter of that kind translates it (params.c: a kernel's function as the caller
 * knows it, a copy's sides, ...), so the result is the same with the driver's call as without it.
 * Where the driver lacks the call (r580), the same getters give it (a documented difference:
 * NVIDIA's runtime answers cudaErrorCallRequiresNewerDriver there, docs/BEHAVIOUR.md "CUDA
 * 13.1-13.4 additions").
 *
 * What the per-kind getters cannot say is written as NVIDIA's header documents it, or zero: the
 * context of a kernel, memset, memcpy or conditional node (13.1) is NULL (the node's context;
 * execution contexts are runtime/exec_ctx.c's), a kernel's function kind is Unspecified, a host
 * node's synchronization mode blocking, a child graph's ownership cudaGraphChildGraphOwnership-
 * Invalid ("set when params are queried"). A conditional node has no 13.0 getter: its parameters
 * come from the driver's call only (NVIDIA's answer without it); a node kind the runtime has no
 * type for is cudaErrorVersionTranslation. The output is written only on success. */
#include "graph_internal.h"

#include <string.h>

_Static_assert(sizeof(struct cudaMemAllocNodeParams) == sizeof(struct cudaMemAllocNodeParamsV2),
               "the allocation node's two parameter structures are one layout");
_Static_assert(sizeof(struct cudaExternalSemaphoreSignalNodeParams) ==
                   sizeof(struct cudaExternalSemaphoreSignalNodeParamsV2),
               "signal node parameters");
_Static_assert(sizeof(struct cudaExternalSemaphoreWaitNodeParams) ==
                   sizeof(struct cudaExternalSemaphoreWaitNodeParamsV2),
               "wait node parameters");
_Static_assert(sizeof(CUDA_CONDITIONAL_NODE_PARAMS) >= 4 * sizeof(void *),
               "the driver's conditional parameters");

static cudaError_t kernel(CUgraphNode node, struct cudaGraphNodeParams *out)
{
    CUDA_KERNEL_NODE_PARAMS_v2 cu;
    memset(&cu, 0, sizeof cu);
    cudaError_t err = ocr_cu(DRV.cuGraphKernelNodeGetParams(node, &cu));
    if (err != cudaSuccess)
        return err;
    struct cudaKernelNodeParams k;
    ocr_graph_kernel_from_cu(&cu, &k);
    struct ocr13x_kernel_node_params *p = (struct ocr13x_kernel_node_params *)(void *)&out->kernel;
    p->func = k.func;
    p->gridDim = k.gridDim;
    p->blockDim = k.blockDim;
    p->sharedMemBytes = k.sharedMemBytes;
    p->kernelParams = k.kernelParams;
    p->extra = k.extra;
    p->ctx = NULL;
    p->functionType = cudaKernelFunctionTypeUnspecified;
    return cudaSuccess;
}

static cudaError_t memcpy_node(CUgraphNode node, struct cudaGraphNodeParams *out)
{
    CUDA_MEMCPY3D c;
    memset(&c, 0, sizeof c);
    cudaError_t err = ocr_cu(DRV.cuGraphMemcpyNodeGetParams(node, &c));
    if (err != cudaSuccess)
        return err;
    struct ocr13x_memcpy_node_params *p = (struct ocr13x_memcpy_node_params *)(void *)&out->memcpy;
    p->flags = 0;
    p->reserved = 0;
    p->ctx = NULL;
    return ocr_graph_memcpy3d_from_cu(&c, &p->copyParams);
}

static cudaError_t memset_node(CUgraphNode node, struct cudaGraphNodeParams *out)
{
    CUDA_MEMSET_NODE_PARAMS m;
    memset(&m, 0, sizeof m);
    cudaError_t err = ocr_cu(DRV.cuGraphMemsetNodeGetParams(node, &m));
    if (err != cudaSuccess)
        return err;
    struct ocr13x_memset_node_params *p = (struct ocr13x_memset_node_params *)(void *)&out->memset;
    p->dst = (void *)(uintptr_t)m.dst;
    p->pitch = m.pitch;
    p->value = m.value;
    p->elementSize = m.elementSize;
    p->width = m.width;
    p->height = m.height;
    p->ctx = NULL;
    return cudaSuccess;
}

static cudaError_t host(CUgraphNode node, struct cudaGraphNodeParams *out)
{
    CUDA_HOST_NODE_PARAMS h;
    memset(&h, 0, sizeof h);
    cudaError_t err = ocr_cu(DRV.cuGraphHostNodeGetParams(node, &h));
    if (err != cudaSuccess)
        return err;
    struct ocr13x_host_node_params *p = (struct ocr13x_host_node_params *)(void *)&out->host;
    p->fn = (cudaHostFn_t)h.fn;
    p->userData = h.userData;
    p->syncMode = cudaHostTaskBlocking;
    return cudaSuccess;
}

static cudaError_t mem_alloc(CUgraphNode node, struct cudaGraphNodeParams *out)
{
    CUDA_MEM_ALLOC_NODE_PARAMS_v2 a;
    memset(&a, 0, sizeof a);
    cudaError_t err =
        ocr_cu(DRV.cuGraphMemAllocNodeGetParams(node, (CUDA_MEM_ALLOC_NODE_PARAMS *)&a));
    if (err == cudaSuccess)
        ocr_graph_alloc_from_cu(&a, (struct cudaMemAllocNodeParams *)(void *)&out->alloc);
    return err;
}

/* Each kind from the driver's 13.0 getter of that kind, translated as its runtime getter
 * (nodes.c) translates it; the conditional one from the driver's 13.2 parameters (`drv`, NULL
 * when the driver has no such call). */
static cudaError_t by_kind(CUgraphNode node, CUgraphNodeType type, const CUgraphNodeParams *drv,
                           struct cudaGraphNodeParams *out)
{
    switch (type) {
    case CU_GRAPH_NODE_TYPE_KERNEL:
        return kernel(node, out);
    case CU_GRAPH_NODE_TYPE_MEMCPY:
        return memcpy_node(node, out);
    case CU_GRAPH_NODE_TYPE_MEMSET:
        return memset_node(node, out);
    case CU_GRAPH_NODE_TYPE_HOST:
        return host(node, out);
    case CU_GRAPH_NODE_TYPE_GRAPH:
        out->graph.ownership = cudaGraphChildGraphOwnershipInvalid;
        return ocr_cu(DRV.cuGraphChildGraphNodeGetGraph(node, (CUgraph *)&out->graph.graph));
    case CU_GRAPH_NODE_TYPE_EMPTY:
        return cudaSuccess;
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT:
        return ocr_cu(DRV.cuGraphEventWaitNodeGetEvent(node, (CUevent *)&out->eventWait.event));
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD:
        return ocr_cu(DRV.cuGraphEventRecordNodeGetEvent(node, (CUevent *)&out->eventRecord.event));
    case CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL:
        return ocr_cu(DRV.cuGraphExternalSemaphoresSignalNodeGetParams(
            node, (CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)(void *)&out->extSemSignal));
    case CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT:
        return ocr_cu(DRV.cuGraphExternalSemaphoresWaitNodeGetParams(
            node, (CUDA_EXT_SEM_WAIT_NODE_PARAMS *)(void *)&out->extSemWait));
    case CU_GRAPH_NODE_TYPE_MEM_ALLOC:
        return mem_alloc(node, out);
    case CU_GRAPH_NODE_TYPE_MEM_FREE: {
        CUdeviceptr d = 0;
        cudaError_t err = ocr_cu(DRV.cuGraphMemFreeNodeGetParams(node, &d));
        out->free.dptr = (void *)(uintptr_t)d;
        return err;
    }
    case CU_GRAPH_NODE_TYPE_CONDITIONAL: {
        if (drv == NULL)
            return cudaErrorCallRequiresNewerDriver;
        struct ocr13x_conditional_node_params *p =
            (struct ocr13x_conditional_node_params *)(void *)&out->conditional;
        p->handle = (cudaGraphConditionalHandle)drv->conditional.handle;
        p->type = (enum cudaGraphConditionalNodeType)drv->conditional.type;
        p->size = drv->conditional.size;
        p->phGraph_out = (cudaGraph_t *)drv->conditional.phGraph_out;
        p->ctx = NULL;
        return cudaSuccess;
    }
    default:
        return cudaErrorVersionTranslation;
    }
}

/* The driver's parameters of a node, as the runtime gives them (the recapture callback's, ids.c):
 * each kind translated as by_kind translates its getter's answer; the kinds whose layout is the
 * driver's (params.c) copied as they are, a host node's synchronization mode with them. */
cudaError_t ocr_graph_node_params_from_cu(const CUgraphNodeParams *in,
                                          struct cudaGraphNodeParams *out)
{
    memset(out, 0, sizeof *out);
    out->type = (enum cudaGraphNodeType)in->type;
    switch (in->type) {
    case CU_GRAPH_NODE_TYPE_KERNEL: {
        struct cudaKernelNodeParams k;
        ocr_graph_kernel_from_cu((const CUDA_KERNEL_NODE_PARAMS_v2 *)(const void *)&in->kernel, &k);
        struct ocr13x_kernel_node_params *p =
            (struct ocr13x_kernel_node_params *)(void *)&out->kernel;
        p->func = k.func;
        p->gridDim = k.gridDim;
        p->blockDim = k.blockDim;
        p->sharedMemBytes = k.sharedMemBytes;
        p->kernelParams = k.kernelParams;
        p->extra = k.extra;
        p->functionType = cudaKernelFunctionTypeUnspecified;
        return cudaSuccess;
    }
    case CU_GRAPH_NODE_TYPE_MEMCPY:
        out->memcpy.flags = in->memcpy.flags;
        return ocr_graph_memcpy3d_from_cu(&in->memcpy.copyParams, &out->memcpy.copyParams);
    case CU_GRAPH_NODE_TYPE_MEMSET: {
        struct ocr13x_memset_node_params *p =
            (struct ocr13x_memset_node_params *)(void *)&out->memset;
        p->dst = (void *)(uintptr_t)in->memset.dst;
        p->pitch = in->memset.pitch;
        p->value = in->memset.value;
        p->elementSize = in->memset.elementSize;
        p->width = in->memset.width;
        p->height = in->memset.height;
        return cudaSuccess;
    }
    case CU_GRAPH_NODE_TYPE_MEM_ALLOC:
        ocr_graph_alloc_from_cu(&in->alloc, (struct cudaMemAllocNodeParams *)(void *)&out->alloc);
        return cudaSuccess;
    case CU_GRAPH_NODE_TYPE_CONDITIONAL: {
        struct ocr13x_conditional_node_params *p =
            (struct ocr13x_conditional_node_params *)(void *)&out->conditional;
        p->handle = (cudaGraphConditionalHandle)in->conditional.handle;
        p->type = (enum cudaGraphConditionalNodeType)in->conditional.type;
        p->size = in->conditional.size;
        p->phGraph_out = (cudaGraph_t *)in->conditional.phGraph_out;
        return cudaSuccess;
    }
    case CU_GRAPH_NODE_TYPE_HOST:
    case CU_GRAPH_NODE_TYPE_GRAPH:
    case CU_GRAPH_NODE_TYPE_EMPTY:
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT:
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD:
    case CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL:
    case CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT:
    case CU_GRAPH_NODE_TYPE_MEM_FREE:
        memcpy(&out->reserved1, &in->reserved1, sizeof out->reserved1);
        return cudaSuccess;
    default:
        return cudaErrorVersionTranslation;
    }
}

cudaError_t cudaGraphNodeGetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    if (node == NULL || nodeParams == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUgraphNodeParams drv;
    memset(&drv, 0, sizeof drv);
    CUresult r = DRV.cuGraphNodeGetParams((CUgraphNode)node, &drv);
    if (r != CUDA_SUCCESS && r != CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER)
        OCR_RETURN(ocr_cu(r));
    CUgraphNodeType type = drv.type;
    if (r != CUDA_SUCCESS) {
        err = ocr_cu(DRV.cuGraphNodeGetType((CUgraphNode)node, &type));
        if (err != cudaSuccess)
            OCR_RETURN(err);
    }
    struct cudaGraphNodeParams out;
    memset(&out, 0, sizeof out);
    out.type = (enum cudaGraphNodeType)type;
    err = by_kind((CUgraphNode)node, type, r == CUDA_SUCCESS ? &drv : NULL, &out);
    if (err == cudaSuccess)
        *nodeParams = out;
    OCR_RETURN(err);
}
