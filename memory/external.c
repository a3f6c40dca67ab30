/*
 * External memory and semaphores: objects another API (Vulkan, Direct3D, NvSci, or CUDA itself
 * through a shareable handle) exported, imported into the current context; buffers and
 * mipmapped arrays mapped from the memory; semaphores signalled and waited on in a stream.
 * cudaExternalMemory_t is the driver's CUexternalMemory, cudaExternalSemaphore_t its
 * CUexternalSemaphore, and a mapped mipmapped array a CUmipmappedArray.
 *
 * The handle descriptors, buffer descriptors and signal/wait parameters have the driver's
 * layouts and values (asserted below) and pass as they are; a mipmapped array's channel
 * descriptor becomes the driver's format and channel count as for cudaMallocMipmappedArray
 * (cudaErrorInvalidChannelDescriptor for one the runtime does not accept). The runtime refuses
 * NULL outputs and descriptors before the driver is called; handles, handle kinds, sizes,
 * offsets and flags are the driver's to judge. Outputs are written on success only.
 */
#include "internal.h"
#include "layout.h"
#include "memory_internal.h"

#include <string.h>

/* -- layouts and values the translation relies on --------------------------------------------- */

SAME_VALUE(cudaExternalMemoryHandleTypeOpaqueFd, CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD);
SAME_VALUE(cudaExternalMemoryHandleTypeOpaqueWin32, CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32);
SAME_VALUE(cudaExternalMemoryHandleTypeOpaqueWin32Kmt,
           CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT);
SAME_VALUE(cudaExternalMemoryHandleTypeD3D12Heap, CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP);
SAME_VALUE(cudaExternalMemoryHandleTypeD3D12Resource,
           CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE);
SAME_VALUE(cudaExternalMemoryHandleTypeD3D11Resource,
           CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE);
SAME_VALUE(cudaExternalMemoryHandleTypeD3D11ResourceKmt,
           CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT);
SAME_VALUE(cudaExternalMemoryHandleTypeNvSciBuf, CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF);
SAME_VALUE(cudaExternalMemoryDedicated, CUDA_EXTERNAL_MEMORY_DEDICATED);

SAME_VALUE(cudaExternalSemaphoreHandleTypeOpaqueFd, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD);
SAME_VALUE(cudaExternalSemaphoreHandleTypeOpaqueWin32,
           CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32);
SAME_VALUE(cudaExternalSemaphoreHandleTypeOpaqueWin32Kmt,
           CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT);
SAME_VALUE(cudaExternalSemaphoreHandleTypeD3D12Fence,
           CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE);
SAME_VALUE(cudaExternalSemaphoreHandleTypeD3D11Fence,
           CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE);
SAME_VALUE(cudaExternalSemaphoreHandleTypeNvSciSync, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC);
SAME_VALUE(cudaExternalSemaphoreHandleTypeKeyedMutex,
           CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX);
SAME_VALUE(cudaExternalSemaphoreHandleTypeKeyedMutexKmt,
           CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT);
SAME_VALUE(cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd,
           CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD);
SAME_VALUE(cudaExternalSemaphoreHandleTypeTimelineSemaphoreWin32,
           CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32);
SAME_VALUE(cudaExternalSemaphoreSignalSkipNvSciBufMemSync,
           CUDA_EXTERNAL_SEMAPHORE_SIGNAL_SKIP_NVSCIBUF_MEMSYNC);
SAME_VALUE(cudaExternalSemaphoreWaitSkipNvSciBufMemSync,
           CUDA_EXTERNAL_SEMAPHORE_WAIT_SKIP_NVSCIBUF_MEMSYNC);

_Static_assert(sizeof(struct cudaExternalMemoryHandleDesc) ==
                   sizeof(CUDA_EXTERNAL_MEMORY_HANDLE_DESC),
               "cudaExternalMemoryHandleDesc");
SAME_FIELD(struct cudaExternalMemoryHandleDesc, CUDA_EXTERNAL_MEMORY_HANDLE_DESC, type);
SAME_FIELD(struct cudaExternalMemoryHandleDesc, CUDA_EXTERNAL_MEMORY_HANDLE_DESC, handle.fd);
SAME_FIELD(struct cudaExternalMemoryHandleDesc, CUDA_EXTERNAL_MEMORY_HANDLE_DESC,
           handle.win32.handle);
SAME_FIELD(struct cudaExternalMemoryHandleDesc, CUDA_EXTERNAL_MEMORY_HANDLE_DESC,
           handle.win32.name);
SAME_FIELD(struct cudaExternalMemoryHandleDesc, CUDA_EXTERNAL_MEMORY_HANDLE_DESC,
           handle.nvSciBufObject);
