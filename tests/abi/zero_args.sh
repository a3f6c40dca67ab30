#!/usr/bin/env bash
# Every exported cuda* function (but the two that return strings and one that takes a large
# structure by value) and the hidden ABI's functions that return a code, called with all-zero
# arguments under NVIDIA's library and ours, with no
# usable driver: the answers must be equal (tests/abi/zero_args.c). Where a driver is installed
# the calls would reach it, so the test is skipped there (exit 77).
# Usage: zero_args.sh <NVIDIA's libcudart.so.13> <our libcudart.so.13> <zero_args program>
#                     [program options, e.g. --typed]
set -u
nv=$1 ours=$2 prog=$3
shift 3
if { /sbin/ldconfig -p 2>/dev/null || ldconfig -p 2>/dev/null; } | grep -q 'libcuda\.so\.1 '; then
    echo "skipped: a driver (libcuda.so.1) is installed here; this test is for machines without one"
    exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The hidden ABI's functions that return a code are in; those that return nothing, a pointer
# or a char are not (their register holds no answer).
readelf --dyn-syms --wide "$nv" | awk '$4 == "FUNC" && $7 != "UND" {print $8}' | sed 's/@.*//' |
    grep -e '^cuda' -e '^__cudaGetKernel$' -e '^__cudaPopCallConfiguration$' \
        -e '^__cudaPushCallConfiguration$' -e '^__cudaLaunchKernel' |
    grep -v -x -e cudaGetErrorName -e cudaGetErrorString -e cudaEGLStreamProducerPresentFrame |
    sort -u >"$work/names"
[ -s "$work/names" ] || { echo "no functions read from $nv"; exit 1; }
"$prog" "$@" "$nv" "$ours" "$work/names"
