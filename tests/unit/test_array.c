/*
 * Arrays, texture and surface objects (memory/channel.c, memory/array.c, memory/texture.c): what
 * reaches the driver and what comes back. Channel descriptors are translated both ways for every
 * descriptor the runtime accepts; array descriptors, copy parameters, resource, texture and view
 * descriptors field by field; the argument checks come in NVIDIA's order (tests/gpu/array.cu
 * compares them with NVIDIA's runtime on the GPU); driver failures come back mapped and recorded.
 *
 * The array, copy, texture and surface entries of the driver table are replaced here, after the
 * fake is installed, by recorders (`rec`); they log nothing in the fake's call log. The fake's
 * devices are numbered from BASE, so that an ordinal passed where a CUdevice belongs shows.
 */
#include "../../memory/memory_internal.h"
#include "unit.h"

#include <pthread.h>
#include <stdio.h>

#define DEVICES 2
#define BASE 10

#define ARR_A ((CUarray)(uintptr_t)0xA100)
#define ARR_B ((CUarray)(uintptr_t)0xB200)
#define MIP ((CUmipmappedArray)(uintptr_t)0xC300)
#define LEVEL0 ((CUarray)(uintptr_t)0xD400)
#define TEX ((CUtexObject)0x7E5)
#define SURF ((CUsurfObject)0x5F5)
#define DEVPTR ((void *)(uintptr_t)0x7000001000ULL)

cudaError_t cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                     const void *src, size_t spitch, size_t width, size_t height,
                                     enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                          const void *src, size_t spitch, size_t width,
                                          size_t height, enum cudaMemcpyKind kind,
                                          cudaStream_t stream);
cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                              size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                   cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                   size_t count, enum cudaMemcpyKind kind);

/* -- the recorders ---------------------------------------------------------------------------- */

#define MAX_CALLS 64
#define MAX_COPIES 16

static struct {
    int calls;
    const char *names[MAX_CALLS]; /* recorder calls in order */
    const char *fail;             /* this entry returns `result` without doing its work */
    CUresult result;
    CUDA_ARRAY3D_DESCRIPTOR created; /* cuArray3DCreate / cuMipmappedArrayCreate */
    unsigned levels;
    CUDA_ARRAY3D_DESCRIPTOR desc; /* what cuArray3DGetDescriptor answers */
    CUarray desc_array;           /* the array it was last asked about */
    CUarray destroyed;
    CUmipmappedArray mip;
    unsigned index; /* level or plane */
    CUdevice dev;
    int ncopies;
    CUDA_MEMCPY3D copies[MAX_COPIES];
    bool copy_ptds[MAX_COPIES], copy_async[MAX_COPIES];
    CUstream copy_stream[MAX_COPIES];
    CUDA_RESOURCE_DESC res; /* cuTexObjectCreate / cuSurfObjectCreate */
    CUDA_TEXTURE_DESC tex;
    CUDA_RESOURCE_VIEW_DESC view;
    bool has_view;
    void *object_out;
    CUDA_RESOURCE_DESC get_res; /* what the getters answer */
    CUDA_TEXTURE_DESC get_tex;
    CUDA_RESOURCE_VIEW_DESC get_view;
} rec;

static bool record(const char *name)
{
    if (rec.calls < MAX_CALLS)
        rec.names[rec.calls] = name;
    rec.calls++;
    return rec.fail == NULL || strcmp(rec.fail, name) != 0;
}

