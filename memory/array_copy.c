/*
 * Copies between CUDA arrays and linear memory: the 2D ones, and the deprecated 1D ones. Each
 * becomes one or a few cuMemcpy3D(Async) calls of depth 1 over copy sides (copy_side.h).
 *
 * How NVIDIA's runtime 13.0 behaves here, as observed by running its libcudart.so.13 over a
 * recording driver (the GPU conformance test tests/gpu/array.cu checks it against the real one):
 *  - Every entry point initialises first and makes a context current.
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
#include "copy_side.h"
#include "memory_internal.h"

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

/* -- copies --------------------------------------------------------------------------------- */

/* A copy of `height` rows of `width` bytes (depth 1). */
static cudaError_t copy_rows(const struct ocr_copy_side *src, const struct ocr_copy_side *dst,
                             size_t width, size_t height, bool async, cudaStream_t stream,
                             bool ptds)
{
    CUDA_MEMCPY3D p = {.WidthInBytes = width, .Height = height, .Depth = 1};
    ocr_copy_put_src(&p, src);
    ocr_copy_put_dst(&p, dst);
    return ocr_cu(async ? OCR_DRV(ptds).cuMemcpy3DAsync(&p, (CUstream)stream)
                        : OCR_DRV(ptds).cuMemcpy3D(&p));
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

static cudaError_t to_array_2d_common(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                      const void *src, size_t spitch, size_t width, size_t height,
                                      enum cudaMemcpyKind kind, bool async, cudaStream_t stream,
                                      bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || width == 0 || height == 0)
        return err;
    CUmemorytype type = ocr_copy_linear_type(kind, true);
    err = copy2d_checks(spitch, width, height, type);
    if (err == cudaSuccess)
        err = ocr_array_format((CUarray)dst, NULL, NULL);
    if (err != cudaSuccess)
        return err;
    struct ocr_copy_side from = ocr_copy_linear(src, type, spitch);
    struct ocr_copy_side to = ocr_copy_array((CUarray)dst, wOffset, hOffset);
    return copy_rows(&from, &to, width, height, async, stream, ptds);
}

static cudaError_t from_array_2d_common(void *dst, size_t dpitch, cudaArray_const_t src,
                                        size_t wOffset, size_t hOffset, size_t width, size_t height,
                                        enum cudaMemcpyKind kind, bool async, cudaStream_t stream,
                                        bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || width == 0 || height == 0)
        return err;
    CUmemorytype type = ocr_copy_linear_type(kind, false);
    err = copy2d_checks(dpitch, width, height, type);
    if (err == cudaSuccess)
        err = ocr_array_format((CUarray)(uintptr_t)src, NULL, NULL);
    if (err != cudaSuccess)
        return err;
    struct ocr_copy_side from = ocr_copy_array((CUarray)(uintptr_t)src, wOffset, hOffset);
    struct ocr_copy_side to = ocr_copy_linear(dst, type, dpitch);
    return copy_rows(&from, &to, width, height, async, stream, ptds);
}

static cudaError_t cudaMemcpy2DArrayToArray_common(cudaArray_t dst, size_t wOffsetDst,
                                                   size_t hOffsetDst, cudaArray_const_t src,
                                                   size_t wOffsetSrc, size_t hOffsetSrc,
                                                   size_t width, size_t height,
                                                   enum cudaMemcpyKind kind, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || width == 0 || height == 0)
        return err;
    if (kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    err = ocr_array_format((CUarray)(uintptr_t)src, NULL, NULL);
    if (err != cudaSuccess)
        return err;
    struct ocr_copy_side from = ocr_copy_array((CUarray)(uintptr_t)src, wOffsetSrc, hOffsetSrc);
    struct ocr_copy_side to = ocr_copy_array((CUarray)dst, wOffsetDst, hOffsetDst);
    return copy_rows(&from, &to, width, height, false, NULL, ptds);
}

OCR_API_TWINS(_ptds, cudaMemcpy2DToArray,
              (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch,
               size_t width, size_t height, enum cudaMemcpyKind kind),
              to_array_2d_common, dst, wOffset, hOffset, src, spitch, width, height, kind, false,
              NULL)

