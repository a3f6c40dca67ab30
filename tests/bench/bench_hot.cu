/*
 * bench_hot: per-call cost of the runtime's hot paths, and of the raw driver calls beneath them.
 *
 * Built with `nvcc -cudart shared` and no RPATH, so LD_LIBRARY_PATH alone decides whether this
 * process uses NVIDIA's libcudart.so.13 or ours; tests/bench/run.sh runs it under both,
 * interleaved, and compares. Run it alone only to look at one library's numbers.
 *
 * stdout: one line per metric, nothing else:
 *     metric <name> <ns_per_call>
 *     metric <name> FAIL:<error name>      (the call under test failed; no time)
 * Metrics named drv_* time the raw driver API call (through libcuda.so.1, found with dlopen and
 * cuGetProcAddress_v2) on the same stream, event, graph and memory objects the runtime created:
 * runtime handles are the driver's own objects. They are the floor the runtime call sits on.
 *
 * stderr: "loaded: <path>" for each distinct libcudart mapped into the process (read from
 * /proc/self/maps), then diagnostics.
 *
 * Method: for each metric, a warm-up batch (which also sizes the batch so that one repetition
 * takes about BENCH_REP_US microseconds, default 3000), then BENCH_REPS repetitions (default 9),
 * each timing one batch of back-to-back calls with CLOCK_MONOTONIC; the metric is the median of
 * the repetitions' ns/call. Calls that enqueue GPU work (launches, async copies and memsets,
 * event records, graph launches) are timed for their enqueue only: batches are capped so the
 * queue does not fill, and the stream is synchronised between repetitions, outside the timing.
 * A process warm-up (BENCH_WARMUP_MS, default 50) of launches and synchronisations comes first.
 * Two start-up metrics are single samples, taken before anything else: startup_first_call
 * (cudaSetDevice(0) + cudaFree(0): driver load, cuInit, the primary context) and
 * startup_first_launch (the first <<<>>> launch and its stream synchronisation: module load).
 * About 30 ms per metric, about 1 s for the program after initialisation.
 *
 * Exit status: 0 every metric measured; 1 some metric failed (its line says FAIL); 2 the first
 * CUDA call failed (no driver or no device: the error name goes to stderr, nothing to stdout).
 */
#include <cuda.h>
#include <cuda_runtime.h>
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

__global__ void k_empty(void) {}
__global__ void k_args4(int *a, int b, float c, int *d) {}

/* The same two kernels as PTX, for the raw cuLaunchKernel reference: a CUfunction that does not
 * depend on any runtime extension (cudaGetFuncBySymbol) being implemented. */
static const char k_ptx[] =
    ".version 8.0\n"
    ".target sm_90\n"
    ".address_size 64\n"
    ".visible .entry drv_empty()\n"
    "{\n"
    "\tret;\n"
    "}\n"
    ".visible .entry drv_args4(\n"
    "\t.param .u64 p0,\n"
    "\t.param .u32 p1,\n"
    "\t.param .f32 p2,\n"
    "\t.param .u64 p3\n"
    ")\n"
    "{\n"
    "\tret;\n"
    "}\n";

/* ---- timing ---------------------------------------------------------------------------- */

static int g_reps = 9;
static double g_rep_ns = 3.0e6;
static int g_failed;

static inline uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Error names for both APIs; set up once the driver is found. */
typedef CUresult (*pfn_cuGetErrorName)(CUresult, const char **);
static pfn_cuGetErrorName p_cuGetErrorName;

static void print_fail(const char *name, int code, bool driver)
{
    const char *en = NULL;
    if (driver) {
        if (!p_cuGetErrorName || p_cuGetErrorName((CUresult)code, &en) != CUDA_SUCCESS)
            en = NULL;
    } else {
        en = cudaGetErrorName((cudaError_t)code);
    }
    if (en)
        printf("metric %s FAIL:%s\n", name, en);
    else
        printf("metric %s FAIL:%s_%d\n", name, driver ? "CUresult" : "cudaError", code);
    fflush(stdout);
    g_failed = 1;
}

