#!/usr/bin/env python3
"""Generate src/driver_trace.c: the driver table's traced entries, which the trace installs when
it is on, so that a failing runtime call can name the driver call that failed.

    python3 generators/gen_driver_trace.py CUDA/include src/driver_funcs.h -o src/driver_trace.c \
        [--symbols CUDA/lib64/stubs/libcuda.so]

CUDA is the CUDA 13.0 toolkit root. For every entry of OCR_DRIVER_FUNCS (driver_funcs.h) the file
has a function with the parameters of the entry's PFN type (read from driver_funcs.h's own
typedefs, else from the toolkit's *Typedefs.h) that calls the entry it replaces and, when that
fails, hands the driver's symbol name to the trace (ocr_trace_driver_failure, src/trace.c). A
per-thread twin (third column) gets a function of its own, with the twin's name.

The name is the driver's symbol that cuGetProcAddress_v2 resolves at the entry's ABI version,
derived from the typedef headers: an entry point's versions in their order are its plain name,
then _v2, _v3, ... (cuMemcpy3D at 3020 is cuMemcpy3D_v2); a twin adds the suffix of its
per-thread typedef (_ptds or _ptsz). The derivation is checked: at an entry's newest version, the
name must be the one the driver headers' #define gives (cuda.h: #define cuMemcpy3D
__CUDA_API_PTDS(cuMemcpy3D_v2)), and with --symbols, a name whose plain name the given library
exports (the toolkit's stub libcuda.so) must be exported by it too. An entry that breaks the rule
(a #define to another name, as cuGraphInstantiate's to cuGraphInstantiateWithFlags) stops the
generator: give it an explicit name in NAMES.

Entries whose parameters cannot be declared here (a structure passed by value that
driver_funcs.h only declares) keep the driver's own entry: their failures are reported without
a driver name.

Standard library only (readelf for --symbols). The output is deterministic.
"""

import argparse
import glob
import os
import re
import subprocess
import sys

import generated

# Explicit symbol names, (entry, version) -> name, for entries the rule above does not cover.
NAMES = {}

TYPEDEF_HEADERS = "*Typedefs.h"
MACRO_HEADERS = ["cuda.h", "cudaGL.h", "cudaEGL.h", "cudaVDPAU.h", "cudaProfiler.h"]


class GenError(Exception):
    pass


def strip_comments(text):
    return re.sub(r"/\*.*?\*/|//[^\n]*", " ", text, flags=re.S)


def parse_typedefs(text):
    """PFN typedefs of a header: {PFN name: parameter text}, and aliases {PFN name: PFN name}."""
    text = strip_comments(text)
    types, aliases = {}, {}
    for m in re.finditer(r"typedef\s+CUresult\s*\(\s*CUDAAPI\s*\*\s*(PFN_\w+)\s*\)\s*\(", text):
        depth, i = 1, m.end()
        while depth:
            if i >= len(text):
                raise GenError("unbalanced parameter list of %s" % m.group(1))
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        types[m.group(1)] = " ".join(text[m.end():i - 1].split())
    for m in re.finditer(r"typedef\s+(PFN_\w+)\s+(PFN_\w+)\s*;", text):
        aliases[m.group(2)] = m.group(1)
    return types, aliases


def split_params(params):
    """The parameters of a list (top-level commas), [] for (void)."""
    if params in ("", "void"):
        return []
    out, depth, cur = [], 0, ""
    for c in params:
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(c, 0)
        cur += c
    out.append(cur.strip())
    return out


def param_name(param, entry):
    m = re.search(r"(\w+)\s*(\[[^\]]*\])?$", param)
    if m is None or len(param.replace("*", " ").split()) < 2:
        raise GenError("%s: parameter `%s` has no name" % (entry, param))
    return m.group(1)


def by_value_struct(param):
    return re.match(r"^(const\s+)?struct\s+\w+\s+\w+$", param) is not None


def wrap(line, indent, limit=100):
    """Break a long line after commas; continuation lines indented by `indent` + 4."""
    if len(line) <= limit:
        return line
    parts = line.split(", ")
    lines, cur = [], parts[0]
    if len(cur) + 1 > limit and "(" in cur:
        head, _, first = cur.partition("(")
        lines.append(head + "(")
        cur = " " * (indent + 4) + first
    for i, p in enumerate(parts[1:], 2):
        if len(cur) + 2 + len(p) + (i < len(parts)) > limit:
            lines.append(cur + ",")
            cur = " " * (indent + 4) + p
        else:
            cur += ", " + p
    lines.append(cur)
    return "\n".join(lines)


