/*
 * memory2d, peer copies on one device in the main process: cudaMemcpyPeer[Async] and
 * cudaMemcpy3DPeer[Async], with offsets, and with invalid devices.
 */
#include "memory2d.h"

void peers(int ndev)
{
    SECTION("peer copies");
    const size_t n = 4096;
    unsigned char *a = (unsigned char *)malloc(n), *b = (unsigned char *)calloc(n, 1);
    for (size_t i = 0; i < n; i++)
        a[i] = (unsigned char)(i * 5);
    void *d1 = NULL, *d2 = NULL;
    CALL(cudaMalloc(&d1, n));
    CALL(cudaMalloc(&d2, n));
    CALL(cudaMemcpy(d1, a, n, cudaMemcpyHostToDevice));
    CALL(cudaMemcpyPeer(d2, 0, d1, 0, n));
    CALL(cudaMemcpy(b, d2, n, cudaMemcpyDeviceToHost));
    CHECKT("peer copy on one device", memcmp(a, b, n) == 0);
    CALL(cudaMemcpyPeer(d2, 0, d1, 0, 0));
    CALL(cudaMemcpyPeer(d2, ndev, d1, 0, n));
    CALL(cudaMemcpyPeer(d2, 0, d1, -1, n));
    CALL(cudaMemcpyPeer(d2, ndev, d1, 0, 0));
    CALL(cudaMemcpyPeer(NULL, 0, NULL, 0, 0));
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    CALL(cudaMemset(d2, 0, n));
    CALL(cudaMemcpyPeerAsync(d2, 0, d1, 0, n, s));
    CALL(cudaStreamSynchronize(s));
    memset(b, 0, n);
    CALL(cudaMemcpy(b, d2, n, cudaMemcpyDeviceToHost));
    CHECKT("async peer copy", memcmp(a, b, n) == 0);
    CALL(cudaMemcpyPeerAsync(d2, 0, d1, 0, n, 0));
    CALL(cudaMemcpyPeerAsync(d2, 0, d1, ndev, n, s));
    CALL(cudaMemcpyPeerAsync(d2, -1, d1, 0, 0, s));
    CALL(cudaDeviceSynchronize());

    SECTION("cudaMemcpy3DPeer");
    cudaPitchedPtr p1, p2;
    memset(&p1, 0, sizeof p1);
    memset(&p2, 0, sizeof p2);
    CALL(cudaMalloc3D(&p1, make_cudaExtent(32, 4, 2)));
    CALL(cudaMalloc3D(&p2, make_cudaExtent(32, 4, 2)));
    unsigned char *h = (unsigned char *)calloc(32 * 4 * 2, 1),
                  *hb = (unsigned char *)calloc(32 * 4 * 2, 1);
    fill3(h, 32, 4, 32, 4, 2, 5);
    cudaMemcpy3DParms c;
    memset(&c, 0, sizeof c);
    c.srcPtr = make_cudaPitchedPtr(h, 32, 32, 4);
    c.dstPtr = p1;
    c.extent = make_cudaExtent(32, 4, 2);
    c.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3D(&c));
    cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcPtr = p1;
    q.dstPtr = p2;
    q.extent = make_cudaExtent(32, 4, 2);
    CALL(cudaMemcpy3DPeer(&q));
    c.srcPtr = p2;
    c.dstPtr = make_cudaPitchedPtr(hb, 32, 32, 4);
    c.kind = cudaMemcpyDeviceToHost;
    CALL(cudaMemcpy3D(&c));
    CHECKT("3D peer copy on one device", memcmp(h, hb, 32 * 4 * 2) == 0);
    /* A box with positions. */
    CALL(cudaMemset(p2.ptr, 0, p2.pitch * 8));
    q.srcPos = make_cudaPos(4, 1, 1);
    q.dstPos = make_cudaPos(0, 0, 0);
    q.extent = make_cudaExtent(8, 2, 1);
    CALL(cudaMemcpy3DPeerAsync(&q, s));
    CALL(cudaStreamSynchronize(s));
    memset(hb, 0, 32 * 4 * 2);
    CALL(cudaMemcpy3D(&c));
    CHECKT("3D peer box", same3(hb, 32, 4, 0, 0, 0, 8, 2, 1, 4, 1, 1, 5) &&
                              count_byte(hb, 32 * 4 * 2, 0) >= 32 * 4 * 2 - 16);
    q.srcPos = make_cudaPos(0, 0, 0);
    q.extent = make_cudaExtent(32, 4, 2);
    q.dstDevice = ndev;
    CALL(cudaMemcpy3DPeer(&q));
    q.dstDevice = 0;
    q.srcDevice = -1;
    CALL(cudaMemcpy3DPeerAsync(&q, s));
    q.extent = make_cudaExtent(0, 4, 2);
    CALL(cudaMemcpy3DPeer(&q));
    q.srcDevice = 0;
    CALL(cudaMemcpy3DPeer(&q));
    q.extent = make_cudaExtent(32, 4, 2);
    q.dstPtr = make_cudaPitchedPtr(p2.ptr, 16, 32, 4);
    CALL(cudaMemcpy3DPeer(&q));
    CALL(cudaDeviceSynchronize());
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(p1.ptr));
    CALL(cudaFree(p2.ptr));
    CALL(cudaFree(d1));
    CALL(cudaFree(d2));
    free(a);
    free(b);
    free(h);
    free(hb);
}
