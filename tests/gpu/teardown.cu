/*
 * teardown: what the runtime answers while the process exits, and what it leaves to the driver.
 * Each case runs in a child process that uses the runtime and then calls exit(). atexit
 * handlers run in the reverse order of their registration, so probes registered at different
 * moments show when the runtime's own exit work was registered and what it did: one registered
 * before main (before nvcc's registration code, whose handlers unregister the fatbins), one at
 * the start of the case (before any runtime call), one after cudaGetDeviceCount (no context
 * yet), one after the first use of a context, and a destructor of the executable (after every
 * atexit handler, before the libraries' own destructors). Each probe reports the primary
 * context's state as the driver sees it and the runtime's answers to a few calls. (Read from
 * NVIDIA's library: its own end runs after all of these; calls fail only once the driver's exit
 * handlers, registered by cuInit, have run.)
 * libcuda.so.1 is opened with dlopen so that the program also starts without a driver.
 */
#include "common.h"

#include <cuda.h>
#include <dlfcn.h>

__global__ void k_store(int *p, int v) { p[threadIdx.x] = v; }
__global__ void k_noop() {}

typedef CUresult (*pfn_cuDevicePrimaryCtxGetState)(CUdevice, unsigned *, int *);
typedef CUresult (*pfn_cuCtxGetCurrent)(CUcontext *);
typedef CUresult (*pfn_cuDeviceGet)(CUdevice *, int);

static struct {
    pfn_cuDevicePrimaryCtxGetState PrimaryCtxGetState;
    pfn_cuCtxGetCurrent CtxGetCurrent;
    pfn_cuDeviceGet DeviceGet;
} cu;

/* Which probes run in this process: set by a case after its setup succeeded. */
static int g_probe;
static int g_launch_in_probe;

static void probe(const char *when)
{
    if (!g_probe)
        return;
    printf("== probe %s\n", when);
    CUdevice dev = 0;
    unsigned flags = 0;
    int active = -1;
    CUresult r = cu.DeviceGet(&dev, 0);
    if (r == CUDA_SUCCESS)
        r = cu.PrimaryCtxGetState(dev, &flags, &active);
    printf("  driver: primary context active=%d (cu %d)\n", active, (int)r);
    CUcontext cur = NULL;
    r = cu.CtxGetCurrent(&cur);
    printf("  driver: current context %s (cu %d)\n", cur ? "set" : "none", (int)r);
    fflush(stdout);
    int n = -1;
    CALL(cudaGetDeviceCount(&n));
    int d = -1;
    CALL(cudaGetDevice(&d));
    void *p = NULL;
    if (CALL(cudaMalloc(&p, 256)) == cudaSuccess) {
        if (g_launch_in_probe) {
            k_store<<<1, 4>>>((int *)p, 5);
            CALL(cudaGetLastError());
        }
        CALL(cudaDeviceSynchronize());
        CALL(cudaFree(p));
    }
    k_noop<<<1, 1>>>();
    CALL(cudaGetLastError());
    cudaStream_t s = NULL;
    if (CALL(cudaStreamCreate(&s)) == cudaSuccess)
        CALL(cudaStreamDestroy(s));
    CALL(cudaPeekAtLastError());
    fflush(stdout);
}

static void probe_late(void) { probe("atexit registered after first use"); }
static void probe_counted(void) { probe("atexit registered after cudaGetDeviceCount"); }
static void probe_main(void) { probe("atexit registered before the first runtime call"); }
static void probe_early(void) { probe("atexit registered before main"); }
__attribute__((destructor)) static void probe_dtor(void) { probe("destructor of the executable"); }

/* Before the default-priority constructors, so before nvcc's registration code runs. */
__attribute__((constructor(101))) static void register_early(void) { atexit(probe_early); }

static int used(void)
{
    int *d = NULL;
    int h[4] = {0, 0, 0, 0};
    CALL(cudaMalloc(&d, sizeof h));
    k_store<<<1, 4>>>(d, 7);
    CALL(cudaGetLastError());
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    CHECK(h[0] == 7 && h[3] == 7);
    return 0;
}

static void start_or_leave(void)
{
    atexit(probe_main);
    START();
    atexit(probe_counted);
    void *lib = dlopen("libcuda.so.1", RTLD_NOW);
    cu.PrimaryCtxGetState = lib ? (pfn_cuDevicePrimaryCtxGetState)dlsym(lib, "cuDevicePrimaryCtxGetState") : NULL;
    cu.CtxGetCurrent = lib ? (pfn_cuCtxGetCurrent)dlsym(lib, "cuCtxGetCurrent") : NULL;
    cu.DeviceGet = lib ? (pfn_cuDeviceGet)dlsym(lib, "cuDeviceGet") : NULL;
    if (!cu.PrimaryCtxGetState || !cu.CtxGetCurrent || !cu.DeviceGet) {
        printf("libcuda.so.1 without the entry points this test needs: stopping\n");
        fflush(stdout);
        _exit(2);
    }
}

/* The usual end of a program: memory allocated, a kernel run, exit. */
static void case_after_use(void)
{
    start_or_leave();
    used();
    atexit(probe_late);
    g_probe = 1;
    g_launch_in_probe = 1;
    fflush(stdout);
    exit(0);
}

/* Only the device count asked: no context made before the exit. */
static void case_count_only(void)
{
    start_or_leave();
    atexit(probe_late);
    g_probe = 1;
    fflush(stdout);
    exit(0);
}

/* cudaDeviceReset right before the exit. */
static void case_reset(void)
{
    start_or_leave();
    used();
    CALL(cudaDeviceReset());
    atexit(probe_late);
    g_probe = 1;
    fflush(stdout);
    exit(0);
}

/* A sticky error (a kernel fault) left in place at the exit. The fault is a write to a small
 * made-up address (a kernel argument, as in gpu_sticky): always cudaErrorIllegalAddress. A write
 * 1 GiB past an allocation faulted as cudaErrorIllegalAddress or cudaErrorInvalidAddressSpace
 * from one run to the next, under either library, depending on what the driver had mapped
 * there. */
__global__ void k_fault(int *p) { *(volatile int *)p = 1; }
static void case_sticky(void)
{
    start_or_leave();
    used();
    int *d = NULL;
    CALL(cudaMalloc(&d, 4));
    k_fault<<<1, 1>>>((int *)(uintptr_t)0x100);
    CALL(cudaDeviceSynchronize());
    atexit(probe_late);
    g_probe = 1;
    fflush(stdout);
    exit(0);
}

int main(void)
{
    int st = ocr_isolated_timed("after_use", case_after_use, 10);
    if (st == 2)
        return 2;
    ocr_isolated_timed("count_only", case_count_only, 10);
    ocr_isolated_timed("reset", case_reset, 10);
    ocr_isolated_timed("sticky", case_sticky, 10);
    return FINISH();
}
