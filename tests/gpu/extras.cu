/*
 * Entry points beyond the samples' needs that PyTorch and libraries use: driver entry points,
 * peer access, occupancy, the extensible launch, kernels as driver objects, capture info, graph
 * dot output, stream-ordered allocation, pointer attributes, managed-memory hints, and
 * interprocess memory and event handles (between two real processes).
 */
#include "common.h"

#include <sys/stat.h>

__global__ void k_fill(int *out, int v)
{
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

static void host_function(void)
{
}

static int read_all(const int *d, int n, int v)
{
    int h[256];
    if (n > 256 || cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost) != cudaSuccess)
        return 0;
    for (int i = 0; i < n; i++)
        if (h[i] != v)
            return 0;
    return 1;
}

static void entry_points(void)
{
    SECTION("driver entry points");
    void *fn = NULL;
    cudaDriverEntryPointQueryResult st = (cudaDriverEntryPointQueryResult)7;
    CALL(cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 13000, cudaEnableDefault, &st));
    SHOW("status=%d found=%d", (int)st, fn != NULL);
    fn = NULL;
    CALL(cudaGetDriverEntryPointByVersion("cuLaunchKernel", &fn, 12000,
                                          cudaEnablePerThreadDefaultStream, &st));
    SHOW("status=%d found=%d", (int)st, fn != NULL);
    fn = (void *)1;
    CALL(cudaGetDriverEntryPointByVersion("cuNoSuchEntry", &fn, 13000, cudaEnableDefault, &st));
    SHOW("status=%d found=%d", (int)st, fn != NULL && fn != (void *)1);
    fn = (void *)1;
    CALL(cudaGetDriverEntryPointByVersion("cuMemAllocAsync", &fn, 11000, cudaEnableDefault, &st));
    SHOW("status=%d", (int)st);
    CALL(cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 13000, 0x10, &st));
    fn = NULL;
    CALL(cudaGetDriverEntryPointByVersion("cuInit", &fn, 13000, cudaEnableDefault, NULL));
    SHOW("found=%d", fn != NULL);
    if (fn != NULL) {
        int r = ((int (*)(unsigned))fn)(0);
        SHOW("cuInit through it -> %d", (int)r);
    }
}

static void peer(int count)
{
    SECTION("peer access");
    int can = -1;
    CALL(cudaDeviceCanAccessPeer(&can, 0, 0));
    SHOW("can=%d", can);
    CALL(cudaDeviceCanAccessPeer(&can, 0, count));
    CALL(cudaDeviceCanAccessPeer(&can, -1, 0));
    CALL(cudaDeviceEnablePeerAccess(0, 0));
    CALL(cudaDeviceEnablePeerAccess(count, 0));
    CALL(cudaDeviceEnablePeerAccess(0, 1));
    CALL(cudaDeviceDisablePeerAccess(0));
    CALL(cudaDeviceDisablePeerAccess(count));
}

static void occupancy_and_functions(void)
{
    SECTION("occupancy and functions");
    int n = -1;
    CALL(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, (const void *)k_fill, 256, 0));
    SHOW("blocks=%d", n);
    CALL(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, (const void *)k_fill, 1024, 0));
    SHOW("blocks=%d", n);
    CALL(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        &n, (const void *)k_fill, 128, 1024, cudaOccupancyDisableCachingOverride));
    SHOW("blocks=%d", n);
    CALL(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, (const void *)k_fill, 2048, 0));
    CALL(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, (const void *)host_function, 256, 0));

    cudaFunction_t f = NULL;
    CALL(cudaGetFuncBySymbol(&f, (const void *)k_fill));
    SHOW("function non-null=%d", f != NULL);
    CALL(cudaGetFuncBySymbol(&f, (const void *)host_function));
    const char *name = NULL;
    CALL(cudaFuncGetName(&name, (const void *)k_fill));
    SHOW("name=%s", name ? name : "(null)");
    CALL(cudaFuncGetName(&name, (const void *)host_function));
}

static void launch_ex(void)
{
    SECTION("extensible launch");
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 256 * sizeof(int)));
    int v = 7;
    void *args[] = {&d, &v};
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(2);
    cfg.blockDim = dim3(128);
    CALL(cudaLaunchKernelExC(&cfg, (const void *)k_fill, args));
    CALL(cudaDeviceSynchronize());
    CHECKT("cudaLaunchKernelExC wrote the data", read_all(d, 256, 7));

    cudaLaunchAttribute attr[1];
    attr[0].id = cudaLaunchAttributeClusterDimension;
    attr[0].val.clusterDim.x = 2;
    attr[0].val.clusterDim.y = 1;
    attr[0].val.clusterDim.z = 1;
    cfg.attrs = attr;
    cfg.numAttrs = 1;
    v = 8;
    CALL(cudaLaunchKernelExC(&cfg, (const void *)k_fill, args));
    CALL(cudaDeviceSynchronize());
    CHECKT("cluster launch wrote the data", read_all(d, 256, 8));
    cfg.gridDim = dim3(3); /* not a multiple of the cluster size */
    CALL(cudaLaunchKernelExC(&cfg, (const void *)k_fill, args));
    cfg.numAttrs = 0;
    cfg.blockDim = dim3(4096);
    CALL(cudaLaunchKernelExC(&cfg, (const void *)k_fill, args));
    CALL(cudaFree(d));
}

