#!/usr/bin/env python3
"""Differential probes of what CUDA 13.1-13.4 added to the runtime API (include/cuda13x.h).

    python3 probe.py nvidia            NVIDIA's runtime inside cuda-bindings (cuda.bindings.runtime,
                                       13.3: statically linked, it never loads a libcudart.so.13)
    python3 probe.py ours LIBCUDART    our libcudart.so.13, through ctypes

Each probe calls one added function (or a value added since 13.0 through an older function) with
good and bad arguments: destroyed handles, another device ordinal, detached streams, contexts the
runtime did not make. It prints one line per probe, `name: error [outputs]`, with no addresses:
handles are shown as whether they are set, ids as whether they are nonzero and distinct, so that the
two transcripts can be diffed (run.sh). The last error after each probe is printed too.

NULL outputs cannot be passed through cuda-bindings (it returns outputs instead of taking their
addresses): those probes run on ours only and are marked `ours-only` (run.sh leaves them out of the
comparison and lists them).

Needs python3 and cuda-bindings only; nothing is compiled (the kernel of the parameter-count probe
is PTX loaded with cudaLibraryLoadData).
"""

import ctypes
import sys

from probe_nvidia import Nvidia
from probe_ours import Ours

ERR_NAMES = {}


def err_name(e):
    e = int(e)
    return ERR_NAMES.get(e, str(e))


# --------------------------------------------------------------------------------------------
# Probes
# --------------------------------------------------------------------------------------------
OUT = []


def line(b, name, err, *outs, always=(), ours_only=False):
    """One transcript line: the call's error, the last error after it, its outputs (only when it
    succeeded: what an output holds after a failure is not compared) and `always`."""
    e = err_name(err) if err is not None else "-"
    last = err_name(b.last_error())
    shown = (list(outs) if not err else []) + list(always)
    text = "%s%s: %s last=%s%s" % ("ours-only " if ours_only else "", name, e, last,
                                    "".join(" " + str(o) for o in shown if o != ""))
    OUT.append(text)
    print(text, flush=True)


def probe(fn):
    def run(b):
        try:
            fn(b)
        except NotImplementedError:
            pass
        except Exception as ex:  # a probe that cannot run says so and the others go on
            line(b, fn.__name__, None, "EXC " + type(ex).__name__)
    run.__name__ = fn.__name__
    PROBES.append(run)
    return run


PROBES = []


def each(b, name, call, show=True):
    """One value of a list: a probe line, or the exception that stopped it (the others go on)."""
    try:
        e, v = call()
    except Exception as ex:
        line(b, name, None, "EXC " + type(ex).__name__)
        return
    line(b, name, e, v if show else "")


def setv(v):
    return "set" if v else "unset"


@probe
def version(b):
    e, v = b.runtime_version()
    line(b, "cudaRuntimeGetVersion", e, v)


@probe
def error_texts(b):
    for code in (10, 917, 918):
        OUT.append("errorName(%d): %s" % (code, b.error_name(code)))
        print(OUT[-1])
        OUT.append("errorString(%d): %s" % (code, b.error_string(code)))
        print(OUT[-1])


@probe
def new_device_attributes(b):
    for attr in (147, 148, 149, 150, 151, 152, 153):
        each(b, "cudaDeviceGetAttribute(%d)" % attr, lambda: b.device_attribute(attr, 0))


@probe
def new_pool_attributes(b):
    e, pool = b.default_pool(0)
    line(b, "cudaDeviceGetDefaultMemPool", e)
    for attr in range(8, 16):
        each(b, "cudaMemPoolGetAttribute(%d)" % attr, lambda: b.pool_attribute(pool, attr),
             show=attr != 8)


@probe
def driver_entry_points(b):
    """The level the runtime asks the driver at: a 13.3 runtime on a 13.0 driver must still find
    the driver's symbols."""
    for sym, ver in (("cuMemAlloc", None), ("cuGreenCtxCreate", None), ("cuMemAlloc", 13000),
                     ("cuMemAlloc", 13030)):
        e, found, st = b.entry_point(sym, ver)
        line(b, "cudaGetDriverEntryPoint%s(%s)" % ("" if ver is None else "ByVersion", sym) +
             ("" if ver is None else "@%d" % ver), e, "set" if found else "unset",
             "status=%d" % st)


