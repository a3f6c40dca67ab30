/*
 * Batches of copies: cudaMemcpyBatchAsync (pointer to pointer) and cudaMemcpy3DBatchAsync
 * (pointers and CUDA arrays), over the driver's cuMemcpyBatchAsync and cuMemcpy3DBatchAsync of
 * CUDA 13.0 (the signatures without a failure index, which the 13.0 runtime header declares);
 * the single copies with attributes of 13.2, which fall back on them.
 *
 * The runtime's attributes and operations have the driver's layouts (asserted below) and go to
 * the driver as they are, as NVIDIA's runtime hands them over (read from its library): the
 * lists, the access orders, flags, operand kinds, extents, location hints and their devices, the
 * attribute indices and the legacy default stream are the driver's to judge. The per-thread
 * twins differ only in what stream 0 means.
 */
#include "internal.h"
#include "layout.h"

/* -- layouts the casts rely on ---------------------------------------------------------------- */

_Static_assert(sizeof(void *) == sizeof(CUdeviceptr), "a pointer array is a CUdeviceptr array");
_Static_assert(sizeof(struct cudaMemLocation) == sizeof(CUmemLocation), "cudaMemLocation");
SAME_FIELD(struct cudaMemLocation, CUmemLocation, type);
SAME_FIELD(struct cudaMemLocation, CUmemLocation, id);

SAME_VALUE(cudaMemcpySrcAccessOrderInvalid, CU_MEMCPY_SRC_ACCESS_ORDER_INVALID);
SAME_VALUE(cudaMemcpySrcAccessOrderStream, CU_MEMCPY_SRC_ACCESS_ORDER_STREAM);
SAME_VALUE(cudaMemcpySrcAccessOrderDuringApiCall, CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL);
SAME_VALUE(cudaMemcpySrcAccessOrderAny, CU_MEMCPY_SRC_ACCESS_ORDER_ANY);
SAME_VALUE(cudaMemcpySrcAccessOrderMax, CU_MEMCPY_SRC_ACCESS_ORDER_MAX);
SAME_VALUE(cudaMemcpyFlagDefault, CU_MEMCPY_FLAG_DEFAULT);
SAME_VALUE(cudaMemcpyFlagPreferOverlapWithCompute, CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE);
SAME_VALUE(cudaMemcpyOperandTypePointer, CU_MEMCPY_OPERAND_TYPE_POINTER);
SAME_VALUE(cudaMemcpyOperandTypeArray, CU_MEMCPY_OPERAND_TYPE_ARRAY);
SAME_VALUE(cudaMemcpyOperandTypeMax, CU_MEMCPY_OPERAND_TYPE_MAX);

_Static_assert(sizeof(struct cudaMemcpyAttributes) == sizeof(CUmemcpyAttributes),
               "cudaMemcpyAttributes");
SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, srcAccessOrder);
SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, srcLocHint);
SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, dstLocHint);
SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, flags);

_Static_assert(sizeof(struct cudaOffset3D) == sizeof(CUoffset3D), "cudaOffset3D");
SAME_FIELD(struct cudaOffset3D, CUoffset3D, x);
SAME_FIELD(struct cudaOffset3D, CUoffset3D, y);
SAME_FIELD(struct cudaOffset3D, CUoffset3D, z);
_Static_assert(sizeof(struct cudaExtent) == sizeof(CUextent3D), "cudaExtent");
SAME_FIELD(struct cudaExtent, CUextent3D, width);
SAME_FIELD(struct cudaExtent, CUextent3D, height);
SAME_FIELD(struct cudaExtent, CUextent3D, depth);

_Static_assert(sizeof(struct cudaMemcpy3DOperand) == sizeof(CUmemcpy3DOperand),
               "cudaMemcpy3DOperand");
SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, type);
SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op);
SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.ptr);
SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.rowLength);
SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.layerHeight);
SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.locHint);
SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.array.array);
SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.array.offset);

_Static_assert(sizeof(struct cudaMemcpy3DBatchOp) == sizeof(CUDA_MEMCPY3D_BATCH_OP),
               "cudaMemcpy3DBatchOp");
SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, src);
SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, dst);
SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, extent);
SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, srcAccessOrder);
SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, flags);

