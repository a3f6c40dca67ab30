#!/usr/bin/env bash
# OPENCUDART_FAULT and OPENCUDART_CHECK on the built library, end to end, with or without a
# driver (fault_env.c): a `launch` rule fails exactly the launch it names with its error (no
# driver needed), the others answer what they answer without the rule; a malformed rule is named
# on stderr and the program runs uninjected; OPENCUDART_CHECK=leaks reports once at exit, to
# OPENCUDART_CHECK_FILE when it is set; without the variables the library prints nothing.
# A per-entry rule (cudaMalloc:2=...) fails exactly that call with its error, output untouched,
# recorded as the last error (without a driver, cudaGetLastError reports the initialisation
# failure, as before a successful init it always does), marked as injected by the trace; the
# other calls answer what they answer without it.
# Usage: fault_env.sh <our libcudart.so.13> <fault_env program>
set -u
lib=$1 prog=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
bad() { echo "FAIL $*"; fail=1; }

"$prog" "$lib" >"$work/plain" 2>"$work/plain.err" || bad "plain run failed"
! grep -q '^opencudart: ' "$work/plain.err" || bad "prints without the variables"
plain1=$(sed -n 's/^launch 1 //p' "$work/plain")
[ -n "$plain1" ] || bad "no launch lines"

OPENCUDART_FAULT=launch:2=cudaErrorLaunchOutOfResources "$prog" "$lib" >"$work/inj" 2>"$work/inj.err" ||
    bad "injected run failed"
grep -qx 'launch 2 cudaErrorLaunchOutOfResources' "$work/inj" || bad "launch 2: $(grep '^launch 2' "$work/inj")"
grep -qx "launch 1 $plain1" "$work/inj" || bad "launch 1 changed: $(grep '^launch 1' "$work/inj")"
grep -qx "launch 3 $plain1" "$work/inj" || bad "launch 3: $(grep '^launch 3' "$work/inj")"
diff <(grep '^cudaMalloc' "$work/plain") <(grep '^cudaMalloc' "$work/inj") >/dev/null ||
    bad "a launch rule changed cudaMalloc"

OPENCUDART_FAULT=cudaMalloc:2=cudaErrorMemoryAllocation OPENCUDART_TRACE=calls "$prog" "$lib" \
    >"$work/entry" 2>"$work/entry.err" || bad "per-entry run failed"
plain_m1=$(sed -n 's/^cudaMalloc 1 //p' "$work/plain")
case $plain_m1 in
cudaSuccess*) want_last=cudaErrorMemoryAllocation ;; # a driver: the injected error is the last
*) want_last=${plain_m1#* last } ;;                  # none: the initialisation failure
esac
grep -qx "cudaMalloc 2 cudaErrorMemoryAllocation last $want_last" "$work/entry" ||
    bad "cudaMalloc 2 (want last $want_last): $(grep '^cudaMalloc 2' "$work/entry")"
grep -qx "cudaMalloc 1 $plain_m1" "$work/entry" || bad "cudaMalloc 1 changed: $(grep '^cudaMalloc 1' "$work/entry")"
grep -qx "cudaMalloc 3 $plain_m1" "$work/entry" || bad "cudaMalloc 3: $(grep '^cudaMalloc 3' "$work/entry")"
diff <(grep '^launch' "$work/plain") <(grep '^launch' "$work/entry") >/dev/null ||
    bad "a cudaMalloc rule changed the launches"
n=$(grep -c '^opencudart: \[tid [0-9]*\] cudaMalloc -> cudaErrorMemoryAllocation (injected)$' "$work/entry.err")
[ "$n" = 1 ] || bad "trace marks $n injected calls: $(grep cudaMalloc "$work/entry.err")"
n=$(grep -c '(injected)' "$work/entry.err")
[ "$n" = 1 ] || bad "$n lines marked injected"

OPENCUDART_FAULT='launch:0=cudaErrorLaunchOutOfResources,launch:2=cudaErrorNoSuchError' \
    "$prog" "$lib" >"$work/bad" 2>"$work/bad.err" || bad "malformed run failed"
n=$(grep -c "^opencudart: OPENCUDART_FAULT: rule '.*' ignored: " "$work/bad.err")
[ "$n" = 2 ] || bad "malformed rules named $n times: $(cat "$work/bad.err")"
diff "$work/plain" "$work/bad" >/dev/null || bad "malformed rules changed the run"

OPENCUDART_CHECK=leaks,misuse "$prog" "$lib" >/dev/null 2>"$work/leaks.err" || bad "leaks run failed"
n=$(grep -c '^opencudart: leaks: none ([0-9]* objects\? made through the runtime, all released)$' \
    "$work/leaks.err")
[ "$n" = 1 ] || bad "leak summary: $(cat "$work/leaks.err")"

OPENCUDART_CHECK=leaks OPENCUDART_CHECK_FILE="$work/report" "$prog" "$lib" >/dev/null \
    2>"$work/file.err" || bad "file run failed"
! grep -q '^opencudart: leaks' "$work/file.err" || bad "report on stderr with a file"
grep -q '^opencudart: leaks: none' "$work/report" 2>/dev/null || bad "no report in the file"

[ $fail = 0 ] && echo "fault_env: all checks passed"
exit $fail
