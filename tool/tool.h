/*
 * The opencudart command: `run` (a program on opencudart), `info` (this library, the driver and
 * its devices), `inspect` (what an ELF file needs of the runtime and what device code it carries),
 * `record` (a program's runtime calls) and `diff` (a program on NVIDIA's runtime and on ours,
 * call by call: diff.c, the records read and normalised by diff_record.c). options.c parses
 * every subcommand's options and holds the help, generated from help.txt (help_generated.c).
 * A program of its own, not part of the library: it may use libelf, liblz4, libzstd and the C++
 * library's demangler. Exit statuses: 0 fine, 1 no driver or device (info), an image no device
 * can run (inspect), 2 bad usage or a file that cannot be read as asked.
 */
#ifndef OCR_TOOL_H
#define OCR_TOOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define TOOL_EXIT_BAD 2

int tool_run(int argc, char **argv);
int tool_info(int argc, char **argv);
int tool_inspect(int argc, char **argv);
int tool_record(int argc, char **argv); /* record.c */
int tool_diff(int argc, char **argv);   /* diff.c */

/* -- options and help (options.c) --------------------------------------------------------------
 */
/* The help of each command, generated from tool/help.txt (help_generated.c): "opencudart" is the
 * command's own. */
struct tool_help {
    const char *name, *summary, *text;
};
extern const struct tool_help tool_helps[];
extern const size_t tool_help_count;
/* The help text of `cmd`, NULL for no such command. */
const char *tool_help_text(const char *cmd);

/* An option of a subcommand: --name (and -short_name when not 0), with a value or not. */
struct tool_option {
    const char *name;
    int short_name;
    enum { TOOL_FLAG, TOOL_STRING, TOOL_COUNT /* a number, 0 or more */ } arg;
};
#define TOOL_PARSE_HELP (-1)
#define TOOL_PARSE_BAD (-2)
/* Parses the options of `opencudart CMD` in argv[1..] (argv[0] is CMD) against `opts` (at most
 * 16): --name VALUE, --name=VALUE, -s VALUE, -sVALUE; `--` ends them; -h or --help anywhere among
 * them prints CMD's help. vals[i] is the value of opts[i] ("1" for a flag), NULL when not given.
 * `stop`: options end at the first operand (PROGRAM: what follows is its own); else operands
 * and options may mix (moved after the options). Returns the index of the first operand (argc:
 * none), TOOL_PARSE_HELP (help printed: exit 0) or TOOL_PARSE_BAD (one line on stderr: exit
 * 2). */
int tool_parse(const char *cmd, const struct tool_option *opts, size_t n, bool stop, int argc,
               char **argv, const char **vals);
/* A TOOL_COUNT value as a number (tool_parse has checked it). */
long tool_count(const char *v);
/* One line on stderr: "opencudart CMD: " `fmt` (with one %s, `what`) and where help is. */
void tool_bad_usage(const char *cmd, const char *fmt, const char *what);

/* The libcudart.so.13 of this installation (or build tree): next to the command's own folder, in
 * the library folder (lib/ or the configured one). NULL when there is none; `why` says what was
 * looked for. */
const char *tool_library_path(char *why, size_t len);
/* The recording interposer next to that library, libopencudart-record.so (NULL as above). */
const char *tool_recorder_path(char *why, size_t len);
/* One line on stderr when PROGRAM (found as execvp finds it) carries NVIDIA's static runtime:
 * `opencudart CMD` cannot reach its calls. */
void tool_warn_static(const char *cmd, const char *program);
/* Sets the colon-separated list `name` (LD_PRELOAD, LD_LIBRARY_PATH) to `first` followed by its
 * old value; 0, or -1 with errno. */
int tool_prepend_env(const char *name, const char *first);

/* -- the driver (driver.c): dlopen libcuda.so.1 ------------------------------------------------ */
struct tool_device {
    char name[256];
    int major, minor;
    size_t memory;
    char pci[32]; /* "0000:19:00.0" */
};
struct tool_driver {
    int version; /* 13000 for 13.0 */
    int count;
    struct tool_device devices[64];
};
/* Loads the driver and lists its devices. false with one line in `why` when there is no driver,
 * it fails to initialise or sees no device. */
bool tool_driver_devices(struct tool_driver *out, char *why, size_t len);

/* -- reading files (inspect.c) ------------------------------------------------------------------
 */
/* Inspects `len` bytes read from `path` (the loader's search uses the path's folder for $ORIGIN);
 * writes the report to `out`. `drv` (NULL: no driver) decides the per-device verdicts. Returns
 * the exit status for this file. Any bytes: the fuzz test calls it with mutated files. */
int tool_inspect_bytes(const char *path, const unsigned char *data, size_t len,
                       const struct tool_driver *drv, FILE *out);

/* What an ELF file is to the CUDA runtime (inspect.c reads it, never blocking: a FIFO or a device
 * is refused). */
enum tool_kind {
    TOOL_KIND_UNREADABLE,     /* not a regular file, not ELF, damaged: `why` says */
    TOOL_KIND_RUNTIME_OURS,   /* libcudart.so.13 exporting opencudartGetVersion */
    TOOL_KIND_RUNTIME_NVIDIA, /* libcudart.so.13 without it */
    TOOL_KIND_RUNTIME_OTHER,  /* a libcudart.so.N of another version */
    TOOL_KIND_RECORDER,       /* libopencudart-record.so */
    TOOL_KIND_DYNAMIC,        /* uses a libcudart.so.13 the loader finds */
    TOOL_KIND_STATIC,         /* carries NVIDIA's static runtime */
    TOOL_KIND_OTHER_CUDART,   /* needs another version's libcudart.so.N */
    TOOL_KIND_NO_RUNTIME,     /* does not use the CUDA runtime */
};
/* The kind of the file at `path`; `why` gets the reason (TOOL_KIND_UNREADABLE) or the SONAME. */
enum tool_kind tool_file_kind(const char *path, char *why, size_t len);

#endif /* OCR_TOOL_H */
