/* Declarations shared by the two translation units of the launch test. */
#ifndef OCR_GPU_LAUNCH_COMMON_CUH
#define OCR_GPU_LAUNCH_COMMON_CUH

#include <cuda_runtime.h>

/* Instantiated in both translation units: the host stubs of an instance are merged by the
 * linker while each unit registers it with its own fatbin. */
template <typename T> __global__ void k_fill(T *p, T v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

const void *tu2_kernel(void);
cudaError_t tu2_launch(float *p, float s, int n, cudaStream_t st);
cudaError_t tu2_fill_int(int *p, int v, int n);
cudaError_t tu2_set_var(const int *h4);
cudaError_t tu2_get_var(int *h4);
cudaError_t tu2_var_to_out(int *d4);

#endif
