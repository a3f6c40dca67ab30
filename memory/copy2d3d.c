/*
 * Pitched allocations, 2D and 3D copies and memsets, peer copies.
 *
 * The copies become one CUDA_MEMCPY2D / CUDA_MEMCPY3D / CUDA_MEMCPY3D_PEER for the driver; the
 * runtime's part is the translation (kinds to memory types, element positions in CUDA arrays to
 * bytes) and the argument checks NVIDIA's runtime makes before the driver sees the copy. Those
 * checks, as measured on the H200 (CUDA 13.0, driver 580; tests/gpu/memory2d.cu), in order:
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
#include "internal.h"

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
    OCR_RETURN(ocr_cu(DRV.cuMemAllocPitch((CUdeviceptr *)(void *)devPtr, pitch, width, height,
                                          PITCH_ELEMENT_BYTES)));
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
    }
    OCR_RETURN(err);
}

/* -- kinds, sides and CUDA arrays ------------------------------------------------------------ */

static bool valid_kind(enum cudaMemcpyKind kind)
{
    return (unsigned)kind <= (unsigned)cudaMemcpyDefault;
}

/* The memory type a (valid) copy kind names for the source or the destination: the driver then
 * checks that device memory is where the kind says (host memory named device memory is
 * cudaErrorInvalidValue); cudaMemcpyDefault lets it infer both sides. */
static CUmemorytype kind_type(enum cudaMemcpyKind kind, bool src)
{
    switch (kind) {
    case cudaMemcpyHostToHost:
        return CU_MEMORYTYPE_HOST;
    case cudaMemcpyHostToDevice:
        return src ? CU_MEMORYTYPE_HOST : CU_MEMORYTYPE_DEVICE;
    case cudaMemcpyDeviceToHost:
        return src ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST;
    case cudaMemcpyDeviceToDevice:
        return CU_MEMORYTYPE_DEVICE;
    default:
        return CU_MEMORYTYPE_UNIFIED;
    }
}

/* One side of a 3D copy, in the driver's terms. */
struct side {
    CUmemorytype type;
    void *ptr;     /* host or device address (HOST, DEVICE, UNIFIED) */
    CUarray array; /* ARRAY */
    size_t elem;   /* bytes an element: the array's, 1 for memory */
    size_t x, y, z;
    size_t pitch, height;
};

/* A side of a copy: a CUDA array or a pitched pointer, exactly one of them (a NULL pointer is
 * refused before the pitches are checked). The position counts elements. */
static cudaError_t make_side(cudaArray_t array, struct cudaPos pos, struct cudaPitchedPtr ptr,
                             CUmemorytype ptr_type, struct side *s)
{
    *s = (struct side){.x = pos.x, .y = pos.y, .z = pos.z};
    if (array == NULL) {
        if (ptr.ptr == NULL)
            return cudaErrorInvalidValue;
        s->type = ptr_type;
        s->ptr = ptr.ptr;
        s->elem = 1;
        s->pitch = ptr.pitch;
        s->height = ptr.ysize;
        return cudaSuccess;
    }
    if (ptr.ptr != NULL)
        return cudaErrorInvalidValue;
    s->type = CU_MEMORYTYPE_ARRAY;
    s->array = (CUarray)array;
    return ocr_array_element_size((CUarray)array, &s->elem);
}

/* The pitch rules of NVIDIA's runtime for a pointer side (see the top of the file). */
static cudaError_t check_pitch(const struct side *s, struct cudaExtent e)
{
    if (s->type == CU_MEMORYTYPE_ARRAY)
        return cudaSuccess;
    if ((e.height > 1 || e.depth > 1) && s->pitch < e.width)
        return cudaErrorInvalidPitchValue;
    if (e.depth > 1 && s->height < e.height)
        return cudaErrorInvalidPitchValue;
    return cudaSuccess;
}

/* Both sides of a 3D copy, checked; *width_bytes is the extent's width in bytes (elements of
 * the array taking part, bytes otherwise). */
static cudaError_t make_sides(cudaArray_t srcArray, struct cudaPos srcPos,
                              struct cudaPitchedPtr srcPtr, CUmemorytype src_type,
                              cudaArray_t dstArray, struct cudaPos dstPos,
                              struct cudaPitchedPtr dstPtr, CUmemorytype dst_type,
                              struct cudaExtent extent, struct side *src, struct side *dst,
                              size_t *width_bytes)
{
    cudaError_t err = make_side(srcArray, srcPos, srcPtr, src_type, src);
    if (err == cudaSuccess)
        err = make_side(dstArray, dstPos, dstPtr, dst_type, dst);
    if (err != cudaSuccess)
        return err;
    if (src->type == CU_MEMORYTYPE_ARRAY && dst->type == CU_MEMORYTYPE_ARRAY &&
        src->elem != dst->elem)
        return cudaErrorInvalidValue;
    err = check_pitch(src, extent);
    if (err == cudaSuccess)
        err = check_pitch(dst, extent);
    if (err != cudaSuccess)
        return err;
    size_t elem = src->type == CU_MEMORYTYPE_ARRAY ? src->elem : dst->elem;
    if (__builtin_mul_overflow(extent.width, elem, width_bytes) ||
        __builtin_mul_overflow(src->x, src->elem, &src->x) ||
        __builtin_mul_overflow(dst->x, dst->elem, &dst->x))
        return cudaErrorInvalidValue;
    return cudaSuccess;
}

