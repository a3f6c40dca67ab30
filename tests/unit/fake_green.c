/*
 * The fake driver's green contexts and device resources (see fake_driver_internal.h): a device's
 * SMs as a resource, split into groups and described, green contexts made of a description with
 * their own CUcontext, ids, resources and streams, and what a stream tells of its green context;
 * a destroyed green context's streams answer CUDA_ERROR_CONTEXT_IS_DESTROYED, as r580's do.
 */
#include "fake_driver_internal.h"

#include <pthread.h>
#include <stdint.h>
#include <string.h>

/* -- green contexts and device resources ------------------------------------------------------
 * A device has FAKE_SM_COUNT SMs (partitions of at least 2, aligned to 2). A descriptor encodes
 * its SM count; a green context keeps its device and SM count, has a CUcontext of its own
 * (cuCtxFromGreenCtx) and retains its device's primary context, as the driver does;
 * cuGreenCtxCreate requires CU_GREEN_CTX_DEFAULT_STREAM (as an r580 driver). A destroyed green
 * context's streams answer CUDA_ERROR_CONTEXT_IS_DESTROYED (cuStreamQuery, cuStreamSynchronize,
 * cuStreamGetCtx, cuStreamGetGreenCtx, cuStreamDestroy), as r580's do. */
#define FAKE_SM_COUNT 132
#define MAX_GREENS 4096 /* never reused: a stream keeps naming its green context */
static struct {
    bool made, live;
    int ordinal;
    unsigned sm;
} greens[MAX_GREENS];
static char green_ctxs[MAX_GREENS]; /* their CUcontexts */
static size_t n_greens;

/* Index of green context g, or -1. */
static long green_index(CUgreenCtx g)
{
    uintptr_t v = (uintptr_t)g, b = (uintptr_t)&greens[0];
    if (v < b || v >= b + sizeof greens || (v - b) % sizeof greens[0])
        return -1;
    long i = (long)((v - b) / sizeof greens[0]);
    return greens[i].made ? i : -1;
}

/* Index of the green context whose CUcontext is c, or -1. */
static long green_of_ctx(CUcontext c)
{
    uintptr_t v = (uintptr_t)c, b = (uintptr_t)&green_ctxs[0];
    if (v < b || v >= b + sizeof green_ctxs)
        return -1;
    return greens[v - b].made ? (long)(v - b) : -1;
}

/* Whether stream s was made on a green context since destroyed (lock held). */
bool fake_stream_gone_locked(CUstream s)
{
    long i = fake_stream_index(s);
    if (i < 0)
        return false;
    long g = green_of_ctx(fake_streams[i].ctx);
    return g >= 0 && !greens[g].live;
}

bool fake_stream_gone(CUstream s)
{
    pthread_mutex_lock(&fake_lock);
    bool gone = fake_stream_gone_locked(s);
    pthread_mutex_unlock(&fake_lock);
    return gone;
}

static void fill_sm(CUdevResource *res, unsigned sm)
{
    memset(res, 0, sizeof *res);
    res->type = CU_DEV_RESOURCE_TYPE_SM;
    res->sm.smCount = sm;
    res->sm.minSmPartitionSize = 2;
    res->sm.smCoscheduledAlignment = 2;
}

