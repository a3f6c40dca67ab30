// include/opencudart.h compiles as C++ (and as C: ext_probe.c, nvtx_inject.c): its types and
// pointer types are usable, the functions have C linkage.
#include <opencudart.h>

static_assert(OPENCUDART_API_VERSION >= 1, "versioned");
extern "C" opencudartResult opencudartGetVersion(int *, const char **, const char **);
static opencudartGetVersion_t probe = &opencudartGetVersion;

int main()
{
    opencudartLiveObjects counts = {};
    counts.structSize = sizeof counts;
    return probe != nullptr && counts.total == 0 ? 0 : 1;
}
