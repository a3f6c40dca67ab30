/*
 * The registry of what nvcc-generated code registers before main: fatbins, kernels (by host
 * stub), device variables (by host shadow) and managed variables.
 *
 * Registration only records. A fatbin is loaded with one cuLibraryLoadData of its wrapper on
 * first need (the first kernel lookup, symbol use or __cudaInitModule of that fatbin), which
 * yields context-independent CUkernels that stay valid on every device and across
 * cudaDeviceReset. Lookups by host address are lock-free: an open-addressing table whose slots
 * are published with release stores; inserts, loads and removals take `reg_lock`.
 */
#include "hidden_abi.h"
#include "internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum entry_kind { ENTRY_FUNCTION, ENTRY_VARIABLE };

struct fatbin;

struct entry {
    enum entry_kind kind;
    struct fatbin *fb;
    const void *key;    /* the host stub or shadow it was registered with */
    const char *name;   /* mangled device name */
    size_t size;        /* variables: size in bytes */
    void **managed_ptr; /* managed variables: where host code reads the address */
    CUkernel kernel;    /* functions: resolved handle, NULL until first use */
    struct entry *next_in_fatbin;
};

struct fatbin {
    const void *wrapper;
    CUlibrary lib;
    int state; /* 0 not loaded, 1 loaded, -1 failed (see error) */
    cudaError_t error;
    struct entry *entries; /* everything registered on this handle */
};

/* -- the lookup table ------------------------------------------------------------------------ */

struct slot {
    const void *key;     /* never changes once published */
    struct entry *value; /* NULL after removal */
};

struct table {
    size_t mask;
    size_t used;
    struct slot slots[];
};

static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;
/* Host stubs and shadows -> entries; and resolved kernels -> their function entries (so that a
 * kernel handle names its stub again, e.g. a graph's kernel node read back). */
static struct table *volatile table_ptr;
static struct table *volatile kernel_table;

static size_t hash_ptr(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (size_t)x;
}

static struct entry *find_in(struct table *volatile *tp, const void *key)
{
    struct table *t = __atomic_load_n(tp, __ATOMIC_ACQUIRE);
    if (t == NULL || key == NULL)
        return NULL;
    for (size_t i = hash_ptr(key) & t->mask;; i = (i + 1) & t->mask) {
        const void *k = __atomic_load_n(&t->slots[i].key, __ATOMIC_ACQUIRE);
        if (k == NULL)
            return NULL;
        if (k == key)
            return __atomic_load_n(&t->slots[i].value, __ATOMIC_ACQUIRE);
    }
}

/* Called with reg_lock held. */
static void slot_put(struct table *t, const void *key, struct entry *value)
{
    for (size_t i = hash_ptr(key) & t->mask;; i = (i + 1) & t->mask) {
        if (t->slots[i].key == key) {
            __atomic_store_n(&t->slots[i].value, value, __ATOMIC_RELEASE);
            return;
        }
        if (t->slots[i].key == NULL) {
            t->slots[i].value = value;
            __atomic_store_n(&t->slots[i].key, key, __ATOMIC_RELEASE);
            t->used++;
            return;
        }
    }
}

static struct entry *table_find(const void *key)
{
    return find_in(&table_ptr, key);
}

/* Called with reg_lock held. Readers may still walk a replaced table: it is never freed. */
static bool insert_in(struct table *volatile *tp, const void *key, struct entry *value)
{
    struct table *t = *tp;
    if (t == NULL || (t->used + 1) * 4 > (t->mask + 1) * 3) {
        size_t cap = t ? (t->mask + 1) * 2 : 1024;
        struct table *n = calloc(1, sizeof(*n) + cap * sizeof(struct slot));
        if (n == NULL)
            return false;
        n->mask = cap - 1;
        if (t != NULL)
            for (size_t i = 0; i <= t->mask; i++)
                if (t->slots[i].key != NULL && t->slots[i].value != NULL)
                    slot_put(n, t->slots[i].key, t->slots[i].value);
        __atomic_store_n(tp, n, __ATOMIC_RELEASE);
        t = n;
    }
    slot_put(t, key, value);
    return true;
}

