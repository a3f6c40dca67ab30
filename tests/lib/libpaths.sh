# Shell helpers shared by the scripts that run programs under NVIDIA's libcudart.so.13 and ours
# (samples/run.sh, tests/bench/run.sh). Source it; it defines functions only.

# nvidia_ld_path <our lib dir>: the LD_LIBRARY_PATH for NVIDIA's runs: the caller's, minus any
# entry that is our lib directory; if the loader could then find no libcudart.so.13 at all, the
# toolkit's library folder is added.
nvidia_ld_path() {
  local ourlibdir=$1 out='' entry real ourreal
  ourreal=$(readlink -f "$ourlibdir" 2>/dev/null || echo "$ourlibdir")
  local IFS=:
  for entry in ${LD_LIBRARY_PATH:-}; do
    [ -n "$entry" ] || continue
    real=$(readlink -f "$entry" 2>/dev/null || echo "$entry")
    [ "$real" = "$ourreal" ] && continue
    out=${out:+$out:}$entry
  done
  local found=
  for entry in $out; do
    [ -e "$entry/libcudart.so.13" ] && found=1
  done
  if [ -z "$found" ] && ! { /sbin/ldconfig -p 2>/dev/null || ldconfig -p 2>/dev/null; } |
      grep -q 'libcudart\.so\.13 '; then
    local nvcc_path toolkit
    nvcc_path=$(command -v nvcc 2>/dev/null || true)
    toolkit=${CUDA_HOME:-${nvcc_path:+$(dirname "$(dirname "$(readlink -f "$nvcc_path")")")}}
    for entry in "$toolkit/lib64" "$toolkit/lib"; do
      if [ -n "$toolkit" ] && [ -e "$entry/libcudart.so.13" ]; then
        out=${out:+$out:}$entry
        break
      fi
    done
  fi
  printf '%s' "$out"
}
