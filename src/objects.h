/*
 * The object events: what the API areas announce about the objects the runtime makes, releases
 * and uses, and their launches, for the subscribers that want to know (docs/ARCHITECTURE.md,
 * "The seam" and "Checks and fault injection"). The core owns the list of what the runtime
 * makes, the word that says which events are wanted and a table of hooks; the areas announce
 * through the macros and functions below and name no feature; the checks (check/check.c) and
 * the fault rules' `launch` rules (check/fault.c) subscribe from their configuration.
 *
 * Off (the default), each announcement in an area is one predictable branch on the seam's
 * switch word (OCR_CHECKING: a feature that wants events has subscribed to the seam too), then
 * the events' word (`ocr_checks`), read only behind it: no call, direct or indirect. On, an
 * announcement is a direct call of the function below, which calls the subscriber's hook. A hook
 * never changes a call's result, its outputs or its last error, except the launch fault hook,
 * which injects a `launch` rule's fault.
 */
#ifndef OCR_OBJECTS_H
#define OCR_OBJECTS_H

#include "internal.h"
#include "seam.h"

#pragma GCC visibility push(hidden)

/* The events' word: which subscribers' events are on (the checks' and the fault rules' bits). */
#define OCR_CHECK_LEAKS 1u        /* OPENCUDART_CHECK=leaks: the object table and the report */
#define OCR_CHECK_MISUSE 2u       /* OPENCUDART_CHECK=misuse: the warnings */
#define OCR_CHECK_FAULT_LAUNCH 4u /* OPENCUDART_FAULT has a `launch` rule */
#define OCR_CHECK_FAULT 8u        /* OPENCUDART_FAULT has a rule for some entry point */
#define OCR_CHECK_OBJECTS (OCR_CHECK_LEAKS | OCR_CHECK_MISUSE) /* the object table exists */

/* Set by the subscribers' configuration (check/check.c and check/fault.c: when the library is
 * loaded, by opencudartFaultSet, and by tests). */
extern unsigned ocr_checks;
/* Whether an event of `bits` is wanted: the seam's switch word first (one load and a predictable
 * branch while nothing sees calls; a subscriber that wants events has subscribed to the seam),
 * then the events' word. Relaxed loads (plain movs on x86-64): the subscribers may come and go
 * while calls run (opencudartFaultSet, OPENCUDART_CHECK's API). */
#define OCR_CHECKING(bits)                                                                         \
    (ocr_intercepting() && (__atomic_load_n(&ocr_checks, __ATOMIC_RELAXED) & (bits)))

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

/* -- the table of hooks ------------------------------------------------------------------------ */

/* A subscriber's object hooks (check/check.c: the object table and the misuse warnings; each
 * may be NULL). Each event is the call in progress's (ocr_tls.call names it and its site). */
struct ocr_object_hooks {
    /* The call made `handle` (a pointer or a handle; `size` bytes for memory, 0 otherwise), on
     * the calling thread's current device. */
    void (*made)(enum ocr_object_kind kind, uintptr_t handle, size_t size);
    /* The call is about to release `handle` of class `cls` (the kinds its release call takes),
     * before the driver's call. */
    void (*releasing)(enum ocr_object_class cls, uintptr_t handle);
    /* The call released `handle` of class `cls`, after the driver's call, with its result. */
    void (*released)(enum ocr_object_class cls, uintptr_t handle, cudaError_t result);
    /* The call uses `handle`, a stream, event, graph or executable graph of class `cls`. */
    void (*use)(enum ocr_object_class cls, uintptr_t handle);
    /* The call reads or writes [ptr, ptr + count) (`what`: "destination", "source"). */
    void (*range)(const char *what, const void *ptr, size_t count);
    /* A host function or stream callback about to be enqueued (not on a capturing stream): the
     * hook may replace it and its data by its own, and says whether it did (it may not: no
     * memory); a failed enqueue of a replaced one hands the data back to unwrap, which frees
     * what wrap made. */
    bool (*wrap_host_fn)(cudaHostFn_t *fn, void **data);
    bool (*wrap_callback)(cudaStreamCallback_t *fn, void **data);
    void (*unwrap)(void *data);
};

/* A launch, however it is made (runtime/launch.c), before the runtime's init: true when the
 * hook answers it (check/fault.c: a `launch` rule injected a fault), *out being the launch's
 * result. */
typedef bool ocr_launch_fault_hook(cudaStream_t stream, bool ptds, cudaError_t *out);

/* Put the hooks in the table (static: never freed). A subscriber registers when it is configured
 * on and stays registered: the events' word says whether its events are wanted, so that a call
 * that saw the word on finds the hooks (and a wrapped callback the hook that unwraps it). */
void ocr_objects_subscribe(const struct ocr_object_hooks *hooks);
void ocr_launch_fault_subscribe(ocr_launch_fault_hook *hook);

/* -- the announcements, as the areas write them --------------------------------------------- */

/* Each calls the subscriber's hook, if one is registered. The areas call them behind
 * OCR_CHECKING: the macros below, or a cold function of their own behind one test of the
 * word. */
void ocr_object_made(enum ocr_object_kind kind, uintptr_t handle, size_t size);
void ocr_object_releasing(enum ocr_object_class cls, uintptr_t handle);
void ocr_object_released(enum ocr_object_class cls, uintptr_t handle, cudaError_t result);
void ocr_object_use(enum ocr_object_class cls, uintptr_t handle);
void ocr_object_range(const char *what, const void *ptr, size_t count);
/* true when the function and its data were replaced (then a failed enqueue must unwrap) */
bool ocr_object_wrap_host_fn(cudaHostFn_t *fn, void **data);
bool ocr_object_wrap_callback(cudaStreamCallback_t *fn, void **data);
void ocr_object_unwrap(void *data);
/* The launch fault hook, with OCR_CHECK_FAULT_LAUNCH on (false otherwise, and without a hook). */
bool ocr_launch_fault(cudaStream_t stream, bool ptds, cudaError_t *out);

/* In an exported function or a worker alike: one predictable branch each when nothing sees
 * calls. Made and released are wanted by the object table (either check), releasing and use by
 * the misuse warnings. */
#define OCR_OBJECT_MADE(kind, handle, size)                                                        \
    do {                                                                                           \
        if (OCR_CHECKING(OCR_CHECK_OBJECTS))                                                       \
            ocr_object_made((kind), (uintptr_t)(handle), (size));                                  \
    } while (0)
#define OCR_OBJECT_RELEASED(cls, handle, err)                                                      \
    do {                                                                                           \
        if (OCR_CHECKING(OCR_CHECK_OBJECTS))                                                       \
            ocr_object_released((cls), (uintptr_t)(handle), (err));                                \
    } while (0)
#define OCR_OBJECT_RELEASING(cls, handle)                                                          \
    do {                                                                                           \
        if (OCR_CHECKING(OCR_CHECK_MISUSE))                                                        \
            ocr_object_releasing((cls), (uintptr_t)(handle));                                      \
    } while (0)
#define OCR_OBJECT_USE(cls, handle)                                                                \
    do {                                                                                           \
        if (OCR_CHECKING(OCR_CHECK_MISUSE))                                                        \
            ocr_object_use((cls), (uintptr_t)(handle));                                            \
    } while (0)

#pragma GCC visibility pop

#endif /* OCR_OBJECTS_H */
