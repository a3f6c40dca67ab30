/*
 * Which libcudart.so.13 the dynamic loader would load for a file now, in glibc's order for a
 * dependency the file names itself: a preloaded library with that name (LD_PRELOAD) first, then
 * the file's DT_RPATH (only when it has no DT_RUNPATH), LD_LIBRARY_PATH, its DT_RUNPATH, the
 * loader cache (`ldconfig -p`, the cache's own reader) and the default folders, the last two
 * skipped for -z nodeflib. $ORIGIN is the file's folder. A candidate counts when it is a
 * readable x86-64 ELF file, as the loader skips others.
 */
#include "loader.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Whether `path` holds a 64-bit x86-64 ELF file the loader would take. */
static bool loadable(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return false;
    unsigned char h[20];
    bool ok = fread(h, 1, sizeof h, f) == sizeof h && memcmp(h, "\177ELF", 4) == 0 && h[4] == 2 &&
              h[18] == 62 && h[19] == 0;
    fclose(f);
    return ok;
}

bool tool_is_opencudart(const char *path)
{
    /* The last answer is kept: the fuzz test asks about the same library for every input. */
    static char last[PATH_MAX];
    static bool last_answer;
    if (last[0] != '\0' && strcmp(last, path) == 0)
        return last_answer;
    snprintf(last, sizeof last, "%s", path);
    last_answer = false;
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return false;
    /* Our library's messages begin "opencudart: "; NVIDIA's has no such string. */
    static const char mark[] = "opencudart: ";
    char buf[1 << 16];
    size_t keep = 0, got;
    bool found = false;
    while (!found && (got = fread(buf + keep, 1, sizeof buf - keep, f)) > 0) {
        size_t n = keep + got;
        for (size_t i = 0; i + sizeof mark - 1 <= n && !found; i++)
            found = memcmp(buf + i, mark, sizeof mark - 1) == 0;
        keep = n < sizeof mark ? n : sizeof mark - 1;
        memmove(buf, buf + n - keep, keep);
    }
    fclose(f);
    last_answer = found;
    return found;
}

/* The loader cache's entry for `name` (x86-64), read once per process. */
static const char *cache_lookup(const char *name)
{
    static char found[PATH_MAX];
    static char looked_for[256];
    static bool done;
    if (done && strcmp(looked_for, name) == 0)
        return found[0] ? found : NULL;
    done = true;
    snprintf(looked_for, sizeof looked_for, "%s", name);
    found[0] = '\0';
    const char *ldconfig = access("/sbin/ldconfig", X_OK) == 0       ? "/sbin/ldconfig"
                           : access("/usr/sbin/ldconfig", X_OK) == 0 ? "/usr/sbin/ldconfig"
                                                                     : "ldconfig";
    char cmd[64];
    snprintf(cmd, sizeof cmd, "%s -p 2>/dev/null", ldconfig);
    FILE *p = popen(cmd, "r");
    if (p == NULL)
        return NULL;
    char line[PATH_MAX + 256];
    size_t len = strlen(name);
    while (fgets(line, sizeof line, p) != NULL) {
        const char *s = line + strspn(line, " \t");
        const char *arrow = strstr(s, " => ");
        if (strncmp(s, name, len) != 0 || s[len] != ' ' || arrow == NULL ||
            strstr(s, "x86-64") == NULL || found[0] != '\0')
            continue;
        snprintf(found, sizeof found, "%s", arrow + 4);
        found[strcspn(found, "\n")] = '\0';
    }
    pclose(p);
    return found[0] ? found : NULL;
}

/* Expands $ORIGIN and ${ORIGIN} of one search folder; false when it names something else the
 * command does not expand ($LIB, $PLATFORM). */
static bool expand(const char *dir, size_t len, const char *origin, char *out, size_t size)
{
    size_t o = 0;
    for (size_t i = 0; i < len && o + 1 < size;) {
        if (dir[i] == '$') {
            size_t skip = strncmp(dir + i, "$ORIGIN", 7) == 0     ? 7
                          : strncmp(dir + i, "${ORIGIN}", 9) == 0 ? 9
                                                                  : 0;
            if (skip == 0 || i + skip > len)
                return false;
            int w = snprintf(out + o, size - o, "%s", origin);
            if (w < 0 || (size_t)w >= size - o)
                return false;
            o += (size_t)w;
            i += skip;
        } else {
            out[o++] = dir[i++];
        }
    }
    out[o] = '\0';
    return true;
}

