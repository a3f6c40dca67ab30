/*
 * Graphics interoperability (runtime/interop*.c): what reaches the driver and what comes back.
 * Device lists and device arguments are translated between runtime ordinals and CUdevice handles,
 * EGL frames between the runtime's per-plane description and the driver's first-plane one. Where
 * NVIDIA's runtime hands its arguments to the driver as they are (the mapped pointer, the graphics
 * registrations, mappings and connections), so does this one; elsewhere outputs are written only
 * on success. Choosing a device for OpenGL or VDPAU goes through the fake's private runtime
 * interface (fake_graphics). The device services and error logs have test_device_extra.c.
 *
 * The entries under test are replaced here by recorders (`rec`) after the fake is installed; they
 * log nothing in the fake's call log, and each test's teardown puts the fake's entries back. The
 * fake's devices are numbered from BASE, so that an ordinal passed where a CUdevice belongs shows.
 * The OpenGL, EGL and VDPAU cases are built where the headers are, as the library's files are.
 */
#include "unit.h"

#if defined(__has_include)
#if __has_include(<GL/gl.h>)
#include <GL/gl.h>
#include <cuda_gl_interop.h>
#define HAVE_GL 1
#endif
#if __has_include(<EGL/egl.h>) && __has_include(<EGL/eglext.h>)
#include <cudaEGL.h>
#include <cuda_egl_interop.h>
#define HAVE_EGL 1
#endif
#if __has_include(<vdpau/vdpau.h>)
#include <cuda_vdpau_interop.h>
#define HAVE_VDPAU 1
#endif
#endif

#define DEVICES 2
#define BASE 10

#define RES_A ((CUgraphicsResource)(uintptr_t)0x6A00)
#define RES_B ((CUgraphicsResource)(uintptr_t)0x6B00)
#define ARR_A ((CUarray)(uintptr_t)0xA100)
#define ARR_B ((CUarray)(uintptr_t)0xB200)
#define ARR_C ((CUarray)(uintptr_t)0xC300)
#define MIP ((CUmipmappedArray)(uintptr_t)0xD400)
#define STREAM ((CUstream)(uintptr_t)0x5700)
#define DEVPTR ((CUdeviceptr)0x7000001000ULL)

/* -- the recorders ----------------------------------------------------------------------------- */

static struct {
    const char *entry; /* last recorder called */
    int calls;
    CUresult result; /* what the recorders return (CUDA_SUCCESS unless a test says) */
    unsigned count;
    CUgraphicsResource *resources;
    CUgraphicsResource resource;
    CUstream stream;
    CUstream *pstream;
    unsigned flags, index, level;
    CUdevice dev;
    unsigned gl_object, gl_target;
    CUdeviceptr *gl_dptr;
    CUgraphicsResource *presource;
    int device_list;
    CUdevice gl_devices[4];
    unsigned gl_device_count;
#if defined(HAVE_EGL)
    CUeglFrame frame; /* given back by the frame getters, captured by PresentFrame */
    CUeglStreamConnection *conn;
    void *egl_handle;
#endif
    uint32_t vdp;
} rec;

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

/* -- graphics resources ------------------------------------------------------------------------ */

