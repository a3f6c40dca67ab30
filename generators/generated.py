"""The last step the generators share (gen_stubs.py, gen_driver_trace.py): write a generated file,
or, with --check, say whether the file in the tree is what would be generated."""

import os
import sys


def write_or_check(tool, output, text, check, summary):
    """Writes `text` to `output` (through a temporary file), or with `check` compares them:
    returns the exit status and prints `summary` (what was generated) either way."""
    if check:
        try:
            with open(output, encoding="utf-8") as f:
                current = f.read()
        except OSError:
            current = None
        if current != text:
            print("%s: %s is out of date: regenerate it with generators/%s.py (see its first lines)"
                  % (tool, output, tool), file=sys.stderr)
            return 1
        print("%s: %s is up to date (%s)" % (tool, output, summary))
        return 0
    tmp = output + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, output)
    print("%s: %s: %s" % (tool, output, summary))
    return 0
