/*
 * Batches of prefetches, discards and copies (memory/batch.c): what reaches the driver.
 *
 * As NVIDIA's runtime (read from its library), the batch calls hand their arguments to the driver
 * as they are: NULL lists, counts, location hints and their devices are the driver's to judge.
 * Driver failures come back mapped and recorded, and the per-thread twins use the per-thread
 * driver entries. The last case enters the runtime where no context can be made current, through
 * the batches and an import of external memory together.
 *
 * The recorders of the entries under test (`rec`) are memext_recorders.c's.
 */
#include "memext_recorders.h"

#include <pthread.h>

cudaError_t cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count,
                                           struct cudaMemLocation *prefetchLocs,
                                           size_t *prefetchLocIdxs, size_t numPrefetchLocs,
                                           unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemDiscardBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count,
                                          unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemDiscardAndPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count,
                                                     struct cudaMemLocation *prefetchLocs,
                                                     size_t *prefetchLocIdxs,
                                                     size_t numPrefetchLocs,
                                                     unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs,
                                      const size_t *sizes, size_t count,
                                      struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs,
                                      size_t numAttrs, cudaStream_t stream);
cudaError_t cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
                                        unsigned long long flags, cudaStream_t stream);

/* -- batches of prefetches and discards ------------------------------------------------------- */

static void *ptrs[3] = {(void *)0x7700000, (void *)0x7710000, (void *)0x7720000};
static size_t sizes3[3] = {4096, 8192, 4096};
static size_t idxs2[2] = {0, 2};

static void cudaMemPrefetchBatchAsync_passes_the_lists(void **state)
{
    (void)state;
    /* The caller's lists go to the driver as they are, location devices included (NVIDIA's
     * runtime hands them over unchanged; a real driver numbers devices as the runtime does). */
    struct cudaMemLocation locs[4] = {
        loc(cudaMemLocationTypeDevice, 1), loc(cudaMemLocationTypeHost, 5),
        loc(cudaMemLocationTypeHostNuma, 3), loc(cudaMemLocationTypeDevice, 0)};
    size_t idxs[4] = {0, 1, 2, 2};
    assert_cuda(cudaSuccess, cudaMemPrefetchBatchAsync(ptrs, sizes3, 3, locs, idxs, 4, 0x5,
                                                       (cudaStream_t)STREAM));
    assert_string_equal(rec.last, "cuMemPrefetchBatchAsync");
    assert_false(rec.ptds);
    assert_ptr_equal(rec.dptrs, ptrs);
    assert_ptr_equal(rec.sizes, sizes3);
    assert_int_equal(rec.count, 3);
    assert_ptr_equal(rec.locs_ptr, (const CUmemLocation *)(void *)locs);
    assert_ptr_equal(rec.idxs, idxs);
    assert_int_equal(rec.num, 4);
    assert_int_equal(rec.flags, 0x5);
    assert_ptr_equal(rec.stream, STREAM);
    assert_location(rec.locs[0], CU_MEM_LOCATION_TYPE_DEVICE, 1);
    assert_location(rec.locs[2], CU_MEM_LOCATION_TYPE_HOST_NUMA, 3);

    /* The twins: the per-thread entries. */
    assert_cuda(cudaSuccess,
                cudaMemPrefetchBatchAsync_ptsz(ptrs, sizes3, 3, locs, idxs2, 1, 0, NULL));
    assert_true(rec.ptds);
    assert_ptr_equal(rec.stream, NULL);
    assert_cuda(cudaSuccess,
                cudaMemDiscardAndPrefetchBatchAsync_ptsz(ptrs, sizes3, 3, locs, idxs2, 2, 0, NULL));
    assert_string_equal(rec.last, "cuMemDiscardAndPrefetchBatchAsync");
    assert_true(rec.ptds);
    assert_int_equal(rec.calls, 3);
}

static void cudaMemPrefetchBatchAsync_leaves_checks_to_the_driver(void **state)
{
    (void)state;
    struct cudaMemLocation bad[2] = {loc(cudaMemLocationTypeHost, 0),
                                     loc(cudaMemLocationTypeDevice, DEVICES)};
    rec.result = CUDA_ERROR_INVALID_DEVICE;
    assert_cuda(cudaErrorInvalidDevice,
                cudaMemPrefetchBatchAsync(ptrs, sizes3, 3, bad, idxs2, 2, 0, NULL));
    assert_location(rec.locs[1], CU_MEM_LOCATION_TYPE_DEVICE, DEVICES);
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPrefetchBatchAsync(ptrs, sizes3, 3, NULL, idxs2, 1, 0, NULL));
    assert_true(rec.locs_null);
    assert_cuda(cudaErrorInvalidValue,
                cudaMemDiscardAndPrefetchBatchAsync(NULL, NULL, 0, NULL, NULL, 0, 0, NULL));
    assert_ptr_equal(rec.dptrs, NULL);
    assert_int_equal(rec.calls, 3);
}

