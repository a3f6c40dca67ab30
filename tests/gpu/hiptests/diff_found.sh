#!/usr/bin/env bash
# The hip-tests differences found so far, each located by `opencudart diff` at its first differing
# call (issue 15): the case under NVIDIA's runtime and under the runtime of the commit before its
# fix (tests/gpu/hiptests/old_runtime.sh builds it), then under this build's runtime, which must be equal.
#
#   tests/gpu/hiptests/diff_found.sh SUITE BUILD OLD_ROOT OUT
#
# SUITE: the suite's bundle (hiptests.tar.xz; unpacked into $HT_UNPACK or OUT/suite). BUILD: this
# build (bin/opencudart, lib/). OLD_ROOT: a folder with <commit>/lib/libcudart.so.13 for each
# commit named below. Prints one line per case and run; exit 0 when every old run is DIFFERENT
# with its first divergence at the expected call and every current run is EQUAL.
set -u
[ $# -eq 4 ] || { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
suite=$(cd "$1" && pwd) build=$(cd "$2" && pwd) old=$(cd "$3" && pwd) out=$4
mkdir -p "$out" || exit 2
unpack=${HT_UNPACK:-$out/suite}
if [ ! -f "$unpack/hiptests/manifest.json" ]; then
    mkdir -p "$unpack" && tar xJf "$suite/hiptests.tar.xz" -C "$unpack" || exit 2
fi
# binary | case | the commit before the fix | the call the first divergence names ("" for any)
cases="DeviceTest|Unit_hipGetDeviceFlags_Positive_Context|e855bec~1|cudaGetDeviceFlags
GraphsTest2|Unit_hipGraphMemcpyNodeSetParams_Negative_Parameters|e855bec~1|cudaGraphMemcpyNodeSetParams
GraphsTest2|Unit_hipGraphDebugDotPrint_Functional|8e0a3db~1|"
fails=0
while IFS='|' read -r bin name commit call; do
    path=$(python3 -c 'import json, sys; m = json.load(open(sys.argv[1]))
print([b["path"] for b in m["binaries"] if b["name"] == sys.argv[2]][0])' \
        "$unpack/hiptests/manifest.json" "$bin") || { echo "no binary $bin"; fails=$((fails + 1)); continue; }
    exe=$unpack/hiptests/$path
    tag=$(echo "$name" | tr -c 'A-Za-z0-9_\n' _)
    for which in old current; do
        if [ $which = old ]; then lib=$old/$commit/lib/libcudart.so.13; else lib=$build/lib/libcudart.so.13; fi
        rep=$out/$tag.$which.txt
        (cd "$(dirname "$exe")" && "$build/bin/opencudart" diff --context 3 --keep "$out/$tag.$which.rec" \
            --ours "$lib" -- "$exe" "$name" >"$rep" 2>"$out/$tag.$which.err")
        rc=$?
        first=$(grep -A12 '^first divergence' "$rep" | grep -m1 '^    >' | sed 's/^    > [0-9]*  //' | cut -c1-160)
        if [ $which = old ]; then
            ok=$([ $rc = 1 ] && { [ -z "$call" ] || [ "${first%% *}" = "$call" ]; } && echo yes || echo no)
        else
            ok=$([ $rc = 0 ] && echo yes || echo no)
        fi
        [ $ok = yes ] || fails=$((fails + 1))
        printf '%-4s %-7s %s :: %s (exit %s) %s\n' "$([ $ok = yes ] && echo PASS || echo FAIL)" \
            $which "$bin" "$name" $rc "${first:+first divergence: $first}"
    done
done <<<"$cases"
echo "diff_found: $fails failure(s) (reports in $out)"
[ $fails = 0 ]
