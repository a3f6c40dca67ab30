/*
 * Fault-injection sweeps of the process's life (sweep.h): process init (ocr_init_slow) and the
 * runtime's end at exit (ocr_teardown), each once per process, so each run is a forked child;
 * then, in this process, what needs the driver's devices not to be their ordinals (the range
 * attributes that name devices) and contexts the application made current through the driver
 * API. Two fake devices, numbered 4 and 5 by the driver.
 *
 * A child reports to this process through a pipe which site its fault reached; this process
 * then counts that site as faulted (fork keeps the site records where they were), and the
 * sweeps of this process write the count (sweep_run).
 */
#include "sweep.h"

#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define BASE 4
#define MAX_CALLS 64

/* The driver failures the forked sweeps inject. */
static const CUresult child_results[] = {CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_UNKNOWN};

static int setup(void **state)
{
    fake_config.device_count = 2;
    fake_config.device_base = BASE;
    return unit_install_fake(state); /* no init: the children of the first tests do it */
}

/* -- forked runs ------------------------------------------------------------------------------ */

struct child_report {
    bool fired;                        /* the fault fired */
    const struct ocr_fault_site *site; /* where */
    char failure[512];                 /* a check that failed, or "" */
};

typedef void (*child_fn)(unsigned n, CUresult r, struct child_report *rep);

#define CHILD_CHECK(rep, cond, ...)                                                                \
    do {                                                                                           \
        if (!(cond) && (rep)->failure[0] == '\0') {                                                \
            int len_ = snprintf((rep)->failure, sizeof((rep)->failure), __VA_ARGS__);              \
            if (len_ > 0 && (size_t)len_ < sizeof((rep)->failure))                                 \
                snprintf((rep)->failure + len_, sizeof((rep)->failure) - (size_t)len_,             \
                         "; driver calls: %s", fake_log_string());                                 \
        }                                                                                          \
    } while (0)

/* Count a site a child's fault reached as faulted here: the fake counts the site of a call that
 * an injected fault fails, so one is injected into a call made from that site's record. */
static void note_child_site(const struct ocr_fault_site *site)
{
    int v;
    fake_reset();
    ocr_fault_site_enter(site);
    fake_fail_nth(1, CUDA_ERROR_UNKNOWN);
    (void)fake_driver_table()->cuDriverGetVersion(&v);
    assert_true(fake_fault_fired());
    fake_reset();
}

/* Run `fn` in a child for each injected result and N = 1, 2, ... until the fault no longer
 * fires; each child must exit normally with its checks passed. */
static void sweep_forked(const char *name, child_fn fn)
{
    unsigned runs = 0;
    for (size_t k = 0; k < sizeof child_results / sizeof child_results[0]; k++) {
        for (unsigned n = 1;; n++) {
            assert_true(n < MAX_CALLS);
            int fds[2];
            assert_int_equal(pipe(fds), 0);
            fflush(NULL);
            pid_t pid = fork();
            assert_true(pid >= 0);
            if (pid == 0) {
                struct child_report rep = {0};
                close(fds[0]);
                fn(n, child_results[k], &rep);
                _exit(write(fds[1], &rep, sizeof rep) == (ssize_t)sizeof rep ? 0 : 1);
            }
            close(fds[1]);
            struct child_report rep = {0};
            ssize_t got = read(fds[0], &rep, sizeof rep);
            close(fds[0]);
            int status = 0;
            assert_int_equal(waitpid(pid, &status, 0), pid);
            if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || got != (ssize_t)sizeof rep)
                fail_msg("sweep %s, driver call %u failing with %d: the child died (status %d)",
                         name, n, (int)child_results[k], status);
            if (rep.failure[0] != '\0')
                fail_msg("sweep %s, driver call %u failing with %d: %s", name, n,
                         (int)child_results[k], rep.failure);
            if (!rep.fired)
                break;
            runs++;
            if (rep.site == NULL)
                fail_msg("sweep %s, driver call %u: the fault reached no call site", name, n);
            note_child_site(rep.site);
        }
    }
    print_message("sweep %s: %u faulted runs, each in a child\n", name, runs);
}

/* Init, its Nth driver call failing: the first call that initialises answers the mapped
 * failure, writes nothing, and so does every later call, without a driver call; before a
 * successful init the last error is init's failure and is not cleared (NVIDIA's library). */
