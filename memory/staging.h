/*
 * The pageable staging engine (staging.c; its rings and life, staging_ring.c): large copies between
 * pageable host memory and device memory go through the runtime's own pipeline of pinned staging
 * buffers, filled and drained by a pool of host threads while the copy engine moves the previous
 * chunk.
 *
 * memcpy_common (memory.c) hands a copy to ocr_staging_copy only after its own checks accepted
 * it, and only when count >= ocr_staging_min (SIZE_MAX when the engine is off: one predictable
 * branch). The engine takes a copy only when it can tell the plain driver path would accept it:
 * one side pageable host memory (unknown to the driver: cuPointerGetAttributes, asked at every
 * copy, nothing cached), the other plain device memory of the current device with the whole
 * range inside one allocation, the current context the device's primary context, a stream of
 * that context that is not capturing. Anything else, and any failure before the first chunk
 * moved, is declined: the plain driver path copies and answers as it does today.
 */
#ifndef OCR_STAGING_H
#define OCR_STAGING_H

#include "internal.h"

#pragma GCC visibility push(hidden)

/* Copies of at least this many bytes are offered to the engine; SIZE_MAX when it is off. */
extern size_t ocr_staging_min;

/* Offer a copy (memcpy_common's arguments, after its checks: cudaMemcpy and cudaMemcpyAsync are
 * staged alike, pageable memory making both synchronous with respect to the host). Returns true
 * when the engine answered it (*result); false when the plain driver path must copy the bytes from
 * *from on (0: the engine declined the whole copy; more: a driver call failed after the first *from
 * bytes were delivered, and the plain path copies the rest and gives the answer). */
bool ocr_staging_copy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                      cudaStream_t stream, bool ptds, size_t *from, cudaError_t *result);

/* Set the engine up from the values of OPENCUDART_STAGING, OPENCUDART_STAGING_MIN,
 * OPENCUDART_STAGING_CHUNK and OPENCUDART_STAGING_THREADS (NULL: the default); done when the
 * library loads, and by the unit tests while no staging exists (after a reset of every device
 * that used it). */
void ocr_staging_configure(const char *staging, const char *min, const char *chunk,
                           const char *threads);
/* ... and from OPENCUDART_STAGING_SPIN (microseconds; NULL: the default). */
void ocr_staging_configure_spin(const char *us);

/* The engine's life, as the lifecycle owner (runtime/lifecycle.c) calls it. Before device d's
 * primary context is reset: no new staged copy starts on d, the copies in flight end, and d's
 * staging buffers and events are freed (its primary context is made current for that); after
 * the reset, staging on d may start again, lazily. */
void ocr_staging_detach(int d);
void ocr_staging_attach(int d);
/* The engine's end: no new staged copy starts, the copies in flight end (waited for a bounded
 * time), the pool's threads are stopped and joined, the staging is freed. Idempotent: the
 * exit-begun handler calls it first, ahead of the driver's handlers, and so does the runtime's
 * end (the library's unloading). */
void ocr_staging_shutdown(void);
/* fork: the engine's and the pool's locks are taken in prepare; a child starts with neither
 * threads nor staging (what the records held is dropped without a driver call). */
void ocr_staging_fork(enum ocr_fork phase);

/* Pinned bytes the engine holds now, over every device (for tests and diagnostics). */
size_t ocr_staging_pinned_bytes(void);
/* Host copy threads the pool runs now (0 before the first staged copy). */
unsigned ocr_staging_threads(void);

#pragma GCC visibility pop

#endif /* OCR_STAGING_H */
