/*
 * The pool of host copy threads (host_copy.c): the staging engine's host side (staging.c). A
 * caller cuts a host copy into pieces that the pool's threads and the caller copy together:
 *
 *   struct ocr_host_job j;
 *   ocr_host_job_start(&j, dst, src, n, fill);   queued; the caller goes on with its driver calls
 *   ...
 *   ocr_host_job_finish(&j);                     the caller copies what is left, waits for the rest
 *
 * The job lives in the caller's memory from start to finish. The caller never depends on a
 * thread to make progress.
 */
#ifndef OCR_HOST_COPY_H
#define OCR_HOST_COPY_H

#include "internal.h"

#pragma GCC visibility push(hidden)

/* A host copy cut into pieces; lives on its caller's stack while it is queued. */
struct ocr_host_job {
    char *dst;
    const char *src;
    size_t n, piece;
    bool around;                   /* written around the caches (host_copy) */
    unsigned npieces;              /* 1: not handed to the pool, the caller copies it whole */
    unsigned next;                 /* the next piece to claim (pool.lock) */
    unsigned done;                 /* pieces copied (atomic) */
    struct ocr_host_job *next_job; /* the queue (pool.lock) */
};

/* Start the threads once: `threads` of them, or (-1) half the CPUs the process may use, at most
 * 8 (a thread that cannot be created leaves fewer: the callers copy). */
void ocr_host_pool_start(int threads);
/* Stop and join the threads (at the engine's end); the callers of copies in flight finish their
 * pieces themselves. */
void ocr_host_pool_stop(void);
/* How long (ns) a thread with nothing to do, and a caller waiting for pieces, poll before they
 * sleep (0: sleep at once). */
void ocr_host_pool_spin(uint64_t ns);

/* Queue memcpy(dst, src, n) (`fill`: dst is a staging slot a DMA reads next); see host_copy.c. */
void ocr_host_job_start(struct ocr_host_job *j, void *dst, const void *src, size_t n, bool fill);
/* Return once every piece of the job is copied. */
void ocr_host_job_finish(struct ocr_host_job *j);

/* fork: the pool's lock taken before fork (prepare), released in the parent, the pool reset to
 * nothing in the child. */
void ocr_host_pool_fork_prepare(void);
void ocr_host_pool_fork_parent(void);
void ocr_host_pool_fork_child(void);

#pragma GCC visibility pop

#endif /* OCR_HOST_COPY_H */
