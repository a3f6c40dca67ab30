/*
 * launch: kernel registration and launch. Arguments of many types and sizes (structs by value,
 * char/short/double, a 4 KiB struct, pointers), template instances, kernels of a second
 * translation unit (launch_tu2.cu), __device__/__constant__/__managed__ variables and the symbol
 * API (offsets, bad sizes, non-symbols), dynamic shared memory and its opt-in, launch
 * configuration errors, <<<>>> on several streams, cudaLaunchKernel called directly, and
 * cudaFuncGetAttributes. Cases that may crash a library (bad function pointers, destroyed
 * streams) are in hazards.cu.
 */
#include "common.h"
#include "launch_common.cuh"

struct Mixed {
    char c;
    double d;
    int a[3];
    short s;
};

struct Big {
    int v[1024];
};

__device__ int dvar[16];
__constant__ int cvar[8];
__managed__ int mvar;
__device__ double dscalar;

__global__ void k_scalars(char c, short s, int i, long long ll, float f, double d, bool b,
                          unsigned char uc, long long *out)
{
    out[0] = c;
    out[1] = s;
    out[2] = i;
    out[3] = ll;
    out[4] = (long long)(f * 1000.0f);
    out[5] = (long long)(d * 1000000.0);
    out[6] = b;
    out[7] = uc;
}

__global__ void k_struct(Mixed m, long long *out)
{
    out[0] = m.c;
    out[1] = (long long)(m.d * 1000.0);
    out[2] = m.a[0];
    out[3] = m.a[1];
    out[4] = m.a[2];
    out[5] = m.s;
}

__global__ void k_big(Big b, int *out)
{
    if (threadIdx.x == 0) {
        int sum = 0;
        for (int i = 0; i < 1024; i++)
            sum += b.v[i];
        out[0] = sum;
        out[1] = b.v[1023];
    }
}

