/*
 * The recorder (record.h): where a call goes next, and how it is written.
 *
 * OPENCUDART_RECORD_FILE=PATH (`%p`: the process id) turns recording on; the file is opened for
 * appending (the opencudart command gives it a new one), so a program's child processes that
 * inherit the variable add their calls, each line naming its process.
 * OPENCUDART_RECORD_FORMAT=timeline writes the Chrome Trace Event Format instead of JSON lines
 * (the timeline below). Without the file, every call is only forwarded (what the forwarding
 * costs is measured that way, tests/bench/record_cost.sh).
 *
 * A JSON line: {"seq":N,"pid":P,"tid":T,"t":NS,"dur":NS,"fn":"NAME","args":{...}}, seq the
 * order of the process's lines, t and dur in nanoseconds (CLOCK_MONOTONIC), args the decoder's
 * (the header's parameter names, "*name" for what the call wrote through an output, handles as
 * stable ids) followed by "result" (the cudaError_t's name) or "ret" (what a function of another
 * return type returned: the string of cudaGetErrorName and cudaGetErrorString), and
 * "*attributes", "*prop", "*attr" for the structures cudaPointerGetAttributes,
 * cudaGetDeviceProperties and cudaFuncGetAttributes fill, "*phGraph_out" for the body graphs a
 * conditional node's cudaGraphAddNode makes (so that they are new objects, not the graph that
 * last had the address). Two marks have the same shape, with
 * "dur":0 and "args":{}: "fn":"(thread end)" when a thread that made calls ends (its
 * thread-specific data's destructor), and "fn":"(process exit)" from the thread that ran exit()
 * when the library is finalised. A thread of a process that has the exit mark and that has no
 * end mark itself was still running when the process exited (`opencudart diff` compares such a
 * thread only up to what both runs made of it). The timeline format has no marks.
 *
 * The first line a process writes (JSON lines only) names the runtime its calls go to, so that
 * `opencudart diff` can tell which one each run used (the loader ignores a preload it cannot
 * find): {"seq":0,...,"dur":0,"fn":"(runtime)","args":{"path":REAL PATH,"runtime":"opencudart",
 * "release":R,"apiVersion":N}} for opencudart's (it exports opencudartGetVersion, asked instead
 * of cudaRuntimeGetVersion: a call the program did not make would count in its fault rules and
 * its trace), {"path":..,"runtime":"nvidia","runtimeVersion":N} for another (its
 * cudaRuntimeGetVersion). The library is the one holding the next definition of the first call
 * recorded (dladdr), found outside the lock (dladdr and dlopen take the loader's lock); seq 0
 * leaves the calls' numbering as it was. A child made by fork shares its parent's line.
 *
 * Each line is composed under one lock into one buffer (without a sink: a line is never cut),
 * and the buffer is written whole lines only, one write(2) each time: past 64 KiB, before a
 * fork, when the library is finalised (after everything the program runs at exit); later lines
 * (late destructors, threads still running) are written at once. The file (only ever a regular
 * file: src/outfile.h) is opened O_APPEND, so the parent's and its children's writes land whole,
 * never inside each other's lines. A line whose composition fails (no memory) is dropped whole.
 * Kernel names come from the registrations forwarded (__cudaRegisterFunction: host stub -> name;
 * __cudaGetKernel, cudaGetKernel: kernel -> stub).
 *
 * The timeline is the JSON object OPENCUDART_TRACE=timeline writes, its events written through
 * the same code (calls/trace_event.h): {"traceEvents":[ each process's name ("process_name", its
 * args also naming the runtime as the "(runtime)" line does), each thread's ("thread_name"),
 * and a complete event ("ph":"X", "cat":"api") a call, its args the JSON line's with "seq"
 * first ],"displayTimeUnit":"ns","otherData":{"recorder":"opencudart record"}}. The file is whole
 * JSON after every write, the program's processes writing it in turn (timeline_file.c says how;
 * docs/ARCHITECTURE.md, "Recording and diff"). Events are composed with their leading ",\n".
 */
