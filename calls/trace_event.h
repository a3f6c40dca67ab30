/*
 * The Chrome Trace Event Format as opencudart writes it (trace_event.c): the JSON object form,
 * {"traceEvents":[ one event a line ],"displayTimeUnit":"ns","otherData":{..}}, times in
 * microseconds with three decimals. The one writer of the timeline's events: the library's trace
 * file (timeline_write.c, OPENCUDART_TRACE=timeline) and the recorder's timeline (record/record.c,
 * OPENCUDART_RECORD_FORMAT=timeline, which compiles this file into itself) write their file's
 * head, tail, metadata and call events through it (docs/ARCHITECTURE.md, "Recording and diff").
 *
 * Each event is written after its separator: "\n" before a file's first event, ",\n" before the
 * others (`*first` says which, and is cleared).
 */
#ifndef OCR_TRACE_EVENT_H
#define OCR_TRACE_EVENT_H

#include "decode.h"

#pragma GCC visibility push(hidden)

/* What a file begins with, and what ends its events and opens its otherData (the writer adds
 * otherData's members and "}}\n"). */
#define OCR_TE_HEAD "{\"traceEvents\":["
#define OCR_TE_TAIL_OPEN "\n],\"displayTimeUnit\":\"ns\",\"otherData\":{"

/* An event's separator. */
void ocr_te_next(struct ocr_json *j, bool *first);
/* A time (or a duration) in ns, written in microseconds. */
void ocr_te_us(struct ocr_json *j, int64_t ns);
/* `,"pid":PID,"tid":TID`. */
void ocr_te_pid_tid(struct ocr_json *j, long pid, long tid);
/* A metadata event ("ph":"M") up to the inside of its args: the caller writes the members and
 * closes with "}}". */
void ocr_te_meta_open(struct ocr_json *j, bool *first, const char *what, long pid, long tid);
/* A metadata event whose args is {KEY: the string VALUE} or {KEY: NUMBER}. */
void ocr_te_meta_str(struct ocr_json *j, bool *first, const char *what, long pid, long tid,
                     const char *key, const char *value);
void ocr_te_meta_num(struct ocr_json *j, bool *first, const char *what, long pid, long tid,
                     const char *key, long number);
/* A thread's track name, "NAME (thread TID)" ("thread" for an empty or NULL name). */
void ocr_te_thread_name(struct ocr_json *j, bool *first, long pid, long tid, const char *name);
/* A call's complete event ("cat":"api", "ph":"X", from t0 to t1 in ns) up to its args: the
 * caller writes the args object and closes with "}". */
void ocr_te_call_open(struct ocr_json *j, bool *first, const char *name, long pid, long tid,
                      uint64_t t0, uint64_t t1);
/* The process's name (/proc/self/comm), "process" when it cannot be read. */
void ocr_te_process_name(char *buf, size_t len);

#pragma GCC visibility pop

#endif
