/*
 * Epoch-based reclamation for lock-free readers (reclaim.c): a reader brackets what it reads
 * with ocr_read_begin and ocr_read_end; a writer that unpublishes something retires it with
 * ocr_retire, and ocr_reclaim frees what no read section can still hold. The writer's side is
 * serialised by the writer's own lock (the registry's reg_lock): ocr_retire and ocr_reclaim are
 * called with it held, and reclaim.c's readers_lock is taken inside it.
 *
 * The read section's begin and end are inline: they are on the path of every kernel lookup.
 */
#ifndef OCR_RECLAIM_H
#define OCR_RECLAIM_H

#include "internal.h"

#pragma GCC visibility push(hidden)

struct ocr_reader {
    uint64_t epoch; /* 0 outside a read section, else the epoch the outermost one began in */
    int claimed;    /* readers_lock */
} __attribute__((aligned(64))); /* a line each: readers' stores never share one */

/* The calling thread's reader record, NULL until its first read section. */
extern __thread struct ocr_reader *ocr_reader_self;
/* Stands for the threads the array of records has no record for. */
extern struct ocr_reader ocr_overflow_reader;
/* Read sections of those threads in progress. */
extern int ocr_overflow_count;
/* Advanced by writers each time they retire something; never 0. */
extern uint64_t ocr_epoch;
/* membarrier is registered: readers need no fence of their own. */
extern int ocr_reclaim_asymmetric;

/* The calling thread's first read section: claims its record (or the overflow one). */
struct ocr_reader *ocr_reader_claim(void);

struct ocr_read_section {
    struct ocr_reader *r;
    uint64_t outer; /* the record's epoch before this section (non-zero when nested) */
};

/* Nothing a read section finds is freed before ocr_read_end. Sections nest. */
static inline struct ocr_read_section ocr_read_begin(void)
{
    struct ocr_reader *r = ocr_reader_self;
    if (OCR_UNLIKELY(r == NULL))
        r = ocr_reader_claim();
    struct ocr_read_section s = {r, 0};
    if (OCR_UNLIKELY(r == &ocr_overflow_reader)) {
        __atomic_fetch_add(&ocr_overflow_count, 1, __ATOMIC_SEQ_CST);
        return s;
    }
    s.outer = __atomic_load_n(&r->epoch, __ATOMIC_RELAXED);
    if (s.outer == 0) {
        __atomic_store_n(&r->epoch, __atomic_load_n(&ocr_epoch, __ATOMIC_ACQUIRE),
                         __ATOMIC_RELEASE);
        /* The epoch store before the reads: the writer's membarrier orders it. */
        if (OCR_LIKELY(__atomic_load_n(&ocr_reclaim_asymmetric, __ATOMIC_RELAXED)))
            __atomic_signal_fence(__ATOMIC_SEQ_CST);
        else
            __atomic_thread_fence(__ATOMIC_SEQ_CST);
    }
    return s;
}

static inline void ocr_read_end(struct ocr_read_section s)
{
    if (OCR_UNLIKELY(s.r == &ocr_overflow_reader))
        __atomic_fetch_sub(&ocr_overflow_count, 1, __ATOMIC_RELEASE);
    else
        __atomic_store_n(&s.r->epoch, s.outer, __ATOMIC_RELEASE);
}

/* What a writer unpublished, waiting for the read sections that may hold it. The record lives
 * in the retired object itself, so that retiring allocates nothing (and cannot fail). */
struct ocr_retired {
    struct ocr_retired *next;
    uint64_t epoch;
    void *ptr;
    void (*free)(void *);
};

/* Retires ptr, to be freed with free_fn once no read section begun before now is still in
 * progress, and advances the epoch. `r` is a record inside ptr's object, unused until then.
 * Called with the writer's lock held, after the unpublishing stores. */
void ocr_retire(struct ocr_retired *r, void *ptr, void (*free_fn)(void *));

/* Frees what no read section can still hold. Checked, never waited for: a writer may run under
 * the dynamic loader's lock. Called with the writer's lock held. */
void ocr_reclaim(void);

/* The library's end: exiting threads give their records back no more. */
void ocr_reclaim_end(void);
/* fork, inside the registry's (the writer's lock held in prepare): the reader records' lock is
 * taken in prepare; in the child it is made new and the records of the parent's other threads
 * are given back (their threads do not exist there). */
void ocr_reclaim_fork(enum ocr_fork phase);

#pragma GCC visibility pop

#endif
