#!/usr/bin/env bash
# The whole GPU pass in one run: every GPU conformance program (and every sample) under NVIDIA's
# libcudart.so.13 and under ours, then the benchmarks; full logs go to files, a short summary
# table comes last (and goes to <out>/summary.txt). Exit status non-zero if anything failed.
#
#   tests/gpu/run_all.sh <builddir> [--out DIR] [--nogpu] [--timeout SEC] [--cuda DIR]
#                        [--only NAME]... [--no-samples] [--no-bench] [--no-torch] [--no-sweeps]
#                        [--bench-timeout SEC] [--hiptests SUITE_DIR]
#
# GPU mode (default): a conformance program passes when it ran under both libraries, each run
#   loaded the intended libcudart.so.13, ours exited 0 (its own checks passed), both exit
#   statuses are equal and both transcripts (stdout) are equal. A sample (every executable in
#   <builddir>/samples) passes when both runs loaded the intended library, both exited 0 and
#   their stdout, without lines starting with "time:", are equal.
# --nogpu (CI, no GPU and no libcuda.so.1): each conformance program must exit alike (0 or 2)
#   under both libraries, print the same transcript, and load the intended library. Samples
#   and benchmarks are not run (samples/run.sh covers them).
#
# Which library a run loaded is taken from the dynamic loader (LD_DEBUG=libs, written to
# <run>.lddebug): the `calling init:` line of a libcudart.so.13. NVIDIA's run must load a file
# identical to the toolkit's libcudart.so.13; ours must load <builddir>/lib/libcudart.so.13,
# and that file must not be NVIDIA's. A wrong library fails the test loudly.
#
# Layout of <out>: runs/<name>/{nvidia,ours}.{stdout,stderr,rc,lddebug}, runs/<name>/diff,
# bench/ and bench.log (when tests/bench/run.sh exists), summary.txt.

set -u

usage() {
    sed -n '2,/^[^#]/p' "$0" | sed -n 's/^# \{0,1\}//p'
    exit 2
}

BUILD=""
OUT=""
MODE=gpu
TIMEOUT=60
BENCH_TIMEOUT=600
CUDA_DIR=""
SAMPLES=1
BENCH=1
TORCH=1
SWEEPS=1
HIPTESTS=""
ONLY=()
while [ $# -gt 0 ]; do
    case "$1" in
        --out) OUT="${2:?--out needs a directory}"; shift 2 ;;
        --out=*) OUT="${1#--out=}"; shift ;;
        --nogpu) MODE=nogpu; shift ;;
        --timeout) TIMEOUT="${2:?}"; shift 2 ;;
        --bench-timeout) BENCH_TIMEOUT="${2:?}"; shift 2 ;;
        --cuda) CUDA_DIR="${2:?}"; shift 2 ;;
        --only) ONLY+=("${2:?}"); shift 2 ;;
        --no-samples) SAMPLES=0; shift ;;
        --no-bench) BENCH=0; shift ;;
        --no-torch) TORCH=0; shift ;;
        --no-sweeps) SWEEPS=0; shift ;;
        --hiptests) HIPTESTS="${2:?--hiptests needs a folder}"; shift 2 ;;
        -h|--help) usage ;;
        -*) echo "run_all.sh: unknown option $1" >&2; usage ;;
        *) if [ -z "$BUILD" ]; then BUILD="$1"; shift; else echo "run_all.sh: extra argument $1" >&2; usage; fi ;;
    esac
done
[ -n "$BUILD" ] || usage
[ -d "$BUILD" ] || { echo "run_all.sh: no build directory $BUILD" >&2; exit 2; }
BUILD="$(cd "$BUILD" && pwd)"
SRC="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
if [ -z "$OUT" ]; then
    OUT="$BUILD/tests/gpu/${MODE}-results"
fi
mkdir -p "$OUT" || exit 2
OUT="$(cd "$OUT" && pwd)"
rm -rf "$OUT/runs" "$OUT/bench" "$OUT/bench.log" "$OUT/summary.txt"
mkdir -p "$OUT/runs"
[ $MODE = nogpu ] && { SAMPLES=0; BENCH=0; }

