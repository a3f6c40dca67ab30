#!/usr/bin/env python3
"""Compare the dynamic ABI of our libcudart.so.13 with NVIDIA's, and report API coverage.

    check_abi.py OURS NVIDIA [--include-dir DIR] [--markdown FILE] [--details FILE]

Fails (exit 1) when:
  - a symbol NVIDIA's library exports is missing from ours, or has another version, type or
    default-version marker (every function must be `name@@libcudart.so.13`);
  - ours exports a symbol NVIDIA's does not;
  - the soname is not libcudart.so.13, or the version definitions (readelf -V) differ;
  - ours has a DT_NEEDED entry on libcuda (the driver must be loaded with dlopen);
  - an extension function (opencudart*, include/opencudart.h) is not under the OPENCUDART_1
    node (the only version definition ours has beyond NVIDIA's), or that node holds anything
    else.

The reference is NVIDIA 13.0's library (the toolkit the project builds with) plus the functions
CUDA 13.1-13.4 added, listed in src/cuda13x_exports.txt (which names its sources): each is
expected as `name@@libcudart.so.13`, like 13.0's.

Coverage: an exported function bound GLOBAL is implemented; one bound WEAK is still the
generated cudaErrorNotSupported stub (runtime/stubs_generated.c). Functions the entry layer
defines (calls/entries_generated.c, always GLOBAL) are judged by their implementation,
ocr_impl_<name>, in the renamed archive given with --impl (build/impl/libocr_impl.a): a strong
definition there is an implementation, a weak one alone the stub. Functions are grouped into
API areas by the doxygen group of cuda_runtime_api.h (and companions) that declares them.

--markdown FILE writes the status table by area and the PyTorch import coverage (for the
README); --details FILE writes the names of the functions that are not supported yet, by area.
Both are deterministic: they depend only on the two libraries and the headers.

Needs python3 (standard library) and binutils' readelf.
"""

import argparse
import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "generators"))
try:
    import gen_stubs  # the header parser shared with the stub generator
except ImportError:  # pragma: no cover - areas degrade to "Unclassified"
    gen_stubs = None

SONAME = "libcudart.so.13"
VERSION_NODE = "libcudart.so.13"
# opencudart's own extension API (include/opencudart.h): functions named opencudart*, under a
# version node of their own, defined after NVIDIA's. They are listed apart and are not extra
# exports; anything else under that node, or an opencudart* symbol under another, fails.
EXT_NODE = "OPENCUDART_1"
EXT_PREFIX = "opencudart"

# The 73 runtime symbols PyTorch 2.11 (cu130) libtorch_cuda.so imports.
TORCH_IMPORTS = """
cudaDeviceCanAccessPeer cudaDeviceEnablePeerAccess cudaDeviceGetAttribute cudaDeviceGetPCIBusId
cudaDeviceGetStreamPriorityRange cudaDeviceSynchronize cudaDriverGetVersion cudaEventCreate
cudaEventCreateWithFlags cudaEventDestroy cudaEventElapsedTime cudaEventQuery cudaEventRecord
cudaEventRecordWithFlags cudaEventSynchronize cudaFree cudaFreeHost cudaFuncGetAttributes
cudaFuncSetAttribute cudaGetDevice cudaGetDeviceCount cudaGetDeviceProperties
cudaGetDriverEntryPointByVersion cudaGetErrorName cudaGetErrorString __cudaGetKernel
cudaGetLastError cudaGetSymbolAddress cudaGraphDebugDotPrint cudaGraphDestroy
cudaGraphExecDestroy cudaGraphGetNodes cudaGraphInstantiateWithFlags cudaGraphLaunch
cudaHostAlloc cudaHostRegister cudaHostUnregister cudaIpcCloseMemHandle cudaIpcGetEventHandle
cudaIpcGetMemHandle cudaIpcOpenEventHandle cudaIpcOpenMemHandle __cudaLaunchKernel
cudaLaunchKernelExC cudaMalloc cudaMemcpy cudaMemcpyAsync cudaMemcpyToSymbol cudaMemGetInfo
cudaMemset cudaMemsetAsync cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags
cudaPeekAtLastError cudaPointerGetAttributes __cudaPopCallConfiguration
__cudaPushCallConfiguration __cudaRegisterFatBinary __cudaRegisterFatBinaryEnd
__cudaRegisterFunction __cudaRegisterVar cudaRuntimeGetVersion cudaSetDevice
cudaStreamAddCallback cudaStreamBeginCapture cudaStreamCreateWithPriority cudaStreamDestroy
cudaStreamEndCapture cudaStreamGetCaptureInfo cudaStreamIsCapturing cudaStreamSynchronize
cudaStreamWaitEvent cudaThreadExchangeStreamCaptureMode __cudaUnregisterFatBinary
""".split()

