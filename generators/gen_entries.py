#!/usr/bin/env python3
"""Generate the entry layer and the argument decoder table of the runtime's exported functions.

    python3 generators/gen_entries.py CUDA/include/cuda_runtime_api.h EXPORTS --outdir calls \
        --record record/record_generated.c

CUDA is the CUDA 13.0 toolkit root, EXPORTS NVIDIA's libcudart.so.13 (or a list of its exports),
as for generators/gen_stubs.py, whose header parser this uses. Writes, in OUTDIR:

  entries_generated.c   each exported function that returns cudaError_t (every per-thread twin,
                        and the hidden launch __cudaLaunchKernel and its twin) defined as
                            <name>: cmpl $0, ocr_intercept(%rip)
                                    jne <name>_intercepted
                                    jmp ocr_impl_<name>
                        (in assembly: OCR_ENTRY), with <name>_intercepted in C,
                        where ocr_impl_<name> is the implementation: the runtime's objects are
                        the same code with every such name renamed (objcopy --redefine-syms over
                        impl_names.txt, CMakeLists.txt). The intercepted path is calls/calls.h's,
                        the seam of src/seam.h: begin (the call's name and its own return
                        address, the program's, as the thread's call in progress; the
                        subscribers' before hooks, which may answer the call: fault injection),
                        the implementation, end (the subscribers' after hooks), and the arguments
                        captured for the timeline's decoder.
  impl_names.txt        the renames: `name ocr_impl_name`, a line each.
  api_table_generated.h the function ids (OCR_FN_<name>) and the enum tables' ids.
  api_table_generated.c for every function its trace name, parameters (the header's names) and
                        their kinds; the name tables of every enum a parameter has.

With --record FILE, also the recording interposer's definitions (record/record_generated.c):
every one of NVIDIA's exports (the functions above, those that return something else, and the
whole hidden registration and launch ABI of src/hidden_abi.h), each forwarding to the next
definition (dlsym RTLD_NEXT) and capturing its arguments after the call in the same format, for
the same decoder (record/record.c says what is recorded).

The hidden launch appears as the launch it makes: __cudaLaunchKernel is traced under the name
cudaLaunchKernel with that function's parameter names (its kernel decoded by name).

Standard library only. The output is deterministic.
"""

import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "tests", "abi"))
import gen_stubs  # noqa: E402
import generated  # noqa: E402
from gen_typed_calls import split_params, param_type, param_name  # noqa: E402

# Handle types: decoded as stable ids of their kind ("stream#2").
HANDLES = {
    "cudaStream_t": "stream", "cudaEvent_t": "event", "cudaGraph_t": "graph",
    "cudaGraphNode_t": "node", "cudaGraphExec_t": "graphExec", "cudaArray_t": "array",
    "cudaArray_const_t": "array", "cudaMipmappedArray_t": "mipmappedArray",
    "cudaMipmappedArray_const_t": "mipmappedArray", "cudaMemPool_t": "memPool",
    "cudaKernel_t": "kernel", "cudaLibrary_t": "library", "cudaUserObject_t": "userObject",
    "cudaExternalMemory_t": "externalMemory", "cudaExternalSemaphore_t": "externalSemaphore",
    "cudaGraphicsResource_t": "graphicsResource", "cudaFunction_t": "function",
    "cudaAsyncCallbackHandle_t": "callbackHandle", "cudaLogsCallbackHandle": "logsCallback",
    "cudaEglStreamConnection": "eglStreamConnection",
    "cudaExecutionContext_t": "executionCtx", "cudaDevResourceDesc_t": "devResourceDesc",
}
HANDLE_KINDS = sorted(set(HANDLES.values()))
# Numbers: signed 32-bit, unsigned 32-bit, unsigned 64-bit.
INTS = {"int": "INT", "EGLint": "INT", "unsigned int": "UINT", "GLuint": "UINT", "GLenum": "UINT",
        "VdpDevice": "UINT", "VdpVideoSurface": "UINT", "VdpOutputSurface": "UINT",
        "size_t": "SIZE", "unsigned long long": "SIZE", "cudaTextureObject_t": "SIZE",
        "cudaSurfaceObject_t": "SIZE", "cudaGraphConditionalHandle": "SIZE",
        "float": "FLOAT"}
