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
 */
#include "common.h"

#include <time.h>

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

__device__ int dsym[64];

/* cudaGraphNodeParams has no default constructor in C++ (dim3 in its union): raw storage. */
struct node_params_storage {
    alignas(cudaGraphNodeParams) unsigned char b[sizeof(cudaGraphNodeParams)];
};
#define NODE_PARAMS(name)                                                                          \
    node_params_storage name##_storage;                                                            \
    cudaGraphNodeParams &name = *reinterpret_cast<cudaGraphNodeParams *>(name##_storage.b)

static const int N = 256;
static int *g_host; /* 4 * N ints of pinned host memory */
static int host_calls, host_calls2;

static void CUDART_CB host_count(void *arg)
{
    ++*(int *)arg;
}

static const char *yn(int b)
{
    return b ? "yes" : "no";
}

/* Copy N ints back and compare each with v. */
static int read_equal(const int *d, int v)
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

static void show_nodes(const char *name, cudaGraph_t g)
{
    size_t n = 0, ne = 0, nr = 0;
    cudaError_t e1 = cudaGraphGetNodes(g, NULL, &n);
    cudaError_t e2 = cudaGraphGetEdges(g, NULL, NULL, NULL, &ne);
    cudaError_t e3 = cudaGraphGetRootNodes(g, NULL, &nr);
    printf("  %s: nodes -> %s %zu, edges -> %s %zu, roots -> %s %zu\n", name, ename(e1), n,
           ename(e2), ne, ename(e3), nr);
}

static void show_type(const char *name, cudaGraphNode_t n)
{
    cudaGraphNodeType t = (cudaGraphNodeType)99;
    cudaError_t e = cudaGraphNodeGetType(n, &t);
    printf("  type(%s) -> %s %d\n", name, ename(e), (int)t);
}

/* Launch x on stream 0 and wait. */
static cudaError_t run(cudaGraphExec_t x)
{
    cudaError_t e = CALL(cudaGraphLaunch(x, 0));
    if (e == cudaSuccess)
        e = CALL(cudaStreamSynchronize(0));
    return e;
}

static void kernel_params(cudaKernelNodeParams *kp, void *func, void **args)
{
    memset((void *)kp, 0, sizeof *kp);
    kp->func = func;
    kp->gridDim = dim3(N / 64);
    kp->blockDim = dim3(64);
    kp->kernelParams = args;
}

/* What a kernel node's parameters read as, against what was set. */
static void show_kernel(const cudaKernelNodeParams *o, const cudaKernelNodeParams *set,
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

/* -- kernel nodes ------------------------------------------------------------------------------ */

static void kernel_nodes(int *d)
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
static void captured_kernel(int *d)
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

/* -- memcpy nodes ------------------------------------------------------------------------------ */

static void show_copy(const cudaMemcpy3DParms *o, const void *src, const void *dst)
{
    SHOW("kind %d srcArray %s dstArray %s src==set %s dst==set %s", (int)o->kind,
         o->srcArray ? "set" : "NULL", o->dstArray ? "set" : "NULL", yn(o->srcPtr.ptr == src),
         yn(o->dstPtr.ptr == dst));
    SHOW("srcPtr pitch %zu xsize %zu ysize %zu; dstPtr pitch %zu xsize %zu ysize %zu",
         o->srcPtr.pitch, o->srcPtr.xsize, o->srcPtr.ysize, o->dstPtr.pitch, o->dstPtr.xsize,
         o->dstPtr.ysize);
    SHOW("srcPos %zu %zu %zu dstPos %zu %zu %zu extent %zu %zu %zu", o->srcPos.x, o->srcPos.y,
         o->srcPos.z, o->dstPos.x, o->dstPos.y, o->dstPos.z, o->extent.width, o->extent.height,
         o->extent.depth);
}

static void memcpy_nodes(int *d)
{
    SECTION("memcpy nodes: 1D");
    cudaGraph_t g = NULL;
    cudaGraphNode_t n1 = NULL, n3 = NULL, nbad = NULL, nk = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    int *h = g_host;
    for (int i = 0; i < N; i++)
        h[i] = i;
    CALL(cudaGraphAddMemcpyNode1D(&n1, g, NULL, 0, d, h, N * sizeof(int),
                                  cudaMemcpyHostToDevice));
    cudaMemcpy3DParms o;
    memset((void *)&o, 0, sizeof o);
    if (CALL(cudaGraphMemcpyNodeGetParams(n1, &o)) == cudaSuccess)
        show_copy(&o, h, d);
    CALL(cudaGraphMemcpyNodeSetParams1D(n1, d, h, N * sizeof(int) / 2, cudaMemcpyDefault));
    memset((void *)&o, 0, sizeof o);
    if (CALL(cudaGraphMemcpyNodeGetParams(n1, &o)) == cudaSuccess)
        show_copy(&o, h, d);
    CALL(cudaGraphMemcpyNodeSetParams1D(n1, h, d, 64, cudaMemcpyDeviceToHost));
    memset((void *)&o, 0, sizeof o);
    if (CALL(cudaGraphMemcpyNodeGetParams(n1, &o)) == cudaSuccess)
        show_copy(&o, d, h);
    CALL(cudaGraphMemcpyNodeSetParams1D(n1, d, d + 64, 64, cudaMemcpyDeviceToDevice));
    memset((void *)&o, 0, sizeof o);
    if (CALL(cudaGraphMemcpyNodeGetParams(n1, &o)) == cudaSuccess)
        show_copy(&o, d + 64, d);
    CALL(cudaGraphMemcpyNodeSetParams1D(n1, d, h, 64, (cudaMemcpyKind)9));
    CALL(cudaGraphAddMemcpyNode1D(&nbad, g, NULL, 0, d, h, 0, cudaMemcpyHostToDevice));
    CALL(cudaGraphAddMemcpyNode1D(&nbad, g, NULL, 0, d, h, 16, (cudaMemcpyKind)9));
    CALL(cudaGraphAddMemcpyNode1D(&nbad, g, NULL, 0, h, h + N, 16, cudaMemcpyHostToHost));
    show_nodes("g", g);
    CALL(cudaGraphDestroy(g));

    SECTION("memcpy nodes: 3D between pitched host and device memory");
    /* 2 slices of 4 rows of 48 bytes, rows 64 bytes apart: 512 bytes each side. */
    unsigned char *d3 = NULL, *hs = (unsigned char *)g_host, *hd = (unsigned char *)(g_host + N);
    CALL(cudaMalloc((void **)&d3, 512));
    CALL(cudaMemset(d3, 0, 512));
    for (int i = 0; i < 512; i++)
        hs[i] = (unsigned char)(i * 7 + 1);
    g = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g || !d3)
        return;
    cudaMemcpy3DParms p;
    memset((void *)&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(hs, 64, 48, 4);
    p.dstPtr = make_cudaPitchedPtr(d3, 64, 48, 4);
    p.extent = make_cudaExtent(48, 4, 2);
    p.kind = cudaMemcpyHostToDevice;
    CALL(cudaGraphAddMemcpyNode(&n3, g, NULL, 0, &p));
    memset((void *)&o, 0, sizeof o);
    if (n3 && CALL(cudaGraphMemcpyNodeGetParams(n3, &o)) == cudaSuccess)
        show_copy(&o, hs, d3);
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    if (x && run(x) == cudaSuccess) {
        memset(hd, 0, 512);
        CALL(cudaMemcpy(hd, d3, 512, cudaMemcpyDeviceToHost));
        int ok = 1;
        for (int z = 0; z < 2; z++)
            for (int y = 0; y < 4; y++)
                for (int xb = 0; xb < 64; xb++) {
                    int i = z * 256 + y * 64 + xb;
                    ok &= hd[i] == (xb < 48 ? hs[i] : 0);
                }
        CHECKT("3D copy of 2x4x48 bytes, pitch 64", ok);
    }
    if (x)
        CALL(cudaGraphExecDestroy(x));
    /* Positions and a default copy. */
    p.srcPos = make_cudaPos(4, 1, 0);
    p.dstPos = make_cudaPos(8, 0, 1);
    p.extent = make_cudaExtent(40, 3, 1);
    p.kind = cudaMemcpyDefault;
    CALL(cudaGraphMemcpyNodeSetParams(n3, &p));
    memset((void *)&o, 0, sizeof o);
    if (CALL(cudaGraphMemcpyNodeGetParams(n3, &o)) == cudaSuccess)
        show_copy(&o, hs, d3);
    SECTION("memcpy nodes: 3D parameters refused");
    cudaMemcpy3DParms bad = p;
    bad.kind = cudaMemcpyHostToDevice;
    bad.extent = make_cudaExtent(48, 4, 2);
    bad.srcPtr.pitch = 32;
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    bad.srcPtr.pitch = 64;
    bad.dstPtr.ysize = 2;
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    bad.dstPtr.ysize = 4;
    bad.srcPtr.ptr = NULL;
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    bad.kind = (cudaMemcpyKind)9;
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    bad.srcPtr.ptr = hs;
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    CALL(cudaGraphMemcpyNodeSetParams(n3, &bad));
    bad.kind = cudaMemcpyHostToDevice;
    bad.extent = make_cudaExtent(0, 0, 0);
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    /* What is checked before what. */
    bad.kind = (cudaMemcpyKind)9;
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    bad.extent = make_cudaExtent(48, 4, 2);
    bad.dstPtr.ptr = NULL;
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    bad.kind = cudaMemcpyHostToDevice;
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    bad.srcPtr.pitch = 8;
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    bad.srcPtr = make_cudaPitchedPtr(NULL, 0, 0, 0);
    bad.dstPtr = make_cudaPitchedPtr(d3, 64, 48, 4);
    bad.kind = (cudaMemcpyKind)9;
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    bad.srcPtr = make_cudaPitchedPtr(NULL, 0, 48, 0);
    CALL(cudaGraphAddMemcpyNode(&nbad, g, NULL, 0, &bad));
    show_nodes("g", g);
    /* Getters of the wrong node type. */
    int v = 1, n = N;
    void *args[] = {&d, &v, &n};
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_add, args);
    CALL(cudaGraphAddKernelNode(&nk, g, NULL, 0, &kp));
    CALL(cudaGraphMemcpyNodeGetParams(nk, &o));
    CALL(cudaGraphMemcpyNodeSetParams(nk, &p));
    CALL(cudaGraphMemcpyNodeSetParams1D(nk, d, h, 16, cudaMemcpyHostToDevice));
    /* A NULL node with parameters that are refused themselves: which is checked first. */
    SECTION("memcpy nodes: NULL node, refused parameters");
    bad = p;
    bad.kind = cudaMemcpyHostToDevice;
    bad.srcPos = bad.dstPos = make_cudaPos(0, 0, 0);
    bad.extent = make_cudaExtent(48, 4, 2);
    bad.srcPtr = make_cudaPitchedPtr(hs, 64, 48, 4);
    bad.dstPtr = make_cudaPitchedPtr(d3, 64, 48, 4);
    CALL(cudaGraphMemcpyNodeSetParams(NULL, &bad));
    bad.dstPtr.pitch = 47;
    CALL(cudaGraphMemcpyNodeSetParams(NULL, &bad));
    bad.dstPtr.pitch = 64;
    bad.srcPtr.pitch = 47;
    CALL(cudaGraphMemcpyNodeSetParams(NULL, &bad));
    bad.srcPtr.pitch = 64;
    bad.kind = (cudaMemcpyKind)-1;
    CALL(cudaGraphMemcpyNodeSetParams(NULL, &bad));
    bad.kind = cudaMemcpyHostToDevice;
    bad.dstPtr.ptr = NULL;
    CALL(cudaGraphMemcpyNodeSetParams(NULL, &bad));
    bad.dstPtr.ptr = d3;
    bad.extent = make_cudaExtent(0, 4, 2);
    CALL(cudaGraphMemcpyNodeSetParams(NULL, &bad));
    CALL(cudaGraphMemcpyNodeSetParams(NULL, NULL));
    CALL(cudaGraphDestroy(g));
    CALL(cudaFree(d3));
}

static void symbol_nodes(void)
{
    SECTION("memcpy nodes: symbols");
    cudaGraph_t g = NULL;
    cudaGraphNode_t nt = NULL, nf = NULL, nbad = NULL;
    int *sym = NULL;
    CALL(cudaGetSymbolAddress((void **)&sym, dsym));
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    int *h = g_host, *back = g_host + 2 * N;
    for (int i = 0; i < 64; i++)
        h[i] = 100 + i, back[i] = -1;
    CALL(cudaGraphAddMemcpyNodeToSymbol(&nt, g, NULL, 0, dsym, h, 16 * sizeof(int),
                                        8 * sizeof(int), cudaMemcpyHostToDevice));
    cudaMemcpy3DParms o;
    memset((void *)&o, 0, sizeof o);
    if (nt && CALL(cudaGraphMemcpyNodeGetParams(nt, &o)) == cudaSuccess)
        show_copy(&o, h, sym + 8);
    CALL(cudaGraphAddMemcpyNodeFromSymbol(&nf, g, &nt, nt ? 1 : 0, back, dsym, 64 * sizeof(int),
                                          0, cudaMemcpyDefault));
    memset((void *)&o, 0, sizeof o);
    if (nf && CALL(cudaGraphMemcpyNodeGetParams(nf, &o)) == cudaSuccess)
        show_copy(&o, sym, back);
    CALL(cudaMemset(sym, 0, 64 * sizeof(int)));
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    if (x && run(x) == cudaSuccess) {
        int ok = 1;
        for (int i = 0; i < 64; i++)
            ok &= back[i] == (i >= 8 && i < 24 ? 100 + i - 8 : 0);
        CHECKT("to symbol at 8, from symbol whole", ok);
    }
    /* Changed in the graph and in the executable graph. */
    if (nt) {
        CALL(cudaGraphMemcpyNodeSetParamsToSymbol(nt, dsym, h, 4 * sizeof(int), 60 * sizeof(int),
                                                  cudaMemcpyHostToDevice));
        memset((void *)&o, 0, sizeof o);
        if (CALL(cudaGraphMemcpyNodeGetParams(nt, &o)) == cudaSuccess)
            show_copy(&o, h, sym + 60);
        CALL(cudaGraphMemcpyNodeSetParamsToSymbol(nt, dsym, h, 8, 63 * sizeof(int),
                                                  cudaMemcpyHostToDevice));
        CALL(cudaGraphMemcpyNodeSetParamsToSymbol(nt, dsym, h, 8, 0, cudaMemcpyDeviceToHost));
        CALL(cudaGraphMemcpyNodeSetParamsToSymbol(nt, (const void *)g_host, h, 8, 0,
                                                  cudaMemcpyHostToDevice));
        if (x) {
            CALL(cudaGraphExecMemcpyNodeSetParamsToSymbol(x, nt, dsym, h, 4 * sizeof(int), 0,
                                                          cudaMemcpyHostToDevice));
            CALL(cudaGraphExecMemcpyNodeSetParamsToSymbol(x, nt, dsym, h, 8, 256,
                                                          cudaMemcpyHostToDevice));
        }
    }
    if (nf) {
        CALL(cudaGraphMemcpyNodeSetParamsFromSymbol(nf, back, dsym, 4, 0,
                                                    cudaMemcpyHostToDevice));
        if (x) {
            CALL(cudaGraphExecMemcpyNodeSetParamsFromSymbol(x, nf, back, dsym, 8 * sizeof(int),
                                                            0, cudaMemcpyDeviceToHost));
            CALL(cudaGraphExecMemcpyNodeSetParamsFromSymbol(x, nf, back, dsym, 8, 0,
                                                            (cudaMemcpyKind)9));
        }
    }
    if (x) {
        for (int i = 0; i < 64; i++)
            back[i] = -1;
        if (run(x) == cudaSuccess) {
            int ok = 1;
            for (int i = 0; i < 8; i++)
                ok &= back[i] == (i < 4 ? 100 + i : 0);
            CHECKT("executable graph: 4 ints to symbol at 0, 8 back", ok);
        }
        CALL(cudaGraphExecDestroy(x));
    }
    CALL(cudaGraphAddMemcpyNodeToSymbol(&nbad, g, NULL, 0, dsym, h, 8, 256,
                                        cudaMemcpyHostToDevice));
    CALL(cudaGraphAddMemcpyNodeToSymbol(&nbad, g, NULL, 0, dsym, h, 8, 0,
                                        cudaMemcpyDeviceToHost));
    CALL(cudaGraphAddMemcpyNodeFromSymbol(&nbad, g, NULL, 0, back, dsym, 8, 0,
                                          cudaMemcpyHostToDevice));
    CALL(cudaGraphAddMemcpyNodeFromSymbol(&nbad, g, NULL, 0, back, (const void *)g_host, 8, 0,
                                          cudaMemcpyDeviceToHost));
    show_nodes("g", g);
    CALL(cudaGraphDestroy(g));
}

/* -- memset, host, child graph, empty nodes ---------------------------------------------------- */

static void other_nodes(int *d)
{
    SECTION("memset, host, child graph and empty nodes");
    cudaGraph_t g = NULL, child = NULL, got = NULL;
    cudaGraphNode_t nm = NULL, nh = NULL, nc = NULL, ne = NULL, ncm = NULL;
    CALL(cudaGraphCreate(&g, 0));
    CALL(cudaGraphCreate(&child, 0));
    if (!g || !child)
        return;
    cudaMemsetParams mp, mo;
    memset((void *)&mp, 0, sizeof mp);
    mp.dst = d;
    mp.value = 0x01010101;
    mp.elementSize = 4;
    mp.width = N;
    mp.height = 1;
    CALL(cudaGraphAddMemsetNode(&nm, g, NULL, 0, &mp));
    memset((void *)&mo, 0, sizeof mo);
    if (nm && CALL(cudaGraphMemsetNodeGetParams(nm, &mo)) == cudaSuccess)
        SHOW("memset: dst==set %s value %#x elementSize %u width %zu height %zu pitch %zu",
             yn(mo.dst == d), mo.value, mo.elementSize, mo.width, mo.height, mo.pitch);
    mp.value = 2;
    mp.elementSize = 2;
    mp.width = 2 * N;
    CALL(cudaGraphMemsetNodeSetParams(nm, &mp));
    memset((void *)&mo, 0, sizeof mo);
    if (nm && CALL(cudaGraphMemsetNodeGetParams(nm, &mo)) == cudaSuccess)
        SHOW("memset: dst==set %s value %#x elementSize %u width %zu height %zu pitch %zu",
             yn(mo.dst == d), mo.value, mo.elementSize, mo.width, mo.height, mo.pitch);
    mp.elementSize = 3;
    CALL(cudaGraphMemsetNodeSetParams(nm, &mp));
    /* Nodes refused go to a graph of their own, never launched. */
    cudaGraph_t gbad = NULL;
    cudaGraphNode_t nbad = NULL;
    CALL(cudaGraphCreate(&gbad, 0));
    if (gbad) {
        CALL(cudaGraphAddMemsetNode(&nbad, gbad, NULL, 0, &mp));
        mp.elementSize = 4;
        mp.width = N;
        mp.height = 2;
        mp.pitch = 4;
        CALL(cudaGraphAddMemsetNode(&nbad, gbad, NULL, 0, &mp));
        mp.height = 1;
        mp.pitch = 0;
        mp.dst = g_host;
        CALL(cudaGraphAddMemsetNode(&nbad, gbad, NULL, 0, &mp));
        mp.dst = d;
        show_nodes("refused", gbad);
        CALL(cudaGraphDestroy(gbad));
    }
    mp.elementSize = 4;
    mp.width = N;

    cudaHostNodeParams hp, ho;
    hp.fn = host_count;
    hp.userData = &host_calls;
    CALL(cudaGraphAddHostNode(&nh, g, &nm, nm ? 1 : 0, &hp));
    memset((void *)&ho, 0, sizeof ho);
    if (nh && CALL(cudaGraphHostNodeGetParams(nh, &ho)) == cudaSuccess)
        SHOW("host: fn==set %s userData==set %s", yn(ho.fn == host_count),
             yn(ho.userData == &host_calls));
    hp.userData = &host_calls2;
    CALL(cudaGraphHostNodeSetParams(nh, &hp));
    memset((void *)&ho, 0, sizeof ho);
    if (nh && CALL(cudaGraphHostNodeGetParams(nh, &ho)) == cudaSuccess)
        SHOW("host: fn==set %s userData==second %s", yn(ho.fn == host_count),
             yn(ho.userData == &host_calls2));

    /* The child adds 3 to what the memset left (2 | 2 << 16 in each int). */
    int v = 3, n = N;
    void *args[] = {&d, &v, &n};
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_add, args);
    CALL(cudaGraphAddKernelNode(&ncm, child, NULL, 0, &kp));
    CALL(cudaGraphAddChildGraphNode(&nc, g, &nh, nh ? 1 : 0, child));
    if (nc && CALL(cudaGraphChildGraphNodeGetGraph(nc, &got)) == cudaSuccess) {
        SHOW("child graph: non-NULL %s same as given %s", yn(got != NULL), yn(got == child));
        show_nodes("child of node", got);
    }
    CALL(cudaGraphChildGraphNodeGetGraph(nm, &got));
    CALL(cudaGraphAddEmptyNode(&ne, g, &nc, nc ? 1 : 0));
    show_type("memset", nm);
    show_type("host", nh);
    show_type("child", nc);
    show_type("empty", ne);
    CALL(cudaGraphHostNodeGetParams(ne, &ho));
    CALL(cudaGraphMemsetNodeGetParams(nh, &mo));
    show_nodes("g", g);

    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    host_calls = host_calls2 = 0;
    if (x && run(x) == cudaSuccess) {
        CHECKT("memset 16-bit 2, child adds 3", read_equal(d, 0x00020002 + 3));
        CHECKT("host node ran with the second userData", host_calls == 0 && host_calls2 == 1);
    }
    /* Changed in the executable graph. */
    if (x) {
        mp.value = 7;
        CALL(cudaGraphExecMemsetNodeSetParams(x, nm, &mp));
        hp.userData = &host_calls;
        CALL(cudaGraphExecHostNodeSetParams(x, nh, &hp));
        cudaGraph_t child2 = NULL;
        cudaGraphNode_t nc2 = NULL;
        CALL(cudaGraphCreate(&child2, 0));
        int v2 = 10;
        void *args2[] = {&d, &v2, &n};
        kernel_params(&kp, (void *)k_add, args2);
        CALL(cudaGraphAddKernelNode(&nc2, child2, NULL, 0, &kp));
        CALL(cudaGraphExecChildGraphNodeSetParams(x, nc, child2));
        host_calls = host_calls2 = 0;
        if (run(x) == cudaSuccess) {
            CHECKT("executable graph: memset 7, child adds 10", read_equal(d, 17));
            CHECKT("host node ran with the first userData", host_calls == 1 && host_calls2 == 0);
        }
        /* A child of another topology. */
        cudaGraphNode_t extra = NULL;
        CALL(cudaGraphAddEmptyNode(&extra, child2, NULL, 0));
        CALL(cudaGraphExecChildGraphNodeSetParams(x, nc, child2));
        CALL(cudaGraphExecMemsetNodeSetParams(x, nh, &mp));
        CALL(cudaGraphExecHostNodeSetParams(x, nm, &hp));
        CALL(cudaGraphDestroy(child2));
        CALL(cudaGraphExecDestroy(x));
    }
    CALL(cudaGraphDestroy(child));
    CALL(cudaGraphDestroy(g));
}

