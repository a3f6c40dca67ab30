/*
 * pool: the stream-ordered allocator's memory pools. The default pool of device 0 and the
 * current pool of a device and of a memory location; cudaMallocAsync/cudaFreeAsync on a created
 * stream, the legacy and the per-thread default stream and across streams (data checked); pool
 * attributes (release threshold, reuse flags, reserved/used memory and their high watermarks:
 * only facts such as "used >= bytes allocated" are printed, never raw sizes); a created pool:
 * allocation, trim, access, maximum size, bad properties; making it the device's current pool;
 * a pool shared as a POSIX file descriptor, one of its allocations exported and imported by
 * another process (forked before either touches CUDA).
 *
 * NULL handles, NULL outputs, destroyed pools, revoking the owner's access, a host pool and
 * stream-ordered frees of memory no pool owns run first, each in its own child process
 * (ocr_isolated): a case NVIDIA's library crashes on shows as "signal N" and is removed (three
 * NULL arguments so far, see case_null_attribute_value).
 */
#include "common.h"

#include <sys/socket.h>
#include <sys/uio.h>

/* The value type of the 64-bit pool attributes (cuuint64_t of the driver API). */
typedef unsigned long long u64;

#define N (256 * 1024) /* ints per allocation: 1 MiB */
#define BYTES ((size_t)N * sizeof(int))

__global__ void k_fill(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

__global__ void k_add(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v;
}

static void fill(int *d, int n, int v, cudaStream_t s)
{
    k_fill<<<(n + 255) / 256, 256, 0, s>>>(d, n, v);
}

static int all_equal(const int *p, int n, int v)
{
    for (int i = 0; i < n; i++)
        if (p[i] != v)
            return 0;
    return 1;
}

static int *host_buf(void)
{
    static int *h;
    if (h == NULL)
        h = (int *)malloc(BYTES);
    memset(h, 0, BYTES);
    return h;
}

/* A pool attribute of type u64, or ~0 when the call fails (printed as the call). */
static u64 attr64(cudaMemPool_t pool, cudaMemPoolAttr attr, const char *text)
{
    u64 v = ~(u64)0;
    cudaError_t e = cudaMemPoolGetAttribute(pool, attr, &v);
    printf("cudaMemPoolGetAttribute(%s) -> %s\n", text, ename(e));
    if (e != cudaSuccess) {
        LASTERR();
        return ~(u64)0;
    }
    return v;
}
#define ATTR64(pool, attr) attr64(pool, attr, #pool ", " #attr)

static void show_location(const char *what, cudaMemLocation loc, int type)
{
    SHOW("%s: location type=%d id=%d, allocation type=%d", what, (int)loc.type, loc.id, type);
}

/* After a hazard: a pool allocation, a kernel and a copy still work (or what fails). */
static void healthy(void)
{
    int *d = NULL;
    int *h = host_buf();
    cudaError_t e0 = cudaDeviceSynchronize();
    cudaError_t e1 = cudaMallocAsync((void **)&d, BYTES, 0);
    if (e1 == cudaSuccess)
        fill(d, N, 5, 0);
    cudaError_t e2 = e1 == cudaSuccess ? cudaMemcpy(h, d, BYTES, cudaMemcpyDeviceToHost) : e1;
    cudaError_t e3 = e1 == cudaSuccess ? cudaFreeAsync(d, 0) : e1;
    cudaError_t e4 = cudaDeviceSynchronize();
    int ok = e1 == cudaSuccess && e2 == cudaSuccess && e3 == cudaSuccess && e4 == cudaSuccess &&
             all_equal(h, N, 5);
    printf("  healthy afterwards: %s (sync %s, malloc %s, copy %s, free %s, sync %s)\n",
           ok ? "yes" : "no", ename(e0), ename(e1), ename(e2), ename(e3), ename(e4));
    LASTERR();
}

/* -- hazards, each in its own process --------------------------------------------------------- */

static void case_null_pools(void)
{
    START();
    u64 v = 0;
    void *p = NULL;
    int fd = -1;
    enum cudaMemAccessFlags fl = cudaMemAccessFlagsProtNone;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    struct cudaMemAccessDesc desc = {{cudaMemLocationTypeDevice, 0},
                                     cudaMemAccessFlagsProtReadWrite};
    CALL(cudaMemPoolDestroy(NULL));
    CALL(cudaMemPoolTrimTo(NULL, 0));
    CALL(cudaMemPoolGetAttribute(NULL, cudaMemPoolAttrReleaseThreshold, &v));
    CALL(cudaMemPoolSetAttribute(NULL, cudaMemPoolAttrReleaseThreshold, &v));
    CALL(cudaMallocFromPoolAsync(&p, 16, NULL, 0));
    CALL(cudaDeviceSetMemPool(0, NULL));
    CALL(cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, NULL));
    CALL(cudaMemPoolGetAccess(&fl, NULL, &loc));
    CALL(cudaMemPoolSetAccess(NULL, &desc, 1));
    CALL(cudaMemPoolSetAccess(NULL, &desc, 0));
    CALL(cudaMemPoolSetAccess(NULL, NULL, 0));
    CALL(cudaMemPoolExportToShareableHandle(&fd, NULL, cudaMemHandleTypePosixFileDescriptor, 0));
    healthy();
}

