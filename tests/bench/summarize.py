#!/usr/bin/env python3
"""Statistics and table for tests/bench/run.sh (standard library only).

Reads <rawdir>/runs.tsv and the per-run outputs rNN_<column>.out / .err written by run.sh, where
column is nvidia (NVIDIA's library), ours, nvidia2 (NVIDIA's again). For every metric that
bench_hot printed it takes the median over the rounds of each column and reports:

  ours/NVIDIA  median(ours) / median(NVIDIA)
  A/A          median(NVIDIA again) / median(NVIDIA): the noise of this machine and method
  A/A range    the smallest and largest per-round ratio NVIDIA again / NVIDIA
  vs noise     "faster" / "slower" when ours/NVIDIA lies outside the A/A range (made symmetric
               around 1), "noise" when inside it: such a difference is not a result
  driver ns    median of the matching raw driver metric (drv_*), over every run
  ours/drv, NVIDIA/drv   runtime call / raw driver call, each within its own column's runs

Units by the metric's name: ns per call, except *_GBps (GB/s: higher is better, so the verdict
reads the other way), *_ms_per_GB (host CPU ms per GB copied) and *_MiB (mebibytes held: shown,
no verdict).

A failed measurement is never dropped silently: the cell shows FAIL:<error> or "no output
(rc=N)", and a cell with fewer values than rounds shows [k/n].

Exit status: 0 every run produced all metrics; 1 some run or metric failed; 2 no usable GPU
(NVIDIA's library produced no metric at all).
"""
import argparse
import collections
import datetime
import os
import signal
import statistics
import sys

COLUMNS = ("nvidia", "ours", "nvidia2")

# runtime metric -> the raw driver metric beneath it
DRIVER_OF = {
    "launch_chevron": "drv_cuLaunchKernel",
    "launch_cudaLaunchKernel": "drv_cuLaunchKernel",
    "launch_cudaLaunchKernel_4args": "drv_cuLaunchKernel_4args",
    "cudaMemcpyAsync_h2d_4B": "drv_cuMemcpyHtoDAsync_4B",
    "cudaMemsetAsync_64B": "drv_cuMemsetD8Async_64B",
    "cudaEventRecord": "drv_cuEventRecord",
    "cudaEventQuery_done": "drv_cuEventQuery_done",
    "cudaStreamQuery_idle": "drv_cuStreamQuery_idle",
    "cudaStreamSynchronize_idle": "drv_cuStreamSynchronize_idle",
    "cudaGetDevice": "drv_cuCtxGetDevice",
    "cudaSetDevice_same": "drv_cuCtxSetCurrent_same",
    "cudaGraphLaunch_10k": "drv_cuGraphLaunch_10k",
}


def read_runs(rawdir):
    runs = []
    path = os.path.join(rawdir, "runs.tsv")
    with open(path) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) != len(header):
                continue
            run = dict(zip(header, fields))
            run["round"] = int(run["round"])
            run["rc"] = int(run["rc"])
            run["tag"] = "r%02d_%s" % (run["round"], run["column"])
            run["metrics"] = {}
            run["order"] = []
            try:
                with open(os.path.join(rawdir, run["tag"] + ".out"), errors="replace") as o:
                    for ol in o:
                        parts = ol.split()
                        if len(parts) != 3 or parts[0] != "metric":
                            continue
                        name, value = parts[1], parts[2]
                        try:
                            run["metrics"][name] = float(value)
                        except ValueError:
                            run["metrics"][name] = value  # FAIL:<error>
                        run["order"].append(name)
            except OSError:
                pass
            run["why"] = ""
            try:
                with open(os.path.join(rawdir, run["tag"] + ".err"), errors="replace") as e:
                    lines = [l.strip() for l in e if l.strip() and not l.startswith("loaded: ")]
                run["why"] = lines[-1] if lines else ""
            except OSError:
                pass
            runs.append(run)
    return runs


