/*
 * devextra: device services and interoperability on a headless GPU. Atomic capabilities of the
 * links to the host and to peers, asynchronous notification registration, the error log
 * (callback, iterator, dumps to memory and to a file), the deprecated per-function shared memory
 * configuration; and, without a display, what the OpenGL, EGL, VDPAU and generic graphics calls
 * answer. Calls whose outcome under NVIDIA's library is unknown (NULL handles, no display,
 * unregistering twice) each run in a child process first, before the parent touches the driver:
 * a crash is then part of the transcript and costs only its case.
 *
 * The log messages themselves are the driver's text and are printed on stderr only; the
 * transcript shows whether a callback ran and whether a dump was empty.
 *
 * The interoperability prototypes are declared here with the ABI types of their windowing-system
 * arguments (GLuint unsigned int, EGL handles void *, VdpDevice uint32_t), so that the program
 * builds without the OpenGL, EGL and VDPAU headers.
 */
#include "common.h"

/* cudaFuncSetSharedMemConfig is deprecated, and under test. */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

extern "C" {
cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                             unsigned int cudaDeviceCount, int deviceList);
cudaError_t cudaGLSetGLDevice(int device);
cudaError_t cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource,
                                         unsigned int buffer, unsigned int flags);
cudaError_t cudaGLRegisterBufferObject(unsigned int bufObj);
cudaError_t cudaGLMapBufferObject(void **devPtr, unsigned int bufObj);
cudaError_t cudaVDPAUGetDevice(int *device, uint32_t vdpDevice, void *vdpGetProcAddress);
cudaError_t cudaGraphicsEGLRegisterImage(struct cudaGraphicsResource **pCudaResource, void *image,
                                         unsigned int flags);
cudaError_t cudaEGLStreamConsumerConnect(struct CUeglStreamConnection_st **conn, void *eglStream);
cudaError_t cudaEventCreateFromEGLSync(cudaEvent_t *phEvent, void *eglSync, unsigned int flags);
cudaError_t cudaGLUnmapBufferObject(unsigned int bufObj);
cudaError_t cudaGLUnregisterBufferObject(unsigned int bufObj);
cudaError_t cudaGLSetBufferObjectMapFlags(unsigned int bufObj, unsigned int flags);
cudaError_t cudaGLMapBufferObjectAsync(void **devPtr, unsigned int bufObj, cudaStream_t stream);
cudaError_t cudaGLUnmapBufferObjectAsync(unsigned int bufObj, cudaStream_t stream);
cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, unsigned int image,
                                        unsigned int target, unsigned int flags);
}

/* cudaEglFrame (cuda_egl_interop.h) with the same layout, for the EGL prototypes below. */
struct egl_plane {
    unsigned int width, height, depth, pitch, numChannels;
    struct cudaChannelFormatDesc channelDesc;
    unsigned int reserved[4];
};
struct egl_frame {
    union {
        cudaArray_t pArray[3];
        struct cudaPitchedPtr pPitch[3];
    } frame;
    struct egl_plane planeDesc[3];
    unsigned int planeCount;
    int frameType;
    int eglColorFormat;
};

extern "C" {
cudaError_t cudaEGLStreamConsumerConnectWithFlags(struct CUeglStreamConnection_st **conn,
                                                  void *eglStream, unsigned int flags);
cudaError_t cudaEGLStreamConsumerDisconnect(struct CUeglStreamConnection_st **conn);
cudaError_t cudaEGLStreamConsumerAcquireFrame(struct CUeglStreamConnection_st **conn,
                                              cudaGraphicsResource_t *pCudaResource,
                                              cudaStream_t *pStream, unsigned int timeout);
cudaError_t cudaEGLStreamConsumerReleaseFrame(struct CUeglStreamConnection_st **conn,
                                              cudaGraphicsResource_t pCudaResource,
                                              cudaStream_t *pStream);
cudaError_t cudaEGLStreamProducerConnect(struct CUeglStreamConnection_st **conn, void *eglStream,
                                         int width, int height);
cudaError_t cudaEGLStreamProducerDisconnect(struct CUeglStreamConnection_st **conn);
cudaError_t cudaEGLStreamProducerPresentFrame(struct CUeglStreamConnection_st **conn,
                                              struct egl_frame eglframe, cudaStream_t *pStream);
cudaError_t cudaEGLStreamProducerReturnFrame(struct CUeglStreamConnection_st **conn,
                                             struct egl_frame *eglframe, cudaStream_t *pStream);
cudaError_t cudaGraphicsResourceGetMappedEglFrame(struct egl_frame *eglFrame,
                                                  cudaGraphicsResource_t resource,
                                                  unsigned int index, unsigned int mipLevel);
cudaError_t cudaGraphicsVDPAURegisterVideoSurface(struct cudaGraphicsResource **resource,
                                                  uint32_t vdpSurface, unsigned int flags);
cudaError_t cudaGraphicsVDPAURegisterOutputSurface(struct cudaGraphicsResource **resource,
                                                   uint32_t vdpSurface, unsigned int flags);
cudaError_t cudaVDPAUSetVDPAUDevice(int device, uint32_t vdpDevice, void *vdpGetProcAddress);
}

