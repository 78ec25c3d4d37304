#!/usr/bin/env bash
# The MPI samples (samples/mpi: heat.arr, pi.arr) built with the compiler
# just made and run with the Makefile users copy: `make check` there runs
# each with mpirun -np 1 and -np 2 and compares its output with the
# oracle's (NAME.npN.out, from `mpirun -np N /usr/bin/python3 NAME.arr`).
#   tests/mpi_samples.sh                 "ok ..." or "FAIL ..." (details indented)
#   tests/mpi_samples.sh --check-oracle  the stored outputs against a fresh oracle run
# Without mpirun (openmpi-bin), or with an arrc built without Open MPI,
# skipped, visibly.
set -u
cd "$(dirname "$0")/.."
ARRC=${ARRC:-build/arrc}
ARRC=$(cd "$(dirname "$ARRC")" && pwd)/$(basename "$ARRC")
LIMIT=${MPI_TEST_TIMEOUT:-300}
if ! command -v mpirun >/dev/null; then
  echo "SKIP samples/mpi: no mpirun (install openmpi-bin and libopenmpi-dev: scripts/install-deps.sh)"
  exit 0
fi
if [ "${1:-}" != --check-oracle ] && "$ARRC" --sysinfo 2>/dev/null | grep -q '^MPI .*: none'; then
  echo "SKIP samples/mpi: this arrc was built without Open MPI (install libopenmpi-dev and rebuild)"
  exit 0
fi
# As in tests/mpi.sh: no warnings about network interfaces in containers,
# and under make check-asan Open MPI's own allocations are not the
# program's leaks (tests/mpi/lsan.supp).
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}fast_unwind_on_malloc=0"
export LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}suppressions=$PWD/tests/mpi/lsan.supp:print_suppressions=0"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

target=check what="heat and pi print the oracle's output at 1 and 2 ranks"
if [ "${1:-}" = --check-oracle ]; then
  target=check-oracle what="the oracle still prints heat's and pi's stored outputs"
fi
if timeout -k 5 "$LIMIT" make -s -C samples/mpi "$target" ARRC="$ARRC" OUT="$tmp" >"$tmp/make.log" 2>&1; then
  echo "ok samples/mpi: $what"
else
  echo "FAIL samples/mpi: make $target"
  head -20 "$tmp/make.log" | sed 's/^/  /'
  exit 1
fi
