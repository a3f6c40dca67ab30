/*
 * remaining: the entry points no other program calls: asynchronous symbol copies (also under
 * stream capture), the deprecated cudaGetDriverEntryPoint, the graph-dependency calls
 * (cudaGraphAddDependencies, cudaGraphRemoveDependencies, cudaGraphNodeGetDependencies,
 * cudaGraphNodeGetDependentNodes, with and without edge data), cudaGraphUpload, and the
 * external-semaphore graph nodes (their arguments: no external semaphore can be made here
 * without a graphics API). Each section runs in a child process of its own with a deadline, so
 * that a crash of one library costs only its section.
 */
#include "common.h"

#include <cuda.h>

#define N 64

__device__ int dsym[N];
__constant__ float csym[16];

__global__ void k_add(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v;
}

/* -- asynchronous symbol copies ----------------------------------------------------------------- */

static void section_symbol_async(void)
{
    START();
    SECTION("asynchronous symbol copies");
    cudaStream_t s = NULL;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    int h[N], out[N];
    for (int i = 0; i < N; i++)
        h[i] = i * 3;
    CALL(cudaMemcpyToSymbolAsync(dsym, h, sizeof h, 0, cudaMemcpyHostToDevice, s));
    int tail[4] = {-1, -2, -3, -4};
    CALL(cudaMemcpyToSymbolAsync(dsym, tail, sizeof tail, sizeof h - sizeof tail,
                                 cudaMemcpyHostToDevice, s));
    CALL(cudaStreamSynchronize(s));
    memset(out, 0, sizeof out);
    CALL(cudaMemcpyFromSymbolAsync(out, dsym, sizeof out, 0, cudaMemcpyDeviceToHost, s));
    CALL(cudaStreamSynchronize(s));
    CHECK(out[0] == 0 && out[10] == 30 && out[N - 5] == (N - 5) * 3);
    CHECK(out[N - 4] == -1 && out[N - 1] == -4);
    int part[2] = {0, 0};
    CALL(cudaMemcpyFromSymbolAsync(part, dsym, sizeof part, 4 * sizeof(int),
                                   cudaMemcpyDefault, s));
    CALL(cudaStreamSynchronize(s));
    CHECK(part[0] == 12 && part[1] == 15);

    /* device to symbol and back through device memory, on the legacy default stream */
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, sizeof h));
    CALL(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    CALL(cudaMemcpyToSymbolAsync(dsym, d, sizeof h, 0, cudaMemcpyDeviceToDevice, 0));
    CALL(cudaMemsetAsync(d, 0, sizeof h, 0));
    CALL(cudaMemcpyFromSymbolAsync(d, dsym, sizeof h, 0, cudaMemcpyDeviceToDevice, 0));
    CALL(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    CHECK(out[7] == 21 && out[N - 1] == (N - 1) * 3);
    float f[16];
    for (int i = 0; i < 16; i++)
        f[i] = 0.5f * (float)i;
    CALL(cudaMemcpyToSymbolAsync(csym, f, sizeof f, 0, cudaMemcpyHostToDevice, s));
    float g[16] = {0};
    CALL(cudaMemcpyFromSymbolAsync(g, csym, sizeof g, 0, cudaMemcpyDeviceToHost, s));
    CALL(cudaStreamSynchronize(s));
    CHECK(g[15] == 7.5f);

    SECTION("asynchronous symbol copies: bad arguments");
    CALL(cudaMemcpyToSymbolAsync(dsym, h, sizeof h + 4, 0, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpyToSymbolAsync(dsym, h, 8, sizeof h - 4, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpyToSymbolAsync(dsym, h, 0, 0, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpyToSymbolAsync(dsym, h, 4, sizeof h, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpyToSymbolAsync(dsym, h, 4, 0, cudaMemcpyDeviceToHost, s));
    CALL(cudaMemcpyToSymbolAsync(dsym, h, 4, 0, (cudaMemcpyKind)9, s));
    CALL(cudaMemcpyToSymbolAsync(h, h, 4, 0, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpyFromSymbolAsync(out, dsym, 4, 0, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpyFromSymbolAsync(out, h, 4, 0, cudaMemcpyDeviceToHost, s));
    CALL(cudaMemcpyFromSymbolAsync(out, dsym, sizeof out + 4, 0, cudaMemcpyDeviceToHost, s));
    CALL(cudaStreamSynchronize(s));

    SECTION("asynchronous symbol copies under stream capture");
    cudaGraph_t graph = NULL;
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CALL(cudaMemcpyToSymbolAsync(dsym, h, sizeof h, 0, cudaMemcpyHostToDevice, s));
    k_add<<<1, N, 0, s>>>(d, 1, N);
    CALL(cudaMemcpyFromSymbolAsync(d, dsym, sizeof h, 0, cudaMemcpyDeviceToDevice, s));
    CALL(cudaStreamEndCapture(s, &graph));
    size_t nodes = 0;
    if (graph) {
        CALL(cudaGraphGetNodes(graph, NULL, &nodes));
        SHOW("captured nodes %zu", nodes);
        cudaGraphNode_t list[8];
        size_t n = nodes < 8 ? nodes : 8;
        if (CALL(cudaGraphGetNodes(graph, list, &n)) == cudaSuccess)
            for (size_t i = 0; i < n; i++) {
                cudaGraphNodeType t;
                if (cudaGraphNodeGetType(list[i], &t) == cudaSuccess)
                    SHOW("node type %d", (int)t);
            }
        cudaGraphExec_t x = NULL;
        if (CALL(cudaGraphInstantiate(&x, graph, 0)) == cudaSuccess) {
            CALL(cudaGraphLaunch(x, s));
            CALL(cudaStreamSynchronize(s));
            CALL(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
            CHECK(out[5] == 15);
            CALL(cudaGraphExecDestroy(x));
        }
        CALL(cudaGraphDestroy(graph));
    }
    CALL(cudaFree(d));
    CALL(cudaStreamDestroy(s));
    LASTERR();
}

/* -- cudaGetDriverEntryPoint (deprecated) ------------------------------------------------------ */

static void section_driver_entry_point(void)
{
    START();
    SECTION("cudaGetDriverEntryPoint");
    void *fn = NULL, *by_version = NULL;
    cudaDriverEntryPointQueryResult st = (cudaDriverEntryPointQueryResult)77;
    CALL(cudaGetDriverEntryPoint("cuMemAlloc", &fn, cudaEnableDefault, &st));
    SHOW("found %d status %d", fn != NULL, (int)st);
    CALL(cudaGetDriverEntryPointByVersion("cuMemAlloc", &by_version, CUDART_VERSION,
                                          cudaEnableDefault, NULL));
    SHOW("same as by version %d: %d", CUDART_VERSION, fn == by_version);
    void *legacy = NULL, *ptds = NULL;
    CALL(cudaGetDriverEntryPoint("cuMemcpyAsync", &legacy, cudaEnableLegacyStream, &st));
    CALL(cudaGetDriverEntryPoint("cuMemcpyAsync", &ptds, cudaEnablePerThreadDefaultStream, &st));
    SHOW("legacy %d ptds %d differ %d", legacy != NULL, ptds != NULL, legacy != ptds);
    fn = (void *)0x1;
    st = (cudaDriverEntryPointQueryResult)77;
    CALL(cudaGetDriverEntryPoint("cuNoSuchEntry", &fn, cudaEnableDefault, &st));
    SHOW("fn %s status %d", fn == NULL ? "null" : (fn == (void *)0x1 ? "untouched" : "set"),
         (int)st);
    CALL(cudaGetDriverEntryPoint("cuMemAlloc", &fn, 0x10, &st));
    CALL(cudaGetDriverEntryPoint("cuMemAlloc", &fn, cudaEnableDefault, NULL));
    SHOW("found without status %d", fn != NULL);
    CALL(cudaGetDriverEntryPoint("", &fn, cudaEnableDefault, &st));
    SHOW("status %d", (int)st);
}

static void section_driver_entry_point_nulls(void)
{
    START();
    /* A NULL symbol is not asked: NVIDIA's runtime hands it to the driver, which crashes the
     * process (seen on the GPU); ours answers cudaErrorInvalidValue (tests/unit/test_extras.c). */
    SECTION("cudaGetDriverEntryPoint: NULL output");
    cudaDriverEntryPointQueryResult st = (cudaDriverEntryPointQueryResult)77;
    CALL(cudaGetDriverEntryPoint("cuMemAlloc", NULL, cudaEnableDefault, &st));
    SHOW("status %d", (int)st);
}

/* -- graph dependencies -------------------------------------------------------------------------- */

static cudaGraphNode_t gn[4];

static const char *node_name(cudaGraphNode_t n)
{
    static const char *names[] = {"a", "b", "c", "d"};
    for (int i = 0; i < 4; i++)
        if (gn[i] == n)
            return names[i];
    return n ? "?" : "null";
}

static void show_deps(const char *label, cudaGraphNode_t node, int dependents)
{
    size_t n = 0;
    cudaError_t e = dependents ? cudaGraphNodeGetDependentNodes(node, NULL, NULL, &n)
                               : cudaGraphNodeGetDependencies(node, NULL, NULL, &n);
    printf("  %s %s: %s count %zu:", label, dependents ? "dependents" : "dependencies", ename(e), n);
    cudaGraphNode_t list[4] = {NULL, NULL, NULL, NULL};
    cudaGraphEdgeData ed[4];
    memset(ed, 0x5a, sizeof ed);
    if (e == cudaSuccess && n > 0 && n <= 4) {
        e = dependents ? cudaGraphNodeGetDependentNodes(node, list, ed, &n)
                       : cudaGraphNodeGetDependencies(node, list, ed, &n);
        /* The order of the list is the driver's: print names sorted. */
        const char *names[4];
        for (size_t i = 0; i < n; i++)
            names[i] = node_name(list[i]);
        for (size_t i = 0; i < n; i++)
            for (size_t j = i + 1; j < n; j++)
                if (strcmp(names[j], names[i]) < 0) {
                    const char *t = names[i];
                    names[i] = names[j];
                    names[j] = t;
                }
        for (size_t i = 0; i < n; i++)
            printf(" %s", names[i]);
        printf(" (%s; edge types", ename(e));
        for (size_t i = 0; i < n; i++)
            printf(" %d/%d/%d", (int)ed[i].type, (int)ed[i].from_port, (int)ed[i].to_port);
        printf(")");
    }
    printf("\n");
}

static void section_graph_dependencies(void)
{
    START();
    SECTION("graph dependencies");
    cudaGraph_t g = NULL;
    CALL(cudaGraphCreate(&g, 0));
    for (int i = 0; i < 4; i++)
        CALL(cudaGraphAddEmptyNode(&gn[i], g, NULL, 0));
    cudaGraphNode_t from[3] = {gn[0], gn[0], gn[1]};
    cudaGraphNode_t to[3] = {gn[1], gn[2], gn[2]};
    CALL(cudaGraphAddDependencies(g, from, to, NULL, 3));
    show_deps("a", gn[0], 1);
    show_deps("c", gn[2], 0);
    show_deps("d", gn[3], 0);
    size_t ne = 0;
    CALL(cudaGraphGetEdges(g, NULL, NULL, NULL, &ne));
    SHOW("edges %zu", ne);

    SECTION("graph dependencies: edge data");
    cudaGraphEdgeData ed;
    memset(&ed, 0, sizeof ed);
    CALL(cudaGraphAddDependencies(g, &gn[2], &gn[3], &ed, 1));
    show_deps("d", gn[3], 0);
    ed.type = cudaGraphDependencyTypeProgrammatic;
    CALL(cudaGraphAddDependencies(g, &gn[1], &gn[3], &ed, 1));
    ed.type = cudaGraphDependencyTypeDefault;
    ed.from_port = cudaGraphKernelNodePortLaunchCompletion;
    CALL(cudaGraphAddDependencies(g, &gn[1], &gn[3], &ed, 1));
    show_deps("d", gn[3], 0);

    SECTION("graph dependencies: bad edges");
    CALL(cudaGraphAddDependencies(g, &gn[0], &gn[1], NULL, 1)); /* exists already */
    CALL(cudaGraphAddDependencies(g, &gn[2], &gn[0], NULL, 1)); /* a cycle */
    CALL(cudaGraphAddDependencies(g, &gn[1], &gn[1], NULL, 1)); /* itself */
    CALL(cudaGraphAddDependencies(g, NULL, to, NULL, 1));
    CALL(cudaGraphAddDependencies(g, from, NULL, NULL, 1));
    CALL(cudaGraphAddDependencies(g, NULL, NULL, NULL, 0));
    CALL(cudaGraphAddDependencies(NULL, from, to, NULL, 1));
    cudaGraph_t other = NULL;
    cudaGraphNode_t foreign = NULL;
    CALL(cudaGraphCreate(&other, 0));
    CALL(cudaGraphAddEmptyNode(&foreign, other, NULL, 0));
    CALL(cudaGraphAddDependencies(g, &gn[0], &foreign, NULL, 1));
    show_deps("a", gn[0], 1);

    SECTION("graph dependencies: remove");
    CALL(cudaGraphRemoveDependencies(g, &gn[1], &gn[2], NULL, 1));
    show_deps("c", gn[2], 0);
    CALL(cudaGraphRemoveDependencies(g, &gn[1], &gn[2], NULL, 1)); /* gone already */
    CALL(cudaGraphRemoveDependencies(g, &gn[3], &gn[0], NULL, 1)); /* never was */
    memset(&ed, 0, sizeof ed);
    ed.type = cudaGraphDependencyTypeProgrammatic;
    CALL(cudaGraphRemoveDependencies(g, &gn[0], &gn[2], &ed, 1)); /* other edge data */
    CALL(cudaGraphRemoveDependencies(g, NULL, NULL, NULL, 0));
    CALL(cudaGraphGetEdges(g, NULL, NULL, NULL, &ne));
    SHOW("edges %zu", ne);

    SECTION("graph dependencies: short output arrays");
    size_t n = 1;
    cudaGraphNode_t one[1] = {NULL};
    CALL(cudaGraphNodeGetDependentNodes(gn[0], one, NULL, &n));
    SHOW("asked 1, count %zu, got %s", n, one[0] ? "a node" : "null");
    n = 0;
    CALL(cudaGraphNodeGetDependencies(gn[3], one, NULL, &n));
    SHOW("asked 0, count %zu", n);
    CALL(cudaGraphNodeGetDependencies(gn[3], NULL, NULL, NULL));
    CALL(cudaGraphNodeGetDependentNodes(NULL, NULL, NULL, &n));
    CALL(cudaGraphDestroy(other));
    CALL(cudaGraphDestroy(g));
}

/* -- cudaGraphUpload ----------------------------------------------------------------------------- */

static void section_graph_upload(void)
{
    START();
    SECTION("cudaGraphUpload");
    int *d = NULL;
    cudaStream_t s = NULL;
    CALL(cudaMalloc((void **)&d, N * sizeof(int)));
    CALL(cudaMemset(d, 0, N * sizeof(int)));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaGraph_t g = NULL;
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    k_add<<<1, N, 0, s>>>(d, 2, N);
    CALL(cudaStreamEndCapture(s, &g));
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    CALL(cudaGraphUpload(x, s));
    CALL(cudaGraphUpload(x, 0));
    CALL(cudaGraphLaunch(x, s));
    CALL(cudaGraphLaunch(x, s));
    CALL(cudaStreamSynchronize(s));
    int h[N];
    CALL(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    CHECK(h[0] == 4 && h[N - 1] == 4);
    CALL(cudaGraphUpload(NULL, s));
    CALL(cudaGraphExecDestroy(x));
    CALL(cudaGraphDestroy(g));
    CALL(cudaFree(d));
    CALL(cudaStreamDestroy(s));
}

/* -- external-semaphore nodes: arguments --------------------------------------------------------- */

static void section_ext_sem_nodes(void)
{
    START();
    SECTION("external-semaphore graph nodes: arguments");
    cudaGraph_t g = NULL;
    CALL(cudaGraphCreate(&g, 0));
    cudaGraphNode_t empty = NULL, sig = NULL, wait = NULL;
    CALL(cudaGraphAddEmptyNode(&empty, g, NULL, 0));
    struct cudaExternalSemaphoreSignalNodeParams sp;
    memset(&sp, 0, sizeof sp);
    struct cudaExternalSemaphoreWaitNodeParams wp;
    memset(&wp, 0, sizeof wp);
    CALL(cudaGraphAddExternalSemaphoresSignalNode(&sig, g, NULL, 0, &sp));
    SHOW("signal node %s", sig ? "made" : "null");
    CALL(cudaGraphAddExternalSemaphoresWaitNode(&wait, g, &empty, 1, &wp));
    SHOW("wait node %s", wait ? "made" : "null");
    struct cudaExternalSemaphoreSignalNodeParams sp_out;
    memset(&sp_out, 0x5a, sizeof sp_out);
    struct cudaExternalSemaphoreWaitNodeParams wp_out;
    memset(&wp_out, 0x5a, sizeof wp_out);
    if (sig) {
        CALL(cudaGraphExternalSemaphoresSignalNodeGetParams(sig, &sp_out));
        SHOW("signal params: count %u", sp_out.numExtSems);
        CALL(cudaGraphExternalSemaphoresSignalNodeSetParams(sig, &sp));
    }
    if (wait) {
        CALL(cudaGraphExternalSemaphoresWaitNodeGetParams(wait, &wp_out));
        SHOW("wait params: count %u", wp_out.numExtSems);
        CALL(cudaGraphExternalSemaphoresWaitNodeSetParams(wait, &wp));
    }
    CALL(cudaGraphExternalSemaphoresSignalNodeGetParams(empty, &sp_out));
    CALL(cudaGraphExternalSemaphoresWaitNodeGetParams(empty, &wp_out));
    CALL(cudaGraphExternalSemaphoresSignalNodeSetParams(empty, &sp));
    CALL(cudaGraphExternalSemaphoresWaitNodeSetParams(empty, &wp));
    cudaGraphExec_t x = NULL;
    cudaGraph_t g2 = NULL;
    CALL(cudaGraphCreate(&g2, 0));
    cudaGraphNode_t sig2 = NULL;
    memset(&sp, 0, sizeof sp);
    if (CALL(cudaGraphAddExternalSemaphoresSignalNode(&sig2, g2, NULL, 0, &sp)) == cudaSuccess) {
        if (CALL(cudaGraphInstantiate(&x, g2, 0)) == cudaSuccess) {
            CALL(cudaGraphExecExternalSemaphoresSignalNodeSetParams(x, sig2, &sp));
            CALL(cudaGraphExecExternalSemaphoresWaitNodeSetParams(x, sig2, &wp));
            CALL(cudaGraphLaunch(x, 0));
            CALL(cudaDeviceSynchronize());
            CALL(cudaGraphExecDestroy(x));
        }
    }
    CALL(cudaGraphDestroy(g2));
    CALL(cudaGraphDestroy(g));
    LASTERR();
}

static void section_ext_sem_nodes_nulls(void)
{
    START();
    SECTION("external-semaphore graph nodes: NULL parameters");
    cudaGraph_t g = NULL;
    CALL(cudaGraphCreate(&g, 0));
    cudaGraphNode_t n = NULL;
    CALL(cudaGraphAddExternalSemaphoresSignalNode(&n, g, NULL, 0, NULL));
    CALL(cudaGraphAddExternalSemaphoresWaitNode(&n, g, NULL, 0, NULL));
    struct cudaExternalSemaphoreSignalNodeParams sp;
    memset(&sp, 0, sizeof sp);
    CALL(cudaGraphAddExternalSemaphoresSignalNode(NULL, g, NULL, 0, &sp));
    CALL(cudaGraphAddExternalSemaphoresSignalNode(&n, NULL, NULL, 0, &sp));
    CALL(cudaGraphDestroy(g));
}

/* Made-up stream and semaphore handles: a library may dereference them, so they have a child of
 * their own. */
static void section_bogus_streams(void)
{
    START();
    SECTION("made-up stream and semaphore handles");
    int h[4] = {1, 2, 3, 4};
    CALL(cudaMemcpyToSymbolAsync(dsym, h, sizeof h, 0, cudaMemcpyHostToDevice, (cudaStream_t)0x2));
    cudaGraph_t g = NULL;
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphCreate(&g, 0));
    cudaGraphNode_t n = NULL;
    CALL(cudaGraphAddEmptyNode(&n, g, NULL, 0));
    CALL(cudaGraphInstantiate(&x, g, 0));
    CALL(cudaGraphUpload(x, (cudaStream_t)0x2));
    CALL(cudaGraphExecDestroy(x));
    cudaExternalSemaphore_t bogus[1] = {(cudaExternalSemaphore_t)0x1000};
    struct cudaExternalSemaphoreSignalParams sparams[1];
    memset(sparams, 0, sizeof sparams);
    struct cudaExternalSemaphoreSignalNodeParams sp;
    memset(&sp, 0, sizeof sp);
    sp.extSemArray = bogus;
    sp.paramsArray = sparams;
    sp.numExtSems = 1;
    cudaGraphNode_t bad = NULL;
    CALL(cudaGraphAddExternalSemaphoresSignalNode(&bad, g, NULL, 0, &sp));
    SHOW("node with a made-up semaphore %s", bad ? "made" : "null");
    CALL(cudaGraphDestroy(g));
}

int main(void)
{
    struct {
        const char *name;
        void (*fn)(void);
    } sections[] = {
        {"symbol copies", section_symbol_async},
        {"driver entry point", section_driver_entry_point},
        {"driver entry point NULLs", section_driver_entry_point_nulls},
        {"graph dependencies", section_graph_dependencies},
        {"graph upload", section_graph_upload},
        {"external-semaphore nodes", section_ext_sem_nodes},
        {"external-semaphore nodes NULLs", section_ext_sem_nodes_nulls},
        {"made-up handles", section_bogus_streams},
    };
    for (size_t i = 0; i < sizeof sections / sizeof sections[0]; i++)
        if (ocr_isolated_timed(sections[i].name, sections[i].fn, 10) == 2 && i == 0)
            return 2;
    return FINISH();
}
