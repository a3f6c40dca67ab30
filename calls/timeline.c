/*
 * The timeline trace (OPENCUDART_TRACE=timeline): every runtime call, with its arguments, and
 * the GPU work it enqueued, written at exit as one Chrome Trace Event Format file (a JSON object
 * with traceEvents) that ui.perfetto.dev and chrome://tracing open.
 *
 * Recording (the timeline subscribes to the seam, src/seam.h, while it records: its hooks at
 * calls.h's intercepted path): each thread appends records to buffers of its own,
 * registered in a global list once (the only lock, at a thread's first call); a record is the
 * call's entry point, times, result and arguments as the entry captured them (decode.h). The
 * number of records is capped (OPENCUDART_TRACE_MAX); past it, calls are counted as dropped.
 *
 * GPU work (kernels, copies, memsets, graph launches, host functions): a pair of events with
 * timing, taken from the thread's pool of the stream's context, recorded around the work on its
 * stream; none for a stream that is capturing (the work then runs later, in a graph). Their
 * times are read back at exit, before the driver's own exit handlers, and before a device reset
 * (which destroys them), never while the program runs: cuEventQuery and cuEventSynchronize are
 * not allowed while another thread captures in global mode. GPU times come to the host's clock
 * through anchors: an event recorded on an idle stream of the context at a known host time,
 * renewed every second so that cuEventElapsedTime's float keeps sub-microsecond precision.
 *
 * Writing (the runtime's end, ocr_teardown) is timeline_write.c's (the records' layout, shared,
 * is timeline.h's): to a temporary name, then renamed; gzip when the name ends in .gz. `%p` in
 * OPENCUDART_TRACE_FILE is the process id. A process that recorded no call writes nothing (the
 * helper processes a program starts inherit the environment, and would replace its trace with
 * an empty one). A child forked after configuration starts a trace of its own (its calls only,
 * under its own process id), written at its exit like any process's.
 */
#include "timeline.h"
#include "clock.h"
#include "settings.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static int configured; /* set up (recording or stopped by opencudartTraceStop) */

static uint64_t max_records; /* OPENCUDART_TRACE_MAX (settings/settings_list.h) */
static uint64_t t_start;     /* host ns at configuration */
static uint64_t records;     /* taken (atomically) */
static uint64_t dropped;     /* past the cap, or a record that did not fit */
static char file_name[4096];
static char file_template[4096]; /* OPENCUDART_TRACE_FILE as set ("" for the default name) */
static pid_t trace_pid;
static bool file_set; /* by opencudartTraceSetFile: OPENCUDART_TRACE_FILE no longer applies */
/* The number of records when the file was last written (a flush): the exit writes it again
 * only when more came since. */
static uint64_t written_records;
static bool written;

/* -- records ----------------------------------------------------------------------------------- */

static pthread_mutex_t threads_lock = PTHREAD_MUTEX_INITIALIZER;
static struct ocr_tl_thread *threads; /* published with release */
static __thread struct ocr_tl_thread *self;

static struct ocr_tl_thread *thread_self(void)
{
    struct ocr_tl_thread *t = self;
    if (OCR_LIKELY(t != NULL))
        return t;
    t = calloc(1, sizeof *t);
    if (t == NULL)
        return NULL;
    t->tid = (long)syscall(SYS_gettid);
    if (pthread_getname_np(pthread_self(), t->name, sizeof t->name) != 0)
        t->name[0] = '\0';
    pthread_mutex_lock(&threads_lock);
    t->next = threads;
    __atomic_store_n(&threads, t, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&threads_lock);
    self = t;
    return t;
}

/* Room for one more record in the thread's buffer, or NULL. */
static unsigned char *reserve(struct ocr_tl_thread *t)
{
    struct tl_block *b = t->tail;
    if (b == NULL || TL_BLOCK - b->used < TL_RECORD_MAX) {
        struct tl_block *n = malloc(sizeof *n);
        if (n == NULL)
            return NULL;
        n->next = NULL;
        n->used = 0;
        if (b == NULL)
            __atomic_store_n(&t->head, n, __ATOMIC_RELEASE);
        else
            __atomic_store_n(&b->next, n, __ATOMIC_RELEASE);
        t->tail = b = n;
    }
    return b->data + b->used;
}

