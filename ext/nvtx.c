/*
 * libopencudart_nvtx.so: the NVTX v3 injection library of opencudart. A program's NVTX calls
 * (nvtxRangePushA, nvtxRangeStartA, nvtxMarkA, their Ex and domain forms, nvtxNameOsThreadA,
 * nvtxNameCudaStreamA; PyTorch's torch.cuda.nvtx) go, through the header-only nvtx3 of the
 * toolkit, to the library NVTX_INJECTION64_PATH names: this one (`opencudart run
 * --trace=timeline` sets it). On their first call, nvtx3 loads it and calls
 * InitializeInjectionNvtx2, which fills nvtx3's function tables with the functions below; each
 * hands its annotation to the timeline through opencudart's extension API (include/opencudart.h),
 * which records it on the calling thread's track while the trace records.
 *
 * The library is linked to libcudart.so.13 and binds the extension API under its version node
 * at load (-z now): in a process that runs NVIDIA's runtime it fails to load, and nvtx3 then
 * makes every NVTX call a no-op, as without an injection. Wide-character messages and the
 * payload, colour and category of event attributes are not carried (the name is).
 */
#include <opencudart.h>

#include <nvtx3/nvToolsExt.h>

#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

/* A registered string (nvtxDomainRegisterStringA) is its own copy: the handle points at it. A
 * domain's handle is a copy of its name. Both live as long as the process. */
static const char *message(const nvtxEventAttributes_t *a)
{
    if (a == NULL)
        return "";
    if (a->messageType == NVTX_MESSAGE_TYPE_ASCII && a->message.ascii != NULL)
        return a->message.ascii;
    if (a->messageType == NVTX_MESSAGE_TYPE_REGISTERED && a->message.registered != NULL)
        return (const char *)a->message.registered;
    return "";
}

static void mark_a(const char *m)
{
    (void)opencudartTraceMark(m != NULL ? m : "");
}
static void mark_ex(const nvtxEventAttributes_t *a)
{
    mark_a(message(a));
}
static nvtxRangeId_t start_a(const char *m)
{
    uint64_t id = 0;
    (void)opencudartTraceRangeStart(m != NULL ? m : "", &id);
    return id;
}
static nvtxRangeId_t start_ex(const nvtxEventAttributes_t *a)
{
    return start_a(message(a));
}
static void range_end(nvtxRangeId_t id)
{
    (void)opencudartTraceRangeEnd(id);
}

/* nvtxRangePush/Pop answer the nesting depth (from 0) on the calling thread. */
static __thread int depth;
static int push_a(const char *m)
{
    (void)opencudartTraceRangePush(m != NULL ? m : "");
    return depth++;
}
static int push_ex(const nvtxEventAttributes_t *a)
{
    return push_a(message(a));
}
static int pop(void)
{
    if (depth == 0)
        return -1;
    (void)opencudartTraceRangePop();
    return --depth;
}
static void name_thread_a(uint32_t tid, const char *name)
{
    if (name != NULL)
        (void)opencudartTraceNameThread(tid, name);
}

static void domain_mark(nvtxDomainHandle_t d, const nvtxEventAttributes_t *a)
{
    (void)d;
    mark_ex(a);
}
static nvtxRangeId_t domain_start(nvtxDomainHandle_t d, const nvtxEventAttributes_t *a)
{
    (void)d;
    return start_ex(a);
}
static void domain_end(nvtxDomainHandle_t d, nvtxRangeId_t id)
{
    (void)d;
    range_end(id);
}
static int domain_push(nvtxDomainHandle_t d, const nvtxEventAttributes_t *a)
{
    (void)d;
    return push_ex(a);
}
static int domain_pop(nvtxDomainHandle_t d)
{
    (void)d;
    return pop();
}
static nvtxStringHandle_t register_string(nvtxDomainHandle_t d, const char *s)
{
    (void)d;
    return (nvtxStringHandle_t)(s != NULL ? strdup(s) : NULL);
}
static nvtxDomainHandle_t domain_create(const char *name)
{
    return (nvtxDomainHandle_t)strdup(name != NULL ? name : "");
}
static void domain_destroy(nvtxDomainHandle_t d)
{
    (void)d; /* its strings may still be named by handles the program keeps */
}
static void name_stream_a(void *stream, const char *name)
{
    if (name != NULL)
        (void)opencudartTraceNameStream(stream, name);
}