/* The recorder calls as one line, for failure messages and order checks. */
static const char *calls_string(void)
{
    static char buf[2048];
    size_t n = 0;
    buf[0] = 0;
    for (int i = 0; i < rec.calls && i < MAX_CALLS; i++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", i ? " " : "", rec.names[i]);
    return buf;
}

#define assert_calls_are(expected) assert_string_equal(calls_string(), expected)

static CUresult rec_cuArray3DCreate(CUarray *a, const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    if (!record("cuArray3DCreate"))
        return rec.result;
    rec.created = *d;
    *a = ARR_A;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMipmappedArrayCreate(CUmipmappedArray *m, const CUDA_ARRAY3D_DESCRIPTOR *d,
                                           unsigned levels)
{
    if (!record("cuMipmappedArrayCreate"))
        return rec.result;
    rec.created = *d;
    rec.levels = levels;
    *m = MIP;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *d, CUarray a)
{
    rec.desc_array = a;
    if (!record("cuArray3DGetDescriptor"))
        return rec.result;
    *d = rec.desc;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArrayDestroy(CUarray a)
{
    rec.destroyed = a;
    return record("cuArrayDestroy") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMipmappedArrayDestroy(CUmipmappedArray m)
{
    rec.mip = m;
    return record("cuMipmappedArrayDestroy") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMipmappedArrayGetLevel(CUarray *level, CUmipmappedArray m, unsigned l)
{
    rec.mip = m;
    rec.index = l;
    if (!record("cuMipmappedArrayGetLevel"))
        return rec.result;
    if (level == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *level = LEVEL0;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArrayGetPlane(CUarray *plane, CUarray a, unsigned idx)
{
    rec.desc_array = a;
    rec.index = idx;
    if (!record("cuArrayGetPlane"))
        return rec.result;
    if (plane == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *plane = ARR_B;
    return CUDA_SUCCESS;
}

static CUresult requirements(const char *name, CUDA_ARRAY_MEMORY_REQUIREMENTS *r, CUdevice dev)
{
    rec.dev = dev;
    if (!record(name))
        return rec.result;
    memset(r, 0x5a, sizeof *r); /* reserved fields are not the runtime's to copy */
    r->size = 4096;
    r->alignment = 512;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *r, CUarray a,
                                                 CUdevice dev)
{
    rec.desc_array = a;
    return requirements("cuArrayGetMemoryRequirements", r, dev);
}

static CUresult rec_cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *r,
                                                          CUmipmappedArray m, CUdevice dev)
{
    rec.mip = m;
    return requirements("cuMipmappedArrayGetMemoryRequirements", r, dev);
}

static CUresult sparse(const char *name, CUDA_ARRAY_SPARSE_PROPERTIES *p)
{
    if (!record(name))
        return rec.result;
    memset(p, 0x5a, sizeof *p);
    p->tileExtent.width = 11;
    p->tileExtent.height = 12;
    p->tileExtent.depth = 13;
    p->miptailFirstLevel = 3;
    p->miptailSize = 65536;
    p->flags = CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *p, CUarray a)
{
    rec.desc_array = a;
    return sparse("cuArrayGetSparseProperties", p);
}

static CUresult rec_cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *p,
                                                        CUmipmappedArray m)
{
    rec.mip = m;
    return sparse("cuMipmappedArrayGetSparseProperties", p);
}

static CUresult copy3d(const char *name, const CUDA_MEMCPY3D *p, bool ptds, bool async, CUstream s)
{
    if (!record(name))
        return rec.result;
    if (rec.ncopies < MAX_COPIES) {
        rec.copies[rec.ncopies] = *p;
        rec.copy_ptds[rec.ncopies] = ptds;
        rec.copy_async[rec.ncopies] = async;
        rec.copy_stream[rec.ncopies] = s;
    }
    rec.ncopies++;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemcpy3D(const CUDA_MEMCPY3D *p)
{
    return copy3d("cuMemcpy3D", p, false, false, NULL);
}

static CUresult rec_cuMemcpy3D_ptds(const CUDA_MEMCPY3D *p)
{
    return copy3d("cuMemcpy3D", p, true, false, NULL);
}

static CUresult rec_cuMemcpy3DAsync(const CUDA_MEMCPY3D *p, CUstream s)
{
    return copy3d("cuMemcpy3DAsync", p, false, true, s);
}

static CUresult rec_cuMemcpy3DAsync_ptsz(const CUDA_MEMCPY3D *p, CUstream s)
{
    return copy3d("cuMemcpy3DAsync", p, true, true, s);
}

static CUresult rec_cuTexObjectCreate(CUtexObject *o, const CUDA_RESOURCE_DESC *r,
                                      const CUDA_TEXTURE_DESC *t, const CUDA_RESOURCE_VIEW_DESC *v)
{
    rec.object_out = o;
    if (!record("cuTexObjectCreate"))
        return rec.result;
    rec.res = *r;
    rec.tex = *t;
    rec.has_view = v != NULL;
    if (v != NULL)
        rec.view = *v;
    if (o == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *o = TEX;
    return CUDA_SUCCESS;
}

static CUresult rec_cuTexObjectDestroy(CUtexObject o)
{
    (void)o;
    return record("cuTexObjectDestroy") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *r, CUtexObject o)
{
    (void)o;
    if (!record("cuTexObjectGetResourceDesc"))
        return rec.result;
    *r = rec.get_res;
    return CUDA_SUCCESS;
}

static CUresult rec_cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *t, CUtexObject o)
{
    (void)o;
    if (!record("cuTexObjectGetTextureDesc"))
        return rec.result;
    *t = rec.get_tex;
    return CUDA_SUCCESS;
}

static CUresult rec_cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *v, CUtexObject o)
{
    (void)o;
    if (!record("cuTexObjectGetResourceViewDesc"))
        return rec.result;
    *v = rec.get_view;
    return CUDA_SUCCESS;
}

static CUresult rec_cuSurfObjectCreate(CUsurfObject *o, const CUDA_RESOURCE_DESC *r)
{
    rec.object_out = o;
    if (!record("cuSurfObjectCreate"))
        return rec.result;
    rec.res = *r;
    *o = SURF;
    return CUDA_SUCCESS;
}

static CUresult rec_cuSurfObjectDestroy(CUsurfObject o)
{
    (void)o;
    return record("cuSurfObjectDestroy") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *r, CUsurfObject o)
{
    (void)o;
    if (!record("cuSurfObjectGetResourceDesc"))
        return rec.result;
    *r = rec.get_res;
    return CUDA_SUCCESS;
}

static int group_setup(void **state)
{
    fake_config.device_count = DEVICES;
    fake_config.device_base = BASE;
    unit_install_fake(state);
    fake_install_ptds_twins();
#define REPLACE(name)                                                                              \
    do {                                                                                           \
        ocr_drv[0].name = rec_##name;                                                              \
        ocr_drv[1].name = rec_##name;                                                              \
    } while (0)
    REPLACE(cuArray3DCreate);
    REPLACE(cuMipmappedArrayCreate);
    REPLACE(cuArray3DGetDescriptor);
    REPLACE(cuArrayDestroy);
    REPLACE(cuMipmappedArrayDestroy);
    REPLACE(cuMipmappedArrayGetLevel);
    REPLACE(cuArrayGetPlane);
    REPLACE(cuArrayGetMemoryRequirements);
    REPLACE(cuMipmappedArrayGetMemoryRequirements);
    REPLACE(cuArrayGetSparseProperties);
    REPLACE(cuMipmappedArrayGetSparseProperties);
    REPLACE(cuTexObjectCreate);
    REPLACE(cuTexObjectDestroy);
    REPLACE(cuTexObjectGetResourceDesc);
    REPLACE(cuTexObjectGetTextureDesc);
    REPLACE(cuTexObjectGetResourceViewDesc);
    REPLACE(cuSurfObjectCreate);
    REPLACE(cuSurfObjectDestroy);
    REPLACE(cuSurfObjectGetResourceDesc);
#undef REPLACE
    ocr_drv[0].cuMemcpy3D = rec_cuMemcpy3D;
    ocr_drv[1].cuMemcpy3D = rec_cuMemcpy3D_ptds;
    ocr_drv[0].cuMemcpy3DAsync = rec_cuMemcpy3DAsync;
    ocr_drv[1].cuMemcpy3DAsync = rec_cuMemcpy3DAsync_ptsz;
    return 0;
}

/* A float4 array 16 wide and 8 high, as cuArray3DGetDescriptor describes it by default. */
static const CUDA_ARRAY3D_DESCRIPTOR float4_16x8 = {16, 8, 0, CU_AD_FORMAT_FLOAT, 4, 0};

/* Per test: the runtime entered once (init, context) before the logs are cleared. */
static int setup(void **state)
{
    (void)cudaFree(NULL);
    memset(&rec, 0, sizeof rec);
    rec.desc = float4_16x8;
    return unit_reset(state);
}

#define assert_nothing_called()                                                                    \
    do {                                                                                           \
        assert_no_driver_call();                                                                   \
        assert_int_equal(rec.calls, 0);                                                            \
    } while (0)

#define CD(x, y, z, w, f)                                                                          \
    ((struct cudaChannelFormatDesc){x, y, z, w, (enum cudaChannelFormatKind)(f)})

static void assert_desc(struct cudaChannelFormatDesc d, int x, int y, int z, int w, int f)
{
    if (d.x != x || d.y != y || d.z != z || d.w != w || (int)d.f != f)
        fail_msg("channel desc {%d,%d,%d,%d,%d}, expected {%d,%d,%d,%d,%d}", d.x, d.y, d.z, d.w,
                 (int)d.f, x, y, z, w, f);
}

/* -- channel descriptors ------------------------------------------------------------------------
 */

/* Every descriptor NVIDIA's runtime accepts, with the format and channel count it gives the
 * driver. */
static const struct {
    struct cudaChannelFormatDesc desc;
    CUarray_format format;
    unsigned channels;
} accepted[] = {
/* clang-format off */
#define A(x, y, z, w, kind, fmt, ch) {CD(x, y, z, w, cudaChannelFormatKind##kind), CU_AD_FORMAT_##fmt, ch}
/* clang-format on */
    A(8, 0, 0, 0, Signed, SIGNED_INT8, 1),
    A(8, 8, 0, 0, Signed, SIGNED_INT8, 2),
    A(8, 8, 8, 8, Signed, SIGNED_INT8, 4),
    A(16, 0, 0, 0, Signed, SIGNED_INT16, 1),
    A(16, 16, 0, 0, Signed, SIGNED_INT16, 2),
    A(16, 16, 16, 16, Signed, SIGNED_INT16, 4),
    A(32, 0, 0, 0, Signed, SIGNED_INT32, 1),
    A(32, 32, 0, 0, Signed, SIGNED_INT32, 2),
    A(32, 32, 32, 32, Signed, SIGNED_INT32, 4),
    A(8, 0, 0, 0, Unsigned, UNSIGNED_INT8, 1),
    A(8, 8, 0, 0, Unsigned, UNSIGNED_INT8, 2),
    A(8, 8, 8, 8, Unsigned, UNSIGNED_INT8, 4),
    A(16, 0, 0, 0, Unsigned, UNSIGNED_INT16, 1),
    A(16, 16, 0, 0, Unsigned, UNSIGNED_INT16, 2),
    A(16, 16, 16, 16, Unsigned, UNSIGNED_INT16, 4),
    A(32, 0, 0, 0, Unsigned, UNSIGNED_INT32, 1),
    A(32, 32, 0, 0, Unsigned, UNSIGNED_INT32, 2),
    A(32, 32, 32, 32, Unsigned, UNSIGNED_INT32, 4),
    A(16, 0, 0, 0, Float, HALF, 1),
    A(16, 16, 0, 0, Float, HALF, 2),
    A(16, 16, 16, 16, Float, HALF, 4),
    A(32, 0, 0, 0, Float, FLOAT, 1),
    A(32, 32, 0, 0, Float, FLOAT, 2),
    A(32, 32, 32, 32, Float, FLOAT, 4),
    A(8, 8, 8, 0, NV12, NV12, 3),
    A(8, 0, 0, 0, UnsignedNormalized8X1, UNORM_INT8X1, 1),
    A(8, 8, 0, 0, UnsignedNormalized8X2, UNORM_INT8X2, 2),
    A(8, 8, 8, 8, UnsignedNormalized8X4, UNORM_INT8X4, 4),
    A(16, 0, 0, 0, UnsignedNormalized16X1, UNORM_INT16X1, 1),
    A(16, 16, 0, 0, UnsignedNormalized16X2, UNORM_INT16X2, 2),
    A(16, 16, 16, 16, UnsignedNormalized16X4, UNORM_INT16X4, 4),
    A(8, 0, 0, 0, SignedNormalized8X1, SNORM_INT8X1, 1),
    A(8, 8, 0, 0, SignedNormalized8X2, SNORM_INT8X2, 2),
    A(8, 8, 8, 8, SignedNormalized8X4, SNORM_INT8X4, 4),
    A(16, 0, 0, 0, SignedNormalized16X1, SNORM_INT16X1, 1),
    A(16, 16, 0, 0, SignedNormalized16X2, SNORM_INT16X2, 2),
    A(16, 16, 16, 16, SignedNormalized16X4, SNORM_INT16X4, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed1, BC1_UNORM, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed1SRGB, BC1_UNORM_SRGB, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed2, BC2_UNORM, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed2SRGB, BC2_UNORM_SRGB, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed3, BC3_UNORM, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed3SRGB, BC3_UNORM_SRGB, 4),
    A(8, 0, 0, 0, UnsignedBlockCompressed4, BC4_UNORM, 1),
    A(8, 0, 0, 0, SignedBlockCompressed4, BC4_SNORM, 1),
    A(8, 8, 0, 0, UnsignedBlockCompressed5, BC5_UNORM, 2),
    A(8, 8, 0, 0, SignedBlockCompressed5, BC5_SNORM, 2),
    A(16, 16, 16, 0, UnsignedBlockCompressed6H, BC6H_UF16, 3),
    A(16, 16, 16, 0, SignedBlockCompressed6H, BC6H_SF16, 3),
    A(8, 8, 8, 8, UnsignedBlockCompressed7, BC7_UNORM, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed7SRGB, BC7_UNORM_SRGB, 4),
    A(10, 10, 10, 2, UnsignedNormalized1010102, UNORM_INT_101010_2, 4),
#undef A
};
#define N_ACCEPTED (sizeof accepted / sizeof accepted[0])

static void channel_format_translates_every_accepted_desc_both_ways(void **state)
{
    (void)state;
    for (size_t i = 0; i < N_ACCEPTED; i++) {
        CUarray_format format = (CUarray_format)0;
        unsigned channels = 0;
        assert_cuda(cudaSuccess, ocr_channel_format(&accepted[i].desc, &format, &channels));
        assert_int_equal(format, accepted[i].format);
        assert_int_equal(channels, accepted[i].channels);
        /* and back: each accepted descriptor is what the runtime reports for its array */
        struct cudaChannelFormatDesc back;
        assert_cuda(cudaSuccess, ocr_channel_desc(format, channels, &back));
        assert_memory_equal(&back, &accepted[i].desc, sizeof back);
    }
}

static void channel_format_rejects_other_descs(void **state)
{
    (void)state;
    static const struct cudaChannelFormatDesc bad[] = {
        CD(32, 32, 32, 0, cudaChannelFormatKindFloat),  /* three channels */
        CD(8, 8, 8, 0, cudaChannelFormatKindUnsigned),  /* three channels */
        CD(64, 0, 0, 0, cudaChannelFormatKindUnsigned), /* 64-bit */
        CD(8, 0, 0, 0, cudaChannelFormatKindFloat),     /* 8-bit float */
        CD(32, 16, 0, 0, cudaChannelFormatKindFloat),   /* unequal sizes */
        CD(0, 32, 0, 0, cudaChannelFormatKindFloat),    /* gap */
        CD(0, 0, 0, 0, cudaChannelFormatKindSigned),    /* no channel */
        CD(8, 0, 0, 0, cudaChannelFormatKindNone),
        CD(8, 0, 0, 0, cudaChannelFormatKindNV12),
        CD(8, 8, 8, 8, cudaChannelFormatKindUnsignedNormalized8X2),
        CD(8, 8, 8, 0, cudaChannelFormatKindUnsignedBlockCompressed1),
        CD(10, 10, 10, 10, cudaChannelFormatKindUnsignedNormalized1010102),
        CD(8, 8, 8, 8, 99),
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CUarray_format format = CU_AD_FORMAT_HALF;
        unsigned channels = 7;
        assert_cuda(cudaErrorInvalidChannelDescriptor,
                    ocr_channel_format(&bad[i], &format, &channels));
        assert_int_equal(format, CU_AD_FORMAT_HALF);
        assert_int_equal(channels, 7);
    }
}

/* Every channel the driver reports gets the format's size; the kind follows the format. */
static void channel_desc_fills_the_reported_channels(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc d;
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_FLOAT, 3, &d));
    assert_desc(d, 32, 32, 32, 0, cudaChannelFormatKindFloat);
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_UNSIGNED_INT8, 3, &d));
    assert_desc(d, 8, 8, 8, 0, cudaChannelFormatKindUnsigned);
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_BC1_UNORM, 1, &d));
    assert_desc(d, 8, 0, 0, 0, cudaChannelFormatKindUnsignedBlockCompressed1);
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_BC6H_SF16, 4, &d));
    assert_desc(d, 16, 16, 16, 16, cudaChannelFormatKindSignedBlockCompressed6H);
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_NV12, 1, &d));
    assert_desc(d, 8, 0, 0, 0, cudaChannelFormatKindNV12);
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_UNORM_INT16X2, 4, &d));
    assert_desc(d, 16, 16, 16, 16, cudaChannelFormatKindUnsignedNormalized16X2);
    for (unsigned ch = 1; ch <= 3; ch++) {
        assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_UNORM_INT_101010_2, ch, &d));
        assert_desc(d, 0, 0, 0, 0, cudaChannelFormatKindUnsignedNormalized1010102);
    }
}

