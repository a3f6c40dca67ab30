// count_equal: count the elements of an array equal to K, three ways, after the
// "count array element" exercise in the CUDA programming guide notes.
//
//   atomic  every matching thread does atomicAdd on the one global counter.
//   shared  a block reduces its matches in shared memory (tree reduction with
//           __syncthreads), then one thread adds the block's count atomically.
//   warp    each warp reduces with __shfl_down_sync, the warps' sums meet in shared
//           memory, and the first warp reduces those; one atomicAdd per block.
//
// Integer counts: the three results must equal the CPU count exactly.
// Timings are printed on lines starting with "time:"; all other lines are deterministic.
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

static unsigned int rng_state = 4242u;
static unsigned int rng_next(void) {
  rng_state = rng_state * 1664525u + 1013904223u;
  return rng_state;
}

#define THREADS 256  // the shared and warp kernels are written for 256-thread blocks

__global__ void count_equal_atomic(const int *input, int *output, int N, int K) {
  int x = blockDim.x * blockIdx.x + threadIdx.x;
  if (x < N && input[x] == K) {
    atomicAdd(output, 1);
  }
}

// Shared memory + parallel (tree) reduction.
__global__ void count_equal_shared(const int *input, int *output, int N, int K) {
  __shared__ int block_cnt[THREADS];
  int x = blockDim.x * blockIdx.x + threadIdx.x;
  int tid = threadIdx.x;
  block_cnt[tid] = (x < N && input[x] == K) ? 1 : 0;
  __syncthreads();

  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (tid < stride) {
      block_cnt[tid] += block_cnt[tid + stride];
    }
    __syncthreads();
  }

  if (tid == 0 && block_cnt[0] > 0) {
    atomicAdd(output, block_cnt[0]);
  }
}

// Reduction inside a warp with shuffles: after the loop lane 0 holds the warp's sum.
__device__ __forceinline__ int warp_reduce_sum(int val) {
  for (int offset = 16; offset > 0; offset >>= 1) {
    val += __shfl_down_sync(0xFFFFFFFFu, val, offset);
  }
  return val;
}

__global__ void count_equal_warp(const int *input, int *output, int N, int K) {
  __shared__ int warp_cnt[THREADS / 32];
  int x = blockDim.x * blockIdx.x + threadIdx.x;
  int tid = threadIdx.x;
  int lane = tid % 32;
  int warp_id = tid / 32;

  int local_cnt = (x < N && input[x] == K) ? 1 : 0;
  local_cnt = warp_reduce_sum(local_cnt);
  if (lane == 0) {
    warp_cnt[warp_id] = local_cnt;
  }
  __syncthreads();

  if (warp_id == 0) {
    int val = (lane < THREADS / 32) ? warp_cnt[lane] : 0;
    val = warp_reduce_sum(val);
    if (lane == 0 && val > 0) {
      atomicAdd(output, val);
    }
  }
}

typedef void (*CountKernel)(const int *, int *, int, int);

int main(void) {
  const int N = 1000003;  // not a multiple of the block size
  const int K = 42;
  const int reps = 20;
  const size_t bytes = (size_t)N * sizeof(int);

  int deviceCount = 0;
  CHECK(cudaGetDeviceCount(&deviceCount));

  int *hInput = (int *)malloc(bytes);
  if (!hInput) {
    fprintf(stderr, "out of host memory\n");
    return 1;
  }
  int expected = 0;
  for (int i = 0; i < N; i++) {
    hInput[i] = (int)((rng_next() >> 8) % 100u);  // about 1% equal K
    if (hInput[i] == K) expected++;
  }

  int *dInput = NULL, *dOutput = NULL;
  CHECK(cudaMalloc(&dInput, bytes));
  CHECK(cudaMalloc(&dOutput, sizeof(int)));
  CHECK(cudaMemcpy(dInput, hInput, bytes, cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));

  static const char *const names[3] = {"atomic", "shared", "warp"};
  static const CountKernel kernels[3] = {count_equal_atomic, count_equal_shared,
                                         count_equal_warp};
  int blocks = (N + THREADS - 1) / THREADS;
  int results[3];
  int failures = 0;
  for (int k = 0; k < 3; k++) {
    CHECK(cudaMemset(dOutput, 0, sizeof(int)));
    kernels[k]<<<blocks, THREADS>>>(dInput, dOutput, N, K);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(&results[k], dOutput, sizeof(int), cudaMemcpyDeviceToHost));
    if (results[k] != expected) failures++;
    printf("count_equal %-6s: %d (expected %d)\n", names[k], results[k], expected);

    CHECK(cudaEventRecord(start, 0));
    for (int r = 0; r < reps; r++) kernels[k]<<<blocks, THREADS>>>(dInput, dOutput, N, K);
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    printf("time: count_equal %-6s %.4f ms/kernel\n", names[k], ms / reps);
  }

  printf("count_equal: N=%d K=%d count=%d, %d of 3 kernels wrong: %s\n", N, K, expected, failures,
         failures == 0 ? "PASS" : "FAIL");

  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaFree(dInput));
  CHECK(cudaFree(dOutput));
  free(hInput);
  return failures == 0 ? 0 : 1;
}
