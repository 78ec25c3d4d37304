/* The standard library around kernels at run time (stdlib.c): the clocks
 * of time and timeit, sys.exit with a message, sys.stdout and sys.stderr,
 * and os and os.path, with Python's results and exception messages.
 * Generated code calls these by name (codegen/lib_stdlib.c). */
#ifndef ARRC_RT_STDLIB_H
#define ARRC_RT_STDLIB_H

#include "arrc_rt.h"

/* The clocks of the time module: ARRC_CLOCK_* picks time.time,
 * time.monotonic / time.perf_counter, or time.process_time. */
enum { ARRC_CLOCK_REALTIME, ARRC_CLOCK_MONOTONIC, ARRC_CLOCK_PROCESS };
double arrc_clock_seconds(int32_t clock);
int64_t arrc_clock_ns(int32_t clock);
/* time.sleep(secs): ValueError for a negative length, as Python. */
void arrc_sleep(double secs, const arrc_loc *loc);

/* sys.exit("message"): the message on standard error, status 1. */
_Noreturn void arrc_sys_exit_str(const arrc_str *msg);
/* sys.setrecursionlimit (ValueError below 1) and sys.getrecursionlimit. */
void arrc_sys_setrecursionlimit(int64_t n, const arrc_loc *loc);
int64_t arrc_sys_getrecursionlimit(void);
/* The limit, and the depth of calls of recursive host functions in this
 * thread, which generated code counts (codegen/recursion.c); the
 * RecursionError of a call past the limit. */
extern int64_t arrc_recursion_limit;
extern _Thread_local int64_t arrc_recursion_depth;
_Noreturn void arrc_recursion_error(const arrc_loc *loc);
int64_t arrc_numba_config_disable_jit(void);
/* sys.stdout.write(s) (fd 1) and sys.stderr.write(s) (fd 2): the number
 * of characters written. Standard output stays buffered as print's. */
int64_t arrc_stream_write(int32_t fd, const arrc_str *s, const arrc_loc *loc);
/* sys.stdout.flush(), and print(..., flush=True) when flush is true. */
void arrc_stream_flush(int32_t fd, bool flush, const arrc_loc *loc);
/* print(..., file=sys.stderr): t's bytes on standard error; t is emptied. */
void arrc_text_write_stderr(arrc_text *t, const arrc_loc *loc);

/* os: the working directory, processors, the environment (NULL: the
 * variable is not set), directories and files. Failures raise Python's
 * OSError subclasses ("FileExistsError: [Errno 17] File exists: 'out'"). */
arrc_str *arrc_os_getcwd(const arrc_loc *loc);
int64_t arrc_os_cpu_count(void);
arrc_str *arrc_os_getenv(const arrc_str *key);
/* os.environ[key]: KeyError naming the key when it is not set. */
arrc_str *arrc_os_environ_item(const arrc_str *key, const arrc_loc *loc);
/* key in os.environ */
bool arrc_os_environ_contains(const arrc_str *key);
void arrc_os_makedirs(const arrc_str *path, int64_t mode, bool exist_ok, const arrc_loc *loc);
void arrc_os_mkdir(const arrc_str *path, int64_t mode, const arrc_loc *loc);
void arrc_os_remove(const arrc_str *path, const arrc_loc *loc);
/* os.listdir(path); path NULL: the working directory. */
arrc_list *arrc_os_listdir(const arrc_str *path, const arrc_loc *loc);

/* os.path (posixpath's algorithms). */
arrc_str *arrc_os_path_join(int64_t n, arrc_str *const *parts);
bool arrc_os_path_exists(const arrc_str *p);
bool arrc_os_path_isfile(const arrc_str *p);
bool arrc_os_path_isdir(const arrc_str *p);
bool arrc_os_path_isabs(const arrc_str *p);
arrc_str *arrc_os_path_basename(const arrc_str *p);
arrc_str *arrc_os_path_dirname(const arrc_str *p);
arrc_str *arrc_os_path_normpath(const arrc_str *p);
arrc_str *arrc_os_path_abspath(const arrc_str *p, const arrc_loc *loc);
arrc_str *arrc_os_path_expanduser(const arrc_str *p);
int64_t arrc_os_path_getsize(const arrc_str *p, const arrc_loc *loc);
/* os.path.splitext and os.path.split: the two parts into out[0], out[1]. */
void arrc_os_path_splitext(const arrc_str *p, arrc_str **out);
void arrc_os_path_split(const arrc_str *p, arrc_str **out);

