/*
 * The extension API (include/opencudart.h, ext/api.c) over the fake driver: the version; the
 * timeline started, stopped and flushed from the program into the file it names (only the calls
 * made while recording, user ranges nested as pushed, started ranges with their ends, marks,
 * thread and stream names), the exit's write skipped when nothing came since the flush; the leak
 * report now and the live objects as numbers; fault rules set and cleared at run time.
 */
#include "unit.h"

#include "calls.h"
#include "capture.h"
#include "checks.h"

#include <opencudart.h>

#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static void version(void **state)
{
    (void)state;
    int api = 0;
    const char *release = NULL, *commit = NULL;
    assert_int_equal(opencudartGetVersion(&api, &release, &commit), opencudartSuccess);
    assert_int_equal(api, OPENCUDART_API_VERSION);
    assert_non_null(release);
    assert_true(strchr(release, '.') != NULL);
    assert_non_null(commit);
    assert_true(commit[0] != '\0');
    assert_int_equal(opencudartGetVersion(NULL, NULL, NULL), opencudartSuccess);
}

static void trace_start_stop_flush(void **state)
{
    (void)state;
    char path[] = "/tmp/ocr_ext_trace_XXXXXX";
    temp_file(path);
    unlink(path);
    /* Nothing recorded yet: nothing to flush, and annotations are ignored. */
    assert_int_equal(opencudartTraceFlush(), opencudartErrorNotEnabled);
    assert_int_equal(opencudartTraceRangePush("ignored"), opencudartSuccess);
    assert_int_equal(opencudartTraceSetFile(path), opencudartSuccess);
    char name[4096];
    assert_int_equal(opencudartTraceGetFile(name, sizeof name), opencudartSuccess);
    assert_string_equal(name, path);
    assert_int_equal(opencudartTraceGetFile(name, 3), opencudartErrorInvalidValue);
    assert_int_equal(opencudartTraceGetFile(NULL, 10), opencudartErrorInvalidValue);

    int count = 0;
    assert_cuda(cudaSuccess, cudaGetDeviceCount(&count)); /* before the start: not recorded */
    assert_false(ocr_intercept & OCR_INTERCEPT_TIMELINE);
    assert_int_equal(opencudartTraceStart(), opencudartSuccess);
    assert_true(ocr_intercept & OCR_INTERCEPT_TIMELINE);
    assert_int_equal(opencudartTraceNameThread(0, "trainer"), opencudartSuccess);
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    assert_int_equal(opencudartTraceNameStream(s, "copies"), opencudartSuccess);
    assert_int_equal(opencudartTraceRangePush("step"), opencudartSuccess);
    assert_int_equal(opencudartTraceRangePush("forward"), opencudartSuccess);
    void *p = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&p, 4096));
    assert_cuda(cudaSuccess, cudaMemsetAsync(p, 0, 4096, s));
    assert_int_equal(opencudartTraceRangePop(), opencudartSuccess);
    uint64_t id = 0;
    assert_int_equal(opencudartTraceRangeStart("span", &id), opencudartSuccess);
    assert_true(id != 0);
    assert_int_equal(opencudartTraceRangeStart("span", NULL), opencudartErrorInvalidValue);
    assert_int_equal(opencudartTraceMark("checkpoint"), opencudartSuccess);
    assert_int_equal(opencudartTraceRangeEnd(id), opencudartSuccess);
    assert_int_equal(opencudartTraceRangeEnd(0), opencudartErrorInvalidValue);
    assert_int_equal(opencudartTraceRangePush("open"), opencudartSuccess);
    assert_int_equal(opencudartTraceStop(), opencudartSuccess);
    assert_false(ocr_intercept & OCR_INTERCEPT_TIMELINE);
    assert_cuda(cudaSuccess, cudaFree(p)); /* after the stop: not recorded */
    assert_int_equal(opencudartTraceRangePop(), opencudartSuccess); /* ignored */
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));

    assert_int_equal(opencudartTraceFlush(), opencudartSuccess);
    char *f = read_file(path);
    unlink(path);
    assert_non_null(strstr(f, "{\"traceEvents\":["));
    assert_null(strstr(f, "\"name\":\"cudaGetDeviceCount\""));
    assert_non_null(strstr(f, "\"name\":\"cudaMalloc\",\"cat\":\"api\""));
    assert_non_null(strstr(f, "\"name\":\"cudaMemsetAsync\",\"cat\":\"api\""));
    assert_null(strstr(f, "\"name\":\"cudaFree\""));
    assert_null(strstr(f, "ignored"));
    /* the closed ranges with their lengths, the open one as begun, the mark as an instant */
    assert_non_null(strstr(f, "{\"name\":\"forward\",\"cat\":\"user\",\"ph\":\"X\""));
    assert_non_null(strstr(f, "{\"name\":\"step\",\"cat\":\"user\",\"ph\":\"B\""));
    assert_non_null(strstr(f, "{\"name\":\"open\",\"cat\":\"user\",\"ph\":\"B\""));
    assert_non_null(strstr(f, "{\"name\":\"span\",\"cat\":\"user\",\"ph\":\"X\""));
    assert_non_null(strstr(f, "{\"name\":\"checkpoint\",\"cat\":\"user\",\"ph\":\"i\""));
    assert_int_equal(occurrences(f, "\"cat\":\"user\""), 5);
    assert_non_null(strstr(f, "\"args\":{\"name\":\"trainer (thread "));
    assert_non_null(strstr(f, "\"args\":{\"name\":\"copies\"}"));

    /* A later start goes on in the same trace; the exit rewrites the file only when something
     * was recorded since the flush. */
    ocr_timeline_write();
    assert_int_equal(access(path, F_OK), -1);
    assert_int_equal(opencudartTraceStart(), opencudartSuccess);
    assert_cuda(cudaSuccess, cudaDeviceSynchronize());
    assert_int_equal(opencudartTraceStop(), opencudartSuccess);
    assert_int_equal(opencudartTraceSetFile(NULL), opencudartSuccess);
    assert_int_equal(opencudartTraceGetFile(name, sizeof name), opencudartSuccess);
    char expected[64];
    snprintf(expected, sizeof expected, "opencudart-%ld.json", (long)getpid());
    assert_string_equal(name, expected);
    assert_int_equal(opencudartTraceSetFile(path), opencudartSuccess);
    ocr_timeline_write();
    f = read_file(path);
    unlink(path);
    assert_non_null(strstr(f, "\"name\":\"cudaDeviceSynchronize\""));
    assert_non_null(strstr(f, "\"name\":\"cudaMalloc\""));
    /* the file cannot be written */
    assert_int_equal(opencudartTraceSetFile("/nonexistent-dir/x.json"), opencudartSuccess);
    capture_begin();
    assert_int_equal(opencudartTraceFlush(), opencudartErrorIo);
    (void)capture_end();
    ocr_timeline_configure(false);
}

