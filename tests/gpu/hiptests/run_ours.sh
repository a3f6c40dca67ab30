#!/usr/bin/env bash
# AMD's HIP unit tests under opencudart, compared with NVIDIA's statuses kept in this folder.
#
#   tests/gpu/hiptests/run_ours.sh SUITE BUILD OUT [--shard K/N] [--jobs J] [--timeout S]
#                                  [--budget S] [--binaries A,B] [--commit C]
#
# SUITE: the suite's bundle (a folder with gpu_hiptests.sh, run_hiptests.py and hiptests.tar.xz:
# it stays outside the repository). BUILD: a build with lib/libcudart.so.13. Runs every enabled
# case (or one shard of them) under ours, then writes OUT/ours-<commit>.tsv and the per-binary
# table against nvidia-*.tsv (table.py, over the cases this run ran) to OUT/table.md; exit
# status is table.py's (0: no difference). Heavy cases can pass a 20 s limit under load under
# either library: run a timeout again with fewer at once before calling it a difference.
set -u
[ $# -ge 3 ] || { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
suite=$(cd "$1" && pwd) build=$(cd "$2" && pwd) out=$3
shift 3
shard="" bins="" jobs=16 tmo=20 budget=540 commit=${OCR_COMMIT:-}
while [ $# -gt 0 ]; do
    case "$1" in
        --shard) shard=$2; shift 2 ;;
        --binaries) bins=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        --timeout) tmo=$2; shift 2 ;;
        --budget) budget=$2; shift 2 ;;
        --commit) commit=$2; shift 2 ;;
        *) echo "run_ours.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
here=$(cd "$(dirname "$0")" && pwd)
[ -n "$commit" ] || commit=$(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo unknown)
mkdir -p "$out" || exit 2
unpack=${HT_UNPACK:-$out/suite}
if [ ! -f "$unpack/hiptests/run_hiptests.py" ]; then
    mkdir -p "$unpack" && tar xJf "$suite/hiptests.tar.xz" -C "$unpack" || exit 2
fi
args=(run --out "$out/ours" --jobs "$jobs" --timeout "$tmo" --budget "$budget" --retry
      --libdir "$build/lib")
[ -n "$shard" ] && args+=(--shard "$shard")
[ -n "$bins" ] && args+=(--binaries "$bins")
python3 "$unpack/hiptests/run_hiptests.py" "${args[@]}" | tail -5
tsv=$out/ours-$commit.tsv
python3 - "$out/ours/results.json" "$tsv" "$commit" "$jobs" "$tmo" <<'PY'
import json, sys
res, tsv, commit, jobs, tmo = sys.argv[1:]
with open(tsv, "w") as f:
    f.write("# hip-tests under opencudart %s: %s at once, %s s per case, one retry\n" % (commit, jobs, tmo))
    f.write("# binary\tcase\tstatus\tseconds\n")
    for r in json.load(open(res))["results"]:
        if r["status"] != "notrun":
            f.write("%s\t%s\t%s\t%s\n" % (r["binary"], r["name"], r["status"], r.get("seconds", 0)))
PY
nv=$(ls "$here"/nvidia-*.tsv | LC_ALL=C sort | paste -sd, -)
python3 "$here/table.py" --nvidia "$nv" --ours "$tsv" --ran-only --markdown >"$out/table.md"
rc=$?
grep -E '^\| \*\*all|^DIFF' "$out/table.md" | head -40
exit $rc
