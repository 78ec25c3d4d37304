#!/usr/bin/env bash
# Runs every golden program compiled by arrc under valgrind (memcheck) and
# reports memory errors and leaks: LANGUAGE.md §3.2 says programs never leak.
#
# Usage: tests/valgrind.sh ARRC [NAME...]     (all of tests/golden when none is named)
#
# Each program is compiled with ARRC (plus NAME.flags and $ARRC_FLAGS, e.g.
# ARRC_FLAGS=-g for line numbers in valgrind's stacks), then run with its
# NAME.args in a temporary directory under
#   valgrind --leak-check=full --error-exitcode=1 --errors-for-leak-kinds=definite,indirect
# The verdict comes from valgrind's log, not from the exit status: programs
# that end with a run-time error exit 1 on their own. A program is clean when
# its ERROR SUMMARY counts 0 errors (definite and indirect leaks count as
# errors; "still reachable" memory does not).
# Prints "ok NAME: ..." or "FAIL NAME: ..." (with the first error of the log)
# per program, then one line with the totals:
#   valgrind: N programs, N clean, N failed; N errors, N bytes definitely lost, N bytes indirectly lost
# Exit status 0 when every program is clean.
# Environment: JOBS (parallel runs, default: the number of cores),
# VALGRIND_TIMEOUT (seconds per run, default 600), VALGRIND (the valgrind
# command, default valgrind), KEEP=1 keeps the logs and prints where.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")

if [ $# -lt 1 ]; then
  echo "usage: tests/valgrind.sh ARRC [NAME...]" >&2
  exit 2
fi
ARRC=$1
shift
case "$ARRC" in */*) ARRC=$(cd "$(dirname "$ARRC")" && pwd)/$(basename "$ARRC") ;; esac
VALGRIND=${VALGRIND:-valgrind}
command -v "$VALGRIND" >/dev/null 2>&1 || { echo "valgrind.sh: $VALGRIND is not installed (apt-get install valgrind)" >&2; exit 2; }
[ -x "$ARRC" ] || command -v "$ARRC" >/dev/null 2>&1 || { echo "valgrind.sh: no compiler at $ARRC" >&2; exit 2; }
cd "$root" || exit 2

names=()
if [ $# -gt 0 ]; then
  names=("$@")
else
  for f in tests/golden/*.arr; do
    [ -e "$f" ] || continue
    [ -e "${f%.arr}.skip" ] && continue
    f=${f##*/}
    names+=("${f%.arr}")
  done
fi

