/*
 * opencudart internal interface: the core that every API area uses.
 *
 * Naming: cuda* / __cuda* are exported API entry points; ocr_* are internal functions shared
 * between files (hidden); plain static helpers have no prefix. Internal code never calls an
 * exported cuda* function: that would overwrite the application's last error.
 */
#ifndef OCR_INTERNAL_H
#define OCR_INTERNAL_H

#include <cuda.h>
#include <cudaTypedefs.h>
#include <cuda_runtime_api.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "glibc_baseline.h"

/* What CUDA 13.1-13.4 added to the runtime API (include/cuda13x.h); the library also sees the
 * placeholder of the one function whose prototype is not established. */
#define OCR_CUDA13X_INTERNAL 1
#include "../include/cuda13x.h"

#pragma GCC visibility push(hidden)

#define OCR_LIKELY(x) __builtin_expect(!!(x), 1)
#define OCR_UNLIKELY(x) __builtin_expect(!!(x), 0)

/* ---------------------------------------------------------------------------------------------
 * Driver table (driver.c). One X-macro list of every driver entry point the runtime uses:
 *   X(name, abi_version, ptds)   ptds = 1 when the entry has a per-thread-default-stream twin.
 * The versions are the ones NVIDIA's runtime asks cuGetProcAddress_v2 for.
 * ------------------------------------------------------------------------------------------- */
#include "driver_funcs.h"

struct ocr_driver {
#define OCR_DRV_FIELD(name, ver, ptds) PFN_##name##_v##ver name;
    OCR_DRIVER_FUNCS(OCR_DRV_FIELD)
#undef OCR_DRV_FIELD
};

/* ocr_drv[0]: legacy default stream; ocr_drv[1]: per-thread default stream. Entries without a
 * twin hold the same pointer in both. API bodies take `bool ptds` and call OCR_DRV(ptds).x. */
extern struct ocr_driver ocr_drv[2];

/* Driver call sites, for the fault-injection sweeps of the unit tests (tests/unit/sweep.h). A
 * build of the runtime's objects with OCR_FAULT_SITES (made for the sweep tests only) gives each
 * use of DRV or OCR_DRV a static record in the section ocr_sites (the linker's __start_ocr_sites
 * and __stop_ocr_sites bound them: one per use, one per translation unit for the uses in this
 * header) and names it as the thread's current site just before the table is read, so that the
 * fake driver can tell which site a fault it injects reached. Other builds: a plain table read. */
struct ocr_fault_site {
    const char *file;
    const char *func; /* the function the use is in (the sweeps' exception rules name it) */
    int line;
};
/* Defined by the fake driver: the site the calling thread's next driver call comes from. */
void ocr_fault_site_enter(const struct ocr_fault_site *site);
#ifdef OCR_FAULT_SITES
#define OCR_SITE_MARK()                                                                            \
    ({                                                                                             \
        static const struct ocr_fault_site ocr_site_                                               \
            __attribute__((section("ocr_sites"), used, aligned(8))) = {__FILE__, __func__,         \
                                                                       __LINE__};                  \
        ocr_fault_site_enter(&ocr_site_);                                                          \
    })
#define OCR_DRV(ptds) (*(OCR_SITE_MARK(), &ocr_drv[(ptds) ? 1 : 0]))
#define DRV (*(OCR_SITE_MARK(), &ocr_drv[0]))
#else
#define OCR_DRV(ptds) (ocr_drv[(ptds) ? 1 : 0])
#define DRV (ocr_drv[0])
#endif

/* Load libcuda.so.1 and resolve the table; returns the runtime error NVIDIA's runtime gives
 * when that fails (InsufficientDriver, StubLibrary, ...). Called once, from ocr_init. */
cudaError_t ocr_driver_load(void);
/* Tests install a fake table instead of loading the driver (both halves get `table`); call it
 * before the first API call: process init then uses the fake table. */
void ocr_driver_install(const struct ocr_driver *table);
/* The driver version cuDriverGetVersion reported (0 when not loaded). */
extern int ocr_driver_version;

/* ---------------------------------------------------------------------------------------------
 * Errors (error.c)
 * ------------------------------------------------------------------------------------------- */
