#!/usr/bin/env bash
# PyTorch's tensor.cuda() and tensor.cpu() of a non-pinned 256 MiB tensor
# (tests/torch/pageable_copy.py) under NVIDIA's library and ours (LD_PRELOAD) in interleaved
# triples (NVIDIA, ours, NVIDIA) for ROUNDS rounds; prints the raw metric lines per run and a
# table of medians with ours/NVIDIA and the A/A ratio (NVIDIA again / NVIDIA).
#   tests/bench/torch_copy.sh <builddir> [ROUNDS]
set -u
lib=$(cd "$1/lib" && pwd)/libcudart.so.13
rounds=${2:-3}
here=$(cd "$(dirname "$0")" && pwd)
py=$here/../torch/pageable_copy.py
tmp=$(mktemp -d)
for r in $(seq 1 "$rounds"); do
    python3 "$py" >"$tmp/a.$r" 2>&1 || { cat "$tmp/a.$r"; exit $?; }
    LD_PRELOAD=$lib python3 "$py" >"$tmp/o.$r" 2>&1 || { cat "$tmp/o.$r"; exit 1; }
    python3 "$py" >"$tmp/b.$r" 2>&1 || { cat "$tmp/b.$r"; exit 1; }
done
python3 - "$tmp" "$rounds" <<'PY'
import statistics, sys, os
d, rounds = sys.argv[1], int(sys.argv[2])
def read(side):
    m = {}
    for r in range(1, rounds + 1):
        for l in open(os.path.join(d, "%s.%d" % (side, r))):
            p = l.split()
            if len(p) == 3 and p[0] == "metric":
                m.setdefault(p[1], []).append(float(p[2]))
    return m
a, o, b = read("a"), read("o"), read("b")
print("| metric | NVIDIA GB/s | ours GB/s | ours/NVIDIA | A/A |")
print("|---|---|---|---|---|")
for k in a:
    na, no, nb = (statistics.median(x[k]) for x in (a, o, b))
    print("| %s | %.2f | %.2f | %.2f | %.2f |" % (k, na, no, no / na, nb / na))
PY
rm -rf "$tmp"
