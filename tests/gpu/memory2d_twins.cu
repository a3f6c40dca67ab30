/*
 * memory2d, the twins of the per-thread default stream (cudaMemcpy2D_ptds, cudaMemset3DAsync_ptsz
 * and the others), called by their exported names in the main process: the same work as the plain
 * calls, on stream 0 of the calling thread.
 */
#include "memory2d.h"

/* The twins of the per-thread default stream, by their exported names (the toolkit's header
 * declares them only under the plain names, for programs built with --default-stream
 * per-thread). */
extern "C" {
cudaError_t cudaMemcpy2D_ptds(void *, size_t, const void *, size_t, size_t, size_t, cudaMemcpyKind);
cudaError_t cudaMemcpy2DAsync_ptsz(void *, size_t, const void *, size_t, size_t, size_t,
                                   cudaMemcpyKind, cudaStream_t);
cudaError_t cudaMemset2D_ptds(void *, size_t, int, size_t, size_t);
cudaError_t cudaMemset2DAsync_ptsz(void *, size_t, int, size_t, size_t, cudaStream_t);
cudaError_t cudaMemset3D_ptds(cudaPitchedPtr, int, cudaExtent);
cudaError_t cudaMemset3DAsync_ptsz(cudaPitchedPtr, int, cudaExtent, cudaStream_t);
cudaError_t cudaMemcpy3D_ptds(const cudaMemcpy3DParms *);
cudaError_t cudaMemcpy3DAsync_ptsz(const cudaMemcpy3DParms *, cudaStream_t);
cudaError_t cudaMemcpy3DPeer_ptds(const cudaMemcpy3DPeerParms *);
cudaError_t cudaMemcpy3DPeerAsync_ptsz(const cudaMemcpy3DPeerParms *, cudaStream_t);
}

/* The twins of the per-thread default stream, called by name: the same work on stream 0 of the
 * calling thread. */
void twins(void)
{
    SECTION("per-thread default stream twins");
    const size_t w = 32, h = 4, d = 2;
    unsigned char *a = (unsigned char *)calloc(w * h * d, 1),
                  *b = (unsigned char *)calloc(w * h * d, 1);
    fill3(a, w, h, w, h, d, 6);
    cudaPitchedPtr p1, p2;
    memset(&p1, 0, sizeof p1);
    memset(&p2, 0, sizeof p2);
    CALL(cudaMalloc3D(&p1, make_cudaExtent(w, h, d)));
    CALL(cudaMalloc3D(&p2, make_cudaExtent(w, h, d)));
    CALL(cudaMemcpy2D_ptds(p1.ptr, p1.pitch, a, w, w, h, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D_ptds(b, w, p1.ptr, p1.pitch, w, h, cudaMemcpyDeviceToHost));
    CHECKT("cudaMemcpy2D_ptds", memcmp(a, b, w * h) == 0);
    memset(b, 0, w * h * d);
    CALL(cudaMemcpy2DAsync_ptsz(p2.ptr, p2.pitch, a, w, w, h, cudaMemcpyHostToDevice, 0));
    CALL(cudaMemcpy2DAsync_ptsz(b, w, p2.ptr, p2.pitch, w, h, cudaMemcpyDeviceToHost, 0));
    CALL(cudaMemcpy2DAsync_ptsz(b, w, p2.ptr, 16, w, h, cudaMemcpyDeviceToHost, 0));
    CALL(cudaStreamSynchronize(cudaStreamPerThread));
    CHECKT("cudaMemcpy2DAsync_ptsz", memcmp(a, b, w * h) == 0);

    cudaMemcpy3DParms c;
    memset(&c, 0, sizeof c);
    c.srcPtr = make_cudaPitchedPtr(a, w, w, h);
    c.dstPtr = p1;
    c.extent = make_cudaExtent(w, h, d);
    c.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3D_ptds(&c));
    cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcPtr = p1;
    q.dstPtr = p2;
    q.extent = make_cudaExtent(w, h, d);
    CALL(cudaMemcpy3DPeer_ptds(&q));
    CALL(cudaMemcpy3DPeerAsync_ptsz(&q, 0));
    c.srcPtr = p2;
    c.dstPtr = make_cudaPitchedPtr(b, w, w, h);
    c.kind = cudaMemcpyDeviceToHost;
    memset(b, 0, w * h * d);
    CALL(cudaMemcpy3DAsync_ptsz(&c, 0));
    CALL(cudaStreamSynchronize(cudaStreamPerThread));
    CHECKT("cudaMemcpy3D_ptds, 3DPeer twins, cudaMemcpy3DAsync_ptsz", memcmp(a, b, w * h * d) == 0);
    c.kind = BAD_KIND(8);
    CALL(cudaMemcpy3D_ptds(&c));
    CALL(cudaMemcpy3DAsync_ptsz(&c, 0));

    CALL(cudaMemset2D_ptds(p1.ptr, p1.pitch, 0x21, w, h));
    CALL(cudaMemset2DAsync_ptsz((char *)p1.ptr + h * p1.pitch, p1.pitch, 0x22, w, h, 0));
    CALL(cudaMemset3D_ptds(p2, 0x23, make_cudaExtent(w, h, d)));
    CALL(cudaMemset3DAsync_ptsz(p2, 0x24, make_cudaExtent(w, h, 1), 0));
    CALL(cudaStreamSynchronize(cudaStreamPerThread));
    c.srcPtr = p1;
    memset(b, 0, w * h * d);
    c.kind = cudaMemcpyDeviceToHost;
    CALL(cudaMemcpy3D(&c));
    CHECKT("memset twins (2D)",
           count_byte(b, w * h * d, 0x21) == w * h && count_byte(b, w * h * d, 0x22) == w * h);
    c.srcPtr = p2;
    memset(b, 0, w * h * d);
    CALL(cudaMemcpy3D(&c));
    CHECKT("memset twins (3D)",
           count_byte(b, w * h * d, 0x24) == w * h && count_byte(b, w * h * d, 0x23) == w * h);
    CALL(cudaFree(p1.ptr));
    CALL(cudaFree(p2.ptr));
    free(a);
    free(b);
}
