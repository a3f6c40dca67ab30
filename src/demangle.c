/*
 * A kernel's name demangled with the C++ runtime's demangler when the process has one (looked
 * up once, never linked: a C program has none and keeps the mangled name). The core's, since the
 * trace's launch lines (src/trace.c) and the decoder's captures (calls/decode.c, also compiled into
 * the recorder) both name kernels.
 */
#include "demangle.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

/* After a glibc header (it tests __GLIBC__): dlsym at the library's baseline version. */
#include "glibc_baseline.h"

typedef char *(*demangle_fn)(const char *mangled, char *buf, size_t *len, int *status);

void ocr_demangle_str(const char *name, char *buf, size_t buflen)
{
    static demangle_fn demangle;
    static int looked;
    if (!__atomic_load_n(&looked, __ATOMIC_ACQUIRE)) {
        __atomic_store_n(&demangle, (demangle_fn)dlsym(RTLD_DEFAULT, "__cxa_demangle"),
                         __ATOMIC_RELAXED);
        __atomic_store_n(&looked, 1, __ATOMIC_RELEASE);
    }
    demangle_fn d = __atomic_load_n(&demangle, __ATOMIC_RELAXED);
    int status = -1;
    char *plain = d != NULL ? d(name, NULL, NULL, &status) : NULL;
    snprintf(buf, buflen, "%s", plain != NULL && status == 0 ? plain : name);
    free(plain);
}
