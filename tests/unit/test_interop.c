/*
 * Graphics interoperability (runtime/interop*.c): what reaches the driver and what comes back.
 * Device lists and device arguments are translated between runtime ordinals and CUdevice handles,
 * EGL frames between the runtime's per-plane description and the driver's first-plane one. Where
 * NVIDIA's runtime hands its arguments to the driver as they are (the mapped pointer, the graphics
 * registrations, mappings and connections), so does this one; elsewhere outputs are written only
 * on success. Choosing a device for OpenGL or VDPAU goes through the fake's private runtime
 * interface (fake_graphics). The device services and error logs have test_device_extra.c.
 *
 * This file holds the recorders, the setups and the list of tests; the tests are in
 * test_interop_*.c (test_interop.h). The entries under test are replaced here by recorders (`rec`)
 * after the fake is installed; they log nothing in the fake's call log, and each test's teardown
 * puts the fake's entries back. The fake's devices are numbered from BASE, so that an ordinal
 * passed where a CUdevice belongs shows. The OpenGL, EGL and VDPAU cases are built where the
 * headers are, as the library's files are.
 */
#include "test_interop.h"

/* -- the recorders ----------------------------------------------------------------------------- */

struct interop_rec rec;

static bool record(const char *entry)
{
    rec.entry = entry;
    rec.calls++;
    return rec.result == CUDA_SUCCESS;
}

