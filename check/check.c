/*
 * OPENCUDART_CHECK: the object table, the leak report at exit and the misuse warnings
 * (checks.h). While a check is on, the checks subscribe to the object events the areas announce
 * (src/objects.h: the hooks below) and to the seam (src/seam.h): every call then names itself
 * and its site in the thread's state, which the hooks read, and the checks' after hook names a
 * runtime call made from inside a host function or callback.
 *
 * The table exists only while a check is on: every object a runtime call made (memory with its
 * size, handles), with the device it was made on and the call site that made it, in one array
 * sorted by (class, address) under one lock, so that a pointer finds the allocation it falls
 * in by binary search. A released object stays in the table, marked released with the site that
 * released it, while misuse is on (so that a double free or a use after destroy names both
 * sites) until an object of its class is made at the same address.
 *
 * Output goes to stderr, or to the file OPENCUDART_CHECK_FILE names (opened on the first line,
 * only ever a regular file: src/outfile.h; %p in the name is the process id). With
 * OPENCUDART_CHECK_EXITCODE=N, a process whose checks found a leak (at exit) or a misuse ends
 * with status N at the runtime's end (ocr_check_exit), after the report, as compute-sanitizer's
 * --error-exitcode and the sanitizers' exitcode do: the program's streams are flushed and the
 * process ends there with _exit(N). The library is then kept loaded (RTLD_NODELETE), so that the
 * runtime's end comes only at the process's exit. The settings are read by settings/settings.c.
 */
#include "checks.h"
#include "decode.h"
#include "outfile.h"
#include "settings.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

__thread const char *ocr_check_in_callback;

static const struct {
    const char *what, *release;
    enum ocr_object_class cls;
} kinds[OCR_OBJ_KINDS] = {
#define KIND_ROW(kind, what, release, cls) [kind] = {what, release, cls},
    OCR_OBJECT_KINDS(KIND_ROW)
#undef KIND_ROW
};

static bool is_range_class(enum ocr_object_class c)
{
    return c == OCR_CLASS_DEVICE || c == OCR_CLASS_HOST || c == OCR_CLASS_REGISTERED ||
           c == OCR_CLASS_IPC;
}

struct object {
    uintptr_t handle;
    size_t size;
    const void *site;     /* the call that made it */
    const void *released; /* the call that released it (while `gone`) */
    int device;
    unsigned char cls, kind;
    bool gone;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct object *objs;
static size_t nobjs, capobjs;
static unsigned long made_total; /* objects made since the checks were configured */
static pid_t check_pid;
static int exit_code;          /* OPENCUDART_CHECK_EXITCODE; 0: the program's own status */
static unsigned long problems; /* misuses said, and a leak report at exit that found one */

/* fork: the table's lock is held only for a table operation (and the report's writing). The
 * child keeps the table (its objects are the parent's: check_pid keeps the child from reporting
 * them as its leaks). */
void ocr_check_fork(enum ocr_fork phase)
{
    if (phase == OCR_FORK_PREPARE) {
        pthread_mutex_lock(&lock);
    } else if (phase == OCR_FORK_PARENT) {
        pthread_mutex_unlock(&lock);
    } else {
        pthread_mutex_unlock(&lock); /* prepare's, this thread's */
        pthread_mutex_init(&lock, NULL);
    }
}

/* -- output --------------------------------------------------------------------------------- */

static char out_path[4096];
static struct ocr_out out_file = {.fd = -1}; /* open while fd >= 0 (src/outfile.h) */

/* The report's file, opened at its first line (only ever a regular file); false: stderr. */
static bool to_file(void)
{
    if (out_path[0] == '\0')
        return false;
    if (out_file.fd < 0) {
        char path[sizeof out_path + 32];
        ocr_path_for_pid(path, sizeof path, out_path, (long)getpid());
        if (!ocr_out_open(&out_file, path, OCR_OUT_TRUNCATE, "opencudart: OPENCUDART_CHECK_FILE")) {
            /* Refused or not opened (said in one line): the report goes to stderr. */
            out_path[0] = '\0';
            return false;
        }
    }
    return true;
}

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
    char line[1024], text[1040];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    int n = snprintf(text, sizeof text, "opencudart: %s\n", line);
    size_t len = n < 0 ? 0 : (size_t)n < sizeof text ? (size_t)n : sizeof text - 1;
    /* One write per line, as line buffering did; a line the file did not take (the failure is
     * said once) and the rest of the report go to stderr, never nowhere. */
    if (to_file() && ocr_out_write(&out_file, text, len))
        return;
    if (out_path[0] != '\0') {
        (void)ocr_out_close(&out_file, false, false);
        out_path[0] = '\0';
    }
    fputs(text, stderr);
}

