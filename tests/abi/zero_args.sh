#!/usr/bin/env bash
# The functions of export_names.sh called under NVIDIA's library and ours with no usable driver,
# with all-zero arguments (or typed ones, with --typed): the answers must be equal
# (tests/abi/zero_args.c). Where a driver is installed the calls would reach it, so the test is
# skipped there (exit 77); the GPU pass runs the same sweeps with the driver.
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
"$(dirname "${BASH_SOURCE[0]}")/export_names.sh" "$nv" >"$work/names"
[ -s "$work/names" ] || { echo "no functions read from $nv"; exit 1; }
"$prog" "$@" "$nv" "$ours" "$work/names"
