/*
 * The driver table: libcuda.so.1 is opened at first need (never linked), and every entry point
 * of driver_funcs.h is resolved through cuGetProcAddress_v2 at the ABI version NVIDIA's runtime
 * asks for, a second time with CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM for the entries
 * that have a per-thread-default-stream twin. With OPENCUDART_TRACE on (chosen when the library
 * loads, before this runs), the table's entries are the traced ones of driver_trace.c, which
 * call these; off, the table is the driver's own entries and a call costs what it costs.
 */
#include "internal.h"

#include <dlfcn.h>
#include <string.h>

struct ocr_driver ocr_drv[2];
int ocr_driver_version;
static bool fake_installed; /* a test installed its own table: never load libcuda */

/* Entry points the installed driver does not provide answer this instead of crashing: the
 * driver is too old for the call, which is what NVIDIA's runtime answers there too (its
 * placeholders return CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER, reported unchanged as
 * cudaErrorCallRequiresNewerDriver). The x86-64 and AArch64 calling conventions let a callee
 * ignore its arguments. */
static CUresult missing_entry(void)
{
    return CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER;
}

typedef CUresult (*get_proc_fn)(const char *, void **, int, cuuint64_t,
                                CUdriverProcAddressQueryResult *);

/* An entry point of a release newer than the driver is not asked for: the driver cannot have it,
 * and an r580 driver refuses a level above its own with CUDA_ERROR_INVALID_VALUE, which it also
 * writes into its error log (cuLogs*), where the application would find messages NVIDIA's 13.0
 * runtime never causes (tests/abi/newer_levels.sh). */
static void *lookup(get_proc_fn get_proc, const char *name, int version, cuuint64_t flags)
{
    if (version > ocr_driver_version)
        return (void *)missing_entry;
    void *fn = NULL;
    CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    if (get_proc(name, &fn, version, flags, &status) != CUDA_SUCCESS ||
        status != CU_GET_PROC_ADDRESS_SUCCESS || fn == NULL)
        return (void *)missing_entry;
    return fn;
}

cudaError_t ocr_driver_load(void)
{
    if (fake_installed)
        return cudaSuccess;
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL)
        return cudaErrorInsufficientDriver;

    get_proc_fn get_proc = (get_proc_fn)dlsym(lib, "cuGetProcAddress_v2");
    if (get_proc == NULL)
        return cudaErrorInsufficientDriver; /* a driver older than 12.0 */

    /* The toolkit's stub library answers every lookup and call with CUDA_ERROR_STUB_LIBRARY. */
    PFN_cuDriverGetVersion_v2020 get_version = NULL;
    CUdriverProcAddressQueryResult status;
    CUresult r = get_proc("cuDriverGetVersion", (void **)&get_version, 2020,
                          CU_GET_PROC_ADDRESS_DEFAULT, &status);
    if (r == CUDA_ERROR_STUB_LIBRARY)
        return cudaErrorStubLibrary;
    if (r != CUDA_SUCCESS || get_version == NULL)
        return cudaErrorInsufficientDriver;
    int version = 0;
    r = get_version(&version);
    if (r == CUDA_ERROR_STUB_LIBRARY)
        return cudaErrorStubLibrary;
    /* An older driver is refused, and then reported as no driver at all (version 0), as
     * NVIDIA's runtime reports it. */
    if (r != CUDA_SUCCESS || version < OCR_CUDART_MIN_DRIVER_VERSION)
        return cudaErrorInsufficientDriver;
    ocr_driver_version = version;

    struct ocr_driver t[2];
#define OCR_DRV_LOAD(name, ver, twin)                                                              \
    t[0].name = (PFN_##name##_v##ver)lookup(get_proc, #name, ver, CU_GET_PROC_ADDRESS_DEFAULT);    \
    t[1].name = (twin)                                                                             \
                    ? (PFN_##name##_v##ver)lookup(get_proc, #name, (twin) ? (twin) : (ver),        \
                                                  CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM)   \
                    : t[0].name;
    OCR_DRIVER_FUNCS(OCR_DRV_LOAD)
#undef OCR_DRV_LOAD

    if (ocr_trace_errors)
        ocr_driver_trace(t);
    memcpy(ocr_drv, t, sizeof(t));
    return cudaSuccess;
}

void ocr_driver_install(const struct ocr_driver *table)
{
    struct ocr_driver t[2] = {*table, *table};
    if (ocr_trace_errors)
        ocr_driver_trace(t);
    memcpy(ocr_drv, t, sizeof(t));
    ocr_driver_version = OCR_CUDART_MIN_DRIVER_VERSION;
    fake_installed = true;
}
