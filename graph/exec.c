/* Executable graphs: instantiation, flags, launch, upload and destruction, parameters of nodes
 * changed in an instantiated graph, nodes enabled and disabled, whole-graph updates. A
 * cudaGraphExec_t is the driver's CUgraphExec; node parameters are translated as for graphs
 * (params.c). */
#include "graph_internal.h"
#include "layout.h"
#include "objects.h"

#include <string.h>

/* -- instantiation ---------------------------------------------------------------------------- */

_Static_assert(sizeof(cudaGraphInstantiateParams) == sizeof(CUDA_GRAPH_INSTANTIATE_PARAMS),
               "cudaGraphInstantiateParams");
SAME_FIELD(cudaGraphInstantiateParams, CUDA_GRAPH_INSTANTIATE_PARAMS, flags);
SAME_FIELDS(cudaGraphInstantiateParams, CUDA_GRAPH_INSTANTIATE_PARAMS, uploadStream, hUploadStream);
SAME_FIELDS(cudaGraphInstantiateParams, CUDA_GRAPH_INSTANTIATE_PARAMS, errNode_out, hErrNode_out);
SAME_FIELD(cudaGraphInstantiateParams, CUDA_GRAPH_INSTANTIATE_PARAMS, result_out);
_Static_assert(sizeof(cudaGraphExecUpdateResultInfo) == sizeof(CUgraphExecUpdateResultInfo),
               "cudaGraphExecUpdateResultInfo");
SAME_FIELD(cudaGraphExecUpdateResultInfo, CUgraphExecUpdateResultInfo, result);
SAME_FIELD(cudaGraphExecUpdateResultInfo, CUgraphExecUpdateResultInfo, errorNode);
SAME_FIELD(cudaGraphExecUpdateResultInfo, CUgraphExecUpdateResultInfo, errorFromNode);
_Static_assert((int)cudaGraphExecUpdateErrorAttributesChanged ==
                   (int)CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED,
               "update results are the driver's");
_Static_assert((int)cudaGraphInstantiateConditionalHandleUnused ==
                   (int)CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED,
               "instantiation results are the driver's");

/* In 13.0 cudaGraphInstantiate takes the flags too: the two are the same call. */
static cudaError_t instantiate_common(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                      unsigned long long flags)
{
    if (pGraphExec == NULL || graph == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    /* Before the driver's call, which may crash on a destroyed graph (check/checks.h). */
    OCR_OBJECT_USE(OCR_CLASS_GRAPH, graph);
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuGraphInstantiateWithFlags((CUgraphExec *)pGraphExec, (CUgraph)graph, flags));
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_GRAPH_EXEC, *pGraphExec, 0);
    return err;
}

cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                 unsigned long long flags)
{
    OCR_RETURN(instantiate_common(pGraphExec, graph, flags));
}

cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                          unsigned long long flags)
{
    OCR_RETURN(instantiate_common(pGraphExec, graph, flags));
}

/* The driver writes the result and the failing node into the application's parameters, on
 * failure too; a stream 0 for the upload is the default stream the entry point names. Refused
 * arguments are an instantiation error in the result as well (seen on the H200). */
static cudaError_t cudaGraphInstantiateWithParams_common(cudaGraphExec_t *pGraphExec,
                                                         cudaGraph_t graph,
                                                         cudaGraphInstantiateParams *params,
                                                         bool ptds)
{
    if (params == NULL)
        return cudaErrorInvalidValue;
    if (pGraphExec == NULL || graph == NULL) {
        params->result_out = cudaGraphInstantiateError;
        return cudaErrorInvalidValue;
    }
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    OCR_OBJECT_USE(OCR_CLASS_GRAPH, graph);
    err = ocr_cu(OCR_DRV(ptds).cuGraphInstantiateWithParams(
        (CUgraphExec *)pGraphExec, (CUgraph)graph, (CUDA_GRAPH_INSTANTIATE_PARAMS *)params));
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_GRAPH_EXEC, *pGraphExec, 0);
    return err;
}
OCR_API_PTSZ(cudaGraphInstantiateWithParams,
             (cudaGraphExec_t * pGraphExec, cudaGraph_t graph,
              cudaGraphInstantiateParams *instantiateParams),
             pGraphExec, graph, instantiateParams)

cudaError_t cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags)
{
    if (flags == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    cuuint64_t f = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExecGetFlags((CUgraphExec)graphExec, &f));
    if (err == cudaSuccess)
        *flags = f;
    OCR_RETURN(err);
}

