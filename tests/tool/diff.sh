#!/bin/sh
# tool_diff: the recorder's lines under fork and `opencudart diff`'s rules, no GPU.
#   diff.sh OPENCUDART NVIDIA_CUDART DIFF_PROG TESTDIR RECORDER
# DIFF_PROG is diff_prog.c (one case per argument); TESTDIR holds the two stand-in runtimes
# fake_cudart0/ and fake_cudart1/ (fake_cudart.c); RECORDER is libopencudart-record.so. Without a driver every call of the real
# runtimes answers the no-driver error.
set -u
tool=$1 nvidia=$2 prog=$3 dir=$4 rec=$5
tmp=$(mktemp -d) || exit 1
[ -n "${KEEP_TMP:-}" ] || trap 'rm -rf "$tmp"' EXIT; echo "$tmp"
fail=0
bad() { echo "FAIL: $*"; fail=1; }
# diff NAME [OPTIONS] -- ARGS: exit status in $rc, report in $tmp/NAME.txt, records in $tmp/NAME.rec
diff_() {
    name=$1; shift
    "$tool" diff --keep "$tmp/$name.rec" "$@" >"$tmp/$name.txt" 2>"$tmp/$name.err"
    rc=$?
}
equal() {
    [ "$rc" -eq 0 ] && grep -q '^EQUAL$' "$tmp/$1.txt" || { cat "$tmp/$1.txt"; bad "$2"; }
}

# 1. Processes that fork write one record: every line is whole (a strict JSON object of the
#    recorder's shape), every process's calls are there, more than 64 KiB from each.
LD_LIBRARY_PATH=$(dirname "$nvidia") "$tool" record --out "$tmp/fork.jsonl" -- "$prog" fork \
    >"$tmp/fork.out" 2>&1 || bad "record of the forking program exited $?"
grep -q '^fork: 5 processes made their calls' "$tmp/fork.out" || bad "the forking program did not run"
python3 - "$tmp/fork.jsonl" <<'PY' || bad "the forking program's record has torn lines"
import collections, json, sys
calls, size, bad = collections.Counter(), collections.Counter(), 0
for n, line in enumerate(open(sys.argv[1], "rb"), 1):
    try:
        o = json.loads(line)
        assert list(o)[:6] == ["seq", "pid", "tid", "t", "dur", "fn"] and isinstance(o["args"], dict)
        assert line.endswith(b"}\n")
    except Exception as e:
        bad += 1
        if bad <= 3:
            print("line %d: %r: %s" % (n, line[:160], e))
        continue
    size[o["pid"]] += len(line)
    if not o["fn"].startswith("("):
        calls[o["pid"]] += 1
assert bad == 0, "%d lines torn" % bad
assert len(calls) == 5 and all(c == 2100 for c in calls.values()), calls
assert all(s > 65536 for s in size.values()), size
PY
diff_ fork --nvidia "$nvidia" -- "$prog" fork
equal fork "diff of the forking program"
grep -q '^summary: 10500 calls compared on 5 thread(s)' "$tmp/fork.txt" || bad "diff of the forking program: its summary"

# 1b. A timeline (OPENCUDART_RECORD_FORMAT=timeline) written by such processes, and by two such
#     programs run at once (each opening the file itself), is one valid JSON object holding
#     every process's calls, each process and thread named; `record --format=timeline` of the
#     forking program makes the same.
cat >"$tmp/tl_check.py" <<'PY'
import collections, json, sys
d = json.load(open(sys.argv[1]))
ev = d["traceEvents"]
seqs = collections.defaultdict(set)
for e in ev:
    if e["ph"] == "X":
        seqs[e["pid"]].add(e["args"]["seq"])
procs = collections.Counter(e["pid"] for e in ev if e["ph"] == "M" and e["name"] == "process_name")
threads = {(e["pid"], e["tid"]) for e in ev if e["ph"] == "M" and e["name"] == "thread_name"}
assert len(seqs) == int(sys.argv[2]) and all(len(s) == 2100 for s in seqs.values()), \
    {p: len(s) for p, s in seqs.items()}
assert procs == collections.Counter(list(seqs)), procs
assert threads == {(e["pid"], e["tid"]) for e in ev if e["ph"] == "X"}, threads
PY
LD_LIBRARY_PATH=$(dirname "$nvidia") OPENCUDART_RECORD_FILE="$tmp/fork.json" \
    OPENCUDART_RECORD_FORMAT=timeline LD_PRELOAD="$rec" \
    sh -c '"$0" fork & "$0" fork; wait' "$prog" >"$tmp/fork2.out" 2>&1 || bad "the forking programs exited $?"
[ "$(grep -c '^fork: 5 processes made their calls' "$tmp/fork2.out")" = 2 ] || bad "the forking programs did not run"
python3 "$tmp/tl_check.py" "$tmp/fork.json" 10 || bad "the forking programs' timeline is not whole"
LD_LIBRARY_PATH=$(dirname "$nvidia") "$tool" record --format=timeline --out "$tmp/fork-cmd.json" -- \
    "$prog" fork >/dev/null 2>&1 || bad "record --format=timeline of the forking program exited $?"
