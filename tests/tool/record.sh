#!/bin/sh
# tool_record: the recording interposer and `opencudart record` / `opencudart diff`, no GPU.
#   record.sh OPENCUDART NVIDIA_CUDART PROGRAM RECORDER
# PROGRAM is record_prog.cu built with nvcc -cudart shared; RECORDER libopencudart-record.so. Without a driver every call answers
# the no-driver error under either runtime.
set -u
tool=$1 nvidia=$2 prog=$3 rec=$4
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# 1. In front of NVIDIA's runtime, every call the program makes is recorded: the hidden
#    registration and launch ABI, the error-string calls, the second thread.
LD_LIBRARY_PATH=$(dirname "$nvidia") "$tool" record --out "$tmp/nv.jsonl" -- "$prog" >"$tmp/nv.out" 2>&1 ||
    bad "record exited $?"
grep -q 'cudaMalloc: cudaErrorInsufficientDriver' "$tmp/nv.out" || bad "the program did not run on NVIDIA's runtime"
for fn in __cudaRegisterFatBinary __cudaRegisterFunction __cudaRegisterFatBinaryEnd cudaGetDeviceCount \
    cudaRuntimeGetVersion cudaGetErrorName cudaGetErrorString cudaMalloc cudaPointerGetAttributes \
    __cudaPushCallConfiguration __cudaGetKernel __cudaPopCallConfiguration __cudaLaunchKernel \
    cudaLaunchKernel cudaMemcpy cudaStreamCreate __cudaUnregisterFatBinary; do
    grep -q "\"fn\":\"$fn\"" "$tmp/nv.jsonl" || bad "no $fn in the record"
done
calls=$(grep -vc '"fn":"(' "$tmp/nv.jsonl")
[ "$calls" -eq 45 ] || bad "$calls calls recorded, the program makes 45"
# The marks: the second thread's end, and the process's exit from the main thread, last.
grep -q '^{"seq":[0-9]*,"pid":\([0-9]*\),"tid":[0-9]*,"t":[0-9]*,"dur":0,"fn":"(thread end)","args":{}}$' \
    "$tmp/nv.jsonl" || bad "no end mark of the second thread"
tail -1 "$tmp/nv.jsonl" | grep -q '^{"seq":47,"pid":\([0-9]*\),"tid":\1,"t":[0-9]*,"dur":0,"fn":"(process exit)","args":{}}$' ||
    bad "no exit mark from the main thread at the end"
grep -q '"fn":"cudaRuntimeGetVersion","args":{"runtimeVersion":"0x[0-9a-f]*","\*runtimeVersion":13000,"result":"cudaSuccess"}' \
    "$tmp/nv.jsonl" || bad "cudaRuntimeGetVersion's output not recorded"
grep -q '"fn":"cudaGetErrorString","args":{"error":"cudaErrorInvalidValue","ret":"invalid argument"}' \
    "$tmp/nv.jsonl" || bad "cudaGetErrorString's string not recorded"
grep -q '"fn":"__cudaLaunchKernel","args":{"func":"fill(int\*, int)","gridDim":\[1,1,1\],"blockDim":\[32,1,1\]' \
    "$tmp/nv.jsonl" || bad "the launch's kernel is not named"
tids=$(sed -n 's/^{"seq":[0-9]*,"pid":[0-9]*,"tid":\([0-9]*\),.*/\1/p' "$tmp/nv.jsonl" | sort -u | wc -l)
[ "$tids" -eq 2 ] || bad "$tids threads recorded, the program has 2"

# 2. The timeline format is the valid JSON OPENCUDART_TRACE=timeline writes (the object form of
#    the Trace Event Format), every call a complete event with its arguments and result.
LD_LIBRARY_PATH=$(dirname "$nvidia") "$tool" record --out "$tmp/nv.json" --format=timeline -- "$prog" >/dev/null 2>"$tmp/tl.err" ||
    bad "record --format=timeline exited $?"
