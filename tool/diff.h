/*
 * opencudart diff: a record read into runs and threads, each thread's calls normalised with its
 * own table of identities (diff_record.c); diff.c matches and compares them (its opening comment
 * says the rules).
 */
#ifndef OCR_TOOL_DIFF_H
#define OCR_TOOL_DIFF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct call {
    unsigned long long seq;
    char *fn;
    char *args;    /* as recorded */
    char *norm;    /* identities for addresses and handles, elapsed times and the pid masked */
    uint64_t hash; /* of fn and norm */
};
struct thread {
    int pid, tid;
    unsigned long long first;
    struct call *calls;
    size_t n, cap;
    int match;
    bool ended;  /* it has its end mark, or it ran exit() */
    bool cut;    /* its process exited while it was still running */
    size_t upto; /* cut: its calls before its process's teardown (apply_marks) */
};
struct mark {
    int pid, tid;
    unsigned long long seq;
    bool exit; /* "(process exit)", else "(thread end)" */
};
struct run {
    struct thread *threads;
    size_t n, cap;
    int main_pid;
    size_t calls;
    int status;
    struct mark *marks;
    size_t nmarks, capmarks;
    char *runtime; /* the args of the first "(runtime)" line: the library the calls went to */
};

/* Reads the recorder's JSON lines at `path` into `r` (zeroed): false when it cannot be opened. */
bool diff_read_run(const char *path, struct run *r);
/* Every call of every thread of `r` normalised (call.norm, call.hash). */
void diff_normalise_run(struct run *r);

#endif
