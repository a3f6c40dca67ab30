/*
 * Fault-injection sweeps (sweep.h) of arrays (memory/array.c, memory/channel.c), texture and
 * surface objects (memory/texture.c) and external memory and semaphores (memory/external.c):
 * allocation and information, the 2D and deprecated 1D array copies (the array-to-array one
 * through its temporary buffer), a 3D copy from an array, texture objects of an array and of a
 * mipmapped array and their getters, surface objects, memory and semaphores imported from
 * another API. The driver objects are those of sweep_objects.c.
 *
 * Outputs NVIDIA's runtime writes on failure, checked as such instead of untouched (see the
 * comments of memory/array.c and memory/texture.c): failed allocations leave NULL;
 * cudaArrayGetInfo, the memory requirements and the sparse properties clear their outputs before
 * the driver is asked; a resource descriptor is written as it is translated, so a getter whose
 * array the driver then refuses to describe returns it partly written.
 */
#include "../../memory/memory_internal.h"
#include "sweep.h"
#include "sweep_objects.h"

cudaError_t cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                     const void *src, size_t spitch, size_t width, size_t height,
                                     enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DFromArrayAsync_ptsz(void *dst, size_t dpitch, cudaArray_const_t src,
                                            size_t wOffset, size_t hOffset, size_t width,
                                            size_t height, enum cudaMemcpyKind kind,
                                            cudaStream_t stream);
cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                              size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                   size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
cudaError_t cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset,
                                     size_t hOffset, size_t count, enum cudaMemcpyKind kind,
                                     cudaStream_t stream);
cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                   cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                   size_t count, enum cudaMemcpyKind kind);
cudaError_t
cudaSignalExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray,
                                       const struct cudaExternalSemaphoreSignalParams *paramsArray,
                                       unsigned int numExtSems, cudaStream_t stream);

/* Besides out of memory, a failure that maps differently (an invalid handle). */
static const CUresult results[] = {CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_INVALID_HANDLE};
/* memory/texture.c texture_resource: the texture getters answer an array the driver no longer
 * knows with cudaErrorInvalidValue (NVIDIA's, gpu_array on the H200). */
static const struct sweep_rule rules[] = {
    {"cudaGetTextureObjectResourceDesc", "cuArray3DGetDescriptor", "ocr_array_format",
     CUDA_ERROR_INVALID_HANDLE, cudaErrorInvalidValue,
     "a texture's freed array is an invalid value for the texture getters", 0},
    {"cudaGetTextureObjectTextureDesc", "cuArray3DGetDescriptor", "ocr_array_format",
     CUDA_ERROR_INVALID_HANDLE, cudaErrorInvalidValue,
     "a texture's freed array is an invalid value for the texture getters", 0},
    {0},
};
static const struct sweep_options options = {results, sizeof(results) / sizeof(results[0]), rules};

/* Init is once per process (test_init sweeps it): done here before the sweeps. */
static int setup(void **state)
{
    unit_install_fake(state);
    fake_install_ptds_twins();
    sweep_objects_install();
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess && n == 1 ? 0 : -1;
}

/* 16 x 4 floats: rows of 64 bytes. */
#define W 16
#define H 4
#define ROW (W * sizeof(float))

static bool all_zero(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != 0)
            return false;
    return true;
}

/* An allocation that failed leaves NULL in its output. */
#define ALLOC(s, out, expr)                                                                        \
    ((*(out) = (void *)(uintptr_t)0xa5a5),                                                         \
     SWEEP_CALL((s), expr) ? true : (assert_null(*(out)), false))

/* -- allocation and information ------------------------------------------------------------- */

#define EXTENT(w, h, d) ((struct cudaExtent){(w), (h), (d)})

static const struct cudaChannelFormatDesc float_desc = {32, 0, 0, 0, cudaChannelFormatKindFloat};

