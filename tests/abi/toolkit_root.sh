#!/usr/bin/env bash
# The toolkit-root rule (cmake/toolkit.cmake and cuda_toolkit_root in tests/lib/libpaths.sh) with
# nvcc reached three ways: the toolkit's own, a symlink to it, and a wrapper script in a folder
# that is no toolkit (as /usr/local/bin/nvcc is on some machines). Each must name the toolkit.
# Usage: toolkit_root.sh <source dir> <toolkit root>
set -u
src=$1 want=$(readlink -f "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/link/bin" "$work/wrap/bin"
ln -s "$want/bin/nvcc" "$work/link/bin/nvcc"
printf '#!/bin/sh\nexec %s "$@"\n' "$want/bin/nvcc" >"$work/wrap/bin/nvcc"
chmod +x "$work/wrap/bin/nvcc"

fail=0
for way in "$want/bin" "$work/link/bin" "$work/wrap/bin"; do
    got=$(cmake -DNVCC_EXECUTABLE="$way/nvcc" -DOCR_PRINT_ROOT=ON -P "$src/cmake/toolkit.cmake" 2>&1)
    got=$(readlink -f "$got" 2>/dev/null || echo "$got")
    if [ "$got" = "$want" ]; then echo "ok   cmake, nvcc in $way"; else
        echo "FAIL cmake, nvcc in $way: got '$got', want '$want'"; fail=1; fi
    got=$(env -u CUDA_HOME PATH="$way:/usr/bin:/bin" bash -c \
        ". '$src/tests/lib/libpaths.sh'; cuda_toolkit_root")
    got=$(readlink -f "$got" 2>/dev/null || echo "$got")
    if [ "$got" = "$want" ]; then echo "ok   shell, nvcc in $way"; else
        echo "FAIL shell, nvcc in $way: got '$got', want '$want'"; fail=1; fi
done
exit $fail
