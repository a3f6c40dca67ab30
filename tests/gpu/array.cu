/*
 * array: CUDA arrays and mipmapped arrays of several formats and shapes (1D, 2D, 3D, layered,
 * cubemap, mipmapped, sparse, deferred), what cudaArrayGetInfo/cudaGetChannelDesc and the memory
 * requirement and sparse queries say about them, 2D and deprecated 1D copies between host or
 * device memory and arrays (data checked), texture objects read by kernels (point filtering
 * checked exactly, linear filtering printed rounded; arrays, mipmapped arrays, linear and
 * pitch-2D memory; element-type and normalized reads; address modes), surface objects written
 * by kernels (2D, layered, 3D; read back through copies and textures), the resource, texture and
 * view descriptors the getters return, and bad inputs (channel descriptors, extents, flags,
 * kinds, pitches, read and filter modes, resource types). NULL outputs, and the getters of
 * objects whose array was freed, run in child processes.
 */
#include "common.h"

#include <math.h>

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* -- kernels -------------------------------------------------------------------------------- */

__global__ void k_tex2d(cudaTextureObject_t t, float *out, int w, int h, float dx, float dy,
                        int normalized)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x >= w || y >= h)
        return;
    float u = x + dx, v = y + dy;
    if (normalized) {
        u /= w;
        v /= h;
    }
    out[y * w + x] = tex2D<float>(t, u, v);
}

__global__ void k_tex2d_uchar4(cudaTextureObject_t t, uchar4 *out, int w, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        out[y * w + x] = tex2D<uchar4>(t, x + 0.5f, y + 0.5f);
}

__global__ void k_tex2d_float4(cudaTextureObject_t t, float4 *out, int w, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        out[y * w + x] = tex2D<float4>(t, x + 0.5f, y + 0.5f);
}

__global__ void k_tex1dfetch(cudaTextureObject_t t, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = tex1Dfetch<float>(t, i);
}

__global__ void k_tex2dlod(cudaTextureObject_t t, float *out, int w, int h, float lod)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        out[y * w + x] = tex2DLod<float>(t, (x + 0.5f) / w, (y + 0.5f) / h, lod);
}

__global__ void k_tex2dlayered(cudaTextureObject_t t, float *out, int w, int h, int layers)
{
    int x = threadIdx.x, y = blockIdx.x, l = blockIdx.y;
    if (x < w && y < h && l < layers)
        out[(l * h + y) * w + x] = tex2DLayered<float>(t, x + 0.5f, y + 0.5f, l);
}

__global__ void k_tex3d(cudaTextureObject_t t, float *out, int w, int h, int d)
{
    int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
    if (x < w && y < h && z < d)
        out[(z * h + y) * w + x] = tex3D<float>(t, x + 0.5f, y + 0.5f, z + 0.5f);
}

__global__ void k_surf2d_write(cudaSurfaceObject_t s, int w, int h, float base)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        surf2Dwrite<float>(base + y * 100 + x, s, x * (int)sizeof(float), y);
}

__global__ void k_surf2d_read(cudaSurfaceObject_t s, float *out, int w, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        out[y * w + x] = surf2Dread<float>(s, x * (int)sizeof(float), y);
}

__global__ void k_surf2dlayered_write(cudaSurfaceObject_t s, int w, int h, int layers)
{
    int x = threadIdx.x, y = blockIdx.x, l = blockIdx.y;
    if (x < w && y < h && l < layers)
        surf2DLayeredwrite<float>(l * 1000 + y * 100 + x, s, x * (int)sizeof(float), y, l);
}

__global__ void k_surf3d_write(cudaSurfaceObject_t s, int w, int h, int d)
{
    int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
    if (x < w && y < h && z < d)
        surf3Dwrite<float>(z * 1000 + y * 100 + x, s, x * (int)sizeof(float), y, z);
}

/* -- helpers -------------------------------------------------------------------------------- */

/* A call that must succeed for what follows (an object the kernels then use): a failed check
 * otherwise, and what follows is skipped. */
#define MADE(expr) (CALL(expr) == cudaSuccess ? 1 : (CHECKT("made: " #expr, 0), 0))

static cudaChannelFormatDesc cd(int x, int y, int z, int w, cudaChannelFormatKind f)
{
    return cudaCreateChannelDesc(x, y, z, w, f);
}

static void show_info(const char *what, cudaArray_t a)
{
    cudaChannelFormatDesc d;
    cudaExtent e;
    unsigned flags = 0;
    memset(&d, 0, sizeof d);
    memset(&e, 0, sizeof e);
    cudaError_t r = cudaArrayGetInfo(&d, &e, &flags, a);
    printf("cudaArrayGetInfo(%s) -> %s desc={%d,%d,%d,%d,%d} extent={%zu,%zu,%zu} flags=0x%x\n",
           what, ename(r), d.x, d.y, d.z, d.w, (int)d.f, e.width, e.height, e.depth, flags);
    if (r != cudaSuccess)
        LASTERR();
    memset(&d, 0, sizeof d);
    r = cudaGetChannelDesc(&d, a);
    printf("cudaGetChannelDesc(%s) -> %s desc={%d,%d,%d,%d,%d}\n", what, ename(r), d.x, d.y, d.z,
           d.w, (int)d.f);
    if (r != cudaSuccess)
        LASTERR();
    cudaArrayMemoryRequirements m;
    memset(&m, 0, sizeof m);
    r = cudaArrayGetMemoryRequirements(&m, a, 0);
    printf("cudaArrayGetMemoryRequirements(%s) -> %s size=%zu alignment=%zu\n", what, ename(r),
           m.size, m.alignment);
    if (r != cudaSuccess)
        LASTERR();
}

static void show_sparse(const char *what, const cudaArraySparseProperties *p, cudaError_t r)
{
    printf("%s -> %s tile={%u,%u,%u} miptailFirstLevel=%u miptailSize=%llu flags=%u\n", what,
           ename(r), p->tileExtent.width, p->tileExtent.height, p->tileExtent.depth,
           p->miptailFirstLevel, p->miptailSize, p->flags);
    if (r != cudaSuccess)
        LASTERR();
}

static void show_res(const cudaResourceDesc *r, const void *array, const void *mipmap,
                     const void *ptr)
{
    switch (r->resType) {
    case cudaResourceTypeArray:
        SHOW("resource array same=%d flags=%u", (const void *)r->res.array.array == array,
             r->flags);
        break;
    case cudaResourceTypeMipmappedArray:
        SHOW("resource mipmap same=%d flags=%u", (const void *)r->res.mipmap.mipmap == mipmap,
             r->flags);
        break;
    case cudaResourceTypeLinear:
        SHOW("resource linear same=%d desc={%d,%d,%d,%d,%d} size=%zu flags=%u",
             r->res.linear.devPtr == ptr, r->res.linear.desc.x, r->res.linear.desc.y,
             r->res.linear.desc.z, r->res.linear.desc.w, (int)r->res.linear.desc.f,
             r->res.linear.sizeInBytes, r->flags);
        break;
    case cudaResourceTypePitch2D:
        SHOW("resource pitch2D same=%d desc={%d,%d,%d,%d,%d} width=%zu height=%zu pitch=%zu "
             "flags=%u",
             r->res.pitch2D.devPtr == ptr, r->res.pitch2D.desc.x, r->res.pitch2D.desc.y,
             r->res.pitch2D.desc.z, r->res.pitch2D.desc.w, (int)r->res.pitch2D.desc.f,
             r->res.pitch2D.width, r->res.pitch2D.height, r->res.pitch2D.pitchInBytes, r->flags);
        break;
    default:
        SHOW("resource type %d", (int)r->resType);
    }
}