SAME_FIELD(struct cudaExternalMemoryHandleDesc, CUDA_EXTERNAL_MEMORY_HANDLE_DESC, size);
SAME_FIELD(struct cudaExternalMemoryHandleDesc, CUDA_EXTERNAL_MEMORY_HANDLE_DESC, flags);
SAME_FIELD(struct cudaExternalMemoryHandleDesc, CUDA_EXTERNAL_MEMORY_HANDLE_DESC, reserved);

_Static_assert(sizeof(struct cudaExternalMemoryBufferDesc) ==
                   sizeof(CUDA_EXTERNAL_MEMORY_BUFFER_DESC),
               "cudaExternalMemoryBufferDesc");
SAME_FIELD(struct cudaExternalMemoryBufferDesc, CUDA_EXTERNAL_MEMORY_BUFFER_DESC, offset);
SAME_FIELD(struct cudaExternalMemoryBufferDesc, CUDA_EXTERNAL_MEMORY_BUFFER_DESC, size);
SAME_FIELD(struct cudaExternalMemoryBufferDesc, CUDA_EXTERNAL_MEMORY_BUFFER_DESC, flags);
SAME_FIELD(struct cudaExternalMemoryBufferDesc, CUDA_EXTERNAL_MEMORY_BUFFER_DESC, reserved);

_Static_assert(sizeof(struct cudaExternalSemaphoreHandleDesc) ==
                   sizeof(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC),
               "cudaExternalSemaphoreHandleDesc");
SAME_FIELD(struct cudaExternalSemaphoreHandleDesc, CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC, type);
SAME_FIELD(struct cudaExternalSemaphoreHandleDesc, CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC, handle.fd);
SAME_FIELD(struct cudaExternalSemaphoreHandleDesc, CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC,
           handle.win32.handle);
SAME_FIELD(struct cudaExternalSemaphoreHandleDesc, CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC,
           handle.win32.name);
SAME_FIELD(struct cudaExternalSemaphoreHandleDesc, CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC,
           handle.nvSciSyncObj);
SAME_FIELD(struct cudaExternalSemaphoreHandleDesc, CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC, flags);
SAME_FIELD(struct cudaExternalSemaphoreHandleDesc, CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC, reserved);

_Static_assert(sizeof(struct cudaExternalSemaphoreSignalParams) ==
                   sizeof(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS),
               "cudaExternalSemaphoreSignalParams");
SAME_FIELD(struct cudaExternalSemaphoreSignalParams, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
           params.fence.value);
SAME_FIELD(struct cudaExternalSemaphoreSignalParams, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
           params.nvSciSync.fence);
SAME_FIELD(struct cudaExternalSemaphoreSignalParams, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
           params.keyedMutex.key);
SAME_FIELD(struct cudaExternalSemaphoreSignalParams, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
           params.reserved);
SAME_FIELD(struct cudaExternalSemaphoreSignalParams, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, flags);
SAME_FIELD(struct cudaExternalSemaphoreSignalParams, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
           reserved);

_Static_assert(sizeof(struct cudaExternalSemaphoreWaitParams) ==
                   sizeof(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS),
               "cudaExternalSemaphoreWaitParams");
SAME_FIELD(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
           params.fence.value);
SAME_FIELD(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
           params.nvSciSync.fence);
SAME_FIELD(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
           params.keyedMutex.key);
SAME_FIELD(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
           params.keyedMutex.timeoutMs);
SAME_FIELD(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
           params.reserved);
SAME_FIELD(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, flags);
SAME_FIELD(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, reserved);

/* -- external memory -------------------------------------------------------------------------- */

/* The descriptors are rebuilt field by field in a zeroed driver struct, as NVIDIA's runtime
 * builds them: the caller's reserved words and unused union bytes never reach the driver, and a
 * handle type the runtime does not name goes as 0 (the driver refuses it). Of the handle union
 * only the member the type uses is copied; the runtime's and the driver's unions have the same
 * members in the same places (asserted below): a file descriptor, a Win32 handle and name, or a
 * NvSci object. */
