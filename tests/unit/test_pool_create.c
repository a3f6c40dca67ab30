/*
 * A pool's life in test_pool: cudaMemPoolCreate translates the properties (device ordinals to
 * CUdevices, host locations keeping their id), refuses unknown devices and NULL arguments, and maps
 * driver failures; destroy and trim pass the pool; attribute values pass unchanged.
 */
#include "test_pool.h"

/* -- cudaMemPoolCreate ------------------------------------------------------------------------ */

void cudaMemPoolCreate_translates_props(void **state)
{
    (void)state;
    struct cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 2;
    props.win32SecurityAttributes = (void *)0x99;
    props.maxSize = (size_t)1 << 20;
    props.usage = cudaMemPoolCreateUsageHwDecompress;
    props.reserved[53] = 7;
    cudaMemPool_t pool = NULL;
    assert_cuda(cudaSuccess, cudaMemPoolCreate(&pool, &props));
    assert_ptr_equal(pool, POOL);
    assert_int_equal(rec.calls, 1);
    assert_int_equal(rec.props.allocType, CU_MEM_ALLOCATION_TYPE_PINNED);
    assert_int_equal(rec.props.handleTypes, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
    assert_int_equal(rec.props.location.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.props.location.id, BASE + 2);
    assert_ptr_equal(rec.props.win32SecurityAttributes, (void *)0x99);
    assert_int_equal(rec.props.maxSize, (size_t)1 << 20);
    assert_int_equal(rec.props.usage, cudaMemPoolCreateUsageHwDecompress);
    assert_int_equal(rec.props.reserved[53], 7);
    /* The caller's properties are left as they were. */
    assert_int_equal(props.location.id, 2);
}

void cudaMemPoolCreate_host_locations_keep_their_id(void **state)
{
    (void)state;
    const enum cudaMemLocationType types[] = {
        cudaMemLocationTypeHost, cudaMemLocationTypeHostNuma, cudaMemLocationTypeHostNumaCurrent,
        cudaMemLocationTypeNone, (enum cudaMemLocationType)42};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        struct cudaMemPoolProps props = {.allocType = cudaMemAllocationTypePinned};
        props.location.type = types[i];
        props.location.id = 5; /* no device ordinal: not checked, not translated */
        cudaMemPool_t pool = NULL;
        assert_cuda(cudaSuccess, cudaMemPoolCreate(&pool, &props));
        assert_int_equal(rec.props.location.type, (int)types[i]);
        assert_int_equal(rec.props.location.id, 5);
    }
}

void cudaMemPoolCreate_unknown_device(void **state)
{
    (void)state;
    const int bad[] = {DEVICES, -1, BASE, 1 << 30};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct cudaMemPoolProps props = {.allocType = cudaMemAllocationTypePinned};
        props.location.type = cudaMemLocationTypeDevice;
        props.location.id = bad[i];
        cudaMemPool_t pool = (cudaMemPool_t)0x1;
        assert_cuda(cudaErrorInvalidValue, cudaMemPoolCreate(&pool, &props));
        assert_ptr_equal(pool, (cudaMemPool_t)0x1);
        assert_int_equal(rec.calls, 0);
        assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    }
}

void cudaMemPoolCreate_null_arguments(void **state)
{
    (void)state;
    struct cudaMemPoolProps props = {.allocType = cudaMemAllocationTypePinned};
    cudaMemPool_t pool = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolCreate(NULL, &props));
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolCreate(&pool, NULL));
    assert_nothing_called();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

void cudaMemPoolCreate_driver_failure(void **state)
{
    (void)state;
    struct cudaMemPoolProps props = {.allocType = cudaMemAllocationTypePinned};
    props.location.type = cudaMemLocationTypeDevice;
    cudaMemPool_t pool = (cudaMemPool_t)0x1;
    rec.result = CUDA_ERROR_NOT_SUPPORTED;
    assert_cuda(cudaErrorNotSupported, cudaMemPoolCreate(&pool, &props));
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
    rec.result = CUDA_ERROR_OUT_OF_MEMORY;
    assert_cuda(cudaErrorMemoryAllocation, cudaMemPoolCreate(&pool, &props));
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
}

/* -- destroy, trim, attributes ---------------------------------------------------------------- */

void cudaMemPoolDestroy_and_TrimTo_pass_the_pool(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaMemPoolTrimTo(POOL, 12345));
    assert_string_equal(rec.last, "cuMemPoolTrimTo");
    assert_ptr_equal(rec.pool, POOL);
    assert_int_equal(rec.size, 12345);
    assert_cuda(cudaSuccess, cudaMemPoolDestroy(POOL));
    assert_string_equal(rec.last, "cuMemPoolDestroy");
    assert_ptr_equal(rec.pool, POOL);
    /* A NULL pool is the driver's to judge. */
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolDestroy(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolTrimTo(NULL, 0));
    assert_int_equal(rec.calls, 4);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

void cudaMemPoolAttribute_values_pass_unchanged(void **state)
{
    (void)state;
    for (int a = 0; a <= 10; a++) {
        cuuint64_t v = 7;
        assert_cuda(cudaSuccess, cudaMemPoolSetAttribute(POOL, (enum cudaMemPoolAttr)a, &v));
        assert_int_equal(rec.attr, a);
        assert_ptr_equal(rec.value, &v);
        assert_ptr_equal(rec.pool, POOL);
        v = 0;
        assert_cuda(cudaSuccess, cudaMemPoolGetAttribute(POOL, (enum cudaMemPoolAttr)a, &v));
        assert_int_equal(rec.attr, a);
        assert_ptr_equal(rec.value, &v);
        assert_int_equal(v, 4242);
    }
    assert_int_equal(rec.calls, 22);
}

void cudaMemPoolAttribute_null_value(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPoolSetAttribute(POOL, cudaMemPoolAttrReleaseThreshold, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPoolGetAttribute(POOL, cudaMemPoolAttrReleaseThreshold, NULL));
    assert_nothing_called();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

void cudaMemPoolAttribute_driver_failure(void **state)
{
    (void)state;
    cuuint64_t v = 99;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPoolGetAttribute(POOL, cudaMemPoolAttrUsedMemHigh, &v));
    assert_int_equal(v, 99);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPoolSetAttribute(POOL, cudaMemPoolAttrUsedMemHigh, &v));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}
