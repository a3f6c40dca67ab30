/*
 * The recorder's timeline file (OPENCUDART_RECORD_FORMAT=timeline; record.h): one JSON object,
 * {"traceEvents":[ ... ],"displayTimeUnit":"ns","otherData":{"recorder":"opencudart record"}}
 * (calls/trace_event.h's head and tail), whole after every write although every process of a
 * program writes it (docs/ARCHITECTURE.md, "Recording and diff"):
 *
 * - A write takes a lock of the whole file (fcntl's record lock: it is the process's, so a
 *   forked child that shares the descriptor waits for its parent as a program that opened the
 *   file itself does), checks that the file ends with the tail (else it is no timeline of the
 *   recorder's: said once, nothing more written), writes its events and the tail over the old
 *   tail in one pwritev, and lets the lock go. Between two writes the file is valid JSON: a
 *   process killed loses what it had not written, never the file.
 * - An empty file gets the head and the tail at the open (so that a program that makes no call
 *   leaves a valid timeline too). Events come with their leading ",\n"; the comma is left out
 *   after the head.
 * - A write that fails (a full disk, a file size limit) is said once (as src/outfile.c says its
 *   own) and undone: the tail is put back where it was and the file cut after it.
 * - The descriptor, opened for appending (src/outfile.h), loses O_APPEND (pwrite would append);
 *   a second one, read-only and checked to be the same file, reads the tail.
 */
#include "record.h"
#include "trace_event.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

static const char tail[] = OCR_TE_TAIL_OPEN "\"recorder\":\"opencudart record\"}}\n";
#define HEAD_LEN (sizeof OCR_TE_HEAD - 1)
#define TAIL_LEN (sizeof tail - 1)

static int read_fd = -1; /* the file, read-only: its tail */
static bool stopped;     /* its end is not a timeline's: not written any more */

/* The lock of the whole file (F_WRLCK) or its release (F_UNLCK). A file that cannot be locked (a
 * file system without locks) is written all the same: said once. */
static void lock_file(const struct ocr_out *f, short type)
{
    struct flock fl = {.l_type = type, .l_whence = SEEK_SET};
    while (fcntl(f->fd, F_SETLKW, &fl) != 0) {
        static bool said;
        if (errno == EINTR)
            continue;
        if (type == F_WRLCK && !said)
            fprintf(stderr,
                    "opencudart record: cannot lock %s (%s): processes writing it at once may "
                    "cut each other's events\n",
                    f->path, strerror(errno));
        said = true;
        return;
    }
}

/* Writes `a` then `b` at `at`, in one pwritev unless it is cut short; a failure is said once. */
static bool write_at(struct ocr_out *f, const char *a, size_t alen, const char *b, size_t blen,
                     off_t at)
{
    struct iovec iov[2] = {{(void *)a, alen}, {(void *)b, blen}}, *v = iov;
    int n = 2;
    while (n > 0) {
        ssize_t w = pwritev(f->fd, v, n, at);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            if (!f->failed)
                fprintf(stderr, "opencudart record: writing %s failed: %s\n", f->path,
                        w == 0 ? "nothing written" : strerror(errno));
            f->failed = true;
            return false;
        }
        at += w;
        for (; n > 0 && (size_t)w >= v->iov_len; v++, n--)
            w -= (ssize_t)v->iov_len;
        if (n > 0) {
            v->iov_base = (char *)v->iov_base + w;
            v->iov_len -= (size_t)w;
        }
    }
    return true;
}

/* Under the lock: the offset of the tail, after writing the head and the tail into an empty
 * file; *none when it holds no event yet. -1 when its end is not the tail, or it could not be
 * read or written (said). */
static off_t tail_at(struct ocr_out *f, bool *none)
{
    struct stat st;
    if (fstat(f->fd, &st) != 0)
        return -1;
    if (st.st_size == 0) {
        if (!write_at(f, OCR_TE_HEAD, HEAD_LEN, tail, TAIL_LEN, 0)) {
            int r = ftruncate(f->fd, 0); /* empty, as it was */
            (void)r;
            return -1;
        }
        st.st_size = (off_t)(HEAD_LEN + TAIL_LEN);
    }
    char end[sizeof tail];
    off_t at = st.st_size - (off_t)TAIL_LEN;
    if (at < (off_t)HEAD_LEN || pread(read_fd, end, TAIL_LEN, at) != (ssize_t)TAIL_LEN ||
        memcmp(end, tail, TAIL_LEN) != 0)
        return -1;
    *none = at == (off_t)HEAD_LEN;
    if (*none && (pread(read_fd, end, HEAD_LEN, 0) != (ssize_t)HEAD_LEN ||
                  memcmp(end, OCR_TE_HEAD, HEAD_LEN) != 0))
        return -1;
    return at;
}

bool ocr_rec_timeline_open(struct ocr_out *f)
{
    int fl = fcntl(f->fd, F_GETFL);
    struct stat a, b;
    read_fd = open(f->path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fl < 0 || fcntl(f->fd, F_SETFL, fl & ~O_APPEND) != 0 || read_fd < 0 ||
        fstat(f->fd, &a) != 0 || fstat(read_fd, &b) != 0 || a.st_dev != b.st_dev ||
        a.st_ino != b.st_ino) {
        fprintf(stderr, "opencudart record: cannot open %s again to read it: not recording\n",
                f->path);
        if (read_fd >= 0)
            close(read_fd);
        read_fd = -1;
        return false;
    }
    lock_file(f, F_WRLCK);
    bool none;
    bool ok = tail_at(f, &none) >= 0;
    lock_file(f, F_UNLCK);
    if (ok)
        return true;
    if (!f->failed)
        fprintf(stderr,
                "opencudart record: %s is not a timeline the recorder wrote (its end is not "
                "one): not recording\n",
                f->path);
    close(read_fd);
    read_fd = -1;
    return false;
}

void ocr_rec_timeline_write(struct ocr_out *f, const char *events, size_t len)
{
    if (stopped || f->failed || len == 0)
        return;
    lock_file(f, F_WRLCK);
    bool none = false;
    off_t at = tail_at(f, &none);
    if (at >= 0) {
        size_t skip = none ? 1 : 0; /* the first event's comma */
        if (!write_at(f, events + skip, len - skip, tail, TAIL_LEN, at) &&
            pwrite(f->fd, tail, TAIL_LEN, at) == (ssize_t)TAIL_LEN) {
            int r = ftruncate(f->fd, at + (off_t)TAIL_LEN); /* whole, as it was before */
            (void)r;
        }
    } else if (!f->failed) {
        fprintf(stderr,
                "opencudart record: %s no longer ends as the recorder's timeline: later calls are "
                "not recorded\n",
                f->path);
        stopped = true;
    }
    lock_file(f, F_UNLCK);
}
