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
