/*
 * graph2, the other node kinds: memset, host, child graph and empty nodes; event record and wait
 * nodes; memory allocation and free nodes (refused parameters, a launch, the graph memory of the
 * device); and nodes of every kind made through cudaGraphAddNode with the generic parameter calls
 * (cudaGraphNodeSetParams, cudaGraphExecNodeSetParams).
 */
#include "graph2.h"

/* -- memset, host, child graph, empty nodes ---------------------------------------------------- */

void other_nodes(int *d)
{
    SECTION("memset, host, child graph and empty nodes");
    cudaGraph_t g = NULL, child = NULL, got = NULL;
    cudaGraphNode_t nm = NULL, nh = NULL, nc = NULL, ne = NULL, ncm = NULL;
    CALL(cudaGraphCreate(&g, 0));
    CALL(cudaGraphCreate(&child, 0));
    if (!g || !child)
        return;
    cudaMemsetParams mp, mo;
    memset((void *)&mp, 0, sizeof mp);
    mp.dst = d;
    mp.value = 0x01010101;
    mp.elementSize = 4;
    mp.width = N;
    mp.height = 1;
    CALL(cudaGraphAddMemsetNode(&nm, g, NULL, 0, &mp));
    memset((void *)&mo, 0, sizeof mo);
    if (nm && CALL(cudaGraphMemsetNodeGetParams(nm, &mo)) == cudaSuccess)
        SHOW("memset: dst==set %s value %#x elementSize %u width %zu height %zu pitch %zu",
             yn(mo.dst == d), mo.value, mo.elementSize, mo.width, mo.height, mo.pitch);
    mp.value = 2;
    mp.elementSize = 2;
    mp.width = 2 * N;
    CALL(cudaGraphMemsetNodeSetParams(nm, &mp));
    memset((void *)&mo, 0, sizeof mo);
    if (nm && CALL(cudaGraphMemsetNodeGetParams(nm, &mo)) == cudaSuccess)
        SHOW("memset: dst==set %s value %#x elementSize %u width %zu height %zu pitch %zu",
             yn(mo.dst == d), mo.value, mo.elementSize, mo.width, mo.height, mo.pitch);
    mp.elementSize = 3;
    CALL(cudaGraphMemsetNodeSetParams(nm, &mp));
    /* Nodes refused go to a graph of their own, never launched. */
    cudaGraph_t gbad = NULL;
    cudaGraphNode_t nbad = NULL;
    CALL(cudaGraphCreate(&gbad, 0));
    if (gbad) {
        CALL(cudaGraphAddMemsetNode(&nbad, gbad, NULL, 0, &mp));
        mp.elementSize = 4;
        mp.width = N;
        mp.height = 2;
        mp.pitch = 4;
        CALL(cudaGraphAddMemsetNode(&nbad, gbad, NULL, 0, &mp));
        mp.height = 1;
        mp.pitch = 0;
        mp.dst = g_host;
        CALL(cudaGraphAddMemsetNode(&nbad, gbad, NULL, 0, &mp));
        mp.dst = d;
        show_nodes("refused", gbad);
        CALL(cudaGraphDestroy(gbad));
    }
    mp.elementSize = 4;
    mp.width = N;

    cudaHostNodeParams hp, ho;
    hp.fn = host_count;
    hp.userData = &host_calls;
    CALL(cudaGraphAddHostNode(&nh, g, &nm, nm ? 1 : 0, &hp));
    memset((void *)&ho, 0, sizeof ho);
    if (nh && CALL(cudaGraphHostNodeGetParams(nh, &ho)) == cudaSuccess)
        SHOW("host: fn==set %s userData==set %s", yn(ho.fn == host_count),
             yn(ho.userData == &host_calls));
    hp.userData = &host_calls2;
    CALL(cudaGraphHostNodeSetParams(nh, &hp));
    memset((void *)&ho, 0, sizeof ho);
    if (nh && CALL(cudaGraphHostNodeGetParams(nh, &ho)) == cudaSuccess)
        SHOW("host: fn==set %s userData==second %s", yn(ho.fn == host_count),
             yn(ho.userData == &host_calls2));

    /* The child adds 3 to what the memset left (2 | 2 << 16 in each int). */
    int v = 3, n = N;
    void *args[] = {&d, &v, &n};
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_add, args);
    CALL(cudaGraphAddKernelNode(&ncm, child, NULL, 0, &kp));
    CALL(cudaGraphAddChildGraphNode(&nc, g, &nh, nh ? 1 : 0, child));
    if (nc && CALL(cudaGraphChildGraphNodeGetGraph(nc, &got)) == cudaSuccess) {
        SHOW("child graph: non-NULL %s same as given %s", yn(got != NULL), yn(got == child));
        show_nodes("child of node", got);
    }
    CALL(cudaGraphChildGraphNodeGetGraph(nm, &got));
    CALL(cudaGraphAddEmptyNode(&ne, g, &nc, nc ? 1 : 0));
    show_type("memset", nm);
    show_type("host", nh);
    show_type("child", nc);
    show_type("empty", ne);
    CALL(cudaGraphHostNodeGetParams(ne, &ho));
    CALL(cudaGraphMemsetNodeGetParams(nh, &mo));
    show_nodes("g", g);

    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    host_calls = host_calls2 = 0;
    if (x && run(x) == cudaSuccess) {
        CHECKT("memset 16-bit 2, child adds 3", read_equal(d, 0x00020002 + 3));
        CHECKT("host node ran with the second userData", host_calls == 0 && host_calls2 == 1);
    }
    /* Changed in the executable graph. */
    if (x) {
        mp.value = 7;
        CALL(cudaGraphExecMemsetNodeSetParams(x, nm, &mp));
        hp.userData = &host_calls;
        CALL(cudaGraphExecHostNodeSetParams(x, nh, &hp));
        cudaGraph_t child2 = NULL;
        cudaGraphNode_t nc2 = NULL;
        CALL(cudaGraphCreate(&child2, 0));
        int v2 = 10;
        void *args2[] = {&d, &v2, &n};
        kernel_params(&kp, (void *)k_add, args2);
        CALL(cudaGraphAddKernelNode(&nc2, child2, NULL, 0, &kp));
        CALL(cudaGraphExecChildGraphNodeSetParams(x, nc, child2));
        host_calls = host_calls2 = 0;
        if (run(x) == cudaSuccess) {
            CHECKT("executable graph: memset 7, child adds 10", read_equal(d, 17));
            CHECKT("host node ran with the first userData", host_calls == 1 && host_calls2 == 0);
        }
        /* A child of another topology. */
        cudaGraphNode_t extra = NULL;
        CALL(cudaGraphAddEmptyNode(&extra, child2, NULL, 0));
        CALL(cudaGraphExecChildGraphNodeSetParams(x, nc, child2));
        CALL(cudaGraphExecMemsetNodeSetParams(x, nh, &mp));
        CALL(cudaGraphExecHostNodeSetParams(x, nm, &hp));
        CALL(cudaGraphDestroy(child2));
        CALL(cudaGraphExecDestroy(x));
    }
    CALL(cudaGraphDestroy(child));
    CALL(cudaGraphDestroy(g));
}