log() { printf '%s\n' "$*"; }

# ---------------------------------------------------------------------------------------------
# The two libraries.
# ---------------------------------------------------------------------------------------------
# shellcheck source=tests/lib/libpaths.sh
. "$(dirname "${BASH_SOURCE[0]}")/../lib/libpaths.sh"
[ -n "$CUDA_DIR" ] || CUDA_DIR="$(cuda_toolkit_root)"
NV_LIBDIR=""
for d in "$CUDA_DIR/lib64" "$CUDA_DIR/targets/x86_64-linux/lib" "$CUDA_DIR/lib"; do
    if [ -e "$d/libcudart.so.13" ]; then NV_LIBDIR="$d"; break; fi
done
NV_REF=""
if [ -n "$NV_LIBDIR" ]; then
    NV_REF="$(readlink -f "$NV_LIBDIR/libcudart.so.13")"
else
    # No toolkit folder: rely on the loader cache for NVIDIA's run.
    NV_REF="$(/sbin/ldconfig -p 2>/dev/null | awk '/libcudart\.so\.13 .*x86-64/ {print $NF; exit}')"
    [ -n "$NV_REF" ] && NV_REF="$(readlink -f "$NV_REF")"
fi
OURS_LIBDIR="$BUILD/lib"
OURS_REF=""
[ -e "$OURS_LIBDIR/libcudart.so.13" ] && OURS_REF="$(readlink -f "$OURS_LIBDIR/libcudart.so.13")"

# SETUP_ERROR fails every test; SETUP_FATAL also means nothing can run.
SETUP_ERROR=""
SETUP_FATAL=0
if [ -z "$NV_REF" ] || [ ! -f "$NV_REF" ]; then
    SETUP_ERROR="NVIDIA's libcudart.so.13 not found (toolkit: $CUDA_DIR)"
    SETUP_FATAL=1
elif [ -z "$OURS_REF" ] || [ ! -f "$OURS_REF" ]; then
    SETUP_ERROR="our library $OURS_LIBDIR/libcudart.so.13 does not exist: build it first"
    SETUP_FATAL=1
elif [ "$OURS_REF" = "$NV_REF" ] || cmp -s "$OURS_REF" "$NV_REF"; then
    # Still run everything: the per-run checks show the same thing from the loader's side.
    SETUP_ERROR="$OURS_LIBDIR/libcudart.so.13 IS NVIDIA's library ($OURS_REF), not ours"
fi

