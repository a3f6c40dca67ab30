/*
 * Library management (a PTX library loaded at run time), kernels as CUkernels, stream
 * attributes, capture into an existing graph and dependency updates, cooperative launch,
 * parameter info, cluster occupancy, P2P attributes, device-wide driver services, profiler.
 */
#include "common.h"

#include <cuda_profiler_api.h>

__global__ void k_add(int *out, int a, int b)
{
    out[threadIdx.x] = a + b;
}

static void host_function(void)
{
}

/* A library given as PTX text: the driver compiles it for the device at load. */
static const char ptx[] = ".version 8.0\n"
                          ".target sm_90\n"
                          ".address_size 64\n"
                          ".visible .global .align 4 .u32 lib_counter = 5;\n"
                          ".visible .entry lib_store(.param .u64 out, .param .u32 v)\n"
                          "{\n"
                          "  .reg .b64 %rd<3>;\n"
                          "  .reg .b32 %r<3>;\n"
                          "  ld.param.u64 %rd1, [out];\n"
                          "  ld.param.u32 %r1, [v];\n"
                          "  cvta.to.global.u64 %rd2, %rd1;\n"
                          "  st.global.u32 [%rd2], %r1;\n"
                          "  ret;\n"
                          "}\n"
                          ".visible .entry lib_nop()\n"
                          "{\n"
                          "  ret;\n"
                          "}\n";

static int read_int(const int *d)
{
    int h = -1;
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    return h;
}

static void libraries(void)
{
    SECTION("library management");
    cudaLibrary_t lib = NULL;
    CALL(cudaLibraryLoadData(&lib, ptx, NULL, NULL, 0, NULL, NULL, 0));
    unsigned count = 0;
    CALL(cudaLibraryGetKernelCount(&count, lib));
    SHOW("kernels=%u", count);
    cudaKernel_t ks[4] = {NULL, NULL, NULL, NULL};
    CALL(cudaLibraryEnumerateKernels(ks, count < 4 ? count : 4, lib));
    cudaKernel_t k = NULL;
    CALL(cudaLibraryGetKernel(&k, lib, "lib_store"));
    CALL(cudaLibraryGetKernel(&k, lib, "no_such_kernel"));
    CALL(cudaLibraryGetKernel(&k, lib, "lib_store"));
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 64));
    int v = 77;
    void *args[] = {&d, &v};
    CALL(cudaLaunchKernel((const void *)k, dim3(1), dim3(1), args, 0, 0));
    CALL(cudaDeviceSynchronize());
    CHECKT("library kernel launched through cudaLaunchKernel", read_int(d) == 77);
    const char *name = NULL;
    CALL(cudaFuncGetName(&name, (const void *)k));
    SHOW("name=%s", name ? name : "(null)");
    void *g = NULL;
    size_t bytes = 0;
    CALL(cudaLibraryGetGlobal(&g, &bytes, lib, "lib_counter"));
    SHOW("global bytes=%zu", bytes);
    int gv = -1;
    if (g)
        CALL(cudaMemcpy(&gv, g, sizeof gv, cudaMemcpyDeviceToHost));
    SHOW("global value=%d", gv);
    CALL(cudaLibraryGetGlobal(&g, &bytes, lib, "no_such_global"));
    CALL(cudaLibraryGetManaged(&g, &bytes, lib, "lib_counter"));
    void *fp = NULL;
    CALL(cudaLibraryGetUnifiedFunction(&fp, lib, "lib_store"));
    CALL(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024, 0));
    CALL(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024, 99));
    CALL(cudaLibraryUnload(lib));
    CALL(cudaLibraryLoadData(&lib, "this is not a module", NULL, NULL, 0, NULL, NULL, 0));
    CALL(cudaLibraryLoadFromFile(&lib, "/nonexistent/module.cubin", NULL, NULL, 0, NULL, NULL, 0));
    CALL(cudaFree(d));

    SECTION("kernels of registered stubs");
    cudaKernel_t sk = NULL;
    CALL(cudaGetKernel(&sk, (const void *)k_add));
    SHOW("kernel non-null=%d", sk != NULL);
    CALL(cudaGetKernel(&sk, NULL));
    size_t off = 99, size = 99;
    CALL(cudaFuncGetParamInfo((const void *)k_add, 0, &off, &size));
    SHOW("param0 offset=%zu size=%zu", off, size);
    CALL(cudaFuncGetParamInfo((const void *)k_add, 2, &off, &size));
    SHOW("param2 offset=%zu size=%zu", off, size);
    CALL(cudaFuncGetParamInfo((const void *)k_add, 3, &off, &size));
    CALL(cudaFuncGetParamInfo((const void *)host_function, 0, &off, &size));
}

