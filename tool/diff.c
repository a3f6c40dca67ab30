/*
 * opencudart diff: PROGRAM twice under the recording interposer (libopencudart-record.so,
 * record/), on NVIDIA's runtime and on ours, the two records compared call by call.
 *
 * The comparison reads the recorder's JSON lines ({"seq":..,"pid":..,"tid":..,"t":..,"dur":..,
 * "fn":"..","args":{..}}, and its marks "(thread end)" and "(process exit)", record/record.c).
 * Each thread's calls are normalised in its own call order, with its own table of identities:
 * every address ("0x..", not 0), handle id ("stream#2") and structure passed by value ("bytes:..",
 * IPC handles) is replaced by an identity, the one bound to that value in the thread's table, or
 * a fresh one the first time the thread shows the value; and a value that a call writes through
 * an output (a "*name" key) or returns ("ret") is always bound to a fresh identity, so an address
 * freed and handed out again, or a handle value reused, by one runtime and not the other is no
 * divergence. An address bound by no output is the program's own memory (its stack, heap,
 * globals), where the program's allocator puts a buffer depends on what each runtime allocated
 * beside it: it is compared only as an address ("$u"). Two threads are then equal when their values
 * correspond one to one, each use to the same creation. Elapsed times (cudaEventElapsedTime's *ms)
 * are masked, and so is, inside string values, a run of digits equal to the line's own process id
 * (<pid>: temporary files named after getpid()).
 *
 * Threads are matched across the runs by what they call, not by when they started: the main
 * thread with the main thread, then, repeatedly, the two unmatched threads whose normalised calls
 * (entry point and arguments) share the longest prefix, ties to the thread that called first.
 * Pairs are compared call by call: the same entry point, arguments, results and outputs. A
 * thread that was still running when its process exited (no end mark in a process with the exit
 * mark, in either run) is compared up to the shorter of the two, each counting only its calls
 * before the process's teardown (the exit mark, or its first call answered
 * cudaErrorCudartUnloading), and the summary says how many were; such a thread that only one
 * run has (in the other, its first call had not returned when the process exited) counts as
 * compared up to nothing. A thread that ended in both is compared whole.
 */
#include "tool.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const char diff_help[] =
    "usage: opencudart diff [--context N] [--nvidia PATH] [--ours PATH] [--keep DIR] [--]\n"
    "                       PROGRAM [ARGS]\n"
    "\n"
    "Runs PROGRAM twice under the recording interposer, on NVIDIA's libcudart.so.13 (--nvidia,\n"
    "default the CUDA toolkit's) and then on opencudart's (--ours, default this installation's),\n"
    "and compares the two records thread by thread: the same calls in the same order, the same\n"
    "results, the same outputs. Prints the first divergence with N calls before it under both\n"
    "runtimes (--context, default 5) and a summary. PROGRAM's own output goes to stderr.\n"
    "--keep DIR writes the records to DIR/nvidia.jsonl and DIR/ours.jsonl and leaves them.\n"
    "\n"
    "Pointers and handles are compared by identity, in each thread's own call order: a value\n"
    "takes a fresh identity where a call writes it through an output (\"*name\") or returns it,\n"
    "and (a handle, an IPC handle) where the thread first shows it otherwise; an argument is\n"
    "compared by the identity bound to its value then. An address no call wrote or returned\n"
    "(the program's own stack, heap, globals) is compared only as an address. So an address\n"
    "freed and handed out again by one runtime and a new one from the other are the same.\n"
    "Elapsed times are masked, and so is the process id inside strings (<pid>: file names made\n"
    "from getpid()). Threads are matched by the calls they make (the longest common prefix of\n"
    "entry points and arguments), not by the order they started in. A thread still running\n"
    "when its process exited (exit() while it loops) is compared up to the shorter of the two\n"
    "runs, its calls after the runtime went away (answered cudaErrorCudartUnloading) not\n"
    "counted (one that only one run has: up to nothing); the summary counts those threads.\n"
    "\n"
    "A program that is not deterministic (threads racing for the same objects, random inputs,\n"
    "timing-dependent work, output that depends on the clock) differs from itself: pinning it\n"
    "down (fixed seeds, one thread, synchronised threads) is the user's part.\n"
    "\n"
    "Exit status: 0 the runs are equal, 1 they differ, 2 a run could not be made (or bad usage).\n";