# ---------------------------------------------------------------------------------------------
# Running one program under one library.
# ---------------------------------------------------------------------------------------------
# run_side <dir> <side> <program> [args...]: writes <dir>/<side>.{stdout,stderr,rc,lddebug}
# The library is chosen with LD_LIBRARY_PATH; with PRELOAD=1 (programs that bring their own
# libcudart.so.13, such as PyTorch) NVIDIA's run is left as it is and ours uses LD_PRELOAD.
PRELOAD=0
SIDE_ENV=()  # extra VAR=value settings for the run (the diagnostics check sets the trace)
run_side() {
    local dir="$1" side="$2" prog="$3" libdir rc
    shift 3
    if [ "$side" = nvidia ]; then libdir="$NV_LIBDIR"; else libdir="$OURS_LIBDIR"; fi
    rm -f "$dir/$side".lddebug*
    # The braces swallow the shell's own "Segmentation fault" report; rc keeps it.
    { (
        cd "$(dirname "$prog")" || exit 126
        unset LD_PRELOAD LD_LIBRARY_PATH LD_DEBUG LD_DEBUG_OUTPUT
        if [ $PRELOAD = 1 ]; then
            [ "$side" = ours ] && export LD_PRELOAD="$OURS_REF"
        elif [ -n "$libdir" ]; then
            export LD_LIBRARY_PATH="$libdir"
        fi
        export LD_DEBUG=libs LD_DEBUG_OUTPUT="$dir/$side.lddebug"
        # Under LD_PRELOAD the program may still load its own copy by path (PyTorch does): the
        # symbol bindings then show which library served the runtime's calls.
        [ $PRELOAD = 1 ] && [ "$side" = ours ] && export LD_DEBUG=libs,bindings
        [ ${#SIDE_ENV[@]} -gt 0 ] && export "${SIDE_ENV[@]}"
        exec timeout -k 5 "$TIMEOUT" "$prog" "$@"
    ) >"$dir/$side.stdout" 2>"$dir/$side.stderr" </dev/null; } 2>/dev/null
    rc=$?
    echo "$rc" >"$dir/$side.rc"
    # The loader writes one file per process (<prefix>.<pid>): merge them.
    if [ $PRELOAD = 1 ] && [ "$side" = ours ]; then
        # Only the runtime's lines are kept from the (large) binding trace.
        cat "$dir/$side".lddebug.* 2>/dev/null | grep -E 'calling init|libcudart' >"$dir/$side.lddebug"
    else
        cat "$dir/$side".lddebug.* >"$dir/$side.lddebug" 2>/dev/null
    fi
    rm -f "$dir/$side".lddebug.*
    return 0
}

# check_lib <dir> <side>: prints "ok" or the reason the loaded library is wrong.
check_lib() {
    local dir="$1" side="$2" paths n p real
    paths="$(initialised_libcudart "$dir/$side.lddebug")"
    n="$(printf '%s' "$paths" | grep -c . || true)"
    if [ "$n" -eq 0 ]; then echo "no libcudart.so.13 was initialised"; return; fi
    if [ "$n" -gt 1 ] && [ $PRELOAD = 1 ] && [ "$side" = ours ] &&
        printf '%s\n' "$paths" | grep -qxF "$OURS_REF"; then
        # The program's own copy was loaded too: it passes only if no runtime function of any
        # library was bound to that copy (every call went to the preloaded library).
        local other served=""
        while IFS= read -r other; do
            [ "$other" = "$OURS_REF" ] && continue
            if grep -qF " to $other [" "$dir/$side.lddebug" 2>/dev/null; then
                served="$served $other"
            fi
        done <<<"$paths"
        if [ -n "$served" ]; then
            echo "runtime calls were bound to$served, not to the preloaded $OURS_REF"
            return
        fi
        if ! grep -qF " to $OURS_REF [" "$dir/$side.lddebug" 2>/dev/null; then
            echo "no runtime call was bound to the preloaded $OURS_REF"
            return
        fi
        # The program reports every copy it finds mapped: ours must be among them.
        if ! sed -n 's/^loaded: //p' "$dir/$side.stderr" 2>/dev/null | grep -qxF "$OURS_REF"; then
            echo "the program does not report $OURS_REF mapped"
            return
        fi
        echo "$OURS_REF" >"$dir/$side.loaded"
        echo ok
        return
    fi
    if [ "$n" -gt 1 ]; then echo "several libcudart initialised: $(echo $paths)"; return; fi
    p="$paths"
    real="$(readlink -f "$p")"
    echo "$p" >"$dir/$side.loaded"
    # The conformance programs also report what they found mapped ("loaded: <path>" on stderr).
    local own
    own="$(sed -n 's/^loaded: //p' "$dir/$side.stderr" 2>/dev/null | head -1)"
    if [ -n "$own" ] && [ "$(readlink -f "$own")" != "$real" ]; then
        echo "the program reports $own mapped, the loader initialised $p"
        return
    fi
    if [ "$side" = nvidia ]; then
        if [ "$real" = "$NV_REF" ] || cmp -s "$real" "$NV_REF"; then
            echo ok
        elif [ $PRELOAD = 1 ] && [ "$real" != "$OURS_REF" ] && ! cmp -s "$real" "$OURS_REF"; then
            echo ok  # the program's own copy of NVIDIA's runtime
        elif [ -n "$OURS_REF" ] && { [ "$real" = "$OURS_REF" ] || cmp -s "$real" "$OURS_REF"; }; then
            echo "NVIDIA's run loaded OUR library: $p"
        else
            echo "NVIDIA's run loaded an unexpected library: $p"
        fi
    else
        if [ "$real" != "$OURS_REF" ]; then
            echo "our run loaded $p, not $OURS_LIBDIR/libcudart.so.13"
        elif cmp -s "$real" "$NV_REF"; then
            echo "our run loaded NVIDIA's library (identical to $NV_REF): $p"
        else
            echo ok
        fi
    fi
}

# ---------------------------------------------------------------------------------------------
# The list of programs.
# ---------------------------------------------------------------------------------------------
ROWS=()      # "area/name|nv_rc|ours_rc|equal|lib|result"
FAILS=0
PASSES=0
SKIPS=0
FAIL_NOTES=()

wanted() {
    [ ${#ONLY[@]} -eq 0 ] && return 0
    local o
    for o in "${ONLY[@]}"; do [ "$o" = "$1" ] && return 0; done
    return 1
}

declare -A AREA_PASS AREA_TOTAL
AREAS=()
record() {  # record <label> <nv_rc> <ours_rc> <equal> <lib> <result> [note]
    ROWS+=("$1|$2|$3|$4|$5|$6")
    local area="${1%%/*}"
    if [ -z "${AREA_TOTAL[$area]:-}" ]; then AREAS+=("$area"); AREA_TOTAL[$area]=0; AREA_PASS[$area]=0; fi
    AREA_TOTAL[$area]=$((AREA_TOTAL[$area] + 1))
    if [ "$6" = SKIP ]; then
        # Needs hardware this machine lacks (exit status 3 under both libraries): not counted.
        AREA_TOTAL[$area]=$((AREA_TOTAL[$area] - 1))
        SKIPS=$((SKIPS + 1))
        return
    fi
    [ "$6" = PASS ] && AREA_PASS[$area]=$((AREA_PASS[$area] + 1))
    if [ "$6" = PASS ]; then PASSES=$((PASSES + 1)); else
        FAILS=$((FAILS + 1))
        [ -n "${7:-}" ] && FAIL_NOTES+=("$1: $7")
    fi
}

# run_program <kind: test|sample> <area> <name> <path> [args...]
run_program() {
    local kind="$1" area="$2" name="$3" prog="$4"
    shift 4
    local label="$area/$name" dir="$OUT/runs/$name"
    mkdir -p "$dir"
    if [ ! -x "$prog" ]; then
        record "$label" - - - - FAIL "program missing: $prog"
        log "[$label] MISSING $prog"
        return
    fi
    if [ $SETUP_FATAL = 1 ]; then
        record "$label" - - - - FAIL "not run: setup error"
        return
    fi
    run_side "$dir" nvidia "$prog" "$@"
    run_side "$dir" ours "$prog" "$@"
    local nv_rc ours_rc lib_nv lib_ours lib equal result note=""
    nv_rc="$(cat "$dir/nvidia.rc")"
    ours_rc="$(cat "$dir/ours.rc")"
    lib_nv="$(check_lib "$dir" nvidia)"
    lib_ours="$(check_lib "$dir" ours)"
    if [ "$kind" = sample ]; then
        grep -v '^time:' "$dir/nvidia.stdout" >"$dir/nvidia.cmp"
        grep -v '^time:' "$dir/ours.stdout" >"$dir/ours.cmp"
    else
        cp "$dir/nvidia.stdout" "$dir/nvidia.cmp"
        cp "$dir/ours.stdout" "$dir/ours.cmp"
    fi
    if diff -u --label nvidia --label ours "$dir/nvidia.cmp" "$dir/ours.cmp" >"$dir/diff"; then
        equal=yes
        rm -f "$dir/diff"
    else
        equal=no
    fi
    rm -f "$dir/nvidia.cmp" "$dir/ours.cmp"
    lib=ok
    if [ "$lib_nv" != ok ] || [ "$lib_ours" != ok ]; then
        lib=BAD
        note="WRONG LIBRARY loaded (see log)"
        [ "$lib_nv" != ok ] && log "[$label] !!! WRONG LIBRARY: $lib_nv"
        [ "$lib_ours" != ok ] && log "[$label] !!! WRONG LIBRARY: $lib_ours"
    fi
    if [ -n "$SETUP_ERROR" ]; then
        lib=BAD
        note="${note:+$note; }setup error (see above)"
    fi
    result=PASS
    if [ "$lib" != ok ]; then
        result=FAIL
    elif [ "$MODE" = nogpu ]; then
        if [ "$nv_rc" != "$ours_rc" ]; then result=FAIL; note="exit status differs"
        elif [ "$ours_rc" != 0 ] && [ "$ours_rc" != 2 ]; then result=FAIL; note="exit status $ours_rc (want 0 or 2)"
        elif [ "$equal" != yes ]; then result=FAIL; note="transcripts differ"
        fi
    elif [ "$kind" = sample ]; then
        if [ "$nv_rc" != 0 ] || [ "$ours_rc" != 0 ]; then result=FAIL; note="exit status nvidia $nv_rc, ours $ours_rc (want 0)"
        elif [ "$equal" != yes ]; then result=FAIL; note="output differs"
        fi
    elif [ "$nv_rc" = 3 ] && [ "$ours_rc" = 3 ] && [ "$equal" = yes ]; then
        result=SKIP; note="needs hardware this machine lacks"
    else
        if [ "$ours_rc" != 0 ]; then result=FAIL; note="ours exited $ours_rc (own checks failed or crashed)"
        elif [ "$nv_rc" != "$ours_rc" ]; then result=FAIL; note="exit status differs (nvidia $nv_rc)"
        elif [ "$equal" != yes ]; then result=FAIL; note="transcripts differ"
        fi
        # Checks that failed under ours are worth seeing even when everything else differs.
        if grep -q ': FAIL$' "$dir/ours.stdout"; then
            note="${note:+$note; }failed checks: $(grep -c ': FAIL$' "$dir/ours.stdout")"
        fi
    fi
    record "$label" "$nv_rc" "$ours_rc" "$equal" "$lib" "$result" "$note"
    log "[$label] $result  nvidia=$nv_rc ours=$ours_rc transcript-equal=$equal lib=$lib${note:+  ($note)}"
    if [ "$result" != PASS ]; then
        if [ "$equal" = no ]; then
            log "    first differences (full: $dir/diff):"
            sed -n '3,22p' "$dir/diff" | sed 's/^/    | /'
        fi
        if grep -q ': FAIL$' "$dir/ours.stdout" 2>/dev/null; then
            grep ': FAIL$' "$dir/ours.stdout" | head -10 | sed 's/^/    ours: /'
        fi
        case "$ours_rc" in 124|137) log "    ours timed out after ${TIMEOUT}s" ;; esac
        if [ "$ours_rc" -ge 128 ] 2>/dev/null && [ "$ours_rc" != 137 ]; then
            log "    ours died from signal $((ours_rc - 128))"
        fi
        case "$ours_rc" in 0|1|2) ;; *)
            log "    ours stderr tail ($dir/ours.stderr):"
            tail -5 "$dir/ours.stderr" | sed 's/^/    ! /' ;;
        esac
    fi
}

log "== opencudart GPU pass: mode=$MODE build=$BUILD out=$OUT"
log "   NVIDIA's library: ${NV_REF:-?} (LD_LIBRARY_PATH=${NV_LIBDIR:-<unset>})"
log "   our library:      ${OURS_REF:-?} (LD_LIBRARY_PATH=$OURS_LIBDIR)"
if [ -n "$SETUP_ERROR" ]; then
    log ""
    log "!!! SETUP ERROR: $SETUP_ERROR"
    log "!!! every test fails"
    log ""
fi

GPU_DIR="$BUILD/tests/gpu"
MANIFEST="$GPU_DIR/programs.txt"
if [ -f "$MANIFEST" ]; then
    while read -r area name rest; do
        case "$area" in ''|'#'*) continue ;; esac
        wanted "$name" || continue
        run_program test "$area" "$name" "$GPU_DIR/$name"
    done <"$MANIFEST"
