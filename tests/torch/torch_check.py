"""PyTorch on a libcudart.so.13: a differential check of a real client.

Prints a deterministic transcript (values that are exact under any correct runtime: integer
sums, integer-valued matmuls, device properties, error messages) on stdout; the GPU pass runs it
once as PyTorch ships (NVIDIA's runtime) and once with opencudart forced in with LD_PRELOAD,
and compares the transcripts. Every libcudart file mapped into the process is reported on
stderr as "loaded: <path>", which the runner checks. Exit status: 0 all own checks passed,
1 a check failed, 2 no PyTorch with a usable GPU.
"""
import os
import sys

failed = 0


def show(label, value):
    print(f"{label}: {value}", flush=True)


def check(label, ok):
    global failed
    if not ok:
        failed += 1
    print(f"check {label}: {'ok' if ok else 'FAIL'}", flush=True)


def loaded_cudart():
    paths = set()
    with open("/proc/self/maps") as maps:
        for line in maps:
            parts = line.split()
            if len(parts) >= 6 and "libcudart.so" in os.path.basename(parts[5]):
                paths.add(os.path.realpath(parts[5]))
    return sorted(paths)


def first_line(exc):
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def main():
    try:
        import torch
    except ImportError as exc:
        print(f"no PyTorch: {exc}")
        return 2
    if not torch.cuda.is_available():
        print("no usable GPU for PyTorch")
        return 2

    show("device_count", torch.cuda.device_count())
    props = torch.cuda.get_device_properties(0)
    show("name", props.name)
    show("capability", torch.cuda.get_device_capability(0))
    show("total_memory", props.total_memory)
    show("multi_processor_count", props.multi_processor_count)
    for attr in ("L2_cache_size", "max_threads_per_multi_processor", "warp_size",
                 "regs_per_multiprocessor", "shared_memory_per_block",
                 "shared_memory_per_multiprocessor", "is_integrated", "is_multi_gpu_board",
                 "pci_bus_id", "pci_device_id", "pci_domain_id"):
        if hasattr(props, attr):
            show(attr, getattr(props, attr))

    # Elementwise kernels and reductions (torch's own fatbins through the registration ABI).
    x = torch.arange(1 << 20, device="cuda", dtype=torch.int64)
    show("arange sum", int(x.sum().item()))
    show("arange even sum", int(x[::2].sum().item()))
    y = (x.float() * 2 + 1).double()
    show("affine sum", int(y.sum().item()))
    show("max", int(x.max().item()))
    show("sorted head", torch.sort(x.flip(0)).values[:4].tolist())

    # cuBLAS: integer-valued matrices give exact results.
    a = (torch.arange(64 * 64, device="cuda") % 7).float().reshape(64, 64)
    b = a @ a.t()
    torch.cuda.synchronize()
    show("matmul trace", int(b.trace().item()))
    show("matmul sum", int(b.sum().item()))

    # Host <-> device copies: pageable, pinned, asynchronous.
    h = torch.arange(4096, dtype=torch.int32)
    d = h.to("cuda")
    show("h2d pageable sum", int(d.sum().item()))
    p = torch.arange(4096, dtype=torch.int32).pin_memory()
    show("pinned", p.is_pinned())
    d2 = p.to("cuda", non_blocking=True)
    back = torch.empty(4096, dtype=torch.int32).pin_memory()
    back.copy_(d2 * 3, non_blocking=True)
    torch.cuda.synchronize()
    show("d2h pinned sum", int(back.sum().item()))

    # Side streams and events.
    s = torch.cuda.Stream()
    e0 = torch.cuda.Event(enable_timing=True)
    e1 = torch.cuda.Event(enable_timing=True)
    with torch.cuda.stream(s):
        e0.record()
        z = x + 1
        e1.record()
    s.synchronize()
    show("side stream sum", int(z.sum().item()))
    show("event query", e1.query())
    check("event elapsed >= 0", e0.elapsed_time(e1) >= 0.0)
    torch.cuda.current_stream().wait_stream(s)
    show("stream query", s.query())

    # CUDA graph capture and replay.
    static = torch.zeros(1024, device="cuda")
    g = torch.cuda.CUDAGraph()
    warm = torch.cuda.Stream()
    warm.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(warm):
        static.add_(0)
    torch.cuda.current_stream().wait_stream(warm)
    with torch.cuda.graph(g):
        static.add_(1)
        static.mul_(2)
    for _ in range(3):
        g.replay()
    torch.cuda.synchronize()
    show("graph replay value", float(static[0].item()))

    # The caching allocator: a large allocation, its release, the stats.
    big = torch.empty(256 << 20, dtype=torch.uint8, device="cuda")
    big.fill_(1)
    show("big sum", int(big.sum(dtype=torch.int64).item()))
    del big
    torch.cuda.empty_cache()
    free, total = torch.cuda.mem_get_info()
    check("mem_get_info free <= total", 0 < free <= total)
    show("mem_get_info total", total)

    # Errors as PyTorch reports them (the runtime's error strings).
    try:
        torch.cuda.set_device(torch.cuda.device_count() + 3)
        torch.empty(1, device="cuda")
        show("bad device", "no error")
    except Exception as exc:  # noqa: BLE001 - the message is what is compared
        show("bad device", first_line(exc))
    torch.cuda.set_device(0)
    show("after error sum", int(torch.ones(10, device="cuda").sum().item()))

    for path in loaded_cudart():
        print(f"loaded: {path}", file=sys.stderr, flush=True)
    show("failed checks", failed)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
