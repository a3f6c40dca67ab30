/*
 * CUDA arrays and mipmapped arrays: allocation, information, planes, memory requirements and
 * sparse properties, and the copies between arrays and linear memory (2D, and the deprecated 1D
 * ones). cudaArray_t is the driver's CUarray, cudaMipmappedArray_t its CUmipmappedArray.
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
 *  - 2D copies run as cuMemcpy3D(Async) of depth 1, after: an empty copy succeeds; pitch below
 *    the width for more than one row -> cudaErrorInvalidPitchValue; a kind that does not fit the
 *    direction -> cudaErrorInvalidMemcpyDirection; the array (the source of an array-to-array
 *    copy) is looked at with cuArray3DGetDescriptor (its error, or
 *    cudaErrorInvalidChannelDescriptor for a format without a channel descriptor). The linear
 *    side is host memory for a host kind, device memory for cudaMemcpyDeviceToDevice, unified
 *    for cudaMemcpyDefault.
 *  - The deprecated 1D copies cut `count` bytes into rows of the array's width (a partial first
 *    row when wOffset is not 0, even an empty one; full rows in one copy; a partial last row)
 *    and copy each as above. An unknown kind copies nothing and succeeds (not array-to-array);
 *    cudaMemcpyArrayToArray goes through a temporary device buffer.
 */
#include "internal.h"

#include <string.h>

cudaError_t cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                     const void *src, size_t spitch, size_t width, size_t height,
                                     enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DFromArray_ptds(void *dst, size_t dpitch, cudaArray_const_t src,
                                       size_t wOffset, size_t hOffset, size_t width, size_t height,
                                       enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                          cudaArray_const_t src, size_t wOffsetSrc,
                                          size_t hOffsetSrc, size_t width, size_t height,
                                          enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                          const void *src, size_t spitch, size_t width,
                                          size_t height, enum cudaMemcpyKind kind,
                                          cudaStream_t stream);
cudaError_t cudaMemcpy2DFromArrayAsync_ptsz(void *dst, size_t dpitch, cudaArray_const_t src,
                                            size_t wOffset, size_t hOffset, size_t width,
                                            size_t height, enum cudaMemcpyKind kind,
                                            cudaStream_t stream);
cudaError_t cudaMemcpyToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                   size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset,
                                     size_t hOffset, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                        cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                        size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                        const void *src, size_t count, enum cudaMemcpyKind kind,
                                        cudaStream_t stream);
cudaError_t cudaMemcpyFromArrayAsync_ptsz(void *dst, cudaArray_const_t src, size_t wOffset,
                                          size_t hOffset, size_t count, enum cudaMemcpyKind kind,
                                          cudaStream_t stream);

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

static cudaError_t malloc_array(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
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
    OCR_RETURN(malloc_array(array, desc, (struct cudaExtent){width, height, 0}, flags, true));
}

cudaError_t cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                              struct cudaExtent extent, unsigned int flags)
{
    OCR_RETURN(malloc_array(array, desc, extent, flags, false));
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
    if (err == cudaSuccess)
        *mipmappedArray = (cudaMipmappedArray_t)m;
    OCR_RETURN(err);
}

cudaError_t cudaFreeArray(cudaArray_t array)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess && array != NULL)
        err = ocr_cu(DRV.cuArrayDestroy((CUarray)array));
    OCR_RETURN(err);
}

cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess && mipmappedArray != NULL)
        err = ocr_cu(DRV.cuMipmappedArrayDestroy((CUmipmappedArray)mipmappedArray));
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

static cudaError_t memory_requirements(struct cudaArrayMemoryRequirements *out, void *array,
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
    OCR_RETURN(memory_requirements(memoryRequirements, array, false, device));
}

cudaError_t
cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements,
                                        cudaMipmappedArray_t mipmap, int device)
{
    OCR_RETURN(memory_requirements(memoryRequirements, mipmap, true, device));
}

static cudaError_t sparse_properties(struct cudaArraySparseProperties *out, void *array,
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
    OCR_RETURN(sparse_properties(sparseProperties, array, false));
}

