/*
 * Declarations shared by the source files of the memory2d program: memory2d.cu holds main, the
 * kernel and the helpers below; memory2d_cases.cu and memory2d_arrays.cu the cases run in child
 * processes; memory2d_copies.cu, memory2d_memset.cu, memory2d_peer.cu and memory2d_twins.cu the
 * sections of the main process.
 */
#ifndef OCR_GPU_MEMORY2D_H
#define OCR_GPU_MEMORY2D_H

#include "common.h"

#define BAD_KIND(k) ((cudaMemcpyKind)(k))

/* Helpers (memory2d.cu). */
void fill3(unsigned char *p, size_t pitch, size_t ysize, size_t w, size_t h, size_t d, int seed);
int same3(const unsigned char *p, size_t pitch, size_t ysize, size_t ox, size_t oy, size_t oz,
          size_t w, size_t h, size_t d, size_t sx, size_t sy, size_t sz, int seed);
size_t count_byte(const unsigned char *p, size_t n, unsigned char v);
const char *ptr_state(const void *p, const void *before);
void healthy(void);

/* Cases in child processes, in the order main runs them. */
void case_null_outputs(void);        /* memory2d_cases.cu */
void case_null_parameters(void);     /* memory2d_cases.cu */
void case_null_pointers(void);       /* memory2d_cases.cu */
void case_device_as_host(void);      /* memory2d_cases.cu */
void case_host_as_device(void);      /* memory2d_cases.cu */
void case_host_to_host_device(void); /* memory2d_cases.cu */
void case_arrays(void);              /* memory2d_arrays.cu */
void case_peer_host(void);           /* memory2d_cases.cu */
void case_memset3d_overflow(void);   /* memory2d_cases.cu */

/* Sections of the main process, in the order main runs them. */
void pitched_alloc(void); /* memory2d_copies.cu */
void copies2d(void);      /* memory2d_copies.cu */
void copies3d(void);      /* memory2d_copies.cu */
void memsets(void);       /* memory2d_memset.cu */
void peers(int ndev);     /* memory2d_peer.cu */
void twins(void);         /* memory2d_twins.cu */

#endif