/* -- launch, upload, destruction -------------------------------------------------------------- */

static cudaError_t cudaGraphLaunch_common(cudaGraphExec_t exec, cudaStream_t stream, bool ptds)
{
    if (OCR_CHECKING(OCR_CHECK_MISUSE)) {
        ocr_object_use(OCR_CLASS_GRAPH_EXEC, (uintptr_t)exec);
        ocr_object_use(OCR_CLASS_STREAM, (uintptr_t)stream);
    }
    cudaError_t err = ocr_enter();
    if (OCR_UNLIKELY(err != cudaSuccess))
        return err;
    return ocr_cu(OCR_DRV(ptds).cuGraphLaunch((CUgraphExec)exec, (CUstream)stream));
}
OCR_API_PTSZ(cudaGraphLaunch, (cudaGraphExec_t graphExec, cudaStream_t stream), graphExec, stream)

static cudaError_t cudaGraphUpload_common(cudaGraphExec_t exec, cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuGraphUpload((CUgraphExec)exec, (CUstream)stream));
}
OCR_API_PTSZ(cudaGraphUpload, (cudaGraphExec_t graphExec, cudaStream_t stream), graphExec, stream)

cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_GRAPH_EXEC, graphExec);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExecDestroy((CUgraphExec)graphExec));
    OCR_OBJECT_RELEASED(OCR_CLASS_GRAPH_EXEC, graphExec, err);
    OCR_RETURN(err);
}

/* -- node parameters in an executable graph --------------------------------------------------- */

cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaKernelNodeParams *pNodeParams)
{
    cudaError_t err = ocr_graph_params_enter(pNodeParams);
    CUDA_KERNEL_NODE_PARAMS_v2 p;
    if (err == cudaSuccess)
        err = ocr_graph_kernel_to_cu(pNodeParams, &p);
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuGraphExecKernelNodeSetParams((CUgraphExec)hGraphExec, (CUgraphNode)node, &p));
    OCR_RETURN(err);
}

/* Set a memcpy node's copy to the translated `c` (translation result `err`). */
static cudaError_t exec_memcpy_node_set_common(cudaGraphExec_t exec, cudaGraphNode_t node,
                                               cudaError_t err, const CUDA_MEMCPY3D *c)
{
    if (err != cudaSuccess)
        return err;
    return ocr_cu(DRV.cuGraphExecMemcpyNodeSetParams((CUgraphExec)exec, (CUgraphNode)node, c,
                                                     ocr_graph_ctx()));
}

cudaError_t cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaMemcpy3DParms *pNodeParams)
{
    cudaError_t err = ocr_graph_params_enter(pNodeParams);
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_memcpy3d_to_cu(pNodeParams, &c);
    OCR_RETURN(exec_memcpy_node_set_common(hGraphExec, node, err, &c));
}

cudaError_t cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec,
                                                     cudaGraphNode_t node, const void *symbol,
                                                     const void *src, size_t count, size_t offset,
                                                     enum cudaMemcpyKind kind)
{
    cudaError_t err = ocr_enter();
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_to_symbol_to_cu(symbol, src, count, offset, kind, &c);
    OCR_RETURN(exec_memcpy_node_set_common(hGraphExec, node, err, &c));
}

cudaError_t cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec,
                                                       cudaGraphNode_t node, void *dst,
                                                       const void *symbol, size_t count,
                                                       size_t offset, enum cudaMemcpyKind kind)
{
    cudaError_t err = ocr_enter();
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_from_symbol_to_cu(dst, symbol, count, offset, kind, &c);
    OCR_RETURN(exec_memcpy_node_set_common(hGraphExec, node, err, &c));
}

cudaError_t cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                               void *dst, const void *src, size_t count,
                                               enum cudaMemcpyKind kind)
{
    cudaError_t err = ocr_enter();
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_memcpy1d_to_cu(dst, src, count, kind, &c);
    OCR_RETURN(exec_memcpy_node_set_common(hGraphExec, node, err, &c));
}

cudaError_t cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const struct cudaMemsetParams *pNodeParams)
{
    /* cudaMemsetParams has the driver's layout (asserted in nodes.c). */
    cudaError_t err = ocr_graph_params_enter(pNodeParams);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExecMemsetNodeSetParams(
            (CUgraphExec)hGraphExec, (CUgraphNode)node,
            (const CUDA_MEMSET_NODE_PARAMS *)pNodeParams, ocr_graph_ctx()));
    OCR_RETURN(err);
}

