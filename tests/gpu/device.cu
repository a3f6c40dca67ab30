/*
 * device: device enumeration and selection, cudaDeviceProp (every field of the 13.0 struct),
 * every cudaDeviceAttr, PCI bus ids, versions, limits, cache and shared-memory configuration,
 * stream priorities, memory info, and cudaDeviceReset followed by more work.
 * Device flags are in devflags.cu (they need a process whose context is not yet active);
 * contexts made current through the driver API are in drvctx.cu.
 */
#include "common.h"

__global__ void k_store(int *p, int v) { p[threadIdx.x] = v; }

static int g_count;

static void print_prop(const cudaDeviceProp &p)
{
#define PI(f) printf("  prop." #f " = %d\n", (int)p.f)
#define PU(f) printf("  prop." #f " = %u\n", (unsigned)p.f)
#define PZ(f) printf("  prop." #f " = %zu\n", (size_t)p.f)
#define PA(f, n)                                                                                   \
    do {                                                                                           \
        printf("  prop." #f " =");                                                                 \
        for (int i_ = 0; i_ < (n); i_++)                                                           \
            printf(" %d", (int)p.f[i_]);                                                           \
        printf("\n");                                                                              \
    } while (0)
    printf("  prop.name = \"%.*s\"\n", (int)sizeof p.name, p.name);
    printf("  prop.name bytes after NUL:");
    {
        size_t len = strnlen(p.name, sizeof p.name);
        int nonzero = 0;
        for (size_t i = len; i < sizeof p.name; i++)
            nonzero += p.name[i] != 0;
        printf(" len=%zu nonzero_tail=%d\n", len, nonzero);
    }
    printf("  prop.uuid =");
    for (int i = 0; i < 16; i++)
        printf(" %02x", (unsigned char)p.uuid.bytes[i]);
    printf("\n");
    printf("  prop.luid =");
    for (int i = 0; i < 8; i++)
        printf(" %02x", (unsigned char)p.luid[i]);
    printf("\n");
    PU(luidDeviceNodeMask);
    PZ(totalGlobalMem);
    PZ(sharedMemPerBlock);
    PI(regsPerBlock);
    PI(warpSize);
    PZ(memPitch);
    PI(maxThreadsPerBlock);
    PA(maxThreadsDim, 3);
    PA(maxGridSize, 3);
    PZ(totalConstMem);
    PI(major);
    PI(minor);
    PZ(textureAlignment);
    PZ(texturePitchAlignment);
    PI(multiProcessorCount);
    PI(integrated);
    PI(canMapHostMemory);
    PI(maxTexture1D);
    PI(maxTexture1DMipmap);
    PA(maxTexture2D, 2);
    PA(maxTexture2DMipmap, 2);
    PA(maxTexture2DLinear, 3);
    PA(maxTexture2DGather, 2);
    PA(maxTexture3D, 3);
    PA(maxTexture3DAlt, 3);
    PI(maxTextureCubemap);
    PA(maxTexture1DLayered, 2);
    PA(maxTexture2DLayered, 3);
    PA(maxTextureCubemapLayered, 2);
    PI(maxSurface1D);
    PA(maxSurface2D, 2);
    PA(maxSurface3D, 3);
    PA(maxSurface1DLayered, 2);
    PA(maxSurface2DLayered, 3);
    PI(maxSurfaceCubemap);
    PA(maxSurfaceCubemapLayered, 2);
    PZ(surfaceAlignment);
    PI(concurrentKernels);
    PI(ECCEnabled);
    PI(pciBusID);
    PI(pciDeviceID);
    PI(pciDomainID);
    PI(tccDriver);
    PI(asyncEngineCount);
    PI(unifiedAddressing);
    PI(memoryBusWidth);
    PI(l2CacheSize);
    PI(persistingL2CacheMaxSize);
    PI(maxThreadsPerMultiProcessor);
    PI(streamPrioritiesSupported);
    PI(globalL1CacheSupported);
    PI(localL1CacheSupported);
    PZ(sharedMemPerMultiprocessor);
    PI(regsPerMultiprocessor);
    PI(managedMemory);
    PI(isMultiGpuBoard);
    PI(multiGpuBoardGroupID);
    PI(hostNativeAtomicSupported);
    PI(pageableMemoryAccess);
    PI(concurrentManagedAccess);
    PI(computePreemptionSupported);
    PI(canUseHostPointerForRegisteredMem);
    PI(cooperativeLaunch);
    PZ(sharedMemPerBlockOptin);
    PI(pageableMemoryAccessUsesHostPageTables);
    PI(directManagedMemAccessFromHost);
    PI(maxBlocksPerMultiProcessor);
    PI(accessPolicyMaxWindowSize);
    PZ(reservedSharedMemPerBlock);
    PI(hostRegisterSupported);
    PI(sparseCudaArraySupported);
    PI(hostRegisterReadOnlySupported);
    PI(timelineSemaphoreInteropSupported);
    PI(memoryPoolsSupported);
    PI(gpuDirectRDMASupported);
    PU(gpuDirectRDMAFlushWritesOptions);
    PI(gpuDirectRDMAWritesOrdering);
    PU(memoryPoolSupportedHandleTypes);
    PI(deferredMappingCudaArraySupported);
    PI(ipcEventSupported);
    PI(clusterLaunch);
    PI(unifiedFunctionPointers);
    PI(deviceNumaConfig);
    PI(deviceNumaId);
    PI(mpsEnabled);
    PI(hostNumaId);
    PU(gpuPciDeviceID);
    PU(gpuPciSubsystemID);
    PI(hostNumaMultinodeIpcSupported);
    PA(reserved, 56);
#undef PI
#undef PU
#undef PZ
#undef PA
}

static void selection(void)
{
    SECTION("selection");
    int dev = -5;
    CALL(cudaGetDevice(&dev));
    SHOW("dev=%d", dev);
    CALL(cudaGetDevice(NULL));
    const int ords[] = {0, -1, g_count, 1000, 0};
    for (size_t i = 0; i < sizeof ords / sizeof ords[0]; i++) {
        printf("cudaSetDevice(%d)", ords[i]);
        cudaError_t e = cudaSetDevice(ords[i]);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        dev = -5;
        CALL(cudaGetDevice(&dev));
        SHOW("dev=%d", dev);
    }
    CALL(cudaInitDevice(0, 0, 0));
    CALL(cudaInitDevice(-1, 0, 0));
    CALL(cudaInitDevice(g_count, 0, 0));
    CALL(cudaInitDevice(0, 0, 0xffff));
    CALL(cudaInitDevice(0, 0xffff, cudaInitDeviceFlagsAreValid));

    int valid[2] = {0, 0};
    CALL(cudaSetValidDevices(valid, 1));
    CALL(cudaSetValidDevices(NULL, 0));
    CALL(cudaSetValidDevices(NULL, 1));
    valid[0] = -1;
    CALL(cudaSetValidDevices(valid, 1));
    valid[0] = g_count;
    CALL(cudaSetValidDevices(valid, 1));
    valid[0] = 0;
    valid[1] = 0;
    CALL(cudaSetValidDevices(valid, 2));
    valid[0] = 0;
    CALL(cudaSetValidDevices(valid, 1));
    dev = -5;
    CALL(cudaGetDevice(&dev));
    SHOW("dev=%d", dev);

    cudaDeviceProp want;
    memset(&want, 0, sizeof want);
    want.major = 9;
    dev = -5;
    CALL(cudaChooseDevice(&dev, &want));
    SHOW("chosen=%d", dev);
    want.major = 99;
    dev = -5;
    CALL(cudaChooseDevice(&dev, &want));
    SHOW("chosen=%d", dev);
    CALL(cudaChooseDevice(NULL, &want));
    CALL(cudaChooseDevice(&dev, NULL));
    CALL(cudaSetDevice(0));
}

static void properties(cudaDeviceProp *out)
{
    SECTION("properties");
    printf("  sizeof(cudaDeviceProp)=%zu\n", sizeof(cudaDeviceProp));
    static cudaDeviceProp a, b;
    memset(&a, 0xa5, sizeof a);
    memset(&b, 0x5a, sizeof b);
    CALL(cudaGetDeviceProperties(&a, 0));
    CALL(cudaGetDeviceProperties(&b, 0));
    print_prop(a);
    /* Bytes the call did not write keep the fill pattern: report how many, not which values. */
    const unsigned char *pa = (const unsigned char *)&a, *pb = (const unsigned char *)&b;
    int untouched = 0, differ = 0;
    for (size_t i = 0; i < sizeof a; i++) {
        if (pa[i] == 0xa5 && pb[i] == 0x5a)
            untouched++;
        else if (pa[i] != pb[i])
            differ++;
    }
    SHOW("bytes untouched=%d differing=%d", untouched, differ);
    *out = a;
    cudaDeviceProp c;
    CALL(cudaGetDeviceProperties(NULL, 0));
    CALL(cudaGetDeviceProperties(&c, -1));
    CALL(cudaGetDeviceProperties(&c, g_count));
    CALL(cudaGetDeviceProperties(&c, 1000));
}

static void attributes(const cudaDeviceProp &prop)
{
    SECTION("attributes");
    int values[200];
    for (int attr = 0; attr <= (int)cudaDevAttrMax + 1; attr++) {
        int v = -12345;
        cudaError_t e = cudaDeviceGetAttribute(&v, (cudaDeviceAttr)attr, 0);
        printf("attr %d -> %s value=%d\n", attr, ename(e), v);
        if (e != cudaSuccess)
            LASTERR();
        if (attr < 200)
            values[attr] = v;
    }
    int v = -12345;
    CALL(cudaDeviceGetAttribute(NULL, cudaDevAttrWarpSize, 0));
    CALL(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, -1));
    CALL(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, g_count));
    CALL(cudaDeviceGetAttribute(&v, (cudaDeviceAttr)-1, 0));
    CALL(cudaDeviceGetAttribute(&v, (cudaDeviceAttr)100000, 0));
    CHECK(values[cudaDevAttrWarpSize] == prop.warpSize);
    CHECK(values[cudaDevAttrMultiProcessorCount] == prop.multiProcessorCount);
    CHECK(values[cudaDevAttrMaxThreadsPerBlock] == prop.maxThreadsPerBlock);
    CHECK(values[cudaDevAttrComputeCapabilityMajor] == prop.major);
    CHECK(values[cudaDevAttrComputeCapabilityMinor] == prop.minor);
    CHECK(values[cudaDevAttrPciBusId] == prop.pciBusID);
    CHECK(values[cudaDevAttrL2CacheSize] == prop.l2CacheSize);
    CHECK((size_t)values[cudaDevAttrMaxSharedMemoryPerBlockOptin] == prop.sharedMemPerBlockOptin);
}