#include "record.h"
#include "clock.h"
#include "outfile.h"
#include "settings.h"
#include "trace_event.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int ocr_rec_on;
void *ocr_rec_next_fn[OCR_REC_COUNT];

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int fd = -1;
static struct ocr_out out_file = {.fd = -1}; /* fd's (src/outfile.h) */
static bool timeline;
static bool finalised;
static int pid;
static uint64_t seq;
static struct ocr_json out;
static struct ocr_handles handles;
static __thread int tid;
static pthread_key_t thread_key; /* set in each thread that recorded: its end is marked */
static bool runtime_said;        /* the process's "(runtime)" line is written */
static char runtime_args[4608];  /* its args, once known (a forked child's timeline names it) */
static int runtime_args_len;

/* The timeline (the file comment). */
static bool process_named;         /* this process's "process_name" event is written */
static __thread bool thread_named; /* this thread's "thread_name" event is written */
static char comm[64];              /* the process's name */

/* Ids of the calls whose outputs name kernels. */
static unsigned id_register_function = OCR_REC_COUNT, id_get_kernel_hidden = OCR_REC_COUNT;

#define FLUSH_AT (64u << 10)

/* -- the next definition ----------------------------------------------------------------------- */

void *ocr_rec_resolve(unsigned id)
{
    const char *name = ocr_rec_names[id];
    void *f = dlsym(RTLD_NEXT, name);
    if (f == NULL) {
        /* A runtime loaded later, out of the global scope (a library dlopen'ed with
         * RTLD_LOCAL that needs it), or none yet: the loader's libcudart.so.13. */
        void *h = dlopen("libcudart.so.13", RTLD_LAZY | RTLD_NOLOAD);
        if (h == NULL)
            h = dlopen("libcudart.so.13", RTLD_LAZY);
        if (h != NULL)
            f = dlsym(h, name);
    }
    if (f == NULL) {
        static int said;
        if (!__atomic_exchange_n(&said, 1, __ATOMIC_RELAXED))
            fprintf(stderr,
                    "opencudart record: no libcudart.so.13 after the recorder defines %s: "
                    "the call is not made\n",
                    name);
        return NULL;
    }
    __atomic_store_n(&ocr_rec_next_fn[id], f, __ATOMIC_RELEASE);
    return f;
}

/* -- kernel names -------------------------------------------------------------------------------
 */

struct name_slot {
    uint64_t key; /* a host stub, or a kernel */
    uint64_t stub;
    char *name; /* the host stub's registered name (stubs only) */
};
static struct {
    pthread_mutex_t lock;
    struct name_slot *slots;
    size_t cap, used;
} names = {PTHREAD_MUTEX_INITIALIZER, NULL, 0, 0};

static struct name_slot *name_find(uint64_t key, bool add)
{
    if (add && names.used * 2 >= names.cap) {
        size_t cap = names.cap ? names.cap * 2 : 256;
        struct name_slot *s = calloc(cap, sizeof *s);
        if (s == NULL)
            return NULL;
        for (size_t i = 0; i < names.cap; i++) {
            if (names.slots[i].key == 0)
                continue;
            size_t k = (size_t)(names.slots[i].key * 0x9E3779B97F4A7C15ull);
            while (s[k & (cap - 1)].key != 0)
                k++;
            s[k & (cap - 1)] = names.slots[i];
        }
        free(names.slots);
        names.slots = s;
        names.cap = cap;
    }
    if (names.cap == 0 || key == 0)
        return NULL;
    for (size_t k = (size_t)(key * 0x9E3779B97F4A7C15ull);; k++) {
        struct name_slot *s = &names.slots[k & (names.cap - 1)];
        if (s->key == key)
            return s;
        if (s->key == 0) {
            if (!add)
                return NULL;
            s->key = key;
            names.used++;
            return s;
        }
    }
}

