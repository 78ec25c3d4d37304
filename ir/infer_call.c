/* Calls of program functions: arguments matched to parameters (keywords,
 * defaults), calls between kinds of functions checked, ufuncs typed by
 * their signatures or NumPy's loop rules, and each call of a function with
 * new argument types given its specialization. */
#include <math.h>
#include <string.h>

#include "infer_state.h"
#include "type_cudahost.h"
#include "stencil.h"

static bool same_types(int n, const Type *const *a, const Type *const *b) {
  for (int k = 0; k < n; k++)
    if (a[k] != b[k])
      return false;
  return true;
}

/* Who may call whom (§5): host code calls anything but device functions;
 * jitted code calls jitted functions and ufuncs; GPU code calls device
 * functions and jitted functions. Kernels are only launched. */
static bool check_call_kind(Infer *I, const Instr *call, const Symbol *sym, FuncKind callee) {
  FuncKind caller = I->cur->info.kind;
  bool caller_gpu = I->cur->gpu;
  const char *name = sym->name;
  if (callee == FUNC_KERNEL) {
    infer_error(I, call->loc, "kernel '%s' is called without a launch configuration; launch it as "
                "%s[blocks, threads_per_block](...)", name, name);
    return false;
  }
  if (callee == FUNC_DEVICE && !caller_gpu) {
    infer_error(I, call->loc, "device function '%s' can only be called from GPU code (a kernel or "
                "another device function)", name);
    return false;
  }
  if (callee == FUNC_HOST && (caller_gpu || caller == FUNC_JIT || caller == FUNC_UFUNC)) {
    infer_error(I, call->loc, "%s '%s' cannot call '%s', which is a plain (host) function; decorate "
                "'%s' with @njit", caller_gpu ? "GPU function" : "jitted function", I->cur->func->name,
                name, name);
    return false;
  }
  return true;
}

/* Orders a call's arguments like the parameters, filling constant defaults:
 * f(1, c=3) of def f(a, b=2, c=0) becomes f(1, 2, 3). Done once per call. */
static bool normalize_arguments(Infer *I, Instr *call, const Node *def) {
  const NodeList *ps = &def->def.params;
  int va = infer_varargs_position(def);
  if (va >= 0 && !infer_pack_varargs(I, call, def, va))
    return false;
  if (va < 0 && call->n > 0) {
    infer_error(I, infer_arg_loc(call, call->n - 1), "a '*' argument that is not a tuple (here %s) needs "
                "a function with a '*args' parameter", call->ops.v[call->n]->type->name);
    return false;
  }
  int npos = call->ops.len - 1 - call->nkw;
  if (npos > ps->len) {
    infer_error(I, call->loc, "'%s' takes %d argument%s but %d were given", def->def.name, ps->len,
                ps->len == 1 ? "" : "s", npos);
    infer_note(I, def->loc, "'%s' is defined here", def->def.name);
    return false;
  }
  if (call->nkw == 0 && npos == ps->len)
    return true;
  Instr **slots = arena_alloc(I->a, (size_t)(ps->len + 1) * sizeof *slots);
  SrcLoc *locs = arena_alloc(I->a, (size_t)(ps->len + 1) * sizeof *locs);
  for (int k = 0; k < npos; k++) {
    slots[k] = call->ops.v[1 + k];
    locs[k] = infer_arg_loc(call, k);
  }
  for (int k = 0; k < call->nkw; k++) {
    int p = 0;
    while (p < ps->len && strcmp(ps->v[p]->param.name, call->kwnames[k]) != 0)
      p++;
    if (p == ps->len) {
      infer_error(I, call->loc, "%s() got an unexpected keyword argument '%s'", def->def.name,
                  call->kwnames[k]);
      return false;
    }
    if (slots[p]) {
      infer_error(I, call->loc, "%s() got multiple values for argument '%s'", def->def.name,
                  call->kwnames[k]);
      return false;
    }
    slots[p] = call->ops.v[1 + npos + k];
    locs[p] = infer_arg_loc(call, npos + k);
  }
  for (int p = 0; p < ps->len; p++) {
    if (slots[p])
      continue;
    const Node *dflt = ps->v[p]->param.def;
    if (!dflt) {
      infer_error(I, call->loc, "%s() missing required argument '%s'", def->def.name,
                  ps->v[p]->param.name);
      infer_note(I, def->loc, "'%s' is defined here", def->def.name);
      return false;
    }
    Instr *c = infer_default_value(I, call, dflt);
    if (!c)
      return false;
    slots[p] = c;
    locs[p] = dflt->loc;
  }
  Instr *callee = call->ops.v[0];
  ir_clear_operands(call);
  ir_add_operand(call, callee);
  for (int p = 0; p < ps->len; p++)
    ir_add_operand(call, slots[p]);
  call->nkw = 0;
  call->arglocs = locs;
  return true;
}

