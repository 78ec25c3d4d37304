/* Whole-program type inference (LANGUAGE.md §3.1, DESIGN.md §4).
 *
 * Inference starts from the entry code. Each call of a program function
 * with concrete argument types asks for a specialization: the function's
 * untyped IR (built once per definition and kind) is cloned and typed for
 * those arguments, as Numba compiles one version per argument-type tuple.
 *
 * Within a function, types flow forward through SSA values; a pass over the
 * blocks types every instruction whose operands are typed, and passes
 * repeat until nothing changes (loops and recursion need more than one).
 * Phis and return types unify their inputs. Then one more pass reports the
 * errors: typing functions report only in that pass, so each error is
 * printed once, and a value with an error gets ty_error so that one mistake
 * does not cascade. */
#include "infer.h"

#include <math.h>
#include <string.h>

static const Type error_type = {.kind = TY_VOID, .name = "<error>"};
const Type *const ty_error = &error_type;
static const Type pending_type = {.kind = TY_VOID, .name = "<pending>"};
const Type *const ty_pending = &pending_type;

/* How a program function is compiled: its definition, kind, and an
 * explicit signature if it has one. */
typedef struct {
  const Node *def;
  FuncKind kind;
  const Node *decorator;  /* the decorator (or decorator call) that gave the kind */
  bool has_sig;
  Signature sig;
  Signature *sigs;        /* a ufunc's signature list */
  int nsigs;
  bool gpu_target;        /* @vectorize(..., target='cuda') */
  bool parallel;          /* @njit(parallel=True), @vectorize(..., target='parallel') */
  bool fastmath;          /* fastmath=True */
  bool boundscheck;       /* boundscheck=True */
  bool numpy_errors;      /* error_model='numpy' */
} FuncInfo;

typedef struct InfoCache {
  const Symbol *sym;
  FuncInfo info;
  bool ok;
  struct InfoCache *next;
} InfoCache;

typedef struct Spec {
  const Symbol *sym;
  FuncInfo info;
  bool gpu;              /* compiled for the GPU (a jit function called from a kernel) */
  int nargs;
  const Type **args;
  Func *func;
  bool in_progress;      /* being typed: a call of it is recursive */
  bool reported;         /* its reporting pass ran: the program uses it */
  const Type *last_ret;  /* the result type after the previous pass, for recursive calls */
  const Instr *ret_from; /* the return that gave the result type its first value in this pass */
  bool ret_error;        /* a return of this pass returns a value that had an error */
  bool *reachable;       /* by block id: reached from the entry (code after a return is not) */
  /* parallel=True with prange(n) loops (unsigned_prange): typed first with
   * int64 indices, as Numba types the function, then with uint64 ones, as
   * Numba types each loop body again, the variables carried across a loop
   * (the phis of its header) keeping their first types. */
  bool prange_signed;    /* the first typing is under way */
  bool prange_pinned;    /* prange_pins holds the carried variables' types */
  PtrMap prange_pins;
  struct Spec *next;
} Spec;

typedef struct Template {
  const Node *def;
  FuncKind kind;
  Func *func;
  struct Template *next;
} Template;

struct Infer {
  Module *m;
  Arena *a;
  Diag *d;
  bool report;           /* the reporting pass */
  Spec *specs;
  Template *templates;
  InfoCache *infos;
  PtrMap annotations;    /* annotation node -> its type, read once so errors print once */
  PtrMap big_constants;  /* source positions of constant expressions reported as too big */
  Spec *cur;             /* the specialization being typed */
  int depth;
};

const Type *infer_error(Infer *I, SrcLoc loc, const char *fmt, ...) {
  if (I->report) {
    va_list ap;
    va_start(ap, fmt);
    diag_report(I->d, DIAG_ERROR, loc, fmt, ap);
    va_end(ap);
  }
  return ty_error;
}

static void infer_note(Infer *I, SrcLoc loc, const char *fmt, ...) ARRC_PRINTF(3, 4);
static void infer_note(Infer *I, SrcLoc loc, const char *fmt, ...) {
  if (!I->report)
    return;
  va_list ap;
  va_start(ap, fmt);
  diag_report(I->d, DIAG_NOTE, loc, fmt, ap);
  va_end(ap);
}

Arena *infer_arena(Infer *I) { return I->a; }

SrcLoc infer_arg_loc(const Instr *call, int k) {
  return call->arglocs ? call->arglocs[k] : call->loc;
}

/* Integer constant expressions are evaluated exactly, as Python's
 * unbounded ints would, in 128 bits: an intermediate value may leave the
 * 64-bit range as long as the result comes back to it (-(1 << 63),
 * 2 ** 64 // 4). */
typedef __int128 WideInt;

#define WIDE_MAX ((WideInt)(((unsigned __int128)1 << 127) - 1))
#define WIDE_MIN (-WIDE_MAX - 1)

/* Python's a op b on integers: CONST_OK with *r, CONST_OVERFLOW when the
 * value does not fit in 128 bits, CONST_NO for what is left to run time
 * (a division by zero, a negative shift or exponent). */
static ConstStatus fold_int_binary(AstOp op, WideInt a, WideInt b, WideInt *r) {
  switch (op) {
  case OP_ADD: return __builtin_add_overflow(a, b, r) ? CONST_OVERFLOW : CONST_OK;
  case OP_SUB: return __builtin_sub_overflow(a, b, r) ? CONST_OVERFLOW : CONST_OK;
  case OP_MUL: return __builtin_mul_overflow(a, b, r) ? CONST_OVERFLOW : CONST_OK;
  case OP_FLOORDIV:
  case OP_MOD: {
    if (b == 0)
      return CONST_NO;
    if (a == WIDE_MIN && b == -1)
      return CONST_OVERFLOW;
    WideInt q = a / b, m = a % b;
    if (m != 0 && ((m < 0) != (b < 0))) {
      q -= 1;
      m += b;
    }
    *r = op == OP_FLOORDIV ? q : m;
    return CONST_OK;
  }
  case OP_POW: {
    if (b < 0)
      return CONST_NO;
    if (a == 0 || a == 1 || b == 0) {
      *r = b == 0 ? 1 : a;
      return CONST_OK;
    }
    if (a == -1) {
      *r = b % 2 == 0 ? 1 : -1;
      return CONST_OK;
    }
    if (b > 127)
      return CONST_OVERFLOW;
    WideInt x = 1;
    for (; b > 0; b--)
      if (__builtin_mul_overflow(x, a, &x))
        return CONST_OVERFLOW;
    *r = x;
    return CONST_OK;
  }
  case OP_LSHIFT:
    if (b < 0)
      return CONST_NO;
    if (a == 0) {
      *r = 0;
      return CONST_OK;
    }
    if (b >= 127 || a > (WIDE_MAX >> b) || a < (WIDE_MIN >> b))
      return CONST_OVERFLOW;
    *r = a * ((WideInt)1 << b);
    return CONST_OK;
  case OP_RSHIFT:
    if (b < 0)
      return CONST_NO;
    *r = b >= 127 ? (a < 0 ? -1 : 0) : a >> b;
    return CONST_OK;
  case OP_BITAND: *r = a & b; return CONST_OK;
  case OP_BITOR: *r = a | b; return CONST_OK;
  case OP_BITXOR: *r = a ^ b; return CONST_OK;
  default: return CONST_NO;
  }
}

static bool loc_within(SrcLoc in, SrcLoc outer) {
  bool starts = in.line > outer.line || (in.line == outer.line && in.col >= outer.col);
  bool ends = in.end_line < outer.end_line || (in.end_line == outer.end_line && in.end_col <= outer.end_col);
  return starts && ends;
}

/* The value of an integer constant expression: literals, and operators on
 * them (a global constant is inlined as its expression, so BLOCK + 2 and
 * a.shape[2 + 3] fold here). With span, only the literals written inside
 * it count: the expressions Python's compiler folds itself, before Numba
 * sees them. */
static ConstStatus const_wide(const Instr *i, const SrcLoc *span, WideInt *value) {
  i = ir_resolve(i);
  if (i->type && !type_is_int(i->type) && i->type->kind != TY_BOOL)
    return CONST_NO;
  if (span && !loc_within(i->loc, *span))
    return CONST_NO;
  if (i->op == IR_CONST_INT || i->op == IR_CONST_BOOL) {
    *value = i->op == IR_CONST_INT && i->n ? (WideInt)(uint64_t)i->imm.i : (WideInt)i->imm.i;
    return CONST_OK;
  }
  WideInt a, b;
  ConstStatus sa, sb;
  if (i->op == IR_UNARY) {
    if ((sa = const_wide(i->ops.v[0], span, &a)) != CONST_OK)
      return sa;
    switch (i->imm.op) {
    case OP_NEG:
      if (a == WIDE_MIN)
        return CONST_OVERFLOW;
      *value = -a;
      return CONST_OK;
    case OP_POS: *value = a; return CONST_OK;
    case OP_INVERT: *value = ~a; return CONST_OK;
    default: return CONST_NO;
    }
  }
  if (i->op == IR_BINARY) {
    sa = const_wide(i->ops.v[0], span, &a);
    sb = const_wide(i->ops.v[1], span, &b);
    if (sa == CONST_NO || sb == CONST_NO)
      return CONST_NO;
    if (sa == CONST_OVERFLOW || sb == CONST_OVERFLOW)
      return CONST_OVERFLOW;
    return fold_int_binary(i->imm.op, a, b, value);
  }
  return CONST_NO;
}

ConstStatus infer_const_int_status(const Instr *i, int64_t *value) {
  WideInt w;
  ConstStatus st = const_wide(i, NULL, &w);
  if (st != CONST_OK)
    return st;
  if (w < INT64_MIN || w > INT64_MAX)
    return CONST_OVERFLOW;
  *value = (int64_t)w;
  return CONST_OK;
}

bool infer_const_int(const Instr *i, int64_t *value) { return infer_const_int_status(i, value) == CONST_OK; }

static bool folded_within(const Instr *i, const SrcLoc *span) {
  i = ir_resolve(i);
  if (!loc_within(i->loc, *span))
    return false;
  switch (i->op) {
  case IR_CONST_INT: case IR_CONST_FLOAT: case IR_CONST_COMPLEX: case IR_CONST_BOOL: return true;
  case IR_UNARY: return i->imm.op != OP_NOT && folded_within(i->ops.v[0], span);
  case IR_BINARY: return folded_within(i->ops.v[0], span) && folded_within(i->ops.v[1], span);
  default: return false;
  }
}

bool infer_python_folds(const Instr *i) {
  i = ir_resolve(i);
  return (i->op == IR_BINARY || i->op == IR_UNARY) && folded_within(i, &i->loc);
}

/* Writes w in decimal into buf (room for 41 characters and the NUL). */
static const char *wide_str(WideInt w, char *buf) {
  char digits[48];
  int n = 0;
  unsigned __int128 u = w < 0 ? (unsigned __int128)0 - (unsigned __int128)w : (unsigned __int128)w;
  do {
    digits[n++] = (char)('0' + (int)(u % 10));
    u /= 10;
  } while (u);
  char *p = buf;
  if (w < 0)
    *p++ = '-';
  while (n)
    *p++ = digits[--n];
  *p = '\0';
  return buf;
}

/* An integer constant expression whose value does not fit in 64 bits is an
 * error where it is used (Python's value would be a bigger int), unless it
 * is part of a larger constant expression, which decides. */
static const Type *check_int_constant(Infer *I, const Instr *i, const Type *t) {
  if (!I->report || !t || !type_is_int(t) || (i->op != IR_BINARY && i->op != IR_UNARY))
    return t;
  /* Jitted code computes in 64 bits and wraps, as Numba does, except in
   * an expression of literals alone: Python folds that to its big value
   * before Numba sees it. Host code's variables are Python ints. */
  FuncKind kind = I->cur ? I->cur->info.kind : FUNC_ENTRY;
  bool host = func_is_host(kind);
  WideInt w;
  ConstStatus st = const_wide(i, host ? NULL : &i->loc, &w);
  if (st == CONST_NO || (st == CONST_OK && w >= INT64_MIN && w <= INT64_MAX))
    return t;
  for (int k = 0; k < i->users.len; k++) {
    const Instr *u = i->users.v[k];
    WideInt uw;
    if ((u->op == IR_BINARY || u->op == IR_UNARY) && const_wide(u, host ? NULL : &u->loc, &uw) != CONST_NO)
      return t;
  }
  /* A global constant is inlined at each use: report it once. */
  const void *where = (const void *)(((uintptr_t)i->loc.line << 20) | (uintptr_t)i->loc.col);
  if (ptrmap_get(&I->big_constants, where))
    return ty_error;
  ptrmap_put(&I->big_constants, where, (void *)where);
  char value[48];
  if (st == CONST_OK)
    return infer_error(I, i->loc, "the value of this integer constant expression, %s, does not fit in int64",
                       wide_str(w, value));
  return infer_error(I, i->loc, "this integer constant expression does not fit in int64 (arrc evaluates "
                     "constant expressions exactly while their parts fit in 128 bits)");
}

/* Whether a ** b on integers gives a float: Python's int ** int is a float
 * for a negative exponent. Host code knows it for any constant exponent;
 * jitted code only where Python's compiler folds the whole expression
 * (10 ** -2 is 0.01 before Numba sees it; n ** -2 is Numba's integer
 * power). */
static bool int_power_is_float(Infer *I, const Instr *i) {
  int64_t e;
  FuncKind k = I->cur ? I->cur->info.kind : FUNC_ENTRY;
  if (i->op != IR_BINARY && i->op != IR_INPLACE)
    return false;
  if (func_is_host(k))
    return infer_const_int(i->ops.v[1], &e) && e < 0;
  WideInt a, b;
  return i->op == IR_BINARY && const_wide(i->ops.v[0], &i->loc, &a) == CONST_OK &&
         const_wide(i->ops.v[1], &i->loc, &b) == CONST_OK && b < 0;
}

