/* @guvectorize (issue 16): generalized ufuncs as Numba 0.56 builds them.
 *
 * The decorator's signature list gives the kernel's loops, its layout
 * ('(n),()->(n)') the core dimensions of each operand. The kernel is
 * compiled as a jitted function (with GPU semantics for target='cuda')
 * once per signature that a call chooses; a call from host code is typed
 * here as NumPy's gufunc call is: the loop is the first signature whose
 * inputs the operands cast to safely (value-based for scalars) and whose
 * result casts to a given out array (same_kind), the loop dimensions
 * broadcast, and the result is a new array, or out. The loop itself runs
 * in the runtime (runtime/gufunc.c), called by codegen/lib_gufunc.c. */
#include <ctype.h>
#include <string.h>

#include "gufunc.h"
#include "infer_state.h"

/* The options Numba 0.56's guvectorize takes: its own, and the nopython
 * compiler's. */
static const char *const gufunc_options[] = {"target", "identity", "cache", "is_dynamic", "nopython",
                                             "boundscheck", "fastmath", "forceobj", "target_backend", NULL};

/* The keywords of a NumPy gufunc call besides out=. */
static const char *const numpy_call_options[] = {"axes", "axis", "keepdims", "casting", "order", "dtype",
                                                 "subok", "signature", "extobj", "where", NULL};

/* One parenthesized group of dimension names, '(m,n)', at *p. */
static const char *parse_group(Arena *a, const char **p, Gufunc *g, int op) {
  if (**p != '(')
    return arena_printf(a, "bad token in signature \"%c\"", **p ? **p : ' ');
  (*p)++;
  while (**p != ')') {
    if (!**p)
      return "a '(' has no matching ')'";
    if (**p == ',') {
      (*p)++;
      if (**p == ')')
        return "',' must not be followed by ')'";
      continue;
    }
    if (!(isalpha((unsigned char)**p) || **p == '_'))
      return arena_printf(a, "bad token in signature \"%c\"", **p);
    const char *start = *p;
    while (isalnum((unsigned char)**p) || **p == '_')
      (*p)++;
    const char *name = arena_strndup(a, start, (size_t)(*p - start));
    int k = 0;
    while (k < g->nnames && strcmp(g->names[k], name) != 0)
      k++;
    if (k == g->nnames) {
      if (g->nnames == GUFUNC_MAX_NAMES)
        return "too many dimension names";
      g->names[g->nnames++] = name;
    }
    if (g->core_ndim[op] == GUFUNC_MAX_CORE)
      return "too many core dimensions";
    g->core_dims[op][g->core_ndim[op]++] = k;
  }
  (*p)++;
  return NULL;
}

/* The operands of one side of '->': groups separated by commas, the
 * first of them operand number `first`. */
static const char *parse_side(Arena *a, const char *text, Gufunc *g, int first, int *count) {
  const char *p = text;
  int n = 0;
  while (*p) {
    if (first + n >= GUFUNC_MAX_OPERANDS)
      return "too many operands (NumPy allows 32)";
    const char *err = parse_group(a, &p, g, first + n);
    if (err)
      return err;
    *count = ++n;
    if (*p == ',')
      p++;
    else if (*p)
      return arena_printf(a, "bad token in signature \"%c\"", *p);
  }
  return NULL;
}

/* Numba's parse_signature and NumPy's checks of a layout: white space
 * is ignored, every output dimension must name an input's. */
static const char *parse_layout(Arena *a, const char *layout, Gufunc *g) {
  size_t n = strlen(layout);
  char *flat = arena_alloc(a, n + 1), *q = flat;
  for (const char *p = layout; *p; p++)
    if (!isspace((unsigned char)*p))
      *q++ = *p;
  *q = 0;
  char *arrow = strstr(flat, "->");
  if (!arrow)
    return "a layout is inputs '->' outputs, such as '(n),()->(n)'";
  *arrow = 0;
  const char *err = parse_side(a, flat, g, 0, &g->nin);
  if (err)
    return err;
  int first_output_name = g->nnames;
  if ((err = parse_side(a, arrow + 2, g, g->nin, &g->nout)))
    return err;
  if (g->nout == 0)
    return "a layout needs an output, such as '(n)->()'";
  if (g->nnames > first_output_name) {
    StrBuf sb = {0};
    for (int k = first_output_name; k < g->nnames; k++)
      sb_printf(&sb, "%s%s", k > first_output_name ? "," : "", g->names[k]);
    const char *msg = arena_printf(a, "NameError: undefined output symbols: %s", sb.data);
    sb_free(&sb);
    return msg;
  }
  return NULL;
}

