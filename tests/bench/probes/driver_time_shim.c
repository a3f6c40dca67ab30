/*
 * driver_time_shim: which driver calls a CUDA runtime makes to load modules and launch kernels,
 * when, and how long each takes, the same way under NVIDIA's libcudart.so.13 and ours (a probe
 * for tests/bench/probes/first_launch_probe; not a benchmark). LD_PRELOAD it: it interposes dlsym, so
 * that the runtime's lookup of cuGetProcAddress_v2 (or cuGetProcAddress) in libcuda.so.1 gets a
 * wrapper, which hands out timed wrappers for the calls listed below and the driver's own entry
 * for everything else.
 *
 * stderr, one line per wrapped call:
 *     drv <start us since the first lookup> <name> <us> <result>
 * and one line per cuGetProcAddress lookup of a wrapped name: "lookup <us> <name> <flags>".
 * Calls made with per-thread-default-stream entries are not wrapped (the runtime's twins): the
 * probe uses the legacy default stream's entries only.
 */
#define _GNU_SOURCE
#include <cuda.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static uint64_t t_zero;

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void note(const char *name, uint64_t t0, CUresult r)
{
    uint64_t t1 = now_ns();
    fprintf(stderr, "drv %.1f %s %.1f %d\n", (t0 - t_zero) / 1e3, name, (t1 - t0) / 1e3, (int)r);
}

/* The calls wrapped: name, parameters, arguments. */
#define WRAPPED(X)                                                                                 \
    X(cuLibraryLoadData,                                                                           \
      (CUlibrary * l, const void *code, CUjit_option *jo, void **jv, unsigned nj,                  \
       CUlibraryOption *lo, void **lv, unsigned nl),                                               \
      (l, code, jo, jv, nj, lo, lv, nl))                                                           \
    X(cuLibraryGetKernel, (CUkernel * k, CUlibrary l, const char *n), (k, l, n))                   \
    X(cuLibraryGetModule, (CUmodule * m, CUlibrary l), (m, l))                                     \
    X(cuLibraryGetManaged, (CUdeviceptr * p, size_t * b, CUlibrary l, const char *n),              \
      (p, b, l, n))                                                                                \
    X(cuLibraryGetGlobal, (CUdeviceptr * p, size_t * b, CUlibrary l, const char *n), (p, b, l, n)) \
    X(cuKernelGetFunction, (CUfunction * f, CUkernel k), (f, k))                                   \
    X(cuKernelGetAttribute, (int *v, CUfunction_attribute a, CUkernel k, CUdevice d),              \
      (v, a, k, d))                                                                                \
    X(cuFuncGetAttribute, (int *v, CUfunction_attribute a, CUfunction f), (v, a, f))               \
    X(cuModuleLoadData, (CUmodule * m, const void *image), (m, image))                             \
    X(cuModuleLoadFatBinary, (CUmodule * m, const void *image), (m, image))                        \
    X(cuModuleGetFunction, (CUfunction * f, CUmodule m, const char *n), (f, m, n))                 \
    X(cuLaunchKernel,                                                                              \
      (CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, \
       unsigned shmem, CUstream s, void **params, void **extra),                                   \
      (f, gx, gy, gz, bx, by, bz, shmem, s, params, extra))                                        \
    X(cuLaunchKernelEx, (const CUlaunchConfig *c, CUfunction f, void **params, void **extra),      \
      (c, f, params, extra))                                                                       \
    X(cuStreamSynchronize, (CUstream s), (s))                                                      \
    X(cuCtxSynchronize, (void), ())                                                                \
    X(cuDevicePrimaryCtxRetain, (CUcontext * c, CUdevice d), (c, d))

/* One wrapper per call: the driver's entry, then the timed call. */
#define WRAP(name, params, args)                                                                   \
    static CUresult(CUDAAPI *real_##name) params;                                                  \
    static CUresult CUDAAPI w_##name params                                                        \
    {                                                                                              \
        uint64_t t0 = now_ns();                                                                    \
        CUresult r = real_##name args;                                                             \
        note(#name, t0, r);                                                                        \
        return r;                                                                                  \
    }
WRAPPED(WRAP)

#define ENTRY(name, params, args) {#name, (void **)&real_##name, (void *)w_##name},
static const struct {
    const char *name;
    void **real;
    void *wrapper;
} wrapped[] = {WRAPPED(ENTRY)};

typedef CUresult(CUDAAPI *get_proc_v2_fn)(const char *, void **, int, cuuint64_t,
                                          CUdriverProcAddressQueryResult *);
typedef CUresult(CUDAAPI *get_proc_fn)(const char *, void **, int, cuuint64_t);
static get_proc_v2_fn real_get_proc_v2;
static get_proc_fn real_get_proc;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* The wrapper for a looked-up entry, or the entry itself. */
static void *swap(const char *symbol, void *fn, cuuint64_t flags)
{
    if (fn == NULL || (flags & CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM))
        return fn;
    for (size_t i = 0; i < sizeof(wrapped) / sizeof(wrapped[0]); i++) {
        if (strcmp(symbol, wrapped[i].name) != 0)
            continue;
        pthread_mutex_lock(&lock);
        void *out = fn;
        if (*wrapped[i].real == NULL || *wrapped[i].real == fn) {
            *wrapped[i].real = fn;
            out = wrapped[i].wrapper;
        }
        pthread_mutex_unlock(&lock);
        fprintf(stderr, "lookup %.1f %s %llu\n", (now_ns() - t_zero) / 1e3, symbol,
                (unsigned long long)flags);
        return out;
    }
    return fn;
}

static CUresult CUDAAPI w_get_proc_v2(const char *symbol, void **pfn, int version, cuuint64_t flags,
                                      CUdriverProcAddressQueryResult *status)
{
    CUresult r = real_get_proc_v2(symbol, pfn, version, flags, status);
    if (r == CUDA_SUCCESS && pfn != NULL && symbol != NULL)
        *pfn = swap(symbol, *pfn, flags);
    return r;
}

static CUresult CUDAAPI w_get_proc(const char *symbol, void **pfn, int version, cuuint64_t flags)
{
    CUresult r = real_get_proc(symbol, pfn, version, flags);
    if (r == CUDA_SUCCESS && pfn != NULL && symbol != NULL)
        *pfn = swap(symbol, *pfn, flags);
    return r;
}

typedef void *(*dlsym_fn)(void *, const char *);
static dlsym_fn real_dlsym(void)
{
    static dlsym_fn f;
    if (f == NULL)
        f = (dlsym_fn)dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.34");
    if (f == NULL)
        f = (dlsym_fn)dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.2.5");
    return f;
}

void *dlsym(void *handle, const char *symbol)
{
    void *p = real_dlsym()(handle, symbol);
    if (p == NULL || symbol == NULL)
        return p;
    if (t_zero == 0)
        t_zero = now_ns();
    if (strcmp(symbol, "cuGetProcAddress_v2") == 0) {
        real_get_proc_v2 = (get_proc_v2_fn)p;
        return (void *)w_get_proc_v2;
    }
    if (strcmp(symbol, "cuGetProcAddress") == 0) {
        real_get_proc = (get_proc_fn)p;
        return (void *)w_get_proc;
    }
    return p;
}