__global__ void k_nop(int *p)
{
    if (p)
        p[threadIdx.x] = 1;
}

static void host_function(void)
{
}

/* -- cases in child processes ------------------------------------------------------------------ */

static void case_gl_set_device(void)
{
    START();
    CALL(cudaGLSetGLDevice(99));
    CALL(cudaGLSetGLDevice(-1));
    CALL(cudaGLSetGLDevice(0));
    int d = -1;
    CALL(cudaGetDevice(&d));
    SHOW("device=%d", d);
    CALL(cudaGLSetGLDevice(0));
    void *p = NULL;
    CALL(cudaMalloc(&p, 256));
    CALL(cudaGLSetGLDevice(0));
    CALL(cudaFree(p));
}

static void case_gl_no_display(void)
{
    START();
    unsigned int n = 77;
    int devices[8] = {-7, -7, -7, -7, -7, -7, -7, -7};
    CALL(cudaGLGetDevices(&n, devices, 8, 1 /* cudaGLDeviceListAll */));
    SHOW("n=%u first=%d", n, devices[0]);
    CALL(cudaGLGetDevices(&n, devices, 8, 0 /* no such list */));
    struct cudaGraphicsResource *r = NULL;
    CALL(cudaGraphicsGLRegisterBuffer(&r, 1, 0));
    CALL(cudaGLRegisterBufferObject(1));
    void *p = NULL;
    CALL(cudaGLMapBufferObject(&p, 1));
}

static void case_vdpau_no_display(void)
{
    START();
    int d = -7;
    CALL(cudaVDPAUGetDevice(&d, 0, NULL));
    SHOW("device=%d", d);
}

static void case_egl_no_display(void)
{
    START();
    struct CUeglStreamConnection_st *conn = NULL;
    CALL(cudaEGLStreamConsumerConnect(&conn, NULL));
    cudaEvent_t ev = NULL;
    CALL(cudaEventCreateFromEGLSync(&ev, NULL, 0));
    struct cudaGraphicsResource *r = NULL;
    CALL(cudaGraphicsEGLRegisterImage(&r, NULL, 0));
}

/* The OpenGL calls no other case makes: buffer objects and an image, with no GL context. */
static void case_gl_rest(void)
{
    START();
    void *p = (void *)0x1;
    CALL(cudaGLSetBufferObjectMapFlags(1, 0));
    CALL(cudaGLMapBufferObjectAsync(&p, 1, 0));
    SHOW("pointer %s", p == NULL ? "null" : (p == (void *)0x1 ? "untouched" : "set"));
    CALL(cudaGLUnmapBufferObjectAsync(1, 0));
    CALL(cudaGLUnmapBufferObject(1));
    CALL(cudaGLUnregisterBufferObject(1));
    struct cudaGraphicsResource *r = NULL;
    CALL(cudaGraphicsGLRegisterImage(&r, 1, 0x0DE1 /* GL_TEXTURE_2D */, 0));
    CALL(cudaGraphicsGLRegisterImage(&r, 0, 0x0DE1, 0));
    CALL(cudaGraphicsGLRegisterImage(&r, 1, 0x1234 /* no texture target */, 0));
    CALL(cudaGraphicsGLRegisterImage(&r, 1, 0x0DE1, 0x100 /* no such flag */));
}

/* The EGL stream calls with no EGL display, and connections that were never made. */
static void case_egl_streams(void)
{
    START();
    struct CUeglStreamConnection_st *conn = NULL;
    cudaStream_t st = NULL;
    cudaGraphicsResource_t res = NULL;
    CALL(cudaEGLStreamConsumerConnectWithFlags(&conn, NULL, 0));
    CALL(cudaEGLStreamConsumerConnectWithFlags(&conn, NULL, 7));
    CALL(cudaEGLStreamProducerConnect(&conn, NULL, 16, 16));
    CALL(cudaEGLStreamConsumerAcquireFrame(&conn, &res, &st, 0));
    CALL(cudaEGLStreamConsumerReleaseFrame(&conn, res, &st));
    struct egl_frame frame;
    memset(&frame, 0, sizeof frame);
    CALL(cudaEGLStreamProducerPresentFrame(&conn, frame, &st));
    CALL(cudaEGLStreamProducerReturnFrame(&conn, &frame, &st));
    CALL(cudaEGLStreamConsumerDisconnect(&conn));
    CALL(cudaEGLStreamProducerDisconnect(&conn));
    CALL(cudaGraphicsResourceGetMappedEglFrame(&frame, NULL, 0, 0));
}