static void show_getters(cudaTextureObject_t t, const void *array, const void *mipmap,
                         const void *ptr)
{
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    if (CALL(cudaGetTextureObjectResourceDesc(&r, t)) == cudaSuccess)
        show_res(&r, array, mipmap, ptr);
    cudaTextureDesc d;
    memset(&d, 0, sizeof d);
    /* The border color is left out: the driver does not fill it in (the values are whatever
     * the runtime's buffer held, under NVIDIA's library too). */
    if (CALL(cudaGetTextureObjectTextureDesc(&d, t)) == cudaSuccess)
        SHOW("texture address={%d,%d,%d} filter=%d read=%d sRGB=%d normalized=%d "
             "maxAnisotropy=%u mipmapFilter=%d bias=%g clamp=[%g,%g] disableTrilinear=%d "
             "seamless=%d",
             (int)d.addressMode[0], (int)d.addressMode[1], (int)d.addressMode[2], (int)d.filterMode,
             (int)d.readMode, d.sRGB, d.normalizedCoords, d.maxAnisotropy, (int)d.mipmapFilterMode,
             d.mipmapLevelBias, d.minMipmapLevelClamp, d.maxMipmapLevelClamp,
             d.disableTrilinearOptimization, d.seamlessCubemap);
    /* Only the result: the driver (580) leaves the view it returns partly unfilled. */
    cudaResourceViewDesc v;
    memset(&v, 0, sizeof v);
    CALL(cudaGetTextureObjectResourceViewDesc(&v, t));
}

static cudaResourceDesc array_res(cudaArray_t a)
{
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    return r;
}

static cudaTextureDesc tex_desc(cudaTextureFilterMode filter, cudaTextureReadMode read,
                                cudaTextureAddressMode address, int normalized)
{
    cudaTextureDesc d;
    memset(&d, 0, sizeof d);
    d.addressMode[0] = d.addressMode[1] = d.addressMode[2] = address;
    d.filterMode = filter;
    d.readMode = read;
    d.normalizedCoords = normalized;
    return d;
}

/* -- arrays --------------------------------------------------------------------------------- */

static void allocation(void)
{
    SECTION("allocation and info");
    static const struct {
        const char *name;
        int x, y, z, w;
        cudaChannelFormatKind f;
    } formats[] = {
        {"float1", 32, 0, 0, 0, cudaChannelFormatKindFloat},
        {"float2", 32, 32, 0, 0, cudaChannelFormatKindFloat},
        {"float4", 32, 32, 32, 32, cudaChannelFormatKindFloat},
        {"half4", 16, 16, 16, 16, cudaChannelFormatKindFloat},
        {"uchar1", 8, 0, 0, 0, cudaChannelFormatKindUnsigned},
        {"uchar4", 8, 8, 8, 8, cudaChannelFormatKindUnsigned},
        {"short2", 16, 16, 0, 0, cudaChannelFormatKindSigned},
        {"int1", 32, 0, 0, 0, cudaChannelFormatKindSigned},
        {"uint4", 32, 32, 32, 32, cudaChannelFormatKindUnsigned},
        {"unorm8x4", 8, 8, 8, 8, cudaChannelFormatKindUnsignedNormalized8X4},
        {"snorm16x2", 16, 16, 0, 0, cudaChannelFormatKindSignedNormalized16X2},
        {"bc1", 8, 8, 8, 8, cudaChannelFormatKindUnsignedBlockCompressed1},
        {"bc6h", 16, 16, 16, 0, cudaChannelFormatKindUnsignedBlockCompressed6H},
        {"1010102", 10, 10, 10, 2, cudaChannelFormatKindUnsignedNormalized1010102},
    };
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++) {
        cudaChannelFormatDesc d =
            cd(formats[i].x, formats[i].y, formats[i].z, formats[i].w, formats[i].f);
        printf("-- %s\n", formats[i].name);
        cudaArray_t a1 = NULL, a2 = NULL, a3 = NULL;
        if (CALL(cudaMallocArray(&a1, &d, 64)) == cudaSuccess)
            show_info("1D 64", a1);
        if (CALL(cudaMallocArray(&a2, &d, 32, 16)) == cudaSuccess)
            show_info("2D 32x16", a2);
        if (CALL(cudaMalloc3DArray(&a3, &d, make_cudaExtent(8, 8, 4))) == cudaSuccess)
            show_info("3D 8x8x4", a3);
        CALL(cudaFreeArray(a1));
        CALL(cudaFreeArray(a2));
        CALL(cudaFreeArray(a3));
    }

    printf("-- shapes (float1)\n");
    cudaChannelFormatDesc f1 = cd(32, 0, 0, 0, cudaChannelFormatKindFloat);
    static const struct {
        const char *name;
        size_t w, h, d;
        unsigned flags;
    } shapes[] = {
        {"1D layered 32x4", 32, 0, 4, cudaArrayLayered},
        {"2D layered 16x16x3", 16, 16, 3, cudaArrayLayered},
        {"cubemap 8", 8, 8, 6, cudaArrayCubemap},
        {"cubemap layered 8x12", 8, 8, 12, cudaArrayCubemap | cudaArrayLayered},
        {"2D surface 16x8", 16, 8, 0, cudaArraySurfaceLoadStore},
        {"2D gather 16x8", 16, 8, 0, cudaArrayTextureGather},
        {"3D surface 8x8x8", 8, 8, 8, cudaArraySurfaceLoadStore},
    };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        cudaArray_t a = NULL;
        cudaError_t r = cudaMalloc3DArray(
            &a, &f1, make_cudaExtent(shapes[i].w, shapes[i].h, shapes[i].d), shapes[i].flags);
        printf("cudaMalloc3DArray(%s) -> %s\n", shapes[i].name, ename(r));
        if (r != cudaSuccess) {
            LASTERR();
            continue;
        }
        show_info(shapes[i].name, a);
        CALL(cudaFreeArray(a));
    }

    printf("-- NV12 and planes\n");
    cudaChannelFormatDesc nv12 = cd(8, 8, 8, 0, cudaChannelFormatKindNV12);
    cudaArray_t n = NULL;
    if (CALL(cudaMallocArray(&n, &nv12, 16, 16)) == cudaSuccess) {
        show_info("NV12 16x16", n);
        for (unsigned p = 0; p < 3; p++) {
            cudaArray_t plane = NULL;
            cudaError_t r = cudaArrayGetPlane(&plane, n, p);
            printf("cudaArrayGetPlane(NV12, %u) -> %s\n", p, ename(r));
            if (r == cudaSuccess)
                show_info("plane", plane);
            else
                LASTERR();
        }
        CALL(cudaFreeArray(n));
    }
    cudaArray_t a = NULL;
    CALL(cudaMallocArray(&a, &f1, 16, 16));
    cudaArray_t plane = NULL;
    CALL(cudaArrayGetPlane(&plane, a, 0));
    CALL(cudaFreeArray(a));

    printf("-- mipmapped\n");
    cudaMipmappedArray_t m = NULL;
    if (CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(32, 16, 0), 4)) == cudaSuccess) {
        for (unsigned l = 0; l < 6; l++) {
            cudaArray_t level = NULL;
            cudaError_t r = cudaGetMipmappedArrayLevel(&level, m, l);
            printf("cudaGetMipmappedArrayLevel(m, %u) -> %s\n", l, ename(r));
            if (r == cudaSuccess)
                show_info("level", level);
            else
                LASTERR();
        }
        cudaArrayMemoryRequirements req;
        memset(&req, 0, sizeof req);
        CALL(cudaMipmappedArrayGetMemoryRequirements(&req, m, 0));
        SHOW("size=%zu alignment=%zu", req.size, req.alignment);
        cudaArraySparseProperties sp;
        memset(&sp, 0, sizeof sp);
        show_sparse("cudaMipmappedArrayGetSparseProperties(dense)", &sp,
                    cudaMipmappedArrayGetSparseProperties(&sp, m));
        CALL(cudaFreeMipmappedArray(m));
    }
    CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(16, 16, 6), 3, cudaArrayCubemap));
    CALL(cudaFreeMipmappedArray(m));
    CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(16, 0, 0), 0));
    CALL(cudaFreeMipmappedArray(m));
    CALL(cudaFreeMipmappedArray(NULL));
    CALL(cudaFreeArray(NULL));

    printf("-- sparse and deferred\n");
    int sparse_ok = 0, deferred_ok = 0;
    CALL(cudaDeviceGetAttribute(&sparse_ok, cudaDevAttrSparseCudaArraySupported, 0));
    CALL(cudaDeviceGetAttribute(&deferred_ok, cudaDevAttrDeferredMappingCudaArraySupported, 0));
    SHOW("sparse=%d deferred=%d", sparse_ok, deferred_ok);
    cudaArray_t s = NULL;
    cudaArraySparseProperties sp;
    if (CALL(cudaMallocArray(&s, &f1, 256, 256, cudaArraySparse)) == cudaSuccess) {
        memset(&sp, 0, sizeof sp);
        show_sparse("cudaArrayGetSparseProperties(sparse)", &sp,
                    cudaArrayGetSparseProperties(&sp, s));
        show_info("sparse 256x256", s);
        CALL(cudaFreeArray(s));
    }
    cudaMipmappedArray_t sm = NULL;
    if (CALL(cudaMallocMipmappedArray(&sm, &f1, make_cudaExtent(256, 256, 0), 5,
                                      cudaArraySparse)) == cudaSuccess) {
        memset(&sp, 0, sizeof sp);
        show_sparse("cudaMipmappedArrayGetSparseProperties(sparse)", &sp,
                    cudaMipmappedArrayGetSparseProperties(&sp, sm));
        CALL(cudaFreeMipmappedArray(sm));
    }
    if (CALL(cudaMalloc3DArray(&s, &f1, make_cudaExtent(64, 64, 0), cudaArrayDeferredMapping)) ==
        cudaSuccess) {
        show_info("deferred 64x64", s);
        CALL(cudaFreeArray(s));
    }
    CALL(cudaMallocArray(&s, &f1, 16, 16));
    memset(&sp, 0, sizeof sp);
    show_sparse("cudaArrayGetSparseProperties(dense)", &sp, cudaArrayGetSparseProperties(&sp, s));
    cudaArrayMemoryRequirements req;
    CALL(cudaArrayGetMemoryRequirements(&req, s, 1000));
    CALL(cudaArrayGetMemoryRequirements(&req, s, -1));
    CALL(cudaFreeArray(s));
}