static void print_buf(const char *buf, size_t len)
{
    printf("  buf=\"");
    for (size_t i = 0; i < len && buf[i]; i++)
        putchar(buf[i]);
    printf("\"\n");
}

static void pci(void)
{
    SECTION("pci bus id");
    char buf[64], id[64];
    memset(buf, 'x', sizeof buf);
    buf[63] = 0;
    CALL(cudaDeviceGetPCIBusId(buf, (int)sizeof buf, 0));
    print_buf(buf, sizeof buf);
    snprintf(id, sizeof id, "%s", buf);
    const int lens[] = {13, 12, 8, 1, 0, -1};
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        memset(buf, 'x', sizeof buf);
        buf[63] = 0;
        printf("cudaDeviceGetPCIBusId(buf, %d, 0)", lens[i]);
        cudaError_t e = cudaDeviceGetPCIBusId(buf, lens[i], 0);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        print_buf(buf, sizeof buf);
    }
    CALL(cudaDeviceGetPCIBusId(NULL, 64, 0));
    CALL(cudaDeviceGetPCIBusId(buf, 64, -1));
    CALL(cudaDeviceGetPCIBusId(buf, 64, g_count));

    int dev = -5;
    CALL(cudaDeviceGetByPCIBusId(&dev, id));
    SHOW("dev=%d", dev);
    char alt[64];
    /* Lower case, no domain, and a few malformed or absent ids. */
    snprintf(alt, sizeof alt, "%s", id);
    for (char *c = alt; *c; c++)
        if (*c >= 'A' && *c <= 'F')
            *c = (char)(*c - 'A' + 'a');
    dev = -5;
    CALL(cudaDeviceGetByPCIBusId(&dev, alt));
    SHOW("dev=%d", dev);
    const char *nodomain = strchr(id, ':');
    if (nodomain) {
        dev = -5;
        CALL(cudaDeviceGetByPCIBusId(&dev, nodomain + 1));
        SHOW("dev=%d", dev);
    }
    const char *bad[] = {"", "garbage", "0000:ff:1f.7", "ffff:ff:1f.7", "0000:00:00", "::.",
                         "00000000000000000000:00:00.0"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        dev = -5;
        printf("cudaDeviceGetByPCIBusId(&dev, \"%s\")", bad[i]);
        cudaError_t e = cudaDeviceGetByPCIBusId(&dev, bad[i]);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        SHOW("dev=%d", dev);
    }
    CALL(cudaDeviceGetByPCIBusId(&dev, NULL));
    CALL(cudaDeviceGetByPCIBusId(NULL, id));
}

