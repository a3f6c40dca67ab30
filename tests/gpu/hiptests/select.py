#!/usr/bin/env python3
"""Make a case selection for the hip-tests runner from the status files kept here.

The runner's `--only-passed-in DIR` runs the cases that DIR/results.json lists as passed; this
writes such a DIR holding exactly the cases chosen, so that a run can take up where another
stopped or run the cases of one status.

  select.py --out DIR --from FILE.tsv --status S[,S...] [--not-in FILE.tsv --not-status S,...]
            [--binaries A,B] [--exclude-binaries A,B]

Cases of FILE.tsv whose status is one of S are chosen; with --not-in, those that have one of the
--not-status statuses in that second file are left out (e.g. cases already run).
"""
import argparse, json, os, sys


def read_tsv(path):
    rows = {}
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            b, n, st = line.rstrip("\n").split("\t")[:3]
            rows[(b, n)] = st
    return rows


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", required=True)
    p.add_argument("--from", dest="src", required=True)
    p.add_argument("--status", required=True)
    p.add_argument("--not-in", default=None)
    p.add_argument("--not-status", default="")
    p.add_argument("--binaries", default=None)
    p.add_argument("--exclude-binaries", default=None)
    a = p.parse_args()
    want = set(a.status.split(","))
    rows = read_tsv(a.src)
    skip = set()
    if a.not_in:
        ns = set(a.not_status.split(","))
        skip = {k for k, st in read_tsv(a.not_in).items() if st in ns}
    bins = set(a.binaries.split(",")) if a.binaries else None
    xbins = set(a.exclude_binaries.split(",")) if a.exclude_binaries else set()
    chosen = [k for k, st in rows.items()
              if st in want and k not in skip and (bins is None or k[0] in bins) and k[0] not in xbins]
    os.makedirs(a.out, exist_ok=True)
    res = [{"binary": b, "name": n, "status": "pass", "rc": 0, "seconds": 0.0} for b, n in chosen]
    with open(os.path.join(a.out, "results.json"), "w") as f:
        json.dump({"meta": {"selection": vars(a)}, "results": res}, f)
    print("%d cases" % len(chosen), file=sys.stderr)


if __name__ == "__main__":
    main()
