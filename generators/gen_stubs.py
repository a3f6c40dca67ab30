#!/usr/bin/env python3
"""Generate runtime/stubs_generated.c: a weak cudaErrorNotSupported definition for every exported
runtime function, with the exact prototype the CUDA toolkit's headers declare.

    python3 generators/gen_stubs.py CUDA/include/cuda_runtime_api.h EXPORTS -o runtime/stubs_generated.c

CUDA is the CUDA 13.0 toolkit root. EXPORTS is either NVIDIA's libcudart.so.13 (its dynamic symbols
are read with readelf) or a text list of its exports, one `name@@version`, `name@version` or `name`
a line. The interoperability and profiler headers next to cuda_runtime_api.h are read as well:
some exported functions are declared there.

Why weak definitions: a strong definition of the same name anywhere else in the library overrides
the stub at link time, so implementing a function never needs this file to be edited. The stub
records cudaErrorNotSupported as the thread's last error and returns it.

Per-thread-default-stream twins (`_ptsz`, `_ptds`) are not declared under their own names by the
header (it renames the base names with macros when CUDA_API_PER_THREAD_DEFAULT_STREAM is
defined), so each twin is declared as `__typeof__(base) twin;` before its definition: the compiler
then checks that the definition has the base function's prototype.

The parsing helpers (parse_headers, read_exports) are shared with tests/abi/check_abi.py, which
uses the header's doxygen groups to report coverage by API area.

Standard library only. The output is deterministic: it depends only on the headers and the names.
"""

import argparse
import os
import re
import subprocess
import sys

import generated

# Headers read, in this order, from the folder of cuda_runtime_api.h. `guard` names the system
# headers an interoperability header includes; when they are missing where the library is built,
# its stubs are compiled with an empty parameter list (see INTEROP_NOTE).
HEADERS = [
    {"file": "cuda_runtime_api.h", "guard": None},
    {"file": "cuda_profiler_api.h", "guard": None},
    {"file": "cuda_gl_interop.h", "guard": "GL",
     "needs": ["<GL/gl.h>"], "includes": ["<GL/gl.h>", "<cuda_gl_interop.h>"]},
    {"file": "cuda_egl_interop.h", "guard": "EGL",
     "needs": ["<EGL/egl.h>", "<EGL/eglext.h>"], "includes": ["<cuda_egl_interop.h>"]},
    {"file": "cuda_vdpau_interop.h", "guard": "VDPAU",
     "needs": ["<vdpau/vdpau.h>"], "includes": ["<cuda_vdpau_interop.h>"]},
]

# The project's own header of what CUDA 13.1-13.4 added (include/cuda13x.h) is read after the
# toolkit's, and the list of those additions' exports (src/cuda13x_exports.txt) is added to
# NVIDIA 13.0's: one list of the functions for the stubs, the entry layer, the decoder and the
# recorder. While reading the project header, OCR_CUDA13X_INTERNAL is defined (its placeholder
# for the one function whose prototype is not established).
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
PROJECT_HEADER = os.path.join(ROOT, "include", "cuda13x.h")
ADDITIONS = os.path.join(ROOT, "src", "cuda13x_exports.txt")
HEADERS.append({"file": "cuda13x.h", "guard": None, "path": PROJECT_HEADER,
                "defines": {"OCR_CUDA13X_INTERNAL": "1"}})

# Exports whose prototype is not established (include/cuda13x.h declares a placeholder without
# parameters): the entry layer and the recorder pass their calls on by a jump, untraced, so that
# the caller's argument registers reach the body untouched.
NO_PROTOTYPE = {"cudaMemGetLocationInfo"}

TWIN_SUFFIXES = ("_ptsz", "_ptds")

# Qualifier macros that may precede the return type in a declaration.
DECL_ATTRIBUTES = {"extern", "__host__", "__device__", "__cudart_builtin__", "__CUDA_DEPRECATED",
                   "CUDART_DEVICE", "EXCLUDE_FROM_RTC", "static", "inline", "__inline__"}

# Macros taken as defined while evaluating the headers' #if lines: a plain C11 host compile.
PREDEFINED = {"__GNUC__": "4", "__linux__": "1", "__STDC__": "1"}


class HeaderError(Exception):
    pass


# --------------------------------------------------------------------------------------------
# Header parsing
# --------------------------------------------------------------------------------------------
class Decl:
    """One function declaration: name, return type, parameter text (defaults removed)."""

    def __init__(self, name, ret, params, header, group, order):
        self.name = name
        self.ret = ret
        self.params = params
        self.header = header
        self.group = group
        self.order = order

    def prototype(self, name=None, params=None):
        return "%s CUDARTAPI %s(%s)" % (self.ret, name or self.name,
                                         self.params if params is None else params)