/* Failures still write the descriptor: zero, with the kind of a known format. */
static void channel_desc_rejects_unknown_formats_and_channel_counts(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc d;
    static const unsigned counts[] = {0, 5, 100};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        memset(&d, 0xab, sizeof d);
        assert_cuda(cudaErrorInvalidChannelDescriptor,
                    ocr_channel_desc(CU_AD_FORMAT_SIGNED_INT16, counts[i], &d));
        assert_desc(d, 0, 0, 0, 0, cudaChannelFormatKindSigned);
        memset(&d, 0xab, sizeof d);
        assert_cuda(cudaErrorInvalidChannelDescriptor,
                    ocr_channel_desc(CU_AD_FORMAT_HALF, counts[i], &d));
        assert_desc(d, 0, 0, 0, 0, cudaChannelFormatKindFloat);
    }
    static const CUarray_format unknown[] = {CU_AD_FORMAT_P010, CU_AD_FORMAT_NV16,
                                             CU_AD_FORMAT_YUY2, CU_AD_FORMAT_Y444_PLANAR8,
                                             (CUarray_format)0x70};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        memset(&d, 0xab, sizeof d);
        assert_cuda(cudaErrorInvalidChannelDescriptor, ocr_channel_desc(unknown[i], 1, &d));
        assert_desc(d, 0, 0, 0, 0, 0);
    }
}

/* -- allocation ----------------------------------------------------------------------------- */

static void cudaMallocArray_builds_the_descriptor(void **state)
{
    (void)state;
    for (size_t i = 0; i < N_ACCEPTED; i++) {
        cudaArray_t a = NULL;
        rec.calls = 0;
        assert_cuda(cudaSuccess, cudaMallocArray(&a, &accepted[i].desc, 64, 0, 0));
        assert_ptr_equal(a, ARR_A);
        assert_calls_are("cuArray3DCreate");
        assert_int_equal(rec.created.Width, 64);
        assert_int_equal(rec.created.Height, 0); /* height 0: a 1D array */
        assert_int_equal(rec.created.Depth, 0);
        assert_int_equal(rec.created.Format, accepted[i].format);
        assert_int_equal(rec.created.NumChannels, accepted[i].channels);
        assert_int_equal(rec.created.Flags, 0);
    }
    struct cudaChannelFormatDesc f = CD(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = NULL;
    assert_cuda(cudaSuccess, cudaMallocArray(&a, &f, 16, 4,
                                             cudaArraySurfaceLoadStore | cudaArrayTextureGather |
                                                 cudaArraySparse | 0x8000));
    assert_int_equal(rec.created.Height, 4);
    assert_int_equal(rec.created.Flags, CUDA_ARRAY3D_SURFACE_LDST | CUDA_ARRAY3D_TEXTURE_GATHER |
                                            CUDA_ARRAY3D_SPARSE | 0x8000);
}

static void cudaMallocArray_refuses_layered_and_cubemap(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc f = CD(32, 0, 0, 0, cudaChannelFormatKindFloat);
    struct cudaChannelFormatDesc bad = CD(32, 32, 32, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(&a, &f, 16, 4, cudaArrayLayered));
    assert_null(a);
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(&a, &f, 16, 16, cudaArrayCubemap));
    /* before the channel descriptor */
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(&a, &bad, 16, 4, cudaArrayLayered));
    assert_int_equal(rec.calls, 0);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

static void cudaMalloc3DArray_extent_rules(void **state)
{
    (void)state;
    static const struct {
        size_t w, h, d;
        unsigned flags;
        bool ok;
    } cases[] = {
        {0, 0, 0, 0, false},    {16, 0, 0, 0, true},     {0, 4, 0, 0, false},
        {0, 0, 4, 0, false},    {16, 4, 0, 0, true},     {16, 0, 4, 0, false},
        {16, 4, 4, 0, true},    {16, 8, 6, 0, true},     {16, 0, 0, 1, false},
        {16, 4, 0, 1, false},   {16, 0, 4, 1, true},     {16, 4, 4, 1, true},
        {0, 4, 4, 1, false},    {16, 16, 6, 4, true},    {16, 8, 6, 4, false},
        {16, 16, 12, 4, false}, {16, 16, 7, 4, false},   {16, 4, 4, 4, false},
        {16, 16, 6, 5, true},   {16, 16, 12, 5, true},   {16, 16, 7, 5, false},
        {16, 8, 6, 5, false},   {16, 16, 0, 5, false},   {16, 0, 0, 2, true},
        {16, 0, 4, 2, false},   {16, 16, 6, 0x82, true},
    };
    struct cudaChannelFormatDesc f = CD(16, 16, 0, 0, cudaChannelFormatKindSigned);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cudaArray_t a = NULL;
        rec.calls = 0;
        cudaError_t e = cudaMalloc3DArray(
            &a, &f, (struct cudaExtent){cases[i].w, cases[i].h, cases[i].d}, cases[i].flags);
        if (cases[i].ok != (e == cudaSuccess))
            fail_msg("extent %zu,%zu,%zu flags %u: %s", cases[i].w, cases[i].h, cases[i].d,
                     cases[i].flags, cudaGetErrorName(e));
        if (!cases[i].ok) {
            assert_int_equal(e, cudaErrorInvalidValue);
            assert_int_equal(rec.calls, 0);
            continue;
        }
        assert_int_equal(rec.created.Width, cases[i].w);
        assert_int_equal(rec.created.Height, cases[i].h);
        assert_int_equal(rec.created.Depth, cases[i].d);
        assert_int_equal(rec.created.Format, CU_AD_FORMAT_SIGNED_INT16);
        assert_int_equal(rec.created.NumChannels, 2);
        assert_int_equal(rec.created.Flags, cases[i].flags);
    }
}

/* NULL pointers before the context; the extent before the channel descriptor. */
static void array_allocation_checks_in_order(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc f = CD(32, 0, 0, 0, cudaChannelFormatKindFloat);
    struct cudaChannelFormatDesc bad = CD(32, 32, 32, 0, cudaChannelFormatKindFloat);
    cudaArray_t a;
    cudaMipmappedArray_t m;
    struct cudaExtent e = {16, 4, 0};
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(NULL, &f, 16, 4, 0));
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(&a, NULL, 16, 4, 0));
    assert_cuda(cudaErrorInvalidValue, cudaMalloc3DArray(NULL, &bad, e, 0));
    assert_cuda(cudaErrorInvalidValue, cudaMalloc3DArray(&a, NULL, e, 0));
    assert_cuda(cudaErrorInvalidValue, cudaMallocMipmappedArray(NULL, &f, e, 2, 0));
    assert_cuda(cudaErrorInvalidValue, cudaMallocMipmappedArray(&m, NULL, e, 2, 0));
    assert_nothing_called();
    a = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(&a, &bad, 0, 4, 0));
    assert_null(a);
    a = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaMallocArray(&a, &bad, 16, 4, 0));
    assert_null(a);
    m = (cudaMipmappedArray_t)0x1234;
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaMallocMipmappedArray(&m, &bad, e, 2, 0));
    assert_null(m);
    assert_int_equal(rec.calls, 0);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidChannelDescriptor);
}

static void array_allocation_driver_failure(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc f = CD(32, 0, 0, 0, cudaChannelFormatKindFloat);
    rec.fail = "cuArray3DCreate";
    rec.result = CUDA_ERROR_OUT_OF_MEMORY;
    cudaArray_t a = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorMemoryAllocation, cudaMallocArray(&a, &f, 16, 4, 0));
    assert_null(a);
    a = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorMemoryAllocation,
                cudaMalloc3DArray(&a, &f, (struct cudaExtent){16, 4, 2}, 0));
    assert_null(a);
    rec.fail = "cuMipmappedArrayCreate";
    cudaMipmappedArray_t m = (cudaMipmappedArray_t)0x1234;
    assert_cuda(cudaErrorMemoryAllocation,
                cudaMallocMipmappedArray(&m, &f, (struct cudaExtent){16, 4, 0}, 2, 0));
    assert_null(m);
    assert_int_equal(ocr_tls.last_error, cudaErrorMemoryAllocation);
}

