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

#include <stdlib.h>

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

/* Recapture (13.3) is the driver's call, given the caller's stream, mode and graph. A callback
 * is called by the driver for each node whose parameters differ from the graph's, with the
 * driver's node parameters: a trampoline hands it the runtime's (node_params.c), and its answer
 * back (the runtime's codes are the driver's numbers, src/error.c). The trampoline's box lives
 * as long as the graph keeps it: a user object the graph owns, retained once the recapture has
 * begun (the driver releases a graph's user objects when a recapture begins), freed when the
 * graph lets it go; if it cannot be attached, the box is kept for the rest of the process
 * rather than freed under a capture that may still call it. */
struct recapture_box {
    cudaGraphRecaptureCallback_t fn;
    void *data;
};

static CUresult CUDAAPI recapture_trampoline(void *p, CUgraphNode node,
                                             const CUgraphNodeParams *originalParams,
                                             const CUgraphNodeParams *recaptureParams,
                                             unsigned int status)
{
    const struct recapture_box *b = p;
    struct cudaGraphNodeParams original, recaptured;
    cudaError_t err = cudaSuccess;
    if (originalParams != NULL)
        err = ocr_graph_node_params_from_cu(originalParams, &original);
    if (err == cudaSuccess && recaptureParams != NULL)
        err = ocr_graph_node_params_from_cu(recaptureParams, &recaptured);
    if (err == cudaSuccess)
        err = b->fn(b->data, (cudaGraphNode_t)node, originalParams ? &original : NULL,
                    recaptureParams ? &recaptured : NULL, (enum cudaGraphRecaptureStatus)status);
    return (CUresult)err;
}

static void CUDA_CB recapture_box_free(void *p)
{
    free(p);
}

static cudaError_t cudaStreamBeginRecaptureToGraph_common(
    cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph,
    struct cudaGraphRecaptureCallbackData *callbackData, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    struct recapture_box *box = NULL;
    if (callbackData != NULL && callbackData->callbackFunc != NULL) {
        box = malloc(sizeof *box);
        if (box == NULL)
            return cudaErrorMemoryAllocation;
        *box = (struct recapture_box){callbackData->callbackFunc, callbackData->userData};
    }
    err = ocr_cu(OCR_DRV(ptds).cuStreamBeginRecaptureToGraph(
        (CUstream)stream, (CUstreamCaptureMode)mode, (CUgraph)graph,
        box != NULL ? recapture_trampoline : NULL, box));
    if (box == NULL)
        return err;
    if (err != cudaSuccess) {
        free(box);
        return err;
    }
    CUuserObject o;
    if (DRV.cuUserObjectCreate(&o, box, recapture_box_free, 1, CU_USER_OBJECT_NO_DESTRUCTOR_SYNC) ==
        CUDA_SUCCESS)
        (void)DRV.cuGraphRetainUserObject((CUgraph)graph, o, 1, CU_GRAPH_USER_OBJECT_MOVE);
    return cudaSuccess;
}
OCR_API_PTSZ(cudaStreamBeginRecaptureToGraph,
             (cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph,
              struct cudaGraphRecaptureCallbackData *callbackData),
             stream, mode, graph, callbackData)
