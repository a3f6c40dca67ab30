/*
 * Declarations shared by the source files of the memext program: memext.cu holds main, the fill
 * kernel and the helpers below; memext_cases.cu the cases run in child processes;
 * memext_ranges.cu, memext_copies.cu and memext_external.cu the sections.
 */
#ifndef OCR_GPU_MEMEXT_H
#define OCR_GPU_MEMEXT_H

#include "common.h"

/* The twins of the per-thread default stream, by their exported names. */
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

__global__ void k_fill(unsigned *p, unsigned n, unsigned v);

static const cudaMemLocation GPU0 = {cudaMemLocationTypeDevice, 0};
static const cudaMemLocation HOST = {cudaMemLocationTypeHost, 0};
static const cudaMemLocation BAD_DEVICE = {cudaMemLocationTypeDevice, 7};

/* Helpers (memext.cu). */
cudaMemcpyAttributes copy_attr(cudaMemcpySrcAccessOrder order);
cudaMemcpy3DOperand ptr_operand(void *p, size_t row, size_t layer);
cudaMemcpy3DOperand array_operand(cudaArray_t a, size_t x, size_t y);

/* Cases in child processes (memext_cases.cu), in the order main runs them. */
void case_null_range_data(void);
void case_null_prefetch_locations(void);
void case_null_copy_lists(void);
void case_null_external_memory_descriptors(void);
void case_null_mipmap_descriptor(void);
void case_null_semaphore_descriptor(void);
void case_null_external_handles(void);
void case_null_batch_array(void);

/* Sections, in the order main runs them. */
void range_attributes(void); /* memext_ranges.cu */
void prefetch_batches(void); /* memext_ranges.cu */
void copy_batches(void);     /* memext_copies.cu */
void external_memory(void);  /* memext_external.cu */

#endif
