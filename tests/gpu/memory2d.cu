/*
 * memory2d: pitched allocations (cudaMallocPitch, cudaMalloc3D), 2D and 3D copies of every kind
 * with offsets (cudaMemcpy2D[Async], cudaMemcpy3D[Async]), 2D and 3D memsets, peer copies on one
 * device (cudaMemcpyPeer[Async], cudaMemcpy3DPeer[Async]), the per-thread-default-stream twins
 * called by their exported names, and bad inputs: width greater than a pitch, bad kinds, empty
 * extents (also together with a bad kind or pitch: which check comes first), huge pitches,
 * invalid devices.
 *
 * Cases whose outcome under NVIDIA's library is not documented run first, each in a child
 * process (see hazards.cu): NULL outputs and NULL parameter blocks, NULL pointers, pointers that
 * are not what the copy kind says, CUDA arrays (made with the driver API, opened with dlopen) in
 * 3D copies, a 3D peer copy to host memory.
 */
#include "common.h"

#include <cuda.h>
#include <dlfcn.h>

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

#define BAD_KIND(k) ((cudaMemcpyKind)(k))

__global__ void k_store(int *p, int v)
{
    p[threadIdx.x] = v;
}

static unsigned char pat(size_t x, size_t y, size_t z, int seed)
{
    return (unsigned char)(x * 7 + y * 13 + z * 31 + (size_t)seed);
}

/* Fill w x h x d bytes of a pitched host block (pitch bytes a row, ysize rows a slice). */
static void fill3(unsigned char *p, size_t pitch, size_t ysize, size_t w, size_t h, size_t d,
                  int seed)
{
    for (size_t z = 0; z < d; z++)
        for (size_t y = 0; y < h; y++)
            for (size_t x = 0; x < w; x++)
                p[(z * ysize + y) * pitch + x] = pat(x, y, z, seed);
}

/* Whether the w x h x d box at (ox, oy, oz) of a pitched host block holds the pattern of the
 * box at (sx, sy, sz). */
static int same3(const unsigned char *p, size_t pitch, size_t ysize, size_t ox, size_t oy,
                 size_t oz, size_t w, size_t h, size_t d, size_t sx, size_t sy, size_t sz, int seed)
{
    for (size_t z = 0; z < d; z++)
        for (size_t y = 0; y < h; y++)
            for (size_t x = 0; x < w; x++)
                if (p[((oz + z) * ysize + oy + y) * pitch + ox + x] !=
                    pat(sx + x, sy + y, sz + z, seed))
                    return 0;
    return 1;
}

static size_t count_byte(const unsigned char *p, size_t n, unsigned char v)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        c += p[i] == v;
    return c;
}

static const char *ptr_state(const void *p, const void *before)
{
    return p == before ? "untouched" : p == NULL ? "null" : "non-null";
}

/* Whether the context still works: a kernel, a synchronisation and a copy back. */
static void healthy(void)
{
    int *d = NULL, h[32];
    cudaError_t e0 = cudaDeviceSynchronize();
    printf("  synchronize -> %s\n", ename(e0));
    cudaError_t e1 = cudaMalloc((void **)&d, sizeof h);
    if (e1 == cudaSuccess)
        k_store<<<1, 32>>>(d, 6);
    cudaError_t e2 = cudaDeviceSynchronize();
    memset(h, 0, sizeof h);
    cudaError_t e3 = e1 == cudaSuccess ? cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) : e1;
    int ok = e1 == cudaSuccess && e2 == cudaSuccess && e3 == cudaSuccess;
    for (int i = 0; ok && i < 32; i++)
        ok = h[i] == 6;
    if (d)
        cudaFree(d);
    printf("  healthy afterwards: %s (malloc %s, sync %s, copy %s)\n", ok ? "yes" : "no", ename(e1),
           ename(e2), ename(e3));
    LASTERR();
}

/* -- cases in child processes ----------------------------------------------------------------- */

static void case_null_outputs(void)
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

static void case_null_parameters(void)
{
    START();
    CALL(cudaMemcpy3D(NULL));
    CALL(cudaMemcpy3DAsync(NULL, 0));
    CALL(cudaMemcpy3DPeer(NULL));
    CALL(cudaMemcpy3DPeerAsync(NULL, 0));
    healthy();
}

static void case_null_pointers(void)
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
static void case_device_as_host(void)
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
static void case_host_as_device(void)
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
static void case_host_to_host_device(void)
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

typedef CUresult (*pfn_cuArray3DCreate)(CUarray *, const CUDA_ARRAY3D_DESCRIPTOR *);
typedef CUresult (*pfn_cuArrayDestroy)(CUarray);

static CUarray make_array(pfn_cuArray3DCreate create, size_t w, size_t h, size_t d,
                          CUarray_format f, unsigned channels)
{
    CUDA_ARRAY3D_DESCRIPTOR ad;
    memset(&ad, 0, sizeof ad);
    ad.Width = w;
    ad.Height = h;
    ad.Depth = d;
    ad.Format = f;
    ad.NumChannels = channels;
    CUarray a = NULL;
    CUresult r = create(&a, &ad);
    printf("cuArray3DCreate(%zux%zux%zu, format 0x%x x%u) -> %d\n", w, h, d, (unsigned)f, channels,
           (int)r);
    return r == CUDA_SUCCESS ? a : NULL;
}

