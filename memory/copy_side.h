/*
 * Copy sides: one end of a copy (a CUDA array, or host, device or unified memory) in the
 * driver's terms, and the checks NVIDIA's runtime makes of a copy's ends. One translation for
 * the runtime's 2D and 3D copies (copy2d3d.c), the array copies (array_copy.c) and the graph's
 * memcpy nodes (graph/params.c); where those callers differ (what an empty extent answers, the
 * order of the checks) they say so in the parameters. Every function here returns a plain code
 * and records nothing; those that look at an array are called after ocr_enter.
 */
#ifndef OCR_COPY_SIDE_H
#define OCR_COPY_SIDE_H

#include "internal.h"

#pragma GCC visibility push(hidden)

/* -- kinds ----------------------------------------------------------------------------------- */

/* Whether `kind` is one the runtime knows (host to host up to cudaMemcpyDefault); any other is
 * cudaErrorInvalidMemcpyDirection, or for the deprecated 1D array copies nothing to do. Inline:
 * cudaMemcpyAsync asks it. */
static inline bool ocr_copy_kind_valid(enum cudaMemcpyKind kind)
{
    return (unsigned)kind <= (unsigned)cudaMemcpyDefault;
}

/* The memory type a (valid) kind names for a pointer on the source (`src`) or the destination
 * side: the driver then checks that device memory is where the kind says (host memory named
 * device memory is cudaErrorInvalidValue); cudaMemcpyDefault (unified) lets it infer the side. */
CUmemorytype ocr_copy_kind_type(enum cudaMemcpyKind kind, bool src);

/* The memory type of the linear side of a copy between linear memory and a CUDA array, the
 * linear memory being the source (`linear_src`) or the destination: 0 when `kind` is none the
 * runtime knows or puts the array in host memory (cudaErrorInvalidMemcpyDirection for the
 * array copies). */
CUmemorytype ocr_copy_linear_type(enum cudaMemcpyKind kind, bool linear_src);

/* -- sides ----------------------------------------------------------------------------------- */

/* One side of a copy, as CUDA_MEMCPY3D and CUDA_MEMCPY3D_PEER describe it. */
struct ocr_copy_side {
    CUmemorytype type;
    const void *ptr; /* HOST, DEVICE, UNIFIED: the address */
    CUarray array;   /* ARRAY */
    size_t elem;     /* bytes an element: the array's in 3D copies, 1 otherwise */
    size_t x, y, z, lod;
    size_t pitch, height;
};

/* Linear memory of memory type `type`, rows `pitch` bytes apart. */
static inline struct ocr_copy_side ocr_copy_linear(const void *ptr, CUmemorytype type, size_t pitch)
{
    return (struct ocr_copy_side){.type = type, .ptr = ptr, .elem = 1, .pitch = pitch};
}

/* A CUDA array from byte `x` of row `y`. */
static inline struct ocr_copy_side ocr_copy_array(CUarray array, size_t x, size_t y)
{
    return (struct ocr_copy_side){
        .type = CU_MEMORYTYPE_ARRAY, .array = array, .elem = 1, .x = x, .y = y};
}

/* The source or destination half of a CUDA_MEMCPY3D, written from a side (every field of the
 * half) and read back into one (elem 1). */
void ocr_copy_put_src(CUDA_MEMCPY3D *c, const struct ocr_copy_side *s);
void ocr_copy_put_dst(CUDA_MEMCPY3D *c, const struct ocr_copy_side *s);
struct ocr_copy_side ocr_copy_get_src(const CUDA_MEMCPY3D *c);
struct ocr_copy_side ocr_copy_get_dst(const CUDA_MEMCPY3D *c);

/* Bytes an element of an array side takes in a 3D copy (1 for memory), into s->elem: channels
 * times the channel size (a 10-10-10-2 element is 4 bytes); cudaErrorNotSupported for
 * block-compressed and planar video formats, which a 3D copy cannot address by element. The
 * deprecated 1D copies count elements otherwise (array_copy.c). */
cudaError_t ocr_copy_side_elem(struct ocr_copy_side *s);

/* -- 3D copies ------------------------------------------------------------------------------- */

static inline bool ocr_copy_extent_empty(struct cudaExtent e)
{
    return e.width == 0 || e.height == 0 || e.depth == 0;
}

/* One end of a 3D copy as the runtime's parameters name it: a CUDA array and a position in its
 * elements, or a pitched pointer (of memory type `ptr_type`) and a position in bytes. */
struct ocr_copy_end {
    cudaArray_t array;
    struct cudaPos pos;
    struct cudaPitchedPtr ptr;
    CUmemorytype ptr_type;
};

/* A checked 3D copy in the driver's terms: positions and width in bytes. */
struct ocr_copy3d {
    struct ocr_copy_side src, dst;
    size_t width, height, depth;
    bool empty; /* an empty extent: nothing else was checked, nothing is to be copied */
};

/* The order of the side checks, which NVIDIA's runtime makes differently for its copies and for
 * memcpy nodes (seen on the H200). Each end must name one CUDA array or one non-NULL pointer
 * (cudaErrorInvalidValue; an array end is then looked at with cuArray3DGetDescriptor); a pointer
 * end's pitch must hold a row of the extent when more than one row or slice is copied, its ysize
 * the extent's rows when more than one slice is (cudaErrorInvalidPitchValue); two array ends
 * must have elements of one size (cudaErrorInvalidValue). */
enum ocr_copy_order {
    /* cudaMemcpy3D, cudaMemcpy3DPeer: both ends, alike arrays, then the pitches of both */
    OCR_COPY_ENDS_THEN_PITCHES,
    /* memcpy nodes: the source and its pitches, the destination and its, then alike arrays */
    OCR_COPY_EACH_END_WITH_PITCHES,
};

/* Both ends of a 3D copy of `extent`, checked in `order`; then positions and width in bytes
 * (elements of the array taking part), cudaErrorInvalidValue when they overflow. */
cudaError_t ocr_copy3d_ends(const struct ocr_copy_end *src, const struct ocr_copy_end *dst,
                            struct cudaExtent extent, enum ocr_copy_order order,
                            struct ocr_copy3d *c);

/* A cudaMemcpy3DParms copy, checked as NVIDIA's runtime checks it: an empty extent first, which
 * answers `empty` (c->empty set; cudaSuccess for cudaMemcpy3D, cudaErrorInvalidValue for memcpy
 * nodes); the kind (cudaErrorInvalidMemcpyDirection); a source array that the kind puts in host
 * memory (cudaErrorInvalidValue; a destination array takes any kind); then the ends in `order`,
 * pointers of the memory types the kind names. */
cudaError_t ocr_copy3d_parms(const struct cudaMemcpy3DParms *p, cudaError_t empty,
                             enum ocr_copy_order order, struct ocr_copy3d *c);

/* The copy into the fields of a CUDA_MEMCPY3D or a CUDA_MEMCPY3D_PEER that describe it (both
 * halves, the width, height and depth); the other fields are left as they are. */
void ocr_copy3d_put(const struct ocr_copy3d *c, CUDA_MEMCPY3D *out);
void ocr_copy3d_peer_put(const struct ocr_copy3d *c, CUDA_MEMCPY3D_PEER *out);

#pragma GCC visibility pop

#endif