cudaError_t
cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties,
                                      cudaMipmappedArray_t mipmap)
{
    OCR_RETURN(sparse_properties(sparseProperties, mipmap, true));
}

/* -- copies --------------------------------------------------------------------------------- */

/* The memory type of the linear side of a copy to (to_array) or from an array with `kind`;
 * 0 when the kind does not fit that direction. */
static CUmemorytype linear_type(enum cudaMemcpyKind kind, bool to_array)
{
    switch (kind) {
    case cudaMemcpyHostToDevice:
        return to_array ? CU_MEMORYTYPE_HOST : 0;
    case cudaMemcpyDeviceToHost:
        return to_array ? 0 : CU_MEMORYTYPE_HOST;
    case cudaMemcpyDeviceToDevice:
        return CU_MEMORYTYPE_DEVICE;
    case cudaMemcpyDefault:
        return CU_MEMORYTYPE_UNIFIED;
    default:
        return 0;
    }
}

static void linear_src(CUDA_MEMCPY3D *p, CUmemorytype type, const void *ptr, size_t pitch)
{
    p->srcMemoryType = type;
    if (type == CU_MEMORYTYPE_HOST)
        p->srcHost = ptr;
    else
        p->srcDevice = (CUdeviceptr)(uintptr_t)ptr;
    p->srcPitch = pitch;
}

static void linear_dst(CUDA_MEMCPY3D *p, CUmemorytype type, void *ptr, size_t pitch)
{
    p->dstMemoryType = type;
    if (type == CU_MEMORYTYPE_HOST)
        p->dstHost = ptr;
    else
        p->dstDevice = (CUdeviceptr)(uintptr_t)ptr;
    p->dstPitch = pitch;
}

static void array_src(CUDA_MEMCPY3D *p, CUarray a, size_t x, size_t y)
{
    p->srcMemoryType = CU_MEMORYTYPE_ARRAY;
    p->srcArray = a;
    p->srcXInBytes = x;
    p->srcY = y;
}

static void array_dst(CUDA_MEMCPY3D *p, CUarray a, size_t x, size_t y)
{
    p->dstMemoryType = CU_MEMORYTYPE_ARRAY;
    p->dstArray = a;
    p->dstXInBytes = x;
    p->dstY = y;
}

/* A copy of `height` rows of `width` bytes (depth 1). */
static cudaError_t copy_rows(CUDA_MEMCPY3D *p, size_t width, size_t height, bool async,
                             cudaStream_t stream, bool ptds)
{
    p->WidthInBytes = width;
    p->Height = height;
    p->Depth = 1;
    return ocr_cu(async ? OCR_DRV(ptds).cuMemcpy3DAsync(p, (CUstream)stream)
                        : OCR_DRV(ptds).cuMemcpy3D(p));
}

/* The checks every 2D array copy makes before looking at its array. */
static cudaError_t copy2d_checks(size_t pitch, size_t width, size_t height, CUmemorytype type)
{
    if (height > 1 && pitch < width)
        return cudaErrorInvalidPitchValue;
    if (type == 0)
        return cudaErrorInvalidMemcpyDirection;
    return cudaSuccess;
}

static cudaError_t to_array_2d(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                               size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind,
                               bool async, cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || width == 0 || height == 0)
        return err;
    CUmemorytype type = linear_type(kind, true);
    err = copy2d_checks(spitch, width, height, type);
    if (err == cudaSuccess)
        err = ocr_array_format((CUarray)dst, NULL, NULL);
    if (err != cudaSuccess)
        return err;
    CUDA_MEMCPY3D p = {0};
    linear_src(&p, type, src, spitch);
    array_dst(&p, (CUarray)dst, wOffset, hOffset);
    return copy_rows(&p, width, height, async, stream, ptds);
}

