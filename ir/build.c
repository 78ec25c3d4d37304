/* AST -> untyped SSA, following Braun et al. 2013, "Simple and Efficient
 * Construction of Static Single Assignment Form": variables are looked up
 * per block as they are read; a block whose predecessors are not all known
 * yet (a loop header) gets incomplete phis that are completed when it is
 * sealed; phis that turn out trivial are removed at once.
 *
 * Names follow Python's rule: a name assigned anywhere in a function is
 * local to it; any other name is a module-level name (scope.c). */
#include <string.h>

#include "build.h"
#include "build_comp.h"
#include "build_kapi.h"
#include "stdlib_rewrite.h"
#include "random_rewrite.h"
#include "build_try.h"
#include "namedtuple.h"

/* ---- the variable map: (block, name) -> current definition ------------- */


static size_t var_hash(const Block *b, const char *name) {
  uintptr_t h = (uintptr_t)b * 31u + (uintptr_t)name;
  h ^= h >> 17;
  h *= 0x9E3779B97F4A7C15ull;
  return (size_t)(h ^ (h >> 29));
}

static VarEntry *var_slot(VarMap *m, const Block *b, const char *name) {
  size_t i = var_hash(b, name) & (m->cap - 1);
  while (m->slots[i].block && (m->slots[i].block != b || m->slots[i].name != name))
    i = (i + 1) & (m->cap - 1);
  return &m->slots[i];
}

static void var_grow(Arena *a, VarMap *m) {
  VarEntry *old = m->slots;
  size_t oldcap = m->cap;
  m->cap = oldcap ? oldcap * 2 : 64;
  m->slots = arena_alloc(a, m->cap * sizeof *m->slots);
  for (size_t i = 0; i < oldcap; i++)
    if (old[i].block)
      *var_slot(m, old[i].block, old[i].name) = old[i];
}


/* ---- blocks and SSA variables ------------------------------------------ */

/* Enters a loop: break and continue inside it go to exit and header. */
static void push_loop(Builder *b, Block *header, Block *exit) {
  b->loops = arena_reserve(b->a, b->loops, b->nloops, &b->cap_loops, sizeof *b->loops);
  b->loops[b->nloops++] = (Loop){header, exit};
}

static void write_var(Builder *b, Block *blk, const char *name, Instr *v) {
  if (2 * (b->vars.count + 1) > b->vars.cap)
    var_grow(b->a, &b->vars);
  VarEntry *e = var_slot(&b->vars, blk, name);
  if (!e->block) {
    e->block = blk;
    e->name = name;
    b->vars.count++;
  }
  e->value = v;
}

/* An assignment of a variable (not a read's caching of the value it
 * found): inside a try body, the handlers see the variable's latest value,
 * which build_try.c saves where it is assigned. */
static void assign_var(Builder *b, const char *name, Instr *v) {
  write_var(b, b->cur, name, v);
  if (v && v->block)
    ir_note_assigned(v, name);
  if (b->tries && b->cur)
    build_try_note_write(b, name, v);
}

static Instr *read_var(Builder *b, Block *blk, const char *name, SrcLoc loc);

/* A variable read where it may not have been assigned on every path. */
static Instr *undef_value(Builder *b, const char *name, SrcLoc loc) {
  Block *entry = b->f->entry;
  Instr *u = ir_insert_phi(entry, loc);
  u->op = IR_UNDEF;
  u->var = name;
  return u;
}

/* A removed phi leaves a forwarding pointer: map entries that still name it
 * lead to its replacement (Braun et al. replace lazily the same way). */
static Instr *current(Instr *v) {
  v = ir_resolve(v);
  return v;
}

static Instr *try_remove_trivial_phi(Builder *b, Instr *phi) {
  Instr *same = NULL;
  for (int k = 0; k < phi->ops.len; k++) {
    Instr *op = phi->ops.v[k];
    if (op == same || op == phi)
      continue;
    if (same)
      return phi;
    same = op;
  }
  if (!same)
    same = undef_value(b, phi->var, phi->loc);
  /* The phi's users that are phis may become trivial in turn. */
  int n = phi->users.len;
  Instr **users = arena_alloc(b->a, (size_t)(n + 1) * sizeof *users);
  if (n)
    memcpy(users, phi->users.v, (size_t)n * sizeof *users);
  ir_replace_and_remove(phi, same);
  phi->forward = same;
  /* A user removed earlier in this loop (one user phi's removal can make
   * another trivial) keeps its forwarding pointer untouched. */
  for (int k = 0; k < n; k++)
    if (users[k] != phi && users[k]->op == IR_PHI && users[k]->block)
      try_remove_trivial_phi(b, users[k]);
  /* SAME may itself have been one of the users that became trivial (a loop
   * header's phi whose only other operand was this phi): the value that
   * stands for the variable now is where its forwarding pointers lead.
   * Returning the removed phi would leave later phis naming an instruction
   * that is no longer in the function (Braun et al.'s pseudo-code has the
   * same flaw). */
  return current(same);
}

static Instr *add_phi_operands(Builder *b, const char *name, Instr *phi) {
  Block *blk = phi->block;
  for (int k = 0; k < blk->npreds; k++)
    ir_add_operand(phi, read_var(b, blk->preds[k], name, phi->loc));
  return try_remove_trivial_phi(b, phi);
}

static Instr *read_var(Builder *b, Block *blk, const char *name, SrcLoc loc) {
  if (b->vars.cap) {
    VarEntry *e = var_slot(&b->vars, blk, name);
    if (e->block)
      return e->value = current(e->value);
  }
  Instr *v;
  if (!blk->sealed) {
    v = ir_insert_phi(blk, loc);
    v->var = name;
    if (b->npending == b->cap_pending) {
      int cap = b->cap_pending ? b->cap_pending * 2 : 16;
      PendingPhi *p = arena_alloc(b->a, (size_t)cap * sizeof *p);
      if (b->npending)
        memcpy(p, b->pending, (size_t)b->npending * sizeof *p);
      b->pending = p;
      b->cap_pending = cap;
    }
    b->pending[b->npending++] = (PendingPhi){blk, name, v};
  } else if (blk->npreds == 0) {
    v = undef_value(b, name, loc);
  } else if (blk->npreds == 1) {
    v = read_var(b, blk->preds[0], name, loc);
  } else {
    v = ir_insert_phi(blk, loc);
    v->var = name;
    write_var(b, blk, name, v);
    v = add_phi_operands(b, name, v);
  }
  v = current(v);
  write_var(b, blk, name, v);
  return v;
}

static void seal(Builder *b, Block *blk) {
  for (int i = 0; i < b->npending; i++) {
    PendingPhi p = b->pending[i];
    if (p.block != blk)
      continue;
    b->pending[i].block = NULL;
    if (!p.phi->forward && p.phi->op == IR_PHI && p.phi->block == blk)
      add_phi_operands(b, p.name, p.phi);
  }
  blk->sealed = true;
}

static Block *new_block(Builder *b) { return ir_block_new(b->f); }

static Instr *emit(Builder *b, Opcode op, SrcLoc loc, int nops, Instr *const *ops) {
  return ir_append(b->cur, op, loc, nops, ops);
}

static void jump(Builder *b, Block *to, SrcLoc loc) {
  if (!b->cur)
    return;
  Instr *j = emit(b, IR_JUMP, loc, 0, NULL);
  j->target[0] = to;
  ir_block_add_pred(to, b->cur);
  b->cur = NULL;
}

static void branch(Builder *b, Instr *cond, Block *t, Block *f, SrcLoc loc) {
  Instr *br = emit(b, IR_BRANCH, loc, 1, &cond);
  br->target[0] = t;
  br->target[1] = f;
  ir_block_add_pred(t, b->cur);
  ir_block_add_pred(f, b->cur);
  b->cur = NULL;
}

/* Branches on a Python value's truth: `if x:` tests bool(x). */
static void branch_if(Builder *b, Instr *value, Block *t, Block *f, SrcLoc loc) {
  Instr *truth = emit(b, IR_TRUTH, loc, 1, &value);
  branch(b, truth, t, f, loc);
}

/* ---- locals -------------------------------------------------------------- */

static bool is_local(const Builder *b, const char *name) { return ptrmap_get(&b->locals, name) != NULL; }

/* The helpers that build_unroll.c and globals.c share (build.h). */
Instr *build_emit(Builder *b, Opcode op, SrcLoc loc, int nops, Instr *const *ops) { return emit(b, op, loc, nops, ops); }
Block *build_new_block(Builder *b) { return new_block(b); }
void build_seal(Builder *b, Block *blk) { seal(b, blk); }
void build_jump(Builder *b, Block *to, SrcLoc loc) { jump(b, to, loc); }
void build_push_loop(Builder *b, Block *header, Block *exit) { push_loop(b, header, exit); }
bool build_is_local(const Builder *b, const char *name) { return is_local(b, name); }