# Structures passed by value that are decoded field by field.
STRUCTS = {"dim3": "DIM3", "struct cudaExtent": "EXTENT", "struct cudaPitchedPtr": "PITCHED",
           "struct cudaMemLocation": "MEMLOC", "struct cudaChannelFormatDesc": "CHANFMT"}
# Typedefs (and header macros) of enums.
# (cudaError_t is not one: its names are the runtime's own table, src/error_table.h.)
ENUM_ALIASES = {"cudaStreamAttrID": "cudaLaunchAttributeID",
                "cudaKernelNodeAttrID": "cudaLaunchAttributeID"}
# Non-const pointers that are arrays or inputs, not one scalar the call writes.
NOT_OUTPUTS = {"args", "jitOptionsValues", "libraryOptionValues", "dptrs", "data", "dependencies",
               "from", "to", "nodes", "pDependencies", "pDependentNodes", "pRootNodes",
               "resources", "kernels", "device_arr", "pCudaDevices", "attrsIdxs", "dataSizes",
               "prefetchLocIdxs", "sizes", "jitOptions", "libraryOptions", "attributes",
               "edgeData", "flags_arr"}
# Headers whose system includes may be missing (gen_stubs.HEADERS guards).
GUARDS = {h["file"]: h for h in gen_stubs.HEADERS if h["guard"]}

# GPU work: the kind of work each function enqueues, and where its stream is.
def gpu_work(name, params):
    names = [param_name(p) for p in params]
    if name in ("cudaLaunchKernel", "cudaLaunchCooperativeKernel", "__cudaLaunchKernel"):
        kind = "KERNEL"
    elif name == "cudaLaunchKernelExC":
        return "KERNEL", "config != NULL ? config->stream : NULL"
    elif name in ("cudaLaunchHostFunc", "cudaStreamAddCallback"):
        kind = "HOST"
    elif name == "cudaGraphLaunch":
        kind = "GRAPH"
    elif name.startswith("cudaMemcpy"):
        kind = "MEMCPY"
    elif name.startswith("cudaMemset"):
        kind = "MEMSET"
    else:
        return None, None
    if "stream" in names:
        return kind, "stream"
    return kind, "NULL"


class Param:
    def __init__(self, text, fn):
        self.text = text
        self.name = param_name(text)
        t = " ".join(param_type(text).split())
        self.type = t
        bare = re.sub(r"\s*\*\s*", "*", t).strip()
        self.aux = "0"
        self.out = "NONE"
        const = bare.startswith("const ")
        core = bare[6:] if const else bare
        if core in HANDLES:
            self.kind, self.aux = "HANDLE", "OCR_HANDLE_" + HANDLES[core]
        elif core == "cudaError_t":
            self.kind = "ERROR"
        elif core in INTS:
            self.kind = INTS[core]
        elif core in STRUCTS:
            self.kind = STRUCTS[core]
        elif enum_of(core):
            self.kind, self.aux = "ENUM", "OCR_ENUM_" + enum_of(core)
        elif bare in ("const char*",):
            self.kind = "STR"
        elif core == "cudaLaunchConfig_t*" and const:
            self.kind = "LAUNCHCFG"
        elif bare in ("const void*",) and self.name in ("func", "entryFuncAddr"):
            self.kind = "FUNC"
        elif bare.endswith("*") and not const and bare.count("*") == 1 and \
                self.name not in NOT_OUTPUTS and out_kind(bare[:-1]):
            self.kind = "OUT"
            self.out, self.aux = out_kind(bare[:-1])
        elif bare == "void**" and self.name not in NOT_OUTPUTS:
            self.kind, self.out = "OUT", "PTR"
        elif "*" in bare or core in ("cudaHostFn_t", "cudaStreamCallback_t", "cudaAsyncCallback",
                                     "cudaLogsCallback_t", "EGLImageKHR", "EGLStreamKHR",
                                     "EGLSyncKHR", "VdpGetProcAddress"):
            self.kind = "PTR"
        else:
            self.kind = "OPAQUE"  # a structure by value: its bytes (IPC handles, EGL frames)

    def put(self):
        n = self.name
        if self.kind in ("INT", "UINT", "SIZE", "ENUM", "ERROR"):
            return "ocr_put(&ocr_c, (uint64_t)%s);" % n
        if self.kind in ("PTR", "HANDLE"):
            return "ocr_put(&ocr_c, (uint64_t)(uintptr_t)%s);" % n
        if self.kind in ("DIM3", "EXTENT", "PITCHED", "MEMLOC", "CHANFMT"):
            return "ocr_put_bytes(&ocr_c, &%s, sizeof %s);" % (n, n)
        if self.kind == "FLOAT":
            return "ocr_put_float(&ocr_c, %s);" % n
        if self.kind == "STR":
            return "ocr_put_str(&ocr_c, %s);" % n
        if self.kind == "FUNC":
            return "ocr_put_func(&ocr_c, %s, ocr_e);" % n
        if self.kind == "KERNEL":
            return "ocr_put_kernel(&ocr_c, %s);" % n
        if self.kind == "LAUNCHCFG":
            return "ocr_put_launch_config(&ocr_c, %s);" % n
        if self.kind == "OUT":
            if self.out == "FLOAT":
                return "ocr_put_out_float(&ocr_c, %s, ocr_e);" % n
            return ("ocr_put_out(&ocr_c, %s, ocr_e == cudaSuccess && %s != NULL ? "
                    "(uint64_t)(uintptr_t)*%s : 0);" % (n, n, n))
        if self.kind == "OPAQUE":
            return "ocr_put_opaque(&ocr_c, &%s, sizeof %s);" % (n, n)
        return "/* %s: %s, not decoded */" % (n, self.type)


