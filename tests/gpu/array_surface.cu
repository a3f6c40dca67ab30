/*
 * array, surface objects and the kernels that write them (2D, layered, 3D), read back through
 * copies and textures (with the layered and 3D texture kernels, used only here), and the resource
 * descriptor their getter returns.
 */
#include "array.h"

/* -- kernels -------------------------------------------------------------------------------- */

__global__ void k_tex2dlayered(cudaTextureObject_t t, float *out, int w, int h, int layers)
{
    int x = threadIdx.x, y = blockIdx.x, l = blockIdx.y;
    if (x < w && y < h && l < layers)
        out[(l * h + y) * w + x] = tex2DLayered<float>(t, x + 0.5f, y + 0.5f, l);
}

__global__ void k_tex3d(cudaTextureObject_t t, float *out, int w, int h, int d)
{
    int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
    if (x < w && y < h && z < d)
        out[(z * h + y) * w + x] = tex3D<float>(t, x + 0.5f, y + 0.5f, z + 0.5f);
}

__global__ void k_surf2d_write(cudaSurfaceObject_t s, int w, int h, float base)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        surf2Dwrite<float>(base + y * 100 + x, s, x * (int)sizeof(float), y);
}

__global__ void k_surf2d_read(cudaSurfaceObject_t s, float *out, int w, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        out[y * w + x] = surf2Dread<float>(s, x * (int)sizeof(float), y);
}

__global__ void k_surf2dlayered_write(cudaSurfaceObject_t s, int w, int h, int layers)
{
    int x = threadIdx.x, y = blockIdx.x, l = blockIdx.y;
    if (x < w && y < h && l < layers)
        surf2DLayeredwrite<float>(l * 1000 + y * 100 + x, s, x * (int)sizeof(float), y, l);
}

__global__ void k_surf3d_write(cudaSurfaceObject_t s, int w, int h, int d)
{
    int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
    if (x < w && y < h && z < d)
        surf3Dwrite<float>(z * 1000 + y * 100 + x, s, x * (int)sizeof(float), y, z);
}

/* -- surfaces ------------------------------------------------------------------------------- */

void surfaces(void)
{
    SECTION("surface objects");
    const int W = 16, H = 8, L = 3, D = 4;
    cudaChannelFormatDesc f1 = cd(32, 0, 0, 0, cudaChannelFormatKindFloat);
    float out[W * H * L], *d = NULL, *d3 = NULL;
    CALL(cudaMalloc((void **)&d, sizeof out));
    CALL(cudaMalloc((void **)&d3, W * H * D * sizeof(float)));
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t = 0;
    int ok;

    /* 2D: written by a kernel, read back by a copy and by surf2Dread */
    cudaArray_t a = NULL;
    CALL(cudaMallocArray(&a, &f1, W, H, cudaArraySurfaceLoadStore));
    cudaResourceDesc r = array_res(a);
    cudaSurfaceObject_t s = 0;
    if (MADE(cudaCreateSurfaceObject(&s, &r))) {
        k_surf2d_write<<<H, W>>>(s, W, H, 0.5f);
        CALL(cudaDeviceSynchronize());
        memset(out, 0, sizeof out);
        CALL(cudaMemcpy2DFromArray(out, W * sizeof(float), a, 0, 0, W * sizeof(float), H,
                                   cudaMemcpyDeviceToHost));
        ok = 1;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                ok &= out[y * W + x] == 0.5f + y * 100 + x;
        CHECKT("surf2Dwrite", ok);
        k_surf2d_read<<<H, W>>>(s, d, W, H);
        float out2[W * H];
        CALL(cudaMemcpy(out2, d, sizeof out2, cudaMemcpyDeviceToHost));
        CHECKT("surf2Dread", memcmp(out, out2, sizeof out2) == 0);
        cudaResourceDesc g;
        memset(&g, 0, sizeof g);
        CALL(cudaGetSurfaceObjectResourceDesc(&g, s));
        show_res(&g, a, NULL, NULL);
        CALL(cudaDestroySurfaceObject(s));
    }

    /* layered: written through a surface, read through a texture */
    cudaArray_t la = NULL;
    CALL(cudaMalloc3DArray(&la, &f1, make_cudaExtent(W, H, L),
                           cudaArrayLayered | cudaArraySurfaceLoadStore));
    r = array_res(la);
    if (MADE(cudaCreateSurfaceObject(&s, &r))) {
        k_surf2dlayered_write<<<dim3(H, L), W>>>(s, W, H, L);
        if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
            k_tex2dlayered<<<dim3(H, L), W>>>(t, d, W, H, L);
            CALL(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
            ok = 1;
            for (int l = 0; l < L; l++)
                for (int y = 0; y < H; y++)
                    for (int x = 0; x < W; x++)
                        ok &= out[(l * H + y) * W + x] == l * 1000 + y * 100 + x;
            CHECKT("surf2DLayeredwrite then tex2DLayered", ok);
            show_getters(t, la, NULL, NULL);
            CALL(cudaDestroyTextureObject(t));
        }
        CALL(cudaDestroySurfaceObject(s));
    }

    /* 3D */
    cudaArray_t va = NULL;
    CALL(cudaMalloc3DArray(&va, &f1, make_cudaExtent(W, H, D), cudaArraySurfaceLoadStore));
    r = array_res(va);
    if (MADE(cudaCreateSurfaceObject(&s, &r))) {
        k_surf3d_write<<<dim3(H, D), W>>>(s, W, H, D);
        if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
            k_tex3d<<<dim3(H, D), W>>>(t, d3, W, H, D);
            float *o3 = (float *)malloc(W * H * D * sizeof(float));
            CALL(cudaMemcpy(o3, d3, W * H * D * sizeof(float), cudaMemcpyDeviceToHost));
            ok = 1;
            for (int z = 0; z < D; z++)
                for (int y = 0; y < H; y++)
                    for (int x = 0; x < W; x++)
                        ok &= o3[(z * H + y) * W + x] == z * 1000 + y * 100 + x;
            CHECKT("surf3Dwrite then tex3D", ok);
            free(o3);
            CALL(cudaDestroyTextureObject(t));
        }
        CALL(cudaDestroySurfaceObject(s));
    }

    /* bad surfaces */
    cudaArray_t plain = NULL;
    CALL(cudaMallocArray(&plain, &f1, W, H));
    r = array_res(plain);
    CALL(cudaCreateSurfaceObject(&s, &r)); /* no cudaArraySurfaceLoadStore */
    cudaResourceDesc lr;
    memset(&lr, 0, sizeof lr);
    lr.resType = cudaResourceTypeLinear;
    lr.res.linear.devPtr = d;
    lr.res.linear.desc = f1;
    lr.res.linear.sizeInBytes = 256;
    CALL(cudaCreateSurfaceObject(&s, &lr));
    lr.res.linear.desc = cd(32, 32, 32, 0, cudaChannelFormatKindFloat);
    CALL(cudaCreateSurfaceObject(&s, &lr));
    lr.resType = (cudaResourceType)9;
    CALL(cudaCreateSurfaceObject(&s, &lr));
    cudaResourceDesc nr = array_res(NULL);
    CALL(cudaCreateSurfaceObject(&s, &nr));
    CALL(cudaCreateSurfaceObject(&s, NULL));

    CALL(cudaFreeArray(a));
    CALL(cudaFreeArray(la));
    CALL(cudaFreeArray(va));
    CALL(cudaFreeArray(plain));
    CALL(cudaFree(d));
    CALL(cudaFree(d3));
}