/* What can be asked of a live array and a live mipmapped array. */
static void array_queries(struct sweep *s, cudaArray_t a, cudaMipmappedArray_t m)
{
    struct {
        struct cudaChannelFormatDesc desc;
        struct cudaExtent extent;
        unsigned flags;
    } info;
    sweep_fill(&info, sizeof(info));
    if (!SWEEP_CALL(s, cudaArrayGetInfo(&info.desc, &info.extent, &info.flags, a)))
        assert_true(all_zero(&info.desc, sizeof(info.desc)) &&
                    all_zero(&info.extent, sizeof(info.extent)) && info.flags == 0);
    struct cudaChannelFormatDesc desc;
    (void)SWEEP_CALL_OUT(s, &desc, sizeof(desc), cudaGetChannelDesc(&desc, a));
    cudaArray_t plane, level;
    (void)SWEEP_CALL_OUT(s, &plane, sizeof(plane), cudaArrayGetPlane(&plane, a, 0));
    (void)SWEEP_CALL_OUT(s, &level, sizeof(level), cudaGetMipmappedArrayLevel(&level, m, 0));

    struct cudaArrayMemoryRequirements req;
    sweep_fill(&req, sizeof(req));
    if (!SWEEP_CALL(s, cudaArrayGetMemoryRequirements(&req, a, 0)))
        assert_true(all_zero(&req, sizeof(req)));
    sweep_fill(&req, sizeof(req));
    if (!SWEEP_CALL(s, cudaMipmappedArrayGetMemoryRequirements(&req, m, 0)))
        assert_true(all_zero(&req, sizeof(req)));
    struct cudaArraySparseProperties sparse;
    sweep_fill(&sparse, sizeof(sparse));
    if (!SWEEP_CALL(s, cudaArrayGetSparseProperties(&sparse, a)))
        assert_true(all_zero(&sparse, sizeof(sparse)));
    sweep_fill(&sparse, sizeof(sparse));
    if (!SWEEP_CALL(s, cudaMipmappedArrayGetSparseProperties(&sparse, m)))
        assert_true(all_zero(&sparse, sizeof(sparse)));
}

static void arrays(struct sweep *s, void *arg)
{
    (void)arg;
    cudaArray_t a, a3;
    cudaMipmappedArray_t m;
    if (!ALLOC(s, &a, cudaMallocArray(&a, &float_desc, W, H, 0)))
        return;
    if (ALLOC(s, &a3, cudaMalloc3DArray(&a3, &float_desc, EXTENT(W, H, 2), 0)))
        SWEEP_CLEANUP(s, cudaFreeArray(a3));
    if (ALLOC(s, &m, cudaMallocMipmappedArray(&m, &float_desc, EXTENT(W, W, 0), 2, 0))) {
        array_queries(s, a, m);
        SWEEP_CLEANUP(s, cudaFreeMipmappedArray(m));
    }
    SWEEP_CLEANUP(s, cudaFreeArray(a));
}

static void cudaMallocArray_sweep(void **state)
{
    (void)state;
    sweep_run("arrays", arrays, NULL, &options);
}

/* -- copies ------------------------------------------------------------------------------------ */

static char host[4 * W * H * sizeof(float)];

