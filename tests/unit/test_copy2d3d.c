/*
 * Pitched allocations, 2D/3D copies and memsets, peer copies (memory/copy2d3d.c): the
 * translation into the driver's CUDA_MEMCPY2D / CUDA_MEMCPY3D / CUDA_MEMCPY3D_PEER and
 * cuMemsetD2D8 calls, the argument checks NVIDIA's runtime makes (and their order), the twins of
 * the per-thread default stream, and driver failures.
 *
 * The fake driver's generic entries log and fail on request but keep no arguments: this test
 * wraps the entries it inspects (after install) with recorders that keep the descriptors and
 * then call the fake's own entry, so logging and fault injection still apply.
 */
#include "unit.h"

#include <stdio.h>

cudaError_t cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src, size_t spitch,
                                   size_t width, size_t height, enum cudaMemcpyKind kind,
                                   cudaStream_t stream);
cudaError_t cudaMemset2D_ptds(void *devPtr, size_t pitch, int value, size_t width, size_t height);
cudaError_t cudaMemset2DAsync_ptsz(void *devPtr, size_t pitch, int value, size_t width,
                                   size_t height, cudaStream_t stream);
cudaError_t cudaMemset3D_ptds(struct cudaPitchedPtr p, int value, struct cudaExtent extent);
cudaError_t cudaMemset3DAsync_ptsz(struct cudaPitchedPtr p, int value, struct cudaExtent extent,
                                   cudaStream_t stream);
cudaError_t cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p);
cudaError_t cudaMemcpy3DAsync_ptsz(const struct cudaMemcpy3DParms *p, cudaStream_t stream);
cudaError_t cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p);
cudaError_t cudaMemcpy3DPeerAsync_ptsz(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream);

/* The toolkit's make_cuda* helpers are for C++ (driver_functions.h); the same in C. */
static struct cudaExtent mk_extent(size_t w, size_t h, size_t d)
{
    return (struct cudaExtent){w, h, d};
}

static struct cudaPos mk_pos(size_t x, size_t y, size_t z)
{
    return (struct cudaPos){x, y, z};
}

static struct cudaPitchedPtr mk_pitched(void *p, size_t pitch, size_t xsize, size_t ysize)
{
    return (struct cudaPitchedPtr){p, pitch, xsize, ysize};
}

#define BAD_KIND ((enum cudaMemcpyKind)7)
#define STREAM ((cudaStream_t)0x5700)

/* -- recorders --------------------------------------------------------------------------------- */

static struct {
    bool ptds;                      /* the last recorded call went through the twin */
    CUstream stream;                /* of the last async call */
    CUDA_MEMCPY2D m2;               /* cuMemcpy2DUnaligned / cuMemcpy2DAsync */
    CUDA_MEMCPY3D m3;               /* cuMemcpy3D / cuMemcpy3DAsync */
    CUDA_MEMCPY3D_PEER mp;          /* cuMemcpy3DPeer / cuMemcpy3DPeerAsync */
    CUdeviceptr peer_dst, peer_src; /* cuMemcpyPeer / cuMemcpyPeerAsync */
    CUcontext peer_dctx, peer_sctx;
    size_t peer_count;
    size_t pitch_width, pitch_height; /* cuMemAllocPitch */
    unsigned pitch_elem;
} rec;

#define MAX_MEMSETS 16
struct memset_call {
    bool ptds, async;
    CUdeviceptr dst;
    size_t pitch;
    unsigned char value;
    size_t width, height;
    CUstream stream;
};
static struct memset_call memsets[MAX_MEMSETS];
static size_t n_memsets;

static void rec_clear(void)
{
    memset(&rec, 0, sizeof rec);
    memset(memsets, 0, sizeof memsets);
    n_memsets = 0;
}

/* A recorder pair (legacy, twin) for entry `name`: `record` keeps the arguments, then the fake's
 * own entry of the same half runs. */
#define RECORDER(name, ver, params, args, record)                                                  \
    static PFN_##name##_v##ver real_##name[2];                                                     \
    static CUresult rec_##name params                                                              \
    {                                                                                              \
        const bool twin_ = false;                                                                  \
        record;                                                                                    \
        rec.ptds = twin_;                                                                          \
        return real_##name[0] args;                                                                \
    }                                                                                              \
    static CUresult rec_##name##_ptsz params                                                       \
    {                                                                                              \
        const bool twin_ = true;                                                                   \
        record;                                                                                    \
        rec.ptds = twin_;                                                                          \
        return real_##name[1] args;                                                                \
    }

static void record_memset(bool ptds, bool async, CUdeviceptr d, size_t pitch, unsigned char v,
                          size_t w, size_t h, CUstream s)
{
    if (n_memsets < MAX_MEMSETS)
        memsets[n_memsets] = (struct memset_call){ptds, async, d, pitch, v, w, h, s};
    n_memsets++;
}

RECORDER(cuMemcpy2DUnaligned, 3020, (const CUDA_MEMCPY2D *c), (c), rec.m2 = *c)
RECORDER(cuMemcpy2DAsync, 3020, (const CUDA_MEMCPY2D *c, CUstream s), (c, s),
         (rec.m2 = *c, rec.stream = s))
RECORDER(cuMemcpy3D, 3020, (const CUDA_MEMCPY3D *c), (c), rec.m3 = *c)
RECORDER(cuMemcpy3DAsync, 3020, (const CUDA_MEMCPY3D *c, CUstream s), (c, s),
         (rec.m3 = *c, rec.stream = s))
RECORDER(cuMemcpy3DPeer, 4000, (const CUDA_MEMCPY3D_PEER *c), (c), rec.mp = *c)
RECORDER(cuMemcpy3DPeerAsync, 4000, (const CUDA_MEMCPY3D_PEER *c, CUstream s), (c, s),
         (rec.mp = *c, rec.stream = s))
RECORDER(cuMemsetD2D8, 3020, (CUdeviceptr d, size_t p, unsigned char v, size_t w, size_t h),
         (d, p, v, w, h), record_memset(twin_, false, d, p, v, w, h, NULL))
RECORDER(cuMemsetD2D8Async, 3020,
         (CUdeviceptr d, size_t p, unsigned char v, size_t w, size_t h, CUstream s),
         (d, p, v, w, h, s), record_memset(twin_, true, d, p, v, w, h, s))
RECORDER(cuMemcpyPeer, 4000, (CUdeviceptr d, CUcontext dc, CUdeviceptr s, CUcontext sc, size_t n),
         (d, dc, s, sc, n),
         (rec.peer_dst = d, rec.peer_dctx = dc, rec.peer_src = s, rec.peer_sctx = sc,
          rec.peer_count = n))
