/*
 * regload: what a module's first use answers when device memory is exhausted at that moment, and
 * whether a later use, once memory is free again, works (a failed load retried) or keeps failing
 * (the failure remembered). Two modules: this file's (a plain kernel) and regload_mod.cu's (a
 * kernel and a __managed__ variable). Each case runs in a child process, so that the module's
 * first use really is after the exhaustion. Memory is exhausted politely: device memory only, in
 * large chunks down to 1 MiB until cudaErrorMemoryAllocation, all freed before the case ends.
 */
#include "common.h"

extern "C" const void *regload_managed_stub(void);
extern "C" const void *regload_managed_symbol(void);

__global__ void regload_kernel(int *out, int v)
{
    out[0] = v;
}

enum { MAX_CHUNKS = 4096 };
static void *chunks[MAX_CHUNKS];
static int nchunks;

/* Allocates device memory until none is left; prints only whether it got there. */
static void exhaust(void)
{
    size_t sizes[] = {(size_t)4 << 30, (size_t)1 << 30, (size_t)256 << 20, (size_t)64 << 20,
                      (size_t)16 << 20, (size_t)4 << 20, (size_t)1 << 20};
    int exhausted = 0;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        while (nchunks < MAX_CHUNKS) {
            void *p = NULL;
            cudaError_t e = cudaMalloc(&p, sizes[s]);
            if (e == cudaErrorMemoryAllocation) {
                exhausted = 1;
                break;
            }
            if (e != cudaSuccess) {
                printf("  exhaust: cudaMalloc -> %s\n", ename(e));
                return;
            }
            chunks[nchunks++] = p;
        }
    }
    printf("  device memory exhausted: %s\n", exhausted ? "yes" : "no");
    /* The failed cudaMalloc is the last error: cleared here, shown once. */
    printf("  cudaGetLastError after exhausting -> %s\n", ename(cudaGetLastError()));
}

static void release(void)
{
    int bad = 0;
    while (nchunks > 0)
        bad |= cudaFree(chunks[--nchunks]) != cudaSuccess;
    printf("  memory released: %s\n", bad ? "with errors" : "yes");
}

static void launch_plain(int *d, int v, const char *when)
{
    printf("  %s:\n", when);
    regload_kernel<<<1, 1>>>(d, v);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
}

static void case_kernel(void)
{
    START();
    int *d = NULL, h = 0;
    CALL(cudaMalloc((void **)&d, sizeof(int)));
    exhaust();
    launch_plain(d, 7, "first launch, memory exhausted");
    cudaFuncAttributes a;
    CALL(cudaFuncGetAttributes(&a, (const void *)regload_kernel));
    release();
    launch_plain(d, 8, "launch after release");
    CALL(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    SHOW("value=%d", h);
    CALL(cudaFree(d));
}

static void launch_managed(int *d, const char *when)
{
    printf("  %s:\n", when);
    void *args[] = {&d};
    CALL(cudaLaunchKernel(regload_managed_stub(), dim3(1), dim3(1), args, 0, 0));
    CALL(cudaDeviceSynchronize());
    void *p = NULL;
    CALL(cudaGetSymbolAddress(&p, regload_managed_symbol()));
    size_t size = 0;
    CALL(cudaGetSymbolSize(&size, regload_managed_symbol()));
    int v = 0;
    CALL(cudaMemcpyFromSymbol(&v, regload_managed_symbol(), sizeof v));
}

static void case_managed(void)
{
    START();
    int *d = NULL, h = 0;
    CALL(cudaMalloc((void **)&d, sizeof(int)));
    exhaust();
    launch_managed(d, "first use, memory exhausted");
    release();
    launch_managed(d, "use after release");
    CALL(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    SHOW("value=%d", h);
    CALL(cudaFree(d));
}

/* The plain module first used after exhaustion, then the managed one (first used after the
 * release): does a failed load of one module affect another? */
static void case_kernel_then_managed(void)
{
    START();
    int *d = NULL, h = 0;
    CALL(cudaMalloc((void **)&d, sizeof(int)));
    exhaust();
    launch_plain(d, 9, "first launch, memory exhausted");
    release();
    launch_managed(d, "managed module after release");
    launch_plain(d, 10, "plain module after release");
    CALL(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    SHOW("value=%d", h);
    CALL(cudaFree(d));
}

int main(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    ocr_report_loaded();
    ocr_isolated_timed("kernel", case_kernel, 120);
    ocr_isolated_timed("managed", case_managed, 120);
    ocr_isolated_timed("kernel_then_managed", case_kernel_then_managed, 120);
    return FINISH();
}