static void add_local(Builder *b, const char *name) { ptrmap_put(&b->locals, name, (void *)name); }

/* Stands for a name assigned more than once, or other than by `name =
 * value` (a parameter, a loop variable, an unpacking, `+=`). */
static const Node several_definitions;

/* Records one assignment of a local: VALUE is the expression that `name =
 * VALUE` assigns, NULL for any other kind of assignment. */
static void note_definition(Builder *b, const char *name, const Node *value) {
  bool first = !ptrmap_get(&b->single_definitions, name);
  ptrmap_put(&b->single_definitions, name, (void *)(first && value ? value : &several_definitions));
}

static void collect_target(Builder *b, const Node *t, const Node *value) {
  if (!t)
    return;
  switch (t->kind) {
  case AST_NAME:
    add_local(b, t->name.id);
    note_definition(b, t->name.id, value);
    break;
  case AST_TUPLE: case AST_LIST:
    for (int i = 0; i < t->seq.elts.len; i++)
      collect_target(b, t->seq.elts.v[i], NULL);
    break;
  case AST_STARRED: collect_target(b, t->wrap.value, NULL); break;
  default: break;
  }
}

static void collect_locals(Builder *b, const NodeList *body) {
  for (int i = 0; i < body->len; i++) {
    const Node *s = body->v[i];
    switch (s->kind) {
    case AST_ASSIGN:
      for (int k = 0; k < s->assign.targets.len; k++)
        collect_target(b, s->assign.targets.v[k], s->assign.value);
      break;
    case AST_AUGASSIGN: collect_target(b, s->aug.target, NULL); break;
    case AST_ANNASSIGN: if (s->ann.value) collect_target(b, s->ann.target, s->ann.value); break;
    case AST_FOR:
      collect_target(b, s->loop.target, NULL);
      collect_locals(b, &s->loop.body);
      collect_locals(b, &s->loop.orelse);
      break;
    case AST_IF: case AST_WHILE:
      collect_locals(b, &s->cond.body);
      collect_locals(b, &s->cond.orelse);
      break;
    case AST_TRY:
      collect_locals(b, &s->try_.body);
      for (int k = 0; k < s->try_.handlers.len; k++) {
        const Node *h = s->try_.handlers.v[k];
        if (h->handler.name) {
          add_local(b, h->handler.name);
          note_definition(b, h->handler.name, NULL);
        }
        collect_locals(b, &h->handler.body);
      }
      collect_locals(b, &s->try_.orelse);
      collect_locals(b, &s->try_.finalbody);
      break;
    case AST_WITH:
      for (int k = 0; k < s->with.items.len; k++)
        collect_target(b, s->with.items.v[k]->item.var, NULL);
      collect_locals(b, &s->with.body);
      break;
    default: break;
    }
  }
}

/* ---- expressions ----------------------------------------------------------- */


/* what names the construct with its verb: "classes are", "'del' is". */
static void not_supported(Builder *b, const Node *n, const char *what) {
  diag_error(b->d, n->loc, "%s not supported by arrc", what);
}

static Instr *const_int(Builder *b, int64_t v, SrcLoc loc) {
  Instr *i = emit(b, IR_CONST_INT, loc, 0, NULL);
  i->imm.i = v;
  return i;
}

static Instr *const_none(Builder *b, SrcLoc loc) { return emit(b, IR_CONST_NONE, loc, 0, NULL); }

static Instr *const_str(Builder *b, const char *s, size_t len, SrcLoc loc) {
  Instr *i = emit(b, IR_CONST_STR, loc, 0, NULL);
  i->imm.str.s = s;
  i->imm.str.len = len;
  return i;
}

static Instr *global(Builder *b, const Symbol *sym, SrcLoc loc) {
  Instr *i = emit(b, IR_GLOBAL, loc, 0, NULL);
  i->imm.sym = sym;
  return i;
}

static const char *renamed(const Builder *b, const char *name) {
  for (int i = b->nrenames - 1; i >= 0; i--)
    if (b->renames[i].from == name)
      return b->renames[i].to;
  return name;
}

static const Symbol *static_namespace(Builder *b, const Node *e);

static Instr *build_name(Builder *b, const Node *e) {
  const char *name = renamed(b, e->name.id);
  if (name == e->name.id && ptrmap_get(&b->lambdas, name))
    return build_comp_lambda_value(b, e);
  if (!b->in_constant && name != e->name.id)
    return read_var(b, b->cur, name, e->loc);
  if (!b->in_constant && is_local(b, name)) {
    /* A local assigned a module once and in no other way (r = np.random)
     * stands for the module, as an import would: its reads fold into the
     * module's members (r.seed, r.random) wherever they are. */
    const Node *value = ptrmap_get(&b->single_definitions, name);
    const Symbol *module = value && value != &several_definitions ? static_namespace(b, value) : NULL;
    if (module)
      return global(b, module, e->loc);
    /* Each read is checked; build_check_unassigned_reads keeps the checks of
     * reads that some path reaches without an assignment. */
    Instr *v = read_var(b, b->cur, name, e->loc);
    Instr *check = emit(b, IR_CHECK_BOUND, e->loc, 1, &v);
    check->var = name;
    return v;
  }
  if (!b->in_constant && global_is_cell(b, name))
    return build_global_load(b, name, e->loc);
  if (!b->in_constant && build_nested_name(b, e))
    return emit(b, IR_UNDEF, e->loc, 0, NULL);
  const Symbol *sym = b->in_constant ? NULL : ptrmap_get(&b->imports, name);
  if (!sym)
    sym = scope_lookup(b->m->scope, name);
  if (!sym) {
    diag_error(b->d, e->loc, "name '%s' is not defined", name);
    return emit(b, IR_UNDEF, e->loc, 0, NULL);
  }
  if (sym->kind == SYM_VARIABLE && b->f->kind != FUNC_ENTRY) {
    /* Numba freezes globals when it compiles a function; arrc compiles ahead
     * of time, so only names with one constant value can be read. */
    diag_error(b->d, e->loc,
               "function '%s' reads the top-level variable '%s', which is not a constant; "
               "functions may read only global constants (assigned once, to a constant "
               "expression) — pass '%s' as an argument instead",
               b->f->name, name, name);
    if (sym->node)
      diag_note(b->d, sym->node->loc, "'%s' is assigned here", name);
    if (sym->changed_in_place)
      diag_note(b->d, sym->node->loc, "the program changes '%s' in place (an item assignment or a method "
                "such as append or fill), so a function cannot read a frozen copy of it", name);
    return emit(b, IR_UNDEF, e->loc, 0, NULL);
  }
  if (sym->kind == SYM_CONSTANT && b->f->kind != FUNC_ENTRY &&
      (sym->value->kind == AST_LIST || sym->value->kind == AST_CALL))
    return build_hoisted_constant(b, sym, e->loc);
  if (sym->kind == SYM_CONSTANT && b->f->kind != FUNC_ENTRY) {
    /* Global constants are folded into the functions that read them (§1.2):
     * their expression is built here, with module-level names only. */
    bool saved = b->in_constant;
    b->in_constant = true;
    Instr *v = build_expr(b, sym->value);
    b->in_constant = saved;
    return v;
  }
  return global(b, sym, e->loc);
}

/* a.b where a names a module folds to the member: np.zeros, cuda.threadIdx.x. */
static Instr *build_attr(Builder *b, const Node *e) {
  Instr *obj = build_expr(b, e->attr.value);
  /* The module's GLOBAL, left without users, goes in finish(). */
  if (obj->op == IR_GLOBAL && obj->imm.sym->kind == SYM_MODULE) {
    const Symbol *member = scope_member(b->m->scope, obj->imm.sym, e->attr.attr);
    if (!member && scope_unsupported(obj->imm.sym->path, e->attr.attr)) {
      diag_error(b->d, e->loc, "'%s.%s' is not supported by arrc yet", obj->imm.sym->path, e->attr.attr);
      return emit(b, IR_UNDEF, e->loc, 0, NULL);
    }
    if (!member) {
      diag_error(b->d, e->loc, "module '%s' has no attribute '%s' that arrc knows",
                 obj->imm.sym->path, e->attr.attr);
      return emit(b, IR_UNDEF, e->loc, 0, NULL);
    }
    return global(b, member, e->loc);
  }
  Instr *i = emit(b, IR_GETATTR, e->loc, 1, &obj);
  i->imm.str.s = e->attr.attr;
  i->imm.str.len = strlen(e->attr.attr);
  return i;
}

