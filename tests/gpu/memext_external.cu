/*
 * memext, external memory and semaphores: an allocation made through the driver API (libcuda.so.1
 * opened with dlopen; cuMemCreate with a POSIX file descriptor as its shareable handle, exported
 * with cuMemExportToShareableHandle) imported as an opaque file descriptor, mapped as a buffer and
 * as a mipmapped array, written and read back; bad inputs; external semaphores.
 */
#include "memext.h"

#include <cuda.h>
#include <dlfcn.h>

/* -- external memory and semaphores ---------------------------------------------------------- */

typedef CUresult (*pfn_cuInit)(unsigned);
typedef CUresult (*pfn_cuDeviceGet)(CUdevice *, int);
typedef CUresult (*pfn_cuMemGetAllocationGranularity)(size_t *, const CUmemAllocationProp *,
                                                      CUmemAllocationGranularity_flags);
typedef CUresult (*pfn_cuMemCreate)(CUmemGenericAllocationHandle *, size_t,
                                    const CUmemAllocationProp *, unsigned long long);
typedef CUresult (*pfn_cuMemExportToShareableHandle)(void *, CUmemGenericAllocationHandle,
                                                     CUmemAllocationHandleType, unsigned long long);
typedef CUresult (*pfn_cuMemRelease)(CUmemGenericAllocationHandle);

static struct {
    pfn_cuInit Init;
    pfn_cuDeviceGet DeviceGet;
    pfn_cuMemGetAllocationGranularity GetAllocationGranularity;
    pfn_cuMemCreate Create;
    pfn_cuMemExportToShareableHandle ExportToShareableHandle;
    pfn_cuMemRelease Release;
} cu;

static int load_driver(void)
{
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        printf("libcuda.so.1: not loadable\n");
        return 0;
    }
#define SYM(field, name) cu.field = (decltype(cu.field))dlsym(lib, name)
    SYM(Init, "cuInit");
    SYM(DeviceGet, "cuDeviceGet");
    SYM(GetAllocationGranularity, "cuMemGetAllocationGranularity");
    SYM(Create, "cuMemCreate");
    SYM(ExportToShareableHandle, "cuMemExportToShareableHandle");
    SYM(Release, "cuMemRelease");
#undef SYM
    if (!cu.Init || !cu.DeviceGet || !cu.GetAllocationGranularity || !cu.Create ||
        !cu.ExportToShareableHandle || !cu.Release) {
        printf("libcuda.so.1: missing entry points\n");
        return 0;
    }
    return 1;
}