/* -- event nodes ------------------------------------------------------------------------------- */

void event_nodes(int *d)
{
    SECTION("event record and wait nodes");
    cudaGraph_t g = NULL;
    cudaEvent_t e1 = NULL, e2 = NULL, got = NULL;
    cudaGraphNode_t nr = NULL, nw = NULL, nk = NULL;
    CALL(cudaEventCreate(&e1));
    CALL(cudaEventCreate(&e2));
    CALL(cudaGraphCreate(&g, 0));
    if (!g || !e1 || !e2)
        return;
    CALL(cudaEventRecord(e1, 0));
    CALL(cudaGraphAddEventWaitNode(&nw, g, NULL, 0, e1));
    int v = 1, n = N;
    void *args[] = {&d, &v, &n};
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_add, args);
    CALL(cudaGraphAddKernelNode(&nk, g, &nw, nw ? 1 : 0, &kp));
    CALL(cudaGraphAddEventRecordNode(&nr, g, &nk, nk ? 1 : 0, e1));
    if (nr && CALL(cudaGraphEventRecordNodeGetEvent(nr, &got)) == cudaSuccess)
        SHOW("record node event==e1 %s", yn(got == e1));
    CALL(cudaGraphEventRecordNodeSetEvent(nr, e2));
    got = NULL;
    if (nr && CALL(cudaGraphEventRecordNodeGetEvent(nr, &got)) == cudaSuccess)
        SHOW("record node event==e2 %s", yn(got == e2));
    got = NULL;
    if (nw && CALL(cudaGraphEventWaitNodeGetEvent(nw, &got)) == cudaSuccess)
        SHOW("wait node event==e1 %s", yn(got == e1));
    CALL(cudaGraphEventWaitNodeSetEvent(nw, e1));
    CALL(cudaGraphEventRecordNodeGetEvent(nw, &got));
    CALL(cudaGraphEventWaitNodeGetEvent(nr, &got));
    CALL(cudaGraphEventRecordNodeSetEvent(nk, e1));
    show_type("record", nr);
    show_type("wait", nw);
    CALL(cudaMemset(d, 0, N * sizeof(int)));
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    if (x && run(x) == cudaSuccess) {
        CALL(cudaEventQuery(e2));
        CHECKT("kernel between the event nodes ran", read_equal(d, 1));
    }
    if (x) {
        CALL(cudaGraphExecEventRecordNodeSetEvent(x, nr, e1));
        CALL(cudaGraphExecEventWaitNodeSetEvent(x, nw, e2));
        CALL(cudaGraphExecEventRecordNodeSetEvent(x, nw, e2));
        CALL(cudaGraphExecEventWaitNodeSetEvent(x, nr, e2));
        if (run(x) == cudaSuccess)
            CALL(cudaEventQuery(e1));
        CALL(cudaGraphExecDestroy(x));
    }
    CALL(cudaGraphDestroy(g));
    CALL(cudaEventDestroy(e1));
    CALL(cudaEventDestroy(e2));
}

