/*
 * array, cases in child processes: NULL outputs of every allocation, query and object call,
 * handles that were never objects, and the getters of texture and surface objects whose array was
 * freed.
 */
#include "array.h"

/* -- NULL outputs, each in a child ---------------------------------------------------------- */

void case_null_outputs(void)
{
    START();
    cudaChannelFormatDesc f1 = cd(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = NULL;
    cudaMipmappedArray_t m = NULL;
    CALL(cudaMallocArray(&a, &f1, 8, 8));
    CALL(cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(8, 8, 0), 2));
    CALL(cudaMallocArray(NULL, &f1, 8, 8));
    CALL(cudaMallocArray(&a, NULL, 8, 8));
    CALL(cudaMalloc3DArray(NULL, &f1, make_cudaExtent(8, 8, 0)));
    CALL(cudaMallocMipmappedArray(NULL, &f1, make_cudaExtent(8, 8, 0), 2));
    CALL(cudaArrayGetInfo(NULL, NULL, NULL, a));
    CALL(cudaGetChannelDesc(NULL, a));
    CALL(cudaArrayGetMemoryRequirements(NULL, a, 0));
    CALL(cudaMipmappedArrayGetMemoryRequirements(NULL, m, 0));
    CALL(cudaArrayGetSparseProperties(NULL, a));
    CALL(cudaMipmappedArrayGetSparseProperties(NULL, m));
    CALL(cudaGetMipmappedArrayLevel(NULL, m, 0));
    CALL(cudaArrayGetPlane(NULL, a, 0));
    cudaResourceDesc r = array_res(a);
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t = 0;
    CALL(cudaCreateTextureObject(&t, &r, &td, NULL));
    CALL(cudaCreateTextureObject(NULL, &r, &td, NULL));
    CALL(cudaGetTextureObjectResourceDesc(NULL, t));
    CALL(cudaGetTextureObjectTextureDesc(NULL, t));
    CALL(cudaGetTextureObjectResourceViewDesc(NULL, t));
    CALL(cudaDestroyTextureObject(t));
    CALL(cudaCreateSurfaceObject(NULL, &r));
    CALL(cudaGetSurfaceObjectResourceDesc(NULL, 0));
    CALL(cudaFreeMipmappedArray(m));
    CALL(cudaFreeArray(a));
}

/* Handles that were never objects: the driver's answer. */
void case_zero_handles(void)
{
    START();
    CALL(cudaDestroyTextureObject(0));
    CALL(cudaDestroySurfaceObject(0));
    cudaResourceDesc r;
    CALL(cudaGetTextureObjectResourceDesc(&r, 0));
    CALL(cudaGetSurfaceObjectResourceDesc(&r, 0));
    cudaTextureDesc td;
    CALL(cudaGetTextureObjectTextureDesc(&td, 0));
    cudaResourceViewDesc v;
    CALL(cudaGetTextureObjectResourceViewDesc(&v, 0));
    CALL(cudaMemcpy2DToArray(NULL, 0, 0, &v, 8, 8, 1, cudaMemcpyHostToDevice));
    CALL(cudaMemcpyToArray(NULL, 0, 0, &v, 8, cudaMemcpyHostToDevice));
}

/* What a resource getter writes when the driver knows the object but can no longer describe
 * its array (freed after the object was made): ours writes the descriptor as it translates it
 * (the resource type and the array, the rest zeroed) and returns the array's error; the question
 * is whether NVIDIA's does the same, leaves the output alone, or answers otherwise. */
static void show_freed_res(const char *what, const cudaResourceDesc *r, const void *array)
{
    const unsigned char *b = (const unsigned char *)&r->res;
    size_t zeros = 0, pattern = 0;
    for (size_t i = sizeof(void *); i < sizeof r->res; i++) {
        zeros += b[i] == 0;
        pattern += b[i] == 0xa5;
    }
    SHOW("%s: resType=%d array %s, rest %s", what, (int)r->resType,
         (const void *)r->res.array.array == array
             ? "same"
             : (*(const unsigned char *)&r->res.array.array == 0xa5 ? "untouched" : "other"),
         zeros == sizeof r->res - sizeof(void *)
             ? "zero"
             : (pattern == sizeof r->res - sizeof(void *) ? "untouched" : "mixed"));
}

/* The texture getters' answer for an object whose array was freed: NVIDIA's library gave
 * cudaErrorInvalidValue in one GPU run and cudaErrorInvalidResourceHandle in another (same
 * machine, driver and binary, 2026-12-01), so the transcript names the pair, and the last-error
 * state as equal to the answer. */
static void freed_getter(const char *call, cudaError_t e)
{
    bool either = e == cudaErrorInvalidValue || e == cudaErrorInvalidResourceHandle;
    printf("%s -> %s\n", call,
           either ? "cudaErrorInvalidValue or cudaErrorInvalidResourceHandle" : ename(e));
    cudaError_t p = cudaPeekAtLastError(), g1 = cudaGetLastError(), g2 = cudaGetLastError();
    printf("    last: peek=%s get=%s get=%s\n", p == e ? "the answer" : ename(p),
           g1 == e ? "the answer" : ename(g1), ename(g2));
}

void case_freed_array(void)
{
    START();
    cudaChannelFormatDesc f1 = cd(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = NULL;
    CALL(cudaMallocArray(&a, &f1, 8, 8, cudaArraySurfaceLoadStore));
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t = 0;
    cudaSurfaceObject_t su = 0;
    CALL(cudaCreateTextureObject(&t, &res, &td, NULL));
    CALL(cudaCreateSurfaceObject(&su, &res));
    CALL(cudaFreeArray(a));
    cudaResourceDesc r;
    memset(&r, 0xa5, sizeof r);
    freed_getter("cudaGetTextureObjectResourceDesc(&r, t)", cudaGetTextureObjectResourceDesc(&r, t));
    show_freed_res("texture resource", &r, a);
    cudaTextureDesc got;
    memset(&got, 0xa5, sizeof got);
    freed_getter("cudaGetTextureObjectTextureDesc(&got, t)", cudaGetTextureObjectTextureDesc(&got, t));
    SHOW("texture descriptor %s", *(const unsigned char *)&got == 0xa5 ? "untouched" : "written");
    memset(&r, 0xa5, sizeof r);
    CALL(cudaGetSurfaceObjectResourceDesc(&r, su));
    show_freed_res("surface resource", &r, a);
    CALL(cudaDestroyTextureObject(t));
    CALL(cudaDestroySurfaceObject(su));
}
