/*
 * Loads the libcudart.so.13 the loader finds (LD_LIBRARY_PATH picks ours or NVIDIA's), lets it
 * load the stand-in driver (stand_in_driver.c, reporting 13000) through one runtime call, and
 * prints how many driver lookups it asked above the driver's level (13000). Exit status 1 when
 * there were any.
 */
#include <dlfcn.h>
#include <stdio.h>

int main(void)
{
    void *rt = dlopen("libcudart.so.13", RTLD_NOW | RTLD_LOCAL);
    if (rt == NULL) {
        fprintf(stderr, "newer_levels: %s\n", dlerror());
        return 2;
    }
    int (*get_count)(int *) = (int (*)(int *))dlsym(rt, "cudaGetDeviceCount");
    int n = 0;
    int err = get_count ? get_count(&n) : -1;
    void *drv = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD);
    int (*asked)(const char **) =
        drv ? (int (*)(const char **))dlsym(drv, "stand_in_asked_above") : NULL;
    if (asked == NULL) {
        fprintf(stderr,
                "newer_levels: the stand-in driver was not loaded (cudaGetDeviceCount %d)\n", err);
        return 2;
    }
    const char *first = "";
    int above = asked(&first);
    printf("cudaGetDeviceCount: %d; lookups above the driver's level: %d%s%s\n", err, above,
           above ? ", the first " : "", above ? first : "");
    return above ? 1 : 0;
}
