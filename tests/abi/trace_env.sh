#!/usr/bin/env bash
# OPENCUDART_TRACE on the built library, end to end: a program run on our library with
# OPENCUDART_TRACE=calls,stats reports init (or why it failed), one line per runtime call and,
# at exit, a table whose total equals the number of call lines; without the variable the library
# prints nothing of its own. With a stand-in driver that sees no device (trace_driver.c) and
# OPENCUDART_TRACE=1, the first failing call names the driver call that failed, by its symbol
# (cudaGetDeviceCount -> cuInit -> cudaErrorNoDevice (...)), and only that call does. Runs with
# or without a GPU.
# Usage: trace_env.sh <our lib dir> <program> [<stand-in driver dir>]
set -u
lib=$1 prog=$2 standin=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
bad() { echo "FAIL $*"; fail=1; }

OPENCUDART_TRACE=calls,stats LD_LIBRARY_PATH="$lib" "$prog" >/dev/null 2>"$work/err"
grep '^opencudart: ' "$work/err" >"$work/trace"
head -1 "$work/trace" | grep -qx 'opencudart: CUDA runtime 13\.3, tracing every call, with a table at exit' ||
    bad "first line: $(head -1 "$work/trace")"
grep -Eq '^opencudart: (initialisation failed: cuda[A-Za-z]+|driver [0-9]+\.[0-9]+, [0-9]+ device\(s\))$' \
    "$work/trace" || bad "no init line"
calls=$(grep -Ec '^opencudart: \[tid [0-9]+\] _{0,2}cuda[A-Za-z0-9_]+ (-> cu[A-Za-z0-9_]+ )?-> cuda[A-Za-z]+$' \
    "$work/trace")
[ "$calls" -gt 0 ] || bad "no call lines"
total=$(sed -n 's/^opencudart: \([0-9]*\) runtime calls (\([0-9]*\) failed) to [0-9]* entry points$/\1/p' "$work/trace")
[ "$total" = "$calls" ] || bad "table total '$total', call lines $calls"
rows=$(grep -Ec '^opencudart: +[0-9]+ +[0-9]+  _{0,2}cuda[A-Za-z0-9_]+$' "$work/trace")
[ "$rows" -gt 0 ] || bad "no table rows"

LD_LIBRARY_PATH="$lib" "$prog" >/dev/null 2>"$work/quiet"
! grep -q '^opencudart: ' "$work/quiet" || bad "prints without OPENCUDART_TRACE"

named=
if [ -n "$standin" ]; then
    OPENCUDART_TRACE=1 LD_LIBRARY_PATH="$standin:$lib" "$prog" >/dev/null 2>"$work/err1"
    grep '^opencudart: ' "$work/err1" >"$work/trace1"
    grep -qx 'opencudart: initialisation failed: cudaErrorNoDevice' "$work/trace1" ||
        bad "stand-in driver: no init failure line"
    n=$(grep -Ec '^opencudart: _{0,2}cuda[A-Za-z0-9_]+ -> cuInit -> cudaErrorNoDevice \(.+\)$' \
        "$work/trace1")
    [ "$n" = 1 ] || bad "stand-in driver: $n lines name cuInit, expected 1"
    ! grep -E -- '-> cu[A-Za-z0-9_]+ ->' "$work/trace1" | grep -qv -- '-> cuInit ->' ||
        bad "stand-in driver: a line names another driver call"
    named="; the failing driver call named"
    [ $fail = 0 ] || sed 's/^/    | /' "$work/trace1" | head -20
fi

[ $fail = 0 ] && echo "ok   $calls calls traced and counted; silent without the variable$named"
[ $fail = 0 ] || sed 's/^/    | /' "$work/trace" | head -20
exit $fail
