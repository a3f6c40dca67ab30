/*
 * The fault-injection sweep runner (see sweep.h).
 */
#include "sweep.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* The site records of the runtime's objects built with OCR_FAULT_SITES (internal.h). */
extern const struct ocr_fault_site __start_ocr_sites[] __attribute__((weak));
extern const struct ocr_fault_site __stop_ocr_sites[] __attribute__((weak));

#define BASE_MAX 4096

struct sweep {
    const char *name;
    const char *base[BASE_MAX]; /* the driver entries of the run without a fault, in order */
    size_t n_base;
    const struct sweep_options *opt;
    unsigned n;        /* the driver call that fails (0: the run without a fault) */
    CUresult injected; /* what it returns */
    bool seen;         /* a checked call saw the fault fire */
    size_t leaves;     /* objects the ignored failure of this run leaves alive (its rule says) */
};

/* Exceptions every scenario shares: call sites of the core whose failure NVIDIA's runtime maps
 * differently from ocr_error_from_cu, or survives. */
static const struct sweep_rule common_rules[] = {
    /* state.c retain_error: NVIDIA's runtime passes a few causes of a failed retain through and
     * reports any other as an unavailable device (read from its library). */
    {NULL, "cuDevicePrimaryCtxRetain", "ocr_primary_context", CUDA_ERROR_OUT_OF_MEMORY,
     cudaErrorMemoryAllocation, "a retain out of memory passes through", 0},
    {NULL, "cuDevicePrimaryCtxRetain", "ocr_primary_context", CUDA_ERROR_ECC_UNCORRECTABLE,
     cudaErrorECCUncorrectable, "passes through", 0},
    {NULL, "cuDevicePrimaryCtxRetain", "ocr_primary_context", CUDA_ERROR_ILLEGAL_STATE,
     cudaErrorIllegalState, "passes through", 0},
    {NULL, "cuDevicePrimaryCtxRetain", "ocr_primary_context", CUDA_ERROR_NOT_FOUND,
     cudaErrorSymbolNotFound, "passes through", 0},
    {NULL, "cuDevicePrimaryCtxRetain", "ocr_primary_context", CUDA_ERROR_NOT_SUPPORTED,
     cudaErrorNotSupported, "passes through", 0},
    {NULL, "cuDevicePrimaryCtxRetain", "ocr_primary_context", CUDA_SUCCESS,
     cudaErrorDevicesUnavailable, "any other failed retain is an unavailable device", 0},
    /* state.c ocr_activate_device: the same for making the primary context current. */
    {NULL, "cuCtxSetCurrent", "ocr_activate_device", CUDA_SUCCESS, cudaErrorDevicesUnavailable,
     "a primary context that cannot be made current is an unavailable device", 0},
    /* internal.h ocr_enter: the fast path's question is asked again by ocr_enter_slow. */
    {NULL, "cuCtxGetCurrent", "ocr_enter", CUDA_SUCCESS, SWEEP_IGNORED,
     "the fast path falls back to ocr_enter_slow, which asks again and maps its failure", 0},
    {0},
};

static const CUresult default_results[] = {CUDA_ERROR_OUT_OF_MEMORY};

/* -- the pattern ------------------------------------------------------------------------------ */

#define PATTERN 0xa5

void sweep_fill(void *p, size_t n)
{
    memset(p, PATTERN, n);
}

bool sweep_untouched(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != PATTERN)
            return false;
    return true;
}

/* -- rules ------------------------------------------------------------------------------------ */

/* The runtime function an expression calls: its first identifier ("cudaMalloc"). */
static void api_of(const char *expr, char *out, size_t size)
{
    size_t i = 0;
    while (*expr == ' ' || *expr == '(')
        expr++;
    while (i + 1 < size &&
           (expr[i] == '_' || (expr[i] >= 'a' && expr[i] <= 'z') ||
            (expr[i] >= 'A' && expr[i] <= 'Z') || (expr[i] >= '0' && expr[i] <= '9'))) {
        out[i] = expr[i];
        i++;
    }
    out[i] = '\0';
}

