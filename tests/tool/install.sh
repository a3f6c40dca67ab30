#!/usr/bin/env bash
# The installed layout and the three ways of use, without a GPU. Each program is checked for the
# libcudart.so.13 it loads (LD_DEBUG=libs: the loader's "calling init" line); without a driver
# the program's first call fails, which does not matter here.
#   install.sh BUILD_DIR TESTS_TOOL_SRC_DIR TESTS_TOOL_BUILD_DIR NVCC PROGRAM_WITHOUT_RPATH
set -u
build=$1 src=$2 tdir=$3 nvcc=$4 plain=$5
fails=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset LD_PRELOAD LD_LIBRARY_PATH OPENCUDART_TRACE
P=$tmp/prefix
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1"; fails=$((fails + 1)); }
# loaded NAME WANT CMD...: the library whose initialiser the loader ran is WANT.
loaded() {
    local name=$1 want=$2
    shift 2
    LD_DEBUG=libs "$@" >"$tmp/out" 2>&1
    local got
    got=$(grep -o 'calling init: [^ ]*libcudart\.so\.13' "$tmp/out" | head -1 | sed 's/calling init: //')
    if [ "$(realpath -m "$got")" = "$(realpath -m "$want")" ]; then
        pass "$name loads $want"
    else
        fail "$name loads '${got:-nothing}', expected $want"
        grep -v 'LD_DEBUG\|^ *[0-9]*:\s*$' "$tmp/out" | grep -i 'cudart\|error' | head -5 | sed 's/^/    | /'
    fi
}

if cmake --install "$build" --prefix "$P" >"$tmp/install.log" 2>&1; then
    pass "cmake --install"
else
    fail "cmake --install"
    cat "$tmp/install.log"
    exit 1
fi
for f in lib/libcudart.so.13 lib/libcudart.so lib/libopencudart-record.so lib/pkgconfig/opencudart.pc \
    lib/pkgconfig/cudart-13.0.pc lib/cmake/opencudart/opencudartConfig.cmake \
    lib/cmake/opencudart/opencudartConfigVersion.cmake lib/cmake/opencudart/opencudartTargets.cmake \
    bin/opencudart share/doc/opencudart/README.md share/doc/opencudart/LICENSE; do
    if [ -e "$P/$f" ]; then pass "installed $f"; else fail "not installed: $f"; fi
done
[ "$(readlink "$P/lib/libcudart.so")" = libcudart.so.13 ] && pass "libcudart.so -> libcudart.so.13" ||
    fail "libcudart.so is not a link to libcudart.so.13"
readelf -d "$P/lib/libcudart.so.13" | grep -q 'SONAME.*libcudart.so.13' && pass "soname" || fail "soname"

# runpath_is PROGRAM DIR: the program's DT_RUNPATH (not a DT_RPATH) is DIR, however written.
runpath_is() {
    local rp
    rp=$(readelf -d "$1" | sed -n 's/.*(RUNPATH).*\[\(.*\)\]/\1/p')
    [ -n "$rp" ] && [ "$(realpath -m "$rp")" = "$(realpath -m "$2")" ] && ! readelf -d "$1" | grep -q '(RPATH)'
}

# pkg-config: a run path (DT_RUNPATH) on the prefix's lib; a relocatable file (${pcfiledir}).
export PKG_CONFIG_PATH=$P/lib/pkgconfig
flags=$(pkg-config --cflags --libs opencudart) || fail "pkg-config opencudart"
echo "    pkg-config --cflags --libs opencudart: $flags"
grep -q '^prefix=${pcfiledir}/' "$P/lib/pkgconfig/opencudart.pc" && pass "opencudart.pc is relocatable" ||
    fail "opencudart.pc: prefix not from \${pcfiledir}"
if cc "$src/consumer/consumer.c" $flags -o "$tmp/pc_consumer" 2>"$tmp/cc.log"; then
    pass "pkg-config consumer builds"
    runpath_is "$tmp/pc_consumer" "$P/lib" && pass "pkg-config consumer: DT_RUNPATH $P/lib" ||
        fail "pkg-config consumer: no DT_RUNPATH on $P/lib: $(readelf -d "$tmp/pc_consumer" | grep -i path)"
    loaded "pkg-config consumer" "$P/lib/libcudart.so.13" "$tmp/pc_consumer"
else
    fail "pkg-config consumer builds"
    cat "$tmp/cc.log"
