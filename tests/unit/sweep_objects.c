/*
 * Wrapping fakes that make the driver objects of the sweeps' areas (see sweep_objects.h).
 */
#include "sweep_objects.h"
#include "unit.h"

#include <string.h>

/* -- objects ------------------------------------------------------------------------------------
 */

enum kind {
    K_FREE,
    K_POOL,
    K_ARRAY,
    K_LEVEL, /* an array owned by a mipmapped array: not an object of its own */
    K_MIPMAP,
    K_TEX,
    K_SURF,
    K_EXTMEM,
    K_EXTSEM,
    K_IPCMEM,
    K_RESOURCE,
    K_LOGCB,
    K_NOTIFY,
    K_LIBRARY,
};

struct object {
    uintptr_t h;
    enum kind kind;
    CUDA_ARRAY3D_DESCRIPTOR desc; /* arrays, levels, mipmapped arrays */
    uintptr_t level;              /* a mipmapped array's level array */
    CUDA_RESOURCE_DESC res;       /* texture and surface objects */
    CUDA_TEXTURE_DESC tex;
    CUDA_RESOURCE_VIEW_DESC view;
};

#define MAX_OBJECTS 1024
static struct object objects[MAX_OBJECTS];
/* Far from the fake's own handles and addresses; never reused, so a stale handle is unknown. */
static uintptr_t next_handle = 0x7a0000000000ULL;

static struct object *make(enum kind kind)
{
    for (size_t i = 0; i < MAX_OBJECTS; i++) {
        if (objects[i].kind != K_FREE)
            continue;
        memset(&objects[i], 0, sizeof objects[i]);
        objects[i].kind = kind;
        objects[i].h = next_handle += 16;
        if (kind != K_LEVEL)
            fake_live_add((const void *)objects[i].h);
        return &objects[i];
    }
    fail_msg("sweep objects: more than %d alive", MAX_OBJECTS);
    return NULL;
}

static struct object *find(uintptr_t h, enum kind kind)
{
    for (size_t i = 0; i < MAX_OBJECTS; i++)
        if (objects[i].kind == kind && objects[i].h == h)
            return &objects[i];
    return NULL;
}

static void release(struct object *o)
{
    if (o->kind != K_LEVEL)
        fake_live_remove((const void *)o->h);
    o->kind = K_FREE;
}

