#!/usr/bin/env bash
# The highest GLIBC symbol version the library needs is at most the baseline (README,
# "Portability"): objdump -T over its undefined symbols.
#   glibc_baseline.sh LIBRARY BASELINE
set -eu
lib=$1 base=$2
need=$(objdump -T "$lib" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -V | uniq)
top=$(printf '%s\n' $need | tail -1)
echo "$lib needs GLIBC versions: $(echo $need)"
if [ "$(printf '%s\n%s\n' "$top" "$base" | sort -V | tail -1)" != "$base" ]; then
    echo "FAIL: needs GLIBC_$top, above the baseline GLIBC_$base; the symbols:"
    objdump -T "$lib" | grep "GLIBC_$top"
    exit 1
fi
echo "PASS: highest GLIBC_$top <= baseline GLIBC_$base"
