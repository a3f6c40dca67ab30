/*
 * The object events' word and table of hooks, and the announcements that call them (objects.h
 * says what they are).
 *
 * The table holds a pointer to each subscriber's hooks (static: never freed), written when the
 * subscriber is configured on (when the library loads, before the program's threads, or by
 * opencudartFaultSet while calls run) and read by a call whose test of the events' word found
 * them wanted: atomic pointers, so that a reader finds either nothing or whole hooks. A
 * subscriber stays once registered (its hooks test the word themselves), so that a call that
 * saw the word on always finds them.
 */
#include "objects.h"

unsigned ocr_checks;

static const struct ocr_object_hooks *object_hooks;
static ocr_launch_fault_hook *launch_fault_hook;

void ocr_objects_subscribe(const struct ocr_object_hooks *hooks)
{
    __atomic_store_n(&object_hooks, hooks, __ATOMIC_RELEASE);
}

void ocr_launch_fault_subscribe(ocr_launch_fault_hook *hook)
{
    __atomic_store_n(&launch_fault_hook, hook, __ATOMIC_RELEASE);
}

static const struct ocr_object_hooks *hooks(void)
{
    return __atomic_load_n(&object_hooks, __ATOMIC_ACQUIRE);
}

void ocr_object_made(enum ocr_object_kind kind, uintptr_t handle, size_t size)
{
    const struct ocr_object_hooks *h = hooks();
    if (h != NULL && h->made != NULL)
        h->made(kind, handle, size);
}

void ocr_object_releasing(enum ocr_object_class cls, uintptr_t handle)
{
    const struct ocr_object_hooks *h = hooks();
    if (h != NULL && h->releasing != NULL)
        h->releasing(cls, handle);
}

void ocr_object_released(enum ocr_object_class cls, uintptr_t handle, cudaError_t result)
{
    const struct ocr_object_hooks *h = hooks();
    if (h != NULL && h->released != NULL)
        h->released(cls, handle, result);
}

void ocr_object_use(enum ocr_object_class cls, uintptr_t handle)
{
    const struct ocr_object_hooks *h = hooks();
    if (h != NULL && h->use != NULL)
        h->use(cls, handle);
}

void ocr_object_range(const char *what, const void *ptr, size_t count)
{
    const struct ocr_object_hooks *h = hooks();
    if (h != NULL && h->range != NULL)
        h->range(what, ptr, count);
}

bool ocr_object_wrap_host_fn(cudaHostFn_t *fn, void **data)
{
    const struct ocr_object_hooks *h = hooks();
    return h != NULL && h->wrap_host_fn != NULL && h->wrap_host_fn(fn, data);
}

bool ocr_object_wrap_callback(cudaStreamCallback_t *fn, void **data)
{
    const struct ocr_object_hooks *h = hooks();
    return h != NULL && h->wrap_callback != NULL && h->wrap_callback(fn, data);
}

void ocr_object_unwrap(void *data)
{
    const struct ocr_object_hooks *h = hooks();
    if (h != NULL && h->unwrap != NULL)
        h->unwrap(data);
}

bool ocr_launch_fault(cudaStream_t stream, bool ptds, cudaError_t *out)
{
    if (!(__atomic_load_n(&ocr_checks, __ATOMIC_RELAXED) & OCR_CHECK_FAULT_LAUNCH))
        return false;
    ocr_launch_fault_hook *hook = __atomic_load_n(&launch_fault_hook, __ATOMIC_ACQUIRE);
    return hook != NULL && hook(stream, ptds, out);
}
