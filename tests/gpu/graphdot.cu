/*
 * graphdot: cudaGraphDebugDotPrint of a graph with a node of every common kind (1D copies host to
 * device and device to host, a kernel, a memset, an empty node, a host node, event record and
 * wait, a child graph holding a 3D copy to an array and copies to and from a symbol), for each
 * flag. The DOT text is the driver's, made from the node parameters the runtime gave it: the
 * transcript prints it with addresses, handles and node ids masked (hex numbers and numbers of
 * more than four digits), so the runner's comparison shows any parameter the runtime passes
 * otherwise than NVIDIA's (memory types, pitches, extents, kinds).
 */
#include "common.h"

#include <ctype.h>
#include <string>

__global__ void k_add(const int *a, const int *b, int *c, size_t n)
{
    size_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

__device__ int dsym[1024];

static void host_fn(void *p)
{
    int *a = (int *)p;
    for (int i = 0; i < 1024; i++)
        a[i] = i;
}

/* Print a DOT file with numbers that vary between runs masked. */
static void print_masked(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        SHOW("no file");
        return;
    }
    std::string s;
    int c;
    while ((c = fgetc(f)) != EOF)
        s.push_back((char)c);
    fclose(f);
    std::string o;
    for (size_t i = 0; i < s.size();) {
        if (s[i] == '0' && i + 1 < s.size() && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
            size_t j = i + 2;
            while (j < s.size() && isxdigit((unsigned char)s[j]))
                j++;
            o += "0xX";
            i = j;
            continue;
        }
        if (isdigit((unsigned char)s[i]) && (i == 0 || !isalnum((unsigned char)s[i - 1]))) {
            size_t j = i;
            while (j < s.size() && isdigit((unsigned char)s[j]))
                j++;
            if (j - i > 4)
                o += "N";
            else
                o.append(s, i, j - i);
            i = j;
            continue;
        }
        o.push_back(s[i++]);
    }
    fputs(o.c_str(), stdout);
    if (!o.empty() && o.back() != '\n')
        putchar('\n');
}