/* Empties `path` (the recorder appends). */
static bool truncate_file(const char *path)
{
    FILE *f = fopen(path, "w");
    if (f == NULL)
        return false;
    fclose(f);
    return true;
}
/* -- reading a record ---------------------------------------------------------------------------
 */

struct call {
    unsigned long long seq;
    char *fn;
    char *args;    /* as recorded */
    char *norm;    /* identities for addresses and handles, elapsed times and the pid masked */
    uint64_t hash; /* of fn and norm */
};
struct thread {
    int pid, tid;
    unsigned long long first;
    struct call *calls;
    size_t n, cap;
    int match;
    bool ended;  /* it has its end mark, or it ran exit() */
    bool cut;    /* its process exited while it was still running */
    size_t upto; /* cut: its calls before its process's teardown (apply_marks) */
};
struct mark {
    int pid, tid;
    unsigned long long seq;
    bool exit; /* "(process exit)", else "(thread end)" */
};
struct run {
    struct thread *threads;
    size_t n, cap;
    int main_pid;
    size_t calls;
    int status;
    struct mark *marks;
    size_t nmarks, capmarks;
    char *runtime; /* the args of the first "(runtime)" line: the library the calls went to */
};

static struct thread *thread_of(struct run *r, int pid, int tid, unsigned long long seq)
{
    for (size_t i = 0; i < r->n; i++)
        if (r->threads[i].pid == pid && r->threads[i].tid == tid)
            return &r->threads[i];
    if (r->n == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 8;
        struct thread *t = realloc(r->threads, cap * sizeof *t);
        if (t == NULL)
            return NULL;
        r->threads = t;
        r->cap = cap;
    }
    struct thread *t = &r->threads[r->n++];
    memset(t, 0, sizeof *t);
    t->pid = pid, t->tid = tid, t->first = seq, t->match = -1;
    return t;
}

static bool add_mark(struct run *r, int pid, int tid, unsigned long long seq, bool exit)
{
    if (r->nmarks == r->capmarks) {
        size_t cap = r->capmarks ? r->capmarks * 2 : 16;
        struct mark *m = realloc(r->marks, cap * sizeof *m);
        if (m == NULL)
            return false;
        r->marks = m;
        r->capmarks = cap;
    }
    r->marks[r->nmarks++] = (struct mark){pid, tid, seq, exit};
    return true;
}

/* Each thread's end from the marks: ended (its own mark, or it ran exit()), or cut (its
 * process has the exit mark and it has none). A process without the exit mark (killed,
 * _exit) leaves its threads neither: they are compared whole. A cut thread's calls count up to
 * its process's teardown: the exit mark, or its first call answered cudaErrorCudartUnloading
 * (the runtime went away under it), whichever comes first. */
static void apply_marks(struct run *r)
{
    for (size_t i = 0; i < r->n; i++) {
        struct thread *t = &r->threads[i];
        unsigned long long exit_seq = 0;
        for (size_t k = 0; k < r->nmarks; k++) {
            if (r->marks[k].pid != t->pid)
                continue;
            if (r->marks[k].exit && (exit_seq == 0 || r->marks[k].seq < exit_seq))
                exit_seq = r->marks[k].seq;
            t->ended |= r->marks[k].tid == t->tid;
        }
        t->cut = exit_seq != 0 && !t->ended;
        t->upto = t->n;
        for (size_t c = 0; t->cut && c < t->n; c++)
            if (t->calls[c].seq > exit_seq ||
                strstr(t->calls[c].args, "\"result\":\"cudaErrorCudartUnloading\"") != NULL) {
                t->upto = c;
                break;
            }
    }
}

