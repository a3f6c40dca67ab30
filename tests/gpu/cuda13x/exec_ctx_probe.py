#!/usr/bin/env python3
"""Differential probes of the execution-context family of CUDA 13.1 (runtime/exec_ctx.c).

    python3 exec_ctx_probe.py nvidia            NVIDIA's 13.3 runtime inside cuda-bindings
    python3 exec_ctx_probe.py ours LIBCUDART    our libcudart.so.13, through ctypes

One line per probe, `name: error last=<last error> [outputs]`, without addresses (handles as
set/unset, ids as set/unset), so that the two transcripts can be diffed. Outputs are printed only
when the call succeeded. Lines starting `ours-only` are not compared: NULL outputs, which
cuda-bindings cannot pass, and a destroyed green context handed back to the runtime (a freed
handle: NVIDIA's process ends there, ours refuses it). A context the application made with the
driver API is compared: NVIDIA's 13.3 runtime takes it as an execution context.
"""

import ctypes
import sys

import probe_nvidia
import probe_ours

SM = 1  # cudaDevResourceTypeSm
RES_SIZE = 144  # sizeof(cudaDevResource)
SM_OFFSET = 96  # offsetof(cudaDevResource, sm)

ERR_NAMES = {}


def err_name(e):
    e = int(e)
    return ERR_NAMES.get(e, str(e))


def setv(v):
    return "set" if v else "unset"


