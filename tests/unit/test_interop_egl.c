/*
 * EGL interoperability in test_interop (built where the EGL headers are): frames translated between
 * the runtime's per-plane description and the driver's first-plane one for every named format, what
 * the runtime cannot name refused, stream producers and consumers, connections and events.
 */
#include "test_interop.h"

/* -- EGL --------------------------------------------------------------------------------------- */

#if defined(HAVE_EGL)
/* A 64x32 NV12 (4:2:0 semi-planar) frame of pitch 128, as the driver describes it. */
static CUeglFrame nv12_pitch(void)
{
    CUeglFrame f;
    memset(&f, 0, sizeof f);
    f.frame.pPitch[0] = (void *)(uintptr_t)0x9000;
    f.frame.pPitch[1] = (void *)(uintptr_t)0x9800;
    f.width = 64, f.height = 32, f.depth = 1, f.pitch = 128;
    f.planeCount = 2, f.numChannels = 1;
    f.frameType = CU_EGL_FRAME_TYPE_PITCH;
    f.eglColorFormat = CU_EGL_COLOR_FORMAT_YUV420_SEMIPLANAR;
    f.cuFormat = CU_AD_FORMAT_UNSIGNED_INT8;
    return f;
}

static void assert_desc(struct cudaChannelFormatDesc d, int x, int y, int z, int w,
                        enum cudaChannelFormatKind k)
{
    assert_int_equal(d.x, x);
    assert_int_equal(d.y, y);
    assert_int_equal(d.z, z);
    assert_int_equal(d.w, w);
    assert_int_equal(d.f, k);
}

void cudaGraphicsResourceGetMappedEglFrame_semiplanar_pitch(void **state)
{
    (void)state;
    rec.frame = nv12_pitch();
    cudaEglFrame f;
    memset(&f, 0xff, sizeof f);
    assert_cuda(cudaSuccess,
                cudaGraphicsResourceGetMappedEglFrame(&f, (cudaGraphicsResource_t)RES_A, 3, 1));
    assert_ptr_equal(rec.resource, RES_A);
    assert_int_equal(rec.index, 3);
    assert_int_equal(rec.level, 1);
    assert_int_equal(f.planeCount, 2);
    assert_int_equal(f.frameType, cudaEglFrameTypePitch);
    assert_int_equal(f.eglColorFormat, cudaEglColorFormatYUV420SemiPlanar);
    /* Luma: the driver's first plane. */
    assert_int_equal(f.planeDesc[0].width, 64);
    assert_int_equal(f.planeDesc[0].height, 32);
    assert_int_equal(f.planeDesc[0].depth, 1);
    assert_int_equal(f.planeDesc[0].pitch, 128);
    assert_int_equal(f.planeDesc[0].numChannels, 1);
    assert_desc(f.planeDesc[0].channelDesc, 8, 0, 0, 0, cudaChannelFormatKindUnsigned);
    assert_ptr_equal(f.frame.pPitch[0].ptr, (void *)(uintptr_t)0x9000);
    assert_int_equal(f.frame.pPitch[0].pitch, 128);
    assert_int_equal(f.frame.pPitch[0].xsize, 64);
    assert_int_equal(f.frame.pPitch[0].ysize, 32);
    /* Chroma: half width and height, half pitch, a second 8-bit channel. */
    assert_int_equal(f.planeDesc[1].width, 32);
    assert_int_equal(f.planeDesc[1].height, 16);
    assert_int_equal(f.planeDesc[1].pitch, 64);
    assert_int_equal(f.planeDesc[1].depth, 1);
    assert_desc(f.planeDesc[1].channelDesc, 8, 8, 0, 0, cudaChannelFormatKindUnsigned);
    assert_ptr_equal(f.frame.pPitch[1].ptr, (void *)(uintptr_t)0x9800);
    assert_int_equal(f.frame.pPitch[1].pitch, 64);
    assert_int_equal(f.frame.pPitch[1].xsize, 32);
    assert_int_equal(f.frame.pPitch[1].ysize, 16);
    /* The unused plane is empty. */
    assert_int_equal(f.planeDesc[2].width, 0);
    assert_null(f.frame.pPitch[2].ptr);
}

