/*
 * opencudart record: PROGRAM under the recording interposer (libopencudart-record.so, record/),
 * its runtime calls written to a file in the recorder's format (JSON lines or a timeline: the
 * recorder writes either, record/record.c).
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

/* " (the calls went to PATH, opencudart's|NVIDIA's runtime)" from the record's first process:
 * its "(runtime)" line, the first of JSON lines, or its "process_name" event, the first of a
 * timeline (after the line of its head); "" without it. */
static void runtime_of(const char *file, char *out, size_t len)
{
    out[0] = '\0';
    FILE *f = fopen(file, "r");
    char line[PATH_MAX + 256];
    if (f == NULL)
        return;
    bool found = false;
    for (int n = 0; n < 2 && !found && fgets(line, sizeof line, f) != NULL; n++)
        found = strstr(line, "\"fn\":\"(runtime)\"") != NULL ||
                strncmp(line, "{\"name\":\"process_name\"", 22) == 0;
    if (found) {
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
static bool run_recorded(const char *rec, const char *file, const char *format, char **argv,
                         int *st)
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
            setenv("OPENCUDART_RECORD_FORMAT", format, 1) != 0)
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
        if (!run_recorded(rec, outp, format, argv + i, &status))
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
    if (!run_recorded(rec, tmp, format, argv + i, &status)) {
        unlink(tmp);
        return 127;
    }
    char runtime[PATH_MAX + 32];
    runtime_of(tmp, runtime, sizeof runtime);
    if (rename(tmp, outp) != 0) {
        fprintf(stderr, "opencudart record: cannot write %s: %s (the record is lost)\n", outp,
                strerror(errno));
        unlink(tmp);
        return TOOL_EXIT_BAD;
    }
    fprintf(stderr, "opencudart record: wrote %s%s\n", outp, runtime);
    return exit_as(status);
}
