/*
 * graph: stream capture (begin/end/is-capturing, global and relaxed modes), instantiate, launch,
 * destroy; calls that are illegal while a stream captures (synchronising the capturing stream,
 * a synchronous copy on the legacy stream in global mode) and the invalidated capture that
 * follows; a small graph built node by node.
 */
#include "common.h"

__global__ void k_add(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v;
}

static const int N = 1024;
static int *g_pinned; /* N ints of pinned host memory, allocated before any capture */

static void show_capture(const char *name, cudaStream_t s)
{
    cudaStreamCaptureStatus st = (cudaStreamCaptureStatus)99;
    cudaError_t e = cudaStreamIsCapturing(s, &st);
    printf("  cudaStreamIsCapturing(%s) -> %s status=%d\n", name, ename(e), (int)st);
    if (e != cudaSuccess)
        LASTERR();
}

static int read_equal(const int *d, int v)
{
    static int h[N];
    memset(h, 0, sizeof h);
    cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("  readback -> %s\n", ename(e));
    if (e != cudaSuccess)
        LASTERR();
    for (int i = 0; i < N; i++)
        if (h[i] != v)
            return 0;
    return 1;
}

static void graph_nodes(cudaGraph_t g)
{
    size_t n = 0;
    cudaError_t e = cudaGraphGetNodes(g, NULL, &n);
    printf("  cudaGraphGetNodes(g, NULL, &n) -> %s n=%zu\n", ename(e), n);
}