static void bad_allocations(void)
{
    SECTION("bad allocations");
    cudaArray_t a = NULL;
    cudaMipmappedArray_t m = NULL;
    cudaChannelFormatDesc f1 = cd(32, 0, 0, 0, cudaChannelFormatKindFloat);
    static const struct {
        const char *name;
        int x, y, z, w;
        cudaChannelFormatKind f;
    } bad[] = {
        {"float3", 32, 32, 32, 0, cudaChannelFormatKindFloat},
        {"uchar3", 8, 8, 8, 0, cudaChannelFormatKindUnsigned},
        {"64-bit", 64, 0, 0, 0, cudaChannelFormatKindSigned},
        {"8-bit float", 8, 0, 0, 0, cudaChannelFormatKindFloat},
        {"unequal", 32, 16, 0, 0, cudaChannelFormatKindFloat},
        {"gap", 0, 32, 0, 0, cudaChannelFormatKindFloat},
        {"none", 8, 0, 0, 0, cudaChannelFormatKindNone},
        {"nv12 1 channel", 8, 0, 0, 0, cudaChannelFormatKindNV12},
        {"unorm8x2 4 channels", 8, 8, 8, 8, cudaChannelFormatKindUnsignedNormalized8X2},
        {"kind 99", 8, 8, 8, 8, (cudaChannelFormatKind)99},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cudaChannelFormatDesc d = cd(bad[i].x, bad[i].y, bad[i].z, bad[i].w, bad[i].f);
        a = (cudaArray_t)0x1;
        cudaError_t r = cudaMallocArray(&a, &d, 16, 16);
        printf("cudaMallocArray(%s) -> %s array %s\n", bad[i].name, ename(r),
               a == NULL ? "null" : "set");
        if (r != cudaSuccess)
            LASTERR();
        if (r == cudaSuccess)
            cudaFreeArray(a);
        size_t width = 0;
        CALL(cudaDeviceGetTexture1DLinearMaxWidth(&width, &d, 0));
    }
    cudaChannelFormatDesc float3 = cd(32, 32, 32, 0, cudaChannelFormatKindFloat);
    CALL(cudaMallocArray(&a, &f1, 0));
    CALL(cudaMallocArray(&a, &f1, 0, 16));
    CALL(cudaMallocArray(&a, &float3, 0, 16));
    CALL(cudaMallocArray(&a, &f1, 16, 16, cudaArrayLayered));
    CALL(cudaMallocArray(&a, &f1, 16, 16, cudaArrayCubemap));
    CALL(cudaMallocArray(&a, &float3, 16, 16, cudaArrayLayered));
    CALL(cudaMalloc3DArray(&a, &f1, make_cudaExtent(0, 0, 0)));
    CALL(cudaMalloc3DArray(&a, &f1, make_cudaExtent(0, 4, 4)));
    CALL(cudaMalloc3DArray(&a, &f1, make_cudaExtent(16, 0, 4)));
    CALL(cudaMalloc3DArray(&a, &f1, make_cudaExtent(16, 4, 0), cudaArrayLayered));
    CALL(cudaMalloc3DArray(&a, &f1, make_cudaExtent(16, 8, 6), cudaArrayCubemap));
    CALL(cudaMalloc3DArray(&a, &f1, make_cudaExtent(16, 16, 7), cudaArrayCubemap));
    CALL(cudaMalloc3DArray(&a, &f1, make_cudaExtent(16, 16, 6), cudaArrayCubemap | 0x10000));
    CALL(cudaFreeArray(a));
    CALL(cudaMalloc3DArray(&a, &f1, make_cudaExtent(16, 16, 7),
                           cudaArrayCubemap | cudaArrayLayered));
    CALL(cudaMalloc3DArray(&a, &f1, make_cudaExtent(1 << 20, 1 << 20, 1 << 20)));
    CALL(cudaMallocArray(&a, &f1, 16, 16, 0x10000));
    CALL(cudaMallocArray(&a, &f1, 16, 16, cudaArrayColorAttachment));
    CALL(cudaMallocArray(&a, &float3, 16, 16, cudaArraySurfaceLoadStore));
    CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(0, 0, 0), 2));
    CALL(cudaMallocMipmappedArray(&m, &float3, make_cudaExtent(16, 16, 0), 2));
    CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(16, 16, 0), 20));
    CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(16, 0, 4), 2));
    CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(16, 16, 0), 2, cudaArrayLayered));
    cudaChannelFormatDesc d;
    CALL(cudaGetChannelDesc(&d, NULL));
    cudaExtent e;
    CALL(cudaArrayGetInfo(NULL, &e, NULL, NULL));
    cudaArray_t level = NULL;
    CALL(cudaGetMipmappedArrayLevel(&level, NULL, 0));
}

