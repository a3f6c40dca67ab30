/*
 * Standard error captured into a temporary file between capture_begin and capture_end, which
 * returns what was written (a static buffer): for the tests of what the trace prints; and a file
 * the runtime wrote, read whole (read_file), with the count of a string in it (occurrences), and
 * an empty temporary file for the runtime to write (temp_file).
 */
#ifndef OCR_TEST_CAPTURE_H
#define OCR_TEST_CAPTURE_H

#include "unit.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int capture_fd = -1, capture_saved = -1;

static inline void capture_begin(void)
{
    char path[] = "/tmp/ocr_capture_XXXXXX";
    capture_fd = mkstemp(path);
    assert_true(capture_fd >= 0);
    unlink(path);
    fflush(stderr);
    capture_saved = dup(2);
    dup2(capture_fd, 2);
}

static inline const char *capture_end(void)
{
    static char buf[8192];
    fflush(stderr);
    dup2(capture_saved, 2);
    close(capture_saved);
    memset(buf, 0, sizeof buf);
    ssize_t n = pread(capture_fd, buf, sizeof buf - 1, 0);
    close(capture_fd);
    assert_true(n > 0);
    return buf;
}

/* An empty temporary file from the mkstemp template `path`, which then holds its name. */
static inline void temp_file(char *path)
{
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
}

static inline char *read_file(const char *path)
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return buf;
}

static inline size_t occurrences(const char *text, const char *what)
{
    size_t n = 0;
    for (const char *p = strstr(text, what); p != NULL; p = strstr(p + 1, what))
        n++;
    return n;
}

#endif /* OCR_TEST_CAPTURE_H */
