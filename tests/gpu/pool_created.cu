/*
 * pool, created pools: cudaMemPoolCreate, cudaMallocFromPoolAsync, trim and access, pool
 * properties (maximum size, bad properties), and the device's current pool (cudaDeviceSetMemPool,
 * cudaMemSetMemPool, destroying pools that are current).
 */
#include "pool.h"

/* -- created pools ----------------------------------------------------------------------------- */

/* Create a pool from `props`, print what that returned, destroy it again. */
static void try_create(const char *what, const struct cudaMemPoolProps *props)
{
    cudaMemPool_t pool = NULL;
    cudaError_t e = cudaMemPoolCreate(&pool, props);
    printf("cudaMemPoolCreate(%s) -> %s\n", what, ename(e));
    if (e != cudaSuccess)
        LASTERR();
    else
        CALL(cudaMemPoolDestroy(pool));
}

cudaMemPool_t created_pool(cudaMemPool_t def, int count)
{
    SECTION("cudaMemPoolCreate");
    struct cudaMemPoolProps props;
    props_device(&props);
    cudaMemPool_t pool = NULL;
    CALL(cudaMemPoolCreate(&pool, &props));
    CHECK(pool != NULL && pool != def);
    u64 v = ATTR64(pool, cudaMemPoolAttrReleaseThreshold);
    SHOW("threshold=%llu", (unsigned long long)v);
    v = ATTR64(pool, cudaMemPoolAttrReservedMemCurrent);
    SHOW("reserved == 0: %d", v == 0);

    SECTION("cudaMallocFromPoolAsync");
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    int *h = host_buf();
    int *d = NULL;
    CALL(cudaMallocFromPoolAsync((void **)&d, BYTES, pool, s));
    fill(d, N, 21, s);
    CALL(cudaMemcpyAsync(h, d, BYTES, cudaMemcpyDeviceToHost, s));
    show_usage(pool, BYTES);
    u64 def_used = ATTR64(def, cudaMemPoolAttrUsedMemCurrent);
    SHOW("default pool used == 0: %d", def_used == 0);
    CALL(cudaFreeAsync(d, s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("data of an allocation from a created pool", all_equal(h, N, 21));
    show_released(pool);
    const cudaStream_t streams[] = {0, cudaStreamPerThread};
    for (int i = 0; i < 2; i++) {
        printf("stream %s\n", i == 0 ? "0" : "cudaStreamPerThread");
        h = host_buf();
        d = NULL;
        CALL(cudaMallocFromPoolAsync((void **)&d, BYTES, pool, streams[i]));
        CALL(cudaMemsetAsync(d, 0x11, BYTES, streams[i]));
        CALL(cudaMemcpyAsync(h, d, BYTES, cudaMemcpyDeviceToHost, streams[i]));
        CALL(cudaFreeAsync(d, streams[i]));
        CALL(cudaStreamSynchronize(streams[i]));
        CHECKT("data of an allocation from a created pool on a default stream",
               all_equal(h, N, 0x11111111));
    }
    void *p = (void *)0x1;
    CALL(cudaMallocFromPoolAsync(&p, 0, pool, s));
    SHOW("zero-size %s", p == NULL ? "null" : (p == (void *)0x1 ? "untouched" : "non-null"));
    if (p != NULL && p != (void *)0x1)
        CALL(cudaFreeAsync(p, s));
    p = (void *)0x1;
    CALL(cudaMallocFromPoolAsync(&p, (size_t)1 << 50, pool, s));
    SHOW("huge %s", p == NULL ? "null" : (p == (void *)0x1 ? "untouched" : "non-null"));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaMemPoolTrimTo(pool, (size_t)1 << 40));
    CALL(cudaMemPoolTrimTo(pool, 0));

    SECTION("access");
    enum cudaMemAccessFlags fl = (enum cudaMemAccessFlags)99;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    CALL(cudaMemPoolGetAccess(&fl, pool, &loc));
    SHOW("device 0: flags=%d", (int)fl);
    fl = (enum cudaMemAccessFlags)99;
    CALL(cudaMemPoolGetAccess(&fl, def, &loc));
    SHOW("default pool, device 0: flags=%d", (int)fl);
    loc.id = count;
    fl = (enum cudaMemAccessFlags)99;
    CALL(cudaMemPoolGetAccess(&fl, pool, &loc));
    SHOW("flags=%d", (int)fl);
    loc = {cudaMemLocationTypeHost, 0};
    fl = (enum cudaMemAccessFlags)99;
    CALL(cudaMemPoolGetAccess(&fl, pool, &loc));
    SHOW("host: flags=%d", (int)fl);
    loc = {cudaMemLocationTypeInvalid, 0};
    CALL(cudaMemPoolGetAccess(&fl, pool, &loc));

    struct cudaMemAccessDesc desc;
    desc.location = {cudaMemLocationTypeDevice, 0};
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    CALL(cudaMemPoolSetAccess(pool, &desc, 1));
    desc.flags = (enum cudaMemAccessFlags)2;
    CALL(cudaMemPoolSetAccess(pool, &desc, 1));
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    desc.location.id = count;
    CALL(cudaMemPoolSetAccess(pool, &desc, 1));
    desc.location.id = -1;
    CALL(cudaMemPoolSetAccess(pool, &desc, 1));
    desc.location = {cudaMemLocationTypeHost, 0};
    CALL(cudaMemPoolSetAccess(pool, &desc, 1));
    desc.location = {cudaMemLocationTypeDevice, 0};
    CALL(cudaMemPoolSetAccess(pool, &desc, 0));
    CALL(cudaMemPoolSetAccess(pool, NULL, 0));
    struct cudaMemAccessDesc two[2] = {desc, desc};
    CALL(cudaMemPoolSetAccess(pool, two, 2));
    loc = {cudaMemLocationTypeDevice, 0};
    fl = (enum cudaMemAccessFlags)99;
    CALL(cudaMemPoolGetAccess(&fl, pool, &loc));
    SHOW("device 0 afterwards: flags=%d", (int)fl);
    /* Still usable by its device. */
    h = host_buf();
    d = NULL;
    CALL(cudaMallocFromPoolAsync((void **)&d, BYTES, pool, s));
    fill(d, N, 22, s);
    CALL(cudaMemcpyAsync(h, d, BYTES, cudaMemcpyDeviceToHost, s));
    CALL(cudaFreeAsync(d, s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("data of a pool after access changes", all_equal(h, N, 22));
    CALL(cudaStreamDestroy(s));
    return pool;
}

void pool_properties(int count)
{
    SECTION("pool properties");
    struct cudaMemPoolProps props;

    /* A maximum size: an allocation that does not fit fails. */
    props_device(&props);
    props.maxSize = (size_t)2 << 20;
    cudaMemPool_t small = NULL;
    CALL(cudaMemPoolCreate(&small, &props));
    if (small != NULL) {
        void *a = NULL, *b = NULL, *c = NULL;
        CALL(cudaMallocFromPoolAsync(&a, (size_t)1 << 20, small, 0));
        CALL(cudaMallocFromPoolAsync(&b, (size_t)4 << 20, small, 0));
        SHOW("too big: %s", b == NULL ? "null" : "non-null");
        CALL(cudaMallocFromPoolAsync(&c, (size_t)3 << 20, small, 0));
        CALL(cudaFreeAsync(a, 0));
        CALL(cudaStreamSynchronize(0));
        CALL(cudaMemPoolDestroy(small));
    }

    props_device(&props);
    props.allocType = cudaMemAllocationTypeInvalid;
    try_create("allocType invalid", &props);
    props.allocType = cudaMemAllocationTypeManaged;
    try_create("allocType managed, device 0", &props);
    props.allocType = (cudaMemAllocationType)3;
    try_create("allocType 3", &props);
    props_device(&props);
    props.location.id = count;
    try_create("device count", &props);
    props.location.id = -1;
    try_create("device -1", &props);
    props_device(&props);
    props.location.type = cudaMemLocationTypeInvalid;
    try_create("location invalid", &props);
    props.location.type = cudaMemLocationTypeHostNumaCurrent;
    try_create("location host NUMA current", &props);
    props.location.type = (cudaMemLocationType)9;
    try_create("location type 9", &props);
    props_device(&props);
    props.handleTypes = (cudaMemAllocationHandleType)0x10;
    try_create("handle type 0x10", &props);
    props.handleTypes = cudaMemHandleTypeWin32;
    try_create("handle type win32", &props);
    props_device(&props);
    props.reserved[0] = 1;
    try_create("reserved byte set", &props);
    props_device(&props);
    props.usage = 0x8000;
    try_create("usage 0x8000", &props);
    props_device(&props);
    props.maxSize = 1;
    try_create("max size 1", &props);
}

/* -- the device's current pool ---------------------------------------------------------------- */

void current_pool(cudaMemPool_t def, cudaMemPool_t pool)
{
    SECTION("cudaDeviceSetMemPool");
    cudaMemPool_t cur = NULL;
    int *h = host_buf();
    CALL(cudaDeviceSetMemPool(0, pool));
    CALL(cudaDeviceGetMemPool(&cur, 0));
    CHECK(cur == pool);
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    cudaMemPool_t p2 = NULL;
    CALL(cudaMemGetMemPool(&p2, &loc, cudaMemAllocationTypePinned));
    SHOW("location current is the device's current: %d", p2 == pool);
    /* cudaMallocAsync now allocates from it. */
    int *d = NULL;
    CALL(cudaMallocAsync((void **)&d, BYTES, 0));
    show_usage(pool, BYTES);
    u64 def_used = ATTR64(def, cudaMemPoolAttrUsedMemCurrent);
    SHOW("default pool used == 0: %d", def_used == 0);
    fill(d, N, 41, 0);
    CALL(cudaMemcpy(h, d, BYTES, cudaMemcpyDeviceToHost));
    CHECKT("data of cudaMallocAsync from the current pool", all_equal(h, N, 41));
    CALL(cudaFreeAsync(d, 0));
    CALL(cudaStreamSynchronize(0));
    CALL(cudaDeviceSetMemPool(0, def));
    CALL(cudaDeviceGetMemPool(&cur, 0));
    CHECK(cur == def);

    SECTION("cudaMemSetMemPool");
    CALL(cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, pool));
    cur = NULL;
    CALL(cudaDeviceGetMemPool(&cur, 0));
    SHOW("device current is the location's current: %d", cur == pool);
    CALL(cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, def));
    cur = NULL;
    CALL(cudaDeviceGetMemPool(&cur, 0));
    CHECK(cur == def);
    CALL(cudaMemSetMemPool(&loc, cudaMemAllocationTypeManaged, pool));
    loc = {cudaMemLocationTypeHost, 0};
    CALL(cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, pool));
    loc = {cudaMemLocationTypeDevice, 1 << 20};
    CALL(cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, pool));

    SECTION("destroying pools");
    struct cudaMemPoolProps props;
    props_device(&props);
    cudaMemPool_t p3 = NULL;
    CALL(cudaMemPoolCreate(&p3, &props));
    CALL(cudaDeviceSetMemPool(0, p3));
    CALL(cudaMemPoolDestroy(p3));
    cur = NULL;
    CALL(cudaDeviceGetMemPool(&cur, 0));
    SHOW("current after destroying it is the default: %d", cur == def);
    CALL(cudaMemPoolDestroy(def));
    cur = NULL;
    CALL(cudaDeviceGetDefaultMemPool(&cur, 0));
    CHECK(cur == def);
    d = NULL;
    CALL(cudaMallocAsync((void **)&d, BYTES, 0));
    CALL(cudaMemsetAsync(d, 0, BYTES, 0));
    CALL(cudaFreeAsync(d, 0));
    CALL(cudaStreamSynchronize(0));
}
