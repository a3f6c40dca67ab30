/*
 * The runtime's own logic in entry points beyond the samples: driver entry points (flags, the
 * per-thread twin's default), interprocess handles, peer access, library management, kernels as
 * driver objects, managed-memory locations, the failing-call trace.
 */
#include "unit.h"

#include <pthread.h>

#include <stdio.h>
#include <unistd.h>

cudaError_t cudaGetDriverEntryPointByVersion_ptsz(const char *symbol, void **funcPtr,
                                                  unsigned int cudaVersion,
                                                  unsigned long long flags,
                                                  enum cudaDriverEntryPointQueryResult *status);

static unsigned long long last_proc_flags;
static int last_proc_version;
static unsigned proc_calls;

/* The driver's cuGetProcAddress as measured: unknown flags and a NULL output refused. */
static CUresult fake_get_proc(const char *symbol, void **pfn, int version, cuuint64_t flags,
                              CUdriverProcAddressQueryResult *status)
{
    proc_calls++;
    last_proc_flags = flags;
    last_proc_version = version;
    if (pfn == NULL || (flags & ~(cuuint64_t)3) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    *pfn = strcmp(symbol, "cuMemAlloc") == 0 ? (void *)fake_get_proc : NULL;
    if (status)
        *status = *pfn ? CU_GET_PROC_ADDRESS_SUCCESS : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    return *pfn ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

static void cudaGetDriverEntryPointByVersion_flags(void **state)
{
    (void)state;
    ocr_drv[0].cuGetProcAddress = fake_get_proc;
    ocr_drv[1].cuGetProcAddress = fake_get_proc;
    void *fn = NULL;
    enum cudaDriverEntryPointQueryResult st = cudaDriverEntryPointSymbolNotFound;
    assert_cuda(cudaSuccess,
                cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 12000, cudaEnableDefault, &st));
    assert_non_null(fn);
    assert_int_equal(st, cudaDriverEntryPointSuccess);
    assert_int_equal(last_proc_version, 12000);
    assert_int_equal(last_proc_flags, cudaEnableDefault);
    /* The per-thread twin makes the per-thread default stream the default. */
    assert_cuda(cudaSuccess, cudaGetDriverEntryPointByVersion_ptsz("cuMemAlloc", &fn, 12000,
                                                                   cudaEnableDefault, &st));
    assert_int_equal(last_proc_flags, cudaEnablePerThreadDefaultStream);
    assert_cuda(cudaSuccess, cudaGetDriverEntryPointByVersion_ptsz("cuMemAlloc", &fn, 12000,
                                                                   cudaEnableLegacyStream, &st));
    assert_int_equal(last_proc_flags, cudaEnableLegacyStream);
    /* Unknown flags and a NULL output are the driver's to refuse (NVIDIA's runtime passes them
     * on); a NULL symbol, on which NVIDIA's process crashes in the driver, is refused here. */
    unsigned calls = proc_calls;
    assert_cuda(cudaErrorInvalidValue,
                cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 12000, 0x10, &st));
    assert_int_equal(last_proc_flags, 0x10);
    assert_cuda(cudaErrorInvalidValue,
                cudaGetDriverEntryPointByVersion("cuMemAlloc", NULL, 12000, 0, &st));
    assert_int_equal(proc_calls, calls + 2);
    assert_cuda(cudaErrorInvalidValue,
                cudaGetDriverEntryPointByVersion(NULL, &fn, 12000, cudaEnableDefault, &st));
    assert_int_equal(proc_calls, calls + 2);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* A symbol the driver does not know: its answer and status. */
    assert_cuda(cudaErrorSymbolNotFound,
                cudaGetDriverEntryPointByVersion("cuNoSuchEntry", &fn, 13000, 0, &st));
    assert_int_equal(st, cudaDriverEntryPointSymbolNotFound);
    ocr_drv[0].cuGetProcAddress = fake_driver_table()->cuGetProcAddress;
    ocr_drv[1].cuGetProcAddress = fake_driver_table()->cuGetProcAddress;
}

static void cudaIpcOpenMemHandle_arguments(void **state)
{
    (void)state;
    cudaIpcMemHandle_t h;
    memset(&h, 0, sizeof h);
    void *p = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaIpcOpenMemHandle(&p, h, 0x8));
    assert_cuda(cudaErrorInvalidValue, cudaIpcOpenMemHandle(NULL, h, 0));
    assert_cuda(cudaErrorInvalidValue, cudaIpcGetMemHandle(NULL, p));
    assert_cuda(cudaErrorInvalidValue, cudaIpcGetEventHandle(NULL, NULL));
    assert_calls("cuIpcOpenMemHandle", 0);
    assert_calls("cuIpcGetMemHandle", 0);
}

