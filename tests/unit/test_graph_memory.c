/*
 * Memset and memory allocation nodes of test_graph: memset parameters pass through; allocation
 * nodes name devices by CUdevice (the fake's devices are numbered from 10) in their location and
 * access descriptors, and read back as ordinals.
 */
#include "test_graph.h"

/* -- memset nodes ----------------------------------------------------------------------------- */

void memset_nodes_pass_their_parameters(void **state)
{
    (void)state;
    struct cudaMemsetParams p = {
        .dst = (void *)(uintptr_t)0x900000,
        .pitch = 512,
        .value = 0x12345678,
        .elementSize = 4,
        .width = 100,
        .height = 3,
    };
    cudaGraphNode_t node = NULL, dep = NODE2;
    assert_cuda(cudaSuccess, cudaGraphAddMemsetNode(&node, GRAPH, &dep, 1, &p));
    assert_int_equal(rec.deps, 1);
    assert_int_equal(rec.memset.dst, 0x900000);
    assert_int_equal(rec.memset.pitch, 512);
    assert_int_equal(rec.memset.value, 0x12345678);
    assert_int_equal(rec.memset.elementSize, 4);
    assert_int_equal(rec.memset.width, 100);
    assert_int_equal(rec.memset.height, 3);
    assert_ptr_equal(rec.ctx, fake_primary_context(0));
    rec.memset_out = rec.memset;
    struct cudaMemsetParams out;
    memset(&out, 0, sizeof out);
    assert_cuda(cudaSuccess, cudaGraphMemsetNodeGetParams((cudaGraphNode_t)NODE, &out));
    assert_memory_equal(&out, &p, sizeof p);
    memset(&rec.memset, 0, sizeof rec.memset);
    assert_cuda(cudaSuccess, cudaGraphExecMemsetNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_ptr_equal(rec.exec, EXEC);
    assert_int_equal(rec.memset.value, 0x12345678);
    assert_ptr_equal(rec.ctx, fake_primary_context(0));
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemsetNodeGetParams((cudaGraphNode_t)NODE, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemsetNodeSetParams((cudaGraphNode_t)NODE, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphExecMemsetNodeSetParams(EXEC, (cudaGraphNode_t)NODE, NULL));
    assert_int_equal(rec.calls, 0);
}

/* -- memory allocation nodes ------------------------------------------------------------------ */

void cudaGraphAddMemAllocNode_translates_devices(void **state)
{
    (void)state;
    struct cudaMemAccessDesc descs[12];
    for (int i = 0; i < 12; i++) {
        descs[i].location.type = cudaMemLocationTypeDevice;
        descs[i].location.id = i % DEVICES;
        descs[i].flags = cudaMemAccessFlagsProtReadWrite;
    }
    struct cudaMemAllocNodeParams p;
    memset(&p, 0, sizeof p);
    p.poolProps.allocType = cudaMemAllocationTypePinned;
    p.poolProps.location.type = cudaMemLocationTypeDevice;
    p.poolProps.location.id = 1;
    p.poolProps.maxSize = 1 << 20;
    p.accessDescs = descs;
    p.accessDescCount = 2;
    p.bytesize = 4096;
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, &p));
    assert_ptr_equal(node, NODE);
    assert_ptr_equal(p.dptr, (void *)(uintptr_t)ALLOC_PTR);
    assert_int_equal(rec.alloc.poolProps.allocType, CU_MEM_ALLOCATION_TYPE_PINNED);
    assert_int_equal(rec.alloc.poolProps.location.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.alloc.poolProps.location.id, BASE + 1);
    assert_int_equal(rec.alloc.poolProps.maxSize, 1 << 20);
    assert_int_equal(rec.alloc.bytesize, 4096);
    assert_int_equal(rec.alloc.accessDescCount, 2);
    assert_int_equal(rec.descs[0].location.id, BASE + 0);
    assert_int_equal(rec.descs[1].location.id, BASE + 1);
    assert_int_equal(rec.descs[1].flags, CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
    /* The application's descriptors are left as they were. */
    assert_int_equal(descs[1].location.id, 1);
    /* A long list (translated on the heap). */
    p.accessDescCount = 12;
    assert_cuda(cudaSuccess, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, &p));
    assert_int_equal(rec.descs[11].location.id, BASE + 1);
    assert_int_equal(rec.descs[10].location.id, BASE + 0);
    /* An ordinal that is no device: in a descriptor an invalid device, in the pool an invalid
     * value (as NVIDIA's runtime reports them). */
    rec.calls = 0;
    p.dptr = NULL;
    descs[5].location.id = DEVICES;
    assert_cuda(cudaErrorInvalidDevice, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, &p));
    descs[5].location.id = 1;
    p.poolProps.location.id = -1;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, NULL));
    assert_int_equal(rec.calls, 0);
    assert_null(p.dptr);
    /* A driver failure leaves the address alone. */
    p.poolProps.location.id = 0;
    rec.result = CUDA_ERROR_OUT_OF_MEMORY;
    assert_cuda(cudaErrorMemoryAllocation, cudaGraphAddMemAllocNode(&node, GRAPH, NULL, 0, &p));
    assert_null(p.dptr);
}

void cudaGraphMemAllocNodeGetParams_translates_back(void **state)
{
    (void)state;
    CUmemAccessDesc descs[1] = {
        {{CU_MEM_LOCATION_TYPE_DEVICE, BASE + 1}, CU_MEM_ACCESS_FLAGS_PROT_READ}};
    rec.alloc_out.poolProps.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    rec.alloc_out.poolProps.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    rec.alloc_out.poolProps.location.id = BASE + 1;
    rec.alloc_out.accessDescs = descs;
    rec.alloc_out.accessDescCount = 1;
    rec.alloc_out.bytesize = 8192;
    rec.alloc_out.dptr = ALLOC_PTR;
    struct cudaMemAllocNodeParams p;
    memset(&p, 0xee, sizeof p);
    assert_cuda(cudaSuccess, cudaGraphMemAllocNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.poolProps.allocType, cudaMemAllocationTypePinned);
    assert_int_equal(p.poolProps.location.type, cudaMemLocationTypeDevice);
    assert_int_equal(p.poolProps.location.id, 1);
    assert_int_equal(p.bytesize, 8192);
    assert_ptr_equal(p.dptr, (void *)(uintptr_t)ALLOC_PTR);
    assert_int_equal(p.accessDescCount, 1);
    assert_ptr_equal(p.accessDescs, descs);
    /* A free node's address goes to the void * its argument points to. */
    rec.free_out = ALLOC_PTR;
    void *freed = NULL;
    assert_cuda(cudaSuccess, cudaGraphMemFreeNodeGetParams((cudaGraphNode_t)NODE, &freed));
    assert_ptr_equal(freed, (void *)(uintptr_t)ALLOC_PTR);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    freed = (void *)0x1;
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphMemFreeNodeGetParams((cudaGraphNode_t)NODE, &freed));
    assert_ptr_equal(freed, (void *)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemFreeNodeGetParams((cudaGraphNode_t)NODE, NULL));
}
