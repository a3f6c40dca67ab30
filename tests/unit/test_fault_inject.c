/*
 * OPENCUDART_FAULT (check/fault.c): the rules and their matching (ocr_fault_before, as the
 * per-entry layer calls it), the `launch` rules in every launch path, the sticky faults made by
 * the runtime's own faulting kernel, malformed rules named and ignored, the trace's mark.
 * (Not the driver fault-site sweeps of test_sweep_*: those inject into the fake driver.)
 */
#include "capture.h"
#include "checks.h"
#include "unit.h"

#include <pthread.h>
#include <stdio.h>

cudaError_t cudaLaunchCooperativeKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim,
                                             void **args, size_t sharedMem, cudaStream_t stream);

static int faults_off(void **state)
{
    (void)state;
    ocr_fault_configure(NULL, NULL);
    ocr_fault_injected = false;
    return 0;
}

/* The calls of `entry` that a rule fails, as a string of '.' and 'X', for `n` calls. */
static const char *pattern(const char *entry, int n)
{
    static char buf[256];
    for (int i = 0; i < n; i++) {
        cudaError_t e = cudaSuccess;
        buf[i] = ocr_fault_before(entry, &e) ? 'X' : '.';
        if (buf[i] == 'X')
            assert_int_equal(e, cudaErrorMemoryAllocation);
    }
    buf[n] = '\0';
    ocr_fault_injected = false;
    return buf;
}

static void fault_rule_forms(void **state)
{
    (void)state;
    assert_int_equal(ocr_fault_configure("cudaMalloc:3=cudaErrorMemoryAllocation", NULL), 1);
    assert_string_equal(pattern("cudaMalloc", 6), "..X...");
    assert_string_equal(pattern("cudaFree", 3), "...");
    assert_int_equal(ocr_fault_configure("cudaMalloc:3+=cudaErrorMemoryAllocation", NULL), 1);
    assert_string_equal(pattern("cudaMalloc", 6), "..XXXX");
    assert_int_equal(ocr_fault_configure("cudaMalloc:every=2=cudaErrorMemoryAllocation", NULL), 1);
    assert_string_equal(pattern("cudaMalloc", 6), ".X.X.X");
    assert_int_equal(ocr_fault_configure("cudaMalloc:p=0=cudaErrorMemoryAllocation", NULL), 1);
    assert_string_equal(pattern("cudaMalloc", 6), "......");
    assert_int_equal(ocr_fault_configure("cudaMalloc:p=1=cudaErrorMemoryAllocation", NULL), 1);
    assert_string_equal(pattern("cudaMalloc", 6), "XXXXXX");
    /* Two rules of one entry share its count; the first that matches gives the error. */
    assert_int_equal(ocr_fault_configure("cudaMalloc:2=cudaErrorMemoryAllocation,"
                                         "cudaMalloc:4=cudaErrorMemoryAllocation,"
                                         "cudaFree:1=cudaErrorInvalidValue",
                                         NULL),
                     3);
    assert_string_equal(pattern("cudaMalloc", 5), ".X.X.");
    cudaError_t e;
    assert_true(ocr_fault_before("cudaFree", &e));
    assert_int_equal(e, cudaErrorInvalidValue);
    assert_true(ocr_fault_injected);
}

/* p=P: the same calls fail for the same seed, others for another; about P of them. */
static void fault_probability_is_seeded(void **state)
{
    (void)state;
    char a[201], b[201], c[201];
    ocr_fault_configure("cudaMalloc:p=0.25=cudaErrorMemoryAllocation", "42");
    strcpy(a, pattern("cudaMalloc", 200));
    ocr_fault_configure("cudaMalloc:p=0.25=cudaErrorMemoryAllocation", "42");
    strcpy(b, pattern("cudaMalloc", 200));
    ocr_fault_configure("cudaMalloc:p=0.25=cudaErrorMemoryAllocation", "7");
    strcpy(c, pattern("cudaMalloc", 200));
    assert_string_equal(a, b);
    assert_string_not_equal(a, c);
    size_t x = 0;
    for (int i = 0; i < 200; i++)
        x += a[i] == 'X';
    assert_true(x > 25 && x < 75);
}

