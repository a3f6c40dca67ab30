/*
 * Fault-injection sweeps of graphs (sweep.h): every driver call site of graph/nodes.c,
 * graph/exec.c, graph/generic.c, graph/params.c and of the life cycle, user objects,
 * conditional handles and graph memory of graph/graph.c fails in turn. Nodes of every kind are
 * added to a graph, read and changed, linked and removed; the graph is cloned, instantiated
 * every way, changed in its executable form, updated, uploaded and launched.
 *
 * The node getters of the fake driver write nothing; here they write zeroed parameters on
 * success (through the fake, so that faults still reach them), so that what the runtime
 * translates back is defined.
 */
#include "sweep.h"

cudaError_t cudaGraphUpload_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream);
cudaError_t cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                cudaGraphInstantiateParams *instantiateParams);

static const struct {
    int magic, version;
    const void *data;
    void *filename;
} wrapper = {0x466243b1, 1, "fatbin", NULL};

/* A host stub and a variable's shadow (only their addresses are used); host memory and a device
 * address for the copies (the fake's graph entries look at neither). */
static char stub, var[64], host[64];
#define DEV ((void *)(uintptr_t)0x100000000000ULL)

/* -- getters that write their output ---------------------------------------------------------- */

#define FILLED(name, ver, type)                                                                    \
    static PFN_##name##_v##ver real_##name;                                                        \
    static CUresult filled_##name(CUgraphNode node, type *out)                                     \
    {                                                                                              \
        CUresult r = real_##name(node, out);                                                       \
        if (r == CUDA_SUCCESS)                                                                     \
            memset(out, 0, sizeof(*out));                                                          \
        return r;                                                                                  \
    }
FILLED(cuGraphKernelNodeGetParams, 12000, CUDA_KERNEL_NODE_PARAMS)
FILLED(cuGraphMemcpyNodeGetParams, 10000, CUDA_MEMCPY3D)
FILLED(cuGraphMemsetNodeGetParams, 10000, CUDA_MEMSET_NODE_PARAMS)
FILLED(cuGraphHostNodeGetParams, 10000, CUDA_HOST_NODE_PARAMS)
FILLED(cuGraphMemAllocNodeGetParams, 11040, CUDA_MEM_ALLOC_NODE_PARAMS)
#undef FILLED

/* The node type cuGraphNodeGetType gives (the fake's node handles have none): a kernel's (0)
 * unless a scenario asks for another. */
static CUgraphNodeType node_type = CU_GRAPH_NODE_TYPE_KERNEL;
static PFN_cuGraphNodeGetType_v10000 real_cuGraphNodeGetType;
static CUresult filled_cuGraphNodeGetType(CUgraphNode node, CUgraphNodeType *out)
{
    CUresult r = real_cuGraphNodeGetType(node, out);
    if (r == CUDA_SUCCESS)
        *out = node_type;
    return r;
}

#define INSTALL_FILLED(name)                                                                       \
    do {                                                                                           \
        real_##name = ocr_drv[0].name;                                                             \
        ocr_drv[0].name = ocr_drv[1].name = filled_##name;                                         \
    } while (0)

/* Init is once per process (test_init sweeps it): done here before the sweeps, and the module
 * registered (it is loaded by the first run of a sweep, which is not checked). */
static int setup(void **state)
{
    unit_install_fake(state);
    fake_install_ptds_twins();
    INSTALL_FILLED(cuGraphKernelNodeGetParams);
    INSTALL_FILLED(cuGraphMemcpyNodeGetParams);
    INSTALL_FILLED(cuGraphMemsetNodeGetParams);
    INSTALL_FILLED(cuGraphHostNodeGetParams);
    INSTALL_FILLED(cuGraphMemAllocNodeGetParams);
    INSTALL_FILLED(cuGraphNodeGetType);
    void **fb = __cudaRegisterFatBinary((void *)&wrapper);
    __cudaRegisterFunction(fb, &stub, (char *)"_Z4stubv", "_Z4stubv", -1, NULL, NULL, NULL, NULL,
                           NULL);
    __cudaRegisterVar(fb, var, (char *)"var", "var", 0, sizeof(var), 0, 0);
    __cudaRegisterFatBinaryEnd(fb);
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess && n == 1 ? 0 : -1;
}

