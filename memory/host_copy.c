/*
 * The pool of host copy threads (host_copy.h), the staging engine's host side: one per process,
 * started at the first staged copy, threads that only copy host memory (no driver call, no wait
 * on the GPU). A copy's caller queues a chunk's host copy as a job cut into pieces
 * (ocr_host_job_start), goes on with its driver calls, and later finishes the job
 * (ocr_host_job_finish): it copies pieces itself until the job has none left to claim, then waits
 * for the pieces the threads took. It never depends on a thread to make progress, so a pool that
 * is stopping cannot hang it. Fills cut into small pieces are written around the caches
 * (host_copy, STREAM_PIECE_MAX): a DMA reads lines still in a writer's cache slowly. The numbers
 * below are the H200's measurement (docs/STAGING.md).
 */
#include "host_copy.h"
#include "clock.h"
#include "staging.h" /* ocr_staging_threads: the pool's count */
#include "staging_profile.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <emmintrin.h>
#endif

/* Host copy threads (OPENCUDART_STAGING_THREADS): half the CPUs the process may use, at most
 * this many; the caller of a copy copies too. */
#define STAGING_THREADS_MAX 8
/* The smallest piece one host thread copies. */
#define PIECE_MIN ((size_t)128 << 10)
/* A fill whose pieces are smaller than this is written with non-temporal stores. Measured on the
 * H200 (docs/STAGING.md, "Fills written around the caches"): a DMA reading a 2 MiB chunk just
 * written with ordinary stores in pieces of 228 KiB took 60-69 us, the lines still in the writers'
 * own caches; written around the caches, 48 us, and the fill itself 33 us instead of 51-67 (8 MiB
 * copies host to device 28-32 -> 40-45 GB/s). Pieces of 910 KiB (the 8 MiB chunks of copies from 32
 * MiB) leave those caches before the DMA reads them: at 64 MiB ordinary stores moved 52-54 GB/s,
 * non-temporal ones 46. */
#define STREAM_PIECE_MAX ((size_t)512 << 10)

/* How long a pool thread that finished its pieces, and a caller waiting for the threads' pieces,
 * poll before they sleep (ocr_host_pool_spin; set from OPENCUDART_STAGING_SPIN when the library
 * loads). */
static uint64_t spin_ns;

void ocr_host_pool_spin(uint64_t ns)
{
    spin_ns = ns;
}

static struct {
    pthread_mutex_t lock;
    pthread_cond_t work, done;
    struct ocr_host_job *head, *tail; /* jobs with pieces left to claim */
    pthread_t *threads;
    unsigned nthreads;
    bool started, stop;
} pool = {/* Adaptive: the threads polling for a chunk take the lock all at once to claim its
           * pieces, and a short spin lets them through without sleeping in the kernel one after
           * the other. */
          .lock = PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP,
          .work = PTHREAD_COND_INITIALIZER,
          .done = PTHREAD_COND_INITIALIZER};

/* The next piece of the queue's first job, or NULL; pool.lock held. */
static struct ocr_host_job *claim(unsigned *index)
{
    struct ocr_host_job *j = pool.head;
    if (j == NULL)
        return NULL;
    *index = j->next++;
    if (j->next == j->npieces) {
        __atomic_store_n(&pool.head, j->next_job, __ATOMIC_RELAXED);
        if (pool.head == NULL)
            pool.tail = NULL;
    }
    return j;
}

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* Poll, without the lock, for up to spin_ns until ready(arg): whether it became so. */
static bool spin_until(bool (*ready)(const void *), const void *arg)
{
    if (spin_ns == 0)
        return false;
    uint64_t end = ocr_now_ns() + spin_ns;
    for (unsigned i = 1;; i++) {
        if (ready(arg))
            return true;
        cpu_relax();
        if ((i & 63) == 0 && ocr_now_ns() >= end)
            return false;
    }
}

/* A piece to claim, or the pool stops. */
static bool work_or_stop(const void *arg)
{
    (void)arg;
    return __atomic_load_n(&pool.head, __ATOMIC_ACQUIRE) != NULL ||
           __atomic_load_n(&pool.stop, __ATOMIC_RELAXED);
}

#if defined(__x86_64__)
/* memcpy with non-temporal stores (SSE2, part of every x86-64): 64 bytes a step to a 16-byte
 * aligned destination, the unaligned head and the tail by memcpy; the fence makes the stores
 * visible before the piece is counted as done (and so before a DMA reads them). */