/* `a and b`, `a or b`, chained comparisons and `x if c else y` all join two
 * values in a new block with a phi. */
static Instr *join2(Builder *b, Block *join, Instr *first, Instr *second, SrcLoc loc) {
  b->cur = join;
  seal(b, join);
  Instr *phi = ir_insert_phi(join, loc);
  ir_add_operand(phi, first);
  ir_add_operand(phi, second);
  return phi;
}

static Instr *build_boolop(Builder *b, const Node *e) {
  Instr *lhs = build_expr(b, e->bin.lhs);
  Block *rhs_block = new_block(b), *join = new_block(b);
  /* The join's first predecessor is the short-circuit edge. */
  if (e->bin.op == OP_AND)
    branch_if(b, lhs, rhs_block, join, e->loc);
  else
    branch_if(b, lhs, join, rhs_block, e->loc);
  seal(b, rhs_block);
  build_narrow_in(b, rhs_block, e->bin.lhs, e->bin.op == OP_AND);
  b->cur = rhs_block;
  Instr *rhs = build_expr(b, e->bin.rhs);
  jump(b, join, e->loc);
  return join2(b, join, lhs, rhs, e->loc);
}

/* 0 <= i < n evaluates i once and stops at the first false comparison;
 * the join's phi takes each comparison that can end the chain. */
static const Symbol *static_namespace(Builder *b, const Node *e);

/* `key in os.environ`: a call of the namespace's __contains__ row, negated
 * for `not in`; NULL when the right operand is no such namespace. */
static Instr *namespace_contains(Builder *b, AstOp op, Instr *key, const Node *container, SrcLoc loc) {
  const Symbol *ns = op == OP_IN || op == OP_NOTIN ? static_namespace(b, container) : NULL;
  const Symbol *contains = ns ? scope_member(b->m->scope, ns, "__contains__") : NULL;
  if (!contains)
    return NULL;
  Instr *ops[2] = {global(b, contains, loc), key};
  Instr *call = emit(b, IR_CALL, loc, 2, ops);
  call->kwnames = arena_alloc(b->a, sizeof *call->kwnames);
  if (op == OP_IN)
    return call;
  Instr *neg = emit(b, IR_UNARY, loc, 1, &call);
  neg->imm.op = OP_NOT;
  return neg;
}

static Instr *build_compare(Builder *b, const Node *e) {
  const NodeList *xs = &e->cmp.operands;
  int n = xs->len - 1;
  Instr *lhs = build_expr(b, xs->v[0]);
  Instr **results = arena_alloc(b->a, (size_t)n * sizeof *results);
  Block *join = n > 1 ? new_block(b) : NULL;
  for (int k = 0; k < n; k++) {
    Instr *in_namespace = namespace_contains(b, e->cmp.ops[k], lhs, xs->v[k + 1], e->loc);
    if (in_namespace && n == 1)
      return in_namespace;
    Instr *rhs = build_expr(b, xs->v[k + 1]);
    Instr *ops[2] = {lhs, rhs};
    results[k] = emit(b, IR_COMPARE, e->loc, 2, ops);
    results[k]->imm.op = e->cmp.ops[k];
    if (k < n - 1) {
      Block *next = new_block(b);
      branch_if(b, results[k], next, join, e->loc);
      seal(b, next);
      b->cur = next;
    }
    lhs = rhs;
  }
  if (!join)
    return results[0];
  jump(b, join, e->loc);
  b->cur = join;
  seal(b, join);
  Instr *phi = ir_insert_phi(join, e->loc);
  for (int k = 0; k < n; k++)
    ir_add_operand(phi, results[k]);
  return phi;
}

static Instr *build_ifexp(Builder *b, const Node *e) {
  int truth = build_constant_truth(b, e->ifexp.cond);
  if (truth >= 0)
    return build_expr(b, truth ? e->ifexp.then : e->ifexp.els);
  Instr *c = build_expr(b, e->ifexp.cond);
  Block *then = new_block(b), *els = new_block(b), *join = new_block(b);
  branch_if(b, c, then, els, e->loc);
  seal(b, then);
  seal(b, els);
  build_narrow_in(b, then, e->ifexp.cond, true);
  build_narrow_in(b, els, e->ifexp.cond, false);
  b->cur = then;
  Instr *v1 = build_expr(b, e->ifexp.then);
  jump(b, join, e->loc);
  b->cur = els;
  Instr *v2 = build_expr(b, e->ifexp.els);
  jump(b, join, e->loc);
  return join2(b, join, v1, v2, e->loc);
}

/* The module, namespace or builtin an expression names (os.environ,
 * itertools.product), or NULL. */
static const Symbol *static_symbol(Builder *b, const Node *e) {
  const Symbol *sym = NULL;
  if (e->kind == AST_NAME && !is_local(b, e->name.id) && renamed(b, e->name.id) == e->name.id) {
    sym = ptrmap_get(&b->imports, e->name.id);
    if (!sym)
      sym = scope_lookup(b->m->scope, e->name.id);
  } else if (e->kind == AST_ATTR) {
    const Symbol *base = static_symbol(b, e->attr.value);
    sym = base && (base->kind == SYM_MODULE || base->kind == SYM_BUILTIN) ? scope_member(b->m->scope, base, e->attr.attr) : NULL;
  }
  return sym && (sym->kind == SYM_MODULE || sym->kind == SYM_BUILTIN) ? sym : NULL;
}

static const Symbol *static_namespace(Builder *b, const Node *e) {
  const Symbol *sym = static_symbol(b, e);
  return sym && sym->kind == SYM_MODULE ? sym : NULL;
}

static Instr *build_listcomp(Builder *b, const Node *e);

/* The named tuple class a call's callee names: a top-level name (in the
 * entry code the name is also a local variable, its definition the
 * class's). */
static const Symbol *namedtuple_callee(Builder *b, const Node *fn) {
  if (fn->kind != AST_NAME || (is_local(b, fn->name.id) && b->f->kind != FUNC_ENTRY))
    return NULL;
  const Symbol *sym = scope_lookup(b->m->scope, fn->name.id);
  return sym && sym->kind == SYM_NAMEDTUPLE ? sym : NULL;
}

/* super().name in a method: the first parameter's attribute, looked up
 * from the base of the class being defined (GETATTR marked n = 1). */
static Instr *build_super_attr(Builder *b, const Node *e) {
  const Node *call = e->attr.value;
  Instr *self;
  if (call->call.args.len == 2) {
    self = build_expr(b, call->call.args.v[1]);
  } else if (b->f->nparams > 0 && call->call.args.len == 0) {
    self = read_var(b, b->cur, b->f->param_names[0], call->loc);
  } else {
    diag_error(b->d, call->loc, "super() is only supported in a method, as super() or super(Class, self)");
    return emit(b, IR_UNDEF, e->loc, 0, NULL);
  }
  Instr *i = emit(b, IR_GETATTR, e->loc, 1, &self);
  i->imm.str.s = e->attr.attr;
  i->imm.str.len = strlen(e->attr.attr);
  i->n = 1;
  return i;
}

static bool is_super_call(const Builder *b, const Node *e) {
  return e->kind == AST_CALL && e->call.func->kind == AST_NAME && strcmp(e->call.func->name.id, "super") == 0 &&
         !is_local(b, e->call.func->name.id) && !scope_lookup(b->m->scope, e->call.func->name.id);
}

