/*
 * A fake CUDA driver for the unit tests: one fake per entry of OCR_DRIVER_FUNCS
 * (src/driver_funcs.h), installed in place of libcuda with ocr_driver_install.
 *
 * Every fake records its call (the entry's name, in call order) in a log the test inspects, then
 * returns a scripted result. By default the fakes behave like a small plausible driver:
 *   - cuInit succeeds, cuDriverGetVersion says 13000, cuDeviceGetCount says fake_config's count
 *     (1 unless set), cuDeviceGet(i) gives device_base + i (device_base 0 unless set);
 *   - each device has one primary context (a stable fake pointer) with a retain count and flags;
 *     cuCtxGetCurrent/cuCtxSetCurrent/cuCtxPushCurrent/cuCtxPopCurrent keep a per-thread current
 *     context; cuCtxGetDevice names the current context's device;
 *   - cuMemAlloc and friends return increasing fake addresses (never dereferenced), cuMemFree*
 *     accept only live ones, cuPointerGetAttributes describes them (empty for unknown pointers;
 *     memory registered with cuMemHostRegister is host memory until cuMemHostUnregister), and
 *     with fake_config.backed_memory they have real bytes that the copies move;
 *   - events (cuEventCreate) complete at once: cuEventQuery and cuEventSynchronize succeed;
 *   - cuLibraryLoadData/cuLibraryGetKernel/cuLibraryGetGlobal/cuLibraryGetManaged return fake
 *     handles and addresses and remember what was asked for (see the records below);
 *   - cuLaunchKernel checks the configuration as the driver does (CUDA_ERROR_INVALID_VALUE for
 *     an empty grid or block or too many threads) and, like cuMemcpy*, cuMemcpyHtoD/DtoH/DtoD*
 *     and cuMemsetD8*, records its arguments;
 *   - streams made by cuStreamCreate* keep their flags, priority and context;
 *     cuStreamBeginCapture/BeginCaptureToGraph/EndCapture/IsCapturing keep which streams capture
 *     (ending a capture that was not begun is CUDA_ERROR_ILLEGAL_STATE, even with a NULL output,
 *     as the driver; the end of a capture into a graph gives that graph back, of another a new
 *     graph); cuGraphClone gives a new graph;
 *   - calls that need a context fail with CUDA_ERROR_INVALID_CONTEXT without one, and with
 *     CUDA_ERROR_CONTEXT_IS_DESTROYED in a primary context that was reset and not retained since;
 *   - a context-corrupting fault (CUDA_ERROR_ILLEGAL_ADDRESS, _LAUNCH_FAILED, ...) injected into
 *     a call makes every later call that needs the same context fail with it, as the driver does,
 *     until that device's primary context is reset;
 *   - entries without a behaviour of their own succeed without writing their outputs.
 *
 * Fault injection: fake_fail_nth makes the Nth driver call from now fail, fake_fail_next the next
 * call of a named entry, fake_set_result every call of a named entry (until fake_reset). A failing
 * fake returns at once: it writes no output and changes no state.
 *
 * Process init is once per process: configure (fake_config), then fake_driver_install() once,
 * typically in a cmocka group setup; call fake_reset() in each test's setup.
 */
#ifndef OCR_TEST_FAKE_DRIVER_H
#define OCR_TEST_FAKE_DRIVER_H

#include "internal.h"

#include <stdbool.h>
#include <stddef.h>

#define FAKE_MAX_DEVICES 128

/* -- configuration (read by the fakes at each call; set before install for init) ------------ */
struct fake_config {
    int device_count;   /* cuDeviceGetCount (default 1) */
    int device_base;    /* cuDeviceGet(i) -> device_base + i (default 0) */
    int driver_version; /* cuDriverGetVersion (default 13000) */
    size_t global_size; /* size cuLibraryGetGlobal/GetManaged report for undeclared names (256) */
    size_t total_mem;   /* cuDeviceTotalMem and cuMemGetInfo's total (80 GiB) */
    /* Allocations made while set have real bytes behind them (host ones are those bytes, device
     * ones keep fake addresses), and cuMemcpy, cuMemcpyAsync, cuMemcpyHtoD/DtoH and their
     * asynchronous forms move the bytes at once (an asynchronous copy has completed when it
     * returns), failing with CUDA_ERROR_INVALID_VALUE when a side is not what the copy names or
     * leaves its allocation (memory the fake does not know counts as host memory). */
    bool backed_memory;
    /* With backed_memory: copies move no bytes (and check nothing), so that a timing harness
     * sees the runtime's own host-side cost alone (`test_staging bench`). */
    bool free_copies;
};
extern struct fake_config fake_config;

