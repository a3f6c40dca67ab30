/*
 * A stand-in libcudart.so.13 for tests/tool/diff.sh: the few calls diff_prog.c's `reuse` case
 * makes, answered as a runtime with a device would. Built twice: OCR_FAKE_REUSE=1 hands a freed
 * address and a destroyed stream's handle out again (as an allocator that reuses does),
 * OCR_FAKE_REUSE=0 hands out new ones each time. `opencudart diff` of one against the other is
 * equal: an output's value takes a fresh identity (a conditional node's body graphs included:
 * OCR_FAKE_REUSE=1 gives the body the address of the graph destroyed last). And the calls of the
 * `exit` case, answered as a runtime going away does once the driver's exit handler has run:
 * cudaErrorCudartUnloading (the handler, registered with atexit() at the first call as the driver's
 * is at cuInit, waits until a thread still calling has met it (and that call is recorded), at
 * most 10 s, so that one has before the recorder is finalised however late a loaded machine
 * runs the threads). OCR_FAKE_REUSE=0 stands in for opencudart's runtime (it exports
 * opencudartGetVersion), OCR_FAKE_REUSE=1 for NVIDIA's.
 */
#include <cuda_runtime_api.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

static int unloading, registered, met;

static void going_away(void)
{
    __atomic_store_n(&unloading, 1, __ATOMIC_RELAXED);
    for (int i = 0; i < 100000 && !__atomic_load_n(&met, __ATOMIC_RELAXED); i++)
        usleep(100);
}

cudaError_t cudaGetDeviceCount(int *n)
{
    if (!__atomic_exchange_n(&registered, 1, __ATOMIC_RELAXED))
        atexit(going_away);
    if (__atomic_load_n(&unloading, __ATOMIC_RELAXED)) {
        /* A thread's second such answer: its first is recorded (the recorder writes a call
         * before the thread makes the next). */
        static __thread int answered;
        if (++answered == 2)
            __atomic_store_n(&met, 1, __ATOMIC_RELAXED);
        return cudaErrorCudartUnloading;
    }
    *n = 1;
    return cudaSuccess;
}

#if !OCR_FAKE_REUSE
/* The build that stands in for opencudart's runtime in `diff --ours` exports what tells
 * opencudart's apart (the recorder and `diff` ask for it). */
int opencudartGetVersion(int *api, const char **release, const char **commit)
{
    if (api != NULL)
        *api = 1;
    if (release != NULL)
        *release = "stand-in";
    if (commit != NULL)
        *commit = "none";
    return 0;
}
#endif

cudaError_t cudaRuntimeGetVersion(int *v)
{
    *v = 13000;
    return cudaSuccess;
}

const char *cudaGetErrorString(cudaError_t e)
{
    return e == cudaSuccess ? "no error" : "an error";
}

static uintptr_t next_ptr = 0x7f0000100000u, next_stream = 0x5500001000u;

static uintptr_t take(uintptr_t *next, uintptr_t step)
{
    uintptr_t v = *next;
    if (!OCR_FAKE_REUSE)
        *next += step;
    return v;
}

cudaError_t cudaMalloc(void **p, size_t size)
{
    if (p == NULL)
        return cudaErrorInvalidValue;
    *p = (void *)take(&next_ptr, (size + 0xfff) & ~(size_t)0xfff);
    return cudaSuccess;
}

cudaError_t cudaMemset(void *p, int v, size_t n)
{
    (void)v, (void)n;
    return p != NULL ? cudaSuccess : cudaErrorInvalidValue;
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind)
{
    (void)n, (void)kind;
    return dst != NULL && src != NULL ? cudaSuccess : cudaErrorInvalidValue;
}

cudaError_t cudaFree(void *p)
{
    (void)p;
    return cudaSuccess;
}

cudaError_t cudaStreamCreate(cudaStream_t *s)
{
    if (s == NULL)
        return cudaErrorInvalidValue;
    *s = (cudaStream_t)take(&next_stream, 0x100);
    return cudaSuccess;
}

cudaError_t cudaStreamSynchronize(cudaStream_t s)
{
    (void)s;
    return cudaSuccess;
}

cudaError_t cudaStreamDestroy(cudaStream_t s)
{
    return s != NULL ? cudaSuccess : cudaErrorInvalidResourceHandle;
}

static uintptr_t next_graph = 0x6600001000u, freed_graph;

static cudaGraph_t new_graph(void)
{
    uintptr_t v = freed_graph;
    if (v != 0 && OCR_FAKE_REUSE)
        freed_graph = 0;
    else
        v = next_graph += 0x100;
    return (cudaGraph_t)v;
}

cudaError_t cudaGraphCreate(cudaGraph_t *g, unsigned int flags)
{
    if (g == NULL || flags != 0)
        return cudaErrorInvalidValue;
    *g = new_graph();
    return cudaSuccess;
}

cudaError_t cudaGraphDestroy(cudaGraph_t g)
{
    if (g == NULL)
        return cudaErrorInvalidValue;
    freed_graph = (uintptr_t)g;
    return cudaSuccess;
}

static cudaGraph_t bodies[2];
static uintptr_t next_node = 0x7700001000u;

cudaError_t cudaGraphAddNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                             const cudaGraphEdgeData *data, size_t ndeps,
                             struct cudaGraphNodeParams *p)
{
    (void)deps, (void)data, (void)ndeps;
    if (n == NULL || g == NULL || p == NULL)
        return cudaErrorInvalidValue;
    if (p->type == cudaGraphNodeTypeConditional) {
        if (p->conditional.size != 1)
            return cudaErrorInvalidValue;
        bodies[0] = new_graph();
        p->conditional.phGraph_out = bodies;
    }
    *n = (cudaGraphNode_t)(next_node += 0x100);
    return cudaSuccess;
}

cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps,
                                  size_t ndeps)
{
    (void)deps, (void)ndeps;
    if (n == NULL || g == NULL)
        return cudaErrorInvalidValue;
    *n = (cudaGraphNode_t)(next_node += 0x100);
    return cudaSuccess;
}
