/*
 * Execution contexts (runtime/exec_ctx.c): device resources, green contexts, the primary context
 * as an execution context, their streams (detached once the context is destroyed), over the
 * fake driver. A driver call the installed driver lacks is scripted with the answer driver.c's
 * missing entry gives (CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER).
 */
#include "../runtime/exec_ctx.h"
#include "unit.h"

#include <string.h>

cudaError_t cudaStreamGetDevResource_ptsz(cudaStream_t hStream, cudaDevResource *resource,
                                          enum cudaDevResourceType type);

/* A green context of `sm` SMs on device 0. */
static cudaExecutionContext_t make_green(unsigned sm)
{
    cudaDevResource all, part[1], rest;
    assert_cuda(cudaSuccess, cudaDeviceGetDevResource(0, &all, cudaDevResourceTypeSm));
    unsigned n = 1;
    assert_cuda(cudaSuccess, cudaDevSmResourceSplitByCount(part, &n, &all, &rest, 0, sm));
    assert_int_equal(n, 1);
    cudaDevResourceDesc_t desc;
    assert_cuda(cudaSuccess, cudaDevResourceGenerateDesc(&desc, part, 1));
    cudaExecutionContext_t g = NULL;
    assert_cuda(cudaSuccess, cudaGreenCtxCreate(&g, desc, 0, 0));
    assert_non_null(g);
    return g;
}

static void device_resources(void **state)
{
    (void)state;
    cudaDevResource r;
    memset(&r, 0xff, sizeof r);
    assert_cuda(cudaSuccess, cudaDeviceGetDevResource(0, &r, cudaDevResourceTypeSm));
    assert_int_equal(r.type, cudaDevResourceTypeSm);
    assert_int_equal(r.sm.smCount, 132);
    assert_calls("cuDeviceGetDevResource", 1);
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetDevResource(0, NULL, cudaDevResourceTypeSm));
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceGetDevResource(7, &r, cudaDevResourceTypeSm));
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceGetDevResource(-1, &r, cudaDevResourceTypeSm));
    assert_calls("cuDeviceGetDevResource", 1);
    /* the driver's judgement of the type, and its failures, as they are */
    assert_cuda(cudaErrorInvalidResourceType,
                cudaDeviceGetDevResource(0, &r, cudaDevResourceTypeWorkqueue));
    fake_fail_next("cuDeviceGetDevResource", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorMemoryAllocation, cudaDeviceGetDevResource(0, &r, cudaDevResourceTypeSm));
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
    fake_set_result("cuDeviceGetDevResource", CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER);
    assert_cuda(cudaErrorCallRequiresNewerDriver,
                cudaDeviceGetDevResource(0, &r, cudaDevResourceTypeSm));
}

static void split_and_describe(void **state)
{
    (void)state;
    cudaDevResource all, part[4], rest;
    assert_cuda(cudaSuccess, cudaDeviceGetDevResource(0, &all, cudaDevResourceTypeSm));
    unsigned n = 0;
    assert_cuda(cudaSuccess, cudaDevSmResourceSplitByCount(NULL, &n, &all, NULL, 0, 8));
    assert_int_equal(n, 16);
    n = 4;
    assert_cuda(cudaSuccess, cudaDevSmResourceSplitByCount(part, &n, &all, &rest, 0, 8));
    assert_int_equal(n, 4);
    assert_int_equal(part[3].sm.smCount, 8);
    assert_int_equal(rest.sm.smCount, 132 - 32);
    assert_cuda(cudaErrorInvalidValue, cudaDevSmResourceSplitByCount(part, NULL, &all, NULL, 0, 8));
    fake_fail_next("cuDevSmResourceSplitByCount", CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION);
    assert_cuda(cudaErrorInvalidResourceConfiguration,
                cudaDevSmResourceSplitByCount(part, &n, &all, &rest, 0, 8));
    cudaDevResourceDesc_t desc = NULL;
    assert_cuda(cudaSuccess, cudaDevResourceGenerateDesc(&desc, part, 2));
    assert_non_null(desc);
    assert_cuda(cudaErrorInvalidValue, cudaDevResourceGenerateDesc(NULL, part, 2));
    fake_set_result("cuDevResourceGenerateDesc", CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER);
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaDevResourceGenerateDesc(&desc, part, 2));
}

