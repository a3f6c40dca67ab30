/*
 * dlopen: kernels that live in a shared library loaded with dlopen after main has started
 * (its fatbin registers then), used, closed with dlclose (it unregisters), and loaded again.
 * The library sits next to this program (libocr_gpu_dlkern.so).
 */
#include "common.h"

#include <dlfcn.h>

__global__ void k_store(int *p, int v) { p[threadIdx.x] = v; }

typedef const void *(*fn_kernel)(void);
typedef int (*fn_set_var)(const int *);
typedef int (*fn_run)(int *, int, int);

static int use_library(const char *path, int round)
{
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    printf("dlopen(libocr_gpu_dlkern.so) round %d: %s\n", round, lib ? "ok" : "failed");
    if (!lib)
        return 0;
    fn_kernel kernel = (fn_kernel)dlsym(lib, "dl_kernel");
    fn_set_var set_var = (fn_set_var)dlsym(lib, "dl_set_var");
    fn_run run = (fn_run)dlsym(lib, "dl_run");
    if (!kernel || !set_var || !run) {
        printf("dlsym failed\n");
        dlclose(lib);
        return 0;
    }
    const int n = 100;
    int *d = NULL, h[100];
    CALL(cudaMalloc((void **)&d, n * sizeof(int)));
    CALL(cudaMemset(d, 0, n * sizeof(int)));
    int var[4] = {1, 2, 3, 4 * round};
    CALL((cudaError_t)set_var(var));
    CALL((cudaError_t)run(d, 10, n));
    int nn = n, v = 1000;
    void *args[] = {&d, &v, &nn};
    CALL(cudaLaunchKernel(kernel(), dim3((n + 63) / 64), dim3(64), args, 0, 0));
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    int ok = 1;
    for (int i = 0; i < n; i++)
        ok &= h[i] == 10 + 1000 + 2 * var[i & 3];
    CHECKT("kernels of the dlopened library", ok);
    cudaFuncAttributes a;
    memset(&a, 0, sizeof a);
    CALL(cudaFuncGetAttributes(&a, kernel()));
    SHOW("maxThreadsPerBlock=%d binaryVersion=%d", a.maxThreadsPerBlock, a.binaryVersion);
    CALL(cudaFree(d));
    int rc = dlclose(lib);
    printf("dlclose -> %d\n", rc);
    return ok;
}

int main(void)
{
    START();
    char dir[4096], path[4200];
    ocr_exe_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/libocr_gpu_dlkern.so", dir);

    /* The program's own kernel first, so the runtime is fully initialised before the dlopen. */
    int *d = NULL, h[32];
    CALL(cudaMalloc((void **)&d, sizeof h));
    k_store<<<1, 32>>>(d, 3);
    CALL(cudaDeviceSynchronize());
    use_library(path, 1);
    use_library(path, 2);
    /* The program's own kernel still works after the library is gone. */
    k_store<<<1, 32>>>(d, 4);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    int ok = 1;
    for (int i = 0; i < 32; i++)
        ok &= h[i] == 4;
    CHECKT("own kernel after dlclose", ok);
    CALL(cudaFree(d));
    LASTERR();
    return FINISH();
}