static Instr *build_call(Builder *b, const Node *e) {
  Instr *exc = build_exception_call(b, e);
  if (exc)
    return exc;
  Instr *gen = build_generator_call(b, e);
  if (gen)
    return gen;
  Instr *nested = build_nested_call(b, e);
  if (nested)
    return nested;
  /* jit(f), jit(sig)(f): a new function, known statically. */
  const Symbol *made = scope_decorated(b->m->scope, e);
  if (made)
    return global(b, made, e->loc);
  Instr *desugared = build_comp_call(b, e);
  if (desugared)
    return desugared;
  const Symbol *callee_sym = static_symbol(b, e->call.func);
  Instr *typed = callee_sym && callee_sym->kind == SYM_BUILTIN ? build_typed_container(b, e, callee_sym->builtin) : NULL;
  if (typed)
    return typed;
  if (callee_sym && callee_sym->kind == SYM_BUILTIN && itertools_rewritten(callee_sym->builtin))
    return build_itertools(b, e, callee_sym->builtin);
  if (callee_sym && callee_sym->kind == SYM_BUILTIN && loop_rewritten(callee_sym->builtin))
    return build_loop_rewrite(b, e, callee_sym->builtin);
  if (callee_sym && callee_sym->kind == SYM_BUILTIN && random_rewritten(callee_sym->builtin))
    return build_random_rewrite(b, e, callee_sym->builtin);
  Instr *kapi = build_kapi_call(b, e, callee_sym);
  if (kapi)
    return kapi;
  if (callee_sym && callee_sym->kind == SYM_BUILTIN && callee_sym->builtin == BI_MATH_FSUM &&
      e->call.args.len == 1 && e->call.keywords.len == 0) {
    /* math.fsum(xs) sums [float(x) for x in xs] in the runtime. */
    Instr *ops[2] = {global(b, callee_sym, e->loc), build_listcomp(b, build_fsum_values(b, e->call.args.v[0]))};
    Instr *call = emit(b, IR_CALL, e->loc, 2, ops);
    call->kwnames = arena_alloc(b->a, sizeof *call->kwnames);
    return call;
  }
  const Symbol *ntuple = namedtuple_callee(b, e->call.func);
  if (ntuple)
    return build_namedtuple_call(b, e, ntuple);
  if (callee_sym && callee_sym->kind == SYM_BUILTIN && callee_sym->builtin == BI_COLLECTIONS_NAMEDTUPLE) {
    diag_error(b->d, e->loc, "arrc supports namedtuple() only at the top level, as `Name = namedtuple('Name', "
               "fields)` with the fields given as literal strings");
    return emit(b, IR_UNDEF, e->loc, 0, NULL);
  }
  const Node *fn = e->call.func;
  if (fn->kind == AST_ATTR && strcmp(fn->attr.attr, "format") == 0 && e->call.args.len == 0 &&
      e->call.keywords.len == 1 && !e->call.keywords.v[0]->kw.arg) {
    /* s.format(**d) is s.format_map(d) (ir/infer_mapping.c). */
    Instr *obj = build_expr(b, fn->attr.value);
    Instr *ops[2] = {emit(b, IR_GETATTR, fn->loc, 1, &obj), NULL};
    ops[0]->imm.str.s = "format_map";
    ops[0]->imm.str.len = strlen("format_map");
    ops[1] = build_expr(b, e->call.keywords.v[0]->kw.value);
    Instr *call = emit(b, IR_CALL, e->loc, 2, ops);
    call->kwnames = arena_alloc(b->a, sizeof *call->kwnames);
    return call;
  }
  Instr *callee = fn->kind == AST_ATTR && is_super_call(b, fn->attr.value) ? build_super_attr(b, fn)
                                                                             : build_expr(b, fn);
  /* Cls(args): a new instance, which the call gives to __init__ first. */
  bool construct = callee->op == IR_GLOBAL && callee->imm.sym->kind == SYM_CLASS;
  int first = construct ? 2 : 1;
  int n = first + e->call.args.len + e->call.keywords.len;
  Instr **ops = arena_alloc(b->a, (size_t)n * sizeof *ops);
  SrcLoc *locs = arena_alloc(b->a, (size_t)n * sizeof *locs);
  ops[0] = callee;
  if (construct) {
    ops[1] = emit(b, IR_NEW, e->loc, 0, NULL);
    ops[1]->imm.sym = callee->imm.sym;
    locs[0] = e->loc;
    locs++;
    ops++;
  }
  int starred = 0;
  for (int k = 0; k < e->call.args.len; k++) {
    const Node *arg = e->call.args.v[k];
    locs[k] = arg->loc;
    if (arg->kind == AST_STARRED) {
      /* f(*xs): inference spreads a tuple into its elements (Instr.n). */
      if (starred)
        not_supported(b, arg, "several '*' arguments in one call are");
      starred = 1 + k;
      arg = arg->wrap.value;
    }
    ops[1 + k] = build_expr(b, arg);
  }
  const char **kw = arena_alloc(b->a, (size_t)(e->call.keywords.len + 1) * sizeof *kw);
  for (int k = 0; k < e->call.keywords.len; k++) {
    const Node *arg = e->call.keywords.v[k];
    if (!arg->kw.arg)
      not_supported(b, arg, "'**' arguments are");
    for (int j = 0; j < k; j++)
      if (kw[j] && arg->kw.arg && kw[j] == arg->kw.arg)
        diag_error(b->d, arg->loc, "keyword argument '%s' repeated", arg->kw.arg);
    kw[k] = arg->kw.arg;
    ops[1 + e->call.args.len + k] = build_expr(b, arg->kw.value);
    locs[e->call.args.len + k] = arg->kw.value->loc;
  }
  if (construct) {
    ops--;
    locs--;
  }
  Instr *call = emit(b, IR_CALL, e->loc, n, ops);
  call->kwnames = kw;
  call->nkw = e->call.keywords.len;
  call->arglocs = locs;
  /* The operand index of the starred argument, after the new instance. */
  call->n = starred && construct ? starred + 1 : starred;
  return call;
}

static Instr *build_seq(Builder *b, Opcode op, const Node *e) {
  const NodeList *xs = &e->seq.elts;
  Instr **ops = arena_alloc(b->a, (size_t)(xs->len + 1) * sizeof *ops);
  for (int k = 0; k < xs->len; k++) {
    if (xs->v[k]->kind == AST_STARRED)
      not_supported(b, xs->v[k], "'*' unpacking in displays is");
    ops[k] = build_expr(b, xs->v[k]);
  }
  return emit(b, op, e->loc, xs->len, ops);
}

/* {k: v, ...}: the keys and values in turn, evaluated in Python's order. */
static Instr *build_dict(Builder *b, const Node *e) {
  const NodeList *ks = &e->dict.keys, *vs = &e->dict.values;
  Instr **ops = arena_alloc(b->a, (size_t)(2 * ks->len + 1) * sizeof *ops);
  for (int k = 0; k < ks->len; k++) {
    if (!ks->v[k]) {
      not_supported(b, vs->v[k], "'**' unpacking in dict displays is");
      ops[2 * k] = const_none(b, vs->v[k]->loc);
    } else {
      ops[2 * k] = build_expr(b, ks->v[k]);
    }
    ops[2 * k + 1] = build_expr(b, vs->v[k]);
  }
  return emit(b, IR_DICT, e->loc, 2 * ks->len, ops);
}

static Instr *build_slice(Builder *b, const Node *e) {
  Instr *ops[3];
  const Node *parts[3] = {e->slice.lo, e->slice.hi, e->slice.step};
  for (int k = 0; k < 3; k++)
    ops[k] = parts[k] ? build_expr(b, parts[k]) : const_none(b, e->loc);
  return emit(b, IR_SLICE, e->loc, 3, ops);
}

static Instr *build_fstring(Builder *b, const Node *e) {
  const NodeList *parts = &e->fstring.parts;
  Instr **ops = arena_alloc(b->a, (size_t)(parts->len + 1) * sizeof *ops);
  for (int k = 0; k < parts->len; k++) {
    const Node *p = parts->v[k];
    if (p->kind == AST_STR) {
      ops[k] = const_str(b, p->str.s, p->str.len, p->loc);
      continue;
    }
    Instr *fops[2] = {build_expr(b, p->field.value), NULL};
    int n = 1;
    if (p->field.spec)
      fops[n++] = build_fstring(b, p->field.spec);
    Instr *f = emit(b, IR_FORMAT, p->loc, n, fops);
    f->imm.i = p->field.conv;
    ops[k] = f;
  }
  return emit(b, IR_FSTRING, e->loc, parts->len, ops);
}

static void assign(Builder *b, const Node *target, Instr *value);
static void build_for_loop(Builder *b, const Node *target, const Node *iter, const NodeList *body,
                           const Node *comp_elt, Instr *comp_list, const NodeList *gens, int gen,
                           const NodeList *orelse, SrcLoc loc);

/* [elt for x in it if c ...]: a new list, appended to in nested loops. The
 * loop variables are renamed so they stay inside the comprehension. Set
 * and dict comprehensions are the same loops around s.add(elt) and
 * d[key] = value (build_for_loop tells them apart by the container). */
static Instr *build_listcomp(Builder *b, const Node *e) {
  Opcode op = e->kind == AST_DICTCOMP ? IR_DICT : e->kind == AST_SETCOMP ? IR_SET : IR_LIST;
  Instr *list = emit(b, op, e->loc, 0, NULL);
  list->n = op == IR_SET; /* a set comprehension, which Numba refuses in jitted code */
  int saved = b->nrenames;
  int comp = ++b->ncomps;
  for (int g = 0; g < e->comp.gens.len; g++) {
    NodeList names = {0};
    const Node *t = e->comp.gens.v[g]->gen.target;
    if (t->kind == AST_NAME)
      ast_append(b->a, &names, (Node *)t);
    else if (t->kind == AST_TUPLE)
      names = t->seq.elts;
    for (int k = 0; k < names.len; k++) {
      if (names.v[k]->kind != AST_NAME)
        continue;
      const char *from = names.v[k]->name.id;
      const char *to = arena_printf(b->a, "%s.%d", from, comp);
      b->renames = arena_reserve(b->a, b->renames, b->nrenames, &b->cap_renames, sizeof *b->renames);
      b->renames[b->nrenames++] = (Rename){from, strtab_intern(b->m->names, to, strlen(to))};
    }
  }
  const Node *g0 = e->comp.gens.v[0];
  build_for_loop(b, g0->gen.target, g0->gen.iter, NULL, op == IR_DICT ? e : e->comp.elt, list, &e->comp.gens, 0,
                 NULL, e->loc);
  b->nrenames = saved;
  return list;
}

