/*
 * The device services of runtime/device_extra.c (atomic capabilities, asynchronous
 * notifications, NvSciSync attributes, the deprecated shared-memory configuration) and the error
 * logs (runtime/logs.c): what reaches the driver and what comes back. Device arguments are
 * translated from runtime ordinals to CUdevice handles; the arguments NVIDIA's runtime hands to
 * the driver as they are (the application's own notification callback included) go unchanged.
 *
 * The entries under test are replaced here by recorders (`rec`) after the fake is installed; they
 * log nothing in the fake's call log, and each test's teardown puts the fake's entries back. The
 * fake's devices are numbered from BASE, so that an ordinal passed where a CUdevice belongs shows.
 */
#include "unit.h"

#define DEVICES 2
#define BASE 10

#define NOTIFY_HANDLE ((CUasyncCallbackHandle)(uintptr_t)0x5150)
#define LOG_HANDLE ((CUlogsCallbackHandle)(uintptr_t)0x1060)

/* -- what the tests register (as nvcc-generated constructors would) ---------------------------- */

static const struct {
    int magic, version;
    const void *data;
    void *filename;
} wrapper = {0x466243b1, 1, "fatbin", NULL};
static void **fatbin;
static char stub_k;
static char not_a_stub;

/* -- the recorders ----------------------------------------------------------------------------- */

static struct {
    const char *entry; /* last recorder called */
    int calls;
    CUresult result; /* what the recorders return (CUDA_SUCCESS unless a test says) */
    unsigned count;
    unsigned flags;
    CUdevice dev, dev2;
    const CUatomicOperation *ops;
    CUfunction func;
    CUsharedconfig config;
    CUasyncCallback notify_fn;
    void *notify_data;
    CUasyncCallbackHandle notify_handle;
    CUlogsCallback log_fn;
    void *log_data;
    CUlogsCallbackHandle log_handle;
    CUlogIterator *iterator;
    const char *path;
    char *buffer;
    size_t *size;
    void *attr_list;
    int int_flags;
} rec;

static bool record(const char *entry)
{
    rec.entry = entry;
    rec.calls++;
    return rec.result == CUDA_SUCCESS;
}

static CUresult rec_cuDeviceGetHostAtomicCapabilities(unsigned *caps, const CUatomicOperation *ops,
                                                      unsigned count, CUdevice dev)
{
    rec.ops = ops, rec.count = count, rec.dev = dev;
    if (!record("cuDeviceGetHostAtomicCapabilities"))
        return rec.result;
    for (unsigned i = 0; i < count; i++)
        caps[i] = 0x10u + (unsigned)ops[i];
    return CUDA_SUCCESS;
}

static CUresult rec_cuDeviceGetP2PAtomicCapabilities(unsigned *caps, const CUatomicOperation *ops,
                                                     unsigned count, CUdevice src, CUdevice dst)
{
    rec.ops = ops, rec.count = count, rec.dev = src, rec.dev2 = dst;
    if (!record("cuDeviceGetP2PAtomicCapabilities"))
        return rec.result;
    for (unsigned i = 0; i < count; i++)
        caps[i] = 0x20u + (unsigned)ops[i];
    return CUDA_SUCCESS;
}

static CUresult rec_cuDeviceRegisterAsyncNotification(CUdevice dev, CUasyncCallback fn, void *data,
                                                      CUasyncCallbackHandle *h)
{
    rec.dev = dev, rec.notify_fn = fn, rec.notify_data = data;
    if (!record("cuDeviceRegisterAsyncNotification"))
        return rec.result;
    *h = NOTIFY_HANDLE;
    return CUDA_SUCCESS;
}

