/*
 * OPENCUDART_CHECK=leaks (check/check.c): the report at exit names every object made through the
 * runtime and still alive, grouped by call site, largest first; what was released, or released
 * by cudaDeviceReset, is not in it; nothing alive is one summary line. The report is made here by
 * calling ocr_check_report, as ocr_teardown does at exit.
 */
#include "calls.h"
#include "capture.h"
#include "checks.h"
#include "unit.h"

#include <stdio.h>
#include <unistd.h>

static int leaks_on(void **state)
{
    unit_enter_and_reset(state);
    ocr_check_configure("leaks", NULL);
    return 0;
}

static int checks_off(void **state)
{
    (void)state;
    ocr_check_configure(NULL, NULL);
    return 0;
}

static const char *report(void)
{
    capture_begin();
    ocr_check_report(true);
    return capture_end();
}

/* Two allocations from one call site, a pinned buffer and a stream from others: three groups,
 * the largest first, with counts and totals; what was freed is not named. */
static void leaks_grouped_by_site_largest_first(void **state)
{
    (void)state;
    void *d[3];
    for (int i = 0; i < 3; i++)
        assert_cuda(cudaSuccess, cudaMalloc(&d[i], 1 << 20));
    assert_cuda(cudaSuccess, cudaFree(d[2]));
    void *h;
    assert_cuda(cudaSuccess, cudaMallocHost(&h, 4096));
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    cudaEvent_t e;
    assert_cuda(cudaSuccess, cudaEventCreate(&e));
    assert_cuda(cudaSuccess, cudaEventDestroy(e));
    const char *buf = report();
    assert_non_null(strstr(buf, "opencudart: leaks: 4 objects alive at exit, 2101248 bytes, from 3 "
                                "call sites:\n"));
    const char *dev = strstr(buf, "2 x device memory (cudaMalloc), 2097152 bytes, at ");
    const char *host = strstr(buf, "1 x host memory (cudaMallocHost), 4096 bytes, at ");
    const char *stream = strstr(buf, "1 x stream, at ");
    assert_non_null(dev);
    assert_non_null(host);
    assert_non_null(stream);
    assert_true(dev < host && host < stream);
    assert_int_equal(occurrences(buf, "event"), 0);
    assert_int_equal(occurrences(buf, "opencudart: leaks:"), 4);
    /* The site is this program (module+offset: its functions are not exported). */
    assert_non_null(strstr(dev, "at test_check_leaks"));
    assert_cuda(cudaSuccess, cudaFree(d[0]));
    assert_cuda(cudaSuccess, cudaFree(d[1]));
    assert_cuda(cudaSuccess, cudaFreeHost(h));
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
}

/* Everything released: one summary line. */
static void leaks_none_is_one_line(void **state)
{
    (void)state;
    void *d;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 64));
    assert_cuda(cudaSuccess, cudaFree(d));
    cudaGraph_t g;
    assert_cuda(cudaSuccess, cudaGraphCreate(&g, 0));
    assert_cuda(cudaSuccess, cudaGraphDestroy(g));
    const char *buf = report();
    assert_string_equal(buf, "opencudart: leaks: none (2 objects made through the runtime, all "
                             "released)\n");
}

/* An execution context made by cudaGreenCtxCreate and a stream made on it are objects until
 * cudaStreamDestroy and cudaExecutionCtxDestroy release them. */
static void leaks_execution_contexts(void **state)
{
    (void)state;
    cudaDevResource all;
    assert_cuda(cudaSuccess, cudaDeviceGetDevResource(0, &all, cudaDevResourceTypeSm));
    cudaDevResourceDesc_t desc;
    assert_cuda(cudaSuccess, cudaDevResourceGenerateDesc(&desc, &all, 1));
    cudaExecutionContext_t g;
    assert_cuda(cudaSuccess, cudaGreenCtxCreate(&g, desc, 0, 0));
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaExecutionCtxStreamCreate(&s, g, 0, 0));
    const char *buf = report();
    assert_non_null(strstr(buf, "leaks: 2 objects alive at exit, 0 bytes"));
    assert_non_null(strstr(buf, "1 x execution context (cudaGreenCtxCreate), at "));
    assert_non_null(strstr(buf, "1 x stream, at "));
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
    assert_cuda(cudaSuccess, cudaExecutionCtxDestroy(g));
    buf = report();
    assert_string_equal(buf, "opencudart: leaks: none (2 objects made through the runtime, all "
                             "released)\n");
}

