#!/usr/bin/env python3
"""Copy the ABI test's status table (build/api_status.md) into README.md between the
<!-- status-table --> markers.  Usage: generators/update_status.py [build/api_status.md] [README.md]
[--check]; with --check, README.md is left alone and the exit status says whether it is current."""
import re
import sys

args = [a for a in sys.argv[1:] if a != "--check"]
check = "--check" in sys.argv[1:]
status = args[0] if len(args) > 0 else "build/api_status.md"
readme = args[1] if len(args) > 1 else "README.md"
table = open(status).read().strip()
text = open(readme).read()
new, n = re.subn(r"<!-- status-table -->.*?<!-- /status-table -->",
                 lambda _: "<!-- status-table -->\n" + table + "\n<!-- /status-table -->",
                 text, flags=re.S)
if n != 1:
    sys.exit("README.md has no status-table markers")
if check:
    if new != text:
        sys.exit("%s: the status table is not what the library gives now: run "
                 "`cmake --build build --target api_status` and generators/update_status.py" % readme)
    print("%s: the status table is current" % readme)
else:
    open(readme, "w").write(new)