static CUresult rec_cuDeviceUnregisterAsyncNotification(CUdevice dev, CUasyncCallbackHandle h)
{
    rec.dev = dev, rec.notify_handle = h;
    return record("cuDeviceUnregisterAsyncNotification") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuDeviceGetNvSciSyncAttributes(void *list, CUdevice dev, int flags)
{
    rec.attr_list = list, rec.dev = dev, rec.int_flags = flags;
    return record("cuDeviceGetNvSciSyncAttributes") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuFuncSetSharedMemConfig(CUfunction f, CUsharedconfig config)
{
    rec.func = f, rec.config = config;
    return record("cuFuncSetSharedMemConfig") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuLogsRegisterCallback(CUlogsCallback fn, void *data, CUlogsCallbackHandle *h)
{
    rec.log_fn = fn, rec.log_data = data;
    if (!record("cuLogsRegisterCallback"))
        return rec.result;
    if (h)
        *h = LOG_HANDLE;
    return CUDA_SUCCESS;
}

static CUresult rec_cuLogsUnregisterCallback(CUlogsCallbackHandle h)
{
    rec.log_handle = h;
    return record("cuLogsUnregisterCallback") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuLogsCurrent(CUlogIterator *it, unsigned flags)
{
    rec.iterator = it, rec.flags = flags;
    if (!record("cuLogsCurrent"))
        return rec.result;
    if (it == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *it = 42;
    return CUDA_SUCCESS;
}

static CUresult rec_cuLogsDumpToFile(CUlogIterator *it, const char *path, unsigned flags)
{
    rec.iterator = it, rec.path = path, rec.flags = flags;
    return record("cuLogsDumpToFile") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuLogsDumpToMemory(CUlogIterator *it, char *buffer, size_t *size,
                                       unsigned flags)
{
    rec.iterator = it, rec.buffer = buffer, rec.size = size, rec.flags = flags;
    if (!record("cuLogsDumpToMemory")) {
        *size = 0;
        return rec.result;
    }
    *size = 3;
    memcpy(buffer, "ab\n", 4);
    return CUDA_SUCCESS;
}

#define REC(name)                                                                                  \
    do {                                                                                           \
        ocr_drv[0].name = rec_##name;                                                              \
        ocr_drv[1].name = rec_##name;                                                              \
    } while (0)

static int group_setup(void **state)
{
    fatbin = __cudaRegisterFatBinary((void *)&wrapper);
    __cudaRegisterFunction(fatbin, &stub_k, (char *)"kernel_k", "kernel_k", -1, NULL, NULL, NULL,
                           NULL, NULL);
    __cudaRegisterFatBinaryEnd(fatbin);
    fake_config.device_count = DEVICES;
    fake_config.device_base = BASE;
    return unit_install_fake(state);
}

static int setup(void **state)
{
    memset(&rec, 0, sizeof rec);
    REC(cuDeviceGetHostAtomicCapabilities);
    REC(cuDeviceGetP2PAtomicCapabilities);
    REC(cuDeviceRegisterAsyncNotification);
    REC(cuDeviceUnregisterAsyncNotification);
    REC(cuDeviceGetNvSciSyncAttributes);
    REC(cuFuncSetSharedMemConfig);
    REC(cuLogsRegisterCallback);
    REC(cuLogsUnregisterCallback);
    REC(cuLogsCurrent);
    REC(cuLogsDumpToFile);
    REC(cuLogsDumpToMemory);
    return unit_reset(state);
}

static int teardown(void **state)
{
    (void)state;
    ocr_drv[0] = *fake_driver_table();
    ocr_drv[1] = *fake_driver_table();
    return 0;
}

#define TEST(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)

/* -- error logs -------------------------------------------------------------------------------- */

static void log_callback(void *data, cudaLogLevel level, char *message, size_t length)
{
    (void)data, (void)level, (void)message, (void)length;
}

static void cudaLogs_pass_the_drivers_arguments(void **state)
{
    (void)state;
    int user;
    cudaLogsCallbackHandle h = NULL;
    assert_cuda(cudaSuccess, cudaLogsRegisterCallback(log_callback, &user, &h));
    assert_ptr_equal(rec.log_fn, (CUlogsCallback)log_callback);
    assert_ptr_equal(rec.log_data, &user);
    assert_ptr_equal(h, LOG_HANDLE);
    /* The handle is optional. */
    assert_cuda(cudaSuccess, cudaLogsRegisterCallback(log_callback, NULL, NULL));
    assert_cuda(cudaSuccess, cudaLogsUnregisterCallback(h));
    assert_ptr_equal(rec.log_handle, LOG_HANDLE);
    cudaLogIterator it = 0;
    assert_cuda(cudaSuccess, cudaLogsCurrent(&it, 0));
    assert_int_equal(it, 42);
    /* NULL is the driver's to refuse. */
    assert_cuda(cudaErrorInvalidValue, cudaLogsCurrent(NULL, 0));
    assert_null(rec.iterator);
    assert_cuda(cudaSuccess, cudaLogsDumpToFile(&it, "/tmp/log", 0));
    assert_ptr_equal(rec.iterator, &it);
    assert_string_equal(rec.path, "/tmp/log");
    char buf[16];
    size_t size = sizeof buf;
    assert_cuda(cudaSuccess, cudaLogsDumpToMemory(NULL, buf, &size, 0));
    assert_null(rec.iterator);
    assert_int_equal(size, 3);
    assert_string_equal(buf, "ab\n");
    /* Failures: mapped and recorded; a handle is not written, *size is what the driver left. */
    rec.result = CUDA_ERROR_INVALID_VALUE;
    h = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaLogsRegisterCallback(NULL, NULL, &h));
    assert_null(h);
    size = sizeof buf;
    assert_cuda(cudaErrorInvalidValue, cudaLogsDumpToMemory(&it, buf, &size, 1));
    assert_int_equal(rec.flags, 1);
    assert_int_equal(size, 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- device services --------------------------------------------------------------------------- */

static void atomic_capabilities_translate_devices(void **state)
{
    (void)state;
    const enum cudaAtomicOperation ops[3] = {cudaAtomicOperationIntegerAdd, cudaAtomicOperationCAS,
                                             cudaAtomicOperationFloatMax};
    unsigned caps[3] = {0, 0, 0};
    assert_cuda(cudaSuccess, cudaDeviceGetHostAtomicCapabilities(caps, ops, 3, 1));
    assert_int_equal(rec.dev, BASE + 1);
    assert_int_equal(rec.count, 3);
    assert_ptr_equal(rec.ops, (const CUatomicOperation *)ops);
    assert_int_equal(caps[1], 0x10u + CU_ATOMIC_OPERATION_CAS);
    assert_cuda(cudaSuccess, cudaDeviceGetP2PAtomicCapabilities(caps, ops, 2, 1, 0));
    assert_int_equal(rec.dev, BASE + 1);
    assert_int_equal(rec.dev2, BASE);
    assert_int_equal(caps[0], 0x20u + CU_ATOMIC_OPERATION_INTEGER_ADD);
    /* The same device twice, count 0 and unknown operations are the driver's verdict. */
    assert_cuda(cudaSuccess, cudaDeviceGetP2PAtomicCapabilities(caps, ops, 0, 0, 0));
    assert_int_equal(rec.count, 0);
    assert_int_equal(rec.dev, BASE);
    assert_int_equal(rec.dev2, BASE);
    /* Everything else is the driver's to judge, as in NVIDIA's runtime: an ordinal the runtime
     * does not enumerate goes as it is, NULL pointers too. */
    int calls = rec.calls;
    rec.result = CUDA_ERROR_INVALID_DEVICE;
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceGetHostAtomicCapabilities(caps, ops, 3, DEVICES));
    assert_int_equal(rec.dev, DEVICES);
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceGetP2PAtomicCapabilities(caps, ops, 3, 0, -1));
    assert_int_equal(rec.dev2, -1);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetHostAtomicCapabilities(NULL, ops, 3, 0));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetP2PAtomicCapabilities(caps, NULL, 3, 0, 1));
    assert_null(rec.ops);
    assert_int_equal(rec.calls, calls + 4);
}

static struct {
    int calls;
    cudaAsyncNotificationInfo_t info;
    void *user;
    cudaAsyncCallbackHandle_t handle;
} notified;

static void on_notification(cudaAsyncNotificationInfo_t *info, void *user,
                            cudaAsyncCallbackHandle_t handle)
{
    notified.calls++;
    notified.info = *info;
    notified.user = user;
    notified.handle = handle;
}

static void async_notifications_pass_the_applications_callback(void **state)
{
    (void)state;
    memset(&notified, 0, sizeof notified);
    int user;
    cudaAsyncCallbackHandle_t h = NULL;
    assert_cuda(cudaSuccess, cudaDeviceRegisterAsyncNotification(1, on_notification, &user, &h));
    assert_int_equal(rec.dev, BASE + 1);
    assert_ptr_equal(h, (cudaAsyncCallbackHandle_t)NOTIFY_HANDLE);
    /* The driver gets the application's callback and user data as they are (NVIDIA's runtime
     * hands them over unchanged; the types have the same layout). */
    assert_ptr_equal(rec.notify_fn, (CUasyncCallback)on_notification);
    assert_ptr_equal(rec.notify_data, &user);
    CUasyncNotificationInfo info;
    memset(&info, 0, sizeof info);
    info.type = CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET;
    info.info.overBudget.bytesOverBudget = 123456789ULL;
    rec.notify_fn(&info, rec.notify_data, NOTIFY_HANDLE);
    assert_int_equal(notified.calls, 1);
    assert_int_equal(notified.info.type, cudaAsyncNotificationTypeOverBudget);
    assert_int_equal(notified.info.info.overBudget.bytesOverBudget, 123456789ULL);
    assert_ptr_equal(notified.user, &user);
    assert_ptr_equal(notified.handle, h);

    rec.result = CUDA_SUCCESS;
    assert_cuda(cudaSuccess, cudaDeviceUnregisterAsyncNotification(1, h));
    assert_int_equal(rec.dev, BASE + 1);
    assert_ptr_equal(rec.notify_handle, NOTIFY_HANDLE);
    /* Unknown handles, devices and NULLs are the driver's verdict. */
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaDeviceUnregisterAsyncNotification(1, (cudaAsyncCallbackHandle_t)0x99));
    assert_ptr_equal(rec.notify_handle, (CUasyncCallbackHandle)0x99);
    h = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaDeviceRegisterAsyncNotification(0, NULL, NULL, &h));
    assert_null(h);
    assert_null(rec.notify_fn);
    rec.result = CUDA_ERROR_INVALID_DEVICE;
    assert_cuda(cudaErrorInvalidDevice,
                cudaDeviceRegisterAsyncNotification(DEVICES, on_notification, NULL, &h));
    assert_int_equal(rec.dev, DEVICES);
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceUnregisterAsyncNotification(-1, h));
    assert_int_equal(rec.dev, -1);
}