void cudaGraphicsResourceGetMappedEglFrame_planar_and_wide_formats(void **state)
{
    (void)state;
    cudaEglFrame f;
    /* 4:2:2 planar arrays: chroma at half width, full height. */
    memset(&rec.frame, 0, sizeof rec.frame);
    rec.frame.frame.pArray[0] = ARR_A;
    rec.frame.frame.pArray[1] = ARR_B;
    rec.frame.frame.pArray[2] = ARR_C;
    rec.frame.width = 100, rec.frame.height = 50, rec.frame.depth = 1, rec.frame.pitch = 0;
    rec.frame.planeCount = 3, rec.frame.numChannels = 1;
    rec.frame.frameType = CU_EGL_FRAME_TYPE_ARRAY;
    rec.frame.eglColorFormat = CU_EGL_COLOR_FORMAT_YVU422_PLANAR_ER;
    rec.frame.cuFormat = CU_AD_FORMAT_UNSIGNED_INT8;
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedEglFrame(&f, NULL, 0, 0));
    assert_int_equal(f.frameType, cudaEglFrameTypeArray);
    assert_ptr_equal(f.frame.pArray[0], (cudaArray_t)ARR_A);
    assert_ptr_equal(f.frame.pArray[1], (cudaArray_t)ARR_B);
    assert_ptr_equal(f.frame.pArray[2], (cudaArray_t)ARR_C);
    for (int i = 1; i < 3; i++) {
        assert_int_equal(f.planeDesc[i].width, 50);
        assert_int_equal(f.planeDesc[i].height, 50);
        assert_desc(f.planeDesc[i].channelDesc, 8, 0, 0, 0, cudaChannelFormatKindUnsigned);
    }
    /* 10-bit 4:4:4 semi-planar: full-size chroma with a second 16-bit channel. */
    rec.frame.planeCount = 2;
    rec.frame.eglColorFormat = CU_EGL_COLOR_FORMAT_Y10V10U10_444_SEMIPLANAR;
    rec.frame.cuFormat = CU_AD_FORMAT_UNSIGNED_INT16;
    rec.frame.pitch = 256;
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedEglFrame(&f, NULL, 0, 0));
    assert_int_equal(f.planeDesc[1].width, 100);
    assert_int_equal(f.planeDesc[1].height, 50);
    assert_int_equal(f.planeDesc[1].pitch, 256);
    assert_desc(f.planeDesc[1].channelDesc, 16, 16, 0, 0, cudaChannelFormatKindUnsigned);
    /* A one-plane RGBA frame: four channels. */
    rec.frame.planeCount = 1, rec.frame.numChannels = 4;
    rec.frame.eglColorFormat = CU_EGL_COLOR_FORMAT_ABGR;
    rec.frame.cuFormat = CU_AD_FORMAT_UNSIGNED_INT8;
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedEglFrame(&f, NULL, 0, 0));
    assert_int_equal(f.eglColorFormat, cudaEglColorFormatABGR);
    assert_desc(f.planeDesc[0].channelDesc, 8, 8, 8, 8, cudaChannelFormatKindUnsigned);
}

void cudaGraphicsResourceGetMappedEglFrame_rejects_what_the_runtime_cannot_name(void **state)
{
    (void)state;
    cudaEglFrame f, before;
    memset(&before, 0x5a, sizeof before);
    /* Color formats the driver has and the runtime does not name (RGB, BGR, YUV, YUV_ER). */
    const CUeglColorFormat unnamed[] = {CU_EGL_COLOR_FORMAT_RGB, CU_EGL_COLOR_FORMAT_BGR,
                                        CU_EGL_COLOR_FORMAT_YUV_ER, CU_EGL_COLOR_FORMAT_YUV};
    for (size_t i = 0; i < sizeof unnamed / sizeof unnamed[0]; i++) {
        rec.frame = nv12_pitch();
        rec.frame.eglColorFormat = unnamed[i];
        f = before;
        assert_cuda(cudaErrorInvalidValue, cudaGraphicsResourceGetMappedEglFrame(&f, NULL, 0, 0));
        assert_memory_equal(&f, &before, sizeof f);
    }
    rec.frame = nv12_pitch();
    rec.frame.frameType = (CUeglFrameType)2;
    assert_cuda(cudaErrorInvalidValue, cudaGraphicsResourceGetMappedEglFrame(&f, NULL, 0, 0));
    /* The planes' channel descriptor is checked before the color format. */
    rec.frame = nv12_pitch();
    rec.frame.numChannels = 5;
    rec.frame.eglColorFormat = CU_EGL_COLOR_FORMAT_RGB;
    assert_cuda(cudaErrorInvalidChannelDescriptor,
                cudaGraphicsResourceGetMappedEglFrame(&f, NULL, 0, 0));
    assert_memory_equal(&f, &before, sizeof f);
    /* A driver failure: mapped, and the frame is left alone. */
    rec.result = CUDA_ERROR_NOT_MAPPED;
    assert_cuda(cudaErrorNotMapped, cudaGraphicsResourceGetMappedEglFrame(&f, NULL, 0, 0));
    assert_memory_equal(&f, &before, sizeof f);
    /* The driver is asked before the frame is looked at: a NULL resource is its
     * cudaErrorInvalidResourceHandle (measured on the H200, with a NULL frame too). */
    int calls = rec.calls;
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaGraphicsResourceGetMappedEglFrame(NULL, NULL, 0, 0));
    assert_int_equal(rec.calls, calls + 1);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
    /* A frame the driver gives and there is nowhere to write: NVIDIA's runtime would write
     * through NULL; ours answers cudaErrorInvalidValue. */
    rec.result = CUDA_SUCCESS;
    rec.frame = nv12_pitch();
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphicsResourceGetMappedEglFrame(NULL, (cudaGraphicsResource_t)RES_A, 0, 0));
    assert_int_equal(rec.calls, calls + 2);
}

