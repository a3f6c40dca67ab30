"""PyTorch under OPENCUDART_FAULT=cudaMalloc:50=cudaErrorMemoryAllocation (tests/gpu/checks.sh).

Allocates distinct 2 MiB tensors, keeping them, so that each needs a new cudaMalloc from
PyTorch's caching allocator, until 120 are alive. The injected failure of the 50th cudaMalloc must
reach PyTorch as its own out-of-memory error (torch.cuda.OutOfMemoryError), or be recovered from
by its allocator's retry (it frees its cache and calls cudaMalloc again, the 51st call, which the
`50=` rule lets through): either way no crash, and CUDA still works afterwards. Prints the
outcome on its last line; exit status 0 is a pass.
"""
import os
import sys

import torch

rule = os.environ.get("OPENCUDART_FAULT", "")
kept, outcome = [], None
try:
    for i in range(120):
        kept.append(torch.empty(2 << 20, dtype=torch.uint8, device="cuda"))
    outcome = "recovered by the allocator's retry (no error raised)"
except torch.cuda.OutOfMemoryError as e:
    outcome = "torch.cuda.OutOfMemoryError at tensor %d" % len(kept)
    print(str(e).splitlines()[0])
kept.clear()
torch.cuda.empty_cache()
x = torch.ones(1024, device="cuda") * 2
torch.cuda.synchronize()
if float(x.sum()) != 2048.0:
    print("CUDA broken after the fault")
    sys.exit(1)
if "cudaMalloc:" in rule and "+" in rule.split("=")[0] and outcome.startswith("recovered"):
    print("an N+ rule must end in an out-of-memory error")
    sys.exit(1)
print(outcome)