/* Fill the src or dst half (prefix `pre`) of a CUDA_MEMCPY3D or CUDA_MEMCPY3D_PEER. */
#define PUT_SIDE(c, pre, s)                                                                        \
    do {                                                                                           \
        (c)->pre##XInBytes = (s)->x;                                                               \
        (c)->pre##Y = (s)->y;                                                                      \
        (c)->pre##Z = (s)->z;                                                                      \
        (c)->pre##MemoryType = (s)->type;                                                          \
        if ((s)->type == CU_MEMORYTYPE_HOST)                                                       \
            (c)->pre##Host = (s)->ptr;                                                             \
        else if ((s)->type == CU_MEMORYTYPE_ARRAY)                                                 \
            (c)->pre##Array = (s)->array;                                                          \
        else                                                                                       \
            (c)->pre##Device = (CUdeviceptr)(uintptr_t)(s)->ptr;                                   \
        (c)->pre##Pitch = (s)->pitch;                                                              \
        (c)->pre##Height = (s)->height;                                                            \
    } while (0)

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
    if (!valid_kind(kind))
        return cudaErrorInvalidMemcpyDirection;
    CUDA_MEMCPY2D c = {
        .srcMemoryType = kind_type(kind, true),
        .srcPitch = spitch,
        .dstMemoryType = kind_type(kind, false),
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

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, enum cudaMemcpyKind kind)
{
    OCR_RETURN(memcpy2d_common(dst, dpitch, src, spitch, width, height, kind, false, NULL, false));
}

cudaError_t cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, enum cudaMemcpyKind kind)
{
    OCR_RETURN(memcpy2d_common(dst, dpitch, src, spitch, width, height, kind, false, NULL, true));
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, enum cudaMemcpyKind kind,
                              cudaStream_t stream)
{
    OCR_RETURN(memcpy2d_common(dst, dpitch, src, spitch, width, height, kind, true, stream, false));
}

cudaError_t cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src, size_t spitch,
                                   size_t width, size_t height, enum cudaMemcpyKind kind,
                                   cudaStream_t stream)
{
    OCR_RETURN(memcpy2d_common(dst, dpitch, src, spitch, width, height, kind, true, stream, true));
}

/* -- 3D copies ------------------------------------------------------------------------------- */

static bool empty_extent(struct cudaExtent e)
{
    return e.width == 0 || e.height == 0 || e.depth == 0;
}

static cudaError_t memcpy3d_common(const struct cudaMemcpy3DParms *p, bool async,
                                   cudaStream_t stream, bool ptds)
{
    if (p == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    if (empty_extent(p->extent))
        return cudaSuccess;
    if (!valid_kind(p->kind))
        return cudaErrorInvalidMemcpyDirection;
    /* A kind that puts the source array in host memory is refused (a destination array is
     * taken as device memory whatever the kind says), as NVIDIA's runtime does. */
    if (p->srcArray != NULL &&
        (p->kind == cudaMemcpyHostToHost || p->kind == cudaMemcpyHostToDevice))
        return cudaErrorInvalidValue;
    struct side src, dst;
    size_t width;
    err =
        make_sides(p->srcArray, p->srcPos, p->srcPtr, kind_type(p->kind, true), p->dstArray,
                   p->dstPos, p->dstPtr, kind_type(p->kind, false), p->extent, &src, &dst, &width);
    if (err != cudaSuccess)
        return err;
    CUDA_MEMCPY3D c = {.WidthInBytes = width, .Height = p->extent.height, .Depth = p->extent.depth};
    PUT_SIDE(&c, src, &src);
    PUT_SIDE(&c, dst, &dst);
    const struct ocr_driver *drv = &OCR_DRV(ptds);
    return ocr_cu(async ? drv->cuMemcpy3DAsync(&c, (CUstream)stream) : drv->cuMemcpy3D(&c));
}

cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p)
{
    OCR_RETURN(memcpy3d_common(p, false, NULL, false));
}

cudaError_t cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p)
{
    OCR_RETURN(memcpy3d_common(p, false, NULL, true));
}

cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    OCR_RETURN(memcpy3d_common(p, true, stream, false));
}