Instr *build_expr(Builder *b, const Node *e) {
  Instr *i;
  switch (e->kind) {
  case AST_NAME: return build_name(b, e);
  case AST_INT:
    /* A literal up to 2**64 - 1 is Numba's uint64; inference decides where
     * it may stand (the lexer rejects bigger ones). */
    i = const_int(b, (int64_t)e->num.ival, e->loc);
    i->n = e->num.ival > INT64_MAX;
    return i;
  case AST_FLOAT:
    i = emit(b, IR_CONST_FLOAT, e->loc, 0, NULL);
    i->imm.f[0] = e->num.fval;
    return i;
  case AST_IMAG:
    i = emit(b, IR_CONST_COMPLEX, e->loc, 0, NULL);
    i->imm.f[1] = e->num.fval;
    return i;
  case AST_STR: return const_str(b, e->str.s, e->str.len, e->loc);
  case AST_TRUE: case AST_FALSE:
    i = emit(b, IR_CONST_BOOL, e->loc, 0, NULL);
    i->imm.i = e->kind == AST_TRUE;
    return i;
  case AST_NONE: return const_none(b, e->loc);
  case AST_FSTRING: return build_fstring(b, e);
  case AST_BINOP: {
    Instr *ops[2] = {build_expr(b, e->bin.lhs), build_expr(b, e->bin.rhs)};
    i = emit(b, IR_BINARY, e->loc, 2, ops);
    i->imm.op = e->bin.op;
    return i;
  }
  case AST_UNARY: {
    /* Python folds -9223372036854775808 into an int64 constant before
     * Numba sees it. */
    if (e->unary.op == OP_NEG && e->unary.operand->kind == AST_INT &&
        e->unary.operand->num.ival == (uint64_t)INT64_MAX + 1)
      return const_int(b, INT64_MIN, e->loc);
    Instr *x = build_expr(b, e->unary.operand);
    i = emit(b, IR_UNARY, e->loc, 1, &x);
    i->imm.op = e->unary.op;
    return i;
  }
  case AST_BOOLOP: return build_boolop(b, e);
  case AST_COMPARE: return build_compare(b, e);
  case AST_IFEXP: return build_ifexp(b, e);
  case AST_CALL: return build_call(b, e);
  case AST_ATTR: return build_attr(b, e);
  case AST_SUBSCRIPT: {
    /* A namespace that is a mapping (os.environ['HOME']) is a call of
     * its __getitem__ row. */
    const Symbol *ns = static_namespace(b, e->sub.value);
    const Symbol *item = ns ? scope_member(b->m->scope, ns, "__getitem__") : NULL;
    if (item) {
      Instr *ops[2] = {global(b, item, e->loc), build_expr(b, e->sub.index)};
      Instr *call = emit(b, IR_CALL, e->loc, 2, ops);
      call->kwnames = arena_alloc(b->a, sizeof *call->kwnames);
      SrcLoc *locs = arena_alloc(b->a, sizeof *locs);
      locs[0] = e->sub.index->loc;
      call->arglocs = locs;
      return call;
    }
    Instr *ops[2] = {build_expr(b, e->sub.value), build_expr(b, e->sub.index)};
    return emit(b, IR_GETITEM, e->loc, 2, ops);
  }
  case AST_SLICE: return build_slice(b, e);
  case AST_TUPLE: return build_seq(b, IR_TUPLE, e);
  case AST_LIST: return build_seq(b, IR_LIST, e);
  case AST_LISTCOMP:
    i = build_listcomp(b, e);
    build_comp_consumed(b, e);
    return i;
  case AST_BYTES: not_supported(b, e, "bytes literals are"); break;
  case AST_ELLIPSIS: return global(b, scope_lookup(b->m->scope, "Ellipsis"), e->loc);
  case AST_DICT: return build_dict(b, e);
  case AST_SET: return build_seq(b, IR_SET, e);
  case AST_DICTCOMP: case AST_SETCOMP: return build_listcomp(b, e);
  case AST_GENEXP: return build_comp_genexp(b, e);
  case AST_LAMBDA: return build_comp_lambda_value(b, e);
  case AST_YIELD: case AST_YIELDFROM: not_supported(b, e, "'yield' inside an expression and 'yield from' are"); break;
  case AST_AWAIT: not_supported(b, e, "'await' is"); break;
  case AST_NAMEDEXPR: not_supported(b, e, "assignment expressions (':=') are"); break;
  case AST_STARRED: diag_error(b->d, e->loc, "'*' can only be used in an assignment target"); break;
  default: arrc_ice("unexpected expression kind %s", ast_kind_name(e->kind));
  }
  return emit(b, IR_UNDEF, e->loc, 0, NULL);
}

/* ---- statements ------------------------------------------------------------ */

static void assign(Builder *b, const Node *t, Instr *value) {
  switch (t->kind) {
  case AST_NAME:
    if (renamed(b, t->name.id) == t->name.id && !is_local(b, t->name.id) && global_is_cell(b, t->name.id))
      build_global_store(b, t->name.id, value, t->loc);
    else
      assign_var(b, renamed(b, t->name.id), value);
    return;
  case AST_TUPLE: case AST_LIST: {
    int n = t->seq.elts.len;
    for (int k = 0; k < n; k++) {
      const Node *elt = t->seq.elts.v[k];
      if (elt->kind == AST_STARRED) {
        not_supported(b, elt, "starred assignment targets are");
        continue;
      }
      Instr *u = emit(b, IR_UNPACK, elt->loc, 1, &value);
      u->imm.i = k;
      u->n = n;
      assign(b, elt, u);
    }
    return;
  }
  case AST_SUBSCRIPT: {
    Instr *ops[3] = {build_expr(b, t->sub.value), build_expr(b, t->sub.index), value};
    emit(b, IR_SETITEM, t->loc, 3, ops);
    return;
  }
  case AST_ATTR: {
    if (!value) {
      diag_error(b->d, t->loc, "cannot assign to attribute '%s' here", t->attr.attr);
      return;
    }
    Instr *ops[2] = {build_expr(b, t->attr.value), value};
    Instr *set = emit(b, IR_SETATTR, t->loc, 2, ops);
    set->imm.str.s = t->attr.attr;
    set->imm.str.len = strlen(t->attr.attr);
    return;
  }
  default:
    diag_error(b->d, t->loc, "cannot assign to this expression");
    return;
  }
}

static void build_augassign(Builder *b, const Node *s) {
  const Node *t = s->aug.target;
  Instr *rhs;
  if (t->kind == AST_NAME) {
    Instr *cur = build_name(b, t);
    rhs = build_expr(b, s->aug.value);
    Instr *ops[2] = {cur, rhs};
    Instr *r = emit(b, IR_INPLACE, s->loc, 2, ops);
    r->imm.op = s->aug.op;
    if (t->name.id != renamed(b, t->name.id) || is_local(b, t->name.id))
      assign_var(b, renamed(b, t->name.id), r);
    else if (global_is_cell(b, t->name.id))
      build_global_store(b, t->name.id, r, s->loc);
    return;
  }
  if (t->kind == AST_ATTR) {
    /* obj.x += v evaluates obj once. */
    Instr *obj = build_expr(b, t->attr.value);
    Instr *cur = emit(b, IR_GETATTR, t->loc, 1, &obj);
    cur->imm.str.s = t->attr.attr;
    cur->imm.str.len = strlen(t->attr.attr);
    rhs = build_expr(b, s->aug.value);
    Instr *ops[2] = {cur, rhs};
    Instr *r = emit(b, IR_INPLACE, s->loc, 2, ops);
    r->imm.op = s->aug.op;
    Instr *set_ops[2] = {obj, r};
    Instr *set = emit(b, IR_SETATTR, t->loc, 2, set_ops);
    set->imm.str = cur->imm.str;
    return;
  }
  if (t->kind != AST_SUBSCRIPT) {
    assign(b, t, NULL);
    return;
  }
  /* c[i, j] += v evaluates c and the index once. */
  Instr *obj = build_expr(b, t->sub.value);
  Instr *idx = build_expr(b, t->sub.index);
  Instr *get_ops[2] = {obj, idx};
  Instr *cur = emit(b, IR_GETITEM, t->loc, 2, get_ops);
  rhs = build_expr(b, s->aug.value);
  Instr *ops[2] = {cur, rhs};
  Instr *r = emit(b, IR_INPLACE, s->loc, 2, ops);
  r->imm.op = s->aug.op;
  Instr *set_ops[3] = {obj, idx, r};
  emit(b, IR_SETITEM, s->loc, 3, set_ops);
}

