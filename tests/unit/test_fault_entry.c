/*
 * OPENCUDART_FAULT's per-entry rules through the entry layer (calls/calls.h, check/fault.c): an
 * injected call returns its error without doing its work (outputs untouched, nothing enqueued,
 * no driver call, before init too) and records it as the call's own failure would be (last
 * error, never cudaErrorNotReady, not by the last-error queries); N, N+, every=K and seeded p=P
 * over real calls; twins count as their base function; a per-entry launch rule and a `launch`
 * rule never count one call twice; the trace and the timeline mark the call. The run
 * `init_fails` (cuInit fails): an injected error (a per-entry or a `launch` rule's) is not
 * replaced by the initialisation failure.
 * (test_fault_inject covers the rule parser and the `launch` rules.)
 */
#include "calls.h"
#include "capture.h"
#include "checks.h"
#include "unit.h"

#include <stdio.h>
#include <unistd.h>

static int faults_off(void **state)
{
    (void)state;
    ocr_fault_configure(NULL, NULL);
    ocr_trace_configure(NULL);
    ocr_tls.last_error = cudaSuccess;
    return 0;
}

static void rules(const char *r, const char *seed)
{
    if (ocr_fault_configure(r, seed) < 1)
        fail_msg("rule '%s' not taken", r);
}

/* A registered kernel, so that cudaLaunchKernel of its stub launches. */
static const struct {
    int magic, version;
    const void *data;
    void *filename;
} wrapper = {0x466243b1, 1, "fatbin", NULL};
static char stub;

static void register_stub(void)
{
    static void **fatbin;
    if (fatbin != NULL)
        return;
    fatbin = __cudaRegisterFatBinary((void *)&wrapper);
    __cudaRegisterFunction(fatbin, &stub, (char *)"_Z4stubv", "_Z4stubv", -1, NULL, NULL, NULL,
                           NULL, NULL);
    __cudaRegisterFatBinaryEnd(fatbin);
}

static dim3 one(void)
{
    dim3 d = {1, 1, 1};
    return d;
}

/* Runs first, before anything initialised the runtime: an injected call needs no init and
 * makes no driver call; the layer is on without the timeline. */
static void fault_entry_before_init(void **state)
{
    (void)state;
    assert_int_equal(ocr_init_state, 0);
    assert_int_equal(ocr_intercept, 0);
    rules("cudaMalloc:1=cudaErrorMemoryAllocation,cudaStreamCreate:1=cudaErrorInvalidValue", NULL);
    assert_int_equal(ocr_intercept, OCR_INTERCEPT_FAULT);
    assert_false(ocr_timeline_on());
    void *p = (void *)0x1234;
    assert_cuda(cudaErrorMemoryAllocation, cudaMalloc(&p, 64));
    assert_ptr_equal(p, (void *)0x1234);
    cudaStream_t s = (cudaStream_t)0x5678;
    assert_cuda(cudaErrorInvalidValue, cudaStreamCreate(&s));
    assert_ptr_equal(s, (cudaStream_t)0x5678);
    assert_int_equal(ocr_init_state, 0);
    assert_no_driver_call();
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
    assert_false(ocr_fault_injected);
    /* The next calls are the program's own. */
    assert_cuda(cudaSuccess, cudaMalloc(&p, 64));
    assert_int_equal(ocr_init_state, 1);
    assert_cuda(cudaSuccess, cudaFree(p));
    ocr_fault_configure(NULL, NULL);
    assert_int_equal(ocr_intercept, 0);
}

/* Which of `n` cudaMalloc calls fail ('X') and which succeed ('.'). */
static const char *malloc_pattern(int n)
{
    static char buf[256];
    for (int i = 0; i < n; i++) {
        void *p = NULL;
        cudaError_t e = cudaMalloc(&p, 16);
        if (e == cudaSuccess) {
            buf[i] = '.';
            assert_cuda(cudaSuccess, cudaFree(p));
        } else {
            assert_int_equal(e, cudaErrorMemoryAllocation);
            assert_null(p);
            buf[i] = 'X';
        }
    }
    buf[n] = '\0';
    ocr_tls.last_error = cudaSuccess;
    return buf;
}

