#!/usr/bin/env bash
# opencudart inspect (and the subcommands' --help) on the nvcc builds of tests/tool, bad files,
# the loader's order and a stand-in driver's devices. No GPU.
#   inspect.sh OPENCUDART OUR_LIBDIR TESTDIR CUDA_INCLUDE_DIR NVIDIA_CUDART
set -u
tool=$(realpath "$1") ourlib=$(realpath "$2") dir=$(realpath "$3") cudainc=$4 nvidia=$5
fails=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# No driver of the machine's may answer for the stand-in, nor the caller's environment.
unset LD_PRELOAD LD_LIBRARY_PATH
has() { # has NAME STATUS WANT_STATUS OUTPUT_FILE PATTERN...
    local name=$1 st=$2 want=$3 out=$4
    shift 4
    local ok=1
    [ "$st" = "$want" ] || { echo "FAIL $name: exit $st, expected $want"; ok=0; }
    for p in "$@"; do
        grep -qF -- "$p" "$out" || { echo "FAIL $name: no line with: $p"; ok=0; }
    done
    if [ $ok = 1 ]; then echo "PASS $name"; else fails=$((fails + 1)); sed 's/^/    | /' "$out"; fi
}
run() { # run OUTFILE CMD... -> status
    "$@" >"$tmp/out" 2>&1
    echo $?
}
kernel='kernel vecAdd(float const*, float const*, float*, int)'

for sub in run info inspect; do
    st=$(run "$tool" $sub --help)
    has "$sub --help" "$st" 0 "$tmp/out" "usage: opencudart $sub"
done
st=$(run "$tool" --version)
has "--version" "$st" 0 "$tmp/out" "opencudart "

# Three architectures, zstd-compressed (-Xfatbin=-compress-all).
st=$(run "$tool" inspect "$dir/va_multi")
has "dynamic, sm_80 + sm_90 + compute_90, zstd" "$st" 0 "$tmp/out" \
    "runtime: dynamic (NEEDED libcudart.so.13)" "cubin  sm_80" "cubin  sm_90" \
    "PTX    compute_90" "zstd-compressed" "$kernel" "device check skipped"
st=$(run "$tool" inspect "$dir/va_static")
has "static runtime" "$st" 0 "$tmp/out" "NVIDIA's static runtime is linked in" "cannot be redirected" \
    "cubin  sm_90" "$kernel"
st=$(run "$tool" inspect "$dir/va_rdc")
has "-rdc, LZ4 (-compress-mode=speed)" "$st" 0 "$tmp/out" "runtime: dynamic" "LZ4-compressed" "$kernel"
st=$(run "$tool" inspect "$dir/libkern.so")
has "shared library, sm_90a" "$st" 0 "$tmp/out" "ELF 64-bit shared library" \
    "as FILE's own dependency" "cubin  sm_90a" "kernel scale_lib(float*, float, int)"

# The loader's order: LD_LIBRARY_PATH, DT_RPATH before it, DT_RUNPATH after it, $ORIGIN.
mkdir -p "$tmp/app/bin" "$tmp/empty"
ln -s "$ourlib" "$tmp/app/lib"
cat >"$tmp/c.c" <<'C'
#include <cuda_runtime_api.h>
int main(void) { int n; return cudaGetDeviceCount(&n); }
C
cc -I"$cudainc" "$tmp/c.c" -L"$ourlib" -lcudart -Wl,-rpath,'$ORIGIN/../lib' -Wl,--disable-new-dtags \
    -o "$tmp/app/bin/with_rpath"
cc -I"$cudainc" "$tmp/c.c" -L"$ourlib" -lcudart -Wl,-rpath,"$tmp/empty" -Wl,--enable-new-dtags \
    -o "$tmp/app/bin/with_runpath"