VG_TMP=$(mktemp -d "${TMPDIR:-/tmp}/arrc-valgrind.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then echo "(keeping $VG_TMP)" >&2; else trap 'rm -rf "$VG_TMP"' EXIT; fi
export ARRC VALGRIND VG_TMP VALGRIND_TIMEOUT ARRC_FLAGS

# "1,234" -> 1234; empty -> 0
vg_number() { local n=${1//,/}; echo "${n:-0}"; }

# vg_one NAME: writes $VG_TMP/NAME.report and $VG_TMP/NAME.totals ("ERRORS DEF IND")
vg_one() {
  local name=$1
  local src=tests/golden/$name.arr base=tests/golden/$name d=$VG_TMP/$name
  local rep=$VG_TMP/$name.report flags=() args=() extra=()
  mkdir -p "$d/run"
  echo "0 0 0" >"$VG_TMP/$name.totals"
  if [ ! -f "$src" ]; then
    echo "FAIL $name: no such program: $src" >"$rep"
    return
  fi
  set -f
  # shellcheck disable=SC2207
  [ -f "$base.flags" ] && flags=($(cat "$base.flags"))
  # shellcheck disable=SC2207
  [ -f "$base.args" ] && args=($(cat "$base.args"))
  # shellcheck disable=SC2206
  extra=(${ARRC_FLAGS:-})
  set +f
  if ! timeout -k 5 120 "$ARRC" "${extra[@]}" "${flags[@]}" "$src" -o "$d/prog" >"$d/compile" 2>&1 || [ ! -x "$d/prog" ]; then
    { echo "FAIL $name: arrc could not compile it"; head -n 10 "$d/compile" | sed 's/^/     /'; } >"$rep"
    echo "1 0 0" >"$VG_TMP/$name.totals"
    return
  fi
  { (cd "$d/run" && exec timeout -k 10 "${VALGRIND_TIMEOUT:-600}" "$VALGRIND" --leak-check=full --error-exitcode=1 \
    --errors-for-leak-kinds=definite,indirect --log-file="$d/vg.log" \
    "$d/prog" "${args[@]}" </dev/null >"$d/stdout" 2>"$d/stderr"); } 2>/dev/null
  local rc=$?
  local log=$d/vg.log errors def ind
  if [ ! -s "$log" ] || ! grep -q 'ERROR SUMMARY:' "$log"; then
    { echo "FAIL $name: valgrind gave no summary (exit $rc; timed out or crashed?)"
      tail -n 5 "$log" 2>/dev/null | sed 's/^/     /'; } >"$rep"
    echo "1 0 0" >"$VG_TMP/$name.totals"
    return
  fi
  errors=$(vg_number "$(sed -n 's/.*ERROR SUMMARY: \([0-9,]*\) errors.*/\1/p' "$log" | tail -n 1)")
  def=$(vg_number "$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tail -n 1)")
  ind=$(vg_number "$(sed -n 's/.*indirectly lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tail -n 1)")
  echo "$errors $def $ind" >"$VG_TMP/$name.totals"
  local summary="$errors errors, $def bytes definitely lost, $ind bytes indirectly lost"
  if grep -q 'valgrind: Unrecognised instruction' "$log"; then
    # valgrind's CPU emulation lacks an instruction the program uses (AVX-512
    # code generated for the host CPU, typically); the counts are meaningless.
    { echo "FAIL $name: valgrind cannot run it: it stopped at an instruction valgrind does not know ($summary at that point)"
      grep -m 1 'unhandled instruction bytes' "$log" | sed 's/^/     /'
      echo "     (an AVX-512 instruction when the bytes start with 0x62: code built for the host CPU; valgrind needs a baseline x86-64 build)"; } >"$rep"
  elif [ "$errors" -eq 0 ] && [ "$def" -eq 0 ] && [ "$ind" -eq 0 ]; then
    echo "ok $name: $summary" >"$rep"
  else
    # the first error or leak record, without the ==PID== prefixes
    { echo "FAIL $name: $summary"
      sed 's/^==[0-9]*== \{0,1\}//' "$log" |
        awk '/^(Invalid|Conditional|Use of|Syscall|Mismatched|Source and destination|Argument|Process terminating)|are (definitely|indirectly) lost/ {p=1}
             p && /^$/ {exit} p {print}' | head -n 25 | sed 's/^/     /'; } >"$rep"
  fi
}
export -f vg_one vg_number

printf '%s\0' "${names[@]}" | xargs -0 -n 1 -P "${JOBS:-$(nproc)}" bash -c 'vg_one "$1"' _

clean=0 failed=0 terr=0 tdef=0 tind=0
for name in "${names[@]}"; do
  if [ -f "$VG_TMP/$name.report" ]; then cat "$VG_TMP/$name.report"; else echo "FAIL $name: no result"; fi
  if grep -q '^ok ' "$VG_TMP/$name.report" 2>/dev/null; then clean=$((clean + 1)); else failed=$((failed + 1)); fi
  read -r e d i <"$VG_TMP/$name.totals" 2>/dev/null || { e=0 d=0 i=0; }
  terr=$((terr + e)) tdef=$((tdef + d)) tind=$((tind + i))
done
echo "valgrind: ${#names[@]} programs, $clean clean, $failed failed; $terr errors, $tdef bytes definitely lost, $tind bytes indirectly lost"
[ "$failed" -eq 0 ]