/* The fake table (every entry filled). */
const struct ocr_driver *fake_driver_table(void);
/* ocr_driver_install(fake_driver_table()). Once per process, before the first API call. */
void fake_driver_install(void);
/* Put per-thread-default-stream twins of every entry that has one (third column of
 * OCR_DRIVER_FUNCS) into ocr_drv[1]: they log "<name>_ptsz" (whatever the driver's own suffix)
 * and otherwise behave as the legacy fake (launches and copies are recorded with ptds = true).
 * Call after fake_driver_install. Faults and scripted results by name apply to both halves. */
void fake_install_ptds_twins(void);

/* Clear the log, the records and every scripted result and pending fault. The driver state
 * (contexts, retain counts, allocations, libraries) is kept: it mirrors the runtime's. */
void fake_reset(void);
void fake_log_clear(void);
/* In a child made by fork(), first: the fake's lock is made new (a thread of the parent may have
 * held it). Not `usable`: every call then fails with CUDA_ERROR_NOT_INITIALIZED, as the
 * driver answers in a child forked after it was initialised. */
void fake_fork_child(bool usable);

/* -- the call log --------------------------------------------------------------------------- */
size_t fake_log_size(void);          /* calls logged since the last clear */
const char *fake_log_name(size_t i); /* i-th call's entry name, NULL past the end */
size_t fake_calls(const char *name); /* calls of `name` since the last clear */
size_t fake_calls_total(void);       /* every call since the last clear */
/* Index in the log of the first call of `name` at or after `from`, or (size_t)-1. */
size_t fake_log_find(const char *name, size_t from);
/* The log as one line ("cuInit cuDeviceGetCount ..."), for failure messages. Static buffer. */
const char *fake_log_string(void);

/* -- fault injection and scripted results --------------------------------------------------- */
/* The n-th driver call from now (1 = the next one), whatever its entry, returns r. */
void fake_fail_nth(unsigned n, CUresult r);
/* Whether the fault armed by fake_fail_nth has fired. */
bool fake_fault_fired(void);
/* The n-th call of `name` from now (1 = the next one) returns r. */
void fake_fail_nth_of(const char *name, unsigned n, CUresult r);
static inline void fake_fail_next(const char *name, CUresult r)
{
    fake_fail_nth_of(name, 1, r);
}
/* Every call of `name` returns r without doing its work (CUDA_SUCCESS: back to the default). */
void fake_set_result(const char *name, CUresult r);

/* -- leaks and driver call sites (the fault-injection sweeps, sweep.h) ------------------------ */
/* Driver objects alive now: allocations (device, host, managed), loaded libraries, primary
 * context retains, and the streams, events, graphs and executable graphs the fakes made and
 * that were not destroyed. Equal before and after a scenario that cleans up after itself. */
size_t fake_live_objects(void);
/* The driver call sites (internal.h, OCR_FAULT_SITES) that a fault injected by fake_fail_nth or
 * fake_fail_nth_of reached, since the process began (fake_reset keeps them), in order. A call
 * made without a site mark (a runtime built without OCR_FAULT_SITES) counts as unattributed. */
size_t fake_sites_faulted(void);
const struct ocr_fault_site *fake_site_faulted(size_t i); /* NULL past the end */
size_t fake_faults_unattributed(void);
/* The site the fault armed by fake_fail_nth fired at (NULL: not fired, or unattributed). */
const struct ocr_fault_site *fake_fault_site(void);
/* For tests that give more entries a behaviour of their own by wrapping the fakes (the fake is
 * called first, for its log and its faults, then the wrapper makes its object): a handle the
 * wrapper made counts among the live objects until it is removed; a device allocation (as
 * cuMemAlloc makes them, freed by cuMemFree or cuMemFreeAsync) made without logging a call. */
void fake_live_add(const void *handle);
bool fake_live_remove(const void *handle); /* whether it was live */
CUdeviceptr fake_device_allocation(size_t size);

/* -- contexts ------------------------------------------------------------------------------- */
CUcontext fake_primary_context(int ordinal); /* device ordinal -> its primary context handle */
int fake_primary_retains(int ordinal);       /* current retain count */
bool fake_primary_active(int ordinal);       /* retained since the last reset */
unsigned fake_primary_flags(int ordinal);
/* A context the application created itself on device `ordinal` (not a primary context). */
CUcontext fake_foreign_context(int ordinal);
/* The calling thread's current context, read and set without logging a call (as the
 * application would with the driver API). Setting NULL empties the thread's context stack. */
CUcontext fake_current_context(void);
void fake_set_current_context(CUcontext ctx);

/* -- device attributes ---------------------------------------------------------------------- */
/* Value cuDeviceGetAttribute reports for `attr` on every device (defaults: an sm_90 device). */
void fake_set_device_attribute(CUdevice_attribute attr, int value);
int fake_device_attribute(CUdevice_attribute attr);