static void fault_entry_when_forms(void **state)
{
    (void)state;
    rules("cudaMalloc:3=cudaErrorMemoryAllocation", NULL);
    assert_string_equal(malloc_pattern(6), "..X...");
    rules("cudaMalloc:3+=cudaErrorMemoryAllocation", NULL);
    assert_string_equal(malloc_pattern(6), "..XXXX");
    rules("cudaMalloc:every=2=cudaErrorMemoryAllocation", NULL);
    assert_string_equal(malloc_pattern(6), ".X.X.X");
    /* The calls of cudaFree in between are not counted by a cudaMalloc rule. */
    rules("cudaMalloc:p=0.3=cudaErrorMemoryAllocation", "1234");
    char a[101];
    strcpy(a, malloc_pattern(100));
    rules("cudaMalloc:p=0.3=cudaErrorMemoryAllocation", "1234");
    assert_string_equal(malloc_pattern(100), a);
    rules("cudaMalloc:p=0.3=cudaErrorMemoryAllocation", "99");
    assert_string_not_equal(malloc_pattern(100), a);
    size_t x = 0;
    for (int i = 0; i < 100; i++)
        x += a[i] == 'X';
    assert_true(x > 10 && x < 50);
}

/* Nothing is done: outputs untouched, no copy, nothing enqueued, no driver call. */
static void fault_entry_outputs_untouched(void **state)
{
    (void)state;
    char src[64], dst[64];
    memset(src, 'a', sizeof src);
    memset(dst, 'z', sizeof dst);
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    void *d;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 64));
    rules("cudaMemcpy:1=cudaErrorInvalidValue,cudaMemcpyAsync:1=cudaErrorInvalidValue,"
          "cudaMemsetAsync:1=cudaErrorInvalidValue,cudaLaunchHostFunc:1=cudaErrorInvalidValue,"
          "cudaEventCreate:1=cudaErrorMemoryAllocation,cudaMalloc:1=cudaErrorMemoryAllocation",
          NULL);
    fake_log_clear();
    size_t launches = fake_launches();
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy(dst, src, sizeof dst, cudaMemcpyHostToHost));
    assert_cuda(cudaErrorInvalidValue, cudaMemcpyAsync(d, src, 64, cudaMemcpyHostToDevice, s));
    assert_cuda(cudaErrorInvalidValue, cudaMemsetAsync(d, 0, 64, s));
    assert_cuda(cudaErrorInvalidValue, cudaLaunchHostFunc(s, (cudaHostFn_t)abort, NULL));
    cudaEvent_t ev = (cudaEvent_t)0x99;
    assert_cuda(cudaErrorMemoryAllocation, cudaEventCreate(&ev));
    assert_ptr_equal(ev, (cudaEvent_t)0x99);
    void *p = (void *)0x42;
    assert_cuda(cudaErrorMemoryAllocation, cudaMalloc(&p, 64));
    assert_ptr_equal(p, (void *)0x42);
    assert_no_driver_call();
    assert_int_equal(fake_launches(), launches);
    for (size_t i = 0; i < sizeof dst; i++)
        assert_int_equal(dst[i], 'z');
    /* The second calls do their work (the copy moves the bytes: the memory is backed). */
    assert_cuda(cudaSuccess, cudaMemcpy(dst, src, sizeof dst, cudaMemcpyHostToHost));
    assert_int_equal(dst[0], 'a');
    assert_cuda(cudaSuccess, cudaMemsetAsync(d, 0, 64, s));
    assert_cuda(cudaSuccess, cudaStreamSynchronize(s));
    assert_cuda(cudaSuccess, cudaFree(d));
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
}

/* The last error is the injected one, as a real failure's; cudaGetLastError clears it,
 * cudaPeekAtLastError does not; a success after it leaves it. */
static void fault_entry_records_last_error(void **state)
{
    (void)state;
    rules("cudaSetDevice:1=cudaErrorInvalidDevice", NULL);
    assert_cuda(cudaErrorInvalidDevice, cudaSetDevice(0));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    assert_cuda(cudaErrorInvalidDevice, cudaPeekAtLastError());
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaGetLastError());
    /* A real failure of the same kind records the same way (for comparison). */
    assert_cuda(cudaErrorInvalidDevice, cudaSetDevice(1000));
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
}