class Ours(probe_ours.Ours):
    """probe_ours.Ours (the calls both scripts make) and the execution-context family, with the
    driver API for a context the application makes."""

    def __init__(self, path):
        super().__init__(path)
        self.cu = ctypes.CDLL("libcuda.so.1")

    def device_reset(self):
        return self._f("cudaDeviceReset")()

    @staticmethod
    def _sm(r):
        return ctypes.cast(ctypes.byref(r, SM_OFFSET), ctypes.POINTER(ctypes.c_uint))[0]

    def dev_resource(self, dev, rtype):
        r = (ctypes.c_char * RES_SIZE)()
        e = self._f("cudaDeviceGetDevResource", ctypes.c_int, ctypes.c_void_p, ctypes.c_int)(
            dev, r, rtype)
        return e, self._sm(r), r

    def dev_resource_null(self):
        return self._f("cudaDeviceGetDevResource", ctypes.c_int, ctypes.c_void_p, ctypes.c_int)(
            0, None, SM)

    def split_by_count(self, res, groups, min_count, flags=0, query=False):
        out = (ctypes.c_char * (RES_SIZE * max(groups, 1)))()
        rem = (ctypes.c_char * RES_SIZE)()
        n = ctypes.c_uint(groups)
        e = self._f("cudaDevSmResourceSplitByCount", ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint, ctypes.c_uint)(
            None if query else out, ctypes.byref(n), res, rem, flags, min_count)
        sms = [ctypes.cast(ctypes.byref(out, i * RES_SIZE + SM_OFFSET),
                           ctypes.POINTER(ctypes.c_uint))[0] for i in range(n.value)] \
            if not query else []
        parts = [ctypes.cast(ctypes.byref(out, i * RES_SIZE), ctypes.c_void_p).value
                 for i in range(n.value)] if not query else []
        self.keep.append(out)  # the groups stay readable for later probes
        return e, n.value, sms, self._sm(rem), parts

    def split(self, res, counts):
        out = (ctypes.c_char * (RES_SIZE * len(counts)))()
        rem = (ctypes.c_char * RES_SIZE)()
        params = (ctypes.c_uint * (16 * len(counts)))()
        for i, c in enumerate(counts):
            params[16 * i] = c
        e = self._f("cudaDevSmResourceSplit", ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p,
                    ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p)(
            out, len(counts), res, rem, 0, params)
        return e

    def generate_desc(self, part_ptr):
        d = ctypes.c_void_p()
        e = self._f("cudaDevResourceGenerateDesc", ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_uint)(ctypes.byref(d), part_ptr, 1)
        return e, d.value

    def green_create(self, desc, dev, flags):
        c = ctypes.c_void_p()
        e = self._f("cudaGreenCtxCreate", ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int,
                    ctypes.c_uint)(ctypes.byref(c), desc, dev, flags)
        return e, c.value

    def ctx_device(self, ctx):
        d = ctypes.c_int(-1)
        return self._f("cudaExecutionCtxGetDevice", ctypes.c_void_p, ctypes.c_void_p)(
            ctypes.byref(d), ctx), d.value

    def ctx_device_null(self, ctx):
        return self._f("cudaExecutionCtxGetDevice", ctypes.c_void_p, ctypes.c_void_p)(None, ctx)

    def ctx_id(self, ctx):
        v = ctypes.c_ulonglong(0)
        return self._f("cudaExecutionCtxGetId", ctypes.c_void_p, ctypes.c_void_p)(
            ctx, ctypes.byref(v)), v.value

    def ctx_resource(self, ctx, rtype):
        r = (ctypes.c_char * RES_SIZE)()
        e = self._f("cudaExecutionCtxGetDevResource", ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_int)(ctx, r, rtype)
        return e, self._sm(r)

    def ctx_sync(self, ctx):
        return self._f("cudaExecutionCtxSynchronize", ctypes.c_void_p)(ctx)

    def ctx_destroy(self, ctx):
        return self._f("cudaExecutionCtxDestroy", ctypes.c_void_p)(ctx)

    def ctx_record(self, ctx, ev):
        return self._f("cudaExecutionCtxRecordEvent", ctypes.c_void_p, ctypes.c_void_p)(ctx, ev)

    def ctx_wait(self, ctx, ev):
        return self._f("cudaExecutionCtxWaitEvent", ctypes.c_void_p, ctypes.c_void_p)(ctx, ev)

    def ctx_stream(self, ctx, flags, prio):
        s = ctypes.c_void_p()
        return self._f("cudaExecutionCtxStreamCreate", ctypes.c_void_p, ctypes.c_void_p,
                       ctypes.c_uint, ctypes.c_int)(ctypes.byref(s), ctx, flags, prio), s.value

    def stream_resource(self, s, rtype):
        r = (ctypes.c_char * RES_SIZE)()
        e = self._f("cudaStreamGetDevResource", ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_int)(s, r, rtype)
        return e, self._sm(r)

    def stream_flags(self, s):
        f = ctypes.c_uint(99)
        return self._f("cudaStreamGetFlags", ctypes.c_void_p, ctypes.c_void_p)(
            s, ctypes.byref(f)), f.value

    def stream_priority(self, s):
        p = ctypes.c_int(99)
        return self._f("cudaStreamGetPriority", ctypes.c_void_p, ctypes.c_void_p)(
            s, ctypes.byref(p)), p.value

    def event_record(self, ev, s):
        return self._f("cudaEventRecord", ctypes.c_void_p, ctypes.c_void_p)(ev, s)

    def driver_ctx(self):
        """A context made with the driver API (not through the runtime), not left current."""
        self.cu.cuInit(0)
        dev = ctypes.c_int()
        self.cu.cuDeviceGet(ctypes.byref(dev), 0)
        c = ctypes.c_void_p()
        f = self.cu.cuCtxCreate_v4
        f.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint, ctypes.c_int]
        e = f(ctypes.byref(c), None, 0, dev.value)
        old = ctypes.c_void_p()
        self.cu.cuCtxPopCurrent_v2(ctypes.byref(old))
        return e, c.value


