/*
 * Declarations shared by the source files of the graph2 program (graph2.cu holds main, the
 * kernels, the helpers below and the bad-handle cases; each graph2_*.cu holds the sections of
 * one subject). The kernels are launched and named from several files by their host stubs, which
 * needs no relocatable device code; the __device__ symbol of the memcpy-node sections stays in
 * graph2_memcpy.cu, the only file that uses it.
 */
#ifndef OCR_GPU_GRAPH2_H
#define OCR_GPU_GRAPH2_H

#include "common.h"

#include <time.h>

__global__ void k_add(int *p, int v, int n);
__global__ void k_set(int *p, int v, int n);

/* cudaGraphNodeParams has no default constructor in C++ (dim3 in its union): raw storage. */
struct node_params_storage {
    alignas(cudaGraphNodeParams) unsigned char b[sizeof(cudaGraphNodeParams)];
};
#define NODE_PARAMS(name)                                                                          \
    node_params_storage name##_storage;                                                            \
    cudaGraphNodeParams &name = *reinterpret_cast<cudaGraphNodeParams *>(name##_storage.b)

static const int N = 256;
extern int *g_host; /* 4 * N ints of pinned host memory */
extern int host_calls, host_calls2;

/* Helpers (graph2.cu). */
void CUDART_CB host_count(void *arg);
const char *yn(int b);
int read_equal(const int *d, int v);
void show_nodes(const char *name, cudaGraph_t g);
void show_type(const char *name, cudaGraphNode_t n);
cudaError_t run(cudaGraphExec_t x);
void kernel_params(cudaKernelNodeParams *kp, void *func, void **args);
void show_kernel(const cudaKernelNodeParams *o, const cudaKernelNodeParams *set,
                 cudaKernel_t handle, int *d, int v);

/* Sections, in the order main runs them. */
void kernel_nodes(int *d);      /* graph2_kernel.cu */
void captured_kernel(int *d);   /* graph2_kernel.cu */
void memcpy_nodes(int *d);      /* graph2_memcpy.cu */
void symbol_nodes(void);        /* graph2_memcpy.cu */
void other_nodes(int *d);       /* graph2_nodes.cu */
void event_nodes(int *d);       /* graph2_nodes.cu */
void alloc_nodes(void);         /* graph2_nodes.cu */
void generic_nodes(int *d);     /* graph2_nodes.cu */
void exec_graphs(int *d);       /* graph2_exec.cu */
void structure(int *d);         /* graph2_structure.cu */
void user_objects(void);        /* graph2_structure.cu */
void conditional_nodes(int *d); /* graph2_structure.cu */

#endif