int64_t infer_static_slice(const Instr *slice, int64_t n, int64_t *start, int64_t *step) {
  int64_t b[3];
  bool have[3];
  for (int j = 0; j < 3; j++) {
    const Instr *p = slice->ops.len > j ? slice->ops.v[j] : NULL;
    p = ir_resolve(p);
    have[j] = p && p->type && p->type->kind != TY_NONE;
    if (have[j] && !infer_const_int(p, &b[j]))
      return -1;
  }
  int64_t st = have[2] ? b[2] : 1;
  if (st == 0)
    return -2;
  /* Python's slice.indices(n). */
  int64_t lo = have[0] ? b[0] : (st > 0 ? 0 : n - 1), hi = have[1] ? b[1] : (st > 0 ? n : -1 - n);
  if (lo < 0)
    lo += n;
  if (hi < 0)
    hi += n;
  if (lo < 0)
    lo = st > 0 ? 0 : -1;
  if (hi < 0)
    hi = st > 0 ? 0 : -1;
  if (lo >= n)
    lo = st > 0 ? n : n - 1;
  if (hi > n)
    hi = n;
  *start = lo;
  *step = st;
  if (st > 0)
    return hi > lo ? (hi - lo + st - 1) / st : 0;
  return lo > hi ? (lo - hi - st - 1) / -st : 0;
}

/* ---- functions: kinds, signatures, templates, clones ---------------------- */

const Type *infer_annotation_type(Infer *I, const Node *ann) {
  const Type *t = ptrmap_get(&I->annotations, ann);
  if (!t) {
    t = infer_type_from_ast(I, ann);
    ptrmap_put(&I->annotations, ann, (void *)(t ? t : ty_error));
  }
  return t == ty_error ? NULL : t;
}

/* A scalar or array type written as an expression: nb.float32, np.int64,
 * float32[:], nb.f8[:, ::1], or a string in the same notation. */
const Type *infer_type_from_ast(Infer *I, const Node *e) {
  if (e->kind == AST_STR) {
    const char *err = NULL;
    const Type *t = type_parse(I->a, e->str.s, &err);
    if (!t)
      diag_error(I->d, e->loc, "bad type '%s': %s", e->str.s, err);
    return t;
  }
  if (e->kind == AST_SUBSCRIPT) {
    const Type *elem = infer_type_from_ast(I, e->sub.value);
    if (!elem)
      return NULL;
    if (elem->kind == TY_ARRAY) {
      diag_error(I->d, e->loc, "The dtype of a Buffer type cannot itself be a Buffer type: %s is "
                 "already an array type; give all dimensions in one subscript, as in "
                 "float64[:, ::1]", elem->name);
      return NULL;
    }
    const Node *idx = e->sub.index;
    int ndim = idx->kind == AST_TUPLE ? idx->seq.elts.len : 1;
    for (int k = 0; k < ndim; k++) {
      const Node *d = idx->kind == AST_TUPLE ? idx->seq.elts.v[k] : idx;
      if (d->kind != AST_SLICE || d->slice.lo || d->slice.hi) {
        diag_error(I->d, d->loc, "Can only index numba types with slices with no start or stop, "
                   "such as [:] or [::1]");
        return NULL;
      }
    }
    if (ndim > 4) {
      diag_error(I->d, idx->loc, "arrays have at most 4 dimensions, not %d", ndim);
      return NULL;
    }
    const Node *last = idx->kind == AST_TUPLE ? idx->seq.elts.v[ndim - 1] : idx;
    bool contiguous = last->kind == AST_SLICE && last->slice.step && last->slice.step->kind == AST_INT &&
                      last->slice.step->num.ival == 1;
    return type_array(elem, ndim, contiguous ? 'C' : 'A');
  }
  const Symbol *sym = scope_static_symbol(I->m->scope, e);
  if (sym && sym->kind == SYM_BUILTIN) {
    const char *dot = strrchr(sym->path, '.');
    const Type *t = type_scalar_named(dot ? dot + 1 : sym->path);
    if (t)
      return t;
  }
  diag_error(I->d, e->loc, "expected a type such as nb.float32 or float32[:]");
  return NULL;
}

/* A signature written as a string or as a call of a type: 'f8(i4, i4)',
 * nb.float64(nb.int32, nb.int32), void(float32[:]). */
static bool signature_from_ast(Infer *I, const Node *e, Signature *sig) {
  if (e->kind == AST_STR) {
    const char *err = NULL;
    if (type_parse_signature(I->a, e->str.s, sig, &err))
      return true;
    diag_error(I->d, e->loc, "bad signature '%s': %s", e->str.s, err);
    return false;
  }
  if (e->kind == AST_CALL) {
    /* void(float32[:]), nb.void(...), numba.types.void(...). */
    const Symbol *f = scope_static_symbol(I->m->scope, e->call.func);
    bool is_void = f && f->kind == SYM_BUILTIN && (f->builtin == BI_NB_VOID || f->builtin == BI_NBT_VOID);
    const Type *ret = is_void ? ty_void : infer_type_from_ast(I, e->call.func);
    if (!ret)
      return false;
    sig->ret = ret;
    sig->nargs = e->call.args.len;
    sig->args = arena_alloc(I->a, (size_t)(sig->nargs + 1) * sizeof *sig->args);
    for (int k = 0; k < sig->nargs; k++)
      if (!(sig->args[k] = infer_type_from_ast(I, e->call.args.v[k])))
        return false;
    return true;
  }
  if (e->kind == AST_TUPLE) {
    /* (f8[:], f8[:]): argument types only; the result is inferred. */
    sig->ret = NULL;
    sig->nargs = e->seq.elts.len;
    sig->args = arena_alloc(I->a, (size_t)(sig->nargs + 1) * sizeof *sig->args);
    for (int k = 0; k < sig->nargs; k++)
      if (!(sig->args[k] = infer_type_from_ast(I, e->seq.elts.v[k])))
        return false;
    return true;
  }
  diag_error(I->d, e->loc, "expected a signature such as 'float64(int32, int32)'");
  return false;
}

/* The options of @jit and @njit that Numba 0.56 knows; arrc implements
 * parallel and fastmath, and the others do not change what a correct
 * program computes. */
static const char *const jit_options[] = {
    "nopython", "nogil", "cache", "parallel", "fastmath", "boundscheck", "debug", "error_model",
    "forceinline", "forceobj", "inline", "looplift", "no_cfunc_wrapper", "no_cpython_wrapper",
    "no_rewrites", "target_backend", "locals", "pipeline_class", "_nrt", "_dbg_extend_lifetimes",
    "_dbg_optnone", "target", "argtypes", "restype", NULL};

/* An option Numba does not know is Numba's KeyError; one that would change
 * what the program computes and that arrc does not implement is refused,
 * never ignored. */
static void check_jit_options(Infer *I, const Node *dec) {
  for (int k = 0; k < dec->call.keywords.len; k++) {
    const Node *kw = dec->call.keywords.v[k];
    if (!kw->kw.arg)
      continue;
    int j = 0;
    while (jit_options[j] && strcmp(jit_options[j], kw->kw.arg) != 0)
      j++;
    const Node *v = kw->kw.value;
    if (!jit_options[j])
      diag_error(I->d, kw->loc, "Unrecognized options: {'%s'}; @jit and @njit take nopython=, "
                 "nogil=, cache=, parallel=, fastmath=, boundscheck=, error_model=, ...", kw->kw.arg);
    else if (strcmp(kw->kw.arg, "error_model") == 0 &&
             !(v->kind == AST_STR && (strcmp(v->str.s, "python") == 0 || strcmp(v->str.s, "numpy") == 0)))
      diag_error(I->d, kw->loc, "error_model must be 'python' or 'numpy'");
    else if (strcmp(kw->kw.arg, "forceobj") == 0 && v->kind != AST_FALSE)
      diag_error(I->d, kw->loc, "object mode (forceobj=True) is not supported by arrc; arrc "
                 "compiles every jitted function in nopython mode");
  }
}

/* Reads a decorator (or a decorator applied as a call): its kind, and the
 * signature given as its first argument or as argtypes=/restype=. */
static void read_decorator(Infer *I, const Node *dec, FuncInfo *fi) {
  const Node *callee = dec->kind == AST_CALL ? dec->call.func : dec;
  /* Any other decorator is an error: compiling the function as if it were
   * not there would change what the program means. */
  const char *problem = scope_decorator_problem(I->m->scope, dec);
  if (problem) {
    diag_error(I->d, callee->loc, "%s", problem);
    return;
  }
  BuiltinId decorator = scope_static_symbol(I->m->scope, callee)->builtin;
  fi->decorator = dec;
  if (decorator == BI_NB_VECTORIZE)
    fi->kind = FUNC_UFUNC;
  else if (decorator == BI_CUDA_JIT)
    fi->kind = FUNC_KERNEL;
  else
    fi->kind = FUNC_JIT;
  if (dec->kind != AST_CALL)
    return;
  if (fi->kind == FUNC_JIT)
    check_jit_options(I, dec);
  const Node *restype = NULL, *argtypes = NULL;
  for (int k = 0; k < dec->call.keywords.len; k++) {
    const Node *kw = dec->call.keywords.v[k];
    if (!kw->kw.arg)
      continue;
    if (strcmp(kw->kw.arg, "device") == 0 && kw->kw.value->kind == AST_TRUE)
      fi->kind = FUNC_DEVICE;
    else if (strcmp(kw->kw.arg, "parallel") == 0 && kw->kw.value->kind == AST_TRUE)
      fi->parallel = true;
    else if (strcmp(kw->kw.arg, "fastmath") == 0 && kw->kw.value->kind == AST_TRUE)
      fi->fastmath = true;
    else if (strcmp(kw->kw.arg, "boundscheck") == 0 && kw->kw.value->kind == AST_TRUE)
      fi->boundscheck = true;
    else if (strcmp(kw->kw.arg, "error_model") == 0 && kw->kw.value->kind == AST_STR)
      fi->numpy_errors = strcmp(kw->kw.value->str.s, "numpy") == 0;
    else if (strcmp(kw->kw.arg, "target") == 0 && kw->kw.value->kind == AST_STR &&
             strcmp(kw->kw.value->str.s, "parallel") == 0)
      fi->parallel = true;
    else if (strcmp(kw->kw.arg, "restype") == 0)
      restype = kw->kw.value;
    else if (strcmp(kw->kw.arg, "argtypes") == 0)
      argtypes = kw->kw.value;
  }
  if (fi->kind == FUNC_UFUNC) {
    /* @vectorize(['f4(f4, f4)', ...], target='cuda'): the loops to choose
     * from, in order. */
    for (int k = 0; k < dec->call.keywords.len; k++) {
      const Node *kw = dec->call.keywords.v[k];
      if (kw->kw.arg && strcmp(kw->kw.arg, "target") == 0 && kw->kw.value->kind == AST_STR &&
          strcmp(kw->kw.value->str.s, "cuda") == 0)
        fi->gpu_target = true;
    }
    const Node *list = dec->call.args.len > 0 ? dec->call.args.v[0] : NULL;
    if (list && (list->kind == AST_LIST || list->kind == AST_TUPLE)) {
      fi->nsigs = list->seq.elts.len;
      fi->sigs = arena_alloc(I->a, (size_t)(fi->nsigs + 1) * sizeof *fi->sigs);
      for (int k = 0; k < fi->nsigs; k++)
        if (!signature_from_ast(I, list->seq.elts.v[k], &fi->sigs[k]))
          fi->nsigs = 0;
    } else if (list) {
      fi->nsigs = 1;
      fi->sigs = arena_alloc(I->a, sizeof *fi->sigs);
      if (!signature_from_ast(I, list, &fi->sigs[0]))
        fi->nsigs = 0;
    }
    return;
  }
  if (dec->call.args.len > 0) {
    fi->has_sig = signature_from_ast(I, dec->call.args.v[0], &fi->sig);
  } else if (argtypes && (argtypes->kind == AST_LIST || argtypes->kind == AST_TUPLE)) {
    fi->sig.nargs = argtypes->seq.elts.len;
    fi->sig.args = arena_alloc(I->a, (size_t)(fi->sig.nargs + 1) * sizeof *fi->sig.args);
    fi->has_sig = true;
    for (int k = 0; k < fi->sig.nargs; k++)
      if (!(fi->sig.args[k] = infer_type_from_ast(I, argtypes->seq.elts.v[k])))
        fi->has_sig = false;
    fi->sig.ret = restype ? infer_type_from_ast(I, restype) : NULL;
  }
}

/* Annotations are another spelling of the signature (§5.1). */
static void read_annotations(Infer *I, FuncInfo *fi) {
  const NodeList *ps = &fi->def->def.params;
  bool any = fi->def->def.returns != NULL;
  for (int k = 0; k < ps->len; k++)
    any |= ps->v[k]->param.annotation != NULL;
  if (!any || fi->has_sig)
    return;
  fi->sig.nargs = ps->len;
  fi->sig.args = arena_alloc(I->a, (size_t)(ps->len + 1) * sizeof *fi->sig.args);
  fi->has_sig = true;
  for (int k = 0; k < ps->len; k++) {
    const Node *ann = ps->v[k]->param.annotation;
    if (!ann) {
      diag_error(I->d, ps->v[k]->loc, "parameter '%s' has no annotation; annotate every "
                 "parameter or none", ps->v[k]->param.name);
      fi->has_sig = false;
      return;
    }
    if (!(fi->sig.args[k] = infer_type_from_ast(I, ann)))
      fi->has_sig = false;
  }
  fi->sig.ret = fi->def->def.returns ? infer_type_from_ast(I, fi->def->def.returns) : NULL;
}

static bool read_function_info(Infer *I, const Symbol *sym, FuncInfo *fi);

/* Each function's decorators and signature are read once, so a bad
 * signature is reported once however often the function is called. */
