/*
 * The Trace Event Format's pieces, written the same way by the library's timeline and by the
 * recorder (trace_event.h).
 */
#include "trace_event.h"

#include <stdio.h>
#include <string.h>

void ocr_te_next(struct ocr_json *j, bool *first)
{
    ocr_json_lit(j, *first ? "\n" : ",\n");
    *first = false;
}

void ocr_te_us(struct ocr_json *j, int64_t ns)
{
    ocr_json_double(j, (double)ns / 1000.0, 3);
}

void ocr_te_pid_tid(struct ocr_json *j, long pid, long tid)
{
    ocr_json_lit(j, ",\"pid\":");
    ocr_json_i64(j, pid);
    ocr_json_lit(j, ",\"tid\":");
    ocr_json_i64(j, tid);
}

void ocr_te_meta_open(struct ocr_json *j, bool *first, const char *what, long pid, long tid)
{
    ocr_te_next(j, first);
    ocr_json_lit(j, "{\"name\":\"");
    ocr_json_lit(j, what);
    ocr_json_lit(j, "\",\"ph\":\"M\"");
    ocr_te_pid_tid(j, pid, tid);
    ocr_json_lit(j, ",\"args\":{");
}

static void meta_key(struct ocr_json *j, bool *first, const char *what, long pid, long tid,
                     const char *key)
{
    ocr_te_meta_open(j, first, what, pid, tid);
    ocr_json_lit(j, "\"");
    ocr_json_lit(j, key);
    ocr_json_lit(j, "\":");
}

void ocr_te_meta_str(struct ocr_json *j, bool *first, const char *what, long pid, long tid,
                     const char *key, const char *value)
{
    meta_key(j, first, what, pid, tid, key);
    ocr_json_cstr(j, value);
    ocr_json_lit(j, "}}");
}

void ocr_te_meta_num(struct ocr_json *j, bool *first, const char *what, long pid, long tid,
                     const char *key, long number)
{
    meta_key(j, first, what, pid, tid, key);
    ocr_json_i64(j, number);
    ocr_json_lit(j, "}}");
}

void ocr_te_thread_name(struct ocr_json *j, bool *first, long pid, long tid, const char *name)
{
    char text[112];
    snprintf(text, sizeof text, "%s (thread %ld)", name != NULL && name[0] ? name : "thread", tid);
    ocr_te_meta_str(j, first, "thread_name", pid, tid, "name", text);
}

void ocr_te_call_open(struct ocr_json *j, bool *first, const char *name, long pid, long tid,
                      uint64_t t0, uint64_t t1)
{
    ocr_te_next(j, first);
    ocr_json_lit(j, "{\"name\":");
    ocr_json_cstr(j, name);
    ocr_json_lit(j, ",\"cat\":\"api\",\"ph\":\"X\"");
    ocr_te_pid_tid(j, pid, tid);
    ocr_json_lit(j, ",\"ts\":");
    ocr_te_us(j, (int64_t)t0);
    ocr_json_lit(j, ",\"dur\":");
    ocr_te_us(j, (int64_t)(t1 - t0));
    ocr_json_lit(j, ",\"args\":");
}

void ocr_te_process_name(char *buf, size_t len)
{
    buf[0] = '\0';
    FILE *f = fopen("/proc/self/comm", "re");
    if (f != NULL) {
        if (fgets(buf, (int)len, f) != NULL)
            buf[strcspn(buf, "\n")] = '\0';
        fclose(f);
    }
    if (buf[0] == '\0')
        snprintf(buf, len, "process");
}
