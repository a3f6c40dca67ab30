/*
 * Fault-injection sweeps (sweep.h) of graphics interop (runtime/interop*.c) and of the remaining
 * runtime calls: library management and the profiler (runtime/library.c), error logs
 * (runtime/logs.c), driver entry points (runtime/entry_point.c), the export table
 * (runtime/export_table.c), device services (runtime/device_extra.c) and the launch trace
 * (src/trace.c). Graphics resources, libraries loaded from files, log callbacks and notification
 * registrations are objects of sweep_objects.c.
 */
#include "sweep.h"
#include "sweep_objects.h"

#include <GL/gl.h>
#include <cuda_egl_interop.h>
#include <cuda_gl_interop.h>
#include <cuda_profiler_api.h>
#include <cuda_vdpau_interop.h>

/* Besides out of memory, a failure that maps differently (an invalid handle). */
static const CUresult results[] = {CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_INVALID_HANDLE};
static const struct sweep_options options = {results, sizeof(results) / sizeof(results[0]), NULL};

/* Init is once per process (test_init sweeps it): done here before the sweeps. */
static int setup(void **state)
{
    unit_install_fake(state);
    fake_install_ptds_twins();
    sweep_objects_install();
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess && n == 1 ? 0 : -1;
}

/* -- a registered resource, mapped --------------------------------------------------------- */

static void mapped_resource(struct sweep *s, cudaGraphicsResource_t r)
{
    (void)SWEEP_CALL(s, cudaGraphicsResourceSetMapFlags(r, cudaGraphicsMapFlagsReadOnly));
    if (!SWEEP_CALL(s, cudaGraphicsMapResources(1, &r, 0)))
        return;
    struct {
        void *p;
        size_t size;
    } pointer;
    (void)SWEEP_CALL_OUT(s, &pointer, sizeof(pointer),
                         cudaGraphicsResourceGetMappedPointer(&pointer.p, &pointer.size, r));
    cudaArray_t a;
    (void)SWEEP_CALL_OUT(s, &a, sizeof(a), cudaGraphicsSubResourceGetMappedArray(&a, r, 0, 0));
    cudaMipmappedArray_t m;
    (void)SWEEP_CALL_OUT(s, &m, sizeof(m), cudaGraphicsResourceGetMappedMipmappedArray(&m, r));
    SWEEP_CLEANUP(s, cudaGraphicsUnmapResources(1, &r, 0));
}

/* -- OpenGL ----------------------------------------------------------------------------------- */

static void opengl(struct sweep *s, void *arg)
{
    (void)arg;
    /* cudaGLSetGLDevice ties an inactive primary context to OpenGL: reset it first. Whatever
     * fails, a later call makes the context again, so each run ends with it retained. */
    SWEEP_CLEANUP(s, cudaDeviceReset());
    (void)SWEEP_CALL(s, cudaGLSetGLDevice(0));
    struct {
        unsigned count;
        int devices[1];
    } list;
    (void)SWEEP_CALL_OUT(s, &list, sizeof(list),
                         cudaGLGetDevices(&list.count, list.devices, 1, cudaGLDeviceListAll));

    cudaGraphicsResource_t r;
    if (SWEEP_CALL_OUT(s, &r, sizeof(r), cudaGraphicsGLRegisterBuffer(&r, 1, 0))) {
        mapped_resource(s, r);
        SWEEP_CLEANUP(s, cudaGraphicsUnregisterResource(r));
    }
    if (SWEEP_CALL_OUT(s, &r, sizeof(r), cudaGraphicsGLRegisterImage(&r, 2, GL_TEXTURE_2D, 0)))
        SWEEP_CLEANUP(s, cudaGraphicsUnregisterResource(r));

    /* The deprecated buffer objects. */
    if (SWEEP_CALL(s, cudaGLRegisterBufferObject(3))) {
        (void)SWEEP_CALL(s, cudaGLSetBufferObjectMapFlags(3, cudaGLMapFlagsReadOnly));
        void *p;
        if (SWEEP_CALL_OUT(s, &p, sizeof(p), cudaGLMapBufferObject(&p, 3)))
            SWEEP_CLEANUP(s, cudaGLUnmapBufferObject(3));
        if (SWEEP_CALL_OUT(s, &p, sizeof(p), cudaGLMapBufferObjectAsync(&p, 3, 0)))
            SWEEP_CLEANUP(s, cudaGLUnmapBufferObjectAsync(3, 0));
        SWEEP_CLEANUP(s, cudaGLUnregisterBufferObject(3));
    }
    (void)SWEEP_CALL(s, cudaDeviceSynchronize());
}

