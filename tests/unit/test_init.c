/*
 * Process initialisation (src/state.c ocr_init): lazy, once per process, and what every call
 * reports when it fails. Init runs once per process, so each scenario is its own run of this
 * program, chosen by its argument:
 *
 *   (none)            a driver with 3 devices: init is lazy, once, and creates no context
 *   no_device         cuInit fails with CUDA_ERROR_NO_DEVICE     -> cudaErrorNoDevice
 *   stub_library      cuInit fails with CUDA_ERROR_STUB_LIBRARY  -> cudaErrorStubLibrary
 *   zero_devices      cuDeviceGetCount says 0                    -> cudaErrorNoDevice
 *   count_fails       cuDeviceGetCount fails (NOT_INITIALIZED)   -> cudaErrorInitializationError
 *   device_get_fails  cuDeviceGet(1) fails (INVALID_DEVICE)      -> cudaErrorInvalidDevice
 *   many_devices      more devices than the runtime keeps (70 > OCR_MAX_DEVICES)
 *   fault_sweep       each driver call of init failed in turn, each in a forked child
 *
 * A missing or too old libcuda cannot be faked through the table (installing a fake skips the
 * loader); the ABI tests cover that path.
 */
#include "unit.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* A registered kernel, to see that init failures reach the registry's paths too. */
static const struct {
    int magic, version;
    const void *data;
    void *filename;
} wrapper = {0x466243b1, 1, "fatbin", NULL};
static void **fatbin;
static void stub(void)
{
}

static void register_module(void)
{
    fatbin = __cudaRegisterFatBinary((void *)&wrapper);
    __cudaRegisterFunction(fatbin, (const char *)stub, (char *)"_Z4stubv", "_Z4stubv", -1, NULL,
                           NULL, NULL, NULL, NULL);
    __cudaRegisterFatBinaryEnd(fatbin);
}

/* -- the successful init ---------------------------------------------------------------------- */

static void cudaRuntimeGetVersion_needs_no_init(void **state)
{
    (void)state;
    int v = 0;
    assert_cuda(cudaSuccess, cudaRuntimeGetVersion(&v));
    /* the API level the library implements (CUDA 13.3), above the 13.0 headers it is built with */
    assert_int_equal(v, OCR_CUDART_API_VERSION);
    assert_int_equal(v, 13030);
    assert_cuda(cudaErrorInvalidValue, cudaRuntimeGetVersion(NULL));
    assert_int_equal(ocr_init_state, 0);
    assert_no_driver_call();
    ocr_tls.last_error = cudaSuccess;
}

static void __cudaRegisterFatBinary_needs_no_init(void **state)
{
    (void)state;
    register_module();
    assert_int_equal(ocr_init_state, 0);
    assert_no_driver_call();
}

struct count_result {
    cudaError_t err;
    int count;
};
static pthread_barrier_t barrier;

static void *count_devices(void *arg)
{
    struct count_result *r = arg;
    pthread_barrier_wait(&barrier);
    r->err = cudaGetDeviceCount(&r->count);
    return NULL;
}

/* Many threads race into the first call: the driver is initialised exactly once. */
static void cudaGetDeviceCount_initialises_once(void **state)
{
    (void)state;
    enum { N = 8 };
    pthread_t t[N];
    struct count_result r[N];
    pthread_barrier_init(&barrier, NULL, N);
    for (int i = 0; i < N; i++)
        assert_int_equal(pthread_create(&t[i], NULL, count_devices, &r[i]), 0);
    for (int i = 0; i < N; i++) {
        assert_int_equal(pthread_join(t[i], NULL), 0);
        assert_cuda(cudaSuccess, r[i].err);
        assert_int_equal(r[i].count, 3);
    }
    pthread_barrier_destroy(&barrier);
    assert_int_equal(ocr_init_state, 1);
    assert_calls("cuInit", 1);
    assert_int_equal(fake_args.init_flags, 0);
    assert_calls("cuDeviceGetCount", 1);
    assert_calls("cuDeviceGet", 3);
    assert_int_equal(ocr_device_count, 3);
    for (int d = 0; d < 3; d++)
        assert_int_equal(ocr_devices[d].dev, d);
    /* Init creates no context and leaves the primary contexts' flags alone. */
    assert_calls("cuDevicePrimaryCtxRetain", 0);
    assert_calls("cuDevicePrimaryCtxSetFlags", 0);
    assert_calls("cuCtxSetCurrent", 0);
    for (int d = 0; d < 3; d++)
        assert_false(fake_primary_active(d));
    /* Unconfigured devices report cudaDeviceMapHost (as NVIDIA's runtime). */
    unsigned f = 0;
    assert_cuda(cudaSuccess, cudaGetDeviceFlags(&f));
    assert_int_equal(f, cudaDeviceMapHost);
}

