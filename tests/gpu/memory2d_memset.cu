/*
 * memory2d, memsets in the main process: cudaMemset2D and cudaMemset3D (with their asynchronous
 * forms), the bytes they set and leave, and their bad inputs.
 */
#include "memory2d.h"

void memsets(void)
{
    SECTION("cudaMemset2D");
    const size_t w = 100, h = 8;
    void *d = NULL;
    size_t pitch = 0;
    CALL(cudaMallocPitch(&d, &pitch, w, h));
    unsigned char *b = (unsigned char *)calloc(pitch * h, 1);
    CALL(cudaMemset2D(d, pitch, 0, pitch, h));
    CALL(cudaMemset2D((char *)d + pitch + 3, pitch, 0xab, 20, 4));
    CALL(cudaMemcpy(b, d, pitch * h, cudaMemcpyDeviceToHost));
    {
        int ok = count_byte(b, pitch * h, 0xab) == 80;
        for (size_t y = 1; y < 5; y++)
            for (size_t x = 3; x < 23; x++)
                ok &= b[y * pitch + x] == 0xab;
        CHECKT("20 x 4 bytes at (3, 1)", ok);
    }
    CALL(cudaMemset2D(d, pitch, 0x1ff, 4, 1));
    CALL(cudaMemcpy(b, d, 8, cudaMemcpyDeviceToHost));
    SHOW("bytes=%02x %02x %02x %02x %02x", b[0], b[1], b[2], b[3], b[4]);
    CALL(cudaMemset2D(d, pitch, 1, 0, h));
    CALL(cudaMemset2D(d, pitch, 1, w, 0));
    CALL(cudaMemset2D(NULL, 0, 1, 0, 0));
    CALL(cudaMemset2D(NULL, pitch, 1, w, 0));
    CALL(cudaMemset2D(d, 64, 2, w, 2)); /* width > pitch */
    CALL(cudaMemset2D(d, 64, 2, w, 1)); /* one row: the pitch is documented as unused */
    CALL(cudaMemset2D(d, 0, 2, w, 1));
    CALL(cudaMemset2D(d, 64, 2, w, 0));
    CALL(cudaMemset2D(d, (size_t)1 << 40, 2, w, 1));
    CALL(cudaMemcpy(b, d, pitch * h, cudaMemcpyDeviceToHost));
    SHOW("bytes set to 2: %zu", count_byte(b, pitch * h, 2));
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    CALL(cudaMemset2DAsync(d, pitch, 0x3c, w, h, s));
    CALL(cudaMemset2DAsync(d, 64, 0x3c, w, 2, s));
    CALL(cudaMemset2DAsync(d, pitch, 0x3c, 0, h, 0));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaMemcpy(b, d, pitch * h, cudaMemcpyDeviceToHost));
    CHECKT("async memset", count_byte(b, pitch * h, 0x3c) >= w * h);
    CALL(cudaFree(d));
    free(b);

    SECTION("cudaMemset3D");
    const size_t w3 = 64, h3 = 4, d3 = 3;
    cudaPitchedPtr dp;
    memset(&dp, 0, sizeof dp);
    CALL(cudaMalloc3D(&dp, make_cudaExtent(w3, h3, d3)));
    const size_t P = dp.pitch, total = P * h3 * d3;
    unsigned char *c = (unsigned char *)calloc(total, 1);
    CALL(cudaMemset3D(dp, 0, make_cudaExtent(P, h3, d3)));
    CALL(cudaMemset3D(dp, 0x11, make_cudaExtent(w3, h3, d3)));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    CHECKT("whole extent", count_byte(c, total, 0x11) == w3 * h3 * d3 &&
                               count_byte(c, total, 0) == total - w3 * h3 * d3);
    /* Fewer rows than a slice: 16 x 2 x 2 at (8, 1, 0). */
    CALL(cudaMemset3D(make_cudaPitchedPtr((char *)dp.ptr + P + 8, P, w3, h3), 0x22,
                      make_cudaExtent(16, 2, 2)));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    {
        int ok = count_byte(c, total, 0x22) == 64;
        for (size_t z = 0; z < 2; z++)
            for (size_t y = 1; y < 3; y++)
                for (size_t x = 8; x < 24; x++)
                    ok &= c[(z * h3 + y) * P + x] == 0x22;
        CHECKT("16 x 2 x 2 box", ok);
    }
    /* Whole slices, narrower rows. */
    CALL(cudaMemset3D(dp, 0x33, make_cudaExtent(16, h3, d3)));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    CHECKT("16 x 4 x 3", count_byte(c, total, 0x33) == 16 * h3 * d3);
    /* More rows than ysize (slices overlap), ysize 0, pitch ignored for one row. */
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, P, w3, 2), 0x44, make_cudaExtent(8, 3, 2)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, P, w3, 0), 0x55, make_cudaExtent(8, 1, 2)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 0, w3, 0), 0x66, make_cudaExtent(4, 1, 1)));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    SHOW("bytes 0x44: %zu 0x55: %zu 0x66: %zu", count_byte(c, total, 0x44),
         count_byte(c, total, 0x55), count_byte(c, total, 0x66));
    /* Bad and empty extents. */
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 32, w3, h3), 1, make_cudaExtent(w3, 2, 1)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 32, w3, h3), 1, make_cudaExtent(w3, 2, 2)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 32, w3, h3), 1, make_cudaExtent(w3, 1, 1)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 32, w3, h3), 1, make_cudaExtent(w3, 1, 2)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, 0, w3, 1), 1, make_cudaExtent(8, 1, 2)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(dp.ptr, P, w3, 1), 1, make_cudaExtent(8, 2, 1)));
    CALL(cudaMemset3D(dp, 1, make_cudaExtent(0, h3, d3)));
    CALL(cudaMemset3D(dp, 1, make_cudaExtent(w3, 0, d3)));
    CALL(cudaMemset3D(dp, 1, make_cudaExtent(w3, h3, 0)));
    CALL(cudaMemset3D(make_cudaPitchedPtr(NULL, 0, 0, 0), 1, make_cudaExtent(0, 0, 0)));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    SHOW("bytes set to 1: %zu", count_byte(c, total, 1));
    CALL(cudaMemset3DAsync(dp, 0x77, make_cudaExtent(w3, h3, d3), s));
    CALL(cudaMemset3DAsync(make_cudaPitchedPtr((char *)dp.ptr + 4, P, w3, h3), 0x78,
                           make_cudaExtent(4, 3, 2), s));
    CALL(cudaMemset3DAsync(dp, 0x79, make_cudaExtent(w3, h3, 0), 0));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    CHECKT("async 3D memsets",
           count_byte(c, total, 0x77) == w3 * h3 * d3 - 24 && count_byte(c, total, 0x78) == 24);
    /* One row a slice, slices two rows apart: bytes 0..7 of rows 0 and 2, 4. */
    CALL(cudaMemset3DAsync(make_cudaPitchedPtr(dp.ptr, P, w3, 2), 0x7a, make_cudaExtent(8, 1, 3),
                           s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaMemcpy(c, dp.ptr, total, cudaMemcpyDeviceToHost));
    CHECKT("a row a slice", count_byte(c, total, 0x7a) == 24 && c[2 * P + 7] == 0x7a &&
                                c[4 * P] == 0x7a && c[P] != 0x7a);
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(dp.ptr));
    free(c);
}