static bool is_array(const Type *t) { return t && t->kind == TY_ARRAY; }

/* The element type of a signature's argument or of a call's operand. */
static const Type *element(const Type *t) { return is_array(t) ? t->elem : t; }

/* Numba's check of a signature against the layout: an operand of k core
 * dimensions is an array of k dimensions; a '()' input may be a scalar or
 * a one-element 1-d array, a '()' output only the array. */
static bool signature_fits(Infer *I, const Node *where, const Gufunc *g, const Signature *sig) {
  if (sig->ret && sig->ret != ty_void && sig->ret != ty_none) {
    diag_error(I->d, where->loc, "TypeError: gufunc kernel must have void return type; write the "
               "signature as 'void(...)' and store results in the output arrays");
    return false;
  }
  if (sig->nargs != g->nin + g->nout) {
    diag_error(I->d, where->loc, "TypeError: invalid number of args: expected %d, got %d (layout '%s')",
               g->nin + g->nout, sig->nargs, g->signature);
    return false;
  }
  for (int k = 0; k < sig->nargs; k++) {
    const Type *t = sig->args[k];
    int core = g->core_ndim[k];
    bool ok = is_array(t) ? t->ndim == core || (core == 0 && t->ndim == 1) : core == 0 && k < g->nin && type_is_number(t);
    if (!ok) {
      diag_error(I->d, where->loc, "TypeError: type and shape signature mismatch for arg #%d: %s for "
                 "%d core dimension%s of layout '%s'", k + 1, t->name, core, core == 1 ? "" : "s", g->signature);
      return false;
    }
  }
  return true;
}

