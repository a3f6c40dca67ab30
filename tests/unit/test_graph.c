/*
 * Graph nodes and executable graphs (graph/): what reaches the driver. Kernel nodes name the
 * kernel of a host stub in the current context and read back as the stub; 3D copies become
 * CUDA_MEMCPY3D (kinds as memory types, pitched pointers, positions and extents scaled by the
 * element size of an array); 1D and symbol copies; memset and allocation nodes (device ordinals
 * become CUdevices: the fake's devices are numbered from 10); cudaGraphNodeParams per node type;
 * instantiation with parameters and its per-thread twin; updates; conditional handles; graph
 * memory of a device. NULL parameters the runtime would read or write are cudaErrorInvalidValue
 * before any driver call, and driver failures come back mapped, recorded, outputs untouched.
 *
 * This file holds the program's registration, the recorders, the setups and the list of tests;
 * the tests are in test_graph_*.c (test_graph.h). The graph entries of the driver table are
 * replaced here, after the fake is installed, by recorders of their arguments (`rec`); they log
 * nothing in the fake's call log.
 */
#include "test_graph.h"

/* -- what the tests register (as nvcc-generated constructors would) ---------------------------- */

static const struct {
    int magic, version;
    const void *data;
    void *filename;
} wrapper = {0x466243b1, 1, "fatbin", NULL};
static void **fatbin;
char stub_k, var_g[256];
CUlibrary lib;

CUkernel kernel_k(void)
{
    return fake_kernel_handle(lib, "kernel_k");
}

/* -- the recorders ---------------------------------------------------------------------------- */

struct graph_rec rec;

static bool record(const char *name)
{
    rec.calls++;
    rec.last = name;
    return rec.result == CUDA_SUCCESS;
}

static void keep_alloc(const CUDA_MEM_ALLOC_NODE_PARAMS_v2 *p)
{
    rec.alloc = *p;
    for (size_t i = 0; i < p->accessDescCount && i < DESC_MAX && p->accessDescs != NULL; i++)
        rec.descs[i] = p->accessDescs[i];
}

