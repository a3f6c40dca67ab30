/*
 * memext: the attributes of managed ranges after advice and prefetches, batches of prefetches
 * and discards, batches of copies (1D and 3D, pointers and arrays) with their data checked, and
 * external memory and semaphores. The external memory is the device's own: an allocation made
 * through the driver API (cuMemCreate with a POSIX file descriptor as its shareable handle,
 * exported with cuMemExportToShareableHandle) is imported as an opaque file descriptor, mapped as
 * a buffer and as a mipmapped array, written and read back. libcuda.so.1 is opened with dlopen,
 * so that the program also starts, and reports the runtime's no-driver error, on a machine
 * without a driver.
 *
 * Bad inputs whose outcome under NVIDIA's library might be a crash (NULL lists, descriptors and
 * outputs, NULL handles) run first, each in a child process of its own (the parent has not
 * touched the driver then). Device ids in the transcript are runtime ordinals.
 */
#include "common.h"

#include <cuda.h>
#include <dlfcn.h>

extern "C" {
cudaError_t cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count,
                                           struct cudaMemLocation *prefetchLocs,
                                           size_t *prefetchLocIdxs, size_t numPrefetchLocs,
                                           unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs,
                                      const size_t *sizes, size_t count,
                                      struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs,
                                      size_t numAttrs, cudaStream_t stream);
cudaError_t cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
                                        unsigned long long flags, cudaStream_t stream);
}

__global__ void k_fill(unsigned *p, unsigned n, unsigned v)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v + i;
}

__global__ void k_add(unsigned *p, unsigned n, unsigned v)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v;
}

static const cudaMemLocation GPU0 = {cudaMemLocationTypeDevice, 0};
static const cudaMemLocation HOST = {cudaMemLocationTypeHost, 0};
static const cudaMemLocation BAD_DEVICE = {cudaMemLocationTypeDevice, 7};

static cudaMemcpyAttributes copy_attr(cudaMemcpySrcAccessOrder order)
{
    cudaMemcpyAttributes a;
    memset(&a, 0, sizeof a);
    a.srcAccessOrder = order;
    return a;
}

static cudaMemcpy3DOperand ptr_operand(void *p, size_t row, size_t layer)
{
    cudaMemcpy3DOperand o;
    memset(&o, 0, sizeof o);
    o.type = cudaMemcpyOperandTypePointer;
    o.op.ptr.ptr = p;
    o.op.ptr.rowLength = row;
    o.op.ptr.layerHeight = layer;
    return o;
}

static cudaMemcpy3DOperand array_operand(cudaArray_t a, size_t x, size_t y)
{
    cudaMemcpy3DOperand o;
    memset(&o, 0, sizeof o);
    o.type = cudaMemcpyOperandTypeArray;
    o.op.array.array = a;
    o.op.array.offset.x = x;
    o.op.array.offset.y = y;
    return o;
}

/* The first call of a child: stops it (exit 2) without a usable device. */
static void child_start(void)
{
    START();
}

/* Whether the context still works after a child's bad inputs. */
static void child_healthy(void)
{
    unsigned *d = NULL, h[32];
    cudaError_t e0 = cudaDeviceSynchronize();
    cudaError_t e1 = cudaMalloc((void **)&d, sizeof h);
    if (e1 == cudaSuccess)
        k_fill<<<1, 32>>>(d, 32, 5);
    cudaError_t e2 = e1 == cudaSuccess ? cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) : e1;
    int ok = e2 == cudaSuccess && h[31] == 36;
    if (d)
        cudaFree(d);
    printf("  healthy afterwards: %s (synchronize %s, malloc %s, copy %s)\n", ok ? "yes" : "no",
           ename(e0), ename(e1), ename(e2));
    LASTERR();
}

/* -- risky bad inputs, one child each -------------------------------------------------------- */

