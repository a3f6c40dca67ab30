/* Graph construction: nodes of every kind added one by one, their parameters read and changed
 * (edges and the structure of a graph are structure.c's). Node handles are CUgraphNodes; each
 * node kind's runtime parameters are translated into the driver's (params.c). */
#include "graph_internal.h"
#include "layout.h"
#include "objects.h"

#include <string.h>

/* The common checks of every cudaGraphAdd*Node: an output, a graph, a dependency array when
 * dependencies are counted, the node's parameters when it has some (`params_ok`); then the
 * runtime is entered (init, context). */
static cudaError_t add_node_enter(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                  const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                  bool params_ok)
{
    if (!params_ok)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_graph_add_args(pGraphNode, graph, pDependencies, numDependencies);
    return err == cudaSuccess ? ocr_enter() : err;
}

/* The common start of the calls that read or change one node's parameters: a node, the
 * parameters (in or out), then the runtime entered. */
static cudaError_t node_enter(cudaGraphNode_t node, const void *params)
{
    if (node == NULL || params == NULL)
        return cudaErrorInvalidValue;
    return ocr_enter();
}

/* The same for the calls whose parameters are plain values. */
static cudaError_t node_only_enter(cudaGraphNode_t node)
{
    if (node == NULL)
        return cudaErrorInvalidValue;
    return ocr_enter();
}

/* -- kernel nodes ----------------------------------------------------------------------------- */

cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                   const struct cudaKernelNodeParams *pNodeParams)
{
    /* The kernel is looked up before the graph (NVIDIA's order, seen on the GPU). */
    cudaError_t err = ocr_graph_params_enter(pNodeParams);
    CUDA_KERNEL_NODE_PARAMS_v2 p;
    if (err == cudaSuccess)
        err = ocr_graph_kernel_to_cu(pNodeParams, &p);
    if (err == cudaSuccess)
        err = ocr_graph_add_args(pGraphNode, graph, pDependencies, numDependencies);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddKernelNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                              (const CUgraphNode *)pDependencies, numDependencies,
                                              &p));
    OCR_RETURN(err);
}

cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t node,
                                         struct cudaKernelNodeParams *pNodeParams)
{
    cudaError_t err = node_enter(node, pNodeParams);
    CUDA_KERNEL_NODE_PARAMS_v2 p;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphKernelNodeGetParams((CUgraphNode)node, &p));
    if (err == cudaSuccess)
        ocr_graph_kernel_from_cu(&p, pNodeParams);
    OCR_RETURN(err);
}

cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t node,
                                         const struct cudaKernelNodeParams *pNodeParams)
{
    cudaError_t err = ocr_graph_params_enter(pNodeParams);
    CUDA_KERNEL_NODE_PARAMS_v2 p;
    if (err == cudaSuccess)
        err = ocr_graph_kernel_to_cu(pNodeParams, &p);
    if (err == cudaSuccess && node == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphKernelNodeSetParams((CUgraphNode)node, &p));
    OCR_RETURN(err);
}

/* Kernel node attributes are launch attributes: the driver's numbering and layout. */
_Static_assert(sizeof(cudaKernelNodeAttrValue) == sizeof(CUkernelNodeAttrValue),
               "kernel node attribute value");

cudaError_t cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphKernelNodeCopyAttributes((CUgraphNode)hDst, (CUgraphNode)hSrc));
    OCR_RETURN(err);
}

cudaError_t cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaKernelNodeAttrID attr,
                                            cudaKernelNodeAttrValue *value_out)
{
    if (value_out == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphKernelNodeGetAttribute((CUgraphNode)hNode, (CUkernelNodeAttrID)attr,
                                                       (CUkernelNodeAttrValue *)value_out));
    OCR_RETURN(err);
}

cudaError_t cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaKernelNodeAttrID attr,
                                            const cudaKernelNodeAttrValue *value)
{
    if (value == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphKernelNodeSetAttribute((CUgraphNode)hNode, (CUkernelNodeAttrID)attr,
                                                       (const CUkernelNodeAttrValue *)value));
    OCR_RETURN(err);
}

/* -- memcpy nodes ----------------------------------------------------------------------------- */

