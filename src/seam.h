/*
 * The seam: the one place where the per-call diagnostics (the trace, the timeline, the checks,
 * fault injection) see a runtime call (docs/ARCHITECTURE.md, "Entry layer and timeline").
 *
 * One switch word, ocr_intercept, which every exported function's entry compares with 0 (the
 * entry layer, calls/entries_generated.c): while it is 0, an entry is a compare with memory, a
 * not-taken branch and a jump to its implementation. A feature that wants to see calls
 * subscribes: it puts its hooks in its slot of the subscriber table, and its slot's bit in the
 * word; every exported call then goes through its intercepted path (calls/calls.h), which runs
 *
 *     ocr_seam_begin   the call in progress is the thread's (ocr_tls.call: its name and the
 *                      program's return address, which the checks name), then every
 *                      subscriber's `before` hook in slot order; one may answer the call in
 *                      place of the implementation (fault injection): its error is recorded as
 *                      the call's own failure would be
 *     the implementation, unless a hook answered
 *     ocr_seam_end     every subscriber's `after` hook, with the call's result; the thread's
 *                      call in progress back to the one this call was made from (a callback)
 *
 * The core names no feature: the features subscribe (the trace, src/trace.c; the timeline,
 * calls/timeline.c; the checks and the fault rules, check/), and the areas' announcements of
 * the objects they make, release and use (src/objects.h, whose hooks the checks fill) are
 * behind the same word. The record of a call (ocr_record, internal.h) keeps one
 * diagnostic of its own, the trace of failing calls, for the reasons docs/ARCHITECTURE.md gives.
 */
#ifndef OCR_SEAM_H
#define OCR_SEAM_H

#include "internal.h"

#pragma GCC visibility push(hidden)

/* The call in progress on a thread, as the intercepted path made it (on its stack). */
struct ocr_seam_call {
    const char *name;            /* the exported function's name ("cudaMemcpyAsync_ptsz") */
    const void *site;            /* the program's return address: the call site */
    unsigned fn;                 /* its id in the entry layer's tables (OCR_FN_<name>) */
    unsigned subscribed;         /* the switch word when the call began: whose hooks it runs */
    cudaStream_t stream;         /* a call that enqueues GPU work: its stream */
    bool ptds;                   /* ... and whether stream 0 is the per-thread default stream */
    bool injected;               /* a before hook answered it: the implementation did not run */
    bool faulted;                /* a fault rule injected its error (an entry or a launch rule) */
    struct ocr_seam_call *outer; /* the thread's call in progress before this one */
};

/* A subscriber's hooks (each may be NULL). */
struct ocr_subscriber {
    /* Before the implementation. True: the call is answered with *e and the implementation is
     * not run (later hooks see c->injected). */
    bool (*before)(struct ocr_seam_call *c, cudaError_t *e);
    /* After the call, with its result. */
    void (*after)(struct ocr_seam_call *c, cudaError_t e);
};

/* The slots, in the order their hooks run: fault injection first (it decides whether the
 * implementation runs), the timeline last (its times and GPU events are closest to the work). */
enum ocr_seam_slot {
    OCR_SEAM_FAULT,    /* check/fault.c: OPENCUDART_FAULT */
    OCR_SEAM_CHECKS,   /* check/check.c: OPENCUDART_CHECK */
    OCR_SEAM_TRACE,    /* src/trace.c: OPENCUDART_TRACE */
    OCR_SEAM_TIMELINE, /* calls/timeline.c: OPENCUDART_TRACE=timeline, opencudartTraceStart */
    OCR_SEAM_SLOTS
};
#define OCR_INTERCEPT_FAULT (1 << OCR_SEAM_FAULT)
#define OCR_INTERCEPT_TIMELINE (1 << OCR_SEAM_TIMELINE)

/* The switch word: the bits of the slots subscribed now (0: nothing sees calls). */
extern int ocr_intercept;

/* Whether anything sees calls now: one load of the word and a predictable branch (a plain mov
 * on x86-64; subscribers come and go while calls run). */
static inline bool ocr_intercepting(void)
{
    return OCR_UNLIKELY(__atomic_load_n(&ocr_intercept, __ATOMIC_RELAXED) != 0);
}

/* Puts `hooks` in `slot` (NULL: takes the slot's subscriber out) and its bit in the word. The
 * hooks must live as long as the library (static). */
void ocr_seam_subscribe(enum ocr_seam_slot slot, const struct ocr_subscriber *hooks);

/* The intercepted path's side (c->name, site, fn, and for GPU work stream and ptds, set by the
 * caller). ocr_seam_begin: true when a hook answered the call (*e is its answer, recorded). */
bool ocr_seam_begin(struct ocr_seam_call *c, cudaError_t *e);
void ocr_seam_end(struct ocr_seam_call *c, cudaError_t e);

#pragma GCC visibility pop

#endif /* OCR_SEAM_H */