/* Malformed rules and unknown names are named on stderr and ignored; good ones beside them
 * are kept. */
static void fault_malformed_rules_ignored(void **state)
{
    (void)state;
    static const char *bad[] = {
        "cudaMalloc",
        "cudaMalloc:1",
        "cudaMalloc:0=cudaErrorMemoryAllocation",
        "cudaMalloc:1=cudaErrorNoSuchThing",
        "cudaMalloc:1=cudaSuccess",
        "cudaMalloc:x=cudaErrorMemoryAllocation",
        "cudaMalloc:every=0=cudaErrorMemoryAllocation",
        "cudaMalloc:p=1.5=cudaErrorMemoryAllocation",
        "malloc:1=cudaErrorMemoryAllocation",
        "launch:1=cudaErrorAssert",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        capture_begin();
        int n = ocr_fault_configure(bad[i], NULL);
        const char *buf = capture_end();
        if (n != 0)
            fail_msg("rule '%s' taken", bad[i]);
        char want[256];
        snprintf(want, sizeof want, "opencudart: OPENCUDART_FAULT: rule '%s' ignored: ", bad[i]);
        if (strncmp(buf, want, strlen(want)) != 0)
            fail_msg("rule '%s': %s", bad[i], buf);
        assert_int_equal(ocr_checks & (OCR_CHECK_FAULT | OCR_CHECK_FAULT_LAUNCH), 0);
    }
    capture_begin();
    assert_int_equal(ocr_fault_configure("bogus,cudaFree:1=cudaErrorInvalidValue", NULL), 1);
    capture_end();
    cudaError_t e;
    assert_true(ocr_fault_before("cudaFree", &e));
}

/* Counted once per call, across threads: every=10 over 4 x 1000 calls fails exactly 400. */
static void *count_calls(void *arg)
{
    size_t *fired = arg;
    for (int i = 0; i < 1000; i++) {
        cudaError_t e;
        if (ocr_fault_before("cudaMemcpyAsync", &e))
            (*fired)++;
    }
    return NULL;
}

static void fault_counts_across_threads(void **state)
{
    (void)state;
    ocr_fault_configure("cudaMemcpyAsync:every=10=cudaErrorInvalidValue", NULL);
    pthread_t t[4];
    size_t fired[4] = {0};
    for (int i = 0; i < 4; i++)
        assert_int_equal(pthread_create(&t[i], NULL, count_calls, &fired[i]), 0);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], NULL);
    assert_int_equal(fired[0] + fired[1] + fired[2] + fired[3], 400);
}

static dim3 one(void)
{
    dim3 d = {1, 1, 1};
    return d;
}

/* A launch rule with an ordinary error: the Nth launch, however made, returns it without a
 * driver call and records it as the last error; the others launch. */
