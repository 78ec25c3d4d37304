#!/bin/bash
# The surface test of issue 14: every name of the builtins, math and str
# sections of Numba 0.56's "Supported Python features" page
# (tests/surface/pysupported.txt) compiles in host code and in an @njit
# function. Each name is its own program, so a failure names the name.
#
#   bash tests/surface.sh            check with build/arrc (make check)
#   bash tests/surface.sh --oracle   check the list itself: each program
#                                    runs under Python with Numba
set -u
cd "$(dirname "$0")/.."
ARRC=${ARRC:-build/arrc}
oracle=false
[ "${1:-}" = --oracle ] && oracle=true
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass=0 fail=0
while read -r section name expr; do
  case "$section" in ''|'#'*) continue ;; esac
  prog=$tmp/probe.arr
  cat > "$prog" <<PROG
import math
from numba import njit


@njit
def jitted(x, n, s, xs):
    $expr
    return 0


def host(x, n, s, xs):
    $expr
    return 0


jitted(0.5, 7, "Hello world", [3, 1, 2])
host(0.5, 7, "Hello world", [3, 1, 2])
PROG
  if $oracle; then
    out=$(cd "$tmp" && /usr/bin/python3 -W ignore probe.arr 2>&1 >/dev/null)
  else
    out=$("$ARRC" --emit=obj "$prog" -o "$tmp/probe.o" 2>&1)
  fi
  if [ $? -eq 0 ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $section: $name ($expr)"
    printf '%s\n' "$out" | head -4 | sed 's/^/    /'
  fi
done < tests/surface/pysupported.txt
echo "surface (Numba's supported Python features): $pass compile, $fail fail"
[ $fail -eq 0 ]
