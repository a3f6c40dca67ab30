/*
 * A stand-in libcuda.so.1 that reports an old driver (12.8): cuDriverGetVersion answers 12080.
 * Both runtimes must refuse it with cudaErrorInsufficientDriver without calling further.
 */
#include <string.h>

typedef int CUresult;

static CUresult driver_get_version(int *version)
{
    *version = 12080;
    return 0;
}

CUresult cuDriverGetVersion(int *version)
{
    return driver_get_version(version);
}

CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion,
                             unsigned long long flags, int *symbolStatus)
{
    (void)cudaVersion, (void)flags;
    int found = strcmp(symbol, "cuDriverGetVersion") == 0;
    *pfn = found ? (void *)driver_get_version : NULL;
    if (symbolStatus)
        *symbolStatus = found ? 0 : 1;
    return found ? 0 : 500; /* CUDA_ERROR_NOT_FOUND */
}
