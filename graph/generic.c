/* Nodes of any kind through one structure, cudaGraphNodeParams: added and changed in a graph
 * (changed in an executable graph: exec.c). Each kind's member of the union is translated
 * (params.c). */
#include "graph_internal.h"

cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                             const cudaGraphNode_t *pDependencies,
                             const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                             struct cudaGraphNodeParams *nodeParams)
{
    /* The parameters are translated (a kernel looked up) before the graph is looked at. */
    struct ocr_graph_node_params np;
    cudaError_t err = ocr_graph_node_params_enter(nodeParams, &np);
    if (err == cudaSuccess)
        err = ocr_graph_add_args(pGraphNode, graph, pDependencies, numDependencies);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddNode(
            (CUgraphNode *)pGraphNode, (CUgraph)graph, (const CUgraphNode *)pDependencies,
            (const CUgraphEdgeData *)dependencyData, numDependencies, &np.p));
    /* A new node's outputs (an allocation's address, a conditional node's body graphs). */
    if (err == cudaSuccess)
        ocr_graph_node_params_outputs(&np, nodeParams);
    ocr_graph_node_params_release(&np);
    OCR_RETURN(err);
}

cudaError_t cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    struct ocr_graph_node_params np;
    cudaError_t err = ocr_graph_node_params_enter(nodeParams, &np);
    if (err == cudaSuccess && node == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphNodeSetParams((CUgraphNode)node, &np.p));
    ocr_graph_node_params_release(&np);
    OCR_RETURN(err);
}