python3 "$tmp/tl_check.py" "$tmp/fork-cmd.json" 5 || bad "record --format=timeline of the forking program"

# 2. Two threads that call the same functions with other arguments, started in one order under
#    NVIDIA's and in the other under ours: matched by their calls and arguments, each thread's
#    stack addresses numbered in its own order.
diff_ threads --nvidia "$nvidia" -- "$prog" threads "$tmp/threads.state"
equal threads "diff of two threads started in the other order"
grep -q '"flags":1' "$tmp/threads.rec/nvidia.jsonl" && grep -q '"flags":0' "$tmp/threads.rec/ours.jsonl" ||
    bad "the threads' arguments are not recorded"
[ "$(grep -m1 -o '"flags":[01]' "$tmp/threads.rec/nvidia.jsonl")" != \
    "$(grep -m1 -o '"flags":[01]' "$tmp/threads.rec/ours.jsonl")" ] || bad "the threads started in the same order"
# The arguments still count: the same threads with the flags planted apart differ.
OPENCUDART_FAULT='cudaStreamQuery:2=cudaErrorNotReady' diff_ threads_fault --nvidia "$nvidia" -- \
    "$prog" threads "$tmp/threads.state"
[ "$rc" -eq 1 ] || { cat "$tmp/threads_fault.txt"; bad "a fault in one of two threads: exit $rc, expected 1"; }

# 3. A file name made from getpid(): the process id masked in strings, kept in the record.
diff_ pid --nvidia "$nvidia" -- "$prog" pid
equal pid "diff of a program naming a file after its pid"
grep -q '"path":"/tmp/ocr_diff_[0-9]*\.dot"' "$tmp/pid.rec/nvidia.jsonl" || bad "the record has not the path"

# 4. Threads still calling when main calls exit(), after 100 calls under NVIDIA's and 200 under
#    ours: compared up to the shorter, and said so; the thread that ended before is whole.
diff_ exit --nvidia "$nvidia" -- "$prog" exit "$tmp/exit.state"
equal exit "diff of a program exiting while threads call"
grep -q "; 2 thread(s) cut by the process's exit, compared up to the shorter; " "$tmp/exit.txt" ||
    bad "diff does not say the threads were cut"
grep -q '"fn":"(thread end)","args":{}}' "$tmp/exit.rec/nvidia.jsonl" || bad "no thread end mark"
grep -q '"fn":"(process exit)","args":{}}' "$tmp/exit.rec/ours.jsonl" || bad "no process exit mark"
# The same on the stand-in runtimes, which go away at exit (an exit handler, as the driver's)
# while the threads still call: their calls answered cudaErrorCudartUnloading, before the exit
# mark, are the teardown, not compared.
diff_ exit_teardown --nvidia "$dir/fake_cudart1/libcudart.so.13" --ours "$dir/fake_cudart0/libcudart.so.13" -- \
    "$prog" exit "$tmp/exit.state"
equal exit_teardown "diff of a program exiting while threads call, the runtime going away under them"
python3 - "$tmp/exit_teardown.rec/nvidia.jsonl" <<'PY' || bad "the stand-in runtime did not go away before the exit mark"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
exit_seq = [o["seq"] for o in lines if o["fn"] == "(process exit)"][0]
assert any(o["seq"] < exit_seq and o["args"].get("result") == "cudaErrorCudartUnloading" for o in lines)
PY
# A looping thread started last, only in the run under ours (its first call returned there
# before exit): compared up to nothing, equal.
diff_ exit_late --nvidia "$nvidia" -- "$prog" exit "$tmp/exit.state" late
equal exit_late "diff of a program exiting while a thread only one run has calls"
grep -q "; 3 thread(s) cut by the process's exit, compared up to the shorter; " "$tmp/exit_late.txt" ||
    bad "diff does not count the thread only one run has as cut"
# A thread that ended in both runs is compared whole: the short thread making one round more
# under ours differs, though the looping threads are cut.
diff_ exit_uneven --nvidia "$nvidia" -- "$prog" exit "$tmp/exit.state" uneven
[ "$rc" -eq 1 ] && grep -q '^first divergence: thread 2 of 4 (call 31):' "$tmp/exit_uneven.txt" &&
    grep -q '> 31  (no call: the thread has ended)' "$tmp/exit_uneven.txt" ||
    { cat "$tmp/exit_uneven.txt"; bad "a thread that ended after other numbers of calls: exit $rc, expected 1 at its call 31"; }

# 5. Memory and a stream freed and made again: one runtime hands the same address and handle
#    out again, the other new ones. Equal: what a call writes through an output is fresh.
diff_ reuse --nvidia "$dir/fake_cudart1/libcudart.so.13" --ours "$dir/fake_cudart0/libcudart.so.13" -- \
    "$prog" reuse
