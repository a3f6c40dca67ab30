/*
 * What the subcommands share: the library this installation provides, and
 * the loader variables they set.
 */
#include "tool.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

int tool_prepend_env(const char *name, const char *first)
{
    const char *old = getenv(name);
    if (old == NULL || *old == '\0')
        return setenv(name, first, 1);
    size_t n = strlen(first) + strlen(old) + 2;
    char *v = malloc(n);
    if (v == NULL)
        return -1;
    snprintf(v, n, "%s:%s", first, old);
    int r = setenv(name, v, 1);
    free(v);
    return r;
}

const char *tool_recorder_path(char *why, size_t len)
{
    static char path[PATH_MAX];
    const char *lib = tool_library_path(why, len);
    if (lib == NULL)
        return NULL;
    snprintf(path, sizeof path, "%s", lib);
    char *slash = strrchr(path, '/');
    size_t room = sizeof path - (size_t)(slash != NULL ? slash - path : 0);
    snprintf(slash != NULL ? slash : path, room, "/libopencudart-record.so");
    if (access(path, R_OK) != 0) {
        snprintf(why, len, "no %s", path);
        return NULL;
    }
    return path;
}

/* The file execvp would run for `name`: itself when it has a slash, else the first executable
 * of that name in PATH. */
static bool find_program(const char *name, char *out, size_t len)
{
    if (strchr(name, '/') != NULL) {
        snprintf(out, len, "%s", name);
        return true;
    }
    const char *path = getenv("PATH");
    if (path == NULL)
        path = "/bin:/usr/bin";
    while (*path != '\0') {
        size_t n = strcspn(path, ":");
        int w = snprintf(out, len, "%.*s/%s", (int)n, n > 0 ? path : ".", name);
        if (w > 0 && (size_t)w < len && access(out, X_OK) == 0)
            return true;
        path += n + (path[n] == ':');
    }
    return false;
}

void tool_warn_static(const char *cmd, const char *program)
{
    char path[PATH_MAX], why[256];
    if (find_program(program, path, sizeof path) &&
        tool_file_kind(path, why, sizeof why) == TOOL_KIND_STATIC)
        fprintf(stderr,
                "opencudart %s: warning: %s carries NVIDIA's static runtime (nvcc's default "
                "-cudart static): its calls reach neither opencudart nor the recorder; rebuild "
                "it with `nvcc -cudart shared`\n",
                cmd, program);
}