else
    log "!!! $MANIFEST not found: running every gpu_* program in $GPU_DIR"
    found=0
    for prog in "$GPU_DIR"/gpu_*; do
        [ -f "$prog" ] && [ -x "$prog" ] || continue
        found=1
        name="$(basename "$prog")"
        wanted "$name" || continue
        run_program test gpu "$name" "$prog"
    done
    [ $found = 1 ] || record "gpu/(none)" - - - - FAIL "no GPU test programs in $GPU_DIR"
fi

if [ $SAMPLES = 1 ] && [ -d "$BUILD/samples" ]; then
    while IFS= read -r prog; do
        name="$(basename "$prog")"
        wanted "$name" || continue
        run_program sample samples "$name" "$prog"
    done < <(find "$BUILD/samples" -maxdepth 1 -type f -perm -u+x \
                 ! -name '*.so' ! -name '*.so.*' ! -name '*.sh' ! -name '*.a' ! -name '*.o' | sort)
fi

# ---------------------------------------------------------------------------------------------
# Diagnostics on the GPU: gpu_sticky again on ours with OPENCUDART_TRACE=sync. Its transcript and
# exit status must still be NVIDIA's (the trace changes no result), and the trace must name the
# two kernels that fault (k_trap, k_bad_write) where they fault.
# ---------------------------------------------------------------------------------------------
if [ "$MODE" = gpu ] && [ -f "$OUT/runs/gpu_sticky/nvidia.stdout" ] && wanted trace_sync; then
    dir="$OUT/runs/trace_sync"
    mkdir -p "$dir"
    SIDE_ENV=(OPENCUDART_TRACE=sync)
    run_side "$dir" ours "$GPU_DIR/gpu_sticky"
    SIDE_ENV=()
    rc="$(cat "$dir/ours.rc")"
    nv_rc="$(cat "$OUT/runs/gpu_sticky/nvidia.rc")"
    note=""
    lib="$(check_lib "$dir" ours)"
    if [ "$lib" != ok ]; then
        note="$lib"
    elif ! diff -u --label nvidia --label ours-traced "$OUT/runs/gpu_sticky/nvidia.stdout" \
            "$dir/ours.stdout" >"$dir/diff"; then
        note="transcript differs from NVIDIA's under the trace"
    elif [ "$rc" != "$nv_rc" ]; then
        note="exit status $rc under the trace, NVIDIA's $nv_rc"
    else
        rm -f "$dir/diff"
        for k in k_trap k_bad_write; do
            grep -Eq "^opencudart: kernel [^ ]*$k[^ ]*<<<\(1,1,1\),\(32,1,1\)>>> failed: cuda[A-Za-z]+ " \
                "$dir/ours.stderr" || note="${note:+$note; }no trace line naming $k"
        done
    fi
    if [ -z "$note" ]; then
        record "diagnostics/trace_sync" "$nv_rc" "$rc" yes ok PASS
        log "[diagnostics/trace_sync] PASS  (faulting kernels named; transcript unchanged)"
    else
        record "diagnostics/trace_sync" "$nv_rc" "$rc" - ok FAIL "$note"
        log "[diagnostics/trace_sync] FAIL  ($note; see $dir)"
    fi