static void gpu_begin(struct ocr_call *c, cudaStream_t stream, bool ptds);
static void gpu_end(struct ocr_call *c, cudaError_t e);

/* The timeline's hooks at the seam: given the seam's call, the first member of the intercepted
 * path's struct ocr_call (calls.h). Before: a timestamp and, for a call that enqueues GPU work
 * and was not answered by fault injection, an event recorded on its stream. */
static bool timeline_before(struct ocr_seam_call *sc, cudaError_t *e)
{
    (void)e;
    struct ocr_call *c = (struct ocr_call *)sc;
    c->th = thread_self();
    c->t0 = ocr_now_ns();
    if (!sc->injected && ocr_api_table[sc->fn].work != OCR_WORK_NONE)
        gpu_begin(c, sc->stream, sc->ptds);
    return false;
}

/* After: the event after the work, a timestamp, and the record reserved (c->rec) for the
 * arguments the intercepted path captures. */
static void timeline_after(struct ocr_seam_call *sc, cudaError_t e)
{
    struct ocr_call *c = (struct ocr_call *)sc;
    if (c->th == NULL)
        return;
    gpu_end(c, e);
    c->t1 = ocr_now_ns();
    unsigned char *at = NULL;
    if (__atomic_fetch_add(&records, 1, __ATOMIC_RELAXED) < max_records)
        at = reserve(c->th);
    if (at == NULL) {
        __atomic_fetch_add(&dropped, 1, __ATOMIC_RELAXED);
        return;
    }
    struct tl_record *r = (struct tl_record *)at;
    memset(r, 0, sizeof *r);
    r->fn = (uint16_t)sc->fn;
    r->result = e;
    r->injected = sc->injected;
    r->t0 = c->t0 - t_start;
    r->t1 = c->t1 - t_start;
    if (c->gpu.on) {
        r->gpu_state = GPU_PENDING;
        r->device = c->gpu.device;
        r->stream = c->gpu.stream;
        r->start = c->gpu.start;
        r->end = c->gpu.end;
        r->anchor = c->gpu.anchor;
    }
    c->rec = at;
    c->pos = at + sizeof *r;
    c->end = at + TL_RECORD_MAX;
    c->overflow = false;
}

static const struct ocr_subscriber timeline_hooks = {.before = timeline_before,
                                                     .after = timeline_after};

void ocr_call_commit(struct ocr_call *c)
{
    struct tl_record *r = (struct tl_record *)c->rec;
    if (c->overflow) {
        __atomic_fetch_add(&dropped, 1, __ATOMIC_RELAXED);
        return;
    }
    r->size = (uint32_t)(c->pos - c->rec);
    struct tl_block *b = c->th->tail;
    __atomic_store_n(&b->used, b->used + r->size, __ATOMIC_RELEASE);
}

/* -- GPU work ---------------------------------------------------------------------------------- */

struct ocr_tl_anchor {
    struct ocr_tl_anchor *next;
    CUcontext ctx;
    unsigned gen;
    int device;
    CUevent event;
    uint64_t host_ns; /* since t_start */
};

#define ANCHOR_EVERY_NS 1000000000ull

static pthread_mutex_t gpu_lock = PTHREAD_MUTEX_INITIALIZER; /* anchors, resolving */
static struct ocr_tl_anchor *anchors;
static struct {
    CUcontext ctx;
    unsigned gen;
    CUstream stream;
} anchor_streams[OCR_MAX_DEVICES * 2];

/* Makes `ctx` current around the caller's driver calls: PUSH_NONE (it was current), PUSH_DONE
 * (pushed: pop_if_pushed restores), PUSH_FAILED (not current and not pushed: the caller must not
 * make objects, which would belong to the wrong context). */
