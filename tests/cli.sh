#!/usr/bin/env bash
# Checks the command line of LANGUAGE.md §10 as far as it exists: options,
# exit statuses, and that -o never leaves a partial file. Prints "ok NAME" or
# "FAIL NAME" per check; tests/run.sh counts them.
set -u
ARRC=${ARRC:-build/arrc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check() { # NAME EXPECTED-STATUS COMMAND...
  local name=$1 want=$2
  shift 2
  "$@" >"$tmp/stdout" 2>"$tmp/stderr"
  local got=$?
  if [ "$got" -eq "$want" ]; then echo "ok $name"; else
    echo "FAIL $name (exit $got, expected $want)"
    head -5 "$tmp/stderr"
  fi
}

expect_in() { # NAME FILE TEXT
  if grep -qF -- "$3" "$2"; then echo "ok $1"; else echo "FAIL $1 ('$3' not in output)"; head -5 "$2"; fi
}

printf 'import math\nx = math.sqrt(2.0)\nprint(x)\n' >"$tmp/good.arr"
printf 'x = (1,\ny = 2\n' >"$tmp/bad.arr"

check "--help exits 0" 0 "$ARRC" --help
expect_in "--help lists --emit" "$tmp/stdout" "--emit=KIND"
check "--version exits 0" 0 "$ARRC" --version
check "--list-builtins exits 0" 0 "$ARRC" --list-builtins
if cmp -s "$tmp/stdout" docs/builtins.md; then echo "ok docs/builtins.md is what --list-builtins prints"; else
  echo "FAIL docs/builtins.md is stale: regenerate it with 'make docs' (build/arrc --list-builtins > docs/builtins.md)"
fi
expect_in "--version names arrc" "$tmp/stdout" "arrc "
check "unknown option is status 2" 2 "$ARRC" --frobnicate "$tmp/good.arr"
expect_in "unknown option is named" "$tmp/stderr" "unrecognized command-line option '--frobnicate'"
check "unknown --emit kind is status 2" 2 "$ARRC" --emit=nonsense "$tmp/good.arr"
check "no input file is status 2" 2 "$ARRC" --emit=ast
check "two input files is status 2" 2 "$ARRC" --emit=ast "$tmp/good.arr" "$tmp/good.arr"
check "-o without a path is status 2" 2 "$ARRC" --emit=ast "$tmp/good.arr" -o
check "a missing file is status 1" 1 "$ARRC" --emit=ast "$tmp/nonexistent.arr"
expect_in "a missing file is named" "$tmp/stderr" "nonexistent.arr"
check "--emit=ptx of a program without kernels is an error" 1 "$ARRC" --emit=ptx "$tmp/good.arr"
expect_in "the error says why" "$tmp/stderr" "has no GPU code"
check "--gpu-arch must be sm_NN" 1 "$ARRC" --gpu-arch=volta "$tmp/good.arr"
check "arrc run takes no --emit" 2 "$ARRC" run --emit=ir "$tmp/good.arr"

check "--emit=tokens" 0 "$ARRC" --emit=tokens "$tmp/good.arr"
expect_in "tokens have line:col" "$tmp/stdout" "2:5 NAME math"
expect_in "tokens end with EOF" "$tmp/stdout" "EOF"
check "--emit=ast" 0 "$ARRC" --emit=ast "$tmp/good.arr"
expect_in "ast dump" "$tmp/stdout" "(=@2:1 x (call (attr math sqrt) 2.0))"

check "-o writes the file" 0 "$ARRC" --emit=ast "$tmp/good.arr" -o "$tmp/good.ast"
expect_in "-o content" "$tmp/good.ast" "(module"
check "-o and errors: status 1" 1 "$ARRC" --emit=ast "$tmp/bad.arr" -o "$tmp/bad.ast"
if [ -e "$tmp/bad.ast" ]; then echo "FAIL errors leave no output file"; else echo "ok errors leave no output file"; fi
if ls "$tmp" | grep -q tmp; then echo "FAIL no temporary files left"; else echo "ok no temporary files left"; fi
echo "old" >"$tmp/keep.ast"
"$ARRC" --emit=ast "$tmp/bad.arr" -o "$tmp/keep.ast" 2>/dev/null
if [ "$(cat "$tmp/keep.ast")" = old ]; then echo "ok a failed compile keeps the old output"; else echo "FAIL a failed compile keeps the old output"; fi
mkfifo "$tmp/fifo"
timeout 20 cat "$tmp/fifo" >"$tmp/from-fifo" &
reader=$!
check "-o into a pipe" 0 "$ARRC" --emit=ast "$tmp/good.arr" -o "$tmp/fifo"
wait "$reader"
if [ -p "$tmp/fifo" ]; then echo "ok -o keeps a pipe a pipe"; else echo "FAIL -o replaced a pipe with a file"; fi
expect_in "-o into a pipe delivers the output" "$tmp/from-fifo" "(module"
arrc_abs=$(cd "$(dirname "$ARRC")" && pwd)/$(basename "$ARRC")
(cd "$tmp" && "$arrc_abs" --emit=ast good.arr -o - >"$tmp/dash.out")
if [ -e "$tmp/-" ]; then echo "FAIL -o - made a file named -"; else echo "ok -o - made no file named -"; fi
expect_in "-o - writes text to standard output" "$tmp/dash.out" "(module"
check "-o - for an executable is status 2" 2 "$ARRC" "$tmp/good.arr" -o -
expect_in "-o - for binary output says why" "$tmp/stderr" "is for text"
check "-o into a missing directory is status 1" 1 "$ARRC" --emit=ast "$tmp/good.arr" -o "$tmp/no/such/dir.ast"

check "-v prints phase times" 0 "$ARRC" -v --emit=ast "$tmp/good.arr"
expect_in "-v names the parse phase" "$tmp/stderr" "parse"
check "errors are counted" 1 "$ARRC" --emit=ast "$tmp/bad.arr"
expect_in "error format file:line:col" "$tmp/stderr" "bad.arr:1:5: error: '(' was never closed"
expect_in "error shows the source line" "$tmp/stderr" "    1 | x = (1,"
printf '' >"$tmp/empty.arr"
check "an empty file parses" 0 "$ARRC" --emit=ast "$tmp/empty.arr"
printf 'x = 1' >"$tmp/nonl.arr"
check "no final newline parses" 0 "$ARRC" --emit=ast "$tmp/nonl.arr"
printf 'x = 1\0y = 2\n' >"$tmp/nul.arr"
check "a NUL byte is an error, not a crash" 1 "$ARRC" --emit=ast "$tmp/nul.arr"
head -c 3000 /dev/zero | tr '\0' '(' >"$tmp/deep.arr"
check "3000 open brackets is an error, not a crash" 1 "$ARRC" --emit=ast "$tmp/deep.arr"
{ printf 'x = 1'; for i in $(seq 3000); do printf ' + 1'; done; printf '\n'; } >"$tmp/long.arr"
check "a 3000-term sum is an error" 1 "$ARRC" --emit=ast "$tmp/long.arr"
expect_in "the long sum is 'nested too deeply'" "$tmp/stderr" "nested too deeply"

# --- the back end: executables, LLVM IR, assembly, objects, arrc run ---------
check "an executable" 0 "$ARRC" "$tmp/good.arr" -o "$tmp/good"
check "the executable runs" 0 "$tmp/good"
expect_in "the executable prints" "$tmp/stdout" "1.4142135623730951"
check "arrc run" 0 "$ARRC" run "$tmp/good.arr"
expect_in "arrc run prints the program's output" "$tmp/stdout" "1.4142135623730951"
printf 'import sys\nprint(sys.argv[1:])\nsys.exit(3)\n' >"$tmp/args.arr"
check "arrc run passes arguments and the exit status" 3 "$ARRC" run "$tmp/args.arr" a -v
expect_in "arrc run's arguments reach the program" "$tmp/stdout" "['a', '-v']"
check "--emit=llvm" 0 "$ARRC" --emit=llvm "$tmp/good.arr"
expect_in "LLVM IR has main" "$tmp/stdout" "define i32 @main"
check "--emit=asm -O3" 0 "$ARRC" --emit=asm -O3 "$tmp/good.arr" -o "$tmp/good.s"
expect_in "assembly has main" "$tmp/good.s" "main:"
check "--emit=obj -O0" 0 "$ARRC" --emit=obj -O0 "$tmp/good.arr" -o "$tmp/good.o"
check "-O4 is status 2" 2 "$ARRC" -O4 "$tmp/good.arr" -o "$tmp/x"
check "a program with errors makes no executable" 1 "$ARRC" "$tmp/bad.arr" -o "$tmp/bad"
if [ -e "$tmp/bad" ]; then echo "FAIL errors leave no executable"; else echo "ok errors leave no executable"; fi
check "a missing runtime library is status 1" 1 env ARRC_RUNTIME=/nonexistent/libarrc_rt.a "$ARRC" "$tmp/good.arr" -o "$tmp/nort"
expect_in "a missing runtime library is named" "$tmp/stderr" "libarrc_rt.a"
if [ -e "$tmp/nort" ]; then echo "FAIL a failed link leaves no executable"; else echo "ok a failed link leaves no executable"; fi
if ls "$tmp" | grep -q 'tmp[A-Za-z0-9]\{6\}'; then echo "FAIL the back end leaves no temporary files"; else echo "ok the back end leaves no temporary files"; fi
check "-g" 0 "$ARRC" -g "$tmp/good.arr" -o "$tmp/good-g"
readelf --debug-dump=decodedline "$tmp/good-g" >"$tmp/lines" 2>&1
expect_in "-g writes a line table naming the source file" "$tmp/lines" "good.arr"
check "-march=x86-64-v2" 0 "$ARRC" -march=x86-64-v2 "$tmp/good.arr" -o "$tmp/good-v2"
check "the -march=x86-64-v2 executable runs" 0 "$tmp/good-v2"
check "-march with an unknown processor is an error, status 1" 1 "$ARRC" -march=no-such-cpu "$tmp/good.arr" -o "$tmp/nocpu"
expect_in "the unknown processor is named" "$tmp/stderr" "bad value 'no-such-cpu' for -march=; valid values are native, x86-64, x86-64-v2"
if [ -e "$tmp/nocpu" ]; then echo "FAIL a bad -march= writes no output"; else echo "ok a bad -march= writes no output"; fi
# The default is the portable baseline: its code uses no AVX (no
# VEX-encoded instruction in the assembly); -march=native may. Both run.
check "-march=native" 0 "$ARRC" -march=native "$tmp/good.arr" -o "$tmp/good-native"
check "the -march=native executable runs" 0 "$tmp/good-native"
printf '%s\n' 'import numpy as np' 'from numba import njit' '' '' '@njit' 'def axpy(a, x, y):' \
  '    for i in range(x.shape[0]):' '        y[i] += a * x[i]' '    return y' '' '' \
  'print(axpy(2.0, np.arange(1000.0), np.ones(1000)).sum())' >"$tmp/vec.arr"
check "the default target" 0 "$ARRC" --emit=asm "$tmp/vec.arr" -o "$tmp/vec.s"
if grep -qE '\b(vmov|vadd|vmul|vfmadd)[a-z]*' "$tmp/vec.s"; then echo "FAIL the default target uses AVX (not portable)"; else
  echo "ok the default target uses no AVX (portable x86-64 baseline)"; fi
check "-MD" 0 "$ARRC" -MD "$tmp/good.arr" -o "$tmp/dep.exe"
expect_in "-MD writes OUTPUT.d with the rule" "$tmp/dep.d" "$tmp/dep.exe: $tmp/good.arr"
check "-MF PATH" 0 "$ARRC" -MF "$tmp/other.dep" --emit=obj "$tmp/good.arr" -o "$tmp/dep.o"
expect_in "-MF names the dependency file" "$tmp/other.dep" "$tmp/dep.o: $tmp/good.arr"
check "-MF without a path is status 2" 2 "$ARRC" "$tmp/good.arr" -MF

# --- outer-loop vectorization (codegen/outer_loops.c) -------------------------
expect_not_in() { # NAME FILE TEXT
  if grep -qF -- "$3" "$2"; then echo "FAIL $1 ('$3' in output)"; else echo "ok $1"; fi
}
cat >"$tmp/matmul.arr" <<'PROG'
import numpy as np
from numba import njit

@njit
def matmul(A, B, C):
    for i in range(A.shape[0]):
        for j in range(B.shape[1]):
            tmp = 0.
            for k in range(A.shape[1]):
                tmp += A[i, k] * B[k, j]
            C[i, j] = tmp

@njit
def into_first_column(A, C):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            for k in range(j + 1):
                C[i, 0] = C[i, 0] * 0.5 + A[i, k]

A = np.ones((3, 3))
C = np.zeros((3, 3))
matmul(A, A, C)
into_first_column(A, C)
print(C)
PROG
check "an i-j-k product" 0 "$ARRC" --emit=llvm -march=x86-64-v3 "$tmp/matmul.arr" -o "$tmp/matmul.ll"
expect_in "its j loop is guarded by an overlap check" "$tmp/matmul.ll" "@arrc_arrays_disjoint"
expect_in "its j loop is vectorized" "$tmp/matmul.ll" "<4 x double>"
check "-O1" 0 "$ARRC" -O1 --emit=llvm "$tmp/matmul.arr" -o "$tmp/o1.ll"
expect_not_in "-O1 vectorizes no outer loop" "$tmp/o1.ll" "@arrc_arrays_disjoint"
sed -i 's/^matmul(A, A, C)$//' "$tmp/matmul.arr"
check "a nest whose iterations write one element" 0 "$ARRC" --emit=llvm "$tmp/matmul.arr" -o "$tmp/first.ll"
expect_not_in "is left alone" "$tmp/first.ll" "@arrc_arrays_disjoint"

# --- np.load without an annotation: a file its uses do not allow -------------
# The program's uses make the array float64 with two axes; the file it is
# given holds int32 with one. NumPy loads any file, so the oracle cannot
# produce this error and no golden test can hold it.
cat >"$tmp/load.arr" <<'PROG'
import sys
import numpy as np
from numba import njit

@njit
def trace(m):
    s = 0.0
    for i in range(m.shape[0]):
        s += m[i, i]
    return s

if len(sys.argv) > 2:
    np.save(sys.argv[1], np.arange(4, dtype=np.int32))
m = np.load(sys.argv[1])
print(trace(m))
PROG
check "an unannotated np.load" 0 "$ARRC" "$tmp/load.arr" -o "$tmp/load"
check "a file of another dtype and rank is a run-time error" 1 "$tmp/load" "$tmp/ints.npy" write
expect_in "the error names both types" "$tmp/stderr" \
  "ValueError: '$tmp/ints.npy' holds int32 data with 1 dimension, but the program expects float64 with 2 dimensions"
expect_in "the error shows the annotation that loads the file" "$tmp/stderr" "'a: numba.int32[:] = np.load(path)'"
if [ -s "$tmp/stdout" ]; then echo "FAIL the failed load prints nothing"; else echo "ok the failed load prints nothing"; fi

# --- np.load of an .npz archive: a member its uses do not allow -------------
# d["grid"] is float64 with two axes by its uses; the archive the program is
# given holds int32 with one. As above, only arrc has this error. Programs
# that use archives link zlib, and only they do.
cat >"$tmp/npz.arr" <<'PROG'
import sys
import numpy as np

if len(sys.argv) > 2:
    np.savez(sys.argv[1], grid=np.arange(4, dtype=np.int32))
with np.load(sys.argv[1]) as d:
    g = d["grid"]
    print(g[1, 1])
PROG
check "an NpzFile's member typed by its uses" 0 "$ARRC" -v "$tmp/npz.arr" -o "$tmp/npz"
expect_in "a program that uses archives links zlib" "$tmp/stderr" " -lz "
check "the program without archives" 0 "$ARRC" -v "$tmp/good.arr" -o "$tmp/good"
expect_not_in "a program without archives does not link zlib" "$tmp/stderr" " -lz "
check "a member of another dtype and rank is a run-time error" 1 "$tmp/npz" "$tmp/ints.npz" write
expect_in "the error names the member, the file and both types" "$tmp/stderr" \
  "ValueError: the array 'grid' of '$tmp/ints.npz' holds int32 data with 1 dimension, but the program expects float64 with 2 dimensions"
expect_in "the error shows the annotation that reads the member" "$tmp/stderr" "'a: numba.int32[:] = d['grid']'"

# --- GPU code: the binary has no hard dependency on the CUDA driver ----------
cat >"$tmp/kernel.arr" <<'PROG'
import numpy as np
from numba import cuda

@cuda.jit
def double(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= 2

a = np.arange(5.0)
double[1, 8](a)
print(a)
PROG
check "a program with a kernel" 0 "$ARRC" "$tmp/kernel.arr" -o "$tmp/kernel"
check "ARRC_DEVICE=cpu runs the kernel on the CPU" 0 env ARRC_DEVICE=cpu "$tmp/kernel"
expect_in "the kernel ran" "$tmp/stdout" "[0. 2. 4. 6. 8.]"
if ! command -v nvidia-smi >/dev/null 2>&1 || ! nvidia-smi >/dev/null 2>&1; then
  check "ARRC_DEVICE=gpu without a GPU is an error" 1 env ARRC_DEVICE=gpu "$tmp/kernel"
  expect_in "the error is a CudaError" "$tmp/stderr" "CudaError"
fi
check "ARRC_DEVICE with a bad value is an error" 1 env ARRC_DEVICE=tpu "$tmp/kernel"
expect_in "the bad value is named" "$tmp/stderr" "tpu"
ldd "$tmp/kernel" >"$tmp/ldd" 2>&1
if grep -q libcuda "$tmp/ldd"; then echo "FAIL the binary does not link libcuda"; else echo "ok the binary does not link libcuda"; fi
check "--emit=ptx" 0 "$ARRC" --emit=ptx "$tmp/kernel.arr" -o "$tmp/kernel.ptx"
expect_in "the PTX has the kernel's entry" "$tmp/kernel.ptx" ".entry arrc_1_double"

# --- fat binaries: --gpu-arch=LIST and --list-gpu-archs ---------------------
# The valid values are listed on a bad one; a program lists the PTX and
# cubins it carries; each embedded cubin is ptxas's output for its
# architecture (an NVIDIA CUDA ELF whose flags name that sm), checked with
# cuobjdump too where the toolkit has it. Without ptxas (ARRC_PTXAS=none)
# the program carries the PTX alone, and -v says so.
check "--gpu-arch with a bad value is status 1" 1 "$ARRC" --gpu-arch=sm_75,volta "$tmp/kernel.arr"
expect_in "the bad value is named" "$tmp/stderr" "bad --gpu-arch value 'volta'"
expect_in "the valid values are listed" "$tmp/stderr" "NN is one of 50 52 53 60 61 62 70 72 75 80 86 87 89 90"
check "--gpu-arch=sm_91 is status 1" 1 "$ARRC" --gpu-arch=sm_91 "$tmp/kernel.arr"
check "--gpu-arch with an empty item is status 1" 1 "$ARRC" --gpu-arch=sm_75, "$tmp/kernel.arr"
check "--gpu-arch= with nothing is status 1" 1 "$ARRC" --gpu-arch= "$tmp/kernel.arr"
check "--gpu-arch with two PTX architectures is status 1" 1 "$ARRC" --gpu-arch=compute_75,compute_80 "$tmp/kernel.arr"
expect_in "one PTX" "$tmp/stderr" "a program carries one PTX"
check "--gpu-arch with PTX above a cubin is status 1" 1 "$ARRC" --gpu-arch=sm_80,compute_86 "$tmp/kernel.arr"
expect_in "the PTX must not be above the cubins" "$tmp/stderr" "compute_86 is above sm_80"
check "--list-gpu-archs exits 0" 0 "$ARRC" --list-gpu-archs
expect_in "--list-gpu-archs names sm_90" "$tmp/stdout" "sm_90"
expect_in "--list-gpu-archs names the PTX architectures" "$tmp/stdout" "compute_75"
expect_in "--list-gpu-archs marks the default PTX" "$tmp/stdout" "ptx, default"
check "--list-gpu-archs of a file that is not a program is status 1" 1 "$ARRC" --list-gpu-archs "$tmp/kernel.arr"
check "--list-gpu-archs of a program without GPU code" 0 "$ARRC" --list-gpu-archs "$ARRC"
expect_in "it says so" "$tmp/stdout" "carries no GPU code"
check "--gpu-arch=compute_80: PTX only" 0 "$ARRC" --gpu-arch=compute_80 "$tmp/kernel.arr" -o "$tmp/kernel_ptx"
check "--list-gpu-archs of a PTX-only program" 0 "$ARRC" --list-gpu-archs "$tmp/kernel_ptx"
if grep -q cubin "$tmp/stdout" || ! grep -q "^compute_80 *ptx" "$tmp/stdout"; then
  echo "FAIL --gpu-arch=compute_80 carries the PTX alone"; cat "$tmp/stdout"
else echo "ok --gpu-arch=compute_80 carries the PTX alone"; fi
check "ARRC_DEVICE=cpu runs a PTX-only program" 0 env ARRC_DEVICE=cpu "$tmp/kernel_ptx"
check "without ptxas" 0 env ARRC_PTXAS=none "$ARRC" -v "$tmp/kernel.arr" -o "$tmp/kernel_noptxas"
expect_in "-v says the program carries only PTX" "$tmp/stderr" "carries only PTX for compute_75"
check "--list-gpu-archs without ptxas" 0 env ARRC_PTXAS=none "$ARRC" --list-gpu-archs "$tmp/kernel_noptxas"
if [ "$(wc -l <"$tmp/stdout")" -eq 1 ] && grep -q '^compute_75 *ptx' "$tmp/stdout"; then
  echo "ok a program made without ptxas carries the PTX alone"
else echo "FAIL a program made without ptxas carries the PTX alone"; cat "$tmp/stdout"; fi
ptxas=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
if [ -x "$ptxas" ]; then
  "$ARRC" --list-gpu-archs >"$tmp/archs"
  want=$(awk '/^sm_.*cubin, default/ {print $1}' "$tmp/archs" | tr '\n' ' ')
  "$ARRC" --list-gpu-archs "$tmp/kernel" >"$tmp/carried"
  got=$(awk '$2 == "cubin" {print $1}' "$tmp/carried" | tr '\n' ' ')
  if [ -n "$want" ] && [ "$got" = "$want" ]; then echo "ok the default carries a cubin per default architecture ($got)"; else
    echo "FAIL the default carries a cubin per default architecture (carried '$got', default '$want')"
  fi
  expect_in "the default carries the PTX" "$tmp/carried" "ptx"
  for sm in $got; do
    objcopy -O binary --only-section=".arrc_gpu.$sm" "$tmp/kernel" "$tmp/$sm.cubin"
    flags=$(readelf -h "$tmp/$sm.cubin" 2>/dev/null | awk '/Flags:/ {print $2}')
    machine=$(readelf -h "$tmp/$sm.cubin" 2>/dev/null | grep -c "NVIDIA CUDA")
    if [ "$machine" = 1 ] && [ -n "$flags" ] && [ "sm_$(( (flags >> 8) & 0xff ))" = "$sm" ]; then
      echo "ok the $sm cubin is a CUDA ELF for $sm"
    else echo "FAIL the $sm cubin is a CUDA ELF for $sm (flags '$flags')"; fi
    cuobjdump=$(command -v cuobjdump || echo "$(dirname "$ptxas")/cuobjdump")
    if [ -x "$cuobjdump" ]; then
      check "cuobjdump reads the $sm cubin" 0 "$cuobjdump" -elf "$tmp/$sm.cubin"
    fi
  done
  check "--gpu-arch=sm_90,sm_80" 0 "$ARRC" --gpu-arch=sm_90,sm_80 "$tmp/kernel.arr" -o "$tmp/kernel_2"
  check "--list-gpu-archs of it" 0 "$ARRC" --list-gpu-archs "$tmp/kernel_2"
  if [ "$(awk '{print $1, $2}' "$tmp/stdout" | sort | tr '\n' ' ')" = "compute_80 ptx sm_80 cubin sm_90 cubin " ]; then
    echo "ok --gpu-arch=sm_90,sm_80 carries sm_80, sm_90 and PTX for compute_80"
  else echo "FAIL --gpu-arch=sm_90,sm_80 carries sm_80, sm_90 and PTX for compute_80"; cat "$tmp/stdout"; fi
  # The cubin cache: a second compilation of the same GPU code runs no
  # ptxas and embeds the same cubins; a damaged entry is made again;
  # ARRC_CACHE_DIR=none keeps nothing.
  check "a compilation fills the cache" 0 env ARRC_CACHE_DIR="$tmp/cache" "$ARRC" -v --gpu-arch=sm_80,sm_90 "$tmp/kernel.arr" -o "$tmp/kernel_c1"
  expect_in "it assembles both cubins" "$tmp/stderr" "ptxas: 0 cubins from the cache, 2 assembled"
  check "the next one reads it" 0 env ARRC_CACHE_DIR="$tmp/cache" "$ARRC" -v --gpu-arch=sm_80,sm_90 "$tmp/kernel.arr" -o "$tmp/kernel_c2"
  expect_in "it assembles no cubin" "$tmp/stderr" "ptxas: 2 cubins from the cache, 0 assembled"
  objcopy -O binary --only-section=.arrc_gpu.sm_90 "$tmp/kernel_c1" "$tmp/c1.cubin"
  objcopy -O binary --only-section=.arrc_gpu.sm_90 "$tmp/kernel_c2" "$tmp/c2.cubin"
  if [ -s "$tmp/c1.cubin" ] && cmp -s "$tmp/c1.cubin" "$tmp/c2.cubin"; then echo "ok a cached cubin is the one ptxas made"; else
    echo "FAIL a cached cubin is the one ptxas made"; fi
  for f in "$tmp"/cache/*.sm_90.cubin; do echo "not a cubin" >"$f"; done
  check "a damaged cache entry" 0 env ARRC_CACHE_DIR="$tmp/cache" "$ARRC" -v --gpu-arch=sm_80,sm_90 "$tmp/kernel.arr" -o "$tmp/kernel_c3"
  expect_in "is assembled again" "$tmp/stderr" "ptxas: 1 cubin from the cache, 1 assembled"
  check "ARRC_CACHE_DIR=none" 0 env ARRC_CACHE_DIR=none HOME="$tmp/home" "$ARRC" -v --gpu-arch=sm_90 "$tmp/kernel.arr" -o "$tmp/kernel_c4"
  expect_in "assembles every cubin" "$tmp/stderr" "ptxas: 0 cubins from the cache, 1 assembled"
  if [ -e "$tmp/home" ]; then echo "FAIL ARRC_CACHE_DIR=none writes no cache"; else echo "ok ARRC_CACHE_DIR=none writes no cache"; fi
  check "--emit=ptx --gpu-arch=sm_90,compute_80" 0 "$ARRC" --emit=ptx --gpu-arch=sm_90,compute_80 "$tmp/kernel.arr" -o "$tmp/k80.ptx"
  expect_in "the PTX is made for compute_80" "$tmp/k80.ptx" ".target sm_80"
fi

# --- bounds checks in GPU code ------------------------------------------------
# PTX never checks (Numba CUDA has no bounds checking, and the GPU cannot
# call the runtime that reports the error), so --boundscheck must leave it
# without references to the host runtime; on the CPU a kernel compiled with
# --boundscheck raises IndexError. Not a golden test: the oracle's CUDA
# simulator checks every index, and a golden run may use the GPU.
cat >"$tmp/kernel_oob.arr" <<'PROG'
import numpy as np
from numba import cuda

@cuda.jit
def shift(a, out):
    i = cuda.grid(1)
    out[i] = a[i + 1]

a = np.arange(8.0)
out = np.zeros(8)
shift[1, 8](a, out)
print(out)
PROG
check "--boundscheck --emit=ptx" 0 "$ARRC" --boundscheck --emit=ptx "$tmp/kernel_oob.arr" -o "$tmp/kernel_oob.ptx"
expect_not_in "the PTX calls no runtime function" "$tmp/kernel_oob.ptx" "arrc_index_error"
expect_not_in "the PTX has no source locations for errors" "$tmp/kernel_oob.ptx" "arrc_\$_loc"
check "--boundscheck with a kernel compiles without warnings" 0 "$ARRC" --boundscheck "$tmp/kernel_oob.arr" -o "$tmp/kernel_oob"
if [ -s "$tmp/stderr" ]; then echo "FAIL ptxas accepts the PTX of --boundscheck"; head -3 "$tmp/stderr"; else echo "ok ptxas accepts the PTX of --boundscheck"; fi
check "a kernel's index out of range on the CPU with --boundscheck" 1 env ARRC_DEVICE=cpu "$tmp/kernel_oob"
expect_in "is an IndexError" "$tmp/stderr" "kernel_oob.arr:7:14: runtime error: IndexError: index 8 is out of bounds for axis 0 with size 8"

# --- standard output that cannot be written ------------------------------------
# Not golden tests: the oracle's runs write to a file. Python 3.11 (without
# PYTHONUNBUFFERED) under `> /dev/full` reports a failed final flush as
# "Exception ignored in: ..." and exits 120 when the output is smaller than
# its 8192-byte chunk, and raises OSError at the print() (exit 1) when a
# chunk fills up while running; a closed pipe is a BrokenPipeError.
if [ -w /dev/full ]; then
  printf 'import numpy as np\na = np.arange(5)\nprint("sum:", a.sum())\n' >"$tmp/small_out.arr"
  printf 'for i in range(3000):\n    print("line", i)\nprint("done")\n' >"$tmp/big_out.arr"
  "$ARRC" "$tmp/small_out.arr" -o "$tmp/small_out" && "$ARRC" "$tmp/big_out.arr" -o "$tmp/big_out"
  check "a full device at exit is status 120" 120 sh -c '"$1" >/dev/full' sh "$tmp/small_out"
  expect_in "says the flush failed" "$tmp/stderr" "Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>"
  expect_in "names the error" "$tmp/stderr" "OSError: [Errno 28] No space left on device"
  check "a full device while printing is status 1" 1 sh -c '"$1" >/dev/full' sh "$tmp/big_out"
  expect_in "is an OSError at the print" "$tmp/stderr" "big_out.arr:2:5: runtime error: OSError: [Errno 28] No space left on device"
fi
printf 'for i in range(200000):\n    print(i)\n' >"$tmp/many_out.arr"
"$ARRC" "$tmp/many_out.arr" -o "$tmp/many_out"
check "a closed pipe is status 1" 1 bash -c 'set -o pipefail; "$1" | head -n 1 >/dev/null' bash "$tmp/many_out"
expect_in "is a BrokenPipeError" "$tmp/stderr" "many_out.arr:2:5: runtime error: BrokenPipeError: [Errno 32] Broken pipe"

# --- faults in compiled code ---------------------------------------------------
# Not golden tests: under the oracle these programs crash (Numba's jitted
# code has no recursion limit and no bounds checks): status 139, no message.
# arrc keeps the output, names the function, and reports a stack overflow
# as Python's RecursionError.
cat >"$tmp/rec_jit.arr" <<'PROG'
from numba import njit


@njit
def walk(n):
    if n < 0:
        return 0
    return walk(n + 1) * 2 + walk(n + 2)


print("start")
print(walk(0))
PROG
"$ARRC" "$tmp/rec_jit.arr" -o "$tmp/rec_jit"
check "a stack overflow in @njit code is status 1" 1 "$tmp/rec_jit"
expect_in "the output before it is kept" "$tmp/stdout" "start"
expect_in "is a RecursionError naming the function" "$tmp/stderr" "rec_jit.arr:5:1: runtime error: RecursionError: maximum recursion depth exceeded in function 'walk'"
cat >"$tmp/oob_jit.arr" <<'PROG'
import numpy as np
from numba import njit


@njit
def poke(a, i):
    a[i] = 1.0
    return a[i]


a = np.zeros(3)
print("start", poke(a, 1))
print(poke(a, 100000000000))
PROG
"$ARRC" "$tmp/oob_jit.arr" -o "$tmp/oob_jit"
# (sh -c: the shell that sees the signal reports it into the captured stderr)
check "a segmentation fault in @njit code keeps the signal" 139 sh -c '"$@"' sh "$tmp/oob_jit"
expect_in "the output before it is kept" "$tmp/stdout" "start 1.0"
expect_in "names the function, even inlined into host code" "$tmp/stderr" "oob_jit.arr:6:1: runtime error: internal error: Segmentation fault in function 'poke'"
expect_in "suggests --boundscheck" "$tmp/stderr" "oob_jit.arr:6:1: note: 'poke' does not check array indices, as in Numba; compile with --boundscheck"
"$ARRC" --boundscheck "$tmp/oob_jit.arr" -o "$tmp/oob_jit_checked"
check "which finds the index" 1 "$tmp/oob_jit_checked"
expect_in "as an IndexError" "$tmp/stderr" "oob_jit.arr:7:5: runtime error: IndexError: index is out of bounds"
cat >"$tmp/oob_par.arr" <<'PROG'
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def scatter(out, idx):
    for i in prange(out.shape[0]):
        out[idx[i]] = 1.0


out = np.zeros(64)
print("start")
scatter(out, np.arange(64) * 1000000000)
PROG
"$ARRC" "$tmp/oob_par.arr" -o "$tmp/oob_par"
check "a fault in a prange body on a worker thread" 139 sh -c '"$@"' sh env ARRC_NUM_THREADS=4 "$tmp/oob_par"
expect_in "names the function" "$tmp/stderr" "oob_par.arr:6:1: runtime error: internal error: Segmentation fault in function 'scatter'"
cat >"$tmp/rec_kernel.arr" <<'PROG'
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def walk(n):
    if n < 0:
        return 0
    return walk(n + 1) * 2 + walk(n + 2)


@cuda.jit
def run(out):
    i = cuda.grid(1)
    cuda.syncthreads()
    out[i] = walk(i)


out = np.zeros(8, dtype=np.int64)
print("start")
run[1, 8](out)
PROG
"$ARRC" "$tmp/rec_kernel.arr" -o "$tmp/rec_kernel"
check "a stack overflow in a kernel's thread on the CPU (a fiber)" 1 env ARRC_DEVICE=cpu "$tmp/rec_kernel"
expect_in "is a RecursionError" "$tmp/stderr" "rec_kernel.arr:6:1: runtime error: RecursionError: maximum recursion depth exceeded in function 'walk'"

# Reproducible output: two compilations of a program give the same assembly
# (a dict's layout constant was named after a heap address).
cat > "$tmp/repro.arr" <<'PROG'
counts = {"a": 1, "b": 2}
seen = {3, 4}
pairs = {(1, 2): 1.5}
print(counts, seen, pairs)
PROG
"$ARRC" --emit=asm "$tmp/repro.arr" -o "$tmp/repro1.s" && "$ARRC" --emit=asm "$tmp/repro.arr" -o "$tmp/repro2.s"
if cmp -s "$tmp/repro1.s" "$tmp/repro2.s"; then echo "ok two compilations give the same assembly"
else echo "FAIL two compilations give different assembly: $(diff "$tmp/repro1.s" "$tmp/repro2.s" | head -4 | tr '\n' ' ')"; fi
