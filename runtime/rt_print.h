/* Declarations that print.c and format.c share beyond the ABI of arrc_rt.h:
 * appending to a text buffer, exact decimal digits of binary floats, and
 * the checked form of format(x, spec) that the unit tests call to see the
 * messages of bad specs without ending the process. */
#ifndef ARRC_RT_PRINT_H
#define ARRC_RT_PRINT_H

#include "arrc_rt.h"
#include "format_spec.h"

/* ---- appending (print.c) ---------------------------------------------- */

void arrc_text_putc(arrc_text *t, char c);
void arrc_text_puts(arrc_text *t, const char *s);
/* Appends n copies of the n_bytes-long (UTF-8) character c. */
void arrc_text_repeat(arrc_text *t, const char *c, size_t c_bytes, size_t n);

/* ---- decimal digits of floats (print.c) ------------------------------- */

/* Where digit generation stops, as NumPy's Dragon4 counts it: at a total
 * number of significant digits, or at a number of digits after the
 * decimal point; NONE stops as soon as the digits identify the value. */
typedef enum { ARRC_CUTOFF_NONE, ARRC_CUTOFF_TOTAL, ARRC_CUTOFF_FRACTION } arrc_cutoff;

/* Writes the decimal digits of |v| (finite) as NumPy's Dragon4 in unique
 * mode makes them: the shortest digits that read back as the same value of
 * the type (float32 when is_f32, v then holds a float32 value), at most
 * max_digits of them by mode (max_digits < 0: no limit), and at least
 * min_digits (< 0: no minimum), the last one correctly rounded. The digits
 * ('0'..'9', no NUL) go to digits, which has room for cap of them; returns
 * their number and stores the power of ten of the first digit in *exp10.
 * Zero gives "0" with exponent 0. For a float64 with no limits these are
 * the digits of Python's repr(). */
int arrc_float_digits(double v, bool is_f32, arrc_cutoff mode, int max_digits, int min_digits,
                      char *digits, int cap, int *exp10);

/* ---- format(x, spec) that reports instead of raising (format.c) -------- */

/* arrc_format_error, the exception a bad spec raises, is in format_spec.h. */

/* The checked forms of arrc_text_format_*: on a bad spec they append
 * nothing, fill *err and return false. */
bool arrc_format_i64_checked(arrc_text *t, int64_t v, const char *spec, size_t spec_len,
                             arrc_format_error *err);
bool arrc_format_u64_checked(arrc_text *t, uint64_t v, const char *spec, size_t spec_len,
                             arrc_format_error *err);
bool arrc_format_f64_checked(arrc_text *t, double v, const char *spec, size_t spec_len,
                             arrc_format_error *err);
bool arrc_format_bool_checked(arrc_text *t, bool v, const char *spec, size_t spec_len,
                              arrc_format_error *err);
bool arrc_format_complex_checked(arrc_text *t, double re, double im, const char *spec, size_t spec_len,
                                 arrc_format_error *err);
bool arrc_format_text_checked(arrc_text *t, const char *data, size_t len, const char *spec, size_t spec_len,
                              arrc_format_error *err);
bool arrc_format_str_checked(arrc_text *t, const arrc_str *s, const char *spec, size_t spec_len,
                             arrc_format_error *err);

/* The text of '%' formatting's %e %E %f %F %g %G (PyOS_double_to_string
 * with a precision, and '#' as alternate), the sign included. */
void arrc_format_float_printf(arrc_text *t, double v, uint32_t type, int precision, bool alternate);

/* The checked forms of strformat.c's '%' formatting and str.format. */
bool arrc_percent_checked(arrc_text *t, const char *fmt, size_t len, const arrc_fmt_arg *args, int64_t nargs,
                          bool mapping, arrc_format_error *err);
bool arrc_str_format_checked(arrc_text *t, const char *fmt, size_t len, const arrc_fmt_arg *args, int64_t nargs,
                             const char *const *kwnames, int64_t nkw, arrc_format_error *err);
bool arrc_format_arg_checked(arrc_text *t, const arrc_fmt_arg *a, const char *spec, size_t spec_len, uint32_t conv,
                             arrc_format_error *err);

#endif
