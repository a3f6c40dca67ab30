/*
 * memory2d, the CUDA-array case (run in a child process): arrays made with the driver API
 * (libcuda.so.1 opened with dlopen; cudaArray_t is the driver's CUarray) in 3D copies to, from and
 * between arrays, at element positions, of two-channel elements, with bad combinations and every
 * copy kind, and in a 3D peer copy.
 */
#include "memory2d.h"

#include <cuda.h>
#include <dlfcn.h>

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
void case_arrays(void)
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