enum { PUSH_NONE, PUSH_DONE, PUSH_FAILED };
static int push_if_needed(CUcontext ctx, CUcontext *before)
{
    CUcontext cur = NULL;
    if (DRV.cuCtxGetCurrent(&cur) != CUDA_SUCCESS)
        cur = NULL;
    *before = cur;
    if (cur == ctx)
        return PUSH_NONE;
    return DRV.cuCtxPushCurrent(ctx) == CUDA_SUCCESS ? PUSH_DONE : PUSH_FAILED;
}
/* A failed pop would leave `ctx` current for the program: the context the thread had before
 * is made current in its place. */
static void pop_if_pushed(int pushed, CUcontext before)
{
    CUcontext ignored;
    if (pushed == PUSH_DONE && DRV.cuCtxPopCurrent(&ignored) != CUDA_SUCCESS)
        (void)DRV.cuCtxSetCurrent(before);
}

/* An idle stream of the context to record anchors on; with gpu_lock held, ctx current. */
static CUstream anchor_stream(CUcontext ctx, unsigned gen)
{
    size_t n = sizeof anchor_streams / sizeof anchor_streams[0];
    for (size_t i = 0; i < n; i++)
        if (anchor_streams[i].ctx == ctx && anchor_streams[i].gen == gen)
            return anchor_streams[i].stream;
    for (size_t i = 0; i < n; i++) {
        if (anchor_streams[i].ctx != NULL && anchor_streams[i].gen == gen)
            continue;
        CUstream s;
        if (DRV.cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) != CUDA_SUCCESS)
            return NULL;
        anchor_streams[i].ctx = ctx;
        anchor_streams[i].gen = gen;
        anchor_streams[i].stream = s;
        return s;
    }
    return NULL;
}

static struct ocr_tl_anchor *anchor_for(struct ocr_tl_thread *t, CUcontext ctx, int device)
{
    unsigned gen = __atomic_load_n(&ocr_reset_gen, __ATOMIC_ACQUIRE);
    uint64_t now = ocr_now_ns() - t_start;
    struct ocr_tl_anchor *a = t->anchor;
    if (a != NULL && a->ctx == ctx && a->gen == gen && now - a->host_ns < ANCHOR_EVERY_NS)
        return a;
    pthread_mutex_lock(&gpu_lock);
    for (a = anchors; a != NULL; a = a->next) /* the newest first */
        if (a->ctx == ctx && a->gen == gen)
            break;
    if (a == NULL || now - a->host_ns >= ANCHOR_EVERY_NS) {
        a = NULL;
        CUcontext before;
        int pushed = push_if_needed(ctx, &before);
        CUstream s = pushed != PUSH_FAILED ? anchor_stream(ctx, gen) : NULL;
        struct ocr_tl_anchor *n = s != NULL ? calloc(1, sizeof *n) : NULL;
        bool made = n != NULL && DRV.cuEventCreate(&n->event, CU_EVENT_DEFAULT) == CUDA_SUCCESS;
        if (made && DRV.cuEventRecord(n->event, s) == CUDA_SUCCESS) {
            n->host_ns = ocr_now_ns() - t_start; /* the idle stream runs it at once */
            n->ctx = ctx;
            n->gen = gen;
            n->device = device;
            n->next = anchors;
            anchors = a = n;
        } else {
            /* No anchor: the work is traced without GPU times. An event that could not be
             * recorded is destroyed (a failure of that is the context's to clean up). */
            if (made)
                (void)DRV.cuEventDestroy(n->event);
            free(n);
        }
        pop_if_pushed(pushed, before);
    }
    pthread_mutex_unlock(&gpu_lock);
    t->anchor = a;
    return a;
}

/* The events of the thread's pool not handed out, destroyed before the pool moves to another
 * context, where that context is a primary context the runtime holds (no reset since: the
 * generation is the pool's); the events of a context the application made stay (it may have
 * destroyed the context, and its events with it). */
