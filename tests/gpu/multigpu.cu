/*
 * multigpu: the runtime with two devices: the current device per thread, where allocations,
 * launches, streams and events live, copies between devices (cudaMemcpyPeer[Async],
 * cudaMemcpyDefault through unified addressing), peer access (can, enable, disable, twice),
 * kernels reading a peer's memory, cross-device stream/event use, a reset of the device that is
 * not current, managed memory prefetched to each device, and the default memory pools' access.
 * Needs two devices: with fewer it says so and exits with status 3 (the runner reports SKIP).
 */
#include "common.h"

#include <pthread.h>

#define N 4096

__global__ void k_fill(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

__global__ void k_copy(int *dst, const int *src, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        dst[i] = src[i] + 1;
}

static int all_equal(const int *d, int v)
{
    int *h = (int *)malloc(N * sizeof(int));
    int ok = h != NULL && cudaMemcpy(h, d, N * sizeof(int), cudaMemcpyDefault) == cudaSuccess;
    for (int i = 0; ok && i < N; i++)
        ok = h[i] == v;
    free(h);
    return ok;
}

static void *thread_device(void *arg)
{
    int *out = (int *)arg;
    out[0] = -1;
    out[1] = (int)cudaGetDevice(&out[0]);
    out[2] = (int)cudaSetDevice(1);
    out[3] = -1;
    cudaGetDevice(&out[3]);
    return NULL;
}

static void current_device(void)
{
    SECTION("current device per thread");
    int d = -1;
    CALL(cudaGetDevice(&d));
    SHOW("main starts on %d", d);
    CALL(cudaSetDevice(1));
    int r[4];
    pthread_t t;
    pthread_create(&t, NULL, thread_device, r);
    pthread_join(t, NULL);
    printf("  new thread: starts on %d (%s), set 1 %s, then %d\n", r[0],
           ename((cudaError_t)r[1]), ename((cudaError_t)r[2]), r[3]);
    CALL(cudaGetDevice(&d));
    SHOW("main still on %d", d);
    CALL(cudaSetDevice(0));
}

static void placement(int **d0, int **d1)
{
    SECTION("allocations and launches per device");
    CALL(cudaSetDevice(0));
    CALL(cudaMalloc((void **)d0, N * sizeof(int)));
    CALL(cudaSetDevice(1));
    CALL(cudaMalloc((void **)d1, N * sizeof(int)));
    cudaPointerAttributes a;
    CALL(cudaPointerGetAttributes(&a, *d0));
    SHOW("d0: type %d device %d", (int)a.type, a.device);
    CALL(cudaPointerGetAttributes(&a, *d1));
    SHOW("d1: type %d device %d", (int)a.type, a.device);
    k_fill<<<N / 256, 256>>>(*d1, 11, N);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CHECKT("kernel on device 1 filled d1", all_equal(*d1, 11));
    CALL(cudaSetDevice(0));
    k_fill<<<N / 256, 256>>>(*d0, 10, N);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CHECKT("kernel on device 0 filled d0", all_equal(*d0, 10));
    size_t f0 = 0, t0 = 0;
    CALL(cudaMemGetInfo(&f0, &t0));
    SHOW("total memory reported %d", t0 > 0);
}

static void copies(int *d0, int *d1)
{
    SECTION("copies between devices");
    CALL(cudaMemcpyPeer(d1, 1, d0, 0, N * sizeof(int)));
    CHECKT("peer copy 0 -> 1", all_equal(d1, 10));
    k_fill<<<N / 256, 256>>>(d0, 20, N);
    CALL(cudaDeviceSynchronize());
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    CALL(cudaMemcpyPeerAsync(d1, 1, d0, 0, N * sizeof(int), s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("async peer copy 0 -> 1", all_equal(d1, 20));
    CALL(cudaMemcpy(d0, d1, N * sizeof(int), cudaMemcpyDefault));
    CALL(cudaMemcpy(d0, d1, N * sizeof(int), cudaMemcpyDeviceToDevice));
    CALL(cudaMemcpyPeer(d1, 1, d0, 0, 0));
    CALL(cudaMemcpyPeer(d1, 2, d0, 0, 16));
    CALL(cudaMemcpyPeer(d1, 1, d0, -1, 16));
    CALL(cudaMemcpyPeer(d1, 0, d0, 0, 16)); /* d1 named as device 0's */
    CALL(cudaStreamDestroy(s));
    LASTERR();
}

static void peer_access(int *d0, int *d1)
{
    SECTION("peer access");
    int can01 = -1, can10 = -1, can00 = -1;
    CALL(cudaDeviceCanAccessPeer(&can01, 0, 1));
    CALL(cudaDeviceCanAccessPeer(&can10, 1, 0));
    CALL(cudaDeviceCanAccessPeer(&can00, 0, 0));
    SHOW("can 0->1 %d, 1->0 %d, 0->0 %d", can01, can10, can00);
    int v = -1;
    CALL(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 1));
    SHOW("access supported %d", v);
    CALL(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrNativeAtomicSupported, 0, 1));
    SHOW("native atomics %d", v);
    CALL(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 0));
    CALL(cudaSetDevice(0));
    CALL(cudaDeviceDisablePeerAccess(1));
    CALL(cudaDeviceEnablePeerAccess(1, 0));
    CALL(cudaDeviceEnablePeerAccess(1, 0));
    CALL(cudaDeviceEnablePeerAccess(0, 0));
    CALL(cudaDeviceEnablePeerAccess(2, 0));
    CALL(cudaDeviceEnablePeerAccess(1, 1));
    if (can01) {
        k_copy<<<N / 256, 256>>>(d0, d1, N); /* device 0 reads device 1's memory */
        CALL(cudaGetLastError());
        CALL(cudaDeviceSynchronize());
        CHECKT("device 0 read device 1's memory", all_equal(d0, 21));
    }
    CALL(cudaDeviceDisablePeerAccess(1));
    CALL(cudaDeviceDisablePeerAccess(1));
    LASTERR();
}

