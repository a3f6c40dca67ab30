#!/usr/bin/env bash
# Run every sample from a build directory and check which libcudart.so.13 each one loaded.
#
#   samples/run.sh [--ours | --nvidia | --both] <builddir>
#
#   --ours    (default) LD_LIBRARY_PATH=<builddir>/lib: the samples must load our library.
#   --nvidia  our lib directory is left out of LD_LIBRARY_PATH: the samples must load
#             NVIDIA's libcudart.so.13 (the loader's usual one, or the toolkit's lib64/).
#   --both    both of the above, then compare each sample's deterministic output
#             (stdout without the "time:" lines) between the two libraries.
#
# The library a program really used is read from the dynamic loader's own trace
# (LD_DEBUG=libs, the "calling init:" line of libcudart.so.13), not assumed; a sample that
# loaded any other copy fails loudly, whatever its output.
#
# Prints one line per sample: name, PASS/FAIL, and the sample's result line (its last line of
# standard output that does not start with "time:"). Full output goes to
# <builddir>/samples/logs/<ours|nvidia>/<name>.{out,err}.
#
# Without a GPU every sample stops at its first CUDA call with cudaErrorInsufficientDriver,
# cudaErrorNoDevice or cudaErrorStubLibrary. If all of them report the same such error (and
# loaded the intended library), that is reported as "cannot run here" and is not a failure.
#
# Exit status: 0 all passed (or no GPU, as above); 1 a sample failed or the outputs of the two
# libraries differ; 3 a sample loaded the wrong library (or none); 64 usage error.
set -u

usage() {
  echo "usage: $0 [--ours | --nvidia | --both] <builddir>" >&2
  exit 64
}

mode=ours
builddir=
while [ $# -gt 0 ]; do
  case "$1" in
    --ours) mode=ours ;;
    --nvidia) mode=nvidia ;;
    --both) mode=both ;;
    -h|--help) usage ;;
    -*) echo "unknown option: $1" >&2; usage ;;
    *) [ -z "$builddir" ] || usage; builddir=$1 ;;
  esac
  shift
done
[ -n "$builddir" ] || usage
[ -d "$builddir" ] || { echo "no such build directory: $builddir" >&2; exit 64; }
builddir=$(cd "$builddir" && pwd -P)

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
# The sample names, in the order samples/CMakeLists.txt lists them.
samples=$(sed -n 's/^[[:space:]]*ocr_add_cu_program([[:space:]]*\([A-Za-z0-9_]*\).*/\1/p' \
  "$script_dir/CMakeLists.txt")
[ -n "$samples" ] || { echo "no samples listed in $script_dir/CMakeLists.txt" >&2; exit 64; }

ourlibdir="$builddir/lib"
ourlib=
if [ -e "$ourlibdir/libcudart.so.13" ]; then
  ourlib=$(readlink -f "$ourlibdir/libcudart.so.13")
fi

per_sample_timeout=300
timeout_cmd=()
if command -v timeout >/dev/null 2>&1; then
  timeout_cmd=(timeout --kill-after=10 "$per_sample_timeout")
fi

# shellcheck source=tests/lib/libpaths.sh
. "$(dirname "${BASH_SOURCE[0]}")/../tests/lib/libpaths.sh"