RECORDER(cuMemcpyPeerAsync, 4000,
         (CUdeviceptr d, CUcontext dc, CUdeviceptr s, CUcontext sc, size_t n, CUstream st),
         (d, dc, s, sc, n, st),
         (rec.peer_dst = d, rec.peer_dctx = dc, rec.peer_src = s, rec.peer_sctx = sc,
          rec.peer_count = n, rec.stream = st))
RECORDER(cuMemAllocPitch, 3020, (CUdeviceptr * p, size_t *pitch, size_t w, size_t h, unsigned e),
         (p, pitch, w, h, e), (rec.pitch_width = w, rec.pitch_height = h, rec.pitch_elem = e))

/* CUDA arrays: fake handles whose descriptors the test declares. */
#define ARRAY_FLOAT ((cudaArray_t)0xa0010)   /* float x1: 4 bytes an element */
#define ARRAY_SHORT2 ((cudaArray_t)0xa0020)  /* int16 x2: 4 bytes */
#define ARRAY_BYTE ((cudaArray_t)0xa0030)    /* uint8 x1: 1 byte */
#define ARRAY_HALF4 ((cudaArray_t)0xa0040)   /* half x4: 8 bytes */
#define ARRAY_BC1 ((cudaArray_t)0xa0050)     /* block-compressed: not supported */
#define ARRAY_UNKNOWN ((cudaArray_t)0xa0060) /* the driver does not know it */

static PFN_cuArray3DGetDescriptor_v3020 real_cuArray3DGetDescriptor;
static CUresult fake_descriptor(CUDA_ARRAY3D_DESCRIPTOR *d, CUarray a)
{
    CUresult r = real_cuArray3DGetDescriptor(d, a); /* log, faults */
    if (r != CUDA_SUCCESS)
        return r;
    memset(d, 0, sizeof *d);
    d->Width = 16;
    d->Height = 4;
    d->Depth = 2;
    d->NumChannels = 1;
    if (a == (CUarray)ARRAY_FLOAT) {
        d->Format = CU_AD_FORMAT_FLOAT;
    } else if (a == (CUarray)ARRAY_SHORT2) {
        d->Format = CU_AD_FORMAT_SIGNED_INT16;
        d->NumChannels = 2;
    } else if (a == (CUarray)ARRAY_BYTE) {
        d->Format = CU_AD_FORMAT_UNSIGNED_INT8;
    } else if (a == (CUarray)ARRAY_HALF4) {
        d->Format = CU_AD_FORMAT_HALF;
        d->NumChannels = 4;
    } else if (a == (CUarray)ARRAY_BC1) {
        d->Format = CU_AD_FORMAT_BC1_UNORM;
        d->NumChannels = 4;
    } else {
        return CUDA_ERROR_INVALID_HANDLE;
    }
    return CUDA_SUCCESS;
}

#define INSTALL(name)                                                                              \
    do {                                                                                           \
        real_##name[0] = ocr_drv[0].name;                                                          \
        real_##name[1] = ocr_drv[1].name;                                                          \
        ocr_drv[0].name = rec_##name;                                                              \
        ocr_drv[1].name = rec_##name##_ptsz;                                                       \
    } while (0)

static int group_setup(void **state)
{
    fake_config.device_count = 2;
    unit_install_fake(state);
    fake_install_ptds_twins();
    INSTALL(cuMemcpy2DUnaligned);
    INSTALL(cuMemcpy2DAsync);
    INSTALL(cuMemcpy3D);
    INSTALL(cuMemcpy3DAsync);
    INSTALL(cuMemcpy3DPeer);
    INSTALL(cuMemcpy3DPeerAsync);
    INSTALL(cuMemsetD2D8);
    INSTALL(cuMemsetD2D8Async);
    INSTALL(cuMemcpyPeer);
    INSTALL(cuMemcpyPeerAsync);
    INSTALL(cuMemAllocPitch);
    real_cuArray3DGetDescriptor = ocr_drv[0].cuArray3DGetDescriptor;
    ocr_drv[0].cuArray3DGetDescriptor = fake_descriptor;
    ocr_drv[1].cuArray3DGetDescriptor = fake_descriptor;
    return 0;
}

/* Per test: the runtime entered once (init, context) before the log is cleared. */
static int setup(void **state)
{
    (void)cudaFree(NULL);
    rec_clear();
    return unit_reset(state);
}

static size_t copy_calls(void)
{
    static const char *const names[] = {
        "cuMemcpy2DUnaligned", "cuMemcpy2DAsync",     "cuMemcpy3D",   "cuMemcpy3DAsync",
        "cuMemcpy3DPeer",      "cuMemcpy3DPeerAsync", "cuMemsetD2D8", "cuMemsetD2D8Async",
        "cuMemcpyPeer",        "cuMemcpyPeerAsync"};
    size_t n = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        n += fake_calls(names[i]);
        char twin[64];
        snprintf(twin, sizeof twin, "%s_ptsz", names[i]);
        n += fake_calls(twin);
    }
    return n;
}

#define assert_no_copy()                                                                           \
    do {                                                                                           \
        if (copy_calls() != 0)                                                                     \
            fail_msg("expected no copy or memset; driver calls: %s", fake_log_string());           \
    } while (0)

static unsigned char host_a[4096], host_b[4096];
#define DEV_A ((void *)0x7f0000100000)
#define DEV_B ((void *)0x7f0000200000)
#define DPTR(p) ((CUdeviceptr)(uintptr_t)(p))

/* -- allocation -------------------------------------------------------------------------------- */

static void cudaMallocPitch_arguments(void **state)
{
    (void)state;
    void *p = (void *)0x1;
    size_t pitch = 77;
    assert_cuda(cudaErrorInvalidValue, cudaMallocPitch(NULL, &pitch, 64, 4));
    assert_cuda(cudaErrorInvalidValue, cudaMallocPitch(&p, NULL, 64, 4));
    assert_cuda(cudaErrorInvalidValue, cudaMallocPitch(NULL, NULL, 0, 0));
    assert_no_driver_call();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_ptr_equal(p, (void *)0x1);
    assert_int_equal(pitch, 77);
    /* Empty: NULL and pitch 0, no driver allocation. */
    assert_cuda(cudaSuccess, cudaMallocPitch(&p, &pitch, 0, 4));
    assert_null(p);
    assert_int_equal(pitch, 0);
    pitch = 77;
    p = (void *)0x1;
    assert_cuda(cudaSuccess, cudaMallocPitch(&p, &pitch, 64, 0));
    assert_null(p);
    assert_int_equal(pitch, 0);
    assert_calls("cuMemAllocPitch", 0);
}

