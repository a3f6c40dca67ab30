/*
 * The trace names the driver call that failed: with OPENCUDART_TRACE on when the driver table is
 * made, its entries are the traced ones of src/driver_trace.c, and a runtime call whose failure
 * came from a driver call says which, by the driver's symbol name
 * (opencudart: cudaMemcpy3D -> cuMemcpy3D_v2 -> cudaErrorInvalidValue (invalid argument));
 * with the trace off the table is the driver's own.
 */
#include "capture.h"
#include "unit.h"

#include <stdio.h>
#include <unistd.h>

/* `buf` holds `line` as a whole line. */
static void assert_line(const char *buf, const char *line)
{
    char want[512];
    snprintf(want, sizeof want, "\n%s\n", line);
    char text[8200];
    snprintf(text, sizeof text, "\n%s", buf);
    if (strstr(text, want) == NULL)
        fail_msg("no line \"%s\" in the trace:\n%s", line, buf);
}

static void assert_no_text(const char *buf, const char *what)
{
    if (strstr(buf, what) != NULL)
        fail_msg("\"%s\" in the trace:\n%s", what, buf);
}

/* Trace on (`words`), and the fake driver installed again: the install traces the table. */
static void trace_on(const char *words)
{
    ocr_trace_configure(words);
    fake_driver_install();
}

/* Trace off and the fake's own table back, for the next test. */
static int trace_off(void **state)
{
    (void)state;
    ocr_trace_configure(NULL);
    fake_driver_install();
    return 0;
}

static struct cudaMemcpy3DParms host_to_device_3d(void *host, void *dev)
{
    struct cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr.ptr = host;
    p.srcPtr.pitch = 64;
    p.srcPtr.xsize = 64;
    p.srcPtr.ysize = 4;
    p.dstPtr.ptr = dev;
    p.dstPtr.pitch = 512;
    p.dstPtr.xsize = 64;
    p.dstPtr.ysize = 4;
    p.extent.width = 64;
    p.extent.height = 4;
    p.extent.depth = 2;
    p.kind = cudaMemcpyHostToDevice;
    return p;
}

/* The example: the driver's copy refuses, the line names it by its versioned name. */
static void trace_names_the_driver_call_that_failed(void **state)
{
    (void)state;
    static char host[64 * 4 * 2];
    void *dev = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&dev, 4096));
    capture_begin();
    trace_on("1");
    fake_fail_next("cuMemcpy3D", CUDA_ERROR_INVALID_VALUE);
    struct cudaMemcpy3DParms p = host_to_device_3d(host, dev);
    cudaError_t copy = cudaMemcpy3D(&p);
    fake_fail_next("cuMemAlloc", CUDA_ERROR_OUT_OF_MEMORY);
    void *more = NULL;
    cudaError_t alloc = cudaMalloc(&more, 16);
    const char *buf = capture_end();
    assert_cuda(cudaErrorInvalidValue, copy);
    assert_cuda(cudaErrorMemoryAllocation, alloc);
    assert_line(buf, "opencudart: cudaMemcpy3D -> cuMemcpy3D_v2 -> cudaErrorInvalidValue "
                     "(invalid argument)");
    assert_line(buf, "opencudart: cudaMalloc -> cuMemAlloc_v2 -> cudaErrorMemoryAllocation "
                     "(out of memory)");
    assert_cuda(cudaSuccess, cudaFree(dev));
}

/* A per-thread twin's driver call is named by the twin's own symbol. */
static void trace_names_the_per_thread_twin(void **state)
{
    (void)state;
    static char host[64];
    void *dev = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&dev, 64));
    capture_begin();
    ocr_trace_configure("1");
    fake_install_ptds_twins();
    ocr_driver_trace(ocr_drv);
    fake_fail_next("cuMemcpyAsync_ptsz", CUDA_ERROR_INVALID_VALUE);
    cudaError_t err = cudaMemcpyAsync_ptsz(dev, host, 64, cudaMemcpyDefault, 0);
    const char *buf = capture_end();
    assert_cuda(cudaErrorInvalidValue, err);
    assert_line(buf, "opencudart: cudaMemcpyAsync_ptsz -> cuMemcpyAsync_ptsz -> "
                     "cudaErrorInvalidValue (invalid argument)");
    assert_cuda(cudaSuccess, cudaFree(dev));
}

/* A driver call's failure is named only by the record of a call that reports its error, and
 * only once: a call that then succeeds forgets it, and a call that fails for a reason of its
 * own, or answers another error, names none. */
