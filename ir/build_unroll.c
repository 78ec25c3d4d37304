/* Loops unrolled while the IR is built.
 *
 * Host code is Python, where `for dtype in [np.float32, np.float64]:` runs
 * its body once per element, each with the element's own type. Such a loop
 * over a display, or over a tuple variable whose one definition is a
 * display, is unrolled: the elements are evaluated first (Python builds the
 * sequence before the loop starts), then the body is built once per
 * element, typed on its own. `numba.literal_unroll(t)` does the same in
 * jitted code, as in Numba. */
#include <string.h>

#include "build.h"

enum { MAX_UNROLLED = 256 };

static Instr *int_constant(Builder *b, int64_t v, SrcLoc loc) {
  Instr *i = build_emit(b, IR_CONST_INT, loc, 0, NULL);
  i->imm.i = v;
  return i;
}

/* Elements that are literals of one kind make a loop of one type, which
 * needs no unrolling. */
static bool literals_of_one_kind(const NodeList *xs) {
  for (int k = 0; k < xs->len; k++) {
    AstKind kind = xs->v[k]->kind;
    if (kind != AST_INT && kind != AST_FLOAT && kind != AST_STR)
      return false;
    if (kind != xs->v[0]->kind)
      return false;
  }
  return true;
}

static bool plain_display(const Node *e) {
  if (e->kind != AST_TUPLE && e->kind != AST_LIST)
    return false;
  for (int k = 0; k < e->seq.elts.len; k++)
    if (e->seq.elts.v[k]->kind == AST_STARRED)
      return false;
  return e->seq.elts.len <= MAX_UNROLLED;
}

/* The tuple display that names a tuple variable: a local's one plain
 * assignment, or a global constant. */
static const Node *tuple_definition(Builder *b, const Node *e) {
  if (e->kind != AST_NAME || build_renamed(b, e->name.id) != e->name.id)
    return NULL;
  const Node *def = NULL;
  if (build_is_local(b, e->name.id)) {
    def = build_single_definition(b, e->name.id);
  } else {
    const Symbol *sym = scope_lookup(b->m->scope, e->name.id);
    if (sym && sym->kind == SYM_CONSTANT && b->f->kind != FUNC_ENTRY)
      def = sym->value;
  }
  return def && def->kind == AST_TUPLE && plain_display(def) ? def : NULL;
}

static bool is_builtin_call(Builder *b, const Node *e, BuiltinId id) {
  if (e->kind != AST_CALL)
    return false;
  const Symbol *sym = scope_static_symbol(b->m->scope, e->call.func);
  return sym && sym->kind == SYM_BUILTIN && sym->builtin == id;
}

/* ---- loops over a tuple parameter ------------------------------------------
 *
 * A parameter's length is known only in each specialization: `def
 * log(*args): for a in args:` is called with (1, "s") here and () there.
 * Such a loop is built as MAX_GUARDED copies of the body, copy k behind the
 * guard `k < len(args)`, all behind a guard that the parameter is a tuple,
 * with the plain loop as the other arm. prune.c decides the guards before
 * typing (Numba's literal_unroll also needs the tuple's type): each
 * specialization keeps the copies its tuple has, or the plain loop. */

enum { MAX_GUARDED = 32 };

/* The parameter that e names when the body never assigns it, else NULL. */
static Instr *unassigned_parameter(Builder *b, const Node *e, bool varargs_only) {
  if (e->kind != AST_NAME || b->f->def->kind != AST_FUNCDEF || build_renamed(b, e->name.id) != e->name.id)
    return NULL;
  const NodeList *ps = &b->f->def->def.params;
  for (int k = 0; k < ps->len; k++) {
    const Node *p = ps->v[k];
    if (p->param.name != e->name.id || (varargs_only && p->param.kind != PARAM_VARARGS))
      continue;
    for (Instr *i = b->f->entry->first; i; i = i->next)
      if (i->op == IR_PARAM && i->var == e->name.id && i->n)
        return i;
  }
  return NULL;
}

static Instr *guard(Builder *b, UnrollGuard kind, int64_t k, Instr *len, SrcLoc loc) {
  Instr *ops[2] = {int_constant(b, k, loc), len};
  Instr *c = build_emit(b, IR_COMPARE, loc, 2, ops);
  c->imm.op = OP_LT;
  c->n = kind;
  return c;
}