/* Tries each folder of the colon-separated `list`; prints what it tried. */
static const char *search(FILE *out, const char *what, const char *list, const char *name,
                          const char *origin)
{
    static char path[PATH_MAX];
    int tried = 0;
    for (const char *s = list; s != NULL && *s != '\0' && tried < 64;) {
        size_t len = strcspn(s, ":;");
        char dir[PATH_MAX];
        tried++;
        if (len == 0) {
            snprintf(dir, sizeof dir, ".");
        } else if (!expand(s, len, origin, dir, sizeof dir)) {
            fprintf(out, "    %s: %.*s: not expanded here, skipped\n", what, (int)len, s);
            s += len + (s[len] != '\0');
            continue;
        }
        int w = snprintf(path, sizeof path, "%s/%s", dir, name);
        bool ok = w > 0 && (size_t)w < sizeof path && loadable(path);
        fprintf(out, "    %s: %s%s\n", what, path, ok ? "" : " (none)");
        if (ok)
            return path;
        s += len + (s[len] != '\0');
    }
    return NULL;
}

static void print_choice(FILE *out, const char *path, const char *why)
{
    char real[PATH_MAX];
    const char *shown = realpath(path, real) != NULL ? real : path;
    fprintf(out, "  loads: %s (%s), %s\n", shown, why,
            tool_is_opencudart(path) ? "opencudart"
                                     : "not opencudart (NVIDIA's runtime or another)");
}

void tool_loader_report(FILE *out, const char *file, const struct tool_search *dyn)
{
    const char *name = "libcudart.so.13";
    char origin[PATH_MAX];
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", file);
    char *slash = strrchr(dir, '/');
    if (slash == NULL)
        snprintf(dir, sizeof dir, ".");
    else if (slash == dir)
        dir[1] = '\0';
    else
        *slash = '\0';
    if (realpath(dir, origin) == NULL)
        snprintf(origin, sizeof origin, "%s", dir);

    fprintf(out, "  loader search for %s%s:\n", name,
            dyn->shared ? " (as FILE's own dependency: a program that loads FILE may have "
                          "loaded it already, or apply its DT_RPATH)"
                        : "");
    const char *pre = getenv("LD_PRELOAD");
    for (const char *s = pre; s != NULL && *s != '\0';) {
        size_t len = strcspn(s, ": ");
        char entry[PATH_MAX];
        snprintf(entry, sizeof entry, "%.*s", (int)len, s);
        const char *base = strrchr(entry, '/');
        base = base != NULL ? base + 1 : entry;
        if (len > 0 && strcmp(base, name) == 0 && loadable(entry)) {
            fprintf(out, "    LD_PRELOAD: %s\n", entry);
            print_choice(out, entry, "LD_PRELOAD");
            return;
        }
        s += len + (s[len] != '\0');
    }
    const char *found = NULL, *why = NULL;
    if (dyn->rpath != NULL && dyn->runpath == NULL &&
        (found = search(out, "DT_RPATH", dyn->rpath, name, origin)) != NULL)
        why = "DT_RPATH";
    if (found == NULL &&
        (found = search(out, "LD_LIBRARY_PATH", getenv("LD_LIBRARY_PATH"), name, origin)) != NULL)
        why = "LD_LIBRARY_PATH";
    if (found == NULL && dyn->runpath != NULL &&
        (found = search(out, "DT_RUNPATH", dyn->runpath, name, origin)) != NULL)
        why = "DT_RUNPATH";
    if (found == NULL && dyn->nodeflib)
        fprintf(out, "    (-z nodeflib: no loader cache, no default folders)\n");
    if (found == NULL && !dyn->nodeflib) {
        found = cache_lookup(name);
        fprintf(out, "    loader cache: %s\n", found != NULL ? found : "(none)");
        if (found != NULL)
            why = "the loader cache";
    }
    if (found == NULL && !dyn->nodeflib &&
        (found = search(
             out, "default folder",
             "/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu:/lib64:/usr/lib64:/lib:/usr/lib",
             name, origin)) != NULL)
        why = "a default folder";
    if (found != NULL)
        print_choice(out, found, why);
    else
        fprintf(out, "  loads: nothing: %s would not start (%s not found)\n",
                dyn->shared ? "a program loading FILE" : "FILE", name);
}