/* -- event nodes ------------------------------------------------------------------------------- */

static void event_nodes(int *d)
{
    SECTION("event record and wait nodes");
    cudaGraph_t g = NULL;
    cudaEvent_t e1 = NULL, e2 = NULL, got = NULL;
    cudaGraphNode_t nr = NULL, nw = NULL, nk = NULL;
    CALL(cudaEventCreate(&e1));
    CALL(cudaEventCreate(&e2));
    CALL(cudaGraphCreate(&g, 0));
    if (!g || !e1 || !e2)
        return;
    CALL(cudaEventRecord(e1, 0));
    CALL(cudaGraphAddEventWaitNode(&nw, g, NULL, 0, e1));
    int v = 1, n = N;
    void *args[] = {&d, &v, &n};
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_add, args);
    CALL(cudaGraphAddKernelNode(&nk, g, &nw, nw ? 1 : 0, &kp));
    CALL(cudaGraphAddEventRecordNode(&nr, g, &nk, nk ? 1 : 0, e1));
    if (nr && CALL(cudaGraphEventRecordNodeGetEvent(nr, &got)) == cudaSuccess)
        SHOW("record node event==e1 %s", yn(got == e1));
    CALL(cudaGraphEventRecordNodeSetEvent(nr, e2));
    got = NULL;
    if (nr && CALL(cudaGraphEventRecordNodeGetEvent(nr, &got)) == cudaSuccess)
        SHOW("record node event==e2 %s", yn(got == e2));
    got = NULL;
    if (nw && CALL(cudaGraphEventWaitNodeGetEvent(nw, &got)) == cudaSuccess)
        SHOW("wait node event==e1 %s", yn(got == e1));
    CALL(cudaGraphEventWaitNodeSetEvent(nw, e1));
    CALL(cudaGraphEventRecordNodeGetEvent(nw, &got));
    CALL(cudaGraphEventWaitNodeGetEvent(nr, &got));
    CALL(cudaGraphEventRecordNodeSetEvent(nk, e1));
    show_type("record", nr);
    show_type("wait", nw);
    CALL(cudaMemset(d, 0, N * sizeof(int)));
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    if (x && run(x) == cudaSuccess) {
        CALL(cudaEventQuery(e2));
        CHECKT("kernel between the event nodes ran", read_equal(d, 1));
    }
    if (x) {
        CALL(cudaGraphExecEventRecordNodeSetEvent(x, nr, e1));
        CALL(cudaGraphExecEventWaitNodeSetEvent(x, nw, e2));
        CALL(cudaGraphExecEventRecordNodeSetEvent(x, nw, e2));
        CALL(cudaGraphExecEventWaitNodeSetEvent(x, nr, e2));
        if (run(x) == cudaSuccess)
            CALL(cudaEventQuery(e1));
        CALL(cudaGraphExecDestroy(x));
    }
    CALL(cudaGraphDestroy(g));
    CALL(cudaEventDestroy(e1));
    CALL(cudaEventDestroy(e2));
}

