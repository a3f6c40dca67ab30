"""Our libcudart.so.13 as a backend of tests/gpu/cuda13x/probe.py: each method calls one runtime
function through ctypes and returns (error, outputs...) as cuda.bindings does."""

import ctypes

from probe_ptx import PTX


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
