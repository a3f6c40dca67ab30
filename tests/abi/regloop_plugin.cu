/* A plugin as programs load them with dlopen: two kernels and a __device__ variable, which its
 * constructor registers with the runtime and its exit handler unregisters (at dlclose), and a
 * function that launches one of them with <<<>>> (regloop.c calls it at every cycle). Without a
 * GPU the launch fails, but the runtime's <<<>>> configuration stack is pushed and popped: the
 * calling thread's stack is made as with a GPU. */
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

/* One <<<>>> launch; returns the launch's error (cudaGetLastError, which clears it). */
extern "C" int regloop_plugin_launch(void)
{
    plugin_add<<<1, 4>>>(nullptr, 1);
    return (int)cudaGetLastError();
}