/* cudaGraphExecUpdate hands back the driver's result information whatever the driver answered
 * (graph/exec.c): it is not an output written only on success. Besides out of memory, a failure
 * that maps differently (an invalid handle). */
static const CUresult results[] = {CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_INVALID_HANDLE};
static const struct sweep_options options = {results, sizeof(results) / sizeof(results[0]), NULL};

static void host_fn(void *arg)
{
    (void)arg;
}

/* -- node parameters -------------------------------------------------------------------------- */

static const struct cudaKernelNodeParams kernel_params = {
    .func = &stub, .gridDim = {1, 1, 1}, .blockDim = {1, 1, 1}};
static const struct cudaMemcpy3DParms copy_params = {
    .srcPtr = {host, 64, 64, 1},
    .dstPtr = {DEV, 64, 64, 1},
    .extent = {64, 1, 1},
    .kind = cudaMemcpyHostToDevice,
};
static const struct cudaMemsetParams memset_params = {
    .dst = DEV, .elementSize = 1, .width = 64, .height = 1};
static const struct cudaHostNodeParams host_params = {.fn = host_fn};
static const struct cudaExternalSemaphoreSignalNodeParams signal_params = {0};
static const struct cudaExternalSemaphoreWaitNodeParams wait_params = {0};

/* More access descriptors than the translation keeps on the stack: it allocates (and must free
 * on every path, which LSan sees in the asan build). */
#define ACCESS 9
static const struct cudaMemAccessDesc access[ACCESS] = {
#define RW                                                                                         \
    {                                                                                              \
        {cudaMemLocationTypeDevice, 0}, cudaMemAccessFlagsProtReadWrite                            \
    }
    RW, RW, RW, RW, RW, RW, RW, RW, RW,
#undef RW
};
static const struct cudaMemAllocNodeParams alloc_params = {
    .poolProps = {.allocType = cudaMemAllocationTypePinned,
                  .location = {cudaMemLocationTypeDevice, 0}},
    .accessDescs = access,
    .accessDescCount = ACCESS,
    .bytesize = 64,
};

/* The nodes of one graph, one of each kind. */
struct nodes {
    cudaGraphNode_t kernel, copy, copy1d, to_symbol, from_symbol, set, host, empty, child, record,
        wait, signal, sem_wait, alloc, free;
};

/* -- adding nodes ----------------------------------------------------------------------------- */

static bool add_nodes(struct sweep *s, cudaGraph_t g, cudaGraph_t child, cudaEvent_t ev,
                      struct nodes *n)
{
    struct cudaMemAllocNodeParams ap = alloc_params;
    if (!SWEEP_CALL_OUT(s, &n->empty, sizeof(n->empty),
                        cudaGraphAddEmptyNode(&n->empty, g, NULL, 0)))
        return false;
    const cudaGraphNode_t *dep = &n->empty;
    /* The allocation's address is an output too: written only on success. */
    ap.dptr = (void *)(uintptr_t)0x5a5a;
    bool ok = SWEEP_CALL_OUT(s, &n->alloc, sizeof(n->alloc),
                             cudaGraphAddMemAllocNode(&n->alloc, g, dep, 1, &ap));
    if (!ok)
        assert_ptr_equal(ap.dptr, (void *)(uintptr_t)0x5a5a);
    return ok &&
           SWEEP_CALL_OUT(s, &n->kernel, sizeof(n->kernel),
                          cudaGraphAddKernelNode(&n->kernel, g, dep, 1, &kernel_params)) &&
           SWEEP_CALL_OUT(s, &n->copy, sizeof(n->copy),
                          cudaGraphAddMemcpyNode(&n->copy, g, dep, 1, &copy_params)) &&
           SWEEP_CALL_OUT(s, &n->copy1d, sizeof(n->copy1d),
                          cudaGraphAddMemcpyNode1D(&n->copy1d, g, NULL, 0, DEV, host, 16,
                                                   cudaMemcpyHostToDevice)) &&
           SWEEP_CALL_OUT(s, &n->to_symbol, sizeof(n->to_symbol),
                          cudaGraphAddMemcpyNodeToSymbol(&n->to_symbol, g, NULL, 0, var, host, 16,
                                                         0, cudaMemcpyHostToDevice)) &&
           SWEEP_CALL_OUT(s, &n->from_symbol, sizeof(n->from_symbol),
                          cudaGraphAddMemcpyNodeFromSymbol(&n->from_symbol, g, NULL, 0, host, var,
                                                           16, 16, cudaMemcpyDeviceToHost)) &&
           SWEEP_CALL_OUT(s, &n->set, sizeof(n->set),
                          cudaGraphAddMemsetNode(&n->set, g, dep, 1, &memset_params)) &&
           SWEEP_CALL_OUT(s, &n->host, sizeof(n->host),
                          cudaGraphAddHostNode(&n->host, g, dep, 1, &host_params)) &&
           SWEEP_CALL_OUT(s, &n->child, sizeof(n->child),
                          cudaGraphAddChildGraphNode(&n->child, g, NULL, 0, child)) &&
           SWEEP_CALL_OUT(s, &n->record, sizeof(n->record),
                          cudaGraphAddEventRecordNode(&n->record, g, NULL, 0, ev)) &&
           SWEEP_CALL_OUT(s, &n->wait, sizeof(n->wait),
                          cudaGraphAddEventWaitNode(&n->wait, g, NULL, 0, ev)) &&
           SWEEP_CALL_OUT(
               s, &n->signal, sizeof(n->signal),
               cudaGraphAddExternalSemaphoresSignalNode(&n->signal, g, NULL, 0, &signal_params)) &&
           SWEEP_CALL_OUT(
               s, &n->sem_wait, sizeof(n->sem_wait),
               cudaGraphAddExternalSemaphoresWaitNode(&n->sem_wait, g, NULL, 0, &wait_params)) &&
           SWEEP_CALL_OUT(s, &n->free, sizeof(n->free),
                          cudaGraphAddMemFreeNode(&n->free, g, &n->alloc, 1, ap.dptr));
}

