/*
 * What the parts of test_pool (memory pools) share: the fake's devices, the handles the recorders
 * hand out, the record of the pool entries' arguments (`rec`, kept by the recorders of
 * test_pool.c), an assertion on it, and the tests of each part (test_pool_create.c,
 * test_pool_access.c, test_pool_alloc.c, test_pool_sharing.c, test_pool_context.c), listed in
 * order by test_pool.c's main.
 */
#ifndef OCR_TEST_POOL_H
#define OCR_TEST_POOL_H

#include "unit.h"

#include <pthread.h>

#define DEVICES 3
#define BASE 10

cudaError_t cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool,
                                         cudaStream_t stream);

#define MAP_MAX 64
#define POOL ((CUmemoryPool)(uintptr_t)0x5000)
#define OTHER_POOL ((CUmemoryPool)(uintptr_t)0x6000)
#define PTR ((CUdeviceptr)0x7700000)

struct pool_rec {
    int calls;        /* recorder calls since the last reset */
    const char *last; /* the last recorder's entry name */
    CUresult result;  /* what every recorder returns (CUDA_SUCCESS unless a test sets it) */
    bool ptds;        /* the last call came through ocr_drv[1] (cuMemAllocFromPoolAsync) */
    CUmemoryPool pool;
    CUmemPoolProps props;
    CUmemPool_attribute attr;
    void *value;
    CUmemAccessDesc map[MAP_MAX];
    size_t count;
    bool map_null;
    CUmemLocation loc;
    CUmemAllocationType type;
    CUdevice dev;
    size_t size;
    CUstream stream;
    void *handle;
    CUmemAllocationHandleType handle_type;
    unsigned long long flags;
    CUdeviceptr ptr;
    CUmemPoolPtrExportData *data;
};

/* What the recorders saw, cleared by setup. */
extern struct pool_rec rec;

/* Nothing reached the driver, neither the fake nor a recorder. */
#define assert_nothing_called()                                                                    \
    do {                                                                                           \
        assert_no_driver_call();                                                                   \
        assert_int_equal(rec.calls, 0);                                                            \
    } while (0)

/* test_pool_create.c */
void cudaMemPoolCreate_translates_props(void **state);
void cudaMemPoolCreate_host_locations_keep_their_id(void **state);
void cudaMemPoolCreate_unknown_device(void **state);
void cudaMemPoolCreate_null_arguments(void **state);
void cudaMemPoolCreate_driver_failure(void **state);
void cudaMemPoolDestroy_and_TrimTo_pass_the_pool(void **state);
void cudaMemPoolAttribute_values_pass_unchanged(void **state);
void cudaMemPoolAttribute_null_value(void **state);
void cudaMemPoolAttribute_driver_failure(void **state);

/* test_pool_access.c */
void cudaMemPoolSetAccess_translates_descriptors(void **state);
void cudaMemPoolSetAccess_long_list(void **state);
void cudaMemPoolSetAccess_invalid_device(void **state);
void cudaMemPoolSetAccess_empty_and_null_lists(void **state);
void cudaMemPoolGetAccess_translates_location(void **state);
void cudaMemPoolGetAccess_bad_arguments(void **state);

/* test_pool_alloc.c */
void cudaMallocFromPoolAsync_and_twin(void **state);
void cudaMallocFromPoolAsync_bad_arguments(void **state);
void cudaDeviceGetDefaultMemPool_ordinal(void **state);
void cudaDeviceGetMemPool_ordinal(void **state);
void cudaDeviceSetMemPool_ordinal(void **state);
void cudaMemGetDefaultMemPool_location(void **state);
void cudaMemGetMemPool_and_SetMemPool_location(void **state);

/* test_pool_sharing.c */
void cudaMemPoolExportToShareableHandle_passes_through(void **state);
void cudaMemPoolImportFromShareableHandle_passes_the_handle_value(void **state);
void cudaMemPoolExportPointer_and_ImportPointer(void **state);

/* test_pool_context.c */
void pool_calls_make_no_context(void **state);
void pool_calls_need_no_context(void **state);

#endif
