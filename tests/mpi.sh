#!/usr/bin/env bash
# MPI programs (issue 18) under Open MPI's mpirun. Each tests/mpi/NAME.arr
# is compiled once and run with `mpirun --oversubscribe -np N` for each N
# of NAME.np (default "1 2 4"); its output must equal NAME.npN.out, which
# comes from the oracle: `mpirun -np N /usr/bin/python3 NAME.arr` with
# mpi4py, or, for a program that calls numba_mpi inside @jit code (not a
# Debian package), the same program written with mpi4py calls in host
# code, NAME.twin.py. Error programs, tests/mpi/errors/NAME.arr, say what
# must happen in comment lines:
#   # np: 2                     the rank count (several: "1 2")
#   # status: 1                 the job's exit status
#   # stderr: REGEX             a line of standard error must match (grep -E)
#   # stdout: TEXT              standard output must be exactly these lines
# Every run has a time limit, so a job that hangs fails instead.
#
#   tests/mpi.sh                    run them; "ok NAME", "FAIL NAME", "SKIP NAME: why"
#   tests/mpi.sh --oracle [NAME..]  write the expected outputs from the oracle
#   tests/mpi.sh --check-oracle     compare the expected outputs with the oracle's
# Without mpirun (openmpi-bin) everything is skipped, visibly.
# The oracle runs with NUMBA_ENABLE_CUDASIM=1, as tests/oracle.sh does, so
# that programs with @cuda.jit kernels (GPUs per rank) run in Numba's CUDA
# simulator; the compiled program runs them on its CPU path and, once more
# at the largest rank count, on the emulating CUDA driver with two devices
# ($FAKECUDA, default build/libfakecuda.so, when it exists).
set -u
cd "$(dirname "$0")/.."
ARRC=${ARRC:-build/arrc}
case "$ARRC" in */*) ARRC=$(cd "$(dirname "$ARRC")" && pwd)/$(basename "$ARRC") ;; esac
ORACLE=${ORACLE:-/usr/bin/python3}
# The emulating CUDA driver (tests/fakecuda) that programs with kernels
# also run on.
FAKECUDA=${FAKECUDA:-$(dirname "$ARRC")/libfakecuda.so}
# The programs run in a temporary folder: the driver's path is made absolute.
case "$FAKECUDA" in /*) ;; *) FAKECUDA=$(pwd)/$FAKECUDA ;; esac
LIMIT=${MPI_TEST_TIMEOUT:-120}
here=$(pwd)
mode=run
case "${1:-}" in --oracle) mode=oracle; shift ;; --check-oracle) mode=check-oracle; shift ;; esac

if ! command -v mpirun >/dev/null; then
  echo "SKIP mpi: no mpirun (install openmpi-bin and libopenmpi-dev: scripts/install-deps.sh)"
  exit 0
fi
if [ "$mode" = run ] && "$ARRC" --sysinfo 2>/dev/null | grep -q '^MPI .*: none'; then
  echo "SKIP mpi: this arrc was built without Open MPI (install libopenmpi-dev and rebuild)"
  exit 0
fi
# Open MPI refuses to run as root unless told that it is meant (CI
# containers run as root).
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# No warnings about unused network interfaces in containers.
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
# Under make check-asan, Open MPI's own allocations are not the program's
# leaks (tests/mpi/lsan.supp says why full stacks are needed).
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}fast_unwind_on_malloc=0"
export LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}suppressions=$here/tests/mpi/lsan.supp:print_suppressions=0"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

failed=0
fail() { echo "FAIL $*"; failed=1; }
mpirun_np() { timeout -k 5 "$LIMIT" mpirun --oversubscribe -np "$@"; }
counts() { if [ -f "$1" ]; then cat "$1"; else echo "1 2 4"; fi; }

# The program the oracle runs for NAME: its twin written with mpi4py when
# there is one.
oracle_source() {
  local base=$1
  if [ -f "$base.twin.py" ]; then echo "$base.twin.py"; else echo "$base.arr"; fi
}

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in tests/mpi/*.arr; do names+=("$(basename "$f" .arr)"); done
fi

if [ "$mode" != run ]; then
  if ! "$ORACLE" -c 'import mpi4py, numba' 2>/dev/null; then
    echo "SKIP mpi oracle: $ORACLE has no mpi4py or Numba (python3-mpi4py, python3-numba)"
    exit 0
  fi
  for name in "${names[@]}"; do
    base=tests/mpi/$name
    src=$(oracle_source "$base")
    for np in $(counts "$base.np"); do
      # Kernels run in Numba's CUDA simulator, as under tests/oracle.sh
      # (a program that uses no cuda is not affected).
      (cd "$tmp" && NUMBA_ENABLE_CUDASIM=1 mpirun_np "$np" "$ORACLE" "$here/$src" >"$tmp/out" 2>"$tmp/err")
      st=$?
      if [ $st -ne 0 ]; then
        fail "$name np=$np: the oracle failed with status $st"; sed 's/^/  /' "$tmp/err" | head -20
        continue
      fi
      if [ "$mode" = oracle ]; then
        cp "$tmp/out" "$base.np$np.out"
        echo "ok $name np=$np: written"
      elif cmp -s "$tmp/out" "$base.np$np.out"; then
        echo "ok $name np=$np: the oracle agrees"
      else
        fail "$name np=$np: the oracle's output differs from $base.np$np.out"
        diff "$base.np$np.out" "$tmp/out" | head -10 | sed 's/^/  /'
      fi
    done
  done
  exit $failed
fi

# --- golden programs --------------------------------------------------------
for name in "${names[@]}"; do
  base=tests/mpi/$name
  if ! "$ARRC" "$base.arr" -o "$tmp/$name" 2>"$tmp/cerr"; then
    fail "$name: does not compile"; sed 's/^/  /' "$tmp/cerr" | head -10
    continue
  fi
  args=()
  [ -f "$base.args" ] && read -r -a args <"$base.args"
  for np in $(counts "$base.np"); do
    (cd "$tmp" && mpirun_np "$np" "$tmp/$name" "${args[@]}" >"$tmp/out" 2>"$tmp/err")
    st=$?
    if [ $st -ne 0 ]; then
      fail "$name np=$np: exit status $st"; sed 's/^/  /' "$tmp/err" | head -10
    elif ! cmp -s "$tmp/out" "$base.np$np.out"; then
      fail "$name np=$np: output differs from $base.np$np.out"
      diff "$base.np$np.out" "$tmp/out" | head -10 | sed 's/^/  /'
    else
      echo "ok $name np=$np"
    fi
  done
  # A program with kernels runs on the GPU path too, each rank on the
  # emulating CUDA driver (tests/fakecuda) showing two GPUs, with the same
  # output; ARRC_PROFILE's header names the device each rank used, and a
  # program that selects device rank % (the GPU count) must have used device 1 on
  # some rank.
  if grep -q "@cuda.jit" "$base.arr" && [ -f "$FAKECUDA" ]; then
    np=$(counts "$base.np" | awk '{ print $NF }')
    (cd "$tmp" && FAKECUDA_DEVICES=2 ARRC_DEVICE=gpu ARRC_CUDA_DRIVER=$FAKECUDA ARRC_PTX=1 ARRC_PROFILE=1 \
      mpirun_np "$np" "$tmp/$name" "${args[@]}" >"$tmp/out" 2>"$tmp/err")
    st=$?
    if [ $st -ne 0 ]; then
      fail "$name np=$np (emulated GPU): exit status $st"; sed 's/^/  /' "$tmp/err" | head -10
    elif ! cmp -s "$tmp/out" "$base.np$np.out"; then
      fail "$name np=$np (emulated GPU): output differs from $base.np$np.out"
      diff "$base.np$np.out" "$tmp/out" | head -10 | sed 's/^/  /'
    elif [ "$np" -ge 2 ] && grep -q "select_device(rank %" "$base.arr" &&
      ! grep -q "ran on the GPU (fakecuda 1 " "$tmp/err"; then
      fail "$name np=$np (emulated GPU): no rank used device 1"; grep "ARRC_PROFILE:" "$tmp/err" | sed 's/^/  /'
    else
      echo "ok $name np=$np (emulated GPU, two devices)"
    fi
  fi
done

# --- error programs -----------------------------------------------------------
[ ${#@} -eq 0 ] || exit $failed
for f in tests/mpi/errors/*.arr; do
  [ -f "$f" ] || continue
  name=errors/$(basename "$f" .arr)
  nps=$(sed -n 's/^# np: *//p' "$f")
  want_status=$(sed -n 's/^# status: *//p' "$f")
  if ! "$ARRC" "$f" -o "$tmp/e" 2>"$tmp/cerr"; then
    fail "$name: does not compile"; sed 's/^/  /' "$tmp/cerr" | head -10
    continue
  fi
  for np in ${nps:-2}; do
    if [ "$np" = 0 ]; then
      # np 0: started without mpirun.
      (cd "$tmp" && timeout -k 5 "$LIMIT" "$tmp/e" >"$tmp/out" 2>"$tmp/err")
    else
      (cd "$tmp" && mpirun_np "$np" "$tmp/e" >"$tmp/out" 2>"$tmp/err")
    fi
    st=$?
    why=""
    [ $st -eq 124 ] && why="it hung (killed after ${LIMIT}s)"
    [ -z "$why" ] && [ -n "$want_status" ] && [ "$st" != "$want_status" ] && why="exit status $st, not $want_status"
    while IFS= read -r re; do
      [ -z "$why" ] && ! grep -Eq -- "$re" "$tmp/err" && why="no line of standard error matches: $re"
    done < <(sed -n 's/^# stderr: *//p' "$f")
    if [ -z "$why" ] && grep -q '^# stdout:' "$f"; then
      sed -n 's/^# stdout: \{0,1\}//p' "$f" >"$tmp/want"
      cmp -s "$tmp/want" "$tmp/out" || why="standard output differs: $(diff "$tmp/want" "$tmp/out" | head -5 | tr '\n' ' ')"
    fi
    if [ -z "$why" ]; then
      echo "ok $name np=$np"
    else
      fail "$name np=$np: $why"; sed 's/^/  /' "$tmp/err" | head -12
    fi
  done
done
exit $failed
