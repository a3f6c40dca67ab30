/* Unified addressing and managed memory: pointer attributes, prefetch and advice. */
#include "internal.h"

/* A runtime memory location as the driver's: device ordinals become CUdevices. */
static cudaError_t to_cu_location(struct cudaMemLocation loc, CUmemLocation *out)
{
    out->type = (CUmemLocationType)loc.type;
    out->id = loc.id;
    if (loc.type == cudaMemLocationTypeDevice) {
        if (ocr_check_device(loc.id) != cudaSuccess)
            return cudaErrorInvalidDevice;
        out->id = (int)ocr_devices[loc.id].dev;
    }
    return cudaSuccess;
}

static int device_ordinal(CUdevice dev)
{
    for (int d = 0; d < ocr_device_count; d++)
        if (ocr_devices[d].dev == dev)
            return d;
    return -1;
}

cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr)
{
    if (attributes == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUmemorytype type = 0;
    int ordinal = -2;
    CUdeviceptr dptr = 0;
    void *hptr = NULL;
    int managed = 0;
    CUpointer_attribute attrs[] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                                   CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                                   CU_POINTER_ATTRIBUTE_DEVICE_POINTER,
                                   CU_POINTER_ATTRIBUTE_HOST_POINTER,
                                   CU_POINTER_ATTRIBUTE_IS_MANAGED};
    void *data[] = {&type, &ordinal, &dptr, &hptr, &managed};
    err = ocr_cu(DRV.cuPointerGetAttributes(5, attrs, data, (CUdeviceptr)(uintptr_t)ptr));
    if (err != cudaSuccess)
        OCR_RETURN(err);
    struct cudaPointerAttributes a = {0};
    if (managed)
        a.type = cudaMemoryTypeManaged;
    else if (type == CU_MEMORYTYPE_DEVICE)
        a.type = cudaMemoryTypeDevice;
    else if (type == CU_MEMORYTYPE_HOST)
        a.type = cudaMemoryTypeHost;
    else
        a.type = cudaMemoryTypeUnregistered;
    if (a.type == cudaMemoryTypeUnregistered) {
        a.device = cudaInvalidDeviceId;
        a.hostPointer = (void *)ptr;
    } else {
        int d = device_ordinal((CUdevice)ordinal);
        a.device = d >= 0 ? d : ordinal;
        a.devicePointer = (void *)(uintptr_t)dptr;
        a.hostPointer = hptr;
    }
    *attributes = a;
    return cudaSuccess;
}

static cudaError_t cudaMemPrefetchAsync_common(const void *devPtr, size_t count,
                                               struct cudaMemLocation location,
                                               unsigned flags, cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUmemLocation loc;
    err = to_cu_location(location, &loc);
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuMemPrefetchAsync((CUdeviceptr)(uintptr_t)devPtr, count, loc,
                                                   flags, (CUstream)stream));
}
OCR_API_PTSZ(cudaMemPrefetchAsync,
             (const void *devPtr, size_t count, struct cudaMemLocation location,
              unsigned int flags, cudaStream_t stream),
             devPtr, count, location, flags, stream)

cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                          struct cudaMemLocation location)
{
    CUmemLocation loc;
    cudaError_t err = ocr_enter();
    /* An unknown device in the location is cudaErrorInvalidValue here (the prefetch says
     * cudaErrorInvalidDevice), as NVIDIA's runtime reports them. */
    if (err == cudaSuccess && to_cu_location(location, &loc) != cudaSuccess)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemAdvise((CUdeviceptr)(uintptr_t)devPtr, count,
                                     (CUmem_advise)advice, loc));
    OCR_RETURN(err);
}
