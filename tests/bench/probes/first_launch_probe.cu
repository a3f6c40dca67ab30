/*
 * first_launch_probe: where the first kernel launch of a process spends its time, by steps, so
 * that bench_hot's startup_first_launch (one sample: the first <<<>>> launch and its stream
 * synchronisation) can be compared part by part between NVIDIA's library and ours. Not a
 * benchmark of run.sh's default set: run it with BENCH_BIN (README.md), whose triples and
 * medians fit single samples per process.
 *
 * After the set-up bench_hot makes (a non-blocking stream, an event, 4 KiB of device and pinned
 * memory), in this order, each step timed alone (ns):
 *   first_sync_idle      cudaStreamSynchronize of the new, idle stream
 *   first_launch_a       the first launch of the module (k_a) and its synchronisation: the
 *                        module's load, k_a's load in the context, the launch
 *   second_launch_a      k_a again (neither load)
 *   first_launch_b       another kernel of the same module (k_b): its load and the launch
 *   first_attr_c         cudaFuncGetAttributes of a third (k_c): its load without a launch
 *   first_launch_c       k_c's first launch after that
 *
 * stdout: "metric <name> <ns>"; exit status 0, 1 when a step failed, 2 without a GPU.
 */
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

__global__ void k_a(int *p)
{
    if (p != NULL)
        p[0] = 1;
}
__global__ void k_b(int *p)
{
    if (p != NULL)
        p[1] = 2;
}
__global__ void k_c(int *p)
{
    if (p != NULL)
        p[2] = 3;
}

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int g_failed;

static void report(const char *name, uint64_t t0, cudaError_t e)
{
    uint64_t t1 = now_ns();
    if (e == cudaSuccess) {
        printf("metric %s %.1f\n", name, (double)(t1 - t0));
    } else {
        printf("metric %s FAIL:%s\n", name, cudaGetErrorName(e));
        g_failed = 1;
    }
    fflush(stdout); /* one write per step: a system-call trace shows where each ends */
}

static cudaError_t launched(cudaStream_t st)
{
    cudaError_t e = cudaGetLastError();
    return e == cudaSuccess ? cudaStreamSynchronize(st) : e;
}

int main(void)
{
    cudaError_t e = cudaSetDevice(0);
    if (e == cudaSuccess)
        e = cudaFree(0);
    if (e != cudaSuccess) {
        fprintf(stderr, "first_launch_probe: first CUDA call failed: %s\n", cudaGetErrorName(e));
        return 2;
    }
    cudaStream_t st;
    cudaEvent_t ev;
    int *d = NULL, *h = NULL;
    if (cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking) != cudaSuccess ||
        cudaEventCreate(&ev) != cudaSuccess || cudaMalloc((void **)&d, 4096) != cudaSuccess ||
        cudaMallocHost((void **)&h, 4096) != cudaSuccess) {
        fprintf(stderr, "first_launch_probe: set-up failed\n");
        return 1;
    }
    uint64_t t0 = now_ns();
    report("first_sync_idle", t0, cudaStreamSynchronize(st));
    t0 = now_ns();
    k_a<<<1, 1, 0, st>>>(d);
    report("first_launch_a", t0, launched(st));
    t0 = now_ns();
    k_a<<<1, 1, 0, st>>>(d);
    report("second_launch_a", t0, launched(st));
    t0 = now_ns();
    k_b<<<1, 1, 0, st>>>(d);
    report("first_launch_b", t0, launched(st));
    struct cudaFuncAttributes attr;
    t0 = now_ns();
    report("first_attr_c", t0, cudaFuncGetAttributes(&attr, k_c));
    t0 = now_ns();
    k_c<<<1, 1, 0, st>>>(d);
    report("first_launch_c", t0, launched(st));
    return g_failed;
}
