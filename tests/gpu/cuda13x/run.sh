#!/bin/bash
# The CUDA 13.1-13.4 differential (include/cuda13x.h): probe.py through NVIDIA's 13.3 runtime
# (cuda-bindings, statically linked) and through our libcudart.so.13, each in its own process, on
# the same device and driver; then the two transcripts are compared line by line.
#
#   tests/gpu/cuda13x/run.sh build/lib/libcudart.so.13 [OUTDIR]
#
# Needs python3 and cuda-bindings (no network, nothing installed). Exit status 0 when the
# transcripts are equal but for the lines listed in expected.txt (the documented differences:
# docs/BEHAVIOUR.md "CUDA 13.1-13.4 additions"), 1 otherwise; the `ours-only` lines (NULL
# outputs, which cuda-bindings cannot pass) are printed apart.
set -u
here=$(cd "$(dirname "$0")" && pwd)
lib=${1:?usage: run.sh LIBCUDART [OUTDIR]}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
lib=$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")

python3 "$here/probe.py" nvidia > "$out/nvidia.txt" 2> "$out/nvidia.err"
echo "nvidia: exit $? ($(wc -l < "$out/nvidia.txt") lines)"
python3 "$here/probe.py" ours "$lib" > "$out/ours.txt" 2> "$out/ours.err"
echo "ours:   exit $? ($(wc -l < "$out/ours.txt") lines)"

grep -v '^ours-only \|^backend: ' "$out/nvidia.txt" > "$out/nvidia.cmp"
grep -v '^ours-only \|^backend: ' "$out/ours.txt" > "$out/ours.cmp"
diff "$out/nvidia.cmp" "$out/ours.cmp" > "$out/diff.txt"
echo "--- ours-only probes:"
grep '^ours-only ' "$out/ours.txt"
echo "--- differences (< NVIDIA 13.3, > ours):"
cat "$out/diff.txt"

# Every differing probe must be a documented difference.
unexpected=0
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
done < "$out/diff.txt"
echo "transcripts in $out"
exit $unexpected
