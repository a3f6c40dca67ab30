/* Streams: creation, queries, synchronisation, waits, callbacks and host functions. Handles are
 * CUstreams. */
#include "../runtime/exec_ctx.h"
#include "internal.h"
#include "objects.h"

static cudaError_t stream_create_common(cudaStream_t *pStream, unsigned flags, int priority,
                                        bool prio)
{
    if (pStream == NULL || (flags & ~(unsigned)cudaStreamNonBlocking))
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    /* The output is the driver's, failing or not, as under NVIDIA's: in a context a kernel fault
     * broke, cudaStreamCreate fails and yet leaves a handle in it there (gpu_sticky on the
     * H200), where ours left it as it was. */
    CUstream s = (CUstream)*pStream;
    CUresult r =
        prio ? DRV.cuStreamCreateWithPriority(&s, flags, priority) : DRV.cuStreamCreate(&s, flags);
    *pStream = (cudaStream_t)s;
    if (r == CUDA_SUCCESS)
        OCR_OBJECT_MADE(OCR_OBJ_STREAM, s, 0);
    return ocr_cu(r);
}

cudaError_t cudaStreamCreate(cudaStream_t *pStream)
{
    OCR_RETURN(stream_create_common(pStream, cudaStreamDefault, 0, false));
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)
{
    OCR_RETURN(stream_create_common(pStream, flags, 0, false));
}

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority)
{
    OCR_RETURN(stream_create_common(pStream, flags, priority, true));
}

cudaError_t cudaStreamDestroy(cudaStream_t stream)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_STREAM, stream);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuStreamDestroy((CUstream)stream));
    if (OCR_UNLIKELY(__atomic_load_n(&ocr_exec_streams, __ATOMIC_RELAXED) != 0))
        err = ocr_exec_stream_destroyed((CUstream)stream, err); /* of an execution context */
    OCR_OBJECT_RELEASED(OCR_CLASS_STREAM, stream, err);
    OCR_RETURN(err);
}

static cudaError_t cudaStreamQuery_common(cudaStream_t stream, bool ptds)
{
    OCR_OBJECT_USE(OCR_CLASS_STREAM, stream);
    cudaError_t err = ocr_enter();
    if (OCR_UNLIKELY(err != cudaSuccess))
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamQuery((CUstream)stream));
}

/* A stream that is still busy answers cudaErrorNotReady, which ocr_record leaves unrecorded. */
OCR_API_PTSZ(cudaStreamQuery, (cudaStream_t stream), stream)

static cudaError_t cudaStreamSynchronize_common(cudaStream_t stream, bool ptds)
{
    OCR_OBJECT_USE(OCR_CLASS_STREAM, stream);
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamSynchronize((CUstream)stream));
}
OCR_API_PTSZ(cudaStreamSynchronize, (cudaStream_t stream), stream)

static cudaError_t cudaStreamWaitEvent_common(cudaStream_t stream, cudaEvent_t event,
                                              unsigned flags, bool ptds)
{
    if (OCR_CHECKING(OCR_CHECK_MISUSE)) {
        ocr_object_use(OCR_CLASS_STREAM, (uintptr_t)stream);
        ocr_object_use(OCR_CLASS_EVENT, (uintptr_t)event);
    }
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamWaitEvent((CUstream)stream, (CUevent)event, flags));
}
OCR_API_PTSZ(cudaStreamWaitEvent, (cudaStream_t stream, cudaEvent_t event, unsigned int flags),
             stream, event, flags)

static cudaError_t cudaStreamAddCallback_common(cudaStream_t stream, cudaStreamCallback_t callback,
                                                void *userData, unsigned flags, bool ptds)
{
    if (callback == NULL || flags != 0)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    /* Misuse: the callback runs through a trampoline that marks its thread. */
    bool wrapped = OCR_CHECKING(OCR_CHECK_MISUSE) && ocr_object_wrap_callback(&callback, &userData);
    /* cudaStreamCallback_t and CUstreamCallback differ only in the status enum's type, whose
     * values agree. */
    err = ocr_cu(OCR_DRV(ptds).cuStreamAddCallback((CUstream)stream, (CUstreamCallback)callback,
                                                   userData, 0));
    if (wrapped && err != cudaSuccess)
        ocr_object_unwrap(userData);
    return err;
}
OCR_API_PTSZ(cudaStreamAddCallback,
             (cudaStream_t stream, cudaStreamCallback_t callback, void *userData,
              unsigned int flags),
             stream, callback, userData, flags)

/* A host function in stream order, the callback's successor. `v2`: cudaLaunchHostFunc_v2 (13.2),
 * with a synchronization mode, on the driver's cuLaunchHostFunc_v2; where the driver lacks it
 * (r580), the blocking mode, which is cuLaunchHostFunc's behaviour, runs on cuLaunchHostFunc (a
 * documented difference: NVIDIA's runtime answers cudaErrorCallRequiresNewerDriver there,
 * docs/BEHAVIOUR.md "CUDA 13.1-13.4 additions"), and any other mode gets NVIDIA's answer. */
