/* Fusion of array expressions (LANGUAGE.md §6.4): every elementwise
 * operation on arrays becomes a MAP instruction, and an operand that is
 * itself elementwise, used only there and computed in the same block, is
 * absorbed into it. `d = a * b + c` is then one MAP over a, b and c: one
 * loop and one allocation, the result, with no temporary arrays.
 *
 * Elementwise operations: operators on arrays (not @), comparisons, unary
 * operators, the NumPy functions that apply per element (np.sqrt,
 * np.where, np.maximum, ...), abs(), and calls of ufuncs. In-place
 * operators (a += b) write into their target and stay as they are. */
#include <string.h>

#include "ir.h"
#include "type_ufuncs.h"

static const Instr *fwd(const Instr *i) {
  i = ir_resolve(i);
  return i;
}

/* Whether call i is elementwise, and the builtin it applies (BI_NONE for
 * a ufunc of the program): a row marked ELEMWISE in ir/builtins.def. */
static bool elementwise_call(const Instr *i, BuiltinId *fn) {
  *fn = BI_NONE;
  if (i->nkw)
    return false; /* out=, dtype=, ... */
  if (i->callee)
    return i->callee->kind == FUNC_UFUNC;
  const Instr *c = fwd(i->ops.v[0]);
  if (!c->type || c->type->kind != TY_BUILTIN || c->type->id <= BI_NONE)
    return false;
  *fn = (BuiltinId)c->type->id;
  /* A ufunc given its out array by position (np.add(a, b, out)) writes it. */
  if (ufunc_has_loops(*fn) && i->ops.len - 1 > ufunc_nin(*fn))
    return false;
  return builtin_is_elementwise(*fn);
}

/* Whether i computes an array element by element (and which function). */
static bool elementwise(const Instr *i, BuiltinId *fn) {
  *fn = BI_NONE;
  if (!i->type || i->type->kind != TY_ARRAY || i->type->device)
    return false;
  switch (i->op) {
  case IR_BINARY: return i->imm.op != OP_MATMUL;
  case IR_UNARY: return true;
  case IR_COMPARE: return i->imm.op != OP_IN && i->imm.op != OP_NOTIN && i->imm.op != OP_IS && i->imm.op != OP_ISNOT;
  case IR_CALL: return elementwise_call(i, fn);
  default: return false;
  }
}

static int first_value_operand(const Instr *i) { return i->op == IR_CALL ? 1 : 0; }
static int last_value_operand(const Instr *i) { return i->ops.len - i->nkw; }

typedef struct {
  Module *m;
  const Instr *root;
  Instr *leaves[8];
  int nleaves;
  MapStep steps[MAP_MAX_STEPS];
  int nsteps;
  const Instr *done[MAP_MAX_STEPS];      /* instructions already made a step */
  int done_step[MAP_MAX_STEPS];
  Instr *absorbed[MAP_MAX_STEPS];
  int nabsorbed;
} Fuser;

/* Whether o can be absorbed into the MAP of root: elementwise, in the same
 * block, and used by nothing else. */
static bool absorbable(const Fuser *fz, const Instr *o, const Instr *user) {
  BuiltinId fn;
  if (!elementwise(o, &fn) || o->block != fz->root->block || o->users.len == 0)
    return false;
  for (int k = 0; k < o->users.len; k++)
    if (o->users.v[k] != user)
      return false;
  /* Computing o later, at the root, must not change its value or move it
   * past anything with an effect: a store into an array it reads, a call
   * (time.perf_counter around a timed expression). */
  for (const Instr *i = o->next; i && i != fz->root; i = i->next) {
    BuiltinId f2;
    if ((ir_op_flags(i->op) & IRF_EFFECT) && !elementwise(i, &f2))
      return false;
  }
  return true;
}

static int value_of(Fuser *fz, Instr *o, const Instr *user);

/* The step computing i; returns its value number, or -1 when the program
 * would be too big (then nothing is fused past this point). */
