/*
 * EGL interoperability: EGLImage registration, EGLStream consumers and producers, mapped EGL
 * frames and events from EGLSync objects, over the driver's cuEGL* / cuGraphicsEGL* entries.
 * Stream connections are the driver's CUeglStreamConnection handles, resources its
 * CUgraphicsResource handles.
 *
 * Frames are translated both ways. The driver's CUeglFrame describes the first plane (width,
 * height, depth, pitch, channel count and array format); the runtime's cudaEglFrame describes
 * every plane, with a channel descriptor each and, for pitched frames, a cudaPitchedPtr each.
 * The other planes follow from the color format: half width (4:2:0, 4:2:2) and half height
 * (4:2:0) for the chroma planes, whose pitch is then half the first plane's; the chroma plane of
 * a semi-planar format has a second channel (8 bits, 16 for the 10- and 12-bit formats). This
 * is the geometry NVIDIA's own re-implementation of the runtime (cuda-python) gives. Color
 * formats have the driver's values; the four the runtime does not name are
 * cudaErrorInvalidValue either way, as is an unknown frame type.
 *
 * Compiled only where the EGL headers are installed, under the condition the generated stubs
 * use: without them, runtime/stubs_generated.c keeps these entry points (cudaErrorNotSupported).
 */
#include "../memory/memory_internal.h"
#include "internal.h"

#if defined(__has_include)
#if __has_include(<EGL/egl.h>) && __has_include(<EGL/eglext.h>)
#define OCR_HAVE_EGL 1
#endif
#endif

#if defined(OCR_HAVE_EGL)
#include <cudaEGL.h>
#include <cuda_egl_interop.h>
#include <string.h>

_Static_assert(sizeof(EGLint) == sizeof(int32_t), "the driver table declares EGLint as int32_t");
_Static_assert((int)CUDA_EGL_MAX_PLANES == (int)MAX_PLANES,
               "runtime and driver frames have 3 planes");
_Static_assert((int)cudaEglFrameTypeArray == (int)CU_EGL_FRAME_TYPE_ARRAY &&
                   (int)cudaEglFrameTypePitch == (int)CU_EGL_FRAME_TYPE_PITCH,
               "cudaEglFrameType values are the driver's");
_Static_assert((int)cudaEglResourceLocationSysmem == (int)CU_EGL_RESOURCE_LOCATION_SYSMEM &&
                   (int)cudaEglResourceLocationVidmem == (int)CU_EGL_RESOURCE_LOCATION_VIDMEM,
               "cudaEglResourceLocationFlags are the driver's");
_Static_assert((int)cudaEglColorFormatYUV420Planar == (int)CU_EGL_COLOR_FORMAT_YUV420_PLANAR &&
                   (int)cudaEglColorFormatARGB == (int)CU_EGL_COLOR_FORMAT_ARGB &&
                   (int)cudaEglColorFormatYUVA_ER == (int)CU_EGL_COLOR_FORMAT_YUVA_ER &&
                   (int)cudaEglColorFormatYUVA == (int)CU_EGL_COLOR_FORMAT_YUVA &&
                   (int)cudaEglColorFormatYVYU == (int)CU_EGL_COLOR_FORMAT_YVYU &&
                   (int)cudaEglColorFormatUYVY2020 == (int)CU_EGL_COLOR_FORMAT_UYVY_2020,
               "cudaEglColorFormat values are the driver's");

/* -- frames ------------------------------------------------------------------------------------ */

/* How the planes after the first one relate to it. */
struct egl_layout {
    unsigned char wshift, hshift; /* chroma width and height: the first plane's >> shift */
    unsigned char pshift;         /* chroma pitch: the first plane's >> shift */
    unsigned char chroma_y;       /* bits of the second channel of a semi-planar chroma plane */
    bool chroma;                  /* the format has chroma planes of its own */
};