class Nvidia(probe_nvidia.Nvidia):
    """probe_nvidia.Nvidia (the calls both scripts make) and the execution-context family, with
    the bindings' driver API for a context the application makes."""

    def __init__(self):
        super().__init__()
        from cuda.bindings import driver as drv
        self.drv = drv

    def device_reset(self):
        return self.rt.cudaDeviceReset()[0]

    def _t(self, rtype):
        return self._enum(self.rt.cudaDevResourceType, rtype)

    def dev_resource(self, dev, rtype):
        e, r = self.rt.cudaDeviceGetDevResource(dev, self._t(rtype))
        return e, (int(r.sm.smCount) if not e else 0), r

    def split_by_count(self, res, groups, min_count, flags=0, query=False):
        r = self.rt.cudaDevSmResourceSplitByCount(0 if query else groups, res, flags, min_count)
        e = r[0]
        result, n, rem = r[1], r[2], r[3]
        sms = [int(x.sm.smCount) for x in (result or [])][:n] if not query and not e else []
        return e, int(n or 0), sms, (int(rem.sm.smCount) if not e else 0), \
            list(result or [])[:n] if not query else []

    def split(self, res, counts):
        params = []
        for c in counts:
            p = self.rt.cudaDevSmResourceGroupParams()
            p.smCount = c
            params.append(p)
        r = self.rt.cudaDevSmResourceSplit(len(counts), res, 0, params)
        return r[0]

    def generate_desc(self, part):
        return self.rt.cudaDevResourceGenerateDesc([part], 1)

    def green_create(self, desc, dev, flags):
        return self.rt.cudaGreenCtxCreate(desc, dev, flags)

    def ctx_device(self, ctx):
        return self.rt.cudaExecutionCtxGetDevice(ctx)

    def ctx_device_null(self, ctx):
        raise NotImplementedError

    def ctx_id(self, ctx):
        return self.rt.cudaExecutionCtxGetId(ctx)

    def ctx_resource(self, ctx, rtype):
        e, r = self.rt.cudaExecutionCtxGetDevResource(ctx, self._t(rtype))
        return e, (int(r.sm.smCount) if not e else 0)

    def ctx_sync(self, ctx):
        return self.rt.cudaExecutionCtxSynchronize(ctx)[0]

    def ctx_destroy(self, ctx):
        return self.rt.cudaExecutionCtxDestroy(ctx)[0]

    def ctx_record(self, ctx, ev):
        return self.rt.cudaExecutionCtxRecordEvent(ctx, ev)[0]

    def ctx_wait(self, ctx, ev):
        return self.rt.cudaExecutionCtxWaitEvent(ctx, ev)[0]

    def ctx_stream(self, ctx, flags, prio):
        return self.rt.cudaExecutionCtxStreamCreate(ctx, flags, prio)

    def stream_resource(self, s, rtype):
        e, r = self.rt.cudaStreamGetDevResource(s, self._t(rtype))
        return e, (int(r.sm.smCount) if not e else 0)

    def stream_flags(self, s):
        return self.rt.cudaStreamGetFlags(s)

    def stream_priority(self, s):
        return self.rt.cudaStreamGetPriority(s)

    def event_record(self, ev, s):
        return self.rt.cudaEventRecord(ev, s)[0]

    def driver_ctx(self):
        d = self.drv
        d.cuInit(0)
        e, dev = d.cuDeviceGet(0)
        e, c = d.cuCtxCreate(None, 0, dev)
        d.cuCtxPopCurrent()
        return e, c


def line(b, name, err, *outs, ours_only=False):
    e = err_name(err) if err is not None else "-"
    last = err_name(b.last_error())
    shown = list(outs) if not err else []
    print("%s%s: %s last=%s%s" % ("ours-only " if ours_only else "", name, e, last,
                                   "".join(" " + str(o) for o in shown if o != "")), flush=True)


PROBES = []


def probe(fn):
    def run(b, st):
        try:
            fn(b, st)
        except NotImplementedError:
            pass
        except Exception as ex:  # a probe that cannot run says so and the others go on
            line(b, fn.__name__, None, "EXC " + type(ex).__name__)
    PROBES.append(run)
    return run


@probe
def resources(b, st):
    e, sms, res = b.dev_resource(0, SM)
    line(b, "cudaDeviceGetDevResource(0, sm)", e, "sms-set" if sms else "sms-0")
    st["res"], st["sms"] = res, sms
    for dev in (9999, -1):
        line(b, "cudaDeviceGetDevResource(%d, sm)" % dev, b.dev_resource(dev, SM)[0])
    for t in (0, 1000, 10000, 7):
        line(b, "cudaDeviceGetDevResource(0, type %d)" % t, b.dev_resource(0, t)[0])
    if isinstance(b, Ours):
        line(b, "cudaDeviceGetDevResource(NULL)", b.dev_resource_null(), ours_only=True)


@probe
def splits(b, st):
    res = st["res"]
    e, n, _, rem, _ = b.split_by_count(res, 0, 8, query=True)
    line(b, "cudaDevSmResourceSplitByCount(query, 8)", e, "groups=%d" % n)
    e, n, sms, rem, parts = b.split_by_count(res, 2, 8)
    line(b, "cudaDevSmResourceSplitByCount(2, 8)", e, "groups=%d" % n, "sms=%s" % sms,
         "rest=%s" % ("sum" if rem + sum(sms) == st["sms"] else rem))
    st["parts"] = parts
    e, n, sms, rem, _ = b.split_by_count(res, 1, 0)
    line(b, "cudaDevSmResourceSplitByCount(1, 0)", e, "groups=%d" % n, "sms=%s" % sms)
    e, n, sms, rem, _ = b.split_by_count(res, 1, 100000)
    line(b, "cudaDevSmResourceSplitByCount(1, 100000)", e, "groups=%d" % n)
    e, n, sms, rem, _ = b.split_by_count(res, 1, 8, flags=0x80)
    line(b, "cudaDevSmResourceSplitByCount(flags 0x80)", e, "groups=%d" % n)
    line(b, "cudaDevSmResourceSplit(8, 8)", b.split(res, [8, 8]))


