/*
 * Output files that never replace what they name (outfile.h says the rules).
 */
#include "outfile.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

/* stat, lstat and fstat through their system calls: glibc's functions of those names are
 * GLIBC_2.33 symbols, above the library's baseline (src/glibc_baseline.h); the kernel's struct
 * stat is glibc's on x86-64 (and on the architectures with the generic system call table). */
static int stat_at(const char *path, struct stat *st, int flags)
{
    return (int)syscall(SYS_newfstatat, AT_FDCWD, path, st, flags);
}

static int stat_fd(int fd, struct stat *st)
{
    return (int)syscall(SYS_fstat, fd, st);
}

static const char *kind_of(mode_t m)
{
    if (S_ISDIR(m))
        return "a directory";
    if (S_ISCHR(m))
        return "a character device";
    if (S_ISBLK(m))
        return "a block device";
    if (S_ISFIFO(m))
        return "a FIFO";
    if (S_ISSOCK(m))
        return "a socket";
    return "not a regular file";
}

/* Refuses what is not a regular file (nothing there is fine); true when it may be written. */
static bool regular_or_nothing(struct ocr_out *o, const char *path)
{
    struct stat st;
    if (stat_at(path, &st, 0) != 0) {
        if (errno == ENOENT)
            return true;
        fprintf(stderr, "%s: %s: %s: not written\n", o->who, path, strerror(errno));
        return false;
    }
    if (S_ISREG(st.st_mode))
        return true;
    fprintf(stderr, "%s: %s is %s, not a regular file: not written\n", o->who, path,
            kind_of(st.st_mode));
    return false;
}

/* The file `path` names: itself, or the target of the link it is. */
static bool target_of(struct ocr_out *o, const char *path)
{
    struct stat st;
    if (stat_at(path, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISLNK(st.st_mode)) {
        if (strlen(path) >= sizeof o->path) {
            fprintf(stderr, "%s: %s: name too long: not written\n", o->who, path);
            return false;
        }
        memcpy(o->path, path, strlen(path) + 1);
        return true;
    }
    char *real = realpath(path, NULL);
    if (real == NULL || strlen(real) >= sizeof o->path) {
        fprintf(stderr, "%s: %s is a symbolic link to %s: not written\n", o->who, path,
                real == NULL ? "nothing" : "a name too long");
        free(real);
        return false;
    }
    memcpy(o->path, real, strlen(real) + 1);
    free(real);
    return true;
}

bool ocr_out_open(struct ocr_out *o, const char *path, enum ocr_out_mode mode, const char *who)
{
    memset(o, 0, sizeof *o);
    o->fd = -1;
    o->mode = mode;
    o->who = who;
    if (!target_of(o, path) || !regular_or_nothing(o, o->path))
        return false;
    if (mode == OCR_OUT_REPLACE) {
        /* A stale temporary name (a process id reused) is not ours: the next one is tried. */
        for (unsigned n = 0; n < 100 && o->fd < 0; n++) {
            snprintf(o->tmp, sizeof o->tmp, "%s.tmp.%ld.%u", o->path, (long)getpid(), n);
            o->fd = open(o->tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
            if (o->fd < 0 && errno != EEXIST)
                break;
        }
        if (o->fd < 0) {
            fprintf(stderr, "%s: cannot write %s: %s\n", who, o->tmp, strerror(errno));
            return false;
        }
        return true;
    }
    /* The file itself: opened without blocking (a FIFO made since would block), then checked on
     * the descriptor, so that nothing but a regular file is ever emptied or written. */
    int flags = O_WRONLY | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC;
    if (mode == OCR_OUT_APPEND)
        flags |= O_APPEND;
    o->fd = open(o->path, flags, 0644);
    if (o->fd < 0) {
        fprintf(stderr, "%s: cannot open %s: %s\n", who, o->path, strerror(errno));
        return false;
    }
    struct stat st;
    if (stat_fd(o->fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        fprintf(stderr, "%s: %s is not a regular file: not written\n", who, o->path);
        close(o->fd);
        o->fd = -1;
        return false;
    }
    if (mode == OCR_OUT_TRUNCATE && st.st_size > 0 && ftruncate(o->fd, 0) != 0) {
        fprintf(stderr, "%s: cannot empty %s: %s\n", who, o->path, strerror(errno));
        close(o->fd);
        o->fd = -1;
        return false;
    }
    int fl = fcntl(o->fd, F_GETFL);
    if (fl >= 0)
        (void)fcntl(o->fd, F_SETFL, fl & ~O_NONBLOCK);
    return true;
}

static const char *written_name(const struct ocr_out *o)
{
    return o->mode == OCR_OUT_REPLACE ? o->tmp : o->path;
}

bool ocr_out_write(struct ocr_out *o, const void *buf, size_t len)
{
    const char *p = buf;
    while (len > 0) {
        ssize_t n = write(o->fd, p, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (!o->failed)
                fprintf(stderr, "%s: writing %s failed: %s\n", o->who, written_name(o),
                        n == 0 ? "nothing written" : strerror(errno));
            o->failed = true;
            return false;
        }
        p += n;
        len -= (size_t)n;
    }
    return true;
}

bool ocr_out_close(struct ocr_out *o, bool keep, bool fd_closed)
{
    bool ok = !o->failed;
    if (o->fd >= 0 && !fd_closed && close(o->fd) != 0 && ok) {
        fprintf(stderr, "%s: writing %s failed: %s\n", o->who, written_name(o), strerror(errno));
        ok = false;
    }
    o->fd = -1;
    if (o->mode != OCR_OUT_REPLACE || o->tmp[0] == '\0')
        return ok;
    /* Renamed only over a regular file or nothing (what the name is now, not at the open). */
    if (ok && keep && regular_or_nothing(o, o->path)) {
        if (rename(o->tmp, o->path) == 0)
            return true;
        fprintf(stderr, "%s: cannot rename %s to %s: %s\n", o->who, o->tmp, o->path,
                strerror(errno));
    }
    unlink(o->tmp);
    return false;
}