/* Add a memcpy node of the translated copy `c` (translation result `err`). */
static cudaError_t memcpy_node_add_common(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                          const cudaGraphNode_t *pDependencies,
                                          size_t numDependencies, cudaError_t err,
                                          const CUDA_MEMCPY3D *c)
{
    if (err != cudaSuccess)
        return err;
    return ocr_cu(DRV.cuGraphAddMemcpyNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                           (const CUgraphNode *)pDependencies, numDependencies, c,
                                           ocr_graph_ctx()));
}

cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                   const struct cudaMemcpy3DParms *pCopyParams)
{
    cudaError_t err =
        add_node_enter(pGraphNode, graph, pDependencies, numDependencies, pCopyParams != NULL);
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_memcpy3d_to_cu(pCopyParams, &c);
    OCR_RETURN(memcpy_node_add_common(pGraphNode, graph, pDependencies, numDependencies, err, &c));
}

cudaError_t cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                           const cudaGraphNode_t *pDependencies,
                                           size_t numDependencies, const void *symbol,
                                           const void *src, size_t count, size_t offset,
                                           enum cudaMemcpyKind kind)
{
    /* The symbol and the copy are checked before the graph (NVIDIA's order, read). */
    cudaError_t err = ocr_enter();
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_to_symbol_to_cu(symbol, src, count, offset, kind, &c);
    if (err == cudaSuccess)
        err = ocr_graph_add_args(pGraphNode, graph, pDependencies, numDependencies);
    OCR_RETURN(memcpy_node_add_common(pGraphNode, graph, pDependencies, numDependencies, err, &c));
}

cudaError_t cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies, void *dst, const void *symbol,
                                             size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    cudaError_t err = ocr_enter();
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_from_symbol_to_cu(dst, symbol, count, offset, kind, &c);
    if (err == cudaSuccess)
        err = ocr_graph_add_args(pGraphNode, graph, pDependencies, numDependencies);
    OCR_RETURN(memcpy_node_add_common(pGraphNode, graph, pDependencies, numDependencies, err, &c));
}

cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                     const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                     void *dst, const void *src, size_t count,
                                     enum cudaMemcpyKind kind)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies, true);
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_memcpy1d_to_cu(dst, src, count, kind, &c);
    OCR_RETURN(memcpy_node_add_common(pGraphNode, graph, pDependencies, numDependencies, err, &c));
}

cudaError_t cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node,
                                         struct cudaMemcpy3DParms *pNodeParams)
{
    cudaError_t err = node_enter(node, pNodeParams);
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphMemcpyNodeGetParams((CUgraphNode)node, &c));
    if (err == cudaSuccess)
        err = ocr_graph_memcpy3d_from_cu(&c, pNodeParams);
    OCR_RETURN(err);
}

/* Set a memcpy node's copy to the translated `c` (translation result `err`). */
static cudaError_t memcpy_node_set_common(cudaGraphNode_t node, cudaError_t err,
                                          const CUDA_MEMCPY3D *c)
{
    if (err != cudaSuccess)
        return err;
    return ocr_cu(DRV.cuGraphMemcpyNodeSetParams((CUgraphNode)node, c));
}

cudaError_t cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node,
                                         const struct cudaMemcpy3DParms *pNodeParams)
{
    /* The copy is checked before the node (hip-tests' NULL-node cases on NVIDIA's library). */
    cudaError_t err = ocr_graph_params_enter(pNodeParams);
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_memcpy3d_to_cu(pNodeParams, &c);
    if (err == cudaSuccess && node == NULL)
        err = cudaErrorInvalidValue;
    OCR_RETURN(memcpy_node_set_common(node, err, &c));
}

cudaError_t cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void *symbol,
                                                 const void *src, size_t count, size_t offset,
                                                 enum cudaMemcpyKind kind)
{
    cudaError_t err = ocr_enter();
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_to_symbol_to_cu(symbol, src, count, offset, kind, &c);
    if (err == cudaSuccess && node == NULL)
        err = cudaErrorInvalidValue;
    OCR_RETURN(memcpy_node_set_common(node, err, &c));
}