HIDDEN_AREA = "Hidden registration and launch ABI (`__cuda*`)"
PRIVATE_AREA = "Private (export tables)"
OTHER_AREA = "Unclassified"


class ToolError(Exception):
    pass


# --------------------------------------------------------------------------------------------
# readelf
# --------------------------------------------------------------------------------------------
class Symbol:
    def __init__(self, name, version, default, kind, bind, ndx):
        self.name = name
        self.version = version    # None when the symbol carries no version
        self.default = default    # True for name@@version
        self.kind = kind          # FUNC, OBJECT, ...
        self.bind = bind          # GLOBAL, WEAK
        self.ndx = ndx

    def spelled(self):
        if self.version is None:
            return self.name
        return "%s%s%s" % (self.name, "@@" if self.default else "@", self.version)


class Library:
    def __init__(self, path, readelf):
        self.path = path
        if not os.path.isfile(path):
            raise ToolError("%s: no such file" % path)
        self.symbols = {}       # defined dynamic symbols by name
        self.extension = {}     # opencudart's own (EXT_PREFIX or under EXT_NODE)
        self.version_nodes = {}  # ABS symbols naming a version node
        for line in _run(readelf, "--dyn-syms", "-W", path).splitlines():
            cols = line.split()
            if len(cols) < 8 or not re.match(r"^\d+:$", cols[0]) or cols[6] == "UND":
                continue
            spelled = cols[7]
            if "@@" in spelled:
                name, version = spelled.split("@@", 1)
                default = True
            elif "@" in spelled:
                name, version = spelled.split("@", 1)
                default = False
            else:
                name, version, default = spelled, None, False
            if not name:
                continue
            sym = Symbol(name, version, default, cols[3], cols[4], cols[6])
            if cols[6] == "ABS" and cols[3] == "OBJECT" and version is None:
                self.version_nodes[name] = sym
            elif cols[6] == "ABS" and cols[3] == "OBJECT" and name == version:
                self.version_nodes[name] = sym
            elif name.startswith(EXT_PREFIX) or version == EXT_NODE:
                self.extension[name] = sym
            else:
                self.symbols[name] = sym
        self.verdefs = []  # ("Flags: BASE  Index: 1  Cnt: 1  Name: x", ...)
        section = None
        for line in _run(readelf, "-V", "-W", path).splitlines():
            if line.startswith("Version definition section"):
                section = "d"
                continue
            if line and not line.startswith(" "):
                section = None
            if section != "d":
                continue
            m = re.match(r"\s*0x[0-9a-f]+:\s*(Rev:.*)$|\s*0+:\s*(Rev:.*)$", line)
            if m:
                self.verdefs.append(re.sub(r"\s+", " ", (m.group(1) or m.group(2)).strip()))
                continue
            m = re.match(r"\s*0x[0-9a-f]+:\s*(Parent \d+:.*)$", line)
            if m:
                self.verdefs.append(re.sub(r"\s+", " ", m.group(1).strip()))
        self.soname = None
        self.needed = []
        for line in _run(readelf, "-d", "-W", path).splitlines():
            m = re.search(r"\((SONAME|NEEDED)\)\s+.*\[(.*)\]", line)
            if m and m.group(1) == "SONAME":
                self.soname = m.group(2)
            elif m:
                self.needed.append(m.group(2))

    def functions(self):
        return {n: s for n, s in self.symbols.items() if s.kind in ("FUNC", "IFUNC")}


