/* Graph construction: nodes added one by one, edges. Node handles are CUgraphNodes; each node
 * kind's runtime parameters are translated into the driver's. */
#include "internal.h"

#include <string.h>

/* The common checks of every cudaGraphAdd*Node: an output, a graph, a dependency array when
 * dependencies are counted; then the runtime is entered (init, context). */
static cudaError_t add_node_enter(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                  const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    if (pGraphNode == NULL || graph == NULL || (numDependencies > 0 && pDependencies == NULL))
        return cudaErrorInvalidValue;
    return ocr_enter();
}

cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                   const struct cudaKernelNodeParams *pNodeParams)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies);
    if (err == cudaSuccess && pNodeParams == NULL)
        err = cudaErrorInvalidValue;
    CUkernel k = NULL;
    if (err == cudaSuccess)
        err = ocr_kernel_for(pNodeParams->func, &k);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUcontext ctx = NULL;
    DRV.cuCtxGetCurrent(&ctx);
    CUDA_KERNEL_NODE_PARAMS p = {
        .func = NULL,
        .gridDimX = pNodeParams->gridDim.x,
        .gridDimY = pNodeParams->gridDim.y,
        .gridDimZ = pNodeParams->gridDim.z,
        .blockDimX = pNodeParams->blockDim.x,
        .blockDimY = pNodeParams->blockDim.y,
        .blockDimZ = pNodeParams->blockDim.z,
        .sharedMemBytes = pNodeParams->sharedMemBytes,
        .kernelParams = pNodeParams->kernelParams,
        .extra = pNodeParams->extra,
        .kern = k,
        .ctx = ctx,
    };
    OCR_RETURN(ocr_cu(DRV.cuGraphAddKernelNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                               (const CUgraphNode *)pDependencies,
                                               numDependencies, &p)));
}

_Static_assert(sizeof(struct cudaMemsetParams) == sizeof(CUDA_MEMSET_NODE_PARAMS),
               "memset node parameters have the driver's layout");

cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                   const struct cudaMemsetParams *pMemsetParams)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies);
    if (err == cudaSuccess && pMemsetParams == NULL)
        err = cudaErrorInvalidValue;
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUcontext ctx = NULL;
    DRV.cuCtxGetCurrent(&ctx);
    CUDA_MEMSET_NODE_PARAMS p = {
        .dst = (CUdeviceptr)(uintptr_t)pMemsetParams->dst,
        .pitch = pMemsetParams->pitch,
        .value = pMemsetParams->value,
        .elementSize = pMemsetParams->elementSize,
        .width = pMemsetParams->width,
        .height = pMemsetParams->height,
    };
    OCR_RETURN(ocr_cu(DRV.cuGraphAddMemsetNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                               (const CUgraphNode *)pDependencies,
                                               numDependencies, &p, ctx)));
}

/* One side of a linear copy, placed by the kind's word for it. */
static void copy_side(CUmemorytype *type, const void **host, CUdeviceptr *dev, const void *ptr,
                      int side_is_device, enum cudaMemcpyKind kind)
{
    if (kind == cudaMemcpyDefault) {
        *type = CU_MEMORYTYPE_UNIFIED;
        *dev = (CUdeviceptr)(uintptr_t)ptr;
    } else if (side_is_device) {
        *type = CU_MEMORYTYPE_DEVICE;
        *dev = (CUdeviceptr)(uintptr_t)ptr;
    } else {
        *type = CU_MEMORYTYPE_HOST;
        *host = ptr;
    }
}

cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                     const cudaGraphNode_t *pDependencies,
                                     size_t numDependencies, void *dst, const void *src,
                                     size_t count, enum cudaMemcpyKind kind)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies);
    if (err == cudaSuccess && (unsigned)kind > (unsigned)cudaMemcpyDefault)
        err = cudaErrorInvalidMemcpyDirection;
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUDA_MEMCPY3D c;
    memset(&c, 0, sizeof(c));
    const void *dst_host = NULL;
    copy_side(&c.srcMemoryType, &c.srcHost, &c.srcDevice, src,
              kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDeviceToDevice, kind);
    copy_side(&c.dstMemoryType, &dst_host, &c.dstDevice, dst,
              kind == cudaMemcpyHostToDevice || kind == cudaMemcpyDeviceToDevice, kind);
    c.dstHost = (void *)dst_host;
    c.WidthInBytes = count;
    c.Height = 1;
    c.Depth = 1;
    CUcontext ctx = NULL;
    DRV.cuCtxGetCurrent(&ctx);
    OCR_RETURN(ocr_cu(DRV.cuGraphAddMemcpyNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                               (const CUgraphNode *)pDependencies,
                                               numDependencies, &c, ctx)));
}

cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                  const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddEmptyNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                             (const CUgraphNode *)pDependencies,
                                             numDependencies));
    OCR_RETURN(err);
}

_Static_assert(sizeof(struct cudaHostNodeParams) == sizeof(CUDA_HOST_NODE_PARAMS),
               "host node parameters have the driver's layout");

cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                 const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                 const struct cudaHostNodeParams *pNodeParams)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies);
    if (err == cudaSuccess && (pNodeParams == NULL || pNodeParams->fn == NULL))
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddHostNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                            (const CUgraphNode *)pDependencies, numDependencies,
                                            (const CUDA_HOST_NODE_PARAMS *)pNodeParams));
    OCR_RETURN(err);
}

/* -- edges ----------------------------------------------------------------------------------- */

_Static_assert(sizeof(cudaGraphEdgeData) == sizeof(CUgraphEdgeData), "edge data layout");

cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                              cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    if (graph == NULL || numEdges == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphGetEdges((CUgraph)graph, (CUgraphNode *)from, (CUgraphNode *)to,
                                         (CUgraphEdgeData *)edgeData, numEdges));
    OCR_RETURN(err);
}

cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                     const cudaGraphNode_t *to,
                                     const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    if (graph == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddDependencies(
            (CUgraph)graph, (const CUgraphNode *)from, (const CUgraphNode *)to,
            (const CUgraphEdgeData *)edgeData, numDependencies));
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
                                         cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    if (node == NULL || pNumDependencies == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphNodeGetDependencies((CUgraphNode)node,
                                                    (CUgraphNode *)pDependencies,
                                                    (CUgraphEdgeData *)edgeData,
                                                    pNumDependencies));
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t node,
                                           cudaGraphNode_t *pDependentNodes,
                                           cudaGraphEdgeData *edgeData,
                                           size_t *pNumDependentNodes)
{
    if (node == NULL || pNumDependentNodes == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphNodeGetDependentNodes((CUgraphNode)node,
                                                      (CUgraphNode *)pDependentNodes,
                                                      (CUgraphEdgeData *)edgeData,
                                                      pNumDependentNodes));
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    if (node == NULL || pType == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUgraphNodeType t;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphNodeGetType((CUgraphNode)node, &t));
    if (err == cudaSuccess)
        *pType = (enum cudaGraphNodeType)t;
    OCR_RETURN(err);
}