/* -- the batches ----------------------------------------------------------------------------- */

/* As NVIDIA's runtime does them (read from its library): the context first, then the caller's
 * lists go to the driver as they are (the layouts are the driver's, asserted above); NULL lists,
 * counts, location hints and their devices are the driver's to judge. */
static cudaError_t cudaMemcpyBatchAsync_common(void *const *dsts, const void *const *srcs,
                                               const size_t *sizes, size_t count,
                                               struct cudaMemcpyAttributes *attrs,
                                               size_t *attrsIdxs, size_t numAttrs,
                                               cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(OCR_DRV(ptds).cuMemcpyBatchAsync(
            (CUdeviceptr *)(uintptr_t)dsts, (CUdeviceptr *)(uintptr_t)srcs,
            (size_t *)(uintptr_t)sizes, count, (CUmemcpyAttributes *)(void *)attrs, attrsIdxs,
            numAttrs, (CUstream)stream));
    return err;
}
OCR_API_PTSZ(cudaMemcpyBatchAsync,
             (void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count,
              struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs,
              cudaStream_t stream),
             dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream)

static cudaError_t cudaMemcpy3DBatchAsync_common(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
                                                 unsigned long long flags, cudaStream_t stream,
                                                 bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(OCR_DRV(ptds).cuMemcpy3DBatchAsync(
            numOps, (CUDA_MEMCPY3D_BATCH_OP *)(void *)opList, flags, (CUstream)stream));
    return err;
}
OCR_API_PTSZ(cudaMemcpy3DBatchAsync,
             (size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags,
              cudaStream_t stream),
             numOps, opList, flags, stream)

/* -- single copies with attributes (13.2) ----------------------------------------------------- */

/* cudaMemcpyWithAttributesAsync and cudaMemcpy3DWithAttributesAsync go to the driver's calls of
 * 13.2 as they are. Where the driver lacks them (r580), the copy is made as a batch of one with
 * the same attributes through the 13.0 batch calls, which is what the single call is defined as
 * (a documented difference: NVIDIA's runtime answers cudaErrorCallRequiresNewerDriver there,
 * docs/BEHAVIOUR.md "CUDA 13.1-13.4 additions"). */
static cudaError_t cudaMemcpyWithAttributesAsync_common(void *dst, const void *src, size_t size,
                                                        struct cudaMemcpyAttributes *attr,
                                                        cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUresult r = OCR_DRV(ptds).cuMemcpyWithAttributesAsync(
        (CUdeviceptr)(uintptr_t)dst, (CUdeviceptr)(uintptr_t)src, size,
        (CUmemcpyAttributes *)(void *)attr, (CUstream)stream);
    if (r == CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER) {
        CUdeviceptr d = (CUdeviceptr)(uintptr_t)dst, s = (CUdeviceptr)(uintptr_t)src;
        size_t n = size, idx = 0;
        r = OCR_DRV(ptds).cuMemcpyBatchAsync(&d, &s, &n, 1, (CUmemcpyAttributes *)(void *)attr,
                                             &idx, 1, (CUstream)stream);
    }
    return ocr_cu(r);
}
OCR_API_PTSZ(cudaMemcpyWithAttributesAsync,
             (void *dst, const void *src, size_t size, struct cudaMemcpyAttributes *attr,
              cudaStream_t stream),
             dst, src, size, attr, stream)

static cudaError_t cudaMemcpy3DWithAttributesAsync_common(struct cudaMemcpy3DBatchOp *op,
                                                          unsigned long long flags,
                                                          cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUresult r = OCR_DRV(ptds).cuMemcpy3DWithAttributesAsync((CUDA_MEMCPY3D_BATCH_OP *)(void *)op,
                                                             flags, (CUstream)stream);
    if (r == CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER)
        r = OCR_DRV(ptds).cuMemcpy3DBatchAsync(1, (CUDA_MEMCPY3D_BATCH_OP *)(void *)op, flags,
                                               (CUstream)stream);
    return ocr_cu(r);
}
OCR_API_PTSZ(cudaMemcpy3DWithAttributesAsync,
             (struct cudaMemcpy3DBatchOp * op, unsigned long long flags, cudaStream_t stream), op,
             flags, stream)
