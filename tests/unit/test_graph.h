/*
 * What the parts of test_graph (graph nodes and executable graphs) share: the fake's devices, the
 * handles the recorders hand out, the record of the graph entries' arguments (`rec`, kept by the
 * recorders of test_graph.c), the stub and variable registered by its group setup, and the tests of
 * each part (test_graph_kernel.c, test_graph_memcpy.c, test_graph_memory.c, test_graph_params.c,
 * test_graph_exec.c), listed in order by test_graph.c's main.
 */
#ifndef OCR_TEST_GRAPH_H
#define OCR_TEST_GRAPH_H

#include "unit.h"

#define DEVICES 2
#define BASE 10

cudaError_t cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                cudaGraphInstantiateParams *instantiateParams);

#define NODE ((CUgraphNode)(uintptr_t)0x4100)
#define NODE2 ((CUgraphNode)(uintptr_t)0x4200)
#define GRAPH ((cudaGraph_t)(uintptr_t)0x4300)
#define EXEC ((cudaGraphExec_t)(uintptr_t)0x4400)
#define ALLOC_PTR ((CUdeviceptr)0x7700000)
#define BODY ((CUgraph *)(uintptr_t)0x4500)
#define DESC_MAX 32

struct graph_rec {
    int calls;
    const char *last;
    CUresult result;   /* what every recorder returns (CUDA_SUCCESS unless a test sets it) */
    bool ptds;         /* the last call came through ocr_drv[1] */
    int update_result; /* the result cuGraphExecUpdate reports on failure, when not 0 */
    CUgraph graph;
    CUgraphNode node;
    CUgraphExec exec;
    size_t deps;
    CUcontext ctx; /* the context argument of the call, or the current one */
    CUDA_KERNEL_NODE_PARAMS_v2 kernel;
    CUDA_MEMCPY3D copy;
    CUDA_MEMSET_NODE_PARAMS memset;
    CUDA_MEM_ALLOC_NODE_PARAMS_v2 alloc;
    CUmemAccessDesc descs[DESC_MAX];
    CUgraphNodeParams np;
    CUDA_GRAPH_INSTANTIATE_PARAMS *inst;
    CUdevice dev;
    unsigned default_value, flags;
    /* What the getters report. */
    CUDA_KERNEL_NODE_PARAMS_v2 kernel_out;
    CUDA_MEMCPY3D copy_out;
    CUDA_MEMSET_NODE_PARAMS memset_out;
    CUDA_MEM_ALLOC_NODE_PARAMS_v2 alloc_out;
    CUdeviceptr free_out;
    CUevent event_out;
    /* Array descriptors cuArray3DGetDescriptor reports, by handle 0x1000 * (index + 1). */
    CUDA_ARRAY3D_DESCRIPTOR arrays[2];
};

/* What the recorders saw, cleared by setup. */
extern struct graph_rec rec;

#define ARRAY(i) ((CUarray)(uintptr_t)(0x1000 * ((i) + 1)))

/* The stub, the variable and the library of the group setup's registration (test_graph.c). */
extern char stub_k, var_g[256];
extern CUlibrary lib;

/* test_graph.c */
CUkernel kernel_k(void);

/* test_graph_kernel.c */
void cudaGraphAddKernelNode_names_the_stubs_kernel(void **state);
void cudaGraphAddKernelNode_bad_arguments(void **state);
void cudaGraphKernelNodeGetParams_gives_the_stub_back(void **state);
void cudaGraphKernelNodeSetParams_and_exec_translate(void **state);

/* test_graph_memcpy.c */
struct cudaMemcpy3DParms pointers(void *dst, void *src, enum cudaMemcpyKind kind);
void cudaGraphAddMemcpyNode_translates_pointers(void **state);
void cudaGraphAddMemcpyNode_translates_arrays(void **state);
void cudaGraphMemcpyNodeGetParams_translates_back(void **state);
void cudaGraphMemcpyNodeSetParams_copy_before_node(void **state);
void cudaGraphMemcpyNodeSetParams_variants(void **state);
void memcpy_nodes_of_symbols(void **state);

/* test_graph_memory.c */
void memset_nodes_pass_their_parameters(void **state);
void cudaGraphAddMemAllocNode_translates_devices(void **state);
void cudaGraphMemAllocNodeGetParams_translates_back(void **state);

/* test_graph_params.c */
void cudaGraphAddNode_kernel_memcpy_memset(void **state);
void host_fn(void *data);
void cudaGraphAddNode_kinds_with_the_drivers_layout(void **state);
void cudaGraphAddNode_outputs_alloc_and_conditional(void **state);
void cudaGraphAddNode_13x_fields(void **state);
void cudaGraphAddNode_bad_arguments(void **state);
void cudaGraphNodeSetParams_and_exec_translate(void **state);

/* test_graph_exec.c */
void cudaGraphInstantiateWithParams_and_twin(void **state);
void cudaGraphExecUpdate_reports_the_result(void **state);
void cudaGraphConditionalHandleCreate_in_the_current_context(void **state);
void graph_memory_of_a_device(void **state);
void user_objects_and_getters_write_on_success_only(void **state);
void edge_calls_leave_checks_to_the_driver(void **state);
void null_arguments_fail_before_the_driver(void **state);
void handle_calls_reach_the_driver(void **state);

#endif