static const Type *specialize(Infer *I, const Instr *call, const Symbol *sym, const FuncInfo *fi,
                              bool gpu, int n, const Type **args);

/* Whether NumPy's ufunc type resolution lets a scalar operand with the
 * constant value v (of type s) into a loop taking t: np.can_cast of its
 * np.min_scalar_type (a non-negative integer also as the signed type of
 * its size) to t with safe casting. */
static bool numpy_value_casts_safely(const Type *s, const NumValue *v, const Type *t) {
  if (s->kind == TY_BOOL)
    return true;
  if (s->kind == TY_INT) {
    /* A uint64 scalar above 2**63 - 1 is held in v->i as its bits. */
    bool huge = !s->is_signed && v->i < 0;
    if (t->kind == TY_INT) {
      if (huge)
        return !t->is_signed && t->bits == 64;
      if (t->is_signed)
        return t->bits == 64 || (v->i >= -((int64_t)1 << (t->bits - 1)) && v->i < ((int64_t)1 << (t->bits - 1)));
      return v->i >= 0 && (t->bits == 64 || v->i < ((int64_t)1 << t->bits));
    }
    if (t->kind == TY_BOOL)
      return false;
    /* int8, uint8, int16 and uint16 values go into float32 and complex64. */
    int real = t->kind == TY_COMPLEX ? t->bits / 2 : t->bits;
    return real == 64 || (!huge && v->i >= -32768 && v->i <= 65535);
  }
  if (t->kind != TY_FLOAT && t->kind != TY_COMPLEX)
    return false;
  if (s->kind == TY_COMPLEX && t->kind == TY_FLOAT)
    return false;
  bool fits32 = !isfinite(v->re) || fabs(v->re) < 3.4e38;
  if (s->kind == TY_COMPLEX)
    fits32 = fits32 && (!isfinite(v->im) || fabs(v->im) < 3.4e38);
  return (t->kind == TY_COMPLEX ? t->bits / 2 : t->bits) == 64 || fits32;
}

/* Whether NumPy 1.24 runs a host-code call of a ufunc with these operands
 * (element types elems) through the loop taking loop[]: every operand
 * casts to the loop's type safely, a scalar by its value (value-based
 * casting) when an array is among the operands and no scalar is of a
 * higher kind (bool, integer, float, complex) than every array. A scalar
 * known only at run time is taken to fit the arrays' dtype, as elsewhere
 * in host code. */
static bool numpy_loop_accepts(Instr *call, int n, const Type **elems, const Type **loop) {
  int array_kind = -1, scalar_kind = -1;
  const Type *arrays = NULL;
  for (int k = 0; k < n; k++) {
    const Type *t = call->ops.v[1 + k]->type;
    int kind = elems[k]->kind == TY_BOOL ? 0 : elems[k]->kind == TY_INT ? 1 : elems[k]->kind == TY_FLOAT ? 2 : 3;
    if (t->kind == TY_ARRAY) {
      arrays = arrays ? type_numpy_promote(arrays, elems[k]) : elems[k];
      array_kind = kind > array_kind ? kind : array_kind;
    } else {
      scalar_kind = kind > scalar_kind ? kind : scalar_kind;
    }
  }
  bool by_value = arrays && array_kind >= scalar_kind;
  for (int k = 0; k < n; k++) {
    const Type *from = elems[k];
    if (by_value && call->ops.v[1 + k]->type->kind != TY_ARRAY) {
      NumValue v;
      if (infer_const_number(call->ops.v[1 + k], &v)) {
        if (!numpy_value_casts_safely(from, &v, loop[k]))
          return false;
        continue;
      }
      from = type_numpy_scalar(arrays, from, NULL);
    }
    /* np.can_cast(from, to, 'safe') is np.promote_types(from, to) == to. */
    if (type_numpy_promote(from, loop[k]) != loop[k])
      return false;
  }
  return true;
}

