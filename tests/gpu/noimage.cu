/*
 * Launch errors when the binary carries no image the device can run: kernels compiled for
 * sm_100 only (no PTX), run on an sm_90 device. Every way of reaching the kernel is tried.
 */
#include "common.h"

__global__ void k_store(int *out, int v)
{
    out[threadIdx.x] = v;
}

__device__ int dvar[4];

int main(void)
{
    START();
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 64));

    k_store<<<1, 4>>>(d, 1);
    LASTERR();
    CALL(cudaDeviceSynchronize());
    /* Again: the stub's static kernel handle is what its first __cudaGetKernel wrote (NVIDIA's
     * writes the host stub itself when it finds no image), and each launch looks again. */
    k_store<<<1, 4>>>(d, 1);
    LASTERR();
    k_store<<<2, 4>>>(d, 1);
    LASTERR();

    int v = 2;
    void *args[] = {&d, &v};
    CALL(cudaLaunchKernel((const void *)k_store, dim3(1), dim3(4), args, 0, 0));
    CALL(cudaLaunchKernel((const void *)k_store, dim3(1), dim3(4), args, 0, 0));

    cudaFuncAttributes a;
    CALL(cudaFuncGetAttributes(&a, (const void *)k_store));
    CALL(cudaFuncSetAttribute((const void *)k_store, cudaFuncAttributeMaxDynamicSharedMemorySize,
                              1024));

    int h[4] = {1, 2, 3, 4};
    CALL(cudaMemcpyToSymbol(dvar, h, sizeof h));
    size_t sz = 0;
    CALL(cudaGetSymbolSize(&sz, dvar));

    /* The device itself stays healthy. */
    CALL(cudaMemset(d, 0, 64));
    CALL(cudaDeviceSynchronize());
    CALL(cudaFree(d));
    return FINISH();
}
