/*
 * Diagnostics beyond NVIDIA's runtime, chosen with OPENCUDART_TRACE in the environment (read
 * once, when the library is loaded, by settings/settings.c; tracing never touches the
 * driver). The value is a comma-separated list of the words below, in any case; unset, empty,
 * off, 0, no or false is off, and a value with an unknown word is named on stderr and leaves
 * the trace off. Any trace prints the settings in force, in one line, when the library loads.
 *
 *   1 (on, yes, true)      which library this is, what process init found, a fatbin with no
 *                          image for the device, the runtime's end at exit, and every call
 *                          that fails, with the error's name and, where a driver call failed
 *                          with the error the call reports, that driver call:
 *                            opencudart: cudaMalloc -> cudaErrorMemoryAllocation (out of memory)
 *                            opencudart: cudaMemcpy3D -> cuMemcpy3D_v2 -> cudaErrorInvalidValue
 *                            (invalid argument)
 *   calls                  all of that, and every runtime call with its result and thread:
 *                            opencudart: [tid 4242] cudaMalloc -> cudaSuccess
 *   stats                  all of the first, and at the very end of the process a table of the
 *                          calls made, per entry point: how many, how many failed.
 *   timeline               all of the first, and a timeline of every call and the GPU work
 *                          it enqueued, written at exit as a Chrome Trace Event Format file
 *                          (calls/timeline.c; OPENCUDART_TRACE_FILE, OPENCUDART_TRACE_MAX).
 *   sync                   all of the first, and every kernel launch is followed by a
 *                          synchronisation of its stream: a kernel that faults is named at once
 *                          (opencudart: kernel fill(int*)<<<(4,1,1),(256,1,1)>>> failed: ...).
 *                          The launch's result is unchanged; the fault stays for the next call
 *                          to report, as without the trace. A stream that is being captured is
 *                          left alone; this word is not for programs that capture graphs from
 *                          other streams while launching on the legacy default stream.
 *
 * With any of them, a launch that fails names its kernel (its registered device name, demangled
 * when the program carries the C++ runtime's demangler).
 *
 * A call is traced where the seam sees it (seam.h: while any trace is on, the trace subscribes,
 * and every exported function that returns a cudaError_t goes through the entry layer's
 * intercepted path, whose end calls trace_after): its line, its count. A failing call's line is
 * printed by its record (ocr_trace_failure, from ocr_record: the one place that knows the
 * failure was recorded, which also sees the hidden ABI's __cudaGetKernel and
 * __cudaPopCallConfiguration, outside the entry layer). Entry points that return something
 * else (cudaGetErrorName, cudaGetErrorString, the registration hooks) are not traced.
 *
 * The driver call a failure names: with any trace on, the driver table's entries are traced ones
 * (driver_trace.c), which note the last driver call of the thread that failed, by the driver's
 * symbol name at the version the runtime resolved it (cuMemcpy3D_v2; a per-thread twin as
 * cuMemcpy3D_v2_ptds, cuMemcpyAsync_ptsz). A runtime call's record names it when its error maps
 * to the call's (a driver failure the runtime answers with another code, a probe that failed
 * before a check of the runtime's own, are not named), and forgets it, failing or not. The
 * trace is chosen before the driver is loaded; off, the table holds the driver's own entries.
 */
#include "demangle.h"
#include "internal.h"
#include "seam.h"
#include "settings.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int ocr_trace_errors;
static int print_calls;
static int keep_stats;
static int sync_launches;

/* The thread's last failed driver call since its last call (ocr_trace_driver_failure), and the
 * one the failure of the seam's call `record_call` named (ocr_trace_failure, for the call's
 * line at its end). */
static __thread struct {
    const char *name;
    CUresult result;
} driver_failure;
static __thread const char *record_driver;
static __thread const struct ocr_seam_call *record_call;

static void trace_after(struct ocr_seam_call *c, cudaError_t e);
static const struct ocr_subscriber trace_hooks = {.after = trace_after};

/* Set once `stats` was asked for: the table is printed at the runtime's end. */
static int stats_at_exit;

static void trace_apply(const struct ocr_setting *set)
{
    int on = !set->off && set->num != 0;
    ocr_trace_errors = on;
    print_calls = on && ocr_setting_has(set, OCR_SET_TRACE, "calls");
    keep_stats = on && ocr_setting_has(set, OCR_SET_TRACE, "stats");
    sync_launches = on && ocr_setting_has(set, OCR_SET_TRACE, "sync");
    int timeline = on && ocr_setting_has(set, OCR_SET_TRACE, "timeline");
    if (ocr_life.trace_words != NULL)
        ocr_life.trace_words(timeline);
    if (keep_stats)
        __atomic_store_n(&stats_at_exit, 1, __ATOMIC_RELEASE);
    /* Any trace sees every call at the seam: its end forgets a failed driver call. */
    ocr_seam_subscribe(OCR_SEAM_TRACE, on ? &trace_hooks : NULL);
    if (on)
        fprintf(stderr, "opencudart: CUDA runtime %d.%d, tracing %s%s%s\n",
                OCR_CUDART_API_VERSION / 1000, OCR_CUDART_API_VERSION % 1000 / 10,
                print_calls && keep_stats ? "every call, with a table at exit"
                : print_calls             ? "every call"
                : keep_stats              ? "failing calls, with a table of every call at exit"
                                          : "failing calls",
                sync_launches ? "; launches synchronised" : "",
                timeline ? "; a timeline of every call written at exit" : "");
}

