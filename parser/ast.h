/* The abstract syntax tree. Nodes live in the compilation's arena. Every
 * construct of Python the lexer can tokenize has a node, including the ones
 * arrc rejects (class, lambda, try, ...): a later phase reports "not
 * supported" at the node's location instead of the parser failing. */
#ifndef ARRC_AST_H
#define ARRC_AST_H

#include "diag.h"

/* X(kind, dump-name) */
#define AST_KINDS(X)                                                   \
  /* expressions */                                                    \
  X(NAME, "name") X(INT, "int") X(FLOAT, "float") X(IMAG, "imag")      \
  X(STR, "str") X(BYTES, "bytes") X(FSTRING, "fstring")                \
  X(FIELD, "field") X(TRUE, "True") X(FALSE, "False") X(NONE, "None")  \
  X(ELLIPSIS, "...") X(BINOP, "binop") X(UNARY, "unary")               \
  X(BOOLOP, "boolop") X(COMPARE, "compare") X(IFEXP, "ifexp")          \
  X(CALL, "call") X(KEYWORD, "kw") X(ATTR, "attr")                     \
  X(SUBSCRIPT, "index") X(SLICE, "slice") X(TUPLE, "tuple")            \
  X(LIST, "list") X(SET, "set") X(DICT, "dict")                        \
  X(LISTCOMP, "listcomp") X(SETCOMP, "setcomp")                        \
  X(DICTCOMP, "dictcomp") X(GENEXP, "genexp") X(COMPFOR, "for")        \
  X(LAMBDA, "lambda") X(YIELD, "yield") X(YIELDFROM, "yield-from")     \
  X(AWAIT, "await") X(STARRED, "star") X(NAMEDEXPR, "walrus")          \
  /* statements */                                                     \
  X(EXPR_STMT, "expr") X(ASSIGN, "=") X(AUGASSIGN, "augassign")        \
  X(ANNASSIGN, "annassign") X(IF, "if") X(WHILE, "while")              \
  X(FOR, "for") X(BREAK, "break") X(CONTINUE, "continue")              \
  X(PASS, "pass") X(RETURN, "return") X(ASSERT, "assert")              \
  X(RAISE, "raise") X(DEL, "del") X(GLOBAL, "global")                  \
  X(NONLOCAL, "nonlocal") X(IMPORT, "import")                          \
  X(IMPORTFROM, "from-import") X(ALIAS, "alias") X(FUNCDEF, "def")     \
  X(PARAM, "param") X(CLASSDEF, "class") X(TRY, "try")                 \
  X(EXCEPT, "except") X(WITH, "with") X(WITHITEM, "item")              \
  X(MODULE, "module")

typedef enum {
#define X(k, s) AST_##k,
  AST_KINDS(X)
#undef X
      AST_KIND_COUNT
} AstKind;

/* X(op, spelling) for every operator that a node carries in `op`. */
#define AST_OPS(X)                                                        \
  X(ADD, "+") X(SUB, "-") X(MUL, "*") X(DIV, "/") X(FLOORDIV, "//")        \
  X(MOD, "%") X(POW, "**") X(MATMUL, "@") X(LSHIFT, "<<") X(RSHIFT, ">>")  \
  X(BITAND, "&") X(BITOR, "|") X(BITXOR, "^") X(NEG, "neg") X(POS, "pos")  \
  X(INVERT, "~") X(NOT, "not") X(AND, "and") X(OR, "or") X(LT, "<")        \
  X(GT, ">") X(LE, "<=") X(GE, ">=") X(EQ, "==") X(NE, "!=") X(IN, "in")   \
  X(NOTIN, "not-in") X(IS, "is") X(ISNOT, "is-not")

typedef enum {
  OP_NONE,
#define X(o, s) OP_##o,
  AST_OPS(X)
#undef X
      OP_COUNT
} AstOp;

/* PARAM kinds: `x`, `*args`, `**kw`, a bare `*` and the `/` marker. */
typedef enum { PARAM_PLAIN, PARAM_VARARGS, PARAM_KWARGS, PARAM_STAR, PARAM_SLASH } ParamKind;

typedef struct Node Node;

/* A growable array of nodes, allocated from the arena. */
typedef struct {
  Node **v;
  int len, cap;
} NodeList;