static void array_copies(struct sweep *s, void *arg)
{
    (void)arg;
    cudaArray_t a, b;
    if (!ALLOC(s, &a, cudaMallocArray(&a, &float_desc, W, H, 0)))
        return;
    if (!ALLOC(s, &b, cudaMallocArray(&b, &float_desc, W, H, 0))) {
        SWEEP_CLEANUP(s, cudaFreeArray(a));
        return;
    }
    void *d;
    if (SWEEP_CALL(s, cudaMalloc(&d, ROW * H))) {
        /* 2D, both directions, synchronous and asynchronous, both default streams. */
        (void)SWEEP_CALL(s,
                         cudaMemcpy2DToArray(a, 0, 0, host, ROW, ROW, H, cudaMemcpyHostToDevice));
        (void)SWEEP_CALL(
            s, cudaMemcpy2DToArray_ptds(a, 4, 1, d, ROW, ROW - 4, H - 1, cudaMemcpyDeviceToDevice));
        (void)SWEEP_CALL(s,
                         cudaMemcpy2DFromArray(host, ROW, a, 0, 0, ROW, H, cudaMemcpyDeviceToHost));
        (void)SWEEP_CALL(
            s, cudaMemcpy2DToArrayAsync(a, 0, 0, host, ROW, ROW, H, cudaMemcpyHostToDevice, 0));
        (void)SWEEP_CALL(
            s, cudaMemcpy2DFromArrayAsync_ptsz(d, ROW, a, 0, 0, ROW, H, cudaMemcpyDefault, 0));
        (void)SWEEP_CALL(
            s, cudaMemcpy2DArrayToArray(b, 0, 0, a, 0, 0, ROW, H, cudaMemcpyDeviceToDevice));
        /* 1D: a partial first row, full rows and a partial last row, each a copy of its own. */
        (void)SWEEP_CALL(s, cudaMemcpyToArray(a, 8, 0, host, 2 * ROW, cudaMemcpyHostToDevice));
        (void)SWEEP_CALL(s, cudaMemcpyFromArray(host, a, 8, 0, 2 * ROW, cudaMemcpyDeviceToHost));
        (void)SWEEP_CALL(s, cudaMemcpyToArrayAsync(a, 0, 1, d, ROW, cudaMemcpyDeviceToDevice, 0));
        (void)SWEEP_CALL(s, cudaMemcpyFromArrayAsync(d, a, 0, 1, ROW, cudaMemcpyDeviceToDevice, 0));
        /* A 3D copy from an array asks for its element size (memory/channel.c). */
        struct cudaMemcpy3DParms p = {0};
        p.srcArray = a;
        p.dstPtr = (struct cudaPitchedPtr){host, ROW, W, H};
        p.extent = EXTENT(W, H, 1);
        p.kind = cudaMemcpyDeviceToHost;
        (void)SWEEP_CALL(s, cudaMemcpy3D(&p));
        SWEEP_CLEANUP(s, cudaFree(d));
    }
    /* Array to array (1D) goes through a temporary device buffer, freed on every path. A free
     * the driver refuses is reported (NVIDIA's runtime can do nothing else either); the buffer
     * the driver kept is given back here, so that the sweep's count of live objects stays
     * exact. */
    size_t allocations = fake_live_allocations();
    if (!SWEEP_CALL(s, cudaMemcpyArrayToArray(b, 0, 0, a, 4, 0, ROW + 8, cudaMemcpyDefault)) &&
        fake_live_allocations() > allocations) {
        if (strcmp(sweep_last_entry(), "cuMemFree") != 0)
            fail_msg("cudaMemcpyArrayToArray left its temporary buffer behind after a failed %s",
                     sweep_last_entry());
        assert_int_equal(cudaFree((void *)(uintptr_t)fake_last_alloc()->ptr), cudaSuccess);
    }
    SWEEP_CLEANUP(s, cudaFreeArray(b));
    SWEEP_CLEANUP(s, cudaFreeArray(a));
}

static void cudaMemcpy2DToArray_sweep(void **state)
{
    (void)state;
    sweep_run("array_copies", array_copies, NULL, &options);
}

/* -- texture and surface objects ------------------------------------------------------------- */

/* A getter of a resource descriptor: untouched when the driver refused the object itself;
 * partly written (as NVIDIA's runtime translates it) when it refused to describe its array. */
static void resource_getter(struct sweep *s, struct cudaResourceDesc *r, bool ok)
{
    if (!ok && (strcmp(sweep_last_entry(), "cuTexObjectGetResourceDesc") == 0 ||
                strcmp(sweep_last_entry(), "cuSurfObjectGetResourceDesc") == 0))
        assert_true(sweep_untouched(r, sizeof(*r)));
    (void)s;
}

static void textures(struct sweep *s, void *arg)
{
    (void)arg;
    cudaArray_t a;
    cudaMipmappedArray_t m;
    if (!ALLOC(s, &a, cudaMallocArray(&a, &float_desc, W, H, cudaArraySurfaceLoadStore)))
        return;
    if (!ALLOC(s, &m, cudaMallocMipmappedArray(&m, &float_desc, EXTENT(W, W, 0), 2, 0))) {
        SWEEP_CLEANUP(s, cudaFreeArray(a));
        return;
    }
    struct cudaResourceDesc res = {0}, mres = {0}, got;
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    mres.resType = cudaResourceTypeMipmappedArray;
    mres.res.mipmap.mipmap = m;
    struct cudaTextureDesc tex = {0}, tex_got;
    tex.filterMode = cudaFilterModeLinear;
    tex.readMode = cudaReadModeElementType;
    tex.normalizedCoords = 1;
    struct cudaResourceViewDesc view = {0}, view_got;
    view.format = cudaResViewFormatFloat1;
    view.width = W;
    view.height = W;
    view.lastMipmapLevel = 1;

    cudaTextureObject_t t, tm;
    if (SWEEP_CALL_OUT(s, &t, sizeof(t), cudaCreateTextureObject(&t, &res, &tex, NULL))) {
        sweep_fill(&got, sizeof(got));
        resource_getter(s, &got, SWEEP_CALL(s, cudaGetTextureObjectResourceDesc(&got, t)));
        (void)SWEEP_CALL_OUT(s, &tex_got, sizeof(tex_got),
                             cudaGetTextureObjectTextureDesc(&tex_got, t));
        SWEEP_CLEANUP(s, cudaDestroyTextureObject(t));
    }
    if (SWEEP_CALL_OUT(s, &tm, sizeof(tm), cudaCreateTextureObject(&tm, &mres, &tex, &view))) {
        (void)SWEEP_CALL_OUT(s, &view_got, sizeof(view_got),
                             cudaGetTextureObjectResourceViewDesc(&view_got, tm));
        SWEEP_CLEANUP(s, cudaDestroyTextureObject(tm));
    }
    cudaSurfaceObject_t surf;
    if (SWEEP_CALL_OUT(s, &surf, sizeof(surf), cudaCreateSurfaceObject(&surf, &res))) {
        sweep_fill(&got, sizeof(got));
        resource_getter(s, &got, SWEEP_CALL(s, cudaGetSurfaceObjectResourceDesc(&got, surf)));
        SWEEP_CLEANUP(s, cudaDestroySurfaceObject(surf));
    }
    SWEEP_CLEANUP(s, cudaFreeMipmappedArray(m));
    SWEEP_CLEANUP(s, cudaFreeArray(a));
}