/* CUresult -> cudaError_t, as NVIDIA's runtime maps them. */
cudaError_t ocr_error_from_cu(CUresult r);
/* Name ("cudaErrorInvalidValue") or NULL when the code is unknown. */
const char *ocr_error_name(cudaError_t e);
/* Description string or NULL when the code is unknown. */
const char *ocr_error_string(cudaError_t e);
/* The code named `name` (its first `len` characters: "cudaErrorMemoryAllocation"); false for a
 * name the table does not list. */
bool ocr_error_by_name(const char *name, size_t len, cudaError_t *out);
/* What cudaGetErrorName and cudaGetErrorString answer (runtime/error_api.c): the name or the
 * description, and for a code the runtime does not know one shared "unrecognized error code"
 * text, the same object from both. */
const char *ocr_error_name_or_unknown(cudaError_t e);
const char *ocr_error_string_or_unknown(cudaError_t e);

/* ---------------------------------------------------------------------------------------------
 * State (state.c): process init, per-thread state, devices and primary contexts.
 * ------------------------------------------------------------------------------------------- */
#define OCR_MAX_DEVICES 64

struct ocr_seam_call; /* seam.h */

struct ocr_launch_config {
    dim3 grid, block;
    size_t shmem;
    void *stream;
};

struct ocr_thread {
    cudaError_t last_error;   /* last error, cleared by cudaGetLastError */
    int device;               /* the runtime's current device of this thread */
    bool device_set;          /* cudaSetDevice (or a foreign context) chose it */
    CUcontext ctx;            /* the context this thread last used for `device` */
    unsigned reset_gen;       /* ocr_reset_gen when `ctx` was last validated */
    cudaError_t kernel_error; /* why this thread's last __cudaGetKernel found no kernel */
    /* The <<<>>> configuration stack (runtime/launch.c): on the heap, grown without bound as
     * NVIDIA's is, because nvcc's code pushes before it evaluates the kernel's arguments and an
     * argument that throws leaves its entry behind; freed when the thread exits. */
    unsigned config_top, config_cap;
    struct ocr_launch_config *config;
    /* The exported call in progress while something sees calls (src/seam.h: its name and the
     * program's return address, which the checks name), else NULL. */
    struct ocr_seam_call *call;
};

/* Dynamic TLS (TLS descriptors, see CMakeLists.txt), so that dlopen never runs out of static
 * TLS room for this library. */
extern __thread struct ocr_thread ocr_tls;

struct ocr_device {
    CUdevice dev;
    CUcontext pctx; /* primary context handle once retained (stable across resets) */
    bool active;    /* retained and not reset since */
    unsigned flags; /* cudaGetDeviceFlags' answer while the context is inactive */
};

extern int ocr_device_count; /* valid after successful ocr_init */
extern struct ocr_device ocr_devices[OCR_MAX_DEVICES];
extern volatile int ocr_init_state; /* 0 not yet, 1 done ok, -1 failed */
/* Bumped by cudaDeviceReset: threads re-validate their cached context when it changes. */
extern volatile unsigned ocr_reset_gen;
/* Set once the process is exiting: unregistration then leaves the driver alone. Read and
 * written atomically (exit runs while other threads may be inside the library). */
extern int ocr_exiting;
/* The runtime's end (from the last exit handler, or the library's unloading: the lifecycle's,
 * runtime/lifecycle.c): announces end_begin, end_report and end_done (ocr_life, below) around
 * its own part, which releases the primary contexts; later calls answer
 * cudaErrorCudartUnloading, which is not recorded. ocr_unloaded is set then, atomically;
 * ocr_has_ended() reads it. */
void ocr_teardown(void);
extern int ocr_unloaded;
static inline bool ocr_has_ended(void)
{
    return OCR_UNLIKELY(__atomic_load_n(&ocr_unloaded, __ATOMIC_ACQUIRE));
}
static inline bool ocr_is_exiting(void)
{
    return __atomic_load_n(&ocr_exiting, __ATOMIC_ACQUIRE);
}

/* Diagnostics (trace.c), chosen with OPENCUDART_TRACE (see trace.c): ocr_trace_errors reports
 * process init, fatbins without an image for the device, the exit and every failing call (the
 * record's own diagnostic: ocr_trace_failure, below); the trace of every call sees calls
 * through the seam (seam.h). Off, the failure trace costs one predictable branch on failure
 * paths. */
extern int ocr_trace_errors;
/* Launches call this while anything sees calls (seam.h: ocr_intercepting): with any trace on, it
 * names the kernel of a launch that failed, and with "sync" synchronises after each launch and
 * names the kernel that faulted. */