/* Destroy the object h of `kind`: CUDA_ERROR_INVALID_HANDLE when there is none. */
static CUresult forget(uintptr_t h, enum kind kind)
{
    struct object *o = find(h, kind);
    if (o == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    if (kind == K_MIPMAP) {
        struct object *level = find(o->level, K_LEVEL);
        if (level != NULL)
            release(level);
    }
    release(o);
    return CUDA_SUCCESS;
}

/* The descriptor of an array or level (NULL: not one the wrappers made). */
static const CUDA_ARRAY3D_DESCRIPTOR *array_desc(CUarray a)
{
    struct object *o = find((uintptr_t)a, K_ARRAY);
    if (o == NULL)
        o = find((uintptr_t)a, K_LEVEL);
    return o != NULL ? &o->desc : NULL;
}

/* -- the wrappers -------------------------------------------------------------------------------
 */

/* The fake's entry, called first by its wrapper. */
#define ORIG(name) static __typeof__(((struct ocr_driver *)0)->name) orig_##name
/* Call the fake; return its failure at once. */
#define CHAIN(name, ...)                                                                           \
    do {                                                                                           \
        CUresult chain_result_ = orig_##name(__VA_ARGS__);                                         \
        if (chain_result_ != CUDA_SUCCESS)                                                         \
            return chain_result_;                                                                  \
    } while (0)

/* The macros below paste the entry's name themselves (no inner macro): cuda.h defines some entry
 * names as macros (cuIpcOpenMemHandle is cuIpcOpenMemHandle_v2), which a second macro level
 * would expand. */

/* A handle-making entry: the object is written to *out. */
#define MAKER(name, kind, params, out, ...)                                                        \
    static __typeof__(((struct ocr_driver *)0)->name) orig_##name;                                 \
    static CUresult w_##name params                                                                \
    {                                                                                              \
        CUresult r_ = orig_##name(__VA_ARGS__);                                                    \
        if (r_ != CUDA_SUCCESS)                                                                    \
            return r_;                                                                             \
        if ((out) == NULL)                                                                         \
            return CUDA_ERROR_INVALID_VALUE;                                                       \
        *(out) = (__typeof__(*(out)))make(kind)->h;                                                \
        return CUDA_SUCCESS;                                                                       \
    }
/* A destroyer: the handle must be one of `kind` alive. */
#define DESTROYER(name, kind, type)                                                                \
    static __typeof__(((struct ocr_driver *)0)->name) orig_##name;                                 \
    static CUresult w_##name(type h)                                                               \
    {                                                                                              \
        CUresult r_ = orig_##name(h);                                                              \
        if (r_ != CUDA_SUCCESS)                                                                    \
            return r_;                                                                             \
        return forget((uintptr_t)h, kind);                                                         \
    }

/* pools */
MAKER(cuMemPoolCreate, K_POOL, (CUmemoryPool * pool, const CUmemPoolProps *props), pool, pool,
      props)
MAKER(cuMemPoolImportFromShareableHandle, K_POOL,
      (CUmemoryPool * pool, void *handle, CUmemAllocationHandleType type, unsigned long long flags),
      pool, pool, handle, type, flags)
DESTROYER(cuMemPoolDestroy, K_POOL, CUmemoryPool)

ORIG(cuMemPoolGetAccess);
static CUresult w_cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool pool,
                                     CUmemLocation *location)
{
    CHAIN(cuMemPoolGetAccess, flags, pool, location);
    *flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    return CUDA_SUCCESS;
}

/* The current pool of a device or location: its default pool (as the fake's
 * cuDeviceGetDefaultMemPool names it for device 0). */
#define DEFAULT_POOL ((CUmemoryPool)(uintptr_t)0x700000000000ULL)
ORIG(cuDeviceGetMemPool);
static CUresult w_cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev)
{
    CHAIN(cuDeviceGetMemPool, pool, dev);
    *pool = DEFAULT_POOL;
    return CUDA_SUCCESS;
}
ORIG(cuMemGetDefaultMemPool);
static CUresult w_cuMemGetDefaultMemPool(CUmemoryPool *pool, CUmemLocation *loc,
                                         CUmemAllocationType type)
{
    CHAIN(cuMemGetDefaultMemPool, pool, loc, type);
    *pool = DEFAULT_POOL;
    return CUDA_SUCCESS;
}
ORIG(cuMemGetMemPool);
static CUresult w_cuMemGetMemPool(CUmemoryPool *pool, CUmemLocation *loc, CUmemAllocationType type)
{
    CHAIN(cuMemGetMemPool, pool, loc, type);
    *pool = DEFAULT_POOL;
    return CUDA_SUCCESS;
}

/* Allocations from a pool (both halves of the table: the entry has a per-thread twin). */
static __typeof__(((struct ocr_driver *)0)->cuMemAllocFromPoolAsync) orig_pool_alloc[2];
static CUresult pool_alloc(int half, CUdeviceptr *p, size_t size, CUmemoryPool pool, CUstream s)
{
    CUresult r = orig_pool_alloc[half](p, size, pool, s);
    if (r != CUDA_SUCCESS)
        return r;
    *p = fake_device_allocation(size);
    return CUDA_SUCCESS;
}
static CUresult w_pool_alloc(CUdeviceptr *p, size_t size, CUmemoryPool pool, CUstream s)
{
    return pool_alloc(0, p, size, pool, s);
}
static CUresult w_pool_alloc_ptsz(CUdeviceptr *p, size_t size, CUmemoryPool pool, CUstream s)
{
    return pool_alloc(1, p, size, pool, s);
}

