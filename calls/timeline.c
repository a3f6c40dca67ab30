/*
 * The timeline trace (OPENCUDART_TRACE=timeline): every runtime call, with its arguments, and
 * the GPU work it enqueued, written at exit as one Chrome Trace Event Format file (a JSON object
 * with traceEvents) that ui.perfetto.dev and chrome://tracing open.
 *
 * Recording (calls.h's intercepted path): each thread appends records to buffers of its own,
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
 * Writing (the runtime's end, ocr_teardown): to a temporary name, then renamed; gzip through
 * zlib (opened with dlopen: the library does not link it) when the name ends in .gz. `%p` in
 * OPENCUDART_TRACE_FILE is the process id. A process that recorded no call writes nothing (the
 * helper processes a program starts inherit the environment, and would replace its trace with
 * an empty one). A child forked after configuration starts a trace of its own (its calls only,
 * under its own process id), written at its exit like any process's.
 */
#include "calls.h"
#include "clock.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int ocr_intercept;
static int configured; /* set up (recording or stopped by opencudartTraceStop) */

static uint64_t max_records = 1000000;
static uint64_t t_start; /* host ns at configuration */
static uint64_t records; /* taken (atomically) */
static uint64_t dropped; /* past the cap, or a record that did not fit */
static char file_name[4096];
static char file_template[4096]; /* OPENCUDART_TRACE_FILE as set ("" for the default name) */
static pid_t trace_pid;
static bool file_set; /* by opencudartTraceSetFile: OPENCUDART_TRACE_FILE no longer applies */
/* The number of records when the file was last written (a flush): the exit writes it again
 * only when more came since. */
static uint64_t written_records;
static bool written;

/* -- records ----------------------------------------------------------------------------------- */

/* A record in a thread's buffer; its payload (the arguments) follows. A user annotation
 * (opencudartTraceRangePush ..., the NVTX injection) has fn OCR_TL_USER, its kind (USER_*) in
 * `result`, its range id in `gpu_t0` and its name (terminated) as the payload. */
#define OCR_TL_USER 0xFFFFu
enum {
    USER_PUSH = OCR_TL_USER_PUSH,
    USER_POP = OCR_TL_USER_POP,
    USER_START = OCR_TL_USER_START,
    USER_END = OCR_TL_USER_END,
    USER_MARK = OCR_TL_USER_MARK
};
struct tl_record {
    uint32_t size; /* bytes, header included, a multiple of 8 */
    uint16_t fn;
    uint8_t gpu_state; /* GPU_* */
    uint8_t injected;  /* the call's error was injected (OPENCUDART_FAULT): it did no work */
    int32_t result;
    int32_t device;
    uint64_t t0, t1; /* host ns since t_start */
    /* GPU work */
    CUstream stream;
    CUevent start, end;
    struct ocr_tl_anchor *anchor;
    int64_t gpu_t0; /* host ns since t_start, once resolved */
    int64_t gpu_dur;
};
enum { GPU_NONE, GPU_PENDING, GPU_DONE, GPU_LOST };

#define TL_BLOCK (256u << 10)
#define TL_RECORD_MAX 4096u /* room reserved for one record */

struct tl_block {
    struct tl_block *next;
    size_t used; /* published with release */
    unsigned char data[TL_BLOCK];
};

#define POOL_EVENTS 64

struct ocr_tl_thread {
    struct ocr_tl_thread *next;
    long tid;
    char name[32];
    struct tl_block *head, *tail; /* head: published with release */
    /* The event pool of the last context used (events are created in chunks). */
    CUcontext pool_ctx;
    unsigned pool_gen;
    CUevent pool[POOL_EVENTS];
    unsigned pool_used, pool_count;
    struct ocr_tl_anchor *anchor; /* the last anchor used */
};

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

