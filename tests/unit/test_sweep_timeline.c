/*
 * Fault-injection sweep of the timeline trace (sweep.h, calls/timeline.c): with
 * OPENCUDART_TRACE=timeline on, every driver call of traced GPU work (the thread's event pool,
 * the context's anchor and its stream, the events around the work, the times read back before a
 * reset) failed in turn. The trace's driver calls are its own: whichever fails, the program
 * gets the answer and the last error it gets untraced, its work is done, and the trace loses at
 * most that work's GPU times. At the end the trace is written and read: well formed, every GPU
 * event with the fake's times.
 *
 * Two fake devices, so that work on a stream of the device that is not current makes the trace
 * push that stream's context. The fake keeps events and streams alive until they are
 * destroyed; a reset of a primary context destroys those made in it, as the driver does (the
 * wrappers below), which is where the trace's events end.
 */
#include "calls.h"
#include "capture.h"
#include "sweep.h"

#include <stdio.h>
#include <unistd.h>

#define TIMELINE(fn, why)                                                                          \
    {                                                                                              \
        NULL, NULL, fn, CUDA_SUCCESS, SWEEP_IGNORED, why, 0                                        \
    }
static const struct sweep_rule rules[] = {
    TIMELINE("push_if_needed", "the trace's own calls: without its context current it makes "
                               "nothing, and the work is traced without GPU times"),
    TIMELINE("pop_if_pushed", "a failed pop: the context the thread had is made current again"),
    TIMELINE("anchor_stream", "no anchor stream: no anchor, the work has no GPU times"),
    TIMELINE("anchor_for", "no anchor: the work has no GPU times"),
    TIMELINE("pool_take", "a shorter pool, or none: the work has no GPU times"),
    TIMELINE("pool_drop_unused", "an unused event of the pool left undestroyed when the pool "
                                 "moves to another context: it stays, as before the mend"),
    TIMELINE("gpu_begin", "the work is traced without GPU times"),
    TIMELINE("gpu_end", "the work is traced without GPU times"),
    TIMELINE("resolve_one", "the work's times are lost, the trace says nothing of them"),
    {0},
};
static const CUresult results[] = {CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_INVALID_HANDLE};
static const struct sweep_options options = {results, 2, rules};

/* -- a reset destroys the context's events and streams -------------------------------------- */

#define MADE_MAX 1024
static struct {
    uintptr_t h;
    CUcontext ctx;
} made[MADE_MAX];
static size_t n_made;

static void note_made(uintptr_t h)
{
    assert_true(n_made < MADE_MAX);
    made[n_made].h = h;
    made[n_made].ctx = fake_current_context();
    n_made++;
}

static __typeof__(((struct ocr_driver *)0)->cuEventCreate) orig_cuEventCreate;
static CUresult w_cuEventCreate(CUevent *e, unsigned flags)
{
    CUresult r = orig_cuEventCreate(e, flags);
    if (r == CUDA_SUCCESS)
        note_made((uintptr_t)*e);
    return r;
}
static __typeof__(((struct ocr_driver *)0)->cuStreamCreate) orig_cuStreamCreate;
static CUresult w_cuStreamCreate(CUstream *s, unsigned flags)
{
    CUresult r = orig_cuStreamCreate(s, flags);
    if (r == CUDA_SUCCESS)
        note_made((uintptr_t)*s);
    return r;
}
static __typeof__(((struct ocr_driver *)0)->cuDevicePrimaryCtxReset) orig_reset;
static CUresult w_reset(CUdevice dev)
{
    CUresult r = orig_reset(dev);
    if (r != CUDA_SUCCESS)
        return r;
    CUcontext ctx = fake_primary_context(dev);
    for (size_t i = 0; i < n_made;) {
        if (made[i].ctx == ctx) {
            (void)fake_live_remove((const void *)made[i].h); /* destroyed already, or now */
            made[i] = made[--n_made];
        } else
            i++;
    }
    return CUDA_SUCCESS;
}

static char trace_path[] = "/tmp/ocr_sweep_timeline_XXXXXX";

static int setup(void **state)
{
    fake_config.device_count = 2;
    unit_install_fake(state);
    fake_install_ptds_twins();
    for (int h = 0; h < 2; h++) {
        orig_cuEventCreate = ocr_drv[h].cuEventCreate;
        ocr_drv[h].cuEventCreate = w_cuEventCreate;
        orig_cuStreamCreate = ocr_drv[h].cuStreamCreate;
        ocr_drv[h].cuStreamCreate = w_cuStreamCreate;
        orig_reset = ocr_drv[h].cuDevicePrimaryCtxReset;
        ocr_drv[h].cuDevicePrimaryCtxReset = w_reset;
    }
    int fd = mkstemp(trace_path);
    if (fd < 0)
        return -1;
    close(fd);
    ocr_timeline_set_file(trace_path); /* the variable is read once, at load */
    ocr_trace_configure("timeline");
    int n = 0;
    return ocr_timeline_on() && cudaGetDeviceCount(&n) == cudaSuccess && n == 2 ? 0 : -1;
}

/* -- the scenario ----------------------------------------------------------------------------- */

/* Copies and memsets on a stream of the current device, on the legacy and the per-thread default
 * streams, on a stream of the other device (its context pushed), then the current device's
 * again (a pool of another context); the copies' bytes arrive. Each device reset at the end, which
 * reads the work's times back first. */