void gufunc_read_decorator(Infer *I, const Node *dec, FuncInfo *fi) {
  Gufunc *g = arena_alloc(I->a, sizeof *g);
  memset(g, 0, sizeof *g);
  g->name = fi->def->def.name;
  fi->kind = FUNC_JIT;
  fi->parallel = false;
  fi->gufunc = g;
  const Node *layout = dec->kind == AST_CALL && dec->call.args.len == 2 ? dec->call.args.v[1] : NULL;
  if (dec->kind == AST_CALL && dec->call.args.len == 1 && dec->call.args.v[0]->kind == AST_STR) {
    /* @guvectorize('(n)->()'): Numba's dynamic gufunc. */
    layout = dec->call.args.v[0];
    g->dynamic = true;
  }
  if (!layout || layout->kind != AST_STR) {
    diag_error(I->d, dec->loc, "@guvectorize takes a list of signatures and a layout string, such as "
               "@guvectorize(['void(float64[:], intp, float64[:])'], '(n),()->(n)')");
    fi->nsigs = 0;
    return;
  }
  g->signature = layout->str.s;
  const char *err = parse_layout(I->a, layout->str.s, g);
  if (err) {
    diag_error(I->d, layout->loc, "bad @guvectorize layout '%s': %s", layout->str.s, err);
    fi->nsigs = 0;
    return;
  }
  for (int k = 0; k < dec->call.keywords.len; k++) {
    const Node *kw = dec->call.keywords.v[k];
    if (!kw->kw.arg)
      continue;
    int j = 0;
    while (gufunc_options[j] && strcmp(gufunc_options[j], kw->kw.arg) != 0)
      j++;
    const Node *v = kw->kw.value;
    if (!gufunc_options[j]) {
      diag_error(I->d, kw->loc, "KeyError: Unrecognized options: {'%s'}; Numba 0.56's @guvectorize takes "
                 "target=, identity=, cache=, nopython=, boundscheck=, fastmath=", kw->kw.arg);
    } else if (strcmp(kw->kw.arg, "target") == 0) {
      const char *t = v->kind == AST_STR ? v->str.s : "";
      if (strcmp(t, "parallel") == 0)
        g->parallel = true;
      else if (strcmp(t, "cuda") == 0)
        g->cuda = true;
      else if (strcmp(t, "cpu") != 0)
        diag_error(I->d, v->loc, "ValueError: Unsupported target: %s; @guvectorize's targets are 'cpu', "
                   "'parallel' and 'cuda'", v->kind == AST_STR ? t : "(not a string)");
    } else if (strcmp(kw->kw.arg, "forceobj") == 0 && v->kind != AST_FALSE) {
      diag_error(I->d, kw->loc, "object mode (forceobj=True) is not supported by arrc; arrc compiles "
                 "every jitted function in nopython mode");
    }
  }
  if (g->cuda)
    fi->kind = FUNC_DEVICE;
  if (g->dynamic && (g->cuda || g->parallel || g->nout != 1)) {
    diag_error(I->d, dec->loc, "a @guvectorize without signatures (a dynamic gufunc) needs target='cpu' and one "
               "output: Numba 0.56 builds no other (its parallel one fails every call with _UFuncNoLoopError); "
               "give the signatures");
    return;
  }
  if (g->dynamic) {
    if (fi->def->def.params.len != g->nin + g->nout)
      diag_error(I->d, fi->def->loc, "the @guvectorize function '%s' takes %d arguments, but its layout '%s' "
                 "has %d operands", g->name, fi->def->def.params.len, g->signature, g->nin + g->nout);
    return;
  }
  if (fi->nsigs == 0 && dec->call.args.len == 2)
    return; /* the signatures' errors are reported */
  const NodeList *list = dec->call.args.v[0]->kind == AST_LIST || dec->call.args.v[0]->kind == AST_TUPLE
                             ? &dec->call.args.v[0]->seq.elts : NULL;
  for (int s = 0; s < fi->nsigs; s++)
    if (!signature_fits(I, list ? list->v[s] : dec->call.args.v[0], g, &fi->sigs[s])) {
      fi->nsigs = 0;
      return;
    }
  if (fi->def->def.params.len != g->nin + g->nout) {
    diag_error(I->d, fi->def->loc, "the @guvectorize function '%s' takes %d arguments, but its layout '%s' "
               "has %d operands", g->name, fi->def->def.params.len, g->signature, g->nin + g->nout);
    fi->nsigs = 0;
  }
}

/* NumPy's kinds in the order casting='same_kind' allows: bool, unsigned,
 * signed, float, complex. */
static int kind_rank(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return 0;
  case TY_INT: return t->is_signed ? 2 : 1;
  case TY_FLOAT: return 3;
  default: return 4;
  }
}

static bool casts_same_kind(const Type *from, const Type *to) {
  return type_numpy_promote(from, to) == to || kind_rank(to) >= kind_rank(from);
}

static const char *dtype_repr(Infer *I, const Type *t) {
  return arena_printf(I->a, "dtype('%s')", t->kind == TY_BOOL ? "bool" : t->name);
}

/* Whether the caller may call a gufunc: only host code, as in Numba 0.56,
 * whose typing knows no GUFunc objects. */
static bool check_caller(Infer *I, const Instr *call, const Symbol *sym, const FuncInfo *fi) {
  if (func_is_host(I->cur->info.kind) && !I->cur->gpu)
    return true;
  infer_error(I, call->loc, "Untyped global name '%s': Cannot determine Numba type of <class '%s'>; Numba 0.56 "
              "calls a @guvectorize function only from host code, not from %s", sym->name,
              fi->gufunc->cuda ? "numba.cuda.vectorizers.CUDAGenerializedUFunc" : "numba.np.ufunc.gufunc.GUFunc",
              I->cur->gpu ? "GPU code" : "jitted code");
  return false;
}

/* The operands' checks of NumPy's gufunc call before any loop runs that
 * types decide: each has at least its core's dimensions. */
static bool enough_dimensions(Infer *I, const Instr *call, const Gufunc *g, int op, const Type *t) {
  int nd = is_array(t) ? t->ndim : 0;
  if (nd >= g->core_ndim[op])
    return true;
  bool input = op < g->nin;
  infer_error(I, call->loc, "ValueError: %s: %s operand %d does not have enough dimensions (has %d, gufunc core "
              "with signature %s requires %d)", g->name, input ? "Input" : "Output", input ? op : op - g->nin,
              nd, g->signature, g->core_ndim[op]);
  return false;
}