@probe
def new_launch_attributes(b):
    e, s = b.stream_create()
    for attr in (16, 17, 18, 19):
        each(b, "cudaStreamGetAttribute(%d)" % attr, lambda: b.stream_attribute(s, attr))
    b.stream_destroy(s)


@probe
def graph_ids(b):
    e, g = b.graph_create()
    e, g2 = b.graph_create()
    e1, id1 = b.graph_get_id(g)
    e2, id2 = b.graph_get_id(g2)
    line(b, "cudaGraphGetId", e1, setv(id1), "distinct" if id1 != id2 else "same")
    e, n = b.graph_add_empty(g)
    e, n2 = b.graph_add_empty(g)
    e1, l1 = b.node_local_id(n)
    e2, l2 = b.node_local_id(n2)
    line(b, "cudaGraphNodeGetLocalId", e1,
         "second-minus-first=%d" % (int(l2) - int(l1)) if not e1 and not e2 else "")
    e1, t1 = b.node_tools_id(n)
    line(b, "cudaGraphNodeGetToolsId", e1, setv(t1))
    e1, cg = b.node_graph(n)
    line(b, "cudaGraphNodeGetContainingGraph", e1,
         "" if e1 else ("is-the-graph" if Nvidia._h(cg) == Nvidia._h(g) else setv(cg)))
    e1, p = b.node_params_type(n)
    line(b, "cudaGraphNodeGetParams(empty)", e1, p if not e1 else "")
    e, x = b.graph_instantiate(g)
    e1, xid = b.graph_exec_get_id(x)
    line(b, "cudaGraphExecGetId", e1, setv(xid))
    b.graph_exec_destroy(x)
    e1, _ = b.graph_exec_get_id(x)
    line(b, "cudaGraphExecGetId(destroyed)", e1)
    b.graph_destroy(g2)
    e1, _ = b.graph_get_id(g2)
    line(b, "cudaGraphGetId(destroyed)", e1)
    e1, _ = b.graph_get_id(None)
    line(b, "cudaGraphGetId(NULL graph)", e1)
    e1, _ = b.node_local_id(None)
    line(b, "cudaGraphNodeGetLocalId(NULL node)", e1)
    b.graph_destroy(g)


@probe
def conditional_handle_v2(b):
    e, g = b.graph_create()
    e1, h = b.cond_handle_v2(g, None, 1, 1)
    line(b, "cudaGraphConditionalHandleCreate_v2(NULL ctx)", e1, setv(h))
    e1, h = b.cond_handle_v2(None, None, 0, 0)
    line(b, "cudaGraphConditionalHandleCreate_v2(NULL graph)", e1)
    e, ctx = b.device_exec_ctx(0)
    e1, h = b.cond_handle_v2(g, ctx if not e else None, 0, 0)
    line(b, "cudaGraphConditionalHandleCreate_v2(device ctx)", e1)
    b.graph_destroy(g)


@probe
def recapture(b):
    e, s = b.stream_create()
    e, g = b.graph_create()
    e1 = b.recapture(s, g)
    line(b, "cudaStreamBeginRecaptureToGraph(empty graph)", e1)
    if not e1:
        e2, g2 = b.end_capture(s)
        line(b, "cudaStreamEndCapture(after recapture)", e2)
    e1 = b.recapture(s, None)
    line(b, "cudaStreamBeginRecaptureToGraph(NULL graph)", e1)
    b.graph_destroy(g)
    b.stream_destroy(s)


@probe
def func_param_count(b):
    e, k3 = b.library_kernel("k3")
    line(b, "cudaLibraryGetKernel(k3)", e)
    e1, n = b.param_count(k3)
    line(b, "cudaFuncGetParamCount(k3)", e1, n if not e1 else "")
    e, k0 = b.library_kernel("k0")
    e1, n = b.param_count(k0)
    line(b, "cudaFuncGetParamCount(k0)", e1, n if not e1 else "")
    e1, n = b.param_count(None)
    line(b, "cudaFuncGetParamCount(NULL func)", e1)
    if isinstance(b, Ours):
        line(b, "cudaFuncGetParamCount(NULL out)", b.param_count_null(k3), ours_only=True)