static bool function_info(Infer *I, const Symbol *sym, FuncInfo *fi) {
  for (InfoCache *c = I->infos; c; c = c->next) {
    if (c->sym == sym) {
      *fi = c->info;
      return c->ok;
    }
  }
  InfoCache *c = arena_alloc(I->a, sizeof *c);
  c->sym = sym;
  c->ok = read_function_info(I, sym, &c->info);
  c->next = I->infos;
  I->infos = c;
  *fi = c->info;
  return c->ok;
}

static bool read_function_info(Infer *I, const Symbol *sym, FuncInfo *fi) {
  memset(fi, 0, sizeof *fi);
  if (sym->node && sym->node->kind == AST_FUNCDEF) {
    fi->def = sym->node;
    fi->kind = FUNC_HOST;
    for (int k = 0; k < fi->def->def.decorators.len; k++)
      read_decorator(I, fi->def->def.decorators.v[k], fi);
  } else {
    /* fast = jit(sig)(f): the call's argument names the def. */
    const Node *call = sym->value;
    const Symbol *target = scope_lookup(I->m->scope, call->call.args.v[0]->name.id);
    if (!target || !target->node || target->node->kind != AST_FUNCDEF)
      return false;
    fi->def = target->node;
    read_decorator(I, call->call.func, fi);
  }
  read_annotations(I, fi);
  if (fi->kind == FUNC_UFUNC && fi->def->def.params.len > MAP_MAX_INPUTS) {
    diag_error(I->d, fi->def->loc, "a @vectorize function takes at most %d arguments (NumPy's limit of %d ufunc "
               "operands, the result included), not %d", MAP_MAX_INPUTS, MAP_MAX_INPUTS + 1, fi->def->def.params.len);
    /* Typed on as a jitted function, its calls add no further errors. */
    fi->kind = FUNC_JIT;
  }
  /* A void result in the signature of a jitted or device function is
   * Numba's none: the function returns None to its callers. */
  if (fi->has_sig && fi->sig.ret == ty_void && fi->kind != FUNC_KERNEL)
    fi->sig.ret = ty_none;
  return true;
}

static Func *template_of(Infer *I, const Node *def, FuncKind kind) {
  for (Template *t = I->templates; t; t = t->next)
    if (t->def == def && t->kind == kind)
      return t->func;
  Func *f = ir_build_function(I->m, def, kind);
  /* Templates are not part of the program; only their clones are. */
  Module *m = I->m;
  if (m->funcs == f) {
    m->funcs = m->funcs_tail = NULL;
  } else {
    Func *p = m->funcs;
    while (p->next_in_module != f)
      p = p->next_in_module;
    p->next_in_module = NULL;
    m->funcs_tail = p;
  }
  Template *t = arena_alloc(I->a, sizeof *t);
  *t = (Template){def, kind, f, I->templates};
  I->templates = t;
  return f;
}

static Func *clone_func(Infer *I, const Func *t) {
  Func *f = ir_func_new(I->m, t->name, t->kind, t->def);
  f->nparams = t->nparams;
  f->param_names = t->param_names;
  Block **blocks = arena_alloc(I->a, (size_t)(t->nblocks + 1) * sizeof *blocks);
  Instr **values = arena_alloc(I->a, (size_t)(t->next_value_id + 1) * sizeof *values);
  for (const Block *b = t->entry; b; b = b->next_in_func) {
    Block *nb = ir_block_new(f);
    nb->sealed = true;
    blocks[b->id] = nb;
  }
  for (const Block *b = t->entry; b; b = b->next_in_func) {
    for (const Instr *i = b->first; i; i = i->next) {
      Instr *n = ir_append(blocks[b->id], i->op, i->loc, 0, NULL);
      n->id = i->id;
      n->imm = i->imm;
      n->n = i->n;
      n->kwnames = i->kwnames;
      n->nkw = i->nkw;
      n->arglocs = i->arglocs;
      n->var = i->var;
      n->annotation = i->annotation;
      values[i->id] = n;
    }
  }
  for (const Block *b = t->entry; b; b = b->next_in_func) {
    Block *nb = blocks[b->id];
    for (int k = 0; k < b->npreds; k++)
      ir_block_add_pred(nb, blocks[b->preds[k]->id]);
    for (const Instr *i = b->first; i; i = i->next) {
      Instr *n = values[i->id];
      for (int k = 0; k < i->ops.len; k++) {
        const Instr *o = i->ops.v[k];
        o = ir_resolve(o);
        if (!values[o->id])
          arrc_ice("clone of %s: operand %%%d of %%%d is in no block", t->name, o->id, i->id);
        ir_add_operand(n, values[o->id]);
      }
      for (int k = 0; k < 2; k++)
        if (i->target[k])
          n->target[k] = blocks[i->target[k]->id];
    }
  }
  f->next_value_id = t->next_value_id;
  return f;
}

/* ---- calls of program functions ---------------------------------------- */

static void infer_function(Infer *I, Spec *s);
static void infer_report(Infer *I, Spec *s);

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
    Opcode op = dflt->kind == AST_INT ? IR_CONST_INT : dflt->kind == AST_FLOAT ? IR_CONST_FLOAT
              : dflt->kind == AST_TRUE || dflt->kind == AST_FALSE ? IR_CONST_BOOL
              : dflt->kind == AST_NONE ? IR_CONST_NONE : IR_CONST_STR;
    if (dflt->kind == AST_UNARY || dflt->kind == AST_BINOP || dflt->kind == AST_TUPLE) {
      infer_error(I, dflt->loc, "default values must be literals (a number, a boolean, None or a string)");
      return false;
    }
    Instr *c = ir_insert_before(call, op, dflt->loc, 0, NULL);
    c->imm.i = dflt->kind == AST_TRUE;
    if (op == IR_CONST_INT && dflt->num.ival > INT64_MAX) {
      infer_error(I, dflt->loc, "integer literal %s does not fit in int64", dflt->num.text);
      return false;
    }
    if (op == IR_CONST_INT)
      c->imm.i = (int64_t)dflt->num.ival;
    if (op == IR_CONST_FLOAT)
      c->imm.f[0] = dflt->num.fval;
    if (op == IR_CONST_STR) {
      c->imm.str.s = dflt->str.s;
      c->imm.str.len = dflt->str.len;
    }
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

/* A call of a program function, or (launch) the launch of a kernel: the
 * arguments are normalized, converted to an explicit signature, and the
 * matching specialization is found or made. */
static const Type *call_function(Infer *I, Instr *call, const Symbol *sym, bool launch) {
  FuncInfo fi;
  if (!function_info(I, sym, &fi))
    return infer_error(I, call->loc, "'%s' is not a function arrc can call", sym->name);
  if (!launch && !check_call_kind(I, call, sym, fi.kind))
    return ty_error;
  if (fi.kind == FUNC_UFUNC)
    return call_ufunc(I, call, sym, &fi);
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
  return specialize(I, call, sym, &fi, gpu, n, args);
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

/* ---- operations ---------------------------------------------------------- */

static const Type *elementwise(const Type *a, const Type *b, const Type *elem) {
  int nd = 0;
  if (a->kind == TY_ARRAY)
    nd = a->ndim;
  if (b && b->kind == TY_ARRAY && b->ndim > nd)
    nd = b->ndim;
  return type_array(elem, nd, 'C');
}

static const Type *scalar_of(const Type *t) { return t->kind == TY_ARRAY ? t->elem : t; }

/* Numba types an operation on arrays as NumPy's ufunc: it takes the first
 * of the ufunc's loops (float16 and long double skipped) that every operand
 * converts to safely, except that when the operands mix integers and
 * floats, an integer converts to any float (numba.np.numpy_support,
 * ufunc_find_matching_loop). b is NULL for a unary operation. */
const Type *infer_ufunc_loop(AstOp op, const Type *a, const Type *b) {
  const Type *all[] = {ty_bool, ty_int8, ty_uint8, ty_int16, ty_uint16, ty_int32, ty_uint32,
                       ty_int64, ty_uint64, ty_float32, ty_float64, ty_complex64, ty_complex128};
  int first = 0, last = 12;
  switch (op) {
  case OP_ADD: case OP_MUL: break;
  case OP_SUB: case OP_POW: case OP_NEG: case OP_POS: first = 1; break;
  case OP_FLOORDIV: case OP_MOD: first = 1; last = 10; break;
  case OP_DIV: first = 9; break;
  case OP_BITAND: case OP_BITOR: case OP_BITXOR: case OP_INVERT: last = 8; break;
  case OP_LSHIFT: case OP_RSHIFT: first = 1; last = 8; break;
  default: break;
  }
  bool ints = a->kind <= TY_INT || (b && b->kind <= TY_INT);
  bool floats = a->kind >= TY_FLOAT || (b && b->kind >= TY_FLOAT);
  bool mixed = ints && floats;
  for (int k = first; k <= last; k++) {
    const Type *loop = all[k];
    bool ok = true;
    const Type *ops[2] = {a, b};
    for (int j = 0; j < 2 && ok; j++) {
      const Type *t = ops[j];
      if (!t)
        continue;
      ok = t == loop || type_can_convert_safely(t, loop) ||
           (mixed && t->kind <= TY_INT && loop->kind >= TY_FLOAT);
    }
    if (ok)
      return loop;
  }
  return NULL;
}

/* The value of a constant number: an integer constant expression, or
 * literals and + - * / of them computed as Python does (a global constant
 * is inlined as its expression). */
bool infer_const_number(const Instr *i, NumValue *v) {
  i = ir_resolve(i);
  *v = (NumValue){0};
  if (!i->type || !type_is_number(i->type))
    return false;
  /* A NumPy scalar made from a constant (np.int8(-1), np.float32(0.5)) is
   * a constant too: value-based casting reads its value. */
  if (i->op == IR_CALL && i->ops.len == 2 && i->ops.v[0]->type && i->ops.v[0]->type->kind == TY_DTYPE &&
      !i->ops.v[0]->type->n) {
    NumValue a;
    if (!infer_const_number(i->ops.v[1], &a) || a.im != 0)
      return false;
    const Type *t = i->type;
    if (t->kind == TY_INT) {
      if (!type_is_int(i->ops.v[1]->type))
        return false;
      unsigned shift = 64u - (unsigned)t->bits;
      uint64_t u = ((uint64_t)a.i << shift) >> shift;
      v->i = t->is_signed && t->bits < 64 ? (int64_t)(u << shift) >> shift : (int64_t)u;
      if (!t->is_signed && t->bits == 64 && v->i < 0)
        return false;
      v->re = (double)v->i;
    } else if (t->kind == TY_FLOAT) {
      v->re = t == ty_float32 ? (double)(float)a.re : a.re;
    } else {
      return false;
    }
    return v->known = true;
  }
  if (type_is_int(i->type) || i->type->kind == TY_BOOL) {
    v->known = infer_const_int(i, &v->i);
    v->re = (double)v->i;
    return v->known;
  }
  if (i->op == IR_CONST_FLOAT || i->op == IR_CONST_COMPLEX) {
    v->re = i->op == IR_CONST_FLOAT ? i->imm.f[0] : 0.0;
    v->im = i->op == IR_CONST_COMPLEX ? i->imm.f[1] : 0.0;
    return v->known = true;
  }
  NumValue a, b;
  if (i->op == IR_UNARY && infer_const_number(i->ops.v[0], &a) && (i->imm.op == OP_NEG || i->imm.op == OP_POS)) {
    *v = a;
    if (i->imm.op == OP_NEG)
      v->re = -a.re, v->im = -a.im;
    return true;
  }
  if (i->op != IR_BINARY || !infer_const_number(i->ops.v[0], &a) || !infer_const_number(i->ops.v[1], &b))
    return false;
  v->known = true;
  switch (i->imm.op) {
  case OP_ADD: v->re = a.re + b.re, v->im = a.im + b.im; return true;
  case OP_SUB: v->re = a.re - b.re, v->im = a.im - b.im; return true;
  case OP_MUL: v->re = a.re * b.re - a.im * b.im, v->im = a.re * b.im + a.im * b.re; return true;
  case OP_DIV:
    if (a.im != 0 || b.im != 0 || b.re == 0)
      return v->known = false;
    v->re = a.re / b.re;
    return true;
  default: return v->known = false;
  }
}

static int same_kind_order(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return 0;
  case TY_INT: return t->is_signed ? 2 : 1;
  case TY_FLOAT: return 3;
  default: return 4;
  }
}

const Type *infer_numpy_result_type(int n, const Instr *const *ops) {
  /* The arrays' promoted element type first: it is what each scalar is
   * measured against. */
  const Type *arrays = NULL, *scalars = NULL;
  for (int k = 0; k < n; k++) {
    const Type *t = ops[k]->type;
    if (t->kind == TY_OPTIONAL)
      t = t->elem;
    if (t->kind == TY_ARRAY)
      arrays = arrays ? type_numpy_promote(arrays, t->elem) : t->elem;
    else if (!type_is_number(t))
      return NULL;
  }
  if (!arrays)
    return NULL;
  /* A negative integer makes the others count as signed too (NumPy's
   * "small unsigned" rule: result_type(uint8 array, -1, 300) is int16). */
  const Type *measure = arrays;
  for (int k = 0; k < n; k++) {
    NumValue v;
    if (ops[k]->type->kind == TY_INT && infer_const_number(ops[k], &v) && v.i < 0 && arrays->kind == TY_INT)
      measure = type_int(arrays->bits, true);
  }
  for (int k = 0; k < n; k++) {
    const Type *t = ops[k]->type;
    if (t->kind == TY_OPTIONAL)
      t = t->elem;
    if (t->kind == TY_ARRAY)
      continue;
    NumValue v;
    const Type *s = infer_const_number(ops[k], &v) ? type_numpy_scalar(measure, t, &v) : type_numpy_scalar(arrays, t, NULL);
    scalars = scalars ? type_numpy_promote(scalars, s) : s;
  }
  return scalars ? type_numpy_promote(arrays, scalars) : arrays;
}