static void cudaMallocPitch_passes_size(void **state)
{
    (void)state;
    void *p = NULL;
    size_t pitch = 0;
    assert_cuda(cudaSuccess, cudaMallocPitch(&p, &pitch, 100, 7));
    assert_calls("cuMemAllocPitch", 1);
    assert_int_equal(rec.pitch_width, 100);
    assert_int_equal(rec.pitch_height, 7);
    assert_int_equal(rec.pitch_elem, 4);
    assert_int_equal(pitch, 512); /* the fake's pitch */
    assert_ptr_equal(p, (void *)(uintptr_t)fake_last_alloc()->ptr);
    assert_ptr_equal(fake_last_alloc()->ctx, fake_primary_context(0));
    assert_cuda(cudaSuccess, cudaFree(p));
    /* A driver failure comes back mapped and recorded. */
    fake_fail_next("cuMemAllocPitch", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorMemoryAllocation, cudaMallocPitch(&p, &pitch, 1 << 20, 1 << 20));
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
}

static void cudaMalloc3D_rows_and_outputs(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMalloc3D(NULL, mk_extent(64, 4, 2)));
    assert_no_driver_call();
    struct cudaPitchedPtr pp = mk_pitched((void *)0x1, 7, 7, 7);
    assert_cuda(cudaSuccess, cudaMalloc3D(&pp, mk_extent(100, 4, 3)));
    assert_int_equal(rec.pitch_width, 100);
    assert_int_equal(rec.pitch_height, 12);
    assert_int_equal(rec.pitch_elem, 4);
    assert_ptr_equal(pp.ptr, (void *)(uintptr_t)fake_last_alloc()->ptr);
    assert_int_equal(pp.pitch, 512);
    assert_int_equal(pp.xsize, 100);
    assert_int_equal(pp.ysize, 4);
    assert_cuda(cudaSuccess, cudaFree(pp.ptr));
    fake_log_clear();

    /* Empty extents, also a row count that wraps to 0: NULL, pitch 0, the extent's sizes. */
    const size_t empty[][3] = {{0, 4, 3},
                               {100, 0, 3},
                               {100, 4, 0},
                               {64, (size_t)1 << 33, (size_t)1 << 33},
                               {1, (size_t)1 << 63, 2}};
    for (size_t i = 0; i < sizeof empty / sizeof empty[0]; i++) {
        pp = mk_pitched((void *)0x1, 7, 7, 7);
        assert_cuda(cudaSuccess,
                    cudaMalloc3D(&pp, mk_extent(empty[i][0], empty[i][1], empty[i][2])));
        assert_null(pp.ptr);
        assert_int_equal(pp.pitch, 0);
        assert_int_equal(pp.xsize, empty[i][0]);
        assert_int_equal(pp.ysize, empty[i][1]);
    }
    assert_calls("cuMemAllocPitch", 0);

    /* A failure leaves xsize and ysize alone (the driver writes ptr and pitch, or not). */
    pp = mk_pitched((void *)0x1, 7, 7, 7);
    fake_fail_next("cuMemAllocPitch", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorMemoryAllocation, cudaMalloc3D(&pp, mk_extent(64, 1 << 20, 1 << 20)));
    assert_int_equal(rec.pitch_height, (size_t)1 << 40);
    assert_int_equal(pp.xsize, 7);
    assert_int_equal(pp.ysize, 7);
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
}

/* -- 2D copies --------------------------------------------------------------------------------- */

static void cudaMemcpy2D_kinds_translate(void **state)
{
    (void)state;
    static const struct {
        enum cudaMemcpyKind kind;
        CUmemorytype src, dst;
    } kinds[] = {
        {cudaMemcpyHostToHost, CU_MEMORYTYPE_HOST, CU_MEMORYTYPE_HOST},
        {cudaMemcpyHostToDevice, CU_MEMORYTYPE_HOST, CU_MEMORYTYPE_DEVICE},
        {cudaMemcpyDeviceToHost, CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_HOST},
        {cudaMemcpyDeviceToDevice, CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_DEVICE},
        {cudaMemcpyDefault, CU_MEMORYTYPE_UNIFIED, CU_MEMORYTYPE_UNIFIED},
    };
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        rec_clear();
        fake_log_clear();
        assert_cuda(cudaSuccess, cudaMemcpy2D(DEV_B, 512, DEV_A, 256, 100, 8, kinds[i].kind));
        assert_calls("cuMemcpy2DUnaligned", 1);
        const CUDA_MEMCPY2D *c = &rec.m2;
        assert_int_equal(c->srcMemoryType, kinds[i].src);
        assert_int_equal(c->dstMemoryType, kinds[i].dst);
        if (kinds[i].src == CU_MEMORYTYPE_HOST) {
            assert_ptr_equal(c->srcHost, DEV_A);
            assert_int_equal(c->srcDevice, 0);
        } else {
            assert_int_equal(c->srcDevice, DPTR(DEV_A));
            assert_null(c->srcHost);
        }
        if (kinds[i].dst == CU_MEMORYTYPE_HOST) {
            assert_ptr_equal(c->dstHost, DEV_B);
            assert_int_equal(c->dstDevice, 0);
        } else {
            assert_int_equal(c->dstDevice, DPTR(DEV_B));
            assert_null(c->dstHost);
        }
        assert_int_equal(c->srcPitch, 256);
        assert_int_equal(c->dstPitch, 512);
        assert_int_equal(c->WidthInBytes, 100);
        assert_int_equal(c->Height, 8);
        assert_int_equal(c->srcXInBytes + c->srcY + c->dstXInBytes + c->dstY, 0);
        assert_null(c->srcArray);
        assert_null(c->dstArray);
        assert_false(rec.ptds);
    }
    /* Asynchronous: cuMemcpy2DAsync with the stream. */
    fake_log_clear();
    assert_cuda(cudaSuccess,
                cudaMemcpy2DAsync(host_b, 64, DEV_A, 512, 64, 4, cudaMemcpyDeviceToHost, STREAM));
    assert_calls("cuMemcpy2DAsync", 1);
    assert_calls("cuMemcpy2DUnaligned", 0);
    assert_ptr_equal(rec.stream, (CUstream)STREAM);
    assert_ptr_equal(rec.m2.dstHost, host_b);
    assert_int_equal(rec.m2.srcDevice, DPTR(DEV_A));
}

/* Measured order: empty, then (more than one row) pitch, then kind; one row goes to the
 * driver whatever its pitches. */