static void case_null_range_data(void)
{
    child_start();
    unsigned *m = NULL;
    CALL(cudaMallocManaged((void **)&m, 65536));
    CALL(cudaMemRangeGetAttribute(NULL, 4, cudaMemRangeAttributeReadMostly, m, 65536));
    size_t sizes[1] = {4};
    cudaMemRangeAttribute attrs[1] = {cudaMemRangeAttributeReadMostly};
    CALL(cudaMemRangeGetAttributes(NULL, sizes, attrs, 1, m, 65536));
    int v = 0;
    void *data[1] = {&v};
    CALL(cudaMemRangeGetAttributes(data, NULL, attrs, 1, m, 65536));
    CALL(cudaMemRangeGetAttributes(data, sizes, NULL, 1, m, 65536));
    CALL(cudaFree(m));
    child_healthy();
}

static void case_null_prefetch_locations(void)
{
    child_start();
    unsigned *m = NULL;
    cudaStream_t s = NULL;
    CALL(cudaMallocManaged((void **)&m, 65536));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    void *ptrs[1] = {m};
    size_t sizes[1] = {65536};
    size_t idx[1] = {0};
    CALL(cudaMemPrefetchBatchAsync(ptrs, sizes, 1, NULL, idx, 1, 0, s));
    CALL(cudaMemDiscardAndPrefetchBatchAsync(ptrs, sizes, 1, NULL, idx, 1, 0, s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(m));
    child_healthy();
}

static void case_null_copy_lists(void)
{
    child_start();
    unsigned *a = NULL, *b = NULL;
    cudaStream_t s = NULL;
    CALL(cudaMalloc((void **)&a, 4096));
    CALL(cudaMalloc((void **)&b, 4096));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    void *dsts[1] = {b};
    const void *srcs[1] = {a};
    size_t sizes[1] = {4096};
    size_t idx[1] = {0};
    cudaMemcpyAttributes attr = copy_attr(cudaMemcpySrcAccessOrderStream);
    CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 1, NULL, idx, 1, s));
    CALL(cudaMemcpyBatchAsync(NULL, srcs, sizes, 1, &attr, idx, 1, s));
    CALL(cudaMemcpyBatchAsync(dsts, NULL, sizes, 1, &attr, idx, 1, s));
    CALL(cudaMemcpyBatchAsync(dsts, srcs, NULL, 1, &attr, idx, 1, s));
    CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 1, &attr, NULL, 1, s));
    const void *null_srcs[1] = {NULL};
    CALL(cudaMemcpyBatchAsync(dsts, null_srcs, sizes, 1, &attr, idx, 1, s));
    CALL(cudaMemcpy3DBatchAsync(1, NULL, 0, s));
    cudaMemcpy3DBatchOp op;
    memset(&op, 0, sizeof op);
    op.src = ptr_operand(NULL, 0, 0);
    op.dst = ptr_operand(b, 0, 0);
    op.extent = make_cudaExtent(64, 1, 1);
    op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(a));
    CALL(cudaFree(b));
    child_healthy();
}

static void case_null_external_memory_descriptors(void)
{
    child_start();
    cudaExternalMemory_t mem = NULL;
    CALL(cudaImportExternalMemory(&mem, NULL));
    void *p = NULL;
    CALL(cudaExternalMemoryGetMappedBuffer(&p, NULL, NULL));
    child_healthy();
}

static void case_null_mipmap_descriptor(void)
{
    child_start();
    cudaMipmappedArray_t mm = NULL;
    CALL(cudaExternalMemoryGetMappedMipmappedArray(&mm, NULL, NULL));
    child_healthy();
}

static void case_null_semaphore_descriptor(void)
{
    child_start();
    cudaExternalSemaphore_t sem = NULL;
    CALL(cudaImportExternalSemaphore(&sem, NULL));
    child_healthy();
}

static void case_null_external_handles(void)
{
    child_start();
    cudaStream_t s = NULL;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaExternalSemaphore_t sems[1] = {NULL};
    cudaExternalSemaphoreSignalParams sp;
    cudaExternalSemaphoreWaitParams wp;
    memset(&sp, 0, sizeof sp);
    memset(&wp, 0, sizeof wp);
    CALL(cudaSignalExternalSemaphoresAsync(sems, &sp, 1, s));
    CALL(cudaWaitExternalSemaphoresAsync(sems, &wp, 1, s));
    CALL(cudaSignalExternalSemaphoresAsync(NULL, NULL, 1, s));
    CALL(cudaDestroyExternalSemaphore(NULL));
    CALL(cudaDestroyExternalMemory(NULL));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));
    child_healthy();
}