def _run(readelf, *args):
    try:
        return subprocess.run([readelf] + list(args), check=True, capture_output=True,
                              text=True).stdout
    except FileNotFoundError:
        raise ToolError("%s not found (binutils)" % readelf)
    except subprocess.CalledProcessError as e:
        raise ToolError("%s %s: %s" % (readelf, " ".join(args), e.stderr.strip()))


ADDITIONS = os.path.join(HERE, "..", "..", "src", "cuda13x_exports.txt")


def add_additions(lib, path=ADDITIONS):
    """Add the exports of CUDA 13.1-13.4 (src/cuda13x_exports.txt) to NVIDIA 13.0's library:
    functions under libcudart.so.13, as 13.0's are. Returns {name: release}."""
    added = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            cols = line.split("#", 1)[0].split()
            if cols:
                added[cols[0].split("@")[0]] = int(cols[1])
    for name in added:
        lib.symbols.setdefault(name, Symbol(name, VERSION_NODE, True, "FUNC", "GLOBAL", "ADDED"))
    return added


# --------------------------------------------------------------------------------------------
# Checks
# --------------------------------------------------------------------------------------------
def check(ours, nvidia):
    """List of failure messages (empty when the ABI matches)."""
    errors = []
    if ours.soname != SONAME:
        errors.append("soname is %r, expected %r" % (ours.soname, SONAME))
    if nvidia.soname != SONAME:
        errors.append("NVIDIA's library has soname %r, expected %r (wrong reference library?)"
                      % (nvidia.soname, SONAME))
    ours_defs = [d for d in ours.verdefs if not d.endswith("Name: " + EXT_NODE)]
    if ours.extension and len(ours_defs) == len(ours.verdefs):
        errors.append("the extension functions have no %s version definition" % EXT_NODE)
    for name, sym in sorted(ours.extension.items()):
        if not name.startswith(EXT_PREFIX) or sym.version != EXT_NODE or not sym.default:
            errors.append("extension symbol %s: must be named %s* and exported as name@@%s"
                          % (sym.spelled(), EXT_PREFIX, EXT_NODE))
    if ours_defs != nvidia.verdefs:
        errors.append("version definitions differ:\n    ours:   %s\n    NVIDIA: %s"
                      % ("\n            ".join(ours.verdefs) or "(none)",
                         "\n            ".join(nvidia.verdefs) or "(none)"))
    for lib in ours.needed:
        if re.match(r"^libcuda\.so", lib):
            errors.append("DT_NEEDED on %s: the driver must be loaded with dlopen" % lib)
    if set(ours.version_nodes) - {EXT_NODE} != set(nvidia.version_nodes):
        errors.append("version node symbols differ: ours %s, NVIDIA %s"
                      % (sorted(ours.version_nodes), sorted(nvidia.version_nodes)))
    mismatched = []
    for name in sorted(nvidia.symbols):
        ref = nvidia.symbols[name]
        have = ours.symbols.get(name)
        if have is None:
            continue  # reported as missing
        if (have.version, have.default) != (ref.version, ref.default):
            mismatched.append("%s: exported as %s, NVIDIA exports %s"
                              % (name, have.spelled(), ref.spelled()))
        if have.kind != ref.kind:
            mismatched.append("%s: symbol type %s, NVIDIA's is %s"
                              % (name, have.kind, ref.kind))
    limit = 20
    errors.extend(mismatched[:limit])
    if len(mismatched) > limit:
        errors.append("... and %d more symbols with the wrong version or type"
                      % (len(mismatched) - limit))
    return errors