void ocr_call_begin(struct ocr_call *c, unsigned fn, const void *site)
{
    /* The program's return address, the call site the checks name (src/checks.h); the one of a
     * call this one is made from (a callback run on this thread) comes back at its end. */
    struct ocr_thread *tls = &ocr_tls;
    c->outer_site = tls->call_site;
    tls->call_site = site;
    c->th = NULL;
    c->fn = fn;
    c->gpu.on = false;
    c->injected = false;
    if (!ocr_timeline_on())
        return;
    c->th = thread_self();
    c->t0 = ocr_now_ns();
}

bool ocr_call_end(struct ocr_call *c, cudaError_t e)
{
    ocr_tls.call_site = c->outer_site;
    if (c->th == NULL)
        return false;
    c->t1 = ocr_now_ns();
    unsigned char *at = NULL;
    if (__atomic_fetch_add(&records, 1, __ATOMIC_RELAXED) < max_records)
        at = reserve(c->th);
    if (at == NULL) {
        __atomic_fetch_add(&dropped, 1, __ATOMIC_RELAXED);
        return false;
    }
    struct tl_record *r = (struct tl_record *)at;
    memset(r, 0, sizeof *r);
    r->fn = (uint16_t)c->fn;
    r->result = e;
    r->injected = c->injected;
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
    return true;
}

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
static char device_names[OCR_MAX_DEVICES][128];

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

void ocr_call_gpu_begin(struct ocr_call *c, cudaStream_t stream, bool ptds)
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

void ocr_call_gpu_end(struct ocr_call *c, cudaError_t e)
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
static void each_record(void (*fn)(struct ocr_tl_thread *, struct tl_record *, void *), void *ctx)
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
    each_record(resolve_one, NULL);
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
        const char *f = getenv("OPENCUDART_TRACE_FILE");
        if (!file_set)
            snprintf(file_template, sizeof file_template, "%s", f != NULL ? f : "");
        name_file(trace_pid);
        __atomic_store_n(&ever_configured, 1, __ATOMIC_RELEASE);
        const char *m = getenv("OPENCUDART_TRACE_MAX");
        if (m != NULL && m[0] != '\0') {
            char *end;
            unsigned long long v = strtoull(m, &end, 10);
            if (*end == '\0')
                max_records = v;
        }
    }
    __atomic_store_n(&configured, on, __ATOMIC_RELEASE);
    ocr_timeline_record(on);
}

