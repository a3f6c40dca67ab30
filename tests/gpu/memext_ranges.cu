/*
 * memext, managed ranges: their attributes after advice and prefetches (one at a time and several
 * at once, bad inputs, advice whose location is ignored), and batches of prefetches and discards
 * with their bad inputs (with the add kernel, used only here).
 */
#include "memext.h"

__global__ void k_add(unsigned *p, unsigned n, unsigned v)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v;
}

/* -- range attributes ------------------------------------------------------------------------- */

static void show_range(const char *when, const void *p, size_t n)
{
    printf("  range %s:\n", when);
    static const struct {
        cudaMemRangeAttribute attr;
        const char *name;
    } one[] = {
        {cudaMemRangeAttributeReadMostly, "readMostly"},
        {cudaMemRangeAttributePreferredLocation, "preferredLocation"},
        {cudaMemRangeAttributeLastPrefetchLocation, "lastPrefetchLocation"},
        {cudaMemRangeAttributePreferredLocationType, "preferredLocationType"},
        {cudaMemRangeAttributePreferredLocationId, "preferredLocationId"},
        {cudaMemRangeAttributeLastPrefetchLocationType, "lastPrefetchLocationType"},
        {cudaMemRangeAttributeLastPrefetchLocationId, "lastPrefetchLocationId"},
    };
    for (size_t i = 0; i < sizeof one / sizeof one[0]; i++) {
        int v = 12345;
        cudaError_t e = cudaMemRangeGetAttribute(&v, sizeof v, one[i].attr, p, n);
        printf("    %s -> %s", one[i].name, ename(e));
        if (e == cudaSuccess)
            printf(" value %d", v);
        printf("\n");
    }
    int by[3] = {12345, 12345, 12345};
    cudaError_t e = cudaMemRangeGetAttribute(by, sizeof by, cudaMemRangeAttributeAccessedBy, p, n);
    printf("    accessedBy[3] -> %s", ename(e));
    if (e == cudaSuccess)
        printf(" values %d %d %d", by[0], by[1], by[2]);
    printf("\n");
    LASTERR();
}