static bool table_insert(const void *key, struct entry *value)
{
    return insert_in(&table_ptr, key, value);
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

/* Load fb's library once. Called with reg_lock held. */
static cudaError_t load_locked(struct fatbin *fb)
{
    if (fb->state != 0)
        return fb->state == 1 ? cudaSuccess : fb->error;
    CUlibraryOption opt = CU_LIBRARY_BINARY_IS_PRESERVED;
    void *val = (void *)(uintptr_t)1;
    trace_fatbin("loading a", fb);
    CUresult r = DRV.cuLibraryLoadData(&fb->lib, fb->wrapper, NULL, NULL, 0, &opt, &val, 1);
    for (struct entry *e = fb->entries; r == CUDA_SUCCESS && e != NULL; e = e->next_in_fatbin) {
        if (e->managed_ptr == NULL)
            continue;
        CUdeviceptr dptr = 0;
        size_t bytes = 0;
        r = DRV.cuLibraryGetManaged(&dptr, &bytes, fb->lib, e->name);
        if (r == CUDA_SUCCESS) {
            *e->managed_ptr = (void *)(uintptr_t)dptr;
            /* Programs name a managed variable by its managed address. */
            table_insert((const void *)(uintptr_t)dptr, e);
        }
    }
    if (r != CUDA_SUCCESS) {
        fb->error = ocr_cu(r);
        __atomic_store_n(&fb->state, -1, __ATOMIC_RELEASE);
        return fb->error;
    }
    /* Published last: lock-free readers then see the managed addresses too. */
    __atomic_store_n(&fb->state, 1, __ATOMIC_RELEASE);
    return cudaSuccess;
}

static cudaError_t ensure_loaded(struct fatbin *fb)
{
    if (OCR_LIKELY(__atomic_load_n(&fb->state, __ATOMIC_ACQUIRE) == 1))
        return cudaSuccess;
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    pthread_mutex_lock(&reg_lock);
    err = load_locked(fb);
    pthread_mutex_unlock(&reg_lock);
    return err;
}

/* -- the internal interface ------------------------------------------------------------------ */

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
    insert_in(&kernel_table, (const void *)k, e);
    pthread_mutex_unlock(&reg_lock);
    __atomic_store_n(&e->kernel, k, __ATOMIC_RELEASE);
    *out = k;
    return cudaSuccess;
}

cudaError_t ocr_kernel_for(const void *func, CUkernel *out)
{
    if (func == NULL)
        return cudaErrorInvalidDeviceFunction;
    struct entry *e = table_find(func);
    if (e == NULL) {
        /* Not a registered host stub: the API takes it to be a cudaKernel_t. */
        *out = (CUkernel)func;
        return cudaSuccess;
    }
    if (e->kind != ENTRY_FUNCTION)
        return cudaErrorInvalidDeviceFunction;
    return resolve_kernel(e, out);
}

const void *ocr_stub_for_kernel(CUkernel kernel)
{
    struct entry *e = kernel != NULL ? find_in(&kernel_table, (const void *)kernel) : NULL;
    return e != NULL ? e->key : NULL;
}

const char *ocr_kernel_name(CUkernel kernel)
{
    struct entry *e = kernel != NULL ? find_in(&kernel_table, (const void *)kernel) : NULL;
    return e != NULL ? e->name : NULL;
}

cudaError_t ocr_stub_kernel(const void *func, CUkernel *out)
{
    struct entry *e = func != NULL ? table_find(func) : NULL;
    if (e == NULL || e->kind != ENTRY_FUNCTION)
        return cudaErrorInvalidDeviceFunction;
    return resolve_kernel(e, out);
}