/* module!symbol+0xoffset through dladdr (no debug information needed); module+0xoffset from
 * the module's base where the symbol is not exported (a program's own functions, unless it is
 * linked with -rdynamic: `addr2line -e program 0xoffset` names the line). */
static void site_name(const void *site, char *buf, size_t len)
{
    Dl_info info;
    if (site == NULL) {
        snprintf(buf, len, "an unknown site");
        return;
    }
    if (dladdr(site, &info) == 0 || info.dli_fname == NULL) {
        snprintf(buf, len, "%p", site);
        return;
    }
    const char *mod = strrchr(info.dli_fname, '/');
    mod = mod != NULL ? mod + 1 : info.dli_fname;
    if (mod[0] == '\0')
        mod = program_invocation_short_name;
    if (info.dli_sname != NULL && info.dli_saddr != NULL)
        snprintf(buf, len, "%s!%s+0x%lx", mod, info.dli_sname,
                 (unsigned long)((uintptr_t)site - (uintptr_t)info.dli_saddr));
    else
        snprintf(buf, len, "%s+0x%lx", mod,
                 (unsigned long)((uintptr_t)site - (uintptr_t)info.dli_fbase));
}

/* -- the call in progress ------------------------------------------------------------------- */

/* The call the hooks name (the seam's call in progress on this thread) and its site. */
static const char *call_name(void)
{
    const struct ocr_seam_call *c = ocr_tls.call;
    return c != NULL ? c->name : "a runtime call";
}

static const void *call_site(void)
{
    const struct ocr_seam_call *c = ocr_tls.call;
    return c != NULL ? c->site : NULL;
}

/* The checks' after hook: a runtime call from inside a host function or callback. */
static void check_after(struct ocr_seam_call *c, cudaError_t e)
{
    (void)e;
    if (OCR_UNLIKELY(ocr_check_in_callback != NULL) &&
        (__atomic_load_n(&ocr_checks, __ATOMIC_RELAXED) & OCR_CHECK_MISUSE)) {
        __atomic_add_fetch(&problems, 1, __ATOMIC_RELAXED);
        say("misuse: %s called from inside %s, which must make no CUDA call", c->name,
            ocr_check_in_callback);
    }
}

static const struct ocr_subscriber check_hooks = {.after = check_after};

/* The object events' hooks (src/objects.h), declared in checks.h and defined below. */
static const struct ocr_object_hooks object_hooks = {
    .made = ocr_check_made,
    .releasing = ocr_check_releasing,
    .released = ocr_check_released,
    .use = ocr_check_use,
    .range = ocr_check_range,
    .wrap_host_fn = ocr_check_wrap_host_fn,
    .wrap_callback = ocr_check_wrap_callback,
    .unwrap = ocr_check_unwrap,
};

/* -- configuration -------------------------------------------------------------------------- */

static void check_apply(const struct ocr_setting *checks, const struct ocr_setting *path)
{
    unsigned bits = 0;
    if (ocr_setting_has(checks, OCR_SET_CHECK, "leaks"))
        bits |= OCR_CHECK_LEAKS;
    if (ocr_setting_has(checks, OCR_SET_CHECK, "misuse"))
        bits |= OCR_CHECK_MISUSE;
    const char *file = path->text;
    pthread_mutex_lock(&lock);
    free(objs);
    objs = NULL;
    nobjs = capobjs = 0;
    made_total = 0;
    __atomic_store_n(&problems, 0, __ATOMIC_RELAXED);
    check_pid = getpid();
    if (out_file.fd >= 0)
        (void)ocr_out_close(&out_file, true, false);
    snprintf(out_path, sizeof out_path, "%s", file != NULL ? file : "");
    pthread_mutex_unlock(&lock);
    /* The hooks before the word: an area that finds a check on finds its hooks (they stay when
     * the checks are turned off, and test the word themselves). */
    if (bits)
        ocr_objects_subscribe(&object_hooks);
    unsigned keep = __atomic_load_n(&ocr_checks, __ATOMIC_RELAXED) & ~OCR_CHECK_OBJECTS;
    __atomic_store_n(&ocr_checks, keep | bits, __ATOMIC_RELEASE);
    /* Every call names itself and its site for the hooks; a runtime call from inside a callback
     * is seen by the checks' after hook. */
    ocr_seam_subscribe(OCR_SEAM_CHECKS, bits ? &check_hooks : NULL);
}

