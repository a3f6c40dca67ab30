/*
 * graph2: graphs of every node kind built one node at a time (kernel, 1D/3D/symbol memcpy,
 * memset, host, child graph, empty, event record/wait, memory allocation/free, conditional) and
 * through cudaGraphAddNode; each node's parameters read back after being set and changed
 * (printed as equality with what was set, never as addresses); kernel node attributes;
 * instantiation with parameters, executable-graph parameter changes, enabled/disabled nodes,
 * whole-graph updates (compatible and not); clones, roots, removed edges and nodes; user
 * objects; conditional handles; graph memory of the device. Data is checked only where it
 * certainly holds. Bad handles (NULL graphs, nodes, executable graphs, parameter structures)
 * run first, each case in a child process (ocr_isolated), before the parent touches CUDA.
 *
 * This file holds main, the kernels, the helpers that several files use and the bad-handle cases;
 * the sections are in graph2_kernel.cu, graph2_memcpy.cu, graph2_nodes.cu, graph2_exec.cu and
 * graph2_structure.cu (graph2.h declares them).
 */
#include "graph2.h"

__global__ void k_add(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v;
}

__global__ void k_set(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

int *g_host; /* 4 * N ints of pinned host memory */
int host_calls, host_calls2;

void CUDART_CB host_count(void *arg)
{
    ++*(int *)arg;
}

const char *yn(int b)
{
    return b ? "yes" : "no";
}

/* Copy N ints back and compare each with v. */
int read_equal(const int *d, int v)
{
    static int h[N];
    memset(h, 0, sizeof h);
    cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("  readback -> %s\n", ename(e));
    if (e != cudaSuccess)
        LASTERR();
    for (int i = 0; i < N; i++)
        if (h[i] != v)
            return 0;
    return 1;
}

void show_nodes(const char *name, cudaGraph_t g)
{
    size_t n = 0, ne = 0, nr = 0;
    cudaError_t e1 = cudaGraphGetNodes(g, NULL, &n);
    cudaError_t e2 = cudaGraphGetEdges(g, NULL, NULL, NULL, &ne);
    cudaError_t e3 = cudaGraphGetRootNodes(g, NULL, &nr);
    printf("  %s: nodes -> %s %zu, edges -> %s %zu, roots -> %s %zu\n", name, ename(e1), n,
           ename(e2), ne, ename(e3), nr);
}

void show_type(const char *name, cudaGraphNode_t n)
{
    cudaGraphNodeType t = (cudaGraphNodeType)99;
    cudaError_t e = cudaGraphNodeGetType(n, &t);
    printf("  type(%s) -> %s %d\n", name, ename(e), (int)t);
}

/* Launch x on stream 0 and wait. */
cudaError_t run(cudaGraphExec_t x)
{
    cudaError_t e = CALL(cudaGraphLaunch(x, 0));
    if (e == cudaSuccess)
        e = CALL(cudaStreamSynchronize(0));
    return e;
}

void kernel_params(cudaKernelNodeParams *kp, void *func, void **args)
{
    memset((void *)kp, 0, sizeof *kp);
    kp->func = func;
    kp->gridDim = dim3(N / 64);
    kp->blockDim = dim3(64);
    kp->kernelParams = args;
}

/* What a kernel node's parameters read as, against what was set. */
void show_kernel(const cudaKernelNodeParams *o, const cudaKernelNodeParams *set,
                 cudaKernel_t handle, int *d, int v)
{
    SHOW("func==stub %s func==kernel handle %s", yn(o->func == (void *)k_add),
         yn(handle != NULL && o->func == (void *)handle));
    SHOW("grid %u %u %u block %u %u %u shmem %u", o->gridDim.x, o->gridDim.y, o->gridDim.z,
         o->blockDim.x, o->blockDim.y, o->blockDim.z, o->sharedMemBytes);
    SHOW("same dims as set %s", yn(o->gridDim.x == set->gridDim.x &&
                                   o->blockDim.x == set->blockDim.x));
    SHOW("kernelParams %s extra %s", o->kernelParams ? "set" : "NULL",
         o->extra ? "set" : "NULL");
    if (o->kernelParams && o->kernelParams[0] && o->kernelParams[1])
        SHOW("args: pointer==d %s value %d (set %d)", yn(*(int **)o->kernelParams[0] == d),
             *(int *)o->kernelParams[1], v);
}

/* -- bad handles, each in a child process ------------------------------------------------------ */

static void case_null_nodes(void)
{
    START();
    cudaKernelNodeParams kp;
    cudaMemcpy3DParms cp;
    cudaMemsetParams mp;
    cudaHostNodeParams hp;
    cudaMemAllocNodeParams ap;
    cudaGraph_t g = NULL;
    cudaEvent_t e = NULL;
    void *p = NULL;
    cudaGraphNodeType t;
    cudaKernelNodeAttrValue av;
    CALL(cudaGraphKernelNodeGetParams(NULL, &kp));
    CALL(cudaGraphMemcpyNodeGetParams(NULL, &cp));
    CALL(cudaGraphMemsetNodeGetParams(NULL, &mp));
    CALL(cudaGraphHostNodeGetParams(NULL, &hp));
    CALL(cudaGraphChildGraphNodeGetGraph(NULL, &g));
    CALL(cudaGraphEventRecordNodeGetEvent(NULL, &e));
    CALL(cudaGraphEventWaitNodeGetEvent(NULL, &e));
    CALL(cudaGraphMemAllocNodeGetParams(NULL, &ap));
    CALL(cudaGraphMemFreeNodeGetParams(NULL, &p));
    CALL(cudaGraphNodeGetType(NULL, &t));
    CALL(cudaGraphKernelNodeGetAttribute(NULL, cudaKernelNodeAttributePriority, &av));
    CALL(cudaGraphDestroyNode(NULL));
    CALL(cudaGraphEventRecordNodeSetEvent(NULL, NULL));
    CALL(cudaGraphKernelNodeCopyAttributes(NULL, NULL));
}

static void case_null_graphs(void)
{
    START();
    cudaGraph_t c = NULL;
    cudaGraphNode_t n = NULL;
    size_t count = 0;
    cudaGraphConditionalHandle h = 0;
    NODE_PARAMS(np);
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeEmpty;
    CALL(cudaGraphGetRootNodes(NULL, NULL, &count));
    CALL(cudaGraphClone(&c, NULL));
    CALL(cudaGraphAddNode(&n, NULL, NULL, NULL, 0, &np));
    CALL(cudaGraphAddChildGraphNode(&n, NULL, NULL, 0, NULL));
    CALL(cudaGraphAddEventRecordNode(&n, NULL, NULL, 0, NULL));
    CALL(cudaGraphConditionalHandleCreate(&h, NULL, 0, 0));
    CALL(cudaGraphRemoveDependencies(NULL, NULL, NULL, NULL, 0));
    CALL(cudaGraphCreate(&c, 0));
    if (c) {
        CALL(cudaGraphAddEmptyNode(&n, c, NULL, 0));
        CALL(cudaGraphNodeFindInClone(&n, n, NULL));
        CALL(cudaGraphAddChildGraphNode(&n, c, NULL, 0, NULL));
        CALL(cudaGraphAddEventRecordNode(&n, c, NULL, 0, NULL));
        CALL(cudaGraphAddEventWaitNode(&n, c, NULL, 0, NULL));
        CALL(cudaGraphAddMemFreeNode(&n, c, NULL, 0, NULL));
        CALL(cudaGraphDestroy(c));
    }
}

static void case_null_execs(void)
{
    START();
    unsigned long long f = 0;
    unsigned en = 0;
    cudaGraph_t g = NULL;
    cudaGraphNode_t n = NULL;
    cudaGraphExecUpdateResultInfo info;
    CALL(cudaGraphCreate(&g, 0));
    if (g)
        CALL(cudaGraphAddEmptyNode(&n, g, NULL, 0));
    CALL(cudaGraphExecGetFlags(NULL, &f));
    CALL(cudaGraphNodeGetEnabled(NULL, n, &en));
    CALL(cudaGraphNodeSetEnabled(NULL, n, 1));
    CALL(cudaGraphExecUpdate(NULL, g, &info));
    CALL(cudaGraphExecChildGraphNodeSetParams(NULL, n, g));
    CALL(cudaGraphExecEventRecordNodeSetEvent(NULL, n, NULL));
    if (g)
        CALL(cudaGraphDestroy(g));
}

static void case_null_params(void)
{
    START();
    cudaGraph_t g = NULL;
    cudaGraphNode_t n = NULL;
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    CALL(cudaGraphAddKernelNode(&n, g, NULL, 0, NULL));
    CALL(cudaGraphAddMemcpyNode(&n, g, NULL, 0, NULL));
    CALL(cudaGraphAddMemsetNode(&n, g, NULL, 0, NULL));
    CALL(cudaGraphAddHostNode(&n, g, NULL, 0, NULL));
    CALL(cudaGraphAddMemAllocNode(&n, g, NULL, 0, NULL));
    CALL(cudaGraphAddNode(&n, g, NULL, NULL, 0, NULL));
    CALL(cudaGraphInstantiateWithParams(&x, g, NULL));
    cudaHostNodeParams hp;
    hp.fn = NULL;
    hp.userData = NULL;
    CALL(cudaGraphAddHostNode(&n, g, NULL, 0, &hp));
    n = NULL;
    hp.fn = host_count;
    CALL(cudaGraphAddHostNode(&n, g, NULL, 0, &hp));
    if (n) {
        hp.fn = NULL;
        CALL(cudaGraphHostNodeSetParams(n, &hp));
    }
    n = NULL;
    CALL(cudaGraphAddEmptyNode(&n, g, NULL, 0));
    if (n) {
        CALL(cudaGraphNodeSetParams(n, NULL));
        CALL(cudaGraphKernelNodeSetParams(n, NULL));
        CALL(cudaGraphMemcpyNodeSetParams(n, NULL));
        /* cudaGraphKernelNodeSetAttribute(n, attr, NULL) is left out: NVIDIA's library crashes
         * on it (seen on the H200); ours returns cudaErrorInvalidValue. */
    }
    CALL(cudaGraphDestroy(g));
}

static void case_null_function(void)
{
    START();
    cudaGraph_t g = NULL;
    cudaGraphNode_t n = NULL;
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 64));
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    int v = 1, cnt = 16;
    void *args[] = {&d, &v, &cnt};
    cudaKernelNodeParams kp;
    memset((void *)&kp, 0, sizeof kp);
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(16);
    kp.kernelParams = args;
    CALL(cudaGraphAddKernelNode(&n, g, NULL, 0, &kp));
    NODE_PARAMS(np);
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeKernel;
    np.kernel.gridDim = dim3(1);
    np.kernel.blockDim = dim3(16);
    np.kernel.kernelParams = args;
    CALL(cudaGraphAddNode(&n, g, NULL, NULL, 0, &np));
    kp.func = (void *)host_count;
    CALL(cudaGraphAddKernelNode(&n, g, NULL, 0, &kp));
    np.kernel.func = (void *)host_count;
    CALL(cudaGraphAddNode(&n, g, NULL, NULL, 0, &np));
    kp.func = (void *)k_add;
    n = NULL;
    CALL(cudaGraphAddKernelNode(&n, g, NULL, 0, &kp));
    if (n) {
        cudaGraphExec_t x = NULL;
        CALL(cudaGraphInstantiate(&x, g, 0));
        kp.func = NULL;
        CALL(cudaGraphKernelNodeSetParams(n, &kp));
        if (x)
            CALL(cudaGraphExecKernelNodeSetParams(x, n, &kp));
        kp.func = (void *)host_count;
        CALL(cudaGraphKernelNodeSetParams(n, &kp));
        if (x) {
            CALL(cudaGraphExecKernelNodeSetParams(x, n, &kp));
            CALL(cudaGraphExecDestroy(x));
        }
    }
    CALL(cudaGraphDestroy(g));
}