/*
 * body(n): makes n calls, returns 0 or the first failing call's error code.
 * between(): untimed, after each batch (e.g. synchronise the stream); returns an error code too.
 * max_batch caps the batch (enqueueing calls: keep the GPU queue from filling).
 */
template <class Body, class Between>
static void measure(const char *name, bool driver, long max_batch, Body body, Between between)
{
    /* warm-up and sizing */
    long n = 16;
    int err = 0;
    double per = 0;
    for (int i = 0; i < 6; i++) {
        uint64_t t0 = now_ns();
        err = body(n);
        uint64_t t1 = now_ns();
        if (!err)
            err = between();
        if (err)
            break;
        per = (double)(t1 - t0) / (double)n;
        if (n >= max_batch || (double)(t1 - t0) > g_rep_ns / 4)
            break;
        n = n * 8 > max_batch ? max_batch : n * 8;
    }
    if (err) {
        print_fail(name, err, driver);
        return;
    }
    long batch = per > 0 ? (long)(g_rep_ns / per) : max_batch;
    if (batch < 8)
        batch = 8;
    if (batch > max_batch)
        batch = max_batch;
    err = body(batch); /* one more warm-up at the final size */
    if (!err)
        err = between();

    double v[64];
    int reps = g_reps;
    for (int r = 0; r < reps && !err; r++) {
        uint64_t t0 = now_ns();
        err = body(batch);
        uint64_t t1 = now_ns();
        if (!err)
            err = between();
        v[r] = (double)(t1 - t0) / (double)batch;
    }
    if (err) {
        print_fail(name, err, driver);
        return;
    }
    qsort(v, (size_t)reps, sizeof v[0], cmp_double);
    double med = reps % 2 ? v[reps / 2] : 0.5 * (v[reps / 2 - 1] + v[reps / 2]);
    printf("metric %s %.1f\n", name, med);
    fflush(stdout);
}

static int no_between(void) { return 0; }

/* The runtime call is checked through its return value; a loop keeps the first failure. */
#define LOOP(call)                                                                              \
    [&](long n) -> int {                                                                        \
        int first = 0;                                                                          \
        for (long i = 0; i < n; i++) {                                                          \
            int rc = (int)(call);                                                               \
            if (__builtin_expect(rc != 0, 0) && !first)                                         \
                first = rc;                                                                     \
        }                                                                                       \
        return first;                                                                           \
    }

/* ---- raw driver entry points ------------------------------------------------------------ */

typedef CUresult (*pfn_cuGetProcAddress_v2)(const char *, void **, int, cuuint64_t,
                                             CUdriverProcAddressQueryResult *);
static pfn_cuGetProcAddress_v2 p_getproc;
static void *g_libcuda;

/* A driver metric whose entry point is missing is reported, never silently left out. */
static bool need(const char *metric, bool ok)
{
    if (!ok) {
        printf("metric %s FAIL:no_driver_entry_point\n", metric);
        fflush(stdout);
        g_failed = 1;
    }
    return ok;
}

static void *drv_sym(const char *name, const char *versioned)
{
    void *fn = NULL;
    if (p_getproc) {
        CUdriverProcAddressQueryResult st;
        if (p_getproc(name, &fn, 13000, CU_GET_PROC_ADDRESS_DEFAULT, &st) == CUDA_SUCCESS &&
            st == CU_GET_PROC_ADDRESS_SUCCESS && fn)
            return fn;
        fn = NULL;
    }
    if (g_libcuda)
        fn = dlsym(g_libcuda, versioned ? versioned : name);
    if (!fn)
        fprintf(stderr, "bench_hot: driver entry %s not found\n", name);
    return fn;
}

