// graph_capture: a CUDA graph captured from a stream of many short kernels, after the CUDA
// Graph example of the CUDA programming guide notes.
//
// NKERNEL launches of a very light kernel are recorded with cudaStreamBeginCapture /
// cudaStreamEndCapture, the graph is instantiated once (cudaGraphInstantiate) and launched
// NSTEP times (cudaGraphLaunch + cudaStreamSynchronize). The same launches are also issued
// directly to the stream, for comparison of the CPU launch overhead.
//
// Unlike the guide's kernel, which always reads the same input, the launches here alternate
// between two buffers (a -> b, b -> a, ...), so the result depends on every kernel having run,
// in order; the multiplication by 1.23 is done in double and rounded to float exactly as on
// the CPU, so GPU and CPU results are compared bit for bit.
// Timings are printed on lines starting with "time:"; all other lines are deterministic.
// Exit status: 0 on success, 1 on a wrong result, 2 when a CUDA call fails.

#include <cuda_runtime.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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

static unsigned int rng_state = 31337u;
static unsigned int rng_next(void) {
  rng_state = rng_state * 1664525u + 1013904223u;
  return rng_state;
}

#define N 500000  // tuned such that the kernel takes a few microseconds
#define NSTEP 10
#define NKERNEL 20  // even: after each graph launch the data is back in buffer a

// A very lightweight kernel.
__global__ void shortKernel(float *out_d, const float *in_d) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N) out_d[idx] = 1.23 * in_d[idx];
}

static double now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static const char *captureStatusName(cudaStreamCaptureStatus s) {
  switch (s) {
    case cudaStreamCaptureStatusNone: return "cudaStreamCaptureStatusNone";
    case cudaStreamCaptureStatusActive: return "cudaStreamCaptureStatusActive";
    case cudaStreamCaptureStatusInvalidated: return "cudaStreamCaptureStatusInvalidated";
    default: return "unknown";
  }
}

static int compare(const float *got, const float *want, const char *what) {
  int bad = 0;
  for (int i = 0; i < N; i++) {
    if (memcmp(&got[i], &want[i], sizeof(float)) != 0) {
      if (bad < 3) fprintf(stderr, "%s: element %d is %.9g, expected %.9g\n", what, i, got[i], want[i]);
      bad++;
    }
  }
  return bad;
}

