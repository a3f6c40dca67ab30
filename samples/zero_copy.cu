// zero_copy: mapped (zero-copy) host memory, after the mapped-memory sections of the CUDA
// programming guide notes.
//
//   1. An ordinary malloc'd buffer is page-locked and mapped with cudaHostRegister
//      (cudaHostRegisterMapped); cudaHostGetDevicePointer gives the address kernels use.
//   2. A buffer from cudaHostAlloc(cudaHostAllocMapped) is mapped from the start.
//   3. A kernel reads the first and writes the second across the interconnect: no cudaMalloc,
//      no cudaMemcpy. After cudaDeviceSynchronize the CPU reads the result in place.
//   4. The CPU changes the input in place; the next launch sees the change without a copy.
//
// Integer data, compared exactly with the CPU.
// Exit status: 0 on success, 1 on a wrong result, 2 when a CUDA call fails.

#include <cuda_runtime.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *base_name(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

// Every CUDA call goes through CHECK: on failure it prints
// "<file>:<line>: <call> failed: <error name> (<error string>)" and exits with status 2.
#define CHECK(call)                                                                     \
  do {                                                                                  \
    cudaError_t err_ = (call);                                                          \
    if (err_ != cudaSuccess) {                                                          \
      fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", base_name(__FILE__), __LINE__,    \
              #call, cudaGetErrorName(err_), cudaGetErrorString(err_));                 \
      exit(2);                                                                          \
    }                                                                                   \
  } while (0)

__global__ void scaleAdd(int *out, const int *in, int n, int a, int b) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    out[i] = a * in[i] + b;
}

static const char *memoryTypeName(cudaMemoryType t) {
  switch (t) {
    case cudaMemoryTypeUnregistered: return "cudaMemoryTypeUnregistered";
    case cudaMemoryTypeHost: return "cudaMemoryTypeHost";
    case cudaMemoryTypeDevice: return "cudaMemoryTypeDevice";
    case cudaMemoryTypeManaged: return "cudaMemoryTypeManaged";
    default: return "unknown";
  }
}

static int countWrong(const int *out, const int *in, int n, int a, int b) {
  int bad = 0;
  for (int i = 0; i < n; i++) {
    if (out[i] != a * in[i] + b) {
      if (bad < 3) fprintf(stderr, "out[%d] = %d, expected %d\n", i, out[i], a * in[i] + b);
      bad++;
    }
  }
  return bad;
}

int main(void) {
  const int n = 1 << 20;  // 4 MiB per buffer
  const size_t bytes = (size_t)n * sizeof(int);
  const int a = 3, b = 7;
  int failures = 0;

  int deviceCount = 0;
  CHECK(cudaGetDeviceCount(&deviceCount));
  int device = 0;
  CHECK(cudaGetDevice(&device));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, device));
  int sameAddress = 0;
  CHECK(cudaDeviceGetAttribute(&sameAddress, cudaDevAttrCanUseHostPointerForRegisteredMem, device));
  printf("canMapHostMemory=%d unifiedAddressing=%d canUseHostPointerForRegisteredMem=%d\n",
         prop.canMapHostMemory, prop.unifiedAddressing, sameAddress);
  if (!prop.canMapHostMemory) {
    printf("zero_copy: device cannot map host memory: FAIL\n");
    return 1;
  }

  // ---- 1. register an existing allocation -----------------------------------------------------
  int *hostIn = (int *)malloc(bytes);
  if (!hostIn) {
    fprintf(stderr, "out of host memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++) hostIn[i] = i % 10007 - 5000;
  CHECK(cudaHostRegister(hostIn, bytes, cudaHostRegisterMapped));
  int *devIn = NULL;
  CHECK(cudaHostGetDevicePointer(&devIn, hostIn, 0));

  cudaPointerAttributes attr;
  CHECK(cudaPointerGetAttributes(&attr, hostIn));
  printf("registered buffer: type %s, device pointer %s the host pointer\n",
         memoryTypeName(attr.type), devIn == hostIn ? "equals" : "differs from");
  if (attr.type != cudaMemoryTypeHost) failures++;

  // ---- 2. allocate mapped pinned memory -------------------------------------------------------
  int *hostOut = NULL;
  CHECK(cudaHostAlloc(&hostOut, bytes, cudaHostAllocMapped));
  int *devOut = NULL;
  CHECK(cudaHostGetDevicePointer(&devOut, hostOut, 0));
  CHECK(cudaPointerGetAttributes(&attr, hostOut));
  printf("cudaHostAlloc buffer: type %s, device pointer %s the host pointer\n",
         memoryTypeName(attr.type), devOut == hostOut ? "equals" : "differs from");
  if (attr.type != cudaMemoryTypeHost) failures++;
  memset(hostOut, 0, bytes);

  // ---- 3. the kernel works on host memory directly --------------------------------------------
  scaleAdd<<<4 * prop.multiProcessorCount, 256>>>(devOut, devIn, n, a, b);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  int bad1 = countWrong(hostOut, hostIn, n, a, b);
  printf("kernel on mapped memory: n=%d, %d wrong\n", n, bad1);
  if (bad1) failures++;

  // ---- 4. CPU changes are visible to the next launch without a copy ---------------------------
  for (int i = 0; i < n; i++) hostIn[i] = -hostIn[i] + 1;
  scaleAdd<<<4 * prop.multiProcessorCount, 256>>>(devOut, devIn, n, a, b);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  int bad2 = countWrong(hostOut, hostIn, n, a, b);
  printf("after the CPU rewrote the input in place: %d wrong\n", bad2);
  if (bad2) failures++;

  long long checksum = 0;
  for (int i = 0; i < n; i++) checksum += hostOut[i];
  printf("zero_copy: cudaHostRegister + cudaHostAlloc mapped, checksum %lld, %d failures: %s\n",
         checksum, failures, failures == 0 ? "PASS" : "FAIL");

  CHECK(cudaHostUnregister(hostIn));
  free(hostIn);
  CHECK(cudaFreeHost(hostOut));
  return failures == 0 ? 0 : 1;
}