/* -- memory allocation nodes ------------------------------------------------------------------- */

static void alloc_params(cudaMemAllocNodeParams *ap, int device, size_t bytes)
{
    memset((void *)ap, 0, sizeof *ap);
    ap->poolProps.allocType = cudaMemAllocationTypePinned;
    ap->poolProps.location.type = cudaMemLocationTypeDevice;
    ap->poolProps.location.id = device;
    ap->bytesize = bytes;
}

static void alloc_nodes(void)
{
    SECTION("memory allocation and free nodes");
    cudaGraph_t g = NULL;
    cudaGraphNode_t na = NULL, nk = NULL, nc = NULL, nf = NULL, nbad = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    cudaMemAllocNodeParams ap, ao;
    alloc_params(&ap, 0, N * sizeof(int));
    cudaMemAccessDesc acc;
    acc.location.type = cudaMemLocationTypeDevice;
    acc.location.id = 0;
    acc.flags = cudaMemAccessFlagsProtReadWrite;
    CALL(cudaGraphAddMemAllocNode(&na, g, NULL, 0, &ap));
    int *p = (int *)ap.dptr;
    SHOW("allocation address %s", p ? "set" : "NULL");
    memset((void *)&ao, 0, sizeof ao);
    if (na && CALL(cudaGraphMemAllocNodeGetParams(na, &ao)) == cudaSuccess) {
        SHOW("alloc: bytesize %zu allocType %d handleTypes %d location %d/%d dptr==set %s",
             ao.bytesize, (int)ao.poolProps.allocType, (int)ao.poolProps.handleTypes,
             (int)ao.poolProps.location.type, ao.poolProps.location.id, yn(ao.dptr == p));
        SHOW("alloc: access descriptors %zu", ao.accessDescCount);
        if (ao.accessDescs && ao.accessDescCount > 0)
            SHOW("alloc: first access %d/%d flags %d", (int)ao.accessDescs[0].location.type,
                 ao.accessDescs[0].location.id, (int)ao.accessDescs[0].flags);
    }
    int v = 11, n = N;
    void *args[] = {&p, &v, &n};
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_set, args);
    CALL(cudaGraphAddKernelNode(&nk, g, &na, na ? 1 : 0, &kp));
    CALL(cudaGraphAddMemcpyNode1D(&nc, g, &nk, nk ? 1 : 0, g_host, p, N * sizeof(int),
                                  cudaMemcpyDeviceToHost));
    CALL(cudaGraphAddMemFreeNode(&nf, g, &nc, nc ? 1 : 0, p));
    void *freed = NULL;
    if (nf && CALL(cudaGraphMemFreeNodeGetParams(nf, &freed)) == cudaSuccess)
        SHOW("free: dptr==allocation %s", yn(freed == p));
    show_type("alloc", na);
    show_type("free", nf);
    CALL(cudaGraphMemAllocNodeGetParams(nk, &ao));
    CALL(cudaGraphMemFreeNodeGetParams(na, &freed));
    show_nodes("g", g);

    SECTION("memory allocation nodes refused");
    /* Into a graph of their own, never launched. */
    cudaGraph_t gbad = NULL;
    CALL(cudaGraphCreate(&gbad, 0));
    if (!gbad)
        return;
    cudaMemAllocNodeParams bad;
    alloc_params(&bad, 99, 4096);
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    SHOW("address %s", bad.dptr ? "set" : "NULL");
    alloc_params(&bad, -1, 4096);
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    alloc_params(&bad, 0, 4096);
    bad.poolProps.location.type = (cudaMemLocationType)77;
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    alloc_params(&bad, 0, 0);
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    alloc_params(&bad, 0, 4096);
    bad.poolProps.allocType = cudaMemAllocationTypeInvalid;
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    alloc_params(&bad, 0, 4096);
    bad.poolProps.location.type = cudaMemLocationTypeHost;
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    alloc_params(&bad, 0, 4096);
    bad.accessDescs = &acc;
    bad.accessDescCount = 1;
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    memset((void *)&ao, 0, sizeof ao);
    if (nbad && CALL(cudaGraphMemAllocNodeGetParams(nbad, &ao)) == cudaSuccess && ao.accessDescs &&
        ao.accessDescCount > 0)
        SHOW("alloc: access descriptors %zu, first %d/%d flags %d", ao.accessDescCount,
             (int)ao.accessDescs[0].location.type, ao.accessDescs[0].location.id,
             (int)ao.accessDescs[0].flags);
    acc.location.id = 99;
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    CALL(cudaGraphAddMemFreeNode(&nbad, gbad, NULL, 0, (void *)g_host));
    show_nodes("refused", gbad);
    CALL(cudaGraphDestroy(gbad));

    SECTION("memory allocation nodes: launch");
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiateWithFlags(&x, g, 0));
    for (int i = 0; i < N; i++)
        g_host[i] = 0;
    if (x && run(x) == cudaSuccess) {
        int ok = 1;
        for (int i = 0; i < N; i++)
            ok &= g_host[i] == 11;
        CHECKT("kernel wrote the graph's allocation", ok);
    }
    if (x)
        CALL(cudaGraphExecDestroy(x));
    CALL(cudaGraphDestroy(g));

    SECTION("graph memory of the device");
    CALL(cudaDeviceSynchronize());
    CALL(cudaDeviceGraphMemTrim(0));
    unsigned long long val = 0, zero = 0;
    CALL(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &val));
    SHOW("used now %llu", val);
    CALL(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &val));
    SHOW("used high > 0 %s", yn(val > 0));
    CALL(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero));
    CALL(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh, &zero));
    CALL(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &zero));
    CALL(cudaDeviceGetGraphMemAttribute(0, (cudaGraphMemAttributeType)77, &val));
    CALL(cudaDeviceGetGraphMemAttribute(99, cudaGraphMemAttrUsedMemCurrent, &val));
    CALL(cudaDeviceGraphMemTrim(99));
    CALL(cudaDeviceGraphMemTrim(-1));
}

