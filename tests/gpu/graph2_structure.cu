/*
 * graph2, the structure of a graph and what it holds: clones, roots, removed edges and nodes;
 * user objects (references, moves to a graph, destructors run after the last graph goes); and
 * conditional handles and nodes.
 */
#include "graph2.h"

/* -- clones and the structure of a graph ------------------------------------------------------- */

void structure(int *d)
{
    SECTION("clones, roots, removed edges and nodes");
    cudaGraph_t g = NULL, c = NULL, other = NULL;
    cudaGraphNode_t n1 = NULL, n2 = NULL, n3 = NULL, no = NULL, found = NULL;
    CALL(cudaGraphCreate(&g, 0));
    CALL(cudaGraphCreate(&other, 0));
    if (!g || !other)
        return;
    CALL(cudaGraphAddEmptyNode(&n1, g, NULL, 0));
    CALL(cudaGraphAddEmptyNode(&n2, g, &n1, 1));
    cudaMemsetParams mp;
    memset((void *)&mp, 0, sizeof mp);
    mp.dst = d;
    mp.elementSize = 1;
    mp.width = 16;
    mp.height = 1;
    CALL(cudaGraphAddMemsetNode(&n3, g, &n1, 1, &mp));
    CALL(cudaGraphAddEmptyNode(&no, other, NULL, 0));
    show_nodes("g", g);
    cudaGraphNode_t roots[4] = {NULL, NULL, NULL, NULL};
    size_t nr = 4;
    if (CALL(cudaGraphGetRootNodes(g, roots, &nr)) == cudaSuccess)
        SHOW("roots %zu first==n1 %s", nr, yn(roots[0] == n1));
    CALL(cudaGraphClone(&c, g));
    if (c) {
        show_nodes("clone", c);
        cudaGraphNode_t orig[3] = {n1, n2, n3};
        for (int i = 0; i < 3; i++) {
            found = NULL;
            cudaError_t e = cudaGraphNodeFindInClone(&found, orig[i], c);
            cudaGraphNodeType t1 = (cudaGraphNodeType)99, t2 = (cudaGraphNodeType)98;
            cudaGraphNodeGetType(orig[i], &t1);
            if (found)
                cudaGraphNodeGetType(found, &t2);
            printf("  cudaGraphNodeFindInClone(node %d) -> %s found %s same type %s other %s\n", i,
                   ename(e), yn(found != NULL), yn(t1 == t2), yn(found != orig[i]));
            if (e != cudaSuccess)
                LASTERR();
        }
        CALL(cudaGraphNodeFindInClone(&found, no, c));
        CALL(cudaGraphNodeFindInClone(&found, n1, g));
        cudaMemsetParams mo;
        memset((void *)&mo, 0, sizeof mo);
        if (CALL(cudaGraphNodeFindInClone(&found, n3, c)) == cudaSuccess &&
            CALL(cudaGraphMemsetNodeGetParams(found, &mo)) == cudaSuccess)
            SHOW("cloned memset: dst==set %s width %zu", yn(mo.dst == d), mo.width);
        CALL(cudaGraphDestroy(c));
    }
    CALL(cudaGraphRemoveDependencies(g, &n1, &n2, NULL, 1));
    show_nodes("g", g);
    CALL(cudaGraphRemoveDependencies(g, &n1, &n2, NULL, 1));
    CALL(cudaGraphRemoveDependencies(g, &n2, &n3, NULL, 1));
    cudaGraphEdgeData ed;
    memset((void *)&ed, 0, sizeof ed);
    CALL(cudaGraphRemoveDependencies(g, &n1, &n3, &ed, 1));
    CALL(cudaGraphRemoveDependencies(g, &n1, &no, NULL, 1));
    CALL(cudaGraphRemoveDependencies(g, NULL, NULL, NULL, 0));
    show_nodes("g", g);
    CALL(cudaGraphDestroyNode(n3));
    show_nodes("g", g);
    CALL(cudaGraphDestroyNode(no));
    show_nodes("other", other);
    CALL(cudaGraphDestroy(g));
    CALL(cudaGraphDestroy(other));
}

/* -- user objects ------------------------------------------------------------------------------ */

static int uo_destroyed;

static void CUDART_CB uo_destroy(void *arg)
{
    __atomic_add_fetch((int *)arg, 1, __ATOMIC_SEQ_CST);
}

