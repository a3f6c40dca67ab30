/*
 * The trace (src/trace.c, OPENCUDART_TRACE): a failing call names its entry point, a kernel
 * without an image names what its fatbin carries, `calls` reports every call once, `stats`
 * counts calls per entry point (from many threads too), `sync` names the kernel that faults. The
 * cases run in this order: the stats counts carry over from one case to the next.
 */
#include "capture.h"
#include "seam.h"
#include "unit.h"

#include <pthread.h>

#include <stdio.h>
#include <unistd.h>

static dim3 dim3_of(unsigned x, unsigned y, unsigned z)
{
    dim3 d = {x, y, z};
    return d;
}

/* With the trace on, a failing call names its entry point on stderr. */
static void trace_names_the_failing_entry_point(void **state)
{
    (void)state;
    capture_begin();
    ocr_trace_errors = 1;
    cudaMalloc(NULL, 16);
    ocr_trace_errors = 0;
    const char *buf = capture_end();
    assert_non_null(strstr(buf, "opencudart: cudaMalloc -> cudaErrorInvalidValue"));
}

/* Register `stub` as the kernel `name` of a fatbin that carries no image. */
static void **register_kernel(const void *stub, const char *name)
{
    static const struct {
        int magic, version;
        const void *data, *list;
    } wrapper = {0x466243B1, 1, NULL, NULL};
    void **fb = __cudaRegisterFatBinary((void *)&wrapper);
    __cudaRegisterFunction(fb, stub, (char *)name, name, -1, NULL, NULL, NULL, NULL, NULL);
    return fb;
}

/* With the trace on, a kernel the device has no image for names what the fatbin carries. */
static void trace_names_the_images_of_a_fatbin_without_one_for_the_device(void **state)
{
    (void)state;
    static char stub;
    register_kernel(&stub, "kernel_far");
    capture_begin();
    ocr_trace_errors = 1;
    fake_fail_next("cuLibraryGetKernel", CUDA_ERROR_NO_BINARY_FOR_GPU);
    cudaKernel_t k = NULL;
    cudaError_t err = __cudaGetKernel(&k, &stub);
    ocr_trace_errors = 0;
    const char *buf = capture_end();
    assert_cuda(cudaErrorNoKernelImageForDevice, err);
    assert_non_null(strstr(buf, "opencudart: loading a fatbin with no images found"));
    assert_non_null(
        strstr(buf, "opencudart: no image for this device in a fatbin with no images found"));
    assert_non_null(strstr(buf, "opencudart: __cudaGetKernel -> cudaErrorNoKernelImageForDevice"));
}

/* OPENCUDART_TRACE=calls: every call with its result, once (no second line for a failure),
 * the last-error queries included. */
static void trace_calls_reports_every_call_once(void **state)
{
    (void)state;
    int d = -1;
    capture_begin();
    ocr_trace_configure("calls");
    cudaGetDevice(&d);
    cudaMalloc(NULL, 16);
    cudaGetLastError();
    ocr_trace_configure(NULL);
    const char *buf = capture_end();
    assert_non_null(strstr(buf, "opencudart: CUDA runtime 13.3, tracing every call\n"));
    assert_non_null(strstr(buf, "] cudaGetDevice -> cudaSuccess\n"));
    assert_int_equal(occurrences(buf, "cudaMalloc -> cudaErrorInvalidValue"), 1);
    assert_non_null(strstr(buf, "] cudaGetLastError -> cudaErrorInvalidValue\n"));
    assert_int_equal(ocr_intercept, 0);
    assert_int_equal(ocr_trace_errors, 0);
}

/* OPENCUDART_TRACE=stats: calls and failures counted per entry point, most called first. */
static void trace_stats_counts_calls_per_entry_point(void **state)
{
    (void)state;
    int d = -1;
    capture_begin();
    ocr_trace_configure("1,stats");
    for (int i = 0; i < 3; i++)
        cudaGetDevice(&d);
    cudaMalloc(NULL, 16);
    fake_fail_next("cuEventQuery", CUDA_ERROR_NOT_READY);
    assert_cuda(cudaErrorNotReady, cudaEventQuery((cudaEvent_t)0x10)); /* not a failure */
    ocr_trace_configure("0");
    ocr_trace_report_stats();
    const char *buf = capture_end();
    assert_non_null(strstr(buf, "tracing failing calls, with a table of every call at exit\n"));
    assert_non_null(strstr(buf, "opencudart: cudaMalloc -> cudaErrorInvalidValue"));
    assert_non_null(strstr(buf, "opencudart:            3            0  cudaGetDevice\n"));
    assert_non_null(strstr(buf, "opencudart:            1            1  cudaMalloc\n"));
    assert_non_null(strstr(buf, "opencudart:            1            0  cudaEventQuery\n"));
    assert_true(strstr(buf, "  cudaGetDevice\n") < strstr(buf, "  cudaMalloc\n"));
    /* Off again: nothing more is counted. */
    cudaGetDevice(&d);
    capture_begin();
    ocr_trace_report_stats();
    buf = capture_end();
    assert_non_null(strstr(buf, "opencudart:            3            0  cudaGetDevice\n"));
}

