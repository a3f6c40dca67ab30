#!/usr/bin/env python3
"""Keep tests/gpu/RESULTS.md's status table current from the GPU pass's summary files.

The table (between the <!-- status-table --> markers) has one row per item: a conformance
program, a sample, a sweep, a client (PyTorch, hip-tests) or a benchmark, named as the pass's
summary names it (`area/name`). Each row holds the last recorded result of that item: exit status
under NVIDIA's library and under ours, the result, the date, commit and card of the run, a note.

    tests/gpu/status.py [--results FILE] [--readme FILE] [--card NAME] [SUMMARY_OR_OUT_DIR ...]
    tests/gpu/status.py --check [--results FILE] [--readme FILE]

Each SUMMARY is a summary.txt written by tests/gpu/run_all.sh (or the folder holding it), read in
the order given: each of its rows replaces the table's row of the same item (a new item is added
after the last row of its area). A SKIP (hardware this machine lacks) replaces only a row that
has no result yet; an earlier result stays, with the skip in its note. Rows that no summary names
(the scripts run by hand: checks.sh, timeline_run.sh, diff_all.sh, ...) are kept as written.
The card comes from the summary's `card=` (spaces written as `_`), else from --card.

The headline (between the <!-- gpu-status --> markers, in RESULTS.md and in the README) is
generated from the table: counts by result, the newest run's date, commit and card. --check
changes nothing and fails when a headline is not what the table gives.
"""
import collections
import os
import re
import sys

COLUMNS = ["item", "NVIDIA", "ours", "result", "date", "commit", "card", "note"]
TABLE = re.compile(r"(<!-- status-table -->\n)(.*?)(<!-- /status-table -->)", re.S)
HEADLINE = re.compile(r"(<!-- gpu-status -->\n)(.*?)(<!-- /gpu-status -->)", re.S)
ORDER = ["PASS", "FAIL", "unclear", "SKIP", "measured", "not run"]


def parse_table(text):
    m = TABLE.search(text)
    if not m:
        sys.exit("status.py: no <!-- status-table --> markers")
    rows = []
    for line in m.group(2).splitlines():
        if not line.startswith("|") or line.startswith("|---") or line.startswith("| item |"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        if len(cells) != len(COLUMNS):
            sys.exit("status.py: a row without %d columns: %s" % (len(COLUMNS), line))
        rows.append(dict(zip(COLUMNS, cells)))
    return rows


def format_table(rows):
    out = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for r in rows:
        out.append("| " + " | ".join(r[c].replace("|", "/") or "-" for c in COLUMNS) + " |")
    return "\n".join(out) + "\n"


def parse_summary(path):
    """(header dict, [(item, nv, ours, transcript, lib, result)], {item: fail note})"""
    if os.path.isdir(path):
        path = os.path.join(path, "summary.txt")
    head, rows, notes = {}, [], {}
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("opencudart GPU pass:"):
                head = dict(re.findall(r"(\w+)=(\S+)", line))
                if "(+local changes)" in line:
                    head["commit"] = head.get("commit", "?") + "+local"
            elif line.startswith("FAIL ") and ": " in line:
                item, note = line[5:].split(": ", 1)
                notes[item] = note
            else:
                m = re.match(r"^(\S+/\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(PASS|FAIL|SKIP)$", line)
                if m:
                    rows.append(m.groups())
    if not head:
        sys.exit("status.py: %s has no 'opencudart GPU pass:' line" % path)
    return head, rows, notes


def merge(rows, summary, card):
    head, results, notes = summary
    date = head.get("date", "?")[:10]
    commit = head.get("commit", "?")
    named = head.get("card", "none")
    card = (named.replace("_", " ") if named != "none" else "") or card or "?"
    if head.get("mode", "gpu") != "gpu":
        sys.exit("status.py: a summary of mode=%s is not a GPU result" % head.get("mode"))
    index = {r["item"]: r for r in rows}
    for item, nv, ours, transcript, lib, result in results:
        note = notes.get(item, "")
        if transcript == "DIFFERS" and not note:
            note = "transcripts differ"
        new = {"item": item, "NVIDIA": nv, "ours": ours, "result": result, "date": date,
               "commit": commit, "card": card, "note": note}
        old = index.get(item)
        if old is None:
            area = item.split("/")[0]
            at = max([i for i, r in enumerate(rows) if r["item"].split("/")[0] == area],
                     default=len(rows) - 1)
            rows.insert(at + 1, new)
            index[item] = new
        elif result == "SKIP" and old["result"] not in ("SKIP", "not run", "-", ""):
            skip = "SKIP on %s at %s (%s)" % (date, commit, card)
            kept = re.sub(r"(; )?SKIP on [^;]*$", "", old["note"])
            old["note"] = (kept + "; " if kept and kept != "-" else "") + skip
        else:
            old.update(new)


def headline(rows):
    counts = collections.Counter(r["result"] for r in rows)
    parts = ["%d %s" % (counts[k], k) for k in ORDER if counts.get(k)]
    parts += ["%d %s" % (n, k) for k, n in sorted(counts.items()) if k not in ORDER]
    dated = [r for r in rows if re.match(r"\d{4}-\d\d-\d\d$", r["date"])]
    newest = max(r["date"] for r in dated) if dated else "?"
    latest = [r for r in dated if r["date"] == newest]
    commits = collections.Counter(r["commit"] for r in latest).most_common()
    commit = commits[0][0] if commits else "?"
    run = [r for r in latest if r["commit"] == commit]
    cards = sorted(set(r["card"] for r in run))
    oldest = min(r["date"] for r in dated) if dated else "?"
    return ("**GPU status** (`tests/gpu/RESULTS.md`, generated by `tests/gpu/status.py`): "
            "%d items, %s.\n"
            "Newest run %s at %s on %s (%d items); the oldest result still current is of %s.\n"
            % (len(rows), ", ".join(parts), newest, commit, ", ".join(cards) or "?", len(run),
               oldest))


def put(pattern, text, body, name):
    new, n = pattern.subn(lambda m: m.group(1) + body + m.group(3), text)
    if n != 1:
        sys.exit("status.py: %s has no %s markers" % (name, pattern.pattern.split("\\n")[0]))
    return new


def main(argv):
    results, readme, card, check, summaries = "tests/gpu/RESULTS.md", "README.md", "", False, []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--results":
            results = args.pop(0)
        elif a == "--readme":
            readme = args.pop(0)
        elif a == "--card":
            card = args.pop(0)
        elif a == "--check":
            check = True
        elif a in ("-h", "--help"):
            print(__doc__)
            return 0
        else:
            summaries.append(a)
    if check and summaries:
        sys.exit("status.py: --check takes no summary")
    text = open(results).read()
    rows = parse_table(text)
    for s in summaries:
        merge(rows, parse_summary(s), card)
    new = put(TABLE, text, format_table(rows), results)
    line = headline(rows)
    new = put(HEADLINE, new, line, results)
    readme_text = open(readme).read() if readme != "-" else None
    new_readme = put(HEADLINE, readme_text, line, readme) if readme_text is not None else None
    if check:
        bad = [f for f, a, b in ((results, text, new), (readme, readme_text, new_readme)) if a != b]
        if bad:
            print("status.py: not what the table gives: %s (run tests/gpu/status.py)" % ", ".join(bad),
                  file=sys.stderr)
            return 1
        print("status.py: %s and %s are current" % (results, readme))
        return 0
    open(results, "w").write(new)
    if new_readme is not None:
        open(readme, "w").write(new_readme)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