static cudaError_t from_array_2d(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                 size_t hOffset, size_t width, size_t height,
                                 enum cudaMemcpyKind kind, bool async, cudaStream_t stream,
                                 bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || width == 0 || height == 0)
        return err;
    CUmemorytype type = linear_type(kind, false);
    err = copy2d_checks(dpitch, width, height, type);
    if (err == cudaSuccess)
        err = ocr_array_format((CUarray)(uintptr_t)src, NULL, NULL);
    if (err != cudaSuccess)
        return err;
    CUDA_MEMCPY3D p = {0};
    array_src(&p, (CUarray)(uintptr_t)src, wOffset, hOffset);
    linear_dst(&p, type, dst, dpitch);
    return copy_rows(&p, width, height, async, stream, ptds);
}

static cudaError_t array_to_array_2d(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                     cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                     size_t width, size_t height, enum cudaMemcpyKind kind,
                                     bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || width == 0 || height == 0)
        return err;
    if (kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    err = ocr_array_format((CUarray)(uintptr_t)src, NULL, NULL);
    if (err != cudaSuccess)
        return err;
    CUDA_MEMCPY3D p = {0};
    array_src(&p, (CUarray)(uintptr_t)src, wOffsetSrc, hOffsetSrc);
    array_dst(&p, (CUarray)dst, wOffsetDst, hOffsetDst);
    return copy_rows(&p, width, height, false, NULL, ptds);
}

cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                size_t spitch, size_t width, size_t height,
                                enum cudaMemcpyKind kind)
{
    OCR_RETURN(
        to_array_2d(dst, wOffset, hOffset, src, spitch, width, height, kind, false, NULL, false));
}

cudaError_t cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                     const void *src, size_t spitch, size_t width, size_t height,
                                     enum cudaMemcpyKind kind)
{
    OCR_RETURN(
        to_array_2d(dst, wOffset, hOffset, src, spitch, width, height, kind, false, NULL, true));
}

cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                     const void *src, size_t spitch, size_t width, size_t height,
                                     enum cudaMemcpyKind kind, cudaStream_t stream)
{
    OCR_RETURN(
        to_array_2d(dst, wOffset, hOffset, src, spitch, width, height, kind, true, stream, false));
}

cudaError_t cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                          const void *src, size_t spitch, size_t width,
                                          size_t height, enum cudaMemcpyKind kind,
                                          cudaStream_t stream)
{
    OCR_RETURN(
        to_array_2d(dst, wOffset, hOffset, src, spitch, width, height, kind, true, stream, true));
}

cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                  size_t hOffset, size_t width, size_t height,
                                  enum cudaMemcpyKind kind)
{
    OCR_RETURN(
        from_array_2d(dst, dpitch, src, wOffset, hOffset, width, height, kind, false, NULL, false));
}

cudaError_t cudaMemcpy2DFromArray_ptds(void *dst, size_t dpitch, cudaArray_const_t src,
                                       size_t wOffset, size_t hOffset, size_t width, size_t height,
                                       enum cudaMemcpyKind kind)
{
    OCR_RETURN(
        from_array_2d(dst, dpitch, src, wOffset, hOffset, width, height, kind, false, NULL, true));
}

cudaError_t cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src,
                                       size_t wOffset, size_t hOffset, size_t width, size_t height,
                                       enum cudaMemcpyKind kind, cudaStream_t stream)
{
    OCR_RETURN(from_array_2d(dst, dpitch, src, wOffset, hOffset, width, height, kind, true, stream,
                             false));
}

cudaError_t cudaMemcpy2DFromArrayAsync_ptsz(void *dst, size_t dpitch, cudaArray_const_t src,
                                            size_t wOffset, size_t hOffset, size_t width,
                                            size_t height, enum cudaMemcpyKind kind,
                                            cudaStream_t stream)
{
    OCR_RETURN(
        from_array_2d(dst, dpitch, src, wOffset, hOffset, width, height, kind, true, stream, true));
}

cudaError_t cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                     cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                     size_t width, size_t height, enum cudaMemcpyKind kind)
{
    OCR_RETURN(array_to_array_2d(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width,
                                 height, kind, false));
}

cudaError_t cudaMemcpy2DArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                          cudaArray_const_t src, size_t wOffsetSrc,
                                          size_t hOffsetSrc, size_t width, size_t height,
                                          enum cudaMemcpyKind kind)
{
    OCR_RETURN(array_to_array_2d(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width,
                                 height, kind, true));
}

