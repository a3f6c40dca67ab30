/*
 * Unified addressing and managed memory: pointer attributes, prefetch (one range or a batch),
 * discard, advice and the attributes of a range.
 *
 * The runtime's part is the device numbering: locations it is given name devices by ordinal and
 * become CUdevices for the driver; range attributes the driver reports name CUdevices and become
 * ordinals (cudaCpuDeviceId and cudaInvalidDeviceId, the driver's CU_DEVICE_CPU and
 * CU_DEVICE_INVALID, stay). Everything else (pointers, sizes, flags, streams, location kinds) is
 * the driver's to judge. The batches run in the order of their stream; the per-thread twins
 * differ only in what stream 0 means.
 */
#include "internal.h"
#include "layout.h"
#include "memory_internal.h"

#include <stdlib.h>
#include <string.h>

/* The location kinds and the advice numbering are the driver's. */
SAME_VALUE(cudaMemLocationTypeInvalid, CU_MEM_LOCATION_TYPE_INVALID);
SAME_VALUE(cudaMemLocationTypeDevice, CU_MEM_LOCATION_TYPE_DEVICE);
SAME_VALUE(cudaMemLocationTypeHost, CU_MEM_LOCATION_TYPE_HOST);
SAME_VALUE(cudaMemLocationTypeHostNuma, CU_MEM_LOCATION_TYPE_HOST_NUMA);
SAME_VALUE(cudaMemLocationTypeHostNumaCurrent, CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT);
SAME_VALUE(cudaMemAdviseSetReadMostly, CU_MEM_ADVISE_SET_READ_MOSTLY);
SAME_VALUE(cudaMemAdviseUnsetReadMostly, CU_MEM_ADVISE_UNSET_READ_MOSTLY);
SAME_VALUE(cudaMemAdviseSetPreferredLocation, CU_MEM_ADVISE_SET_PREFERRED_LOCATION);
SAME_VALUE(cudaMemAdviseUnsetPreferredLocation, CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION);
SAME_VALUE(cudaMemAdviseSetAccessedBy, CU_MEM_ADVISE_SET_ACCESSED_BY);
SAME_VALUE(cudaMemAdviseUnsetAccessedBy, CU_MEM_ADVISE_UNSET_ACCESSED_BY);

/* As NVIDIA's runtime does it (read from its library): initialisation only, no context; a
 * host or device type is managed memory when the driver says so; unregistered memory is
 * described as the driver leaves it; a failure, or a type the runtime has no name for, leaves
 * the output zeroed with device -1. */
cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && attributes == NULL)
        err = cudaErrorInvalidValue;
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUmemorytype type = 0;
    int ordinal = -2;
    CUdeviceptr dptr = 0;
    void *hptr = NULL;
    int managed = 0;
    CUpointer_attribute attrs[] = {
        CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
        CU_POINTER_ATTRIBUTE_DEVICE_POINTER, CU_POINTER_ATTRIBUTE_HOST_POINTER,
        CU_POINTER_ATTRIBUTE_IS_MANAGED};
    void *data[] = {&type, &ordinal, &dptr, &hptr, &managed};
    err = ocr_cu(DRV.cuPointerGetAttributes(5, attrs, data, (CUdeviceptr)(uintptr_t)ptr));
    struct cudaPointerAttributes a = {0};
    if (err == cudaSuccess && type != 0 && type != CU_MEMORYTYPE_HOST &&
        type != CU_MEMORYTYPE_DEVICE)
        err = cudaErrorInvalidValue;
    if (err != cudaSuccess) {
        a.device = -1;
        *attributes = a;
        OCR_RETURN(err);
    }
    if (type == 0) {
        a.type = cudaMemoryTypeUnregistered;
        a.device = cudaInvalidDeviceId;
        a.hostPointer = (void *)ptr;
    } else {
        a.type = managed                        ? cudaMemoryTypeManaged
                 : type == CU_MEMORYTYPE_DEVICE ? cudaMemoryTypeDevice
                                                : cudaMemoryTypeHost;
        int d = ocr_device_ordinal((CUdevice)ordinal);
        a.device = d >= 0 ? d : ordinal;
        a.devicePointer = (void *)(uintptr_t)dptr;
        a.hostPointer = hptr;
    }
    *attributes = a;
    OCR_RETURN(cudaSuccess);
}

