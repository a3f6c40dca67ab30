#!/bin/sh
# tool_options: the command's one option parser and its help, no GPU.
#   options.sh OPENCUDART
# Each subcommand takes --opt VALUE and --opt=VALUE, its short forms, `--`, -h/--help anywhere
# among its options; numbers are checked; unknown options are refused, never taken for a FILE
# or PROGRAM; `help CMD` and CMD --help print the same text; -V prints the version.
set -u
tool=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
# expect NAME STATUS PATTERN CMD...: exit status STATUS, PATTERN on stdout or stderr
expect() {
    name=$1 want=$2 pat=$3; shift 3
    "$@" >"$tmp/out" 2>&1
    rc=$?
    [ "$rc" -eq "$want" ] && grep -q -- "$pat" "$tmp/out" ||
        { sed 's/^/    | /' "$tmp/out"; bad "$name: exit $rc (expected $want), or no line with: $pat"; }
}
expect "diff --context abc" 2 "^opencudart diff: --context 'abc' is not a number" "$tool" diff --context abc -- /bin/true
expect "diff --context=-1" 2 "is not a number" "$tool" diff --context=-1 -- /bin/true
expect "diff -C 3 --nvidia=PATH" 2 "^opencudart diff: --nvidia /nonexistent.so: cannot open" \
    "$tool" diff -C 3 --nvidia=/nonexistent.so -- /bin/true
expect "diff --nvidia PATH" 2 "^opencudart diff: --nvidia /nonexistent.so: cannot open" \
    "$tool" diff --nvidia /nonexistent.so /bin/true
expect "diff --help after options" 0 "^usage: opencudart diff" "$tool" diff --context 3 --help
expect "diff -h" 0 "^usage: opencudart diff" "$tool" diff -C 2 -h
expect "inspect --bogus" 2 "^opencudart inspect: unknown option '--bogus'" "$tool" inspect --bogus
expect "inspect -x" 2 "^opencudart inspect: unknown option '-x'" "$tool" inspect -x /bin/sh
expect "inspect -- FILE" 0 "does not use the CUDA runtime" "$tool" inspect -- /bin/sh
expect "inspect FILE --help" 0 "^usage: opencudart inspect" "$tool" inspect /bin/sh --help
expect "run --trace without value" 2 "^opencudart run: option '--trace' needs a value" "$tool" run --trace
expect "run -- PROGRAM --help" 0 "^--help$" "$tool" run -- printf '%s\n' --help
expect "run PROGRAM --help" 0 "^--help$" "$tool" run printf '%s\n' --help
expect "run -t WORDS" 0 "^OPENCUDART_TRACE=stats$" "$tool" run -t stats -- /usr/bin/env
expect "run --check=WORDS" 0 "^OPENCUDART_CHECK=leaks$" "$tool" run --check=leaks /usr/bin/env
expect "record --format xml" 2 "^opencudart record: --format 'xml': json or timeline" \
    "$tool" record --format xml -- /bin/true
expect "record --unknown" 2 "^opencudart record: unknown option '--unknown'" "$tool" record --unknown /bin/true
expect "info extra" 2 "^opencudart info: unexpected argument 'extra'" "$tool" info extra
expect "help bogus" 2 "no command 'bogus'" "$tool" help bogus
expect "unknown command" 2 "^opencudart: unknown command 'bogus'" "$tool" bogus
expect "-V" 0 "^opencudart [0-9]" "$tool" -V
expect "--version" 0 "^opencudart [0-9]" "$tool" --version
expect "help" 0 "^usage: opencudart COMMAND" "$tool" help
for sub in run record diff info inspect; do
    "$tool" help $sub >"$tmp/a" 2>&1 && "$tool" $sub --help >"$tmp/b" 2>&1 && cmp -s "$tmp/a" "$tmp/b" &&
        head -1 "$tmp/a" | grep -q "^usage: opencudart $sub" || bad "help $sub and $sub --help differ or fail"
done
[ $fail -eq 0 ] && echo "tool_options: ok"
exit $fail
