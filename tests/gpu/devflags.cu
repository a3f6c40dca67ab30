/*
 * devflags: cudaSetDeviceFlags/cudaGetDeviceFlags before the primary context is active, after it
 * is, after cudaDeviceReset, and through cudaInitDevice. Runs in a fresh process: nothing may
 * activate the context before the first section.
 */
#include "common.h"

__global__ void k_store(int *p, int v) { p[threadIdx.x] = v; }

static void show_flags(void)
{
    unsigned f = 0xdeadbeef;
    cudaError_t e = cudaGetDeviceFlags(&f);
    printf("cudaGetDeviceFlags(&f) -> %s flags=0x%x\n", ename(e), f);
    if (e != cudaSuccess)
        LASTERR();
}

static void set_flags(unsigned f)
{
    printf("cudaSetDeviceFlags(0x%x)", f);
    cudaError_t e = cudaSetDeviceFlags(f);
    printf(" -> %s\n", ename(e));
    if (e != cudaSuccess)
        LASTERR();
    show_flags();
}

static int kernel_ok(int v)
{
    int *d = NULL, h[32];
    CALL(cudaMalloc((void **)&d, sizeof h));
    k_store<<<1, 32>>>(d, v);
    CALL(cudaDeviceSynchronize());
    memset(h, 0, sizeof h);
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    CALL(cudaFree(d));
    int ok = 1;
    for (int i = 0; i < 32; i++)
        ok &= h[i] == v;
    return ok;
}

int main(void)
{
    START();
    SECTION("before the context is active");
    show_flags();
    CALL(cudaGetDeviceFlags(NULL));
    set_flags(0xffff);
    set_flags(0x100);
    set_flags(cudaDeviceScheduleSpin | cudaDeviceScheduleYield);
    set_flags(cudaDeviceScheduleBlockingSync);
    set_flags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost);
    set_flags(cudaDeviceScheduleYield | cudaDeviceLmemResizeToMax);
    set_flags(cudaDeviceScheduleAuto);

    SECTION("context active");
    CALL(cudaFree(0));
    show_flags();
    set_flags(cudaDeviceScheduleAuto);
    set_flags(cudaDeviceScheduleSpin);
    set_flags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost);
    set_flags(0xffff);
    CHECKT("kernel with flags set", kernel_ok(1));

    SECTION("after reset");
    CALL(cudaDeviceReset());
    show_flags();
    set_flags(cudaDeviceScheduleYield);
    CALL(cudaFree(0));
    show_flags();
    CHECKT("kernel after reset", kernel_ok(2));

    SECTION("cudaInitDevice with flags");
    CALL(cudaDeviceReset());
    CALL(cudaInitDevice(0, cudaDeviceScheduleSpin, cudaInitDeviceFlagsAreValid));
    show_flags();
    CALL(cudaInitDevice(0, cudaDeviceScheduleBlockingSync, 0));
    show_flags();
    CALL(cudaInitDevice(0, 0xffff, cudaInitDeviceFlagsAreValid));
    show_flags();
    CHECKT("kernel after cudaInitDevice", kernel_ok(3));
    return FINISH();
}
