/* try statements (LANGUAGE.md, docs/language.md "Exceptions").
 *
 *   try: BODY except E as e: H else: ELSE finally: FIN
 *
 * becomes, for the except part,
 *
 *   %t = try.enter; branch %t, body, dispatch
 *   body:     BODY; try.leave; ELSE; jump after
 *   dispatch: exc.match E -> h, next ... ; no match: reraise
 *   h:        e = exc.value; H; exc.end; jump after
 *
 * and a finally clause wraps all of it in one more try statement whose
 * handler runs FIN and raises again: FIN is built twice, once on the way
 * out without an exception and once on the way out with one, as CPython
 * compiles it. return, break and continue inside leave the try statements
 * and handlers they cross (build_try_unwind), running the finally clauses
 * on the way.
 *
 * The dispatch block's only predecessor is the block of try.enter, so
 * the SSA builder reads the variables there; a variable the body assigns
 * is a try.restore instead, which reads the value the last try.save of
 * the body stored in memory (a try.save follows each assignment), so that
 * the handlers see its latest value (docs/architecture.md "Exceptions"). */
#include <string.h>

#include "build_try.h"

typedef enum { CLEANUP_FRAME, CLEANUP_HANDLER, CLEANUP_FINALLY } CleanupKind;

/* A value the body of a try statement gave a variable. */
typedef struct {
  const char *name;
  Instr *value;
} Write;

/* One thing a return, break or continue has to undo on its way out. */
typedef struct {
  CleanupKind kind;
  int loop_depth;          /* the loops around the try statement */
  const NodeList *finally; /* CLEANUP_FINALLY: the clause to run */
  Instr *closes;           /* CLEANUP_FINALLY of a with statement: the file it closes */
  const char *name;        /* CLEANUP_HANDLER: the name `as` binds, or NULL */
  Write *writes;           /* CLEANUP_FRAME: the values the body gave variables */
  Instr *enter;            /* CLEANUP_FRAME: the statement's try.enter */
  int nwrites, cap_writes;
} Cleanup;

struct TryState {
  Cleanup *v;
  int len, cap;
};

static struct TryState *state(Builder *b) {
  struct TryState **t = builder_tries(b);
  if (!*t) {
    *t = arena_alloc(builder_arena(b), sizeof **t);
    memset(*t, 0, sizeof **t);
  }
  return *t;
}

static void push(Builder *b, CleanupKind kind, const NodeList *finally, const char *name) {
  struct TryState *t = state(b);
  t->v = arena_reserve(builder_arena(b), t->v, t->len, &t->cap, sizeof *t->v);
  t->v[t->len++] = (Cleanup){kind, builder_loop_depth(b), finally, NULL, name, NULL, NULL, 0, 0};
}

/* The end of a with statement: its file's close(). */
static void emit_close(Builder *b, Instr *file, SrcLoc loc, bool on_exception) {
  if (!builder_current(b))
    return;
  Instr *exit = builder_emit(b, IR_WITH_EXIT, loc, 1, &file);
  exit->imm.i = on_exception;
}

static void pop(Builder *b) { state(b)->len--; }

static void push_frame(Builder *b, Instr *enter) {
  push(b, CLEANUP_FRAME, NULL, NULL);
  state(b)->v[state(b)->len - 1].enter = enter;
}

/* Leaves the try statement of try.enter `enter` without an exception. */
static void emit_leave(Builder *b, Instr *enter, SrcLoc loc) {
  if (builder_current(b))
    builder_emit(b, IR_TRY_LEAVE, loc, 1, &enter);
}

static void emit0(Builder *b, Opcode op, SrcLoc loc) {
  if (builder_current(b))
    builder_emit(b, op, loc, 0, NULL);
}

void build_try_unwind(Builder *b, int loop_depth) {
  struct TryState *t = state(b);
  int saved = t->len;
  SrcLoc loc = builder_func(b)->def->loc;
  for (int k = t->len - 1; k >= 0 && builder_current(b); k--) {
    Cleanup c = t->v[k];
    if (c.loop_depth < loop_depth)
      break;
    switch (c.kind) {
    case CLEANUP_FRAME: emit_leave(b, c.enter, loc); break;
    case CLEANUP_HANDLER: emit0(b, IR_EXC_END, loc); break;
    case CLEANUP_FINALLY:
      /* A return inside the finally clause itself leaves only what is
       * around the clause. */
      t->len = k;
      if (c.closes)
        emit_close(b, c.closes, loc, false);
      else
        builder_statements(b, c.finally);
      break;
    }
  }
  t->len = saved;
}

/* imm.i 1 marks the raise a try statement adds after its handlers. */
static void reraise(Builder *b, const Node *s, bool implicit) {
  Instr *r = builder_emit(b, IR_RERAISE, s->loc, 0, NULL);
  r->imm.i = implicit;
  builder_set_current(b, NULL);
}

