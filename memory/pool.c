/*
 * Memory pools of the stream-ordered allocator: create and destroy, allocate from a pool,
 * attributes, access from devices, the current pool of a device or memory location, and sharing
 * pools and their allocations between processes. A cudaMemPool_t is the driver's CUmemoryPool;
 * the runtime adds the translation of device ordinals to CUdevices (in locations and access
 * descriptors) and its error codes. cudaMallocAsync and cudaFreeAsync are in memory.c.
 */
#include "internal.h"
#include "layout.h"
#include "memory_internal.h"
#include "objects.h"

#include <stdlib.h>
#include <string.h>

/* -- layouts the translation relies on -------------------------------------------------------- */

_Static_assert(sizeof(struct cudaMemLocation) == sizeof(CUmemLocation), "cudaMemLocation");
SAME_FIELD(struct cudaMemLocation, CUmemLocation, type);
SAME_FIELD(struct cudaMemLocation, CUmemLocation, id);

_Static_assert(sizeof(struct cudaMemPoolProps) == sizeof(CUmemPoolProps), "cudaMemPoolProps");
SAME_FIELD(struct cudaMemPoolProps, CUmemPoolProps, allocType);
SAME_FIELD(struct cudaMemPoolProps, CUmemPoolProps, handleTypes);
SAME_FIELD(struct cudaMemPoolProps, CUmemPoolProps, location);
SAME_FIELD(struct cudaMemPoolProps, CUmemPoolProps, win32SecurityAttributes);
SAME_FIELD(struct cudaMemPoolProps, CUmemPoolProps, maxSize);
SAME_FIELD(struct cudaMemPoolProps, CUmemPoolProps, usage);
SAME_FIELD(struct cudaMemPoolProps, CUmemPoolProps, reserved);

_Static_assert(sizeof(struct cudaMemAccessDesc) == sizeof(CUmemAccessDesc), "cudaMemAccessDesc");
SAME_FIELD(struct cudaMemAccessDesc, CUmemAccessDesc, location);
SAME_FIELD(struct cudaMemAccessDesc, CUmemAccessDesc, flags);

_Static_assert(sizeof(struct cudaMemPoolPtrExportData) == sizeof(CUmemPoolPtrExportData),
               "cudaMemPoolPtrExportData");
_Static_assert(sizeof(enum cudaMemAccessFlags) == sizeof(CUmemAccess_flags), "cudaMemAccessFlags");