static void case_egl_null_connections(void)
{
    START();
    CALL(cudaEGLStreamConsumerConnectWithFlags(NULL, NULL, 0));
    CALL(cudaEGLStreamConsumerDisconnect(NULL));
    CALL(cudaEGLStreamProducerDisconnect(NULL));
    CALL(cudaGraphicsResourceGetMappedEglFrame(NULL, NULL, 0, 0));
}

/* The VDPAU calls no other case makes, with no VDPAU device. */
static void case_vdpau_rest(void)
{
    START();
    struct cudaGraphicsResource *r = NULL;
    CALL(cudaGraphicsVDPAURegisterVideoSurface(&r, 0, 0));
    CALL(cudaGraphicsVDPAURegisterOutputSurface(&r, 0, 0));
    CALL(cudaGraphicsVDPAURegisterVideoSurface(&r, 1, 9));
    CALL(cudaVDPAUSetVDPAUDevice(0, 0, NULL));
    CALL(cudaVDPAUSetVDPAUDevice(99, 0, NULL));
    CALL(cudaVDPAUSetVDPAUDevice(-1, 0, NULL));
}

/* cudaGetExportTable: NVIDIA's private tables; what an unknown identifier and NULLs answer. */
static void case_export_table(void)
{
    START();
    const void *table = (const void *)0x1;
    cudaUUID_t zero;
    memset(&zero, 0, sizeof zero);
    CALL(cudaGetExportTable(&table, &zero));
    SHOW("table %s", table == NULL ? "null" : (table == (const void *)0x1 ? "untouched" : "set"));
    CALL(cudaGetExportTable(&table, NULL));
    CALL(cudaGetExportTable(NULL, &zero));
}

static void case_graphics_null_handles(void)
{
    START();
    cudaGraphicsResource_t none = NULL;
    CALL(cudaGraphicsUnregisterResource(NULL));
    CALL(cudaGraphicsResourceSetMapFlags(NULL, cudaGraphicsMapFlagsReadOnly));
    CALL(cudaGraphicsMapResources(1, &none, 0));
    CALL(cudaGraphicsUnmapResources(1, &none, 0));
    CALL(cudaGraphicsMapResources(0, &none, 0));
    CALL(cudaGraphicsMapResources(1, NULL, 0));
    void *p = NULL;
    size_t size = 0;
    CALL(cudaGraphicsResourceGetMappedPointer(&p, &size, NULL));
    cudaArray_t a = NULL;
    CALL(cudaGraphicsSubResourceGetMappedArray(&a, NULL, 0, 0));
    cudaMipmappedArray_t m = NULL;
    CALL(cudaGraphicsResourceGetMappedMipmappedArray(&m, NULL));
}

static void case_graphics_negative_count(void)
{
    START();
    cudaGraphicsResource_t none = NULL;
    CALL(cudaGraphicsMapResources(-1, &none, 0));
}

static void case_nvscisync(void)
{
    START();
    char list[256];
    memset(list, 0, sizeof list);
    CALL(cudaDeviceGetNvSciSyncAttributes(list, 0, cudaNvSciSyncAttrSignal));
    CALL(cudaDeviceGetNvSciSyncAttributes(list, 99, cudaNvSciSyncAttrSignal));
}

static void on_notification(cudaAsyncNotificationInfo_t *info, void *user,
                            cudaAsyncCallbackHandle_t handle)
{
    (void)info, (void)handle;
    ++*(int *)user;
}

static void case_notification_twice(void)
{
    START();
    int calls = 0;
    cudaAsyncCallbackHandle_t h = NULL;
    CALL(cudaDeviceRegisterAsyncNotification(0, on_notification, &calls, &h));
    CALL(cudaDeviceUnregisterAsyncNotification(0, h));
    CALL(cudaDeviceUnregisterAsyncNotification(0, h));
    CALL(cudaDeviceRegisterAsyncNotification(0, NULL, NULL, &h));
}

