#!/usr/bin/env bash
# GPU check (unverified until a GPU pass runs it): a PyTorch training loop that marks its steps
# with torch.cuda.nvtx.range_push/range_pop, run under opencudart with
# `opencudart run --trace=timeline` (which sets NVTX_INJECTION64_PATH to libopencudart_nvtx.so):
# the trace is valid (timeline_check.py --gpu) and each step's range is on the main thread's
# track, holds the "forward" range nested in it, and holds kernel launches whose GPU work is
# recorded.
# Usage: nvtx_check.sh BUILD_DIR [PYTHON]   (BUILD_DIR has bin/opencudart and lib/)
# Pass: prints "nvtx_check: passed" and exits 0.
set -eu
build=$1 py=${2:-python3}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/loop.py" <<'PY'
import torch
x = torch.randn(256, 256, device="cuda")
w = torch.randn(256, 256, device="cuda", requires_grad=True)
for step in range(5):
    torch.cuda.nvtx.range_push("step %d" % step)
    torch.cuda.nvtx.range_push("forward")
    y = (x @ w).relu().sum()
    torch.cuda.nvtx.range_pop()
    y.backward()
    torch.cuda.nvtx.mark("after backward")
    torch.cuda.nvtx.range_pop()
torch.cuda.synchronize()
print("loop done")
PY
OPENCUDART_TRACE_FILE=$tmp/t.json "$build/bin/opencudart" run --trace=timeline -- "$py" "$tmp/loop.py"
"$py" "$here/timeline_check.py" "$tmp/t.json" --gpu
"$py" - "$tmp/t.json" <<'PY'
import json, sys
ev = json.load(open(sys.argv[1]))["traceEvents"]
user = [e for e in ev if e.get("cat") == "user"]
steps = [e for e in user if e["name"].startswith("step ") and e["ph"] == "X"]
assert len(steps) == 5, "5 step ranges, got %s" % [e["name"] for e in user]
end = lambda e: e["ts"] + e["dur"]
launches = [e for e in ev if e.get("cat") == "api" and "Launch" in e["name"]]
kernels = [e for e in ev if e.get("cat") == "gpu" and e["name"] not in ("memcpy HtoD",)]
for s in steps:
    fwd = [e for e in user if e["name"] == "forward" and e["tid"] == s["tid"]
           and s["ts"] <= e["ts"] and end(e) <= end(s)]
    assert fwd, "no forward range nested in %s" % s["name"]
    inside = [l for l in launches if l["tid"] == s["tid"] and s["ts"] <= l["ts"] <= end(s)]
    assert inside, "no kernel launch inside %s" % s["name"]
assert [e for e in user if e["name"] == "after backward" and e["ph"] == "i"], "no mark"
assert kernels, "no GPU work recorded"
print("nvtx_check: passed (%d steps, %d launches, %d GPU events)"
      % (len(steps), len(launches), len(kernels)))
PY