/* -- node parameters read and changed --------------------------------------------------------- */

static bool node_params(struct sweep *s, const struct nodes *n, cudaEvent_t ev)
{
    struct cudaKernelNodeParams kp;
    struct cudaMemcpy3DParms cp;
    struct cudaMemsetParams mp;
    struct cudaHostNodeParams hp;
    struct cudaExternalSemaphoreSignalNodeParams sp;
    struct cudaExternalSemaphoreWaitNodeParams wp;
    struct cudaMemAllocNodeParams ap;
    cudaKernelNodeAttrValue attr;
    const cudaKernelNodeAttrValue prio = {.priority = 1};
    cudaGraph_t g;
    cudaEvent_t e;
    void *dptr;
    return SWEEP_CALL_OUT(s, &kp, sizeof(kp), cudaGraphKernelNodeGetParams(n->kernel, &kp)) &&
           SWEEP_CALL(s, cudaGraphKernelNodeSetParams(n->kernel, &kernel_params)) &&
           SWEEP_CALL_OUT(
               s, &attr, sizeof(attr),
               cudaGraphKernelNodeGetAttribute(n->kernel, cudaLaunchAttributePriority, &attr)) &&
           SWEEP_CALL(
               s, cudaGraphKernelNodeSetAttribute(n->kernel, cudaLaunchAttributePriority, &prio)) &&
           SWEEP_CALL(s, cudaGraphKernelNodeCopyAttributes(n->kernel, n->kernel)) &&
           SWEEP_CALL_OUT(s, &cp, sizeof(cp), cudaGraphMemcpyNodeGetParams(n->copy, &cp)) &&
           SWEEP_CALL(s, cudaGraphMemcpyNodeSetParams(n->copy, &copy_params)) &&
           SWEEP_CALL(s, cudaGraphMemcpyNodeSetParams1D(n->copy1d, host, DEV, 16,
                                                        cudaMemcpyDeviceToHost)) &&
           SWEEP_CALL(s, cudaGraphMemcpyNodeSetParamsToSymbol(n->to_symbol, var, host, 8, 8,
                                                              cudaMemcpyHostToDevice)) &&
           SWEEP_CALL(s, cudaGraphMemcpyNodeSetParamsFromSymbol(n->from_symbol, host, var, 8, 0,
                                                                cudaMemcpyDeviceToHost)) &&
           SWEEP_CALL_OUT(s, &mp, sizeof(mp), cudaGraphMemsetNodeGetParams(n->set, &mp)) &&
           SWEEP_CALL(s, cudaGraphMemsetNodeSetParams(n->set, &memset_params)) &&
           SWEEP_CALL_OUT(s, &hp, sizeof(hp), cudaGraphHostNodeGetParams(n->host, &hp)) &&
           SWEEP_CALL(s, cudaGraphHostNodeSetParams(n->host, &host_params)) &&
           SWEEP_CALL_OUT(s, &g, sizeof(g), cudaGraphChildGraphNodeGetGraph(n->child, &g)) &&
           SWEEP_CALL_OUT(s, &e, sizeof(e), cudaGraphEventRecordNodeGetEvent(n->record, &e)) &&
           SWEEP_CALL(s, cudaGraphEventRecordNodeSetEvent(n->record, ev)) &&
           SWEEP_CALL_OUT(s, &e, sizeof(e), cudaGraphEventWaitNodeGetEvent(n->wait, &e)) &&
           SWEEP_CALL(s, cudaGraphEventWaitNodeSetEvent(n->wait, ev)) &&
           SWEEP_CALL_OUT(s, &sp, sizeof(sp),
                          cudaGraphExternalSemaphoresSignalNodeGetParams(n->signal, &sp)) &&
           SWEEP_CALL(s,
                      cudaGraphExternalSemaphoresSignalNodeSetParams(n->signal, &signal_params)) &&
           SWEEP_CALL_OUT(s, &wp, sizeof(wp),
                          cudaGraphExternalSemaphoresWaitNodeGetParams(n->sem_wait, &wp)) &&
           SWEEP_CALL(s, cudaGraphExternalSemaphoresWaitNodeSetParams(n->sem_wait, &wait_params)) &&
           SWEEP_CALL_OUT(s, &ap, sizeof(ap), cudaGraphMemAllocNodeGetParams(n->alloc, &ap)) &&
           SWEEP_CALL_OUT(s, &dptr, sizeof(dptr), cudaGraphMemFreeNodeGetParams(n->free, &dptr));
}