/* cudaDevSmResourceSplit is a 13.1 driver call: on a driver without it, NVIDIA's answer. */
static void split_needs_a_newer_driver(void **state)
{
    (void)state;
    cudaDevResource all, part[2], rest;
    assert_cuda(cudaSuccess, cudaDeviceGetDevResource(0, &all, cudaDevResourceTypeSm));
    cudaDevSmResourceGroupParams params[2];
    memset(params, 0, sizeof params);
    params[0].smCount = params[1].smCount = 8;
    fake_set_result("cuDevSmResourceSplit", CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER);
    assert_cuda(cudaErrorCallRequiresNewerDriver,
                cudaDevSmResourceSplit(part, 2, &all, &rest, 0, params));
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaGetLastError());
    fake_set_result("cuDevSmResourceSplit", CUDA_SUCCESS);
    assert_cuda(cudaSuccess, cudaDevSmResourceSplit(part, 2, &all, &rest, 0, params));
    assert_calls("cuDevSmResourceSplit", 2);
}

static void green_ctx_lifecycle(void **state)
{
    (void)state;
    size_t live = fake_live_objects();
    int retains = fake_primary_retains(0);
    cudaExecutionContext_t g = make_green(8);
    /* the driver's green context retains the primary context; the runtime asks for the default
     * stream an r580 driver requires */
    assert_int_equal(fake_primary_retains(0), retains + 1);
    int dev = -1;
    assert_cuda(cudaSuccess, cudaExecutionCtxGetDevice(&dev, g));
    assert_int_equal(dev, 0);
    cudaDevResource r;
    assert_cuda(cudaSuccess, cudaExecutionCtxGetDevResource(g, &r, cudaDevResourceTypeSm));
    assert_int_equal(r.sm.smCount, 8);
    assert_calls("cuGreenCtxGetDevResource", 1);
    unsigned long long id = 0;
    assert_cuda(cudaSuccess, cudaExecutionCtxGetId(g, &id));
    assert_true(id >= 1000);
    assert_cuda(cudaErrorInvalidValue, cudaExecutionCtxGetId(g, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaExecutionCtxGetDevice(NULL, g));
    assert_cuda(cudaSuccess, cudaExecutionCtxSynchronize(g));
    assert_calls("cuCtxSynchronize", 1);
    cudaEvent_t ev;
    assert_cuda(cudaSuccess, cudaEventCreate(&ev));
    assert_cuda(cudaSuccess, cudaExecutionCtxRecordEvent(g, ev));
    assert_cuda(cudaSuccess, cudaExecutionCtxWaitEvent(g, ev));
    assert_calls("cuGreenCtxRecordEvent", 1);
    assert_calls("cuGreenCtxWaitEvent", 1);
    assert_calls("cuCtxRecordEvent", 0);
    fake_fail_next("cuGreenCtxRecordEvent", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaExecutionCtxRecordEvent(g, ev));
    assert_cuda(cudaSuccess, cudaEventDestroy(ev));
    CUcontext c = NULL;
    int d = -1;
    assert_cuda(cudaSuccess, ocr_exec_ctx_to_cu(g, &c, &d));
    assert_non_null(c);
    assert_int_equal(d, 0);

    assert_cuda(cudaSuccess, cudaExecutionCtxDestroy(g));
    assert_int_equal(fake_primary_retains(0), retains);
    assert_int_equal(fake_live_objects(), live);
    /* destroyed: refused without reaching the driver */
    fake_log_clear();
    assert_cuda(cudaErrorInvalidResourceHandle, cudaExecutionCtxDestroy(g));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaExecutionCtxSynchronize(g));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaExecutionCtxGetDevice(&dev, g));
    assert_cuda(cudaErrorInvalidResourceHandle, ocr_exec_ctx_to_cu(g, &c, NULL));
    assert_calls("cuGreenCtxDestroy", 0);
    assert_calls("cuCtxSynchronize", 0);
}

