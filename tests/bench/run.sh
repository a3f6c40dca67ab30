#!/usr/bin/env bash
# Side-by-side hot-path benchmark: NVIDIA's libcudart.so.13 against ours, in one run.
#
#   tests/bench/run.sh <builddir> <outdir>
#
# Runs <builddir>/tests/bench/bench_hot and bench_copy (one after the other: one run) in
# interleaved triples -- NVIDIA's library, ours
# (LD_LIBRARY_PATH=<builddir>/lib), NVIDIA's again -- for BENCH_ROUNDS rounds (default 10), then
# takes per-metric medians over the rounds for each of the three columns and reports
# ours/NVIDIA next to the A/A ratio (NVIDIA again / NVIDIA, which shows the noise: a difference
# inside the A/A spread is not a result) and ours/driver where bench_hot times the raw driver
# call beneath the runtime call (drv_* metrics).
#
# The library each run really used is read from the dynamic loader's trace (LD_DEBUG=libs, the
# "calling init:" line of libcudart.so.13) and cross-checked with the program's own "loaded:"
# line (from /proc/self/maps). A run that loaded the wrong library, or several, stops the whole
# benchmark with exit status 3: its numbers would be meaningless.
#
# Output: raw per-run outputs in <outdir>/bench/ (rNN_<column>.out/.err/.ld, runs.tsv); the
# table on stdout and in <outdir>/bench_summary.md.
#
# Environment:
#   BENCH_ROUNDS      rounds of triples (default 10)
#   BENCH_BUDGET_S    wall-clock budget for all runs in seconds (default 150): no new round is
#                     started when it would not fit; the summary says how many rounds ran
#   BENCH_RUN_TIMEOUT_S  limit for one program of a run (default 30; after the first round, at
#                     most max(10, 5 x the slowest NVIDIA run so far))
#   BENCH_BIN         the benchmark programs, space-separated (default
#                     "<builddir>/tests/bench/bench_hot <builddir>/tests/bench/bench_copy")
#   BENCH_COPY_MAX, BENCH_COPY_REPS_SCALE  passed through to bench_copy (largest size in bytes,
#                     a factor on its repetitions)
#   BENCH_REPS, BENCH_REP_US  passed through to bench_hot (repetitions per metric, and the
#                     target duration of one repetition in microseconds)
#
# Exit status: 0 every run produced all its metrics; 1 some run failed (crash, timeout, a metric
# that failed: all visible in the table); 2 no usable GPU (every run of the first round failed at
# its first CUDA call, or NVIDIA's library failed); 3 a run loaded the wrong library;
# 64 usage error.
set -u

usage() {
  echo "usage: $0 <builddir> <outdir>" >&2
  exit 64
}
[ $# -eq 2 ] || usage
builddir=$1
outdir=$2
[ -d "$builddir" ] || { echo "no such build directory: $builddir" >&2; exit 64; }
builddir=$(cd "$builddir" && pwd -P)
script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)

rounds=${BENCH_ROUNDS:-10}
budget_s=${BENCH_BUDGET_S:-150}
run_timeout_s=${BENCH_RUN_TIMEOUT_S:-30}
bins=${BENCH_BIN:-$builddir/tests/bench/bench_hot $builddir/tests/bench/bench_copy}
case "$rounds$budget_s$run_timeout_s" in
  *[!0-9]*) echo "BENCH_ROUNDS, BENCH_BUDGET_S and BENCH_RUN_TIMEOUT_S must be integers" >&2; exit 64 ;;
esac
[ "$rounds" -ge 1 ] || { echo "BENCH_ROUNDS must be at least 1" >&2; exit 64; }
for bin in $bins; do
  if [ ! -x "$bin" ]; then
    echo "ERROR: benchmark program $bin is missing: build the cu_bench_hot and cu_bench_copy targets" >&2
    exit 64
  fi
done
ourlibdir="$builddir/lib"
if [ ! -e "$ourlibdir/libcudart.so.13" ]; then
  echo "ERROR: $ourlibdir/libcudart.so.13 does not exist: build the library first" >&2
  exit 64
fi
ourlib=$(readlink -f "$ourlibdir/libcudart.so.13")
command -v python3 >/dev/null 2>&1 || { echo "ERROR: python3 is needed for the statistics" >&2; exit 64; }

mkdir -p "$outdir/bench" || exit 64
outdir=$(cd "$outdir" && pwd -P)
rawdir="$outdir/bench"
rm -f "$rawdir"/r[0-9]*_*.out "$rawdir"/r[0-9]*_*.err "$rawdir"/r[0-9]*_*.ld "$rawdir/runs.tsv"

timeout_ok=0
command -v timeout >/dev/null 2>&1 && timeout_ok=1

# shellcheck source=tests/lib/libpaths.sh
. "$(dirname "${BASH_SOURCE[0]}")/../lib/libpaths.sh"
nv_ld=$(nvidia_ld_path "$ourlibdir")
ours_ld="$ourlibdir${nv_ld:+:$nv_ld}"

