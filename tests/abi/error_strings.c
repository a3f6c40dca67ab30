/*
 * ABI test: our cudaGetErrorName, cudaGetErrorString and cudaRuntimeGetVersion give what
 * NVIDIA's give, for every code in -10..1200 and a few large and negative ones (for the codes
 * CUDA 13.1-13.3 added, what NVIDIA's 13.x gives: `added` below); the version is the API level
 * ours implements, of the reference's major release.
 *
 * usage: error_strings <NVIDIA's libcudart.so.13> <our libcudart.so.13>
 *
 * Both libraries are loaded side by side with RTLD_LOCAL. None of these calls needs a GPU.
 * Prints every mismatch and exits 1 if there is any.
 */
#include <cuda13x.h>

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

typedef const char *(*error_text_fn)(int);
typedef int (*version_fn)(int *);

struct runtime {
    const char *path;
    void *lib;
    error_text_fn name;
    error_text_fn string;
    version_fn runtime_version;
};

static int mismatches;

static int open_runtime(struct runtime *rt, const char *path)
{
    rt->path = path;
    rt->lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!rt->lib) {
        fprintf(stderr, "cannot load %s: %s\n", path, dlerror());
        return -1;
    }
    /* Through a union: ISO C has no conversion from void * to a function pointer. */
    union {
        void *p;
        error_text_fn text;
        version_fn version;
    } sym;
    sym.p = dlsym(rt->lib, "cudaGetErrorName");
    rt->name = sym.text;
    sym.p = dlsym(rt->lib, "cudaGetErrorString");
    rt->string = sym.text;
    sym.p = dlsym(rt->lib, "cudaRuntimeGetVersion");
    rt->runtime_version = sym.version;
    return 0;
}

static const char *show(const char *s)
{
    return s ? s : "(null)";
}

static void compare_text(const char *what, int code, const char *want, const char *got)
{
    if (want == got || (want && got && strcmp(want, got) == 0))
        return;
    printf("MISMATCH %s(%d): NVIDIA \"%s\", ours \"%s\"\n", what, code, show(want), show(got));
    mismatches++;
}

/* The codes CUDA 13.1-13.3 added (include/cuda13x.h), which NVIDIA's 13.0 library calls
 * unrecognized: ours must give NVIDIA's 13.x name and description, as NVIDIA's 13.3 runtime
 * returned them on the GPU (cuda-bindings 13.3.1, tests/gpu/cuda13x). */
static const struct {
    int code;
    const char *name, *text;
} added[] = {
    {10, "cudaErrorVersionTranslation",
     "Driver is newer than runtime and returned parameters the runtime cannot process"},
    {917, "cudaErrorStreamDetached",
     "API call not permitted since the green context associated with the stream has been "
     "destroyed"},
    {918, "cudaErrorGraphRecaptureFailure",
     "recapturing to the source graph failed and had to be terminated"},
};

static void compare_code(const struct runtime *nv, const struct runtime *ours, int code)
{
    for (size_t i = 0; i < sizeof added / sizeof added[0]; i++) {
        if (added[i].code != code)
            continue;
        compare_text("cudaGetErrorName (13.x)", code, added[i].name, ours->name(code));
        compare_text("cudaGetErrorString (13.x)", code, added[i].text, ours->string(code));
        return;
    }
    compare_text("cudaGetErrorName", code, nv->name(code), ours->name(code));
    compare_text("cudaGetErrorString", code, nv->string(code), ours->string(code));
}

static int missing(const struct runtime *rt, int present, const char *name)
{
    if (present)
        return 0;
    printf("MISMATCH %s: not exported by %s\n", name, rt->path);
    mismatches++;
    return 1;
}

static void compare_runtime_version(const struct runtime *nv, const struct runtime *ours)
{
    if (missing(nv, nv->runtime_version != NULL, "cudaRuntimeGetVersion") ||
        missing(ours, ours->runtime_version != NULL, "cudaRuntimeGetVersion"))
        return;
    int want = -1, got = -1;
    int want_rc = nv->runtime_version(&want);
    int got_rc = ours->runtime_version(&got);
    /* Ours reports the API level it implements (OCR_CUDART_API_VERSION, CUDA 13.3), the
     * reference runtime its own release: the same answer, the same major version, ours not
     * older. */
    if (want_rc != got_rc || got != OCR_CUDART_API_VERSION || want / 1000 != got / 1000 ||
        got < want) {
        printf("MISMATCH cudaRuntimeGetVersion: NVIDIA %d (version %d), ours %d (version %d, "
               "expected %d)\n",
               want_rc, want, got_rc, got, OCR_CUDART_API_VERSION);
        mismatches++;
    }
    want_rc = nv->runtime_version(NULL);
    got_rc = ours->runtime_version(NULL);
    if (want_rc != got_rc) {
        printf("MISMATCH cudaRuntimeGetVersion(NULL): NVIDIA %d, ours %d\n", want_rc, got_rc);
        mismatches++;
    }
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s <NVIDIA's libcudart.so.13> <our libcudart.so.13>\n", argv[0]);
        return 2;
    }
    struct runtime nv, ours;
    if (open_runtime(&nv, argv[1]) != 0 || open_runtime(&ours, argv[2]) != 0)
        return 1;
    if (nv.lib == ours.lib) {
        fprintf(stderr, "both paths name the same library\n");
        return 1;
    }

    int compared = 0;
    if (!missing(&nv, nv.name != NULL, "cudaGetErrorName") &&
        !missing(&nv, nv.string != NULL, "cudaGetErrorString") &&
        !missing(&ours, ours.name != NULL, "cudaGetErrorName") &&
        !missing(&ours, ours.string != NULL, "cudaGetErrorString")) {
        static const int extra[] = {
            9999,        10000, 10001, 11000, 65535,  65536,  99999,   1000000,     INT_MAX,
            INT_MAX - 1, -11,   -100,  -999,  -10000, -65536, INT_MIN, INT_MIN + 1,
        };
        for (int code = -10; code <= 1200; code++, compared++)
            compare_code(&nv, &ours, code);
        for (size_t i = 0; i < sizeof extra / sizeof extra[0]; i++, compared++)
            compare_code(&nv, &ours, extra[i]);
    }
    compare_runtime_version(&nv, &ours);

    printf("%d error codes compared, %d mismatches\n", compared, mismatches);
    return mismatches ? 1 : 0;
}
