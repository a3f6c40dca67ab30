#!/usr/bin/env bash
# The functions the argument sweeps call (tests/abi/zero_args.c), one per line: every exported
# cuda* function of the given libcudart.so.13 but the two that return strings and one that takes
# a large structure by value, and the hidden ABI's functions that return a code (those that
# return nothing, a pointer or a char are left out: their register holds no answer).
# Usage: export_names.sh <libcudart.so.13>
set -u
readelf --dyn-syms --wide "$1" | awk '$4 == "FUNC" && $7 != "UND" {print $8}' | sed 's/@.*//' |
    grep -e '^cuda' -e '^__cudaGetKernel$' -e '^__cudaPopCallConfiguration$' \
        -e '^__cudaPushCallConfiguration$' -e '^__cudaLaunchKernel' |
    grep -v -x -e cudaGetErrorName -e cudaGetErrorString -e cudaEGLStreamProducerPresentFrame |
    sort -u