void ocr_trace_launch(CUkernel k, dim3 grid, dim3 block, cudaStream_t stream, bool ptds,
                      cudaError_t result) __attribute__((cold));
void ocr_trace_failure(cudaError_t e, const char *where) __attribute__((cold));
/* Reports what process init found (or why it failed) when tracing. */
void ocr_trace_init(cudaError_t e, int driver_version, int devices);
/* Reports the runtime's end at exit (ocr_teardown) when tracing. */
void ocr_trace_exit(int released);
/* With any trace on when the driver table is made (ocr_driver_load, ocr_driver_install), every
 * entry of `table` is replaced by one that calls it and, when it fails, hands the driver's symbol
 * name to ocr_trace_driver_failure, so that the runtime call's failure line names it
 * (driver_trace.c, generated by generators/gen_driver_trace.py). Traced entries stay as they are.
 */
void ocr_driver_trace(struct ocr_driver table[2]);
void ocr_trace_driver_failure(CUresult r, const char *name) __attribute__((cold));
/* Sets the trace up from an OPENCUDART_TRACE value (done when the library loads). */
void ocr_trace_configure(const char *value);
/* Prints the table of calls per entry point (at exit, with OPENCUDART_TRACE=stats). */
void ocr_trace_report_stats(void);
/* At the runtime's exit: the table, when OPENCUDART_TRACE asked for `stats` at any time. */
void ocr_trace_stats_at_exit(void);

/* Record a failing result as the thread's last error; returns `e` unchanged. Success is never
 * recorded, nor is cudaErrorNotReady. For the few entry points that answer without
 * initialising the runtime (the version queries, cudaGetExportTable): OCR_RETURN_NOINIT. */
static inline cudaError_t ocr_record_plain(cudaError_t e, const char *where)
{
    /* cudaErrorNotReady reports work in flight (queries, elapsed time): never recorded; nor is
     * anything a runtime that has ended answers. */
    if (OCR_UNLIKELY(e != cudaSuccess) && e != cudaErrorNotReady && !ocr_has_ended()) {
        ocr_tls.last_error = e;
        if (OCR_UNLIKELY(ocr_trace_errors))
            ocr_trace_failure(e, where);
    }
    return e;
}

/* Every other exported entry point returns through this (or OCR_RETURN); `where` is the calling
 * function's name, for the trace. NVIDIA's entry points initialise the runtime before they look
 * at their arguments: a call that failed before the runtime was initialised reports why
 * initialisation fails, if it does (no driver, an old one, ...), instead of its own complaint
 * (measured against NVIDIA's library for every entry point by tests/abi/zero_args.c). */
cudaError_t ocr_init_first(cudaError_t e);
static inline cudaError_t ocr_record_in(cudaError_t e, const char *where)
{
    if (OCR_UNLIKELY(e != cudaSuccess) &&
        OCR_UNLIKELY(__atomic_load_n(&ocr_init_state, __ATOMIC_ACQUIRE) != 1))
        e = ocr_init_first(e);
    return ocr_record_plain(e, where);
}
#define ocr_record(e) ocr_record_in((e), __func__)
#define OCR_RETURN(e) return ocr_record(e)
#define OCR_RETURN_NOINIT(e) return ocr_record_plain((e), __func__)

/* An entry point and its per-thread-default-stream twin over one worker: a static function that
 * returns a plain code and takes `bool ptds` last, false for the entry point and true for the
 * twin, which differs only in what stream 0 means. Stream-taking entry points have a `_ptsz`
 * twin, the synchronous copies and memsets a `_ptds` one:
 *   OCR_API_PTSZ(name, (params), args...)   over `name##_common(args..., bool ptds)`
 *   OCR_API_PTDS(name, (params), args...)   the same, for a `_ptds` twin
 *   OCR_API_TWINS(twin, name, (params), worker, args...)   over a worker that several entry
 *       points share, e.g. the synchronous and asynchronous forms of a copy:
 *       OCR_API_TWINS(_ptds, cudaMemset, (void *p, int v, size_t n), memset_common, p, v, n,
 *                     false, NULL)
 * Each defined function is its worker's call, returned through OCR_RETURN. */
#define OCR_API_TWINS(twin, name, params, worker, ...)                                             \
    cudaError_t name params                                                                        \
    {                                                                                              \
        OCR_RETURN(worker(__VA_ARGS__, false));                                                    \
    }                                                                                              \
    cudaError_t name##twin params                                                                  \
    {                                                                                              \
        OCR_RETURN(worker(__VA_ARGS__, true));                                                     \
    }
