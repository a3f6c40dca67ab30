/*
 * Devices and contexts (src/state.c, runtime/device.c): each device's primary context is retained
 * once and made current on first use; a context the application made current itself is used as
 * it is; cudaSetDevice, cudaInitDevice, the device flags, and cudaDeviceReset (the next call
 * re-retains). The fake's devices are numbered from 10 (cuDeviceGet(i) = 10 + i) so that a
 * device ordinal passed where a CUdevice belongs, or the reverse, shows.
 */
#include "unit.h"

#include <limits.h>
#include <pthread.h>

#define DEVICES 3
#define BASE 10

static int group_setup(void **state)
{
    fake_config.device_count = DEVICES;
    fake_config.device_base = BASE;
    return unit_install_fake(state);
}

static void *alloc(void)
{
    void *p = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&p, 16));
    return p;
}

/* -- first use -------------------------------------------------------------------------------- */

static void cudaGetDevice_zero_without_context(void **state)
{
    (void)state;
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 0);
    assert_calls("cuDevicePrimaryCtxRetain", 0);
    assert_null(fake_current_context());
    int n = 0;
    assert_cuda(cudaSuccess, cudaGetDeviceCount(&n));
    assert_int_equal(n, DEVICES);
    for (int i = 0; i < DEVICES; i++)
        assert_int_equal(ocr_devices[i].dev, BASE + i);
}

/* Where the driver refuses the context query (a host function, a forked child, a driver that
 * has shut down), cudaGetDevice answers with the refusal and records it. */
static void cudaGetDevice_reports_the_driver_refusal(void **state)
{
    (void)state;
    alloc();
    static const struct {
        CUresult r;
        cudaError_t e;
    } cases[] = {{CUDA_ERROR_NOT_PERMITTED, cudaErrorNotPermitted},
                 {CUDA_ERROR_NOT_INITIALIZED, cudaErrorInitializationError},
                 {CUDA_ERROR_DEINITIALIZED, cudaErrorCudartUnloading}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int d = -7;
        fake_fail_next("cuCtxGetDevice", cases[i].r);
        assert_cuda(cases[i].e, cudaGetDevice(&d));
        assert_int_equal(d, -7);
        assert_cuda(cases[i].e, cudaGetLastError());
        fake_fail_next("cuCtxGetCurrent", cases[i].r);
        assert_cuda(cases[i].e, cudaDeviceReset());
        cudaGetLastError();
    }
    int d = -7;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 0);
}

static void cudaMalloc_first_use_retains_primary(void **state)
{
    (void)state;
    alloc();
    assert_calls("cuDevicePrimaryCtxRetain", 1);
    assert_int_equal(fake_args.retain_dev, BASE + 0);
    assert_int_equal(fake_primary_retains(0), 1);
    assert_calls("cuCtxSetCurrent", 1);
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
    assert_ptr_equal(fake_last_alloc()->ctx, fake_primary_context(0));
}

/* Once the context is current, an API call costs one context query and its own driver call. */
static void cudaMalloc_hot_path(void **state)
{
    (void)state;
    alloc();
    assert_int_equal(fake_log_size(), 2);
    assert_string_equal(fake_log_name(0), "cuCtxGetCurrent");
    assert_string_equal(fake_log_name(1), "cuMemAlloc");
    assert_int_equal(fake_primary_retains(0), 1);
}

/* -- cudaSetDevice ---------------------------------------------------------------------------- */

static void cudaSetDevice_retains_once_per_device(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_calls("cuDevicePrimaryCtxRetain", 1);
    assert_int_equal(fake_args.retain_dev, BASE + 1);
    assert_ptr_equal(fake_current_context(), fake_primary_context(1));
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 1);
    alloc();
    assert_ptr_equal(fake_last_alloc()->ctx, fake_primary_context(1));

    assert_cuda(cudaSuccess, cudaSetDevice(0));
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    assert_calls("cuDevicePrimaryCtxRetain", 1);
    assert_int_equal(fake_primary_retains(0), 1);
    assert_int_equal(fake_primary_retains(1), 1);
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
    alloc();
    assert_ptr_equal(fake_last_alloc()->ctx, fake_primary_context(0));
}

static void cudaSetDevice_invalid(void **state)
{
    (void)state;
    static const int bad[] = {-1, DEVICES, DEVICES + 1, BASE, INT_MAX, INT_MIN};
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        assert_cuda(cudaErrorInvalidDevice, cudaSetDevice(bad[i]));
        assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
    }
    assert_calls("cuDevicePrimaryCtxRetain", 0);
    assert_calls("cuCtxSetCurrent", 0);
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 0);
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
}