/* The table of calls is counted from many threads at once without losing a call. */
static void *stats_worker(void *arg)
{
    (void)arg;
    int d;
    for (int i = 0; i < 1000; i++) {
        cudaGetDevice(&d);
        cudaPeekAtLastError();
    }
    return NULL;
}

static void trace_stats_counts_from_many_threads(void **state)
{
    (void)state;
    pthread_t t[4];
    capture_begin();
    ocr_trace_configure("stats");
    for (int i = 0; i < 4; i++)
        assert_int_equal(pthread_create(&t[i], NULL, stats_worker, NULL), 0);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], NULL);
    ocr_trace_configure(NULL);
    ocr_trace_report_stats();
    const char *buf = capture_end();
    /* 3 more from the single-threaded stats test before. */
    assert_non_null(strstr(buf, "opencudart:         4003            0  cudaGetDevice\n"));
    assert_non_null(strstr(buf, "opencudart:         4000            0  cudaPeekAtLastError\n"));
}

/* OPENCUDART_TRACE=sync: a launch is followed by a synchronisation of its stream, and a kernel
 * that faults is named with its configuration; the launch's own result is unchanged; a stream
 * that is being captured is left alone. With any trace, a failing launch names its kernel. */
static void trace_sync_names_the_kernel_that_faults(void **state)
{
    (void)state;
    static char stub;
    __cudaRegisterFatBinaryEnd(register_kernel(&stub, "_Z6k_failPi"));
    void *args[1] = {NULL};
    cudaStream_t s = NULL;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));

    capture_begin();
    ocr_trace_configure("sync");
    cudaError_t bad = cudaLaunchKernel(&stub, dim3_of(1, 1, 1), dim3_of(4096, 1, 1), args, 0, s);
    cudaError_t begun = cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    fake_log_clear();
    cudaError_t captured = cudaLaunchKernel(&stub, dim3_of(1, 1, 1), dim3_of(32, 1, 1), args, 0, s);
    size_t syncs_in_capture = fake_calls("cuStreamSynchronize");
    cudaGraph_t g = NULL;
    cudaError_t ended = cudaStreamEndCapture(s, &g);
    fake_log_clear();
    /* Last: the fault corrupts the context until the reset below. */
    fake_fail_next("cuStreamSynchronize", CUDA_ERROR_ILLEGAL_ADDRESS);
    cudaError_t faulted = cudaLaunchKernel(&stub, dim3_of(4, 1, 1), dim3_of(256, 1, 1), args, 0, s);
    size_t syncs = fake_calls("cuStreamSynchronize");
    ocr_trace_configure(NULL);
    const char *buf = capture_end();

    assert_non_null(strstr(buf, "tracing failing calls; launches synchronised\n"));
    assert_cuda(cudaErrorInvalidValue, bad);
    /* The name is demangled where the process has the C++ demangler (the sanitizer runtimes
     * bring one), mangled elsewhere. */
    assert_true(strstr(buf, "opencudart: launch of _Z6k_failPi<<<(1,1,1),(4096,1,1)>>> -> "
                            "cudaErrorInvalidValue\n") != NULL ||
                strstr(buf, "opencudart: launch of k_fail(int*)<<<(1,1,1),(4096,1,1)>>> -> "
                            "cudaErrorInvalidValue\n") != NULL);
    assert_cuda(cudaSuccess, begun);
    assert_cuda(cudaSuccess, captured);
    assert_cuda(cudaSuccess, ended);
    assert_int_equal(syncs_in_capture, 0);
    assert_cuda(cudaSuccess, faulted);
    assert_int_equal(syncs, 1);
    assert_true(strstr(buf, "opencudart: kernel _Z6k_failPi<<<(4,1,1),(256,1,1)>>> failed: "
                            "cudaErrorIllegalAddress (an illegal memory access") != NULL ||
                strstr(buf, "opencudart: kernel k_fail(int*)<<<(4,1,1),(256,1,1)>>> failed: "
                            "cudaErrorIllegalAddress (an illegal memory access") != NULL);
    assert_int_equal(ocr_trace_errors, 0);
    assert_cuda(cudaSuccess, cudaDeviceReset());
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(trace_names_the_failing_entry_point, unit_reset),
        cmocka_unit_test_setup(trace_calls_reports_every_call_once, unit_reset),
        cmocka_unit_test_setup(trace_stats_counts_calls_per_entry_point, unit_reset),
        cmocka_unit_test_setup(trace_stats_counts_from_many_threads, unit_reset),
        cmocka_unit_test_setup(trace_sync_names_the_kernel_that_faults, unit_reset),
        cmocka_unit_test_setup(trace_names_the_images_of_a_fatbin_without_one_for_the_device,
                               unit_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake, NULL);
}
