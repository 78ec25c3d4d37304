#!/usr/bin/env bash
# arrc --sysinfo (docs/profiling.md): its sections, the thread count as
# ARRC_NUM_THREADS and NUMBA_NUM_THREADS set it, the emulating CUDA
# driver's GPU with its compute capability and memory, "no CUDA driver"
# without one, and status 0 whatever is found. Prints "ok NAME" or
# "FAIL NAME"; tests/run.sh counts them.
set -u
ARRC=${ARRC:-build/arrc}
FAKECUDA=${FAKECUDA:-$(dirname "$ARRC")/libfakecuda.so}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { echo "ok sysinfo: $1"; }
fail() { echo "FAIL sysinfo: $1"; [ $# -gt 1 ] && printf '%s\n' "$2" | head -30; }

# Runs arrc --sysinfo with the given environment (over a clean slate of
# the variables it reports) into $tmp/out; fails unless the status is 0.
sysinfo() { # LABEL ENV...
  local label=$1
  shift
  env -u ARRC_NUM_THREADS -u NUMBA_NUM_THREADS -u ARRC_CUDA_DRIVER -u ARRC_PTXAS "$@" \
    "$ARRC" --sysinfo >"$tmp/out" 2>"$tmp/err"
  local status=$?
  if [ "$status" -eq 0 ]; then pass "$label: exit 0"; else fail "$label: exit $status, expected 0" "$(cat "$tmp/err")"; fi
}

# KEY : VALUE, as numba -s aligns it (the key padded to 46 columns).
has_value() { # LABEL KEY VALUE-PREFIX
  if grep -q "^$(printf '%-46s' "$2" | sed 's/[][\.*^$]/\\&/g'): $(printf '%s' "$3" | sed 's/[][\.*^$]/\\&/g')" "$tmp/out"
  then pass "$1"; else fail "$1 ('$2 : $3...' missing)" "$(cat "$tmp/out")"; fi
}

sysinfo "no driver" ARRC_CUDA_DRIVER=/nonexistent/libcuda.so.1
for s in "arrc Information" "Hardware Information" "OS Information" "Threading Information" \
         "CUDA Toolkit Information" "CUDA Driver Information" "GPU Information" "Environment Variables"; do
  if grep -qx "__${s}__" "$tmp/out"; then pass "section $s"; else fail "section $s" "$(cat "$tmp/out")"; fi
done
has_value "the version" "arrc Version" "$("$ARRC" --version | cut -d' ' -f2)"
if command -v llvm-config-19 >/dev/null; then
  has_value "LLVM's version" "LLVM Version" "$(llvm-config-19 --version)"
fi
has_value "the runtime library beside the compiler" "Runtime Library" "$(cd "$(dirname "$ARRC")" && pwd)/libarrc_rt.a"
has_value "the default target" "Default Target (-march)" "x86-64"
has_value "-march=native names a processor" "-march=native" ""
sed -n '/^CPU Features /,/^Memory/p' "$tmp/out" | grep -qw sse2 && pass "CPU features listed" || fail "CPU features listed" "$(cat "$tmp/out")"
has_value "no CUDA driver" "CUDA Driver" "no CUDA driver (/nonexistent/libcuda.so.1 cannot be loaded"
grep -A1 -x "__GPU Information__" "$tmp/out" | grep -qx "None found." && pass "no GPU without a driver" ||
  fail "no GPU without a driver" "$(cat "$tmp/out")"
has_value "the CPU count by default" "Threads" "$(getconf _NPROCESSORS_ONLN) (the number of online CPUs"
has_value "the variable that names the driver is listed" "ARRC_CUDA_DRIVER" "/nonexistent/libcuda.so.1"

sysinfo "ARRC_NUM_THREADS" ARRC_NUM_THREADS=3
has_value "ARRC_NUM_THREADS sets the threads" "Threads" "3 (ARRC_NUM_THREADS=3)"
has_value "ARRC_NUM_THREADS is listed" "ARRC_NUM_THREADS" "3"
sysinfo "NUMBA_NUM_THREADS" NUMBA_NUM_THREADS=5
has_value "NUMBA_NUM_THREADS sets the threads" "Threads" "5 (NUMBA_NUM_THREADS=5)"
sysinfo "both" ARRC_NUM_THREADS=2 NUMBA_NUM_THREADS=5
has_value "ARRC_NUM_THREADS wins" "Threads" "2 (ARRC_NUM_THREADS=2)"
sysinfo "NUMBA_NUM_THREADS=0" NUMBA_NUM_THREADS=0
has_value "a bad value is the program's ValueError" "Threads" \
  "none: a program stops at its first parallel loop with ValueError: Number of threads specified must be > 0."

sysinfo "no ptxas" ARRC_PTXAS=none
has_value "ARRC_PTXAS=none: no ptxas" "ptxas" "not found"
has_value "without ptxas, PTX only" "GPU Code Compiled For (default)" "compute_75"

if [ -f "$FAKECUDA" ]; then
  sysinfo "emulated driver" ARRC_CUDA_DRIVER="$FAKECUDA"
  has_value "the driver's path" "CUDA Driver" "$FAKECUDA"
  has_value "the driver's version" "CUDA Driver Version" "12.8"
  has_value "one GPU" "GPU Count" "1"
  has_value "its name" "GPU 0" "fakecuda (emulated"
  has_value "its compute capability" "  Compute Capability" "9.0"
  has_value "its memory" "  Memory (MB)" "81559"
  has_value "its multiprocessors" "  Multiprocessors" "132"
  has_value "what arrc gives it" "  arrc's Code For It" ""
else
  echo "SKIP sysinfo with the emulating driver: no $FAKECUDA (make build/libfakecuda.so)"
fi

env -i PATH="$PATH" "$ARRC" --sysinfo >"$tmp/out" 2>&1
grep -A1 -x "__Environment Variables__" "$tmp/out" | grep -qx "None found." && pass "no variables: None found." ||
  fail "no variables: None found." "$(tail -5 "$tmp/out")"
"$ARRC" --help | grep -q -- "--sysinfo" && pass "--help lists --sysinfo" || fail "--help lists --sysinfo"

# MPI: the Open MPI arrc was built with, and mpirun on PATH or not.
sysinfo "MPI section" ARRC_CUDA_DRIVER=/nonexistent/libcuda.so.1
if grep -qx "__MPI Information__" "$tmp/out"; then pass "section MPI Information"; else fail "section MPI Information" "$(cat "$tmp/out")"; fi
if pkg-config --exists ompi-c 2>/dev/null; then
  has_value "the Open MPI version" "MPI" "Open MPI $(pkg-config --modversion ompi-c)"
fi
env PATH=/nonexistent "$ARRC" --sysinfo >"$tmp/out" 2>&1
has_value "no mpirun on PATH" "mpirun" "not found on PATH"