static void pool_drop_unused(struct ocr_tl_thread *t)
{
    if (t->pool_ctx == NULL || t->pool_used >= t->pool_count)
        return;
    bool primary = false;
    for (int d = 0; d < ocr_device_count && !primary; d++)
        primary = ocr_devices[d].active && ocr_devices[d].pctx == t->pool_ctx;
    if (!primary)
        return;
    CUcontext before;
    int pushed = push_if_needed(t->pool_ctx, &before);
    if (pushed == PUSH_FAILED)
        return;
    for (unsigned i = t->pool_used; i < t->pool_count; i++)
        (void)DRV.cuEventDestroy(t->pool[i]);
    pop_if_pushed(pushed, before);
    t->pool_count = t->pool_used;
}

/* Two events of `ctx` from the thread's pool (NULL when none can be made). */
static CUevent *pool_take(struct ocr_tl_thread *t, CUcontext ctx)
{
    unsigned gen = __atomic_load_n(&ocr_reset_gen, __ATOMIC_ACQUIRE);
    if (t->pool_ctx != ctx && t->pool_gen == gen)
        pool_drop_unused(t);
    if (t->pool_ctx != ctx || t->pool_gen != gen || t->pool_used + 2 > t->pool_count) {
        /* The events handed out stay with their records until the process ends (or the reset
         * of their context). One not handed out of the same context (a pool made short by a
         * failed cuEventCreate) is kept for the new pool. */
        unsigned n = 0;
        if (t->pool_ctx == ctx && t->pool_gen == gen && t->pool_used < t->pool_count) {
            n = t->pool_count - t->pool_used;
            memmove(t->pool, t->pool + t->pool_used, n * sizeof t->pool[0]);
        }
        CUcontext before;
        int pushed = push_if_needed(ctx, &before);
        while (pushed != PUSH_FAILED && n < POOL_EVENTS &&
               DRV.cuEventCreate(&t->pool[n], CU_EVENT_DEFAULT) == CUDA_SUCCESS)
            n++;
        pop_if_pushed(pushed, before);
        t->pool_ctx = ctx;
        t->pool_gen = gen;
        t->pool_used = 0;
        t->pool_count = n;
        if (n < 2)
            return NULL;
    }
    return &t->pool[t->pool_used];
}

static void gpu_begin(struct ocr_call *c, cudaStream_t stream, bool ptds)
{
    struct ocr_tl_thread *t = c->th;
    if (t == NULL || ocr_enter() != cudaSuccess)
        return;
    CUstream s = stream == NULL && ptds ? CU_STREAM_PER_THREAD : (CUstream)stream;
    CUstreamCaptureStatus capturing = CU_STREAM_CAPTURE_STATUS_NONE;
    CUcontext ctx = NULL;
    CUdevice dev;
    if (DRV.cuStreamIsCapturing(s, &capturing) != CUDA_SUCCESS ||
        capturing != CU_STREAM_CAPTURE_STATUS_NONE)
        return; /* captured work has no GPU time now: its call is traced alone */
    if (DRV.cuStreamGetCtx(s, &ctx) != CUDA_SUCCESS || ctx == NULL ||
        DRV.cuStreamGetDevice(s, &dev) != CUDA_SUCCESS)
        return;
    int device = ocr_device_ordinal(dev);
    struct ocr_tl_anchor *a = anchor_for(t, ctx, device);
    CUevent *ev = a != NULL ? pool_take(t, ctx) : NULL;
    if (ev == NULL || DRV.cuEventRecord(ev[0], s) != CUDA_SUCCESS)
        return;
    c->gpu.on = true;
    c->gpu.device = device;
    c->gpu.stream = s;
    c->gpu.start = ev[0];
    c->gpu.end = ev[1];
    c->gpu.anchor = a;
}

