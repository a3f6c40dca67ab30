/*
 * OPENCUDART_FAULT: deterministic fault injection (checks.h).
 *
 *   OPENCUDART_FAULT=RULE[,RULE...]   RULE = ENTRY:WHEN=ERROR
 *     ENTRY  an exported runtime function that returns cudaError_t (cudaMalloc, cudaMemcpyAsync,
 *            ...: a name the generated table of exports, calls/api_table_generated.c, holds), or
 *            `launch` for every kernel launch however it is made (<<<>>>, cudaLaunchKernel,
 *            cudaLaunchKernelExC, cudaLaunchCooperativeKernel, their per-thread-stream twins)
 *     WHEN   N (the Nth call, from 1, per process across threads), N+ (the Nth and every later
 *            one), every=K (each Kth), p=P (each call with probability P, from a generator
 *            seeded by OPENCUDART_FAULT_SEED, 0 unless set, and the call's number: the same
 *            calls fail in every run with the same seed, whatever the threads' interleaving)
 *     ERROR  a cudaError_t name
 *   A malformed rule, or one with an unknown error name, is named on stderr and ignored.
 *
 * Each entry named by a rule has one counter (atomic): a call is counted once, whatever the
 * number of rules naming its entry; the first rule that matches gives the error. A
 * per-thread-default-stream twin (cudaMemcpyAsync_ptsz, cudaMemset_ptds) counts as its base
 * function: a rule for cudaMemcpyAsync counts and fails the calls of both, as a program compiled
 * with --default-stream per-thread calls the twin where its source says cudaMemcpyAsync; a rule
 * naming a twin means its base.
 *
 * Per-entry rules are applied at the seam (src/seam.h: while any rule is set, the fault rules
 * subscribe, and every exported call goes through the entry layer's intercepted path), by the
 * rules' before hook, ahead of the call's work: an injected call returns its error without
 * doing anything, and the seam records it as the call's own failure would be. `launch` rules are
 * applied in the launch path (runtime/launch.c announces every launch through the core's launch
 * fault hook, src/objects.h, which the rules register), after the per-entry rules: a launch call a
 * per-entry rule injects (cudaLaunchKernel:...) never reaches the launch and is not counted by the
 * `launch` rules; every launch that is made is counted once by them. So a call is injected at most
 * once.
 *
 * A `launch` rule with a sticky device error makes it happen for real: in place of the
 * program's kernel, a faulting kernel of the runtime's own (PTX below, loaded once with
 * cuLibraryLoadData, so that the driver compiles it for whatever GPU there is) is launched on
 * the launch's stream; the launch returns what the driver says, and the context is corrupted
 * exactly as by a fault of the program's own. When that kernel cannot be loaded or launched
 * (memory, a driver that refuses the PTX), the launch answers the injected error itself, like
 * a rule with an ordinary error, and the context stays usable (said once on stderr); a launch
 * the driver refuses for its stream (a bad handle, a capture) answers the driver's error.
 */
#include "checks.h"
#include "decode.h"
#include "seam.h"
#include "settings.h"
#include "words.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__thread bool ocr_fault_injected;

#define MAX_RULES 64
#define ENTRY_MAX 64

enum when { AT, FROM, EVERY, PROB };

struct rule {
    unsigned counter; /* index in counters */
    enum when when;
    unsigned long n;
    double p;
    cudaError_t err;
};

/* The rules and their counters: replaced whole under the write lock (ocr_fault_configure, from
 * opencudartFaultSet on any thread), read under the read lock by the calls they may fail.
 * Writers take rules_write first (ocr_fault_fork says why). */
static pthread_mutex_t rules_write = PTHREAD_MUTEX_INITIALIZER;
static pthread_rwlock_t rules_lock = PTHREAD_RWLOCK_INITIALIZER;
/* The faulting kernels' library (fault_lib, below). */
static pthread_mutex_t lib_lock = PTHREAD_MUTEX_INITIALIZER;
static struct rule rules[MAX_RULES];
static int nrules;
static struct {
    char name[ENTRY_MAX];
    unsigned long calls;
} counters[MAX_RULES];
static unsigned ncounters;
static uint64_t seed;

/* The sticky device errors a launch rule can make, each by a kernel of the PTX below. Which
 * error each kernel gives on a given GPU is what tests/gpu/fault.cu shows. */