/* -- edges and the structure of a graph ------------------------------------------------------- */

static bool structure(struct sweep *s, cudaGraph_t g, const struct nodes *n)
{
    cudaGraphNode_t from[1] = {n->empty}, to[1] = {n->copy1d}, buf[4];
    cudaGraphEdgeData edges[4];
    enum cudaGraphNodeType type;
    size_t count;
    return SWEEP_CALL(s, cudaGraphAddDependencies(g, from, to, NULL, 1)) &&
           SWEEP_CALL(s, cudaGraphGetEdges(g, NULL, NULL, NULL, &count)) &&
           SWEEP_CALL(s, cudaGraphNodeGetDependencies(n->copy1d, buf, edges, &count)) &&
           SWEEP_CALL(s, cudaGraphNodeGetDependentNodes(n->empty, NULL, NULL, &count)) &&
           SWEEP_CALL(s, cudaGraphRemoveDependencies(g, from, to, NULL, 1)) &&
           SWEEP_CALL_OUT(s, &type, sizeof(type), cudaGraphNodeGetType(n->kernel, &type)) &&
           SWEEP_CALL(s, cudaGraphGetNodes(g, NULL, &count)) &&
           SWEEP_CALL(s, cudaGraphGetRootNodes(g, NULL, &count)) &&
           SWEEP_CALL(s, cudaGraphDebugDotPrint(g, "graph.dot", 0)) &&
           SWEEP_CALL(s, cudaGraphDestroyNode(n->host));
}

/* A clone of `g`, a node found in it, the clone destroyed. */
static bool clone(struct sweep *s, cudaGraph_t g, const struct nodes *n)
{
    cudaGraph_t c;
    cudaGraphNode_t found;
    if (!SWEEP_CALL_OUT(s, &c, sizeof(c), cudaGraphClone(&c, g)))
        return false;
    bool ok =
        SWEEP_CALL_OUT(s, &found, sizeof(found), cudaGraphNodeFindInClone(&found, n->kernel, c));
    SWEEP_CLEANUP(s, cudaGraphDestroy(c));
    return ok;
}

/* A graph with a child graph and an event, nodes of every kind, their parameters, its edges
 * and structure, a clone. */
