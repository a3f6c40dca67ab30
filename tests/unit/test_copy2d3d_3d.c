/*
 * 3D copies in test_copy2d3d: pointers translated into CUDA_MEMCPY3D, the checks in NVIDIA's order,
 * arrays (positions and extents scaled by the element size), and the per-thread twins.
 */
#include "test_copy2d3d.h"

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

void cudaMemcpy3D_pointer_translation(void **state)
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
void cudaMemcpy3D_checks_in_order(void **state)
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

void cudaMemcpy3D_arrays(void **state)
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

void cudaMemcpy3D_per_thread_twins(void **state)
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