static const struct {
    cudaError_t err;
    const char *kernel;
} sticky_kernels[] = {
    {cudaErrorIllegalAddress, "ocr_fault_illegal_address"}, /* a store to address 0 */
    {cudaErrorLaunchFailure, "ocr_fault_trap"},             /* trap */
    {cudaErrorMisalignedAddress, "ocr_fault_misaligned"},   /* a 4-byte store to address 1 */
    {cudaErrorIllegalInstruction, "ocr_fault_illegal_instruction"}, /* brkpt */
};

static const char fault_ptx[] = ".version 6.0\n"
                                ".target sm_50\n"
                                ".address_size 64\n"
                                ".visible .entry ocr_fault_illegal_address()\n"
                                "{\n"
                                "  .reg .b64 %rd<2>;\n"
                                "  .reg .b32 %r<2>;\n"
                                "  mov.u64 %rd1, 0;\n"
                                "  mov.u32 %r1, 1;\n"
                                "  st.volatile.global.u32 [%rd1], %r1;\n"
                                "  ret;\n"
                                "}\n"
                                ".visible .entry ocr_fault_trap()\n"
                                "{\n"
                                "  trap;\n"
                                "  ret;\n"
                                "}\n"
                                ".visible .entry ocr_fault_misaligned()\n"
                                "{\n"
                                "  .reg .b64 %rd<2>;\n"
                                "  .reg .b32 %r<2>;\n"
                                "  mov.u64 %rd1, 1;\n"
                                "  mov.u32 %r1, 1;\n"
                                "  st.volatile.global.u32 [%rd1], %r1;\n"
                                "  ret;\n"
                                "}\n"
                                ".visible .entry ocr_fault_illegal_instruction()\n"
                                "{\n"
                                "  brkpt;\n"
                                "  ret;\n"
                                "}\n";

static const char *sticky_kernel(cudaError_t e)
{
    for (size_t i = 0; i < sizeof sticky_kernels / sizeof sticky_kernels[0]; i++)
        if (sticky_kernels[i].err == e)
            return sticky_kernels[i].kernel;
    return NULL;
}

/* Sticky errors without a kernel here: a launch rule naming one is refused rather than faked. */
static bool is_sticky(cudaError_t e)
{
    switch (e) {
    case cudaErrorIllegalAddress:
    case cudaErrorLaunchFailure:
    case cudaErrorMisalignedAddress:
    case cudaErrorIllegalInstruction:
    case cudaErrorAssert:
    case cudaErrorHardwareStackError:
    case cudaErrorInvalidAddressSpace:
    case cudaErrorInvalidPc:
    case cudaErrorLaunchTimeout:
    case cudaErrorTensorMemoryLeak:
        return true;
    default:
        return false;
    }
}

static void bad_rule(const char *rule, size_t len, const char *why)
{
    char q[300];
    ocr_setting_quote(q, sizeof q, rule, len);
    fprintf(stderr, "opencudart: OPENCUDART_FAULT: rule '%s' ignored: %s\n", q, why);
}

static bool parse_ulong(const char *s, const char *end, unsigned long *out)
{
    if (s == end || (size_t)(end - s) > 18)
        return false;
    unsigned long v = 0;
    for (const char *p = s; p < end; p++) {
        if (*p < '0' || *p > '9')
            return false;
        v = v * 10 + (unsigned long)(*p - '0');
    }
    *out = v;
    return true;
}

static bool parse_prob(const char *s, const char *end, double *out)
{
    char buf[64];
    if (s == end || (size_t)(end - s) >= sizeof buf)
        return false;
    memcpy(buf, s, (size_t)(end - s));
    buf[end - s] = '\0';
    char *stop;
    double v = strtod(buf, &stop);
    if (*stop != '\0' || !(v >= 0.0 && v <= 1.0))
        return false;
    *out = v;
    return true;
}

/* The length of `name` (len characters) without a per-thread-default-stream twin's suffix. */
static size_t base_len(const char *name, size_t len)
{
    if (len > 5 &&
        (strncmp(name + len - 5, "_ptsz", 5) == 0 || strncmp(name + len - 5, "_ptds", 5) == 0))
        return len - 5;
    return len;
}

static unsigned counter_for(const char *name, size_t len)
{
    len = base_len(name, len);
    for (unsigned i = 0; i < ncounters; i++)
        if (strlen(counters[i].name) == len && strncmp(counters[i].name, name, len) == 0)
            return i;
    memcpy(counters[ncounters].name, name, len);
    counters[ncounters].name[len] = '\0';
    counters[ncounters].calls = 0;
    return ncounters++;
}