static void traced(struct sweep *s, void *arg)
{
    (void)arg;
    unsigned char *d = NULL, host[256], back[256];
    cudaStream_t s0 = NULL, s1 = NULL;
    for (size_t i = 0; i < sizeof host; i++)
        host[i] = (unsigned char)(i * 7 + 3);
    memset(back, 0, sizeof back);
    if (!SWEEP_CALL(s, cudaMalloc((void **)&d, sizeof host)))
        goto reset0;
    if (!SWEEP_CALL(s, cudaStreamCreate(&s0)))
        goto free_d;
    if (!SWEEP_CALL(s, cudaSetDevice(1)))
        goto destroy_s0;
    bool made1 = SWEEP_CALL(s, cudaStreamCreate(&s1));
    if (!SWEEP_CALL(s, cudaSetDevice(0)) || !made1)
        goto destroy_s1;
    if (!SWEEP_CALL(s, cudaMemcpyAsync(d, host, sizeof host, cudaMemcpyHostToDevice, s0)) ||
        !SWEEP_CALL(s, cudaMemsetAsync(d, 1, 16, NULL)) ||
        !SWEEP_CALL(s, cudaMemsetAsync_ptsz(d + 16, 2, 16, NULL)) ||
        !SWEEP_CALL(s, cudaMemsetAsync(d + 32, 3, 16, s1)) ||
        !SWEEP_CALL(s, cudaMemcpyAsync(back, d, sizeof back, cudaMemcpyDeviceToHost, s0)))
        goto destroy_s1;
    /* the copies' bytes (the fake's memsets move none) */
    for (size_t i = 48; i < sizeof host; i++)
        assert_int_equal(back[i], host[i]);
destroy_s1:
    if (s1 != NULL)
        SWEEP_CLEANUP(s, cudaStreamDestroy(s1));
destroy_s0:
    SWEEP_CLEANUP(s, cudaStreamDestroy(s0));
free_d:
    SWEEP_CLEANUP(s, cudaFree(d));
reset0:
    if (!SWEEP_CALL(s, cudaSetDevice(1)))
        (void)SWEEP_CALL(s, cudaSetDevice(1));
    SWEEP_CLEANUP(s, cudaDeviceReset());
    if (!SWEEP_CALL(s, cudaSetDevice(0)))
        (void)SWEEP_CALL(s, cudaSetDevice(0));
    SWEEP_CLEANUP(s, cudaDeviceReset());
}

static void timeline_sweep(void **state)
{
    (void)state;
    fake_config.backed_memory = true;
    sweep_run("traced", traced, NULL, &options);
    fake_config.backed_memory = false;
}

/* -- the trace -------------------------------------------------------------------------------- */

/* Brackets balance outside strings, strings end, nothing follows the object. */
static bool well_formed(const char *f)
{
    int depth = 0;
    bool in_str = false;
    const char *p = f;
    for (; *p != '\0'; p++) {
        if (in_str) {
            if (*p == '\\' && p[1] != '\0')
                p++;
            else if (*p == '"')
                in_str = false;
            else if ((unsigned char)*p < 0x20)
                return false;
        } else if (*p == '"')
            in_str = true;
        else if (*p == '{' || *p == '[')
            depth++;
        else if (*p == '}' || *p == ']') {
            if (--depth < 0)
                return false;
            if (depth == 0)
                break;
        }
    }
    return depth == 0 && !in_str && *p == '}' && strcmp(p, "}\n") == 0;
}

/* Runs last: the file is written once per process. The device names are asked then; the first
 * device's question fails, and its track is named without it. */
static void trace_is_well_formed(void **state)
{
    (void)state;
    fake_reset();
    fake_fail_next("cuDeviceGetName", CUDA_ERROR_INVALID_VALUE);
    ocr_timeline_write();
    assert_int_equal(fake_calls("cuDeviceGetName"), 2);
    ocr_trace_configure(NULL);
    FILE *fp = fopen(trace_path, "r");
    assert_non_null(fp);
    static char f[64 << 20];
    size_t n = fread(f, 1, sizeof f - 1, fp);
    fclose(fp);
    unlink(trace_path);
    assert_true(n < sizeof f - 1);
    f[n] = '\0';
    assert_true(well_formed(f));
    assert_non_null(strstr(f, "{\"traceEvents\":["));
    assert_non_null(strstr(f, "\"dropped_events\":0"));
    /* GPU work of both devices, each with the fake's 1.5 ms, none with a time it did not have */
    size_t gpu = occurrences(f, "\"cat\":\"gpu\"");
    assert_true(gpu > 0);
    assert_int_equal(occurrences(f, "\"cat\":\"gpu\",\"ph\":\"X\",\"pid\":"), gpu);
    assert_int_equal(occurrences(f, ",\"dur\":1500.000,\"args\":{\"call\":"), gpu);
    assert_int_equal(occurrences(f, "\"ph\":\"s\""), gpu);
    assert_int_equal(occurrences(f, "\"ph\":\"f\""), gpu);
    assert_null(strstr(f, "\"ts\":-"));
    assert_non_null(strstr(f, "\"args\":{\"name\":\"GPU 0: device\"}"));
    assert_non_null(strstr(f, "\"args\":{\"name\":\"GPU 1: "));
    assert_null(strstr(f, "\"args\":{\"name\":\"GPU 1: device\"}"));
}

/* A sweep of nothing, after the write: it writes the sites, the write's among them. */
static void no_calls(struct sweep *s, void *arg)
{
    (void)s, (void)arg;
}
static void sites_after_the_write(void **state)
{
    (void)state;
    sweep_run("sites after the write", no_calls, NULL, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(timeline_sweep, unit_reset),
        cmocka_unit_test(trace_is_well_formed),
        cmocka_unit_test(sites_after_the_write),
    };
    return cmocka_run_group_tests_name("timeline sweeps", tests, setup, NULL);
}