/* -- cudaGraphAddNode and the generic parameter calls ------------------------------------------ */

static void generic_nodes(int *d)
{
    SECTION("cudaGraphAddNode");
    cudaGraph_t g = NULL;
    cudaGraphNode_t nm = NULL, nk = NULL, nh = NULL, ne = NULL, nbad = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    NODE_PARAMS(np);
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemset;
    np.memset.dst = d;
    np.memset.value = 2;
    np.memset.elementSize = 4;
    np.memset.width = N;
    np.memset.height = 1;
    CALL(cudaGraphAddNode(&nm, g, NULL, NULL, 0, &np));
    int v = 3, n = N;
    void *args[] = {&d, &v, &n};
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeKernel;
    np.kernel.func = (void *)k_add;
    np.kernel.gridDim = dim3(N / 64);
    np.kernel.blockDim = dim3(64);
    np.kernel.kernelParams = args;
    CALL(cudaGraphAddNode(&nk, g, &nm, NULL, nm ? 1 : 0, &np));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeHost;
    np.host.fn = host_count;
    np.host.userData = &host_calls;
    cudaGraphEdgeData edge;
    memset((void *)&edge, 0, sizeof edge);
    CALL(cudaGraphAddNode(&nh, g, &nk, &edge, nk ? 1 : 0, &np));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeEmpty;
    CALL(cudaGraphAddNode(&ne, g, &nh, NULL, nh ? 1 : 0, &np));
    show_type("memset", nm);
    show_type("kernel", nk);
    show_type("host", nh);
    show_type("empty", ne);
    cudaKernelNodeParams ko;
    memset((void *)&ko, 0, sizeof ko);
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_add, args);
    if (nk && CALL(cudaGraphKernelNodeGetParams(nk, &ko)) == cudaSuccess)
        show_kernel(&ko, &kp, NULL, d, 3);

    SECTION("cudaGraphAddNode refused");
    /* Into a graph of their own, never launched. */
    cudaGraph_t gbad = NULL;
    CALL(cudaGraphCreate(&gbad, 0));
    if (!gbad)
        return;
    memset((void *)&np, 0, sizeof np);
    np.type = (cudaGraphNodeType)12;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    np.type = (cudaGraphNodeType)99;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    np.type = cudaGraphNodeTypeEmpty;
    np.reserved0[0] = 1;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeEmpty;
    np.reserved2 = 1;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemcpy;
    np.memcpy.copyParams.kind = (cudaMemcpyKind)9;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemcpy;
    np.memcpy.flags = 1;
    np.memcpy.copyParams.srcPtr = make_cudaPitchedPtr(g_host, 64, 64, 1);
    np.memcpy.copyParams.dstPtr = make_cudaPitchedPtr(d, 64, 64, 1);
    np.memcpy.copyParams.extent = make_cudaExtent(64, 1, 1);
    np.memcpy.copyParams.kind = cudaMemcpyHostToDevice;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    show_nodes("refused", gbad);
    CALL(cudaGraphDestroy(gbad));
    show_nodes("g", g);

    SECTION("cudaGraphNodeSetParams and cudaGraphExecNodeSetParams");
    int v2 = 4;
    void *args2[] = {&d, &v2, &n};
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeKernel;
    np.kernel.func = (void *)k_add;
    np.kernel.gridDim = dim3(N / 64);
    np.kernel.blockDim = dim3(64);
    np.kernel.kernelParams = args2;
    CALL(cudaGraphNodeSetParams(nk, &np));
    CALL(cudaGraphNodeSetParams(nm, &np));
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    host_calls = 0;
    if (x && run(x) == cudaSuccess) {
        CHECKT("memset 2, add 4", read_equal(d, 6));
        CHECKT("host node ran once", host_calls == 1);
    }
    if (x) {
        int v3 = 10;
        void *args3[] = {&d, &v3, &n};
        np.kernel.kernelParams = args3;
        CALL(cudaGraphExecNodeSetParams(x, nk, &np));
        memset((void *)&np, 0, sizeof np);
        np.type = cudaGraphNodeTypeMemset;
        np.memset.dst = d;
        np.memset.value = 5;
        np.memset.elementSize = 4;
        np.memset.width = N;
        np.memset.height = 1;
        CALL(cudaGraphExecNodeSetParams(x, nm, &np));
        CALL(cudaGraphExecNodeSetParams(x, nk, &np));
        memset((void *)&np, 0, sizeof np);
        np.type = cudaGraphNodeTypeHost;
        np.host.fn = host_count;
        np.host.userData = &host_calls2;
        CALL(cudaGraphExecNodeSetParams(x, nh, &np));
        np.type = cudaGraphNodeTypeEmpty;
        CALL(cudaGraphExecNodeSetParams(x, ne, &np));
        host_calls = host_calls2 = 0;
        if (run(x) == cudaSuccess) {
            CHECKT("executable graph: memset 5, add 10", read_equal(d, 15));
            CHECKT("host node ran with the new userData", host_calls == 0 && host_calls2 == 1);
        }
        CALL(cudaGraphExecDestroy(x));
    }
    CALL(cudaGraphDestroy(g));

    SECTION("cudaGraphAddNode: allocation, free, event record");
    g = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    cudaGraphNode_t na = NULL, nf = NULL, nr = NULL;
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemAlloc;
    np.alloc.poolProps.allocType = cudaMemAllocationTypePinned;
    np.alloc.poolProps.location.type = cudaMemLocationTypeDevice;
    np.alloc.poolProps.location.id = 0;
    np.alloc.bytesize = 4096;
    CALL(cudaGraphAddNode(&na, g, NULL, NULL, 0, &np));
    void *p = np.alloc.dptr;
    SHOW("allocation address %s", p ? "set" : "NULL");
    cudaMemAllocNodeParams ao;
    memset((void *)&ao, 0, sizeof ao);
    if (na && CALL(cudaGraphMemAllocNodeGetParams(na, &ao)) == cudaSuccess)
        SHOW("alloc: bytesize %zu location %d/%d dptr==set %s", ao.bytesize,
             (int)ao.poolProps.location.type, ao.poolProps.location.id, yn(ao.dptr == p));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemFree;
    np.free.dptr = p;
    CALL(cudaGraphAddNode(&nf, g, &na, NULL, na ? 1 : 0, &np));
    cudaEvent_t e = NULL;
    CALL(cudaEventCreate(&e));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeEventRecord;
    np.eventRecord.event = e;
    CALL(cudaGraphAddNode(&nr, g, &nf, NULL, nf ? 1 : 0, &np));
    cudaEvent_t got = NULL;
    if (nr && CALL(cudaGraphEventRecordNodeGetEvent(nr, &got)) == cudaSuccess)
        SHOW("record node event==set %s", yn(got == e));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemAlloc;
    np.alloc.poolProps.allocType = cudaMemAllocationTypePinned;
    np.alloc.poolProps.location.type = cudaMemLocationTypeDevice;
    np.alloc.poolProps.location.id = 99;
    np.alloc.bytesize = 4096;
    CALL(cudaGraphAddNode(&nbad, g, NULL, NULL, 0, &np));
    SHOW("address %s", np.alloc.dptr ? "set" : "NULL");
    /* Allocation and free nodes cannot be changed. */
    np.alloc.poolProps.location.id = 0;
    CALL(cudaGraphNodeSetParams(na, &np));
    show_nodes("g", g);
    cudaGraphExec_t x2 = NULL;
    CALL(cudaGraphInstantiate(&x2, g, 0));
    if (x2 && run(x2) == cudaSuccess)
        CALL(cudaEventQuery(e));
    if (x2)
        CALL(cudaGraphExecDestroy(x2));
    CALL(cudaGraphDestroy(g));
    CALL(cudaEventDestroy(e));
}

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

