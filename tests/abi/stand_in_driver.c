/*
 * A stand-in libcuda.so.1 that knows only cuDriverGetVersion, answering STAND_IN_VERSION:
 *  - 12080 (ocr_old_driver): a driver older than 13.0, which both runtimes must refuse with
 *    cudaErrorInsufficientDriver without calling further (driver_paths.sh);
 *  - 13000 (ocr_newer_levels_driver): an r580 driver, which refuses a lookup asked at a level
 *    above its own with CUDA_ERROR_INVALID_VALUE (and writes the refusal into its error log). It
 *    counts those lookups and keeps the first one's name for newer_levels_main.c: a runtime must
 *    ask a driver for nothing above the driver's level (newer_levels.sh).
 */
#include <stdio.h>
#include <string.h>

#ifndef STAND_IN_VERSION
#error "STAND_IN_VERSION names the driver version the stand-in reports"
#endif

typedef int CUresult;

static int asked_above;
static char first[128];

static CUresult driver_get_version(int *version)
{
    *version = STAND_IN_VERSION;
    return 0;
}

CUresult cuDriverGetVersion(int *version)
{
    return driver_get_version(version);
}

CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion,
                             unsigned long long flags, int *symbolStatus)
{
    (void)flags;
    if (pfn)
        *pfn = NULL;
    if (cudaVersion > STAND_IN_VERSION) {
        if (asked_above++ == 0)
            snprintf(first, sizeof first, "%s at %d", symbol, cudaVersion);
        return 1; /* CUDA_ERROR_INVALID_VALUE, as r580 answers */
    }
    int found = strcmp(symbol, "cuDriverGetVersion") == 0;
    if (found)
        *pfn = (void *)driver_get_version;
    if (symbolStatus)
        *symbolStatus = found ? 0 : 1;
    return found ? 0 : 500; /* CUDA_ERROR_NOT_FOUND */
}

/* How many lookups were asked above the reported version, and the first of them. */
int stand_in_asked_above(const char **first_out)
{
    *first_out = first;
    return asked_above;
}
