#!/usr/bin/env bash
# Golden tests (DESIGN.md §8): for each tests/golden/NAME.arr, compile it with
# arrc, run it, and compare with what the oracle (python3 + Numba, see
# tests/oracle.sh) printed:
#   NAME.out     expected standard output, byte for byte (always present)
#   NAME.status  expected exit status (absent: 0)
#   NAME.err     the run-time error the program ends with, as Python's last
#                traceback line ("ZeroDivisionError: division by zero"); the
#                program's stderr must then have a line
#                ".../NAME.arr:LINE:COL: runtime error: " followed by it (§9.2)
#   NAME.args    command-line arguments (white-space separated, no quoting)
#   NAME.flags   extra arrc options (e.g. --boundscheck)
# A compile that succeeds must print nothing: a warning or an optimizer remark
# about a correct program is a bug too.
# The expected files come from `tests/oracle.sh regen`, never from arrc.
#
# Usage: tests/run-golden.sh [NAME...]      (all programs when none is named)
# Environment: ARRC (default build/arrc), JOBS (parallel jobs, default: the
# number of cores), GOLDEN_TIMEOUT (seconds per run, default 30),
# KEEP=1 (keep the temporary directory and print its path).
#   NAME.skip    why the program cannot run yet (first line): it is skipped,
#                visibly, until the feature it needs exists
#   NAME.cpuonly why the output holds only on the CPU path (first line):
#                skipped, visibly, when ARRC_DEVICE=gpu (tests/gpu/run.sh)
# Prints "ok NAME", "SKIP NAME: why" or "FAIL NAME" (details indented below
# it) per program and ends with "golden: N passed, N failed, N skipped"; exit
# status 1 when any failed.
# It may also be sourced: it then runs in a subshell and sets golden_status.

