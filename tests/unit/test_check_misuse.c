/*
 * OPENCUDART_CHECK=misuse (check/check.c): one warning line per misuse, naming the call, the
 * object and the caller's site; the call's result is the one it has without the check.
 */
#include "capture.h"
#include "checks.h"
#include "unit.h"

#include <stdio.h>

static int misuse_on(void **state)
{
    unit_enter_and_reset(state);
    ocr_check_configure("misuse", NULL);
    return 0;
}

static int checks_off(void **state)
{
    (void)state;
    ocr_check_configure(NULL, NULL);
    return 0;
}

/* A double free: the warning names both sites; the driver's answer is unchanged. */
static void misuse_double_free(void **state)
{
    (void)state;
    void *d;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 4096));
    assert_cuda(cudaSuccess, cudaFree(d));
    ocr_check_configure(NULL, NULL);
    cudaError_t plain = cudaFree(d);
    ocr_check_configure("misuse", NULL);
    assert_cuda(cudaSuccess, cudaMalloc(&d, 4096));
    assert_cuda(cudaSuccess, cudaFree(d));
    capture_begin();
    fprintf(stderr, "-");
    assert_cuda(plain, cudaFree(d));
    const char *buf = capture_end();
    assert_int_equal(occurrences(buf, "\n"), 1);
    assert_non_null(strstr(buf, "opencudart: misuse: cudaFree(0x"));
    assert_non_null(strstr(buf, ") at test_check_misuse+0x"));
    assert_non_null(strstr(buf, ": released twice: device memory (cudaMalloc) of 4096 bytes made "
                                "at test_check_misuse+0x"));
    assert_non_null(strstr(buf, ", already released at test_check_misuse+0x"));
    ocr_tls.last_error = cudaSuccess;
}

/* An interior pointer; memory of the other kind, both ways. */
static void misuse_free_interior_and_kind_mismatch(void **state)
{
    (void)state;
    void *d, *h;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 256));
    assert_cuda(cudaSuccess, cudaMallocHost(&h, 512));
    capture_begin();
    (void)cudaFree((char *)d + 16);
    (void)cudaFree(h);
    (void)cudaFreeHost(d);
    const char *buf = capture_end();
    assert_int_equal(occurrences(buf, "opencudart: misuse: "), 3);
    assert_non_null(strstr(buf, "not the start of an allocation: 16 bytes into device memory "
                                "(cudaMalloc) of 256 bytes"));
    assert_non_null(strstr(buf, "cudaFree(0x"));
    assert_non_null(strstr(buf, "this is host memory (cudaMallocHost) of 512 bytes made at "));
    assert_non_null(strstr(buf, ", released by cudaFreeHost\n"));
    assert_non_null(strstr(buf, "cudaFreeHost(0x"));
    assert_non_null(strstr(buf, "this is device memory (cudaMalloc) of 256 bytes made at "));
    assert_non_null(strstr(buf, ", released by cudaFree\n"));
    ocr_tls.last_error = cudaSuccess;
    /* The right calls say nothing. */
    capture_begin();
    fprintf(stderr, "-");
    assert_cuda(cudaSuccess, cudaFree(d));
    assert_cuda(cudaSuccess, cudaFreeHost(h));
    assert_string_equal(capture_end(), "-");
}

/* Copies and memsets that run past the end of their allocation; ones that fit say nothing. */
static void misuse_copy_past_the_end(void **state)
{
    (void)state;
    void *a, *b;
    assert_cuda(cudaSuccess, cudaMalloc(&a, 1024));
    assert_cuda(cudaSuccess, cudaMalloc(&b, 1024));
    static char host[2048];
    capture_begin();
    fprintf(stderr, "-");
    assert_cuda(cudaSuccess, cudaMemcpy(a, host, 1024, cudaMemcpyHostToDevice));
    assert_cuda(cudaSuccess, cudaMemset((char *)b + 1000, 0, 24));
    assert_string_equal(capture_end(), "-");
    capture_begin();
    assert_cuda(cudaSuccess, cudaMemcpy((char *)a + 512, host, 1024, cudaMemcpyHostToDevice));
    assert_cuda(cudaSuccess, cudaMemcpyAsync(host, b, 1100, cudaMemcpyDeviceToHost, NULL));
    assert_cuda(cudaSuccess, cudaMemsetAsync((char *)b + 1000, 0, 25, NULL));
    const char *buf = capture_end();
    assert_int_equal(occurrences(buf, "opencudart: misuse: "), 3);
    assert_non_null(strstr(buf, "cudaMemcpy(0x"));
    assert_non_null(strstr(buf, "the destination range of 1024 bytes runs 512 bytes past the end "
                                "of device memory (cudaMalloc) of 1024 bytes made at "));
    assert_non_null(strstr(buf, "(at offset 512)"));
    assert_non_null(strstr(buf, "cudaMemcpyAsync(0x"));
    assert_non_null(strstr(buf, "the source range of 1100 bytes runs 76 bytes past the end"));
    assert_non_null(strstr(buf, "cudaMemsetAsync(0x"));
    assert_non_null(strstr(buf, "runs 1 bytes past the end"));
    assert_cuda(cudaSuccess, cudaFree(a));
    assert_cuda(cudaSuccess, cudaFree(b));
}

