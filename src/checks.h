/*
 * The checks NVIDIA's runtime cannot give (check/): the leak report at exit
 * (OPENCUDART_CHECK=leaks), misuse warnings (OPENCUDART_CHECK=misuse) and deterministic fault
 * injection (OPENCUDART_FAULT). The interface the API areas hook into.
 *
 * Off (the default), each hook is one predictable branch on the global word `ocr_checks`; the
 * tables behind them exist only while a check is on. A hook never changes a call's result, its
 * outputs or its last error: the checks only observe (fault injection, which does change the
 * result, goes through ocr_fault_before and ocr_fault_launch).
 *
 * Call sites: an exported function passes `OCR_SITE` (its own return address, resolved at
 * report time through dladdr as module!symbol+offset); a worker shared by several entry points
 * gets it as a parameter from them. With the entry layer off, the exported function jumps to its
 * implementation, so that is the program's return address. With it on (the timeline, a per-entry
 * fault rule), the implementation is called from the intercepted path inside the library, which
 * keeps the program's return address in the thread's state (ocr_tls.call_site) for the call's
 * length: the checks take that one when it is set (ocr_check_site, in their cold paths: the
 * sites cost nothing more on the hot paths).
 */
#ifndef OCR_CHECKS_H
#define OCR_CHECKS_H

#include "internal.h"

#pragma GCC visibility push(hidden)

#define OCR_CHECK_LEAKS 1u        /* OPENCUDART_CHECK=leaks: the object table and the report */
#define OCR_CHECK_MISUSE 2u       /* OPENCUDART_CHECK=misuse: the warnings */
#define OCR_CHECK_FAULT_LAUNCH 4u /* OPENCUDART_FAULT has a `launch` rule */
#define OCR_CHECK_FAULT 8u        /* OPENCUDART_FAULT has a rule for some entry point */
#define OCR_CHECK_OBJECTS (OCR_CHECK_LEAKS | OCR_CHECK_MISUSE) /* the object table exists */

/* Set once, when the library is loaded (check/check.c reads the environment), and by tests. */
extern unsigned ocr_checks;
/* A relaxed load (a plain mov on x86-64): the checks may be turned on and off while calls run
 * (opencudartFaultSet, OPENCUDART_CHECK's API). */
#define OCR_CHECKING(bits) OCR_UNLIKELY(__atomic_load_n(&ocr_checks, __ATOMIC_RELAXED) & (bits))

#define OCR_SITE __builtin_return_address(0)
/* The call site to name for `site` (an exported function's return address): the program's, as
 * the entry layer keeps it while it intercepts the call in progress, else `site`. */
static inline const void *ocr_check_site(const void *site)
{
    const void *program = ocr_tls.call_site;
    return program != NULL ? program : site;
}

/* What the runtime makes, one list: X(kind, what it is, the call that releases it, class).
 * Memory kinds are ranges of a class (device addresses, pinned host memory, registered host
 * memory: a pointer names the range it falls in), the others handles of their own class. */
#define OCR_OBJECT_KINDS(X)                                                                        \
    X(OCR_OBJ_MALLOC, "device memory (cudaMalloc)", "cudaFree", OCR_CLASS_DEVICE)                  \
    X(OCR_OBJ_PITCH, "device memory (cudaMallocPitch)", "cudaFree", OCR_CLASS_DEVICE)              \
    X(OCR_OBJ_3D, "device memory (cudaMalloc3D)", "cudaFree", OCR_CLASS_DEVICE)                    \
    X(OCR_OBJ_MANAGED, "managed memory (cudaMallocManaged)", "cudaFree", OCR_CLASS_DEVICE)         \
    X(OCR_OBJ_ASYNC, "device memory (cudaMallocAsync)", "cudaFreeAsync", OCR_CLASS_DEVICE)         \
    X(OCR_OBJ_POOL_ASYNC, "device memory (cudaMallocFromPoolAsync)", "cudaFreeAsync",              \
      OCR_CLASS_DEVICE)                                                                            \
    X(OCR_OBJ_IPC, "IPC memory handle (cudaIpcOpenMemHandle)", "cudaIpcCloseMemHandle",            \
      OCR_CLASS_IPC)                                                                               \
    X(OCR_OBJ_HOST, "host memory (cudaMallocHost)", "cudaFreeHost", OCR_CLASS_HOST)                \
    X(OCR_OBJ_HOST_ALLOC, "host memory (cudaHostAlloc)", "cudaFreeHost", OCR_CLASS_HOST)           \
    X(OCR_OBJ_REGISTERED, "host registration (cudaHostRegister)", "cudaHostUnregister",            \
      OCR_CLASS_REGISTERED)                                                                        \
    X(OCR_OBJ_ARRAY, "array (cudaMallocArray)", "cudaFreeArray", OCR_CLASS_ARRAY)                  \
    X(OCR_OBJ_ARRAY3D, "array (cudaMalloc3DArray)", "cudaFreeArray", OCR_CLASS_ARRAY)              \
    X(OCR_OBJ_MIPMAPPED, "mipmapped array (cudaMallocMipmappedArray)", "cudaFreeMipmappedArray",   \
      OCR_CLASS_MIPMAPPED)                                                                         \
    X(OCR_OBJ_STREAM, "stream", "cudaStreamDestroy", OCR_CLASS_STREAM)                             \
    X(OCR_OBJ_EVENT, "event", "cudaEventDestroy", OCR_CLASS_EVENT)                                 \
    X(OCR_OBJ_GRAPH, "graph", "cudaGraphDestroy", OCR_CLASS_GRAPH)                                 \
    X(OCR_OBJ_GRAPH_EXEC, "executable graph", "cudaGraphExecDestroy", OCR_CLASS_GRAPH_EXEC)        \
    X(OCR_OBJ_TEXTURE, "texture object", "cudaDestroyTextureObject", OCR_CLASS_TEXTURE)            \
    X(OCR_OBJ_SURFACE, "surface object", "cudaDestroySurfaceObject", OCR_CLASS_SURFACE)            \
    X(OCR_OBJ_POOL, "memory pool", "cudaMemPoolDestroy", OCR_CLASS_POOL)                           \
    X(OCR_OBJ_LIBRARY, "library (cudaLibraryLoad*)", "cudaLibraryUnload", OCR_CLASS_LIBRARY)       \
    X(OCR_OBJ_EXEC_CTX, "execution context (cudaGreenCtxCreate)", "cudaExecutionCtxDestroy",       \
      OCR_CLASS_EXEC_CTX)

