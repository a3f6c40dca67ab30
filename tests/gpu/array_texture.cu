/*
 * array, texture objects and the kernels that read them: point filtering checked exactly, linear
 * filtering printed rounded; arrays, mipmapped arrays, linear and pitch-2D memory; element-type
 * and normalized reads; address modes; the descriptors the getters return; bad read and filter
 * modes and resource types.
 */
#include "array.h"

/* -- kernels -------------------------------------------------------------------------------- */

__global__ void k_tex2d(cudaTextureObject_t t, float *out, int w, int h, float dx, float dy,
                        int normalized)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x >= w || y >= h)
        return;
    float u = x + dx, v = y + dy;
    if (normalized) {
        u /= w;
        v /= h;
    }
    out[y * w + x] = tex2D<float>(t, u, v);
}

__global__ void k_tex2d_uchar4(cudaTextureObject_t t, uchar4 *out, int w, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        out[y * w + x] = tex2D<uchar4>(t, x + 0.5f, y + 0.5f);
}

__global__ void k_tex2d_float4(cudaTextureObject_t t, float4 *out, int w, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        out[y * w + x] = tex2D<float4>(t, x + 0.5f, y + 0.5f);
}

__global__ void k_tex1dfetch(cudaTextureObject_t t, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = tex1Dfetch<float>(t, i);
}

__global__ void k_tex2dlod(cudaTextureObject_t t, float *out, int w, int h, float lod)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h)
        out[y * w + x] = tex2DLod<float>(t, (x + 0.5f) / w, (y + 0.5f) / h, lod);
}

/* -- textures ------------------------------------------------------------------------------- */