/* NumPy's ufunc for an operator, as its messages name it. */
static const char *numpy_ufunc_name(AstOp op) {
  switch (op) {
  case OP_ADD: return "add";
  case OP_SUB: return "subtract";
  case OP_MUL: return "multiply";
  case OP_DIV: return "true_divide";
  case OP_FLOORDIV: return "floor_divide";
  case OP_MOD: return "remainder";
  case OP_POW: return "power";
  case OP_LSHIFT: return "left_shift";
  case OP_RSHIFT: return "right_shift";
  case OP_BITAND: return "bitwise_and";
  case OP_BITOR: return "bitwise_or";
  case OP_BITXOR: return "bitwise_xor";
  default: return ast_op_name(op);
  }
}

/* An operator on arrays in host code, with NumPy 1.24's rules: each scalar
 * operand stands for the dtype value-based casting gives it (a uint8 image
 * times 2 stays uint8; float32 data times 0.5 stays float32), the operands
 * promote with np.promote_types, and the operator's loops decide the rest:
 * true division of integers is float64, //, % and ** of booleans int8. */
static const Type *numpy_array_binary(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  const Type *ea = scalar_of(a), *eb = scalar_of(b);
  NumValue v;
  if (a->kind != TY_ARRAY)
    ea = type_numpy_scalar(eb, ea, infer_const_number(i->ops.v[0], &v) ? &v : NULL);
  if (b->kind != TY_ARRAY)
    eb = type_numpy_scalar(ea, eb, infer_const_number(i->ops.v[1], &v) ? &v : NULL);
  const Type *t = type_numpy_promote(ea, eb);
  if (!t)
    return NULL;
  switch (op) {
  case OP_DIV:
    return t->kind <= TY_INT ? ty_float64 : t;
  case OP_FLOORDIV: case OP_MOD:
    if (t->kind == TY_COMPLEX)
      return infer_error(I, i->loc, "'%s' is not defined for complex numbers", ast_op_name(op));
    return t->kind == TY_BOOL ? ty_int8 : t;
  case OP_POW: case OP_LSHIFT: case OP_RSHIFT:
    return t->kind == TY_BOOL ? ty_int8 : t;
  case OP_SUB:
    if (t->kind == TY_BOOL)
      return infer_error(I, i->loc, "numpy boolean subtract, the `-` operator, is not supported, use the "
                         "bitwise_xor, the `^` operator, or the logical_xor function instead.");
    return t;
  default:
    return t;
  }
}

/* A number only NumPy has: Python's are int (int64), float (float64),
 * complex (complex128) and bool. */
static bool numpy_only_number(const Type *t) {
  return t == ty_float32 || t == ty_complex64 || (t->kind == TY_INT && t != ty_int64);
}

static const Type *binary_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  const char *sym = ast_op_name(op);
  if (a->kind == TY_ARRAY || b->kind == TY_ARRAY) {
    if (op == OP_MATMUL) {
      /* np.dot's rule: 1-D·1-D is a scalar, 2-D·1-D a vector, 2-D·2-D a matrix. */
      if (a->kind != TY_ARRAY || b->kind != TY_ARRAY || a->ndim > 2 || b->ndim > 2)
        return infer_error(I, i->loc, "'@' needs two arrays of 1 or 2 dimensions, not %s and %s",
                           a->name, b->name);
      const Type *e = type_arith_result(a->elem, b->elem);
      int nd = a->ndim + b->ndim - 2;
      return nd == 0 ? e : type_array(e, nd, 'C');
    }
    if ((a->kind == TY_ARRAY && a->device) || (b->kind == TY_ARRAY && b->device))
      return infer_error(I, i->loc, "device arrays support no arithmetic on the host; copy them "
                         "back with copy_to_host()");
    const Type *e = binary_type(I, i, op, scalar_of(a), scalar_of(b));
    if (e == ty_error)
      return e;
    FuncKind k = I->cur ? I->cur->info.kind : FUNC_ENTRY;
    if (func_is_host(k)) {
      const Type *t = numpy_array_binary(I, i, op, a, b);
      if (t == ty_error)
        return t;
      if (t) {
        /* a op= b writes into a with NumPy's same_kind casting: to the
         * same kind or a lower one of bool, unsigned, signed, float,
         * complex (int16 into uint8 is refused, uint16 into int8 not). */
        if (i->op == IR_INPLACE && a->kind == TY_ARRAY && same_kind_order(t) > same_kind_order(a->elem))
          return infer_error(I, i->loc, "Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with "
                             "casting rule 'same_kind'", numpy_ufunc_name(op), t->name, a->elem->name);
        return elementwise(a, b, t);
      }
    }
    const Type *loop = infer_ufunc_loop(op, scalar_of(a), scalar_of(b));
    return elementwise(a, b, loop ? loop : e);
  }
  if (type_is_number(a) && type_is_number(b)) {
    bool ints = a->kind <= TY_INT && b->kind <= TY_INT;
    /* Host code: NumPy promotes uint64 with a signed integer (a Python int
     * among them) to float64, where Numba gives int64. */
    FuncKind where = I->cur ? I->cur->info.kind : FUNC_ENTRY;
    bool host = func_is_host(where);
    if (host && ints && (op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_FLOORDIV || op == OP_MOD || op == OP_POW) &&
        ((a == ty_uint64 && b->kind == TY_INT && b->is_signed) || (b == ty_uint64 && a->kind == TY_INT && a->is_signed)))
      return ty_float64;
    /* Host code: an operator on a NumPy scalar of a type Python has no
     * numbers of (int8 ... uint64, float32, complex64) takes NumPy's
     * promotion of the two types, a Python int counting as int64 and a
     * float as float64: np.int8(86) + np.int8(92) is int8 and wraps to -78,
     * np.float32(3) / np.float32(2) is float32, np.int8(3) ** 2 is int64.
     * Jitted code keeps Numba's rules (int8 + int8 is int64 there). */
    if (host && op != OP_MATMUL && (numpy_only_number(a) || numpy_only_number(b))) {
      const Type *t = type_numpy_promote(a, b);
      if (op == OP_DIV && t->kind <= TY_INT)
        return ty_float64;
      if ((op == OP_FLOORDIV || op == OP_MOD) && t->kind == TY_COMPLEX)
        return infer_error(I, i->loc, "'%s' is not defined for complex numbers", sym);
      bool bitwise = op == OP_LSHIFT || op == OP_RSHIFT || op == OP_BITAND || op == OP_BITOR || op == OP_BITXOR;
      if (bitwise && !ints)
        return infer_error(I, i->loc, "'%s' needs integers, not %s and %s", sym, a->name, b->name);
      /* uint64 with a signed integer promotes to float64, which NumPy's
       * bitwise ufuncs refuse. */
      if (bitwise && t->kind != TY_INT && t->kind != TY_BOOL)
        return infer_error(I, i->loc, "ufunc '%s' not supported for %s and %s (NumPy promotes them to %s); "
                           "convert one operand, e.g. np.uint64(n) or int(x)", numpy_ufunc_name(op), a->name,
                           b->name, t->name);
      return t;
    }
    switch (op) {
    case OP_DIV:
      if (ints)
        return ty_float64;
      return type_arith_result(a, b);
    case OP_POW:
      if (ints)
        return int_power_is_float(I, i) ? ty_float64 : type_arith_result(a, b);
      if (a == ty_float32 && b->kind <= TY_INT)
        return ty_float32;
      return type_arith_result(a, b);
    case OP_FLOORDIV: case OP_MOD:
      if (a->kind == TY_COMPLEX || b->kind == TY_COMPLEX)
        return infer_error(I, i->loc, "'%s' is not defined for complex numbers", sym);
      return type_arith_result(a, b);
    case OP_LSHIFT: case OP_RSHIFT: case OP_BITAND: case OP_BITOR: case OP_BITXOR:
      if (!ints)
        return infer_error(I, i->loc, "'%s' needs integers, not %s and %s", sym, a->name, b->name);
      if (a->kind == TY_BOOL && b->kind == TY_BOOL && op != OP_LSHIFT && op != OP_RSHIFT)
        return ty_bool;
      /* A shift keeps the signedness of the value shifted (measured). */
      if (op == OP_LSHIFT || op == OP_RSHIFT)
        return a->kind == TY_INT && !a->is_signed ? ty_uint64 : ty_int64;
      return type_arith_result(a, b);
    case OP_MATMUL:
      return infer_error(I, i->loc, "'@' needs arrays, not %s and %s", a->name, b->name);
    default:
      return type_arith_result(a, b);
    }
  }
  if (op == OP_ADD && a->kind == TY_STR && b->kind == TY_STR)
    return ty_str;
  if (op == OP_ADD && a->kind == TY_TUPLE && b->kind == TY_TUPLE) {
    const Type **elems = arena_alloc(I->a, (size_t)(a->n + b->n + 1) * sizeof *elems);
    memcpy(elems, a->elems, (size_t)a->n * sizeof *elems);
    memcpy(elems + a->n, b->elems, (size_t)b->n * sizeof *elems);
    return type_tuple(a->n + b->n, elems);
  }
  if (op == OP_ADD && a->kind == TY_LIST && a == b)
    return a;
  return infer_error(I, i->loc, "unsupported operand types for '%s': %s and %s", sym, a->name,
                     b->name);
}

static const Type *compare_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  /* GPU code has no strings at run time (Numba CUDA refuses them); a
   * comparison of constant strings is decided before typing. */
  if (I->cur->gpu && (a->kind == TY_STR || b->kind == TY_STR))
    return infer_error(I, i->loc, "strings are not available in GPU code; compare them in host code "
                       "and pass a number or a flag to the kernel");
  if (op == OP_IS || op == OP_ISNOT)
    return ty_bool;
  if (op == OP_IN || op == OP_NOTIN) {
    if (b->kind == TY_TUPLE || b->kind == TY_RANGE || b->kind == TY_LIST ||
        (b->kind == TY_ARRAY && type_is_number(a)))
      return ty_bool;
    return infer_error(I, i->loc, "'in' needs a tuple, a list, a range or an array on its right, "
                       "not %s", b->name);
  }
  if (a->kind == TY_ARRAY || b->kind == TY_ARRAY)
    return elementwise(a, b, ty_bool);
  if (type_is_number(a) && type_is_number(b)) {
    if ((a->kind == TY_COMPLEX || b->kind == TY_COMPLEX) && op != OP_EQ && op != OP_NE)
      return infer_error(I, i->loc, "complex numbers cannot be ordered with '%s'", ast_op_name(op));
    return ty_bool;
  }
  if (a == b || a->kind == TY_NONE || b->kind == TY_NONE || (a->kind == TY_OPTIONAL || b->kind == TY_OPTIONAL))
    return ty_bool;
  return infer_error(I, i->loc, "cannot compare %s with %s", a->name, b->name);
}

/* The truth of an array is checked at run time (NumPy's rule) on the CPU;
 * GPU code has no exceptions to report the ambiguous case with. */
static const Type *truth_type(Infer *I, const Instr *i, const Type *a) {
  if (a->kind == TY_ARRAY && I->cur->gpu)
    return infer_error(I, i->loc, "the truth value of an array is not available in GPU code; "
                       "test an element or a.shape instead");
  return ty_bool;
}

static bool numpy_only_number(const Type *t);

/* Host code: whether a bool value is NumPy's np.bool_ rather than Python's
 * bool, which arrc's types do not tell apart. ~ differs: ~np.True_ is
 * np.False_, ~True is -2. A value is NumPy's when it comes from NumPy: an
 * element of an array, np.bool_(x), a NumPy function or array method, a
 * comparison of a NumPy scalar (one of these, or of a type Python has no
 * numbers of), or &, |,
 * ^ and ~ of such a value; a variable is when every definition is. Anything
 * else (literals, comparisons of Python numbers, the results of program
 * functions, which Numba boxes as Python bools) is Python's. */
/* NumPy's functions and array methods return NumPy scalars. */
static bool builtin_returns_numpy_scalar(const Type *callee) {
  if (callee->id <= BI_NONE)
    return false;
  BuiltinNamespace ns = builtin_namespace((BuiltinId)callee->id);
  return ns == NS_NUMPY || ns == NS_NUMPY_RANDOM || ns == NS_ARRAY;
}

static bool numpy_scalar(const Instr *v) {
  v = ir_resolve(v);
  if (!v->type || !type_is_number(v->type))
    return false;
  if (numpy_only_number(v->type))
    return true;
  const Type *callee = v->op == IR_CALL ? v->ops.v[0]->type : NULL;
  if (v->op == IR_GETITEM)
    return v->ops.v[0]->type && v->ops.v[0]->type->kind == TY_ARRAY;
  return callee && (callee->kind == TY_DTYPE ||
                    (callee->kind == TY_BUILTIN && builtin_returns_numpy_scalar(callee)));
}

static bool numpy_bool(const Instr *v, int depth) {
  v = ir_resolve(v);
  if (depth > 16 || v->type != ty_bool)
    return false;
  switch (v->op) {
  case IR_GETITEM: {
    const Type *obj = v->ops.v[0]->type;
    return obj && obj->kind == TY_ARRAY;
  }
  case IR_CALL: {
    const Type *callee = v->ops.v[0]->type;
    if (!callee)
      return false;
    if (callee->kind == TY_DTYPE)
      return true;
    return callee->kind == TY_BUILTIN && builtin_returns_numpy_scalar(callee);
  }
  case IR_COMPARE:
    return numpy_scalar(v->ops.v[0]) || numpy_scalar(v->ops.v[1]);
  case IR_BINARY:
    return numpy_bool(v->ops.v[0], depth + 1) || numpy_bool(v->ops.v[1], depth + 1);
  case IR_UNARY:
    return v->imm.op == OP_INVERT && numpy_bool(v->ops.v[0], depth + 1);
  case IR_PHI:
    for (int k = 0; k < v->ops.len; k++)
      if (v->ops.v[k] != v && !numpy_bool(v->ops.v[k], depth + 1))
        return false;
    return v->ops.len > 0;
  default:
    return false;
  }
}