/* A kernel launched into a capture, read back in a process that made no kernel node before:
 * the host stub comes back, as for nodes made from a stub. */
static void case_captured_first(void)
{
    START();
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, N * sizeof(int)));
    captured_kernel(d);
}

int main(void)
{
    struct {
        const char *name;
        void (*fn)(void);
    } cases[] = {
        {"NULL nodes", case_null_nodes},
        {"NULL graphs", case_null_graphs},
        {"NULL executable graphs", case_null_execs},
        {"NULL parameter structures", case_null_params},
        {"NULL and non-kernel functions", case_null_function},
        {"captured kernel read back first", case_captured_first},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ocr_isolated(cases[i].name, cases[i].fn);

    START();
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, N * sizeof(int)));
    CALL(cudaMallocHost((void **)&g_host, 4 * N * sizeof(int)));
    if (!d || !g_host)
        return FINISH();
    kernel_nodes(d);
    captured_kernel(d);
    memcpy_nodes(d);
    symbol_nodes();
    other_nodes(d);
    event_nodes(d);
    alloc_nodes();
    generic_nodes(d);
    exec_graphs(d);
    structure(d);
    user_objects();
    conditional_nodes(d);
    CALL(cudaDeviceSynchronize());
    CALL(cudaFree(d));
    CALL(cudaFreeHost(g_host));
    LASTERR();
    return FINISH();
}