static void trace_names_a_driver_call_only_where_it_is_the_answer(void **state)
{
    (void)state;
    capture_begin();
    trace_on("1");
    /* A failed driver call inside a call that succeeds (made here directly through the table). */
    fake_fail_next("cuCtxSynchronize", CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(DRV.cuCtxSynchronize(), CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaSuccess, cudaDeviceSynchronize());
    cudaError_t own = cudaMalloc(NULL, 16); /* the runtime's own check */
    /* A failed driver call whose error is not the one the next call reports. */
    fake_fail_next("cuCtxSynchronize", CUDA_ERROR_OUT_OF_MEMORY);
    assert_int_equal(DRV.cuCtxSynchronize(), CUDA_ERROR_OUT_OF_MEMORY);
    cudaError_t other = cudaMalloc(NULL, 32);
    /* The same driver failure, reported twice: named once. */
    fake_fail_next("cuCtxSynchronize", CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(DRV.cuCtxSynchronize(), CUDA_ERROR_INVALID_VALUE);
    cudaError_t first = cudaMalloc(NULL, 48);
    cudaError_t second = cudaMalloc(NULL, 64);
    const char *buf = capture_end();
    assert_cuda(cudaErrorInvalidValue, own);
    assert_cuda(cudaErrorInvalidValue, other);
    assert_cuda(cudaErrorInvalidValue, first);
    assert_cuda(cudaErrorInvalidValue, second);
    assert_line(buf, "opencudart: cudaMalloc -> cuCtxSynchronize -> cudaErrorInvalidValue "
                     "(invalid argument)");
    /* One line names it; three name no driver call. */
    assert_int_equal(occurrences(buf, "cuCtxSynchronize"), 1);
    assert_int_equal(occurrences(buf, "opencudart: cudaMalloc -> cudaErrorInvalidValue"), 3);
}

/* OPENCUDART_TRACE=calls: a failing call's one line names the driver call too. */
static void trace_calls_names_the_driver_call(void **state)
{
    (void)state;
    capture_begin();
    trace_on("calls");
    fake_fail_next("cuMemAlloc", CUDA_ERROR_OUT_OF_MEMORY);
    void *p = NULL;
    cudaError_t err = cudaMalloc(&p, 16);
    const char *buf = capture_end();
    assert_cuda(cudaErrorMemoryAllocation, err);
    assert_non_null(strstr(buf, "] cudaMalloc -> cuMemAlloc_v2 -> cudaErrorMemoryAllocation\n"));
    assert_no_text(buf, "(out of memory)");
}

/* Off, the table is the fake's own; on, every entry is traced, once however often the table is
 * made, and a traced entry still calls the entry it replaced. */
static void trace_off_keeps_the_driver_entries(void **state)
{
    (void)state;
    const struct ocr_driver *fake = fake_driver_table();
    assert_ptr_equal(ocr_drv[0].cuMemAlloc, fake->cuMemAlloc);
    assert_ptr_equal(ocr_drv[1].cuLaunchKernel, fake->cuLaunchKernel);
    capture_begin();
    trace_on("1");
    PFN_cuMemAlloc_v3020 traced = ocr_drv[0].cuMemAlloc;
    assert_ptr_not_equal(traced, fake->cuMemAlloc);
    assert_ptr_equal(ocr_drv[1].cuMemAlloc, traced); /* no twin: the same entry in both */
    ocr_driver_trace(ocr_drv);
    fake_driver_install();
    capture_end();
    assert_ptr_equal(ocr_drv[0].cuMemAlloc, traced);
    void *p = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&p, 16));
    assert_calls("cuMemAlloc", 1);
    assert_cuda(cudaSuccess, cudaFree(p));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(trace_names_the_driver_call_that_failed, unit_reset,
                                        trace_off),
        cmocka_unit_test_setup_teardown(trace_names_the_per_thread_twin, unit_reset, trace_off),
        cmocka_unit_test_setup_teardown(trace_names_a_driver_call_only_where_it_is_the_answer,
                                        unit_reset, trace_off),
        cmocka_unit_test_setup_teardown(trace_calls_names_the_driver_call, unit_reset, trace_off),
        cmocka_unit_test_setup_teardown(trace_off_keeps_the_driver_entries, unit_reset, trace_off),
    };
    return cmocka_run_group_tests(tests, unit_install_fake, NULL);
}