static void case_null_pool_outputs(void)
{
    START();
    struct cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    cudaMemPool_t pool = NULL;
    CALL(cudaDeviceGetDefaultMemPool(NULL, 0));
    CALL(cudaDeviceGetMemPool(NULL, 0));
    CALL(cudaMemGetDefaultMemPool(NULL, &loc, cudaMemAllocationTypePinned));
    CALL(cudaMemGetMemPool(NULL, &loc, cudaMemAllocationTypePinned));
    CALL(cudaMemPoolCreate(NULL, &props));
    CALL(cudaMemPoolCreate(&pool, NULL));
    healthy();
}

/* Left out: NVIDIA's library crashes on cudaMemPoolSetAttribute(pool, attr, NULL),
 * cudaMemPoolGetAccess(NULL, pool, &location) and cudaMemPoolSetAccess(pool, NULL, 1) (seen on
 * the H200); ours returns cudaErrorInvalidValue for each. */
static void case_null_attribute_value(void)
{
    START();
    cudaMemPool_t def = NULL;
    CALL(cudaDeviceGetDefaultMemPool(&def, 0));
    CALL(cudaMemPoolGetAttribute(def, cudaMemPoolAttrReleaseThreshold, NULL));
    healthy();
}

static void case_null_access_location(void)
{
    START();
    cudaMemPool_t def = NULL;
    CALL(cudaDeviceGetDefaultMemPool(&def, 0));
    enum cudaMemAccessFlags fl = cudaMemAccessFlagsProtNone;
    CALL(cudaMemPoolGetAccess(&fl, def, NULL));
    healthy();
}

static void case_null_locations(void)
{
    START();
    cudaMemPool_t def = NULL, pool = NULL;
    CALL(cudaDeviceGetDefaultMemPool(&def, 0));
    CALL(cudaMemGetDefaultMemPool(&pool, NULL, cudaMemAllocationTypePinned));
    CALL(cudaMemGetMemPool(&pool, NULL, cudaMemAllocationTypePinned));
    CALL(cudaMemSetMemPool(NULL, cudaMemAllocationTypePinned, def));
    healthy();
}

static void case_null_allocation_outputs(void)
{
    START();
    cudaMemPool_t def = NULL;
    CALL(cudaDeviceGetDefaultMemPool(&def, 0));
    void *d = NULL;
    CALL(cudaMallocAsync(&d, 4096, 0));
    CALL(cudaStreamSynchronize(0));
    struct cudaMemPoolPtrExportData data;
    memset(&data, 0, sizeof data);
    CALL(cudaMallocAsync(NULL, 16, 0));
    CALL(cudaMallocFromPoolAsync(NULL, 16, def, 0));
    CALL(cudaMemPoolExportToShareableHandle(NULL, def, cudaMemHandleTypePosixFileDescriptor, 0));
    CALL(cudaMemPoolExportPointer(NULL, d));
    CALL(cudaMemPoolImportPointer(NULL, def, &data));
    CALL(cudaFreeAsync(d, 0));
    healthy();
}

