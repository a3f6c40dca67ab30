/*
 * Allocation from a pool and the current pools in test_pool: cudaMallocFromPoolAsync and its
 * per-thread twin, its bad arguments; the default and current pool of a device by ordinal, and of
 * a memory location.
 */
#include "test_pool.h"

/* -- allocation from a pool ------------------------------------------------------------------- */

void cudaMallocFromPoolAsync_and_twin(void **state)
{
    (void)state;
    cudaStream_t s = (cudaStream_t)0x1234;
    void *p = NULL;
    assert_cuda(cudaSuccess, cudaMallocFromPoolAsync(&p, 4096, POOL, s));
    assert_ptr_equal(p, (void *)(uintptr_t)PTR);
    assert_false(rec.ptds);
    assert_int_equal(rec.size, 4096);
    assert_ptr_equal(rec.pool, POOL);
    assert_ptr_equal(rec.stream, (CUstream)s);
    p = NULL;
    assert_cuda(cudaSuccess, cudaMallocFromPoolAsync_ptsz(&p, 8192, POOL, NULL));
    assert_ptr_equal(p, (void *)(uintptr_t)PTR);
    assert_true(rec.ptds);
    assert_int_equal(rec.size, 8192);
    assert_null(rec.stream);
    /* Size zero and a NULL pool are the driver's to judge. */
    assert_cuda(cudaSuccess, cudaMallocFromPoolAsync(&p, 0, NULL, NULL));
    assert_int_equal(rec.size, 0);
    assert_null(rec.pool);
    assert_int_equal(rec.calls, 3);
}

void cudaMallocFromPoolAsync_bad_arguments(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMallocFromPoolAsync(NULL, 16, POOL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaMallocFromPoolAsync_ptsz(NULL, 16, POOL, NULL));
    assert_nothing_called();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* A failed allocation leaves NULL behind (NVIDIA's runtime does). */
    void *p = (void *)0x1;
    rec.result = CUDA_ERROR_OUT_OF_MEMORY;
    assert_cuda(cudaErrorMemoryAllocation, cudaMallocFromPoolAsync(&p, 16, POOL, NULL));
    assert_null(p);
    p = (void *)0x1;
    assert_cuda(cudaErrorMemoryAllocation, cudaMallocFromPoolAsync_ptsz(&p, 16, POOL, NULL));
    assert_null(p);
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
}

/* -- the current pool of a device ------------------------------------------------------------- */

void cudaDeviceGetDefaultMemPool_ordinal(void **state)
{
    (void)state;
    /* The fake's own cuDeviceGetDefaultMemPool: one pool per CUdevice it knows. */
    cudaMemPool_t pool = NULL;
    assert_cuda(cudaSuccess, cudaDeviceGetDefaultMemPool(&pool, 2));
    assert_ptr_equal(pool, (cudaMemPool_t)(uintptr_t)(0x700000000000ULL + 2 * 16));
    assert_calls("cuDeviceGetDefaultMemPool", 1);
    pool = (cudaMemPool_t)0x1;
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceGetDefaultMemPool(&pool, DEVICES));
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceGetDefaultMemPool(&pool, -1));
    assert_calls("cuDeviceGetDefaultMemPool", 1);
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
    fake_log_clear();
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetDefaultMemPool(NULL, 0));
    assert_no_driver_call();
    fake_fail_next("cuDeviceGetDefaultMemPool", CUDA_ERROR_NOT_SUPPORTED);
    assert_cuda(cudaErrorNotSupported, cudaDeviceGetDefaultMemPool(&pool, 0));
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
}

void cudaDeviceGetMemPool_ordinal(void **state)
{
    (void)state;
    cudaMemPool_t pool = NULL;
    assert_cuda(cudaSuccess, cudaDeviceGetMemPool(&pool, 1));
    assert_ptr_equal(pool, OTHER_POOL);
    assert_int_equal(rec.dev, BASE + 1);
    pool = (cudaMemPool_t)0x1;
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetMemPool(&pool, DEVICES));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetMemPool(&pool, -7));
    assert_int_equal(rec.calls, 1);
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetMemPool(NULL, 0));
    assert_int_equal(rec.calls, 1);
    rec.result = CUDA_ERROR_NOT_SUPPORTED;
    assert_cuda(cudaErrorNotSupported, cudaDeviceGetMemPool(&pool, 0));
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
}

