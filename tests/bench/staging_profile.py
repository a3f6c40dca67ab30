#!/usr/bin/env python3
"""Read a staging engine profile (a build with -DOCR_STAGING_PROFILE, memory/staging_profile.h)
and print where a staged copy's time goes, per copy size and direction: medians of its phases
(setup before the first chunk, each chunk's fill or drain, the caller's wait for the pool, its
driver calls), the pool threads' copy rate and, with GPU records, each DMA's time and the copy
engine's idle gaps between DMAs.

    staging_profile.py <profile> [--timeline N]   (N: print the N-th copy of each kind in full)
"""
import statistics as st
import sys
from collections import defaultdict


def med(v):
    return st.median(v) if v else float("nan")


def main():
    path = sys.argv[1]
    show = int(sys.argv[sys.argv.index("--timeline") + 1]) if "--timeline" in sys.argv else -1
    recs = []
    for line in open(path):
        t, tag, idx, tid, gpu = line.split()
        recs.append((int(t), tag, int(idx), int(tid), float(gpu)))
    gpu = [(t, g) for t, tag, _, _, g in recs if g >= 0]
    c0 = max(t - g * 1e3 for t, g in gpu) if gpu else 0.0
    copies, cur = [], None
    for r in recs:
        t, tag, idx, tid, g = r
        if tid == 0 and tag == "B":
            cur = {"kib": idx, "B": t, "recs": [], "pieces": []}
        if cur is None:
            continue
        if tid != 0 or tag in "pq":
            cur["pieces"].append(r)
            continue
        cur["recs"].append(r)
        if tag == "K":
            cur["dir"] = "h2d" if idx else "d2h"
        if tag == "E":
            cur["E"] = t
            if "dir" in cur:
                copies.append(cur)
            cur = None
    kinds = defaultdict(list)
    for c in copies:
        kinds[(c["dir"], c["kib"])].append(c)
    for (d, kib), cs in sorted(kinds.items()):
        print(f"== {d} {kib >> 10} MiB: {len(cs)} copies")
        tot = [(c["E"] - c["B"]) / 1e3 for c in cs]
        print(f"  copy (B..E) median {med(tot):.1f} us  min {min(tot):.1f}  "
              f"-> {kib * 1024 / med(tot) / 1e3:.1f} GB/s per copy alone")
        first = lambda c, tag: next((t for t, tg, *_ in c["recs"] if tg == tag), None)
        for a, b, name in (("B", "K", "checks"), ("K", "R", "engine+reserve"),
                           ("R", "Q", "to first queue")):
            v = [(first(c, b) - first(c, a)) / 1e3 for c in cs if first(c, a) and first(c, b)]
            print(f"  {name:16s} {med(v):7.1f} us")
        per = defaultdict(lambda: defaultdict(list))
        for c in cs:
            at = defaultdict(dict)
            for t, tg, i, _, g in c["recs"]:
                at[i].setdefault(tg, (t, g))
            for i, m in at.items():
                # host to device a chunk's DMA call follows its fill; device to host it comes first
                calls = ("f", "D", "dma call") if d == "h2d" else ("D", "D", "")
                for a, b, name in (("Q", "f", "queued->filled"), ("F", "f", "finish wait"), calls):
                    if a in m and b in m and name:
                        per[i][name].append((m[b][0] - m[a][0]) / 1e3)
                if "g" in m and "h" in m:
                    per[i]["dma (gpu)"].append(m["h"][1] - m["g"][1])
                if "g" in m and i - 1 in at and "h" in at[i - 1]:
                    per[i]["gap (gpu)"].append(m["g"][1] - at[i - 1]["h"][1])
                if "D" in m:
                    per[i]["D since B"].append((m["D"][0] - c["B"]) / 1e3)
        for i in sorted(per):
            print(f"  chunk {i}: " + "  ".join(f"{k} {med(v):.1f}" for k, v in per[i].items()))
        threads = defaultdict(lambda: [0, 0.0])
        for c in cs:
            open_ = {}
            for t, tg, i, tid, _ in c["pieces"]:
                if tg == "p":
                    open_[tid] = t
                elif tg == "q" and tid in open_:
                    threads[tid][0] += 1
                    threads[tid][1] += (t - open_.pop(tid)) / 1e3
        print("  pieces by thread (count, us busy): " +
              " ".join(f"{tid}:{n}/{us:.0f}" for tid, (n, us) in sorted(threads.items())))
        # the copy engine over consecutive copies of this kind: busy / span
        dmas = [(m_g, m_h) for c in cs for (_, tg, i, _, g) in c["recs"] if tg == "g"
                for m_g, m_h in [(g, next((gg for _, t2, i2, _, gg in c["recs"]
                                           if t2 == "h" and i2 == i), None))] if m_h is not None]
        if dmas:
            busy = sum(h - g for g, h in dmas)
            span = max(h for _, h in dmas) - min(g for g, _ in dmas)
            print(f"  copy engine busy {busy:.0f} of {span:.0f} us ({100 * busy / span:.0f}%)")
        if 0 <= show < len(cs):
            c = cs[show]
            print(f"  timeline of copy {show} (us from B; gpu records at their GPU time):")
            for t, tg, i, tid, g in sorted(c["recs"] + c["pieces"]):
                when = (t - c["B"]) / 1e3
                gtxt = f"  gpu {(g * 1e3 + c0 - c['B']) / 1e3:8.1f}" if g >= 0 else ""
                print(f"    {when:8.1f} {tg} {i:3d} t{tid}{gtxt}")


if __name__ == "__main__":
    main()
