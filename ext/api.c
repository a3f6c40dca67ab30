/*
 * opencudart's own extension API (include/opencudart.h): the version, the timeline trace
 * started, stopped and flushed from the program, user annotations on it, the leak report and the
 * live objects now, fault-injection rules set at run time. Exported under the version node
 * OPENCUDART_1 (src/libcudart.map), apart from NVIDIA's functions under libcudart.so.13; a
 * program probes for them with dlsym (the header says how). None of them touches the runtime's
 * last error or the driver (but a flush, which reads the recorded GPU work's times back).
 *
 * Each is a thin layer over its feature's own interface: calls/calls.h for the timeline,
 * check/checks.h for the checks and fault injection.
 */
#include "calls.h"
#include "checks.h"
#include "ocr_version.h"
#include "words.h"

#include <opencudart.h>

#include <stdio.h>
#include <string.h>

opencudartResult opencudartGetVersion(int *apiVersion, const char **release, const char **commit)
{
    if (apiVersion != NULL)
        *apiVersion = OPENCUDART_API_VERSION;
    if (release != NULL)
        *release = OCR_VERSION;
    if (commit != NULL)
        *commit = OCR_COMMIT;
    return opencudartSuccess;
}

/* -- the timeline ------------------------------------------------------------------------------ */

opencudartResult opencudartTraceStart(void)
{
    return ocr_timeline_start() ? opencudartSuccess : opencudartErrorMemory;
}

opencudartResult opencudartTraceStop(void)
{
    ocr_timeline_record(false);
    return opencudartSuccess;
}

opencudartResult opencudartTraceFlush(void)
{
    switch (ocr_timeline_flush()) {
    case OCR_TL_WRITTEN:
        return opencudartSuccess;
    case OCR_TL_NOTHING:
        return opencudartErrorNotEnabled;
    default:
        return opencudartErrorIo;
    }
}

opencudartResult opencudartTraceSetFile(const char *path)
{
    if (path != NULL && strlen(path) >= 4000)
        return opencudartErrorInvalidValue;
    ocr_timeline_set_file(path);
    return opencudartSuccess;
}

opencudartResult opencudartTraceGetFile(char *buf, size_t size)
{
    if (buf == NULL || size == 0)
        return opencudartErrorInvalidValue;
    return ocr_timeline_get_file(buf, size) ? opencudartSuccess : opencudartErrorInvalidValue;
}

opencudartResult opencudartTraceRangePush(const char *name)
{
    ocr_timeline_user(OCR_TL_USER_PUSH, name, 0);
    return opencudartSuccess;
}

opencudartResult opencudartTraceRangePop(void)
{
    ocr_timeline_user(OCR_TL_USER_POP, NULL, 0);
    return opencudartSuccess;
}

opencudartResult opencudartTraceRangeStart(const char *name, uint64_t *id)
{
    static uint64_t next_id;
    if (id == NULL)
        return opencudartErrorInvalidValue;
    *id = __atomic_add_fetch(&next_id, 1, __ATOMIC_RELAXED);
    ocr_timeline_user(OCR_TL_USER_START, name, *id);
    return opencudartSuccess;
}

opencudartResult opencudartTraceRangeEnd(uint64_t id)
{
    if (id == 0)
        return opencudartErrorInvalidValue;
    ocr_timeline_user(OCR_TL_USER_END, NULL, id);
    return opencudartSuccess;
}

opencudartResult opencudartTraceMark(const char *name)
{
    ocr_timeline_user(OCR_TL_USER_MARK, name, 0);
    return opencudartSuccess;
}

opencudartResult opencudartTraceNameThread(uint64_t tid, const char *name)
{
    if (name == NULL)
        return opencudartErrorInvalidValue;
    return ocr_timeline_name(false, tid, name) ? opencudartSuccess : opencudartErrorMemory;
}

opencudartResult opencudartTraceNameStream(void *stream, const char *name)
{
    if (name == NULL)
        return opencudartErrorInvalidValue;
    return ocr_timeline_name(true, (uint64_t)(uintptr_t)stream, name) ? opencudartSuccess
                                                                      : opencudartErrorMemory;
}

/* -- the checks -------------------------------------------------------------------------------- */

opencudartResult opencudartCheckReportLeaks(void)
{
    if (!(__atomic_load_n(&ocr_checks, __ATOMIC_ACQUIRE) & OCR_CHECK_LEAKS))
        return opencudartErrorNotEnabled;
    ocr_check_report(false);
    return opencudartSuccess;
}

opencudartResult opencudartCheckGetLiveObjects(opencudartLiveObjects *counts)
{
    if (counts == NULL || counts->structSize < sizeof *counts)
        return opencudartErrorInvalidValue;
    if (!(__atomic_load_n(&ocr_checks, __ATOMIC_ACQUIRE) & OCR_CHECK_OBJECTS))
        return opencudartErrorNotEnabled;
    uint64_t n[OCR_CLASS_COUNT], b[OCR_CLASS_COUNT];
    ocr_check_counts(n, b);
    size_t size = counts->structSize;
    memset(counts, 0, sizeof *counts);
    counts->structSize = size;
    counts->deviceAllocations = n[OCR_CLASS_DEVICE] + n[OCR_CLASS_IPC];
    counts->deviceBytes = b[OCR_CLASS_DEVICE] + b[OCR_CLASS_IPC];
    counts->hostAllocations = n[OCR_CLASS_HOST];
    counts->hostBytes = b[OCR_CLASS_HOST];
    counts->hostRegistrations = n[OCR_CLASS_REGISTERED];
    counts->hostRegisteredBytes = b[OCR_CLASS_REGISTERED];
    counts->arrays = n[OCR_CLASS_ARRAY] + n[OCR_CLASS_MIPMAPPED];
    counts->streams = n[OCR_CLASS_STREAM];
    counts->events = n[OCR_CLASS_EVENT];
    counts->graphs = n[OCR_CLASS_GRAPH];
    counts->graphExecs = n[OCR_CLASS_GRAPH_EXEC];
    counts->textures = n[OCR_CLASS_TEXTURE];
    counts->surfaces = n[OCR_CLASS_SURFACE];
    counts->memPools = n[OCR_CLASS_POOL];
    counts->libraries = n[OCR_CLASS_LIBRARY];
    for (int c = 0; c < OCR_CLASS_COUNT; c++)
        counts->total += n[c];
    return opencudartSuccess;
}

opencudartResult opencudartFaultSet(const char *rules, uint64_t seed, int *taken)
{
    if (rules == NULL)
        return opencudartErrorInvalidValue;
    char seed_text[32];
    snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)seed);
    int expected = 0;
    size_t len;
    for (const char *p = rules, *w; (w = ocr_word_next(&p, &len)) != NULL;)
        expected += len > 0;
    int n = ocr_fault_configure(rules, seed_text);
    if (taken != NULL)
        *taken = n;
    return n == expected ? opencudartSuccess : opencudartErrorInvalidValue;
}

opencudartResult opencudartFaultClear(void)
{
    ocr_fault_configure("", NULL);
    return opencudartSuccess;
}