static void cudaMemcpy2D_checks_in_order(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaMemcpy2D(DEV_B, 512, DEV_A, 512, 0, 8, BAD_KIND));
    assert_cuda(cudaSuccess, cudaMemcpy2D(DEV_B, 16, DEV_A, 16, 100, 0, BAD_KIND));
    assert_cuda(cudaSuccess, cudaMemcpy2D(NULL, 0, NULL, 0, 0, 0, cudaMemcpyHostToDevice));
    assert_no_copy();
    assert_cuda(cudaSuccess, cudaGetLastError());

    assert_cuda(cudaErrorInvalidPitchValue,
                cudaMemcpy2D(DEV_B, 64, DEV_A, 512, 100, 2, cudaMemcpyDeviceToDevice));
    assert_cuda(cudaErrorInvalidPitchValue,
                cudaMemcpy2D(DEV_B, 512, DEV_A, 99, 100, 2, cudaMemcpyDeviceToDevice));
    assert_cuda(cudaErrorInvalidPitchValue,
                cudaMemcpy2D(DEV_B, 0, DEV_A, 512, 100, 2, cudaMemcpyDeviceToDevice));
    assert_cuda(cudaErrorInvalidPitchValue, cudaMemcpy2D(DEV_B, 64, DEV_A, 512, 100, 2, BAD_KIND));
    assert_cuda(cudaErrorInvalidPitchValue,
                cudaMemcpy2DAsync(DEV_B, 64, DEV_A, 64, 100, 3, cudaMemcpyDefault, STREAM));
    assert_no_copy();
    assert_cuda(cudaErrorInvalidPitchValue, cudaGetLastError());

    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2D(DEV_B, 512, DEV_A, 512, 100, 2, BAD_KIND));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2D(DEV_B, 0, DEV_A, 0, 100, 1, (enum cudaMemcpyKind) - 1));
    assert_no_copy();
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaGetLastError());

    /* One row: the driver judges the pitches. */
    assert_cuda(cudaSuccess, cudaMemcpy2D(DEV_B, 0, DEV_A, 64, 100, 1, cudaMemcpyDeviceToDevice));
    assert_calls("cuMemcpy2DUnaligned", 1);
    assert_int_equal(rec.m2.dstPitch, 0);
    assert_int_equal(rec.m2.srcPitch, 64);
    fake_fail_next("cuMemcpy2DUnaligned", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpy2D(DEV_B, 64, DEV_A, 64, 100, 1, cudaMemcpyDeviceToDevice));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaMemcpy2D_per_thread_twins(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess,
                cudaMemcpy2D_ptds(DEV_B, 512, DEV_A, 512, 100, 2, cudaMemcpyDeviceToDevice));
    assert_calls("cuMemcpy2DUnaligned_ptsz", 1);
    assert_calls("cuMemcpy2DUnaligned", 0);
    assert_true(rec.ptds);
    assert_cuda(cudaSuccess, cudaMemcpy2DAsync_ptsz(DEV_B, 512, DEV_A, 512, 100, 2,
                                                    cudaMemcpyDeviceToDevice, 0));
    assert_calls("cuMemcpy2DAsync_ptsz", 1);
    assert_true(rec.ptds);
    assert_null(rec.stream);
    assert_cuda(cudaSuccess,
                cudaMemcpy2DAsync(DEV_B, 512, DEV_A, 512, 100, 2, cudaMemcpyDeviceToDevice, 0));
    assert_calls("cuMemcpy2DAsync", 1);
    assert_false(rec.ptds);
    /* The twins check alike. */
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2D_ptds(DEV_B, 512, DEV_A, 512, 100, 2, BAD_KIND));
    assert_cuda(cudaErrorInvalidPitchValue,
                cudaMemcpy2DAsync_ptsz(DEV_B, 1, DEV_A, 512, 100, 2, cudaMemcpyDefault, 0));
    assert_cuda(cudaErrorInvalidPitchValue, cudaGetLastError());
}

/* -- 3D copies --------------------------------------------------------------------------------- */

static struct cudaMemcpy3DParms parms(struct cudaPitchedPtr src, struct cudaPitchedPtr dst,
                                      struct cudaExtent e, enum cudaMemcpyKind kind)
{
    struct cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = src;
    p.dstPtr = dst;
    p.extent = e;
    p.kind = kind;
    return p;
}