static const Type *unary_type(Infer *I, const Instr *i, AstOp op, const Type *a) {
  if (op == OP_NOT && a->kind == TY_ARRAY && !I->cur->gpu &&
      (I->cur->info.kind == FUNC_JIT || I->cur->info.kind == FUNC_UFUNC))
    return infer_error(I, i->loc, "'not' of an array is not supported in jitted code (Numba has no "
                       "implementation of not_(%s)); use a.size == 0, a.any() or a.all()", a->name);
  if (op == OP_NOT)
    return truth_type(I, i, a);
  if (a->kind == TY_ARRAY) {
    const Type *e = unary_type(I, i, op, a->elem);
    const Type *loop = e == ty_error ? NULL : infer_ufunc_loop(op, a->elem, NULL);
    return e == ty_error ? e : type_array(loop ? loop : e, a->ndim, 'C');
  }
  if (!type_is_number(a))
    return infer_error(I, i->loc, "unsupported operand type for unary '%s': %s",
                       op == OP_NEG ? "-" : op == OP_POS ? "+" : "~", a->name);
  if (op == OP_INVERT && a->kind > TY_INT)
    return infer_error(I, i->loc, "'~' needs an integer, not %s", a->name);
  /* Host code: NumPy keeps the type of a scalar Python has no numbers of
   * (-np.uint8(7) is np.uint8(249)); Numba widens to 64 bits. */
  if (a->kind == TY_INT && numpy_only_number(a) && func_is_host(I->cur->info.kind))
    return a;
  /* Python's ~True is -2 (a bool is an int); Numba's ~ of a bool, like
   * NumPy's of np.bool_, is logical not. */
  if (op == OP_INVERT && a->kind == TY_BOOL && func_is_host(I->cur->info.kind) && !numpy_bool(i->ops.v[0], 0))
    return ty_int64;
  if (op == OP_INVERT)
    return a->kind == TY_BOOL ? ty_bool : type_arith_result(a, a);
  return a->kind <= TY_INT ? type_arith_result(a, a) : a;
}

/* a[i], a[i, j], a[1:5], t[0], lst[i], kernel[grid, block]. */
/* An optional object stands for its value (uses_value_of). */
static const Type *value_type(const Type *t) { return t->kind == TY_OPTIONAL ? t->elem : t; }

static const Type *getitem_type(Infer *I, const Instr *i) {
  const Type *obj = value_type(i->ops.v[0]->type), *idx = i->ops.v[1]->type;
  const Instr *index = i->ops.v[1];
  if (obj->kind == TY_FUNCTION) {
    FuncInfo fi;
    if (function_info(I, obj->func, &fi) && fi.kind == FUNC_KERNEL)
      return type_builtin(-1, "kernel launch");
    return infer_error(I, i->loc, "'%s' is not a kernel: only @cuda.jit kernels take a launch "
                       "configuration", ((const Symbol *)obj->func)->name);
  }
  if (obj->kind == TY_TUPLE) {
    int64_t k;
    if (idx->kind == TY_SLICE) {
      /* t[a:b:c] with constant bounds: a tuple of those elements. */
      int64_t start, step;
      int64_t m = infer_static_slice(index, obj->n, &start, &step);
      if (m == -1)
        return infer_error(I, i->loc, "a tuple can only be sliced with constant bounds");
      if (m == -2)
        return infer_error(I, i->loc, "slice step cannot be zero");
      const Type **elems = arena_alloc(I->m->arena, (size_t)(m + 1) * sizeof *elems);
      for (int64_t j = 0; j < m; j++)
        elems[j] = obj->elems[start + j * step];
      return type_tuple((int)m, elems);
    }
    if (!infer_const_int(index, &k)) {
      /* A tuple of one type may be indexed by a variable (Numba's UniTuple). */
      bool uniform = obj->n > 0 && (type_is_int(idx) || idx->kind == TY_BOOL);
      for (int j = 1; j < obj->n && uniform; j++)
        uniform = obj->elems[j] == obj->elems[0];
      if (uniform)
        return obj->elems[0];
      return infer_error(I, i->loc, "a tuple of different types can only be indexed with a constant integer");
    }
    int64_t at = k < 0 ? k + obj->n : k;
    if (at < 0 || at >= obj->n)
      return infer_error(I, i->loc, "tuple index %lld out of range for %s", (long long)k, obj->name);
    return obj->elems[at];
  }
  if (obj->kind == TY_LIST) {
    if (idx->kind == TY_SLICE)
      return obj;
    if (!type_is_int(idx) && idx->kind != TY_BOOL)
      return infer_error(I, i->loc, "list indices must be integers, not %s", idx->name);
    return obj->elem;
  }
  if (obj->kind != TY_ARRAY)
    return infer_error(I, i->loc, "%s cannot be indexed", obj->name);
  /* Count the integer and slice indices; fewer than ndim leaves a view. */
  int n = idx->kind == TY_TUPLE ? idx->n : 1;
  int slices = 0, newaxes = 0;
  for (int k = 0; k < n; k++) {
    const Type *t = idx->kind == TY_TUPLE ? idx->elems[k] : idx;
    if (t->kind == TY_SLICE)
      slices++;
    else if (t->kind == TY_NONE)
      newaxes++;
    else if (!type_is_int(t) && t->kind != TY_BOOL)
      return infer_error(I, i->loc, "array indices must be integers or slices, not %s", t->name);
  }
  int ints = n - slices - newaxes;
  if (ints + slices > obj->ndim)
    return infer_error(I, i->loc, "too many indices for array: %s is %d-dimensional, but %d were indexed",
                       obj->name, obj->ndim, ints + slices);
  int nd = obj->ndim - ints + newaxes;
  if (nd == 0)
    return obj->elem;
  /* Numba's rule: a C array stays C when every index but the last is an
   * integer and the last is an integer or a slice without a step. */
  bool contiguous = obj->layout == 'C' && newaxes == 0;
  for (int k = 0; k < n && contiguous; k++) {
    const Type *t = idx->kind == TY_TUPLE ? idx->elems[k] : idx;
    contiguous = type_is_int(t) || t->kind == TY_BOOL || (k == n - 1 && t->kind == TY_SLICE && t->n == 2);
  }
  const Type *t = type_array(obj->elem, nd, contiguous ? 'C' : 'A');
  return obj->device ? type_device_array(obj->elem, nd, t->layout) : t;
}

static const Type *setitem_type(Infer *I, const Instr *i) {
  const Type *obj = value_type(i->ops.v[0]->type), *val = i->ops.v[2]->type;
  if (obj->kind == TY_LIST && !obj->elem)
    return NULL;
  if (obj->kind == TY_LIST) {
    if (!type_can_convert(val, obj->elem))
      return infer_error(I, i->loc, "cannot store %s in %s", val->name, obj->name);
    return ty_void;
  }
  if (obj->kind != TY_ARRAY)
    return infer_error(I, i->loc, "%s does not support item assignment", obj->name);
  const Type *target = getitem_type(I, i);
  if (target == ty_error)
    return target;
  if (!type_can_convert(scalar_of(val), obj->elem) && !(val->kind == TY_ARRAY && val->elem == obj->elem))
    return infer_error(I, i->loc, "cannot store %s in an array of %s", val->name, obj->elem->name);
  return ty_void;
}

static const Type *unpack_type(Infer *I, const Instr *i) {
  const Type *t = value_type(i->ops.v[0]->type);
  if (t->kind == TY_TUPLE) {
    if (t->n != i->n)
      return i->imm.i == 0 ? infer_error(I, i->loc, "cannot unpack %d values into %d targets", t->n, i->n)
                           : ty_error;
    return t->elems[i->imm.i];
  }
  if (t->kind == TY_ARRAY)
    return t->ndim == 1 ? t->elem : type_array(t->elem, t->ndim - 1, t->layout);
  if (t->kind == TY_LIST)
    return t->elem;
  return infer_error(I, i->loc, "cannot unpack %s", t->name);
}

/* What iterating over t yields. */
/* Whether v is prange(n) with a single argument in a parallel=True
 * function: Numba's parfor pass gives such a loop an unsigned index (uintp,
 * as its start is the constant 0) and types the outlined body again with
 * it, so i - np.uint64(1) wraps at 0 there. prange(0, n) keeps intp, as does
 * prange in a function without parallel=True (it is range there). */
static bool is_prange_call(const Instr *v) {
  v = ir_resolve(v);
  const Type *callee = v->op == IR_CALL ? v->ops.v[0]->type : NULL;
  return callee && callee->kind == TY_BUILTIN && callee->id == BI_NB_PRANGE;
}

/* Whether block b is in the body of the loop over getiter g: reached from
 * the true side of the loop's test without passing the test again. */
static bool in_loop_body(Infer *I, const Instr *g, const Block *b) {
  const Block *header = NULL;
  for (int k = 0; k < g->users.len && !header; k++)
    if (g->users.v[k]->op == IR_ITER_VALID)
      header = g->users.v[k]->block;
  const Instr *br = header ? ir_terminator(header) : NULL;
  if (!br || br->op != IR_BRANCH)
    return false;
  Func *f = header->func;
  bool *seen = arena_alloc(I->a, (size_t)(f->nblocks + 1) * sizeof *seen);
  const Block **stack = arena_alloc(I->a, (size_t)(f->nblocks + 1) * sizeof *stack);
  memset(seen, 0, (size_t)(f->nblocks + 1) * sizeof *seen);
  int sp = 0;
  stack[sp++] = br->target[0];
  seen[br->target[0]->id] = true;
  while (sp) {
    const Block *c = stack[--sp];
    if (c == b)
      return true;
    const Instr *t = ir_terminator(c);
    int nsucc = !t ? 0 : t->op == IR_BRANCH ? 2 : t->op == IR_JUMP ? 1 : 0;
    for (int k = 0; k < nsucc; k++) {
      const Block *s = t->target[k];
      if (s && s != header && !seen[s->id]) {
        seen[s->id] = true;
        stack[sp++] = s;
      }
    }
  }
  return false;
}

static bool unsigned_prange_loop(Infer *I, const Instr *getiter) {
  const Instr *v = getiter->ops.v[0];
  v = ir_resolve(v);
  if (!I->cur->info.parallel || !is_prange_call(v) || v->ops.len - v->nkw != 2)
    return false;
  /* A prange inside another prange's body is a plain loop of the outer
   * one's worker, which keeps Numba's intp index. */
  for (const Block *b = getiter->block->func->entry; b; b = b->next_in_func)
    for (const Instr *g = b->first; g; g = g->next)
      if (g != getiter && g->op == IR_GETITER && is_prange_call(g->ops.v[0]) && in_loop_body(I, g, getiter->block))
        return false;
  return true;
}

static bool unsigned_prange(Infer *I, const Instr *getiter) {
  return !I->cur->prange_signed && unsigned_prange_loop(I, getiter);
}

/* The block where the loop over getiter g tests for its next element. */
static Block *loop_header(const Instr *g) {
  for (int k = 0; k < g->users.len; k++)
    if (g->users.v[k]->op == IR_ITER_VALID)
      return g->users.v[k]->block;
  return NULL;
}

/* After the first typing of a function with unsigned prange loops: pins the
 * types of the variables carried across each such loop. False when there
 * is none. */
static bool pin_prange_carried(Infer *I, Spec *s) {
  bool any = false;
  ptrmap_init(&s->prange_pins, I->a);
  for (Block *b = s->func->entry; b; b = b->next_in_func)
    for (Instr *g = b->first; g; g = g->next) {
      Block *h = g->op == IR_GETITER && unsigned_prange_loop(I, g) ? loop_header(g) : NULL;
      if (!h)
        continue;
      any = true;
      for (Instr *p = h->first; p; p = p->next)
        if (p->op == IR_PHI && p->type && p->type != ty_error)
          ptrmap_put(&s->prange_pins, p, (void *)p->type);
    }
  return any;
}

static const Type *iter_elem(Infer *I, const Instr *at, const Type *t) {
  switch (t->kind) {
  case TY_RANGE: return at->op == IR_GETITER && unsigned_prange(I, at) ? ty_uint64 : ty_int64;
  case TY_ITER: return t->elem;
  case TY_LIST: return t->elem;  /* NULL for an empty list: not known yet */
  case TY_ARRAY:
    return t->ndim == 1 ? t->elem : type_array(t->elem, t->ndim - 1, t->layout);
  case TY_TUPLE:
    for (int k = 1; k < t->n; k++)
      if (t->elems[k] != t->elems[0])
        return infer_error(I, at->loc, "cannot iterate over %s: its elements have different types",
                           t->name);
    if (t->n == 0)
      return infer_error(I, at->loc, "cannot iterate over an empty tuple");
    return t->elems[0];
  default:
    return infer_error(I, at->loc, "%s is not iterable", t->name);
  }
}

/* A list whose element type (at any depth: a list of empty lists) may
 * still come from a later append. */
static bool list_pending(const Type *t) {
  while (t && t->kind == TY_LIST) {
    if (!t->elem)
      return true;
    t = t->elem;
  }
  return false;
}

/* An empty list `[]` takes its element type from the first append (§6.3). */
static Instr *list_origin(Instr *v) {
  for (int guard = 0; v && guard < 64; guard++) {
    if (v->op == IR_LIST)
      return v;
    if (v->op == IR_NARROW) {
      /* `if lst:` reads the list itself. */
      v = v->ops.v[0];
      continue;
    }
    if (v->op != IR_PHI || v->ops.len == 0)
      return NULL;
    Instr *next = NULL;
    for (int k = 0; k < v->ops.len; k++)
      if (v->ops.v[k] != v && v->ops.v[k]->op != IR_UNDEF)
        next = v->ops.v[k];
    v = next;
  }
  return NULL;
}