/* Whether [name, name + len) is the name of an entry point the entry layer passes to
 * ocr_fault_before: one of the generated table's (calls/api_table_generated.c: every exported
 * function that returns cudaError_t, the per-thread-stream twins included). */
static bool is_entry(const char *name, size_t len)
{
    for (unsigned i = 0; i < OCR_FN_COUNT; i++)
        if (strncmp(ocr_api_table[i].name, name, len) == 0 && ocr_api_table[i].name[len] == '\0')
            return true;
    return false;
}

/* One rule, [r, r + len). */
static void parse_rule(const char *r, size_t len)
{
    const char *end = r + len;
    const char *colon = memchr(r, ':', len);
    if (colon == NULL || colon == r) {
        bad_rule(r, len, "expected ENTRY:WHEN=ERROR");
        return;
    }
    size_t elen = (size_t)(colon - r);
    bool launch = elen == 6 && strncmp(r, "launch", 6) == 0;
    bool ident = elen < ENTRY_MAX;
    for (const char *p = r; ident && p < colon; p++)
        ident = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '_' ||
                (p > r && *p >= '0' && *p <= '9');
    if (!ident || (!launch && strncmp(r, "cuda", 4) != 0 && strncmp(r, "__cuda", 6) != 0)) {
        bad_rule(r, len, "ENTRY is `launch` or a runtime function's name (cudaMalloc, ...)");
        return;
    }
    if (!launch && !is_entry(r, elen)) {
        bad_rule(r, len, "ENTRY names no function of the runtime that returns a cudaError_t");
        return;
    }
    const char *eq = NULL;
    for (const char *p = end; p > colon; p--)
        if (p[-1] == '=') {
            eq = p - 1;
            break;
        }
    if (eq == NULL) {
        bad_rule(r, len, "expected ENTRY:WHEN=ERROR");
        return;
    }
    struct rule rule = {0};
    if (!ocr_error_by_name(eq + 1, (size_t)(end - eq - 1), &rule.err)) {
        bad_rule(r, len, "unknown error name");
        return;
    }
    if (rule.err == cudaSuccess) {
        bad_rule(r, len, "cudaSuccess is no error");
        return;
    }
    const char *w = colon + 1;
    if ((size_t)(eq - w) > 6 && strncmp(w, "every=", 6) == 0) {
        rule.when = EVERY;
        if (!parse_ulong(w + 6, eq, &rule.n) || rule.n == 0) {
            bad_rule(r, len, "every=K takes a count K of 1 or more");
            return;
        }
    } else if ((size_t)(eq - w) > 2 && strncmp(w, "p=", 2) == 0) {
        rule.when = PROB;
        if (!parse_prob(w + 2, eq, &rule.p)) {
            bad_rule(r, len, "p=P takes a probability P from 0 to 1");
            return;
        }
    } else {
        const char *nend = eq;
        rule.when = AT;
        if (nend > w && nend[-1] == '+') {
            rule.when = FROM;
            nend--;
        }
        if (!parse_ulong(w, nend, &rule.n) || rule.n == 0) {
            bad_rule(r, len, "WHEN is N, N+, every=K or p=P (N and K from 1)");
            return;
        }
    }
    if (launch && is_sticky(rule.err) && sticky_kernel(rule.err) == NULL) {
        bad_rule(r, len,
                 "the runtime has no faulting kernel for this sticky error (it makes "
                 "cudaErrorIllegalAddress, cudaErrorLaunchFailure, cudaErrorMisalignedAddress, "
                 "cudaErrorIllegalInstruction)");
        return;
    }
    if (nrules == MAX_RULES) {
        bad_rule(r, len, "too many rules");
        return;
    }
    rule.counter = counter_for(r, elen);
    rules[nrules++] = rule;
}

/* fork. The rules' read-write lock is never taken here: a writer waiting for it behind the
 * readers of many calling threads would hold the parent's fork up, and a child could not
 * release a lock its parent's thread took. Writers are serialised by rules_write, which no
 * reader takes: prepare takes it, so no writer is inside the rules at the fork, and the child
 * makes the read-write lock new (the readers that held it are the parent's threads). The
 * faulting kernels' lock is held across a driver call: the child makes it new. */