static void cross_device_handles(int *d1)
{
    SECTION("streams and events of another device");
    CALL(cudaSetDevice(1));
    cudaStream_t s1 = NULL;
    cudaEvent_t e1 = NULL;
    CALL(cudaStreamCreate(&s1));
    CALL(cudaEventCreate(&e1));
    int dev = -1;
    CALL(cudaStreamGetDevice(s1, &dev));
    SHOW("s1 on device %d", dev);
    CALL(cudaSetDevice(0));
    k_fill<<<N / 256, 256, 0, s1>>>(d1, 30, N); /* current device 0, stream of device 1 */
    printf("k_fill<<<..., s1>>> from device 0\n");
    LASTERR();
    CALL(cudaStreamSynchronize(s1));
    CHECKT("launch into device 1's stream wrote d1", all_equal(d1, 30));
    CALL(cudaEventRecord(e1, s1));
    cudaStream_t s0 = NULL;
    cudaEvent_t e0 = NULL;
    CALL(cudaStreamCreate(&s0));
    CALL(cudaEventCreate(&e0));
    CALL(cudaEventRecord(e0, s1)); /* an event of device 0 on a stream of device 1 */
    CALL(cudaStreamWaitEvent(s0, e1, 0)); /* device 0 waits for device 1's event */
    CALL(cudaEventSynchronize(e1));
    CALL(cudaEventQuery(e1));
    float ms = -1;
    CALL(cudaEventRecord(e0, s0));
    CALL(cudaEventSynchronize(e0));
    CALL(cudaEventElapsedTime(&ms, e0, e1));
    CALL(cudaMemsetAsync(d1, 0, N * sizeof(int), s0)); /* device 1's memory on device 0's stream */
    CALL(cudaStreamSynchronize(s0));
    CALL(cudaStreamDestroy(s1));
    CALL(cudaEventDestroy(e1));
    CALL(cudaStreamDestroy(s0));
    CALL(cudaEventDestroy(e0));
    LASTERR();
}

