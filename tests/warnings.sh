#!/usr/bin/env bash
# Warning tests (docs/warnings.md). Prints "ok NAME" or "FAIL NAME" (details
# indented below it) per check; tests/run.sh counts them.
#
# 1. Each tests/warnings/NAME.arr is compiled with the options of its
#    "# FLAGS: ..." line; its "# WARNING L:C: text [-Wname]" comments give
#    every warning expected: the compile prints exactly those (at L:C, the
#    message containing text, ending in [-Wname]) and exits 0. With the
#    default options it prints nothing (only -Wall warnings are tested
#    there). "# PARALLEL-LOOPS: N": the LLVM IR has N loops outlined for the
#    thread pool, so -Wprange-serial and the parallel lowering agree.
# 2. The options: -Werror (status 1, no output file), -Werror=NAME,
#    -Wno-error=NAME, -w, -Wno-NAME, their order, unknown -W names,
#    --help=warnings.
# Environment: ARRC (default build/arrc).
set -u
cd "$(dirname "$0")/.."
ARRC=${ARRC:-build/arrc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok()  { printf 'ok %s\n' "$1"; }
bad() { printf 'FAIL %s\n' "$1"; [ $# -gt 1 ] && printf '%s\n' "$2" | sed 's/^/     /'; }

# --- 1. expected warnings ---------------------------------------------------
for f in tests/warnings/*.arr; do
  [ -e "$f" ] || continue
  read -r -a flags <<<"$(sed -n 's/^# FLAGS: //p' "$f")"
  "$ARRC" --emit=ir "${flags[@]}" "$f" -o "$tmp/out.ir" 2>"$tmp/err"
  status=$?
  problems=""
  [ "$status" -eq 0 ] || problems+="exit status $status, expected 0"$'\n'
  want=$(sed -n 's/^.*# WARNING \([0-9]*:[0-9]*\): \(.*\) \[\(-W[a-z0-9-]*\)\]$/\1\t\2\t\3/p' "$f")
  nwant=$(printf '%s' "$want" | grep -c . || true)
  ngot=$(grep -c ': warning: ' "$tmp/err" || true)
  [ "$nwant" -gt 0 ] || problems+="no '# WARNING L:C: message [-Wname]' expectations in the file"$'\n'
  [ "$ngot" -eq "$nwant" ] || problems+="$ngot warnings reported, $nwant expected"$'\n'
  while IFS=$'\t' read -r pos msg opt; do
    [ -n "$pos" ] || continue
    grep -F -- "$f:$pos: warning: " "$tmp/err" | grep -F -- "$msg" | grep -qF -- "[$opt]" ||
      problems+="missing: $f:$pos: warning: ...$msg... [$opt]"$'\n'
  done <<<"$want"
  if [ -n "$problems" ]; then bad "warnings $f" "$problems$(head -30 "$tmp/err")"; else ok "warnings $f"; fi

  "$ARRC" --emit=ir "$f" -o "$tmp/out.ir" 2>"$tmp/err"
  if [ $? -eq 0 ] && [ ! -s "$tmp/err" ]; then ok "default options quiet $f"
  else bad "default options quiet $f" "$(head -10 "$tmp/err")"; fi

  loops=$(sed -n 's/^# PARALLEL-LOOPS: //p' "$f")
  if [ -n "$loops" ]; then
    "$ARRC" --emit=llvm -O0 "$f" -o "$tmp/out.ll" 2>"$tmp/err"
    n=$(grep -c '^define.*\.prange' "$tmp/out.ll" || true)
    if [ "$n" = "$loops" ]; then ok "parallel loops $f"
    else bad "parallel loops $f" "$n loops outlined for the thread pool, $loops expected"; fi
  fi
done

# --- 2. the options -----------------------------------------------------------
prog=tests/warnings/unreachable.arr   # -Wall warnings, none by default
expect() { # NAME WANT-STATUS WANT-GREP-PATTERN (or "") ARRC-ARGS...
  local name=$1 want=$2 pat=$3
  shift 3
  "$ARRC" "$@" >"$tmp/stdout" 2>"$tmp/err"
  local status=$?
  if [ "$status" -ne "$want" ]; then
    bad "$name" "exit status $status, expected $want"$'\n'"$(head -10 "$tmp/err")"
  elif [ -n "$pat" ] && ! grep -qE -- "$pat" "$tmp/err" "$tmp/stdout"; then
    bad "$name" "no line matching: $pat"$'\n'"$(head -10 "$tmp/err")"
  else
    ok "$name"
  fi
}
count() { grep -c "$1" "$tmp/err" || true; }

expect "-Wall warns, status 0" 0 "warning: code will never be executed: it follows 'return' \[-Wunreachable-code\]" \
  -Wall "$prog" -o "$tmp/prog"
[ -x "$tmp/prog" ] && ok "-Wall writes the output" || bad "-Wall writes the output" "no $tmp/prog"
grep -q '^   17 |     print(n)' "$tmp/err" && grep -q '^      |     \^~~~~~~~' "$tmp/err" &&
  ok "warning shows the source line and caret" || bad "warning shows the source line and caret" "$(head -6 "$tmp/err")"

rm -f "$tmp/prog"
expect "-Werror: status 1" 1 "error: code will never be executed: it follows 'return' \[-Werror=unreachable-code\]" \
  -Wall -Werror "$prog" -o "$tmp/prog"
[ -e "$tmp/prog" ] && bad "-Werror writes no output file" "$tmp/prog exists" || ok "-Werror writes no output file"
[ "$(count ': warning: ')" -eq 0 ] && ok "-Werror: no warning left" || bad "-Werror: no warning left" "$(head "$tmp/err")"

rm -f "$tmp/prog"
expect "-Werror=NAME on the typed IR's warnings: status 1" 1 "error: host array passed to kernel 'add_one' .*\[-Werror=host-array-to-kernel\]" \
  -Werror=host-array-to-kernel tests/warnings/host_array.arr -o "$tmp/prog"
[ -e "$tmp/prog" ] && bad "-Werror=NAME writes no output file" "$tmp/prog exists" || ok "-Werror=NAME writes no output file"
expect "-Werror=NAME makes one warning an error" 1 "error: .*\[-Werror=unreachable-code\]" \
  -Werror=unreachable-code --emit=ir "$prog" -o /dev/null
expect "-Wno-error=NAME keeps it a warning" 0 "warning: .*\[-Wunreachable-code\]" \
  -Wall -Werror -Wno-error=unreachable-code --emit=ir "$prog" -o /dev/null
expect "-Werror without warnings: status 0" 0 "" -Werror --emit=ir "$prog" -o /dev/null

expect "-w silences warnings" 0 "" -Wall -w --emit=ir "$prog" -o /dev/null
[ -s "$tmp/err" ] && bad "-w prints nothing" "$(head "$tmp/err")" || ok "-w prints nothing"
expect "-w silences warnings made errors" 0 "" -w -Werror=unreachable-code --emit=ir "$prog" -o /dev/null

expect "-Wno-NAME after -Wall" 0 "" -Wall -Wno-unreachable-code --emit=ir "$prog" -o /dev/null
[ -s "$tmp/err" ] && bad "-Wno-NAME after -Wall prints nothing" "$(head "$tmp/err")" || ok "-Wno-NAME after -Wall prints nothing"
expect "-Wno-NAME before -Wall wins too" 0 "" -Wno-unreachable-code -Wall --emit=ir "$prog" -o /dev/null
[ -s "$tmp/err" ] && bad "-Wno-NAME before -Wall prints nothing" "$(head "$tmp/err")" || ok "-Wno-NAME before -Wall prints nothing"
expect "-WNAME alone" 0 "\[-Wunreachable-code\]" -Wunreachable-code --emit=ir "$prog" -o /dev/null
expect "-Wextra includes unused-parameter" 0 "\[-Wunused-parameter\]" -Wextra --emit=ir tests/warnings/unused.arr -o /dev/null
expect "-Wall leaves unused-parameter off" 0 "" -Wall -Wno-unused-variable -Wno-host-array-to-kernel \
  --emit=ir tests/warnings/unused.arr -o /dev/null
[ "$(count 'unused-parameter')" -eq 0 ] && ok "-Wall: no unused-parameter" || bad "-Wall: no unused-parameter" "$(head "$tmp/err")"

expect "unknown -W name: a warning with a suggestion" 0 \
  "^arrc: warning: unknown warning option '-Wunused-varable'; did you mean '-Wunused-variable'\? \[-Wunknown-warning-option\]$" \
  -Wunused-varable --emit=ir "$prog" -o /dev/null
expect "unknown -Wno-NAME keeps its prefix in the suggestion" 0 "did you mean '-Wno-shadow-builtin'\?" \
  -Wno-shadow-bultin --emit=ir "$prog" -o /dev/null
expect "unknown -W name far from any: no suggestion" 0 "^arrc: warning: unknown warning option '-Wfoo' \[-Wunknown-warning-option\]$" \
  -Wfoo --emit=ir "$prog" -o /dev/null
expect "unknown -W name under -Werror: status 1" 1 "^arrc: error: unknown warning option '-Wfoo' \[-Werror=unknown-warning-option\]$" \
  -Werror -Wfoo --emit=ir "$prog" -o /dev/null
expect "-Wno-unknown-warning-option" 0 "" -Wno-unknown-warning-option -Wfoo --emit=ir "$prog" -o /dev/null
[ -s "$tmp/err" ] && bad "-Wno-unknown-warning-option prints nothing" "$(head "$tmp/err")" || ok "-Wno-unknown-warning-option prints nothing"

expect "-Wl,... is not a warning option" 2 "^arrc: error: unrecognized command-line option '-Wl,-rpath'" -Wl,-rpath "$prog"
expect "--help=warnings" 0 "" --help=warnings
missing=""
while IFS= read -r name; do
  grep -q -- "^  -W$name " "$tmp/stdout" || missing+="$name "
done < <(sed -n 's/^WARNING([A-Z0-9_]*, "\([a-z0-9-]*\)".*/\1/p' src/warnings.def)
[ -z "$missing" ] && ok "--help=warnings lists every category" || bad "--help=warnings lists every category" "missing: $missing"