def impl_bindings(archive, readelf):
    """ocr_impl_<name> -> GLOBAL when some member of the archive defines it strongly, else
    WEAK (only the stub's weak definition)."""
    binds = {}
    for line in _run(readelf, "-s", "-W", archive).splitlines():
        cols = line.split()
        if len(cols) < 8 or not re.match(r"^\d+:$", cols[0]) or cols[6] == "UND":
            continue
        name = cols[7]
        if not name.startswith("ocr_impl_") or cols[3] != "FUNC":
            continue
        name = name[len("ocr_impl_"):]
        if cols[4] == "GLOBAL" or binds.get(name) == "GLOBAL":
            binds[name] = "GLOBAL"
        else:
            binds[name] = cols[4]
    return binds


def coverage(ours, nvidia, impl=None):
    """(implemented, not_supported, missing, extra): sorted name lists."""
    implemented, not_supported, missing = [], [], []
    impl = impl or {}
    for name in sorted(nvidia.symbols):
        have = ours.symbols.get(name)
        if have is None:
            missing.append(name)
        elif impl.get(name, have.bind) == "WEAK":
            not_supported.append(name)
        else:
            implemented.append(name)
    extra = sorted(set(ours.symbols) - set(nvidia.symbols))
    return implemented, not_supported, missing, extra


# --------------------------------------------------------------------------------------------
# Areas
# --------------------------------------------------------------------------------------------
def load_areas(include_dir):
    """(area_of(name) -> str, ordered area list). Uses the headers' doxygen groups; a group
    NAME_DEPRECATED counts in NAME's area; per-thread-default-stream twins count in their base
    function's area."""
    header = os.path.join(include_dir, "cuda_runtime_api.h") if include_dir else None
    decls, titles = {}, {}
    if gen_stubs is not None and header and os.path.isfile(header):
        decls, titles, _, _ = gen_stubs.parse_headers(header)

    def group_area(group):
        if group is None:
            return PRIVATE_AREA
        base = re.sub(r"_DEPRECATED$", "", group)
        title = titles.get(base) or titles.get(group) or base
        return re.sub(r"\s*\[DEPRECATED\]\s*$", "", title).strip()

    order = []
    for d in sorted(decls.values(), key=lambda d: d.order):
        a = group_area(d.group)
        if a not in order:
            order.append(a)

    def area_of(name):
        if name.startswith("__cuda"):
            return HIDDEN_AREA
        d = decls.get(name)
        if d is None and gen_stubs is not None:
            base, _ = gen_stubs.twin_base(name)
            d = decls.get(base) if base else None
        return group_area(d.group) if d is not None else OTHER_AREA

    return area_of, order


# --------------------------------------------------------------------------------------------
# Reports
# --------------------------------------------------------------------------------------------
def area_table(names_status, area_of, order):
    """rows: [(area, implemented, not_supported, missing, total)] in header order."""
    rows = {}
    for name, status in names_status.items():
        r = rows.setdefault(area_of(name), {"impl": [], "ns": [], "missing": []})
        r[status].append(name)
    ordered = [a for a in order if a in rows]
    ordered += sorted(a for a in rows if a not in order and a != HIDDEN_AREA)
    if HIDDEN_AREA in rows:
        ordered.append(HIDDEN_AREA)
    return [(a, rows[a]) for a in ordered]


