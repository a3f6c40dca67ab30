/*
 * Fault-injection sweeps (sweep.h) of execution contexts (runtime/exec_ctx.c): device resources,
 * a green context's life with its streams and events, the primary context as an execution
 * context, a context the application made with the driver API, cudaStreamGetDevResource on a
 * driver without its call (emulated). Every driver failure is the call's answer, and
 * nothing the runtime made is left behind.
 */
#include "sweep.h"

cudaError_t cudaStreamGetDevResource_ptsz(cudaStream_t hStream, cudaDevResource *resource,
                                          enum cudaDevResourceType type);

static const CUresult results[] = {CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_INVALID_HANDLE};
static const struct sweep_options options = {results, sizeof(results) / sizeof(results[0]), NULL};

static int setup(void **state)
{
    unit_install_fake(state);
    fake_install_ptds_twins();
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess && n == 1 ? 0 : -1;
}

static void green_life(struct sweep *s, void *arg)
{
    (void)arg;
    cudaDevResource all, part[2], rest;
    if (!SWEEP_CALL_OUT(s, &all, sizeof(all),
                        cudaDeviceGetDevResource(0, &all, cudaDevResourceTypeSm)))
        return;
    unsigned n = 2;
    if (!SWEEP_CALL(s, cudaDevSmResourceSplitByCount(part, &n, &all, &rest, 0, 8)))
        return;
    cudaDevSmResourceGroupParams params[2] = {{.smCount = 8}, {.smCount = 8}};
    (void)SWEEP_CALL(s, cudaDevSmResourceSplit(part, 2, &all, &rest, 0, params));
    cudaDevResourceDesc_t desc;
    if (!SWEEP_CALL_OUT(s, &desc, sizeof(desc), cudaDevResourceGenerateDesc(&desc, part, 1)))
        return;
    cudaExecutionContext_t g;
    if (!SWEEP_CALL_OUT(s, &g, sizeof(g), cudaGreenCtxCreate(&g, desc, 0, 0)))
        return;
    int dev;
    unsigned long long id;
    cudaDevResource r;
    (void)SWEEP_CALL(s, cudaExecutionCtxGetDevice(&dev, g));
    (void)SWEEP_CALL_OUT(s, &id, sizeof(id), cudaExecutionCtxGetId(g, &id));
    (void)SWEEP_CALL(s, cudaExecutionCtxGetDevResource(g, &r, cudaDevResourceTypeSm));
    (void)SWEEP_CALL(s, cudaExecutionCtxSynchronize(g));
    cudaStream_t st;
    if (SWEEP_CALL_OUT(s, &st, sizeof(st), cudaExecutionCtxStreamCreate(&st, g, 0, 0))) {
        (void)SWEEP_CALL(s, cudaStreamGetDevResource(st, &r, cudaDevResourceTypeSm));
        cudaEvent_t ev;
        if (SWEEP_CALL_OUT(s, &ev, sizeof(ev), cudaEventCreate(&ev))) {
            (void)SWEEP_CALL(s, cudaExecutionCtxRecordEvent(g, ev));
            (void)SWEEP_CALL(s, cudaExecutionCtxWaitEvent(g, ev));
            SWEEP_CLEANUP(s, cudaEventDestroy(ev));
        }
        SWEEP_CLEANUP(s, cudaStreamDestroy(st));
    }
    SWEEP_CLEANUP(s, cudaExecutionCtxDestroy(g));
}

static void green_sweep(void **state)
{
    (void)state;
    sweep_run("green_life", green_life, NULL, &options);
}