static void cudaGraphicsMapResources_passes_count_array_and_stream(void **state)
{
    (void)state;
    cudaGraphicsResource_t res[2] = {(cudaGraphicsResource_t)RES_A, (cudaGraphicsResource_t)RES_B};
    assert_cuda(cudaSuccess, cudaGraphicsMapResources(2, res, (cudaStream_t)STREAM));
    assert_string_equal(rec.entry, "cuGraphicsMapResources");
    assert_int_equal(rec.count, 2);
    assert_ptr_equal(rec.resources, res);
    assert_ptr_equal(rec.stream, STREAM);
    assert_cuda(cudaSuccess, cudaGraphicsUnmapResources(1, res, NULL));
    assert_string_equal(rec.entry, "cuGraphicsUnmapResources");
    assert_int_equal(rec.count, 1);
    assert_null(rec.stream);
    /* The driver answers for an empty list. */
    assert_cuda(cudaSuccess, cudaGraphicsMapResources(0, NULL, NULL));
    assert_int_equal(rec.calls, 3);
    assert_int_equal(rec.count, 0);
    /* As NVIDIA's runtime, no count is checked: a negative one reaches the driver as the
     * unsigned count it is, and the driver's answer is the call's (for a NULL resource,
     * cudaErrorInvalidResourceHandle, measured on the GPU). */
    cudaGraphicsResource_t none = NULL;
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphicsMapResources(-1, &none, NULL));
    assert_int_equal(rec.count, 0xFFFFFFFFu);
    assert_ptr_equal(rec.resources, &none);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphicsUnmapResources(-2, &none, NULL));
    assert_string_equal(rec.entry, "cuGraphicsUnmapResources");
    assert_int_equal(rec.count, 0xFFFFFFFEu);
    assert_int_equal(rec.calls, 5);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
    /* Driver failures come back mapped and recorded. */
    rec.result = CUDA_ERROR_ALREADY_MAPPED;
    assert_cuda(cudaErrorAlreadyMapped, cudaGraphicsMapResources(1, res, NULL));
    assert_cuda(cudaErrorAlreadyMapped, cudaGetLastError());
}

static void cudaGraphicsResource_getters_write_outputs_on_success(void **state)
{
    (void)state;
    cudaGraphicsResource_t r = (cudaGraphicsResource_t)RES_A;
    void *p = (void *)1;
    size_t size = 1;
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedPointer(&p, &size, r));
    assert_ptr_equal(p, (void *)(uintptr_t)DEVPTR);
    assert_int_equal(size, 4096);
    assert_ptr_equal(rec.resource, RES_A);
    cudaArray_t a = NULL;
    assert_cuda(cudaSuccess,
                cudaGraphicsSubResourceGetMappedArray(&a, r, cudaGraphicsCubeFaceNegativeY, 2));
    assert_ptr_equal(a, (cudaArray_t)ARR_B);
    assert_int_equal(rec.index, CU_CUBEMAP_FACE_NEGATIVE_Y);
    assert_int_equal(rec.level, 2);
    cudaMipmappedArray_t m = NULL;
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedMipmappedArray(&m, r));
    assert_ptr_equal(m, (cudaMipmappedArray_t)MIP);

    /* Failures leave the outputs alone. */
    rec.result = CUDA_ERROR_NOT_MAPPED_AS_POINTER;
    p = (void *)1, size = 1;
    assert_cuda(cudaErrorNotMappedAsPointer, cudaGraphicsResourceGetMappedPointer(&p, &size, r));
    assert_ptr_equal(p, (void *)1);
    assert_int_equal(size, 1);
    rec.result = CUDA_ERROR_NOT_MAPPED_AS_ARRAY;
    a = (cudaArray_t)ARR_C;
    assert_cuda(cudaErrorNotMappedAsArray, cudaGraphicsSubResourceGetMappedArray(&a, r, 0, 0));
    assert_ptr_equal(a, (cudaArray_t)ARR_C);

    /* NULL outputs go to the driver as NVIDIA's runtime sends them: the pointer and the size as
     * they are (a NULL size is accepted), the arrays through a local, written back nowhere. */
    rec.result = CUDA_SUCCESS;
    int calls = rec.calls;
    p = (void *)1;
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedPointer(&p, NULL, r));
    assert_ptr_equal(p, (void *)(uintptr_t)DEVPTR);
    assert_cuda(cudaErrorInvalidValue, cudaGraphicsResourceGetMappedPointer(NULL, &size, r));
    assert_cuda(cudaSuccess, cudaGraphicsSubResourceGetMappedArray(NULL, r, 0, 0));
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedMipmappedArray(NULL, r));
    assert_int_equal(rec.calls, calls + 4);
}