static void green_ctx_create_arguments_and_failures(void **state)
{
    (void)state;
    cudaDevResource all;
    assert_cuda(cudaSuccess, cudaDeviceGetDevResource(0, &all, cudaDevResourceTypeSm));
    cudaDevResourceDesc_t desc;
    assert_cuda(cudaSuccess, cudaDevResourceGenerateDesc(&desc, &all, 1));
    size_t live = fake_live_objects();
    cudaExecutionContext_t g = NULL;
    fake_log_clear();
    assert_cuda(cudaErrorInvalidValue, cudaGreenCtxCreate(NULL, desc, 0, 0));
    assert_cuda(cudaErrorInvalidValue, cudaGreenCtxCreate(&g, desc, 0, 1));
    assert_cuda(cudaErrorInvalidDevice, cudaGreenCtxCreate(&g, desc, 3, 0));
    assert_calls("cuGreenCtxCreate", 0);
    fake_fail_next("cuGreenCtxCreate", CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION);
    assert_cuda(cudaErrorInvalidResourceConfiguration, cudaGreenCtxCreate(&g, desc, 0, 0));
    assert_null(g);
    /* the conversion fails: the green context is destroyed again, nothing is kept */
    fake_fail_next("cuCtxFromGreenCtx", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorMemoryAllocation, cudaGreenCtxCreate(&g, desc, 0, 0));
    assert_null(g);
    assert_calls("cuGreenCtxDestroy", 1);
    assert_int_equal(fake_live_objects(), live);
    fake_set_result("cuGreenCtxCreate", CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER);
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaGreenCtxCreate(&g, desc, 0, 0));
    fake_set_result("cuGreenCtxCreate", CUDA_SUCCESS);
    /* a failing destroy keeps the context */
    g = make_green(16);
    fake_fail_next("cuGreenCtxDestroy", CUDA_ERROR_UNKNOWN);
    assert_cuda(cudaErrorUnknown, cudaExecutionCtxDestroy(g));
    assert_cuda(cudaSuccess, cudaExecutionCtxSynchronize(g));
    assert_cuda(cudaSuccess, cudaExecutionCtxDestroy(g));
}

static void primary_execution_context(void **state)
{
    (void)state;
    cudaExecutionContext_t p = NULL, q = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetExecutionCtx(NULL, 0));
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceGetExecutionCtx(&p, 5));
    assert_cuda(cudaSuccess, cudaDeviceGetExecutionCtx(&p, 0));
    assert_ptr_equal(p, fake_primary_context(0));
    assert_true(fake_primary_active(0));
    assert_cuda(cudaSuccess, cudaDeviceGetExecutionCtx(&q, 0));
    assert_ptr_equal(p, q);
    int dev = -1;
    assert_cuda(cudaSuccess, cudaExecutionCtxGetDevice(&dev, p));
    assert_int_equal(dev, 0);
    cudaDevResource r;
    assert_cuda(cudaSuccess, cudaExecutionCtxGetDevResource(p, &r, cudaDevResourceTypeSm));
    assert_int_equal(r.sm.smCount, 132);
    assert_calls("cuCtxGetDevResource", 1);
    unsigned long long id;
    assert_cuda(cudaSuccess, cudaExecutionCtxGetId(p, &id));
    assert_calls("cuCtxGetId", 1);
    cudaEvent_t ev;
    assert_cuda(cudaSuccess, cudaEventCreate(&ev));
    assert_cuda(cudaSuccess, cudaExecutionCtxRecordEvent(p, ev));
    assert_cuda(cudaSuccess, cudaExecutionCtxWaitEvent(p, ev));
    assert_calls("cuCtxRecordEvent", 1);
    assert_calls("cuCtxWaitEvent", 1);
    fake_set_result("cuCtxRecordEvent", CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER);
    assert_cuda(cudaErrorCallRequiresNewerDriver, cudaExecutionCtxRecordEvent(p, ev));
    fake_set_result("cuCtxRecordEvent", CUDA_SUCCESS);
    assert_cuda(cudaSuccess, cudaEventDestroy(ev));
    /* synchronised in its context, whatever context is current; the thread's is put back */
    CUcontext before = fake_current_context();
    assert_cuda(cudaSuccess, cudaExecutionCtxSynchronize(p));
    assert_ptr_equal(fake_current_context(), before);
    /* the primary context is not destroyed */
    assert_cuda(cudaErrorInvalidValue, cudaExecutionCtxDestroy(p));
    assert_cuda(cudaSuccess, cudaExecutionCtxSynchronize(p));
}

