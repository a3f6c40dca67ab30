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

# A kernel with three parameters (an int, a pointer, a float) for cudaFuncGetParamCount.
PTX = b"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry k3(.param .u32 a, .param .u64 b, .param .f32 c)
{
    ret;
}
.visible .entry k0()
{
    ret;
}
"""

ERR_NAMES = {}


def err_name(e):
    e = int(e)
    return ERR_NAMES.get(e, str(e))


class Ours:
    """Our libcudart.so.13 through ctypes: each method returns (error, outputs...) as
    cuda.bindings does."""

    name = "ours"

    def __init__(self, path):
        self.lib = ctypes.CDLL(path)
        self.keep = []

    def _f(self, name, *argtypes):
        f = getattr(self.lib, name)
        f.restype = ctypes.c_int
        f.argtypes = list(argtypes)
        return f

    # -- basics ------------------------------------------------------------------------------
    def error_name(self, code):
        f = self.lib.cudaGetErrorName
        f.restype = ctypes.c_char_p
        f.argtypes = [ctypes.c_int]
        return f(code).decode()

    def error_string(self, code):
        f = self.lib.cudaGetErrorString
        f.restype = ctypes.c_char_p
        f.argtypes = [ctypes.c_int]
        return f(code).decode()

    def last_error(self):
        return self._f("cudaGetLastError")()

    def runtime_version(self):
        v = ctypes.c_int(0)
        return self._f("cudaRuntimeGetVersion", ctypes.c_void_p)(ctypes.byref(v)), v.value

    def set_device(self, d):
        return self._f("cudaSetDevice", ctypes.c_int)(d)

    def device_count(self):
        n = ctypes.c_int(0)
        return self._f("cudaGetDeviceCount", ctypes.c_void_p)(ctypes.byref(n)), n.value

    def device_attribute(self, attr, dev):
        v = ctypes.c_int(-1)
        e = self._f("cudaDeviceGetAttribute", ctypes.c_void_p, ctypes.c_int, ctypes.c_int)(
            ctypes.byref(v), attr, dev)
        return e, v.value

    def default_pool(self, dev):
        p = ctypes.c_void_p()
        e = self._f("cudaDeviceGetDefaultMemPool", ctypes.c_void_p, ctypes.c_int)(
            ctypes.byref(p), dev)
        return e, p.value

    def entry_point(self, symbol, version=None):
        """cudaGetDriverEntryPoint (version None) or ...ByVersion: (error, set, status)."""
        fn, st = ctypes.c_void_p(), ctypes.c_int(77)
        if version is None:
            e = self._f("cudaGetDriverEntryPoint", ctypes.c_char_p, ctypes.c_void_p,
                        ctypes.c_ulonglong, ctypes.c_void_p)(
                symbol.encode(), ctypes.byref(fn), 0, ctypes.byref(st))
        else:
            e = self._f("cudaGetDriverEntryPointByVersion", ctypes.c_char_p, ctypes.c_void_p,
                        ctypes.c_uint, ctypes.c_ulonglong, ctypes.c_void_p)(
                symbol.encode(), ctypes.byref(fn), version, 0, ctypes.byref(st))
        return e, bool(fn.value), st.value

    def pool_attribute(self, pool, attr):
        v = ctypes.c_uint64(0)
        e = self._f("cudaMemPoolGetAttribute", ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)(
            pool, attr, ctypes.byref(v))
        return e, v.value

    def stream_create(self):
        s = ctypes.c_void_p()
        return self._f("cudaStreamCreate", ctypes.c_void_p)(ctypes.byref(s)), s.value

    def stream_destroy(self, s):
        return self._f("cudaStreamDestroy", ctypes.c_void_p)(s)

    def stream_sync(self, s):
        return self._f("cudaStreamSynchronize", ctypes.c_void_p)(s)

    def stream_query(self, s):
        return self._f("cudaStreamQuery", ctypes.c_void_p)(s)

    def stream_attribute(self, s, attr):
        v = (ctypes.c_char * 64)()
        e = self._f("cudaStreamGetAttribute", ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)(
            s, attr, v)
        return e, ctypes.cast(v, ctypes.POINTER(ctypes.c_int))[0]

    # -- graphs ------------------------------------------------------------------------------
    def graph_create(self):
        g = ctypes.c_void_p()
        return self._f("cudaGraphCreate", ctypes.c_void_p, ctypes.c_uint)(ctypes.byref(g), 0), \
            g.value

    def graph_destroy(self, g):
        return self._f("cudaGraphDestroy", ctypes.c_void_p)(g)

    def graph_add_empty(self, g):
        n = ctypes.c_void_p()
        e = self._f("cudaGraphAddEmptyNode", ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_size_t)(ctypes.byref(n), g, None, 0)
        return e, n.value

    def graph_instantiate(self, g):
        x = ctypes.c_void_p()
        e = self._f("cudaGraphInstantiate", ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_ulonglong)(ctypes.byref(x), g, 0)
        return e, x.value

    def graph_exec_destroy(self, x):
        return self._f("cudaGraphExecDestroy", ctypes.c_void_p)(x)

    def graph_get_id(self, g):
        v = ctypes.c_uint(0)
        return self._f("cudaGraphGetId", ctypes.c_void_p, ctypes.c_void_p)(
            g, ctypes.byref(v)), v.value

    def graph_exec_get_id(self, x):
        v = ctypes.c_uint(0)
        return self._f("cudaGraphExecGetId", ctypes.c_void_p, ctypes.c_void_p)(
            x, ctypes.byref(v)), v.value

    def node_local_id(self, n):
        v = ctypes.c_uint(0)
        return self._f("cudaGraphNodeGetLocalId", ctypes.c_void_p, ctypes.c_void_p)(
            n, ctypes.byref(v)), v.value

    def node_tools_id(self, n):
        v = ctypes.c_ulonglong(0)
        return self._f("cudaGraphNodeGetToolsId", ctypes.c_void_p, ctypes.c_void_p)(
            n, ctypes.byref(v)), v.value

    def node_graph(self, n):
        g = ctypes.c_void_p()
        return self._f("cudaGraphNodeGetContainingGraph", ctypes.c_void_p, ctypes.c_void_p)(
            n, ctypes.byref(g)), g.value

    def node_params_type(self, n):
        p = (ctypes.c_char * 256)()
        e = self._f("cudaGraphNodeGetParams", ctypes.c_void_p, ctypes.c_void_p)(n, p)
        return e, ctypes.cast(p, ctypes.POINTER(ctypes.c_int))[0]

    def cond_handle_v2(self, g, ctx, value, flags):
        h = ctypes.c_ulonglong(0)
        e = self._f("cudaGraphConditionalHandleCreate_v2", ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_void_p, ctypes.c_uint, ctypes.c_uint)(
            ctypes.byref(h), g, ctx, value, flags)
        return e, h.value

    def recapture(self, s, g):
        return self._f("cudaStreamBeginRecaptureToGraph", ctypes.c_void_p, ctypes.c_int,
                       ctypes.c_void_p, ctypes.c_void_p)(s, 0, g, None)

    def end_capture(self, s):
        g = ctypes.c_void_p()
        return self._f("cudaStreamEndCapture", ctypes.c_void_p, ctypes.c_void_p)(
            s, ctypes.byref(g)), g.value

    # -- kernels -----------------------------------------------------------------------------
    def library_kernel(self, name):
        lib = ctypes.c_void_p()
        e = self._f("cudaLibraryLoadData", ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p,
                    ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_uint)(ctypes.byref(lib), PTX + b"\0", None, None, 0, None, None, 0)
        if e:
            return e, None
        k = ctypes.c_void_p()
        e = self._f("cudaLibraryGetKernel", ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p)(
            ctypes.byref(k), lib, name.encode())
        return e, k.value

    def func_update_status(self, func):
        """cudaFuncGetAttributes over a structure filled with 0x55: 13.3's deviceNodeUpdateStatus
        (offset 76) and whether the next word (reserved1) was left as it was."""
        a = (ctypes.c_char * 144)(*([0x55] * 144))
        e = self._f("cudaFuncGetAttributes", ctypes.c_void_p, ctypes.c_void_p)(a, func)
        ints = ctypes.cast(a, ctypes.POINTER(ctypes.c_int))
        return e, ints[76 // 4], ints[80 // 4] == 0x55555555

    def _node_params(self):
        return (ctypes.c_char * 256)()

    @staticmethod
    def _put(buf, off, ctype, v):
        ctypes.cast(ctypes.byref(buf, off), ctypes.POINTER(ctype))[0] = v

    def add_node(self, g, p):
        n = ctypes.c_void_p()
        e = self._f("cudaGraphAddNode", ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p)(
            ctypes.byref(n), g, None, None, 0, p)
        return e, n.value

    def add_kernel_node(self, g, k, ctx, ftype):
        """cudaGraphAddNode of a one-thread kernel without parameters: `k` in the union's first
        member, the 13.1 ctx (offset 72) and 13.3 functionType (offset 80) of the kernel."""
        p = self._node_params()
        self._put(p, 0, ctypes.c_int, 0)  # cudaGraphNodeTypeKernel
        self._put(p, 16, ctypes.c_void_p, k)
        for off in (24, 28, 32, 36, 40, 44):
            self._put(p, off, ctypes.c_uint, 1)
        self._put(p, 72, ctypes.c_void_p, ctx)
        self._put(p, 80, ctypes.c_int, ftype)
        return self.add_node(g, p)

    def add_memset_node(self, g, dst, ctx):
        p = self._node_params()
        self._put(p, 0, ctypes.c_int, 2)  # cudaGraphNodeTypeMemset
        self._put(p, 16, ctypes.c_void_p, dst)
        self._put(p, 32, ctypes.c_uint, 7)  # value
        self._put(p, 36, ctypes.c_uint, 1)  # elementSize
        self._put(p, 40, ctypes.c_size_t, 16)  # width
        self._put(p, 48, ctypes.c_size_t, 1)  # height
        self._put(p, 56, ctypes.c_void_p, ctx)
        return self.add_node(g, p)

    def graph_launch(self, x):
        e = self._f("cudaGraphLaunch", ctypes.c_void_p, ctypes.c_void_p)(x, None)
        return e, self._f("cudaDeviceSynchronize")()

    def param_count(self, func):
        n = ctypes.c_size_t(12345)
        e = self._f("cudaFuncGetParamCount", ctypes.c_void_p, ctypes.c_void_p)(
            func, ctypes.byref(n))
        return e, n.value

    def param_count_null(self, func):
        return self._f("cudaFuncGetParamCount", ctypes.c_void_p, ctypes.c_void_p)(func, None)

    # -- host functions ----------------------------------------------------------------------
    def host_func_v2(self, s, counter, mode):
        HOSTFN = ctypes.CFUNCTYPE(None, ctypes.c_void_p)

        def cb(_):
            counter[0] += 1

        fn = HOSTFN(cb)
        self.keep.append(fn)
        return self._f("cudaLaunchHostFunc_v2", ctypes.c_void_p, ctypes.c_void_p,
                       ctypes.c_void_p, ctypes.c_uint)(s, fn, None, mode)

    def host_func_v2_null(self, s, mode):
        return self._f("cudaLaunchHostFunc_v2", ctypes.c_void_p, ctypes.c_void_p,
                       ctypes.c_void_p, ctypes.c_uint)(s, None, None, mode)

    # -- copies ------------------------------------------------------------------------------
    def malloc(self, n):
        p = ctypes.c_void_p()
        return self._f("cudaMalloc", ctypes.c_void_p, ctypes.c_size_t)(ctypes.byref(p), n), p.value

    def free(self, p):
        return self._f("cudaFree", ctypes.c_void_p)(p)

    class Attr(ctypes.Structure):
        _fields_ = [("srcAccessOrder", ctypes.c_int), ("srcType", ctypes.c_int),
                    ("srcId", ctypes.c_int), ("dstType", ctypes.c_int), ("dstId", ctypes.c_int),
                    ("flags", ctypes.c_uint)]

    def memcpy_attr(self, dst, src, n, s, order, dst_host):
        # cudaMemLocationTypeDevice 1, cudaMemLocationTypeHost 2
        a = self.Attr(order, 1 if dst_host else 2, 0, 2 if dst_host else 1, 0, 0)
        return self._f("cudaMemcpyWithAttributesAsync", ctypes.c_void_p, ctypes.c_void_p,
                       ctypes.c_size_t, ctypes.c_void_p, ctypes.c_void_p)(
            dst, src, n, ctypes.byref(a), s)

    class Operand(ctypes.Structure):
        _fields_ = [("type", ctypes.c_int), ("pad", ctypes.c_int), ("ptr", ctypes.c_void_p),
                    ("rowLength", ctypes.c_size_t), ("layerHeight", ctypes.c_size_t),
                    ("locType", ctypes.c_int), ("locId", ctypes.c_int)]

    class Op(ctypes.Structure):
        pass

    Op._fields_ = [("src", Operand), ("dst", Operand), ("w", ctypes.c_size_t),
                   ("h", ctypes.c_size_t), ("d", ctypes.c_size_t),
                   ("srcAccessOrder", ctypes.c_int), ("flags", ctypes.c_uint)]

    def memcpy3d_attr(self, dst, src, n, s, dst_host):
        op = self.Op()
        op.src = self.Operand(0, 0, src, 0, 0, 1 if dst_host else 2, 0)
        op.dst = self.Operand(0, 0, dst, 0, 0, 2 if dst_host else 1, 0)
        op.w, op.h, op.d = n, 1, 1
        op.srcAccessOrder = 1
        return self._f("cudaMemcpy3DWithAttributesAsync", ctypes.c_void_p, ctypes.c_ulonglong,
                       ctypes.c_void_p)(ctypes.byref(op), 0, s)

    # -- execution contexts ------------------------------------------------------------------
    def device_exec_ctx(self, dev):
        c = ctypes.c_void_p()
        return self._f("cudaDeviceGetExecutionCtx", ctypes.c_void_p, ctypes.c_int)(
            ctypes.byref(c), dev), c.value

    def exec_ctx_device(self, ctx):
        d = ctypes.c_int(-1)
        return self._f("cudaExecutionCtxGetDevice", ctypes.c_void_p, ctypes.c_void_p)(
            ctypes.byref(d), ctx), d.value

    def exec_ctx_id(self, ctx):
        v = ctypes.c_ulonglong(0)
        return self._f("cudaExecutionCtxGetId", ctypes.c_void_p, ctypes.c_void_p)(
            ctx, ctypes.byref(v)), v.value

    def exec_ctx_sync(self, ctx):
        return self._f("cudaExecutionCtxSynchronize", ctypes.c_void_p)(ctx)

    def device_sm_resource(self, dev):
        r = (ctypes.c_char * 144)()
        e = self._f("cudaDeviceGetDevResource", ctypes.c_int, ctypes.c_void_p, ctypes.c_int)(
            dev, r, 1)
        return e, ctypes.cast(ctypes.byref(r, 96), ctypes.POINTER(ctypes.c_uint))[0], r

    def green_ctx(self, res, dev):
        desc = ctypes.c_void_p()
        e = self._f("cudaDevResourceGenerateDesc", ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_uint)(ctypes.byref(desc), res, 1)
        if e:
            return e, None
        c = ctypes.c_void_p()
        e = self._f("cudaGreenCtxCreate", ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int,
                    ctypes.c_uint)(ctypes.byref(c), desc, dev, 0)
        return e, c.value

    def exec_ctx_stream(self, ctx):
        s = ctypes.c_void_p()
        return self._f("cudaExecutionCtxStreamCreate", ctypes.c_void_p, ctypes.c_void_p,
                       ctypes.c_uint, ctypes.c_int)(ctypes.byref(s), ctx, 1, 0), s.value

    def exec_ctx_destroy(self, ctx):
        return self._f("cudaExecutionCtxDestroy", ctypes.c_void_p)(ctx)

    def exec_ctx_sm_resource(self, ctx):
        r = (ctypes.c_char * 144)()
        e = self._f("cudaExecutionCtxGetDevResource", ctypes.c_void_p, ctypes.c_void_p,
                    ctypes.c_int)(ctx, r, 1)
        return e, ctypes.cast(ctypes.byref(r, 96), ctypes.POINTER(ctypes.c_uint))[0]

    def stream_sm_resource(self, s):
        r = (ctypes.c_char * 144)()
        e = self._f("cudaStreamGetDevResource", ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int)(
            s, r, 1)
        return e, ctypes.cast(ctypes.byref(r, 96), ctypes.POINTER(ctypes.c_uint))[0]

    def event_create(self):
        ev = ctypes.c_void_p()
        return self._f("cudaEventCreate", ctypes.c_void_p)(ctypes.byref(ev)), ev.value

    def event_destroy(self, ev):
        return self._f("cudaEventDestroy", ctypes.c_void_p)(ev)

    def exec_ctx_record(self, ctx, ev):
        return self._f("cudaExecutionCtxRecordEvent", ctypes.c_void_p, ctypes.c_void_p)(ctx, ev)

    def exec_ctx_wait(self, ctx, ev):
        return self._f("cudaExecutionCtxWaitEvent", ctypes.c_void_p, ctypes.c_void_p)(ctx, ev)


class Nvidia:
    """NVIDIA's runtime inside cuda-bindings: each method returns what the Ours one does."""

    name = "nvidia"

    def __init__(self):
        from cuda.bindings import runtime as rt
        self.rt = rt
        self.keep = []

    @staticmethod
    def _h(x):
        return int(x) if x is not None else 0

    def error_name(self, code):
        e, s = self.rt.cudaGetErrorName(self.rt.cudaError_t(code))
        return s.decode()

    def error_string(self, code):
        e, s = self.rt.cudaGetErrorString(self.rt.cudaError_t(code))
        return s.decode()

    def last_error(self):
        return self.rt.cudaGetLastError()[0]

    def runtime_version(self):
        return self.rt.cudaRuntimeGetVersion()

    def set_device(self, d):
        return self.rt.cudaSetDevice(d)[0]

    def device_count(self):
        return self.rt.cudaGetDeviceCount()

    @staticmethod
    def _enum(cls, v):
        """cls(v), or, for a value the 13.3 bindings do not name, a member made for it: the call
        then reaches NVIDIA's 13.3 runtime with the plain number, as a C program's would."""
        try:
            return cls(v)
        except ValueError:
            m = int.__new__(cls, v)
            m._value_ = v
            m._name_ = "value_%d" % v
            return m

    @staticmethod
    def _int(x):
        """An output as a number, whatever the bindings wrap it in."""
        if x is None:
            return 0
        for f in (lambda y: int(y), lambda y: int(y.value), lambda y: int(y.getPtr())):
            try:
                return f(x)
            except (TypeError, ValueError, AttributeError):
                pass
        return type(x).__name__

    def device_attribute(self, attr, dev):
        return self.rt.cudaDeviceGetAttribute(self._enum(self.rt.cudaDeviceAttr, attr), dev)

    def default_pool(self, dev):
        e, p = self.rt.cudaDeviceGetDefaultMemPool(dev)
        return e, p

    @staticmethod
    def c_function(name, *argtypes):
        """NVIDIA's 13.3 runtime function `name` itself, called as C: the cdef functions of
        cuda.bindings.cyruntime are exported as capsules (Cython's __pyx_capi__), so a value or
        an output the Python layer cannot express (an attribute it does not type, a NULL
        output) reaches NVIDIA's runtime as a C program's would. None where the bindings do not
        export it."""
        try:
            import importlib
            cap = importlib.import_module("cuda.bindings.cyruntime").__pyx_capi__[name]
        except (ImportError, AttributeError, KeyError):
            return None
        api = ctypes.pythonapi
        api.PyCapsule_GetName.restype = ctypes.c_char_p
        api.PyCapsule_GetName.argtypes = [ctypes.py_object]
        api.PyCapsule_GetPointer.restype = ctypes.c_void_p
        api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
        addr = api.PyCapsule_GetPointer(cap, api.PyCapsule_GetName(cap))
        return ctypes.CFUNCTYPE(ctypes.c_int, *argtypes)(addr) if addr else None

    def entry_point(self, symbol, version=None):
        if version is None:
            r = self.rt.cudaGetDriverEntryPoint(symbol.encode(), 0)
        else:
            r = self.rt.cudaGetDriverEntryPointByVersion(symbol.encode(), version, 0)
        return r[0], bool(self._int(r[1])), self._int(r[2])

    def pool_attribute(self, pool, attr):
        """Through the C function where the bindings export it (they raise for the attributes
        13.x added), read into the same 8 zeroed bytes as ours; else the Python layer."""
        f = self.c_function("cudaMemPoolGetAttribute", ctypes.c_void_p, ctypes.c_int,
                            ctypes.c_void_p)
        if f is not None:
            v = ctypes.c_uint64(0)
            return f(self._int(pool), attr, ctypes.byref(v)), v.value
        r = self.rt.cudaMemPoolGetAttribute(pool, self._enum(self.rt.cudaMemPoolAttr, attr))
        return r[0], self._int(r[1]) if len(r) > 1 else 0

    def stream_create(self):
        return self.rt.cudaStreamCreate()

    def stream_destroy(self, s):
        return self.rt.cudaStreamDestroy(s)[0]

    def stream_sync(self, s):
        return self.rt.cudaStreamSynchronize(s)[0]

    def stream_query(self, s):
        return self.rt.cudaStreamQuery(s)[0]

    def stream_attribute(self, s, attr):
        r = self.rt.cudaStreamGetAttribute(s, self._enum(self.rt.cudaStreamAttrID, attr))
        v = 0
        if len(r) > 1 and r[1] is not None:
            v = int(getattr(r[1], "portableClusterSizeMode", 0) or 0) if attr == 17 else \
                int(getattr(r[1], "sharedMemoryMode", 0) or 0)
        return r[0], v

    def graph_create(self):
        return self.rt.cudaGraphCreate(0)

    def graph_destroy(self, g):
        return self.rt.cudaGraphDestroy(g)[0]

    def graph_add_empty(self, g):
        return self.rt.cudaGraphAddEmptyNode(g, None, 0)

    def graph_instantiate(self, g):
        return self.rt.cudaGraphInstantiate(g, 0)

    def graph_exec_destroy(self, x):
        return self.rt.cudaGraphExecDestroy(x)[0]

    def graph_get_id(self, g):
        return self.rt.cudaGraphGetId(g)

    def graph_exec_get_id(self, x):
        return self.rt.cudaGraphExecGetId(x)

    def node_local_id(self, n):
        return self.rt.cudaGraphNodeGetLocalId(n)

    def node_tools_id(self, n):
        return self.rt.cudaGraphNodeGetToolsId(n)

    def node_graph(self, n):
        return self.rt.cudaGraphNodeGetContainingGraph(n)

    def node_params_type(self, n):
        e, p = self.rt.cudaGraphNodeGetParams(n)
        return e, int(p.type) if p is not None else 0

    def cond_handle_v2(self, g, ctx, value, flags):
        return self.rt.cudaGraphConditionalHandleCreate_v2(g, ctx, value, flags)

    def recapture(self, s, g):
        return self.rt.cudaStreamBeginRecaptureToGraph(
            s, self.rt.cudaStreamCaptureMode.cudaStreamCaptureModeGlobal, g, None)[0]

    def end_capture(self, s):
        return self.rt.cudaStreamEndCapture(s)

    def library_kernel(self, name):
        e, lib = self.rt.cudaLibraryLoadData(PTX + b"\0", None, None, 0, None, None, 0)
        if e:
            return e, None
        return self.rt.cudaLibraryGetKernel(lib, name.encode())

    def func_update_status(self, func):
        e, a = self.rt.cudaFuncGetAttributes(func)
        return e, (int(a.deviceNodeUpdateStatus) if a is not None else 0), True

    def _dim(self, v):
        d = self.rt.dim3()
        d.x, d.y, d.z = v, v, v
        return d

    def add_kernel_node(self, g, k, ctx, ftype):
        p = self.rt.cudaGraphNodeParams()
        p.type = self.rt.cudaGraphNodeType.cudaGraphNodeTypeKernel
        p.kernel.kern = k
        p.kernel.gridDim = self._dim(1)
        p.kernel.blockDim = self._dim(1)
        if ctx is not None:
            p.kernel.ctx = ctx
        p.kernel.functionType = self._enum(self.rt.cudaKernelFunctionType, ftype)
        return self.rt.cudaGraphAddNode(g, None, None, 0, p)

    def add_memset_node(self, g, dst, ctx):
        p = self.rt.cudaGraphNodeParams()
        p.type = self.rt.cudaGraphNodeType.cudaGraphNodeTypeMemset
        p.memset.dst = dst
        p.memset.value = 7
        p.memset.elementSize = 1
        p.memset.width = 16
        p.memset.height = 1
        if ctx is not None:
            p.memset.ctx = ctx
        return self.rt.cudaGraphAddNode(g, None, None, 0, p)

    def graph_launch(self, x):
        e = self.rt.cudaGraphLaunch(x, 0)[0]
        return e, self.rt.cudaDeviceSynchronize()[0]

    def param_count(self, func):
        return self.rt.cudaFuncGetParamCount(func)

    def param_count_null(self, func):
        raise NotImplementedError

    def host_func_v2(self, s, counter, mode):
        HOSTFN = ctypes.CFUNCTYPE(None, ctypes.c_void_p)

        def cb(_):
            counter[0] += 1

        fn = HOSTFN(cb)
        self.keep.append(fn)
        addr = ctypes.cast(fn, ctypes.c_void_p).value
        return self.rt.cudaLaunchHostFunc_v2(s, self.rt.cudaHostFn_t(_ptr=addr), None, mode)[0]

    def host_func_v2_null(self, s, mode):
        return self.rt.cudaLaunchHostFunc_v2(s, self.rt.cudaHostFn_t(0), None, mode)[0]

    def malloc(self, n):
        return self.rt.cudaMalloc(n)

    def free(self, p):
        return self.rt.cudaFree(p)[0]

    def _loc(self, host):
        loc = self.rt.cudaMemLocation()
        loc.type = self.rt.cudaMemLocationType(2 if host else 1)
        loc.id = 0
        return loc

    def memcpy_attr(self, dst, src, n, s, order, dst_host):
        a = self.rt.cudaMemcpyAttributes()
        a.srcAccessOrder = self.rt.cudaMemcpySrcAccessOrder(order)
        a.srcLocHint = self._loc(not dst_host)
        a.dstLocHint = self._loc(dst_host)
        a.flags = 0
        return self.rt.cudaMemcpyWithAttributesAsync(dst, src, n, a, s)[0]

    def memcpy3d_attr(self, dst, src, n, s, dst_host):
        op = self.rt.cudaMemcpy3DBatchOp()
        op.src.type = self.rt.cudaMemcpy3DOperandType.cudaMemcpyOperandTypePointer
        op.src.op.ptr.ptr = src
        op.src.op.ptr.locHint = self._loc(not dst_host)
        op.dst.type = self.rt.cudaMemcpy3DOperandType.cudaMemcpyOperandTypePointer
        op.dst.op.ptr.ptr = dst
        op.dst.op.ptr.locHint = self._loc(dst_host)
        op.extent = self.rt.make_cudaExtent(n, 1, 1)
        op.srcAccessOrder = self.rt.cudaMemcpySrcAccessOrder(1)
        return self.rt.cudaMemcpy3DWithAttributesAsync(op, 0, s)[0]

    def device_exec_ctx(self, dev):
        return self.rt.cudaDeviceGetExecutionCtx(dev)

    def exec_ctx_device(self, ctx):
        return self.rt.cudaExecutionCtxGetDevice(ctx)

    def exec_ctx_id(self, ctx):
        return self.rt.cudaExecutionCtxGetId(ctx)

    def exec_ctx_sync(self, ctx):
        return self.rt.cudaExecutionCtxSynchronize(ctx)[0]

    def device_sm_resource(self, dev):
        e, r = self.rt.cudaDeviceGetDevResource(
            dev, self.rt.cudaDevResourceType.cudaDevResourceTypeSm)
        return e, (int(r.sm.smCount) if r is not None else 0), r

    def green_ctx(self, res, dev):
        e, desc = self.rt.cudaDevResourceGenerateDesc([res], 1)
        if e:
            return e, None
        return self.rt.cudaGreenCtxCreate(desc, dev, 0)

    def exec_ctx_stream(self, ctx):
        return self.rt.cudaExecutionCtxStreamCreate(ctx, 1, 0)

    def exec_ctx_destroy(self, ctx):
        return self.rt.cudaExecutionCtxDestroy(ctx)[0]

    def exec_ctx_sm_resource(self, ctx):
        e, r = self.rt.cudaExecutionCtxGetDevResource(
            ctx, self.rt.cudaDevResourceType.cudaDevResourceTypeSm)
        return e, (int(r.sm.smCount) if r is not None else 0)

    def stream_sm_resource(self, s):
        e, r = self.rt.cudaStreamGetDevResource(
            s, self.rt.cudaDevResourceType.cudaDevResourceTypeSm)
        return e, (int(r.sm.smCount) if r is not None else 0)

    def event_create(self):
        return self.rt.cudaEventCreate()

    def event_destroy(self, ev):
        return self.rt.cudaEventDestroy(ev)[0]

    def exec_ctx_record(self, ctx, ev):
        return self.rt.cudaExecutionCtxRecordEvent(ctx, ev)[0]

    def exec_ctx_wait(self, ctx, ev):
        return self.rt.cudaExecutionCtxWaitEvent(ctx, ev)[0]


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
