/*
 * The fake driver's streams, events and graphs (see fake_driver_internal.h): streams that keep
 * their flags, priority and context, with their per-thread twins; stream capture (which streams
 * capture, and into which graph), the thread's capture mode; events that complete at once; graphs,
 * their clones and executable graphs as bare handles; and the destroyers, which forget the
 * handles the fakes made (fake_live_objects counts those not destroyed).
 */
#include "fake_driver_internal.h"

#include <pthread.h>
#include <stdint.h>

/* -- state ------------------------------------------------------------------------------------- */

struct fake_stream fake_streams[MAX_STREAMS];
size_t fake_n_streams;
static uintptr_t next_handle = 0x400000000000ULL;

/* -- streams, events, graphs ------------------------------------------------------------------- */

static CUresult new_stream(CUstream *out, unsigned flags, int priority)
{
    NEED_CTX();
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    if (fake_n_streams >= MAX_STREAMS) {
        pthread_mutex_unlock(&fake_lock);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    size_t i = fake_n_streams++;
    fake_streams[i].flags = flags;
    fake_streams[i].priority = priority;
    fake_streams[i].ctx = fake_current_context();
    fake_args.stream_flags = flags;
    fake_args.stream_priority = priority;
    *out = (CUstream)(0x600000000000ULL + (i + 1) * 16);
    fake_live_add_locked(*out);
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

/* Index of a stream made by the fake, or -1 (NULL, the legacy and per-thread streams, others). */
long fake_stream_index(CUstream s)
{
    uintptr_t v = (uintptr_t)s;
    if (v <= 0x600000000000ULL || (v & 15) != 0)
        return -1;
    size_t i = (v - 0x600000000000ULL) / 16 - 1;
    return i < fake_n_streams ? (long)i : -1;
}

static CUresult fake_cuStreamCreate(CUstream *s, unsigned flags)
{
    ENTER(cuStreamCreate);
    if (flags & ~(unsigned)CU_STREAM_NON_BLOCKING)
        return CUDA_ERROR_INVALID_VALUE;
    return new_stream(s, flags, 0);
}

static CUresult fake_cuStreamCreateWithPriority(CUstream *s, unsigned flags, int priority)
{
    ENTER(cuStreamCreateWithPriority);
    if (flags & ~(unsigned)CU_STREAM_NON_BLOCKING)
        return CUDA_ERROR_INVALID_VALUE;
    /* The driver clamps the priority into [greatest, least] = [-5, 0]. */
    return new_stream(s, flags, priority < -5 ? -5 : priority > 0 ? 0 : priority);
}

static CUresult impl_cuStreamGetPriority(bool ptds, CUstream s, int *priority)
{
    (void)ptds;
    if (priority == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    long i = fake_stream_index(s);
    *priority = i >= 0 ? fake_streams[i].priority : 0;
    fake_args.stream = s;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamGetPriority, (CUstream s, int *priority), s, priority)

static CUresult impl_cuStreamGetFlags(bool ptds, CUstream s, unsigned *flags)
{
    (void)ptds;
    if (flags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    long i = fake_stream_index(s);
    *flags = i >= 0 ? fake_streams[i].flags : 0;
    fake_args.stream = s;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamGetFlags, (CUstream s, unsigned *flags), s, flags)

static CUresult impl_cuStreamGetId(bool ptds, CUstream s, unsigned long long *id)
{
    if (id == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    long i = fake_stream_index(s);
    *id = i >= 0 ? (unsigned long long)i + 100 : (ptds ? 2 : 1);
    fake_args.stream = s;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamGetId, (CUstream s, unsigned long long *id), s, id)

static CUresult impl_cuStreamGetDevice(bool ptds, CUstream s, CUdevice *dev)
{
    (void)ptds;
    if (dev == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    long i = fake_stream_index(s);
    CUcontext c = i >= 0 ? fake_streams[i].ctx : fake_current_context();
    fake_args.stream = s;
    pthread_mutex_unlock(&fake_lock);
    struct fake_ctx *k = fake_known_ctx(c);
    if (c == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    *dev = fake_config.device_base + (k ? k->ordinal : 0);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamGetDevice, (CUstream s, CUdevice *dev), s, dev)

static CUresult fake_cuStreamGetCtx(CUstream s, CUcontext *pctx)
{
    ENTER(cuStreamGetCtx);
    if (pctx == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (fake_stream_gone(s))
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    pthread_mutex_lock(&fake_lock);
    long i = fake_stream_index(s);
    *pctx = i >= 0 ? fake_streams[i].ctx : fake_current_context();
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult impl_cuStreamQuery(bool ptds, CUstream s)
{
    (void)ptds;
    if (fake_stream_gone(s))
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    NEED_CTX();
    fake_args.stream = s;
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamQuery, (CUstream s), s)

static CUresult impl_cuStreamSynchronize(bool ptds, CUstream s)
{
    (void)ptds;
    if (fake_stream_gone(s))
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    NEED_CTX();
    pthread_mutex_lock(&fake_lock);
    fake_args.stream = s;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamSynchronize, (CUstream s), s)

/* Streams in capture (the legacy stream cannot capture). Called with the lock held. */
#define MAX_CAPTURES 64
static CUstream capturing[MAX_CAPTURES];
static CUgraph capturing_into[MAX_CAPTURES]; /* cuStreamBeginCaptureToGraph's graph, or NULL */
static size_t n_capturing;

static long capture_index(CUstream s)
{
    for (size_t i = 0; i < n_capturing; i++)
        if (capturing[i] == s)
            return (long)i;
    return -1;
}

static CUresult begin_capture(bool ptds, CUstream s, CUgraph into, CUstreamCaptureMode mode)
{
    NEED_CTX();
    if ((unsigned)mode > CU_STREAM_CAPTURE_MODE_RELAXED)
        return CUDA_ERROR_INVALID_VALUE;
    if (s == NULL && !ptds)
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    pthread_mutex_lock(&fake_lock);
    fake_args.stream = s;
    CUresult r = CUDA_SUCCESS;
    if (capture_index(s) >= 0)
        r = CUDA_ERROR_ILLEGAL_STATE;
    else if (n_capturing >= MAX_CAPTURES)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    else {
        capturing_into[n_capturing] = into;
        capturing[n_capturing++] = s;
    }
    pthread_mutex_unlock(&fake_lock);
    return r;
}

static CUresult impl_cuStreamBeginCapture(bool ptds, CUstream s, CUstreamCaptureMode mode)
{
    return begin_capture(ptds, s, NULL, mode);
}
TWIN_PAIR(cuStreamBeginCapture, (CUstream s, CUstreamCaptureMode mode), s, mode)

/* A capture into an existing graph: its end gives that graph back. */
static CUresult impl_cuStreamBeginCaptureToGraph(bool ptds, CUstream s, CUgraph g,
                                                 const CUgraphNode *deps,
                                                 const CUgraphEdgeData *edges, size_t n,
                                                 CUstreamCaptureMode mode)
{
    (void)deps, (void)edges, (void)n;
    if (g == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    return begin_capture(ptds, s, g, mode);
}
TWIN_PAIR(cuStreamBeginCaptureToGraph,
          (CUstream s, CUgraph g, const CUgraphNode *deps, const CUgraphEdgeData *edges, size_t n,
           CUstreamCaptureMode mode),
          s, g, deps, edges, n, mode)

/* As the driver: a stream not capturing is CUDA_ERROR_ILLEGAL_STATE, even with a NULL output. */
static CUresult impl_cuStreamEndCapture(bool ptds, CUstream s, CUgraph *graph)
{
    (void)ptds;
    pthread_mutex_lock(&fake_lock);
    fake_args.stream = s;
    long i = capture_index(s);
    CUresult r = i < 0           ? CUDA_ERROR_ILLEGAL_STATE
                 : graph == NULL ? CUDA_ERROR_INVALID_VALUE
                                 : CUDA_SUCCESS;
    if (r == CUDA_SUCCESS) {
        /* A new graph (a live object until cuGraphDestroy), or the one captured into. */
        *graph = capturing_into[i];
        if (*graph == NULL) {
            *graph = (CUgraph)(next_handle += 16);
            fake_live_add_locked(*graph);
        }
        n_capturing--;
        capturing[i] = capturing[n_capturing];
        capturing_into[i] = capturing_into[n_capturing];
    }
    pthread_mutex_unlock(&fake_lock);
    return r;
}
TWIN_PAIR(cuStreamEndCapture, (CUstream s, CUgraph *graph), s, graph)

static CUresult impl_cuStreamIsCapturing(bool ptds, CUstream s, CUstreamCaptureStatus *status)
{
    (void)ptds;
    if (status == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    fake_args.stream = s;
    *status =
        capture_index(s) >= 0 ? CU_STREAM_CAPTURE_STATUS_ACTIVE : CU_STREAM_CAPTURE_STATUS_NONE;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamIsCapturing, (CUstream s, CUstreamCaptureStatus *status), s, status)

static CUresult fake_cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
    ENTER(cuThreadExchangeStreamCaptureMode);
    static __thread CUstreamCaptureMode thread_mode = CU_STREAM_CAPTURE_MODE_GLOBAL;
    if (mode == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    CUstreamCaptureMode old = thread_mode;
    thread_mode = *mode;
    *mode = old;
    return CUDA_SUCCESS;
}

static CUresult fake_cuEventCreate(CUevent *e, unsigned flags)
{
    ENTER(cuEventCreate);
    NEED_CTX();
    if (e == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    fake_args.event_flags = flags;
    *e = (CUevent)(next_handle += 16);
    fake_live_add_locked(*e);
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuEventElapsedTime(float *ms, CUevent start, CUevent end)
{
    ENTER(cuEventElapsedTime);
    if (ms == NULL || start == NULL || end == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    *ms = 1.5f;
    return CUDA_SUCCESS;
}

static CUresult fake_cuGraphCreate(CUgraph *g, unsigned flags)
{
    ENTER(cuGraphCreate);
    if (g == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    *g = (CUgraph)(next_handle += 16);
    fake_live_add_locked(*g);
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGraphInstantiateWithFlags(CUgraphExec *exec, CUgraph g,
                                                 unsigned long long flags)
{
    ENTER(cuGraphInstantiateWithFlags);
    (void)flags;
    if (exec == NULL || g == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    *exec = (CUgraphExec)(next_handle += 16);
    fake_live_add_locked(*exec);
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGraphGetNodes(CUgraph g, CUgraphNode *nodes, size_t *n)
{
    ENTER(cuGraphGetNodes);
    (void)nodes;
    if (g == NULL || n == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *n = 0;
    return CUDA_SUCCESS;
}

static CUresult fake_cuGraphClone(CUgraph *clone, CUgraph g)
{
    ENTER(cuGraphClone);
    if (clone == NULL || g == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    *clone = (CUgraph)(next_handle += 16);
    fake_live_add_locked(*clone);
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

/* The destroyers forget a handle the fakes made; others (a test's own values) are accepted as
 * the generic fakes accept them. */
#define DESTROYER(name, type)                                                                      \
    static CUresult fake_##name(type h)                                                            \
    {                                                                                              \
        ENTER_ID(FAKE_##name, false);                                                              \
        pthread_mutex_lock(&fake_lock);                                                            \
        fake_live_remove_locked(h);                                                                \
        pthread_mutex_unlock(&fake_lock);                                                          \
        return CUDA_SUCCESS;                                                                       \
    }
DESTROYER(cuEventDestroy, CUevent)
DESTROYER(cuGraphDestroy, CUgraph)
DESTROYER(cuGraphExecDestroy, CUgraphExec)
#undef DESTROYER

/* A stream of a green context since destroyed stays (fake_green.c). */
static CUresult fake_cuStreamDestroy(CUstream s)
{
    ENTER(cuStreamDestroy);
    pthread_mutex_lock(&fake_lock);
    CUresult r = CUDA_SUCCESS;
    if (fake_stream_gone_locked(s))
        r = CUDA_ERROR_CONTEXT_IS_DESTROYED; /* r580: the stream stays (a leak) */
    else
        fake_live_remove_locked(s);
    pthread_mutex_unlock(&fake_lock);
    return r;
}

/* -- the table --------------------------------------------------------------------------------- */

void fake_fill_streams(struct ocr_driver *t)
{
#define SET(name) t->name = fake_##name
    SET(cuStreamDestroy);
    SET(cuEventDestroy);
    SET(cuGraphDestroy);
    SET(cuGraphExecDestroy);
    SET(cuStreamCreate);
    SET(cuStreamCreateWithPriority);
    SET(cuStreamGetPriority);
    SET(cuStreamGetFlags);
    SET(cuStreamGetId);
    SET(cuStreamGetDevice);
    SET(cuStreamGetCtx);
    SET(cuStreamQuery);
    SET(cuStreamSynchronize);
    SET(cuStreamBeginCapture);
    SET(cuStreamEndCapture);
    SET(cuStreamIsCapturing);
    SET(cuThreadExchangeStreamCaptureMode);
    SET(cuEventCreate);
    SET(cuEventElapsedTime);
    SET(cuGraphCreate);
    SET(cuGraphInstantiateWithFlags);
    SET(cuGraphGetNodes);
    SET(cuGraphClone);
    SET(cuStreamBeginCaptureToGraph);
#undef SET
}

void fake_fill_streams_twins(struct ocr_driver *t)
{
#define SET_TWIN(name) t->name = fake_##name##_ptsz
    SET_TWIN(cuStreamGetPriority);
    SET_TWIN(cuStreamGetFlags);
    SET_TWIN(cuStreamGetId);
    SET_TWIN(cuStreamGetDevice);
    SET_TWIN(cuStreamQuery);
    SET_TWIN(cuStreamSynchronize);
    SET_TWIN(cuStreamBeginCapture);
    SET_TWIN(cuStreamBeginCaptureToGraph);
    SET_TWIN(cuStreamEndCapture);
    SET_TWIN(cuStreamIsCapturing);
#undef SET_TWIN
}