static void cudaDeviceCanAccessPeer_same_device(void **state)
{
    (void)state;
    int can = -1;
    assert_cuda(cudaSuccess, cudaDeviceCanAccessPeer(&can, 0, 0));
    assert_int_equal(can, 0);
    assert_calls("cuDeviceCanAccessPeer", 0);
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceCanAccessPeer(&can, 0, 5));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceCanAccessPeer(NULL, 0, 0));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceEnablePeerAccess(0, 1));
}

static void cudaLibraryLoadData_arguments(void **state)
{
    (void)state;
    cudaLibrary_t lib = NULL;
    assert_cuda(cudaErrorInvalidValue,
                cudaLibraryLoadData(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0));
    assert_cuda(cudaErrorInvalidValue,
                cudaLibraryLoadFromFile(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0));
    assert_cuda(cudaErrorInvalidValue,
                cudaLibraryLoadData(NULL, "x", NULL, NULL, 0, NULL, NULL, 0));
    assert_calls("cuLibraryLoadData", 0);
    cudaKernel_t k;
    assert_cuda(cudaErrorInvalidValue, cudaLibraryGetKernel(&k, lib, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaLibraryGetKernelCount(NULL, lib));
}

static char not_a_stub;

static void cudaGetFuncBySymbol_registered_stubs_only(void **state)
{
    (void)state;
    cudaFunction_t f = NULL;
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetFuncBySymbol(&f, &not_a_stub));
    assert_null(f);
    assert_calls("cuKernelGetFunction", 0);
    /* The function is looked up before the output (NVIDIA's order, seen on the GPU). */
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetFuncBySymbol(NULL, &not_a_stub));
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetFuncBySymbol(NULL, NULL));
    /* cudaGetKernel, too, takes registered stubs only. */
    cudaKernel_t k = (cudaKernel_t)0x1;
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetKernel(&k, &not_a_stub));
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetKernel(&k, NULL));
    assert_ptr_equal(k, (cudaKernel_t)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaGetKernel(NULL, &not_a_stub));
    /* The occupancy calls: a NULL function first, then the driver judges the rest. */
    assert_cuda(cudaErrorInvalidDeviceFunction,
                cudaOccupancyMaxActiveBlocksPerMultiprocessor(NULL, NULL, 0, 0));
    size_t smem = 0;
    assert_cuda(cudaErrorInvalidDeviceFunction,
                cudaOccupancyAvailableDynamicSMemPerBlock(&smem, NULL, 1, 32));
    assert_calls("cuKernelGetFunction", 0);
}

/* An unknown device in a location is the driver's to judge (its answers differ: advice says
 * cudaErrorInvalidValue, a prefetch cudaErrorInvalidDevice), as NVIDIA's runtime leaves it. */
static void cudaMemAdvise_and_prefetch_unknown_device(void **state)
{
    (void)state;
    struct cudaMemLocation bad = {cudaMemLocationTypeDevice, 7};
    fake_fail_next("cuMemAdvise", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue,
                cudaMemAdvise((void *)0x1000, 64, cudaMemAdviseSetReadMostly, bad));
    fake_fail_next("cuMemPrefetchAsync", CUDA_ERROR_INVALID_DEVICE);
    assert_cuda(cudaErrorInvalidDevice, cudaMemPrefetchAsync((void *)0x1000, 64, bad, 0, NULL));
    assert_calls("cuMemAdvise", 1);
    assert_calls("cuMemPrefetchAsync", 1);
}

static dim3 dim3_of(unsigned x, unsigned y, unsigned z)
{
    dim3 d = {x, y, z};
    return d;
}

/* Standard error captured into a temporary file between capture_begin and capture_end, which
 * returns what was written (a static buffer). */
static int capture_fd = -1, capture_saved = -1;

static void capture_begin(void)
{
    char path[] = "/tmp/ocr_trace_XXXXXX";
    capture_fd = mkstemp(path);
    assert_true(capture_fd >= 0);
    unlink(path);
    fflush(stderr);
    capture_saved = dup(2);
    dup2(capture_fd, 2);
}

static const char *capture_end(void)
{
    static char buf[8192];
    fflush(stderr);
    dup2(capture_saved, 2);
    close(capture_saved);
    memset(buf, 0, sizeof buf);
    ssize_t n = pread(capture_fd, buf, sizeof buf - 1, 0);
    close(capture_fd);
    assert_true(n > 0);
    return buf;
}

static size_t occurrences(const char *text, const char *what)
{
    size_t n = 0;
    for (const char *p = strstr(text, what); p != NULL; p = strstr(p + 1, what))
        n++;
    return n;
}

/* With the trace on, a failing call names its entry point on stderr. */
static void trace_names_the_failing_entry_point(void **state)
{
    (void)state;
    capture_begin();
    ocr_trace_errors = 1;
    cudaMalloc(NULL, 16);
    ocr_trace_errors = 0;
    const char *buf = capture_end();
    assert_non_null(strstr(buf, "opencudart: cudaMalloc -> cudaErrorInvalidValue"));
}