static void stream_attributes(void)
{
    SECTION("stream attributes");
    cudaStream_t a, b;
    CALL(cudaStreamCreate(&a));
    CALL(cudaStreamCreate(&b));
    cudaStreamAttrValue v;
    memset(&v, 0, sizeof v);
    CALL(cudaStreamGetAttribute(a, cudaStreamAttributeSynchronizationPolicy, &v));
    SHOW("sync policy=%d", (int)v.syncPolicy);
    v.syncPolicy = cudaSyncPolicyYield;
    CALL(cudaStreamSetAttribute(a, cudaStreamAttributeSynchronizationPolicy, &v));
    memset(&v, 0, sizeof v);
    CALL(cudaStreamGetAttribute(a, cudaStreamAttributeSynchronizationPolicy, &v));
    SHOW("sync policy=%d", (int)v.syncPolicy);
    CALL(cudaStreamCopyAttributes(b, a));
    memset(&v, 0, sizeof v);
    CALL(cudaStreamGetAttribute(b, cudaStreamAttributeSynchronizationPolicy, &v));
    SHOW("copied sync policy=%d", (int)v.syncPolicy);
    CALL(cudaStreamGetAttribute(a, (cudaStreamAttrID)999, &v));
    memset(&v, 0, sizeof v);
    CALL(cudaStreamGetAttribute(a, cudaStreamAttributePriority, &v));
    SHOW("priority=%d", v.priority);

    int *m = NULL;
    CALL(cudaMallocManaged((void **)&m, 4096, cudaMemAttachHost));
    CALL(cudaStreamAttachMemAsync(a, m, 0, cudaMemAttachSingle));
    CALL(cudaStreamSynchronize(a));
    CALL(cudaStreamAttachMemAsync(a, m, 0, cudaMemAttachGlobal));
    CALL(cudaStreamAttachMemAsync(a, m, 0, 0x10));
    CALL(cudaStreamSynchronize(a));
    CALL(cudaFree(m));

    SECTION("capture into a graph, dependency updates");
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 64));
    cudaGraph_t g = NULL;
    CALL(cudaGraphCreate(&g, 0));
    cudaGraphNode_t first = NULL;
    CALL(cudaGraphAddEmptyNode(&first, g, NULL, 0));
    CALL(cudaStreamBeginCaptureToGraph(a, g, &first, NULL, 1, cudaStreamCaptureModeThreadLocal));
    k_add<<<1, 1, 0, a>>>(d, 2, 3);
    cudaStreamCaptureStatus st;
    const cudaGraphNode_t *deps = NULL;
    size_t ndeps = 0;
    CALL(cudaStreamGetCaptureInfo(a, &st, NULL, NULL, &deps, NULL, &ndeps));
    SHOW("deps=%zu", ndeps);
    cudaGraphNode_t newdeps[1] = {first};
    CALL(cudaStreamUpdateCaptureDependencies(a, newdeps, NULL, 1, cudaStreamAddCaptureDependencies));
    CALL(cudaStreamGetCaptureInfo(a, &st, NULL, NULL, &deps, NULL, &ndeps));
    SHOW("deps after add=%zu", ndeps);
    CALL(cudaStreamUpdateCaptureDependencies(a, newdeps, NULL, 1, cudaStreamSetCaptureDependencies));
    CALL(cudaStreamGetCaptureInfo(a, &st, NULL, NULL, &deps, NULL, &ndeps));
    SHOW("deps after set=%zu", ndeps);
    CALL(cudaStreamUpdateCaptureDependencies(a, newdeps, NULL, 1, 7));
    cudaGraph_t out = NULL;
    CALL(cudaStreamEndCapture(a, &out));
    SHOW("same graph=%d", out == g);
    size_t n = 0;
    CALL(cudaGraphGetNodes(g, NULL, &n));
    SHOW("nodes=%zu", n);
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    CALL(cudaGraphLaunch(x, a));
    CALL(cudaStreamSynchronize(a));
    CHECKT("captured kernel ran", read_int(d) == 5);
    CALL(cudaGraphExecDestroy(x));
    CALL(cudaGraphDestroy(g));
    CALL(cudaStreamUpdateCaptureDependencies(a, newdeps, NULL, 1, 0));
    CALL(cudaFree(d));
    CALL(cudaStreamDestroy(a));
    CALL(cudaStreamDestroy(b));
}

static void launches_and_device(int count)
{
    SECTION("cooperative launch and cluster occupancy");
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 64));
    int a = 4, b = 6;
    void *args[] = {&d, &a, &b};
    CALL(cudaLaunchCooperativeKernel((const void *)k_add, dim3(1), dim3(1), args, 0, 0));
    CALL(cudaDeviceSynchronize());
    CHECKT("cooperative kernel ran", read_int(d) == 10);
    CALL(cudaLaunchCooperativeKernel((const void *)k_add, dim3(100000), dim3(1024), args, 0, 0));
    CALL(cudaLaunchCooperativeKernel((const void *)host_function, dim3(1), dim3(1), args, 0, 0));
    size_t smem = 0;
    CALL(cudaOccupancyAvailableDynamicSMemPerBlock(&smem, (const void *)k_add, 1, 128));
    SHOW("available dynamic smem=%zu", smem);
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(16);
    cfg.blockDim = dim3(128);
    int cs = -1, nc = -1;
    CALL(cudaOccupancyMaxPotentialClusterSize(&cs, (const void *)k_add, &cfg));
    SHOW("max cluster size=%d", cs);
    cudaLaunchAttribute at[1];
    at[0].id = cudaLaunchAttributeClusterDimension;
    at[0].val.clusterDim.x = 2;
    at[0].val.clusterDim.y = 1;
    at[0].val.clusterDim.z = 1;
    cfg.attrs = at;
    cfg.numAttrs = 1;
    CALL(cudaOccupancyMaxActiveClusters(&nc, (const void *)k_add, &cfg));
    SHOW("active clusters>0=%d", nc > 0);
    CALL(cudaFree(d));

    SECTION("device-wide services");
    int v = -1;
    CALL(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 0));
    CALL(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, count));
    CALL(cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice,
                                            cudaFlushGPUDirectRDMAWritesToOwner));
    CALL(cudaCtxResetPersistingL2Cache());
    CALL(cudaProfilerStart());
    CALL(cudaProfilerStop());
}

int main(void)
{
    int count = START_COUNT(&count);
    libraries();
    stream_attributes();
    launches_and_device(count);
    return FINISH();
}
