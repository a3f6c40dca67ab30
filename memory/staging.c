/*
 * The pageable staging engine (staging.h): copies between pageable host memory and device memory
 * through a ring of pinned staging buffers per device, filled (host to device) or drained (device
 * to host) by a pool of host threads while the copy engine moves the neighbouring chunk.
 *
 * Pieces:
 * - The configuration, read once when the library loads (ocr_staging_configure).
 * - The pool of host copy threads (host_copy.c): a copy's caller queues a chunk's host copy as
 *   a job (ocr_host_job_start), goes on with its driver calls, and later finishes the job
 *   (ocr_host_job_finish), copying pieces itself; started at the first staged copy.
 * - The engines: one per device (its primary context), created at the first staged copy on it:
 *   a ring of slots, each a pinned buffer (cuMemHostAlloc, portable) and an event
 *   (cuEventCreate, CU_EVENT_DISABLE_TIMING), both allocated when a copy first needs the slot.
 *   A copy reserves up to SLOTS_PER_COPY free slots for its duration under the engine table's
 *   lock, and never waits for a slot: with too few free ones it declines. A slot whose last DMA
 *   may still run (a copy host to device returns before its DMAs end) is taken
 *   only when its event has completed, or by a copy on the same stream, which waits for it.
 *   A copy whose chunks are smaller than a slot puts them in the next part of its slots (the
 *   engine's turn), away from the lines the last copies' host threads touched.
 * - The copies: all driver calls of a copy are made by the calling thread, on the caller's
 *   stream (the legacy or per-thread default stream by its explicit handle for stream 0).
 *
 * Synchronisation, as NVIDIA's runtime documents it for pageable memory and as its copies behave
 * (tests/bench/probes/pageable_done.cu): a copy host to device, cudaMemcpy as cudaMemcpyAsync,
 * returns once the source has been read, its last DMAs still running (later work on the stream
 * comes after them); a copy device to host returns when the data is in the destination. Where the
 * device can read pageable memory itself (CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS), earlier work
 * on the stream may write the source: the stream is synchronised before the source is read.
 *
 * Failures: any failure before the first byte is handed to a DMA declines the copy, and the plain
 * driver path copies it and answers exactly as it does without the engine. A failure later (a
 * DMA, an event record or wait) synchronises the stream, so that no DMA still uses the copy's
 * slots (slots it cannot vouch for are never used again), and hands the rest of the copy, from
 * the first byte not yet delivered, to the plain driver path, whose answer is the copy's answer;
 * a failure after the last byte was delivered (the event record after the last DMA) answers what
 * the stream's synchronisation answers.
 *
 * Life (the lifecycle owner, runtime/lifecycle.c, calls each step): cudaDeviceReset detaches the
 * device's engine, waits for its copies in flight and frees it while the context still exists
 * (ocr_staging_detach, before the reset). At exit the first step of the runtime's exit-begun
 * handler (registered after cuInit, so it runs before the driver's handlers) ends the engine:
 * it stops new staged copies, waits a bounded time for those in flight, joins the threads and
 * frees the staging; the runtime's end does the same when the library is unloaded. A forked
 * child starts without threads and without staging (ocr_staging_fork; the pool of host copy
 * threads, memory/host_copy.c, likewise) and builds them again if it copies.
 */