static void case_destroyed_pool(void)
{
    START();
    struct cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    cudaMemPool_t pool = NULL;
    u64 v = 0;
    void *p = NULL;
    CALL(cudaMemPoolCreate(&pool, &props));
    CALL(cudaMemPoolDestroy(pool));
    CALL(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &v));
    CALL(cudaMallocFromPoolAsync(&p, 16, pool, 0));
    CALL(cudaMemPoolTrimTo(pool, 0));
    CALL(cudaMemPoolDestroy(pool));
    healthy();
}

/* A pool destroyed while one of its allocations is outstanding: the allocation stays usable
 * until it is freed (documented). */
static void case_destroy_with_allocation(void)
{
    START();
    struct cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    cudaMemPool_t pool = NULL;
    int *d = NULL;
    int *h = host_buf();
    CALL(cudaMemPoolCreate(&pool, &props));
    CALL(cudaMallocFromPoolAsync((void **)&d, BYTES, pool, 0));
    CALL(cudaMemPoolDestroy(pool));
    fill(d, N, 9, 0);
    CALL(cudaMemcpy(h, d, BYTES, cudaMemcpyDeviceToHost));
    CHECKT("allocation of a destroyed pool still usable", all_equal(h, N, 9));
    CALL(cudaFreeAsync(d, 0));
    CALL(cudaDeviceSynchronize());
    healthy();
}

/* Access of a pool's own device cannot be revoked (documented): what the attempts return, and
 * whether the pool's memory is still usable by its device. */
static void case_revoke_owner_access(void)
{
    START();
    struct cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    cudaMemPool_t pool = NULL;
    CALL(cudaMemPoolCreate(&pool, &props));
    struct cudaMemAccessDesc desc;
    desc.location.type = cudaMemLocationTypeDevice;
    desc.location.id = 0;
    desc.flags = cudaMemAccessFlagsProtRead;
    CALL(cudaMemPoolSetAccess(pool, &desc, 1));
    desc.flags = cudaMemAccessFlagsProtNone;
    CALL(cudaMemPoolSetAccess(pool, &desc, 1));
    enum cudaMemAccessFlags fl = (enum cudaMemAccessFlags)99;
    CALL(cudaMemPoolGetAccess(&fl, pool, &desc.location));
    SHOW("device 0 afterwards: flags=%d", (int)fl);
    int *d = NULL;
    int *h = host_buf();
    CALL(cudaMallocFromPoolAsync((void **)&d, BYTES, pool, 0));
    fill(d, N, 3, 0);
    cudaError_t e = cudaMemcpy(h, d, BYTES, cudaMemcpyDeviceToHost);
    printf("  copy back -> %s, data %s\n", ename(e), all_equal(h, N, 3) ? "ok" : "not written");
    LASTERR();
    CALL(cudaFreeAsync(d, 0));
    CALL(cudaMemPoolDestroy(pool));
    healthy();
}

/* A pool of pinned host memory (the driver says whether the device supports that). Its memory
 * is the host's only until the device is given access (documented): a kernel on it before that
 * faults, so it runs in a process of its own. */