static void copy_around_caches(char *d, const char *s, size_t n)
{
    size_t head = (16 - ((uintptr_t)d & 15)) & 15;
    if (head > n)
        head = n;
    memcpy(d, s, head);
    d += head, s += head, n -= head;
    for (; n >= 64; n -= 64, d += 64, s += 64) {
        __m128i a = _mm_loadu_si128((const __m128i *)s);
        __m128i b = _mm_loadu_si128((const __m128i *)(s + 16));
        __m128i c = _mm_loadu_si128((const __m128i *)(s + 32));
        __m128i e = _mm_loadu_si128((const __m128i *)(s + 48));
        _mm_stream_si128((__m128i *)d, a);
        _mm_stream_si128((__m128i *)(d + 16), b);
        _mm_stream_si128((__m128i *)(d + 32), c);
        _mm_stream_si128((__m128i *)(d + 48), e);
    }
    memcpy(d, s, n);
    _mm_sfence();
}
#endif

/* A host copy: `around` the caches (non-temporal stores) where the machine has them. */
static void host_copy(char *d, const char *s, size_t n, bool around)
{
#if defined(__x86_64__)
    if (around) {
        copy_around_caches(d, s, n);
        return;
    }
#else
    (void)around;
#endif
    memcpy(d, s, n);
}

/* Copy piece i; the job may be gone once the last piece is counted. */
static void copy_piece(struct ocr_host_job *j, unsigned i)
{
    size_t off = (size_t)i * j->piece;
    size_t n = j->n - off < j->piece ? j->n - off : j->piece;
    PROF('p', i);
    host_copy(j->dst + off, j->src + off, n, j->around);
    PROF('q', i);
    unsigned npieces = j->npieces;
    if (__atomic_add_fetch(&j->done, 1, __ATOMIC_ACQ_REL) == npieces) {
        pthread_mutex_lock(&pool.lock);
        pthread_cond_broadcast(&pool.done);
        pthread_mutex_unlock(&pool.lock);
    }
}

static void *pool_thread(void *arg)
{
    (void)arg;
    PROF_THREAD();
    pthread_mutex_lock(&pool.lock);
    bool spun = false; /* polled since the last piece */
    for (;;) {
        while (!pool.stop && pool.head == NULL) {
            if (!spun) {
                spun = true;
                pthread_mutex_unlock(&pool.lock);
                bool work = spin_until(work_or_stop, NULL);
                pthread_mutex_lock(&pool.lock);
                if (work)
                    continue;
            }
            pthread_cond_wait(&pool.work, &pool.lock);
        }
        spun = false;
        if (pool.stop)
            break;
        unsigned i = 0;
        struct ocr_host_job *j = claim(&i);
        pthread_mutex_unlock(&pool.lock);
        copy_piece(j, i);
        pthread_mutex_lock(&pool.lock);
    }
    pthread_mutex_unlock(&pool.lock);
    return NULL;
}

static unsigned default_threads(void)
{
    cpu_set_t set;
    int ncpu = sched_getaffinity(0, sizeof(set), &set) == 0 ? CPU_COUNT(&set) : 1;
    int n = ncpu / 2;
    return n > STAGING_THREADS_MAX ? STAGING_THREADS_MAX : (unsigned)n;
}

/* Start the threads once (a thread that cannot be created leaves fewer: the callers copy). */
void ocr_host_pool_start(int threads)
{
    pthread_mutex_lock(&pool.lock);
    if (!pool.started && !pool.stop) {
        pool.started = true;
        unsigned want = threads < 0 ? default_threads() : (unsigned)threads;
        pool.threads = want ? calloc(want, sizeof(pthread_t)) : NULL;
        for (unsigned i = 0; pool.threads != NULL && i < want; i++) {
            if (pthread_create(&pool.threads[i], NULL, pool_thread, NULL) != 0)
                break;
            __atomic_store_n(&pool.nthreads, pool.nthreads + 1, __ATOMIC_RELAXED);
        }
    }
    pthread_mutex_unlock(&pool.lock);
}

/* Stop and join the threads (at the engine's end); the callers of copies in flight finish
 * their pieces themselves. */