/* Whether the logged entry name is `entry` or its per-thread twin. */
static bool entry_matches(const char *entry, const char *logged)
{
    size_t n = strlen(entry);
    return strncmp(entry, logged, n) == 0 &&
           (logged[n] == '\0' || strcmp(logged + n, "_ptsz") == 0);
}

static const struct sweep_rule *find_rule(const struct sweep_rule *rules, const char *api,
                                          const char *entry, const struct ocr_fault_site *site,
                                          CUresult injected)
{
    for (const struct sweep_rule *r = rules; r != NULL && r->why != NULL; r++) {
        if (r->api != NULL && strcmp(r->api, api) != 0)
            continue;
        if (r->entry != NULL && (entry == NULL || !entry_matches(r->entry, entry)))
            continue;
        if (r->site != NULL && (site == NULL || strcmp(r->site, site->func) != 0))
            continue;
        if (r->injected != CUDA_SUCCESS && r->injected != injected)
            continue;
        return r;
    }
    return NULL;
}

/* -- the check -------------------------------------------------------------------------------- */

static const char *site_text(const struct ocr_fault_site *site)
{
    static char buf[512];
    if (site == NULL)
        return "(no site)";
    const char *file = strrchr(site->file, '/');
    snprintf(buf, sizeof(buf), "%s:%d (%s)", file ? file + 1 : site->file, site->line, site->func);
    return buf;
}

#define SWEEP_FAIL(s, line, expr, fmt, ...)                                                        \
    fail_msg("sweep %s, driver call %u failing with %d: line %d, %s: " fmt "\ndriver calls: %s",   \
             (s)->name, (s)->n, (int)(s)->injected, (line), (expr), __VA_ARGS__,                   \
             fake_log_string())

/* The call `expr` is the first checked one since the armed fault fired: marks it seen, and names
 * the failing driver entry, its site and the rule that says what the call answers (NULL: the
 * mapped driver error). Prints the call with OCR_SWEEP_VERBOSE. */
static bool fault_in_call(struct sweep *s, const char *expr, const char *shown, const char **entry,
                          const struct ocr_fault_site **site, const struct sweep_rule **rule)
{
    bool fired = s->n != 0 && !s->seen && fake_fault_fired();
    if (getenv("OCR_SWEEP_VERBOSE") != NULL)
        print_message("  run %u: %s%s%s\n", s->n, expr, shown,
                      fired ? " (the fault fired in it)" : "");
    if (!fired)
        return false;
    s->seen = true;
    *entry = fake_log_name(s->n - 1);
    *site = fake_fault_site();
    char api[128];
    api_of(expr, api, sizeof(api));
    *rule = NULL;
    if (s->opt != NULL)
        *rule = find_rule(s->opt->rules, api, *entry, *site, s->injected);
    if (*rule == NULL)
        *rule = find_rule(common_rules, api, *entry, *site, s->injected);
    return true;
}