static void cudaGraphicsResourceSetMapFlags_and_unregister_pass_through(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaGraphicsResourceSetMapFlags((cudaGraphicsResource_t)RES_B,
                                                             cudaGraphicsMapFlagsWriteDiscard));
    assert_ptr_equal(rec.resource, RES_B);
    assert_int_equal(rec.flags, CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD);
    assert_cuda(cudaSuccess, cudaGraphicsResourceSetMapFlags((cudaGraphicsResource_t)RES_B,
                                                             cudaGraphicsMapFlagsReadOnly));
    assert_int_equal(rec.flags, CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY);
    /* Any other value is cudaGraphicsMapFlagsNone to the driver, as NVIDIA's runtime sends it. */
    assert_cuda(cudaSuccess, cudaGraphicsResourceSetMapFlags((cudaGraphicsResource_t)RES_B, 7));
    assert_int_equal(rec.flags, CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE);
    rec.flags = 99;
    assert_cuda(cudaSuccess, cudaGraphicsResourceSetMapFlags((cudaGraphicsResource_t)RES_B, 3));
    assert_int_equal(rec.flags, CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE);
    /* The driver's refusal is the call's. */
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaGraphicsResourceSetMapFlags(NULL, cudaGraphicsMapFlagsWriteDiscard));
    assert_null(rec.resource);
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphicsUnregisterResource(NULL));
    assert_string_equal(rec.entry, "cuGraphicsUnregisterResource");
    assert_null(rec.resource);
}

/* -- OpenGL ------------------------------------------------------------------------------------ */

#if defined(HAVE_GL)
static void cudaGLGetDevices_answers_runtime_ordinals(void **state)
{
    (void)state;
    rec.gl_devices[0] = BASE + 1;
    rec.gl_devices[1] = BASE;
    rec.gl_device_count = 2;
    unsigned count = 0;
    int devices[4] = {-7, -7, -7, -7};
    assert_cuda(cudaSuccess, cudaGLGetDevices(&count, devices, 4, cudaGLDeviceListNextFrame));
    assert_int_equal(rec.device_list, 3);
    assert_int_equal(rec.count, 32); /* the runtime's own array, as NVIDIA's */
    assert_int_equal(count, 2);
    assert_int_equal(devices[0], 1);
    assert_int_equal(devices[1], 0);
    assert_int_equal(devices[2], -7);
    /* Room for one: the count is all of them, one device is written. */
    int one[2] = {-7, -7};
    assert_cuda(cudaSuccess, cudaGLGetDevices(&count, one, 1, cudaGLDeviceListAll));
    assert_int_equal(count, 2);
    assert_int_equal(one[0], 1);
    assert_int_equal(one[1], -7);
    /* Either output may be NULL (NVIDIA's runtime writes each only where it can). */
    devices[0] = -7;
    assert_cuda(cudaSuccess, cudaGLGetDevices(NULL, devices, 4, cudaGLDeviceListAll));
    assert_int_equal(devices[0], 1);
    count = 0;
    assert_cuda(cudaSuccess, cudaGLGetDevices(&count, NULL, 0, cudaGLDeviceListAll));
    assert_int_equal(count, 2);
    /* A GPU the runtime does not enumerate stops the call, as in NVIDIA's runtime: the devices
     * before it are written, the count is not. */
    rec.gl_devices[1] = 99;
    rec.gl_device_count = 3;
    count = 77;
    devices[0] = devices[1] = devices[2] = -7;
    assert_cuda(cudaErrorInvalidDevice, cudaGLGetDevices(&count, devices, 4, cudaGLDeviceListAll));
    assert_int_equal(devices[0], 1);
    assert_int_equal(devices[1], -7);
    assert_int_equal(count, 77);
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
    /* Not asked for it, the unknown device does not matter. */
    assert_cuda(cudaSuccess, cudaGLGetDevices(&count, devices, 1, cudaGLDeviceListAll));
    assert_int_equal(count, 3);
    /* Failures leave the outputs alone. */
    rec.result = CUDA_ERROR_INVALID_GRAPHICS_CONTEXT;
    count = 77;
    devices[0] = -7;
    assert_cuda(cudaErrorInvalidGraphicsContext,
                cudaGLGetDevices(&count, devices, 4, cudaGLDeviceListAll));
    assert_int_equal(count, 77);
    assert_int_equal(devices[0], -7);
}

