/*
 * sync_copy_probe: what a synchronous copy between pinned host memory and the device costs, by
 * the runtime's cudaMemcpy and by the driver calls it could be made of. Ours makes cudaMemcpy
 * host to device one cuMemcpyHtoD (memory/memory.c); a probe of whether NVIDIA's is faster at
 * small sizes and which driver path matches it. Run under NVIDIA's library and ours (the driver
 * rows are the same calls under both: their spread is the noise). Not a benchmark of run.sh: its
 * answers live in docs/STAGING.md, "Probes".
 *
 * stdout: "sync <dir> <size> <how> ns=<median of 9 batches of 200>" for dir h2d | d2h, size 4B,
 * 64KiB, 1MiB, how cudaMemcpy | cuMemcpy_dir (cuMemcpyHtoD / cuMemcpyDtoH) | async_streamsync
 * (cuMemcpy*Async on the legacy stream, then cuStreamSynchronize) | async_ctxsync (the same, then
 * cuCtxSynchronize) | cuMemcpy (the unified-address copy).
 */
#include <cuda.h>
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

template <class F> static double median_ns(F f)
{
    double v[9];
    for (int w = 0; w < 20; w++)
        f();
    for (int b = 0; b < 9; b++) {
        double t0 = now_ns();
        for (int r = 0; r < 200; r++)
            if (f() != 0) {
                printf("FAIL\n");
                exit(1);
            }
        v[b] = (now_ns() - t0) / 200;
    }
    qsort(v, 9, sizeof(double), cmp);
    return v[4];
}

int main(void)
{
    if (cudaFree(0) != cudaSuccess) {
        printf("first CUDA call failed\n");
        return 2;
    }
    size_t sizes[] = {4, 64 << 10, 1 << 20};
    const char *names[] = {"4B", "64KiB", "1MiB"};
    void *h = NULL, *d = NULL;
    cudaMallocHost(&h, 1 << 20);
    cudaMalloc(&d, 1 << 20);
    CUdeviceptr dp = (CUdeviceptr)(uintptr_t)d;
    CUstream legacy = CU_STREAM_LEGACY;
    for (int si = 0; si < 3; si++) {
        size_t n = sizes[si];
        for (int dir = 0; dir < 2; dir++) {
            const char *dn = dir == 0 ? "h2d" : "d2h";
            bool h2d = dir == 0;
            CUdeviceptr hp = (CUdeviceptr)(uintptr_t)h;
            /* The direction's driver copy, synchronous or on the legacy stream. */
            auto drv_copy = [&] { return h2d ? cuMemcpyHtoD(dp, h, n) : cuMemcpyDtoH(h, dp, n); };
            auto drv_async = [&] {
                return h2d ? cuMemcpyHtoDAsync(dp, h, n, legacy)
                           : cuMemcpyDtoHAsync(h, dp, n, legacy);
            };
            double t[5] = {
                median_ns([&] {
                    return (int)(h2d ? cudaMemcpy(d, h, n, cudaMemcpyHostToDevice)
                                     : cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost));
                }),
                median_ns([&] { return (int)drv_copy(); }),
                median_ns([&] { return (int)(drv_async() | cuStreamSynchronize(legacy)); }),
                median_ns([&] { return (int)(drv_async() | cuCtxSynchronize()); }),
                median_ns([&] { return (int)(h2d ? cuMemcpy(dp, hp, n) : cuMemcpy(hp, dp, n)); }),
            };
            const char *how[] = {"cudaMemcpy", "cuMemcpy_dir", "async_streamsync", "async_ctxsync",
                                 "cuMemcpy"};
            for (int k = 0; k < 5; k++)
                printf("sync %s %s %s ns=%.0f\n", dn, names[si], how[k], t[k]);
        }
    }
    return 0;
}
