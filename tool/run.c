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

static const char help[] =
    "usage: opencudart run [--trace=WORDS] [--check=WORDS] [--check-exitcode=N] [--fault=RULES]\n"
    "                      [--] PROGRAM [ARGS]\n"
    "\n"
    "Runs PROGRAM on opencudart: LD_PRELOAD and LD_LIBRARY_PATH name this installation's\n"
    "libcudart.so.13 (ahead of what they held), and\n"
    "  --trace=WORDS   sets OPENCUDART_TRACE   (1, calls, stats, sync, timeline: see the\n"
    "                  README); with timeline, NVTX_INJECTION64_PATH (unless set) names\n"
    "                  libopencudart_nvtx.so, so that NVTX ranges appear on the timeline\n"
    "  --check=WORDS   sets OPENCUDART_CHECK\n"
    "  --check-exitcode=N  sets OPENCUDART_CHECK_EXITCODE: the program exits with N when\n"
    "                  the checks found a leak or a misuse\n"
    "  --fault=RULES   sets OPENCUDART_FAULT\n"
    "(the library reads each variable where it supports it; run only sets them).\n"
    "Exits with PROGRAM's status; 127 when PROGRAM cannot be run, 2 on bad usage.\n";

int tool_run(int argc, char **argv)
{
    if (tool_wants_help(argc, argv)) {
        fputs(help, stdout);
        return 0;
    }
    static const struct {
        const char *option, *variable;
    } vars[] = {
        {"--trace=", "OPENCUDART_TRACE"},
        {"--check=", "OPENCUDART_CHECK"},
        {"--check-exitcode=", "OPENCUDART_CHECK_EXITCODE"},
        {"--fault=", "OPENCUDART_FAULT"},
    };
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            i++;
            break;
        }
        if (a[0] != '-')
            break;
        size_t v = 0;
        for (; v < sizeof vars / sizeof vars[0]; v++)
            if (strncmp(a, vars[v].option, strlen(vars[v].option)) == 0)
                break;
        if (v == sizeof vars / sizeof vars[0]) {
            fprintf(stderr, "opencudart run: unknown option '%s'\n\n%s", a, help);
            return TOOL_EXIT_BAD;
        }
        if (setenv(vars[v].variable, a + strlen(vars[v].option), 1) != 0) {
            perror("opencudart run: setenv");
            return TOOL_EXIT_BAD;
        }
    }
    if (i >= argc) {
        fprintf(stderr, "opencudart run: no PROGRAM given\n\n%s", help);
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
    execvp(argv[i], argv + i);
    fprintf(stderr, "opencudart run: cannot run %s: %s\n", argv[i], strerror(errno));
    return 127;
}