/* CUDA arrays made with the driver API (cudaArray_t is the driver's CUarray) in 3D copies:
 * positions and extents count elements of the array. */
static void case_arrays(void)
{
    START();
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    pfn_cuArray3DCreate create = lib ? (pfn_cuArray3DCreate)dlsym(lib, "cuArray3DCreate_v2") : NULL;
    pfn_cuArrayDestroy destroy = lib ? (pfn_cuArrayDestroy)dlsym(lib, "cuArrayDestroy") : NULL;
    if (!create || !destroy) {
        printf("driver entry points not found\n");
        return;
    }
    CALL(cudaFree(0)); /* the primary context is current from here on */
    enum { W = 16, H = 4, D = 2 };
    static float host[D][H][W], back[D][H][W];
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                host[z][y][x] = (float)(z * 1000 + y * 100 + x);
    CUarray a1 = make_array(create, W, H, D, CU_AD_FORMAT_FLOAT, 1);
    CUarray a2 = make_array(create, W, H, D, CU_AD_FORMAT_FLOAT, 1);
    CUarray a8 = make_array(create, W, H, D, CU_AD_FORMAT_UNSIGNED_INT8, 1);
    CUarray a2d = make_array(create, W, H, 0, CU_AD_FORMAT_FLOAT, 1);
    CUarray a4 = make_array(create, W, H, D, CU_AD_FORMAT_SIGNED_INT16, 2);
    if (!a1 || !a2 || !a8 || !a2d || !a4)
        return;

    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, H);
    p.dstArray = (cudaArray_t)a1;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3D(&p));

    memset(back, 0, sizeof back);
    memset(&p, 0, sizeof p);
    p.srcArray = (cudaArray_t)a1;
    p.dstPtr = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyDeviceToHost;
    if (CALL(cudaMemcpy3D(&p)) == cudaSuccess)
        CHECKT("host -> array -> host", memcmp(host, back, sizeof host) == 0);

    /* A box at an element position of the array. */
    memset(back, 0, sizeof back);
    p.srcPos = make_cudaPos(2, 1, 1);
    p.extent = make_cudaExtent(4, 2, 1);
    if (CALL(cudaMemcpy3D(&p)) == cudaSuccess) {
        int ok = 1;
        for (int y = 0; y < 2; y++)
            for (int x = 0; x < 4; x++)
                ok &= back[0][y][x] == host[1][1 + y][2 + x];
        CHECKT("box at srcPos (2,1,1) of the array", ok);
        SHOW("back[0][0][0..1]=%g %g", back[0][0][0], back[0][0][1]);
    }

    /* Array to array, then back to the host; a kind that names host memory for the array. */
    memset(&p, 0, sizeof p);
    p.srcArray = (cudaArray_t)a1;
    p.dstArray = (cudaArray_t)a2;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyDeviceToDevice;
    CALL(cudaMemcpy3D(&p));
    p.kind = cudaMemcpyHostToHost;
    CALL(cudaMemcpy3D(&p));
    p.kind = cudaMemcpyDefault;
    CALL(cudaMemcpy3D(&p));
    p.kind = BAD_KIND(7);
    CALL(cudaMemcpy3D(&p));
    memset(back, 0, sizeof back);
    memset(&p, 0, sizeof p);
    p.srcArray = (cudaArray_t)a2;
    p.dstPtr = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyHostToHost;
    if (CALL(cudaMemcpy3D(&p)) == cudaSuccess)
        CHECKT("array -> array -> host", memcmp(host, back, sizeof host) == 0);

    /* Device memory to an array and an array to device memory. */
    cudaPitchedPtr dp;
    memset(&dp, 0, sizeof dp);
    if (CALL(cudaMalloc3D(&dp, make_cudaExtent(W * sizeof(float), H, D))) == cudaSuccess) {
        memset(&p, 0, sizeof p);
        p.srcArray = (cudaArray_t)a1;
        p.dstPtr = dp;
        p.extent = make_cudaExtent(W, H, D);
        p.kind = cudaMemcpyDeviceToDevice;
        CALL(cudaMemcpy3D(&p));
        memset(&p, 0, sizeof p);
        p.srcPtr = dp;
        p.dstArray = (cudaArray_t)a2;
        p.extent = make_cudaExtent(W, H, D);
        p.kind = cudaMemcpyDefault;
        CALL(cudaMemcpy3D(&p));
        memset(back, 0, sizeof back);
        memset(&p, 0, sizeof p);
        p.srcArray = (cudaArray_t)a2;
        p.dstPtr = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
        p.extent = make_cudaExtent(W, H, D);
        p.kind = cudaMemcpyDefault;
        if (CALL(cudaMemcpy3D(&p)) == cudaSuccess)
            CHECKT("array -> device -> array -> host", memcmp(host, back, sizeof host) == 0);
        CALL(cudaFree(dp.ptr));
    }

    /* A 2D array (depth 0) with a one-slice extent, asynchronously. */
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, H);
    p.dstArray = (cudaArray_t)a2d;
    p.extent = make_cudaExtent(W, H, 1);
    p.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3DAsync(&p, 0));
    memset(back, 0, sizeof back);
    memset(&p, 0, sizeof p);
    p.srcArray = (cudaArray_t)a2d;
    p.dstPtr = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
    p.extent = make_cudaExtent(W, H, 1);
    p.kind = cudaMemcpyDeviceToHost;
    CALL(cudaMemcpy3DAsync(&p, 0));
    if (CALL(cudaStreamSynchronize(0)) == cudaSuccess)
        CHECKT("2D array round trip", memcmp(host, back, sizeof(float) * W * H) == 0);

    /* A two-channel 16-bit array: 4 bytes an element. */
    static short s2[D][H][W * 2], s2back[D][H][W * 2];
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W * 2; x++)
                s2[z][y][x] = (short)(z * 1000 + y * 100 + x);
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(s2, sizeof s2[0][0], W, H);
    p.dstArray = (cudaArray_t)a4;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3D(&p));
    memset(s2back, 0, sizeof s2back);
    memset(&p, 0, sizeof p);
    p.srcArray = (cudaArray_t)a4;
    p.srcPos = make_cudaPos(3, 0, 0);
    p.dstPtr = make_cudaPitchedPtr(s2back, sizeof s2back[0][0], W, H);
    p.extent = make_cudaExtent(W - 3, H, D);
    p.kind = cudaMemcpyDeviceToHost;
    if (CALL(cudaMemcpy3D(&p)) == cudaSuccess)
        CHECKT("two-channel array from element 3",
               s2back[1][2][0] == s2[1][2][6] && s2back[1][2][1] == s2[1][2][7] &&
                   s2back[0][0][2 * (W - 4) + 1] == s2[0][0][2 * (W - 1) + 1]);

    /* Bad combinations: two sources, arrays of different element sizes, empty extents. */
    memset(&p, 0, sizeof p);
    p.srcArray = (cudaArray_t)a1;
    p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, H);
    p.dstPtr = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyDeviceToHost;
    CALL(cudaMemcpy3D(&p));
    memset(&p, 0, sizeof p);
    p.srcArray = (cudaArray_t)a1;
    p.dstArray = (cudaArray_t)a8;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyDeviceToDevice;
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(0, H, D);
    CALL(cudaMemcpy3D(&p));
    p.dstArray = (cudaArray_t)a2;
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(W + 1, H, D);
    CALL(cudaMemcpy3D(&p));
    /* Two sources with a bad kind; pitches of the pointer side against extent.width in elements
     * (16 floats: a pitch of 32 bytes passes the runtime's check, the driver refuses it). */
    memset(&p, 0, sizeof p);
    p.srcArray = (cudaArray_t)a1;
    p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, H);
    p.dstPtr = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
    p.extent = make_cudaExtent(W, H, D);
    p.kind = BAD_KIND(7);
    CALL(cudaMemcpy3D(&p));
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(host, 8, W, H);
    p.dstArray = (cudaArray_t)a1;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = make_cudaPitchedPtr(host, 32, W, H);
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, 0);
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, H);
    p.dstPos = make_cudaPos(1, 0, 0);
    CALL(cudaMemcpy3D(&p));
    /* Every kind with an array on either side and host or device memory on the other. */
    char *dev = NULL;
    CALL(cudaMalloc((void **)&dev, sizeof host));
    static const char *const what[] = {"array -> host", "host -> array", "array -> device",
                                       "device -> array", "array -> array"};
    for (int k = 0; k <= 5; k++) {
        cudaMemcpyKind kind = k == 5 ? BAD_KIND(7) : (cudaMemcpyKind)k;
        for (int cfg = 0; cfg < 5; cfg++) {
            memset(&p, 0, sizeof p);
            p.extent = make_cudaExtent(W, H, D);
            p.kind = kind;
            cudaPitchedPtr hp = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
            cudaPitchedPtr dptr = make_cudaPitchedPtr(dev, W * sizeof(float), W, H);
            switch (cfg) {
            case 0:
                p.srcArray = (cudaArray_t)a1;
                p.dstPtr = hp;
                break;
            case 1:
                p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, H);
                p.dstArray = (cudaArray_t)a2;
                break;
            case 2:
                p.srcArray = (cudaArray_t)a1;
                p.dstPtr = dptr;
                break;
            case 3:
                p.srcPtr = dptr;
                p.dstArray = (cudaArray_t)a2;
                break;
            default:
                p.srcArray = (cudaArray_t)a1;
                p.dstArray = (cudaArray_t)a2;
                break;
            }
            cudaError_t e = cudaMemcpy3D(&p);
            printf("cudaMemcpy3D(%s, kind %d) -> %s\n", what[cfg], (int)kind, ename(e));
            if (e != cudaSuccess)
                LASTERR();
        }
    }
    CALL(cudaFree(dev));
    /* A 3D peer copy from an array. */
    cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcArray = (cudaArray_t)a1;
    q.dstArray = (cudaArray_t)a2;
    q.extent = make_cudaExtent(W, H, D);
    CALL(cudaMemcpy3DPeer(&q));
    q.dstArray = NULL;
    q.dstPtr = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
    CALL(cudaMemcpy3DPeer(&q));

    destroy(a1);
    destroy(a2);
    destroy(a8);
    destroy(a2d);
    destroy(a4);
    healthy();
}

