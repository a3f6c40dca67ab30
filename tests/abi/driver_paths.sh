#!/usr/bin/env bash
# The runtime's answers when the driver is unusable, compared with NVIDIA's library on the same
# machine: no libcuda.so.1 at all, the toolkit's stub libcuda, and a driver older than 13.0.
# Usage: driver_paths.sh <our lib dir> <NVIDIA's lib dir> <stub libcuda.so> <old libcuda.so.1> <program>
set -u
ours=$1 nvidia=$2 stub=$3 old=$4 prog=$5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/none" "$work/stub" "$work/old"
ln -s "$stub" "$work/stub/libcuda.so.1"
ln -s "$old" "$work/old/libcuda.so.1"

fail=0
check() { # scenario expected-error
    local dir=$work/$1 want=$2
    LD_LIBRARY_PATH="$nvidia:$dir" "$prog" >"$work/n.out" 2>/dev/null; local rn=$?
    LD_LIBRARY_PATH="$ours:$dir" "$prog" >"$work/o.out" 2>/dev/null; local ro=$?
    LD_DEBUG=libs LD_LIBRARY_PATH="$ours:$dir" "$prog" 2>&1 >/dev/null |
        grep -q "calling init: $ours/libcudart.so.13" || { echo "FAIL $1: ours not loaded"; fail=1; }
    if ! cmp -s "$work/n.out" "$work/o.out" || [ "$rn" != "$ro" ]; then
        echo "FAIL $1: transcripts differ (NVIDIA rc=$rn, ours rc=$ro)"
        diff "$work/n.out" "$work/o.out" | head -20
        fail=1
    elif ! grep -q "$want" "$work/o.out"; then
        echo "FAIL $1: expected $want"; head -5 "$work/o.out"; fail=1
    else
        echo "ok   $1: both report $want (rc=$ro)"
    fi
}
# Without a GPU machine's driver these are the real paths; on a GPU machine only the
# stand-ins are meaningful, so "none" is checked only where no libcuda.so.1 is installed.
if ! ldconfig -p 2>/dev/null | grep -q 'libcuda.so.1 '; then
    check none cudaErrorInsufficientDriver
fi
check stub cudaErrorStubLibrary
check old cudaErrorInsufficientDriver
exit $fail
