#!/bin/sh
# The recorder's cost per call, on the GPU (not run in CI). bench_hot (launch, async copies,
# events, ...) on opencudart, interleaved for ROUNDS rounds as triples:
#   plain      ours alone
#   forward    the recorder in front (libopencudart-record.so in LD_PRELOAD, no
#              OPENCUDART_RECORD_FILE: every call forwarded through dlsym(RTLD_NEXT)'s pointer)
#   record     the recorder recording to a file in $TMPDIR
# and prints, per metric, the median ns per call of each and forward-plain, record-plain.
#   tests/bench/record_cost.sh [BUILD] [ROUNDS]
# Expected: forward-plain well under 1000 ns (a few ns: one indirect call and a branch) for
# launch_* and memcpy_* metrics; record-plain is the JSON formatting and the lock (about 1-3 us).
set -u
B=${1:-build}
R=${2:-10}
bench="$B/tests/bench/bench_hot"
[ -x "$bench" ] || bench=$(find "$B" -name bench_hot -type f -perm -u+x | head -1)
rec="$B/lib/libopencudart-record.so"
lib="$B/lib/libcudart.so.13"
tmp=$(mktemp -d)
for i in $(seq "$R"); do
    LD_LIBRARY_PATH="$B/lib" "$bench" 2>/dev/null | sed 's/^/plain /' >>"$tmp/all"
    LD_PRELOAD="$rec:$lib" LD_LIBRARY_PATH="$B/lib" "$bench" 2>/dev/null | sed 's/^/forward /' >>"$tmp/all"
    OPENCUDART_RECORD_FILE="$tmp/rec.jsonl" LD_PRELOAD="$rec:$lib" LD_LIBRARY_PATH="$B/lib" \
        "$bench" 2>/dev/null | sed 's/^/record /' >>"$tmp/all"
    rm -f "$tmp/rec.jsonl"
done
python3 - "$tmp/all" <<'PY'
import statistics, sys
d = {}
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) == 4 and f[1] == "metric":
        try:
            d.setdefault(f[2], {}).setdefault(f[0], []).append(float(f[3]))
        except ValueError:
            pass
print("%-36s %10s %10s %10s %12s %12s" % ("metric", "plain", "forward", "record", "fwd-plain", "rec-plain"))
for m in sorted(d):
    med = {k: statistics.median(v) for k, v in d[m].items()}
    if len(med) == 3:
        print("%-36s %10.1f %10.1f %10.1f %12.1f %12.1f" % (m, med["plain"], med["forward"],
              med["record"], med["forward"] - med["plain"], med["record"] - med["plain"]))
PY
rm -rf "$tmp"
