/*
 * What the files of the fake driver share (fake_driver.c and the fake_<subject>.c beside it); the
 * tests include fake_driver.h only. fake_driver.c holds the entry ids, the call log, the fault
 * injection and the table; each other file holds the fakes of one subject and their state, and
 * puts its fakes into the table with its fake_fill_<subject> function. All state is guarded by
 * fake_lock, except each thread's context stack. Functions named *_locked are called with
 * fake_lock held.
 */
#ifndef OCR_TEST_FAKE_DRIVER_INTERNAL_H
#define OCR_TEST_FAKE_DRIVER_INTERNAL_H

#include "fake_driver.h"

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* -- entries, the call log and faults (fake_driver.c) ------------------------------------------ */

enum fake_id {
#define ID(name, ver, twin) FAKE_##name,
    OCR_DRIVER_FUNCS(ID)
#undef ID
        FAKE_COUNT
};

extern pthread_mutex_t fake_lock;

/* Log a call of entry `id` and decide its fate: true when it must return *res at once. */
bool fake_enter(enum fake_id id, bool ptds, CUresult *res);

/* The entry is named by its id: cuda.h defines some entry names as macros (cuMemAlloc is
 * cuMemAlloc_v2), so a name must be pasted before it is passed on. */
#define ENTER_ID(id, ptds)                                                                         \
    do {                                                                                           \
        CUresult enter_result_;                                                                    \
        if (fake_enter((id), (ptds), &enter_result_))                                              \
            return enter_result_;                                                                  \
    } while (0)
#define ENTER(name) ENTER_ID(FAKE_##name, false)

/* A fake and its per-thread-default-stream twin over one body, impl_<name>(ptds, args...). */
#define TWIN_PAIR(name, params, ...)                                                               \
    static CUresult fake_##name params                                                             \
    {                                                                                              \
        ENTER_ID(FAKE_##name, false);                                                              \
        return impl_##name(false, __VA_ARGS__);                                                    \
    }                                                                                              \
    static CUresult fake_##name##_ptsz params                                                      \
    {                                                                                              \
        ENTER_ID(FAKE_##name, true);                                                               \
        return impl_##name(true, __VA_ARGS__);                                                     \
    }

/* Whether p points into the array a of n elements (compared as integers: p may be anything). */
#define IN_ARRAY(p, a, n)                                                                          \
    ((uintptr_t)(p) >= (uintptr_t)(a) && (uintptr_t)(p) < (uintptr_t)((a) + (n)) &&                \
     ((uintptr_t)(p) - (uintptr_t)(a)) % sizeof(*(a)) == 0)

/* Handles of streams, events, graphs, executable graphs and green contexts the fakes made and
 * that were not destroyed since (fake_live_objects). Lock held. */
void fake_live_add_locked(const void *h);
bool fake_live_remove_locked(const void *h); /* whether h was live (it is not any more) */

/* -- devices (fake_device.c) ------------------------------------------------------------------- */

/* The ordinal of device dev, or -1. */
int fake_device_ordinal(CUdevice dev);
void fake_fill_devices(struct ocr_driver *t);

/* -- contexts (fake_context.c) ----------------------------------------------------------------- */

struct fake_ctx {
    int ordinal;
    bool primary;
};
struct fake_primary_state {
    int retains;
    bool active;
    unsigned flags;
};
extern struct fake_primary_state fake_pstate[FAKE_MAX_DEVICES];

/* The fake's context record of c (a primary or a foreign context), or NULL. */
struct fake_ctx *fake_known_ctx(CUcontext c);
/* The error a call that needs a context gets, or success. */
CUresult fake_need_ctx(void);
#define NEED_CTX()                                                                                 \
    do {                                                                                           \
        CUresult need_ctx_result_ = fake_need_ctx();                                               \
        if (need_ctx_result_ != CUDA_SUCCESS)                                                      \
            return need_ctx_result_;                                                               \
    } while (0)
/* A context-corrupting fault r was injected into a call: the current context keeps it. */
void fake_corrupt_current_locked(CUresult r);
size_t fake_retains_live_locked(void); /* primary context retains, over every device */
void fake_fill_contexts(struct ocr_driver *t);

/* -- libraries, kernels and launches (fake_library.c) ------------------------------------------ */

size_t fake_libraries_live_locked(void); /* loaded and not unloaded */
void fake_library_reset_locked(void);
void fake_fill_library(struct ocr_driver *t);
void fake_fill_library_twins(struct ocr_driver *t);

/* -- memory, copies and memsets (fake_memory.c) ------------------------------------------------ */

size_t fake_allocations_live_locked(void);
void fake_memory_reset_locked(void);
void fake_fill_memory(struct ocr_driver *t);
void fake_fill_memory_twins(struct ocr_driver *t);

/* -- streams, events and graphs (fake_stream.c) ------------------------------------------------ */

#define MAX_STREAMS 4096
struct fake_stream {
    unsigned flags;
    int priority;
    CUcontext ctx;
};
extern struct fake_stream fake_streams[MAX_STREAMS];
extern size_t fake_n_streams;
/* Index of a stream made by the fake, or -1 (NULL, the legacy and per-thread streams, others). */
long fake_stream_index(CUstream s);
void fake_fill_streams(struct ocr_driver *t);
void fake_fill_streams_twins(struct ocr_driver *t);

/* -- green contexts and device resources (fake_green.c) ---------------------------------------- */

/* Whether stream s was made on a green context since destroyed (with the lock held, or not). */
bool fake_stream_gone_locked(CUstream s);
bool fake_stream_gone(CUstream s);
void fake_fill_green(struct ocr_driver *t);

#endif /* OCR_TEST_FAKE_DRIVER_INTERNAL_H */
