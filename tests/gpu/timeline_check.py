#!/usr/bin/env python3
"""Validate an OPENCUDART_TRACE=timeline file (Chrome Trace Event Format).

    timeline_check.py TRACE [--header CUDA/include/cuda_runtime_api.h] [--gpu] [options]

Always: the file (gzip when it ends in .gz) is JSON, an object with a traceEvents list; every
event has the fields its phase needs (X: name, ts, dur >= 0, pid, tid; M: args; C: numeric args;
s/f: id; B and i: user annotations, cat "user", the NVTX ranges still open and the marks); every API call (cat "api") has a result, and with --header every parameter of its
function under the header's name (a per-thread twin's are its base function's; the extra keys
allowed are the "*name" outputs and "result"); every flow start has its finish.

--gpu (a run on a GPU): every call that enqueues GPU work (kernels, copies, memsets, graph
launches, host functions) and succeeded, on a stream that was not capturing, has its GPU event
(joined by a flow), on the track of the call's stream and device; kernels and copies last > 0;
on each track the GPU events come in the order of their calls; --kernels NAME,NAME... lists
kernel names that must appear (substring of the demangled name), in that order.

Prints a summary line; exit status 0 when everything holds.
"""

import argparse
import gzip
import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "generators"))
sys.path.insert(0, os.path.join(HERE, "..", "abi"))

WORK_PREFIXES = ("cudaMemcpy", "cudaMemset")
WORK_NAMES = {"cudaLaunchKernel", "cudaLaunchCooperativeKernel", "cudaLaunchKernelExC",
              "cudaLaunchHostFunc", "cudaStreamAddCallback", "cudaGraphLaunch"}


def base_name(name):
    for s in ("_ptsz", "_ptds"):
        if name.endswith(s):
            return name[:-len(s)]
    return name


def is_work(name):
    b = base_name(name)
    return b in WORK_NAMES or b.startswith(WORK_PREFIXES)


def header_params(header):
    import gen_stubs
    from gen_typed_calls import split_params, param_name
    decls, _, _, _ = gen_stubs.parse_headers(header)
    out = {}
    for n, d in decls.items():
        ps = [] if d.params.strip() in ("", "void") else split_params(d.params)
        out[n] = [param_name(p) for p in ps]
    return out


