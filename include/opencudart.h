/*
 * opencudart.h: opencudart's own extension API (C, usable from C++).
 *
 * These functions exist only in opencudart's libcudart.so.13, exported under their own version
 * node (OPENCUDART_1), never under libcudart.so.13's. A program that is to run on NVIDIA's
 * runtime as well must not link to them: it probes for them at run time,
 *
 *     #include <dlfcn.h>
 *     #include <opencudart.h>
 *
 *     opencudartGetVersion_t get = (opencudartGetVersion_t)dlsym(RTLD_DEFAULT,
 *                                                                "opencudartGetVersion");
 *     if (get != NULL) {  // opencudart is the runtime of this process
 *         opencudartTraceStart_t start =
 *             (opencudartTraceStart_t)dlsym(RTLD_DEFAULT, "opencudartTraceStart");
 *         ...
 *     }
 *
 * (dlsym(RTLD_DEFAULT, ...) finds the library when the program is linked to libcudart.so.13 or
 * it was loaded with RTLD_GLOBAL; otherwise ask the handle dlopen gave.) Each function has a
 * pointer type <name>_t for that. A program built only for opencudart may link to them
 * directly (-lcudart of opencudart's install).
 *
 * Every function returns an opencudartResult and never touches the CUDA runtime's last error.
 * The API is versioned: OPENCUDART_API_VERSION is the version this header describes; the
 * library reports its own (a later library keeps every function of an earlier version).
 */
#ifndef OPENCUDART_H
#define OPENCUDART_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define OPENCUDART_API_VERSION 1

typedef enum opencudartResult {
    opencudartSuccess = 0,
    opencudartErrorInvalidValue = 1, /* a NULL pointer, a bad size or name, a malformed rule */
    opencudartErrorNotEnabled = 2,   /* the feature is off in this process (see each function) */
    opencudartErrorIo = 3,           /* a file could not be written */
    opencudartErrorMemory = 4        /* out of host memory */
} opencudartResult;

/* -- version ----------------------------------------------------------------------------------- */

/* The library's extension API version (OPENCUDART_API_VERSION of the header it was built with),
 * its release ("0.1.0") and the commit it was built from (`git describe`, "unknown" outside a
 * checkout). Any pointer may be NULL; the strings are the library's own (static). */
opencudartResult opencudartGetVersion(int *apiVersion, const char **release, const char **commit);

/* -- the timeline trace ------------------------------------------------------------------------ */
/*
 * The timeline (OPENCUDART_TRACE=timeline, README "Timeline") records from the library's load
 * when the variable says so. From the program: opencudartTraceStart starts recording (with or
 * without the variable), opencudartTraceStop stops it (the records so far are kept), and
 * opencudartTraceFlush writes everything recorded so far to the file now (the file is written
 * again at exit when more was recorded since). To trace steps 10 to 20 of a loop only: run
 * without OPENCUDART_TRACE, call Start before step 10, Stop after step 20, then Flush.
 *
 * Flush and the exit read the GPU times of the recorded work back from their events, which waits
 * for that work: do not flush while another thread captures a graph in global mode
 * (cudaStreamCaptureModeGlobal forbids event queries during the capture).
 */

/* Starts (or resumes) recording. */
opencudartResult opencudartTraceStart(void);
/* Stops recording; calls in progress on other threads may still be recorded. */
opencudartResult opencudartTraceStop(void);
/* Writes the trace so far to its file (the name opencudartTraceSetFile or
 * OPENCUDART_TRACE_FILE gave, else opencudart-<pid>.json). opencudartErrorNotEnabled: nothing
 * was ever recorded (never started); opencudartErrorIo: the file could not be written. */
opencudartResult opencudartTraceFlush(void);
/* Names the file the next flush (and the exit) write: `%p` is the process id, a name ending in
 * .gz is compressed. NULL or "" go back to the default name. */
opencudartResult opencudartTraceSetFile(const char *path);
/* The name the next flush writes, copied into buf (size bytes, terminated);
 * opencudartErrorInvalidValue when it does not fit. */
opencudartResult opencudartTraceGetFile(char *buf, size_t size);

/* User annotations on the calling thread's track (what the NVTX injection library,
 * libopencudart_nvtx.so, calls for nvtxRangePush/Pop, nvtxRangeStart/End, nvtxMark and the
 * naming functions). Recorded only while the trace records; ignored (opencudartSuccess)
 * otherwise. Ranges pushed on a thread nest as pushed; a range started may end on another
 * thread, and is drawn on the thread that started it. */
