/*
 * VDPAU interoperability in test_interop (built where the VDPAU headers are): the driver's device
 * answered as it writes it, cudaVDPAUSetVDPAUDevice configuring the primary context, and output
 * surface registrations.
 */
#include "test_interop.h"

/* -- VDPAU ------------------------------------------------------------------------------------- */

#if defined(HAVE_VDPAU)
/* NVIDIA's runtime lets the driver write the device (its CUdevice handle, the ordinal on NVIDIA's
 * drivers) and makes no context. */
void cudaVDPAUGetDevice_answers_the_drivers_device(void **state)
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
void cudaVDPAUSetVDPAUDevice_configures_the_primary_context(void **state)
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

void cudaGraphicsVDPAURegisterOutputSurface_passes_surface_and_flags(void **state)
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
