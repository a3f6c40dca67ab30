/*
 * cuda13x_calls: a program built with the CUDA 13.0 toolkit's headers and the project's
 * include/cuda13x.h links against the library and calls every function CUDA 13.1-13.4 added
 * (with CUDA_API_PER_THREAD_DEFAULT_STREAM, as abi_cuda13x_calls_ptsz, the per-thread twins of
 * the stream-taking ones). Each call is made with NULL outputs or handles, which every one of
 * them refuses whatever the driver: the call must return an error, record it as the last error,
 * and not crash. (cudaMemGetLocationInfo has no established prototype and is looked up only.)
 */
#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <stdio.h>

#include "cuda13x.h"

static int failures;
static int calls;

static void expect(const char *name, cudaError_t e)
{
    cudaError_t last = cudaGetLastError();
    calls++;
    if (e == cudaSuccess || last != e) {
        printf("FAIL %s: returned %d, last error %d\n", name, (int)e, (int)last);
        failures++;
    }
}

#define CALL(f, ...) expect(#f, f(__VA_ARGS__))

static void host_fn(void *p)
{
    (void)p;
}

int main(void)
{
    cudaDevResource res = {0};
    unsigned int n = 1;

    /* 13.1 */
    CALL(cudaGraphNodeGetContainingGraph, NULL, NULL);
    CALL(cudaGraphNodeGetLocalId, NULL, NULL);
    CALL(cudaGraphNodeGetToolsId, NULL, NULL);
    CALL(cudaGraphGetId, NULL, NULL);
    CALL(cudaGraphExecGetId, NULL, NULL);
    CALL(cudaGraphConditionalHandleCreate_v2, NULL, NULL, NULL, 0, 0);
    CALL(cudaDeviceGetDevResource, 0, NULL, cudaDevResourceTypeSm);
    CALL(cudaDevSmResourceSplitByCount, NULL, &n, NULL, NULL, 0, 0);
    CALL(cudaDevSmResourceSplit, NULL, 1, NULL, NULL, 0, NULL);
    CALL(cudaDevResourceGenerateDesc, NULL, &res, 1);
    CALL(cudaGreenCtxCreate, NULL, NULL, 0, 0);
    CALL(cudaExecutionCtxDestroy, NULL);
    CALL(cudaExecutionCtxGetDevResource, NULL, NULL, cudaDevResourceTypeSm);
    CALL(cudaExecutionCtxGetDevice, NULL, NULL);
    CALL(cudaExecutionCtxGetId, NULL, NULL);
    CALL(cudaExecutionCtxSynchronize, NULL);
    CALL(cudaStreamGetDevResource, NULL, NULL, cudaDevResourceTypeSm);
    CALL(cudaExecutionCtxRecordEvent, NULL, NULL);
    CALL(cudaExecutionCtxWaitEvent, NULL, NULL);
    CALL(cudaDeviceGetExecutionCtx, NULL, 0);
    CALL(cudaExecutionCtxStreamCreate, NULL, NULL, 0, 0);
    /* 13.2 */
    CALL(cudaFuncGetParamCount, NULL, NULL);
    CALL(cudaLaunchHostFunc_v2, NULL, NULL, NULL, cudaHostTaskBlocking);
    CALL(cudaLaunchHostFunc_v2, NULL, host_fn, NULL, 7u);
    CALL(cudaMemcpyWithAttributesAsync, NULL, NULL, 1, NULL, NULL);
    CALL(cudaMemcpy3DWithAttributesAsync, NULL, 0, NULL);
    CALL(cudaGraphNodeGetParams, NULL, NULL);
    /* 13.3 */
    CALL(cudaStreamBeginRecaptureToGraph, NULL, cudaStreamCaptureModeGlobal, NULL, NULL);
    /* 13.4: exported, prototype not established */
    if (dlsym(RTLD_DEFAULT, "cudaMemGetLocationInfo") == NULL) {
        printf("FAIL cudaMemGetLocationInfo is not exported\n");
        failures++;
    }
    printf("%d calls, %d failures\n", calls, failures);
    return failures != 0;
}