st=$(LD_LIBRARY_PATH="$ourlib" run "$tool" inspect "$dir/va_multi")
has "LD_LIBRARY_PATH picks ours" "$st" 0 "$tmp/out" "(LD_LIBRARY_PATH), opencudart"
st=$(LD_PRELOAD="$ourlib/libcudart.so.13" run "$tool" inspect "$dir/va_multi")
has "LD_PRELOAD picks ours" "$st" 0 "$tmp/out" "LD_PRELOAD: $ourlib/libcudart.so.13" "(LD_PRELOAD), opencudart"
st=$(LD_LIBRARY_PATH="$tmp/empty" run "$tool" inspect "$tmp/app/bin/with_rpath")
has "DT_RPATH \$ORIGIN before LD_LIBRARY_PATH" "$st" 0 "$tmp/out" \
    "DT_RPATH: $tmp/app/bin/../lib/libcudart.so.13" "(DT_RPATH), opencudart" "no .nv_fatbin section"
grep -q "LD_LIBRARY_PATH:" "$tmp/out" && { echo "FAIL DT_RPATH: LD_LIBRARY_PATH searched"; fails=$((fails + 1)); }
st=$(LD_LIBRARY_PATH="$ourlib" run "$tool" inspect "$tmp/app/bin/with_runpath")
has "LD_LIBRARY_PATH before DT_RUNPATH" "$st" 0 "$tmp/out" "(LD_LIBRARY_PATH), opencudart"
st=$(run "$tool" inspect "$tmp/app/bin/with_runpath")
has "DT_RUNPATH, then the cache" "$st" 0 "$tmp/out" "DT_RUNPATH: $tmp/empty/libcudart.so.13 (none)" \
    "loader cache:"

# A stand-in driver's devices: cubins, PTX and no image at all.
fake=$dir/fake_driver
st=$(LD_LIBRARY_PATH="$fake" FAKE_CUDA_DEVICES=90,86,75,100 run "$tool" inspect "$dir/va_multi")
has "device verdicts" "$st" 1 "$tmp/out" "device 0 (Fake GPU sm_90, sm_90): runs the sm_90 cubin" \
    "device 1 (Fake GPU sm_86, sm_86): runs the sm_80 cubin" \
    "device 2 (Fake GPU sm_75, sm_75): no image it can run" \
    "device 3 (Fake GPU sm_100, sm_100): compiles the compute_90 PTX"
# sm_80 and compute_80 PTX on an sm_90 device: the PTX is compiled; a fatbin of the program that
# defines no kernels gets no verdict and does not make the status 1.
st=$(LD_LIBRARY_PATH="$fake" FAKE_CUDA_DEVICES=90 run "$tool" inspect "$dir/va_ptx80")
has "a fatbin without kernels" "$st" 0 "$tmp/out" "PTX    compute_80" "$kernel" "(no kernels)" \
    "no kernels: no launch uses this fatbin (no device verdict)" \
    "device 0 (Fake GPU sm_90, sm_90): compiles the compute_80 PTX at load time"
grep -q "no image it can run" "$tmp/out" && { echo "FAIL a fatbin without kernels: a failing verdict"; fails=$((fails + 1)); }
st=$(LD_LIBRARY_PATH="$fake" FAKE_CUDA_DEVICES=100 run "$tool" inspect "$dir/libkern.so")
has "sm_90a runs on 9.0 only" "$st" 1 "$tmp/out" "no image it can run"
st=$(LD_LIBRARY_PATH="$fake" FAKE_CUDA_DEVICES=90 run "$tool" inspect "$dir/libkern.so")
has "sm_90a on 9.0" "$st" 0 "$tmp/out" "runs the sm_90a cubin"
st=$(LD_LIBRARY_PATH="$fake" FAKE_CUDA_DEVICES=90,80 run "$tool" info)
has "info with devices" "$st" 0 "$tmp/out" "opencudart " "driver: 13.0 (13000)" \
    "device 0: Fake GPU sm_90, compute capability 9.0 (sm_90), 81920 MiB, PCI 0000:19:00.0" \
    "device 1: Fake GPU sm_80, compute capability 8.0"
st=$(LD_LIBRARY_PATH="$fake" FAKE_CUDA_DEVICES= run "$tool" info)
has "info, a driver without devices" "$st" 1 "$tmp/out" "driver 13.0: cuInit failed: CUDA_ERROR_NO_DEVICE"