__global__ void k_add(const int *a, const int *b, int *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

__global__ void k_dyn(int *out)
{
    extern __shared__ int sm[];
    int t = threadIdx.x;
    sm[t] = t * 3;
    __syncthreads();
    out[t] = sm[blockDim.x - 1 - t];
}

__global__ void k_dyn_big(int *out, int n)
{
    extern __shared__ int sm[];
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        sm[i] = i;
    __syncthreads();
    if (threadIdx.x == 0)
        out[0] = sm[n - 1];
}

__global__ void k_symbols(int *out)
{
    int i = threadIdx.x;
    if (i < 16)
        out[i] = dvar[i] + cvar[i % 8];
    if (i == 0) {
        atomicAdd(&mvar, 1);
        out[16] = (int)(dscalar * 10.0);
    }
}

__global__ void k_store(int *p, int v) { p[threadIdx.x] = v; }

static void host_function(void) {}

static void print_func_attrs(const char *name, const void *f)
{
    cudaFuncAttributes a;
    memset(&a, 0x5a, sizeof a);
    cudaError_t e = cudaFuncGetAttributes(&a, f);
    printf("cudaFuncGetAttributes(&a, %s) -> %s\n", name, ename(e));
    if (e != cudaSuccess) {
        LASTERR();
        return;
    }
    printf("  sharedSizeBytes=%zu constSizeBytes=%zu localSizeBytes=%zu\n", a.sharedSizeBytes,
           a.constSizeBytes, a.localSizeBytes);
    printf("  maxThreadsPerBlock=%d numRegs=%d ptxVersion=%d binaryVersion=%d cacheModeCA=%d\n",
           a.maxThreadsPerBlock, a.numRegs, a.ptxVersion, a.binaryVersion, a.cacheModeCA);
    printf("  maxDynamicSharedSizeBytes=%d preferredShmemCarveout=%d clusterDimMustBeSet=%d\n",
           a.maxDynamicSharedSizeBytes, a.preferredShmemCarveout, a.clusterDimMustBeSet);
    printf("  requiredCluster=%d,%d,%d clusterSchedulingPolicyPreference=%d "
           "nonPortableClusterSizeAllowed=%d\n",
           a.requiredClusterWidth, a.requiredClusterHeight, a.requiredClusterDepth,
           a.clusterSchedulingPolicyPreference, a.nonPortableClusterSizeAllowed);
    /* reserved[0] is 13.3's deviceNodeUpdateStatus, which ours writes and NVIDIA's 13.0 runtime
     * leaves alone (docs/BEHAVIOUR.md): compared with NVIDIA's 13.3 by tests/gpu/cuda13x. */
    printf("  reserved[1..15]:");
    for (int i = 1; i < 16; i++)
        printf(" %d", a.reserved[i]);
    printf("\n");
}

static void arguments(void)
{
    SECTION("argument types");
    long long *d = NULL, h[8];
    CALL(cudaMalloc((void **)&d, 8 * sizeof(long long)));
    CALL(cudaMemset(d, 0, 8 * sizeof(long long)));
    k_scalars<<<1, 1>>>((char)-5, (short)-1234, 123456789, -9876543210123LL, 1.5f, 2.25, true,
                        (unsigned char)250, d);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    CHECK(h[0] == -5 && h[1] == -1234 && h[2] == 123456789 && h[3] == -9876543210123LL);
    CHECK(h[4] == 1500 && h[5] == 2250000 && h[6] == 1 && h[7] == 250);

    Mixed m;
    memset(&m, 0, sizeof m);
    m.c = 'A';
    m.d = 3.125;
    m.a[0] = 7;
    m.a[1] = -8;
    m.a[2] = 9;
    m.s = 321;
    k_struct<<<1, 1>>>(m, d);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    CHECK(h[0] == 'A' && h[1] == 3125 && h[2] == 7 && h[3] == -8 && h[4] == 9 && h[5] == 321);

    static Big big;
    int expect = 0;
    for (int i = 0; i < 1024; i++) {
        big.v[i] = i % 7 - 3;
        expect += big.v[i];
    }
    int *di = NULL, hi[2] = {0, 0};
    CALL(cudaMalloc((void **)&di, 2 * sizeof(int)));
    k_big<<<1, 32>>>(big, di);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
    CHECK(hi[0] == expect && hi[1] == big.v[1023]);
    CALL(cudaFree(di));
    CALL(cudaFree(d));
}

static void templates_and_tus(void)
{
    SECTION("templates and two translation units");
    const int n = 300;
    int *di = NULL;
    float *df = NULL;
    double *dd = NULL;
    char *dc = NULL;
    CALL(cudaMalloc((void **)&di, n * sizeof(int)));
    CALL(cudaMalloc((void **)&df, n * sizeof(float)));
    CALL(cudaMalloc((void **)&dd, n * sizeof(double)));
    CALL(cudaMalloc((void **)&dc, n));
    k_fill<int><<<(n + 127) / 128, 128>>>(di, 41, n);
    k_fill<float><<<(n + 127) / 128, 128>>>(df, 2.5f, n);
    k_fill<double><<<(n + 127) / 128, 128>>>(dd, -0.75, n);
    k_fill<char><<<(n + 127) / 128, 128>>>(dc, 'z', n);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    static int hi[300];
    static float hf[300];
    static double hd[300];
    static char hc[300];
    CALL(cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost));
    int ok = 1;
    for (int i = 0; i < n; i++)
        ok &= hi[i] == 41 && hf[i] == 2.5f && hd[i] == -0.75 && hc[i] == 'z';
    CHECKT("k_fill<int/float/double/char>", ok);

    /* Second translation unit: its kernel, the shared template instance, its variable. */
    CALL(tu2_launch(df, 4.0f, n, 0));
    CALL(tu2_fill_int(di, 77, n));
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost));
    ok = 1;
    for (int i = 0; i < n; i++)
        ok &= hi[i] == 77 && hf[i] == 10.0f;
    CHECKT("tu2 kernels", ok);
    int v4[4] = {5, 6, 7, 8}, r4[4] = {0, 0, 0, 0};
    CALL(tu2_set_var(v4));
    CALL(tu2_get_var(r4));
    CHECK(r4[0] == 5 && r4[3] == 8);
    CALL(tu2_var_to_out(di));
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(r4, di, sizeof r4, cudaMemcpyDeviceToHost));
    CHECK(r4[0] == 5 && r4[1] == 6 && r4[2] == 7 && r4[3] == 8);

    /* cudaLaunchKernel with the other unit's kernel. */
    float s = 0.5f;
    int nn = n;
    void *args[] = {&df, &s, &nn};
    CALL(cudaLaunchKernel(tu2_kernel(), dim3((n + 127) / 128), dim3(128), args, 0, 0));
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost));
    ok = 1;
    for (int i = 0; i < n; i++)
        ok &= hf[i] == 5.0f;
    CHECKT("cudaLaunchKernel(tu2_scale)", ok);
    print_func_attrs("tu2_kernel()", tu2_kernel());
    CALL(cudaFree(di));
    CALL(cudaFree(df));
    CALL(cudaFree(dd));
    CALL(cudaFree(dc));
}

