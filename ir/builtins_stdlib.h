/* The typing rules of the standard-library rows of ir/builtins.def that
 * programs call around their kernels (time, sys, os, os.path, and the
 * math and cmath functions beyond LANGUAGE.md §6.2), in
 * ir/builtins_stdlib.c. ir/builtins.c includes this header before its
 * tables, which name the rules. */
#ifndef ARRC_BUILTINS_STDLIB_H
#define ARRC_BUILTINS_STDLIB_H

#include "infer.h"

/* time, sys, os (host code). */
const Type *t_time_sleep(CallInfo *c);
const Type *t_sys_exit(CallInfo *c);
const Type *t_sys_recursionlimit(CallInfo *c);
const Type *t_set_num_threads(CallInfo *c);
const Type *t_stream_write(CallInfo *c);
const Type *t_str(CallInfo *c);
const Type *t_os_getenv(CallInfo *c);
const Type *t_os_makedirs(CallInfo *c);
const Type *t_os_path_none(CallInfo *c);
const Type *t_os_listdir(CallInfo *c);
const Type *t_os_path_join(CallInfo *c);
const Type *t_os_path_bool(CallInfo *c);
const Type *t_os_path_str(CallInfo *c);
const Type *t_os_path_int(CallInfo *c);
const Type *t_os_path_pair(CallInfo *c);
/* math beyond the float functions of LANGUAGE.md §6.2. */
const Type *t_math_log(CallInfo *c);
const Type *t_math_integers(CallInfo *c);
const Type *t_math_frexp(CallInfo *c);
const Type *t_math_ldexp(CallInfo *c);
const Type *t_math_modf(CallInfo *c);
const Type *t_math_isclose(CallInfo *c);
const Type *t_math_real(CallInfo *c);
const Type *t_math_fsum(CallInfo *c);
/* cmath. */
const Type *t_cmath1(CallInfo *c);
const Type *t_cmath_phase(CallInfo *c);
const Type *t_cmath_polar(CallInfo *c);
const Type *t_cmath_rect(CallInfo *c);
const Type *t_cmath_pred(CallInfo *c);
/* operator (builtins_operator.c): the operator a row stands for (OP_NONE
 * for truth and abs), and the typing of its rows. */
AstOp operator_op(BuiltinId id);
const Type *t_operator(CallInfo *c);
/* itertools: reached only when a function is called through a variable
 * (the builder rewrites direct calls, ir/itertools.c). */
const Type *t_itertools(CallInfo *c);
/* print(file=...): NULL when the file is one print writes to, else the
 * error's type. */
const Type *t_print_file(CallInfo *c);

/* Value rows. */
const Type *v_int64(void);
const Type *v_complex128(void);

#endif
