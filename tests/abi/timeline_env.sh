#!/usr/bin/env bash
# OPENCUDART_TRACE=timeline end to end without a GPU: timeline_calls (arguments of every kind,
# two threads) under our library without a driver writes a trace that tests/gpu/timeline_check.py
# validates: JSON, the Chrome Trace Event Format's fields, every call with the header's
# parameter names (and its result), the stable ids, the escaped string. Also: the default file
# name (opencudart-<pid>.json in the working directory), a .gz name (gzip), the cap
# (OPENCUDART_TRACE_MAX: the dropped calls counted in the file), and no file without the word.
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
[ $fail = 0 ] && echo "ok: timeline traces written and valid"
exit $fail