/* A location as the driver's, as NVIDIA's runtime hands it over (by value, unchecked: the
 * driver judges the kind and the device, which is why an unknown device is cudaErrorInvalidDevice
 * for a prefetch and cudaErrorInvalidValue for advice). A device ordinal the runtime enumerates
 * becomes its CUdevice (the same number with a real driver); anything else goes as it is. */
static CUmemLocation cu_location(struct cudaMemLocation loc)
{
    CUmemLocation out = {(CUmemLocationType)loc.type, loc.id};
    if (loc.type == cudaMemLocationTypeDevice)
        out.id = (int)ocr_cu_device(loc.id);
    return out;
}

cudaError_t ocr_mem_location(const struct cudaMemLocation *loc, CUmemLocation *out)
{
    if (loc->type == cudaMemLocationTypeDevice && ocr_check_device(loc->id) != cudaSuccess)
        return cudaErrorInvalidDevice;
    *out = cu_location(*loc);
    return cudaSuccess;
}

static cudaError_t cudaMemPrefetchAsync_common(const void *devPtr, size_t count,
                                               struct cudaMemLocation location, unsigned flags,
                                               cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuMemPrefetchAsync((CUdeviceptr)(uintptr_t)devPtr, count,
                                                   cu_location(location), flags, (CUstream)stream));
}
OCR_API_PTSZ(cudaMemPrefetchAsync,
             (const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags,
              cudaStream_t stream),
             devPtr, count, location, flags, stream)

cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                          struct cudaMemLocation location)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemAdvise((CUdeviceptr)(uintptr_t)devPtr, count, (CUmem_advise)advice,
                                     cu_location(location)));
    OCR_RETURN(err);
}

/* -- batches of prefetches and discards ------------------------------------------------------- */

_Static_assert(sizeof(void *) == sizeof(CUdeviceptr), "a pointer array is a CUdeviceptr array");

/* The body of the prefetch batches, with (`discard`) or without discarding first. As NVIDIA's
 * runtime does them: the context first, then the caller's lists as they are (a cudaMemLocation
 * is the driver's CUmemLocation); the driver judges NULL lists, lengths and devices. */
_Static_assert(sizeof(struct cudaMemLocation) == sizeof(CUmemLocation) &&
                   offsetof(struct cudaMemLocation, id) == offsetof(CUmemLocation, id),
               "a location list is the driver's");

static cudaError_t prefetch_batch(void **dptrs, size_t *sizes, size_t count,
                                  struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs,
                                  size_t numPrefetchLocs, unsigned long long flags,
                                  cudaStream_t stream, bool discard, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUdeviceptr *ptrs = (CUdeviceptr *)(void *)dptrs;
    CUmemLocation *locs = (CUmemLocation *)(void *)prefetchLocs;
    if (discard)
        return ocr_cu(OCR_DRV(ptds).cuMemDiscardAndPrefetchBatchAsync(
            ptrs, sizes, count, locs, prefetchLocIdxs, numPrefetchLocs, flags, (CUstream)stream));
    return ocr_cu(OCR_DRV(ptds).cuMemPrefetchBatchAsync(ptrs, sizes, count, locs, prefetchLocIdxs,
                                                        numPrefetchLocs, flags, (CUstream)stream));
}

static cudaError_t cudaMemPrefetchBatchAsync_common(void **dptrs, size_t *sizes, size_t count,
                                                    struct cudaMemLocation *prefetchLocs,
                                                    size_t *prefetchLocIdxs, size_t numPrefetchLocs,
                                                    unsigned long long flags, cudaStream_t stream,
                                                    bool ptds)
{
    return prefetch_batch(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs,
                          flags, stream, false, ptds);
}
OCR_API_PTSZ(cudaMemPrefetchBatchAsync,
             (void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs,
              size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags,
              cudaStream_t stream),
             dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)