bool sweep_check(struct sweep *s, const char *expr, int line, cudaError_t got, const void *out,
                 size_t size)
{
    char shown[160];
    snprintf(shown, sizeof shown, " -> %s", cudaGetErrorName(got));
    const char *entry;
    const struct ocr_fault_site *site;
    const struct sweep_rule *rule;
    if (fault_in_call(s, expr, shown, &entry, &site, &rule)) {
        cudaError_t want = rule ? rule->expect : ocr_error_from_cu(s->injected);
        if (want == SWEEP_IGNORED) {
            if (got != cudaSuccess)
                SWEEP_FAIL(s, line, expr, "%s failed at %s returned %s, expected success (%s)",
                           entry, site_text(site), cudaGetErrorName(got), rule->why);
            cudaError_t last = cudaGetLastError();
            if (last != cudaSuccess)
                SWEEP_FAIL(s, line, expr, "an ignored %s failure recorded %s", entry,
                           cudaGetErrorName(last));
            s->leaves = rule->leaves;
            return true;
        }
        if (got == cudaSuccess)
            SWEEP_FAIL(s, line, expr, "%s failed at %s and the call succeeded (expected %s)", entry,
                       site_text(site), cudaGetErrorName(want));
        if (got != want)
            SWEEP_FAIL(s, line, expr, "%s failed at %s: returned %s (%d), expected %s (%d)%s%s",
                       entry, site_text(site), cudaGetErrorName(got), (int)got,
                       cudaGetErrorName(want), (int)want, rule ? ": " : "", rule ? rule->why : "");
        cudaError_t peek = cudaPeekAtLastError();
        cudaError_t last = cudaGetLastError();
        cudaError_t after = cudaPeekAtLastError();
        if (peek != got || last != got || after != cudaSuccess)
            SWEEP_FAIL(s, line, expr,
                       "%s failed at %s: last error peeked %s, got %s, then %s (expected %s, "
                       "%s, cudaSuccess)",
                       entry, site_text(site), cudaGetErrorName(peek), cudaGetErrorName(last),
                       cudaGetErrorName(after), cudaGetErrorName(got), cudaGetErrorName(got));
        if (out != NULL && !sweep_untouched(out, size))
            SWEEP_FAIL(s, line, expr, "%s failed at %s: the output was written", entry,
                       site_text(site));
        return false;
    }
    if (got != cudaSuccess)
        SWEEP_FAIL(s, line, expr, "returned %s (%d) without a fault in it%s", cudaGetErrorName(got),
                   (int)got, s->seen ? " (after the fault)" : "");
    cudaError_t last = cudaPeekAtLastError();
    if (last != cudaSuccess)
        SWEEP_FAIL(s, line, expr, "succeeded with last error %s", cudaGetErrorName(last));
    return true;
}

void sweep_check_void(struct sweep *s, const char *expr, int line)
{
    const char *entry;
    const struct ocr_fault_site *site;
    const struct sweep_rule *rule;
    if (fault_in_call(s, expr, "", &entry, &site, &rule)) {
        if (rule == NULL || rule->expect != SWEEP_IGNORED)
            SWEEP_FAIL(s, line, expr,
                       "%s failed at %s in a call that cannot report it, and no "
                       "rule says the runtime ignores it",
                       entry, site_text(site));
        s->leaves = rule->leaves;
    }
    cudaError_t last = cudaPeekAtLastError();
    if (last != cudaSuccess)
        SWEEP_FAIL(s, line, expr, "left the last error at %s", cudaGetErrorName(last));
}

bool sweep_fault_seen(const struct sweep *s)
{
    return s->seen;
}

/* -- coverage --------------------------------------------------------------------------------- */

static bool same_site(const struct ocr_fault_site *a, const struct ocr_fault_site *b)
{
    return a->line == b->line && strcmp(a->file, b->file) == 0;
}

/* Write every site of the program once (header inlines have a record per translation unit),
 * each with whether a fault reached it, to <OCR_SWEEP_SITES_DIR>/<program>.sites. */
