/* AST construction helpers and the tables derived from AST_KINDS and AST_OPS. */
#include "ast.h"

#include <string.h>

Node *ast_new(Arena *a, AstKind kind, SrcLoc loc) {
  Node *n = arena_alloc(a, sizeof *n);
  n->kind = kind;
  n->loc = loc;
  return n;
}

void ast_append(Arena *a, NodeList *list, Node *n) {
  if (list->len == list->cap) {
    int cap = list->cap ? list->cap * 2 : 4;
    Node **v = arena_alloc(a, (size_t)cap * sizeof *v);
    if (list->len)
      memcpy(v, list->v, (size_t)list->len * sizeof *v);
    list->v = v;
    list->cap = cap;
  }
  list->v[list->len++] = n;
}

const char *ast_kind_name(AstKind k) {
  static const char *names[] = {
#define X(k, s) s,
      AST_KINDS(X)
#undef X
  };
  return k < AST_KIND_COUNT ? names[k] : "?";
}

const char *ast_op_name(AstOp op) {
  static const char *names[] = {
      "?",
#define X(o, s) s,
      AST_OPS(X)
#undef X
  };
  return op < OP_COUNT ? names[op] : "?";
}

Node *ast_binop(Arena *a, SrcLoc loc, AstOp op, Node *x, Node *y) {
  Node *n = ast_new(a, AST_BINOP, loc);
  n->bin.op = op;
  n->bin.lhs = x;
  n->bin.rhs = y;
  return n;
}

Node *ast_compare(Arena *a, SrcLoc loc, AstOp op, Node *x, Node *y) {
  Node *n = ast_new(a, AST_COMPARE, loc);
  ast_append(a, &n->cmp.operands, x);
  ast_append(a, &n->cmp.operands, y);
  n->cmp.ops = arena_alloc(a, sizeof *n->cmp.ops);
  n->cmp.ops[0] = op;
  return n;
}

Node *ast_subscript(Arena *a, SrcLoc loc, Node *value, Node *index) {
  Node *n = ast_new(a, AST_SUBSCRIPT, loc);
  n->sub.value = value;
  n->sub.index = index;
  return n;
}

static void visit_list(NodeList *l, AstVisit fn, void *ctx) {
  for (int k = 0; k < l->len; k++)
    if (l->v[k])
      fn(&l->v[k], ctx);
}

static void visit(Node **slot, AstVisit fn, void *ctx) {
  if (*slot)
    fn(slot, ctx);
}

