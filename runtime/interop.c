/*
 * Graphics interoperability, the part every graphics API shares: a registered resource is the
 * driver's CUgraphicsResource, and mapping, unmapping and the mapped views are the driver's calls.
 * Registration lives with each graphics API (interop_gl.c, interop_egl.c, interop_vdpau.c).
 *
 * Map and register flags, cube faces and array indices have the driver's values, so they pass
 * unchanged; the driver checks them. Required outputs that are NULL are cudaErrorInvalidValue
 * before the driver is asked; outputs are written only on success.
 */
#include "internal.h"

_Static_assert((int)cudaGraphicsMapFlagsNone == (int)CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE &&
                   (int)cudaGraphicsMapFlagsReadOnly ==
                       (int)CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY &&
                   (int)cudaGraphicsMapFlagsWriteDiscard ==
                       (int)CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD,
               "cudaGraphicsMapFlags are the driver's map flags");
_Static_assert((int)cudaGraphicsRegisterFlagsNone == (int)CU_GRAPHICS_REGISTER_FLAGS_NONE &&
                   (int)cudaGraphicsRegisterFlagsReadOnly ==
                       (int)CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY &&
                   (int)cudaGraphicsRegisterFlagsWriteDiscard ==
                       (int)CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD &&
                   (int)cudaGraphicsRegisterFlagsSurfaceLoadStore ==
                       (int)CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST &&
                   (int)cudaGraphicsRegisterFlagsTextureGather ==
                       (int)CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER,
               "cudaGraphicsRegisterFlags are the driver's register flags");
_Static_assert((int)cudaGraphicsCubeFacePositiveX == (int)CU_CUBEMAP_FACE_POSITIVE_X &&
                   (int)cudaGraphicsCubeFaceNegativeZ == (int)CU_CUBEMAP_FACE_NEGATIVE_Z,
               "cudaGraphicsCubeFace values are the driver's array indices");

cudaError_t cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsUnregisterResource((CUgraphicsResource)resource));
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsResourceSetMapFlags((CUgraphicsResource)resource, flags));
    OCR_RETURN(err);
}

/* The driver counts resources unsigned: a negative count would make it read past the array. */
static cudaError_t map_resources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream,
                                 bool map)
{
    if (count < 0)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUgraphicsResource *res = (CUgraphicsResource *)resources;
    return ocr_cu(map ? DRV.cuGraphicsMapResources((unsigned)count, res, (CUstream)stream)
                      : DRV.cuGraphicsUnmapResources((unsigned)count, res, (CUstream)stream));
}

cudaError_t cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources,
                                     cudaStream_t stream)
{
    OCR_RETURN(map_resources(count, resources, stream, true));
}

cudaError_t cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources,
                                       cudaStream_t stream)
{
    OCR_RETURN(map_resources(count, resources, stream, false));
}

cudaError_t cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size,
                                                 cudaGraphicsResource_t resource)
{
    if (devPtr == NULL || size == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUdeviceptr ptr = 0;
    size_t bytes = 0;
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuGraphicsResourceGetMappedPointer(&ptr, &bytes, (CUgraphicsResource)resource));
    if (err == cudaSuccess) {
        *devPtr = (void *)(uintptr_t)ptr;
        *size = bytes;
    }
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array,
                                                  cudaGraphicsResource_t resource,
                                                  unsigned int arrayIndex, unsigned int mipLevel)
{
    if (array == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUarray a = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsSubResourceGetMappedArray(&a, (CUgraphicsResource)resource,
                                                             arrayIndex, mipLevel));
    if (err == cudaSuccess)
        *array = (cudaArray_t)a;
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                                        cudaGraphicsResource_t resource)
{
    if (mipmappedArray == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUmipmappedArray m = NULL;
    if (err == cudaSuccess)
        err =
            ocr_cu(DRV.cuGraphicsResourceGetMappedMipmappedArray(&m, (CUgraphicsResource)resource));
    if (err == cudaSuccess)
        *mipmappedArray = (cudaMipmappedArray_t)m;
    OCR_RETURN(err);
}
