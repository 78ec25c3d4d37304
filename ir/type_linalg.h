/* The typing rules of the linear-algebra rows of ir/builtins.def (np.dot's
 * relatives and np.linalg), in ir/type_linalg.c. ir/builtins.c includes
 * this header before its tables, which name the rules. */
#ifndef ARRC_TYPE_LINALG_H
#define ARRC_TYPE_LINALG_H

#include "infer.h"

const Type *t_la_dot_method(CallInfo *c);
const Type *t_la_matmul(CallInfo *c);
const Type *t_la_vdot(CallInfo *c);
const Type *t_la_outer(CallInfo *c);
const Type *t_la_cross(CallInfo *c);
const Type *t_la_kron(CallInfo *c);
const Type *t_la_trace(CallInfo *c);
const Type *t_la_square(CallInfo *c);
const Type *t_la_solve(CallInfo *c);
const Type *t_la_det(CallInfo *c);
const Type *t_la_slogdet(CallInfo *c);
const Type *t_la_eig(CallInfo *c);
const Type *t_la_eigh(CallInfo *c);
const Type *t_la_svd(CallInfo *c);
const Type *t_la_qr(CallInfo *c);
const Type *t_la_lstsq(CallInfo *c);
const Type *t_la_pinv(CallInfo *c);
const Type *t_la_norm(CallInfo *c);
const Type *t_la_cond(CallInfo *c);
const Type *t_la_matrix_rank(CallInfo *c);
const Type *t_la_matrix_power(CallInfo *c);
const Type *t_la_roots(CallInfo *c);

/* The constant string argument k of a call (mode=, UPLO=, ord=), or NULL. */
const char *la_const_str(const Instr *call_arg);

#endif