/* NumPy's should_use_min_scalar for a call of nin > 1 inputs: a scalar
 * beside arrays, of no higher kind than theirs, takes part by its value. */
static bool value_based(const Instr *call, int nin, const Type **elems) {
  int array_kind = -1, scalar_kind = -1;
  for (int k = 0; k < nin; k++) {
    int kind = kind_rank(elems[k]) >= 2 ? kind_rank(elems[k]) - 1 : kind_rank(elems[k]);
    if (is_array(call->ops.v[1 + k]->type))
      array_kind = kind > array_kind ? kind : array_kind;
    else
      scalar_kind = kind > scalar_kind ? kind : scalar_kind;
  }
  return nin > 1 && array_kind >= 0 && scalar_kind >= 0 && scalar_kind <= array_kind;
}

const Instr *gufunc_output_operand(const Instr *call, int nin, int j, int *element) {
  int npos = call->ops.len - 1 - call->nkw;
  *element = -1;
  if (nin + j < npos)
    return call->ops.v[1 + nin + j];
  for (int k = 0; k < call->nkw; k++)
    if (strcmp(call->kwnames[k], "out") == 0) {
      const Instr *out = call->ops.v[1 + npos + k];
      if (out->type && out->type->kind == TY_TUPLE) {
        *element = j;
        return out;
      }
      return j == 0 ? out : NULL;
    }
  return NULL;
}

/* The keyword arguments: out= alone; false after an error. */
static bool check_keywords(Infer *I, const Instr *call, const Gufunc *g, int npos) {
  for (int k = 0; k < call->nkw; k++) {
    const char *kw = call->kwnames[k];
    if (strcmp(kw, "out") == 0) {
      const Type *t = call->ops.v[1 + npos + k]->type;
      if (npos > g->nin) {
        infer_error(I, call->loc, "TypeError: cannot specify 'out' as both a positional and keyword argument");
        return false;
      }
      if (t && t->kind == TY_TUPLE && t->n != g->nout) {
        infer_error(I, call->loc, "ValueError: The 'out' tuple must have exactly one entry per ufunc output");
        return false;
      }
      if (t && t->kind != TY_TUPLE && g->nout > 1) {
        infer_error(I, call->loc, "TypeError: '%s' has %d outputs: out= takes a tuple of %d arrays", g->name,
                    g->nout, g->nout);
        return false;
      }
      continue;
    }
    int j = 0;
    while (numpy_call_options[j] && strcmp(numpy_call_options[j], kw) != 0)
      j++;
    if (numpy_call_options[j])
      infer_error(I, call->loc, "%s(..., %s=) is not supported by arrc yet; its gufunc calls take out= alone",
                  g->name, kw);
    else
      infer_error(I, call->loc, "TypeError: %s() got an unexpected keyword argument '%s'", g->name, kw);
    return false;
  }
  return true;
}

/* The type of output j as the call gives it, NULL where it gives none,
 * ty_error after an error. */
static const Type *given_output(Infer *I, const Instr *call, const Gufunc *g, int j) {
  int element;
  const Instr *o = gufunc_output_operand(call, g->nin, j, &element);
  if (!o)
    return NULL;
  const Type *t = element >= 0 ? o->type->elems[element] : o->type;
  if (!t || t == ty_error)
    return ty_error;
  if (!is_array(t) || t->device)
    return infer_error(I, call->loc, "TypeError: return arrays must be of ArrayType");
  return t;
}

/* Numba's ufunc_can_cast: np.can_cast, but any integer casts to a float
 * or complex type when the inputs mix both kinds. */
static bool numba_can_cast(const Type *from, const Type *to, bool mixed, bool same_kind) {
  if (mixed && from->kind == TY_INT && (to->kind == TY_FLOAT || to->kind == TY_COMPLEX))
    return true;
  return same_kind ? casts_same_kind(from, to) : type_numpy_promote(from, to) == to;
}