#include "staging.h"
#include "host_copy.h"
#include "settings.h"
#include "staging_profile.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* -- configuration ------------------------------------------------------------------------------
 * Defaults, chosen by measurement on the H200 (docs/STAGING.md, "Settings": 8 MiB slots with 8
 * threads were the fastest at the least CPU; at 1 MiB a staged copy was slower than the
 * driver's). The defaults and ranges of the variables are in settings/settings_list.h:
 * - OPENCUDART_STAGING_MIN (2 MiB), the smallest copy offered to the engine: below it the
 *   pipeline has too few chunks to overlap anything and the driver's own staging is as fast;
 * - OPENCUDART_STAGING (64 MiB), the pinned bytes per device at most; off turns it off;
 * - OPENCUDART_STAGING_CHUNK (8 MiB), the size of a slot, the largest chunk;
 * - OPENCUDART_STAGING_SPIN (50 us), how long a pool thread that finished its pieces, and a
 *   caller waiting for the threads' pieces, poll before they sleep (memory/host_copy.c). */
/* The slots one copy reserves at most: enough to keep the copy engine busy while the host fills
 * or drains the next chunk, few enough for several copies at once to share a ring. */
#define SLOTS_PER_COPY 4
/* A copy is cut into at least this many chunks where the chunks stay at least CHUNK_MIN. */
#define CHUNKS_WANTED 4
#define CHUNK_MIN ((size_t)256 << 10)
#define SLOT_MIN ((size_t)64 << 10)
#define SLOTS_MAX 256
/* How long the exit waits for copies in flight before it leaves their staging alone. */
#define EXIT_WAIT_S 10

size_t ocr_staging_min = SIZE_MAX; /* off until the settings are read (staging_setup) */

static struct {
    size_t slot;     /* bytes per slot */
    unsigned nslots; /* slots per device */
    int threads;     /* pool threads; -1: from the CPUs the process may use */
} cfg = {SLOT_MIN, 0, -1};

/* The settings (settings/settings_list.h: ranges and defaults; checked there). */
static void staging_apply(const struct ocr_setting *staging, const struct ocr_setting *min,
                          const struct ocr_setting *chunk, const struct ocr_setting *threads)
{
    bool off = staging->off;
    size_t bound = staging->num;
    size_t slot = (chunk->num + 4095) & ~(size_t)4095;
    if (bound / slot < 2) /* a bound below two slots: two smaller slots */
        slot = (bound / 2) & ~(size_t)4095;
    if (slot < SLOT_MIN)
        off = true;
    size_t n = off ? 0 : bound / slot;
    cfg.slot = slot < SLOT_MIN ? SLOT_MIN : slot;
    cfg.nslots = n > SLOTS_MAX ? SLOTS_MAX : (unsigned)n;
    cfg.threads = threads->given ? (int)threads->num : -1;
    size_t m = min->num;
    ocr_staging_min = off ? SIZE_MAX : m == 0 ? 1 : m;
}

void ocr_staging_configure(const char *staging, const char *min, const char *chunk,
                           const char *threads)
{
    struct ocr_setting s, m, c, t;
    ocr_setting_parse(OCR_SET_STAGING, staging, &s);
    ocr_setting_parse(OCR_SET_STAGING_MIN, min, &m);
    ocr_setting_parse(OCR_SET_STAGING_CHUNK, chunk, &c);
    ocr_setting_parse(OCR_SET_STAGING_THREADS, threads, &t);
    staging_apply(&s, &m, &c, &t);
}

static void spin_apply(const struct ocr_setting *us)
{
    ocr_host_pool_spin((uint64_t)us->num * 1000);
}

void ocr_staging_configure_spin(const char *us)
{
    struct ocr_setting s;
    ocr_setting_parse(OCR_SET_STAGING_SPIN, us, &s);
    spin_apply(&s);
}

__attribute__((constructor)) static void staging_setup(void)
{
    staging_apply(ocr_setting(OCR_SET_STAGING), ocr_setting(OCR_SET_STAGING_MIN),
                  ocr_setting(OCR_SET_STAGING_CHUNK), ocr_setting(OCR_SET_STAGING_THREADS));
    spin_apply(ocr_setting(OCR_SET_STAGING_SPIN));
}

/* -- engines -------------------------------------------------------------------------------- */

struct slot {
    char *buf;     /* pinned, cfg.slot bytes; NULL until first needed */
    CUevent ev;    /* recorded after the slot's last DMA */
    CUstream last; /* the stream of that DMA */
    bool pending;  /* the event may not have completed */
    bool busy;     /* reserved by a copy (table.lock) */
    bool broken;   /* a DMA may still use it and no event says when: never used again */
};

struct engine {
    CUcontext ctx;
    bool pageable_access; /* the device reads pageable memory itself */
    unsigned users;       /* copies in flight (table.lock) */
    unsigned turn;        /* which part of its slots the next copy uses (atomic) */
    size_t slot_size;
    unsigned nslots;
    struct slot slots[];
};

static struct {
    pthread_mutex_t lock;
    pthread_cond_t idle; /* an engine's last user left */
    struct engine *engines[OCR_MAX_DEVICES];
    bool detached[OCR_MAX_DEVICES]; /* a reset of the device is under way */
    bool ended;                     /* the engine's end (exit, unloading) */
    size_t pinned;                  /* pinned bytes of every engine */
} table = {.lock = PTHREAD_MUTEX_INITIALIZER, .idle = PTHREAD_COND_INITIALIZER};

size_t ocr_staging_pinned_bytes(void)
{
    pthread_mutex_lock(&table.lock);
    size_t n = table.pinned;
    pthread_mutex_unlock(&table.lock);
    return n;
}

/* fork: the child has none of the parent's threads, and the parent's staging belongs to
 * contexts the child cannot use; it starts again from nothing (what the records held is
 * dropped without a driver call). Neither lock is held across a wait or a driver call but
 * cuDeviceGetAttribute's at an engine's creation. */
void ocr_staging_fork(enum ocr_fork phase)
{
    switch (phase) {
    case OCR_FORK_PREPARE:
        pthread_mutex_lock(&table.lock);
        ocr_host_pool_fork_prepare();
        return;
    case OCR_FORK_PARENT:
        ocr_host_pool_fork_parent();
        pthread_mutex_unlock(&table.lock);
        return;
    case OCR_FORK_CHILD:
        break;
    }
    ocr_host_pool_fork_child();
    pthread_mutex_unlock(&table.lock); /* prepare's, this thread's */
    pthread_mutex_init(&table.lock, NULL);
    pthread_cond_init(&table.idle, NULL);
    for (int d = 0; d < OCR_MAX_DEVICES; d++) {
        free(table.engines[d]);
        table.engines[d] = NULL;
        table.detached[d] = false;
    }
    table.pinned = 0;
}

/* Whether the slot's last DMA has completed, and the slot then no longer pending: asked without
 * waiting, or (`wait`) waited for, a failed wait's answer in *r. A failed query counts as not yet:
 * whoever needs the slot next waits for it and gets the answer. */
static bool slot_idle(struct slot *s, bool wait, CUresult *r)
{
    if (s->pending) {
        if (!wait) {
            if (DRV.cuEventQuery(s->ev) != CUDA_SUCCESS)
                return false;
        } else if ((*r = DRV.cuEventSynchronize(s->ev)) != CUDA_SUCCESS) {
            return false;
        }
        s->pending = false;
    }
    return true;
}

/* Free an engine nobody uses any more, in its context. */
static void engine_free(struct engine *e)
{
    bool pushed = DRV.cuCtxPushCurrent(e->ctx) == CUDA_SUCCESS;
    size_t freed = 0;
    for (unsigned i = 0; i < e->nslots; i++) {
        struct slot *s = &e->slots[i];
        if (s->buf == NULL)
            continue;
        /* A DMA that may still read the slot (behind work that never ends): the buffer is left
         * to the context's end rather than freed under it. */
        bool idle = !s->broken && slot_idle(s, false, NULL);
        (void)DRV.cuEventDestroy(s->ev);
        if (idle)
            (void)DRV.cuMemFreeHost(s->buf);
        freed += e->slot_size;
    }
    if (pushed) {
        CUcontext popped;
        (void)DRV.cuCtxPopCurrent(&popped);
    }
    pthread_mutex_lock(&table.lock);
    table.pinned -= freed;
    pthread_mutex_unlock(&table.lock);
    free(e);
}

/* The engine of device d (made on first use), with a user counted; NULL: no staging now. */
static struct engine *engine_acquire(int d, CUcontext ctx)
{
    pthread_mutex_lock(&table.lock);
    struct engine *e = table.engines[d];
    if (table.ended || table.detached[d] || cfg.nslots == 0) {
        e = NULL;
    } else if (e == NULL) {
        int access = 0;
        if (DRV.cuDeviceGetAttribute(&access, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS,
                                     ocr_devices[d].dev) == CUDA_SUCCESS)
            e = calloc(1, sizeof(*e) + cfg.nslots * sizeof(struct slot));
        if (e != NULL) {
            e->ctx = ctx;
            e->pageable_access = access != 0;
            e->slot_size = cfg.slot;
            e->nslots = cfg.nslots;
            table.engines[d] = e;
        }
    }
    if (e != NULL)
        e->users++;
    pthread_mutex_unlock(&table.lock);
    return e;
}

static void engine_release(struct engine *e)
{
    pthread_mutex_lock(&table.lock);
    if (--e->users == 0)
        pthread_cond_broadcast(&table.idle);
    pthread_mutex_unlock(&table.lock);
}

void ocr_staging_detach(int d)
{
    pthread_mutex_lock(&table.lock);
    table.detached[d] = true;
    struct engine *e = table.engines[d];
    table.engines[d] = NULL;
    while (e != NULL && e->users > 0)
        pthread_cond_wait(&table.idle, &table.lock);
    pthread_mutex_unlock(&table.lock);
    if (e != NULL)
        engine_free(e);
}

void ocr_staging_attach(int d)
{
    pthread_mutex_lock(&table.lock);
    table.detached[d] = false;
    pthread_mutex_unlock(&table.lock);
}

void ocr_staging_shutdown(void)
{
    pthread_mutex_lock(&table.lock);
    if (table.ended) {
        pthread_mutex_unlock(&table.lock);
        return;
    }
    table.ended = true;
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += EXIT_WAIT_S;
    bool busy = false;
    for (int d = 0; d < OCR_MAX_DEVICES && !busy; d++) {
        /* Read again after each wait: a reset may have freed the engine meanwhile. */
        while (table.engines[d] != NULL && table.engines[d]->users > 0) {
            if (pthread_cond_timedwait(&table.idle, &table.lock, &until) == ETIMEDOUT) {
                busy = table.engines[d] != NULL && table.engines[d]->users > 0;
                break;
            }
        }
    }
    pthread_mutex_unlock(&table.lock);
    if (!busy) /* a copy still in flight keeps its pieces' threads: they end with the process */
        ocr_host_pool_stop();
    PROF_DUMP(); /* the copies done (or given up on), the contexts still alive */
    for (int d = 0; d < OCR_MAX_DEVICES; d++) {
        pthread_mutex_lock(&table.lock);
        struct engine *e = table.engines[d];
        if (e != NULL && e->users == 0)
            table.engines[d] = NULL;
        else
            e = NULL;
        pthread_mutex_unlock(&table.lock);
        if (e != NULL)
            engine_free(e);
    }
}

/* -- slots ---------------------------------------------------------------------------------- */

/* Give the first n reserved slots back to the ring. */
static void slots_release(struct slot **sl, unsigned n)
{
    pthread_mutex_lock(&table.lock);
    for (unsigned i = 0; i < n; i++)
        sl[i]->busy = false;
    pthread_mutex_unlock(&table.lock);
}

/* Take up to `want` - n more slots into sl[n...] that `pick` accepts; table.lock held. */
static unsigned slots_take(struct engine *e, struct slot **sl, unsigned n, unsigned want, int pass,
                           CUstream stream)
{
    for (unsigned i = 0; i < e->nslots && n < want; i++) {
        struct slot *s = &e->slots[i];
        if (s->busy || s->broken)
            continue;
        bool take = pass == 0   ? s->buf != NULL && !s->pending
                    : pass == 1 ? s->buf != NULL && s->pending && s->last == stream
                    : pass == 2 ? s->buf != NULL && s->pending
                                : s->buf == NULL;
        if (take) {
            s->busy = true;
            sl[n++] = s;
        }
    }
    return n;
}

/* Reserve between `need` and `want` slots for a copy on `stream` into sl[]; returns how many
 * (0: fewer than `need` could be had). Slots that are ready first, then slots whose DMAs ran on
 * the same stream (the copy waits for them in stream order), then slots whose DMAs on another
 * stream have completed (a slot still in use there is left alone: no copy waits for another
 * stream's work), and last new slots, allocated here. */
static unsigned slots_reserve(struct engine *e, struct slot **sl, unsigned need, unsigned want,
                              CUstream stream)
{
    pthread_mutex_lock(&table.lock);
    unsigned n = 0;
    for (int pass = 0; pass < 3; pass++)
        n = slots_take(e, sl, n, want, pass, stream);
    pthread_mutex_unlock(&table.lock);
    unsigned kept = 0;
    for (unsigned i = 0; i < n; i++) {
        struct slot *s = sl[i];
        if (s->last != stream && !slot_idle(s, false, NULL)) {
            slots_release(&s, 1);
            continue;
        }
        sl[kept++] = s;
    }
    if (kept < want) {
        pthread_mutex_lock(&table.lock);
        n = slots_take(e, sl, kept, want, 3, stream);
        pthread_mutex_unlock(&table.lock);
        size_t allocated = 0;
        for (unsigned i = kept; i < n; i++) {
            struct slot *s = sl[i];
            void *buf = NULL;
            CUevent ev = NULL;
            bool ok =
                DRV.cuMemHostAlloc(&buf, e->slot_size, CU_MEMHOSTALLOC_PORTABLE) == CUDA_SUCCESS;
            if (ok && DRV.cuEventCreate(&ev, CU_EVENT_DISABLE_TIMING) != CUDA_SUCCESS) {
                (void)DRV.cuMemFreeHost(buf);
                ok = false;
            }
            if (!ok) {
                slots_release(&s, 1);
                continue;
            }
            s->buf = buf;
            s->ev = ev;
            s->pending = false;
            allocated += e->slot_size;
            sl[kept++] = s;
        }
        pthread_mutex_lock(&table.lock);
        table.pinned += allocated;
        pthread_mutex_unlock(&table.lock);
    }
    if (kept < need) {
        slots_release(sl, kept);
        return 0;
    }
    return kept;
}

/* -- copies --------------------------------------------------------------------------------- */

struct copy {
    bool ptds; /* the driver's per-thread twins (OCR_DRV, read at each call: its site) */
    CUstream stream;
    char *host;      /* the pageable side */
    CUdeviceptr dev; /* the device side */
    size_t count, chunk;
    size_t base; /* where in each slot the chunks go */
    unsigned nchunks, nslots;
    struct slot **slots;
    bool *unguarded; /* a slot's DMA ran and its event record failed */
};

static size_t chunk_len(const struct copy *c, unsigned i)
{
    size_t off = (size_t)i * c->chunk;
    return c->count - off < c->chunk ? c->count - off : c->chunk;
}

/* Mark a slot as used by a DMA of this copy: recorded (`recorded`) or not. */
static void slot_used(struct copy *c, unsigned k, bool recorded)
{
    struct slot *s = c->slots[k];
    s->pending = true;
    s->last = c->stream;
    if (!recorded)
        c->unguarded[k] = true;
}

/* After a failure: make sure no DMA still uses the copy's slots. Returns the stream's answer. */
static CUresult settle(struct copy *c)
{
    CUresult r = OCR_DRV(c->ptds).cuStreamSynchronize(c->stream);
    for (unsigned k = 0; k < c->nslots; k++) {
        if (r == CUDA_SUCCESS)
            c->slots[k]->pending = false;
        else if (c->unguarded[k])
            c->slots[k]->broken = true;
    }
    return r;
}

/* Host to device: bytes delivered to DMAs so far go in *done. The fills run ahead of the DMAs:
 * chunk i's fill is queued as soon as its slot is free (the slot's last DMA has completed, asked
 * without waiting), so the pool's threads copy the next chunks while the caller waits for chunk
 * i's pieces and hands it to the copy engine; a slot still in use is waited for only when its
 * chunk is the next to be handed over. Every queued fill is finished before the return (the jobs
 * live here). */
static CUresult to_device(struct copy *c, size_t *done)
{
    struct ocr_host_job jobs[SLOTS_PER_COPY];
    unsigned queued = 0, finished = 0; /* chunks whose fills were queued, were finished */
    CUresult r = CUDA_SUCCESS;
    for (unsigned i = 0; i < c->nchunks; i++) {
        while (queued < c->nchunks && queued < i + c->nslots) {
            struct slot *s = c->slots[queued % c->nslots];
            if (!slot_idle(s, queued == i, &r)) {
                if (r != CUDA_SUCCESS)
                    goto out;
                break;
            }
            ocr_host_job_start(&jobs[queued % c->nslots], s->buf + c->base,
                               c->host + (size_t)queued * c->chunk, chunk_len(c, queued), true);
            PROF('Q', queued);
            queued++;
        }
        unsigned k = i % c->nslots;
        struct slot *s = c->slots[k];
        size_t off = (size_t)i * c->chunk, n = chunk_len(c, i);
        PROF('F', i);
        ocr_host_job_finish(&jobs[k]);
        PROF('f', i);
        finished++;
        PROF_GPU('g', i, OCR_DRV(c->ptds), c->stream);
        r = OCR_DRV(c->ptds).cuMemcpyHtoDAsync(c->dev + off, s->buf + c->base, n, c->stream);
        PROF('D', i);
        PROF_GPU('h', i, OCR_DRV(c->ptds), c->stream);
        if (r != CUDA_SUCCESS)
            goto out;
        *done = off + n;
        r = OCR_DRV(c->ptds).cuEventRecord(s->ev, c->stream);
        slot_used(c, k, r == CUDA_SUCCESS);
        if (r != CUDA_SUCCESS)
            goto out;
    }
out:
    for (; finished < queued; finished++)
        ocr_host_job_finish(&jobs[finished % c->nslots]);
    return r;
}

/* Device to host, chunk i into its slot. */
static CUresult fill(struct copy *c, unsigned i)
{
    unsigned k = i % c->nslots;
    struct slot *s = c->slots[k];
    size_t off = (size_t)i * c->chunk;
    PROF_GPU('g', i, OCR_DRV(c->ptds), c->stream);
    CUresult r = OCR_DRV(c->ptds).cuMemcpyDtoHAsync(s->buf + c->base, c->dev + off, chunk_len(c, i),
                                                    c->stream);
    PROF('D', i);
    PROF_GPU('h', i, OCR_DRV(c->ptds), c->stream);
    if (r != CUDA_SUCCESS)
        return r;
    r = OCR_DRV(c->ptds).cuEventRecord(s->ev, c->stream);
    slot_used(c, k, r == CUDA_SUCCESS);
    return r;
}

/* Device to host: bytes in the destination so far go in *done. The DMAs of the first chunks are
 * queued at once; the drain of every chunk whose DMA has landed (asked without waiting) is queued
 * for the pool's threads, so they drain the next chunks while the caller waits for chunk i's
 * pieces and refills its slot; the next chunk's DMA is waited for only when no drain is queued.
 * Every queued drain is finished before the return (the jobs live here). */
static CUresult to_host(struct copy *c, size_t *done)
{
    struct ocr_host_job jobs[SLOTS_PER_COPY];
    unsigned filled = 0, queued = 0, drained = 0; /* chunks whose DMA, drain was queued; drained */
    CUresult r = CUDA_SUCCESS;
    for (; filled < c->nslots && filled < c->nchunks; filled++)
        if ((r = fill(c, filled)) != CUDA_SUCCESS)
            return r;
    while (drained < c->nchunks) {
        while (queued < filled) {
            struct slot *s = c->slots[queued % c->nslots];
            if (!slot_idle(s, queued == drained, &r)) {
                if (r != CUDA_SUCCESS)
                    goto out;
                break;
            }
            size_t off = (size_t)queued * c->chunk;
            ocr_host_job_start(&jobs[queued % c->nslots], c->host + off, s->buf + c->base,
                               chunk_len(c, queued), false);
            PROF('Q', queued);
            queued++;
        }
        PROF('F', drained);
        ocr_host_job_finish(&jobs[drained % c->nslots]);
        PROF('f', drained);
        *done = (size_t)drained * c->chunk + chunk_len(c, drained);
        drained++;
        if (filled < c->nchunks) { /* into the slot just drained */
            if ((r = fill(c, filled)) != CUDA_SUCCESS)
                goto out;
            filled++;
        }
    }
out:
    for (; drained < queued; drained++)
        ocr_host_job_finish(&jobs[drained % c->nslots]);
    return r;
}

/* What the driver says a pointer is: its memory type (0 for memory the driver does not know:
 * pageable), whether it is managed, its device and its allocation's range. */
struct pointer {
    CUmemorytype type;
    int managed, ordinal;
    CUdeviceptr start;
    size_t size;
};

static bool ask_pointer(const void *p, struct pointer *out)
{
    CUpointer_attribute attrs[] = {
        CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_IS_MANAGED,
        CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
        CU_POINTER_ATTRIBUTE_RANGE_SIZE};
    void *data[] = {&out->type, &out->managed, &out->ordinal, &out->start, &out->size};
    *out = (struct pointer){0};
    return DRV.cuPointerGetAttributes(5, attrs, data, (CUdeviceptr)(uintptr_t)p) == CUDA_SUCCESS;
}

static bool pageable(const void *p, const struct pointer *a)
{
    /* The first pages are never a buffer: a NULL-based pointer goes to the driver. */
    return (uintptr_t)p >= 65536 && a->type == 0;
}

static bool device_range(const void *p, size_t count, const struct pointer *a, int d)
{
    uintptr_t v = (uintptr_t)p;
    return a->type == CU_MEMORYTYPE_DEVICE && !a->managed &&
           a->ordinal == (int)ocr_devices[d].dev && v >= a->start && v - a->start <= a->size &&
           count <= a->size - (v - a->start);
}

bool ocr_staging_copy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                      cudaStream_t stream, bool ptds, size_t *from, cudaError_t *result)
{
    *from = 0;
    PROF('B', count >> 10);
    if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToHost &&
        kind != cudaMemcpyDefault)
        return false;
    if (ocr_is_exiting() || ocr_require_primary() != cudaSuccess)
        return false;
    int d = ocr_tls.device;
    CUcontext ctx = ocr_tls.ctx;
    /* Which side is pageable, asked of the driver at each copy: memory may have been registered,
     * freed or allocated since the last one. */
    struct pointer s, t;
    bool to_dev;
    if (kind == cudaMemcpyHostToDevice) {
        if (!ask_pointer(src, &s) || !pageable(src, &s) || !ask_pointer(dst, &t) ||
            !device_range(dst, count, &t, d))
            return false;
        to_dev = true;
    } else if (kind == cudaMemcpyDeviceToHost) {
        if (!ask_pointer(dst, &t) || !pageable(dst, &t) || !ask_pointer(src, &s) ||
            !device_range(src, count, &s, d))
            return false;
        to_dev = false;
    } else {
        if (!ask_pointer(src, &s) || !ask_pointer(dst, &t))
            return false;
        if (pageable(src, &s) && device_range(dst, count, &t, d))
            to_dev = true;
        else if (pageable(dst, &t) && device_range(src, count, &s, d))
            to_dev = false;
        else
            return false;
    }
    CUstream cs = (CUstream)stream;
    if (cs == NULL)
        cs = ptds ? CU_STREAM_PER_THREAD : CU_STREAM_LEGACY;
    if (cs != CU_STREAM_LEGACY && cs != CU_STREAM_PER_THREAD) {
        CUcontext sctx = NULL;
        if (DRV.cuStreamGetCtx(cs, &sctx) != CUDA_SUCCESS || sctx != ctx)
            return false;
    }
    /* A capturing stream (or one whose use would break a capture) keeps the driver's path. */
    CUstreamCaptureStatus capture = CU_STREAM_CAPTURE_STATUS_NONE;
    if (OCR_DRV(ptds).cuStreamIsCapturing(cs, &capture) != CUDA_SUCCESS ||
        capture != CU_STREAM_CAPTURE_STATUS_NONE)
        return false;

    PROF('K', to_dev);
    struct engine *e = engine_acquire(d, ctx);
    if (e == NULL)
        return false;
    ocr_host_pool_start(cfg.threads);
    size_t chunk = (count + CHUNKS_WANTED - 1) / CHUNKS_WANTED;
    chunk = chunk < CHUNK_MIN ? CHUNK_MIN : (chunk + 65535) & ~(size_t)65535;
    if (chunk > e->slot_size)
        chunk = e->slot_size;
    size_t nchunks = (count + chunk - 1) / chunk;
    unsigned want = nchunks < SLOTS_PER_COPY ? (unsigned)nchunks : SLOTS_PER_COPY;
    struct slot *sl[SLOTS_PER_COPY];
    bool unguarded[SLOTS_PER_COPY] = {false};
    unsigned n = slots_reserve(e, sl, want < 2 ? want : 2, want, cs);
    if (n == 0) {
        engine_release(e);
        return false;
    }
    /* Where the device reads pageable memory, earlier work on the stream may write the source. */
    if (to_dev && e->pageable_access && OCR_DRV(ptds).cuStreamSynchronize(cs) != CUDA_SUCCESS) {
        slots_release(sl, n);
        engine_release(e);
        return false;
    }
    /* Chunks smaller than a slot: each copy takes the next part of the slots in turn. A DMA
     * device to host into the lines the last copy's drain read (still in the host threads'
     * caches) took 56-72 us per 2 MiB on the H200; into lines untouched for a few copies, 41-44
     * (8 MiB copies 24 -> 33-41 GB/s; docs/STAGING.md, "Slot parts in turn"). */
    size_t parts = e->slot_size / chunk;
    size_t base = 0;
    if (parts > 1)
        base = __atomic_fetch_add(&e->turn, 1, __ATOMIC_RELAXED) % parts * chunk;
    struct copy c = {.ptds = ptds,
                     .stream = cs,
                     .host = to_dev ? (char *)src : (char *)dst,
                     .dev = (CUdeviceptr)(uintptr_t)(to_dev ? dst : src),
                     .count = count,
                     .chunk = chunk,
                     .base = base,
                     .nchunks = (unsigned)nchunks,
                     .nslots = n,
                     .slots = sl,
                     .unguarded = unguarded};
    PROF('R', n);
    size_t done = 0;
    CUresult r = to_dev ? to_device(&c, &done) : to_host(&c, &done);
    bool answered = true;
    if (r != CUDA_SUCCESS) {
        r = settle(&c);
        answered = done == count;
        *from = done;
    }
    slots_release(sl, n);
    engine_release(e);
    if (answered)
        *result = ocr_cu(r);
    PROF('E', 0);
    return answered;
}