static void versions(void)
{
    SECTION("versions");
    int v = -1;
    CALL(cudaDriverGetVersion(&v));
    SHOW("driver=%d", v);
    v = -1;
    CALL(cudaRuntimeGetVersion(&v));
    /* The release differs by design (NVIDIA's runtime reports its own, 13.0 on the reference
     * machine; opencudart the 13.x API level it implements): the major release is compared. */
    SHOW("runtime major=%d", v / 1000);
    CHECK(v >= 13000 && v % 10 == 0);
    CALL(cudaDriverGetVersion(NULL));
    CALL(cudaRuntimeGetVersion(NULL));
}

static void limits(void)
{
    SECTION("limits");
    for (int l = 0; l <= 7; l++) {
        size_t v = 777;
        printf("cudaDeviceGetLimit(&v, %d)", l);
        cudaError_t e = cudaDeviceGetLimit(&v, (cudaLimit)l);
        printf(" -> %s value=%zu\n", ename(e), v);
        if (e != cudaSuccess)
            LASTERR();
    }
    CALL(cudaDeviceGetLimit(NULL, cudaLimitStackSize));
    struct {
        int limit;
        size_t value;
    } sets[] = {
        {cudaLimitStackSize, 4096},
        {cudaLimitStackSize, 0},
        {cudaLimitStackSize, 1024},
        {cudaLimitPrintfFifoSize, 2 << 20},
        {cudaLimitMallocHeapSize, 16 << 20},
        {cudaLimitDevRuntimeSyncDepth, 3},
        {cudaLimitDevRuntimePendingLaunchCount, 4096},
        {cudaLimitMaxL2FetchGranularity, 64},
        {cudaLimitMaxL2FetchGranularity, 1000},
        {cudaLimitPersistingL2CacheSize, 0},
        {cudaLimitPersistingL2CacheSize, 1 << 20},
        {7, 1},
        {-1, 1},
    };
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        printf("cudaDeviceSetLimit(%d, %zu)", sets[i].limit, sets[i].value);
        cudaError_t e = cudaDeviceSetLimit((cudaLimit)sets[i].limit, sets[i].value);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        size_t v = 777;
        e = cudaDeviceGetLimit(&v, (cudaLimit)sets[i].limit);
        printf("  get -> %s value=%zu\n", ename(e), v);
        if (e != cudaSuccess)
            LASTERR();
    }
    /* Put back what later sections rely on. */
    CALL(cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 0));
}