/* A stream, an event and a graph used after they were destroyed. */
static void misuse_destroyed_stream_event_graph(void **state)
{
    (void)state;
    cudaStream_t s;
    cudaEvent_t e;
    cudaGraph_t g;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    assert_cuda(cudaSuccess, cudaEventCreate(&e));
    assert_cuda(cudaSuccess, cudaGraphCreate(&g, 0));
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
    assert_cuda(cudaSuccess, cudaEventDestroy(e));
    assert_cuda(cudaSuccess, cudaGraphDestroy(g));
    capture_begin();
    (void)cudaStreamSynchronize(s);
    (void)cudaEventRecord(e, NULL);
    cudaGraphExec_t x;
    (void)cudaGraphInstantiate(&x, g, 0);
    (void)cudaStreamQuery(s);
    (void)cudaEventSynchronize(e);
    const char *buf = capture_end();
    assert_int_equal(occurrences(buf, "opencudart: misuse: "), 5);
    assert_non_null(strstr(buf, "cudaStreamSynchronize(0x"));
    assert_non_null(strstr(buf, "use of a destroyed stream: stream made at test_check_misuse+0x"));
    assert_non_null(strstr(buf, "destroyed at test_check_misuse+0x"));
    assert_non_null(strstr(buf, "cudaEventRecord(0x"));
    assert_non_null(strstr(buf, "use of a destroyed event"));
    assert_non_null(strstr(buf, "cudaGraphInstantiate(0x"));
    assert_non_null(strstr(buf, "use of a destroyed graph"));
    assert_non_null(strstr(buf, "cudaStreamQuery(0x"));
    assert_non_null(strstr(buf, "cudaEventSynchronize(0x"));
    ocr_tls.last_error = cudaSuccess;
}

static cudaError_t in_callback_result;
static void CUDA_CB calls_runtime(void *data)
{
    int *device = data;
    in_callback_result = cudaGetDevice(device);
}

static void CUDA_CB callback_calls_runtime(cudaStream_t s, cudaError_t status, void *data)
{
    (void)s;
    (void)status;
    (void)cudaGetLastError();
    (void)data;
}

/* A runtime call from inside a host function or a stream callback: the enqueued function is the
 * trampoline (run here as the driver would), whose thread mark the call's record sees. */
static void misuse_runtime_call_from_a_callback(void **state)
{
    (void)state;
    int device = -1;
    cudaHostFn_t fn = calls_runtime;
    void *data = &device;
    assert_true(ocr_check_wrap_host_fn(&fn, &data));
    assert_ptr_not_equal(fn, calls_runtime);
    capture_begin();
    fn(data);
    const char *buf = capture_end();
    assert_cuda(cudaSuccess, in_callback_result);
    assert_int_equal(device, 0);
    assert_string_equal(buf, "opencudart: misuse: cudaGetDevice called from inside a host "
                             "function (cudaLaunchHostFunc), which must make no CUDA call\n");
    cudaStreamCallback_t cb = callback_calls_runtime;
    data = NULL;
    assert_true(ocr_check_wrap_callback(&cb, &data));
    capture_begin();
    cb(NULL, cudaSuccess, data);
    buf = capture_end();
    assert_string_equal(buf, "opencudart: misuse: cudaGetLastError called from inside a stream "
                             "callback (cudaStreamAddCallback), which must make no CUDA call\n");
    /* Outside a callback, nothing. */
    capture_begin();
    fprintf(stderr, "-");
    assert_cuda(cudaSuccess, cudaGetDevice(&device));
    assert_string_equal(capture_end(), "-");
}

/* Off: no warning, the same results. */
static void misuse_off_says_nothing(void **state)
{
    (void)state;
    ocr_check_configure(NULL, NULL);
    void *d;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 64));
    assert_cuda(cudaSuccess, cudaFree(d));
    capture_begin();
    fprintf(stderr, "-");
    (void)cudaFree(d);
    assert_string_equal(capture_end(), "-");
    ocr_tls.last_error = cudaSuccess;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(misuse_double_free, misuse_on, checks_off),
        cmocka_unit_test_setup_teardown(misuse_free_interior_and_kind_mismatch, misuse_on,
                                        checks_off),
        cmocka_unit_test_setup_teardown(misuse_copy_past_the_end, misuse_on, checks_off),
        cmocka_unit_test_setup_teardown(misuse_destroyed_stream_event_graph, misuse_on, checks_off),
        cmocka_unit_test_setup_teardown(misuse_runtime_call_from_a_callback, misuse_on, checks_off),
        cmocka_unit_test_setup_teardown(misuse_off_says_nothing, misuse_on, checks_off),
    };
    return cmocka_run_group_tests(tests, unit_install_fake_with_twins, NULL);
}
