#!/usr/bin/env python3
"""Merge what the fault-injection sweeps reached (tests/unit/sweep.h).

Each sweep program writes <dir>/<program>.sites: one line per driver call site of the runtime
("file:line function reached"). A site counts as faulted when any program's fault reached it.
Prints `driver call sites faulted: N/M` and the sites not reached yet, by file; fails when N is
below the floor (raise the floor as the sweeps grow; the goal is M/M).

usage: sweep_sites.py DIR SOURCE_ROOT FLOOR
"""
import collections
import glob
import os
import sys


def main():
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    where, root, floor = sys.argv[1], os.path.abspath(sys.argv[2]), int(sys.argv[3])
    files = sorted(glob.glob(os.path.join(where, "*.sites")))
    if not files:
        print(f"no sweep results in {where}: run the test_sweep_* tests first", file=sys.stderr)
        return 1
    sites = {}  # (file, line) -> [function, reached]
    for path in files:
        with open(path) as f:
            for line in f:
                place, func, reached = line.split()
                file, _, num = place.rpartition(":")
                file = os.path.relpath(file, root) if os.path.isabs(file) else file
                entry = sites.setdefault((file, int(num)), [func, False])
                entry[1] = entry[1] or reached == "1"
    faulted = sum(1 for _, r in sites.values() if r)
    unreached = collections.defaultdict(list)
    for (file, num), (func, reached) in sorted(sites.items()):
        if not reached:
            unreached[file].append(f"{num} ({func})")
    if unreached:
        print("sites no sweep reached yet:")
        for file, places in sorted(unreached.items()):
            print(f"  {file} ({len(places)}): {', '.join(places)}")
    print(f"sweep programs: {', '.join(os.path.basename(p)[:-6] for p in files)}")
    print(f"driver call sites faulted: {faulted}/{len(sites)}")
    if faulted < floor:
        print(f"fewer than the floor of {floor}: a sweep stopped reaching some sites",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