/* Choosing a device for a graphics API asks the driver for its private runtime interface: a
 * driver that has none is one NVIDIA's runtime would not start on. */
static const CUresult graphics_results[] = {CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_INVALID_HANDLE,
                                            CUDA_ERROR_NOT_FOUND};
static const struct sweep_rule graphics_rules[] = {
    {NULL, "cuGetExportTable", "ocr_graphics_set_device", CUDA_ERROR_NOT_FOUND,
     cudaErrorNotSupported, "a driver without the runtime interface cannot tie a graphics API", 0},
    {0},
};
static const struct sweep_options graphics_options = {
    graphics_results, sizeof(graphics_results) / sizeof(graphics_results[0]), graphics_rules};

static void cudaGLSetGLDevice_sweep(void **state)
{
    (void)state;
    sweep_run("opengl", opengl, NULL, &graphics_options);
}

/* -- VDPAU ------------------------------------------------------------------------------------ */

static void vdpau(struct sweep *s, void *arg)
{
    (void)arg;
    SWEEP_CLEANUP(s, cudaDeviceReset());
    (void)SWEEP_CALL(s, cudaVDPAUSetVDPAUDevice(0, 7, NULL));
    int device;
    (void)SWEEP_CALL_OUT(s, &device, sizeof(device), cudaVDPAUGetDevice(&device, 7, NULL));
    cudaGraphicsResource_t r;
    if (SWEEP_CALL_OUT(s, &r, sizeof(r), cudaGraphicsVDPAURegisterVideoSurface(&r, 8, 0))) {
        mapped_resource(s, r);
        SWEEP_CLEANUP(s, cudaGraphicsUnregisterResource(r));
    }
    if (SWEEP_CALL_OUT(s, &r, sizeof(r), cudaGraphicsVDPAURegisterOutputSurface(&r, 9, 0)))
        SWEEP_CLEANUP(s, cudaGraphicsUnregisterResource(r));
    (void)SWEEP_CALL(s, cudaDeviceSynchronize());
}

static void cudaVDPAUSetVDPAUDevice_sweep(void **state)
{
    (void)state;
    sweep_run("vdpau", vdpau, NULL, &graphics_options);
}

/* -- EGL -------------------------------------------------------------------------------------- */

static void egl(struct sweep *s, void *arg)
{
    (void)arg;
    cudaGraphicsResource_t r;
    cudaEglFrame frame;
    if (SWEEP_CALL_OUT(s, &r, sizeof(r),
                       cudaGraphicsEGLRegisterImage(&r, (EGLImageKHR)(uintptr_t)0x1e, 0))) {
        (void)SWEEP_CALL_OUT(s, &frame, sizeof(frame),
                             cudaGraphicsResourceGetMappedEglFrame(&frame, r, 0, 0));
        SWEEP_CLEANUP(s, cudaGraphicsUnregisterResource(r));
    }

    /* A consumer and a producer of one stream (the connections are the driver's to keep). */
    EGLStreamKHR stream = (EGLStreamKHR)(uintptr_t)0x5e;
    cudaEglStreamConnection consumer, producer;
    if (SWEEP_CALL(s, cudaEGLStreamConsumerConnect(&consumer, stream))) {
        cudaGraphicsResource_t got;
        cudaStream_t where = 0;
        if (SWEEP_CALL_OUT(s, &got, sizeof(got),
                           cudaEGLStreamConsumerAcquireFrame(&consumer, &got, &where, 0)))
            SWEEP_CLEANUP(s, cudaEGLStreamConsumerReleaseFrame(&consumer, got, &where));
        SWEEP_CLEANUP(s, cudaEGLStreamConsumerDisconnect(&consumer));
    }
    if (SWEEP_CALL(s, cudaEGLStreamConsumerConnectWithFlags(&consumer, stream,
                                                            cudaEglResourceLocationVidmem)))
        SWEEP_CLEANUP(s, cudaEGLStreamConsumerDisconnect(&consumer));
    if (SWEEP_CALL(s, cudaEGLStreamProducerConnect(&producer, stream, 16, 16))) {
        memset(&frame, 0, sizeof(frame));
        frame.planeDesc[0] =
            (cudaEglPlaneDesc){.width = 16,
                               .height = 16,
                               .depth = 1,
                               .pitch = 64,
                               .numChannels = 1,
                               .channelDesc = {8, 0, 0, 0, cudaChannelFormatKindUnsigned}};
        frame.planeCount = 1;
        frame.frameType = cudaEglFrameTypePitch;
        frame.eglColorFormat = cudaEglColorFormatL;
        cudaStream_t where = 0;
        if (SWEEP_CALL(s, cudaEGLStreamProducerPresentFrame(&producer, frame, &where))) {
            cudaEglFrame back;
            (void)SWEEP_CALL_OUT(s, &back, sizeof(back),
                                 cudaEGLStreamProducerReturnFrame(&producer, &back, &where));
        }
        SWEEP_CLEANUP(s, cudaEGLStreamProducerDisconnect(&producer));
    }
}