static void cudaMemDiscardBatchAsync_passes_through(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaMemDiscardBatchAsync(ptrs, sizes3, 3, 0x2, (cudaStream_t)STREAM));
    assert_string_equal(rec.last, "cuMemDiscardBatchAsync");
    assert_false(rec.ptds);
    assert_ptr_equal(rec.dptrs, ptrs);
    assert_ptr_equal(rec.sizes, sizes3);
    assert_int_equal(rec.count, 3);
    assert_int_equal(rec.flags, 0x2);
    assert_ptr_equal(rec.stream, STREAM);
    assert_cuda(cudaSuccess, cudaMemDiscardBatchAsync_ptsz(ptrs, sizes3, 2, 0, NULL));
    assert_true(rec.ptds);
    assert_int_equal(rec.count, 2);
    rec.result = CUDA_ERROR_NOT_SUPPORTED;
    assert_cuda(cudaErrorNotSupported, cudaMemDiscardBatchAsync(ptrs, sizes3, 3, 0, NULL));
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
}

/* -- batches of copies ------------------------------------------------------------------------ */

static struct cudaMemcpyAttributes copy_attr(enum cudaMemcpySrcAccessOrder order,
                                             struct cudaMemLocation src, struct cudaMemLocation dst,
                                             unsigned flags)
{
    struct cudaMemcpyAttributes a;
    memset(&a, 0, sizeof a);
    a.srcAccessOrder = order;
    a.srcLocHint = src;
    a.dstLocHint = dst;
    a.flags = flags;
    return a;
}

static void cudaMemcpyBatchAsync_passes_the_lists(void **state)
{
    (void)state;
    void *dsts[3] = {(void *)0x1000, (void *)0x2000, (void *)0x3000};
    const void *srcs[3] = {(void *)0x4000, (void *)0x5000, (void *)0x6000};
    size_t sizes[3] = {16, 32, 64};
    struct cudaMemcpyAttributes attrs[2] = {
        copy_attr(cudaMemcpySrcAccessOrderStream, loc(cudaMemLocationTypeDevice, 2),
                  loc(cudaMemLocationTypeHost, 0), cudaMemcpyFlagPreferOverlapWithCompute),
        copy_attr(cudaMemcpySrcAccessOrderAny, loc(cudaMemLocationTypeInvalid, 0),
                  loc(cudaMemLocationTypeDevice, 0), cudaMemcpyFlagDefault)};
    assert_cuda(cudaSuccess,
                cudaMemcpyBatchAsync(dsts, srcs, sizes, 3, attrs, idxs2, 2, (cudaStream_t)STREAM));
    assert_string_equal(rec.last, "cuMemcpyBatchAsync");
    assert_false(rec.ptds);
    assert_ptr_equal(rec.dptrs, dsts);
    assert_ptr_equal(rec.srcs, srcs);
    assert_ptr_equal(rec.sizes, sizes);
    assert_int_equal(rec.count, 3);
    assert_ptr_equal(rec.attrs_ptr, (const CUmemcpyAttributes *)(void *)attrs);
    assert_ptr_equal(rec.idxs, idxs2);
    assert_int_equal(rec.num, 2);
    assert_ptr_equal(rec.stream, STREAM);
    assert_int_equal(rec.attrs[0].srcAccessOrder, CU_MEMCPY_SRC_ACCESS_ORDER_STREAM);
    assert_location(rec.attrs[0].srcLocHint, CU_MEM_LOCATION_TYPE_DEVICE, 2);
    assert_int_equal(rec.attrs[0].flags, CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE);
    assert_int_equal(rec.attrs[1].srcAccessOrder, CU_MEMCPY_SRC_ACCESS_ORDER_ANY);

    assert_cuda(cudaSuccess,
                cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, 3, attrs, idxs2, 1, NULL));
    assert_true(rec.ptds);
    assert_ptr_equal(rec.stream, NULL);
    assert_int_equal(rec.calls, 2);
}