golden_main() {
  set -u
  local here root
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  root=$(dirname "$here")
  cd "$root" || return 2
  ARRC=${ARRC:-build/arrc}
  case "$ARRC" in */*) ARRC=$(cd "$(dirname "$ARRC")" && pwd)/$(basename "$ARRC") ;; esac
  if [ ! -x "$ARRC" ]; then
    echo "FAIL golden: the compiler $ARRC is missing (run make)"
    echo "golden: 0 passed, 1 failed"
    return 1
  fi
  GOLDEN_TMP=$(mktemp -d "${TMPDIR:-/tmp}/arrc-golden.XXXXXX")
  if [ "${KEEP:-0}" = 1 ]; then echo "(keeping $GOLDEN_TMP)" >&2; else trap 'rm -rf "$GOLDEN_TMP"' EXIT; fi
  export ARRC GOLDEN_TMP GOLDEN_TIMEOUT

  local names=() f
  if [ $# -gt 0 ]; then
    names=("$@")
  else
    for f in tests/golden/*.arr; do
      [ -e "$f" ] || continue
      f=${f##*/}
      names+=("${f%.arr}")
    done
  fi
  if [ ${#names[@]} -eq 0 ]; then
    echo "golden: 0 passed, 0 failed"
    return 0
  fi

  export -f golden_one
  printf '%s\0' "${names[@]}" |
    xargs -0 -n 1 -P "${JOBS:-$(nproc)}" bash -c 'golden_one "$1"' _

  local pass=0 fail=0 skip=0 name
  for name in "${names[@]}"; do
    if [ -f "$GOLDEN_TMP/$name.report" ]; then
      cat "$GOLDEN_TMP/$name.report"
    else
      echo "FAIL $name"
      echo "     no result (the test job died)"
    fi
    if grep -q '^ok ' "$GOLDEN_TMP/$name.report" 2>/dev/null; then
      pass=$((pass + 1))
    elif grep -q '^SKIP ' "$GOLDEN_TMP/$name.report" 2>/dev/null; then
      skip=$((skip + 1))
    else
      fail=$((fail + 1))
    fi
  done
  echo "golden: $pass passed, $fail failed, $skip skipped"
  [ "$fail" -eq 0 ]
}

# golden_one NAME: compiles and runs one program; writes $GOLDEN_TMP/NAME.report.
golden_one() {
  local name=$1
  local src=tests/golden/$name.arr base=tests/golden/$name
  local d=$GOLDEN_TMP/$name rep=$GOLDEN_TMP/$name.report
  local problems="" flags=() args=()
  mkdir -p "$d/run"
  report() {
    if [ -z "$problems" ]; then echo "ok $name" >"$rep"; else
      { echo "FAIL $name"; printf '%s' "$problems" | sed 's/^/     /'; } >"$rep"
    fi
  }
  if [ ! -f "$src" ]; then problems="no such program: $src"$'\n'; report; return; fi
  # NAME.skip holds the reason a program cannot run yet (a feature of a
  # later issue); the runner says so instead of running it.
  if [ -f "$base.skip" ]; then echo "SKIP $name: $(head -n 1 "$base.skip")" >"$rep"; return; fi
  if [ -f "$base.cpuonly" ] && [ "${ARRC_DEVICE:-}" = gpu ]; then
    echo "SKIP $name: on a GPU: $(head -n 1 "$base.cpuonly")" >"$rep"
    return
  fi
  if [ ! -f "$base.out" ]; then problems="no $base.out: run tests/oracle.sh regen $name"$'\n'; report; return; fi
  set -f
  # shellcheck disable=SC2207
  [ -f "$base.flags" ] && flags=($(cat "$base.flags"))
  # shellcheck disable=SC2207
  [ -f "$base.args" ] && args=($(cat "$base.args"))
  set +f

  timeout -k 5 120 "$ARRC" "${flags[@]}" "$src" -o "$d/prog" >"$d/compile.out" 2>"$d/compile.err"
  local crc=$?
  if [ "$crc" -ne 0 ] || [ ! -x "$d/prog" ]; then
    problems="arrc${flags[*]:+ ${flags[*]}} $src failed (exit $crc):"$'\n'"$(head -n 20 "$d/compile.err")"$'\n'
    report
    return
  fi
  if [ -s "$d/compile.err" ]; then
    problems+="arrc printed on stderr while compiling:"$'\n'"$(head -n 10 "$d/compile.err")"$'\n'
  fi

  { (cd "$d/run" && exec timeout -k 5 "${GOLDEN_TIMEOUT:-30}" "$d/prog" "${args[@]}" </dev/null >"$d/stdout" 2>"$d/stderr"); } 2>/dev/null
  local rc=$? want=0
  [ -f "$base.status" ] && want=$(tr -d '[:space:]' <"$base.status")

  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    problems+="timed out after ${GOLDEN_TIMEOUT:-30} s (exit $rc)"$'\n'
  elif [ "$rc" -gt 128 ]; then
    problems+="killed by signal $((rc - 128)) (exit $rc)"$'\n'
  elif [ "$rc" != "$want" ]; then
    problems+="exit status $rc, expected $want"$'\n'
  fi
  if ! cmp -s "$base.out" "$d/stdout"; then
    problems+="stdout differs from $name.out:"$'\n'
    problems+="$(diff -u --label expected --label got "$base.out" "$d/stdout" | head -n 40)"$'\n'
  fi
  if [ -f "$base.err" ]; then
    local want_err line found=0
    want_err=$(head -n 1 "$base.err")
    while IFS= read -r line; do
      if [[ $line =~ (^|/)$name\.arr:[0-9]+:[0-9]+:\ runtime\ error:\ (.*)$ ]] &&
        [[ ${BASH_REMATCH[2]} == "$want_err"* ]]; then
        found=1
        break
      fi
    done <"$d/stderr"
    if [ "$found" -eq 0 ]; then
      problems+="stderr lacks \"$name.arr:LINE:COL: runtime error: $want_err\"; it was:"$'\n'
      problems+="$(head -n 5 "$d/stderr")"$'\n'
    fi
  fi
  if [ -n "$problems" ] && [ -s "$d/stderr" ] && [ ! -f "$base.err" ]; then
    problems+="stderr: $(head -n 5 "$d/stderr")"$'\n'
  fi
  report
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  (golden_main "$@")
  # shellcheck disable=SC2034  # for the script that sourced this one
  golden_status=$?
else
  golden_main "$@"
fi