cat >"$tmp/check.py" <<'PY'
# check.py FILE RUNS: FILE is a Trace Event JSON object holding RUNS runs of the program, each
# a process named with the runtime its calls went to, 45 calls on 2 threads.
import json, sys
d = json.load(open(sys.argv[1]))
runs = int(sys.argv[2])
assert d["displayTimeUnit"] == "ns" and d["otherData"] == {"recorder": "opencudart record"}, d["otherData"]
ev = [e for e in d["traceEvents"] if e["ph"] == "X"]
assert len(ev) == 45 * runs and all(e["cat"] == "api" and "result" in e["args"] or e["name"].startswith("__cuda")
                                    or e["name"].startswith("cudaGetError") for e in ev), len(ev)
assert all(isinstance(e["args"]["seq"], int) and e["dur"] >= 0 for e in ev)
procs = [e for e in d["traceEvents"] if e["ph"] == "M" and e["name"] == "process_name"]
assert len(procs) == runs and all(p["args"]["runtime"]["runtime"] == "nvidia" for p in procs), procs
assert {e["pid"] for e in ev} == {p["pid"] for p in procs}
names = {(e["pid"], e["tid"]) for e in d["traceEvents"] if e["ph"] == "M" and e["name"] == "thread_name"}
assert len(names) == 2 * runs and names == {(e["pid"], e["tid"]) for e in ev}, names
PY
python3 "$tmp/check.py" "$tmp/nv.json" 1 || bad "the timeline record is not valid Trace Event JSON"
grep -q "^opencudart record: wrote $tmp/nv.json (the calls went to $(realpath "$nvidia"), NVIDIA's runtime)$" "$tmp/tl.err" ||
    { cat "$tmp/tl.err"; bad "record does not name the file it wrote and the runtime"; }

# A timeline per process (%p in its name): each process's file is the same valid JSON.
LD_LIBRARY_PATH=$(dirname "$nvidia") "$tool" record --format=timeline --out "$tmp/pp-%p.json" -- "$prog" \
    >/dev/null 2>&1 || bad "record --format=timeline --out with %p exited $?"
