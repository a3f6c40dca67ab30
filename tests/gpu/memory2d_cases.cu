/*
 * memory2d, cases in child processes (each isolated: its outcome under NVIDIA's library is not
 * documented, or it may leave the context unusable): NULL outputs of pitched allocations, NULL
 * parameter blocks, NULL pointers in 2D/3D copies and memsets, pointers that are not what the copy
 * kind says, a 3D peer copy to host memory, and cudaMemset3D slices beyond the address space.
 * The CUDA-array case is in memory2d_arrays.cu.
 */
#include "memory2d.h"

/* -- cases in child processes ----------------------------------------------------------------- */

void case_null_outputs(void)
{
    START();
    void *p = NULL;
    size_t pitch = 0;
    CALL(cudaMallocPitch(NULL, &pitch, 64, 4));
    CALL(cudaMallocPitch(&p, NULL, 64, 4));
    CALL(cudaMallocPitch(NULL, NULL, 0, 0));
    CALL(cudaMalloc3D(NULL, make_cudaExtent(64, 4, 2)));
    CALL(cudaMalloc3D(NULL, make_cudaExtent(0, 0, 0)));
    healthy();
}

void case_null_parameters(void)
{
    START();
    CALL(cudaMemcpy3D(NULL));
    CALL(cudaMemcpy3DAsync(NULL, 0));
    CALL(cudaMemcpy3DPeer(NULL));
    CALL(cudaMemcpy3DPeerAsync(NULL, 0));
    healthy();
}