/* -- libraries (fatbins) -------------------------------------------------------------------- */
struct fake_library_load {
    CUlibrary lib;
    const void *code;
    unsigned num_jit_options;
    unsigned num_library_options;
    CUlibraryOption library_options[4];
    void *library_option_values[4];
};
/* The loads since the last reset, in order. */
size_t fake_library_loads(void);
const struct fake_library_load *fake_library_load(size_t i);
/* Whether `lib` is loaded and not unloaded. */
bool fake_library_loaded(CUlibrary lib);
/* Names asked of cuLibraryGetKernel / GetGlobal / GetManaged since the last reset. */
size_t fake_names_asked(void);
const char *fake_name_asked(size_t i);
/* Kernel handle cuLibraryGetKernel gives (or would give) for (lib, name). */
CUkernel fake_kernel_handle(CUlibrary lib, const char *name);
/* Declare a global / managed variable: cuLibraryGetGlobal/GetManaged report `size` for it. */
void fake_define_global(const char *name, size_t size);
/* Make cuLibraryGetKernel/GetGlobal/GetManaged answer CUDA_ERROR_NOT_FOUND for `name`. */
void fake_hide_name(const char *name);
/* Address cuLibraryGetGlobal and cuLibraryGetManaged give for (lib, name). */
CUdeviceptr fake_global_address(CUlibrary lib, const char *name);

/* -- recorded arguments --------------------------------------------------------------------- */
struct fake_launch {
    bool ptds; /* made through the per-thread twin */
    bool ex;   /* cuLaunchKernelEx (attrs, num_attrs are its attributes) */
    CUlaunchAttribute *attrs;
    unsigned num_attrs;
    CUfunction f;
    unsigned grid[3], block[3], shmem;
    CUstream stream;
    void **params, **extra;
    CUcontext ctx; /* current context at the call */
};
size_t fake_launches(void); /* cuLaunchKernel and cuLaunchKernelEx calls that succeeded */
const struct fake_launch *fake_last_launch(void);

struct fake_copy {
    const char *entry; /* "cuMemcpy", "cuMemcpyAsync_ptsz", "cuMemsetD8", ... */
    bool ptds, async;
    CUdeviceptr dst, src; /* memset: src is 0 */
    unsigned char value;  /* memset value */
    size_t count;
    CUstream stream;
};
size_t fake_copies(void); /* cuMemcpy* and cuMemsetD8* calls since the last reset */
const struct fake_copy *fake_last_copy(void);

struct fake_alloc {
    CUdeviceptr ptr;
    size_t size;
    CUcontext ctx; /* current context at the call */
};
const struct fake_alloc *fake_last_alloc(void);
size_t fake_live_allocations(void);

/* Last values passed to a few entries, for argument checks. */
struct fake_args {
    unsigned init_flags;
    unsigned stream_flags; /* cuStreamCreate(WithPriority) */
    int stream_priority;
    unsigned event_flags;       /* cuEventCreate */
    unsigned managed_flags;     /* cuMemAllocManaged */
    unsigned host_alloc_flags;  /* cuMemHostAlloc */
    CUdevice primary_flags_dev; /* cuDevicePrimaryCtxSetFlags */
    unsigned primary_flags;
    CUdevice reset_dev;    /* cuDevicePrimaryCtxReset */
    CUdevice retain_dev;   /* cuDevicePrimaryCtxRetain */
    CUcontext set_current; /* cuCtxSetCurrent */
    CUlibrary unloaded;    /* cuLibraryUnload */
    CUstream stream;       /* the stream of the last stream-taking call */
};
extern struct fake_args fake_args;

/* -- the driver's private runtime interface (cuGetExportTable) ------------------------------ */
/* cuGetExportTable serves the runtime interface NVIDIA's runtime asks for (unless hide_table);
 * other identifiers are CUDA_ERROR_NOT_FOUND. Its entry 3, which configures a device's primary
 * context for a graphics API (cudaGLSetGLDevice, cudaVDPAUSetVDPAUDevice), is not in the call
 * log: it records its calls here, and answers CUDA_ERROR_INVALID_DEVICE for an unknown device,
 * CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE once the primary context is active, else `result`, changing
 * no state. fake_reset clears it all. */
struct fake_graphics {
    bool hide_table;         /* cuGetExportTable answers CUDA_ERROR_NOT_FOUND for it too */
    CUresult result;         /* the entry's answer for a known, inactive device */
    int calls;               /* calls of the entry */
    CUdevice dev;            /* its last device */
    uintptr_t attributes[8]; /* its last attribute list, up to and with the 0 key */
    uint32_t vdp_device;     /* the VdpDevice key 6's value pointed to, at the call */
};
extern struct fake_graphics fake_graphics;

#endif /* OCR_TEST_FAKE_DRIVER_H */