fi
# nvcc takes the .pc's flags as they are (it rejects -Wl,): the program gets the run path.
if "$nvcc" -cudart shared -arch=sm_90 $flags "$src/../../samples/vector_add.cu" \
    -o "$tmp/nvcc_pc" >"$tmp/nvcc.log" 2>&1; then
    pass "nvcc links with the .pc's flags"
    runpath_is "$tmp/nvcc_pc" "$P/lib" && pass "nvcc .pc program: DT_RUNPATH $P/lib" ||
        fail "nvcc .pc program: no DT_RUNPATH on $P/lib"
    loaded "nvcc .pc program" "$P/lib/libcudart.so.13" "$tmp/nvcc_pc"
else
    fail "nvcc links with the .pc's flags: $flags"
    cat "$tmp/nvcc.log"
fi
# cudart-13.0.pc, the name NVIDIA's packages install: a consumer of it loads ours.
grep -qx 'Name: cudart' "$P/lib/pkgconfig/cudart-13.0.pc" && grep -qx 'Version: 13.0' "$P/lib/pkgconfig/cudart-13.0.pc" &&
    pass "cudart-13.0.pc: Name cudart, Version 13.0" || fail "cudart-13.0.pc's Name or Version"
if cc "$src/consumer/consumer.c" $(pkg-config --cflags --libs cudart-13.0) -o "$tmp/pc13_consumer" 2>"$tmp/cc.log"; then
    loaded "cudart-13.0.pc consumer" "$P/lib/libcudart.so.13" "$tmp/pc13_consumer"
else
    fail "cudart-13.0.pc consumer builds"
    cat "$tmp/cc.log"
fi

# The CMake package, and CMake's own CUDA::cudart pointed at ours.
if cmake -S "$src/consumer" -B "$tmp/cm" -DCMAKE_PREFIX_PATH="$P" >"$tmp/cm.log" 2>&1 &&
    cmake --build "$tmp/cm" >>"$tmp/cm.log" 2>&1; then
    pass "find_package(opencudart) consumer builds"
    loaded "opencudart::cudart consumer" "$P/lib/libcudart.so.13" "$tmp/cm/consumer"
else
    fail "find_package(opencudart) consumer builds"
    tail -20 "$tmp/cm.log"
fi
# The exported package from a moved prefix: found and loaded from where it is now; and the
# moved .pc.
M=$tmp/moved/prefix
mkdir -p "$tmp/moved" && cp -a "$P" "$M"
if cmake -S "$src/consumer" -B "$tmp/mv" -DCMAKE_PREFIX_PATH="$M" >"$tmp/mv.log" 2>&1 &&
    cmake --build "$tmp/mv" >>"$tmp/mv.log" 2>&1; then
    pass "find_package(opencudart) consumer of a moved prefix builds"
    loaded "opencudart::cudart consumer of a moved prefix" "$M/lib/libcudart.so.13" "$tmp/mv/consumer"
else
    fail "find_package(opencudart) consumer of a moved prefix builds"
    tail -20 "$tmp/mv.log"
fi
if cc "$src/consumer/consumer.c" $(PKG_CONFIG_PATH=$M/lib/pkgconfig pkg-config --cflags --libs opencudart) \
    -o "$tmp/pc_moved" 2>"$tmp/cc.log"; then
    loaded "pkg-config consumer of a moved prefix" "$M/lib/libcudart.so.13" "$tmp/pc_moved"
else
    fail "pkg-config consumer of a moved prefix builds"
    cat "$tmp/cc.log"
fi
if cmake -S "$src/consumer" -B "$tmp/ft" -DUSE_FIND_CUDATOOLKIT=ON \
    -DCUDAToolkit_ROOT="$(dirname "$(dirname "$(realpath "$nvcc")")")" \
    -DCUDA_cudart_LIBRARY="$P/lib/libcudart.so" >"$tmp/ft.log" 2>&1 &&
    cmake --build "$tmp/ft" >>"$tmp/ft.log" 2>&1; then
    pass "FindCUDAToolkit CUDA::cudart consumer builds"
    loaded "CUDA::cudart (CUDA_cudart_LIBRARY) consumer" "$P/lib/libcudart.so.13" "$tmp/ft/consumer"
else
    fail "FindCUDAToolkit CUDA::cudart consumer builds"
    tail -20 "$tmp/ft.log"
fi

# nvcc -cudart shared with ours: -L and a run path.
if "$nvcc" -cudart shared -arch=sm_90 -L"$P/lib" -Xlinker -rpath -Xlinker "$P/lib" \
    "$src/../../samples/vector_add.cu" -o "$tmp/nvcc_rpath" >"$tmp/nvcc.log" 2>&1; then
    loaded "nvcc -cudart shared -L -rpath program" "$P/lib/libcudart.so.13" "$tmp/nvcc_rpath"
else
    fail "nvcc -cudart shared -L -rpath"
    cat "$tmp/nvcc.log"
