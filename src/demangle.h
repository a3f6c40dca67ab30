/* Kernel names demangled (src/demangle.c). */
#ifndef OCR_DEMANGLE_H
#define OCR_DEMANGLE_H

#include <stddef.h>

#pragma GCC visibility push(hidden)

/* Demangles the NUL-terminated `name` into buf (the C++ runtime's demangler when the process has
 * one; else the name as it is). */
void ocr_demangle_str(const char *name, char *buf, size_t buflen);

#pragma GCC visibility pop

#endif