/* -- memory allocation nodes ------------------------------------------------------------------- */

static void alloc_params(cudaMemAllocNodeParams *ap, int device, size_t bytes)
{
    memset((void *)ap, 0, sizeof *ap);
    ap->poolProps.allocType = cudaMemAllocationTypePinned;
    ap->poolProps.location.type = cudaMemLocationTypeDevice;
    ap->poolProps.location.id = device;
    ap->bytesize = bytes;
}

void alloc_nodes(void)
{
    SECTION("memory allocation and free nodes");
    cudaGraph_t g = NULL;
    cudaGraphNode_t na = NULL, nk = NULL, nc = NULL, nf = NULL, nbad = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    cudaMemAllocNodeParams ap, ao;
    alloc_params(&ap, 0, N * sizeof(int));
    cudaMemAccessDesc acc;
    acc.location.type = cudaMemLocationTypeDevice;
    acc.location.id = 0;
    acc.flags = cudaMemAccessFlagsProtReadWrite;
    CALL(cudaGraphAddMemAllocNode(&na, g, NULL, 0, &ap));
    int *p = (int *)ap.dptr;
    SHOW("allocation address %s", p ? "set" : "NULL");
    memset((void *)&ao, 0, sizeof ao);
    if (na && CALL(cudaGraphMemAllocNodeGetParams(na, &ao)) == cudaSuccess) {
        SHOW("alloc: bytesize %zu allocType %d handleTypes %d location %d/%d dptr==set %s",
             ao.bytesize, (int)ao.poolProps.allocType, (int)ao.poolProps.handleTypes,
             (int)ao.poolProps.location.type, ao.poolProps.location.id, yn(ao.dptr == p));
        SHOW("alloc: access descriptors %zu", ao.accessDescCount);
        if (ao.accessDescs && ao.accessDescCount > 0)
            SHOW("alloc: first access %d/%d flags %d", (int)ao.accessDescs[0].location.type,
                 ao.accessDescs[0].location.id, (int)ao.accessDescs[0].flags);
    }
    int v = 11, n = N;
    void *args[] = {&p, &v, &n};
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_set, args);
    CALL(cudaGraphAddKernelNode(&nk, g, &na, na ? 1 : 0, &kp));
    CALL(cudaGraphAddMemcpyNode1D(&nc, g, &nk, nk ? 1 : 0, g_host, p, N * sizeof(int),
                                  cudaMemcpyDeviceToHost));
    CALL(cudaGraphAddMemFreeNode(&nf, g, &nc, nc ? 1 : 0, p));
    void *freed = NULL;
    if (nf && CALL(cudaGraphMemFreeNodeGetParams(nf, &freed)) == cudaSuccess)
        SHOW("free: dptr==allocation %s", yn(freed == p));
    show_type("alloc", na);
    show_type("free", nf);
    CALL(cudaGraphMemAllocNodeGetParams(nk, &ao));
    CALL(cudaGraphMemFreeNodeGetParams(na, &freed));
    show_nodes("g", g);

    SECTION("memory allocation nodes refused");
    /* Into a graph of their own, never launched. */
    cudaGraph_t gbad = NULL;
    CALL(cudaGraphCreate(&gbad, 0));
    if (!gbad)
        return;
    cudaMemAllocNodeParams bad;
    alloc_params(&bad, 99, 4096);
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    SHOW("address %s", bad.dptr ? "set" : "NULL");
    alloc_params(&bad, -1, 4096);
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    alloc_params(&bad, 0, 4096);
    bad.poolProps.location.type = (cudaMemLocationType)77;
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    alloc_params(&bad, 0, 0);
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    alloc_params(&bad, 0, 4096);
    bad.poolProps.allocType = cudaMemAllocationTypeInvalid;
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    alloc_params(&bad, 0, 4096);
    bad.poolProps.location.type = cudaMemLocationTypeHost;
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    alloc_params(&bad, 0, 4096);
    bad.accessDescs = &acc;
    bad.accessDescCount = 1;
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    memset((void *)&ao, 0, sizeof ao);
    if (nbad && CALL(cudaGraphMemAllocNodeGetParams(nbad, &ao)) == cudaSuccess && ao.accessDescs &&
        ao.accessDescCount > 0)
        SHOW("alloc: access descriptors %zu, first %d/%d flags %d", ao.accessDescCount,
             (int)ao.accessDescs[0].location.type, ao.accessDescs[0].location.id,
             (int)ao.accessDescs[0].flags);
    acc.location.id = 99;
    CALL(cudaGraphAddMemAllocNode(&nbad, gbad, NULL, 0, &bad));
    CALL(cudaGraphAddMemFreeNode(&nbad, gbad, NULL, 0, (void *)g_host));
    show_nodes("refused", gbad);
    CALL(cudaGraphDestroy(gbad));

    SECTION("memory allocation nodes: launch");
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiateWithFlags(&x, g, 0));
    for (int i = 0; i < N; i++)
        g_host[i] = 0;
    if (x && run(x) == cudaSuccess) {
        int ok = 1;
        for (int i = 0; i < N; i++)
            ok &= g_host[i] == 11;
        CHECKT("kernel wrote the graph's allocation", ok);
    }
    if (x)
        CALL(cudaGraphExecDestroy(x));
    CALL(cudaGraphDestroy(g));

    SECTION("graph memory of the device");
    CALL(cudaDeviceSynchronize());
    CALL(cudaDeviceGraphMemTrim(0));
    unsigned long long val = 0, zero = 0;
    CALL(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &val));
    SHOW("used now %llu", val);
    CALL(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &val));
    SHOW("used high > 0 %s", yn(val > 0));
    CALL(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero));
    CALL(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh, &zero));
    CALL(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &zero));
    CALL(cudaDeviceGetGraphMemAttribute(0, (cudaGraphMemAttributeType)77, &val));
    CALL(cudaDeviceGetGraphMemAttribute(99, cudaGraphMemAttrUsedMemCurrent, &val));
    CALL(cudaDeviceGraphMemTrim(99));
    CALL(cudaDeviceGraphMemTrim(-1));
}

