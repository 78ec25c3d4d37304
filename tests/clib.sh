#!/usr/bin/env bash
# Library mode (arrc -c, --shared, --header; docs/library.md): the sample
# samples/clib built and run from C and compared with the oracle's output,
# its kernel through the emulating CUDA driver too, the header compiled as
# strict C99 and as C++, a shared library called through ctypes from
# /usr/bin/python3, `make install` with pkg-config, and the command line's
# errors. Prints "ok NAME" or "FAIL NAME" per check; tests/run.sh counts them.
set -u
cd "$(dirname "$0")/.."
ARRC=${ARRC:-build/arrc}
ARRC=$(cd "$(dirname "$ARRC")" && pwd)/$(basename "$ARRC")
BUILD=$(dirname "$ARRC")
# make check-asan links programs with the sanitizers (ARRC_LDFLAGS), and
# so must the C programs here.
RT_LIBS="$BUILD/libarrc_rt.a -lm -lpthread -ldl ${ARRC_LDFLAGS:-}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { echo "ok $1"; }
fail() { echo "FAIL $1"; [ $# -gt 1 ] && printf '%s\n' "$2" | head -15; }

check() { # NAME EXPECTED-STATUS COMMAND...
  local name=$1 want=$2
  shift 2
  "$@" >"$tmp/stdout" 2>"$tmp/stderr"
  local got=$?
  if [ "$got" -eq "$want" ]; then pass "$name"; else fail "$name (exit $got, expected $want)" "$(cat "$tmp/stderr")"; fi
}

expect_in() { # NAME FILE TEXT
  if grep -qF -- "$3" "$2"; then pass "$1"; else fail "$1 ('$3' not in $2)" "$(head -5 "$2")"; fi
}

# --- the sample: built with the Makefile users copy, run, compared --------
sample=$tmp/sample
if make -s -C samples/clib check ARRC="$ARRC" ARRC_CFLAGS= ARRC_LIBS="$RT_LIBS" OUT="$sample" \
  >"$tmp/make.log" 2>&1; then
  pass "samples/clib: the C program prints the oracle's output"
else
  fail "samples/clib: make check" "$(cat "$tmp/make.log")"
fi
if [ -f "$sample/vecmath.o" ]; then
  if nm "$sample/vecmath.o" | grep -qE ' T (main|arrc\.main)$'; then
    fail "a library object has no main"
  else
    pass "a library object has no main"
  fi
  for f in damped dot normalize_rows squares element saxpy; do
    nm "$sample/vecmath.o" | grep -qE " T $f\$" && pass "the object exports $f" || fail "the object exports $f"
  done
  if objdump -h "$sample/vecmath.o" | grep -q '\.arrc_gpu\.'; then pass "the object carries the kernel's PTX"; else
    fail "the object carries the kernel's PTX" "$(objdump -h "$sample/vecmath.o" | head)"
  fi
  expect_in "an exception in an exported function is reported" "$sample/vecmath.stderr" \
    "vecmath.arr:49:9: IndexError: element index out of range"
  expect_in "C reads the exception's message" "$sample/vecmath.stderr" \
    "element(a, 7) = 0.0, error: IndexError: element index out of range"
fi

# The kernel launched from C runs on the GPU when there is one: the
# emulating CUDA driver stands for it (tests/fakecuda).
if [ -x "$sample/vecmath" ] && [ -f "$BUILD/libfakecuda.so" ]; then
  ARRC_DEVICE=gpu ARRC_CUDA_DRIVER=$BUILD/libfakecuda.so ARRC_PTX=1 ARRC_PROFILE=1 "$sample/vecmath" \
    >"$tmp/gpu.out" 2>"$tmp/gpu.err"
  if cmp -s "$tmp/gpu.out" samples/clib/vecmath.out; then pass "samples/clib on the (emulated) GPU"; else
    fail "samples/clib on the (emulated) GPU" "$(diff samples/clib/vecmath.out "$tmp/gpu.out"; cat "$tmp/gpu.err")"
  fi
  expect_in "the kernel ran on the (emulated) GPU" "$tmp/gpu.err" "saxpy"
fi

# The whole program, top level included, still compiles and prints the same.
check "the library's source is a program too" 0 "$ARRC" samples/clib/vecmath.arr -o "$tmp/vecmath-prog"
if [ -x "$tmp/vecmath-prog" ] && "$tmp/vecmath-prog" 2>/dev/null | cmp -s - samples/clib/vecmath.out; then
  pass "the program prints the oracle's output"
else
  fail "the program prints the oracle's output"
fi

# --- the header: strict C99, C++, two headers in one translation unit ----
if [ -f "$sample/vecmath.h" ]; then
  printf 'from numba import cfunc\n@cfunc("int64(int64)")\ndef twice(x):\n    return 2 * x\n' >"$tmp/other.arr"
  check "a second library" 0 "$ARRC" -c "$tmp/other.arr" -o "$tmp/other.o" --header "$tmp/other.h"
  printf '#include "vecmath.h"\n#include "other.h"\n#include "arrc_lib.h"\nint main(void) { return (int)twice(0) + (damped(0.0, 1) != 0.0); }\n' \
    >"$tmp/both.c"
  check "the header is strict C99" 0 cc -std=c99 -Wall -Wextra -pedantic -Werror -I"$sample" -I"$tmp" -Iruntime \
    -c "$tmp/both.c" -o "$tmp/both.o"
  check "two libraries link into one program" 0 cc -o "$tmp/both" "$tmp/both.o" "$sample/vecmath.o" "$tmp/other.o" $RT_LIBS
  check "two libraries run in one program" 0 "$tmp/both"
  if command -v c++ >/dev/null 2>&1; then
    cp "$tmp/both.c" "$tmp/both.cc"
    check "the header is C++ (extern \"C\")" 0 c++ -std=c++11 -Wall -Wextra -pedantic -Werror -I"$sample" -I"$tmp" \
      -Iruntime -o "$tmp/both-cxx" "$tmp/both.cc" "$sample/vecmath.o" "$tmp/other.o" $RT_LIBS
  else
    echo "SKIP the header as C++: no c++"
  fi
fi

# --- pointers: the cfuncs of tests/golden/cfunc.arr called from C, which
# checks their results itself ------------------------------------------------
check "cfuncs with pointers compile to an object" 0 "$ARRC" -c tests/golden/cfunc.arr -o "$tmp/cfunc.o" \
  --header "$tmp/cfunc.h"
expect_in "CPointer(double) is double * in C" "$tmp/cfunc.h" "void my_callback(double *in_, double *out, int32_t m, int32_t n);"
expect_in "voidptr is void * in C" "$tmp/cfunc.h" "double column_sum(void *p, int64_t n);"
expect_in "boolean is bool in C" "$tmp/cfunc.h" "bool positive(double x);"
cat >"$tmp/pointers.c" <<'EOF'
/* carray and farray over C's memory: the results C expects. */
#include <stdio.h>
#include "cfunc.h"
int main(void) {
  double in[6] = {1, 2, 3, 4, 5, 6}, out[6] = {0};
  my_callback(in, out, 2, 3);
  int bad = 0;
  for (int i = 0; i < 6; i++)
    bad |= out[i] != 2 * in[i];
  /* Fortran order: the first column of a 3x2 array is in[0..2]. */
  bad |= column_sum(in, 3) != 6.0;
  bad |= !positive(0.5) || positive(-0.5);
  int64_t two = 2;
  double v[2] = {3.0, 5.0};
  arrc_ndarray a = {v, 1, ARRC_T_FLOAT64, &two, NULL, NULL};
  scale(&a, 2.0);
  bad |= v[0] != 6.0 || v[1] != 10.0 || mean(&a) != 8.0 || gcd(84, 36) != 12;
  printf(bad ? "wrong\n" : "right\n");
  return bad;
}
EOF
if cc -std=c99 -Wall -Wextra -pedantic -Werror -I"$tmp" -o "$tmp/pointers" "$tmp/pointers.c" "$tmp/cfunc.o" $RT_LIBS \
  >"$tmp/cc.log" 2>&1; then
  check "carray and farray view C's memory" 0 "$tmp/pointers"
else
  fail "the cfuncs of cfunc.arr link with C" "$(cat "$tmp/cc.log")"
fi

# --- complex numbers by value and in arrays; C checks the results ---------
cat >"$tmp/cx.arr" <<'EOF'
from numba import cfunc, njit


@cfunc("complex128(complex128, complex128)")
def cmul(a, b):
    return a * b


@cfunc("complex64(complex64, float32)")
def cscale(a, s):
    return a * s


@njit("complex128(complex128[:])")
def csum(a):
    return a.sum()
EOF
cat >"$tmp/cx.c" <<'EOF'
#include <complex.h>
#include "cx.h"
int main(void) {
  arrc_complex128 a = {1, 2}, b = {3, -1};
  arrc_complex128 r = cmul(a, b);
  arrc_complex64 s = cscale((arrc_complex64){1.5f, -2.0f}, 2.0f);
  double complex v[3] = {1 + 1 * I, 2 - 3 * I, 0.5};
  int64_t three = 3;
  arrc_ndarray arr = {v, 1, ARRC_T_COMPLEX128, &three, NULL, NULL};
  arrc_complex128 t = csum(&arr);
  return !(r.re == 5 && r.im == 5 && s.re == 3 && s.im == -4 && t.re == 3.5 && t.im == -2);
}
EOF
check "complex signatures compile to an object" 0 "$ARRC" -c "$tmp/cx.arr" -o "$tmp/cx.o" --header "$tmp/cx.h"
expect_in "complex128 is arrc_complex128 in C" "$tmp/cx.h" "arrc_complex128 cmul(arrc_complex128 a, arrc_complex128 b);"
if cc -std=c99 -Wall -Wextra -pedantic -Werror -I"$tmp" -o "$tmp/cx" "$tmp/cx.c" "$tmp/cx.o" $RT_LIBS >"$tmp/cc.log" 2>&1; then
  check "complex numbers cross by value and in arrays" 0 "$tmp/cx"
else
  fail "complex signatures link with C" "$(cat "$tmp/cc.log")"
fi

# --- a shared library, called through ctypes --------------------------------
check "--shared makes a shared library" 0 "$ARRC" --shared samples/clib/vecmath.arr -o "$tmp/libvecmath.so"
if [ -f "$tmp/libvecmath.so" ] && command -v nm >/dev/null 2>&1; then
  nm -D --defined-only "$tmp/libvecmath.so" | awk '{print $3}' | sort >"$tmp/dynsyms"
  printf '%s\n' arrc_clear_error arrc_last_error arrc_ndarray_free damped dot element normalize_rows saxpy squares \
    >"$tmp/dynsyms.want"
  if cmp -s "$tmp/dynsyms" "$tmp/dynsyms.want"; then pass "a shared library exports only its functions and arrc_lib.h's"; else
    fail "a shared library exports only its functions and arrc_lib.h's" "$(diff "$tmp/dynsyms.want" "$tmp/dynsyms" | head)"
  fi
fi
if [[ "${ARRC_LDFLAGS:-}" == *sanitize* ]]; then
  echo "SKIP ctypes: python3 cannot load a library built with the sanitizers"
elif [ -x /usr/bin/python3 ] && [ -f "$tmp/libvecmath.so" ]; then
  cat >"$tmp/ctypes_test.py" <<'EOF'
# The functions of samples/clib/vecmath.arr through ctypes: the lines that
# samples/clib/vecmath.out has for them, then the error convention.
import ctypes
import sys

lib = ctypes.CDLL(sys.argv[1])


class NDArray(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("ndim", ctypes.c_int32), ("dtype", ctypes.c_int32),
                ("shape", ctypes.POINTER(ctypes.c_int64)), ("strides", ctypes.POINTER(ctypes.c_int64)),
                ("owner", ctypes.c_void_p)]


FLOAT64, INT64 = 10, 4
lib.damped.restype = ctypes.c_double
lib.damped.argtypes = [ctypes.c_double, ctypes.c_int]
lib.dot.restype = ctypes.c_double
lib.dot.argtypes = [ctypes.POINTER(NDArray), ctypes.POINTER(NDArray)]
lib.squares.restype = ctypes.POINTER(NDArray)
lib.squares.argtypes = [ctypes.c_int64]
lib.arrc_ndarray_free.argtypes = [ctypes.POINTER(NDArray)]
lib.arrc_last_error.restype = ctypes.c_char_p
print("damped(2.5, 3) = %.12f" % lib.damped(2.5, 3))
n = ctypes.c_int64(5)
a = (ctypes.c_double * 5)(1, 2, 3, 4, 5)
b = (ctypes.c_double * 5)(0.5, 1.0, 1.5, 2.0, 2.5)
A = NDArray(ctypes.cast(a, ctypes.c_void_p), 1, FLOAT64, ctypes.pointer(n), None, None)
B = NDArray(ctypes.cast(b, ctypes.c_void_p), 1, FLOAT64, ctypes.pointer(n), None, None)
print("dot = %.12f" % lib.dot(ctypes.byref(A), ctypes.byref(B)))
sq = lib.squares(6)
data = ctypes.cast(sq.contents.data, ctypes.POINTER(ctypes.c_int64))
print("squares:", " ".join(str(data[i]) for i in range(sq.contents.shape[0])))
lib.arrc_ndarray_free(sq)
# Every second element (strides in bytes), and an array of the wrong type.
stride = ctypes.c_int64(16)
three = ctypes.c_int64(3)
S = NDArray(ctypes.cast(a, ctypes.c_void_p), 1, FLOAT64, ctypes.pointer(three), ctypes.pointer(stride), None)
print("strided dot = %.1f" % lib.dot(ctypes.byref(S), ctypes.byref(S)))
I = NDArray(ctypes.cast(a, ctypes.c_void_p), 1, INT64, ctypes.pointer(n), None, None)
print("wrong type: %.1f, %s" % (lib.dot(ctypes.byref(I), ctypes.byref(B)), lib.arrc_last_error().decode()))
EOF
  if /usr/bin/python3 "$tmp/ctypes_test.py" "$tmp/libvecmath.so" >"$tmp/ctypes.out" 2>"$tmp/ctypes.err"; then
    grep -E '^(damped|dot|squares)' samples/clib/vecmath.out >"$tmp/ctypes.want"
    if head -3 "$tmp/ctypes.out" | cmp -s - "$tmp/ctypes.want"; then pass "ctypes calls the shared library"; else
      fail "ctypes calls the shared library" "$(head -3 "$tmp/ctypes.out" | diff "$tmp/ctypes.want" -)"
    fi
    expect_in "arrays cross with strides" "$tmp/ctypes.out" "strided dot = 35.0"
    expect_in "an array of the wrong type is a TypeError" "$tmp/ctypes.out" \
      "wrong type: 0.0, TypeError: dot() argument 1: expected an array of float64 with 1 dimension, got int64 with 1"
  else
    fail "ctypes calls the shared library" "$(cat "$tmp/ctypes.err")"
  fi
  # A library whose jitted code draws random numbers loads with dlopen:
  # glibc gives a dlopen'd library little static TLS, so the generators'
  # states are not in it. Each thread draws from its own state, seeded
  # by the call, so all four results are the same.
  cat >"$tmp/mcpi.arr" <<'EOF'
import numpy as np
from numba import njit


@njit("float64(int64, int64)")
def mc_pi(n, seed):
    np.random.seed(seed)
    inside = 0
    for _ in range(n):
        x = np.random.random()
        y = np.random.uniform(0.0, 1.0)
        if x * x + y * y <= 1.0:
            inside += 1
    return 4.0 * inside / n
EOF
  cat >"$tmp/mcpi.py" <<'EOF'
import ctypes
import sys
import threading

lib = ctypes.CDLL(sys.argv[1])
lib.mc_pi.restype = ctypes.c_double
lib.mc_pi.argtypes = [ctypes.c_int64, ctypes.c_int64]
results = [lib.mc_pi(100000, 42)]
threads = [threading.Thread(target=lambda: results.append(lib.mc_pi(100000, 42))) for _ in range(3)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(results)
EOF
  if "$ARRC" --shared "$tmp/mcpi.arr" -o "$tmp/libmcpi.so" 2>"$tmp/mcpi.err" &&
    /usr/bin/python3 "$tmp/mcpi.py" "$tmp/libmcpi.so" >"$tmp/mcpi.out" 2>>"$tmp/mcpi.err"; then
    expect_in "a library drawing random numbers loads with dlopen, one state per thread" "$tmp/mcpi.out" \
      "[3.14604, 3.14604, 3.14604, 3.14604]"
  else
    fail "a library drawing random numbers loads with dlopen" "$(cat "$tmp/mcpi.err")"
  fi
else
  echo "SKIP ctypes: no /usr/bin/python3"
fi

# --- make install: the header, the runtime and arrc.pc, used by the sample -
if make -s install PREFIX="$tmp/prefix" B="$BUILD" >"$tmp/install.log" 2>&1; then
  pass "make install"
  [ -f "$tmp/prefix/include/arrc/arrc_lib.h" ] && pass "make install puts include/arrc/arrc_lib.h" ||
    fail "make install puts include/arrc/arrc_lib.h"
  if command -v pkg-config >/dev/null 2>&1; then
    PKG_CONFIG_PATH=$tmp/prefix/lib/pkgconfig pkg-config --cflags --libs arrc >"$tmp/pc" 2>&1
    expect_in "pkg-config --libs arrc names the runtime" "$tmp/pc" "-L$tmp/prefix/lib/arrc -larrc_rt -lm -lpthread -ldl"
    expect_in "pkg-config --cflags arrc names the headers" "$tmp/pc" "-I$tmp/prefix/include"
    if PATH=$tmp/prefix/bin:$PATH PKG_CONFIG_PATH=$tmp/prefix/lib/pkgconfig \
      make -s -C samples/clib check OUT="$tmp/installed" CFLAGS="-O2 ${ARRC_LDFLAGS:-}" >"$tmp/make2.log" 2>&1; then
      pass "samples/clib builds after make install (arrc and pkg-config from PATH)"
    else
      fail "samples/clib builds after make install" "$(cat "$tmp/make2.log")"
    fi
  else
    echo "SKIP pkg-config: not installed"
  fi
else
  fail "make install" "$(cat "$tmp/install.log")"
fi

# --- the command line --------------------------------------------------------
printf 'from numba import njit\n@njit\ndef f(x):\n    return x\nprint(f(1))\n' >"$tmp/none.arr"
check "a library that exports nothing is an error" 1 "$ARRC" -c "$tmp/none.arr" -o "$tmp/none.o"
expect_in "it says what library mode exports" "$tmp/stderr" "exports no function"
check "--header without -c or --shared is status 2" 2 "$ARRC" --header "$tmp/x.h" "$tmp/other.arr"
check "-c with --shared is status 2" 2 "$ARRC" -c --shared "$tmp/other.arr"
check "-c with --emit is status 2" 2 "$ARRC" -c --emit=llvm "$tmp/other.arr"
check "arrc run -c is status 2" 2 "$ARRC" run -c "$tmp/other.arr"
check "--header needs a path" 2 "$ARRC" -c "$tmp/other.arr" --header
(cd "$tmp" && "$ARRC" -c other.arr >/dev/null 2>&1)
[ -f "$tmp/other.o" ] && pass "-c without -o writes NAME.o" || fail "-c without -o writes NAME.o"
printf 'from numba import njit\n@njit("float64(float64, float64)")\ndef f(x):\n    return x\n' >"$tmp/count.arr"
check "an @njit signature of the wrong length is an error in library mode" 1 "$ARRC" -c "$tmp/count.arr"
expect_in "it is Numba's message" "$tmp/stderr" "Signature mismatch: 2 argument types given, but function takes 1 arguments"
printf 'from numba import njit\n@njit("UniTuple(int64, 2)(int64)")\ndef f(x):\n    return (x, x)\n' >"$tmp/tuple.arr"
check "a result with no C type is an error" 1 "$ARRC" -c "$tmp/tuple.arr"
expect_in "it names the type" "$tmp/stderr" "cannot export 'f' to C: it returns UniTuple(int64 x 2)"
printf 'import math\nfrom numba import cfunc\n@cfunc("float64(float64)")\ndef exp(x):\n    return math.exp(x)\n' >"$tmp/clash.arr"
check "an export named like a C library function it calls is an error" 1 "$ARRC" -c "$tmp/clash.arr" -o "$tmp/clash.o"
expect_in "it says to rename it" "$tmp/stderr" "cannot export 'exp' to C: the C library or arrc's runtime has a function of that name"
check "--header is written beside a shared library" 0 "$ARRC" --shared "$tmp/other.arr" -o "$tmp/libother.so" \
  --header "$tmp/libother.h"
expect_in "the header declares the export" "$tmp/libother.h" "int64_t twice(int64_t x);"
printf 'import numpy as np\nfrom numba import njit\n@njit("float64(float64[:, ::1])")\ndef det(a):\n    return np.linalg.det(a)\n' >"$tmp/la.arr"
check "a library using np.linalg" 0 "$ARRC" -c "$tmp/la.arr" -o "$tmp/la.o" --header "$tmp/la.h"
expect_in "its header names LAPACK for the link" "$tmp/la.h" '$(pkg-config --libs arrc) -llapack -lblas'
