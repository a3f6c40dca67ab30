/*
 * 2D and 3D memsets in test_copy2d3d: cudaMemset2D passes through to cuMemsetD2D8, cudaMemset3D's
 * checks, and the calls each 3D shape becomes.
 */
#include "test_copy2d3d.h"

/* -- memset ------------------------------------------------------------------------------------ */

void cudaMemset2D_passes_through(void **state)
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

void cudaMemset3D_checks(void **state)
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

void cudaMemset3D_shapes(void **state)
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