ORIG(cuMemPoolImportPointer);
static CUresult w_cuMemPoolImportPointer(CUdeviceptr *p, CUmemoryPool pool,
                                         CUmemPoolPtrExportData *data)
{
    CHAIN(cuMemPoolImportPointer, p, pool, data);
    *p = fake_device_allocation(256);
    return CUDA_SUCCESS;
}

/* arrays and mipmapped arrays */
ORIG(cuArray3DCreate);
static CUresult w_cuArray3DCreate(CUarray *a, const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    CHAIN(cuArray3DCreate, a, d);
    struct object *o = make(K_ARRAY);
    o->desc = *d;
    *a = (CUarray)o->h;
    return CUDA_SUCCESS;
}
DESTROYER(cuArrayDestroy, K_ARRAY, CUarray)

ORIG(cuArray3DGetDescriptor);
static CUresult w_cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *d, CUarray a)
{
    CHAIN(cuArray3DGetDescriptor, d, a);
    const CUDA_ARRAY3D_DESCRIPTOR *known = array_desc(a);
    if (known == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    *d = *known;
    return CUDA_SUCCESS;
}

static CUmipmappedArray make_mipmap(const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    struct object *m = make(K_MIPMAP);
    struct object *level = make(K_LEVEL);
    m->desc = level->desc = *d;
    m->level = level->h;
    return (CUmipmappedArray)m->h;
}

ORIG(cuMipmappedArrayCreate);
static CUresult w_cuMipmappedArrayCreate(CUmipmappedArray *m, const CUDA_ARRAY3D_DESCRIPTOR *d,
                                         unsigned levels)
{
    CHAIN(cuMipmappedArrayCreate, m, d, levels);
    *m = make_mipmap(d);
    return CUDA_SUCCESS;
}
DESTROYER(cuMipmappedArrayDestroy, K_MIPMAP, CUmipmappedArray)

ORIG(cuMipmappedArrayGetLevel);
static CUresult w_cuMipmappedArrayGetLevel(CUarray *level, CUmipmappedArray m, unsigned index)
{
    CHAIN(cuMipmappedArrayGetLevel, level, m, index);
    struct object *o = find((uintptr_t)m, K_MIPMAP);
    if (o == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    *level = (CUarray)o->level;
    return CUDA_SUCCESS;
}

ORIG(cuArrayGetMemoryRequirements);
static CUresult w_cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *r, CUarray a,
                                               CUdevice dev)
{
    CHAIN(cuArrayGetMemoryRequirements, r, a, dev);
    memset(r, 0, sizeof *r);
    r->size = 1 << 16;
    r->alignment = 1 << 16;
    return CUDA_SUCCESS;
}
ORIG(cuMipmappedArrayGetMemoryRequirements);
static CUresult w_cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *r,
                                                        CUmipmappedArray m, CUdevice dev)
{
    CHAIN(cuMipmappedArrayGetMemoryRequirements, r, m, dev);
    memset(r, 0, sizeof *r);
    r->size = 1 << 17;
    r->alignment = 1 << 16;
    return CUDA_SUCCESS;
}
ORIG(cuArrayGetSparseProperties);
static CUresult w_cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *p, CUarray a)
{
    CHAIN(cuArrayGetSparseProperties, p, a);
    memset(p, 0, sizeof *p);
    p->tileExtent.width = p->tileExtent.height = 64;
    p->tileExtent.depth = 1;
    return CUDA_SUCCESS;
}
ORIG(cuMipmappedArrayGetSparseProperties);
static CUresult w_cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *p,
                                                      CUmipmappedArray m)
{
    CHAIN(cuMipmappedArrayGetSparseProperties, p, m);
    memset(p, 0, sizeof *p);
    p->tileExtent.width = p->tileExtent.height = 64;
    p->tileExtent.depth = 1;
    p->miptailFirstLevel = 1;
    return CUDA_SUCCESS;
}