static void init_child(unsigned n, CUresult r, struct child_report *rep)
{
    fake_fail_nth(n, r);
    int count = -7;
    cudaError_t err = cudaGetDeviceCount(&count);
    rep->fired = fake_fault_fired();
    rep->site = fake_fault_site();
    if (!rep->fired) {
        CHILD_CHECK(rep, err == cudaSuccess && count == 2, "init without a fault: %s, %d devices",
                    cudaGetErrorName(err), count);
        return;
    }
    cudaError_t want = ocr_error_from_cu(r);
    const char *entry = fake_log_name(n - 1);
    CHILD_CHECK(rep, err == want, "%s failed: cudaGetDeviceCount returned %s, expected %s", entry,
                cudaGetErrorName(err), cudaGetErrorName(want));
    CHILD_CHECK(rep, count == -7, "%s failed: the count was written", entry);
    CHILD_CHECK(rep, fake_calls_total() == n, "%s failed: init went on", entry);
    cudaError_t peek = cudaPeekAtLastError(), last = cudaGetLastError(), again = cudaGetLastError();
    CHILD_CHECK(rep, peek == want && last == want && again == want,
                "%s failed: last error peeked %s, got %s, then %s (expected %s each time)", entry,
                cudaGetErrorName(peek), cudaGetErrorName(last), cudaGetErrorName(again),
                cudaGetErrorName(want));
    void *p = &p;
    err = cudaMalloc(&p, 16);
    CHILD_CHECK(rep, err == want && p == &p, "%s failed: then cudaMalloc returned %s", entry,
                cudaGetErrorName(err));
    CHILD_CHECK(rep, fake_calls_total() == n, "%s failed: init was tried again", entry);
    CHILD_CHECK(rep, fake_live_objects() == 0, "%s failed: %zu driver objects alive", entry,
                fake_live_objects());
}

static void ocr_init_slow_sweep(void **state)
{
    (void)state;
    sweep_forked("init", init_child);
}

/* The runtime's end, its Nth driver call failing: it has no caller to report to (it runs at exit
 * or when the library is unloaded), so a primary context the driver refuses to release is let
 * go by design, and the other devices are still released; the runtime has ended either way. */
static void teardown_child(unsigned n, CUresult r, struct child_report *rep)
{
    int count = 0;
    CHILD_CHECK(rep,
                cudaGetDeviceCount(&count) == cudaSuccess && cudaSetDevice(1) == cudaSuccess &&
                    cudaSetDevice(0) == cudaSuccess,
                "the setup failed");
    size_t live = fake_live_objects();
    fake_reset();
    fake_fail_nth(n, r);
    ocr_teardown();
    rep->fired = fake_fault_fired();
    rep->site = fake_fault_site();
    const char *entry = rep->fired ? fake_log_name(n - 1) : "nothing";
    CHILD_CHECK(rep, fake_calls("cuDevicePrimaryCtxRelease") == 2,
                "%s failed: %zu releases, expected one per device", entry,
                fake_calls("cuDevicePrimaryCtxRelease"));
    /* Only the refused release keeps its retain. */
    CHILD_CHECK(rep, fake_live_objects() == live - (rep->fired ? 1 : 2),
                "%s failed: %zu driver objects alive, %zu before", entry, fake_live_objects(),
                live);
    CHILD_CHECK(rep, fake_primary_retains(0) + fake_primary_retains(1) == (rep->fired ? 1 : 0),
                "%s failed: retains %d and %d", entry, fake_primary_retains(0),
                fake_primary_retains(1));
    /* Ended: calls answer cudaErrorCudartUnloading, which is not recorded, and a second end
     * does nothing. */
    size_t calls = fake_calls_total();
    cudaError_t err = cudaGetDeviceCount(&count);
    CHILD_CHECK(rep, err == cudaErrorCudartUnloading, "%s failed: then cudaGetDeviceCount: %s",
                entry, cudaGetErrorName(err));
    CHILD_CHECK(rep, ocr_tls.last_error == cudaSuccess, "%s failed: the last error was recorded",
                entry);
    ocr_teardown();
    CHILD_CHECK(rep, fake_calls_total() == calls, "%s failed: the runtime ended twice", entry);
}

static void ocr_teardown_sweep(void **state)
{
    (void)state;
    sweep_forked("teardown", teardown_child);
}

/* -- in this process ------------------------------------------------------------------------ */

/* Init here, after the forked sweeps. */
static int init_here(void **state)
{
    unit_reset(state);
    int n = 0;
    if (cudaGetDeviceCount(&n) != cudaSuccess || n != 2 || ocr_devices[1].dev != BASE + 1)
        return -1;
    return cudaSetDevice(0) == cudaSuccess ? 0 : -1;
}

/* Whether a sweep injects a context fault (the scenario's argument). */
struct mode {
    bool context_fault;
};

/* A step of a scenario: a checked call; after a context fault the scenario stops at the call
 * the fault fired in, whether the runtime answered it or went on by design (nothing but the
 * reset would succeed after it). */
#define STEP(s, m, expr) (SWEEP_CALL((s), expr) && !((m)->context_fault && sweep_fault_seen(s)))
#define STEP_OUT(s, m, out, size, expr)                                                            \
    (SWEEP_CALL_OUT((s), (out), (size), expr) && !((m)->context_fault && sweep_fault_seen(s)))

/* After a context fault: device 0's primary context (current in these scenarios) is reset
 * through the runtime, and retained again as the sweep found it. */
static void recover(struct sweep *s, const struct mode *m)
{
    if (m->context_fault && sweep_fault_seen(s)) {
        (void)SWEEP_CALL(s, cudaDeviceReset());
        (void)SWEEP_CALL(s, cudaSetDevice(0));
    }
}

