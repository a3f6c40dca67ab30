/*
 * opencudart run: PROGRAM on opencudart. The library goes first in LD_PRELOAD (so that programs
 * and libraries with their own RPATH'ed runtime, PyTorch's among them, bind to it) and its
 * folder first in LD_LIBRARY_PATH (so that a program that opens libcudart.so.13 by name gets
 * it too); the diagnostics options become the library's variables (with a timeline trace,
 * NVTX_INJECTION64_PATH names the NVTX injection library next to it, libopencudart_nvtx.so, so
 * that the program's NVTX ranges appear on the timeline); then PROGRAM replaces this
 * process, so its exit status (or signal) is the command's.
 */
#include "tool.h"
#include "words.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int tool_run(int argc, char **argv)
{
    static const struct tool_option opts[] = {
        {"trace", 't', TOOL_STRING},
        {"check", 'c', TOOL_STRING},
        {"check-exitcode", 0, TOOL_COUNT},
        {"fault", 0, TOOL_STRING},
    };
    static const char *const variables[] = {"OPENCUDART_TRACE", "OPENCUDART_CHECK",
                                            "OPENCUDART_CHECK_EXITCODE", "OPENCUDART_FAULT"};
    enum { NOPTS = sizeof variables / sizeof variables[0] };
    const char *vals[NOPTS];
    int i = tool_parse("run", opts, NOPTS, true, argc, argv, vals);
    if (i < 0)
        return i == TOOL_PARSE_HELP ? 0 : TOOL_EXIT_BAD;
    if (i >= argc) {
        tool_bad_usage("run", "%s", "no PROGRAM given");
        return TOOL_EXIT_BAD;
    }
    for (int v = 0; v < NOPTS; v++)
        if (vals[v] != NULL && setenv(variables[v], vals[v], 1) != 0) {
            perror("opencudart run: setenv");
            return TOOL_EXIT_BAD;
        }
    char why[PATH_MAX + 64];
    const char *lib = tool_library_path(why, sizeof why);
    if (lib == NULL) {
        fprintf(stderr, "opencudart run: %s\n", why);
        return TOOL_EXIT_BAD;
    }
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", lib);
    char *slash = strrchr(dir, '/');
    if (slash != NULL)
        *slash = '\0';
    if (tool_prepend_env("LD_PRELOAD", lib) != 0 || tool_prepend_env("LD_LIBRARY_PATH", dir) != 0) {
        perror("opencudart run: setenv");
        return TOOL_EXIT_BAD;
    }
    const char *trace = getenv("OPENCUDART_TRACE");
    const char *nvtx = getenv("NVTX_INJECTION64_PATH");
    if (trace != NULL && ocr_has_word(trace, "timeline") && (nvtx == NULL || nvtx[0] == '\0')) {
        char inject[PATH_MAX + 32];
        snprintf(inject, sizeof inject, "%s/libopencudart_nvtx.so", dir);
        if (access(inject, R_OK) == 0 && setenv("NVTX_INJECTION64_PATH", inject, 1) != 0) {
            perror("opencudart run: setenv");
            return TOOL_EXIT_BAD;
        }
    }
    tool_warn_static("run", argv[i]);
    execvp(argv[i], argv + i);
    fprintf(stderr, "opencudart run: cannot run %s: %s\n", argv[i], strerror(errno));
    return 127;
}