static void cudaMemcpy3D_pointer_translation(void **state)
{
    (void)state;
    struct cudaMemcpy3DParms p = parms(mk_pitched(host_a, 48, 40, 6), mk_pitched(DEV_A, 512, 40, 5),
                                       mk_extent(10, 2, 2), cudaMemcpyHostToDevice);
    p.srcPos = mk_pos(3, 1, 1);
    p.dstPos = mk_pos(2, 2, 0);
    assert_cuda(cudaSuccess, cudaMemcpy3D(&p));
    assert_calls("cuMemcpy3D", 1);
    const CUDA_MEMCPY3D *c = &rec.m3;
    assert_int_equal(c->srcMemoryType, CU_MEMORYTYPE_HOST);
    assert_ptr_equal(c->srcHost, host_a);
    assert_int_equal(c->srcXInBytes, 3);
    assert_int_equal(c->srcY, 1);
    assert_int_equal(c->srcZ, 1);
    assert_int_equal(c->srcPitch, 48);
    assert_int_equal(c->srcHeight, 6);
    assert_int_equal(c->dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(c->dstDevice, DPTR(DEV_A));
    assert_int_equal(c->dstXInBytes, 2);
    assert_int_equal(c->dstY, 2);
    assert_int_equal(c->dstZ, 0);
    assert_int_equal(c->dstPitch, 512);
    assert_int_equal(c->dstHeight, 5);
    assert_int_equal(c->WidthInBytes, 10);
    assert_int_equal(c->Height, 2);
    assert_int_equal(c->Depth, 2);
    assert_int_equal(c->srcLOD + c->dstLOD, 0);
    assert_null(c->reserved0);
    assert_null(c->reserved1);
    assert_null(c->srcArray);
    assert_null(c->dstArray);

    p.kind = cudaMemcpyDefault;
    assert_cuda(cudaSuccess, cudaMemcpy3DAsync(&p, STREAM));
    assert_calls("cuMemcpy3DAsync", 1);
    assert_ptr_equal(rec.stream, (CUstream)STREAM);
    assert_int_equal(rec.m3.srcMemoryType, CU_MEMORYTYPE_UNIFIED);
    assert_int_equal(rec.m3.srcDevice, DPTR(host_a));
    assert_int_equal(rec.m3.dstMemoryType, CU_MEMORYTYPE_UNIFIED);
    p.kind = cudaMemcpyDeviceToHost;
    assert_cuda(cudaSuccess, cudaMemcpy3D(&p));
    assert_int_equal(rec.m3.srcMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.m3.dstMemoryType, CU_MEMORYTYPE_HOST);
    assert_ptr_equal(rec.m3.dstHost, DEV_A);
}

/* Measured order: NULL, empty, kind, sides (one each, not NULL), pitches. */
static void cudaMemcpy3D_checks_in_order(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3D(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DAsync(NULL, STREAM));
    assert_no_driver_call();

    const struct cudaPitchedPtr h = mk_pitched(host_a, 48, 40, 6);
    const struct cudaPitchedPtr d = mk_pitched(DEV_A, 512, 40, 5);
    struct cudaMemcpy3DParms p = parms(h, d, mk_extent(0, 5, 3), BAD_KIND);
    assert_cuda(cudaSuccess, cudaMemcpy3D(&p));
    memset(&p, 0, sizeof p);
    p.extent = mk_extent(1, 1, 0);
    assert_cuda(cudaSuccess, cudaMemcpy3D(&p));
    assert_no_copy();

    /* The kind before the pitches, the sides before the pitches. */
    p = parms(mk_pitched(host_a, 8, 40, 0), d, mk_extent(40, 5, 3), BAD_KIND);
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaMemcpy3D(&p));
    p = parms(h, mk_pitched(NULL, 0, 0, 0), mk_extent(40, 5, 3), cudaMemcpyHostToDevice);
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3D(&p));
    p = parms(mk_pitched(NULL, 48, 40, 6), d, mk_extent(40, 5, 3), cudaMemcpyHostToDevice);
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3D(&p));
    assert_no_copy();

    /* Pitches of pointer sides: a pitch under the width with more than one row or slice, a
     * ysize under the height with more than one slice. */
    static const struct {
        size_t pitch, ysize, w, h, d;
        cudaError_t want;
    } cases[] = {
        {39, 6, 40, 2, 1, cudaErrorInvalidPitchValue},
        {39, 6, 40, 1, 2, cudaErrorInvalidPitchValue},
        {0, 6, 40, 1, 2, cudaErrorInvalidPitchValue},
        {40, 0, 40, 1, 2, cudaErrorInvalidPitchValue},
        {40, 1, 40, 2, 2, cudaErrorInvalidPitchValue},
        {40, 2, 40, 3, 2, cudaErrorInvalidPitchValue},
        {39, 6, 40, 1, 1, cudaSuccess},
        {0, 0, 40, 1, 1, cudaSuccess},
        {40, 0, 40, 3, 1, cudaSuccess},
        {40, 1, 40, 1, 2, cudaSuccess},
        {40, 3, 40, 3, 2, cudaSuccess},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        for (int side = 0; side < 2; side++) {
            struct cudaPitchedPtr bad =
                mk_pitched(side ? DEV_B : host_b, cases[i].pitch, 40, cases[i].ysize);
            p = parms(side ? h : bad, side ? bad : d, mk_extent(cases[i].w, cases[i].h, cases[i].d),
                      cudaMemcpyDefault);
            fake_log_clear();
            cudaError_t got = cudaMemcpy3D(&p);
            if (got != cases[i].want)
                fail_msg("case %zu (%s): %s, expected %s", i, side ? "dst" : "src",
                         cudaGetErrorName(got), cudaGetErrorName(cases[i].want));
            assert_int_equal(fake_calls("cuMemcpy3D"), cases[i].want == cudaSuccess);
        }
    }
    assert_cuda(cudaErrorInvalidPitchValue, cudaGetLastError());
}

static void cudaMemcpy3D_arrays(void **state)
{
    (void)state;
    /* Host to an array: positions and width count the array's elements (4 bytes). */
    struct cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = mk_pitched(host_a, 64, 16, 4);
    p.srcPos = mk_pos(1, 0, 0);
    p.dstArray = ARRAY_FLOAT;
    p.dstPos = mk_pos(2, 1, 1);
    p.extent = mk_extent(8, 3, 1);
    p.kind = cudaMemcpyHostToDevice;
    assert_cuda(cudaSuccess, cudaMemcpy3D(&p));
    assert_calls("cuArray3DGetDescriptor", 1);
    assert_int_equal(rec.m3.WidthInBytes, 32);
    assert_int_equal(rec.m3.srcMemoryType, CU_MEMORYTYPE_HOST);
    assert_int_equal(rec.m3.srcXInBytes, 1);
    assert_int_equal(rec.m3.srcPitch, 64);
    assert_int_equal(rec.m3.dstMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_ptr_equal(rec.m3.dstArray, (CUarray)ARRAY_FLOAT);
    assert_int_equal(rec.m3.dstDevice, 0);
    assert_null(rec.m3.dstHost);
    assert_int_equal(rec.m3.dstXInBytes, 8);
    assert_int_equal(rec.m3.dstY, 1);
    assert_int_equal(rec.m3.dstZ, 1);
    assert_int_equal(rec.m3.dstPitch, 0);

    /* A destination array takes any kind (as device memory); a source array refuses the
     * kinds that put it in host memory. */
    p.kind = cudaMemcpyHostToHost;
    assert_cuda(cudaSuccess, cudaMemcpy3D(&p));
    assert_int_equal(rec.m3.srcMemoryType, CU_MEMORYTYPE_HOST);
    assert_int_equal(rec.m3.dstMemoryType, CU_MEMORYTYPE_ARRAY);
    memset(&p, 0, sizeof p);
    p.srcArray = ARRAY_HALF4;
    p.srcPos = mk_pos(3, 0, 0);
    p.dstPtr = mk_pitched(DEV_A, 512, 16, 4);
    p.extent = mk_extent(16, 4, 2);
    p.kind = cudaMemcpyDeviceToDevice;
    assert_cuda(cudaSuccess, cudaMemcpy3D(&p));
    assert_int_equal(rec.m3.srcMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_int_equal(rec.m3.srcXInBytes, 24);
    assert_int_equal(rec.m3.WidthInBytes, 128);
    assert_int_equal(rec.m3.dstMemoryType, CU_MEMORYTYPE_DEVICE);
    fake_log_clear();
    p.kind = cudaMemcpyHostToHost;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3D(&p));
    p.kind = cudaMemcpyHostToDevice;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3D(&p));
    assert_no_copy();
    p.kind = cudaMemcpyDeviceToHost;
    assert_cuda(cudaSuccess, cudaMemcpy3D(&p));
    assert_int_equal(rec.m3.dstMemoryType, CU_MEMORYTYPE_HOST);

    /* Array to array: element sizes must match. */
    memset(&p, 0, sizeof p);
    p.srcArray = ARRAY_FLOAT;
    p.dstArray = ARRAY_SHORT2;
    p.extent = mk_extent(16, 4, 2);
    p.kind = cudaMemcpyDeviceToDevice;
    assert_cuda(cudaSuccess, cudaMemcpy3D(&p));
    assert_int_equal(rec.m3.WidthInBytes, 64);
    fake_log_clear();
    p.dstArray = ARRAY_BYTE;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3D(&p));
    p.dstArray = ARRAY_BC1;
    assert_cuda(cudaErrorNotSupported, cudaMemcpy3D(&p));
    p.dstArray = ARRAY_UNKNOWN;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaMemcpy3D(&p));
    assert_no_copy();
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());

    /* An array and a pointer on one side. */
    memset(&p, 0, sizeof p);
    p.srcArray = ARRAY_FLOAT;
    p.srcPtr = mk_pitched(DEV_B, 64, 16, 4);
    p.dstPtr = mk_pitched(DEV_A, 64, 16, 4);
    p.extent = mk_extent(16, 4, 2);
    p.kind = cudaMemcpyDeviceToDevice;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3D(&p));
    p.srcPtr = mk_pitched(NULL, 64, 16, 4);
    p.dstArray = ARRAY_FLOAT;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3D(&p));
    assert_no_copy();

    /* The pitch of the pointer side is compared with the width in elements: 32 bytes pass for
     * 16 elements (the driver then judges them). */
    memset(&p, 0, sizeof p);
    p.srcPtr = mk_pitched(host_a, 32, 16, 4);
    p.dstArray = ARRAY_FLOAT;
    p.extent = mk_extent(16, 4, 2);
    p.kind = cudaMemcpyHostToDevice;
    assert_cuda(cudaSuccess, cudaMemcpy3D(&p));
    assert_int_equal(rec.m3.WidthInBytes, 64);
    assert_int_equal(rec.m3.srcPitch, 32);
    p.srcPtr = mk_pitched(host_a, 8, 16, 4);
    assert_cuda(cudaErrorInvalidPitchValue, cudaMemcpy3D(&p));
    p.srcPtr = mk_pitched(host_a, 64, 16, 0);
    assert_cuda(cudaErrorInvalidPitchValue, cudaMemcpy3D(&p));
}

