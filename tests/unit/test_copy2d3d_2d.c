/*
 * Pitched allocations and 2D copies in test_copy2d3d: cudaMallocPitch and cudaMalloc3D (arguments,
 * sizes, rows and outputs), 2D copies translated by kind, their checks in NVIDIA's order, and their
 * per-thread twins.
 */
#include "test_copy2d3d.h"

/* -- allocation -------------------------------------------------------------------------------- */

void cudaMallocPitch_arguments(void **state)
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

void cudaMallocPitch_passes_size(void **state)
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

void cudaMalloc3D_rows_and_outputs(void **state)
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

void cudaMemcpy2D_kinds_translate(void **state)
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
void cudaMemcpy2D_checks_in_order(void **state)
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

void cudaMemcpy2D_per_thread_twins(void **state)
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