static void cudaMallocMipmappedArray_passes_levels_and_flags(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc f = CD(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
    static const unsigned levels[] = {0, 1, 5, 100};
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
        cudaMipmappedArray_t m = NULL;
        assert_cuda(cudaSuccess, cudaMallocMipmappedArray(&m, &f, (struct cudaExtent){16, 16, 6},
                                                          levels[i], cudaArrayCubemap));
        assert_ptr_equal(m, MIP);
        assert_int_equal(rec.levels, levels[i]);
        assert_int_equal(rec.created.Format, CU_AD_FORMAT_UNSIGNED_INT8);
        assert_int_equal(rec.created.NumChannels, 4);
        assert_int_equal(rec.created.Depth, 6);
        assert_int_equal(rec.created.Flags, CUDA_ARRAY3D_CUBEMAP);
    }
    cudaMipmappedArray_t m = NULL;
    assert_cuda(
        cudaErrorInvalidValue,
        cudaMallocMipmappedArray(&m, &f, (struct cudaExtent){16, 8, 6}, 2, cudaArrayCubemap));
}

static void free_arrays(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaFreeArray(NULL));
    assert_cuda(cudaSuccess, cudaFreeMipmappedArray(NULL));
    assert_int_equal(rec.calls, 0);
    assert_cuda(cudaSuccess, cudaFreeArray((cudaArray_t)ARR_B));
    assert_ptr_equal(rec.destroyed, ARR_B);
    assert_cuda(cudaSuccess, cudaFreeMipmappedArray((cudaMipmappedArray_t)MIP));
    assert_ptr_equal(rec.mip, MIP);
    assert_calls_are("cuArrayDestroy cuMipmappedArrayDestroy");
    assert_calls("cuCtxSynchronize", 0); /* no synchronisation, unlike cudaFree */
    rec.fail = "cuArrayDestroy";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaFreeArray((cudaArray_t)ARR_B));
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidResourceHandle);
}

/* -- information ---------------------------------------------------------------------------- */

static void level_and_plane_pass_their_output(void **state)
{
    (void)state;
    cudaArray_t l = NULL;
    assert_cuda(cudaSuccess, cudaGetMipmappedArrayLevel(&l, (cudaMipmappedArray_t)MIP, 3));
    assert_ptr_equal(l, LEVEL0);
    assert_int_equal(rec.index, 3);
    /* NULL goes to the driver, which answers */
    assert_cuda(cudaErrorInvalidValue,
                cudaGetMipmappedArrayLevel(NULL, (cudaMipmappedArray_t)MIP, 0));
    assert_cuda(cudaSuccess, cudaArrayGetPlane(&l, (cudaArray_t)ARR_A, 1));
    assert_ptr_equal(l, ARR_B);
    assert_ptr_equal(rec.desc_array, ARR_A);
    assert_int_equal(rec.index, 1);
    assert_cuda(cudaErrorInvalidValue, cudaArrayGetPlane(NULL, (cudaArray_t)ARR_A, 0));
    assert_calls_are("cuMipmappedArrayGetLevel cuMipmappedArrayGetLevel cuArrayGetPlane "
                     "cuArrayGetPlane");
    rec.fail = "cuArrayGetPlane";
    rec.result = CUDA_ERROR_INVALID_VALUE;
    l = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorInvalidValue, cudaArrayGetPlane(&l, (cudaArray_t)ARR_A, 9));
    assert_ptr_equal(l, (cudaArray_t)0x1234);
}

static void cudaArrayGetInfo_translates(void **state)
{
    (void)state;
    rec.desc = (CUDA_ARRAY3D_DESCRIPTOR){
        16, 0, 3, CU_AD_FORMAT_SIGNED_INT16, 2, CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_SURFACE_LDST};
    struct cudaChannelFormatDesc d;
    struct cudaExtent e;
    unsigned flags;
    assert_cuda(cudaSuccess, cudaArrayGetInfo(&d, &e, &flags, (cudaArray_t)ARR_B));
    assert_ptr_equal(rec.desc_array, ARR_B);
    assert_desc(d, 16, 16, 0, 0, cudaChannelFormatKindSigned);
    assert_int_equal(e.width, 16);
    assert_int_equal(e.height, 0);
    assert_int_equal(e.depth, 3);
    assert_int_equal(flags, cudaArrayLayered | cudaArraySurfaceLoadStore);
    /* any output may be NULL */
    assert_cuda(cudaSuccess, cudaArrayGetInfo(NULL, NULL, NULL, (cudaArray_t)ARR_B));
    assert_cuda(cudaSuccess, cudaArrayGetInfo(NULL, &e, NULL, (cudaArray_t)ARR_B));
    /* a format without a channel descriptor fails only when the descriptor is asked for */
    rec.desc.Format = CU_AD_FORMAT_P010;
    memset(&e, 0xab, sizeof e);
    flags = 7;
    assert_cuda(cudaSuccess, cudaArrayGetInfo(NULL, &e, &flags, (cudaArray_t)ARR_B));
    assert_int_equal(e.depth, 3);
    memset(&d, 0xab, sizeof d);
    memset(&e, 0xab, sizeof e);
    assert_cuda(cudaErrorInvalidChannelDescriptor,
                cudaArrayGetInfo(&d, &e, &flags, (cudaArray_t)ARR_B));
    assert_desc(d, 0, 0, 0, 0, 0); /* written zero, as are the others */
    assert_int_equal(e.width, 0);
    assert_int_equal(e.depth, 0);
    assert_int_equal(flags, 0);
    /* a driver failure leaves the outputs zero too */
    rec.fail = "cuArray3DGetDescriptor";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    memset(&e, 0xab, sizeof e);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaArrayGetInfo(&d, &e, &flags, NULL));
    assert_int_equal(e.height, 0);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidResourceHandle);
}

/* cudaArrayGetInfo never needs a context: on a thread without one it reaches the driver. */
static void *info_on_new_thread(void *arg)
{
    (void)arg;
    struct cudaExtent e;
    return (void *)(uintptr_t)cudaArrayGetInfo(NULL, &e, NULL, (cudaArray_t)ARR_A);
}

static void cudaArrayGetInfo_makes_no_context_current(void **state)
{
    (void)state;
    pthread_t t;
    void *res = NULL;
    assert_int_equal(pthread_create(&t, NULL, info_on_new_thread, NULL), 0);
    assert_int_equal(pthread_join(t, &res), 0);
    assert_int_equal((cudaError_t)(uintptr_t)res, cudaSuccess);
    assert_calls("cuCtxSetCurrent", 0);
    assert_calls("cuDevicePrimaryCtxRetain", 0);
    assert_calls_are("cuArray3DGetDescriptor");
}

static void cudaGetChannelDesc_reads_the_array(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc d;
    rec.desc.Format = CU_AD_FORMAT_UNORM_INT8X2;
    rec.desc.NumChannels = 2;
    assert_cuda(cudaSuccess, cudaGetChannelDesc(&d, (cudaArray_const_t)ARR_A));
    assert_desc(d, 8, 8, 0, 0, cudaChannelFormatKindUnsignedNormalized8X2);
    assert_cuda(cudaErrorInvalidValue, cudaGetChannelDesc(NULL, (cudaArray_const_t)ARR_A));
    assert_calls_are("cuArray3DGetDescriptor");
    /* failures leave the output as it was */
    rec.desc.NumChannels = 5;
    memset(&d, 0xab, sizeof d);
    assert_cuda(cudaErrorInvalidChannelDescriptor,
                cudaGetChannelDesc(&d, (cudaArray_const_t)ARR_A));
    assert_int_equal(d.x, (int)0xabababab);
}

static void memory_requirements_map_the_device_and_zero_the_output(void **state)
{
    (void)state;
    struct cudaArrayMemoryRequirements r;
    memset(&r, 0xee, sizeof r);
    assert_cuda(cudaSuccess, cudaArrayGetMemoryRequirements(&r, (cudaArray_t)ARR_A, 1));
    assert_int_equal(rec.dev, BASE + 1);
    assert_int_equal(r.size, 4096);
    assert_int_equal(r.alignment, 512);
    for (int i = 0; i < 4; i++)
        assert_int_equal(r.reserved[i], 0);
    /* an unknown ordinal goes to the driver as it is */
    assert_cuda(cudaSuccess, cudaArrayGetMemoryRequirements(&r, (cudaArray_t)ARR_A, 7));
    assert_int_equal(rec.dev, 7);
    assert_cuda(cudaSuccess,
                cudaMipmappedArrayGetMemoryRequirements(&r, (cudaMipmappedArray_t)MIP, 0));
    assert_int_equal(rec.dev, BASE);
    assert_ptr_equal(rec.mip, MIP);
    assert_cuda(cudaErrorInvalidValue, cudaArrayGetMemoryRequirements(NULL, (cudaArray_t)ARR_A, 0));
    assert_cuda(cudaErrorInvalidValue,
                cudaMipmappedArrayGetMemoryRequirements(NULL, (cudaMipmappedArray_t)MIP, 0));
    assert_int_equal(rec.calls, 3);
    rec.fail = "cuArrayGetMemoryRequirements";
    rec.result = CUDA_ERROR_INVALID_VALUE;
    memset(&r, 0xee, sizeof r);
    assert_cuda(cudaErrorInvalidValue, cudaArrayGetMemoryRequirements(&r, (cudaArray_t)ARR_A, 0));
    assert_int_equal(r.size, 0); /* zeroed before the driver was asked */
}

static void sparse_properties_copy_the_fields(void **state)
{
    (void)state;
    struct cudaArraySparseProperties p;
    memset(&p, 0xee, sizeof p);
    assert_cuda(cudaSuccess, cudaArrayGetSparseProperties(&p, (cudaArray_t)ARR_A));
    assert_int_equal(p.tileExtent.width, 11);
    assert_int_equal(p.tileExtent.height, 12);
    assert_int_equal(p.tileExtent.depth, 13);
    assert_int_equal(p.miptailFirstLevel, 3);
    assert_int_equal(p.miptailSize, 65536);
    assert_int_equal(p.flags, cudaArraySparsePropertiesSingleMipTail);
    for (int i = 0; i < 4; i++)
        assert_int_equal(p.reserved[i], 0);
    assert_cuda(cudaSuccess, cudaMipmappedArrayGetSparseProperties(&p, (cudaMipmappedArray_t)MIP));
    assert_ptr_equal(rec.mip, MIP);
    assert_cuda(cudaErrorInvalidValue, cudaArrayGetSparseProperties(NULL, (cudaArray_t)ARR_A));
    assert_cuda(cudaErrorInvalidValue,
                cudaMipmappedArrayGetSparseProperties(NULL, (cudaMipmappedArray_t)MIP));
    assert_calls_are("cuArrayGetSparseProperties cuMipmappedArrayGetSparseProperties");
    rec.fail = "cuMipmappedArrayGetSparseProperties";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    memset(&p, 0xee, sizeof p);
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaMipmappedArrayGetSparseProperties(&p, (cudaMipmappedArray_t)MIP));
    assert_int_equal(p.flags, 0);
}

