// OPENCUDART_CHECK=leaks on the GPU (tests/gpu/checks.sh): `leak` leaves exactly three kinds of
// objects alive at exit (two cudaMalloc buffers from one call site, a stream, an event) and
// releases everything else it makes; `clean` releases everything. Under ours with the check on,
// the report must name exactly those (4 objects, 3 call sites) or, for `clean`, none.
#include "common.h"

int main(int argc, char **argv)
{
    START();
    bool leak = argc > 1 && strcmp(argv[1], "leak") == 0;
    void *d[2], *h, *kept;
    for (int i = 0; i < 2; i++)
        CALL(cudaMalloc(&d[i], 1 << 20));
    CALL(cudaMallocHost(&h, 4096));
    CALL(cudaMalloc(&kept, 256));
    cudaStream_t s;
    cudaEvent_t e;
    cudaGraph_t g;
    CALL(cudaStreamCreate(&s));
    CALL(cudaEventCreate(&e));
    CALL(cudaGraphCreate(&g, 0));
    CALL(cudaFreeHost(h));
    CALL(cudaFree(kept));
    CALL(cudaGraphDestroy(g));
    if (!leak) {
        CALL(cudaFree(d[0]));
        CALL(cudaFree(d[1]));
        CALL(cudaStreamDestroy(s));
        CALL(cudaEventDestroy(e));
    }
    return FINISH();
}