/* A 3D batch copy into a NULL array handle. */
static void case_null_batch_array(void)
{
    child_start();
    enum { W = 64, H = 4 };
    float *fsrc = NULL;
    cudaStream_t s = NULL;
    CALL(cudaMalloc((void **)&fsrc, W * H * sizeof(float)));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaMemcpy3DBatchOp op;
    memset(&op, 0, sizeof op);
    op.src = ptr_operand(fsrc, W, 0);
    op.dst = array_operand(NULL, 0, 0);
    op.extent = make_cudaExtent(W, H, 1);
    op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(fsrc));
    child_healthy();
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

static void range_attributes(void)
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

static void prefetch_batches(void)
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

/* -- batches of copies ------------------------------------------------------------------------ */

static void copy_batches(void)
{
    SECTION("batches of copies");
    enum { N = 1024 };
    unsigned *pageable = (unsigned *)malloc(N * sizeof(unsigned));
    unsigned *pageable_out = (unsigned *)malloc(N * sizeof(unsigned));
    unsigned *pinned = NULL, *pinned_out = NULL, *m = NULL;
    unsigned *da = NULL, *db = NULL, *dc = NULL, *dd = NULL;
    cudaStream_t s = NULL;
    CALL(cudaMallocHost((void **)&pinned, N * sizeof(unsigned)));
    CALL(cudaMallocHost((void **)&pinned_out, N * sizeof(unsigned)));
    CALL(cudaMallocManaged((void **)&m, N * sizeof(unsigned)));
    CALL(cudaMalloc((void **)&da, N * sizeof(unsigned)));
    CALL(cudaMalloc((void **)&db, N * sizeof(unsigned)));
    CALL(cudaMalloc((void **)&dc, N * sizeof(unsigned)));
    CALL(cudaMalloc((void **)&dd, N * sizeof(unsigned)));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    for (unsigned i = 0; i < N; i++) {
        pageable[i] = 3 * i + 1;
        pinned[i] = 5 * i + 2;
        m[i] = 7 * i + 3;
    }
    const size_t bytes = N * sizeof(unsigned);

    /* Host to device: a pageable source read during the call, a pinned one in stream order. */
    {
        void *dsts[2] = {da, db};
        const void *srcs[2] = {pageable, pinned};
        size_t sizes[2] = {bytes, bytes};
        cudaMemcpyAttributes attrs[2] = {copy_attr(cudaMemcpySrcAccessOrderDuringApiCall),
                                         copy_attr(cudaMemcpySrcAccessOrderStream)};
        attrs[1].flags = cudaMemcpyFlagPreferOverlapWithCompute;
        size_t idx[2] = {0, 1};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 2, s));
        CALL(cudaStreamSynchronize(s));
    }
    /* Device to device and managed to device, one attribute for both, with location hints. */
    {
        void *dsts[2] = {dc, dd};
        const void *srcs[2] = {da, m};
        size_t sizes[2] = {bytes, bytes};
        cudaMemcpyAttributes attr = copy_attr(cudaMemcpySrcAccessOrderStream);
        attr.srcLocHint = HOST;
        attr.dstLocHint = GPU0;
        size_t idx[1] = {0};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, &attr, idx, 1, s));
        CALL(cudaStreamSynchronize(s));
    }
    for (unsigned i = 0; i < N; i++)
        m[i] = 0;
    /* Device to host, pinned and pageable, and device to managed. The per-thread twin on stream
     * 0 (the thread's default stream) is refused by both libraries (a batch needs a stream of
     * the application's own); the copy itself goes to s. */
    {
        void *dsts[3] = {pinned_out, pageable_out, m};
        const void *srcs[3] = {dc, db, dd};
        size_t sizes[3] = {bytes, bytes, bytes / 2};
        cudaMemcpyAttributes attr = copy_attr(cudaMemcpySrcAccessOrderAny);
        attr.dstLocHint = GPU0;
        size_t idx[1] = {0};
        CALL(cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, 3, &attr, idx, 1, 0));
        CALL(cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, 3, &attr, idx, 1, s));
        CALL(cudaStreamSynchronize(s));
    }
    int ok1 = 1, ok2 = 1, ok3 = 1;
    for (unsigned i = 0; i < N; i++) {
        ok1 &= pinned_out[i] == 3 * i + 1;
        ok2 &= pageable_out[i] == 5 * i + 2;
        ok3 &= m[i] == (i < N / 2 ? 7 * i + 3 : 0);
    }
    CHECKT("pageable -> device -> device -> pinned", ok1);
    CHECKT("pinned -> device -> pageable", ok2);
    CHECKT("managed -> device -> half of managed", ok3);

    SECTION("batch copy bad inputs");
    {
        void *dsts[2] = {dc, dd};
        const void *srcs[2] = {da, db};
        size_t sizes[2] = {bytes, bytes};
        cudaMemcpyAttributes attrs[3] = {copy_attr(cudaMemcpySrcAccessOrderStream),
                                         copy_attr(cudaMemcpySrcAccessOrderStream),
                                         copy_attr(cudaMemcpySrcAccessOrderStream)};
        size_t idx[3] = {0, 1, 2};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, 0));
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 0, attrs, idx, 1, s));
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 0, s));
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 3, s));
        size_t idx1[1] = {1};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx1, 1, s));
        size_t idx11[2] = {0, 0};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx11, 2, s));
        SHOW("invalid source access order");
        attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, s));
        SHOW("unknown source access order");
        attrs[0].srcAccessOrder = (cudaMemcpySrcAccessOrder)9;
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, s));
        SHOW("unknown copy flag");
        attrs[0] = copy_attr(cudaMemcpySrcAccessOrderStream);
        attrs[0].flags = 0x10;
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, s));
        SHOW("destination hint on device 7");
        attrs[0] = copy_attr(cudaMemcpySrcAccessOrderStream);
        attrs[0].dstLocHint = BAD_DEVICE;
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, s));
        SHOW("source hint on the host for device memory");
        attrs[0] = copy_attr(cudaMemcpySrcAccessOrderStream);
        attrs[0].srcLocHint = HOST;
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, s));
        attrs[0] = copy_attr(cudaMemcpySrcAccessOrderStream);
        size_t zero[2] = {0, 0};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, zero, 2, attrs, idx, 1, s));
        CALL(cudaStreamSynchronize(s));
    }

    SECTION("batches of 3D copies");
    enum { W = 64, H = 4 };
    cudaArray_t arr = NULL;
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    CALL(cudaMallocArray(&arr, &f, W, H));
    float *fsrc = NULL, *fout = NULL;
    unsigned char *bsrc = NULL, *bout = NULL;
    CALL(cudaMalloc((void **)&fsrc, W * H * sizeof(float)));
    CALL(cudaMalloc((void **)&fout, W * H * sizeof(float)));
    CALL(cudaMalloc((void **)&bsrc, 32 * 4 * 2));
    CALL(cudaMalloc((void **)&bout, 16 * 2 * 2));
    float hf[W * H];
    unsigned char hb[32 * 4 * 2];
    for (int i = 0; i < W * H; i++)
        hf[i] = 0.5f * i;
    for (int i = 0; i < 32 * 4 * 2; i++)
        hb[i] = (unsigned char)(i * 3);
    CALL(cudaMemcpy(fsrc, hf, sizeof hf, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy(bsrc, hb, sizeof hb, cudaMemcpyHostToDevice));
    {
        cudaMemcpy3DBatchOp op;
        memset(&op, 0, sizeof op);
        op.src = ptr_operand(fsrc, W, 0);
        op.dst = array_operand(arr, 0, 0);
        op.extent = make_cudaExtent(W, H, 1);
        op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        CALL(cudaStreamSynchronize(s));
    }
    {
        cudaMemcpy3DBatchOp ops[2];
        memset(ops, 0, sizeof ops);
        /* The array back, tightly packed. */
        ops[0].src = array_operand(arr, 0, 0);
        ops[0].dst = ptr_operand(fout, W, H);
        ops[0].extent = make_cudaExtent(W, H, 1);
        ops[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
        /* A 16 x 2 x 2 box out of 32-byte rows and 4-row layers, packed. */
        ops[1].src = ptr_operand(bsrc + 32 + 8, 32, 4);
        ops[1].dst = ptr_operand(bout, 16, 2);
        ops[1].extent = make_cudaExtent(16, 2, 2);
        ops[1].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
        ops[1].flags = cudaMemcpyFlagPreferOverlapWithCompute;
        CALL(cudaMemcpy3DBatchAsync_ptsz(2, ops, 0, 0));
        CALL(cudaMemcpy3DBatchAsync_ptsz(2, ops, 0, s));
        CALL(cudaStreamSynchronize(s));
    }
    float hf2[W * H];
    unsigned char hb2[16 * 2 * 2];
    CALL(cudaMemcpy(hf2, fout, sizeof hf2, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy(hb2, bout, sizeof hb2, cudaMemcpyDeviceToHost));
    int okf = memcmp(hf, hf2, sizeof hf) == 0, okb = 1;
    for (int z = 0; z < 2; z++)
        for (int y = 0; y < 2; y++)
            for (int x = 0; x < 16; x++)
                okb &= hb2[(z * 2 + y) * 16 + x] == hb[32 + 8 + z * 32 * 4 + y * 32 + x];
    CHECKT("pointer -> array -> pointer", okf);
    CHECKT("3D box between pointers", okb);

    SECTION("batch 3D copy bad inputs");
    {
        cudaMemcpy3DBatchOp op;
        memset(&op, 0, sizeof op);
        op.src = ptr_operand(fsrc, W, 0);
        op.dst = array_operand(arr, 0, 0);
        op.extent = make_cudaExtent(W, H, 1);
        op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, 0));
        CALL(cudaMemcpy3DBatchAsync(1, &op, 1, s));
        CALL(cudaMemcpy3DBatchAsync(0, &op, 0, s));
        SHOW("height 0");
        op.extent = make_cudaExtent(W, 0, 1);
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("wider than the array");
        op.extent = make_cudaExtent(W + 1, H, 1);
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("invalid source access order");
        op.extent = make_cudaExtent(W, H, 1);
        op.srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("source operand of type 0");
        op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
        op.src.type = (cudaMemcpy3DOperandType)0;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("row length below the width");
        op.src = ptr_operand(fsrc, W / 2, 0);
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("source hint on device 7");
        op.src = ptr_operand(fsrc, W, 0);
        op.src.op.ptr.locHint = BAD_DEVICE;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("source hint on device 0 for device memory");
        op.src.op.ptr.locHint = GPU0;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("array offset past the width");
        op.src = ptr_operand(fsrc, W, 0);
        op.dst = array_operand(arr, 1, 0);
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        CALL(cudaStreamSynchronize(s));
    }

    CALL(cudaStreamDestroy(s));
    CALL(cudaFreeArray(arr));
    CALL(cudaFree(fsrc));
    CALL(cudaFree(fout));
    CALL(cudaFree(bsrc));
    CALL(cudaFree(bout));
    CALL(cudaFree(da));
    CALL(cudaFree(db));
    CALL(cudaFree(dc));
    CALL(cudaFree(dd));
    CALL(cudaFree(m));
    CALL(cudaFreeHost(pinned));
    CALL(cudaFreeHost(pinned_out));
    free(pageable);
    free(pageable_out);
}

