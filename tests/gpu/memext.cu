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
 *
 * This file holds main, the fill kernel and the helpers that several files use; the cases are in
 * memext_cases.cu, the sections in memext_ranges.cu, memext_copies.cu and memext_external.cu
 * (memext.h declares them).
 */
#include "memext.h"

__global__ void k_fill(unsigned *p, unsigned n, unsigned v)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v + i;
}

cudaMemcpyAttributes copy_attr(cudaMemcpySrcAccessOrder order)
{
    cudaMemcpyAttributes a;
    memset(&a, 0, sizeof a);
    a.srcAccessOrder = order;
    return a;
}

cudaMemcpy3DOperand ptr_operand(void *p, size_t row, size_t layer)
{
    cudaMemcpy3DOperand o;
    memset(&o, 0, sizeof o);
    o.type = cudaMemcpyOperandTypePointer;
    o.op.ptr.ptr = p;
    o.op.ptr.rowLength = row;
    o.op.ptr.layerHeight = layer;
    return o;
}

cudaMemcpy3DOperand array_operand(cudaArray_t a, size_t x, size_t y)
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