/* -- deprecated 1D copies ------------------------------------------------------------------- */

/* Bytes per element of an array of `format` with `channels` channels, as NVIDIA's runtime counts
 * them to cut a 1D copy into rows: block-compressed formats by block (8 or 16 bytes per 4
 * elements), 10-10-10-2 as 4 bytes, any other as its channels. */
static size_t element_size(CUarray_format format, const struct cudaChannelFormatDesc *c)
{
    switch (format) {
    case CU_AD_FORMAT_BC1_UNORM:
    case CU_AD_FORMAT_BC1_UNORM_SRGB:
    case CU_AD_FORMAT_BC4_UNORM:
    case CU_AD_FORMAT_BC4_SNORM:
        return 2;
    case CU_AD_FORMAT_BC2_UNORM:
    case CU_AD_FORMAT_BC2_UNORM_SRGB:
    case CU_AD_FORMAT_BC3_UNORM:
    case CU_AD_FORMAT_BC3_UNORM_SRGB:
    case CU_AD_FORMAT_BC5_UNORM:
    case CU_AD_FORMAT_BC5_SNORM:
    case CU_AD_FORMAT_BC6H_UF16:
    case CU_AD_FORMAT_BC6H_SF16:
    case CU_AD_FORMAT_BC7_UNORM:
    case CU_AD_FORMAT_BC7_UNORM_SRGB:
    case CU_AD_FORMAT_UNORM_INT_101010_2:
        return 4;
    default:
        return (size_t)(c->x + c->y + c->z + c->w) / 8;
    }
}

/* One side of a 1D copy: the array and where the copy starts in it, and the linear memory. */
struct copy1d {
    CUarray array;
    size_t x, y; /* bytes, rows */
    void *linear;
    CUmemorytype type;
    bool to_array;
};

/* Copies `count` bytes between the linear memory and the array row by row: the rest of the first
 * row when x is not 0, then the full rows in one copy, then the start of the last row. */
static cudaError_t copy_1d(const struct copy1d *c, size_t count, bool async, cudaStream_t stream,
                           bool ptds)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    struct cudaChannelFormatDesc channel;
    cudaError_t err = ocr_array_format(c->array, &d, &channel);
    if (err != cudaSuccess)
        return err;
    size_t row = d.Width * element_size(d.Format, &channel);
    if (row == 0) /* not an array the driver makes; NVIDIA's runtime divides by zero */
        return cudaErrorInvalidValue;
    char *linear = c->linear;
    size_t x = c->x, y = c->y;
    while (err == cudaSuccess && (count > 0 || x != 0)) {
        size_t width, height = 1;
        if (x != 0) {
            width = row - x < count ? row - x : count;
        } else if (count >= row) {
            width = row;
            height = count / row;
        } else {
            width = count;
        }
        CUDA_MEMCPY3D p = {0};
        if (c->to_array) {
            linear_src(&p, c->type, linear, row);
            array_dst(&p, c->array, x, y);
        } else {
            array_src(&p, c->array, x, y);
            linear_dst(&p, c->type, linear, row);
        }
        err = copy_rows(&p, width, height, async, stream, ptds);
        linear += width * height;
        count -= width * height;
        y += height;
        x = 0;
    }
    return err;
}

/* The 1D copy's kind: 1 copies (with *type set), 0 does nothing and succeeds, -1 is
 * cudaErrorInvalidMemcpyDirection. Kinds beyond cudaMemcpyDefault do nothing. */
static int kind_1d(enum cudaMemcpyKind kind, bool to_array, CUmemorytype *type)
{
    if ((unsigned)kind > (unsigned)cudaMemcpyDefault)
        return 0;
    *type = linear_type(kind, to_array);
    return *type != 0 ? 1 : -1;
}

