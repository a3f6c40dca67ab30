#!/usr/bin/env python3
"""Copy the ABI test's status table (build/api_status.md) into README.md between the
<!-- status-table --> markers.  Usage: tools/update_status.py [build/api_status.md] [README.md]"""
import re
import sys

status = sys.argv[1] if len(sys.argv) > 1 else "build/api_status.md"
readme = sys.argv[2] if len(sys.argv) > 2 else "README.md"
table = open(status).read().strip()
text = open(readme).read()
new, n = re.subn(r"<!-- status-table -->.*?<!-- /status-table -->",
                 lambda _: "<!-- status-table -->\n" + table + "\n<!-- /status-table -->",
                 text, flags=re.S)
if n != 1:
    sys.exit("README.md has no status-table markers")
open(readme, "w").write(new)