/* -- copies --------------------------------------------------------------------------------- */

static void copies(void)
{
    SECTION("copies");
    const int W = 32, H = 16; /* float2 elements, 8 bytes each: rows of 256 bytes */
    const size_t row = W * sizeof(float2), bytes = row * H;
    cudaChannelFormatDesc f2 = cd(32, 32, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = NULL, b = NULL;
    CALL(cudaMallocArray(&a, &f2, W, H));
    CALL(cudaMallocArray(&b, &f2, W, H));
    float *src = (float *)malloc(bytes), *dst = (float *)malloc(bytes),
          *model = (float *)malloc(bytes);
    for (size_t i = 0; i < bytes / sizeof(float); i++)
        src[i] = (float)i;
    float *d = NULL;
    CALL(cudaMalloc((void **)&d, bytes));

    /* host -> array -> host, whole */
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, row, row, H, cudaMemcpyHostToDevice));
    memset(dst, 0, bytes);
    CALL(cudaMemcpy2DFromArray(dst, row, a, 0, 0, row, H, cudaMemcpyDeviceToHost));
    CHECKT("whole array round trip", memcmp(src, dst, bytes) == 0);

    /* a sub-rectangle through a wider host pitch, into the model too */
    memcpy(model, src, bytes);
    float sub[4 * 6 * 2];
    for (int i = 0; i < 4 * 6 * 2; i++)
        sub[i] = -1.0f - i;
    CALL(cudaMemcpy2DToArray(a, 3 * sizeof(float2), 5, sub, 6 * sizeof(float2), 4 * sizeof(float2),
                             6, cudaMemcpyHostToDevice));
    for (int y = 0; y < 6; y++)
        memcpy((char *)model + (5 + y) * row + 3 * sizeof(float2),
               (char *)sub + y * 6 * sizeof(float2), 4 * sizeof(float2));
    memset(dst, 0, bytes);
    CALL(cudaMemcpy2DFromArray(dst, row, a, 0, 0, row, H, cudaMemcpyDeviceToHost));
    CHECKT("sub-rectangle", memcmp(model, dst, bytes) == 0);

    /* array -> array, device <-> array, default kind, async */
    CALL(cudaMemcpy2DArrayToArray(b, 0, 0, a, 0, 0, row, H, cudaMemcpyDeviceToDevice));
    CALL(cudaMemcpy2DFromArray(d, row, b, 0, 0, row, H, cudaMemcpyDeviceToDevice));
    memset(dst, 0, bytes);
    CALL(cudaMemcpy(dst, d, bytes, cudaMemcpyDeviceToHost));
    CHECKT("array to array to device", memcmp(model, dst, bytes) == 0);
    CALL(cudaMemcpy2DArrayToArray(b, 8, 1, a, 16, 2, 64, 3));
    CALL(cudaMemcpy(d, src, bytes, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2DToArray(b, 0, 0, d, row, row, H, cudaMemcpyDefault));
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    memset(dst, 0, bytes);
    CALL(cudaMemcpy2DFromArrayAsync(dst, row, b, 0, 0, row, H, cudaMemcpyDefault, s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("device to array, default kind, async back", memcmp(src, dst, bytes) == 0);
    CALL(cudaMemcpy2DToArrayAsync(b, 0, 0, model, row, row, H, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpy2DToArrayAsync(b, 0, 0, model, row, row, H, cudaMemcpyHostToDevice, 0));
    CALL(cudaStreamSynchronize(s));
    memset(dst, 0, bytes);
    CALL(cudaMemcpy2DFromArray(dst, row, b, 0, 0, row, H, cudaMemcpyDefault));
    CHECKT("async to array", memcmp(model, dst, bytes) == 0);

    /* deprecated 1D copies: rows cut at the array's width */
    memcpy(model, src, bytes);
    CALL(cudaMemcpy2DToArray(a, 0, 0, model, row, row, H, cudaMemcpyHostToDevice));
    float lin[300];
    for (int i = 0; i < 300; i++)
        lin[i] = 5000.0f + i;
    const size_t off = 3 * sizeof(float2); /* start 24 bytes into row 2 */
    CALL(cudaMemcpyToArray(a, off, 2, lin, sizeof lin, cudaMemcpyHostToDevice));
    memcpy((char *)model + 2 * row + off, lin, sizeof lin);
    memset(dst, 0, bytes);
    CALL(cudaMemcpy2DFromArray(dst, row, a, 0, 0, row, H, cudaMemcpyDeviceToHost));
    CHECKT("cudaMemcpyToArray across rows", memcmp(model, dst, bytes) == 0);
    float back[300];
    memset(back, 0, sizeof back);
    CALL(cudaMemcpyFromArray(back, a, off, 2, sizeof back, cudaMemcpyDeviceToHost));
    CHECKT("cudaMemcpyFromArray across rows", memcmp(back, lin, sizeof lin) == 0);
    CALL(cudaMemcpyToArrayAsync(a, 0, 7, lin, 100, cudaMemcpyHostToDevice, s));
    memset(back, 0, sizeof back);
    CALL(cudaMemcpyFromArrayAsync(back, a, 0, 7, 100, cudaMemcpyDeviceToHost, s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("deprecated async copies", memcmp(back, lin, 100) == 0);
    CALL(cudaMemcpyArrayToArray(b, 8, 1, a, off, 2, sizeof lin, cudaMemcpyDeviceToDevice));
    memset(back, 0, sizeof back);
    CALL(cudaMemcpyFromArray(back, b, 8, 1, sizeof back, cudaMemcpyDefault));
    CHECKT("cudaMemcpyArrayToArray", memcmp(back, lin, sizeof lin) == 0);
    CALL(cudaMemcpyToArray(a, 0, 0, lin, 0, cudaMemcpyHostToDevice));
    CALL(cudaMemcpyToArray(a, 0, 0, lin, 16, (cudaMemcpyKind)7));
    CALL(cudaMemcpyToArray(a, 0, 0, lin, 16, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpyFromArray(lin, a, 0, 0, 16, cudaMemcpyHostToDevice));
    CALL(cudaMemcpyArrayToArray(b, 0, 0, a, 0, 0, 16, cudaMemcpyHostToHost));
    CALL(cudaMemcpyArrayToArray(b, 0, 0, a, 0, 0, 16, (cudaMemcpyKind)7));

    /* bad copies */
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, row, 0, H, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, row, row, 0, (cudaMemcpyKind)9));
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, 16, row, 2, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, 16, row, 2, (cudaMemcpyKind)9));
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, 0, 64, 1, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, row, row, H, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, row, row, H, cudaMemcpyHostToHost));
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, row, row, H, (cudaMemcpyKind)9));
    CALL(cudaMemcpy2DFromArray(dst, row, a, 0, 0, row, H, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2DFromArray(dst, 8, a, 0, 0, row, H, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2DArrayToArray(b, 0, 0, a, 0, 0, row, H, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, row, row, H + 1, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2DToArray(a, row, 0, src, row, 8, 1, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2DFromArray(dst, row, a, 4, 0, row, 1, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2DArrayToArray(b, 0, H, a, 0, 0, 8, 1));
    CALL(cudaMemcpy2DToArray(a, 0, 0, src, row, row, H, cudaMemcpyDeviceToDevice));

    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(d));
    CALL(cudaFreeArray(a));
    CALL(cudaFreeArray(b));
    free(src);
    free(dst);
    free(model);
}

/* -- textures ------------------------------------------------------------------------------- */

static void textures(void)
{
    SECTION("texture objects");
    const int W = 8, H = 4, N = W * H;
    float h[N], out[N];
    for (int i = 0; i < N; i++)
        h[i] = (float)(i * i % 17) + 0.5f * (i % 3);
    cudaChannelFormatDesc f1 = cd(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = NULL;
    CALL(cudaMallocArray(&a, &f1, W, H));
    CALL(cudaMemcpy2DToArray(a, 0, 0, h, W * sizeof(float), W * sizeof(float), H,
                             cudaMemcpyHostToDevice));
    float *d = NULL, *d2 = NULL;
    CALL(cudaMalloc((void **)&d, 64 * sizeof(float)));
    CALL(cudaMalloc((void **)&d2, 64 * sizeof(float)));
    uchar4 *du = NULL;
    float4 *df = NULL, fout[N];
    CALL(cudaMalloc((void **)&du, N * sizeof(uchar4)));
    CALL(cudaMalloc((void **)&df, sizeof fout));

    /* point filtering reads the texels exactly */
    cudaResourceDesc r = array_res(a);
    cudaTextureDesc td =
        tex_desc(cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp, 0);
    cudaTextureObject_t t = 0;
    if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
        k_tex2d<<<H, W>>>(t, d, W, H, 0.5f, 0.5f, 0);
        CALL(cudaGetLastError());
        CALL(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
        CHECKT("tex2D point", memcmp(out, h, sizeof h) == 0);
        show_getters(t, a, NULL, NULL);
        CALL(cudaDestroyTextureObject(t));
    }

    /* linear filtering between texels: printed rounded */
    td = tex_desc(cudaFilterModeLinear, cudaReadModeElementType, cudaAddressModeClamp, 0);
    if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
        k_tex2d<<<H, W>>>(t, d, W, H, 0.75f, 1.0f, 0);
        CALL(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
        printf("  tex2D linear:");
        for (int i = 0; i < N; i++)
            printf(" %.3f", out[i]);
        printf("\n");
        CALL(cudaDestroyTextureObject(t));
    }

    /* normalized coordinates with wrap, mirror and border, point filtering */
    static const cudaTextureAddressMode modes[] = {cudaAddressModeWrap, cudaAddressModeMirror,
                                                   cudaAddressModeBorder, cudaAddressModeClamp};
    for (int m = 0; m < 4; m++) {
        td = tex_desc(cudaFilterModePoint, cudaReadModeElementType, modes[m], 1);
        td.borderColor[0] = 42.0f;
        if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
            k_tex2d<<<H, W>>>(t, d, W, H, 0.5f + W / 2, 0.5f - 2, 1);
            CALL(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
            printf("  address mode %d:", (int)modes[m]);
            for (int i = 0; i < N; i++)
                printf(" %g", out[i]);
            printf("\n");
            if (m == 2)
                show_getters(t, a, NULL, NULL);
            CALL(cudaDestroyTextureObject(t));
        }
    }

    /* an 8-bit array read as elements and as normalized floats */
    uchar4 u[N], uout[N];
    for (int i = 0; i < N; i++)
        u[i] = make_uchar4(i, 2 * i, 255 - i, i * 7 % 256);
    cudaChannelFormatDesc u4 = cd(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
    cudaArray_t ua = NULL;
    CALL(cudaMallocArray(&ua, &u4, W, H));
    CALL(cudaMemcpy2DToArray(ua, 0, 0, u, W * sizeof(uchar4), W * sizeof(uchar4), H,
                             cudaMemcpyHostToDevice));
    r = array_res(ua);
    td = tex_desc(cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp, 0);
    if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
        k_tex2d_uchar4<<<H, W>>>(t, du, W, H);
        CALL(cudaMemcpy(uout, du, sizeof uout, cudaMemcpyDeviceToHost));
        CHECKT("tex2D<uchar4> element type", memcmp(uout, u, sizeof u) == 0);
        show_getters(t, ua, NULL, NULL);
        CALL(cudaDestroyTextureObject(t));
    }
    td = tex_desc(cudaFilterModeLinear, cudaReadModeNormalizedFloat, cudaAddressModeClamp, 0);
    td.sRGB = 0;
    if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
        k_tex2d_float4<<<H, W>>>(t, df, W, H);
        CALL(cudaMemcpy(fout, df, sizeof fout, cudaMemcpyDeviceToHost));
        int norm_ok = 1;
        for (int i = 0; i < N; i++)
            norm_ok &= fabsf(fout[i].x - u[i].x / 255.0f) < 1e-6f &&
                       fabsf(fout[i].z - u[i].z / 255.0f) < 1e-6f;
        CHECKT("tex2D<float4> normalized float", norm_ok);
        show_getters(t, ua, NULL, NULL);
        CALL(cudaDestroyTextureObject(t));
    }

    /* linear and pitch-2D memory */
    CALL(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    cudaResourceDesc lr;
    memset(&lr, 0, sizeof lr);
    lr.resType = cudaResourceTypeLinear;
    lr.res.linear.devPtr = d;
    lr.res.linear.desc = f1;
    lr.res.linear.sizeInBytes = sizeof h;
    td = tex_desc(cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp, 0);
    if (MADE(cudaCreateTextureObject(&t, &lr, &td, NULL))) {
        k_tex1dfetch<<<1, N>>>(t, d2, N);
        CALL(cudaMemcpy(out, d2, sizeof out, cudaMemcpyDeviceToHost));
        CHECKT("tex1Dfetch linear memory", memcmp(out, h, sizeof h) == 0);
        show_getters(t, NULL, NULL, d);
        CALL(cudaDestroyTextureObject(t));
    }
    int align = 0;
    CALL(cudaDeviceGetAttribute(&align, cudaDevAttrTexturePitchAlignment, 0));
    size_t pitch = (W * sizeof(float) + align - 1) / align * align;
    void *pitched = NULL;
    CALL(cudaMalloc(&pitched, pitch * H));
    for (int y = 0; y < H; y++)
        cudaMemcpy((char *)pitched + y * pitch, h + y * W, W * sizeof(float),
                   cudaMemcpyHostToDevice);
    cudaResourceDesc pr;
    memset(&pr, 0, sizeof pr);
    pr.resType = cudaResourceTypePitch2D;
    pr.res.pitch2D.devPtr = pitched;
    pr.res.pitch2D.desc = f1;
    pr.res.pitch2D.width = W;
    pr.res.pitch2D.height = H;
    pr.res.pitch2D.pitchInBytes = pitch;
    if (MADE(cudaCreateTextureObject(&t, &pr, &td, NULL))) {
        k_tex2d<<<H, W>>>(t, d2, W, H, 0.5f, 0.5f, 0);
        CALL(cudaMemcpy(out, d2, sizeof out, cudaMemcpyDeviceToHost));
        CHECKT("tex2D pitch-2D memory", memcmp(out, h, sizeof h) == 0);
        cudaResourceDesc rr;
        memset(&rr, 0, sizeof rr);
        CALL(cudaGetTextureObjectResourceDesc(&rr, t));
        SHOW("pitch same=%d width=%zu height=%zu pitch matches=%d",
             rr.res.pitch2D.devPtr == pitched, rr.res.pitch2D.width, rr.res.pitch2D.height,
             rr.res.pitch2D.pitchInBytes == pitch);
        CALL(cudaDestroyTextureObject(t));
    }

    /* a mipmapped array: level 0 and level 1 read at their lod */
    cudaMipmappedArray_t m = NULL;
    CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(W, H, 0), 2));
    cudaArray_t l0 = NULL, l1 = NULL;
    CALL(cudaGetMipmappedArrayLevel(&l0, m, 0));
    CALL(cudaGetMipmappedArrayLevel(&l1, m, 1));
    float h1[N / 4];
    for (int i = 0; i < N / 4; i++)
        h1[i] = 100.0f + i;
    CALL(cudaMemcpy2DToArray(l0, 0, 0, h, W * sizeof(float), W * sizeof(float), H,
                             cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2DToArray(l1, 0, 0, h1, W / 2 * sizeof(float), W / 2 * sizeof(float), H / 2,
                             cudaMemcpyHostToDevice));
    cudaResourceDesc mr;
    memset(&mr, 0, sizeof mr);
    mr.resType = cudaResourceTypeMipmappedArray;
    mr.res.mipmap.mipmap = m;
    td = tex_desc(cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp, 1);
    td.mipmapFilterMode = cudaFilterModePoint;
    td.maxMipmapLevelClamp = 1.0f;
    if (MADE(cudaCreateTextureObject(&t, &mr, &td, NULL))) {
        k_tex2dlod<<<H, W>>>(t, d2, W, H, 0.0f);
        CALL(cudaMemcpy(out, d2, sizeof out, cudaMemcpyDeviceToHost));
        CHECKT("tex2DLod level 0", memcmp(out, h, sizeof h) == 0);
        k_tex2dlod<<<H / 2, W / 2>>>(t, d2, W / 2, H / 2, 1.0f);
        CALL(cudaMemcpy(out, d2, sizeof h1, cudaMemcpyDeviceToHost));
        CHECKT("tex2DLod level 1", memcmp(out, h1, sizeof h1) == 0);
        show_getters(t, NULL, m, NULL);
        CALL(cudaDestroyTextureObject(t));
    }
    /* with a view that starts at level 1 */
    cudaResourceViewDesc v;
    memset(&v, 0, sizeof v);
    v.format = cudaResViewFormatFloat1;
    v.width = W;
    v.height = H;
    v.firstMipmapLevel = 1;
    v.lastMipmapLevel = 1;
    if (MADE(cudaCreateTextureObject(&t, &mr, &td, &v))) {
        k_tex2dlod<<<H / 2, W / 2>>>(t, d2, W / 2, H / 2, 0.0f);
        CALL(cudaMemcpy(out, d2, sizeof h1, cudaMemcpyDeviceToHost));
        CHECKT("view from level 1", memcmp(out, h1, sizeof h1) == 0);
        show_getters(t, NULL, m, NULL);
        CALL(cudaDestroyTextureObject(t));
    }

    /* every field of the descriptors through the getters */
    r = array_res(a);
    td = tex_desc(cudaFilterModeLinear, cudaReadModeElementType, cudaAddressModeClamp, 1);
    td.addressMode[1] = cudaAddressModeMirror;
    td.addressMode[2] = cudaAddressModeBorder;
    td.sRGB = 1;
    td.borderColor[0] = 0.25f;
    td.borderColor[1] = 0.5f;
    td.borderColor[2] = 0.75f;
    td.borderColor[3] = 1.0f;
    td.maxAnisotropy = 8;
    td.mipmapFilterMode = cudaFilterModeLinear;
    td.mipmapLevelBias = 0.5f;
    td.minMipmapLevelClamp = 1.0f;
    td.maxMipmapLevelClamp = 2.5f;
    td.disableTrilinearOptimization = 1;
    if (CALL(cudaCreateTextureObject(&t, &r, &td, NULL)) == cudaSuccess) {
        show_getters(t, a, NULL, NULL);
        CALL(cudaDestroyTextureObject(t));
    }
    td.maxAnisotropy = 100;
    td.sRGB = 7;
    v.firstMipmapLevel = v.lastMipmapLevel = 0;
    if (CALL(cudaCreateTextureObject(&t, &r, &td, &v)) == cudaSuccess) {
        show_getters(t, a, NULL, NULL);
        CALL(cudaDestroyTextureObject(t));
    }

    /* bad textures */
    td = tex_desc(cudaFilterModePoint, cudaReadModeNormalizedFloat, cudaAddressModeClamp, 0);
    CALL(cudaCreateTextureObject(&t, &r, &td, NULL)); /* float array, normalized read */
    td = tex_desc(cudaFilterModeLinear, cudaReadModeElementType, cudaAddressModeClamp, 0);
    cudaResourceDesc ur = array_res(ua);
    CALL(cudaCreateTextureObject(&t, &ur, &td, NULL)); /* 8-bit elements, linear filter */
    cudaChannelFormatDesc i1 = cd(32, 0, 0, 0, cudaChannelFormatKindSigned);
    lr.res.linear.desc = i1;
    td = tex_desc(cudaFilterModePoint, cudaReadModeNormalizedFloat, cudaAddressModeClamp, 0);
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL)); /* 32-bit int, normalized read */
    td.filterMode = cudaFilterModeLinear;
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    lr.res.linear.desc = cd(32, 32, 32, 0, cudaChannelFormatKindFloat);
    td = tex_desc(cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp, 0);
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    lr.res.linear.desc = cd(8, 8, 8, 0, cudaChannelFormatKindNV12);
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    lr.res.linear.desc = cd(8, 0, 0, 0, cudaChannelFormatKindUnsignedNormalized8X1);
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL)); /* normalized format, element read */
    lr.res.linear.desc = f1;
    lr.resType = (cudaResourceType)4;
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    CALL(cudaCreateTextureObject(&t, NULL, &td, NULL));
    CALL(cudaCreateTextureObject(&t, &r, NULL, NULL));
    lr.resType = cudaResourceTypeLinear;
    lr.res.linear.sizeInBytes = (size_t)1 << 40;
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    lr.res.linear.sizeInBytes = sizeof h;
    lr.res.linear.devPtr = (char *)d + 4; /* misaligned */
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    pr.res.pitch2D.pitchInBytes = 36;
    CALL(cudaCreateTextureObject(&t, &pr, &td, NULL));
    cudaResourceDesc nr = array_res(NULL);
    CALL(cudaCreateTextureObject(&t, &nr, &td, NULL));
    v.firstMipmapLevel = 0;
    v.lastMipmapLevel = 0;
    v.format = cudaResViewFormatUnsignedBlockCompressed1;
    CALL(cudaCreateTextureObject(&t, &r, &td, &v));

    CALL(cudaFreeMipmappedArray(m));
    CALL(cudaFreeArray(a));
    CALL(cudaFreeArray(ua));
    CALL(cudaFree(d));
    CALL(cudaFree(d2));
    CALL(cudaFree(du));
    CALL(cudaFree(df));
    CALL(cudaFree(pitched));
}