enum handle_member {
    MEMBER_NONE = 0,
    MEMBER_FD = sizeof(int),
    MEMBER_WIN32 = 2 * sizeof(void *),
    MEMBER_OBJECT = sizeof(void *),
};
_Static_assert(offsetof(CUDA_EXTERNAL_MEMORY_HANDLE_DESC, handle.win32.name) ==
                       offsetof(CUDA_EXTERNAL_MEMORY_HANDLE_DESC, handle) + sizeof(void *) &&
                   offsetof(struct cudaExternalMemoryHandleDesc, handle.win32.name) ==
                       offsetof(struct cudaExternalMemoryHandleDesc, handle) + sizeof(void *) &&
                   offsetof(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC, handle.win32.name) ==
                       offsetof(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC, handle) + sizeof(void *) &&
                   offsetof(struct cudaExternalSemaphoreHandleDesc, handle.win32.name) ==
                       offsetof(struct cudaExternalSemaphoreHandleDesc, handle) + sizeof(void *),
               "a Win32 handle is followed by its name in every handle union");

static enum handle_member memory_handle_member(enum cudaExternalMemoryHandleType type)
{
    switch (type) {
    case cudaExternalMemoryHandleTypeOpaqueFd:
        return MEMBER_FD;
    case cudaExternalMemoryHandleTypeOpaqueWin32:
    case cudaExternalMemoryHandleTypeOpaqueWin32Kmt:
    case cudaExternalMemoryHandleTypeD3D12Heap:
    case cudaExternalMemoryHandleTypeD3D12Resource:
    case cudaExternalMemoryHandleTypeD3D11Resource:
    case cudaExternalMemoryHandleTypeD3D11ResourceKmt:
        return MEMBER_WIN32;
    case cudaExternalMemoryHandleTypeNvSciBuf:
        return MEMBER_OBJECT;
    }
    return MEMBER_NONE;
}

static enum handle_member semaphore_handle_member(enum cudaExternalSemaphoreHandleType type)
{
    switch (type) {
    case cudaExternalSemaphoreHandleTypeOpaqueFd:
    case cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd:
        return MEMBER_FD;
    case cudaExternalSemaphoreHandleTypeOpaqueWin32:
    case cudaExternalSemaphoreHandleTypeOpaqueWin32Kmt:
    case cudaExternalSemaphoreHandleTypeD3D12Fence:
    case cudaExternalSemaphoreHandleTypeD3D11Fence:
    case cudaExternalSemaphoreHandleTypeKeyedMutex:
    case cudaExternalSemaphoreHandleTypeKeyedMutexKmt:
    case cudaExternalSemaphoreHandleTypeTimelineSemaphoreWin32:
        return MEMBER_WIN32;
    case cudaExternalSemaphoreHandleTypeNvSciSync:
        return MEMBER_OBJECT;
    }
    return MEMBER_NONE;
}

static void memory_handle_desc(const struct cudaExternalMemoryHandleDesc *in,
                               CUDA_EXTERNAL_MEMORY_HANDLE_DESC *out)
{
    memset(out, 0, sizeof *out);
    enum handle_member member = memory_handle_member(in->type);
    if (member != MEMBER_NONE) {
        out->type = (CUexternalMemoryHandleType)in->type;
        memcpy(&out->handle, &in->handle, member);
    }
    out->size = in->size;
    out->flags = in->flags;
}

cudaError_t cudaImportExternalMemory(cudaExternalMemory_t *extMem_out,
                                     const struct cudaExternalMemoryHandleDesc *memHandleDesc)
{
    cudaError_t err =
        extMem_out == NULL || memHandleDesc == NULL ? cudaErrorInvalidValue : ocr_enter();
    CUexternalMemory m;
    if (err == cudaSuccess) {
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC d;
        memory_handle_desc(memHandleDesc, &d);
        err = ocr_cu(DRV.cuImportExternalMemory(&m, &d));
    }
    if (err == cudaSuccess)
        *extMem_out = (cudaExternalMemory_t)m;
    OCR_RETURN(err);
}

cudaError_t cudaExternalMemoryGetMappedBuffer(void **devPtr, cudaExternalMemory_t extMem,
                                              const struct cudaExternalMemoryBufferDesc *bufferDesc)
{
    cudaError_t err = devPtr == NULL || bufferDesc == NULL ? cudaErrorInvalidValue : ocr_enter();
    CUdeviceptr p;
    if (err == cudaSuccess) {
        CUDA_EXTERNAL_MEMORY_BUFFER_DESC d;
        memset(&d, 0, sizeof d);
        d.offset = bufferDesc->offset;
        d.size = bufferDesc->size;
        d.flags = bufferDesc->flags;
        err = ocr_cu(DRV.cuExternalMemoryGetMappedBuffer(&p, (CUexternalMemory)extMem, &d));
    }
    if (err == cudaSuccess)
        *devPtr = (void *)(uintptr_t)p;
    OCR_RETURN(err);
}

