/*
 * The staging engine's rings (staging_ring.c), as its copies (staging.c) use them: per device an
 * engine holding a ring of pinned slots, each a buffer and an event; a copy counts itself a user
 * of its device's engine (ocr_staging_engine_acquire) and reserves some of its slots for its
 * duration (ocr_staging_slots_reserve), then gives both back. What is here is only the engine's
 * own: staging.h is the engine's interface to the rest of the runtime.
 */
#ifndef OCR_STAGING_RING_H
#define OCR_STAGING_RING_H

#include "internal.h"

#pragma GCC visibility push(hidden)

/* The settings the engine runs with (read when the library loads: staging_ring.c). */
struct ocr_staging_cfg {
    size_t slot;     /* bytes per slot */
    unsigned nslots; /* slots per device */
    int threads;     /* pool threads; -1: from the CPUs the process may use */
};
extern struct ocr_staging_cfg ocr_staging_cfg;

struct ocr_staging_slot {
    char *buf;     /* pinned, cfg.slot bytes; NULL until first needed */
    CUevent ev;    /* recorded after the slot's last DMA */
    CUstream last; /* the stream of that DMA */
    bool pending;  /* the event may not have completed */
    bool busy;     /* reserved by a copy (table.lock) */
    bool broken;   /* a DMA may still use it and no event says when: never used again */
};

struct ocr_staging_engine {
    CUcontext ctx;
    bool pageable_access; /* the device reads pageable memory itself */
    unsigned users;       /* copies in flight (table.lock) */
    unsigned turn;        /* which part of its slots the next copy uses (atomic) */
    size_t slot_size;
    unsigned nslots;
    struct ocr_staging_slot slots[];
};

/* Whether the slot's last DMA has completed, and the slot then no longer pending: asked without
 * waiting, or (`wait`) waited for, a failed wait's answer in *r. A failed query counts as not yet:
 * whoever needs the slot next waits for it and gets the answer. */
static inline bool ocr_staging_slot_idle(struct ocr_staging_slot *s, bool wait, CUresult *r)
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

/* The engine of device d (made on first use), with a user counted; NULL: no staging now. */
struct ocr_staging_engine *ocr_staging_engine_acquire(int d, CUcontext ctx);
void ocr_staging_engine_release(struct ocr_staging_engine *e);

/* Reserve between `need` and `want` slots for a copy on `stream` into sl[]; returns how many
 * (0: fewer than `need` could be had). */
unsigned ocr_staging_slots_reserve(struct ocr_staging_engine *e, struct ocr_staging_slot **sl,
                                   unsigned need, unsigned want, CUstream stream);
/* Give the first n reserved slots back to the ring. */
void ocr_staging_slots_release(struct ocr_staging_slot **sl, unsigned n);

#pragma GCC visibility pop

#endif /* OCR_STAGING_RING_H */
