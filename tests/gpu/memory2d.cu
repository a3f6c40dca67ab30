/*
 * memory2d: pitched allocations (cudaMallocPitch, cudaMalloc3D), 2D and 3D copies of every kind
 * with offsets (cudaMemcpy2D[Async], cudaMemcpy3D[Async]), 2D and 3D memsets, peer copies on one
 * device (cudaMemcpyPeer[Async], cudaMemcpy3DPeer[Async]), the per-thread-default-stream twins
 * called by their exported names, and bad inputs: width greater than a pitch, bad kinds, empty
 * extents (also together with a bad kind or pitch: which check comes first), huge pitches,
 * invalid devices.
 *
 * Cases whose outcome under NVIDIA's library is not documented run first, each in a child
 * process (see hazards.cu): NULL outputs and NULL parameter blocks, NULL pointers, pointers that
 * are not what the copy kind says, CUDA arrays (made with the driver API, opened with dlopen) in
 * 3D copies, a 3D peer copy to host memory.
 *
 * This file holds main, the kernel and the helpers that several files use; the cases are in
 * memory2d_cases.cu and memory2d_arrays.cu, the sections of the main process in
 * memory2d_copies.cu, memory2d_memset.cu, memory2d_peer.cu and memory2d_twins.cu (memory2d.h
 * declares them).
 */
#include "memory2d.h"

__global__ void k_store(int *p, int v)
{
    p[threadIdx.x] = v;
}

static unsigned char pat(size_t x, size_t y, size_t z, int seed)
{
    return (unsigned char)(x * 7 + y * 13 + z * 31 + (size_t)seed);
}

/* Fill w x h x d bytes of a pitched host block (pitch bytes a row, ysize rows a slice). */
void fill3(unsigned char *p, size_t pitch, size_t ysize, size_t w, size_t h, size_t d, int seed)
{
    for (size_t z = 0; z < d; z++)
        for (size_t y = 0; y < h; y++)
            for (size_t x = 0; x < w; x++)
                p[(z * ysize + y) * pitch + x] = pat(x, y, z, seed);
}

/* Whether the w x h x d box at (ox, oy, oz) of a pitched host block holds the pattern of the
 * box at (sx, sy, sz). */
int same3(const unsigned char *p, size_t pitch, size_t ysize, size_t ox, size_t oy, size_t oz,
          size_t w, size_t h, size_t d, size_t sx, size_t sy, size_t sz, int seed)
{
    for (size_t z = 0; z < d; z++)
        for (size_t y = 0; y < h; y++)
            for (size_t x = 0; x < w; x++)
                if (p[((oz + z) * ysize + oy + y) * pitch + ox + x] !=
                    pat(sx + x, sy + y, sz + z, seed))
                    return 0;
    return 1;
}

size_t count_byte(const unsigned char *p, size_t n, unsigned char v)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        c += p[i] == v;
    return c;
}

const char *ptr_state(const void *p, const void *before)
{
    return p == before ? "untouched" : p == NULL ? "null" : "non-null";
}

/* Whether the context still works: a kernel, a synchronisation and a copy back. */
void healthy(void)
{
    int *d = NULL, h[32];
    cudaError_t e0 = cudaDeviceSynchronize();
    printf("  synchronize -> %s\n", ename(e0));
    cudaError_t e1 = cudaMalloc((void **)&d, sizeof h);
    if (e1 == cudaSuccess)
        k_store<<<1, 32>>>(d, 6);
    cudaError_t e2 = cudaDeviceSynchronize();
    memset(h, 0, sizeof h);
    cudaError_t e3 = e1 == cudaSuccess ? cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) : e1;
    int ok = e1 == cudaSuccess && e2 == cudaSuccess && e3 == cudaSuccess;
    for (int i = 0; ok && i < 32; i++)
        ok = h[i] == 6;
    if (d)
        cudaFree(d);
    printf("  healthy afterwards: %s (malloc %s, sync %s, copy %s)\n", ok ? "yes" : "no", ename(e1),
           ename(e2), ename(e3));
    LASTERR();
}

int main(void)
{
    struct {
        const char *name;
        void (*fn)(void);
    } cases[] = {
        {"NULL outputs of pitched allocations", case_null_outputs},
        {"NULL parameter blocks", case_null_parameters},
        {"NULL pointers in 2D/3D copies and memsets", case_null_pointers},
        {"device memory named host memory", case_device_as_host},
        {"host memory named device memory", case_host_as_device},
        {"host-to-host copies of device memory", case_host_to_host_device},
        {"CUDA arrays in 3D copies", case_arrays},
        {"3D peer copy to host memory", case_peer_host},
        {"cudaMemset3D slices beyond the address space", case_memset3d_overflow},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ocr_isolated(cases[i].name, cases[i].fn);
    int ndev = 0;
    START_COUNT(&ndev);
    pitched_alloc();
    copies2d();
    copies3d();
    memsets();
    peers(ndev);
    twins();
    LASTERR();
    return FINISH();
}