now_ms() { local t=${EPOCHREALTIME/./}; echo $((10#${t:0:${#t}-3})); }
start_ms=$(now_ms)
budget_ms=$((budget_s * 1000))

printf 'round\tcolumn\trc\tms\tlibrary\n' >"$rawdir/runs.tsv"
echo "== $(for b in $bins; do basename "$b"; done | tr '\n' ' ')benchmarks: $rounds rounds of (NVIDIA, ours, NVIDIA again); ours = $ourlib"

# run_one <round> <column>: runs bench_hot once; sets last_rc, last_ms, last_lib.
# Exits 3 on a wrong library.
max_nv_ms=0
run_one() {
  local round=$1 col=$2 ld tag tmo elapsed left
  tag=$(printf 'r%02d_%s' "$round" "$col")
  if [ "$col" = ours ]; then ld=$ours_ld; else ld=$nv_ld; fi
  tmo=$run_timeout_s
  if [ "$max_nv_ms" -gt 0 ]; then
    local cap=$(( (5 * max_nv_ms + 999) / 1000 ))
    [ "$cap" -lt 10 ] && cap=10
    [ "$cap" -lt "$tmo" ] && tmo=$cap
  fi
  elapsed=$(( $(now_ms) - start_ms ))
  left=$(( (budget_ms - elapsed) / 1000 ))
  [ "$left" -lt 5 ] && left=5
  [ "$left" -lt "$tmo" ] && tmo=$left

  local tracedir t0 t1 bin rc
  tracedir=$(mktemp -d)
  t0=$(now_ms)
  : >"$rawdir/$tag.out"
  : >"$rawdir/$tag.err"
  last_rc=0
  # The programs of a run one after the other; the run's status is the first failure's.
  for bin in $bins; do
    if [ "$timeout_ok" -eq 1 ]; then
      env ${ld:+LD_LIBRARY_PATH="$ld"} LD_DEBUG=libs LD_DEBUG_OUTPUT="$tracedir/ld" \
        timeout --kill-after=3 "$tmo" "$bin" >>"$rawdir/$tag.out" 2>>"$rawdir/$tag.err"
    else
      env ${ld:+LD_LIBRARY_PATH="$ld"} LD_DEBUG=libs LD_DEBUG_OUTPUT="$tracedir/ld" \
        "$bin" >>"$rawdir/$tag.out" 2>>"$rawdir/$tag.err"
    fi
    rc=$?
    [ "$last_rc" -eq 0 ] && last_rc=$rc
  done
  t1=$(now_ms)
  last_ms=$((t1 - t0))
  cat "$tracedir"/ld.* >"$rawdir/$tag.ld" 2>/dev/null
  rm -rf "$tracedir"
  if [ "$last_rc" -eq 124 ] || [ "$last_rc" -eq 137 ]; then
    echo "timed out after ${tmo}s" >>"$rawdir/$tag.err"
  fi

  # Which libcudart.so.13 did the process initialise, and was it the intended one?
  local loaded self loaded_real msg=
  loaded=$(initialised_libcudart "$rawdir/$tag.ld")
  self=$(sed -n 's/^loaded: //p' "$rawdir/$tag.err" | sort -u)
  if [ -z "$loaded" ]; then
    msg="loaded no libcudart.so.13"
  elif [ "$(printf '%s\n' "$loaded" | wc -l)" -ne 1 ]; then
    msg="loaded several libcudart.so.13: ${loaded//$'\n'/ }"
  else
    loaded_real=$(readlink -f "$loaded")
    if [ "$col" = ours ] && [ "$loaded_real" != "$ourlib" ]; then
      msg="loaded $loaded, not ours ($ourlib)"
    elif [ "$col" != ours ] && [ "$loaded_real" = "$ourlib" ]; then
      msg="loaded ours ($loaded) instead of NVIDIA's"
    elif [ -n "$self" ] && [ "$(readlink -f "$self")" != "$loaded_real" ]; then
      msg="loader says $loaded, the program says ${self//$'\n'/ }"
    fi
  fi
  last_lib=${loaded:-none}
  printf '%s\t%s\t%s\t%s\t%s\n' "$round" "$col" "$last_rc" "$last_ms" "$last_lib" >>"$rawdir/runs.tsv"
  if [ -n "$msg" ]; then
    echo "ERROR: WRONG LIBRARY in run $tag ($col): $msg" >&2
    echo "ERROR: the benchmark is void; raw outputs in $rawdir" >&2
    {
      echo "# Hot-path benchmark: VOID"
      echo
      echo "Run $tag ($col) $msg. See $rawdir."
    } >"$outdir/bench_summary.md"
    exit 3
  fi
  if [ "$col" != ours ] && [ "$last_rc" -eq 0 ] && [ "$last_ms" -gt "$max_nv_ms" ]; then
    max_nv_ms=$last_ms
  fi
}

done_rounds=0
stop_reason=
round_ms=0
for ((r = 1; r <= rounds; r++)); do
  elapsed=$(( $(now_ms) - start_ms ))
  if [ "$r" -gt 1 ] && [ $((elapsed + round_ms)) -gt "$budget_ms" ]; then
    stop_reason="time budget of ${budget_s}s reached"
    break
  fi
  r0=$(now_ms)
  line=$(printf 'round %2d:' "$r")
  rcs=()
  for col in nvidia ours nvidia2; do
    run_one "$r" "$col"
    rcs+=("$last_rc")
    line="$line  $col rc=$last_rc ${last_ms}ms"
  done
  echo "$line"
  done_rounds=$r
  this_ms=$(( $(now_ms) - r0 ))
  [ "$this_ms" -gt "$round_ms" ] && round_ms=$this_ms
  if [ "$r" -eq 1 ] && [ "${rcs[0]}" -ne 0 ] && [ "${rcs[2]}" -ne 0 ] &&
      ! grep -q '^metric ' "$rawdir/r01_nvidia.out" "$rawdir/r01_nvidia2.out"; then
    stop_reason="NVIDIA's library produced no metric in round 1: no usable GPU?"
    break
  fi
done
total_s=$(( ($(now_ms) - start_ms) / 1000 ))

python3 "$script_dir/summarize.py" --rawdir "$rawdir" --rounds-planned "$rounds" \
  --rounds-done "$done_rounds" --stop-reason "$stop_reason" --seconds "$total_s" \
  --ours "$ourlib" --md "$outdir/bench_summary.md"
exit $?