/* The layout of a color format the runtime names; false for any other value. */
static bool egl_layout(unsigned int format, struct egl_layout *l)
{
    memset(l, 0, sizeof *l);
    switch (format) {
    /* 4:2:0, planar */
    case cudaEglColorFormatYUV420Planar:
    case cudaEglColorFormatYUV420Planar_ER:
    case cudaEglColorFormatYVU420Planar:
    case cudaEglColorFormatYVU420Planar_ER:
    case cudaEglColorFormatYUV420Planar_2020:
    case cudaEglColorFormatYVU420Planar_2020:
    case cudaEglColorFormatYUV420Planar_709:
    case cudaEglColorFormatYVU420Planar_709:
        *l = (struct egl_layout){1, 1, 1, 0, true};
        return true;
    /* 4:2:0, semi-planar, 8 bits */
    case cudaEglColorFormatYUV420SemiPlanar:
    case cudaEglColorFormatYUV420SemiPlanar_ER:
    case cudaEglColorFormatYVU420SemiPlanar:
    case cudaEglColorFormatYVU420SemiPlanar_ER:
    case cudaEglColorFormatYUV420SemiPlanar_2020:
    case cudaEglColorFormatYVU420SemiPlanar_2020:
    case cudaEglColorFormatYUV420SemiPlanar_709:
    case cudaEglColorFormatYVU420SemiPlanar_709:
        *l = (struct egl_layout){1, 1, 1, 8, true};
        return true;
    /* 4:2:0, semi-planar, 10 and 12 bits */
    case cudaEglColorFormatY10V10U10_420SemiPlanar:
    case cudaEglColorFormatY12V12U12_420SemiPlanar:
    case cudaEglColorFormatY10V10U10_420SemiPlanar_709:
    case cudaEglColorFormatY10V10U10_420SemiPlanar_2020:
    case cudaEglColorFormatY10V10U10_420SemiPlanar_ER:
    case cudaEglColorFormatY10V10U10_420SemiPlanar_709_ER:
    case cudaEglColorFormatY12V12U12_420SemiPlanar_ER:
    case cudaEglColorFormatY12V12U12_420SemiPlanar_709_ER:
        *l = (struct egl_layout){1, 1, 1, 16, true};
        return true;
    /* 4:2:2, planar */
    case cudaEglColorFormatYUV422Planar:
    case cudaEglColorFormatYUV422Planar_ER:
    case cudaEglColorFormatYVU422Planar:
    case cudaEglColorFormatYVU422Planar_ER:
        *l = (struct egl_layout){1, 0, 1, 0, true};
        return true;
    /* 4:2:2, semi-planar, 8 bits */
    case cudaEglColorFormatYUV422SemiPlanar:
    case cudaEglColorFormatYUV422SemiPlanar_ER:
    case cudaEglColorFormatYVU422SemiPlanar:
    case cudaEglColorFormatYVU422SemiPlanar_ER:
        *l = (struct egl_layout){1, 0, 1, 8, true};
        return true;
    /* 4:2:2, semi-planar, 10 bits */
    case cudaEglColorFormatY10V10U10_422SemiPlanar:
    case cudaEglColorFormatY10V10U10_422SemiPlanar_709:
    case cudaEglColorFormatY10V10U10_422SemiPlanar_2020:
        *l = (struct egl_layout){1, 0, 1, 16, true};
        return true;
    /* 4:4:4, planar */
    case cudaEglColorFormatYUV444Planar:
    case cudaEglColorFormatYUV444Planar_ER:
    case cudaEglColorFormatYVU444Planar:
    case cudaEglColorFormatYVU444Planar_ER:
        *l = (struct egl_layout){0, 0, 0, 0, true};
        return true;
    /* 4:4:4, semi-planar, 8 bits */
    case cudaEglColorFormatYUV444SemiPlanar:
    case cudaEglColorFormatYUV444SemiPlanar_ER:
    case cudaEglColorFormatYVU444SemiPlanar:
    case cudaEglColorFormatYVU444SemiPlanar_ER:
        *l = (struct egl_layout){0, 0, 0, 8, true};
        return true;
    /* 4:4:4, semi-planar, 10 and 12 bits */
    case cudaEglColorFormatY10V10U10_444SemiPlanar:
    case cudaEglColorFormatY12V12U12_444SemiPlanar:
    case cudaEglColorFormatY10V10U10_444SemiPlanar_ER:
    case cudaEglColorFormatY10V10U10_444SemiPlanar_709_ER:
    case cudaEglColorFormatY12V12U12_444SemiPlanar_ER:
    case cudaEglColorFormatY12V12U12_444SemiPlanar_709_ER:
        *l = (struct egl_layout){0, 0, 0, 16, true};
        return true;
    /* one plane: packed YUV, RGB, luminance, alpha, Bayer */
    case cudaEglColorFormatARGB:
    case cudaEglColorFormatRGBA:
    case cudaEglColorFormatL:
    case cudaEglColorFormatR:
    case cudaEglColorFormatYUYV422:
    case cudaEglColorFormatUYVY422:
    case cudaEglColorFormatABGR:
    case cudaEglColorFormatBGRA:
    case cudaEglColorFormatA:
    case cudaEglColorFormatRG:
    case cudaEglColorFormatAYUV:
    case cudaEglColorFormatVYUY_ER:
    case cudaEglColorFormatUYVY_ER:
    case cudaEglColorFormatYUYV_ER:
    case cudaEglColorFormatYVYU_ER:
    case cudaEglColorFormatYUVA_ER:
    case cudaEglColorFormatAYUV_ER:
    case cudaEglColorFormatY:
    case cudaEglColorFormatY_ER:
    case cudaEglColorFormatY_709_ER:
    case cudaEglColorFormatY10_ER:
    case cudaEglColorFormatY10_709_ER:
    case cudaEglColorFormatY12_ER:
    case cudaEglColorFormatY12_709_ER:
    case cudaEglColorFormatYUVA:
    case cudaEglColorFormatYVYU:
    case cudaEglColorFormatVYUY:
    case cudaEglColorFormatUYVY709:
    case cudaEglColorFormatUYVY709_ER:
    case cudaEglColorFormatUYVY2020:
        return true;
    default:
        /* Bayer, one plane: two runs of values, around the three YVU planar formats. */
        return (format >= cudaEglColorFormatBayerRGGB && format <= cudaEglColorFormatBayer20GBRG) ||
               (format >= cudaEglColorFormatBayerIspRGGB &&
                format <= cudaEglColorFormatBayer12CCCC);
    }
}