static void name_stub(uint64_t stub, const char *name, size_t len)
{
    pthread_mutex_lock(&names.lock);
    struct name_slot *s = name_find(stub, true);
    if (s != NULL && s->name == NULL) {
        s->stub = stub;
        s->name = strndup(name, len);
    }
    pthread_mutex_unlock(&names.lock);
}

static void name_kernel(uint64_t kernel, uint64_t stub)
{
    pthread_mutex_lock(&names.lock);
    struct name_slot *s = name_find(kernel, true);
    if (s != NULL && s->stub == 0)
        s->stub = stub;
    pthread_mutex_unlock(&names.lock);
}

/* The name of a host stub or kernel, copied into the capture. */
static void put_name(struct ocr_call *c, uint64_t key)
{
    pthread_mutex_lock(&names.lock);
    struct name_slot *s = name_find(key, false);
    if (s != NULL && s->name == NULL)
        s = name_find(s->stub, false);
    ocr_put_str(c, s != NULL ? s->name : NULL);
    pthread_mutex_unlock(&names.lock);
}

void ocr_put_func(struct ocr_call *c, const void *func, cudaError_t e)
{
    (void)e;
    ocr_put(c, (uint64_t)(uintptr_t)func);
    put_name(c, (uint64_t)(uintptr_t)func);
}

void ocr_put_kernel(struct ocr_call *c, cudaKernel_t k)
{
    ocr_put(c, (uint64_t)(uintptr_t)k);
    put_name(c, (uint64_t)(uintptr_t)k);
}

/* -- writing ------------------------------------------------------------------------------------
 */

/* Writes the buffer (whole lines) in one write(2), under the lock; a write cut short (a
 * signal) is continued; a failed one (a full disk) is said once (src/outfile.h). The timeline's
 * go into its file as the file comment says. */
static void flush_out(void)
{
    if (out.len > 0 && timeline)
        ocr_rec_timeline_write(&out_file, out.buf, out.len);
    else if (out.len > 0)
        (void)ocr_out_write(&out_file, out.buf, out.len);
    out.len = 0;
}

/* Ends the line begun at `start` (the buffer's length then), under the lock: one that could not
 * be composed whole is dropped; the buffer is written past FLUSH_AT, and at once once the library
 * is finalised. */
static void end_line(size_t start)
{
    if (out.failed) {
        out.failed = false;
        out.len = start;
    }
    if (finalised || out.len >= FLUSH_AT)
        flush_out();
}

void ocr_rec_begin(struct ocr_call *c, unsigned char *buf, size_t len)
{
    memset(c, 0, sizeof *c);
    c->rec = c->pos = buf;
    c->end = buf + len;
    c->t0 = ocr_now_ns();
}

void ocr_rec_end(struct ocr_call *c)
{
    c->t1 = ocr_now_ns();
}

static void json_int(struct ocr_json *j, bool *first, const char *key, int64_t v)
{
    ocr_json_key(j, first, "", key);
    ocr_json_i64(j, v);
}

