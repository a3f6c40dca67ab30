/* Kernels and a device variable in a shared library that dlopen_main.cu loads with dlopen. */
#include <cuda_runtime.h>

__device__ int dl_var[4];

__global__ void dl_kernel_add(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v + dl_var[i & 3];
}

extern "C" const void *dl_kernel(void) { return (const void *)dl_kernel_add; }

extern "C" int dl_set_var(const int *h4)
{
    return (int)cudaMemcpyToSymbol(dl_var, h4, 4 * sizeof(int));
}

extern "C" int dl_run(int *d, int v, int n)
{
    dl_kernel_add<<<(n + 63) / 64, 64>>>(d, v, n);
    return (int)cudaGetLastError();
}