static void configs(void)
{
    SECTION("cache and shared memory configuration");
    cudaFuncCache fc = (cudaFuncCache)77;
    CALL(cudaDeviceGetCacheConfig(&fc));
    SHOW("cache=%d", (int)fc);
    CALL(cudaDeviceGetCacheConfig(NULL));
    for (int c = 0; c <= 4; c++) {
        printf("cudaDeviceSetCacheConfig(%d)", c);
        cudaError_t e = cudaDeviceSetCacheConfig((cudaFuncCache)c);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        fc = (cudaFuncCache)77;
        CALL(cudaDeviceGetCacheConfig(&fc));
        SHOW("cache=%d", (int)fc);
    }
    CALL(cudaDeviceSetCacheConfig(cudaFuncCachePreferNone));

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    cudaSharedMemConfig sc = (cudaSharedMemConfig)77;
    CALL(cudaDeviceGetSharedMemConfig(&sc));
    SHOW("shmem=%d", (int)sc);
    CALL(cudaDeviceGetSharedMemConfig(NULL));
    for (int c = 0; c <= 3; c++) {
        printf("cudaDeviceSetSharedMemConfig(%d)", c);
        cudaError_t e = cudaDeviceSetSharedMemConfig((cudaSharedMemConfig)c);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        sc = (cudaSharedMemConfig)77;
        CALL(cudaDeviceGetSharedMemConfig(&sc));
        SHOW("shmem=%d", (int)sc);
    }
#pragma GCC diagnostic pop

    int lo = 77, hi = 77;
    CALL(cudaDeviceGetStreamPriorityRange(&lo, &hi));
    SHOW("least=%d greatest=%d", lo, hi);
    lo = 77;
    CALL(cudaDeviceGetStreamPriorityRange(&lo, NULL));
    SHOW("least=%d", lo);
    hi = 77;
    CALL(cudaDeviceGetStreamPriorityRange(NULL, &hi));
    SHOW("greatest=%d", hi);
    CALL(cudaDeviceGetStreamPriorityRange(NULL, NULL));

    int can = -1;
    CALL(cudaDeviceCanAccessPeer(&can, 0, 0));
    SHOW("canAccessPeer(0,0)=%d", can);
    can = -1;
    CALL(cudaDeviceCanAccessPeer(&can, 0, -1));
    SHOW("canAccessPeer(0,-1)=%d", can);
}

