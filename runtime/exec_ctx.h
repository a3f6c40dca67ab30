/*
 * Execution contexts (runtime/exec_ctx.c): what the rest of the runtime needs of the CUDA 13.1
 * execution-context family (docs/ARCHITECTURE.md, "Execution contexts").
 */
#ifndef OCR_EXEC_CTX_H
#define OCR_EXEC_CTX_H

#include "internal.h"

#pragma GCC visibility push(hidden)

/* The driver context of an execution context the runtime made (cudaGreenCtxCreate: the
 * CUcontext of its green context; cudaDeviceGetExecutionCtx: the device's primary context), for
 * the calls that take one (conditional handles, the `ctx` of graph-node parameters). NULL is
 * cudaErrorInvalidValue (a caller for which NULL means "the current context" decides that
 * itself); a handle the runtime did not make, or one destroyed or forgotten by a device reset,
 * is cudaErrorInvalidResourceHandle. `device`, when not NULL, receives its runtime ordinal. */
cudaError_t ocr_exec_ctx_to_cu(cudaExecutionContext_t ctx, CUcontext *out, int *device);

/* Whether device d has a green context not destroyed yet: cudaDeviceReset is then refused with
 * cudaErrorNotPermitted and changes nothing, as NVIDIA's 13.3 runtime does (docs/BEHAVIOUR.md,
 * "Execution contexts"). */
bool ocr_exec_ctx_has_green(int device);

/* Before device d's primary context is reset (cudaDeviceReset): the execution contexts of d
 * that are not green ones (the primary context, contexts the application made) are forgotten. A
 * green context made by another thread while the reset runs is kept: the program raced. */
void ocr_exec_ctx_reset(int device);

/* Streams made by cudaExecutionCtxStreamCreate on green contexts that are not destroyed yet,
 * and the detached ones among them (their context is gone): nonzero only while a program uses
 * green contexts. Read without a lock, as a hint for the cold paths below. */
extern int ocr_exec_streams;

/* cudaStreamDestroy after its driver call (`err` its answer, returned unchanged), when
 * ocr_exec_streams is nonzero: the stream leaves the table once destroyed, and a detached one
 * even where the driver refused (an r580 driver answers CUDA_ERROR_CONTEXT_IS_DESTROYED, which
 * NVIDIA's 13.3 runtime returns too): its handle is dead either way. */
cudaError_t ocr_exec_stream_destroyed(CUstream stream, cudaError_t err);

#pragma GCC visibility pop

#endif /* OCR_EXEC_CTX_H */