/* The loops of a dynamic gufunc (Numba's GUFunc without signatures): the
 * specializations its calls made so far, oldest first, and one for these
 * operands' dtypes (elems: inputs, then outputs) when none of them takes
 * the operands by Numba's ufunc_find_matching_loop; its arrays are of the
 * core's dimensions (a '()' output a one-element array), a '()' input a
 * scalar. */
static int dynamic_loops(Infer *I, const FuncInfo *fi, const Type **elems, Signature **out) {
  const Gufunc *g = fi->gufunc;
  int nops = g->nin + g->nout, count = 0;
  for (Spec *s = I->specs; s; s = s->next)
    if (s->info.def == fi->def && s->nargs == nops)
      count++;
  Signature *sigs = arena_alloc(I->a, (size_t)(count + 1) * sizeof *sigs);
  int k = count;
  for (Spec *s = I->specs; s; s = s->next)
    if (s->info.def == fi->def && s->nargs == nops)
      sigs[--k] = (Signature){.ret = ty_none, .nargs = nops, .args = (const Type **)s->args};
  bool mixed_int = false, mixed_float = false;
  for (int a = 0; a < g->nin; a++) {
    mixed_int |= elems[a]->kind == TY_INT;
    mixed_float |= elems[a]->kind == TY_FLOAT || elems[a]->kind == TY_COMPLEX;
  }
  for (int s = 0; s < count; s++) {
    bool fits = true;
    for (int a = 0; a < nops && fits; a++) {
      const Type *loop = element(sigs[s].args[a]);
      fits = a < g->nin ? numba_can_cast(elems[a], loop, mixed_int && mixed_float, false)
                        : numba_can_cast(loop, elems[a], mixed_int && mixed_float, true);
    }
    if (fits) {
      *out = sigs;
      return count;
    }
  }
  const Type **args = arena_alloc(I->a, (size_t)(nops + 1) * sizeof *args);
  for (int a = 0; a < nops; a++) {
    int core = g->core_ndim[a];
    args[a] = core == 0 && a < g->nin ? elems[a] : type_array(elems[a], core ? core : 1, 'A');
  }
  sigs[count] = (Signature){.ret = ty_none, .nargs = nops, .args = args};
  *out = sigs;
  return count + 1;
}