/* A bare @vectorize (a DUFunc in Numba) has the loops its calls have
 * compiled so far, in the order they were compiled: arrc's type inference
 * meets the calls in program order, a function's body at its first call,
 * so the loops are the specializations of the ufunc made so far. A call in
 * host code goes, as in NumPy, through the first loop that accepts its
 * operands (numpy_loop_accepts) and compiles a new one only when none
 * does; NULL then. (Jitted code looks for a loop of exactly its element
 * types, as Numba's DUFunc typing does, and compiles one when there is
 * none.) */
static const Type **dufunc_existing_loop(Infer *I, Instr *call, const FuncInfo *fi, int n, const Type **elems) {
  int count = 0;
  for (Spec *s = I->specs; s; s = s->next)
    if (s->info.def == fi->def && s->info.kind == FUNC_UFUNC && !s->gpu && s->nargs == n)
      count++;
  if (count == 0)
    return NULL;
  /* I->specs is newest first; the loops are tried oldest first. */
  const Spec **loops = arena_alloc(I->a, (size_t)count * sizeof *loops);
  int k = count;
  for (Spec *s = I->specs; s; s = s->next)
    if (s->info.def == fi->def && s->info.kind == FUNC_UFUNC && !s->gpu && s->nargs == n)
      loops[--k] = s;
  for (k = 0; k < count; k++)
    if (numpy_loop_accepts(call, n, elems, loops[k]->args))
      return loops[k]->args;
  return NULL;
}

/* A ufunc applied to arrays and scalars (§5.2): the scalar function is
 * specialized for the element types, or for the first signature of its
 * list that they convert to safely (NumPy's loop selection), or, for a
 * bare @vectorize called from host code, for the first loop compiled
 * before that accepts them (dufunc_existing_loop); with an array argument
 * (or on the GPU target) the result is an array. */
static const Type *call_ufunc(Infer *I, Instr *call, const Symbol *sym, const FuncInfo *fi) {
  int n = call->ops.len - 1 - call->nkw;
  const Type *out = NULL;
  for (int k = 0; k < call->nkw; k++) {
    if (strcmp(call->kwnames[k], "out") != 0)
      return infer_error(I, call->loc, "ufunc '%s' takes no keyword argument '%s' (only out=)",
                         sym->name, call->kwnames[k]);
    out = call->ops.v[1 + n + k]->type;
  }
  const Type **elems = arena_alloc(I->a, (size_t)(n + 1) * sizeof *elems);
  int ndim = 0;
  for (int k = 0; k < n; k++) {
    const Type *t = call->ops.v[1 + k]->type;
    if (!t)
      return NULL;
    if (t == ty_error)
      return t;
    elems[k] = t->kind == TY_ARRAY ? t->elem : t;
    if (t->kind == TY_ARRAY && t->ndim > ndim)
      ndim = t->ndim;
    if (!type_is_number(elems[k]))
      return infer_error(I, call->ops.v[1 + k]->loc, "ufunc '%s' needs numbers or arrays of "
                         "numbers, not %s", sym->name, t->name);
  }
  const Type **args = elems;
  if (fi->nsigs > 0) {
    int chosen = -1;
    for (int s = 0; s < fi->nsigs && chosen < 0; s++) {
      if (fi->sigs[s].nargs != n)
        continue;
      bool ok = true;
      for (int k = 0; k < n && ok; k++)
        ok = type_can_convert_safely(elems[k], fi->sigs[s].args[k]);
      if (ok)
        chosen = s;
    }
    if (chosen < 0) {
      StrBuf sb = {0};
      for (int k = 0; k < n; k++)
        sb_printf(&sb, "%s%s", k ? ", " : "", elems[k]->name);
      infer_error(I, call->loc, "no signature of ufunc '%s' accepts (%s)", sym->name, sb.data);
      sb_free(&sb);
      return ty_error;
    }
    args = (const Type **)fi->sigs[chosen].args;
  } else if (!fi->gpu_target && func_is_host(I->cur->info.kind)) {
    const Type **loop = dufunc_existing_loop(I, call, fi, n, elems);
    if (loop)
      args = loop;
  }
  const Type *r = specialize(I, call, sym, fi, fi->gpu_target, n, args);
  if (!r || r == ty_error)
    return r;
  /* The chosen signature's result type is the ufunc's (the body's value is
   * converted to it, as Numba does). */
  for (int s = 0; s < fi->nsigs; s++)
    if ((const Type **)fi->sigs[s].args == args && fi->sigs[s].ret)
      r = fi->sigs[s].ret;
  if (!type_is_scalar(r))
    return infer_error(I, call->loc, "ufunc '%s' must return a number, not %s", sym->name, r->name);
  if (out)
    return out;
  if (ndim == 0 && !fi->gpu_target)
    return r;
  return type_array(r, ndim ? ndim : 1, 'C');
}