static struct {
    CUresult (*cuCtxGetCurrent)(CUcontext *);
    CUresult (*cuCtxGetDevice)(CUdevice *);
    CUresult (*cuCtxSetCurrent)(CUcontext);
    CUresult (*cuEventRecord)(CUevent, CUstream);
    CUresult (*cuEventQuery)(CUevent);
    CUresult (*cuStreamQuery)(CUstream);
    CUresult (*cuStreamSynchronize)(CUstream);
    CUresult (*cuMemcpyHtoDAsync)(CUdeviceptr, const void *, size_t, CUstream);
    CUresult (*cuMemsetD8Async)(CUdeviceptr, unsigned char, size_t, CUstream);
    CUresult (*cuGraphLaunch)(CUgraphExec, CUstream);
    CUresult (*cuModuleLoadData)(CUmodule *, const void *);
    CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
    CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                               unsigned, unsigned, CUstream, void **, void **);
} drv;

static bool load_driver(void)
{
    g_libcuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!g_libcuda) {
        fprintf(stderr, "bench_hot: dlopen(libcuda.so.1): %s: no driver metrics\n", dlerror());
        return false;
    }
    p_getproc = (pfn_cuGetProcAddress_v2)dlsym(g_libcuda, "cuGetProcAddress_v2");
#define GET(field, name, versioned) *(void **)&drv.field = drv_sym(name, versioned)
    GET(cuCtxGetCurrent, "cuCtxGetCurrent", NULL);
    /* The one-argument form (the runtime's ABI version; at 13000 cuGetProcAddress gives
     * cuCtxGetDevice_v2, which takes a context too). */
    *(void **)&drv.cuCtxGetDevice = g_libcuda ? dlsym(g_libcuda, "cuCtxGetDevice") : NULL;
    GET(cuCtxSetCurrent, "cuCtxSetCurrent", NULL);
    GET(cuEventRecord, "cuEventRecord", NULL);
    GET(cuEventQuery, "cuEventQuery", NULL);
    GET(cuStreamQuery, "cuStreamQuery", NULL);
    GET(cuStreamSynchronize, "cuStreamSynchronize", NULL);
    GET(cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync", "cuMemcpyHtoDAsync_v2");
    GET(cuMemsetD8Async, "cuMemsetD8Async", NULL);
    GET(cuGraphLaunch, "cuGraphLaunch", NULL);
    GET(cuModuleLoadData, "cuModuleLoadData", NULL);
    GET(cuModuleGetFunction, "cuModuleGetFunction", NULL);
    GET(cuLaunchKernel, "cuLaunchKernel", NULL);
#undef GET
    *(void **)&p_cuGetErrorName = drv_sym("cuGetErrorName", NULL);
    return true;
}

/* ---- which libcudart is this --------------------------------------------------------------- */

static void report_loaded(void)
{
    FILE *f = fopen("/proc/self/maps", "r");
    if (!f)
        return;
    char line[4096], seen[8][1024];
    int nseen = 0;
    while (fgets(line, sizeof line, f)) {
        char *path = strchr(line, '/');
        if (!path || !strstr(path, "libcudart"))
            continue;
        path[strcspn(path, "\n")] = 0;
        int dup = 0;
        for (int i = 0; i < nseen; i++)
            dup |= !strcmp(seen[i], path);
        if (dup || nseen == 8)
            continue;
        snprintf(seen[nseen++], sizeof seen[0], "%s", path);
        fprintf(stderr, "loaded: %s\n", path);
    }
    fclose(f);
}

/* ---- main ------------------------------------------------------------------------------- */