cudaError_t cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                           const struct cudaHostNodeParams *pNodeParams)
{
    cudaError_t err = ocr_graph_params_enter(pNodeParams);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExecHostNodeSetParams((CUgraphExec)hGraphExec, (CUgraphNode)node,
                                                      (const CUDA_HOST_NODE_PARAMS *)pNodeParams));
    OCR_RETURN(err);
}

/* A NULL child graph or event is refused before anything else, as NVIDIA's runtime does. */
cudaError_t cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                 cudaGraph_t childGraph)
{
    cudaError_t err = ocr_graph_params_enter(childGraph);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExecChildGraphNodeSetParams(
            (CUgraphExec)hGraphExec, (CUgraphNode)node, (CUgraph)childGraph));
    OCR_RETURN(err);
}

cudaError_t cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                                 cudaEvent_t event)
{
    cudaError_t err = ocr_graph_params_enter(event);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExecEventRecordNodeSetEvent((CUgraphExec)hGraphExec,
                                                            (CUgraphNode)hNode, (CUevent)event));
    OCR_RETURN(err);
}

cudaError_t cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                               cudaEvent_t event)
{
    cudaError_t err = ocr_graph_params_enter(event);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExecEventWaitNodeSetEvent((CUgraphExec)hGraphExec,
                                                          (CUgraphNode)hNode, (CUevent)event));
    OCR_RETURN(err);
}

/* The external semaphore parameters have the driver's layout (asserted in nodes.c). */
cudaError_t cudaGraphExecExternalSemaphoresSignalNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
    const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    cudaError_t err = ocr_graph_params_enter(nodeParams);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExecExternalSemaphoresSignalNodeSetParams(
            (CUgraphExec)hGraphExec, (CUgraphNode)hNode,
            (const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)nodeParams));
    OCR_RETURN(err);
}

cudaError_t cudaGraphExecExternalSemaphoresWaitNodeSetParams(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
    const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    cudaError_t err = ocr_graph_params_enter(nodeParams);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExecExternalSemaphoresWaitNodeSetParams(
            (CUgraphExec)hGraphExec, (CUgraphNode)hNode,
            (const CUDA_EXT_SEM_WAIT_NODE_PARAMS *)nodeParams));
    OCR_RETURN(err);
}

/* A node of any kind, through cudaGraphNodeParams (as in generic.c). */
cudaError_t cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node,
                                       struct cudaGraphNodeParams *nodeParams)
{
    struct ocr_graph_node_params np;
    cudaError_t err = ocr_graph_node_params_enter(nodeParams, &np);
    if (err == cudaSuccess)
        err =
            ocr_cu(DRV.cuGraphExecNodeSetParams((CUgraphExec)graphExec, (CUgraphNode)node, &np.p));
    ocr_graph_node_params_release(&np);
    OCR_RETURN(err);
}

/* -- enabling nodes, updates ------------------------------------------------------------------ */

cudaError_t cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                    unsigned int isEnabled)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuGraphNodeSetEnabled((CUgraphExec)hGraphExec, (CUgraphNode)hNode, isEnabled));
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                    unsigned int *isEnabled)
{
    /* No context, as in NVIDIA's runtime. */
    cudaError_t err = isEnabled != NULL ? ocr_init() : cudaErrorInvalidValue;
    unsigned v = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphNodeGetEnabled((CUgraphExec)hGraphExec, (CUgraphNode)hNode, &v));
    if (err == cudaSuccess)
        *isEnabled = v;
    OCR_RETURN(err);
}

/* The driver fills the result information on failure too: that is what it is for. */
cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                                cudaGraphExecUpdateResultInfo *resultInfo)
{
    cudaError_t err = ocr_graph_params_enter(resultInfo);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    /* As NVIDIA's runtime (read from its library): the driver fills a result of the runtime's,
     * which is handed back whatever the driver answered, with a result the runtime has no name
     * for reported as cudaGraphExecUpdateError. */
    CUgraphExecUpdateResultInfo info;
    memset(&info, 0, sizeof info);
    err = ocr_cu(DRV.cuGraphExecUpdate((CUgraphExec)hGraphExec, (CUgraph)hGraph, &info));
    resultInfo->result = (unsigned)info.result > (unsigned)cudaGraphExecUpdateErrorAttributesChanged
                             ? cudaGraphExecUpdateError
                             : (enum cudaGraphExecUpdateResult)info.result;
    resultInfo->errorNode = (cudaGraphNode_t)info.errorNode;
    resultInfo->errorFromNode = (cudaGraphNode_t)info.errorFromNode;
    OCR_RETURN(err);
}
