/*
 * The staging engine's rings and their life (staging_ring.h), beside its copies (staging.c, whose
 * opening tells the engine's design): the settings the engine runs with; the table of engines,
 * one per device (its primary context), each a ring of slots (a pinned buffer and an event each,
 * allocated when a copy first needs the slot); the reservation of slots by a copy; and the steps
 * of the engine's life. The copies use the rings only through staging_ring.h; the table's lock
 * is taken here alone.
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
#include "staging_ring.h"
#include "host_copy.h"
#include "settings.h"
#include "staging.h"
#include "staging_profile.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

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
#define SLOT_MIN ((size_t)64 << 10)
#define SLOTS_MAX 256
/* How long the exit waits for copies in flight before it leaves their staging alone. */
#define EXIT_WAIT_S 10

size_t ocr_staging_min = SIZE_MAX; /* off until the settings are read (staging_setup) */

struct ocr_staging_cfg ocr_staging_cfg = {SLOT_MIN, 0, -1};

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
    ocr_staging_cfg.slot = slot < SLOT_MIN ? SLOT_MIN : slot;
    ocr_staging_cfg.nslots = n > SLOTS_MAX ? SLOTS_MAX : (unsigned)n;
    ocr_staging_cfg.threads = threads->given ? (int)threads->num : -1;
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

static struct {
    pthread_mutex_t lock;
    pthread_cond_t idle; /* an engine's last user left */
    struct ocr_staging_engine *engines[OCR_MAX_DEVICES];
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

/* Free an engine nobody uses any more, in its context. */
static void engine_free(struct ocr_staging_engine *e)
{
    bool pushed = DRV.cuCtxPushCurrent(e->ctx) == CUDA_SUCCESS;
    size_t freed = 0;
    for (unsigned i = 0; i < e->nslots; i++) {
        struct ocr_staging_slot *s = &e->slots[i];
        if (s->buf == NULL)
            continue;
        /* A DMA that may still read the slot (behind work that never ends): the buffer is left
         * to the context's end rather than freed under it. */
        bool idle = !s->broken && ocr_staging_slot_idle(s, false, NULL);
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

struct ocr_staging_engine *ocr_staging_engine_acquire(int d, CUcontext ctx)
{
    pthread_mutex_lock(&table.lock);
    struct ocr_staging_engine *e = table.engines[d];
    if (table.ended || table.detached[d] || ocr_staging_cfg.nslots == 0) {
        e = NULL;
    } else if (e == NULL) {
        int access = 0;
        if (DRV.cuDeviceGetAttribute(&access, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS,
                                     ocr_devices[d].dev) == CUDA_SUCCESS)
            e = calloc(1, sizeof(*e) + ocr_staging_cfg.nslots * sizeof(struct ocr_staging_slot));
        if (e != NULL) {
            e->ctx = ctx;
            e->pageable_access = access != 0;
            e->slot_size = ocr_staging_cfg.slot;
            e->nslots = ocr_staging_cfg.nslots;
            table.engines[d] = e;
        }
    }
    if (e != NULL)
        e->users++;
    pthread_mutex_unlock(&table.lock);
    return e;
}

void ocr_staging_engine_release(struct ocr_staging_engine *e)
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
    struct ocr_staging_engine *e = table.engines[d];
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
        struct ocr_staging_engine *e = table.engines[d];
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

void ocr_staging_slots_release(struct ocr_staging_slot **sl, unsigned n)
{
    pthread_mutex_lock(&table.lock);
    for (unsigned i = 0; i < n; i++)
        sl[i]->busy = false;
    pthread_mutex_unlock(&table.lock);
}

/* Take up to `want` - n more slots into sl[n...] that `pick` accepts; table.lock held. */
static unsigned slots_take(struct ocr_staging_engine *e, struct ocr_staging_slot **sl, unsigned n,
                           unsigned want, int pass, CUstream stream)
{
    for (unsigned i = 0; i < e->nslots && n < want; i++) {
        struct ocr_staging_slot *s = &e->slots[i];
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

/* The order a copy's slots are taken in: slots that are ready first, then slots whose DMAs ran on
 * the same stream (the copy waits for them in stream order), then slots whose DMAs on another
 * stream have completed (a slot still in use there is left alone: no copy waits for another
 * stream's work), and last new slots, allocated here. */
unsigned ocr_staging_slots_reserve(struct ocr_staging_engine *e, struct ocr_staging_slot **sl,
                                   unsigned need, unsigned want, CUstream stream)
{
    pthread_mutex_lock(&table.lock);
    unsigned n = 0;
    for (int pass = 0; pass < 3; pass++)
        n = slots_take(e, sl, n, want, pass, stream);
    pthread_mutex_unlock(&table.lock);
    unsigned kept = 0;
    for (unsigned i = 0; i < n; i++) {
        struct ocr_staging_slot *s = sl[i];
        if (s->last != stream && !ocr_staging_slot_idle(s, false, NULL)) {
            ocr_staging_slots_release(&s, 1);
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
            struct ocr_staging_slot *s = sl[i];
            void *buf = NULL;
            CUevent ev = NULL;
            bool ok =
                DRV.cuMemHostAlloc(&buf, e->slot_size, CU_MEMHOSTALLOC_PORTABLE) == CUDA_SUCCESS;
            if (ok && DRV.cuEventCreate(&ev, CU_EVENT_DISABLE_TIMING) != CUDA_SUCCESS) {
                (void)DRV.cuMemFreeHost(buf);
                ok = false;
            }
            if (!ok) {
                ocr_staging_slots_release(&s, 1);
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
        ocr_staging_slots_release(sl, kept);
        return 0;
    }
    return kept;
}
