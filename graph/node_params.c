/* cudaGraphNodeGetParams (13.2): a node's parameters, of any kind, in one cudaGraphNodeParams.
 *
 * The driver's 13.2 call is asked first: its answer decides (a node it refuses is refused). Its
 * parameters are the driver's (CUgraphNodeParams), which the runtime hands back in its own
 * types: each kind's member is filled by that kind's getter of the runtime (the translations of
 * nodes.c: a kernel's function as the caller knows it, ...), so the result is the same with the
 * driver's call as without it. Where the driver lacks the call (r580), the same getters give it (a
 * documented difference: NVIDIA's runtime answers cudaErrorCallRequiresNewerDriver there,
 * docs/BEHAVIOUR.md "CUDA 13.1-13.4 additions"). The getters are the implementations of the
 * exported ones (renamed with the library's objects): a failing one records its error, which is
 * this call's; one that succeeds leaves the last error alone.
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

static cudaError_t kernel(cudaGraphNode_t node, struct cudaGraphNodeParams *out)
{
    struct cudaKernelNodeParams k;
    cudaError_t err = cudaGraphKernelNodeGetParams(node, &k);
    if (err != cudaSuccess)
        return err;
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

static cudaError_t memset_node(cudaGraphNode_t node, struct cudaGraphNodeParams *out)
{
    struct cudaMemsetParams m;
    cudaError_t err = cudaGraphMemsetNodeGetParams(node, &m);
    if (err != cudaSuccess)
        return err;
    struct ocr13x_memset_node_params *p = (struct ocr13x_memset_node_params *)(void *)&out->memset;
    p->dst = m.dst;
    p->pitch = m.pitch;
    p->value = m.value;
    p->elementSize = m.elementSize;
    p->width = m.width;
    p->height = m.height;
    p->ctx = NULL;
    return cudaSuccess;
}

static cudaError_t host(cudaGraphNode_t node, struct cudaGraphNodeParams *out)
{
    struct cudaHostNodeParams h;
    cudaError_t err = cudaGraphHostNodeGetParams(node, &h);
    if (err != cudaSuccess)
        return err;
    struct ocr13x_host_node_params *p = (struct ocr13x_host_node_params *)(void *)&out->host;
    p->fn = h.fn;
    p->userData = h.userData;
    p->syncMode = cudaHostTaskBlocking;
    return cudaSuccess;
}

/* Each kind through its getter; the conditional one from the driver's parameters (`drv`, NULL
 * when the driver has no call). */
static cudaError_t by_kind(cudaGraphNode_t node, CUgraphNodeType type, const CUgraphNodeParams *drv,
                           struct cudaGraphNodeParams *out)
{
    switch (type) {
    case CU_GRAPH_NODE_TYPE_KERNEL:
        return kernel(node, out);
    case CU_GRAPH_NODE_TYPE_MEMCPY: {
        struct ocr13x_memcpy_node_params *p =
            (struct ocr13x_memcpy_node_params *)(void *)&out->memcpy;
        p->flags = 0;
        p->reserved = 0;
        p->ctx = NULL;
        return cudaGraphMemcpyNodeGetParams(node, &p->copyParams);
    }
    case CU_GRAPH_NODE_TYPE_MEMSET:
        return memset_node(node, out);
    case CU_GRAPH_NODE_TYPE_HOST:
        return host(node, out);
    case CU_GRAPH_NODE_TYPE_GRAPH:
        out->graph.ownership = cudaGraphChildGraphOwnershipInvalid;
        return cudaGraphChildGraphNodeGetGraph(node, &out->graph.graph);
    case CU_GRAPH_NODE_TYPE_EMPTY:
        return cudaSuccess;
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT:
        return cudaGraphEventWaitNodeGetEvent(node, &out->eventWait.event);
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD:
        return cudaGraphEventRecordNodeGetEvent(node, &out->eventRecord.event);
    case CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL:
        return cudaGraphExternalSemaphoresSignalNodeGetParams(
            node, (struct cudaExternalSemaphoreSignalNodeParams *)(void *)&out->extSemSignal);
    case CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT:
        return cudaGraphExternalSemaphoresWaitNodeGetParams(
            node, (struct cudaExternalSemaphoreWaitNodeParams *)(void *)&out->extSemWait);
    case CU_GRAPH_NODE_TYPE_MEM_ALLOC:
        return cudaGraphMemAllocNodeGetParams(node,
                                              (struct cudaMemAllocNodeParams *)(void *)&out->alloc);
    case CU_GRAPH_NODE_TYPE_MEM_FREE:
        return cudaGraphMemFreeNodeGetParams(node, &out->free.dptr);
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

cudaError_t cudaGraphNodeGetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    if (node == NULL || nodeParams == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
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
    err = by_kind(node, type, r == CUDA_SUCCESS ? &drv : NULL, &out);
    if (err == cudaSuccess)
        *nodeParams = out;
    OCR_RETURN(err);
}