static void case_host_pool(void)
{
    START();
    int host_pools = -1;
    CALL(cudaDeviceGetAttribute(&host_pools, cudaDevAttrHostMemoryPoolsSupported, 0));
    SHOW("host memory pools supported: %d", host_pools);
    struct cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeHost;
    cudaMemPool_t hp = NULL;
    CALL(cudaMemPoolCreate(&hp, &props));
    if (hp == NULL)
        return;
    enum cudaMemAccessFlags fl = (enum cudaMemAccessFlags)99;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    CALL(cudaMemPoolGetAccess(&fl, hp, &loc));
    SHOW("device 0: flags=%d", (int)fl);
    loc.type = cudaMemLocationTypeHost;
    fl = (enum cudaMemAccessFlags)99;
    CALL(cudaMemPoolGetAccess(&fl, hp, &loc));
    SHOW("host: flags=%d", (int)fl);
    struct cudaMemAccessDesc desc;
    desc.location.type = cudaMemLocationTypeDevice;
    desc.location.id = 0;
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    CALL(cudaMemPoolSetAccess(hp, &desc, 1));
    int *d = NULL;
    const int n = 16 * 1024;
    CALL(cudaMallocFromPoolAsync((void **)&d, n * sizeof(int), hp, 0));
    if (d != NULL) {
        fill(d, n, 31, 0);
        CALL(cudaStreamSynchronize(0));
        CHECKT("data of a host pool allocation, read by the host", all_equal(d, n, 31));
        CALL(cudaFreeAsync(d, 0));
    }
    CALL(cudaStreamSynchronize(0));
    CALL(cudaMemPoolDestroy(hp));
    healthy();
}

static void case_foreign_frees(void)
{
    START();
    void *m = NULL, *a = NULL;
    int on_stack = 0;
    CALL(cudaFreeAsync(NULL, 0));
    CALL(cudaMalloc(&m, 4096));
    CALL(cudaFreeAsync(m, 0));
    CALL(cudaDeviceSynchronize());
    CALL(cudaFreeAsync(&on_stack, 0));
    CALL(cudaMallocAsync(&a, 4096, 0));
    CALL(cudaFreeAsync(a, 0));
    CALL(cudaFreeAsync(a, 0));
    CALL(cudaDeviceSynchronize());
    healthy();
}

/* -- the default pool and the current pools --------------------------------------------------- */

static cudaMemPool_t default_pool(int count)
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

static void attributes(cudaMemPool_t pool)
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

/* The pool's used and reserved memory after `bytes` were allocated from it and not freed. */
static void show_usage(cudaMemPool_t pool, size_t bytes)
{
    u64 used = ATTR64(pool, cudaMemPoolAttrUsedMemCurrent);
    u64 used_high = ATTR64(pool, cudaMemPoolAttrUsedMemHigh);
    u64 reserved = ATTR64(pool, cudaMemPoolAttrReservedMemCurrent);
    u64 reserved_high = ATTR64(pool, cudaMemPoolAttrReservedMemHigh);
    SHOW("used >= %zu: %d, used high >= used: %d, reserved >= used: %d, reserved high >= "
         "reserved: %d",
         bytes, used != ~(u64)0 && used >= bytes, used_high >= used, reserved >= used,
         reserved_high >= reserved);
}

/* After everything allocated from it was freed and the frees were synchronised with. */
static void show_released(cudaMemPool_t pool)
{
    u64 used = ATTR64(pool, cudaMemPoolAttrUsedMemCurrent);
    CALL(cudaMemPoolTrimTo(pool, 0));
    u64 reserved = ATTR64(pool, cudaMemPoolAttrReservedMemCurrent);
    SHOW("used == 0: %d, reserved after trim == 0: %d", used == 0, reserved == 0);
}

/* -- cudaMallocAsync / cudaFreeAsync ----------------------------------------------------------- */

static void async_allocations(cudaMemPool_t def)
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

/* -- created pools ----------------------------------------------------------------------------- */

static void props_device(struct cudaMemPoolProps *props)
{
    memset(props, 0, sizeof *props);
    props->allocType = cudaMemAllocationTypePinned;
    props->handleTypes = cudaMemHandleTypeNone;
    props->location.type = cudaMemLocationTypeDevice;
    props->location.id = 0;
}

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

static cudaMemPool_t created_pool(cudaMemPool_t def, int count)
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

static void pool_properties(int count)
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

static void current_pool(cudaMemPool_t def, cudaMemPool_t pool)
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

/* -- sharing between processes ---------------------------------------------------------------- */

