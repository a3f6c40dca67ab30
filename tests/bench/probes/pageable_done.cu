/*
 * When is a copy from or to pageable memory done? Not a benchmark and not a transcript: a probe
 * of timing behaviour, run under NVIDIA's library and ours by hand (tests/bench/README.md).
 * For 64 KiB to 64 MiB, 30 times each: whether the stream has finished right after the call
 * returns (cudaStreamQuery) for cudaMemcpyAsync host to device on a non-blocking stream and on
 * the legacy stream, cudaMemcpy host to device, cudaMemcpyAsync device to host; then, behind a
 * kernel that spins 100 ms on the stream, how long cudaMemcpyAsync host to device takes to
 * return (whether it waits for the stream's earlier work).
 */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
__global__ void spin(long long cycles) { long long s = clock64(); while (clock64() - s < cycles) {} }
int main(void)
{
    size_t max = 64u << 20;
    unsigned char *h = (unsigned char *)malloc(max), *d = NULL;
    memset(h, 1, max);
    cudaMalloc(&d, max);
    cudaStream_t s; cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    size_t sizes[] = {64u << 10, 1u << 20, 8u << 20, 64u << 20};
    for (int k = 0; k < 4; k++) {
        size_t n = sizes[k];
        int a_s = 0, a_0 = 0, m_0 = 0, d_s = 0;
        for (int r = 0; r < 30; r++) {
            cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s); a_s += cudaStreamQuery(s) == cudaSuccess; cudaStreamSynchronize(s);
            cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0); a_0 += cudaStreamQuery(0) == cudaSuccess; cudaDeviceSynchronize();
            cudaMemcpy(d, h, n, cudaMemcpyHostToDevice); m_0 += cudaStreamQuery(0) == cudaSuccess; cudaDeviceSynchronize();
            cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s); d_s += cudaStreamQuery(s) == cudaSuccess; cudaStreamSynchronize(s);
        }
        printf("%8zu KiB: done at return (of 30): async H2D nonblocking %d, async H2D legacy %d, memcpy H2D %d, async D2H nonblocking %d\n",
               n >> 10, a_s, a_0, m_0, d_s);
    }
    for (int k = 0; k < 4; k++) {
        size_t n = sizes[k];
        spin<<<1, 1, 0, s>>>(200000000LL);
        double t0 = now_ms();
        cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
        double t1 = now_ms();
        cudaError_t q = cudaStreamQuery(s);
        cudaStreamSynchronize(s);
        double t2 = now_ms();
        printf("%8zu KiB after a spinning kernel on the stream: call %.1f ms, query %s, stream done %.1f ms\n", n >> 10, t1 - t0, cudaGetErrorName(q), t2 - t0);
    }
    printf("%s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