static void cudaGraphicsEGLRegisterImage_sweep(void **state)
{
    (void)state;
    sweep_run("egl", egl, NULL, &options);
}

/* -- libraries, the profiler, kernel attributes ----------------------------------------------- */

static const char image[] = "a library image";

static void libraries(struct sweep *s, void *arg)
{
    (void)arg;
    cudaLibrary_t lib;
    if (SWEEP_CALL_OUT(s, &lib, sizeof(lib),
                       cudaLibraryLoadFromFile(&lib, "lib.cubin", NULL, NULL, 0, NULL, NULL, 0)))
        SWEEP_CLEANUP(s, cudaLibraryUnload(lib));
    if (!SWEEP_CALL_OUT(s, &lib, sizeof(lib),
                        cudaLibraryLoadData(&lib, image, NULL, NULL, 0, NULL, NULL, 0)))
        return;
    cudaKernel_t k;
    if (SWEEP_CALL_OUT(s, &k, sizeof(k), cudaLibraryGetKernel(&k, lib, "kernel"))) {
        (void)SWEEP_CALL(s, cudaKernelSetAttributeForDevice(
                                k, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024, 0));
        (void)SWEEP_CALL(
            s, cudaFuncSetSharedMemConfig((const void *)k, cudaSharedMemBankSizeFourByte));
    }
    struct {
        void *p;
        size_t size;
    } global;
    (void)SWEEP_CALL_OUT(s, &global, sizeof(global),
                         cudaLibraryGetGlobal(&global.p, &global.size, lib, "global"));
    (void)SWEEP_CALL_OUT(s, &global, sizeof(global),
                         cudaLibraryGetManaged(&global.p, &global.size, lib, "managed"));
    void *fn;
    (void)SWEEP_CALL_OUT(s, &fn, sizeof(fn), cudaLibraryGetUnifiedFunction(&fn, lib, "kernel"));
    unsigned count;
    (void)SWEEP_CALL_OUT(s, &count, sizeof(count), cudaLibraryGetKernelCount(&count, lib));
    cudaKernel_t kernels[2];
    (void)SWEEP_CALL_OUT(s, kernels, sizeof(kernels), cudaLibraryEnumerateKernels(kernels, 2, lib));
    (void)SWEEP_CALL(s, cudaProfilerStart());
    (void)SWEEP_CALL(s, cudaProfilerStop());
    SWEEP_CLEANUP(s, cudaLibraryUnload(lib));
}

static void cudaLibraryLoadData_sweep(void **state)
{
    (void)state;
    sweep_run("libraries", libraries, NULL, &options);
}

/* -- logs, entry points, the export table, device services ------------------------------------ */

static void CUDART_CB log_callback(void *data, cudaLogLevel level, char *message, size_t length)
{
    (void)data, (void)level, (void)message, (void)length;
}

static void CUDART_CB notification(cudaAsyncNotificationInfo_t *info, void *data,
                                   cudaAsyncCallbackHandle_t handle)
{
    (void)info, (void)data, (void)handle;
}

/* The driver's private runtime interface (runtime/interop.c), which the fake serves. */
static const cudaUUID_t runtime_interface = {{0x6b, (char)0xd5, (char)0xfb, 0x6c, 0x5b, (char)0xf4,
                                              (char)0xe7, 0x4a, (char)0x89, (char)0x87, (char)0xd9,
                                              0x39, 0x12, (char)0xfd, (char)0x9d, (char)0xf9}};

