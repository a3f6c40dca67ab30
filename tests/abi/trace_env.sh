#!/usr/bin/env bash
# OPENCUDART_TRACE on the built library, end to end: a program run on our library with
# OPENCUDART_TRACE=calls,stats reports init (or why it failed), one line per runtime call and,
# at exit, a table whose total equals the number of call lines; without the variable the library
# prints nothing of its own. Runs with or without a GPU.
# Usage: trace_env.sh <our lib dir> <program>
set -u
lib=$1 prog=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
bad() { echo "FAIL $*"; fail=1; }

OPENCUDART_TRACE=calls,stats LD_LIBRARY_PATH="$lib" "$prog" >/dev/null 2>"$work/err"
grep '^opencudart: ' "$work/err" >"$work/trace"
head -1 "$work/trace" | grep -qx 'opencudart: CUDA runtime 13\.0, tracing every call, with a table at exit' ||
    bad "first line: $(head -1 "$work/trace")"
grep -Eq '^opencudart: (initialisation failed: cuda[A-Za-z]+|driver [0-9]+\.[0-9]+, [0-9]+ device\(s\))$' \
    "$work/trace" || bad "no init line"
calls=$(grep -Ec '^opencudart: \[tid [0-9]+\] _{0,2}cuda[A-Za-z0-9_]+ -> cuda[A-Za-z]+$' "$work/trace")
[ "$calls" -gt 0 ] || bad "no call lines"
total=$(sed -n 's/^opencudart: \([0-9]*\) runtime calls (\([0-9]*\) failed) to [0-9]* entry points$/\1/p' "$work/trace")
[ "$total" = "$calls" ] || bad "table total '$total', call lines $calls"
rows=$(grep -Ec '^opencudart: +[0-9]+ +[0-9]+  _{0,2}cuda[A-Za-z0-9_]+$' "$work/trace")
[ "$rows" -gt 0 ] || bad "no table rows"

LD_LIBRARY_PATH="$lib" "$prog" >/dev/null 2>"$work/quiet"
! grep -q '^opencudart: ' "$work/quiet" || bad "prints without OPENCUDART_TRACE"

[ $fail = 0 ] && echo "ok   $calls calls traced and counted; silent without the variable"
[ $fail = 0 ] || sed 's/^/    | /' "$work/trace" | head -20
exit $fail
