/*
 * pool, the cases run first, each in its own child process (ocr_isolated): NULL pools, NULL
 * outputs, a NULL attribute value, NULL access locations and locations, a host pool, NULL
 * allocation outputs, a destroyed pool and one destroyed with an allocation outstanding, revoking
 * the owner's access, and stream-ordered frees of memory no pool owns.
 */
#include "pool.h"

/* -- hazards, each in its own process --------------------------------------------------------- */

void case_null_pools(void)
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

void case_null_pool_outputs(void)
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
void case_null_attribute_value(void)
{
    START();
    cudaMemPool_t def = NULL;
    CALL(cudaDeviceGetDefaultMemPool(&def, 0));
    CALL(cudaMemPoolGetAttribute(def, cudaMemPoolAttrReleaseThreshold, NULL));
    healthy();
}

void case_null_access_location(void)
{
    START();
    cudaMemPool_t def = NULL;
    CALL(cudaDeviceGetDefaultMemPool(&def, 0));
    enum cudaMemAccessFlags fl = cudaMemAccessFlagsProtNone;
    CALL(cudaMemPoolGetAccess(&fl, def, NULL));
    healthy();
}

void case_null_locations(void)
{
    START();
    cudaMemPool_t def = NULL, pool = NULL;
    CALL(cudaDeviceGetDefaultMemPool(&def, 0));
    CALL(cudaMemGetDefaultMemPool(&pool, NULL, cudaMemAllocationTypePinned));
    CALL(cudaMemGetMemPool(&pool, NULL, cudaMemAllocationTypePinned));
    CALL(cudaMemSetMemPool(NULL, cudaMemAllocationTypePinned, def));
    healthy();
}

void case_null_allocation_outputs(void)
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

void case_destroyed_pool(void)
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
void case_destroy_with_allocation(void)
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
void case_revoke_owner_access(void)
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
void case_host_pool(void)
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

void case_foreign_frees(void)
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