/* -- surfaces ------------------------------------------------------------------------------- */

static void surfaces(void)
{
    SECTION("surface objects");
    const int W = 16, H = 8, L = 3, D = 4;
    cudaChannelFormatDesc f1 = cd(32, 0, 0, 0, cudaChannelFormatKindFloat);
    float out[W * H * L], *d = NULL, *d3 = NULL;
    CALL(cudaMalloc((void **)&d, sizeof out));
    CALL(cudaMalloc((void **)&d3, W * H * D * sizeof(float)));
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t = 0;
    int ok;

    /* 2D: written by a kernel, read back by a copy and by surf2Dread */
    cudaArray_t a = NULL;
    CALL(cudaMallocArray(&a, &f1, W, H, cudaArraySurfaceLoadStore));
    cudaResourceDesc r = array_res(a);
    cudaSurfaceObject_t s = 0;
    if (MADE(cudaCreateSurfaceObject(&s, &r))) {
        k_surf2d_write<<<H, W>>>(s, W, H, 0.5f);
        CALL(cudaDeviceSynchronize());
        memset(out, 0, sizeof out);
        CALL(cudaMemcpy2DFromArray(out, W * sizeof(float), a, 0, 0, W * sizeof(float), H,
                                   cudaMemcpyDeviceToHost));
        ok = 1;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                ok &= out[y * W + x] == 0.5f + y * 100 + x;
        CHECKT("surf2Dwrite", ok);
        k_surf2d_read<<<H, W>>>(s, d, W, H);
        float out2[W * H];
        CALL(cudaMemcpy(out2, d, sizeof out2, cudaMemcpyDeviceToHost));
        CHECKT("surf2Dread", memcmp(out, out2, sizeof out2) == 0);
        cudaResourceDesc g;
        memset(&g, 0, sizeof g);
        CALL(cudaGetSurfaceObjectResourceDesc(&g, s));
        show_res(&g, a, NULL, NULL);
        CALL(cudaDestroySurfaceObject(s));
    }

    /* layered: written through a surface, read through a texture */
    cudaArray_t la = NULL;
    CALL(cudaMalloc3DArray(&la, &f1, make_cudaExtent(W, H, L),
                           cudaArrayLayered | cudaArraySurfaceLoadStore));
    r = array_res(la);
    if (MADE(cudaCreateSurfaceObject(&s, &r))) {
        k_surf2dlayered_write<<<dim3(H, L), W>>>(s, W, H, L);
        if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
            k_tex2dlayered<<<dim3(H, L), W>>>(t, d, W, H, L);
            CALL(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
            ok = 1;
            for (int l = 0; l < L; l++)
                for (int y = 0; y < H; y++)
                    for (int x = 0; x < W; x++)
                        ok &= out[(l * H + y) * W + x] == l * 1000 + y * 100 + x;
            CHECKT("surf2DLayeredwrite then tex2DLayered", ok);
            show_getters(t, la, NULL, NULL);
            CALL(cudaDestroyTextureObject(t));
        }
        CALL(cudaDestroySurfaceObject(s));
    }

    /* 3D */
    cudaArray_t va = NULL;
    CALL(cudaMalloc3DArray(&va, &f1, make_cudaExtent(W, H, D), cudaArraySurfaceLoadStore));
    r = array_res(va);
    if (MADE(cudaCreateSurfaceObject(&s, &r))) {
        k_surf3d_write<<<dim3(H, D), W>>>(s, W, H, D);
        if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
            k_tex3d<<<dim3(H, D), W>>>(t, d3, W, H, D);
            float *o3 = (float *)malloc(W * H * D * sizeof(float));
            CALL(cudaMemcpy(o3, d3, W * H * D * sizeof(float), cudaMemcpyDeviceToHost));
            ok = 1;
            for (int z = 0; z < D; z++)
                for (int y = 0; y < H; y++)
                    for (int x = 0; x < W; x++)
                        ok &= o3[(z * H + y) * W + x] == z * 1000 + y * 100 + x;
            CHECKT("surf3Dwrite then tex3D", ok);
            free(o3);
            CALL(cudaDestroyTextureObject(t));
        }
        CALL(cudaDestroySurfaceObject(s));
    }

    /* bad surfaces */
    cudaArray_t plain = NULL;
    CALL(cudaMallocArray(&plain, &f1, W, H));
    r = array_res(plain);
    CALL(cudaCreateSurfaceObject(&s, &r)); /* no cudaArraySurfaceLoadStore */
    cudaResourceDesc lr;
    memset(&lr, 0, sizeof lr);
    lr.resType = cudaResourceTypeLinear;
    lr.res.linear.devPtr = d;
    lr.res.linear.desc = f1;
    lr.res.linear.sizeInBytes = 256;
    CALL(cudaCreateSurfaceObject(&s, &lr));
    lr.res.linear.desc = cd(32, 32, 32, 0, cudaChannelFormatKindFloat);
    CALL(cudaCreateSurfaceObject(&s, &lr));
    lr.resType = (cudaResourceType)9;
    CALL(cudaCreateSurfaceObject(&s, &lr));
    cudaResourceDesc nr = array_res(NULL);
    CALL(cudaCreateSurfaceObject(&s, &nr));
    CALL(cudaCreateSurfaceObject(&s, NULL));

    CALL(cudaFreeArray(a));
    CALL(cudaFreeArray(la));
    CALL(cudaFreeArray(va));
    CALL(cudaFreeArray(plain));
    CALL(cudaFree(d));
    CALL(cudaFree(d3));
}