/* texture and surface objects */
ORIG(cuTexObjectCreate);
static CUresult w_cuTexObjectCreate(CUtexObject *t, const CUDA_RESOURCE_DESC *res,
                                    const CUDA_TEXTURE_DESC *tex,
                                    const CUDA_RESOURCE_VIEW_DESC *view)
{
    CHAIN(cuTexObjectCreate, t, res, tex, view);
    if (t == NULL || res == NULL || tex == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    struct object *o = make(K_TEX);
    o->res = *res;
    o->tex = *tex;
    if (view != NULL)
        o->view = *view;
    *t = (CUtexObject)o->h;
    return CUDA_SUCCESS;
}
DESTROYER(cuTexObjectDestroy, K_TEX, CUtexObject)

/* A getter of what an object of `kind` remembers (`field`). */
#define GETTER(name, kind, type, handle_type, field)                                               \
    static __typeof__(((struct ocr_driver *)0)->name) orig_##name;                                 \
    static CUresult w_##name(type *out, handle_type h)                                             \
    {                                                                                              \
        CUresult r_ = orig_##name(out, h);                                                         \
        if (r_ != CUDA_SUCCESS)                                                                    \
            return r_;                                                                             \
        struct object *o = find((uintptr_t)h, kind);                                               \
        if (o == NULL)                                                                             \
            return CUDA_ERROR_INVALID_HANDLE;                                                      \
        *out = o->field;                                                                           \
        return CUDA_SUCCESS;                                                                       \
    }
GETTER(cuTexObjectGetResourceDesc, K_TEX, CUDA_RESOURCE_DESC, CUtexObject, res)
GETTER(cuTexObjectGetTextureDesc, K_TEX, CUDA_TEXTURE_DESC, CUtexObject, tex)
GETTER(cuTexObjectGetResourceViewDesc, K_TEX, CUDA_RESOURCE_VIEW_DESC, CUtexObject, view)
GETTER(cuSurfObjectGetResourceDesc, K_SURF, CUDA_RESOURCE_DESC, CUsurfObject, res)

ORIG(cuSurfObjectCreate);
static CUresult w_cuSurfObjectCreate(CUsurfObject *s, const CUDA_RESOURCE_DESC *res)
{
    CHAIN(cuSurfObjectCreate, s, res);
    if (s == NULL || res == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    struct object *o = make(K_SURF);
    o->res = *res;
    *s = (CUsurfObject)o->h;
    return CUDA_SUCCESS;
}
DESTROYER(cuSurfObjectDestroy, K_SURF, CUsurfObject)

/* external memory and semaphores */
MAKER(cuImportExternalMemory, K_EXTMEM,
      (CUexternalMemory * m, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *d), m, m, d)
DESTROYER(cuDestroyExternalMemory, K_EXTMEM, CUexternalMemory)
MAKER(cuImportExternalSemaphore, K_EXTSEM,
      (CUexternalSemaphore * s, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *d), s, s, d)
DESTROYER(cuDestroyExternalSemaphore, K_EXTSEM, CUexternalSemaphore)

ORIG(cuExternalMemoryGetMappedBuffer);
static CUresult w_cuExternalMemoryGetMappedBuffer(CUdeviceptr *p, CUexternalMemory m,
                                                  const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *d)
{
    CHAIN(cuExternalMemoryGetMappedBuffer, p, m, d);
    if (find((uintptr_t)m, K_EXTMEM) == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    *p = fake_device_allocation(d->size);
    return CUDA_SUCCESS;
}

ORIG(cuExternalMemoryGetMappedMipmappedArray);
static CUresult
w_cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray *m, CUexternalMemory mem,
                                          const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *d)
{
    CHAIN(cuExternalMemoryGetMappedMipmappedArray, m, mem, d);
    if (find((uintptr_t)mem, K_EXTMEM) == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    *m = make_mipmap(&d->arrayDesc);
    return CUDA_SUCCESS;
}

/* IPC */
ORIG(cuIpcGetMemHandle);
static CUresult w_cuIpcGetMemHandle(CUipcMemHandle *h, CUdeviceptr p)
{
    CHAIN(cuIpcGetMemHandle, h, p);
    memset(h, 0x11, sizeof *h);
    return CUDA_SUCCESS;
}
ORIG(cuIpcGetEventHandle);
static CUresult w_cuIpcGetEventHandle(CUipcEventHandle *h, CUevent e)
{
    CHAIN(cuIpcGetEventHandle, h, e);
    memset(h, 0x22, sizeof *h);
    return CUDA_SUCCESS;
}
MAKER(cuIpcOpenMemHandle, K_IPCMEM, (CUdeviceptr * p, CUipcMemHandle h, unsigned flags), p, p, h,
      flags)
DESTROYER(cuIpcCloseMemHandle, K_IPCMEM, CUdeviceptr)

/* An opened IPC event is destroyed as any event (the fake's cuEventDestroy forgets it). */
ORIG(cuIpcOpenEventHandle);
static CUresult w_cuIpcOpenEventHandle(CUevent *e, CUipcEventHandle h)
{
    CHAIN(cuIpcOpenEventHandle, e, h);
    *e = (CUevent)(next_handle += 16);
    fake_live_add(*e);
    return CUDA_SUCCESS;
}

/* graphics resources */
MAKER(cuGraphicsGLRegisterBuffer, K_RESOURCE,
      (CUgraphicsResource * r, unsigned buffer, unsigned flags), r, r, buffer, flags)
MAKER(cuGraphicsGLRegisterImage, K_RESOURCE,
      (CUgraphicsResource * r, unsigned image, unsigned target, unsigned flags), r, r, image,
      target, flags)
MAKER(cuGraphicsEGLRegisterImage, K_RESOURCE, (CUgraphicsResource * r, void *image, unsigned flags),
      r, r, image, flags)
MAKER(cuGraphicsVDPAURegisterVideoSurface, K_RESOURCE,
      (CUgraphicsResource * r, uint32_t surface, unsigned flags), r, r, surface, flags)
MAKER(cuGraphicsVDPAURegisterOutputSurface, K_RESOURCE,
      (CUgraphicsResource * r, uint32_t surface, unsigned flags), r, r, surface, flags)
DESTROYER(cuGraphicsUnregisterResource, K_RESOURCE, CUgraphicsResource)

ORIG(cuGLGetDevices);
static CUresult w_cuGLGetDevices(unsigned *count, CUdevice *devices, unsigned size, int list)
{
    CHAIN(cuGLGetDevices, count, devices, size, list);
    *count = 1;
    if (size > 0)
        devices[0] = (CUdevice)fake_config.device_base;
    return CUDA_SUCCESS;
}

/* logs and asynchronous notifications */
MAKER(cuLogsRegisterCallback, K_LOGCB, (CUlogsCallback cb, void *user, CUlogsCallbackHandle *out),
      out, cb, user, out)
DESTROYER(cuLogsUnregisterCallback, K_LOGCB, CUlogsCallbackHandle)
MAKER(cuDeviceRegisterAsyncNotification, K_NOTIFY,
      (CUdevice dev, CUasyncCallback cb, void *user, CUasyncCallbackHandle *out), out, dev, cb,
      user, out)
ORIG(cuDeviceUnregisterAsyncNotification);
static CUresult w_cuDeviceUnregisterAsyncNotification(CUdevice dev, CUasyncCallbackHandle h)
{
    CHAIN(cuDeviceUnregisterAsyncNotification, dev, h);
    return forget((uintptr_t)h, K_NOTIFY);
}

/* Libraries loaded from a file: the fake's cuLibraryUnload knows only those it loaded itself,
 * and refuses the others (CUDA_ERROR_INVALID_HANDLE) after its log and faults. Its refusal of
 * ours is no fault unless the fault armed by fake_fail_nth fired in it. */
MAKER(cuLibraryLoadFromFile, K_LIBRARY,
      (CUlibrary * lib, const char *file, CUjit_option *jo, void **jv, unsigned nj,
       CUlibraryOption *lo, void **lv, unsigned nl),
      lib, lib, file, jo, jv, nj, lo, lv, nl)
ORIG(cuLibraryUnload);
static CUresult w_cuLibraryUnload(CUlibrary lib)
{
    bool fired = fake_fault_fired();
    CUresult r = orig_cuLibraryUnload(lib);
    if (find((uintptr_t)lib, K_LIBRARY) == NULL || (!fired && fake_fault_fired()))
        return r;
    return forget((uintptr_t)lib, K_LIBRARY);
}

/* -- installing them -------------------------------------------------------------------------- */

void sweep_objects_install(void)
{
#define WRAP(name)                                                                                 \
    do {                                                                                           \
        orig_##name = ocr_drv[0].name;                                                             \
        ocr_drv[0].name = w_##name;                                                                \
        ocr_drv[1].name = w_##name;                                                                \
    } while (0)
    WRAP(cuMemPoolCreate);
    WRAP(cuMemPoolImportFromShareableHandle);
    WRAP(cuMemPoolDestroy);
    WRAP(cuMemPoolGetAccess);
    WRAP(cuDeviceGetMemPool);
    WRAP(cuMemGetDefaultMemPool);
    WRAP(cuMemGetMemPool);
    WRAP(cuMemPoolImportPointer);
    WRAP(cuArray3DCreate);
    WRAP(cuArrayDestroy);
    WRAP(cuArray3DGetDescriptor);
    WRAP(cuMipmappedArrayCreate);
    WRAP(cuMipmappedArrayDestroy);
    WRAP(cuMipmappedArrayGetLevel);
    WRAP(cuArrayGetMemoryRequirements);
    WRAP(cuMipmappedArrayGetMemoryRequirements);
    WRAP(cuArrayGetSparseProperties);
    WRAP(cuMipmappedArrayGetSparseProperties);
    WRAP(cuTexObjectCreate);
    WRAP(cuTexObjectDestroy);
    WRAP(cuTexObjectGetResourceDesc);
    WRAP(cuTexObjectGetTextureDesc);
    WRAP(cuTexObjectGetResourceViewDesc);
    WRAP(cuSurfObjectCreate);
    WRAP(cuSurfObjectDestroy);
    WRAP(cuSurfObjectGetResourceDesc);
    WRAP(cuImportExternalMemory);
    WRAP(cuDestroyExternalMemory);
    WRAP(cuImportExternalSemaphore);
    WRAP(cuDestroyExternalSemaphore);
    WRAP(cuExternalMemoryGetMappedBuffer);
    WRAP(cuExternalMemoryGetMappedMipmappedArray);
    WRAP(cuIpcGetMemHandle);
    WRAP(cuIpcGetEventHandle);
    WRAP(cuIpcOpenMemHandle);
    WRAP(cuIpcCloseMemHandle);
    WRAP(cuIpcOpenEventHandle);
    WRAP(cuGraphicsGLRegisterBuffer);
    WRAP(cuGraphicsGLRegisterImage);
    WRAP(cuGraphicsEGLRegisterImage);
    WRAP(cuGraphicsVDPAURegisterVideoSurface);
    WRAP(cuGraphicsVDPAURegisterOutputSurface);
    WRAP(cuGraphicsUnregisterResource);
    WRAP(cuGLGetDevices);
    WRAP(cuLogsRegisterCallback);
    WRAP(cuLogsUnregisterCallback);
    WRAP(cuDeviceRegisterAsyncNotification);
    WRAP(cuDeviceUnregisterAsyncNotification);
    WRAP(cuLibraryLoadFromFile);
    WRAP(cuLibraryUnload);
#undef WRAP
    orig_pool_alloc[0] = ocr_drv[0].cuMemAllocFromPoolAsync;
    orig_pool_alloc[1] = ocr_drv[1].cuMemAllocFromPoolAsync;
    ocr_drv[0].cuMemAllocFromPoolAsync = w_pool_alloc;
    ocr_drv[1].cuMemAllocFromPoolAsync = w_pool_alloc_ptsz;
}

const char *sweep_last_entry(void)
{
    size_t n = fake_log_size();
    return n > 0 ? fake_log_name(n - 1) : "";
}