void range_attributes(void)
{
    SECTION("range attributes");
    unsigned *m = NULL, *d = NULL;
    const size_t n = 65536;
    CALL(cudaMallocManaged((void **)&m, n));
    CALL(cudaMalloc((void **)&d, n));
    show_range("fresh", m, n);

    CALL(cudaMemAdvise(m, n, cudaMemAdviseSetReadMostly, GPU0));
    CALL(cudaMemAdvise(m, n, cudaMemAdviseSetPreferredLocation, GPU0));
    CALL(cudaMemAdvise(m, n, cudaMemAdviseSetAccessedBy, GPU0));
    CALL(cudaMemPrefetchAsync(m, n, GPU0, 0, 0));
    CALL(cudaDeviceSynchronize());
    show_range("after advice and a prefetch to device 0", m, n);

    CALL(cudaMemAdvise(m, n, cudaMemAdviseUnsetReadMostly, GPU0));
    CALL(cudaMemAdvise(m, n, cudaMemAdviseSetPreferredLocation, HOST));
    CALL(cudaMemPrefetchAsync(m, n, HOST, 0, 0));
    CALL(cudaDeviceSynchronize());
    show_range("preferred and prefetched to the host", m, n);

    /* Half of the range prefetched elsewhere: no common location. */
    CALL(cudaMemPrefetchAsync(m, n / 2, GPU0, 0, 0));
    CALL(cudaDeviceSynchronize());
    show_range("half prefetched to device 0", m, n);
    show_range("its first half", m, n / 2);

    SECTION("several range attributes at once");
    int mostly = 12345, pref = 12345, last = 12345, type = 12345, id = 12345, by[2] = {7, 7};
    void *data[] = {&mostly, &pref, &last, &type, &id, by};
    size_t sizes[] = {4, 4, 4, 4, 4, sizeof by};
    cudaMemRangeAttribute attrs[] = {cudaMemRangeAttributeReadMostly,
                                     cudaMemRangeAttributePreferredLocation,
                                     cudaMemRangeAttributeLastPrefetchLocation,
                                     cudaMemRangeAttributeLastPrefetchLocationType,
                                     cudaMemRangeAttributeLastPrefetchLocationId,
                                     cudaMemRangeAttributeAccessedBy};
    CALL(cudaMemRangeGetAttributes(data, sizes, attrs, 6, m, n / 2));
    SHOW("readMostly %d preferred %d last %d lastType %d lastId %d accessedBy %d %d", mostly, pref,
         last, type, id, by[0], by[1]);
    CALL(cudaMemRangeGetAttributes(data, sizes, attrs, 0, m, n));
    sizes[0] = 3;
    CALL(cudaMemRangeGetAttributes(data, sizes, attrs, 1, m, n));

    SECTION("range attribute bad inputs");
    int v = 12345;
    CALL(cudaMemRangeGetAttribute(&v, 3, cudaMemRangeAttributeReadMostly, m, n));
    CALL(cudaMemRangeGetAttribute(&v, 8, cudaMemRangeAttributePreferredLocation, m, n));
    CALL(cudaMemRangeGetAttribute(&v, 6, cudaMemRangeAttributeAccessedBy, m, n));
    CALL(cudaMemRangeGetAttribute(&v, 4, (cudaMemRangeAttribute)0, m, n));
    CALL(cudaMemRangeGetAttribute(&v, 4, (cudaMemRangeAttribute)99, m, n));
    CALL(cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributeReadMostly, d, n));
    CALL(cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributeReadMostly, NULL, n));
    CALL(cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributeReadMostly, m, 0));
    CALL(cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributeReadMostly, m, n * 4));
    CALL(cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributeReadMostly, &v, 4));
    SHOW("v %d", v);

    SECTION("advice whose location is ignored, with an unknown device");
    const cudaMemLocation nodev = {cudaMemLocationTypeDevice, 99};
    const cudaMemLocation invalid = {cudaMemLocationTypeInvalid, 0};
    CALL(cudaMemAdvise(m, n, cudaMemAdviseSetReadMostly, nodev));
    CALL(cudaMemAdvise(m, n, cudaMemAdviseUnsetReadMostly, nodev));
    CALL(cudaMemAdvise(m, n, cudaMemAdviseUnsetPreferredLocation, nodev));
    CALL(cudaMemAdvise(m, n, cudaMemAdviseSetReadMostly, invalid));
    CALL(cudaMemAdvise(m, n, cudaMemAdviseSetAccessedBy, nodev));
    CALL(cudaMemAdvise(m, n, cudaMemAdviseUnsetAccessedBy, nodev));
    CALL(cudaMemAdvise(m, n, (cudaMemoryAdvise)0, GPU0));
    CALL(cudaMemAdvise(m, n, (cudaMemoryAdvise)9, GPU0));
    CALL(cudaFree(m));
    CALL(cudaFree(d));
}

/* -- batches of prefetches and discards ------------------------------------------------------- */

static void show_last_prefetch(const char *what, const void *p, size_t n)
{
    int v = 12345;
    cudaError_t e =
        cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributeLastPrefetchLocation, p, n);
    printf("  last prefetch of %s -> %s %d\n", what, ename(e), e == cudaSuccess ? v : 0);
}

