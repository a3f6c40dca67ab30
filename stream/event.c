/* Events. Handles are CUevents; record and query are hot paths. */
#include "internal.h"
#include "objects.h"

static const unsigned event_flags =
    cudaEventBlockingSync | cudaEventDisableTiming | cudaEventInterprocess;

static cudaError_t event_create_common(cudaEvent_t *event, unsigned flags)
{
    if (event == NULL || (flags & ~event_flags))
        return cudaErrorInvalidValue;
    /* An interprocess event cannot carry timing. */
    if ((flags & cudaEventInterprocess) && !(flags & cudaEventDisableTiming))
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUevent e;
    err = ocr_cu(DRV.cuEventCreate(&e, flags));
    if (err == cudaSuccess) {
        *event = (cudaEvent_t)e;
        OCR_OBJECT_MADE(OCR_OBJ_EVENT, e, 0);
    }
    return err;
}

cudaError_t cudaEventCreate(cudaEvent_t *event)
{
    OCR_RETURN(event_create_common(event, cudaEventDefault));
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
    OCR_RETURN(event_create_common(event, flags));
}

cudaError_t cudaEventDestroy(cudaEvent_t event)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_EVENT, event);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEventDestroy((CUevent)event));
    OCR_OBJECT_RELEASED(OCR_CLASS_EVENT, event, err);
    OCR_RETURN(err);
}

static inline cudaError_t cudaEventRecord_common(cudaEvent_t event, cudaStream_t stream, bool ptds)
{
    if (OCR_CHECKING(OCR_CHECK_MISUSE)) {
        ocr_object_use(OCR_CLASS_EVENT, (uintptr_t)event);
        ocr_object_use(OCR_CLASS_STREAM, (uintptr_t)stream);
    }
    cudaError_t err = ocr_enter();
    if (OCR_UNLIKELY(err != cudaSuccess))
        return err;
    return ocr_cu(OCR_DRV(ptds).cuEventRecord((CUevent)event, (CUstream)stream));
}
OCR_API_PTSZ(cudaEventRecord, (cudaEvent_t event, cudaStream_t stream), event, stream)

static cudaError_t cudaEventRecordWithFlags_common(cudaEvent_t event, cudaStream_t stream,
                                                   unsigned flags, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuEventRecordWithFlags((CUevent)event, (CUstream)stream, flags));
}
OCR_API_PTSZ(cudaEventRecordWithFlags, (cudaEvent_t event, cudaStream_t stream, unsigned int flags),
             event, stream, flags)

/* An event that has not completed yet answers cudaErrorNotReady, never recorded. */
cudaError_t cudaEventQuery(cudaEvent_t event)
{
    OCR_OBJECT_USE(OCR_CLASS_EVENT, event);
    cudaError_t err = ocr_init();
    if (OCR_LIKELY(err == cudaSuccess)) {
        CUresult r = DRV.cuEventQuery((CUevent)event);
        if (OCR_LIKELY(r == CUDA_SUCCESS))
            OCR_RETURN(cudaSuccess);
        err = ocr_cu(r);
    }
    OCR_RETURN(err);
}

cudaError_t cudaEventSynchronize(cudaEvent_t event)
{
    OCR_OBJECT_USE(OCR_CLASS_EVENT, event);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEventSynchronize((CUevent)event));
    OCR_RETURN(err);
}

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    if (ms == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEventElapsedTime(ms, (CUevent)start, (CUevent)end));
    OCR_RETURN(err);
}