cudaError_t cudaMemcpy3DAsync_ptsz(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    OCR_RETURN(memcpy3d_common(p, true, stream, true));
}

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
static cudaError_t memcpy_peer(void *dst, int dstDevice, const void *src, int srcDevice,
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
    OCR_RETURN(memcpy_peer(dst, dstDevice, src, srcDevice, count, false, NULL));
}

cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                                size_t count, cudaStream_t stream)
{
    OCR_RETURN(memcpy_peer(dst, dstDevice, src, srcDevice, count, true, stream));
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
    if (empty_extent(p->extent))
        return cudaSuccess;
    struct side src, dst;
    size_t width;
    err = make_sides(p->srcArray, p->srcPos, p->srcPtr, CU_MEMORYTYPE_DEVICE, p->dstArray,
                     p->dstPos, p->dstPtr, CU_MEMORYTYPE_DEVICE, p->extent, &src, &dst, &width);
    if (err != cudaSuccess)
        return err;
    CUDA_MEMCPY3D_PEER c = {
        .srcContext = sctx,
        .dstContext = dctx,
        .WidthInBytes = width,
        .Height = p->extent.height,
        .Depth = p->extent.depth,
    };
    PUT_SIDE(&c, src, &src);
    PUT_SIDE(&c, dst, &dst);
    const struct ocr_driver *drv = &OCR_DRV(ptds);
    return ocr_cu(async ? drv->cuMemcpy3DPeerAsync(&c, (CUstream)stream) : drv->cuMemcpy3DPeer(&c));
}

cudaError_t cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p)
{
    OCR_RETURN(memcpy3d_peer_common(p, false, NULL, false));
}

cudaError_t cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p)
{
    OCR_RETURN(memcpy3d_peer_common(p, false, NULL, true));
}

cudaError_t cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    OCR_RETURN(memcpy3d_peer_common(p, true, stream, false));
}

cudaError_t cudaMemcpy3DPeerAsync_ptsz(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    OCR_RETURN(memcpy3d_peer_common(p, true, stream, true));
}

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

cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    OCR_RETURN(memset2d_common(devPtr, pitch, value, width, height, false, NULL, false));
}

cudaError_t cudaMemset2D_ptds(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    OCR_RETURN(memset2d_common(devPtr, pitch, value, width, height, false, NULL, true));
}

cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height,
                              cudaStream_t stream)
{
    OCR_RETURN(memset2d_common(devPtr, pitch, value, width, height, true, stream, false));
}

cudaError_t cudaMemset2DAsync_ptsz(void *devPtr, size_t pitch, int value, size_t width,
                                   size_t height, cudaStream_t stream)
{
    OCR_RETURN(memset2d_common(devPtr, pitch, value, width, height, true, stream, true));
}

/* A box of extent.width bytes x height rows x depth slices; a slice is ysize rows of `pitch`
 * bytes. Slices made of whole rows of one 2D memset (one slice, a row a slice, or slices as
 * tall as the box) take one driver call, other boxes one call a slice. */
/* Whether `depth` slices of pitch x ysize bytes from d stay inside the address space. */
static bool slices_fit(CUdeviceptr d, size_t pitch, size_t ysize, size_t depth)
{
    size_t slice, last;
    return !__builtin_mul_overflow(pitch, ysize, &slice) &&
           !__builtin_mul_overflow(slice, depth - 1, &last) &&
           !__builtin_add_overflow((uintptr_t)d, last, &last);
}

static cudaError_t memset3d_common(struct cudaPitchedPtr p, int value, struct cudaExtent e,
                                   bool async, cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess || empty_extent(e))
        return err;
    if (p.ysize < e.height || ((e.height > 1 || e.depth > 1) && p.pitch < e.width))
        return cudaErrorInvalidValue;
    CUdeviceptr d = (CUdeviceptr)(uintptr_t)p.ptr;
    /* Slices are pitch x ysize bytes apart: a slice size or a last slice beyond the address
     * space is refused before any memset, rather than wrapped around to some other memory
     * (the obvious answer; tests/gpu/memory2d.cu asks NVIDIA's library). */
    if (e.depth > 1 && !slices_fit(d, p.pitch, p.ysize, e.depth))
        return cudaErrorInvalidValue;
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

cudaError_t cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    OCR_RETURN(memset3d_common(pitchedDevPtr, value, extent, false, NULL, false));
}

cudaError_t cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value,
                              struct cudaExtent extent)
{
    OCR_RETURN(memset3d_common(pitchedDevPtr, value, extent, false, NULL, true));
}

cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value,
                              struct cudaExtent extent, cudaStream_t stream)
{
    OCR_RETURN(memset3d_common(pitchedDevPtr, value, extent, true, stream, false));
}

cudaError_t cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value,
                                   struct cudaExtent extent, cudaStream_t stream)
{
    OCR_RETURN(memset3d_common(pitchedDevPtr, value, extent, true, stream, true));
}