ENUMS = {}       # name -> [(value, enumerator)]
USED_ENUMS = set()


def enum_of(t):
    t = t.strip()
    name = ENUM_ALIASES.get(t)
    if name is None and t.startswith("enum "):
        name = t[5:].strip()
    if name is None and t in ENUMS:
        name = t
    if name in ENUMS:
        USED_ENUMS.add(name)
        return name
    return None


def out_kind(t):
    t = t.strip()
    if t in HANDLES:
        return "HANDLE", "OCR_HANDLE_" + HANDLES[t]
    if t in INTS:
        return INTS[t], "0"
    if t == "cudaError_t":
        return "ERROR", "0"
    e = enum_of(t)
    if e:
        return "ENUM", "OCR_ENUM_" + e
    return None


def parse_enums(include_dir):
    """Every `enum NAME { ... }` of the toolkit's runtime headers, with its values."""
    files = ["driver_types.h", "surface_types.h", "texture_types.h", "library_types.h",
             "cuda_runtime_api.h", "cuda_gl_interop.h", "cuda_egl_interop.h"]
    for fn in files + [gen_stubs.PROJECT_HEADER]:
        path = os.path.join(include_dir, fn)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        code, _ = gen_stubs._split_comments(text)
        code = re.sub(r"^\s*#.*$", "", code, flags=re.M)
        for m in re.finditer(r"\benum\s+(?:__device_builtin__\s+)?(\w+)\s*\{([^}]*)\}", code):
            name, body = m.group(1), m.group(2)
            if name in ENUMS:
                continue
            values, known, nxt = [], {}, 0
            for item in body.split(","):
                item = item.strip()
                if not item:
                    continue
                em = re.match(r"(\w+)\s*(?:=\s*(.+))?$", item, re.S)
                if not em:
                    continue
                ident, expr = em.group(1), em.group(2)
                if expr is not None:
                    e = re.sub(r"\b(0x[0-9a-fA-F]+|\d+)[uUlL]+\b", r"\1", expr.strip())
                    e = re.sub(r"\b[A-Za-z_]\w*\b",
                               lambda x: str(known.get(x.group(0), "None")), e)
                    try:
                        v = int(eval(e, {"__builtins__": {}}, {}))  # noqa: S307
                    except Exception:
                        continue
                else:
                    v = nxt
                known[ident] = v
                nxt = v + 1
                values.append((v, ident))
            ENUMS[name] = values
    # The values that 13.1-13.4 added to enumerations 13.0 has are macros of the project header
    # (`#define cudaDevAttrCigStreamsSupported ((enum cudaDeviceAttr)151)`): named too.
    with open(gen_stubs.PROJECT_HEADER, encoding="utf-8") as f:
        text = f.read()
    for m in re.finditer(r"^#define\s+(\w+)\s+\(\((?:enum\s+)?(\w+)\)(\d+)\)", text, re.M):
        ident, enum, v = m.group(1), ENUM_ALIASES.get(m.group(2), m.group(2)), int(m.group(3))
        if enum not in ENUMS:
            continue
        # A 13.0 bound (cudaDevAttrMax is 148) gives way to the value that took its number.
        ENUMS[enum] = [(x, n) for x, n in ENUMS[enum] if x != v or not n.endswith("Max")]
        if all(x != v for x, _ in ENUMS[enum]):
            ENUMS[enum].append((v, ident))
            ENUMS[enum].sort()


