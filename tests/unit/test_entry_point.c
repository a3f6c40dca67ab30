/*
 * Driver entry points (runtime/entry_point.c): flags and versions passed to cuGetProcAddress, the
 * per-thread twin's default stream, what the runtime refuses itself.
 */
#include "unit.h"

cudaError_t cudaGetDriverEntryPointByVersion_ptsz(const char *symbol, void **funcPtr,
                                                  unsigned int cudaVersion,
                                                  unsigned long long flags,
                                                  enum cudaDriverEntryPointQueryResult *status);
cudaError_t cudaGetDriverEntryPoint_ptsz(const char *symbol, void **funcPtr,
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

/* cudaGetDriverEntryPoint asks at the runtime's API level, or at the driver's where the driver is
 * older (an r580 driver refuses a level above its own with CUDA_ERROR_INVALID_VALUE, measured on
 * the GPU); the ByVersion form passes the caller's level unchanged, 0 included. */
static void cudaGetDriverEntryPoint_level(void **state)
{
    (void)state;
    ocr_drv[0].cuGetProcAddress = fake_get_proc;
    ocr_drv[1].cuGetProcAddress = fake_get_proc;
    void *fn = NULL;
    enum cudaDriverEntryPointQueryResult st;
    assert_cuda(cudaSuccess, cudaGetDriverEntryPoint("cuMemAlloc", &fn, cudaEnableDefault, &st));
    int saved = ocr_driver_version;
    const struct {
        int driver, asked;
    } cases[] = {{13000, 13000},
                 {13020, 13020},
                 {OCR_CUDART_API_VERSION, OCR_CUDART_API_VERSION},
                 {13050, OCR_CUDART_API_VERSION},
                 {14000, OCR_CUDART_API_VERSION}};
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        ocr_driver_version = cases[i].driver;
        last_proc_version = -1;
        assert_cuda(cudaSuccess,
                    cudaGetDriverEntryPoint("cuMemAlloc", &fn, cudaEnableDefault, &st));
        assert_int_equal(last_proc_version, cases[i].asked);
        last_proc_version = -1;
        assert_cuda(cudaSuccess,
                    cudaGetDriverEntryPoint_ptsz("cuMemAlloc", &fn, cudaEnableDefault, &st));
        assert_int_equal(last_proc_version, cases[i].asked);
        assert_int_equal(last_proc_flags, cudaEnablePerThreadDefaultStream);
    }
    ocr_driver_version = 13000;
    assert_cuda(cudaSuccess,
                cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 13030, cudaEnableDefault, &st));
    assert_int_equal(last_proc_version, 13030);
    (void)cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 0, cudaEnableDefault, &st);
    assert_int_equal(last_proc_version, 0);
    ocr_driver_version = saved;
    ocr_drv[0].cuGetProcAddress = fake_driver_table()->cuGetProcAddress;
    ocr_drv[1].cuGetProcAddress = fake_driver_table()->cuGetProcAddress;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaGetDriverEntryPointByVersion_flags, unit_reset),
        cmocka_unit_test_setup(cudaGetDriverEntryPoint_level, unit_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake, NULL);
}