static void build_if(Builder *b, const Node *s) {
  int truth = build_constant_truth(b, s->cond.cond);
  if (truth >= 0) {
    build_block(b, truth ? &s->cond.body : &s->cond.orelse);
    return;
  }
  Instr *c = build_expr(b, s->cond.cond);
  Block *then = new_block(b), *els = new_block(b), *join = new_block(b);
  branch_if(b, c, then, els, s->loc);
  seal(b, then);
  seal(b, els);
  build_narrow_in(b, then, s->cond.cond, true);
  build_narrow_in(b, els, s->cond.cond, false);
  b->cur = then;
  build_block(b, &s->cond.body);
  jump(b, join, s->loc);
  b->cur = els;
  build_block(b, &s->cond.orelse);
  jump(b, join, s->loc);
  seal(b, join);
  b->cur = join->npreds ? join : NULL;
}

static void build_while(Builder *b, const Node *s) {
  /* A loop whose condition is constant false never runs its body. */
  const Node *cond = s->cond.cond;
  int truth = build_constant_truth(b, cond);
  if (truth == 0) {
    build_block(b, &s->cond.orelse);
    return;
  }
  Block *header = new_block(b), *body = new_block(b), *els = new_block(b), *exit = new_block(b);
  jump(b, header, s->loc);
  b->cur = header;
  /* `while True:` (or any constant true condition) leaves only by break,
   * return or raise: the code after it is reachable only through a break,
   * as in CPython. */
  bool forever = truth == 1;
  if (forever) {
    jump(b, body, s->loc);
  } else {
    Instr *c = build_expr(b, cond);
    branch_if(b, c, body, els, s->loc);
  }
  seal(b, body);
  seal(b, els);
  if (!forever) {
    build_narrow_in(b, body, cond, true);
    build_narrow_in(b, els, cond, false);
  }
  b->cur = body;
  push_loop(b, header, exit);
  build_block(b, &s->cond.body);
  b->nloops--;
  jump(b, header, s->loc);
  seal(b, header);
  b->cur = forever ? NULL : els;
  build_block(b, &s->cond.orelse);
  jump(b, exit, s->loc);
  seal(b, exit);
  b->cur = exit->npreds ? exit : NULL;
}

/* for target in iter: body [else: orelse]. For a comprehension, the body is
 * the next generator, or the append of the element. */
static void build_for_loop(Builder *b, const Node *target, const Node *iter, const NodeList *body,
                           const Node *comp_elt, Instr *comp_list, const NodeList *gens, int gen,
                           const NodeList *orelse, SrcLoc loc) {
  if (!comp_list && build_generator_loop(b, target, iter, body, orelse, loc))
    return;
  Instr *obj = build_expr(b, iter);
  Instr *it = emit(b, IR_GETITER, loc, 1, &obj);
  Block *header = new_block(b), *bodyb = new_block(b), *els = new_block(b), *exit = new_block(b);
  jump(b, header, loc);
  b->cur = header;
  Instr *valid = emit(b, IR_ITER_VALID, loc, 1, &it);
  branch(b, valid, bodyb, els, loc);
  seal(b, bodyb);
  seal(b, els);
  b->cur = bodyb;
  Instr *x = emit(b, IR_ITER_NEXT, loc, 1, &it);
  assign(b, target, x);
  if (comp_list) {
    const Node *g = gens->v[gen];
    Block *skip = header;
    for (int k = 0; k < g->gen.ifs.len && b->cur; k++) {
      Instr *c = build_expr(b, g->gen.ifs.v[k]);
      Block *next = new_block(b);
      branch_if(b, c, next, skip, loc);
      seal(b, next);
      b->cur = next;
    }
    if (gen + 1 < gens->len) {
      const Node *ng = gens->v[gen + 1];
      build_for_loop(b, ng->gen.target, ng->gen.iter, NULL, comp_elt, comp_list, gens, gen + 1,
                     NULL, loc);
    } else if (comp_list->op == IR_DICT) {
      /* comp_elt is the dict comprehension itself: its key and value. */
      Instr *ops[3] = {comp_list, build_expr(b, comp_elt->comp.elt), NULL};
      ops[2] = build_expr(b, comp_elt->comp.value);
      emit(b, IR_SETITEM, comp_elt->loc, 3, ops);
    } else {
      Instr *v = build_expr(b, comp_elt);
      Instr *ops[2] = {comp_list, v};
      Instr *append = emit(b, IR_GETATTR, comp_elt->loc, 1, &ops[0]);
      bool set = comp_list->op == IR_SET;
      append->imm.str.s = set ? "add" : "append";
      append->imm.str.len = set ? 3 : 6;
      Instr *call_ops[2] = {append, v};
      emit(b, IR_CALL, comp_elt->loc, 2, call_ops);
    }
  } else {
    push_loop(b, header, exit);
    build_block(b, body);
    b->nloops--;
  }
  jump(b, header, loc);
  seal(b, header);
  b->cur = els;
  if (orelse)
    build_block(b, orelse);
  jump(b, exit, loc);
  seal(b, exit);
  b->cur = exit->npreds ? exit : NULL;
}

static Instr *exception_value(Builder *b, const char *name, Instr *msg, SrcLoc loc) {
  const Symbol *cls = scope_lookup(b->m->scope, name);
  Instr *ops[2] = {global(b, cls, loc), msg};
  return emit(b, IR_CALL, loc, msg ? 2 : 1, ops);
}

/* Only the module's own statements bind its names (scope.c): an import or
 * a def inside an `if` or a loop of the entry code would bind nothing. */
static bool is_top_level(Builder *b, const Node *s) {
  const NodeList *body = &b->m->ast->module.body;
  for (int k = 0; k < body->len; k++)
    if (body->v[k] == s)
      return b->f->kind == FUNC_ENTRY;
  return false;
}

/* Whether name is the spec of a class decorator (@jitclass(spec)): its
 * value is a list of types, which exists only to be read when compiling. */
static bool is_class_spec(const Builder *b, const char *name) {
  const NodeList *body = &b->m->ast->module.body;
  for (int k = 0; k < body->len; k++) {
    const Node *c = body->v[k];
    for (int d = 0; c->kind == AST_CLASSDEF && d < c->cls.decorators.len; d++) {
      const Node *dec = c->cls.decorators.v[d];
      if (dec->kind != AST_CALL)
        continue;
      for (int a = 0; a < dec->call.args.len + dec->call.keywords.len; a++) {
        const Node *arg = a < dec->call.args.len ? dec->call.args.v[a] : dec->call.keywords.v[a - dec->call.args.len]->kw.value;
        if (arg->kind == AST_NAME && strcmp(arg->name.id, name) == 0)
          return true;
      }
    }
  }
  return false;
}