def c_string(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')


def read_hidden_launch(runtime_dir):
    """The hidden launch's prototype, from src/hidden_abi.h."""
    with open(os.path.join(runtime_dir, "src", "hidden_abi.h"), encoding="utf-8") as f:
        text = " ".join(f.read().split())
    m = re.search(r"cudaError_t __cudaLaunchKernel\(([^)]*)\);", text)
    if not m:
        raise gen_stubs.HeaderError("hidden_abi.h: no __cudaLaunchKernel prototype")
    return m.group(1)


class Fn:
    def __init__(self, name, base, decl_params, header, ptds, trace_name, group):
        self.name = name
        self.base = base
        self.params_text = decl_params
        self.header = header
        self.ptds = ptds
        self.trace_name = trace_name
        self.group = group
        plist = [] if decl_params.strip() in ("", "void") else split_params(decl_params)
        self.params = [Param(p, name) for p in plist]
        self.work, self.stream = gpu_work(base, plist)


def generate(runtime_api_h, exports_path, root):
    decls, titles, twins, found = gen_stubs.parse_headers(runtime_api_h)
    exports = set(gen_stubs.read_exports(exports_path))
    parse_enums(os.path.dirname(os.path.abspath(runtime_api_h)))
    # Enums the decoder names inside structures (decode.c) and the result's.
    USED_ENUMS.update({"cudaMemLocationType", "cudaChannelFormatKind", "cudaMemcpyKind"})
    fns = []
    for d in sorted(decls.values(), key=lambda d: d.order):
        if d.name not in exports or d.ret != "cudaError_t":
            continue
        names = [d.name] + ([d.name + twins[d.name]] if d.name in twins else [])
        for n in names:
            if n not in exports:
                continue
            fns.append(Fn(n, d.name, d.params, d.header["file"], n != d.name, n, d.group))
    hidden = read_hidden_launch(root)
    for n, ptds in (("__cudaLaunchKernel", False), ("__cudaLaunchKernel_ptsz", True)):
        f = Fn(n, "__cudaLaunchKernel", hidden, "hidden_abi.h", ptds,
               "cudaLaunchKernel" + ("_ptsz" if ptds else ""), None)
        # Traced as the launch it makes: cudaLaunchKernel's parameter names, the kernel by name.
        f.params[0].name = "func"
        f.params[0].kind = "KERNEL"
        f.params[0].text = "cudaKernel_t func"
        fns.append(f)
    return fns


def header_notice(cmd):
    return (["/*", " * GENERATED FILE: do not edit. Regenerate with"] +
            [" *   %s" % line for line in cmd.split("\n")] + [" */"])


CMD = ("python3 generators/gen_entries.py CUDA/include/cuda_runtime_api.h EXPORTS --outdir calls \\\n"
       "    --record record/record_generated.c")


def params_decl(f):
    if not f.params:
        return "void"
    return ", ".join(p.text for p in f.params)


def args_list(f):
    return ", ".join(p.name for p in f.params)



def write_prologue(w, own_header, guard_prefix):
    """The includes a generated C file starts with: its own header, the hidden ABI's, and each
    optional interop header the toolkit has (guard_prefix<GUARD> defined to 1 where it is)."""
    w("#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)")
    w('#error "compile without CUDA_API_PER_THREAD_DEFAULT_STREAM: it renames the functions"')
    w("#endif")
    w('#include "%s"' % own_header)
    w('#include "hidden_abi.h"')
    w("#include <cuda_profiler_api.h>")
    w("")
    w("#if defined(__has_include)")
    for h in gen_stubs.HEADERS:
        if not h["guard"]:
            continue
        w("#if %s" % " && ".join("__has_include(%s)" % x for x in h["needs"]))
        for inc in h["includes"]:
            w("#include %s" % inc)
        w("#define %s%s 1" % (guard_prefix, h["guard"]))
        w("#endif")
    w("#endif")
    w("")
    w('#pragma GCC diagnostic ignored "-Wdeprecated-declarations"')


def write_arch_guard(w, what):
    """The file holds x86-64 assembly: it refuses to build elsewhere, saying so."""
    w("#if !defined(__x86_64__)")
    w('#error "%s is x86-64 assembly (generators/gen_entries.py): this architecture needs its own"' % what)
    w("#endif")


def write_entries(fns):
    out = header_notice(CMD)
    w = out.append
    w("/*")
    w(" * The entry layer: every exported function that returns cudaError_t. Off (the seam's switch")
    w(" * word ocr_intercept clear: src/seam.h), an entry is one predictable branch and a jump to its")
    w(" * implementation, ocr_impl_<name> (the runtime's code, renamed: impl_names.txt). On, the call")
    w(" * goes through <name>_intercepted: calls/calls.h says what that does.")
    w(" */")
    write_arch_guard(w, "calls/entries_generated.c's entry layer")
    write_prologue(w, "calls.h", "OCR_ENTRY_HAVE_")
    w("")
    w("/* An exported function: one compare of ocr_intercept with 0, then a jump to <name>_intercepted")
    w(" * when it is set, else to the implementation. Written in assembly so that it is exactly that")
    w(" * in every build (a C body whose cold branch tail-calls is that only where the compiler makes")
    w(" * the tail call, and costs a frame on the hot path of a function with arguments on the")
    w(" * stack): the intercepted function is jumped to, so its own return address is the program's")
    w(" * (the call site the checks name). Every argument register and the stack are untouched. */")
    w("#define OCR_ENTRY(name)                                                                 \\")
    w('    __asm__(".pushsection .text\\n.globl " #name "\\n.type " #name ",@function\\n"            \\')
    w('            ".p2align 4\\n" #name ":\\n    .cfi_startproc\\n"                                  \\')
    w('            "    cmpl $0, ocr_intercept(%rip)\\n    jne " #name "_intercepted\\n"              \\')
    w('            "    jmp ocr_impl_" #name "\\n    .cfi_endproc\\n.size " #name ", .-" #name "\\n"  \\')
    w('            ".popsection\\n")')
    w("/* The intercepted path of an entry (calls/calls.h): hidden, kept under its own name for the")
    w(" * entry's jump. */")
    w("#define OCR_INTERCEPTED __attribute__((noinline, noclone, cold, used, visibility(\"hidden\")))")
    w("")
    w("/* A function whose header is missing where the library is built: its entry jumps to its")
    w(" * implementation, untraced (the stubs of that header take no arguments either). */")
    w("#define OCR_ENTRY_JUMP(name)                                                            \\")
    w('    __asm__(".globl " #name "\\n.type " #name ",@function\\n" #name ":\\n"              \\')
    w('            "    jmp ocr_impl_" #name "\\n.size " #name ", .-" #name "\\n")')
    for f in fns:
        guard = GUARDS.get(f.header)
        w("")
        if f.base in gen_stubs.NO_PROTOTYPE:
            w("/* Prototype not established (include/cuda13x.h): passed on untraced. */")
            w("OCR_ENTRY_JUMP(%s);" % f.name)
            continue
        if guard:
            w("#if defined(OCR_ENTRY_HAVE_%s)" % guard["guard"])
        if f.ptds:
            w("__typeof__(%s) %s;" % (f.base, f.name))
        w("__typeof__(%s) ocr_impl_%s __attribute__((visibility(\"hidden\")));" % (f.base, f.name))
        w("OCR_INTERCEPTED cudaError_t %s_intercepted(%s)" % (f.name, params_decl(f)))
        w("{")
        w("    struct ocr_call ocr_c;")
        w("    cudaError_t ocr_e;")
        if f.work:
            w("    ocr_c.seam.stream = %s;" % f.stream)
            w("    ocr_c.seam.ptds = %s;" % ("true" if f.ptds else "false"))
        w("    if (!ocr_call_begin(&ocr_c, OCR_FN_%s, \"%s\", __builtin_return_address(0), &ocr_e))"
          % (f.name, f.name))
        w("        ocr_e = ocr_impl_%s(%s);" % (f.name, args_list(f)))
        w("    if (ocr_call_end(&ocr_c, ocr_e)) {")
        for p in f.params:
            w("        %s" % p.put())
        w("        ocr_call_commit(&ocr_c);")
        w("    }")
        w("    return ocr_e;")
        w("}")
        w("OCR_ENTRY(%s);" % f.name)
        if guard:
            w("#else")
            w("OCR_ENTRY_JUMP(%s);" % f.name)
            w("#endif")
    return "\n".join(out) + "\n"


def write_names(fns):
    return "".join("%s ocr_impl_%s\n" % (f.name, f.name) for f in fns)


def write_table_h(fns):
    out = header_notice(CMD)
    w = out.append
    w("#ifndef OCR_API_TABLE_GENERATED_H")
    w("#define OCR_API_TABLE_GENERATED_H")
    w("")
    w("/* Function ids: the index of each function in ocr_api_table. */")
    w("enum ocr_fn {")
    for i, f in enumerate(fns):
        w("    OCR_FN_%s = %d," % (f.name, i))
    w("    OCR_FN_COUNT = %d" % len(fns))
    w("};")
    w("")
    w("/* Enum name tables: the index of each in ocr_enum_tables. */")
    w("enum ocr_enum_id {")
    w("    OCR_ENUM_none = 0,")
    for i, e in enumerate(sorted(USED_ENUMS), 1):
        w("    OCR_ENUM_%s = %d," % (e, i))
    w("    OCR_ENUM_COUNT = %d" % (len(USED_ENUMS) + 1))
    w("};")
    w("")
    w("/* Handle kinds: stable ids are per kind (\"stream#2\"). */")
    w("enum ocr_handle_kind {")
    for i, k in enumerate(HANDLE_KINDS):
        w("    OCR_HANDLE_%s = %d," % (k, i))
    w("    OCR_HANDLE_COUNT = %d" % len(HANDLE_KINDS))
    w("};")
    w("")
    w("#endif")
    return "\n".join(out) + "\n"


def write_table_c(fns):
    out = header_notice(CMD)
    w = out.append
    w('#include "decode.h"')
    w("")
    for e in sorted(USED_ENUMS):
        w("static const struct ocr_enum_name enum_%s[] = {" % e)
        for v, n in ENUMS[e]:
            w("    {%d, %s}," % (v, c_string(n)))
        w("};")
    w("")
    w("const struct ocr_enum_table ocr_enum_tables[OCR_ENUM_COUNT] = {")
    w('    {"none", NULL, 0},')
    for e in sorted(USED_ENUMS):
        w("    {%s, enum_%s, sizeof enum_%s / sizeof enum_%s[0]}," % (c_string(e), e, e, e))
    w("};")
    w("")
    w("const char *const ocr_handle_kinds[OCR_HANDLE_COUNT] = {")
    for k in HANDLE_KINDS:
        w("    %s," % c_string(k))
    w("};")
    w("")
    for f in fns:
        if not f.params:
            continue
        w("static const struct ocr_param params_%s[] = {" % f.name)
        for p in f.params:
            w("    {%s, OCR_ARG_%s, OCR_ARG_%s, %s}," % (c_string(p.name), p.kind, p.out, p.aux))
        w("};")
    w("")
    w("const struct ocr_api ocr_api_table[OCR_FN_COUNT] = {")
    for f in fns:
        work = "OCR_WORK_" + (f.work or "NONE")
        w("    {%s, %s, %s, %d, %s}," % (c_string(f.trace_name), "params_" + f.name
                                       if f.params else "NULL", work, len(f.params),
                                       "true" if f.ptds else "false"))
    w("};")
    return "\n".join(out) + "\n"


# The hidden ABI's parameters: inputs, whatever their types say (a host stub is passed as a
# `const char *`, the registration's optional outputs are never written).
HIDDEN_OUTPUTS = {("__cudaGetKernel", "kernel"), ("__cudaPopCallConfiguration", "sharedMem")}
# Return types of the exports that do not return cudaError_t: how the recorder records them.
RET_KINDS = {"const char*": "STR", "void**": "PTR", "void*": "PTR", "void": "VOID",
             "unsigned": "UINT", "char": "INT", "struct cudaChannelFormatDesc": "CHANFMT",
             "cudaError_t": "ERROR"}
# Structures a call fills that the recorder decodes field by field (record.c's extras).
RECORD_EXTRAS = {"cudaPointerGetAttributes": "attributes", "cudaGetDeviceProperties": "prop",
                 "cudaFuncGetAttributes": "attr", "cudaGraphAddNode": "nodeParams"}


def read_hidden(root):
    """Every prototype of src/hidden_abi.h: (return type, name, parameters)."""
    with open(os.path.join(root, "src", "hidden_abi.h"), encoding="utf-8") as f:
        text = " ".join(f.read().split())
    return [(" ".join(m.group(1).split()), m.group(2), m.group(3))
            for m in re.finditer(r"([A-Za-z_][\w\s\*]*?)\b(__cuda\w+)\(([^)]*)\);", text)]


def record_functions(header, exports_path, root, fns):
    """The exports that the entry layer does not define, as Fn (with .ret): the header's
    functions that return something else, and the hidden ABI but its launch."""
    decls, _, _, _ = gen_stubs.parse_headers(header)
    exports = set(gen_stubs.read_exports(exports_path))
    have = {f.name for f in fns}
    extra = []
    for d in sorted(decls.values(), key=lambda d: d.order):
        if d.name in exports and d.name not in have:
            f = Fn(d.name, d.name, d.params, d.header["file"], False, d.name, d.group)
            f.ret = " ".join(d.ret.replace("*", " * ").split()).replace(" *", "*")
            extra.append(f)
    for ret, name, params in read_hidden(root):
        if name in have or name not in exports or name in {f.name for f in extra}:
            continue
        f = Fn(name, name, params, "hidden_abi.h", False, name, None)
        f.ret = " ".join(ret.replace("*", " * ").split()).replace(" *", "*")
        for p in f.params:
            if (name, p.name) in HIDDEN_OUTPUTS:
                continue
            if p.kind == "OUT" or (p.kind == "STR" and p.name == "hostFun"):
                p.kind, p.out, p.aux = "PTR", "NONE", "0"
            if "CUstream_st" in p.type:
                p.kind, p.aux = "HANDLE", "OCR_HANDLE_stream"
        extra.append(f)
    for f in fns:
        f.ret = "cudaError_t"
    missing = exports - have - {f.name for f in extra}
    if missing:
        raise gen_stubs.HeaderError("no prototype for the exports " + ", ".join(sorted(missing)))
    for f in extra:
        if f.ret not in RET_KINDS:
            raise gen_stubs.HeaderError("%s: return type %s not known" % (f.name, f.ret))
    return extra


def write_record(fns, extra):
    out = header_notice(CMD)
    w = out.append
    allf = fns + extra
    w("/*")
    w(" * The recording interposer's definitions: all %d exports of NVIDIA's libcudart.so.13."
      % len(allf))
    w(" * Each resolves the next definition of its name (record.c: dlsym RTLD_NEXT, once), calls")
    w(" * it, and while recording captures its arguments after the call (outputs included) in the")
    w(" * format of calls/calls.h for the decoder (calls/decode.c), then hands the call to")
    w(" * ocr_rec_commit with its result. Ids 0..OCR_FN_COUNT-1 are the entry layer's (their")
    w(" * parameter tables are ocr_api_table's); the others' tables are here.")
    w(" */")
    write_arch_guard(w, "record/record_generated.c's jump for a missing header")
    write_prologue(w, "record.h", "OCR_REC_HAVE_")
    w("")
    w("/* A function whose header is missing where the recorder is built: a jump through the next")
    w(" * definition, resolved when the recorder loads (unrecorded). */")
    w("#define OCR_REC_JUMP(id, name)                                                          \\")
    w('    __asm__(".globl " #name "\\n.type " #name ",@function\\n" #name ":\\n"              \\')
    w('            "    jmp *ocr_rec_next_fn+8*" #id "(%rip)\\n.size " #name ", .-" #name "\\n")')
    w("")
    for f in extra:
        if not f.params:
            continue
        w("static const struct ocr_param rparams_%s[] = {" % f.name)
        for p in f.params:
            w("    {%s, OCR_ARG_%s, OCR_ARG_%s, %s}," % (c_string(p.name), p.kind, p.out, p.aux))
        w("};")
    w("")
    w("const struct ocr_api ocr_rec_extra_table[OCR_REC_COUNT - OCR_FN_COUNT] = {")
    for f in extra:
        w("    {%s, %s, OCR_WORK_NONE, %d, false}," % (c_string(f.name), "rparams_" + f.name
                                                      if f.params else "NULL", len(f.params)))
    w("};")
    w("")
    w("_Static_assert(OCR_REC_COUNT == %d, \"record.h counts every export\");" % len(allf))
    w("")
    w("const char *const ocr_rec_names[OCR_REC_COUNT] = {")
    for f in allf:
        w("    %s," % c_string(f.name))
    w("};")
    w("")
    w("const unsigned char ocr_rec_ret_kinds[OCR_REC_COUNT] = {")
    for f in allf:
        w("    OCR_REC_RET_%s," % RET_KINDS[f.ret])
    w("};")
    for i, f in enumerate(allf):
        guard = GUARDS.get(f.header)
        kind = RET_KINDS[f.ret]
        w("")
        if f.base in gen_stubs.NO_PROTOTYPE:
            w("/* Prototype not established (include/cuda13x.h): passed on unrecorded. */")
            w("OCR_REC_JUMP(%d, %s);" % (i, f.name))
            continue
        if guard:
            w("#if defined(OCR_REC_HAVE_%s)" % guard["guard"])
        if f.ptds:
            w("__typeof__(%s) %s;" % (f.base, f.name))
        w("%s CUDARTAPI %s(%s)" % (f.ret, f.name, params_decl(f)))
        w("{")
        w("    __typeof__(&%s) ocr_n = (__typeof__(&%s))ocr_rec_next(%d);" % (f.base, f.base, i))
        none = {"VOID": "return;", "ERROR": "return cudaErrorSharedObjectSymbolNotFound;",
                "CHANFMT": "return (struct cudaChannelFormatDesc){0, 0, 0, 0, 0};"}
        w("    if (ocr_n == NULL)")
        w("        %s" % none.get(kind, "return 0;"))
        w("    if (!ocr_rec_on) {")
        w("        %socr_n(%s);" % ("" if kind == "VOID" else "return ", args_list(f)))
        if kind == "VOID":
            w("        return;")
        w("    }")
        w("    struct ocr_call ocr_c;")
        w("    unsigned char ocr_b[OCR_REC_PAYLOAD];")
        w("    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);")
        if kind == "VOID":
            w("    ocr_n(%s);" % args_list(f))
            w("    cudaError_t ocr_e = cudaSuccess;")
        elif kind == "ERROR":
            w("    cudaError_t ocr_e = ocr_n(%s);" % args_list(f))
        else:
            w("    %s ocr_r = ocr_n(%s);" % (f.ret, args_list(f)))
            w("    cudaError_t ocr_e = cudaSuccess;")
        w("    ocr_rec_end(&ocr_c);")
        for p in f.params:
            w("    %s" % p.put())
        ret = {"VOID": "0", "ERROR": "(uint64_t)ocr_e", "STR": "(uint64_t)(uintptr_t)ocr_r",
               "PTR": "(uint64_t)(uintptr_t)ocr_r", "UINT": "(uint64_t)ocr_r",
               "INT": "(uint64_t)(int64_t)ocr_r", "CHANFMT": "(uint64_t)(uintptr_t)&ocr_r"}[kind]
        x = RECORD_EXTRAS.get(f.base)
        w("    ocr_rec_commit(&ocr_c, %d, ocr_e, %s, %s);" % (i, ret, x if x else "NULL"))
        if kind == "ERROR":
            w("    return ocr_e;")
        elif kind != "VOID":
            w("    return ocr_r;")
        w("}")
        if guard:
            w("#else")
            w("OCR_REC_JUMP(%d, %s);" % (i, f.name))
            w("#endif")
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("header")
    ap.add_argument("exports")
    ap.add_argument("--outdir", required=True)
    ap.add_argument("--record", help="also write the recorder's definitions to this file")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args(argv)
    root = os.path.join(HERE, "..")
    try:
        fns = generate(a.header, a.exports, root)
    except (gen_stubs.HeaderError, OSError) as e:
        print("gen_entries: %s" % e, file=sys.stderr)
        return 1
    extra = None
    if a.record:
        # Before the tables: the recorder's functions name enums too (cudaGetErrorName's).
        try:
            extra = record_functions(a.header, a.exports, root, fns)
        except (gen_stubs.HeaderError, OSError) as e:
            print("gen_entries: %s" % e, file=sys.stderr)
            return 1
    texts = [("entries_generated.c", write_entries(fns)), ("impl_names.txt", write_names(fns)),
             ("api_table_generated.h", write_table_h(fns)),
             ("api_table_generated.c", write_table_c(fns))]
    if extra is not None:
        texts.append((os.path.relpath(a.record, a.outdir), write_record(fns, extra)))
    rc = 0
    for fn, text in texts:
        rc |= generated.write_or_check("gen_entries", os.path.join(a.outdir, fn), text, a.check,
                                       "%d entry points, %d enums" % (len(fns), len(USED_ENUMS)))
    return rc


if __name__ == "__main__":
    sys.exit(main())