fi

# An nvcc program with no run path: not ours by itself (the control), then LD_LIBRARY_PATH,
# LD_PRELOAD, opencudart run.
LD_DEBUG=libs "$plain" >"$tmp/out" 2>&1
grep -q "calling init: $P/lib/libcudart.so.13" "$tmp/out" && fail "the program without a run path loads ours by itself" ||
    pass "the program without a run path does not load ours by itself (control)"
loaded "LD_LIBRARY_PATH" "$P/lib/libcudart.so.13" env LD_LIBRARY_PATH="$P/lib" "$plain"
loaded "LD_PRELOAD" "$P/lib/libcudart.so.13" env LD_PRELOAD="$P/lib/libcudart.so.13" "$plain"
loaded "opencudart run" "$P/lib/libcudart.so.13" "$P/bin/opencudart" run -- "$plain"
# run: the variables it sets, ahead of what was there, and the program's exit status.
"$P/bin/opencudart" run --trace=calls --check=all --fault=cuInit:1 -- sh -c \
    'echo "$LD_PRELOAD|$LD_LIBRARY_PATH|$OPENCUDART_TRACE|$OPENCUDART_CHECK|$OPENCUDART_FAULT"; exit 7' \
    >"$tmp/run.out" 2>&1
st=$?
[ $st = 7 ] && pass "run exits with the program's status" || fail "run exited $st, not 7"
grep -qxF "$P/lib/libcudart.so.13|$P/lib|calls|all|cuInit:1" "$tmp/run.out" &&
    pass "run sets LD_PRELOAD, LD_LIBRARY_PATH, OPENCUDART_TRACE, _CHECK, _FAULT" ||
    { fail "run's variables: $(cat "$tmp/run.out")"; }
"$P/bin/opencudart" run --check-exitcode=3 -- sh -c 'echo "$OPENCUDART_CHECK_EXITCODE"' >"$tmp/run.out" 2>/dev/null
grep -qx 3 "$tmp/run.out" && pass "run --check-exitcode sets OPENCUDART_CHECK_EXITCODE" ||
    fail "run --check-exitcode: $(cat "$tmp/run.out")"
LD_PRELOAD=/nonexistent.so LD_LIBRARY_PATH=/old "$P/bin/opencudart" run -- sh -c 'echo "$LD_PRELOAD|$LD_LIBRARY_PATH"' \
    >"$tmp/run.out" 2>/dev/null
grep -qxF "$P/lib/libcudart.so.13:/nonexistent.so|$P/lib:/old" "$tmp/run.out" &&
    pass "run keeps what LD_PRELOAD and LD_LIBRARY_PATH held, after ours" || fail "run: $(cat "$tmp/run.out")"
"$P/bin/opencudart" run -- "$tmp/no_such_program" >/dev/null 2>&1
[ $? = 127 ] && pass "run: a missing program exits 127" || fail "run: a missing program"
"$P/bin/opencudart" run >/dev/null 2>&1
[ $? = 2 ] && pass "run: no program exits 2" || fail "run: no program"
# Without a driver, the program fails as NVIDIA's library would there.
if ! ldconfig -p 2>/dev/null | grep -q 'libcuda\.so\.1 '; then
    "$P/bin/opencudart" run -- "$tmp/pc_consumer" >"$tmp/run.out" 2>&1
    st=$?
    [ $st = 1 ] && grep -q cudaErrorInsufficientDriver "$tmp/run.out" &&
        pass "run without a driver: cudaErrorInsufficientDriver, status 1" || fail "run without a driver: $st $(cat "$tmp/run.out")"
    "$P/bin/opencudart" info >"$tmp/info.out" 2>&1
    st=$?
    [ $st = 1 ] && grep -q "^library: $P/lib/libcudart.so.13$" "$tmp/info.out" &&
        grep -q '^no NVIDIA driver: libcuda.so.1 cannot be loaded' "$tmp/info.out" &&
        pass "info without a driver: one line, exit 1" || fail "info without a driver: $st $(cat "$tmp/info.out")"
else
    echo "(a driver is installed: the no-driver checks of run and info are not made here)"
fi
# inspect of the installed consumers: ours through the run path.
"$P/bin/opencudart" inspect "$tmp/pc_consumer" >"$tmp/insp.out" 2>&1
grep -qF "loads: $P/lib/libcudart.so.13 (DT_RUNPATH), opencudart" "$tmp/insp.out" &&
    pass "inspect: the pkg-config consumer loads ours through DT_RUNPATH" || { fail "inspect pkg-config consumer"; cat "$tmp/insp.out"; }

echo "tool_install: $fails failure(s)"
[ $fails = 0 ]