/* Register `stub` as the kernel `name` of a fatbin that carries no image. */
static void **register_kernel(const void *stub, const char *name)
{
    static const struct {
        int magic, version;
        const void *data, *list;
    } wrapper = {0x466243B1, 1, NULL, NULL};
    void **fb = __cudaRegisterFatBinary((void *)&wrapper);
    __cudaRegisterFunction(fb, stub, (char *)name, name, -1, NULL, NULL, NULL, NULL, NULL);
    return fb;
}

/* With the trace on, a kernel the device has no image for names what the fatbin carries. */
static void trace_names_the_images_of_a_fatbin_without_one_for_the_device(void **state)
{
    (void)state;
    static char stub;
    register_kernel(&stub, "kernel_far");
    capture_begin();
    ocr_trace_errors = 1;
    fake_fail_next("cuLibraryGetKernel", CUDA_ERROR_NO_BINARY_FOR_GPU);
    cudaKernel_t k = NULL;
    cudaError_t err = __cudaGetKernel(&k, &stub);
    ocr_trace_errors = 0;
    const char *buf = capture_end();
    assert_cuda(cudaErrorNoKernelImageForDevice, err);
    assert_non_null(strstr(buf, "opencudart: loading a fatbin with no images found"));
    assert_non_null(
        strstr(buf, "opencudart: no image for this device in a fatbin with no images found"));
    assert_non_null(strstr(buf, "opencudart: __cudaGetKernel -> cudaErrorNoKernelImageForDevice"));
}

/* OPENCUDART_TRACE=calls: every call with its result, once (no second line for a failure),
 * the last-error queries included. */
static void trace_calls_reports_every_call_once(void **state)
{
    (void)state;
    int d = -1;
    capture_begin();
    ocr_trace_configure("calls");
    cudaGetDevice(&d);
    cudaMalloc(NULL, 16);
    cudaGetLastError();
    ocr_trace_configure(NULL);
    const char *buf = capture_end();
    assert_non_null(strstr(buf, "opencudart: CUDA runtime 13.0, tracing every call\n"));
    assert_non_null(strstr(buf, "] cudaGetDevice -> cudaSuccess\n"));
    assert_int_equal(occurrences(buf, "cudaMalloc -> cudaErrorInvalidValue"), 1);
    assert_non_null(strstr(buf, "] cudaGetLastError -> cudaErrorInvalidValue\n"));
    assert_int_equal(ocr_trace_calls, 0);
    assert_int_equal(ocr_trace_errors, 0);
}

/* OPENCUDART_TRACE=stats: calls and failures counted per entry point, most called first. */
static void trace_stats_counts_calls_per_entry_point(void **state)
{
    (void)state;
    int d = -1;
    capture_begin();
    ocr_trace_configure("x,stats");
    for (int i = 0; i < 3; i++)
        cudaGetDevice(&d);
    cudaMalloc(NULL, 16);
    fake_fail_next("cuEventQuery", CUDA_ERROR_NOT_READY);
    assert_cuda(cudaErrorNotReady, cudaEventQuery((cudaEvent_t)0x10)); /* not a failure */
    ocr_trace_configure("0");
    ocr_trace_report_stats();
    const char *buf = capture_end();
    assert_non_null(strstr(buf, "tracing failing calls, with a table of every call at exit\n"));
    assert_non_null(strstr(buf, "opencudart: cudaMalloc -> cudaErrorInvalidValue"));
    assert_non_null(strstr(buf, "opencudart:            3            0  cudaGetDevice\n"));
    assert_non_null(strstr(buf, "opencudart:            1            1  cudaMalloc\n"));
    assert_non_null(strstr(buf, "opencudart:            1            0  cudaEventQuery\n"));
    assert_true(strstr(buf, "  cudaGetDevice\n") < strstr(buf, "  cudaMalloc\n"));
    /* Off again: nothing more is counted. */
    cudaGetDevice(&d);
    capture_begin();
    ocr_trace_report_stats();
    buf = capture_end();
    assert_non_null(strstr(buf, "opencudart:            3            0  cudaGetDevice\n"));
}

/* The table of calls is counted from many threads at once without losing a call. */
static void *stats_worker(void *arg)
{
    (void)arg;
    int d;
    for (int i = 0; i < 1000; i++) {
        cudaGetDevice(&d);
        cudaPeekAtLastError();
    }
    return NULL;
}

