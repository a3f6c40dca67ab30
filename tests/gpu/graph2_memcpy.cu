/*
 * graph2, memcpy nodes: 1D copies, 3D copies between pitched host and device memory, refused 3D
 * parameters and NULL nodes, and copies to and from a __device__ symbol (dsym, defined here: it
 * is used by no other file of the program, so no relocatable device code is needed).
 */
#include "graph2.h"

__device__ int dsym[64];

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

void memcpy_nodes(int *d)
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

void symbol_nodes(void)
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
