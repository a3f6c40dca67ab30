#!/usr/bin/env bash
# OPENCUDART_FAULT and OPENCUDART_CHECK on the built library, end to end, with or without a
# driver (fault_env.c): a `launch` rule fails exactly the launch it names with its error (no
# driver needed), the others answer what they answer without the rule; a malformed rule is named
# on stderr and the program runs uninjected; OPENCUDART_CHECK=leaks reports once at exit, to
# OPENCUDART_CHECK_FILE when it is set; without the variables the library prints nothing.
# Per-entry rules (cudaMalloc:2=...) fire once the per-entry layer calls ocr_fault_before: until
# then the cudaMalloc lines only show that a launch rule leaves other calls alone.
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