def load(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        return json.load(f)


def stream_label(v, ptds):
    if v in ("default stream", None):
        return "per-thread" if ptds else "default stream"
    if v == "cudaStreamLegacy":
        return "default stream"
    if v == "cudaStreamPerThread":
        return "per-thread"
    return v


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("trace")
    ap.add_argument("--header")
    ap.add_argument("--gpu", action="store_true")
    ap.add_argument("--kernels", help="comma-separated kernel names expected in this order")
    ap.add_argument("--min-calls", type=int, default=1)
    ap.add_argument("--max-calls", type=int)
    ap.add_argument("--threads", type=int, default=1, help="threads with calls, at least")
    ap.add_argument("--dropped-at-least", type=int)
    ap.add_argument("--expect", action="append", default=[],
                    help="FUNCTION:ARG=VALUE: some call of FUNCTION has ARG equal to VALUE "
                         "(JSON, or a plain string)")
    ap.add_argument("--min-gpu", type=int, default=0, help="GPU events, at least")
    a = ap.parse_args(argv)
    errors = []

    def bad(msg):
        if len(errors) < 30:
            errors.append(msg)

    try:
        doc = load(a.trace)
    except (OSError, ValueError) as e:
        print("FAIL %s: not a valid trace: %s" % (a.trace, e))
        return 1
    if not isinstance(doc, dict) or not isinstance(doc.get("traceEvents"), list):
        print("FAIL %s: no traceEvents list" % a.trace)
        return 1
    events = doc["traceEvents"]
    params = header_params(a.header) if a.header else None
    calls, gpu, starts, finishes = [], [], {}, {}
    track_names, process_names = {}, {}
    dropped = None
    for e in events:
        ph = e.get("ph")
        if ph not in ("X", "M", "C", "s", "f", "B", "i"):
            bad("unexpected phase %r: %s" % (ph, e))
            continue
        if not isinstance(e.get("pid"), int) or (ph != "C" and not isinstance(e.get("tid"), int)):
            bad("no pid/tid: %s" % e)
            continue
        if ph == "M":
            if not isinstance(e.get("args"), dict) or "name" not in e:
                bad("metadata without name/args: %s" % e)
            elif e["name"] == "thread_name":
                track_names[(e["pid"], e["tid"])] = e["args"].get("name")
            elif e["name"] == "process_name":
                process_names[e["pid"]] = e["args"].get("name")
            elif e["name"] == "trace_dropped_events":
                dropped = e["args"].get("dropped")
            continue
        if not isinstance(e.get("ts"), (int, float)):
            bad("no ts: %s" % e)
            continue
        if ph == "C":
            if not e.get("args") or not all(isinstance(v, (int, float))
                                            for v in e["args"].values()):
                bad("counter without numbers: %s" % e)
            continue
        if ph in ("s", "f"):
            (starts if ph == "s" else finishes)[e.get("id")] = e
            continue
        if ph in ("B", "i"):  # a user range still open when written, a user mark
            if e.get("cat") != "user" or "name" not in e:
                bad("begin or instant event that is no user annotation: %s" % e)
            continue
        if not isinstance(e.get("dur"), (int, float)) or e["dur"] < 0 or not e.get("name"):
            bad("complete event without name/dur: %s" % e)
            continue
        (calls if e.get("cat") == "api" else gpu).append(e)
    for fid in starts:
        if fid not in finishes:
            bad("flow %s has no finish" % fid)
    for fid in finishes:
        if fid not in starts:
            bad("flow %s has no start" % fid)
    if dropped is None:
        bad("no trace_dropped_events metadata")
    if "otherData" not in doc or "dropped_events" not in doc["otherData"]:
        bad("no otherData.dropped_events")

    # API calls: names, args, results
    for c in calls:
        args = c.get("args")
        if not isinstance(args, dict) or "result" not in args:
            bad("call without args.result: %s" % c)
            continue
        if params is not None:
            b = base_name(c["name"])
            if b not in params:
                bad("%s: no such function in the header" % c["name"])
                continue
            want = params[b]
            have = [k for k in args if k != "result" and not k.startswith("*")]
            if have != want:
                bad("%s: args %s, the header's parameters %s" % (c["name"], have, want))
            for k in args:
                if k.startswith("*") and k[1:] not in want:
                    bad("%s: output %s of no parameter" % (c["name"], k))
    threads = {c["tid"] for c in calls}
    if len(calls) < a.min_calls:
        bad("%d calls, expected at least %d" % (len(calls), a.min_calls))
    if a.max_calls is not None and len(calls) > a.max_calls:
        bad("%d calls, expected at most %d" % (len(calls), a.max_calls))
    if len(threads) < a.threads:
        bad("calls from %d threads, expected %d" % (len(threads), a.threads))
    for t in threads:
        if (calls[0]["pid"], t) not in track_names:
            bad("thread %d has no thread_name" % t)
    if a.dropped_at_least is not None and (dropped or 0) < a.dropped_at_least:
        bad("dropped %s, expected at least %d" % (dropped, a.dropped_at_least))
    for x in a.expect:
        fn, _, kv = x.partition(":")
        k, _, v = kv.partition("=")
        try:
            val = json.loads(v)
        except ValueError:
            val = v
        if not any(base_name(c["name"]) == fn and c["args"].get(k) == val for c in calls):
            seen = [c["args"].get(k) for c in calls if base_name(c["name"]) == fn][:3]
            bad("no %s with %s = %r (seen: %r)" % (fn, k, val, seen))

    # GPU work
    timed = 0
    if a.gpu:
        by_flow = {}
        flow_of_call = {}
        for fid, s in starts.items():
            f = finishes.get(fid)
            if f is None:
                continue
            flow_of_call[(s["pid"], s["tid"], s["ts"])] = (f["pid"], f["tid"], f["ts"])
        gpu_at = {(g["pid"], g["tid"], g["ts"]): g for g in gpu}
        capturing = defaultdict(set)  # tid -> streams capturing
        per_track = defaultdict(list)
        for c in sorted(calls, key=lambda c: c["ts"]):
            b = base_name(c["name"])
            ptds = c["name"].endswith(("_ptsz", "_ptds"))
            args = c["args"]
            stream = args.get("stream")
            if isinstance(args.get("config"), dict):
                stream = args["config"].get("stream")
            if b == "cudaStreamBeginCapture" and args["result"] == "cudaSuccess":
                capturing[c["tid"]].add(stream)
            if b == "cudaStreamEndCapture":
                capturing[c["tid"]].discard(stream)
            if not is_work(c["name"]) or args["result"] != "cudaSuccess":
                continue
            if stream in capturing[c["tid"]]:
                continue
            key = flow_of_call.get((c["pid"], c["tid"], c["ts"]))
            g = gpu_at.get(key) if key else None
            if g is None:
                if capturing[c["tid"]]:
                    continue  # captured from another stream of the same capture
                bad("%s at %.3f (stream %s): no GPU event" % (c["name"], c["ts"], stream))
                continue
            timed += 1
            label = stream_label(stream, ptds)
            track = track_names.get((g["pid"], g["tid"]), "")
            if label == "per-thread":
                ok = track.startswith("per-thread default stream")
            else:
                ok = track == label
            if not ok:
                bad("%s on stream %s: its GPU event is on track %r" % (c["name"], stream, track))
            if g["args"].get("call") != c["name"]:
                bad("GPU event %s names call %s, flow from %s" % (g["name"], g["args"].get("call"),
                                                                   c["name"]))
            if b.startswith(("cudaLaunch", "cudaMemcpy")) and b not in (
                    "cudaLaunchHostFunc",) and g["dur"] <= 0:
                bad("%s (%s): GPU duration %s" % (g["name"], c["name"], g["dur"]))
            per_track[(g["pid"], g["tid"])].append(g)
        for k, evs in per_track.items():
            for x, y in zip(evs, evs[1:]):
                if y["ts"] + 0.5 < x["ts"]:
                    bad("track %s: %s at %.3f before the earlier call's %s at %.3f"
                        % (track_names.get(k), y["name"], y["ts"], x["name"], x["ts"]))
        if len(gpu) < a.min_gpu:
            bad("%d GPU events, expected at least %d" % (len(gpu), a.min_gpu))
        for g in gpu:
            if g["pid"] not in process_names:
                bad("GPU event on pid %d without process_name" % g["pid"])
        if a.kernels:
            names = [g["name"] for g in sorted(gpu, key=lambda g: g["ts"]) if g.get("cat") == "gpu"]
            i = 0
            for k in a.kernels.split(","):
                while i < len(names) and k not in names[i]:
                    i += 1
                if i == len(names):
                    bad("kernel %r not found in order among GPU events" % k)
                    break
                i += 1
    for e in errors:
        print("FAIL %s: %s" % (a.trace, e))
    print("%s %s: %d calls from %d threads, %d GPU events (%d checked), %d flows, dropped %s"
          % ("ok" if not errors else "FAIL", a.trace, len(calls), len(threads), len(gpu), timed,
             len(starts), dropped))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