cudaError_t cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void *dst,
                                                   const void *symbol, size_t count, size_t offset,
                                                   enum cudaMemcpyKind kind)
{
    cudaError_t err = ocr_enter();
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_from_symbol_to_cu(dst, symbol, count, offset, kind, &c);
    if (err == cudaSuccess && node == NULL)
        err = cudaErrorInvalidValue;
    OCR_RETURN(memcpy_node_set_common(node, err, &c));
}

cudaError_t cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void *dst, const void *src,
                                           size_t count, enum cudaMemcpyKind kind)
{
    cudaError_t err = node_only_enter(node);
    CUDA_MEMCPY3D c;
    if (err == cudaSuccess)
        err = ocr_graph_memcpy1d_to_cu(dst, src, count, kind, &c);
    OCR_RETURN(memcpy_node_set_common(node, err, &c));
}

/* -- memset nodes ----------------------------------------------------------------------------- */

_Static_assert(sizeof(struct cudaMemsetParams) == sizeof(CUDA_MEMSET_NODE_PARAMS),
               "memset node parameters have the driver's layout");
_Static_assert(offsetof(struct cudaMemsetParams, height) ==
                   offsetof(CUDA_MEMSET_NODE_PARAMS, height),
               "memset node parameters have the driver's layout");

cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                   const struct cudaMemsetParams *pMemsetParams)
{
    cudaError_t err =
        add_node_enter(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams != NULL);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddMemsetNode(
            (CUgraphNode *)pGraphNode, (CUgraph)graph, (const CUgraphNode *)pDependencies,
            numDependencies, (const CUDA_MEMSET_NODE_PARAMS *)pMemsetParams, ocr_graph_ctx()));
    OCR_RETURN(err);
}

cudaError_t cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams)
{
    cudaError_t err = node_enter(node, pNodeParams);
    CUDA_MEMSET_NODE_PARAMS p;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphMemsetNodeGetParams((CUgraphNode)node, &p));
    if (err == cudaSuccess)
        memcpy(pNodeParams, &p, sizeof p);
    OCR_RETURN(err);
}

cudaError_t cudaGraphMemsetNodeSetParams(cudaGraphNode_t node,
                                         const struct cudaMemsetParams *pNodeParams)
{
    cudaError_t err = node_enter(node, pNodeParams);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphMemsetNodeSetParams((CUgraphNode)node,
                                                    (const CUDA_MEMSET_NODE_PARAMS *)pNodeParams));
    OCR_RETURN(err);
}

/* -- host, empty and child graph nodes -------------------------------------------------------- */

_Static_assert(sizeof(struct cudaHostNodeParams) == sizeof(CUDA_HOST_NODE_PARAMS),
               "host node parameters have the driver's layout");

cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                 const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                 const struct cudaHostNodeParams *pNodeParams)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies,
                                     pNodeParams != NULL && pNodeParams->fn != NULL);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddHostNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                            (const CUgraphNode *)pDependencies, numDependencies,
                                            (const CUDA_HOST_NODE_PARAMS *)pNodeParams));
    OCR_RETURN(err);
}

cudaError_t cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams)
{
    cudaError_t err = node_enter(node, pNodeParams);
    CUDA_HOST_NODE_PARAMS p;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphHostNodeGetParams((CUgraphNode)node, &p));
    if (err == cudaSuccess)
        memcpy(pNodeParams, &p, sizeof p);
    OCR_RETURN(err);
}

cudaError_t cudaGraphHostNodeSetParams(cudaGraphNode_t node,
                                       const struct cudaHostNodeParams *pNodeParams)
{
    cudaError_t err = node_enter(node, pNodeParams);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphHostNodeSetParams((CUgraphNode)node,
                                                  (const CUDA_HOST_NODE_PARAMS *)pNodeParams));
    OCR_RETURN(err);
}

cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                  const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies, true);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddEmptyNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                             (const CUgraphNode *)pDependencies, numDependencies));
    OCR_RETURN(err);
}

cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                       cudaGraph_t childGraph)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies, true);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddChildGraphNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                                  (const CUgraphNode *)pDependencies,
                                                  numDependencies, (CUgraph)childGraph));
    OCR_RETURN(err);
}

