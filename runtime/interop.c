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

/* The three "get mapped" calls hand their outputs to the driver as NVIDIA's runtime does: a NULL
 * size is the driver's to accept (samples pass one), and a NULL array output still asks the
 * driver about the resource (read into a local, written back only where there is somewhere to
 * write). */
cudaError_t cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size,
                                                 cudaGraphicsResource_t resource)
{
    _Static_assert(sizeof(void *) == sizeof(CUdeviceptr), "a pointer is a CUdeviceptr");
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsResourceGetMappedPointer((CUdeviceptr *)(void *)devPtr, size,
                                                            (CUgraphicsResource)resource));
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array,
                                                  cudaGraphicsResource_t resource,
                                                  unsigned int arrayIndex, unsigned int mipLevel)
{
    cudaError_t err = ocr_enter();
    CUarray a = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsSubResourceGetMappedArray(&a, (CUgraphicsResource)resource,
                                                             arrayIndex, mipLevel));
    if (err == cudaSuccess && array != NULL)
        *array = (cudaArray_t)a;
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                                        cudaGraphicsResource_t resource)
{
    cudaError_t err = ocr_enter();
    CUmipmappedArray m = NULL;
    if (err == cudaSuccess)
        err =
            ocr_cu(DRV.cuGraphicsResourceGetMappedMipmappedArray(&m, (CUgraphicsResource)resource));
    if (err == cudaSuccess && mipmappedArray != NULL)
        *mipmappedArray = (cudaMipmappedArray_t)m;
    OCR_RETURN(err);
}
