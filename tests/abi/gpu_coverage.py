#!/usr/bin/env python3
"""Every exported runtime function is called by some GPU differential program.

Reads the function names NVIDIA's libcudart.so.13 exports (the dynamic symbol table, through
readelf) and looks for each, as a whole word, in the sources of the GPU conformance programs,
the samples and the benchmark. The per-thread-default-stream twins (_ptsz, _ptds: the same body
as their plain entry) and the hidden registration ABI (__cuda*: called by the code nvcc emits,
never by name) are exempt. Prints the functions no program calls; exit status 1 if there are any.

Usage: gpu_coverage.py <NVIDIA's libcudart.so.13> <source dir> [--readelf PATH]
"""
import argparse
import glob
import os
import re
import subprocess
import sys


def exported_functions(lib, readelf):
    out = subprocess.run([readelf, "--dyn-syms", "--wide", lib], check=True,
                         capture_output=True, text=True).stdout
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 8 and parts[3] == "FUNC" and parts[6] != "UND":
            names.add(parts[7].split("@")[0])
    return names


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("nvidia_lib")
    ap.add_argument("source_dir")
    ap.add_argument("--readelf", default="readelf")
    args = ap.parse_args()
    names = {n for n in exported_functions(args.nvidia_lib, args.readelf)
             if n.startswith("cuda") and not n.endswith(("_ptsz", "_ptds"))}
    if not names:
        print("no cuda* functions exported by %s" % args.nvidia_lib)
        return 1
    text = []
    for pattern in ("tests/gpu/*.cu", "tests/gpu/*.h", "tests/gpu/*.cuh", "samples/*.cu",
                    "tests/bench/*.cu"):
        for path in sorted(glob.glob(os.path.join(args.source_dir, pattern))):
            with open(path, errors="replace") as f:
                text.append(f.read())
    words = set(re.findall(r"\b\w+\b", "\n".join(text)))
    missing = sorted(names - words)
    print("%d exported functions, %d called by a GPU program" % (len(names),
                                                                  len(names) - len(missing)))
    for name in missing:
        print("not called by any GPU program: %s" % name)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