static void gpu_end(struct ocr_call *c, cudaError_t e)
{
    if (!c->gpu.on)
        return;
    /* Failed work enqueued nothing: its events go back to the pool. */
    if (e != cudaSuccess || DRV.cuEventRecord(c->gpu.end, c->gpu.stream) != CUDA_SUCCESS) {
        c->gpu.on = false;
        return;
    }
    c->th->pool_used += 2;
}

/* Calls `fn` on each record of every thread, as far as it was published. */
void ocr_tl_each_record(void (*fn)(struct ocr_tl_thread *, struct tl_record *, void *), void *ctx)
{
    for (struct ocr_tl_thread *t = __atomic_load_n(&threads, __ATOMIC_ACQUIRE); t != NULL;
         t = t->next)
        for (struct tl_block *b = __atomic_load_n(&t->head, __ATOMIC_ACQUIRE); b != NULL;
             b = __atomic_load_n(&b->next, __ATOMIC_ACQUIRE)) {
            size_t used = __atomic_load_n(&b->used, __ATOMIC_ACQUIRE);
            for (size_t off = 0; off < used;) {
                struct tl_record *r = (struct tl_record *)(b->data + off);
                off += r->size;
                fn(t, r, ctx);
            }
        }
}

static void resolve_one(struct ocr_tl_thread *t, struct tl_record *r, void *ctx)
{
    (void)t, (void)ctx;
    if (r->gpu_state != GPU_PENDING)
        return;
    float from_anchor = 0, dur = 0;
    if (r->anchor != NULL && DRV.cuEventSynchronize(r->end) == CUDA_SUCCESS &&
        DRV.cuEventSynchronize(r->anchor->event) == CUDA_SUCCESS &&
        DRV.cuEventElapsedTime(&from_anchor, r->anchor->event, r->start) == CUDA_SUCCESS &&
        DRV.cuEventElapsedTime(&dur, r->start, r->end) == CUDA_SUCCESS) {
        r->gpu_t0 = (int64_t)r->anchor->host_ns + (int64_t)((double)from_anchor * 1e6);
        r->gpu_dur = (int64_t)((double)dur * 1e6);
        r->gpu_state = GPU_DONE;
    } else
        r->gpu_state = GPU_LOST;
}

void ocr_timeline_resolve(void)
{
    if (!__atomic_load_n(&configured, __ATOMIC_ACQUIRE) ||
        __atomic_load_n(&ocr_init_state, __ATOMIC_ACQUIRE) != 1 || getpid() != trace_pid)
        return;
    pthread_mutex_lock(&gpu_lock);
    ocr_tl_each_record(resolve_one, NULL);
    pthread_mutex_unlock(&gpu_lock);
}

/* -- configuration ----------------------------------------------------------------------------- */

/* The file's name for process `pid`: the template with each %p replaced by the id. */
static void name_file(pid_t pid)
{
    if (file_template[0] == '\0') {
        snprintf(file_name, sizeof file_name, "opencudart-%ld.json", (long)pid);
        return;
    }
    ocr_path_for_pid(file_name, sizeof file_name, file_template, (long)pid);
}

static pthread_mutex_t start_lock = PTHREAD_MUTEX_INITIALIZER; /* the first start */
static pthread_mutex_t names_lock = PTHREAD_MUTEX_INITIALIZER; /* user_names */
static pthread_mutex_t write_lock = PTHREAD_MUTEX_INITIALIZER; /* the file's name, writing */
static int ever_configured;                                    /* a child starts its own trace */

/* fork: the child has only the forking thread and none of the parent's calls to write; its own
 * are recorded from scratch (the parent's buffers are left as they are: they are the parent's).
 * Prepare takes the locks held for a short while; those held across a file's writing or a
 * start are made new in the child, which has none of the threads that held them. */