static void graph_nodes(struct sweep *s, void *arg)
{
    (void)arg;
    cudaGraph_t g, child;
    cudaEvent_t ev;
    struct nodes n;
    if (!SWEEP_CALL_OUT(s, &g, sizeof(g), cudaGraphCreate(&g, 0)))
        return;
    if (SWEEP_CALL_OUT(s, &child, sizeof(child), cudaGraphCreate(&child, 0))) {
        if (SWEEP_CALL_OUT(s, &ev, sizeof(ev), cudaEventCreate(&ev))) {
            (void)(add_nodes(s, g, child, ev, &n) && node_params(s, &n, ev) &&
                   structure(s, g, &n) && clone(s, g, &n));
            SWEEP_CLEANUP(s, cudaEventDestroy(ev));
        }
        SWEEP_CLEANUP(s, cudaGraphDestroy(child));
    }
    SWEEP_CLEANUP(s, cudaGraphDestroy(g));
}

static void cudaGraphAddKernelNode_sweep(void **state)
{
    (void)state;
    sweep_run("graph_nodes", graph_nodes, NULL, &options);
}

/* -- executable graphs ------------------------------------------------------------------------ */

/* What can be done to an executable graph of `g`'s nodes. */
static bool exec_calls(struct sweep *s, cudaGraphExec_t x, cudaGraph_t g, cudaGraph_t child,
                       cudaEvent_t ev, cudaStream_t st, const struct nodes *n)
{
    unsigned long long flags;
    unsigned enabled;
    cudaGraphExecUpdateResultInfo info;
    return SWEEP_CALL_OUT(s, &flags, sizeof(flags), cudaGraphExecGetFlags(x, &flags)) &&
           SWEEP_CALL(s, cudaGraphExecKernelNodeSetParams(x, n->kernel, &kernel_params)) &&
           SWEEP_CALL(s, cudaGraphExecMemcpyNodeSetParams(x, n->copy, &copy_params)) &&
           SWEEP_CALL(s, cudaGraphExecMemcpyNodeSetParams1D(x, n->copy1d, DEV, host, 8,
                                                            cudaMemcpyHostToDevice)) &&
           SWEEP_CALL(s, cudaGraphExecMemcpyNodeSetParamsToSymbol(x, n->to_symbol, var, host, 8, 0,
                                                                  cudaMemcpyHostToDevice)) &&
           SWEEP_CALL(s, cudaGraphExecMemcpyNodeSetParamsFromSymbol(x, n->from_symbol, host, var, 8,
                                                                    0, cudaMemcpyDeviceToHost)) &&
           SWEEP_CALL(s, cudaGraphExecMemsetNodeSetParams(x, n->set, &memset_params)) &&
           SWEEP_CALL(s, cudaGraphExecHostNodeSetParams(x, n->host, &host_params)) &&
           SWEEP_CALL(s, cudaGraphExecChildGraphNodeSetParams(x, n->child, child)) &&
           SWEEP_CALL(s, cudaGraphExecEventRecordNodeSetEvent(x, n->record, ev)) &&
           SWEEP_CALL(s, cudaGraphExecEventWaitNodeSetEvent(x, n->wait, ev)) &&
           SWEEP_CALL(s, cudaGraphExecExternalSemaphoresSignalNodeSetParams(x, n->signal,
                                                                            &signal_params)) &&
           SWEEP_CALL(
               s, cudaGraphExecExternalSemaphoresWaitNodeSetParams(x, n->sem_wait, &wait_params)) &&
           SWEEP_CALL(s, cudaGraphNodeSetEnabled(x, n->kernel, 0)) &&
           SWEEP_CALL_OUT(s, &enabled, sizeof(enabled),
                          cudaGraphNodeGetEnabled(x, n->kernel, &enabled)) &&
           SWEEP_CALL(s, cudaGraphExecUpdate(x, g, &info)) &&
           SWEEP_CALL(s, cudaGraphUpload(x, st)) && SWEEP_CALL(s, cudaGraphUpload_ptsz(x, 0)) &&
           SWEEP_CALL(s, cudaGraphLaunch(x, st)) && SWEEP_CALL(s, cudaGraphLaunch_ptsz(x, 0));
}

/* The graph of graph_nodes instantiated each way; its executable form changed, updated,
 * uploaded and launched. */
