/*
 * A program for the timeline trace's no-GPU test (timeline_env.sh): calls with arguments of every
 * kind the decoder knows (numbers, enums, pointers, handles, strings with characters JSON must
 * escape, dim3, extents, pitched pointers, launch configurations, outputs), from two threads.
 * Without a driver each answers the initialisation's error; the trace records them all.
 *   timeline_calls none   makes no runtime call (no trace may be written)
 *   timeline_calls fork   prints its id, makes one call, forks a child that prints its id and
 *                         makes three, waits for it, then makes three more (four in its trace)
 */
#include <cuda_runtime_api.h>

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void *other_thread(void *arg)
{
    (void)arg;
    int device = -1;
    cudaGetDevice(&device);
    cudaDeviceSynchronize();
    return NULL;
}

static int forking(void)
{
    int count = -1;
    printf("parent %ld\n", (long)getpid());
    fflush(stdout);
    cudaGetDeviceCount(&count);
    pid_t child = fork();
    if (child == 0) {
        printf("child %ld\n", (long)getpid());
        fflush(stdout);
        void *p = NULL;
        cudaMalloc(&p, 256);
        cudaMalloc(&p, 512);
        cudaFree(p);
        return 0; /* the runtime's end (atexit) writes the child's trace */
    }
    int st = 0;
    if (child < 0 || waitpid(child, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0)
        return 1;
    cudaGetDeviceCount(&count);
    cudaDeviceSynchronize();
    cudaDeviceSynchronize();
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "none") == 0)
        return 0;
    if (argc > 1 && strcmp(argv[1], "fork") == 0)
        return forking();
    void *p = NULL;
    int count = -1;
    cudaStream_t s = (cudaStream_t)0x1234;
    cudaEvent_t ev = (cudaEvent_t)0x5678;
    char host[64];
    cudaGetDeviceCount(&count);
    cudaMalloc(&p, 1 << 20);
    cudaMemcpy(p, host, sizeof host, cudaMemcpyHostToDevice);
    cudaMemcpyAsync(host, p, sizeof host, cudaMemcpyDeviceToHost, s);
    cudaMemsetAsync(p, 7, 4096, s);
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventRecord(ev, s);
    cudaEventRecord(ev, s); /* the same handles: the same stable ids */
    void *args[1] = {&p};
    cudaLaunchKernel((const void *)main, (dim3){4, 2, 1}, (dim3){256, 1, 1}, args, 128, s);
    cudaLaunchConfig_t cfg = {
        .gridDim = {8, 1, 1}, .blockDim = {32, 4, 1}, .dynamicSmemBytes = 64, .stream = s};
    cudaLaunchKernelExC(&cfg, (const void *)main, args);
    struct cudaPitchedPtr pitched = {0};
    struct cudaExtent extent = {64, 8, 2};
    cudaMalloc3D(&pitched, extent);
    cudaMemset3D(pitched, 0, extent);
    enum cudaDriverEntryPointQueryResult q;
    void *fn = NULL;
    cudaGetDriverEntryPoint("cuMemAlloc \"quoted\"\n\ttab\\", &fn, cudaEnableDefault, &q);
    cudaFree(p);
    pthread_t t;
    if (pthread_create(&t, NULL, other_thread, NULL) == 0)
        pthread_join(t, NULL);
    printf("done\n");
    return 0;
}
