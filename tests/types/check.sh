#!/usr/bin/env bash
# Checks the types arrc infers against Numba's (tests/types/README.md).
#
#   tests/types/check.sh                      runs $ARRC --emit=ir tests/types/types.arr
#   ARRC=build/asan/arrc tests/types/check.sh
#   IR_FILE=some.ir tests/types/check.sh      reads that IR instead of running arrc
#
# For every line "NAME TYPE" of expected.txt it finds the IR header
#   func NAME(a: TYPE, b: TYPE) -> RETTYPE [KIND] {
# and prints one line:
#   ok NAME
#   FAIL NAME: expected TYPE, got RETTYPE          (got 'missing': no header for NAME)
#   FAIL NAME: expected arguments (a: int32), got (a: int64)
# The argument types are checked too, against cases.txt: a return type
# inferred from the wrong argument types proves nothing. A summary and arrc's
# diagnostics (when it fails) go to standard error.
# Exit status: 0 when every case is ok, 1 when any failed, 2 when the test
# itself cannot run.
set -u
cd "$(dirname "$0")/../.."
ARRC=${ARRC:-build/arrc}
dir=tests/types
for f in "$dir/expected.txt" "$dir/cases.txt" "$dir/types.arr"; do
  [ -r "$f" ] || { echo "check.sh: $f is missing (run $dir/regen.sh)" >&2; exit 2; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -n "${IR_FILE:-}" ]; then
  [ -r "$IR_FILE" ] || { echo "check.sh: IR_FILE $IR_FILE is not readable" >&2; exit 2; }
  ir=$IR_FILE
else
  [ -x "$ARRC" ] || { echo "check.sh: $ARRC is missing (run make, or set ARRC)" >&2; exit 2; }
  ir=$tmp/types.ir
  "$ARRC" --emit=ir "$dir/types.arr" >"$ir" 2>"$tmp/err"
  status=$?
  if [ "$status" -ne 0 ]; then
    {
      echo "check.sh: $ARRC --emit=ir $dir/types.arr exited with status $status:"
      head -30 "$tmp/err" | sed 's/^/  /'
    } >&2
  fi
fi

awk -v cases="$dir/cases.txt" -v ir="$ir" -v expected="$dir/expected.txt" '
function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t\r]+$/, "", s); return s }

# "float64[:, :]" -> "array(float64, 2d, C)", "boolean" -> "bool"
function numba_spelling(t,    elem, dims, n) {
  t = trim(t)
  if (index(t, "[")) {
    elem = trim(substr(t, 1, index(t, "[") - 1))
    dims = substr(t, index(t, "["))
    n = gsub(/:/, ":", dims)
    if (elem == "boolean") elem = "bool"
    return "array(" elem ", " n "d, C)"
  }
  return t == "boolean" ? "bool" : t
}

# "float64[:, :], int32" -> "a: array(float64, 2d, C), b: int32"
function params_of(types,    i, c, depth, cur, out, k) {
  depth = 0; cur = ""; out = ""; k = 0
  types = types ","
  for (i = 1; i <= length(types); i++) {
    c = substr(types, i, 1)
    if (c == "[") depth++
    if (c == "]") depth--
    if (c == "," && depth == 0) {
      if (trim(cur) != "") {
        out = out (k ? ", " : "") substr("abc", k + 1, 1) ": " numba_spelling(cur)
        k++
      }
      cur = ""
    } else cur = cur c
  }
  return out
}

# the last occurrence of needle in s (0 when none)
function last_index(s, needle,    p, q) {
  p = 0
  while ((q = index(substr(s, p + 1), needle)) > 0) p += q
  return p
}

BEGIN {
  # declared parameters, from cases.txt: NAME | TYPES | EXPRESSION...
  while ((getline line < cases) > 0) {
    line = trim(line)
    if (line == "" || substr(line, 1, 1) == "#") continue
    p = index(line, " | "); if (!p) continue
    name = trim(substr(line, 1, p - 1))
    rest = substr(line, p + 3)
    q = index(rest, " | "); if (!q) continue
    want_params[name] = params_of(substr(rest, 1, q - 1))
  }
  close(cases)

  # headers: func NAME(PARAMS) -> RET [KIND] {
  while ((getline line < ir) > 0) {
    sub(/\r$/, "", line)
    if (substr(line, 1, 5) != "func " || substr(line, length(line) - 1) != " {") continue
    open = index(line, "(")
    arrow = last_index(line, ") -> ")
    kind = last_index(line, " [")
    if (!open || !arrow || kind < arrow) continue
    name = substr(line, 6, open - 6)
    params = substr(line, open + 1, arrow - open - 1)
    ret = substr(line, arrow + 5, kind - arrow - 5)
    nspec[name]++
    if (nspec[name] == 1) { got_ret[name] = ret; got_params[name] = params }
    else all_ret[name] = all_ret[name] ", " ret
  }
  close(ir)

  ok = 0; failed = 0
  while ((getline line < expected) > 0) {
    line = trim(line)
    if (line == "") continue
    sp = index(line, " ")
    name = substr(line, 1, sp - 1)
    want = trim(substr(line, sp + 1))
    if (!(name in nspec)) {
      printf "FAIL %s: expected %s, got missing\n", name, want; failed++
    } else if (nspec[name] > 1) {
      printf "FAIL %s: expected %s, got %s%s (%d specializations, expected 1)\n", name, want, got_ret[name], all_ret[name], nspec[name]; failed++
    } else if (got_ret[name] != want) {
      printf "FAIL %s: expected %s, got %s\n", name, want, got_ret[name]; failed++
    } else if ((name in want_params) && got_params[name] != want_params[name]) {
      printf "FAIL %s: expected arguments (%s), got (%s)\n", name, want_params[name], got_params[name]; failed++
    } else {
      printf "ok %s\n", name; ok++
    }
  }
  close(expected)
  printf "check.sh: %d ok, %d failed\n", ok, failed > "/dev/stderr"
  exit failed ? 1 : 0
}'
