#!/usr/bin/env bash
# `make demo` builds the library, the command, the recorder and the samples, not the tests: the
# Makefile's own configure line for a new build folder (with OCR_BUILD_TESTS=OFF, and -G Ninja
# when ninja is on PATH) gives a tree with no test program among its targets, and with the
# library, the command, the recorder and every sample. Configures only (no build): seconds.
# Usage: demo_build.sh SOURCE_DIR
set -u
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL $*"; fail=1; }

cd "$src" || exit 1
line=$(make -s -n demo BUILD="$tmp/b" | head -1)
echo "make demo configures with: $line"
case $line in
*-DOCR_BUILD_TESTS=OFF*) ;;
*) bad "make demo does not configure with OCR_BUILD_TESTS=OFF" ;;
esac
if command -v ninja >/dev/null; then
    case $line in
    *"-G Ninja"*) ;;
    *) bad "ninja is on PATH but make demo does not use it" ;;
    esac
fi
sh -c "$line" >"$tmp/cfg.log" 2>&1 || { bad "configure failed"; tail -20 "$tmp/cfg.log"; exit 1; }
cmake --build "$tmp/b" --target help >"$tmp/help" 2>&1 || { bad "no target list"; exit 1; }
# target names only (both generators' listings)
sed -e 's/^\.\.\. //' -e 's/:.*//' -e 's/ .*//' "$tmp/help" | sort -u >"$tmp/targets"
tests=$(grep -E '^(test_|abi_|gpu_|bench_|ocr_tool_(fake|diff|record|programs)|ocr_trace_driver|ocr_old_driver)' "$tmp/targets")
[ -z "$tests" ] || bad "test targets in make demo's tree: $(echo $tests | head -c 300)"
for t in cudart opencudart opencudart_record opencudart_nvtx; do
    grep -qx "$t" "$tmp/targets" || bad "no target $t"
done
for cu in "$src"/samples/*.cu; do
    t=cu_$(basename "$cu" .cu)
    grep -q "ocr_add_cu_program($(basename "$cu" .cu) " "$src/samples/CMakeLists.txt" || continue
    grep -qx "$t" "$tmp/targets" || bad "no sample target $t"
done
grep -q '^MAKEFLAGS += --no-print-directory' "$src/Makefile" || bad "the Makefile prints its directories"

[ $fail = 0 ] && echo "demo_build: all checks passed"
exit $fail