/* -- contexts of the application ------------------------------------------------------------- */

/* With a context the application created current, cudaGetDeviceFlags answers that context's
 * flags (NVIDIA's: hip-tests' Unit_hipGetDeviceFlags_Positive_Context, gpu_drvctx). */
static void cudaGetDeviceFlags_of_a_foreign_context(void **state)
{
    (void)state;
    alloc();
    CUcontext mine = fake_foreign_context(0);
    fake_set_current_context(mine);
    fake_log_clear();
    fake_set_result("cuCtxGetFlags", CUDA_ERROR_INVALID_CONTEXT); /* shows it is asked */
    unsigned f = 77;
    assert_cuda(cudaErrorDeviceUninitialized, cudaGetDeviceFlags(&f));
    assert_int_equal(f, 77);
    fake_set_result("cuCtxGetFlags", CUDA_SUCCESS);
    assert_cuda(cudaSuccess, cudaGetDeviceFlags(&f));
    assert_calls("cuCtxGetFlags", 2);
    cudaGetLastError();
    fake_set_current_context(NULL);
}

static void ocr_enter_respects_foreign_context(void **state)
{
    (void)state;
    CUcontext mine = fake_foreign_context(2);
    fake_set_current_context(mine);
    alloc();
    assert_calls("cuCtxSetCurrent", 0);
    assert_calls("cuDevicePrimaryCtxRetain", 0);
    assert_ptr_equal(fake_current_context(), mine);
    assert_ptr_equal(fake_last_alloc()->ctx, mine);
    /* Its device is the runtime's current device. */
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 2);
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    assert_cuda(cudaSuccess, cudaStreamGetDevice(s, &d));
    assert_int_equal(d, 2);
    assert_cuda(cudaSuccess, cudaDeviceSynchronize());
    assert_calls("cuCtxSetCurrent", 0);
    assert_ptr_equal(fake_current_context(), mine);

    /* The calls that act on the device's primary context itself refuse a foreign one, as
     * NVIDIA's runtime does (read from its library). */
    assert_cuda(cudaErrorIncompatibleDriverContext,
                cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync));
    assert_cuda(cudaErrorIncompatibleDriverContext, cudaDeviceEnablePeerAccess(1, 0));
    assert_cuda(cudaErrorIncompatibleDriverContext, cudaDeviceDisablePeerAccess(1));
    assert_calls("cuDevicePrimaryCtxSetFlags", 0);
    assert_ptr_equal(fake_current_context(), mine);

    /* cudaSetDevice replaces it with the device's primary context. */
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 0);
}

/* A context the fake driver cannot name a device for is still used as it is. */
static void ocr_enter_foreign_context_unknown_device(void **state)
{
    (void)state;
    static int storage;
    CUcontext mine = (CUcontext)&storage;
    fake_set_current_context(mine);
    alloc();
    assert_ptr_equal(fake_last_alloc()->ctx, mine);
    assert_calls("cuCtxSetCurrent", 0);
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 0);
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
}

/* A primary context the application made current through the driver API is the runtime's. */
static void ocr_enter_primary_made_current_by_application(void **state)
{
    (void)state;
    fake_set_current_context(fake_primary_context(1));
    alloc();
    assert_calls("cuCtxSetCurrent", 0);
    assert_calls("cuDevicePrimaryCtxRetain", 0);
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 1);
    assert_cuda(cudaSuccess, cudaSetDevice(0));
}

/* -- threads ---------------------------------------------------------------------------------- */

struct thread_result {
    cudaError_t err;
    CUcontext ctx_after_alloc;
    int device;
};

static void *thread_on_device_1(void *arg)
{
    struct thread_result *r = arg;
    void *p;
    r->err = cudaMalloc(&p, 16);
    r->ctx_after_alloc = fake_current_context();
    if (r->err == cudaSuccess)
        r->err = cudaSetDevice(1);
    if (r->err == cudaSuccess)
        r->err = cudaGetDevice(&r->device);
    return NULL;
}