void ocr_fault_fork(enum ocr_fork phase)
{
    switch (phase) {
    case OCR_FORK_PREPARE:
        pthread_mutex_lock(&rules_write);
        return;
    case OCR_FORK_PARENT:
        pthread_mutex_unlock(&rules_write);
        return;
    case OCR_FORK_CHILD:
        rules_lock = (pthread_rwlock_t)PTHREAD_RWLOCK_INITIALIZER;
        pthread_mutex_unlock(&rules_write); /* prepare's, this thread's */
        pthread_mutex_init(&rules_write, NULL);
        pthread_mutex_init(&lib_lock, NULL);
        return;
    }
}

/* The seam's hooks: the per-entry rules before the call, the injection's mark forgotten at its
 * end (the seam's call keeps it for the trace). */
static bool fault_before(struct ocr_seam_call *c, cudaError_t *e)
{
    return ocr_fault_before(c->name, e);
}

static void fault_after(struct ocr_seam_call *c, cudaError_t e)
{
    (void)c, (void)e;
    ocr_fault_injected = false;
}

static const struct ocr_subscriber fault_hooks = {.before = fault_before, .after = fault_after};

/* The launch fault hook (src/objects.h), every launch's while a `launch` rule is set: the rules
 * (ocr_fault_launch); for a sticky error, the runtime's faulting kernel launched in place of the
 * program's, after the runtime's init (an ordinary injected error needs no driver). */
static bool fault_launch(cudaStream_t stream, bool ptds, cudaError_t *out)
{
    cudaError_t err, sticky;
    if (!ocr_fault_launch(&err, &sticky))
        return false;
    if (sticky != cudaSuccess) {
        err = ocr_enter();
        if (err == cudaSuccess)
            err = ocr_fault_launch_sticky(sticky, stream, ptds);
    }
    *out = err;
    return true;
}

int ocr_fault_configure(const char *v, const char *seed_text)
{
    pthread_mutex_lock(&rules_write);
    pthread_rwlock_wrlock(&rules_lock);
    nrules = 0;
    ncounters = 0;
    struct ocr_setting seed_set;
    ocr_setting_parse(OCR_SET_FAULT_SEED, seed_text, &seed_set);
    seed = seed_set.num;
    size_t len;
    for (const char *p = v, *w; (w = ocr_word_next(&p, &len)) != NULL;)
        if (len > 0)
            parse_rule(w, len);
    unsigned bits = 0;
    for (int i = 0; i < nrules; i++)
        bits |= strcmp(counters[rules[i].counter].name, "launch") == 0 ? OCR_CHECK_FAULT_LAUNCH
                                                                       : OCR_CHECK_FAULT;
    /* The launch hook before the word (it stays, and asks the word itself: src/objects.h). */
    if (bits & OCR_CHECK_FAULT_LAUNCH)
        ocr_launch_fault_subscribe(fault_launch);
    unsigned keep = __atomic_load_n(&ocr_checks, __ATOMIC_RELAXED) &
                    ~(OCR_CHECK_FAULT | OCR_CHECK_FAULT_LAUNCH);
    __atomic_store_n(&ocr_checks, keep | bits, __ATOMIC_RELEASE);
    /* Any rule takes every exported call through the seam: per-entry rules answer calls in the
     * before hook, and the call's end forgets the mark of an injection (a launch rule's too). */
    ocr_seam_subscribe(OCR_SEAM_FAULT, bits ? &fault_hooks : NULL);
    int n = nrules;
    pthread_rwlock_unlock(&rules_lock);
    pthread_mutex_unlock(&rules_write);
    return n;
}

__attribute__((constructor)) static void fault_setup(void)
{
    const char *v = ocr_setting(OCR_SET_FAULT)->text;
    const struct ocr_setting *s = ocr_setting(OCR_SET_FAULT_SEED);
    if (v[0] != '\0') {
        char seed_text[24];
        snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)s->num);
        ocr_fault_configure(v, seed_text);
    }
}

