// histogram: integer histogram with atomics, after the "histogramming" exercise in the CUDA
// programming guide notes.
//
//   atomic   one element per thread, one global atomicAdd per element. Simple, coalesced
//            reads, but equal values make threads contend for the same counter.
//   stride   a grid-stride loop over a grid limited to 4 blocks per SM (the SM count comes
//            from cudaGetDeviceProperties); still global atomics.
//   shared   each block builds a private histogram in dynamic shared memory, then adds its
//            non-zero bins to the global histogram.
//   warp     as shared, but the lanes of a warp holding the same value are found with
//            __match_any_sync and only one of them adds the group's size (__popc).
//
// Values outside [0, bins) are ignored. The data is skewed (a third of it falls in one bin)
// so that contention is visible in the timings. Every bin must equal the CPU count exactly.
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

static unsigned int rng_state = 99991u;
static unsigned int rng_next(void) {
  rng_state = rng_state * 1664525u + 1013904223u;
  return rng_state;
}

#define BLOCK_SIZE 256
#define BLOCKS_PER_SM 4

__global__ void histogram_atomic(const int *__restrict__ input, int *__restrict__ histogram,
                                 int N, int num_bins) {
  int idx = blockDim.x * blockIdx.x + threadIdx.x;
  if (idx >= N) return;
  int bin = input[idx];
  if ((unsigned int)bin < (unsigned int)num_bins) {  // 0 <= bin < num_bins
    atomicAdd(histogram + bin, 1);
  }
}

__global__ void histogram_stride(const int *__restrict__ input, int *__restrict__ histogram,
                                 int N, int num_bins) {
  int stride = blockDim.x * gridDim.x;
  for (int idx = blockDim.x * blockIdx.x + threadIdx.x; idx < N; idx += stride) {
    int bin = input[idx];
    if ((unsigned int)bin < (unsigned int)num_bins) {
      atomicAdd(histogram + bin, 1);
    }
  }
}

__global__ void histogram_shared(const int *__restrict__ input, int *__restrict__ histogram,
                                 int N, int num_bins) {
  extern __shared__ int local_histogram[];
  for (int bin = threadIdx.x; bin < num_bins; bin += blockDim.x) local_histogram[bin] = 0;
  __syncthreads();

  int stride = blockDim.x * gridDim.x;
  for (int idx = blockDim.x * blockIdx.x + threadIdx.x; idx < N; idx += stride) {
    int bin = input[idx];
    if ((unsigned int)bin < (unsigned int)num_bins) {
      atomicAdd(local_histogram + bin, 1);
    }
  }
  __syncthreads();

  for (int bin = threadIdx.x; bin < num_bins; bin += blockDim.x) {
    int count = local_histogram[bin];
    if (count != 0) atomicAdd(histogram + bin, count);
  }
}

// Warp-aggregated version. The loop runs over whole blocks of BLOCK_SIZE elements, so all
// 32 lanes of a warp take the same number of iterations and __match_any_sync may name
// every lane; lanes past the end carry -1, which is out of range and therefore skipped.
__global__ void histogram_warp(const int *__restrict__ input, int *__restrict__ histogram,
                               int N, int num_bins) {
  extern __shared__ int local_histogram[];
  for (int bin = threadIdx.x; bin < num_bins; bin += blockDim.x) local_histogram[bin] = 0;
  __syncthreads();

  const unsigned int lane = threadIdx.x % 32;
  for (int base = blockDim.x * blockIdx.x; base < N; base += blockDim.x * gridDim.x) {
    int idx = base + threadIdx.x;
    int bin = idx < N ? input[idx] : -1;
    unsigned int peers = __match_any_sync(0xFFFFFFFFu, bin);  // lanes with the same value
    unsigned int leader = __ffs(peers) - 1;                    // lowest such lane
    if (lane == leader && (unsigned int)bin < (unsigned int)num_bins) {
      atomicAdd(local_histogram + bin, __popc(peers));
    }
  }
  __syncthreads();

  for (int bin = threadIdx.x; bin < num_bins; bin += blockDim.x) {
    int count = local_histogram[bin];
    if (count != 0) atomicAdd(histogram + bin, count);
  }
}

