/*
 * Declarations shared by the source files of the pool program: pool.cu holds main, the fill
 * kernel and the helpers below; pool_cases.cu the cases run in child processes; pool_default.cu,
 * pool_created.cu and pool_sharing.cu the sections.
 */
#ifndef OCR_GPU_POOL_H
#define OCR_GPU_POOL_H

#include "common.h"

/* The value type of the 64-bit pool attributes (cuuint64_t of the driver API). */
typedef unsigned long long u64;

#define N (256 * 1024) /* ints per allocation: 1 MiB */
#define BYTES ((size_t)N * sizeof(int))

/* Helpers (pool.cu). */
void fill(int *d, int n, int v, cudaStream_t s);
int all_equal(const int *p, int n, int v);
int *host_buf(void);
u64 attr64(cudaMemPool_t pool, cudaMemPoolAttr attr, const char *text);
#define ATTR64(pool, attr) attr64(pool, attr, #pool ", " #attr)
void healthy(void);
void show_usage(cudaMemPool_t pool, size_t bytes);
void show_released(cudaMemPool_t pool);
void props_device(struct cudaMemPoolProps *props);

/* Cases in child processes (pool_cases.cu), in the order main runs them. */
void case_null_pools(void);
void case_null_pool_outputs(void);
void case_null_attribute_value(void);
void case_null_access_location(void);
void case_null_locations(void);
void case_host_pool(void);
void case_null_allocation_outputs(void);
void case_destroyed_pool(void);
void case_destroy_with_allocation(void);
void case_revoke_owner_access(void);
void case_foreign_frees(void);

/* Sections, in the order main runs them. */
cudaMemPool_t default_pool(int count);                    /* pool_default.cu */
void attributes(cudaMemPool_t pool);                      /* pool_default.cu */
void async_allocations(cudaMemPool_t def);                /* pool_default.cu */
cudaMemPool_t created_pool(cudaMemPool_t def, int count); /* pool_created.cu */
void pool_properties(int count);                          /* pool_created.cu */
void current_pool(cudaMemPool_t def, cudaMemPool_t pool); /* pool_created.cu */
void importer_start(void);                                /* pool_sharing.cu */
void sharing(cudaMemPool_t def, cudaMemPool_t plain);     /* pool_sharing.cu */

#endif
