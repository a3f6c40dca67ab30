/*
 * drvctx: contexts the application makes current through the driver API (cuCtxCreate, the
 * primary context through cuDevicePrimaryCtxRetain + cuCtxSetCurrent, push/pop) and what the
 * runtime does with them: cudaGetDevice, where cudaMalloc allocates, kernel launches, and which
 * context is current afterwards. libcuda.so.1 is opened with dlopen so that the program also
 * starts, and reports the runtime's no-driver error, on a machine without a driver.
 */
#include "common.h"

#include <cuda.h>
#include <dlfcn.h>

__global__ void k_store(int *p, int v) { p[threadIdx.x] = v; }

typedef CUresult (*pfn_cuInit)(unsigned);
typedef CUresult (*pfn_cuDeviceGet)(CUdevice *, int);
typedef CUresult (*pfn_cuCtxCreate_v2)(CUcontext *, unsigned, CUdevice);
typedef CUresult (*pfn_cuCtxCreate_v4)(CUcontext *, CUctxCreateParams *, unsigned, CUdevice);
typedef CUresult (*pfn_cuCtxDestroy)(CUcontext);
typedef CUresult (*pfn_cuCtxGetCurrent)(CUcontext *);
typedef CUresult (*pfn_cuCtxSetCurrent)(CUcontext);
typedef CUresult (*pfn_cuCtxPushCurrent)(CUcontext);
typedef CUresult (*pfn_cuCtxPopCurrent)(CUcontext *);
typedef CUresult (*pfn_cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
typedef CUresult (*pfn_cuDevicePrimaryCtxRelease)(CUdevice);
typedef CUresult (*pfn_cuPointerGetAttribute)(void *, CUpointer_attribute, CUdeviceptr);

static struct {
    pfn_cuInit Init;
    pfn_cuDeviceGet DeviceGet;
    pfn_cuCtxCreate_v2 CtxCreate_v2;
    pfn_cuCtxCreate_v4 CtxCreate_v4;
    pfn_cuCtxDestroy CtxDestroy;
    pfn_cuCtxGetCurrent CtxGetCurrent;
    pfn_cuCtxSetCurrent CtxSetCurrent;
    pfn_cuCtxPushCurrent CtxPushCurrent;
    pfn_cuCtxPopCurrent CtxPopCurrent;
    pfn_cuDevicePrimaryCtxRetain PrimaryCtxRetain;
    pfn_cuDevicePrimaryCtxRelease PrimaryCtxRelease;
    pfn_cuPointerGetAttribute PointerGetAttribute;
} cu;

static CUcontext g_foreign, g_primary;

static const char *ctx_name(CUcontext c)
{
    if (c == NULL)
        return "none";
    if (c == g_foreign)
        return "foreign";
    if (c == g_primary)
        return "primary";
    return "other";
}

static void show_current(const char *when)
{
    CUcontext c = (CUcontext)0x1;
    CUresult r = cu.CtxGetCurrent(&c);
    printf("  current %s: %s (cu %d)\n", when, ctx_name(c), (int)r);
}

static void show_alloc_ctx(void *p)
{
    CUcontext c = NULL;
    CUresult r = cu.PointerGetAttribute(&c, CU_POINTER_ATTRIBUTE_CONTEXT, (CUdeviceptr)p);
    printf("  allocation context: %s (cu %d)\n", r == CUDA_SUCCESS ? ctx_name(c) : "?", (int)r);
}

#define CU(expr)                                                                                   \
    do {                                                                                           \
        CUresult r_ = (expr);                                                                      \
        printf("%s -> cu %d\n", #expr, (int)r_);                                                   \
    } while (0)

static void show_device_flags(const char *when)
{
    unsigned flags = 0xdead;
    cudaError_t e = cudaGetDeviceFlags(&flags);
    printf("cudaGetDeviceFlags(&flags) %s -> %s flags=0x%x\n", when, ename(e), flags);
}

/* cudaGetDeviceFlags while contexts the application created with given flags are current. */
static void device_flags_of_contexts(CUdevice dev)
{
    static const unsigned created[] = {0, CU_CTX_SCHED_SPIN, CU_CTX_SCHED_YIELD,
                                       CU_CTX_SCHED_BLOCKING_SYNC,
                                       CU_CTX_SCHED_BLOCKING_SYNC | CU_CTX_LMEM_RESIZE_TO_MAX};
    for (size_t i = 0; i < sizeof created / sizeof created[0]; i++) {
        CUcontext c = NULL;
        CUctxCreateParams params;
        memset(&params, 0, sizeof params);
        CUresult r = cu.CtxCreate_v2 ? cu.CtxCreate_v2(&c, created[i], dev)
                                     : cu.CtxCreate_v4(&c, &params, created[i], dev);
        printf("cuCtxCreate(&c, 0x%x, dev) -> cu %d\n", created[i], (int)r);
        if (r != CUDA_SUCCESS)
            continue;
        show_device_flags("with it current");
        CU(cu.CtxPushCurrent(g_primary));
        show_device_flags("with the primary context pushed on it");
        CUcontext popped = NULL;
        CU(cu.CtxPopCurrent(&popped));
        CU(cu.CtxDestroy(c));
        show_current("after cuCtxDestroy");
        show_device_flags("after it was destroyed");
    }
}

static int alloc_and_launch(int v)
{
    int *d = NULL, h[32];
    int dev = -5;
    CALL(cudaGetDevice(&dev));
    SHOW("dev=%d", dev);
    show_current("before cudaMalloc");
    if (CALL(cudaMalloc((void **)&d, sizeof h)) != cudaSuccess)
        return 0;
    show_current("after cudaMalloc");
    show_alloc_ctx(d);
    k_store<<<1, 32>>>(d, v);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    memset(h, 0, sizeof h);
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    CALL(cudaFree(d));
    show_current("after cudaFree");
    int ok = 1;
    for (int i = 0; i < 32; i++)
        ok &= h[i] == v;
    return ok;
}

static int load_driver(void)
{
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        printf("libcuda.so.1: not loadable\n");
        return 0;
    }
#define SYM(field, name) cu.field = (decltype(cu.field))dlsym(lib, name)
    SYM(Init, "cuInit");
    SYM(DeviceGet, "cuDeviceGet");
    SYM(CtxCreate_v2, "cuCtxCreate_v2");
    SYM(CtxCreate_v4, "cuCtxCreate_v4");
    SYM(CtxDestroy, "cuCtxDestroy_v2");
    SYM(CtxGetCurrent, "cuCtxGetCurrent");
    SYM(CtxSetCurrent, "cuCtxSetCurrent");
    SYM(CtxPushCurrent, "cuCtxPushCurrent_v2");
    SYM(CtxPopCurrent, "cuCtxPopCurrent_v2");
    SYM(PrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
    SYM(PrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2");
    SYM(PointerGetAttribute, "cuPointerGetAttribute");
#undef SYM
    if (!cu.Init || !cu.DeviceGet || !(cu.CtxCreate_v2 || cu.CtxCreate_v4) || !cu.CtxDestroy ||
        !cu.CtxGetCurrent || !cu.CtxSetCurrent || !cu.CtxPushCurrent || !cu.CtxPopCurrent ||
        !cu.PrimaryCtxRetain || !cu.PrimaryCtxRelease || !cu.PointerGetAttribute) {
        printf("libcuda.so.1: missing entry points\n");
        return 0;
    }
    CUresult r = cu.Init(0);
    printf("cuInit(0) -> cu %d\n", (int)r);
    return r == CUDA_SUCCESS;
}

int main(void)
{
    CUdevice dev = 0;
    if (!load_driver()) {
        /* No driver: let the runtime report its own error and stop (exit 2). */
        START();
        return FINISH();
    }
    CU(cu.DeviceGet(&dev, 0));
    CU(cu.PrimaryCtxRetain(&g_primary, dev));
    CUctxCreateParams params;
    memset(&params, 0, sizeof params);
    CUresult r = cu.CtxCreate_v2 ? cu.CtxCreate_v2(&g_foreign, 0, dev)
                                 : cu.CtxCreate_v4(&g_foreign, &params, 0, dev);
    printf("cuCtxCreate(&foreign, 0, dev) -> cu %d\n", (int)r);
    show_current("after cuCtxCreate");

    SECTION("foreign context current before the runtime's first call");
    START();
    show_current("after cudaGetDeviceCount");
    CHECKT("kernel in foreign context", alloc_and_launch(1));

    SECTION("cudaSetDevice with a foreign context current");
    CALL(cudaSetDevice(0));
    show_current("after cudaSetDevice(0)");
    CHECKT("kernel after cudaSetDevice", alloc_and_launch(2));

    SECTION("foreign context made current again");
    CU(cu.CtxSetCurrent(g_foreign));
    CHECKT("kernel in foreign context again", alloc_and_launch(3));

    SECTION("primary context made current by the application");
    CU(cu.CtxSetCurrent(g_primary));
    CHECKT("kernel in primary context", alloc_and_launch(4));

    SECTION("no context current");
    CU(cu.CtxSetCurrent(NULL));
    show_current("after cuCtxSetCurrent(NULL)");
    CHECKT("kernel with no context current", alloc_and_launch(5));

    SECTION("foreign context pushed");
    CU(cu.CtxPushCurrent(g_foreign));
    CHECKT("kernel in pushed foreign context", alloc_and_launch(6));
    CUcontext popped = NULL;
    r = cu.CtxPopCurrent(&popped);
    printf("cuCtxPopCurrent(&popped) -> cu %d popped=%s\n", (int)r, ctx_name(popped));
    show_current("after pop");

    SECTION("device flags while contexts the application created are current");
    device_flags_of_contexts(dev);
    CU(cu.CtxSetCurrent(NULL));
    show_device_flags("with no context current");

    SECTION("foreign context destroyed");
    CU(cu.CtxSetCurrent(g_primary));
    CU(cu.CtxDestroy(g_foreign));
    g_foreign = (CUcontext)0x1; /* no longer a valid context: never equals a live one */
    show_current("after cuCtxDestroy");
    CHECKT("kernel after foreign context destroyed", alloc_and_launch(7));

    SECTION("reset with the primary context retained by the application");
    CALL(cudaDeviceReset());
    show_current("after cudaDeviceReset");
    CHECKT("kernel after reset", alloc_and_launch(8));
    CU(cu.PrimaryCtxRelease(dev));
    LASTERR();
    return FINISH();
}
