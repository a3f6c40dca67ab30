/* The second translation unit of the launch test: its own fatbin, kernels and variables. */
#include "launch_common.cuh"

__device__ int tu2_var[4];

__global__ void tu2_scale(float *p, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= s;
}

__global__ void tu2_copy_var(int *out)
{
    if (threadIdx.x < 4)
        out[threadIdx.x] = tu2_var[threadIdx.x];
}

const void *tu2_kernel(void) { return (const void *)tu2_scale; }

cudaError_t tu2_launch(float *p, float s, int n, cudaStream_t st)
{
    tu2_scale<<<(n + 127) / 128, 128, 0, st>>>(p, s, n);
    return cudaGetLastError();
}

cudaError_t tu2_fill_int(int *p, int v, int n)
{
    k_fill<int><<<(n + 127) / 128, 128>>>(p, v, n);
    return cudaGetLastError();
}

cudaError_t tu2_set_var(const int *h4) { return cudaMemcpyToSymbol(tu2_var, h4, 4 * sizeof(int)); }
cudaError_t tu2_get_var(int *h4) { return cudaMemcpyFromSymbol(h4, tu2_var, 4 * sizeof(int)); }
cudaError_t tu2_var_to_out(int *d4)
{
    tu2_copy_var<<<1, 32>>>(d4);
    return cudaGetLastError();
}
