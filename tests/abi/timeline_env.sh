#!/usr/bin/env bash
# OPENCUDART_TRACE=timeline end to end without a GPU: timeline_calls (arguments of every kind,
# two threads) under our library without a driver writes a trace that tests/gpu/timeline_check.py
# validates: JSON, the Chrome Trace Event Format's fields, every call with the header's
# parameter names (and its result), the stable ids, the escaped string. Also: the default file
# name (opencudart-<pid>.json in the working directory), a .gz name (gzip), the cap
# (OPENCUDART_TRACE_MAX: the dropped calls counted in the file), and no file without the word;
# no file from a process that made no runtime call (nor does it replace an existing one); %p in
# the name; a forked child's own trace (its calls only).
# Usage: timeline_env.sh <our lib dir> <timeline_calls> <checker> <toolkit include dir>
set -u
lib=$1 prog=$2 check=$3 inc=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
bad() { echo "FAIL $*"; fail=1; }

OPENCUDART_TRACE=timeline OPENCUDART_TRACE_FILE="$work/t.json" LD_LIBRARY_PATH="$lib" "$prog" \
    >/dev/null 2>"$work/err" || bad "program failed: $(cat "$work/err")"
python3 "$check" "$work/t.json" --header "$inc/cuda_runtime_api.h" --min-calls 16 --threads 2 \
    --expect 'cudaMemcpy:kind=cudaMemcpyHostToDevice' --expect 'cudaMemcpy:count=64' \
    --expect 'cudaLaunchKernel:gridDim=[4, 2, 1]' --expect 'cudaLaunchKernel:blockDim=[256, 1, 1]' \
    --expect 'cudaLaunchKernel:sharedMem=128' --expect 'cudaEventRecord:event=event#1' \
    --expect 'cudaMemsetAsync:stream=stream#1' --expect 'cudaMemsetAsync:value=7' \
    --expect 'cudaStreamCreateWithFlags:flags=1' \
    --expect 'cudaLaunchKernelExC:config={"gridDim": [8, 1, 1], "blockDim": [32, 4, 1], "dynamicSmemBytes": 64, "stream": "stream#1"}' \
    --expect 'cudaMalloc3D:extent={"width": 64, "height": 8, "depth": 2}' \
    --expect 'cudaGetDriverEntryPoint:symbol="cuMemAlloc \"quoted\"\n\ttab\\"' \
    --expect 'cudaGetDriverEntryPoint:flags=0' \
    --expect 'cudaMalloc:result=cudaErrorInsufficientDriver' || bad "checker"
[ ! -e "$work/t.json.tmp."* ] 2>/dev/null || bad "temporary file left behind"

# default name, in the working directory
(cd "$work" && OPENCUDART_TRACE=timeline LD_LIBRARY_PATH="$lib" "$prog" >/dev/null 2>&1)
n=$(ls "$work"/opencudart-*.json 2>/dev/null | wc -l)
[ "$n" = 1 ] || bad "default name: $n files opencudart-<pid>.json"
# gzip
OPENCUDART_TRACE=timeline OPENCUDART_TRACE_FILE="$work/t.json.gz" LD_LIBRARY_PATH="$lib" "$prog" \
    >/dev/null 2>&1
python3 "$check" "$work/t.json.gz" --header "$inc/cuda_runtime_api.h" --min-calls 16 ||
    bad "gzip trace"
# the cap
OPENCUDART_TRACE=timeline,calls OPENCUDART_TRACE_MAX=5 OPENCUDART_TRACE_FILE="$work/c.json" \
    LD_LIBRARY_PATH="$lib" "$prog" >/dev/null 2>&1
python3 "$check" "$work/c.json" --max-calls 5 --dropped-at-least 11 || bad "cap"
# off
(cd "$work" && rm -f opencudart-*.json && OPENCUDART_TRACE=calls LD_LIBRARY_PATH="$lib" "$prog" \
    >/dev/null 2>&1)
[ -z "$(ls "$work"/opencudart-*.json 2>/dev/null)" ] || bad "a file without the word timeline"
# a process without runtime calls writes nothing, and leaves another process's file as it is
OPENCUDART_TRACE=timeline OPENCUDART_TRACE_FILE="$work/t.json" LD_LIBRARY_PATH="$lib" "$prog" none \
    >/dev/null 2>"$work/err"
python3 "$check" "$work/t.json" --min-calls 16 >/dev/null || bad "a process without calls replaced the trace"
OPENCUDART_TRACE=timeline OPENCUDART_TRACE_FILE="$work/none.json" LD_LIBRARY_PATH="$lib" \
    "$prog" none >/dev/null 2>"$work/err"
[ ! -e "$work/none.json" ] || bad "a file from a process without calls"
grep -q "timeline: process [0-9]* recorded no runtime call: $work/none.json not written" "$work/err" ||
    bad "no calls, verbose: $(cat "$work/err")"
# %p, and a forked child's trace of its own
OPENCUDART_TRACE=timeline OPENCUDART_TRACE_FILE="$work/p-%p.json" LD_LIBRARY_PATH="$lib" "$prog" \
    fork >"$work/ids" 2>"$work/err" || bad "fork program: $(cat "$work/err")"
parent=$(sed -n 's/^parent //p' "$work/ids") child=$(sed -n 's/^child //p' "$work/ids")
[ -n "$parent" ] && [ -n "$child" ] || bad "fork program ids: $(cat "$work/ids")"
python3 "$check" "$work/p-$parent.json" --min-calls 4 --max-calls 4 \
    --expect 'cudaGetDeviceCount:result=cudaErrorInsufficientDriver' || bad "%p: the parent's trace"
python3 "$check" "$work/p-$child.json" --min-calls 3 --max-calls 3 \
    --expect 'cudaMalloc:size=512' || bad "%p: the child's trace"
[ "$(ls "$work"/p-*.json | wc -l)" = 2 ] || bad "%p: $(ls "$work")"
[ $fail = 0 ] && echo "ok: timeline traces written and valid"
exit $fail
