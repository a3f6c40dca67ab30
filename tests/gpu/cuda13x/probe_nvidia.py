"""NVIDIA's 13.3 runtime inside cuda-bindings (cuda.bindings.runtime, statically linked) as a
backend of tests/gpu/cuda13x/probe.py: each method returns what the probe_ours.Ours one does."""

import ctypes

from probe_ptx import PTX


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
