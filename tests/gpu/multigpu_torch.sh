#!/usr/bin/env bash
# PyTorch's torch.distributed with NCCL on two GPUs (tests/torch/ddp_check.py under torchrun, one
# process per GPU: an all-reduce, then a small DistributedDataParallel training loop), once as
# PyTorch ships (its own copy of NVIDIA's runtime) and once with ours forced in by LD_PRELOAD.
#
#   tests/gpu/multigpu_torch.sh <builddir> [OUTDIR]
#
# NVLink multicast stays off (NCCL_NVLS_ENABLE=0); NCCL_DEBUG=WARN. PASS when both runs exit 0,
# both transcripts (rank 0's stdout: checks, the all-reduce, each step's loss with 6 significant
# digits, the parameter sum) are identical, and in our run both ranks report our library mapped.
# Otherwise FAIL with the first differing line; exit status 1. Without PyTorch, or with fewer than
# 2 GPUs, it says SKIP and why, and exits 0. Python: $OCR_PYTHON, else python3.
set -u
[ $# -ge 1 ] || { sed -n '2,/^[^#]/p' "$0" | sed -n 's/^# \{0,1\}//p'; exit 2; }
BUILD="$(cd "$1" && pwd)" || exit 2
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
script="$here/../torch/ddp_check.py"
OUT="${2:-$BUILD/tests/gpu/multigpu_torch}"
mkdir -p "$OUT" && OUT="$(cd "$OUT" && pwd)" || exit 2
PYTHON="${OCR_PYTHON:-$(command -v python3 2>/dev/null)}"
OURS="$BUILD/lib/libcudart.so.13"
[ -e "$OURS" ] && OURS="$(readlink -f "$OURS")"

if [ -z "$PYTHON" ]; then
    echo "SKIP: no python3 (set OCR_PYTHON)"
    exit 0
fi
gpus="$(env -u LD_PRELOAD "$PYTHON" -c 'import torch; print(torch.cuda.device_count() if torch.cuda.is_available() else 0)' 2>/dev/null | tail -1)"
case "$gpus" in
    ''|*[!0-9]*) echo "SKIP: $PYTHON has no PyTorch"; exit 0 ;;
esac
if [ "$gpus" -lt 2 ]; then
    echo "SKIP: fewer than 2 GPUs ($PYTHON sees $gpus)"
    exit 0
fi
if [ ! -f "$OURS" ]; then
    echo "FAIL: our library $BUILD/lib/libcudart.so.13 does not exist: build it first"
    exit 1
fi

# run <side>: torchrun of the script; stdout, stderr and rc under $OUT/<side>.*
run() {
    local side="$1" port="$2"
    (
        unset LD_PRELOAD LD_LIBRARY_PATH
        export NCCL_NVLS_ENABLE=0 NCCL_DEBUG=WARN CUBLAS_WORKSPACE_CONFIG=:4096:8 OMP_NUM_THREADS=1
        [ "$side" = ours ] && export LD_PRELOAD="$OURS"
        exec timeout -k 10 "${OCR_TORCH_TIMEOUT:-300}" "$PYTHON" -m torch.distributed.run \
            --standalone --nproc_per_node=2 --master_port="$port" "$script"
    ) >"$OUT/$side.stdout" 2>"$OUT/$side.stderr" </dev/null
    echo $? >"$OUT/$side.rc"
    grep -E '^(world size|check |all_reduce|step |parameter sum|checks failed)' \
        "$OUT/$side.stdout" >"$OUT/$side.transcript"
}

echo "== multigpu_torch: $PYTHON, $gpus GPUs, ours: $OURS, out: $OUT"
run nvidia 29531
run ours 29532
nv_rc="$(cat "$OUT/nvidia.rc")"
ours_rc="$(cat "$OUT/ours.rc")"
result=PASS
note=""
if [ "$nv_rc" != 0 ] || [ "$ours_rc" != 0 ]; then
    result=FAIL
    note="exit status nvidia $nv_rc, ours $ours_rc (want 0 and 0)"
elif [ "$(grep -c '^step ' "$OUT/nvidia.transcript")" -eq 0 ]; then
    result=FAIL
    note="no loss lines under NVIDIA's library"
elif ! diff -u --label nvidia --label ours "$OUT/nvidia.transcript" "$OUT/ours.transcript" \
        >"$OUT/diff"; then
    result=FAIL
    note="transcripts differ"
else
    rm -f "$OUT/diff"
fi
# Which library each run mapped (each rank reports on stderr).
ranks_ours="$(grep -c "^rank [01] loaded: $OURS\$" "$OUT/ours.stderr")"
if [ "$result" = PASS ] && [ "$ranks_ours" != 2 ]; then
    result=FAIL
    note="our library is mapped in $ranks_ours of the 2 ranks of our run"
fi
if [ "$result" = PASS ] && grep -q "^rank [01] loaded: $OURS\$" "$OUT/nvidia.stderr"; then
    result=FAIL
    note="NVIDIA's run mapped our library"
fi

echo "nvidia: rc=$nv_rc, $(grep -c '^step ' "$OUT/nvidia.transcript") loss lines"
echo "ours:   rc=$ours_rc, $(grep -c '^step ' "$OUT/ours.transcript") loss lines"
if [ "$result" = PASS ]; then
    echo "PASS multigpu_torch: all-reduce and $(grep -c '^step ' "$OUT/ours.transcript") DDP losses identical under both libraries"
    exit 0
fi
echo "FAIL multigpu_torch: $note"
if [ -f "$OUT/diff" ]; then
    line="$(awk 'NR == FNR { a[FNR] = $0; n = FNR; next }
                 a[FNR] != $0 { print FNR; found = 1; exit }
                 END { if (!found) print (FNR < n ? FNR + 1 : n + 1) }' \
            "$OUT/nvidia.transcript" "$OUT/ours.transcript")"
    echo "first differing line ($line):"
    echo "  nvidia: $(sed -n "${line}p" "$OUT/nvidia.transcript")"
    echo "  ours:   $(sed -n "${line}p" "$OUT/ours.transcript")"
    sed -n '3,23p' "$OUT/diff" | sed 's/^/    | /'
fi
for side in nvidia ours; do
    rc="$(cat "$OUT/$side.rc")"
    if [ "$rc" != 0 ]; then
        echo "$side stderr tail ($OUT/$side.stderr):"
        tail -15 "$OUT/$side.stderr" | sed 's/^/    ! /'
    fi
done
exit 1