int main(void) {
  const int N = 1000003;
  const int num_bins = 256;
  const int reps = 20;
  const size_t bytes = (size_t)N * sizeof(int);
  const size_t histBytes = (size_t)num_bins * sizeof(int);

  int deviceCount = 0;
  CHECK(cudaGetDeviceCount(&deviceCount));
  int device = 0;
  CHECK(cudaGetDevice(&device));
  cudaDeviceProp properties;
  CHECK(cudaGetDeviceProperties(&properties, device));
  if (histBytes > properties.sharedMemPerBlock) {
    fprintf(stderr, "%d bins do not fit in shared memory\n", num_bins);
    return 1;
  }

  int *hInput = (int *)malloc(bytes);
  int *expected = (int *)calloc(num_bins, sizeof(int));
  int *hHist = (int *)malloc(histBytes);
  if (!hInput || !expected || !hHist) {
    fprintf(stderr, "out of host memory\n");
    return 1;
  }
  int ignored = 0;
  for (int i = 0; i < N; i++) {
    unsigned int r = rng_next() >> 8;
    int v;
    if (r % 3u == 0u)
      v = 7;  // the hot bin
    else if (r % 101u == 0u)
      v = (r & 1u) ? -1 - (int)(r % 5u) : num_bins + (int)(r % 5u);  // out of range
    else
      v = (int)((r >> 4) % (unsigned int)num_bins);
    hInput[i] = v;
    if (v >= 0 && v < num_bins)
      expected[v]++;
    else
      ignored++;
  }

  int *dInput = NULL, *dHist = NULL;
  CHECK(cudaMalloc(&dInput, bytes));
  CHECK(cudaMalloc(&dHist, histBytes));
  CHECK(cudaMemcpy(dInput, hInput, bytes, cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));

  int requiredBlocks = (N + BLOCK_SIZE - 1) / BLOCK_SIZE;
  int preferredBlocks = properties.multiProcessorCount * BLOCKS_PER_SM;
  int limitedBlocks = requiredBlocks < preferredBlocks ? requiredBlocks : preferredBlocks;

  static const char *const names[4] = {"atomic", "stride", "shared", "warp"};
  int failures = 0;
  for (int k = 0; k < 4; k++) {
    int wrongBins = 0;
    for (int rep = 0; rep <= reps; rep++) {
      if (rep == 1) CHECK(cudaEventRecord(start, 0));
      CHECK(cudaMemset(dHist, 0, histBytes));
      switch (k) {
        case 0:
          histogram_atomic<<<requiredBlocks, BLOCK_SIZE>>>(dInput, dHist, N, num_bins);
          break;
        case 1:
          histogram_stride<<<limitedBlocks, BLOCK_SIZE>>>(dInput, dHist, N, num_bins);
          break;
        case 2:
          histogram_shared<<<limitedBlocks, BLOCK_SIZE, histBytes>>>(dInput, dHist, N,
                                                                     num_bins);
          break;
        default:
          histogram_warp<<<limitedBlocks, BLOCK_SIZE, histBytes>>>(dInput, dHist, N, num_bins);
          break;
      }
      CHECK(cudaGetLastError());
      if (rep == 0) {
        // The first run is the one checked; the others are timed.
        CHECK(cudaMemcpy(hHist, dHist, histBytes, cudaMemcpyDeviceToHost));
        for (int b = 0; b < num_bins; b++) {
          if (hHist[b] != expected[b]) {
            if (wrongBins < 5)
              fprintf(stderr, "%s: bin %d = %d, expected %d\n", names[k], b, hHist[b],
                      expected[b]);
            wrongBins++;
          }
        }
      }
    }
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    if (wrongBins) failures++;
    printf("histogram %-6s: %d of %d bins wrong\n", names[k], wrongBins, num_bins);
    printf("time: histogram %-6s %.4f ms/kernel (with memset)\n", names[k], ms / reps);
  }

  printf("histogram: N=%d, %d bins, hot bin %d, %d ignored, %d of 4 kernels wrong: %s\n", N,
         num_bins, expected[7], ignored, failures, failures == 0 ? "PASS" : "FAIL");

  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaFree(dInput));
  CHECK(cudaFree(dHist));
  free(hInput);
  free(expected);
  free(hHist);
  return failures == 0 ? 0 : 1;
}
