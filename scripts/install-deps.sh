#!/usr/bin/env bash
# Installs, from Debian's packages, what arrc needs to build and test, and
# says what it does. Packages already present are left alone.
#
#   re2c bison         generate the lexer and the parser
#   llvm-19-dev        the code generator (LLVM 19 C API, NVPTX)
#   libcriterion-dev   unit tests
#   clang              libFuzzer for `make fuzz` (libclang-rt-14-dev: its runtime)
#   python3-numba      the oracle: expected outputs come from python3 + Numba
#   python3-matplotlib the oracle for programs that write pictures
#   valgrind           `make check-valgrind`: leaks and memory errors of compiled programs
#   gdb                tests/debug.sh: breakpoints, locals and backtraces of -g programs
#   liblapack-dev libblas-dev  the reference LAPACK and BLAS that NumPy links on
#                      Debian: compiled programs that use np.linalg, np.dot or @
#                      on floats link them
#   zlib1g-dev         crc32 and deflate: compiled programs that use np.savez,
#                      np.savez_compressed or np.load of an .npz archive link it
#   libpng-dev         PNG files: compiled programs that call plt.imsave or
#                      plt.imread link it (with zlib)
#   mandoc             make check lints the manual page (tests/docs.sh)
#   libopenmpi-dev openmpi-bin python3-mpi4py  Open MPI and mpi4py: programs
#                      that import mpi4py (issue 18) link libmpi, and their
#                      expected outputs come from `mpirun python3`
#   pkg-config, make, gcc
set -euo pipefail

packages=(make gcc pkg-config re2c bison llvm-19-dev libcriterion-dev clang
          libclang-rt-14-dev python3-numba python3-matplotlib valgrind
          liblapack-dev libblas-dev zlib1g-dev libpng-dev mandoc gdb
          libopenmpi-dev openmpi-bin python3-mpi4py)

missing=()
for p in "${packages[@]}"; do
  if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    continue
  fi
  missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: everything is installed (${packages[*]})"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo=sudo
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "install-deps: done"