int main(void)
{
    const char *s;
    if ((s = getenv("BENCH_REPS")) && atoi(s) >= 1 && atoi(s) <= 64)
        g_reps = atoi(s);
    if ((s = getenv("BENCH_REP_US")) && atof(s) > 0)
        g_rep_ns = atof(s) * 1e3;

    /* Start-up, once per process (run.sh takes the median over its rounds): the first calls
     * (driver load, cuInit, the primary context) and below the first launch (module load). */
    uint64_t t0 = now_ns();
    cudaError_t e = cudaSetDevice(0);
    if (e == cudaSuccess)
        e = cudaFree(0);
    uint64_t t1 = now_ns();
    report_loaded();
    if (e != cudaSuccess) {
        fprintf(stderr, "bench_hot: first CUDA call failed: %s\n", cudaGetErrorName(e));
        return 2;
    }
    printf("metric startup_first_call %.1f\n", (double)(t1 - t0));

#define SETUP(expr)                                                                             \
    do {                                                                                        \
        cudaError_t se_ = (expr);                                                               \
        if (se_ != cudaSuccess) {                                                               \
            fprintf(stderr, "bench_hot: setup %s: %s\n", #expr, cudaGetErrorName(se_));        \
            return 1;                                                                           \
        }                                                                                       \
    } while (0)

    cudaStream_t st;
    cudaEvent_t ev;
    int *dbuf;
    int *hbuf;
    SETUP(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
    SETUP(cudaEventCreate(&ev));
    SETUP(cudaMalloc((void **)&dbuf, 4096));
    SETUP(cudaMallocHost((void **)&hbuf, 4096));
    memset(hbuf, 0, 4096);

    {
        uint64_t l0 = now_ns();
        k_empty<<<1, 1, 0, st>>>();
        cudaError_t le = cudaGetLastError();
        if (le == cudaSuccess)
            le = cudaStreamSynchronize(st);
        uint64_t l1 = now_ns();
        if (le == cudaSuccess)
            printf("metric startup_first_launch %.1f\n", (double)(l1 - l0));
        else
            print_fail("startup_first_launch", (int)le, false);
    }

    const bool have_drv = load_driver();
    CUcontext ctx = NULL;
    if (have_drv && drv.cuCtxGetCurrent && drv.cuCtxGetCurrent(&ctx) != CUDA_SUCCESS)
        ctx = NULL;
    CUstream cst = (CUstream)st;
    CUevent cev = (CUevent)ev;
    CUdeviceptr dptr = (CUdeviceptr)(uintptr_t)dbuf;
    auto sync = [&]() -> int { return (int)cudaStreamSynchronize(st); };
    auto dsync = [&]() -> int { return (int)drv.cuStreamSynchronize(cst); };
    const long QCAP = 1000; /* enqueueing calls: at most this many per batch */

    /* Process warm-up: lazy module loading, and GPU and CPU clocks out of their idle states,
     * before the first metric (BENCH_WARMUP_MS, default 50). */
    {
        double warm_ms = 50;
        if ((s = getenv("BENCH_WARMUP_MS")) && atof(s) >= 0)
            warm_ms = atof(s);
        uint64_t until = now_ns() + (uint64_t)(warm_ms * 1e6);
        cudaError_t we = cudaSuccess;
        do {
            for (int i = 0; i < 200; i++)
                k_empty<<<1, 1, 0, st>>>();
            we = cudaGetLastError();
            if (we == cudaSuccess)
                we = cudaStreamSynchronize(st);
        } while (we == cudaSuccess && now_ns() < until);
        if (we != cudaSuccess) /* not fatal: the launch metrics will show the failure */
            fprintf(stderr, "bench_hot: warm-up launch: %s\n", cudaGetErrorName(we));
        cudaGetLastError();
    }

    /* ---- kernel launches ---- */
    {
        long cap = QCAP;
        /* <<<>>>: the host stub goes through __cudaPushCallConfiguration and cudaLaunchKernel;
         * its status is only visible through the last error, checked after each batch. */
        cudaGetLastError();
        measure("launch_chevron", false, cap,
                [&](long n) -> int {
                    for (long i = 0; i < n; i++)
                        k_empty<<<1, 1, 0, st>>>();
                    return (int)cudaGetLastError();
                },
                sync);

        void *noargs[1] = {NULL};
        measure("launch_cudaLaunchKernel", false, cap,
                LOOP(cudaLaunchKernel((const void *)k_empty, dim3(1), dim3(1), noargs, 0, st)),
                sync);

        int *pa = dbuf, pb = 1, *pd = dbuf + 1;
        float pc = 2.0f;
        void *args4[4] = {&pa, &pb, &pc, &pd};
        measure("launch_cudaLaunchKernel_4args", false, cap,
                LOOP(cudaLaunchKernel((const void *)k_args4, dim3(1), dim3(1), args4, 0, st)),
                sync);

        CUmodule mod = NULL;
        CUfunction f0 = NULL, f4 = NULL;
        if (need("drv_cuLaunchKernel", drv.cuModuleLoadData && drv.cuModuleGetFunction &&
                                           drv.cuLaunchKernel && drv.cuStreamSynchronize)) {
            CUresult r = drv.cuModuleLoadData(&mod, k_ptx);
            if (r == CUDA_SUCCESS)
                r = drv.cuModuleGetFunction(&f0, mod, "drv_empty");
            if (r == CUDA_SUCCESS)
                r = drv.cuModuleGetFunction(&f4, mod, "drv_args4");
            if (r == CUDA_SUCCESS && (!f0 || !f4))
                r = CUDA_ERROR_NOT_FOUND;
            if (r != CUDA_SUCCESS) {
                print_fail("drv_cuLaunchKernel", (int)r, true);
                f0 = f4 = NULL;
            }
        }
        if (f0) {
            measure("drv_cuLaunchKernel", true, cap,
                    LOOP(drv.cuLaunchKernel(f0, 1, 1, 1, 1, 1, 1, 0, cst, NULL, NULL)), dsync);
            CUdeviceptr qa = dptr, qd = dptr + 4;
            unsigned qb = 1;
            float qc = 2.0f;
            void *qargs[4] = {&qa, &qb, &qc, &qd};
            measure("drv_cuLaunchKernel_4args", true, cap,
                    LOOP(drv.cuLaunchKernel(f4, 1, 1, 1, 1, 1, 1, 0, cst, qargs, NULL)), dsync);
        }
    }

    /* ---- async copies and memsets (enqueue) ---- */
    measure("cudaMemcpyAsync_h2d_4B", false, QCAP,
            LOOP(cudaMemcpyAsync(dbuf, hbuf, 4, cudaMemcpyHostToDevice, st)), sync);
    if (need("drv_cuMemcpyHtoDAsync_4B", drv.cuMemcpyHtoDAsync && drv.cuStreamSynchronize))
        measure("drv_cuMemcpyHtoDAsync_4B", true, QCAP,
                LOOP(drv.cuMemcpyHtoDAsync(dptr, hbuf, 4, cst)), dsync);

    /* An allocation and its release (what OPENCUDART_CHECK's tables add to, per allocation). */
    measure("cudaMalloc_cudaFree_4KiB", false, 1L << 14,
            [&](long n) -> int {
                for (long i = 0; i < n; i++) {
                    void *p = NULL;
                    int e = cudaMalloc(&p, 4096);
                    if (!e)
                        e = cudaFree(p);
                    if (e)
                        return e;
                }
                return 0;
            },
            no_between);
    measure("cudaMemsetAsync_64B", false, QCAP, LOOP(cudaMemsetAsync(dbuf, 0, 64, st)), sync);
    if (need("drv_cuMemsetD8Async_64B", drv.cuMemsetD8Async && drv.cuStreamSynchronize))
        measure("drv_cuMemsetD8Async_64B", true, QCAP,
                LOOP(drv.cuMemsetD8Async(dptr, 0, 64, cst)), dsync);

    /* ---- events ---- */
    measure("cudaEventRecord", false, QCAP, LOOP(cudaEventRecord(ev, st)), sync);
    if (need("drv_cuEventRecord", drv.cuEventRecord && drv.cuStreamSynchronize))
        measure("drv_cuEventRecord", true, QCAP, LOOP(drv.cuEventRecord(cev, cst)), dsync);

    SETUP(cudaEventRecord(ev, st));
    SETUP(cudaStreamSynchronize(st));
    measure("cudaEventQuery_done", false, 1L << 22, LOOP(cudaEventQuery(ev)), no_between);
    if (need("drv_cuEventQuery_done", drv.cuEventQuery))
        measure("drv_cuEventQuery_done", true, 1L << 22, LOOP(drv.cuEventQuery(cev)),
                no_between);

    /* ---- stream queries on an idle stream ---- */
    measure("cudaStreamQuery_idle", false, 1L << 22, LOOP(cudaStreamQuery(st)), no_between);
    if (need("drv_cuStreamQuery_idle", drv.cuStreamQuery))
        measure("drv_cuStreamQuery_idle", true, 1L << 22, LOOP(drv.cuStreamQuery(cst)),
                no_between);

    measure("cudaStreamSynchronize_idle", false, 1L << 22, LOOP(cudaStreamSynchronize(st)),
            no_between);
    if (need("drv_cuStreamSynchronize_idle", drv.cuStreamSynchronize))
        measure("drv_cuStreamSynchronize_idle", true, 1L << 22,
                LOOP(drv.cuStreamSynchronize(cst)), no_between);

    /* ---- thread state ---- */
    cudaGetLastError();
    measure("cudaGetLastError", false, 1L << 24, LOOP(cudaGetLastError()), no_between);
    measure("cudaPeekAtLastError", false, 1L << 24, LOOP(cudaPeekAtLastError()), no_between);

    int dev = -1;
    measure("cudaGetDevice", false, 1L << 24, LOOP(cudaGetDevice(&dev)), no_between);
    /* cudaGetDevice asks the driver for the current context's device (cuCtxGetDevice). */
    if (need("drv_cuCtxGetDevice", drv.cuCtxGetDevice)) {
        CUdevice d2;
        measure("drv_cuCtxGetDevice", true, 1L << 24, LOOP(drv.cuCtxGetDevice(&d2)), no_between);
    }
    if (need("drv_cuCtxGetCurrent", drv.cuCtxGetCurrent)) {
        CUcontext c2;
        measure("drv_cuCtxGetCurrent", true, 1L << 24, LOOP(drv.cuCtxGetCurrent(&c2)),
                no_between);
    }
    measure("cudaSetDevice_same", false, 1L << 24, LOOP(cudaSetDevice(0)), no_between);
    if (need("drv_cuCtxSetCurrent_same", drv.cuCtxSetCurrent && ctx))
        measure("drv_cuCtxSetCurrent_same", true, 1L << 24, LOOP(drv.cuCtxSetCurrent(ctx)),
                no_between);

    /* ---- graph launch: 10 captured empty kernels (last: capture may be unimplemented) ---- */
    {
        cudaGraph_t g = NULL;
        cudaGraphExec_t gx = NULL;
        cudaError_t ge = cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal);
        if (ge == cudaSuccess) {
            for (int i = 0; i < 10; i++)
                k_empty<<<1, 1, 0, st>>>();
            cudaError_t le = cudaGetLastError();
            ge = cudaStreamEndCapture(st, &g);
            if (ge == cudaSuccess && le != cudaSuccess)
                ge = le;
        }
        if (ge == cudaSuccess)
            ge = cudaGraphInstantiate(&gx, g, 0);
        if (ge != cudaSuccess) {
            print_fail("cudaGraphLaunch_10k", (int)ge, false);
            print_fail("drv_cuGraphLaunch_10k", (int)ge, false); /* no graph to launch */
            cudaGetLastError();
        } else {
            measure("cudaGraphLaunch_10k", false, 200, LOOP(cudaGraphLaunch(gx, st)), sync);
            if (need("drv_cuGraphLaunch_10k", drv.cuGraphLaunch && drv.cuStreamSynchronize))
                measure("drv_cuGraphLaunch_10k", true, 200,
                        LOOP(drv.cuGraphLaunch((CUgraphExec)gx, cst)), dsync);
            cudaGraphExecDestroy(gx);
            cudaGraphDestroy(g);
        }
    }

    cudaStreamSynchronize(st);
    cudaFreeHost(hbuf);
    cudaFree(dbuf);
    cudaEventDestroy(ev);
    cudaStreamDestroy(st);
    return g_failed ? 1 : 0;
}
