/*
 * errors: cudaGetErrorName/cudaGetErrorString for every code, unknown codes, the versions that
 * work without a driver, and the rules of the per-thread last error (peek vs get, success never
 * clears, the latest failure wins, launch configuration errors, errors of another thread).
 * The sticky-error sequence after a kernel fault is in sticky.cu.
 */
#include "common.h"

#include <climits>
#include <pthread.h>

__global__ void k_store(int *p, int v) { p[threadIdx.x] = v; }

static void *other_thread(void *arg)
{
    (void)arg;
    /* A fresh thread starts with no last error, whatever the main thread has pending. */
    cudaError_t p = cudaPeekAtLastError();
    cudaError_t g = cudaGetLastError();
    printf("  thread: peek=%s get=%s\n", ename(p), ename(g));
    int *d = NULL;
    cudaError_t e = cudaMalloc((void **)&d, (size_t)1 << 55);
    printf("  thread: cudaMalloc(huge) -> %s\n", ename(e));
    p = cudaPeekAtLastError();
    printf("  thread: peek=%s\n", ename(p));
    fflush(stdout);
    return NULL;
}

static void error_names(void)
{
    SECTION("error names and strings");
    const char *unk_name = cudaGetErrorName((cudaError_t)123456);
    const char *unk_str = cudaGetErrorString((cudaError_t)123456);
    printf("unknown(123456): name=\"%s\" string=\"%s\"\n", unk_name ? unk_name : "(null)",
           unk_str ? unk_str : "(null)");
    int known = 0;
    for (int c = 0; c <= 1100; c++) {
        /* The codes CUDA 13.1-13.3 added (include/cuda13x.h): this program's reference is the
         * 13.0 runtime, which does not know them; tests/gpu/cuda13x compares them with 13.3's. */
        if (c == 10 || c == 917 || c == 918)
            continue;
        const char *n = cudaGetErrorName((cudaError_t)c);
        const char *s = cudaGetErrorString((cudaError_t)c);
        int is_unknown = (n == NULL || (unk_name && strcmp(n, unk_name) == 0));
        if (is_unknown)
            continue;
        known++;
        printf("%d %s \"%s\"\n", c, n, s ? s : "(null)");
    }
    printf("known codes in 0..1100 (but 13.x's 10, 917, 918): %d\n", known);
    const int odd[] = {-1, 33, 38, 1000, 1001, 9999, 10000, 10001, 10500, INT_MAX, INT_MIN};
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
        const char *n = cudaGetErrorName((cudaError_t)odd[i]);
        const char *s = cudaGetErrorString((cudaError_t)odd[i]);
        printf("code %d: name=\"%s\" string=\"%s\"\n", odd[i], n ? n : "(null)", s ? s : "(null)");
    }
    printf("after name/string calls:\n");
    LASTERR();
}

static void versions(void)
{
    SECTION("versions (no driver needed)");
    int v = -7;
    CALL(cudaRuntimeGetVersion(&v));
    /* The release differs by design (NVIDIA's runtime reports its own, 13.0 on the reference
     * machine; opencudart the 13.x API level it implements): the major release is compared. */
    SHOW("runtime major=%d", v / 1000);
    CHECK(v >= 13000 && v % 10 == 0);
    CALL(cudaRuntimeGetVersion(NULL));
    v = -7;
    CALL(cudaDriverGetVersion(&v));
    /* 0 without a driver; the driver's version otherwise: the same machine for both runs. */
    SHOW("driver=%d", v);
    CALL(cudaDriverGetVersion(NULL));
}

static void last_error_rules(void)
{
    SECTION("last-error rules");
    int dev = -1;
    LASTERR();
    /* A failing call sets it. */
    CALLQ(cudaSetDevice(-1));
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    /* Success never clears it. */
    CALLQ(cudaGetDevice(&dev));
    SHOW("dev=%d", dev);
    CALLQ(cudaDeviceSynchronize());
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    /* A later failure replaces it. */
    void *p = NULL;
    CALLQ(cudaMalloc(&p, (size_t)1 << 55));
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    printf("  get=%s\n", ename(cudaGetLastError()));
    printf("  get=%s\n", ename(cudaGetLastError()));
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));

    /* Failing argument checks. */
    CALL(cudaGetDevice(NULL));
    CALL(cudaMalloc(NULL, 16));
    CALL(cudaSetDevice(1000));
    CALL(cudaFree((void *)&dev));
    CALL(cudaStreamSynchronize((cudaStream_t)0));

    /* Name/string do not touch it. */
    CALLQ(cudaSetDevice(-1));
    (void)cudaGetErrorName(cudaErrorInvalidValue);
    (void)cudaGetErrorString((cudaError_t)77777);
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));

    /* Another thread has its own last error. */
    pthread_t t;
    if (pthread_create(&t, NULL, other_thread, NULL) == 0)
        pthread_join(t, NULL);
    printf("  main after thread: peek=%s\n", ename(cudaPeekAtLastError()));
    LASTERR();
}

static void launch_errors(void)
{
    SECTION("launch configuration errors and the last error");
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 256 * sizeof(int)));
    k_store<<<1, 4096>>>(d, 1);
    printf("k_store<<<1,4096>>>\n");
    LASTERR();
    k_store<<<0, 32>>>(d, 1);
    printf("k_store<<<0,32>>>\n");
    LASTERR();
    k_store<<<dim3(1, 70000), 32>>>(d, 1);
    printf("k_store<<<(1,70000),32>>>\n");
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    /* A good launch does not clear it. */
    k_store<<<1, 32>>>(d, 7);
    printf("k_store<<<1,32>>> (good)\n");
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    CALL(cudaDeviceSynchronize());
    printf("  peek=%s\n", ename(cudaPeekAtLastError()));
    LASTERR();
    int h[32];
    memset(h, 0, sizeof h);
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    int ok = 1;
    for (int i = 0; i < 32; i++)
        ok &= h[i] == 7;
    CHECK(ok);
    CALL(cudaFree(d));
    LASTERR();
}

int main(void)
{
    error_names();
    versions();
    START();
    last_error_rules();
    launch_errors();
    return FINISH();
}