static void fault_launch_every_path(void **state)
{
    (void)state;
    ocr_fault_configure("launch:2=cudaErrorLaunchOutOfResources", NULL);
    static char kernel;
    cudaKernel_t k = (cudaKernel_t)&kernel;
    assert_cuda(cudaSuccess, __cudaLaunchKernel(k, one(), one(), NULL, 0, NULL));
    fake_log_clear();
    assert_cuda(cudaErrorLaunchOutOfResources, __cudaLaunchKernel(k, one(), one(), NULL, 0, NULL));
    assert_no_driver_call();
    assert_cuda(cudaErrorLaunchOutOfResources, cudaGetLastError());
    assert_cuda(cudaSuccess, __cudaLaunchKernel(k, one(), one(), NULL, 0, NULL));

    /* Every launch entry point counts as a launch. */
    ocr_fault_configure("launch:every=1=cudaErrorInvalidConfiguration", NULL);
    fake_log_clear();
    assert_cuda(cudaErrorInvalidConfiguration, __cudaLaunchKernel(k, one(), one(), NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidConfiguration,
                __cudaLaunchKernel_ptsz(k, one(), one(), NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidConfiguration, cudaLaunchKernel(k, one(), one(), NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidConfiguration,
                cudaLaunchKernel_ptsz(k, one(), one(), NULL, 0, NULL));
    cudaLaunchConfig_t cfg = {0};
    cfg.gridDim = one();
    cfg.blockDim = one();
    assert_cuda(cudaErrorInvalidConfiguration, cudaLaunchKernelExC(&cfg, k, NULL));
    assert_cuda(cudaErrorInvalidConfiguration, cudaLaunchKernelExC_ptsz(&cfg, k, NULL));
    assert_cuda(cudaErrorInvalidConfiguration,
                cudaLaunchCooperativeKernel(k, one(), one(), NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidConfiguration,
                cudaLaunchCooperativeKernel_ptsz(k, one(), one(), NULL, 0, NULL));
    assert_no_driver_call();
    ocr_tls.last_error = cudaSuccess;
}

/* A launch rule with a sticky error: the runtime's faulting kernel is launched in place of the
 * program's, on its stream, and the launch returns what the driver said. */
static void fault_launch_sticky_runs_the_faulting_kernel(void **state)
{
    (void)state;
    static const struct {
        const char *rule;
        const char *kernel;
    } cases[] = {
        {"launch:1=cudaErrorIllegalAddress", "ocr_fault_illegal_address"},
        {"launch:1=cudaErrorLaunchFailure", "ocr_fault_trap"},
        {"launch:1=cudaErrorMisalignedAddress", "ocr_fault_misaligned"},
        {"launch:1=cudaErrorIllegalInstruction", "ocr_fault_illegal_instruction"},
    };
    static char kernel;
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_int_equal(ocr_fault_configure(cases[i].rule, NULL), 1);
        size_t before = fake_launches();
        assert_cuda(cudaSuccess,
                    __cudaLaunchKernel((cudaKernel_t)&kernel, one(), one(), NULL, 0, s));
        assert_int_equal(fake_launches(), before + 1);
        const struct fake_launch *l = fake_last_launch();
        assert_true(l->stream == (CUstream)s);
        assert_int_equal(l->grid[0] * l->grid[1] * l->grid[2], 1);
        /* The PTX is loaded once, then its kernel is the one launched. */
        assert_true(fake_library_loads() >= 1);
        const struct fake_library_load *load = fake_library_load(0);
        assert_non_null(strstr((const char *)load->code, ".entry ocr_fault_trap"));
        assert_ptr_equal(l->f, (CUfunction)fake_kernel_handle(load->lib, cases[i].kernel));
        assert_cuda(cudaSuccess, cudaGetLastError());
    }
    assert_int_equal(fake_library_loads(), 1);
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
}

/* The trace marks an injected call. */
static void fault_trace_marks_injected(void **state)
{
    (void)state;
    ocr_fault_configure("launch:1=cudaErrorLaunchOutOfResources", NULL);
    static char kernel;
    capture_begin();
    ocr_trace_configure("calls");
    (void)cudaLaunchKernel((cudaKernel_t)&kernel, one(), one(), NULL, 0, NULL);
    (void)cudaLaunchKernel((cudaKernel_t)&kernel, one(), one(), NULL, 0, NULL);
    ocr_trace_configure(NULL);
    const char *buf = capture_end();
    assert_non_null(
        strstr(buf, "] cudaLaunchKernel -> cudaErrorLaunchOutOfResources (injected)\n"));
    assert_non_null(strstr(buf, "] cudaLaunchKernel -> cudaSuccess\n"));
    ocr_tls.last_error = cudaSuccess;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(fault_rule_forms, unit_reset, faults_off),
        cmocka_unit_test_setup_teardown(fault_probability_is_seeded, unit_reset, faults_off),
        cmocka_unit_test_setup_teardown(fault_malformed_rules_ignored, unit_reset, faults_off),
        cmocka_unit_test_setup_teardown(fault_counts_across_threads, unit_reset, faults_off),
        cmocka_unit_test_setup_teardown(fault_launch_every_path, unit_enter_and_reset, faults_off),
        cmocka_unit_test_setup_teardown(fault_launch_sticky_runs_the_faulting_kernel,
                                        unit_enter_and_reset, faults_off),
        cmocka_unit_test_setup_teardown(fault_trace_marks_injected, unit_enter_and_reset,
                                        faults_off),
    };
    return cmocka_run_group_tests(tests, unit_install_fake_with_twins, NULL);
}
