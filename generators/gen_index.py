#!/usr/bin/env python3
"""Write calls/INDEX: where the body of each export of the entry layer is written.

An exported function that returns cudaError_t is defined twice: the entry (assembly in
calls/entries_generated.c) and its implementation, the runtime's function of the same name, which
the build renames to ocr_impl_<name> (objcopy over calls/impl_names.txt). A debugger, a backtrace
or grep finds `ocr_impl_cudaMalloc` nowhere in the sources; this index names the file and line
of each implementation:

    <name> ocr_impl_<name> <file>:<line>

<file>:<line> is the hand-written definition (a function definition, or the OCR_API_* line that
defines a function and its per-thread twin), or runtime/stubs_generated.c's weak stub where
nothing implements the function (it answers cudaErrorNotSupported).

    python3 generators/gen_index.py [--check] [--objects OBJ...]

--check compares calls/INDEX with what the sources give now (exit 1 when it differs). --objects
(the runtime's objects before the rename) also checks each entry against the build: the object
that defines the name as a strong symbol must be the one compiled from the indexed file.
Standard library only (and `nm` for --objects).
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
FOLDERS = ["src", "runtime", "memory", "stream", "graph", "check", "calls", "ext"]
STUBS = "runtime/stubs_generated.c"
HEADER = ("# Where the body of each export of the entry layer is written: name, the name its\n"
          "# implementation has in the built library, file:line of the definition.\n"
          "# GENERATED FILE: do not edit. Regenerate with python3 generators/gen_index.py\n")

# OCR_API_PTSZ(name, ...), OCR_API_PTDS(name, ...), OCR_API_PTSZ_AT(name, ...): name and its twin.
TWIN_OF = {"PTSZ": "_ptsz", "PTDS": "_ptds", "PTSZ_AT": "_ptsz", "PTDS_AT": "_ptds"}
API_MACRO = re.compile(r"^OCR_API_(PTSZ|PTDS|PTSZ_AT|PTDS_AT)\(\s*(\w+)\s*,", re.M)
# OCR_API_TWINS(twin, name, ...), OCR_API_TWINS_AT(twin, name, ...)
TWINS_MACRO = re.compile(r"^OCR_API_TWINS(?:_AT)?\(\s*(_\w+)\s*,\s*(\w+)\s*,", re.M)
# A definition: at the start of a line, a return type (or none: it ends the line before), the
# name, its parameters (no blank line inside), then a body.
DEFINITION = re.compile(r"^(?:[A-Za-z_][\w \t\*]*?\b)?(\w+)\s*\((?:(?!\n\s*\n)[^;{])*?\)\s*\{",
                        re.M)


def line_of(text, pos):
    return text.count("\n", 0, pos) + 1


def sources():
    for folder in FOLDERS:
        d = os.path.join(ROOT, folder)
        for name in sorted(os.listdir(d)):
            if name.endswith(".c") and not name.endswith("_generated.c"):
                yield folder + "/" + name


def definitions(names):
    """{name: 'file:line'} of the hand-written definitions of `names`."""
    found = {}

    def put(name, path, text, pos):
        if name in names and name not in found:
            found[name] = "%s:%d" % (path, line_of(text, pos))

    for path in sources():
        with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as f:
            text = f.read()
        for m in API_MACRO.finditer(text):
            put(m.group(2), path, text, m.start())
            put(m.group(2) + TWIN_OF[m.group(1)], path, text, m.start())
        for m in TWINS_MACRO.finditer(text):
            put(m.group(2), path, text, m.start())
            put(m.group(2) + m.group(1), path, text, m.start())
        for m in DEFINITION.finditer(text):
            if not m.group(0).startswith(("static ", "if", "while", "for", "switch", "return")):
                put(m.group(1), path, text, m.start())
    with open(os.path.join(ROOT, STUBS), encoding="utf-8") as f:
        text = f.read()
    for m in re.finditer(r"^cudaError_t CUDARTAPI (\w+)\(", text, re.M):
        put(m.group(1), STUBS, text, m.start())
    return found


def export_names():
    with open(os.path.join(ROOT, "calls", "impl_names.txt")) as f:
        return [line.split()[0] for line in f if line.strip()]


def index_text(names, found):
    missing = [n for n in names if n not in found]
    if missing:
        raise SystemExit("gen_index: no definition found for %s" % ", ".join(missing))
    return HEADER + "".join("%s ocr_impl_%s %s\n" % (n, n, found[n]) for n in sorted(names))


def check_objects(names, found, objects):
    """Each name's strong definition must come from the object of the indexed file."""
    out = subprocess.run(["nm", "-A", "--defined-only"] + objects, capture_output=True, text=True,
                         check=True).stdout
    where = {}
    for line in out.splitlines():
        m = re.match(r"^(.*?):[0-9a-f]* ([TtW]) (\S+)$", line)
        if m and m.group(2) == "T":
            where.setdefault(m.group(3), os.path.basename(m.group(1)))
    bad = 0
    for n in names:
        want = os.path.basename(found[n].split(":")[0]) + ".o"
        have = where.get(n, os.path.basename(STUBS) + ".o")  # only the weak stub: not implemented
        if have != want:
            print("gen_index: %s is defined in %s, the index says %s" % (n, have, found[n]),
                  file=sys.stderr)
            bad += 1
    return bad


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--objects", nargs="+", default=[])
    ap.add_argument("--out", default=os.path.join(ROOT, "calls", "INDEX"))
    a = ap.parse_args(argv)
    names = export_names()
    found = definitions(set(names))
    text = index_text(names, found)
    rc = 0
    if a.objects and check_objects(names, found, a.objects):
        rc = 1
    if a.check:
        try:
            old = open(a.out).read()
        except OSError:
            old = None
        if old != text:
            print("gen_index: %s is not what the sources give: run python3 generators/gen_index.py"
                  % a.out, file=sys.stderr)
            return 1
        print("gen_index: %s is current (%d exports)" % (a.out, len(names)))
        return rc
    with open(a.out, "w") as f:
        f.write(text)
    return rc


if __name__ == "__main__":
    sys.exit(main())