void ocr_check_configure(const char *v, const char *file)
{
    struct ocr_setting checks, path;
    ocr_setting_parse(OCR_SET_CHECK, v, &checks);
    ocr_setting_parse(OCR_SET_CHECK_FILE, file, &path);
    check_apply(&checks, &path);
}

/* Keeps this library loaded to the process's end: its exit handler, the runtime's end, then
 * runs only when the process exits (a dlclose runs it too, and must not end the process). */
static void stay_loaded(void)
{
    Dl_info info;
    if (dladdr((void *)stay_loaded, &info) != 0 && info.dli_fname != NULL)
        dlopen(info.dli_fname, RTLD_LAZY | RTLD_NOLOAD | RTLD_NODELETE);
}

static void exitcode_apply(const struct ocr_setting *s)
{
    static pthread_once_t pinned = PTHREAD_ONCE_INIT;
    __atomic_store_n(&exit_code, s->off ? 0 : (int)s->num, __ATOMIC_RELAXED);
    if (!s->off)
        pthread_once(&pinned, stay_loaded);
}

void ocr_check_configure_exitcode(const char *v)
{
    struct ocr_setting s;
    ocr_setting_parse(OCR_SET_CHECK_EXITCODE, v, &s);
    exitcode_apply(&s);
}

void ocr_check_exit(void)
{
    int code = __atomic_load_n(&exit_code, __ATOMIC_RELAXED);
    if (code == 0 || __atomic_load_n(&problems, __ATOMIC_RELAXED) == 0 || getpid() != check_pid)
        return;
    fflush(NULL);
    _exit(code);
}

__attribute__((constructor)) static void check_setup(void)
{
    check_apply(ocr_setting(OCR_SET_CHECK), ocr_setting(OCR_SET_CHECK_FILE));
    exitcode_apply(ocr_setting(OCR_SET_CHECK_EXITCODE));
}

/* -- the table ------------------------------------------------------------------------------ */

static int key_cmp(unsigned cls, uintptr_t h, const struct object *o)
{
    if (cls != o->cls)
        return cls < o->cls ? -1 : 1;
    if (h != o->handle)
        return h < o->handle ? -1 : 1;
    return 0;
}

