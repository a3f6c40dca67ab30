#!/usr/bin/env bash
# A 13.0 driver must not be asked for entry points of newer releases: an r580 driver refuses a
# lookup above its level with CUDA_ERROR_INVALID_VALUE and writes the error into its log, where
# cudaLogsDumpToMemory shows it to the application (the GPU's typed argument sweep found it).
# Ours must ask nothing above the driver's level; NVIDIA's 13.0 runtime is run too, for the record.
# Usage: newer_levels.sh <our lib dir> <NVIDIA's lib dir> <stand-in libcuda.so.1> <program>
set -u
ours=$1 nvidia=$2 drv=$3 prog=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$drv" "$work/libcuda.so.1"
echo "NVIDIA's: $(LD_LIBRARY_PATH="$nvidia:$work" "$prog" 2>&1)"
out=$(LD_LIBRARY_PATH="$ours:$work" "$prog" 2>&1)
rc=$?
echo "ours:     $out"
[ $rc -eq 0 ] || { echo "FAIL: ours asked a 13.0 driver for newer entry points"; exit 1; }
echo "ok"