static cudaError_t launch_host_func(cudaStream_t stream, cudaHostFn_t fn, void *userData,
                                    unsigned int syncMode, bool v2, bool ptds)
{
    if (fn == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    /* Misuse: the function runs through a trampoline that marks its thread, unless the stream
     * is capturing (a graph runs its host nodes as often as it is launched). */
    bool wrapped = false;
    if (OCR_CHECKING(OCR_CHECK_MISUSE)) {
        CUstreamCaptureStatus st;
        wrapped = OCR_DRV(ptds).cuStreamIsCapturing((CUstream)stream, &st) == CUDA_SUCCESS &&
                  st == CU_STREAM_CAPTURE_STATUS_NONE && ocr_object_wrap_host_fn(&fn, &userData);
    }
    CUresult r = CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER;
    if (v2)
        r = OCR_DRV(ptds).cuLaunchHostFunc_v2((CUstream)stream, (CUhostFn)fn, userData, syncMode);
    if (r == CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER && syncMode == cudaHostTaskBlocking)
        r = OCR_DRV(ptds).cuLaunchHostFunc((CUstream)stream, (CUhostFn)fn, userData);
    err = ocr_cu(r);
    if (wrapped && err != cudaSuccess)
        ocr_object_unwrap(userData);
    return err;
}

static cudaError_t cudaLaunchHostFunc_common(cudaStream_t stream, cudaHostFn_t fn, void *userData,
                                             bool ptds)
{
    return launch_host_func(stream, fn, userData, cudaHostTaskBlocking, false, ptds);
}
OCR_API_PTSZ(cudaLaunchHostFunc, (cudaStream_t stream, cudaHostFn_t fn, void *userData), stream, fn,
             userData)

static cudaError_t cudaLaunchHostFunc_v2_common(cudaStream_t stream, cudaHostFn_t fn,
                                                void *userData, unsigned int syncMode, bool ptds)
{
    return launch_host_func(stream, fn, userData, syncMode, true, ptds);
}
OCR_API_PTSZ(cudaLaunchHostFunc_v2,
             (cudaStream_t stream, cudaHostFn_t fn, void *userData, unsigned int syncMode), stream,
             fn, userData, syncMode)

static cudaError_t cudaStreamGetPriority_common(cudaStream_t stream, int *priority, bool ptds)
{
    if (priority == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamGetPriority((CUstream)stream, priority));
}
OCR_API_PTSZ(cudaStreamGetPriority, (cudaStream_t hStream, int *priority), hStream, priority)

static cudaError_t cudaStreamGetFlags_common(cudaStream_t stream, unsigned *flags, bool ptds)
{
    if (flags == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamGetFlags((CUstream)stream, flags));
}
OCR_API_PTSZ(cudaStreamGetFlags, (cudaStream_t hStream, unsigned int *flags), hStream, flags)

static cudaError_t cudaStreamGetId_common(cudaStream_t stream, unsigned long long *id, bool ptds)
{
    if (id == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamGetId((CUstream)stream, id));
}
OCR_API_PTSZ(cudaStreamGetId, (cudaStream_t hStream, unsigned long long *streamId), hStream,
             streamId)

static cudaError_t cudaStreamGetDevice_common(cudaStream_t stream, int *device, bool ptds)
{
    if (device == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUdevice dev;
    err = ocr_cu(OCR_DRV(ptds).cuStreamGetDevice((CUstream)stream, &dev));
    if (err != cudaSuccess)
        return err;
    int d = ocr_device_ordinal(dev);
    if (d < 0)
        return cudaErrorInvalidDevice;
    *device = d;
    return cudaSuccess;
}
OCR_API_PTSZ(cudaStreamGetDevice, (cudaStream_t hStream, int *device), hStream, device)

/* -- stream attributes ----------------------------------------------------------------------- */

/* Stream attributes are launch attributes: the driver's numbering and layout. */
_Static_assert(sizeof(cudaStreamAttrValue) == sizeof(CUstreamAttrValue), "stream attribute value");

static cudaError_t cudaStreamGetAttribute_common(cudaStream_t stream, cudaStreamAttrID attr,
                                                 cudaStreamAttrValue *value, bool ptds)
{
    if (value == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamGetAttribute((CUstream)stream, (CUstreamAttrID)attr,
                                                     (CUstreamAttrValue *)value));
}
OCR_API_PTSZ(cudaStreamGetAttribute,
             (cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out), hStream,
             attr, value_out)

static cudaError_t cudaStreamSetAttribute_common(cudaStream_t stream, cudaStreamAttrID attr,
                                                 const cudaStreamAttrValue *value, bool ptds)
{
    if (value == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamSetAttribute((CUstream)stream, (CUstreamAttrID)attr,
                                                     (const CUstreamAttrValue *)value));
}
OCR_API_PTSZ(cudaStreamSetAttribute,
             (cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value),
             hStream, attr, value)

static cudaError_t cudaStreamCopyAttributes_common(cudaStream_t dst, cudaStream_t src, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamCopyAttributes((CUstream)dst, (CUstream)src));
}
OCR_API_PTSZ(cudaStreamCopyAttributes, (cudaStream_t dst, cudaStream_t src), dst, src)

static cudaError_t cudaStreamAttachMemAsync_common(cudaStream_t stream, void *devPtr, size_t length,
                                                   unsigned flags, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamAttachMemAsync(
        (CUstream)stream, (CUdeviceptr)(uintptr_t)devPtr, length, flags));
}
OCR_API_PTSZ(cudaStreamAttachMemAsync,
             (cudaStream_t stream, void *devPtr, size_t length, unsigned int flags), stream, devPtr,
             length, flags)
