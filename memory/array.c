/*
 * CUDA arrays and mipmapped arrays: allocation, information, planes, memory requirements and
 * sparse properties. cudaArray_t is the driver's CUarray, cudaMipmappedArray_t its
 * CUmipmappedArray; the copies between arrays and linear memory are in array_copy.c.
 *
 * How NVIDIA's runtime 13.0 behaves here, as observed by running its libcudart.so.13 over a
 * recording driver (the GPU conformance test tests/gpu/array.cu checks it against the real one):
 *  - Every entry point initialises first (no driver: cudaErrorInsufficientDriver whatever the
 *    arguments). cudaArrayGetInfo, the memory-requirement and the sparse-property queries never
 *    make a context current; every other entry point does, after the NULL checks noted below.
 *  - Allocation: array or desc NULL -> cudaErrorInvalidValue before the context; then *array is
 *    NULL until success. Then the extent (width 0; layered without layers; height 0 with depth
 *    but not layered; a cubemap not square or without 6 (layered: a multiple of 6) faces) ->
 *    cudaErrorInvalidValue, then the channel descriptor -> cudaErrorInvalidChannelDescriptor.
 *    cudaMallocArray refuses cudaArrayLayered and cudaArrayCubemap; every other flag bit, and
 *    any level count, reaches the driver unchanged (cuArray3DCreate, cuMipmappedArrayCreate).
 *  - cudaFreeArray/cudaFreeMipmappedArray do not synchronise; NULL succeeds without the driver.
 *  - cudaArrayGetInfo zeroes its outputs, then fills them from cuArray3DGetDescriptor; the
 *    channel descriptor is translated only when asked for (and may fail after the call).
 *  - Memory requirements and sparse properties: output NULL -> cudaErrorInvalidValue; the output
 *    is zeroed (reserved fields included) before the driver is asked, even when it fails.
 *  - Level and plane queries pass their output pointer to the driver as it is.
 */
#include "internal.h"
#include "memory_internal.h"
#include "objects.h"

#include <string.h>

/* -- looking at an array -------------------------------------------------------------------- */

cudaError_t ocr_array_format(CUarray array, CUDA_ARRAY3D_DESCRIPTOR *desc,
                             struct cudaChannelFormatDesc *channel)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    struct cudaChannelFormatDesc c;
    cudaError_t err = ocr_cu(DRV.cuArray3DGetDescriptor(&d, array));
    if (err == cudaSuccess)
        err = ocr_channel_desc(d.Format, d.NumChannels, &c);
    if (err == cudaSuccess && desc != NULL)
        *desc = d;
    if (err == cudaSuccess && channel != NULL)
        *channel = c;
    return err;
}

/* -- allocation ----------------------------------------------------------------------------- */

/* The extents NVIDIA's runtime accepts for `flags` (the driver checks the device limits). */
static bool valid_extent(struct cudaExtent e, unsigned flags)
{
    bool layered = flags & cudaArrayLayered;
    if (e.width == 0)
        return false;
    if (layered ? e.depth == 0 : (e.height == 0 && e.depth != 0))
        return false;
    if (flags & cudaArrayCubemap)
        return e.width == e.height && (layered ? e.depth % 6 == 0 : e.depth == 6);
    return true;
}

/* The checks after the context is current, and the descriptor the driver gets. */
static cudaError_t array_descriptor(const struct cudaChannelFormatDesc *desc, struct cudaExtent e,
                                    unsigned flags, CUDA_ARRAY3D_DESCRIPTOR *out)
{
    if (!valid_extent(e, flags))
        return cudaErrorInvalidValue;
    CUarray_format format;
    unsigned channels;
    cudaError_t err = ocr_channel_format(desc, &format, &channels);
    if (err != cudaSuccess)
        return err;
    *out = (CUDA_ARRAY3D_DESCRIPTOR){.Width = e.width,
                                     .Height = e.height,
                                     .Depth = e.depth,
                                     .Format = format,
                                     .NumChannels = channels,
                                     .Flags = flags};
    return cudaSuccess;
}

static cudaError_t malloc_array_common(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                                       struct cudaExtent extent, unsigned flags, bool plain)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    if (array == NULL || desc == NULL)
        return cudaErrorInvalidValue;
    *array = NULL;
    err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    /* cudaMallocArray makes 1D and 2D arrays only. */
    if (plain && (flags & (cudaArrayLayered | cudaArrayCubemap)))
        return cudaErrorInvalidValue;
    CUDA_ARRAY3D_DESCRIPTOR d;
    err = array_descriptor(desc, extent, flags, &d);
    CUarray a;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuArray3DCreate(&a, &d));
    if (err == cudaSuccess)
        *array = (cudaArray_t)a;
    return err;
}

/* Height 0 makes a 1D array. */
cudaError_t cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                            size_t width, size_t height, unsigned int flags)
{
    cudaError_t err =
        malloc_array_common(array, desc, (struct cudaExtent){width, height, 0}, flags, true);
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_ARRAY, *array, 0);
    OCR_RETURN(err);
}

cudaError_t cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                              struct cudaExtent extent, unsigned int flags)
{
    cudaError_t err = malloc_array_common(array, desc, extent, flags, false);
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_ARRAY3D, *array, 0);
    OCR_RETURN(err);
}