static void cudaDeviceGetNvSciSyncAttributes_translates_the_device(void **state)
{
    (void)state;
    char list[8];
    assert_cuda(cudaSuccess, cudaDeviceGetNvSciSyncAttributes(list, 1, cudaNvSciSyncAttrWait));
    assert_ptr_equal(rec.attr_list, list);
    assert_int_equal(rec.dev, BASE + 1);
    assert_int_equal(rec.int_flags, CUDA_NVSCISYNC_ATTR_WAIT);
    /* A current context first, as in NVIDIA's runtime; the rest is the driver's to judge. */
    assert_non_null(fake_current_context());
    rec.result = CUDA_ERROR_INVALID_DEVICE;
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceGetNvSciSyncAttributes(list, 2, 0));
    assert_int_equal(rec.dev, 2);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetNvSciSyncAttributes(NULL, 0, 0));
    assert_null(rec.attr_list);
}

static void cudaFuncSetSharedMemConfig_uses_the_stubs_function(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaFuncSetSharedMemConfig(&stub_k, cudaSharedMemBankSizeEightByte));
    assert_non_null(rec.func);
    assert_int_equal(rec.config, CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE);
    /* Config values are the driver's to check. */
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaFuncSetSharedMemConfig(&stub_k, (enum cudaSharedMemConfig)9));
    assert_int_equal(rec.config, 9);
    /* Something that is no kernel: as cudaFuncSetCacheConfig answers it. */
    rec.result = CUDA_SUCCESS;
    int calls = rec.calls;
    cudaError_t cache = cudaFuncSetCacheConfig(&not_a_stub, cudaFuncCachePreferL1);
    assert_cuda(cache, cudaFuncSetSharedMemConfig(&not_a_stub, cudaSharedMemBankSizeDefault));
    assert_int_equal(rec.calls, calls);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        TEST(cudaLogs_pass_the_drivers_arguments),
        TEST(atomic_capabilities_translate_devices),
        TEST(async_notifications_pass_the_applications_callback),
        TEST(cudaDeviceGetNvSciSyncAttributes_translates_the_device),
        TEST(cudaFuncSetSharedMemConfig_uses_the_stubs_function),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
