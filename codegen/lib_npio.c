/* The lowerings of NumPy's print options and text files (LANGUAGE.md
 * §6.7): np.set_printoptions, np.savetxt and np.loadtxt, calls of the
 * runtime (runtime/print.c, runtime/npio.c). */
#include <math.h>
#include <stddef.h>

#include "lower.h"

/* An option argument as the runtime takes it: the marker for None or an
 * argument not given, else the value converted to t. */
static LLVMValueRef option(Cg *cg, const Instr *call, int k, const Type *t) {
  if (k >= nargs(call) || arg_instr(call, k)->type->kind == TY_NONE) {
    if (t == ty_float64)
      return LLVMConstReal(cg->f64, (double)ARRC_PRINT_OPTION_UNCHANGED);
    return cg_i64(cg, ARRC_PRINT_OPTION_UNCHANGED);
  }
  return arg_as(cg, call, k, t);
}

/* A string option, at position k or the keyword name: NULL when absent
 * or None. */
static LLVMValueRef text_option(Cg *cg, const Instr *call, int k, const char *name) {
  const Instr *v = k < nargs(call) ? arg_instr(call, k) : kwarg(call, name);
  if (v && v->type->kind != TY_NONE)
    return cg_value(cg, v);
  return LLVMConstNull(cg->ptr);
}

/* np.set_printoptions(...), and `with np.printoptions(...)`, whose entry
 * saves the options its exit puts back (codegen/exceptions.c). */
LLVMValueRef lower_set_printoptions(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef args[6] = {option(cg, call, 0, ty_int64), option(cg, call, 1, ty_float64),
                          option(cg, call, 2, ty_int64), option(cg, call, 3, ty_int64),
                          option(cg, call, 4, ty_int64), cg_loc(cg, call->loc)};
  /* nanstr and infstr (positions 5 and 6), sign= and floatmode=: NumPy
   * checks sign and floatmode before it changes anything. */
  LLVMValueRef text[5] = {text_option(cg, call, 5, "nanstr"), text_option(cg, call, 6, "infstr"),
                          text_option(cg, call, 99, "sign"), text_option(cg, call, 99, "floatmode"),
                          cg_loc(cg, call->loc)};
  bool any_text = nargs(call) > 5 || call->nkw > 0;
  if (any_text)
    cg_call_rt(cg, "arrc_np_check_printoptions", cg->void_, 3, (LLVMValueRef[]){text[2], text[3], text[4]});
  const char *fn = id == BI_NP_PRINTOPTIONS ? "arrc_np_printoptions_enter" : "arrc_np_set_printoptions";
  cg_call_rt(cg, fn, cg->void_, 6, args);
  if (any_text)
    cg_call_rt(cg, "arrc_np_set_printoptions_text", cg->void_, 5, text);
  return NULL;
}

/* A string argument, or (absent or None) the constant dflt; NULL for
 * dflt NULL. */
static LLVMValueRef str_or(Cg *cg, const Instr *call, int k, const char *dflt) {
  if (k < nargs(call) && arg_instr(call, k)->type->kind != TY_NONE)
    return cg_value(cg, arg_instr(call, k));
  return dflt ? cg_const_str(cg, dflt, strlen(dflt)) : LLVMConstNull(cg->ptr);
}

LLVMValueRef lower_savetxt(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  bool fmt_list = nargs(call) > 2 && arg_instr(call, 2)->type->kind == TY_LIST;
  LLVMValueRef fmt = fmt_list ? LLVMConstNull(cg->ptr) : str_or(cg, call, 2, "%.18e");
  LLVMValueRef fmts = fmt_list ? cg_value(cg, arg_instr(call, 2)) : LLVMConstNull(cg->ptr);
  LLVMValueRef args[10] = {cg_value(cg, arg_instr(call, 0)), cg_value(cg, arg_instr(call, 1)), fmt, fmts,
                           str_or(cg, call, 3, " "), str_or(cg, call, 4, "\n"), str_or(cg, call, 5, ""),
                           str_or(cg, call, 6, ""), str_or(cg, call, 7, "# "), cg_loc(cg, call->loc)};
  cg_call_rt(cg, "arrc_np_savetxt", cg->void_, 10, args);
  return NULL;
}

/* The columns of usecols, as int64s in a stack array; *n their count (0
 * with a null pointer for None). */
