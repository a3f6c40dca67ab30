/*
 * opencudart record: PROGRAM under the recording interposer (libopencudart-record.so, record/),
 * its runtime calls written to a file (the recorder's JSON lines or a timeline).
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

static const char record_help[] =
    "usage: opencudart record [--out FILE] [--format=json|timeline] [--] PROGRAM [ARGS]\n"
    "\n"
    "Runs PROGRAM under the recording interposer (libopencudart-record.so first in LD_PRELOAD)\n"
    "on the libcudart.so.13 the loader picks for it (NVIDIA's or ours: `opencudart inspect`\n"
    "says which) and writes every runtime call it makes to FILE (default opencudart-record.jsonl;\n"
    "%p in the name is the process id): entry point, process, thread, times, the decoded\n"
    "arguments, what the call wrote through its outputs, its result. --format=timeline writes\n"
    "the Chrome Trace Event Format, which ui.perfetto.dev opens. Exits with PROGRAM's status.\n";

/* Empties `path` (the recorder appends). */
static bool truncate_file(const char *path)
{
    FILE *f = fopen(path, "w");
    if (f == NULL)
        return false;
    fclose(f);
    return true;
}

int tool_record(int argc, char **argv)
{
    if (tool_wants_help(argc, argv)) {
        fputs(record_help, stdout);
        return 0;
    }
    const char *outp = "opencudart-record.jsonl", *format = "json";
    int i = 1;
    for (; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        }
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
            outp = argv[++i];
        else if (strncmp(argv[i], "--out=", 6) == 0)
            outp = argv[i] + 6;
        else if (strncmp(argv[i], "--format=", 9) == 0)
            format = argv[i] + 9;
        else if (argv[i][0] == '-') {
            fprintf(stderr, "opencudart record: unknown option '%s'\n\n%s", argv[i], record_help);
            return TOOL_EXIT_BAD;
        } else
            break;
    }
    if (strcmp(format, "json") != 0 && strcmp(format, "timeline") != 0) {
        fprintf(stderr, "opencudart record: --format is json or timeline\n");
        return TOOL_EXIT_BAD;
    }
    if (i >= argc) {
        fprintf(stderr, "opencudart record: no PROGRAM given\n\n%s", record_help);
        return TOOL_EXIT_BAD;
    }
    char why[PATH_MAX + 64];
    const char *rec = tool_recorder_path(why, sizeof why);
    if (rec == NULL) {
        fprintf(stderr, "opencudart record: %s\n", why);
        return TOOL_EXIT_BAD;
    }
    if (strstr(outp, "%p") == NULL && !truncate_file(outp)) {
        fprintf(stderr, "opencudart record: cannot write %s: %s\n", outp, strerror(errno));
        return TOOL_EXIT_BAD;
    }
    if (tool_prepend_env("LD_PRELOAD", rec) != 0 ||
        setenv("OPENCUDART_RECORD_FILE", outp, 1) != 0 ||
        setenv("OPENCUDART_RECORD_FORMAT", format, 1) != 0) {
        perror("opencudart record: setenv");
        return TOOL_EXIT_BAD;
    }
    execvp(argv[i], argv + i);
    fprintf(stderr, "opencudart record: cannot run %s: %s\n", argv[i], strerror(errno));
    return 127;
}
