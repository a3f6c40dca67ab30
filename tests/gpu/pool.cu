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
 *
 * This file holds main, the fill kernel and the helpers that several files use; the cases are in
 * pool_cases.cu, the sections in pool_default.cu, pool_created.cu and pool_sharing.cu (pool.h
 * declares them).
 */
#include "pool.h"

__global__ void k_fill(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

void fill(int *d, int n, int v, cudaStream_t s)
{
    k_fill<<<(n + 255) / 256, 256, 0, s>>>(d, n, v);
}

int all_equal(const int *p, int n, int v)
{
    for (int i = 0; i < n; i++)
        if (p[i] != v)
            return 0;
    return 1;
}

int *host_buf(void)
{
    static int *h;
    if (h == NULL)
        h = (int *)malloc(BYTES);
    memset(h, 0, BYTES);
    return h;
}

/* A pool attribute of type u64, or ~0 when the call fails (printed as the call). */
u64 attr64(cudaMemPool_t pool, cudaMemPoolAttr attr, const char *text)
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
/* After a hazard: a pool allocation, a kernel and a copy still work (or what fails). */
void healthy(void)
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

/* The pool's used and reserved memory after `bytes` were allocated from it and not freed. */
void show_usage(cudaMemPool_t pool, size_t bytes)
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
void show_released(cudaMemPool_t pool)
{
    u64 used = ATTR64(pool, cudaMemPoolAttrUsedMemCurrent);
    CALL(cudaMemPoolTrimTo(pool, 0));
    u64 reserved = ATTR64(pool, cudaMemPoolAttrReservedMemCurrent);
    SHOW("used == 0: %d, reserved after trim == 0: %d", used == 0, reserved == 0);
}

void props_device(struct cudaMemPoolProps *props)
{
    memset(props, 0, sizeof *props);
    props->allocType = cudaMemAllocationTypePinned;
    props->handleTypes = cudaMemHandleTypeNone;
    props->location.type = cudaMemLocationTypeDevice;
    props->location.id = 0;
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