/* -- NULL outputs, each in a child ---------------------------------------------------------- */

static void case_null_outputs(void)
{
    START();
    cudaChannelFormatDesc f1 = cd(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = NULL;
    cudaMipmappedArray_t m = NULL;
    CALL(cudaMallocArray(&a, &f1, 8, 8));
    CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(8, 8, 0), 2));
    CALL(cudaMallocArray(NULL, &f1, 8, 8));
    CALL(cudaMallocArray(&a, NULL, 8, 8));
    CALL(cudaMalloc3DArray(NULL, &f1, make_cudaExtent(8, 8, 0)));
    CALL(cudaMallocMipmappedArray(NULL, &f1, make_cudaExtent(8, 8, 0), 2));
    CALL(cudaArrayGetInfo(NULL, NULL, NULL, a));
    CALL(cudaGetChannelDesc(NULL, a));
    CALL(cudaArrayGetMemoryRequirements(NULL, a, 0));
    CALL(cudaMipmappedArrayGetMemoryRequirements(NULL, m, 0));
    CALL(cudaArrayGetSparseProperties(NULL, a));
    CALL(cudaMipmappedArrayGetSparseProperties(NULL, m));
    CALL(cudaGetMipmappedArrayLevel(NULL, m, 0));
    CALL(cudaArrayGetPlane(NULL, a, 0));
    cudaResourceDesc r = array_res(a);
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t = 0;
    CALL(cudaCreateTextureObject(&t, &r, &td, NULL));
    CALL(cudaCreateTextureObject(NULL, &r, &td, NULL));
    CALL(cudaGetTextureObjectResourceDesc(NULL, t));
    CALL(cudaGetTextureObjectTextureDesc(NULL, t));
    CALL(cudaGetTextureObjectResourceViewDesc(NULL, t));
    CALL(cudaDestroyTextureObject(t));
    CALL(cudaCreateSurfaceObject(NULL, &r));
    CALL(cudaGetSurfaceObjectResourceDesc(NULL, 0));
    CALL(cudaFreeMipmappedArray(m));
    CALL(cudaFreeArray(a));
}

