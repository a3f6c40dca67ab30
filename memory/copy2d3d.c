/*
 * Pitched allocations, 2D and 3D copies and memsets, peer copies.
 *
 * The copies become one CUDA_MEMCPY2D / CUDA_MEMCPY3D / CUDA_MEMCPY3D_PEER for the driver; the
 * runtime's part is the translation (kinds to memory types, element positions in CUDA arrays to
 * bytes; the 3D copies' through copy_side.h) and the argument checks NVIDIA's runtime makes
 * before the driver sees the copy. Those checks, as measured on the H200 (CUDA 13.0, driver 580;
 * tests/gpu/memory2d.cu), in order:
 *   - an empty copy or memset (any extent 0) succeeds before anything else is checked, also with
 *     a bad kind, pitch or device; except in 3D peer copies, whose devices are checked first;
 *   - cudaMemcpy2D: a pitch smaller than the width is cudaErrorInvalidPitchValue when more than
 *     one row is copied (with one row the driver decides), before the kind is checked;
 *   - cudaMemcpy3D: the kind first; then a source array with a kind that puts the source in host
 *     memory is cudaErrorInvalidValue (a destination array takes any kind); each side must name
 *     one CUDA array or one non-NULL pointer (cudaErrorInvalidValue); then for each pointer side,
 *     with more than one row or slice, a pitch smaller than extent.width (compared as given, in
 *     elements) and, with more than one slice, a ysize smaller than extent.height are
 *     cudaErrorInvalidPitchValue;
 *   - cudaMemset3D: a ysize smaller than the height, and with more than one row or slice a pitch
 *     smaller than the width, are cudaErrorInvalidValue;
 *   - outputs of cudaMallocPitch/cudaMalloc3D are what the driver writes, also on failure.
 * Everything else (pointers that are not what the kind says, host memory in peer copies,
 * positions out of range, pitches beyond the device's maximum) is the driver's to reject.
 */
#include "copy_side.h"
#include "objects.h"

_Static_assert(sizeof(void *) == sizeof(CUdeviceptr), "a device pointer is a pointer");

/* The element size of the cuMemAllocPitch calls: on the H200 the pitch is the same for 4, 8 and
 * 16 (a multiple of 512 bytes), and NVIDIA's runtime gives the same pitches. */
#define PITCH_ELEMENT_BYTES 4

/* -- allocation ------------------------------------------------------------------------------ */

cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height)
{
    if (devPtr == NULL || pitch == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    if (width == 0 || height == 0) {
        *devPtr = NULL;
        *pitch = 0;
        OCR_RETURN(cudaSuccess);
    }
    /* The driver writes both outputs, also when it fails (NULL and its pitch). */
    err = ocr_cu(DRV.cuMemAllocPitch((CUdeviceptr *)(void *)devPtr, pitch, width, height,
                                     PITCH_ELEMENT_BYTES));
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_PITCH, *devPtr, *pitch * height);
    OCR_RETURN(err);
}

/* One pitched allocation of height * depth rows. The row count wraps around as NVIDIA's runtime
 * computes it: a product that wraps to 0 is an empty allocation. */
cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent)
{
    if (pitchedDevPtr == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    size_t rows = extent.height * extent.depth;
    if (extent.width == 0 || rows == 0) {
        *pitchedDevPtr = (struct cudaPitchedPtr){NULL, 0, extent.width, extent.height};
        OCR_RETURN(cudaSuccess);
    }
    err =
        ocr_cu(DRV.cuMemAllocPitch((CUdeviceptr *)(void *)&pitchedDevPtr->ptr,
                                   &pitchedDevPtr->pitch, extent.width, rows, PITCH_ELEMENT_BYTES));
    if (err == cudaSuccess) {
        pitchedDevPtr->xsize = extent.width;
        pitchedDevPtr->ysize = extent.height;
        OCR_OBJECT_MADE(OCR_OBJ_3D, pitchedDevPtr->ptr, pitchedDevPtr->pitch * rows);
    }
    OCR_RETURN(err);
}

/* -- 2D copies ------------------------------------------------------------------------------- */

static cudaError_t memcpy2d_common(void *dst, size_t dpitch, const void *src, size_t spitch,
                                   size_t width, size_t height, enum cudaMemcpyKind kind,
                                   bool async, cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    if (width == 0 || height == 0)
        return cudaSuccess;
    if (height > 1 && (dpitch < width || spitch < width))
        return cudaErrorInvalidPitchValue;
    if (!ocr_copy_kind_valid(kind))
        return cudaErrorInvalidMemcpyDirection;
    CUDA_MEMCPY2D c = {
        .srcMemoryType = ocr_copy_kind_type(kind, true),
        .srcPitch = spitch,
        .dstMemoryType = ocr_copy_kind_type(kind, false),
        .dstPitch = dpitch,
        .WidthInBytes = width,
        .Height = height,
    };
    if (c.srcMemoryType == CU_MEMORYTYPE_HOST)
        c.srcHost = src;
    else
        c.srcDevice = (CUdeviceptr)(uintptr_t)src;
    if (c.dstMemoryType == CU_MEMORYTYPE_HOST)
        c.dstHost = dst;
    else
        c.dstDevice = (CUdeviceptr)(uintptr_t)dst;
    const struct ocr_driver *drv = &OCR_DRV(ptds);
    return ocr_cu(async ? drv->cuMemcpy2DAsync(&c, (CUstream)stream)
                        : drv->cuMemcpy2DUnaligned(&c));
}

OCR_API_TWINS(_ptds, cudaMemcpy2D,
              (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
               size_t height, enum cudaMemcpyKind kind),
              memcpy2d_common, dst, dpitch, src, spitch, width, height, kind, false, NULL)

OCR_API_TWINS(_ptsz, cudaMemcpy2DAsync,
              (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
               size_t height, enum cudaMemcpyKind kind, cudaStream_t stream),
              memcpy2d_common, dst, dpitch, src, spitch, width, height, kind, true, stream)

/* -- 3D copies ------------------------------------------------------------------------------- */

static cudaError_t memcpy3d_common(const struct cudaMemcpy3DParms *p, bool async,
                                   cudaStream_t stream, bool ptds)
{
    if (p == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    /* An empty copy succeeds before anything else is checked. */
    struct ocr_copy3d c;
    err = ocr_copy3d_parms(p, cudaSuccess, OCR_COPY_ENDS_THEN_PITCHES, &c);
    if (err != cudaSuccess || c.empty)
        return err;
    CUDA_MEMCPY3D m = {0};
    ocr_copy3d_put(&c, &m);
    const struct ocr_driver *drv = &OCR_DRV(ptds);
    return ocr_cu(async ? drv->cuMemcpy3DAsync(&m, (CUstream)stream) : drv->cuMemcpy3D(&m));
}

OCR_API_TWINS(_ptds, cudaMemcpy3D, (const struct cudaMemcpy3DParms *p), memcpy3d_common, p, false,
              NULL)

OCR_API_TWINS(_ptsz, cudaMemcpy3DAsync, (const struct cudaMemcpy3DParms *p, cudaStream_t stream),
              memcpy3d_common, p, true, stream)

/* -- peer copies ----------------------------------------------------------------------------- */

/* The primary contexts of two devices (checked ordinals). */
static cudaError_t peer_contexts(int dstDevice, int srcDevice, CUcontext *dst, CUcontext *src)
{
    cudaError_t err = ocr_check_device(dstDevice);
    if (err == cudaSuccess)
        err = ocr_check_device(srcDevice);
    if (err == cudaSuccess)
        err = ocr_primary_context(dstDevice, dst);
    if (err == cudaSuccess)
        err = ocr_primary_context(srcDevice, src);
    return err;
}

/* An empty copy succeeds before the devices are checked. The entry points have no twin of the
 * per-thread default stream. */
static cudaError_t memcpy_peer_common(void *dst, int dstDevice, const void *src, int srcDevice,
                                      size_t count, bool async, cudaStream_t stream)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || count == 0)
        return err;
    CUcontext dctx, sctx;
    err = peer_contexts(dstDevice, srcDevice, &dctx, &sctx);
    if (err != cudaSuccess)
        return err;
    CUdeviceptr d = (CUdeviceptr)(uintptr_t)dst, s = (CUdeviceptr)(uintptr_t)src;
    return ocr_cu(async ? DRV.cuMemcpyPeerAsync(d, dctx, s, sctx, count, (CUstream)stream)
                        : DRV.cuMemcpyPeer(d, dctx, s, sctx, count));
}

cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    OCR_RETURN(memcpy_peer_common(dst, dstDevice, src, srcDevice, count, false, NULL));
}

cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                                size_t count, cudaStream_t stream)
{
    OCR_RETURN(memcpy_peer_common(dst, dstDevice, src, srcDevice, count, true, stream));
}

/* Pointers are device memory of their device (host memory is cudaErrorInvalidValue); the
 * devices are checked before an empty extent succeeds. */