/* cudaErrorNotReady is never recorded: neither a real one nor an injected one. */
static void fault_entry_not_ready_unrecorded(void **state)
{
    (void)state;
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    fake_fail_next("cuStreamQuery", CUDA_ERROR_NOT_READY);
    assert_cuda(cudaErrorNotReady, cudaStreamQuery(s));
    assert_cuda(cudaSuccess, cudaPeekAtLastError());
    rules("cudaStreamQuery:1=cudaErrorNotReady", NULL);
    fake_log_clear();
    assert_cuda(cudaErrorNotReady, cudaStreamQuery(s));
    assert_no_driver_call();
    assert_cuda(cudaSuccess, cudaPeekAtLastError());
    assert_false(ocr_fault_injected);
    assert_cuda(cudaSuccess, cudaStreamQuery(s));
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
}

/* The last-error queries return an injected error without recording it (they never record). */
static void fault_entry_last_error_queries(void **state)
{
    (void)state;
    ocr_tls.last_error = cudaErrorInvalidValue;
    rules("cudaGetLastError:1=cudaErrorLaunchFailure,cudaPeekAtLastError:1=cudaErrorLaunchFailure",
          NULL);
    assert_cuda(cudaErrorLaunchFailure, cudaPeekAtLastError());
    assert_cuda(cudaErrorLaunchFailure, cudaGetLastError());
    /* Not cleared by the injected query, nor replaced. */
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaGetLastError());
}

/* A twin counts as its base function, on one counter; a rule naming the twin means the base. */
static void fault_entry_twins_count_as_base(void **state)
{
    (void)state;
    char host[16] = {0};
    void *d;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 16));
    rules("cudaMemcpyAsync:2+=cudaErrorInvalidValue", NULL);
    assert_cuda(cudaSuccess, cudaMemcpyAsync(d, host, 16, cudaMemcpyHostToDevice, NULL));
    fake_log_clear();
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpyAsync_ptsz(d, host, 16, cudaMemcpyHostToDevice, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaMemcpyAsync(d, host, 16, cudaMemcpyHostToDevice, NULL));
    assert_no_driver_call();
    rules("cudaMemset_ptds:every=2=cudaErrorInvalidValue", NULL);
    assert_cuda(cudaSuccess, cudaMemset_ptds(d, 0, 16));
    assert_cuda(cudaErrorInvalidValue, cudaMemset(d, 0, 16));
    assert_cuda(cudaSuccess, cudaMemset(d, 0, 16));
    assert_cuda(cudaErrorInvalidValue, cudaMemset_ptds(d, 0, 16));
    /* Another function with a longer name is not a twin of it. */
    rules("cudaMemset:1+=cudaErrorInvalidValue", NULL);
    assert_cuda(cudaSuccess, cudaMemsetAsync(d, 0, 16, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaMemset_ptds(d, 0, 16));
    ocr_fault_configure(NULL, NULL);
    ocr_tls.last_error = cudaSuccess;
    assert_cuda(cudaSuccess, cudaFree(d));
}

/* A per-entry rule for a launch function and a `launch` rule: the per-entry rule's call never
 * reaches the launch (not counted as one); each call is injected at most once. */