static int step_of(Fuser *fz, Instr *i) {
  for (int k = 0; k < fz->nabsorbed; k++)
    if (fz->done[k] == i)
      return fz->done_step[k];
  BuiltinId fn;
  elementwise(i, &fn);
  MapStep s = {0};
  s.op = i->op;
  s.aop = i->imm.op;
  s.fn = fn;
  s.callee = i->op == IR_CALL ? i->callee : NULL;
  s.type = i->type->elem;
  s.loc = i->loc;
  for (int k = first_value_operand(i); k < last_value_operand(i); k++) {
    if (s.nargs == 8)
      return -1;
    int v = value_of(fz, i->ops.v[k], i);
    if (v < 0)
      return -1;
    s.args[s.nargs++] = v;
  }
  if (fz->nsteps == MAP_MAX_STEPS)
    return -1;
  fz->steps[fz->nsteps] = s;
  return 1000 + fz->nsteps++;
}

/* The value number of operand o of user: a step when o is absorbed, else
 * an input (the MAP's operands are deduplicated). Steps are numbered from
 * 1000 until the inputs are known. */
static int value_of(Fuser *fz, Instr *o, const Instr *user) {
  o = (Instr *)fwd(o);
  if (absorbable(fz, o, user) && fz->nabsorbed < MAP_MAX_STEPS) {
    for (int k = 0; k < fz->nabsorbed; k++)
      if (fz->absorbed[k] == o)
        return fz->done_step[k];
    int v = step_of(fz, o);
    if (v < 0)
      return -1;
    fz->absorbed[fz->nabsorbed] = o;
    fz->done[fz->nabsorbed] = o;
    fz->done_step[fz->nabsorbed++] = v;
    return v;
  }
  for (int k = 0; k < fz->nleaves; k++)
    if (fz->leaves[k] == o)
      return k;
  if (fz->nleaves == 8)
    return -1;
  fz->leaves[fz->nleaves] = o;
  return fz->nleaves++;
}

/* Replaces root by a MAP that absorbs what it can; returns the MAP (or
 * root, unchanged, when the expression is too big to fuse). */
static Instr *fuse(Module *m, Instr *root) {
  Fuser fz = {0};
  fz.m = m;
  fz.root = root;
  if (step_of(&fz, root) < 0)
    return root;
  /* Renumber: inputs 0..n-1, steps n.. */
  MapProgram *p = arena_alloc(m->arena, sizeof *p + (size_t)fz.nsteps * sizeof(MapStep));
  p->nsteps = fz.nsteps;
  for (int k = 0; k < fz.nsteps; k++) {
    p->steps[k] = fz.steps[k];
    for (int j = 0; j < p->steps[k].nargs; j++)
      if (p->steps[k].args[j] >= 1000)
        p->steps[k].args[j] = p->steps[k].args[j] - 1000 + fz.nleaves;
  }
  Instr *map = ir_insert_before(root, IR_MAP, root->loc, fz.nleaves, fz.leaves);
  map->type = root->type;
  map->map = p;
  map->id = root->id;
  ir_replace_and_remove(root, map);
  /* The absorbed operations are dead now. They were recorded inner ones
   * first, so the outer ones go first, and each one's users are gone when
   * it goes. */
  for (int k = fz.nabsorbed - 1; k >= 0; k--)
    if (fz.absorbed[k]->users.len == 0)
      ir_remove(fz.absorbed[k]);
  return map;
}

void ir_fuse_module(Module *m) {
  for (Func *f = m->funcs; f; f = f->next_in_module) {
    if (f->gpu)
      continue;
    for (Block *b = f->entry; b; b = b->next_in_func) {
      /* From the last instruction back: an expression's outermost
       * operation is seen first and absorbs the rest. */
      for (Instr *i = b->last; i;) {
        BuiltinId fn;
        /* What fuse() absorbed is gone: go on before the MAP. */
        if (elementwise(i, &fn))
          i = fuse(m, i);
        i = i->prev;
      }
    }
  }
}