static cudaError_t memcpy3d_peer_common(const struct cudaMemcpy3DPeerParms *p, bool async,
                                        cudaStream_t stream, bool ptds)
{
    if (p == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUcontext dctx, sctx;
    err = peer_contexts(p->dstDevice, p->srcDevice, &dctx, &sctx);
    if (err != cudaSuccess)
        return err;
    if (ocr_copy_extent_empty(p->extent))
        return cudaSuccess;
    struct ocr_copy_end src = {p->srcArray, p->srcPos, p->srcPtr, CU_MEMORYTYPE_DEVICE};
    struct ocr_copy_end dst = {p->dstArray, p->dstPos, p->dstPtr, CU_MEMORYTYPE_DEVICE};
    struct ocr_copy3d c;
    err = ocr_copy3d_ends(&src, &dst, p->extent, OCR_COPY_ENDS_THEN_PITCHES, &c);
    if (err != cudaSuccess)
        return err;
    CUDA_MEMCPY3D_PEER m = {.srcContext = sctx, .dstContext = dctx};
    ocr_copy3d_peer_put(&c, &m);
    const struct ocr_driver *drv = &OCR_DRV(ptds);
    return ocr_cu(async ? drv->cuMemcpy3DPeerAsync(&m, (CUstream)stream) : drv->cuMemcpy3DPeer(&m));
}

OCR_API_TWINS(_ptds, cudaMemcpy3DPeer, (const struct cudaMemcpy3DPeerParms *p),
              memcpy3d_peer_common, p, false, NULL)

OCR_API_TWINS(_ptsz, cudaMemcpy3DPeerAsync,
              (const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream), memcpy3d_peer_common, p,
              true, stream)

/* -- memset ---------------------------------------------------------------------------------- */

static CUresult memset_2d(CUdeviceptr d, size_t pitch, int value, size_t width, size_t height,
                          bool async, cudaStream_t stream, const struct ocr_driver *drv)
{
    return async ? drv->cuMemsetD2D8Async(d, pitch, (unsigned char)value, width, height,
                                          (CUstream)stream)
                 : drv->cuMemsetD2D8(d, pitch, (unsigned char)value, width, height);
}

/* The driver checks the pitch (ignored for one row). */
static cudaError_t memset2d_common(void *devPtr, size_t pitch, int value, size_t width,
                                   size_t height, bool async, cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || width == 0 || height == 0)
        return err;
    return ocr_cu(memset_2d((CUdeviceptr)(uintptr_t)devPtr, pitch, value, width, height, async,
                            stream, &OCR_DRV(ptds)));
}

OCR_API_TWINS(_ptds, cudaMemset2D,
              (void *devPtr, size_t pitch, int value, size_t width, size_t height), memset2d_common,
              devPtr, pitch, value, width, height, false, NULL)

OCR_API_TWINS(_ptsz, cudaMemset2DAsync,
              (void *devPtr, size_t pitch, int value, size_t width, size_t height,
               cudaStream_t stream),
              memset2d_common, devPtr, pitch, value, width, height, true, stream)

/* A box of extent.width bytes x height rows x depth slices; a slice is ysize rows of `pitch`
 * bytes. Slices made of whole rows of one 2D memset (one slice, a row a slice, or slices as
 * tall as the box) take one driver call, other boxes one call a slice. */
static cudaError_t memset3d_common(struct cudaPitchedPtr p, int value, struct cudaExtent e,
                                   bool async, cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || ocr_copy_extent_empty(e))
        return err;
    if (p.ysize < e.height || ((e.height > 1 || e.depth > 1) && p.pitch < e.width))
        return cudaErrorInvalidValue;
    CUdeviceptr d = (CUdeviceptr)(uintptr_t)p.ptr;
    /* Slices are pitch x ysize bytes apart in the address space's arithmetic: a product that
     * wraps around is used as it wraps, as NVIDIA's library does (gpu_memory2d on the H200: two
     * one-row slices of pitch 2^63 + P, 2P apart once wrapped, are both set, and the call
     * succeeds); the driver refuses the pitches it cannot take. */
    const struct ocr_driver *drv = &OCR_DRV(ptds);
    size_t slice = p.pitch * p.ysize;
    if (e.depth == 1)
        return ocr_cu(memset_2d(d, p.pitch, value, e.width, e.height, async, stream, drv));
    if (e.height == 1)
        return ocr_cu(memset_2d(d, slice, value, e.width, e.depth, async, stream, drv));
    if (e.height == p.ysize && e.height <= SIZE_MAX / e.depth)
        return ocr_cu(
            memset_2d(d, p.pitch, value, e.width, e.height * e.depth, async, stream, drv));
    for (size_t z = 0; z < e.depth; z++) {
        err =
            ocr_cu(memset_2d(d + z * slice, p.pitch, value, e.width, e.height, async, stream, drv));
        if (err != cudaSuccess)
            return err;
    }
    return cudaSuccess;
}

OCR_API_TWINS(_ptds, cudaMemset3D,
              (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent),
              memset3d_common, pitchedDevPtr, value, extent, false, NULL)

OCR_API_TWINS(_ptsz, cudaMemset3DAsync,
              (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent,
               cudaStream_t stream),
              memset3d_common, pitchedDevPtr, value, extent, true, stream)