static void capture_basic(int *d)
{
    SECTION("capture and launch");
    cudaStream_t s = NULL;
    cudaGraph_t g = NULL;
    cudaGraphExec_t x = NULL, x2 = NULL;
    int *h = g_pinned;
    for (int i = 0; i < N; i++)
        h[i] = 1;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    show_capture("s", s);
    show_capture("0", 0);
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    show_capture("s", s);
    cudaStreamCaptureStatus st = (cudaStreamCaptureStatus)99;
    unsigned long long id = 0;
    CALL(cudaStreamGetCaptureInfo(s, &st, &id, NULL, NULL, NULL, NULL));
    SHOW("status=%d id>0=%d", (int)st, id > 0);
    CALL(cudaMemcpyAsync(d, h, N * sizeof(int), cudaMemcpyHostToDevice, s));
    k_add<<<N / 256, 256, 0, s>>>(d, 2, N);
    CALL(cudaGetLastError());
    k_add<<<N / 256, 256, 0, s>>>(d, 3, N);
    CALL(cudaStreamEndCapture(s, &g));
    SHOW("graph %s", g ? "non-null" : "null");
    show_capture("s", s);
    if (!g)
        return;
    graph_nodes(g);
    CALL(cudaGraphInstantiate(&x, g, 0));
    for (int r = 0; r < 3; r++)
        CALL(cudaGraphLaunch(x, s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("graph result", read_equal(d, 6));
    CALL(cudaGraphLaunch(x, 0));
    CALL(cudaGraphLaunch(x, cudaStreamPerThread));
    CALL(cudaDeviceSynchronize());
    CHECKT("graph result on other streams", read_equal(d, 6));
    CALL(cudaGraphInstantiate(NULL, g, 0));
    CALL(cudaGraphInstantiate(&x2, g, 0xffff));
    CALL(cudaGraphExecDestroy(x));
    CALL(cudaGraphInstantiateWithFlags(&x, g, cudaGraphInstantiateFlagAutoFreeOnLaunch));
    CALL(cudaGraphLaunch(x, s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaGraphExecDestroy(x));
    CALL(cudaGraphDestroy(g));
    CALL(cudaStreamDestroy(s));
}

static void capture_illegal(int *d)
{
    SECTION("illegal: synchronize the capturing stream");
    cudaStream_t s = NULL;
    cudaGraph_t g = (cudaGraph_t)0x1;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    k_add<<<N / 256, 256, 0, s>>>(d, 1, N);
    CALL(cudaStreamSynchronize(s));
    show_capture("s", s);
    k_add<<<N / 256, 256, 0, s>>>(d, 1, N);
    printf("k_add<<<..., s>>> on invalidated capture\n");
    LASTERR();
    CALL(cudaStreamQuery(s));
    CALL(cudaStreamEndCapture(s, &g));
    SHOW("graph %s", g == NULL ? "null" : (g == (cudaGraph_t)0x1 ? "untouched" : "non-null"));
    show_capture("s", s);
    CALL(cudaStreamSynchronize(s));
    LASTERR();

    SECTION("cudaMalloc and cudaFree while capturing in global mode");
    void *tmp = NULL;
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    k_add<<<N / 256, 256, 0, s>>>(d, 1, N);
    CALL(cudaMalloc(&tmp, 4096));
    show_capture("s", s);
    CALL(cudaMemsetAsync(d, 0, 0, s));
    CALL(cudaFree(tmp));
    show_capture("s", s);
    g = NULL;
    CALL(cudaStreamEndCapture(s, &g));
    SHOW("graph %s", g ? "non-null" : "null");
    if (g) {
        graph_nodes(g);
        CALL(cudaGraphDestroy(g));
    }
    show_capture("s", s);
    CALL(cudaDeviceSynchronize());

    SECTION("illegal: synchronous copy on the legacy stream in global mode");
    cudaStream_t b = NULL;
    static int h[N];
    CALL(cudaStreamCreate(&b));
    CALL(cudaStreamBeginCapture(b, cudaStreamCaptureModeGlobal));
    k_add<<<N / 256, 256, 0, b>>>(d, 1, N);
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    show_capture("b", b);
    g = (cudaGraph_t)0x1;
    CALL(cudaStreamEndCapture(b, &g));
    SHOW("graph %s", g == NULL ? "null" : (g == (cudaGraph_t)0x1 ? "untouched" : "non-null"));
    show_capture("b", b);
    CALL(cudaDeviceSynchronize());

    SECTION("illegal: unsafe call from the capturing thread in global mode");
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    k_add<<<N / 256, 256, 0, s>>>(d, 1, N);
    void *hp = NULL;
    CALL(cudaMallocHost(&hp, 4096));
    if (hp)
        CALL(cudaFreeHost(hp));
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    show_capture("s", s);
    g = NULL;
    CALL(cudaStreamEndCapture(s, &g));
    if (g)
        CALL(cudaGraphDestroy(g));
    show_capture("s", s);
    CALL(cudaDeviceSynchronize());

    SECTION("relaxed mode");
    g = NULL;
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed));
    k_add<<<N / 256, 256, 0, s>>>(d, 1, N);
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    show_capture("s", s);
    CALL(cudaStreamEndCapture(s, &g));
    SHOW("graph %s", g ? "non-null" : "null");
    if (g)
        CALL(cudaGraphDestroy(g));

    SECTION("thread-local mode and exchange");
    cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    CALL(cudaThreadExchangeStreamCaptureMode(&mode));
    SHOW("previous mode=%d", (int)mode);
    mode = cudaStreamCaptureModeGlobal;
    CALL(cudaThreadExchangeStreamCaptureMode(&mode));
    SHOW("previous mode=%d", (int)mode);
    mode = (cudaStreamCaptureMode)7;
    CALL(cudaThreadExchangeStreamCaptureMode(&mode));
    /* cudaThreadExchangeStreamCaptureMode(NULL) is left out: NVIDIA's library crashes on it
     * (seen on the H200); ours returns cudaErrorInvalidValue. */
    g = NULL;
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
    k_add<<<N / 256, 256, 0, s>>>(d, 1, N);
    CALL(cudaStreamEndCapture(s, &g));
    SHOW("graph %s", g ? "non-null" : "null");
    if (g)
        CALL(cudaGraphDestroy(g));

    SECTION("capture errors");
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    show_capture("s", s);
    g = NULL;
    CALL(cudaStreamEndCapture(s, &g));
    if (g)
        CALL(cudaGraphDestroy(g));
    CALL(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal));
    CALL(cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal));
    CALL(cudaStreamBeginCapture(s, (cudaStreamCaptureMode)9));
    g = (cudaGraph_t)0x1;
    CALL(cudaStreamEndCapture(s, &g));
    SHOW("graph %s", g == NULL ? "null" : (g == (cudaGraph_t)0x1 ? "untouched" : "non-null"));
    CALL(cudaStreamIsCapturing(s, NULL));
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CALL(cudaStreamEndCapture(s, NULL));
    show_capture("s", s);
    g = NULL;
    CALL(cudaStreamEndCapture(s, &g));
    SHOW("graph %s", g ? "non-null" : "null");
    if (g) {
        graph_nodes(g);
        cudaGraphExec_t x = NULL;
        CALL(cudaGraphInstantiate(&x, g, 0));
        if (x) {
            CALL(cudaGraphLaunch(x, s));
            CALL(cudaStreamSynchronize(s));
            CALL(cudaGraphExecDestroy(x));
        }
        CALL(cudaGraphDestroy(g));
    }

    SECTION("streams usable after invalidated captures");
    CALL(cudaMemset(d, 0, N * sizeof(int)));
    CALL(cudaDeviceSynchronize());
    k_add<<<N / 256, 256, 0, s>>>(d, 9, N);
    CALL(cudaStreamSynchronize(s));
    k_add<<<N / 256, 256, 0, b>>>(d, 1, N);
    CALL(cudaDeviceSynchronize());
    CHECKT("kernels after captures", read_equal(d, 10));
    CALL(cudaStreamDestroy(s));
    CALL(cudaStreamDestroy(b));
    LASTERR();
}

