/*
 * The last-error rules (src/internal.h ocr_record, runtime/device.c cudaGetLastError and
 * cudaPeekAtLastError): a failing call sets the thread's last error,
 * success never clears it, Peek keeps it, Get returns and clears it, each thread has its own,
 * cudaErrorNotReady from the query calls is no error, and after a kernel fault every call fails
 * until cudaDeviceReset.
 */
#include "unit.h"

#include <pthread.h>

static void cudaGetLastError_success_at_first(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaPeekAtLastError());
}

static void cudaGetLastError_reports_failing_call(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMalloc(NULL, 16));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaGetLastError());
}

static void cudaPeekAtLastError_keeps_error(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaStreamCreate(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaPeekAtLastError());
    assert_cuda(cudaErrorInvalidValue, cudaPeekAtLastError());
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaPeekAtLastError());
}

static void cudaGetLastError_success_never_clears(void **state)
{
    (void)state;
    void *p = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaMalloc(NULL, 16));
    assert_cuda(cudaSuccess, cudaMalloc(&p, 16));
    assert_cuda(cudaSuccess, cudaFree(p));
    assert_cuda(cudaSuccess, cudaDeviceSynchronize());
    int n = 0;
    assert_cuda(cudaSuccess, cudaGetDeviceCount(&n));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaGetLastError_latest_failure_wins(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMalloc(NULL, 16));
    assert_cuda(cudaErrorInvalidDevice, cudaSetDevice(99));
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaGetLastError());
}

/* A failing driver call is recorded as its runtime error. */
static void cudaGetLastError_reports_mapped_driver_error(void **state)
{
    (void)state;
    void *p = (void *)0x1234;
    fake_fail_next("cuMemAlloc", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorMemoryAllocation, cudaMalloc(&p, 64));
    assert_ptr_equal(p, (void *)0x1234); /* outputs are written only on success */
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
}

/* The error API itself never touches the last error. */
static void cudaGetErrorString_keeps_last_error(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMalloc(NULL, 16));
    (void)cudaGetErrorString(cudaErrorInvalidValue);
    (void)cudaGetErrorName((cudaError_t)12345);
    (void)cudaGetErrorString((cudaError_t)12345);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* cudaGetLastError and cudaPeekAtLastError are hot paths: no driver call. */
static void cudaGetLastError_makes_no_driver_call(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMalloc(NULL, 16));
    fake_log_clear();
    assert_cuda(cudaErrorInvalidValue, cudaPeekAtLastError());
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaGetLastError());
    assert_no_driver_call();
}

/* -- per thread ----------------------------------------------------------------------------- */

struct thread_result {
    cudaError_t first_peek;
    cudaError_t own_error;
    cudaError_t after_get;
};

static void *other_thread(void *arg)
{
    struct thread_result *r = arg;
    r->first_peek = cudaPeekAtLastError();
    (void)cudaSetDevice(-1);
    r->own_error = cudaPeekAtLastError();
    (void)cudaGetLastError();
    r->after_get = cudaPeekAtLastError();
    return NULL;
}

static void cudaGetLastError_per_thread(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMalloc(NULL, 16));
    struct thread_result r;
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, other_thread, &r), 0);
    assert_int_equal(pthread_join(t, NULL), 0);
    assert_cuda(cudaSuccess, r.first_peek); /* not this thread's error */
    assert_cuda(cudaErrorInvalidDevice, r.own_error);
    assert_cuda(cudaSuccess, r.after_get);
    /* The other thread's error and its clearing left this thread's alone. */
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- cudaErrorNotReady is no error ---------------------------------------------------------- */

static void cudaStreamQuery_not_ready_not_recorded(void **state)
{
    (void)state;
    fake_set_result("cuStreamQuery", CUDA_ERROR_NOT_READY);
    assert_cuda(cudaErrorNotReady, cudaStreamQuery(NULL));
    assert_cuda(cudaErrorNotReady, cudaStreamQuery_ptsz(NULL));
    assert_cuda(cudaSuccess, cudaPeekAtLastError());
    assert_cuda(cudaSuccess, cudaGetLastError());
}

