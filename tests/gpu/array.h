/*
 * Declarations shared by the source files of the array program: array.cu holds main and the
 * helpers below; array_alloc.cu, array_copy.cu, array_texture.cu and array_surface.cu the
 * sections, each with the kernels it launches; array_cases.cu the cases run in child processes.
 */
#ifndef OCR_GPU_ARRAY_H
#define OCR_GPU_ARRAY_H

#include "common.h"

#include <math.h>

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* A call that must succeed for what follows (an object the kernels then use): a failed check
 * otherwise, and what follows is skipped. */
#define MADE(expr) (CALL(expr) == cudaSuccess ? 1 : (CHECKT("made: " #expr, 0), 0))

/* Helpers (array.cu). */
cudaChannelFormatDesc cd(int x, int y, int z, int w, cudaChannelFormatKind f);
void show_res(const cudaResourceDesc *r, const void *array, const void *mipmap, const void *ptr);
void show_getters(cudaTextureObject_t t, const void *array, const void *mipmap, const void *ptr);
cudaResourceDesc array_res(cudaArray_t a);
cudaTextureDesc tex_desc(cudaTextureFilterMode filter, cudaTextureReadMode read,
                         cudaTextureAddressMode address, int normalized);

/* Sections, in the order main runs them. */
void allocation(void);      /* array_alloc.cu */
void bad_allocations(void); /* array_alloc.cu */
void copies(void);          /* array_copy.cu */
void textures(void);        /* array_texture.cu */
void surfaces(void);        /* array_surface.cu */

/* Cases in child processes (array_cases.cu). */
void case_null_outputs(void);
void case_zero_handles(void);
void case_freed_array(void);

#endif
