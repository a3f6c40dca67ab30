/* A program of the runtime API only, linked as a user links it (pkg-config, the CMake package,
 * FindCUDAToolkit's CUDA::cudart): install.sh checks which libcudart.so.13 it loads. Without a
 * driver the call fails, which is fine: the library it loaded is what is checked. */
#include <cuda_runtime_api.h>
#include <stdio.h>

int main(void)
{
    int n = -1;
    cudaError_t err = cudaGetDeviceCount(&n);
    printf("consumer: cudaGetDeviceCount -> %s, %d device(s)\n", cudaGetErrorName(err), n);
    return err == cudaSuccess ? 0 : 1;
}
