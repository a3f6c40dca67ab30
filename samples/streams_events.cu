// streams_events: streams and events, after the asynchronous-execution sections of the CUDA
// programming guide notes.
//
//   1. stream priorities: cudaDeviceGetStreamPriorityRange, cudaStreamCreateWithPriority.
//   2. the guide's two-stream pipeline: per stream, a host-to-device cudaMemcpyAsync, a
//      kernel and a device-to-host cudaMemcpyAsync on pinned memory, timed with two events
//      recorded on the legacy default stream; afterwards cudaStreamQuery must report
//      cudaSuccess for both streams (the legacy stream waits for blocking streams). The same
//      work on a single stream is timed for comparison.
//   3. timing one kernel with events on a stream (cudaEventElapsedTime).
//   4. the legacy default stream orders work between blocking streams: kernel1 in stream1,
//      kernel2 in the default stream, kernel3 in stream2, each consuming the previous one's
//      output, with no explicit synchronisation between them.
//   5. a cross-stream dependency between two non-blocking streams: the producer's stream
//      records an event, the consumer's stream waits on it (cudaStreamWaitEvent), and a host
//      function enqueued with cudaLaunchHostFunc checks the data copied back before it ran.
//
// All data are integers; every result is compared exactly with a CPU computation.
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

static int failures = 0;
static void expect(int ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  if (!ok) failures++;
}

// An integer hash, repeated `rounds` times: some arithmetic per element, exact on both sides.
__host__ __device__ static inline unsigned int mix(unsigned int x, int rounds) {
  for (int r = 0; r < rounds; r++) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
  }
  return x;
}

#define WORK_ROUNDS 32

__global__ void MyKernel(unsigned int *output, const unsigned int *input, int size) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x)
    output[i] = mix(input[i], WORK_ROUNDS);
}

__global__ void producer(unsigned int *buffer, int n, int rounds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) buffer[i] = mix((unsigned int)i, rounds);
}

__global__ void addOne(unsigned int *out, const unsigned int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + 1u;
}

__global__ void timesThree(unsigned int *out, const unsigned int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * 3u;
}

// Host function run by the stream after the copy before it: no CUDA calls allowed here.
struct CallbackData {
  const unsigned int *data;
  int n;
  unsigned long long checksum;
  int calls;
};

static void CUDART_CB checksumCallback(void *userData) {
  CallbackData *d = (CallbackData *)userData;
  unsigned long long sum = 0;
  for (int i = 0; i < d->n; i++) sum += d->data[i];
  d->checksum = sum;
  d->calls++;
}

static int countWrong(const unsigned int *got, const unsigned int *want, int n, const char *what) {
  int bad = 0;
  for (int i = 0; i < n; i++) {
    if (got[i] != want[i]) {
      if (bad < 3) fprintf(stderr, "%s: element %d is %u, expected %u\n", what, i, got[i], want[i]);
      bad++;
    }
  }
  return bad;
}