static bool read_run(const char *path, struct run *r)
{
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return false;
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    bool ok = true;
    while (ok && (len = getline(&line, &cap, f)) > 0) {
        unsigned long long seq, t, dur;
        int pid, tid, off = 0;
        if (sscanf(line, "{\"seq\":%llu,\"pid\":%d,\"tid\":%d,\"t\":%llu,\"dur\":%llu,\"fn\":\"%n",
                   &seq, &pid, &tid, &t, &dur, &off) != 5 ||
            off == 0)
            continue;
        char *fn = line + off, *q = strchr(fn, '"');
        if (q == NULL || strncmp(q, "\",\"args\":", 9) != 0)
            continue;
        *q = '\0';
        if (strcmp(fn, "(runtime)") == 0) {
            if (r->runtime == NULL)
                r->runtime = strdup(q + 9);
            continue;
        }
        if (strcmp(fn, "(thread end)") == 0 || strcmp(fn, "(process exit)") == 0) {
            ok = add_mark(r, pid, tid, seq, fn[1] == 'p');
            continue;
        }
        char *args = q + 9;
        size_t alen = strlen(args);
        if (alen > 0 && args[alen - 1] == '\n')
            alen--;
        if (alen > 0 && args[alen - 1] == '}')
            alen--; /* the line's own closing brace */
        args[alen] = '\0';
        if (r->n == 0)
            r->main_pid = pid;
        struct thread *th = thread_of(r, pid, tid, seq);
        if (th == NULL)
            break;
        if (th->n == th->cap) {
            size_t c = th->cap ? th->cap * 2 : 64;
            struct call *calls = realloc(th->calls, c * sizeof *calls);
            if (calls == NULL)
                break;
            th->calls = calls;
            th->cap = c;
        }
        struct call *c = &th->calls[th->n++];
        memset(c, 0, sizeof *c);
        c->seq = seq;
        c->fn = strdup(fn);
        c->args = strdup(args);
        if (c->fn == NULL || c->args == NULL)
            break;
        r->calls++;
    }
    free(line);
    fclose(f);
    apply_marks(r);
    return true;
}

/* -- identities ------------------------------------------------------------------------------
 * One table per thread, filled in the thread's own call order: a value ("0x..", "stream#3",
 * "bytes:..") is bound to an identity (1, 2, ...) the first time the thread shows it, and a
 * value that a call writes through an output ("*name") or returns ("ret") is bound to a fresh
 * identity there, whatever it was bound to before (an address freed and handed out again, a
 * handle value reused). Inputs are compared by the identity bound to them now; an address that
 * no output bound is not given one (normalise: "$u"). */

struct ids {
    struct id_slot {
        char *key;
        size_t len, id;
    } * slots;
    size_t cap, used, next;
};

static uint64_t hash_bytes(uint64_t h, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 0x100000001b3ull;
    return h;
}

static struct id_slot *ids_slot(struct ids *t, const char *v, size_t len)
{
    if (t->used * 2 >= t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 64;
        struct id_slot *s = calloc(cap, sizeof *s);
        if (s == NULL)
            return NULL;
        for (size_t i = 0; i < t->cap; i++) {
            if (t->slots[i].key == NULL)
                continue;
            size_t k = (size_t)hash_bytes(0xcbf29ce484222325ull, t->slots[i].key, t->slots[i].len);
            while (s[k & (cap - 1)].key != NULL)
                k++;
            s[k & (cap - 1)] = t->slots[i];
        }
        free(t->slots);
        t->slots = s;
        t->cap = cap;
    }
    for (size_t k = (size_t)hash_bytes(0xcbf29ce484222325ull, v, len);; k++) {
        struct id_slot *s = &t->slots[k & (t->cap - 1)];
        if (s->key == NULL) {
            s->key = strndup(v, len);
            if (s->key == NULL)
                return NULL;
            s->len = len;
            t->used++;
            return s;
        }
        if (s->len == len && memcmp(s->key, v, len) == 0)
            return s;
    }
}

/* The identity of value `v`: bound now (an input), or fresh (`fresh`: an output). */
static size_t ids_of(struct ids *t, const char *v, size_t len, bool fresh)
{
    struct id_slot *s = ids_slot(t, v, len);
    if (s == NULL)
        return 0;
    if (s->id == 0 || fresh)
        s->id = ++t->next;
    return s->id;
}

/* Whether value `v` is bound to an identity (without binding it). */
static bool ids_bound(const struct ids *t, const char *v, size_t len)
{
    if (t->cap == 0)
        return false;
    for (size_t k = (size_t)hash_bytes(0xcbf29ce484222325ull, v, len);; k++) {
        const struct id_slot *s = &t->slots[k & (t->cap - 1)];
        if (s->key == NULL)
            return false;
        if (s->len == len && memcmp(s->key, v, len) == 0)
            return s->id != 0;
    }
}

static void ids_free(struct ids *t)
{
    for (size_t i = 0; i < t->cap; i++)
        free(t->slots[i].key);
    free(t->slots);
    memset(t, 0, sizeof *t);
}

