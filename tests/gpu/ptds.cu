/*
 * ptds: built with --default-stream per-thread, so stream 0 is each thread's own default stream
 * and the header maps calls to their _ptsz/_ptds variants. Launches and copies on stream 0 from
 * the main thread and from several threads at once, plus the explicit special streams.
 */
#include "common.h"

#include <pthread.h>

__global__ void k_fill_add(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = p[i] + v + i;
}

static int round_trip(int v, int quiet)
{
    const int n = 4096;
    static __thread int h[4096];
    int *d = NULL;
    cudaError_t e1 = cudaMalloc((void **)&d, n * sizeof(int));
    cudaError_t e2 = cudaMemset(d, 0, n * sizeof(int));
    k_fill_add<<<n / 256, 256>>>(d, v, n);
    cudaError_t e3 = cudaGetLastError();
    cudaError_t e4 = cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, 0);
    cudaError_t e5 = cudaStreamSynchronize(0);
    int ok = 1;
    for (int i = 0; i < n; i++)
        ok &= h[i] == v + i;
    k_fill_add<<<n / 256, 256>>>(d, 1, n);
    cudaError_t e6 = cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        ok &= h[i] == v + 2 * i + 1;
    cudaError_t e7 = cudaStreamQuery(0);
    cudaError_t e8 = cudaFree(d);
    if (!quiet) {
        printf("  malloc=%s memset=%s launch=%s memcpyAsync=%s sync=%s\n", ename(e1), ename(e2),
               ename(e3), ename(e4), ename(e5));
        printf("  memcpy=%s query=%s free=%s\n", ename(e6), ename(e7), ename(e8));
    }
    return ok && !e1 && !e2 && !e3 && !e4 && !e5 && !e6 && !e7 && !e8;
}

static void *worker(void *arg)
{
    int id = (int)(intptr_t)arg;
    int ok = 1;
    for (int r = 0; r < 20; r++)
        ok &= round_trip(id * 100 + r, 1);
    return (void *)(intptr_t)ok;
}

int main(void)
{
    START();
    SECTION("main thread");
    CHECKT("round trip on the per-thread stream", round_trip(5, 0));
    unsigned flags = 99;
    CALL(cudaStreamGetFlags(0, &flags));
    SHOW("flags(0)=%u", flags);
    CALL(cudaStreamGetFlags(cudaStreamPerThread, &flags));
    SHOW("flags(cudaStreamPerThread)=%u", flags);
    int prio = 99;
    CALL(cudaStreamGetPriority(0, &prio));
    SHOW("priority(0)=%d", prio);
    cudaStreamCaptureStatus cs = (cudaStreamCaptureStatus)99;
    CALL(cudaStreamIsCapturing(0, &cs));
    SHOW("capturing(0)=%d", (int)cs);

    SECTION("legacy stream explicitly");
    int *d = NULL, h[256];
    CALL(cudaMalloc((void **)&d, sizeof h));
    CALL(cudaMemsetAsync(d, 0, sizeof h, cudaStreamLegacy));
    k_fill_add<<<1, 256, 0, cudaStreamLegacy>>>(d, 7, 256);
    CALL(cudaGetLastError());
    CALL(cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, cudaStreamLegacy));
    CALL(cudaStreamSynchronize(cudaStreamLegacy));
    int ok = 1;
    for (int i = 0; i < 256; i++)
        ok &= h[i] == 7 + i;
    CHECKT("legacy stream round trip", ok);
    CALL(cudaFree(d));

    SECTION("threads");
    pthread_t t[4];
    int started = 0;
    for (int i = 0; i < 4; i++)
        started += pthread_create(&t[i], NULL, worker, (void *)(intptr_t)(i + 1)) == 0;
    CHECK(started == 4);
    ok = 1;
    for (int i = 0; i < started; i++) {
        void *r = NULL;
        pthread_join(t[i], &r);
        ok &= (int)(intptr_t)r;
    }
    CHECKT("4 threads x 20 round trips on their own default streams", ok);
    CALL(cudaDeviceSynchronize());
    LASTERR();
    return FINISH();
}
