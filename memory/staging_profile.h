/*
 * Phase timings of the staging engine, for measurement builds only (compiled with
 * -DOCR_STAGING_PROFILE; every macro is empty otherwise, so a normal build holds none of it).
 *
 * PROF(tag, i) records the CPU time of a step of a copy (its caller's thread, or a pool thread:
 * `tid` 0 is a copy's caller, 1... the pool's threads); PROF_GPU(tag, i, drv, stream) records a
 * timing event on the copy's stream (the GPU's time of that point in stream order), when
 * OCR_STAGING_PROFILE_GPU is set (each costs an event's creation and record); PROF_DUMP()
 * writes every record to the file named by OCR_STAGING_PROFILE at the engine's end (the context
 * still alive): "cpu_ns tag index tid gpu_us" per line, gpu_us -1 for CPU-only records and
 * relative to the first GPU record otherwise. tests/bench/staging_profile.py reads it.
 */
#ifndef OCR_STAGING_PROFILE_H
#define OCR_STAGING_PROFILE_H

#ifdef OCR_STAGING_PROFILE

#include "clock.h"

#include <stdio.h>
#include <stdlib.h>

#define PROF_MAX (1u << 19)

/* One set of records for every file that includes this (staging.c, staging_ring.c,
 * host_copy.c): weak definitions, which the link makes one. */
#define PROF_SHARED __attribute__((weak, visibility("hidden")))
struct prof_rec {
    uint64_t t;
    unsigned tag, idx, tid;
    CUevent ev;
};
PROF_SHARED struct prof_rec prof_recs[PROF_MAX];
PROF_SHARED unsigned prof_n;
PROF_SHARED __thread unsigned prof_tid;
PROF_SHARED unsigned prof_tids;

__attribute__((unused)) static void prof_rec(unsigned tag, unsigned idx, CUevent ev)
{
    unsigned k = __atomic_fetch_add(&prof_n, 1, __ATOMIC_RELAXED);
    if (k < PROF_MAX)
        prof_recs[k] = (struct prof_rec){ocr_now_ns(), tag, idx, prof_tid, ev};
}

__attribute__((unused)) static void prof_gpu(unsigned tag, unsigned idx, CUresult (*record)(CUevent, CUstream),
                     CUstream stream)
{
    static int on = -1; /* OCR_STAGING_PROFILE_GPU=1: the GPU records too */
    if (on < 0)
        on = getenv("OCR_STAGING_PROFILE_GPU") != NULL;
    CUevent ev = NULL;
    if (!on || DRV.cuEventCreate(&ev, CU_EVENT_DEFAULT) != CUDA_SUCCESS)
        return;
    prof_rec(tag, idx, ev);
    (void)record(ev, stream);
}

__attribute__((unused)) static void prof_dump(void)
{
    const char *path = getenv("OCR_STAGING_PROFILE");
    FILE *f = path != NULL ? fopen(path, "w") : NULL;
    unsigned n = prof_n < PROF_MAX ? prof_n : PROF_MAX;
    CUevent first = NULL;
    for (unsigned k = 0; k < n; k++) {
        struct prof_rec *r = &prof_recs[k];
        float ms = -1;
        if (r->ev != NULL && DRV.cuEventSynchronize(r->ev) == CUDA_SUCCESS) {
            if (first == NULL)
                first = r->ev;
            if (DRV.cuEventElapsedTime(&ms, first, r->ev) != CUDA_SUCCESS)
                ms = -1;
        }
        if (f != NULL)
            fprintf(f, "%llu %c %u %u %.3f\n", (unsigned long long)r->t, (char)r->tag, r->idx,
                    r->tid, ms < 0 ? -1.0 : ms * 1e3);
    }
    for (unsigned k = 0; k < n; k++)
        if (prof_recs[k].ev != NULL)
            (void)DRV.cuEventDestroy(prof_recs[k].ev);
    prof_n = 0;
    if (f != NULL)
        fclose(f);
}

#define PROF(tag, i) prof_rec((tag), (unsigned)(i), NULL)
#define PROF_GPU(tag, i, drv, stream) prof_gpu((tag), (unsigned)(i), (drv).cuEventRecord, (stream))
#define PROF_THREAD() (prof_tid = __atomic_add_fetch(&prof_tids, 1, __ATOMIC_RELAXED))
#define PROF_DUMP() prof_dump()

#else

#define PROF(tag, i) ((void)0)
#define PROF_GPU(tag, i, drv, stream) ((void)0)
#define PROF_THREAD() ((void)0)
#define PROF_DUMP() ((void)0)

#endif

#endif /* OCR_STAGING_PROFILE_H */
