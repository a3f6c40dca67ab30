/* What CUDA 13.1-13.3 added to graphs: the identities of graphs, executable graphs and nodes
 * (cudaGraphGetId, cudaGraphExecGetId, cudaGraphNodeGetLocalId, cudaGraphNodeGetToolsId,
 * cudaGraphNodeGetContainingGraph), conditional handles made for an execution context
 * (cudaGraphConditionalHandleCreate_v2) and recapture into an existing graph
 * (cudaStreamBeginRecaptureToGraph).
 *
 * The identities are the driver's (its 13.1 calls, handed the caller's arguments as they are):
 * where the driver lacks them (r580), the answer is NVIDIA's there,
 * cudaErrorCallRequiresNewerDriver (an emulation on such a driver is not made yet:
 * docs/BEHAVIOUR.md "CUDA 13.1-13.4 additions"). */
#include "../runtime/exec_ctx.h"
#include "graph_internal.h"

cudaError_t cudaGraphGetId(cudaGraph_t hGraph, unsigned int *graphID)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphGetId((CUgraph)hGraph, graphID));
    OCR_RETURN(err);
}

cudaError_t cudaGraphExecGetId(cudaGraphExec_t hGraphExec, unsigned int *graphID)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExecGetId((CUgraphExec)hGraphExec, graphID));
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeGetLocalId(cudaGraphNode_t hNode, unsigned int *nodeId)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphNodeGetLocalId((CUgraphNode)hNode, nodeId));
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeGetToolsId(cudaGraphNode_t hNode, unsigned long long *toolsNodeId)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphNodeGetToolsId((CUgraphNode)hNode, toolsNodeId));
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeGetContainingGraph(cudaGraphNode_t hNode, cudaGraph_t *phGraph)
{
    cudaError_t err = ocr_init();
    CUgraph g = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphNodeGetContainingGraph((CUgraphNode)hNode, phGraph ? &g : NULL));
    if (err == cudaSuccess && phGraph != NULL)
        *phGraph = (cudaGraph_t)g;
    OCR_RETURN(err);
}

/* cudaGraphConditionalHandleCreate with the context named: NULL is the current one (as the first
 * form), an execution context its driver context. The driver's call is 12.3's. */
cudaError_t cudaGraphConditionalHandleCreate_v2(cudaGraphConditionalHandle *pHandle_out,
                                                cudaGraph_t graph, cudaExecutionContext_t ctx,
                                                unsigned int defaultLaunchValue, unsigned int flags)
{
    if (pHandle_out == NULL || graph == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    CUcontext cu = NULL;
    CUgraphConditionalHandle h = 0;
    int device;
    if (err == cudaSuccess)
        err =
            ctx == NULL ? ocr_cu(DRV.cuCtxGetCurrent(&cu)) : ocr_exec_ctx_to_cu(ctx, &cu, &device);
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuGraphConditionalHandleCreate(&h, (CUgraph)graph, cu, defaultLaunchValue, flags));
    if (err == cudaSuccess)
        *pHandle_out = (cudaGraphConditionalHandle)h;
    OCR_RETURN(err);
}

/* Recapture (13.3) is the driver's call, given the caller's stream, mode and graph. Its callback
 * would receive the driver's node parameters, which the runtime translates for the caller's: that
 * translation is not made yet, so a callback is refused with cudaErrorNotSupported (docs/
 * BEHAVIOUR.md "CUDA 13.1-13.4 additions"); without one, a mismatch ends the recapture as the
 * driver decides. */
static cudaError_t cudaStreamBeginRecaptureToGraph_common(
    cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph,
    struct cudaGraphRecaptureCallbackData *callbackData, bool ptds)
{
    if (callbackData != NULL && callbackData->callbackFunc != NULL)
        return cudaErrorNotSupported;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamBeginRecaptureToGraph(
        (CUstream)stream, (CUstreamCaptureMode)mode, (CUgraph)graph, NULL, NULL));
}
OCR_API_PTSZ(cudaStreamBeginRecaptureToGraph,
             (cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph,
              struct cudaGraphRecaptureCallbackData *callbackData),
             stream, mode, graph, callbackData)
