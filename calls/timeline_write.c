/*
 * The timeline's trace writer: the records timeline.c took, written as one Chrome Trace Event
 * Format file (a JSON object with traceEvents) that ui.perfetto.dev and chrome://tracing open,
 * its events through trace_event.h (the recorder's timeline writes through it too).
 * The process's threads are one track each; GPU work is on one process per device, a track per
 * stream, linked to its call by a flow; device memory is a counter; user ranges and marks are
 * on their thread's track. Written to a temporary name, then renamed, only ever as a regular file
 * (src/outfile.h); gzip through zlib (opened with dlopen: the library does not link it) when the
 * name ends in .gz.
 */
#include "outfile.h"
#include "timeline.h"
#include "trace_event.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* zlib, opened when the file is to be compressed. */
struct gz {
    void *lib;
    void *file;
    int (*write)(void *file, const void *buf, unsigned len);
    int (*close)(void *file);
};

struct out {
    struct ocr_out f; /* the file (outfile.h: never replaces what is not a regular file) */
    struct gz gz;
};

static bool sink(void *ctx, const char *buf, size_t len)
{
    struct out *o = ctx;
    if (o->gz.file == NULL)
        return ocr_out_write(&o->f, buf, len);
    while (len > 0) {
        unsigned n = len > (1u << 30) ? 1u << 30 : (unsigned)len;
        if (o->gz.write(o->gz.file, buf, n) != (int)n)
            return false;
        buf += n;
        len -= n;
    }
    return true;
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static bool out_open(struct out *o, const char *path, bool gzip)
{
    memset(o, 0, sizeof *o);
    o->f.fd = -1;
    void *(*open_fn)(int, const char *) = NULL;
    if (gzip) {
        o->gz.lib = dlopen("libz.so.1", RTLD_NOW | RTLD_LOCAL);
        if (o->gz.lib == NULL) {
            fprintf(stderr, "opencudart: timeline: %s needs zlib (libz.so.1), not found\n", path);
            return false;
        }
        open_fn = (void *(*)(int, const char *))dlsym(o->gz.lib, "gzdopen");
        o->gz.write = (int (*)(void *, const void *, unsigned))dlsym(o->gz.lib, "gzwrite");
        o->gz.close = (int (*)(void *))dlsym(o->gz.lib, "gzclose");
        if (open_fn == NULL || o->gz.write == NULL || o->gz.close == NULL) {
            fprintf(stderr, "opencudart: timeline: %s: zlib (libz.so.1) lacks gzdopen\n", path);
            dlclose(o->gz.lib);
            return false;
        }
    }
    if (ocr_out_open(&o->f, path, OCR_OUT_REPLACE, "opencudart: timeline")) {
        if (!gzip || (o->gz.file = open_fn(o->f.fd, "wb")) != NULL)
            return true;
        fprintf(stderr, "opencudart: timeline: cannot compress %s\n", o->f.tmp);
        (void)ocr_out_close(&o->f, false, false);
    }
    if (o->gz.lib != NULL)
        dlclose(o->gz.lib);
    return false;
}

/* Finishes the file: renamed over its name when everything was written (`ok`), else removed;
 * a failure is said in one line. */
static bool out_close(struct out *o, bool ok)
{
    bool fd_closed = false;
    if (o->gz.file != NULL) {
        ok = o->gz.close(o->gz.file) == 0 && ok; /* closes the descriptor */
        fd_closed = true;
    }
    if (o->gz.lib != NULL)
        dlclose(o->gz.lib);
    if (!ok && !o->f.failed) {
        fprintf(stderr, "opencudart: timeline: writing %s failed\n", o->f.tmp);
        o->f.failed = true;
    }
    return ocr_out_close(&o->f, ok, fd_closed);
}

/* Trace process ids: the process's own for its threads, one per device for the GPU. */
#define GPU_PID_BASE 0x40000000L
/* GPU track ids (per device): the default stream 0, per-thread default streams by thread, the
 * application's streams by their stable id. */
#define TRACK_PER_THREAD_BASE 0x10000000L

static char device_names[OCR_MAX_DEVICES][128];

struct writer {
    const struct ocr_tl_trace *tr;
    struct ocr_json j;
    struct ocr_handles handles;
    bool first; /* no event written yet */
    uint64_t flows;
    /* device memory: pointer -> size, and the counter's changes in time */
    struct mem_slot {
        uint64_t ptr, size;
    } * mem;
    size_t mem_cap, mem_used;
    struct mem_change {
        uint64_t t;
        int64_t delta;
    } * changes;
    size_t changes_used, changes_cap;
    /* GPU tracks seen, for their names */
    struct track {
        int device;
        long tid;
        char name[64];
    } * tracks;
    size_t tracks_used, tracks_cap;
    bool devices_seen[OCR_MAX_DEVICES];
    /* user annotations: the thread whose records are being written, its open pushed ranges,
     * and the ends of started ranges (id -> end time), sorted by id */
    const struct ocr_tl_thread *user_thread;
    const struct tl_record **pushed;
    size_t pushed_used, pushed_cap;
    struct range_end {
        uint64_t id, t;
    } * ends;
    size_t ends_used, ends_cap;
};

/* -- device memory ----------------------------------------------------------------------------- */

static struct mem_slot *mem_find(struct writer *w, uint64_t ptr, bool insert)
{
    if (insert && w->mem_used * 2 >= w->mem_cap) {
        size_t cap = w->mem_cap ? w->mem_cap * 2 : 1024;
        struct mem_slot *m = calloc(cap, sizeof *m);
        if (m == NULL)
            return NULL;
        for (size_t i = 0; i < w->mem_cap; i++) {
            if (w->mem[i].ptr == 0)
                continue;
            size_t k = (size_t)(w->mem[i].ptr * 0x9E3779B97F4A7C15ull >> 20);
            while (m[k & (cap - 1)].ptr != 0)
                k++;
            m[k & (cap - 1)] = w->mem[i];
        }
        free(w->mem);
        w->mem = m;
        w->mem_cap = cap;
    }
    if (w->mem_cap == 0)
        return NULL;
    for (size_t k = (size_t)(ptr * 0x9E3779B97F4A7C15ull >> 20);; k++) {
        struct mem_slot *s = &w->mem[k & (w->mem_cap - 1)];
        if (s->ptr == ptr)
            return s;
        if (s->ptr == 0) {
            if (!insert)
                return NULL;
            s->ptr = ptr;
            w->mem_used++;
            return s;
        }
    }
}

static void mem_change(struct writer *w, uint64_t t, int64_t delta)
{
    if (w->changes_used == w->changes_cap) {
        size_t cap = w->changes_cap ? w->changes_cap * 2 : 1024;
        struct mem_change *c = realloc(w->changes, cap * sizeof *c);
        if (c == NULL)
            return;
        w->changes = c;
        w->changes_cap = cap;
    }
    w->changes[w->changes_used++] = (struct mem_change){t, delta};
}

/* Allocations and frees of device memory by the runtime, from the calls' arguments. */
static void note_memory(struct writer *w, const struct ocr_api *api, const struct tl_record *r,
                        const struct ocr_arg_value *v)
{
    if (r->result != cudaSuccess)
        return;
    unsigned fn = r->fn;
    int ptr = -1, size = -1;
    uint64_t bytes = 0;
    if (fn == OCR_FN_cudaMalloc || fn == OCR_FN_cudaMallocManaged || fn == OCR_FN_cudaMallocAsync ||
        fn == OCR_FN_cudaMallocAsync_ptsz || fn == OCR_FN_cudaMallocFromPoolAsync ||
        fn == OCR_FN_cudaMallocFromPoolAsync_ptsz) {
        ptr = 0;
        size = 1;
        bytes = v[size].v;
    } else if (fn == OCR_FN_cudaMallocPitch) {
        ptr = 0;
        int pitch = ocr_decode_find(api, "pitch"), height = ocr_decode_find(api, "height");
        if (pitch < 0 || height < 0 || !v[pitch].has_out)
            return;
        bytes = v[pitch].out * v[height].v;
    } else if (fn == OCR_FN_cudaFree || fn == OCR_FN_cudaFreeAsync ||
               fn == OCR_FN_cudaFreeAsync_ptsz) {
        struct mem_slot *s = mem_find(w, v[0].v, false);
        if (s != NULL && s->size != 0) {
            mem_change(w, r->t1, -(int64_t)s->size);
            s->size = 0;
        }
        return;
    } else
        return;
    if (!v[ptr].has_out || v[ptr].out == 0)
        return;
    struct mem_slot *s = mem_find(w, v[ptr].out, true);
    if (s == NULL)
        return;
    if (s->size != 0)
        mem_change(w, r->t1, -(int64_t)s->size);
    s->size = bytes;
    mem_change(w, r->t1, (int64_t)bytes);
}

static int by_time(const void *a, const void *b)
{
    const struct mem_change *x = a, *y = b;
    return x->t < y->t ? -1 : x->t > y->t;
}

static void write_memory(struct writer *w, long pid)
{
    if (w->changes_used > 0)
        qsort(w->changes, w->changes_used, sizeof w->changes[0], by_time);
    int64_t total = 0;
    for (size_t i = 0; i < w->changes_used; i++) {
        total += w->changes[i].delta;
        ocr_te_next(&w->j, &w->first);
        ocr_json_lit(&w->j, "{\"name\":\"device memory\",\"ph\":\"C\",\"pid\":");
        ocr_json_i64(&w->j, pid);
        ocr_json_lit(&w->j, ",\"ts\":");
        ocr_te_us(&w->j, (int64_t)w->changes[i].t);
        ocr_json_lit(&w->j, ",\"args\":{\"bytes\":");
        ocr_json_i64(&w->j, total);
        ocr_json_lit(&w->j, "}}");
    }
}

/* -- GPU events -------------------------------------------------------------------------------- */

static long gpu_track(struct writer *w, const struct ocr_tl_thread *t, const struct tl_record *r)
{
    uintptr_t s = (uintptr_t)r->stream;
    long tid;
    char name[64];
    if (s == 0 || s == (uintptr_t)CU_STREAM_LEGACY) {
        tid = 0;
        snprintf(name, sizeof name, "default stream");
    } else if (s == (uintptr_t)CU_STREAM_PER_THREAD) {
        tid = TRACK_PER_THREAD_BASE + t->tid;
        snprintf(name, sizeof name, "per-thread default stream (thread %ld)", t->tid);
    } else {
        tid = (long)ocr_handle_id(&w->handles, OCR_HANDLE_stream, s);
        snprintf(name, sizeof name, "stream#%ld", tid);
    }
    char given[64];
    if (ocr_tl_user_name(true, s == (uintptr_t)CU_STREAM_LEGACY ? 0 : s, given, sizeof given))
        snprintf(name, sizeof name, "%s", given);
    for (size_t i = 0; i < w->tracks_used; i++)
        if (w->tracks[i].device == r->device && w->tracks[i].tid == tid)
            return tid;
    if (w->tracks_used == w->tracks_cap) {
        size_t cap = w->tracks_cap ? w->tracks_cap * 2 : 16;
        struct track *n = realloc(w->tracks, cap * sizeof *n);
        if (n == NULL)
            return tid;
        w->tracks = n;
        w->tracks_cap = cap;
    }
    struct track *k = &w->tracks[w->tracks_used++];
    k->device = r->device;
    k->tid = tid;
    snprintf(k->name, sizeof k->name, "%s", name);
    if (r->device >= 0 && r->device < OCR_MAX_DEVICES)
        w->devices_seen[r->device] = true;
    return tid;
}

static const char *copy_direction(long long kind)
{
    switch (kind) {
    case cudaMemcpyHostToHost:
        return "HtoH";
    case cudaMemcpyHostToDevice:
        return "HtoD";
    case cudaMemcpyDeviceToHost:
        return "DtoH";
    case cudaMemcpyDeviceToDevice:
        return "DtoD";
    default:
        return "default";
    }
}

/* The work's name and its own args (bytes and direction of copies, the kernel's shape). */
static void gpu_event(struct writer *w, const struct ocr_tl_thread *t, const struct tl_record *r,
                      const struct ocr_api *api, const struct ocr_arg_value *v, uint64_t flow)
{
    long pid = GPU_PID_BASE + r->device, tid = gpu_track(w, t, r);
    char name[1100];
    int kind = ocr_decode_find(api, "kind"), count = ocr_decode_find(api, "count");
    int width = ocr_decode_find(api, "width"), height = ocr_decode_find(api, "height");
    uint64_t bytes = count >= 0                  ? v[count].v
                     : width >= 0 && height >= 0 ? v[width].v * v[height].v
                                                 : 0;
    bool has_bytes = count >= 0 || (width >= 0 && height >= 0);
    switch (api->work) {
    case OCR_WORK_KERNEL: {
        int f = ocr_decode_find(api, "func");
        if (f >= 0 && v[f].str != NULL)
            ocr_demangle(v[f].str, v[f].str_len, name, sizeof name);
        else
            snprintf(name, sizeof name, "kernel");
        break;
    }
    case OCR_WORK_MEMCPY:
        if (strstr(api->name, "Peer") != NULL)
            snprintf(name, sizeof name, "memcpy PtoP");
        else
            snprintf(name, sizeof name, "memcpy %s",
                     kind >= 0 ? copy_direction((long long)(int32_t)v[kind].v) : "3D");
        break;
    case OCR_WORK_MEMSET:
        snprintf(name, sizeof name, "memset");
        break;
    case OCR_WORK_GRAPH:
        snprintf(name, sizeof name, "graph");
        break;
    default:
        snprintf(name, sizeof name, "host function");
    }
    ocr_te_next(&w->j, &w->first);
    ocr_json_lit(&w->j, "{\"name\":");
    ocr_json_cstr(&w->j, name);
    ocr_json_lit(&w->j, ",\"cat\":\"gpu\",\"ph\":\"X\"");
    ocr_te_pid_tid(&w->j, pid, tid);
    ocr_json_lit(&w->j, ",\"ts\":");
    ocr_te_us(&w->j, r->gpu_t0);
    ocr_json_lit(&w->j, ",\"dur\":");
    ocr_te_us(&w->j, r->gpu_dur);
    ocr_json_lit(&w->j, ",\"args\":{\"call\":");
    ocr_json_cstr(&w->j, api->name);
    ocr_json_lit(&w->j, ",\"device\":");
    ocr_json_i64(&w->j, r->device);
    if (api->work == OCR_WORK_MEMCPY || api->work == OCR_WORK_MEMSET) {
        if (has_bytes) {
            ocr_json_lit(&w->j, ",\"bytes\":");
            ocr_json_u64(&w->j, bytes);
        }
        if (kind >= 0) {
            ocr_json_lit(&w->j, ",\"kind\":");
            const char *k = ocr_enum_name(OCR_ENUM_cudaMemcpyKind, (int32_t)v[kind].v);
            ocr_json_cstr(&w->j, k != NULL ? k : "?");
        }
    }
    ocr_json_lit(&w->j, "}}");
    /* The flow from the call to its work. */
    ocr_te_next(&w->j, &w->first);
    ocr_json_lit(&w->j, "{\"name\":\"enqueue\",\"cat\":\"flow\",\"ph\":\"s\",\"id\":");
    ocr_json_u64(&w->j, flow);
    ocr_te_pid_tid(&w->j, w->tr->pid, t->tid);
    ocr_json_lit(&w->j, ",\"ts\":");
    ocr_te_us(&w->j, (int64_t)r->t0);
    ocr_json_lit(&w->j, "}");
    ocr_te_next(&w->j, &w->first);
    ocr_json_lit(&w->j, "{\"name\":\"enqueue\",\"cat\":\"flow\",\"ph\":\"f\",\"bp\":\"e\",\"id\":");
    ocr_json_u64(&w->j, flow);
    ocr_te_pid_tid(&w->j, pid, tid);
    ocr_json_lit(&w->j, ",\"ts\":");
    ocr_te_us(&w->j, r->gpu_t0);
    ocr_json_lit(&w->j, "}");
}

/* -- user annotations -------------------------------------------------------------------------- */

static const char *user_text(const struct tl_record *r)
{
    return (const char *)(r + 1);
}

/* A user range or mark as an event of its thread's track: "X" with its length when it ended,
 * "B" (open) when it had not by the time of writing. */
static void user_event(struct writer *w, const struct ocr_tl_thread *t, const struct tl_record *r,
                       const char *ph, uint64_t t1)
{
    ocr_te_next(&w->j, &w->first);
    ocr_json_lit(&w->j, "{\"name\":");
    ocr_json_cstr(&w->j, user_text(r));
    ocr_json_lit(&w->j, ",\"cat\":\"user\",\"ph\":\"");
    ocr_json_lit(&w->j, ph);
    ocr_json_lit(&w->j, "\"");
    ocr_te_pid_tid(&w->j, w->tr->pid, t->tid);
    ocr_json_lit(&w->j, ",\"ts\":");
    ocr_te_us(&w->j, (int64_t)r->t0);
    if (ph[0] == 'X') {
        ocr_json_lit(&w->j, ",\"dur\":");
        ocr_te_us(&w->j, (int64_t)(t1 - r->t0));
    } else if (ph[0] == 'i')
        ocr_json_lit(&w->j, ",\"s\":\"t\"");
    ocr_json_lit(&w->j, "}");
}

/* The pushed ranges of the thread written last that were never popped. */
static void user_thread_done(struct writer *w)
{
    for (size_t i = 0; i < w->pushed_used; i++)
        user_event(w, w->user_thread, w->pushed[i], "B", 0);
    w->pushed_used = 0;
}

static void user_record(struct writer *w, struct ocr_tl_thread *t, struct tl_record *r)
{
    if (w->user_thread != t) {
        user_thread_done(w);
        w->user_thread = t;
    }
    switch (r->result) {
    case USER_PUSH:
        if (w->pushed_used == w->pushed_cap) {
            size_t cap = w->pushed_cap ? w->pushed_cap * 2 : 16;
            const struct tl_record **n = realloc(w->pushed, cap * sizeof *n);
            if (n == NULL)
                return;
            w->pushed = n;
            w->pushed_cap = cap;
        }
        w->pushed[w->pushed_used++] = r;
        break;
    case USER_POP:
        /* A pop without its push (made before the trace started) has nothing to close. */
        if (w->pushed_used > 0)
            user_event(w, t, w->pushed[--w->pushed_used], "X", r->t0);
        break;
    case USER_START: {
        size_t lo = 0, hi = w->ends_used;
        while (lo < hi) {
            size_t mid = (lo + hi) / 2;
            if (w->ends[mid].id < (uint64_t)r->gpu_t0)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo < w->ends_used && w->ends[lo].id == (uint64_t)r->gpu_t0)
            user_event(w, t, r, "X", w->ends[lo].t);
        else
            user_event(w, t, r, "B", 0);
        break;
    }
    case USER_MARK:
        user_event(w, t, r, "i", 0);
        break;
    default: /* USER_END: written with its start */
        break;
    }
}

static void collect_end(struct ocr_tl_thread *t, struct tl_record *r, void *ctx)
{
    struct writer *w = ctx;
    (void)t;
    if (r->fn != OCR_TL_USER || r->result != USER_END)
        return;
    if (w->ends_used == w->ends_cap) {
        size_t cap = w->ends_cap ? w->ends_cap * 2 : 64;
        struct range_end *n = realloc(w->ends, cap * sizeof *n);
        if (n == NULL)
            return;
        w->ends = n;
        w->ends_cap = cap;
    }
    w->ends[w->ends_used++] = (struct range_end){(uint64_t)r->gpu_t0, r->t0};
}

static int by_id(const void *a, const void *b)
{
    const struct range_end *x = a, *y = b;
    return x->id < y->id ? -1 : x->id > y->id;
}

/* -- calls ------------------------------------------------------------------------------------- */

static void write_record(struct ocr_tl_thread *t, struct tl_record *r, void *ctx)
{
    struct writer *w = ctx;
    if (r->fn == OCR_TL_USER) {
        user_record(w, t, r);
        return;
    }
    if (r->fn >= OCR_FN_COUNT)
        return;
    const struct ocr_api *api = &ocr_api_table[r->fn];
    struct ocr_arg_value v[32];
    if (api->nparams > 32 || !ocr_decode_parse(api, (const unsigned char *)(r + 1),
                                               r->size - sizeof *r, (cudaError_t)r->result, v))
        return;
    ocr_te_call_open(&w->j, &w->first, api->name, w->tr->pid, t->tid, r->t0, r->t1);
    ocr_decode_args(&w->j, api, v, (cudaError_t)r->result, r->injected, &w->handles);
    ocr_json_lit(&w->j, "}");
    if (r->gpu_state == GPU_DONE)
        gpu_event(w, t, r, api, v, ++w->flows);
    note_memory(w, api, r, v);
}

static void write_all(struct writer *w)
{
    long pid = w->tr->pid;
    ocr_json_lit(&w->j, OCR_TE_HEAD);
    w->first = true;
    char comm[64];
    ocr_te_process_name(comm, sizeof comm);
    ocr_te_meta_str(&w->j, &w->first, "process_name", pid, 0, "name", comm);
    ocr_te_meta_num(&w->j, &w->first, "process_sort_index", pid, 0, "sort_index", 0);
    for (struct ocr_tl_thread *t = w->tr->threads; t != NULL; t = t->next) {
        char given[64];
        bool named = ocr_tl_user_name(false, (uint64_t)t->tid, given, sizeof given);
        ocr_te_thread_name(&w->j, &w->first, pid, t->tid, named ? given : t->name);
    }
    ocr_tl_each_record(collect_end, w);
    if (w->ends_used > 0)
        qsort(w->ends, w->ends_used, sizeof w->ends[0], by_id);
    ocr_tl_each_record(write_record, w);
    user_thread_done(w);
    write_memory(w, pid);
    for (int d = 0; d < OCR_MAX_DEVICES; d++) {
        if (!w->devices_seen[d])
            continue;
        /* The device's name, asked at the end (no context needed); "device" if unanswered. */
        if (DRV.cuDeviceGetName(device_names[d], sizeof device_names[d], ocr_cu_device(d)) !=
            CUDA_SUCCESS)
            device_names[d][0] = '\0';
        device_names[d][sizeof device_names[d] - 1] = '\0';
        char name[192];
        snprintf(name, sizeof name, "GPU %d: %.127s", d,
                 device_names[d][0] ? device_names[d] : "device");
        ocr_te_meta_str(&w->j, &w->first, "process_name", GPU_PID_BASE + d, 0, "name", name);
        ocr_te_meta_num(&w->j, &w->first, "process_sort_index", GPU_PID_BASE + d, 0, "sort_index",
                        d + 1);
    }
    for (size_t i = 0; i < w->tracks_used; i++)
        ocr_te_meta_str(&w->j, &w->first, "thread_name", GPU_PID_BASE + w->tracks[i].device,
                        w->tracks[i].tid, "name", w->tracks[i].name);
    uint64_t lost = __atomic_load_n(w->tr->dropped, __ATOMIC_RELAXED);
    ocr_te_meta_num(&w->j, &w->first, "trace_dropped_events", pid, 0, "dropped", (long)lost);
    ocr_json_lit(&w->j, OCR_TE_TAIL_OPEN "\"runtime\":\"opencudart\"");
    ocr_json_lit(&w->j, ",\"cuda_runtime_version\":");
    ocr_json_i64(&w->j, OCR_CUDART_API_VERSION);
    ocr_json_lit(&w->j, ",\"max_events\":");
    ocr_json_u64(&w->j, w->tr->max_records);
    ocr_json_lit(&w->j, ",\"dropped_events\":");
    ocr_json_u64(&w->j, lost);
    ocr_json_lit(&w->j, "}}\n");
}

int ocr_tl_write_file(const struct ocr_tl_trace *tr)
{
    const char *file_name = tr->file_name;
    struct out o;
    if (!out_open(&o, file_name, ends_with(file_name, ".gz")))
        return OCR_TL_WRITE_FAILED;
    struct writer w;
    memset(&w, 0, sizeof w);
    w.tr = tr;
    w.j.sink = sink;
    w.j.ctx = &o;
    write_all(&w);
    bool ok = out_close(&o, ocr_json_flush(&w.j));
    if (ok && ocr_trace_errors)
        fprintf(stderr, "opencudart: timeline written to %s\n", file_name);
    ocr_json_free(&w.j);
    ocr_handles_free(&w.handles);
    free(w.mem);
    free(w.changes);
    free(w.tracks);
    free(w.pushed);
    free(w.ends);
    return ok ? OCR_TL_WRITTEN : OCR_TL_WRITE_FAILED;
}
