/*
 * The current context's settings in test_device_props (limits, cache and shared-memory
 * configuration, stream priority range: each makes a context current first and passes through),
 * and the last error a success leaves alone.
 */
#include "test_device_props.h"

/* ---------------------------------------------------------------------------------------------
 * The current context's settings
 * ------------------------------------------------------------------------------------------- */

/* Each makes a context current first, even when its argument is NULL. */
void context_settings_make_context_current(void **state)
{
    (void)state;
    fake_set_current_context(NULL); /* as if the application had cleared the current context */
    assert_int_equal(cudaDeviceGetLimit(NULL, cudaLimitStackSize), cudaErrorInvalidValue);
    assert_non_null(fake_current_context());
    assert_true(context_calls() > 0);
}

void device_get_limit_passes_through(void **state)
{
    (void)state;
    for (int l = 0; l < CU_LIMIT_MAX; l++) { /* the driver-only limits 7..9 too */
        size_t v = 0;
        assert_int_equal(cudaDeviceGetLimit(&v, (enum cudaLimit)l), cudaSuccess);
        assert_int_equal(v, 0x1000 + (size_t)l);
        assert_int_equal(fake.last_limit, l);
    }
    size_t v = 77;
    assert_int_equal(cudaDeviceGetLimit(&v, (enum cudaLimit)CU_LIMIT_MAX),
                     cudaErrorUnsupportedLimit);
    assert_int_equal(cudaDeviceGetLimit(&v, (enum cudaLimit) - 1), cudaErrorUnsupportedLimit);
    assert_int_equal(v, 77);
    assert_int_equal(ocr_tls.last_error, cudaErrorUnsupportedLimit);
}

void device_set_limit_passes_through(void **state)
{
    (void)state;
    assert_int_equal(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 12345), cudaSuccess);
    assert_int_equal(fake.last_limit, CU_LIMIT_MALLOC_HEAP_SIZE);
    assert_int_equal(fake.last_limit_value, 12345);
    assert_int_equal(cudaDeviceSetLimit((enum cudaLimit)42, 1), cudaErrorUnsupportedLimit);
    assert_int_equal(ocr_tls.last_error, cudaErrorUnsupportedLimit);
}

void device_cache_config_passes_through(void **state)
{
    (void)state;
    enum cudaFuncCache c = cudaFuncCachePreferNone;
    assert_int_equal(cudaDeviceGetCacheConfig(&c), cudaSuccess);
    assert_int_equal(c, cudaFuncCachePreferL1);
    assert_int_equal(cudaDeviceSetCacheConfig(cudaFuncCachePreferEqual), cudaSuccess);
    assert_int_equal(fake.cache, CU_FUNC_CACHE_PREFER_EQUAL);
    assert_int_equal(cudaDeviceGetCacheConfig(&c), cudaSuccess);
    assert_int_equal(c, cudaFuncCachePreferEqual);
    assert_int_equal(cudaDeviceSetCacheConfig((enum cudaFuncCache)4), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetCacheConfig(NULL), cudaErrorInvalidValue);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

void device_shared_mem_config_passes_through(void **state)
{
    (void)state;
    enum cudaSharedMemConfig c = cudaSharedMemBankSizeDefault;
    assert_int_equal(cudaDeviceGetSharedMemConfig(&c), cudaSuccess);
    assert_int_equal(c, cudaSharedMemBankSizeFourByte);
    assert_int_equal(cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte), cudaSuccess);
    assert_int_equal(fake.shmem, CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE);
    assert_int_equal(cudaDeviceSetSharedMemConfig((enum cudaSharedMemConfig)3),
                     cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetSharedMemConfig(NULL), cudaErrorInvalidValue);
}

void device_stream_priority_range_allows_null(void **state)
{
    (void)state;
    int least = 77, greatest = 77;
    assert_int_equal(cudaDeviceGetStreamPriorityRange(NULL, NULL), cudaSuccess);
    assert_int_equal(cudaDeviceGetStreamPriorityRange(&least, NULL), cudaSuccess);
    assert_int_equal(least, 0);
    assert_int_equal(cudaDeviceGetStreamPriorityRange(NULL, &greatest), cudaSuccess);
    assert_int_equal(greatest, -5);
    least = greatest = 77;
    assert_int_equal(cudaDeviceGetStreamPriorityRange(&least, &greatest), cudaSuccess);
    assert_int_equal(least, 0);
    assert_int_equal(greatest, -5);
}

/* ---------------------------------------------------------------------------------------------
 * Last error
 * ------------------------------------------------------------------------------------------- */
void success_keeps_last_error(void **state)
{
    (void)state;
    ocr_tls.last_error = cudaErrorInvalidDevice;
    int v;
    struct cudaDeviceProp p;
    assert_int_equal(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0), cudaSuccess);
    assert_int_equal(cudaGetDeviceProperties(&p, 0), cudaSuccess);
    assert_int_equal(cudaDeviceGetStreamPriorityRange(NULL, NULL), cudaSuccess);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidDevice);
}
