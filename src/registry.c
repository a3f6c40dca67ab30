/*
 * The registry of what nvcc-generated code registers before main: fatbins, kernels (by host
 * stub), device variables (by host shadow) and managed variables.
 *
 * Registration only records. A fatbin is loaded with one cuLibraryLoadData of its wrapper on
 * first need (the first kernel lookup, symbol use or __cudaInitModule of that fatbin), which
 * yields context-independent CUkernels that stay valid on every device and across
 * cudaDeviceReset. A failed load is not remembered: the next use loads again (the cause may
 * have been momentary, device memory exhausted at first use), and a load whose managed
 * variables cannot be resolved unloads its library before it reports the failure.
 *
 * Locks. `reg_lock` guards the tables and the lists of fatbins and entries, and is the writer's
 * lock of the reclamation (reclaim.c: the retired records, the epoch's advance). It is never
 * held across a driver call: registration runs in constructors under the dynamic loader's lock,
 * and a driver may dlopen (its JIT compiler) while it loads. Each fatbin's `load_lock` makes
 * the concurrent first users of one fatbin load it once, without holding up the registration or
 * the loading of any other. Order: load_lock, reg_lock, reclaim.c's readers_lock.
 *
 * Lookups by host address are lock-free: open-addressing tables (registry_table.c) whose slots
 * are published with release stores. Removal clears a slot's value; a table that fills up is
 * replaced by one sized for its live keys.
 *
 * Reclamation is epoch-based (reclaim.c says how). Every lookup runs in a read section; what a
 * writer unpublishes (a replaced table; an unregistered fatbin with its entries) is retired
 * there, and what no read section can still hold is freed after each unregistration and table
 * growth, checked, never waited for (a writer may run under the loader's lock). The library's
 * destructor retires everything and frees what no reader holds.
 *
 * Allocation failures are never silent: a table has room before an entry is made, and a
 * registration that cannot be recorded is remembered as lost, so that its stub or symbol answers
 * cudaErrorMemoryAllocation instead of being taken for one that was never registered.
 */
#include "hidden_abi.h"
#include "internal.h"
#include "reclaim.h"
#include "registry_table.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum entry_kind { ENTRY_FUNCTION, ENTRY_VARIABLE };

struct fatbin;

struct entry {
    enum entry_kind kind;
    struct fatbin *fb;
    const void *key;         /* the host stub or shadow it was registered with */
    const char *name;        /* mangled device name */
    size_t size;             /* variables: size in bytes */
    void **managed_ptr;      /* managed variables: where host code reads the address */
    const void *managed_key; /* managed variables: that address, a key too once loaded */
    size_t managed_size;     /* managed variables: the driver's size of it, once loaded */
    CUkernel kernel;         /* functions: resolved handle, NULL until first use */
    struct entry *next_in_fatbin;
};

struct fatbin {
    const void *wrapper;
    CUlibrary lib;              /* valid once `loaded` is set */
    int loaded;                 /* set with a release store when lib and managed addresses are */
    bool dead;                  /* unregistered (reg_lock) */
    pthread_mutex_t load_lock;  /* held by the thread that loads it */
    struct entry *entries;      /* everything registered on this handle, newest first */
    struct fatbin *prev, *next; /* the live fatbins */
    struct ocr_retired retired; /* once unregistered */
};

/* The handle __cudaRegisterFatBinary gives when it cannot allocate a record: what is registered
 * on it is remembered as lost. */
static struct fatbin no_memory_fatbin;

static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;

static struct fatbin *live_fatbins;

static void fatbin_free(void *record)
{
    struct fatbin *fb = record;
    for (struct entry *e = fb->entries, *next; e != NULL; e = next) {
        next = e->next_in_fatbin;
        free(e);
    }
    pthread_mutex_destroy(&fb->load_lock);
    free(fb);
}

/* -- the lookup tables (registry_table.c) ---------------------------------------------------- */

/* Host stubs, shadows and managed addresses -> entries; and resolved kernels -> their function
 * entries (so that a kernel handle names its stub again, e.g. a graph's kernel node read back). */
static struct ocr_reg_table *table_ptr;
static struct ocr_reg_table *kernel_table;

static struct entry *table_find(const void *key)
{
    return ocr_reg_find_in(&table_ptr, key);
}

/* -- registrations lost to an allocation failure --------------------------------------------- */

#define LOST_KEYS 64