/* cudaGLGetDevices makes no context, so that cudaGLSetGLDevice can still choose a device. */
static void cudaGLGetDevices_then_cudaGLSetGLDevice(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaDeviceReset());
    rec.gl_devices[0] = BASE + 1;
    rec.gl_device_count = 1;
    unsigned count = 0;
    int devices[1] = {-7};
    assert_cuda(cudaSuccess, cudaGLGetDevices(&count, devices, 1, cudaGLDeviceListAll));
    assert_false(fake_primary_active(0));
    assert_false(fake_primary_active(1));
    assert_cuda(cudaSuccess, cudaGLSetGLDevice(devices[0]));
    assert_true(fake_primary_active(1));
    /* Leave device 1 unused again for the tests that follow. */
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_cuda(cudaSuccess, cudaSetDevice(0));
}

/* The device's primary context is configured for OpenGL through the driver's private runtime
 * interface (attribute list {2, 5, 0}), then retained and made current as by cudaSetDevice. */
static void cudaGLSetGLDevice_chooses_an_unused_device(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidDevice, cudaGLSetGLDevice(DEVICES));
    assert_cuda(cudaErrorInvalidDevice, cudaGLSetGLDevice(-1));
    assert_int_equal(fake_graphics.calls, 0);
    /* Device 1 is not in use yet: it becomes the thread's device. */
    assert_false(fake_primary_active(1));
    assert_cuda(cudaSuccess, cudaGLSetGLDevice(1));
    assert_int_equal(fake_graphics.calls, 1);
    assert_int_equal(fake_graphics.dev, BASE + 1);
    const uintptr_t gl[] = {2, 5, 0};
    assert_memory_equal(fake_graphics.attributes, gl, sizeof gl);
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 1);
    assert_true(fake_primary_active(1));
    assert_ptr_equal(fake_current_context(), fake_primary_context(1));
    /* Once in use, the driver refuses to configure it: cudaErrorSetOnActiveProcess. */
    assert_cuda(cudaErrorSetOnActiveProcess, cudaGLSetGLDevice(1));
    assert_int_equal(fake_graphics.calls, 2);
    assert_cuda(cudaErrorSetOnActiveProcess, cudaGetLastError());
    /* Leave device 1 unused again for the tests that follow. */
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_cuda(cudaSuccess, cudaSetDevice(0));
}

/* What the H200 shows without a display: the driver refuses OpenGL with
 * cudaErrorDevicesUnavailable, the device stays the thread's device, and the calls that need its
 * context answer what the driver answers for it (here: a retain it refuses the same way). */
static void cudaGLSetGLDevice_failure_leaves_the_device_chosen(void **state)
{
    (void)state;
    fake_set_current_context(NULL); /* as in a fresh thread */
    fake_graphics.result = CUDA_ERROR_DEVICE_UNAVAILABLE;
    assert_false(fake_primary_active(1));
    assert_cuda(cudaErrorDevicesUnavailable, cudaGLSetGLDevice(1));
    assert_cuda(cudaErrorDevicesUnavailable, cudaGetLastError());
    assert_false(fake_primary_active(1));
    assert_calls("cuDevicePrimaryCtxRetain", 0);
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 1);
    assert_cuda(cudaErrorDevicesUnavailable, cudaGLSetGLDevice(1));
    fake_set_result("cuDevicePrimaryCtxRetain", CUDA_ERROR_DEVICE_UNAVAILABLE);
    void *p = NULL;
    assert_cuda(cudaErrorDevicesUnavailable, cudaMalloc(&p, 256));
    assert_null(p);
    assert_cuda(cudaErrorDevicesUnavailable, cudaFree(p));
    assert_int_equal(fake_args.retain_dev, 0); /* the fake never retained */
    assert_calls("cuDevicePrimaryCtxRetain", 2);
    assert_cuda(cudaErrorDevicesUnavailable, cudaGetLastError());
    fake_set_result("cuDevicePrimaryCtxRetain", CUDA_SUCCESS);

    /* With another device's context current, that context stays in use (NVIDIA's runtime goes
     * by the context current on the thread). */
    fake_graphics.result = CUDA_SUCCESS;
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    fake_graphics.result = CUDA_ERROR_DEVICE_UNAVAILABLE;
    assert_cuda(cudaErrorDevicesUnavailable, cudaGLSetGLDevice(1));
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 0);
    assert_cuda(cudaSuccess, cudaMalloc(&p, 256));
    assert_cuda(cudaSuccess, cudaFree(p));
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
    assert_false(fake_primary_active(1));
}

