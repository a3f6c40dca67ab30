/*
 * array, allocation: CUDA arrays and mipmapped arrays of several formats and shapes (1D, 2D, 3D,
 * layered, cubemap, mipmapped, sparse, deferred), what cudaArrayGetInfo, cudaGetChannelDesc and
 * the memory requirement and sparse queries say about them, and bad allocations (channel
 * descriptors, extents, flags).
 */
#include "array.h"

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

/* -- arrays --------------------------------------------------------------------------------- */

void allocation(void)
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

void bad_allocations(void)
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