static void cudaMemcpy3D_per_thread_twins(void **state)
{
    (void)state;
    struct cudaMemcpy3DParms p = parms(mk_pitched(DEV_A, 512, 40, 5), mk_pitched(DEV_B, 512, 40, 5),
                                       mk_extent(40, 5, 3), cudaMemcpyDeviceToDevice);
    assert_cuda(cudaSuccess, cudaMemcpy3D_ptds(&p));
    assert_calls("cuMemcpy3D_ptsz", 1);
    assert_calls("cuMemcpy3D", 0);
    assert_true(rec.ptds);
    assert_cuda(cudaSuccess, cudaMemcpy3DAsync_ptsz(&p, STREAM));
    assert_calls("cuMemcpy3DAsync_ptsz", 1);
    assert_ptr_equal(rec.stream, (CUstream)STREAM);
    assert_cuda(cudaSuccess, cudaMemcpy3DAsync(&p, 0));
    assert_calls("cuMemcpy3DAsync", 1);
    assert_false(rec.ptds);
    p.kind = BAD_KIND;
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaMemcpy3D_ptds(&p));
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaMemcpy3DAsync_ptsz(&p, 0));
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaGetLastError());
}

/* -- memset ------------------------------------------------------------------------------------ */

static void cudaMemset2D_passes_through(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaMemset2D(DEV_A, 512, 0x1ab, 100, 8));
    assert_int_equal(n_memsets, 1);
    assert_int_equal(memsets[0].dst, DPTR(DEV_A));
    assert_int_equal(memsets[0].pitch, 512);
    assert_int_equal(memsets[0].value, 0xab);
    assert_int_equal(memsets[0].width, 100);
    assert_int_equal(memsets[0].height, 8);
    assert_false(memsets[0].async);
    assert_false(memsets[0].ptds);
    /* Empty: no driver call. The pitch is the driver's to judge. */
    assert_cuda(cudaSuccess, cudaMemset2D(NULL, 0, 1, 0, 8));
    assert_cuda(cudaSuccess, cudaMemset2D(DEV_A, 0, 1, 100, 0));
    assert_int_equal(n_memsets, 1);
    fake_fail_next("cuMemsetD2D8", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaMemset2D(DEV_A, 64, 1, 100, 2));
    assert_int_equal(memsets[1].pitch, 64);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());

    rec_clear();
    assert_cuda(cudaSuccess, cudaMemset2DAsync(DEV_A, 512, 7, 100, 8, STREAM));
    assert_cuda(cudaSuccess, cudaMemset2D_ptds(DEV_A, 512, 7, 100, 8));
    assert_cuda(cudaSuccess, cudaMemset2DAsync_ptsz(DEV_A, 512, 7, 100, 8, 0));
    assert_int_equal(n_memsets, 3);
    assert_true(memsets[0].async && !memsets[0].ptds && memsets[0].stream == (CUstream)STREAM);
    assert_true(!memsets[1].async && memsets[1].ptds);
    assert_true(memsets[2].async && memsets[2].ptds && memsets[2].stream == NULL);
    assert_calls("cuMemsetD2D8_ptsz", 1);
    assert_calls("cuMemsetD2D8Async_ptsz", 1);
    assert_calls("cuMemsetD2D8Async", 1);
}