@probe
def green_create(b, st):
    e, desc = b.generate_desc(st["parts"][0])
    line(b, "cudaDevResourceGenerateDesc(1 group)", e, setv(desc))
    for flags in (1, 2):
        e, g = b.green_create(desc, 0, flags)
        line(b, "cudaGreenCtxCreate(flags %d)" % flags, e)
        if not e:
            b.ctx_destroy(g)
    e, g = b.green_create(desc, 9999, 0)
    line(b, "cudaGreenCtxCreate(device 9999)", e)
    e, g = b.green_create(desc, 0, 0)
    line(b, "cudaGreenCtxCreate", e, setv(g))
    st["green"] = g


@probe
def green_queries(b, st):
    g = st["green"]
    e, d = b.ctx_device(g)
    line(b, "cudaExecutionCtxGetDevice(green)", e, d)
    e, cid = b.ctx_id(g)
    line(b, "cudaExecutionCtxGetId(green)", e, setv(cid))
    e, sms = b.ctx_resource(g, SM)
    line(b, "cudaExecutionCtxGetDevResource(green, sm)", e, sms)
    line(b, "cudaExecutionCtxGetDevResource(green, type 7)", b.ctx_resource(g, 7)[0])
    line(b, "cudaExecutionCtxSynchronize(green)", b.ctx_sync(g))
    if isinstance(b, Ours):
        line(b, "cudaExecutionCtxGetDevice(NULL out)", b.ctx_device_null(g), ours_only=True)


@probe
def green_streams(b, st):
    g = st["green"]
    for flags in (0, 1):
        e, s = b.ctx_stream(g, flags, -1)
        line(b, "cudaExecutionCtxStreamCreate(green, flags %d)" % flags, e, setv(s))
        if not e:
            ef, f = b.stream_flags(s)
            ep, p = b.stream_priority(s)
            line(b, "  stream flags/priority", ef, "flags=%d" % int(f), "prio=%d" % int(p))
            b.stream_destroy(s)
    e, s = b.ctx_stream(g, 2, 0)
    line(b, "cudaExecutionCtxStreamCreate(green, flags 2)", e)
    e, s = b.ctx_stream(g, 1, 0)
    st["gstream"] = s
    e, sms = b.stream_resource(s, SM)
    line(b, "cudaStreamGetDevResource(green stream)", e, sms)
    e, sms = b.stream_resource(0, SM)
    line(b, "cudaStreamGetDevResource(0)", e, "sms-all" if sms == st["sms"] else sms)
    e, ev = b.event_create()
    line(b, "cudaExecutionCtxRecordEvent(green)", b.ctx_record(g, ev))
    line(b, "cudaExecutionCtxWaitEvent(green)", b.ctx_wait(g, ev))
    line(b, "cudaEventRecord(green stream)", b.event_record(ev, s))
    b.event_destroy(ev)
    # stream 0 right after a green context was made: still the primary context's
    line(b, "cudaStreamQuery(0) with a green context", b.stream_query(0))


@probe
def primary(b, st):
    e, p = b.device_exec_ctx(0)
    line(b, "cudaDeviceGetExecutionCtx(0)", e, setv(p))
    e2, p2 = b.device_exec_ctx(0)
    line(b, "cudaDeviceGetExecutionCtx(0) again", e2, "same" if int(p or 0) == int(p2 or 0)
         else "other")
    line(b, "cudaDeviceGetExecutionCtx(9999)", b.device_exec_ctx(9999)[0])
    e, d = b.ctx_device(p)
    line(b, "cudaExecutionCtxGetDevice(primary)", e, d)
    e, sms = b.ctx_resource(p, SM)
    line(b, "cudaExecutionCtxGetDevResource(primary, sm)", e,
         "sms-all" if sms == st["sms"] else sms)
    line(b, "cudaExecutionCtxGetId(primary)", b.ctx_id(p)[0])
    line(b, "cudaExecutionCtxSynchronize(primary)", b.ctx_sync(p))
    e, ev = b.event_create()
    line(b, "cudaExecutionCtxRecordEvent(primary)", b.ctx_record(p, ev))
    line(b, "cudaExecutionCtxWaitEvent(primary)", b.ctx_wait(p, ev))
    b.event_destroy(ev)
    for flags in (0, 1):
        e, s = b.ctx_stream(p, flags, 0)
        line(b, "cudaExecutionCtxStreamCreate(primary, flags %d)" % flags, e, setv(s))
        if not e:
            line(b, "  stream flags", *b.stream_flags(s))
            b.stream_destroy(s)
    line(b, "cudaExecutionCtxDestroy(primary)", b.ctx_destroy(p))
    line(b, "cudaExecutionCtxSynchronize(primary) after", b.ctx_sync(p))
    st["primary"] = p


