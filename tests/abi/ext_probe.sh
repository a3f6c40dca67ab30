#!/usr/bin/env bash
# The probing program on NVIDIA's runtime (finds no extension API, runs on) and on ours (finds
# it, traces a call between Start and Stop inside a range, flushes a valid trace). No GPU needed.
# Usage: ext_probe.sh PROGRAM NVIDIA_LIBCUDART OURS_LIBCUDART TIMELINE_CHECK
set -eu
prog=$1 nvidia=$2 ours=$3 check=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$prog" "$nvidia" expect-none "$tmp/n.json"
[ ! -e "$tmp/n.json" ] || { echo "FAIL: a trace on NVIDIA's runtime"; exit 1; }
"$prog" "$ours" expect-api "$tmp/o.json"
python3 "$check" "$tmp/o.json" > /dev/null || { echo "FAIL: timeline_check.py"; exit 1; }
python3 - "$tmp/o.json" <<'PY'
import json, sys
ev = json.load(open(sys.argv[1]))["traceEvents"]
calls = [e["name"] for e in ev if e.get("cat") == "api"]
assert calls == ["cudaGetDeviceCount"], calls  # only the call between Start and Stop
r = [e for e in ev if e.get("cat") == "user"]
assert len(r) == 1 and r[0]["name"] == "probe step" and r[0]["ph"] == "X", r
PY
echo "ext_probe: passed"