static void graph_exec(struct sweep *s, void *arg)
{
    (void)arg;
    cudaGraph_t g, child;
    cudaEvent_t ev;
    cudaStream_t st;
    cudaGraphExec_t x, y, z;
    struct nodes n;
    if (!SWEEP_CALL_OUT(s, &st, sizeof(st), cudaStreamCreate(&st)))
        return;
    if (!SWEEP_CALL_OUT(s, &ev, sizeof(ev), cudaEventCreate(&ev)))
        goto stream;
    if (!SWEEP_CALL_OUT(s, &child, sizeof(child), cudaGraphCreate(&child, 0)))
        goto event;
    if (!SWEEP_CALL_OUT(s, &g, sizeof(g), cudaGraphCreate(&g, 0)))
        goto child;
    if (!add_nodes(s, g, child, ev, &n) ||
        !SWEEP_CALL_OUT(s, &x, sizeof(x), cudaGraphInstantiate(&x, g, 0)))
        goto graph;
    if (SWEEP_CALL_OUT(s, &y, sizeof(y),
                       cudaGraphInstantiateWithFlags(&y, g, cudaGraphInstantiateFlagUpload))) {
        cudaGraphInstantiateParams ip = {.flags = cudaGraphInstantiateFlagUpload,
                                         .uploadStream = st};
        cudaGraphInstantiateParams ip0 = {0};
        if (SWEEP_CALL_OUT(s, &z, sizeof(z), cudaGraphInstantiateWithParams(&z, g, &ip))) {
            SWEEP_CLEANUP(s, cudaGraphExecDestroy(z));
            if (SWEEP_CALL_OUT(s, &z, sizeof(z),
                               cudaGraphInstantiateWithParams_ptsz(&z, g, &ip0))) {
                SWEEP_CLEANUP(s, cudaGraphExecDestroy(z));
                (void)exec_calls(s, x, g, child, ev, st, &n);
            }
        }
        SWEEP_CLEANUP(s, cudaGraphExecDestroy(y));
    }
    SWEEP_CLEANUP(s, cudaGraphExecDestroy(x));
graph:
    SWEEP_CLEANUP(s, cudaGraphDestroy(g));
child:
    SWEEP_CLEANUP(s, cudaGraphDestroy(child));
event:
    SWEEP_CLEANUP(s, cudaEventDestroy(ev));
stream:
    SWEEP_CLEANUP(s, cudaStreamDestroy(st));
}

static void cudaGraphInstantiate_sweep(void **state)
{
    (void)state;
    sweep_run("graph_exec", graph_exec, NULL, &options);
}

/* -- nodes through cudaGraphNodeParams -------------------------------------------------------- */

/* One node of each kind the runtime translates (a kernel, a copy, a memset, an allocation)
 * and one it passes through (empty), added, changed in the graph and in an executable graph. */
static void generic_nodes(struct sweep *s, void *arg)
{
    (void)arg;
    cudaGraph_t g;
    cudaGraphExec_t x;
    enum { KERNEL, COPY, SET, ALLOC, EMPTY, KINDS };
    struct cudaGraphNodeParams p[KINDS] = {
        [KERNEL] = {.type = cudaGraphNodeTypeKernel}, [COPY] = {.type = cudaGraphNodeTypeMemcpy},
        [SET] = {.type = cudaGraphNodeTypeMemset},    [ALLOC] = {.type = cudaGraphNodeTypeMemAlloc},
        [EMPTY] = {.type = cudaGraphNodeTypeEmpty},
    };
    memcpy(&p[KERNEL].kernel, &kernel_params, sizeof(kernel_params));
    p[COPY].memcpy.copyParams = copy_params;
    memcpy(&p[SET].memset, &memset_params, sizeof(memset_params)); /* the same layout */
    memcpy(&p[ALLOC].alloc, &alloc_params, sizeof(alloc_params));
    cudaGraphNode_t nodes[KINDS];
    if (!SWEEP_CALL_OUT(s, &g, sizeof(g), cudaGraphCreate(&g, 0)))
        return;
    bool ok = true;
    for (int i = 0; i < KINDS && ok; i++) {
        /* The allocation's address is an output of the node's creation, on success only. */
        p[i].alloc.dptr = (void *)(uintptr_t)0x5a5a;
        ok = SWEEP_CALL_OUT(s, &nodes[i], sizeof(nodes[i]),
                            cudaGraphAddNode(&nodes[i], g, NULL, NULL, 0, &p[i]));
        if (i == ALLOC && !ok)
            assert_ptr_equal(p[i].alloc.dptr, (void *)(uintptr_t)0x5a5a);
    }
    for (int i = 0; i < KINDS && ok; i++)
        ok = SWEEP_CALL(s, cudaGraphNodeSetParams(nodes[i], &p[i]));
    if (ok && SWEEP_CALL_OUT(s, &x, sizeof(x), cudaGraphInstantiate(&x, g, 0))) {
        for (int i = 0; i < KINDS && ok; i++)
            ok = SWEEP_CALL(s, cudaGraphExecNodeSetParams(x, nodes[i], &p[i]));
        SWEEP_CLEANUP(s, cudaGraphExecDestroy(x));
    }
    SWEEP_CLEANUP(s, cudaGraphDestroy(g));
}

