#!/usr/bin/env bash
# Build the runtime of an earlier commit (for tests/gpu/hiptests/diff_found.sh, which compares a
# difference's case under the runtime from before its fix):
#   tests/gpu/hiptests/old_runtime.sh COMMIT OUT_ROOT      -> OUT_ROOT/COMMIT/lib/libcudart.so.13
# The commit is checked out in a temporary worktree of this repository and only its library is
# built (RelWithDebInfo, as the GPU pass's builds).
set -eu
commit=$1 root=$2
here=$(cd "$(dirname "$0")/../../.." && pwd)
dest=$root/$commit/lib
[ -f "$dest/libcudart.so.13" ] && { echo "$dest/libcudart.so.13"; exit 0; }
tmp=$(mktemp -d)
trap 'git -C "$here" worktree remove --force "$tmp/src" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git -C "$here" worktree add --detach "$tmp/src" "$commit" >/dev/null 2>&1
cmake -S "$tmp/src" -B "$tmp/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$tmp/build" --target cudart -j "$(nproc)" >/dev/null
mkdir -p "$dest"
cp -L "$tmp/build/lib/libcudart.so.13" "$dest/"
echo "$dest/libcudart.so.13"
