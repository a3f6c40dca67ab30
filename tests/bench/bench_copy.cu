/*
 * bench_copy: bandwidth of 1D copies between host and device memory, by size, for pageable and
 * pinned host memory, host to device and device to host, cudaMemcpy and cudaMemcpyAsync; the
 * host CPU time the pageable copies cost; the host memory the process holds more after them.
 *
 * Built like bench_hot (nvcc -cudart shared, no RPATH): tests/bench/run.sh runs it under NVIDIA's
 * library and ours in the same interleaved triples and compares.
 *
 * stdout: one line per metric, nothing else (the format of bench_hot):
 *     metric <dir>_<memory>_<api>_<size>_GBps <GB/s>     higher is better
 *         dir h2d | d2h, memory pageable | pinned, api memcpy | memcpyasync, size 64KiB ... 1GiB
 *     metric cpu_<dir>_pageable_ms_per_GB <ms>           host CPU time (user + system, the whole
 *         process: the runtime's threads included) per GB of pageable copies of 8 MiB and more
 *     metric host_mem_growth_MiB <MiB>                   resident memory after all copies minus
 *         before the first (the buffers are touched before): staging the runtime keeps
 *     metric <name> FAIL:<error or "data">               a copy failed, or its data was wrong
 * Each size's data is checked once per memory kind and direction (the whole buffer up to 64 MiB,
 * every 997th byte above): host to device by a kernel against the pattern, device to host on the
 * host against the pattern a kernel wrote.
 *
 * Method: per (size, memory, direction, api), one untimed copy (the checked one for the first
 * api), then `reps` copies timed together (cudaMemcpyAsync: on a stream of its own, synchronised
 * at the end, inside the timing); reps from 20 (64 KiB) down to 1 (1 GiB); GB = 1e9 bytes.
 *
 * Environment: BENCH_COPY_MAX the largest size in bytes (default 1 GiB: a power of two of the
 * list); BENCH_COPY_REPS_SCALE multiplies every size's repetitions (default 1).
 * Exit status: 0 all measured and checked; 1 some metric failed; 2 the first CUDA call failed.
 */
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static int g_failed;

__host__ __device__ static inline unsigned char pat(size_t i, unsigned seed)
{
    return (unsigned char)(i * 131u + (i >> 13) + seed);
}

__global__ void k_fill(unsigned char *p, size_t n, unsigned seed)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        p[i] = pat(i, seed);
}

