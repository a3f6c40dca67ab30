"""torch.distributed with NCCL on two GPUs, one process per GPU (started by torchrun).

  torchrun --standalone --nproc_per_node=2 tests/torch/ddp_check.py

(a) an all-reduce of a tensor whose sum is known exactly (integers), checked on every rank;
(b) a small model trained with DistributedDataParallel for STEPS steps on deterministic data from
a fixed seed, deterministic algorithms on; rank 0 prints the loss of each step with 6
significant digits. tests/gpu/multigpu_torch.sh runs it under NVIDIA's runtime (as PyTorch
ships) and under ours (LD_PRELOAD) and compares those lines.

Rank 0 prints the transcript on stdout; every rank reports the libcudart files mapped into it on
stderr ("loaded: <path>"). Exit status: 0 all checks passed, 1 a check failed, 2 no PyTorch, no
NCCL or fewer than 2 GPUs, 3 not started by torchrun.
"""
import os
import sys

STEPS = 20


def loaded_cudart():
    paths = set()
    with open("/proc/self/maps") as maps:
        for line in maps:
            parts = line.split()
            if len(parts) >= 6 and "libcudart.so" in os.path.basename(parts[5]):
                paths.add(os.path.realpath(parts[5]))
    return sorted(paths)


def main():
    if "LOCAL_RANK" not in os.environ:
        print("not started by torchrun (no LOCAL_RANK): run it with "
              "torchrun --standalone --nproc_per_node=2", file=sys.stderr)
        return 3
    os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")
    try:
        import torch
        import torch.distributed as dist
        import torch.nn as nn
        from torch.nn.parallel import DistributedDataParallel as DDP
    except ImportError as exc:
        print(f"no PyTorch: {exc}", file=sys.stderr)
        return 2
    if not torch.cuda.is_available() or torch.cuda.device_count() < 2:
        print("fewer than 2 GPUs", file=sys.stderr)
        return 2
    if not dist.is_nccl_available():
        print("PyTorch has no NCCL", file=sys.stderr)
        return 2

    rank = int(os.environ["RANK"])
    world = int(os.environ["WORLD_SIZE"])
    local = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local)
    dev = torch.device("cuda", local)
    dist.init_process_group("nccl")
    failed = 0

    def out(text):
        if rank == 0:
            print(text, flush=True)

    def check(label, ok):
        nonlocal failed
        # Every rank's result counts: gathered so that rank 0 prints one line for all.
        flag = torch.tensor([0 if ok else 1], device=dev)
        dist.all_reduce(flag)
        if int(flag.item()) != 0:
            failed += 1
        out(f"check {label}: {'ok' if int(flag.item()) == 0 else 'FAIL'}")

    out(f"world size: {world}")

    # (a) all-reduce: rank r contributes (r + 1) * [0, 1, ..., n-1]; the sum is exact.
    n = 1 << 20
    base = torch.arange(n, dtype=torch.float64, device=dev)
    x = base * (rank + 1)
    dist.all_reduce(x, op=dist.ReduceOp.SUM)
    factor = world * (world + 1) // 2
    check("all_reduce sum (float64, 1M elements)", torch.equal(x, base * factor))
    y = torch.full((4097,), rank + 1, dtype=torch.int32, device=dev)
    dist.all_reduce(y, op=dist.ReduceOp.MAX)
    check("all_reduce max (int32)", bool((y == world).all().item()))
    z = torch.ones(1000, dtype=torch.float32, device=dev) * (rank + 1)
    dist.broadcast(z, src=1)
    check("broadcast from rank 1", bool((z == 2).all().item()))
    out(f"all_reduce sum element 12345: {x[12345].item():.1f}")

    # (b) DDP training, deterministic.
    torch.use_deterministic_algorithms(True)
    torch.backends.cudnn.benchmark = False
    torch.backends.cudnn.deterministic = True
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.manual_seed(1234)
    model = nn.Sequential(nn.Linear(32, 64), nn.Tanh(), nn.Linear(64, 64), nn.Tanh(),
                          nn.Linear(64, 1)).to(dev)
    ddp = DDP(model, device_ids=[local])
    opt = torch.optim.SGD(ddp.parameters(), lr=0.05, momentum=0.9)
    gen = torch.Generator().manual_seed(99)
    # Fixed data for every step, a different shard per rank (made on the CPU: the same numbers
    # whatever the GPU runtime).
    inputs = torch.randn(STEPS, world, 128, 32, generator=gen)
    weights = torch.randn(32, 1, generator=gen)
    targets = torch.sin(inputs @ weights)
    for step in range(STEPS):
        xb = inputs[step, rank].to(dev, non_blocking=False)
        yb = targets[step, rank].to(dev)
        opt.zero_grad(set_to_none=True)
        loss = nn.functional.mse_loss(ddp(xb), yb)
        loss.backward()
        opt.step()
        # The mean of the ranks' losses, so that the line covers both processes.
        mean = loss.detach().clone()
        dist.all_reduce(mean)
        mean /= world
        out(f"step {step:2d} loss {mean.item():.6g}")
    # DDP keeps the replicas equal: every rank's parameters are rank 0's.
    flat = torch.cat([p.detach().reshape(-1) for p in model.parameters()])
    ref = flat.clone()
    dist.broadcast(ref, src=0)
    check("replicas equal after training", torch.equal(flat, ref))
    out(f"parameter sum {flat.double().sum().item():.6g}")

    for path in loaded_cudart():
        print(f"rank {rank} loaded: {path}", file=sys.stderr, flush=True)
    dist.barrier(device_ids=[local])
    dist.destroy_process_group()
    out(f"checks failed: {failed}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