const Type *gufunc_call(Infer *I, Instr *call, const Symbol *sym, const FuncInfo *fi) {
  const Gufunc *g = fi->gufunc;
  if (!check_caller(I, call, sym, fi))
    return ty_error;
  if (fi->nsigs == 0 && !g->dynamic)
    return ty_error;
  int npos = call->ops.len - 1 - call->nkw;
  if (npos < g->nin || npos > g->nin + g->nout)
    return infer_error(I, call->loc, "TypeError: %s() takes from %d to %d positional arguments but %d were given",
                       g->name, g->nin, g->nin + g->nout, npos);
  for (int k = 1; k < call->ops.len; k++) {
    if (!call->ops.v[k]->type)
      return NULL;
    if (call->ops.v[k]->type == ty_error)
      return ty_error;
  }
  if (!check_keywords(I, call, g, npos))
    return ty_error;
  const Type *outs[GUFUNC_MAX_OPERANDS];
  for (int j = 0; j < g->nout; j++)
    if ((outs[j] = given_output(I, call, g, j)) == ty_error)
      return ty_error;
  const Type **elems = arena_alloc(I->a, (size_t)(g->nin + 1) * sizeof *elems);
  for (int k = 0; k < g->nin; k++) {
    const Type *t = call->ops.v[1 + k]->type;
    if (is_array(t) && t->device)
      return infer_error(I, call->ops.v[1 + k]->loc, "passing a device array to the gufunc '%s' is not supported "
                         "by arrc yet; pass the host array", g->name);
    elems[k] = element(t);
    if (!type_is_number(elems[k]))
      return infer_error(I, call->ops.v[1 + k]->loc, "TypeError: ufunc '%s' needs numbers or arrays of numbers, "
                         "not %s", g->name, t->name);
  }
  Signature *sigs = fi->sigs;
  int nsigs = fi->nsigs;
  if (g->dynamic) {
    const Type **all = arena_alloc(I->a, (size_t)(g->nin + g->nout + 1) * sizeof *all);
    for (int j = 0; j < g->nout; j++) {
      if (!outs[j])
        return infer_error(I, call->loc, "TypeError: Too few arguments for function '%s'. Note that the pattern "
                           "`out = gufunc(Arg1, Arg2, ..., ArgN)` is not allowed. Use `gufunc(Arg1, Arg2, ..., "
                           "ArgN, out) instead.", g->name);
      all[g->nin + j] = outs[j]->elem;
    }
    for (int k = 0; k < g->nin; k++)
      all[k] = elems[k];
    nsigs = dynamic_loops(I, fi, all, &sigs);
  }
  /* NumPy 1.24's dispatch: without value-based casting (no scalar beside
   * arrays of as high a kind), a loop of exactly the inputs' dtypes; else
   * the linear search of the loops for one that the inputs cast to
   * safely. Each given output must then take the loop's type same_kind
   * (NumPy checks it after choosing, so a later loop that would fit is
   * not tried). */
  int chosen = -1;
  const Type **loop = arena_alloc(I->a, (size_t)(g->nin + g->nout + 1) * sizeof *loop);
  bool exact_first = !value_based(call, g->nin, elems);
  for (int pass = exact_first ? 0 : 1; pass < 2 && chosen < 0; pass++)
    for (int s = 0; s < nsigs && chosen < 0; s++) {
      for (int k = 0; k < g->nin + g->nout; k++)
        loop[k] = element(sigs[s].args[k]);
      bool exact = true;
      for (int k = 0; k < g->nin; k++)
        exact &= elems[k] == loop[k];
      if (pass == 0 ? exact : infer_numpy_loop_accepts(call, g->nin, elems, loop))
        chosen = s;
    }
  for (int j = 0; chosen >= 0 && j < g->nout; j++) {
    const Type *from = element(sigs[chosen].args[g->nin + j]);
    if (outs[j] && !casts_same_kind(from, outs[j]->elem))
      return infer_error(I, call->loc, "UFuncTypeError: Cannot cast ufunc '%s' output from %s to %s with casting "
                         "rule 'same_kind'", g->name, dtype_repr(I, from), dtype_repr(I, outs[j]->elem));
  }
  if (chosen < 0) {
    StrBuf sb = {0};
    for (int k = 0; k < g->nin; k++)
      sb_printf(&sb, "%s%s", k ? ", " : "", elems[k]->name);
    infer_error(I, call->loc, "TypeError: ufunc '%s' not supported for the input types, and the inputs could not "
                "be safely coerced to any supported types according to the casting rule ''safe'' (the inputs "
                "are %s)", g->name, sb.data);
    sb_free(&sb);
    return ty_error;
  }
  int loop_ndim = 0;
  for (int k = 0; k < g->nin + g->nout; k++) {
    const Type *t = k < g->nin ? call->ops.v[1 + k]->type : outs[k - g->nin];
    if (k >= g->nin && !t)
      continue;
    if (!enough_dimensions(I, call, g, k, t))
      return ty_error;
    if (is_array(t) && t->ndim - g->core_ndim[k] > loop_ndim)
      loop_ndim = t->ndim - g->core_ndim[k];
  }
  const Signature *sig = &sigs[chosen];
  FuncInfo kernel = *fi;
  const Type *r = infer_specialize(I, call, sym, &kernel, g->cuda, sig->nargs, (const Type **)sig->args);
  if (!r)
    return NULL;
  if (r == ty_error)
    return r;
  call->callee->gufunc = g;
  if (r != ty_none && r != ty_void)
    return infer_error(I, call->loc, "TypeError: gufunc kernel must have void return type; '%s' returns %s",
                       g->name, r->name);
  /* Each output: the array given, or a new one (a number when it has no
   * dimensions); several make a tuple. */
  const Type *results[GUFUNC_MAX_OPERANDS];
  for (int j = 0; j < g->nout; j++) {
    int nd = loop_ndim + g->core_ndim[g->nin + j];
    const Type *elem = element(sig->args[g->nin + j]);
    results[j] = outs[j] ? outs[j] : nd == 0 ? elem : type_array(elem, nd, 'C');
  }
  return g->nout == 1 ? results[0] : type_tuple(g->nout, results);
}
