#!/bin/sh
# GPU pass for `opencudart diff` (not run in CI: it needs a GPU). Runs every GPU conformance
# program (build/tests/gpu) and every sample (build/samples) under `opencudart diff` (NVIDIA's
# runtime, then ours, both recorded, compared call by call), then a PyTorch training step
# (tests/torch/timeline_train.py), and prints one line per program and a summary.
#   tests/gpu/diff_all.sh [BUILD] [OUTDIR]
# BUILD defaults to ./build, OUTDIR (each program's full report, OUTDIR/<name>.txt, and its two
# records, OUTDIR/<name>.rec/nvidia.jsonl and ours.jsonl) to $OUT or /tmp/diff_all.
# Pass: every line says EQUAL. A DIFFERENT line names the first differing call in its report
# (OUTDIR/<name>.txt): a finding to be explained (nondeterminism of the program, or a behaviour
# of ours that differs) and logged in a tests/gpu/runs/ file. A program that needs arguments or forks
# processes that race is the user's to pin down (see `opencudart diff --help`).
set -u
B=${1:-build}
O=${2:-${OUT:-/tmp/diff_all}}
mkdir -p "$O"
tool="$B/bin/opencudart"
eq=0 ne=0 bad=0
one() {
    name=$1; shift
    "$tool" diff --context 5 --keep "$O/$name.rec" "$@" >"$O/$name.txt" 2>"$O/$name.err"
    rc=$?
    case $rc in
    0) eq=$((eq + 1)); r=EQUAL ;;
    1) ne=$((ne + 1)); r="DIFFERENT: $(grep -m1 '^first divergence\|ended differently' "$O/$name.txt")" ;;
    *) bad=$((bad + 1)); r="NO RUN (exit $rc): $(tail -1 "$O/$name.err")" ;;
    esac
    printf '%-28s %s\n' "$name" "$r"
}
for p in "$B"/tests/gpu/* "$B"/samples/*; do
    [ -f "$p" ] && [ -x "$p" ] || continue
    case $p in *.sh | *.py | *.txt | *.json* | *.so | *.so.*) continue ;; esac
    one "$(basename "$p")" -- "$p"
done
# PyTorch: its bundled NVIDIA runtime against ours (both preloaded behind the recorder).
TORCH_CUDART=$(python3 -c 'import os, nvidia; print(os.path.join(list(nvidia.__path__)[0], "cu13", "lib", "libcudart.so.13"))' 2>/dev/null)
if [ -n "$TORCH_CUDART" ] && [ -e "$TORCH_CUDART" ]; then
    one torch_train_step --nvidia "$TORCH_CUDART" -- python3 tests/torch/timeline_train.py
else
    one torch_train_step -- python3 tests/torch/timeline_train.py
fi
echo "diff_all: $eq equal, $ne different, $bad could not run (reports in $O)"
[ $ne -eq 0 ] && [ $bad -eq 0 ]