#define OCR_API_PTSZ(name, params, ...)                                                            \
    OCR_API_TWINS(_ptsz, name, params, name##_common, __VA_ARGS__)
#define OCR_API_PTDS(name, params, ...)                                                            \
    OCR_API_TWINS(_ptds, name, params, name##_common, __VA_ARGS__)

/* Record an unimplemented entry point: last error and result are cudaErrorNotSupported. */
cudaError_t ocr_not_supported(const char *api);

/* Lazy process init: load the driver, cuInit, count devices. Thread-safe, idempotent. */
cudaError_t ocr_init_slow(void);
static inline cudaError_t ocr_init(void)
{
    if (OCR_LIKELY(__atomic_load_n(&ocr_init_state, __ATOMIC_ACQUIRE) == 1))
        return cudaSuccess;
    return ocr_init_slow();
}

/* Enter an API call that needs a context: init, then make sure the thread has a current
 * context (the current device's primary context unless the application made its own current).
 * Returns the error to report. */
cudaError_t ocr_enter_slow(void);
static inline cudaError_t ocr_enter(void)
{
    if (OCR_LIKELY(__atomic_load_n(&ocr_init_state, __ATOMIC_ACQUIRE) == 1)) {
        CUcontext cur;
        if (OCR_LIKELY(DRV.cuCtxGetCurrent(&cur) == CUDA_SUCCESS && cur != NULL &&
                       cur == ocr_tls.ctx &&
                       ocr_tls.reset_gen == __atomic_load_n(&ocr_reset_gen, __ATOMIC_ACQUIRE)))
            return cudaSuccess;
    }
    return ocr_enter_slow();
}

/* Map a failing driver result to the runtime's. A kernel fault that corrupts the context needs
 * no state of ours: the driver fails every later call in that context, and each failure is
 * recorded like any other (what NVIDIA's runtime shows too); so do the streams of a destroyed
 * green context, which NVIDIA's 13.3 runtime on an r580 driver answers with the driver's
 * cudaErrorContextIsDestroyed (docs/BEHAVIOUR.md, "Execution contexts"). */
static inline cudaError_t ocr_cu(CUresult r)
{
    if (OCR_LIKELY(r == CUDA_SUCCESS))
        return cudaSuccess;
    return ocr_error_from_cu(r);
}

/* After ocr_enter: cudaSuccess when the current context is the runtime's primary context of the
 * thread's device, else cudaErrorIncompatibleDriverContext (a context the application made
 * current through the driver API), which the calls that act on the primary context itself
 * answer, as NVIDIA's runtime does. */
cudaError_t ocr_require_primary(void);

/* Retain device `d`'s primary context and make it current on this thread. */
cudaError_t ocr_activate_device(int d);
/* Reset device d's primary context (cudaDeviceReset). */
cudaError_t ocr_reset_device(int d);
/* Device d's primary context, retained once by the runtime (re-retained after a reset),
 * without making it current. */
cudaError_t ocr_primary_context(int d, CUcontext *out);
/* The runtime ordinal of a driver device, -1 for one the runtime does not enumerate. */
int ocr_device_ordinal(CUdevice dev);
/* The driver's handle of runtime device `d`, for the calls that hand the device to the driver
 * unchecked as NVIDIA's runtime does (handle and ordinal are equal on NVIDIA's drivers): an
 * ordinal the runtime does not enumerate goes as it is, for the driver to judge. After a
 * successful ocr_init(). */
CUdevice ocr_cu_device(int d);
/* Validate a device ordinal (after init): cudaErrorInvalidDevice when out of range. */
cudaError_t ocr_check_device(int d);

/* ---------------------------------------------------------------------------------------------
 * The runtime's life as the core announces it. The core (state.c, trace.c) names no feature: it
 * announces its events through these hooks, which the lifecycle owner (runtime/lifecycle.c)
 * sets when the library loads, before any other constructor runs, and which call every part
 * that has state in one fixed order (docs/ARCHITECTURE.md, "Process exit" and "Lifecycle").
 * Every event is cold; a NULL hook does nothing.
 * ------------------------------------------------------------------------------------------- */
struct ocr_life_hooks {
    /* OPENCUDART_TRACE was set (trace.c, at load or later): whether it asks for the timeline. */
    void (*trace_words)(bool timeline);
    /* cuInit succeeded, in the initialising thread: the exit-begun handler is registered now,
     * so that it runs ahead of the driver's own exit handlers. */
    void (*driver_up)(void);
    /* The first initialisation succeeded: each thread that raced into it sets up what its
     * first launch would otherwise allocate. */
    void (*initialised)(void);
    /* The runtime's end (ocr_teardown), before the contexts go; `same_process`: not a child
     * forked after init (which inherits the handlers but no usable driver). */
    void (*end_begin)(bool same_process);
    /* The runtime's end, once, under the contexts' lock, before anything is marked. */
    void (*end_report)(void);
    /* The runtime's end, after the runtime retains were given up (`released` of them). */
    void (*end_done)(int released);
    /* Device d's primary context is reset (cudaDeviceReset): before, while it still exists;
     * after, `reset`: whether it was. */
    void (*reset_before)(int d);
    void (*reset_after)(int d, bool reset);
};
extern struct ocr_life_hooks ocr_life;

/* The phases of a fork, as the lifecycle owner's one pthread_atfork handler calls each part
 * that keeps locks: in prepare it takes the locks a child needs (fixed order); in the parent it
 * releases them; in the child it makes them new and drops what the parent's threads held. */
enum ocr_fork { OCR_FORK_PREPARE, OCR_FORK_PARENT, OCR_FORK_CHILD };
/* The core's parts: the contexts' lock (state.c), the registry and its reader records
 * (registry.c, reclaim.c). */
void ocr_state_fork(enum ocr_fork phase);
void ocr_registry_fork(enum ocr_fork phase);
/* The library is unloaded or the process ends (the lifecycle's destructor, after the
 * runtime's end): the registry's records go (reclaim.c's too), the driver left alone. */
void ocr_registry_unload(void);

/* ---------------------------------------------------------------------------------------------
 * Registry (registry.c): fatbins, kernels, variables.
 * ------------------------------------------------------------------------------------------- */
/* Kernel handle for a host stub, or the pointer itself taken as a cudaKernel_t when it is not a
 * registered stub. Loads the stub's fatbin on first use. */
cudaError_t ocr_kernel_for(const void *func, CUkernel *out);
/* The host stub a resolved kernel was registered with, or NULL. */
const void *ocr_stub_for_kernel(CUkernel kernel);
/* The (mangled) device name a kernel was registered with, or NULL. */
const char *ocr_kernel_name(CUkernel kernel);
/* Kernel handle for a registered host stub only (the calls that take no cudaKernel_t):
 * cudaErrorInvalidDeviceFunction for anything else. */
cudaError_t ocr_stub_kernel(const void *func, CUkernel *out);
/* At initialisation, on the initialising thread: what a first kernel lookup would otherwise
 * allocate (the thread's reader record, the kernel table), so that the process's first launch
 * does not. */
void ocr_registry_warm(void);
/* Set once __cudaGetKernel has written a host stub as a kernel (it found none for it); then a
 * launch asks ocr_kernel_is_stub() whether its kernel is a registered stub. */
extern int ocr_stub_kernels_written;
bool ocr_kernel_is_stub(const void *k);
/* Device address and size of a registered variable, by host shadow address (in the current
 * context). cudaErrorInvalidSymbol when unknown. */
cudaError_t ocr_symbol_lookup(const void *symbol, CUdeviceptr *dptr, size_t *size);
/* The symbol's side of a copy to (`to_symbol`) or from a registered variable, checked in
 * NVIDIA's order: the symbol (cudaErrorInvalidSymbol); with `check_range`, [offset, offset +
 * count) against its size (cudaErrorInvalidValue; the asynchronous copies leave that to the
 * driver); the kind, which must be the host-side kind of the direction, device to device or
 * default (cudaErrorInvalidMemcpyDirection). `out` is the device address at `offset`. */
cudaError_t ocr_symbol_copy_side(const void *symbol, size_t offset, size_t count,
                                 enum cudaMemcpyKind kind, bool to_symbol, bool check_range,
                                 CUdeviceptr *out);

/* ---------------------------------------------------------------------------------------------
 * Fatbins: src/fatbin.h (shared with the opencudart command).
 * ------------------------------------------------------------------------------------------- */
#include "fatbin.h"

#pragma GCC visibility pop

#endif /* OCR_INTERNAL_H */