/* The structure a call filled (record.h). */
static void json_extra(struct ocr_json *j, bool *first, const char *fn, const void *extra)
{
    bool f = true;
    if (strcmp(fn, "cudaPointerGetAttributes") == 0) {
        const struct cudaPointerAttributes *a = extra;
        ocr_json_key(j, first, "", "*attributes");
        ocr_json_lit(j, "{");
        json_int(j, &f, "type", a->type);
        json_int(j, &f, "device", a->device);
        ocr_json_key(j, &f, "", "devicePointer");
        ocr_json_hex(j, (uint64_t)(uintptr_t)a->devicePointer);
        ocr_json_key(j, &f, "", "hostPointer");
        ocr_json_hex(j, (uint64_t)(uintptr_t)a->hostPointer);
    } else if (strcmp(fn, "cudaGetDeviceProperties") == 0) {
        const struct cudaDeviceProp *p = extra;
        ocr_json_key(j, first, "", "*prop");
        ocr_json_lit(j, "{");
        ocr_json_key(j, &f, "", "name");
        ocr_json_str(j, p->name, strnlen(p->name, sizeof p->name));
        json_int(j, &f, "major", p->major);
        json_int(j, &f, "minor", p->minor);
        json_int(j, &f, "totalGlobalMem", (int64_t)p->totalGlobalMem);
        json_int(j, &f, "multiProcessorCount", p->multiProcessorCount);
        json_int(j, &f, "sharedMemPerBlock", (int64_t)p->sharedMemPerBlock);
        json_int(j, &f, "regsPerBlock", p->regsPerBlock);
        json_int(j, &f, "warpSize", p->warpSize);
        json_int(j, &f, "maxThreadsPerBlock", p->maxThreadsPerBlock);
        json_int(j, &f, "l2CacheSize", p->l2CacheSize);
        json_int(j, &f, "pciBusID", p->pciBusID);
    } else if (strcmp(fn, "cudaGraphAddNode") == 0) {
        const struct cudaGraphNodeParams *p = extra;
        if (p->type != cudaGraphNodeTypeConditional || p->conditional.phGraph_out == NULL)
            return;
        ocr_json_key(j, first, "", "*phGraph_out");
        ocr_json_lit(j, "[");
        for (unsigned i = 0; i < p->conditional.size && i < 256; i++) {
            if (i > 0)
                ocr_json_lit(j, ",");
            ocr_json_handle(j, &handles, OCR_HANDLE_graph,
                            (uint64_t)(uintptr_t)p->conditional.phGraph_out[i], false);
        }
        ocr_json_lit(j, "]");
        return;
    } else if (strcmp(fn, "cudaFuncGetAttributes") == 0) {
        const struct cudaFuncAttributes *a = extra;
        ocr_json_key(j, first, "", "*attr");
        ocr_json_lit(j, "{");
        json_int(j, &f, "numRegs", a->numRegs);
        json_int(j, &f, "maxThreadsPerBlock", a->maxThreadsPerBlock);
        json_int(j, &f, "sharedSizeBytes", (int64_t)a->sharedSizeBytes);
        json_int(j, &f, "constSizeBytes", (int64_t)a->constSizeBytes);
        json_int(j, &f, "localSizeBytes", (int64_t)a->localSizeBytes);
        json_int(j, &f, "ptxVersion", a->ptxVersion);
        json_int(j, &f, "binaryVersion", a->binaryVersion);
    } else
        return;
    ocr_json_lit(j, "}");
}

/* The call's result, or what it returned. */
static void json_result(struct ocr_json *j, bool *first, unsigned id, cudaError_t e, uint64_t ret)
{
    switch (ocr_rec_ret_kinds[id]) {
    case OCR_REC_RET_ERROR: {
        ocr_json_key(j, first, "", "result");
        ocr_json_error(j, e);
        return;
    }
    case OCR_REC_RET_VOID:
        return;
    case OCR_REC_RET_STR:
        ocr_json_key(j, first, "", "ret");
        ocr_json_cstr(j, (const char *)(uintptr_t)ret);
        return;
    case OCR_REC_RET_PTR:
        ocr_json_key(j, first, "", "ret");
        ocr_json_hex(j, ret);
        return;
    case OCR_REC_RET_UINT:
        ocr_json_key(j, first, "", "ret");
        ocr_json_u64(j, ret);
        return;
    case OCR_REC_RET_INT:
        ocr_json_key(j, first, "", "ret");
        ocr_json_i64(j, (int64_t)ret);
        return;
    case OCR_REC_RET_CHANFMT: {
        const struct cudaChannelFormatDesc *d = (const void *)(uintptr_t)ret;
        bool f = true;
        ocr_json_key(j, first, "", "ret");
        ocr_json_lit(j, "{");
        json_int(j, &f, "x", d->x);
        json_int(j, &f, "y", d->y);
        json_int(j, &f, "z", d->z);
        json_int(j, &f, "w", d->w);
        json_int(j, &f, "f", d->f);
        ocr_json_lit(j, "}");
        return;
    }
    }
}