static void branch_on(Builder *b, Instr *cond, Block *t, Block *f, SrcLoc loc) {
  Instr *br = build_emit(b, IR_BRANCH, loc, 1, &cond);
  br->target[0] = t;
  br->target[1] = f;
  ir_block_add_pred(t, b->cur);
  ir_block_add_pred(f, b->cur);
  b->cur = NULL;
}

static bool build_guarded_for(Builder *b, const Node *s, const Node *iter, bool literal) {
  SrcLoc loc = s->loc;
  Instr *tuple = build_expr(b, iter);
  const Symbol *len_sym = scope_lookup(b->m->scope, "len");
  Instr *callee = build_emit(b, IR_GLOBAL, loc, 0, NULL);
  callee->imm.sym = len_sym;
  Instr *call_ops[2] = {callee, tuple};
  Instr *len = build_emit(b, IR_CALL, loc, 2, call_ops);
  Block *unrolled = build_new_block(b), *plain = build_new_block(b), *orelse = build_new_block(b),
        *exit = build_new_block(b);
  branch_on(b, guard(b, GUARD_IS_TUPLE, -1, len, loc), unrolled, plain, loc);
  build_seal(b, unrolled);
  build_seal(b, plain);
  b->cur = plain;
  /* literal_unroll of anything but a tuple is Numba's error (infer.c). */
  build_plain_for(b, s, literal ? s->loop.iter : iter);
  build_jump(b, exit, loc);
  b->cur = unrolled;
  for (int k = 0; k <= MAX_GUARDED && b->cur; k++) {
    Block *body = build_new_block(b);
    branch_on(b, guard(b, k < MAX_GUARDED ? GUARD_HAS_ELEMENT : GUARD_TOO_LONG, k, len, loc), body, orelse, loc);
    build_seal(b, body);
    b->cur = body;
    if (k == MAX_GUARDED) {
      /* Reached only by a tuple longer than the copies: prune.c keeps
       * this arm then, and the program says why it stops. */
      const Symbol *cls = scope_lookup(b->m->scope, "NotImplementedError");
      Instr *exc_ops[2] = {build_emit(b, IR_GLOBAL, loc, 0, NULL), NULL};
      exc_ops[0]->imm.sym = cls;
      const char *msg = "arrc unrolls a loop over a tuple parameter for at most 32 elements";
      Instr *m = build_emit(b, IR_CONST_STR, loc, 0, NULL);
      m->imm.str.s = msg;
      m->imm.str.len = strlen(msg);
      exc_ops[1] = m;
      Instr *exc = build_emit(b, IR_CALL, loc, 2, exc_ops);
      build_emit(b, IR_RAISE, loc, 1, &exc);
      b->cur = NULL;
      break;
    }
    Instr *index_ops[2] = {tuple, int_constant(b, k, loc)};
    build_assign(b, s->loop.target, build_emit(b, IR_GETITEM, loc, 2, index_ops));
    Block *next = build_new_block(b);
    build_push_loop(b, next, exit);
    build_block(b, &s->loop.body);
    b->nloops--;
    build_jump(b, next, loc);
    build_seal(b, next);
    b->cur = next->npreds ? next : NULL;
  }
  build_seal(b, orelse);
  b->cur = orelse->npreds ? orelse : NULL;
  build_block(b, &s->loop.orelse);
  build_jump(b, exit, loc);
  build_seal(b, exit);
  b->cur = exit->npreds ? exit : NULL;
  return true;
}

/* The display that iter's elements come from: iter itself, or the one
 * definition of a tuple variable; NULL when iter is neither. */
static const Node *source_display(Builder *b, const Node *iter) {
  return plain_display(iter) ? iter : tuple_definition(b, iter);
}

/* The elements of iter, whose display is `display`, evaluated in order. */
static Instr **element_values(Builder *b, const Node *iter, const Node *display) {
  int n = display->seq.elts.len;
  Instr **values = arena_alloc(b->a, (size_t)(n + 1) * sizeof *values);
  if (display == iter) {
    for (int k = 0; k < n; k++)
      values[k] = build_expr(b, display->seq.elts.v[k]);
    return values;
  }
  Instr *tuple = build_expr(b, iter);
  for (int k = 0; k < n; k++) {
    values[k] = build_emit(b, IR_UNPACK, iter->loc, 1, &tuple);
    values[k]->imm.i = k;
    values[k]->n = n;
  }
  return values;
}

