/*
 * What the graph files share: the translations of the runtime's node parameters into the
 * driver's and back (params.c), and the small record of the host stubs kernel nodes were given.
 * Every function here is called after ocr_enter (the runtime is initialised and a context is
 * current) and returns a plain code; none records an error.
 */
#ifndef OCR_GRAPH_INTERNAL_H
#define OCR_GRAPH_INTERNAL_H

#include "internal.h"

#pragma GCC visibility push(hidden)

/* The context current on the calling thread: the one node parameters name (kernel, memcpy,
 * memset and conditional nodes belong to a context in the driver's parameters). ocr_enter has
 * just checked that it is the thread's cached one, so the driver is not asked again (a second
 * question could fail, and its failure would have nowhere to go). After ocr_enter only. */
static inline CUcontext ocr_graph_ctx(void)
{
    return ocr_tls.ctx;
}

/* The start of the calls whose only own check is the parameters they read or write: NULL is
 * cudaErrorInvalidValue, else the runtime is entered (init, context); graphs, nodes and
 * executable graphs are the driver's to judge. Called first, unlike the functions below. */
static inline cudaError_t ocr_graph_params_enter(const void *params)
{
    return params != NULL ? ocr_enter() : cudaErrorInvalidValue;
}

/* The runtime's own checks of a node's place in a graph (cudaErrorInvalidValue): an output, a
 * graph, a dependency array when dependencies are counted. */
static inline cudaError_t ocr_graph_add_args(const cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies)
{
    return pGraphNode == NULL || graph == NULL || (numDependencies > 0 && pDependencies == NULL)
               ? cudaErrorInvalidValue
               : cudaSuccess;
}

/* -- kernel nodes ------------------------------------------------------------------------------ */

/* The runtime's kernel parameters as the driver's: `func` (a host stub or a cudaKernel_t)
 * becomes the kernel, in the current context. The stub is remembered, so that reading the
 * node back gives what the application gave. */
cudaError_t ocr_graph_kernel_to_cu(const struct cudaKernelNodeParams *in,
                                   CUDA_KERNEL_NODE_PARAMS_v2 *out);
/* The driver's kernel parameters as the runtime's: the kernel is named by the host stub it was
 * given as, else by its handle (a cudaKernel_t, or the CUfunction the driver reports). */
void ocr_graph_kernel_from_cu(const CUDA_KERNEL_NODE_PARAMS_v2 *in,
                              struct cudaKernelNodeParams *out);

/* -- memcpy nodes ------------------------------------------------------------------------------ */

/* cudaMemcpy3DParms as CUDA_MEMCPY3D: each side is an array or a pitched pointer whose memory
 * type the kind names (cudaMemcpyDefault: unified); positions and the extent are in elements
 * of the array taking part, bytes otherwise. The checks are a memcpy node's, in the order
 * NVIDIA's runtime makes them (params.c). */
cudaError_t ocr_graph_memcpy3d_to_cu(const struct cudaMemcpy3DParms *in, CUDA_MEMCPY3D *out);
/* And back (what a memcpy node's parameters read as). */
cudaError_t ocr_graph_memcpy3d_from_cu(const CUDA_MEMCPY3D *in, struct cudaMemcpy3DParms *out);
/* A linear copy of `count` bytes as a 3D copy (1D memcpy nodes). */
cudaError_t ocr_graph_memcpy1d_to_cu(void *dst, const void *src, size_t count,
                                     enum cudaMemcpyKind kind, CUDA_MEMCPY3D *out);
/* Copies to and from a registered device variable, [offset, offset + count) of it. */
cudaError_t ocr_graph_to_symbol_to_cu(const void *symbol, const void *src, size_t count,
                                      size_t offset, enum cudaMemcpyKind kind, CUDA_MEMCPY3D *out);
cudaError_t ocr_graph_from_symbol_to_cu(void *dst, const void *symbol, size_t count, size_t offset,
                                        enum cudaMemcpyKind kind, CUDA_MEMCPY3D *out);

/* -- memory allocation nodes ------------------------------------------------------------------- */

/* Access descriptor lists this long or shorter are translated without an allocation. */
#define OCR_GRAPH_ACCESS_ON_STACK 8

struct ocr_graph_alloc {
    CUDA_MEM_ALLOC_NODE_PARAMS_v2 p;
    CUmemAccessDesc on_stack[OCR_GRAPH_ACCESS_ON_STACK];
    CUmemAccessDesc *heap;
};

/* cudaMemAllocNodeParams as the driver's: device ordinals (the pool's location, each access
 * descriptor's) become CUdevices; an unknown ordinal is cudaErrorInvalidValue in the pool's
 * location, cudaErrorInvalidDevice in an access descriptor. Release `out` with
 * ocr_graph_alloc_release, whatever the result. */
cudaError_t ocr_graph_alloc_to_cu(const struct cudaMemAllocNodeParams *in,
                                  struct ocr_graph_alloc *out);
void ocr_graph_alloc_release(struct ocr_graph_alloc *a);
/* And back: the pool's location names a device ordinal again. The access descriptors are the
 * node's own array (its device locations carry the driver's CUdevice, which is the ordinal
 * under every driver seen). */
void ocr_graph_alloc_from_cu(const CUDA_MEM_ALLOC_NODE_PARAMS_v2 *in,
                             struct cudaMemAllocNodeParams *out);

/* -- any node ---------------------------------------------------------------------------------- */

/* Storage a cudaGraphNodeParams translation may need besides the driver's structure. */
struct ocr_graph_node_params {
    CUgraphNodeParams p;
    struct ocr_graph_alloc alloc;
};

/* cudaGraphNodeParams as CUgraphNodeParams, by node type; a type the runtime does not name is
 * cudaErrorInvalidValue. Release `out` with ocr_graph_node_params_release. */
cudaError_t ocr_graph_node_params_to_cu(const struct cudaGraphNodeParams *in,
                                        struct ocr_graph_node_params *out);
/* The outputs of a node's creation (an allocation's address, a conditional node's body graphs)
 * copied back into the application's parameters. */
void ocr_graph_node_params_outputs(const struct ocr_graph_node_params *from,
                                   struct cudaGraphNodeParams *to);
void ocr_graph_node_params_release(struct ocr_graph_node_params *np);
/* And the other way: the driver's parameters of a node as the runtime's (node_params.c); a kind
 * the runtime has no type for is cudaErrorVersionTranslation. */
cudaError_t ocr_graph_node_params_from_cu(const CUgraphNodeParams *in,
                                          struct cudaGraphNodeParams *out);

/* The start of the calls that take a cudaGraphNodeParams (generic.c, exec.c): NULL is
 * cudaErrorInvalidValue; then the runtime is entered and the parameters are translated, before
 * the graph or the node is looked at (NVIDIA's order, seen on the GPU). Release `np` with
 * ocr_graph_node_params_release whatever the result. */
static inline cudaError_t ocr_graph_node_params_enter(const struct cudaGraphNodeParams *in,
                                                      struct ocr_graph_node_params *np)
{
    np->alloc.heap = NULL;
    if (in == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    return err == cudaSuccess ? ocr_graph_node_params_to_cu(in, np) : err;
}

/* After a successful cuGraphDebugDotPrint to `path`: its memcpy records in the form NVIDIA's
 * runtime gives them (dot.c). Nothing is reported: a file it cannot read or write stays as the
 * driver wrote it. */
void ocr_graph_dot_rewrite(const char *path);

#pragma GCC visibility pop

#endif /* OCR_GRAPH_INTERNAL_H */