/* -- copies --------------------------------------------------------------------------------- */

static char host[1 << 12];

static void copy2d_to_and_from_array_by_kind(void **state)
{
    (void)state;
    static const struct {
        enum cudaMemcpyKind kind;
        CUmemorytype type;
    } to[] = {{cudaMemcpyHostToDevice, CU_MEMORYTYPE_HOST},
              {cudaMemcpyDeviceToDevice, CU_MEMORYTYPE_DEVICE},
              {cudaMemcpyDefault, CU_MEMORYTYPE_UNIFIED}},
      from[] = {{cudaMemcpyDeviceToHost, CU_MEMORYTYPE_HOST},
                {cudaMemcpyDeviceToDevice, CU_MEMORYTYPE_DEVICE},
                {cudaMemcpyDefault, CU_MEMORYTYPE_UNIFIED}};
    for (size_t i = 0; i < 3; i++) {
        rec.ncopies = 0;
        assert_cuda(cudaSuccess,
                    cudaMemcpy2DToArray((cudaArray_t)ARR_A, 16, 2, host, 512, 128, 4, to[i].kind));
        const CUDA_MEMCPY3D *p = &rec.copies[0];
        assert_int_equal(rec.ncopies, 1);
        assert_int_equal(p->srcMemoryType, to[i].type);
        if (to[i].type == CU_MEMORYTYPE_HOST)
            assert_ptr_equal(p->srcHost, host);
        else
            assert_int_equal(p->srcDevice, (CUdeviceptr)(uintptr_t)host);
        assert_int_equal(p->srcPitch, 512);
        assert_int_equal(p->dstMemoryType, CU_MEMORYTYPE_ARRAY);
        assert_ptr_equal(p->dstArray, ARR_A);
        assert_int_equal(p->dstXInBytes, 16);
        assert_int_equal(p->dstY, 2);
        assert_int_equal(p->WidthInBytes, 128);
        assert_int_equal(p->Height, 4);
        assert_int_equal(p->Depth, 1);
        assert_int_equal(p->srcXInBytes + p->srcY + p->srcZ + p->dstZ + p->srcLOD + p->dstLOD, 0);

        rec.ncopies = 0;
        assert_cuda(cudaSuccess,
                    cudaMemcpy2DFromArrayAsync(host, 256, (cudaArray_const_t)ARR_B, 8, 1, 64, 2,
                                               from[i].kind, (cudaStream_t)0x55));
        p = &rec.copies[0];
        assert_true(rec.copy_async[0]);
        assert_ptr_equal(rec.copy_stream[0], (CUstream)0x55);
        assert_int_equal(p->srcMemoryType, CU_MEMORYTYPE_ARRAY);
        assert_ptr_equal(p->srcArray, ARR_B);
        assert_int_equal(p->srcXInBytes, 8);
        assert_int_equal(p->srcY, 1);
        assert_int_equal(p->dstMemoryType, from[i].type);
        assert_int_equal(p->dstPitch, 256);
        assert_int_equal(p->WidthInBytes, 64);
        assert_int_equal(p->Height, 2);
    }
    /* the array is looked at before the copy */
    rec.calls = 0;
    assert_cuda(cudaSuccess,
                cudaMemcpy2DArrayToArray((cudaArray_t)ARR_A, 1, 2, (cudaArray_const_t)ARR_B, 3, 4,
                                         5, 6, cudaMemcpyDefault));
    assert_calls_are("cuArray3DGetDescriptor cuMemcpy3D");
    assert_ptr_equal(rec.desc_array, ARR_B); /* the source */
    const CUDA_MEMCPY3D *p = &rec.copies[rec.ncopies - 1];
    assert_int_equal(p->srcMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_int_equal(p->dstMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_int_equal(p->dstXInBytes, 1);
    assert_int_equal(p->dstY, 2);
    assert_int_equal(p->srcXInBytes, 3);
    assert_int_equal(p->srcY, 4);
    assert_int_equal(p->WidthInBytes, 5);
    assert_int_equal(p->Height, 6);
}

/* Empty copy, then pitch, then kind, then the array. */
static void copy2d_checks_in_order(void **state)
{
    (void)state;
    cudaArray_t a = (cudaArray_t)ARR_A;
    assert_cuda(cudaSuccess,
                cudaMemcpy2DToArray(NULL, 0, 0, host, 0, 0, 4, (enum cudaMemcpyKind)7));
    assert_cuda(cudaSuccess,
                cudaMemcpy2DFromArray(host, 0, NULL, 0, 0, 4, 0, (enum cudaMemcpyKind)7));
    assert_cuda(cudaSuccess,
                cudaMemcpy2DArrayToArray(NULL, 0, 0, NULL, 0, 0, 0, 4, cudaMemcpyHostToHost));
    assert_int_equal(rec.calls, 0);
    assert_cuda(cudaErrorInvalidPitchValue,
                cudaMemcpy2DToArray(a, 0, 0, host, 64, 128, 2, (enum cudaMemcpyKind)7));
    assert_cuda(cudaErrorInvalidPitchValue,
                cudaMemcpy2DFromArray(host, 64, a, 0, 0, 128, 2, cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2DToArray(a, 0, 0, host, 512, 128, 2, cudaMemcpyDeviceToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2DToArray(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2DFromArray(host, 512, a, 0, 0, 128, 2, cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2DArrayToArray(a, 0, 0, a, 0, 0, 4, 4, cudaMemcpyHostToDevice));
    assert_int_equal(rec.calls, 0);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidMemcpyDirection);
    /* one row needs no pitch */
    assert_cuda(cudaSuccess, cudaMemcpy2DToArray(a, 0, 0, host, 0, 128, 1, cudaMemcpyHostToDevice));
    /* the array's descriptor: its error, or no channel descriptor for its format */
    rec.desc.Format = CU_AD_FORMAT_NV16;
    rec.calls = rec.ncopies = 0;
    assert_cuda(cudaErrorInvalidChannelDescriptor,
                cudaMemcpy2DToArray(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToDevice));
    rec.fail = "cuArray3DGetDescriptor";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaMemcpy2DFromArray(host, 512, a, 0, 0, 128, 2, cudaMemcpyDeviceToHost));
    assert_int_equal(rec.ncopies, 0);
    /* a copy the driver refuses */
    rec.desc = float4_16x8;
    rec.fail = "cuMemcpy3D";
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpy2DToArray(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToDevice));
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

static void copy2d_twins_use_the_per_thread_entries(void **state)
{
    (void)state;
    cudaArray_t a = (cudaArray_t)ARR_A;
    assert_cuda(cudaSuccess,
                cudaMemcpy2DToArray(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToDevice));
    assert_cuda(cudaSuccess,
                cudaMemcpy2DToArray_ptds(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToDevice));
    assert_cuda(cudaSuccess,
                cudaMemcpy2DToArrayAsync(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToDevice, NULL));
    assert_cuda(cudaSuccess, cudaMemcpy2DToArrayAsync_ptsz(a, 0, 0, host, 512, 128, 2,
                                                           cudaMemcpyHostToDevice, NULL));
    assert_int_equal(rec.ncopies, 4);
    assert_false(rec.copy_ptds[0] || rec.copy_async[0]);
    assert_true(rec.copy_ptds[1] && !rec.copy_async[1]);
    assert_true(!rec.copy_ptds[2] && rec.copy_async[2]);
    assert_true(rec.copy_ptds[3] && rec.copy_async[3]);
    assert_null(rec.copy_stream[3]); /* stream 0 passes as it is */
}

/* The deprecated 1D copies cut the count into rows of the array's width. */
static void copy1d_cuts_rows(void **state)
{
    (void)state;
    /* float4, 16 wide: rows of 256 bytes */
    assert_cuda(cudaSuccess,
                cudaMemcpyToArray((cudaArray_t)ARR_A, 16, 2, host, 1000, cudaMemcpyHostToDevice));
    assert_int_equal(rec.ncopies, 3);
    static const size_t expect[3][5] = {
        /* x, y, width, height, linear offset */
        {16, 2, 240, 1, 0},
        {0, 3, 256, 2, 240},
        {0, 5, 248, 1, 752},
    };
    for (int i = 0; i < 3; i++) {
        const CUDA_MEMCPY3D *p = &rec.copies[i];
        assert_int_equal(p->dstXInBytes, expect[i][0]);
        assert_int_equal(p->dstY, expect[i][1]);
        assert_int_equal(p->WidthInBytes, expect[i][2]);
        assert_int_equal(p->Height, expect[i][3]);
        assert_ptr_equal(p->srcHost, host + expect[i][4]);
        assert_int_equal(p->srcPitch, 256);
        assert_int_equal(p->srcMemoryType, CU_MEMORYTYPE_HOST);
    }
    /* an offset at the end of a row makes an empty first copy, as NVIDIA's runtime */
    rec.ncopies = 0;
    assert_cuda(cudaSuccess, cudaMemcpyFromArray(host, (cudaArray_const_t)ARR_A, 256, 0, 256,
                                                 cudaMemcpyDeviceToHost));
    assert_int_equal(rec.ncopies, 2);
    assert_int_equal(rec.copies[0].WidthInBytes, 0);
    assert_int_equal(rec.copies[1].srcY, 1);
    assert_int_equal(rec.copies[1].WidthInBytes, 256);
    assert_int_equal(rec.copies[1].dstMemoryType, CU_MEMORYTYPE_HOST);
    /* rows of block-compressed formats count blocks: BC1, 16 wide, is 32 bytes a row */
    rec.desc = (CUDA_ARRAY3D_DESCRIPTOR){16, 8, 0, CU_AD_FORMAT_BC1_UNORM, 4, 0};
    rec.ncopies = 0;
    assert_cuda(cudaSuccess,
                cudaMemcpyToArray((cudaArray_t)ARR_A, 0, 0, host, 100, cudaMemcpyDeviceToDevice));
    assert_int_equal(rec.ncopies, 2);
    assert_int_equal(rec.copies[0].WidthInBytes, 32);
    assert_int_equal(rec.copies[0].Height, 3);
    assert_int_equal(rec.copies[0].srcMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.copies[1].WidthInBytes, 4);
    /* NV12, 3 channels: 3 bytes an element */
    rec.desc = (CUDA_ARRAY3D_DESCRIPTOR){10, 8, 0, CU_AD_FORMAT_NV12, 3, 0};
    rec.ncopies = 0;
    assert_cuda(cudaSuccess,
                cudaMemcpyToArray((cudaArray_t)ARR_A, 0, 0, host, 30, cudaMemcpyDefault));
    assert_int_equal(rec.ncopies, 1);
    assert_int_equal(rec.copies[0].WidthInBytes, 30);
    assert_int_equal(rec.copies[0].srcMemoryType, CU_MEMORYTYPE_UNIFIED);
}

static void copy1d_kinds(void **state)
{
    (void)state;
    cudaArray_t a = (cudaArray_t)ARR_A;
    /* empty first, then the kind */
    assert_cuda(cudaSuccess, cudaMemcpyToArray(NULL, 0, 0, host, 0, cudaMemcpyHostToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyToArray(a, 0, 0, host, 4, cudaMemcpyHostToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyToArray(a, 0, 0, host, 4, cudaMemcpyDeviceToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyFromArray(host, a, 0, 0, 4, cudaMemcpyHostToDevice));
    /* a kind beyond cudaMemcpyDefault copies nothing and succeeds (not array to array) */
    assert_cuda(cudaSuccess, cudaMemcpyToArray(a, 0, 0, host, 4, (enum cudaMemcpyKind)7));
    assert_cuda(cudaSuccess,
                cudaMemcpyFromArrayAsync(host, a, 0, 0, 4, (enum cudaMemcpyKind)5, NULL));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyArrayToArray(a, 0, 0, a, 0, 0, 4, (enum cudaMemcpyKind)7));
    assert_int_equal(rec.calls, 0);
    /* the format must have a channel descriptor */
    rec.desc.NumChannels = 0;
    assert_cuda(cudaErrorInvalidChannelDescriptor,
                cudaMemcpyToArray(a, 0, 0, host, 4, cudaMemcpyHostToDevice));
    assert_int_equal(rec.ncopies, 0);
}

static void copy1d_array_to_array_through_a_buffer(void **state)
{
    (void)state;
    size_t live = fake_live_allocations();
    assert_cuda(cudaSuccess,
                cudaMemcpyArrayToArray((cudaArray_t)ARR_A, 100, 1, (cudaArray_const_t)ARR_B, 200, 2,
                                       700, cudaMemcpyDeviceToDevice));
    assert_calls("cuMemAlloc", 1);
    assert_calls("cuMemFree", 1);
    assert_int_equal(fake_live_allocations(), live);
    CUdeviceptr tmp = fake_last_alloc()->ptr;
    assert_int_equal(fake_last_alloc()->size, 700);
    assert_calls_are("cuArray3DGetDescriptor cuMemcpy3D cuMemcpy3D cuMemcpy3D "
                     "cuArray3DGetDescriptor cuMemcpy3D cuMemcpy3D cuMemcpy3D");
    /* from the source into the buffer ... */
    assert_ptr_equal(rec.copies[0].srcArray, ARR_B);
    assert_int_equal(rec.copies[0].srcXInBytes, 200);
    assert_int_equal(rec.copies[0].WidthInBytes, 56);
    assert_int_equal(rec.copies[0].dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.copies[0].dstDevice, tmp);
    assert_int_equal(rec.copies[2].dstDevice, tmp + 56 + 512);
    /* ... and from the buffer to the destination */
    assert_ptr_equal(rec.copies[3].dstArray, ARR_A);
    assert_int_equal(rec.copies[3].dstXInBytes, 100);
    assert_int_equal(rec.copies[3].dstY, 1);
    assert_int_equal(rec.copies[3].srcDevice, tmp);
    assert_int_equal(rec.copies[3].WidthInBytes, 156);
    assert_int_equal(rec.copies[5].WidthInBytes, 32);
    /* a failing copy still frees the buffer */
    rec.fail = "cuMemcpy3D";
    rec.result = CUDA_ERROR_INVALID_VALUE;
    fake_log_clear();
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpyArrayToArray((cudaArray_t)ARR_A, 0, 0, (cudaArray_const_t)ARR_B, 0, 0, 16,
                                       cudaMemcpyDefault));
    assert_calls("cuMemFree", 1);
    assert_int_equal(fake_live_allocations(), live);
}

/* -- texture objects ------------------------------------------------------------------------ */

static struct cudaResourceDesc array_resource(cudaArray_t a)
{
    struct cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    return r;
}

static void texture_resources_translate(void **state)
{
    (void)state;
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t = 0;
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_B);
    r.flags = 3; /* not passed on */
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_int_equal(t, TEX);
    assert_calls_are("cuArray3DGetDescriptor cuTexObjectCreate");
    assert_int_equal(rec.res.resType, CU_RESOURCE_TYPE_ARRAY);
    assert_ptr_equal(rec.res.res.array.hArray, ARR_B);
    assert_ptr_equal(rec.desc_array, ARR_B);
    assert_int_equal(rec.res.flags, 0);
    assert_false(rec.has_view);

    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeMipmappedArray;
    r.res.mipmap.mipmap = (cudaMipmappedArray_t)MIP;
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_calls_are("cuMipmappedArrayGetLevel cuArray3DGetDescriptor cuTexObjectCreate");
    assert_int_equal(rec.index, 0);
    assert_ptr_equal(rec.desc_array, LEVEL0);
    assert_int_equal(rec.res.resType, CU_RESOURCE_TYPE_MIPMAPPED_ARRAY);
    assert_ptr_equal(rec.res.res.mipmap.hMipmappedArray, MIP);

    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.devPtr = DEVPTR;
    r.res.linear.desc = CD(16, 16, 16, 16, cudaChannelFormatKindFloat);
    r.res.linear.sizeInBytes = 4096;
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_calls_are("cuTexObjectCreate");
    assert_int_equal(rec.res.resType, CU_RESOURCE_TYPE_LINEAR);
    assert_int_equal(rec.res.res.linear.devPtr, (CUdeviceptr)(uintptr_t)DEVPTR);
    assert_int_equal(rec.res.res.linear.format, CU_AD_FORMAT_HALF);
    assert_int_equal(rec.res.res.linear.numChannels, 4);
    assert_int_equal(rec.res.res.linear.sizeInBytes, 4096);

    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypePitch2D;
    r.res.pitch2D.devPtr = DEVPTR;
    r.res.pitch2D.desc = CD(8, 8, 0, 0, cudaChannelFormatKindSignedNormalized8X2);
    r.res.pitch2D.width = 32;
    r.res.pitch2D.height = 16;
    r.res.pitch2D.pitchInBytes = 256;
    td.readMode = cudaReadModeNormalizedFloat;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_int_equal(rec.res.resType, CU_RESOURCE_TYPE_PITCH2D);
    assert_int_equal(rec.res.res.pitch2D.format, CU_AD_FORMAT_SNORM_INT8X2);
    assert_int_equal(rec.res.res.pitch2D.numChannels, 2);
    assert_int_equal(rec.res.res.pitch2D.width, 32);
    assert_int_equal(rec.res.res.pitch2D.height, 16);
    assert_int_equal(rec.res.res.pitch2D.pitchInBytes, 256);

    /* errors: an invalid channel descriptor, an unknown type, the array's */
    r.res.pitch2D.desc = CD(64, 0, 0, 0, cudaChannelFormatKindSigned);
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaCreateTextureObject(&t, &r, &td, NULL));
    r.resType = (enum cudaResourceType)4;
    assert_cuda(cudaErrorInvalidValue, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_int_equal(rec.calls, 0);
    r = array_resource((cudaArray_t)ARR_A);
    td.readMode = cudaReadModeElementType;
    rec.desc.Format = CU_AD_FORMAT_YUY2;
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaCreateTextureObject(&t, &r, &td, NULL));
    rec.fail = "cuArray3DGetDescriptor";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_calls("cuTexObjectCreate", 0);
    assert_int_equal(t, TEX);
}

static void texture_desc_translates(void **state)
{
    (void)state;
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_A);
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeMirror;
    td.addressMode[2] = cudaAddressModeBorder;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.sRGB = 5;
    td.borderColor[0] = 0.25f;
    td.borderColor[1] = 0.5f;
    td.borderColor[2] = 0.75f;
    td.borderColor[3] = 1.0f;
    td.normalizedCoords = 7;
    td.maxAnisotropy = 100; /* not clamped */
    td.mipmapFilterMode = cudaFilterModeLinear;
    td.mipmapLevelBias = 0.5f;
    td.minMipmapLevelClamp = 1.0f;
    td.maxMipmapLevelClamp = 2.5f;
    td.disableTrilinearOptimization = 1;
    td.seamlessCubemap = -1;
    cudaTextureObject_t t;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    const CUDA_TEXTURE_DESC *x = &rec.tex;
    assert_int_equal(x->addressMode[0], CU_TR_ADDRESS_MODE_CLAMP);
    assert_int_equal(x->addressMode[1], CU_TR_ADDRESS_MODE_MIRROR);
    assert_int_equal(x->addressMode[2], CU_TR_ADDRESS_MODE_BORDER);
    assert_int_equal(x->filterMode, CU_TR_FILTER_MODE_LINEAR);
    assert_int_equal(x->flags, CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_SRGB |
                                   CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION |
                                   CU_TRSF_SEAMLESS_CUBEMAP);
    assert_int_equal(x->maxAnisotropy, 100);
    assert_int_equal(x->mipmapFilterMode, CU_TR_FILTER_MODE_LINEAR);
    assert_true(x->mipmapLevelBias == 0.5f);
    assert_true(x->minMipmapLevelClamp == 1.0f);
    assert_true(x->maxMipmapLevelClamp == 2.5f);
    assert_true(x->borderColor[0] == 0.25f && x->borderColor[3] == 1.0f);
    /* enum values outside the enums pass as they are */
    td.addressMode[0] = (enum cudaTextureAddressMode)7;
    td.filterMode = (enum cudaTextureFilterMode)3;
    td.mipmapFilterMode = (enum cudaTextureFilterMode)9;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_int_equal(x->addressMode[0], 7);
    assert_int_equal(x->filterMode, 3);
    assert_int_equal(x->mipmapFilterMode, 9);
}

/* Read mode and filter against the format: 0 = created (with the flags), else the error. */
static void texture_read_mode_and_filter_by_format(void **state)
{
    (void)state;
    static const struct {
        CUarray_format format;
        int read, filter;
        cudaError_t err;
        unsigned flags;
    } cases[] = {
        {CU_AD_FORMAT_UNSIGNED_INT8, 0, 0, cudaSuccess, CU_TRSF_READ_AS_INTEGER},
        {CU_AD_FORMAT_SIGNED_INT16, 0, 1, cudaErrorInvalidFilterSetting, 0},
        {CU_AD_FORMAT_SIGNED_INT8, 1, 0, cudaSuccess, 0},
        {CU_AD_FORMAT_UNSIGNED_INT16, 1, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_UNSIGNED_INT8, 2, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_UNSIGNED_INT8, 0, 3, cudaSuccess, CU_TRSF_READ_AS_INTEGER},
        {CU_AD_FORMAT_UNSIGNED_INT32, 0, 0, cudaSuccess, 0},
        {CU_AD_FORMAT_SIGNED_INT32, 0, 1, cudaErrorInvalidFilterSetting, 0},
        {CU_AD_FORMAT_SIGNED_INT32, 1, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_SIGNED_INT32, 1, 1, cudaErrorInvalidFilterSetting, 0},
        {CU_AD_FORMAT_UNSIGNED_INT32, 2, 0, cudaSuccess, 0},
        {CU_AD_FORMAT_FLOAT, 0, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_HALF, 1, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_BC6H_UF16, 0, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_BC6H_SF16, 1, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_UNORM_INT_101010_2, 0, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_UNORM_INT_101010_2, 1, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_UNORM_INT8X1, 1, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_SNORM_INT16X4, 0, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_BC1_UNORM, 2, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_BC7_UNORM_SRGB, 1, 0, cudaSuccess, 0},
        {CU_AD_FORMAT_NV12, 1, 0, cudaErrorInvalidValue, 0},
    };
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_A);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct cudaTextureDesc td;
        memset(&td, 0, sizeof td);
        td.readMode = (enum cudaTextureReadMode)cases[i].read;
        td.filterMode = (enum cudaTextureFilterMode)cases[i].filter;
        rec.desc = (CUDA_ARRAY3D_DESCRIPTOR){16, 8, 0, cases[i].format, 1, 0};
        if (cases[i].format == CU_AD_FORMAT_NV12)
            rec.desc.NumChannels = 3;
        rec.calls = 0;
        cudaTextureObject_t t = 0;
        cudaError_t e = cudaCreateTextureObject(&t, &r, &td, NULL);
        if (e != cases[i].err)
            fail_msg("case %zu (format 0x%x read %d filter %d): %s, expected %s", i,
                     (unsigned)cases[i].format, cases[i].read, cases[i].filter, cudaGetErrorName(e),
                     cudaGetErrorName(cases[i].err));
        if (e == cudaSuccess)
            assert_int_equal(rec.tex.flags, cases[i].flags);
        else
            assert_calls_are("cuArray3DGetDescriptor");
    }
    /* the same classes for linear memory: a linear NV12 texture is refused too */
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.desc = CD(8, 8, 8, 0, cudaChannelFormatKindNV12);
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t;
    assert_cuda(cudaErrorInvalidValue, cudaCreateTextureObject(&t, &r, &td, NULL));
    r.res.linear.desc = CD(16, 0, 0, 0, cudaChannelFormatKindSigned);
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_int_equal(rec.tex.flags, CU_TRSF_READ_AS_INTEGER);
}