/* The args of the "(runtime)" line (the file comment) for the library holding `next`, the next
 * definition of a call: 0 when it cannot be told. Outside the lock. */
static int describe_runtime(void *next, char *buf, size_t len)
{
    Dl_info info;
    if (next == NULL || dladdr(next, &info) == 0 || info.dli_fname == NULL)
        return 0;
    char real[4096];
    if (realpath(info.dli_fname, real) == NULL)
        snprintf(real, sizeof real, "%s", info.dli_fname);
    struct ocr_json j = {0};
    ocr_json_lit(&j, "{\"path\":");
    ocr_json_cstr(&j, real);
    void *h = dlopen(info.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
    void *ocr = h != NULL ? dlsym(h, "opencudartGetVersion") : NULL;
    Dl_info where;
    if (ocr != NULL && (dladdr(ocr, &where) == 0 || where.dli_fbase != info.dli_fbase))
        ocr = NULL; /* defined by another library */
    if (ocr != NULL) {
        int api = 0;
        const char *release = NULL, *commit = NULL;
        ((int (*)(int *, const char **, const char **))ocr)(&api, &release, &commit);
        ocr_json_lit(&j, ",\"runtime\":\"opencudart\",\"release\":");
        ocr_json_cstr(&j, release);
        ocr_json_lit(&j, ",\"apiVersion\":");
        ocr_json_i64(&j, api);
    } else {
        unsigned id = OCR_REC_COUNT;
        for (unsigned i = 0; i < OCR_REC_COUNT && id == OCR_REC_COUNT; i++)
            if (strcmp(ocr_rec_names[i], "cudaRuntimeGetVersion") == 0)
                id = i;
        void *get = id < OCR_REC_COUNT ? ocr_rec_next(id) : NULL;
        int version = 0;
        if (get != NULL && dladdr(get, &where) != 0 && where.dli_fbase == info.dli_fbase)
            ((cudaError_t(*)(int *))get)(&version);
        ocr_json_lit(&j, ",\"runtime\":\"nvidia\",\"runtimeVersion\":");
        ocr_json_i64(&j, version);
    }
    ocr_json_lit(&j, "}");
    if (h != NULL)
        dlclose(h);
    int n = !j.failed && j.len < len ? snprintf(buf, len, "%.*s", (int)j.len, j.buf) : 0;
    free(j.buf);
    return n;
}

/* What a call's captured arguments say about kernel names. */
static void learn_names(unsigned id, const struct ocr_arg_value *v, cudaError_t e)
{
    if (id == id_register_function && v[3].str != NULL)
        name_stub(v[1].v, v[3].str, v[3].str_len);
    else if ((id == id_get_kernel_hidden || id == OCR_FN_cudaGetKernel) && e == cudaSuccess &&
             v[0].has_out)
        name_kernel(v[0].out, v[1].v);
}

/* A call's args, as far as inside the braces: the parameters as decoded (`vals`, NULL when they
 * were not captured), the result or return value, the structure the call filled. */
static void json_args(struct ocr_json *j, unsigned id, const struct ocr_api *api,
                      const struct ocr_arg_value *vals, cudaError_t e, uint64_t ret,
                      const void *extra, bool first)
{
    if (vals != NULL)
        ocr_decode_params(j, api, vals, &handles, &first);
    else
        json_int(j, &first, "(arguments not captured)", 1);
    json_result(j, &first, id, e, ret);
    if (extra != NULL && e == cudaSuccess)
        json_extra(j, &first, ocr_rec_names[id], extra);
    ocr_json_lit(j, "}");
}

/* A call as the timeline's event, after the process's and the thread's names when they are not
 * written yet (the file comment). Under the lock. */
static void timeline_event(const struct ocr_call *c, unsigned id, const struct ocr_api *api,
                           const struct ocr_arg_value *vals, cudaError_t e, uint64_t ret,
                           const void *extra)
{
    struct ocr_json *j = &out;
    size_t start = j->len;
    bool first = false; /* every event composed with its comma */
    if (!process_named) {
        ocr_te_meta_open(j, &first, "process_name", pid, 0);
        ocr_json_lit(j, "\"name\":");
        ocr_json_cstr(j, comm);
        if (runtime_args_len > 0) {
            ocr_json_lit(j, ",\"runtime\":");
            ocr_json_raw(j, runtime_args, (size_t)runtime_args_len);
        }
        ocr_json_lit(j, "}}");
    }
    if (!thread_named) {
        char name[16];
        if (pthread_getname_np(pthread_self(), name, sizeof name) != 0)
            name[0] = '\0';
        ocr_te_thread_name(j, &first, pid, tid, name);
    }
    ocr_te_call_open(j, &first, ocr_rec_names[id], pid, tid, c->t0, c->t1);
    ocr_json_lit(j, "{\"seq\":");
    ocr_json_u64(j, ++seq);
    json_args(j, id, api, vals, e, ret, extra, false);
    ocr_json_lit(j, "}");
    if (!j->failed) /* else dropped whole, names included */
        process_named = thread_named = true;
    end_line(start);
}

void ocr_rec_commit(struct ocr_call *c, unsigned id, cudaError_t e, uint64_t ret, const void *extra)
{
    const struct ocr_api *api =
        id < OCR_FN_COUNT ? &ocr_api_table[id] : &ocr_rec_extra_table[id - OCR_FN_COUNT];
    struct ocr_arg_value vals[32];
    bool parsed = !c->overflow && api->nparams <= 32 &&
                  ocr_decode_parse(api, c->rec, (size_t)(c->pos - c->rec), e, vals);
    if (parsed)
        learn_names(id, vals, e);
    if (tid == 0) {
        tid = (int)syscall(SYS_gettid);
        pthread_setspecific(thread_key, (void *)1); /* its end is marked */
    }
    const char *fn = ocr_rec_names[id];
    char runtime[sizeof runtime_args];
    int runtime_len = 0;
    if (!__atomic_load_n(&runtime_said, __ATOMIC_ACQUIRE))
        runtime_len = describe_runtime(__atomic_load_n(&ocr_rec_next_fn[id], __ATOMIC_ACQUIRE),
                                       runtime, sizeof runtime);

    pthread_mutex_lock(&lock);
    struct ocr_json *j = &out;
    size_t start = j->len;
    if (runtime_len > 0 && !runtime_said) {
        memcpy(runtime_args, runtime, (size_t)runtime_len);
        runtime_args_len = runtime_len;
        if (timeline) /* named with the process (timeline_event) */
            __atomic_store_n(&runtime_said, true, __ATOMIC_RELEASE);
    }
    if (timeline) {
        timeline_event(c, id, api, parsed ? vals : NULL, e, ret, extra);
        pthread_mutex_unlock(&lock);
        return;
    }
    if (runtime_len > 0 && !runtime_said) {
        char head[160];
        snprintf(head, sizeof head,
                 "{\"seq\":0,\"pid\":%d,\"tid\":%d,\"t\":%llu,\"dur\":0,\"fn\":\"(runtime)\","
                 "\"args\":",
                 pid, tid, (unsigned long long)c->t0);
        ocr_json_lit(j, head);
        ocr_json_raw(j, runtime, (size_t)runtime_len);
        ocr_json_lit(j, "}\n");
        bool whole = !j->failed;
        end_line(start);
        start = j->len;
        if (whole)
            __atomic_store_n(&runtime_said, true, __ATOMIC_RELEASE);
    }
    char head[160];
    snprintf(head, sizeof head,
             "{\"seq\":%llu,\"pid\":%d,\"tid\":%d,\"t\":%llu,\"dur\":%llu,\"fn\":\"%s\","
             "\"args\":{",
             (unsigned long long)++seq, pid, tid, (unsigned long long)c->t0,
             (unsigned long long)(c->t1 - c->t0), fn);
    ocr_json_lit(j, head);
    json_args(j, id, api, parsed ? vals : NULL, e, ret, extra, true);
    ocr_json_lit(j, "}\n");
    end_line(start);
    pthread_mutex_unlock(&lock);
}

/* A mark (the file comment): a line of the calls' shape, JSON lines only. Under the lock. */
static void mark(const char *what)
{
    if (timeline)
        return;
    if (tid == 0)
        tid = (int)syscall(SYS_gettid);
    char line[192];
    int n = snprintf(line, sizeof line,
                     "{\"seq\":%llu,\"pid\":%d,\"tid\":%d,\"t\":%llu,\"dur\":0,\"fn\":\"%s\","
                     "\"args\":{}}\n",
                     (unsigned long long)++seq, pid, tid, (unsigned long long)ocr_now_ns(), what);
    size_t start = out.len;
    ocr_json_raw(&out, line, (size_t)n);
    end_line(start);
}

/* The destructor of a recording thread's key: the thread has ended. */
static void thread_ended(void *v)
{
    (void)v;
    pthread_mutex_lock(&lock);
    mark("(thread end)");
    pthread_mutex_unlock(&lock);
}

/* -- the process ------------------------------------------------------------------------------- */

static void before_fork(void)
{
    pthread_mutex_lock(&lock);
    flush_out();
}

static void after_fork_parent(void)
{
    pthread_mutex_unlock(&lock);
}

static void after_fork_child(void)
{
    pid = getpid();
    tid = 0;
    process_named = thread_named = false; /* the child's timeline names itself */
    pthread_mutex_unlock(&lock);
}

static unsigned id_of(const char *name)
{
    for (unsigned i = 0; i < OCR_REC_COUNT; i++)
        if (strcmp(ocr_rec_names[i], name) == 0)
            return i;
    return OCR_REC_COUNT;
}

__attribute__((constructor)) static void record_init(void)
{
    for (unsigned i = 0; i < OCR_REC_COUNT; i++)
        ocr_rec_next_fn[i] = dlsym(RTLD_NEXT, ocr_rec_names[i]);
    id_register_function = id_of("__cudaRegisterFunction");
    id_get_kernel_hidden = id_of("__cudaGetKernel");
    pid = getpid();
    const char *file = ocr_setting(OCR_SET_RECORD_FILE)->text;
    if (*file == '\0')
        return;
    timeline =
        ocr_setting_has(ocr_setting(OCR_SET_RECORD_FORMAT), OCR_SET_RECORD_FORMAT, "timeline");
    char path[4096];
    ocr_path_for_pid(path, sizeof path, file, pid);
    /* Appended (the program's processes write whole lines), only ever to a regular file. */
    if (!ocr_out_open(&out_file, path, OCR_OUT_APPEND, "opencudart record"))
        return; /* said: not recording */
    fd = out_file.fd;
    if (timeline && !ocr_rec_timeline_open(&out_file)) {
        (void)ocr_out_close(&out_file, false, false);
        fd = -1;
        return; /* said: not recording */
    }
    if (timeline)
        ocr_te_process_name(comm, sizeof comm);
    if (pthread_key_create(&thread_key, thread_ended) != 0) {
        fprintf(stderr, "opencudart record: no thread key: not recording\n");
        (void)ocr_out_close(&out_file, false, false);
        fd = -1;
        return;
    }
    pthread_atfork(before_fork, after_fork_parent, after_fork_child);
    __atomic_store_n(&ocr_rec_on, 1, __ATOMIC_RELEASE);
}

__attribute__((destructor)) static void record_fini(void)
{
    if (fd < 0)
        return;
    pthread_mutex_lock(&lock);
    mark("(process exit)");
    flush_out();
    finalised = true;
    pthread_mutex_unlock(&lock);
}