static void fault_entry_and_launch_rules_count_once(void **state)
{
    (void)state;
    static char kernel;
    cudaKernel_t k = (cudaKernel_t)&kernel;
    register_stub();
    rules("cudaLaunchKernel:1=cudaErrorInvalidValue,launch:1=cudaErrorLaunchOutOfResources", NULL);
    size_t launches = fake_launches();
    assert_cuda(cudaErrorInvalidValue, cudaLaunchKernel(&stub, one(), one(), NULL, 0, NULL));
    assert_cuda(cudaErrorLaunchOutOfResources,
                cudaLaunchKernel(&stub, one(), one(), NULL, 0, NULL));
    assert_cuda(cudaSuccess, cudaLaunchKernel(&stub, one(), one(), NULL, 0, NULL));
    assert_int_equal(fake_launches(), launches + 1);
    /* <<<>>> (__cudaLaunchKernel) is not cudaLaunchKernel: only `launch` rules count it. */
    rules("cudaLaunchKernel:1+=cudaErrorInvalidValue,launch:2=cudaErrorLaunchOutOfResources", NULL);
    assert_cuda(cudaSuccess, __cudaLaunchKernel(k, one(), one(), NULL, 0, NULL));
    assert_cuda(cudaErrorLaunchOutOfResources, __cudaLaunchKernel(k, one(), one(), NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaLaunchKernel(&stub, one(), one(), NULL, 0, NULL));
    assert_cuda(cudaSuccess, __cudaLaunchKernel(k, one(), one(), NULL, 0, NULL));
    assert_int_equal(fake_launches(), launches + 3);
    ocr_tls.last_error = cudaSuccess;
}

/* The trace marks the injected call, every call traced or failures only; its stats count it
 * under the entry point's one row. */
static void fault_entry_trace_marks_injected(void **state)
{
    (void)state;
    rules("cudaMalloc:1=cudaErrorMemoryAllocation", NULL);
    void *p;
    capture_begin();
    ocr_trace_configure("calls");
    (void)cudaMalloc(&p, 16);
    assert_cuda(cudaSuccess, cudaMalloc(&p, 16));
    ocr_trace_configure(NULL);
    const char *buf = capture_end();
    assert_non_null(strstr(buf, "] cudaMalloc -> cudaErrorMemoryAllocation (injected)\n"));
    assert_non_null(strstr(buf, "] cudaMalloc -> cudaSuccess\n"));
    assert_cuda(cudaSuccess, cudaFree(p));

    rules("cudaMalloc:1=cudaErrorMemoryAllocation", NULL);
    capture_begin();
    ocr_trace_configure("1");
    (void)cudaMalloc(&p, 16);
    fake_fail_next("cuMemAlloc", CUDA_ERROR_OUT_OF_MEMORY);
    (void)cudaMalloc(&p, 16);
    ocr_trace_configure(NULL);
    buf = capture_end();
    /* Two failure lines: the injected one marked, the real one not. */
    const char *first = strstr(buf, "opencudart: cudaMalloc -> cudaErrorMemoryAllocation (");
    assert_non_null(first);
    const char *eol = strchr(first, '\n');
    assert_non_null(eol);
    assert_memory_equal(eol - 11, " (injected)", 11);
    const char *second = strstr(eol, "opencudart: cudaMalloc -> cudaErrorMemoryAllocation (");
    assert_non_null(second);
    assert_null(strstr(second, "(injected)"));

    /* The table of calls: the injected call and the real ones in the entry point's one row
     * (the layer's copy of the name need not be its __func__). The table is printed at exit
     * too, as with OPENCUDART_TRACE=stats. */
    rules("cudaMalloc:1=cudaErrorMemoryAllocation", NULL);
    capture_begin();
    ocr_trace_configure("stats");
    (void)cudaMalloc(&p, 16);
    assert_cuda(cudaSuccess, cudaMalloc(&p, 16));
    assert_cuda(cudaSuccess, cudaFree(p));
    ocr_trace_configure(NULL);
    ocr_trace_report_stats();
    buf = capture_end();
    const char *row = strstr(buf, "  cudaMalloc\n");
    assert_non_null(row);
    assert_null(strstr(row + 1, "  cudaMalloc\n"));
    const char *bol = row;
    while (bol > buf && bol[-1] != '\n')
        bol--;
    char want[128];
    snprintf(want, sizeof want, "opencudart: %12d %12d  cudaMalloc\n", 2, 1);
    assert_memory_equal(bol, want, strlen(want));
    ocr_tls.last_error = cudaSuccess;
}

/* Runs last (the timeline is written once per process): the injected call's event says so in
 * its args and has no GPU work (no events recorded for it). */
static void fault_entry_timeline_marks_injected(void **state)
{
    (void)state;
    char path[] = "/tmp/ocr_fault_timeline_XXXXXX";
    temp_file(path);
    ocr_timeline_set_file(path); /* the variable is read once, at load */
    ocr_timeline_configure(true);
    rules("cudaMemsetAsync:1=cudaErrorInvalidValue", NULL);
    assert_int_equal(ocr_intercept, OCR_INTERCEPT_TIMELINE | OCR_INTERCEPT_FAULT);
    void *d;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 64));
    size_t records = fake_calls("cuEventRecord");
    assert_cuda(cudaErrorInvalidValue, cudaMemsetAsync(d, 7, 64, NULL));
    assert_int_equal(fake_calls("cuEventRecord"), records);
    assert_calls("cuMemsetD8Async", 0);
    assert_cuda(cudaSuccess, cudaMemsetAsync(d, 8, 64, NULL));
    assert_true(fake_calls("cuEventRecord") > records);
    assert_cuda(cudaSuccess, cudaFree(d));
    ocr_fault_configure(NULL, NULL);
    /* The timeline alone keeps the layer on. */
    assert_int_equal(ocr_intercept, OCR_INTERCEPT_TIMELINE);
    ocr_timeline_write();
    ocr_timeline_configure(false);
    assert_int_equal(ocr_intercept, 0);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    unlink(path);
    buf[n] = '\0';
    assert_non_null(strstr(buf, "\"value\":7,\"count\":64,\"stream\":\"default stream\","
                                "\"result\":\"cudaErrorInvalidValue\",\"injected\":true}"));
    assert_non_null(strstr(buf, "\"value\":8,\"count\":64,\"stream\":\"default stream\","
                                "\"result\":\"cudaSuccess\"}"));
    size_t injected = 0;
    for (const char *p = buf; (p = strstr(p, "\"injected\"")) != NULL; p++)
        injected++;
    assert_int_equal(injected, 1);
    ocr_tls.last_error = cudaSuccess;
}