/* -- cudaGraphAddNode and the generic parameter calls ------------------------------------------ */

void generic_nodes(int *d)
{
    SECTION("cudaGraphAddNode");
    cudaGraph_t g = NULL;
    cudaGraphNode_t nm = NULL, nk = NULL, nh = NULL, ne = NULL, nbad = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    NODE_PARAMS(np);
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemset;
    np.memset.dst = d;
    np.memset.value = 2;
    np.memset.elementSize = 4;
    np.memset.width = N;
    np.memset.height = 1;
    CALL(cudaGraphAddNode(&nm, g, NULL, NULL, 0, &np));
    int v = 3, n = N;
    void *args[] = {&d, &v, &n};
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeKernel;
    np.kernel.func = (void *)k_add;
    np.kernel.gridDim = dim3(N / 64);
    np.kernel.blockDim = dim3(64);
    np.kernel.kernelParams = args;
    CALL(cudaGraphAddNode(&nk, g, &nm, NULL, nm ? 1 : 0, &np));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeHost;
    np.host.fn = host_count;
    np.host.userData = &host_calls;
    cudaGraphEdgeData edge;
    memset((void *)&edge, 0, sizeof edge);
    CALL(cudaGraphAddNode(&nh, g, &nk, &edge, nk ? 1 : 0, &np));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeEmpty;
    CALL(cudaGraphAddNode(&ne, g, &nh, NULL, nh ? 1 : 0, &np));
    show_type("memset", nm);
    show_type("kernel", nk);
    show_type("host", nh);
    show_type("empty", ne);
    cudaKernelNodeParams ko;
    memset((void *)&ko, 0, sizeof ko);
    cudaKernelNodeParams kp;
    kernel_params(&kp, (void *)k_add, args);
    if (nk && CALL(cudaGraphKernelNodeGetParams(nk, &ko)) == cudaSuccess)
        show_kernel(&ko, &kp, NULL, d, 3);

    SECTION("cudaGraphAddNode refused");
    /* Into a graph of their own, never launched. */
    cudaGraph_t gbad = NULL;
    CALL(cudaGraphCreate(&gbad, 0));
    if (!gbad)
        return;
    memset((void *)&np, 0, sizeof np);
    np.type = (cudaGraphNodeType)12;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    np.type = (cudaGraphNodeType)99;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    np.type = cudaGraphNodeTypeEmpty;
    np.reserved0[0] = 1;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeEmpty;
    np.reserved2 = 1;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemcpy;
    np.memcpy.copyParams.kind = (cudaMemcpyKind)9;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemcpy;
    np.memcpy.flags = 1;
    np.memcpy.copyParams.srcPtr = make_cudaPitchedPtr(g_host, 64, 64, 1);
    np.memcpy.copyParams.dstPtr = make_cudaPitchedPtr(d, 64, 64, 1);
    np.memcpy.copyParams.extent = make_cudaExtent(64, 1, 1);
    np.memcpy.copyParams.kind = cudaMemcpyHostToDevice;
    CALL(cudaGraphAddNode(&nbad, gbad, NULL, NULL, 0, &np));
    show_nodes("refused", gbad);
    CALL(cudaGraphDestroy(gbad));
    show_nodes("g", g);

    SECTION("cudaGraphNodeSetParams and cudaGraphExecNodeSetParams");
    int v2 = 4;
    void *args2[] = {&d, &v2, &n};
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeKernel;
    np.kernel.func = (void *)k_add;
    np.kernel.gridDim = dim3(N / 64);
    np.kernel.blockDim = dim3(64);
    np.kernel.kernelParams = args2;
    CALL(cudaGraphNodeSetParams(nk, &np));
    CALL(cudaGraphNodeSetParams(nm, &np));
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    host_calls = 0;
    if (x && run(x) == cudaSuccess) {
        CHECKT("memset 2, add 4", read_equal(d, 6));
        CHECKT("host node ran once", host_calls == 1);
    }
    if (x) {
        int v3 = 10;
        void *args3[] = {&d, &v3, &n};
        np.kernel.kernelParams = args3;
        CALL(cudaGraphExecNodeSetParams(x, nk, &np));
        memset((void *)&np, 0, sizeof np);
        np.type = cudaGraphNodeTypeMemset;
        np.memset.dst = d;
        np.memset.value = 5;
        np.memset.elementSize = 4;
        np.memset.width = N;
        np.memset.height = 1;
        CALL(cudaGraphExecNodeSetParams(x, nm, &np));
        CALL(cudaGraphExecNodeSetParams(x, nk, &np));
        memset((void *)&np, 0, sizeof np);
        np.type = cudaGraphNodeTypeHost;
        np.host.fn = host_count;
        np.host.userData = &host_calls2;
        CALL(cudaGraphExecNodeSetParams(x, nh, &np));
        np.type = cudaGraphNodeTypeEmpty;
        CALL(cudaGraphExecNodeSetParams(x, ne, &np));
        host_calls = host_calls2 = 0;
        if (run(x) == cudaSuccess) {
            CHECKT("executable graph: memset 5, add 10", read_equal(d, 15));
            CHECKT("host node ran with the new userData", host_calls == 0 && host_calls2 == 1);
        }
        CALL(cudaGraphExecDestroy(x));
    }
    CALL(cudaGraphDestroy(g));

    SECTION("cudaGraphAddNode: allocation, free, event record");
    g = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    cudaGraphNode_t na = NULL, nf = NULL, nr = NULL;
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemAlloc;
    np.alloc.poolProps.allocType = cudaMemAllocationTypePinned;
    np.alloc.poolProps.location.type = cudaMemLocationTypeDevice;
    np.alloc.poolProps.location.id = 0;
    np.alloc.bytesize = 4096;
    CALL(cudaGraphAddNode(&na, g, NULL, NULL, 0, &np));
    void *p = np.alloc.dptr;
    SHOW("allocation address %s", p ? "set" : "NULL");
    cudaMemAllocNodeParams ao;
    memset((void *)&ao, 0, sizeof ao);
    if (na && CALL(cudaGraphMemAllocNodeGetParams(na, &ao)) == cudaSuccess)
        SHOW("alloc: bytesize %zu location %d/%d dptr==set %s", ao.bytesize,
             (int)ao.poolProps.location.type, ao.poolProps.location.id, yn(ao.dptr == p));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemFree;
    np.free.dptr = p;
    CALL(cudaGraphAddNode(&nf, g, &na, NULL, na ? 1 : 0, &np));
    cudaEvent_t e = NULL;
    CALL(cudaEventCreate(&e));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeEventRecord;
    np.eventRecord.event = e;
    CALL(cudaGraphAddNode(&nr, g, &nf, NULL, nf ? 1 : 0, &np));
    cudaEvent_t got = NULL;
    if (nr && CALL(cudaGraphEventRecordNodeGetEvent(nr, &got)) == cudaSuccess)
        SHOW("record node event==set %s", yn(got == e));
    memset((void *)&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeMemAlloc;
    np.alloc.poolProps.allocType = cudaMemAllocationTypePinned;
    np.alloc.poolProps.location.type = cudaMemLocationTypeDevice;
    np.alloc.poolProps.location.id = 99;
    np.alloc.bytesize = 4096;
    CALL(cudaGraphAddNode(&nbad, g, NULL, NULL, 0, &np));
    SHOW("address %s", np.alloc.dptr ? "set" : "NULL");
    /* Allocation and free nodes cannot be changed. */
    np.alloc.poolProps.location.id = 0;
    CALL(cudaGraphNodeSetParams(na, &np));
    show_nodes("g", g);
    cudaGraphExec_t x2 = NULL;
    CALL(cudaGraphInstantiate(&x2, g, 0));
    if (x2 && run(x2) == cudaSuccess)
        CALL(cudaEventQuery(e));
    if (x2)
        CALL(cudaGraphExecDestroy(x2));
    CALL(cudaGraphDestroy(g));
    CALL(cudaEventDestroy(e));
}
