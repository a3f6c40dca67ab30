/* Allocation, copies, memset and symbols (the linear-memory part of the memory API). */
#include "copy_side.h"
#include "objects.h"
#include "staging.h"

/* -- allocation ------------------------------------------------------------------------------ */

cudaError_t cudaMalloc(void **devPtr, size_t size)
{
    if (devPtr == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    if (size == 0) {
        *devPtr = NULL;
        OCR_RETURN(cudaSuccess);
    }
    CUdeviceptr p;
    err = ocr_cu(DRV.cuMemAlloc(&p, size));
    if (err == cudaSuccess) {
        *devPtr = (void *)(uintptr_t)p;
        OCR_OBJECT_MADE(OCR_OBJ_MALLOC, p, size);
    }
    OCR_RETURN(err);
}

/* As NVIDIA's runtime (read from its library): the context, then cuMemFree, also for NULL; the
 * driver decides the rest (its implicit synchronisation, cudaErrorStreamCaptureUnsupported in a
 * thread whose global-mode capture it would break, success in another thread, a kernel fault). */
cudaError_t cudaFree(void *devPtr)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_DEVICE, devPtr);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemFree((CUdeviceptr)(uintptr_t)devPtr));
    OCR_OBJECT_RELEASED(OCR_CLASS_DEVICE, devPtr, err);
    OCR_RETURN(err);
}

/* An empty allocation succeeds before the flags are looked at (seen on the GPU). */
cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags)
{
    if (devPtr == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    if (size == 0) {
        *devPtr = NULL;
        OCR_RETURN(cudaSuccess);
    }
    if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost)
        OCR_RETURN(cudaErrorInvalidValue);
    CUdeviceptr p;
    err = ocr_cu(DRV.cuMemAllocManaged(&p, size, flags));
    if (err == cudaSuccess) {
        *devPtr = (void *)(uintptr_t)p;
        OCR_OBJECT_MADE(OCR_OBJ_MANAGED, p, size);
    }
    OCR_RETURN(err);
}

static cudaError_t host_alloc_common(void **pHost, size_t size, unsigned flags,
                                     enum ocr_object_kind kind)
{
    if (pHost == NULL)
        return cudaErrorInvalidValue;
    if (flags &
        ~(unsigned)(cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined))
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    if (size == 0) {
        *pHost = NULL;
        return cudaSuccess;
    }
    void *p;
    err = ocr_cu(DRV.cuMemHostAlloc(&p, size, flags));
    if (err == cudaSuccess) {
        *pHost = p;
        OCR_OBJECT_MADE(kind, p, size);
    }
    return err;
}

cudaError_t cudaMallocHost(void **ptr, size_t size)
{
    OCR_RETURN(host_alloc_common(ptr, size, cudaHostAllocDefault, OCR_OBJ_HOST));
}

cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags)
{
    OCR_RETURN(host_alloc_common(pHost, size, flags, OCR_OBJ_HOST_ALLOC));
}

cudaError_t cudaFreeHost(void *ptr)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_HOST, ptr);
    if (err == cudaSuccess && ptr != NULL)
        err = ocr_cu(DRV.cuMemFreeHost(ptr));
    OCR_OBJECT_RELEASED(OCR_CLASS_HOST, ptr, err);
    OCR_RETURN(err);
}

cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemHostRegister(ptr, size, flags));
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_REGISTERED, ptr, size);
    OCR_RETURN(err);
}

cudaError_t cudaHostUnregister(void *ptr)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_REGISTERED, ptr);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemHostUnregister(ptr));
    OCR_OBJECT_RELEASED(OCR_CLASS_REGISTERED, ptr, err);
    OCR_RETURN(err);
}

cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
    if (pDevice == NULL || flags != 0)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUdeviceptr p;
    err = ocr_cu(DRV.cuMemHostGetDevicePointer(&p, pHost, 0));
    if (err == cudaSuccess)
        *pDevice = (void *)(uintptr_t)p;
    OCR_RETURN(err);
}

cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost)
{
    if (pFlags == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemHostGetFlags(pFlags, pHost));
    OCR_RETURN(err);
}

cudaError_t cudaMemGetInfo(size_t *free, size_t *total)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    size_t f = 0, t = 0;
    err = ocr_cu(DRV.cuMemGetInfo(&f, &t));
    if (err == cudaSuccess) {
        if (free)
            *free = f;
        if (total)
            *total = t;
    }
    OCR_RETURN(err);
}

/* -- copies and memset ----------------------------------------------------------------------- */