cudaError_t cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    cudaError_t err = node_enter(node, pGraph);
    CUgraph g = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphChildGraphNodeGetGraph((CUgraphNode)node, &g));
    if (err == cudaSuccess)
        *pGraph = (cudaGraph_t)g;
    OCR_RETURN(err);
}

/* -- event nodes ------------------------------------------------------------------------------ */

cudaError_t cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                        const cudaGraphNode_t *pDependencies,
                                        size_t numDependencies, cudaEvent_t event)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies, true);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddEventRecordNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                                   (const CUgraphNode *)pDependencies,
                                                   numDependencies, (CUevent)event));
    OCR_RETURN(err);
}

cudaError_t cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    cudaError_t err = node_enter(node, event_out);
    CUevent e = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphEventRecordNodeGetEvent((CUgraphNode)node, &e));
    if (err == cudaSuccess)
        *event_out = (cudaEvent_t)e;
    OCR_RETURN(err);
}

cudaError_t cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    /* A NULL event is refused before anything else, as NVIDIA's runtime does. */
    cudaError_t err = ocr_graph_params_enter(event);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphEventRecordNodeSetEvent((CUgraphNode)node, (CUevent)event));
    OCR_RETURN(err);
}

cudaError_t cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                      const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                      cudaEvent_t event)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies, true);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddEventWaitNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                                 (const CUgraphNode *)pDependencies,
                                                 numDependencies, (CUevent)event));
    OCR_RETURN(err);
}

cudaError_t cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    cudaError_t err = node_enter(node, event_out);
    CUevent e = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphEventWaitNodeGetEvent((CUgraphNode)node, &e));
    if (err == cudaSuccess)
        *event_out = (cudaEvent_t)e;
    OCR_RETURN(err);
}

cudaError_t cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    /* A NULL event is refused before anything else, as NVIDIA's runtime does. */
    cudaError_t err = ocr_graph_params_enter(event);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphEventWaitNodeSetEvent((CUgraphNode)node, (CUevent)event));
    OCR_RETURN(err);
}

/* -- external semaphore nodes ----------------------------------------------------------------- */

/* The node parameters and the signal/wait parameters they point to have the driver's layout. */
_Static_assert(sizeof(struct cudaExternalSemaphoreSignalNodeParams) ==
                   sizeof(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS),
               "cudaExternalSemaphoreSignalNodeParams");
SAME_FIELD(struct cudaExternalSemaphoreSignalNodeParams, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
           paramsArray);
SAME_FIELD(struct cudaExternalSemaphoreSignalNodeParams, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
           numExtSems);
_Static_assert(sizeof(struct cudaExternalSemaphoreWaitNodeParams) ==
                   sizeof(CUDA_EXT_SEM_WAIT_NODE_PARAMS),
               "cudaExternalSemaphoreWaitNodeParams");
SAME_FIELD(struct cudaExternalSemaphoreWaitNodeParams, CUDA_EXT_SEM_WAIT_NODE_PARAMS, paramsArray);
SAME_FIELD(struct cudaExternalSemaphoreWaitNodeParams, CUDA_EXT_SEM_WAIT_NODE_PARAMS, numExtSems);
_Static_assert(sizeof(struct cudaExternalSemaphoreSignalParams) ==
                   sizeof(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS),
               "cudaExternalSemaphoreSignalParams");
SAME_FIELD(struct cudaExternalSemaphoreSignalParams, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, params);
SAME_FIELD(struct cudaExternalSemaphoreSignalParams, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, flags);
_Static_assert(sizeof(struct cudaExternalSemaphoreWaitParams) ==
                   sizeof(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS),
               "cudaExternalSemaphoreWaitParams");
SAME_FIELD(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, params);
SAME_FIELD(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, flags);

/* As NVIDIA's runtime (read from its library): the parameters are checked, then the context is
 * made current and everything else (the output, the graph, the dependencies, the node) goes to
 * the driver as it is (ocr_graph_params_enter); the parameter structures are the driver's
 * (asserted above), the getters let the driver write the caller's. */
