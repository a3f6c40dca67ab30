/*
 * Common helpers of the GPU differential conformance programs.
 *
 * Every program prints a deterministic transcript on stdout: each runtime call it makes (as the
 * source text of the expression), the name of the cudaError_t it returned, and the values it
 * checked. Never print addresses or timings: the runner compares the transcript printed under
 * NVIDIA's libcudart.so.13 with the one printed under ours, line by line.
 *
 *   CALL(expr)     prints "expr -> cudaErrorName"; after a failing call it also prints the
 *                  last-error state (cudaPeekAtLastError, cudaGetLastError, cudaGetLastError),
 *                  which leaves the last error cleared. Evaluates to the cudaError_t.
 *   CALLQ(expr)    the same without the last-error lines (for calls whose effect on the
 *                  last-error state is itself under test).
 *   LASTERR()      prints the last-error state as above.
 *   CHECK(cond)    prints "check <cond>: ok|FAIL" and counts failures. Use it only for facts
 *                  that hold under NVIDIA's library for certain (data computed by kernels,
 *                  values read back): error codes are compared by the runner instead.
 *   SHOW(fmt,...)  prints an indented value line.
 *   START()        the first device call of a program: cudaGetDeviceCount. Without a usable
 *                  device (no driver, no GPU) it prints the error and exits with status 2.
 *   FINISH()       prints the number of failed checks; returns the exit status (0 or 1).
 *
 * Exit status: 0 all own checks passed, 1 some check failed, 2 no usable device, 3 the program
 * needs hardware this machine lacks (say two devices; it prints why, and the runner reports SKIP
 * when both libraries agree).
 * The library that was actually loaded is reported on stderr (never on stdout) as
 * "loaded: <path>" so that logs show it; the runner checks it independently.
 */
#ifndef OCR_GPU_COMMON_H
#define OCR_GPU_COMMON_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <cuda_runtime.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* One count for the whole program, also when it is built from several translation units (C++17
 * inline variables: every unit that includes this header shares them). */
inline int ocr_checks_failed;
inline int ocr_checks_total;

static inline const char *ename(cudaError_t e)
{
    const char *n = cudaGetErrorName(e);
    return n ? n : "(null)";
}

static inline void ocr_lasterr(void)
{
    cudaError_t p = cudaPeekAtLastError();
    cudaError_t g1 = cudaGetLastError();
    cudaError_t g2 = cudaGetLastError();
    printf("    last: peek=%s get=%s get=%s\n", ename(p), ename(g1), ename(g2));
}

static inline cudaError_t ocr_call(const char *text, cudaError_t e, int lasterr)
{
    printf("%s -> %s\n", text, ename(e));
    if (e != cudaSuccess && lasterr)
        ocr_lasterr();
    fflush(stdout);
    return e;
}

static inline int ocr_check(const char *text, int ok)
{
    ocr_checks_total++;
    if (!ok)
        ocr_checks_failed++;
    printf("check %s: %s\n", text, ok ? "ok" : "FAIL");
    fflush(stdout);
    return ok;
}

#define CALL(expr) ocr_call(#expr, (expr), 1)
#define CALLQ(expr) ocr_call(#expr, (expr), 0)
#define LASTERR() ocr_lasterr()
#define CHECK(cond) ocr_check(#cond, (cond) ? 1 : 0)
#define CHECKT(text, cond) ocr_check(text, (cond) ? 1 : 0)
#define SHOW(...) do { printf("  "); printf(__VA_ARGS__); printf("\n"); } while (0)
#define SECTION(name) do { printf("== %s\n", name); fflush(stdout); } while (0)

static int ocr_find_cudart(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    if (info->dlpi_name && strstr(info->dlpi_name, "libcudart.so"))
        *(const char **)data = info->dlpi_name;
    return 0;
}

/* Reports the libcudart that is mapped, on stderr. */
static inline void ocr_report_loaded(void)
{
    const char *path = NULL;
    dl_iterate_phdr(ocr_find_cudart, &path);
    fprintf(stderr, "loaded: %s\n", path ? path : "(no libcudart)");
}

static inline int ocr_start_impl(int *count)
{
    int n = -1;
    /* Line by line: a case that crashes (a library's NULL dereference) keeps what it printed. */
    fflush(stdout);
    setvbuf(stdout, NULL, _IOLBF, 0);
    ocr_report_loaded();
    cudaError_t e = cudaGetDeviceCount(&n);
    printf("cudaGetDeviceCount(&n) -> %s\n", ename(e));
    if (e != cudaSuccess || n < 1) {
        ocr_lasterr();
        printf("no usable device: stopping\n");
        fflush(stdout);
        exit(2);
    }
    printf("  count=%d\n", n);
    fflush(stdout);
    if (count)
        *count = n;
    return n;
}
#define START() ocr_start_impl(NULL)
#define START_COUNT(p) ocr_start_impl(p)

static inline int ocr_finish(void)
{
    printf("checks: %d failed: %d\n", ocr_checks_total, ocr_checks_failed);
    fflush(stdout);
    return ocr_checks_failed ? 1 : 0;
}
#define FINISH() ocr_finish()

/*
 * Runs fn in a child process (fork before the parent has touched the driver), so that a case
 * which may crash a library, or that leaves its context unusable, costs only that case.
 * Prints how the child ended. The parent must not have initialised CUDA before calling this.
 */
static inline int ocr_isolated(const char *name, void (*fn)(void))
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        printf("-- case %s\n", name);
        fflush(stdout);
        fn();
        fflush(stdout);
        _exit(ocr_checks_failed ? 1 : 0);
    }
    int st = 0;
    if (pid < 0 || waitpid(pid, &st, 0) < 0) {
        printf("-- case %s: fork failed\n", name);
        ocr_checks_failed++;
        return -1;
    }
    if (WIFEXITED(st)) {
        printf("-- case %s: exit %d\n", name, WEXITSTATUS(st));
        if (WEXITSTATUS(st) == 1)
            ocr_checks_failed++;
        return WEXITSTATUS(st);
    }
    printf("-- case %s: signal %d\n", name, WIFSIGNALED(st) ? WTERMSIG(st) : -1);
    fflush(stdout);
    return 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

/* ocr_isolated with a deadline: the child is killed by SIGALRM (the parent prints "signal 14")
 * if it runs past `seconds`, so a deadlock is part of the transcript, not a hung run. */
static void (*ocr_alarm_case)(void);
static unsigned ocr_alarm_seconds;
static inline void ocr_alarm_run(void)
{
    alarm(ocr_alarm_seconds);
    ocr_alarm_case();
}
static inline int ocr_isolated_timed(const char *name, void (*fn)(void), unsigned seconds)
{
    ocr_alarm_case = fn;
    ocr_alarm_seconds = seconds;
    return ocr_isolated(name, ocr_alarm_run);
}

/* Directory of the running executable (for finding companion shared libraries). */
static inline void ocr_exe_dir(char *buf, size_t len)
{
    ssize_t n = readlink("/proc/self/exe", buf, len - 1);
    if (n <= 0) {
        snprintf(buf, len, ".");
        return;
    }
    buf[n] = 0;
    char *slash = strrchr(buf, '/');
    if (slash)
        *slash = 0;
}

#endif