static void managed_and_pools(void)
{
    SECTION("managed memory on each device");
    int *m = NULL;
    CALL(cudaSetDevice(0));
    CALL(cudaMallocManaged((void **)&m, N * sizeof(int)));
    for (int i = 0; i < N; i++)
        m[i] = i;
    cudaMemLocation loc1 = {cudaMemLocationTypeDevice, 1};
    cudaMemLocation loc0 = {cudaMemLocationTypeDevice, 0};
    CALL(cudaMemPrefetchAsync(m, N * sizeof(int), loc1, 0, 0));
    CALL(cudaMemAdvise(m, N * sizeof(int), cudaMemAdviseSetPreferredLocation, loc1));
    CALL(cudaSetDevice(1));
    k_fill<<<N / 256, 256>>>(m, 40, N);
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemPrefetchAsync(m, N * sizeof(int), loc0, 0, 0));
    CALL(cudaSetDevice(0));
    CALL(cudaDeviceSynchronize());
    CHECK(m[0] == 40 && m[N - 1] == 40);
    int v = -2;
    CALL(cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributePreferredLocation, m,
                                  N * sizeof(int)));
    SHOW("preferred location %d", v);
    CALL(cudaFree(m));

    SECTION("default pools across devices");
    cudaMemPool_t p0 = NULL, p1 = NULL;
    CALL(cudaDeviceGetDefaultMemPool(&p0, 0));
    CALL(cudaDeviceGetDefaultMemPool(&p1, 1));
    SHOW("distinct %d", p0 != p1);
    cudaMemLocation where = {cudaMemLocationTypeDevice, 0};
    cudaMemAccessFlags fl = cudaMemAccessFlagsProtNone;
    CALL(cudaMemPoolGetAccess(&fl, p1, &where));
    SHOW("device 0 access to pool 1: %d", (int)fl);
    cudaMemAccessDesc desc = {{cudaMemLocationTypeDevice, 0}, cudaMemAccessFlagsProtReadWrite};
    CALL(cudaMemPoolSetAccess(p1, &desc, 1));
    CALL(cudaMemPoolGetAccess(&fl, p1, &where));
    SHOW("after set: %d", (int)fl);
    desc.location.id = 1;
    CALL(cudaMemPoolSetAccess(p1, &desc, 1)); /* its own device */
    CALL(cudaSetDevice(1));
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    int *a = NULL;
    CALL(cudaMallocAsync((void **)&a, N * sizeof(int), s));
    k_fill<<<N / 256, 256, 0, s>>>(a, 50, N);
    CALL(cudaStreamSynchronize(s));
    CALL(cudaSetDevice(0));
    int *b = NULL;
    CALL(cudaMalloc((void **)&b, N * sizeof(int)));
    k_copy<<<N / 256, 256>>>(b, a, N); /* device 0 reads pool memory of device 1 */
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CHECKT("device 0 read device 1's pool memory", all_equal(b, 51));
    CALL(cudaFreeAsync(a, s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaFree(b));
    CALL(cudaStreamDestroy(s));
    LASTERR();
}

static void reset_other(int *d0, int *d1)
{
    SECTION("reset of the device that is not current");
    CALL(cudaSetDevice(1));
    CALL(cudaDeviceReset());
    int d = -1;
    CALL(cudaGetDevice(&d));
    SHOW("current %d", d);
    CALL(cudaSetDevice(0));
    CHECKT("device 0 memory survives device 1's reset", all_equal(d0, 21) || all_equal(d0, 20));
    cudaPointerAttributes a;
    CALL(cudaPointerGetAttributes(&a, d1));
    SHOW("d1 after reset: type %d", (int)a.type);
    CALL(cudaFree(d0));
    CALL(cudaSetDevice(1));
    int *n1 = NULL;
    CALL(cudaMalloc((void **)&n1, N * sizeof(int)));
    k_fill<<<N / 256, 256>>>(n1, 60, N);
    CALL(cudaDeviceSynchronize());
    CHECKT("device 1 works after its reset", all_equal(n1, 60));
    CALL(cudaFree(n1));
    LASTERR();
}

int main(void)
{
    int count = START();
    if (count < 2) {
        printf("fewer than 2 devices: skipped\n");
        return 3;
    }
    int *d0 = NULL, *d1 = NULL;
    current_device();
    placement(&d0, &d1);
    copies(d0, d1);
    peer_access(d0, d1);
    cross_device_handles(d1);
    managed_and_pools();
    reset_other(d0, d1);
    return FINISH();
}
