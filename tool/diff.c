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
#include "diff.h"
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

/* Empties `path` (the recorder appends). */
static bool truncate_file(const char *path)
{
    FILE *f = fopen(path, "w");
    if (f == NULL)
        return false;
    fclose(f);
    return true;
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
    static const struct tool_option opts[] = {
        {"context", 'C', TOOL_COUNT},
        {"nvidia", 0, TOOL_STRING},
        {"ours", 0, TOOL_STRING},
        {"keep", 'k', TOOL_STRING},
    };
    const char *vals[4];
    int i = tool_parse("diff", opts, 4, true, argc, argv, vals);
    if (i < 0)
        return i == TOOL_PARSE_HELP ? 0 : TOOL_EXIT_BAD;
    if (i >= argc) {
        tool_bad_usage("diff", "%s", "no PROGRAM given");
        return TOOL_EXIT_BAD;
    }
    long context = vals[0] != NULL ? tool_count(vals[0]) : 5;
    const char *nvidia = vals[1], *ours = vals[2], *keep = vals[3];
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
            !diff_read_run(files[k], &runs[k])) {
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
    diff_normalise_run(a);
    diff_normalise_run(b);
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
