/*
 * pool, the default pool: the default and current pools of device 0 and of memory locations (bad
 * devices, locations and allocation types), pool attributes (release threshold, reuse flags,
 * reserved and used memory and their high watermarks, bad attributes), and cudaMallocAsync and
 * cudaFreeAsync on a created stream, across streams and on the default streams, data checked
 * (with the add kernel, used only here).
 */
#include "pool.h"

__global__ void k_add(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v;
}

static void show_location(const char *what, cudaMemLocation loc, int type)
{
    SHOW("%s: location type=%d id=%d, allocation type=%d", what, (int)loc.type, loc.id, type);
}

/* -- the default pool and the current pools --------------------------------------------------- */

cudaMemPool_t default_pool(int count)
{
    SECTION("default and current pools");
    cudaMemPool_t def = NULL, cur = NULL, p2 = NULL;
    CALL(cudaDeviceGetDefaultMemPool(&def, 0));
    SHOW("default %s", def ? "non-null" : "null");
    CALL(cudaDeviceGetMemPool(&cur, 0));
    CHECK(cur == def);
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    CALL(cudaMemGetDefaultMemPool(&p2, &loc, cudaMemAllocationTypePinned));
    SHOW("location default is the device's default: %d", p2 == def);
    p2 = NULL;
    CALL(cudaMemGetMemPool(&p2, &loc, cudaMemAllocationTypePinned));
    SHOW("location current is the device's default: %d", p2 == def);

    SECTION("bad devices");
    CALL(cudaDeviceGetDefaultMemPool(&p2, -1));
    CALL(cudaDeviceGetDefaultMemPool(&p2, count));
    CALL(cudaDeviceGetMemPool(&p2, -1));
    CALL(cudaDeviceGetMemPool(&p2, count));
    CALL(cudaDeviceSetMemPool(count, def));
    CALL(cudaDeviceSetMemPool(-1, def));

    SECTION("locations and allocation types");
    struct {
        cudaMemLocationType type;
        int id;
        cudaMemAllocationType alloc;
    } cases[] = {
        {cudaMemLocationTypeDevice, 0, cudaMemAllocationTypePinned},
        {cudaMemLocationTypeDevice, count, cudaMemAllocationTypePinned},
        {cudaMemLocationTypeDevice, -1, cudaMemAllocationTypePinned},
        {cudaMemLocationTypeDevice, 0, cudaMemAllocationTypeInvalid},
        {cudaMemLocationTypeDevice, 0, (cudaMemAllocationType)3},
        {cudaMemLocationTypeInvalid, 0, cudaMemAllocationTypePinned},
        {cudaMemLocationTypeHost, 0, cudaMemAllocationTypePinned},
        {cudaMemLocationTypeHostNuma, 0, cudaMemAllocationTypePinned},
        {cudaMemLocationTypeHostNumaCurrent, 0, cudaMemAllocationTypePinned},
        {(cudaMemLocationType)9, 0, cudaMemAllocationTypePinned},
        {cudaMemLocationTypeNone, 0, cudaMemAllocationTypeManaged},
        {cudaMemLocationTypeDevice, 0, cudaMemAllocationTypeManaged},
        {cudaMemLocationTypeHost, 0, cudaMemAllocationTypeManaged},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct cudaMemLocation l = {cases[i].type, cases[i].id};
        show_location("case", l, (int)cases[i].alloc);
        cudaMemPool_t a = NULL, b = NULL;
        CALL(cudaMemGetDefaultMemPool(&a, &l, cases[i].alloc));
        CALL(cudaMemGetMemPool(&b, &l, cases[i].alloc));
        SHOW("location unchanged: %d", l.type == cases[i].type && l.id == cases[i].id);
        SHOW("current is the default: %d", a == b);
    }
    return def;
}

/* -- attributes -------------------------------------------------------------------------------- */