/* A driver without the private runtime interface (NVIDIA's runtime would not start on it). */
static void cudaGLSetGLDevice_needs_the_drivers_runtime_interface(void **state)
{
    (void)state;
    fake_graphics.hide_table = true;
    assert_cuda(cudaErrorNotSupported, cudaGLSetGLDevice(1));
    assert_calls("cuGetExportTable", 1);
    assert_int_equal(fake_graphics.calls, 0);
    assert_false(fake_primary_active(1));
    fake_fail_next("cuGetExportTable", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGLSetGLDevice(1));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
}

static void cudaGLMapBufferObject_returns_the_pointer(void **state)
{
    (void)state;
    /* Both map with the driver's asynchronous call (stream 0 for the synchronous one) into the
     * caller's pointer. */
    void *p = NULL;
    rec.stream = STREAM;
    assert_cuda(cudaSuccess, cudaGLMapBufferObject(&p, 5));
    assert_int_equal(rec.gl_object, 5);
    assert_null(rec.stream);
    assert_ptr_equal(rec.gl_dptr, (CUdeviceptr *)(void *)&p);
    assert_ptr_equal(p, (void *)(uintptr_t)(DEVPTR + 5));
    assert_cuda(cudaSuccess, cudaGLMapBufferObjectAsync(&p, 6, (cudaStream_t)STREAM));
    assert_int_equal(rec.gl_object, 6);
    assert_ptr_equal(rec.stream, STREAM);
    assert_ptr_equal(p, (void *)(uintptr_t)(DEVPTR + 6));
    assert_int_equal(rec.calls, 2);
    assert_calls("cuGLMapBufferObject", 0);
    /* What the driver leaves in the pointer on failure is what the caller sees (NULL, as
     * NVIDIA's shows on the H200 without OpenGL). */
    rec.result = CUDA_ERROR_INVALID_VALUE;
    p = (void *)1;
    assert_cuda(cudaErrorInvalidValue, cudaGLMapBufferObjectAsync(&p, 1, NULL));
    assert_null(p);
    p = (void *)1;
    assert_cuda(cudaErrorInvalidValue, cudaGLMapBufferObject(&p, 1));
    assert_null(p);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* A NULL pointer is the driver's to refuse. */
    rec.result = CUDA_SUCCESS;
    int calls = rec.calls;
    assert_cuda(cudaErrorInvalidValue, cudaGLMapBufferObject(NULL, 5));
    assert_cuda(cudaErrorInvalidValue, cudaGLMapBufferObjectAsync(NULL, 5, NULL));
    assert_int_equal(rec.calls, calls + 2);
    assert_cuda(cudaSuccess, cudaGLSetBufferObjectMapFlags(9, cudaGLMapFlagsReadOnly));
    assert_int_equal(rec.gl_object, 9);
    assert_int_equal(rec.flags, CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY);
}