/* Each thread starts on device 0 and chooses its own device. */
static void cudaSetDevice_per_thread(void **state)
{
    (void)state;
    struct thread_result r = {0};
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, thread_on_device_1, &r), 0);
    assert_int_equal(pthread_join(t, NULL), 0);
    assert_cuda(cudaSuccess, r.err);
    assert_ptr_equal(r.ctx_after_alloc, fake_primary_context(0));
    assert_int_equal(r.device, 1);
    /* Contexts already retained: the thread only made them current. */
    assert_calls("cuDevicePrimaryCtxRetain", 0);
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 0);
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
}

/* -- reset ------------------------------------------------------------------------------------ */

static void cudaDeviceReset_then_next_call_re_retains(void **state)
{
    (void)state;
    alloc();
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_calls("cuDevicePrimaryCtxReset", 1);
    assert_int_equal(fake_args.reset_dev, BASE + 0);
    assert_false(fake_primary_active(0));
    assert_true(fake_primary_active(1)); /* only the current device */
    alloc();
    assert_calls("cuDevicePrimaryCtxRetain", 1);
    assert_int_equal(fake_args.retain_dev, BASE + 0);
    assert_true(fake_primary_active(0));
    assert_ptr_equal(fake_last_alloc()->ctx, fake_primary_context(0));
    /* And only once. */
    fake_log_clear();
    alloc();
    assert_calls("cuDevicePrimaryCtxRetain", 0);
}

/* A release of the runtime's retain that the driver refuses is the reset's answer, and nothing
 * changes: the context stays retained and active, and the next reset gives the retain up. */
static void cudaDeviceReset_release_refused(void **state)
{
    (void)state;
    alloc();
    int retains = fake_primary_retains(0);
    fake_log_clear();
    fake_fail_next("cuDevicePrimaryCtxRelease", CUDA_ERROR_INVALID_DEVICE);
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceReset());
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
    assert_calls("cuDevicePrimaryCtxReset", 0);
    assert_int_equal(fake_primary_retains(0), retains);
    assert_true(fake_primary_active(0));
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_int_equal(fake_primary_retains(0), retains - 1);
    assert_false(fake_primary_active(0));
}

/* After a kernel fault and a reset, the driver can refuse a new primary context with the fault
 * itself: NVIDIA's runtime reports cudaErrorDevicesUnavailable then (seen on the H200). */
static void cudaMalloc_after_reset_retain_refused_with_fault(void **state)
{
    (void)state;
    alloc();
    assert_cuda(cudaSuccess, cudaDeviceReset());
    void *p = NULL;
    fake_fail_next("cuDevicePrimaryCtxRetain", CUDA_ERROR_DEVICE_UNAVAILABLE);
    assert_cuda(cudaErrorDevicesUnavailable, cudaMalloc(&p, 16));
    assert_cuda(cudaErrorDevicesUnavailable, cudaGetLastError());
    fake_fail_next("cuDevicePrimaryCtxRetain", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorMemoryAllocation, cudaMalloc(&p, 16));
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
    /* Only a few causes pass through (read from NVIDIA's library); any other, as a fault,
     * is an unavailable device. */
    fake_fail_next("cuDevicePrimaryCtxRetain", CUDA_ERROR_INVALID_DEVICE);
    assert_cuda(cudaErrorDevicesUnavailable, cudaMalloc(&p, 16));
    fake_fail_next("cuDevicePrimaryCtxRetain", CUDA_ERROR_UNKNOWN);
    assert_cuda(cudaErrorDevicesUnavailable, cudaMalloc(&p, 16));
    fake_fail_next("cuDevicePrimaryCtxRetain", CUDA_ERROR_NOT_SUPPORTED);
    assert_cuda(cudaErrorNotSupported, cudaMalloc(&p, 16));
    /* Making the context current fails: an unavailable device whatever the driver said. */
    fake_fail_next("cuCtxSetCurrent", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorDevicesUnavailable, cudaMalloc(&p, 16));
    cudaGetLastError();
    alloc(); /* the next retain succeeds */
}

static void cudaDeviceReset_of_the_current_device(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_int_equal(fake_args.reset_dev, BASE + 1);
    assert_false(fake_primary_active(1));
    assert_true(fake_primary_active(0));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
}

static pthread_barrier_t step;

static void *thread_across_reset(void *arg)
{
    struct thread_result *r = arg;
    void *p;
    r->err = cudaMalloc(&p, 16); /* device 0's primary context current here */
    pthread_barrier_wait(&step); /* main resets device 0 */
    pthread_barrier_wait(&step);
    if (r->err == cudaSuccess)
        r->err = cudaMalloc(&p, 16);
    r->ctx_after_alloc = fake_current_context();
    return NULL;
}

