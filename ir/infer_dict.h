/* The typing of dicts and sets (ir/infer_dict.c): their displays and
 * comprehensions, their operators, methods and builtins (dict(), set(),
 * hash()), and the typing of an empty {} or set() from its later use. */
#ifndef ARRC_INFER_DICT_H
#define ARRC_INFER_DICT_H

#include "infer.h"

/* The typing rules of the rows of ir/builtins.def. */
const Type *t_dict_new(CallInfo *c);
const Type *t_set_new(CallInfo *c);
const Type *t_hash(CallInfo *c);
const Type *t_dict_method(CallInfo *c);
const Type *t_set_method(CallInfo *c);

/* Whether t is a value Python can hash (a number, a string, a tuple of
 * them): what dict keys and set elements may be. */
bool type_hashable(const Type *t);
/* A dict or set (or a list, at any depth inside one) whose types are not
 * known yet: what uses of it must wait for. */
bool dict_pending(const Type *t);

/* IR_DICT and IR_SET; del obj[k]. */
const Type *dict_literal_type(Infer *I, Instr *i);
/* The type of an empty numba.typed.List or numba.typed.Dict (a LIST or
 * DICT with n == IR_TYPED_CONTAINER): the types its annotation, the call
 * List.empty_list(item_type) or Dict.empty(key_type, value_type), names,
 * or types still to come from its first use. */
const Type *typed_container_type(Infer *I, const Instr *i);
const Type *set_literal_type(Infer *I, Instr *i);
const Type *delitem_type(Infer *I, const Instr *i);
/* d[k] and d[k] = v (obj is a dict). */
const Type *dict_getitem_type(Infer *I, const Instr *i, const Type *obj, const Type *key);
const Type *dict_setitem_type(Infer *I, const Instr *i);
/* A comparison or binary operator with a dict or set operand; NULL when
 * neither operand is one, ty_pending while one waits for its types. */
const Type *dict_compare_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b);
const Type *set_binary_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b);
/* A method call on a dict or set that still waits for its types: the call
 * that gives them (s.add(x), d.setdefault(k, v), d.update(e)) records them
 * at the empty dict or set. ty_pending when the call must wait a pass,
 * ty_error after an error, the call's type for d.setdefault(k, []) while
 * the lists' type is not known, NULL when the receiver has its types. */
const Type *dict_call_waits(const CallInfo *c);
/* d[k].append(x) or d.setdefault(k, []).append(x) where d's values are
 * empty lists not typed yet: the dict's values become lists of x's type. */
void dict_list_value_settles(const Instr *receiver, const Type *elem);
/* What iterating over a dict (its keys) or set gives. */
const Type *dict_iter_elem(const Type *t);

#endif