void case_null_pointers(void)
{
    START();
    unsigned char h[256];
    memset(h, 0, sizeof h);
    void *d = NULL;
    size_t pitch = 0;
    CALL(cudaMallocPitch(&d, &pitch, 64, 4));
    CALL(cudaMemcpy2D(NULL, 64, h, 64, 64, 2, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(d, pitch, NULL, 64, 64, 2, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(NULL, 64, d, pitch, 64, 2, cudaMemcpyDeviceToDevice));
    CALL(cudaMemcpy2D(d, pitch, NULL, 64, 64, 2, cudaMemcpyDefault));
    CALL(cudaMemset2D(NULL, 64, 0, 64, 2));
    CALL(cudaMemset3D(make_cudaPitchedPtr(NULL, 64, 64, 2), 0, make_cudaExtent(64, 2, 2)));
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(h, 64, 64, 2);
    p.extent = make_cudaExtent(64, 2, 1);
    p.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3D(&p));
    p.dstPtr = make_cudaPitchedPtr(d, pitch, 64, 4);
    p.srcPtr = make_cudaPitchedPtr(NULL, 64, 64, 2);
    CALL(cudaMemcpy3D(&p));
    CALL(cudaFree(d));
    healthy();
}

/* Two pitched device blocks of 64 x 4 bytes holding 0, 1, 2, ... and a host block alike. */
static void wrong_kind_setup(unsigned char *h, void **d, size_t *pitch, void **d2, size_t *pitch2)
{
    for (int i = 0; i < 256; i++)
        h[i] = (unsigned char)i;
    CALL(cudaMallocPitch(d, pitch, 64, 4));
    CALL(cudaMallocPitch(d2, pitch2, 64, 4));
    CALL(cudaMemcpy2D(*d, *pitch, h, 64, 64, 4, cudaMemcpyHostToDevice));
}

/* Device memory where the kind names host memory (the library may read it as host memory). */
void case_device_as_host(void)
{
    START();
    unsigned char h[256], h2[256];
    void *d = NULL, *d2 = NULL;
    size_t pitch = 0, pitch2 = 0;
    wrong_kind_setup(h, &d, &pitch, &d2, &pitch2);
    CALL(cudaMemcpy2D(d2, pitch2, d, pitch, 64, 4, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(d2, pitch2, d, pitch, 64, 4, cudaMemcpyDeviceToHost));
    memset(h2, 0, sizeof h2);
    CALL(cudaMemcpy2D(h2, 64, d2, pitch2, 64, 4, cudaMemcpyDeviceToHost));
    SHOW("device block afterwards: %s", memcmp(h, h2, 256) == 0 ? "copied" : "not copied");
    healthy();
}

/* Host memory where the kind names device memory. */
void case_host_as_device(void)
{
    START();
    unsigned char h[256], h2[256];
    void *d = NULL, *d2 = NULL;
    size_t pitch = 0, pitch2 = 0;
    wrong_kind_setup(h, &d, &pitch, &d2, &pitch2);
    memset(h2, 0, sizeof h2);
    CALL(cudaMemcpy2D(h2, 64, h, 64, 64, 4, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2D(d2, pitch2, h, 64, 64, 4, cudaMemcpyDeviceToDevice));
    CALL(cudaMemcpy2D(h2, 64, d, pitch, 64, 4, cudaMemcpyDeviceToDevice));
    CALL(cudaMemcpy2D(h2, 64, h, 64, 64, 4, cudaMemcpyHostToDevice));
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(d, pitch, 64, 4);
    p.dstPtr = make_cudaPitchedPtr(h2, 64, 64, 4);
    p.extent = make_cudaExtent(64, 4, 1);
    p.kind = cudaMemcpyDeviceToDevice;
    CALL(cudaMemcpy3D(&p));
    SHOW("host block afterwards: %s", memcmp(h, h2, 256) == 0 ? "copied" : "not copied");
    healthy();
}

/* Host-to-host copies of device memory. */
void case_host_to_host_device(void)
{
    START();
    unsigned char h[256], h2[256];
    void *d = NULL, *d2 = NULL;
    size_t pitch = 0, pitch2 = 0;
    wrong_kind_setup(h, &d, &pitch, &d2, &pitch2);
    memset(h2, 0, sizeof h2);
    CALL(cudaMemcpy2D(h2, 64, d, pitch, 64, 4, cudaMemcpyHostToHost));
    SHOW("2D from device memory: %s", memcmp(h, h2, 256) == 0 ? "copied" : "not copied");
    CALL(cudaMemcpy2D(d2, pitch2, d, pitch, 64, 4, cudaMemcpyHostToHost));
    memset(h2, 0, sizeof h2);
    CALL(cudaMemcpy2D(h2, 64, d2, pitch2, 64, 4, cudaMemcpyDeviceToHost));
    SHOW("2D between device blocks: %s", memcmp(h, h2, 256) == 0 ? "copied" : "not copied");
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(d, pitch, 64, 4);
    p.dstPtr = make_cudaPitchedPtr(h2, 64, 64, 4);
    p.extent = make_cudaExtent(64, 4, 1);
    p.kind = cudaMemcpyHostToHost;
    memset(h2, 0, sizeof h2);
    CALL(cudaMemcpy3D(&p));
    SHOW("3D from device memory: %s", memcmp(h, h2, 256) == 0 ? "copied" : "not copied");
    healthy();
}

void case_peer_host(void)
{
    START();
    unsigned char h[4 * 64];
    memset(h, 0, sizeof h);
    cudaPitchedPtr dp;
    memset(&dp, 0, sizeof dp);
    CALL(cudaMalloc3D(&dp, make_cudaExtent(64, 4, 1)));
    CALL(cudaMemset(dp.ptr, 0x5c, dp.pitch * 4));
    cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcPtr = dp;
    q.dstPtr = make_cudaPitchedPtr(h, 64, 64, 4);
    q.extent = make_cudaExtent(64, 4, 1);
    CALL(cudaMemcpy3DPeer(&q));
    SHOW("3D peer copy to host memory: %zu bytes set", count_byte(h, sizeof h, 0x5c));
    CALL(cudaMemcpyPeer(h, 0, dp.ptr, 0, 64));
    CALL(cudaFree(dp.ptr));
    healthy();
}

/* Issue 7: cudaMemset3D with slices (pitch x ysize) whose size, or whose last slice's address,
 * wraps around the address space. Which answer does NVIDIA's library give, and does it write
 * anything (a wrapped slice size can land inside the allocation)? Isolated: a wrapped address
 * may corrupt the context. */
void case_memset3d_overflow(void)
{
    START();
    cudaPitchedPtr dp;
    memset(&dp, 0, sizeof dp);
    CALL(cudaMalloc3D(&dp, make_cudaExtent(64, 4, 2)));
    const size_t P = dp.pitch, total = P * 4 * 2;
    CALL(cudaMemset(dp.ptr, 0, total));
    /* pitch x ysize = 2^64 + 2P: wrapped, "slices" 2P bytes apart inside the allocation */
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, ((size_t)1 << 63) + P, 64, 2), 0x5a,
                      make_cudaExtent(8, 1, 2)));
    /* the same with rows: 2^40 x 2^30 wraps to 0 */
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, (size_t)1 << 40, 64, (size_t)1 << 30), 0x5b,
                      make_cudaExtent(64, 4, 2)));
    /* a slice that fits, the last of 32 beyond the address space */
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 4096, 64, (size_t)1 << 48), 0x5c,
                      make_cudaExtent(8, 1, 32)));
    CALL(cudaMemset3DAsync(make_cudaPitchedPtr(dp.ptr, ((size_t)1 << 63) + P, 64, 2), 0x5d,
                           make_cudaExtent(8, 1, 2), 0));
    CALL(cudaDeviceSynchronize());
    unsigned char *c = (unsigned char *)calloc(total, 1);
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    SHOW("bytes 0x5a: %zu 0x5b: %zu 0x5c: %zu 0x5d: %zu", count_byte(c, total, 0x5a),
         count_byte(c, total, 0x5b), count_byte(c, total, 0x5c), count_byte(c, total, 0x5d));
    free(c);
    CALL(cudaFree(dp.ptr));
    healthy();
}