void ast_visit_children(Node *n, AstVisit fn, void *ctx) {
  switch (n->kind) {
  case AST_NAME: case AST_INT: case AST_FLOAT: case AST_IMAG: case AST_STR: case AST_BYTES:
  case AST_TRUE: case AST_FALSE: case AST_NONE: case AST_ELLIPSIS: case AST_BREAK:
  case AST_CONTINUE: case AST_PASS: case AST_ALIAS: case AST_GLOBAL: case AST_NONLOCAL:
  case AST_IMPORT: case AST_IMPORTFROM: case AST_KIND_COUNT:
    break;
  case AST_FSTRING: visit_list(&n->fstring.parts, fn, ctx); break;
  case AST_FIELD: visit(&n->field.value, fn, ctx); visit(&n->field.spec, fn, ctx); break;
  case AST_BINOP: case AST_BOOLOP: visit(&n->bin.lhs, fn, ctx); visit(&n->bin.rhs, fn, ctx); break;
  case AST_UNARY: visit(&n->unary.operand, fn, ctx); break;
  case AST_COMPARE: visit_list(&n->cmp.operands, fn, ctx); break;
  case AST_IFEXP:
    visit(&n->ifexp.cond, fn, ctx);
    visit(&n->ifexp.then, fn, ctx);
    visit(&n->ifexp.els, fn, ctx);
    break;
  case AST_CALL:
    visit(&n->call.func, fn, ctx);
    visit_list(&n->call.args, fn, ctx);
    visit_list(&n->call.keywords, fn, ctx);
    break;
  case AST_KEYWORD: visit(&n->kw.value, fn, ctx); break;
  case AST_ATTR: visit(&n->attr.value, fn, ctx); break;
  case AST_SUBSCRIPT: visit(&n->sub.value, fn, ctx); visit(&n->sub.index, fn, ctx); break;
  case AST_SLICE:
    visit(&n->slice.lo, fn, ctx);
    visit(&n->slice.hi, fn, ctx);
    visit(&n->slice.step, fn, ctx);
    break;
  case AST_TUPLE: case AST_LIST: case AST_SET: case AST_DEL: visit_list(&n->seq.elts, fn, ctx); break;
  case AST_DICT: visit_list(&n->dict.keys, fn, ctx); visit_list(&n->dict.values, fn, ctx); break;
  case AST_LISTCOMP: case AST_SETCOMP: case AST_DICTCOMP: case AST_GENEXP:
    visit_list(&n->comp.gens, fn, ctx);
    visit(&n->comp.elt, fn, ctx);
    visit(&n->comp.value, fn, ctx);
    break;
  case AST_COMPFOR:
    visit(&n->gen.target, fn, ctx);
    visit(&n->gen.iter, fn, ctx);
    visit_list(&n->gen.ifs, fn, ctx);
    break;
  case AST_LAMBDA: visit_list(&n->lambda.params, fn, ctx); visit(&n->lambda.body, fn, ctx); break;
  case AST_YIELD: case AST_YIELDFROM: case AST_AWAIT: case AST_STARRED: case AST_EXPR_STMT:
  case AST_RETURN:
    visit(&n->wrap.value, fn, ctx);
    break;
  case AST_NAMEDEXPR: visit(&n->walrus.target, fn, ctx); visit(&n->walrus.value, fn, ctx); break;
  case AST_ASSIGN: visit_list(&n->assign.targets, fn, ctx); visit(&n->assign.value, fn, ctx); break;
  case AST_AUGASSIGN: visit(&n->aug.target, fn, ctx); visit(&n->aug.value, fn, ctx); break;
  case AST_ANNASSIGN:
    visit(&n->ann.target, fn, ctx);
    visit(&n->ann.annotation, fn, ctx);
    visit(&n->ann.value, fn, ctx);
    break;
  case AST_IF: case AST_WHILE:
    visit(&n->cond.cond, fn, ctx);
    visit_list(&n->cond.body, fn, ctx);
    visit_list(&n->cond.orelse, fn, ctx);
    break;
  case AST_FOR:
    visit(&n->loop.target, fn, ctx);
    visit(&n->loop.iter, fn, ctx);
    visit_list(&n->loop.body, fn, ctx);
    visit_list(&n->loop.orelse, fn, ctx);
    break;
  case AST_ASSERT: visit(&n->assert_.test, fn, ctx); visit(&n->assert_.msg, fn, ctx); break;
  case AST_RAISE: visit(&n->raise.exc, fn, ctx); visit(&n->raise.cause, fn, ctx); break;
  case AST_FUNCDEF:
    visit_list(&n->def.decorators, fn, ctx);
    visit_list(&n->def.params, fn, ctx);
    visit(&n->def.returns, fn, ctx);
    visit_list(&n->def.body, fn, ctx);
    break;
  case AST_PARAM: visit(&n->param.annotation, fn, ctx); visit(&n->param.def, fn, ctx); break;
  case AST_CLASSDEF:
    visit_list(&n->cls.decorators, fn, ctx);
    visit_list(&n->cls.bases, fn, ctx);
    visit_list(&n->cls.keywords, fn, ctx);
    visit_list(&n->cls.body, fn, ctx);
    break;
  case AST_TRY:
    visit_list(&n->try_.body, fn, ctx);
    visit_list(&n->try_.handlers, fn, ctx);
    visit_list(&n->try_.orelse, fn, ctx);
    visit_list(&n->try_.finalbody, fn, ctx);
    break;
  case AST_EXCEPT: visit(&n->handler.type, fn, ctx); visit_list(&n->handler.body, fn, ctx); break;
  case AST_WITH: visit_list(&n->with.items, fn, ctx); visit_list(&n->with.body, fn, ctx); break;
  case AST_WITHITEM: visit(&n->item.expr, fn, ctx); visit(&n->item.var, fn, ctx); break;
  case AST_MODULE: visit_list(&n->module.body, fn, ctx); break;
  }
}
