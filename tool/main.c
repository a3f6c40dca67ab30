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
    "  record [--out FILE] [--format=json|timeline] -- PROGRAM [ARGS]\n"
    "                 every runtime call PROGRAM makes, with its arguments and results\n"
    "  diff [--context N] [--nvidia PATH] [--ours PATH] -- PROGRAM [ARGS]\n"
    "                 PROGRAM on NVIDIA's runtime and on opencudart, compared call by call\n"
    "  info           this library's version, the driver and every device\n"
    "  inspect FILE...\n"
    "                 what FILE needs of the CUDA runtime, which libcudart.so.13 it would\n"
    "                 load, and the device code it carries\n"
    "  --version      the version and commit of this build\n"
    "\n"
    "Each command has --help.\n";

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs(usage, stderr);
        return TOOL_EXIT_BAD;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "run") == 0)
        return tool_run(argc - 1, argv + 1);
    if (strcmp(cmd, "record") == 0)
        return tool_record(argc - 1, argv + 1);
    if (strcmp(cmd, "diff") == 0)
        return tool_diff(argc - 1, argv + 1);
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