static void build_stmt(Builder *b, const Node *s) {
  switch (s->kind) {
  case AST_EXPR_STMT:
    if (s->wrap.value->kind == AST_YIELD) {
      build_yield(b, s->wrap.value);
      return;
    }
    build_expr(b, s->wrap.value);
    return;
  case AST_ASSIGN: {
    if (build_comp_bind_lambda(b, s))
      return;
    if (b->f->kind == FUNC_ENTRY && s->assign.targets.len == 1 && s->assign.targets.v[0]->kind == AST_NAME &&
        is_class_spec(b, s->assign.targets.v[0]->name.id))
      return;
    /* Point = namedtuple(...) defines a class that calls name statically. */
    if (b->f->kind == FUNC_ENTRY && s->assign.targets.len == 1 && s->assign.targets.v[0]->kind == AST_NAME &&
        namedtuple_callee(b, s->assign.targets.v[0]) && is_top_level(b, s))
      return;
    /* A type alias (int_list = types.ListType(types.int64)) is no value. */
    if (b->f->kind == FUNC_ENTRY && s->assign.targets.len == 1 && s->assign.targets.v[0]->kind == AST_NAME &&
        scope_is_type_expr(b->m->scope, s->assign.value) && is_top_level(b, s))
      return;
    Instr *v = build_expr(b, s->assign.value);
    for (int k = 0; k < s->assign.targets.len; k++)
      assign(b, s->assign.targets.v[k], v);
    return;
  }
  case AST_ANNASSIGN:
    /* Variable annotations are accepted and, as in Numba, do not type the
     * variable; the value's type does. The one exception is a value whose
     * type only the run time knows (np.load): a call keeps the annotation,
     * and inference takes the type from it. */
    if (s->ann.value) {
      Instr *v = build_expr(b, s->ann.value);
      if (v->op == IR_CALL || v->op == IR_GETITEM)
        v->annotation = s->ann.annotation;
      assign(b, s->ann.target, v);
    }
    return;
  case AST_AUGASSIGN: build_augassign(b, s); return;
  case AST_IF: build_if(b, s); return;
  case AST_WHILE: build_while(b, s); return;
  case AST_FOR:
    if (s->loop.is_async)
      not_supported(b, s, "'async for' loops are");
    if (build_comp_for_iterator(b, s) || build_unrolled_for(b, s))
      return;
    build_for_loop(b, s->loop.target, s->loop.iter, &s->loop.body, NULL, NULL, NULL, 0,
                   &s->loop.orelse, s->loc);
    return;
  case AST_BREAK: case AST_CONTINUE:
    if (b->nloops == 0) {
      diag_error(b->d, s->loc, "'%s' outside a loop", ast_kind_name(s->kind));
      return;
    }
    build_try_unwind(b, b->nloops);
    if (!b->cur)
      return;
    jump(b, s->kind == AST_BREAK ? b->loops[b->nloops - 1].break_to : b->loops[b->nloops - 1].continue_to,
         s->loc);
    return;
  case AST_PASS: return;
  case AST_RETURN: {
    if (build_generator_return(b, s))
      return;
    if (b->f->kind == FUNC_ENTRY) {
      diag_error(b->d, s->loc, "'return' outside a function");
      return;
    }
    Instr *v = s->wrap.value ? build_expr(b, s->wrap.value) : NULL;
    build_try_unwind(b, 0);
    if (!b->cur)
      return;
    emit(b, IR_RETURN, s->loc, v ? 1 : 0, &v);
    b->cur = NULL;
    return;
  }
  case AST_ASSERT: {
    Instr *c = build_expr(b, s->assert_.test);
    Block *ok = new_block(b), *fail = new_block(b);
    branch_if(b, c, ok, fail, s->loc);
    seal(b, ok);
    seal(b, fail);
    build_narrow_in(b, ok, s->assert_.test, true);
    b->cur = fail;
    Instr *msg = s->assert_.msg ? build_expr(b, s->assert_.msg) : NULL;
    Instr *exc = exception_value(b, "AssertionError", msg, s->loc);
    emit(b, IR_RAISE, s->loc, 1, &exc);
    b->cur = ok;
    return;
  }
  case AST_RAISE: {
    if (!s->raise.exc) {
      build_reraise(b, s);
      return;
    }
    /* `raise X from None` and `raise X from err` only change the
     * traceback Python prints above the error line, which arrc does not
     * print: the cause, a name or None, is not evaluated. */
    if (s->raise.cause && s->raise.cause->kind != AST_NONE && s->raise.cause->kind != AST_NAME)
      not_supported(b, s->raise.cause, "'raise ... from' clauses other than 'from None' and 'from NAME' are");
    Instr *exc = build_expr(b, s->raise.exc);
    emit(b, IR_RAISE, s->loc, 1, &exc);
    b->cur = NULL;
    return;
  }
  case AST_IMPORT: case AST_IMPORTFROM:
    /* The names are bound already: the top level's by scope_build, a
     * function's by build (scope_bind_local_imports). Numba 0.56 compiles
     * no import statement (its bytecode analysis stops at IMPORT_NAME). */
    if (!func_is_host(b->f->kind))
      diag_error(b->d, s->loc, "an import inside a jitted function or kernel is not supported by Numba "
                 "(unsupported opcode IMPORT_NAME); import at the top level of the program");
    return;
  case AST_FUNCDEF:
    if (b->f->kind != FUNC_ENTRY)
      build_nested_def(b, s);
    else if (!is_top_level(b, s))
      diag_error(b->d, s->loc, "a def inside an 'if', a loop or another block is not supported "
                 "by arrc; define '%s' at the top level of the program", s->def.name);
    return;
  case AST_DEL: build_del(b, s); return;
  case AST_GLOBAL: build_global_statement(b, s); return;
  case AST_NONLOCAL: not_supported(b, s, "'nonlocal' declarations are"); return;
  case AST_CLASSDEF:
    /* A class is bound by scope.c and its methods built when called. */
    if (!is_top_level(b, s))
      not_supported(b, s, "classes defined inside functions or blocks are");
    return;
  case AST_TRY: build_try(b, s); return;
  case AST_WITH:
    if (s->with.is_async)
      not_supported(b, s, "'async with' statements are");
    else
      build_with(b, s);
    return;
  default: arrc_ice("unexpected statement kind %s", ast_kind_name(s->kind));
  }
}

/* Statements after return, raise, break or continue never run: as CPython
 * and Numba do, they are not compiled (the parser has checked their
 * syntax), so they neither type the function nor read variables that
 * are never assigned on any path. */
void build_block(Builder *b, const NodeList *body) {
  for (int k = 0; k < body->len && b->cur; k++)
    build_stmt(b, body->v[k]);
}

static bool is_docstring(const NodeList *body) {
  return body->len > 0 && body->v[0]->kind == AST_EXPR_STMT &&
         body->v[0]->wrap.value->kind == AST_STR;
}

/* Blocks that nothing jumps to and that hold nothing (the join after an if
 * whose branches both return) are dropped; then blocks and values are
 * numbered in order, so the printed IR reads top to bottom. */
static void finish(Func *f) {
  Block *prev = NULL;
  int nblocks = 0, nvalues = 0;
  /* A module's GLOBAL whose reads all folded into members (np.zeros,
   * rng.randint after rng = np.random) is no value at run time. */
  for (Block *b = f->entry; b; b = b->next_in_func)
    for (Instr *i = b->first, *next; i; i = next) {
      next = i->next;
      if (i->op == IR_GLOBAL && i->imm.sym->kind == SYM_MODULE && i->users.len == 0)
        ir_remove(i);
    }
  for (Block *b = f->entry; b; b = b->next_in_func) {
    if (b != f->entry && b->npreds == 0 && !b->first) {
      if (prev)
        prev->next_in_func = b->next_in_func;
      if (f->blocks_tail == b)
        f->blocks_tail = prev;
      continue;
    }
    b->id = nblocks++;
    for (Instr *i = b->first; i; i = i->next)
      i->id = nvalues++;
    prev = b;
  }
  f->nblocks = nblocks;
  f->next_value_id = nvalues;
}

static Func *build(Module *m, const char *name, FuncKind kind, const Node *def, const NodeList *body) {
  Builder b = {0};
  b.m = m;
  b.a = m->arena;
  b.d = m->diag;
  b.f = ir_func_new(m, name, kind, def);
  ptrmap_init(&b.locals, b.a);
  ptrmap_init(&b.single_definitions, b.a);
  ptrmap_init(&b.imports, b.a);
  if (kind != FUNC_ENTRY)
    scope_bind_local_imports(m->scope, &b.imports, body);
  ptrmap_init(&b.hoisted, b.a);
  ptrmap_init(&b.lambdas, b.a);
  ptrmap_init(&b.iterators, b.a);
  b.cur = new_block(&b);
  seal(&b, b.cur);
  build_nested_start(&b, def);
  if (def->kind == AST_FUNCDEF) {
    const NodeList *ps = &def->def.params;
    b.f->param_names = arena_alloc(b.a, (size_t)(ps->len + 1) * sizeof(char *));
    bool after_varargs = false;
    for (int k = 0; k < ps->len; k++) {
      const Node *p = ps->v[k];
      /* `*args` is one parameter, the tuple of the extra positional
       * arguments (infer_call.c packs them); what follows it is
       * keyword-only. */
      if (p->param.kind != PARAM_PLAIN && p->param.kind != PARAM_VARARGS) {
        not_supported(&b, p, p->param.kind == PARAM_SLASH ? "positional-only markers ('/') are"
                             : p->param.kind == PARAM_STAR ? "keyword-only parameters are"
                                                           : "'**kwargs' parameters are");
        continue;
      }
      if (after_varargs) {
        not_supported(&b, p, "keyword-only parameters are");
        continue;
      }
      after_varargs = p->param.kind == PARAM_VARARGS;
      add_local(&b, p->param.name);
      Instr *param = emit(&b, IR_PARAM, p->loc, 0, NULL);
      param->imm.i = b.f->nparams;
      param->var = p->param.name;
      b.f->param_names[b.f->nparams++] = p->param.name;
      write_var(&b, b.cur, p->param.name, param);
    }
  }
  collect_locals(&b, body);
  global_forget_locals(&b, body);
  /* A parameter that the body never assigns is its only definition, which
   * Numba's pruning of `p is None` needs (infer.c). */
  for (Instr *i = b.f->entry->first; i; i = i->next)
    if (i->op == IR_PARAM) {
      i->n = !ptrmap_get(&b.single_definitions, i->var);
      note_definition(&b, i->var, NULL);
    }
  NodeList stmts = *body;
  if (kind != FUNC_ENTRY && is_docstring(body)) {
    stmts.v++;
    stmts.len--;
  }
  /* A generator's body is built where a for loop inlines it (build_gen.c). */
  if (kind != FUNC_ENTRY && is_generator_def(def))
    stmts.len = 0;
  build_block(&b, &stmts);
  if (b.cur)
    emit(&b, IR_RETURN, def->loc, 0, NULL);
  build_check_unassigned_reads(b.f, b.a);
  finish(b.f);
  return b.f;
}

