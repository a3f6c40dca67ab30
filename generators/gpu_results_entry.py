#!/usr/bin/env python3
"""Draft a tests/gpu/runs/<date>-<short>.md narrative from the output folder of one GPU pass.

Reads <out>/summary.txt (written by tests/gpu/run_all.sh) and, when present,
<out>/bench/bench_summary.md (tests/bench/run.sh), and prints a Markdown entry: the run's date,
commit and driver, the totals, a table of areas with the programs that failed or were skipped,
the failure notes, and the benchmark table. The reading of the results (what changed, why a
difference remains) is the author's to add. The status table of tests/gpu/RESULTS.md is updated
by tests/gpu/status.py from the same folder.

Usage: generators/gpu_results_entry.py <out dir>
"""
import os
import re
import sys


def parse_summary(path):
    head = {}
    rows = []
    fails = []
    totals = ""
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("opencudart GPU pass:"):
                head = dict(re.findall(r"(\w+)=(\S+)", line))
                m = re.search(r"commit=(\S+)( \(\+local changes\))?", line)
                if m and m.group(2):
                    head["commit"] += " (+local changes)"
            elif line.startswith("FAIL "):
                fails.append(line[5:])
            elif line.startswith("total "):
                totals = line
            else:
                m = re.match(r"^(\S+)/(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(PASS|FAIL|SKIP)$", line)
                if m:
                    rows.append(m.groups())
    return head, rows, fails, totals


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 64
    out = sys.argv[1]
    head, rows, fails, totals = parse_summary(os.path.join(out, "summary.txt"))
    if not rows:
        print("no results in %s/summary.txt" % out, file=sys.stderr)
        return 1
    passed = sum(1 for r in rows if r[6] == "PASS")
    counted = sum(1 for r in rows if r[6] != "SKIP")
    date = head.get("date", "?")[:10]
    print("## %s, commit %s" % (date, head.get("commit", "?")))
    print()
    print("Machine: driver %s, mode %s. Command: `tests/gpu/run_all.sh <build of %s>`."
          % (head.get("driver", "?"), head.get("mode", "?"), head.get("commit", "?")))
    print()
    verdict = "every transcript equal to NVIDIA's" if passed == counted else "see the failures"
    print("**%d/%d passed: %s.**" % (passed, counted, verdict))
    print()
    print("| area | passed | not passed |")
    print("|---|---|---|")
    areas = []
    for r in rows:
        if r[0] not in areas:
            areas.append(r[0])
    for a in areas:
        mine = [r for r in rows if r[0] == a]
        ok = sum(1 for r in mine if r[6] == "PASS")
        n = sum(1 for r in mine if r[6] != "SKIP")
        other = ", ".join("%s (%s)" % (r[1], r[6]) for r in mine if r[6] != "PASS")
        print("| %s | %d/%d | %s |" % (a, ok, n, other))
    if fails:
        print()
        for f in fails:
            print("- FAIL %s" % f)
    if totals:
        print()
        print("Runner: `%s`" % totals)
    bench = os.path.join(out, "bench", "bench_summary.md")
    if os.path.exists(bench):
        print()
        print("Benchmarks (`tests/bench/run.sh`):")
        print()
        with open(bench, errors="replace") as f:
            sys.stdout.write(f.read())
    return 0


if __name__ == "__main__":
    sys.exit(main())
