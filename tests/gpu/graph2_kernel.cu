/*
 * graph2, kernel nodes: a kernel node's parameters set and read back (the host stub and a
 * cudaKernel_t as the function), getters of the wrong node type, kernel node attributes, a launch
 * of the graph, and the node that a kernel launched into a stream capture becomes.
 */
#include "graph2.h"

/* -- kernel nodes ------------------------------------------------------------------------------ */

void kernel_nodes(int *d)
{
    SECTION("kernel nodes: parameters");
    cudaGraph_t g = NULL;
    cudaGraphNode_t nset = NULL, nk = NULL, nk2 = NULL;
    cudaKernel_t kh = NULL;
    CALL(cudaGetKernel(&kh, (const void *)k_add));
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    cudaMemsetParams mp;
    memset((void *)&mp, 0, sizeof mp);
    mp.dst = d;
    mp.elementSize = 4;
    mp.width = N;
    mp.height = 1;
    CALL(cudaGraphAddMemsetNode(&nset, g, NULL, 0, &mp));
    int v = 3, n = N;
    void *args[] = {&d, &v, &n};
    cudaKernelNodeParams kp, out;
    kernel_params(&kp, (void *)k_add, args);
    CALL(cudaGraphAddKernelNode(&nk, g, &nset, 1, &kp));
    memset((void *)&out, 0, sizeof out);
    if (CALL(cudaGraphKernelNodeGetParams(nk, &out)) == cudaSuccess)
        show_kernel(&out, &kp, kh, d, 3);
    int v2 = 5;
    void *args2[] = {&d, &v2, &n};
    kernel_params(&kp, (void *)k_add, args2);
    kp.blockDim = dim3(32);
    kp.gridDim = dim3(N / 32);
    CALL(cudaGraphKernelNodeSetParams(nk, &kp));
    memset((void *)&out, 0, sizeof out);
    if (CALL(cudaGraphKernelNodeGetParams(nk, &out)) == cudaSuccess)
        show_kernel(&out, &kp, kh, d, 5);

    SECTION("kernel nodes: a cudaKernel_t as the function");
    int v3 = 3;
    void *args3[] = {&d, &v3, &n};
    kernel_params(&kp, (void *)kh, args3);
    CALL(cudaGraphAddKernelNode(&nk2, g, &nk, 1, &kp));
    memset((void *)&out, 0, sizeof out);
    if (nk2 && CALL(cudaGraphKernelNodeGetParams(nk2, &out)) == cudaSuccess)
        show_kernel(&out, &kp, kh, d, 3);
    show_nodes("g", g);

    SECTION("kernel nodes: getters of the wrong node type");
    CALL(cudaGraphKernelNodeGetParams(nset, &out));
    cudaMemsetParams mout;
    CALL(cudaGraphMemsetNodeGetParams(nk, &mout));

    SECTION("kernel nodes: attributes");
    cudaKernelNodeAttrValue av, aout;
    memset((void *)&av, 0, sizeof av);
    av.priority = -1;
    CALL(cudaGraphKernelNodeSetAttribute(nk, cudaKernelNodeAttributePriority, &av));
    memset((void *)&aout, 0, sizeof aout);
    CALL(cudaGraphKernelNodeGetAttribute(nk, cudaKernelNodeAttributePriority, &aout));
    SHOW("priority %d", aout.priority);
    memset((void *)&aout, 0x5a, sizeof aout);
    if (nk2) {
        CALL(cudaGraphKernelNodeGetAttribute(nk2, cudaKernelNodeAttributePriority, &aout));
        SHOW("priority of the other node %d", aout.priority);
        CALL(cudaGraphKernelNodeCopyAttributes(nk2, nk));
        memset((void *)&aout, 0, sizeof aout);
        CALL(cudaGraphKernelNodeGetAttribute(nk2, cudaKernelNodeAttributePriority, &aout));
        SHOW("priority after copy %d", aout.priority);
    }
    memset((void *)&av, 0, sizeof av);
    av.cooperative = 1;
    CALL(cudaGraphKernelNodeSetAttribute(nk, cudaLaunchAttributeCooperative, &av));
    memset((void *)&aout, 0, sizeof aout);
    CALL(cudaGraphKernelNodeGetAttribute(nk, cudaLaunchAttributeCooperative, &aout));
    SHOW("cooperative %d", aout.cooperative);
    av.cooperative = 0;
    CALL(cudaGraphKernelNodeSetAttribute(nk, cudaLaunchAttributeCooperative, &av));
    CALL(cudaGraphKernelNodeGetAttribute(nset, cudaKernelNodeAttributePriority, &aout));
    CALL(cudaGraphKernelNodeGetAttribute(nk, (cudaKernelNodeAttrID)9999, &aout));
    CALL(cudaGraphKernelNodeCopyAttributes(nk, nset));

    SECTION("kernel nodes: launch");
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    if (x && run(x) == cudaSuccess)
        CHECKT("memset 0, add 5 (stub), add 3 (kernel handle)", read_equal(d, 8));
    if (x)
        CALL(cudaGraphExecDestroy(x));
    CALL(cudaGraphDestroy(g));
}

/* A kernel launched into a capture: what its node reads as. */
void captured_kernel(int *d)
{
    SECTION("kernel nodes: captured launch");
    cudaStream_t s = NULL;
    cudaGraph_t g = NULL;
    cudaKernel_t kh = NULL;
    CALL(cudaGetKernel(&kh, (const void *)k_add));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    k_add<<<N / 64, 64, 0, s>>>(d, 4, N);
    CALL(cudaStreamEndCapture(s, &g));
    if (g) {
        cudaGraphNode_t nodes[4];
        size_t n = 4;
        CALL(cudaGraphGetNodes(g, nodes, &n));
        SHOW("nodes %zu", n);
        cudaKernelNodeParams out, kp;
        memset((void *)&out, 0, sizeof out);
        kernel_params(&kp, (void *)k_add, NULL);
        if (n == 1 && CALL(cudaGraphKernelNodeGetParams(nodes[0], &out)) == cudaSuccess)
            show_kernel(&out, &kp, kh, d, 4);
        CALL(cudaGraphDestroy(g));
    }
    CALL(cudaStreamDestroy(s));
}