/* ---- what build_try.c builds with ------------------------------------------- */

Block *builder_new_block(Builder *b) { return new_block(b); }
void builder_seal(Builder *b, Block *blk) { seal(b, blk); }
Block *builder_current(const Builder *b) { return b->cur; }
void builder_set_current(Builder *b, Block *blk) { b->cur = blk; }
Instr *builder_emit(Builder *b, Opcode op, SrcLoc loc, int nops, Instr *const *ops) {
  return emit(b, op, loc, nops, ops);
}
void builder_jump(Builder *b, Block *to, SrcLoc loc) { jump(b, to, loc); }
void builder_branch(Builder *b, Instr *cond, Block *t, Block *f, SrcLoc loc) { branch(b, cond, t, f, loc); }
void builder_statements(Builder *b, const NodeList *body) { build_block(b, body); }
Instr *builder_expression(Builder *b, const Node *e) { return build_expr(b, e); }
void builder_assign_local(Builder *b, const char *name, Instr *v) { assign_var(b, name, v); }
Instr *builder_read_local(Builder *b, const char *name, SrcLoc loc) { return read_var(b, b->cur, name, loc); }
Instr *builder_unbound(Builder *b, const char *name, SrcLoc loc) { return undef_value(b, name, loc); }
const char *builder_renamed(const Builder *b, const char *name) { return renamed(b, name); }
void builder_assign(Builder *b, const Node *target, Instr *v) { assign(b, target, v); }
bool builder_is_local(const Builder *b, const char *name) { return is_local(b, name); }
int builder_loop_depth(const Builder *b) { return b->nloops; }
struct TryState **builder_tries(Builder *b) { return &b->tries; }
struct GlobalCells **builder_globals(Builder *b) { return &b->globals; }
const Module *builder_module(const Builder *b) { return b->m; }
void builder_forget_local(Builder *b, const char *name) { ptrmap_put(&b->locals, name, NULL); }
struct GenState **builder_gen(Builder *b) { return &b->gen; }
struct NestedFns **builder_nested(Builder *b) { return &b->nested; }
int builder_rename_depth(const Builder *b) { return b->nrenames; }
void builder_set_rename_depth(Builder *b, int depth) { b->nrenames = depth; }
void builder_push_rename(Builder *b, const char *from, const char *to) {
  b->renames = arena_reserve(b->a, b->renames, b->nrenames, &b->cap_renames, sizeof *b->renames);
  b->renames[b->nrenames++] = (Rename){from, to};
}
const char *builder_intern(Builder *b, const char *text) { return strtab_intern(b->m->names, text, strlen(text)); }
void builder_push_loop(Builder *b, Block *continue_to, Block *break_to) { push_loop(b, continue_to, break_to); }
void builder_pop_loop(Builder *b) { b->nloops--; }
Arena *builder_arena(const Builder *b) { return b->a; }
Diag *builder_diag(const Builder *b) { return b->d; }
const Func *builder_func(const Builder *b) { return b->f; }

/* What build_vars.c builds with (build.h). */
Instr *build_read_var(Builder *b, Block *blk, const char *name, SrcLoc loc) { return read_var(b, blk, name, loc); }
void build_write_var(Builder *b, Block *blk, const char *name, Instr *v) { write_var(b, blk, name, v); }

/* What build_rewrite.c builds with (build.h). */
void build_not_supported(Builder *b, const Node *n, const char *what) { not_supported(b, n, what); }
void build_define(Builder *b, const char *name, Instr *v) {
  add_local(b, name);
  if (b->cur)
    write_var(b, b->cur, name, v);
}
void build_collect_locals(Builder *b, const NodeList *body) { collect_locals(b, body); }
Instr *build_comprehension(Builder *b, const Node *comp) { return build_listcomp(b, comp); }
Instr *build_read_name(Builder *b, const Node *name) { return build_name(b, name); }
const Symbol *build_static_symbol(Builder *b, const Node *e) { return static_symbol(b, e); }
Instr *build_const_int(Builder *b, int64_t v, SrcLoc loc) { return const_int(b, v, loc); }

/* More helpers that build_unroll.c and globals.c share (build.h). */
void build_assign(Builder *b, const Node *target, Instr *value) { assign(b, target, value); }
const char *build_renamed(const Builder *b, const char *name) { return renamed(b, name); }
void build_plain_for(Builder *b, const Node *s, const Node *iter) {
  build_for_loop(b, s->loop.target, iter, &s->loop.body, NULL, NULL, NULL, 0, &s->loop.orelse, s->loc);
}
const Node *build_single_definition(const Builder *b, const char *name) {
  const Node *def = ptrmap_get(&b->single_definitions, name);
  return def == &several_definitions ? NULL : def;
}

Func *ir_build_entry(Module *m) {
  return build(m, "__main__", FUNC_ENTRY, m->ast, &m->ast->module.body);
}

Func *ir_build_function(Module *m, const Node *def, FuncKind kind) {
  return build(m, def->def.name, kind, def, &def->def.body);
}

/* ---- the builder's primitives for ir/build_comp.c (build_comp.h) -------- */

Instr *build_comp_global(Builder *b, const Symbol *sym, SrcLoc loc) { return global(b, sym, loc); }

int build_comp_renames_mark(const Builder *b) { return b->nrenames; }

void build_comp_renames_reset(Builder *b, int mark) { b->nrenames = mark; }

void build_comp_bind(Builder *b, const char *name, Instr *v) {
  const char *to = arena_printf(b->a, "%s.%d", name, ++b->ncomps);
  to = strtab_intern(b->m->names, to, strlen(to));
  b->renames = arena_reserve(b->a, b->renames, b->nrenames, &b->cap_renames, sizeof *b->renames);
  b->renames[b->nrenames++] = (Rename){name, to};
  write_var(b, b->cur, to, v);
}

const char *build_comp_name(Builder *b, const char *name) { return strtab_intern(b->m->names, name, strlen(name)); }

const Symbol *build_comp_builtin(const Builder *b, const char *name) {
  if (renamed(b, name) != name || is_local(b, name))
    return NULL;
  const Symbol *sym = scope_lookup(b->m->scope, name);
  return sym && sym->kind == SYM_BUILTIN ? sym : NULL;
}

const Node *build_comp_lambda_of(const Builder *b, const char *name) {
  if (renamed(b, name) != name)
    return NULL;
  if (is_local(b, name) || b->f->kind == FUNC_ENTRY)
    return ptrmap_get(&b->lambdas, name);
  /* A lambda the module assigns to a name once, called in a function. */
  const Symbol *sym = scope_lookup(b->m->scope, name);
  if (sym && sym->kind == SYM_VARIABLE && sym->node && sym->node->kind == AST_ASSIGN &&
      sym->node->assign.value->kind == AST_LAMBDA)
    return sym->node->assign.value;
  return NULL;
}

void build_comp_set_lambda(Builder *b, const char *name, const Node *lambda) {
  ptrmap_put(&b->lambdas, name, (void *)lambda);
}

bool build_comp_is_iterator(const Builder *b, const char *name) {
  return renamed(b, name) == name && ptrmap_get(&b->iterators, name) != NULL;
}

void build_comp_set_iterator(Builder *b, const char *name, const Node *iter_call) {
  ptrmap_put(&b->iterators, name, (void *)iter_call);
}

void build_comp_stmt(Builder *b, const Node *s) { build_stmt(b, s); }

Arena *build_comp_arena(const Builder *b) { return b->a; }

Diag *build_comp_diag(const Builder *b) { return b->d; }

FuncKind build_comp_func_kind(const Builder *b) { return b->f->kind; }