cudaError_t cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                     const struct cudaChannelFormatDesc *desc,
                                     struct cudaExtent extent, unsigned int numLevels,
                                     unsigned int flags)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    if (mipmappedArray == NULL || desc == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    *mipmappedArray = NULL;
    err = ocr_enter();
    CUDA_ARRAY3D_DESCRIPTOR d;
    if (err == cudaSuccess)
        err = array_descriptor(desc, extent, flags, &d);
    CUmipmappedArray m;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMipmappedArrayCreate(&m, &d, numLevels));
    if (err == cudaSuccess) {
        *mipmappedArray = (cudaMipmappedArray_t)m;
        OCR_OBJECT_MADE(OCR_OBJ_MIPMAPPED, m, 0);
    }
    OCR_RETURN(err);
}

cudaError_t cudaFreeArray(cudaArray_t array)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_ARRAY, array);
    if (err == cudaSuccess && array != NULL)
        err = ocr_cu(DRV.cuArrayDestroy((CUarray)array));
    OCR_OBJECT_RELEASED(OCR_CLASS_ARRAY, array, err);
    OCR_RETURN(err);
}

cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_MIPMAPPED, mipmappedArray);
    if (err == cudaSuccess && mipmappedArray != NULL)
        err = ocr_cu(DRV.cuMipmappedArrayDestroy((CUmipmappedArray)mipmappedArray));
    OCR_OBJECT_RELEASED(OCR_CLASS_MIPMAPPED, mipmappedArray, err);
    OCR_RETURN(err);
}

/* -- information ---------------------------------------------------------------------------- */

cudaError_t cudaGetMipmappedArrayLevel(cudaArray_t *levelArray,
                                       cudaMipmappedArray_const_t mipmappedArray,
                                       unsigned int level)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMipmappedArrayGetLevel(
            (CUarray *)levelArray, (CUmipmappedArray)(uintptr_t)mipmappedArray, level));
    OCR_RETURN(err);
}

cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent,
                             unsigned int *flags, cudaArray_t array)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    if (desc != NULL)
        memset(desc, 0, sizeof *desc);
    if (extent != NULL)
        memset(extent, 0, sizeof *extent);
    if (flags != NULL)
        *flags = 0;
    CUDA_ARRAY3D_DESCRIPTOR d;
    err = ocr_cu(DRV.cuArray3DGetDescriptor(&d, (CUarray)array));
    if (err == cudaSuccess && desc != NULL)
        err = ocr_channel_desc(d.Format, d.NumChannels, desc);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    if (extent != NULL)
        *extent = (struct cudaExtent){d.Width, d.Height, d.Depth};
    if (flags != NULL)
        *flags = d.Flags;
    OCR_RETURN(cudaSuccess);
}

cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && desc == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_array_format((CUarray)(uintptr_t)array, NULL, desc);
    OCR_RETURN(err);
}

cudaError_t cudaArrayGetPlane(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuArrayGetPlane((CUarray *)pPlaneArray, (CUarray)hArray, planeIdx));
    OCR_RETURN(err);
}

static cudaError_t memory_requirements_common(struct cudaArrayMemoryRequirements *out, void *array,
                                              bool mipmapped, int device)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    if (out == NULL)
        return cudaErrorInvalidValue;
    memset(out, 0, sizeof *out);
    CUDA_ARRAY_MEMORY_REQUIREMENTS r;
    CUdevice dev = ocr_cu_device(device);
    err = ocr_cu(mipmapped
                     ? DRV.cuMipmappedArrayGetMemoryRequirements(&r, (CUmipmappedArray)array, dev)
                     : DRV.cuArrayGetMemoryRequirements(&r, (CUarray)array, dev));
    if (err == cudaSuccess) {
        out->size = r.size;
        out->alignment = r.alignment;
    }
    return err;
}

cudaError_t cudaArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements,
                                           cudaArray_t array, int device)
{
    OCR_RETURN(memory_requirements_common(memoryRequirements, array, false, device));
}

cudaError_t
cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements,
                                        cudaMipmappedArray_t mipmap, int device)
{
    OCR_RETURN(memory_requirements_common(memoryRequirements, mipmap, true, device));
}

static cudaError_t sparse_properties_common(struct cudaArraySparseProperties *out, void *array,
                                            bool mipmapped)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    if (out == NULL)
        return cudaErrorInvalidValue;
    memset(out, 0, sizeof *out);
    CUDA_ARRAY_SPARSE_PROPERTIES p;
    err = ocr_cu(mipmapped ? DRV.cuMipmappedArrayGetSparseProperties(&p, (CUmipmappedArray)array)
                           : DRV.cuArrayGetSparseProperties(&p, (CUarray)array));
    if (err == cudaSuccess) {
        out->tileExtent.width = p.tileExtent.width;
        out->tileExtent.height = p.tileExtent.height;
        out->tileExtent.depth = p.tileExtent.depth;
        out->miptailFirstLevel = p.miptailFirstLevel;
        out->miptailSize = p.miptailSize;
        out->flags = p.flags;
    }
    return err;
}

cudaError_t cudaArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties,
                                         cudaArray_t array)
{
    OCR_RETURN(sparse_properties_common(sparseProperties, array, false));
}

cudaError_t
cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties,
                                      cudaMipmappedArray_t mipmap)
{
    OCR_RETURN(sparse_properties_common(sparseProperties, mipmap, true));
}