#define CU(expr)                                                                                   \
    do {                                                                                           \
        CUresult r_ = (expr);                                                                      \
        printf("%s -> cu %d\n", #expr, (int)r_);                                                   \
    } while (0)

/* A device allocation of `size` bytes with a POSIX file descriptor as its shareable handle; the
 * descriptor in *fd (-1 when that failed). */
static CUmemGenericAllocationHandle exportable(size_t size, int *fd)
{
    CUdevice dev = 0;
    CU(cu.DeviceGet(&dev, 0));
    CUmemAllocationProp prop;
    memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = dev;
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    CUmemGenericAllocationHandle h = 0;
    CU(cu.Create(&h, size, &prop, 0));
    *fd = -1;
    CU(cu.ExportToShareableHandle(fd, h, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    SHOW("descriptor valid %d", *fd >= 0);
    return h;
}

static cudaExternalMemoryHandleDesc fd_desc(int fd, size_t size)
{
    cudaExternalMemoryHandleDesc d;
    memset(&d, 0, sizeof d);
    d.type = cudaExternalMemoryHandleTypeOpaqueFd;
    d.handle.fd = fd;
    d.size = size;
    return d;
}

void external_memory(void)
{
    SECTION("external memory");
    if (!load_driver())
        return;
    CU(cu.Init(0));
    CUdevice dev = 0;
    CU(cu.DeviceGet(&dev, 0));
    CUmemAllocationProp prop;
    memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = dev;
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    size_t size = 0;
    CU(cu.GetAllocationGranularity(&size, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    SHOW("granularity is a multiple of 64 KiB: %d", size > 0 && size % 65536 == 0);

    int fd = -1;
    CUmemGenericAllocationHandle h = exportable(size, &fd);
    cudaExternalMemory_t mem = NULL;
    cudaExternalMemoryHandleDesc desc = fd_desc(fd, size);
    CALL(cudaImportExternalMemory(&mem, &desc));
    SHOW("handle non-null %d", mem != NULL);

    /* A buffer at the start and one at 64 KiB, written by kernels and read back. */
    enum { N = 4096 };
    cudaExternalMemoryBufferDesc bd;
    memset(&bd, 0, sizeof bd);
    bd.offset = 0;
    bd.size = N * sizeof(unsigned);
    unsigned *p0 = NULL, *p1 = NULL;
    CALL(cudaExternalMemoryGetMappedBuffer((void **)&p0, mem, &bd));
    bd.offset = 65536;
    CALL(cudaExternalMemoryGetMappedBuffer((void **)&p1, mem, &bd));
    k_fill<<<N / 256, 256>>>(p0, N, 11);
    k_fill<<<N / 256, 256>>>(p1, N, 22);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    unsigned h0[N], h1[N];
    CALL(cudaMemcpy(h0, p0, sizeof h0, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy(h1, p1, sizeof h1, cudaMemcpyDeviceToHost));
    int ok = 1;
    for (unsigned i = 0; i < N; i++)
        ok &= h0[i] == 11 + i && h1[i] == 22 + i;
    CHECKT("kernels wrote the mapped buffers", ok);

    /* A mipmapped array over the same memory, past the buffers. */
    cudaExternalMemoryMipmappedArrayDesc md;
    memset(&md, 0, sizeof md);
    md.offset = 131072;
    md.formatDesc = cudaCreateChannelDesc<float>();
    md.extent = make_cudaExtent(64, 64, 0);
    md.numLevels = 1;
    cudaMipmappedArray_t mm = NULL;
    cudaError_t e = CALL(cudaExternalMemoryGetMappedMipmappedArray(&mm, mem, &md));
    if (e == cudaSuccess) {
        cudaArray_t level = NULL;
        CALL(cudaGetMipmappedArrayLevel(&level, mm, 0));
        static float in[64 * 64], out[64 * 64];
        for (int i = 0; i < 64 * 64; i++)
            in[i] = 0.25f * i;
        CALL(cudaMemcpy2DToArray(level, 0, 0, in, 64 * sizeof(float), 64 * sizeof(float), 64,
                                 cudaMemcpyHostToDevice));
        CALL(cudaMemcpy2DFromArray(out, 64 * sizeof(float), level, 0, 0, 64 * sizeof(float), 64,
                                   cudaMemcpyDeviceToHost));
        CHECKT("data through the mapped mipmapped array", memcmp(in, out, sizeof in) == 0);
        struct cudaChannelFormatDesc got;
        memset(&got, 0, sizeof got);
        cudaExtent ext = make_cudaExtent(0, 0, 0);
        unsigned flags = 99;
        CALL(cudaArrayGetInfo(&got, &ext, &flags, level));
        SHOW("level 0: %d %d %d %d kind %d, %zu x %zu x %zu, flags %u", got.x, got.y, got.z, got.w,
             (int)got.f, ext.width, ext.height, ext.depth, flags);
        CALL(cudaFreeMipmappedArray(mm));
    }

    SECTION("external memory bad inputs");
    void *q = NULL;
    SHOW("buffer at the end of the memory");
    bd.offset = size;
    CALL(cudaExternalMemoryGetMappedBuffer(&q, mem, &bd));
    SHOW("empty buffer");
    bd.offset = 0;
    bd.size = 0;
    CALL(cudaExternalMemoryGetMappedBuffer(&q, mem, &bd));
    SHOW("buffer larger than the memory");
    bd.size = size + 4096;
    CALL(cudaExternalMemoryGetMappedBuffer(&q, mem, &bd));
    SHOW("buffer flags 1");
    bd.size = 4096;
    bd.flags = 1;
    CALL(cudaExternalMemoryGetMappedBuffer(&q, mem, &bd));
    SHOW("output still null %d", q == NULL);
    cudaMipmappedArray_t mm2 = NULL;
    SHOW("three-channel float format");
    md.formatDesc = cudaCreateChannelDesc(32, 32, 32, 0, cudaChannelFormatKindFloat);
    CALL(cudaExternalMemoryGetMappedMipmappedArray(&mm2, mem, &md));
    /* No levels (numLevels 0) is not asked: the driver corrupts the heap (glibc aborts the
     * process, seen on the GPU under NVIDIA's library); ours refuses it (unit-tested). */
    SHOW("empty extent");
    md.formatDesc = cudaCreateChannelDesc<float>();
    md.numLevels = 1;
    md.extent = make_cudaExtent(0, 0, 0);
    CALL(cudaExternalMemoryGetMappedMipmappedArray(&mm2, mem, &md));
    SHOW("offset at the end of the memory");
    md.extent = make_cudaExtent(64, 64, 0);
    md.offset = size;
    CALL(cudaExternalMemoryGetMappedMipmappedArray(&mm2, mem, &md));
    SHOW("output still null %d", mm2 == NULL);

    CALL(cudaFree(p0));
    CALL(cudaFree(p1));
    CALL(cudaDestroyExternalMemory(mem));
    CU(cu.Release(h));

    /* Descriptors the driver refuses. */
    cudaExternalMemory_t bad = NULL;
    SHOW("descriptor -1");
    desc = fd_desc(-1, size);
    CALL(cudaImportExternalMemory(&bad, &desc));
    int fd2 = -1;
    CUmemGenericAllocationHandle h2 = exportable(size, &fd2);
    SHOW("size 0");
    desc = fd_desc(fd2, 0);
    CALL(cudaImportExternalMemory(&bad, &desc));
    SHOW("handle type 0");
    desc = fd_desc(fd2, size);
    desc.type = (cudaExternalMemoryHandleType)0;
    CALL(cudaImportExternalMemory(&bad, &desc));
    SHOW("flags 4");
    desc = fd_desc(fd2, size);
    desc.flags = 4;
    CALL(cudaImportExternalMemory(&bad, &desc));
    SHOW("larger than the allocation");
    desc = fd_desc(fd2, 2 * size);
    CALL(cudaImportExternalMemory(&bad, &desc));
    /* A dedicated import, then the same descriptor once more (the driver owns it now). */
    SHOW("dedicated");
    desc = fd_desc(fd2, size);
    desc.flags = cudaExternalMemoryDedicated;
    e = CALL(cudaImportExternalMemory(&bad, &desc));
    if (e == cudaSuccess)
        CALL(cudaDestroyExternalMemory(bad));
    CU(cu.Release(h2));

    SECTION("external semaphores");
    cudaExternalSemaphoreHandleDesc sd;
    memset(&sd, 0, sizeof sd);
    sd.type = cudaExternalSemaphoreHandleTypeOpaqueFd;
    sd.handle.fd = -1;
    cudaExternalSemaphore_t sem = NULL;
    SHOW("opaque descriptor -1");
    CALL(cudaImportExternalSemaphore(&sem, &sd));
    SHOW("timeline semaphore descriptor -1");
    sd.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
    CALL(cudaImportExternalSemaphore(&sem, &sd));
    SHOW("handle type 0");
    sd.type = (cudaExternalSemaphoreHandleType)0;
    CALL(cudaImportExternalSemaphore(&sem, &sd));
    cudaStream_t s = NULL;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaExternalSemaphore_t none[1] = {NULL};
    cudaExternalSemaphoreSignalParams sp[1];
    cudaExternalSemaphoreWaitParams wp[1];
    memset(sp, 0, sizeof sp);
    memset(wp, 0, sizeof wp);
    CALL(cudaSignalExternalSemaphoresAsync(none, sp, 0, s));
    CALL(cudaWaitExternalSemaphoresAsync(none, wp, 0, s));
    CALL(cudaSignalExternalSemaphoresAsync(none, sp, 0, 0));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));
}
