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
#include "type_mixed_numbers.h"
#include "infer_dict.h"
#include "iterable.h"
#include "infer_state.h"
#include "type_cudahost.h"
#include "type_mpi.h"
#include "namedtuple.h"

#include <math.h>
#include <string.h>

static const Type error_type = {.kind = TY_VOID, .name = "<error>"};
const Type *const ty_error = &error_type;
static const Type pending_type = {.kind = TY_VOID, .name = "<pending>"};
const Type *const ty_pending = &pending_type;

const Type *infer_error(Infer *I, SrcLoc loc, const char *fmt, ...) {
  if (I->report) {
    va_list ap;
    va_start(ap, fmt);
    diag_report(I->d, DIAG_ERROR, loc, fmt, ap);
    va_end(ap);
  }
  return ty_error;
}

void infer_note(Infer *I, SrcLoc loc, const char *fmt, ...) {
  if (!I->report)
    return;
  va_list ap;
  va_start(ap, fmt);
  diag_report(I->d, DIAG_NOTE, loc, fmt, ap);
  va_end(ap);
}

Arena *infer_arena(Infer *I) { return I->a; }

FuncKind infer_func_kind(Infer *I) { return I->cur ? I->cur->info.kind : FUNC_ENTRY; }

SrcLoc infer_arg_loc(const Instr *call, int k) {
  return call->arglocs ? call->arglocs[k] : call->loc;
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

/* A tuple or container type written as a call of Numba's constructors:
 * UniTuple(t, n) (n elements of type t, n a literal), Tuple((t1, t2, ...)),
 * ListType(t) and DictType(k, v) (a numba.typed.List or Dict). */
static const Type *tuple_type_from_ast(Infer *I, const Node *e) {
  const Symbol *sym = scope_static_symbol(I->m->scope, e->call.func);
  BuiltinId id = sym && sym->kind == SYM_BUILTIN ? builtin_lookup(sym->path) : BI_NONE;
  const NodeList *args = &e->call.args;
  if ((id == BI_NBT_LISTTYPE && args->len == 1) || (id == BI_NBT_DICTTYPE && args->len == 2)) {
    const Type *a = infer_type_from_ast(I, args->v[0]);
    const Type *b = a && args->len == 2 ? infer_type_from_ast(I, args->v[1]) : NULL;
    if (!a || (args->len == 2 && !b))
      return NULL;
    if (b && !type_hashable(a)) {
      diag_error(I->d, args->v[0]->loc, "unhashable type: '%s' cannot be a dict key", a->name);
      return NULL;
    }
    return b ? type_typed_dict(a, b) : type_typed_list(a);
  }
  if (id == BI_NBT_CPOINTER && args->len == 1 && !e->call.keywords.len) {
    /* A C signature's pointer (ir/exports.h). */
    const Type *elem = infer_type_from_ast(I, args->v[0]);
    if (elem && !type_is_scalar(elem)) {
      diag_error(I->d, args->v[0]->loc, "CPointer takes a number type, not %s", elem->name);
      return NULL;
    }
    return elem ? type_pointer(elem) : NULL;
  }
  if (id == BI_NBT_UNITUPLE && args->len == 2 && !e->call.keywords.len) {
    const Node *count = args->v[1];
    if (count->kind != AST_INT || count->num.ival > 64) {
      diag_error(I->d, count->loc, "UniTuple's count must be a whole number from 0 to 64 written as a literal");
      return NULL;
    }
    const Type *elem = infer_type_from_ast(I, args->v[0]);
    if (!elem)
      return NULL;
    int n = (int)count->num.ival;
    const Type **elems = arena_alloc(I->a, (size_t)(n + 1) * sizeof *elems);
    for (int k = 0; k < n; k++)
      elems[k] = elem;
    return type_tuple(n, elems);
  }
  if (id == BI_NBT_TUPLE && args->len == 1 && !e->call.keywords.len &&
      (args->v[0]->kind == AST_TUPLE || args->v[0]->kind == AST_LIST)) {
    const NodeList *items = &args->v[0]->seq.elts;
    const Type **elems = arena_alloc(I->a, (size_t)(items->len + 1) * sizeof *elems);
    for (int k = 0; k < items->len; k++)
      if (!(elems[k] = infer_type_from_ast(I, items->v[k])))
        return NULL;
    return type_tuple(items->len, elems);
  }
  diag_error(I->d, e->loc, "expected a type such as nb.float32, float32[:], UniTuple(int64, 2) or "
             "Tuple((float64, int64))");
  return NULL;
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
  if (e->kind == AST_CALL)
    return tuple_type_from_ast(I, e);
  const Symbol *sym = scope_static_symbol(I->m->scope, e);
  /* A type alias: int_list = types.ListType(types.int64) at the top level. */
  if (sym && sym->kind == SYM_CONSTANT && sym->value && sym->value != e &&
      (scope_is_type_expr(I->m->scope, sym->value) || sym->value->kind == AST_NAME || sym->value->kind == AST_ATTR))
    return infer_type_from_ast(I, sym->value);
  if (sym && sym->kind == SYM_BUILTIN && builtin_lookup(sym->path) == BI_NBT_UNICODE_TYPE)
    return ty_str;
  if (sym && sym->kind == SYM_BUILTIN && builtin_lookup(sym->path) == BI_NBT_VOIDPTR)
    return type_pointer(NULL);
  if (sym && sym->kind == SYM_BUILTIN) {
    const Type *t = type_scalar_of_path(sym->path);
    if (t)
      return t;
  }
  diag_error(I->d, e->loc, "expected a type such as nb.float32 or float32[:]");
  return NULL;
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
      n->assigned = i->assigned;
      n->annotation = i->annotation;
      values[i->id] = n;
    }
  }
  for (const Block *b = t->entry; b; b = b->next_in_func) {
    Block *nb = blocks[b->id];
    for (int k = 0; k < b->npreds; k++)
      ir_block_add_pred(nb, blocks[b->preds[k]->id]);
    if (b->handler)
      nb->handler = blocks[b->handler->id];
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

/* Whether operand k of i stands for the value of an optional (below). */
static bool uses_value_of(const Instr *i, int k, bool host);

static const Type *iter_elem(Infer *I, const Instr *at, const Type *t) {
  switch (t->kind) {
  case TY_RANGE: return at->op == IR_GETITER && unsigned_prange(I, at) ? ty_uint64 : ty_int64;
  case TY_ITER: return t->elem;
  case TY_LIST: return t->elem;  /* NULL for an empty list: not known yet */
  case TY_DICT: case TY_SET: return dict_iter_elem(t);
  case TY_STR: return ty_str;
  case TY_FILE: return ty_str;   /* its lines */
  case TY_NPZ: return ty_str;    /* the names of its arrays */
  case TY_ARRAY:
    return t->ndim == 1 ? t->elem : type_array(t->elem, t->ndim - 1, t->layout);
  case TY_TUPLE:
    for (int k = 1; k < t->n; k++)
      if (t->elems[k] != t->elems[0])
        return infer_error(I, at->loc, "cannot iterate over %s: its elements have different types%s",
                           t->name, func_is_host(infer_func_kind(I)) ? ""
                           : " (Numba: \"Invalid use of getiter\"); `for x in numba.literal_unroll(t):` "
                             "types the body once per element");
    if (t->n == 0)
      return infer_error(I, at->loc, "cannot iterate over an empty tuple");
    return t->elems[0];
  case TY_OPTIONAL:
    return infer_error(I, at->loc, "%s is not iterable: the value may be None here (comm.gather() gives None off "
                       "the root); test it first: `if x is not None:`", t->name);
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
    if (v->op == IR_GETATTR)
      return class_field_list_origin(v);
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
  const Type *spec = i->ops.len ? mpi_message_display_type(I, i) : NULL;
  if (spec)
    return spec;
  if (i->ops.len == 0)
    return i->n == IR_TYPED_CONTAINER && (!i->type || i->type == ty_error) ? typed_container_type(I, i)
           : i->type                                                     ? i->type
                                                                         : type_list(NULL);
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
  /* A list of another element type than the one unified would be stored
   * as it is, its elements misread: only a display used here alone is
   * built with the unified type (below). */
  for (int k = 0; k < i->ops.len; k++) {
    const Instr *o = ir_resolve(i->ops.v[k]);
    bool retyped = o->op == IR_LIST && o->users.len == 1;
    if (o->type->kind == TY_LIST && t->kind == TY_LIST && o->type != t && !retyped)
      return infer_error(I, o->loc, "list elements must have one type: %s and %s (a list of %s cannot hold "
                         "a list of %s; convert it first, e.g. with a comprehension)", o->type->name, t->name,
                         t->elem ? t->elem->name : "?", o->type->elem ? o->type->elem->name : "?");
  }
  /* A display inside another ([[1, 2], [3.5, 4]]) takes the element type
   * the outer display unified, so that its elements are converted as it
   * is built: [1, 2] is built as a list of floats. */
  const Type *lt = type_list(t);
  if (i->users.len == 1 && i->users.v[0]->op == IR_LIST) {
    const Type *outer = i->users.v[0]->type;
    if (outer && outer->kind == TY_LIST && outer->elem && outer->elem->kind == TY_LIST &&
        type_unify(lt, outer->elem) == outer->elem) {
      const Type *mixed = mixed_list_display_check(I, i, outer->elem->elem);
      return mixed ? mixed : outer->elem;
    }
  }
  const Type *mixed = mixed_list_display_check(I, i, t);
  return mixed ? mixed : lt;
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

/* The type of the element that lst.append(v), lst.insert(i, v) or
 * lst.extend(other) adds, which fixes an empty list's element type; NULL
 * for other calls. */
static const Type *list_added_elem(const CallInfo *c) {
  if (!c->receiver)
    return NULL;
  if (c->id == BI_LIST_APPEND && c->nargs == 1)
    return c->types[0];
  if (c->id == BI_LIST_INSERT && c->nargs == 2)
    return c->types[1];
  if (c->id == BI_LIST_EXTEND && c->nargs == 1)
    return type_iterable_elem(c->types[0]);
  return NULL;
}

/* The type a jitted function's result has in host code, where Numba
 * boxes numbers as Python's int, float and complex. */
static const Type *boxed_for_host(const Type *t) {
  switch (t->kind) {
  case TY_INT: return t->bits < 64 ? ty_int64 : t;
  case TY_FLOAT: return ty_float64;
  case TY_COMPLEX: return ty_complex128;
  case TY_TUPLE: {
    const Type *elems[64];
    if (t->n > 64)
      return t;
    bool changed = false;
    for (int k = 0; k < t->n; k++) {
      elems[k] = boxed_for_host(t->elems[k]);
      changed |= elems[k] != t->elems[k];
    }
    return changed ? type_tuple(t->n, elems) : t;
  }
  default: return t;
  }
}

bool infer_is_list_of_numbers(const Type *t) {
  if (t->kind == TY_LIST)
    return t->elem && (type_is_number(t->elem) || t->elem->kind == TY_BOOL || infer_is_list_of_numbers(t->elem));
  if (t->kind != TY_TUPLE || t->n == 0)
    return false;
  for (int k = 0; k < t->n; k++)
    if (!type_is_number(t->elems[k]) && t->elems[k]->kind != TY_BOOL)
      return false;
  return true;
}

static const Type *call_type(Infer *I, Instr *i);

Instr *infer_as_array(Infer *I, Instr *before, Instr *value) {
  Instr *fn = ir_insert_before(before, IR_GLOBAL, value->loc, 0, NULL);
  fn->imm.sym = scope_builtin(I->m->scope, BI_NP_ASARRAY);
  fn->type = type_builtin(BI_NP_ASARRAY, builtin_path(BI_NP_ASARRAY));
  Instr *conv = ir_insert_before(before, IR_CALL, value->loc, 2, (Instr *[]){fn, value});
  conv->type = call_type(I, conv);
  return conv->type && conv->type != ty_error ? conv : NULL;
}

/* NumPy's functions take array_like inputs: in host code, a list or a
 * tuple of numbers given as the first argument of a row marked LISTS
 * (np.mean(times), np.median([3, 1, 2])), or as any argument of a NumPy
 * ufunc (np.sqrt([1, 4])), becomes np.asarray of it before the call is
 * typed, as NumPy converts it. False when the conversion failed (an
 * error was reported). */
static bool array_like_arguments(Infer *I, Instr *call, CallInfo *c) {
  int where = builtin_where(c->id);
  bool ufunc = (where & ELEMWISE) && builtin_namespace(c->id) == NS_NUMPY;
  if (c->receiver || (!(where & LISTS) && !ufunc))
    return true;
  int n = ufunc ? c->nargs : c->nargs > 0;
  for (int k = 0; k < n; k++) {
    Instr *arg = call->ops.v[1 + k];
    if (!infer_is_list_of_numbers(arg->type))
      continue;
    Instr *conv = infer_as_array(I, call, arg);
    if (!conv)
      return false;
    ir_set_operand(call, 1 + k, conv);
    c->types[k] = conv->type;
  }
  return true;
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
  if (i->n > 0 && !infer_spread_starred(I, i))
    return ty_error;
  const Type *class_result;
  if (class_call_type(I, i, &class_result))
    return class_result;
  ct = callee->type;
  if (ct->kind == TY_FUNCTION) {
    const Type *r = call_function(I, i, ct->func, false);
    /* Numba returns numbers to the interpreter as Python's: a jitted
     * function's int8 ... uint32 result is an int in host code (-f() of a
     * uint32 result is negative), a float32 a float (printed with float64
     * digits), a complex64 a complex, in tuples too. */
    FuncInfo fi;
    if (r && func_is_host(I->cur->info.kind) && function_info(I, ct->func, &fi) && fi.kind == FUNC_JIT &&
        !fi.cuda_reduce)
      return boxed_for_host(r);
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
    return callee->op == IR_CALL ? cudahost_forall_launch_type(I, i) : launch_type(I, i);
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
    bool host_code = func_is_host(I->cur->info.kind) && !I->cur->gpu;
    for (int k = 1; k < i->ops.len; k++)
      c.types[k - 1] = uses_value_of(i, k, host_code) ? i->ops.v[k]->type->elem : i->ops.v[k]->type;
    c.nkw = i->nkw;
    c.kwnames = i->kwnames;
    c.kwargs = c.args + c.nargs;
    c.kwtypes = c.types + c.nargs;
    c.where = I->cur->info.kind;
    c.gpu = I->cur->gpu;
    /* lst.append(v) on an empty list (or a list of empty lists) fixes the
     * list's element type, once v's own type is complete: the rows of a
     * nested comprehension may be typed after the first append. */
    const Type *added = list_added_elem(&c);
    if (added) {
      const Type *lt = c.receiver->type;
      if (lt->kind == TY_LIST && list_pending(lt)) {
        Instr *origin = list_origin((Instr *)c.receiver);
        if (origin && origin->ops.len == 0 && !list_pending(added))
          origin->type = type_list_like(lt, added);
        else if (!origin && !list_pending(added)) {
          dict_list_value_settles(c.receiver, added);
          infer_settle_empty(I, (Instr *)c.receiver, type_list_like(lt, added));
        }
        return NULL;
      }
    }
    const Type *waits = c.receiver ? dict_call_waits(&c) : NULL;
    if (waits)
      return waits == ty_pending ? NULL : waits;
    /* An empty list's element type may still come from a later append;
     * until then nothing else can use the list. */
    if (c.receiver && c.receiver->type->kind == TY_LIST && !c.receiver->type->elem)
      return NULL;
    for (int k = 0; k < c.nargs + c.nkw; k++)
      if (list_pending(c.types[k]) || dict_pending(c.types[k]))
        return NULL;
    if (host_code && !array_like_arguments(I, i, &c))
      return ty_error;
    const Type *r = builtin_call_type(&c);
    if (r == ty_pending)
      return NULL;
    if (r)
      return r;
    if (c.id == BI_NB_LITERAL_UNROLL)
      return infer_error(I, i->loc, "Invalid use of literal_unroll with a function argument, only tuples are "
                         "supported as function arguments, found %s", c.types[0]->name);
    return infer_error(I, i->loc, "'%s' cannot be called", ct->label);
  }
  if (ct->kind == TY_EXCEPTION) {
    /* SystemExit(status): an int exit status, or None for 0. */
    bool status = strcmp(ct->label, "SystemExit") == 0 && i->ops.len == 2 && !i->nkw &&
                  (type_is_int(i->ops.v[1]->type) || i->ops.v[1]->type->kind == TY_NONE);
    if (!status && (i->nkw || i->ops.len > 2 || (i->ops.len == 2 && i->ops.v[1]->type != ty_str)))
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
    /* A namespace with a row of its own is a value too (sys.stderr). */
    if (builtin_lookup(sym->path) != BI_NONE)
      return type_builtin((int)builtin_lookup(sym->path), sym->path);
    return infer_error(I, i->loc, "module '%s' cannot be used as a value", sym->path);
  case SYM_CLASS: return class_symbol_type(I, i);
  case SYM_CONSTANT: case SYM_VARIABLE: case SYM_NAMEDTUPLE:
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
  /* [] if c else [1, 2]: the empty branch takes the other's type. */
  for (int k = 0; t && !dict_pending(t) && k < i->ops.len; k++)
    if (i->ops.v[k] != i && i->ops.v[k]->type && dict_pending(i->ops.v[k]->type))
      infer_settle_empty(I, i->ops.v[k], type_strip_optional(t));
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
bool *reachable_blocks(Infer *I, const Func *f) {
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
/* The builtins that, in host code, take an optional argument as its value
 * (a TypeError at run time when it is None, as in Python): the iterable
 * builtins, on what comm.gather() gives off the root or on the root. */
static bool unwraps_optional_args(const Instr *call) {
  const Type *ct = call->ops.v[0]->type;
  if (!ct || ct->kind != TY_BUILTIN)
    return false;
  switch ((BuiltinId)ct->id) {
  case BI_LEN: case BI_MIN: case BI_MAX: case BI_SUM: case BI_SORTED: case BI_LIST: case BI_TUPLE:
  case BI_ENUMERATE: case BI_ZIP: case BI_ANY: case BI_ALL: case BI_REVERSED: case BI_SET:
    return true;
  default:
    return false;
  }
}

static bool uses_value_of(const Instr *i, int k, bool host) {
  const Type *t = k < i->ops.len ? i->ops.v[k]->type : NULL;
  const Type *other = i->ops.len == 2 ? i->ops.v[1 - k]->type : NULL;
  if (!t || t->kind != TY_OPTIONAL)
    return false;
  switch (i->op) {
  case IR_GETATTR: case IR_GETITEM: case IR_SETITEM: case IR_UNPACK: case IR_SETATTR: return k == 0;
  case IR_GETITER: return host && k == 0;
  case IR_CALL: return host && k >= 1 && unwraps_optional_args(i);
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
  case IR_DICT: return dict_literal_type(I, i);
  case IR_SET: return set_literal_type(I, i);
  case IR_TRY_ENTER: case IR_TRY_LEAVE: case IR_EXC_VALUE: case IR_EXC_END: case IR_RERAISE: case IR_GLOBAL_LOAD:
  case IR_TRY_SAVE:
    return exception_op_type(I, i);
  case IR_NEW: return class_new_type(I, i);
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
  const Type *operator_result;
  if (class_operator_type(I, i, &operator_result))
    return operator_result;
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
  case IR_GETATTR:
    /* A class names itself (type(p).__name__, ValueError.__name__). */
    if ((a->kind == TY_CLASS || a->kind == TY_EXCEPTION) && strcmp(i->imm.str.s, "__name__") == 0 &&
        func_is_host(I->cur->info.kind))
      return ty_str;
    if (namedtuple_of(a))
      return namedtuple_getattr_type(I, i, a);
    if (a->kind == TY_INSTANCE || a->kind == TY_CLASS)
      return class_getattr_type(I, i, a);
    return attribute_type(I, i, a, i->imm.str.s);
  case IR_SETATTR: return class_setattr_type(I, i);
  case IR_GETITEM: return getitem_type(I, i);
  case IR_SETITEM: return setitem_type(I, i);
  case IR_DELITEM: return delitem_type(I, i);
  case IR_TUPLE: {
    const Type **elems = arena_alloc(I->a, (size_t)(i->ops.len + 1) * sizeof *elems);
    for (int k = 0; k < i->ops.len; k++)
      elems[k] = i->ops.v[k]->type;
    return i->imm.sym ? namedtuple_tuple_type(I, i, elems) : type_tuple(i->ops.len, elems);
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
    /* In host code, an optional iterable stands for its value (a None
     * raises at run time, uses_value_of). */
    if (a->kind == TY_OPTIONAL && func_is_host(I->cur->info.kind) && !I->cur->gpu)
      a = a->elem;
    const Type *e = iter_elem(I, i, a);
    if (!e)
      return NULL;
    return e == ty_error ? e : (a->kind == TY_ITER ? a : type_iter(a, e));
  }
  case IR_ITER_VALID: return ty_bool;
  case IR_ITER_NEXT: return a->elem;
  case IR_FORMAT:
    /* An instance formats as the text its __str__ or __repr__ returns. */
    class_format_operand(I, i);
    if (!i->ops.v[0]->type)
      return NULL;
    if (i->ops.v[0]->type->kind == TY_INSTANCE)
      return ty_error;
    return infer_format_field_type(I, i);
  case IR_FSTRING: return infer_fstring_type(I, i);
  case IR_BRANCH: return ty_void;
  case IR_EXC_MATCH: case IR_WITH_EXIT: case IR_GLOBAL_STORE: case IR_TRY_RESTORE:
    return exception_op_type(I, i);
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
      if (i->type && (i->type->kind == TY_DICT || i->type->kind == TY_SET) && !i->type->elem &&
          (i->op == IR_DICT || i->op == IR_SET || (i->op == IR_CALL && i->ops.len == 1)))
        infer_error(I, i->loc, "cannot infer the types of this empty %s; store into it (%s) or write its "
                    "elements", i->type->kind == TY_DICT ? "dict" : "set",
                    i->type->kind == TY_DICT ? "d[k] = v" : "s.add(x)");
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
        operand_untyped |= i->ops.v[k]->type == NULL || list_pending(i->ops.v[k]->type) || dict_pending(i->ops.v[k]->type);
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
void drop_dead_code(Arena *a, Func *f, const bool *reachable) {
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
                 i->op == IR_GETATTR || i->op == IR_GETITEM || i->op == IR_SETITEM || i->op == IR_UNPACK ||
                 i->op == IR_SETATTR) {
        /* Decided for both operands before either changes; the CAST is at
         * the operator's place, where a None raises. */
        bool use[2] = {uses_value_of(i, 0, host), i->ops.len > 1 && uses_value_of(i, 1, host)};
        for (int k = 0; k < 2; k++)
          if (use[k]) {
            Instr *c = cast_to(i, i->ops.v[k], i->ops.v[k]->type->elem);
            c->loc = i->loc;
            ir_set_operand(i, k, c);
          }
      } else if (i->op == IR_GETITER || i->op == IR_CALL) {
        for (int k = i->op == IR_CALL; k < i->ops.len; k++)
          if (uses_value_of(i, k, host)) {
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
void infer_quiet(Infer *I, Spec *s) {
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
void infer_report(Infer *I, Spec *s) {
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

void infer_function(Infer *I, Spec *s) {
  Func *t = template_of(I, s->info.def, s->info.kind);
  s->func = clone_func(I, t);
  s->func->kind = s->info.kind;
  s->func->gpu = s->gpu;
  s->func->parallel = s->info.parallel;
  s->func->fastmath = s->info.fastmath;
  s->func->boundscheck = s->info.boundscheck;
  s->func->numpy_errors = s->info.numpy_errors;
  s->func->max_registers = s->info.max_registers;
  s->func->lineinfo = s->info.lineinfo;
  s->func->param_types = s->args;
  infer_prune_none_tests(I, s->func);
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
  ptrmap_init(&I.global_types, I.a);
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
    if (sym && sym->node == body->v[k] && function_info(&I, sym, &fi) && !fi.chooser)
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
  infer_default_empty(&I, s);
  infer_report(&I, s);
  infer_exports(&I, s);
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
