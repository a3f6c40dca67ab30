/*
 * The pageable staging engine (staging.h): copies between pageable host memory and device memory
 * through a ring of pinned staging buffers per device, filled (host to device) or drained (device
 * to host) by a pool of host threads while the copy engine moves the neighbouring chunk.
 *
 * Pieces (this file holds the copies; staging_ring.c the rest of the engine, and the steps of its
 * life: reset, exit, fork):
 * - The configuration, read once when the library loads (ocr_staging_configure; staging_ring.c).
 * - The pool of host copy threads (host_copy.c): a copy's caller queues a chunk's host copy as
 *   a job (ocr_host_job_start), goes on with its driver calls, and later finishes the job
 *   (ocr_host_job_finish), copying pieces itself; started at the first staged copy.
 * - The engines (staging_ring.c, through staging_ring.h): one per device (its primary context),
 * created at the first staged copy on it: a ring of slots, each a pinned buffer (cuMemHostAlloc,
 * portable) and an event (cuEventCreate, CU_EVENT_DISABLE_TIMING), both allocated when a copy first
 * needs the slot. A copy reserves up to SLOTS_PER_COPY free slots for its duration under the engine
 * table's lock, and never waits for a slot: with too few free ones it declines. A slot whose last
 * DMA may still run (a copy host to device returns before its DMAs end) is taken only when its
 * event has completed, or by a copy on the same stream, which waits for it. A copy whose chunks are
 * smaller than a slot puts them in the next part of its slots (the engine's turn), away from the
 * lines the last copies' host threads touched.
 * - The copies (here): all driver calls of a copy are made by the calling thread, on the caller's
 *   stream (the legacy or per-thread default stream by its explicit handle for stream 0).
 *
 * Synchronisation, as NVIDIA's runtime documents it for pageable memory and as its copies behave
 * (tests/bench/probes/pageable_done.cu): a copy host to device, cudaMemcpy as cudaMemcpyAsync,
 * returns once the source has been read, its last DMAs still running (later work on the stream
 * comes after them); a copy device to host returns when the data is in the destination. Where the
 * device can read pageable memory itself (CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS), earlier work
 * on the stream may write the source: the stream is synchronised before the source is read.
 *
 * Failures: any failure before the first byte is handed to a DMA declines the copy, and the plain
 * driver path copies it and answers exactly as it does without the engine. A failure later (a
 * DMA, an event record or wait) synchronises the stream, so that no DMA still uses the copy's
 * slots (slots it cannot vouch for are never used again), and hands the rest of the copy, from
 * the first byte not yet delivered, to the plain driver path, whose answer is the copy's answer;
 * a failure after the last byte was delivered (the event record after the last DMA) answers what
 * the stream's synchronisation answers.
 */
#include "staging.h"
#include "host_copy.h"
#include "staging_profile.h"
#include "staging_ring.h"

/* The slots one copy reserves at most: enough to keep the copy engine busy while the host fills
 * or drains the next chunk, few enough for several copies at once to share a ring. */
#define SLOTS_PER_COPY 4
/* A copy is cut into at least this many chunks where the chunks stay at least CHUNK_MIN. */
#define CHUNKS_WANTED 4
#define CHUNK_MIN ((size_t)256 << 10)

/* -- copies --------------------------------------------------------------------------------- */

struct copy {
    bool ptds; /* the driver's per-thread twins (OCR_DRV, read at each call: its site) */
    CUstream stream;
    char *host;      /* the pageable side */
    CUdeviceptr dev; /* the device side */
    size_t count, chunk;
    size_t base; /* where in each slot the chunks go */
    unsigned nchunks, nslots;
    struct ocr_staging_slot **slots;
    bool *unguarded; /* a slot's DMA ran and its event record failed */
};

static size_t chunk_len(const struct copy *c, unsigned i)
{
    size_t off = (size_t)i * c->chunk;
    return c->count - off < c->chunk ? c->count - off : c->chunk;
}

/* Mark a slot as used by a DMA of this copy: recorded (`recorded`) or not. */
static void slot_used(struct copy *c, unsigned k, bool recorded)
{
    struct ocr_staging_slot *s = c->slots[k];
    s->pending = true;
    s->last = c->stream;
    if (!recorded)
        c->unguarded[k] = true;
}