void cudaEGLStreamProducerPresentFrame_gives_the_driver_the_first_plane(void **state)
{
    (void)state;
    cudaEglFrame f;
    memset(&f, 0, sizeof f);
    f.frame.pPitch[0] = make_cudaPitchedPtr((void *)(uintptr_t)0x9000, 256, 200, 100);
    f.frame.pPitch[1] = make_cudaPitchedPtr((void *)(uintptr_t)0xA000, 128, 100, 50);
    f.planeDesc[0].width = 200, f.planeDesc[0].height = 100, f.planeDesc[0].depth = 1;
    f.planeDesc[0].pitch = 256, f.planeDesc[0].numChannels = 1;
    f.planeDesc[0].channelDesc = cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindUnsigned);
    f.planeDesc[1].width = 100, f.planeDesc[1].height = 50;
    f.planeDesc[1].channelDesc = cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindUnsigned);
    f.planeCount = 2;
    f.frameType = cudaEglFrameTypePitch;
    f.eglColorFormat = cudaEglColorFormatY10V10U10_420SemiPlanar;
    CUeglStreamConnection conn = (CUeglStreamConnection)(uintptr_t)0xC0C0;
    cudaStream_t s = (cudaStream_t)STREAM;
    assert_cuda(cudaSuccess, cudaEGLStreamProducerPresentFrame(&conn, f, &s));
    assert_ptr_equal(rec.conn, &conn);
    assert_ptr_equal(rec.pstream, (CUstream *)&s);
    const CUeglFrame *c = &rec.frame;
    assert_ptr_equal(c->frame.pPitch[0], (void *)(uintptr_t)0x9000);
    assert_ptr_equal(c->frame.pPitch[1], (void *)(uintptr_t)0xA000);
    assert_null(c->frame.pPitch[2]);
    assert_int_equal(c->width, 200);
    assert_int_equal(c->height, 100);
    assert_int_equal(c->depth, 1);
    assert_int_equal(c->pitch, 256);
    assert_int_equal(c->planeCount, 2);
    assert_int_equal(c->numChannels, 1);
    assert_int_equal(c->cuFormat, CU_AD_FORMAT_UNSIGNED_INT16);
    assert_int_equal(c->frameType, CU_EGL_FRAME_TYPE_PITCH);
    assert_int_equal(c->eglColorFormat, CU_EGL_COLOR_FORMAT_Y10V10U10_420_SEMIPLANAR);

    /* The first plane's channel descriptor is checked first, then format and frame type. */
    int calls = rec.calls;
    cudaEglFrame bad = f;
    bad.planeDesc[0].channelDesc = cudaCreateChannelDesc(12, 0, 0, 0, cudaChannelFormatKindFloat);
    bad.eglColorFormat = (cudaEglColorFormat)4;
    assert_cuda(cudaErrorInvalidChannelDescriptor,
                cudaEGLStreamProducerPresentFrame(&conn, bad, &s));
    bad = f;
    bad.eglColorFormat = (cudaEglColorFormat)103;
    assert_cuda(cudaErrorInvalidValue, cudaEGLStreamProducerPresentFrame(&conn, bad, &s));
    bad = f;
    bad.frameType = (cudaEglFrameType)5;
    assert_cuda(cudaErrorInvalidValue, cudaEGLStreamProducerPresentFrame(&conn, bad, &s));
    assert_int_equal(rec.calls, calls);
}