/* The destructor may run on another thread after the last reference goes: wait a while. */
static int destroyed_within(int want)
{
    for (int i = 0; i < 200; i++) {
        if (__atomic_load_n(&uo_destroyed, __ATOMIC_SEQ_CST) >= want)
            return 1;
        struct timespec ts = {0, 10 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    return 0;
}

void user_objects(void)
{
    SECTION("user objects");
    cudaUserObject_t o = NULL, o2 = NULL;
    cudaGraph_t g = NULL;
    CALL(cudaUserObjectCreate(&o, &uo_destroyed, uo_destroy, 1, cudaUserObjectNoDestructorSync));
    CALL(cudaUserObjectCreate(&o2, &uo_destroyed, uo_destroy, 1, 0));
    CALL(cudaUserObjectCreate(&o2, &uo_destroyed, uo_destroy, 0, cudaUserObjectNoDestructorSync));
    CALL(cudaUserObjectCreate(&o2, &uo_destroyed, NULL, 1, cudaUserObjectNoDestructorSync));
    if (!o)
        return;
    CALL(cudaUserObjectRetain(o, 2));
    CALL(cudaUserObjectRelease(o, 2));
    CALL(cudaUserObjectRetain(o, 0));
    CALL(cudaGraphCreate(&g, 0));
    if (g) {
        CALL(cudaGraphRetainUserObject(g, o, 1, 0));
        CALL(cudaGraphRetainUserObject(g, o, 1, 7));
        CALL(cudaGraphReleaseUserObject(g, o, 0));
        CALL(cudaGraphReleaseUserObject(g, o, 1));
        /* The application's reference goes to the graph. */
        CALL(cudaGraphRetainUserObject(g, o, 1, cudaGraphUserObjectMove));
        cudaGraph_t c = NULL;
        CALL(cudaGraphClone(&c, g));
        CALL(cudaGraphDestroy(g));
        SHOW("destroyed with the first graph: %s", yn(destroyed_within(1)));
        if (c)
            CALL(cudaGraphDestroy(c));
        SHOW("destroyed after the last graph: %s", yn(destroyed_within(1)));
    }
}

/* -- conditional nodes ------------------------------------------------------------------------- */

void conditional_nodes(int *d)
{
    SECTION("conditional handles and nodes");
    cudaGraph_t g = NULL;
    cudaGraphConditionalHandle h = 0, h2 = 0;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    CALL(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
    CALL(cudaGraphConditionalHandleCreate(&h2, g, 0, 0));
    CALL(cudaGraphConditionalHandleCreate(&h2, g, 0, 99));
    NODE_PARAMS(cp);
    memset((void *)&cp, 0, sizeof cp);
    cp.type = cudaGraphNodeTypeConditional;
    cp.conditional.handle = h;
    cp.conditional.type = cudaGraphCondTypeIf;
    cp.conditional.size = 1;
    cudaGraphNode_t nc = NULL;
    CALL(cudaGraphAddNode(&nc, g, NULL, NULL, 0, &cp));
    SHOW("body graphs %s", cp.conditional.phGraph_out ? "set" : "NULL");
    show_type("conditional", nc);
    if (nc && cp.conditional.phGraph_out && cp.conditional.phGraph_out[0]) {
        cudaGraph_t body = cp.conditional.phGraph_out[0];
        int v = 1, n = N;
        void *args[] = {&d, &v, &n};
        cudaKernelNodeParams kp;
        kernel_params(&kp, (void *)k_add, args);
        cudaGraphNode_t nk = NULL;
        CALL(cudaGraphAddKernelNode(&nk, body, NULL, 0, &kp));
        show_nodes("body", body);
    }
    /* A second handle that no node uses. */
    cudaGraphExec_t x = NULL;
    CALL(cudaGraphInstantiate(&x, g, 0));
    if (x)
        CALL(cudaGraphExecDestroy(x));
    cudaGraph_t g2 = NULL;
    CALL(cudaGraphClone(&g2, g));
    if (g2)
        CALL(cudaGraphDestroy(g2));
    CALL(cudaGraphDestroy(g));

    g = NULL;
    CALL(cudaGraphCreate(&g, 0));
    if (!g)
        return;
    CALL(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
    memset((void *)&cp, 0, sizeof cp);
    cp.type = cudaGraphNodeTypeConditional;
    cp.conditional.handle = h;
    cp.conditional.type = cudaGraphCondTypeIf;
    cp.conditional.size = 1;
    nc = NULL;
    CALL(cudaGraphAddNode(&nc, g, NULL, NULL, 0, &cp));
    if (nc && cp.conditional.phGraph_out && cp.conditional.phGraph_out[0]) {
        int v = 1, n = N;
        void *args[] = {&d, &v, &n};
        cudaKernelNodeParams kp;
        kernel_params(&kp, (void *)k_add, args);
        cudaGraphNode_t nk = NULL;
        CALL(cudaGraphAddKernelNode(&nk, cp.conditional.phGraph_out[0], NULL, 0, &kp));
        CALL(cudaMemset(d, 0, N * sizeof(int)));
        x = NULL;
        CALL(cudaGraphInstantiate(&x, g, 0));
        if (x && run(x) == cudaSuccess)
            CHECKT("if with default 1 ran its body", read_equal(d, 1));
        if (x)
            CALL(cudaGraphExecDestroy(x));
    }
    cp.conditional.size = 3;
    cudaGraphNode_t nbad = NULL;
    CALL(cudaGraphAddNode(&nbad, g, NULL, NULL, 0, &cp));
    cp.conditional.type = (cudaGraphConditionalNodeType)9;
    cp.conditional.size = 1;
    CALL(cudaGraphAddNode(&nbad, g, NULL, NULL, 0, &cp));
    CALL(cudaGraphDestroy(g));
}
