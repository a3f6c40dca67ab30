// error_handling: the runtime's per-thread "last error", after the asynchronous error
// handling section of the CUDA programming guide notes.
//
//   1. A kernel launched with an invalid configuration (2048 threads per block, more than
//      the 1024 any device allows) does not run; the triple-chevron launch returns nothing,
//      the error is recorded as the thread's last error.
//   2. cudaPeekAtLastError() reports it and leaves it in place (asking twice gives it twice);
//      cudaGetLastError() reports it and clears it, so the next call returns cudaSuccess.
//   3. The error is not sticky: a correct launch afterwards runs and gives the right answer.
//   4. A runtime API call that fails returns its error and also records it as the last error
//      (cudaSetDevice with a device number that does not exist; cudaMemcpy with an invalid
//      direction).
//
// Every expected error is printed with cudaGetErrorName and cudaGetErrorString; the calls that
// are meant to succeed go through CHECK.
// Exit status: 0 when every error appears where expected, 1 otherwise, 2 when a CUDA call
// that should succeed fails.

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

static int failures = 0;

// Print what a call returned and compare it with what the runtime is documented to return.
static void expectError(const char *what, cudaError_t got, cudaError_t want) {
  printf("%-44s -> %s%s\n", what, cudaGetErrorName(got), got == want ? "" : "  (UNEXPECTED)");
  if (got != want) {
    fprintf(stderr, "%s returned %s, expected %s\n", what, cudaGetErrorName(got),
            cudaGetErrorName(want));
    failures++;
  }
}

__global__ void fill(int *out, int n, int value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value + i;
}

int main(void) {
  const int n = 4096;
  int deviceCount = 0;
  CHECK(cudaGetDeviceCount(&deviceCount));

  int *d = NULL;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  int *h = (int *)malloc(n * sizeof(int));
  if (!h) {
    fprintf(stderr, "out of host memory\n");
    return 1;
  }
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));

  // Nothing has failed yet.
  expectError("cudaPeekAtLastError() at start", cudaPeekAtLastError(), cudaSuccess);

  // ---- 1. a launch with an invalid configuration --------------------------------------------
  CHECK(cudaMemset(d, 0, n * sizeof(int)));
  fill<<<n / 2048, 2048, 0, stream>>>(d, n, 1000);  // 2048 threads per block: invalid

  // Some work occurs in streams; synchronizing does not report (or clear) a launch error.
  cudaError_t syncErr = cudaStreamSynchronize(stream);
  printf("%-44s -> %s\n", "cudaStreamSynchronize(stream)", cudaGetErrorName(syncErr));

  // ---- 2. peek keeps the error, get clears it -----------------------------------------------
  cudaError_t err = cudaPeekAtLastError();
  printf("Error with name: %s\n", cudaGetErrorName(err));
  printf("Error description: %s\n", cudaGetErrorString(err));
  // The CUDA 13 runtime reports a block larger than the device allows as cudaErrorInvalidValue
  // (measured with NVIDIA's library on an H200; older guides show cudaErrorInvalidConfiguration).
  expectError("cudaPeekAtLastError()", err, cudaErrorInvalidValue);
  expectError("cudaPeekAtLastError() again", cudaPeekAtLastError(), cudaErrorInvalidValue);

  cudaError_t err2 = cudaGetLastError();
  expectError("cudaGetLastError()", err2, cudaErrorInvalidValue);
  if (err2 == err) printf("As expected, cudaPeekAtLastError() did not clear the error\n");

  cudaError_t err3 = cudaGetLastError();
  expectError("cudaGetLastError() again", err3, cudaSuccess);
  if (err3 == cudaSuccess) printf("As expected, cudaGetLastError() cleared the error\n");
  expectError("cudaPeekAtLastError() after clearing", cudaPeekAtLastError(), cudaSuccess);

  // The kernel never ran: the buffer still holds the zeros written before it.
  CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
  int touched = 0;
  for (int i = 0; i < n; i++) touched += h[i] != 0;
  printf("elements written by the failed launch: %d\n", touched);
  if (touched) failures++;

  // ---- 3. the error was not sticky: a correct launch works ----------------------------------
  fill<<<n / 256, 256, 0, stream>>>(d, n, 1000);
  CHECK(cudaGetLastError());
  CHECK(cudaStreamSynchronize(stream));
  CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++) bad += h[i] != 1000 + i;
  printf("correct launch afterwards: %d of %d elements wrong\n", bad, n);
  if (bad) failures++;

  // ---- 4. failing API calls record the last error too ---------------------------------------
  expectError("cudaSetDevice(<device count>)", cudaSetDevice(deviceCount), cudaErrorInvalidDevice);
  expectError("cudaGetLastError()", cudaGetLastError(), cudaErrorInvalidDevice);
  expectError("cudaGetLastError() again", cudaGetLastError(), cudaSuccess);

  expectError("cudaMemcpy(kind = 42)",
              cudaMemcpy(h, d, n * sizeof(int), (cudaMemcpyKind)42),
              cudaErrorInvalidMemcpyDirection);
  expectError("cudaGetLastError()", cudaGetLastError(), cudaErrorInvalidMemcpyDirection);
  expectError("cudaGetLastError() again", cudaGetLastError(), cudaSuccess);

  // The device is still usable after all of this.
  CHECK(cudaDeviceSynchronize());

  printf("error_handling: invalid launch configuration, peek vs get, API errors, %d failures: %s\n",
         failures, failures == 0 ? "PASS" : "FAIL");

  CHECK(cudaStreamDestroy(stream));
  CHECK(cudaFree(d));
  free(h);
  return failures == 0 ? 0 : 1;
}