struct share_msg {
    int value;
    struct cudaMemPoolPtrExportData data;
};

static int share_sock = -1; /* the parent's end */
static pid_t importer = -1;

/* Send `msg` and the file descriptor `fd` over the socket. */
static int send_share(int sock, const struct share_msg *msg, int fd)
{
    struct iovec iov = {(void *)msg, sizeof *msg};
    union {
        char buf[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } ctl;
    memset(&ctl, 0, sizeof ctl);
    struct msghdr mh;
    memset(&mh, 0, sizeof mh);
    mh.msg_iov = &iov;
    mh.msg_iovlen = 1;
    mh.msg_control = ctl.buf;
    mh.msg_controllen = sizeof ctl.buf;
    struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(c), &fd, sizeof fd);
    return sendmsg(sock, &mh, 0) == (ssize_t)sizeof *msg ? 0 : -1;
}

/* Receive a message and a file descriptor; -1 at end of file (the parent is gone). */
static int recv_share(int sock, struct share_msg *msg, int *fd)
{
    struct iovec iov = {msg, sizeof *msg};
    union {
        char buf[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } ctl;
    struct msghdr mh;
    memset(&mh, 0, sizeof mh);
    mh.msg_iov = &iov;
    mh.msg_iovlen = 1;
    mh.msg_control = ctl.buf;
    mh.msg_controllen = sizeof ctl.buf;
    if (recvmsg(sock, &mh, 0) != (ssize_t)sizeof *msg)
        return -1;
    struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
    if (c == NULL || c->cmsg_type != SCM_RIGHTS)
        return -1;
    memcpy(fd, CMSG_DATA(c), sizeof *fd);
    return 0;
}

/* The importing process: waits for a pool's file descriptor and an exported allocation, imports
 * both, checks the data, frees, and says so. Prints nothing when the parent goes away first. */
static void importer_main(int sock)
{
    struct share_msg msg;
    int fd = -1;
    if (recv_share(sock, &msg, &fd) != 0)
        _exit(0);
    printf("-- importer\n");
    START();
    cudaMemPool_t pool = NULL;
    CALL(cudaMemPoolImportFromShareableHandle(&pool, (void *)(uintptr_t)fd,
                                              cudaMemHandleTypePosixFileDescriptor, 0));
    if (pool != NULL) {
        int *d = NULL;
        int *h = host_buf();
        CALL(cudaMemPoolImportPointer((void **)&d, pool, &msg.data));
        if (d != NULL) {
            CALL(cudaMemcpy(h, d, BYTES, cudaMemcpyDeviceToHost));
            CHECKT("data of an imported allocation", all_equal(h, N, msg.value));
        }
        /* An imported pool makes no allocations of its own. */
        void *q = NULL;
        CALL(cudaMallocFromPoolAsync(&q, 4096, pool, 0));
        CALL(cudaDeviceSetMemPool(0, pool));
        if (d != NULL)
            CALL(cudaFree(d));
        CALL(cudaMemPoolDestroy(pool));
    }
    close(fd);
    printf("-- importer done\n");
    fflush(stdout);
    char ack = 1;
    if (write(sock, &ack, 1) != 1)
        _exit(3);
    _exit(ocr_checks_failed ? 1 : 0);
}

/* Forked before anything touches CUDA; waits for sharing(). */
static void importer_start(void)
{
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0)
        return;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(sv[0]);
        importer_main(sv[1]);
    }
    close(sv[1]);
    if (pid < 0) {
        close(sv[0]);
        return;
    }
    share_sock = sv[0];
    importer = pid;
}

