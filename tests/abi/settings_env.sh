#!/usr/bin/env bash
# Every OPENCUDART_* variable (the rows of settings/settings_list.h) given its extremes: a process
# that loads the runtime (settings_env.c, with dlopen; the recorder preloaded for its own
# variables) never crashes or hangs, still answers, and prints at most one line of the library's
# for the value. Then the settings the README's issues named, each with the line it must print.
# Usage: settings_env.sh <settings_list.h> <our libcudart.so.13> <settings_env program> <recorder>
set -u
list=$1 lib=$2 prog=$3 rec=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
fail=0
bad() { echo "FAIL $*"; fail=1; }

names=$(sed -n 's/^ *X(\([A-Z_]*\),.*/OPENCUDART_\1/p' "$list")
[ "$(echo "$names" | wc -w)" -ge 15 ] || bad "read $(echo "$names" | wc -w) variables from $list"
long=$(head -c 10000 /dev/zero | tr '\0' 7)
values=(0 -1 18446744073709551615 18446744073709551616 99999999999999999999999999 "$long" ""
    banana $'\xff\xfe\x80' $'a\nb' ' 5' 4097k 1G 0x10 +3)

run() { # VAR VALUE: run the program with VAR=VALUE; sets out, err, rc
    local pre=
    case $1 in OPENCUDART_RECORD_*) pre=$rec ;; esac
    timeout 20 env "$1=$2" LD_PRELOAD="$pre" "$prog" "$lib" >"$work/out" 2>"$work/err"
    rc=$?
}

n=0
for var in $names; do
    for v in "${values[@]}"; do
        n=$((n + 1))
        run "$var" "$v"
        shown=$(printf '%s' "$v" | head -c 40 | od -An -c | tr -s ' ' | head -c 80)
        if [ $rc -ne 0 ]; then
            bad "$var='$shown': exit status $rc $(head -c 300 "$work/err")"
            continue
        fi
        grep -q '^ok ' "$work/out" || bad "$var='$shown': no answer"
        lines=$(grep -c '' "$work/err")
        [ "$lines" -le 1 ] || bad "$var='$shown': $lines lines: $(head -c 300 "$work/err")"
        rm -f "$work"/[!eo]* 2>/dev/null
    done
done
echo "settings_env: $n runs"

# The values that misled before: each named in one line, the default used.
expect() { # VAR VALUE PATTERN: one line matching PATTERN
    run "$1" "$2"
    [ $rc -eq 0 ] || bad "$1='$2': exit status $rc"
    grep -q "$3" "$work/err" || bad "$1='$2': want '$3', got: $(cat "$work/err")"
    [ "$(grep -c '' "$work/err")" -le 1 ] || bad "$1='$2': more than one line: $(cat "$work/err")"
}
expect OPENCUDART_STAGING banana "^opencudart: OPENCUDART_STAGING 'banana' is not a size .*: the default (64M) used$"
expect OPENCUDART_STAGING -1 "^opencudart: OPENCUDART_STAGING '-1' is not a size"
expect OPENCUDART_STAGING_THREADS -2 "^opencudart: OPENCUDART_STAGING_THREADS '-2' is not a whole number from 0 to 64 or auto"
expect OPENCUDART_STAGING_CHUNK -1 "^opencudart: OPENCUDART_STAGING_CHUNK '-1' is not a size"
expect OPENCUDART_STAGING_CHUNK 18446744073709551615 "^opencudart: OPENCUDART_STAGING_CHUNK '18446744073709551615' is not a size from 64k to 1G"
expect OPENCUDART_TRACE nonsense "^opencudart: OPENCUDART_TRACE 'nonsense' has the unknown word 'nonsense' "
expect OPENCUDART_TRACE calls,bogus "^opencudart: OPENCUDART_TRACE 'calls,bogus' has the unknown word 'bogus' .*: the default (off) used$"
expect OPENCUDART_TRACE_MAX -1 "^opencudart: OPENCUDART_TRACE_MAX '-1' is not a whole number"
expect OPENCUDART_FAULT_SEED x "^opencudart: OPENCUDART_FAULT_SEED 'x' is not a whole number"
expect OPENCUDART_FAULT 'cudaMallocc:1=cudaErrorMemoryAllocation' \
    "^opencudart: OPENCUDART_FAULT: rule 'cudaMallocc:1=cudaErrorMemoryAllocation' ignored: ENTRY names no function"
