/* The IR verifier rejects broken IR: a use its definition does not
 * dominate, a block without a terminator, a phi with the wrong number of
 * operands, a type mismatch; and accepts IR the builder makes. */
#include <criterion/criterion.h>
#include <string.h>

#include "harness.h"
#include "ir.h"
#include "parser.h"

static Harness h;
static Module *m;

static void setup(void) {
  harness_init(&h, "");
  types_init();
  m = ir_module_new(h.arena, &h.diag, h.src, strtab_new(h.arena), NULL);
}

static void teardown(void) {
  types_free();
  harness_free(&h);
}

TestSuite(verify, .init = setup, .fini = teardown);

static const SrcLoc here = {1, 1, 1, 1};

static Instr *const_int(Block *b, int64_t v) {
  Instr *i = ir_append(b, IR_CONST_INT, here, 0, NULL);
  i->imm.i = v;
  return i;
}

static Instr *jump(Block *from, Block *to) {
  Instr *j = ir_append(from, IR_JUMP, here, 0, NULL);
  j->target[0] = to;
  ir_block_add_pred(to, from);
  return j;
}

static void branch(Block *from, Instr *cond, Block *t, Block *f) {
  Instr *br = ir_append(from, IR_BRANCH, here, 1, &cond);
  br->target[0] = t;
  br->target[1] = f;
  ir_block_add_pred(t, from);
  ir_block_add_pred(f, from);
}

/* entry: c = True; branch c, then, join.  then: x = 1; jump join.
 * join: return x  -- x is defined only on one path. */
Test(verify, rejects_a_use_not_dominated_by_its_definition) {
  Func *f = ir_func_new(m, "f", FUNC_JIT, NULL);
  Block *entry = ir_block_new(f), *then = ir_block_new(f), *join = ir_block_new(f);
  Instr *c = ir_append(entry, IR_CONST_BOOL, here, 0, NULL);
  branch(entry, c, then, join);
  Instr *x = const_int(then, 1);
  jump(then, join);
  ir_append(join, IR_RETURN, here, 1, &x);
  cr_expect_gt(ir_verify_func(f, &h.diag), 0);
  cr_expect(strstr(h.messages.data, "is not defined on every path to this use") != NULL, "%s",
            h.messages.data);
}

Test(verify, rejects_a_block_without_terminator) {
  Func *f = ir_func_new(m, "f", FUNC_JIT, NULL);
  Block *entry = ir_block_new(f);
  const_int(entry, 1);
  cr_expect_gt(ir_verify_func(f, &h.diag), 0);
  cr_expect(strstr(h.messages.data, "does not end in a terminator") != NULL, "%s", h.messages.data);
}

/* Broken IR is the compiler's fault, not the program's: the problems count
 * as internal errors (arrc exits 70 and asks for a report), and the message
 * says so. */
Test(verify, reports_problems_as_internal_errors) {
  Func *f = ir_func_new(m, "f", FUNC_JIT, NULL);
  Block *entry = ir_block_new(f);
  const_int(entry, 1);
  int problems = ir_verify_func(f, &h.diag);
  cr_expect_gt(problems, 0);
  cr_expect_eq(h.diag.internal_errors, problems);
  cr_expect_eq(h.diag.errors, problems);
  cr_expect(strstr(h.messages.data, ": internal error: IR of 'f' is broken") != NULL, "%s",
            h.messages.data);
}

Test(verify, rejects_a_phi_with_too_few_operands) {
  Func *f = ir_func_new(m, "f", FUNC_JIT, NULL);
  Block *entry = ir_block_new(f), *a = ir_block_new(f), *join = ir_block_new(f);
  Instr *c = ir_append(entry, IR_CONST_BOOL, here, 0, NULL);
  branch(entry, c, a, join);
  jump(a, join);
  Instr *phi = ir_insert_phi(join, here);
  ir_add_operand(phi, c);
  ir_append(join, IR_RETURN, here, 1, &phi);
  cr_expect_gt(ir_verify_func(f, &h.diag), 0);
  cr_expect(strstr(h.messages.data, "a phi with 1 operands in a block with 2 predecessors") != NULL,
            "%s", h.messages.data);
}

Test(verify, rejects_a_type_mismatch) {
  Func *f = ir_func_new(m, "f", FUNC_JIT, NULL);
  f->param_types = (const Type **)arena_alloc(h.arena, sizeof(Type *));
  f->ret_type = ty_float64;
  Block *entry = ir_block_new(f), *t = ir_block_new(f), *e = ir_block_new(f);
  Instr *x = const_int(entry, 3);
  x->type = ty_int64;
  /* A branch on an int64, and a return of int64 from a float64 function. */
  Instr *br = ir_append(entry, IR_BRANCH, here, 1, &x);
  br->type = ty_void;
  br->target[0] = t;
  br->target[1] = e;
  ir_block_add_pred(t, entry);
  ir_block_add_pred(e, entry);
  Instr *r1 = ir_append(t, IR_RETURN, here, 1, &x);
  r1->type = ty_void;
  Instr *r2 = ir_append(e, IR_RETURN, here, 1, &x);
  r2->type = ty_void;
  cr_expect_gt(ir_verify_func(f, &h.diag), 0);
  cr_expect(strstr(h.messages.data, "branch condition of type int64, expected bool") != NULL, "%s",
            h.messages.data);
  cr_expect(strstr(h.messages.data, "returns int64 from a function whose result is float64") != NULL,
            "%s", h.messages.data);
}

Test(verify, rejects_an_edge_missing_from_the_predecessors) {
  Func *f = ir_func_new(m, "f", FUNC_JIT, NULL);
  Block *entry = ir_block_new(f), *next = ir_block_new(f);
  Instr *j = ir_append(entry, IR_JUMP, here, 0, NULL);
  j->target[0] = next;
  ir_append(next, IR_RETURN, here, 0, NULL);
  cr_expect_gt(ir_verify_func(f, &h.diag), 0);
  cr_expect(strstr(h.messages.data, "does not list it as a predecessor") != NULL, "%s", h.messages.data);
}

/* The builder's IR for loops, branches, short-circuits and comprehensions,
 * typed by inference, passes the verifier. */
Test(verify, accepts_built_and_typed_ir) {
  const char *text =
      "from numba import njit\n"
      "@njit\n"
      "def f(n):\n"
      "    total = 0\n"
      "    for i in range(n):\n"
      "        if i % 2 == 0 and i > 2 or 0 <= i < 1:\n"
      "            total += i\n"
      "        else:\n"
      "            total = total * 2.5\n"
      "    while total > 100:\n"
      "        total -= 1\n"
      "        if total < 50:\n"
      "            break\n"
      "    sq = [k * k for k in range(n) if k > 1]\n"
      "    return total if n > 0 else float(len(sq))\n"
      "print(f(10))\n";
  Source *src = source_new(h.arena, "t.arr", text, strlen(text));
  h.diag.src = src;
  Node *ast = parse_source(h.arena, &h.diag, src, m->names);
  Module *mod = ir_module_new(h.arena, &h.diag, src, m->names, ast);
  cr_assert(ir_infer_module(mod), "%s", h.messages.data);
  cr_expect_eq(ir_verify_module(mod, &h.diag), 0, "%s", h.messages.data);
  const Func *f = mod->funcs->next_in_module;
  cr_assert(f != NULL);
  cr_expect_str_eq(f->ret_type->name, "float64");
  cr_expect_str_eq(f->param_types[0]->name, "int64");
}
