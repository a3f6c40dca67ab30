/*
 * Epoch-based reclamation of what lock-free readers may still hold (the registry's lookup
 * tables and unregistered fatbins).
 *
 * Every lock-free read runs in a read section: the thread stores the global epoch in its reader
 * record (one cache line of a fixed array, claimed on the thread's first read section, given
 * back when the thread exits) and restores the record when it is done. What a writer
 * unpublishes is retired with the current epoch, and the epoch advances; a retired record is
 * freed once no reader record holds an epoch at or below its own. That is checked, never waited
 * for, when the writer asks (the registry: after each unregistration and table growth; a writer
 * may run under the loader's lock). A reader's epoch store must be seen before its reads: the
 * writer gets that order with membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED), which makes every
 * running thread of the process pass a full barrier before the writer reads the reader records,
 * so the reader's side is two plain stores (a full fence of its own where the kernel has no
 * membarrier). Threads beyond the array count themselves in one shared counter, which holds
 * back every reclamation while it is not zero.
 *
 * Locks. The retired list and the epoch's advance are the writer's: its lock (the registry's
 * reg_lock) is held around ocr_retire and ocr_reclaim. `readers_lock` guards the claiming of
 * records and is taken inside the writer's lock, never around it.
 */
#include "reclaim.h"

#include <linux/membarrier.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

#define READER_RECORDS 1024

static pthread_mutex_t readers_lock = PTHREAD_MUTEX_INITIALIZER;
static struct ocr_reader readers[READER_RECORDS];
static unsigned readers_used;    /* records ever claimed (readers_lock) */
static pthread_key_t reader_key; /* gives a thread's record back when it exits */
static bool reader_key_made;
__thread struct ocr_reader *ocr_reader_self;
struct ocr_reader ocr_overflow_reader;
int ocr_overflow_count;
uint64_t ocr_epoch = 1;
int ocr_reclaim_asymmetric;

/* What is retired and not yet freed, newest first (the writer's lock). */
static struct ocr_retired *retired;

static void reader_release(void *record)
{
    struct ocr_reader *r = record;
    pthread_mutex_lock(&readers_lock);
    r->claimed = 0;
    pthread_mutex_unlock(&readers_lock);
}

struct ocr_reader *ocr_reader_claim(void)
{
    struct ocr_reader *r = &ocr_overflow_reader;
    pthread_mutex_lock(&readers_lock);
    if (!reader_key_made)
        reader_key_made = pthread_key_create(&reader_key, reader_release) == 0;
    for (unsigned i = 0; reader_key_made && i < READER_RECORDS; i++) {
        if (readers[i].claimed)
            continue;
        if (pthread_setspecific(reader_key, &readers[i]) == 0) {
            readers[i].claimed = 1;
            if (i >= readers_used)
                readers_used = i + 1;
            r = &readers[i];
        }
        break;
    }
    pthread_mutex_unlock(&readers_lock);
    ocr_reader_self = r;
    return r;
}

/* A full barrier on every thread of the process that may be in a read section. False when
 * there is none to be had (then nothing may be freed). Called with the writer's lock held. */
static bool heavy_barrier(void)
{
    static bool tried;
#ifdef __NR_membarrier
    if (!tried) {
        tried = true;
        long cmds = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0);
        if (cmds > 0 && (cmds & MEMBARRIER_CMD_PRIVATE_EXPEDITED) &&
            syscall(__NR_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0) == 0)
            __atomic_store_n(&ocr_reclaim_asymmetric, 1, __ATOMIC_RELEASE);
    }
#endif
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (!__atomic_load_n(&ocr_reclaim_asymmetric, __ATOMIC_RELAXED))
        return true; /* readers fence themselves */
#ifdef __NR_membarrier
    return syscall(__NR_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0) == 0;
#else
    return false;
#endif
}

void ocr_retire(struct ocr_retired *r, void *ptr, void (*free_fn)(void *))
{
    uint64_t e = ocr_epoch;
    __atomic_store_n(&ocr_epoch, e + 1, __ATOMIC_RELEASE);
    r->epoch = e;
    r->ptr = ptr;
    r->free = free_fn;
    r->next = retired;
    retired = r;
}

void ocr_reclaim(void)
{
    if (retired == NULL)
        return;
    if (!heavy_barrier())
        return;
    uint64_t oldest = UINT64_MAX;
    pthread_mutex_lock(&readers_lock);
    for (unsigned i = 0; i < readers_used; i++) {
        uint64_t e = __atomic_load_n(&readers[i].epoch, __ATOMIC_ACQUIRE);
        if (e != 0 && e < oldest)
            oldest = e;
    }
    pthread_mutex_unlock(&readers_lock);
    if (__atomic_load_n(&ocr_overflow_count, __ATOMIC_ACQUIRE) != 0)
        return;
    for (struct ocr_retired **p = &retired; *p != NULL;) {
        struct ocr_retired *r = *p;
        if (r->epoch < oldest) {
            *p = r->next; /* read before the free: the record lives in what it frees */
            r->free(r->ptr);
        } else {
            p = &r->next;
        }
    }
}

void ocr_reclaim_end(void)
{
    pthread_mutex_lock(&readers_lock);
    if (reader_key_made)
        pthread_key_delete(reader_key);
    reader_key_made = false;
    pthread_mutex_unlock(&readers_lock);
}

void ocr_reclaim_fork(enum ocr_fork phase)
{
    if (phase == OCR_FORK_PREPARE) {
        pthread_mutex_lock(&readers_lock);
        return;
    }
    if (phase == OCR_FORK_PARENT) {
        pthread_mutex_unlock(&readers_lock);
        return;
    }
    pthread_mutex_unlock(&readers_lock); /* prepare's, this thread's */
    pthread_mutex_init(&readers_lock, NULL);
    for (unsigned i = 0; i < readers_used; i++) {
        if (&readers[i] == ocr_reader_self)
            continue;
        readers[i].claimed = 0;
        __atomic_store_n(&readers[i].epoch, 0, __ATOMIC_RELAXED);
    }
    /* Only the parent's other threads could be in a read section on the overflow record. */
    __atomic_store_n(&ocr_overflow_count, 0, __ATOMIC_RELAXED);
}
