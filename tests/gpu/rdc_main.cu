/*
 * rdc: a separate-compilation build (-rdc=true): kernels here call a __device__ function and
 * use extern __device__/__constant__ variables defined in rdc_dev.cu; the symbol API reaches
 * variables of the other object; a kernel of the other object is launched through a pointer.
 */
#include "common.h"

extern __device__ int rdc_counter;
extern __device__ int rdc_table[8];
extern __constant__ int rdc_coeff[4];
extern __device__ int rdc_combine(int a, int b);
const void *rdc_dev_kernel_ptr(void);

__device__ int rdc_local[4];

__global__ void rdc_main_kernel(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = rdc_combine(i, 2) + rdc_coeff[3] + rdc_local[i & 3];
    if (i == 0)
        atomicAdd(&rdc_counter, 1);
}

int main(void)
{
    START();
    const int n = 64;
    int table[8], local[4], h[64];
    for (int i = 0; i < 8; i++)
        table[i] = 1000 * i;
    for (int i = 0; i < 4; i++)
        local[i] = -i;
    int zero = 0;
    CALL(cudaMemcpyToSymbol(rdc_table, table, sizeof table));
    CALL(cudaMemcpyToSymbol(rdc_local, local, sizeof local));
    CALL(cudaMemcpyToSymbol(rdc_counter, &zero, sizeof zero));
    size_t sz = 0;
    CALL(cudaGetSymbolSize(&sz, rdc_table));
    SHOW("size(rdc_table)=%zu", sz);
    CALL(cudaGetSymbolSize(&sz, rdc_coeff));
    SHOW("size(rdc_coeff)=%zu", sz);
    CALL(cudaGetSymbolSize(&sz, rdc_local));
    SHOW("size(rdc_local)=%zu", sz);
    int coeff[4] = {0, 0, 0, 0};
    CALL(cudaMemcpyFromSymbol(coeff, rdc_coeff, sizeof coeff));
    CHECK(coeff[0] == 1 && coeff[1] == 10 && coeff[2] == 100 && coeff[3] == 1000);
    int table9[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
    CALL(cudaMemcpyToSymbol(rdc_table, table9, sizeof table9));

    int *d = NULL;
    CALL(cudaMalloc((void **)&d, n * sizeof(int)));
    rdc_main_kernel<<<2, 32>>>(d, n);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    int ok = 1;
    for (int i = 0; i < n; i++)
        ok &= h[i] == i * 10 + 2 + table[i & 7] + 1000 + local[i & 3];
    CHECKT("rdc_main_kernel", ok);

    int nn = n;
    void *args[] = {&d, &nn};
    CALL(cudaLaunchKernel(rdc_dev_kernel_ptr(), dim3(2), dim3(32), args, 0, 0));
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    ok = 1;
    for (int i = 0; i < n; i++)
        ok &= h[i] == i * 10 + 1 + table[i & 7];
    CHECKT("rdc_dev_kernel", ok);
    int counter = 0;
    CALL(cudaMemcpyFromSymbol(&counter, rdc_counter, sizeof counter));
    CHECK(counter == 101);

    cudaFuncAttributes a;
    memset(&a, 0, sizeof a);
    CALL(cudaFuncGetAttributes(&a, (const void *)rdc_main_kernel));
    SHOW("maxThreadsPerBlock=%d ptxVersion=%d binaryVersion=%d", a.maxThreadsPerBlock,
         a.ptxVersion, a.binaryVersion);
    CALL(cudaFuncGetAttributes(&a, rdc_dev_kernel_ptr()));
    SHOW("maxThreadsPerBlock=%d ptxVersion=%d binaryVersion=%d", a.maxThreadsPerBlock,
         a.ptxVersion, a.binaryVersion);
    CALL(cudaFree(d));
    return FINISH();
}