static cudaError_t
cudaMemDiscardAndPrefetchBatchAsync_common(void **dptrs, size_t *sizes, size_t count,
                                           struct cudaMemLocation *prefetchLocs,
                                           size_t *prefetchLocIdxs, size_t numPrefetchLocs,
                                           unsigned long long flags, cudaStream_t stream, bool ptds)
{
    return prefetch_batch(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs,
                          flags, stream, true, ptds);
}
OCR_API_PTSZ(cudaMemDiscardAndPrefetchBatchAsync,
             (void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs,
              size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags,
              cudaStream_t stream),
             dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)

static cudaError_t cudaMemDiscardBatchAsync_common(void **dptrs, size_t *sizes, size_t count,
                                                   unsigned long long flags, cudaStream_t stream,
                                                   bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(OCR_DRV(ptds).cuMemDiscardBatchAsync((CUdeviceptr *)(void *)dptrs, sizes,
                                                          count, flags, (CUstream)stream));
    return err;
}
OCR_API_PTSZ(cudaMemDiscardBatchAsync,
             (void **dptrs, size_t *sizes, size_t count, unsigned long long flags,
              cudaStream_t stream),
             dptrs, sizes, count, flags, stream)

/* -- attributes of a range -------------------------------------------------------------------- */

SAME_VALUE(cudaMemRangeAttributeReadMostly, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY);
SAME_VALUE(cudaMemRangeAttributePreferredLocation, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION);
SAME_VALUE(cudaMemRangeAttributeAccessedBy, CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY);
SAME_VALUE(cudaMemRangeAttributeLastPrefetchLocation,
           CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION);
SAME_VALUE(cudaMemRangeAttributePreferredLocationType,
           CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE);
SAME_VALUE(cudaMemRangeAttributePreferredLocationId, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID);
SAME_VALUE(cudaMemRangeAttributeLastPrefetchLocationType,
           CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE);
SAME_VALUE(cudaMemRangeAttributeLastPrefetchLocationId,
           CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID);
_Static_assert(sizeof(enum cudaMemRangeAttribute) == sizeof(CUmem_range_attribute),
               "an attribute array is the driver's");
SAME_VALUE(cudaCpuDeviceId, CU_DEVICE_CPU);
SAME_VALUE(cudaInvalidDeviceId, CU_DEVICE_INVALID);

/* Whether every CUdevice is its own ordinal (what drivers do): the values then stay as they are. */
static bool devices_are_ordinals(void)
{
    for (int d = 0; d < ocr_device_count; d++)
        if (ocr_devices[d].dev != (CUdevice)d)
            return false;
    return true;
}

/* The `n` ints at `data` name devices: CUdevices become ordinals, the rest (cudaCpuDeviceId,
 * cudaInvalidDeviceId) stay. */
static void devices_to_ordinals(void *data, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        int v;
        memcpy(&v, (char *)data + i * sizeof v, sizeof v);
        int d = v >= 0 ? ocr_device_ordinal((CUdevice)v) : -1;
        if (d >= 0)
            memcpy((char *)data + i * sizeof v, &d, sizeof d);
    }
}

/* Which id attributes of a range name a device: an id names one only when the range's location
 * of that kind is a device. */
struct range_kinds {
    bool preferred_is_device, last_prefetch_is_device;
};

static CUresult ask_kind(CUmem_range_attribute kind_attr, const void *devPtr, size_t count,
                         bool *is_device)
{
    CUmemLocationType kind = CU_MEM_LOCATION_TYPE_INVALID;
    CUresult r = DRV.cuMemRangeGetAttribute(&kind, sizeof kind, kind_attr,
                                            (CUdeviceptr)(uintptr_t)devPtr, count);
    *is_device = r == CUDA_SUCCESS && kind == CU_MEM_LOCATION_TYPE_DEVICE;
    return r;
}