static void sharing(cudaMemPool_t def, cudaMemPool_t plain)
{
    SECTION("sharing a pool");
    struct cudaMemPoolProps props;
    props_device(&props);
    props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
    cudaMemPool_t ipc = NULL;
    CALL(cudaMemPoolCreate(&ipc, &props));
    int fd = -1;
    CALL(cudaMemPoolExportToShareableHandle(&fd, ipc, cudaMemHandleTypePosixFileDescriptor, 0));
    SHOW("fd %s", fd >= 0 ? "valid" : "none");
    int fd2 = -1;
    CALL(cudaMemPoolExportToShareableHandle(&fd2, ipc, cudaMemHandleTypePosixFileDescriptor, 1));
    if (fd2 >= 0)
        close(fd2);
    /* Room for any kind of handle (a fabric handle is 64 bytes). */
    unsigned char handle[64];
    CALL(cudaMemPoolExportToShareableHandle(handle, ipc, cudaMemHandleTypeFabric, 0));
    CALL(cudaMemPoolExportToShareableHandle(handle, ipc, cudaMemHandleTypeNone, 0));
    fd2 = -1;
    CALL(cudaMemPoolExportToShareableHandle(&fd2, plain, cudaMemHandleTypePosixFileDescriptor, 0));
    if (fd2 >= 0)
        close(fd2);
    fd2 = -1;
    CALL(cudaMemPoolExportToShareableHandle(&fd2, def, cudaMemHandleTypePosixFileDescriptor, 0));
    if (fd2 >= 0)
        close(fd2);

    SECTION("sharing an allocation");
    int *d = NULL;
    struct share_msg msg;
    memset(&msg, 0, sizeof msg);
    msg.value = 51;
    CALL(cudaMallocFromPoolAsync((void **)&d, BYTES, ipc, 0));
    if (d != NULL)
        fill(d, N, msg.value, 0);
    CALL(cudaStreamSynchronize(0));
    CALL(cudaMemPoolExportPointer(&msg.data, d));
    struct cudaMemPoolPtrExportData other;
    void *m = NULL, *a = NULL;
    CALL(cudaMalloc(&m, 4096));
    CALL(cudaMemPoolExportPointer(&other, m));
    CALL(cudaFree(m));
    CALL(cudaMallocFromPoolAsync(&a, 4096, plain, 0));
    CALL(cudaMemPoolExportPointer(&other, a));
    CALL(cudaFreeAsync(a, 0));
    CALL(cudaStreamSynchronize(0));

    if (fd >= 0 && d != NULL && share_sock >= 0) {
        fflush(stdout);
        if (send_share(share_sock, &msg, fd) == 0) {
            char ack = 0;
            ssize_t r = read(share_sock, &ack, 1);
            int st = 0;
            waitpid(importer, &st, 0);
            importer = -1;
            printf("importer: %s, exit %d\n", r == 1 ? "done" : "gone",
                   WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st));
            if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
                ocr_checks_failed++;
        } else {
            printf("importer: not reached\n");
        }
    }
    if (fd >= 0)
        close(fd);
    CALL(cudaFreeAsync(d, 0));
    CALL(cudaStreamSynchronize(0));
    CALL(cudaMemPoolDestroy(ipc));
}

int main(void)
{
    importer_start();
    struct {
        const char *name;
        void (*fn)(void);
    } cases[] = {
        {"NULL pools", case_null_pools},
        {"NULL pool outputs", case_null_pool_outputs},
        {"NULL attribute value", case_null_attribute_value},
        {"NULL access location", case_null_access_location},
        {"NULL locations", case_null_locations},
        {"host pool", case_host_pool},
        {"NULL allocation outputs", case_null_allocation_outputs},
        {"destroyed pool", case_destroyed_pool},
        {"pool destroyed with an allocation outstanding", case_destroy_with_allocation},
        {"revoking the owner's access", case_revoke_owner_access},
        {"stream-ordered frees of other memory", case_foreign_frees},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ocr_isolated(cases[i].name, cases[i].fn);

    int count = 0;
    START_COUNT(&count);
    cudaMemPool_t def = default_pool(count);
    attributes(def);
    async_allocations(def);
    cudaMemPool_t pool = created_pool(def, count);
    pool_properties(count);
    current_pool(def, pool);
    sharing(def, pool);
    CALL(cudaMemPoolDestroy(pool));
    CALL(cudaDeviceSynchronize());
    LASTERR();
    return FINISH();
}