/* Range attributes that name devices: the driver's handles become ordinals, and an id names a
 * device only when the location of its kind is one, which the runtime asks first. */
static void range_attributes(struct sweep *s, void *arg)
{
    const struct mode *m = arg;
    void *p;
    int v;
    struct {
        int pref_id, last_id, last, last_id_again;
    } out;
    void *data[] = {&out.pref_id, &out.last_id, &out.last, &out.last_id_again};
    size_t sizes[] = {sizeof(int), sizeof(int), sizeof(int), sizeof(int)};
    enum cudaMemRangeAttribute attrs[] = {
        cudaMemRangeAttributePreferredLocationId, cudaMemRangeAttributeLastPrefetchLocationId,
        cudaMemRangeAttributeLastPrefetchLocation, cudaMemRangeAttributeLastPrefetchLocationId};
    if (!SWEEP_CALL(s, cudaMallocManaged(&p, 4096, cudaMemAttachGlobal))) {
        recover(s, m);
        return;
    }
    if (!(m->context_fault && sweep_fault_seen(s)) &&
        STEP_OUT(s, m, &v, sizeof(v),
                 cudaMemRangeGetAttribute(&v, sizeof(v), cudaMemRangeAttributePreferredLocationId,
                                          p, 4096)) &&
        STEP_OUT(s, m, &v, sizeof(v),
                 cudaMemRangeGetAttribute(&v, sizeof(v), cudaMemRangeAttributePreferredLocation, p,
                                          4096)))
        (void)STEP_OUT(s, m, &out, sizeof(out),
                       cudaMemRangeGetAttributes(data, sizes, attrs, 4, p, 4096));
    recover(s, m);
    /* SWEEP_CLEANUP, with the reset before the second try when the fault hit the first. */
    if (!SWEEP_CALL(s, cudaFree(p))) {
        recover(s, m);
        (void)SWEEP_CALL(s, cudaFree(p));
    }
}

static const struct sweep_rule context_fault_rules[] = {
    /* The fake corrupts the context current at any call a context fault is injected into, its
     * question for the current context included: the runtime's fast path then falls back (see
     * the common rules), and the call's own driver call answers the fault. */
    {NULL, "cuCtxGetCurrent", "ocr_enter", CUDA_ERROR_ILLEGAL_ADDRESS, cudaErrorIllegalAddress,
     "the context fault is the answer of the call's next driver call", 0},
    {0},
};
static const CUresult context_faults[] = {CUDA_ERROR_ILLEGAL_ADDRESS};
static const struct sweep_options context_fault_options = {context_faults, 1, context_fault_rules};

static void cudaMemRangeGetAttributes_sweep(void **state)
{
    (void)state;
    struct mode m = {false};
    sweep_run("range_attributes", range_attributes, &m, NULL);
}

static void cudaMemRangeGetAttributes_context_fault_sweep(void **state)
{
    (void)state;
    struct mode m = {true};
    sweep_run("range_attributes (context fault)", range_attributes, &m, &context_fault_options);
}

/* A context the application made current through the driver API: the runtime asks the driver
 * which device it is on and uses it as it is. */
static void foreign_context(struct sweep *s, void *arg)
{
    (void)arg;
    void *p;
    int d;
    fake_set_current_context(fake_foreign_context(1));
    if (SWEEP_CALL_OUT(s, &p, sizeof(p), cudaMalloc(&p, 64))) {
        if (SWEEP_CALL_OUT(s, &d, sizeof(d), cudaGetDevice(&d)))
            assert_int_equal(d, 1);
        SWEEP_CLEANUP(s, cudaFree(p));
    }
    /* Back to device 0's primary context: the next run meets the foreign context anew. */
    SWEEP_CLEANUP(s, cudaSetDevice(0));
}

static const struct sweep_rule foreign_rules[] = {
    /* state.c ocr_enter_slow: the device of a context it cannot place is left as the thread's;
     * the context is used as it is and the driver judges it in the call's own driver call
     * (test_context's ocr_enter_foreign_context_unknown_device holds this). */
    {"cudaMalloc", "cuCtxGetDevice", "current_context_device", CUDA_SUCCESS, SWEEP_IGNORED,
     "a context the driver cannot place on a device is used as it is", 0},
    {0},
};
static const struct sweep_options foreign_options = {NULL, 0, foreign_rules};

static void ocr_enter_foreign_context_sweep(void **state)
{
    (void)state;
    sweep_run("foreign_context", foreign_context, NULL, &foreign_options);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ocr_init_slow_sweep),
        cmocka_unit_test(ocr_teardown_sweep),
        cmocka_unit_test_setup(cudaMemRangeGetAttributes_sweep, init_here),
        cmocka_unit_test_setup(cudaMemRangeGetAttributes_context_fault_sweep, unit_reset),
        cmocka_unit_test_setup(ocr_enter_foreign_context_sweep, unit_reset),
    };
    return cmocka_run_group_tests_name("init sweeps", tests, setup, NULL);
}
