/*
 * opencudart: the command's entry point, its help and the library it runs programs on.
 */
#include "tool.h"

#include "ocr_version.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char usage[] =
    "usage: opencudart COMMAND [OPTIONS] [ARGS]\n"
    "\n"
    "  run [--trace=WORDS] [--check=WORDS] [--fault=RULES] -- PROGRAM [ARGS]\n"
    "                 run PROGRAM on opencudart (LD_PRELOAD and LD_LIBRARY_PATH)\n"
    "  info           this library's version, the driver and every device\n"
    "  inspect FILE...\n"
    "                 what FILE needs of the CUDA runtime, which libcudart.so.13 it would\n"
    "                 load, and the device code it carries\n"
    "  --version      the version and commit of this build\n"
    "\n"
    "Each command has --help.\n";

bool tool_wants_help(int argc, char **argv)
{
    return argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0);
}

const char *tool_library_path(char *why, size_t len)
{
    static char path[PATH_MAX];
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        snprintf(why, len, "cannot read /proc/self/exe");
        return NULL;
    }
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash != NULL)
        *slash = '\0';
    /* The installed layout (bin/ -> the configured library folder), then the build tree's. */
    const char *rel[] = {OCR_TOOL_LIBDIR_FROM_BINDIR, "../lib"};
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
        int w = snprintf(path, sizeof path, "%s/%s/libcudart.so.13", exe, rel[i]);
        char real[PATH_MAX];
        if (w > 0 && (size_t)w < sizeof path && access(path, R_OK) == 0 &&
            realpath(path, real) != NULL) {
            snprintf(path, sizeof path, "%s", real);
            return path;
        }
    }
    snprintf(why, len, "no libcudart.so.13 in %s/%s (nor %s/../lib)", exe,
             OCR_TOOL_LIBDIR_FROM_BINDIR, exe);
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs(usage, stderr);
        return TOOL_EXIT_BAD;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "run") == 0)
        return tool_run(argc - 1, argv + 1);
    if (strcmp(cmd, "info") == 0)
        return tool_info(argc - 1, argv + 1);
    if (strcmp(cmd, "inspect") == 0)
        return tool_inspect(argc - 1, argv + 1);
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        fputs(usage, stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0) {
        printf("opencudart %s (%s)\n", OCR_VERSION, OCR_COMMIT);
        return 0;
    }
    fprintf(stderr, "opencudart: unknown command '%s'\n\n%s", cmd, usage);
    return TOOL_EXIT_BAD;
}