static void leaks_now_and_counts(void **state)
{
    (void)state;
    opencudartLiveObjects c = {.structSize = sizeof c};
    ocr_check_configure(NULL, NULL);
    assert_int_equal(opencudartCheckReportLeaks(), opencudartErrorNotEnabled);
    assert_int_equal(opencudartCheckGetLiveObjects(&c), opencudartErrorNotEnabled);
    ocr_check_configure("leaks", NULL);
    c.structSize = 8;
    assert_int_equal(opencudartCheckGetLiveObjects(&c), opencudartErrorInvalidValue);
    assert_int_equal(opencudartCheckGetLiveObjects(NULL), opencudartErrorInvalidValue);
    c.structSize = sizeof c;
    void *d[2], *h;
    cudaStream_t s;
    cudaEvent_t e;
    assert_cuda(cudaSuccess, cudaMalloc(&d[0], 1000));
    assert_cuda(cudaSuccess, cudaMalloc(&d[1], 24));
    assert_cuda(cudaSuccess, cudaMallocHost(&h, 4096));
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    assert_cuda(cudaSuccess, cudaEventCreate(&e));
    assert_int_equal(opencudartCheckGetLiveObjects(&c), opencudartSuccess);
    assert_int_equal(c.structSize, sizeof c);
    assert_int_equal(c.total, 5);
    assert_int_equal(c.deviceAllocations, 2);
    assert_int_equal(c.deviceBytes, 1024);
    assert_int_equal(c.hostAllocations, 1);
    assert_int_equal(c.hostBytes, 4096);
    assert_int_equal(c.streams, 1);
    assert_int_equal(c.events, 1);
    assert_int_equal(c.graphs, 0);
    capture_begin();
    assert_int_equal(opencudartCheckReportLeaks(), opencudartSuccess);
    const char *report = capture_end();
    assert_non_null(strstr(report, "leaks: 5 objects alive now, 5120 bytes"));
    assert_cuda(cudaSuccess, cudaFree(d[0]));
    assert_cuda(cudaSuccess, cudaFree(d[1]));
    assert_cuda(cudaSuccess, cudaFreeHost(h));
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
    assert_cuda(cudaSuccess, cudaEventDestroy(e));
    assert_int_equal(opencudartCheckGetLiveObjects(&c), opencudartSuccess);
    assert_int_equal(c.total, 0);
    assert_int_equal(c.deviceBytes, 0);
    /* the report now keeps the table: the exit's still names what was made */
    capture_begin();
    ocr_check_report(true);
    report = capture_end();
    assert_non_null(strstr(report, "leaks: none (5 objects made through the runtime"));
    ocr_check_configure(NULL, NULL);
}

