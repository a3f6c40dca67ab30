/*
 * What the memory-area files share with each other and with the few files elsewhere that use
 * them: memory locations in the driver's terms (managed.c), channel formats (channel.c) and the
 * look of an array (array.c). Every function here returns a plain code and records nothing.
 */
#ifndef OCR_MEMORY_INTERNAL_H
#define OCR_MEMORY_INTERNAL_H

#include "internal.h"

#pragma GCC visibility push(hidden)

/* A runtime memory location as the driver's (managed.c): a device ordinal becomes its
 * CUdevice, cudaErrorInvalidDevice when unknown; other location kinds pass unchanged. */
cudaError_t ocr_mem_location(const struct cudaMemLocation *loc, CUmemLocation *out);

/* cudaChannelFormatDesc -> the driver's array format and channel count, as NVIDIA's runtime
 * translates it (channel.c): cudaErrorInvalidChannelDescriptor for a descriptor it does not
 * accept. */
cudaError_t ocr_channel_format(const struct cudaChannelFormatDesc *desc, CUarray_format *format,
                               unsigned *channels);
/* Driver format and channel count -> cudaChannelFormatDesc (*desc always written: zeroed, with
 * the format's kind, even on failure); cudaErrorInvalidChannelDescriptor for an unknown format
 * or a channel count outside 1..4 (channel.c). */
cudaError_t ocr_channel_desc(CUarray_format format, unsigned channels,
                             struct cudaChannelFormatDesc *desc);
/* The driver's descriptor of `array` and its channel descriptor (either output may be NULL):
 * the driver's error, or cudaErrorInvalidChannelDescriptor for a format the runtime cannot
 * describe (array.c). How NVIDIA's runtime looks at an array before using it. */
cudaError_t ocr_array_format(CUarray array, CUDA_ARRAY3D_DESCRIPTOR *desc,
                             struct cudaChannelFormatDesc *channel);

#pragma GCC visibility pop

#endif /* OCR_MEMORY_INTERNAL_H */