void build_reraise(Builder *b, const Node *s) { reraise(b, s, false); }

/* Tests the exception's class against one class expression of an except
 * clause: a match goes to `matched`, anything else on to a new block,
 * which is returned (the builder is left there). */
static Block *test_class(Builder *b, const Node *cls, Block *matched) {
  Instr *c = builder_expression(b, cls);
  Instr *m = builder_emit(b, IR_EXC_MATCH, cls->loc, 1, &c);
  Block *next = builder_new_block(b);
  builder_branch(b, m, matched, next, cls->loc);
  builder_seal(b, next);
  builder_set_current(b, next);
  return next;
}

static void build_handler(Builder *b, const Node *h, Block *after) {
  Block *hb = builder_new_block(b);
  const Node *type = h->handler.type;
  if (!type) {
    builder_jump(b, hb, h->loc);
  } else if (type->kind == AST_TUPLE) {
    for (int k = 0; k < type->seq.elts.len; k++)
      test_class(b, type->seq.elts.v[k], hb);
  } else {
    test_class(b, type, hb);
  }
  Block *next = builder_current(b);
  builder_seal(b, hb);
  builder_set_current(b, hb);
  if (h->handler.name) {
    Instr *v = builder_emit(b, IR_EXC_VALUE, h->loc, 0, NULL);
    v->imm.i = 0;
    v->var = h->handler.name;
    builder_assign_local(b, h->handler.name, v);
  }
  push(b, CLEANUP_HANDLER, NULL, h->handler.name);
  builder_statements(b, &h->handler.body);
  pop(b);
  emit0(b, IR_EXC_END, h->loc);
  builder_jump(b, after, h->loc);
  builder_set_current(b, next);
}

void build_try_note_write(Builder *b, const char *name, Instr *v) {
  struct TryState *t = state(b);
  if (v->op == IR_UNDEF || !builder_is_local(b, name))
    return;
  for (int k = 0; k < t->len; k++) {
    Cleanup *c = &t->v[k];
    if (c->kind != CLEANUP_FRAME)
      continue;
    c->writes = arena_reserve(builder_arena(b), c->writes, c->nwrites, &c->cap_writes, sizeof *c->writes);
    c->writes[c->nwrites++] = (Write){name, v};
    Instr *save = builder_emit(b, IR_TRY_SAVE, v->loc, 2, (Instr *[]){v, c->enter});
    save->var = name;
  }
}

/* At the start of a try statement's handlers: each variable its body
 * assigns is a try.restore of its value at try.enter and the body's
 * values (whose types it unifies), so the handlers see the latest one
 * (codegen/exceptions.c keeps it in memory across the jump: try.enter and
 * each try.save store it there). */
static void restore_variables(Builder *b, const Cleanup *frame, SrcLoc loc) {
  for (int k = 0; k < frame->nwrites; k++) {
    const char *name = frame->writes[k].name;
    bool first = true;
    for (int j = 0; j < k && first; j++)
      first = frame->writes[j].name != name;
    if (!first)
      continue;
    Instr *entry = builder_read_local(b, name, loc);
    if (entry->op == IR_UNDEF)
      continue;
    Instr *r = builder_emit(b, IR_TRY_RESTORE, loc, 1, &entry);
    r->var = name;
    for (int j = k; j < frame->nwrites; j++) {
      Instr *v = frame->writes[j].value;
      bool seen = v == entry;
      for (int o = 0; o < r->ops.len && !seen; o++)
        seen = r->ops.v[o] == v;
      if (frame->writes[j].name == name && !seen)
        ir_add_operand(r, v);
    }
    if (r->ops.len == 1)
      ir_replace_and_remove(r, entry);
    else
      builder_assign_local(b, name, r);
  }
}

/* Marks the blocks made since `first` (in the order of construction)
 * as inside a try statement whose exceptions go to `handler`: those not
 * already inside an inner one, and not the statement's own dispatch and
 * after blocks. */
static void mark_region(Block *first, Block *handler, Block *after) {
  for (Block *blk = first; blk; blk = blk->next_in_func)
    if (!blk->handler && blk != handler && blk != after)
      blk->handler = handler;
}

/* try/except/else without finally. */
static void build_try_except(Builder *b, const Node *s) {
  Instr *entered = builder_emit(b, IR_TRY_ENTER, s->loc, 0, NULL);
  Block *body = builder_new_block(b), *dispatch = builder_new_block(b), *after = builder_new_block(b);
  builder_branch(b, entered, body, dispatch, s->loc);
  builder_seal(b, body);
  builder_seal(b, dispatch);
  builder_set_current(b, body);
  push_frame(b, entered);
  builder_statements(b, &s->try_.body);
  Cleanup frame = state(b)->v[state(b)->len - 1];
  pop(b);
  mark_region(body, dispatch, after);
  emit_leave(b, entered, s->loc);
  builder_statements(b, &s->try_.orelse);
  builder_jump(b, after, s->loc);
  builder_set_current(b, dispatch);
  restore_variables(b, &frame, s->loc);
  for (int k = 0; k < s->try_.handlers.len && builder_current(b); k++)
    build_handler(b, s->try_.handlers.v[k], after);
  if (builder_current(b))
    reraise(b, s, true);
  builder_seal(b, after);
  builder_set_current(b, after->npreds ? after : NULL);
}

