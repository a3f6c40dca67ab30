/*
 * Copy sides (copy_side.h): kinds to memory types, the ends of 3D copies in the driver's terms
 * with NVIDIA's checks, and the halves of CUDA_MEMCPY3D and CUDA_MEMCPY3D_PEER.
 */
#include "copy_side.h"

/* -- kinds ----------------------------------------------------------------------------------- */

CUmemorytype ocr_copy_kind_type(enum cudaMemcpyKind kind, bool src)
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

CUmemorytype ocr_copy_linear_type(enum cudaMemcpyKind kind, bool linear_src)
{
    if (!ocr_copy_kind_valid(kind) || ocr_copy_kind_type(kind, !linear_src) == CU_MEMORYTYPE_HOST)
        return 0;
    return ocr_copy_kind_type(kind, linear_src);
}

/* -- sides ----------------------------------------------------------------------------------- */

/* Fill the src or dst half (prefix `pre`) of a CUDA_MEMCPY3D or CUDA_MEMCPY3D_PEER; the
 * address goes to the field of its memory type (unified memory is a device address). */
#define PUT_SIDE(c, pre, s)                                                                        \
    do {                                                                                           \
        (c)->pre##XInBytes = (s)->x;                                                               \
        (c)->pre##Y = (s)->y;                                                                      \
        (c)->pre##Z = (s)->z;                                                                      \
        (c)->pre##LOD = (s)->lod;                                                                  \
        (c)->pre##MemoryType = (s)->type;                                                          \
        (c)->pre##Host = (s)->type == CU_MEMORYTYPE_HOST ? (void *)(s)->ptr : NULL;                \
        (c)->pre##Device = (s)->type == CU_MEMORYTYPE_HOST || (s)->type == CU_MEMORYTYPE_ARRAY     \
                               ? 0                                                                 \
                               : (CUdeviceptr)(uintptr_t)(s)->ptr;                                 \
        (c)->pre##Array = (s)->array;                                                              \
        (c)->pre##Pitch = (s)->pitch;                                                              \
        (c)->pre##Height = (s)->height;                                                            \
    } while (0)

/* A half as a side: the address of a pointer side is read from its memory type's field. */
#define GET_SIDE(c, pre)                                                                           \
    ((struct ocr_copy_side){                                                                       \
        .type = (c)->pre##MemoryType,                                                              \
        .ptr = (c)->pre##MemoryType == CU_MEMORYTYPE_HOST                                          \
                   ? (c)->pre##Host                                                                \
                   : (const void *)(uintptr_t)(c)->pre##Device,                                    \
        .array = (c)->pre##Array,                                                                  \
        .elem = 1,                                                                                 \
        .x = (c)->pre##XInBytes,                                                                   \
        .y = (c)->pre##Y,                                                                          \
        .z = (c)->pre##Z,                                                                          \
        .lod = (c)->pre##LOD,                                                                      \
        .pitch = (c)->pre##Pitch,                                                                  \
        .height = (c)->pre##Height,                                                                \
    })

void ocr_copy_put_src(CUDA_MEMCPY3D *c, const struct ocr_copy_side *s)
{
    PUT_SIDE(c, src, s);
}

void ocr_copy_put_dst(CUDA_MEMCPY3D *c, const struct ocr_copy_side *s)
{
    PUT_SIDE(c, dst, s);
}

struct ocr_copy_side ocr_copy_get_src(const CUDA_MEMCPY3D *c)
{
    return GET_SIDE(c, src);
}

struct ocr_copy_side ocr_copy_get_dst(const CUDA_MEMCPY3D *c)
{
    return GET_SIDE(c, dst);
}

/* Bytes an element of `array` takes in a 3D copy (copy_side.h). */
static cudaError_t copy3d_element_size(CUarray array, size_t *out)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    cudaError_t err = ocr_cu(DRV.cuArray3DGetDescriptor(&d, array));
    if (err != cudaSuccess)
        return err;
    size_t channel;
    switch (d.Format) {
    case CU_AD_FORMAT_UNSIGNED_INT8:
    case CU_AD_FORMAT_SIGNED_INT8:
    case CU_AD_FORMAT_UNORM_INT8X1:
    case CU_AD_FORMAT_UNORM_INT8X2:
    case CU_AD_FORMAT_UNORM_INT8X4:
    case CU_AD_FORMAT_SNORM_INT8X1:
    case CU_AD_FORMAT_SNORM_INT8X2:
    case CU_AD_FORMAT_SNORM_INT8X4:
        channel = 1;
        break;
    case CU_AD_FORMAT_UNSIGNED_INT16:
    case CU_AD_FORMAT_SIGNED_INT16:
    case CU_AD_FORMAT_HALF:
    case CU_AD_FORMAT_UNORM_INT16X1:
    case CU_AD_FORMAT_UNORM_INT16X2:
    case CU_AD_FORMAT_UNORM_INT16X4:
    case CU_AD_FORMAT_SNORM_INT16X1:
    case CU_AD_FORMAT_SNORM_INT16X2:
    case CU_AD_FORMAT_SNORM_INT16X4:
        channel = 2;
        break;
    case CU_AD_FORMAT_UNSIGNED_INT32:
    case CU_AD_FORMAT_SIGNED_INT32:
    case CU_AD_FORMAT_FLOAT:
        channel = 4;
        break;
    case CU_AD_FORMAT_UNORM_INT_101010_2:
        *out = 4; /* four channels in one 32-bit word */
        return cudaSuccess;
    default:
        return cudaErrorNotSupported;
    }
    *out = channel * d.NumChannels;
    return cudaSuccess;
}