static void texture_view_translates(void **state)
{
    (void)state;
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_A);
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    struct cudaResourceViewDesc v;
    memset(&v, 0, sizeof v);
    v.format = cudaResViewFormatSignedShort2;
    v.width = 3;
    v.height = 4;
    v.depth = 5;
    v.firstMipmapLevel = 6;
    v.lastMipmapLevel = 7;
    v.firstLayer = 8;
    v.lastLayer = 9;
    v.reserved[0] = 42; /* not passed on */
    cudaTextureObject_t t;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, &v));
    assert_true(rec.has_view);
    assert_int_equal(rec.view.format, CU_RES_VIEW_FORMAT_SINT_2X16);
    assert_int_equal(rec.view.width, 3);
    assert_int_equal(rec.view.height, 4);
    assert_int_equal(rec.view.depth, 5);
    assert_int_equal(rec.view.firstMipmapLevel, 6);
    assert_int_equal(rec.view.lastMipmapLevel, 7);
    assert_int_equal(rec.view.firstLayer, 8);
    assert_int_equal(rec.view.lastLayer, 9);
    assert_int_equal(rec.view.reserved[0], 0);
    v.format = (enum cudaResourceViewFormat)0x100;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, &v));
    assert_int_equal(rec.view.format, 0x100);
}

