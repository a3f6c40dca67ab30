#!/usr/bin/env bash
# The opencudart command on a GPU machine: `info` must list the devices (the H200: compute
# capability 9.0), `inspect` must give each device a verdict for programs built for it (sm_90
# cubin) and for one built for another architecture only (sm_80: no image, exit 1; sm_80 with
# PTX: the PTX). Prints PASS/FAIL lines and a count; exits 1 on any FAIL.
#   tests/tool/tool_check.sh BUILD_DIR
set -u
build=$(realpath "${1:-build}")
tool=$build/bin/opencudart
dir=$build/tests/tool
fails=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT
check() { # check NAME STATUS WANT PATTERN...
    local name=$1 st=$2 want=$3 ok=1
    shift 3
    [ "$st" = "$want" ] || { echo "FAIL $name: exit $st, expected $want"; ok=0; }
    for p in "$@"; do grep -qE -- "$p" "$out" || { echo "FAIL $name: no line matching: $p"; ok=0; }; done
    if [ $ok = 1 ]; then echo "PASS $name"; else fails=$((fails + 1)); sed 's/^/    | /' "$out"; fi
}
"$tool" info >"$out" 2>&1
check "info lists the H200" $? 0 '^driver: 1[3-9]\.[0-9]+' \
    '^device 0: NVIDIA H200.*compute capability 9\.0 \(sm_90\), [0-9]+ MiB, PCI [0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\.0'
cat "$out"
"$tool" inspect "$dir/va_multi" >"$out" 2>&1
check "inspect va_multi (sm_80, sm_90, compute_90)" $? 0 'device 0 \(NVIDIA H200.*\): runs the sm_90 cubin'
"$tool" inspect "$dir/libkern.so" >"$out" 2>&1
check "inspect libkern.so (sm_90a)" $? 0 'device 0 \(NVIDIA H200.*\): runs the sm_90a cubin'
"$tool" inspect "$build/samples/vector_add" >"$out" 2>&1
check "inspect samples/vector_add (sm_90 + PTX)" $? 0 'runs the sm_90 cubin'
# Built here for sm_80 only: no image for the H200, and with PTX the PTX.
if command -v nvcc >/dev/null; then
    tmp=$(mktemp -d)
    src=$(dirname "$0")/../../samples/vector_add.cu
    nvcc -cudart shared -gencode arch=compute_80,code=sm_80 -o "$tmp/sm80" "$src" &&
        nvcc -cudart shared -gencode arch=compute_80,code=sm_80 -gencode arch=compute_80,code=compute_80 \
            -o "$tmp/sm80ptx" "$src"
    "$tool" inspect "$tmp/sm80" >"$out" 2>&1
    check "inspect an sm_80-only program" $? 1 'device 0 \(NVIDIA H200.*\): no image it can run'
    # The runtime agrees: the launch fails with no kernel image.
    LD_LIBRARY_PATH=$build/lib "$tmp/sm80" >"$out" 2>&1
    check "ours runs the sm_80-only program: no kernel image" "$?" 2 'cudaErrorNoKernelImageForDevice|no kernel image'
    "$tool" inspect "$tmp/sm80ptx" >"$out" 2>&1
    check "inspect sm_80 + compute_80 PTX" $? 0 'device 0 \(NVIDIA H200.*\): compiles the compute_80 PTX'
    rm -rf "$tmp"
else
    echo "(nvcc not on PATH: the sm_80 checks are not made)"
fi
"$tool" run --trace=1 -- "$build/samples/vector_add" >"$out" 2>&1
check "run vector_add on opencudart" $? 0 'opencudart: driver 1[3-9]\.[0-9]+, [0-9]+ device'
echo "tool_check: $fails failure(s)"
[ $fails = 0 ]
