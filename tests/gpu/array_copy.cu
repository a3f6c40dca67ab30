/*
 * array, copies: 2D and deprecated 1D copies between host or device memory and arrays, data
 * checked, and their bad inputs (kinds, pitches, extents).
 */
#include "array.h"

/* -- copies --------------------------------------------------------------------------------- */

void copies(void)
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