static void cudaGetDeviceCount_after_init_no_driver_call(void **state)
{
    (void)state;
    fake_log_clear();
    int n = 0;
    assert_cuda(cudaSuccess, cudaGetDeviceCount(&n));
    assert_int_equal(n, 3);
    assert_no_driver_call();
}

static void cudaGetDeviceCount_null(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaGetDeviceCount(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* cudaGetDevice names device 0 without creating its context. */
static void cudaGetDevice_creates_no_context(void **state)
{
    (void)state;
    fake_log_clear();
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 0);
    assert_calls("cuDevicePrimaryCtxRetain", 0);
}

static void cudaDriverGetVersion_reports_driver(void **state)
{
    (void)state;
    int v = 0;
    assert_cuda(cudaSuccess, cudaDriverGetVersion(&v));
    assert_int_equal(v, 13000);
    assert_cuda(cudaErrorInvalidValue, cudaDriverGetVersion(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* The first call that needs a context makes device 0's primary context. */
static void cudaMalloc_first_context(void **state)
{
    (void)state;
    fake_log_clear();
    void *p = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&p, 64));
    assert_non_null(p);
    assert_calls("cuDevicePrimaryCtxRetain", 1);
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
    assert_cuda(cudaSuccess, cudaGetLastError());
}

/* -- failed init ------------------------------------------------------------------------------ */

static cudaError_t expected;      /* what init fails with in this scenario */
static const char *failing_entry; /* the driver call init fails in */
static size_t init_calls;         /* driver calls the first (failing) init made */

/* The very first call of the process is cudaGetLastError: it reports the init failure, and
 * keeps reporting it (it never clears it). */
static void cudaGetLastError_reports_init_failure(void **state)
{
    (void)state;
    assert_int_equal(ocr_init_state, 0);
    assert_cuda(expected, cudaGetLastError());
    assert_int_equal(ocr_init_state, -1);
    /* Init stopped at the failing call. */
    init_calls = fake_calls_total();
    assert_string_equal(fake_log_name(init_calls - 1), failing_entry);
    assert_cuda(expected, cudaGetLastError());
    assert_cuda(expected, cudaPeekAtLastError());
    assert_cuda(expected, cudaGetLastError());
}

static void ocr_init_failure_returned_by_every_call(void **state)
{
    (void)state;
    void *p = (void *)0x1;
    int d = -5;
    cudaStream_t s = (cudaStream_t)0x2;
    cudaEvent_t e = (cudaEvent_t)0x3;
    assert_cuda(expected, cudaMalloc(&p, 64));
    assert_ptr_equal(p, (void *)0x1);
    assert_cuda(expected, cudaFree(NULL));
    assert_cuda(expected, cudaSetDevice(0));
    assert_cuda(expected, cudaGetDevice(&d));
    assert_int_equal(d, -5);
    assert_cuda(expected, cudaDeviceSynchronize());
    assert_cuda(expected, cudaDeviceReset());
    assert_cuda(expected, cudaStreamCreate(&s));
    assert_ptr_equal(s, (cudaStream_t)0x2);
    assert_cuda(expected, cudaEventCreate(&e));
    assert_ptr_equal(e, (cudaEvent_t)0x3);
    assert_cuda(expected, cudaStreamSynchronize(NULL));
    assert_cuda(expected, cudaMemcpy(&d, &d, sizeof(d), cudaMemcpyHostToHost));
    assert_cuda(expected, cudaMemset((void *)0x1000, 0, 16));
    cudaKernel_t k = (cudaKernel_t)0x4;
    assert_cuda(expected, __cudaGetKernel(&k, (const void *)stub));
    /* NVIDIA's writes the stub as the kernel where it cannot initialise (its library without a
     * driver: the output holds the stub after the call). */
    assert_ptr_equal(k, (cudaKernel_t)(const void *)stub);
    assert_cuda(expected, cudaLaunchKernel((const void *)stub, (dim3){1, 1, 1}, (dim3){1, 1, 1},
                                           NULL, 0, NULL));
    assert_cuda(expected, __cudaLaunchKernel((cudaKernel_t)0x10, (dim3){1, 1, 1}, (dim3){1, 1, 1},
                                             NULL, 0, NULL));
    assert_int_equal(__cudaInitModule(fatbin), 0);
    assert_cuda(expected, cudaGetLastError());
    assert_cuda(expected, cudaPeekAtLastError());
}

static void cudaGetDeviceCount_not_written_on_failure(void **state)
{
    (void)state;
    int n = -7;
    assert_cuda(expected, cudaGetDeviceCount(&n));
    assert_int_equal(n, -7);
}

/* The version calls and the error strings work without a usable driver. */
static void cudaRuntimeGetVersion_after_init_failure(void **state)
{
    (void)state;
    int v = 0;
    assert_cuda(cudaSuccess, cudaRuntimeGetVersion(&v));
    assert_int_equal(v, 13030);
    v = -1;
    assert_cuda(cudaSuccess, cudaDriverGetVersion(&v));
    assert_true(v >= 0);
    assert_non_null(cudaGetErrorString(expected));
    assert_string_not_equal(cudaGetErrorString(expected), "unrecognized error code");
    assert_string_equal(cudaGetErrorName(expected), ocr_error_name(expected));
}

static void *peek_in_thread(void *arg)
{
    cudaError_t *r = arg;
    r[0] = cudaPeekAtLastError();
    r[1] = cudaGetLastError();
    r[2] = cudaGetLastError();
    return NULL;
}

/* The failure is the process's: a new thread sees it too. */
static void cudaGetLastError_init_failure_every_thread(void **state)
{
    (void)state;
    cudaError_t r[3];
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, peek_in_thread, r), 0);
    assert_int_equal(pthread_join(t, NULL), 0);
    for (int i = 0; i < 3; i++)
        assert_cuda(expected, r[i]);
}