/* Every runtime format survives runtime -> driver -> runtime with the first plane intact. */
void egl_frames_round_trip_for_every_named_format(void **state)
{
    (void)state;
    int named = 0;
    for (int fmt = 0; fmt < 130; fmt++) {
        cudaEglFrame in;
        memset(&in, 0, sizeof in);
        in.frame.pArray[0] = (cudaArray_t)ARR_A;
        in.planeDesc[0].width = 64, in.planeDesc[0].height = 16, in.planeDesc[0].depth = 1;
        in.planeDesc[0].pitch = 64;
        in.planeDesc[0].numChannels = 1;
        in.planeDesc[0].channelDesc =
            cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindUnsigned);
        in.planeCount = 1;
        in.frameType = cudaEglFrameTypeArray;
        in.eglColorFormat = (cudaEglColorFormat)fmt;
        rec.calls = 0;
        cudaError_t e = cudaEGLStreamProducerPresentFrame(NULL, in, NULL);
        bool unnamed = fmt == 4 || fmt == 5 || fmt == 30 || fmt == 103 || fmt > 116;
        assert_cuda(unnamed ? cudaErrorInvalidValue : cudaSuccess, e);
        if (unnamed)
            continue;
        named++;
        assert_int_equal(rec.calls, 1);
        cudaEglFrame out;
        assert_cuda(cudaSuccess, cudaEGLStreamProducerReturnFrame(NULL, &out, NULL));
        assert_int_equal(out.eglColorFormat, fmt);
        assert_int_equal(out.frameType, cudaEglFrameTypeArray);
        assert_int_equal(out.planeCount, 1);
        assert_ptr_equal(out.frame.pArray[0], (cudaArray_t)ARR_A);
        assert_memory_equal(&out.planeDesc[0], &in.planeDesc[0], sizeof out.planeDesc[0]);
    }
    assert_int_equal(named, 113);
}

void cudaEGLStreamProducerReturnFrame_null_frame(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaEGLStreamProducerReturnFrame(NULL, NULL, NULL));
    assert_int_equal(rec.calls, 0);
    rec.result = CUDA_ERROR_LAUNCH_TIMEOUT;
    cudaEglFrame f;
    memset(&f, 0x11, sizeof f);
    cudaEglFrame before = f;
    assert_cuda(cudaErrorLaunchTimeout, cudaEGLStreamProducerReturnFrame(NULL, &f, NULL));
    assert_memory_equal(&f, &before, sizeof f);
}

void egl_connections_and_events(void **state)
{
    (void)state;
    cudaEglStreamConnection conn = NULL;
    assert_cuda(cudaSuccess, cudaEGLStreamConsumerConnectWithFlags(&conn, (EGLStreamKHR)0x51,
                                                                   cudaEglResourceLocationSysmem));
    assert_ptr_equal(conn, (cudaEglStreamConnection)(uintptr_t)0xC0C0);
    assert_ptr_equal(rec.egl_handle, (void *)0x51);
    assert_int_equal(rec.flags, CU_EGL_RESOURCE_LOCATION_SYSMEM);
    /* NVIDIA's runtime on this platform answers cudaErrorNotSupported without the driver. */
    cudaEvent_t ev = NULL;
    int before = rec.calls;
    assert_cuda(cudaErrorNotSupported,
                cudaEventCreateFromEGLSync(&ev, (EGLSyncKHR)0x52, cudaEventBlockingSync));
    assert_null(ev);
    assert_int_equal(rec.calls, before);
    assert_cuda(cudaSuccess, cudaGetLastError()); /* not recorded, as NVIDIA's */
    assert_ptr_equal(rec.conn, &conn);            /* the caller's connection goes to the driver */
    rec.result = CUDA_ERROR_INVALID_VALUE;
    conn = NULL;
    assert_cuda(cudaErrorInvalidValue,
                cudaEGLStreamConsumerConnectWithFlags(&conn, (EGLStreamKHR)0x51, 0));
    assert_null(conn);
    /* NULL arguments are the driver's to refuse (cudaErrorInvalidResourceHandle, measured on
     * the H200), as NVIDIA's runtime hands them over. */
    rec.result = CUDA_SUCCESS;
    int calls = rec.calls;
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaEGLStreamConsumerConnectWithFlags(NULL, NULL, 0));
    assert_int_equal(rec.calls, calls + 1);
    assert_null(rec.conn);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
    assert_cuda(cudaErrorNotSupported, cudaEventCreateFromEGLSync(NULL, NULL, 0));
    assert_int_equal(rec.calls, calls + 1);
    /* The other connections and the image registration hand their outputs over too. */
    fake_set_result("cuEGLStreamConsumerConnect", CUDA_ERROR_INVALID_HANDLE);
    fake_set_result("cuEGLStreamProducerConnect", CUDA_ERROR_INVALID_HANDLE);
    fake_set_result("cuGraphicsEGLRegisterImage", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaEGLStreamConsumerConnect(NULL, NULL));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaEGLStreamProducerConnect(NULL, NULL, 4, 4));
    assert_cuda(cudaErrorInvalidValue, cudaGraphicsEGLRegisterImage(NULL, NULL, 0));
    assert_calls("cuEGLStreamConsumerConnect", 1);
    assert_calls("cuEGLStreamProducerConnect", 1);
    assert_calls("cuGraphicsEGLRegisterImage", 1);
}
#endif
