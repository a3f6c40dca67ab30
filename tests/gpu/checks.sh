#!/usr/bin/env bash
# The GPU pass of OPENCUDART_CHECK and OPENCUDART_FAULT (issue 10). Run from the repository root
# after the build: tests/gpu/checks.sh [build dir]. Prints one PASS/FAIL line per check and a
# summary; logs under $OUT (default /tmp/ocr_checks).
#   leaks      gpu_check_leaks leak: the report names exactly device memory (cudaMalloc) x2,
#              a stream and an event (4 objects, 3 call sites); clean: "leaks: none"
#   leaks-exitcode  the leaking run exits 3 under OPENCUDART_CHECK_EXITCODE=3 (its output and report
#              complete), the clean run 0
#   misuse     gpu_check_misuse: its transcript under ours with the check equals NVIDIA's, and
#              ours prints 8 misuse lines (one per numbered step of check_misuse.cu; steps 5
#              to 7, uses of destroyed objects that crash the driver, run in forked children)
#   sticky-*   gpu_check_fault: `real` under NVIDIA's library equals `inject` under ours with
#              OPENCUDART_FAULT=launch:1=<error> (cudaErrorIllegalAddress for a store to a bad
#              address, cudaErrorLaunchFailure for __trap()); also which error each of the
#              runtime's faulting kernels gives (printed, for the record)
#   torch-50   tests/torch/fault_oom.py under OPENCUDART_FAULT=cudaMalloc:50=...: PyTorch raises
#              its out-of-memory error or its allocator retries (counted), no crash, CUDA works
#   torch-50+  the same under cudaMalloc:50+=...: must end in torch.cuda.OutOfMemoryError
set -u
build=${1:-build}
lib=$(cd "$build/lib" && pwd)
bin=$build/tests/gpu
OUT=${OUT:-/tmp/ocr_checks}
mkdir -p "$OUT"
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
ko() { echo "FAIL $1: $2"; fail=$((fail + 1)); }
ours() { LD_LIBRARY_PATH="$lib" "$@"; }

ours env OPENCUDART_CHECK=leaks "$bin/gpu_check_leaks" leak >"$OUT/leak.out" 2>"$OUT/leak.err"
grep '^opencudart: leaks' "$OUT/leak.err" >"$OUT/leak.report"
if grep -q '^opencudart: leaks: 4 objects alive at exit, 2097152 bytes, from 3 call sites:$' "$OUT/leak.report" &&
    grep -q 'leaks: *2 x device memory (cudaMalloc), 2097152 bytes, at gpu_check_leaks' "$OUT/leak.report" &&
    grep -q 'leaks: *1 x stream, at gpu_check_leaks' "$OUT/leak.report" &&
    grep -q 'leaks: *1 x event, at gpu_check_leaks' "$OUT/leak.report" &&
    [ "$(wc -l <"$OUT/leak.report")" = 4 ]; then
    ok leaks
else
    ko leaks "$(cat "$OUT/leak.report")"
fi
ours env OPENCUDART_CHECK=leaks "$bin/gpu_check_leaks" clean >"$OUT/clean.out" 2>"$OUT/clean.err"
if grep -qx 'opencudart: leaks: none ([0-9]* objects made through the runtime, all released)' "$OUT/clean.err"; then
    ok leaks-clean
else
    ko leaks-clean "$(grep '^opencudart' "$OUT/clean.err")"
fi

# OPENCUDART_CHECK_EXITCODE: the leaking run exits 3 after its report, the clean one 0.
ours env OPENCUDART_CHECK=leaks OPENCUDART_CHECK_EXITCODE=3 "$bin/gpu_check_leaks" leak \
    >"$OUT/exit.out" 2>"$OUT/exit.err"
leak_rc=$?
ours env OPENCUDART_CHECK=leaks OPENCUDART_CHECK_EXITCODE=3 "$bin/gpu_check_leaks" clean \
    >/dev/null 2>&1
clean_rc=$?
if [ $leak_rc = 3 ] && [ $clean_rc = 0 ] && grep -q '^opencudart: leaks: 4 objects' "$OUT/exit.err" &&
    diff -q "$OUT/leak.out" "$OUT/exit.out" >/dev/null; then
    ok leaks-exitcode
else
    ko leaks-exitcode "leak run $leak_rc, clean run $clean_rc: $(grep '^opencudart' "$OUT/exit.err")"
fi

"$bin/gpu_check_misuse" >"$OUT/misuse.nvidia" 2>/dev/null
ours env OPENCUDART_CHECK=misuse "$bin/gpu_check_misuse" >"$OUT/misuse.ours" 2>"$OUT/misuse.err"
n=$(grep -c '^opencudart: misuse: ' "$OUT/misuse.err")
if diff -u "$OUT/misuse.nvidia" "$OUT/misuse.ours" >"$OUT/misuse.diff" && [ "$n" = 8 ]; then
    ok misuse
else
    ko misuse "$n warning lines (want 8); diff: $(head -20 "$OUT/misuse.diff")"
fi
grep '^opencudart: misuse: ' "$OUT/misuse.err"

for pair in address:cudaErrorIllegalAddress trap:cudaErrorLaunchFailure; do
    kind=${pair%%:*} err=${pair#*:}
    "$bin/gpu_check_fault" real "$kind" >"$OUT/real.$kind.nvidia" 2>/dev/null
    ours "$bin/gpu_check_fault" real "$kind" >"$OUT/real.$kind.ours" 2>/dev/null
    ours env OPENCUDART_FAULT="launch:1=$err" "$bin/gpu_check_fault" inject >"$OUT/inject.$kind.ours" 2>/dev/null
    if diff -u "$OUT/real.$kind.nvidia" "$OUT/inject.$kind.ours" >"$OUT/sticky.$kind.diff"; then
        ok "sticky-$kind"
    else
        ko "sticky-$kind" "$(head -30 "$OUT/sticky.$kind.diff")"
    fi
done
# The error each faulting kernel of the runtime gives on this GPU (the program's first launch).
for err in cudaErrorIllegalAddress cudaErrorLaunchFailure cudaErrorMisalignedAddress cudaErrorIllegalInstruction; do
    got=$(ours env OPENCUDART_FAULT="launch:1=$err" "$bin/gpu_check_fault" inject 2>/dev/null |
        sed -n 's/^cudaDeviceSynchronize() -> //p' | head -1)
    echo "faulting kernel for $err gives: $got"
done

if command -v python3 >/dev/null && python3 -c 'import torch' 2>/dev/null; then
    # Under LD_PRELOAD (PyTorch's wheels find their own runtime first otherwise); the trace's
    # line of the injected call shows that ours ran it and that the rule fired.
    for when in 50 50+; do
        if ours env LD_PRELOAD="$lib/libcudart.so.13" OPENCUDART_TRACE=1 \
            OPENCUDART_FAULT=cudaMalloc:$when=cudaErrorMemoryAllocation timeout 300 \
            python3 tests/torch/fault_oom.py >"$OUT/torch.$when.out" 2>"$OUT/torch.$when.err" &&
            grep -q '^opencudart: cudaMalloc -> cudaErrorMemoryAllocation (out of memory) (injected)$' \
                "$OUT/torch.$when.err"; then
            ok "torch-$when ($(tail -1 "$OUT/torch.$when.out"))"
        else
            ko "torch-$when" "$(tail -5 "$OUT/torch.$when.out"; grep -m3 injected "$OUT/torch.$when.err")"
        fi
    done
fi
echo "checks: $pass passed, $fail failed (logs in $OUT)"
[ "$fail" = 0 ]