fi

# ---------------------------------------------------------------------------------------------
# Argument sweeps on the GPU (tests/abi/zero_args.c --gpu): every exported function called in a
# process of its own under each library, with all-zero arguments (zero_args) and with typed
# arguments, pointers to zeroed memory and zeros otherwise (typed_args), and with live objects
# where the type names one (live_args: a stream, an event, a graph and its node and executable
# graph, an array, the default pool, device memory, a callback; zeros otherwise). The answers must be
# equal, except where NVIDIA's crashes and ours answers (listed in the log as "known").
# ---------------------------------------------------------------------------------------------
sweep() {  # sweep <name> <program> [options]
    local name="$1" prog="$2" dir rc summary
    shift 2
    dir="$OUT/runs/$name"
    mkdir -p "$dir"
    "$SRC/tests/abi/export_names.sh" "$NV_REF" >"$dir/names"
    timeout -k 5 600 "$prog" --gpu "$@" -j "$(nproc)" "$NV_REF" "$OURS_REF" "$dir/names" \
        >"$dir/answers" 2>"$dir/stderr"
    rc=$?
    summary="$(tail -1 "$dir/answers")"
    if [ $rc = 0 ]; then
        record "sweep/$name" 0 0 yes ok PASS
        log "[sweep/$name] PASS  ($summary)"
    else
        record "sweep/$name" - "$rc" no ok FAIL "$(grep -c '^DIFF' "$dir/answers") functions answer differently"
        log "[sweep/$name] FAIL  ($summary; see $dir/answers)"
    fi
}
if [ "$MODE" = gpu ] && [ $SWEEPS = 1 ] && [ -n "$NV_REF" ] && [ -n "$OURS_REF" ]; then
    [ -x "$BUILD/bin/abi_zero_args" ] && wanted zero_args && sweep zero_args "$BUILD/bin/abi_zero_args"
    [ -x "$BUILD/bin/abi_typed_sweep" ] && wanted typed_args &&
        sweep typed_args "$BUILD/bin/abi_typed_sweep" --typed
    [ -x "$BUILD/bin/abi_typed_sweep" ] && wanted live_args &&
        sweep live_args "$BUILD/bin/abi_typed_sweep" --live