static CUresult rec_cuGraphicsMapResources(unsigned count, CUgraphicsResource *res, CUstream s)
{
    rec.count = count, rec.resources = res, rec.stream = s;
    return record("cuGraphicsMapResources") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuGraphicsUnmapResources(unsigned count, CUgraphicsResource *res, CUstream s)
{
    rec.count = count, rec.resources = res, rec.stream = s;
    return record("cuGraphicsUnmapResources") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuGraphicsResourceGetMappedPointer(CUdeviceptr *p, size_t *size,
                                                       CUgraphicsResource r)
{
    rec.resource = r;
    if (!record("cuGraphicsResourceGetMappedPointer"))
        return rec.result;
    if (p == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *p = DEVPTR;
    if (size != NULL)
        *size = 4096;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphicsSubResourceGetMappedArray(CUarray *a, CUgraphicsResource r,
                                                        unsigned index, unsigned level)
{
    rec.resource = r, rec.index = index, rec.level = level;
    if (!record("cuGraphicsSubResourceGetMappedArray"))
        return rec.result;
    *a = ARR_B;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphicsResourceGetMappedMipmappedArray(CUmipmappedArray *m,
                                                              CUgraphicsResource r)
{
    rec.resource = r;
    if (!record("cuGraphicsResourceGetMappedMipmappedArray"))
        return rec.result;
    *m = MIP;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphicsResourceSetMapFlags(CUgraphicsResource r, unsigned flags)
{
    rec.resource = r, rec.flags = flags;
    return record("cuGraphicsResourceSetMapFlags") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuGraphicsUnregisterResource(CUgraphicsResource r)
{
    rec.resource = r;
    return record("cuGraphicsUnregisterResource") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuGLGetDevices(unsigned *count, CUdevice *devices, unsigned n, int list)
{
    rec.count = n, rec.device_list = list;
    if (!record("cuGLGetDevices"))
        return rec.result;
    for (unsigned i = 0; i < rec.gl_device_count && i < n; i++)
        devices[i] = rec.gl_devices[i];
    *count = rec.gl_device_count;
    return CUDA_SUCCESS;
}

/* As the driver: the pointer is cleared first (what a failed mapping leaves, measured). */
static CUresult rec_cuGLMapBufferObjectAsync(CUdeviceptr *p, size_t *size, unsigned buffer,
                                             CUstream s)
{
    rec.gl_object = buffer, rec.stream = s, rec.gl_dptr = p;
    bool ok = record("cuGLMapBufferObjectAsync");
    if (p == NULL || size == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *p = 0;
    if (!ok)
        return rec.result;
    *p = DEVPTR + buffer;
    *size = 64;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGLUnmapBufferObjectAsync(unsigned buffer, CUstream s)
{
    rec.gl_object = buffer, rec.stream = s;
    return record("cuGLUnmapBufferObjectAsync") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuGLSetBufferObjectMapFlags(unsigned buffer, unsigned flags)
{
    rec.gl_object = buffer, rec.flags = flags;
    return record("cuGLSetBufferObjectMapFlags") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuGraphicsGLRegisterImage(CUgraphicsResource *r, unsigned image,
                                              unsigned target, unsigned flags)
{
    rec.gl_object = image, rec.gl_target = target, rec.flags = flags, rec.presource = r;
    if (!record("cuGraphicsGLRegisterImage"))
        return rec.result;
    if (r == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *r = RES_A;
    return CUDA_SUCCESS;
}

#if defined(HAVE_EGL)
static CUresult rec_cuGraphicsResourceGetMappedEglFrame(CUeglFrame *f, CUgraphicsResource r,
                                                        unsigned index, unsigned level)
{
    rec.resource = r, rec.index = index, rec.level = level;
    if (!record("cuGraphicsResourceGetMappedEglFrame"))
        return rec.result;
    *f = rec.frame;
    return CUDA_SUCCESS;
}

static CUresult rec_cuEGLStreamProducerPresentFrame(CUeglStreamConnection *conn, CUeglFrame f,
                                                    CUstream *s)
{
    rec.conn = conn, rec.frame = f, rec.pstream = s;
    return record("cuEGLStreamProducerPresentFrame") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuEGLStreamProducerReturnFrame(CUeglStreamConnection *conn, CUeglFrame *f,
                                                   CUstream *s)
{
    rec.conn = conn, rec.pstream = s;
    if (!record("cuEGLStreamProducerReturnFrame"))
        return rec.result;
    *f = rec.frame;
    return CUDA_SUCCESS;
}

static CUresult rec_cuEGLStreamConsumerConnectWithFlags(CUeglStreamConnection *conn, void *stream,
                                                        unsigned flags)
{
    rec.egl_handle = stream, rec.flags = flags, rec.conn = conn;
    if (!record("cuEGLStreamConsumerConnectWithFlags"))
        return rec.result;
    if (conn == NULL || stream == NULL)
        return CUDA_ERROR_INVALID_HANDLE; /* what the driver answers (measured) */
    *conn = (CUeglStreamConnection)(uintptr_t)0xC0C0;
    return CUDA_SUCCESS;
}

#endif

#if defined(HAVE_VDPAU)
static CUresult rec_cuVDPAUGetDevice(CUdevice *dev, uint32_t vdp, ocr_vdp_get_proc_address *gpa)
{
    (void)gpa;
    rec.vdp = vdp;
    if (!record("cuVDPAUGetDevice"))
        return rec.result;
    if (dev == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *dev = rec.dev;
    return CUDA_SUCCESS;
}

static CUresult rec_cuGraphicsVDPAURegisterOutputSurface(CUgraphicsResource *r, uint32_t surface,
                                                         unsigned flags)
{
    rec.vdp = surface, rec.flags = flags, rec.presource = r;
    if (!record("cuGraphicsVDPAURegisterOutputSurface"))
        return rec.result;
    if (r == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *r = RES_B;
    return CUDA_SUCCESS;
}
#endif

#define REC(name)                                                                                  \
    do {                                                                                           \
        ocr_drv[0].name = rec_##name;                                                              \
        ocr_drv[1].name = rec_##name;                                                              \
    } while (0)

static int group_setup(void **state)
{
    fake_config.device_count = DEVICES;
    fake_config.device_base = BASE;
    return unit_install_fake(state);
}

static int setup(void **state)
{
    memset(&rec, 0, sizeof rec);
    REC(cuGraphicsMapResources);
    REC(cuGraphicsUnmapResources);
    REC(cuGraphicsResourceGetMappedPointer);
    REC(cuGraphicsSubResourceGetMappedArray);
    REC(cuGraphicsResourceGetMappedMipmappedArray);
    REC(cuGraphicsResourceSetMapFlags);
    REC(cuGraphicsUnregisterResource);
    REC(cuGLGetDevices);
    REC(cuGLMapBufferObjectAsync);
    REC(cuGLUnmapBufferObjectAsync);
    REC(cuGLSetBufferObjectMapFlags);
    REC(cuGraphicsGLRegisterImage);
#if defined(HAVE_EGL)
    REC(cuGraphicsResourceGetMappedEglFrame);
    REC(cuEGLStreamProducerPresentFrame);
    REC(cuEGLStreamProducerReturnFrame);
    REC(cuEGLStreamConsumerConnectWithFlags);
#endif
#if defined(HAVE_VDPAU)
    REC(cuVDPAUGetDevice);
    REC(cuGraphicsVDPAURegisterOutputSurface);
#endif
    return unit_reset(state);
}

static int teardown(void **state)
{
    (void)state;
    ocr_drv[0] = *fake_driver_table();
    ocr_drv[1] = *fake_driver_table();
    return 0;
}

#define TEST(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        TEST(cudaGraphicsMapResources_passes_count_array_and_stream),
        TEST(cudaGraphicsResource_getters_write_outputs_on_success),
        TEST(cudaGraphicsResourceSetMapFlags_and_unregister_pass_through),
#if defined(HAVE_GL)
        TEST(cudaGLGetDevices_answers_runtime_ordinals),
        TEST(cudaGLGetDevices_then_cudaGLSetGLDevice),
        TEST(cudaGLSetGLDevice_chooses_an_unused_device),
        TEST(cudaGLSetGLDevice_failure_leaves_the_device_chosen),
        TEST(cudaGLSetGLDevice_needs_the_drivers_runtime_interface),
        TEST(cudaGLMapBufferObject_returns_the_pointer),
        TEST(cudaGLUnmapBufferObject_unmaps_asynchronously),
        TEST(cudaGLRegisterBufferObject_initialises_opengl_first),
        TEST(cudaGraphicsGLRegisterImage_passes_image_target_flags),
#endif
#if defined(HAVE_EGL)
        TEST(cudaGraphicsResourceGetMappedEglFrame_semiplanar_pitch),
        TEST(cudaGraphicsResourceGetMappedEglFrame_planar_and_wide_formats),
        TEST(cudaGraphicsResourceGetMappedEglFrame_rejects_what_the_runtime_cannot_name),
        TEST(cudaEGLStreamProducerPresentFrame_gives_the_driver_the_first_plane),
        TEST(egl_frames_round_trip_for_every_named_format),
        TEST(cudaEGLStreamProducerReturnFrame_null_frame),
        TEST(egl_connections_and_events),
#endif
#if defined(HAVE_VDPAU)
        TEST(cudaVDPAUGetDevice_answers_the_drivers_device),
        TEST(cudaVDPAUSetVDPAUDevice_configures_the_primary_context),
        TEST(cudaGraphicsVDPAURegisterOutputSurface_passes_surface_and_flags),
#endif
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