void ocr_timeline_fork(enum ocr_fork phase)
{
    switch (phase) {
    case OCR_FORK_PREPARE:
        pthread_mutex_lock(&threads_lock);
        pthread_mutex_lock(&gpu_lock);
        return;
    case OCR_FORK_PARENT:
        pthread_mutex_unlock(&gpu_lock);
        pthread_mutex_unlock(&threads_lock);
        return;
    case OCR_FORK_CHILD:
        break;
    }
    pthread_mutex_unlock(&gpu_lock); /* prepare's, this thread's */
    pthread_mutex_unlock(&threads_lock);
    pthread_mutex_init(&gpu_lock, NULL);
    pthread_mutex_init(&threads_lock, NULL);
    pthread_mutex_init(&start_lock, NULL);
    pthread_mutex_init(&names_lock, NULL);
    pthread_mutex_init(&write_lock, NULL);
    if (!__atomic_load_n(&ever_configured, __ATOMIC_ACQUIRE))
        return;
    threads = NULL;
    self = NULL;
    anchors = NULL;
    records = 0;
    dropped = 0;
    written = false;
    written_records = 0;
    trace_pid = getpid();
    name_file(trace_pid);
}

void ocr_timeline_configure(bool on)
{
    if (on) {
        t_start = ocr_now_ns();
        trace_pid = getpid();
        const char *f = ocr_setting(OCR_SET_TRACE_FILE)->text;
        if (!file_set)
            snprintf(file_template, sizeof file_template, "%s", f);
        name_file(trace_pid);
        __atomic_store_n(&ever_configured, 1, __ATOMIC_RELEASE);
        max_records = ocr_setting(OCR_SET_TRACE_MAX)->num;
    }
    __atomic_store_n(&configured, on, __ATOMIC_RELEASE);
    ocr_timeline_record(on);
}

void ocr_timeline_record(bool on)
{
    ocr_seam_subscribe(OCR_SEAM_TIMELINE, on ? &timeline_hooks : NULL);
}

bool ocr_timeline_start(void)
{
    pthread_mutex_lock(&start_lock);
    if (!__atomic_load_n(&configured, __ATOMIC_ACQUIRE))
        ocr_timeline_configure(true);
    else
        ocr_timeline_record(true);
    pthread_mutex_unlock(&start_lock);
    return true;
}

void ocr_timeline_set_file(const char *path)
{
    pthread_mutex_lock(&write_lock);
    snprintf(file_template, sizeof file_template, "%s", path != NULL ? path : "");
    file_set = true;
    name_file(trace_pid != 0 ? trace_pid : getpid());
    pthread_mutex_unlock(&write_lock);
}

bool ocr_timeline_get_file(char *buf, size_t size)
{
    pthread_mutex_lock(&write_lock);
    if (file_name[0] == '\0')
        name_file(getpid());
    bool fits = strlen(file_name) < size;
    if (fits)
        memcpy(buf, file_name, strlen(file_name) + 1);
    pthread_mutex_unlock(&write_lock);
    return fits;
}

/* -- user annotations and names ---------------------------------------------------------------- */

void ocr_timeline_user(int kind, const char *name, uint64_t id)
{
    if (!ocr_timeline_on())
        return;
    struct ocr_tl_thread *t = thread_self();
    if (t == NULL)
        return;
    uint64_t now = ocr_now_ns();
    unsigned char *at = NULL;
    if (__atomic_fetch_add(&records, 1, __ATOMIC_RELAXED) < max_records)
        at = reserve(t);
    if (at == NULL) {
        __atomic_fetch_add(&dropped, 1, __ATOMIC_RELAXED);
        return;
    }
    struct tl_record *r = (struct tl_record *)at;
    memset(r, 0, sizeof *r);
    r->fn = OCR_TL_USER;
    r->result = kind;
    r->t0 = r->t1 = now - t_start;
    r->gpu_t0 = (int64_t)id;
    size_t n = name != NULL ? strnlen(name, 1024) : 0;
    char *text = (char *)(r + 1);
    memcpy(text, name != NULL ? name : "", n);
    text[n] = '\0';
    r->size = (uint32_t)((sizeof *r + n + 1 + 7) & ~(size_t)7);
    struct tl_block *b = t->tail;
    __atomic_store_n(&b->used, b->used + r->size, __ATOMIC_RELEASE);
}