static const Type *list_type(Infer *I, Instr *i) {
  if (i->ops.len == 0)
    return i->type ? i->type : type_list(NULL);
  const Type *t = NULL;
  for (int k = 0; k < i->ops.len; k++) {
    const Type *e = i->ops.v[k]->type;
    if (!e)
      return NULL;
    const Type *u = type_unify(t, e);
    if (!u)
      return infer_error(I, i->ops.v[k]->loc, "list elements must have one type: %s and %s", t->name,
                         e->name);
    t = u;
  }
  return type_list(t);
}

/* One dimension of a launch configuration: an int or a tuple of 1 to 3 ints. */
static bool launch_dims_ok(const Type *t) {
  if (type_is_int(t))
    return true;
  if (t->kind != TY_TUPLE || t->n < 1 || t->n > 3)
    return false;
  for (int k = 0; k < t->n; k++)
    if (!type_is_int(t->elems[k]))
      return false;
  return true;
}

/* kernel[griddim, blockdim(, stream(, shared bytes))](args) (§7.2). */
static const Type *launch_type(Infer *I, Instr *call) {
  const Instr *sub = call->ops.v[0];
  const Type *kt = sub->ops.v[0]->type, *config = sub->ops.v[1]->type;
  if (I->cur->gpu)
    return infer_error(I, call->loc, "kernels cannot be launched from GPU code");
  if (I->cur->info.kind == FUNC_JIT)
    return infer_error(I, call->loc, "kernels can only be launched from host code, not from "
                       "jitted function '%s'", I->cur->func->name);
  int n = config->kind == TY_TUPLE ? config->n : 1;
  const Type *grid = config->kind == TY_TUPLE ? config->elems[0] : config;
  if (n < 2 || n > 4 || !launch_dims_ok(grid) || !launch_dims_ok(config->elems[1]) ||
      (n > 2 && config->elems[2] != ty_stream && config->elems[2] != ty_int64) ||
      (n > 3 && !type_is_int(config->elems[3])))
    return infer_error(I, sub->loc, "a launch configuration is [blocks, threads] or [blocks, "
                       "threads, stream] or [blocks, threads, stream, shared_bytes], with "
                       "blocks and threads ints or tuples of 1 to 3 ints; this one is %s",
                       config->name);
  const Type *r = call_function(I, call, kt->func, true);
  return r ? (r == ty_error ? r : ty_void) : NULL;
}

/* lst.append(v) where v had an error: an empty list that waits for its
 * element type from this append gets the error too, so that it is not also
 * reported as a list whose element type cannot be inferred. */
static void poison_pending_list(Instr *call) {
  Instr *callee = call->ops.v[0];
  if (callee->op != IR_GETATTR || !callee->type || callee->type->kind != TY_BUILTIN ||
      callee->type->id != BI_LIST_APPEND || !list_pending(callee->ops.v[0]->type))
    return;
  Instr *origin = list_origin(callee->ops.v[0]);
  if (origin && origin->ops.len == 0)
    origin->type = ty_error;
}

static const Type *call_type(Infer *I, Instr *i) {
  Instr *callee = i->ops.v[0];
  const Type *ct = callee->type;
  for (int k = 1; k < i->ops.len; k++) {
    if (!i->ops.v[k]->type)
      return NULL;
    if (i->ops.v[k]->type == ty_error)
      return ty_error;
  }
  if (ct->kind == TY_FUNCTION) {
    const Type *r = call_function(I, i, ct->func, false);
    /* Numba returns an integer to the interpreter as a Python int, so a
     * jitted function's int8 ... uint32 result is an int in host code
     * (-f() of a uint32 result is negative). */
    FuncInfo fi;
    if (r && r->kind == TY_INT && r->bits < 64 && func_is_host(I->cur->info.kind) && function_info(I, ct->func, &fi) &&
        fi.kind == FUNC_JIT)
      return ty_int64;
    return r;
  }
  if (ct->kind == TY_DTYPE) {
    if (i->nkw)
      return infer_error(I, i->loc, "%s() takes no keyword arguments", ct->elem->name);
    if (i->ops.len != 2)
      return infer_error(I, i->loc, "%s(...) takes one argument", ct->elem->name);
    const Type *a = i->ops.v[1]->type;
    if (a->kind == TY_ARRAY)
      return type_array(ct->elem, a->ndim, 'C');
    if (!type_is_number(a) && a->kind != TY_STR)
      return infer_error(I, i->loc, "cannot convert %s to %s", a->name, ct->elem->name);
    return ct->elem;
  }
  if (ct->kind == TY_BUILTIN && ct->id == -1)
    return launch_type(I, i);
  if (ct->kind == TY_BUILTIN) {
    if (!builtin_order_arguments(I, i, (BuiltinId)ct->id))
      return ty_error;
    CallInfo c = {0};
    c.I = I;
    c.call = i;
    c.id = (BuiltinId)ct->id;
    c.path = ct->label;
    Instr value;
    if (callee->op == IR_GETATTR) {
      c.receiver = callee->ops.v[0];
      if (c.receiver->type && c.receiver->type->kind == TY_OPTIONAL) {
        /* An optional receiver stands for its value (uses_value_of). */
        value = *c.receiver;
        value.type = c.receiver->type->elem;
        c.receiver = &value;
      }
    }
    c.nargs = i->ops.len - 1 - i->nkw;
    c.args = (const Instr *const *)i->ops.v + 1;
    c.types = arena_alloc(I->a, (size_t)(i->ops.len + 1) * sizeof *c.types);
    for (int k = 1; k < i->ops.len; k++)
      c.types[k - 1] = i->ops.v[k]->type;
    c.nkw = i->nkw;
    c.kwnames = i->kwnames;
    c.kwargs = c.args + c.nargs;
    c.kwtypes = c.types + c.nargs;
    c.where = I->cur->info.kind;
    c.gpu = I->cur->gpu;
    /* lst.append(v) on an empty list (or a list of empty lists) fixes the
     * list's element type, once v's own type is complete: the rows of a
     * nested comprehension may be typed after the first append. */
    if (c.receiver && c.id == BI_LIST_APPEND && c.nargs == 1) {
      const Type *lt = c.receiver->type;
      if (lt->kind == TY_LIST && list_pending(lt)) {
        Instr *origin = list_origin((Instr *)c.receiver);
        if (origin && origin->ops.len == 0 && !list_pending(c.types[0]))
          origin->type = type_list(c.types[0]);
        return NULL;
      }
    }
    /* An empty list's element type may still come from a later append;
     * until then nothing else can use the list. */
    if (c.receiver && c.receiver->type->kind == TY_LIST && !c.receiver->type->elem)
      return NULL;
    for (int k = 0; k < c.nargs + c.nkw; k++)
      if (list_pending(c.types[k]))
        return NULL;
    const Type *r = builtin_call_type(&c);
    if (r == ty_pending)
      return NULL;
    if (r)
      return r;
    return infer_error(I, i->loc, "'%s' cannot be called", ct->label);
  }
  if (ct->kind == TY_EXCEPTION) {
    if (i->nkw || i->ops.len > 2 || (i->ops.len == 2 && i->ops.v[1]->type != ty_str))
      return infer_error(I, i->loc, "%s takes one message string", ct->name);
    return ct;
  }
  return infer_error(I, i->loc, "%s is not callable", ct->name);
}

static const Type *global_type(Infer *I, const Instr *i) {
  const Symbol *sym = i->imm.sym;
  switch (sym->kind) {
  case SYM_FUNCTION: return type_function(sym, sym->name);
  case SYM_BUILTIN: {
    const Type *t = builtin_value_type(I, sym, i->loc, I->cur->gpu);
    if (t)
      return t;
    return type_builtin((int)sym->builtin, sym->path);
  }
  case SYM_MODULE:
    return infer_error(I, i->loc, "module '%s' cannot be used as a value", sym->path);
  case SYM_CONSTANT: case SYM_VARIABLE:
    break;
  }
  return infer_error(I, i->loc, "'%s' cannot be used here", sym->name);
}

static bool loc_before(SrcLoc a, SrcLoc b) {
  return a.line < b.line || (a.line == b.line && a.col < b.col);
}

/* A NARROW of a value that is always None stands on a path that never
 * runs (the test there found it not None): like an unassigned variable,
 * it does not take part in a phi's type. */
static bool never_runs(const Instr *v) { return v->op == IR_NARROW && v->type == ty_none; }

/* An operand with an error does not make the phi an error: in a loop the
 * erroneous value (t <<= x on a float t) would otherwise reach its own
 * operand through the phi, and the reporting pass would see only errors that
 * came from elsewhere and report nothing. The phi takes its type from the
 * other operands, so the instruction that is wrong reports once. */
static const Type *phi_type(Infer *I, Instr *i) {
  const Type *pinned = I->cur->prange_pinned ? ptrmap_get(&I->cur->prange_pins, i) : NULL;
  if (pinned)
    return pinned;
  const Type *t = NULL;
  const Instr *first = NULL;
  bool dead = false, error = false;
  for (int k = 0; k < i->ops.len; k++) {
    const Instr *op = i->ops.v[k];
    dead |= never_runs(op);
    if (op == i || op->op == IR_UNDEF || !op->type || never_runs(op))
      continue;
    if (op->type == ty_error) {
      error = true;
      continue;
    }
    const Type *u = type_unify(t, op->type);
    if (!u) {
      /* The error goes to the assignment that comes later in the program,
       * whatever the order of the phi's operands, as Numba's does. */
      const Instr *later = op, *earlier = first;
      if (loc_before(later->loc, earlier->loc)) {
        later = first;
        earlier = op;
      }
      if (i->var) {
        infer_error(I, later->loc, "'%s' is %s here but %s elsewhere; a variable has one type",
                    i->var, later->type->name, earlier->type->name);
        infer_note(I, earlier->loc, "'%s' is %s here", i->var, earlier->type->name);
      } else {
        /* A conditional expression, or `and`/`or`, whose branches differ. */
        infer_error(I, later->loc, "this value is %s but the other branch is %s; both branches "
                    "of an expression must have one type", later->type->name, earlier->type->name);
        infer_note(I, earlier->loc, "this value is %s", earlier->type->name);
      }
      return ty_error;
    }
    if (!first)
      first = op;
    t = u;
  }
  if (t)
    return t;
  if (error)
    return ty_error;
  return dead ? ty_none : NULL;
}

/* Which blocks of f the entry reaches. Code after a return, break or
 * raise is typed (so its errors are found) but its returns are not the
 * function's: `return x / 2.0` followed by dead code returns a float64,
 * not an optional one. */
static bool *reachable_blocks(Infer *I, const Func *f) {
  bool *seen = arena_alloc(I->a, (size_t)(f->nblocks + 1) * sizeof *seen);
  const Block **stack = arena_alloc(I->a, (size_t)(f->nblocks + 1) * sizeof *stack);
  int n = 0;
  memset(seen, 0, (size_t)(f->nblocks + 1) * sizeof *seen);
  seen[f->entry->id] = true;
  stack[n++] = f->entry;
  while (n > 0) {
    const Instr *t = ir_terminator(stack[--n]);
    for (int k = 0; t && k < 2; k++) {
      const Block *next = (t->op == IR_JUMP && k == 0) || t->op == IR_BRANCH ? t->target[k] : NULL;
      if (next && !seen[next->id]) {
        seen[next->id] = true;
        stack[n++] = next;
      }
    }
  }
  return seen;
}

static const Type *returned_type(const Instr *ret) {
  return ret->ops.len ? ret->ops.v[0]->type : ty_none;
}

/* Whether an instruction uses its optional operand k as the value inside:
 * arithmetic, unary -, + and ~, comparisons other than `is`, `in` and
 * those with None, and the object of an attribute, an item read or an
 * item assignment. The operand is then typed as that value and converted
 * by a CAST that raises TypeError for None (Numba's "expected int64, got
 * None"; Python's message in host code). In host code == and != compare
 * an optional as Python does (None equals only None) instead. */
static bool uses_value_of(const Instr *i, int k, bool host) {
  const Type *t = k < i->ops.len ? i->ops.v[k]->type : NULL;
  const Type *other = i->ops.len == 2 ? i->ops.v[1 - k]->type : NULL;
  if (!t || t->kind != TY_OPTIONAL)
    return false;
  switch (i->op) {
  case IR_GETATTR: case IR_GETITEM: case IR_SETITEM: case IR_UNPACK: return k == 0;
  case IR_BINARY: case IR_INPLACE: return true;
  case IR_UNARY: return i->imm.op != OP_NOT;
  case IR_COMPARE:
    switch (i->imm.op) {
    case OP_IS: case OP_ISNOT: case OP_IN: case OP_NOTIN: return false;
    case OP_EQ: case OP_NE: return !host && other && other->kind != TY_NONE;
    default: return !other || other->kind != TY_NONE;
    }
  default: return false;
  }
}


static const Type *return_type(Infer *I, const Instr *i) {
  Func *f = I->cur->func;
  if (I->cur->reachable && !I->cur->reachable[i->block->id])
    return ty_void;
  const Type *t = i->ops.len ? i->ops.v[0]->type : ty_none;
  if (!t)
    return NULL;
  if (t == ty_error) {
    I->cur->ret_error = true;
    return ty_void;
  }
  if (I->cur->info.kind == FUNC_KERNEL && i->ops.len && t->kind != TY_NONE) {
    infer_error(I, i->loc, "a kernel cannot return a value; write results into an array argument");
    return ty_void;
  }
  if (!f->ret_type)
    I->cur->ret_from = i;
  const Type *u = type_unify(f->ret_type, t);
  if (!u) {
    /* As for variables, the later return in the program is the wrong one. */
    const Instr *later = i, *earlier = I->cur->ret_from;
    if (loc_before(later->loc, earlier->loc)) {
      later = earlier;
      earlier = i;
    }
    infer_error(I, later->loc, "'%s' returns %s here but %s elsewhere; a function has one result "
                "type", f->name, returned_type(later)->name, returned_type(earlier)->name);
    infer_note(I, earlier->loc, "'%s' returns %s here", f->name, returned_type(earlier)->name);
    return ty_void;
  }
  f->ret_type = u;
  return ty_void;
}

