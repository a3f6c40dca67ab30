/*
 * What the parts of test_copy2d3d (pitched allocations, 2D/3D copies and memsets, peer copies)
 * share: the per-thread twins' prototypes, the make_cuda* helpers in C, the record of the
 * descriptors the recorders of test_copy2d3d.c keep (`rec`, the memsets), the arrays the fake
 * describes, the host buffers and device pointers, and the tests of each part
 * (test_copy2d3d_2d.c, test_copy2d3d_3d.c, test_copy2d3d_memset.c, test_copy2d3d_peer.c,
 * test_copy2d3d_faults.c), listed in order by test_copy2d3d.c's main.
 */
#ifndef OCR_TEST_COPY2D3D_H
#define OCR_TEST_COPY2D3D_H

#include "unit.h"

#include <stdio.h>

cudaError_t cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src, size_t spitch,
                                   size_t width, size_t height, enum cudaMemcpyKind kind,
                                   cudaStream_t stream);
cudaError_t cudaMemset2D_ptds(void *devPtr, size_t pitch, int value, size_t width, size_t height);
cudaError_t cudaMemset2DAsync_ptsz(void *devPtr, size_t pitch, int value, size_t width,
                                   size_t height, cudaStream_t stream);
cudaError_t cudaMemset3D_ptds(struct cudaPitchedPtr p, int value, struct cudaExtent extent);
cudaError_t cudaMemset3DAsync_ptsz(struct cudaPitchedPtr p, int value, struct cudaExtent extent,
                                   cudaStream_t stream);
cudaError_t cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p);
cudaError_t cudaMemcpy3DAsync_ptsz(const struct cudaMemcpy3DParms *p, cudaStream_t stream);
cudaError_t cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p);
cudaError_t cudaMemcpy3DPeerAsync_ptsz(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream);

/* The toolkit's make_cuda* helpers are for C++ (driver_functions.h); the same in C. */
static inline struct cudaExtent mk_extent(size_t w, size_t h, size_t d)
{
    return (struct cudaExtent){w, h, d};
}

static inline struct cudaPos mk_pos(size_t x, size_t y, size_t z)
{
    return (struct cudaPos){x, y, z};
}

static inline struct cudaPitchedPtr mk_pitched(void *p, size_t pitch, size_t xsize, size_t ysize)
{
    return (struct cudaPitchedPtr){p, pitch, xsize, ysize};
}

#define BAD_KIND ((enum cudaMemcpyKind)7)
#define STREAM ((cudaStream_t)0x5700)

struct copy2d3d_rec {
    bool ptds;                      /* the last recorded call went through the twin */
    CUstream stream;                /* of the last async call */
    CUDA_MEMCPY2D m2;               /* cuMemcpy2DUnaligned / cuMemcpy2DAsync */
    CUDA_MEMCPY3D m3;               /* cuMemcpy3D / cuMemcpy3DAsync */
    CUDA_MEMCPY3D_PEER mp;          /* cuMemcpy3DPeer / cuMemcpy3DPeerAsync */
    CUdeviceptr peer_dst, peer_src; /* cuMemcpyPeer / cuMemcpyPeerAsync */
    CUcontext peer_dctx, peer_sctx;
    size_t peer_count;
    size_t pitch_width, pitch_height; /* cuMemAllocPitch */
    unsigned pitch_elem;
};

/* What the recorders saw, cleared by rec_clear. */
extern struct copy2d3d_rec rec;

#define MAX_MEMSETS 16
struct memset_call {
    bool ptds, async;
    CUdeviceptr dst;
    size_t pitch;
    unsigned char value;
    size_t width, height;
    CUstream stream;
};

/* CUDA arrays: fake handles whose descriptors the test declares. */
#define ARRAY_FLOAT ((cudaArray_t)0xa0010)   /* float x1: 4 bytes an element */
#define ARRAY_SHORT2 ((cudaArray_t)0xa0020)  /* int16 x2: 4 bytes */
#define ARRAY_BYTE ((cudaArray_t)0xa0030)    /* uint8 x1: 1 byte */
#define ARRAY_HALF4 ((cudaArray_t)0xa0040)   /* half x4: 8 bytes */
#define ARRAY_BC1 ((cudaArray_t)0xa0050)     /* block-compressed: not supported */
#define ARRAY_UNKNOWN ((cudaArray_t)0xa0060) /* the driver does not know it */

#define assert_no_copy()                                                                           \
    do {                                                                                           \
        if (copy_calls() != 0)                                                                     \
            fail_msg("expected no copy or memset; driver calls: %s", fake_log_string());           \
    } while (0)

#define DEV_A ((void *)0x7f0000100000)
#define DEV_B ((void *)0x7f0000200000)
#define DPTR(p) ((CUdeviceptr)(uintptr_t)(p))

/* The memsets recorded (n_memsets may exceed MAX_MEMSETS: only the first are kept). */
extern struct memset_call memsets[MAX_MEMSETS];
extern size_t n_memsets;

/* Host buffers the copies name. */
extern unsigned char host_a[4096], host_b[4096];

/* test_copy2d3d.c */
void rec_clear(void);
size_t copy_calls(void);

/* test_copy2d3d_2d.c */
void cudaMallocPitch_arguments(void **state);
void cudaMallocPitch_passes_size(void **state);
void cudaMalloc3D_rows_and_outputs(void **state);
void cudaMemcpy2D_kinds_translate(void **state);
void cudaMemcpy2D_checks_in_order(void **state);
void cudaMemcpy2D_per_thread_twins(void **state);

/* test_copy2d3d_3d.c */
void cudaMemcpy3D_pointer_translation(void **state);
void cudaMemcpy3D_checks_in_order(void **state);
void cudaMemcpy3D_arrays(void **state);
void cudaMemcpy3D_per_thread_twins(void **state);

/* test_copy2d3d_memset.c */
void cudaMemset2D_passes_through(void **state);
void cudaMemset3D_checks(void **state);
void cudaMemset3D_shapes(void **state);

/* test_copy2d3d_peer.c */
void cudaMemcpyPeer_contexts_and_checks(void **state);
void cudaMemcpy3DPeer_translation(void **state);

/* test_copy2d3d_faults.c */
void each_driver_call_failing(void **state);

#endif