static void exec_graphs(int *d)
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

/* -- clones and the structure of a graph ------------------------------------------------------- */

static void structure(int *d)
{
    SECTION("clones, roots, removed edges and nodes");
    cudaGraph_t g = NULL, c = NULL, other = NULL;
    cudaGraphNode_t n1 = NULL, n2 = NULL, n3 = NULL, no = NULL, found = NULL;
    CALL(cudaGraphCreate(&g, 0));
    CALL(cudaGraphCreate(&other, 0));
    if (!g || !other)
        return;
    CALL(cudaGraphAddEmptyNode(&n1, g, NULL, 0));
    CALL(cudaGraphAddEmptyNode(&n2, g, &n1, 1));
    cudaMemsetParams mp;
    memset((void *)&mp, 0, sizeof mp);
    mp.dst = d;
    mp.elementSize = 1;
    mp.width = 16;
    mp.height = 1;
    CALL(cudaGraphAddMemsetNode(&n3, g, &n1, 1, &mp));
    CALL(cudaGraphAddEmptyNode(&no, other, NULL, 0));
    show_nodes("g", g);
    cudaGraphNode_t roots[4] = {NULL, NULL, NULL, NULL};
    size_t nr = 4;
    if (CALL(cudaGraphGetRootNodes(g, roots, &nr)) == cudaSuccess)
        SHOW("roots %zu first==n1 %s", nr, yn(roots[0] == n1));
    CALL(cudaGraphClone(&c, g));
    if (c) {
        show_nodes("clone", c);
        cudaGraphNode_t orig[3] = {n1, n2, n3};
        for (int i = 0; i < 3; i++) {
            found = NULL;
            cudaError_t e = cudaGraphNodeFindInClone(&found, orig[i], c);
            cudaGraphNodeType t1 = (cudaGraphNodeType)99, t2 = (cudaGraphNodeType)98;
            cudaGraphNodeGetType(orig[i], &t1);
            if (found)
                cudaGraphNodeGetType(found, &t2);
            printf("  cudaGraphNodeFindInClone(node %d) -> %s found %s same type %s other %s\n", i,
                   ename(e), yn(found != NULL), yn(t1 == t2), yn(found != orig[i]));
            if (e != cudaSuccess)
                LASTERR();
        }
        CALL(cudaGraphNodeFindInClone(&found, no, c));
        CALL(cudaGraphNodeFindInClone(&found, n1, g));
        cudaMemsetParams mo;
        memset((void *)&mo, 0, sizeof mo);
        if (CALL(cudaGraphNodeFindInClone(&found, n3, c)) == cudaSuccess &&
            CALL(cudaGraphMemsetNodeGetParams(found, &mo)) == cudaSuccess)
            SHOW("cloned memset: dst==set %s width %zu", yn(mo.dst == d), mo.width);
        CALL(cudaGraphDestroy(c));
    }
    CALL(cudaGraphRemoveDependencies(g, &n1, &n2, NULL, 1));
    show_nodes("g", g);
    CALL(cudaGraphRemoveDependencies(g, &n1, &n2, NULL, 1));
    CALL(cudaGraphRemoveDependencies(g, &n2, &n3, NULL, 1));
    cudaGraphEdgeData ed;
    memset((void *)&ed, 0, sizeof ed);
    CALL(cudaGraphRemoveDependencies(g, &n1, &n3, &ed, 1));
    CALL(cudaGraphRemoveDependencies(g, &n1, &no, NULL, 1));
    CALL(cudaGraphRemoveDependencies(g, NULL, NULL, NULL, 0));
    show_nodes("g", g);
    CALL(cudaGraphDestroyNode(n3));
    show_nodes("g", g);
    CALL(cudaGraphDestroyNode(no));
    show_nodes("other", other);
    CALL(cudaGraphDestroy(g));
    CALL(cudaGraphDestroy(other));
}