# Bad files: a clear line each, exit 2.
printf 'not an ELF\n' >"$tmp/text"
: >"$tmp/empty_file"
head -c 3000 "$dir/va_multi" >"$tmp/truncated"
cp "$dir/va_multi.o" "$tmp/object" 2>/dev/null || printf '\177ELF\002\001\001' >"$tmp/object"
st=$(run "$tool" inspect "$tmp/text")
has "not ELF" "$st" 2 "$tmp/out" "not an ELF file"
st=$(run "$tool" inspect "$tmp/empty_file")
has "empty file" "$st" 2 "$tmp/out" "not an ELF file"
st=$(run "$tool" inspect "$tmp/truncated")
has "truncated" "$st" 2 "$tmp/out" "damaged or truncated ELF file"
st=$(run "$tool" inspect "$tmp/object")
has "ELF header only" "$st" 2 "$tmp/out" "damaged or truncated ELF file"
st=$(run "$tool" inspect "$tmp/does_not_exist")
has "missing file" "$st" 2 "$tmp/out" "cannot open: No such file or directory"
st=$(run "$tool" inspect "$tmp")
has "a folder" "$st" 2 "$tmp/out" "not a file"
st=$(run "$tool" inspect /bin/sh)
has "no fatbin" "$st" 0 "$tmp/out" "does not use the CUDA runtime" "no device code (no .nv_fatbin section)"
# Not a regular file: refused at once, never read (a FIFO without a writer blocked forever).
mkfifo "$tmp/fifo"
st=$(run timeout 10 "$tool" inspect "$tmp/fifo")
has "a FIFO" "$st" 2 "$tmp/out" "not a file (not a regular file)"
st=$(run timeout 10 "$tool" inspect /dev/zero)
has "a device" "$st" 2 "$tmp/out" "not a file (not a regular file)"
st=$(run "$tool" inspect)
has "no FILE" "$st" 2 "$tmp/out" "no FILE given"
st=$(run "$tool" inspect "$tmp/text" "$dir/va_multi")
has "a bad file among good ones" "$st" 2 "$tmp/out" "not an ELF file" "$kernel"

# What a file is to the runtime: a runtime library (ours, NVIDIA's), the recorder, a program
# with the static runtime, a dynamic one; none of them is an error.
st=$(run "$tool" inspect "$ourlib/libcudart.so.13")
has "ours" "$st" 0 "$tmp/out" "runtime: a runtime library itself: opencudart's libcudart.so.13"
st=$(run "$tool" inspect "$nvidia")
has "NVIDIA's" "$st" 0 "$tmp/out" "runtime: a runtime library itself: NVIDIA's libcudart.so.13"
st=$(run "$tool" inspect "$ourlib/libopencudart-record.so")
has "the recorder" "$st" 0 "$tmp/out" "runtime: opencudart's recording interposer"
grep -q "static runtime" "$tmp/out" && { echo "FAIL the recorder taken for a static-runtime program"; fails=$((fails + 1)); }
# run and record warn in one line of a static-runtime program (its calls do not reach them), not
# of a dynamic one.
for sub in run record; do
    (cd "$tmp" && "$tool" $sub -- "$dir/va_static") >"$tmp/out" 2>&1
    has "$sub of a static-runtime program" 0 0 "$tmp/out" \
        "opencudart $sub: warning: $dir/va_static carries NVIDIA's static runtime"
    force=; [ $sub = record ] && force=--force
    (cd "$tmp" && LD_LIBRARY_PATH="$(dirname "$nvidia")" "$tool" $sub $force -- "$dir/va_multi") >"$tmp/out" 2>&1
    grep -q "warning\|unknown option" "$tmp/out" && { echo "FAIL $sub warns of a dynamic program"; fails=$((fails + 1)); }
    grep -q "cudaErrorInsufficientDriver" "$tmp/out" ||
        { echo "FAIL $sub did not run the dynamic program"; sed 's/^/    | /' "$tmp/out"; fails=$((fails + 1)); }
done

echo "tool_inspect: $fails failure(s)"
[ $fails = 0 ]
