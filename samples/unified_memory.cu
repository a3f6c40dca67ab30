// unified_memory: managed memory shared by CPU and GPU, after the unified-memory sections of
// the CUDA programming guide notes.
//
//   1. The device's unified-memory level: cudaDevAttrManagedMemory,
//      cudaDevAttrConcurrentManagedAccess, cudaDevAttrPageableMemoryAccess.
//   2. cudaMallocManaged buffers written by the CPU, added by a kernel, read back by the CPU
//      after cudaDeviceSynchronize: no cudaMemcpy anywhere. cudaPointerGetAttributes reports
//      them as cudaMemoryTypeManaged.
//   3. Where the device allows concurrent managed access, the inputs are prefetched to the
//      GPU and the result back to the CPU with cudaMemPrefetchAsync (a performance hint only).
//   4. A __managed__ global variable, set by the CPU, updated by a kernel with atomics, read by
//      the CPU.
//
// Everything is integer or exact float arithmetic, compared exactly with the CPU.
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

// A variable in unified memory, visible under the same name from host and device code.
__managed__ int matches = 0;

__global__ void vecAdd(const float *A, const float *B, float *C, int n) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) C[i] = A[i] + B[i];
}

// Count the elements of C that are whole numbers.
__global__ void countWhole(const float *C, int n) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n && C[i] == truncf(C[i])) atomicAdd(&matches, 1);
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

int main(void) {
  const int n = 1 << 20;  // 4 MiB per buffer, 12 MiB managed in all
  const size_t bytes = (size_t)n * sizeof(float);
  int failures = 0;

  int deviceCount = 0;
  CHECK(cudaGetDeviceCount(&deviceCount));
  int device = 0;
  CHECK(cudaGetDevice(&device));

  // ---- 1. what kind of unified memory this system has ---------------------------------------
  int managed = 0, concurrent = 0, pageable = 0;
  CHECK(cudaDeviceGetAttribute(&managed, cudaDevAttrManagedMemory, device));
  CHECK(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, device));
  CHECK(cudaDeviceGetAttribute(&pageable, cudaDevAttrPageableMemoryAccess, device));
  printf("managedMemory=%d concurrentManagedAccess=%d pageableMemoryAccess=%d\n", managed,
         concurrent, pageable);
  if (!managed) {
    printf("unified_memory: device does not support managed memory: FAIL\n");
    return 1;
  }

  // ---- 2. managed buffers, no explicit copies -----------------------------------------------
  float *A = NULL, *B = NULL, *C = NULL;
  CHECK(cudaMallocManaged(&A, bytes));
  CHECK(cudaMallocManaged(&B, bytes));
  CHECK(cudaMallocManaged(&C, bytes, cudaMemAttachGlobal));

  cudaPointerAttributes attr;
  CHECK(cudaPointerGetAttributes(&attr, A));
  printf("cudaPointerGetAttributes(A): type %s, device %d\n", memoryTypeName(attr.type),
         attr.device);
  if (attr.type != cudaMemoryTypeManaged) failures++;

  // Written directly by the CPU: halves and whole numbers, so sums are exact.
  for (int i = 0; i < n; i++) {
    A[i] = (float)(i % 1000) * 0.5f;
    B[i] = (float)(i % 7) * 0.5f;
    C[i] = -1.0f;
  }

  cudaStream_t stream = 0;  // the legacy default stream
  if (concurrent) {
    cudaMemLocation gpu;
    gpu.type = cudaMemLocationTypeDevice;
    gpu.id = device;
    CHECK(cudaMemPrefetchAsync(A, bytes, gpu, 0, stream));
    CHECK(cudaMemPrefetchAsync(B, bytes, gpu, 0, stream));
    CHECK(cudaMemPrefetchAsync(C, bytes, gpu, 0, stream));
  }
  vecAdd<<<(n + 255) / 256, 256, 0, stream>>>(A, B, C, n);
  CHECK(cudaGetLastError());
  if (concurrent) {
    cudaMemLocation cpu;
    cpu.type = cudaMemLocationTypeHost;
    cpu.id = 0;
    CHECK(cudaMemPrefetchAsync(C, bytes, cpu, 0, stream));
  }
  CHECK(cudaDeviceSynchronize());  // the CPU may touch managed memory again only after this
  printf("prefetch: %s\n", concurrent ? "to the GPU before the kernel, to the CPU after it"
                                      : "not used (no concurrent managed access)");

  int bad = 0, expectedWhole = 0;
  for (int i = 0; i < n; i++) {
    float want = (float)(i % 1000) * 0.5f + (float)(i % 7) * 0.5f;
    if (C[i] != want) {
      if (bad < 3) fprintf(stderr, "C[%d] = %g, expected %g\n", i, C[i], want);
      bad++;
    }
    if (want == (float)(int)want) expectedWhole++;
  }
  printf("vecAdd on managed memory: n=%d, %d wrong\n", n, bad);
  if (bad) failures++;

  // ---- 4. a __managed__ variable --------------------------------------------------------------
  matches = 0;  // plain host assignment; the GPU is idle
  countWhole<<<(n + 255) / 256, 256>>>(C, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  printf("__managed__ counter: %d whole numbers (expected %d)\n", matches, expectedWhole);
  if (matches != expectedWhole) failures++;

  printf("unified_memory: cudaMallocManaged + __managed__, %d failures: %s\n", failures,
         failures == 0 ? "PASS" : "FAIL");

  CHECK(cudaFree(A));
  CHECK(cudaFree(B));
  CHECK(cudaFree(C));
  return failures == 0 ? 0 : 1;
}