/* After a failure: make sure no DMA still uses the copy's slots. Returns the stream's answer. */
static CUresult settle(struct copy *c)
{
    CUresult r = OCR_DRV(c->ptds).cuStreamSynchronize(c->stream);
    for (unsigned k = 0; k < c->nslots; k++) {
        if (r == CUDA_SUCCESS)
            c->slots[k]->pending = false;
        else if (c->unguarded[k])
            c->slots[k]->broken = true;
    }
    return r;
}

/* Host to device: bytes delivered to DMAs so far go in *done. The fills run ahead of the DMAs:
 * chunk i's fill is queued as soon as its slot is free (the slot's last DMA has completed, asked
 * without waiting), so the pool's threads copy the next chunks while the caller waits for chunk
 * i's pieces and hands it to the copy engine; a slot still in use is waited for only when its
 * chunk is the next to be handed over. Every queued fill is finished before the return (the jobs
 * live here). */
static CUresult to_device(struct copy *c, size_t *done)
{
    struct ocr_host_job jobs[SLOTS_PER_COPY];
    unsigned queued = 0, finished = 0; /* chunks whose fills were queued, were finished */
    CUresult r = CUDA_SUCCESS;
    for (unsigned i = 0; i < c->nchunks; i++) {
        while (queued < c->nchunks && queued < i + c->nslots) {
            struct ocr_staging_slot *s = c->slots[queued % c->nslots];
            if (!ocr_staging_slot_idle(s, queued == i, &r)) {
                if (r != CUDA_SUCCESS)
                    goto out;
                break;
            }
            ocr_host_job_start(&jobs[queued % c->nslots], s->buf + c->base,
                               c->host + (size_t)queued * c->chunk, chunk_len(c, queued), true);
            PROF('Q', queued);
            queued++;
        }
        unsigned k = i % c->nslots;
        struct ocr_staging_slot *s = c->slots[k];
        size_t off = (size_t)i * c->chunk, n = chunk_len(c, i);
        PROF('F', i);
        ocr_host_job_finish(&jobs[k]);
        PROF('f', i);
        finished++;
        PROF_GPU('g', i, OCR_DRV(c->ptds), c->stream);
        r = OCR_DRV(c->ptds).cuMemcpyHtoDAsync(c->dev + off, s->buf + c->base, n, c->stream);
        PROF('D', i);
        PROF_GPU('h', i, OCR_DRV(c->ptds), c->stream);
        if (r != CUDA_SUCCESS)
            goto out;
        *done = off + n;
        r = OCR_DRV(c->ptds).cuEventRecord(s->ev, c->stream);
        slot_used(c, k, r == CUDA_SUCCESS);
        if (r != CUDA_SUCCESS)
            goto out;
    }
out:
    for (; finished < queued; finished++)
        ocr_host_job_finish(&jobs[finished % c->nslots]);
    return r;
}

/* Device to host, chunk i into its slot. */
static CUresult fill(struct copy *c, unsigned i)
{
    unsigned k = i % c->nslots;
    struct ocr_staging_slot *s = c->slots[k];
    size_t off = (size_t)i * c->chunk;
    PROF_GPU('g', i, OCR_DRV(c->ptds), c->stream);
    CUresult r = OCR_DRV(c->ptds).cuMemcpyDtoHAsync(s->buf + c->base, c->dev + off, chunk_len(c, i),
                                                    c->stream);
    PROF('D', i);
    PROF_GPU('h', i, OCR_DRV(c->ptds), c->stream);
    if (r != CUDA_SUCCESS)
        return r;
    r = OCR_DRV(c->ptds).cuEventRecord(s->ev, c->stream);
    slot_used(c, k, r == CUDA_SUCCESS);
    return r;
}

/* Device to host: bytes in the destination so far go in *done. The DMAs of the first chunks are
 * queued at once; the drain of every chunk whose DMA has landed (asked without waiting) is queued
 * for the pool's threads, so they drain the next chunks while the caller waits for chunk i's
 * pieces and refills its slot; the next chunk's DMA is waited for only when no drain is queued.
 * Every queued drain is finished before the return (the jobs live here). */
