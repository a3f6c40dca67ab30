/*
 * graph2, executable graphs: instantiation with parameters and flags, node parameters changed in
 * an executable graph, disabled nodes, whole-graph updates from a graph of the same topology and
 * updates that are refused. Each runs a chain (memset, kernel, copy to pinned memory) built here.
 */
#include "graph2.h"

/* -- executable graphs ------------------------------------------------------------------------- */

/* memset d to `value` -> add `v` -> copy d to the pinned buffer. */
static cudaGraph_t chain(int *d, int value, int *v, int *n, void **args, cudaGraphNode_t *nodes)
{
    cudaGraph_t g = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return NULL;
    cudaMemsetParams mp;
    memset((void *)&mp, 0, sizeof mp);
    mp.dst = d;
    mp.value = value;
    mp.elementSize = 4;
    mp.width = N;
    mp.height = 1;
    CALL(cudaGraphAddMemsetNode(&nodes[0], g, NULL, 0, &mp));
    args[0] = &d, args[1] = v, args[2] = n;
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_add, args);
    CALL(cudaGraphAddKernelNode(&nodes[1], g, &nodes[0], 1, &kp));
    CALL(cudaGraphAddMemcpyNode1D(&nodes[2], g, &nodes[1], 1, g_host, d, N * sizeof(int),
                                  cudaMemcpyDeviceToHost));
    return g;
}

static int host_all(int v, int count)
{
    int ok = 1;
    for (int i = 0; i < count; i++)
        ok &= g_host[i] == v;
    return ok;
}

static void clear_host(void)
{
    for (int i = 0; i < N; i++)
        g_host[i] = -1;
}

