#!/usr/bin/env bash
# The timeline trace on the GPU (issue 9): every sample under opencudart with
# OPENCUDART_TRACE=timeline, each trace checked by timeline_check.py --gpu (every kernel, copy,
# memset, graph launch and host function the program's calls enqueued has its GPU event, on the
# track of its stream, kernels and copies with durations > 0, in call order per track; the
# header's parameter names), then a short PyTorch training loop under LD_PRELOAD with the same
# check, then the cost: tests/bench/bench_hot under ours without and with the trace.
#
#   tests/gpu/timeline_run.sh <builddir> <outdir>
#
# Output: <outdir>/timeline/<name>.json(.gz) and .log, a summary table on stdout. Exit status 0
# when every check passed.
set -u
build=$(cd "$1" && pwd)
out=$2/timeline
mkdir -p "$out"
here=$(cd "$(dirname "$0")" && pwd)
check=$here/timeline_check.py
inc=$(sed -n 's/^CUDA_TOOLKIT_ROOT:PATH=//p' "$build/CMakeCache.txt")/include
header=$inc/cuda_runtime_api.h
fail=0
summary=()
for prog in "$build"/samples/*; do
    [ -x "$prog" ] && [ -f "$prog" ] || continue
    name=$(basename "$prog")
    trace=$out/$name.json
    OPENCUDART_TRACE=timeline OPENCUDART_TRACE_FILE="$trace" LD_LIBRARY_PATH="$build/lib" \
        timeout 120 "$prog" >"$out/$name.out" 2>"$out/$name.err"
    rc=$?
    if grep -q '^opencudart: CUDA runtime' "$out/$name.err"; then :; else
        summary+=("FAIL $name: not run on opencudart"); fail=1; continue
    fi
    if python3 "$check" "$trace" --gpu --header "$header" --min-gpu 1 >"$out/$name.log" 2>&1 &&
        [ $rc = 0 ]; then
        summary+=("ok   $name: $(tail -1 "$out/$name.log")")
    else
        summary+=("FAIL $name (exit $rc): $(grep -m3 FAIL "$out/$name.log" | tr '\n' ' ')")
        fail=1
    fi
done
# PyTorch, with its own runtime replaced; the trace compressed
trace=$out/torch.json.gz
OPENCUDART_TRACE=timeline OPENCUDART_TRACE_FILE="$trace" \
    LD_PRELOAD="$build/lib/libcudart.so.13" timeout 300 python3 "$here/../torch/timeline_train.py" \
    >"$out/torch.out" 2>"$out/torch.err"
rc=$?
if [ $rc = 2 ]; then
    summary+=("skip torch: no PyTorch with a GPU")
elif [ $rc = 0 ] && python3 "$check" "$trace" --gpu --header "$header" --min-gpu 50 \
        >"$out/torch.log" 2>&1; then
    summary+=("ok   torch: $(tail -1 "$out/torch.log")")
else
    summary+=("FAIL torch (exit $rc): $(grep -m3 FAIL "$out/torch.log" 2>/dev/null | tr '\n' ' ')")
    # Which runtime PyTorch's process mapped, and the processes that recorded no call.
    summary+=("     $(grep -E '^timeline_train:|recorded no runtime call|timeline written' "$out/torch.err" | tr '\n' ' ')")
    fail=1
fi
# The cost: bench_hot under ours, off and on (the trace's file of the benchmark is large)
bench=$build/tests/bench/bench_hot
if [ -x "$bench" ]; then
    LD_LIBRARY_PATH="$build/lib" "$bench" >"$out/bench_off.out" 2>"$out/bench_off.err"
    OPENCUDART_TRACE=timeline OPENCUDART_TRACE_MAX=100000000 \
        OPENCUDART_TRACE_FILE="$out/bench_on.json.gz" LD_LIBRARY_PATH="$build/lib" "$bench" \
        >"$out/bench_on.out" 2>"$out/bench_on.err"
    summary+=("bench: off $out/bench_off.out, on $out/bench_on.out (per-metric ns; on - off is the cost per traced call)")
    paste "$out/bench_off.out" "$out/bench_on.out" >"$out/bench_side_by_side.txt" 2>/dev/null
fi
printf '%s\n' "${summary[@]}"
exit $fail