static bool plain_arguments(const Node *call) {
  for (int k = 0; k < call->call.args.len; k++)
    if (call->call.args.v[k]->kind == AST_STARRED)
      return false;
  return true;
}

/* Builds `for target in iter: body else: orelse` unrolled when iter allows
 * it (a display, a tuple variable, enumerate or zip of them, literal_unroll
 * of one or of a parameter); false leaves the loop to build.c. */
bool build_unrolled_for(Builder *b, const Node *s) {
  const Node *iter = s->loop.iter;
  bool literal = is_builtin_call(b, iter, BI_NB_LITERAL_UNROLL);
  if (literal) {
    if (iter->call.args.len != 1 || iter->call.keywords.len || !plain_arguments(iter))
      return false;
    iter = iter->call.args.v[0];
  } else if (!func_is_host(b->f->kind)) {
    return false;
  }
  if (unassigned_parameter(b, iter, !literal))
    return build_guarded_for(b, s, iter, literal);
  /* enumerate(display[, start]) counts along the unrolled elements;
   * zip(display, ...) pairs them. */
  const Node *const *sources = &iter;
  const Node *start = NULL;
  int nsources = 1;
  bool counted = false;
  if (!literal && is_builtin_call(b, iter, BI_ENUMERATE) && plain_arguments(iter) &&
      iter->call.args.len + iter->call.keywords.len >= 1 && iter->call.args.len + iter->call.keywords.len <= 2 &&
      iter->call.args.len >= 1) {
    if (iter->call.keywords.len && strcmp(iter->call.keywords.v[0]->kw.arg ? iter->call.keywords.v[0]->kw.arg : "", "start") != 0)
      return false;
    counted = true;
    start = iter->call.args.len == 2 ? iter->call.args.v[1]
          : iter->call.keywords.len ? iter->call.keywords.v[0]->kw.value : NULL;
    sources = (const Node *const *)iter->call.args.v;
  } else if (!literal && is_builtin_call(b, iter, BI_ZIP) && plain_arguments(iter) && !iter->call.keywords.len &&
             iter->call.args.len >= 1) {
    nsources = iter->call.args.len;
    sources = (const Node *const *)iter->call.args.v;
  }
  const Node **displays = arena_alloc(b->a, (size_t)(nsources + 1) * sizeof *displays);
  bool mixed = literal;
  int n = MAX_UNROLLED;
  for (int j = 0; j < nsources; j++) {
    if (!(displays[j] = source_display(b, sources[j])))
      return false;
    mixed |= !literals_of_one_kind(&displays[j]->seq.elts);
    if (displays[j]->seq.elts.len < n)
      n = displays[j]->seq.elts.len;
  }
  if (!mixed)
    return false;
  Instr ***values = arena_alloc(b->a, (size_t)(nsources + 1) * sizeof *values);
  for (int j = 0; j < nsources; j++)
    values[j] = element_values(b, sources[j], displays[j]);
  Instr *first = start ? build_expr(b, start) : NULL;
  Block *exit = build_new_block(b);
  for (int k = 0; k < n && b->cur; k++) {
    Instr *value = values[0][k];
    if (counted) {
      Instr *index = int_constant(b, k, iter->loc);
      if (first) {
        Instr *sum_ops[2] = {first, index};
        index = build_emit(b, IR_BINARY, iter->loc, 2, sum_ops);
        index->imm.op = OP_ADD;
      }
      Instr *pair[2] = {index, value};
      value = build_emit(b, IR_TUPLE, iter->loc, 2, pair);
    } else if (nsources > 1) {
      Instr **row = arena_alloc(b->a, (size_t)(nsources + 1) * sizeof *row);
      for (int j = 0; j < nsources; j++)
        row[j] = values[j][k];
      value = build_emit(b, IR_TUPLE, iter->loc, nsources, row);
    }
    build_assign(b, s->loop.target, value);
    Block *next = build_new_block(b);
    build_push_loop(b, next, exit);
    build_block(b, &s->loop.body);
    b->nloops--;
    build_jump(b, next, s->loc);
    build_seal(b, next);
    b->cur = next->npreds ? next : NULL;
  }
  build_block(b, &s->loop.orelse);
  build_jump(b, exit, s->loc);
  build_seal(b, exit);
  b->cur = exit->npreds ? exit : NULL;
  return true;
}