OCR_API_TWINS(_ptsz, cudaMemcpy2DToArrayAsync,
              (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch,
               size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream),
              to_array_2d_common, dst, wOffset, hOffset, src, spitch, width, height, kind, true,
              stream)

OCR_API_TWINS(_ptds, cudaMemcpy2DFromArray,
              (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset,
               size_t width, size_t height, enum cudaMemcpyKind kind),
              from_array_2d_common, dst, dpitch, src, wOffset, hOffset, width, height, kind, false,
              NULL)

OCR_API_TWINS(_ptsz, cudaMemcpy2DFromArrayAsync,
              (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset,
               size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream),
              from_array_2d_common, dst, dpitch, src, wOffset, hOffset, width, height, kind, true,
              stream)

OCR_API_PTDS(cudaMemcpy2DArrayToArray,
             (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src,
              size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height,
              enum cudaMemcpyKind kind),
             dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind)

/* -- deprecated 1D copies ------------------------------------------------------------------- */

/* Bytes per element of an array of `format` with `channels` channels, as NVIDIA's runtime counts
 * them to cut a 1D copy into rows: block-compressed formats by block (8 or 16 bytes per 4
 * elements), 10-10-10-2 as 4 bytes, any other as its channels. (3D copies count otherwise and
 * refuse block-compressed formats: ocr_copy_side_elem.) */
static size_t copy1d_element_size(CUarray_format format, const struct cudaChannelFormatDesc *c)
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
    size_t row = d.Width * copy1d_element_size(d.Format, &channel);
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
        struct ocr_copy_side mem = ocr_copy_linear(linear, c->type, row);
        struct ocr_copy_side array = ocr_copy_array(c->array, x, y);
        err = c->to_array ? copy_rows(&mem, &array, width, height, async, stream, ptds)
                          : copy_rows(&array, &mem, width, height, async, stream, ptds);
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
    if (!ocr_copy_kind_valid(kind))
        return 0;
    *type = ocr_copy_linear_type(kind, to_array);
    return *type != 0 ? 1 : -1;
}

static cudaError_t to_array_1d_common(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                      const void *src, size_t count, enum cudaMemcpyKind kind,
                                      bool async, cudaStream_t stream, bool ptds)
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

static cudaError_t from_array_1d_common(void *dst, cudaArray_const_t src, size_t wOffset,
                                        size_t hOffset, size_t count, enum cudaMemcpyKind kind,
                                        bool async, cudaStream_t stream, bool ptds)
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
static cudaError_t cudaMemcpyArrayToArray_common(cudaArray_t dst, size_t wOffsetDst,
                                                 size_t hOffsetDst, cudaArray_const_t src,
                                                 size_t wOffsetSrc, size_t hOffsetSrc, size_t count,
                                                 enum cudaMemcpyKind kind, bool ptds)
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

OCR_API_TWINS(_ptds, cudaMemcpyToArray,
              (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count,
               enum cudaMemcpyKind kind),
              to_array_1d_common, dst, wOffset, hOffset, src, count, kind, false, NULL)

OCR_API_TWINS(_ptsz, cudaMemcpyToArrayAsync,
              (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count,
               enum cudaMemcpyKind kind, cudaStream_t stream),
              to_array_1d_common, dst, wOffset, hOffset, src, count, kind, true, stream)

OCR_API_TWINS(_ptds, cudaMemcpyFromArray,
              (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
               enum cudaMemcpyKind kind),
              from_array_1d_common, dst, src, wOffset, hOffset, count, kind, false, NULL)

OCR_API_TWINS(_ptsz, cudaMemcpyFromArrayAsync,
              (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
               enum cudaMemcpyKind kind, cudaStream_t stream),
              from_array_1d_common, dst, src, wOffset, hOffset, count, kind, true, stream)

OCR_API_PTDS(cudaMemcpyArrayToArray,
             (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src,
              size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind),
             dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind)