static void cudaMemset3D_checks(void **state)
{
    (void)state;
    const char *base = DEV_A;
    /* Empty first, whatever the rest. */
    assert_cuda(cudaSuccess, cudaMemset3D(mk_pitched(NULL, 0, 0, 0), 1, mk_extent(0, 4, 2)));
    assert_cuda(cudaSuccess, cudaMemset3D(mk_pitched(DEV_A, 0, 0, 0), 1, mk_extent(8, 4, 0)));
    assert_int_equal(n_memsets, 0);
    /* ysize under the height; pitch under the width with more than one row or slice. */
    static const struct {
        size_t pitch, ysize, w, h, d;
    } bad[] = {{512, 0, 8, 1, 1}, {512, 1, 8, 2, 1}, {512, 2, 8, 3, 2},
               {16, 4, 64, 2, 1}, {16, 4, 64, 1, 2}, {0, 4, 8, 1, 2}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cudaError_t got = cudaMemset3D(mk_pitched((void *)base, bad[i].pitch, 64, bad[i].ysize), 1,
                                       mk_extent(bad[i].w, bad[i].h, bad[i].d));
        if (got != cudaErrorInvalidValue)
            fail_msg("case %zu: %s", i, cudaGetErrorName(got));
    }
    assert_int_equal(n_memsets, 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* One row of one slice: the pitch is not used. */
    assert_cuda(cudaSuccess, cudaMemset3D(mk_pitched(DEV_A, 0, 0, 1), 1, mk_extent(64, 1, 1)));
    assert_int_equal(n_memsets, 1);
    assert_int_equal(memsets[0].width, 64);
    assert_int_equal(memsets[0].height, 1);
}

static void cudaMemset3D_shapes(void **state)
{
    (void)state;
    const CUdeviceptr d = DPTR(DEV_A);
    /* One slice: one 2D memset. */
    assert_cuda(cudaSuccess,
                cudaMemset3D(mk_pitched(DEV_A, 512, 64, 8), 0x11, mk_extent(64, 4, 1)));
    assert_int_equal(n_memsets, 1);
    assert_true(memsets[0].dst == d && memsets[0].pitch == 512 && memsets[0].width == 64 &&
                memsets[0].height == 4 && memsets[0].value == 0x11);
    /* Slices as tall as the box: one 2D memset of every row. */
    rec_clear();
    assert_cuda(cudaSuccess,
                cudaMemset3D(mk_pitched(DEV_A, 512, 64, 4), 0x22, mk_extent(16, 4, 3)));
    assert_int_equal(n_memsets, 1);
    assert_true(memsets[0].dst == d && memsets[0].pitch == 512 && memsets[0].width == 16 &&
                memsets[0].height == 12);
    /* A row a slice: the slices are the rows. */
    rec_clear();
    assert_cuda(cudaSuccess, cudaMemset3D(mk_pitched(DEV_A, 512, 64, 2), 0x33, mk_extent(8, 1, 3)));
    assert_int_equal(n_memsets, 1);
    assert_true(memsets[0].dst == d && memsets[0].pitch == 1024 && memsets[0].width == 8 &&
                memsets[0].height == 3);
    /* Otherwise one 2D memset a slice. */
    rec_clear();
    assert_cuda(cudaSuccess,
                cudaMemset3DAsync(mk_pitched(DEV_A, 512, 64, 4), 0x44, mk_extent(8, 2, 3), STREAM));
    assert_int_equal(n_memsets, 3);
    for (size_t z = 0; z < 3; z++) {
        assert_int_equal(memsets[z].dst, d + z * 2048);
        assert_int_equal(memsets[z].pitch, 512);
        assert_int_equal(memsets[z].height, 2);
        assert_true(memsets[z].async && memsets[z].stream == (CUstream)STREAM);
        assert_false(memsets[z].ptds);
    }
    /* A failing slice stops the loop and is reported. */
    rec_clear();
    fake_fail_nth_of("cuMemsetD2D8", 2, CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue,
                cudaMemset3D(mk_pitched(DEV_A, 512, 64, 4), 1, mk_extent(8, 2, 3)));
    assert_int_equal(n_memsets, 2);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* Twins. */
    rec_clear();
    fake_log_clear();
    assert_cuda(cudaSuccess,
                cudaMemset3D_ptds(mk_pitched(DEV_A, 512, 64, 4), 1, mk_extent(8, 2, 2)));
    assert_cuda(cudaSuccess,
                cudaMemset3DAsync_ptsz(mk_pitched(DEV_A, 512, 64, 4), 1, mk_extent(8, 4, 2), 0));
    assert_int_equal(n_memsets, 3);
    assert_calls("cuMemsetD2D8_ptsz", 2);
    assert_calls("cuMemsetD2D8Async_ptsz", 1);
    assert_calls("cuMemsetD2D8", 0);
}

/* -- peer copies ------------------------------------------------------------------------------- */

static void cudaMemcpyPeer_contexts_and_checks(void **state)
{
    (void)state;
    /* Empty: success before the devices are checked. */
    assert_cuda(cudaSuccess, cudaMemcpyPeer(DEV_B, 5, DEV_A, -1, 0));
    assert_cuda(cudaSuccess, cudaMemcpyPeerAsync(DEV_B, -1, DEV_A, 0, 0, STREAM));
    assert_no_copy();
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpyPeer(DEV_B, 2, DEV_A, 0, 64));
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpyPeer(DEV_B, 0, DEV_A, -1, 64));
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpyPeerAsync(DEV_B, 0, DEV_A, 7, 64, STREAM));
    assert_no_copy();
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());

    assert_cuda(cudaSuccess, cudaMemcpyPeer(DEV_B, 1, DEV_A, 0, 4096));
    assert_calls("cuMemcpyPeer", 1);
    assert_int_equal(rec.peer_dst, DPTR(DEV_B));
    assert_int_equal(rec.peer_src, DPTR(DEV_A));
    assert_ptr_equal(rec.peer_dctx, fake_primary_context(1));
    assert_ptr_equal(rec.peer_sctx, fake_primary_context(0));
    assert_int_equal(rec.peer_count, 4096);
    assert_true(fake_primary_active(1));
    /* The calling thread stays in its own context. */
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
    assert_cuda(cudaSuccess, cudaMemcpyPeerAsync(DEV_A, 0, DEV_B, 1, 100, STREAM));
    assert_calls("cuMemcpyPeerAsync", 1);
    assert_calls("cuMemcpyPeerAsync_ptsz", 0);
    assert_ptr_equal(rec.peer_dctx, fake_primary_context(0));
    assert_ptr_equal(rec.peer_sctx, fake_primary_context(1));
    assert_ptr_equal(rec.stream, (CUstream)STREAM);
    fake_fail_next("cuMemcpyPeer", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaMemcpyPeer(host_a, 0, DEV_A, 0, 16));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaMemcpy3DPeer_translation(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeer(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeerAsync(NULL, 0));
    assert_no_driver_call();

    struct cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcPtr = mk_pitched(DEV_A, 512, 32, 4);
    q.srcPos = mk_pos(4, 1, 1);
    q.srcDevice = 1;
    q.dstPtr = mk_pitched(DEV_B, 256, 32, 8);
    q.dstDevice = 0;
    q.extent = mk_extent(8, 2, 1);
    assert_cuda(cudaSuccess, cudaMemcpy3DPeer(&q));
    assert_calls("cuMemcpy3DPeer", 1);
    const CUDA_MEMCPY3D_PEER *c = &rec.mp;
    assert_int_equal(c->srcMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(c->srcDevice, DPTR(DEV_A));
    assert_ptr_equal(c->srcContext, fake_primary_context(1));
    assert_int_equal(c->srcXInBytes, 4);
    assert_int_equal(c->srcY, 1);
    assert_int_equal(c->srcZ, 1);
    assert_int_equal(c->srcPitch, 512);
    assert_int_equal(c->srcHeight, 4);
    assert_int_equal(c->dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(c->dstDevice, DPTR(DEV_B));
    assert_ptr_equal(c->dstContext, fake_primary_context(0));
    assert_int_equal(c->dstPitch, 256);
    assert_int_equal(c->dstHeight, 8);
    assert_int_equal(c->WidthInBytes, 8);
    assert_int_equal(c->Height, 2);
    assert_int_equal(c->Depth, 1);
    assert_false(rec.ptds);

    /* Devices are checked before an empty extent succeeds. */
    fake_log_clear();
    q.srcDevice = 2;
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpy3DPeer(&q));
    q.extent = mk_extent(0, 2, 1);
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpy3DPeerAsync(&q, STREAM));
    q.srcDevice = 0;
    q.dstDevice = -1;
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpy3DPeer(&q));
    q.dstDevice = 0;
    assert_cuda(cudaSuccess, cudaMemcpy3DPeer(&q));
    assert_no_copy();
    /* Pitch rules as cudaMemcpy3D's; an array and a pointer on one side. */
    q.extent = mk_extent(64, 2, 1);
    q.dstPtr = mk_pitched(DEV_B, 32, 64, 4);
    assert_cuda(cudaErrorInvalidPitchValue, cudaMemcpy3DPeer(&q));
    q.dstPtr = mk_pitched(DEV_B, 64, 64, 0);
    q.extent = mk_extent(64, 2, 2);
    assert_cuda(cudaErrorInvalidPitchValue, cudaMemcpy3DPeer(&q));
    q.dstPtr = mk_pitched(DEV_B, 64, 64, 4);
    q.srcArray = ARRAY_FLOAT;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeer(&q));
    assert_no_copy();
    /* An array source: its elements; twins. */
    q.srcPtr = mk_pitched(NULL, 0, 0, 0);
    q.srcPos = mk_pos(1, 0, 0);
    q.extent = mk_extent(16, 4, 2);
    assert_cuda(cudaSuccess, cudaMemcpy3DPeer_ptds(&q));
    assert_calls("cuMemcpy3DPeer_ptsz", 1);
    assert_true(rec.ptds);
    assert_int_equal(rec.mp.srcMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_ptr_equal(rec.mp.srcArray, (CUarray)ARRAY_FLOAT);
    assert_int_equal(rec.mp.srcXInBytes, 4);
    assert_int_equal(rec.mp.WidthInBytes, 64);
    assert_cuda(cudaSuccess, cudaMemcpy3DPeerAsync_ptsz(&q, STREAM));
    assert_calls("cuMemcpy3DPeerAsync_ptsz", 1);
    assert_ptr_equal(rec.stream, (CUstream)STREAM);
    assert_cuda(cudaSuccess, cudaMemcpy3DPeerAsync(&q, 0));
    assert_calls("cuMemcpy3DPeerAsync", 1);
    assert_false(rec.ptds);
}