@probe
def detached(b, st):
    g, s = st["green"], st["gstream"]
    line(b, "cudaExecutionCtxDestroy(green)", b.ctx_destroy(g))
    line(b, "cudaStreamQuery(detached)", b.stream_query(s))
    line(b, "cudaStreamSynchronize(detached)", b.stream_sync(s))
    line(b, "cudaStreamGetFlags(detached)", b.stream_flags(s)[0])
    line(b, "cudaStreamGetDevResource(detached)", b.stream_resource(s, SM)[0])
    e, ev = b.event_create()
    line(b, "cudaEventRecord(detached)", b.event_record(ev, s))
    b.event_destroy(ev)
    line(b, "cudaStreamDestroy(detached)", b.stream_destroy(s))
    line(b, "cudaStreamQuery(0) after", b.stream_query(0))


# -- undefined behaviour under NVIDIA's documentation: last -----------------------------------
@probe
def not_made_by_the_runtime(b, st):
    e, c = b.driver_ctx()
    line(b, "cuCtxCreate (driver API)", e)
    line(b, "cudaExecutionCtxGetDevice(driver ctx)", b.ctx_device(c)[0])
    line(b, "cudaExecutionCtxSynchronize(driver ctx)", b.ctx_sync(c))
    line(b, "cudaExecutionCtxDestroy(driver ctx)", b.ctx_destroy(c))
    line(b, "cudaExecutionCtxGetDevice(NULL)", b.ctx_device(None)[0])
    line(b, "cudaExecutionCtxSynchronize(NULL)", b.ctx_sync(None))
    # A destroyed green context is a freed handle: NVIDIA's ends the process (undefined), ours
    # refuses it; so these run on ours only.
    if isinstance(b, Ours):
        line(b, "cudaExecutionCtxGetDevice(destroyed green)", b.ctx_device(st["green"])[0],
             ours_only=True)
        line(b, "cudaExecutionCtxDestroy(destroyed green)", b.ctx_destroy(st["green"]),
             ours_only=True)


@probe
def after_reset(b, st):
    e, desc = b.generate_desc(st["parts"][0])
    e, g = b.green_create(desc, 0, 0)
    e, s = b.ctx_stream(g, 1, 0)
    line(b, "cudaDeviceReset with a green context", b.device_reset())
    line(b, "cudaStreamQuery(stream of reset green)", b.stream_query(s))
    line(b, "cudaStreamDestroy(stream of reset green)", b.stream_destroy(s))
    line(b, "cudaExecutionCtxGetDevice(green after reset)", b.ctx_device(g)[0])
    line(b, "cudaExecutionCtxGetDevice(primary after reset)", b.ctx_device(st["primary"])[0])
    e, p = b.device_exec_ctx(0)
    line(b, "cudaDeviceGetExecutionCtx(0) after reset", e,
         "same" if int(p or 0) == int(st["primary"] or 0) else "other")


def main(argv):
    if len(argv) >= 2 and argv[1] == "nvidia":
        b = Nvidia()
    elif len(argv) >= 3 and argv[1] == "ours":
        b = Ours(argv[2])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for code in list(range(0, 1000)):
        try:
            n = b.error_name(code)
        except Exception:
            continue
        if n and n != "unrecognized error code":
            ERR_NAMES[code] = n
    ERR_NAMES.setdefault(917, "cudaErrorStreamDetached")
    print("backend: %s" % b.name)
    line(b, "cudaSetDevice(0)", b.set_device(0))
    st = {}
    for p in PROBES:
        p(b, st)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