void ocr_trace_configure(const char *v)
{
    struct ocr_setting set;
    ocr_setting_parse(OCR_SET_TRACE, v, &set);
    trace_apply(&set);
}

__attribute__((constructor)) static void trace_setup(void)
{
    trace_apply(ocr_setting(OCR_SET_TRACE));
    if (ocr_trace_errors)
        ocr_settings_print(stderr);
}

/* -- the table of calls ---------------------------------------------------------------------- */

/* Keyed by the entry point's name as the entry layer passes it (one pointer per function), in a
 * fixed open-addressing table filled lock-free; the exported functions are far fewer than its
 * slots. */
#define STATS_SLOTS 2048
struct stat_slot {
    const char *where;
    unsigned long calls;
    unsigned long failed;
};
static struct stat_slot stats[STATS_SLOTS];

static void count(const char *where, cudaError_t e)
{
    size_t h = (size_t)(((uintptr_t)where >> 3) * 0x9E3779B97F4A7C15ull >> 53);
    for (size_t i = 0; i < STATS_SLOTS; i++) {
        struct stat_slot *s = &stats[(h + i) & (STATS_SLOTS - 1)];
        const char *k = __atomic_load_n(&s->where, __ATOMIC_ACQUIRE);
        if (k == NULL) {
            const char *expected = NULL;
            if (__atomic_compare_exchange_n(&s->where, &expected, where, false, __ATOMIC_ACQ_REL,
                                            __ATOMIC_ACQUIRE))
                k = where;
            else
                k = expected;
        }
        if (k != where)
            continue;
        __atomic_add_fetch(&s->calls, 1, __ATOMIC_RELAXED);
        if (e != cudaSuccess && e != cudaErrorNotReady)
            __atomic_add_fetch(&s->failed, 1, __ATOMIC_RELAXED);
        return;
    }
}

static int by_name(const void *a, const void *b)
{
    const struct stat_slot *x = a, *y = b;
    return strcmp(x->where, y->where);
}

static int by_calls(const void *a, const void *b)
{
    const struct stat_slot *x = a, *y = b;
    if (x->calls != y->calls)
        return x->calls < y->calls ? 1 : -1;
    return strcmp(x->where, y->where);
}

void ocr_trace_report_stats(void)
{
    static struct stat_slot rows[STATS_SLOTS];
    size_t n = 0;
    unsigned long total = 0, failed = 0;
    for (size_t i = 0; i < STATS_SLOTS; i++) {
        const char *k = __atomic_load_n(&stats[i].where, __ATOMIC_ACQUIRE);
        if (k == NULL)
            continue;
        rows[n].where = k;
        rows[n].calls = __atomic_load_n(&stats[i].calls, __ATOMIC_RELAXED);
        rows[n].failed = __atomic_load_n(&stats[i].failed, __ATOMIC_RELAXED);
        total += rows[n].calls;
        failed += rows[n].failed;
        n++;
    }
    /* One row per name, whatever pointers carried it (the entry layer passes one per function). */
    qsort(rows, n, sizeof rows[0], by_name);
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (m > 0 && strcmp(rows[m - 1].where, rows[i].where) == 0) {
            rows[m - 1].calls += rows[i].calls;
            rows[m - 1].failed += rows[i].failed;
        } else {
            rows[m++] = rows[i];
        }
    }
    n = m;
    qsort(rows, n, sizeof rows[0], by_calls);
    fprintf(stderr, "opencudart: %lu runtime calls (%lu failed) to %zu entry points\n", total,
            failed, n);
    fprintf(stderr, "opencudart: %12s %12s  %s\n", "calls", "failed", "entry point");
    for (size_t i = 0; i < n; i++)
        fprintf(stderr, "opencudart: %12lu %12lu  %s\n", rows[i].calls, rows[i].failed,
                rows[i].where);
}

void ocr_trace_stats_at_exit(void)
{
    /* Printed by the runtime's exit handler (runtime/lifecycle.c), registered when the library
     * loads, before anything the program registers: after every other exit handler, calls made
     * while exiting included. */
    if (__atomic_load_n(&stats_at_exit, __ATOMIC_ACQUIRE))
        ocr_trace_report_stats();
}

/* -- reports ---------------------------------------------------------------------------------- */

