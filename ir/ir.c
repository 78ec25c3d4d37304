/* Creating and editing IR: modules, functions, blocks, instructions, and the
 * use lists that SSA construction and later passes rely on. */
#include "ir.h"

#include <string.h>

static const struct {
  const char *name;
  int nops;
  unsigned flags;
} op_table[] = {
#define IR_OP(name, text, nops, flags) {text, nops, flags},
#include "ops.h"
#undef IR_OP
};

const char *ir_op_name(Opcode op) { return op < IR_OP_COUNT ? op_table[op].name : "?"; }
int ir_op_arity(Opcode op) { return op_table[op].nops; }
unsigned ir_op_flags(Opcode op) { return op_table[op].flags; }

const char *ir_func_kind_name(FuncKind k) {
  static const char *names[] = {"entry", "host", "jit", "ufunc", "kernel", "device"};
  return names[k];
}

Module *ir_module_new(Arena *a, Diag *d, const Source *src, StrTab *names, const Node *ast) {
  Module *m = arena_alloc(a, sizeof *m);
  m->arena = a;
  m->diag = d;
  m->src = src;
  m->names = names;
  m->ast = ast;
  return m;
}

Func *ir_func_new(Module *m, const char *name, FuncKind kind, const Node *def) {
  Func *f = arena_alloc(m->arena, sizeof *f);
  f->name = name;
  f->kind = kind;
  f->def = def;
  f->module = m;
  if (m->funcs_tail)
    m->funcs_tail->next_in_module = f;
  else
    m->funcs = f;
  m->funcs_tail = f;
  return f;
}

Block *ir_block_new(Func *f) {
  Block *b = arena_alloc(f->module->arena, sizeof *b);
  b->id = f->nblocks++;
  b->func = f;
  if (f->blocks_tail)
    f->blocks_tail->next_in_func = b;
  else
    f->entry = b;
  f->blocks_tail = b;
  return b;
}

static void list_push(Arena *a, InstrList *l, Instr *i) {
  if (l->len == l->cap) {
    int cap = l->cap ? l->cap * 2 : 4;
    Instr **v = arena_alloc(a, (size_t)cap * sizeof *v);
    if (l->len)
      memcpy(v, l->v, (size_t)l->len * sizeof *v);
    l->v = v;
    l->cap = cap;
  }
  l->v[l->len++] = i;
}

/* Removes one occurrence of i from l. */
static void list_remove_one(InstrList *l, const Instr *i) {
  for (int k = 0; k < l->len; k++) {
    if (l->v[k] == i) {
      memmove(&l->v[k], &l->v[k + 1], (size_t)(l->len - k - 1) * sizeof *l->v);
      l->len--;
      return;
    }
  }
}

void ir_block_add_pred(Block *b, Block *pred) {
  Arena *a = b->func->module->arena;
  if (b->npreds == b->cap_preds) {
    int cap = b->cap_preds ? b->cap_preds * 2 : 2;
    Block **v = arena_alloc(a, (size_t)cap * sizeof *v);
    if (b->npreds)
      memcpy(v, b->preds, (size_t)b->npreds * sizeof *v);
    b->preds = v;
    b->cap_preds = cap;
  }
  b->preds[b->npreds++] = pred;
}

static Instr *instr_new(Block *b, Opcode op, SrcLoc loc) {
  Func *f = b->func;
  Instr *i = arena_alloc(f->module->arena, sizeof *i);
  i->op = op;
  i->id = f->next_value_id++;
  i->loc = loc;
  i->block = b;
  return i;
}

void ir_add_operand(Instr *i, Instr *op) {
  Arena *a = i->block->func->module->arena;
  list_push(a, &i->ops, op);
  list_push(a, &op->users, i);
}

void ir_set_operand(Instr *i, int k, Instr *op) {
  Instr *old = i->ops.v[k];
  if (old == op)
    return;
  list_remove_one(&old->users, i);
  i->ops.v[k] = op;
  list_push(i->block->func->module->arena, &op->users, i);
}

Instr *ir_append(Block *b, Opcode op, SrcLoc loc, int nops, Instr *const *ops) {
  Instr *i = instr_new(b, op, loc);
  for (int k = 0; k < nops; k++)
    ir_add_operand(i, ops[k]);
  i->prev = b->last;
  if (b->last)
    b->last->next = i;
  else
    b->first = i;
  b->last = i;
  return i;
}

Instr *ir_insert_before(Instr *at, Opcode op, SrcLoc loc, int nops, Instr *const *ops) {
  Block *b = at->block;
  Instr *i = instr_new(b, op, loc);
  for (int k = 0; k < nops; k++)
    ir_add_operand(i, ops[k]);
  i->next = at;
  i->prev = at->prev;
  if (at->prev)
    at->prev->next = i;
  else
    b->first = i;
  at->prev = i;
  return i;
}