static void cudaGLUnmapBufferObject_unmaps_asynchronously(void **state)
{
    (void)state;
    rec.stream = STREAM;
    assert_cuda(cudaSuccess, cudaGLUnmapBufferObject(7));
    assert_string_equal(rec.entry, "cuGLUnmapBufferObjectAsync");
    assert_int_equal(rec.gl_object, 7);
    assert_null(rec.stream);
    assert_cuda(cudaSuccess, cudaGLUnmapBufferObjectAsync(8, (cudaStream_t)STREAM));
    assert_int_equal(rec.gl_object, 8);
    assert_ptr_equal(rec.stream, STREAM);
    assert_calls("cuGLUnmapBufferObject", 0);
    rec.result = CUDA_ERROR_NOT_MAPPED;
    assert_cuda(cudaErrorNotMapped, cudaGLUnmapBufferObject(7));
}

/* NVIDIA's runtime asks cuGLInit first; without a display it fails with
 * cudaErrorOperatingSystem (measured on the H200), and the buffer is never looked at. */
static void cudaGLRegisterBufferObject_initialises_opengl_first(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaGLRegisterBufferObject(3));
    assert_cuda(cudaSuccess, cudaGLUnregisterBufferObject(3));
    size_t init = fake_log_find("cuGLInit", 0);
    assert_true(init < fake_log_find("cuGLRegisterBufferObject", 0));
    init = fake_log_find("cuGLInit", init + 1);
    assert_true(init != (size_t)-1);
    assert_true(init < fake_log_find("cuGLUnregisterBufferObject", 0));
    fake_reset();
    fake_set_result("cuGLInit", CUDA_ERROR_OPERATING_SYSTEM);
    assert_cuda(cudaErrorOperatingSystem, cudaGLUnregisterBufferObject(1));
    assert_cuda(cudaErrorOperatingSystem, cudaGLRegisterBufferObject(1));
    assert_cuda(cudaErrorOperatingSystem, cudaGetLastError());
    assert_calls("cuGLInit", 2);
    assert_calls("cuGLUnregisterBufferObject", 0);
    assert_calls("cuGLRegisterBufferObject", 0);
}

static void cudaGraphicsGLRegisterImage_passes_image_target_flags(void **state)
{
    (void)state;
    struct cudaGraphicsResource *r = NULL;
    assert_cuda(cudaSuccess, cudaGraphicsGLRegisterImage(
                                 &r, 12, GL_TEXTURE_2D, cudaGraphicsRegisterFlagsSurfaceLoadStore));
    assert_ptr_equal(r, (struct cudaGraphicsResource *)RES_A);
    assert_ptr_equal(rec.presource, (CUgraphicsResource *)(void *)&r);
    assert_int_equal(rec.gl_object, 12);
    assert_int_equal(rec.gl_target, GL_TEXTURE_2D);
    assert_int_equal(rec.flags, CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST);
    /* The output goes to the driver as it is, NULL included. */
    int calls = rec.calls;
    assert_cuda(cudaErrorInvalidValue, cudaGraphicsGLRegisterImage(NULL, 12, GL_TEXTURE_2D, 0));
    assert_int_equal(rec.calls, calls + 1);
    assert_null(rec.presource);
}
#endif

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

static void cudaGraphicsResourceGetMappedEglFrame_semiplanar_pitch(void **state)
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

static void cudaGraphicsResourceGetMappedEglFrame_planar_and_wide_formats(void **state)
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

static void cudaGraphicsResourceGetMappedEglFrame_rejects_what_the_runtime_cannot_name(void **state)
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

static void cudaEGLStreamProducerPresentFrame_gives_the_driver_the_first_plane(void **state)
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
static void egl_frames_round_trip_for_every_named_format(void **state)
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

static void cudaEGLStreamProducerReturnFrame_null_frame(void **state)
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

static void egl_connections_and_events(void **state)
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

/* -- VDPAU ------------------------------------------------------------------------------------- */

#if defined(HAVE_VDPAU)
/* NVIDIA's runtime lets the driver write the device (its CUdevice handle, the ordinal on NVIDIA's
 * drivers) and makes no context. */
