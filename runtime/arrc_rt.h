/* The arrc runtime library (libarrc_rt.a): what compiled programs call.
 *
 * This header is the ABI between the code generator (codegen/) and the
 * runtime. Every symbol is prefixed arrc_. Values cross it as:
 *   - numbers as C numbers (int64_t, double, float, bool as uint8_t);
 *   - complex numbers as two doubles (or floats), real part first;
 *   - arrays as arrc_array pointers, reference counted;
 *   - lists as arrc_list pointers, reference counted;
 *   - strings as arrc_str pointers, reference counted;
 *   - source locations as pointers to constant arrc_loc records, so a
 *     run-time error names the file, line and column (LANGUAGE.md §9.2).
 */
#ifndef ARRC_RT_H
#define ARRC_RT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arrc_abi.h"

/* ---- source locations and run-time errors (error.c) ------------------- */

typedef struct arrc_loc {
  const char *file;
  int32_t line, col;
} arrc_loc;

/* The exception kinds of §9.2 (arrc_error_kind) are in arrc_abi.h. */

/* Flushes standard output, prints "FILE:LINE:COL: runtime error: KIND:
 * message" (or "KIND" alone for an empty message) to standard error and
 * exits with status 1 (120 when the flush failed, as Python's status is
 * then). loc may be NULL (the message then has no location). */