def read_list(funcs_h):
    text = strip_comments(open(funcs_h, encoding="utf-8").read())
    entries = [(n, int(v), int(t))
               for n, v, t in re.findall(r"X\((\w+),\s*(\d+),\s*(\d+)\)", text)]
    if not entries:
        raise GenError("%s: no X(name, version, twin) entries" % funcs_h)
    return entries, text


def read_macros(include_dir):
    """#define name target and #define name __CUDA_API_PTDS/PTSZ(target): {name: {(target, pt)}}"""
    macros = {}
    for h in MACRO_HEADERS:
        path = os.path.join(include_dir, h)
        if not os.path.exists(path):
            continue
        text = strip_comments(open(path, encoding="utf-8").read())
        for m in re.finditer(r"^\s*#\s*define\s+(cu\w+)\s+(?:__CUDA_API_PT(DS|SZ)\(\s*(cu\w+)\s*\)"
                             r"|(cu\w+))\s*$", text, re.M):
            pt = "_pt" + m.group(2).lower() if m.group(2) else None
            macros.setdefault(m.group(1), set()).add((m.group(3) or m.group(4), pt))
    return macros


def read_symbols(path):
    out = subprocess.run(["readelf", "--dyn-syms", "-W", path], check=True,
                         capture_output=True, text=True).stdout
    names = set()
    for line in out.splitlines():
        cols = line.split()
        if len(cols) >= 8 and cols[0].endswith(":") and cols[3] == "FUNC" and cols[6] != "UND":
            names.add(cols[7].split("@")[0])
    if not names:
        raise GenError("%s: no exported functions found" % path)
    return names


def symbol_names(entries, local_text, include_dir, symbols):
    """{entry: (name, twin name or None)}"""
    versions, twin_suffix = {}, {}
    texts = [open(p, encoding="utf-8").read()
             for p in sorted(glob.glob(os.path.join(include_dir, TYPEDEF_HEADERS)))]
    for text in texts + [local_text]:
        for m in re.finditer(r"\bPFN_(cu\w+?)_v(\d+)(_pt(?:ds|sz))?\b", strip_comments(text)):
            if m.group(3):
                twin_suffix[(m.group(1), int(m.group(2)))] = m.group(3)
            else:
                versions.setdefault(m.group(1), set()).add(int(m.group(2)))
    macros = read_macros(include_dir)
    names = {}
    for entry, ver, twin in entries:
        vs = sorted(versions.get(entry, ()))
        if (entry, ver) in NAMES:
            name = NAMES[(entry, ver)]
        elif ver in vs:
            i = vs.index(ver)
            name = entry if i == 0 else "%s_v%d" % (entry, i + 1)
            if ver == vs[-1] and entry in macros and \
                    name not in {target for target, _ in macros[entry]}:
                raise GenError("%s at %d: the headers define it as %s, not %s: name it in NAMES"
                               % (entry, ver, " or ".join(sorted(t for t, _ in macros[entry])),
                                  name))
        else:
            raise GenError("%s: no typedef at version %d (versions %s)" % (entry, ver, vs))
        twin_name = None
        if twin:
            suffix = twin_suffix.get((entry, twin))
            if suffix is None:
                raise GenError("%s: no per-thread typedef at version %d" % (entry, twin))
            for target, pt in macros.get(entry, ()):
                if target == name and pt is not None and pt != suffix:
                    raise GenError("%s: the headers give its twin %s, the typedefs %s"
                                   % (entry, pt, suffix))
            twin_name = name + suffix
        if symbols is not None and entry in symbols:
            for n in (name, twin_name):
                if n is not None and n not in symbols:
                    raise GenError("%s: the driver library exports no %s" % (entry, n))
        names[entry] = (name, twin_name)
    return names