/* A copy of `count` bytes with the driver copy its kind names: the driver then checks that
 * each side is what the kind says (a freed or host pointer where device memory is named is
 * cudaErrorInvalidValue). Host-to-host and default copies let the driver infer both sides. */
static CUresult copy(CUdeviceptr d, CUdeviceptr s, size_t count, enum cudaMemcpyKind kind,
                     bool async, CUstream stream, const struct ocr_driver *drv)
{
    switch (kind) {
    case cudaMemcpyHostToDevice:
        return async ? drv->cuMemcpyHtoDAsync(d, (const void *)(uintptr_t)s, count, stream)
                     : drv->cuMemcpyHtoD(d, (const void *)(uintptr_t)s, count);
    case cudaMemcpyDeviceToHost:
        return async ? drv->cuMemcpyDtoHAsync((void *)(uintptr_t)d, s, count, stream)
                     : drv->cuMemcpyDtoH((void *)(uintptr_t)d, s, count);
    case cudaMemcpyDeviceToDevice:
        return async ? drv->cuMemcpyDtoDAsync(d, s, count, stream) : drv->cuMemcpyDtoD(d, s, count);
    default:
        return async ? drv->cuMemcpyAsync(d, s, count, stream) : drv->cuMemcpy(d, s, count);
    }
}

/* Misuse (OPENCUDART_CHECK=misuse): a destroyed stream, a device range past its allocation. */
static __attribute__((noinline, cold)) void copy_misuse(void *dst, const void *src, size_t count,
                                                        bool async, cudaStream_t stream)
{
    if (async)
        ocr_object_use(OCR_CLASS_STREAM, (uintptr_t)stream);
    ocr_object_range("destination", dst, count);
    if (src != NULL)
        ocr_object_range("source", src, count);
}

static cudaError_t memcpy_common(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                 bool async, cudaStream_t stream, bool ptds)
{
    if (OCR_CHECKING(OCR_CHECK_MISUSE))
        copy_misuse(dst, src, count, async, stream);
    cudaError_t err = ocr_enter();
    if (OCR_UNLIKELY(err != cudaSuccess))
        return err;
    if (count == 0)
        return cudaSuccess;
    if (OCR_UNLIKELY(!ocr_copy_kind_valid(kind)))
        return cudaErrorInvalidMemcpyDirection;
    size_t from = 0;
    if (OCR_UNLIKELY(count >= ocr_staging_min)) {
        /* Large copies from or to pageable memory: the staging engine (staging.c), which takes
         * only what this path would accept and hands back what it does not finish. */
        cudaError_t staged;
        if (ocr_staging_copy(dst, src, count, kind, stream, ptds, &from, &staged))
            return staged;
    }
    return ocr_cu(copy((CUdeviceptr)(uintptr_t)dst + from, (CUdeviceptr)(uintptr_t)src + from,
                       count - from, kind, async, (CUstream)stream, &OCR_DRV(ptds)));
}

OCR_API_TWINS(_ptds, cudaMemcpy,
              (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind), memcpy_common,
              dst, src, count, kind, false, NULL)

OCR_API_TWINS(_ptsz, cudaMemcpyAsync,
              (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
               cudaStream_t stream),
              memcpy_common, dst, src, count, kind, true, stream)

static cudaError_t memset_common(void *devPtr, int value, size_t count, bool async,
                                 cudaStream_t stream, bool ptds)
{
    if (OCR_CHECKING(OCR_CHECK_MISUSE))
        copy_misuse(devPtr, NULL, count, async, stream);
    cudaError_t err = ocr_enter();
    if (OCR_UNLIKELY(err != cudaSuccess))
        return err;
    if (count == 0)
        return cudaSuccess;
    CUdeviceptr d = (CUdeviceptr)(uintptr_t)devPtr;
    CUresult r =
        async ? OCR_DRV(ptds).cuMemsetD8Async(d, (unsigned char)value, count, (CUstream)stream)
              : OCR_DRV(ptds).cuMemsetD8(d, (unsigned char)value, count);
    return ocr_cu(r);
}

OCR_API_TWINS(_ptds, cudaMemset, (void *devPtr, int value, size_t count), memset_common, devPtr,
              value, count, false, NULL)

OCR_API_TWINS(_ptsz, cudaMemsetAsync, (void *devPtr, int value, size_t count, cudaStream_t stream),
              memset_common, devPtr, value, count, true, stream)

/* -- symbols --------------------------------------------------------------------------------- */

/* As NVIDIA's runtime (read from its library): the context, then the symbol (NULL or unknown:
 * cudaErrorInvalidSymbol), then the output, which NVIDIA's writes unchecked (ours refuses a
 * NULL one). */
cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol)
{
    cudaError_t err = ocr_enter();
    CUdeviceptr p = 0;
    size_t size = 0;
    if (err == cudaSuccess)
        err = ocr_symbol_lookup(symbol, &p, &size);
    if (err == cudaSuccess && devPtr == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        *devPtr = (void *)(uintptr_t)p;
    OCR_RETURN(err);
}

cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol)
{
    cudaError_t err = ocr_enter();
    CUdeviceptr p = 0;
    size_t bytes = 0;
    if (err == cudaSuccess)
        err = ocr_symbol_lookup(symbol, &p, &bytes);
    if (err == cudaSuccess && size == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        *size = bytes;
    OCR_RETURN(err);
}

/*
 * Copies to and from a symbol, in NVIDIA's order (read from its library, the empty copy seen on
 * the GPU): an empty copy succeeds at once, whatever the symbol and the kind; then the context;
 * the symbol (cudaErrorInvalidSymbol); for the synchronous forms only, [offset, offset + count)
 * against the symbol's size (cudaErrorInvalidValue); then the kind
 * (cudaErrorInvalidMemcpyDirection). The asynchronous forms hand an out-of-range offset to the
 * driver.
 */
static cudaError_t symbol_copy_common(const void *ptr, const void *symbol, size_t count,
                                      size_t offset, enum cudaMemcpyKind kind, bool to_symbol,
                                      bool async, cudaStream_t stream, bool ptds)
{
    if (count == 0)
        return ocr_init();
    cudaError_t err = ocr_enter();
    CUdeviceptr sym = 0;
    if (err == cudaSuccess)
        err = ocr_symbol_copy_side(symbol, offset, count, kind, to_symbol, !async, &sym);
    if (err != cudaSuccess)
        return err;
    CUdeviceptr other = (CUdeviceptr)(uintptr_t)ptr;
    return ocr_cu(copy(to_symbol ? sym : other, to_symbol ? other : sym, count, kind, async,
                       (CUstream)stream, &OCR_DRV(ptds)));
}

OCR_API_TWINS(_ptds, cudaMemcpyToSymbol,
              (const void *symbol, const void *src, size_t count, size_t offset,
               enum cudaMemcpyKind kind),
              symbol_copy_common, src, symbol, count, offset, kind, true, false, NULL)

OCR_API_TWINS(_ptsz, cudaMemcpyToSymbolAsync,
              (const void *symbol, const void *src, size_t count, size_t offset,
               enum cudaMemcpyKind kind, cudaStream_t stream),
              symbol_copy_common, src, symbol, count, offset, kind, true, true, stream)

OCR_API_TWINS(_ptds, cudaMemcpyFromSymbol,
              (void *dst, const void *symbol, size_t count, size_t offset,
               enum cudaMemcpyKind kind),
              symbol_copy_common, dst, symbol, count, offset, kind, false, false, NULL)

OCR_API_TWINS(_ptsz, cudaMemcpyFromSymbolAsync,
              (void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind,
               cudaStream_t stream),
              symbol_copy_common, dst, symbol, count, offset, kind, false, true, stream)

/* -- stream-ordered allocation --------------------------------------------------------------- */

static cudaError_t cudaMallocAsync_common(void **devPtr, size_t size, cudaStream_t stream,
                                          bool ptds)
{
    if (devPtr == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUdeviceptr p = 0;
    OCR_OBJECT_USE(OCR_CLASS_STREAM, stream);
    err = ocr_cu(OCR_DRV(ptds).cuMemAllocAsync(&p, size, (CUstream)stream));
    /* A failed allocation leaves NULL behind, as NVIDIA's runtime does (seen on the H200). */
    *devPtr = err == cudaSuccess ? (void *)(uintptr_t)p : NULL;
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_ASYNC, p, size);
    return err;
}
OCR_API_PTSZ(cudaMallocAsync, (void **devPtr, size_t size, cudaStream_t hStream), devPtr, size,
             hStream)

static cudaError_t cudaFreeAsync_common(void *devPtr, cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    OCR_OBJECT_USE(OCR_CLASS_STREAM, stream);
    OCR_OBJECT_RELEASING(OCR_CLASS_DEVICE, devPtr);
    err = ocr_cu(OCR_DRV(ptds).cuMemFreeAsync((CUdeviceptr)(uintptr_t)devPtr, (CUstream)stream));
    OCR_OBJECT_RELEASED(OCR_CLASS_DEVICE, devPtr, err);
    return err;
}
OCR_API_PTSZ(cudaFreeAsync, (void *devPtr, cudaStream_t hStream), devPtr, hStream)