opencudartResult opencudartTraceRangePush(const char *name);
opencudartResult opencudartTraceRangePop(void);
/* *id: the range's identifier for opencudartTraceRangeEnd (never 0). */
opencudartResult opencudartTraceRangeStart(const char *name, uint64_t *id);
opencudartResult opencudartTraceRangeEnd(uint64_t id);
opencudartResult opencudartTraceMark(const char *name);
/* The track name of the thread with operating-system thread id `tid` (0: the calling thread),
 * and of a stream's GPU tracks (`stream` is a cudaStream_t; NULL names the legacy stream). */
opencudartResult opencudartTraceNameThread(uint64_t tid, const char *name);
opencudartResult opencudartTraceNameStream(void *stream, const char *name);

/* -- checks: leaks ----------------------------------------------------------------------------- */

/* What the runtime made and the program has not released yet (OPENCUDART_CHECK=leaks). */
typedef struct opencudartLiveObjects {
    size_t structSize;                       /* the caller sets sizeof(opencudartLiveObjects) */
    uint64_t total;                          /* every live object below */
    uint64_t deviceAllocations, deviceBytes; /* cudaMalloc*, managed, async, IPC mappings */
    uint64_t hostAllocations, hostBytes;     /* cudaMallocHost, cudaHostAlloc */
    uint64_t hostRegistrations, hostRegisteredBytes; /* cudaHostRegister */
    uint64_t arrays;                                 /* arrays and mipmapped arrays */
    uint64_t streams, events, graphs, graphExecs;
    uint64_t textures, surfaces, memPools, libraries;
} opencudartLiveObjects;

/* Writes the leak report now (where OPENCUDART_CHECK_FILE says, else stderr); the report at
 * exit comes as well. opencudartErrorNotEnabled without OPENCUDART_CHECK=leaks. */
opencudartResult opencudartCheckReportLeaks(void);
/* The live objects as numbers. structSize must be at least the size of version 1's struct;
 * opencudartErrorNotEnabled without OPENCUDART_CHECK=leaks (or misuse). */
opencudartResult opencudartCheckGetLiveObjects(opencudartLiveObjects *counts);

/* -- checks: fault injection ------------------------------------------------------------------- */

/* Replaces the fault-injection rules with `rules` (OPENCUDART_FAULT's syntax: README "Fault
 * injection"; counters start again from 0) seeded by `seed`. A malformed rule is named on stderr
 * and ignored; *taken (may be NULL) is how many rules were taken, and the result is
 * opencudartErrorInvalidValue when some were not. Safe while other threads make runtime calls:
 * each call sees the old rules or the new ones, whole. */
opencudartResult opencudartFaultSet(const char *rules, uint64_t seed, int *taken);
/* Removes every rule (the same as opencudartFaultSet("", 0, NULL)). */
opencudartResult opencudartFaultClear(void);

/* -- pointer types for dlsym ------------------------------------------------------------------- */
typedef opencudartResult (*opencudartGetVersion_t)(int *, const char **, const char **);
typedef opencudartResult (*opencudartTraceStart_t)(void);
typedef opencudartResult (*opencudartTraceStop_t)(void);
typedef opencudartResult (*opencudartTraceFlush_t)(void);
typedef opencudartResult (*opencudartTraceSetFile_t)(const char *);
typedef opencudartResult (*opencudartTraceGetFile_t)(char *, size_t);
typedef opencudartResult (*opencudartTraceRangePush_t)(const char *);
typedef opencudartResult (*opencudartTraceRangePop_t)(void);
typedef opencudartResult (*opencudartTraceRangeStart_t)(const char *, uint64_t *);
typedef opencudartResult (*opencudartTraceRangeEnd_t)(uint64_t);
typedef opencudartResult (*opencudartTraceMark_t)(const char *);
typedef opencudartResult (*opencudartTraceNameThread_t)(uint64_t, const char *);
typedef opencudartResult (*opencudartTraceNameStream_t)(void *, const char *);
typedef opencudartResult (*opencudartCheckReportLeaks_t)(void);
typedef opencudartResult (*opencudartCheckGetLiveObjects_t)(opencudartLiveObjects *);
typedef opencudartResult (*opencudartFaultSet_t)(const char *, uint64_t, int *);
typedef opencudartResult (*opencudartFaultClear_t)(void);

#ifdef __cplusplus
}
#endif

#endif /* OPENCUDART_H */