cudaError_t cudaExternalMemoryGetMappedMipmappedArray(
    cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem,
    const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc)
{
    cudaError_t err = mipmap == NULL || mipmapDesc == NULL ? cudaErrorInvalidValue : ocr_enter();
    CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC d;
    memset(&d, 0, sizeof d);
    if (err == cudaSuccess)
        err = ocr_channel_format(&mipmapDesc->formatDesc, &d.arrayDesc.Format,
                                 &d.arrayDesc.NumChannels);
    CUmipmappedArray m;
    if (err == cudaSuccess) {
        d.offset = mipmapDesc->offset;
        d.arrayDesc.Width = mipmapDesc->extent.width;
        d.arrayDesc.Height = mipmapDesc->extent.height;
        d.arrayDesc.Depth = mipmapDesc->extent.depth;
        d.arrayDesc.Flags = mipmapDesc->flags;
        d.numLevels = mipmapDesc->numLevels;
        /* The driver (580) corrupts the process's heap for zero levels (seen on the GPU, where
         * NVIDIA's runtime passes it on and the process aborts): refused here. */
        if (d.numLevels == 0)
            err = cudaErrorInvalidValue;
        else
            err = ocr_cu(
                DRV.cuExternalMemoryGetMappedMipmappedArray(&m, (CUexternalMemory)extMem, &d));
    }
    if (err == cudaSuccess)
        *mipmap = (cudaMipmappedArray_t)m;
    OCR_RETURN(err);
}

cudaError_t cudaDestroyExternalMemory(cudaExternalMemory_t extMem)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDestroyExternalMemory((CUexternalMemory)extMem));
    OCR_RETURN(err);
}

/* -- external semaphores ---------------------------------------------------------------------- */

static void semaphore_handle_desc(const struct cudaExternalSemaphoreHandleDesc *in,
                                  CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *out)
{
    memset(out, 0, sizeof *out);
    enum handle_member member = semaphore_handle_member(in->type);
    if (member != MEMBER_NONE) {
        out->type = (CUexternalSemaphoreHandleType)in->type;
        memcpy(&out->handle, &in->handle, member);
    }
    out->flags = in->flags;
}

cudaError_t cudaImportExternalSemaphore(cudaExternalSemaphore_t *extSem_out,
                                        const struct cudaExternalSemaphoreHandleDesc *semHandleDesc)
{
    cudaError_t err =
        extSem_out == NULL || semHandleDesc == NULL ? cudaErrorInvalidValue : ocr_enter();
    CUexternalSemaphore s;
    if (err == cudaSuccess) {
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC d;
        semaphore_handle_desc(semHandleDesc, &d);
        err = ocr_cu(DRV.cuImportExternalSemaphore(&s, &d));
    }
    if (err == cudaSuccess)
        *extSem_out = (cudaExternalSemaphore_t)s;
    OCR_RETURN(err);
}

/* The semaphores and their parameters are the driver's to check. */
static cudaError_t cudaSignalExternalSemaphoresAsync_common(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream, bool ptds)
{
    cudaError_t err = numExtSems > 0 && (extSemArray == NULL || paramsArray == NULL)
                          ? cudaErrorInvalidValue
                          : ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(OCR_DRV(ptds).cuSignalExternalSemaphoresAsync(
            (const CUexternalSemaphore *)extSemArray,
            (const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *)(const void *)paramsArray, numExtSems,
            (CUstream)stream));
    return err;
}
OCR_API_PTSZ(cudaSignalExternalSemaphoresAsync,
             (const cudaExternalSemaphore_t *extSemArray,
              const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems,
              cudaStream_t stream),
             extSemArray, paramsArray, numExtSems, stream)

static cudaError_t
cudaWaitExternalSemaphoresAsync_common(const cudaExternalSemaphore_t *extSemArray,
                                       const struct cudaExternalSemaphoreWaitParams *paramsArray,
                                       unsigned int numExtSems, cudaStream_t stream, bool ptds)
{
    cudaError_t err = numExtSems > 0 && (extSemArray == NULL || paramsArray == NULL)
                          ? cudaErrorInvalidValue
                          : ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(OCR_DRV(ptds).cuWaitExternalSemaphoresAsync(
            (const CUexternalSemaphore *)extSemArray,
            (const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *)(const void *)paramsArray, numExtSems,
            (CUstream)stream));
    return err;
}
OCR_API_PTSZ(cudaWaitExternalSemaphoresAsync,
             (const cudaExternalSemaphore_t *extSemArray,
              const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems,
              cudaStream_t stream),
             extSemArray, paramsArray, numExtSems, stream)

cudaError_t cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDestroyExternalSemaphore((CUexternalSemaphore)extSem));
    OCR_RETURN(err);
}