/* Track names the program gave (opencudartTraceNameThread/Stream, nvtxNameOsThread,
 * nvtxNameCudaStream): the last name of each thread or stream, used when the file is written. */
struct user_name {
    uint64_t key;
    bool stream;
    char name[64];
};
static struct user_name *user_names;
static size_t user_names_used, user_names_cap;

bool ocr_timeline_name(bool stream, uint64_t key, const char *name)
{
    if (!stream && key == 0)
        key = (uint64_t)syscall(SYS_gettid);
    bool ok = true;
    pthread_mutex_lock(&names_lock);
    size_t i = 0;
    while (i < user_names_used && (user_names[i].stream != stream || user_names[i].key != key))
        i++;
    if (i == user_names_used) {
        if (user_names_used == user_names_cap) {
            size_t cap = user_names_cap ? user_names_cap * 2 : 16;
            struct user_name *n = realloc(user_names, cap * sizeof *n);
            if (n == NULL)
                ok = false;
            else {
                user_names = n;
                user_names_cap = cap;
            }
        }
        if (ok) {
            user_names[i].key = key;
            user_names[i].stream = stream;
            user_names_used++;
        }
    }
    if (ok)
        snprintf(user_names[i].name, sizeof user_names[i].name, "%s", name);
    pthread_mutex_unlock(&names_lock);
    return ok;
}

/* The name given to a thread or stream, copied into buf; false when none. */
bool ocr_tl_user_name(bool stream, uint64_t key, char *buf, size_t size)
{
    bool found = false;
    pthread_mutex_lock(&names_lock);
    for (size_t i = 0; i < user_names_used && !found; i++)
        if (user_names[i].stream == stream && user_names[i].key == key) {
            snprintf(buf, size, "%s", user_names[i].name);
            found = true;
        }
    pthread_mutex_unlock(&names_lock);
    return found;
}

/* Writes the file with everything recorded so far (timeline_write.c); with the name lock held. */
static int write_file(void)
{
    ocr_timeline_resolve();
    struct ocr_tl_trace tr = {
        .file_name = file_name,
        .pid = trace_pid,
        .threads = __atomic_load_n(&threads, __ATOMIC_ACQUIRE),
        .dropped = &dropped,
        .max_records = max_records,
    };
    return ocr_tl_write_file(&tr);
}

int ocr_timeline_flush(void)
{
    if (!__atomic_load_n(&configured, __ATOMIC_ACQUIRE) || getpid() != trace_pid)
        return OCR_TL_NOTHING;
    pthread_mutex_lock(&write_lock);
    uint64_t n = __atomic_load_n(&records, __ATOMIC_RELAXED);
    int rc = n == 0 ? OCR_TL_NOTHING : write_file();
    if (rc == OCR_TL_WRITTEN) {
        written_records = n;
        written = true;
    }
    pthread_mutex_unlock(&write_lock);
    return rc;
}

void ocr_timeline_write(void)
{
    /* Written once (a second end, the library's unloading after the exit, finds nothing new). */
    if (!__atomic_load_n(&configured, __ATOMIC_ACQUIRE) || getpid() != trace_pid)
        return;
    pthread_mutex_lock(&write_lock);
    uint64_t n = __atomic_load_n(&records, __ATOMIC_RELAXED);
    if (n == 0) {
        /* A process that made no runtime call (a helper the program started, which inherited
         * the environment) would replace the program's trace with an empty one. */
        if (ocr_trace_errors)
            fprintf(stderr,
                    "opencudart: timeline: process %ld recorded no runtime call: %s not written\n",
                    (long)trace_pid, file_name);
    } else if (!written || n != written_records) {
        (void)write_file(); /* a failure is said: it is not tried again */
        written_records = n;
        written = true;
    }
    pthread_mutex_unlock(&write_lock);
}