/* Init was tried once; no call after the failure reached the driver. */
static void ocr_init_failure_tried_once(void **state)
{
    (void)state;
    if (fake_calls("cuInit") != 1 || fake_calls_total() != init_calls)
        fail_msg("expected %zu driver calls (init only), got: %s", init_calls, fake_log_string());
}

/* -- more devices than the runtime keeps ------------------------------------------------------ */

static void cudaGetDeviceCount_clamped(void **state)
{
    (void)state;
    int n = 0;
    assert_cuda(cudaSuccess, cudaGetDeviceCount(&n));
    assert_int_equal(n, OCR_MAX_DEVICES);
    assert_calls("cuDeviceGet", OCR_MAX_DEVICES);
    assert_cuda(cudaSuccess, cudaSetDevice(OCR_MAX_DEVICES - 1));
    assert_ptr_equal(fake_current_context(), fake_primary_context(OCR_MAX_DEVICES - 1));
    assert_cuda(cudaErrorInvalidDevice, cudaSetDevice(OCR_MAX_DEVICES));
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, OCR_MAX_DEVICES - 1);
}

/* -- every init call failing in turn ---------------------------------------------------------- */

/* Child: fail the n-th driver call, then check what the first API calls say.
 * Exit 0: the fault hit init and was reported; 1: init made fewer than n calls and succeeded;
 * 6: the failing call was the optional configuration of a primary context, and init went on;
 * 2 and up (but 6): a check failed. */
static int sweep_child(unsigned n)
{
    fake_config.device_count = 2;
    fake_fail_nth(n, CUDA_ERROR_UNKNOWN);
    fake_driver_install();
    int count = -7;
    cudaError_t err = cudaGetDeviceCount(&count);
    if (!fake_fault_fired())
        return (err == cudaSuccess && count == 2) ? 1 : 2;
    const char *failed = fake_log_name(n - 1);
    if (err == cudaSuccess && count == 2 &&
        (strcmp(failed, "cuDevicePrimaryCtxGetState") == 0 ||
         strcmp(failed, "cuDevicePrimaryCtxSetFlags") == 0))
        return 6;
    if (err != cudaErrorUnknown || count != -7)
        return 3;
    void *p;
    if (cudaMalloc(&p, 16) != cudaErrorUnknown || cudaGetLastError() != cudaErrorUnknown)
        return 4;
    if (fake_calls_total() != n) /* nothing after the failing call */
        return 5;
    return 0;
}

