#!/bin/bash
# The CUDA 13.1-13.4 differential (include/cuda13x.h): probe.py (the added functions and values)
# and exec_ctx_probe.py (execution contexts) through NVIDIA's 13.3 runtime (cuda-bindings,
# statically linked) and through our libcudart.so.13, each in its own process, on the same device
# and driver; then the two transcripts of each script are compared line by line.
#
#   tests/gpu/cuda13x/run.sh build/lib/libcudart.so.13 [OUTDIR]
#
# Needs python3 and cuda-bindings (no network, nothing installed). Exit status 0 when the
# transcripts are equal but for the lines listed in expected.txt (the documented differences:
# docs/BEHAVIOUR.md "CUDA 13.1-13.4 additions"), 1 otherwise; the `ours-only` lines (NULL
# outputs, which cuda-bindings cannot pass, and handles NVIDIA's runtime ends the process on)
# are printed apart.
set -u
here=$(cd "$(dirname "$0")" && pwd)
lib=${1:?usage: run.sh LIBCUDART [OUTDIR]}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
lib=$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")

unexpected=0
for script in probe exec_ctx_probe; do
    p=$out/$script
    echo "=== $script.py"
    python3 "$here/$script.py" nvidia > "$p.nvidia.txt" 2> "$p.nvidia.err"
    echo "nvidia: exit $? ($(wc -l < "$p.nvidia.txt") lines)"
    python3 "$here/$script.py" ours "$lib" > "$p.ours.txt" 2> "$p.ours.err"
    rc=$?
    echo "ours:   exit $rc ($(wc -l < "$p.ours.txt") lines)"
    [ $rc -eq 0 ] || unexpected=1

    grep -v '^ours-only \|^backend: ' "$p.nvidia.txt" > "$p.nvidia.cmp"
    grep -v '^ours-only \|^backend: ' "$p.ours.txt" > "$p.ours.cmp"
    diff "$p.nvidia.cmp" "$p.ours.cmp" > "$p.diff.txt"
    echo "--- ours-only probes:"
    grep '^ours-only ' "$p.ours.txt"
    echo "--- differences (< NVIDIA 13.3, > ours):"
    cat "$p.diff.txt"

    # Every differing probe must be a documented difference.
    while IFS= read -r l; do
        case "$l" in
        '<'* | '>'*)
            probe=${l:2}
            probe=${probe%%:*}
            if ! grep -qxF "$probe" "$here/expected.txt"; then
                echo "UNEXPECTED: $l"
                unexpected=1
            fi
            ;;
        esac
    done < "$p.diff.txt"
done
echo "transcripts in $out"
exit $unexpected
