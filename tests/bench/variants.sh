#!/usr/bin/env bash
# Compare builds or settings of ours against each other and NVIDIA's in one run: a benchmark
# program under NVIDIA's library, then each variant, then NVIDIA's again, for BENCH_ROUNDS rounds
# (default 3), and a table of per-metric medians with each variant / NVIDIA next to the A/A ratio
# (NVIDIA again / NVIDIA: the noise).
#
#   tests/bench/variants.sh <outdir> <program> NAME=LIBDIR[,VAR=VALUE...] ...
#
# LIBDIR holds a libcudart.so.13 of ours (a build's lib/); VAR=VALUE are set for that variant's
# runs only (OPENCUDART_STAGING_THREADS=4, say). The program prints `metric <name> <value>`
# lines (bench_copy, bench_hot). The library each run initialised is read from the dynamic
# loader's trace (LD_DEBUG=libs): a run that loaded another library than its variant's stops the
# comparison (exit status 3). Raw outputs in <outdir>/rNN_<name>.out; the table on stdout and in
# <outdir>/variants.md.
#
# Environment: BENCH_ROUNDS (default 3), BENCH_RUN_TIMEOUT_S (default 120) and whatever the
# program reads (BENCH_COPY_MAX, ...).
set -u
[ $# -ge 3 ] || { echo "usage: $0 <outdir> <program> NAME=LIBDIR[,VAR=VALUE...] ..." >&2; exit 64; }
outdir=$1 prog=$2
shift 2
rounds=${BENCH_ROUNDS:-3}
tmo=${BENCH_RUN_TIMEOUT_S:-120}
[ -x "$prog" ] || { echo "no program $prog" >&2; exit 64; }
mkdir -p "$outdir" || exit 64
# shellcheck source=tests/lib/libpaths.sh
. "$(dirname "${BASH_SOURCE[0]}")/../lib/libpaths.sh"

names=() libdirs=() envs=()
for spec in "$@"; do
  name=${spec%%=*} rest=${spec#*=}
  libdir=${rest%%,*}
  vars=
  [ "$libdir" != "$rest" ] && vars=${rest#*,}
  case "$name" in nvidia | nvidia2 | *[!A-Za-z0-9_-]*) echo "bad variant name: $name" >&2; exit 64 ;; esac
  [ -e "$libdir/libcudart.so.13" ] || { echo "no $libdir/libcudart.so.13" >&2; exit 64; }
  names+=("$name") libdirs+=("$(cd "$libdir" && pwd -P)") envs+=("${vars//,/ }")
done
nv_ld=$(nvidia_ld_path "${libdirs[0]}")

# run <round> <column> <ld path> <expected library or "nvidia"> [VAR=VALUE ...]
run() {
  local round=$1 col=$2 ld=$3 want=$4 tag got trace
  shift 4
  tag=$(printf 'r%02d_%s' "$round" "$col")
  trace=$(mktemp -d)
  env ${ld:+LD_LIBRARY_PATH="$ld"} LD_DEBUG=libs LD_DEBUG_OUTPUT="$trace/ld" "$@" \
    timeout --kill-after=3 "$tmo" "$prog" >"$outdir/$tag.out" 2>"$outdir/$tag.err"
  echo "$?" >"$outdir/$tag.rc"
  got=$(initialised_libcudart "$trace"/ld.*)
  rm -rf "$trace"
  got=$(readlink -f "$got" 2>/dev/null || echo "$got")
  if [ -z "$got" ] || { [ "$want" = nvidia ] && printf '%s\n' "${libdirs[@]}" | grep -qxF "$(dirname "$got")"; } ||
      { [ "$want" != nvidia ] && [ "$got" != "$want" ]; }; then
    echo "ERROR: run $tag loaded ${got:-no libcudart.so.13}, expected $want: the comparison is void" >&2
    exit 3
  fi
}

for ((r = 1; r <= rounds; r++)); do
  run "$r" nvidia "$nv_ld" nvidia
  for i in "${!names[@]}"; do
    # shellcheck disable=SC2086
    run "$r" "${names[$i]}" "${libdirs[$i]}${nv_ld:+:$nv_ld}" \
      "$(readlink -f "${libdirs[$i]}/libcudart.so.13")" ${envs[$i]}
  done
  run "$r" nvidia2 "$nv_ld" nvidia
  echo "round $r done"
done

python3 - "$outdir" "$rounds" nvidia "${names[@]}" nvidia2 <<'EOF' | tee "$outdir/variants.md"
import statistics, sys
outdir, rounds, cols = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
vals = {}
for r in range(1, rounds + 1):
    for c in cols:
        try:
            lines = open(f"{outdir}/r{r:02d}_{c}.out").read().splitlines()
        except OSError:
            continue
        for line in lines:
            f = line.split()
            if len(f) == 3 and f[0] == "metric":
                try:
                    vals.setdefault(f[1], {}).setdefault(c, []).append(float(f[2]))
                except ValueError:
                    vals.setdefault(f[1], {}).setdefault(c, []).append(float("nan"))
med = lambda v: statistics.median(v) if v else float("nan")
print(f"{rounds} rounds; medians; in brackets / NVIDIA's (A/A: nvidia2 / nvidia)\n")
print("| metric | " + " | ".join(cols) + " |")
print("|---" * (len(cols) + 1) + "|")
for m in sorted(vals):
    nv = med(vals[m].get("nvidia", []))
    cells = []
    for c in cols:
        v = med(vals[m].get(c, []))
        ratio = f" ({v / nv:.2f})" if c != "nvidia" and nv == nv and nv else ""
        cells.append(f"{v:.3g}{ratio}")
    print(f"| {m} | " + " | ".join(cells) + " |")
EOF
