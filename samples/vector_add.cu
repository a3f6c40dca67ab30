// vector_add: explicit memory management, after the vector-add example of the CUDA
// programming guide notes.
//
// Pinned host buffers (cudaMallocHost), device buffers (cudaMalloc), copies with
// cudaMemcpyDefault (the direction is inferred from the unified address space), cudaMemset,
// one kernel launch, cudaDeviceSynchronize, and a check against a serial CPU computation.
//
// Output: deterministic lines only; the last line is the result line.
// Exit status: 0 on success, 1 on a wrong result, 2 when a CUDA call fails.

#include <cuda_runtime.h>

#include <math.h>
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

// Fixed-seed generator so that every run sees the same data.
static unsigned int rng_state = 20240601u;
static unsigned int rng_next(void) {
  rng_state = rng_state * 1664525u + 1013904223u;
  return rng_state;
}

__global__ void vecAdd(const float *A, const float *B, float *C, int vectorLength) {
  int workIndex = threadIdx.x + blockIdx.x * blockDim.x;
  if (workIndex < vectorLength) {
    C[workIndex] = A[workIndex] + B[workIndex];
  }
}

// Values in [0, 1) with 24 significant bits: exactly representable floats.
static void initArray(float *A, int length) {
  for (int i = 0; i < length; i++) {
    A[i] = (float)(rng_next() >> 8) * (1.0f / 16777216.0f);
  }
}

static void serialVecAdd(const float *A, const float *B, float *C, int length) {
  for (int i = 0; i < length; i++) {
    C[i] = A[i] + B[i];
  }
}

// A single IEEE addition is correctly rounded on both CPU and GPU, so the answers agree
// exactly; the tolerance is the guide's and only guards against a broken comparison.
static int countMismatches(const float *A, const float *B, int length, float epsilon) {
  int bad = 0;
  for (int i = 0; i < length; i++) {
    if (!(fabsf(A[i] - B[i]) <= epsilon)) {
      if (bad < 5) {
        fprintf(stderr, "index %d mismatch: %.8f (GPU) != %.8f (CPU)\n", i, A[i], B[i]);
      }
      bad++;
    }
  }
  return bad;
}

int main(int argc, char **argv) {
  int vectorLength = 1 << 20;
  if (argc >= 2) {
    vectorLength = atoi(argv[1]);
    if (vectorLength <= 0) {
      fprintf(stderr, "usage: %s [vector length > 0]\n", argv[0]);
      return 1;
    }
  }
  size_t bytes = (size_t)vectorLength * sizeof(float);

  int deviceCount = 0;
  CHECK(cudaGetDeviceCount(&deviceCount));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("device 0: %s, compute capability %d.%d, %d SMs\n", prop.name, prop.major,
         prop.minor, prop.multiProcessorCount);

  // Host memory: page-locked, the best practice for buffers copied to and from the GPU.
  float *A = NULL, *B = NULL, *C = NULL;
  CHECK(cudaMallocHost(&A, bytes));
  CHECK(cudaMallocHost(&B, bytes));
  CHECK(cudaMallocHost(&C, bytes));
  float *comparisonResult = (float *)malloc(bytes);
  if (!comparisonResult) {
    fprintf(stderr, "out of host memory\n");
    return 1;
  }
  initArray(A, vectorLength);
  initArray(B, vectorLength);

  // Device memory, the inputs copied in, the output cleared.
  float *devA = NULL, *devB = NULL, *devC = NULL;
  CHECK(cudaMalloc(&devA, bytes));
  CHECK(cudaMalloc(&devB, bytes));
  CHECK(cudaMalloc(&devC, bytes));
  CHECK(cudaMemcpy(devA, A, bytes, cudaMemcpyDefault));
  CHECK(cudaMemcpy(devB, B, bytes, cudaMemcpyDefault));
  CHECK(cudaMemset(devC, 0, bytes));

  int threads = 256;
  int blocks = (vectorLength + threads - 1) / threads;
  vecAdd<<<blocks, threads>>>(devA, devB, devC, vectorLength);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  CHECK(cudaMemcpy(C, devC, bytes, cudaMemcpyDefault));

  serialVecAdd(A, B, comparisonResult, vectorLength);
  int bad = countMismatches(C, comparisonResult, vectorLength, 0.00001f);
  double checksum = 0.0;
  for (int i = 0; i < vectorLength; i++) checksum += C[i];

  printf("launch: %d blocks x %d threads\n", blocks, threads);
  printf("vector_add: n=%d, checksum %.6f, %d mismatches: %s\n", vectorLength, checksum, bad,
         bad == 0 ? "PASS" : "FAIL");

  CHECK(cudaFree(devA));
  CHECK(cudaFree(devB));
  CHECK(cudaFree(devC));
  CHECK(cudaFreeHost(A));
  CHECK(cudaFreeHost(B));
  CHECK(cudaFreeHost(C));
  free(comparisonResult);
  return bad == 0 ? 0 : 1;
}