equal reuse "diff of a runtime that reuses addresses against one that does not"
grep -q '"\*devPtr":"0x7f0000100000"' "$tmp/reuse.rec/ours.jsonl" &&
    grep -q '"\*devPtr":"0x7f0000101000"' "$tmp/reuse.rec/ours.jsonl" ||
    bad "the stand-in runtime did not hand out new addresses"
[ "$(grep -c '"\*devPtr":"0x7f0000100000"' "$tmp/reuse.rec/nvidia.jsonl")" -eq 2 ] ||
    bad "the stand-in runtime did not hand the address out again"
grep -q '"\*pStream":"stream#2"' "$tmp/reuse.rec/ours.jsonl" && ! grep -q 'stream#2' "$tmp/reuse.rec/nvidia.jsonl" ||
    bad "the stand-in runtimes' streams"
grep -q '"\*phGraph_out":\["graph#1"\]' "$tmp/reuse.rec/nvidia.jsonl" &&
    grep -q '"\*phGraph_out":\["graph#3"\]' "$tmp/reuse.rec/ours.jsonl" ||
    bad "the conditional node's body graphs are not in the record (or the stand-ins' graphs)"

# 6. --keep leaves both records; a missing program still exits 2.
[ -s "$tmp/pid.rec/nvidia.jsonl" ] && [ -s "$tmp/pid.rec/ours.jsonl" ] || bad "--keep left no records"
"$tool" diff --help | grep -q -- "--keep DIR" || bad "diff --help says nothing of --keep"

# 7. diff knows which runtime each run used: each record's first line names it, the report and
#    its summary name both, progress goes to stderr; a --nvidia or --ours that does not exist, is
#    not a libcudart.so.13 (zlib) or is the other runtime is refused before anything runs.
ours=$(dirname "$tool")/../lib/libcudart.so.13
head -1 "$tmp/pid.rec/nvidia.jsonl" | grep -q "^{\"seq\":0,\"pid\":[0-9]*,\"tid\":[0-9]*,\"t\":[0-9]*,\"dur\":0,\"fn\":\"(runtime)\",\"args\":{\"path\":\"$(realpath "$nvidia")\",\"runtime\":\"nvidia\",\"runtimeVersion\":13000}}$" ||
    { head -1 "$tmp/pid.rec/nvidia.jsonl"; bad "NVIDIA's run does not name its runtime first"; }
head -1 "$tmp/pid.rec/ours.jsonl" | grep -q "\"fn\":\"(runtime)\",\"args\":{\"path\":\"$(realpath "$ours")\",\"runtime\":\"opencudart\",\"release\":\"" ||
    { head -1 "$tmp/pid.rec/ours.jsonl"; bad "our run does not name its runtime first"; }
grep -q '^summary: .*; NVIDIA.s runtime 13000 against opencudart ' "$tmp/pid.txt" || bad "the summary does not name the runtimes"
grep -q "^opencudart diff: run 1 of 2: .* on NVIDIA's runtime ($nvidia)" "$tmp/pid.err" &&
    grep -q "^opencudart diff: run 2 of 2: .* on opencudart" "$tmp/pid.err" || bad "no progress lines"
head -1 "$tmp/reuse.rec/ours.jsonl" | grep -q '"runtime":"opencudart","release":"stand-in"' || bad "the stand-in for ours is not named"
zlib=$(python3 -c 'import ctypes.util, sys; sys.stdout.write(ctypes.util.find_library("z") or "")')
zlib=$(ldconfig -p | sed -n "s/.*$zlib.* => //p" | head -1)
[ -f "$zlib" ] || bad "no zlib found for the test"
refused() { # refused NAME PATTERN OPTIONS...
    name=$1 want=$2; shift 2
    "$tool" diff "$@" -- "$prog" pid >"$tmp/$name.txt" 2>"$tmp/$name.err"
    rc=$?
    [ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/$name.err")" -eq 1 ] && grep -q -- "$want" "$tmp/$name.err" &&
        ! grep -q EQUAL "$tmp/$name.txt" || { cat "$tmp/$name.err"; bad "$name: exit $rc, expected 2 and one line"; }
}
refused missing "^opencudart diff: --nvidia /nonexistent.so: cannot open: No such file" --nvidia /nonexistent.so
refused zlib "is not a libcudart.so.13" --nvidia "$zlib"
refused nvidia_ours "is opencudart's runtime .*, not NVIDIA's" --nvidia "$ours"
refused ours_nvidia "is NVIDIA's runtime, not opencudart's" --nvidia "$nvidia" --ours "$nvidia"
refused ours_missing "^opencudart diff: --ours /nonexistent.so: cannot open" --nvidia "$nvidia" --ours /nonexistent.so

[ $fail -eq 0 ] && echo "tool_diff: ok"
exit $fail
