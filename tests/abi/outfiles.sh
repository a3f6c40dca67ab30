#!/usr/bin/env bash
# The trace (OPENCUDART_TRACE_FILE), check (OPENCUDART_CHECK_FILE) and record
# (OPENCUDART_RECORD_FILE) files are only ever written as regular files (src/outfile.h): a name
# that is a FIFO or a directory is refused in one line and left as it is (no hang on the FIFO,
# no temporary file left); a symlink to a file is followed (the link stays a link, its target
# gets the output); a write error (a file size limit: writes fail with EFBIG, as on a full disk)
# is said in one line. /dev/null is tried only once the FIFO was refused (a runtime without the
# rule, run as root, would replace it), and must be the same node after.
# Usage: outfiles.sh <our lib dir> <timeline_calls> <fault_env> <libcudart.so> <recorder.so>
set -u
lib=$1 tl_prog=$2 check_prog=$3 cudart=$4 recorder=$5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
bad() { echo "FAIL $*"; fail=1; }

# run KIND NAME: the program writing its KIND file to NAME; its stderr on stdout
run() {
    local kind=$1 name=$2
    case $kind in
    trace)
        OPENCUDART_TRACE=timeline OPENCUDART_TRACE_FILE="$name" LD_LIBRARY_PATH="$lib" \
            timeout 60 "$tl_prog" 2>&1 >/dev/null ;;
    check)
        OPENCUDART_CHECK=leaks OPENCUDART_CHECK_FILE="$name" timeout 60 "$check_prog" "$cudart" \
            2>&1 >/dev/null ;;
    record)
        OPENCUDART_RECORD_FILE="$name" LD_LIBRARY_PATH="$lib" \
            timeout 60 env LD_PRELOAD="$recorder" "$tl_prog" 2>&1 >/dev/null ;;
    esac
    [ $? != 124 ] || echo "FAIL $kind: $name: the program hung"
}
# what each kind's file holds once written
content() {
    case $1 in
    trace) grep -q '"traceEvents"' "$2" ;;
    check) grep -q '^opencudart: leaks: none' "$2" ;;
    record) grep -q '"fn"' "$2" ;;
    esac
}
# no temporary name left in the folder
leftovers() { ls -A "$work/d" | grep -v '^\(fifo\|dir\|real\|link\|file\)$'; }

fifo_refused=1
for kind in trace check record; do
    rm -rf "$work/d" && mkdir "$work/d"
    # a FIFO: refused without blocking, still a FIFO
    mkfifo "$work/d/fifo"
    run $kind "$work/d/fifo" >"$work/err"
    [ -p "$work/d/fifo" ] || { bad "$kind: the FIFO was replaced"; fifo_refused=0; }
    ! grep -q '^FAIL' "$work/err" || bad "$(cat "$work/err")"
    [ "$(grep -c 'is a FIFO, not a regular file' "$work/err")" = 1 ] ||
        { bad "$kind: FIFO: no one line: $(cat "$work/err")"; fifo_refused=0; }
    # a directory: refused, still a directory, nothing written in it
    mkdir "$work/d/dir"
    run $kind "$work/d/dir" >"$work/err"
    [ -d "$work/d/dir" ] && [ -z "$(ls -A "$work/d/dir")" ] || bad "$kind: the directory changed"
    [ "$(grep -c 'is a directory, not a regular file' "$work/err")" = 1 ] ||
        bad "$kind: directory: no one line: $(cat "$work/err")"
    # a symlink to a file: followed, the link stays
    echo old >"$work/d/real"
    ln -s real "$work/d/link"
    run $kind "$work/d/link" >"$work/err"
    [ -L "$work/d/link" ] || bad "$kind: the symlink was replaced"
    content $kind "$work/d/real" || bad "$kind: the symlink's target was not written"
    # a regular file: written (replaced, emptied or appended to)
    echo old >"$work/d/file"
    run $kind "$work/d/file" >"$work/err"
    content $kind "$work/d/file" || bad "$kind: a regular file was not written: $(cat "$work/err")"
    [ -z "$(leftovers)" ] || bad "$kind: left behind: $(leftovers)"
    # a write error: said in one line (writes to a regular file fail with EFBIG past the limit)
    rm -f "$work/d/file"
    (ulimit -f 0 && trap '' XFSZ && run $kind "$work/d/file") | cat >"$work/err"
    [ "$(grep -c 'failed: File too large' "$work/err")" = 1 ] ||
        bad "$kind: a write error was not said in one line: $(cat "$work/err")"
    [ -z "$(leftovers)" ] || bad "$kind: left behind after a write error: $(leftovers)"
done

# /dev/null, only where the FIFO was refused: refused, the same node after
if [ $fifo_refused = 1 ]; then
    before=$(stat -c '%F %t:%T %i' /dev/null)
    for kind in trace check record; do
        run $kind /dev/null >"$work/err"
        grep -q 'is a character device, not a regular file' "$work/err" ||
            bad "$kind: /dev/null not refused: $(cat "$work/err")"
    done
    [ "$(stat -c '%F %t:%T %i' /dev/null)" = "$before" ] || bad "/dev/null changed"
fi

[ $fail = 0 ] && echo "outfiles: all checks passed"
exit $fail
