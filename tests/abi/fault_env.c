/*
 * A program for fault_env.sh: loads the runtime named by argv[1] and prints the result of three
 * cudaLaunchKernel calls and of three cudaMalloc calls, one line each (name, result, and for
 * cudaMalloc what cudaGetLastError answers after it; the pointer is printed unless it is still
 * NULL), with or without a driver.
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
    cudaError_t (*launch)(const void *, dim3, dim3, void **, size_t, cudaStream_t) =
        (cudaError_t(*)(const void *, dim3, dim3, void **, size_t, cudaStream_t))dlsym(
            lib, "cudaLaunchKernel");
    cudaError_t (*mem)(void **, size_t) = (cudaError_t(*)(void **, size_t))dlsym(lib, "cudaMalloc");
    cudaError_t (*release)(void *) = (cudaError_t(*)(void *))dlsym(lib, "cudaFree");
    const char *(*name)(cudaError_t) = (const char *(*)(cudaError_t))dlsym(lib, "cudaGetErrorName");
    cudaError_t (*last)(void) = (cudaError_t(*)(void))dlsym(lib, "cudaGetLastError");
    if (launch == NULL || mem == NULL || release == NULL || name == NULL || last == NULL)
        return 2;
    static char kernel;
    dim3 one = {1, 1, 1};
    for (int i = 1; i <= 3; i++)
        printf("launch %d %s\n", i, name(launch(&kernel, one, one, NULL, 0, NULL)));
    for (int i = 1; i <= 3; i++) {
        void *p = NULL;
        cudaError_t e = mem(&p, 256);
        cudaError_t l = last();
        printf("cudaMalloc %d %s last %s%s\n", i, name(e), name(l), p == NULL ? "" : " written");
        if (e == cudaSuccess)
            release(p);
    }
    return 0;
}