/* A context the application made with the driver API: NVIDIA's 13.3 runtime takes it as an
 * execution context (its device, synchronize, streams and events) but will not destroy it
 * (cudaErrorInvalidValue, as for a primary one). A pointer the driver does not know as a context
 * gets the driver's answer. */
static void contexts_not_made_by_the_runtime(void **state)
{
    (void)state;
    cudaExecutionContext_t foreign = (cudaExecutionContext_t)fake_foreign_context(0);
    int dev = -1;
    unsigned long long id = 0;
    cudaStream_t s = NULL;
    fake_log_clear();
    assert_cuda(cudaErrorInvalidValue, cudaExecutionCtxDestroy(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaExecutionCtxSynchronize(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaExecutionCtxGetDevice(&dev, NULL));
    assert_no_driver_call();
    CUcontext before = fake_current_context();
    assert_cuda(cudaSuccess, cudaExecutionCtxGetDevice(&dev, foreign));
    assert_int_equal(dev, 0);
    assert_cuda(cudaSuccess, cudaExecutionCtxGetId(foreign, &id));
    assert_int_equal(id, 500);
    assert_cuda(cudaSuccess, cudaExecutionCtxSynchronize(foreign));
    assert_calls("cuCtxSynchronize", 1);
    assert_cuda(cudaSuccess, cudaExecutionCtxStreamCreate(&s, foreign, 0, 0));
    assert_non_null(s);
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
    assert_cuda(cudaErrorInvalidValue, cudaExecutionCtxDestroy(foreign));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_ptr_equal(before, fake_current_context()); /* the thread's own context put back */
    CUcontext c = NULL;
    assert_cuda(cudaSuccess, ocr_exec_ctx_to_cu(foreign, &c, NULL));
    assert_ptr_equal(c, (CUcontext)foreign);

    /* not a context at all: the driver's CUDA_ERROR_INVALID_CONTEXT */
    static char made_up;
    cudaExecutionContext_t bogus = (cudaExecutionContext_t)&made_up;
    assert_cuda(cudaErrorDeviceUninitialized, cudaExecutionCtxGetDevice(&dev, bogus));
    assert_cuda(cudaErrorDeviceUninitialized, cudaExecutionCtxDestroy(bogus));
    assert_cuda(cudaErrorDeviceUninitialized, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue, ocr_exec_ctx_to_cu(NULL, &c, NULL));
}

static void streams_on_execution_contexts(void **state)
{
    (void)state;
    cudaExecutionContext_t g = make_green(8), p;
    assert_cuda(cudaSuccess, cudaDeviceGetExecutionCtx(&p, 0));
    cudaStream_t s = NULL, t = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaExecutionCtxStreamCreate(NULL, g, 0, 0));
    assert_cuda(cudaErrorInvalidValue, cudaExecutionCtxStreamCreate(&s, g, 2, 0));
    fake_log_clear();
    /* on a green context every stream is non-blocking, as the driver requires */
    assert_cuda(cudaSuccess, cudaExecutionCtxStreamCreate(&s, g, cudaStreamDefault, -1));
    assert_calls("cuGreenCtxStreamCreate", 1);
    unsigned flags = 0;
    assert_cuda(cudaSuccess, cudaStreamGetFlags(s, &flags));
    assert_int_equal(flags, cudaStreamNonBlocking);
    int prio = 0;
    assert_cuda(cudaSuccess, cudaStreamGetPriority(s, &prio));
    assert_int_equal(prio, -1);
    fake_fail_next("cuGreenCtxStreamCreate", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorMemoryAllocation, cudaExecutionCtxStreamCreate(&t, g, 0, 0));
    /* on the primary context: cudaStreamCreateWithPriority's stream in that context */
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaExecutionCtxStreamCreate(&t, p, cudaStreamDefault, 0));
    assert_calls("cuStreamCreateWithPriority", 1);
    assert_calls("cuCtxPushCurrent", 1);
    assert_calls("cuCtxPopCurrent", 1);
    assert_cuda(cudaSuccess, cudaStreamGetFlags(t, &flags));
    assert_int_equal(flags, cudaStreamDefault);
    assert_cuda(cudaSuccess, cudaStreamDestroy(t));
    assert_int_equal(ocr_exec_streams, 1);
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
    assert_int_equal(ocr_exec_streams, 0);
    assert_cuda(cudaSuccess, cudaExecutionCtxDestroy(g));
}