static void write_sites(void)
{
#ifdef OCR_SWEEP_SITES_DIR
    const struct ocr_fault_site *begin = __start_ocr_sites, *end = __stop_ocr_sites;
    if (begin == NULL || end == NULL)
        fail_msg("no driver call sites: the runtime's objects were not built with OCR_FAULT_SITES");
    size_t n_faulted = fake_sites_faulted();
    if (mkdir(OCR_SWEEP_SITES_DIR, 0777) != 0 && errno != EEXIST)
        fail_msg("cannot make %s", OCR_SWEEP_SITES_DIR);
    char path[4096], tmp[4200];
    snprintf(path, sizeof(path), "%s/%s.sites", OCR_SWEEP_SITES_DIR, program_invocation_short_name);
    snprintf(tmp, sizeof(tmp), "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (f == NULL)
        fail_msg("cannot write %s", tmp);
    for (const struct ocr_fault_site *a = begin; a < end; a++) {
        bool first = true, reached = false;
        for (const struct ocr_fault_site *b = begin; b < a && first; b++)
            first = !same_site(a, b);
        if (!first)
            continue;
        for (size_t i = 0; i < n_faulted && !reached; i++)
            reached = same_site(a, fake_site_faulted(i));
        fprintf(f, "%s:%d %s %d\n", a->file, a->line, a->func, reached ? 1 : 0);
    }
    fclose(f);
    rename(tmp, path);
#endif
}

/* -- the runner ------------------------------------------------------------------------------- */

static void run_once(struct sweep *s, sweep_scenario fn, void *arg, size_t *live_before)
{
    s->leaves = 0;
    fn(s, arg);
    if (s->n != 0 && fake_fault_fired() && !s->seen)
        fail_msg("sweep %s, driver call %u (%s at %s) failing: the fault fired outside a "
                 "checked call\ndriver calls: %s",
                 s->name, s->n, fake_log_name(s->n - 1), site_text(fake_fault_site()),
                 fake_log_string());
    /* Up to the fault, a run makes the calls of the run without one: otherwise it started from
     * another state (the scenario left something behind) and the sweep would skip sites. */
    for (size_t i = 0; s->n != 0 && i < s->n && i < s->n_base; i++) {
        const char *e = fake_log_name(i);
        if (e == NULL || strcmp(e, s->base[i]) != 0)
            fail_msg("sweep %s, driver call %u failing: call %zu was %s, %s in the run without a "
                     "fault: the scenario does not start from the same state each time\n"
                     "driver calls: %s",
                     s->name, s->n, i + 1, e ? e : "(none)", s->base[i], fake_log_string());
    }
    size_t live = fake_live_objects();
    if (live != *live_before + s->leaves)
        fail_msg(
            "sweep %s, driver call %u%s%s%s failing: %zu driver objects should be alive, %zu are "
            "after\ndriver calls: %s",
            s->name, s->n, s->n ? " (" : "", s->n ? fake_log_name(s->n - 1) : "", s->n ? ")" : "",
            *live_before + s->leaves, live, fake_log_string());
    *live_before = live;
    cudaError_t last = cudaPeekAtLastError();
    if (last != cudaSuccess)
        fail_msg("sweep %s, driver call %u failing: the scenario left the last error at %s",
                 s->name, s->n, cudaGetErrorName(last));
}

void sweep_run(const char *name, sweep_scenario fn, void *arg, const struct sweep_options *opt)
{
    const CUresult *results = default_results;
    size_t n_results = sizeof(default_results) / sizeof(default_results[0]);
    if (opt != NULL && opt->results != NULL) {
        results = opt->results;
        n_results = opt->n_results;
    }
    static struct sweep s;
    s = (struct sweep){.name = name, .opt = opt};

    /* A first run makes what the runtime makes once and keeps (a primary context retained on
     * first use, a fatbin loaded on first use): not a leak. A scenario that sweeps those paths
     * undoes them itself (cudaDeviceReset, unregistration). */
    fake_reset();
    fn(&s, arg);
    /* The run without a fault: every checked call succeeds, nothing is left behind. */
    fake_reset();
    size_t live_before = fake_live_objects();
    run_once(&s, fn, arg, &live_before);
    size_t calls = fake_calls_total();
    for (s.n_base = 0; s.n_base < calls && s.n_base < BASE_MAX; s.n_base++)
        s.base[s.n_base] = fake_log_name(s.n_base);
    if (getenv("OCR_SWEEP_VERBOSE") != NULL)
        print_message("sweep %s: driver calls: %s\n", name, fake_log_string());

    unsigned runs = 0;
    for (size_t k = 0; k < n_results; k++) {
        for (unsigned n = 1;; n++) {
            fake_reset();
            s.n = n;
            s.injected = results[k];
            s.seen = false;
            fake_fail_nth(n, results[k]);
            run_once(&s, fn, arg, &live_before);
            bool fired = fake_fault_fired();
            fake_fail_nth(0, CUDA_SUCCESS);
            if (!fired) {
                if (n <= calls)
                    fail_msg("sweep %s: driver call %u of %zu never came", name, n, calls);
                break;
            }
            runs++;
        }
    }
    fake_reset();
    write_sites();
    print_message("sweep %s: %zu driver calls, %u faulted runs\n", name, calls, runs);
}