static void meminfo(const cudaDeviceProp &prop)
{
    SECTION("memory info");
    size_t fr = 0, tot = 0;
    CALL(cudaMemGetInfo(&fr, &tot));
    CHECK(fr <= tot);
    CHECK(tot == prop.totalGlobalMem);
    CHECK(fr > 0);
    fr = 0;
    CALL(cudaMemGetInfo(&fr, NULL));
    CALL(cudaMemGetInfo(NULL, &tot));
    CALL(cudaMemGetInfo(NULL, NULL));
}

static int run_kernel(int v)
{
    int *d = NULL;
    int h[64];
    CALL(cudaMalloc((void **)&d, sizeof h));
    k_store<<<1, 64>>>(d, v);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    memset(h, 0, sizeof h);
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    CALL(cudaFree(d));
    int ok = 1;
    for (int i = 0; i < 64; i++)
        ok &= h[i] == v;
    return ok;
}

static void reset(void)
{
    SECTION("synchronize and reset");
    CALL(cudaDeviceSynchronize());
    CHECKT("kernel before reset", run_kernel(11));
    size_t v = 0;
    CALL(cudaDeviceSetLimit(cudaLimitStackSize, 8192));
    CALL(cudaDeviceReset());
    int dev = -5;
    CALL(cudaGetDevice(&dev));
    SHOW("dev=%d", dev);
    CALL(cudaDeviceGetLimit(&v, cudaLimitStackSize));
    SHOW("stack after reset=%zu", v);
    CHECKT("kernel after reset", run_kernel(12));
    CALL(cudaDeviceReset());
    CALL(cudaDeviceReset());
    CALL(cudaDeviceSynchronize());
    CHECKT("kernel after double reset", run_kernel(13));
    LASTERR();
}

int main(void)
{
    START_COUNT(&g_count);
    cudaDeviceProp prop;
    selection();
    properties(&prop);
    attributes(prop);
    pci();
    versions();
    limits();
    configs();
    meminfo(prop);
    reset();
    return FINISH();
}