void cudaDeviceSetMemPool_ordinal(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaDeviceSetMemPool(2, POOL));
    assert_int_equal(rec.dev, BASE + 2);
    assert_ptr_equal(rec.pool, POOL);
    assert_cuda(cudaErrorInvalidValue, cudaDeviceSetMemPool(DEVICES, POOL));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceSetMemPool(-1, POOL));
    assert_int_equal(rec.calls, 1);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* A NULL pool is the driver's to judge. */
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaDeviceSetMemPool(0, NULL));
    assert_int_equal(rec.dev, BASE);
    assert_null(rec.pool);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- the current pool of a location ----------------------------------------------------------- */

void cudaMemGetDefaultMemPool_location(void **state)
{
    (void)state;
    cudaMemPool_t pool = NULL;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 2};
    assert_cuda(cudaSuccess, cudaMemGetDefaultMemPool(&pool, &loc, cudaMemAllocationTypePinned));
    assert_ptr_equal(pool, POOL);
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.loc.id, BASE + 2);
    assert_int_equal(rec.type, CU_MEM_ALLOCATION_TYPE_PINNED);
    assert_int_equal(loc.id, 2);
    loc = (struct cudaMemLocation){cudaMemLocationTypeNone, 0};
    assert_cuda(cudaSuccess, cudaMemGetDefaultMemPool(&pool, &loc, cudaMemAllocationTypeManaged));
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_NONE);
    assert_int_equal(rec.loc.id, 0);
    assert_int_equal(rec.type, CU_MEM_ALLOCATION_TYPE_MANAGED);
    assert_int_equal(rec.calls, 2);

    pool = (cudaMemPool_t)0x1;
    loc = (struct cudaMemLocation){cudaMemLocationTypeDevice, DEVICES};
    assert_cuda(cudaErrorInvalidValue,
                cudaMemGetDefaultMemPool(&pool, &loc, cudaMemAllocationTypePinned));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemGetDefaultMemPool(NULL, &loc, cudaMemAllocationTypePinned));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemGetDefaultMemPool(&pool, NULL, cudaMemAllocationTypePinned));
    assert_int_equal(rec.calls, 2);
    loc.id = 0;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemGetDefaultMemPool(&pool, &loc, (enum cudaMemAllocationType)9));
    assert_int_equal(rec.type, 9);
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

void cudaMemGetMemPool_and_SetMemPool_location(void **state)
{
    (void)state;
    cudaMemPool_t pool = NULL;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 1};
    assert_cuda(cudaSuccess, cudaMemGetMemPool(&pool, &loc, cudaMemAllocationTypePinned));
    assert_ptr_equal(pool, OTHER_POOL);
    assert_int_equal(rec.loc.id, BASE + 1);
    assert_int_equal(rec.type, CU_MEM_ALLOCATION_TYPE_PINNED);
    assert_cuda(cudaSuccess, cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, POOL));
    assert_string_equal(rec.last, "cuMemSetMemPool");
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.loc.id, BASE + 1);
    assert_ptr_equal(rec.pool, POOL);
    loc = (struct cudaMemLocation){cudaMemLocationTypeHostNuma, 0};
    assert_cuda(cudaSuccess, cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, POOL));
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_HOST_NUMA);
    assert_int_equal(rec.loc.id, 0);
    assert_int_equal(rec.calls, 3);

    loc = (struct cudaMemLocation){cudaMemLocationTypeDevice, -1};
    assert_cuda(cudaErrorInvalidValue, cudaMemGetMemPool(&pool, &loc, cudaMemAllocationTypePinned));
    assert_cuda(cudaErrorInvalidValue, cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, POOL));
    assert_cuda(cudaErrorInvalidValue, cudaMemGetMemPool(NULL, &loc, cudaMemAllocationTypePinned));
    assert_cuda(cudaErrorInvalidValue, cudaMemGetMemPool(&pool, NULL, cudaMemAllocationTypePinned));
    assert_cuda(cudaErrorInvalidValue, cudaMemSetMemPool(NULL, cudaMemAllocationTypePinned, POOL));
    assert_int_equal(rec.calls, 3);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}