static bool is_address(const char *s, size_t n)
{
    if (n < 3 || s[0] != '0' || s[1] != 'x' || (n == 3 && s[2] == '0'))
        return false;
    for (size_t i = 2; i < n; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
            return false;
    return true;
}

static bool is_handle(const char *s, size_t n)
{
    const char *h = memchr(s, '#', n);
    if (h == NULL || h == s || h + 1 == s + n)
        return false;
    for (const char *p = s; p < h; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
            return false;
    for (const char *p = h + 1; p < s + n; p++)
        if (*p < '0' || *p > '9')
            return false;
    return true;
}

/* A structure passed by value as its bytes ("bytes:<hex>": IPC handles, EGL frames): made by
 * the driver of each run, so compared by identity as addresses are. */
static bool is_bytes(const char *s, size_t n)
{
    return n > 6 && memcmp(s, "bytes:", 6) == 0;
}

static bool is_digit(char ch)
{
    return ch >= '0' && ch <= '9';
}

/* Copies the string value s[0..n) to o with every run of digits equal to `pid` (bounded by
 * non-digits) as <pid>; returns the end of what it wrote. */
static char *copy_masking_pid(char *o, const char *s, size_t n, const char *pid, size_t plen)
{
    for (size_t i = 0; i < n;) {
        if (!is_digit(s[i])) {
            *o++ = s[i++];
            continue;
        }
        size_t k = i;
        while (k < n && is_digit(s[k]))
            k++;
        if (k - i == plen && memcmp(s + i, pid, plen) == 0)
            o = memcpy(o, "<pid>", 5), o += 5;
        else
            o = memcpy(o, s + i, k - i), o += k - i;
        i = k;
    }
    return o;
}

/* c->norm from c->args, identities from the thread's table `t` (above), the elapsed time of
 * cudaEventElapsedTime masked, the process id in strings masked (<pid>). */
static void normalise(struct call *c, struct ids *t, int pid)
{
    size_t n = strlen(c->args);
    /* At most 5 bytes a byte: a digit as <pid>, "0x1" (5) as "$N" (at most 23). */
    char *out = malloc(n * 5 + 64), *o = out;
    if (out == NULL)
        return;
    char pids[16];
    size_t plen = (size_t)snprintf(pids, sizeof pids, "%d", pid);
    bool elapsed =
        strcmp(c->fn, "cudaEventElapsedTime") == 0 || strcmp(c->fn, "cudaEventElapsedTime_v2") == 0;
    int depth = 0;
    bool output = false; /* the value being read is a top-level output's */
    for (const char *p = c->args; *p != '\0';) {
        if (*p != '"') {
            depth += *p == '{' || *p == '[';
            depth -= *p == '}' || *p == ']';
            *o++ = *p++;
            continue;
        }
        const char *e = p + 1;
        while (*e != '\0' && *e != '"')
            e += e[0] == '\\' && e[1] != '\0' ? 2 : 1;
        const char *v = p + 1, *next = *e != '\0' ? e + 1 : e;
        size_t len = (size_t)(e - v);
        if (*next == ':') { /* a key */
            output = depth == 1 && ((len > 0 && v[0] == '*') || (len == 3 && !memcmp(v, "ret", 3)));
            if (elapsed && depth == 1 && len == 3 && memcmp(v, "*ms", 3) == 0) {
                o += sprintf(o, "\"*ms\":\"(masked)\"");
                p = next + 1;
                while (*p != '\0' && *p != ',' && *p != '}')
                    p++;
                continue;
            }
            memcpy(o, p, (size_t)(next - p));
            o += next - p;
            p = next;
            continue;
        }
        if (is_address(v, len) && !output && !ids_bound(t, v, len)) {
            /* The program's own memory (stack, heap, globals: no call of the thread wrote or
             * returned it): where the program's allocator puts it depends on what the runtime
             * allocated beside it, so it is compared as an address, not by identity. */
            o += sprintf(o, "\"$u\"");
        } else if (is_address(v, len) || is_handle(v, len) || is_bytes(v, len)) {
            o += sprintf(o, "\"%s%zu\"", is_address(v, len) ? "$" : "#", ids_of(t, v, len, output));
        } else {
            *o++ = '"';
            o = copy_masking_pid(o, v, len, pids, plen);
            if (*e != '\0')
                *o++ = '"';
        }
        p = next;
    }
    *o = '\0';
    c->norm = out;
    c->hash = hash_bytes(hash_bytes(0xcbf29ce484222325ull, c->fn, strlen(c->fn) + 1), out,
                         (size_t)(o - out));
}

/* Every call of every thread of `r`, each thread with its own table. */
static void normalise_run(struct run *r)
{
    for (size_t i = 0; i < r->n; i++) {
        struct ids t = {0};
        for (size_t c = 0; c < r->threads[i].n; c++)
            normalise(&r->threads[i].calls[c], &t, r->threads[i].pid);
        ids_free(&t);
    }
}

/* -- matching and comparing ------------------------------------------------------------------ */

static bool same_call(const struct call *x, const struct call *y)
{
    return x->norm != NULL && y->norm != NULL && x->hash == y->hash && strcmp(x->fn, y->fn) == 0 &&
           strcmp(x->norm, y->norm) == 0;
}

static size_t common_prefix(const struct thread *a, const struct thread *b)
{
    size_t i = 0;
    while (i < a->n && i < b->n && same_call(&a->calls[i], &b->calls[i]))
        i++;
    return i;
}

static int cmp_first(const void *x, const void *y)
{
    const struct thread *a = x, *b = y;
    return a->first < b->first ? -1 : a->first > b->first;
}

struct pair {
    size_t len, i, j;
};

/* The longest common prefix first; of equal ones, NVIDIA's thread that called first, then
 * ours that called first. */
static int cmp_pair(const void *x, const void *y)
{
    const struct pair *a = x, *b = y;
    if (a->len != b->len)
        return a->len > b->len ? -1 : 1;
    if (a->i != b->i)
        return a->i < b->i ? -1 : 1;
    return a->j < b->j ? -1 : a->j > b->j;
}

/* Pairs the threads of the two runs: the main threads, then, of the pairs left, the one whose
 * normalised calls share the longest prefix, and so on (cmp_pair). */
static void match_threads(struct run *a, struct run *b)
{
    qsort(a->threads, a->n, sizeof *a->threads, cmp_first);
    qsort(b->threads, b->n, sizeof *b->threads, cmp_first);
    /* The main threads first (the first process's thread whose id is the process's). */
    int am = -1, bm = -1;
    for (size_t i = 0; i < a->n; i++)
        if (a->threads[i].tid == a->main_pid)
            am = (int)i;
    for (size_t i = 0; i < b->n; i++)
        if (b->threads[i].tid == b->main_pid)
            bm = (int)i;
    if (am >= 0 && bm >= 0) {
        a->threads[am].match = bm;
        b->threads[bm].match = am;
    }
    struct pair *pairs = malloc((a->n * b->n + 1) * sizeof *pairs);
    if (pairs == NULL)
        return;
    size_t np = 0;
    for (size_t i = 0; i < a->n; i++)
        for (size_t j = 0; j < b->n; j++)
            if (a->threads[i].match < 0 && b->threads[j].match < 0)
                pairs[np++] = (struct pair){common_prefix(&a->threads[i], &b->threads[j]), i, j};
    qsort(pairs, np, sizeof *pairs, cmp_pair);
    for (size_t k = 0; k < np; k++) {
        struct thread *x = &a->threads[pairs[k].i], *y = &b->threads[pairs[k].j];
        if (x->match >= 0 || y->match >= 0)
            continue;
        x->match = (int)pairs[k].j;
        y->match = (int)pairs[k].i;
    }
    free(pairs);
}

static void show(const char *who, const struct thread *t, size_t from, size_t at, FILE *o)
{
    fprintf(o, "  %s (thread %d%s):\n", who, t != NULL ? t->tid : 0,
            t != NULL && t->tid == t->pid ? ", main" : "");
    if (t == NULL) {
        fprintf(o, "      (no such thread)\n");
        return;
    }
    for (size_t i = from; i <= at; i++) {
        if (i >= t->n) {
            fprintf(o, "    > %zu  (no call: the thread has ended)\n", i + 1);
            break;
        }
        fprintf(o, "    %c %zu  %s %s\n", i == at ? '>' : ' ', i + 1, t->calls[i].fn,
                t->calls[i].args);
    }
}

static int run_program(const char *rec, const char *lib, const char *out, char **argv, int *status)
{
    if (!truncate_file(out))
        return -1;
    pid_t p = fork();
    if (p < 0)
        return -1;
    if (p == 0) {
        char dir[PATH_MAX], pre[2 * PATH_MAX + 2];
        snprintf(dir, sizeof dir, "%s", lib);
        char *slash = strrchr(dir, '/');
        if (slash != NULL)
            *slash = '\0';
        snprintf(pre, sizeof pre, "%s:%s", rec, lib);
        if (tool_prepend_env("LD_PRELOAD", pre) != 0 ||
            tool_prepend_env("LD_LIBRARY_PATH", dir) != 0 ||
            setenv("OPENCUDART_RECORD_FILE", out, 1) != 0 ||
            setenv("OPENCUDART_RECORD_FORMAT", "json", 1) != 0)
            _exit(126);
        dup2(2, 1); /* PROGRAM's output: stderr, the report is stdout's */
        execvp(argv[0], argv);
        fprintf(stderr, "opencudart diff: cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    int st;
    while (waitpid(p, &st, 0) < 0)
        if (errno != EINTR)
            return -1;
    *status = st;
    return 0;
}

static const char *default_nvidia(void)
{
    static char path[PATH_MAX];
    const char *roots[] = {getenv("CUDA_HOME"), getenv("CUDA_PATH"), OCR_TOOL_CUDA_ROOT,
                           "/usr/local/cuda"};
    const char *subs[] = {"lib64", "lib", "targets/x86_64-linux/lib"};
    for (size_t i = 0; i < sizeof roots / sizeof roots[0]; i++)
        for (size_t k = 0; roots[i] != NULL && k < sizeof subs / sizeof subs[0]; k++) {
            snprintf(path, sizeof path, "%s/%s/libcudart.so.13", roots[i], subs[k]);
            if (access(path, R_OK) == 0)
                return path;
        }
    return NULL;
}

static void describe_status(int st, char *buf, size_t len)
{
    if (WIFEXITED(st))
        snprintf(buf, len, "exit status %d", WEXITSTATUS(st));
    else if (WIFSIGNALED(st))
        snprintf(buf, len, "signal %d", WTERMSIG(st));
    else
        snprintf(buf, len, "status %d", st);
}

/* A string field "key":"..." of a "(runtime)" line's args into `out` ("" when absent). */
static void runtime_field(const char *args, const char *key, char *out, size_t len)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = args != NULL ? strstr(args, pat) : NULL;
    out[0] = '\0';
    if (p == NULL)
        return;
    p += strlen(pat);
    size_t n = *p == '"' ? strcspn(++p, "\"") : strcspn(p, ",}");
    snprintf(out, len, "%.*s", (int)n, p);
}

/* Whether `path` is the runtime `--opt` asks for: a libcudart.so.13 (SONAME, exporting
 * cudaRuntimeGetVersion), opencudart's (`ours`) or NVIDIA's; one line on stderr when not. */
static bool check_runtime(const char *opt, const char *path, bool ours)
{
    char why[512];
    enum tool_kind k = tool_file_kind(path, why, sizeof why);
    const char *bad = NULL;
    if (k == TOOL_KIND_UNREADABLE) {
        fprintf(stderr, "opencudart diff: %s %s: %s\n", opt, path, why);
        return false;
    }
    if (k != TOOL_KIND_RUNTIME_OURS && k != TOOL_KIND_RUNTIME_NVIDIA)
        bad = "is not a libcudart.so.13 (its SONAME, or no cudaRuntimeGetVersion exported)";
    else if (ours && k != TOOL_KIND_RUNTIME_OURS)
        bad = "is NVIDIA's runtime, not opencudart's (it exports no opencudartGetVersion)";
    else if (!ours && k != TOOL_KIND_RUNTIME_NVIDIA)
        bad = "is opencudart's runtime (it exports opencudartGetVersion), not NVIDIA's";
    if (bad != NULL)
        fprintf(stderr, "opencudart diff: %s %s %s\n", opt, path, bad);
    return bad == NULL;
}

/* Whether run `r` used `lib` (its "(runtime)" line), of the kind asked; one line when not. */
static bool check_used(const struct run *r, const char *who, const char *lib, bool ours, char *name,
                       size_t len)
{
    char path[PATH_MAX], kind[32], real[PATH_MAX], version[64];
    runtime_field(r->runtime, "path", path, sizeof path);
    runtime_field(r->runtime, "runtime", kind, sizeof kind);
    runtime_field(r->runtime, ours ? "release" : "runtimeVersion", version, sizeof version);
    if (realpath(lib, real) == NULL)
        snprintf(real, sizeof real, "%s", lib);
    if (r->runtime == NULL || strcmp(path, real) != 0 ||
        strcmp(kind, ours ? "opencudart" : "nvidia") != 0) {
        fprintf(stderr,
                "opencudart diff: the run on %s did not use %s but %s (%s): the program loads "
                "its own runtime ahead of the preload (see `opencudart inspect`)\n",
                who, real, r->runtime != NULL ? path : "no runtime it could name",
                kind[0] ? kind : "unknown");
        return false;
    }
    snprintf(name, len, ours ? "opencudart %s" : "NVIDIA's runtime %s", version);
    return true;
}

int tool_diff(int argc, char **argv)
{
    if (tool_wants_help(argc, argv)) {
        fputs(diff_help, stdout);
        return 0;
    }
    long context = 5;
    const char *nvidia = NULL, *ours = NULL, *keep = NULL;
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--") == 0) {
            i++;
            break;
        }
        if (strcmp(a, "--context") == 0 && val != NULL)
            context = strtol(val, NULL, 10), i++;
        else if (strncmp(a, "--context=", 10) == 0)
            context = strtol(a + 10, NULL, 10);
        else if (strcmp(a, "--nvidia") == 0 && val != NULL)
            nvidia = val, i++;
        else if (strncmp(a, "--nvidia=", 9) == 0)
            nvidia = a + 9;
        else if (strcmp(a, "--ours") == 0 && val != NULL)
            ours = val, i++;
        else if (strncmp(a, "--ours=", 7) == 0)
            ours = a + 7;
        else if (strcmp(a, "--keep") == 0 && val != NULL)
            keep = val, i++;
        else if (strncmp(a, "--keep=", 7) == 0)
            keep = a + 7;
        else if (a[0] == '-') {
            fprintf(stderr, "opencudart diff: unknown option '%s'\n\n%s", a, diff_help);
            return TOOL_EXIT_BAD;
        } else
            break;
    }
    if (i >= argc || context < 0) {
        fprintf(stderr, "opencudart diff: %s\n\n%s",
                i >= argc ? "no PROGRAM given" : "bad --context", diff_help);
        return TOOL_EXIT_BAD;
    }
    char why[PATH_MAX + 64];
    const char *rec = tool_recorder_path(why, sizeof why);
    if (ours == NULL)
        ours = tool_library_path(why, sizeof why);
    if (nvidia == NULL)
        nvidia = default_nvidia();
    if (rec == NULL || ours == NULL || nvidia == NULL) {
        fprintf(stderr, "opencudart diff: %s\n",
                nvidia == NULL ? "no NVIDIA libcudart.so.13 found (give --nvidia PATH)" : why);
        return TOOL_EXIT_BAD;
    }
    if (!check_runtime("--nvidia", nvidia, false) || !check_runtime("--ours", ours, true))
        return TOOL_EXIT_BAD;
    tool_warn_static("diff", argv[i]);
    char tmpdir[] = "/tmp/opencudart-diff-XXXXXX";
    const char *dir = keep != NULL ? keep : tmpdir;
    if (keep != NULL ? mkdir(keep, 0755) != 0 && errno != EEXIST : mkdtemp(tmpdir) == NULL) {
        fprintf(stderr, "opencudart diff: cannot make %s: %s\n", dir, strerror(errno));
        return TOOL_EXIT_BAD;
    }
    char files[2][PATH_MAX];
    const char *libs[2] = {nvidia, ours}, *who[2] = {"nvidia", "ours"};
    struct run runs[2];
    memset(runs, 0, sizeof runs);
    char names[2][96];
    int rc = 0;
    for (int k = 0; k < 2 && rc == 0; k++) {
        snprintf(files[k], sizeof files[k], "%s/%s.jsonl", dir, who[k]);
        fprintf(stderr, "opencudart diff: run %d of 2: %s on %s (%s)\n", k + 1, argv[i],
                k == 0 ? "NVIDIA's runtime" : "opencudart", libs[k]);
        if (run_program(rec, libs[k], files[k], argv + i, &runs[k].status) != 0 ||
            (WIFEXITED(runs[k].status) && WEXITSTATUS(runs[k].status) >= 126) ||
            !read_run(files[k], &runs[k])) {
            fprintf(stderr, "opencudart diff: the run on %s (%s) could not be made\n", who[k],
                    libs[k]);
            rc = TOOL_EXIT_BAD;
        } else if (runs[k].calls == 0) {
            fprintf(stderr,
                    "opencudart diff: the run on %s (%s) recorded no runtime call (a program "
                    "with the static runtime? see `opencudart inspect`)\n",
                    who[k], libs[k]);
            rc = TOOL_EXIT_BAD;
        } else if (!check_used(&runs[k], who[k], libs[k], k == 1, names[k], sizeof names[k]))
            rc = TOOL_EXIT_BAD;
    }
    if (keep == NULL) {
        for (int k = 0; k < 2; k++)
            unlink(files[k]);
        rmdir(dir);
    }
    if (rc != 0)
        return rc;

    struct run *a = &runs[0], *b = &runs[1];
    normalise_run(a);
    normalise_run(b);
    match_threads(a, b);
    size_t compared = 0, divergences = 0, cut = 0;
    bool shown = false;
    FILE *o = stdout;
    printf("opencudart diff: %s\n  nvidia: %s (%s)\n  ours:   %s (%s)\n", argv[i], nvidia, names[0],
           ours, names[1]);
    if (keep != NULL)
        printf("  records: %s/nvidia.jsonl, %s/ours.jsonl\n", keep, keep);
    for (size_t t = 0; t < a->n; t++) {
        struct thread *ta = &a->threads[t];
        struct thread *tb = ta->match >= 0 ? &b->threads[ta->match] : NULL;
        size_t nb = tb != NULL ? tb->n : 0, n = ta->n > nb ? ta->n : nb;
        if (tb != NULL && (ta->cut || tb->cut)) {
            /* Cut by the process's exit in a run: what both made of it before the teardown. */
            size_t ua = ta->cut ? ta->upto : ta->n, ub = tb->cut ? tb->upto : nb;
            n = ua < ub ? ua : ub;
            cut++;
        } else if (tb == NULL && ta->cut) {
            /* Cut, and nothing of it recorded in the other run (its first call had not returned
             * when that process exited): the shorter is empty. */
            n = 0;
            cut++;
        }
        for (size_t c = 0; c < n; c++) {
            if (c < ta->n && c < nb)
                compared++;
            if (c < ta->n && c < nb && same_call(&ta->calls[c], &tb->calls[c]))
                continue;
            divergences++;
            if (!shown) {
                shown = true;
                size_t from = c > (size_t)context ? c - (size_t)context : 0;
                fprintf(o, "first divergence: thread %zu of %zu (call %zu):\n", t + 1, a->n, c + 1);
                show("nvidia", ta, from, c, o);
                show("ours", tb, from, c, o);
            }
        }
    }
    for (size_t t = 0; t < b->n; t++) {
        if (b->threads[t].match >= 0)
            continue;
        if (b->threads[t].cut) { /* as above */
            cut++;
            continue;
        }
        divergences += b->threads[t].n;
        if (!shown) {
            shown = true;
            fprintf(o, "first divergence: a thread only ours has (thread %d):\n",
                    b->threads[t].tid);
            show("ours", &b->threads[t], 0, 0, o);
        }
    }
    char sa_st[32], sb_st[32];
    describe_status(a->status, sa_st, sizeof sa_st);
    describe_status(b->status, sb_st, sizeof sb_st);
    bool status_differs = a->status != b->status;
    if (status_differs)
        fprintf(o, "the program ended differently: %s on nvidia, %s on ours\n", sa_st, sb_st);
    fprintf(o,
            "summary: %zu calls compared on %zu thread(s) (nvidia %zu calls, ours %zu), %zu "
            "divergent; ",
            compared, a->n, a->calls, b->calls, divergences);
    if (cut > 0)
        fprintf(o, "%zu thread(s) cut by the process's exit, compared up to the shorter; ", cut);
    fprintf(o, "program %s%s; %s against %s\n", sa_st,
            status_differs ? " / differs" : " under both", names[0], names[1]);
    fprintf(o, "%s\n", divergences == 0 && !status_differs ? "EQUAL" : "DIFFERENT");
    return divergences == 0 && !status_differs ? 0 : 1;
}
