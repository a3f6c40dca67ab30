#!/usr/bin/env python3
"""Per-binary table of the hip-tests statuses kept here: NVIDIA's and ours, case by case.

  table.py --nvidia FILE.tsv[,FILE.tsv...] --ours FILE.tsv[,FILE.tsv...] [--markdown] [--ran-only]

Each side's files are read in order, a later line replacing an earlier one of the same case
(later runs re-ran cases with less load or took up where a run stopped). Cases on hip-tests' own
NVIDIA skip list (disabled) are not counted. A case is a difference when its status under ours is
not its status under NVIDIA's (pass, fail, crash, timeout, skip), or when it did not run under
both. With --ran-only, only the cases the ours files hold are counted (a run of one shard, or of
one binary). Exit status 1 when there is a difference.
"""
import argparse
import collections
import sys


def read(paths):
    rows = {}
    for p in paths.split(","):
        with open(p) as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                b, n, st = line.rstrip("\n").split("\t")[:3]
                rows[(b, n)] = st
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nvidia", required=True)
    ap.add_argument("--ours", required=True)
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--ran-only", action="store_true")
    a = ap.parse_args()
    nv, ours = read(a.nvidia), read(a.ours)
    per = collections.OrderedDict()
    diffs = []
    for (b, n), st in sorted(nv.items()):
        if st == "disabled" or (a.ran_only and (b, n) not in ours):
            continue
        row = per.setdefault(b, [0, 0, 0, 0, 0])
        o = ours.get((b, n), "notrun")
        row[0] += st != "notrun" and o != "notrun"
        row[1] += st == "pass"
        row[2] += o == "pass"
        row[3] += st == o and st != "notrun"
        if st != o or st == "notrun":
            row[4] += 1
            diffs.append((b, n, st, o))
    tot = [sum(r[i] for r in per.values()) for i in range(5)]
    enabled = sum(1 for k, st in nv.items() if st != "disabled" and (not a.ran_only or k in ours))
    if a.markdown:
        print("| binary | cases run under both | pass under NVIDIA's | pass under ours | same status | differences |")
        print("|---|---|---|---|---|---|")
        for b, r in per.items():
            print("| %s | %d | %d | %d | %d | %d |" % (b, r[0], r[1], r[2], r[3], r[4]))
        print("| **all %d enabled** | %d | %d | %d | %d | %d |" % (enabled, *tot))
    else:
        for b, r in per.items():
            print("%-28s run %4d  nvidia-pass %4d  ours-pass %4d  same %4d  diff %d" % (b, *r))
        print("all %d enabled: run %d, nvidia-pass %d, ours-pass %d, same %d, differences %d" %
              (enabled, *tot))
    for b, n, st, o in diffs:
        print("DIFF %s :: %s: NVIDIA %s, ours %s" % (b, n, st, o))
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
