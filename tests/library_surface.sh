#!/bin/bash
# The library surface tests of issues 15 and 16: every name of a list in
# tests/surface/ is a row of the builtin table, ir/builtins.def, unless the
# list marks it missing, and a golden program uses it; a name marked
# missing that has a row fails too, so each list says what arrc lacks.
# The lists: numpysupported.txt, the names of Numba 0.56's "Supported
# NumPy features" page, and numbaapi.txt, the names of Numba's own API
# (the CUDA kernel and host API, decorators, typed containers, threading).
# Array attributes (kind attr) are read by a probe program in host code and
# in @njit code. (tests/surface.sh is the Python surface test.)
#
#   bash tests/library_surface.sh [LIST...]   check with build/arrc (make
#                                             check); default: both lists
set -u
cd "$(dirname "$0")/.."
ARRC=${ARRC:-build/arrc}
[ $# -gt 0 ] || set -- tests/surface/numpysupported.txt tests/surface/numbaapi.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The paths the table names: FUNC, VALUE, DTYPE and NAME rows, and aliases.
sed -nE 's/^(FUNC|VALUE|DTYPE|NAME)\([A-Z_0-9]+, "([^"]+)".*/\2/p; s/^ALIAS\("([^"]+)".*/\1/p' \
  ir/builtins.def | sort -u > "$tmp/rows"

# How a golden program writes a use of the row: np.sum or numpy.sum for
# numpy.sum, .sum for array.sum, .random for numpy.random.Generator.random,
# cuda.atomic.add for numba.cuda.atomic.add (the functions of
# numba.cuda.random and numba.cuda.libdevice also imported by name alone:
# xoroshiro128p_uniform_float32), types.float64 for
# numba.types.float64, config.X for numba.config.X, the last name alone for
# the rest of numba (prange, List, overload), and .NAME for the methods of
# other receivers (kernel.forall, stream.synchronize).
use_pattern() { # ROW
  local rest
  case "$1" in
    array.*) echo "\\.${1#array.}\\b" ;;
    numpy.random.Generator.*) echo "\\.${1##*.}\\(" ;;
    numpy.*) rest=${1#numpy.}; echo "(np|numpy)\\.${rest//./\\.}\\b" ;;
    numba.cuda.random.* | numba.cuda.libdevice.*)
      rest=${1#numba.cuda.}; echo "(cuda\\.${rest//./\\.}|\\b${1##*.})\\b" ;;
    numba.cuda.*) rest=${1#numba.cuda.}; echo "cuda\\.${rest//./\\.}\\b" ;;
    numba.types.* | numba.config.*) rest=${1#numba.}; echo "${rest//./\\.}\\b" ;;
    numba.*) echo "\\b${1##*.}\\b" ;;
    *) echo "\\.${1##*.}\\b" ;;
  esac
}

for list in "$@"; do
have=0 missing=0 attrs=() missing_attrs=()
while read -r kind row mark; do
  case "$kind" in ''|'#'*) continue ;; esac
  if [ "$kind" = attr ]; then
    if [ "${mark:-}" = missing ]; then
      missing_attrs+=("${row#array.}")
      missing=$((missing + 1))
    else
      attrs+=("${row#array.}")
    fi
    continue
  fi
  if grep -qxF "$row" "$tmp/rows"; then
    if [ "${mark:-}" = missing ]; then
      echo "FAIL $row has a row in ir/builtins.def but $list marks it missing"
    elif ! grep -qE "$(use_pattern "$row")" tests/golden/*.arr; then
      echo "FAIL $row has no golden program that uses it (tests/golden/*.arr; $(use_pattern "$row"))"
    else
      echo "ok $row"
      have=$((have + 1))
    fi
  elif [ "${mark:-}" = missing ]; then
    missing=$((missing + 1))
  else
    echo "FAIL $kind $row is in $list but ir/builtins.def has no row for it"
  fi
done < "$list"

# A probe program reads the attributes AT of a 2-D float array and of a
# complex one, in host code and in an @njit function.
probe() { # FILE AT...
  local file=$1
  shift
  {
  echo 'import numpy as np'
  echo 'from numba import njit'
  echo
  echo
  echo '@njit'
  echo 'def jitted(a, z):'
  for at in "$@"; do echo "    v_$at = a.$at"; echo "    w_$at = z.$at"; done
  echo '    return 0'
  echo
  echo
  echo 'def host(a, z):'
  for at in "$@"; do echo "    v_$at = a.$at"; echo "    w_$at = z.$at"; done
  echo '    return 0'
  echo
  echo
  echo 'a = np.ones((2, 3))'
  echo 'z = np.array([1 + 2j, 3 - 1j])'
  echo 'print(jitted(a, z), host(a, z))'
  } > "$file"
}
[ ${#attrs[@]} -gt 0 ] || [ ${#missing_attrs[@]} -gt 0 ] || {
  echo "$(basename "$list" .txt) surface: $have rows, $missing marked missing"
  continue
}
probe "$tmp/attrs.arr" "${attrs[@]}"
for at in "${missing_attrs[@]}"; do
  probe "$tmp/one.arr" "$at"
  if "$ARRC" --emit=obj "$tmp/one.arr" -o "$tmp/one.o" >/dev/null 2>&1; then
    echo "FAIL array.$at compiles but $list marks it missing"
  fi
done
if out=$("$ARRC" --emit=obj "$tmp/attrs.arr" -o "$tmp/attrs.o" 2>&1); then
  echo "ok array attributes ${attrs[*]}"
else
  echo "FAIL array attributes: reading ${attrs[*]} does not compile"
  printf '%s\n' "$out" | grep 'error:' | head -6 | sed 's/^/    /'
fi
echo "$(basename "$list" .txt) surface: $have rows, $missing marked missing"
done
