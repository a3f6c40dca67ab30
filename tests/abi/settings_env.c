/*
 * A program for settings_env.sh: loads the runtime named by argv[1] with dlopen and asks it two
 * things that need no GPU (its version, the device count), printing one line, "ok VERSION
 * RESULT", when both calls returned.
 */
#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc < 2)
        return 2;
    void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        fprintf(stderr, "%s\n", dlerror());
        return 2;
    }
    cudaError_t (*version)(int *) = (cudaError_t(*)(int *))dlsym(lib, "cudaRuntimeGetVersion");
    cudaError_t (*count)(int *) = (cudaError_t(*)(int *))dlsym(lib, "cudaGetDeviceCount");
    if (version == NULL || count == NULL)
        return 2;
    int v = 0, n = -1;
    cudaError_t e = version(&v);
    cudaError_t c = count(&n);
    printf("ok %d %d %d\n", v, (int)e, (int)c);
    return 0;
}