enum ocr_object_kind {
#define OCR_OBJ_ENUM(kind, what, release, class) kind,
    OCR_OBJECT_KINDS(OCR_OBJ_ENUM)
#undef OCR_OBJ_ENUM
        OCR_OBJ_KINDS
};

enum ocr_object_class {
    OCR_CLASS_DEVICE, /* device and managed memory: ranges */
    OCR_CLASS_IPC,
    OCR_CLASS_HOST,       /* pinned host memory: ranges */
    OCR_CLASS_REGISTERED, /* registered host memory: ranges */
    OCR_CLASS_ARRAY,
    OCR_CLASS_MIPMAPPED,
    OCR_CLASS_STREAM,
    OCR_CLASS_EVENT,
    OCR_CLASS_GRAPH,
    OCR_CLASS_GRAPH_EXEC,
    OCR_CLASS_TEXTURE,
    OCR_CLASS_SURFACE,
    OCR_CLASS_POOL,
    OCR_CLASS_LIBRARY,
    OCR_CLASS_EXEC_CTX,
    OCR_CLASS_COUNT
};

/* -- the object table (check/objects.c): with OCR_CHECK_OBJECTS only ------------------------- */

/* `call` (made at `site`) made `handle` (a pointer or a handle; `size` bytes for memory, 0
 * otherwise), on the calling thread's current device. */
void ocr_check_made(enum ocr_object_kind kind, uintptr_t handle, size_t size, const void *site);
/* Misuse: `call` (at `site`) is about to release `handle` of class `cls` (the kinds its release
 * call takes): a warning for a handle that is not a live one of that class (double free or
 * destroy, an interior pointer, memory of another class). Before the driver's call, so that a
 * release the driver itself crashes on (cuGraphDestroy of a destroyed graph is a use after
 * free inside NVIDIA's driver) is still named. */
void ocr_check_releasing(const char *call, enum ocr_object_class cls, uintptr_t handle,
                         const void *site);
/* `call` released `handle` of class `cls`: with `result` cudaSuccess, the object is gone. After
 * the driver's call, with its result. */
void ocr_check_released(const char *call, enum ocr_object_class cls, uintptr_t handle,
                        cudaError_t result, const void *site);
/* Misuse: a warning when `handle` is a stream, event or graph (class `cls`) that was destroyed. */
void ocr_check_use(const char *call, enum ocr_object_class cls, uintptr_t handle, const void *site);
/* Misuse: a warning when [ptr, ptr + count) starts in a live allocation the runtime made and
 * runs past its end (`what`: "destination", "source"). */
void ocr_check_range(const char *call, const char *what, const void *ptr, size_t count,
                     const void *site);
/* cudaDeviceReset of device `d` released what was made on it (not leaks). */
void ocr_check_reset(int d);
/* Misuse: a host function or stream callback about to be enqueued by `call`: replaced (when
 * the stream is not capturing) by a trampoline that marks the thread while it runs, so that a
 * runtime call from inside it is named (ocr_check_call, below). */
void ocr_check_wrap_host_fn(cudaHostFn_t *fn, void **data);
void ocr_check_wrap_callback(cudaStreamCallback_t *fn, void **data);
/* The enqueue of a wrapped function failed: `data` (the wrapper's) is freed. */
void ocr_check_unwrap(void *data);
/* The name of the host function or callback the calling thread is running (NULL: none). */
extern __thread const char *ocr_check_in_callback;
/* Every call's record calls this while a callback runs on the thread (through the record's
 * hook, ocr_trace_call): a runtime call from inside a host function or callback. */
void ocr_check_callback_call(const char *where) __attribute__((cold));
/* The leak report (at the runtime's end, ocr_teardown, `at_exit`; or when the program asks,
 * opencudartCheckReportLeaks). */