void ocr_trace_driver_failure(CUresult r, const char *name)
{
    driver_failure.name = name;
    driver_failure.result = r;
}

/* The failed driver call to name in the record of a call that answers `e` (NULL: none), and
 * forgotten. */
static const char *take_driver_failure(cudaError_t e)
{
    const char *name = driver_failure.name;
    driver_failure.name = NULL;
    if (name == NULL || e == cudaSuccess || ocr_error_from_cu(driver_failure.result) != e)
        return NULL;
    return name;
}

/* " -> cuMemcpy3D_v2" for a record that names a driver call, "" for one that does not. */
static void driver_part(char *buf, size_t len, const char *driver)
{
    if (driver != NULL)
        snprintf(buf, len, " -> %s", driver);
    else
        buf[0] = '\0';
}

/* The end of every call the seam sees: its count, its line, and the failed driver call it
 * names, forgotten either way. */
static void trace_after(struct ocr_seam_call *c, cudaError_t e)
{
    const char *drv = record_call == c ? record_driver : take_driver_failure(e);
    record_call = NULL;
    record_driver = NULL;
    if (keep_stats)
        count(c->name, e);
    if (print_calls) {
        char driver[128];
        driver_part(driver, sizeof driver, drv);
        fprintf(stderr, "opencudart: [tid %ld] %s%s -> %s%s\n", (long)syscall(SYS_gettid), c->name,
                driver, ocr_error_name_or_unknown(e), c->faulted ? " (injected)" : "");
    }
}

void ocr_trace_failure(cudaError_t e, const char *where)
{
    /* The failed driver call is taken here, when the failure is recorded; a call the seam sees
     * keeps it for its line at its end, which says the failure where every call is printed. */
    const struct ocr_seam_call *c = ocr_tls.call;
    const char *drv = take_driver_failure(e);
    if (c != NULL && (c->subscribed & (1u << OCR_SEAM_TRACE))) {
        record_call = c;
        record_driver = drv;
        if (print_calls)
            return;
    }
    char driver[128];
    driver_part(driver, sizeof driver, drv);
    fprintf(stderr, "opencudart: %s%s -> %s (%s)%s\n", where, driver, ocr_error_name_or_unknown(e),
            ocr_error_string_or_unknown(e), c != NULL && c->faulted ? " (injected)" : "");
}

void ocr_trace_init(cudaError_t e, int driver_version, int devices)
{
    if (!ocr_trace_errors)
        return;
    if (e == cudaSuccess)
        fprintf(stderr, "opencudart: driver %d.%d, %d device(s)\n", driver_version / 1000,
                driver_version % 1000 / 10, devices);
    else
        fprintf(stderr, "opencudart: initialisation failed: %s\n", ocr_error_name(e));
}

void ocr_trace_exit(int released)
{
    if (!ocr_trace_errors)
        return;
    fprintf(stderr,
            "opencudart: process exit: released %d primary context(s); later calls answer "
            "cudaErrorCudartUnloading\n",
            released);
}

/* -- launches ---------------------------------------------------------------------------------- */

/* The kernel's registered device name, demangled when the process has the C++ demangler. */
static void kernel_name(CUkernel k, char *buf, size_t len)
{
    const char *name = ocr_kernel_name(k);
    if (name == NULL)
        snprintf(buf, len, "kernel %p", (void *)k);
    else
        ocr_demangle_str(name, buf, len);
}

void ocr_trace_launch(CUkernel k, dim3 g, dim3 b, cudaStream_t stream, bool ptds,
                      cudaError_t result)
{
    char name[512];
    if (result != cudaSuccess) {
        if (!ocr_trace_errors || k == NULL)
            return;
        kernel_name(k, name, sizeof name);
        fprintf(stderr, "opencudart: launch of %s<<<(%u,%u,%u),(%u,%u,%u)>>> -> %s\n", name, g.x,
                g.y, g.z, b.x, b.y, b.z, ocr_error_name(result));
        return;
    }
    if (!sync_launches)
        return;
    CUstreamCaptureStatus status = CU_STREAM_CAPTURE_STATUS_NONE;
    if (OCR_DRV(ptds).cuStreamIsCapturing((CUstream)stream, &status) != CUDA_SUCCESS ||
        status != CU_STREAM_CAPTURE_STATUS_NONE)
        return; /* captured: nothing runs now */
    CUresult r = OCR_DRV(ptds).cuStreamSynchronize((CUstream)stream);
    if (r == CUDA_SUCCESS)
        return;
    cudaError_t e = ocr_error_from_cu(r);
    kernel_name(k, name, sizeof name);
    fprintf(stderr, "opencudart: kernel %s<<<(%u,%u,%u),(%u,%u,%u)>>> failed: %s (%s)\n", name, g.x,
            g.y, g.z, b.x, b.y, b.z, ocr_error_name(e), ocr_error_string(e));
}
