#!/usr/bin/env bash
# Programs too large to commit, generated here: arrc has no fixed limits on
# program size, parameters or operands (issue 12), and the limits that remain
# are CPython's or NumPy's and give a diagnostic naming them. Prints "ok NAME"
# or "FAIL NAME" per check; tests/run.sh counts them.
#
# The expected outputs are computed by this script (awk arithmetic), not by
# the oracle, which is too slow for make check. Each generated program was
# run once under the oracle (python3 with Numba 0.56, NumPy 1.24,
# NUMBA_ENABLE_CUDASIM=1) and printed exactly what is expected here; the
# programs refused here are refused by CPython as well.
set -u
ARRC=${ARRC:-build/arrc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# NAME FILE EXPECTED-OUTPUT: compiles FILE and compares what it prints.
runs() {
  local name=$1 file=$2 want=$3
  if ! "$ARRC" "$file" -o "$tmp/prog" 2>"$tmp/err"; then
    echo "FAIL $name (does not compile)"
    head -5 "$tmp/err"
    return
  fi
  local got
  got=$("$tmp/prog" 2>&1)
  if [ "$got" = "$want" ]; then echo "ok $name"; else
    echo "FAIL $name (printed something else)"
    printf 'expected: %s\ngot:      %s\n' "$want" "$got" | cut -c1-200
  fi
}

# NAME FILE TEXT: arrc refuses FILE with status 1 and an error saying TEXT.
refuses() {
  local name=$1 file=$2 text=$3
  "$ARRC" --emit=ir "$file" >/dev/null 2>"$tmp/err"
  local status=$?
  if [ "$status" -eq 1 ] && grep -q ': error: ' "$tmp/err" && grep -qF -- "$text" "$tmp/err"; then
    echo "ok $name"
  else
    echo "FAIL $name (exit $status, expected 1 and '$text')"
    head -5 "$tmp/err" | cut -c1-200
  fi
}

# A program of more than 20,000 lines: 2000 @njit functions of five
# statements, a call of each, and 2000 host statements.
awk 'BEGIN {
  print "from numba import njit"
  for (k = 0; k < 2000; k++) {
    print "@njit"; print "def f" k "(x):"
    print "    y = x + " k; print "    y = y * 2"; print "    y = y - x"; print "    y = y + 1"
    print "    return y % " k + 7; print ""
  }
  print "s = 0"; print "h = 0"
  for (k = 0; k < 2000; k++) { print "s += f" k "(" k ")"; print "h = (h * 31 + " k ") % 1000003" }
  print "print(s, h)"
}' >"$tmp/big.arr"
lines=$(wc -l <"$tmp/big.arr")
if [ "$lines" -ge 20000 ]; then echo "ok a generated program has $lines lines"; else echo "FAIL the big program has only $lines lines"; fi
want=$(awk 'BEGIN { s = 0; h = 0; for (k = 0; k < 2000; k++) { s += (3 * k + 1) % (k + 7); h = (h * 31 + k) % 1000003 } print s, h }')
runs "a 20,000-line program" "$tmp/big.arr" "$want"

# The longest elif chain CPython 3.11 compiles (2996 branches; Numba's own
# typing recurses too deeply for one in @njit code).
awk 'BEGIN {
  print "x = 2995"
  for (i = 0; i < 2996; i++) { print (i ? "elif" : "if") " x == " i ":"; print "    print(" i ")" }
  print "else:"; print "    print(-1)"
}' >"$tmp/elif.arr"
runs "2996 elif branches" "$tmp/elif.arr" "2995"

# Deeper than the parser's stack: an error that names the limit.
awk 'BEGIN { s = "x = 1\nprint("; for (i = 0; i < 12001; i++) s = s "-"; print s "x)" }' >"$tmp/unary.arr"
refuses "12001 unary minus signs fill the parser's stack" "$tmp/unary.arr" "its stack holds 12000 entries"

# 80 array parameters: a kernel (run by the CPU's SIMT runtime without a
# GPU) and a parallel @njit function.
for kind in kernel parallel; do
  awk -v kind="$kind" 'BEGIN {
    print "import numpy as np"; print "from numba import cuda, njit, prange"
    params = "a0"; for (j = 1; j < 80; j++) params = params ", a" j
    if (kind == "kernel") { print "@cuda.jit"; print "def k(" params "):"; print "    i = cuda.grid(1)"; ind = "    " }
    else { print "@njit(parallel=True)"; print "def k(" params "):"; print "    for i in prange(4):"; ind = "        " }
    for (j = 0; j < 80; j++) print ind "a" j "[i] += " j
    for (j = 0; j < 80; j++) print "a" j " = np.zeros(4)"
    print (kind == "kernel" ? "k[1, 4](" : "k(") params ")"
    print "print(a0, a64, a79)"
  }' >"$tmp/$kind.arr"
  runs "$kind: 80 array parameters" "$tmp/$kind.arr" "[0. 0. 0. 0.] [64. 64. 64. 64.] [79. 79. 79. 79.]"
done

# @vectorize with 31 arguments, NumPy's most (32 operands with the result).
awk 'BEGIN {
  print "import numpy as np"; print "from numba import vectorize"
  params = "a0"; body = "a0 * 0"; args = "np.ones(2)"
  for (j = 1; j < 31; j++) { params = params ", a" j; body = body " + a" j " * " j; args = args ", np.ones(2)" }
  print "@vectorize"; print "def v(" params "):"; print "    return " body
  print "print(v(" args "))"
}' >"$tmp/vectorize.arr"
runs "a @vectorize function of 31 arguments" "$tmp/vectorize.arr" "[465. 465.]"
