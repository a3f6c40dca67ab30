/*
 * The fake driver's memory (see fake_driver_internal.h): device, host, managed and pitched
 * allocations at increasing fake addresses (real bytes behind them with
 * fake_config.backed_memory), host memory registered with cuMemHostRegister, cuMemGetInfo and
 * address ranges, pointer attributes, stream-ordered allocation and free, and the copies and
 * memsets with their per-thread twins, which record the last one and, over backed memory, move
 * the bytes.
 */
#include "fake_driver_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* -- state ------------------------------------------------------------------------------------- */

#define MAX_ALLOCS 4096
static struct fake_alloc allocs[MAX_ALLOCS];
/* ALLOC_REGISTERED: a range of the process's memory registered with cuMemHostRegister. */
enum alloc_kind { ALLOC_DEVICE, ALLOC_HOST, ALLOC_MANAGED, ALLOC_REGISTERED };
static enum alloc_kind alloc_kinds[MAX_ALLOCS];
/* With fake_config.backed_memory: the bytes behind an allocation (a host allocation's address is
 * its backing itself); NULL otherwise. */
static void *alloc_backing[MAX_ALLOCS];
static unsigned alloc_flags[MAX_ALLOCS];
static size_t n_allocs;
static CUdeviceptr next_device = 0x100000000000ULL, next_host = 0x200000000000ULL;
static struct fake_alloc last_alloc;

/* copies and memsets */
static struct fake_copy last_copy;
static size_t n_copies;

/* -- memory ------------------------------------------------------------------------------------ */

/* Record an allocation. Called with the lock held. */
static CUresult add_alloc(CUdeviceptr *out, size_t size, enum alloc_kind kind, unsigned flags)
{
    if (n_allocs >= MAX_ALLOCS)
        return CUDA_ERROR_OUT_OF_MEMORY;
    void *backing = NULL;
    CUdeviceptr p;
    if (kind == ALLOC_REGISTERED) {
        p = *out; /* the application's own memory */
    } else if (fake_config.backed_memory) {
        /* Real bytes; a host allocation is them, a device one keeps its fake address. */
        backing = malloc(size);
        if (backing == NULL)
            return CUDA_ERROR_OUT_OF_MEMORY;
        memset(backing, 0xa5, size);
    }
    if (kind == ALLOC_REGISTERED) {
    } else if (kind == ALLOC_HOST && backing != NULL) {
        p = (CUdeviceptr)(uintptr_t)backing;
    } else {
        CUdeviceptr *next = kind == ALLOC_HOST ? &next_host : &next_device;
        p = *next;
        *next += (size + 0x1ff) & ~(CUdeviceptr)0xff; /* a gap of at least 256 bytes between */
    }
    alloc_backing[n_allocs] = backing;
    allocs[n_allocs].ptr = p;
    allocs[n_allocs].size = size;
    allocs[n_allocs].ctx = fake_current_context();
    alloc_kinds[n_allocs] = kind;
    alloc_flags[n_allocs] = flags;
    last_alloc = allocs[n_allocs];
    n_allocs++;
    *out = p;
    return CUDA_SUCCESS;
}

/* Index of the allocation that starts at p (exact) or contains p, or -1. Lock held. */
static long find_alloc(CUdeviceptr p, bool exact)
{
    for (size_t i = 0; i < n_allocs; i++)
        if (exact ? allocs[i].ptr == p : (p >= allocs[i].ptr && p < allocs[i].ptr + allocs[i].size))
            return (long)i;
    return -1;
}

static void remove_alloc(long i)
{
    free(alloc_backing[i]);
    n_allocs--;
    alloc_backing[i] = alloc_backing[n_allocs];
    allocs[i] = allocs[n_allocs];
    alloc_kinds[i] = alloc_kinds[n_allocs];
    alloc_flags[i] = alloc_flags[n_allocs];
}