struct Node {
  AstKind kind;
  int depth; /* nesting of left-recursive chains, capped by the parser */
  SrcLoc loc;
  union {
    struct { const char *id; } name;                       /* NAME */
    struct { uint64_t ival; double fval; const char *text; } num; /* INT FLOAT IMAG */
    struct { const char *s; size_t len; } str;             /* STR BYTES */
    struct { NodeList parts; } fstring;                    /* FSTRING: STR and FIELD parts */
    struct { Node *value; int conv; Node *spec; } field;   /* FIELD: {value!conv:spec} */
    struct { AstOp op; Node *lhs, *rhs; } bin;             /* BINOP BOOLOP */
    struct { AstOp op; Node *operand; } unary;             /* UNARY */
    struct { NodeList operands; AstOp *ops; } cmp;         /* COMPARE: len-1 ops */
    struct { Node *cond, *then, *els; } ifexp;             /* IFEXP */
    struct { Node *func; NodeList args, keywords; } call;  /* CALL, CLASSDEF bases */
    struct { const char *arg; Node *value; } kw;           /* KEYWORD (arg NULL: **value) */
    struct { Node *value; const char *attr; } attr;        /* ATTR */
    struct { Node *value, *index; } sub;                   /* SUBSCRIPT */
    struct { Node *lo, *hi, *step; } slice;                /* SLICE */
    struct { NodeList elts; } seq;                         /* TUPLE LIST SET DEL GLOBAL NONLOCAL IMPORT */
    struct { NodeList keys, values; } dict;                /* DICT (key NULL: **value) */
    struct { Node *elt, *value; NodeList gens; } comp;     /* *COMP GENEXP (value: dict) */
    struct { Node *target, *iter; NodeList ifs; bool is_async; } gen; /* COMPFOR */
    struct { NodeList params; Node *body; } lambda;        /* LAMBDA */
    struct { Node *value; } wrap; /* YIELD YIELDFROM AWAIT STARRED EXPR_STMT RETURN */
    struct { Node *target, *value; } walrus;               /* NAMEDEXPR */
    struct { NodeList targets; Node *value; } assign;      /* ASSIGN: targets = ... = value */
    struct { Node *target; AstOp op; Node *value; } aug;   /* AUGASSIGN */
    struct { Node *target, *annotation, *value; } ann;     /* ANNASSIGN */
    struct { Node *cond; NodeList body, orelse; } cond;    /* IF WHILE */
    struct { Node *target, *iter; NodeList body, orelse; bool is_async; } loop; /* FOR */
    struct { Node *test, *msg; } assert_;                  /* ASSERT */
    struct { Node *exc, *cause; } raise;                   /* RAISE */
    struct { const char *module; int level; NodeList names; } from; /* IMPORTFROM */
    struct { const char *name, *asname; } alias;           /* ALIAS */
    struct {
      const char *name;
      NodeList params, decorators, body;
      Node *returns;
      bool is_async;
      bool is_objmode;  /* made by the compiler from a `with objmode(...)` block */
      bool is_generated_impl; /* the implementation a @generated_jit or @overload chose */
    } def;                                                 /* FUNCDEF */
    struct { const char *name; Node *annotation, *def; ParamKind kind; } param; /* PARAM */
    struct { const char *name; NodeList bases, keywords, decorators, body; } cls; /* CLASSDEF */
    struct { NodeList body, handlers, orelse, finalbody; } try_;  /* TRY */
    struct { Node *type; const char *name; NodeList body; } handler; /* EXCEPT */
    struct { NodeList items, body; bool is_async; } with;  /* WITH */
    struct { Node *expr, *var; } item;                     /* WITHITEM */
    struct { NodeList body; } module;                      /* MODULE */
  };
};

Node *ast_new(Arena *a, AstKind kind, SrcLoc loc);
void ast_append(Arena *a, NodeList *list, Node *n);
/* Small expressions for passes that write code as syntax (argparse,
 * random, the standard-library rewrites): x OP y, and x[index]. */
Node *ast_binop(Arena *a, SrcLoc loc, AstOp op, Node *x, Node *y);
Node *ast_compare(Arena *a, SrcLoc loc, AstOp op, Node *x, Node *y);
Node *ast_subscript(Arena *a, SrcLoc loc, Node *value, Node *index);
/* Calls fn on the slot of each child of n, in source order, so that a pass
 * may read or replace it; children that are absent (NULL) are skipped. */
typedef void (*AstVisit)(Node **slot, void *ctx);
void ast_visit_children(Node *n, AstVisit fn, void *ctx);
const char *ast_kind_name(AstKind k);
const char *ast_op_name(AstOp op);

/* Writes the tree as indented S-expressions: a stable, readable dump for
 * --emit=ast and tests. Statements carry @line:col; expressions are on one line. */
void ast_dump(StrBuf *out, const Node *n);
/* One expression (or a statement, without its children's locations) on one line. */
void ast_dump_expr(StrBuf *out, const Node *n);

#endif