/* The driver's frame -> the runtime's, checked in the order of NVIDIA's re-implementation: the
 * planes' channel descriptor (cudaErrorInvalidChannelDescriptor), then the color format and the
 * frame type (cudaErrorInvalidValue). Fails without writing `out`. */
static cudaError_t egl_frame_from_cu(const CUeglFrame *in, cudaEglFrame *out)
{
    if (in->planeCount > CUDA_EGL_MAX_PLANES)
        return cudaErrorInvalidValue;
    struct egl_layout l;
    bool named = egl_layout(in->eglColorFormat, &l);
    cudaEglFrame f;
    memset(&f, 0, sizeof f);
    for (unsigned int i = 0; i < in->planeCount; i++) {
        cudaEglPlaneDesc *p = &f.planeDesc[i];
        cudaError_t err = ocr_channel_desc(in->cuFormat, in->numChannels, &p->channelDesc);
        if (err != cudaSuccess)
            return err;
        p->depth = in->depth;
        p->numChannels = in->numChannels;
        if (i == 0) {
            p->width = in->width;
            p->height = in->height;
            p->pitch = in->pitch;
        } else if (l.chroma) {
            p->width = in->width >> l.wshift;
            p->height = in->height >> l.hshift;
            p->pitch = in->pitch >> l.pshift;
            if (i == 1 && l.chroma_y)
                p->channelDesc.y = l.chroma_y;
        }
        if (in->frameType == CU_EGL_FRAME_TYPE_ARRAY)
            f.frame.pArray[i] = (cudaArray_t)in->frame.pArray[i];
        else
            f.frame.pPitch[i] =
                make_cudaPitchedPtr(in->frame.pPitch[i], p->pitch, p->width, p->height);
    }
    if (!named ||
        (in->frameType != CU_EGL_FRAME_TYPE_ARRAY && in->frameType != CU_EGL_FRAME_TYPE_PITCH))
        return cudaErrorInvalidValue;
    f.planeCount = in->planeCount;
    f.frameType = (cudaEglFrameType)in->frameType;
    f.eglColorFormat = (cudaEglColorFormat)in->eglColorFormat;
    *out = f;
    return cudaSuccess;
}