/* The streams of a destroyed green context are detached: every call, cudaStreamDestroy included,
 * answers what the driver answers (an r580 driver: CUDA_ERROR_CONTEXT_IS_DESTROYED), as NVIDIA's
 * 13.3 runtime does on that driver; the runtime forgets the destroyed stream. */
static void detached_streams(void **state)
{
    (void)state;
    cudaExecutionContext_t g = make_green(8);
    cudaStream_t s, live;
    assert_cuda(cudaSuccess, cudaExecutionCtxStreamCreate(&s, g, 0, 0));
    assert_cuda(cudaSuccess, cudaStreamCreate(&live));
    assert_cuda(cudaSuccess, cudaStreamQuery(s));
    assert_cuda(cudaSuccess, cudaExecutionCtxDestroy(g));
    assert_cuda(cudaErrorContextIsDestroyed, cudaStreamQuery(s));
    assert_cuda(cudaErrorContextIsDestroyed, cudaGetLastError());
    assert_cuda(cudaErrorContextIsDestroyed, cudaStreamSynchronize(s));
    assert_cuda(cudaErrorContextIsDestroyed, cudaStreamQuery_ptsz(s));
    cudaDevResource r;
    assert_cuda(cudaErrorContextIsDestroyed,
                cudaStreamGetDevResource(s, &r, cudaDevResourceTypeSm));
    /* other streams are not affected */
    assert_cuda(cudaSuccess, cudaStreamQuery(live));
    assert_cuda(cudaErrorContextIsDestroyed, cudaGetLastError());
    assert_cuda(cudaErrorContextIsDestroyed, cudaStreamDestroy(s));
    assert_int_equal(ocr_exec_streams, 0);
    assert_cuda(cudaErrorContextIsDestroyed, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaStreamDestroy(live));
}

/* Without detached streams, a destroyed context is reported as the driver says. */
static void context_destroyed_without_detached_streams(void **state)
{
    (void)state;
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    fake_fail_next("cuStreamQuery", CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_cuda(cudaErrorContextIsDestroyed, cudaStreamQuery(s));
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
}

static void stream_get_dev_resource(void **state)
{
    (void)state;
    cudaExecutionContext_t g = make_green(16);
    cudaStream_t s, plain;
    assert_cuda(cudaSuccess, cudaExecutionCtxStreamCreate(&s, g, 0, 0));
    assert_cuda(cudaSuccess, cudaStreamCreate(&plain));
    cudaDevResource r;
    assert_cuda(cudaErrorInvalidValue, cudaStreamGetDevResource(s, NULL, cudaDevResourceTypeSm));
    /* a driver that has cuStreamGetDevResource answers */
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaStreamGetDevResource(s, &r, cudaDevResourceTypeSm));
    assert_int_equal(r.sm.smCount, 16);
    assert_calls("cuStreamGetDevResource", 1);
    assert_calls("cuStreamGetGreenCtx", 0);
    fake_fail_next("cuStreamGetDevResource", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaStreamGetDevResource(s, &r, cudaDevResourceTypeSm));
    /* one without it (r580): from the stream's green context, else its context */
    fake_set_result("cuStreamGetDevResource", CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER);
    memset(&r, 0, sizeof r);
    assert_cuda(cudaSuccess, cudaStreamGetDevResource(s, &r, cudaDevResourceTypeSm));
    assert_int_equal(r.sm.smCount, 16);
    assert_calls("cuGreenCtxGetDevResource", 1);
    assert_cuda(cudaSuccess, cudaStreamGetDevResource(plain, &r, cudaDevResourceTypeSm));
    assert_int_equal(r.sm.smCount, 132);
    assert_calls("cuCtxGetDevResource", 1);
    assert_cuda(cudaSuccess, cudaStreamGetDevResource(NULL, &r, cudaDevResourceTypeSm));
    assert_cuda(cudaSuccess, cudaStreamGetDevResource_ptsz(NULL, &r, cudaDevResourceTypeSm));
    assert_int_equal(r.sm.smCount, 132);
    assert_cuda(cudaErrorInvalidResourceType,
                cudaStreamGetDevResource(s, &r, cudaDevResourceTypeWorkqueue));
    fake_fail_next("cuStreamGetGreenCtx", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaStreamGetDevResource(s, &r, cudaDevResourceTypeSm));
    fake_fail_next("cuStreamGetCtx", CUDA_ERROR_INVALID_CONTEXT);
    assert_cuda(cudaErrorDeviceUninitialized,
                cudaStreamGetDevResource(plain, &r, cudaDevResourceTypeSm));
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
    assert_cuda(cudaSuccess, cudaStreamDestroy(plain));
    assert_cuda(cudaSuccess, cudaExecutionCtxDestroy(g));
}

