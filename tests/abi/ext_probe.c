/*
 * A program that probes for opencudart's extension API the documented way
 * (dlsym(RTLD_DEFAULT, "opencudartGetVersion")), run against a libcudart.so.13 given on the
 * command line (loaded with RTLD_GLOBAL, as a program linked to it has it), with or without a
 * driver. On NVIDIA's runtime it finds nothing and goes on with the runtime alone; on ours it
 * reports the version, traces a call between opencudartTraceStart and Stop into the file named
 * by argv[3], with a range around it, and flushes.
 *   ext_probe LIBCUDART expect-none|expect-api TRACEFILE
 * Prints what it found; exit 0 when that is what was expected.
 */
#include <opencudart.h>

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc != 4)
        return 2;
    void *lib = dlopen(argv[1], RTLD_NOW | RTLD_GLOBAL);
    if (lib == NULL) {
        fprintf(stderr, "%s\n", dlerror());
        return 2;
    }
    int (*runtime_version)(int *) = (int (*)(int *))dlsym(lib, "cudaRuntimeGetVersion");
    int (*device_count)(int *) = (int (*)(int *))dlsym(lib, "cudaGetDeviceCount");
    int rv = 0, count = 0;
    if (runtime_version == NULL || device_count == NULL || runtime_version(&rv) != 0) {
        fprintf(stderr, "not a CUDA runtime\n");
        return 1;
    }
    opencudartGetVersion_t get =
        (opencudartGetVersion_t)dlsym(RTLD_DEFAULT, "opencudartGetVersion");
    if (get == NULL) {
        int e = device_count(&count);
        printf("runtime %d: no opencudart extension API (cudaGetDeviceCount %d)\n", rv, e);
        return strcmp(argv[2], "expect-none") == 0 ? 0 : 1;
    }
    int api = 0;
    const char *release = NULL, *commit = NULL;
    if (get(&api, &release, &commit) != opencudartSuccess)
        return 1;
    printf("runtime %d: opencudart %s (%s), extension API %d\n", rv, release, commit, api);
#define FIND(name) name##_t name = (name##_t)dlsym(RTLD_DEFAULT, #name)
    FIND(opencudartTraceStart);
    FIND(opencudartTraceStop);
    FIND(opencudartTraceFlush);
    FIND(opencudartTraceSetFile);
    FIND(opencudartTraceRangePush);
    FIND(opencudartTraceRangePop);
    if (!opencudartTraceStart || !opencudartTraceStop || !opencudartTraceFlush ||
        !opencudartTraceSetFile || !opencudartTraceRangePush || !opencudartTraceRangePop)
        return 1;
    if (opencudartTraceSetFile(argv[3]) != opencudartSuccess ||
        opencudartTraceStart() != opencudartSuccess ||
        opencudartTraceRangePush("probe step") != opencudartSuccess)
        return 1;
    int e = device_count(&count);
    if (opencudartTraceRangePop() != opencudartSuccess ||
        opencudartTraceStop() != opencudartSuccess)
        return 1;
    (void)device_count(&count); /* not traced */
    opencudartResult r = opencudartTraceFlush();
    printf("cudaGetDeviceCount %d, flush %d\n", e, (int)r);
    return r == opencudartSuccess && strcmp(argv[2], "expect-api") == 0 ? 0 : 1;
}