/* An integer literal above 2**63 - 1. Numba types it uint64. Host code's
 * integers are Python's, which arrc keeps in 64 signed bits, so there it
 * may only be converted to a uint64 at once: np.uint64(18446744073709551615). */
static const Type *big_literal_type(Infer *I, const Instr *i) {
  if (!func_is_host(I->cur->info.kind))
    return ty_uint64;
  bool converted = i->users.len > 0;
  for (int k = 0; k < i->users.len; k++) {
    const Instr *u = i->users.v[k];
    const Type *callee = u->op == IR_CALL ? u->ops.v[0]->type : NULL;
    converted &= callee && callee->kind == TY_DTYPE && callee->elem == ty_uint64 && u->ops.len == 2 &&
                 u->ops.v[1] == i;
  }
  if (converted)
    return ty_uint64;
  char text[24];
  snprintf(text, sizeof text, "%llu", (unsigned long long)(uint64_t)i->imm.i);
  return infer_error(I, i->loc, "integer literal %s does not fit in int64: host code keeps Python's integers "
                     "in 64 signed bits; write np.uint64(%s) for an unsigned 64-bit value", text, text);
}

/* The type of one instruction from its operands; NULL while an operand has
 * no type yet. */
static const Type *type_instr(Infer *I, Instr *i) {
  switch (i->op) {
  case IR_CONST_INT: return i->n ? big_literal_type(I, i) : ty_int64;
  case IR_CONST_FLOAT: return ty_float64;
  case IR_CONST_COMPLEX: return ty_complex128;
  case IR_CONST_BOOL: return ty_bool;
  case IR_CONST_NONE: return ty_none;
  case IR_CONST_STR: return ty_str;
  case IR_PARAM: return I->cur->func->param_types[i->imm.i];
  case IR_UNDEF: return i->var ? NULL : ty_error;
  case IR_PHI: return phi_type(I, i);
  case IR_GLOBAL: return global_type(I, i);
  case IR_RETURN: return return_type(I, i);
  case IR_JUMP: case IR_UNREACHABLE: case IR_CHECK_BOUND: return ty_void;
  case IR_LIST: return list_type(I, i);
  default: break;
  }
  for (int k = 0; k < i->ops.len; k++) {
    if (!i->ops.v[k]->type)
      return NULL;
    if (i->ops.v[k]->type == ty_error) {
      if (i->op == IR_CALL)
        poison_pending_list(i);
      return ty_error;
    }
  }
  const Type *a = i->ops.len > 0 ? i->ops.v[0]->type : NULL;
  const Type *b = i->ops.len > 1 ? i->ops.v[1]->type : NULL;
  bool host = func_is_host(I->cur->info.kind);
  a = uses_value_of(i, 0, host) ? a->elem : a;
  b = uses_value_of(i, 1, host) ? b->elem : b;
  switch (i->op) {
  case IR_BINARY: return check_int_constant(I, i, binary_type(I, i, i->imm.op, a, b));
  case IR_INPLACE: {
    const Type *t = binary_type(I, i, i->imm.op, a, b);
    /* a += b on an array writes into a. */
    if (a->kind == TY_ARRAY && t != ty_error)
      return a;
    return t;
  }
  case IR_COMPARE: return compare_type(I, i, i->imm.op, a, b);
  case IR_UNARY: return check_int_constant(I, i, unary_type(I, i, i->imm.op, a));
  case IR_TRUTH: return truth_type(I, i, a);
  case IR_CAST: return i->type;
  case IR_NARROW: return a->kind == TY_OPTIONAL ? a->elem : a;
  case IR_CALL: return call_type(I, i);
  case IR_GETATTR: return attribute_type(I, i, a, i->imm.str.s);
  case IR_GETITEM: return getitem_type(I, i);
  case IR_SETITEM: return setitem_type(I, i);
  case IR_TUPLE: {
    const Type **elems = arena_alloc(I->a, (size_t)(i->ops.len + 1) * sizeof *elems);
    for (int k = 0; k < i->ops.len; k++)
      elems[k] = i->ops.v[k]->type;
    return type_tuple(i->ops.len, elems);
  }
  case IR_SLICE:
    for (int k = 0; k < 3; k++) {
      const Type *t = i->ops.v[k]->type;
      if (t->kind != TY_NONE && !type_is_int(t) && t->kind != TY_BOOL)
        return infer_error(I, i->ops.v[k]->loc, "slice bounds must be integers or None, not %s", t->name);
    }
    return type_slice(i->ops.v[2]->op == IR_CONST_NONE ? 2 : 3);
  case IR_UNPACK: return unpack_type(I, i);
  case IR_GETITER: {
    const Type *e = iter_elem(I, i, a);
    if (!e)
      return NULL;
    return e == ty_error ? e : (a->kind == TY_ITER ? a : type_iter(a, e));
  }
  case IR_ITER_VALID: return ty_bool;
  case IR_ITER_NEXT: return a->elem;
  case IR_FORMAT:
    return ty_str;
  case IR_FSTRING:
    if (I->cur->info.kind != FUNC_ENTRY && I->cur->info.kind != FUNC_HOST)
      return infer_error(I, i->loc, "f-strings are only available in host code, not in %s "
                         "functions", ir_func_kind_name(I->cur->info.kind));
    return ty_str;
  case IR_BRANCH: return ty_void;
  case IR_RAISE:
    if (a->kind != TY_EXCEPTION)
      return infer_error(I, i->loc, "only exceptions can be raised, not %s", a->name);
    return ty_void;
  default:
    arrc_ice("no typing rule for %s", ir_op_name(i->op));
  }
}

/* ---- functions ----------------------------------------------------------------- */

/* One pass over the function: every instruction is typed again from its
 * operands, since a phi may widen (int64 to float64) after its users were
 * typed. Casts inserted for signatures keep their type. */
static bool type_pass(Infer *I, Func *f) {
  bool changed = false;
  for (Block *b = f->entry; b; b = b->next_in_func) {
    for (Instr *i = b->first; i; i = i->next) {
      if (i->op == IR_CAST)
        continue;
      const Type *t = type_instr(I, i);
      if (t != i->type && (t || i->op == IR_PHI)) {
        i->type = t;
        changed = true;
      }
    }
  }
  return changed;
}

/* After the fixpoint: every value that still has no type gets an error
 * saying why, in the reporting pass. */
/* A phi with an undefined operand whose other operands never got a type. */
static bool phi_of_undefined(const Instr *phi) {
  bool undef = false;
  for (int k = 0; k < phi->ops.len; k++) {
    const Instr *op = phi->ops.v[k];
    if (op->op == IR_UNDEF)
      undef = true;
    else if (op->type)
      return false;
  }
  return undef;
}

static void report_untyped(Infer *I, Func *f) {
  for (Block *b = f->entry; b; b = b->next_in_func) {
    for (Instr *i = b->first; i; i = i->next) {
      if (i->op == IR_LIST && i->type && i->type->kind == TY_LIST && !i->type->elem)
        infer_error(I, i->loc, "cannot infer the element type of this empty list; append to it "
                    "or write its elements");
      if (i->type)
        continue;
      if (i->op == IR_UNDEF) {
        /* An UNDEF without a variable stands for an expression that already
         * had an error. Code after a return has no path from the entry to
         * be assigned on. */
        const Instr *use = i->users.len > 0 ? i->users.v[0] : NULL;
        bool dead = use && use->block && I->cur->reachable && !I->cur->reachable[use->block->id];
        if (i->var && use && use->op != IR_PHI && !dead)
          infer_error(I, use->loc, "'%s' is used before it is assigned", i->var);
        continue;
      }
      if (i->op == IR_PHI && i->var && phi_of_undefined(i)) {
        /* v //= 10 in a loop with no v before it: only the loop's own
         * assignments reach the phi, so nothing gives it a type. */
        const Instr *use = i;
        for (int k = 0; k < i->users.len && use == i; k++)
          if (i->users.v[k]->op != IR_PHI)
            use = i->users.v[k];
        infer_error(I, use->loc, "'%s' is used before it is assigned", i->var);
        continue;
      }
      /* An operand without a type, or a list whose element type is never
       * known, was reported where it was made. */
      bool operand_untyped = false;
      for (int k = 0; k < i->ops.len; k++)
        operand_untyped |= i->ops.v[k]->type == NULL || list_pending(i->ops.v[k]->type);
      if (i->op == IR_CALL && i->ops.v[0]->op == IR_GETATTR)
        operand_untyped |= list_pending(i->ops.v[0]->ops.v[0]->type);
      if (operand_untyped)
        continue;
      if (i->op == IR_CALL && i->ops.v[0]->type && i->ops.v[0]->type->kind == TY_FUNCTION)
        infer_error(I, i->loc, "cannot infer the result of this recursive call: '%s' needs a "
                    "return that does not depend on calling itself (a base case)",
                    ((const Symbol *)i->ops.v[0]->type->func)->name);
      else
        infer_error(I, i->loc, "cannot infer a type for this %s", ir_op_name(i->op));
    }
  }
}

/* Where values of different types meet (a phi unifying int64 and float64,
 * None and an array; a return of int64 from a float64 function), the typed
 * IR converts explicitly: a CAST at the end of the predecessor, or before
 * the return. Later phases then see one type per value. */
static Instr *cast_to(Instr *before, Instr *v, const Type *t) {
  Instr *c = ir_insert_before(before, IR_CAST, v->loc, 1, &v);
  c->type = t;
  return c;
}

/* Once typed and checked, code that nothing reaches is dropped: each such
 * block keeps only an `unreachable`, and no longer counts as a predecessor
 * (with its phi operands), so later phases never see its values (a
 * variable read there before any assignment has no type). */
static void drop_dead_code(Arena *a, Func *f, const bool *reachable) {
  for (Block *b = f->entry; b; b = b->next_in_func) {
    bool any_dead = false;
    for (int k = 0; k < b->npreds; k++)
      any_dead |= !reachable[b->preds[k]->id];
    if (!reachable[b->id] || !any_dead)
      continue;
    for (Instr *phi = b->first; phi && phi->op == IR_PHI; phi = phi->next) {
      int n = phi->ops.len;
      Instr **saved = arena_alloc(a, (size_t)(n + 1) * sizeof *saved);
      memcpy(saved, phi->ops.v, (size_t)n * sizeof *saved);
      ir_clear_operands(phi);
      for (int k = 0; k < n && k < b->npreds; k++)
        if (reachable[b->preds[k]->id])
          ir_add_operand(phi, saved[k]);
    }
    int keep = 0;
    for (int k = 0; k < b->npreds; k++)
      if (reachable[b->preds[k]->id])
        b->preds[keep++] = b->preds[k];
    b->npreds = keep;
  }
  for (Block *b = f->entry; b; b = b->next_in_func) {
    if (reachable[b->id])
      continue;
    while (b->last)
      ir_remove(b->last);
    b->npreds = 0;
    Instr *u = ir_append(b, IR_UNREACHABLE, f->def->loc, 0, NULL);
    u->type = ty_void;
  }
}

static void insert_conversions(Func *f) {
  bool host = func_is_host(f->kind);
  /* Phis first take nothing from edges that never run. */
  Instr *unassigned = NULL;
  for (Block *b = f->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i && i->op == IR_PHI; i = i->next)
      for (int k = 0; k < i->ops.len; k++)
        if (never_runs(i->ops.v[k]) && i->ops.v[k]->type != i->type) {
          if (!unassigned) {
            unassigned = ir_insert_phi(f->entry, i->loc);
            unassigned->op = IR_UNDEF;
            unassigned->type = ty_none;
          }
          ir_set_operand(i, k, unassigned);
        }
  /* Only optionals narrow; any other value stands for itself, and the
   * phis that joined it with its NARROW become trivial. */
  for (Block *b = f->entry; b; b = b->next_in_func)
    for (Instr *i = b->first, *next; i; i = next) {
      next = i->next;
      if (i->op == IR_NARROW && i->ops.v[0]->type->kind != TY_OPTIONAL) {
        Instr *v = i->ops.v[0];
        ir_replace_and_remove(i, v);
        i->forward = v;
      }
    }
  for (bool changed = true; changed;) {
    changed = false;
    for (Block *b = f->entry; b; b = b->next_in_func)
      for (Instr *i = b->first, *next; i && i->op == IR_PHI; i = next) {
        next = i->next;
        Instr *same = NULL;
        bool trivial = true;
        for (int k = 0; k < i->ops.len && trivial; k++) {
          Instr *o = i->ops.v[k];
          if (o != i && o != same)
            trivial = !same && (same = o, o->type == i->type);
        }
        if (trivial && same) {
          ir_replace_and_remove(i, same);
          i->forward = same;
          changed = true;
        }
      }
  }
  for (Block *b = f->entry; b; b = b->next_in_func) {
    for (Instr *i = b->first, *next; i; i = next) {
      next = i->next;
      if (i->op == IR_PHI && i->type != ty_void) {
        for (int k = 0; k < i->ops.len && k < b->npreds; k++) {
          Instr *v = i->ops.v[k];
          Instr *term = ir_terminator(b->preds[k]);
          if (v->type != i->type && v->op != IR_UNDEF && term)
            ir_set_operand(i, k, cast_to(term, v, i->type));
        }
      } else if (i->op == IR_RETURN && i->ops.len == 1 && f->ret_type != ty_void &&
                 i->ops.v[0]->type != f->ret_type) {
        ir_set_operand(i, 0, cast_to(i, i->ops.v[0], f->ret_type));
      } else if (i->op == IR_BINARY || i->op == IR_INPLACE || i->op == IR_UNARY || i->op == IR_COMPARE ||
                 i->op == IR_GETATTR || i->op == IR_GETITEM || i->op == IR_SETITEM || i->op == IR_UNPACK) {
        /* Decided for both operands before either changes; the CAST is at
         * the operator's place, where a None raises. */
        bool use[2] = {uses_value_of(i, 0, host), i->ops.len > 1 && uses_value_of(i, 1, host)};
        for (int k = 0; k < 2; k++)
          if (use[k]) {
            Instr *c = cast_to(i, i->ops.v[k], i->ops.v[k]->type->elem);
            c->loc = i->loc;
            ir_set_operand(i, k, c);
          }
      } else if (i->op == IR_RETURN && i->ops.len == 0 && f->ret_type->kind == TY_OPTIONAL) {
        /* A bare return, or the end of the body, where other returns give
         * values: the function returns None there, as in Python. */
        Instr *none = ir_insert_before(i, IR_CONST_NONE, i->loc, 0, NULL);
        none->type = ty_none;
        ir_add_operand(i, cast_to(i, none, f->ret_type));
      }
    }
  }
}