static struct lost {
    const void *key; /* NULL when free */
    const struct fatbin *fb;
} lost[LOST_KEYS];
static int lost_used; /* slots ever used */
static int lost_more; /* more were lost than `lost` holds: any unknown stub may be one */

/* Called with reg_lock held. */
static void lose(const void *key, const struct fatbin *fb)
{
    if (key == NULL)
        return;
    for (int i = 0; i < LOST_KEYS; i++) {
        if (i < lost_used && lost[i].key != NULL)
            continue;
        lost[i].fb = fb;
        __atomic_store_n(&lost[i].key, key, __ATOMIC_RELEASE);
        if (i >= lost_used)
            __atomic_store_n(&lost_used, i + 1, __ATOMIC_RELEASE);
        return;
    }
    __atomic_store_n(&lost_more, 1, __ATOMIC_RELEASE);
}

/* Unregistration forgets what its fatbin lost. Called with reg_lock held. */
static void forget_lost(const struct fatbin *fb)
{
    for (int i = 0; i < lost_used; i++)
        if (lost[i].key != NULL && lost[i].fb == fb)
            __atomic_store_n(&lost[i].key, NULL, __ATOMIC_RELEASE);
}

/* Whether `key`, found in no table, was registered but lost. `strict`: the caller takes only
 * registered addresses, so once the record of losses overflowed, any unknown one may be lost. */
static bool was_lost(const void *key, bool strict)
{
    int n = __atomic_load_n(&lost_used, __ATOMIC_ACQUIRE);
    if (OCR_LIKELY(n == 0))
        return false;
    if (strict && __atomic_load_n(&lost_more, __ATOMIC_ACQUIRE))
        return true;
    for (int i = 0; i < n; i++)
        if (__atomic_load_n(&lost[i].key, __ATOMIC_ACQUIRE) == key)
            return true;
    return false;
}

/* -- loading --------------------------------------------------------------------------------- */

/* With OPENCUDART_TRACE: what a fatbin carries, when it loads or has nothing for the device. */
static void trace_fatbin(const char *what, const struct fatbin *fb)
{
    if (!ocr_trace_errors)
        return;
    char images[256];
    ocr_fatbin_describe(fb->wrapper, images, sizeof images);
    fprintf(stderr, "opencudart: %s fatbin with %s\n", what, images);
}

/* Loads fb's library and resolves its managed variables, then publishes both. Called with
 * fb->load_lock held and reg_lock not held: a driver load never holds up registration. */
static cudaError_t load_locked(struct fatbin *fb)
{
    CUlibraryOption opt = CU_LIBRARY_BINARY_IS_PRESERVED;
    void *val = (void *)(uintptr_t)1;
    CUlibrary lib;
    trace_fatbin("loading a", fb);
    CUresult r = DRV.cuLibraryLoadData(&lib, fb->wrapper, NULL, NULL, 0, &opt, &val, 1);
    if (r != CUDA_SUCCESS)
        return ocr_cu(r); /* not remembered: the next use loads again */
    /* Managed addresses are written to the entries' managed_key only under reg_lock, below;
     * until then this thread keeps them in `addr`. */
    struct entry *head = __atomic_load_n(&fb->entries, __ATOMIC_ACQUIRE);
    size_t managed = 0;
    for (struct entry *e = head; e != NULL; e = e->next_in_fatbin)
        managed += e->managed_ptr != NULL;
    struct {
        CUdeviceptr ptr;
        size_t bytes;
    } stack_addr[16], *addr = stack_addr;
    cudaError_t err = cudaSuccess;
    if (managed > 16 && (addr = calloc(managed, sizeof(*addr))) == NULL) {
        err = cudaErrorMemoryAllocation;
        goto fail_unload;
    }
    size_t n = 0;
    for (struct entry *e = head; e != NULL; e = e->next_in_fatbin) {
        if (e->managed_ptr == NULL)
            continue;
        r = DRV.cuLibraryGetManaged(&addr[n].ptr, &addr[n].bytes, lib, e->name);
        n++;
        if (r != CUDA_SUCCESS) {
            err = ocr_cu(r);
            goto fail_unload;
        }
    }
    pthread_mutex_lock(&reg_lock);
    if (fb->dead) {
        /* Unregistered while it loaded (a program that closes a library it is using). */
        err = cudaErrorInvalidResourceHandle;
        goto fail_publish;
    }
    if (!ocr_reg_reserve(&table_ptr, managed)) {
        err = cudaErrorMemoryAllocation;
        goto fail_publish;
    }
    n = 0;
    for (struct entry *e = head; e != NULL; e = e->next_in_fatbin) {
        if (e->managed_ptr == NULL)
            continue;
        e->managed_size = addr[n].bytes;
        e->managed_key = (const void *)(uintptr_t)addr[n++].ptr;
        *e->managed_ptr = (void *)e->managed_key;
        /* Programs name a managed variable by its managed address. */
        ocr_reg_slot_put(table_ptr, e->managed_key, e);
    }
    fb->lib = lib;
    /* Published last: lock-free readers then see the managed addresses too. */
    __atomic_store_n(&fb->loaded, 1, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&reg_lock);
    if (addr != stack_addr)
        free(addr);
    return cudaSuccess;

fail_publish:
    pthread_mutex_unlock(&reg_lock);
fail_unload:
    /* Never keep a library nobody can use: the next use loads it again. */
    DRV.cuLibraryUnload(lib);
    if (addr != stack_addr)
        free(addr);
    return err;
}

