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
#   FAIL NAME: expected TYPE, got missing (arrc: ERROR MESSAGE)
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

# owners FILE: "LINE<TAB>NAME" for every line of a generated program that
# belongs to a case: its decorator, def and return lines, and its print call.
owners() {
  awk '
    { line[NR] = $0 }
    END {
      for (n = 1; n <= NR; n++) {
        if (match(line[n], /^def [A-Za-z_][A-Za-z0-9_]*\(/)) {
          name = substr(line[n], 5, RLENGTH - 5)
          if (line[n - 1] ~ /^@/) print n - 1 "\t" name
          print n "\t" name
          for (k = n + 1; k <= NR && line[k] ~ /^[ \t]/; k++) print k "\t" name
        } else if (match(line[n], /^print\([A-Za-z_][A-Za-z0-9_]*\(/)) {
          print n "\t" substr(line[n], 7, RLENGTH - 7)
        }
      }
    }' "$1"
}

: >"$tmp/dropped"
if [ -n "${IR_FILE:-}" ]; then
  [ -r "$IR_FILE" ] || { echo "check.sh: IR_FILE $IR_FILE is not readable" >&2; exit 2; }
  ir=$IR_FILE
else
  [ -x "$ARRC" ] || { echo "check.sh: $ARRC is missing (run make, or set ARRC)" >&2; exit 2; }
  # arrc reports errors and prints no IR. So that one case it rejects does
  # not hide all the others, the cases its errors point at are dropped from
  # a copy of the program (and reported with the error) and arrc is run
  # again, up to 20 times.
  ir=$tmp/types.ir
  src=$dir/types.arr
  for round in $(seq 1 21); do
    "$ARRC" --emit=ir "$src" >"$ir" 2>"$tmp/err"
    status=$?
    [ "$status" -eq 0 ] && break
    : >"$ir"
    if [ "$status" -eq 1 ] && [ "$round" -le 20 ]; then
      owners "$src" >"$tmp/owners"
      # LINE<TAB>MESSAGE of each error in $src, then the cases they fall in
      awk -v f="$src:" 'index($0, f) == 1 {
          rest = substr($0, length(f) + 1)
          if (match(rest, /^[0-9]+:[0-9]+: error: /)) {
            split(rest, p, ":")
            print p[1] "\t" substr(rest, RLENGTH + 1)
          }
        }' "$tmp/err" >"$tmp/errlines"
      awk -F '\t' 'NR == FNR { owner[$1] = $2; next }
                   ($1 in owner) { print owner[$1] "\t" $2; next }
                   { print "\t" $2 }' "$tmp/owners" "$tmp/errlines" >"$tmp/new"
      if [ -s "$tmp/new" ] && ! grep -q '^	' "$tmp/new"; then
        cat "$tmp/new" >>"$tmp/dropped"
        awk -F '\t' 'NR == FNR { drop[$1] = 1; next }
                     FNR == 1 { while ((getline l < owners) > 0) { split(l, q, "\t"); if (q[2] in drop) skip[q[1]] = 1 } }
                     !(FNR in skip)' owners="$tmp/owners" "$tmp/new" "$src" >"$tmp/prog$round.arr"
        src=$tmp/prog$round.arr
        continue
      fi
    fi
    {
      echo "check.sh: $ARRC --emit=ir $src exited with status $status:"
      head -30 "$tmp/err" | sed 's/^/  /'
    } >&2
    break
  done
  if [ -s "$tmp/dropped" ]; then
    echo "check.sh: arrc rejected $(cut -f1 "$tmp/dropped" | sort -u | wc -l) case(s); the others were checked without them" >&2
  fi
fi

awk -v cases="$dir/cases.txt" -v ir="$ir" -v expected="$dir/expected.txt" -v dropped="$tmp/dropped" '
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

  # cases arrc rejected: NAME<TAB>its first error message
  while ((getline line < dropped) > 0) {
    t = index(line, "\t")
    name = substr(line, 1, t - 1)
    if (!(name in why)) why[name] = substr(line, t + 1)
  }
  close(dropped)

  ok = 0; failed = 0
  while ((getline line < expected) > 0) {
    line = trim(line)
    if (line == "") continue
    sp = index(line, " ")
    name = substr(line, 1, sp - 1)
    want = trim(substr(line, sp + 1))
    if (!(name in nspec) && (name in why)) {
      printf "FAIL %s: expected %s, got missing (arrc: %s)\n", name, want, why[name]; failed++
    } else if (!(name in nspec)) {
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