/* -- driver failures --------------------------------------------------------------------------- */

typedef cudaError_t (*sweep_fn)(void);

static cudaError_t sweep_memcpy3d_array(void)
{
    struct cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcArray = ARRAY_FLOAT;
    p.dstPtr = mk_pitched(DEV_A, 512, 16, 4);
    p.extent = mk_extent(16, 4, 2);
    p.kind = cudaMemcpyDeviceToDevice;
    return cudaMemcpy3DAsync(&p, STREAM);
}

static cudaError_t sweep_memset3d(void)
{
    return cudaMemset3D(mk_pitched(DEV_A, 512, 64, 4), 1, mk_extent(8, 2, 3));
}

static cudaError_t sweep_peer(void)
{
    return cudaMemcpyPeer(DEV_B, 1, DEV_A, 0, 64);
}

static cudaError_t sweep_3d_peer(void)
{
    struct cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcArray = ARRAY_SHORT2;
    q.srcDevice = 1;
    q.dstPtr = mk_pitched(DEV_A, 512, 16, 4);
    q.extent = mk_extent(16, 4, 2);
    return cudaMemcpy3DPeer(&q);
}

static cudaError_t sweep_malloc_pitch(void)
{
    void *p = NULL;
    size_t pitch = 0;
    cudaError_t e = cudaMallocPitch(&p, &pitch, 64, 4);
    if (e == cudaSuccess)
        (void)cudaFree(p);
    return e;
}

/* Each driver call failing in turn: the failure comes back mapped and recorded, or is one the
 * runtime tolerates (a context query its slow path repeats). */
static void each_driver_call_failing(void **state)
{
    (void)state;
    static const struct {
        const char *api;
        sweep_fn call;
    } cases[] = {
        {"cudaMemcpy3DAsync (array)", sweep_memcpy3d_array},
        {"cudaMemset3D (a call a slice)", sweep_memset3d},
        {"cudaMemcpyPeer", sweep_peer},
        {"cudaMemcpy3DPeer (array)", sweep_3d_peer},
        {"cudaMallocPitch", sweep_malloc_pitch},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        unsigned n;
        for (n = 1; n < 30; n++) {
            fake_reset();
            rec_clear();
            ocr_tls.last_error = cudaSuccess;
            fake_fail_nth(n, CUDA_ERROR_OUT_OF_MEMORY);
            cudaError_t err = cases[c].call();
            bool fired = fake_fault_fired();
            if (err == cudaSuccess) {
                if (!fired)
                    break; /* fewer than n driver calls: done */
                continue;
            }
            if (!fired || err != cudaErrorMemoryAllocation)
                fail_msg("%s with driver call %u failing returned %s; driver calls: %s",
                         cases[c].api, n, cudaGetErrorName(err), fake_log_string());
            assert_cuda(err, cudaGetLastError());
        }
        assert_true(n > 1 && n < 30);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaMallocPitch_arguments, setup),
        cmocka_unit_test_setup(cudaMallocPitch_passes_size, setup),
        cmocka_unit_test_setup(cudaMalloc3D_rows_and_outputs, setup),
        cmocka_unit_test_setup(cudaMemcpy2D_kinds_translate, setup),
        cmocka_unit_test_setup(cudaMemcpy2D_checks_in_order, setup),
        cmocka_unit_test_setup(cudaMemcpy2D_per_thread_twins, setup),
        cmocka_unit_test_setup(cudaMemcpy3D_pointer_translation, setup),
        cmocka_unit_test_setup(cudaMemcpy3D_checks_in_order, setup),
        cmocka_unit_test_setup(cudaMemcpy3D_arrays, setup),
        cmocka_unit_test_setup(cudaMemcpy3D_per_thread_twins, setup),
        cmocka_unit_test_setup(cudaMemset2D_passes_through, setup),
        cmocka_unit_test_setup(cudaMemset3D_checks, setup),
        cmocka_unit_test_setup(cudaMemset3D_shapes, setup),
        cmocka_unit_test_setup(cudaMemcpyPeer_contexts_and_checks, setup),
        cmocka_unit_test_setup(cudaMemcpy3DPeer_translation, setup),
        cmocka_unit_test_setup(each_driver_call_failing, setup),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