/* -- user objects ------------------------------------------------------------------------------ */

static int uo_destroyed;

static void CUDART_CB uo_destroy(void *arg)
{
    __atomic_add_fetch((int *)arg, 1, __ATOMIC_SEQ_CST);
}

/* The destructor may run on another thread after the last reference goes: wait a while. */
static int destroyed_within(int want)
{
    for (int i = 0; i < 200; i++) {
        if (__atomic_load_n(&uo_destroyed, __ATOMIC_SEQ_CST) >= want)
            return 1;
        struct timespec ts = {0, 10 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    return 0;
}

static void user_objects(void)
{
    SECTION("user objects");
    cudaUserObject_t o = NULL, o2 = NULL;
    cudaGraph_t g = NULL;
    CALL(cudaUserObjectCreate(&o, &uo_destroyed, uo_destroy, 1, cudaUserObjectNoDestructorSync));
    CALL(cudaUserObjectCreate(&o2, &uo_destroyed, uo_destroy, 1, 0));
    CALL(cudaUserObjectCreate(&o2, &uo_destroyed, uo_destroy, 0, cudaUserObjectNoDestructorSync));
    CALL(cudaUserObjectCreate(&o2, &uo_destroyed, NULL, 1, cudaUserObjectNoDestructorSync));
    if (!o)
        return;
    CALL(cudaUserObjectRetain(o, 2));
    CALL(cudaUserObjectRelease(o, 2));
    CALL(cudaUserObjectRetain(o, 0));
    CALL(cudaGraphCreate(&g, 0));
    if (g) {
        CALL(cudaGraphRetainUserObject(g, o, 1, 0));
        CALL(cudaGraphRetainUserObject(g, o, 1, 7));
        CALL(cudaGraphReleaseUserObject(g, o, 0));
        CALL(cudaGraphReleaseUserObject(g, o, 1));
        /* The application's reference goes to the graph. */
        CALL(cudaGraphRetainUserObject(g, o, 1, cudaGraphUserObjectMove));
        cudaGraph_t c = NULL;
        CALL(cudaGraphClone(&c, g));
        CALL(cudaGraphDestroy(g));
        SHOW("destroyed with the first graph: %s", yn(destroyed_within(1)));
        if (c)
            CALL(cudaGraphDestroy(c));
        SHOW("destroyed after the last graph: %s", yn(destroyed_within(1)));
    }
}

/* -- conditional nodes ------------------------------------------------------------------------- */

static void conditional_nodes(int *d)
{
    SECTION("conditional handles and nodes");
    cudaGraph_t g = NULL;
    cudaGraphConditionalHandle h = 0, h2 = 0;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    CALL(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
    CALL(cudaGraphConditionalHandleCreate(&h2, g, 0, 0));
    CALL(cudaGraphConditionalHandleCreate(&h2, g, 0, 99));
    NODE_PARAMS(cp);
    memset((void *)&cp, 0, sizeof cp);
    cp.type = cudaGraphNodeTypeConditional;
    cp.conditional.handle = h;
    cp.conditional.type = cudaGraphCondTypeIf;
    cp.conditional.size = 1;
    cudaGraphNode_t nc = NULL;
    CALL(cudaGraphAddNode(&nc, g, NULL, NULL, 0, &cp));
    SHOW("body graphs %s", cp.conditional.phGraph_out ? "set" : "NULL");
    show_type("conditional", nc);
    if (nc && cp.conditional.phGraph_out && cp.conditional.phGraph_out[0]) {
        cudaGraph_t body = cp.conditional.phGraph_out[0];
        int v = 1, n = N;
        void *args[] = {&d, &v, &n};
        cudaKernelNodeParams kp;
        kernel_params(&kp, (void *)k_add, args);
        cudaGraphNode_t nk = NULL;
        CALL(cudaGraphAddKernelNode(&nk, body, NULL, 0, &kp));
        show_nodes("body", body);
    }
    /* A second handle that no node uses. */
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    if (x)
        CALL(cudaGraphExecDestroy(x));
    cudaGraph_t g2 = NULL;
    CALL(cudaGraphClone(&g2, g));
    if (g2)
        CALL(cudaGraphDestroy(g2));
    CALL(cudaGraphDestroy(g));

    g = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    CALL(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
    memset((void *)&cp, 0, sizeof cp);
    cp.type = cudaGraphNodeTypeConditional;
    cp.conditional.handle = h;
    cp.conditional.type = cudaGraphCondTypeIf;
    cp.conditional.size = 1;
    nc = NULL;
    CALL(cudaGraphAddNode(&nc, g, NULL, NULL, 0, &cp));
    if (nc && cp.conditional.phGraph_out && cp.conditional.phGraph_out[0]) {
        int v = 1, n = N;
        void *args[] = {&d, &v, &n};
        cudaKernelNodeParams kp;
        kernel_params(&kp, (void *)k_add, args);
        cudaGraphNode_t nk = NULL;
        CALL(cudaGraphAddKernelNode(&nk, cp.conditional.phGraph_out[0], NULL, 0, &kp));
        CALL(cudaMemset(d, 0, N * sizeof(int)));
        x = NULL;
        CALL(cudaGraphInstantiate(&x, g, 0));
        if (x && run(x) == cudaSuccess)
            CHECKT("if with default 1 ran its body", read_equal(d, 1));
        if (x)
            CALL(cudaGraphExecDestroy(x));
    }
    cp.conditional.size = 3;
    cudaGraphNode_t nbad = NULL;
    CALL(cudaGraphAddNode(&nbad, g, NULL, NULL, 0, &cp));
    cp.conditional.type = (cudaGraphConditionalNodeType)9;
    cp.conditional.size = 1;
    CALL(cudaGraphAddNode(&nbad, g, NULL, NULL, 0, &cp));
    CALL(cudaGraphDestroy(g));
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