static void capture_info_and_dot(void)
{
    SECTION("capture info and dot output");
    cudaStream_t s;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 256 * sizeof(int)));
    cudaStreamCaptureStatus st = (cudaStreamCaptureStatus)9;
    unsigned long long id = 0;
    size_t ndeps = 99;
    CALL(cudaStreamGetCaptureInfo(s, &st, &id, NULL, NULL, NULL, &ndeps));
    SHOW("status=%d", (int)st);
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
    k_fill<<<1, 256, 0, s>>>(d, 3);
    cudaGraph_t g = NULL;
    const cudaGraphNode_t *deps = NULL;
    CALL(cudaStreamGetCaptureInfo(s, &st, &id, &g, &deps, NULL, &ndeps));
    SHOW("status=%d id-nonzero=%d graph=%d deps=%zu", (int)st, id != 0, g != NULL, ndeps);
    CALL(cudaStreamEndCapture(s, &g));
    char path[64];
    snprintf(path, sizeof path, "/tmp/ocr_extras_%d.dot", (int)getpid());
    CALL(cudaGraphDebugDotPrint(g, path, cudaGraphDebugDotFlagsVerbose));
    struct stat sb;
    SHOW("dot file written=%d", stat(path, &sb) == 0 && sb.st_size > 0);
    unlink(path);
    CALL(cudaGraphDebugDotPrint(g, "/nonexistent-dir/x.dot", 0));
    CALL(cudaGraphDestroy(g));
    CALL(cudaFree(d));
    CALL(cudaStreamDestroy(s));
}

static void stream_ordered(void)
{
    SECTION("stream-ordered allocation");
    cudaStream_t s;
    CALL(cudaStreamCreate(&s));
    int *d = NULL;
    CALL(cudaMallocAsync((void **)&d, 256 * sizeof(int), s));
    k_fill<<<1, 256, 0, s>>>(d, 5);
    CALL(cudaStreamSynchronize(s));
    CHECKT("cudaMallocAsync memory holds the data", read_all(d, 256, 5));
    CALL(cudaFreeAsync(d, s));
    CALL(cudaStreamSynchronize(s));
    void *z = (void *)1;
    CALL(cudaMallocAsync(&z, 0, s));
    SHOW("zero-size pointer null=%d", z == NULL);
    CALL(cudaMallocAsync(&z, (size_t)1 << 50, s));
    CALL(cudaFreeAsync(NULL, s));
    CALL(cudaStreamDestroy(s));
}

static void pointer_attributes(void)
{
    SECTION("pointer attributes and managed hints");
    int *d = NULL, *m = NULL, *p = NULL;
    int host_array[4];
    CALL(cudaMalloc((void **)&d, 1 << 20));
    CALL(cudaMallocManaged((void **)&m, 1 << 20));
    CALL(cudaMallocHost((void **)&p, 4096));
    struct {
        const char *what;
        const void *ptr;
    } cases[] = {{"device", d}, {"device+64", (const char *)d + 64}, {"managed", m},
                 {"pinned", p}, {"host stack", host_array}, {"null", NULL}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cudaPointerAttributes a;
        memset(&a, 0x5a, sizeof a);
        printf("%s: ", cases[i].what);
        CALL(cudaPointerGetAttributes(&a, cases[i].ptr));
        SHOW("type=%d device=%d devicePointer==ptr %d hostPointer==ptr %d devnull=%d hostnull=%d",
             (int)a.type, a.device, a.devicePointer == cases[i].ptr,
             a.hostPointer == cases[i].ptr, a.devicePointer == NULL, a.hostPointer == NULL);
    }
    cudaMemLocation gpu = {cudaMemLocationTypeDevice, 0};
    cudaMemLocation cpu = {cudaMemLocationTypeHost, 0};
    cudaMemLocation bad = {cudaMemLocationTypeDevice, 99};
    CALL(cudaMemAdvise(m, 1 << 20, cudaMemAdviseSetPreferredLocation, gpu));
    CALL(cudaMemAdvise(m, 1 << 20, cudaMemAdviseSetAccessedBy, cpu));
    CALL(cudaMemAdvise(m, 1 << 20, cudaMemAdviseSetReadMostly, gpu));
    CALL(cudaMemAdvise(m, 1 << 20, cudaMemAdviseSetPreferredLocation, bad));
    CALL(cudaMemAdvise(d, 1 << 20, cudaMemAdviseSetReadMostly, gpu));
    CALL(cudaMemPrefetchAsync(m, 1 << 20, gpu, 0, 0));
    CALL(cudaMemPrefetchAsync(m, 1 << 20, cpu, 0, 0));
    CALL(cudaMemPrefetchAsync(m, 1 << 20, bad, 0, 0));
    CALL(cudaMemPrefetchAsync(m, 1 << 20, gpu, 1, 0));
    CALL(cudaDeviceSynchronize());
    CALL(cudaFree(d));
    CALL(cudaFree(m));
    CALL(cudaFreeHost(p));
}