expect OPENCUDART_CHECK leaks,bogus "^opencudart: OPENCUDART_CHECK 'leaks,bogus' has the unknown word 'bogus'"
expect OPENCUDART_CHECK_EXITCODE 256 "^opencudart: OPENCUDART_CHECK_EXITCODE '256' is not a whole number from 1 to 255 or off"
expect OPENCUDART_RECORD_FORMAT xml "^opencudart: OPENCUDART_RECORD_FORMAT 'xml' is not one of json, timeline: the default (json) used$"
# Non-ASCII bytes are written escaped.
expect OPENCUDART_STAGING_MIN $'\xff' "^opencudart: OPENCUDART_STAGING_MIN '\\\\xff' is not a size"

# Off words in any case turn a feature off; the trace prints the settings in force.
for v in off OFF No false 0; do
    env OPENCUDART_STAGING=$v OPENCUDART_TRACE=1 timeout 20 "$prog" "$lib" >"$work/out" 2>"$work/err" ||
        bad "STAGING=$v: exit status $?"
    grep -q '^opencudart: settings: .* OPENCUDART_STAGING=off ' "$work/err" ||
        bad "STAGING=$v: engine not off: $(grep settings "$work/err")"
done
env OPENCUDART_TRACE=CALLS timeout 20 "$prog" "$lib" >"$work/out" 2>"$work/err"
grep -q '^opencudart: \[tid [0-9]*\] cudaRuntimeGetVersion -> ' "$work/err" ||
    bad "TRACE=CALLS does not trace every call: $(cat "$work/err")"
grep -q '^opencudart: settings: OPENCUDART_TRACE=calls OPENCUDART_TRACE_FILE=' "$work/err" ||
    bad "TRACE=CALLS: settings line: $(grep settings "$work/err")"
env OPENCUDART_TRACE=1 OPENCUDART_STAGING_THREADS=3 OPENCUDART_STAGING_CHUNK=1m timeout 20 "$prog" "$lib" \
    >"$work/out" 2>"$work/err"
grep -q '^opencudart: settings: .* OPENCUDART_STAGING_CHUNK=1M OPENCUDART_STAGING_THREADS=3 ' "$work/err" ||
    bad "settings in force: $(grep settings "$work/err")"

# The recorder: a wrong format is named and JSON lines are written.
timeout 20 env OPENCUDART_RECORD_FILE="$work/rec.json" OPENCUDART_RECORD_FORMAT=XML LD_PRELOAD="$rec" \
    "$prog" "$lib" >/dev/null 2>"$work/err"
grep -q "OPENCUDART_RECORD_FORMAT 'XML'" "$work/err" || bad "RECORD_FORMAT=XML not named"
timeout 20 env OPENCUDART_RECORD_FILE="$work/rec2.json" OPENCUDART_RECORD_FORMAT=Timeline \
    LD_PRELOAD="$rec" "$prog" "$lib" >/dev/null 2>"$work/err"
[ "$(head -c 16 "$work/rec2.json" 2>/dev/null)" = '{"traceEvents":[' ] || bad "RECORD_FORMAT=Timeline: not a timeline"

# The checks' exit status: nothing found (no driver here, so nothing made), the program's own status;
# %p in the report's name is the process id. (A leak under the exit status: tests/unit/test_settings.c,
# and on the GPU.)
timeout 20 env OPENCUDART_CHECK=leaks,misuse OPENCUDART_CHECK_EXITCODE=3 \
    OPENCUDART_CHECK_FILE="$work/report-%p.txt" "$prog" "$lib" >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 0 ] || bad "CHECK_EXITCODE=3 with nothing found: exit status $rc"
ls "$work"/report-[0-9]*.txt >/dev/null 2>&1 && grep -q '^opencudart: leaks: none' "$work"/report-[0-9]*.txt ||
    bad "CHECK_FILE with %p: $(ls "$work")"

[ $fail = 0 ] && echo "settings_env: all checks passed"
exit $fail