/* math on integers (mathlib.c), with Python's ValueErrors; a result
 * beyond int64 is an OverflowError, as arrc's ints are 64-bit. */
int64_t arrc_math_gcd(int64_t a, int64_t b);
int64_t arrc_math_lcm(int64_t a, int64_t b, const arrc_loc *loc);
int64_t arrc_math_factorial(int64_t n, const arrc_loc *loc);
int64_t arrc_math_comb(int64_t n, int64_t k, const arrc_loc *loc);
/* perm(n, k); has_k false: perm(n) = factorial(n). */
int64_t arrc_math_perm(int64_t n, int64_t k, bool has_k, const arrc_loc *loc);
int64_t arrc_math_isqrt(int64_t n, const arrc_loc *loc);
/* math.frexp: the mantissa, the exponent into *e. */
double arrc_math_frexp(double x, int64_t *e);
/* math.ldexp with the exponent clamped to C's int (a larger one
 * overflows or underflows all the same). */
double arrc_math_ldexp(double x, int64_t e);
/* math.isclose(a, b, rel_tol=, abs_tol=): ValueError for a negative
 * tolerance. */
bool arrc_math_isclose(double a, double b, double rel_tol, double abs_tol, const arrc_loc *loc);
double arrc_math_ulp(double x);
/* math.fsum of a list of float64 (the builder makes the list). */
double arrc_math_fsum(const arrc_list *l, const arrc_loc *loc);

/* cmath (cmath.c): function fn of z = re + im j (and of a base re2 + im2 j
 * for ARRC_CMATH_LOG_BASE; rect takes r and phi as re and im, polar gives
 * them as out's two doubles) into out[0], out[1], by CPython's algorithms,
 * or Numba's where numba is true. Returns 0 or the error CPython reports. */
enum {
  ARRC_CMATH_SQRT, ARRC_CMATH_EXP, ARRC_CMATH_LOG, ARRC_CMATH_LOG_BASE, ARRC_CMATH_LOG10,
  ARRC_CMATH_SIN, ARRC_CMATH_COS, ARRC_CMATH_TAN, ARRC_CMATH_SINH, ARRC_CMATH_COSH, ARRC_CMATH_TANH,
  ARRC_CMATH_ASIN, ARRC_CMATH_ACOS, ARRC_CMATH_ATAN, ARRC_CMATH_ASINH, ARRC_CMATH_ACOSH, ARRC_CMATH_ATANH,
  ARRC_CMATH_POLAR, ARRC_CMATH_RECT
};
enum { ARRC_CMATH_DOMAIN = 1, ARRC_CMATH_RANGE = 2 };
int32_t arrc_cmath(int32_t fn, double re, double im, double re2, double im2, bool numba, double *out);

/* NumPy's ufunc fn (an ARRC_CMATH_* code of a function of one complex
 * number) of re + im j into out[0], out[1]: NumPy's result for complex128
 * or complex64 data, or Numba's (cmath.c). */
enum { ARRC_NP_COMPLEX_NUMPY128, ARRC_NP_COMPLEX_NUMPY64, ARRC_NP_COMPLEX_NUMBA };
void arrc_np_complex_ufunc(int32_t fn, double re, double im, int32_t mode, double *out);

/* (ar + ai j) ** (br + bi j) into out: NumPy's (npy_cpow) for a mode
 * ARRC_NP_COMPLEX_NUMPY128/64, Numba's, or Python's, which raises
 * ZeroDivisionError and OverflowError as CPython does. */
enum { ARRC_COMPLEX_POW_PYTHON = ARRC_NP_COMPLEX_NUMBA + 1 };
void arrc_complex_pow(double ar, double ai, double br, double bi, int32_t mode, const arrc_loc *loc, double *out);

#endif