void build_try(Builder *b, const Node *s) {
  if (!s->try_.finalbody.len) {
    build_try_except(b, s);
    return;
  }
  Instr *entered = builder_emit(b, IR_TRY_ENTER, s->loc, 0, NULL);
  Block *body = builder_new_block(b), *failed = builder_new_block(b), *after = builder_new_block(b);
  builder_branch(b, entered, body, failed, s->loc);
  builder_seal(b, body);
  builder_seal(b, failed);
  builder_set_current(b, body);
  push(b, CLEANUP_FINALLY, &s->try_.finalbody, NULL);
  push_frame(b, entered);
  if (s->try_.handlers.len) {
    build_try_except(b, s);
  } else {
    builder_statements(b, &s->try_.body);
    builder_statements(b, &s->try_.orelse);
  }
  Cleanup frame = state(b)->v[state(b)->len - 1];
  pop(b);
  pop(b);
  mark_region(body, failed, after);
  emit_leave(b, entered, s->loc);
  builder_statements(b, &s->try_.finalbody);
  builder_jump(b, after, s->loc);
  /* With an exception: the finally clause, then the exception again,
   * unless the clause returns, breaks or continues (which drops it). */
  builder_set_current(b, failed);
  restore_variables(b, &frame, s->loc);
  push(b, CLEANUP_HANDLER, NULL, NULL);
  builder_statements(b, &s->try_.finalbody);
  pop(b);
  if (builder_current(b))
    reraise(b, s, true);
  builder_seal(b, after);
  builder_set_current(b, after->npreds ? after : NULL);
}

Instr *build_exception_call(Builder *b, const Node *call) {
  const Node *fn = call->call.func;
  if (fn->kind != AST_NAME || (strcmp(fn->name.id, "repr") != 0 && strcmp(fn->name.id, "str") != 0) ||
      builder_is_local(b, fn->name.id) ||
      call->call.args.len != 1 || call->call.keywords.len)
    return NULL;
  const Node *arg = call->call.args.v[0];
  struct TryState *t = state(b);
  /* The innermost handler's exception is the one being handled, unless a
   * try statement inside the handler is running. */
  if (arg->kind != AST_NAME || !t->len || t->v[t->len - 1].kind != CLEANUP_HANDLER || !t->v[t->len - 1].name ||
      strcmp(t->v[t->len - 1].name, arg->name.id) != 0)
    return NULL;
  Instr *v = builder_emit(b, IR_EXC_VALUE, call->loc, 0, NULL);
  v->imm.i = fn->name.id[0] == 'r';
  return v;
}

/* Each item is a try statement whose finally clause closes the item's
 * file; the next item and finally the body are inside it. */
static void build_with_items(Builder *b, const Node *s, int k) {
  if (k == s->with.items.len) {
    builder_statements(b, &s->with.body);
    return;
  }
  const Node *item = s->with.items.v[k];
  Instr *file = builder_expression(b, item->item.expr);
  if (item->item.var)
    builder_assign(b, item->item.var, file);
  if (!builder_current(b))
    return;
  Instr *entered = builder_emit(b, IR_TRY_ENTER, item->loc, 0, NULL);
  Block *body = builder_new_block(b), *failed = builder_new_block(b), *after = builder_new_block(b);
  builder_branch(b, entered, body, failed, item->loc);
  builder_seal(b, body);
  builder_seal(b, failed);
  builder_set_current(b, body);
  push(b, CLEANUP_FINALLY, NULL, NULL);
  state(b)->v[state(b)->len - 1].closes = file;
  push_frame(b, entered);
  build_with_items(b, s, k + 1);
  pop(b);
  pop(b);
  mark_region(body, failed, after);
  emit_leave(b, entered, item->loc);
  emit_close(b, file, item->loc, false);
  builder_jump(b, after, item->loc);
  builder_set_current(b, failed);
  push(b, CLEANUP_HANDLER, NULL, NULL);
  emit_close(b, file, item->loc, true);
  pop(b);
  reraise(b, s, true);
  builder_seal(b, after);
  builder_set_current(b, after->npreds ? after : NULL);
}

void build_with(Builder *b, const Node *s) {
  if (!build_objmode(b, s))
    build_with_items(b, s, 0);
}