void prefetch_batches(void)
{
    SECTION("batches of prefetches and discards");
    int cma = -1;
    CALL(cudaDeviceGetAttribute(&cma, cudaDevAttrConcurrentManagedAccess, 0));
    SHOW("concurrentManagedAccess %d", cma);
    const unsigned n = 16384; /* elements of each range */
    unsigned *a = NULL, *b = NULL, *d = NULL;
    cudaStream_t s = NULL;
    CALL(cudaMallocManaged((void **)&a, n * sizeof *a));
    CALL(cudaMallocManaged((void **)&b, n * sizeof *b));
    CALL(cudaMalloc((void **)&d, n * sizeof *d));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    for (unsigned i = 0; i < n; i++)
        a[i] = b[i] = i;

    void *ptrs[2] = {a, b};
    size_t sizes[2] = {n * sizeof *a, n * sizeof *b};
    cudaMemLocation locs[2] = {GPU0, HOST};
    size_t idx0[1] = {0}, idx01[2] = {0, 1};
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 2, locs, idx0, 1, 0, s));
    CALL(cudaStreamSynchronize(s));
    show_last_prefetch("a", a, sizes[0]);
    show_last_prefetch("b", b, sizes[1]);
    k_add<<<n / 256, 256, 0, s>>>(a, n, 100);
    k_add<<<n / 256, 256, 0, s>>>(b, n, 200);
    CALL(cudaGetLastError());
    CALL(cudaStreamSynchronize(s));
    int ok = 1;
    for (unsigned i = 0; i < n; i++)
        ok &= a[i] == i + 100 && b[i] == i + 200;
    CHECKT("kernels updated the prefetched ranges", ok);

    /* Each range to a place of its own. */
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 2, locs, idx01, 2, 0, s));
    CALL(cudaStreamSynchronize(s));
    show_last_prefetch("a", a, sizes[0]);
    show_last_prefetch("b", b, sizes[1]);
    ok = 1;
    for (unsigned i = 0; i < n; i++)
        ok &= a[i] == i + 100 && b[i] == i + 200;
    CHECKT("data kept by the prefetches", ok);

    /* Discarding, then discarding and prefetching: the contents are undefined afterwards. */
    CALL(cudaMemDiscardBatchAsync(ptrs, sizes, 2, 0, s));
    CALL(cudaStreamSynchronize(s));
    show_last_prefetch("a after discard", a, sizes[0]);
    CALL(cudaMemDiscardAndPrefetchBatchAsync(ptrs, sizes, 2, locs, idx0, 1, 0, s));
    CALL(cudaStreamSynchronize(s));
    show_last_prefetch("a after discard and prefetch", a, sizes[0]);
    show_last_prefetch("b after discard and prefetch", b, sizes[1]);
    k_fill<<<n / 256, 256, 0, s>>>(a, n, 7);
    CALL(cudaStreamSynchronize(s));
    ok = 1;
    for (unsigned i = 0; i < n; i++)
        ok &= a[i] == i + 7;
    CHECKT("a discarded range is written again", ok);

    /* The per-thread twin: its stream 0 is the per-thread default stream, not the legacy one. */
    locs[0] = HOST;
    CALL(cudaMemPrefetchBatchAsync_ptsz(ptrs, sizes, 2, locs, idx0, 1, 0, 0));
    CALL(cudaStreamSynchronize(cudaStreamPerThread));
    show_last_prefetch("a after the per-thread twin", a, sizes[0]);

    SECTION("prefetch and discard batch bad inputs");
    locs[0] = GPU0;
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 2, locs, idx0, 1, 0, 0));
    CALL(cudaMemDiscardBatchAsync(ptrs, sizes, 2, 0, 0));
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 2, locs, idx0, 1, 1, s));
    CALL(cudaMemDiscardBatchAsync(ptrs, sizes, 2, 1, s));
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 0, locs, idx0, 1, 0, s));
    CALL(cudaMemDiscardBatchAsync(ptrs, sizes, 0, 0, s));
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 2, locs, idx0, 0, 0, s));
    cudaMemLocation locs3[3] = {GPU0, HOST, GPU0};
    size_t idx012[3] = {0, 1, 2};
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 2, locs3, idx012, 3, 0, s));
    size_t idx1[1] = {1};
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 2, locs, idx1, 1, 0, s));
    size_t idx10[2] = {1, 0};
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 2, locs, idx10, 2, 0, s));
    cudaMemLocation bad[1] = {BAD_DEVICE};
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 2, bad, idx0, 1, 0, s));
    CALL(cudaMemDiscardAndPrefetchBatchAsync(ptrs, sizes, 2, bad, idx0, 1, 0, s));
    cudaMemLocation invalid[1] = {{cudaMemLocationTypeInvalid, 0}};
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 2, invalid, idx0, 1, 0, s));
    void *dev_ptrs[1] = {d};
    CALL(cudaMemPrefetchBatchAsync(dev_ptrs, sizes, 1, locs, idx0, 1, 0, s));
    CALL(cudaMemDiscardBatchAsync(dev_ptrs, sizes, 1, 0, s));
    size_t zero[2] = {0, 0};
    CALL(cudaMemPrefetchBatchAsync(ptrs, zero, 2, locs, idx0, 1, 0, s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(a));
    CALL(cudaFree(b));
    CALL(cudaFree(d));
}