void attributes(cudaMemPool_t pool)
{
    SECTION("attributes");
    u64 v = ATTR64(pool, cudaMemPoolAttrReleaseThreshold);
    SHOW("threshold=%llu", (unsigned long long)v);
    const cudaMemPoolAttr flags[] = {cudaMemPoolReuseFollowEventDependencies,
                                     cudaMemPoolReuseAllowOpportunistic,
                                     cudaMemPoolReuseAllowInternalDependencies};
    for (int i = 0; i < 3; i++) {
        int iv = -1;
        printf("attribute %d\n", (int)flags[i]);
        CALL(cudaMemPoolGetAttribute(pool, flags[i], &iv));
        SHOW("value=%d", iv);
        iv = 0;
        CALL(cudaMemPoolSetAttribute(pool, flags[i], &iv));
        iv = -1;
        CALL(cudaMemPoolGetAttribute(pool, flags[i], &iv));
        CHECK(iv == 0);
        iv = 1;
        CALL(cudaMemPoolSetAttribute(pool, flags[i], &iv));
        iv = -1;
        CALL(cudaMemPoolGetAttribute(pool, flags[i], &iv));
        CHECK(iv == 1);
    }
    v = (u64)4 << 20;
    CALL(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &v));
    v = ATTR64(pool, cudaMemPoolAttrReleaseThreshold);
    CHECK(v == (u64)4 << 20);
    v = ~(u64)0;
    CALL(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &v));
    v = ATTR64(pool, cudaMemPoolAttrReleaseThreshold);
    SHOW("threshold all ones: %d", v == ~(u64)0);
    v = 0;
    CALL(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &v));

    /* Read-only values and the high watermarks, which can only be reset to zero. */
    v = 0;
    CALL(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &v));
    CALL(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &v));
    v = 5;
    CALL(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReservedMemHigh, &v));
    CALL(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &v));
    v = 0;
    CALL(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReservedMemHigh, &v));
    CALL(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &v));

    /* Attributes that do not exist. */
    v = 0;
    CALL(cudaMemPoolGetAttribute(pool, (cudaMemPoolAttr)0, &v));
    CALL(cudaMemPoolGetAttribute(pool, (cudaMemPoolAttr)9, &v));
    CALL(cudaMemPoolGetAttribute(pool, (cudaMemPoolAttr)0x7fffffff, &v));
    CALL(cudaMemPoolSetAttribute(pool, (cudaMemPoolAttr)0, &v));
    CALL(cudaMemPoolSetAttribute(pool, (cudaMemPoolAttr)9, &v));
}

/* -- cudaMallocAsync / cudaFreeAsync ----------------------------------------------------------- */

void async_allocations(cudaMemPool_t def)
{
    SECTION("cudaMallocAsync on a stream");
    int *h = host_buf();
    cudaStream_t s = NULL, s2 = NULL;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CALL(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    u64 zero = 0;
    CALL(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemHigh, &zero));
    CALL(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReservedMemHigh, &zero));
    int *d = NULL;
    CALL(cudaMallocAsync((void **)&d, BYTES, s));
    SHOW("aligned256=%d", ((uintptr_t)d & 255) == 0);
    fill(d, N, 7, s);
    CALL(cudaGetLastError());
    CALL(cudaMemcpyAsync(h, d, BYTES, cudaMemcpyDeviceToHost, s));
    show_usage(def, BYTES);
    CALL(cudaFreeAsync(d, s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("data of an allocation on a stream", all_equal(h, N, 7));
    u64 high = ATTR64(def, cudaMemPoolAttrUsedMemHigh);
    SHOW("used high >= %zu: %d", BYTES, high != ~(u64)0 && high >= BYTES);
    show_released(def);

    SECTION("cudaMallocAsync across streams (event order)");
    cudaEvent_t ev = NULL;
    CALL(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
    d = NULL;
    CALL(cudaMallocAsync((void **)&d, BYTES, s));
    fill(d, N, 1, s);
    CALL(cudaEventRecord(ev, s));
    CALL(cudaStreamWaitEvent(s2, ev, 0));
    k_add<<<(N + 255) / 256, 256, 0, s2>>>(d, N, 2);
    CALL(cudaMemcpyAsync(h, d, BYTES, cudaMemcpyDeviceToHost, s2));
    CALL(cudaFreeAsync(d, s2));
    CALL(cudaStreamSynchronize(s2));
    CHECKT("allocated on one stream, used and freed on another", all_equal(h, N, 3));
    CALL(cudaEventDestroy(ev));

    SECTION("cudaMallocAsync on the default streams");
    const cudaStream_t streams[] = {0, cudaStreamLegacy, cudaStreamPerThread};
    const char *names[] = {"0", "cudaStreamLegacy", "cudaStreamPerThread"};
    for (int i = 0; i < 3; i++) {
        printf("stream %s\n", names[i]);
        h = host_buf();
        d = NULL;
        CALL(cudaMallocAsync((void **)&d, BYTES, streams[i]));
        fill(d, N, 10 + i, streams[i]);
        CALL(cudaMemcpyAsync(h, d, BYTES, cudaMemcpyDeviceToHost, streams[i]));
        CALL(cudaFreeAsync(d, streams[i]));
        CALL(cudaStreamSynchronize(streams[i]));
        CHECKT("data of an allocation on a default stream", all_equal(h, N, 10 + i));
    }
    show_released(def);

    SECTION("cudaMallocAsync sizes");
    void *p = (void *)0x1;
    CALL(cudaMallocAsync(&p, 0, s));
    SHOW("zero-size %s", p == NULL ? "null" : (p == (void *)0x1 ? "untouched" : "non-null"));
    if (p != NULL && p != (void *)0x1)
        CALL(cudaFreeAsync(p, s));
    p = (void *)0x1;
    CALL(cudaMallocAsync(&p, (size_t)1 << 50, s));
    SHOW("huge %s", p == NULL ? "null" : (p == (void *)0x1 ? "untouched" : "non-null"));
    p = NULL;
    CALL(cudaMallocAsync(&p, 1, s));
    SHOW("aligned256=%d", ((uintptr_t)p & 255) == 0);
    CALL(cudaFreeAsync(p, s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));
    CALL(cudaStreamDestroy(s2));
}