/* A reset made by one thread is seen by the others: their next call gets a live context. */
static void cudaDeviceReset_seen_by_other_threads(void **state)
{
    (void)state;
    struct thread_result r = {0};
    pthread_t t;
    pthread_barrier_init(&step, NULL, 2);
    assert_int_equal(pthread_create(&t, NULL, thread_across_reset, &r), 0);
    pthread_barrier_wait(&step);
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_false(fake_primary_active(0));
    pthread_barrier_wait(&step);
    assert_int_equal(pthread_join(t, NULL), 0);
    pthread_barrier_destroy(&step);
    assert_cuda(cudaSuccess, r.err);
    assert_true(fake_primary_active(0));
    assert_ptr_equal(r.ctx_after_alloc, fake_primary_context(0));
    assert_calls("cuDevicePrimaryCtxRetain", 1);
}

static void cudaMalloc_retain_failure_then_retry(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaDeviceReset());
    fake_fail_next("cuDevicePrimaryCtxRetain", CUDA_ERROR_OUT_OF_MEMORY);
    void *p = (void *)0x1;
    assert_cuda(cudaErrorMemoryAllocation, cudaMalloc(&p, 16));
    assert_ptr_equal(p, (void *)0x1);
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
    assert_false(fake_primary_active(0));
    alloc();
    assert_calls("cuDevicePrimaryCtxRetain", 2);
    assert_true(fake_primary_active(0));
}

/* -- cudaInitDevice and the device flags ------------------------------------------------------ */

static void cudaInitDevice_keeps_current_context(void **state)
{
    (void)state;
    /* Device 1 inactive, device 0 current. */
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    fake_reset();
    assert_cuda(cudaSuccess, cudaInitDevice(1, 0, 0));
    assert_calls("cuDevicePrimaryCtxRetain", 1);
    assert_int_equal(fake_args.retain_dev, BASE + 1);
    assert_true(fake_primary_active(1));
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 0);
    alloc();
    assert_ptr_equal(fake_last_alloc()->ctx, fake_primary_context(0));
}

static void cudaInitDevice_arguments(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidDevice, cudaInitDevice(DEVICES, 0, 0));
    assert_cuda(cudaErrorInvalidDevice, cudaInitDevice(-1, 0, 0));
    assert_cuda(cudaErrorInvalidValue, cudaInitDevice(1, 0x100, cudaInitDeviceFlagsAreValid));
    assert_calls("cuDevicePrimaryCtxSetFlags", 0);
    assert_cuda(cudaSuccess,
                cudaInitDevice(2, cudaDeviceScheduleBlockingSync, cudaInitDeviceFlagsAreValid));
    assert_int_equal(fake_args.primary_flags_dev, BASE + 2);
    assert_int_equal(fake_args.primary_flags, cudaDeviceScheduleBlockingSync);
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
}

static void cudaSetDeviceFlags_arguments(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaSetDeviceFlags(0x100));
    static const unsigned bad_sched[] = {3, 5, 6, 7};
    for (size_t i = 0; i < sizeof(bad_sched) / sizeof(bad_sched[0]); i++)
        assert_cuda(cudaErrorInvalidValue, cudaSetDeviceFlags(bad_sched[i]));
    assert_calls("cuDevicePrimaryCtxSetFlags", 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());

    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_cuda(cudaSuccess, cudaSetDeviceFlags(cudaDeviceScheduleSpin));
    assert_int_equal(fake_args.primary_flags_dev, BASE + 1);
    assert_int_equal(fake_args.primary_flags, cudaDeviceScheduleSpin);
    assert_cuda(cudaSuccess, cudaSetDevice(0));
}

static void cudaGetDeviceFlags_configured_and_active(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaGetDeviceFlags(NULL));
    /* A reset clears the configured flags (NVIDIA's runtime then reports 0). */
    assert_cuda(cudaSuccess, cudaDeviceReset());
    unsigned f = 1;
    assert_cuda(cudaSuccess, cudaGetDeviceFlags(&f));
    assert_int_equal(f, 0);
    /* cudaSetDeviceFlags makes the context current (as NVIDIA's does), then sets the flags:
     * the active context answers with its own. */
    assert_cuda(cudaSuccess, cudaSetDeviceFlags(cudaDeviceScheduleYield));
    assert_true(fake_primary_active(0));
    f = 0;
    assert_cuda(cudaSuccess, cudaGetDeviceFlags(&f));
    assert_calls("cuCtxGetFlags", 1);
    assert_int_equal(f, cudaDeviceScheduleYield | cudaDeviceMapHost);
    /* Inactive (after a reset): the configured flags, without asking a context. */
    assert_cuda(cudaSuccess, cudaDeviceReset());
    f = 1;
    assert_cuda(cudaSuccess, cudaGetDeviceFlags(&f));
    assert_int_equal(f, 0);
    assert_calls("cuCtxGetFlags", 1);
}