static void explicit_graph(int *d)
{
    SECTION("graph built node by node");
    cudaGraph_t g = NULL, g2 = NULL;
    cudaGraphNode_t nset = NULL, nk = NULL, ncopy = NULL;
    cudaGraphExec_t x = NULL;
    int *h = g_pinned;
    CALL(cudaGraphCreate(&g, 0));
    CALL(cudaGraphCreate(&g2, 1));
    CALL(cudaGraphCreate(NULL, 0));
    if (g2)
        CALL(cudaGraphDestroy(g2));
    if (!g)
        return;
    cudaMemsetParams mp;
    memset(&mp, 0, sizeof mp);
    mp.dst = d;
    mp.value = 4;
    mp.elementSize = 4;
    mp.width = N;
    mp.height = 1;
    mp.pitch = 0;
    CALL(cudaGraphAddMemsetNode(&nset, g, NULL, 0, &mp));
    int v = 5, n = N;
    void *args[] = {&d, &v, &n};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)k_add;
    kp.gridDim = dim3(N / 256);
    kp.blockDim = dim3(256);
    kp.kernelParams = args;
    CALL(cudaGraphAddKernelNode(&nk, g, &nset, 1, &kp));
    CALL(cudaGraphAddMemcpyNode1D(&ncopy, g, &nk, 1, h, d, N * sizeof(int),
                                  cudaMemcpyDeviceToHost));
    graph_nodes(g);
    size_t ne = 0;
    CALL(cudaGraphGetEdges(g, NULL, NULL, NULL, &ne));
    SHOW("edges=%zu", ne);
    /* Bad nodes go to a graph of their own, never launched. */
    cudaGraph_t gbad = NULL;
    CALL(cudaGraphCreate(&gbad, 0));
    if (gbad) {
        cudaKernelNodeParams kbad = kp;
        kbad.blockDim = dim3(4096);
        cudaGraphNode_t nbad = NULL;
        CALL(cudaGraphAddKernelNode(&nbad, gbad, NULL, 0, &kbad));
        CALL(cudaGraphAddKernelNode(&nbad, gbad, NULL, 0, NULL));
        graph_nodes(gbad);
        cudaGraphExec_t xbad = NULL;
        CALL(cudaGraphInstantiate(&xbad, gbad, 0));
        if (xbad)
            CALL(cudaGraphExecDestroy(xbad));
        CALL(cudaGraphDestroy(gbad));
    }
    CALL(cudaGraphInstantiate(&x, g, 0));
    memset(h, 0, N * sizeof(int));
    CALL(cudaGraphLaunch(x, 0));
    CALL(cudaStreamSynchronize(0));
    int ok = 1;
    for (int i = 0; i < N; i++)
        ok &= h[i] == 9;
    CHECKT("memset -> kernel -> copy graph", ok);
    CALL(cudaGraphExecDestroy(x));
    CALL(cudaGraphDestroy(g));
}

int main(void)
{
    START();
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, N * sizeof(int)));
    CALL(cudaMallocHost((void **)&g_pinned, N * sizeof(int)));
    if (!g_pinned)
        return FINISH();
    capture_basic(d);
    capture_illegal(d);
    explicit_graph(d);
    CALL(cudaFree(d));
    CALL(cudaFreeHost(g_pinned));
    LASTERR();
    return FINISH();
}
