/*
 * The files the runtime and the recorder write for the user (the timeline trace,
 * OPENCUDART_TRACE_FILE; the check report, OPENCUDART_CHECK_FILE; the record,
 * OPENCUDART_RECORD_FILE): only ever regular files (docs/ARCHITECTURE.md, "Output files").
 *
 * - A name that is an existing device, FIFO, socket or directory is refused, with one line on
 *   stderr, before anything is opened (opening a device or a FIFO can itself act or block).
 * - A symbolic link is followed: the file written is the one it names (the link stays a link);
 *   a link to nothing is refused.
 * - OCR_OUT_REPLACE (the trace): written under a temporary name in the target's folder, opened
 *   with O_EXCL, renamed over the target at the end only when that is a regular file or nothing
 *   (a reader never sees half a file; a failed write leaves the old file).
 *   OCR_OUT_TRUNCATE (the check report, written as it goes) and OCR_OUT_APPEND (the record:
 *   JSON lines appended by the processes of one program in whole lines; its timeline form drops
 *   O_APPEND and rewrites the file's tail under a file lock, record/timeline_file.c): the file
 *   itself, opened without blocking and checked to be regular on the open descriptor before it
 *   is emptied or written.
 * - A write error (a full disk, a file size limit) or a failed close is said in one line, once;
 *   the caller learns it from the result.
 *
 * Compiled into the library and into the recorder (record/CMakeLists.txt).
 */
#ifndef OCR_OUTFILE_H
#define OCR_OUTFILE_H

#include <stdbool.h>
#include <stddef.h>

#pragma GCC visibility push(hidden)

enum ocr_out_mode { OCR_OUT_REPLACE, OCR_OUT_TRUNCATE, OCR_OUT_APPEND };

struct ocr_out {
    int fd;          /* -1 when not open */
    int mode;        /* enum ocr_out_mode */
    bool failed;     /* a write failed (said once) */
    const char *who; /* the prefix of its lines, "opencudart: timeline" */
    char path[4096]; /* the file written (a link's target) */
    char tmp[4160];  /* OCR_OUT_REPLACE: the temporary name */
};

/* Opens `path` as `mode` says; false (said on stderr, prefixed by `who`) when refused or not
 * opened. */
bool ocr_out_open(struct ocr_out *o, const char *path, enum ocr_out_mode mode, const char *who);
/* Writes all of buf (continuing short writes); false on an error, said once. */
bool ocr_out_write(struct ocr_out *o, const void *buf, size_t len);
/* Closes the file; OCR_OUT_REPLACE renames the temporary name over the target when `keep` and
 * nothing failed, and removes it otherwise. False when anything failed (said). `fd_closed`: the
 * descriptor was closed by its user already (zlib's gzclose). */
bool ocr_out_close(struct ocr_out *o, bool keep, bool fd_closed);

#pragma GCC visibility pop

#endif