int main(void) {
  const int nStreams = 2;
  const int size = 1 << 19;  // elements per stream
  const size_t bytes = (size_t)size * sizeof(unsigned int);

  int deviceCount = 0;
  CHECK(cudaGetDeviceCount(&deviceCount));

  // ---- 1. stream priorities ---------------------------------------------------------------
  int priority_low = 0, priority_high = 0;
  CHECK(cudaDeviceGetStreamPriorityRange(&priority_low, &priority_high));
  printf("stream priorities: least %d, greatest %d\n", priority_low, priority_high);
  cudaStream_t st_high, st_low;
  CHECK(cudaStreamCreateWithPriority(&st_high, cudaStreamNonBlocking, priority_high));
  CHECK(cudaStreamCreateWithPriority(&st_low, cudaStreamNonBlocking, priority_low));
  int got_high = 0, got_low = 0;
  unsigned int flags_high = 0;
  CHECK(cudaStreamGetPriority(st_high, &got_high));
  CHECK(cudaStreamGetPriority(st_low, &got_low));
  CHECK(cudaStreamGetFlags(st_high, &flags_high));
  expect(got_high == priority_high && got_low == priority_low,
         "cudaStreamGetPriority returns the priorities asked for");
  expect(flags_high == cudaStreamNonBlocking, "cudaStreamGetFlags returns cudaStreamNonBlocking");

  // ---- 2. two-stream pipeline ---------------------------------------------------------------
  cudaStream_t stream[2];
  for (int i = 0; i < nStreams; ++i) CHECK(cudaStreamCreate(&stream[i]));
  unsigned int *hostPtr = NULL;
  CHECK(cudaMallocHost(&hostPtr, nStreams * bytes));
  unsigned int *inputDevPtr = NULL, *outputDevPtr = NULL;
  CHECK(cudaMalloc(&inputDevPtr, nStreams * bytes));
  CHECK(cudaMalloc(&outputDevPtr, nStreams * bytes));

  const int total = nStreams * size;
  unsigned int *original = (unsigned int *)malloc(nStreams * bytes);
  unsigned int *expected = (unsigned int *)malloc(nStreams * bytes);
  if (!original || !expected) {
    fprintf(stderr, "out of host memory\n");
    return 1;
  }
  for (int i = 0; i < total; i++) {
    original[i] = (unsigned int)i * 2654435761u;
    expected[i] = mix(original[i], WORK_ROUNDS);
  }

  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));

  for (int pass = 0; pass < 2; pass++) {
    // pass 0: the guide's two streams; pass 1: everything in stream[0], for comparison.
    memcpy(hostPtr, original, nStreams * bytes);
    CHECK(cudaMemset(outputDevPtr, 0, nStreams * bytes));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaEventRecord(start, 0));
    for (int i = 0; i < nStreams; ++i) {
      cudaStream_t s = pass == 0 ? stream[i] : stream[0];
      CHECK(cudaMemcpyAsync(inputDevPtr + i * size, hostPtr + i * size, bytes,
                            cudaMemcpyHostToDevice, s));
      MyKernel<<<100, 512, 0, s>>>(outputDevPtr + i * size, inputDevPtr + i * size, size);
      CHECK(cudaGetLastError());
      CHECK(cudaMemcpyAsync(hostPtr + i * size, outputDevPtr + i * size, bytes,
                            cudaMemcpyDeviceToHost, s));
    }
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventSynchronize(stop));
    float elapsedTime = 0.0f;
    CHECK(cudaEventElapsedTime(&elapsedTime, start, stop));

    if (pass == 0) {
      // The stop event is on the legacy default stream, which waited for both blocking
      // streams: when it has completed, so has everything issued to them before it.
      cudaError_t q0 = cudaStreamQuery(stream[0]);
      cudaError_t q1 = cudaStreamQuery(stream[1]);
      printf("after the stop event: cudaStreamQuery(stream[0]) = %s, cudaStreamQuery(stream[1]) = %s\n",
             cudaGetErrorName(q0), cudaGetErrorName(q1));
      if (q0 != cudaSuccess || q1 != cudaSuccess) failures++;
      expect(cudaEventQuery(stop) == cudaSuccess, "cudaEventQuery(stop) after cudaEventSynchronize");
      expect(elapsedTime >= 0.0f, "cudaEventElapsedTime is not negative");
    }
    int bad = countWrong(hostPtr, expected, total, pass == 0 ? "pipeline" : "single stream");
    printf("%s: %d elements, %d wrong\n", pass == 0 ? "two-stream pipeline" : "single-stream run",
           total, bad);
    if (bad) failures++;
    printf("time: %s %.4f ms\n", pass == 0 ? "two streams" : "one stream", elapsedTime);
  }

  // ---- 3. timing one kernel on a stream ----------------------------------------------------
  CHECK(cudaEventRecord(start, stream[1]));
  MyKernel<<<(total + 255) / 256, 256, 0, stream[1]>>>(outputDevPtr, inputDevPtr, total);
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(stop, stream[1]));
  CHECK(cudaStreamSynchronize(stream[1]));
  float kernelTime = 0.0f;
  CHECK(cudaEventElapsedTime(&kernelTime, start, stop));
  expect(kernelTime >= 0.0f, "kernel time measured with events on a stream");
  printf("time: MyKernel on %d elements %.4f ms\n", total, kernelTime);

  // ---- 4. the legacy default stream between two blocking streams ---------------------------
  const int n = size;
  const int producerRounds = 256;
  unsigned int *a = inputDevPtr, *b = outputDevPtr, *c = inputDevPtr + size;
  unsigned int *hostResult = hostPtr;
  unsigned int *want = expected;
  for (int i = 0; i < n; i++) want[i] = (mix((unsigned int)i, producerRounds) + 1u) * 3u;
  CHECK(cudaMemset(b, 0, bytes));
  CHECK(cudaMemset(c, 0, bytes));
  CHECK(cudaDeviceSynchronize());
  producer<<<(n + 255) / 256, 256, 0, stream[0]>>>(a, n, producerRounds);  // kernel1
  CHECK(cudaGetLastError());
  addOne<<<(n + 255) / 256, 256>>>(b, a, n);                     // kernel2, default stream
  CHECK(cudaGetLastError());
  timesThree<<<(n + 255) / 256, 256, 0, stream[1]>>>(c, b, n);  // kernel3
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpyAsync(hostResult, c, bytes, cudaMemcpyDeviceToHost, stream[1]));
  CHECK(cudaStreamSynchronize(stream[1]));
  int badLegacy = countWrong(hostResult, want, n, "legacy stream ordering");
  printf("stream1 -> default stream -> stream2 chain: %d elements, %d wrong\n", n, badLegacy);
  if (badLegacy) failures++;

  // ---- 5. cross-stream dependency through an event, and a host function ---------------------
  cudaStream_t streamA = st_low, streamB = st_high;  // non-blocking: no implicit ordering
  cudaEvent_t ready;
  CHECK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
  for (int i = 0; i < n; i++) want[i] = mix((unsigned int)i, producerRounds) + 1u;
  memset(hostResult, 0, bytes);
  CHECK(cudaMemset(a, 0, bytes));
  CHECK(cudaMemset(b, 0, bytes));
  CHECK(cudaDeviceSynchronize());

  CallbackData cb = {hostResult, n, 0ull, 0};
  producer<<<(n + 255) / 256, 256, 0, streamA>>>(a, n, producerRounds);
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(ready, streamA));
  CHECK(cudaStreamWaitEvent(streamB, ready, 0));
  addOne<<<(n + 255) / 256, 256, 0, streamB>>>(b, a, n);  // consumer
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpyAsync(hostResult, b, bytes, cudaMemcpyDeviceToHost, streamB));
  CHECK(cudaLaunchHostFunc(streamB, checksumCallback, &cb));
  CHECK(cudaStreamSynchronize(streamB));

  int badCross = countWrong(hostResult, want, n, "cross-stream wait");
  unsigned long long wantSum = 0;
  for (int i = 0; i < n; i++) wantSum += want[i];
  printf("event wait between non-blocking streams: %d elements, %d wrong\n", n, badCross);
  if (badCross) failures++;
  expect(cb.calls == 1 && cb.checksum == wantSum,
         "host function ran once, after the copy, and saw the consumer's data");
  expect(cudaEventQuery(ready) == cudaSuccess, "cudaEventQuery(ready) after the wait");
  CHECK(cudaStreamSynchronize(streamA));

  printf("streams_events: priorities, 2-stream pipeline, event timing, legacy stream ordering, "
         "event wait, host function, %d failures: %s\n",
         failures, failures == 0 ? "PASS" : "FAIL");

  CHECK(cudaEventDestroy(ready));
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  for (int i = 0; i < nStreams; ++i) CHECK(cudaStreamDestroy(stream[i]));
  CHECK(cudaStreamDestroy(st_high));
  CHECK(cudaStreamDestroy(st_low));
  CHECK(cudaFree(inputDevPtr));
  CHECK(cudaFree(outputDevPtr));
  CHECK(cudaFreeHost(hostPtr));
  free(original);
  free(expected);
  return failures == 0 ? 0 : 1;
}
