/*
 * A stand-in libcuda.so.1 for trace_env.sh: a 13.0 driver that sees no device (cuInit answers
 * CUDA_ERROR_NO_DEVICE, as a driver on a machine without a GPU does). It provides only
 * cuDriverGetVersion and cuInit; the trace must name cuInit as the driver call that failed.
 */
#include <string.h>

typedef int CUresult;

static CUresult driver_get_version(int *version)
{
    *version = 13000;
    return 0;
}

static CUresult init(unsigned flags)
{
    (void)flags;
    return 100; /* CUDA_ERROR_NO_DEVICE */
}

CUresult cuDriverGetVersion(int *version)
{
    return driver_get_version(version);
}

CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion,
                             unsigned long long flags, int *symbolStatus)
{
    (void)cudaVersion, (void)flags;
    void *fn = strcmp(symbol, "cuDriverGetVersion") == 0 ? (void *)driver_get_version
               : strcmp(symbol, "cuInit") == 0           ? (void *)init
                                                         : NULL;
    *pfn = fn;
    if (symbolStatus)
        *symbolStatus = fn != NULL ? 0 : 1;
    return fn != NULL ? 0 : 500; /* CUDA_ERROR_NOT_FOUND */
}