set -- "$tmp"/pp-*.json
[ $# -eq 1 ] && python3 "$tmp/check.py" "$1" 1 || bad "record --format=timeline --out with %p: $*"

# 2a. The recorder used directly (OPENCUDART_RECORD_FORMAT=timeline, without the command) leaves
#     the same valid JSON; a second run adds its process to it and it stays valid; a program
#     that makes no call leaves a valid timeline without events, one whose write fails too; a
#     file that is not a timeline of the recorder's is refused in one line and left as it was.
direct() {
    LD_LIBRARY_PATH=$(dirname "$nvidia") OPENCUDART_RECORD_FILE="$1" OPENCUDART_RECORD_FORMAT=timeline \
        LD_PRELOAD="$rec" "$2" >/dev/null 2>"$tmp/direct.err"
}
direct "$tmp/direct.json" "$prog" || bad "the program under the recorder exited $?"
python3 -m json.tool "$tmp/direct.json" >/dev/null || bad "the recorder's own timeline is not JSON"
python3 "$tmp/check.py" "$tmp/direct.json" 1 || bad "the recorder's own timeline is not the command's"
direct "$tmp/direct.json" "$prog" || bad "the program under the recorder exited $?"
python3 "$tmp/check.py" "$tmp/direct.json" 2 || bad "a second run's timeline added to the first is not valid"
direct "$tmp/none.json" /bin/true || bad "true under the recorder exited $?"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["traceEvents"] == [], d' \
    "$tmp/none.json" || bad "a program without calls leaves no valid timeline"
# A write that fails (past a file size limit, as on a full disk) is said once and undone: the
# file stays valid.
(ulimit -f 4 && trap '' XFSZ && direct "$tmp/full.json" "$prog")
[ "$(grep -c "full.json failed: File too large" "$tmp/direct.err")" = 1 ] ||
    bad "a write error: no one line: $(cat "$tmp/direct.err")"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["traceEvents"] == [], d' \
    "$tmp/full.json" || bad "a failed write left no valid timeline"
echo '{"seq":1}' >"$tmp/other.json"
direct "$tmp/other.json" "$prog"
[ "$(cat "$tmp/other.json")" = '{"seq":1}' ] || bad "a file that is not a timeline was written to"
[ "$(grep -c "other.json is not a timeline" "$tmp/direct.err")" = 1 ] ||
    bad "a file that is not a timeline: no one line: $(cat "$tmp/direct.err")"

# 2b. An existing record is kept: refused without --force (exit 2, the file unchanged); with
#     --force, a program that cannot be started leaves it whole (exit 127); one that runs
#     replaces it.
sum=$(cksum <"$tmp/nv.jsonl")
LD_LIBRARY_PATH=$(dirname "$nvidia") "$tool" record --out "$tmp/nv.jsonl" -- "$prog" >/dev/null 2>"$tmp/ow.err"
rc=$?
[ $rc -eq 2 ] && grep -q "exists (--force overwrites it)" "$tmp/ow.err" && [ "$(cksum <"$tmp/nv.jsonl")" = "$sum" ] ||
    bad "record over an existing file without --force: exit $rc"
"$tool" record --force --out "$tmp/nv.jsonl" -- "$tmp/no-such-program" >/dev/null 2>&1
rc=$?
[ $rc -eq 127 ] && [ "$(cksum <"$tmp/nv.jsonl")" = "$sum" ] || bad "a program that cannot start: exit $rc, or the record was touched"
[ -z "$(find "$tmp" -name 'nv.jsonl.tmp.*')" ] || bad "a temporary record was left behind"
LD_LIBRARY_PATH=$(dirname "$nvidia") "$tool" record -f --out "$tmp/nv.jsonl" -- "$prog" >/dev/null 2>&1 &&
    [ "$(grep -vc '"fn":"(' "$tmp/nv.jsonl")" -eq 45 ] || bad "record --force did not replace the record"

# 3. diff: NVIDIA's against ours is equal.
"$tool" diff --nvidia "$nvidia" -- "$prog" >"$tmp/eq.txt" 2>"$tmp/eq.err"
rc=$?
[ $rc -eq 0 ] || { cat "$tmp/eq.txt"; bad "diff of the two runtimes: exit $rc, expected 0"; }
grep -q '^summary: 45 calls compared on 2 thread(s) (nvidia 45 calls, ours 45), 0 divergent' "$tmp/eq.txt" ||
    { cat "$tmp/eq.txt"; bad "diff's summary"; }

# 4. A divergence planted on ours (OPENCUDART_FAULT: NVIDIA's ignores it) is reported at that call.
OPENCUDART_FAULT='cudaGetDeviceCount:1=cudaErrorUnknown' "$tool" diff --context 2 --nvidia "$nvidia" \
    -- "$prog" >"$tmp/ne.txt" 2>/dev/null
rc=$?
[ $rc -eq 1 ] || bad "diff with a planted fault: exit $rc, expected 1"
grep -q '^first divergence: thread 1 of 2 (call 4):' "$tmp/ne.txt" || { cat "$tmp/ne.txt"; bad "the divergence's place"; }
grep -q '> 4  cudaGetDeviceCount {"count":"0x[0-9a-f]*","result":"cudaErrorUnknown"}' "$tmp/ne.txt" ||
    bad "ours' diverging call"
grep -q '> 4  cudaGetDeviceCount {"count":"0x[0-9a-f]*","result":"cudaErrorInsufficientDriver"}' "$tmp/ne.txt" ||
    bad "NVIDIA's diverging call"
[ "$(grep -c '^      [23]  __cudaRegister' "$tmp/ne.txt")" -eq 4 ] || bad "2 calls of context under each"

# 5. A planted fault in the second thread, whose calls start later: found in that thread.
OPENCUDART_FAULT='cudaStreamCreate:1=cudaErrorMemoryAllocation' "$tool" diff --nvidia "$nvidia" \
    -- "$prog" >"$tmp/t2.txt" 2>/dev/null
grep -q '^first divergence: thread 2 of 2 (call 5):' "$tmp/t2.txt" || { cat "$tmp/t2.txt"; bad "the second thread's divergence"; }

# 6. A run that cannot be made: exit 2.
"$tool" diff --nvidia "$nvidia" -- "$tmp/no-such-program" >/dev/null 2>&1
rc=$?
[ $rc -eq 2 ] || bad "diff of a missing program: exit $rc, expected 2"
"$tool" diff --help | grep -q "not deterministic" || bad "diff --help says nothing of determinism"

[ $fail -eq 0 ] && echo "tool_record: ok"
exit $fail
