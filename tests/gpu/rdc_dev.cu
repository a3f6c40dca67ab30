/* The device-code half of the -rdc=true test: a __device__ function and variables used from
 * rdc_main.cu, and a kernel of its own. */
#include <cuda_runtime.h>

__device__ int rdc_counter;
__device__ int rdc_table[8];
__constant__ int rdc_coeff[4] = {1, 10, 100, 1000};

__device__ int rdc_combine(int a, int b) { return a * rdc_coeff[1] + b + rdc_table[a & 7]; }

__global__ void rdc_dev_kernel(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = rdc_combine(i, 1);
    if (i == 0)
        atomicAdd(&rdc_counter, 100);
}

const void *rdc_dev_kernel_ptr(void) { return (const void *)rdc_dev_kernel; }