def _blank(text):
    """Same text with every character but newlines replaced by spaces (keeps offsets, lines)."""
    return re.sub(r"[^\n]", " ", text)


def _split_comments(text):
    """Return (code, comments): code has every comment blanked out; comments is a list of
    (offset, text) in order."""
    comments = []
    out = []
    pos = 0
    for m in re.finditer(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"', text, re.S):
        if m.group(0).startswith('"'):
            continue
        out.append(text[pos:m.start()])
        out.append(_blank(m.group(0)))
        comments.append((m.start(), m.group(0)))
        pos = m.end()
    out.append(text[pos:])
    return "".join(out), comments


def _eval_condition(expr, macros, where):
    """Evaluate a #if expression the way the preprocessor would for a C11 host compile."""

    def defined(m):
        return "1" if (m.group(1) or m.group(2)) in macros else "0"

    expr = re.sub(r"\bdefined\s*\(\s*(\w+)\s*\)|\bdefined\s+(\w+)", defined, expr)
    for _ in range(16):
        new = re.sub(r"\b[A-Za-z_]\w*\b",
                     lambda m: "(%s)" % (macros.get(m.group(0)) or "0"), expr)
        if new == expr:
            break
        expr = new
    expr = re.sub(r"\b(\d+)[uUlL]+\b", r"\1", expr)
    expr = expr.replace("&&", " and ").replace("||", " or ")
    expr = re.sub(r"!(?!=)", " not ", expr)
    try:
        return bool(eval(expr, {"__builtins__": {}}, {}))  # noqa: S307 (digits and operators)
    except Exception as e:  # pragma: no cover - a header construct this parser does not know
        raise HeaderError("%s: cannot evaluate #if %r: %s" % (where, expr, e))


def _preprocess(code, path, defines=None):
    """Blank out the lines of inactive #if branches and every directive line (offsets are kept,
    so that declarations can be placed among the comments). Returns
    (active_code, raw_defines) where raw_defines lists every `#define NAME VALUE` seen, active
    or not (the per-thread-default-stream renames live in an inactive branch)."""
    macros = dict(PREDEFINED)
    macros.update(defines or {})
    raw_defines = []
    lines = code.split("\n")
    out = []
    stack = []  # (parent_active, branch_active, branch_taken)
    active = True
    i = 0
    while i < len(lines):
        line = lines[i]
        start = i
        while line.endswith("\\") and i + 1 < len(lines):
            i += 1
            line = line[:-1] + " " + lines[i]
        i += 1
        m = re.match(r"\s*#\s*(\w+)\s*(.*)$", line)
        if not m:
            out.extend(lines[start:i] if active else [_blank(x) for x in lines[start:i]])
            continue
        out.extend(_blank(x) for x in lines[start:i])
        directive, rest = m.group(1), m.group(2).strip()
        where = "%s:%d" % (path, start + 1)
        if directive in ("if", "ifdef", "ifndef"):
            if not active:
                cond = False
            elif directive == "if":
                cond = _eval_condition(rest, macros, where)
            elif directive == "ifdef":
                cond = rest.split()[0] in macros
            else:
                cond = rest.split()[0] not in macros
            stack.append((active, cond, cond))
            active = active and cond
        elif directive == "elif":
            if not stack:
                raise HeaderError("%s: #elif without #if" % where)
            parent, _, taken = stack[-1]
            cond = parent and not taken and _eval_condition(rest, macros, where)
            stack[-1] = (parent, cond, taken or cond)
            active = parent and cond
        elif directive == "else":
            if not stack:
                raise HeaderError("%s: #else without #if" % where)
            parent, _, taken = stack[-1]
            stack[-1] = (parent, not taken, True)
            active = parent and not taken
        elif directive == "endif":
            if not stack:
                raise HeaderError("%s: #endif without #if" % where)
            active = stack.pop()[0]
        elif directive == "define":
            d = re.match(r"(\w+)(\([^)]*\))?\s*(.*)$", rest)
            if d:
                raw_defines.append((d.group(1), d.group(3).strip()))
                if active:
                    macros[d.group(1)] = None if d.group(2) else d.group(3).strip()
        elif directive == "undef":
            if active:
                macros.pop(rest.split()[0], None)
    if stack:
        raise HeaderError("%s: unterminated #if" % path)
    return "\n".join(out), raw_defines


def _group_events(comments):
    """Doxygen grouping from comments: (offset, 'push', group) / (offset, 'pop', None), and the
    titles of every group (\\defgroup NAME Title, \\addtogroup NAME Title)."""
    events = []
    titles = {}
    for off, text in comments:
        named = None
        for m in re.finditer(r"[\\@](defgroup|addtogroup)\s+(\w+)[ \t]*([^\n*]*)", text):
            named = m.group(2)
            title = m.group(3).strip()
            if title and (m.group(1) == "defgroup" or named not in titles):
                titles[named] = title
        for m in re.finditer(r"@[{}]", text):
            if m.group(0) == "@{":
                events.append((off + m.start(), "push", named))
            else:
                events.append((off + m.start(), "pop", None))
    return events, titles


def _strip_defaults(params):
    """Remove __dv(...) default-argument markers (balanced parentheses)."""
    out = []
    i = 0
    while i < len(params):
        m = re.compile(r"\b__dv\s*\(").search(params, i)
        if not m:
            out.append(params[i:])
            break
        out.append(params[i:m.start()])
        depth = 0
        j = m.end() - 1
        while j < len(params):
            if params[j] == "(":
                depth += 1
            elif params[j] == ")":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        i = j + 1
    return "".join(out)


def _norm(text):
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\s*,\s*", ", ", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    return text


def _parse_one(path, header, order_base):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    code, comments = _split_comments(text)
    active, raw_defines = _preprocess(code, path, header.get("defines"))
    events, titles = _group_events(comments)
    decls = []
    ev = 0
    stack = []
    for m in re.finditer(r"\bextern\b([^;{}()\"]*?)\bCUDARTAPI\s+(\w+)\s*\(", active):
        while ev < len(events) and events[ev][0] < m.start():
            if events[ev][1] == "push":
                stack.append(events[ev][2] or (stack[-1] if stack else None))
            elif stack:
                stack.pop()
            ev += 1
        depth = 1
        j = m.end()
        while j < len(active) and depth:
            if active[j] == "(":
                depth += 1
            elif active[j] == ")":
                depth -= 1
            j += 1
        if not re.match(r"\s*;", active[j:]):
            raise HeaderError("%s: declaration of %s is not followed by ';'" % (path, m.group(2)))
        ret = " ".join(t for t in m.group(1).split() if t not in DECL_ATTRIBUTES)
        params = _norm(_strip_defaults(active[m.end():j - 1])) or "void"
        group = stack[-1] if stack else None
        decls.append(Decl(m.group(2), _norm(ret), params, header, group,
                          order_base + len(decls)))
    twins = {}
    for name, value in raw_defines:
        t = re.match(r"__CUDART_API_(PTSZ|PTDS)\s*\(\s*(\w+)\s*\)$", value)
        if t and t.group(2) == name:
            twins[name] = "_" + t.group(1).lower()
    return decls, titles, twins


def parse_headers(runtime_api_h):
    """Parse cuda_runtime_api.h and its companions. Returns (decls, titles, twins, headers):
    decls maps name -> Decl (first declaration wins), titles maps doxygen group -> title,
    twins maps base name -> '_ptsz'/'_ptds' (the header's per-thread-default-stream renames),
    headers lists the HEADERS entries that were found."""
    folder = os.path.dirname(os.path.abspath(runtime_api_h))
    decls = {}
    titles = {}
    twins = {}
    found = []
    for h in HEADERS:
        path = runtime_api_h if h["file"] == "cuda_runtime_api.h" else h.get(
            "path", os.path.join(folder, h["file"]))
        if not os.path.exists(path):
            continue
        found.append(h)
        ds, ts, tw = _parse_one(path, h, 100000 * len(found))
        for d in ds:
            decls.setdefault(d.name, d)
        for k, v in ts.items():
            titles.setdefault(k, v)
        twins.update(tw)
    if "cudaMalloc" not in decls:
        raise HeaderError("%s: no runtime declarations found" % runtime_api_h)
    return decls, titles, twins, found


def twin_base(name):
    for s in TWIN_SUFFIXES:
        if name.endswith(s):
            return name[:-len(s)], s
    return None, None


# --------------------------------------------------------------------------------------------
# Export list
# --------------------------------------------------------------------------------------------
def read_additions(path=ADDITIONS):
    """{name: release} of src/cuda13x_exports.txt (the exports CUDA 13.1-13.4 added)."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            cols = line.split("#", 1)[0].split()
            if cols:
                out[cols[0].split("@")[0]] = int(cols[1])
    return out


def read_exports(path, additions=True):
    """Exported function names (sorted) from an ELF library or a text list: NVIDIA 13.0's, and
    with `additions` those of src/cuda13x_exports.txt."""
    with open(path, "rb") as f:
        magic = f.read(4)
    names = set()
    if magic == b"\x7fELF":
        out = subprocess.run(["readelf", "--dyn-syms", "-W", path], check=True,
                             capture_output=True, text=True).stdout
        for line in out.splitlines():
            cols = line.split()
            if len(cols) >= 8 and cols[0].endswith(":") and cols[3] == "FUNC" \
                    and cols[6] != "UND":
                names.add(cols[7].split("@")[0])
    else:
        with open(path, encoding="utf-8") as f:
            for line in f:
                name = line.strip().split("@")[0]
                if re.match(r"^_*cuda\w*$", name):
                    names.add(name)
    if not names:
        raise HeaderError("%s: no exported functions found" % path)
    if additions:
        names.update(read_additions())
    return sorted(names)


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------
INTEROP_NOTE = """\
/* Interoperability headers include windowing-system headers (GL, EGL, VDPAU). Where those are
 * missing, the stubs of that header are compiled with an empty parameter list: the symbol and
 * its ABI are the same (a stub never reads its arguments), only the signature check is lost. */"""


def _wrap_prototype(proto, limit=100):
    """Break a long prototype after commas, continuation lines indented by 4."""
    if len(proto) <= limit:
        return proto
    head, _, rest = proto.partition("(")
    parts = rest.split(", ")
    lines = []
    cur = head + "(" + parts[0]
    if len(cur) + (1 if len(parts) > 1 else 0) > limit:
        lines.append(head + "(")
        cur = "    " + parts[0]
    for i, p in enumerate(parts[1:], 2):
        if len(cur) + 2 + len(p) + (i < len(parts)) > limit:
            lines.append(cur + ",")
            cur = "    " + p
        else:
            cur += ", " + p
    lines.append(cur)
    return "\n".join(lines)


def _group_title(group, titles):
    if group is None:
        return "Ungrouped"
    return "%s (%s)" % (titles.get(group, group), group)


def generate(runtime_api_h, exports_path):
    decls, titles, twins, found = parse_headers(runtime_api_h)
    exports = read_exports(exports_path)
    version = None
    with open(runtime_api_h, encoding="utf-8", errors="replace") as f:
        m = re.search(r"#define\s+CUDART_VERSION\s+(\d+)", f.read())
        version = m.group(1) if m else "unknown"

    hidden = [n for n in exports if n.startswith("__cuda")]
    problems = []
    bases = []       # Decl, for exported base names returning cudaError_t
    twin_of = {}     # base name -> [twin names]
    other_ret = []   # (name, return type): implemented by hand
    for n in exports:
        if n in hidden:
            continue
        base, suffix = twin_base(n)
        if base is not None and n not in decls:
            if base not in decls:
                problems.append("%s: twin of %s, which no header declares" % (n, base))
            elif twins.get(base) != suffix:
                problems.append("%s: the header renames %s to %s, not %s"
                                % (n, base, (base + twins[base]) if base in twins else "nothing",
                                   n))
            else:
                twin_of.setdefault(base, []).append(n)
            continue
        if n not in decls:
            problems.append("%s: exported but declared in none of %s"
                            % (n, ", ".join(h["file"] for h in found)))
            continue
        d = decls[n]
        if d.ret != "cudaError_t":
            other_ret.append((n, d.ret))
            continue
        bases.append(d)
    for base, suffix in sorted(twins.items()):
        if base + suffix not in exports:
            problems.append("%s: the header renames it to %s, which is not exported"
                            % (base, base + suffix))
    for base in twin_of:
        if decls[base].ret != "cudaError_t":
            problems.append("%s: twin of a function that does not return cudaError_t" % base)
        if base not in exports:
            problems.append("%s: twin exported without its base function" % base)
    if problems:
        raise HeaderError("\n".join(problems))

    bases.sort(key=lambda d: d.order)
    n_twins = sum(len(v) for v in twin_of.values())
    out = []
    w = out.append
    w("/*")
    w(" * GENERATED FILE: do not edit. Regenerate with")
    w(" *   python3 generators/gen_stubs.py CUDA/include/cuda_runtime_api.h EXPORTS \\")
    w(" *       -o runtime/stubs_generated.c")
    w(" * where CUDA is the CUDA %s toolkit root and EXPORTS its lib64/libcudart.so.13 (or the"
      % _version_text(version))
    w(" * list of that library's exported symbols).")
    w(" *")
    w(" * One weak definition per exported runtime function that returns cudaError_t, with the")
    w(" * prototype the toolkit's header declares: it records cudaErrorNotSupported as the")
    w(" * thread's last error and returns it. A strong definition of the same name elsewhere in")
    w(" * the library overrides the stub at link time; implementing a function never requires")
    w(" * editing this file. tests/abi/check_abi.py counts the functions still bound WEAK.")
    w(" *")
    w(" * %d definitions: %d functions and %d per-thread-default-stream twins (_ptsz/_ptds)."
      % (len(bases) + n_twins, len(bases), n_twins))
    w(" * Not generated here:")
    w(" *   the hidden registration ABI (not in the headers, implemented by hand):")
    for line in _wrap_names(hidden, " *     "):
        w(line)
    w(" *   functions that do not return cudaError_t (implemented by hand):")
    for line in _wrap_names(["%s (%s)" % (n, r) for n, r in sorted(other_ret)], " *     "):
        w(line)
    w(" */")
    w("#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)")
    w("#error \"compile without CUDA_API_PER_THREAD_DEFAULT_STREAM: it renames the functions\"")
    w("#endif")
    w("")
    w('#include "internal.h"')
    w("")
    for h in found:
        if h["guard"] is None and h["file"] != "cuda_runtime_api.h":
            w("#include <%s>" % h["file"])
    w("")
    w(INTEROP_NOTE)
    w("#if defined(__has_include)")
    for h in found:
        if h["guard"] is None:
            continue
        w("#if %s" % " && ".join("__has_include(%s)" % x for x in h["needs"]))
        for inc in h["includes"]:
            w("#include %s" % inc)
        w("#define OCR_STUBS_HAVE_%s 1" % h["guard"])
        w("#endif")
    w("#endif")
    w("")
    w("/* Stubs never read their arguments. */")
    w('#pragma GCC diagnostic ignored "-Wunused-parameter"')
    w('#pragma GCC diagnostic ignored "-Wdeprecated-declarations"')

    current = object()
    for d in bases:
        if d.group != current:
            current = d.group
            w("")
            w("/* %s */" % ("-" * 92))
            w("/* %s */" % _group_title(d.group, titles).ljust(92))
            w("/* %s */" % ("-" * 92))
        for name in [d.name] + sorted(twin_of.get(d.name, [])):
            w("")
            if name != d.name:
                w("__typeof__(%s) %s;" % (d.name, name))
            w("__attribute__((weak))")
            if d.header["guard"]:
                w("#if defined(OCR_STUBS_HAVE_%s)" % d.header["guard"])
                w(_wrap_prototype(d.prototype(name)))
                w("#else")
                w("%s CUDARTAPI %s(void)" % (d.ret, name))
                w("#endif")
            else:
                w(_wrap_prototype(d.prototype(name)))
            w("{")
            w('    return ocr_not_supported("%s");' % name)
            w("}")
    w("")
    return "\n".join(out), len(bases), n_twins, hidden, other_ret


def _version_text(v):
    try:
        v = int(v)
        return "%d.%d" % (v // 1000, (v % 1000) // 10)
    except ValueError:
        return v


def _wrap_names(names, prefix, limit=100):
    lines = []
    cur = prefix
    for i, n in enumerate(names):
        item = n + ("," if i + 1 < len(names) else "")
        if len(cur) + len(item) + 1 > limit and cur != prefix:
            lines.append(cur.rstrip())
            cur = prefix
        cur += item + " "
    if cur != prefix:
        lines.append(cur.rstrip())
    return lines


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("header", help="the toolkit's include/cuda_runtime_api.h")
    ap.add_argument("exports", help="NVIDIA's libcudart.so.13, or a list of its exports")
    ap.add_argument("-o", "--output", required=True, help="file to write (stubs_generated.c)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; fail when OUTPUT differs from what would be generated")
    args = ap.parse_args(argv)
    try:
        text, n_base, n_twins, hidden, other = generate(args.header, args.exports)
    except (HeaderError, OSError, subprocess.CalledProcessError) as e:
        print("gen_stubs: %s" % e, file=sys.stderr)
        return 1
    return generated.write_or_check(
        "gen_stubs", args.output, text, args.check,
        "%d stubs (%d functions + %d twins); skipped %d hidden ABI and %d non-cudaError_t "
        "functions" % (n_base + n_twins, n_base, n_twins, len(hidden), len(other)))


if __name__ == "__main__":
    sys.exit(main())
