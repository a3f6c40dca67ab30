# Shell helpers shared by the scripts that run programs under NVIDIA's libcudart.so.13 and ours
# (samples/run.sh, tests/bench/run.sh, tests/gpu/run_all.sh). Source it; it defines functions only.

# cuda_toolkit_root: the CUDA toolkit's root folder (the one holding include/cuda_runtime_api.h).
# $CUDA_HOME when it is one; else the folder above nvcc's bin/; nvcc on PATH may be a wrapper
# script in another folder, so when the folder above it is not a toolkit, nvcc itself is asked
# (its dry run prints the folder it runs from); /usr/local/cuda last.
cuda_toolkit_root() {
  local nvcc_path here root
  if [ -n "${CUDA_HOME:-}" ] && [ -e "$CUDA_HOME/include/cuda_runtime_api.h" ]; then
    printf '%s' "$CUDA_HOME"
    return
  fi
  nvcc_path=$(command -v nvcc 2>/dev/null || true)
  if [ -n "$nvcc_path" ]; then
    root=$(dirname "$(dirname "$(readlink -f "$nvcc_path")")")
    if [ -e "$root/include/cuda_runtime_api.h" ]; then
      printf '%s' "$root"
      return
    fi
    here=$("$nvcc_path" --dryrun -E -x cu /dev/null 2>&1 | sed -n 's/^#\$ _HERE_=//p' | head -n 1)
    if [ -n "$here" ] && [ -e "$here/../include/cuda_runtime_api.h" ]; then
      readlink -f "$here/.."
      return
    fi
  fi
  printf '%s' /usr/local/cuda
}

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
    local toolkit
    toolkit=$(cuda_toolkit_root)
    for entry in "$toolkit/lib64" "$toolkit/lib"; do
      if [ -n "$toolkit" ] && [ -e "$entry/libcudart.so.13" ]; then
        out=${out:+$out:}$entry
        break
      fi
    done
  fi
  printf '%s' "$out"
}

# initialised_libcudart FILE...: every libcudart.so the dynamic loader's trace (LD_DEBUG=libs) in
# FILE... shows initialised (its "calling init:" line), sorted, once each; nothing for no file.
initialised_libcudart() {
  cat "$@" 2>/dev/null |
    sed -n 's/^.*calling init: \(.*libcudart\.so[.0-9]*\)[[:space:]]*$/\1/p' | sort -u
}
