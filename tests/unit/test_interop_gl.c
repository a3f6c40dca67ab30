/*
 * OpenGL interoperability in test_interop (built where the OpenGL headers are): device lists as
 * runtime ordinals, the device cudaGLSetGLDevice chooses through the fake's runtime interface,
 * buffer objects mapped and unmapped asynchronously, registration after OpenGL's initialisation,
 * and image registrations.
 */
#include "test_interop.h"

/* -- OpenGL ------------------------------------------------------------------------------------ */

#if defined(HAVE_GL)
void cudaGLGetDevices_answers_runtime_ordinals(void **state)
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
void cudaGLGetDevices_then_cudaGLSetGLDevice(void **state)
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
void cudaGLSetGLDevice_chooses_an_unused_device(void **state)
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
void cudaGLSetGLDevice_failure_leaves_the_device_chosen(void **state)
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
void cudaGLSetGLDevice_needs_the_drivers_runtime_interface(void **state)
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

void cudaGLMapBufferObject_returns_the_pointer(void **state)
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

void cudaGLUnmapBufferObject_unmaps_asynchronously(void **state)
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
void cudaGLRegisterBufferObject_initialises_opengl_first(void **state)
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

void cudaGraphicsGLRegisterImage_passes_image_target_flags(void **state)
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