static void case_peer_host(void)
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

/* -- the main process ------------------------------------------------------------------------- */

static void pitched_alloc(void)
{
    SECTION("cudaMallocPitch");
    const size_t widths[] = {1, 4, 100, 512, 513, 4096, 100000};
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        void *p = NULL;
        size_t pitch = 0;
        printf("cudaMallocPitch(&p, &pitch, %zu, 3)", widths[i]);
        cudaError_t e = cudaMallocPitch(&p, &pitch, widths[i], 3);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess) {
            LASTERR();
            continue;
        }
        SHOW("pitch=%zu aligned256=%d", pitch, ((uintptr_t)p & 255) == 0);
        CHECK(pitch >= widths[i]);
        CALL(cudaFree(p));
    }
    /* Empty allocations: what the outputs hold afterwards. */
    const size_t empty[][2] = {{0, 4}, {64, 0}, {0, 0}};
    for (size_t i = 0; i < 3; i++) {
        void *p = (void *)0x1;
        size_t pitch = 77;
        printf("cudaMallocPitch(&p, &pitch, %zu, %zu)", empty[i][0], empty[i][1]);
        cudaError_t e = cudaMallocPitch(&p, &pitch, empty[i][0], empty[i][1]);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        SHOW("p %s pitch=%zu", ptr_state(p, (void *)0x1), pitch);
        if (p != NULL && p != (void *)0x1)
            CALL(cudaFree(p));
    }
    /* Failing allocations: what the outputs hold afterwards. */
    const size_t huge[][2] = {
        {(size_t)1 << 40, 1}, {4096, (size_t)1 << 40}, {(size_t)-1, 2}, {64, (size_t)-1}};
    for (size_t i = 0; i < 4; i++) {
        void *p = (void *)0x1;
        size_t pitch = 77;
        printf("cudaMallocPitch(&p, &pitch, %zu, %zu)", huge[i][0], huge[i][1]);
        cudaError_t e = cudaMallocPitch(&p, &pitch, huge[i][0], huge[i][1]);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        SHOW("p %s pitch=%zu", ptr_state(p, (void *)0x1), pitch);
        if (e == cudaSuccess)
            CALL(cudaFree(p));
    }

    SECTION("cudaMalloc3D");
    /* Rows are height * depth as NVIDIA's runtime computes them: a product that wraps to 0 is
     * an empty allocation. */
    const size_t ext[][3] = {{100, 4, 3},
                             {1, 1, 1},
                             {4096, 2, 2},
                             {0, 4, 3},
                             {100, 0, 3},
                             {100, 4, 0},
                             {0, 0, 0},
                             {64, (size_t)1 << 33, (size_t)1 << 33},
                             {1, (size_t)1 << 63, 2},
                             {64, (size_t)1 << 32, ((size_t)1 << 32) + 1},
                             {64, (size_t)1 << 20, (size_t)1 << 20},
                             {(size_t)1 << 40, 1, 1}};
    for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++) {
        cudaPitchedPtr pp = make_cudaPitchedPtr((void *)0x1, 77, 77, 77);
        printf("cudaMalloc3D(&pp, {%zu, %zu, %zu})", ext[i][0], ext[i][1], ext[i][2]);
        cudaError_t e = cudaMalloc3D(&pp, make_cudaExtent(ext[i][0], ext[i][1], ext[i][2]));
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        SHOW("ptr %s pitch=%zu xsize=%zu ysize=%zu", ptr_state(pp.ptr, (void *)0x1), pp.pitch,
             pp.xsize, pp.ysize);
        if (e == cudaSuccess && pp.ptr != NULL) {
            CHECK(pp.pitch >= ext[i][0]);
            CALL(cudaFree(pp.ptr));
        }
    }
}

