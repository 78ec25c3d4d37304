/* Loops unrolled while the IR is built.
 *
 * Host code is Python, where `for dtype in [np.float32, np.float64]:` runs
 * its body once per element, each with the element's own type. Such a loop
 * over a display, or over a tuple variable whose one definition is a
 * display, is unrolled: the elements are evaluated first (Python builds the
 * sequence before the loop starts), then the body is built once per
 * element, typed on its own. `numba.literal_unroll(t)` does the same in
 * jitted code, as in Numba. */
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

/* Builds `for target in iter: body else: orelse` unrolled when iter allows
 * it; false leaves the loop to build_for_loop. */
bool build_unrolled_for(Builder *b, const Node *s) {
  const Node *iter = s->loop.iter;
  bool literal = is_builtin_call(b, iter, BI_NB_LITERAL_UNROLL);
  if (literal) {
    if (iter->call.args.len != 1 || iter->call.keywords.len || iter->call.args.v[0]->kind == AST_STARRED)
      return false;
    iter = iter->call.args.v[0];
  } else if (!func_is_host(b->f->kind)) {
    return false;
  }
  /* enumerate(display) counts along the unrolled elements. */
  const Node *counted = NULL;
  if (!literal && is_builtin_call(b, iter, BI_ENUMERATE) && iter->call.args.len == 1 &&
      !iter->call.keywords.len && iter->call.args.v[0]->kind != AST_STARRED) {
    counted = iter;
    iter = iter->call.args.v[0];
  }
  const Node *display = plain_display(iter) ? iter : tuple_definition(b, iter);
  if (!display || (!literal && literals_of_one_kind(&display->seq.elts)))
    return false;
  int n = display->seq.elts.len;
  Instr **values = arena_alloc(b->a, (size_t)(n + 1) * sizeof *values);
  if (display == iter) {
    for (int k = 0; k < n; k++)
      values[k] = build_expr(b, display->seq.elts.v[k]);
  } else {
    Instr *tuple = build_expr(b, iter);
    for (int k = 0; k < n; k++) {
      values[k] = build_emit(b, IR_UNPACK, iter->loc, 1, &tuple);
      values[k]->imm.i = k;
      values[k]->n = n;
    }
  }
  Block *exit = build_new_block(b);
  for (int k = 0; k < n && b->cur; k++) {
    Instr *value = values[k];
    if (counted) {
      Instr *pair[2] = {int_constant(b, k, counted->loc), value};
      value = build_emit(b, IR_TUPLE, counted->loc, 2, pair);
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