/* A reduction of @cuda.reduce called on an array: its binary function
 * specialized for two elements, the call's type as type_cudahost.c says. */
static const Type *call_cuda_reduce(Infer *I, Instr *call, const Symbol *sym, const FuncInfo *fi) {
  const Type **pair = arena_alloc(I->a, 2 * sizeof *pair);
  const Type *r = cudahost_reduce_operands(I, call, sym, pair);
  if (!r || r == ty_error)
    return r;
  const Type *f = specialize(I, call, sym, fi, false, 2, pair);
  if (!f || f == ty_error)
    return f;
  if (!type_is_number(f))
    return infer_error(I, call->loc, "reduction '%s' must return a number, not %s", sym->name, f->name);
  call->callee->cuda_reduce = true;
  return r;
}

/* The values an objmode block gives back must have the types its
 * objmode(name='type', ...) declares: Numba converts them as it unboxes
 * them, arrc asks for the conversion in the block. */
static const Type *check_objmode_outputs(Infer *I, const Instr *call, const FuncInfo *fi, const Type *r) {
  const NodeList *declared = &fi->def->def.returns->seq.elts;
  const Node *body_end = fi->def->def.body.v[fi->def->def.body.len - 1];
  const Node *names = body_end->wrap.value;
  for (int k = 0; k < declared->len; k++) {
    const Type *want = infer_annotation_type(I, declared->v[k]);
    const Type *got = declared->len == 1 ? r : r->kind == TY_TUPLE && k < r->n ? r->elems[k] : NULL;
    const char *name = declared->len == 1 ? names->name.id : names->seq.elts.v[k]->name.id;
    if (!want)
      return ty_error;
    if (got && got != want && !(want->kind == TY_ARRAY && got->kind == TY_ARRAY && want->elem == got->elem &&
                                 want->ndim == got->ndim))
      return infer_error(I, declared->v[k]->loc, "objmode output '%s' is declared %s but the block gives it %s; "
                         "convert it in the block (Numba converts it when it leaves object mode)", name,
                         want->name, got->name);
  }
  (void)call;
  return r;
}

/* A call of a program function, or (launch) the launch of a kernel: the
 * arguments are normalized, converted to an explicit signature, and the
 * matching specialization is found or made. */