static void trace_stats_counts_from_many_threads(void **state)
{
    (void)state;
    pthread_t t[4];
    capture_begin();
    ocr_trace_configure("stats");
    for (int i = 0; i < 4; i++)
        assert_int_equal(pthread_create(&t[i], NULL, stats_worker, NULL), 0);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], NULL);
    ocr_trace_configure(NULL);
    ocr_trace_report_stats();
    const char *buf = capture_end();
    /* 3 more from the single-threaded stats test before. */
    assert_non_null(strstr(buf, "opencudart:         4003            0  cudaGetDevice\n"));
    assert_non_null(strstr(buf, "opencudart:         4000            0  cudaPeekAtLastError\n"));
}

/* OPENCUDART_TRACE=sync: a launch is followed by a synchronisation of its stream, and a kernel
 * that faults is named with its configuration; the launch's own result is unchanged; a stream
 * that is being captured is left alone. With any trace, a failing launch names its kernel. */
static void trace_sync_names_the_kernel_that_faults(void **state)
{
    (void)state;
    static char stub;
    __cudaRegisterFatBinaryEnd(register_kernel(&stub, "_Z6k_failPi"));
    void *args[1] = {NULL};
    cudaStream_t s = NULL;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));

    capture_begin();
    ocr_trace_configure("sync");
    cudaError_t bad = cudaLaunchKernel(&stub, dim3_of(1, 1, 1), dim3_of(4096, 1, 1), args, 0, s);
    cudaError_t begun = cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    fake_log_clear();
    cudaError_t captured = cudaLaunchKernel(&stub, dim3_of(1, 1, 1), dim3_of(32, 1, 1), args, 0, s);
    size_t syncs_in_capture = fake_calls("cuStreamSynchronize");
    cudaGraph_t g = NULL;
    cudaError_t ended = cudaStreamEndCapture(s, &g);
    fake_log_clear();
    /* Last: the fault corrupts the context until the reset below. */
    fake_fail_next("cuStreamSynchronize", CUDA_ERROR_ILLEGAL_ADDRESS);
    cudaError_t faulted = cudaLaunchKernel(&stub, dim3_of(4, 1, 1), dim3_of(256, 1, 1), args, 0, s);
    size_t syncs = fake_calls("cuStreamSynchronize");
    ocr_trace_configure(NULL);
    const char *buf = capture_end();

    assert_non_null(strstr(buf, "tracing failing calls; launches synchronised\n"));
    assert_cuda(cudaErrorInvalidValue, bad);
    /* The name is demangled where the process has the C++ demangler (the sanitizer runtimes
     * bring one), mangled elsewhere. */
    assert_true(strstr(buf, "opencudart: launch of _Z6k_failPi<<<(1,1,1),(4096,1,1)>>> -> "
                            "cudaErrorInvalidValue\n") != NULL ||
                strstr(buf, "opencudart: launch of k_fail(int*)<<<(1,1,1),(4096,1,1)>>> -> "
                            "cudaErrorInvalidValue\n") != NULL);
    assert_cuda(cudaSuccess, begun);
    assert_cuda(cudaSuccess, captured);
    assert_cuda(cudaSuccess, ended);
    assert_int_equal(syncs_in_capture, 0);
    assert_cuda(cudaSuccess, faulted);
    assert_int_equal(syncs, 1);
    assert_true(strstr(buf, "opencudart: kernel _Z6k_failPi<<<(4,1,1),(256,1,1)>>> failed: "
                            "cudaErrorIllegalAddress (an illegal memory access") != NULL ||
                strstr(buf, "opencudart: kernel k_fail(int*)<<<(4,1,1),(256,1,1)>>> failed: "
                            "cudaErrorIllegalAddress (an illegal memory access") != NULL);
    assert_int_equal(ocr_trace_errors, 0);
    assert_cuda(cudaSuccess, cudaDeviceReset());
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaGetDriverEntryPointByVersion_flags, unit_reset),
        cmocka_unit_test_setup(cudaIpcOpenMemHandle_arguments, unit_reset),
        cmocka_unit_test_setup(cudaDeviceCanAccessPeer_same_device, unit_reset),
        cmocka_unit_test_setup(cudaLibraryLoadData_arguments, unit_reset),
        cmocka_unit_test_setup(cudaGetFuncBySymbol_registered_stubs_only, unit_reset),
        cmocka_unit_test_setup(cudaMemAdvise_and_prefetch_unknown_device, unit_reset),
        cmocka_unit_test_setup(trace_names_the_failing_entry_point, unit_reset),
        cmocka_unit_test_setup(trace_calls_reports_every_call_once, unit_reset),
        cmocka_unit_test_setup(trace_stats_counts_calls_per_entry_point, unit_reset),
        cmocka_unit_test_setup(trace_stats_counts_from_many_threads, unit_reset),
        cmocka_unit_test_setup(trace_sync_names_the_kernel_that_faults, unit_reset),
        cmocka_unit_test_setup(trace_names_the_images_of_a_fatbin_without_one_for_the_device,
                               unit_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake, NULL);
}
