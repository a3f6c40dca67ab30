/*
 * Fault-injection sweeps: a scenario of runtime calls is run again and again with its Nth driver
 * call failing, for N = 1, 2, ... until the armed fault no longer fires, and each run is checked:
 *   - no crash (each run is a plain call of the scenario; ASan and UBSan watch it);
 *   - the runtime call in which the fault fired returns the code NVIDIA's runtime gives for that
 *     driver failure: ocr_error_from_cu(injected), unless a rule (below) says otherwise;
 *   - the last error matches: cudaPeekAtLastError and cudaGetLastError give that code, and the
 *     last error is clear after it; a call that succeeds leaves the last error clear;
 *   - outputs untouched: SWEEP_CALL_OUT fills an output with a pattern before the call and checks
 *     it is still there when the call fails;
 *   - nothing leaks: fake_live_objects() is the same before and after each run (and LSan watches
 *     host memory in the asan build). A first, unchecked run comes before: what the runtime
 *     makes once and keeps (a primary context retained on first use, a fatbin loaded on first
 *     use) is no leak; a scenario that sweeps those first-use paths undoes them itself
 *     (cudaDeviceReset releases the primary context, unregistration the fatbin).
 * A fault that fires and that no checked call saw (a call made outside SWEEP_CALL) fails the run.
 *
 * Writing a scenario (test_sweep_<area>.c):
 *
 *     static void alloc_free(struct sweep *s, void *arg)
 *     {
 *         void *p;
 *         if (!SWEEP_CALL_OUT(s, &p, sizeof(p), cudaMalloc(&p, 64)))
 *             return;                              // the fault hit cudaMalloc: checked, done
 *         SWEEP_CLEANUP(s, cudaFree(p));           // checked; once more if the fault hit it
 *     }
 *     static void cudaMalloc_sweep(void **state) { sweep_run("alloc_free", alloc_free, NULL, NULL);
 * }
 *
 * SWEEP_CALL(s, expr) evaluates a runtime call and returns true when it succeeded; false when the
 * injected fault fired inside it and the call answered as expected (the scenario then cleans up
 * what it made and returns). Any other outcome fails the test with the scenario's name, N, the
 * driver entry that failed, its call site and the call log. A scenario starts from and returns to
 * a clean state; it must not depend on the fake's state from an earlier run. Faults that corrupt
 * the context (CUDA_ERROR_ILLEGAL_ADDRESS, ...) are not injected unless the options ask for
 * them; a scenario that asks must reset the device through the runtime before it returns.
 *
 * Rules: exceptions to the default mapping, from an explicit table, each with its reason. A rule
 * matches a fault when each of its non-NULL (non-zero) fields matches: the runtime function the
 * scenario called (`api`, the first identifier of the SWEEP_CALL expression), the driver entry
 * that failed (`entry`, as the fake logs it, "_ptsz" twins matching their entry), the function
 * of the runtime the call site is in (`site`, e.g. "ocr_enter"), the injected result
 * (`injected`). The first matching rule of the scenario's rules, then of the common rules
 * (sweep.c: the primary context's retain, ...), decides; SWEEP_IGNORED says the runtime succeeds
 * despite the failure, by design (a cleanup call whose failure NVIDIA's ignores too, a fast path
 * that falls back), and the reason must say why.
 *
 * Coverage: each driver call site of the runtime (a use of DRV or OCR_DRV, see internal.h) is
 * counted; sweep_run writes after each sweep which sites exist and which a fault reached to
 * <OCR_SWEEP_SITES_DIR>/<program>.sites; the test test_sweep_sites merges every program's file
 * and prints `driver call sites faulted: N/M` with the sites not reached yet.
 *
 * CMake: ocr_add_sweep_test(test_sweep_<area> test_sweep_<area>.c) in tests/unit/CMakeLists.txt
 * (the runtime's objects built with OCR_FAULT_SITES, the fake driver, sweep.c).
 */
#ifndef OCR_TEST_SWEEP_H
#define OCR_TEST_SWEEP_H

#include "unit.h"

#include <stdbool.h>

struct sweep;

#define SWEEP_IGNORED ((cudaError_t)-1)

struct sweep_rule {
    const char *api;    /* the runtime function called ("cudaSetDevice"); NULL: any */
    const char *entry;  /* the failing driver entry ("cuDevicePrimaryCtxRetain"); NULL: any */
    const char *site;   /* the runtime function the driver call is made in; NULL: any */
    CUresult injected;  /* the injected result; CUDA_SUCCESS: any */
    cudaError_t expect; /* what the runtime call returns, or SWEEP_IGNORED (success) */
    const char *why;    /* the reason (required) */
    /* Driver objects an ignored failure leaves alive for good (a library the driver refused to
     * unload at unregistration, which returns nothing): the leak check allows them. */
    size_t leaves;
};

struct sweep_options {
    /* The driver failures injected, each swept over every N; NULL: CUDA_ERROR_OUT_OF_MEMORY. */
    const CUresult *results;
    size_t n_results;
    /* This scenario's exceptions, ended by an all-zero rule; NULL: none. */
    const struct sweep_rule *rules;
};

typedef void (*sweep_scenario)(struct sweep *s, void *arg);

/* Run `fn` once without a fault (every checked call must succeed), then with the Nth driver call
 * failing for N = 1, 2, ... and each injected result, with the checks above; fake_reset() before
 * each run. Fails the current cmocka test on the first violation. */
void sweep_run(const char *name, sweep_scenario fn, void *arg, const struct sweep_options *opt);

/* The check behind the macros (out, size: the output to find untouched on failure, or NULL). */
bool sweep_check(struct sweep *s, const char *expr, int line, cudaError_t got, const void *out,
                 size_t size);
/* The pattern SWEEP_CALL_OUT writes, and whether [p, p + n) still holds it. */
void sweep_fill(void *p, size_t n);
bool sweep_untouched(const void *p, size_t n);

#define SWEEP_CALL(s, expr) sweep_check((s), #expr, __LINE__, (expr), NULL, 0)
#define SWEEP_CALL_OUT(s, out, size, expr)                                                         \
    (sweep_fill((out), (size)), sweep_check((s), #expr, __LINE__, (expr), (out), (size)))
/* A cleanup call: checked; made once more when the fault hit it (a failing driver call changes
 * nothing, so the retry must succeed and release what the scenario made). */
#define SWEEP_CLEANUP(s, expr)                                                                     \
    do {                                                                                           \
        if (!SWEEP_CALL((s), expr))                                                                \
            (void)SWEEP_CALL((s), expr);                                                           \
    } while (0)

/* A call that returns nothing (the hidden registration ABI): a fault that fires in it must be
 * one a rule says the runtime ignores, and it must leave the last error clear. */
void sweep_check_void(struct sweep *s, const char *expr, int line);
#define SWEEP_VOID(s, expr)                                                                        \
    do {                                                                                           \
        expr;                                                                                      \
        sweep_check_void((s), #expr, __LINE__);                                                    \
    } while (0)

/* Whether the armed fault has fired already in this run (a scenario that must cope with a
 * context fault looks at it). */
bool sweep_fault_seen(const struct sweep *s);

#endif /* OCR_TEST_SWEEP_H */
