/*
 * memext, batches of copies: 1D batches (cudaMemcpyBatchAsync) and 3D batches
 * (cudaMemcpy3DBatchAsync) between pointers and arrays, data checked, and their bad inputs.
 */
#include "memext.h"

/* -- batches of copies ------------------------------------------------------------------------ */

void copy_batches(void)
{
    SECTION("batches of copies");
    enum { N = 1024 };
    unsigned *pageable = (unsigned *)malloc(N * sizeof(unsigned));
    unsigned *pageable_out = (unsigned *)malloc(N * sizeof(unsigned));
    unsigned *pinned = NULL, *pinned_out = NULL, *m = NULL;
    unsigned *da = NULL, *db = NULL, *dc = NULL, *dd = NULL;
    cudaStream_t s = NULL;
    CALL(cudaMallocHost((void **)&pinned, N * sizeof(unsigned)));
    CALL(cudaMallocHost((void **)&pinned_out, N * sizeof(unsigned)));
    CALL(cudaMallocManaged((void **)&m, N * sizeof(unsigned)));
    CALL(cudaMalloc((void **)&da, N * sizeof(unsigned)));
    CALL(cudaMalloc((void **)&db, N * sizeof(unsigned)));
    CALL(cudaMalloc((void **)&dc, N * sizeof(unsigned)));
    CALL(cudaMalloc((void **)&dd, N * sizeof(unsigned)));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    for (unsigned i = 0; i < N; i++) {
        pageable[i] = 3 * i + 1;
        pinned[i] = 5 * i + 2;
        m[i] = 7 * i + 3;
    }
    const size_t bytes = N * sizeof(unsigned);

    /* Host to device: a pageable source read during the call, a pinned one in stream order. */
    {
        void *dsts[2] = {da, db};
        const void *srcs[2] = {pageable, pinned};
        size_t sizes[2] = {bytes, bytes};
        cudaMemcpyAttributes attrs[2] = {copy_attr(cudaMemcpySrcAccessOrderDuringApiCall),
                                         copy_attr(cudaMemcpySrcAccessOrderStream)};
        attrs[1].flags = cudaMemcpyFlagPreferOverlapWithCompute;
        size_t idx[2] = {0, 1};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 2, s));
        CALL(cudaStreamSynchronize(s));
    }
    /* Device to device and managed to device, one attribute for both, with location hints. */
    {
        void *dsts[2] = {dc, dd};
        const void *srcs[2] = {da, m};
        size_t sizes[2] = {bytes, bytes};
        cudaMemcpyAttributes attr = copy_attr(cudaMemcpySrcAccessOrderStream);
        attr.srcLocHint = HOST;
        attr.dstLocHint = GPU0;
        size_t idx[1] = {0};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, &attr, idx, 1, s));
        CALL(cudaStreamSynchronize(s));
    }
    for (unsigned i = 0; i < N; i++)
        m[i] = 0;
    /* Device to host, pinned and pageable, and device to managed. The per-thread twin on stream
     * 0 (the thread's default stream) is refused by both libraries (a batch needs a stream of
     * the application's own); the copy itself goes to s. */
    {
        void *dsts[3] = {pinned_out, pageable_out, m};
        const void *srcs[3] = {dc, db, dd};
        size_t sizes[3] = {bytes, bytes, bytes / 2};
        cudaMemcpyAttributes attr = copy_attr(cudaMemcpySrcAccessOrderAny);
        attr.dstLocHint = GPU0;
        size_t idx[1] = {0};
        CALL(cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, 3, &attr, idx, 1, 0));
        CALL(cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, 3, &attr, idx, 1, s));
        CALL(cudaStreamSynchronize(s));
    }
    int ok1 = 1, ok2 = 1, ok3 = 1;
    for (unsigned i = 0; i < N; i++) {
        ok1 &= pinned_out[i] == 3 * i + 1;
        ok2 &= pageable_out[i] == 5 * i + 2;
        ok3 &= m[i] == (i < N / 2 ? 7 * i + 3 : 0);
    }
    CHECKT("pageable -> device -> device -> pinned", ok1);
    CHECKT("pinned -> device -> pageable", ok2);
    CHECKT("managed -> device -> half of managed", ok3);

    SECTION("batch copy bad inputs");
    {
        void *dsts[2] = {dc, dd};
        const void *srcs[2] = {da, db};
        size_t sizes[2] = {bytes, bytes};
        cudaMemcpyAttributes attrs[3] = {copy_attr(cudaMemcpySrcAccessOrderStream),
                                         copy_attr(cudaMemcpySrcAccessOrderStream),
                                         copy_attr(cudaMemcpySrcAccessOrderStream)};
        size_t idx[3] = {0, 1, 2};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, 0));
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 0, attrs, idx, 1, s));
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 0, s));
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 3, s));
        size_t idx1[1] = {1};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx1, 1, s));
        size_t idx11[2] = {0, 0};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx11, 2, s));
        SHOW("invalid source access order");
        attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, s));
        SHOW("unknown source access order");
        attrs[0].srcAccessOrder = (cudaMemcpySrcAccessOrder)9;
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, s));
        SHOW("unknown copy flag");
        attrs[0] = copy_attr(cudaMemcpySrcAccessOrderStream);
        attrs[0].flags = 0x10;
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, s));
        SHOW("destination hint on device 7");
        attrs[0] = copy_attr(cudaMemcpySrcAccessOrderStream);
        attrs[0].dstLocHint = BAD_DEVICE;
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, s));
        SHOW("source hint on the host for device memory");
        attrs[0] = copy_attr(cudaMemcpySrcAccessOrderStream);
        attrs[0].srcLocHint = HOST;
        CALL(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, s));
        attrs[0] = copy_attr(cudaMemcpySrcAccessOrderStream);
        size_t zero[2] = {0, 0};
        CALL(cudaMemcpyBatchAsync(dsts, srcs, zero, 2, attrs, idx, 1, s));
        CALL(cudaStreamSynchronize(s));
    }

    SECTION("batches of 3D copies");
    enum { W = 64, H = 4 };
    cudaArray_t arr = NULL;
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    CALL(cudaMallocArray(&arr, &f, W, H));
    float *fsrc = NULL, *fout = NULL;
    unsigned char *bsrc = NULL, *bout = NULL;
    CALL(cudaMalloc((void **)&fsrc, W * H * sizeof(float)));
    CALL(cudaMalloc((void **)&fout, W * H * sizeof(float)));
    CALL(cudaMalloc((void **)&bsrc, 32 * 4 * 2));
    CALL(cudaMalloc((void **)&bout, 16 * 2 * 2));
    float hf[W * H];
    unsigned char hb[32 * 4 * 2];
    for (int i = 0; i < W * H; i++)
        hf[i] = 0.5f * i;
    for (int i = 0; i < 32 * 4 * 2; i++)
        hb[i] = (unsigned char)(i * 3);
    CALL(cudaMemcpy(fsrc, hf, sizeof hf, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy(bsrc, hb, sizeof hb, cudaMemcpyHostToDevice));
    {
        cudaMemcpy3DBatchOp op;
        memset(&op, 0, sizeof op);
        op.src = ptr_operand(fsrc, W, 0);
        op.dst = array_operand(arr, 0, 0);
        op.extent = make_cudaExtent(W, H, 1);
        op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        CALL(cudaStreamSynchronize(s));
    }
    {
        cudaMemcpy3DBatchOp ops[2];
        memset(ops, 0, sizeof ops);
        /* The array back, tightly packed. */
        ops[0].src = array_operand(arr, 0, 0);
        ops[0].dst = ptr_operand(fout, W, H);
        ops[0].extent = make_cudaExtent(W, H, 1);
        ops[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
        /* A 16 x 2 x 2 box out of 32-byte rows and 4-row layers, packed. */
        ops[1].src = ptr_operand(bsrc + 32 + 8, 32, 4);
        ops[1].dst = ptr_operand(bout, 16, 2);
        ops[1].extent = make_cudaExtent(16, 2, 2);
        ops[1].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
        ops[1].flags = cudaMemcpyFlagPreferOverlapWithCompute;
        CALL(cudaMemcpy3DBatchAsync_ptsz(2, ops, 0, 0));
        CALL(cudaMemcpy3DBatchAsync_ptsz(2, ops, 0, s));
        CALL(cudaStreamSynchronize(s));
    }
    float hf2[W * H];
    unsigned char hb2[16 * 2 * 2];
    CALL(cudaMemcpy(hf2, fout, sizeof hf2, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy(hb2, bout, sizeof hb2, cudaMemcpyDeviceToHost));
    int okf = memcmp(hf, hf2, sizeof hf) == 0, okb = 1;
    for (int z = 0; z < 2; z++)
        for (int y = 0; y < 2; y++)
            for (int x = 0; x < 16; x++)
                okb &= hb2[(z * 2 + y) * 16 + x] == hb[32 + 8 + z * 32 * 4 + y * 32 + x];
    CHECKT("pointer -> array -> pointer", okf);
    CHECKT("3D box between pointers", okb);

    SECTION("batch 3D copy bad inputs");
    {
        cudaMemcpy3DBatchOp op;
        memset(&op, 0, sizeof op);
        op.src = ptr_operand(fsrc, W, 0);
        op.dst = array_operand(arr, 0, 0);
        op.extent = make_cudaExtent(W, H, 1);
        op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, 0));
        CALL(cudaMemcpy3DBatchAsync(1, &op, 1, s));
        CALL(cudaMemcpy3DBatchAsync(0, &op, 0, s));
        SHOW("height 0");
        op.extent = make_cudaExtent(W, 0, 1);
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("wider than the array");
        op.extent = make_cudaExtent(W + 1, H, 1);
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("invalid source access order");
        op.extent = make_cudaExtent(W, H, 1);
        op.srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("source operand of type 0");
        op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
        op.src.type = (cudaMemcpy3DOperandType)0;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("row length below the width");
        op.src = ptr_operand(fsrc, W / 2, 0);
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("source hint on device 7");
        op.src = ptr_operand(fsrc, W, 0);
        op.src.op.ptr.locHint = BAD_DEVICE;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("source hint on device 0 for device memory");
        op.src.op.ptr.locHint = GPU0;
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        SHOW("array offset past the width");
        op.src = ptr_operand(fsrc, W, 0);
        op.dst = array_operand(arr, 1, 0);
        CALL(cudaMemcpy3DBatchAsync(1, &op, 0, s));
        CALL(cudaStreamSynchronize(s));
    }

    CALL(cudaStreamDestroy(s));
    CALL(cudaFreeArray(arr));
    CALL(cudaFree(fsrc));
    CALL(cudaFree(fout));
    CALL(cudaFree(bsrc));
    CALL(cudaFree(bout));
    CALL(cudaFree(da));
    CALL(cudaFree(db));
    CALL(cudaFree(dc));
    CALL(cudaFree(dd));
    CALL(cudaFree(m));
    CALL(cudaFreeHost(pinned));
    CALL(cudaFreeHost(pinned_out));
    free(pageable);
    free(pageable_out);
}