void ir_clear_operands(Instr *i) {
  for (int k = 0; k < i->ops.len; k++)
    list_remove_one(&i->ops.v[k]->users, i);
  i->ops.len = 0;
}

Instr *ir_insert_phi(Block *b, SrcLoc loc) {
  Instr *i = instr_new(b, IR_PHI, loc);
  i->next = b->first;
  if (b->first)
    b->first->prev = i;
  else
    b->last = i;
  b->first = i;
  return i;
}

void ir_remove(Instr *i) {
  ir_clear_operands(i);
  Block *b = i->block;
  if (i->prev)
    i->prev->next = i->next;
  else
    b->first = i->next;
  if (i->next)
    i->next->prev = i->prev;
  else
    b->last = i->prev;
  i->prev = i->next = NULL;
  /* A removed instruction belongs to no block, so that the verifier can
   * tell an operand that still names it ("operand is a removed
   * instruction") from a live one. */
  i->block = NULL;
}

static void note_assigned(Arena *a, Instr *v, const char *name) {
  for (const VarName *n = v->assigned; n; n = n->next)
    if (n->name == name)
      return;
  VarName *n = arena_alloc(a, sizeof *n);
  n->name = name;
  n->next = v->assigned;
  v->assigned = n;
}

void ir_note_assigned(Instr *v, const char *name) { note_assigned(v->block->func->module->arena, v, name); }

void ir_replace_and_remove(Instr *from, Instr *to) {
  /* The variables assigned the old value are assigned the new one. */
  for (const VarName *n = from->assigned; n; n = n->next)
    note_assigned(from->block->func->module->arena, to, n->name);
  /* Copy the users first: updating operands edits from->users. */
  int n = from->users.len;
  Instr **users = arena_alloc(from->block->func->module->arena, (size_t)(n + 1) * sizeof *users);
  if (n)
    memcpy(users, from->users.v, (size_t)n * sizeof *users);
  for (int k = 0; k < n; k++) {
    Instr *u = users[k];
    for (int j = 0; j < u->ops.len; j++)
      if (u->ops.v[j] == from)
        ir_set_operand(u, j, to);
  }
  ir_remove(from);
}

Instr *ir_terminator(const Block *b) {
  return b->last && (ir_op_flags(b->last->op) & IRF_TERMINATOR) ? b->last : NULL;
}

/* Iterative depth-first search, so that long functions cannot exhaust the C
 * stack. A branch's false side is searched first, which puts its true side
 * (a loop's body, an if's then) first in the reverse postorder, as in the
 * source. */
int ir_dominator_order(const Func *f, Block **out) {
  Arena *a = f->module->arena;
  int n = f->nblocks;
  bool *seen = arena_alloc(a, (size_t)n + 1);
  memset(seen, 0, (size_t)n + 1);
  Block **stack = arena_alloc(a, ((size_t)n + 1) * sizeof *stack);
  int *next_succ = arena_alloc(a, ((size_t)n + 1) * sizeof *next_succ);
  Block **post = arena_alloc(a, ((size_t)n + 1) * sizeof *post);
  int sp = 0, npost = 0;
  stack[sp] = f->entry;
  next_succ[sp++] = 0;
  seen[f->entry->id] = true;
  while (sp) {
    Block *b = stack[sp - 1];
    const Instr *t = ir_terminator(b);
    int nsucc = !t ? 0 : t->op == IR_JUMP ? 1 : t->op == IR_BRANCH ? 2 : 0;
    if (next_succ[sp - 1] == nsucc) {
      post[npost++] = b;
      sp--;
      continue;
    }
    Block *s = t->target[nsucc - 1 - next_succ[sp - 1]++];
    if (!seen[s->id]) {
      seen[s->id] = true;
      stack[sp] = s;
      next_succ[sp++] = 0;
    }
  }
  int count = 0;
  for (int k = npost - 1; k >= 0; k--)
    out[count++] = post[k];
  for (Block *b = f->entry; b; b = b->next_in_func)
    if (!seen[b->id])
      out[count++] = b;
  return count;
}

BuiltinId ir_called_builtin(const Instr *call) {
  if (call->op != IR_CALL || call->ops.len == 0)
    return BI_NONE;
  const Type *t = ir_resolve(call->ops.v[0])->type;
  return t && t->kind == TY_BUILTIN && t->id > BI_NONE ? (BuiltinId)t->id : BI_NONE;
}
