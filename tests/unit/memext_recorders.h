/*
 * The recorders shared by the tests of managed-memory range attributes (test_range_attributes.c),
 * batches of prefetches, discards and copies (test_batch.c), and external memory and semaphores
 * (test_external.c): memext_recorders.c replaces the driver entries under test, after the fake is
 * installed, by recorders of their arguments (`rec`); they log nothing in the fake's call log.
 * The fake's devices are numbered from BASE, so that a CUdevice returned where an ordinal belongs
 * shows.
 */
#ifndef OCR_TEST_MEMEXT_RECORDERS_H
#define OCR_TEST_MEMEXT_RECORDERS_H

#include "unit.h"

#include <stdbool.h>

#define DEVICES 3
#define BASE 10

#define LIST_MAX 64
#define STREAM ((CUstream)(uintptr_t)0x5100)
#define EXT_MEM ((CUexternalMemory)(uintptr_t)0x5200)
#define EXT_SEM ((CUexternalSemaphore)(uintptr_t)0x5300)
#define MIPMAP ((CUmipmappedArray)(uintptr_t)0x5400)
#define MAPPED ((CUdeviceptr)0x7800000)
#define RANGE ((CUdeviceptr)0x7700000)

struct memext_rec {
    int calls;        /* recorder calls since the last reset */
    const char *last; /* the last recorder's entry name */
    CUresult result;  /* what every recorder returns (CUDA_SUCCESS unless a test sets it) */
    bool ptds;        /* the last call came through ocr_drv[1] */
    /* range attributes: what the driver reports (device ids as CUdevices, location kinds) */
    int value[8];           /* the ints written for a device-id attribute */
    CUmemLocationType kind; /* written for the location-kind attributes */
    /* cuMemRangeGetAttribute calls: attribute, data and size of each */
    int range_calls;
    CUmem_range_attribute range_attrs[LIST_MAX];
    void *range_data[LIST_MAX];
    size_t range_sizes[LIST_MAX];
    CUdeviceptr ptr;
    size_t count;
    /* batches */
    const void *dptrs, *srcs, *sizes, *idxs;
    CUmemLocation locs[LIST_MAX];
    const CUmemLocation *locs_ptr;
    bool locs_null;
    size_t num;
    unsigned long long flags;
    CUstream stream;
    CUmemcpyAttributes attrs[LIST_MAX];
    const CUmemcpyAttributes *attrs_ptr;
    CUDA_MEMCPY3D_BATCH_OP ops[LIST_MAX];
    /* external memory and semaphores */
    const void *desc;
    CUDA_EXTERNAL_MEMORY_HANDLE_DESC mem_desc;
    CUDA_EXTERNAL_MEMORY_BUFFER_DESC buffer_desc;
    CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC mipmap_desc;
    CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC sem_desc;
    CUexternalMemory mem;
    CUexternalSemaphore sem;
    const CUexternalSemaphore *sems;
    const void *params;
    unsigned num_sems;
};

/* What the recorders saw, reset by memext_setup. */
extern struct memext_rec rec;

/* Group setup: the fake installed with DEVICES devices numbered from BASE, its per-thread twins,
 * and the recorders in place of the entries under test. */
int memext_group_setup(void **state);

/* Per test: the runtime entered once (init, context) before the logs are cleared. */
int memext_setup(void **state);

/* Nothing reached the driver, neither the fake nor a recorder. */
#define assert_nothing_called()                                                                    \
    do {                                                                                           \
        assert_no_driver_call();                                                                   \
        assert_int_equal(rec.calls, 0);                                                            \
    } while (0)

static inline struct cudaMemLocation loc(enum cudaMemLocationType type, int id)
{
    struct cudaMemLocation l = {type, id};
    return l;
}

static inline struct cudaExtent extent(size_t w, size_t h, size_t d)
{
    struct cudaExtent e = {w, h, d};
    return e;
}

static inline void assert_location(CUmemLocation l, CUmemLocationType type, int id)
{
    assert_int_equal(l.type, type);
    assert_int_equal(l.id, id);
}

#endif