static void ocr_init_each_driver_call_failing(void **state)
{
    (void)state;
    unsigned n, reported = 0;
    for (n = 1; n < 50; n++) {
        fflush(NULL);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0)
            _exit(sweep_child(n));
        int status = 0;
        assert_int_equal(waitpid(pid, &status, 0), pid);
        if (!WIFEXITED(status))
            fail_msg("child for call %u died (status %d)", n, status);
        int code = WEXITSTATUS(status);
        if (code == 1)
            break;
        if (code == 0)
            reported++;
        else if (code != 6)
            fail_msg("failing driver call %u of init: check %d failed", n, code);
    }
    /* At least cuInit, cuDeviceGetCount and cuDeviceGet x 2 are essential. */
    assert_true(reported >= 4);
    assert_true(n < 50);
}

/* -- scenarios -------------------------------------------------------------------------------- */

static void setup_failure(CUresult r, const char *entry)
{
    fake_set_result(entry, r);
    failing_entry = entry;
}

int main(int argc, char **argv)
{
    const char *scenario = argc > 1 ? argv[1] : "";
    const struct CMUnitTest ok_tests[] = {
        cmocka_unit_test(cudaRuntimeGetVersion_needs_no_init),
        cmocka_unit_test(__cudaRegisterFatBinary_needs_no_init),
        cmocka_unit_test(cudaGetDeviceCount_initialises_once),
        cmocka_unit_test(cudaGetDeviceCount_after_init_no_driver_call),
        cmocka_unit_test(cudaGetDeviceCount_null),
        cmocka_unit_test(cudaGetDevice_creates_no_context),
        cmocka_unit_test(cudaDriverGetVersion_reports_driver),
        cmocka_unit_test(cudaMalloc_first_context),
    };
    const struct CMUnitTest failure_tests[] = {
        cmocka_unit_test(cudaGetLastError_reports_init_failure),
        cmocka_unit_test(ocr_init_failure_returned_by_every_call),
        cmocka_unit_test(cudaGetDeviceCount_not_written_on_failure),
        cmocka_unit_test(cudaRuntimeGetVersion_after_init_failure),
        cmocka_unit_test(cudaGetLastError_init_failure_every_thread),
        cmocka_unit_test(ocr_init_failure_tried_once),
    };
    const struct CMUnitTest many_tests[] = {
        cmocka_unit_test(cudaGetDeviceCount_clamped),
    };
    const struct CMUnitTest sweep_tests[] = {
        cmocka_unit_test(ocr_init_each_driver_call_failing),
    };

    if (strcmp(scenario, "") == 0) {
        fake_config.device_count = 3;
        fake_driver_install();
        return cmocka_run_group_tests_name("init", ok_tests, NULL, NULL);
    }
    if (strcmp(scenario, "fault_sweep") == 0) /* each child installs its own fake */
        return cmocka_run_group_tests_name("init fault sweep", sweep_tests, NULL, NULL);
    if (strcmp(scenario, "many_devices") == 0) {
        fake_config.device_count = 70;
        fake_driver_install();
        return cmocka_run_group_tests_name("init many devices", many_tests, NULL, NULL);
    }

    if (strcmp(scenario, "no_device") == 0) {
        expected = cudaErrorNoDevice;
        setup_failure(CUDA_ERROR_NO_DEVICE, "cuInit");
    } else if (strcmp(scenario, "stub_library") == 0) {
        expected = cudaErrorStubLibrary;
        setup_failure(CUDA_ERROR_STUB_LIBRARY, "cuInit");
    } else if (strcmp(scenario, "zero_devices") == 0) {
        expected = cudaErrorNoDevice;
        fake_config.device_count = 0;
        failing_entry = "cuDeviceGetCount"; /* succeeds, with 0 */
    } else if (strcmp(scenario, "count_fails") == 0) {
        expected = cudaErrorInitializationError;
        setup_failure(CUDA_ERROR_NOT_INITIALIZED, "cuDeviceGetCount");
    } else if (strcmp(scenario, "device_get_fails") == 0) {
        expected = cudaErrorInvalidDevice;
        fake_config.device_count = 2;
        fake_fail_nth_of("cuDeviceGet", 2, CUDA_ERROR_INVALID_DEVICE);
        failing_entry = "cuDeviceGet";
    } else {
        fprintf(stderr, "unknown scenario %s\n", scenario);
        return 2;
    }
    register_module();
    fake_driver_install();
    return cmocka_run_group_tests_name(scenario, failure_tests, NULL, NULL);
}