SAME_VALUE(cudaMemLocationTypeInvalid, CU_MEM_LOCATION_TYPE_INVALID);
SAME_VALUE(cudaMemLocationTypeNone, CU_MEM_LOCATION_TYPE_NONE);
SAME_VALUE(cudaMemLocationTypeDevice, CU_MEM_LOCATION_TYPE_DEVICE);
SAME_VALUE(cudaMemLocationTypeHost, CU_MEM_LOCATION_TYPE_HOST);
SAME_VALUE(cudaMemLocationTypeHostNuma, CU_MEM_LOCATION_TYPE_HOST_NUMA);
SAME_VALUE(cudaMemLocationTypeHostNumaCurrent, CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT);
SAME_VALUE(cudaMemAccessFlagsProtNone, CU_MEM_ACCESS_FLAGS_PROT_NONE);
SAME_VALUE(cudaMemAccessFlagsProtRead, CU_MEM_ACCESS_FLAGS_PROT_READ);
SAME_VALUE(cudaMemAccessFlagsProtReadWrite, CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
SAME_VALUE(cudaMemAllocationTypeInvalid, CU_MEM_ALLOCATION_TYPE_INVALID);
SAME_VALUE(cudaMemAllocationTypePinned, CU_MEM_ALLOCATION_TYPE_PINNED);
SAME_VALUE(cudaMemAllocationTypeManaged, CU_MEM_ALLOCATION_TYPE_MANAGED);
SAME_VALUE(cudaMemHandleTypeNone, CU_MEM_HANDLE_TYPE_NONE);
SAME_VALUE(cudaMemHandleTypePosixFileDescriptor, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
SAME_VALUE(cudaMemHandleTypeWin32, CU_MEM_HANDLE_TYPE_WIN32);
SAME_VALUE(cudaMemHandleTypeWin32Kmt, CU_MEM_HANDLE_TYPE_WIN32_KMT);
SAME_VALUE(cudaMemHandleTypeFabric, CU_MEM_HANDLE_TYPE_FABRIC);
SAME_VALUE(cudaMemPoolReuseFollowEventDependencies,
           CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES);
SAME_VALUE(cudaMemPoolReuseAllowOpportunistic, CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC);
SAME_VALUE(cudaMemPoolReuseAllowInternalDependencies,
           CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES);
SAME_VALUE(cudaMemPoolAttrReleaseThreshold, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD);
SAME_VALUE(cudaMemPoolAttrReservedMemCurrent, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT);
SAME_VALUE(cudaMemPoolAttrReservedMemHigh, CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH);
SAME_VALUE(cudaMemPoolAttrUsedMemCurrent, CU_MEMPOOL_ATTR_USED_MEM_CURRENT);
SAME_VALUE(cudaMemPoolAttrUsedMemHigh, CU_MEMPOOL_ATTR_USED_MEM_HIGH);

/* -- arguments and translation --------------------------------------------------------------- */

/*
 * Pointers the runtime needs (outputs, properties, locations, attribute values, descriptor lists)
 * are cudaErrorInvalidValue when NULL, before the driver is called: what NVIDIA's runtime returns
 * for each one measured on the H200, except cudaMemPoolSetAttribute(pool, attr, NULL),
 * cudaMemPoolGetAccess(NULL, ...) and cudaMemPoolSetAccess(pool, NULL, n > 0), where it crashes.
 * Pool handles (NULL, destroyed, default, imported) are the driver's to judge.
 *
 * Device ordinals the runtime does not know are refused before the driver is called, with the
 * code NVIDIA's runtime gives, which differs between entry points (measured on the H200):
 * cudaErrorInvalidDevice for cudaDeviceGetDefaultMemPool and for an access descriptor of
 * cudaMemPoolSetAccess; cudaErrorInvalidValue for cudaDeviceGetMemPool, cudaDeviceSetMemPool and
 * every other location (pool properties, cudaMemPoolGetAccess, cudaMem{Get,Set}*MemPool).
 */

/* A runtime memory location as the driver's: a device ordinal becomes its CUdevice (an unknown
 * ordinal is `bad_device`); the ids of the other location kinds (host NUMA nodes) and unknown
 * kinds pass unchanged, for the driver to judge. After ocr_init. */
static cudaError_t cu_location(const struct cudaMemLocation *loc, CUmemLocation *out,
                               cudaError_t bad_device)
{
    return ocr_mem_location(loc, out) == cudaSuccess ? cudaSuccess : bad_device;
}

/* Initialise the runtime (no context: NVIDIA's runtime makes none for the device pool calls),
 * then translate a device ordinal (an unknown one is `bad_device`). */
static cudaError_t enter_device(int device, CUdevice *dev, cudaError_t bad_device)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && ocr_check_device(device) != cudaSuccess)
        err = bad_device;
    if (err == cudaSuccess)
        *dev = ocr_devices[device].dev;
    return err;
}

/* -- pools ------------------------------------------------------------------------------------ */

cudaError_t cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps)
{
    if (memPool == NULL || poolProps == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    /* The layouts are the same (asserted above): everything but the location's id is copied. */
    CUmemPoolProps props;
    memcpy(&props, poolProps, sizeof props);
    err = cu_location(&poolProps->location, &props.location, cudaErrorInvalidValue);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUmemoryPool pool;
    err = ocr_cu(DRV.cuMemPoolCreate(&pool, &props));
    if (err == cudaSuccess) {
        *memPool = pool;
        OCR_OBJECT_MADE(OCR_OBJ_POOL, pool, 0);
    }
    OCR_RETURN(err);
}

cudaError_t cudaMemPoolDestroy(cudaMemPool_t memPool)
{
    cudaError_t err = ocr_init();
    OCR_OBJECT_RELEASING(OCR_CLASS_POOL, memPool);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemPoolDestroy(memPool));
    OCR_OBJECT_RELEASED(OCR_CLASS_POOL, memPool, err);
    OCR_RETURN(err);
}

cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemPoolTrimTo(memPool, minBytesToKeep));
    OCR_RETURN(err);
}

/* The attributes' values are the driver's and so are their types (int or cuuint64_t). */
cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    if (value == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemPoolSetAttribute(memPool, (CUmemPool_attribute)attr, value));
    OCR_RETURN(err);
}

cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    if (value == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemPoolGetAttribute(memPool, (CUmemPool_attribute)attr, value));
    OCR_RETURN(err);
}

/* Descriptor lists this long or shorter are translated on the stack. */
#define ACCESS_ON_STACK 16

cudaError_t cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList,
                                 size_t count)
{
    if (count > 0 && descList == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUmemAccessDesc on_stack[ACCESS_ON_STACK];
    CUmemAccessDesc *map = on_stack;
    if (count > ACCESS_ON_STACK) {
        if (count > SIZE_MAX / sizeof *map)
            OCR_RETURN(cudaErrorInvalidValue);
        map = malloc(count * sizeof *map);
        if (map == NULL)
            OCR_RETURN(cudaErrorMemoryAllocation);
    }
    for (size_t i = 0; i < count && err == cudaSuccess; i++) {
        map[i].flags = (CUmemAccess_flags)descList[i].flags;
        err = cu_location(&descList[i].location, &map[i].location, cudaErrorInvalidDevice);
    }
    /* The driver is given the translated list even when it is empty: it refuses a NULL one, while
     * NVIDIA's runtime accepts an empty list, NULL or not (an invalid pool is still refused). */
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemPoolSetAccess(memPool, map, count));
    if (map != on_stack)
        free(map);
    OCR_RETURN(err);
}

cudaError_t cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool,
                                 struct cudaMemLocation *location)
{
    if (flags == NULL || location == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    CUmemLocation loc;
    if (err == cudaSuccess)
        err = cu_location(location, &loc, cudaErrorInvalidValue);
    CUmemAccess_flags f;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemPoolGetAccess(&f, memPool, &loc));
    if (err == cudaSuccess)
        *flags = (enum cudaMemAccessFlags)f;
    OCR_RETURN(err);
}

/* -- allocation from a pool ------------------------------------------------------------------- */

static cudaError_t cudaMallocFromPoolAsync_common(void **ptr, size_t size, cudaMemPool_t memPool,
                                                  cudaStream_t stream, bool ptds)
{
    if (ptr == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    /* A failed allocation leaves NULL behind, as NVIDIA's runtime does. */
    CUdeviceptr p = 0;
    OCR_OBJECT_USE(OCR_CLASS_STREAM, stream);
    err = ocr_cu(OCR_DRV(ptds).cuMemAllocFromPoolAsync(&p, size, memPool, (CUstream)stream));
    *ptr = err == cudaSuccess ? (void *)(uintptr_t)p : NULL;
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_POOL_ASYNC, p, size);
    return err;
}
OCR_API_PTSZ(cudaMallocFromPoolAsync,
             (void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream), ptr, size,
             memPool, stream)

/* -- the current pool of a device or a location ----------------------------------------------- */

cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device)
{
    if (memPool == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    CUdevice dev;
    cudaError_t err = enter_device(device, &dev, cudaErrorInvalidDevice);
    CUmemoryPool pool;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetDefaultMemPool(&pool, dev));
    if (err == cudaSuccess)
        *memPool = pool;
    OCR_RETURN(err);
}

cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device)
{
    if (memPool == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    CUdevice dev;
    cudaError_t err = enter_device(device, &dev, cudaErrorInvalidValue);
    CUmemoryPool pool;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetMemPool(&pool, dev));
    if (err == cudaSuccess)
        *memPool = pool;
    OCR_RETURN(err);
}

cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool)
{
    CUdevice dev;
    cudaError_t err = enter_device(device, &dev, cudaErrorInvalidValue);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceSetMemPool(dev, memPool));
    OCR_RETURN(err);
}

/* cudaMemGetDefaultMemPool (the location's default pool) and cudaMemGetMemPool (its current
 * one): one location, one driver query (chosen after init, when the driver table is loaded). */
static cudaError_t location_pool_common(cudaMemPool_t *memPool, struct cudaMemLocation *location,
                                        enum cudaMemAllocationType type, bool default_pool)
{
    if (memPool == NULL || location == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_init();
    CUmemLocation loc;
    if (err == cudaSuccess)
        err = cu_location(location, &loc, cudaErrorInvalidValue);
    CUmemoryPool pool;
    if (err == cudaSuccess)
        err =
            ocr_cu(default_pool ? DRV.cuMemGetDefaultMemPool(&pool, &loc, (CUmemAllocationType)type)
                                : DRV.cuMemGetMemPool(&pool, &loc, (CUmemAllocationType)type));
    if (err == cudaSuccess)
        *memPool = pool;
    return err;
}

cudaError_t cudaMemGetDefaultMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location,
                                     enum cudaMemAllocationType type)
{
    OCR_RETURN(location_pool_common(memPool, location, type, true));
}

cudaError_t cudaMemGetMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location,
                              enum cudaMemAllocationType type)
{
    OCR_RETURN(location_pool_common(memPool, location, type, false));
}

cudaError_t cudaMemSetMemPool(struct cudaMemLocation *location, enum cudaMemAllocationType type,
                              cudaMemPool_t memPool)
{
    if (location == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    CUmemLocation loc;
    if (err == cudaSuccess)
        err = cu_location(location, &loc, cudaErrorInvalidValue);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemSetMemPool(&loc, (CUmemAllocationType)type, memPool));
    OCR_RETURN(err);
}

/* -- sharing between processes ---------------------------------------------------------------- */

/* `shareableHandle` points to the handle to write (an int for a POSIX file descriptor). */
cudaError_t cudaMemPoolExportToShareableHandle(void *shareableHandle, cudaMemPool_t memPool,
                                               enum cudaMemAllocationHandleType handleType,
                                               unsigned int flags)
{
    if (shareableHandle == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemPoolExportToShareableHandle(
            shareableHandle, memPool, (CUmemAllocationHandleType)handleType, flags));
    OCR_RETURN(err);
}

/* `shareableHandle` is the handle itself, as the driver takes it (a POSIX file descriptor is
 * passed as its value cast to a pointer): it is never dereferenced here, and may be 0. */
cudaError_t cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool, void *shareableHandle,
                                                 enum cudaMemAllocationHandleType handleType,
                                                 unsigned int flags)
{
    if (memPool == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    CUmemoryPool pool;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemPoolImportFromShareableHandle(
            &pool, shareableHandle, (CUmemAllocationHandleType)handleType, flags));
    if (err == cudaSuccess)
        *memPool = pool;
    OCR_RETURN(err);
}

cudaError_t cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData, void *ptr)
{
    if (exportData == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemPoolExportPointer((CUmemPoolPtrExportData *)exportData,
                                                (CUdeviceptr)(uintptr_t)ptr));
    OCR_RETURN(err);
}

cudaError_t cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool,
                                     struct cudaMemPoolPtrExportData *exportData)
{
    if (ptr == NULL || exportData == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    CUdeviceptr p;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemPoolImportPointer(&p, memPool, (CUmemPoolPtrExportData *)exportData));
    if (err == cudaSuccess)
        *ptr = (void *)(uintptr_t)p;
    OCR_RETURN(err);
}
