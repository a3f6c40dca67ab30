/* The loader's search for a file's libcudart.so.13 (loader.c), for `inspect`. */
#ifndef OCR_TOOL_LOADER_H
#define OCR_TOOL_LOADER_H

#include <stdbool.h>
#include <stdio.h>

/* What a file's dynamic section says about the search. */
struct tool_search {
    const char *rpath;   /* DT_RPATH, NULL when none */
    const char *runpath; /* DT_RUNPATH, NULL when none */
    bool nodeflib;       /* DF_1_NODEFLIB */
    bool shared;         /* the file is a shared library, not a program */
};

/* Prints each place the loader would look in, in its order, and the library it would load. */
void tool_loader_report(FILE *out, const char *file, const struct tool_search *dyn);
/* Whether the library at path is opencudart's. */
bool tool_is_opencudart(const char *path);

#endif /* OCR_TOOL_LOADER_H */