cudaError_t ocr_copy_side_elem(struct ocr_copy_side *s)
{
    s->elem = 1;
    return s->type == CU_MEMORYTYPE_ARRAY ? copy3d_element_size(s->array, &s->elem) : cudaSuccess;
}

/* -- 3D copies ------------------------------------------------------------------------------- */

/* An end as a side: exactly one CUDA array or one non-NULL pointer (a NULL pointer is refused
 * before the pitches are checked); the array's element size is looked up. */
static cudaError_t end_side(const struct ocr_copy_end *e, struct ocr_copy_side *s)
{
    if (e->array == NULL) {
        if (e->ptr.ptr == NULL)
            return cudaErrorInvalidValue;
        *s = ocr_copy_linear(e->ptr.ptr, e->ptr_type, e->ptr.pitch);
        s->height = e->ptr.ysize;
    } else {
        if (e->ptr.ptr != NULL)
            return cudaErrorInvalidValue;
        *s = ocr_copy_array((CUarray)e->array, 0, 0);
    }
    s->x = e->pos.x;
    s->y = e->pos.y;
    s->z = e->pos.z;
    return ocr_copy_side_elem(s);
}

/* The pitch rules for a pointer side (copy_side.h). */
static cudaError_t check_pitch(const struct ocr_copy_side *s, struct cudaExtent e)
{
    if (s->type == CU_MEMORYTYPE_ARRAY)
        return cudaSuccess;
    if ((e.height > 1 || e.depth > 1) && s->pitch < e.width)
        return cudaErrorInvalidPitchValue;
    if (e.depth > 1 && s->height < e.height)
        return cudaErrorInvalidPitchValue;
    return cudaSuccess;
}

static bool unlike_arrays(const struct ocr_copy_side *src, const struct ocr_copy_side *dst)
{
    return src->type == CU_MEMORYTYPE_ARRAY && dst->type == CU_MEMORYTYPE_ARRAY &&
           src->elem != dst->elem;
}

cudaError_t ocr_copy3d_ends(const struct ocr_copy_end *src, const struct ocr_copy_end *dst,
                            struct cudaExtent extent, enum ocr_copy_order order,
                            struct ocr_copy3d *c)
{
    *c = (struct ocr_copy3d){.height = extent.height, .depth = extent.depth};
    cudaError_t err = end_side(src, &c->src);
    if (order == OCR_COPY_ENDS_THEN_PITCHES) {
        if (err == cudaSuccess)
            err = end_side(dst, &c->dst);
        if (err == cudaSuccess && unlike_arrays(&c->src, &c->dst))
            err = cudaErrorInvalidValue;
        if (err == cudaSuccess)
            err = check_pitch(&c->src, extent);
        if (err == cudaSuccess)
            err = check_pitch(&c->dst, extent);
    } else {
        if (err == cudaSuccess)
            err = check_pitch(&c->src, extent);
        if (err == cudaSuccess)
            err = end_side(dst, &c->dst);
        if (err == cudaSuccess)
            err = check_pitch(&c->dst, extent);
        if (err == cudaSuccess && unlike_arrays(&c->src, &c->dst))
            err = cudaErrorInvalidValue;
    }
    if (err != cudaSuccess)
        return err;
    size_t elem = c->src.type == CU_MEMORYTYPE_ARRAY ? c->src.elem : c->dst.elem;
    if (__builtin_mul_overflow(extent.width, elem, &c->width) ||
        __builtin_mul_overflow(c->src.x, c->src.elem, &c->src.x) ||
        __builtin_mul_overflow(c->dst.x, c->dst.elem, &c->dst.x))
        return cudaErrorInvalidValue;
    return cudaSuccess;
}

cudaError_t ocr_copy3d_parms(const struct cudaMemcpy3DParms *p, cudaError_t empty,
                             enum ocr_copy_order order, struct ocr_copy3d *c)
{
    if (ocr_copy_extent_empty(p->extent)) {
        *c = (struct ocr_copy3d){.empty = true};
        return empty;
    }
    if (!ocr_copy_kind_valid(p->kind))
        return cudaErrorInvalidMemcpyDirection;
    /* A destination array is taken as device memory whatever the kind says. */
    if (p->srcArray != NULL && ocr_copy_kind_type(p->kind, true) == CU_MEMORYTYPE_HOST)
        return cudaErrorInvalidValue;
    struct ocr_copy_end src = {p->srcArray, p->srcPos, p->srcPtr,
                               ocr_copy_kind_type(p->kind, true)};
    struct ocr_copy_end dst = {p->dstArray, p->dstPos, p->dstPtr,
                               ocr_copy_kind_type(p->kind, false)};
    return ocr_copy3d_ends(&src, &dst, p->extent, order, c);
}

#define PUT_COPY3D(out, c)                                                                         \
    do {                                                                                           \
        PUT_SIDE(out, src, &(c)->src);                                                             \
        PUT_SIDE(out, dst, &(c)->dst);                                                             \
        (out)->WidthInBytes = (c)->width;                                                          \
        (out)->Height = (c)->height;                                                               \
        (out)->Depth = (c)->depth;                                                                 \
    } while (0)

void ocr_copy3d_put(const struct ocr_copy3d *c, CUDA_MEMCPY3D *out)
{
    PUT_COPY3D(out, c);
}

void ocr_copy3d_peer_put(const struct ocr_copy3d *c, CUDA_MEMCPY3D_PEER *out)
{
    PUT_COPY3D(out, c);
}