static void cudaEventQuery_not_ready_not_recorded(void **state)
{
    (void)state;
    cudaEvent_t e;
    assert_cuda(cudaSuccess, cudaEventCreate(&e));
    fake_set_result("cuEventQuery", CUDA_ERROR_NOT_READY);
    assert_cuda(cudaErrorNotReady, cudaEventQuery(e));
    assert_cuda(cudaSuccess, cudaGetLastError());
}

/* Nor from cudaEventElapsedTime on an event still in flight. */
static void cudaEventElapsedTime_not_ready_not_recorded(void **state)
{
    (void)state;
    cudaEvent_t a, b;
    assert_cuda(cudaSuccess, cudaEventCreate(&a));
    assert_cuda(cudaSuccess, cudaEventCreate(&b));
    fake_set_result("cuEventElapsedTime", CUDA_ERROR_NOT_READY);
    float ms = -1.0f;
    assert_cuda(cudaErrorNotReady, cudaEventElapsedTime(&ms, a, b));
    assert_true(ms == -1.0f);
    assert_cuda(cudaSuccess, cudaGetLastError());
}

/* A NotReady does not clear an earlier error either. */
static void cudaStreamQuery_not_ready_keeps_earlier_error(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMalloc(NULL, 16));
    fake_set_result("cuStreamQuery", CUDA_ERROR_NOT_READY);
    assert_cuda(cudaErrorNotReady, cudaStreamQuery(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* Other failures of the query calls are recorded. */
static void cudaStreamQuery_other_errors_recorded(void **state)
{
    (void)state;
    fake_set_result("cuStreamQuery", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaStreamQuery((cudaStream_t)0x10));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
    fake_set_result("cuEventQuery", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaEventQuery((cudaEvent_t)0x10));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
}

/* An unimplemented entry point records cudaErrorNotSupported. */
static void ocr_not_supported_records(void **state)
{
    (void)state;
    assert_cuda(cudaErrorNotSupported, ocr_not_supported("cudaSomething"));
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
}

/* -- kernel faults ---------------------------------------------------------------------------- */

/* A fault that corrupts the context needs no state of the runtime's: the driver fails every later
 * call in that context, each failure is recorded like any other, and cudaGetLastError clears it
 * like any other (what NVIDIA's runtime was seen to do). cudaDeviceReset gives a fresh context. */

static void *malloc_other_thread(void *arg)
{
    void *p;
    *(cudaError_t *)arg = cudaMalloc(&p, 16);
    return NULL;
}

static void cudaDeviceSynchronize_kernel_fault(void **state)
{
    (void)state;
    fake_fail_next("cuCtxSynchronize", CUDA_ERROR_ILLEGAL_ADDRESS);
    assert_cuda(cudaErrorIllegalAddress, cudaDeviceSynchronize());
    assert_cuda(cudaErrorIllegalAddress, cudaPeekAtLastError());
    assert_cuda(cudaErrorIllegalAddress, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaGetLastError());

    /* Every later call in the context fails, and records the failure again. */
    void *p = NULL;
    assert_cuda(cudaErrorIllegalAddress, cudaMalloc(&p, 16));
    assert_cuda(cudaErrorIllegalAddress, cudaGetLastError());
    assert_cuda(cudaErrorIllegalAddress, cudaDeviceSynchronize());
    cudaStream_t s;
    assert_cuda(cudaErrorIllegalAddress, cudaStreamCreate(&s));
    assert_cuda(cudaErrorIllegalAddress, cudaPeekAtLastError());

    /* The primary context is the process's: another thread fails as well. */
    cudaError_t other = cudaSuccess;
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, malloc_other_thread, &other), 0);
    assert_int_equal(pthread_join(t, NULL), 0);
    assert_cuda(cudaErrorIllegalAddress, other);

    /* cudaDeviceReset ends it. */
    assert_cuda(cudaErrorIllegalAddress, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_cuda(cudaSuccess, cudaMalloc(&p, 16));
    assert_cuda(cudaSuccess, cudaDeviceSynchronize());
    assert_cuda(cudaSuccess, cudaGetLastError());
}

/* A failure that does not corrupt the context is reported once. */
static void cudaDeviceSynchronize_non_fault_error(void **state)
{
    (void)state;
    fake_fail_next("cuCtxSynchronize", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaDeviceSynchronize());
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaDeviceSynchronize());
}

