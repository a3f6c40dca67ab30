#!/usr/bin/env bash
# tests/gpu/status.py on a sample: the table and headlines it writes from a sample summary.txt
# (tests/gpu/status_sample/) must be the expected ones, --check must then pass on them and fail on
# the unchanged sample, and the repository's own RESULTS.md and README.md must be current.
#   tests/gpu/status_test.sh [python3]
set -eu
PY="${1:-python3}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
S="$HERE/status_sample"
T="$(mktemp -d)"
trap 'rm -rf "$T"' EXIT
cp "$S/RESULTS.md" "$S/README.md" "$T/"
if "$PY" "$HERE/status.py" --check --results "$T/RESULTS.md" --readme "$T/README.md" 2>/dev/null; then
    echo "FAIL: --check passed on headlines that are not the table's"; exit 1
fi
"$PY" "$HERE/status.py" --results "$T/RESULTS.md" --readme "$T/README.md" "$S/summary.txt"
diff -u "$S/RESULTS.expected.md" "$T/RESULTS.md"
diff -u "$S/README.expected.md" "$T/README.md"
"$PY" "$HERE/status.py" --check --results "$T/RESULTS.md" --readme "$T/README.md"
# A summary of the CI's run without a GPU is not a result.
if "$PY" "$HERE/status.py" --results "$T/RESULTS.md" --readme "$T/README.md" \
        <(sed 's/mode=gpu/mode=nogpu/' "$S/summary.txt") 2>/dev/null; then
    echo "FAIL: a mode=nogpu summary was taken as a GPU result"; exit 1
fi
"$PY" "$HERE/status.py" --check --results "$ROOT/tests/gpu/RESULTS.md" --readme "$ROOT/README.md"
echo "status.py: sample and repository tables as expected"
