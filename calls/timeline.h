/*
 * The timeline's records as its two halves share them: timeline.c records (per-thread buffers,
 * GPU events, the file's name, the fork and exit handling), timeline_write.c writes the trace
 * file from the records (Chrome Trace Event Format JSON, gzip when the name ends in .gz). Internal
 * to calls/: nothing else includes it.
 */
#ifndef OCR_TIMELINE_H
#define OCR_TIMELINE_H

#include "calls.h"

#include <sys/types.h>

#pragma GCC visibility push(hidden)

/* A record in a thread's buffer; its payload (the arguments) follows. A user annotation
 * (opencudartTraceRangePush ..., the NVTX injection) has fn OCR_TL_USER, its kind (USER_*) in
 * `result`, its range id in `gpu_t0` and its name (terminated) as the payload. */
#define OCR_TL_USER 0xFFFFu
enum {
    USER_PUSH = OCR_TL_USER_PUSH,
    USER_POP = OCR_TL_USER_POP,
    USER_START = OCR_TL_USER_START,
    USER_END = OCR_TL_USER_END,
    USER_MARK = OCR_TL_USER_MARK
};
struct tl_record {
    uint32_t size; /* bytes, header included, a multiple of 8 */
    uint16_t fn;
    uint8_t gpu_state; /* GPU_* */
    uint8_t injected;  /* the call's error was injected (OPENCUDART_FAULT): it did no work */
    int32_t result;
    int32_t device;
    uint64_t t0, t1; /* host ns since t_start */
    /* GPU work */
    CUstream stream;
    CUevent start, end;
    struct ocr_tl_anchor *anchor;
    int64_t gpu_t0; /* host ns since t_start, once resolved */
    int64_t gpu_dur;
};
enum { GPU_NONE, GPU_PENDING, GPU_DONE, GPU_LOST };

#define TL_BLOCK (256u << 10)
#define TL_RECORD_MAX 4096u /* room reserved for one record */

struct tl_block {
    struct tl_block *next;
    size_t used; /* published with release */
    unsigned char data[TL_BLOCK];
};

#define POOL_EVENTS 64

struct ocr_tl_thread {
    struct ocr_tl_thread *next;
    long tid;
    char name[32];
    struct tl_block *head, *tail; /* head: published with release */
    /* The event pool of the last context used (events are created in chunks). */
    CUcontext pool_ctx;
    unsigned pool_gen;
    CUevent pool[POOL_EVENTS];
    unsigned pool_used, pool_count;
    struct ocr_tl_anchor *anchor; /* the last anchor used */
};
/* What the writer reads of the recording's state (timeline.c's write_file fills it). */
struct ocr_tl_trace {
    const char *file_name;
    long pid;                      /* the traced process's id */
    struct ocr_tl_thread *threads; /* every thread that recorded */
    const uint64_t *dropped;       /* read (atomically) when the file is finished */
    uint64_t max_records;
};

/* Calls `fn` on each record of every thread, as far as it was published. */
void ocr_tl_each_record(void (*fn)(struct ocr_tl_thread *, struct tl_record *, void *), void *ctx);
/* The name given to a thread or stream, copied into buf; false when none. */
bool ocr_tl_user_name(bool stream, uint64_t key, char *buf, size_t size);
/* Writes the file (timeline_write.c): OCR_TL_WRITTEN or OCR_TL_WRITE_FAILED (said on stderr).
 * With timeline.c's write lock held; the GPU times already resolved. */
int ocr_tl_write_file(const struct ocr_tl_trace *tr);

#pragma GCC visibility pop

#endif