__global__ void k_check(const unsigned char *p, size_t n, unsigned seed, unsigned long long *bad)
{
    unsigned long long mine = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        mine += p[i] != pat(i, seed);
    if (mine)
        atomicAdd(bad, mine);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double cpu_s(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec * 1e-6 + ru.ru_stime.tv_sec +
           ru.ru_stime.tv_usec * 1e-6;
}

static long rss_kib(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    while (f && fgets(line, sizeof(line), f))
        if (sscanf(line, "VmRSS: %ld kB", &kib) == 1)
            break;
    if (f)
        fclose(f);
    return kib;
}

static void fail(const char *name, const char *why)
{
    printf("metric %s FAIL:%s\n", name, why);
    fflush(stdout);
    g_failed = 1;
}

static bool host_ok(const unsigned char *h, size_t n, unsigned seed)
{
    size_t step = n <= ((size_t)64 << 20) ? 1 : 997;
    for (size_t i = 0; i < n; i += step)
        if (h[i] != pat(i, seed))
            return false;
    return h[n - 1] == pat(n - 1, seed);
}

static unsigned long long *g_bad;

static bool device_ok(const unsigned char *d, size_t n, unsigned seed)
{
    if (cudaMemset(g_bad, 0, sizeof(*g_bad)) != cudaSuccess)
        return false;
    k_check<<<1024, 256>>>(d, n, seed, g_bad);
    unsigned long long bad = 1;
    if (cudaMemcpy(&bad, g_bad, sizeof(bad), cudaMemcpyDeviceToHost) != cudaSuccess)
        return false;
    return bad == 0;
}

static void host_fill(unsigned char *h, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        h[i] = pat(i, seed);
}

int main(void)
{
    size_t max = (size_t)1 << 30;
    if (getenv("BENCH_COPY_MAX"))
        max = strtoull(getenv("BENCH_COPY_MAX"), NULL, 0);
    double scale = getenv("BENCH_COPY_REPS_SCALE") ? atof(getenv("BENCH_COPY_REPS_SCALE")) : 1.0;
    static const size_t sizes[] = {(size_t)64 << 10, (size_t)1 << 20, (size_t)8 << 20,
                                   (size_t)64 << 20, (size_t)256 << 20, (size_t)1 << 30};
    static const char *names[] = {"64KiB", "1MiB", "8MiB", "64MiB", "256MiB", "1GiB"};
    static const int reps_of[] = {20, 20, 10, 4, 2, 1};
    cudaError_t e = cudaSetDevice(0);
    if (e == cudaSuccess)
        e = cudaFree(0);
    if (e != cudaSuccess) {
        fprintf(stderr, "first CUDA call failed: %s\n", cudaGetErrorName(e));
        return 2;
    }
    unsigned char *d = NULL, *pinned = NULL, *pageable = (unsigned char *)malloc(max);
    cudaStream_t s = NULL;
    if (pageable == NULL || cudaMalloc(&d, max) != cudaSuccess ||
        cudaMallocHost(&pinned, max) != cudaSuccess || cudaStreamCreate(&s) != cudaSuccess ||
        cudaMalloc(&g_bad, sizeof(*g_bad)) != cudaSuccess) {
        fprintf(stderr, "allocation of %zu bytes failed\n", max);
        return 2;
    }
    memset(pageable, 0, max);
    memset(pinned, 0, max);
    long rss0 = rss_kib();
    double cpu[2] = {0, 0}, bytes[2] = {0, 0};
    for (size_t si = 0; si < sizeof(sizes) / sizeof(sizes[0]) && sizes[si] <= max; si++) {
        size_t n = sizes[si];
        int reps = (int)(reps_of[si] * scale + 0.5);
        if (reps < 1)
            reps = 1;
        for (int mem = 0; mem < 2; mem++) {
            unsigned char *h = mem == 0 ? pageable : pinned;
            const char *mname = mem == 0 ? "pageable" : "pinned";
            for (int dir = 0; dir < 2; dir++) {
                const char *dname = dir == 0 ? "h2d" : "d2h";
                unsigned seed = (unsigned)(si * 4 + mem * 2 + dir + 1);
                void *dst = dir == 0 ? (void *)d : (void *)h;
                const void *src = dir == 0 ? (const void *)h : (const void *)d;
                enum cudaMemcpyKind kind = dir == 0 ? cudaMemcpyHostToDevice
                                                    : cudaMemcpyDeviceToHost;
                /* The checked copy. */
                char name[128];
                snprintf(name, sizeof(name), "%s_%s_memcpy_%s_GBps", dname, mname, names[si]);
                bool ok;
                if (dir == 0) {
                    host_fill(h, n, seed);
                    ok = cudaMemcpy(d, h, n, kind) == cudaSuccess && device_ok(d, n, seed);
                } else {
                    k_fill<<<1024, 256>>>(d, n, seed);
                    ok = cudaDeviceSynchronize() == cudaSuccess &&
                         cudaMemcpy(h, d, n, kind) == cudaSuccess && host_ok(h, n, seed);
                }
                for (int api = 0; api < 2; api++) {
                    snprintf(name, sizeof(name), "%s_%s_%s_%s_GBps", dname, mname,
                             api == 0 ? "memcpy" : "memcpyasync", names[si]);
                    if (!ok) {
                        fail(name, "data");
                        continue;
                    }
                    if (api == 1 && cudaMemcpyAsync(dst, src, n, kind, s) != cudaSuccess) {
                        fail(name, "untimed_copy");
                        continue;
                    }
                    cudaStreamSynchronize(s);
                    double c0 = cpu_s(), t0 = now_s();
                    for (int r = 0; r < reps && e == cudaSuccess; r++)
                        e = api == 0 ? cudaMemcpy(dst, src, n, kind)
                                     : cudaMemcpyAsync(dst, src, n, kind, s);
                    if (e == cudaSuccess && api == 1)
                        e = cudaStreamSynchronize(s);
                    double t = now_s() - t0, c = cpu_s() - c0;
                    if (e != cudaSuccess) {
                        fail(name, cudaGetErrorName(e));
                        e = cudaSuccess;
                        continue;
                    }
                    printf("metric %s %.3f\n", name, (double)n * reps / t / 1e9);
                    if (mem == 0 && n >= ((size_t)8 << 20)) {
                        cpu[dir] += c;
                        bytes[dir] += (double)n * reps;
                    }
                }
            }
        }
        fflush(stdout);
    }
    for (int dir = 0; dir < 2; dir++)
        if (bytes[dir] > 0)
            printf("metric cpu_%s_pageable_ms_per_GB %.3f\n", dir == 0 ? "h2d" : "d2h",
                   cpu[dir] * 1e3 / (bytes[dir] / 1e9));
    long rss1 = rss_kib();
    if (rss0 >= 0 && rss1 >= 0)
        printf("metric host_mem_growth_MiB %.1f\n", (rss1 - rss0) / 1024.0);
    cudaFreeHost(pinned);
    cudaFree(d);
    cudaFree(g_bad);
    cudaStreamDestroy(s);
    free(pageable);
    return g_failed;
}
