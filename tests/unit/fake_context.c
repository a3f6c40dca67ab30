/*
 * The fake driver's contexts (see fake_driver_internal.h): each device's primary context with its
 * retain count, flags and state (cuDevicePrimaryCtx*), the contexts an application made itself
 * (fake_foreign_context), each thread's stack of current contexts (cuCtxSetCurrent, Push, Pop),
 * the check of calls that need a context (NEED_CTX: none, one reset and not retained since, or
 * one a context-corrupting fault left corrupted), and the cuCtx* queries of the current context.
 */
#include "fake_driver_internal.h"

#include <pthread.h>
#include <stddef.h>

/* -- state ------------------------------------------------------------------------------------- */

static struct fake_ctx primaries[FAKE_MAX_DEVICES], foreigns[FAKE_MAX_DEVICES];
/* A kernel fault corrupts its context: every later call that needs it fails with the fault's
 * code (until a primary context is reset). Indexed [primary ? 0 : 1][ordinal]. */
static CUresult corrupted[2][FAKE_MAX_DEVICES];
struct fake_primary_state fake_pstate[FAKE_MAX_DEVICES];
#define CTX_STACK 32
static __thread CUcontext ctx_stack[CTX_STACK];
static __thread int ctx_depth;

/* -- helpers ----------------------------------------------------------------------------------- */

static CUcontext current(void)
{
    return ctx_depth > 0 ? ctx_stack[ctx_depth - 1] : NULL;
}

struct fake_ctx *fake_known_ctx(CUcontext c)
{
    if (IN_ARRAY(c, primaries, FAKE_MAX_DEVICES) || IN_ARRAY(c, foreigns, FAKE_MAX_DEVICES))
        return (struct fake_ctx *)c;
    return NULL;
}

/* The error a call that needs a context gets, or success. Unknown non-NULL contexts (a test's
 * own pointers) are taken as valid. */
CUresult fake_need_ctx(void)
{
    CUcontext c = current();
    if (c == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    struct fake_ctx *k = fake_known_ctx(c);
    if (k == NULL)
        return CUDA_SUCCESS;
    pthread_mutex_lock(&fake_lock);
    bool active = !k->primary || fake_pstate[k->ordinal].active;
    CUresult fault = corrupted[k->primary ? 0 : 1][k->ordinal];
    pthread_mutex_unlock(&fake_lock);
    if (!active)
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    return fault;
}

/* Called with the lock held. */
void fake_corrupt_current_locked(CUresult r)
{
    struct fake_ctx *k = fake_known_ctx(current());
    if (k != NULL)
        corrupted[k->primary ? 0 : 1][k->ordinal] = r;
}

/* -- primary contexts and the current context -------------------------------------------------- */

static CUresult fake_cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    ENTER(cuDevicePrimaryCtxRetain);
    int o = fake_device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (pctx == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    fake_pstate[o].retains++;
    fake_pstate[o].active = true;
    fake_args.retain_dev = dev;
    pthread_mutex_unlock(&fake_lock);
    *pctx = (CUcontext)&primaries[o];
    return CUDA_SUCCESS;
}

static CUresult fake_cuDevicePrimaryCtxRelease(CUdevice dev)
{
    ENTER(cuDevicePrimaryCtxRelease);
    int o = fake_device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&fake_lock);
    CUresult r = CUDA_SUCCESS;
    if (fake_pstate[o].retains <= 0)
        r = CUDA_ERROR_INVALID_CONTEXT;
    else if (--fake_pstate[o].retains == 0)
        fake_pstate[o].active = false;
    pthread_mutex_unlock(&fake_lock);
    return r;
}