/* The runtime's frame -> the driver's: the first plane's geometry and channel descriptor, every
 * plane's array or pointer. cudaErrorInvalidChannelDescriptor for a descriptor the runtime does
 * not accept, cudaErrorInvalidValue for an unknown color format or frame type. */
static cudaError_t egl_frame_to_cu(const cudaEglFrame *in, CUeglFrame *out)
{
    memset(out, 0, sizeof *out);
    unsigned int channels = 0;
    cudaError_t err = ocr_channel_format(&in->planeDesc[0].channelDesc, &out->cuFormat, &channels);
    if (err != cudaSuccess)
        return err;
    struct egl_layout l;
    if (in->planeCount > CUDA_EGL_MAX_PLANES || !egl_layout(in->eglColorFormat, &l) ||
        (in->frameType != cudaEglFrameTypeArray && in->frameType != cudaEglFrameTypePitch))
        return cudaErrorInvalidValue;
    out->numChannels = channels;
    for (unsigned int i = 0; i < in->planeCount; i++) {
        if (in->frameType == cudaEglFrameTypeArray)
            out->frame.pArray[i] = (CUarray)in->frame.pArray[i];
        else
            out->frame.pPitch[i] = in->frame.pPitch[i].ptr;
    }
    out->width = in->planeDesc[0].width;
    out->height = in->planeDesc[0].height;
    out->depth = in->planeDesc[0].depth;
    out->pitch = in->planeDesc[0].pitch;
    out->planeCount = in->planeCount;
    out->frameType = (CUeglFrameType)in->frameType;
    out->eglColorFormat = (CUeglColorFormat)in->eglColorFormat;
    return cudaSuccess;
}

/* -- images and mapped frames ------------------------------------------------------------------ */

/* NVIDIA's runtime hands its outputs to the driver as they are, in every EGL call but the frame
 * getters (whose frames it translates). */
cudaError_t cudaGraphicsEGLRegisterImage(struct cudaGraphicsResource **pCudaResource,
                                         EGLImageKHR image, unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsEGLRegisterImage((CUgraphicsResource *)(void *)pCudaResource,
                                                    image, flags));
    OCR_RETURN(err);
}

/* As NVIDIA's runtime: the driver is asked first (a NULL resource is its
 * cudaErrorInvalidResourceHandle, measured on the H200), then its frame is translated. NVIDIA's
 * writes the translation through a NULL frame (a crash); ours answers cudaErrorInvalidValue. */
cudaError_t cudaGraphicsResourceGetMappedEglFrame(cudaEglFrame *eglFrame,
                                                  cudaGraphicsResource_t resource,
                                                  unsigned int index, unsigned int mipLevel)
{
    cudaError_t err = ocr_enter();
    CUeglFrame f;
    memset(&f, 0, sizeof f);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsResourceGetMappedEglFrame(&f, (CUgraphicsResource)resource,
                                                             index, mipLevel));
    if (err == cudaSuccess && eglFrame == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = egl_frame_from_cu(&f, eglFrame);
    OCR_RETURN(err);
}