HEADER = """\
/*
 * Generated by generators/gen_driver_trace.py from src/driver_funcs.h and the toolkit's driver
 * headers: do not edit (the abi_driver_trace_current test fails when it is out of date).
 *
 * The driver table's traced entries: with OPENCUDART_TRACE on when the driver table is made
 * (ocr_driver_load, ocr_driver_install), ocr_driver_trace puts each of these in place of the
 * entry it keeps in `real`. Each calls that entry and, when it fails, hands the driver's symbol
 * name (the one cuGetProcAddress_v2 resolves at the entry's ABI version: cuMemcpy3D_v2,
 * cuMemcpyAsync_ptsz) to the trace, which names it in the runtime call's failure line. With the
 * trace off the table holds the driver's own entries and none of this runs.
 */
#include "internal.h"

static struct ocr_driver real[2];

static inline CUresult traced(CUresult r, const char *name)
{
    if (OCR_UNLIKELY(r != CUDA_SUCCESS))
        ocr_trace_driver_failure(r, name);
    return r;
}
"""


def generate(include_dir, funcs_h, symbols_path):
    entries, local_text = read_list(funcs_h)
    local_types, local_aliases = parse_typedefs(local_text)
    tk_types, tk_aliases = {}, {}
    for p in sorted(glob.glob(os.path.join(include_dir, "cudaTypedefs.h"))):
        t, a = parse_typedefs(open(p, encoding="utf-8").read())
        tk_types.update(t)
        tk_aliases.update(a)
    if not tk_types:
        raise GenError("%s: no cudaTypedefs.h" % include_dir)
    symbols = read_symbols(symbols_path) if symbols_path else None
    names = symbol_names(entries, local_text, include_dir, symbols)

    def params_of(pfn):
        for types, aliases in ((local_types, local_aliases), (tk_types, tk_aliases)):
            if pfn in aliases:
                return params_of(aliases[pfn])
            if pfn in types:
                return types[pfn]
        raise GenError("no typedef %s" % pfn)

    out = [HEADER]
    install = []
    skipped = []
    for entry, ver, twin in entries:
        pfn = "PFN_%s_v%d" % (entry, ver)
        params = split_params(params_of(pfn))
        if any(by_value_struct(p) for p in params):
            skipped.append(entry)
            continue
        args = ", ".join(param_name(p, entry) for p in params)
        plist = ", ".join(params) if params else "void"
        name, twin_name = names[entry]
        for half, sym in ((0, name), (1, twin_name)):
            if sym is None:
                continue
            out.append("\n%s\n{\n%s\n}\n" % (
                wrap("static CUresult CUDAAPI t_%s(%s)" % (sym, plist), 0),
                wrap("    return traced(real[%d].%s(%s), \"%s\");" % (half, entry, args, sym), 4)))
        install.append("    WRAP(0, %s, t_%s);" % (entry, name))
        if twin_name:
            install.append("    WRAP(1, %s, t_%s);" % (entry, twin_name))
        else:
            install.append("    t[1].%s = t[0].%s;" % (entry, entry))
    if skipped:
        out.append("\n/* Not traced (a parameter is a structure passed by value that driver_funcs.h "
                   "only declares):\n * %s. */\n" % ", ".join(skipped))
    out.append("""
/* Entries that are already traced stay as they are: making the table twice never traces a
 * traced entry. An entry without a twin holds the same traced entry in both halves. */
#define WRAP(half, name, traced_entry)                                                            \\
    do {                                                                                           \\
        if (t[half].name != traced_entry) {                                                        \\
            real[half].name = t[half].name;                                                        \\
            t[half].name = traced_entry;                                                           \\
        }                                                                                          \\
    } while (0)

void ocr_driver_trace(struct ocr_driver t[2])
{
""")
    out.append("\n".join(install) + "\n}\n")
    return "".join(out), len(entries) - len(skipped), len(skipped)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("include_dir", help="the toolkit's include folder")
    ap.add_argument("funcs_h", help="src/driver_funcs.h")
    ap.add_argument("-o", "--output", required=True, help="file to write (src/driver_trace.c)")
    ap.add_argument("--symbols", help="a driver library whose exports check the names "
                    "(the toolkit's stubs/libcuda.so)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; fail when OUTPUT differs from what would be generated")
    args = ap.parse_args(argv)
    try:
        text, traced, skipped = generate(args.include_dir, args.funcs_h, args.symbols)
    except (GenError, OSError, subprocess.CalledProcessError) as e:
        print("gen_driver_trace: %s" % e, file=sys.stderr)
        return 1
    return generated.write_or_check("gen_driver_trace", args.output, text, args.check,
                                    "%d entries traced, %d not" % (traced, skipped))


if __name__ == "__main__":
    sys.exit(main())
