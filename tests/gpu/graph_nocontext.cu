/*
 * Graph and event calls on a thread that has made no runtime call yet, so that no context is
 * current on it: whether NVIDIA's runtime makes the primary context current before them, and
 * what each answers. Ours only initialises the runtime for these calls (it makes no context
 * current) and hands cudaGraphConditionalHandleCreate's driver call the context current on the
 * thread, which is none here. Each case runs in a thread of its own; the transcript says what
 * each call returned and whether a context was current on the thread before and after.
 * A control case (cudaGraphCreate) makes the context current under both libraries.
 * Opens libcuda.so.1 itself (dlopen) to ask the driver for the thread's current context.
 */
#include "common.h"

#include <dlfcn.h>
#include <pthread.h>

typedef int (*ctx_get_current_fn)(void **);
static ctx_get_current_fn ctx_get_current;

static const char *context_current(void)
{
    void *ctx = NULL;
    if (ctx_get_current == NULL)
        return "unknown";
    return ctx_get_current(&ctx) == 0 && ctx != NULL ? "yes" : "no";
}

static cudaGraph_t graph;
static cudaGraphExec_t exec;
static cudaGraphNode_t node;
static cudaEvent_t start, stop;
static cudaUserObject_t object;
static int payload;

static void CUDART_CB destroy(void *p)
{
    (void)p;
}

enum {
    COND_HANDLE,
    USER_OBJECT,
    GRAPH_USER_OBJECT,
    NODE_ENABLED,
    GRAPH_MEM_TRIM,
    GRAPH_MEM_ATTRIBUTE,
    EVENT_QUERY,
    EVENT_SYNCHRONIZE,
    EVENT_ELAPSED,
    CONTROL_GRAPH_CREATE,
    CASES
};
static const char *const names[CASES] = {
    "cudaGraphConditionalHandleCreate",
    "cudaUserObjectCreate/Release",
    "cudaGraphRetainUserObject/Release",
    "cudaGraphNodeSetEnabled/GetEnabled",
    "cudaDeviceGraphMemTrim",
    "cudaDeviceGetGraphMemAttribute",
    "cudaEventQuery",
    "cudaEventSynchronize",
    "cudaEventElapsedTime",
    "cudaGraphCreate (control)",
};

static void *one_case(void *arg)
{
    int c = *(const int *)arg;
    SHOW("context current before: %s", context_current());
    switch (c) {
    case COND_HANDLE: {
        cudaGraphConditionalHandle h;
        CALL(cudaGraphConditionalHandleCreate(&h, graph, 1, cudaGraphCondAssignDefault));
        break;
    }
    case USER_OBJECT: {
        cudaUserObject_t o;
        if (CALL(cudaUserObjectCreate(&o, &payload, destroy, 1, cudaUserObjectNoDestructorSync)) ==
            cudaSuccess)
            CALL(cudaUserObjectRelease(o, 1));
        break;
    }
    case GRAPH_USER_OBJECT:
        if (CALL(cudaGraphRetainUserObject(graph, object, 1, 0)) == cudaSuccess)
            CALL(cudaGraphReleaseUserObject(graph, object, 1));
        break;
    case NODE_ENABLED: {
        unsigned enabled = 7;
        CALL(cudaGraphNodeSetEnabled(exec, node, 1));
        if (CALL(cudaGraphNodeGetEnabled(exec, node, &enabled)) == cudaSuccess)
            SHOW("enabled: %u", enabled);
        break;
    }
    case GRAPH_MEM_TRIM:
        CALL(cudaDeviceGraphMemTrim(0));
        break;
    case GRAPH_MEM_ATTRIBUTE: {
        unsigned long long v = 1;
        if (CALL(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &v)) ==
            cudaSuccess)
            SHOW("used memory: %llu", v);
        break;
    }
    case EVENT_QUERY:
        CALL(cudaEventQuery(stop));
        break;
    case EVENT_SYNCHRONIZE:
        CALL(cudaEventSynchronize(stop));
        break;
    case EVENT_ELAPSED: {
        float ms;
        CALL(cudaEventElapsedTime(&ms, start, stop));
        break;
    }
    case CONTROL_GRAPH_CREATE: {
        cudaGraph_t g;
        if (CALL(cudaGraphCreate(&g, 0)) == cudaSuccess)
            CALL(cudaGraphDestroy(g));
        break;
    }
    }
    SHOW("context current after: %s", context_current());
    return NULL;
}

int main(void)
{
    START();
    void *cuda = dlopen("libcuda.so.1", RTLD_NOW);
    if (cuda != NULL)
        ctx_get_current = (ctx_get_current_fn)dlsym(cuda, "cuCtxGetCurrent");
    SECTION("the objects, made on the main thread");
    CALL(cudaGraphCreate(&graph, 0));
    CALL(cudaGraphAddEmptyNode(&node, graph, NULL, 0));
    CALL(cudaGraphInstantiate(&exec, graph, 0));
    CALL(cudaUserObjectCreate(&object, &payload, destroy, 1, cudaUserObjectNoDestructorSync));
    CALL(cudaEventCreate(&start));
    CALL(cudaEventCreate(&stop));
    CALL(cudaEventRecord(start, 0));
    CALL(cudaEventRecord(stop, 0));
    CALL(cudaDeviceSynchronize());
    for (int c = 0; c < CASES; c++) {
        SECTION(names[c]);
        pthread_t t;
        if (pthread_create(&t, NULL, one_case, &c) != 0 || pthread_join(t, NULL) != 0)
            SHOW("thread failed");
    }
    SECTION("clean up");
    CALL(cudaEventDestroy(stop));
    CALL(cudaEventDestroy(start));
    CALL(cudaUserObjectRelease(object, 1));
    CALL(cudaGraphExecDestroy(exec));
    CALL(cudaGraphDestroy(graph));
    return FINISH();
}