static void copies2d(void)
{
    SECTION("cudaMemcpy2D kinds");
    const size_t w = 100, h = 8, hp = 128; /* host pitch */
    unsigned char *a = (unsigned char *)calloc(hp * h, 1), *b = (unsigned char *)calloc(hp * h, 1);
    unsigned char *pin = NULL;
    void *d1 = NULL, *d2 = NULL;
    size_t p1 = 0, p2 = 0;
    CALL(cudaMallocHost((void **)&pin, hp * h));
    CALL(cudaMallocPitch(&d1, &p1, w, h));
    CALL(cudaMallocPitch(&d2, &p2, w, h));
    fill3(a, hp, h, w, h, 1, 1);

    CALL(cudaMemcpy2D(d1, p1, a, hp, w, h, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(d2, p2, d1, p1, w, h, cudaMemcpyDeviceToDevice));
    CALL(cudaMemcpy2D(b, hp, d2, p2, w, h, cudaMemcpyDeviceToHost));
    CHECKT("host -> device -> device -> host", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));
    CHECKT("host padding untouched", count_byte(b, hp * h, 0) >= (hp - w) * h);
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b, hp, a, hp, w, h, cudaMemcpyHostToHost));
    CHECKT("host -> host", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));

    /* cudaMemcpyDefault between each pair, pinned memory with explicit kinds. */
    memset(pin, 0, hp * h);
    CALL(cudaMemcpy2D(pin, hp, d1, p1, w, h, cudaMemcpyDefault));
    CHECKT("device -> pinned (default)", same3(pin, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));
    CALL(cudaMemset2D(d2, p2, 0, w, h));
    CALL(cudaMemcpy2D(d2, p2, pin, hp, w, h, cudaMemcpyDefault));
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b, hp, d2, p2, w, h, cudaMemcpyDefault));
    CHECKT("pinned -> device -> pageable (default)", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b, hp, a, hp, w, h, cudaMemcpyDefault));
    CHECKT("pageable -> pageable (default)", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));
    CALL(cudaMemcpy2D(d2, p2, d1, p1, w, h, cudaMemcpyDefault));
    CALL(cudaMemcpy2D(d1, p1, pin, hp, w, h, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(pin, hp, d1, p1, w, h, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2D(pin, hp, b, hp, w, h, cudaMemcpyHostToHost));

    /* A sub-rectangle: 10 x 3 bytes at (5, 2) of d1 to (1, 1) of a zeroed host block. */
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b + hp + 1, hp, (char *)d1 + 2 * p1 + 5, p1, 10, 3, cudaMemcpyDeviceToHost));
    CHECKT("sub-rectangle", same3(b, hp, h, 1, 1, 0, 10, 3, 1, 5, 2, 0, 1) &&
                                count_byte(b, hp * h, 0) == hp * h - 30);
    /* Narrow pitches: a packed host block (pitch == width). */
    unsigned char packed[40];
    CALL(cudaMemcpy2D(packed, 10, (char *)d1 + 5, p1, 10, 4, cudaMemcpyDeviceToHost));
    CHECKT("packed destination", same3(packed, 10, 4, 0, 0, 0, 10, 4, 1, 5, 0, 0, 1));

    SECTION("cudaMemcpy2D bad inputs");
    CALL(cudaMemcpy2D(d1, 64, a, hp, w, 2, cudaMemcpyHostToDevice));    /* width > dpitch */
    CALL(cudaMemcpy2D(d1, p1, a, 64, w, 2, cudaMemcpyHostToDevice));    /* width > spitch */
    CALL(cudaMemcpy2D(d2, 64, d1, 64, w, 2, cudaMemcpyDeviceToDevice)); /* both */
    CALL(cudaMemcpy2D(d1, 64, a, 64, w, 1, cudaMemcpyHostToDevice));    /* one row */
    CALL(cudaMemcpy2D(d1, 0, a, 0, w, 1, cudaMemcpyHostToDevice));      /* pitch 0, one row */
    CALL(cudaMemcpy2D(d1, 0, a, hp, w, 2, cudaMemcpyHostToDevice));     /* pitch 0, two rows */
    CALL(cudaMemcpy2D(d1, p1, a, 64, w, 1, BAD_KIND(5)));               /* one row, bad kind */
    CALL(cudaMemcpy2D(d1, 0, a, hp, w, 1, cudaMemcpyDefault));
    CALL(cudaMemcpy2D(d1, (size_t)1 << 40, a, hp, w, 1, cudaMemcpyHostToDevice)); /* huge */
    CALL(cudaMemcpy2D(b, hp, d1, (size_t)1 << 31, w, 1, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2D(b, hp, d1, ((size_t)1 << 31) - 1, w, 1, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2D(d1, p1, a, hp, w, h, BAD_KIND(5)));
    CALL(cudaMemcpy2D(d1, p1, a, hp, w, h, BAD_KIND(-1)));
    CALL(cudaMemcpy2D(d1, p1, a, hp, w, h, BAD_KIND(100)));
    /* Which check comes first: bad kind with a bad pitch. */
    CALL(cudaMemcpy2D(d1, 64, a, hp, w, 2, BAD_KIND(5)));
    /* Empty copies succeed before any other check, as an empty 1D copy does. */
    CALL(cudaMemcpy2D(d1, p1, a, hp, 0, h, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(d1, p1, a, hp, w, 0, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(d1, p1, a, hp, 0, 0, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2D(NULL, 0, NULL, 0, 0, 0, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(NULL, 0, NULL, 0, 0, 5, cudaMemcpyDefault));
    CALL(cudaMemcpy2D(NULL, 0, NULL, 0, 5, 0, cudaMemcpyDefault));
    CALL(cudaMemcpy2D(d1, p1, a, hp, 0, h, BAD_KIND(5)));
    CALL(cudaMemcpy2D(d1, p1, a, hp, w, 0, BAD_KIND(5)));
    CALL(cudaMemcpy2D(d1, 64, a, 64, w, 0, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(d1, 0, a, 0, w, 0, BAD_KIND(9)));
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b, hp, d1, p1, w, h, cudaMemcpyDeviceToHost));
    CHECKT("data unchanged by the failed copies", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));

    SECTION("cudaMemcpy2DAsync");
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    fill3(pin, hp, h, w, h, 1, 2);
    CALL(cudaMemcpy2DAsync(d2, p2, pin, hp, w, h, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpy2DAsync(d1, p1, d2, p2, w, h, cudaMemcpyDeviceToDevice, s));
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2DAsync(b, hp, d1, p1, w, h, cudaMemcpyDefault, s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("async round trip", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 2));
    CALL(cudaMemcpy2DAsync(d1, p1, a, hp, w, h, cudaMemcpyHostToDevice, 0));
    CALL(cudaMemcpy2DAsync(d1, 64, a, hp, w, 2, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpy2DAsync(d1, p1, a, hp, w, h, BAD_KIND(7), s));
    CALL(cudaMemcpy2DAsync(d1, p1, a, hp, 0, h, BAD_KIND(7), s));
    CALL(cudaMemcpy2DAsync(d1, p1, a, hp, w, 0, cudaMemcpyHostToDevice, s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaDeviceSynchronize());
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b, hp, d1, p1, w, h, cudaMemcpyDeviceToHost));
    CHECKT("async from pageable memory", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));
    CALL(cudaStreamDestroy(s));

    CALL(cudaFree(d1));
    CALL(cudaFree(d2));
    CALL(cudaFreeHost(pin));
    free(a);
    free(b);
}

static void copies3d(void)
{
    SECTION("cudaMemcpy3D");
    const size_t w = 40, h = 5, d = 3; /* the copied extent */
    const size_t hp = 48, hy = 6;      /* host pitch and rows a slice */
    const size_t hbytes = hp * hy * d;
    unsigned char *a = (unsigned char *)calloc(hbytes, 1), *b = (unsigned char *)calloc(hbytes, 1);
    unsigned char *pin = NULL;
    CALL(cudaMallocHost((void **)&pin, hbytes));
    fill3(a, hp, hy, w, h, d, 3);
    cudaPitchedPtr d1, d2;
    memset(&d1, 0, sizeof d1);
    memset(&d2, 0, sizeof d2);
    CALL(cudaMalloc3D(&d1, make_cudaExtent(w, h, d)));
    CALL(cudaMalloc3D(&d2, make_cudaExtent(w, h, d)));
    const cudaPitchedPtr ha = make_cudaPitchedPtr(a, hp, w, hy);
    const cudaPitchedPtr hb = make_cudaPitchedPtr(b, hp, w, hy);
    const cudaPitchedPtr hpin = make_cudaPitchedPtr(pin, hp, w, hy);

    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = ha;
    p.dstPtr = d1;
    p.extent = make_cudaExtent(w, h, d);
    p.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = d1;
    p.dstPtr = d2;
    p.kind = cudaMemcpyDeviceToDevice;
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = d2;
    p.dstPtr = hb;
    p.kind = cudaMemcpyDeviceToHost;
    CALL(cudaMemcpy3D(&p));
    CHECKT("3D host -> device -> device -> host", same3(b, hp, hy, 0, 0, 0, w, h, d, 0, 0, 0, 3));
    CHECKT("3D padding untouched", count_byte(b, hbytes, 0) >= hbytes - w * h * d);
    memset(b, 0, hbytes);
    p.srcPtr = ha;
    p.dstPtr = hb;
    p.kind = cudaMemcpyHostToHost;
    CALL(cudaMemcpy3D(&p));
    CHECKT("3D host -> host", same3(b, hp, hy, 0, 0, 0, w, h, d, 0, 0, 0, 3));
    memset(pin, 0, hbytes);
    p.srcPtr = d1;
    p.dstPtr = hpin;
    p.kind = cudaMemcpyDefault;
    CALL(cudaMemcpy3D(&p));
    CHECKT("3D device -> pinned (default)", same3(pin, hp, hy, 0, 0, 0, w, h, d, 0, 0, 0, 3));

    /* A box: 10 x 2 x 2 at (3, 1, 1) of d1 to (2, 2, 0) of a zeroed host block. */
    memset(b, 0, hbytes);
    memset(&p, 0, sizeof p);
    p.srcPtr = d1;
    p.srcPos = make_cudaPos(3, 1, 1);
    p.dstPtr = hb;
    p.dstPos = make_cudaPos(2, 2, 0);
    p.extent = make_cudaExtent(10, 2, 2);
    p.kind = cudaMemcpyDeviceToHost;
    CALL(cudaMemcpy3D(&p));
    CHECKT("3D box with positions", same3(b, hp, hy, 2, 2, 0, 10, 2, 2, 3, 1, 1, 3) &&
                                        count_byte(b, hbytes, 0) == hbytes - 40);

    SECTION("cudaMemcpy3D bad inputs");
    memset(&p, 0, sizeof p);
    p.srcPtr = ha;
    p.dstPtr = d1;
    p.extent = make_cudaExtent(w, h, d);
    p.kind = BAD_KIND(7);
    CALL(cudaMemcpy3D(&p));
    p.kind = BAD_KIND(-1);
    CALL(cudaMemcpy3D(&p));
    p.kind = cudaMemcpyHostToDevice;
    const size_t zero[][3] = {{0, h, d}, {w, 0, d}, {w, h, 0}, {0, 0, 0}};
    for (int i = 0; i < 4; i++) {
        p.extent = make_cudaExtent(zero[i][0], zero[i][1], zero[i][2]);
        p.kind = cudaMemcpyHostToDevice;
        printf("cudaMemcpy3D({%zu, %zu, %zu}, HostToDevice)", zero[i][0], zero[i][1], zero[i][2]);
        cudaError_t e = cudaMemcpy3D(&p);
        printf(" -> %s\n", ename(e));
        if (e)
            LASTERR();
        p.kind = BAD_KIND(7);
        printf("cudaMemcpy3D({%zu, %zu, %zu}, kind 7)", zero[i][0], zero[i][1], zero[i][2]);
        e = cudaMemcpy3D(&p);
        printf(" -> %s\n", ename(e));
        if (e)
            LASTERR();
    }
    /* Widths greater than a pitch. */
    p.kind = cudaMemcpyHostToDevice;
    p.extent = make_cudaExtent(w, h, d);
    p.srcPtr = make_cudaPitchedPtr(a, 32, w, hy);
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = ha;
    p.dstPtr = make_cudaPitchedPtr(d1.ptr, 32, w, h);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(w, 1, 1);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(0, 1, 1);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(w, h, d);
    p.kind = BAD_KIND(7);
    CALL(cudaMemcpy3D(&p));
    /* A position past the pitch, rows of the source shorter than the slice (in range). */
    p.kind = cudaMemcpyHostToDevice;
    p.dstPtr = d1;
    p.srcPos = make_cudaPos(20, 0, 0);
    CALL(cudaMemcpy3D(&p));
    p.srcPos = make_cudaPos(0, 0, 0);
    p.srcPtr = make_cudaPitchedPtr(a, hp, w, 2);
    p.extent = make_cudaExtent(w, 2, 2);
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = make_cudaPitchedPtr(a, hp, w, 0);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(w, 2, 1);
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = make_cudaPitchedPtr(a, hp, w, 1);
    p.extent = make_cudaExtent(w, 2, 2);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(w, 1, 2);
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = make_cudaPitchedPtr(a, 0, w, 1);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(w, 1, 1);
    CALL(cudaMemcpy3D(&p));
    /* Pointers that are NULL with an empty extent. */
    memset(&p, 0, sizeof p);
    p.kind = cudaMemcpyDefault;
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(0, 1, 1);
    CALL(cudaMemcpy3D(&p));

    SECTION("cudaMemcpy3DAsync");
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    fill3(pin, hp, hy, w, h, d, 4);
    memset(&p, 0, sizeof p);
    p.srcPtr = hpin;
    p.dstPtr = d2;
    p.extent = make_cudaExtent(w, h, d);
    p.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3DAsync(&p, s));
    memset(b, 0, hbytes);
    p.srcPtr = d2;
    p.dstPtr = hb;
    p.kind = cudaMemcpyDefault;
    CALL(cudaMemcpy3DAsync(&p, s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("3D async round trip", same3(b, hp, hy, 0, 0, 0, w, h, d, 0, 0, 0, 4));
    p.kind = BAD_KIND(9);
    CALL(cudaMemcpy3DAsync(&p, s));
    p.kind = cudaMemcpyDeviceToHost;
    p.extent = make_cudaExtent(0, h, d);
    CALL(cudaMemcpy3DAsync(&p, 0));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));

    CALL(cudaFree(d1.ptr));
    CALL(cudaFree(d2.ptr));
    CALL(cudaFreeHost(pin));
    free(a);
    free(b);
}

static void memsets(void)
{
    SECTION("cudaMemset2D");
    const size_t w = 100, h = 8;
    void *d = NULL;
    size_t pitch = 0;
    CALL(cudaMallocPitch(&d, &pitch, w, h));
    unsigned char *b = (unsigned char *)calloc(pitch * h, 1);
    CALL(cudaMemset2D(d, pitch, 0, pitch, h));
    CALL(cudaMemset2D((char *)d + pitch + 3, pitch, 0xab, 20, 4));
    CALL(cudaMemcpy(b, d, pitch * h, cudaMemcpyDeviceToHost));
    {
        int ok = count_byte(b, pitch * h, 0xab) == 80;
        for (size_t y = 1; y < 5; y++)
            for (size_t x = 3; x < 23; x++)
                ok &= b[y * pitch + x] == 0xab;
        CHECKT("20 x 4 bytes at (3, 1)", ok);
    }
    CALL(cudaMemset2D(d, pitch, 0x1ff, 4, 1));
    CALL(cudaMemcpy(b, d, 8, cudaMemcpyDeviceToHost));
    SHOW("bytes=%02x %02x %02x %02x %02x", b[0], b[1], b[2], b[3], b[4]);
    CALL(cudaMemset2D(d, pitch, 1, 0, h));
    CALL(cudaMemset2D(d, pitch, 1, w, 0));
    CALL(cudaMemset2D(NULL, 0, 1, 0, 0));
    CALL(cudaMemset2D(NULL, pitch, 1, w, 0));
    CALL(cudaMemset2D(d, 64, 2, w, 2)); /* width > pitch */
    CALL(cudaMemset2D(d, 64, 2, w, 1)); /* one row: the pitch is documented as unused */
    CALL(cudaMemset2D(d, 0, 2, w, 1));
    CALL(cudaMemset2D(d, 64, 2, w, 0));
    CALL(cudaMemset2D(d, (size_t)1 << 40, 2, w, 1));
    CALL(cudaMemcpy(b, d, pitch * h, cudaMemcpyDeviceToHost));
    SHOW("bytes set to 2: %zu", count_byte(b, pitch * h, 2));
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    CALL(cudaMemset2DAsync(d, pitch, 0x3c, w, h, s));
    CALL(cudaMemset2DAsync(d, 64, 0x3c, w, 2, s));
    CALL(cudaMemset2DAsync(d, pitch, 0x3c, 0, h, 0));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaMemcpy(b, d, pitch * h, cudaMemcpyDeviceToHost));
    CHECKT("async memset", count_byte(b, pitch * h, 0x3c) >= w * h);
    CALL(cudaFree(d));
    free(b);

    SECTION("cudaMemset3D");
    const size_t w3 = 64, h3 = 4, d3 = 3;
    cudaPitchedPtr dp;
    memset(&dp, 0, sizeof dp);
    CALL(cudaMalloc3D(&dp, make_cudaExtent(w3, h3, d3)));
    const size_t P = dp.pitch, total = P * h3 * d3;
    unsigned char *c = (unsigned char *)calloc(total, 1);
    CALL(cudaMemset3D(dp, 0, make_cudaExtent(P, h3, d3)));
    CALL(cudaMemset3D(dp, 0x11, make_cudaExtent(w3, h3, d3)));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    CHECKT("whole extent", count_byte(c, total, 0x11) == w3 * h3 * d3 &&
                               count_byte(c, total, 0) == total - w3 * h3 * d3);
    /* Fewer rows than a slice: 16 x 2 x 2 at (8, 1, 0). */
    CALL(cudaMemset3D(make_cudaPitchedPtr((char *)dp.ptr + P + 8, P, w3, h3), 0x22,
                      make_cudaExtent(16, 2, 2)));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    {
        int ok = count_byte(c, total, 0x22) == 64;
        for (size_t z = 0; z < 2; z++)
            for (size_t y = 1; y < 3; y++)
                for (size_t x = 8; x < 24; x++)
                    ok &= c[(z * h3 + y) * P + x] == 0x22;
        CHECKT("16 x 2 x 2 box", ok);
    }
    /* Whole slices, narrower rows. */
    CALL(cudaMemset3D(dp, 0x33, make_cudaExtent(16, h3, d3)));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    CHECKT("16 x 4 x 3", count_byte(c, total, 0x33) == 16 * h3 * d3);
    /* More rows than ysize (slices overlap), ysize 0, pitch ignored for one row. */
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, P, w3, 2), 0x44, make_cudaExtent(8, 3, 2)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, P, w3, 0), 0x55, make_cudaExtent(8, 1, 2)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 0, w3, 0), 0x66, make_cudaExtent(4, 1, 1)));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    SHOW("bytes 0x44: %zu 0x55: %zu 0x66: %zu", count_byte(c, total, 0x44),
         count_byte(c, total, 0x55), count_byte(c, total, 0x66));
    /* Bad and empty extents. */
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 32, w3, h3), 1, make_cudaExtent(w3, 2, 1)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 32, w3, h3), 1, make_cudaExtent(w3, 2, 2)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 32, w3, h3), 1, make_cudaExtent(w3, 1, 1)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 32, w3, h3), 1, make_cudaExtent(w3, 1, 2)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 0, w3, 1), 1, make_cudaExtent(8, 1, 2)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, P, w3, 1), 1, make_cudaExtent(8, 2, 1)));
    CALL(cudaMemset3D(dp, 1, make_cudaExtent(0, h3, d3)));
    CALL(cudaMemset3D(dp, 1, make_cudaExtent(w3, 0, d3)));
    CALL(cudaMemset3D(dp, 1, make_cudaExtent(w3, h3, 0)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(NULL, 0, 0, 0), 1, make_cudaExtent(0, 0, 0)));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    SHOW("bytes set to 1: %zu", count_byte(c, total, 1));
    CALL(cudaMemset3DAsync(dp, 0x77, make_cudaExtent(w3, h3, d3), s));
    CALL(cudaMemset3DAsync(make_cudaPitchedPtr((char *)dp.ptr + 4, P, w3, h3), 0x78,
                           make_cudaExtent(4, 3, 2), s));
    CALL(cudaMemset3DAsync(dp, 0x79, make_cudaExtent(w3, h3, 0), 0));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    CHECKT("async 3D memsets",
           count_byte(c, total, 0x77) == w3 * h3 * d3 - 24 && count_byte(c, total, 0x78) == 24);
    /* One row a slice, slices two rows apart: bytes 0..7 of rows 0 and 2, 4. */
    CALL(cudaMemset3DAsync(make_cudaPitchedPtr(dp.ptr, P, w3, 2), 0x7a, make_cudaExtent(8, 1, 3),
                           s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    CHECKT("a row a slice", count_byte(c, total, 0x7a) == 24 && c[2 * P + 7] == 0x7a &&
                                c[4 * P] == 0x7a && c[P] != 0x7a);
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(dp.ptr));
    free(c);
}