/* In a read section that found fb (or its owner's handle). */
static cudaError_t ensure_loaded(struct fatbin *fb)
{
    if (OCR_LIKELY(__atomic_load_n(&fb->loaded, __ATOMIC_ACQUIRE)))
        return cudaSuccess;
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    pthread_mutex_lock(&fb->load_lock);
    if (!__atomic_load_n(&fb->loaded, __ATOMIC_ACQUIRE))
        err = load_locked(fb);
    pthread_mutex_unlock(&fb->load_lock);
    return err;
}

/* -- the internal interface ------------------------------------------------------------------ */

/* In a read section that found e. */
static cudaError_t resolve_kernel(struct entry *e, CUkernel *out)
{
    CUkernel k = __atomic_load_n(&e->kernel, __ATOMIC_ACQUIRE);
    if (OCR_LIKELY(k != NULL)) {
        *out = k;
        return cudaSuccess;
    }
    cudaError_t err = ensure_loaded(e->fb);
    if (err != cudaSuccess)
        return err;
    CUresult r = DRV.cuLibraryGetKernel(&k, e->fb->lib, e->name);
    if (r == CUDA_ERROR_NO_BINARY_FOR_GPU)
        trace_fatbin("no image for this device in a", e->fb);
    if (r != CUDA_SUCCESS)
        return r == CUDA_ERROR_NOT_FOUND ? cudaErrorInvalidDeviceFunction : ocr_cu(r);
    pthread_mutex_lock(&reg_lock);
    /* The reverse table has room before the kernel is published: a published kernel always
     * names its stub. Not published for a fatbin unregistered meanwhile. */
    if (e->kernel != NULL)
        k = e->kernel;
    else if (!e->fb->dead && !ocr_reg_reserve(&kernel_table, 1))
        err = cudaErrorMemoryAllocation;
    else if (!e->fb->dead) {
        ocr_reg_slot_put(kernel_table, (const void *)k, e);
        __atomic_store_n(&e->kernel, k, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&reg_lock);
    if (err == cudaSuccess)
        *out = k;
    return err;
}

cudaError_t ocr_kernel_for(const void *func, CUkernel *out)
{
    if (func == NULL)
        return cudaErrorInvalidDeviceFunction;
    struct ocr_read_section s = ocr_read_begin();
    struct entry *e = table_find(func);
    cudaError_t err = cudaSuccess;
    if (OCR_LIKELY(e != NULL))
        err = e->kind == ENTRY_FUNCTION ? resolve_kernel(e, out) : cudaErrorInvalidDeviceFunction;
    else if (OCR_UNLIKELY(was_lost(func, false)))
        err = cudaErrorMemoryAllocation;
    else
        *out = (CUkernel)func; /* not a registered host stub: the API takes it for a cudaKernel_t */
    ocr_read_end(s);
    return err;
}

const void *ocr_stub_for_kernel(CUkernel kernel)
{
    struct ocr_read_section s = ocr_read_begin();
    struct entry *e = kernel != NULL ? ocr_reg_find_in(&kernel_table, (const void *)kernel) : NULL;
    const void *stub = e != NULL ? e->key : NULL;
    ocr_read_end(s);
    return stub;
}

const char *ocr_kernel_name(CUkernel kernel)
{
    struct ocr_read_section s = ocr_read_begin();
    struct entry *e = kernel != NULL ? ocr_reg_find_in(&kernel_table, (const void *)kernel) : NULL;
    /* The name lives in the registering program, not in the entry. */
    const char *name = e != NULL ? e->name : NULL;
    ocr_read_end(s);
    return name;
}

/* What a strict lookup of an address that is no entry of `kind` answers. */
static cudaError_t not_registered(const void *key, const struct entry *e, cudaError_t unknown)
{
    return e == NULL && was_lost(key, true) ? cudaErrorMemoryAllocation : unknown;
}

void ocr_registry_warm(void)
{
    ocr_read_end(ocr_read_begin()); /* the thread's first read section claims its record */
    pthread_mutex_lock(&reg_lock);
    /* A failure leaves it to the first lookup, as before. */
    (void)ocr_reg_reserve(&kernel_table, 1);
    pthread_mutex_unlock(&reg_lock);
}

cudaError_t ocr_stub_kernel(const void *func, CUkernel *out)
{
    if (func == NULL)
        return cudaErrorInvalidDeviceFunction;
    struct ocr_read_section s = ocr_read_begin();
    struct entry *e = table_find(func);
    cudaError_t err = e != NULL && e->kind == ENTRY_FUNCTION
                          ? resolve_kernel(e, out)
                          : not_registered(func, e, cudaErrorInvalidDeviceFunction);
    ocr_read_end(s);
    return err;
}

cudaError_t ocr_symbol_lookup(const void *symbol, CUdeviceptr *dptr, size_t *size)
{
    struct ocr_read_section s = ocr_read_begin();
    struct entry *e = table_find(symbol);
    cudaError_t err;
    if (e == NULL || e->kind != ENTRY_VARIABLE) {
        err = not_registered(symbol, e, cudaErrorInvalidSymbol);
    } else if ((err = ensure_loaded(e->fb)) == cudaSuccess && e->managed_ptr != NULL) {
        /* A managed variable's address and size are known since its load: NVIDIA's library
         * answers them without the driver, even in a context a kernel fault has broken
         * (gpu_regload on the H200). */
        *dptr = (CUdeviceptr)(uintptr_t)e->managed_key;
        *size = e->managed_size;
    } else if (err == cudaSuccess) {
        CUresult r = DRV.cuLibraryGetGlobal(dptr, size, e->fb->lib, e->name);
        err = r == CUDA_ERROR_NOT_FOUND ? cudaErrorInvalidSymbol : ocr_cu(r);
    }
    ocr_read_end(s);
    return err;
}

cudaError_t ocr_symbol_copy_side(const void *symbol, size_t offset, size_t count,
                                 enum cudaMemcpyKind kind, bool to_symbol, bool check_range,
                                 CUdeviceptr *out)
{
    CUdeviceptr p;
    size_t size;
    cudaError_t err = ocr_symbol_lookup(symbol, &p, &size);
    if (err != cudaSuccess)
        return err;
    if (check_range && (offset > size || count > size - offset))
        return cudaErrorInvalidValue;
    enum cudaMemcpyKind host_side = to_symbol ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
    if (kind != host_side && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    *out = p + offset;
    return cudaSuccess;
}

/* -- the hidden registration ABI ------------------------------------------------------------- */

/* Records `proto` as an entry of the fatbin `handle` under `key`, or remembers the key as lost
 * when memory runs out: an entry exists only once the table has room for it. */
static void add_entry(void **handle, const void *key, const struct entry *proto)
{
    struct fatbin *fb = (struct fatbin *)handle;
    struct entry *e = fb != &no_memory_fatbin ? calloc(1, sizeof(*e)) : NULL;
    pthread_mutex_lock(&reg_lock);
    if (e == NULL || (key != NULL && !ocr_reg_reserve(&table_ptr, 1))) {
        lose(key, fb);
        pthread_mutex_unlock(&reg_lock);
        free(e);
        return;
    }
    *e = *proto;
    e->fb = fb;
    e->key = key;
    e->next_in_fatbin = fb->entries;
    __atomic_store_n(&fb->entries, e, __ATOMIC_RELEASE);
    if (key != NULL)
        ocr_reg_slot_put(table_ptr, key, e);
    pthread_mutex_unlock(&reg_lock);
}

void **__cudaRegisterFatBinary(void *fatCubin)
{
    struct fatbin *fb = calloc(1, sizeof(*fb));
    if (fb == NULL)
        return (void **)&no_memory_fatbin;
    fb->wrapper = fatCubin;
    pthread_mutex_init(&fb->load_lock, NULL);
    pthread_mutex_lock(&reg_lock);
    fb->next = live_fatbins;
    if (live_fatbins != NULL)
        live_fatbins->prev = fb;
    live_fatbins = fb;
    pthread_mutex_unlock(&reg_lock);
    return (void **)fb;
}

void __cudaRegisterFatBinaryEnd(void **fatCubinHandle)
{
    (void)fatCubinHandle; /* loading is lazy: nothing to do until first use */
}

/* Takes fb out of the tables and the live list and retires it. Called with reg_lock held. */
static void retire_fatbin(struct fatbin *fb)
{
    fb->dead = true;
    for (struct entry *e = fb->entries; e != NULL; e = e->next_in_fatbin) {
        ocr_reg_slot_remove(table_ptr, e->key, e);
        ocr_reg_slot_remove(table_ptr, e->managed_key, e);
        ocr_reg_slot_remove(kernel_table, (const void *)e->kernel, e);
    }
    if (fb->prev != NULL)
        fb->prev->next = fb->next;
    else
        live_fatbins = fb->next;
    if (fb->next != NULL)
        fb->next->prev = fb->prev;
    ocr_retire(&fb->retired, fb, fatbin_free);
}

/* Set by the library's destructor: the records are gone. */
static bool registry_gone;

void __cudaUnregisterFatBinary(void **fatCubinHandle)
{
    struct fatbin *fb = (struct fatbin *)fatCubinHandle;
    if (fb == NULL)
        return;
    pthread_mutex_lock(&reg_lock);
    if (registry_gone || fb->dead) {
        pthread_mutex_unlock(&reg_lock);
        return;
    }
    forget_lost(fb);
    if (fb == &no_memory_fatbin) {
        pthread_mutex_unlock(&reg_lock);
        return;
    }
    /* A load in progress sees `dead` before it publishes, and unloads its own library. */
    bool unload = __atomic_load_n(&fb->loaded, __ATOMIC_ACQUIRE);
    CUlibrary lib = fb->lib;
    retire_fatbin(fb);
    ocr_reclaim();
    pthread_mutex_unlock(&reg_lock);
    /* At process exit the driver may already be shutting down: leave it alone then. */
    if (unload && !__atomic_load_n(&ocr_exiting, __ATOMIC_ACQUIRE))
        DRV.cuLibraryUnload(lib);
}

/* The library is unloaded (or the process ends; the lifecycle owner calls it after the
 * runtime's end): everything goes, but what a thread still in a read section may hold
 * (possible only at exit), which stays reachable. The driver is left alone: the runtime has
 * ended. */
void ocr_registry_unload(void)
{
    pthread_mutex_lock(&reg_lock);
    registry_gone = true;
    struct ocr_reg_table **tables[] = {&table_ptr, &kernel_table};
    for (size_t i = 0; i < 2; i++) {
        struct ocr_reg_table *t = *tables[i];
        if (t == NULL)
            continue;
        __atomic_store_n(tables[i], NULL, __ATOMIC_RELEASE);
        ocr_retire(&t->retired, t, free);
    }
    while (live_fatbins != NULL)
        retire_fatbin(live_fatbins);
    ocr_reclaim();
    pthread_mutex_unlock(&reg_lock);
    ocr_reclaim_end();
}

/* fork: the registry's lock is never held across a driver call, so prepare takes it (and the
 * reader records' lock inside it): a child finds the tables whole and can register. A fatbin's
 * load lock is held across the driver's load: it is not waited for, and the child makes every
 * live fatbin's new (its loader was one of the parent's threads). */
void ocr_registry_fork(enum ocr_fork phase)
{
    switch (phase) {
    case OCR_FORK_PREPARE:
        pthread_mutex_lock(&reg_lock);
        ocr_reclaim_fork(phase);
        return;
    case OCR_FORK_PARENT:
        ocr_reclaim_fork(phase);
        pthread_mutex_unlock(&reg_lock);
        return;
    case OCR_FORK_CHILD:
        ocr_reclaim_fork(phase);
        for (struct fatbin *fb = live_fatbins; fb != NULL; fb = fb->next)
            pthread_mutex_init(&fb->load_lock, NULL);
        pthread_mutex_unlock(&reg_lock); /* prepare's, this thread's */
        pthread_mutex_init(&reg_lock, NULL);
        return;
    }
}

void __cudaRegisterFunction(void **fatCubinHandle, const char *hostFun, char *deviceFun,
                            const char *deviceName, int thread_limit, uint3 *tid, uint3 *bid,
                            dim3 *bDim, dim3 *gDim, int *wSize)
{
    (void)deviceName, (void)thread_limit, (void)tid, (void)bid, (void)bDim, (void)gDim, (void)wSize;
    if (fatCubinHandle == NULL)
        return;
    struct entry e = {.kind = ENTRY_FUNCTION, .name = deviceFun};
    add_entry(fatCubinHandle, hostFun, &e);
}

void __cudaRegisterVar(void **fatCubinHandle, char *hostVar, char *deviceAddress,
                       const char *deviceName, int ext, size_t size, int constant, int global)
{
    (void)deviceName, (void)ext, (void)constant, (void)global;
    if (fatCubinHandle == NULL)
        return;
    struct entry e = {.kind = ENTRY_VARIABLE, .name = deviceAddress, .size = size};
    add_entry(fatCubinHandle, hostVar, &e);
}

void __cudaRegisterManagedVar(void **fatCubinHandle, void **hostVarPtrAddress, char *deviceAddress,
                              const char *deviceName, int ext, size_t size, int constant,
                              int global)
{
    (void)deviceName, (void)ext, (void)constant, (void)global;
    if (fatCubinHandle == NULL)
        return;
    struct entry e = {.kind = ENTRY_VARIABLE,
                      .name = deviceAddress,
                      .size = size,
                      .managed_ptr = hostVarPtrAddress};
    add_entry(fatCubinHandle, hostVarPtrAddress, &e);
}

char __cudaInitModule(void **fatCubinHandle)
{
    struct fatbin *fb = (struct fatbin *)fatCubinHandle;
    if (fb == NULL || fb == &no_memory_fatbin)
        return 0;
    /* Managed variables live in a context: make sure one is current before loading. */
    if (ocr_enter() != cudaSuccess)
        return 0;
    struct ocr_read_section s = ocr_read_begin();
    cudaError_t err = ensure_loaded(fb);
    ocr_read_end(s);
    return err == cudaSuccess;
}

/* Set once __cudaGetKernel has written a stub as its kernel. nvcc's launch code keeps what it
 * wrote in a static handle for every later launch, so from then on a launch's kernel may be a
 * registered stub (never a driver kernel: those are not host code addresses). */
int ocr_stub_kernels_written;

bool ocr_kernel_is_stub(const void *k)
{
    struct ocr_read_section s = ocr_read_begin();
    struct entry *e = table_find(k);
    bool stub = e != NULL && e->kind == ENTRY_FUNCTION;
    ocr_read_end(s);
    return stub;
}

cudaError_t __cudaGetKernel(cudaKernel_t *kernel, const void *hostStub)
{
    /* A NULL output or stub is answered before the runtime initialises, as NVIDIA's does. */
    if (kernel == NULL)
        OCR_RETURN_NOINIT(cudaErrorInvalidValue);
    if (hostStub == NULL) {
        ocr_tls.kernel_error = cudaErrorInvalidDeviceFunction;
        OCR_RETURN_NOINIT(cudaErrorInvalidDeviceFunction);
    }
    CUkernel k;
    cudaError_t err = ocr_stub_kernel(hostStub, &k);
    if (err == cudaSuccess) {
        *kernel = (cudaKernel_t)k;
    } else if (err == cudaErrorNoKernelImageForDevice || ocr_init() != cudaSuccess) {
        /* Where the device has no image for it or the runtime cannot initialise (no driver),
         * NVIDIA's writes the stub itself as the kernel (both found by `opencudart diff`: the
         * launches that follow pass it); each launch of it looks again (launch.c). */
        *kernel = (cudaKernel_t)hostStub;
        __atomic_store_n(&ocr_stub_kernels_written, 1, __ATOMIC_RELEASE);
        ocr_tls.kernel_error = cudaSuccess; /* no NULL kernel left by this lookup */
    } else {
        ocr_tls.kernel_error = err; /* other failures leave the output: a NULL launch reports it */
    }
    OCR_RETURN(err);
}

void __cudaRegisterHostVar(void **fatCubinHandle, const char *deviceName, char *hostVar,
                           size_t size)
{
    /* Not emitted by nvcc 13.0; kept for the ABI. */
    (void)fatCubinHandle, (void)deviceName, (void)hostVar, (void)size;
}

void __cudaRegisterUnifiedTable(void *table)
{
    /* Not emitted by nvcc 13.0; kept for the ABI. */
    (void)table;
}

void *__cudaGetProcAddress(const char *symbol)
{
    /* NVIDIA's returns NULL as well. */
    (void)symbol;
    return NULL;
}
