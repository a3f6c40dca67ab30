/* A plugin as programs load them with dlopen: two kernels and a __device__ variable, which its
 * constructor registers with the runtime and its exit handler unregisters (at dlclose). Used by
 * regloop.c; never launched. */
#include <cuda_runtime.h>

__device__ int plugin_var[4];

__global__ void plugin_add(int *p, int v)
{
    p[threadIdx.x] += v + plugin_var[threadIdx.x & 3];
}

__global__ void plugin_scale(float *p, float s)
{
    p[threadIdx.x] *= s;
}