/* NVIDIA's runtime for this platform initialises, then answers cudaErrorNotSupported to every
 * call, whatever the arguments, without asking the driver and without recording it as the last
 * error (its body is a constant 801): so does this one. */
cudaError_t cudaEventCreateFromEGLSync(cudaEvent_t *phEvent, EGLSyncKHR eglSync, unsigned int flags)
{
    (void)phEvent, (void)eglSync, (void)flags;
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    return cudaErrorNotSupported;
}

/* -- EGLStream consumers ----------------------------------------------------------------------- */

/* The connection is the driver's to write (a NULL one, or a NULL stream, is its
 * cudaErrorInvalidResourceHandle, measured on the H200). */
cudaError_t cudaEGLStreamConsumerConnect(cudaEglStreamConnection *conn, EGLStreamKHR eglStream)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEGLStreamConsumerConnect(conn, eglStream));
    OCR_RETURN(err);
}

cudaError_t cudaEGLStreamConsumerConnectWithFlags(cudaEglStreamConnection *conn,
                                                  EGLStreamKHR eglStream, unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEGLStreamConsumerConnectWithFlags(conn, eglStream, flags));
    OCR_RETURN(err);
}

cudaError_t cudaEGLStreamConsumerDisconnect(cudaEglStreamConnection *conn)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEGLStreamConsumerDisconnect(conn));
    OCR_RETURN(err);
}

cudaError_t cudaEGLStreamConsumerAcquireFrame(cudaEglStreamConnection *conn,
                                              cudaGraphicsResource_t *pCudaResource,
                                              cudaStream_t *pStream, unsigned int timeout)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEGLStreamConsumerAcquireFrame(conn, (CUgraphicsResource *)pCudaResource,
                                                         (CUstream *)pStream, timeout));
    OCR_RETURN(err);
}

cudaError_t cudaEGLStreamConsumerReleaseFrame(cudaEglStreamConnection *conn,
                                              cudaGraphicsResource_t pCudaResource,
                                              cudaStream_t *pStream)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEGLStreamConsumerReleaseFrame(conn, (CUgraphicsResource)pCudaResource,
                                                         (CUstream *)pStream));
    OCR_RETURN(err);
}

/* -- EGLStream producers ----------------------------------------------------------------------- */

cudaError_t cudaEGLStreamProducerConnect(cudaEglStreamConnection *conn, EGLStreamKHR eglStream,
                                         EGLint width, EGLint height)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEGLStreamProducerConnect(conn, eglStream, width, height));
    OCR_RETURN(err);
}

cudaError_t cudaEGLStreamProducerDisconnect(cudaEglStreamConnection *conn)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEGLStreamProducerDisconnect(conn));
    OCR_RETURN(err);
}

cudaError_t cudaEGLStreamProducerPresentFrame(cudaEglStreamConnection *conn, cudaEglFrame eglframe,
                                              cudaStream_t *pStream)
{
    cudaError_t err = ocr_enter();
    CUeglFrame f;
    if (err == cudaSuccess)
        err = egl_frame_to_cu(&eglframe, &f);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEGLStreamProducerPresentFrame(conn, f, (CUstream *)pStream));
    OCR_RETURN(err);
}

/* A NULL frame is cudaErrorInvalidResourceHandle, as in NVIDIA's re-implementation. */
cudaError_t cudaEGLStreamProducerReturnFrame(cudaEglStreamConnection *conn, cudaEglFrame *eglframe,
                                             cudaStream_t *pStream)
{
    if (eglframe == NULL)
        OCR_RETURN(cudaErrorInvalidResourceHandle);
    cudaError_t err = ocr_enter();
    CUeglFrame f;
    memset(&f, 0, sizeof f);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuEGLStreamProducerReturnFrame(conn, &f, (CUstream *)pStream));
    if (err == cudaSuccess)
        err = egl_frame_from_cu(&f, eglframe);
    OCR_RETURN(err);
}

#endif /* OCR_HAVE_EGL */