static void services(struct sweep *s, void *arg)
{
    (void)arg;
    cudaLogsCallbackHandle cb;
    if (SWEEP_CALL_OUT(s, &cb, sizeof(cb), cudaLogsRegisterCallback(log_callback, NULL, &cb)))
        SWEEP_CLEANUP(s, cudaLogsUnregisterCallback(cb));
    cudaLogIterator it;
    (void)SWEEP_CALL_OUT(s, &it, sizeof(it), cudaLogsCurrent(&it, 0));
    it = 0;
    (void)SWEEP_CALL(s, cudaLogsDumpToFile(&it, "logs.txt", 0));
    char buffer[64];
    size_t size = sizeof(buffer);
    (void)SWEEP_CALL(s, cudaLogsDumpToMemory(&it, buffer, &size, 0));

    struct {
        void *fn;
        enum cudaDriverEntryPointQueryResult status;
    } entry;
    (void)SWEEP_CALL_OUT(
        s, &entry, sizeof(entry),
        cudaGetDriverEntryPoint("cuInit", &entry.fn, cudaEnableDefault, &entry.status));
    /* The table pointer is cleared before the driver is asked (NVIDIA's runtime does so). */
    const void *table = &table;
    if (!SWEEP_CALL(s, cudaGetExportTable(&table, &runtime_interface)))
        assert_null(table);

    const enum cudaAtomicOperation ops[] = {cudaAtomicOperationIntegerAdd};
    unsigned caps;
    (void)SWEEP_CALL_OUT(s, &caps, sizeof(caps),
                         cudaDeviceGetHostAtomicCapabilities(&caps, ops, 1, 0));
    (void)SWEEP_CALL_OUT(s, &caps, sizeof(caps),
                         cudaDeviceGetP2PAtomicCapabilities(&caps, ops, 1, 0, 0));
    cudaAsyncCallbackHandle_t h;
    if (SWEEP_CALL_OUT(s, &h, sizeof(h),
                       cudaDeviceRegisterAsyncNotification(0, notification, NULL, &h)))
        SWEEP_CLEANUP(s, cudaDeviceUnregisterAsyncNotification(0, h));
    char attributes[64];
    (void)SWEEP_CALL(s, cudaDeviceGetNvSciSyncAttributes(attributes, 0, cudaNvSciSyncAttrSignal));
}

static void cudaLogsRegisterCallback_sweep(void **state)
{
    (void)state;
    sweep_run("services", services, NULL, &options);
}

/* -- the launch trace ------------------------------------------------------------------------- */

/* With OPENCUDART_TRACE=sync a launch is followed by a synchronisation of its stream, to name a
 * kernel that faults. The trace never changes what the program sees: a failure of its own
 * questions is ignored (the launch succeeded), and a fault the synchronisation meets is reported
 * on stderr only, left for the program to meet where it would have without the trace. */
static const struct sweep_rule trace_rules[] = {
    {"cudaLaunchKernel", "cuStreamIsCapturing", "ocr_trace_launch", CUDA_SUCCESS, SWEEP_IGNORED,
     "the trace cannot tell whether the stream captures: it leaves the launch alone", 0},
    {"cudaLaunchKernel", "cuStreamSynchronize", "ocr_trace_launch", CUDA_SUCCESS, SWEEP_IGNORED,
     "the trace reports the failure on stderr; the program meets it where it would anyway", 0},
    {0},
};
static const struct sweep_options trace_options = {results, sizeof(results) / sizeof(results[0]),
                                                   trace_rules};

static void traced_launch(struct sweep *s, void *arg)
{
    cudaKernel_t k = arg;
    (void)SWEEP_CALL(
        s, cudaLaunchKernel((const void *)k, (dim3){1, 1, 1}, (dim3){32, 1, 1}, NULL, 0, 0));
}

static void ocr_trace_launch_sweep(void **state)
{
    (void)state;
    cudaLibrary_t lib;
    cudaKernel_t k;
    assert_int_equal(cudaLibraryLoadData(&lib, image, NULL, NULL, 0, NULL, NULL, 0), cudaSuccess);
    assert_int_equal(cudaLibraryGetKernel(&k, lib, "traced"), cudaSuccess);
    ocr_trace_configure("sync");
    sweep_run("traced_launch", traced_launch, k, &trace_options);
    ocr_trace_configure(NULL);
    assert_int_equal(cudaLibraryUnload(lib), cudaSuccess);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaGLSetGLDevice_sweep, unit_reset),
        cmocka_unit_test_setup(cudaVDPAUSetVDPAUDevice_sweep, unit_reset),
        cmocka_unit_test_setup(cudaGraphicsEGLRegisterImage_sweep, unit_reset),
        cmocka_unit_test_setup(cudaLibraryLoadData_sweep, unit_reset),
        cmocka_unit_test_setup(cudaLogsRegisterCallback_sweep, unit_reset),
        cmocka_unit_test_setup(ocr_trace_launch_sweep, unit_reset),
    };
    return cmocka_run_group_tests_name("interop, library and service sweeps", tests, setup, NULL);
}