static CUresult fake_cuDeviceGetDevResource(CUdevice dev, CUdevResource *res, CUdevResourceType t)
{
    ENTER(cuDeviceGetDevResource);
    if (fake_device_ordinal(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (res == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (t != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    fill_sm(res, FAKE_SM_COUNT);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDevSmResourceSplitByCount(CUdevResource *result, unsigned *nbGroups,
                                                 const CUdevResource *input,
                                                 CUdevResource *remaining, unsigned flags,
                                                 unsigned minCount)
{
    ENTER(cuDevSmResourceSplitByCount);
    (void)flags;
    if (nbGroups == NULL || input == NULL || input->type != CU_DEV_RESOURCE_TYPE_SM ||
        minCount == 0)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned count = (minCount + 1) & ~1u, most = input->sm.smCount / count;
    unsigned n = result == NULL ? most : (*nbGroups < most ? *nbGroups : most);
    for (unsigned i = 0; result != NULL && i < n; i++)
        fill_sm(&result[i], count);
    if (remaining != NULL)
        fill_sm(remaining, input->sm.smCount - n * count);
    *nbGroups = n;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDevResourceGenerateDesc(CUdevResourceDesc *desc, CUdevResource *res,
                                               unsigned nb)
{
    ENTER(cuDevResourceGenerateDesc);
    if (desc == NULL || res == NULL || nb == 0)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned sm = 0;
    for (unsigned i = 0; i < nb; i++) {
        if (res[i].type != CU_DEV_RESOURCE_TYPE_SM)
            return CUDA_ERROR_INVALID_RESOURCE_TYPE;
        sm += res[i].sm.smCount;
    }
    *desc = (CUdevResourceDesc)(uintptr_t)(0x7e0000000000ULL + sm);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGreenCtxCreate(CUgreenCtx *out, CUdevResourceDesc desc, CUdevice dev,
                                      unsigned flags)
{
    ENTER(cuGreenCtxCreate);
    int o = fake_device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    uintptr_t d = (uintptr_t)desc;
    if (out == NULL || flags != CU_GREEN_CTX_DEFAULT_STREAM || (d >> 40) != 0x7e)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    if (n_greens >= MAX_GREENS) {
        pthread_mutex_unlock(&fake_lock);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    size_t i = n_greens++;
    greens[i].made = greens[i].live = true;
    greens[i].ordinal = o;
    greens[i].sm = (unsigned)(d & 0xffffffffu);
    fake_pstate[o].retains++;
    fake_pstate[o].active = true;
    *out = (CUgreenCtx)&greens[i];
    fake_live_add_locked(*out);
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGreenCtxDestroy(CUgreenCtx g)
{
    ENTER(cuGreenCtxDestroy);
    pthread_mutex_lock(&fake_lock);
    long i = green_index(g);
    CUresult r = CUDA_ERROR_INVALID_CONTEXT;
    if (i >= 0 && greens[i].live) {
        greens[i].live = false;
        if (fake_pstate[greens[i].ordinal].retains > 0)
            fake_pstate[greens[i].ordinal].retains--;
        fake_live_remove_locked(g);
        r = CUDA_SUCCESS;
    } else if (i >= 0) {
        r = CUDA_ERROR_CONTEXT_IS_DESTROYED;
    }
    pthread_mutex_unlock(&fake_lock);
    return r;
}

/* The live green context g's index, or the error (lock not held). */
static CUresult live_green(CUgreenCtx g, long *index)
{
    pthread_mutex_lock(&fake_lock);
    long i = green_index(g);
    bool live = i >= 0 && greens[i].live;
    pthread_mutex_unlock(&fake_lock);
    *index = i;
    return i < 0  ? CUDA_ERROR_INVALID_CONTEXT
           : live ? CUDA_SUCCESS
                  : CUDA_ERROR_CONTEXT_IS_DESTROYED;
}

static CUresult fake_cuCtxFromGreenCtx(CUcontext *out, CUgreenCtx g)
{
    ENTER(cuCtxFromGreenCtx);
    long i;
    CUresult r = live_green(g, &i);
    if (r != CUDA_SUCCESS)
        return r;
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *out = (CUcontext)&green_ctxs[i];
    return CUDA_SUCCESS;
}

static CUresult fake_cuGreenCtxGetDevResource(CUgreenCtx g, CUdevResource *res, CUdevResourceType t)
{
    ENTER(cuGreenCtxGetDevResource);
    long i;
    CUresult r = live_green(g, &i);
    if (r != CUDA_SUCCESS)
        return r;
    if (res == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (t != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    fill_sm(res, greens[i].sm);
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetDevResource(CUcontext c, CUdevResource *res, CUdevResourceType t)
{
    ENTER(cuCtxGetDevResource);
    long g = green_of_ctx(c);
    if (g >= 0)
        return !greens[g].live                ? CUDA_ERROR_CONTEXT_IS_DESTROYED
               : res == NULL                  ? CUDA_ERROR_INVALID_VALUE
               : t != CU_DEV_RESOURCE_TYPE_SM ? CUDA_ERROR_INVALID_RESOURCE_TYPE
                                              : (fill_sm(res, greens[g].sm), CUDA_SUCCESS);
    if (fake_known_ctx(c) == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (res == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (t != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    fill_sm(res, FAKE_SM_COUNT);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGreenCtxStreamCreate(CUstream *out, CUgreenCtx g, unsigned flags,
                                            int priority)
{
    ENTER(cuGreenCtxStreamCreate);
    long i;
    CUresult r = live_green(g, &i);
    if (r != CUDA_SUCCESS)
        return r;
    if (out == NULL || flags != CU_STREAM_NON_BLOCKING)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    if (fake_n_streams >= MAX_STREAMS) {
        pthread_mutex_unlock(&fake_lock);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    size_t k = fake_n_streams++;
    fake_streams[k].flags = flags;
    fake_streams[k].priority = priority < -5 ? -5 : priority > 0 ? 0 : priority;
    fake_streams[k].ctx = (CUcontext)&green_ctxs[i];
    fake_args.stream_flags = flags;
    fake_args.stream_priority = fake_streams[k].priority;
    *out = (CUstream)(0x600000000000ULL + (k + 1) * 16);
    fake_live_add_locked(*out);
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGreenCtxGetId(CUgreenCtx g, unsigned long long *id)
{
    ENTER(cuGreenCtxGetId);
    long i;
    CUresult r = live_green(g, &i);
    if (r != CUDA_SUCCESS)
        return r;
    if (id == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *id = 1000 + (unsigned long long)i;
    return CUDA_SUCCESS;
}

static CUresult fake_cuStreamGetGreenCtx(CUstream s, CUgreenCtx *out)
{
    ENTER(cuStreamGetGreenCtx);
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    CUresult r = CUDA_SUCCESS;
    if (fake_stream_gone_locked(s)) {
        r = CUDA_ERROR_CONTEXT_IS_DESTROYED;
    } else {
        long i = fake_stream_index(s);
        long g = green_of_ctx(i >= 0 ? fake_streams[i].ctx : fake_current_context());
        *out = g >= 0 ? (CUgreenCtx)&greens[g] : NULL;
    }
    pthread_mutex_unlock(&fake_lock);
    return r;
}

/* A 13.1 driver's call: the stream's green context's SMs, else the device's. */
static CUresult fake_cuStreamGetDevResource(CUstream s, CUdevResource *res, CUdevResourceType t)
{
    ENTER(cuStreamGetDevResource);
    if (res == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (t != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    pthread_mutex_lock(&fake_lock);
    CUresult r = CUDA_SUCCESS;
    if (fake_stream_gone_locked(s)) {
        r = CUDA_ERROR_CONTEXT_IS_DESTROYED;
    } else {
        long i = fake_stream_index(s);
        long g = green_of_ctx(i >= 0 ? fake_streams[i].ctx : fake_current_context());
        fill_sm(res, g >= 0 ? greens[g].sm : FAKE_SM_COUNT);
    }
    pthread_mutex_unlock(&fake_lock);
    return r;
}

/* -- the table --------------------------------------------------------------------------------- */

void fake_fill_green(struct ocr_driver *t)
{
#define SET(name) t->name = fake_##name
    SET(cuDeviceGetDevResource);
    SET(cuDevSmResourceSplitByCount);
    SET(cuDevResourceGenerateDesc);
    SET(cuGreenCtxCreate);
    SET(cuGreenCtxDestroy);
    SET(cuCtxFromGreenCtx);
    SET(cuGreenCtxGetDevResource);
    SET(cuCtxGetDevResource);
    SET(cuGreenCtxStreamCreate);
    SET(cuGreenCtxGetId);
    SET(cuStreamGetGreenCtx);
    SET(cuStreamGetDevResource);
#undef SET
}