_Noreturn void arrc_raise(arrc_error_kind kind, const arrc_loc *loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The same with a message of len bytes (a string value raised by the
 * program); len < 0: the exception was raised with no argument. The
 * message shows as Python's str() of the exception shows it: as it is, or
 * quoted for a KeyError (ARRC_EXC_REPR_ARG). */
_Noreturn void arrc_raise_str(arrc_error_kind kind, const arrc_loc *loc, const char *msg, int64_t len);
/* Python's name of the kind (arrc_exception_name of arrc_abi.h). */
const char *arrc_error_kind_name(arrc_error_kind kind);

/* A source function, for the messages of the fault handler (signal.c):
 * its name ("<module>" for the top level), where its def is, and flags
 * (whether it checks array indices). */
typedef struct {
  const char *name;
  const char *file;
  int32_t line, col;
  int32_t flags;
} arrc_function_info;

/* Host code stores the record of the jitted function it calls here before
 * the call, and NULL after it: jitted code inlined into host code has no
 * address of its own that the handler could look up. */
extern const arrc_function_info *volatile arrc_jitted_function;

/* Checked allocation: MemoryError naming the size on failure. */
void *arrc_malloc(size_t n, const arrc_loc *loc);
void *arrc_calloc(size_t n, const arrc_loc *loc);
void *arrc_realloc(void *p, size_t n, const arrc_loc *loc);

/* ---- program start and end (start.c) ---------------------------------- */

/* Called first by the generated main(): keeps argv for sys.argv, sets up
 * output buffering and the handlers of faults (signal.c). */
void arrc_init(int argc, char **argv);
/* Called last: flushes output, releases what the runtime holds; returns the
 * process's exit status (120 when standard output could not be written,
 * after Python's "Exception ignored" message). */
int arrc_exit(void);
/* sys.exit(n) */
_Noreturn void arrc_sys_exit(int64_t status);

/* ---- dtypes ------------------------------------------------------------ */

/* The codes of arrc_dtype are in arrc_abi.h. */
int64_t arrc_dtype_size(arrc_dtype t);
const char *arrc_dtype_name(arrc_dtype t);   /* NumPy's: "float64", "int32", "bool" */

/* ---- arrays (array.c) --------------------------------------------------- */

/* arrc_array, the header of a strided array, is in arrc_abi.h. */
#define ARRC_SHAPE(a) ((a)->dims)
#define ARRC_STRIDES(a) ((a)->dims + (a)->ndim)

/* A new C-contiguous array; its elements are zero when zero is true, else
 * unspecified. A negative dimension is a ValueError ("negative dimensions
 * are not allowed"), an impossible size a MemoryError naming the bytes. */
arrc_array *arrc_array_new(arrc_dtype dtype, int32_t ndim, const int64_t *shape, bool zero,
                           const arrc_loc *loc);
/* A view of base's memory: data, shape and strides given (strides in bytes). */
arrc_array *arrc_array_view(arrc_array *base, char *data, int32_t ndim, const int64_t *shape,
                            const int64_t *strides);
/* A new C-contiguous copy (a.copy(), np.copy, np.array of an array). */
arrc_array *arrc_array_copy(const arrc_array *a, const arrc_loc *loc);
/* The same elements converted to another dtype (a.astype, np.array(a, dtype)). */
arrc_array *arrc_array_astype(const arrc_array *a, arrc_dtype dtype, const arrc_loc *loc);
/* a.reshape(shape) in host code: as NumPy, a view when a is contiguous or
 * its strides allow one (a[::2].reshape((n, 1))), else a copy; -1 infers a
 * dimension; a size mismatch is a ValueError stating both shapes. */
arrc_array *arrc_array_reshape(arrc_array *a, int32_t ndim, const int64_t *shape, const arrc_loc *loc);
/* a.reshape(shape) in jitted code: as Numba, always a view, and a
 * NotImplementedError ("incompatible shape for array") when the strides
 * allow none (a Fortran-order array such as a.T). */
arrc_array *arrc_array_reshape_jit(arrc_array *a, int32_t ndim, const int64_t *shape, const arrc_loc *loc);
/* a.T / a.transpose(): a view with the axes reversed. */
arrc_array *arrc_array_transpose(arrc_array *a);
/* a.real and a.imag: of a complex array, views of the parts of each
 * element; of a real one, a itself and a new array of zeros (NumPy's
 * is read-only). */
arrc_array *arrc_array_part(arrc_array *a, int32_t imag, const arrc_loc *loc);
/* a.flatten(), and a.ravel() of an array Numba does not know to be
 * contiguous in jitted code: a copy. */
arrc_array *arrc_array_flatten(const arrc_array *a, const arrc_loc *loc);
/* a.ravel() in host code, and of a C-layout array in jitted code: a view
 * when a is C-contiguous, else a copy (NumPy's PyArray_Ravel). */
arrc_array *arrc_array_ravel(arrc_array *a, const arrc_loc *loc);
bool arrc_array_is_c_contiguous(const arrc_array *a);
/* The same in Fortran order (the first index varies fastest). */
bool arrc_array_is_f_contiguous(const arrc_array *a);
/* np.arange(start, stop, step) as int64 or float64. */
arrc_array *arrc_array_arange_i64(int64_t start, int64_t stop, int64_t step, const arrc_loc *loc);
arrc_array *arrc_array_arange_f64(double start, double stop, double step, const arrc_loc *loc);
/* np.linspace(start, stop, num), endpoint included. */
arrc_array *arrc_array_linspace(double start, double stop, int64_t num, const arrc_loc *loc);
/* Fills every element with the value given as a double / int64 / complex. */
void arrc_array_fill_f64(arrc_array *a, double v);
void arrc_array_fill_i64(arrc_array *a, int64_t v);
void arrc_array_fill_c128(arrc_array *a, double re, double im);
/* Element access by flat C-order index, converting (for runtime helpers). */
double arrc_array_get_f64(const arrc_array *a, int64_t flat);
int64_t arrc_array_get_i64(const arrc_array *a, int64_t flat);
void arrc_array_set_f64(arrc_array *a, int64_t flat, double v);
void arrc_array_set_i64(arrc_array *a, int64_t flat, int64_t v);
/* dst[...] = src with broadcasting (a[:] = b, a[i] = row); ValueError
 * stating both shapes when they do not broadcast. */
void arrc_array_assign(arrc_array *dst, const arrc_array *src, const arrc_loc *loc);
/* The same in jitted code, whose failure is Numba's ValueError "cannot
 * assign slice from input of different size". */
void arrc_array_assign_jit(arrc_array *dst, const arrc_array *src, const arrc_loc *loc);
/* Raised by generated bounds checks: "index I is out of bounds for axis A
 * with size N" (NumPy's words). */
_Noreturn void arrc_index_error(int64_t index, int32_t axis, int64_t size, const arrc_loc *loc);

/* Reference counts are atomic: the workers of a parallel loop share
 * arrays (a view made in a prange body counts a reference on its base). */
static inline void arrc_incref(void *obj) {
  if (obj)
    __atomic_add_fetch((int64_t *)obj, 1, __ATOMIC_RELAXED);
}
/* Releases one reference; frees the object when it was the last. */
void arrc_array_decref(arrc_array *a);

/* ---- strings (str.c) ------------------------------------------------- */

/* arrc_str is in arrc_abi.h. */
arrc_str *arrc_str_new(const char *s, int64_t len);
void arrc_str_decref(arrc_str *s);
arrc_str *arrc_str_concat(const arrc_str *a, const arrc_str *b);
bool arrc_str_eq(const arrc_str *a, const arrc_str *b);
/* The code points of len bytes of UTF-8 (the bytes that do not continue
 * a character). */
int64_t arrc_utf8_count(const char *s, int64_t len);
/* The byte length of the first k code points of n bytes of UTF-8 (all n
 * when there are fewer). */
size_t arrc_utf8_prefix_bytes(const char *s, size_t n, size_t k);
/* int(s), float(s): ValueError with Python's message on bad input. */
int64_t arrc_str_to_i64(const arrc_str *s, const arrc_loc *loc);
double arrc_str_to_f64(const arrc_str *s, const arrc_loc *loc);

/* ---- lists (list.c) --------------------------------------------------- */

/* arrc_list and its element kinds are in arrc_abi.h. */
arrc_list *arrc_list_new(int64_t itemsize, arrc_elem_kind kind, int64_t len);
/* An empty list whose elements hold the references that `fields` lists
 * (nfields of them; the table must outlive the list). */
arrc_list *arrc_list_new_fields(int64_t itemsize, int32_t nfields, const arrc_elem_field *fields);
/* An empty list with the element layout of l. */
arrc_list *arrc_list_new_like(const arrc_list *l);
/* Appends the itemsize bytes at elem (taking a reference of a managed element). */
void arrc_list_append(arrc_list *l, const void *elem);
/* The address of element i; negative i counts from the end; IndexError
 * "list index out of range" outside. */
void *arrc_list_at(const arrc_list *l, int64_t i, const arrc_loc *loc);
/* l.pop() / l.pop(i): copies the element to out (the reference moves to the caller). */
void arrc_list_pop(arrc_list *l, int64_t i, void *out, const arrc_loc *loc);
void arrc_list_decref(arrc_list *l);
/* List methods and operators (list.c): insert clamps i; extend and the
 * slice functions accept other == l; concat, repeat and copy return new
 * lists; delete raises IndexError, delete_slice and assign_slice take
 * absent as arrc_slice_indices does. */
void arrc_list_insert(arrc_list *l, int64_t i, const void *elem);
void arrc_list_extend(arrc_list *l, const arrc_list *other);
void arrc_list_clear(arrc_list *l);
void arrc_list_remove_at(arrc_list *l, int64_t i);
void arrc_list_reverse(arrc_list *l);
arrc_list *arrc_list_concat(const arrc_list *a, const arrc_list *b);
arrc_list *arrc_list_repeat(const arrc_list *a, int64_t n);
arrc_list *arrc_list_copy(const arrc_list *a);
void arrc_list_delete(arrc_list *l, int64_t i, const arrc_loc *loc);
void arrc_list_delete_slice(arrc_list *l, int64_t lo, int64_t hi, int64_t step, int32_t absent, const arrc_loc *loc);
void arrc_list_assign_slice(arrc_list *l, int64_t lo, int64_t hi, int64_t step, int32_t absent, const arrc_list *src,
                            const arrc_loc *loc);
/* Ordering (list_sort.c), with order tables of arrc_order_kind entries:
 * compare gives -1, 0, 1, or 2 for unordered values (NaN); sort is stable;
 * keys, when not NULL, is a list of one key per element; argbest is the
 * first smallest (largest) key; find and count compare with ==, find in
 * [start, stop) as list.index does, -1 when absent. */
int32_t arrc_order_compare(const char *a, const char *b, const arrc_elem_field *order, int32_t n);
void arrc_list_sort(arrc_list *l, const arrc_list *keys, const arrc_elem_field *order, int32_t n, int8_t reverse);
int64_t arrc_list_argbest(const arrc_list *keys, const arrc_elem_field *order, int32_t n, int8_t is_max);
int64_t arrc_list_find(const arrc_list *l, const void *x, const arrc_elem_field *order, int32_t n, int64_t start,
                       int64_t stop);
int64_t arrc_list_count(const arrc_list *l, const void *x, const arrc_elem_field *order, int32_t n);
/* pow(base, exp, mod) with Python's rules: a negative exponent takes
 * the modular inverse; the result has mod's sign; round(x, ndigits) of an
 * int, halves to even (int_builtins.c). */
int64_t arrc_pow_mod(int64_t base, int64_t exp, int64_t mod, const arrc_loc *loc);
int64_t arrc_round_i64(int64_t x, int64_t ndigits);
int32_t arrc_list_compare(const arrc_list *a, const arrc_list *b, const arrc_elem_field *order, int32_t n);
/* Instances of program classes (object.c): a new one of size bytes, the
 * header included, its fields zero; and the release of one reference. */
arrc_object *arrc_object_new(int64_t size, int32_t nrefs, const arrc_elem_field *refs);
void arrc_object_decref(arrc_object *o);
/* sys.argv */
arrc_list *arrc_sys_argv(void);
/* parser.parse_args(): sys.argv read as argparse reads it against the
 * parser spec (runtime/argparse.c); one string per argument. */
arrc_list *arrc_argparse_parse(const char *spec, int64_t spec_len, const arrc_loc *loc);

/* ---- text: printing and f-strings (print.c, format.c) ----------------- */

/* A growable byte buffer that values are formatted into. print() formats
 * its arguments into one and writes it to standard output; an f-string
 * formats into one and becomes an arrc_str. */
typedef struct arrc_text {
  char *data;
  size_t len, cap;
} arrc_text;

void arrc_text_put(arrc_text *t, const char *s, size_t n);
void arrc_text_free(arrc_text *t);
/* Writes t to the (buffered) standard output and empties it (output.c). A
 * write that fails is an OSError (BrokenPipeError) at loc, the print(). */
void arrc_text_write_stdout(arrc_text *t, const arrc_loc *loc);
/* t's bytes as a new string; t is emptied. */
arrc_str *arrc_text_take_str(arrc_text *t);

/* str(x) / print(x) of each kind of value (§8). */
void arrc_text_put_i64(arrc_text *t, int64_t v);
void arrc_text_put_u64(arrc_text *t, uint64_t v);
void arrc_text_put_bool(arrc_text *t, bool v);
void arrc_text_put_f64(arrc_text *t, double v);        /* repr: shortest round-trip */
void arrc_text_put_f32(arrc_text *t, float v);         /* shortest float32 round-trip */
void arrc_text_put_c128(arrc_text *t, double re, double im);
void arrc_text_put_c64(arrc_text *t, float re, float im);
void arrc_text_put_none(arrc_text *t);
void arrc_text_put_str(arrc_text *t, const arrc_str *s);
/* str(ndarray) with NumPy 1.24's print options. */
void arrc_text_put_array(arrc_text *t, const arrc_array *a);
/* `with np.printoptions(...)`: saves the options, then sets these; the
 * block's end (also by return, break or an exception) restores them. */
void arrc_np_printoptions_enter(int64_t precision, double threshold, int64_t edge_items, int64_t line_width,
                                int64_t suppress, const arrc_loc *loc);
void arrc_np_printoptions_exit(void);
/* np.set_printoptions(precision, threshold, edgeitems, linewidth,
 * suppress): ARRC_PRINT_OPTION_UNCHANGED leaves an option as it is. */
void arrc_np_set_printoptions(int64_t precision, double threshold, int64_t edge_items, int64_t line_width,
                              int64_t suppress, const arrc_loc *loc);
/* NumPy's ValueErrors for a sign other than '-', '+' and ' ' and an
 * unknown floatmode (either may be NULL: not given). */
void arrc_np_check_printoptions(const arrc_str *sign, const arrc_str *floatmode, const arrc_loc *loc);
/* The string options of np.set_printoptions, each NULL when not given. */
void arrc_np_set_printoptions_text(const arrc_str *nanstr, const arrc_str *infstr, const arrc_str *sign,
                                   const arrc_str *floatmode, const arrc_loc *loc);
/* np.savetxt(path, a, fmt, delimiter, newline, header, footer, comments)
 * (npio.c): fmt is one string, or fmts a list of them (then fmt is
 * NULL). */
void arrc_np_savetxt(const arrc_str *path, const arrc_array *a, const arrc_str *fmt, const arrc_list *fmts,
                     const arrc_str *delimiter, const arrc_str *newline, const arrc_str *header,
                     const arrc_str *footer, const arrc_str *comments, const arrc_loc *loc);
/* np.loadtxt(path, dtype, comments, delimiter, skiprows, usecols,
 * unpack, ndmin, max_rows) into an array of rank ndim, which the compiler
 * chose: a file whose rows NumPy would shape to another rank is a
 * ValueError that says so. comments and delimiter may be NULL (none;
 * white space), usecols too (every column); max_rows < 0 reads all. */
arrc_array *arrc_np_loadtxt(const arrc_str *path, int32_t dtype, int32_t ndim, const arrc_str *comments,
                            const arrc_str *delimiter, int64_t skiprows, const int64_t *usecols,
                            int64_t nusecols, int64_t max_rows, int64_t ndmin, bool unpack,
                            const arrc_loc *loc);
/* np.genfromtxt: loadtxt's reader, with lines skipped at the start and
 * rows at the end, and missing or invalid fields filled (filling; NaN for
 * the dtype's default) instead of errors. */
arrc_array *arrc_np_genfromtxt(const arrc_str *path, int32_t dtype, int32_t ndim, const arrc_str *comments,
                               const arrc_str *delimiter, int64_t skip_header, int64_t skip_footer,
                               const int64_t *usecols, int64_t nusecols, double filling, int64_t max_rows,
                               int64_t ndmin, bool unpack, const arrc_loc *loc);
/* repr(ndarray), as inside a printed list or tuple: array([1., 2.]). */
void arrc_text_put_array_repr(arrc_text *t, const arrc_array *a);
/* repr(s) of a string, as inside a printed list or tuple: 'abc'. */
void arrc_text_put_str_repr(arrc_text *t, const arrc_str *s);

/* format(x, spec) for f-string fields (§6.6); a bad spec is a ValueError
 * with Python's message. spec is spec_len bytes, not NUL-terminated. */
void arrc_text_format_i64(arrc_text *t, int64_t v, const char *spec, int64_t spec_len, const arrc_loc *loc);
void arrc_text_format_u64(arrc_text *t, uint64_t v, const char *spec, int64_t spec_len, const arrc_loc *loc);
void arrc_text_format_f64(arrc_text *t, double v, const char *spec, int64_t spec_len, const arrc_loc *loc);
void arrc_text_format_bool(arrc_text *t, bool v, const char *spec, int64_t spec_len, const arrc_loc *loc);
void arrc_text_format_str(arrc_text *t, const arrc_str *s, const char *spec, int64_t spec_len, const arrc_loc *loc);

/* An argument of '%' formatting, str.format() and format() (strformat.c):
 * its kind (ARRC_FMT_*), its value (BOOL, INT: the integer; UINT: its
 * bits; FLOAT, FLOAT32: the bits of the double; COMPLEX, COMPLEX64: those
 * of the real part, and in imag_bits of the imaginary one), and for OBJECT
 * its str(), its repr() and Python's name of its type ("list",
 * "NoneType"), which messages use. STR's string is in str. The strings are
 * borrowed. */
typedef struct {
  int64_t kind;
  int64_t bits;
  int64_t imag_bits;
  const arrc_str *str;
  const arrc_str *repr;
  const char *type_name;
} arrc_fmt_arg;

/* fmt % args: args holds the tuple's elements, or the one value; mapping
 * says that one value is a list or an array, which Python lets stand for
 * no arguments ("text" % [] is "text"). */
arrc_str *arrc_str_percent(const arrc_str *fmt, const arrc_fmt_arg *args, int64_t nargs, bool mapping,
                           const arrc_loc *loc);
/* fmt.format(*args, **kwargs): args holds nargs positional arguments,
 * then nkw keyword arguments named by kwnames. */
arrc_str *arrc_str_format(const arrc_str *fmt, const arrc_fmt_arg *args, int64_t nargs, const char *const *kwnames,
                          int64_t nkw, const arrc_loc *loc);
/* format(value, spec), and an f-string field of any value: conv is 0,
 * 'r', 's' or 'a' (!r, !s, !a). */
void arrc_text_format_arg(arrc_text *t, const arrc_fmt_arg *arg, const arrc_str *spec, int64_t conv,
                          const arrc_loc *loc);

/* ---- numbers (number.c) ----------------------------------------------- */

/* Python's // and % on int64 (floor division; ZeroDivisionError). */
int64_t arrc_floordiv_i64(int64_t a, int64_t b, const arrc_loc *loc);
int64_t arrc_mod_i64(int64_t a, int64_t b, const arrc_loc *loc);
double arrc_floordiv_f64(double a, double b, const arrc_loc *loc);
double arrc_mod_f64(double a, double b, const arrc_loc *loc);
/* a ** b on integers: wrapping square and multiply; what a negative
 * exponent gives depends on the mode, an ARRC_POW_* of arrc_abi.h (see
 * number.c). */
int64_t arrc_pow_i64(int64_t a, int64_t b, int32_t mode, const arrc_loc *loc);
/* Python's float ** float in host code (CPython's float_pow). */
double arrc_pow_f64_py(double x, double y, const arrc_loc *loc);
/* round(x) with Python's ties-to-even, round(x, n) correctly rounded. */
double arrc_round_f64(double x, int64_t ndigits);
/* time.time(), time.perf_counter() */
double arrc_time(void);
double arrc_perf_counter(void);

/* ---- NumPy's floating-point warnings (warn.c) ------------------------- */

/* Host code's elementwise loops: the status flags are cleared before the
 * loop and read after it; each flag raised prints NumPy's RuntimeWarning
 * ("divide by zero encountered in divide") naming the operation given for
 * it (NULL: that flag is not reported), once per source line and text, as
 * Python's default warnings filter does. line is the statement's source
 * text, stripped. An integer division by zero sets its flag by hand. */
void arrc_fp_clear(void);
void arrc_fp_divide_by_zero(void);
void arrc_fp_warn(const arrc_loc *loc, const char *divide_op, const char *overflow_op, const char *invalid_op,
                  const char *line);
/* The same for the conditions given (a scalar operation tells them
 * itself: the compiler may move a scalar's arithmetic across the calls
 * that read the flags): flags is an or of ARRC_FP_* (arrc_abi.h). */
void arrc_fp_warn_flags(int32_t flags, const arrc_loc *loc, const char *divide_op, const char *overflow_op,
                        const char *invalid_op, const char *line);

/* ---- random numbers (random.c) ---------------------------------------- */

/* Host code: one MT19937 generator with NumPy's legacy RandomState
 * algorithms (bit-identical after np.random.seed). */
void arrc_random_seed(uint32_t seed);
double arrc_random_random(void);                  /* np.random.random(), random.random() */
double arrc_random_uniform(double lo, double hi);
int64_t arrc_random_randint(int64_t lo, int64_t hi_exclusive, const arrc_loc *loc);
double arrc_random_normal(double mean, double sd); /* legacy Box-Muller (polar) with cached value */
double arrc_random_gauss(double mean, double sd);  /* random.gauss */

#endif