void textures(void)
{
    SECTION("texture objects");
    const int W = 8, H = 4, N = W * H;
    float h[N], out[N];
    for (int i = 0; i < N; i++)
        h[i] = (float)(i * i % 17) + 0.5f * (i % 3);
    cudaChannelFormatDesc f1 = cd(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = NULL;
    CALL(cudaMallocArray(&a, &f1, W, H));
    CALL(cudaMemcpy2DToArray(a, 0, 0, h, W * sizeof(float), W * sizeof(float), H,
                             cudaMemcpyHostToDevice));
    float *d = NULL, *d2 = NULL;
    CALL(cudaMalloc((void **)&d, 64 * sizeof(float)));
    CALL(cudaMalloc((void **)&d2, 64 * sizeof(float)));
    uchar4 *du = NULL;
    float4 *df = NULL, fout[N];
    CALL(cudaMalloc((void **)&du, N * sizeof(uchar4)));
    CALL(cudaMalloc((void **)&df, sizeof fout));

    /* point filtering reads the texels exactly */
    cudaResourceDesc r = array_res(a);
    cudaTextureDesc td =
        tex_desc(cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp, 0);
    cudaTextureObject_t t = 0;
    if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
        k_tex2d<<<H, W>>>(t, d, W, H, 0.5f, 0.5f, 0);
        CALL(cudaGetLastError());
        CALL(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
        CHECKT("tex2D point", memcmp(out, h, sizeof h) == 0);
        show_getters(t, a, NULL, NULL);
        CALL(cudaDestroyTextureObject(t));
    }

    /* linear filtering between texels: printed rounded */
    td = tex_desc(cudaFilterModeLinear, cudaReadModeElementType, cudaAddressModeClamp, 0);
    if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
        k_tex2d<<<H, W>>>(t, d, W, H, 0.75f, 1.0f, 0);
        CALL(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
        printf("  tex2D linear:");
        for (int i = 0; i < N; i++)
            printf(" %.3f", out[i]);
        printf("\n");
        CALL(cudaDestroyTextureObject(t));
    }

    /* normalized coordinates with wrap, mirror and border, point filtering */
    static const cudaTextureAddressMode modes[] = {cudaAddressModeWrap, cudaAddressModeMirror,
                                                   cudaAddressModeBorder, cudaAddressModeClamp};
    for (int m = 0; m < 4; m++) {
        td = tex_desc(cudaFilterModePoint, cudaReadModeElementType, modes[m], 1);
        td.borderColor[0] = 42.0f;
        if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
            k_tex2d<<<H, W>>>(t, d, W, H, 0.5f + W / 2, 0.5f - 2, 1);
            CALL(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
            printf("  address mode %d:", (int)modes[m]);
            for (int i = 0; i < N; i++)
                printf(" %g", out[i]);
            printf("\n");
            if (m == 2)
                show_getters(t, a, NULL, NULL);
            CALL(cudaDestroyTextureObject(t));
        }
    }

    /* an 8-bit array read as elements and as normalized floats */
    uchar4 u[N], uout[N];
    for (int i = 0; i < N; i++)
        u[i] = make_uchar4(i, 2 * i, 255 - i, i * 7 % 256);
    cudaChannelFormatDesc u4 = cd(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
    cudaArray_t ua = NULL;
    CALL(cudaMallocArray(&ua, &u4, W, H));
    CALL(cudaMemcpy2DToArray(ua, 0, 0, u, W * sizeof(uchar4), W * sizeof(uchar4), H,
                             cudaMemcpyHostToDevice));
    r = array_res(ua);
    td = tex_desc(cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp, 0);
    if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
        k_tex2d_uchar4<<<H, W>>>(t, du, W, H);
        CALL(cudaMemcpy(uout, du, sizeof uout, cudaMemcpyDeviceToHost));
        CHECKT("tex2D<uchar4> element type", memcmp(uout, u, sizeof u) == 0);
        show_getters(t, ua, NULL, NULL);
        CALL(cudaDestroyTextureObject(t));
    }
    td = tex_desc(cudaFilterModeLinear, cudaReadModeNormalizedFloat, cudaAddressModeClamp, 0);
    td.sRGB = 0;
    if (MADE(cudaCreateTextureObject(&t, &r, &td, NULL))) {
        k_tex2d_float4<<<H, W>>>(t, df, W, H);
        CALL(cudaMemcpy(fout, df, sizeof fout, cudaMemcpyDeviceToHost));
        int norm_ok = 1;
        for (int i = 0; i < N; i++)
            norm_ok &= fabsf(fout[i].x - u[i].x / 255.0f) < 1e-6f &&
                       fabsf(fout[i].z - u[i].z / 255.0f) < 1e-6f;
        CHECKT("tex2D<float4> normalized float", norm_ok);
        show_getters(t, ua, NULL, NULL);
        CALL(cudaDestroyTextureObject(t));
    }

    /* linear and pitch-2D memory */
    CALL(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    cudaResourceDesc lr;
    memset(&lr, 0, sizeof lr);
    lr.resType = cudaResourceTypeLinear;
    lr.res.linear.devPtr = d;
    lr.res.linear.desc = f1;
    lr.res.linear.sizeInBytes = sizeof h;
    td = tex_desc(cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp, 0);
    if (MADE(cudaCreateTextureObject(&t, &lr, &td, NULL))) {
        k_tex1dfetch<<<1, N>>>(t, d2, N);
        CALL(cudaMemcpy(out, d2, sizeof out, cudaMemcpyDeviceToHost));
        CHECKT("tex1Dfetch linear memory", memcmp(out, h, sizeof h) == 0);
        show_getters(t, NULL, NULL, d);
        CALL(cudaDestroyTextureObject(t));
    }
    int align = 0;
    CALL(cudaDeviceGetAttribute(&align, cudaDevAttrTexturePitchAlignment, 0));
    size_t pitch = (W * sizeof(float) + align - 1) / align * align;
    void *pitched = NULL;
    CALL(cudaMalloc(&pitched, pitch * H));
    for (int y = 0; y < H; y++)
        cudaMemcpy((char *)pitched + y * pitch, h + y * W, W * sizeof(float),
                   cudaMemcpyHostToDevice);
    cudaResourceDesc pr;
    memset(&pr, 0, sizeof pr);
    pr.resType = cudaResourceTypePitch2D;
    pr.res.pitch2D.devPtr = pitched;
    pr.res.pitch2D.desc = f1;
    pr.res.pitch2D.width = W;
    pr.res.pitch2D.height = H;
    pr.res.pitch2D.pitchInBytes = pitch;
    if (MADE(cudaCreateTextureObject(&t, &pr, &td, NULL))) {
        k_tex2d<<<H, W>>>(t, d2, W, H, 0.5f, 0.5f, 0);
        CALL(cudaMemcpy(out, d2, sizeof out, cudaMemcpyDeviceToHost));
        CHECKT("tex2D pitch-2D memory", memcmp(out, h, sizeof h) == 0);
        cudaResourceDesc rr;
        memset(&rr, 0, sizeof rr);
        CALL(cudaGetTextureObjectResourceDesc(&rr, t));
        SHOW("pitch same=%d width=%zu height=%zu pitch matches=%d",
             rr.res.pitch2D.devPtr == pitched, rr.res.pitch2D.width, rr.res.pitch2D.height,
             rr.res.pitch2D.pitchInBytes == pitch);
        CALL(cudaDestroyTextureObject(t));
    }

    /* a mipmapped array: level 0 and level 1 read at their lod */
    cudaMipmappedArray_t m = NULL;
    CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(W, H, 0), 2));
    cudaArray_t l0 = NULL, l1 = NULL;
    CALL(cudaGetMipmappedArrayLevel(&l0, m, 0));
    CALL(cudaGetMipmappedArrayLevel(&l1, m, 1));
    float h1[N / 4];
    for (int i = 0; i < N / 4; i++)
        h1[i] = 100.0f + i;
    CALL(cudaMemcpy2DToArray(l0, 0, 0, h, W * sizeof(float), W * sizeof(float), H,
                             cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2DToArray(l1, 0, 0, h1, W / 2 * sizeof(float), W / 2 * sizeof(float), H / 2,
                             cudaMemcpyHostToDevice));
    cudaResourceDesc mr;
    memset(&mr, 0, sizeof mr);
    mr.resType = cudaResourceTypeMipmappedArray;
    mr.res.mipmap.mipmap = m;
    td = tex_desc(cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp, 1);
    td.mipmapFilterMode = cudaFilterModePoint;
    td.maxMipmapLevelClamp = 1.0f;
    if (MADE(cudaCreateTextureObject(&t, &mr, &td, NULL))) {
        k_tex2dlod<<<H, W>>>(t, d2, W, H, 0.0f);
        CALL(cudaMemcpy(out, d2, sizeof out, cudaMemcpyDeviceToHost));
        CHECKT("tex2DLod level 0", memcmp(out, h, sizeof h) == 0);
        k_tex2dlod<<<H / 2, W / 2>>>(t, d2, W / 2, H / 2, 1.0f);
        CALL(cudaMemcpy(out, d2, sizeof h1, cudaMemcpyDeviceToHost));
        CHECKT("tex2DLod level 1", memcmp(out, h1, sizeof h1) == 0);
        show_getters(t, NULL, m, NULL);
        CALL(cudaDestroyTextureObject(t));
    }
    /* with a view that starts at level 1 */
    cudaResourceViewDesc v;
    memset(&v, 0, sizeof v);
    v.format = cudaResViewFormatFloat1;
    v.width = W;
    v.height = H;
    v.firstMipmapLevel = 1;
    v.lastMipmapLevel = 1;
    if (MADE(cudaCreateTextureObject(&t, &mr, &td, &v))) {
        k_tex2dlod<<<H / 2, W / 2>>>(t, d2, W / 2, H / 2, 0.0f);
        CALL(cudaMemcpy(out, d2, sizeof h1, cudaMemcpyDeviceToHost));
        CHECKT("view from level 1", memcmp(out, h1, sizeof h1) == 0);
        show_getters(t, NULL, m, NULL);
        CALL(cudaDestroyTextureObject(t));
    }

    /* every field of the descriptors through the getters */
    r = array_res(a);
    td = tex_desc(cudaFilterModeLinear, cudaReadModeElementType, cudaAddressModeClamp, 1);
    td.addressMode[1] = cudaAddressModeMirror;
    td.addressMode[2] = cudaAddressModeBorder;
    td.sRGB = 1;
    td.borderColor[0] = 0.25f;
    td.borderColor[1] = 0.5f;
    td.borderColor[2] = 0.75f;
    td.borderColor[3] = 1.0f;
    td.maxAnisotropy = 8;
    td.mipmapFilterMode = cudaFilterModeLinear;
    td.mipmapLevelBias = 0.5f;
    td.minMipmapLevelClamp = 1.0f;
    td.maxMipmapLevelClamp = 2.5f;
    td.disableTrilinearOptimization = 1;
    if (CALL(cudaCreateTextureObject(&t, &r, &td, NULL)) == cudaSuccess) {
        show_getters(t, a, NULL, NULL);
        CALL(cudaDestroyTextureObject(t));
    }
    td.maxAnisotropy = 100;
    td.sRGB = 7;
    v.firstMipmapLevel = v.lastMipmapLevel = 0;
    if (CALL(cudaCreateTextureObject(&t, &r, &td, &v)) == cudaSuccess) {
        show_getters(t, a, NULL, NULL);
        CALL(cudaDestroyTextureObject(t));
    }

    /* bad textures */
    td = tex_desc(cudaFilterModePoint, cudaReadModeNormalizedFloat, cudaAddressModeClamp, 0);
    CALL(cudaCreateTextureObject(&t, &r, &td, NULL)); /* float array, normalized read */
    td = tex_desc(cudaFilterModeLinear, cudaReadModeElementType, cudaAddressModeClamp, 0);
    cudaResourceDesc ur = array_res(ua);
    CALL(cudaCreateTextureObject(&t, &ur, &td, NULL)); /* 8-bit elements, linear filter */
    cudaChannelFormatDesc i1 = cd(32, 0, 0, 0, cudaChannelFormatKindSigned);
    lr.res.linear.desc = i1;
    td = tex_desc(cudaFilterModePoint, cudaReadModeNormalizedFloat, cudaAddressModeClamp, 0);
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL)); /* 32-bit int, normalized read */
    td.filterMode = cudaFilterModeLinear;
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    lr.res.linear.desc = cd(32, 32, 32, 0, cudaChannelFormatKindFloat);
    td = tex_desc(cudaFilterModePoint, cudaReadModeElementType, cudaAddressModeClamp, 0);
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    lr.res.linear.desc = cd(8, 8, 8, 0, cudaChannelFormatKindNV12);
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    lr.res.linear.desc = cd(8, 0, 0, 0, cudaChannelFormatKindUnsignedNormalized8X1);
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL)); /* normalized format, element read */
    lr.res.linear.desc = f1;
    lr.resType = (cudaResourceType)4;
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    CALL(cudaCreateTextureObject(&t, NULL, &td, NULL));
    CALL(cudaCreateTextureObject(&t, &r, NULL, NULL));
    lr.resType = cudaResourceTypeLinear;
    lr.res.linear.sizeInBytes = (size_t)1 << 40;
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    lr.res.linear.sizeInBytes = sizeof h;
    lr.res.linear.devPtr = (char *)d + 4; /* misaligned */
    CALL(cudaCreateTextureObject(&t, &lr, &td, NULL));
    pr.res.pitch2D.pitchInBytes = 36;
    CALL(cudaCreateTextureObject(&t, &pr, &td, NULL));
    cudaResourceDesc nr = array_res(NULL);
    CALL(cudaCreateTextureObject(&t, &nr, &td, NULL));
    v.firstMipmapLevel = 0;
    v.lastMipmapLevel = 0;
    v.format = cudaResViewFormatUnsignedBlockCompressed1;
    CALL(cudaCreateTextureObject(&t, &r, &td, &v));

    CALL(cudaFreeMipmappedArray(m));
    CALL(cudaFreeArray(a));
    CALL(cudaFreeArray(ua));
    CALL(cudaFree(d));
    CALL(cudaFree(d2));
    CALL(cudaFree(du));
    CALL(cudaFree(df));
    CALL(cudaFree(pitched));
}
