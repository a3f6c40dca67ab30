/*
 * A stand-in libcuda.so.1 for the command's tests: a 13.0 driver with devices whose compute
 * capabilities come from FAKE_CUDA_DEVICES (default "90": one device of compute capability 9.0;
 * "80,100": two), so that `info` and the device verdicts of `inspect` run without a GPU. Only the
 * entry points the command asks for.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
#define MAX 8

static int ccs[MAX], count = -1;

static void devices(void)
{
    if (count >= 0)
        return;
    const char *s = getenv("FAKE_CUDA_DEVICES");
    s = s != NULL ? s : "90";
    count = 0;
    while (*s != '\0' && count < MAX) {
        ccs[count++] = atoi(s);
        s += strcspn(s, ",");
        s += *s == ',';
    }
}

CUresult cuDriverGetVersion(int *v)
{
    *v = 13000;
    return 0;
}

CUresult cuInit(unsigned flags)
{
    (void)flags;
    devices();
    return count > 0 ? 0 : 100; /* CUDA_ERROR_NO_DEVICE */
}

CUresult cuDeviceGetCount(int *n)
{
    devices();
    *n = count;
    return 0;
}

CUresult cuDeviceGet(int *dev, int ordinal)
{
    devices();
    if (ordinal < 0 || ordinal >= count)
        return 101; /* CUDA_ERROR_INVALID_DEVICE */
    *dev = ordinal;
    return 0;
}

CUresult cuDeviceGetName(char *name, int len, int dev)
{
    snprintf(name, (size_t)len, "Fake GPU sm_%d", ccs[dev]);
    return 0;
}

CUresult cuDeviceGetAttribute(int *v, int attr, int dev)
{
    switch (attr) {
    case 75: /* CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR */
        *v = ccs[dev] / 10;
        return 0;
    case 76: /* ..._MINOR */
        *v = ccs[dev] % 10;
        return 0;
    case 33: /* PCI bus */
        *v = 0x19 + dev;
        return 0;
    case 34: /* PCI device */
    case 50: /* PCI domain */
        *v = 0;
        return 0;
    }
    return 1;
}

CUresult cuDeviceTotalMem_v2(size_t *bytes, int dev)
{
    (void)dev;
    *bytes = (size_t)80 << 30;
    return 0;
}

CUresult cuGetErrorName(CUresult r, const char **s)
{
    *s = r == 100 ? "CUDA_ERROR_NO_DEVICE" : "CUDA_ERROR_UNKNOWN";
    return 0;
}