void ocr_host_pool_stop(void)
{
    pthread_mutex_lock(&pool.lock);
    __atomic_store_n(&pool.stop, true, __ATOMIC_RELAXED);
    pthread_cond_broadcast(&pool.work);
    unsigned n = pool.nthreads;
    pthread_t *threads = pool.threads;
    __atomic_store_n(&pool.nthreads, 0, __ATOMIC_RELAXED);
    pool.threads = NULL;
    pthread_mutex_unlock(&pool.lock);
    for (unsigned i = 0; i < n; i++)
        pthread_join(threads[i], NULL);
    free(threads);
}

unsigned ocr_staging_threads(void)
{
    pthread_mutex_lock(&pool.lock);
    unsigned n = pool.nthreads;
    pthread_mutex_unlock(&pool.lock);
    return n;
}

/* Every piece of the job copied. */
static bool job_done(const void *arg)
{
    const struct ocr_host_job *j = arg;
    return __atomic_load_n(&j->done, __ATOMIC_ACQUIRE) == j->npieces;
}

/* Queue memcpy(dst, src, n) for the pool's threads, in pieces of at least PIECE_MIN bytes; the
 * job lives in *j (the caller's) until ocr_host_job_finish(j). A copy of one piece, or with no
 * threads, is left to ocr_host_job_finish. `fill`: dst is a slot that a DMA reads next, written
 * with non-temporal stores where the pieces are below STREAM_PIECE_MAX. */
void ocr_host_job_start(struct ocr_host_job *j, void *dst, const void *src, size_t n, bool fill)
{
    unsigned helpers = __atomic_load_n(&pool.nthreads, __ATOMIC_RELAXED);
    size_t piece = (n + helpers) / (helpers + 1);
    piece = piece < PIECE_MIN ? PIECE_MIN : (piece + 4095) & ~(size_t)4095;
    *j = (struct ocr_host_job){.dst = dst,
                               .src = src,
                               .n = n,
                               .piece = piece,
                               .around = fill && piece < STREAM_PIECE_MAX,
                               .npieces = 1};
    if (helpers == 0 || piece >= n)
        return; /* one piece: the caller copies it */
    j->npieces = (unsigned)((n + piece - 1) / piece);
    pthread_mutex_lock(&pool.lock);
    if (pool.tail != NULL)
        pool.tail->next_job = j;
    else
        __atomic_store_n(&pool.head, j, __ATOMIC_RELEASE);
    pool.tail = j;
    if (j->npieces > 2)
        pthread_cond_broadcast(&pool.work);
    else
        pthread_cond_signal(&pool.work);
    pthread_mutex_unlock(&pool.lock);
}

/* Return once every piece of ocr_host_job_start's job is copied: the caller copies pieces (of this
 * job, or of jobs queued before it: each piece is counted to its own job) until none of this job is
 * left to claim, then waits for the pieces the threads took. */
void ocr_host_job_finish(struct ocr_host_job *j)
{
    if (j->npieces == 1) {
        host_copy(j->dst, j->src, j->n, j->around);
        return;
    }
    pthread_mutex_lock(&pool.lock);
    while (j->next < j->npieces) {
        unsigned i = 0;
        struct ocr_host_job *c = claim(&i);
        pthread_mutex_unlock(&pool.lock);
        copy_piece(c, i);
        pthread_mutex_lock(&pool.lock);
    }
    bool spun = false;
    while (__atomic_load_n(&j->done, __ATOMIC_ACQUIRE) < j->npieces) {
        if (!spun) {
            spun = true;
            pthread_mutex_unlock(&pool.lock);
            spin_until(job_done, j);
            pthread_mutex_lock(&pool.lock);
            continue;
        }
        pthread_cond_wait(&pool.done, &pool.lock);
    }
    pthread_mutex_unlock(&pool.lock);
}

/* fork (the staging engine's handlers call these around its own lock): the child has none of the
 * parent's threads and starts again from nothing. */
void ocr_host_pool_fork_prepare(void)
{
    pthread_mutex_lock(&pool.lock);
}

void ocr_host_pool_fork_parent(void)
{
    pthread_mutex_unlock(&pool.lock);
}

void ocr_host_pool_fork_child(void)
{
    pthread_mutex_unlock(&pool.lock);
    pool.lock = (pthread_mutex_t)PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP;
    pthread_cond_init(&pool.work, NULL);
    pthread_cond_init(&pool.done, NULL);
    free(pool.threads);
    pool.threads = NULL;
    __atomic_store_n(&pool.nthreads, 0, __ATOMIC_RELAXED);
    pool.head = pool.tail = NULL;
    pool.started = false;
}
