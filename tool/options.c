/*
 * The command's one option parser (getopt_long over a small table per subcommand) and its help,
 * whose one source is tool/help.txt (help_generated.c, the README's section and the man page are
 * generated from it by generators/gen_help.py).
 */
#include "tool.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *tool_help_text(const char *cmd)
{
    for (size_t i = 0; i < tool_help_count; i++)
        if (strcmp(tool_helps[i].name, cmd) == 0)
            return tool_helps[i].text;
    return NULL;
}

void tool_bad_usage(const char *cmd, const char *fmt, const char *what)
{
    fprintf(stderr, "opencudart %s: ", cmd);
    fprintf(stderr, fmt, what);
    fprintf(stderr, " (see `opencudart help %s`)\n", cmd);
}

/* A value of TOOL_COUNT: a decimal integer from 0 to 1,000,000, or -1. */
long tool_count(const char *v)
{
    char *end;
    long n = v != NULL && *v >= '0' && *v <= '9' ? strtol(v, &end, 10) : -1;
    return n >= 0 && n <= 1000000 && *end == '\0' ? n : -1;
}

int tool_parse(const char *cmd, const struct tool_option *opts, size_t n, bool stop, int argc,
               char **argv, const char **vals)
{
    struct option longs[18];
    char shorts[2 + 1 + 1 + 2 * 16 + 1] = "";
    if (n > 16)
        abort();
    strcat(shorts, stop ? "+:h" : ":h");
    for (size_t i = 0; i < n; i++) {
        vals[i] = NULL;
        int has = opts[i].arg == TOOL_FLAG ? no_argument : required_argument;
        longs[i] = (struct option){opts[i].name, has, NULL, 256 + (int)i};
        if (opts[i].short_name != 0) {
            size_t l = strlen(shorts);
            shorts[l] = (char)opts[i].short_name;
            shorts[l + 1] = has == required_argument ? ':' : '\0';
            shorts[l + 2] = '\0';
        }
    }
    longs[n] = (struct option){"help", no_argument, NULL, 'h'};
    longs[n + 1] = (struct option){0};
    opterr = 0;
    optind = 0; /* glibc: start again, argv[0] (the subcommand) skipped */
    int c;
    while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
        const char *given = argv[optind - 1];
        if (c == 'h') {
            fputs(tool_help_text(cmd), stdout);
            return TOOL_PARSE_HELP;
        }
        if (c == ':') {
            tool_bad_usage(cmd, "option '%s' needs a value", given);
            return TOOL_PARSE_BAD;
        }
        if (c == '?') {
            char s[3] = {'-', (char)optopt, '\0'};
            tool_bad_usage(cmd, "unknown option '%s'", optopt != 0 ? s : given);
            return TOOL_PARSE_BAD;
        }
        size_t i = 0;
        while (i < n && (c >= 256 ? (size_t)(c - 256) != i : opts[i].short_name != c))
            i++;
        if (i == n)
            abort();
        vals[i] = opts[i].arg == TOOL_FLAG ? "1" : optarg;
        if (opts[i].arg == TOOL_COUNT && tool_count(optarg) < 0) {
            char what[160];
            snprintf(what, sizeof what, "--%s '%.120s'", opts[i].name, optarg);
            tool_bad_usage(cmd, "%s is not a number: 0 or more", what);
            return TOOL_PARSE_BAD;
        }
    }
    return optind;
}
