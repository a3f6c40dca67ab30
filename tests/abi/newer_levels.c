/*
 * A stand-in libcuda.so.1 of a 13.0 driver: cuDriverGetVersion answers 13000, and a lookup asked
 * at a level above that is refused with CUDA_ERROR_INVALID_VALUE, as an r580 driver refuses it
 * (and writes into its error log). It counts those lookups and keeps the first one's name, for
 * newer_levels_main.c to read: a runtime must ask a driver for nothing above the driver's level.
 */
#include <stdio.h>
#include <string.h>

typedef int CUresult;

static int asked_above;
static char first[128];

static CUresult driver_get_version(int *version)
{
    *version = 13000;
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
    if (cudaVersion > 13000) {
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

/* For the test program: how many lookups were asked above 13000, and the first of them. */
int stand_in_asked_above(const char **first_out)
{
    *first_out = first;
    return asked_above;
}