static void texture_null_arguments(void **state)
{
    (void)state;
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_A);
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t;
    assert_cuda(cudaErrorInvalidValue, cudaCreateTextureObject(&t, NULL, &td, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaCreateTextureObject(&t, NULL, NULL, NULL));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaCreateTextureObject(&t, &r, NULL, NULL));
    r.resType = (enum cudaResourceType)7;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaCreateTextureObject(NULL, &r, NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGetTextureObjectResourceDesc(NULL, TEX));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetTextureObjectTextureDesc(NULL, TEX));
    assert_nothing_called();
    /* the object pointer goes to the driver, which answers */
    r = array_resource((cudaArray_t)ARR_A);
    assert_cuda(cudaErrorInvalidValue, cudaCreateTextureObject(NULL, &r, &td, NULL));
    assert_ptr_equal(rec.object_out, NULL);
    /* a view getter without an output still asks the driver, and writes nothing */
    rec.get_res.resType = CU_RESOURCE_TYPE_LINEAR;
    rec.get_res.res.linear.format = CU_AD_FORMAT_FLOAT;
    rec.get_res.res.linear.numChannels = 1;
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaGetTextureObjectResourceViewDesc(NULL, TEX));
    assert_calls_are("cuTexObjectGetResourceDesc cuTexObjectGetResourceViewDesc");
}

static void texture_getters_translate_back(void **state)
{
    (void)state;
    rec.get_res.resType = CU_RESOURCE_TYPE_PITCH2D;
    rec.get_res.res.pitch2D.devPtr = 0x7000001000ULL;
    rec.get_res.res.pitch2D.format = CU_AD_FORMAT_SIGNED_INT16;
    rec.get_res.res.pitch2D.numChannels = 2;
    rec.get_res.res.pitch2D.width = 32;
    rec.get_res.res.pitch2D.height = 16;
    rec.get_res.res.pitch2D.pitchInBytes = 256;
    rec.get_res.flags = 5;
    struct cudaResourceDesc r;
    memset(&r, 0xab, sizeof r);
    assert_cuda(cudaSuccess, cudaGetTextureObjectResourceDesc(&r, TEX));
    assert_int_equal(r.resType, cudaResourceTypePitch2D);
    assert_ptr_equal(r.res.pitch2D.devPtr, DEVPTR);
    assert_desc(r.res.pitch2D.desc, 16, 16, 0, 0, cudaChannelFormatKindSigned);
    assert_int_equal(r.res.pitch2D.width, 32);
    assert_int_equal(r.res.pitch2D.height, 16);
    assert_int_equal(r.res.pitch2D.pitchInBytes, 256);
    assert_int_equal(r.flags, 0);
    assert_calls_are("cuTexObjectGetResourceDesc");
    /* a format without a channel descriptor: the rest is written, with the error */
    rec.get_res.res.pitch2D.numChannels = 0;
    memset(&r, 0xab, sizeof r);
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaGetTextureObjectResourceDesc(&r, TEX));
    assert_int_equal(r.res.pitch2D.width, 32);
    assert_desc(r.res.pitch2D.desc, 0, 0, 0, 0, cudaChannelFormatKindSigned);
    /* arrays are looked at after they are written */
    rec.get_res.resType = CU_RESOURCE_TYPE_ARRAY;
    rec.get_res.res.array.hArray = ARR_B;
    rec.calls = 0;
    memset(&r, 0xab, sizeof r);
    assert_cuda(cudaSuccess, cudaGetTextureObjectResourceDesc(&r, TEX));
    assert_calls_are("cuTexObjectGetResourceDesc cuArray3DGetDescriptor");
    assert_int_equal(r.resType, cudaResourceTypeArray);
    assert_ptr_equal(r.res.array.array, ARR_B);
    assert_int_equal(r.res.reserved.reserved[2], 0);
    /* an array the driver no longer knows is cudaErrorInvalidValue for the texture getters
     * (NVIDIA's, on the H200); other refusals pass through */
    rec.fail = "cuArray3DGetDescriptor";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    memset(&r, 0xab, sizeof r);
    assert_cuda(cudaErrorInvalidValue, cudaGetTextureObjectResourceDesc(&r, TEX));
    assert_ptr_equal(r.res.array.array, ARR_B);
    rec.result = CUDA_ERROR_OUT_OF_MEMORY;
    assert_cuda(cudaErrorMemoryAllocation, cudaGetTextureObjectResourceDesc(&r, TEX));
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    /* a driver failure leaves the output as it was */
    rec.fail = "cuTexObjectGetResourceDesc";
    memset(&r, 0xab, sizeof r);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetTextureObjectResourceDesc(&r, TEX));
    assert_int_equal(r.flags, 0xababababu);
    /* the view */
    rec.fail = NULL;
    rec.get_res.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
    rec.get_res.res.mipmap.hMipmappedArray = MIP;
    rec.get_view =
        (CUDA_RESOURCE_VIEW_DESC){CU_RES_VIEW_FORMAT_FLOAT_4X32, 3, 4, 5, 6, 7, 8, 9, {1, 2, 3}};
    struct cudaResourceViewDesc v;
    memset(&v, 0xab, sizeof v);
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaGetTextureObjectResourceViewDesc(&v, TEX));
    assert_calls_are("cuTexObjectGetResourceDesc cuTexObjectGetResourceViewDesc "
                     "cuMipmappedArrayGetLevel cuArray3DGetDescriptor");
    assert_int_equal(v.format, cudaResViewFormatFloat4);
    assert_int_equal(v.width, 3);
    assert_int_equal(v.lastLayer, 9);
    assert_int_equal(v.reserved[0], 0);
}

