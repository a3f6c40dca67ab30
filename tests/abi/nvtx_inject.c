/*
 * A program that marks its phases with NVTX (the toolkit's header-only nvtx3) around runtime
 * calls, run with NVTX_INJECTION64_PATH=libopencudart_nvtx.so and OPENCUDART_TRACE=timeline
 * (nvtx_inject.sh checks the trace): pushed ranges nested two deep around a call, a started
 * range ended on another thread, a mark, a named thread and a named stream. No GPU needed.
 */
#include <cuda_runtime_api.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>

#include <pthread.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

static nvtxRangeId_t span;

static void *ender(void *arg)
{
    (void)arg;
    nvtxRangeEnd(span);
    return NULL;
}

int main(void)
{
    int count = 0, version = 0;
    nvtxNameOsThreadA((uint32_t)syscall(SYS_gettid), "main loop");
    nvtxNameCudaStreamA((cudaStream_t)0, "legacy stream");
    int outer = nvtxRangePushA("outer");
    int inner = nvtxRangePushA("inner");
    cudaError_t e = cudaGetDeviceCount(&count);
    int after_inner = nvtxRangePop();
    cudaRuntimeGetVersion(&version);
    nvtxMarkA("marked");
    int after_outer = nvtxRangePop();
    span = nvtxRangeStartA("span");
    (void)cudaRuntimeGetVersion(&version);
    pthread_t t;
    pthread_create(&t, NULL, ender, NULL);
    pthread_join(t, NULL);
    nvtxDomainHandle_t d = nvtxDomainCreateA("mydomain");
    nvtxEventAttributes_t a = {0};
    a.version = NVTX_VERSION;
    a.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    a.messageType = NVTX_MESSAGE_TYPE_ASCII;
    a.message.ascii = "domain range";
    nvtxDomainRangePushEx(d, &a);
    (void)cudaRuntimeGetVersion(&version);
    nvtxDomainRangePop(d);
    printf("cudaGetDeviceCount %d; push depths %d %d, pops %d %d\n", (int)e, outer, inner,
           after_inner, after_outer);
    return 0;
}