/* -- external memory and semaphores ---------------------------------------------------------- */

typedef CUresult (*pfn_cuInit)(unsigned);
typedef CUresult (*pfn_cuDeviceGet)(CUdevice *, int);
typedef CUresult (*pfn_cuMemGetAllocationGranularity)(size_t *, const CUmemAllocationProp *,
                                                      CUmemAllocationGranularity_flags);
typedef CUresult (*pfn_cuMemCreate)(CUmemGenericAllocationHandle *, size_t,
                                    const CUmemAllocationProp *, unsigned long long);
typedef CUresult (*pfn_cuMemExportToShareableHandle)(void *, CUmemGenericAllocationHandle,
                                                     CUmemAllocationHandleType, unsigned long long);
typedef CUresult (*pfn_cuMemRelease)(CUmemGenericAllocationHandle);

static struct {
    pfn_cuInit Init;
    pfn_cuDeviceGet DeviceGet;
    pfn_cuMemGetAllocationGranularity GetAllocationGranularity;
    pfn_cuMemCreate Create;
    pfn_cuMemExportToShareableHandle ExportToShareableHandle;
    pfn_cuMemRelease Release;
} cu;

static int load_driver(void)
{
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        printf("libcuda.so.1: not loadable\n");
        return 0;
    }
#define SYM(field, name) cu.field = (decltype(cu.field))dlsym(lib, name)
    SYM(Init, "cuInit");
    SYM(DeviceGet, "cuDeviceGet");
    SYM(GetAllocationGranularity, "cuMemGetAllocationGranularity");
    SYM(Create, "cuMemCreate");
    SYM(ExportToShareableHandle, "cuMemExportToShareableHandle");
    SYM(Release, "cuMemRelease");
