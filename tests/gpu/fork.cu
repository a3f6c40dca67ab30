/*
 * fork: a process that forks after it used the runtime. The child (which inherits the runtime's
 * state but no usable driver) reports what its calls answer and ends with exit(), running the
 * exit handlers it inherited; the parent then goes on using the GPU. A second child is forked
 * from a process that never used the runtime and initialises it itself. Each child has a
 * deadline, so a hang is part of the transcript ("signal 14").
 */
#include "common.h"

#define N 256

__global__ void k_fill(int *p, int v)
{
    p[threadIdx.x] = v;
}

static int *g_dev;

static void child_calls(void)
{
    int n = -1, d = -1;
    CALL(cudaGetDeviceCount(&n));
    CALL(cudaGetDevice(&d));
    void *p = NULL;
    CALL(cudaMalloc(&p, 64));
    int h[N];
    memset(h, 0, sizeof h);
    CALL(cudaMemcpy(h, g_dev, sizeof h, cudaMemcpyDeviceToHost));
    k_fill<<<1, N>>>(g_dev, 5);
    printf("k_fill<<<1,N>>> in the child\n");
    LASTERR();
    CALL(cudaDeviceSynchronize());
    CALL(cudaStreamQuery(0));
    fflush(stdout);
}

static void child_after_use(void)
{
    alarm(10);
    child_calls();
    exit(0);
}

static void fresh_child(void)
{
    alarm(10);
    int n = -1;
    if (CALL(cudaGetDeviceCount(&n)) != cudaSuccess)
        exit(2);
    SHOW("count %d", n);
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, N * sizeof(int)));
    k_fill<<<1, N>>>(d, 9);
    CALL(cudaGetLastError());
    int h[N];
    memset(h, 0, sizeof h);
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    CHECK(h[0] == 9 && h[N - 1] == 9);
    exit(ocr_checks_failed ? 1 : 0);
}

static void run_child(const char *name, void (*fn)(void))
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        printf("-- child %s\n", name);
        fflush(stdout);
        fn();
        _exit(0);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    if (WIFEXITED(st)) {
        printf("-- child %s: exit %d\n", name, WEXITSTATUS(st));
        if (WEXITSTATUS(st) == 1)
            ocr_checks_failed++;
    } else {
        printf("-- child %s: signal %d\n", name, WIFSIGNALED(st) ? WTERMSIG(st) : -1);
    }
    fflush(stdout);
}

int main(void)
{
    /* A child of a process that has not used the runtime yet. */
    run_child("forked before any runtime call", fresh_child);

    START();
    CALL(cudaMalloc((void **)&g_dev, N * sizeof(int)));
    k_fill<<<1, N>>>(g_dev, 3);
    CALL(cudaDeviceSynchronize());

    run_child("forked after use", child_after_use);

    SECTION("the parent after its child");
    int h[N];
    memset(h, 0, sizeof h);
    CALL(cudaMemcpy(h, g_dev, sizeof h, cudaMemcpyDeviceToHost));
    CHECK(h[0] == 3 && h[N - 1] == 3);
    k_fill<<<1, N>>>(g_dev, 4);
    CALL(cudaGetLastError());
    CALL(cudaMemcpy(h, g_dev, sizeof h, cudaMemcpyDeviceToHost));
    CHECK(h[0] == 4);
    CALL(cudaFree(g_dev));
    LASTERR();
    return FINISH();
}
