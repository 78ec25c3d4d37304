#!/usr/bin/env bash
# A compiled program stopped by SIGINT or SIGTERM, or by a recursion without
# end in jitted code (issue 17, item 6): what it printed before reaches its
# standard output, and it ends as python3 ends on the same signal
# (docs/language.md, "Ctrl-C and kill" and "Deep recursion and crashes"):
#   SIGINT   output written, "runtime error: KeyboardInterrupt" on stderr,
#            killed by SIGINT (status 130 from the shell)
#   SIGTERM  output written, nothing on stderr, killed by SIGTERM (143)
#   SIGINT that the program was started with ignored: still ignored
# Each program prints "ready" on stderr (unbuffered) once its lines are in
# its buffer and then sleeps or computes; the signal comes after "ready".
# When /usr/bin/python3 is there, the host programs run under it too and
# its exit status must be the same. Prints "ok NAME" or "FAIL NAME" per
# check; tests/run.sh counts them.
set -u
ARRC=${ARRC:-build/arrc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Background jobs of a script start with SIGINT ignored; `env
# --default-signal=INT` gives the program the default that a terminal's
# foreground job has.
default_int=(env --default-signal=INT)
env --default-signal=INT true 2>/dev/null || default_int=()

# Waits until FILE has "ready" (20 seconds at most).
wait_ready() {
  local i
  for ((i = 0; i < 400; i++)); do
    grep -q ready "$1" 2>/dev/null && return 0
    sleep 0.05
  done
  return 1
}

# Waits for process PID to end and sets `status` to its exit status; one
# still running after SECONDS (it ignored the signal) is killed, so that it
# does not hold up the tests.
end_within() { # SECONDS PID
  local i
  for ((i = 0; i < $1 * 20; i++)); do
    kill -0 "$2" 2>/dev/null || break
    sleep 0.05
  done
  kill -KILL "$2" 2>/dev/null
  wait "$2" 2>/dev/null
  status=$?
}

# Starts COMMAND with stdout and stderr to $tmp/NAME.{out,err}, sends SIGNAL
# once it is ready and sets `status` to its exit status.
run_and_signal() { # NAME SIGNAL COMMAND...
  local name=$1 sig=$2
  shift 2
  "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" &
  local pid=$!
  if ! wait_ready "$tmp/$name.err"; then
    kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    status=never-ready
    return
  fi
  sleep 0.1
  kill -"$sig" "$pid"
  end_within 5 "$pid"
}

expect() { # NAME CONDITION-DESCRIPTION TEST...
  local name=$1 what=$2
  shift 2
  if "$@"; then echo "ok $name: $what"; else echo "FAIL $name: $what"; fi
}

# Lines 0..N-1 of "line I", then the sleep: under 8192 bytes, so all of it
# is still in the program's buffer when the signal comes.
cat >"$tmp/sleeper.arr" <<'EOF'
import sys
import time
for i in range(600):
    print("line", i)
print("ready", file=sys.stderr, flush=True)
time.sleep(30)
print("not reached")
EOF
for i in $(seq 0 599); do echo "line $i"; done >"$tmp/sleeper.want"

# A parallel loop running on the pool's threads when the signal comes.
cat >"$tmp/spinner.arr" <<'EOF'
import sys
from numba import njit, prange

@njit(parallel=True)
def spin(n):
    total = 0
    for i in prange(n):
        x = i
        for j in range(n):
            x = (x * 3 + j) % 1000003
        total += x
    return total

for i in range(600):
    print("line", i)
print("ready", file=sys.stderr, flush=True)
print(spin(10**7))
print("not reached")
EOF

for prog in sleeper spinner; do
  if ! "$ARRC" "$tmp/$prog.arr" -o "$tmp/$prog" 2>"$tmp/$prog.cc"; then
    echo "FAIL compile $prog.arr"
    head -5 "$tmp/$prog.cc"
    exit 0
  fi
done

has_python=false
[ -x /usr/bin/python3 ] && has_python=true

# SIGINT: KeyboardInterrupt after the output, killed by SIGINT.
run_and_signal int INT "${default_int[@]}" "$tmp/sleeper"
expect "SIGINT" "exit status 130" [ "$status" = 130 ]
expect "SIGINT" "the buffered lines are written" cmp -s "$tmp/int.out" "$tmp/sleeper.want"
expect "SIGINT" "stderr says KeyboardInterrupt" grep -q "sleeper.arr:1:1: runtime error: KeyboardInterrupt in <module>" "$tmp/int.err"
if $has_python; then
  run_and_signal pyint INT "${default_int[@]}" env -u PYTHONUNBUFFERED /usr/bin/python3 "$tmp/sleeper.arr"
  expect "SIGINT" "python3 exits with the same status" [ "$status" = 130 ]
  expect "SIGINT" "python3 writes the same lines" cmp -s "$tmp/pyint.out" "$tmp/sleeper.want"
fi

# SIGTERM: output written, nothing on stderr but "ready", killed by SIGTERM.
run_and_signal term TERM "$tmp/sleeper"
expect "SIGTERM" "exit status 143" [ "$status" = 143 ]
expect "SIGTERM" "the buffered lines are written" cmp -s "$tmp/term.out" "$tmp/sleeper.want"
expect "SIGTERM" "nothing on stderr" [ "$(cat "$tmp/term.err")" = ready ]
if $has_python; then
  run_and_signal pyterm TERM env -u PYTHONUNBUFFERED /usr/bin/python3 "$tmp/sleeper.arr"
  expect "SIGTERM" "python3 exits with the same status" [ "$status" = 143 ]
fi

# The pool's threads running a prange loop neither block the handler nor
# keep the process alive.
for sig in INT TERM; do
  run_and_signal "spin$sig" "$sig" env ARRC_NUM_THREADS=4 "${default_int[@]}" "$tmp/spinner"
  want=$([ $sig = INT ] && echo 130 || echo 143)
  expect "SIG$sig in a prange loop" "exit status $want" [ "$status" = "$want" ]
  expect "SIG$sig in a prange loop" "the buffered lines are written" cmp -s "$tmp/spin$sig.out" "$tmp/sleeper.want"
done

# A SIGINT ignored by the parent (a background job, nohup) stays ignored,
# as python3 leaves it: the program sleeps on and SIGTERM ends it.
(
  trap '' INT
  exec "$tmp/sleeper" >"$tmp/ign.out" 2>"$tmp/ign.err"
) &
pid=$!
if wait_ready "$tmp/ign.err"; then
  kill -INT "$pid"
  sleep 0.3
  if kill -0 "$pid" 2>/dev/null; then echo "ok ignored SIGINT: the program runs on"; else echo "FAIL ignored SIGINT: the program ended"; fi
  kill -TERM "$pid" 2>/dev/null
fi
wait "$pid" 2>/dev/null
expect "ignored SIGINT" "SIGTERM ends it with its lines written" cmp -s "$tmp/ign.out" "$tmp/sleeper.want"

# A program blocked writing to a pipe that nobody reads still ends on
# SIGTERM (the handler gives up on a pipe that takes nothing), as python3's.
cat >"$tmp/flood.arr" <<'EOF'
for i in range(100000):
    print("line", i)
EOF
mkfifo "$tmp/fifo"
exec 3<>"$tmp/fifo"
if "$ARRC" "$tmp/flood.arr" -o "$tmp/flood" 2>"$tmp/flood.cc"; then
  "$tmp/flood" >"$tmp/fifo" &
  pid=$!
  sleep 0.5
  kill -TERM "$pid"
  end_within 8 "$pid"
  expect "SIGTERM while blocked on a full pipe" "exit status 143" [ "$status" = 143 ]
else
  echo "FAIL compile flood.arr"
fi
exec 3<&-

# Recursion without end in jitted code (Numba's process crashes with
# SIGSEGV): the stack's guard page becomes RecursionError, after the output,
# rather than a loop without end that LLVM's tail recursion elimination
# would make of `g(n + 1) + 1`.
cat >"$tmp/jitrec.arr" <<'EOF'
from numba import njit

@njit
def g(n):
    if n < 0:
        return 0
    return g(n + 1) + 1

print("before")
print(g(0))
EOF
if "$ARRC" "$tmp/jitrec.arr" -o "$tmp/jitrec" 2>"$tmp/jitrec.cc"; then
  timeout -k 2 20 "$tmp/jitrec" >"$tmp/jitrec.out" 2>"$tmp/jitrec.err"
  status=$?
  expect "@njit endless recursion" "exit status 1" [ "$status" = 1 ]
  expect "@njit endless recursion" "earlier output kept" [ "$(cat "$tmp/jitrec.out")" = before ]
  expect "@njit endless recursion" "RecursionError named" grep -q "jitrec.arr:4:1: runtime error: RecursionError: maximum recursion depth exceeded in function 'g'" "$tmp/jitrec.err"
else
  echo "FAIL compile jitrec.arr"
  head -5 "$tmp/jitrec.cc"
fi
exit 0
