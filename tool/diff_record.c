/*
 * opencudart diff: reading a record (the recorder's JSON lines, record/record.c) and normalising
 * each thread's calls with its own table of identities (the rules: diff.c's opening comment).
 */
#include "diff.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* -- reading a record ---------------------------------------------------------------------------
 */

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

bool diff_read_run(const char *path, struct run *r)
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

/* The length of the number at `p` (0 when none). */
static size_t number_at(const char *p)
{
    size_t n = p[0] == '-';
    while (p[n] >= '0' && p[n] <= '9')
        n++;
    return n > (size_t)(p[0] == '-') ? n : 0;
}

/* c->norm from c->args, identities from the thread's table `t` (above), the elapsed time of
 * cudaEventElapsedTime masked, the process id in strings masked (<pid>). The version
 * cudaRuntimeGetVersion reports is each runtime's own (NVIDIA's its release, opencudart the 13.x
 * API level it implements, include/cuda13x.h): it is compared as its major release. */
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
    bool version = strcmp(c->fn, "cudaRuntimeGetVersion") == 0;
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
            size_t vlen = number_at(next + 1);
            if (version && depth == 1 && len == 15 && memcmp(v, "*runtimeVersion", 15) == 0 &&
                vlen > 0 && vlen < 12) {
                long long release = strtoll(next + 1, NULL, 10);
                o += sprintf(o, "\"*runtimeVersion\":\"%lld.x\"", release / 1000);
                p = next + 1 + vlen;
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
void diff_normalise_run(struct run *r)
{
    for (size_t i = 0; i < r->n; i++) {
        struct ids t = {0};
        for (size_t c = 0; c < r->threads[i].n; c++)
            normalise(&r->threads[i].calls[c], &t, r->threads[i].pid);
        ids_free(&t);
    }
}