@probe
def func_attributes_13_3(b):
    e, k0 = b.library_kernel("k0")
    e1, status, kept = b.func_update_status(k0)
    line(b, "cudaFuncGetAttributes(k0) deviceNodeUpdateStatus", e1, status,
         "" if kept else "reserved1-changed")


def node_run(b, name, g, added):
    """A graph of one node, made by `added` (error, node): instantiated, launched, synchronised."""
    e, n = added
    line(b, name, e)
    if e:
        return
    e, x = b.graph_instantiate(g)
    if e:
        line(b, name + " instantiate", e)
        return
    e1, e2 = b.graph_launch(x)
    line(b, name + " launch", e1, always=("sync=%s" % err_name(e2),))
    b.graph_exec_destroy(x)


@probe
def node_fields_13x(b):
    e, k0 = b.library_kernel("k0")
    e, primary = b.device_exec_ctx(0)
    cases = [("kernel node(unspecified, NULL ctx)", None, 0),
             ("kernel node(kernel, NULL ctx)", None, 2),
             ("kernel node(kernel, primary ctx)", primary, 2),
             ("kernel node(unspecified, primary ctx)", primary, 0)]
    for name, ctx, ftype in cases:
        e, g = b.graph_create()
        node_run(b, "cudaGraphAddNode " + name, g, b.add_kernel_node(g, k0, ctx, ftype))
        b.graph_destroy(g)
    for ftype in (1, 9):
        e, g = b.graph_create()
        e1, _ = b.add_kernel_node(g, k0, None, ftype)
        line(b, "cudaGraphAddNode kernel node(function type %d, a cudaKernel_t)" % ftype, e1)
        b.graph_destroy(g)
    e, d = b.malloc(64)
    for name, ctx in (("NULL ctx", None), ("primary ctx", primary)):
        e, g = b.graph_create()
        node_run(b, "cudaGraphAddNode memset node(%s)" % name, g, b.add_memset_node(g, d, ctx))
        b.graph_destroy(g)
    e1, sms, res = b.device_sm_resource(0)
    e1, green = b.green_ctx(res, 0)
    if not e1:
        e, g = b.graph_create()
        node_run(b, "cudaGraphAddNode kernel node(kernel, green ctx)", g,
                 b.add_kernel_node(g, k0, green, 2))
        b.graph_destroy(g)
        e, g = b.graph_create()
        node_run(b, "cudaGraphAddNode memset node(green ctx)", g, b.add_memset_node(g, d, green))
        b.graph_destroy(g)
        b.exec_ctx_destroy(green)
    b.free(d)


@probe
def launch_host_func_v2(b):
    e, s = b.stream_create()
    for mode in (0, 1, 2):
        counter = [0]
        e1 = b.host_func_v2(s, counter, mode)
        e2 = b.stream_sync(s)
        line(b, "cudaLaunchHostFunc_v2(mode %d)" % mode, e1,
             always=("sync=" + err_name(e2), "ran=%d" % counter[0]))
    line(b, "cudaLaunchHostFunc_v2(NULL fn)", b.host_func_v2_null(s, 0))
    b.stream_destroy(s)
    # A destroyed stream is a freed handle: undefined under both (ours' emulation handed it to the
    # driver, which once ended the process), so it is not probed.


@probe
def memcpy_with_attributes(b):
    e, s = b.stream_create()
    e, d = b.malloc(64)
    src = ctypes.create_string_buffer(b"cuda13x-" * 8, 64)
    dst = ctypes.create_string_buffer(64)
    hs, hd = ctypes.addressof(src), ctypes.addressof(dst)
    e1 = b.memcpy_attr(d, hs, 64, s, 1, False)
    e2 = b.memcpy_attr(hd, d, 64, s, 1, True)
    e3 = b.stream_sync(s)
    line(b, "cudaMemcpyWithAttributesAsync", e1,
         always=("back=" + err_name(e2), "sync=" + err_name(e3),
                 "equal" if dst.raw == src.raw else "differ"))
    e1 = b.memcpy_attr(d, hs, 64, s, 0, False)
    line(b, "cudaMemcpyWithAttributesAsync(order invalid)", e1)
    ctypes.memset(dst, 0, 64)
    e1 = b.memcpy3d_attr(hd, d, 64, s, True)
    e3 = b.stream_sync(s)
    line(b, "cudaMemcpy3DWithAttributesAsync", e1,
         always=("sync=" + err_name(e3), "equal" if dst.raw == src.raw else "differ"))
    b.free(d)
    b.stream_destroy(s)