/* -- the run init_fails ------------------------------------------------------------------------ */

/* cuInit fails: an injected call answers its own error, the others the initialisation's. */
static void fault_entry_not_replaced_by_init_failure(void **state)
{
    (void)state;
    rules("cudaMalloc:1=cudaErrorMemoryAllocation", NULL);
    void *p = (void *)0x10;
    assert_cuda(cudaErrorMemoryAllocation, cudaMalloc(&p, 16));
    assert_int_equal(ocr_init_state, 0);
    assert_int_equal(ocr_tls.last_error, cudaErrorMemoryAllocation);
    assert_cuda(cudaErrorNoDevice, cudaMalloc(&p, 16));
    assert_ptr_equal(p, (void *)0x10);
    assert_int_equal(ocr_init_state, -1);
    assert_int_equal(ocr_tls.last_error, cudaErrorNoDevice);
}

/* cuInit fails: a `launch` rule's error is the launch's answer too (the launch path injects it
 * before init), recorded as the last error; the next launch answers the initialisation's. */
static void fault_launch_not_replaced_by_init_failure(void **state)
{
    (void)state;
    static char kernel;
    rules("launch:1=cudaErrorLaunchOutOfResources", NULL);
    assert_cuda(cudaErrorLaunchOutOfResources,
                cudaLaunchKernel(&kernel, one(), one(), NULL, 0, NULL));
    assert_int_equal(ocr_tls.last_error, cudaErrorLaunchOutOfResources);
    assert_cuda(cudaErrorNoDevice, cudaLaunchKernel(&kernel, one(), one(), NULL, 0, NULL));
    assert_int_equal(ocr_tls.last_error, cudaErrorNoDevice);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "init_fails") == 0) {
        const struct CMUnitTest tests[] = {
            cmocka_unit_test_teardown(fault_entry_not_replaced_by_init_failure, faults_off),
            cmocka_unit_test_teardown(fault_launch_not_replaced_by_init_failure, faults_off),
        };
        fake_driver_install();
        fake_set_result("cuInit", CUDA_ERROR_NO_DEVICE);
        return cmocka_run_group_tests_name("fault entry, init fails", tests, NULL, NULL);
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(fault_entry_before_init, unit_reset, faults_off),
        cmocka_unit_test_setup_teardown(fault_entry_when_forms, unit_enter_and_reset, faults_off),
        cmocka_unit_test_setup_teardown(fault_entry_outputs_untouched, unit_enter_and_reset,
                                        faults_off),
        cmocka_unit_test_setup_teardown(fault_entry_records_last_error, unit_enter_and_reset,
                                        faults_off),
        cmocka_unit_test_setup_teardown(fault_entry_not_ready_unrecorded, unit_enter_and_reset,
                                        faults_off),
        cmocka_unit_test_setup_teardown(fault_entry_last_error_queries, unit_enter_and_reset,
                                        faults_off),
        cmocka_unit_test_setup_teardown(fault_entry_twins_count_as_base, unit_enter_and_reset,
                                        faults_off),
        cmocka_unit_test_setup_teardown(fault_entry_and_launch_rules_count_once,
                                        unit_enter_and_reset, faults_off),
        cmocka_unit_test_setup_teardown(fault_entry_trace_marks_injected, unit_enter_and_reset,
                                        faults_off),
        cmocka_unit_test_setup_teardown(fault_entry_timeline_marks_injected, unit_enter_and_reset,
                                        faults_off),
    };
    fake_config.backed_memory = true;
    fake_driver_install();
    fake_install_ptds_twins();
    return cmocka_run_group_tests_name("fault entry", tests, NULL, NULL);
}