void exec_graphs(int *d)
{
    SECTION("instantiate with parameters, flags");
    cudaGraphNode_t nodes[3] = {NULL, NULL, NULL};
    int v = 1, n = N;
    void *args[3];
    cudaGraph_t g = chain(d, 0, &v, &n, args, nodes);
    if (!g)
        return;
    cudaStream_t s = NULL;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaGraphInstantiateParams ip;
    memset((void *)&ip, 0, sizeof ip);
    ip.flags = cudaGraphInstantiateFlagUpload;
    ip.uploadStream = s;
    ip.result_out = (cudaGraphInstantiateResult)99;
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiateWithParams(&x, g, &ip));
    SHOW("result %d errNode %s", (int)ip.result_out, ip.errNode_out ? "set" : "NULL");
    unsigned long long flags = 99;
    if (x && CALL(cudaGraphExecGetFlags(x, &flags)) == cudaSuccess)
        SHOW("flags %llu", flags);
    if (!x) {
        CALL(cudaGraphDestroy(g));
        return;
    }
    CALL(cudaStreamSynchronize(s));
    clear_host();
    if (run(x) == cudaSuccess)
        CHECKT("memset 0, add 1", host_all(1, N));
    cudaGraphExec_t x2 = NULL;
    memset((void *)&ip, 0, sizeof ip);
    ip.flags = cudaGraphInstantiateFlagAutoFreeOnLaunch | cudaGraphInstantiateFlagUseNodePriority;
    CALL(cudaGraphInstantiateWithParams(&x2, g, &ip));
    SHOW("result %d", (int)ip.result_out);
    if (x2 && CALL(cudaGraphExecGetFlags(x2, &flags)) == cudaSuccess)
        SHOW("flags %llu", flags);
    if (x2)
        CALL(cudaGraphExecDestroy(x2));
    x2 = NULL;
    memset((void *)&ip, 0, sizeof ip);
    ip.flags = 1ull << 40;
    ip.result_out = (cudaGraphInstantiateResult)99;
    CALL(cudaGraphInstantiateWithParams(&x2, g, &ip));
    SHOW("result %d handle %s", (int)ip.result_out, x2 ? "set" : "NULL");
    if (x2)
        CALL(cudaGraphExecDestroy(x2));
    x2 = NULL;
    memset((void *)&ip, 0, sizeof ip);
    ip.result_out = (cudaGraphInstantiateResult)99;
    CALL(cudaGraphInstantiateWithParams(&x2, NULL, &ip));
    SHOW("result %d handle %s", (int)ip.result_out, x2 ? "set" : "NULL");

    SECTION("executable graph: node parameters");
    int v2 = 2;
    void *args2[] = {&d, &v2, &n};
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_add, args2);
    CALL(cudaGraphExecKernelNodeSetParams(x, nodes[1], &kp));
    clear_host();
    if (run(x) == cudaSuccess)
        CHECKT("add 2", host_all(2, N));
    cudaMemsetParams mp;
    memset((void *)&mp, 0, sizeof mp);
    mp.dst = d;
    mp.value = 5;
    mp.elementSize = 4;
    mp.width = N;
    mp.height = 1;
    CALL(cudaGraphExecMemsetNodeSetParams(x, nodes[0], &mp));
    CALL(cudaGraphExecMemcpyNodeSetParams1D(x, nodes[2], g_host, d, N * sizeof(int) / 2,
                                            cudaMemcpyDeviceToHost));
    clear_host();
    if (run(x) == cudaSuccess)
        CHECKT("memset 5, add 2, copy half", host_all(7, N / 2) && g_host[N / 2] == -1);
    cudaMemcpy3DParms cp;
    memset((void *)&cp, 0, sizeof cp);
    cp.srcPtr = make_cudaPitchedPtr(d, N * sizeof(int), N * sizeof(int), 1);
    cp.dstPtr = make_cudaPitchedPtr(g_host, N * sizeof(int), N * sizeof(int), 1);
    cp.extent = make_cudaExtent(N * sizeof(int), 1, 1);
    cp.kind = cudaMemcpyDeviceToHost;
    CALL(cudaGraphExecMemcpyNodeSetParams(x, nodes[2], &cp));
    clear_host();
    if (run(x) == cudaSuccess)
        CHECKT("copy whole again", host_all(7, N));
    /* Parameters of the wrong kind of node, a kernel of another shape. */
    CALL(cudaGraphExecKernelNodeSetParams(x, nodes[0], &kp));
    CALL(cudaGraphExecMemsetNodeSetParams(x, nodes[1], &mp));
    CALL(cudaGraphExecMemcpyNodeSetParams(x, nodes[1], &cp));
    int w = 3;
    void *args3[] = {&d, &w, &n};
    kernel_params(&kp, (void *)k_set, args3);
    CALL(cudaGraphExecKernelNodeSetParams(x, nodes[1], &kp));
    mp.elementSize = 3;
    CALL(cudaGraphExecMemsetNodeSetParams(x, nodes[0], &mp));
    cp.kind = (cudaMemcpyKind)9;
    CALL(cudaGraphExecMemcpyNodeSetParams(x, nodes[2], &cp));
    /* Back to what the checks below expect. */
    cp.kind = cudaMemcpyDeviceToHost;
    CALL(cudaGraphExecMemcpyNodeSetParams(x, nodes[2], &cp));
    kernel_params(&kp, (void *)k_add, args2);
    CALL(cudaGraphExecKernelNodeSetParams(x, nodes[1], &kp));

    SECTION("executable graph: disabled nodes");
    unsigned en = 99;
    if (CALL(cudaGraphNodeGetEnabled(x, nodes[1], &en)) == cudaSuccess)
        SHOW("enabled %u", en);
    CALL(cudaGraphNodeSetEnabled(x, nodes[1], 0));
    en = 99;
    if (CALL(cudaGraphNodeGetEnabled(x, nodes[1], &en)) == cudaSuccess)
        SHOW("enabled %u", en);
    clear_host();
    if (run(x) == cudaSuccess)
        CHECKT("kernel disabled: memset 5 only", host_all(5, N));
    CALL(cudaGraphNodeSetEnabled(x, nodes[1], 1));
    en = 99;
    if (CALL(cudaGraphNodeGetEnabled(x, nodes[1], &en)) == cudaSuccess)
        SHOW("enabled %u", en);
    clear_host();
    if (run(x) == cudaSuccess)
        CHECKT("kernel enabled again", host_all(7, N));
    CALL(cudaGraphNodeSetEnabled(x, nodes[0], 7));
    en = 99;
    if (CALL(cudaGraphNodeGetEnabled(x, nodes[0], &en)) == cudaSuccess)
        SHOW("enabled %u", en);

    SECTION("executable graph: update from a graph of the same topology");
    int v4 = 4;
    cudaGraphNode_t nodes2[3] = {NULL, NULL, NULL};
    void *args4[3];
    cudaGraph_t g2 = chain(d, 1, &v4, &n, args4, nodes2);
    cudaGraphExecUpdateResultInfo info;
    memset((void *)&info, 0, sizeof info);
    info.result = (cudaGraphExecUpdateResult)99;
    if (g2) {
        CALL(cudaGraphExecUpdate(x, g2, &info));
        SHOW("result %d errorNode %s errorFromNode %s", (int)info.result,
             info.errorNode ? "set" : "NULL", info.errorFromNode ? "set" : "NULL");
        clear_host();
        if (run(x) == cudaSuccess)
            CHECKT("updated: memset 1, add 4", host_all(5, N));
    }

    SECTION("executable graph: updates refused");
    cudaGraphNode_t extra = NULL;
    if (g2) {
        CALL(cudaGraphAddEmptyNode(&extra, g2, &nodes2[2], 1));
        memset((void *)&info, 0, sizeof info);
        info.result = (cudaGraphExecUpdateResult)99;
        CALL(cudaGraphExecUpdate(x, g2, &info));
        SHOW("result %d errorNode %s (the new node %s) errorFromNode %s", (int)info.result,
             info.errorNode ? "set" : "NULL", yn(info.errorNode == extra),
             info.errorFromNode ? "set" : "NULL");
        CALL(cudaGraphDestroy(g2));
    }
    /* A kernel node that became a memset node. */
    cudaGraph_t g3 = NULL;
    cudaGraphNode_t n3[3] = {NULL, NULL, NULL};
    CALL(cudaGraphCreate(&g3, 0));
    if (g3) {
        CALL(cudaGraphAddMemsetNode(&n3[0], g3, NULL, 0, &mp));
        mp.elementSize = 4;
        CALL(cudaGraphAddMemsetNode(&n3[0], g3, NULL, 0, &mp));
        CALL(cudaGraphAddMemsetNode(&n3[1], g3, &n3[0], 1, &mp));
        CALL(cudaGraphAddMemcpyNode1D(&n3[2], g3, &n3[1], 1, g_host, d, N * sizeof(int),
                                      cudaMemcpyDeviceToHost));
        memset((void *)&info, 0, sizeof info);
        info.result = (cudaGraphExecUpdateResult)99;
        CALL(cudaGraphExecUpdate(x, g3, &info));
        SHOW("result %d errorNode %s (the memset %s) errorFromNode %s", (int)info.result,
             info.errorNode ? "set" : "NULL", yn(info.errorNode == n3[1]),
             info.errorFromNode ? "set" : "NULL");
        CALL(cudaGraphDestroy(g3));
    }
    /* The executable graph still runs what it ran. */
    clear_host();
    if (run(x) == cudaSuccess)
        CHECKT("after refused updates: memset 1, add 4", host_all(5, N));
    CALL(cudaGraphExecDestroy(x));
    CALL(cudaGraphDestroy(g));
    CALL(cudaStreamDestroy(s));
}