@probe
def execution_contexts(b):
    e, ctx = b.device_exec_ctx(0)
    line(b, "cudaDeviceGetExecutionCtx(0)", e, setv(ctx))
    e1, ctx_again = b.device_exec_ctx(0)
    line(b, "cudaDeviceGetExecutionCtx(0) again", e1,
         "same" if Nvidia._h(ctx) == Nvidia._h(ctx_again) else "other")
    e1, _ = b.device_exec_ctx(9999)
    line(b, "cudaDeviceGetExecutionCtx(9999)", e1)
    e1, dev = b.exec_ctx_device(ctx)
    line(b, "cudaExecutionCtxGetDevice", e1, dev)
    e1, cid = b.exec_ctx_id(ctx)
    line(b, "cudaExecutionCtxGetId", e1, setv(cid))
    line(b, "cudaExecutionCtxSynchronize", b.exec_ctx_sync(ctx))
    e1, sms = b.exec_ctx_sm_resource(ctx)
    line(b, "cudaExecutionCtxGetDevResource(primary, sm)", e1, "sms-set" if sms else "sms-0")
    e, ev = b.event_create()
    line(b, "cudaExecutionCtxRecordEvent", b.exec_ctx_record(ctx, ev))
    line(b, "cudaExecutionCtxWaitEvent", b.exec_ctx_wait(ctx, ev))
    b.event_destroy(ev)
    line(b, "cudaExecutionCtxRecordEvent(destroyed event)", b.exec_ctx_record(ctx, ev))
    e, plain = b.stream_create()
    e1, sms = b.stream_sm_resource(plain)
    line(b, "cudaStreamGetDevResource(stream, sm)", e1, "sms-set" if sms else "sms-0")
    b.stream_destroy(plain)
    e1, sms, res = b.device_sm_resource(0)
    line(b, "cudaDeviceGetDevResource(0, sm)", e1, "sms-set" if sms else "sms-0")
    e1, _, _ = b.device_sm_resource(9999)
    line(b, "cudaDeviceGetDevResource(9999)", e1)
    e1, green = b.green_ctx(res, 0)
    line(b, "cudaGreenCtxCreate", e1, setv(green))
    if e1:
        return
    e1, s = b.exec_ctx_stream(green)
    line(b, "cudaExecutionCtxStreamCreate", e1, setv(s))
    line(b, "cudaExecutionCtxDestroy", b.exec_ctx_destroy(green))
    line(b, "cudaStreamQuery(detached)", b.stream_query(s))
    e1, _ = b.stream_sm_resource(s)
    line(b, "cudaStreamGetDevResource(detached)", e1)
    line(b, "cudaStreamDestroy(detached)", b.stream_destroy(s))


def main(argv):
    global ERR_NAMES
    if len(argv) >= 2 and argv[1] == "nvidia":
        b = Nvidia()
    elif len(argv) >= 3 and argv[1] == "ours":
        b = Ours(argv[2])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for code in list(range(0, 1000)) + [10000]:
        try:
            n = b.error_name(code)
        except Exception:
            continue
        if n and n != "unrecognized error code":
            ERR_NAMES[code] = n
    # NVIDIA's 13.0 names for the codes a 13.0 library does not know are taken from the probe's
    # own list, so both transcripts name them alike.
    ERR_NAMES.setdefault(10, "cudaErrorVersionTranslation")
    ERR_NAMES.setdefault(917, "cudaErrorStreamDetached")
    ERR_NAMES.setdefault(918, "cudaErrorGraphRecaptureFailure")
    print("backend: %s" % b.name)
    e = b.set_device(0)
    line(b, "cudaSetDevice(0)", e)
    for p in PROBES:
        p(b)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