static LLVMValueRef usecols_array(Cg *cg, const Instr *call, int pos, LLVMValueRef *n) {
  const Instr *u = nargs(call) > pos ? arg_instr(call, pos) : NULL;
  if (!u || u->type->kind == TY_NONE) {
    *n = cg_i64(cg, 0);
    return LLVMConstNull(cg->ptr);
  }
  LLVMValueRef v = cg_value(cg, u);
  if (u->type->kind == TY_LIST) {
    /* A list of int64 (inference allows no other) holds them as the
     * runtime wants them. */
    *n = cg_list_len(cg, v);
    LLVMValueRef at = cg_i64(cg, (int64_t)offsetof(arrc_list, data));
    return LLVMBuildLoad2(cg->b, cg->ptr, LLVMBuildGEP2(cg->b, cg->i8, v, &at, 1, ""), "usecols");
  }
  int count = u->type->kind == TY_TUPLE ? u->type->n : 1;
  LLVMValueRef buf = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(count > 0 ? count : 1)), "usecols");
  for (int k = 0; k < count; k++) {
    const Type *et = u->type->kind == TY_TUPLE ? u->type->elems[k] : u->type;
    LLVMValueRef e = u->type->kind == TY_TUPLE ? LLVMBuildExtractValue(cg->b, v, (unsigned)k, "") : v;
    LLVMValueRef idx[2] = {cg_i64(cg, 0), cg_i64(cg, k)};
    LLVMBuildStore(cg->b, cg_convert(cg, e, et, ty_int64),
                   LLVMBuildGEP2(cg->b, LLVMArrayType(cg->i64, (unsigned)count), buf, idx, 2, ""));
  }
  *n = cg_i64(cg, count);
  return buf;
}

/* loadtxt's comments: '#' when not given, none (NULL) when None. */
static LLVMValueRef comments_arg(Cg *cg, const Instr *call) {
  if (nargs(call) <= 2)
    return cg_const_str(cg, "#", 1);
  return str_or(cg, call, 2, NULL);
}

LLVMValueRef lower_loadtxt(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef nusecols;
  LLVMValueRef usecols = usecols_array(cg, call, 5, &nusecols);
  const Instr *max_rows = nargs(call) > 8 ? arg_instr(call, 8) : NULL;
  LLVMValueRef args[12] = {
      cg_value(cg, arg_instr(call, 0)),
      LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(call->type->elem), false),
      LLVMConstInt(cg->i32, (unsigned)call->type->ndim, false),
      comments_arg(cg, call),
      str_or(cg, call, 3, NULL),
      nargs(call) > 4 ? arg_as(cg, call, 4, ty_int64) : cg_i64(cg, 0),
      usecols,
      nusecols,
      max_rows && max_rows->type->kind != TY_NONE ? arg_as(cg, call, 8, ty_int64) : cg_i64(cg, -1),
      nargs(call) > 7 ? arg_as(cg, call, 7, ty_int64) : cg_i64(cg, 0),
      nargs(call) > 6 ? arg_as(cg, call, 6, ty_bool) : LLVMConstInt(cg->i1, 0, false),
      cg_loc(cg, call->loc)};
  return cg_call_rt(cg, "arrc_np_loadtxt", cg->ptr, 12, args);
}

/* An int argument at pos, or dflt when it is absent or None. */
static LLVMValueRef int_or(Cg *cg, const Instr *call, int pos, int64_t dflt) {
  if (pos < nargs(call) && arg_instr(call, pos)->type->kind != TY_NONE)
    return arg_as(cg, call, pos, ty_int64);
  return cg_i64(cg, dflt);
}

LLVMValueRef lower_genfromtxt(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef nusecols;
  LLVMValueRef usecols = usecols_array(cg, call, 7, &nusecols);
  const Instr *ndmin = kwarg(call, "ndmin");
  LLVMValueRef filling = nargs(call) > 6 && arg_instr(call, 6)->type->kind != TY_NONE
                             ? arg_as(cg, call, 6, ty_float64)
                             : LLVMConstReal(cg->f64, NAN);
  LLVMValueRef args[14] = {
      cg_value(cg, arg_instr(call, 0)),
      LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(call->type->elem), false),
      LLVMConstInt(cg->i32, (unsigned)call->type->ndim, false),
      comments_arg(cg, call),
      str_or(cg, call, 3, NULL),
      int_or(cg, call, 4, 0),
      int_or(cg, call, 5, 0),
      usecols,
      nusecols,
      filling,
      int_or(cg, call, 9, -1),
      ndmin ? cg_convert(cg, cg_value(cg, ndmin), ndmin->type, ty_int64) : cg_i64(cg, 0),
      nargs(call) > 8 && arg_instr(call, 8)->type->kind == TY_BOOL ? arg_as(cg, call, 8, ty_bool)
                                                                   : LLVMConstInt(cg->i1, 0, false),
      cg_loc(cg, call->loc)};
  return cg_call_rt(cg, "arrc_np_genfromtxt", cg->ptr, 14, args);
}