static void cudaGraphAddNode_sweep(void **state)
{
    (void)state;
    sweep_run("generic_nodes", generic_nodes, NULL, &options);
}

/* -- what graphs own besides nodes ------------------------------------------------------------ */

/* User objects (each reference taken given back), a conditional handle, the graph memory of
 * the device. */
static void graph_objects(struct sweep *s, void *arg)
{
    (void)arg;
    cudaGraph_t g;
    cudaUserObject_t o;
    cudaGraphConditionalHandle h;
    unsigned int id;
    cuuint64_t v, zero = 0;
    if (!SWEEP_CALL_OUT(s, &g, sizeof(g), cudaGraphCreate(&g, 0)))
        return;
    if (SWEEP_CALL_OUT(
            s, &o, sizeof(o),
            cudaUserObjectCreate(&o, host, host_fn, 1, cudaUserObjectNoDestructorSync))) {
        if (SWEEP_CALL(s, cudaUserObjectRetain(o, 1))) {
            /* A reference the graph keeps goes with the graph. */
            (void)(SWEEP_CALL(s, cudaGraphRetainUserObject(g, o, 1, 0)) &&
                   SWEEP_CALL(s, cudaGraphReleaseUserObject(g, o, 1)) &&
                   SWEEP_CALL_OUT(s, &h, sizeof(h),
                                  cudaGraphConditionalHandleCreate(&h, g, 1, 0)) &&
                   SWEEP_CALL_OUT(s, &h, sizeof(h),
                                  cudaGraphConditionalHandleCreate_v2(&h, g, NULL, 1, 0)) &&
                   SWEEP_CALL_OUT(s, &id, sizeof(id), cudaGraphGetId(g, &id)) &&
                   SWEEP_CALL(s, cudaDeviceGraphMemTrim(0)) &&
                   SWEEP_CALL_OUT(
                       s, &v, sizeof(v),
                       cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &v)) &&
                   SWEEP_CALL(
                       s, cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero)));
            SWEEP_CLEANUP(s, cudaUserObjectRelease(o, 1));
        }
        SWEEP_CLEANUP(s, cudaUserObjectRelease(o, 1));
    }
    SWEEP_CLEANUP(s, cudaGraphDestroy(g));
}

static void cudaUserObjectCreate_sweep(void **state)
{
    (void)state;
    sweep_run("graph_objects", graph_objects, NULL, &options);
}

/* -- what 13.1-13.3 added (graph/ids.c, graph/node_params.c) --------------------------------- */

/* The missing entry of a 13.0 driver (driver.c's placeholder): not a fake, never faulted. */
static CUresult CUDAAPI missing_entry(void)
{
    return CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER;
}