static void case_logs_bad_arguments(void)
{
    START();
    cudaLogsCallbackHandle h = NULL;
    CALL(cudaLogsRegisterCallback(NULL, NULL, &h));
    CALL(cudaLogsUnregisterCallback(NULL));
    cudaLogIterator it = 0;
    CALL(cudaLogsCurrent(&it, 1));
    char buf[16];
    size_t size = 0;
    CALL(cudaLogsDumpToMemory(NULL, buf, &size, 0));
    SHOW("size=%zu", size);
    size = sizeof buf;
    CALL(cudaLogsDumpToMemory(NULL, buf, &size, 1));
    CALL(cudaLogsDumpToFile(NULL, "/nonexistent-directory/ocr.log", 0));
    CALL(cudaLogsDumpToFile(NULL, NULL, 0));
}

/* -- in the parent ------------------------------------------------------------------------------
 */

static void atomic_capabilities(int count)
{
    SECTION("atomic capabilities");
    enum cudaAtomicOperation ops[13];
    for (int i = 0; i < 13; i++)
        ops[i] = (enum cudaAtomicOperation)i;
    unsigned int caps[13];
    memset(caps, 0xff, sizeof caps);
    if (CALL(cudaDeviceGetHostAtomicCapabilities(caps, ops, 13, 0)) == cudaSuccess)
        for (int i = 0; i < 13; i++)
            SHOW("host op %d: 0x%x", i, caps[i]);
    enum cudaAtomicOperation bad[2] = {cudaAtomicOperationIntegerAdd, (enum cudaAtomicOperation)99};
    CALL(cudaDeviceGetHostAtomicCapabilities(caps, bad, 2, 0));
    CALL(cudaDeviceGetHostAtomicCapabilities(caps, ops, 0, 0));
    CALL(cudaDeviceGetHostAtomicCapabilities(caps, ops, 13, -1));
    CALL(cudaDeviceGetHostAtomicCapabilities(caps, ops, 13, count));
    CALL(cudaDeviceGetP2PAtomicCapabilities(caps, ops, 13, 0, 0));
    CALL(cudaDeviceGetP2PAtomicCapabilities(caps, ops, 13, 0, count));
    CALL(cudaDeviceGetP2PAtomicCapabilities(caps, ops, 13, count, 0));
    if (count > 1 && CALL(cudaDeviceGetP2PAtomicCapabilities(caps, ops, 13, 0, 1)) == cudaSuccess)
        for (int i = 0; i < 13; i++)
            SHOW("peer op %d: 0x%x", i, caps[i]);
}

static void notifications(int count)
{
    SECTION("asynchronous notifications");
    int calls = 0;
    cudaAsyncCallbackHandle_t h = NULL;
    CALL(cudaDeviceRegisterAsyncNotification(0, on_notification, &calls, &h));
    SHOW("handle set=%d", h != NULL);
    cudaAsyncCallbackHandle_t h2 = NULL;
    CALL(cudaDeviceRegisterAsyncNotification(0, on_notification, &calls, &h2));
    SHOW("second handle differs=%d", h2 != h);
    CALL(cudaDeviceUnregisterAsyncNotification(count, h));
    CALL(cudaDeviceUnregisterAsyncNotification(0, h2));
    CALL(cudaDeviceUnregisterAsyncNotification(0, h));
    CALL(cudaDeviceRegisterAsyncNotification(count, on_notification, &calls, &h));
    CALL(cudaDeviceRegisterAsyncNotification(-1, on_notification, &calls, &h));
    SHOW("notifications=%d", calls);
}

static int log_messages;

static void on_log(void *data, cudaLogLevel level, char *message, size_t length)
{
    (void)data;
    log_messages++;
    fprintf(stderr, "log callback (level %d): %.*s\n", (int)level, (int)length, message);
}

/* A call the driver refuses: a dynamic shared memory size far past the device's limit. */
static cudaError_t provoke(void)
{
    return cudaFuncSetAttribute((const void *)k_nop, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                1 << 30);
}

/* Each line of a log dump without its time and thread ("[12:00:00.000][140...][CUDA][E] text":
 * the text, which names the driver call that failed). */
static void show_log_text(const char *buf, size_t size)
{
    const char *p = buf, *end = buf + size;
    while (p < end && *p != '\0') {
        const char *nl = (const char *)memchr(p, '\n', (size_t)(end - p));
        const char *e = nl != NULL ? nl : end;
        const char *t = p;
        for (int brackets = 0; t < e && brackets < 4; t++)
            brackets += *t == ']';
        while (t < e && *t == ' ')
            t++;
        if (e > t)
            SHOW("log: %.*s", (int)(e - t), t);
        p = nl != NULL ? nl + 1 : end;
    }
}