void ocr_timeline_record(bool on)
{
    if (on)
        __atomic_fetch_or(&ocr_intercept, OCR_INTERCEPT_TIMELINE, __ATOMIC_RELEASE);
    else
        __atomic_fetch_and(&ocr_intercept, ~OCR_INTERCEPT_TIMELINE, __ATOMIC_RELEASE);
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
static bool user_name(bool stream, uint64_t key, char *buf, size_t size)
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

/* -- writing ----------------------------------------------------------------------------------- */

/* zlib, opened when the file is to be compressed. */
struct gz {
    void *lib;
    void *file;
    int (*write)(void *file, const void *buf, unsigned len);
    int (*close)(void *file);
};

struct out {
    FILE *plain;
    struct gz gz;
};

static bool sink(void *ctx, const char *buf, size_t len)
{
    struct out *o = ctx;
    if (o->plain != NULL)
        return fwrite(buf, 1, len, o->plain) == len;
    while (len > 0) {
        unsigned n = len > (1u << 30) ? 1u << 30 : (unsigned)len;
        if (o->gz.write(o->gz.file, buf, n) != (int)n)
            return false;
        buf += n;
        len -= n;
    }
    return true;
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static bool out_open(struct out *o, const char *path, bool gzip)
{
    memset(o, 0, sizeof *o);
    if (!gzip) {
        o->plain = fopen(path, "w");
        return o->plain != NULL;
    }
    o->gz.lib = dlopen("libz.so.1", RTLD_NOW | RTLD_LOCAL);
    if (o->gz.lib == NULL) {
        fprintf(stderr, "opencudart: timeline: %s needs zlib (libz.so.1), not found\n", path);
        return false;
    }
    void *(*open_fn)(const char *, const char *) =
        (void *(*)(const char *, const char *))dlsym(o->gz.lib, "gzopen");
    o->gz.write = (int (*)(void *, const void *, unsigned))dlsym(o->gz.lib, "gzwrite");
    o->gz.close = (int (*)(void *))dlsym(o->gz.lib, "gzclose");
    o->gz.file =
        open_fn != NULL && o->gz.write != NULL && o->gz.close != NULL ? open_fn(path, "wb") : NULL;
    return o->gz.file != NULL;
}

static bool out_close(struct out *o)
{
    bool ok = true;
    if (o->plain != NULL)
        ok = fclose(o->plain) == 0;
    else if (o->gz.file != NULL)
        ok = o->gz.close(o->gz.file) == 0;
    if (o->gz.lib != NULL)
        dlclose(o->gz.lib);
    return ok;
}

/* Trace process ids: the process's own for its threads, one per device for the GPU. */
#define GPU_PID_BASE 0x40000000L
/* GPU track ids (per device): the default stream 0, per-thread default streams by thread, the
 * application's streams by their stable id. */
#define TRACK_PER_THREAD_BASE 0x10000000L

struct writer {
    struct ocr_json j;
    struct ocr_handles handles;
    bool first; /* no event written yet */
    uint64_t flows;
    /* device memory: pointer -> size, and the counter's changes in time */
    struct mem_slot {
        uint64_t ptr, size;
    } * mem;
    size_t mem_cap, mem_used;
    struct mem_change {
        uint64_t t;
        int64_t delta;
    } * changes;
    size_t changes_used, changes_cap;
    /* GPU tracks seen, for their names */
    struct track {
        int device;
        long tid;
        char name[64];
    } * tracks;
    size_t tracks_used, tracks_cap;
    bool devices_seen[OCR_MAX_DEVICES];
    /* user annotations: the thread whose records are being written, its open pushed ranges,
     * and the ends of started ranges (id -> end time), sorted by id */
    const struct ocr_tl_thread *user_thread;
    const struct tl_record **pushed;
    size_t pushed_used, pushed_cap;
    struct range_end {
        uint64_t id, t;
    } * ends;
    size_t ends_used, ends_cap;
};

static void event_start(struct writer *w)
{
    ocr_json_lit(&w->j, w->first ? "\n" : ",\n");
    w->first = false;
}

static void json_us(struct ocr_json *j, int64_t ns)
{
    ocr_json_double(j, (double)ns / 1000.0, 3);
}

static void pid_tid(struct writer *w, long pid, long tid)
{
    ocr_json_lit(&w->j, ",\"pid\":");
    ocr_json_i64(&w->j, pid);
    ocr_json_lit(&w->j, ",\"tid\":");
    ocr_json_i64(&w->j, tid);
}

static void meta(struct writer *w, const char *what, long pid, long tid, const char *key,
                 const char *value, bool is_number, long number)
{
    event_start(w);
    ocr_json_lit(&w->j, "{\"name\":\"");
    ocr_json_lit(&w->j, what);
    ocr_json_lit(&w->j, "\",\"ph\":\"M\"");
    pid_tid(w, pid, tid);
    ocr_json_lit(&w->j, ",\"args\":{\"");
    ocr_json_lit(&w->j, key);
    ocr_json_lit(&w->j, "\":");
    if (is_number)
        ocr_json_i64(&w->j, number);
    else
        ocr_json_cstr(&w->j, value);
    ocr_json_lit(&w->j, "}}");
}

/* -- device memory ----------------------------------------------------------------------------- */

static struct mem_slot *mem_find(struct writer *w, uint64_t ptr, bool insert)
{
    if (insert && w->mem_used * 2 >= w->mem_cap) {
        size_t cap = w->mem_cap ? w->mem_cap * 2 : 1024;
        struct mem_slot *m = calloc(cap, sizeof *m);
        if (m == NULL)
            return NULL;
        for (size_t i = 0; i < w->mem_cap; i++) {
            if (w->mem[i].ptr == 0)
                continue;
            size_t k = (size_t)(w->mem[i].ptr * 0x9E3779B97F4A7C15ull >> 20);
            while (m[k & (cap - 1)].ptr != 0)
                k++;
            m[k & (cap - 1)] = w->mem[i];
        }
        free(w->mem);
        w->mem = m;
        w->mem_cap = cap;
    }
    if (w->mem_cap == 0)
        return NULL;
    for (size_t k = (size_t)(ptr * 0x9E3779B97F4A7C15ull >> 20);; k++) {
        struct mem_slot *s = &w->mem[k & (w->mem_cap - 1)];
        if (s->ptr == ptr)
            return s;
        if (s->ptr == 0) {
            if (!insert)
                return NULL;
            s->ptr = ptr;
            w->mem_used++;
            return s;
        }
    }
}

static void mem_change(struct writer *w, uint64_t t, int64_t delta)
{
    if (w->changes_used == w->changes_cap) {
        size_t cap = w->changes_cap ? w->changes_cap * 2 : 1024;
        struct mem_change *c = realloc(w->changes, cap * sizeof *c);
        if (c == NULL)
            return;
        w->changes = c;
        w->changes_cap = cap;
    }
    w->changes[w->changes_used++] = (struct mem_change){t, delta};
}

/* Allocations and frees of device memory by the runtime, from the calls' arguments. */
static void note_memory(struct writer *w, const struct ocr_api *api, const struct tl_record *r,
                        const struct ocr_arg_value *v)
{
    if (r->result != cudaSuccess)
        return;
    unsigned fn = r->fn;
    int ptr = -1, size = -1;
    uint64_t bytes = 0;
    if (fn == OCR_FN_cudaMalloc || fn == OCR_FN_cudaMallocManaged || fn == OCR_FN_cudaMallocAsync ||
        fn == OCR_FN_cudaMallocAsync_ptsz || fn == OCR_FN_cudaMallocFromPoolAsync ||
        fn == OCR_FN_cudaMallocFromPoolAsync_ptsz) {
        ptr = 0;
        size = 1;
        bytes = v[size].v;
    } else if (fn == OCR_FN_cudaMallocPitch) {
        ptr = 0;
        int pitch = ocr_decode_find(api, "pitch"), height = ocr_decode_find(api, "height");
        if (pitch < 0 || height < 0 || !v[pitch].has_out)
            return;
        bytes = v[pitch].out * v[height].v;
    } else if (fn == OCR_FN_cudaFree || fn == OCR_FN_cudaFreeAsync ||
               fn == OCR_FN_cudaFreeAsync_ptsz) {
        struct mem_slot *s = mem_find(w, v[0].v, false);
        if (s != NULL && s->size != 0) {
            mem_change(w, r->t1, -(int64_t)s->size);
            s->size = 0;
        }
        return;
    } else
        return;
    if (!v[ptr].has_out || v[ptr].out == 0)
        return;
    struct mem_slot *s = mem_find(w, v[ptr].out, true);
    if (s == NULL)
        return;
    if (s->size != 0)
        mem_change(w, r->t1, -(int64_t)s->size);
    s->size = bytes;
    mem_change(w, r->t1, (int64_t)bytes);
}

static int by_time(const void *a, const void *b)
{
    const struct mem_change *x = a, *y = b;
    return x->t < y->t ? -1 : x->t > y->t;
}

static void write_memory(struct writer *w, long pid)
{
    if (w->changes_used > 0)
        qsort(w->changes, w->changes_used, sizeof w->changes[0], by_time);
    int64_t total = 0;
    for (size_t i = 0; i < w->changes_used; i++) {
        total += w->changes[i].delta;
        event_start(w);
        ocr_json_lit(&w->j, "{\"name\":\"device memory\",\"ph\":\"C\",\"pid\":");
        ocr_json_i64(&w->j, pid);
        ocr_json_lit(&w->j, ",\"ts\":");
        json_us(&w->j, (int64_t)w->changes[i].t);
        ocr_json_lit(&w->j, ",\"args\":{\"bytes\":");
        ocr_json_i64(&w->j, total);
        ocr_json_lit(&w->j, "}}");
    }
}

/* -- GPU events -------------------------------------------------------------------------------- */

static long gpu_track(struct writer *w, const struct ocr_tl_thread *t, const struct tl_record *r)
{
    uintptr_t s = (uintptr_t)r->stream;
    long tid;
    char name[64];
    if (s == 0 || s == (uintptr_t)CU_STREAM_LEGACY) {
        tid = 0;
        snprintf(name, sizeof name, "default stream");
    } else if (s == (uintptr_t)CU_STREAM_PER_THREAD) {
        tid = TRACK_PER_THREAD_BASE + t->tid;
        snprintf(name, sizeof name, "per-thread default stream (thread %ld)", t->tid);
    } else {
        tid = (long)ocr_handle_id(&w->handles, OCR_HANDLE_stream, s);
        snprintf(name, sizeof name, "stream#%ld", tid);
    }
    char given[64];
    if (user_name(true, s == (uintptr_t)CU_STREAM_LEGACY ? 0 : s, given, sizeof given))
        snprintf(name, sizeof name, "%s", given);
    for (size_t i = 0; i < w->tracks_used; i++)
        if (w->tracks[i].device == r->device && w->tracks[i].tid == tid)
            return tid;
    if (w->tracks_used == w->tracks_cap) {
        size_t cap = w->tracks_cap ? w->tracks_cap * 2 : 16;
        struct track *n = realloc(w->tracks, cap * sizeof *n);
        if (n == NULL)
            return tid;
        w->tracks = n;
        w->tracks_cap = cap;
    }
    struct track *k = &w->tracks[w->tracks_used++];
    k->device = r->device;
    k->tid = tid;
    snprintf(k->name, sizeof k->name, "%s", name);
    if (r->device >= 0 && r->device < OCR_MAX_DEVICES)
        w->devices_seen[r->device] = true;
    return tid;
}

static const char *copy_direction(long long kind)
{
    switch (kind) {
    case cudaMemcpyHostToHost:
        return "HtoH";
    case cudaMemcpyHostToDevice:
        return "HtoD";
    case cudaMemcpyDeviceToHost:
        return "DtoH";
    case cudaMemcpyDeviceToDevice:
        return "DtoD";
    default:
        return "default";
    }
}

/* The work's name and its own args (bytes and direction of copies, the kernel's shape). */
static void gpu_event(struct writer *w, const struct ocr_tl_thread *t, const struct tl_record *r,
                      const struct ocr_api *api, const struct ocr_arg_value *v, uint64_t flow)
{
    long pid = GPU_PID_BASE + r->device, tid = gpu_track(w, t, r);
    char name[1100];
    int kind = ocr_decode_find(api, "kind"), count = ocr_decode_find(api, "count");
    int width = ocr_decode_find(api, "width"), height = ocr_decode_find(api, "height");
    uint64_t bytes = count >= 0                  ? v[count].v
                     : width >= 0 && height >= 0 ? v[width].v * v[height].v
                                                 : 0;
    bool has_bytes = count >= 0 || (width >= 0 && height >= 0);
    switch (api->work) {
    case OCR_WORK_KERNEL: {
        int f = ocr_decode_find(api, "func");
        if (f >= 0 && v[f].str != NULL)
            ocr_demangle(v[f].str, v[f].str_len, name, sizeof name);
        else
            snprintf(name, sizeof name, "kernel");
        break;
    }
    case OCR_WORK_MEMCPY:
        if (strstr(api->name, "Peer") != NULL)
            snprintf(name, sizeof name, "memcpy PtoP");
        else
            snprintf(name, sizeof name, "memcpy %s",
                     kind >= 0 ? copy_direction((long long)(int32_t)v[kind].v) : "3D");
        break;
    case OCR_WORK_MEMSET:
        snprintf(name, sizeof name, "memset");
        break;
    case OCR_WORK_GRAPH:
        snprintf(name, sizeof name, "graph");
        break;
    default:
        snprintf(name, sizeof name, "host function");
    }
    event_start(w);
    ocr_json_lit(&w->j, "{\"name\":");
    ocr_json_cstr(&w->j, name);
    ocr_json_lit(&w->j, ",\"cat\":\"gpu\",\"ph\":\"X\"");
    pid_tid(w, pid, tid);
    ocr_json_lit(&w->j, ",\"ts\":");
    json_us(&w->j, r->gpu_t0);
    ocr_json_lit(&w->j, ",\"dur\":");
    json_us(&w->j, r->gpu_dur);
    ocr_json_lit(&w->j, ",\"args\":{\"call\":");
    ocr_json_cstr(&w->j, api->name);
    ocr_json_lit(&w->j, ",\"device\":");
    ocr_json_i64(&w->j, r->device);
    if (api->work == OCR_WORK_MEMCPY || api->work == OCR_WORK_MEMSET) {
        if (has_bytes) {
            ocr_json_lit(&w->j, ",\"bytes\":");
            ocr_json_u64(&w->j, bytes);
        }
        if (kind >= 0) {
            ocr_json_lit(&w->j, ",\"kind\":");
            const char *k = ocr_enum_name(OCR_ENUM_cudaMemcpyKind, (int32_t)v[kind].v);
            ocr_json_cstr(&w->j, k != NULL ? k : "?");
        }
    }
    ocr_json_lit(&w->j, "}}");
    /* The flow from the call to its work. */
    event_start(w);
    ocr_json_lit(&w->j, "{\"name\":\"enqueue\",\"cat\":\"flow\",\"ph\":\"s\",\"id\":");
    ocr_json_u64(&w->j, flow);
    pid_tid(w, trace_pid, t->tid);
    ocr_json_lit(&w->j, ",\"ts\":");
    json_us(&w->j, (int64_t)r->t0);
    ocr_json_lit(&w->j, "}");
    event_start(w);
    ocr_json_lit(&w->j, "{\"name\":\"enqueue\",\"cat\":\"flow\",\"ph\":\"f\",\"bp\":\"e\",\"id\":");
    ocr_json_u64(&w->j, flow);
    pid_tid(w, pid, tid);
    ocr_json_lit(&w->j, ",\"ts\":");
    json_us(&w->j, r->gpu_t0);
    ocr_json_lit(&w->j, "}");
}

/* -- user annotations -------------------------------------------------------------------------- */

static const char *user_text(const struct tl_record *r)
{
    return (const char *)(r + 1);
}

/* A user range or mark as an event of its thread's track: "X" with its length when it ended,
 * "B" (open) when it had not by the time of writing. */
static void user_event(struct writer *w, const struct ocr_tl_thread *t, const struct tl_record *r,
                       const char *ph, uint64_t t1)
{
    event_start(w);
    ocr_json_lit(&w->j, "{\"name\":");
    ocr_json_cstr(&w->j, user_text(r));
    ocr_json_lit(&w->j, ",\"cat\":\"user\",\"ph\":\"");
    ocr_json_lit(&w->j, ph);
    ocr_json_lit(&w->j, "\"");
    pid_tid(w, trace_pid, t->tid);
    ocr_json_lit(&w->j, ",\"ts\":");
    json_us(&w->j, (int64_t)r->t0);
    if (ph[0] == 'X') {
        ocr_json_lit(&w->j, ",\"dur\":");
        json_us(&w->j, (int64_t)(t1 - r->t0));
    } else if (ph[0] == 'i')
        ocr_json_lit(&w->j, ",\"s\":\"t\"");
    ocr_json_lit(&w->j, "}");
}

/* The pushed ranges of the thread written last that were never popped. */
static void user_thread_done(struct writer *w)
{
    for (size_t i = 0; i < w->pushed_used; i++)
        user_event(w, w->user_thread, w->pushed[i], "B", 0);
    w->pushed_used = 0;
}

static void user_record(struct writer *w, struct ocr_tl_thread *t, struct tl_record *r)
{
    if (w->user_thread != t) {
        user_thread_done(w);
        w->user_thread = t;
    }
    switch (r->result) {
    case USER_PUSH:
        if (w->pushed_used == w->pushed_cap) {
            size_t cap = w->pushed_cap ? w->pushed_cap * 2 : 16;
            const struct tl_record **n = realloc(w->pushed, cap * sizeof *n);
            if (n == NULL)
                return;
            w->pushed = n;
            w->pushed_cap = cap;
        }
        w->pushed[w->pushed_used++] = r;
        break;
    case USER_POP:
        /* A pop without its push (made before the trace started) has nothing to close. */
        if (w->pushed_used > 0)
            user_event(w, t, w->pushed[--w->pushed_used], "X", r->t0);
        break;
    case USER_START: {
        size_t lo = 0, hi = w->ends_used;
        while (lo < hi) {
            size_t mid = (lo + hi) / 2;
            if (w->ends[mid].id < (uint64_t)r->gpu_t0)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo < w->ends_used && w->ends[lo].id == (uint64_t)r->gpu_t0)
            user_event(w, t, r, "X", w->ends[lo].t);
        else
            user_event(w, t, r, "B", 0);
        break;
    }
    case USER_MARK:
        user_event(w, t, r, "i", 0);
        break;
    default: /* USER_END: written with its start */
        break;
    }
}

static void collect_end(struct ocr_tl_thread *t, struct tl_record *r, void *ctx)
{
    struct writer *w = ctx;
    (void)t;
    if (r->fn != OCR_TL_USER || r->result != USER_END)
        return;
    if (w->ends_used == w->ends_cap) {
        size_t cap = w->ends_cap ? w->ends_cap * 2 : 64;
        struct range_end *n = realloc(w->ends, cap * sizeof *n);
        if (n == NULL)
            return;
        w->ends = n;
        w->ends_cap = cap;
    }
    w->ends[w->ends_used++] = (struct range_end){(uint64_t)r->gpu_t0, r->t0};
}

static int by_id(const void *a, const void *b)
{
    const struct range_end *x = a, *y = b;
    return x->id < y->id ? -1 : x->id > y->id;
}

/* -- calls ------------------------------------------------------------------------------------- */

static void write_record(struct ocr_tl_thread *t, struct tl_record *r, void *ctx)
{
    struct writer *w = ctx;
    if (r->fn == OCR_TL_USER) {
        user_record(w, t, r);
        return;
    }
    if (r->fn >= OCR_FN_COUNT)
        return;
    const struct ocr_api *api = &ocr_api_table[r->fn];
    struct ocr_arg_value v[32];
    if (api->nparams > 32 || !ocr_decode_parse(api, (const unsigned char *)(r + 1),
                                               r->size - sizeof *r, (cudaError_t)r->result, v))
        return;
    event_start(w);
    ocr_json_lit(&w->j, "{\"name\":");
    ocr_json_cstr(&w->j, api->name);
    ocr_json_lit(&w->j, ",\"cat\":\"api\",\"ph\":\"X\"");
    pid_tid(w, trace_pid, t->tid);
    ocr_json_lit(&w->j, ",\"ts\":");
    json_us(&w->j, (int64_t)r->t0);
    ocr_json_lit(&w->j, ",\"dur\":");
    json_us(&w->j, (int64_t)(r->t1 - r->t0));
    ocr_json_lit(&w->j, ",\"args\":");
    ocr_decode_args(&w->j, api, v, (cudaError_t)r->result, r->injected, &w->handles);
    ocr_json_lit(&w->j, "}");
    if (r->gpu_state == GPU_DONE)
        gpu_event(w, t, r, api, v, ++w->flows);
    note_memory(w, api, r, v);
}

static void write_all(struct writer *w)
{
    long pid = trace_pid;
    ocr_json_lit(&w->j, "{\"traceEvents\":[");
    w->first = true;
    char comm[64] = "";
    FILE *f = fopen("/proc/self/comm", "r");
    if (f != NULL) {
        if (fgets(comm, sizeof comm, f) != NULL)
            comm[strcspn(comm, "\n")] = '\0';
        fclose(f);
    }
    meta(w, "process_name", pid, 0, "name", comm[0] ? comm : "process", false, 0);
    meta(w, "process_sort_index", pid, 0, "sort_index", NULL, true, 0);
    for (struct ocr_tl_thread *t = __atomic_load_n(&threads, __ATOMIC_ACQUIRE); t != NULL;
         t = t->next) {
        char name[112], given[64];
        bool named = user_name(false, (uint64_t)t->tid, given, sizeof given);
        snprintf(name, sizeof name, "%s (thread %ld)",
                 named        ? given
                 : t->name[0] ? t->name
                              : "thread",
                 t->tid);
        meta(w, "thread_name", pid, t->tid, "name", name, false, 0);
    }
    each_record(collect_end, w);
    if (w->ends_used > 0)
        qsort(w->ends, w->ends_used, sizeof w->ends[0], by_id);
    each_record(write_record, w);
    user_thread_done(w);
    write_memory(w, pid);
    for (int d = 0; d < OCR_MAX_DEVICES; d++) {
        if (!w->devices_seen[d])
            continue;
        /* The device's name, asked at the end (no context needed); "device" if unanswered. */
        if (DRV.cuDeviceGetName(device_names[d], sizeof device_names[d], ocr_cu_device(d)) !=
            CUDA_SUCCESS)
            device_names[d][0] = '\0';
        device_names[d][sizeof device_names[d] - 1] = '\0';
        char name[192];
        snprintf(name, sizeof name, "GPU %d: %.127s", d,
                 device_names[d][0] ? device_names[d] : "device");
        meta(w, "process_name", GPU_PID_BASE + d, 0, "name", name, false, 0);
        meta(w, "process_sort_index", GPU_PID_BASE + d, 0, "sort_index", NULL, true, d + 1);
    }
    for (size_t i = 0; i < w->tracks_used; i++)
        meta(w, "thread_name", GPU_PID_BASE + w->tracks[i].device, w->tracks[i].tid, "name",
             w->tracks[i].name, false, 0);
    uint64_t lost = __atomic_load_n(&dropped, __ATOMIC_RELAXED);
    meta(w, "trace_dropped_events", pid, 0, "dropped", NULL, true, (long)lost);
    ocr_json_lit(&w->j, "\n],\"displayTimeUnit\":\"ns\",\"otherData\":{\"runtime\":\"opencudart\"");
    ocr_json_lit(&w->j, ",\"cuda_runtime_version\":");
    ocr_json_i64(&w->j, CUDART_VERSION);
    ocr_json_lit(&w->j, ",\"max_events\":");
    ocr_json_u64(&w->j, max_records);
    ocr_json_lit(&w->j, ",\"dropped_events\":");
    ocr_json_u64(&w->j, lost);
    ocr_json_lit(&w->j, "}}\n");
}

/* Writes the file with everything recorded so far; with the name lock held. */
static int write_file(void)
{
    ocr_timeline_resolve();
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.tmp.%ld", file_name, (long)trace_pid);
    struct out o;
    if (!out_open(&o, tmp, ends_with(file_name, ".gz"))) {
        fprintf(stderr, "opencudart: timeline: cannot write %s: %s\n", tmp, strerror(errno));
        return OCR_TL_WRITE_FAILED;
    }
    struct writer w;
    memset(&w, 0, sizeof w);
    w.j.sink = sink;
    w.j.ctx = &o;
    write_all(&w);
    bool ok = ocr_json_flush(&w.j);
    ok = out_close(&o) && ok;
    if (ok && rename(tmp, file_name) == 0) {
        if (ocr_trace_errors)
            fprintf(stderr, "opencudart: timeline written to %s\n", file_name);
    } else {
        fprintf(stderr, "opencudart: timeline: writing %s failed\n", file_name);
        unlink(tmp);
        ok = false;
    }
    ocr_json_free(&w.j);
    ocr_handles_free(&w.handles);
    free(w.mem);
    free(w.changes);
    free(w.tracks);
    free(w.pushed);
    free(w.ends);
    return ok ? OCR_TL_WRITTEN : OCR_TL_WRITE_FAILED;
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