typedef void (*fn_t)(void);
struct slot {
    unsigned id;
    fn_t fn;
};

/* Fills the table of one module with the slots it has room for. */
static int fill(NvtxGetExportTableFunc_t get, NvtxCallbackModule module, const struct slot *slots,
                size_t n)
{
    const NvtxExportTableCallbacks *cb = (const NvtxExportTableCallbacks *)get(NVTX_ETID_CALLBACKS);
    NvtxFunctionTable table = NULL;
    unsigned int size = 0;
    if (cb == NULL || cb->GetModuleFunctionTable == NULL ||
        !cb->GetModuleFunctionTable(module, &table, &size) || table == NULL)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (slots[i].id < size && table[slots[i].id] != NULL)
            *table[slots[i].id] = slots[i].fn;
    return 1;
}

EXPORT int InitializeInjectionNvtx2(NvtxGetExportTableFunc_t get)
{
    int apiVersion = 0;
    if (get == NULL || opencudartGetVersion(&apiVersion, NULL, NULL) != opencudartSuccess ||
        apiVersion < 1)
        return 0;
    static const struct slot core[] = {
        {NVTX_CBID_CORE_MarkEx, (fn_t)mark_ex},
        {NVTX_CBID_CORE_MarkA, (fn_t)mark_a},
        {NVTX_CBID_CORE_RangeStartEx, (fn_t)start_ex},
        {NVTX_CBID_CORE_RangeStartA, (fn_t)start_a},
        {NVTX_CBID_CORE_RangeEnd, (fn_t)range_end},
        {NVTX_CBID_CORE_RangePushEx, (fn_t)push_ex},
        {NVTX_CBID_CORE_RangePushA, (fn_t)push_a},
        {NVTX_CBID_CORE_RangePop, (fn_t)pop},
        {NVTX_CBID_CORE_NameOsThreadA, (fn_t)name_thread_a},
    };
    static const struct slot core2[] = {
        {NVTX_CBID_CORE2_DomainMarkEx, (fn_t)domain_mark},
        {NVTX_CBID_CORE2_DomainRangeStartEx, (fn_t)domain_start},
        {NVTX_CBID_CORE2_DomainRangeEnd, (fn_t)domain_end},
        {NVTX_CBID_CORE2_DomainRangePushEx, (fn_t)domain_push},
        {NVTX_CBID_CORE2_DomainRangePop, (fn_t)domain_pop},
        {NVTX_CBID_CORE2_DomainRegisterStringA, (fn_t)register_string},
        {NVTX_CBID_CORE2_DomainCreateA, (fn_t)domain_create},
        {NVTX_CBID_CORE2_DomainDestroy, (fn_t)domain_destroy},
    };
    static const struct slot cuda[] = {{NVTX_CBID_CUDA_NameCuStreamA, (fn_t)name_stream_a}};
    static const struct slot cudart[] = {{NVTX_CBID_CUDART_NameCudaStreamA, (fn_t)name_stream_a}};
    if (!fill(get, NVTX_CB_MODULE_CORE, core, sizeof core / sizeof core[0]))
        return 0;
    /* The other modules are optional: a program built with an older nvtx3 may lack them. */
    (void)fill(get, NVTX_CB_MODULE_CORE2, core2, sizeof core2 / sizeof core2[0]);
    (void)fill(get, NVTX_CB_MODULE_CUDA, cuda, 1);
    (void)fill(get, NVTX_CB_MODULE_CUDART, cudart, 1);
    return 1;
}