/* -- interprocess handles: the child is forked before it touches CUDA ----------------------- */

struct ipc_msg {
    cudaIpcMemHandle_t mem;
    cudaIpcEventHandle_t event;
};

static void ipc_child(int rfd, int wfd)
{
    struct ipc_msg msg;
    int ok = 0;
    if (read(rfd, &msg, sizeof msg) == (ssize_t)sizeof msg) {
        void *d = NULL;
        cudaError_t e1 = cudaIpcOpenMemHandle(&d, msg.mem, cudaIpcMemLazyEnablePeerAccess);
        cudaEvent_t ev = NULL;
        cudaError_t e2 = cudaIpcOpenEventHandle(&ev, msg.event);
        cudaError_t e3 = e2 == cudaSuccess ? cudaEventSynchronize(ev) : e2;
        int good = e1 == cudaSuccess && read_all((int *)d, 256, 42);
        cudaError_t e4 = e1 == cudaSuccess ? cudaIpcCloseMemHandle(d) : e1;
        printf("child: open mem %s, open event %s, sync %s, data %s, close %s\n", ename(e1),
               ename(e2), ename(e3), good ? "ok" : "wrong", ename(e4));
        fflush(stdout);
        ok = good;
    }
    if (write(wfd, &ok, sizeof ok) != (ssize_t)sizeof ok)
        ok = 0;
    _exit(ok ? 0 : 1);
}

static void ipc(void)
{
    SECTION("interprocess handles");
    int to_child[2], to_parent[2];
    if (pipe(to_child) != 0 || pipe(to_parent) != 0)
        return;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(to_child[1]);
        close(to_parent[0]);
        ipc_child(to_child[0], to_parent[1]);
    }
    close(to_child[0]);
    close(to_parent[1]);
    START();
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 256 * sizeof(int)));
    k_fill<<<1, 256>>>(d, 42);
    CALL(cudaDeviceSynchronize());
    struct ipc_msg msg;
    memset(&msg, 0, sizeof msg);
    CALL(cudaIpcGetMemHandle(&msg.mem, d));
    cudaEvent_t ev, plain;
    CALL(cudaEventCreateWithFlags(&ev, cudaEventInterprocess | cudaEventDisableTiming));
    CALL(cudaEventRecord(ev, 0));
    CALL(cudaIpcGetEventHandle(&msg.event, ev));
    CALL(cudaEventCreate(&plain));
    cudaIpcEventHandle_t unused;
    CALL(cudaIpcGetEventHandle(&unused, plain));
    int *pinned = NULL;
    CALL(cudaMallocHost((void **)&pinned, 64));
    cudaIpcMemHandle_t unused_mem;
    CALL(cudaIpcGetMemHandle(&unused_mem, pinned));
    /* Opening one's own handle in the same process is refused. */
    void *self = NULL;
    CALL(cudaIpcOpenMemHandle(&self, msg.mem, cudaIpcMemLazyEnablePeerAccess));
    CALL(cudaIpcOpenMemHandle(&self, msg.mem, 0x8));
    int ok = 0;
    if (write(to_child[1], &msg, sizeof msg) != (ssize_t)sizeof msg ||
        read(to_parent[0], &ok, sizeof ok) != (ssize_t)sizeof ok)
        ok = 0;
    int st = 0;
    waitpid(pid, &st, 0);
    CHECKT("another process read the memory through the handle",
           ok && WIFEXITED(st) && WEXITSTATUS(st) == 0);
    CALL(cudaEventDestroy(ev));
    CALL(cudaEventDestroy(plain));
    CALL(cudaFreeHost(pinned));
    CALL(cudaFree(d));
}

int main(void)
{
    /* The IPC case forks before CUDA is initialised in this process. */
    ipc();
    int count = START_COUNT(&count);
    entry_points();
    peer(count);
    occupancy_and_functions();
    launch_ex();
    capture_info_and_dot();
    stream_ordered();
    pointer_attributes();
    return FINISH();
}
