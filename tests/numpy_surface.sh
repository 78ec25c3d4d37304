#!/bin/bash
# The NumPy surface test of issue 15: every name of Numba 0.56's
# "Supported NumPy features" page (tests/surface/numpysupported.txt) is a
# row of the builtin table, ir/builtins.def, unless the list marks it
# missing, and a golden program uses it; a name marked missing that has a
# row fails too, so the list says what arrc lacks. Array attributes are read by a probe program in
# host code and in @njit code.
#
#   bash tests/numpy_surface.sh      check with build/arrc (make check)
set -u
cd "$(dirname "$0")/.."
ARRC=${ARRC:-build/arrc}
list=tests/surface/numpysupported.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The paths the table names: FUNC, VALUE, DTYPE and NAME rows, and aliases.
sed -nE 's/^(FUNC|VALUE|DTYPE|NAME)\([A-Z_0-9]+, "([^"]+)".*/\2/p; s/^ALIAS\("([^"]+)".*/\1/p' \
  ir/builtins.def | sort -u > "$tmp/rows"

# How a golden program writes a use of the row: np.sum or numpy.sum for
# numpy.sum, .sum for array.sum, .random for numpy.random.Generator.random.
use_pattern() { # ROW
  case "$1" in
    array.*) echo "\\.${1#array.}\\b" ;;
    numpy.random.Generator.*) echo "\\.${1##*.}\\(" ;;
    *) local short=${1#numpy.}; echo "(np|numpy)\\.${short//./\\.}\\b" ;;
  esac
}

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
      echo "FAIL $row has no golden program that uses it (tests/golden/*.arr)"
    else
      echo "ok $row"
      have=$((have + 1))
    fi
  elif [ "${mark:-}" = missing ]; then
    missing=$((missing + 1))
  else
    echo "FAIL $kind $row is on Numba's page but ir/builtins.def has no row for it"
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
echo "numpy surface (Numba's supported NumPy features): $have rows, $missing marked missing"