static cudaError_t to_array_1d(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                               size_t count, enum cudaMemcpyKind kind, bool async,
                               cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || count == 0)
        return err;
    struct copy1d c = {(CUarray)dst, wOffset, hOffset, (void *)(uintptr_t)src, 0, true};
    int k = kind_1d(kind, true, &c.type);
    if (k <= 0)
        return k == 0 ? cudaSuccess : cudaErrorInvalidMemcpyDirection;
    return copy_1d(&c, count, async, stream, ptds);
}

static cudaError_t from_array_1d(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                 size_t count, enum cudaMemcpyKind kind, bool async,
                                 cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || count == 0)
        return err;
    struct copy1d c = {(CUarray)(uintptr_t)src, wOffset, hOffset, dst, 0, false};
    int k = kind_1d(kind, false, &c.type);
    if (k <= 0)
        return k == 0 ? cudaSuccess : cudaErrorInvalidMemcpyDirection;
    return copy_1d(&c, count, async, stream, ptds);
}

/* Through a temporary device buffer of `count` bytes, as NVIDIA's runtime does it. */
static cudaError_t array_to_array_1d(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                     cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                     size_t count, enum cudaMemcpyKind kind, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || count == 0)
        return err;
    if (kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    CUdeviceptr tmp;
    err = ocr_cu(DRV.cuMemAlloc(&tmp, count));
    if (err != cudaSuccess)
        return err;
    struct copy1d from = {(CUarray)(uintptr_t)src, wOffsetSrc,           hOffsetSrc,
                          (void *)(uintptr_t)tmp,  CU_MEMORYTYPE_DEVICE, false};
    struct copy1d to = {(CUarray)dst,           wOffsetDst,           hOffsetDst,
                        (void *)(uintptr_t)tmp, CU_MEMORYTYPE_DEVICE, true};
    err = copy_1d(&from, count, false, NULL, ptds);
    if (err == cudaSuccess)
        err = copy_1d(&to, count, false, NULL, ptds);
    cudaError_t freed = ocr_cu(DRV.cuMemFree(tmp));
    return err != cudaSuccess ? err : freed;
}

cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                              size_t count, enum cudaMemcpyKind kind)
{
    OCR_RETURN(to_array_1d(dst, wOffset, hOffset, src, count, kind, false, NULL, false));
}

cudaError_t cudaMemcpyToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                   size_t count, enum cudaMemcpyKind kind)
{
    OCR_RETURN(to_array_1d(dst, wOffset, hOffset, src, count, kind, false, NULL, true));
}

cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                   size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    OCR_RETURN(to_array_1d(dst, wOffset, hOffset, src, count, kind, true, stream, false));
}

cudaError_t cudaMemcpyToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                        const void *src, size_t count, enum cudaMemcpyKind kind,
                                        cudaStream_t stream)
{
    OCR_RETURN(to_array_1d(dst, wOffset, hOffset, src, count, kind, true, stream, true));
}

cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                size_t count, enum cudaMemcpyKind kind)
{
    OCR_RETURN(from_array_1d(dst, src, wOffset, hOffset, count, kind, false, NULL, false));
}

cudaError_t cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset,
                                     size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    OCR_RETURN(from_array_1d(dst, src, wOffset, hOffset, count, kind, false, NULL, true));
}

cudaError_t cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset,
                                     size_t hOffset, size_t count, enum cudaMemcpyKind kind,
                                     cudaStream_t stream)
{
    OCR_RETURN(from_array_1d(dst, src, wOffset, hOffset, count, kind, true, stream, false));
}

cudaError_t cudaMemcpyFromArrayAsync_ptsz(void *dst, cudaArray_const_t src, size_t wOffset,
                                          size_t hOffset, size_t count, enum cudaMemcpyKind kind,
                                          cudaStream_t stream)
{
    OCR_RETURN(from_array_1d(dst, src, wOffset, hOffset, count, kind, true, stream, true));
}

cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                   cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                   size_t count, enum cudaMemcpyKind kind)
{
    OCR_RETURN(array_to_array_1d(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count,
                                 kind, false));
}

cudaError_t cudaMemcpyArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                        cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                        size_t count, enum cudaMemcpyKind kind)
{
    OCR_RETURN(array_to_array_1d(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count,
                                 kind, true));
}