int main(void) {
  const size_t bytes = N * sizeof(float);
  const int threads = 512;
  const int blocks = (N + threads - 1) / threads;
  int failures = 0;

  int deviceCount = 0;
  CHECK(cudaGetDeviceCount(&deviceCount));

  float *init = NULL, *result = NULL;
  CHECK(cudaMallocHost(&init, bytes));
  CHECK(cudaMallocHost(&result, bytes));
  float *expected = (float *)malloc(bytes);
  if (!expected) {
    fprintf(stderr, "out of host memory\n");
    return 1;
  }
  for (int i = 0; i < N; i++) init[i] = (float)(rng_next() >> 8) * (1.0f / 16777216.0f);

  // CPU reference: NSTEP * NKERNEL multiplications, each rounded to float like the kernel's.
  for (int i = 0; i < N; i++) {
    float v = init[i];
    for (int k = 0; k < NSTEP * NKERNEL; k++) v = (float)(1.23 * v);
    expected[i] = v;
  }

  float *a_d = NULL, *b_d = NULL;
  CHECK(cudaMalloc(&a_d, bytes));
  CHECK(cudaMalloc(&b_d, bytes));

  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));

  // ---- the same work launched directly into the stream ----------------------------------
  CHECK(cudaMemcpy(a_d, init, bytes, cudaMemcpyHostToDevice));
  double t0 = now_us();
  for (int istep = 0; istep < NSTEP; istep++) {
    for (int ikrnl = 0; ikrnl < NKERNEL; ikrnl++) {
      if (ikrnl % 2 == 0)
        shortKernel<<<blocks, threads, 0, stream>>>(b_d, a_d);
      else
        shortKernel<<<blocks, threads, 0, stream>>>(a_d, b_d);
    }
    CHECK(cudaGetLastError());
    CHECK(cudaStreamSynchronize(stream));
  }
  double t1 = now_us();
  CHECK(cudaMemcpy(result, a_d, bytes, cudaMemcpyDeviceToHost));
  int badStream = compare(result, expected, "stream launches");
  printf("stream launches: %d steps x %d kernels, %d wrong\n", NSTEP, NKERNEL, badStream);
  if (badStream) failures++;
  printf("time: stream launches %.2f us per kernel (wall clock)\n",
         (t1 - t0) / (NSTEP * NKERNEL));

  // ---- the graph ----------------------------------------------------------------------------
  CHECK(cudaMemcpy(a_d, init, bytes, cudaMemcpyHostToDevice));
  bool graphCreated = false;
  cudaGraph_t graph;
  cudaGraphExec_t instance;
  cudaStreamCaptureStatus statusBefore = cudaStreamCaptureStatusActive;
  cudaStreamCaptureStatus statusDuring = cudaStreamCaptureStatusNone;
  cudaStreamCaptureStatus statusAfter = cudaStreamCaptureStatusActive;
  double t2 = now_us(), tInstantiated = 0.0;
  for (int istep = 0; istep < NSTEP; istep++) {
    if (!graphCreated) {
      CHECK(cudaStreamIsCapturing(stream, &statusBefore));
      CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
      for (int ikrnl = 0; ikrnl < NKERNEL; ikrnl++) {
        if (ikrnl % 2 == 0)
          shortKernel<<<blocks, threads, 0, stream>>>(b_d, a_d);
        else
          shortKernel<<<blocks, threads, 0, stream>>>(a_d, b_d);
      }
      CHECK(cudaGetLastError());
      CHECK(cudaStreamIsCapturing(stream, &statusDuring));
      CHECK(cudaStreamEndCapture(stream, &graph));
      CHECK(cudaStreamIsCapturing(stream, &statusAfter));
      CHECK(cudaGraphInstantiate(&instance, graph, 0));
      graphCreated = true;
      tInstantiated = now_us();
    }
    CHECK(cudaGraphLaunch(instance, stream));
    CHECK(cudaStreamSynchronize(stream));
  }
  double t3 = now_us();

  printf("capture status: before %s, during %s, after %s\n", captureStatusName(statusBefore),
         captureStatusName(statusDuring), captureStatusName(statusAfter));
  if (statusBefore != cudaStreamCaptureStatusNone || statusDuring != cudaStreamCaptureStatusActive ||
      statusAfter != cudaStreamCaptureStatusNone)
    failures++;

  size_t numNodes = 0;
  CHECK(cudaGraphGetNodes(graph, NULL, &numNodes));
  printf("captured graph: %zu nodes (expected %d)\n", numNodes, NKERNEL);
  if (numNodes != (size_t)NKERNEL) failures++;

  CHECK(cudaMemcpy(result, a_d, bytes, cudaMemcpyDeviceToHost));
  int badGraph = compare(result, expected, "graph launches");
  printf("graph launches: %d launches of a %d-kernel graph, %d wrong\n", NSTEP, NKERNEL, badGraph);
  if (badGraph) failures++;
  printf("time: graph capture + instantiate %.2f us\n", tInstantiated - t2);
  printf("time: graph launches %.2f us per kernel (wall clock, including the first step)\n",
         (t3 - t2) / (NSTEP * NKERNEL));

  printf("graph_capture: N=%d, %d kernels captured, %d graph launches, value[0] %.9g, %d failures: %s\n",
         N, NKERNEL, NSTEP, expected[0], failures, failures == 0 ? "PASS" : "FAIL");

  CHECK(cudaGraphExecDestroy(instance));
  CHECK(cudaGraphDestroy(graph));
  CHECK(cudaStreamDestroy(stream));
  CHECK(cudaFree(a_d));
  CHECK(cudaFree(b_d));
  CHECK(cudaFreeHost(init));
  CHECK(cudaFreeHost(result));
  free(expected);
  return failures == 0 ? 0 : 1;
}
