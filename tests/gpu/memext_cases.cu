/*
 * memext, bad inputs whose outcome under NVIDIA's library might be a crash, each in a child process
 * of its own (the parent has not touched the driver then): NULL range attribute data, prefetch
 * locations and copy lists, NULL external memory, mipmapped array and semaphore descriptors, NULL
 * external handles, and a NULL array in a 3D batch copy.
 */
#include "memext.h"

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

void case_null_range_data(void)
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

void case_null_prefetch_locations(void)
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

void case_null_copy_lists(void)
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

void case_null_external_memory_descriptors(void)
{
    child_start();
    cudaExternalMemory_t mem = NULL;
    CALL(cudaImportExternalMemory(&mem, NULL));
    void *p = NULL;
    CALL(cudaExternalMemoryGetMappedBuffer(&p, NULL, NULL));
    child_healthy();
}

void case_null_mipmap_descriptor(void)
{
    child_start();
    cudaMipmappedArray_t mm = NULL;
    CALL(cudaExternalMemoryGetMappedMipmappedArray(&mm, NULL, NULL));
    child_healthy();
}

void case_null_semaphore_descriptor(void)
{
    child_start();
    cudaExternalSemaphore_t sem = NULL;
    CALL(cudaImportExternalSemaphore(&sem, NULL));
    child_healthy();
}

void case_null_external_handles(void)
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
void case_null_batch_array(void)
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
