/*
 * The checks NVIDIA's runtime cannot give (check/): the leak report at exit
 * (OPENCUDART_CHECK=leaks), misuse warnings (OPENCUDART_CHECK=misuse) and deterministic fault
 * injection (OPENCUDART_FAULT). The checks' interface inside check/, for the lifecycle's owner
 * (runtime/lifecycle.c), the extension API (ext/api.c) and the tests.
 *
 * The areas never call check/: they announce the objects they make, release and use, and their
 * launches, through the core's object events (src/objects.h), to which the checks (check.c: the
 * object table, the misuse warnings) and the fault rules (fault.c: the `launch` rules) subscribe
 * when they are configured on; the functions below are the hooks they register. The checks see
 * calls through the seam (src/seam.h): while a check or a fault rule is on, they subscribe, and
 * every exported call goes through the entry layer's intercepted path. Off (the default), each
 * announcement in the areas is one predictable branch on the seam's switch word
 * (OCR_CHECKING); `ocr_checks` (src/objects.h) says which checks are on, read only behind it.
 * The tables behind the hooks exist only while a check is on. A hook never changes a call's
 * result, its outputs or its last error: the checks only observe (fault injection, which does
 * change the result, goes through the seam's before hook and the launch fault hook).
 *
 * Call sites and names: a hook names the call in progress as the intercepted path keeps it in
 * the thread's state (ocr_tls.call: the exported function's name and the program's return
 * address, which the entry jumps to the intercepted path with; resolved at report time through
 * dladdr as module!symbol+offset), so the workers pass neither.
 */
#ifndef OCR_CHECKS_H
#define OCR_CHECKS_H

#include "internal.h"
#include "objects.h"
#include "seam.h"

#pragma GCC visibility push(hidden)

/* -- the object table (check/check.c): with OCR_CHECK_OBJECTS only -------------------------- */
/* Each names the call in progress (ocr_tls.call) as the one that makes, releases or uses. The
 * object events' hooks (src/objects.h) the checks register: made, releasing, released, use,
 * range, wrap_host_fn, wrap_callback, unwrap. */

/* The call made `handle` (a pointer or a handle; `size` bytes for memory, 0 otherwise), on the
 * calling thread's current device. */
void ocr_check_made(enum ocr_object_kind kind, uintptr_t handle, size_t size);
/* Misuse: the call is about to release `handle` of class `cls` (the kinds its release call
 * takes): a warning for a handle that is not a live one of that class (double free or destroy,
 * an interior pointer, memory of another class). Before the driver's call, so that a release
 * the driver itself crashes on (cuGraphDestroy of a destroyed graph is a use after free inside
 * NVIDIA's driver) is still named. */
void ocr_check_releasing(enum ocr_object_class cls, uintptr_t handle);
/* The call released `handle` of class `cls`: with `result` cudaSuccess, the object is gone.
 * After the driver's call, with its result. */
void ocr_check_released(enum ocr_object_class cls, uintptr_t handle, cudaError_t result);
/* Misuse: a warning when `handle` is a stream, event or graph (class `cls`) that was destroyed. */
void ocr_check_use(enum ocr_object_class cls, uintptr_t handle);
/* Misuse: a warning when [ptr, ptr + count) starts in a live allocation the runtime made and
 * runs past its end (`what`: "destination", "source"). */
void ocr_check_range(const char *what, const void *ptr, size_t count);
/* cudaDeviceReset of device `d` released what was made on it (not leaks). */
void ocr_check_reset(int d);
/* Misuse: a host function or stream callback about to be enqueued: replaced (when the stream
 * is not capturing) by a trampoline that marks the thread while it runs, so that a runtime call
 * from inside it is named (the checks' after hook at the seam). false: left as it was (no memory
 * for the trampoline's box). */
bool ocr_check_wrap_host_fn(cudaHostFn_t *fn, void **data);
bool ocr_check_wrap_callback(cudaStreamCallback_t *fn, void **data);
/* The enqueue of a wrapped function failed: `data` (the wrapper's) is freed. */
void ocr_check_unwrap(void *data);
/* The name of the host function or callback the calling thread is running (NULL: none). */
extern __thread const char *ocr_check_in_callback;
/* The leak report (at the runtime's end, runtime/lifecycle.c, `at_exit`; or when the program asks,
 * opencudartCheckReportLeaks). */
void ocr_check_report(bool at_exit);
/* The live objects of the table, per class: how many and their bytes (opencudart.h). */
void ocr_check_counts(uint64_t count[OCR_CLASS_COUNT], uint64_t bytes[OCR_CLASS_COUNT]);

/* -- fault injection (check/fault.c) --------------------------------------------------------- */

/* Whether the call of entry point `entry` (its exported name) that is being made now is one an
 * OPENCUDART_FAULT rule injects a fault into: each call is counted (per process, across
 * threads) once per entry named by some rule; when a rule matches, *err is its error. A
 * per-thread-default-stream twin (cudaMemcpyAsync_ptsz, cudaMemcpy_ptds) is its base function:
 * a rule for cudaMemcpyAsync counts and fails the calls of both on one counter (a rule may name
 * either; it means the base). The fault rules' before hook at the seam (src/seam.h) asks this
 * for every exported call while a per-entry rule is set (OCR_CHECK_FAULT): when it injects,
 * the implementation is skipped and the seam records the error as the call's own failure. */
bool ocr_fault_before(const char *entry, cudaError_t *err);
/* The `launch` rules, for every kernel launch however it is made (runtime/launch.c announces it
 * through the launch fault hook of src/objects.h, which the fault rules register): true when
 * this launch is injected; *err is the error to return, or cudaSuccess when the fault is a
 * sticky device error that ocr_fault_launch_sticky makes happen for real on `stream`. */
bool ocr_fault_launch(cudaError_t *err, cudaError_t *sticky);
/* Launches the runtime's own faulting kernel for `sticky` (cudaErrorIllegalAddress,
 * cudaErrorLaunchFailure, ...) on `stream`, in place of the program's launch; returns what the
 * launch returns (the fault comes later, as a real one does). Needs a context (after
 * ocr_enter). */
cudaError_t ocr_fault_launch_sticky(cudaError_t sticky, cudaStream_t stream, bool ptds);
/* Set the fault rules from an OPENCUDART_FAULT / OPENCUDART_FAULT_SEED value (done when the
 * library loads; tests call it again); malformed rules are named on stderr and ignored.
 * Returns how many rules were taken. */
int ocr_fault_configure(const char *rules, const char *seed);
/* Sets the checks from an OPENCUDART_CHECK / OPENCUDART_CHECK_FILE value (done when the library
 * loads; tests call it again, which empties the table). */
void ocr_check_configure(const char *checks, const char *file);
/* Sets the exit status of a process whose checks found a problem (OPENCUDART_CHECK_EXITCODE's
 * value; done when the library loads), and ends the process with it at the runtime's end (the
 * last step of runtime/lifecycle.c's end) when they did. */
void ocr_check_configure_exitcode(const char *code);
void ocr_check_exit(void);

/* fork (the lifecycle owner's handler, runtime/lifecycle.c): the object table's lock is taken in
 * prepare and made new in the child; the fault rules' writers are held off in prepare and the
 * child makes the rules' locks new (check/fault.c says why). */
void ocr_check_fork(enum ocr_fork phase);
void ocr_fault_fork(enum ocr_fork phase);

/* The call in progress on this thread had its fault injected (an entry or a launch rule; also
 * marked in the seam's call, whose trace line says so); cleared at the call's end. */
extern __thread bool ocr_fault_injected;

#pragma GCC visibility pop

#endif /* OCR_CHECKS_H */
