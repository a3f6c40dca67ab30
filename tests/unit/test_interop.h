/*
 * What the parts of test_interop (graphics interoperability) share: the OpenGL, EGL and VDPAU
 * headers where they are (HAVE_GL, HAVE_EGL, HAVE_VDPAU), the fake's devices, the handles the
 * recorders hand out, the record of the driver entries' arguments (`rec`, kept by the recorders of
 * test_interop.c), and the tests of each part (test_interop_resources.c, test_interop_gl.c,
 * test_interop_egl.c, test_interop_vdpau.c), listed in order by test_interop.c's main.
 */
#ifndef OCR_TEST_INTEROP_H
#define OCR_TEST_INTEROP_H

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

struct interop_rec {
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
};

/* What the recorders saw, cleared by setup. */
extern struct interop_rec rec;

/* test_interop_resources.c */
void cudaGraphicsMapResources_passes_count_array_and_stream(void **state);
void cudaGraphicsResource_getters_write_outputs_on_success(void **state);
void cudaGraphicsResourceSetMapFlags_and_unregister_pass_through(void **state);

/* test_interop_gl.c */
#if defined(HAVE_GL)
void cudaGLGetDevices_answers_runtime_ordinals(void **state);
void cudaGLGetDevices_then_cudaGLSetGLDevice(void **state);
void cudaGLSetGLDevice_chooses_an_unused_device(void **state);
void cudaGLSetGLDevice_failure_leaves_the_device_chosen(void **state);
void cudaGLSetGLDevice_needs_the_drivers_runtime_interface(void **state);
void cudaGLMapBufferObject_returns_the_pointer(void **state);
void cudaGLUnmapBufferObject_unmaps_asynchronously(void **state);
void cudaGLRegisterBufferObject_initialises_opengl_first(void **state);
void cudaGraphicsGLRegisterImage_passes_image_target_flags(void **state);
#endif

/* test_interop_egl.c */
#if defined(HAVE_EGL)
void cudaGraphicsResourceGetMappedEglFrame_semiplanar_pitch(void **state);
void cudaGraphicsResourceGetMappedEglFrame_planar_and_wide_formats(void **state);
void cudaGraphicsResourceGetMappedEglFrame_rejects_what_the_runtime_cannot_name(void **state);
void cudaEGLStreamProducerPresentFrame_gives_the_driver_the_first_plane(void **state);
void egl_frames_round_trip_for_every_named_format(void **state);
void cudaEGLStreamProducerReturnFrame_null_frame(void **state);
void egl_connections_and_events(void **state);
#endif

/* test_interop_vdpau.c */
#if defined(HAVE_VDPAU)
void cudaVDPAUGetDevice_answers_the_drivers_device(void **state);
void cudaVDPAUSetVDPAUDevice_configures_the_primary_context(void **state);
void cudaGraphicsVDPAURegisterOutputSurface_passes_surface_and_flags(void **state);
#endif

#endif