# run_mode <ours|nvidia>: runs every sample, prints its table, sets these globals:
#   wrong_lib (1 if any sample loaded the wrong library), n_pass, n_fail, n_nogpu,
#   nogpu_errors (the distinct no-GPU error names), loaded_libs, logdir.
run_mode() {
  local lib_mode=$1
  local ld_path desc
  if [ "$lib_mode" = ours ]; then
    if [ -z "$ourlib" ]; then
      echo "ERROR: $ourlibdir/libcudart.so.13 does not exist: build the library first" >&2
      exit 3
    fi
    ld_path="$ourlibdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    desc="opencudart ($ourlib)"
  else
    ld_path=$(nvidia_ld_path "$ourlibdir")
    desc="NVIDIA's (any libcudart.so.13 other than ${ourlib:-ours})"
  fi
  logdir="$builddir/samples/logs/$lib_mode"
  mkdir -p "$logdir"
  echo "== samples with the $lib_mode library: $desc"

  wrong_lib=0 n_pass=0 n_fail=0 n_nogpu=0 nogpu_errors='' loaded_libs=''
  local name bin rc loaded loaded_real status result nogpu_err tracedir
  for name in $samples; do
    bin="$builddir/samples/$name"
    if [ ! -x "$bin" ]; then
      printf '%-16s FAIL  not built (%s missing)\n' "$name" "$bin"
      n_fail=$((n_fail + 1))
      continue
    fi
    tracedir=$(mktemp -d)
    env LD_LIBRARY_PATH="$ld_path" LD_DEBUG=libs LD_DEBUG_OUTPUT="$tracedir/ld" \
      "${timeout_cmd[@]}" "$bin" >"$logdir/$name.out" 2>"$logdir/$name.err"
    rc=$?
    # Every libcudart.so.13 the loader initialised in the sample's process (and nothing from
    # the timeout wrapper, which does not load it).
    loaded=$(initialised_libcudart "$tracedir"/ld.*)
    rm -rf "$tracedir"

    # Which library did it load, and was it the intended one?
    local lib_ok=1 lib_msg=
    if [ -z "$loaded" ]; then
      lib_ok=0 lib_msg="loaded no libcudart.so.13"
    elif [ "$(printf '%s\n' "$loaded" | wc -l)" -ne 1 ]; then
      # shellcheck disable=SC2086  # one word per path, on purpose
      lib_ok=0 lib_msg="loaded several libcudart.so.13: $(printf "%s " $loaded)"
    else
      loaded_real=$(readlink -f "$loaded")
      if [ "$lib_mode" = ours ] && [ "$loaded_real" != "$ourlib" ]; then
        lib_ok=0 lib_msg="loaded $loaded, not ours ($ourlib)"
      elif [ "$lib_mode" = nvidia ] && [ -n "$ourlib" ] && [ "$loaded_real" = "$ourlib" ]; then
        lib_ok=0 lib_msg="loaded ours ($loaded) instead of NVIDIA's"
      fi
    fi
    echo "library: ${loaded:-none}" >>"$logdir/$name.err"
    if [ -n "$loaded" ]; then
      case " $loaded_libs " in *" $loaded "*) ;; *) loaded_libs="${loaded_libs:+$loaded_libs }$loaded" ;; esac
    fi

    result=$(grep -v '^time:' "$logdir/$name.out" | tail -n 1)
    [ -n "$result" ] || result=$(head -n 1 "$logdir/$name.err")
    nogpu_err=
    if [ "$rc" -eq 2 ] && [ ! -s "$logdir/$name.out" ]; then
      nogpu_err=$(sed -n 's/^.* failed: \(cudaErrorInsufficientDriver\|cudaErrorNoDevice\|cudaErrorStubLibrary\) .*$/\1/p' \
        "$logdir/$name.err" | head -n 1)
    fi

    if [ "$lib_ok" -eq 0 ]; then
      status=FAIL
      wrong_lib=1
      n_fail=$((n_fail + 1))
      echo "ERROR: $name $lib_msg" >&2
      result="WRONG LIBRARY: $lib_msg"
    elif [ -n "$nogpu_err" ]; then
      status=SKIP
      n_nogpu=$((n_nogpu + 1))
      case " $nogpu_errors " in *" $nogpu_err "*) ;; *) nogpu_errors="${nogpu_errors:+$nogpu_errors }$nogpu_err" ;; esac
    elif [ "$rc" -eq 0 ]; then
      status=PASS
      n_pass=$((n_pass + 1))
    else
      status=FAIL
      n_fail=$((n_fail + 1))
      if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        result="timed out after ${per_sample_timeout}s; $result"
      else
        result="exit status $rc; $result"
      fi
    fi
    printf '%-16s %-4s  %s\n' "$name" "$status" "$result"
  done
  echo "libcudart.so.13 loaded by the samples: ${loaded_libs:-none}"
}

# summarize <ours|nvidia>: prints the verdict for the run just made; returns its exit status.
summarize() {
  local lib_mode=$1 total
  total=$(echo "$samples" | wc -w)
  if [ "$wrong_lib" -ne 0 ]; then
    echo "ERROR: at least one sample did not load the $lib_mode libcudart.so.13 (see above)" >&2
    return 3
  fi
  if [ "$n_nogpu" -gt 0 ]; then
    if [ "$n_nogpu" -eq "$total" ] && [ "$(echo "$nogpu_errors" | wc -w)" -eq 1 ]; then
      echo "no CUDA driver or device found ($nogpu_errors): samples built and loaded" \
        "$([ "$lib_mode" = ours ] && echo opencudart || echo "NVIDIA's libcudart"), but cannot run here"
      return 0
    fi
    echo "FAIL: $n_nogpu of $total samples found no usable GPU ($nogpu_errors) but" \
      "$((total - n_nogpu)) did not: inconsistent" >&2
    return 1
  fi
  echo "samples ($lib_mode library): $n_pass passed, $n_fail failed, of $total"
  [ "$n_fail" -eq 0 ] && return 0 || return 1
}

if [ "$mode" != both ]; then
  run_mode "$mode"
  summarize "$mode"
  exit $?
fi

# --both: ours, then NVIDIA's, then the comparison.
run_mode ours
summarize ours
st_ours=$?
ours_nogpu=$n_nogpu
echo
run_mode nvidia
summarize nvidia
st_nvidia=$?
echo

st_cmp=0
echo "== deterministic output, ours vs NVIDIA's (stdout without time: lines)"
for name in $samples; do
  o="$builddir/samples/logs/ours/$name"
  n="$builddir/samples/logs/nvidia/$name"
  if [ ! -e "$o.out" ] || [ ! -e "$n.out" ]; then
    printf '%-16s %s\n' "$name" "missing output"
    st_cmp=1
    continue
  fi
  if ! diff <(grep -v '^time:' "$o.out") <(grep -v '^time:' "$n.out") >"$o.diff" 2>&1; then
    printf '%-16s %s\n' "$name" "DIFFERENT (see $o.diff)"
    st_cmp=1
    continue
  fi
  if [ "$ours_nogpu" -gt 0 ] && [ "$n_nogpu" -gt 0 ]; then
    # Neither ran: the error messages themselves (name and string) must be the same.
    if ! diff <(grep -v '^library:' "$o.err") <(grep -v '^library:' "$n.err") >"$o.diff" 2>&1; then
      printf '%-16s %s\n' "$name" "DIFFERENT error output (see $o.diff)"
      st_cmp=1
      continue
    fi
  fi
  rm -f "$o.diff"
  printf '%-16s %s\n' "$name" "same"
done

for st in $st_ours $st_nvidia; do
  [ "$st" -eq 3 ] && exit 3
done
if [ "$st_ours" -ne 0 ] || [ "$st_nvidia" -ne 0 ] || [ "$st_cmp" -ne 0 ]; then
  exit 1
fi
exit 0
