"""PyTorch under OPENCUDART_FAULT=cudaMalloc:50=cudaErrorMemoryAllocation (tests/gpu/checks.sh).

Allocates distinct 16 MiB tensors, keeping them, until 120 are alive. PyTorch's caching allocator
gives a request of 10 MiB or more a segment of its own (smaller ones share 2 or 20 MiB segments),
so each tensor is one cudaMalloc of the runtime's. The injected failure of the 50th cudaMalloc
(the runtime returns cudaErrorMemoryAllocation without allocating and records it as the last
error, which the allocator clears with cudaGetLastError) must reach PyTorch as its own
out-of-memory error (torch.cuda.OutOfMemoryError), or be recovered from by its allocator's retry
(it frees its cache and calls cudaMalloc again, the 51st call, which the `50=` rule lets through,
and counts the retry in num_alloc_retries): either way no crash, the fault was seen (an
out-of-memory error or a retry), and CUDA still works afterwards. Prints the outcome on its last
line; exit status 0 is a pass.
"""
import os
import sys

import torch

rule = os.environ.get("OPENCUDART_FAULT", "")
MIB = 1 << 20
kept, outcome = [], None
# Made before the rule's call: under an N+ rule every later cudaMalloc fails, so the check that
# CUDA still works afterwards must not need a new segment (the small pool keeps this one's).
x = torch.ones(1024, device="cuda")
try:
    for i in range(120):
        kept.append(torch.empty(16 * MIB, dtype=torch.uint8, device="cuda"))
    outcome = "recovered by the allocator's retry (no error raised)"
except torch.cuda.OutOfMemoryError as e:
    outcome = "torch.cuda.OutOfMemoryError at tensor %d" % len(kept)
    print(str(e).splitlines()[0])
stats = torch.cuda.memory_stats()
retries = stats.get("num_alloc_retries", 0)
segments = stats.get("segment.all.allocated", 0)
print("segments allocated %d, allocation retries %d, tensors %d" % (segments, retries, len(kept)))
kept.clear()
if "+" not in rule.split("=")[0]:
    torch.cuda.empty_cache()
x.mul_(2)
torch.cuda.synchronize()
if float(x.sum()) != 2048.0:
    print("CUDA broken after the fault")
    sys.exit(1)
if "cudaMalloc:" in rule:
    if "+" in rule.split("=")[0] and outcome.startswith("recovered"):
        print("an N+ rule must end in an out-of-memory error")
        sys.exit(1)
    if outcome.startswith("recovered") and retries < 1:
        print("no out-of-memory error and no retry: the injected failure was not seen")
        sys.exit(1)
    if segments < 49:
        print("only %d segments: fewer cudaMalloc calls than the rule's 50" % segments)
        sys.exit(1)
print(outcome)
