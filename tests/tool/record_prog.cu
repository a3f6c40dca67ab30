// The program `opencudart record` and `diff` are tested on (tests/tool/record.sh): runtime calls
// of every kind a user's program makes (devices, versions, errors and their strings, memory,
// pointer attributes, streams, events, a kernel launch through <<<>>> and through
// cudaLaunchKernel, a second thread), each result printed. Without a driver every call answers
// the no-driver error; the program's output is the same under either runtime.
#include <cuda_runtime.h>
#include <pthread.h>
#include <stdio.h>

__global__ void fill(int *p, int v)
{
    p[threadIdx.x] = v;
}

static void say(const char *what, cudaError_t e)
{
    printf("%s: %s\n", what, cudaGetErrorName(e));
}

static void *worker(void *arg)
{
    (void)arg;
    int dev = -1;
    say("thread cudaSetDevice", cudaSetDevice(0));
    say("thread cudaGetDevice", cudaGetDevice(&dev));
    cudaStream_t s = NULL;
    say("thread cudaStreamCreate", cudaStreamCreate(&s));
    say("thread cudaStreamDestroy", cudaStreamDestroy(s));
    return NULL;
}

int main(void)
{
    int n = -1, v = -1;
    say("cudaGetDeviceCount", cudaGetDeviceCount(&n));
    say("cudaRuntimeGetVersion", cudaRuntimeGetVersion(&v));
    printf("runtime version %d\n", v);
    say("cudaDriverGetVersion", cudaDriverGetVersion(&v));
    say("cudaGetLastError", cudaGetLastError());
    printf("%s\n", cudaGetErrorString(cudaErrorInvalidValue));
    int *d = NULL;
    say("cudaMalloc", cudaMalloc((void **)&d, 1024));
    struct cudaPointerAttributes a;
    int host = 0;
    say("cudaPointerGetAttributes", cudaPointerGetAttributes(&a, &host));
    cudaStream_t s = NULL;
    say("cudaStreamCreateWithFlags", cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaEvent_t e = NULL;
    say("cudaEventCreate", cudaEventCreate(&e));
    fill<<<1, 32, 0, s>>>(d, 7);
    say("launch", cudaGetLastError());
    void *args[] = {&d, &v};
    say("cudaLaunchKernel",
        cudaLaunchKernel((const void *)fill, dim3(1), dim3(32), args, 0, cudaStreamLegacy));
    int h[32];
    say("cudaMemcpy", cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    say("cudaFree", cudaFree(d));
    say("cudaGetLastError", cudaGetLastError());
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    say("cudaDeviceSynchronize", cudaDeviceSynchronize());
    return 0;
}