static void fault_rules_at_run_time(void **state)
{
    (void)state;
    void *p = NULL;
    int taken = -1;
    assert_int_equal(opencudartFaultSet("cudaMalloc:2=cudaErrorMemoryAllocation", 0, &taken),
                     opencudartSuccess);
    assert_int_equal(taken, 1);
    assert_true(ocr_intercept & OCR_INTERCEPT_FAULT);
    assert_cuda(cudaSuccess, cudaMalloc(&p, 16));
    assert_cuda(cudaSuccess, cudaFree(p));
    assert_cuda(cudaErrorMemoryAllocation, cudaMalloc(&p, 16));
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
    assert_int_equal(opencudartFaultClear(), opencudartSuccess);
    assert_false(ocr_intercept & OCR_INTERCEPT_FAULT);
    assert_cuda(cudaSuccess, cudaMalloc(&p, 16));
    assert_cuda(cudaSuccess, cudaFree(p));
    /* a malformed rule is named and not taken; the good one is */
    capture_begin();
    assert_int_equal(opencudartFaultSet("cudaFree:1=cudaErrorInvalidValue,bogus", 7, &taken),
                     opencudartErrorInvalidValue);
    const char *said = capture_end();
    assert_non_null(strstr(said, "bogus"));
    assert_int_equal(taken, 1);
    assert_cuda(cudaErrorInvalidValue, cudaFree(NULL));
    assert_int_equal(opencudartFaultSet(NULL, 0, NULL), opencudartErrorInvalidValue);
    assert_int_equal(opencudartFaultClear(), opencudartSuccess);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaFree(NULL));
}

/* Rules set and cleared on one thread while another thread's calls ask them (ThreadSanitizer in
 * CI sees the rule set's reads and its replacement): every answer is the call's own or the
 * injected one. */
static void *toggle_rules(void *arg)
{
    (void)arg;
    for (unsigned i = 0; i < 300; i++) {
        opencudartFaultSet(
            "cudaGetDeviceCount:p=0.5=cudaErrorUnknown,cudaMalloc:3+=cudaErrorMemoryAllocation", i,
            NULL);
        opencudartFaultClear();
    }
    return NULL;
}

static void fault_rules_set_while_calls_run(void **state)
{
    (void)state;
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, toggle_rules, NULL), 0);
    for (unsigned i = 0; i < 3000; i++) {
        int n = -1;
        cudaError_t e = cudaGetDeviceCount(&n); /* how many fail depends on the interleaving */
        assert_true(e == cudaSuccess || e == cudaErrorUnknown);
    }
    pthread_join(t, NULL);
    (void)cudaGetLastError();
    int n = -1;
    assert_cuda(cudaSuccess, cudaGetDeviceCount(&n));
    assert_false(ocr_intercept & OCR_INTERCEPT_FAULT);
}

static int group_setup(void **state)
{
    (void)state;
    fake_driver_install();
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(version),
        cmocka_unit_test(trace_start_stop_flush),
        cmocka_unit_test(leaks_now_and_counts),
        cmocka_unit_test(fault_rules_at_run_time),
        cmocka_unit_test(fault_rules_set_while_calls_run),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