static void logs(void)
{
    SECTION("error log");
    cudaLogsCallbackHandle h = NULL;
    CALL(cudaLogsRegisterCallback(on_log, NULL, &h));
    SHOW("handle set=%d", h != NULL);
    cudaLogIterator it = 0;
    CALL(cudaLogsCurrent(&it, 0));
    CALL(provoke());
    SHOW("callback ran=%d", log_messages > 0);

    static char buf[32768];
    size_t size = sizeof buf;
    cudaLogIterator from = it;
    if (CALL(cudaLogsDumpToMemory(&it, buf, &size, 0)) == cudaSuccess) {
        SHOW("dump since the iterator empty=%d", size == 0);
        SHOW("iterator moved=%d", it != from);
        fprintf(stderr, "dump:\n%.*s\n", (int)size, buf);
        show_log_text(buf, size);
    }
    size = sizeof buf;
    if (CALL(cudaLogsDumpToMemory(&it, buf, &size, 0)) == cudaSuccess)
        SHOW("second dump empty=%d", size == 0);
    size = sizeof buf;
    if (CALL(cudaLogsDumpToMemory(NULL, buf, &size, 0)) == cudaSuccess)
        SHOW("dump of all logs empty=%d", size == 0);
    size = 4;
    CALL(cudaLogsDumpToMemory(NULL, buf, &size, 0));
    SHOW("size after a small buffer=%zu", size);

    char path[64];
    snprintf(path, sizeof path, "/tmp/ocr_devextra_%d.log", (int)getpid());
    unlink(path);
    if (CALL(cudaLogsDumpToFile(NULL, path, 0)) == cudaSuccess) {
        FILE *f = fopen(path, "r");
        long bytes = -1;
        if (f) {
            fseek(f, 0, SEEK_END);
            bytes = ftell(f);
            fclose(f);
        }
        SHOW("file written=%d non-empty=%d", f != NULL, bytes > 0);
    }
    unlink(path);
    CALL(cudaLogsCurrent(&it, 0));
    if (CALL(cudaLogsDumpToFile(&it, path, 0)) == cudaSuccess) {
        FILE *f = fopen(path, "r");
        SHOW("file since the iterator written=%d", f != NULL);
        if (f)
            fclose(f);
    }
    unlink(path);

    CALL(cudaLogsUnregisterCallback(h));
    int before = log_messages;
    CALL(provoke());
    SHOW("callback ran after unregistering=%d", log_messages != before);
}

static void shared_mem_config(void)
{
    SECTION("function shared memory configuration");
    CALL(cudaFuncSetSharedMemConfig((const void *)k_nop, cudaSharedMemBankSizeDefault));
    CALL(cudaFuncSetSharedMemConfig((const void *)k_nop, cudaSharedMemBankSizeFourByte));
    CALL(cudaFuncSetSharedMemConfig((const void *)k_nop, cudaSharedMemBankSizeEightByte));
    CALL(cudaFuncSetSharedMemConfig((const void *)k_nop, (enum cudaSharedMemConfig)7));
    CALL(cudaFuncSetSharedMemConfig((const void *)host_function, cudaSharedMemBankSizeDefault));
    k_nop<<<1, 1>>>(NULL);
    CALL(cudaDeviceSynchronize());
}

int main(void)
{
    struct {
        const char *name;
        void (*fn)(void);
    } cases[] = {
        {"cudaGLSetGLDevice", case_gl_set_device},
        {"OpenGL without a display", case_gl_no_display},
        {"VDPAU without a display", case_vdpau_no_display},
        {"EGL without a display", case_egl_no_display},
        {"more OpenGL without a display", case_gl_rest},
        {"EGL streams without a display", case_egl_streams},
        {"EGL NULL connections", case_egl_null_connections},
        {"more VDPAU without a display", case_vdpau_rest},
        {"cudaGetExportTable", case_export_table},
        {"NULL graphics resources", case_graphics_null_handles},
        {"negative resource count", case_graphics_negative_count},
        {"NvSciSync attributes", case_nvscisync},
        {"notification unregistered twice", case_notification_twice},
        {"log calls with bad arguments", case_logs_bad_arguments},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ocr_isolated(cases[i].name, cases[i].fn);

    int count = 0;
    START_COUNT(&count);
    atomic_capabilities(count);
    notifications(count);
    logs();
    shared_mem_config();
    return FINISH();
}