#undef SYM
    if (!cu.Init || !cu.DeviceGet || !cu.GetAllocationGranularity || !cu.Create ||
        !cu.ExportToShareableHandle || !cu.Release) {
        printf("libcuda.so.1: missing entry points\n");
        return 0;
    }
    return 1;
}

#define CU(expr)                                                                                   \
    do {                                                                                           \
        CUresult r_ = (expr);                                                                      \
        printf("%s -> cu %d\n", #expr, (int)r_);                                                   \
    } while (0)

/* A device allocation of `size` bytes with a POSIX file descriptor as its shareable handle; the
 * descriptor in *fd (-1 when that failed). */
static CUmemGenericAllocationHandle exportable(size_t size, int *fd)
{
    CUdevice dev = 0;
    CU(cu.DeviceGet(&dev, 0));
    CUmemAllocationProp prop;
    memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = dev;
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    CUmemGenericAllocationHandle h = 0;
    CU(cu.Create(&h, size, &prop, 0));
    *fd = -1;
    CU(cu.ExportToShareableHandle(fd, h, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    SHOW("descriptor valid %d", *fd >= 0);
    return h;
}

static cudaExternalMemoryHandleDesc fd_desc(int fd, size_t size)
{
    cudaExternalMemoryHandleDesc d;
    memset(&d, 0, sizeof d);
    d.type = cudaExternalMemoryHandleTypeOpaqueFd;
    d.handle.fd = fd;
    d.size = size;
    return d;
}

static void external_memory(void)
{
    SECTION("external memory");
    if (!load_driver())
        return;
    CU(cu.Init(0));
    CUdevice dev = 0;
    CU(cu.DeviceGet(&dev, 0));
    CUmemAllocationProp prop;
    memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = dev;
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    size_t size = 0;
    CU(cu.GetAllocationGranularity(&size, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    SHOW("granularity is a multiple of 64 KiB: %d", size > 0 && size % 65536 == 0);

    int fd = -1;
    CUmemGenericAllocationHandle h = exportable(size, &fd);
    cudaExternalMemory_t mem = NULL;
    cudaExternalMemoryHandleDesc desc = fd_desc(fd, size);
    CALL(cudaImportExternalMemory(&mem, &desc));
    SHOW("handle non-null %d", mem != NULL);

    /* A buffer at the start and one at 64 KiB, written by kernels and read back. */
    enum { N = 4096 };
    cudaExternalMemoryBufferDesc bd;
    memset(&bd, 0, sizeof bd);
    bd.offset = 0;
    bd.size = N * sizeof(unsigned);
    unsigned *p0 = NULL, *p1 = NULL;
    CALL(cudaExternalMemoryGetMappedBuffer((void **)&p0, mem, &bd));
    bd.offset = 65536;
    CALL(cudaExternalMemoryGetMappedBuffer((void **)&p1, mem, &bd));
    k_fill<<<N / 256, 256>>>(p0, N, 11);
    k_fill<<<N / 256, 256>>>(p1, N, 22);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    unsigned h0[N], h1[N];
    CALL(cudaMemcpy(h0, p0, sizeof h0, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy(h1, p1, sizeof h1, cudaMemcpyDeviceToHost));
    int ok = 1;
    for (unsigned i = 0; i < N; i++)
        ok &= h0[i] == 11 + i && h1[i] == 22 + i;
    CHECKT("kernels wrote the mapped buffers", ok);

    /* A mipmapped array over the same memory, past the buffers. */
    cudaExternalMemoryMipmappedArrayDesc md;
    memset(&md, 0, sizeof md);
    md.offset = 131072;
    md.formatDesc = cudaCreateChannelDesc<float>();
    md.extent = make_cudaExtent(64, 64, 0);
    md.numLevels = 1;
    cudaMipmappedArray_t mm = NULL;
    cudaError_t e = CALL(cudaExternalMemoryGetMappedMipmappedArray(&mm, mem, &md));
    if (e == cudaSuccess) {
        cudaArray_t level = NULL;
        CALL(cudaGetMipmappedArrayLevel(&level, mm, 0));
        static float in[64 * 64], out[64 * 64];
        for (int i = 0; i < 64 * 64; i++)
            in[i] = 0.25f * i;
        CALL(cudaMemcpy2DToArray(level, 0, 0, in, 64 * sizeof(float), 64 * sizeof(float), 64,
                                 cudaMemcpyHostToDevice));
        CALL(cudaMemcpy2DFromArray(out, 64 * sizeof(float), level, 0, 0, 64 * sizeof(float), 64,
                                   cudaMemcpyDeviceToHost));
        CHECKT("data through the mapped mipmapped array", memcmp(in, out, sizeof in) == 0);
        struct cudaChannelFormatDesc got;
        memset(&got, 0, sizeof got);
        cudaExtent ext = make_cudaExtent(0, 0, 0);
        unsigned flags = 99;
        CALL(cudaArrayGetInfo(&got, &ext, &flags, level));
        SHOW("level 0: %d %d %d %d kind %d, %zu x %zu x %zu, flags %u", got.x, got.y, got.z, got.w,
             (int)got.f, ext.width, ext.height, ext.depth, flags);
        CALL(cudaFreeMipmappedArray(mm));
    }

    SECTION("external memory bad inputs");
    void *q = NULL;
    SHOW("buffer at the end of the memory");
    bd.offset = size;
    CALL(cudaExternalMemoryGetMappedBuffer(&q, mem, &bd));
    SHOW("empty buffer");
    bd.offset = 0;
    bd.size = 0;
    CALL(cudaExternalMemoryGetMappedBuffer(&q, mem, &bd));
    SHOW("buffer larger than the memory");
    bd.size = size + 4096;
    CALL(cudaExternalMemoryGetMappedBuffer(&q, mem, &bd));
    SHOW("buffer flags 1");
    bd.size = 4096;
    bd.flags = 1;
    CALL(cudaExternalMemoryGetMappedBuffer(&q, mem, &bd));
    SHOW("output still null %d", q == NULL);
    cudaMipmappedArray_t mm2 = NULL;
    SHOW("three-channel float format");
    md.formatDesc = cudaCreateChannelDesc(32, 32, 32, 0, cudaChannelFormatKindFloat);
    CALL(cudaExternalMemoryGetMappedMipmappedArray(&mm2, mem, &md));
    /* No levels (numLevels 0) is not asked: the driver corrupts the heap (glibc aborts the
     * process, seen on the GPU under NVIDIA's library); ours refuses it (unit-tested). */
    SHOW("empty extent");
    md.formatDesc = cudaCreateChannelDesc<float>();
    md.numLevels = 1;
    md.extent = make_cudaExtent(0, 0, 0);
    CALL(cudaExternalMemoryGetMappedMipmappedArray(&mm2, mem, &md));
    SHOW("offset at the end of the memory");
    md.extent = make_cudaExtent(64, 64, 0);
    md.offset = size;
    CALL(cudaExternalMemoryGetMappedMipmappedArray(&mm2, mem, &md));
    SHOW("output still null %d", mm2 == NULL);

    CALL(cudaFree(p0));
    CALL(cudaFree(p1));
    CALL(cudaDestroyExternalMemory(mem));
    CU(cu.Release(h));

    /* Descriptors the driver refuses. */
    cudaExternalMemory_t bad = NULL;
    SHOW("descriptor -1");
    desc = fd_desc(-1, size);
    CALL(cudaImportExternalMemory(&bad, &desc));
    int fd2 = -1;
    CUmemGenericAllocationHandle h2 = exportable(size, &fd2);
    SHOW("size 0");
    desc = fd_desc(fd2, 0);
    CALL(cudaImportExternalMemory(&bad, &desc));
    SHOW("handle type 0");
    desc = fd_desc(fd2, size);
    desc.type = (cudaExternalMemoryHandleType)0;
    CALL(cudaImportExternalMemory(&bad, &desc));
    SHOW("flags 4");
    desc = fd_desc(fd2, size);
    desc.flags = 4;
    CALL(cudaImportExternalMemory(&bad, &desc));
    SHOW("larger than the allocation");
    desc = fd_desc(fd2, 2 * size);
    CALL(cudaImportExternalMemory(&bad, &desc));
    /* A dedicated import, then the same descriptor once more (the driver owns it now). */
    SHOW("dedicated");
    desc = fd_desc(fd2, size);
    desc.flags = cudaExternalMemoryDedicated;
    e = CALL(cudaImportExternalMemory(&bad, &desc));
    if (e == cudaSuccess)
        CALL(cudaDestroyExternalMemory(bad));
    CU(cu.Release(h2));

    SECTION("external semaphores");
    cudaExternalSemaphoreHandleDesc sd;
    memset(&sd, 0, sizeof sd);
    sd.type = cudaExternalSemaphoreHandleTypeOpaqueFd;
    sd.handle.fd = -1;
    cudaExternalSemaphore_t sem = NULL;
    SHOW("opaque descriptor -1");
    CALL(cudaImportExternalSemaphore(&sem, &sd));
    SHOW("timeline semaphore descriptor -1");
    sd.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
    CALL(cudaImportExternalSemaphore(&sem, &sd));
    SHOW("handle type 0");
    sd.type = (cudaExternalSemaphoreHandleType)0;
    CALL(cudaImportExternalSemaphore(&sem, &sd));
    cudaStream_t s = NULL;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaExternalSemaphore_t none[1] = {NULL};
    cudaExternalSemaphoreSignalParams sp[1];
    cudaExternalSemaphoreWaitParams wp[1];
    memset(sp, 0, sizeof sp);
    memset(wp, 0, sizeof wp);
    CALL(cudaSignalExternalSemaphoresAsync(none, sp, 0, s));
    CALL(cudaWaitExternalSemaphoresAsync(none, wp, 0, s));
    CALL(cudaSignalExternalSemaphoresAsync(none, sp, 0, 0));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));
}

int main(void)
{
    struct {
        const char *name;
        void (*fn)(void);
    } cases[] = {
        {"NULL range attribute data", case_null_range_data},
        {"NULL prefetch locations", case_null_prefetch_locations},
        {"NULL copy lists", case_null_copy_lists},
        {"NULL external memory descriptors", case_null_external_memory_descriptors},
        {"NULL mipmapped array descriptor", case_null_mipmap_descriptor},
        {"NULL semaphore descriptor", case_null_semaphore_descriptor},
        {"NULL external handles", case_null_external_handles},
        {"NULL array in a 3D batch copy", case_null_batch_array},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ocr_isolated(cases[i].name, cases[i].fn);
    START();
    range_attributes();
    prefetch_batches();
    copy_batches();
    external_memory();
    CALL(cudaDeviceSynchronize());
    LASTERR();
    return FINISH();
}