/* Handles that were never objects: the driver's answer. */
static void case_zero_handles(void)
{
    START();
    CALL(cudaDestroyTextureObject(0));
    CALL(cudaDestroySurfaceObject(0));
    cudaResourceDesc r;
    CALL(cudaGetTextureObjectResourceDesc(&r, 0));
    CALL(cudaGetSurfaceObjectResourceDesc(&r, 0));
    cudaTextureDesc td;
    CALL(cudaGetTextureObjectTextureDesc(&td, 0));
    cudaResourceViewDesc v;
    CALL(cudaGetTextureObjectResourceViewDesc(&v, 0));
    CALL(cudaMemcpy2DToArray(NULL, 0, 0, &v, 8, 8, 1, cudaMemcpyHostToDevice));
    CALL(cudaMemcpyToArray(NULL, 0, 0, &v, 8, cudaMemcpyHostToDevice));
}

/* What a resource getter writes when the driver knows the object but can no longer describe
 * its array (freed after the object was made): ours writes the descriptor as it translates it
 * (the resource type and the array, the rest zeroed) and returns the array's error; the question
 * is whether NVIDIA's does the same, leaves the output alone, or answers otherwise. */
static void show_freed_res(const char *what, const cudaResourceDesc *r, const void *array)
{
    const unsigned char *b = (const unsigned char *)&r->res;
    size_t zeros = 0, pattern = 0;
    for (size_t i = sizeof(void *); i < sizeof r->res; i++) {
        zeros += b[i] == 0;
        pattern += b[i] == 0xa5;
    }
    SHOW("%s: resType=%d array %s, rest %s", what, (int)r->resType,
         (const void *)r->res.array.array == array
             ? "same"
             : (*(const unsigned char *)&r->res.array.array == 0xa5 ? "untouched" : "other"),
         zeros == sizeof r->res - sizeof(void *)
             ? "zero"
             : (pattern == sizeof r->res - sizeof(void *) ? "untouched" : "mixed"));
}