/* The kinds the `n` attributes at `attrs` need, asked of the driver before the values so that
 * a refusal leaves the caller's outputs as they were (the obvious mapping: the refusal is the
 * answer; a value whose kind is unknown cannot be reported). Each kind is asked once, however
 * often its attribute is listed. */
static CUresult range_kinds(const enum cudaMemRangeAttribute *attrs, size_t n, const void *devPtr,
                            size_t count, struct range_kinds *k)
{
    bool preferred = false, last_prefetch = false;
    for (size_t i = 0; i < n; i++) {
        preferred |= attrs[i] == cudaMemRangeAttributePreferredLocationId;
        last_prefetch |= attrs[i] == cudaMemRangeAttributeLastPrefetchLocationId;
    }
    CUresult r = CUDA_SUCCESS;
    if (preferred)
        r = ask_kind(CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE, devPtr, count,
                     &k->preferred_is_device);
    if (r == CUDA_SUCCESS && last_prefetch)
        r = ask_kind(CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE, devPtr, count,
                     &k->last_prefetch_is_device);
    return r;
}

/* The value of `attr` the driver wrote at `data` (`size` bytes) as the runtime reports it. */
static void range_value_to_runtime(enum cudaMemRangeAttribute attr, void *data, size_t size,
                                   const struct range_kinds *k)
{
    switch (attr) {
    case cudaMemRangeAttributePreferredLocation:
    case cudaMemRangeAttributeLastPrefetchLocation:
    case cudaMemRangeAttributeAccessedBy:
        devices_to_ordinals(data, size / sizeof(int));
        return;
    case cudaMemRangeAttributePreferredLocationId:
        if (k->preferred_is_device && size >= sizeof(int))
            devices_to_ordinals(data, 1);
        return;
    case cudaMemRangeAttributeLastPrefetchLocationId:
        if (k->last_prefetch_is_device && size >= sizeof(int))
            devices_to_ordinals(data, 1);
        return;
    default:
        return;
    }
}

cudaError_t cudaMemRangeGetAttribute(void *data, size_t dataSize,
                                     enum cudaMemRangeAttribute attribute, const void *devPtr,
                                     size_t count)
{
    /* Init only, no context, and the arguments unchecked: as NVIDIA's runtime. */
    cudaError_t err = ocr_init();
    /* Devices whose handles are not their ordinals (never on NVIDIA's drivers): the values are
     * translated. */
    bool translate = err == cudaSuccess && !devices_are_ordinals();
    struct range_kinds k = {false, false};
    if (translate)
        err = ocr_cu(range_kinds(&attribute, 1, devPtr, count, &k));
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemRangeGetAttribute(data, dataSize, (CUmem_range_attribute)attribute,
                                                (CUdeviceptr)(uintptr_t)devPtr, count));
    if (err == cudaSuccess && translate)
        range_value_to_runtime(attribute, data, dataSize, &k);
    OCR_RETURN(err);
}

cudaError_t cudaMemRangeGetAttributes(void **data, size_t *dataSizes,
                                      enum cudaMemRangeAttribute *attributes, size_t numAttributes,
                                      const void *devPtr, size_t count)
{
    cudaError_t err = ocr_init();
    /* As in cudaMemRangeGetAttribute; lists the driver will refuse are not read here. */
    bool translate = err == cudaSuccess && !devices_are_ordinals() && data != NULL &&
                     dataSizes != NULL && attributes != NULL;
    struct range_kinds k = {false, false};
    if (translate)
        err = ocr_cu(range_kinds(attributes, numAttributes, devPtr, count, &k));
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemRangeGetAttributes(data, dataSizes,
                                                 (CUmem_range_attribute *)attributes, numAttributes,
                                                 (CUdeviceptr)(uintptr_t)devPtr, count));
    if (err == cudaSuccess && translate)
        for (size_t i = 0; i < numAttributes; i++)
            if (data[i] != NULL)
                range_value_to_runtime(attributes[i], data[i], dataSizes[i], &k);
    OCR_RETURN(err);
}