static void cudaCreateTextureObject_sweep(void **state)
{
    (void)state;
    sweep_run("textures", textures, NULL, &options);
}

/* -- external memory and semaphores ----------------------------------------------------------- */

static void external(struct sweep *s, void *arg)
{
    (void)arg;
    struct cudaExternalMemoryHandleDesc md = {0};
    md.type = cudaExternalMemoryHandleTypeOpaqueFd;
    md.handle.fd = 3;
    md.size = 1 << 20;
    cudaExternalMemory_t mem;
    if (SWEEP_CALL_OUT(s, &mem, sizeof(mem), cudaImportExternalMemory(&mem, &md))) {
        struct cudaExternalMemoryBufferDesc bd = {.offset = 0, .size = 4096};
        void *p;
        if (SWEEP_CALL_OUT(s, &p, sizeof(p), cudaExternalMemoryGetMappedBuffer(&p, mem, &bd)))
            SWEEP_CLEANUP(s, cudaFree(p));
        struct cudaExternalMemoryMipmappedArrayDesc ad = {0};
        ad.formatDesc = float_desc;
        ad.extent = EXTENT(W, W, 0);
        ad.numLevels = 1;
        cudaMipmappedArray_t m;
        if (SWEEP_CALL_OUT(s, &m, sizeof(m),
                           cudaExternalMemoryGetMappedMipmappedArray(&m, mem, &ad)))
            SWEEP_CLEANUP(s, cudaFreeMipmappedArray(m));
        SWEEP_CLEANUP(s, cudaDestroyExternalMemory(mem));
    }

    struct cudaExternalSemaphoreHandleDesc sd = {0};
    sd.type = cudaExternalSemaphoreHandleTypeOpaqueFd;
    sd.handle.fd = 4;
    cudaExternalSemaphore_t sem;
    if (!SWEEP_CALL_OUT(s, &sem, sizeof(sem), cudaImportExternalSemaphore(&sem, &sd)))
        return;
    struct cudaExternalSemaphoreSignalParams sp = {0};
    struct cudaExternalSemaphoreWaitParams wp = {0};
    (void)SWEEP_CALL(s, cudaSignalExternalSemaphoresAsync(&sem, &sp, 1, 0));
    (void)SWEEP_CALL(s, cudaSignalExternalSemaphoresAsync_ptsz(&sem, &sp, 1, 0));
    (void)SWEEP_CALL(s, cudaWaitExternalSemaphoresAsync(&sem, &wp, 1, 0));
    SWEEP_CLEANUP(s, cudaDestroyExternalSemaphore(sem));
}

static void cudaImportExternalMemory_sweep(void **state)
{
    (void)state;
    sweep_run("external", external, NULL, &options);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaMallocArray_sweep, unit_reset),
        cmocka_unit_test_setup(cudaMemcpy2DToArray_sweep, unit_reset),
        cmocka_unit_test_setup(cudaCreateTextureObject_sweep, unit_reset),
        cmocka_unit_test_setup(cudaImportExternalMemory_sweep, unit_reset),
    };
    return cmocka_run_group_tests_name("array, texture and external memory sweeps", tests, setup,
                                       NULL);
}