static void texture_desc_getter_derives_the_read_mode(void **state)
{
    (void)state;
    static const struct {
        CUarray_format format;
        unsigned flags;
        enum cudaTextureReadMode read;
    } cases[] = {
        {CU_AD_FORMAT_UNSIGNED_INT8, CU_TRSF_READ_AS_INTEGER, cudaReadModeElementType},
        {CU_AD_FORMAT_UNSIGNED_INT8, 0, cudaReadModeNormalizedFloat},
        {CU_AD_FORMAT_SIGNED_INT16, 0, cudaReadModeNormalizedFloat},
        {CU_AD_FORMAT_SIGNED_INT32, 0, cudaReadModeElementType},
        {CU_AD_FORMAT_UNSIGNED_INT32, CU_TRSF_READ_AS_INTEGER, cudaReadModeElementType},
        {CU_AD_FORMAT_FLOAT, 0, cudaReadModeElementType},
        {CU_AD_FORMAT_NV12, 0, cudaReadModeElementType},
        {CU_AD_FORMAT_BC6H_UF16, 0, cudaReadModeElementType},
        {CU_AD_FORMAT_UNORM_INT_101010_2, 0, cudaReadModeElementType},
        {CU_AD_FORMAT_UNORM_INT8X1, CU_TRSF_READ_AS_INTEGER, cudaReadModeNormalizedFloat},
        {CU_AD_FORMAT_BC1_UNORM, 0, cudaReadModeNormalizedFloat},
    };
    rec.get_res.resType = CU_RESOURCE_TYPE_LINEAR;
    rec.get_res.res.linear.numChannels = 1;
    rec.get_tex.addressMode[1] = CU_TR_ADDRESS_MODE_BORDER;
    rec.get_tex.filterMode = CU_TR_FILTER_MODE_LINEAR;
    rec.get_tex.maxAnisotropy = 4;
    rec.get_tex.mipmapFilterMode = CU_TR_FILTER_MODE_LINEAR;
    rec.get_tex.mipmapLevelBias = 1.5f;
    rec.get_tex.minMipmapLevelClamp = 0.5f;
    rec.get_tex.maxMipmapLevelClamp = 3.0f;
    rec.get_tex.borderColor[2] = 0.75f;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        rec.get_res.res.linear.format = cases[i].format;
        rec.get_tex.flags = cases[i].flags;
        struct cudaTextureDesc t;
        memset(&t, 0xab, sizeof t);
        assert_cuda(cudaSuccess, cudaGetTextureObjectTextureDesc(&t, TEX));
        if (t.readMode != cases[i].read)
            fail_msg("format 0x%x flags 0x%x: read mode %d, expected %d", (unsigned)cases[i].format,
                     cases[i].flags, t.readMode, cases[i].read);
        assert_int_equal(t.addressMode[1], cudaAddressModeBorder);
        assert_int_equal(t.filterMode, cudaFilterModeLinear);
        assert_int_equal(t.maxAnisotropy, 4);
        assert_true(t.borderColor[2] == 0.75f);
        assert_true(t.mipmapLevelBias == 1.5f && t.maxMipmapLevelClamp == 3.0f);
        assert_int_equal(
            t.sRGB + t.normalizedCoords + t.disableTrilinearOptimization + t.seamlessCubemap, 0);
    }
    rec.get_res.res.linear.format = CU_AD_FORMAT_FLOAT;
    rec.get_tex.flags = CU_TRSF_SRGB | CU_TRSF_NORMALIZED_COORDINATES | 0x4 | 0x8 |
                        CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION | CU_TRSF_SEAMLESS_CUBEMAP;
    struct cudaTextureDesc t;
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaGetTextureObjectTextureDesc(&t, TEX));
    assert_calls_are("cuTexObjectGetResourceDesc cuTexObjectGetTextureDesc");
    assert_int_equal(t.sRGB, 1);
    assert_int_equal(t.normalizedCoords, 1);
    assert_int_equal(t.disableTrilinearOptimization, 1);
    assert_int_equal(t.seamlessCubemap, 1);
    /* a format without a channel descriptor: the error, the output untouched */
    rec.get_res.res.linear.format = CU_AD_FORMAT_Y416;
    memset(&t, 0xab, sizeof t);
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaGetTextureObjectTextureDesc(&t, TEX));
    assert_int_equal((unsigned)t.filterMode, 0xababababu);
}

/* -- surface objects ------------------------------------------------------------------------ */

static void surface_objects(void **state)
{
    (void)state;
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_A);
    cudaSurfaceObject_t s = 0;
    assert_cuda(cudaErrorInvalidValue, cudaCreateSurfaceObject(NULL, &r));
    assert_cuda(cudaErrorInvalidValue, cudaCreateSurfaceObject(&s, NULL));
    assert_cuda(cudaErrorInvalidDevice, cudaGetSurfaceObjectResourceDesc(NULL, SURF));
    assert_nothing_called();
    r.flags = 1;
    assert_cuda(cudaSuccess, cudaCreateSurfaceObject(&s, &r));
    assert_int_equal(s, SURF);
    assert_calls_are("cuArray3DGetDescriptor cuSurfObjectCreate");
    assert_int_equal(rec.res.resType, CU_RESOURCE_TYPE_ARRAY);
    assert_ptr_equal(rec.res.res.array.hArray, ARR_A);
    assert_int_equal(rec.res.flags, 0);
    /* other resources reach the driver translated */
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.desc = CD(32, 0, 0, 0, cudaChannelFormatKindFloat);
    assert_cuda(cudaSuccess, cudaCreateSurfaceObject(&s, &r));
    assert_int_equal(rec.res.res.linear.format, CU_AD_FORMAT_FLOAT);
    r.res.linear.desc = CD(32, 32, 32, 0, cudaChannelFormatKindFloat);
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaCreateSurfaceObject(&s, &r));
    r.resType = (enum cudaResourceType)9;
    assert_cuda(cudaErrorInvalidValue, cudaCreateSurfaceObject(&s, &r));
    /* the getter */
    rec.get_res.resType = CU_RESOURCE_TYPE_ARRAY;
    rec.get_res.res.array.hArray = ARR_B;
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaGetSurfaceObjectResourceDesc(&r, SURF));
    assert_calls_are("cuSurfObjectGetResourceDesc cuArray3DGetDescriptor");
    assert_int_equal(r.resType, cudaResourceTypeArray);
    assert_ptr_equal(r.res.array.array, ARR_B);
    assert_cuda(cudaSuccess, cudaDestroySurfaceObject(SURF));
    rec.fail = "cuSurfObjectCreate";
    rec.result = CUDA_ERROR_INVALID_VALUE;
    s = 77;
    r = array_resource((cudaArray_t)ARR_A);
    assert_cuda(cudaErrorInvalidValue, cudaCreateSurfaceObject(&s, &r));
    assert_int_equal(s, 77);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

static void destroy_objects_pass_the_handle(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaDestroyTextureObject(TEX));
    rec.fail = "cuTexObjectDestroy";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaDestroyTextureObject(0));
    rec.fail = "cuSurfObjectDestroy";
    assert_cuda(cudaErrorInvalidResourceHandle, cudaDestroySurfaceObject(0));
    assert_calls_are("cuTexObjectDestroy cuTexObjectDestroy cuSurfObjectDestroy");
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidResourceHandle);
}

#define T(name) cmocka_unit_test_setup(name, setup)

int main(void)
{
    const struct CMUnitTest tests[] = {
        T(channel_format_translates_every_accepted_desc_both_ways),
        T(channel_format_rejects_other_descs),
        T(channel_desc_fills_the_reported_channels),
        T(channel_desc_rejects_unknown_formats_and_channel_counts),
        T(cudaMallocArray_builds_the_descriptor),
        T(cudaMallocArray_refuses_layered_and_cubemap),
        T(cudaMalloc3DArray_extent_rules),
        T(array_allocation_checks_in_order),
        T(array_allocation_driver_failure),
        T(cudaMallocMipmappedArray_passes_levels_and_flags),
        T(free_arrays),
        T(level_and_plane_pass_their_output),
        T(cudaArrayGetInfo_translates),
        T(cudaArrayGetInfo_makes_no_context_current),
        T(cudaGetChannelDesc_reads_the_array),
        T(memory_requirements_map_the_device_and_zero_the_output),
        T(sparse_properties_copy_the_fields),
        T(copy2d_to_and_from_array_by_kind),
        T(copy2d_checks_in_order),
        T(copy2d_twins_use_the_per_thread_entries),
        T(copy1d_cuts_rows),
        T(copy1d_kinds),
        T(copy1d_array_to_array_through_a_buffer),
        T(texture_resources_translate),
        T(texture_desc_translates),
        T(texture_read_mode_and_filter_by_format),
        T(texture_view_translates),
        T(texture_null_arguments),
        T(texture_getters_translate_back),
        T(texture_desc_getter_derives_the_read_mode),
        T(surface_objects),
        T(destroy_objects_pass_the_handle),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