const Type *call_function(Infer *I, Instr *call, const Symbol *sym, bool launch) {
  FuncInfo fi;
  if (!function_info(I, sym, &fi))
    return infer_error(I, call->loc, "'%s' is not a function arrc can call", sym->name);
  if (fi.gufunc)
    return gufunc_call(I, call, sym, &fi);
  if (fi.jitable && (I->cur->gpu || !func_is_host(I->cur->info.kind)))
    fi.kind = FUNC_JIT;
  /* @generated_jit always, @overload from compiled code: the argument
   * types choose the implementation that is called instead. */
  const Node *chooser = fi.generated ? fi.def
                        : I->cur->gpu || !func_is_host(I->cur->info.kind) ? infer_overload_of(I, sym)
                                                                           : NULL;
  if (chooser && !launch) {
    if (!normalize_arguments(I, call, chooser))
      return ty_error;
    for (int k = 1; k < call->ops.len; k++)
      if (!call->ops.v[k]->type)
        return NULL;
    const Symbol *impl = infer_generated_impl(I, call, chooser, fi.generated ? "@generated_jit" : "@overload");
    return impl ? call_function(I, call, impl, false) : ty_error;
  }
  if (!launch && !fi.objmode && !check_call_kind(I, call, sym, fi.kind))
    return ty_error;
  if (fi.kind == FUNC_UFUNC)
    return call_ufunc(I, call, sym, &fi);
  if (fi.cuda_reduce)
    return call_cuda_reduce(I, call, sym, &fi);
  int stencil = fi.stencil ? stencil_choose(I, call, &fi) : 1;
  if (stencil <= 0)
    return stencil < 0 ? NULL : ty_error;
  if (!normalize_arguments(I, call, fi.def))
    return ty_error;
  int n = call->ops.len - 1;
  const Type **args = arena_alloc(I->a, (size_t)(n + 1) * sizeof *args);
  for (int k = 0; k < n; k++) {
    args[k] = call->ops.v[1 + k]->type;
    if (!args[k])
      return NULL;
    if (args[k] == ty_error)
      return ty_error;
    /* Inside a kernel, a device array is an ordinary array. */
    if (launch && args[k]->kind == TY_ARRAY && args[k]->device)
      args[k] = type_array(args[k]->elem, args[k]->ndim, args[k]->layout);
  }
  if (fi.has_sig) {
    if (fi.sig.nargs != n)
      return infer_error(I, call->loc, "'%s' has a signature with %d parameters but is called with %d "
                         "arguments", sym->name, fi.sig.nargs, n);
    for (int k = 0; k < n; k++) {
      if (args[k] == fi.sig.args[k])
        continue;
      /* Numba converts at a call what it can convert at all (float64 to
       * int32 truncates), not only what converts safely. */
      if (!type_can_convert(args[k], fi.sig.args[k]))
        return infer_error(I, call->ops.v[1 + k]->loc, "argument %d of '%s' is %s, which does not "
                           "convert to %s, the type in its signature", k + 1, sym->name,
                           args[k]->name, fi.sig.args[k]->name);
      Instr *arg = call->ops.v[1 + k];
      Instr *cast = ir_insert_before(call, IR_CAST, arg->loc, 1, &arg);
      cast->type = fi.sig.args[k];
      ir_set_operand(call, 1 + k, cast);
      args[k] = fi.sig.args[k];
    }
  }
  bool gpu = I->cur->gpu || fi.kind == FUNC_DEVICE || fi.kind == FUNC_KERNEL;
  const Type *r = specialize(I, call, sym, &fi, gpu, n, args);
  empty_args_settle(I, call);
  if (r && r != ty_error && fi.objmode && fi.def->def.returns)
    return check_objmode_outputs(I, call, &fi, r);
  return r;
}

/* The specialization of a function for these argument types: found, or
 * made and typed now. NULL while a recursive call's result is unknown. */
static const Type *specialize(Infer *I, const Instr *call, const Symbol *sym, const FuncInfo *fip,
                              bool gpu, int n, const Type **args) {
  FuncInfo fi = *fip;
  /* A signature's result type is the call's type, whatever the body's
   * passes have found so far (the report pass checks that they agree). */
  const Type *declared = fi.has_sig && fi.kind != FUNC_KERNEL && fi.kind != FUNC_UFUNC ? fi.sig.ret : NULL;
  for (Spec *s = I->specs; s; s = s->next) {
    if (s->info.def == fi.def && s->info.kind == fi.kind && s->gpu == gpu && s->nargs == n &&
        same_types(n, s->args, args)) {
      ((Instr *)call)->callee = s->func;
      if (s->in_progress)
        return declared ? declared : s->func->ret_type ? s->func->ret_type : s->last_ret;
      if (I->report)
        infer_report(I, s);
      return declared ? declared : s->func->ret_type;
    }
  }
  if (I->depth > 64)
    return infer_error(I, call->loc, "too many nested specializations (more than 64) while typing "
                       "'%s'; is a recursion missing a base case?", sym->name);
  Spec *s = arena_alloc(I->a, sizeof *s);
  s->sym = sym;
  s->info = fi;
  s->gpu = gpu;
  s->nargs = n;
  s->args = args;
  s->next = I->specs;
  I->specs = s;
  infer_function(I, s);
  ((Instr *)call)->callee = s->func;
  return declared ? declared : s->func->ret_type;
}

const Type *infer_specialize(Infer *I, const Instr *call, const Symbol *sym, const FuncInfo *fi, bool gpu, int n,
                             const Type **args) {
  return specialize(I, call, sym, fi, gpu, n, args);
}

bool infer_numpy_loop_accepts(Instr *call, int n, const Type **elems, const Type **loop) {
  return numpy_loop_accepts(call, n, elems, loop);
}

const Type *infer_function_result(Infer *I, const Instr *at, const Symbol *sym, int n, const Type **args) {
  FuncInfo fi;
  if (!function_info(I, sym, &fi))
    return ty_error;
  /* specialize records the callee in `at`, which is not a call of it. */
  Func *callee = at->callee;
  const Type *r = specialize(I, at, sym, &fi, false, n, args);
  ((Instr *)at)->callee = callee;
  return r;
}
