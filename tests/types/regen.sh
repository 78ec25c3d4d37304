#!/usr/bin/env bash
# Regenerates the test data of tests/types from cases.txt and rejected.txt:
#   types.arr     (gen_program.py)  the program, one @njit function per case
#   expected.txt  (gen_expected.py) Numba's return type of each case
#   rejected.txt  (gen_expected.py) Numba's error for each case it rejects
# Needs the Numba-enabled interpreter (PYTHON, default /usr/bin/python3; the
# python3 first on PATH may lack Numba). Deterministic: running it twice
# changes nothing.
set -euo pipefail
cd "$(dirname "$0")"
PYTHON=${PYTHON:-/usr/bin/python3}
"$PYTHON" -c 'import numba' 2>/dev/null || { echo "regen.sh: $PYTHON has no numba (set PYTHON)" >&2; exit 2; }
"$PYTHON" gen_program.py
"$PYTHON" gen_expected.py
