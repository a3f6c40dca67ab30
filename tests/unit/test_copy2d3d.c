/*
 * Pitched allocations, 2D/3D copies and memsets, peer copies (memory/copy2d3d.c): the
 * translation into the driver's CUDA_MEMCPY2D / CUDA_MEMCPY3D / CUDA_MEMCPY3D_PEER and
 * cuMemsetD2D8 calls, the argument checks NVIDIA's runtime makes (and their order), the twins of
 * the per-thread default stream, and driver failures.
 *
 * This file holds the recorders, the setups and the list of tests; the tests are in
 * test_copy2d3d_*.c (test_copy2d3d.h). The fake driver's generic entries log and fail on request
 * but keep no arguments: this test wraps the entries it inspects (after install) with recorders
 * that keep the descriptors and then call the fake's own entry, so logging and fault injection
 * still apply.
 */
#include "test_copy2d3d.h"

/* -- recorders --------------------------------------------------------------------------------- */

struct copy2d3d_rec rec;

struct memset_call memsets[MAX_MEMSETS];
size_t n_memsets;

void rec_clear(void)
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

size_t copy_calls(void)
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

unsigned char host_a[4096], host_b[4096];

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