static void symbols(void)
{
    SECTION("symbols");
    int h16[16], r16[16];
    for (int i = 0; i < 16; i++)
        h16[i] = i * 10;
    int c8[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    double ds = 4.5;
    CALL(cudaMemcpyToSymbol(dvar, h16, sizeof h16));
    CALL(cudaMemcpyToSymbol(cvar, c8, sizeof c8));
    CALL(cudaMemcpyToSymbol(dscalar, &ds, sizeof ds));
    memset(r16, 0, sizeof r16);
    CALL(cudaMemcpyFromSymbol(r16, dvar, sizeof r16));
    CHECK(r16[0] == 0 && r16[5] == 50 && r16[15] == 150);

    /* Offsets and sizes. */
    int four[4] = {-1, -2, -3, -4};
    CALL(cudaMemcpyToSymbol(dvar, four, sizeof four, 48));
    CALL(cudaMemcpyToSymbol(dvar, four, sizeof four, 56));
    CALL(cudaMemcpyToSymbol(dvar, four, sizeof four, 64));
    CALL(cudaMemcpyToSymbol(dvar, four, 4, 60));
    CALL(cudaMemcpyToSymbol(dvar, four, 0, 0));
    CALL(cudaMemcpyToSymbol(dvar, four, 0, 64));
    CALL(cudaMemcpyToSymbol(dvar, four, 0, 100));
    int h17[17];
    memset(h17, 0, sizeof h17);
    CALL(cudaMemcpyToSymbol(dvar, h17, sizeof h17));
    CALL(cudaMemcpyToSymbol(cvar, h17, 9 * sizeof(int)));
    memset(r16, 0, sizeof r16);
    CALL(cudaMemcpyFromSymbol(r16, dvar, sizeof r16));
    CHECK(r16[11] == 110 && r16[12] == -1 && r16[14] == -3 && r16[15] == -1);
    int two[2] = {0, 0};
    CALL(cudaMemcpyFromSymbol(two, dvar, sizeof two, 8));
    CHECK(two[0] == 20 && two[1] == 30);
    CALL(cudaMemcpyFromSymbol(two, dvar, sizeof two, 60));
    CALL(cudaMemcpyFromSymbol(two, cvar, sizeof two, 32));

    /* Kinds. */
    int *dbuf = NULL;
    CALL(cudaMalloc((void **)&dbuf, 32 * sizeof(int)));
    CALL(cudaMemcpy(dbuf, h16, sizeof h16, cudaMemcpyHostToDevice));
    CALL(cudaMemcpyToSymbol(dvar, dbuf, sizeof h16, 0, cudaMemcpyDeviceToDevice));
    CALL(cudaMemcpyToSymbol(dvar, h16, sizeof h16, 0, cudaMemcpyDefault));
    CALL(cudaMemcpyToSymbol(dvar, h16, sizeof h16, 0, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpyToSymbol(dvar, h16, sizeof h16, 0, cudaMemcpyHostToHost));
    CALL(cudaMemcpyToSymbol(dvar, h16, sizeof h16, 0, (cudaMemcpyKind)7));
    CALL(cudaMemcpyFromSymbol(dbuf, dvar, sizeof h16, 0, cudaMemcpyDeviceToDevice));
    CALL(cudaMemcpyFromSymbol(r16, dvar, sizeof h16, 0, cudaMemcpyHostToDevice));
    CALL(cudaMemcpyFromSymbol(r16, dvar, sizeof h16, 0, cudaMemcpyDefault));

    /* Address and size. */
    void *addr = NULL;
    size_t sz = 0;
    CALL(cudaGetSymbolAddress(&addr, dvar));
    SHOW("address %s", addr ? "non-null" : "null");
    memset(r16, 0, sizeof r16);
    CALL(cudaMemcpy(r16, addr, sizeof r16, cudaMemcpyDeviceToHost));
    CHECK(r16[3] == 30);
    CALL(cudaGetSymbolSize(&sz, dvar));
    SHOW("size(dvar)=%zu", sz);
    CALL(cudaGetSymbolSize(&sz, cvar));
    SHOW("size(cvar)=%zu", sz);
    CALL(cudaGetSymbolSize(&sz, mvar));
    SHOW("size(mvar)=%zu", sz);
    CALL(cudaGetSymbolSize(&sz, dscalar));
    SHOW("size(dscalar)=%zu", sz);
    addr = NULL;
    CALL(cudaGetSymbolAddress(&addr, cvar));
    SHOW("address %s", addr ? "non-null" : "null");
    /* NULL outputs are left out: NVIDIA's library dereferences them and crashes (seen on the
     * H200 for cudaGetSymbolAddress); ours returns cudaErrorInvalidValue (unit-tested). */

    /* Things that are not symbols. */
    static int host_int;
    CALL(cudaGetSymbolAddress(&addr, (const void *)&host_int));
    CALL(cudaGetSymbolSize(&sz, (const void *)&host_int));
    CALL(cudaMemcpyToSymbol((const void *)&host_int, four, 4));
    CALL(cudaMemcpyFromSymbol(four, (const void *)&host_int, 4));
    CALL(cudaGetSymbolAddress(&addr, (const void *)NULL));
    CALL(cudaGetSymbolSize(&sz, (const void *)NULL));
    CALL(cudaMemcpyToSymbol((const void *)NULL, four, 4));
    CALL(cudaGetSymbolAddress(&addr, (const void *)dbuf));
    CALL(cudaGetSymbolAddress(&addr, (const void *)(dvar + 1)));

    /* Managed variable, used from host and device. */
    CALL(cudaDeviceSynchronize());
    mvar = 5;
    int *dout = NULL;
    CALL(cudaMalloc((void **)&dout, 17 * sizeof(int)));
    CALL(cudaMemcpyToSymbol(dvar, h16, sizeof h16));
    k_symbols<<<1, 32>>>(dout);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CHECK(mvar == 6);
    int out[17];
    memset(out, 0, sizeof out);
    CALL(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    int ok = 1;
    for (int i = 0; i < 16; i++)
        ok &= out[i] == i * 10 + c8[i % 8];
    CHECKT("k_symbols reads dvar+cvar", ok);
    CHECK(out[16] == 45);
    int mv = 0;
    CALL(cudaMemcpyFromSymbol(&mv, mvar, sizeof mv));
    SHOW("mvar via symbol=%d", mv);
    mv = 9;
    CALL(cudaMemcpyToSymbol(mvar, &mv, sizeof mv));
    CALL(cudaDeviceSynchronize());
    SHOW("mvar=%d", mvar);
    CALL(cudaFree(dout));
    CALL(cudaFree(dbuf));
}

static void shared_memory(void)
{
    SECTION("dynamic shared memory");
    int *d = NULL, h[256];
    CALL(cudaMalloc((void **)&d, 64 * 1024));
    k_dyn<<<1, 256, 256 * sizeof(int)>>>(d);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    int ok = 1;
    for (int i = 0; i < 256; i++)
        ok &= h[i] == (255 - i) * 3;
    CHECKT("k_dyn reverses through shared memory", ok);

    cudaDeviceProp prop;
    CALL(cudaGetDeviceProperties(&prop, 0));
    int n64 = 64 * 1024 / 4;
    k_dyn_big<<<1, 256, 64 * 1024>>>(d, n64);
    printf("k_dyn_big<<<1,256,64K>>> before opt-in\n");
    LASTERR();
    print_func_attrs("k_dyn_big", (const void *)k_dyn_big);
    CALL(cudaFuncSetAttribute(k_dyn_big, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024));
    print_func_attrs("k_dyn_big", (const void *)k_dyn_big);
    k_dyn_big<<<1, 256, 64 * 1024>>>(d, n64);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    h[0] = 0;
    CALL(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(h[0] == n64 - 1);
    CALL(cudaFuncSetAttribute(k_dyn_big, cudaFuncAttributeMaxDynamicSharedMemorySize,
                              (int)prop.sharedMemPerBlockOptin + 1));
    CALL(cudaFuncSetAttribute(k_dyn_big, cudaFuncAttributeMaxDynamicSharedMemorySize, -1));
    CALL(cudaFuncSetAttribute(k_dyn_big, cudaFuncAttributePreferredSharedMemoryCarveout, 50));
    CALL(cudaFuncSetAttribute(k_dyn_big, cudaFuncAttributePreferredSharedMemoryCarveout, 101));
    CALL(cudaFuncSetAttribute(k_dyn_big, (cudaFuncAttribute)999, 1));
    k_dyn_big<<<1, 256, 1 << 20>>>(d, 16);
    printf("k_dyn_big<<<1,256,1M>>>\n");
    LASTERR();
    k_dyn_big<<<1, 256, prop.sharedMemPerBlockOptin + 4>>>(d, 16);
    printf("k_dyn_big<<<1,256,optin+4>>>\n");
    LASTERR();
    CALL(cudaFuncSetCacheConfig(k_dyn, cudaFuncCachePreferShared));
    CALL(cudaFuncSetCacheConfig(k_dyn, (cudaFuncCache)9));
    CALL(cudaFree(d));
}

static void config_errors(void)
{
    SECTION("launch configuration errors");
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 4096 * sizeof(int)));
    struct {
        const char *text;
        dim3 g, b;
    } cases[] = {
        {"<<<1,2048>>>", dim3(1), dim3(2048)},
        {"<<<1,1025>>>", dim3(1), dim3(1025)},
        {"<<<0,32>>>", dim3(0), dim3(32)},
        {"<<<1,0>>>", dim3(1), dim3(0)},
        {"<<<(1,0,1),32>>>", dim3(1, 0, 1), dim3(32)},
        {"<<<(1,65536),32>>>", dim3(1, 65536), dim3(32)},
        {"<<<(1,1,65536),32>>>", dim3(1, 1, 65536), dim3(32)},
        {"<<<1,(1,1,65)>>>", dim3(1), dim3(1, 1, 65)},
        {"<<<1,(32,33)>>>", dim3(1), dim3(32, 33)},
        {"<<<1,1024>>>", dim3(1), dim3(1024)},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        k_store<<<cases[i].g, cases[i].b>>>(d, 1);
        printf("k_store%s\n", cases[i].text);
        LASTERR();
    }
    int v = 3;
    void *args[] = {&d, &v};
    CALL(cudaLaunchKernel((const void *)k_store, dim3(1), dim3(2048), args, 0, 0));
    CALL(cudaLaunchKernel((const void *)k_store, dim3(0), dim3(32), args, 0, 0));
    CALL(cudaLaunchKernel((const void *)k_store, dim3(1), dim3(32), args, 1 << 20, 0));
    CALL(cudaDeviceSynchronize());
    LASTERR();
    CALL(cudaFree(d));
}

static void streams(void)
{
    SECTION("launches on streams, cudaLaunchKernel");
    const int n = 1000;
    int *a = NULL, *b = NULL, *c = NULL;
    static int ha[1000], hb[1000], hc[1000];
    for (int i = 0; i < n; i++) {
        ha[i] = i;
        hb[i] = 2 * i;
    }
    CALL(cudaMalloc((void **)&a, n * sizeof(int)));
    CALL(cudaMalloc((void **)&b, n * sizeof(int)));
    CALL(cudaMalloc((void **)&c, n * sizeof(int)));
    CALL(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice));
    cudaStream_t s1 = NULL, s2 = NULL, s3 = NULL;
    int lo = 0, hi = 0;
    CALL(cudaDeviceGetStreamPriorityRange(&lo, &hi));
    CALL(cudaStreamCreate(&s1));
    CALL(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    CALL(cudaStreamCreateWithPriority(&s3, cudaStreamDefault, hi));
    cudaStream_t streams[] = {0, s1, s2, s3, cudaStreamLegacy, cudaStreamPerThread};
    const char *names[] = {"0", "s1", "s2(non-blocking)", "s3(priority)", "cudaStreamLegacy",
                           "cudaStreamPerThread"};
    for (int k = 0; k < 6; k++) {
        CALL(cudaMemset(c, 0, n * sizeof(int)));
        CALL(cudaDeviceSynchronize());
        k_add<<<(n + 255) / 256, 256, 0, streams[k]>>>(a, b, c, n);
        printf("k_add<<<..., %s>>>\n", names[k]);
        CALL(cudaGetLastError());
        CALL(cudaStreamSynchronize(streams[k]));
        CALL(cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost));
        int ok = 1;
        for (int i = 0; i < n; i++)
            ok &= hc[i] == 3 * i;
        CHECKT(names[k], ok);
    }
    int nn = n;
    void *args[] = {&a, &b, &c, &nn};
    for (int k = 0; k < 6; k++) {
        CALL(cudaMemset(c, 0, n * sizeof(int)));
        CALL(cudaDeviceSynchronize());
        printf("stream %s: ", names[k]);
        CALL(cudaLaunchKernel((const void *)k_add, dim3((n + 255) / 256), dim3(256), args, 0,
                              streams[k]));
        CALL(cudaStreamSynchronize(streams[k]));
        CALL(cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost));
        int ok = 1;
        for (int i = 0; i < n; i++)
            ok &= hc[i] == 3 * i;
        CHECKT(names[k], ok);
    }
    /* The C++ template form. */
    CALL(cudaLaunchKernel(k_add, dim3((n + 255) / 256), dim3(256), args, 0, s1));
    CALL(cudaStreamSynchronize(s1));
    CALL(cudaStreamDestroy(s1));
    CALL(cudaStreamDestroy(s2));
    CALL(cudaStreamDestroy(s3));
    CALL(cudaFree(a));
    CALL(cudaFree(b));
    CALL(cudaFree(c));
}

static void func_attributes(void)
{
    SECTION("function attributes");
    print_func_attrs("k_scalars", (const void *)k_scalars);
    print_func_attrs("k_big", (const void *)k_big);
    print_func_attrs("k_fill<double>", (const void *)k_fill<double>);
    print_func_attrs("k_symbols", (const void *)k_symbols);
    CALL(cudaFuncGetAttributes(NULL, (const void *)k_add));
    (void)host_function;
}

int main(void)
{
    START();
    arguments();
    templates_and_tus();
    symbols();
    shared_memory();
    config_errors();
    streams();
    func_attributes();
    LASTERR();
    return FINISH();
}