def text_report(ours, nvidia, errors, impl, ns, missing, extra, table, torch):
    out = []
    w = out.append
    w("ours:   %s (soname %s)" % (ours.path, ours.soname))
    w("NVIDIA: %s (soname %s)" % (nvidia.path, nvidia.soname))
    ours_defs = [d for d in ours.verdefs if not d.endswith("Name: " + EXT_NODE)]
    w("version definitions: %s" % ("match" if ours_defs == nvidia.verdefs else "DIFFER"))
    w("exports: NVIDIA %d (%d functions), ours %d"
      % (len(nvidia.symbols), len(nvidia.functions()), len(ours.symbols)))
    w("coverage: %d implemented, %d not supported, %d missing (of %d)"
      % (len(impl), len(ns), len(missing), len(nvidia.symbols)))
    w("")
    width = max([len(a) for a, _ in table] + [4])
    w("%-*s %6s %6s %6s %6s" % (width, "area", "impl", "n/s", "miss", "total"))
    for area, r in table:
        total = len(r["impl"]) + len(r["ns"]) + len(r["missing"])
        w("%-*s %6d %6d %6d %6d" % (width, area, len(r["impl"]), len(r["ns"]),
                                     len(r["missing"]), total))
    w("")
    t_impl, t_ns, t_missing = torch
    w("PyTorch imports: %d implemented, %d not supported, %d missing (of %d)"
      % (len(t_impl), len(t_ns), len(t_missing), len(TORCH_IMPORTS)))
    if t_ns:
        w("  not supported: " + " ".join(t_ns))
    if t_missing:
        w("  missing: " + " ".join(t_missing))
    if missing:
        w("")
        w("MISSING (%d):" % len(missing))
        out.extend("  " + n for n in missing)
    if extra:
        w("")
        w("EXTRA EXPORTS (%d):" % len(extra))
        out.extend("  " + ours.symbols[n].spelled() for n in extra)
    w("")
    w("opencudart's own extension API (%s, under %s): %d functions"
      % ("include/opencudart.h", EXT_NODE, len(ours.extension)))
    out.extend("  " + ours.extension[n].spelled() for n in sorted(ours.extension))
    if errors:
        w("")
        w("ERRORS (%d):" % len(errors))
        out.extend("  " + e for e in errors)
    w("")
    w("ABI check: %s" % ("FAILED" if errors or missing or extra else "passed"))
    return "\n".join(out) + "\n"


def _code_list(names):
    return ", ".join("`%s`" % n for n in names) if names else "none"


