/*
 * The driver, for `info` and the device verdicts of `inspect`: libcuda.so.1 opened with dlopen
 * and asked directly (the command does not go through a runtime, so that it answers the same
 * whichever libcudart.so.13 the loader would pick).
 */
#include "tool.h"

#include <cuda.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static const char *error_name(void *lib, CUresult r)
{
    CUresult (*get_name)(CUresult, const char **) =
        (CUresult(*)(CUresult, const char **))dlsym(lib, "cuGetErrorName");
    const char *s = NULL;
    if (get_name == NULL || get_name(r, &s) != CUDA_SUCCESS || s == NULL)
        return "an unknown error";
    return s;
}

bool tool_driver_devices(struct tool_driver *out, char *why, size_t len)
{
    memset(out, 0, sizeof *out);
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        snprintf(why, len, "no NVIDIA driver: libcuda.so.1 cannot be loaded (%s)", dlerror());
        return false;
    }
    CUresult (*init)(unsigned) = (CUresult(*)(unsigned))dlsym(lib, "cuInit");
    CUresult (*version)(int *) = (CUresult(*)(int *))dlsym(lib, "cuDriverGetVersion");
    CUresult (*count)(int *) = (CUresult(*)(int *))dlsym(lib, "cuDeviceGetCount");
    CUresult (*get)(CUdevice *, int) = (CUresult(*)(CUdevice *, int))dlsym(lib, "cuDeviceGet");
    CUresult (*name)(char *, int, CUdevice) =
        (CUresult(*)(char *, int, CUdevice))dlsym(lib, "cuDeviceGetName");
    CUresult (*attr)(int *, CUdevice_attribute, CUdevice) =
        (CUresult(*)(int *, CUdevice_attribute, CUdevice))dlsym(lib, "cuDeviceGetAttribute");
    CUresult (*mem)(size_t *, CUdevice) =
        (CUresult(*)(size_t *, CUdevice))dlsym(lib, "cuDeviceTotalMem_v2");
    if (!init || !version || !count || !get || !name || !attr || !mem) {
        snprintf(why, len, "libcuda.so.1 lacks the driver API entry points (not a driver?)");
        return false;
    }
    CUresult r = version(&out->version);
    if (r != CUDA_SUCCESS) {
        snprintf(why, len, "cuDriverGetVersion failed: %s", error_name(lib, r));
        return false;
    }
    r = init(0);
    if (r != CUDA_SUCCESS) {
        snprintf(why, len, "driver %d.%d: cuInit failed: %s", out->version / 1000,
                 out->version % 1000 / 10, error_name(lib, r));
        return false;
    }
    int n = 0;
    r = count(&n);
    if (r != CUDA_SUCCESS || n <= 0) {
        snprintf(why, len, "driver %d.%d: no CUDA device (%s)", out->version / 1000,
                 out->version % 1000 / 10, r != CUDA_SUCCESS ? error_name(lib, r) : "count 0");
        return false;
    }
    if (n > (int)(sizeof out->devices / sizeof out->devices[0]))
        n = (int)(sizeof out->devices / sizeof out->devices[0]);
    for (int i = 0; i < n; i++) {
        struct tool_device *d = &out->devices[i];
        CUdevice dev;
        int domain = 0, bus = 0, slot = 0;
        if (get(&dev, i) != CUDA_SUCCESS || name(d->name, sizeof d->name, dev) != CUDA_SUCCESS ||
            attr(&d->major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev) != CUDA_SUCCESS ||
            attr(&d->minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev) != CUDA_SUCCESS ||
            mem(&d->memory, dev) != CUDA_SUCCESS ||
            attr(&domain, CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID, dev) != CUDA_SUCCESS ||
            attr(&bus, CU_DEVICE_ATTRIBUTE_PCI_BUS_ID, dev) != CUDA_SUCCESS ||
            attr(&slot, CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID, dev) != CUDA_SUCCESS) {
            snprintf(why, len, "driver: device %d cannot be queried", i);
            return false;
        }
        snprintf(d->pci, sizeof d->pci, "%04x:%02x:%02x.0", domain, bus, slot);
    }
    out->count = n;
    return true;
}
