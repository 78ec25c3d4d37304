/* type(x) and classes as values (ir/infer_type.c): the class type() gives,
 * decided from where a number comes in host code, comparisons of classes,
 * and the text print() shows of a class, a builtin function or a ufunc. */
#ifndef ARRC_INFER_TYPE_H
#define ARRC_INFER_TYPE_H

#include <stdbool.h>
#include <stddef.h>

#include "infer.h"

const Type *t_type(CallInfo *c);
/* In host code, whether the number v is a NumPy scalar (1: numpy.int64
 * from an array element, a NumPy function), a Python number (0), or
 * cannot be told when compiling (-1, with the reason in *why). */
int host_number_is_numpy(const Instr *v, const char **why);
const Type *t_ndarray_class(CallInfo *c);

/* Whether t is a class as a value: a builtin class (int, list,
 * np.ndarray), a NumPy scalar type (np.float32, not a.dtype), an
 * exception class or a class of the program. */
bool type_is_class_value(const Type *t);
/* Whether two class values are the same class (type(x) == int); with
 * identity, the same object (is), which a dtype and its class are not. */
bool class_values_equal(const Type *a, const Type *b, bool identity);

/* What Python prints for t, a class, a builtin function or a ufunc used
 * as a value ("<class 'int'>", "<built-in function len>", "<ufunc 'sqrt'>"),
 * written into buf; NULL when t is none of these or has no such text (a
 * function written in Python prints its address). In jitted code a NumPy
 * scalar type prints as Numba names it (int64), which the caller does. */
const char *class_value_text(const Type *t, char *buf, size_t size);
/* Why print(), str() or format() cannot show a value of type t in this
 * kind of function, or NULL when they can. */
const char *class_value_unprintable(const Type *t, bool host);
/* Typing of a comparison where one side is a class value (==, !=, is,
 * is not): ty_bool, an error, or NULL when neither side is one. */
const Type *class_compare_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b);

#endif
