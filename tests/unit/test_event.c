/*
 * Events (stream/event.c): argument checks, the flags passed to the driver, elapsed time, records
 * on streams and through the per-thread-default-stream twin: bad arguments fail before any driver
 * call and nothing is written on failure.
 */
#include "unit.h"

/* -- events ----------------------------------------------------------------------------------- */

static void cudaEventCreate_flags(void **state)
{
    (void)state;
    cudaEvent_t e = (cudaEvent_t)0x1;
    assert_cuda(cudaErrorInvalidValue, cudaEventCreate(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaEventCreateWithFlags(NULL, 0));
    assert_cuda(cudaErrorInvalidValue, cudaEventCreateWithFlags(&e, 0x10));
    assert_cuda(cudaErrorInvalidValue, cudaEventCreateWithFlags(&e, 0x80000000u));
    /* An interprocess event cannot carry timing. */
    assert_cuda(cudaErrorInvalidValue, cudaEventCreateWithFlags(&e, cudaEventInterprocess));
    assert_ptr_equal(e, (cudaEvent_t)0x1);
    assert_no_driver_call();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());

    static const unsigned ok[] = {
        cudaEventDefault,
        cudaEventBlockingSync,
        cudaEventDisableTiming,
        cudaEventInterprocess | cudaEventDisableTiming,
        cudaEventBlockingSync | cudaEventDisableTiming | cudaEventInterprocess,
    };
    for (size_t i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
        assert_cuda(cudaSuccess, cudaEventCreateWithFlags(&e, ok[i]));
        assert_int_equal(fake_args.event_flags, ok[i]);
        assert_ptr_not_equal(e, (cudaEvent_t)0x1);
    }
    assert_cuda(cudaSuccess, cudaEventCreate(&e));
    assert_int_equal(fake_args.event_flags, CU_EVENT_DEFAULT);
    assert_cuda(cudaSuccess, cudaEventDestroy(e));
    assert_calls("cuEventDestroy", 1);
}

static void cudaEventElapsedTime_arguments(void **state)
{
    (void)state;
    cudaEvent_t a, b;
    assert_cuda(cudaSuccess, cudaEventCreate(&a));
    assert_cuda(cudaSuccess, cudaEventCreate(&b));
    fake_log_clear();
    assert_cuda(cudaErrorInvalidValue, cudaEventElapsedTime(NULL, a, b));
    assert_no_driver_call();
    float ms = 0;
    assert_cuda(cudaSuccess, cudaEventElapsedTime(&ms, a, b));
    assert_true(ms == 1.5f);
}

static void cudaEventRecord_streams(void **state)
{
    (void)state;
    cudaEvent_t e;
    assert_cuda(cudaSuccess, cudaEventCreate(&e));
    assert_cuda(cudaSuccess, cudaEventRecord(e, (cudaStream_t)0x5100));
    assert_calls("cuEventRecord", 1);
    assert_cuda(cudaSuccess, cudaEventRecord_ptsz(e, NULL));
    assert_calls("cuEventRecord_ptsz", 1);
    fake_fail_next("cuEventRecord", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaEventRecord(e, NULL));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaEventCreate_flags, unit_enter_and_reset),
        cmocka_unit_test_setup(cudaEventElapsedTime_arguments, unit_enter_and_reset),
        cmocka_unit_test_setup(cudaEventRecord_streams, unit_enter_and_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake_with_twins, NULL);
}