/* A failed release leaves the object alive; a failed allocation makes nothing. */
static void leaks_failed_calls(void **state)
{
    (void)state;
    void *d;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 64));
    fake_fail_next("cuMemFree", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaFree(d));
    void *e = NULL;
    fake_fail_next("cuMemAlloc", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorMemoryAllocation, cudaMalloc(&e, 64));
    const char *buf = report();
    assert_non_null(strstr(buf, "leaks: 1 object alive at exit, 64 bytes, from 1 call site:"));
    assert_cuda(cudaSuccess, cudaFree(d));
}

/* What cudaDeviceReset released is not a leak; a library (context-independent) stays one. */
static void leaks_device_reset_releases(void **state)
{
    (void)state;
    void *d, *m;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 64));
    assert_cuda(cudaSuccess, cudaMallocManaged(&m, 128, cudaMemAttachGlobal));
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    cudaLibrary_t lib;
    static const char code[] = "library";
    assert_cuda(cudaSuccess, cudaLibraryLoadData(&lib, code, NULL, NULL, 0, NULL, NULL, 0));
    assert_cuda(cudaSuccess, cudaDeviceReset());
    const char *buf = report();
    assert_non_null(strstr(buf, "leaks: 1 object alive at exit, 0 bytes, from 1 call site:"));
    assert_non_null(strstr(buf, "1 x library (cudaLibraryLoad*), at "));
    assert_cuda(cudaSuccess, cudaLibraryUnload(lib));
}

/* Each kind the issue lists is tracked, with its size where it has one. */
static void leaks_every_kind(void **state)
{
    (void)state;
    void *p;
    size_t pitch;
    assert_cuda(cudaSuccess, cudaMallocPitch(&p, &pitch, 100, 3));
    struct cudaPitchedPtr pp;
    assert_cuda(cudaSuccess, cudaMalloc3D(&pp, (struct cudaExtent){64, 2, 2}));
    void *a;
    assert_cuda(cudaSuccess, cudaMallocAsync(&a, 256, NULL));
    void *ha;
    assert_cuda(cudaSuccess, cudaHostAlloc(&ha, 512, cudaHostAllocDefault));
    static char reg[1024];
    assert_cuda(cudaSuccess, cudaHostRegister(reg, sizeof reg, 0));
    cudaGraph_t g;
    assert_cuda(cudaSuccess, cudaGraphCreate(&g, 0));
    cudaGraphExec_t x;
    assert_cuda(cudaSuccess, cudaGraphInstantiate(&x, g, 0));
    const char *buf = report();
    assert_non_null(strstr(buf, "device memory (cudaMallocPitch)"));
    assert_non_null(strstr(buf, "device memory (cudaMalloc3D)"));
    assert_non_null(strstr(buf, "1 x device memory (cudaMallocAsync), 256 bytes"));
    assert_non_null(strstr(buf, "1 x host memory (cudaHostAlloc), 512 bytes"));
    assert_non_null(strstr(buf, "1 x host registration (cudaHostRegister), 1024 bytes"));
    assert_non_null(strstr(buf, "1 x graph, at"));
    assert_non_null(strstr(buf, "1 x executable graph, at"));
    assert_non_null(strstr(buf, "leaks: 7 objects alive at exit"));
    assert_cuda(cudaSuccess, cudaGraphExecDestroy(x));
    assert_cuda(cudaSuccess, cudaGraphDestroy(g));
    assert_cuda(cudaSuccess, cudaHostUnregister(reg));
    assert_cuda(cudaSuccess, cudaFreeHost(ha));
    assert_cuda(cudaSuccess, cudaFreeAsync(a, NULL));
    assert_cuda(cudaSuccess, cudaFree(pp.ptr));
    assert_cuda(cudaSuccess, cudaFree(p));
    assert_string_equal(report(), "opencudart: leaks: none (7 objects made through the runtime, "
                                  "all released)\n");
}