/* Each context-corrupting driver error comes back as its runtime code, from every later call. */
static void cudaStreamSynchronize_every_fault_code(void **state)
{
    (void)state;
    static const CUresult faults[] = {
        CUDA_ERROR_ILLEGAL_ADDRESS,
        CUDA_ERROR_LAUNCH_TIMEOUT,
        CUDA_ERROR_ASSERT,
        CUDA_ERROR_HARDWARE_STACK_ERROR,
        CUDA_ERROR_ILLEGAL_INSTRUCTION,
        CUDA_ERROR_MISALIGNED_ADDRESS,
        CUDA_ERROR_INVALID_ADDRESS_SPACE,
        CUDA_ERROR_INVALID_PC,
        CUDA_ERROR_LAUNCH_FAILED,
        CUDA_ERROR_ECC_UNCORRECTABLE,
    };
    for (size_t i = 0; i < sizeof(faults) / sizeof(faults[0]); i++) {
        cudaError_t want = (cudaError_t)faults[i];
        fake_fail_next("cuStreamSynchronize", faults[i]);
        assert_cuda(want, cudaStreamSynchronize(NULL));
        assert_cuda(want, cudaGetLastError());
        assert_cuda(want, cudaDeviceSynchronize());
        assert_cuda(want, cudaGetLastError());
        assert_cuda(cudaSuccess, cudaDeviceReset());
        assert_cuda(cudaSuccess, cudaDeviceSynchronize());
        assert_cuda(cudaSuccess, cudaGetLastError());
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaGetLastError_success_at_first, unit_reset),
        cmocka_unit_test_setup(cudaGetLastError_reports_failing_call, unit_reset),
        cmocka_unit_test_setup(cudaPeekAtLastError_keeps_error, unit_reset),
        cmocka_unit_test_setup(cudaGetLastError_success_never_clears, unit_reset),
        cmocka_unit_test_setup(cudaGetLastError_latest_failure_wins, unit_reset),
        cmocka_unit_test_setup(cudaGetLastError_reports_mapped_driver_error, unit_reset),
        cmocka_unit_test_setup(cudaGetErrorString_keeps_last_error, unit_reset),
        cmocka_unit_test_setup(cudaGetLastError_makes_no_driver_call, unit_reset),
        cmocka_unit_test_setup(cudaGetLastError_per_thread, unit_reset),
        cmocka_unit_test_setup(cudaStreamQuery_not_ready_not_recorded, unit_reset),
        cmocka_unit_test_setup(cudaEventQuery_not_ready_not_recorded, unit_reset),
        cmocka_unit_test_setup(cudaEventElapsedTime_not_ready_not_recorded, unit_reset),
        cmocka_unit_test_setup(cudaStreamQuery_not_ready_keeps_earlier_error, unit_reset),
        cmocka_unit_test_setup(cudaStreamQuery_other_errors_recorded, unit_reset),
        cmocka_unit_test_setup(ocr_not_supported_records, unit_reset),
        cmocka_unit_test_setup(cudaDeviceSynchronize_kernel_fault, unit_reset),
        cmocka_unit_test_setup(cudaDeviceSynchronize_non_fault_error, unit_reset),
        cmocka_unit_test_setup(cudaStreamSynchronize_every_fault_code, unit_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake, NULL);
}
