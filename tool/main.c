/*
 * opencudart: the command's entry point. `opencudart COMMAND ...` runs the subcommand;
 * `help [COMMAND]`, -h and --help print the help (tool/help.txt), -V and --version the version.
 */
#include "tool.h"

#include "ocr_version.h"

#include <stdio.h>
#include <string.h>

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
} commands[] = {
    {"run", tool_run},   {"record", tool_record},   {"diff", tool_diff},
    {"info", tool_info}, {"inspect", tool_inspect},
};

int main(int argc, char **argv)
{
    const char *cmd = argc > 1 ? argv[1] : NULL;
    if (cmd == NULL) {
        fputs(tool_help_text("opencudart"), stderr);
        return TOOL_EXIT_BAD;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(cmd, commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        const char *about = argc > 2 ? argv[2] : "opencudart";
        const char *text = tool_help_text(about);
        if (text == NULL || argc > 3) {
            tool_bad_usage("help", "no command '%s'", argc > 3 ? argv[3] : about);
            return TOOL_EXIT_BAD;
        }
        fputs(text, stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "-V") == 0) {
        printf("opencudart %s (%s)\n", OCR_VERSION, OCR_COMMIT);
        return 0;
    }
    fprintf(stderr, "opencudart: unknown command '%s' (see `opencudart help`)\n", cmd);
    return TOOL_EXIT_BAD;
}