/* A uniform number in [0, 1) from the seed, the rule and the call's number (splitmix64). */
static double draw(unsigned rule, unsigned long n)
{
    uint64_t z = seed + 0x9E3779B97F4A7C15ull * ((uint64_t)n + ((uint64_t)rule << 40) + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (double)(z >> 11) * 0x1.0p-53;
}

static bool matches(const struct rule *r, unsigned idx, unsigned long n)
{
    switch (r->when) {
    case AT:
        return n == r->n;
    case FROM:
        return n >= r->n;
    case EVERY:
        return n % r->n == 0;
    case PROB:
        return draw(idx, n) < r->p;
    }
    return false;
}

/* Count a call of counter `c` and say which rule, if any, fails it (the read lock held). */
static bool fire(unsigned c, cudaError_t *err)
{
    unsigned long n = __atomic_add_fetch(&counters[c].calls, 1, __ATOMIC_RELAXED);
    for (int i = 0; i < nrules; i++) {
        if (rules[i].counter == c && matches(&rules[i], (unsigned)i, n)) {
            *err = rules[i].err;
            ocr_fault_injected = true;
            struct ocr_seam_call *call = ocr_tls.call;
            if (call != NULL)
                call->faulted = true;
            return true;
        }
    }
    return false;
}

bool ocr_fault_before(const char *entry, cudaError_t *err)
{
    if (!OCR_CHECKING(OCR_CHECK_FAULT))
        return false;
    size_t len = base_len(entry, strlen(entry));
    bool fired = false;
    pthread_rwlock_rdlock(&rules_lock);
    for (unsigned c = 0; c < ncounters; c++)
        if (strlen(counters[c].name) == len && strncmp(counters[c].name, entry, len) == 0) {
            fired = strcmp(counters[c].name, "launch") != 0 && fire(c, err);
            break;
        }
    pthread_rwlock_unlock(&rules_lock);
    return fired;
}

bool ocr_fault_launch(cudaError_t *err, cudaError_t *sticky)
{
    if (!OCR_CHECKING(OCR_CHECK_FAULT_LAUNCH))
        return false;
    bool fired = false;
    cudaError_t e = cudaSuccess;
    pthread_rwlock_rdlock(&rules_lock);
    for (unsigned c = 0; c < ncounters; c++)
        if (strcmp(counters[c].name, "launch") == 0) {
            fired = fire(c, &e);
            break;
        }
    pthread_rwlock_unlock(&rules_lock);
    if (!fired)
        return false;
    bool real = sticky_kernel(e) != NULL;
    *sticky = real ? e : cudaSuccess;
    *err = real ? cudaSuccess : e;
    return true;
}

/* The faulting kernels' library, loaded once, on the first sticky injection. */
static CUlibrary fault_lib;

/* The faulting kernel could not be loaded or launched (`r`, the driver's answer): the launch
 * answers the injected error itself, as a rule with an ordinary error does, and the context
 * stays usable; said once on stderr. */
static cudaError_t sticky_fallback(cudaError_t sticky, CUresult r)
{
    static int said;
    if (!__atomic_exchange_n(&said, 1, __ATOMIC_RELAXED))
        fprintf(stderr,
                "opencudart: OPENCUDART_FAULT: the faulting kernel for %s could not be run (%s): "
                "the launch answers the error without making it happen\n",
                ocr_error_name_or_unknown(sticky), ocr_error_name_or_unknown(ocr_error_from_cu(r)));
    return sticky;
}

cudaError_t ocr_fault_launch_sticky(cudaError_t sticky, cudaStream_t stream, bool ptds)
{
    const char *name = sticky_kernel(sticky);
    if (name == NULL)
        return sticky;
    CUresult r = CUDA_SUCCESS;
    pthread_mutex_lock(&lib_lock);
    if (fault_lib == NULL)
        r = DRV.cuLibraryLoadData(&fault_lib, fault_ptx, NULL, NULL, 0, NULL, NULL, 0);
    if (r != CUDA_SUCCESS)
        fault_lib = NULL; /* loaded again at the next injection */
    CUlibrary lib = fault_lib;
    pthread_mutex_unlock(&lib_lock);
    if (r != CUDA_SUCCESS)
        return sticky_fallback(sticky, r);
    CUkernel k;
    r = DRV.cuLibraryGetKernel(&k, lib, name);
    if (r == CUDA_SUCCESS)
        r = OCR_DRV(ptds).cuLaunchKernel((CUfunction)k, 1, 1, 1, 1, 1, 1, 0, (CUstream)stream, NULL,
                                         NULL);
    /* A launch refused for the stream (a bad handle, a capture) is the program's error, as its
     * own kernel's launch would have had it. */
    if (r == CUDA_ERROR_INVALID_HANDLE || r == CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED ||
        r == CUDA_ERROR_STREAM_CAPTURE_INVALIDATED || r == CUDA_SUCCESS)
        return ocr_cu(r);
    return sticky_fallback(sticky, r);
}
