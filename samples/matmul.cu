// matmul: matrix multiplication C = A * B, after the shared-memory section of the CUDA
// programming guide notes.
//
//   naive  the guide's MatMulKernel: each thread computes one element of C from a row of A
//          and a column of B read straight from global memory.
//   tiled  16x16 tiles of A and B are staged in shared memory (padded by one column) and
//          each element loaded once per block is reused 16 times; edge tiles are zero-filled,
//          so the sizes need not be multiples of the tile.
//
// The matrices hold small integers, so every product and partial sum is exact in float and
// the GPU result must equal the CPU reference exactly, whatever the summation order.
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

static unsigned int rng_state = 7u;
static unsigned int rng_next(void) {
  rng_state = rng_state * 1664525u + 1013904223u;
  return rng_state;
}

// Matrices are stored in row-major order: M(row, col) = *(M.elements + row * M.width + col)
typedef struct {
  int width;
  int height;
  float *elements;
} Matrix;

#define BLOCK_SIZE 16

// The guide's kernel, with a bounds check added for sizes that are not multiples of 16.
__global__ void MatMulKernel(Matrix A, Matrix B, Matrix C) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= C.height || col >= C.width) return;
  float Cvalue = 0;
  for (int e = 0; e < A.width; ++e)
    Cvalue += A.elements[row * A.width + e] * B.elements[e * B.width + col];
  C.elements[row * C.width + col] = Cvalue;
}

__global__ void MatMulTiledKernel(Matrix A, Matrix B, Matrix C) {
  __shared__ float As[BLOCK_SIZE][BLOCK_SIZE + 1];
  __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE + 1];

  int row = blockIdx.y * BLOCK_SIZE + threadIdx.y;  // row of C and of A
  int col = blockIdx.x * BLOCK_SIZE + threadIdx.x;  // column of C and of B
  int inner = A.width;                             // == B.height

  float acc = 0.0f;
  int numTiles = (inner + BLOCK_SIZE - 1) / BLOCK_SIZE;
  for (int t = 0; t < numTiles; ++t) {
    int aCol = t * BLOCK_SIZE + threadIdx.x;
    int bRow = t * BLOCK_SIZE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] =
        (row < A.height && aCol < inner) ? A.elements[row * A.width + aCol] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] =
        (col < B.width && bRow < inner) ? B.elements[bRow * B.width + col] : 0.0f;
    __syncthreads();  // both tiles loaded

#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();  // everyone done with the tiles before they are overwritten
  }
  if (row < C.height && col < C.width) C.elements[row * C.width + col] = acc;
}

static Matrix deviceMatrixLike(const Matrix &host) {
  Matrix d;
  d.width = host.width;
  d.height = host.height;
  d.elements = NULL;
  CHECK(cudaMalloc(&d.elements, (size_t)host.width * host.height * sizeof(float)));
  return d;
}

int main(void) {
  // C (M x K) = A (M x N) * B (N x K), none of them multiples of the tile size.
  const int M = 700, N = 500, K = 600;
  const int reps = 10;

  int deviceCount = 0;
  CHECK(cudaGetDeviceCount(&deviceCount));

  Matrix A = {N, M, NULL}, B = {K, N, NULL}, C = {K, M, NULL};
  size_t sizeA = (size_t)M * N * sizeof(float);
  size_t sizeB = (size_t)N * K * sizeof(float);
  size_t sizeC = (size_t)M * K * sizeof(float);
  CHECK(cudaMallocHost(&A.elements, sizeA));
  CHECK(cudaMallocHost(&B.elements, sizeB));
  CHECK(cudaMallocHost(&C.elements, sizeC));
  int *expected = (int *)malloc((size_t)M * K * sizeof(int));
  int *bT = (int *)malloc((size_t)N * K * sizeof(int));
  if (!expected || !bT) {
    fprintf(stderr, "out of host memory\n");
    return 1;
  }
  // Integers in [-4, 4]: |sum| <= 500 * 16, exact in float.
  for (int i = 0; i < M * N; i++) A.elements[i] = (float)((int)(rng_next() >> 16) % 9 - 4);
  for (int i = 0; i < N * K; i++) B.elements[i] = (float)((int)(rng_next() >> 16) % 9 - 4);

  // CPU reference in integer arithmetic (B transposed for a cache-friendly inner loop).
  for (int e = 0; e < N; e++)
    for (int c = 0; c < K; c++) bT[c * N + e] = (int)B.elements[e * K + c];
  long long checksum = 0;
  for (int r = 0; r < M; r++) {
    for (int c = 0; c < K; c++) {
      int s = 0;
      const float *a = &A.elements[r * N];
      const int *b = &bT[c * N];
      for (int e = 0; e < N; e++) s += (int)a[e] * b[e];
      expected[r * K + c] = s;
      checksum += s;
    }
  }

  Matrix d_A = deviceMatrixLike(A), d_B = deviceMatrixLike(B), d_C = deviceMatrixLike(C);
  CHECK(cudaMemcpy(d_A.elements, A.elements, sizeA, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_B.elements, B.elements, sizeB, cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));

  dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
  dim3 dimGrid((K + BLOCK_SIZE - 1) / BLOCK_SIZE, (M + BLOCK_SIZE - 1) / BLOCK_SIZE);
  static const char *const names[2] = {"naive", "tiled"};
  int failures = 0;
  for (int k = 0; k < 2; k++) {
    CHECK(cudaMemset(d_C.elements, 0xff, sizeC));  // NaN everywhere until written
    if (k == 0)
      MatMulKernel<<<dimGrid, dimBlock>>>(d_A, d_B, d_C);
    else
      MatMulTiledKernel<<<dimGrid, dimBlock>>>(d_A, d_B, d_C);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(C.elements, d_C.elements, sizeC, cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < M * K; i++) {
      if (!(C.elements[i] == (float)expected[i])) {
        if (bad < 5)
          fprintf(stderr, "%s: C(%d,%d) = %g, expected %d\n", names[k], i / K, i % K,
                  C.elements[i], expected[i]);
        bad++;
      }
    }
    if (bad) failures++;
    printf("matmul %-5s: %d mismatches\n", names[k], bad);

    CHECK(cudaEventRecord(start, 0));
    for (int r = 0; r < reps; r++) {
      if (k == 0)
        MatMulKernel<<<dimGrid, dimBlock>>>(d_A, d_B, d_C);
      else
        MatMulTiledKernel<<<dimGrid, dimBlock>>>(d_A, d_B, d_C);
    }
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    double perKernel = ms / reps;
    double gflops = perKernel > 0.0 ? 2.0 * M * N * K / (perKernel * 1.0e6) : 0.0;
    printf("time: matmul %-5s %.4f ms/kernel, %.1f GFLOP/s\n", names[k], perKernel, gflops);
  }

  printf("matmul: C(%dx%d) = A(%dx%d) * B(%dx%d), checksum %lld, %d of 2 kernels wrong: %s\n", M,
         K, M, N, N, K, checksum, failures, failures == 0 ? "PASS" : "FAIL");

  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaFree(d_A.elements));
  CHECK(cudaFree(d_B.elements));
  CHECK(cudaFree(d_C.elements));
  CHECK(cudaFreeHost(A.elements));
  CHECK(cudaFreeHost(B.elements));
  CHECK(cudaFreeHost(C.elements));
  free(expected);
  free(bT);
  return failures == 0 ? 0 : 1;
}
