/* The structure of a graph: edges (dependencies, with their edge data), a node's type, the
 * roots, a node's removal, clones and the nodes found in them. Beside nodes.c, which adds nodes
 * of every kind and reads and changes their parameters. Handles are the driver's (CUgraph,
 * CUgraphNode). */
#include "graph_internal.h"
#include "objects.h"

/* -- edges ------------------------------------------------------------------------------------ */

/* As NVIDIA's runtime (read from its library): the context, then the arguments to the driver as
 * they are (graphs, nodes, arrays, counts and edge data are the driver's to judge). */
_Static_assert(sizeof(cudaGraphEdgeData) == sizeof(CUgraphEdgeData), "edge data layout");

cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                              cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphGetEdges((CUgraph)graph, (CUgraphNode *)from, (CUgraphNode *)to,
                                         (CUgraphEdgeData *)edgeData, numEdges));
    OCR_RETURN(err);
}

cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                     const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData,
                                     size_t numDependencies)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddDependencies(
            (CUgraph)graph, (const CUgraphNode *)from, (const CUgraphNode *)to,
            (const CUgraphEdgeData *)edgeData, numDependencies));
    OCR_RETURN(err);
}

cudaError_t cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                        const cudaGraphNode_t *to,
                                        const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphRemoveDependencies(
            (CUgraph)graph, (const CUgraphNode *)from, (const CUgraphNode *)to,
            (const CUgraphEdgeData *)edgeData, numDependencies));
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
                                         cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphNodeGetDependencies((CUgraphNode)node, (CUgraphNode *)pDependencies,
                                                    (CUgraphEdgeData *)edgeData, pNumDependencies));
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes,
                                           cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuGraphNodeGetDependentNodes((CUgraphNode)node, (CUgraphNode *)pDependentNodes,
                                             (CUgraphEdgeData *)edgeData, pNumDependentNodes));
    OCR_RETURN(err);
}

/* -- nodes and the structure of a graph ------------------------------------------------------- */

cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    cudaError_t err = node == NULL || pType == NULL ? cudaErrorInvalidValue : ocr_enter();
    CUgraphNodeType t;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphNodeGetType((CUgraphNode)node, &t));
    if (err == cudaSuccess)
        *pType = (enum cudaGraphNodeType)t;
    OCR_RETURN(err);
}

cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes,
                                  size_t *pNumRootNodes)
{
    if (graph == NULL || pNumRootNodes == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuGraphGetRootNodes((CUgraph)graph, (CUgraphNode *)pRootNodes, pNumRootNodes));
    OCR_RETURN(err);
}

cudaError_t cudaGraphDestroyNode(cudaGraphNode_t node)
{
    if (node == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphDestroyNode((CUgraphNode)node));
    OCR_RETURN(err);
}

cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    if (pGraphClone == NULL || originalGraph == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUgraph g = NULL;
    OCR_OBJECT_USE(OCR_CLASS_GRAPH, originalGraph); /* before the driver's call (checks.h) */
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphClone(&g, (CUgraph)originalGraph));
    if (err == cudaSuccess) {
        *pGraphClone = (cudaGraph_t)g;
        OCR_OBJECT_MADE(OCR_OBJ_GRAPH, g, 0);
    }
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode,
                                     cudaGraph_t clonedGraph)
{
    if (pNode == NULL || originalNode == NULL || clonedGraph == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUgraphNode n = NULL;
    if (err == cudaSuccess)
        err =
            ocr_cu(DRV.cuGraphNodeFindInClone(&n, (CUgraphNode)originalNode, (CUgraph)clonedGraph));
    if (err == cudaSuccess)
        *pNode = (cudaGraphNode_t)n;
    OCR_RETURN(err);
}