static CUresult to_host(struct copy *c, size_t *done)
{
    struct ocr_host_job jobs[SLOTS_PER_COPY];
    unsigned filled = 0, queued = 0, drained = 0; /* chunks whose DMA, drain was queued; drained */
    CUresult r = CUDA_SUCCESS;
    for (; filled < c->nslots && filled < c->nchunks; filled++)
        if ((r = fill(c, filled)) != CUDA_SUCCESS)
            return r;
    while (drained < c->nchunks) {
        while (queued < filled) {
            struct ocr_staging_slot *s = c->slots[queued % c->nslots];
            if (!ocr_staging_slot_idle(s, queued == drained, &r)) {
                if (r != CUDA_SUCCESS)
                    goto out;
                break;
            }
            size_t off = (size_t)queued * c->chunk;
            ocr_host_job_start(&jobs[queued % c->nslots], c->host + off, s->buf + c->base,
                               chunk_len(c, queued), false);
            PROF('Q', queued);
            queued++;
        }
        PROF('F', drained);
        ocr_host_job_finish(&jobs[drained % c->nslots]);
        PROF('f', drained);
        *done = (size_t)drained * c->chunk + chunk_len(c, drained);
        drained++;
        if (filled < c->nchunks) { /* into the slot just drained */
            if ((r = fill(c, filled)) != CUDA_SUCCESS)
                goto out;
            filled++;
        }
    }
out:
    for (; drained < queued; drained++)
        ocr_host_job_finish(&jobs[drained % c->nslots]);
    return r;
}

/* What the driver says a pointer is: its memory type (0 for memory the driver does not know:
 * pageable), whether it is managed, its device and its allocation's range. */
struct pointer {
    CUmemorytype type;
    int managed, ordinal;
    CUdeviceptr start;
    size_t size;
};

static bool ask_pointer(const void *p, struct pointer *out)
{
    CUpointer_attribute attrs[] = {
        CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_IS_MANAGED,
        CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
        CU_POINTER_ATTRIBUTE_RANGE_SIZE};
    void *data[] = {&out->type, &out->managed, &out->ordinal, &out->start, &out->size};
    *out = (struct pointer){0};
    return DRV.cuPointerGetAttributes(5, attrs, data, (CUdeviceptr)(uintptr_t)p) == CUDA_SUCCESS;
}

static bool pageable(const void *p, const struct pointer *a)
{
    /* The first pages are never a buffer: a NULL-based pointer goes to the driver. */
    return (uintptr_t)p >= 65536 && a->type == 0;
}

static bool device_range(const void *p, size_t count, const struct pointer *a, int d)
{
    uintptr_t v = (uintptr_t)p;
    return a->type == CU_MEMORYTYPE_DEVICE && !a->managed &&
           a->ordinal == (int)ocr_devices[d].dev && v >= a->start && v - a->start <= a->size &&
           count <= a->size - (v - a->start);
}