static CUresult rec_cuGraphAddKernelNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                         size_t n, const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    (void)deps;
    if (!record("cuGraphAddKernelNode"))
        return rec.result;
    rec.graph = g, rec.deps = n, rec.kernel = *p;
    *node = NODE;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphKernelNodeGetParams(CUgraphNode node, CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    rec.node = node;
    if (!record("cuGraphKernelNodeGetParams"))
        return rec.result;
    *p = rec.kernel_out;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphKernelNodeSetParams(CUgraphNode node,
                                               const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    rec.node = node;
    if (!record("cuGraphKernelNodeSetParams"))
        return rec.result;
    rec.kernel = *p;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphExecKernelNodeSetParams(CUgraphExec x, CUgraphNode node,
                                                   const CUDA_KERNEL_NODE_PARAMS_v2 *p)
{
    rec.exec = x, rec.node = node;
    if (!record("cuGraphExecKernelNodeSetParams"))
        return rec.result;
    rec.kernel = *p;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphAddMemcpyNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                         size_t n, const CUDA_MEMCPY3D *c, CUcontext ctx)
{
    (void)deps;
    if (!record("cuGraphAddMemcpyNode"))
        return rec.result;
    rec.graph = g, rec.deps = n, rec.copy = *c, rec.ctx = ctx;
    *node = NODE;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphMemcpyNodeGetParams(CUgraphNode node, CUDA_MEMCPY3D *c)
{
    rec.node = node;
    if (!record("cuGraphMemcpyNodeGetParams"))
        return rec.result;
    *c = rec.copy_out;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphMemcpyNodeSetParams(CUgraphNode node, const CUDA_MEMCPY3D *c)
{
    rec.node = node;
    if (!record("cuGraphMemcpyNodeSetParams"))
        return rec.result;
    rec.copy = *c;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphExecMemcpyNodeSetParams(CUgraphExec x, CUgraphNode node,
                                                   const CUDA_MEMCPY3D *c, CUcontext ctx)
{
    rec.exec = x, rec.node = node;
    if (!record("cuGraphExecMemcpyNodeSetParams"))
        return rec.result;
    rec.copy = *c, rec.ctx = ctx;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *d, CUarray a)
{
    if (!record("cuArray3DGetDescriptor"))
        return rec.result;
    for (int i = 0; i < 2; i++)
        if (a == ARRAY(i)) {
            *d = rec.arrays[i];
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_INVALID_HANDLE;
}

static CUresult rec_cuGraphAddMemsetNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                         size_t n, const CUDA_MEMSET_NODE_PARAMS *p, CUcontext ctx)
{
    (void)deps;
    if (!record("cuGraphAddMemsetNode"))
        return rec.result;
    rec.graph = g, rec.deps = n, rec.memset = *p, rec.ctx = ctx;
    *node = NODE;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphMemsetNodeGetParams(CUgraphNode node, CUDA_MEMSET_NODE_PARAMS *p)
{
    rec.node = node;
    if (!record("cuGraphMemsetNodeGetParams"))
        return rec.result;
    *p = rec.memset_out;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphExecMemsetNodeSetParams(CUgraphExec x, CUgraphNode node,
                                                   const CUDA_MEMSET_NODE_PARAMS *p, CUcontext ctx)
{
    rec.exec = x, rec.node = node;
    if (!record("cuGraphExecMemsetNodeSetParams"))
        return rec.result;
    rec.memset = *p, rec.ctx = ctx;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphAddMemAllocNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                           size_t n, CUDA_MEM_ALLOC_NODE_PARAMS *p)
{
    (void)deps;
    if (!record("cuGraphAddMemAllocNode"))
        return rec.result;
    rec.graph = g, rec.deps = n;
    keep_alloc((const CUDA_MEM_ALLOC_NODE_PARAMS_v2 *)p);
    p->dptr = ALLOC_PTR;
    *node = NODE;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphMemAllocNodeGetParams(CUgraphNode node, CUDA_MEM_ALLOC_NODE_PARAMS *p)
{
    rec.node = node;
    if (!record("cuGraphMemAllocNodeGetParams"))
        return rec.result;
    memcpy(p, &rec.alloc_out, sizeof *p);
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphMemFreeNodeGetParams(CUgraphNode node, CUdeviceptr *p)
{
    rec.node = node;
    if (!record("cuGraphMemFreeNodeGetParams"))
        return rec.result;
    *p = rec.free_out;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphEventRecordNodeGetEvent(CUgraphNode node, CUevent *e)
{
    rec.node = node;
    if (!record("cuGraphEventRecordNodeGetEvent"))
        return rec.result;
    *e = rec.event_out;
    return CUDA_SUCCESS;
}

/* The generic node entries: the parameters, an allocation's access descriptors, and the
 * outputs of a creation (an allocation's address, a conditional node's bodies). */
static void keep_node_params(const CUgraphNodeParams *p)
{
    rec.np = *p;
    if (p->type == CU_GRAPH_NODE_TYPE_MEM_ALLOC)
        keep_alloc(&p->alloc);
}

static CUresult rec_cuGraphAddNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                   const CUgraphEdgeData *edges, size_t n, CUgraphNodeParams *p)
{
    (void)deps, (void)edges;
    if (!record("cuGraphAddNode"))
        return rec.result;
    rec.graph = g, rec.deps = n;
    keep_node_params(p);
    if (p->type == CU_GRAPH_NODE_TYPE_MEM_ALLOC)
        p->alloc.dptr = ALLOC_PTR;
    if (p->type == CU_GRAPH_NODE_TYPE_CONDITIONAL)
        p->conditional.phGraph_out = BODY;
    *node = NODE2;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphNodeSetParams(CUgraphNode node, CUgraphNodeParams *p)
{
    rec.node = node;
    if (!record("cuGraphNodeSetParams"))
        return rec.result;
    keep_node_params(p);
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphExecNodeSetParams(CUgraphExec x, CUgraphNode node, CUgraphNodeParams *p)
{
    rec.exec = x, rec.node = node;
    if (!record("cuGraphExecNodeSetParams"))
        return rec.result;
    keep_node_params(p);
    return CUDA_SUCCESS;
}

static CUresult instantiate(CUgraphExec *x, CUgraph g, CUDA_GRAPH_INSTANTIATE_PARAMS *p, bool ptds)
{
    rec.ptds = ptds;
    rec.graph = g;
    rec.inst = p;
    p->result_out = rec.result == CUDA_SUCCESS ? CUDA_GRAPH_INSTANTIATE_SUCCESS
                                               : CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE;
    p->hErrNode_out = rec.result == CUDA_SUCCESS ? NULL : NODE;
    if (!record("cuGraphInstantiateWithParams"))
        return rec.result;
    *x = (CUgraphExec)EXEC;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphInstantiateWithParams(CUgraphExec *x, CUgraph g,
                                                 CUDA_GRAPH_INSTANTIATE_PARAMS *p)
{
    return instantiate(x, g, p, false);
}

static CUresult rec_cuGraphInstantiateWithParams_ptsz(CUgraphExec *x, CUgraph g,
                                                      CUDA_GRAPH_INSTANTIATE_PARAMS *p)
{
    return instantiate(x, g, p, true);
}

static CUresult rec_cuGraphExecUpdate(CUgraphExec x, CUgraph g, CUgraphExecUpdateResultInfo *info)
{
    rec.exec = x, rec.graph = g;
    record("cuGraphExecUpdate");
    /* The driver fills the information on failure too. */
    info->result = rec.result == CUDA_SUCCESS ? CU_GRAPH_EXEC_UPDATE_SUCCESS
                   : rec.update_result != 0   ? (CUgraphExecUpdateResult)rec.update_result
                                              : CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED;
    info->errorNode = rec.result == CUDA_SUCCESS ? NULL : NODE;
    info->errorFromNode = rec.result == CUDA_SUCCESS ? NULL : NODE2;
    return rec.result;
}

static CUresult rec_cuGraphConditionalHandleCreate(CUgraphConditionalHandle *h, CUgraph g,
                                                   CUcontext ctx, unsigned def, unsigned flags)
{
    if (!record("cuGraphConditionalHandleCreate"))
        return rec.result;
    rec.graph = g, rec.ctx = ctx, rec.default_value = def, rec.flags = flags;
    *h = 0x77;
    return CUDA_SUCCESS;
}

static CUresult rec_cuDeviceGraphMemTrim(CUdevice dev)
{
    rec.dev = dev;
    return record("cuDeviceGraphMemTrim") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuDeviceGetGraphMemAttribute(CUdevice dev, CUgraphMem_attribute attr,
                                                 void *value)
{
    rec.dev = dev;
    rec.flags = (unsigned)attr;
    if (!record("cuDeviceGetGraphMemAttribute"))
        return rec.result;
    *(cuuint64_t *)value = 4096;
    return CUDA_SUCCESS;
}

static CUresult rec_cuUserObjectCreate(CUuserObject *o, void *ptr, CUhostFn fn, unsigned count,
                                       unsigned flags)
{
    (void)ptr, (void)fn, (void)count;
    rec.flags = flags;
    if (!record("cuUserObjectCreate"))
        return rec.result;
    *o = (CUuserObject)(uintptr_t)0x4600;
    return CUDA_SUCCESS;
}

static int group_setup(void **state)
{
    /* Registration before any other call, as nvcc's constructors do it. */
    fatbin = __cudaRegisterFatBinary((void *)&wrapper);
    __cudaRegisterFunction(fatbin, &stub_k, (char *)"kernel_k", "kernel_k", -1, NULL, NULL, NULL,
                           NULL, NULL);
    __cudaRegisterVar(fatbin, var_g, (char *)"var_g", "var_g", 0, sizeof var_g, 0, 0);
    __cudaRegisterFatBinaryEnd(fatbin);
    fake_config.device_count = DEVICES;
    fake_config.device_base = BASE;
    unit_install_fake(state);
    fake_install_ptds_twins();
#define REC(name)                                                                                  \
    do {                                                                                           \
        ocr_drv[0].name = rec_##name;                                                              \
        ocr_drv[1].name = rec_##name;                                                              \
    } while (0)
    REC(cuGraphAddKernelNode);
    REC(cuGraphKernelNodeGetParams);
    REC(cuGraphKernelNodeSetParams);
    REC(cuGraphExecKernelNodeSetParams);
    REC(cuGraphAddMemcpyNode);
    REC(cuGraphMemcpyNodeGetParams);
    REC(cuGraphMemcpyNodeSetParams);
    REC(cuGraphExecMemcpyNodeSetParams);
    REC(cuArray3DGetDescriptor);
    REC(cuGraphAddMemsetNode);
    REC(cuGraphMemsetNodeGetParams);
    REC(cuGraphExecMemsetNodeSetParams);
    REC(cuGraphAddMemAllocNode);
    REC(cuGraphMemAllocNodeGetParams);
    REC(cuGraphMemFreeNodeGetParams);
    REC(cuGraphEventRecordNodeGetEvent);
    REC(cuGraphAddNode);
    REC(cuGraphNodeSetParams);
    REC(cuGraphExecNodeSetParams);
    REC(cuGraphExecUpdate);
    REC(cuGraphConditionalHandleCreate);
    REC(cuDeviceGraphMemTrim);
    REC(cuDeviceGetGraphMemAttribute);
    REC(cuUserObjectCreate);
#undef REC
    ocr_drv[0].cuGraphInstantiateWithParams = rec_cuGraphInstantiateWithParams;
    ocr_drv[1].cuGraphInstantiateWithParams = rec_cuGraphInstantiateWithParams_ptsz;
    /* The library of the registered stub, loaded now (as a first use would). */
    assert_int_equal(__cudaInitModule(fatbin), 1);
    assert_true(fake_library_loads() > 0);
    lib = fake_library_load(fake_library_loads() - 1)->lib;
    return 0;
}

/* Per test: the runtime entered once (init, context) before the records are cleared. */
static int setup(void **state)
{
    (void)cudaFree(NULL);
    (void)cudaSetDevice(0);
    unit_reset(state);
    memset(&rec, 0, sizeof rec);
    rec.arrays[0] = (CUDA_ARRAY3D_DESCRIPTOR){
        .Width = 64, .Height = 8, .Depth = 1, .Format = CU_AD_FORMAT_FLOAT, .NumChannels = 4};
    rec.arrays[1] = (CUDA_ARRAY3D_DESCRIPTOR){.Width = 64,
                                              .Height = 8,
                                              .Depth = 1,
                                              .Format = CU_AD_FORMAT_UNSIGNED_INT16,
                                              .NumChannels = 1};
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaGraphAddKernelNode_names_the_stubs_kernel, setup),
        cmocka_unit_test_setup(cudaGraphAddKernelNode_bad_arguments, setup),
        cmocka_unit_test_setup(cudaGraphKernelNodeGetParams_gives_the_stub_back, setup),
        cmocka_unit_test_setup(cudaGraphKernelNodeSetParams_and_exec_translate, setup),
        cmocka_unit_test_setup(cudaGraphAddMemcpyNode_translates_pointers, setup),
        cmocka_unit_test_setup(cudaGraphAddMemcpyNode_translates_arrays, setup),
        cmocka_unit_test_setup(cudaGraphMemcpyNodeGetParams_translates_back, setup),
        cmocka_unit_test_setup(cudaGraphMemcpyNodeSetParams_variants, setup),
        cmocka_unit_test_setup(cudaGraphMemcpyNodeSetParams_copy_before_node, setup),
        cmocka_unit_test_setup(memcpy_nodes_of_symbols, setup),
        cmocka_unit_test_setup(memset_nodes_pass_their_parameters, setup),
        cmocka_unit_test_setup(cudaGraphAddMemAllocNode_translates_devices, setup),
        cmocka_unit_test_setup(cudaGraphMemAllocNodeGetParams_translates_back, setup),
        cmocka_unit_test_setup(cudaGraphAddNode_kernel_memcpy_memset, setup),
        cmocka_unit_test_setup(cudaGraphAddNode_kinds_with_the_drivers_layout, setup),
        cmocka_unit_test_setup(cudaGraphAddNode_outputs_alloc_and_conditional, setup),
        cmocka_unit_test_setup(cudaGraphAddNode_13x_fields, setup),
        cmocka_unit_test_setup(cudaGraphAddNode_bad_arguments, setup),
        cmocka_unit_test_setup(cudaGraphNodeSetParams_and_exec_translate, setup),
        cmocka_unit_test_setup(cudaGraphInstantiateWithParams_and_twin, setup),
        cmocka_unit_test_setup(cudaGraphExecUpdate_reports_the_result, setup),
        cmocka_unit_test_setup(cudaGraphConditionalHandleCreate_in_the_current_context, setup),
        cmocka_unit_test_setup(graph_memory_of_a_device, setup),
        cmocka_unit_test_setup(user_objects_and_getters_write_on_success_only, setup),
        cmocka_unit_test_setup(edge_calls_leave_checks_to_the_driver, unit_reset),
        cmocka_unit_test_setup(null_arguments_fail_before_the_driver, setup),
        cmocka_unit_test_setup(handle_calls_reach_the_driver, setup),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
