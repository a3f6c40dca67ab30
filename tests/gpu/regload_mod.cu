/* The second module of gpu_regload (a fatbin of its own): a kernel and a __managed__ variable. */
#include <cuda_runtime.h>

__managed__ int regload_managed = 5;

__global__ void regload_managed_kernel(int *out)
{
    out[0] = regload_managed + 1;
}

extern "C" const void *regload_managed_stub(void)
{
    return (const void *)regload_managed_kernel;
}

extern "C" const void *regload_managed_symbol(void)
{
    return (const void *)&regload_managed;
}