static void peers(int ndev)
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

/* The twins of the per-thread default stream, called by name: the same work on stream 0 of the
 * calling thread. */
static void twins(void)
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

/* Issue 7: cudaMemset3D with slices (pitch x ysize) whose size, or whose last slice's address,
 * wraps around the address space. Which answer does NVIDIA's library give, and does it write
 * anything (a wrapped slice size can land inside the allocation)? Isolated: a wrapped address
 * may corrupt the context. */
static void case_memset3d_overflow(void)
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

int main(void)
{
    struct {
        const char *name;
        void (*fn)(void);
    } cases[] = {
        {"NULL outputs of pitched allocations", case_null_outputs},
        {"NULL parameter blocks", case_null_parameters},
        {"NULL pointers in 2D/3D copies and memsets", case_null_pointers},
        {"device memory named host memory", case_device_as_host},
        {"host memory named device memory", case_host_as_device},
        {"host-to-host copies of device memory", case_host_to_host_device},
        {"CUDA arrays in 3D copies", case_arrays},
        {"3D peer copy to host memory", case_peer_host},
        {"cudaMemset3D slices beyond the address space", case_memset3d_overflow},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ocr_isolated(cases[i].name, cases[i].fn);
    int ndev = 0;
    START_COUNT(&ndev);
    pitched_alloc();
    copies2d();
    copies3d();
    memsets();
    peers(ndev);
    twins();
    LASTERR();
    return FINISH();
}
