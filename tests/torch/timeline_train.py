"""A short PyTorch training loop for the timeline trace (tests/gpu/timeline_run.sh): a small MLP,
forward, backward and an optimiser step for a few iterations on the default stream, then one
iteration on a side stream, synchronised. Run under LD_PRELOAD=<build>/lib/libcudart.so.13 with
OPENCUDART_TRACE=timeline; the trace is then checked by tests/gpu/timeline_check.py --gpu, which
holds each kernel on the track of the stream its launch named. Exit status 2: no usable GPU.
On stderr, at the end: the process id and every libcudart file mapped into the process (from
/proc/self/maps), so that a trace without calls tells whether PyTorch's calls went to another
copy of the runtime (one opened by its absolute path, or NVIDIA's runtime linked in statically,
which maps no libcudart file at all)."""
import os
import sys

try:
    import torch
except ImportError:
    sys.exit(2)
if not torch.cuda.is_available():
    sys.exit(2)

torch.manual_seed(0)
dev = torch.device("cuda")
model = torch.nn.Sequential(torch.nn.Linear(256, 512), torch.nn.ReLU(),
                            torch.nn.Linear(512, 10)).to(dev)
opt = torch.optim.SGD(model.parameters(), lr=0.01)
x = torch.randn(64, 256, device=dev)
y = torch.randint(0, 10, (64,), device=dev)
for _ in range(5):
    opt.zero_grad()
    loss = torch.nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
side = torch.cuda.Stream()
side.wait_stream(torch.cuda.current_stream())
with torch.cuda.stream(side):
    opt.zero_grad()
    loss = torch.nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
torch.cuda.synchronize()
print("loss %.4f" % loss.item())


def mapped_cudart():
    paths = set()
    with open("/proc/self/maps") as maps:
        for line in maps:
            parts = line.split()
            if len(parts) >= 6 and "libcudart.so" in os.path.basename(parts[5]):
                paths.add(os.path.realpath(parts[5]))
    return sorted(paths)


print("timeline_train: pid %d, libcudart mapped: %s"
      % (os.getpid(), ", ".join(mapped_cudart()) or "none"), file=sys.stderr, flush=True)