/* OPENCUDART_CHECK_FILE: the report goes to the file, not stderr. */
static void leaks_report_to_file(void **state)
{
    (void)state;
    char path[] = "/tmp/ocr_leaks_XXXXXX";
    temp_file(path);
    ocr_check_configure("leaks", path);
    void *d;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 32));
    capture_begin();
    fprintf(stderr, "-");
    ocr_check_report(true);
    const char *err = capture_end();
    assert_string_equal(err, "-");
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[512] = {0};
    assert_non_null(fgets(line, sizeof line, f));
    fclose(f);
    unlink(path);
    assert_string_equal(line, "opencudart: leaks: 1 object alive at exit, 32 bytes, from 1 call "
                              "site:\n");
    assert_cuda(cudaSuccess, cudaFree(d));
}

/* Off, nothing is kept and nothing reported. */
/* One allocation made at one place of this program, for the sites below. */
static __attribute__((noinline)) void *leak_here(size_t n)
{
    void *d = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&d, n));
    __asm__ volatile("" ::: "memory"); /* the call is not a tail call */
    return d;
}

/* The "at ..." of the report's one group. */
static const char *only_site(char *buf, size_t len)
{
    const char *r = report();
    const char *at = strstr(r, "bytes, at ");
    assert_non_null(at);
    at += strlen("bytes, at ");
    const char *eol = strchr(at, '\n');
    assert_non_null(eol);
    snprintf(buf, len, "%.*s", (int)(eol - at), at);
    return buf;
}

/* The implementation is called from the entry layer's intercepted path inside the library (the
 * checks see calls there, with the timeline or a per-entry fault rule beside them or not): the
 * site is still the program's, the same in each case. */
static void leaks_site_under_the_layer(void **state)
{
    (void)state;
    char off[512], timeline[512], fault[512];
    void *d = leak_here(64);
    only_site(off, sizeof off);
    assert_cuda(cudaSuccess, cudaFree(d));

    char path[] = "/tmp/ocr_leaks_timeline_XXXXXX";
    temp_file(path);
    ocr_timeline_set_file(path); /* the variable is read once, at load */
    ocr_timeline_configure(true);
    assert_true(ocr_intercept);
    d = leak_here(64);
    ocr_timeline_configure(false);
    unlink(path);
    only_site(timeline, sizeof timeline);
    assert_cuda(cudaSuccess, cudaFree(d));

    assert_int_equal(ocr_fault_configure("cudaDeviceReset:1000=cudaErrorInvalidValue", NULL), 1);
    assert_true(ocr_intercept);
    d = leak_here(64);
    ocr_fault_configure(NULL, NULL);
    assert_false(ocr_intercept & OCR_INTERCEPT_FAULT);
    only_site(fault, sizeof fault);
    assert_cuda(cudaSuccess, cudaFree(d));

    assert_non_null(strstr(off, "test_check_leaks"));
    assert_string_equal(timeline, off);
    assert_string_equal(fault, off);
    /* The call in progress no longer names a site once it returned. */
    assert_null(ocr_tls.call);
}

static void leaks_off_reports_nothing(void **state)
{
    (void)state;
    ocr_check_configure(NULL, NULL);
    void *d;
    assert_cuda(cudaSuccess, cudaMalloc(&d, 32));
    capture_begin();
    fprintf(stderr, "-");
    ocr_check_report(true);
    assert_string_equal(capture_end(), "-");
    assert_cuda(cudaSuccess, cudaFree(d));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(leaks_grouped_by_site_largest_first, leaks_on, checks_off),
        cmocka_unit_test_setup_teardown(leaks_none_is_one_line, leaks_on, checks_off),
        cmocka_unit_test_setup_teardown(leaks_failed_calls, leaks_on, checks_off),
        cmocka_unit_test_setup_teardown(leaks_execution_contexts, leaks_on, checks_off),
        cmocka_unit_test_setup_teardown(leaks_device_reset_releases, leaks_on, checks_off),
        cmocka_unit_test_setup_teardown(leaks_every_kind, leaks_on, checks_off),
        cmocka_unit_test_setup_teardown(leaks_report_to_file, leaks_on, checks_off),
        cmocka_unit_test_setup_teardown(leaks_site_under_the_layer, leaks_on, checks_off),
        cmocka_unit_test_setup_teardown(leaks_off_reports_nothing, leaks_on, checks_off),
    };
    return cmocka_run_group_tests(tests, unit_install_fake_with_twins, NULL);
}
