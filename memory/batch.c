/*
 * Batches of copies: cudaMemcpyBatchAsync (pointer to pointer) and cudaMemcpy3DBatchAsync
 * (pointers and CUDA arrays), over the driver's cuMemcpyBatchAsync and cuMemcpy3DBatchAsync of
 * CUDA 13.0 (the signatures without a failure index, which the 13.0 runtime header declares).
 *
 * The runtime's attributes and operations have the driver's layouts (asserted below); the
 * runtime's part is the location hints, whose device ordinals become CUdevices (an unknown
 * ordinal is cudaErrorInvalidDevice, as for a prefetch). Everything else (access orders, flags,
 * operand kinds, extents, the attribute indices, the legacy default stream the driver refuses)
 * is the driver's to judge. The per-thread twins differ only in what stream 0 means.
 */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* -- layouts the translation relies on -------------------------------------------------------- */

#define SAME_FIELD(rt, cu, field)                                                                  \
    _Static_assert(offsetof(rt, field) == offsetof(cu, field) &&                                   \
                       sizeof(((rt *)0)->field) == sizeof(((cu *)0)->field),                       \
                   #rt "." #field " differs from the driver's")
#define SAME_VALUE(rt, cu) _Static_assert((int)(rt) == (int)(cu), #rt " is not " #cu)

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
#undef SAME_FIELD
#undef SAME_VALUE

/* -- translation ------------------------------------------------------------------------------ */

/* Attribute and operation lists this long or shorter are translated on the stack. */
#define ON_STACK 16

/* A location hint in place, as the driver's: a device ordinal becomes its CUdevice; the ids of
 * the other kinds pass unchanged. After ocr_enter. */
static cudaError_t hint_to_cu(CUmemLocation *loc)
{
    if (loc->type != CU_MEM_LOCATION_TYPE_DEVICE)
        return cudaSuccess;
    if (ocr_check_device(loc->id) != cudaSuccess)
        return cudaErrorInvalidDevice;
    loc->id = (int)ocr_devices[loc->id].dev;
    return cudaSuccess;
}

/* A copy of the `n` elements of `size` bytes at `list` to translate: `on_stack` when they fit
 * (`fits`), else the heap. NULL with *err set when the copy cannot be made. */
static void *list_copy(const void *list, size_t n, size_t size, void *on_stack, bool fits,
                       cudaError_t *err)
{
    void *copy = on_stack;
    if (!fits) {
        if (n > SIZE_MAX / size) {
            *err = cudaErrorInvalidValue;
            return NULL;
        }
        copy = malloc(n * size);
        if (copy == NULL) {
            *err = cudaErrorMemoryAllocation;
            return NULL;
        }
    }
    memcpy(copy, list, n * size);
    return copy;
}

/* -- cudaMemcpyBatchAsync --------------------------------------------------------------------- */

static cudaError_t cudaMemcpyBatchAsync_common(void *const *dsts, const void *const *srcs,
                                               const size_t *sizes, size_t count,
                                               struct cudaMemcpyAttributes *attrs,
                                               size_t *attrsIdxs, size_t numAttrs,
                                               cudaStream_t stream, bool ptds)
{
    if (numAttrs > 0 && attrs == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUmemcpyAttributes on_stack[ON_STACK];
    CUmemcpyAttributes *cu = NULL;
    if (attrs != NULL) {
        cu = list_copy(attrs, numAttrs, sizeof *cu, on_stack, numAttrs <= ON_STACK, &err);
        if (cu == NULL)
            return err;
    }
    for (size_t i = 0; i < numAttrs && err == cudaSuccess; i++) {
        err = hint_to_cu(&cu[i].srcLocHint);
        if (err == cudaSuccess)
            err = hint_to_cu(&cu[i].dstLocHint);
    }
    if (err == cudaSuccess)
        err = ocr_cu(OCR_DRV(ptds).cuMemcpyBatchAsync(
            (CUdeviceptr *)(uintptr_t)dsts, (CUdeviceptr *)(uintptr_t)srcs,
            (size_t *)(uintptr_t)sizes, count, cu, attrsIdxs, numAttrs, (CUstream)stream));
    if (cu != on_stack)
        free(cu);
    return err;
}
OCR_API_PTSZ(cudaMemcpyBatchAsync,
             (void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count,
              struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs,
              cudaStream_t stream),
             dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream)

/* -- cudaMemcpy3DBatchAsync ------------------------------------------------------------------- */

/* An operand as the driver's: a pointer's location hint is translated; arrays and operands of
 * other kinds pass unchanged. */
static cudaError_t operand_to_cu(CUmemcpy3DOperand *op)
{
    if (op->type != CU_MEMCPY_OPERAND_TYPE_POINTER)
        return cudaSuccess;
    return hint_to_cu(&op->op.ptr.locHint);
}

static cudaError_t cudaMemcpy3DBatchAsync_common(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
                                                 unsigned long long flags, cudaStream_t stream,
                                                 bool ptds)
{
    if (numOps > 0 && opList == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUDA_MEMCPY3D_BATCH_OP on_stack[ON_STACK];
    CUDA_MEMCPY3D_BATCH_OP *cu = NULL;
    if (opList != NULL) {
        cu = list_copy(opList, numOps, sizeof *cu, on_stack, numOps <= ON_STACK, &err);
        if (cu == NULL)
            return err;
    }
    for (size_t i = 0; i < numOps && err == cudaSuccess; i++) {
        err = operand_to_cu(&cu[i].src);
        if (err == cudaSuccess)
            err = operand_to_cu(&cu[i].dst);
    }
    if (err == cudaSuccess)
        err = ocr_cu(OCR_DRV(ptds).cuMemcpy3DBatchAsync(numOps, cu, flags, (CUstream)stream));
    if (cu != on_stack)
        free(cu);
    return err;
}
OCR_API_PTSZ(cudaMemcpy3DBatchAsync,
             (size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags,
              cudaStream_t stream),
             numOps, opList, flags, stream)