static void cudaMemcpyBatchAsync_leaves_checks_to_the_driver(void **state)
{
    (void)state;
    void *dsts[1] = {(void *)0x1000};
    const void *srcs[1] = {(void *)0x4000};
    size_t sizes[1] = {16};
    size_t idx0 = 0;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpyBatchAsync(dsts, srcs, sizes, 1, NULL, &idx0, 1, NULL));
    assert_ptr_equal(rec.attrs_ptr, NULL);
    struct cudaMemcpyAttributes bad =
        copy_attr(cudaMemcpySrcAccessOrderStream, loc(cudaMemLocationTypeHost, 0),
                  loc(cudaMemLocationTypeDevice, DEVICES), 0);
    rec.result = CUDA_ERROR_INVALID_DEVICE;
    assert_cuda(cudaErrorInvalidDevice,
                cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, 1, &bad, &idx0, 1, NULL));
    assert_location(rec.attrs[0].dstLocHint, CU_MEM_LOCATION_TYPE_DEVICE, DEVICES);
    assert_int_equal(rec.calls, 2);
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
}

static struct cudaMemcpy3DOperand pointer_operand(void *p, size_t row, size_t layer,
                                                  struct cudaMemLocation hint)
{
    struct cudaMemcpy3DOperand o;
    memset(&o, 0, sizeof o);
    o.type = cudaMemcpyOperandTypePointer;
    o.op.ptr.ptr = p;
    o.op.ptr.rowLength = row;
    o.op.ptr.layerHeight = layer;
    o.op.ptr.locHint = hint;
    return o;
}

static struct cudaMemcpy3DOperand array_operand(cudaArray_t a, size_t x, size_t y, size_t z)
{
    struct cudaMemcpy3DOperand o;
    memset(&o, 0, sizeof o);
    o.type = cudaMemcpyOperandTypeArray;
    o.op.array.array = a;
    o.op.array.offset.x = x;
    o.op.array.offset.y = y;
    o.op.array.offset.z = z;
    return o;
}

static void cudaMemcpy3DBatchAsync_passes_the_operations(void **state)
{
    (void)state;
    cudaArray_t arr = (cudaArray_t)(uintptr_t)0xa000;
    struct cudaMemcpy3DBatchOp ops[2];
    memset(ops, 0, sizeof ops);
    ops[0].src = pointer_operand((void *)0x1000, 64, 8, loc(cudaMemLocationTypeDevice, 1));
    ops[0].dst = array_operand(arr, 1, 2, 3);
    ops[0].extent = extent(16, 4, 2);
    ops[0].srcAccessOrder = cudaMemcpySrcAccessOrderDuringApiCall;
    ops[0].flags = cudaMemcpyFlagPreferOverlapWithCompute;
    ops[1].src = array_operand(arr, 4, 5, 6);
    ops[1].dst = pointer_operand((void *)0x2000, 0, 0, loc(cudaMemLocationTypeHostNuma, 1));
    ops[1].extent = extent(8, 1, 1);
    ops[1].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    assert_cuda(cudaSuccess, cudaMemcpy3DBatchAsync(2, ops, 0x9, (cudaStream_t)STREAM));
    assert_string_equal(rec.last, "cuMemcpy3DBatchAsync");
    assert_false(rec.ptds);
    assert_int_equal(rec.num, 2);
    assert_ptr_equal(rec.params, ops);
    assert_int_equal(rec.flags, 0x9);
    assert_ptr_equal(rec.stream, STREAM);
    const CUDA_MEMCPY3D_BATCH_OP *c = rec.ops;
    assert_int_equal(c[0].src.type, CU_MEMCPY_OPERAND_TYPE_POINTER);
    assert_int_equal(c[0].src.op.ptr.ptr, 0x1000);
    assert_location(c[0].src.op.ptr.locHint, CU_MEM_LOCATION_TYPE_DEVICE, 1);
    assert_int_equal(c[0].dst.type, CU_MEMCPY_OPERAND_TYPE_ARRAY);
    assert_ptr_equal(c[0].dst.op.array.array, (CUarray)arr);
    assert_int_equal(c[0].extent.height, 4);
    assert_int_equal(c[0].srcAccessOrder, CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL);
    assert_int_equal(c[1].src.op.array.offset.z, 6);
    assert_location(c[1].dst.op.ptr.locHint, CU_MEM_LOCATION_TYPE_HOST_NUMA, 1);

    assert_cuda(cudaSuccess, cudaMemcpy3DBatchAsync_ptsz(1, ops, 0, NULL));
    assert_true(rec.ptds);
    assert_int_equal(rec.num, 1);
    assert_ptr_equal(rec.stream, NULL);
}

