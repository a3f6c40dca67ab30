// transpose: three matrix transposes from the memory-performance section of the CUDA
// programming guide notes.
//
//   naive   one element per thread; reads are coalesced, writes are strided.
//   tiled   a 32x32 block stages a tile in shared memory so that both the global read and
//           the global write are coalesced; the column read of the tile has bank conflicts.
//   padded  the tile is padded to 32x33 (no bank conflicts) and a 32x8 block moves four
//           elements per thread.
//
// Each kernel's output is compared bit for bit with a CPU transpose. Timings are printed on
// lines starting with "time:" (they differ from run to run); all other lines are deterministic.
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

#define TILE 32
#define BLOCK_ROWS 8

// output (cols x rows) = transpose of input (rows x cols), both row-major.
__global__ void transposeNaive(float *output, const float *input, int cols, int rows) {
  const int col = blockIdx.x * blockDim.x + threadIdx.x;  // consecutive within a warp
  const int row = blockIdx.y * blockDim.y + threadIdx.y;  // constant within a warp
  if (row < rows && col < cols) {
    output[row + rows * col] = input[col + cols * row];  // strided write, coalesced read
  }
}

// Block of TILE x TILE threads; one element per thread.
__global__ void transposeTiled(float *output, const float *input, int cols, int rows) {
  __shared__ float tile[TILE][TILE];

  const int input_col = blockIdx.x * TILE + threadIdx.x;
  const int input_row = blockIdx.y * TILE + threadIdx.y;
  if (input_col < cols && input_row < rows) {
    tile[threadIdx.y][threadIdx.x] = input[input_row * cols + input_col];
  }

  __syncthreads();  // the whole tile must be loaded before it is read transposed

  const int output_col = blockIdx.y * TILE + threadIdx.x;
  const int output_row = blockIdx.x * TILE + threadIdx.y;
  if (output_row < cols && output_col < rows) {
    output[output_row * rows + output_col] = tile[threadIdx.x][threadIdx.y];
  }
}

// Block of TILE x BLOCK_ROWS threads; each thread moves TILE / BLOCK_ROWS elements.
// The extra column shifts each row of the tile by one bank.
__global__ void transposePadded(float *output, const float *input, int cols, int rows) {
  __shared__ float tile[TILE][TILE + 1];

  const int input_col = blockIdx.x * TILE + threadIdx.x;
  const int input_row = blockIdx.y * TILE + threadIdx.y;
  if (input_col < cols) {
#pragma unroll
    for (int i = 0; i < TILE; i += BLOCK_ROWS) {
      const int row = input_row + i;
      if (row >= rows) break;
      tile[threadIdx.y + i][threadIdx.x] = input[row * cols + input_col];
    }
  }

  __syncthreads();

  const int output_col = blockIdx.y * TILE + threadIdx.x;
  const int output_row = blockIdx.x * TILE + threadIdx.y;
  if (output_col < rows) {
#pragma unroll
    for (int i = 0; i < TILE; i += BLOCK_ROWS) {
      const int row = output_row + i;
      if (row >= cols) break;
      output[row * rows + output_col] = tile[threadIdx.x][threadIdx.y + i];
    }
  }
}

enum { NAIVE, TILED, PADDED };

static void launch(int which, float *out, const float *in, int cols, int rows) {
  dim3 grid((cols + TILE - 1) / TILE, (rows + TILE - 1) / TILE);
  switch (which) {
    case NAIVE:
      transposeNaive<<<grid, dim3(TILE, TILE)>>>(out, in, cols, rows);
      break;
    case TILED:
      transposeTiled<<<grid, dim3(TILE, TILE)>>>(out, in, cols, rows);
      break;
    default:
      transposePadded<<<grid, dim3(TILE, BLOCK_ROWS)>>>(out, in, cols, rows);
      break;
  }
}

int main(void) {
  // Deliberately not multiples of 32, so that the edge tiles are partial.
  const int rows = 1000, cols = 1200;
  const size_t count = (size_t)rows * cols;
  const size_t bytes = count * sizeof(float);
  const int reps = 20;

  int deviceCount = 0;
  CHECK(cudaGetDeviceCount(&deviceCount));

  float *hIn = NULL, *hOut = NULL;
  CHECK(cudaMallocHost(&hIn, bytes));
  CHECK(cudaMallocHost(&hOut, bytes));
  float *expected = (float *)malloc(bytes);
  if (!expected) {
    fprintf(stderr, "out of host memory\n");
    return 1;
  }
  // Distinct, exactly representable values (all below 2^24).
  for (size_t i = 0; i < count; i++) hIn[i] = (float)((i * 7919u) % 16777213u);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) expected[(size_t)c * rows + r] = hIn[(size_t)r * cols + c];

  float *dIn = NULL, *dOut = NULL;
  CHECK(cudaMalloc(&dIn, bytes));
  CHECK(cudaMalloc(&dOut, bytes));
  CHECK(cudaMemcpy(dIn, hIn, bytes, cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));

  static const char *const names[3] = {"naive", "tiled", "padded"};
  static const char *const shapes[3] = {"32x32 block, 1 element/thread",
                                        "32x32 block, 32x32 shared tile",
                                        "32x8 block, 32x33 shared tile, 4 elements/thread"};
  int failures = 0;
  for (int k = NAIVE; k <= PADDED; k++) {
    // Fill the output with NaN bytes so that an element the kernel fails to write is caught.
    CHECK(cudaMemset(dOut, 0xff, bytes));
    launch(k, dOut, dIn, cols, rows);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(hOut, dOut, bytes, cudaMemcpyDeviceToHost));

    size_t bad = 0;
    for (size_t i = 0; i < count; i++) {
      if (memcmp(&hOut[i], &expected[i], sizeof(float)) != 0) {
        if (bad < 5)
          fprintf(stderr, "%s: element %zu (row %zu, col %zu of the output) is %g, expected %g\n",
                  names[k], i, i / rows, i % rows, hOut[i], expected[i]);
        bad++;
      }
    }
    if (bad) failures++;
    printf("transpose %-6s (%s): %zu mismatches\n", names[k], shapes[k], bad);

    // Timing: repeat the kernel between two events on the default stream.
    CHECK(cudaEventRecord(start, 0));
    for (int r = 0; r < reps; r++) launch(k, dOut, dIn, cols, rows);
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    double perKernel = ms / reps;
    double gbps = perKernel > 0.0 ? 2.0 * bytes / (perKernel * 1.0e6) : 0.0;
    printf("time: transpose %-6s %.4f ms/kernel, %.1f GB/s\n", names[k], perKernel, gbps);
  }

  printf("transpose: %dx%d matrix, naive/tiled/padded kernels, %d of 3 wrong: %s\n", rows, cols,
         failures, failures == 0 ? "PASS" : "FAIL");

  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  CHECK(cudaFreeHost(hIn));
  CHECK(cudaFreeHost(hOut));
  free(expected);
  return failures == 0 ? 0 : 1;
}
