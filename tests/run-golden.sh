#!/usr/bin/env bash
# Golden tests (DESIGN.md §8), run by `arrc test` (docs/testing.md): for each
# tests/golden/NAME.arr, compile it with arrc, run it, and compare with what
# the oracle (python3 + Numba, see tests/oracle.sh) printed:
#   NAME.out     expected standard output, byte for byte (always present)
#   NAME.status  expected exit status (absent: 0)
#   NAME.err     the run-time error the program ends with, as Python's last
#                traceback line ("ZeroDivisionError: division by zero"); the
#                program's stderr must then have a line
#                ".../NAME.arr:LINE:COL: runtime error: " followed by it (§9.2)
#   NAME.args    command-line arguments (white-space separated, no quoting)
#   NAME.flags   extra arrc options (e.g. --boundscheck)
#   NAME.skip    why the program cannot run yet (first line): it is skipped,
#                visibly, until the feature it needs exists
#   NAME.cpuonly why the output holds only on the CPU path (first line):
#                skipped, visibly, when ARRC_DEVICE=gpu (tests/gpu/run.sh)
# A compile that succeeds must print nothing: a warning or an optimizer remark
# about a correct program is a bug too (arrc test --strict, which also fails
# a program without its .out).
# The expected files come from `tests/oracle.sh regen`, never from arrc.
#
# Usage: tests/run-golden.sh [NAME...]      (all programs when none is named)
# Environment: ARRC (default build/arrc), JOBS (parallel jobs, default: the
# number of cores), GOLDEN_TIMEOUT (seconds per run, default 30),
# GOLDEN_CACHE (arrc test's cache of compiled programs, default test-cache
# beside ARRC; none: no cache), KEEP=1 (keep the temporary folder and print
# its path).
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
  local programs=(tests/golden) name
  if [ $# -gt 0 ]; then
    programs=()
    for name in "$@"; do programs+=("tests/golden/$name.arr"); done
  fi
  local options=(--strict -j "${JOBS:-$(nproc)}" --timeout "${GOLDEN_TIMEOUT:-30}"
    --cache "${GOLDEN_CACHE:-$(dirname "$ARRC")/test-cache}")
  [ "${KEEP:-0}" = 1 ] && options+=(--keep)
  # arrc test names programs by their paths; these lines name them NAME.
  "$ARRC" test "${options[@]}" -- "${programs[@]}" |
    sed -E 's#^(ok|FAIL|SKIP) tests/golden/([^ :]*)\.arr#\1 \2#; s/^([0-9]+ passed, [0-9]+ failed, [0-9]+ skipped)$/golden: \1/'
  return "${PIPESTATUS[0]}"
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  (golden_main "$@")
  # shellcheck disable=SC2034  # for the script that sourced this one
  golden_status=$?
else
  golden_main "$@"
fi