/* The texture getters' answer for an object whose array was freed: NVIDIA's library gave
 * cudaErrorInvalidValue in one GPU run and cudaErrorInvalidResourceHandle in another (same
 * machine, driver and binary, 2026-12-01), so the transcript names the pair, and the last-error
 * state as equal to the answer. */
static void freed_getter(const char *call, cudaError_t e)
{
    bool either = e == cudaErrorInvalidValue || e == cudaErrorInvalidResourceHandle;
    printf("%s -> %s\n", call,
           either ? "cudaErrorInvalidValue or cudaErrorInvalidResourceHandle" : ename(e));
    cudaError_t p = cudaPeekAtLastError(), g1 = cudaGetLastError(), g2 = cudaGetLastError();
    printf("    last: peek=%s get=%s get=%s\n", p == e ? "the answer" : ename(p),
           g1 == e ? "the answer" : ename(g1), ename(g2));
}

static void case_freed_array(void)
{
    START();
    cudaChannelFormatDesc f1 = cd(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = NULL;
    CALL(cudaMallocArray(&a, &f1, 8, 8, cudaArraySurfaceLoadStore));
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t = 0;
    cudaSurfaceObject_t su = 0;
    CALL(cudaCreateTextureObject(&t, &res, &td, NULL));
    CALL(cudaCreateSurfaceObject(&su, &res));
    CALL(cudaFreeArray(a));
    cudaResourceDesc r;
    memset(&r, 0xa5, sizeof r);
    freed_getter("cudaGetTextureObjectResourceDesc(&r, t)", cudaGetTextureObjectResourceDesc(&r, t));
    show_freed_res("texture resource", &r, a);
    cudaTextureDesc got;
    memset(&got, 0xa5, sizeof got);
    freed_getter("cudaGetTextureObjectTextureDesc(&got, t)", cudaGetTextureObjectTextureDesc(&got, t));
    SHOW("texture descriptor %s", *(const unsigned char *)&got == 0xa5 ? "untouched" : "written");
    memset(&r, 0xa5, sizeof r);
    CALL(cudaGetSurfaceObjectResourceDesc(&r, su));
    show_freed_res("surface resource", &r, a);
    CALL(cudaDestroyTextureObject(t));
    CALL(cudaDestroySurfaceObject(su));
}

int main(void)
{
    /* Children first: the parent must not have touched the driver when it forks. */
    int nodev = 0;
    nodev += ocr_isolated("NULL outputs", case_null_outputs) == 2;
    nodev += ocr_isolated("zero handles", case_zero_handles) == 2;
    nodev += ocr_isolated("objects of a freed array", case_freed_array) == 2;
    START();
    (void)nodev;
    allocation();
    bad_allocations();
    copies();
    textures();
    surfaces();
    CALL(cudaDeviceSynchronize());
    return FINISH();
}