bool ocr_staging_copy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                      cudaStream_t stream, bool ptds, size_t *from, cudaError_t *result)
{
    *from = 0;
    PROF('B', count >> 10);
    if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToHost &&
        kind != cudaMemcpyDefault)
        return false;
    if (ocr_is_exiting() || ocr_require_primary() != cudaSuccess)
        return false;
    int d = ocr_tls.device;
    CUcontext ctx = ocr_tls.ctx;
    /* Which side is pageable, asked of the driver at each copy: memory may have been registered,
     * freed or allocated since the last one. */
    struct pointer s, t;
    bool to_dev;
    if (kind == cudaMemcpyHostToDevice) {
        if (!ask_pointer(src, &s) || !pageable(src, &s) || !ask_pointer(dst, &t) ||
            !device_range(dst, count, &t, d))
            return false;
        to_dev = true;
    } else if (kind == cudaMemcpyDeviceToHost) {
        if (!ask_pointer(dst, &t) || !pageable(dst, &t) || !ask_pointer(src, &s) ||
            !device_range(src, count, &s, d))
            return false;
        to_dev = false;
    } else {
        if (!ask_pointer(src, &s) || !ask_pointer(dst, &t))
            return false;
        if (pageable(src, &s) && device_range(dst, count, &t, d))
            to_dev = true;
        else if (pageable(dst, &t) && device_range(src, count, &s, d))
            to_dev = false;
        else
            return false;
    }
    CUstream cs = (CUstream)stream;
    if (cs == NULL)
        cs = ptds ? CU_STREAM_PER_THREAD : CU_STREAM_LEGACY;
    if (cs != CU_STREAM_LEGACY && cs != CU_STREAM_PER_THREAD) {
        CUcontext sctx = NULL;
        if (DRV.cuStreamGetCtx(cs, &sctx) != CUDA_SUCCESS || sctx != ctx)
            return false;
    }
    /* A capturing stream (or one whose use would break a capture) keeps the driver's path. */
    CUstreamCaptureStatus capture = CU_STREAM_CAPTURE_STATUS_NONE;
    if (OCR_DRV(ptds).cuStreamIsCapturing(cs, &capture) != CUDA_SUCCESS ||
        capture != CU_STREAM_CAPTURE_STATUS_NONE)
        return false;

    PROF('K', to_dev);
    struct ocr_staging_engine *e = ocr_staging_engine_acquire(d, ctx);
    if (e == NULL)
        return false;
    ocr_host_pool_start(ocr_staging_cfg.threads);
    size_t chunk = (count + CHUNKS_WANTED - 1) / CHUNKS_WANTED;
    chunk = chunk < CHUNK_MIN ? CHUNK_MIN : (chunk + 65535) & ~(size_t)65535;
    if (chunk > e->slot_size)
        chunk = e->slot_size;
    size_t nchunks = (count + chunk - 1) / chunk;
    unsigned want = nchunks < SLOTS_PER_COPY ? (unsigned)nchunks : SLOTS_PER_COPY;
    struct ocr_staging_slot *sl[SLOTS_PER_COPY];
    bool unguarded[SLOTS_PER_COPY] = {false};
    unsigned n = ocr_staging_slots_reserve(e, sl, want < 2 ? want : 2, want, cs);
    if (n == 0) {
        ocr_staging_engine_release(e);
        return false;
    }
    /* Where the device reads pageable memory, earlier work on the stream may write the source. */
    if (to_dev && e->pageable_access && OCR_DRV(ptds).cuStreamSynchronize(cs) != CUDA_SUCCESS) {
        ocr_staging_slots_release(sl, n);
        ocr_staging_engine_release(e);
        return false;
    }
    /* Chunks smaller than a slot: each copy takes the next part of the slots in turn. A DMA
     * device to host into the lines the last copy's drain read (still in the host threads'
     * caches) took 56-72 us per 2 MiB on the H200; into lines untouched for a few copies, 41-44
     * (8 MiB copies 24 -> 33-41 GB/s; docs/STAGING.md, "Slot parts in turn"). */
    size_t parts = e->slot_size / chunk;
    size_t base = 0;
    if (parts > 1)
        base = __atomic_fetch_add(&e->turn, 1, __ATOMIC_RELAXED) % parts * chunk;
    struct copy c = {.ptds = ptds,
                     .stream = cs,
                     .host = to_dev ? (char *)src : (char *)dst,
                     .dev = (CUdeviceptr)(uintptr_t)(to_dev ? dst : src),
                     .count = count,
                     .chunk = chunk,
                     .base = base,
                     .nchunks = (unsigned)nchunks,
                     .nslots = n,
                     .slots = sl,
                     .unguarded = unguarded};
    PROF('R', n);
    size_t done = 0;
    CUresult r = to_dev ? to_device(&c, &done) : to_host(&c, &done);
    bool answered = true;
    if (r != CUDA_SUCCESS) {
        r = settle(&c);
        answered = done == count;
        *from = done;
    }
    ocr_staging_slots_release(sl, n);
    ocr_staging_engine_release(e);
    if (answered)
        *result = ocr_cu(r);
    PROF('E', 0);
    return answered;
}