/* Types a specialization quietly: passes until nothing changes. Errors are
 * not reported yet: the argument types that made this specialization may
 * still widen, and then this version is never used. */
static void infer_quiet(Infer *I, Spec *s) {
  Spec *saved = I->cur;
  bool saved_report = I->report;
  I->cur = s;
  I->report = false;
  I->depth++;
  s->in_progress = true;
  Func *f = s->func;
  if (!s->reachable)
    s->reachable = reachable_blocks(I, f);
  s->prange_signed = s->info.parallel;
  for (int round = 0; round < 2; round++) {
    for (int pass = 0; pass < 100; pass++) {
      s->last_ret = f->ret_type;
      f->ret_type = NULL;
      s->ret_error = false;
      bool changed = type_pass(I, f);
      if (!changed && pass > 0 && f->ret_type == s->last_ret)
        break;
    }
    if (!s->prange_signed)
      break;
    s->prange_signed = false;
    s->prange_pinned = pin_prange_carried(I, s);
    if (!s->prange_pinned)
      break;
  }
  /* A function whose only results had errors returns an error, so that its
   * callers report nothing more ("none cannot be indexed"). */
  if (!f->ret_type && s->ret_error)
    f->ret_type = ty_error;
  s->in_progress = false;
  I->depth--;
  I->cur = saved;
  I->report = saved_report;
}

/* A return of None where the signature's result cannot hold it: an error,
 * as in Numba ("No conversion from none to ..."). An optional value is
 * converted instead, checked when the function runs. */
static void check_none_returns(Infer *I, const Func *f, const Type *ret, const bool *reachable) {
  if (ret->kind == TY_OPTIONAL || ret->kind == TY_NONE)
    return;
  for (Block *b = f->entry; b; b = b->next_in_func) {
    Instr *i = ir_terminator(b);
    if (reachable && !reachable[b->id])
      continue;
    if (!i || i->op != IR_RETURN || (i->ops.len && (!i->ops.v[0]->type || i->ops.v[0]->type->kind != TY_NONE)))
      continue;
    if (!i->ops.len && i->loc.line == f->def->loc.line && i->loc.col == f->def->loc.col)
      diag_error(I->d, i->loc, "'%s' can reach the end of its body and return None, which does not "
                 "convert to %s, the result type in its signature", f->name, ret->name);
    else
      diag_error(I->d, i->loc, "'%s' returns None here, which does not convert to %s, the result type "
                 "in its signature", f->name, ret->name);
  }
}

/* The reporting pass of a specialization that the program really uses:
 * errors are printed, the result type is settled, and every value that
 * has no type after an error gets void so later phases can run. */
static void infer_report(Infer *I, Spec *s) {
  if (s->reported)
    return;
  s->reported = true;
  Spec *saved = I->cur;
  bool saved_report = I->report;
  I->cur = s;
  I->report = true;
  Func *f = s->func;
  s->last_ret = f->ret_type;
  f->ret_type = NULL;
  s->ret_error = false;
  s->in_progress = true;
  type_pass(I, f);
  s->in_progress = false;
  report_untyped(I, f);
  if (!f->ret_type)
    f->ret_type = s->ret_error ? ty_error : ty_none;
  if (s->info.kind == FUNC_KERNEL || s->info.kind == FUNC_ENTRY)
    f->ret_type = ty_void;
  if (s->info.has_sig && s->info.sig.ret && s->info.kind != FUNC_KERNEL) {
    const Type *want = s->info.sig.ret;
    if (f->ret_type != want && f->ret_type != ty_error && !type_can_convert(f->ret_type, want))
      diag_error(I->d, f->def->loc, "'%s' returns %s, which does not convert to %s, the result "
                 "type in its signature", f->name, f->ret_type->name, want->name);
    else
      check_none_returns(I, f, want, s->reachable);
    f->ret_type = s->info.sig.ret;
  }
  for (Block *b = f->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i; i = i->next)
      if (!i->type || i->type == ty_error)
        i->type = i->op == IR_UNDEF ? ty_none : ty_void;
  if (!s->reachable)
    s->reachable = reachable_blocks(I, f);
  drop_dead_code(I->a, f, s->reachable);
  insert_conversions(f);
  I->cur = saved;
  I->report = saved_report;
}

/* ---- Numba's pruning by type ----------------------------------------------
 *
 * Numba decides `p is None`, `p is not None`, `p == None` and `p != None`
 * before typing when the parameter p is None in this specialization (an
 * argument None, or an omitted default None) and the body never assigns it
 * (numba.core.analysis.dead_branch_prune, prune_by_type): the arm that does
 * not run is dropped, never typed, so `if b is None: return a` before
 * `return a + b` compiles. The comparison is with None, with another such
 * parameter, or with a literal (never equal to None). Both arms are built
 * (the arms depend on the argument types); this removes one per
 * specialization, as Numba does. */

/* The parameter that X stands for when the body never assigns it: the
 * PARAM itself, or (in a loop, after a narrowing test) a phi or NARROW of
 * the variable, which can only join copies of it. */
static const Instr *unassigned_param(const Func *f, const Instr *x) {
  if (x->op != IR_PARAM && !((x->op == IR_PHI || x->op == IR_NARROW) && x->var))
    return NULL;
  for (const Instr *p = f->entry->first; p; p = p->next)
    if (p->op == IR_PARAM && p->n && (p == x || (x->op != IR_PARAM && p->var == x->var)))
      return p;
  return NULL;
}

/* 1: the comparison is true, 0: false, -1: not decided before typing. */
static int none_test_outcome(const Func *f, const Instr *c) {
  if (c->op == IR_TRUTH)
    c = c->ops.v[0];
  if (c->op != IR_COMPARE)
    return -1;
  AstOp op = c->imm.op;
  bool equal_test = op == OP_IS || op == OP_EQ;
  if (!equal_test && op != OP_ISNOT && op != OP_NE)
    return -1;
  int nones = 0, literals = 0;
  bool has_param = false;
  for (int k = 0; k < 2; k++) {
    const Instr *x = c->ops.v[k], *p = unassigned_param(f, x);
    if (p && f->param_types[p->imm.i] == ty_none) {
      nones++;
      has_param = true;
    } else if (x->op == IR_CONST_NONE) {
      nones++;
    } else if (x->op == IR_CONST_INT || x->op == IR_CONST_FLOAT || x->op == IR_CONST_BOOL ||
               x->op == IR_CONST_STR) {
      literals++;
    }
  }
  /* At least one side must be a None parameter: `None is None` alone is
   * CPython's to fold. */
  if (!has_param || nones + literals != 2)
    return -1;
  return (nones == 2) == equal_test;
}

static void remove_pred(Arena *a, Block *b, const Block *pred) {
  for (int k = 0; k < b->npreds; k++) {
    if (b->preds[k] != pred)
      continue;
    for (Instr *phi = b->first; phi && phi->op == IR_PHI; phi = phi->next) {
      if (k >= phi->ops.len)
        continue;
      int n = phi->ops.len;
      Instr **saved = arena_alloc(a, (size_t)(n + 1) * sizeof *saved);
      memcpy(saved, phi->ops.v, (size_t)n * sizeof *saved);
      ir_clear_operands(phi);
      for (int j = 0; j < n; j++)
        if (j != k)
          ir_add_operand(phi, saved[j]);
    }
    memmove(&b->preds[k], &b->preds[k + 1], (size_t)(b->npreds - k - 1) * sizeof *b->preds);
    b->npreds--;
    return;
  }
}

static void prune_none_tests(Infer *I, Func *f) {
  bool pruned = false;
  for (Block *b = f->entry; b; b = b->next_in_func) {
    Instr *t = ir_terminator(b);
    if (!t || t->op != IR_BRANCH || t->target[0] == t->target[1])
      continue;
    int outcome = none_test_outcome(f, t->ops.v[0]);
    if (outcome < 0)
      continue;
    Block *taken = t->target[outcome ? 0 : 1], *dead = t->target[outcome ? 1 : 0];
    remove_pred(I->a, dead, b);
    ir_clear_operands(t);
    t->op = IR_JUMP;
    t->target[0] = taken;
    t->target[1] = NULL;
    pruned = true;
  }
  if (pruned)
    drop_dead_code(I->a, f, reachable_blocks(I, f));
}

static void infer_function(Infer *I, Spec *s) {
  Func *t = template_of(I, s->info.def, s->info.kind);
  s->func = clone_func(I, t);
  s->func->kind = s->info.kind;
  s->func->gpu = s->gpu;
  s->func->parallel = s->info.parallel;
  s->func->fastmath = s->info.fastmath;
  s->func->boundscheck = s->info.boundscheck;
  s->func->numpy_errors = s->info.numpy_errors;
  s->func->param_types = s->args;
  prune_none_tests(I, s->func);
  infer_quiet(I, s);
  if (I->report)
    infer_report(I, s);
}

/* nb.float64[:, :] and the like (not list[int], which Python accepts too). */
static bool is_numba_array_type(Scope *scope, const Node *ann) {
  if (ann->kind != AST_SUBSCRIPT)
    return false;
  while (ann->kind == AST_SUBSCRIPT)
    ann = ann->sub.value;
  const Symbol *sym = scope_static_symbol(scope, ann);
  if (!sym || sym->kind != SYM_BUILTIN)
    return false;
  BuiltinNamespace ns = builtin_namespace(sym->builtin);
  return ns == NS_NUMBA || ns == NS_CUDA || ns == NS_NUMPY || ns == NS_NUMPY_RANDOM;
}

bool ir_infer_module(Module *m) {
  int errors = m->diag->errors;
  Infer I = {0};
  I.m = m;
  I.a = m->arena;
  I.d = m->diag;
  ptrmap_init(&I.annotations, I.a);
  ptrmap_init(&I.big_constants, I.a);
  scope_build(m);
  if (m->diag->errors > errors)
    return false;
  /* Python evaluates the annotations of the module's variables: an array
   * type written wrongly there (nb.float64[::1][:]) is an error even where
   * nothing else reads it. */
  const NodeList *body = &m->ast->module.body;
  for (int k = 0; k < body->len; k++)
    if (body->v[k]->kind == AST_ANNASSIGN && is_numba_array_type(m->scope, body->v[k]->ann.annotation))
      infer_annotation_type(&I, body->v[k]->ann.annotation);
  /* Every def is built once, called or not, so that its errors are found. */
  for (int k = 0; k < body->len; k++) {
    const Symbol *sym = body->v[k]->kind == AST_FUNCDEF ? scope_lookup(m->scope, body->v[k]->def.name) : NULL;
    FuncInfo fi;
    if (sym && sym->node == body->v[k] && function_info(&I, sym, &fi))
      template_of(&I, fi.def, fi.kind);
  }
  /* Inference goes on after errors in the IR's construction, so that one
   * run reports the type errors too. */
  Func *entry = ir_build_entry(m);
  /* The entry code is typed in place: it has no template to clone. */
  Spec *s = arena_alloc(I.a, sizeof *s);
  s->info.def = m->ast;
  s->info.kind = FUNC_ENTRY;
  s->func = entry;
  entry->param_types = arena_alloc(I.a, sizeof(Type *));
  infer_quiet(&I, s);
  infer_report(&I, s);
  /* Specializations made for argument types that later widened are not
   * part of the program. */
  Func *prev = NULL;
  for (Func *f = m->funcs; f; f = f->next_in_module) {
    bool used = f == entry;
    for (Spec *sp = I.specs; sp && !used; sp = sp->next)
      used = sp->func == f && sp->reported;
    if (used) {
      if (prev)
        prev->next_in_module = f;
      else
        m->funcs = f;
      prev = f;
    }
  }
  if (prev)
    prev->next_in_module = NULL;
  m->funcs_tail = prev;
  return m->diag->errors == errors;
}

/* ---- for typing rules that follow a value (np.load) ------------------------- */

const Func *infer_current_func(Infer *I) { return I->cur->func; }

bool infer_call_target(Infer *I, const Instr *call, InferTarget *out) {
  const Instr *callee = call->ops.v[0];
  callee = ir_resolve(callee);
  /* kernel[blocks, threads](args) */
  if (callee->op == IR_GETITEM)
    callee = callee->ops.v[0];
  callee = ir_resolve(callee);
  if (callee->op != IR_GLOBAL || callee->imm.sym->kind != SYM_FUNCTION)
    return false;
  FuncInfo fi;
  if (!function_info(I, callee->imm.sym, &fi) || fi.kind == FUNC_UFUNC)
    return false;
  out->sig_args = fi.has_sig ? fi.sig.args : NULL;
  out->nsig = fi.has_sig ? fi.sig.nargs : 0;
  out->ir = template_of(I, fi.def, fi.kind);
  return true;
}