static void graph_13x(struct sweep *s, void *arg)
{
    (void)arg;
    cudaGraph_t g, containing;
    cudaGraphNode_t n;
    cudaGraphExec_t x;
    unsigned int id;
    unsigned long long tools;
    struct cudaGraphNodeParams np;
    if (!SWEEP_CALL_OUT(s, &g, sizeof(g), cudaGraphCreate(&g, 0)))
        return;
    if (SWEEP_CALL_OUT(s, &n, sizeof(n), cudaGraphAddEmptyNode(&n, g, NULL, 0)) &&
        SWEEP_CALL_OUT(s, &id, sizeof(id), cudaGraphNodeGetLocalId(n, &id)) &&
        SWEEP_CALL_OUT(s, &tools, sizeof(tools), cudaGraphNodeGetToolsId(n, &tools)) &&
        SWEEP_CALL_OUT(s, &containing, sizeof(containing),
                       cudaGraphNodeGetContainingGraph(n, &containing)) &&
        SWEEP_CALL_OUT(s, &np, sizeof(np), cudaGraphNodeGetParams(n, &np)) &&
        SWEEP_CALL_OUT(s, &x, sizeof(x), cudaGraphInstantiate(&x, g, 0))) {
        (void)SWEEP_CALL_OUT(s, &id, sizeof(id), cudaGraphExecGetId(x, &id));
        SWEEP_CLEANUP(s, cudaGraphExecDestroy(x));
    }
    (void)SWEEP_CALL(s,
                     cudaStreamBeginRecaptureToGraph(NULL, cudaStreamCaptureModeRelaxed, g, NULL));
    SWEEP_CLEANUP(s, cudaGraphDestroy(g));
}

/* cudaGraphNodeGetParams on a node of each kind with a 13.0 getter (graph/node_params.c), the
 * kind told by cuGraphNodeGetType (the conditional one has no getter: the driver's 13.2 call
 * alone describes it). */
static void node_params_by_kind(struct sweep *s, void *arg)
{
    (void)arg;
    static const CUgraphNodeType kinds[] = {
        CU_GRAPH_NODE_TYPE_KERNEL,
        CU_GRAPH_NODE_TYPE_MEMCPY,
        CU_GRAPH_NODE_TYPE_MEMSET,
        CU_GRAPH_NODE_TYPE_HOST,
        CU_GRAPH_NODE_TYPE_GRAPH,
        CU_GRAPH_NODE_TYPE_EMPTY,
        CU_GRAPH_NODE_TYPE_WAIT_EVENT,
        CU_GRAPH_NODE_TYPE_EVENT_RECORD,
        CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL,
        CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT,
        CU_GRAPH_NODE_TYPE_MEM_ALLOC,
        CU_GRAPH_NODE_TYPE_MEM_FREE,
    };
    cudaGraph_t g;
    cudaGraphNode_t n;
    struct cudaGraphNodeParams np;
    if (!SWEEP_CALL_OUT(s, &g, sizeof(g), cudaGraphCreate(&g, 0)))
        return;
    if (SWEEP_CALL_OUT(s, &n, sizeof(n), cudaGraphAddEmptyNode(&n, g, NULL, 0))) {
        bool ok = true;
        for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]) && ok; i++) {
            node_type = kinds[i];
            ok = SWEEP_CALL_OUT(s, &np, sizeof(np), cudaGraphNodeGetParams(n, &np));
            if (ok)
                assert_int_equal(np.type, (int)kinds[i]);
        }
        node_type = CU_GRAPH_NODE_TYPE_KERNEL;
    }
    SWEEP_CLEANUP(s, cudaGraphDestroy(g));
}

static void graph_13x_sweep(void **state)
{
    (void)state;
    sweep_run("graph_13x", graph_13x, NULL, &options);
    /* On a 13.0 driver: cudaGraphNodeGetParams from the per-kind getters. */
    PFN_cuGraphNodeGetParams_v13020 saved = ocr_drv[0].cuGraphNodeGetParams;
    ocr_drv[0].cuGraphNodeGetParams =
        (PFN_cuGraphNodeGetParams_v13020)(void (*)(void))missing_entry;
    sweep_run("graph_13x (13.0 driver)", graph_13x, NULL, &options);
    sweep_run("node_params_by_kind (13.0 driver)", node_params_by_kind, NULL, &options);
    ocr_drv[0].cuGraphNodeGetParams = saved;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaGraphAddKernelNode_sweep, unit_reset),
        cmocka_unit_test_setup(cudaGraphInstantiate_sweep, unit_reset),
        cmocka_unit_test_setup(cudaGraphAddNode_sweep, unit_reset),
        cmocka_unit_test_setup(cudaUserObjectCreate_sweep, unit_reset),
        cmocka_unit_test_setup(graph_13x_sweep, unit_reset),
    };
    return cmocka_run_group_tests_name("graph sweeps", tests, setup, NULL);
}