cudaError_t cudaGraphAddExternalSemaphoresSignalNode(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
    size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    cudaError_t err = ocr_graph_params_enter(nodeParams);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddExternalSemaphoresSignalNode(
            (CUgraphNode *)pGraphNode, (CUgraph)graph, (const CUgraphNode *)pDependencies,
            numDependencies, (const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)nodeParams));
    OCR_RETURN(err);
}

cudaError_t cudaGraphExternalSemaphoresSignalNodeGetParams(
    cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    cudaError_t err = ocr_graph_params_enter(params_out);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExternalSemaphoresSignalNodeGetParams(
            (CUgraphNode)hNode, (CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)params_out));
    OCR_RETURN(err);
}

cudaError_t cudaGraphExternalSemaphoresSignalNodeSetParams(
    cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    cudaError_t err = ocr_graph_params_enter(nodeParams);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExternalSemaphoresSignalNodeSetParams(
            (CUgraphNode)hNode, (const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)nodeParams));
    OCR_RETURN(err);
}

cudaError_t
cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                       const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    cudaError_t err = ocr_graph_params_enter(nodeParams);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddExternalSemaphoresWaitNode(
            (CUgraphNode *)pGraphNode, (CUgraph)graph, (const CUgraphNode *)pDependencies,
            numDependencies, (const CUDA_EXT_SEM_WAIT_NODE_PARAMS *)nodeParams));
    OCR_RETURN(err);
}

cudaError_t
cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode,
                                             struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    cudaError_t err = ocr_graph_params_enter(params_out);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExternalSemaphoresWaitNodeGetParams(
            (CUgraphNode)hNode, (CUDA_EXT_SEM_WAIT_NODE_PARAMS *)params_out));
    OCR_RETURN(err);
}

cudaError_t cudaGraphExternalSemaphoresWaitNodeSetParams(
    cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    cudaError_t err = ocr_graph_params_enter(nodeParams);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphExternalSemaphoresWaitNodeSetParams(
            (CUgraphNode)hNode, (const CUDA_EXT_SEM_WAIT_NODE_PARAMS *)nodeParams));
    OCR_RETURN(err);
}

/* -- memory allocation and free nodes --------------------------------------------------------- */

cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                     const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                     struct cudaMemAllocNodeParams *nodeParams)
{
    cudaError_t err =
        add_node_enter(pGraphNode, graph, pDependencies, numDependencies, nodeParams != NULL);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    struct ocr_graph_alloc a;
    err = ocr_graph_alloc_to_cu(nodeParams, &a);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddMemAllocNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                                (const CUgraphNode *)pDependencies, numDependencies,
                                                (CUDA_MEM_ALLOC_NODE_PARAMS *)&a.p));
    /* The address of the allocation is the node's output. */
    if (err == cudaSuccess)
        nodeParams->dptr = (void *)(uintptr_t)a.p.dptr;
    ocr_graph_alloc_release(&a);
    OCR_RETURN(err);
}

cudaError_t cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node,
                                           struct cudaMemAllocNodeParams *params_out)
{
    cudaError_t err = node_enter(node, params_out);
    CUDA_MEM_ALLOC_NODE_PARAMS_v2 p;
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuGraphMemAllocNodeGetParams((CUgraphNode)node, (CUDA_MEM_ALLOC_NODE_PARAMS *)&p));
    if (err == cudaSuccess)
        ocr_graph_alloc_from_cu(&p, params_out);
    OCR_RETURN(err);
}

cudaError_t cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                    const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                    void *dptr)
{
    cudaError_t err = add_node_enter(pGraphNode, graph, pDependencies, numDependencies, true);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphAddMemFreeNode((CUgraphNode *)pGraphNode, (CUgraph)graph,
                                               (const CUgraphNode *)pDependencies, numDependencies,
                                               (CUdeviceptr)(uintptr_t)dptr));
    OCR_RETURN(err);
}

/* `dptr_out` points to a void *, the address the node frees. */
cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out)
{
    cudaError_t err = node_enter(node, dptr_out);
    CUdeviceptr p = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphMemFreeNodeGetParams((CUgraphNode)node, &p));
    if (err == cudaSuccess)
        *(void **)dptr_out = (void *)(uintptr_t)p;
    OCR_RETURN(err);
}