fi

# ---------------------------------------------------------------------------------------------
# A real client: PyTorch as it ships (its own copy of NVIDIA's runtime) and with ours forced in
# with LD_PRELOAD; tests/torch/torch_check.py prints the transcript. Where python3 has no
# PyTorch with CUDA the step is reported and left out of the counts.
# ---------------------------------------------------------------------------------------------
TORCH_CHECK="$SRC/tests/torch/torch_check.py"
PYTHON="${OCR_PYTHON:-$(command -v python3 2>/dev/null)}"
if [ "$MODE" = gpu ] && [ $TORCH = 1 ] && [ -f "$TORCH_CHECK" ] && wanted torch_check; then
    if [ -n "$PYTHON" ] && "$PYTHON" -c 'import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)' \
            >/dev/null 2>&1; then
        PRELOAD=1 TIMEOUT_SAVED=$TIMEOUT TIMEOUT=$((TIMEOUT > 300 ? TIMEOUT : 300))
        run_program test torch torch_check "$PYTHON" "$TORCH_CHECK"
        PRELOAD=0 TIMEOUT=$TIMEOUT_SAVED
    else
        log "[torch/torch_check] not run: ${PYTHON:-python3} has no PyTorch with a usable GPU"
    fi
fi

# ---------------------------------------------------------------------------------------------
# AMD's HIP unit tests under ours, against NVIDIA's statuses kept in tests/gpu/hiptests (the suite
# stays outside the repository: --hiptests names its folder; HIPTESTS_ARGS passes run_ours.sh's
# options, e.g. "--shard 0/2 --budget 300"). PASS when no case differs from NVIDIA's status.
# ---------------------------------------------------------------------------------------------
if [ "$MODE" = gpu ] && [ -n "$HIPTESTS" ] && [ ${#ONLY[@]} -eq 0 ]; then
    log ""
    log "== hip-tests: $SRC/tests/gpu/hiptests/run_ours.sh $HIPTESTS $BUILD $OUT/hiptests ${HIPTESTS_ARGS:-}"
    # shellcheck disable=SC2086
    bash "$SRC/tests/gpu/hiptests/run_ours.sh" "$HIPTESTS" "$BUILD" "$OUT/hiptests" \
        ${HIPTESTS_ARGS:-} >"$OUT/hiptests.log" 2>&1
    hrc=$?
    log "$(grep -E '^\| \*\*all' "$OUT/hiptests.log")"
    if [ $hrc = 0 ]; then record "hiptests/table" - "$hrc" - - PASS
    else record "hiptests/table" - "$hrc" - - FAIL "cases that differ from NVIDIA's: $OUT/hiptests/table.md"; fi
fi

# ---------------------------------------------------------------------------------------------
# Benchmarks.
# ---------------------------------------------------------------------------------------------
BENCH_SCRIPT="$SRC/tests/bench/run.sh"
if [ $BENCH = 1 ] && [ ${#ONLY[@]} -eq 0 ] && [ -f "$BENCH_SCRIPT" ]; then
    log ""
    log "== benchmarks: $BENCH_SCRIPT $BUILD $OUT/bench"
    mkdir -p "$OUT/bench"
    timeout -k 10 "$BENCH_TIMEOUT" bash "$BENCH_SCRIPT" "$BUILD" "$OUT/bench" >"$OUT/bench.log" 2>&1
    brc=$?
    cat "$OUT/bench.log"
    if [ $brc = 0 ]; then record "bench/run.sh" - "$brc" - - PASS
    else record "bench/run.sh" - "$brc" - - FAIL "tests/bench/run.sh exited $brc (log: $OUT/bench.log)"; fi
fi

# ---------------------------------------------------------------------------------------------
# Summary.
# ---------------------------------------------------------------------------------------------
{
    # A copy of the tree without .git (the GPU machine's) names its commit through OCR_COMMIT.
    commit="${OCR_COMMIT:-$(git -C "$SRC" rev-parse --short HEAD 2>/dev/null || echo unknown)}"
    dirty=""
    [ -z "${OCR_COMMIT:-}" ] && [ -n "$(git -C "$SRC" status --porcelain 2>/dev/null | head -1)" ] &&
        dirty=" (+local changes)"
    driver="$(sed -n 's/.*Kernel Module *\([0-9.]*\).*/\1/p' /proc/driver/nvidia/version 2>/dev/null | head -1)"
    [ -n "$driver" ] || driver="$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)"
    # The card, for tests/gpu/status.py's table (spaces written as _).
    card="$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 | tr ' ' _)"
    gpus="$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ' || true)"
    echo "opencudart GPU pass: mode=$MODE date=$(date -u +%Y-%m-%dT%H:%M:%SZ) commit=$commit$dirty driver=${driver:-none} card=${card:-none} gpus=${gpus:-0}"
    echo "NVIDIA: ${NV_REF:-?}   ours: ${OURS_REF:-?}"
    printf '%-28s %7s %7s %11s %5s %6s\n' "area/test" "NVIDIA" "ours" "transcript" "lib" "result"
    printf '%-28s %7s %7s %11s %5s %6s\n' "----------------------------" "-------" "-------" "-----------" "-----" "------"
    for row in "${ROWS[@]}"; do
        IFS='|' read -r l a b c d e <<<"$row"
        [ "$c" = yes ] && c=equal
        [ "$c" = no ] && c=DIFFERS
        printf '%-28s %7s %7s %11s %5s %6s\n' "$l" "$a" "$b" "$c" "$d" "$e"
    done
    if [ ${#FAIL_NOTES[@]} -gt 0 ]; then
        echo ""
        for n in "${FAIL_NOTES[@]}"; do echo "FAIL $n"; done
    fi
    [ -n "$SETUP_ERROR" ] && echo "SETUP ERROR: $SETUP_ERROR"
    echo ""
    by=""
    for a in "${AREAS[@]}"; do by="$by $a ${AREA_PASS[$a]}/${AREA_TOTAL[$a]},"; done
    echo "passed by area:${by%,}"
    skipped=""
    [ "$SKIPS" -gt 0 ] && skipped=", $SKIPS skipped (not counted)"
    echo "total $((PASSES + FAILS)): $PASSES passed, $FAILS failed$skipped   (logs: $OUT/runs)"
} >"$OUT/summary.txt"
log ""
cat "$OUT/summary.txt"
[ $MODE = gpu ] && log "(tests/gpu/status.py $OUT/summary.txt updates tests/gpu/RESULTS.md's table and the README's status)"
[ $FAILS -eq 0 ] && [ $((PASSES + FAILS)) -gt 0 ] && [ -z "$SETUP_ERROR" ]
