/*
 * opencudart info: this build's version and commit, the CUDA runtime API level it implements
 * (include/cuda13x.h), the library `run` uses, the driver's version and every device. Without a
 * driver or a device: one line saying why, exit 1.
 */
#include "tool.h"

#include "ocr_build.h"
#include "ocr_version.h"

#include <cuda13x.h>

#include <limits.h>
#include <stdio.h>

int tool_info(int argc, char **argv)
{
    const char *none[1];
    int i = tool_parse("info", NULL, 0, false, argc, argv, none);
    if (i < 0)
        return i == TOOL_PARSE_HELP ? 0 : TOOL_EXIT_BAD;
    if (i < argc) {
        tool_bad_usage("info", "unexpected argument '%s'", argv[i]);
        return TOOL_EXIT_BAD;
    }
    printf("opencudart %s (%s)\n", OCR_VERSION, OCR_COMMIT);
    printf("CUDA runtime API: %d.%d (%d), on a CUDA %d.%d driver or newer\n",
           OCR_CUDART_API_VERSION / 1000, OCR_CUDART_API_VERSION % 1000 / 10,
           OCR_CUDART_API_VERSION, OCR_CUDART_MIN_DRIVER_VERSION / 1000,
           OCR_CUDART_MIN_DRIVER_VERSION % 1000 / 10);
    char why[PATH_MAX + 64];
    const char *lib = tool_library_path(why, sizeof why);
    printf("library: %s\n", lib != NULL ? lib : why);
    printf("interop compiled in:%s\n", OCR_BUILD_INTEROP);
    static struct tool_driver drv;
    if (!tool_driver_devices(&drv, why, sizeof why)) {
        printf("%s\n", why);
        return 1;
    }
    printf("driver: %d.%d (%d)\n", drv.version / 1000, drv.version % 1000 / 10, drv.version);
    for (int i = 0; i < drv.count; i++) {
        const struct tool_device *d = &drv.devices[i];
        printf("device %d: %s, compute capability %d.%d (sm_%d%d), %zu MiB, PCI %s\n", i, d->name,
               d->major, d->minor, d->major, d->minor, d->memory >> 20, d->pci);
    }
    return 0;
}
