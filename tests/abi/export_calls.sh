#!/usr/bin/env bash
# No code of the runtime calls one of its exported functions: internal code goes through the
# internal workers, so that a call is recorded, traced and counted once, under the entry point
# the application called (an export that called another export was credited to the other one,
# and an internal call of an export overwrites the application's last error). Reads the
# relocations of the runtime's objects: a call or reference from code to a function that
# libcudart.so.13 exports is a failure, named with the function it is made in.
# Usage: export_calls.sh <libcudart.so.13> <folder of the runtime's objects>
set -u
lib=$1
dir=$2
exports=$(readelf --dyn-syms --wide "$lib" | awk '$4 == "FUNC" && $7 != "UND" {print $8}' |
    sed 's/@.*//' | sort -u)
if [ -z "$exports" ]; then
    echo "FAIL: no exported functions in $lib"
    exit 1
fi
objects=$(find "$dir" -name '*.o' | sort)
if [ -z "$objects" ]; then
    echo "FAIL: no objects under $dir"
    exit 1
fi
references=$(for o in $objects; do
    objdump -dr "$o" | awk -v o="${o#"$dir"/}" '
        /^[0-9a-f]+ <.*>:$/ { fn = substr($2, 2, length($2) - 3) }
        /R_X86_64_(PLT32|PC32|GOTPCREL|GOTPCRELX|REX_GOTPCRELX)/ {
            t = $NF; sub(/[-+]0x[0-9a-f]+$/, "", t); print o, fn, t }'
done)
found=$(awk 'NR == FNR { e[$1] = 1; next } ($3 in e) { print }' <(echo "$exports") \
    <(echo "$references") | sort -u)
count=$(echo "$objects" | wc -l)
if [ -n "$found" ]; then
    echo "FAIL: exported functions called from inside the runtime (object, caller, export):"
    echo "$found"
    exit 1
fi
echo "ok: $count objects, no call of an exported function"