static CUresult alloc_common(CUdeviceptr *dptr, size_t size, enum alloc_kind kind, unsigned flags)
{
    NEED_CTX();
    if (dptr == NULL || size == 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    CUresult r = add_alloc(dptr, size, kind, flags);
    pthread_mutex_unlock(&fake_lock);
    return r;
}

static CUresult fake_cuMemAlloc(CUdeviceptr *dptr, size_t size)
{
    ENTER(cuMemAlloc);
    return alloc_common(dptr, size, ALLOC_DEVICE, 0);
}

static CUresult fake_cuMemAllocManaged(CUdeviceptr *dptr, size_t size, unsigned flags)
{
    ENTER(cuMemAllocManaged);
    fake_args.managed_flags = flags;
    return alloc_common(dptr, size, ALLOC_MANAGED, flags);
}

static CUresult fake_cuMemAllocPitch(CUdeviceptr *dptr, size_t *pitch, size_t width, size_t height,
                                     unsigned elem)
{
    ENTER(cuMemAllocPitch);
    if (pitch == NULL || (elem != 4 && elem != 8 && elem != 16))
        return CUDA_ERROR_INVALID_VALUE;
    size_t p = (width + 511) & ~(size_t)511;
    CUresult r = alloc_common(dptr, p * height, ALLOC_DEVICE, 0);
    if (r == CUDA_SUCCESS)
        *pitch = p;
    return r;
}

static CUresult fake_cuMemFree(CUdeviceptr dptr)
{
    ENTER(cuMemFree);
    NEED_CTX();
    if (dptr == 0) /* the driver synchronises, frees nothing, succeeds */
        return CUDA_SUCCESS;
    pthread_mutex_lock(&fake_lock);
    long i = find_alloc(dptr, true);
    bool ok = i >= 0 && alloc_kinds[i] != ALLOC_HOST && alloc_kinds[i] != ALLOC_REGISTERED;
    if (ok)
        remove_alloc(i);
    pthread_mutex_unlock(&fake_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static CUresult fake_cuMemGetAddressRange(CUdeviceptr *base, size_t *size, CUdeviceptr dptr)
{
    ENTER(cuMemGetAddressRange);
    NEED_CTX();
    pthread_mutex_lock(&fake_lock);
    long i = find_alloc(dptr, false);
    if (i >= 0) {
        if (base)
            *base = allocs[i].ptr;
        if (size)
            *size = allocs[i].size;
    }
    pthread_mutex_unlock(&fake_lock);
    return i >= 0 ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

static CUresult fake_cuMemGetInfo(size_t *free_bytes, size_t *total)
{
    ENTER(cuMemGetInfo);
    NEED_CTX();
    pthread_mutex_lock(&fake_lock);
    size_t used = 0;
    for (size_t i = 0; i < n_allocs; i++)
        if (alloc_kinds[i] != ALLOC_HOST && alloc_kinds[i] != ALLOC_REGISTERED)
            used += allocs[i].size;
    pthread_mutex_unlock(&fake_lock);
    if (free_bytes)
        *free_bytes = used < fake_config.total_mem ? fake_config.total_mem - used : 0;
    if (total)
        *total = fake_config.total_mem;
    return CUDA_SUCCESS;
}

static CUresult fake_cuMemHostAlloc(void **pp, size_t size, unsigned flags)
{
    ENTER(cuMemHostAlloc);
    pthread_mutex_lock(&fake_lock);
    fake_args.host_alloc_flags = flags;
    pthread_mutex_unlock(&fake_lock);
    CUdeviceptr p;
    CUresult r = alloc_common(&p, size, ALLOC_HOST, flags);
    if (r == CUDA_SUCCESS)
        *pp = (void *)(uintptr_t)p;
    return r;
}

static CUresult fake_cuMemFreeHost(void *p)
{
    ENTER(cuMemFreeHost);
    NEED_CTX();
    pthread_mutex_lock(&fake_lock);
    long i = find_alloc((CUdeviceptr)(uintptr_t)p, true);
    bool ok = i >= 0 && alloc_kinds[i] == ALLOC_HOST;
    if (ok)
        remove_alloc(i);
    pthread_mutex_unlock(&fake_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* Registered memory is described as host memory until it is unregistered. */
static CUresult fake_cuMemHostRegister(void *p, size_t size, unsigned flags)
{
    ENTER(cuMemHostRegister);
    NEED_CTX();
    if (p == NULL || size == 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    CUdeviceptr at = (CUdeviceptr)(uintptr_t)p;
    CUresult r = find_alloc(at, false) >= 0 ? CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
                                            : add_alloc(&at, size, ALLOC_REGISTERED, flags);
    pthread_mutex_unlock(&fake_lock);
    return r;
}

static CUresult fake_cuMemHostUnregister(void *p)
{
    ENTER(cuMemHostUnregister);
    NEED_CTX();
    pthread_mutex_lock(&fake_lock);
    long i = find_alloc((CUdeviceptr)(uintptr_t)p, true);
    bool ok = i >= 0 && alloc_kinds[i] == ALLOC_REGISTERED;
    if (ok)
        remove_alloc(i);
    pthread_mutex_unlock(&fake_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
}

static CUresult fake_cuMemHostGetDevicePointer(CUdeviceptr *dptr, void *p, unsigned flags)
{
    ENTER(cuMemHostGetDevicePointer);
    NEED_CTX();
    if (dptr == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    long i = find_alloc((CUdeviceptr)(uintptr_t)p, false);
    bool ok = i >= 0 && alloc_kinds[i] == ALLOC_HOST;
    pthread_mutex_unlock(&fake_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_VALUE;
    *dptr = (CUdeviceptr)(uintptr_t)p; /* unified addressing: the same address */
    return CUDA_SUCCESS;
}

static CUresult fake_cuMemHostGetFlags(unsigned *flags, void *p)
{
    ENTER(cuMemHostGetFlags);
    NEED_CTX();
    if (flags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    long i = find_alloc((CUdeviceptr)(uintptr_t)p, false);
    bool ok = i >= 0 && alloc_kinds[i] == ALLOC_HOST;
    if (ok)
        *flags = alloc_flags[i];
    pthread_mutex_unlock(&fake_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static int ctx_ordinal(CUcontext c)
{
    struct fake_ctx *k = fake_known_ctx(c);
    return k ? k->ordinal : 0;
}

static CUresult fake_cuPointerGetAttributes(unsigned n, CUpointer_attribute *attributes,
                                            void **data, CUdeviceptr ptr)
{
    ENTER(cuPointerGetAttributes);
    if (n == 0 || attributes == NULL || data == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    long i = find_alloc(ptr, false);
    struct fake_alloc a = i >= 0 ? allocs[i] : (struct fake_alloc){0};
    enum alloc_kind kind = i >= 0 ? alloc_kinds[i] : ALLOC_DEVICE;
    pthread_mutex_unlock(&fake_lock);
    /* Like the driver: an unknown pointer is no error, its attributes are empty. */
    for (unsigned j = 0; j < n; j++) {
        void *d = data[j];
        if (d == NULL)
            continue;
        switch (attributes[j]) {
        case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
            *(CUmemorytype *)d = i < 0 ? (CUmemorytype)0
                                 : kind == ALLOC_HOST || kind == ALLOC_REGISTERED
                                     ? CU_MEMORYTYPE_HOST
                                     : CU_MEMORYTYPE_DEVICE;
            break;
        case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR:
            *(CUdeviceptr *)d = i < 0 ? 0 : a.ptr;
            break;
        case CU_POINTER_ATTRIBUTE_RANGE_SIZE:
            *(size_t *)d = i < 0 ? 0 : a.size;
            break;
        case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
            *(int *)d = i < 0 ? -2 : ctx_ordinal(a.ctx);
            break;
        case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
            *(CUdeviceptr *)d = i < 0 ? 0 : ptr;
            break;
        case CU_POINTER_ATTRIBUTE_HOST_POINTER:
            *(void **)d = (i >= 0 && kind != ALLOC_DEVICE) ? (void *)(uintptr_t)ptr : NULL;
            break;
        case CU_POINTER_ATTRIBUTE_IS_MANAGED:
            *(int *)d = i >= 0 && kind == ALLOC_MANAGED;
            break;
        default:
            break;
        }
    }
    return CUDA_SUCCESS;
}

static CUresult impl_cuMemAllocAsync(bool ptds, CUdeviceptr *dptr, size_t size, CUstream s)
{
    (void)ptds;
    fake_args.stream = s;
    return alloc_common(dptr, size, ALLOC_DEVICE, 0);
}
TWIN_PAIR(cuMemAllocAsync, (CUdeviceptr * dptr, size_t size, CUstream s), dptr, size, s)

static CUresult impl_cuMemFreeAsync(bool ptds, CUdeviceptr dptr, CUstream s)
{
    (void)ptds;
    NEED_CTX();
    pthread_mutex_lock(&fake_lock);
    fake_args.stream = s;
    long i = find_alloc(dptr, true);
    bool ok = i >= 0 && alloc_kinds[i] == ALLOC_DEVICE;
    if (ok)
        remove_alloc(i);
    pthread_mutex_unlock(&fake_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
TWIN_PAIR(cuMemFreeAsync, (CUdeviceptr dptr, CUstream s), dptr, s)

/* -- copies and memset ------------------------------------------------------------------------- */

/* With fake_config.backed_memory, where the bytes of [p, p + n) are: a device allocation's
 * backing, or the host address itself (memory the fake does not know, pinned memory); NULL when
 * the range is not what `need_device` (1: device memory, 0: host memory, -1: either) asks, or
 * leaves its allocation. Lock held. */
static char *bytes_of(CUdeviceptr p, size_t n, int need_device)
{
    long i = find_alloc(p, false);
    bool device = i >= 0 && alloc_kinds[i] != ALLOC_HOST && alloc_kinds[i] != ALLOC_REGISTERED;
    if ((need_device == 1 && !device) || (need_device == 0 && device))
        return NULL;
    if (i >= 0 && n > allocs[i].size - (p - allocs[i].ptr))
        return NULL;
    if (!device)
        return (char *)(uintptr_t)p;
    return (char *)alloc_backing[i] + (p - allocs[i].ptr);
}

/* A copy of a backed driver moves its bytes at once (an asynchronous one is complete when it is
 * enqueued): CUDA_ERROR_INVALID_VALUE when a side is not what the copy names. */
static CUresult move_bytes(CUdeviceptr dst, int dst_device, CUdeviceptr src, int src_device,
                           size_t n)
{
    if (!fake_config.backed_memory || fake_config.free_copies)
        return CUDA_SUCCESS;
    pthread_mutex_lock(&fake_lock);
    char *d = bytes_of(dst, n, dst_device), *s = bytes_of(src, n, src_device);
    pthread_mutex_unlock(&fake_lock);
    if (d == NULL || s == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    memmove(d, s, n);
    return CUDA_SUCCESS;
}

static CUresult note_copy(const char *entry, bool ptds, bool async, CUdeviceptr dst,
                          CUdeviceptr src, unsigned char value, size_t count, CUstream stream)
{
    NEED_CTX();
    pthread_mutex_lock(&fake_lock);
    last_copy = (struct fake_copy){.entry = entry,
                                   .ptds = ptds,
                                   .async = async,
                                   .dst = dst,
                                   .src = src,
                                   .value = value,
                                   .count = count,
                                   .stream = stream};
    n_copies++;
    if (async)
        fake_args.stream = stream;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult impl_cuMemcpy(bool ptds, CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    CUresult r = move_bytes(dst, -1, src, -1, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(ptds ? "cuMemcpy_ptsz" : "cuMemcpy", ptds, false, dst, src, 0, n, NULL);
}
TWIN_PAIR(cuMemcpy, (CUdeviceptr dst, CUdeviceptr src, size_t n), dst, src, n)

static CUresult impl_cuMemcpyAsync(bool ptds, CUdeviceptr dst, CUdeviceptr src, size_t n,
                                   CUstream s)
{
    CUresult r = move_bytes(dst, -1, src, -1, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(ptds ? "cuMemcpyAsync_ptsz" : "cuMemcpyAsync", ptds, true, dst, src, 0, n, s);
}
TWIN_PAIR(cuMemcpyAsync, (CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s), dst, src, n, s)

#define COPY_NAME(name, ptds) ((ptds) ? #name "_ptsz" : #name)

static CUresult impl_cuMemcpyHtoD(bool ptds, CUdeviceptr dst, const void *src, size_t n)
{
    CUresult r = move_bytes(dst, 1, (CUdeviceptr)(uintptr_t)src, 0, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(COPY_NAME(cuMemcpyHtoD, ptds), ptds, false, dst, (CUdeviceptr)(uintptr_t)src,
                     0, n, NULL);
}
TWIN_PAIR(cuMemcpyHtoD, (CUdeviceptr dst, const void *src, size_t n), dst, src, n)

static CUresult impl_cuMemcpyHtoDAsync(bool ptds, CUdeviceptr dst, const void *src, size_t n,
                                       CUstream s)
{
    CUresult r = move_bytes(dst, 1, (CUdeviceptr)(uintptr_t)src, 0, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(COPY_NAME(cuMemcpyHtoDAsync, ptds), ptds, true, dst,
                     (CUdeviceptr)(uintptr_t)src, 0, n, s);
}
TWIN_PAIR(cuMemcpyHtoDAsync, (CUdeviceptr dst, const void *src, size_t n, CUstream s), dst, src, n,
          s)

static CUresult impl_cuMemcpyDtoH(bool ptds, void *dst, CUdeviceptr src, size_t n)
{
    CUresult r = move_bytes((CUdeviceptr)(uintptr_t)dst, 0, src, 1, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(COPY_NAME(cuMemcpyDtoH, ptds), ptds, false, (CUdeviceptr)(uintptr_t)dst, src,
                     0, n, NULL);
}
TWIN_PAIR(cuMemcpyDtoH, (void *dst, CUdeviceptr src, size_t n), dst, src, n)

static CUresult impl_cuMemcpyDtoHAsync(bool ptds, void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    CUresult r = move_bytes((CUdeviceptr)(uintptr_t)dst, 0, src, 1, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(COPY_NAME(cuMemcpyDtoHAsync, ptds), ptds, true, (CUdeviceptr)(uintptr_t)dst,
                     src, 0, n, s);
}
TWIN_PAIR(cuMemcpyDtoHAsync, (void *dst, CUdeviceptr src, size_t n, CUstream s), dst, src, n, s)

static CUresult impl_cuMemcpyDtoD(bool ptds, CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    return note_copy(COPY_NAME(cuMemcpyDtoD, ptds), ptds, false, dst, src, 0, n, NULL);
}
TWIN_PAIR(cuMemcpyDtoD, (CUdeviceptr dst, CUdeviceptr src, size_t n), dst, src, n)

static CUresult impl_cuMemcpyDtoDAsync(bool ptds, CUdeviceptr dst, CUdeviceptr src, size_t n,
                                       CUstream s)
{
    return note_copy(COPY_NAME(cuMemcpyDtoDAsync, ptds), ptds, true, dst, src, 0, n, s);
}
TWIN_PAIR(cuMemcpyDtoDAsync, (CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s), dst, src, n,
          s)

static CUresult impl_cuMemsetD8(bool ptds, CUdeviceptr dst, unsigned char v, size_t n)
{
    return note_copy(ptds ? "cuMemsetD8_ptsz" : "cuMemsetD8", ptds, false, dst, 0, v, n, NULL);
}
TWIN_PAIR(cuMemsetD8, (CUdeviceptr dst, unsigned char v, size_t n), dst, v, n)

static CUresult impl_cuMemsetD8Async(bool ptds, CUdeviceptr dst, unsigned char v, size_t n,
                                     CUstream s)
{
    return note_copy(ptds ? "cuMemsetD8Async_ptsz" : "cuMemsetD8Async", ptds, true, dst, 0, v, n,
                     s);
}
TWIN_PAIR(cuMemsetD8Async, (CUdeviceptr dst, unsigned char v, size_t n, CUstream s), dst, v, n, s)

/* -- the test-side interface ------------------------------------------------------------------- */

size_t fake_copies(void)
{
    pthread_mutex_lock(&fake_lock);
    size_t n = n_copies;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

const struct fake_copy *fake_last_copy(void)
{
    return &last_copy;
}

const struct fake_alloc *fake_last_alloc(void)
{
    return &last_alloc;
}

size_t fake_live_allocations(void)
{
    pthread_mutex_lock(&fake_lock);
    size_t n = n_allocs;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

CUdeviceptr fake_device_allocation(size_t size)
{
    CUdeviceptr p = 0;
    pthread_mutex_lock(&fake_lock);
    (void)add_alloc(&p, size, ALLOC_DEVICE, 0);
    pthread_mutex_unlock(&fake_lock);
    return p;
}

size_t fake_allocations_live_locked(void)
{
    return n_allocs;
}

void fake_memory_reset_locked(void)
{
    n_copies = 0;
    memset(&last_copy, 0, sizeof(last_copy));
    memset(&last_alloc, 0, sizeof(last_alloc));
}

/* -- the table --------------------------------------------------------------------------------- */

void fake_fill_memory(struct ocr_driver *t)
{
#define SET(name) t->name = fake_##name
    SET(cuMemAlloc);
    SET(cuMemAllocManaged);
    SET(cuMemAllocPitch);
    SET(cuMemFree);
    SET(cuMemGetAddressRange);
    SET(cuMemGetInfo);
    SET(cuMemHostAlloc);
    SET(cuMemFreeHost);
    SET(cuMemHostRegister);
    SET(cuMemHostUnregister);
    SET(cuMemHostGetDevicePointer);
    SET(cuMemHostGetFlags);
    SET(cuPointerGetAttributes);
    SET(cuMemAllocAsync);
    SET(cuMemFreeAsync);
    SET(cuMemcpy);
    SET(cuMemcpyAsync);
    SET(cuMemcpyHtoD);
    SET(cuMemcpyHtoDAsync);
    SET(cuMemcpyDtoH);
    SET(cuMemcpyDtoHAsync);
    SET(cuMemcpyDtoD);
    SET(cuMemcpyDtoDAsync);
    SET(cuMemsetD8);
    SET(cuMemsetD8Async);
#undef SET
}

void fake_fill_memory_twins(struct ocr_driver *t)
{
#define SET_TWIN(name) t->name = fake_##name##_ptsz
    SET_TWIN(cuMemcpy);
    SET_TWIN(cuMemcpyAsync);
    SET_TWIN(cuMemcpyHtoD);
    SET_TWIN(cuMemcpyHtoDAsync);
    SET_TWIN(cuMemcpyDtoH);
    SET_TWIN(cuMemcpyDtoHAsync);
    SET_TWIN(cuMemcpyDtoD);
    SET_TWIN(cuMemcpyDtoDAsync);
    SET_TWIN(cuMemsetD8);
    SET_TWIN(cuMemsetD8Async);
    SET_TWIN(cuMemAllocAsync);
    SET_TWIN(cuMemFreeAsync);
#undef SET_TWIN
}