void ocr_check_report(bool at_exit);
/* The live objects of the table, per class: how many and their bytes (opencudart.h). */
void ocr_check_counts(uint64_t count[OCR_CLASS_COUNT], uint64_t bytes[OCR_CLASS_COUNT]);

/* The hooks as the API areas write them: one predictable branch each when the checks are off.
 * In an exported function (its own name and return address); the _AT forms take both from the
 * worker's parameters (OCR_API_TWINS_AT). */
#define OCR_CHECK_MADE_AT(site, kind, handle, size)                                                \
    do {                                                                                           \
        if (OCR_CHECKING(OCR_CHECK_OBJECTS))                                                       \
            ocr_check_made((kind), (uintptr_t)(handle), (size), (site));                           \
    } while (0)
#define OCR_CHECK_MADE(kind, handle, size) OCR_CHECK_MADE_AT(OCR_SITE, kind, handle, size)
#define OCR_CHECK_RELEASED_AT(call, site, cls, handle, err)                                        \
    do {                                                                                           \
        if (OCR_CHECKING(OCR_CHECK_OBJECTS))                                                       \
            ocr_check_released((call), (cls), (uintptr_t)(handle), (err), (site));                 \
    } while (0)
#define OCR_CHECK_RELEASED(cls, handle, err)                                                       \
    OCR_CHECK_RELEASED_AT(__func__, OCR_SITE, cls, handle, err)
#define OCR_CHECK_RELEASING_AT(call, site, cls, handle)                                            \
    do {                                                                                           \
        if (OCR_CHECKING(OCR_CHECK_MISUSE))                                                        \
            ocr_check_releasing((call), (cls), (uintptr_t)(handle), (site));                       \
    } while (0)
#define OCR_CHECK_RELEASING(cls, handle) OCR_CHECK_RELEASING_AT(__func__, OCR_SITE, cls, handle)
#define OCR_CHECK_USE_AT(call, site, cls, handle)                                                  \
    do {                                                                                           \
        if (OCR_CHECKING(OCR_CHECK_MISUSE))                                                        \
            ocr_check_use((call), (cls), (uintptr_t)(handle), (site));                             \
    } while (0)
#define OCR_CHECK_USE(cls, handle) OCR_CHECK_USE_AT(__func__, OCR_SITE, cls, handle)

/* -- fault injection (check/fault.c) --------------------------------------------------------- */

/* Whether the call of entry point `entry` (its exported name) that is being made now is one an
 * OPENCUDART_FAULT rule injects a fault into: each call is counted (per process, across
 * threads) once per entry named by some rule; when a rule matches, *err is its error. A
 * per-thread-default-stream twin (cudaMemcpyAsync_ptsz, cudaMemcpy_ptds) is its base function:
 * a rule for cudaMemcpyAsync counts and fails the calls of both on one counter (a rule may name
 * either; it means the base). The per-entry layer calls this (through ocr_fault_entry) before
 * the call's work when OCR_CHECK_FAULT is set. */
bool ocr_fault_before(const char *entry, cudaError_t *err);
/* The per-entry layer's hook (calls/calls.h, with OCR_CHECK_FAULT set): ocr_fault_before for
 * the exported function `entry`, and when it injects, the error recorded as the call's own
 * failure would be: as the thread's last error (never cudaErrorNotReady, nor by the last-error
 * queries cudaGetLastError and cudaPeekAtLastError, which return it without recording), never
 * replaced by an initialisation failure, traced as injected. True when the call is injected:
 * its implementation is skipped and it returns *err. */
bool ocr_fault_entry(const char *entry, cudaError_t *err) __attribute__((cold));
/* The `launch` rules, for every kernel launch however it is made (runtime/launch.c): true when
 * this launch is injected; *err is the error to return, or cudaSuccess when the fault is a
 * sticky device error that ocr_fault_launch_sticky makes happen for real on `stream`. */
bool ocr_fault_launch(cudaError_t *err, cudaError_t *sticky);
/* Launches the runtime's own faulting kernel for `sticky` (cudaErrorIllegalAddress,
 * cudaErrorLaunchFailure, ...) on `stream`, in place of the program's launch; returns what the
 * launch returns (the fault comes later, as a real one does). Needs a context (after
 * ocr_enter). */
cudaError_t ocr_fault_launch_sticky(cudaError_t sticky, cudaStream_t stream, bool ptds);
/* Set the fault rules from an OPENCUDART_FAULT / OPENCUDART_FAULT_SEED value (done when the
 * library loads; tests call it again); malformed rules are named on stderr and ignored.
 * Returns how many rules were taken. */
int ocr_fault_configure(const char *rules, const char *seed);
/* Sets the checks from an OPENCUDART_CHECK / OPENCUDART_CHECK_FILE value (done when the library
 * loads; tests call it again, which empties the table). */
void ocr_check_configure(const char *checks, const char *file);

/* The call in progress on this thread had its fault injected: its trace line says so. */
extern __thread bool ocr_fault_injected;

#pragma GCC visibility pop

#endif /* OCR_CHECKS_H */