/* An array operand's bytes are never read as a location hint, even where they would name a
 * device that does not exist. */
static void cudaMemcpy3DBatchAsync_array_operands_untouched(void **state)
{
    (void)state;
    struct cudaMemcpy3DBatchOp op;
    memset(&op, 0, sizeof op);
    op.src = array_operand((cudaArray_t)(uintptr_t)0xa000, 0, 0, 0);
    op.dst = array_operand((cudaArray_t)(uintptr_t)0xb000, 0,
                           (size_t)CU_MEM_LOCATION_TYPE_DEVICE | ((size_t)99 << 32), 0);
    op.extent = extent(1, 1, 1);
    op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    assert_cuda(cudaSuccess, cudaMemcpy3DBatchAsync(1, &op, 0, NULL));
    assert_memory_equal(&rec.ops[0], &op, sizeof op);
}

static void cudaMemcpy3DBatchAsync_leaves_checks_to_the_driver(void **state)
{
    (void)state;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DBatchAsync(1, NULL, 0, NULL));
    assert_ptr_equal(rec.params, NULL);
    assert_int_equal(rec.num, 1);
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DBatchAsync(0, NULL, 0, NULL));
    assert_int_equal(rec.calls, 2);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- entering the runtime --------------------------------------------------------------------- */

static void *calls_on_new_thread(void *arg)
{
    (void)arg;
    struct cudaExternalMemoryHandleDesc desc;
    memset(&desc, 0, sizeof desc);
    cudaExternalMemory_t mem = NULL;
    cudaError_t e[4] = {
        cudaMemPrefetchBatchAsync(ptrs, sizes3, 1, NULL, NULL, 0, 0, NULL),
        cudaMemDiscardBatchAsync(ptrs, sizes3, 1, 0, NULL),
        cudaMemcpy3DBatchAsync(0, NULL, 0, NULL),
        cudaImportExternalMemory(&mem, &desc),
    };
    for (int i = 0; i < 4; i++)
        if (e[i] != cudaErrorDevicesUnavailable)
            return (void *)(uintptr_t)e[i];
    return (void *)(uintptr_t)cudaErrorDevicesUnavailable;
}

/* The context a call needs cannot be made current: the calls report an unavailable device (as
 * NVIDIA's runtime reports any such failure), and their entries are not reached. */
static void memext_calls_report_enter_failure(void **state)
{
    (void)state;
    fake_set_result("cuCtxSetCurrent", CUDA_ERROR_OUT_OF_MEMORY);
    pthread_t t;
    void *res = NULL;
    assert_int_equal(pthread_create(&t, NULL, calls_on_new_thread, NULL), 0);
    assert_int_equal(pthread_join(t, &res), 0);
    fake_set_result("cuCtxSetCurrent", CUDA_SUCCESS);
    assert_int_equal((cudaError_t)(uintptr_t)res, cudaErrorDevicesUnavailable);
    assert_int_equal(rec.calls, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaMemPrefetchBatchAsync_passes_the_lists, memext_setup),
        cmocka_unit_test_setup(cudaMemPrefetchBatchAsync_leaves_checks_to_the_driver, memext_setup),
        cmocka_unit_test_setup(cudaMemDiscardBatchAsync_passes_through, memext_setup),
        cmocka_unit_test_setup(cudaMemcpyBatchAsync_passes_the_lists, memext_setup),
        cmocka_unit_test_setup(cudaMemcpyBatchAsync_leaves_checks_to_the_driver, memext_setup),
        cmocka_unit_test_setup(cudaMemcpy3DBatchAsync_passes_the_operations, memext_setup),
        cmocka_unit_test_setup(cudaMemcpy3DBatchAsync_array_operands_untouched, memext_setup),
        cmocka_unit_test_setup(cudaMemcpy3DBatchAsync_leaves_checks_to_the_driver, memext_setup),
        cmocka_unit_test_setup(memext_calls_report_enter_failure, memext_setup),
    };
    return cmocka_run_group_tests(tests, memext_group_setup, NULL);
}
