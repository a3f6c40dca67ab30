/*
 * sticky: the errors every call reports after a kernel fault corrupts the context, and the
 * recovery through cudaDeviceReset. Each fault runs in its own child process (the parent never
 * touches the driver), so one case cannot disturb the next.
 * Between the launch of a faulting kernel and the first synchronising call nothing is printed:
 * what a call returns there depends on whether the fault has been noticed yet.
 */
#include "common.h"
#include <dlfcn.h>

__global__ void k_store(int *p, int v) { p[threadIdx.x] = v; }
__global__ void k_trap(int *p)
{
    if (threadIdx.x == 0)
        p[0] = 1;
    __trap();
}
__global__ void k_bad_write(int *bad)
{
    /* `bad` is a small made-up address (a kernel argument, so the compiler cannot see it). */
    if (threadIdx.x == 0)
        *(volatile int *)bad = 42;
}

static int read_back(int *d, int n, int v)
{
    int h[32];
    memset(h, 0, sizeof h);
    cudaError_t e = cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("  readback -> %s\n", ename(e));
    int ok = e == cudaSuccess;
    for (int i = 0; ok && i < n; i++)
        ok = h[i] == v;
    return ok;
}

static void after_fault(void)
{
    int *d2 = NULL;
    int h[4] = {1, 2, 3, 4};
    int dev = -1;
    cudaStream_t s = NULL;
    cudaEvent_t ev = NULL;
    CALLQ(cudaDeviceSynchronize());
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    printf("  get=%s\n", ename(cudaGetLastError()));
    printf("  get=%s\n", ename(cudaGetLastError()));
    CALLQ(cudaDeviceSynchronize());
    CALLQ(cudaStreamSynchronize(0));
    CALLQ(cudaStreamQuery(0));
    CALLQ(cudaMalloc((void **)&d2, 64));
    CALLQ(cudaMemcpy(d2 ? d2 : h, h, sizeof h, d2 ? cudaMemcpyHostToDevice : cudaMemcpyHostToHost));
    CALLQ(cudaMemset(d2, 0, 16));
    k_store<<<1, 4>>>(d2, 3);
    printf("k_store<<<1,4>>> after fault\n");
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    printf("  get=%s\n", ename(cudaGetLastError()));
    CALLQ(cudaStreamCreate(&s));
    CALLQ(cudaEventCreate(&ev));
    /* What a failing create leaves in its output (opencudart diff on the H200: a stream
     * handle under NVIDIA's after the reset below). */
    SHOW("stream output: %s, event output: %s", s ? "a handle" : "NULL", ev ? "a handle" : "NULL");
    /* The driver's own cuStreamCreate in the faulted context (the same under either runtime):
     * whether it writes its output while it fails. */
    typedef int (*stream_create_fn)(void **, unsigned);
    void *cuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD);
    stream_create_fn create = cuda ? (stream_create_fn)dlsym(cuda, "cuStreamCreate") : NULL;
    if (create != NULL) {
        void *cs = NULL;
        int r = create(&cs, 0);
        SHOW("driver cuStreamCreate -> %d, output: %s", r, cs ? "a handle" : "NULL");
    }
    CALLQ(cudaGetDevice(&dev));
    SHOW("dev=%d", dev);
    int n = 0;
    CALLQ(cudaGetDeviceCount(&n));
    SHOW("count=%d", n);
    int attr = 0;
    CALLQ(cudaDeviceGetAttribute(&attr, cudaDevAttrWarpSize, 0));
    SHOW("warp=%d", attr);
    size_t fr = 0, tot = 0;
    CALLQ(cudaMemGetInfo(&fr, &tot));
    CALLQ(cudaFree(d2));
    printf("  get=%s\n", ename(cudaGetLastError()));

    SECTION("reset");
    CALL(cudaDeviceReset());
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    printf("  get=%s\n", ename(cudaGetLastError()));
    printf("  get=%s\n", ename(cudaGetLastError()));
    CALL(cudaGetDevice(&dev));
    int *d3 = NULL;
    CALL(cudaMalloc((void **)&d3, 32 * sizeof(int)));
    k_store<<<1, 32>>>(d3, 5);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    /* Not an own check: right after a fault NVIDIA's library too finds the device unavailable;
     * the transcript (compared with NVIDIA's) holds what happened. */
    int works = read_back(d3, 32, 5);
    SHOW("kernel works after reset: %s", works ? "yes" : "no");
    s = NULL;
    CALL(cudaStreamCreate(&s));
    SHOW("stream output: %s", s ? "a handle" : "NULL");
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(d3));
    LASTERR();
}

static void case_trap(void)
{
    START();
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 32 * sizeof(int)));
    k_store<<<1, 32>>>(d, 9);
    CALL(cudaDeviceSynchronize());
    CHECKT("kernel works before fault", read_back(d, 32, 9));
    void *args[] = {&d};
    CALL(cudaLaunchKernel((const void *)k_trap, dim3(1), dim3(32), args, 0, 0));
    after_fault();
}

static void case_illegal_address(void)
{
    START();
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 32 * sizeof(int)));
    int *bad = (int *)(uintptr_t)0x100;
    void *args[] = {&bad};
    CALL(cudaLaunchKernel((const void *)k_bad_write, dim3(1), dim3(32), args, 0, 0));
    after_fault();
}

static void case_fault_in_stream(void)
{
    START();
    int *d = NULL;
    cudaStream_t s = NULL;
    cudaEvent_t ev = NULL;
    CALL(cudaMalloc((void **)&d, 32 * sizeof(int)));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CALL(cudaEventCreate(&ev));
    void *args[] = {&d};
    CALL(cudaLaunchKernel((const void *)k_trap, dim3(1), dim3(32), args, 0, s));
    CALLQ(cudaStreamSynchronize(s));
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    CALLQ(cudaEventRecord(ev, s));
    CALLQ(cudaEventSynchronize(ev));
    CALLQ(cudaEventQuery(ev));
    CALLQ(cudaStreamQuery(s));
    printf("  get=%s\n", ename(cudaGetLastError()));
    printf("  get=%s\n", ename(cudaGetLastError()));
    CALL(cudaDeviceReset());
    CALL(cudaMalloc((void **)&d, 32 * sizeof(int)));
    k_store<<<1, 32>>>(d, 4);
    CALL(cudaDeviceSynchronize());
    int works = read_back(d, 32, 4);
    SHOW("kernel works after reset: %s", works ? "yes" : "no");
    CALL(cudaFree(d));
}

int main(void)
{
    int st[3];
    st[0] = ocr_isolated("trap", case_trap);
    st[1] = ocr_isolated("illegal-address", case_illegal_address);
    st[2] = ocr_isolated("fault-in-stream", case_fault_in_stream);
    if (st[0] == 2 && st[1] == 2 && st[2] == 2)
        return 2;
    return FINISH();
}