static void cudaVDPAUGetDevice_answers_the_drivers_device(void **state)
{
    (void)state;
    int d = -7;
    rec.dev = BASE + 1;
    assert_cuda(cudaSuccess, cudaVDPAUGetDevice(&d, 33, NULL));
    assert_int_equal(rec.vdp, 33);
    assert_int_equal(d, BASE + 1);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    d = -7;
    assert_cuda(cudaErrorInvalidValue, cudaVDPAUGetDevice(&d, 33, NULL));
    assert_int_equal(d, -7);
    rec.result = CUDA_SUCCESS;
    int calls = rec.calls;
    assert_cuda(cudaErrorInvalidValue, cudaVDPAUGetDevice(NULL, 33, NULL));
    assert_int_equal(rec.calls, calls + 1);
    assert_calls("cuDevicePrimaryCtxRetain", 0);
}

static VdpStatus fake_vdp_get_proc_address(VdpDevice device, VdpFuncId id, void **function)
{
    (void)device, (void)id, (void)function;
    return VDP_STATUS_OK;
}

/* As cudaGLSetGLDevice, with the VdpDevice and its VdpGetProcAddress in the attribute list. */
static void cudaVDPAUSetVDPAUDevice_configures_the_primary_context(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidDevice, cudaVDPAUSetVDPAUDevice(DEVICES, 33, NULL));
    assert_cuda(cudaErrorInvalidDevice, cudaVDPAUSetVDPAUDevice(-1, 33, NULL));
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
    assert_int_equal(fake_graphics.calls, 0);
    /* Device 0 is in use: the driver refuses (cudaErrorSetOnActiveProcess, measured). */
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    assert_cuda(cudaErrorSetOnActiveProcess, cudaVDPAUSetVDPAUDevice(0, 0, NULL));
    assert_cuda(cudaErrorSetOnActiveProcess, cudaGetLastError());
    assert_int_equal(fake_graphics.calls, 1);
    assert_int_equal(fake_graphics.dev, BASE);
    /* Device 1 is not. */
    assert_false(fake_primary_active(1));
    VdpGetProcAddress *gpa = fake_vdp_get_proc_address;
    assert_cuda(cudaSuccess, cudaVDPAUSetVDPAUDevice(1, 0x4711, gpa));
    assert_int_equal(fake_graphics.calls, 2);
    assert_int_equal(fake_graphics.dev, BASE + 1);
    assert_int_equal(fake_graphics.attributes[0], 2);
    assert_int_equal(fake_graphics.attributes[1], 6);
    assert_int_equal(fake_graphics.attributes[2], 6);
    assert_int_equal(fake_graphics.vdp_device, 0x4711);
    assert_int_equal(fake_graphics.attributes[4], 7);
    assert_int_equal(fake_graphics.attributes[5], (uintptr_t)gpa);
    assert_int_equal(fake_graphics.attributes[6], 0);
    assert_true(fake_primary_active(1));
    int d = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&d));
    assert_int_equal(d, 1);
    /* Leave device 1 unused again. */
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_cuda(cudaSuccess, cudaSetDevice(0));
}

static void cudaGraphicsVDPAURegisterOutputSurface_passes_surface_and_flags(void **state)
{
    (void)state;
    struct cudaGraphicsResource *r = NULL;
    assert_cuda(cudaSuccess,
                cudaGraphicsVDPAURegisterOutputSurface(&r, 71, cudaGraphicsMapFlagsReadOnly));
    assert_ptr_equal(r, (struct cudaGraphicsResource *)RES_B);
    assert_ptr_equal(rec.presource, (CUgraphicsResource *)(void *)&r);
    assert_int_equal(rec.vdp, 71);
    assert_int_equal(rec.flags, CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY);
    assert_cuda(cudaErrorInvalidValue, cudaGraphicsVDPAURegisterOutputSurface(NULL, 71, 0));
    assert_null(rec.presource);
    fake_set_result("cuGraphicsVDPAURegisterVideoSurface", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphicsVDPAURegisterVideoSurface(NULL, 72, 0));
    assert_calls("cuGraphicsVDPAURegisterVideoSurface", 1);
}
#endif

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