cudaError_t ocr_symbol_lookup(const void *symbol, CUdeviceptr *dptr, size_t *size)
{
    struct entry *e = table_find(symbol);
    if (e == NULL || e->kind != ENTRY_VARIABLE)
        return cudaErrorInvalidSymbol;
    cudaError_t err = ensure_loaded(e->fb);
    if (err != cudaSuccess)
        return err;
    CUresult r = DRV.cuLibraryGetGlobal(dptr, size, e->fb->lib, e->name);
    if (r == CUDA_ERROR_NOT_FOUND)
        return cudaErrorInvalidSymbol;
    return ocr_cu(r);
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

static void add_entry(void **handle, const void *key, struct entry *e)
{
    struct fatbin *fb = (struct fatbin *)handle;
    e->fb = fb;
    e->key = key;
    pthread_mutex_lock(&reg_lock);
    e->next_in_fatbin = fb->entries;
    fb->entries = e;
    if (key != NULL)
        table_insert(key, e);
    pthread_mutex_unlock(&reg_lock);
}

void **__cudaRegisterFatBinary(void *fatCubin)
{
    struct fatbin *fb = calloc(1, sizeof(*fb));
    if (fb == NULL)
        return NULL;
    fb->wrapper = fatCubin;
    return (void **)fb;
}

void __cudaRegisterFatBinaryEnd(void **fatCubinHandle)
{
    (void)fatCubinHandle; /* loading is lazy: nothing to do until first use */
}

void __cudaUnregisterFatBinary(void **fatCubinHandle)
{
    struct fatbin *fb = (struct fatbin *)fatCubinHandle;
    if (fb == NULL)
        return;
    pthread_mutex_lock(&reg_lock);
    struct table *tables[] = {table_ptr, kernel_table};
    for (size_t n = 0; n < 2; n++) {
        struct table *t = tables[n];
        for (size_t i = 0; t != NULL && i <= t->mask; i++) {
            struct entry *e = t->slots[i].value;
            if (e != NULL && e->fb == fb)
                __atomic_store_n(&t->slots[i].value, NULL, __ATOMIC_RELEASE);
        }
    }
    /* At process exit the driver may already be shutting down: leave it alone then. */
    if (fb->state == 1 && !ocr_is_exiting())
        DRV.cuLibraryUnload(fb->lib);
    pthread_mutex_unlock(&reg_lock);
    /* Entries and the fatbin record stay allocated: a racing lock-free reader may hold one. */
}

void __cudaRegisterFunction(void **fatCubinHandle, const char *hostFun, char *deviceFun,
                            const char *deviceName, int thread_limit, uint3 *tid, uint3 *bid,
                            dim3 *bDim, dim3 *gDim, int *wSize)
{
    (void)deviceName, (void)thread_limit, (void)tid, (void)bid, (void)bDim, (void)gDim, (void)wSize;
    struct entry *e = calloc(1, sizeof(*e));
    if (fatCubinHandle == NULL || e == NULL) {
        free(e);
        return;
    }
    e->kind = ENTRY_FUNCTION;
    e->name = deviceFun;
    add_entry(fatCubinHandle, hostFun, e);
}

void __cudaRegisterVar(void **fatCubinHandle, char *hostVar, char *deviceAddress,
                       const char *deviceName, int ext, size_t size, int constant, int global)
{
    (void)deviceName, (void)ext, (void)constant, (void)global;
    struct entry *e = calloc(1, sizeof(*e));
    if (fatCubinHandle == NULL || e == NULL) {
        free(e);
        return;
    }
    e->kind = ENTRY_VARIABLE;
    e->name = deviceAddress;
    e->size = size;
    add_entry(fatCubinHandle, hostVar, e);
}

void __cudaRegisterManagedVar(void **fatCubinHandle, void **hostVarPtrAddress, char *deviceAddress,
                              const char *deviceName, int ext, size_t size, int constant,
                              int global)
{
    (void)deviceName, (void)ext, (void)constant, (void)global;
    struct entry *e = calloc(1, sizeof(*e));
    if (fatCubinHandle == NULL || e == NULL) {
        free(e);
        return;
    }
    e->kind = ENTRY_VARIABLE;
    e->name = deviceAddress;
    e->size = size;
    e->managed_ptr = hostVarPtrAddress;
    add_entry(fatCubinHandle, hostVarPtrAddress, e);
}

char __cudaInitModule(void **fatCubinHandle)
{
    if (fatCubinHandle == NULL)
        return 0;
    /* Managed variables live in a context: make sure one is current before loading. */
    if (ocr_enter() != cudaSuccess)
        return 0;
    return ensure_loaded((struct fatbin *)fatCubinHandle) == cudaSuccess;
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
    struct entry *e = table_find(hostStub);
    if (e == NULL || e->kind != ENTRY_FUNCTION) {
        ocr_tls.kernel_error = cudaErrorInvalidDeviceFunction;
        OCR_RETURN(cudaErrorInvalidDeviceFunction);
    }
    CUkernel k;
    cudaError_t err = resolve_kernel(e, &k);
    if (err == cudaSuccess)
        *kernel = (cudaKernel_t)k;
    else
        ocr_tls.kernel_error = err; /* the launch that follows reports it */
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