static void cudaSetValidDevices_arguments(void **state)
{
    (void)state;
    int twice[] = {1, 1}, bad[] = {0, DEVICES}, ok[] = {0, 1}, many[DEVICES + 1] = {0};
    assert_cuda(cudaErrorInvalidValue, cudaSetValidDevices(NULL, 1));
    assert_cuda(cudaErrorInvalidValue, cudaSetValidDevices(ok, -1));
    assert_cuda(cudaErrorInvalidValue, cudaSetValidDevices(many, DEVICES + 1));
    assert_cuda(cudaSuccess, cudaSetValidDevices(twice, 2));
    assert_cuda(cudaErrorInvalidDevice, cudaSetValidDevices(bad, 2));
    assert_cuda(cudaSuccess, cudaSetValidDevices(NULL, 0));
    assert_cuda(cudaSuccess, cudaSetValidDevices(ok, 2));
}

/* -- device numbers in other calls ------------------------------------------------------------ */

static void cudaStreamGetDevice_ordinal_of_context(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaSetDevice(2));
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    int d = -1;
    assert_cuda(cudaSuccess, cudaStreamGetDevice(s, &d));
    assert_int_equal(d, 2);
}

static void cudaPointerGetAttributes_device_ordinal(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaSetDevice(2));
    void *p = alloc();
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    struct cudaPointerAttributes a;
    assert_cuda(cudaSuccess, cudaPointerGetAttributes(&a, p));
    assert_int_equal(a.type, cudaMemoryTypeDevice);
    assert_int_equal(a.device, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaGetDevice_zero_without_context, unit_reset),
        cmocka_unit_test_setup(cudaMalloc_first_use_retains_primary, unit_reset),
        cmocka_unit_test_setup(cudaGetDevice_reports_the_driver_refusal, unit_reset),
        cmocka_unit_test_setup(cudaMalloc_hot_path, unit_reset),
        cmocka_unit_test_setup(cudaSetDevice_retains_once_per_device, unit_reset),
        cmocka_unit_test_setup(cudaSetDevice_invalid, unit_reset),
        cmocka_unit_test_setup(cudaGetDeviceFlags_of_a_foreign_context, unit_reset),
        cmocka_unit_test_setup(ocr_enter_respects_foreign_context, unit_reset),
        cmocka_unit_test_setup(ocr_enter_foreign_context_unknown_device, unit_reset),
        cmocka_unit_test_setup(ocr_enter_primary_made_current_by_application, unit_reset),
        cmocka_unit_test_setup(cudaSetDevice_per_thread, unit_reset),
        cmocka_unit_test_setup(cudaDeviceReset_then_next_call_re_retains, unit_reset),
        cmocka_unit_test_setup(cudaDeviceReset_release_refused, unit_reset),
        cmocka_unit_test_setup(cudaMalloc_after_reset_retain_refused_with_fault, unit_reset),
        cmocka_unit_test_setup(cudaDeviceReset_of_the_current_device, unit_reset),
        cmocka_unit_test_setup(cudaDeviceReset_seen_by_other_threads, unit_reset),
        cmocka_unit_test_setup(cudaMalloc_retain_failure_then_retry, unit_reset),
        cmocka_unit_test_setup(cudaInitDevice_keeps_current_context, unit_reset),
        cmocka_unit_test_setup(cudaInitDevice_arguments, unit_reset),
        cmocka_unit_test_setup(cudaSetDeviceFlags_arguments, unit_reset),
        cmocka_unit_test_setup(cudaGetDeviceFlags_configured_and_active, unit_reset),
        cmocka_unit_test_setup(cudaSetValidDevices_arguments, unit_reset),
        cmocka_unit_test_setup(cudaStreamGetDevice_ordinal_of_context, unit_reset),
        cmocka_unit_test_setup(cudaPointerGetAttributes_device_ordinal, unit_reset),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
