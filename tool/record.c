/*
 * opencudart record: PROGRAM under the recording interposer (libopencudart-record.so, record/),
 * its runtime calls written to a file (the recorder's JSON lines or a timeline).
 */
#include "tool.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* The recorder's JSON lines in `in` as a timeline in `out`: the object form of the Chrome Trace
 * Event Format that OPENCUDART_TRACE=timeline writes (calls/timeline.c): {"traceEvents":[ the
 * processes' and threads' names, one complete event ("ph":"X", microseconds) a call with the
 * decoded arguments under "args" (the record's seq first) ],"displayTimeUnit":"ns",
 * "otherData":{..}}. The marks are left out; the "(runtime)" line goes to otherData. Returns the
 * number of calls, or -1 on a write error. */
static long write_timeline(FILE *in, FILE *out, const char *program)
{
    char *line = NULL, *runtime = NULL;
    size_t cap = 0;
    long calls = 0;
    int pids[64], npids = 0;
    struct {
        int pid, tid;
    } threads[256];
    int nthreads = 0;
    const char *slash = strrchr(program, '/');
    char name[128]; /* the program's name, as a JSON string's content */
    snprintf(name, sizeof name, "%s", slash != NULL ? slash + 1 : program);
    for (char *c = name; *c != '\0'; c++)
        if (*c == '"' || *c == '\\' || (unsigned char)*c < 0x20)
            *c = '?';
    fputs("{\"traceEvents\":[", out);
    bool first = true;
    while (getline(&line, &cap, in) > 0) {
        unsigned long long seq, t, dur;
        int pid, tid, off = 0;
        if (sscanf(line, "{\"seq\":%llu,\"pid\":%d,\"tid\":%d,\"t\":%llu,\"dur\":%llu,\"fn\":\"%n",
                   &seq, &pid, &tid, &t, &dur, &off) != 5 ||
            off == 0)
            continue;
        char *fn = line + off, *q = strchr(fn, '"');
        if (q == NULL || strncmp(q, "\",\"args\":{", 10) != 0)
            continue;
        *q = '\0';
        char *args = q + 10;
        args[strcspn(args, "\n")] = '\0';
        if (strcmp(fn, "(runtime)") == 0) {
            if (runtime == NULL && strlen(args) >= 2)
                runtime = strndup(args, strlen(args) - 2); /* without its "}}" */
            continue;
        }
        if (fn[0] == '(') /* a mark */
            continue;
        int p = 0, k = 0;
        while (p < npids && pids[p] != pid)
            p++;
        if (p == npids && npids < 64) {
            pids[npids++] = pid;
            fprintf(out,
                    "%s\n{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":0,\"args\":"
                    "{\"name\":\"%s\"}}",
                    first ? "" : ",", pid, name);
            first = false;
        }
        while (k < nthreads && (threads[k].pid != pid || threads[k].tid != tid))
            k++;
        if (k == nthreads && nthreads < 256) {
            threads[nthreads].pid = pid, threads[nthreads++].tid = tid;
            fprintf(out,
                    "%s\n{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,\"args\":"
                    "{\"name\":\"%s (thread %d)\"}}",
                    first ? "" : ",", pid, tid, tid == pid ? "main" : "thread", tid);
            first = false;
        }
        fprintf(out,
                "%s\n{\"name\":\"%s\",\"cat\":\"api\",\"ph\":\"X\",\"pid\":%d,\"tid\":%d,\"ts\":"
                "%.3f,\"dur\":%.3f,\"args\":{\"seq\":%llu%s%s",
                first ? "" : ",", fn, pid, tid, (double)t / 1e3, (double)dur / 1e3, seq,
                args[0] != '}' ? "," : "", args);
        first = false;
        calls++;
    }
    fprintf(out,
            "\n],\"displayTimeUnit\":\"ns\",\"otherData\":{\"recorder\":\"opencudart record\","
            "\"runtime\":%s%s%s}}\n",
            runtime != NULL ? "{" : "", runtime != NULL ? runtime : "null",
            runtime != NULL ? "}" : "");
    free(line);
    free(runtime);
    return ferror(out) || fflush(out) != 0 ? -1 : calls;
}

/* " (the calls went to PATH, opencudart's|NVIDIA's runtime)" from the record's first line (the
 * recorder's "(runtime)" line), "" without it. */
static void runtime_of(const char *file, char *out, size_t len)
{
    out[0] = '\0';
    FILE *f = fopen(file, "r");
    char line[PATH_MAX + 256];
    if (f == NULL)
        return;
    if (fgets(line, sizeof line, f) != NULL && strstr(line, "\"fn\":\"(runtime)\"") != NULL) {
        const char *p = strstr(line, "\"path\":\"");
        bool ours = strstr(line, "\"runtime\":\"opencudart\"") != NULL;
        if (p != NULL)
            snprintf(out, len, " (the calls went to %.*s, %s runtime)", (int)strcspn(p + 8, "\""),
                     p + 8, ours ? "opencudart's" : "NVIDIA's");
    }
    fclose(f);
}

/* Exits as PROGRAM did: its status, or its signal (raised again on the command). */
static int exit_as(int st)
{
    if (WIFSIGNALED(st)) {
        signal(WTERMSIG(st), SIG_DFL);
        raise(WTERMSIG(st));
        return 128 + WTERMSIG(st);
    }
    return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
}

/* Runs PROGRAM with the recorder writing to `file`; its wait status in `*st`. 127 in `*st`'s
 * place (and the reason on stderr) when it could not be started: a close-on-exec pipe carries
 * exec's errno back. The command ignores SIGINT and SIGQUIT meanwhile, as a shell waiting for a
 * job does, so that an interrupted program's record is still kept. */
static bool run_recorded(const char *rec, const char *file, char **argv, int *st)
{
    int pfd[2];
    if (pipe2(pfd, O_CLOEXEC) != 0)
        return false;
    void (*old_int)(int) = signal(SIGINT, SIG_IGN), (*old_quit)(int) = signal(SIGQUIT, SIG_IGN);
    pid_t p = fork();
    if (p == 0) {
        signal(SIGINT, old_int);
        signal(SIGQUIT, old_quit);
        close(pfd[0]);
        int e = 0;
        if (tool_prepend_env("LD_PRELOAD", rec) != 0 ||
            setenv("OPENCUDART_RECORD_FILE", file, 1) != 0 ||
            setenv("OPENCUDART_RECORD_FORMAT", "json", 1) != 0)
            e = errno;
        else {
            execvp(argv[0], argv);
            e = errno;
        }
        ssize_t w = write(pfd[1], &e, sizeof e);
        (void)w;
        _exit(127);
    }
    close(pfd[1]);
    int e = 0;
    bool started = p > 0 && read(pfd[0], &e, sizeof e) != (ssize_t)sizeof e;
    close(pfd[0]);
    while (p > 0 && waitpid(p, st, 0) < 0 && errno == EINTR)
        ;
    signal(SIGINT, old_int);
    signal(SIGQUIT, old_quit);
    if (!started)
        fprintf(stderr, "opencudart record: cannot run %s: %s\n", argv[0],
                strerror(p < 0 ? errno : e));
    return started;
}

int tool_record(int argc, char **argv)
{
    static const struct tool_option opts[] = {
        {"out", 'o', TOOL_STRING},
        {"format", 0, TOOL_STRING},
        {"force", 'f', TOOL_FLAG},
    };
    const char *vals[3];
    int i = tool_parse("record", opts, 3, true, argc, argv, vals);
    if (i < 0)
        return i == TOOL_PARSE_HELP ? 0 : TOOL_EXIT_BAD;
    const char *outp = vals[0], *format = vals[1] != NULL ? vals[1] : "json";
    bool force = vals[2] != NULL;
    bool timeline = strcmp(format, "timeline") == 0;
    if (!timeline && strcmp(format, "json") != 0) {
        tool_bad_usage("record", "--format '%s': json or timeline", format);
        return TOOL_EXIT_BAD;
    }
    if (outp == NULL)
        outp = timeline ? "opencudart-record.json" : "opencudart-record.jsonl";
    if (i >= argc) {
        tool_bad_usage("record", "%s", "no PROGRAM given");
        return TOOL_EXIT_BAD;
    }
    bool per_process = strstr(outp, "%p") != NULL;
    if (per_process && timeline) {
        fprintf(stderr, "opencudart record: a timeline is one file: --out without %%p\n");
        return TOOL_EXIT_BAD;
    }
    char why[PATH_MAX + 64];
    const char *rec = tool_recorder_path(why, sizeof why);
    if (rec == NULL) {
        fprintf(stderr, "opencudart record: %s\n", why);
        return TOOL_EXIT_BAD;
    }
    struct stat st;
    if (!per_process && lstat(outp, &st) == 0) {
        if (!S_ISREG(st.st_mode)) {
            fprintf(stderr, "opencudart record: %s exists and is not a regular file\n", outp);
            return TOOL_EXIT_BAD;
        }
        if (!force) {
            fprintf(stderr, "opencudart record: %s exists (--force overwrites it)\n", outp);
            return TOOL_EXIT_BAD;
        }
    }
    tool_warn_static("record", argv[i]);
    if (per_process) { /* each process its file, named by the recorder */
        int status;
        if (!run_recorded(rec, outp, argv + i, &status))
            return 127;
        fprintf(stderr, "opencudart record: wrote %s (%%p: each process's id)\n", outp);
        return exit_as(status);
    }
    /* The record goes to a new file beside FILE, renamed over it at the end: FILE is not touched
     * before the program has run. */
    char tmp[PATH_MAX];
    if (snprintf(tmp, sizeof tmp, "%s.tmp.XXXXXX", outp) >= (int)sizeof tmp) {
        fprintf(stderr, "opencudart record: %s: name too long\n", outp);
        return TOOL_EXIT_BAD;
    }
    int fd = mkstemp(tmp);
    mode_t mask = umask(0);
    umask(mask);
    if (fd < 0 || fchmod(fd, 0666 & ~mask) != 0) {
        fprintf(stderr, "opencudart record: cannot write beside %s: %s\n", outp, strerror(errno));
        if (fd >= 0)
            unlink(tmp), close(fd);
        return TOOL_EXIT_BAD;
    }
    close(fd);
    int status;
    if (!run_recorded(rec, tmp, argv + i, &status)) {
        unlink(tmp);
        return 127;
    }
    long calls = 0;
    bool ok = true;
    char runtime[PATH_MAX + 32];
    runtime_of(tmp, runtime, sizeof runtime);
    if (timeline) {
        char json[PATH_MAX + 8];
        snprintf(json, sizeof json, "%s.json", tmp);
        FILE *in = fopen(tmp, "r"), *out = fopen(json, "w");
        ok = in != NULL && out != NULL && (calls = write_timeline(in, out, argv[i])) >= 0;
        if (out != NULL && fclose(out) != 0)
            ok = false;
        if (in != NULL)
            fclose(in);
        ok = ok && rename(json, outp) == 0;
        if (!ok)
            unlink(json);
        unlink(tmp);
    } else {
        ok = rename(tmp, outp) == 0;
    }
    if (!ok) {
        fprintf(stderr, "opencudart record: cannot write %s: %s (the record is lost)\n", outp,
                strerror(errno));
        unlink(tmp);
        return TOOL_EXIT_BAD;
    }
    fprintf(stderr, "opencudart record: wrote %s%s\n", outp, runtime);
    return exit_as(status);
}