def failure_text(r):
    """Why a run failed: signal or timeout, failed metrics, its last diagnostic line."""
    why = []
    if r["rc"] in (124, 137):
        why.append("timed out or killed")
    elif r["rc"] > 128:
        try:
            why.append("killed by %s" % signal.Signals(r["rc"] - 128).name)
        except ValueError:
            pass
    fails = ["%s %s" % (m, v) for m, v in r["metrics"].items() if not isinstance(v, float)]
    if fails:
        why.append("; ".join(fails))
    if r["why"] and not r["why"].startswith("metric "):
        why.append(r["why"])
    return "; ".join(why) or "no message"


def fmt_ns(v):
    return "%.1f" % v if v < 1000 else "%.0f" % v


def fmt_ratio(v):
    return "-" if v is None else "%.2f" % v


def ratio(a, b):
    if a is None or b is None or b <= 0:
        return None
    return a / b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rawdir", required=True)
    ap.add_argument("--md", required=True)
    ap.add_argument("--rounds-planned", type=int, default=0)
    ap.add_argument("--rounds-done", type=int, default=0)
    ap.add_argument("--stop-reason", default="")
    ap.add_argument("--seconds", default="")
    ap.add_argument("--ours", default="")
    args = ap.parse_args()

    runs = read_runs(args.rawdir)
    by_col = {c: [r for r in runs if r["column"] == c] for c in COLUMNS}

    # metric names in the order bench_hot prints them (union over all runs)
    names = []
    for r in runs:
        for n in r["order"]:
            if n not in names:
                names.append(n)

    def values(metric, col):
        return [r["metrics"][metric] for r in by_col[col]
                if isinstance(r["metrics"].get(metric), float)]

    def median(metric, col):
        v = values(metric, col)
        return statistics.median(v) if v else None

    def cell(metric, col):
        rs = by_col[col]
        v = values(metric, col)
        if v and len(v) == len(rs):
            return fmt_ns(statistics.median(v))
        problems = collections.Counter()
        for r in rs:
            m = r["metrics"].get(metric)
            if isinstance(m, float):
                continue
            problems[m if m is not None else "no output (rc=%d)" % r["rc"]] += 1
        worst = problems.most_common(1)[0][0] if problems else "no run"
        if not v:
            return worst
        return "%s [%d/%d; %s]" % (fmt_ns(statistics.median(v)), len(v), len(rs), worst)

    def aa_range(metric):
        first = {r["round"]: r["metrics"].get(metric) for r in by_col["nvidia"]}
        per = []
        for r in by_col["nvidia2"]:
            a, b = first.get(r["round"]), r["metrics"].get(metric)
            if isinstance(a, float) and isinstance(b, float) and a > 0:
                per.append(b / a)
        return (min(per), max(per)) if per else None

    header = ["metric", "NVIDIA", "ours", "ours/NVIDIA", "A/A", "A/A range", "vs noise",
              "NVIDIA again", "driver ns", "ours/drv", "NVIDIA/drv"]
    rows = []
    for m in names:
        nv, ours, nv2 = median(m, "nvidia"), median(m, "ours"), median(m, "nvidia2")
        r_on = ratio(ours, nv)
        r_aa = ratio(nv2, nv)
        rng = aa_range(m)
        verdict = "-"
        if r_on is not None and rng is not None:
            lo, hi = min(rng[0], 1 / rng[1]), max(rng[1], 1 / rng[0])
            if m.endswith("_MiB"):
                verdict = "-"
            elif m.endswith("_GBps"):  # bandwidth: higher is better
                verdict = "faster" if r_on > hi else "slower" if r_on < lo else "noise"
            else:
                verdict = "slower" if r_on > hi else "faster" if r_on < lo else "noise"
        elif ours is None and (nv is not None or nv2 is not None):
            verdict = "FAILED"
        d = DRIVER_OF.get(m)
        drv_all = None
        r_od = r_nd = None
        if d:
            allv = values(d, "nvidia") + values(d, "ours") + values(d, "nvidia2")
            drv_all = statistics.median(allv) if allv else None
            r_od = ratio(ours, median(d, "ours"))
            r_nd = ratio(nv, median(d, "nvidia"))
        rows.append([
            m, cell(m, "nvidia"), cell(m, "ours"), fmt_ratio(r_on), fmt_ratio(r_aa),
            "-" if rng is None else "%.2f-%.2f" % rng, verdict, cell(m, "nvidia2"),
            "-" if not d else (fmt_ns(drv_all) if drv_all is not None else "FAIL"),
            fmt_ratio(r_od), fmt_ratio(r_nd),
        ])

    # ---- exit status and failure list ----
    failed_runs = [r for r in runs if r["rc"] != 0]
    incomplete = []
    for r in runs:
        missing = [m for m in names if not isinstance(r["metrics"].get(m), float)]
        if missing and r["rc"] == 0:
            incomplete.append((r, missing))
    nv_any = any(isinstance(v, float) for c in ("nvidia", "nvidia2")
                 for r in by_col[c] for v in r["metrics"].values())
    if not runs or not nv_any:
        status = 2
    elif failed_runs or incomplete:
        status = 1
    else:
        status = 0

    # ---- the report ----
    out = []
    out.append("# Hot-path benchmark: NVIDIA's libcudart.so.13 vs ours")
    out.append("")
    out.append("- date (UTC): %s" % datetime.datetime.now(datetime.timezone.utc)
               .strftime("%Y-%m-%d %H:%M"))
    out.append("- rounds: %d of %d planned (triples NVIDIA, ours, NVIDIA again)%s; %s s"
               % (args.rounds_done, args.rounds_planned,
                  " -- stopped: " + args.stop_reason if args.stop_reason else "", args.seconds))
    nv_libs = sorted({r["library"] for r in runs if r["column"] != "ours"})
    out.append("- NVIDIA's library: %s" % ", ".join(nv_libs or ["none"]))
    out.append("- ours: %s" % (args.ours or "?"))
    out.append("- ns per call, median over rounds of each run's median of repetitions; "
               "drv_* rows time the raw driver call on the same objects")
    out.append("- except: *_GBps rows are GB/s (higher is better; \"faster\" means more GB/s), "
               "*_ms_per_GB host CPU ms per GB copied (lower is better), *_MiB mebibytes "
               "held (no verdict)")
    out.append("")
    if status == 2:
        why = collections.Counter(failure_text(r) for r in runs if r["column"] != "ours")
        out.append("**NO USABLE GPU: NVIDIA's library produced no metric.** %s"
                   % "; ".join("%s (%d runs)" % kv for kv in why.most_common()))
        out.append("")
    widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]

    def line(cells):
        return "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"

    if rows:
        out.append(line(header))
        out.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
        out.extend(line(r) for r in rows)
        out.append("")
    if failed_runs or incomplete:
        out.append("## Failures")
        out.append("")
        for r in failed_runs:
            out.append("- %s (%s): exit status %d, %d metrics measured; %s"
                       % (r["tag"], "ours" if r["column"] == "ours" else "NVIDIA",
                          r["rc"], sum(isinstance(v, float) for v in r["metrics"].values()),
                          failure_text(r)))
        for r, missing in incomplete:
            out.append("- %s: exit status 0 but missing %s" % (r["tag"], ", ".join(missing)))
        out.append("")
    verdict_line = {0: "RESULT: all %d runs complete" % len(runs),
                    1: "RESULT: FAILURES (%d of %d runs failed or incomplete; see above)"
                       % (len(failed_runs) + len(incomplete), len(runs)),
                    2: "RESULT: NO USABLE GPU"}[status]
    out.append(verdict_line)
    text = "\n".join(out) + "\n"
    with open(args.md, "w") as f:
        f.write(text)
    sys.stdout.write(text)
    return status


if __name__ == "__main__":
    sys.exit(main())