/* cudaDeviceReset of a device with a green context is refused with cudaErrorNotPermitted and
 * changes nothing, as NVIDIA's 13.3 runtime (measured on the GPU): the green context and its
 * streams go on working, and the primary context is not reset. Once the green context is
 * destroyed, the reset forgets the device's other execution contexts: the primary context's old
 * handle is the driver's to judge (a CUcontext the runtime no longer holds). */
static void device_reset_refused_with_green(void **state)
{
    (void)state;
    cudaExecutionContext_t g = make_green(8), p;
    assert_cuda(cudaSuccess, cudaDeviceGetExecutionCtx(&p, 0));
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaExecutionCtxStreamCreate(&s, g, 0, 0));
    fake_log_clear();
    assert_cuda(cudaErrorNotPermitted, cudaDeviceReset());
    assert_cuda(cudaErrorNotPermitted, cudaGetLastError());
    assert_calls("cuGreenCtxDestroy", 0);
    assert_calls("cuDevicePrimaryCtxReset", 0);
    int dev = -1;
    assert_cuda(cudaSuccess, cudaExecutionCtxGetDevice(&dev, g));
    assert_int_equal(dev, 0);
    assert_cuda(cudaSuccess, cudaStreamQuery(s));
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
    assert_cuda(cudaSuccess, cudaExecutionCtxDestroy(g));
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_calls("cuDevicePrimaryCtxReset", 1);
    fake_fail_next("cuCtxGetId", CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_cuda(cudaErrorContextIsDestroyed, cudaExecutionCtxGetDevice(&dev, p));
    assert_calls("cuCtxGetId", 1);
    assert_cuda(cudaSuccess, cudaDeviceGetExecutionCtx(&p, 0));
    assert_cuda(cudaSuccess, cudaExecutionCtxGetDevice(&dev, p));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(device_resources, unit_reset),
        cmocka_unit_test_setup(split_and_describe, unit_reset),
        cmocka_unit_test_setup(split_needs_a_newer_driver, unit_reset),
        cmocka_unit_test_setup(green_ctx_lifecycle, unit_reset),
        cmocka_unit_test_setup(green_ctx_create_arguments_and_failures, unit_reset),
        cmocka_unit_test_setup(primary_execution_context, unit_reset),
        cmocka_unit_test_setup(contexts_not_made_by_the_runtime, unit_reset),
        cmocka_unit_test_setup(streams_on_execution_contexts, unit_reset),
        cmocka_unit_test_setup(detached_streams, unit_reset),
        cmocka_unit_test_setup(context_destroyed_without_detached_streams, unit_reset),
        cmocka_unit_test_setup(stream_get_dev_resource, unit_reset),
        cmocka_unit_test_setup(device_reset_refused_with_green, unit_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake_with_twins, NULL);
}