static void primary_life(struct sweep *s, void *arg)
{
    (void)arg;
    cudaExecutionContext_t p;
    if (!SWEEP_CALL_OUT(s, &p, sizeof(p), cudaDeviceGetExecutionCtx(&p, 0)))
        return;
    unsigned long long id;
    cudaDevResource r;
    (void)SWEEP_CALL_OUT(s, &id, sizeof(id), cudaExecutionCtxGetId(p, &id));
    (void)SWEEP_CALL(s, cudaExecutionCtxGetDevResource(p, &r, cudaDevResourceTypeSm));
    (void)SWEEP_CALL(s, cudaExecutionCtxSynchronize(p));
    cudaStream_t st;
    if (SWEEP_CALL_OUT(s, &st, sizeof(st), cudaExecutionCtxStreamCreate(&st, p, 0, -1))) {
        cudaEvent_t ev;
        if (SWEEP_CALL_OUT(s, &ev, sizeof(ev), cudaEventCreate(&ev))) {
            (void)SWEEP_CALL(s, cudaExecutionCtxRecordEvent(p, ev));
            (void)SWEEP_CALL(s, cudaExecutionCtxWaitEvent(p, ev));
            SWEEP_CLEANUP(s, cudaEventDestroy(ev));
        }
        SWEEP_CLEANUP(s, cudaStreamDestroy(st));
    }
}

static void primary_sweep(void **state)
{
    (void)state;
    sweep_run("primary_life", primary_life, NULL, &options);
}

/* A context the application made with the driver API, taken as an execution context: every
 * driver call of its adoption (its id, its device through push and pop) is the call's answer. */
static void foreign_life(struct sweep *s, void *arg)
{
    (void)arg;
    cudaExecutionContext_t f = (cudaExecutionContext_t)fake_foreign_context(0);
    CUcontext before = fake_current_context();
    int dev;
    (void)SWEEP_CALL_OUT(s, &dev, sizeof(dev), cudaExecutionCtxGetDevice(&dev, f));
    (void)SWEEP_CALL(s, cudaExecutionCtxSynchronize(f));
    /* A refused cuCtxPopCurrent leaves the context pushed, as it would any caller of the driver:
     * the thread's stack is put back for the next run. */
    if (fake_current_context() != before) {
        fake_set_current_context(NULL);
        fake_set_current_context(before);
    }
}

static void foreign_sweep(void **state)
{
    (void)state;
    sweep_run("foreign_life", foreign_life, NULL, &options);
}

/* An r580 driver: cuStreamGetDevResource is missing (driver.c's missing entry's answer). */
static void emulated_stream_resource(struct sweep *s, void *arg)
{
    (void)arg;
    fake_set_result("cuStreamGetDevResource", CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER);
    cudaDevResource r;
    (void)SWEEP_CALL(s, cudaStreamGetDevResource(NULL, &r, cudaDevResourceTypeSm));
    (void)SWEEP_CALL(s, cudaStreamGetDevResource_ptsz(NULL, &r, cudaDevResourceTypeSm));
    /* a stream of a green context: that context's resources */
    cudaDevResource all;
    if (!SWEEP_CALL(s, cudaDeviceGetDevResource(0, &all, cudaDevResourceTypeSm)))
        return;
    cudaDevResourceDesc_t desc;
    if (!SWEEP_CALL(s, cudaDevResourceGenerateDesc(&desc, &all, 1)))
        return;
    cudaExecutionContext_t g;
    if (!SWEEP_CALL(s, cudaGreenCtxCreate(&g, desc, 0, 0)))
        return;
    cudaStream_t st;
    if (SWEEP_CALL(s, cudaExecutionCtxStreamCreate(&st, g, 0, 0))) {
        (void)SWEEP_CALL(s, cudaStreamGetDevResource(st, &r, cudaDevResourceTypeSm));
        SWEEP_CLEANUP(s, cudaStreamDestroy(st));
    }
    SWEEP_CLEANUP(s, cudaExecutionCtxDestroy(g));
}

static void emulated_sweep(void **state)
{
    (void)state;
    sweep_run("emulated_stream_resource", emulated_stream_resource, NULL, &options);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(green_sweep, unit_reset),
        cmocka_unit_test_setup(primary_sweep, unit_reset),
        cmocka_unit_test_setup(foreign_sweep, unit_reset),
        cmocka_unit_test_setup(emulated_sweep, unit_reset),
    };
    return cmocka_run_group_tests_name("execution context sweeps", tests, setup, NULL);
}