def _release(v):
    return "%d.%d" % (v // 1000, (v % 1000) // 10)


def _added_cell(names, added):
    """The functions of `names` that a release after 13.0 added, counted by release."""
    counts = collections.Counter(added[n] for n in names if n in added)
    return ", ".join("%s: %d" % (_release(v), counts[v]) for v in sorted(counts)) or "-"


def markdown_report(table, impl, ns, missing, torch, added=None):
    added = added or {}
    out = []
    w = out.append
    total = len(impl) + len(ns) + len(missing)
    w("<!-- Generated by tests/abi/check_abi.py --markdown: do not edit by hand. -->")
    w("")
    w("| API area | Implemented | Not supported | Total | Added after 13.0 |")
    w("|---|---:|---:|---:|---|")
    for area, r in table:
        names = r["impl"] + r["ns"] + r["missing"]
        w("| %s | %d | %d | %d | %s |" % (area, len(r["impl"]), len(r["ns"]) + len(r["missing"]),
                                          len(names), _added_cell(names, added)))
    w("| **All exported functions** | **%d** | **%d** | **%d** | %s |"
      % (len(impl), len(ns) + len(missing), total, _added_cell(impl + ns + missing, added)))
    w("")
    w("Areas are the groups of the CUDA 13.0 runtime reference (`cuda_runtime_api.h`, and "
      "`include/cuda13x.h` for what 13.1-13.4 added); counts include the "
      "per-thread-default-stream variants (`_ptsz`, `_ptds`). A function that is not "
      "supported returns `cudaErrorNotSupported` and records it as the last error.")
    if added:
        status = {n: "implemented" for n in impl}
        status.update({n: "not supported" for n in ns + missing})
        w("")
        w("Functions added after 13.0 (`src/cuda13x_exports.txt`), by the release that added "
          "them:")
        w("")
        w("| Function | Added in | Status |")
        w("|---|---|---|")
        for n in sorted(added, key=lambda n: (added[n], n)):
            w("| `%s` | %s | %s |" % (n, _release(added[n]), status.get(n, "missing")))
    if missing:
        w("")
        w("Missing from the library (%d): %s." % (len(missing), _code_list(missing)))
    t_impl, t_ns, t_missing = torch
    w("")
    w("PyTorch (`libtorch_cuda.so`, cu130) imports %d runtime symbols: %d implemented, "
      "%d not supported." % (len(TORCH_IMPORTS), len(t_impl), len(t_ns) + len(t_missing)))
    w("")
    w("- Implemented: %s." % _code_list(t_impl))
    w("- Not supported: %s." % _code_list(t_ns + t_missing))
    return "\n".join(out) + "\n"


def details_report(table):
    out = []
    w = out.append
    w("<!-- Generated by tests/abi/check_abi.py --details: do not edit by hand. -->")
    w("")
    w("# Runtime functions not supported yet")
    w("")
    w("Each returns `cudaErrorNotSupported` (the generated stub in "
      "`runtime/stubs_generated.c`).")
    for area, r in table:
        names = sorted(r["ns"] + r["missing"])
        if not names:
            continue
        w("")
        w("## %s (%d of %d)" % (area, len(names),
                                len(r["impl"]) + len(r["ns"]) + len(r["missing"])))
        w("")
        out.extend("- `%s`" % n for n in names)
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("ours", help="our libcudart.so.13")
    ap.add_argument("nvidia", help="NVIDIA's libcudart.so.13 (the toolkit's lib64/)")
    ap.add_argument("--include-dir", help="the toolkit's include/ (default: next to the "
                    "reference library's lib64/)")
    ap.add_argument("--readelf", default=os.environ.get("READELF", "readelf"))
    ap.add_argument("--impl", metavar="ARCHIVE",
                    help="the renamed implementation archive (build/impl/libocr_impl.a)")
    ap.add_argument("--markdown", metavar="FILE", help="write the status table by area")
    ap.add_argument("--details", metavar="FILE", help="write the not-supported names by area")
    ap.add_argument("--no-fail", action="store_true",
                    help="exit 0 even when the check fails (to write the reports only)")
    ap.add_argument("--torch-imports", metavar="FILE",
                    help="list of PyTorch's imports (name or name@version per line) to use "
                         "instead of the built-in list")
    args = ap.parse_args(argv)

    global TORCH_IMPORTS
    try:
        if args.torch_imports:
            with open(args.torch_imports, encoding="utf-8") as f:
                TORCH_IMPORTS = [l.strip().split("@")[0] for l in f if l.strip()]
        ours = Library(args.ours, args.readelf)
        nvidia = Library(args.nvidia, args.readelf)
        added = add_additions(nvidia)
        impl = impl_bindings(args.impl, args.readelf) if args.impl else {}
    except (ToolError, OSError) as e:
        print("check_abi: %s" % e, file=sys.stderr)
        return 2

    include_dir = args.include_dir
    if include_dir is None:
        include_dir = os.path.join(os.path.dirname(os.path.dirname(args.nvidia)), "include")
    try:
        area_of, order = load_areas(include_dir)
    except Exception as e:  # the header parser failing must not hide the ABI result
        print("check_abi: warning: no API areas (%s)" % e, file=sys.stderr)
        area_of, order = (lambda name: OTHER_AREA), []

    errors = check(ours, nvidia)
    impl, ns, missing, extra = coverage(ours, nvidia, impl)
    status = {}
    for n in impl:
        status[n] = "impl"
    for n in ns:
        status[n] = "ns"
    for n in missing:
        status[n] = "missing"
    funcs = nvidia.functions()
    table = area_table({n: s for n, s in status.items() if n in funcs}, area_of, order)
    torch = ([n for n in TORCH_IMPORTS if status.get(n) == "impl"],
             [n for n in TORCH_IMPORTS if status.get(n) == "ns"],
             [n for n in TORCH_IMPORTS if status.get(n) not in ("impl", "ns")])

    sys.stdout.write(text_report(ours, nvidia, errors, impl, ns, missing, extra, table, torch))
    f_impl = [n for n in impl if n in funcs]
    f_ns = [n for n in ns if n in funcs]
    f_missing = [n for n in missing if n in funcs]
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write(markdown_report(table, f_impl, f_ns, f_missing, torch, added))
    if args.details:
        with open(args.details, "w", encoding="utf-8") as f:
            f.write(details_report(table))
    return 1 if (errors or missing or extra) and not args.no_fail else 0


if __name__ == "__main__":
    sys.exit(main())
