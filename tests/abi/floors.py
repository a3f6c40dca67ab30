#!/usr/bin/env python3
"""The floors of the library (docs/ARCHITECTURE.md, "Floors and arrows"), measured from its objects.

    floors.py BUILD_DIR [--show]

Every symbol an object of the library takes from another (`nm`) is an arrow from the first file
to the second. Floors: settings/ 0, src/ (the core) 1, runtime/ memory/ stream/ graph/ (the
areas) 2, check/ calls/ ext/ (the features) 3, the entry layer (calls/entries_generated.c) 4,
runtime/lifecycle.c (the owner) 5. An arrow from a lower floor to a higher one breaks the design:
the test fails and names it. Prints the count of upward arrows and the largest import circle
(files that reach each other), which the design keeps to the core.
"""
import glob
import os
import subprocess
import sys


def floor(f):
    top = f.split("/")[0]
    if f == "runtime/lifecycle.c":
        return 5
    if f == "calls/entries_generated.c":
        return 4
    if top in ("check", "calls", "ext"):
        return 3
    if top in ("runtime", "memory", "stream", "graph"):
        return 2
    return 1 if top == "src" else 0


def nm(args, obj):
    out = subprocess.run(["nm"] + args + [obj], capture_output=True, text=True, check=True).stdout
    return [line.split()[-1] for line in out.splitlines() if line.strip()]


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 64
    build = argv[1]
    objs = sorted(glob.glob(os.path.join(build, "CMakeFiles/ocr_objects.dir/**/*.o"), recursive=True)
                  + glob.glob(os.path.join(build, "CMakeFiles/ocr_entries.dir/**/*.o"),
                              recursive=True))
    if not objs:
        print("floors: no objects of the library under %s" % build, file=sys.stderr)
        return 1

    def name(o):
        return o.split(".dir/", 1)[1][:-2]

    defs, undef = {}, {}
    for o in objs:
        for s in nm(["--defined-only", "-g"], o):
            defs.setdefault(s, name(o))
        undef[name(o)] = set(nm(["-u"], o))

    def owner(s):
        # an export's body is ocr_impl_<name> after the rename (calls/INDEX)
        return defs.get(s) or (defs.get(s[9:]) if s.startswith("ocr_impl_") else None)

    edges = {f: {} for f in undef}
    for f, us in undef.items():
        for s in us:
            d = owner(s)
            if d and d != f:
                edges[f].setdefault(d, set()).add(s)
    up = sorted((a, b) for a in edges for b in edges[a] if floor(a) < floor(b))
    for a, b in up:
        print("up: %s -> %s (%s)" % (a, b, " ".join(sorted(edges[a][b]))))

    # the largest strongly connected set of files (Tarjan, iterative)
    index, low, on, stack, sccs = {}, {}, set(), [], []
    counter = [0]
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(edges[w])))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    c = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        c.append(w)
                        if w == v:
                            break
                    sccs.append(sorted(c))
    big = max(sccs, key=len)
    print("files %d, arrows up %d, largest circle %d files: %s"
          % (len(edges), len(up), len(big), " ".join(big)))
    if any(floor(f) != 1 for f in big) and len(big) > 1:
        print("floors: the largest circle leaves the core")
        return 1
    return 1 if up else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
