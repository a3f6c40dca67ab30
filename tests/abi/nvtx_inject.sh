#!/usr/bin/env bash
# NVTX ranges on the timeline without a GPU: nvtx_inject (linked to libcudart.so.13) run on ours
# with NVTX_INJECTION64_PATH=libopencudart_nvtx.so and OPENCUDART_TRACE=timeline: the trace is
# valid JSON (timeline_check.py) and has the ranges on the main thread's track, nested as made,
# around the call made inside them; the named thread; the range ended on another thread. Then on
# NVIDIA's runtime (LD_LIBRARY_PATH first): the injection library does not load (its extension API
# is not there), NVTX stays a no-op and the program runs as without it. And `opencudart run
# --trace=timeline` sets NVTX_INJECTION64_PATH.
# Usage: nvtx_inject.sh OURS_LIBDIR NVIDIA_LIBCUDART PROGRAM TIMELINE_CHECK TOOL
set -eu
ours=$1 nvidia_dir=$(dirname "$2") prog=$3 check=$4 tool=$5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

LD_LIBRARY_PATH=$ours NVTX_INJECTION64_PATH=$ours/libopencudart_nvtx.so \
    OPENCUDART_TRACE=timeline OPENCUDART_TRACE_FILE=$tmp/t.json "$prog" > "$tmp/out" ||
    fail "the program failed on ours"
cat "$tmp/out"
grep -q "push depths 0 1, pops 1 0" "$tmp/out" || fail "push/pop depths"
python3 "$check" "$tmp/t.json" > /dev/null || fail "timeline_check.py rejects the trace"
python3 - "$tmp/t.json" <<'PY' || fail "ranges"
import json, sys
ev = json.load(open(sys.argv[1]))["traceEvents"]
user = {e["name"]: e for e in ev if e.get("cat") == "user"}
api = [e for e in ev if e.get("cat") == "api"]
for n in ("outer", "inner", "span", "marked", "domain range"):
    assert n in user, "no %s in %s" % (n, sorted(user))
o, i, s = user["outer"], user["inner"], user["span"]
assert o["ph"] == i["ph"] == s["ph"] == "X", (o, i, s)
assert user["marked"]["ph"] == "i"
assert o["tid"] == i["tid"] == s["tid"], "ranges on the making thread's track"
end = lambda e: e["ts"] + e["dur"]
assert o["ts"] <= i["ts"] and end(i) <= end(o), "inner nested in outer"
count = [e for e in api if e["name"] == "cudaGetDeviceCount"]
assert count and i["ts"] <= count[0]["ts"] and end(count[0]) <= end(i), "the call inside inner"
assert end(i) <= user["marked"]["ts"] <= end(o), "the mark inside outer, after inner"
names = [e["args"]["name"] for e in ev if e.get("ph") == "M" and e["name"] == "thread_name"]
assert any(n.startswith("main loop (thread ") for n in names), names
print("ranges nested on the thread track:", o["tid"])
PY

# NVIDIA's runtime: the program runs, NVTX does nothing (and no trace is written).
LD_LIBRARY_PATH=$nvidia_dir NVTX_INJECTION64_PATH=$ours/libopencudart_nvtx.so \
    OPENCUDART_TRACE=timeline OPENCUDART_TRACE_FILE=$tmp/n.json "$prog" > "$tmp/nout" ||
    fail "the program failed on NVIDIA's runtime"
grep -q "push depths" "$tmp/nout" || fail "no output on NVIDIA's runtime"
[ ! -e "$tmp/n.json" ] || fail "a trace on NVIDIA's runtime"

# opencudart run --trace=timeline names the injection library
"$tool" run --trace=timeline -- env > "$tmp/env" 2>/dev/null || true
grep -q "^NVTX_INJECTION64_PATH=.*/libopencudart_nvtx.so$" "$tmp/env" ||
    fail "opencudart run --trace=timeline does not set NVTX_INJECTION64_PATH"
echo "nvtx_inject: passed"