static CUresult fake_cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned flags)
{
    ENTER(cuDevicePrimaryCtxSetFlags);
    int o = fake_device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    /* As the real driver (seen on the H200): MAP_HOST is refused for primary contexts. */
    if (flags & CU_CTX_MAP_HOST)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    fake_pstate[o].flags = flags;
    fake_args.primary_flags_dev = dev;
    fake_args.primary_flags = flags;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDevicePrimaryCtxGetState(CUdevice dev, unsigned *flags, int *active)
{
    ENTER(cuDevicePrimaryCtxGetState);
    int o = fake_device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (flags == NULL || active == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    *flags = fake_pstate[o].flags;
    *active = fake_pstate[o].active;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDevicePrimaryCtxReset(CUdevice dev)
{
    ENTER(cuDevicePrimaryCtxReset);
    int o = fake_device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&fake_lock);
    fake_pstate[o].active = false;
    fake_pstate[o].flags = 0;
    corrupted[0][o] = CUDA_SUCCESS;
    fake_args.reset_dev = dev;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetFlags(unsigned *flags)
{
    ENTER(cuCtxGetFlags);
    NEED_CTX();
    if (flags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    struct fake_ctx *k = fake_known_ctx(current());
    pthread_mutex_lock(&fake_lock);
    /* As the real driver: a context always reports MAP_HOST. */
    *flags = ((k != NULL && k->primary) ? fake_pstate[k->ordinal].flags : 0) | CU_CTX_MAP_HOST;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxSetCurrent(CUcontext ctx)
{
    ENTER(cuCtxSetCurrent);
    pthread_mutex_lock(&fake_lock);
    fake_args.set_current = ctx;
    pthread_mutex_unlock(&fake_lock);
    if (ctx_depth == 0) {
        if (ctx != NULL)
            ctx_stack[ctx_depth++] = ctx;
    } else if (ctx == NULL) {
        ctx_depth--;
    } else {
        ctx_stack[ctx_depth - 1] = ctx;
    }
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetCurrent(CUcontext *pctx)
{
    ENTER(cuCtxGetCurrent);
    if (pctx == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *pctx = current();
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxPushCurrent(CUcontext ctx)
{
    ENTER(cuCtxPushCurrent);
    if (ctx == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (ctx_depth >= CTX_STACK)
        return CUDA_ERROR_OUT_OF_MEMORY;
    ctx_stack[ctx_depth++] = ctx;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxPopCurrent(CUcontext *pctx)
{
    ENTER(cuCtxPopCurrent);
    if (ctx_depth == 0)
        return CUDA_ERROR_INVALID_CONTEXT;
    CUcontext c = ctx_stack[--ctx_depth];
    if (pctx != NULL)
        *pctx = c;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetDevice(CUdevice *device)
{
    ENTER(cuCtxGetDevice);
    if (device == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    CUcontext c = current();
    if (c == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    struct fake_ctx *k = fake_known_ctx(c);
    if (k == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    *device = fake_config.device_base + k->ordinal;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxSynchronize(void)
{
    ENTER(cuCtxSynchronize);
    NEED_CTX();
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetStreamPriorityRange(int *least, int *greatest)
{
    ENTER(cuCtxGetStreamPriorityRange);
    NEED_CTX();
    if (least)
        *least = 0;
    if (greatest)
        *greatest = -5;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetApiVersion(CUcontext ctx, unsigned *version)
{
    ENTER(cuCtxGetApiVersion);
    (void)ctx;
    if (version == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *version = 3020;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetLimit(size_t *value, CUlimit limit)
{
    ENTER(cuCtxGetLimit);
    NEED_CTX();
    if (value == NULL || (int)limit < 0 || limit >= CU_LIMIT_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    *value = 1024u * (unsigned)(limit + 1);
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetId(CUcontext c, unsigned long long *id)
{
    ENTER(cuCtxGetId);
    struct fake_ctx *k = fake_known_ctx(c);
    if (k == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (id == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *id = (k->primary ? 1 : 500) + (unsigned long long)k->ordinal;
    return CUDA_SUCCESS;
}

/* -- the test-side interface ------------------------------------------------------------------- */

CUcontext fake_primary_context(int ordinal)
{
    return (CUcontext)&primaries[ordinal];
}

int fake_primary_retains(int ordinal)
{
    pthread_mutex_lock(&fake_lock);
    int n = fake_pstate[ordinal].retains;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

bool fake_primary_active(int ordinal)
{
    pthread_mutex_lock(&fake_lock);
    bool a = fake_pstate[ordinal].active;
    pthread_mutex_unlock(&fake_lock);
    return a;
}

unsigned fake_primary_flags(int ordinal)
{
    pthread_mutex_lock(&fake_lock);
    unsigned f = fake_pstate[ordinal].flags;
    pthread_mutex_unlock(&fake_lock);
    return f;
}

CUcontext fake_foreign_context(int ordinal)
{
    foreigns[ordinal] = (struct fake_ctx){.ordinal = ordinal, .primary = false};
    return (CUcontext)&foreigns[ordinal];
}

CUcontext fake_current_context(void)
{
    return current();
}

void fake_set_current_context(CUcontext ctx)
{
    if (ctx_depth == 0) {
        if (ctx != NULL)
            ctx_stack[ctx_depth++] = ctx;
    } else if (ctx == NULL) {
        ctx_depth = 0;
    } else {
        ctx_stack[ctx_depth - 1] = ctx;
    }
}

size_t fake_retains_live_locked(void)
{
    size_t n = 0;
    for (int i = 0; i < FAKE_MAX_DEVICES; i++)
        n += (size_t)fake_pstate[i].retains;
    return n;
}

/* -- the table --------------------------------------------------------------------------------- */

void fake_fill_contexts(struct ocr_driver *t)
{
    for (int i = 0; i < FAKE_MAX_DEVICES; i++) {
        primaries[i] = (struct fake_ctx){.ordinal = i, .primary = true};
        foreigns[i] = (struct fake_ctx){.ordinal = i, .primary = false};
    }
#define SET(name) t->name = fake_##name
    SET(cuDevicePrimaryCtxRetain);
    SET(cuDevicePrimaryCtxRelease);
    SET(cuDevicePrimaryCtxSetFlags);
    SET(cuDevicePrimaryCtxGetState);
    SET(cuDevicePrimaryCtxReset);
    SET(cuCtxGetFlags);
    SET(cuCtxSetCurrent);
    SET(cuCtxGetCurrent);
    SET(cuCtxPushCurrent);
    SET(cuCtxPopCurrent);
    SET(cuCtxGetDevice);
    SET(cuCtxSynchronize);
    SET(cuCtxGetStreamPriorityRange);
    SET(cuCtxGetApiVersion);
    SET(cuCtxGetLimit);
    SET(cuCtxGetId);
#undef SET
}