/* The index of the first object not below (cls, h). Under the lock. */
static size_t lower_bound(unsigned cls, uintptr_t h)
{
    size_t lo = 0, hi = nobjs;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (key_cmp(cls, h, &objs[mid]) > 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static struct object *find_exact(unsigned cls, uintptr_t h)
{
    size_t i = lower_bound(cls, h);
    return i < nobjs && key_cmp(cls, h, &objs[i]) == 0 ? &objs[i] : NULL;
}

/* The live range of class `cls` that `p` falls in, or NULL. Under the lock. */
static struct object *find_containing(unsigned cls, uintptr_t p)
{
    size_t i = lower_bound(cls, p);
    if (i < nobjs && key_cmp(cls, p, &objs[i]) == 0 && !objs[i].gone)
        return &objs[i];
    /* The closest start below p (released ones skipped: they hold no range). */
    while (i > 0) {
        struct object *o = &objs[--i];
        if (o->cls != cls)
            return NULL;
        if (o->gone)
            continue;
        return p - o->handle < (o->size ? o->size : 1) ? o : NULL;
    }
    return NULL;
}

static void remove_at(size_t i)
{
    memmove(&objs[i], &objs[i + 1], (nobjs - i - 1) * sizeof objs[0]);
    nobjs--;
}

void ocr_check_made(enum ocr_object_kind kind, uintptr_t handle, size_t size)
{
    if (!(ocr_checks & OCR_CHECK_OBJECTS) || handle == 0)
        return;
    const void *site = call_site();
    unsigned cls = kinds[kind].cls;
    struct object o = {
        handle, size, site, NULL, ocr_tls.device, (unsigned char)cls, (unsigned char)kind, false};
    pthread_mutex_lock(&lock);
    made_total++;
    size_t i = lower_bound(cls, handle);
    if (i < nobjs && key_cmp(cls, handle, &objs[i]) == 0) {
        objs[i] = o; /* the address is reused (the old object was released) */
    } else {
        if (nobjs == capobjs) {
            size_t cap = capobjs ? capobjs * 2 : 256;
            struct object *n = realloc(objs, cap * sizeof *n);
            if (n == NULL) {
                pthread_mutex_unlock(&lock);
                return; /* not tracked: the checks never fail a call */
            }
            objs = n;
            capobjs = cap;
        }
        memmove(&objs[i + 1], &objs[i], (nobjs - i) * sizeof objs[0]);
        objs[i] = o;
        nobjs++;
    }
    pthread_mutex_unlock(&lock);
}

/* What an object is, for a warning: "device memory (cudaMalloc) of 4096 bytes made at S". */
static void describe(const struct object *o, char *buf, size_t len)
{
    char site[512];
    site_name(o->site, site, sizeof site);
    if (is_range_class(o->cls))
        snprintf(buf, len, "%s of %zu bytes made at %s", kinds[o->kind].what, o->size, site);
    else
        snprintf(buf, len, "%s made at %s", kinds[o->kind].what, site);
}

/* A warning about the call in progress, at its site. */
static void misuse(uintptr_t handle, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void misuse(uintptr_t handle, const char *fmt, ...)
{
    char what[1024], at[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    site_name(call_site(), at, sizeof at);
    __atomic_add_fetch(&problems, 1, __ATOMIC_RELAXED);
    say("misuse: %s(%#lx) at %s: %s", call_name(), (unsigned long)handle, at, what);
}

/* The misuse a release of `handle` as class `cls` makes, if any. Under the lock. */
static void release_misuse(unsigned cls, uintptr_t handle)
{
    char d[1024], r[512];
    struct object *o = find_exact(cls, handle);
    if (o != NULL && !o->gone)
        return;
    if (o != NULL) {
        describe(o, d, sizeof d);
        site_name(o->released, r, sizeof r);
        misuse(handle, "released twice: %s, already released at %s", d, r);
        return;
    }
    if (is_range_class(cls) && (o = find_containing(cls, handle)) != NULL) {
        describe(o, d, sizeof d);
        misuse(handle, "not the start of an allocation: %zu bytes into %s",
               (size_t)(handle - o->handle), d);
        return;
    }
    /* Memory of another kind: cudaFree of pinned host memory, cudaFreeHost of device memory. */
    static const unsigned memory[] = {OCR_CLASS_DEVICE, OCR_CLASS_HOST, OCR_CLASS_REGISTERED,
                                      OCR_CLASS_IPC};
    for (size_t k = 0; is_range_class(cls) && k < sizeof memory / sizeof memory[0]; k++) {
        if (memory[k] == cls || (o = find_containing(memory[k], handle)) == NULL)
            continue;
        describe(o, d, sizeof d);
        misuse(handle, "%s is %s, released by %s",
               handle == o->handle ? "this" : "this points into", d, kinds[o->kind].release);
        return;
    }
}

void ocr_check_releasing(enum ocr_object_class cls, uintptr_t handle)
{
    if (!(ocr_checks & OCR_CHECK_MISUSE) || handle == 0)
        return;
    pthread_mutex_lock(&lock);
    release_misuse(cls, handle);
    pthread_mutex_unlock(&lock);
}

void ocr_check_released(enum ocr_object_class cls, uintptr_t handle, cudaError_t result)
{
    unsigned bits = ocr_checks;
    if (!(bits & OCR_CHECK_OBJECTS) || handle == 0)
        return;
    const void *site = call_site();
    pthread_mutex_lock(&lock);
    size_t i = lower_bound(cls, handle);
    if (result == cudaSuccess && i < nobjs && key_cmp(cls, handle, &objs[i]) == 0 &&
        !objs[i].gone) {
        if (bits & OCR_CHECK_MISUSE) {
            objs[i].gone = true;
            objs[i].released = site;
        } else {
            remove_at(i);
        }
    }
    pthread_mutex_unlock(&lock);
}

/* The stream handles that name no stream object: the default streams. */
static bool special_stream(uintptr_t h)
{
    return h == 0 || h == (uintptr_t)cudaStreamLegacy || h == (uintptr_t)cudaStreamPerThread;
}

void ocr_check_use(enum ocr_object_class cls, uintptr_t handle)
{
    if (!(ocr_checks & OCR_CHECK_MISUSE) || (cls == OCR_CLASS_STREAM && special_stream(handle)) ||
        handle == 0)
        return;
    pthread_mutex_lock(&lock);
    struct object *o = find_exact(cls, handle);
    if (o != NULL && o->gone) {
        char d[1024], r[512];
        describe(o, d, sizeof d);
        site_name(o->released, r, sizeof r);
        misuse(handle, "use of a destroyed %s: %s, destroyed at %s", kinds[o->kind].what, d, r);
    }
    pthread_mutex_unlock(&lock);
}

void ocr_check_range(const char *what, const void *ptr, size_t count)
{
    if (!(ocr_checks & OCR_CHECK_MISUSE) || ptr == NULL || count == 0)
        return;
    uintptr_t p = (uintptr_t)ptr;
    pthread_mutex_lock(&lock);
    static const unsigned memory[] = {OCR_CLASS_DEVICE, OCR_CLASS_HOST, OCR_CLASS_IPC};
    for (size_t k = 0; k < sizeof memory / sizeof memory[0]; k++) {
        struct object *o = find_containing(memory[k], p);
        if (o == NULL)
            continue;
        size_t room = o->size - (size_t)(p - o->handle);
        if (count > room) {
            char d[1024];
            describe(o, d, sizeof d);
            misuse(p, "the %s range of %zu bytes runs %zu bytes past the end of %s (at offset %zu)",
                   what, count, count - room, d, (size_t)(p - o->handle));
        }
        break;
    }
    pthread_mutex_unlock(&lock);
}

void ocr_check_reset(int d)
{
    if (!(ocr_checks & OCR_CHECK_OBJECTS))
        return;
    pthread_mutex_lock(&lock);
    /* Everything of the device's primary context goes with it; libraries are
     * context-independent and stay. */
    size_t w = 0;
    for (size_t i = 0; i < nobjs; i++) {
        struct object *o = &objs[i];
        if (!o->gone && o->device == d && o->cls != OCR_CLASS_LIBRARY)
            continue;
        objs[w++] = *o;
    }
    nobjs = w;
    pthread_mutex_unlock(&lock);
}

/* -- host functions and callbacks ------------------------------------------------------------ */

struct hostfn_box {
    cudaHostFn_t fn;
    cudaStreamCallback_t cb;
    void *data;
};

static void CUDA_CB hostfn_trampoline(void *p)
{
    struct hostfn_box b = *(struct hostfn_box *)p;
    free(p);
    ocr_check_in_callback = "a host function (cudaLaunchHostFunc)";
    b.fn(b.data);
    ocr_check_in_callback = NULL;
}

static void CUDA_CB callback_trampoline(cudaStream_t s, cudaError_t status, void *p)
{
    struct hostfn_box b = *(struct hostfn_box *)p;
    free(p);
    ocr_check_in_callback = "a stream callback (cudaStreamAddCallback)";
    b.cb(s, status, b.data);
    ocr_check_in_callback = NULL;
}

bool ocr_check_wrap_host_fn(cudaHostFn_t *fn, void **data)
{
    struct hostfn_box *b = malloc(sizeof *b);
    if (b == NULL)
        return false;
    *b = (struct hostfn_box){*fn, NULL, *data};
    *fn = hostfn_trampoline;
    *data = b;
    return true;
}

bool ocr_check_wrap_callback(cudaStreamCallback_t *fn, void **data)
{
    struct hostfn_box *b = malloc(sizeof *b);
    if (b == NULL)
        return false;
    *b = (struct hostfn_box){NULL, *fn, *data};
    *fn = callback_trampoline;
    *data = b;
    return true;
}

void ocr_check_unwrap(void *data)
{
    free(data);
}

/* -- the leak report -------------------------------------------------------------------------- */

struct group {
    const void *site;
    unsigned kind;
    unsigned long count;
    unsigned long long bytes;
};

static int by_site_kind(const void *a, const void *b)
{
    const struct object *x = a, *y = b;
    if (x->site != y->site)
        return (uintptr_t)x->site < (uintptr_t)y->site ? -1 : 1;
    return (int)x->kind - (int)y->kind;
}

static int by_size(const void *a, const void *b)
{
    const struct group *x = a, *y = b;
    if (x->bytes != y->bytes)
        return x->bytes < y->bytes ? 1 : -1;
    if (x->count != y->count)
        return x->count < y->count ? 1 : -1;
    return (int)x->kind - (int)y->kind;
}

void ocr_check_report(bool at_exit)
{
    if (!(ocr_checks & OCR_CHECK_LEAKS) || getpid() != check_pid)
        return;
    pthread_mutex_lock(&lock);
    /* The live objects, sorted by site in a copy: the table stays as it is (a report before the
     * exit, opencudartCheckReportLeaks, keeps the released objects misuse names). */
    const char *when = at_exit ? "at exit" : "now";
    size_t live = 0;
    for (size_t i = 0; i < nobjs; i++)
        live += !objs[i].gone;
    struct object *alive = malloc((live ? live : 1) * sizeof *alive);
    for (size_t i = 0, k = 0; alive != NULL && i < nobjs; i++)
        if (!objs[i].gone)
            alive[k++] = objs[i];
    if (alive != NULL)
        qsort(alive, live, sizeof alive[0], by_site_kind);
    struct group *groups = alive != NULL ? calloc(live ? live : 1, sizeof *groups) : NULL;
    size_t ng = 0;
    unsigned long long bytes = 0;
    for (size_t i = 0; i < nobjs; i++)
        if (!objs[i].gone)
            bytes += objs[i].size;
    for (size_t i = 0; groups != NULL && i < live; i++) {
        if (ng == 0 || groups[ng - 1].site != alive[i].site || groups[ng - 1].kind != alive[i].kind)
            groups[ng++] = (struct group){alive[i].site, alive[i].kind, 0, 0};
        groups[ng - 1].count++;
        groups[ng - 1].bytes += alive[i].size;
    }
    if (at_exit && live > 0)
        __atomic_add_fetch(&problems, 1, __ATOMIC_RELAXED);
    if (live == 0) {
        say("leaks: none (%lu object%s made through the runtime, all released)", made_total,
            made_total == 1 ? "" : "s");
    } else if (groups == NULL) {
        say("leaks: %zu object%s alive %s (%llu bytes)", live, live == 1 ? "" : "s", when, bytes);
    } else {
        qsort(groups, ng, sizeof groups[0], by_size);
        say("leaks: %zu object%s alive %s, %llu bytes, from %zu call site%s:", live,
            live == 1 ? "" : "s", when, bytes, ng, ng == 1 ? "" : "s");
        for (size_t g = 0; g < ng; g++) {
            char at[512];
            site_name(groups[g].site, at, sizeof at);
            if (is_range_class(kinds[groups[g].kind].cls))
                say("leaks: %6lu x %s, %llu bytes, at %s", groups[g].count,
                    kinds[groups[g].kind].what, groups[g].bytes, at);
            else
                say("leaks: %6lu x %s, at %s", groups[g].count, kinds[groups[g].kind].what, at);
        }
    }
    free(alive);
    free(groups);
    pthread_mutex_unlock(&lock);
}

void ocr_check_counts(uint64_t count[OCR_CLASS_COUNT], uint64_t bytes[OCR_CLASS_COUNT])
{
    memset(count, 0, OCR_CLASS_COUNT * sizeof count[0]);
    memset(bytes, 0, OCR_CLASS_COUNT * sizeof bytes[0]);
    pthread_mutex_lock(&lock);
    for (size_t i = 0; i < nobjs; i++)
        if (!objs[i].gone && objs[i].cls < OCR_CLASS_COUNT) {
            count[objs[i].cls]++;
            bytes[objs[i].cls] += objs[i].size;
        }
    pthread_mutex_unlock(&lock);
}
