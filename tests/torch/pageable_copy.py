"""PyTorch's copies of a non-pinned 256 MiB tensor: tensor.cuda() and tensor.cpu().

Run under NVIDIA's libcudart.so.13 (as shipped) and under opencudart (LD_PRELOAD) in interleaved
runs (tests/bench/torch_copy.sh): prints `metric torch_<what>_GBps <GB/s>` lines (median of the
repetitions; GB = 1e9 bytes), after checking the data of one copy each way. Exit status 2 when
PyTorch has no GPU.
"""
import statistics
import sys
import time

try:
    import torch
except ImportError:
    sys.exit(2)
if not torch.cuda.is_available():
    sys.exit(2)

n = 256 << 20
reps = 9
host = torch.arange(n // 4, dtype=torch.int32)  # pageable: not pin_memory()
assert not host.is_pinned()
dev = host.cuda()
torch.cuda.synchronize()
back = dev.cpu()
if not torch.equal(back, host):
    print("metric torch_data FAIL:data")
    sys.exit(1)


def timed(fn):
    times = []
    for _ in range(reps):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        times.append(time.perf_counter() - t0)
    return n / statistics.median(times) / 1e9


print("metric torch_cuda_256MiB_GBps %.3f" % timed(lambda: host.cuda()))
print("metric torch_cpu_256MiB_GBps %.3f" % timed(lambda: dev.cpu()))
