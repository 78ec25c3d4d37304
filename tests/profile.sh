#!/usr/bin/env bash
# ARRC_PROFILE and the thread-count variables (docs/profiling.md): a
# program with a kernel, two ufuncs, a prange loop and copies, run on the
# CPU path and through the emulating CUDA driver, must print the same
# standard output as unprofiled and a table with every row and the counts
# the program implies (timings are never checked); NUMBA_NUM_THREADS and
# ARRC_NUM_THREADS set the pool as Numba does. Prints "ok NAME" or
# "FAIL NAME"; tests/run.sh counts them.
set -u
ARRC=${ARRC:-build/arrc}
FAKECUDA=${FAKECUDA:-$(dirname "$ARRC")/libfakecuda.so}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prog=tests/profile/profiled.arr

pass() { echo "ok $1"; }
fail() { echo "FAIL $1"; [ $# -gt 1 ] && printf '%s\n' "$2" | head -20; }

# The field after the name (count, then the others) of a row: KIND NAME.
# Names have no spaces but the copies' directions, which have two.
field() { # FILE KIND NAME COLUMN (1: count, 4: elements, 5: bytes)
  awk -v kind="$2" -v name="$3" -v col="$4" '
    { n = split(name, w, " ") }
    $1 == kind && (n == 1 ? $2 == name : $2 " " $3 " " $4 == name) { print $(2 + n - 1 + col); exit }' "$1"
}

expect_row() { # LABEL FILE KIND NAME COUNT [ELEMENTS|BYTES COLUMN VALUE]
  local got
  got=$(field "$2" "$3" "$4" 1)
  if [ "$got" != "$5" ]; then fail "$1: $3 '$4' count $got, expected $5" "$(cat "$2")"; return; fi
  if [ $# -gt 5 ]; then
    got=$(field "$2" "$3" "$4" "$6")
    if [ "$got" != "$7" ]; then fail "$1: $3 '$4' column $6 is $got, expected $7" "$(cat "$2")"; return; fi
  fi
  pass "$1: $3 '$4'"
}

if ! "$ARRC" "$prog" -o "$tmp/prog" 2>"$tmp/err"; then
  fail "compile $prog" "$(cat "$tmp/err")"
  exit 0
fi
loop_line=$(grep -n 'in prange(' "$prog" | head -1 | cut -d: -f1)

"$tmp/prog" >"$tmp/plain.out" 2>"$tmp/plain.err"
if [ -s "$tmp/plain.err" ]; then fail "unprofiled run prints nothing to stderr" "$(cat "$tmp/plain.err")"; else
  pass "unprofiled run prints nothing to stderr"; fi

profiled() { # LABEL HEADER-TEXT ENV...
  local label=$1 header=$2
  shift 2
  env "$@" ARRC_PROFILE=1 "$tmp/prog" >"$tmp/$label.out" 2>"$tmp/$label.err"
  local status=$?
  # The emulating driver says on stderr that it skips the cubins; the
  # table is what follows its header.
  sed -n '/^ARRC_PROFILE:/,$p' "$tmp/$label.err" >"$tmp/$label.table"
  if [ "$status" -eq 0 ] && cmp -s "$tmp/plain.out" "$tmp/$label.out"; then pass "$label: stdout unchanged"; else
    fail "$label: stdout unchanged (exit $status)" "$(diff "$tmp/plain.out" "$tmp/$label.out"; cat "$tmp/$label.err")"; fi
  if head -1 "$tmp/$label.table" | grep -qF "$header"; then pass "$label: header"; else
    fail "$label: header names '$header'" "$(cat "$tmp/$label.err")"; fi
  expect_row "$label" "$tmp/$label.table" kernel scale 3
  expect_row "$label" "$tmp/$label.table" ufunc hypot2 1 4 1000
  expect_row "$label" "$tmp/$label.table" ufunc total 1 4 4
  expect_row "$label" "$tmp/$label.table" prange "profiled.arr:$loop_line" 2
  expect_row "$label" "$tmp/$label.table" copy "host to device" 1 5 8000
  expect_row "$label" "$tmp/$label.table" copy "device to host" 1 5 8000
  if [ "$(wc -l <"$tmp/$label.table")" -eq 8 ]; then pass "$label: two header lines and six rows"; else
    fail "$label: two header lines and six rows" "$(cat "$tmp/$label.table")"; fi
  # Sorted by total time, longest first.
  if awk 'NR > 2 { t = $0; sub(/^[a-z]+ +/, "", t); if (match($0, / [0-9]+ +[0-9.]+ +[0-9.]+ /)) {
        split(substr($0, RSTART, RLENGTH), f, " "); if (NR > 3 && f[2] + 0 > prev + 0) bad = 1; prev = f[2] } }
        END { exit bad }' "$tmp/$label.table"; then pass "$label: sorted by total time"; else
    fail "$label: sorted by total time" "$(cat "$tmp/$label.err")"; fi
}

profiled cpu "GPU code ran on the CPU; CPU code on 3 threads" ARRC_DEVICE=cpu ARRC_NUM_THREADS=3
if [ -f "$FAKECUDA" ]; then
  profiled fakecuda "GPU code ran on the GPU (fakecuda" ARRC_DEVICE=gpu ARRC_CUDA_DRIVER="$FAKECUDA"
else
  echo "SKIP profile through the emulating driver: no $FAKECUDA (make build/libfakecuda.so)"
fi

# The table follows the program's output, also when both go to one file.
ARRC_DEVICE=cpu ARRC_PROFILE=1 "$tmp/prog" >"$tmp/both" 2>&1
if [ "$(grep -n '^ARRC_PROFILE:' "$tmp/both" | cut -d: -f1)" = "$(($(wc -l <"$tmp/plain.out") + 1))" ]; then
  pass "the table follows the program's output"; else fail "the table follows the program's output" "$(cat "$tmp/both")"; fi

# ARRC_PROFILE=FILE writes the table there, nothing to stderr.
ARRC_DEVICE=cpu ARRC_PROFILE="$tmp/table.txt" "$tmp/prog" >/dev/null 2>"$tmp/file.err"
if [ ! -s "$tmp/file.err" ] && grep -q '^kernel  *scale ' "$tmp/table.txt" 2>/dev/null; then
  pass "ARRC_PROFILE=FILE writes the table to FILE"; else
  fail "ARRC_PROFILE=FILE writes the table to FILE" "$(cat "$tmp/file.err" "$tmp/table.txt" 2>&1)"; fi
ARRC_PROFILE=0 "$tmp/prog" >/dev/null 2>"$tmp/zero.err"
if [ ! -s "$tmp/zero.err" ]; then pass "ARRC_PROFILE=0 is off"; else fail "ARRC_PROFILE=0 is off" "$(cat "$tmp/zero.err")"; fi

# ---- the pool's size: ARRC_NUM_THREADS, then NUMBA_NUM_THREADS ----------
cat >"$tmp/threads.arr" <<'ARR'
import numba
from numba import njit, prange


@njit(parallel=True)
def total(n):
    s = 0
    for i in prange(n):
        s += i
    return s


print(total(100), numba.get_num_threads())
ARR
"$ARRC" "$tmp/threads.arr" -o "$tmp/threads" 2>"$tmp/err" || fail "compile threads.arr" "$(cat "$tmp/err")"
threads_case() { # NAME EXPECTED-STATUS EXPECTED-STDOUT EXPECTED-STDERR-TEXT ENV...
  local name=$1 status=$2 out=$3 err=$4
  shift 4
  env -u ARRC_NUM_THREADS -u NUMBA_NUM_THREADS "$@" "$tmp/threads" >"$tmp/t.out" 2>"$tmp/t.err"
  local got=$?
  if [ "$got" -ne "$status" ]; then fail "$name (exit $got, expected $status)" "$(cat "$tmp/t.err")"
  elif [ "$(cat "$tmp/t.out")" != "$out" ]; then fail "$name: stdout '$(cat "$tmp/t.out")', expected '$out'"
  elif [ -n "$err" ] && ! grep -qF -- "$err" "$tmp/t.err"; then fail "$name: stderr lacks '$err'" "$(cat "$tmp/t.err")"
  elif [ -z "$err" ] && [ -s "$tmp/t.err" ]; then fail "$name: stderr not empty" "$(cat "$tmp/t.err")"
  else pass "$name"; fi
}
threads_case "NUMBA_NUM_THREADS=3 sets the pool" 0 "4950 3" "" NUMBA_NUM_THREADS=3
threads_case "ARRC_NUM_THREADS wins over NUMBA_NUM_THREADS" 0 "4950 2" "" ARRC_NUM_THREADS=2 NUMBA_NUM_THREADS=3
threads_case "empty ARRC_NUM_THREADS defers to NUMBA_NUM_THREADS" 0 "4950 3" "" ARRC_NUM_THREADS= NUMBA_NUM_THREADS=3
threads_case "NUMBA_NUM_THREADS=0 is Numba's ValueError" 1 "" \
  "ValueError: Number of threads specified must be > 0." NUMBA_NUM_THREADS=0
threads_case "NUMBA_NUM_THREADS=5000 is over arrc's limit" 1 "" \
  "ValueError: NUMBA_NUM_THREADS must be at most 1024, arrc's limit, not '5000'" NUMBA_NUM_THREADS=5000
threads_case "unparsable NUMBA_NUM_THREADS warns as Numba does" 0 "4950 $(nproc)" \
  "RuntimeWarning: environ NUMBA_NUM_THREADS defined but failed to parse 'abc'" NUMBA_NUM_THREADS=abc
threads_case "ARRC_NUM_THREADS=0 is a ValueError" 1 "" \
  "ValueError: ARRC_NUM_THREADS must be a whole number from 1 to 1024, not '0'" ARRC_NUM_THREADS=0 NUMBA_NUM_THREADS=2