int main(void)
{
    START();
    const size_t n = 1024, bytes = n * sizeof(int);
    int *a_d, *b_d, *c_d, *m_d;
    static int a_h[1024], b_h[1024], c_h[1024], m_h[1024];
    CALL(cudaMalloc(&a_d, bytes));
    CALL(cudaMalloc(&b_d, bytes));
    CALL(cudaMalloc(&c_d, bytes));
    CALL(cudaMalloc(&m_d, bytes));
    cudaGraph_t g, child;
    CALL(cudaGraphCreate(&g, 0));
    CALL(cudaGraphCreate(&child, 0));
    cudaGraphNode_t ca, cb, cc, kn, en, hn, er, ew, c3, ts, fs, ms, cg;
    CALL(cudaGraphAddMemcpyNode1D(&ca, g, NULL, 0, a_d, a_h, bytes, cudaMemcpyHostToDevice));
    CALL(cudaGraphAddMemcpyNode1D(&cb, g, NULL, 0, b_d, b_h, bytes, cudaMemcpyHostToDevice));
    size_t nn = n;
    void *args[] = {&a_d, &b_d, &c_d, &nn};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)k_add;
    kp.gridDim = dim3(4);
    kp.blockDim = dim3(256);
    kp.kernelParams = args;
    CALL(cudaGraphAddKernelNode(&kn, g, NULL, 0, &kp));
    CALL(cudaGraphAddMemcpyNode1D(&cc, g, NULL, 0, c_h, c_d, bytes, cudaMemcpyDeviceToHost));
    CALL(cudaGraphAddDependencies(g, &ca, &kn, NULL, 1));
    CALL(cudaGraphAddDependencies(g, &cb, &kn, NULL, 1));
    CALL(cudaGraphAddDependencies(g, &kn, &cc, NULL, 1));
    CALL(cudaGraphAddEmptyNode(&en, g, NULL, 0));
    cudaHostNodeParams hp = {host_fn, m_h};
    CALL(cudaGraphAddHostNode(&hn, g, NULL, 0, &hp));
    cudaEvent_t ev;
    CALL(cudaEventCreate(&ev));
    CALL(cudaGraphAddEventRecordNode(&er, g, NULL, 0, ev));
    CALL(cudaGraphAddEventWaitNode(&ew, g, NULL, 0, ev));

    const int w = 10, h = 10, d = 10;
    static int vol[10 * 10 * 10];
    cudaChannelFormatDesc desc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindSigned);
    cudaArray_t arr;
    CALL(cudaMalloc3DArray(&arr, &desc, make_cudaExtent(w, h, d), cudaArrayDefault));
    cudaMemcpy3DParms p3;
    memset(&p3, 0, sizeof p3);
    p3.extent = make_cudaExtent(w, h, d);
    p3.srcPtr = make_cudaPitchedPtr(vol, w * sizeof(int), w, h);
    p3.dstArray = arr;
    p3.kind = cudaMemcpyHostToDevice;
    CALL(cudaGraphAddMemcpyNode(&c3, child, NULL, 0, &p3));
    CALL(cudaGraphAddMemcpyNodeToSymbol(&ts, child, NULL, 0, dsym, b_h, bytes, 0,
                                        cudaMemcpyHostToDevice));
    CALL(cudaGraphAddMemcpyNodeFromSymbol(&fs, child, NULL, 0, b_h, dsym, bytes, 0,
                                          cudaMemcpyDeviceToHost));
    cudaMemsetParams mp = {};
    mp.dst = m_d;
    mp.value = 7;
    mp.elementSize = 1;
    mp.width = bytes;
    mp.height = 1;
    CALL(cudaGraphAddMemsetNode(&ms, child, NULL, 0, &mp));
    CALL(cudaGraphAddChildGraphNode(&cg, g, NULL, 0, child));
    char path[64];

    /* A third graph of copies of every other kind and memory, printed with the memcpy flag. */
    cudaGraph_t g3;
    CALL(cudaGraphCreate(&g3, 0));
    int *pin, *man;
    CALL(cudaMallocHost(&pin, bytes));
    CALL(cudaMallocManaged(&man, bytes));
    static int reg[4096];
    CALL(cudaHostRegister(reg, sizeof reg, cudaHostRegisterDefault));
    cudaArray_t arr2, arr1d;
    CALL(cudaMallocArray(&arr2, &desc, 16, 16));
    CALL(cudaMallocArray(&arr1d, &desc, 1024));
    size_t pitch;
    int *p2d;
    CALL(cudaMallocPitch(&p2d, &pitch, 16 * sizeof(int), 16));
    static const struct {
        const char *what;
        int dst, src;
        enum cudaMemcpyKind kind;
    } ones[] = {
        {"DtoD", 0, 1, cudaMemcpyDeviceToDevice}, {"HtoH", 2, 3, cudaMemcpyHostToHost},
        {"pinned HtoD", 0, 4, cudaMemcpyHostToDevice}, {"pinned DtoH", 4, 0, cudaMemcpyDeviceToHost},
        {"registered HtoD", 0, 6, cudaMemcpyHostToDevice},
        {"default DtoD", 0, 1, cudaMemcpyDefault}, {"default HtoD", 0, 2, cudaMemcpyDefault},
        {"default DtoH", 2, 0, cudaMemcpyDefault}, {"default pinned", 0, 4, cudaMemcpyDefault},
        {"default managed", 5, 0, cudaMemcpyDefault}, {"managed HtoD", 5, 2, cudaMemcpyHostToDevice},
        {"default HtoH", 2, 3, cudaMemcpyDefault},
    };
    void *ptrs[] = {a_d, b_d, a_h, b_h, pin, man, reg};
    for (size_t i = 0; i < sizeof ones / sizeof ones[0]; i++) {
        cudaGraphNode_t x;
        printf("node %s\n", ones[i].what);
        CALL(cudaGraphAddMemcpyNode1D(&x, g3, NULL, 0, ptrs[ones[i].dst], ptrs[ones[i].src], 256,
                                      ones[i].kind));
    }
    {
        cudaGraphNode_t x;
        cudaMemcpy3DParms q;
        memset(&q, 0, sizeof q);
        q.srcArray = arr2;
        q.srcPos = make_cudaPos(1, 2, 0);
        q.dstPtr = make_cudaPitchedPtr(p2d, pitch, 16, 16);
        q.dstPos = make_cudaPos(4, 1, 0);
        q.extent = make_cudaExtent(8, 4, 1);
        q.kind = cudaMemcpyDeviceToDevice;
        printf("node AtoD 2D\n");
        CALL(cudaGraphAddMemcpyNode(&x, g3, NULL, 0, &q));
        memset(&q, 0, sizeof q);
        q.srcArray = arr2;
        q.dstArray = arr1d;
        q.extent = make_cudaExtent(16, 1, 1);
        q.kind = cudaMemcpyDefault;
        printf("node AtoA default\n");
        CALL(cudaGraphAddMemcpyNode(&x, g3, NULL, 0, &q));
        memset(&q, 0, sizeof q);
        q.srcPtr = make_cudaPitchedPtr(p2d, pitch, 16, 16);
        q.dstPtr = make_cudaPitchedPtr(vol, 64, 16, 16);
        q.extent = make_cudaExtent(64, 4, 1);
        q.kind = cudaMemcpyDeviceToHost;
        printf("node pitched DtoH\n");
        CALL(cudaGraphAddMemcpyNode(&x, g3, NULL, 0, &q));
        memset(&q, 0, sizeof q);
        q.srcPtr = make_cudaPitchedPtr(vol, 64, 16, 16);
        q.dstArray = arr2;
        q.dstPos = make_cudaPos(2, 3, 0);
        q.extent = make_cudaExtent(4, 4, 1);
        q.kind = cudaMemcpyDefault;
        printf("node default HtoA\n");
        CALL(cudaGraphAddMemcpyNode(&x, g3, NULL, 0, &q));
        printf("node set params 1D\n");
        CALL(cudaGraphMemcpyNodeSetParams1D(x, a_h, a_d, 128, cudaMemcpyDeviceToHost));
        cudaGraphNode_t y;
        printf("node to symbol with offset\n");
        CALL(cudaGraphAddMemcpyNodeToSymbol(&y, g3, NULL, 0, dsym, pin, 64, 128,
                                            cudaMemcpyHostToDevice));
        printf("node to symbol default\n");
        CALL(cudaGraphAddMemcpyNodeToSymbol(&y, g3, NULL, 0, dsym, a_d, 64, 0, cudaMemcpyDefault));
    }
    /* Copies recorded by stream capture. */
    {
        cudaStream_t cs;
        CALL(cudaStreamCreateWithFlags(&cs, cudaStreamNonBlocking));
        cudaGraph_t gc;
        CALL(cudaStreamBeginCapture(cs, cudaStreamCaptureModeGlobal));
        CALL(cudaMemcpyAsync(a_d, pin, 256, cudaMemcpyHostToDevice, cs));
        CALL(cudaMemcpyAsync(pin, a_d, 256, cudaMemcpyDefault, cs));
        CALL(cudaMemcpy2DAsync(p2d, pitch, pin, 64, 64, 4, cudaMemcpyHostToDevice, cs));
        CALL(cudaMemcpyToSymbolAsync(dsym, pin, 64, 0, cudaMemcpyHostToDevice, cs));
        CALL(cudaStreamEndCapture(cs, &gc));
        printf("captured\n");
        snprintf(path, sizeof path, "graphdot-%d.dot", (int)getpid());
        if (CALL(cudaGraphDebugDotPrint(gc, path, cudaGraphDebugDotFlagsMemcpyNodeParams)) ==
            cudaSuccess)
            print_masked(path);
        remove(path);
        CALL(cudaGraphDestroy(gc));
        CALL(cudaStreamDestroy(cs));
    }
    printf("graph of copies\n");
    snprintf(path, sizeof path, "graphdot-%d.dot", (int)getpid());
    if (CALL(cudaGraphDebugDotPrint(g3, path, cudaGraphDebugDotFlagsMemcpyNodeParams)) == cudaSuccess)
        print_masked(path);
    remove(path);
    CALL(cudaGraphDestroy(g3));
    CALL(cudaHostUnregister(reg));
    CALL(cudaFreeHost(pin));
    CALL(cudaFree(man));
    CALL(cudaFree(p2d));
    CALL(cudaFreeArray(arr2));
    CALL(cudaFreeArray(arr1d));

    static const struct {
        const char *name;
        unsigned flag;
    } flags[] = {
        {"0", 0},
        {"Verbose", cudaGraphDebugDotFlagsVerbose},
        {"KernelNodeParams", cudaGraphDebugDotFlagsKernelNodeParams},
        {"MemcpyNodeParams", cudaGraphDebugDotFlagsMemcpyNodeParams},
        {"MemsetNodeParams", cudaGraphDebugDotFlagsMemsetNodeParams},
        {"HostNodeParams", cudaGraphDebugDotFlagsHostNodeParams},
        {"EventNodeParams", cudaGraphDebugDotFlagsEventNodeParams},
        {"KernelNodeAttributes", cudaGraphDebugDotFlagsKernelNodeAttributes},
        {"Handles", cudaGraphDebugDotFlagsHandles},
    };
    snprintf(path, sizeof path, "graphdot-%d.dot", (int)getpid());
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        printf("flags %s\n", flags[i].name);
        if (CALL(cudaGraphDebugDotPrint(g, path, flags[i].flag)) == cudaSuccess)
            print_masked(path);
        remove(path);
    }

    cudaGraphExec_t ge;
    CALL(cudaGraphInstantiate(&ge, g, 0));
    for (size_t i = 0; i < n; i++) {
        a_h[i] = (int)i;
        b_h[i] = 2 * (int)i;
    }
    CALL(cudaGraphLaunch(ge, 0));
    CALL(cudaDeviceSynchronize());
    bool ok = true;
    for (size_t i = 0; i < n; i++)
        ok = ok && c_h[i] == 3 * (int)i;
    CHECK(ok);
    CALL(cudaGraphExecDestroy(ge));
    CALL(cudaGraphDestroy(g));
    CALL(cudaGraphDestroy(child));
    CALL(cudaFreeArray(arr));
    CALL(cudaEventDestroy(ev));
    CALL(cudaFree(a_d));
    CALL(cudaFree(b_d));
    CALL(cudaFree(c_d));
    CALL(cudaFree(m_d));
    return FINISH();
}
