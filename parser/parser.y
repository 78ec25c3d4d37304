/* The grammar of arrc programs: Python 3's statements and expressions
 * (LANGUAGE.md §1, §4, §5), including the constructs arrc rejects, so that a
 * later phase can say "not supported" at the right place.
 *
 * The rules follow Python's own grammar (Grammar/Grammar of CPython 3.8,
 * the last LL(1) one), reshaped for LALR(1). Syntax errors are worded by
 * parser_report_error below: parse.error custom gives it the same token and
 * LAC-corrected expected set that "detailed" would print, and lets the
 * message name the construct ("expected ':' after 'if' condition"). */

%code top {
#define _GNU_SOURCE

/* Locations are SrcLoc (line, col, end_line, end_col): a rule spans from its
 * first symbol's start to its last symbol's end; an empty rule sits at the
 * end of what precedes it. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                      \
  do {                                                                   \
    if (N) {                                                             \
      (Cur).line = YYRHSLOC(Rhs, 1).line;                                \
      (Cur).col = YYRHSLOC(Rhs, 1).col;                                  \
      (Cur).end_line = YYRHSLOC(Rhs, N).end_line;                        \
      (Cur).end_col = YYRHSLOC(Rhs, N).end_col;                          \
    } else {                                                             \
      (Cur).line = (Cur).end_line = YYRHSLOC(Rhs, 0).end_line;           \
      (Cur).col = (Cur).end_col = YYRHSLOC(Rhs, 0).end_col;              \
    }                                                                    \
  } while (0)

/* The parser's stack: right-recursive constructs (elif chains, conditional
 * expressions, unary operators) take a few entries per level. 12000 lets
 * through the 2996 elifs CPython 3.11 compiles, and keeps the depth of the
 * tree within what the recursive phases after the parser handle. */
#define YYMAXDEPTH 12000
}

%code requires {
#include "ast.h"
#include "lexer.h"

typedef struct Parser Parser;

/* A comma-separated sequence being built, and whether a comma was seen
 * (so that `x,` is a tuple and `x` is not). */
typedef struct {
  NodeList list;
  bool comma;
} SeqBuild;
}

%code provides {
struct Parser {
  Lexer lx;
  Arena *arena;
  Diag *diag;
  Node *module;
};

int yylex(YYSTYPE *lval, SrcLoc *lloc, Parser *p);

/* Parses one source file. Returns the module; syntax errors are reported
 * through d and counted in d->errors. */
Node *parse_source(Arena *a, Diag *d, const Source *src, StrTab *names);
}

%define api.pure full
%define api.location.type {SrcLoc}
%define api.token.prefix {TK_}
%define parse.error custom
%define parse.lac full
%locations
%expect 0
%param {Parser *p}

%union {
  Token tok;
  Node *node;
  NodeList list;
  SeqBuild seq;
  AstOp op;
}

%token <tok> NAME "name" INTEGER "integer" FLOATNUM "float" IMAGNUM "imaginary number"
%token <tok> STRING "string literal" BYTES "bytes literal"
%token <tok> FSTRING_START "f-string" FSTRING_MIDDLE "f-string text"
%token <tok> FSTRING_END "end of f-string"
%token <tok> FIELD_START "'{' of an f-string field" FIELD_END "'}' of an f-string field"
%token <tok> FIELD_CONV "f-string conversion" FIELD_SPEC "':' of a format spec"
%token <tok> FIELD_DEBUG "'=' of a self-documenting f-string field"
%token <tok> AUGASSIGN "augmented assignment"
%token NEWLINE "end of line" INDENT "indent" DEDENT "dedent"
%token FALSE "'False'" NONE "'None'" TRUE "'True'" AND "'and'" AS "'as'"
%token ASSERT "'assert'" ASYNC "'async'" AWAIT "'await'" BREAK "'break'"
%token CLASS "'class'" CONTINUE "'continue'" DEF "'def'" DEL "'del'"
%token ELIF "'elif'" ELSE "'else'" EXCEPT "'except'" FINALLY "'finally'"
%token FOR "'for'" FROM "'from'" GLOBAL "'global'" IF "'if'" IMPORT "'import'"
%token IN "'in'" IS "'is'" LAMBDA "'lambda'" NONLOCAL "'nonlocal'" NOT "'not'"
%token OR "'or'" PASS "'pass'" RAISE "'raise'" RETURN "'return'" TRY "'try'"
%token WHILE "'while'" WITH "'with'" YIELD "'yield'"
%token POW "'**'" FLOORDIV "'//'" LSHIFT "'<<'" RSHIFT "'>>'" LE "'<='" GE "'>='"
%token EQ "'=='" NE "'!='" ARROW "'->'" ELLIPSIS "'...'" COLONEQ "':='"

%type <list> file stmt simple_stmt small_stmts compound_stmt suite stmt_list
%type <list> elif_else else_opt decorators handlers with_items
%type <list> params_opt param_list lparams_opt lparam_list arglist_opt arglist
%type <list> comp_for comp_iter_opt dotted_as_names import_as_names import_targets
%type <list> name_list assign_tail fparts strings ffield
%type <node> small_stmt expr_stmt flow_stmt import_stmt decorated funcdef classdef
%type <node> if_stmt while_stmt for_stmt try_stmt with_stmt async_stmt decorator
%type <node> handler with_item param lparam ann_opt default_opt ret_opt fdebug_opt
%type <node> test test_opt test_nocond namedexpr_test or_test and_test not_test
%type <node> comparison comp_chain star_expr expr xor_expr and_expr shift_expr arith term
%type <node> factor power await_primary primary atom paren_atom bracket_atom brace_atom
%type <node> lambdef lambdef_nocond yield_expr argument subscript subscripts slice_step
%type <node> testlist_star_expr exprlist rhs dictorsetmaker fstring
%type <node> dotted_as_name import_as_name atom_string fspec_opt
%type <seq> tse_items exprlist_items subscript_items testlist_comp_items
%type <seq> dict_items set_items
%type <op> comp_op
%type <tok> dotted_name dots dots_opt fconv_opt

%{
#include <string.h>

static Node *mk(Parser *p, AstKind k, SrcLoc loc) { return ast_new(p->arena, k, loc); }

static SrcLoc span(SrcLoc a, SrcLoc b) {
  return (SrcLoc){a.line, a.col, b.end_line, b.end_col};
}

static NodeList list1(Parser *p, Node *n) {
  NodeList l = {0};
  if (n)
    ast_append(p->arena, &l, n);
  return l;
}

static NodeList concat(Parser *p, NodeList a, NodeList b) {
  for (int i = 0; i < b.len; i++)
    ast_append(p->arena, &a, b.v[i]);
  return a;
}

/* Left-recursive chains (a + a + ..., f()()...) are the only way to nest
 * without bound; later phases recurse over the tree, so the depth is capped
 * as CPython caps it. */
enum { MAX_EXPR_DEPTH = 1000 };

static void set_depth(Parser *p, Node *n, const Node *a, const Node *b) {
  int d = a ? a->depth : 0;
  if (b && b->depth > d)
    d = b->depth;
  n->depth = d + 1;
  if (n->depth == MAX_EXPR_DEPTH + 1)
    diag_error(p->diag, n->loc, "expression nested too deeply (more than %d levels); "
               "split it into several statements", MAX_EXPR_DEPTH);
}

static Node *binop(Parser *p, AstOp op, Node *l, Node *r) {
  Node *n = mk(p, AST_BINOP, span(l->loc, r->loc));
  set_depth(p, n, l, r);
  n->bin.op = op;
  n->bin.lhs = l;
  n->bin.rhs = r;
  return n;
}

static Node *unary(Parser *p, AstOp op, Node *operand, SrcLoc loc) {
  Node *n = mk(p, AST_UNARY, span(loc, operand->loc));
  n->unary.op = op;
  n->unary.operand = operand;
  return n;
}

static Node *wrap(Parser *p, AstKind k, Node *value, SrcLoc loc) {
  Node *n = mk(p, k, loc);
  n->wrap.value = value;
  return n;
}

/* `x` stays x; `x,` and `x, y` become a tuple. */
static Node *seq_node(Parser *p, SeqBuild s, SrcLoc loc) {
  if (s.list.len == 1 && !s.comma)
    return s.list.v[0];
  Node *n = mk(p, AST_TUPLE, loc);
  n->seq.elts = s.list;
  return n;
}

/* Dict displays are parsed as a flat key, value, key, value list (a NULL key
 * stands for `**mapping`) and split here. */
static Node *dict_node(Parser *p, NodeList pairs, SrcLoc loc) {
  Node *n = mk(p, AST_DICT, loc);
  for (int i = 0; i + 1 < pairs.len; i += 2) {
    ast_append(p->arena, &n->dict.keys, pairs.v[i]);
    ast_append(p->arena, &n->dict.values, pairs.v[i + 1]);
  }
  return n;
}

static SeqBuild seq1(Parser *p, Node *n) { return (SeqBuild){list1(p, n), false}; }

static SeqBuild seq_add(Parser *p, SeqBuild s, Node *n) {
  ast_append(p->arena, &s.list, n);
  s.comma = true;
  return s;
}

static Node *seq_kind(Parser *p, AstKind k, NodeList elts, SrcLoc loc) {
  Node *n = mk(p, k, loc);
  n->seq.elts = elts;
  return n;
}

static Node *comp_node(Parser *p, AstKind k, Node *elt, NodeList gens, SrcLoc loc) {
  Node *n = mk(p, k, loc);
  n->comp.elt = elt;
  n->comp.gens = gens;
  return n;
}

static Node *name_node(Parser *p, Token t, SrcLoc loc) {
  Node *n = mk(p, AST_NAME, loc);
  n->name.id = t.text;
  return n;
}

static Node *str_node(Parser *p, AstKind k, Token t, SrcLoc loc) {
  Node *n = mk(p, k, loc);
  n->str.s = t.text;
  n->str.len = t.len;
  return n;
}

static Node *num_node(Parser *p, AstKind k, Token t, SrcLoc loc) {
  Node *n = mk(p, k, loc);
  n->num.ival = t.ival;
  n->num.fval = t.fval;
  n->num.text = t.text;
  return n;
}

static Node *if_node(Parser *p, AstKind k, Node *cond, NodeList body, NodeList orelse, SrcLoc loc) {
  Node *n = mk(p, k, loc);
  n->cond.cond = cond;
  n->cond.body = body;
  n->cond.orelse = orelse;
  return n;
}

static Node *param_node(Parser *p, ParamKind kind, const char *name, Node *ann, Node *def,
                        SrcLoc loc) {
  Node *n = mk(p, AST_PARAM, loc);
  n->param.kind = kind;
  n->param.name = name;
  n->param.annotation = ann;
  n->param.def = def;
  return n;
}

static Node *alias_node(Parser *p, const char *name, const char *asname, SrcLoc loc) {
  Node *n = mk(p, AST_ALIAS, loc);
  n->alias.name = name;
  n->alias.asname = asname;
  return n;
}

/* Splits a call's arguments into positional ones and keywords. */
static Node *call_node(Parser *p, Node *func, NodeList args, SrcLoc loc) {
  Node *n = mk(p, AST_CALL, loc);
  n->call.func = func;
  set_depth(p, n, func, NULL);
  for (int i = 0; i < args.len; i++)
    ast_append(p->arena, args.v[i]->kind == AST_KEYWORD ? &n->call.keywords : &n->call.args,
               args.v[i]);
  return n;
}

static void check_target(Parser *p, Node *t, const char *what);

/* One `for target in iter` of a comprehension. The conditions that follow
 * it, up to the next `for`, belong to it; the result is this generator and
 * the ones after it. */
static NodeList comp_for_node(Parser *p, Node *target, Node *iter, NodeList rest, bool is_async,
                              SrcLoc loc) {
  check_target(p, target, "assign to");
  Node *g = mk(p, AST_COMPFOR, loc);
  g->gen.target = target;
  g->gen.iter = iter;
  g->gen.is_async = is_async;
  int i = 0;
  for (; i < rest.len && rest.v[i]->kind != AST_COMPFOR; i++)
    ast_append(p->arena, &g->gen.ifs, rest.v[i]);
  NodeList gens = list1(p, g);
  for (; i < rest.len; i++)
    ast_append(p->arena, &gens, rest.v[i]);
  return gens;
}

/* Checks that an expression can be assigned to (Python's "cannot assign to"). */
static void check_target(Parser *p, Node *t, const char *what) {
  switch (t->kind) {
  case AST_NAME:
  case AST_ATTR:
  case AST_SUBSCRIPT:
    return;
  case AST_STARRED:
    check_target(p, t->wrap.value, what);
    return;
  case AST_TUPLE:
  case AST_LIST:
    for (int i = 0; i < t->seq.elts.len; i++)
      check_target(p, t->seq.elts.v[i], what);
    return;
  case AST_CALL:
    diag_error(p->diag, t->loc, "cannot %s a function call", what);
    return;
  case AST_INT: case AST_FLOAT: case AST_IMAG: case AST_STR: case AST_BYTES:
  case AST_TRUE: case AST_FALSE: case AST_NONE: case AST_ELLIPSIS: case AST_FSTRING:
    diag_error(p->diag, t->loc, "cannot %s a literal", what);
    return;
  case AST_COMPARE:
    diag_error(p->diag, t->loc, "cannot %s a comparison; use '==' to compare", what);
    return;
  default:
    diag_error(p->diag, t->loc, "cannot %s an expression", what);
    return;
  }
}

/* What Python calls an expression in its messages about targets. */
static const char *expr_name(const Node *t) {
  switch (t->kind) {
  case AST_TUPLE: return "tuple";
  case AST_LIST: return "list";
  case AST_CALL: return "function call";
  case AST_STARRED: return "starred";
  case AST_COMPARE: return "comparison";
  case AST_IFEXP: return "conditional expression";
  case AST_LAMBDA: return "lambda";
  case AST_YIELD: case AST_YIELDFROM: return "yield expression";
  case AST_AWAIT: return "await expression";
  case AST_NAMEDEXPR: return "named expression";
  case AST_LISTCOMP: return "list comprehension";
  case AST_SETCOMP: return "set comprehension";
  case AST_DICTCOMP: return "dict comprehension";
  case AST_GENEXP: return "generator expression";
  case AST_DICT: return "dict literal";
  case AST_SET: return "set display";
  case AST_FSTRING: return "f-string expression";
  case AST_NONE: return "None";
  case AST_TRUE: return "True";
  case AST_FALSE: return "False";
  case AST_ELLIPSIS: return "ellipsis";
  case AST_INT: case AST_FLOAT: case AST_IMAG: case AST_STR: case AST_BYTES: return "literal";
  default: return "expression";
  }
}

/* `x += 1` updates one place: a name, an attribute or an element. */
static void check_aug_target(Parser *p, Node *t) {
  if (t->kind != AST_NAME && t->kind != AST_ATTR && t->kind != AST_SUBSCRIPT)
    diag_error(p->diag, t->loc, "'%s' is an illegal expression for augmented assignment",
               expr_name(t));
}

/* `x: T = v` annotates one place. */
static void check_ann_target(Parser *p, Node *t) {
  if (t->kind == AST_TUPLE || t->kind == AST_LIST)
    diag_error(p->diag, t->loc, "only single target (not %s) can be annotated", expr_name(t));
  else if (t->kind != AST_NAME && t->kind != AST_ATTR && t->kind != AST_SUBSCRIPT)
    diag_error(p->diag, t->loc, "illegal target for annotation");
}

/* Bison calls yyerror only when its stack is full (syntax errors go to
 * yyreport_syntax_error): right-recursive constructs nested too deeply. */
static void yyerror(SrcLoc *loc, Parser *p, const char *msg) {
  if (strcmp(msg, "memory exhausted") == 0)
    diag_error(p->diag, *loc, "the program nests too deeply for the parser (its stack holds %d entries): "
               "split long elif chains, conditional expressions or repeated unary operators", YYMAXDEPTH);
  else
    diag_error(p->diag, *loc, "%s", msg);
}
%}

%start file

%%

/* file_input: (NEWLINE | stmt)* ENDMARKER */
file:
    %empty              { $$ = (NodeList){0}; Node *m = mk(p, AST_MODULE, (SrcLoc){1, 1, 1, 1}); p->module = m; }
  | file stmt           { $$ = concat(p, $1, $2); p->module->module.body = $$; }
  ;

/* stmt: simple_stmt | compound_stmt, plus recovery at the end of the line
   (and over the block that follows a broken header). */
stmt:
    simple_stmt
  | compound_stmt
  | error NEWLINE                          { $$ = (NodeList){0}; yyerrok; }
  | error NEWLINE INDENT stmt_list DEDENT  { $$ = (NodeList){0}; yyerrok; }
  ;

stmt_list:
    stmt                { $$ = $1; }
  | stmt_list stmt      { $$ = concat(p, $1, $2); }
  ;

/* simple_stmt: small_stmt (';' small_stmt)* [';'] NEWLINE */
simple_stmt:
    small_stmts NEWLINE       { $$ = $1; }
  | small_stmts ';' NEWLINE   { $$ = $1; }
  ;

small_stmts:
    small_stmt                    { $$ = list1(p, $1); }
  | small_stmts ';' small_stmt    { $$ = $1; ast_append(p->arena, &$$, $3); }
  ;

small_stmt:
    expr_stmt
  | flow_stmt
  | import_stmt
  | PASS                    { $$ = mk(p, AST_PASS, @1); }
  | DEL exprlist            { check_target(p, $2, "delete"); $$ = mk(p, AST_DEL, @$);
                              $$->seq.elts = $2->kind == AST_TUPLE ? $2->seq.elts : list1(p, $2); }
  | GLOBAL name_list        { $$ = seq_kind(p, AST_GLOBAL, $2, @$); }
  | NONLOCAL name_list      { $$ = seq_kind(p, AST_NONLOCAL, $2, @$); }
  | ASSERT test             { $$ = mk(p, AST_ASSERT, @$); $$->assert_.test = $2; }
  | ASSERT test ',' test    { $$ = mk(p, AST_ASSERT, @$); $$->assert_.test = $2; $$->assert_.msg = $4; }
  ;

name_list:
    NAME                    { $$ = list1(p, name_node(p, $1, @1)); }
  | name_list ',' NAME      { $$ = $1; ast_append(p->arena, &$$, name_node(p, $3, @3)); }
  ;

/* expr_stmt: testlist_star_expr (annassign | augassign (yield_expr|testlist)
              | ('=' (yield_expr|testlist_star_expr))*) */
expr_stmt:
    testlist_star_expr                  { $$ = wrap(p, AST_EXPR_STMT, $1, @$); }
  | yield_expr                          { $$ = wrap(p, AST_EXPR_STMT, $1, @$); }
  | testlist_star_expr ':' test         { check_ann_target(p, $1);
                                          $$ = mk(p, AST_ANNASSIGN, @$); $$->ann.target = $1; $$->ann.annotation = $3; }
  | testlist_star_expr ':' test '=' rhs { check_ann_target(p, $1);
                                          $$ = mk(p, AST_ANNASSIGN, @$); $$->ann.target = $1;
                                          $$->ann.annotation = $3; $$->ann.value = $5; }
  | testlist_star_expr AUGASSIGN rhs    { check_aug_target(p, $1);
                                          $$ = mk(p, AST_AUGASSIGN, @$); $$->aug.target = $1;
                                          $$->aug.op = (AstOp)$2.ival; $$->aug.value = $3; }
  | testlist_star_expr '=' assign_tail  {
      $$ = mk(p, AST_ASSIGN, @$);
      NodeList targets = list1(p, $1);
      for (int i = 0; i + 1 < $3.len; i++)
        ast_append(p->arena, &targets, $3.v[i]);
      for (int i = 0; i < targets.len; i++)
        check_target(p, targets.v[i], "assign to");
      $$->assign.targets = targets;
      $$->assign.value = $3.v[$3.len - 1];
    }
  ;

/* The right side of `a = b = c`: every item but the last is a target. */
assign_tail:
    rhs                                 { $$ = list1(p, $1); }
  | testlist_star_expr '=' assign_tail  { $$ = concat(p, list1(p, $1), $3); }
  ;

rhs:
    testlist_star_expr
  | yield_expr
  ;

flow_stmt:
    BREAK                   { $$ = mk(p, AST_BREAK, @1); }
  | CONTINUE                { $$ = mk(p, AST_CONTINUE, @1); }
  | RETURN                  { $$ = wrap(p, AST_RETURN, NULL, @1); }
  | RETURN testlist_star_expr { $$ = wrap(p, AST_RETURN, $2, @$); }
  | RAISE                   { $$ = mk(p, AST_RAISE, @1); }
  | RAISE test              { $$ = mk(p, AST_RAISE, @$); $$->raise.exc = $2; }
  | RAISE test FROM test    { $$ = mk(p, AST_RAISE, @$); $$->raise.exc = $2; $$->raise.cause = $4; }
  ;

/* import_name: 'import' dotted_as_names
   import_from: 'from' (('.' | '...')* dotted_name | ('.' | '...')+) 'import'
                ('*' | '(' import_as_names ')' | import_as_names) */
import_stmt:
    IMPORT dotted_as_names                    { $$ = seq_kind(p, AST_IMPORT, $2, @$); }
  | FROM dots_opt dotted_name IMPORT import_targets {
      $$ = mk(p, AST_IMPORTFROM, @$); $$->from.level = (int)$2.ival;
      $$->from.module = $3.text; $$->from.names = $5; }
  | FROM dots IMPORT import_targets           {
      $$ = mk(p, AST_IMPORTFROM, @$); $$->from.level = (int)$2.ival; $$->from.names = $4; }
  ;

/* Relative imports count their dots; '...' is one token of three. */
dots_opt:
    %empty     { $$ = (Token){0}; }
  | dots
  ;

dots:
    '.'             { $$ = (Token){0}; $$.ival = 1; }
  | ELLIPSIS        { $$ = (Token){0}; $$.ival = 3; }
  | dots '.'        { $$ = $1; $$.ival += 1; }
  | dots ELLIPSIS   { $$ = $1; $$.ival += 3; }
  ;

import_targets:
    '*'                          { $$ = list1(p, alias_node(p, "*", NULL, @1)); }
  | '(' import_as_names ')'      { $$ = $2; }
  | '(' import_as_names ',' ')'  { $$ = $2; }
  | import_as_names
  | import_as_names ','          { $$ = $1; }
  ;

import_as_names:
    import_as_name                      { $$ = list1(p, $1); }
  | import_as_names ',' import_as_name  { $$ = $1; ast_append(p->arena, &$$, $3); }
  ;

import_as_name:
    NAME               { $$ = alias_node(p, $1.text, NULL, @$); }
  | NAME AS NAME       { $$ = alias_node(p, $1.text, $3.text, @$); }
  ;

dotted_as_names:
    dotted_as_name                      { $$ = list1(p, $1); }
  | dotted_as_names ',' dotted_as_name  { $$ = $1; ast_append(p->arena, &$$, $3); }
  ;

dotted_as_name:
    dotted_name              { $$ = alias_node(p, $1.text, NULL, @$); }
  | dotted_name AS NAME      { $$ = alias_node(p, $1.text, $3.text, @$); }
  ;

dotted_name:
    NAME                     { $$ = $1; }
  | dotted_name '.' NAME     { $$ = $1; $$.text = strtab_intern(p->lx.names,
                               arena_printf(p->arena, "%s.%s", $1.text, $3.text),
                               strlen($1.text) + 1 + strlen($3.text)); }
  ;

compound_stmt:
    if_stmt         { $$ = list1(p, $1); }
  | while_stmt      { $$ = list1(p, $1); }
  | for_stmt        { $$ = list1(p, $1); }
  | try_stmt        { $$ = list1(p, $1); }
  | with_stmt       { $$ = list1(p, $1); }
  | funcdef         { $$ = list1(p, $1); }
  | classdef        { $$ = list1(p, $1); }
  | decorated       { $$ = list1(p, $1); }
  | async_stmt      { $$ = list1(p, $1); }
  ;

/* suite: simple_stmt | NEWLINE INDENT stmt+ DEDENT */
suite:
    simple_stmt
  | NEWLINE INDENT stmt_list DEDENT   { $$ = $3; }
  ;

/* if_stmt: 'if' namedexpr_test ':' suite ('elif' namedexpr_test ':' suite)* ['else' ':' suite] */
if_stmt:
    IF namedexpr_test ':' suite elif_else  { $$ = if_node(p, AST_IF, $2, $4, $5, span(@1, @3)); }
  ;

elif_else:
    %empty                                        { $$ = (NodeList){0}; }
  | ELSE ':' suite                                { $$ = $3; }
  | ELIF namedexpr_test ':' suite elif_else       { $$ = list1(p, if_node(p, AST_IF, $2, $4, $5, span(@1, @3))); }
  ;

else_opt:
    %empty            { $$ = (NodeList){0}; }
  | ELSE ':' suite    { $$ = $3; }
  ;

/* while_stmt: 'while' namedexpr_test ':' suite ['else' ':' suite] */
while_stmt:
    WHILE namedexpr_test ':' suite else_opt   { $$ = if_node(p, AST_WHILE, $2, $4, $5, span(@1, @3)); }
  ;

/* for_stmt: 'for' exprlist 'in' star_expressions ':' suite ['else' ':' suite] (3.9) */
for_stmt:
    FOR exprlist IN testlist_star_expr ':' suite else_opt {
      check_target(p, $2, "assign to");
      $$ = mk(p, AST_FOR, span(@1, @5)); $$->loop.target = $2; $$->loop.iter = $4;
      $$->loop.body = $6; $$->loop.orelse = $7; }
  ;

/* try_stmt: 'try' ':' suite ((except_clause ':' suite)+ ['else' ':' suite]
             ['finally' ':' suite] | 'finally' ':' suite) */
try_stmt:
    TRY ':' suite handlers else_opt    { $$ = mk(p, AST_TRY, span(@1, @2)); $$->try_.body = $3;
                                         $$->try_.handlers = $4; $$->try_.orelse = $5; }
  | TRY ':' suite handlers else_opt FINALLY ':' suite {
      $$ = mk(p, AST_TRY, span(@1, @2)); $$->try_.body = $3; $$->try_.handlers = $4;
      $$->try_.orelse = $5; $$->try_.finalbody = $8; }
  | TRY ':' suite FINALLY ':' suite    { $$ = mk(p, AST_TRY, span(@1, @2)); $$->try_.body = $3;
                                         $$->try_.finalbody = $6; }
  ;

handlers:
    handler            { $$ = list1(p, $1); }
  | handlers handler   { $$ = $1; ast_append(p->arena, &$$, $2); }
  ;

handler:
    EXCEPT ':' suite                { $$ = mk(p, AST_EXCEPT, span(@1, @2)); $$->handler.body = $3; }
  | EXCEPT test ':' suite           { $$ = mk(p, AST_EXCEPT, span(@1, @3)); $$->handler.type = $2;
                                      $$->handler.body = $4; }
  | EXCEPT test AS NAME ':' suite   { $$ = mk(p, AST_EXCEPT, span(@1, @5)); $$->handler.type = $2;
                                      $$->handler.name = $4.text; $$->handler.body = $6; }
  ;

/* with_stmt: 'with' with_item (',' with_item)* ':' suite */
with_stmt:
    WITH with_items ':' suite   { $$ = mk(p, AST_WITH, span(@1, @3)); $$->with.items = $2;
                                  $$->with.body = $4; }
  ;

with_items:
    with_item                   { $$ = list1(p, $1); }
  | with_items ',' with_item    { $$ = $1; ast_append(p->arena, &$$, $3); }
  ;

with_item:
    test            { $$ = mk(p, AST_WITHITEM, @$); $$->item.expr = $1; }
  | test AS expr    { check_target(p, $3, "assign to");
                      $$ = mk(p, AST_WITHITEM, @$); $$->item.expr = $1; $$->item.var = $3; }
  ;

async_stmt:
    ASYNC funcdef     { $$ = $2; $$->def.is_async = true; $$->loc = span(@1, $2->loc); }
  | ASYNC for_stmt    { $$ = $2; $$->loop.is_async = true; $$->loc = span(@1, $2->loc); }
  | ASYNC with_stmt   { $$ = $2; $$->with.is_async = true; $$->loc = span(@1, $2->loc); }
  ;

/* decorated: decorators (classdef | funcdef | async_funcdef) */
decorated:
    decorators funcdef          { $$ = $2; $$->def.decorators = $1; }
  | decorators ASYNC funcdef    { $$ = $3; $$->def.decorators = $1; $$->def.is_async = true;
                                  $$->loc = span(@2, $3->loc); }
  | decorators classdef         { $$ = $2; $$->cls.decorators = $1; }
  ;

decorators:
    decorator               { $$ = list1(p, $1); }
  | decorators decorator    { $$ = $1; ast_append(p->arena, &$$, $2); }
  ;

/* decorator: '@' namedexpr_test NEWLINE (PEP 614: any expression) */
decorator:
    '@' namedexpr_test NEWLINE   { $$ = $2; }
  ;

/* funcdef: 'def' NAME parameters ['->' test] ':' suite */
funcdef:
    DEF NAME '(' params_opt ')' ret_opt ':' suite {
      $$ = mk(p, AST_FUNCDEF, span(@1, @7)); $$->def.name = $2.text; $$->def.params = $4;
      $$->def.returns = $6; $$->def.body = $8; }
  ;

ret_opt:
    %empty        { $$ = NULL; }
  | ARROW test    { $$ = $2; }
  ;

/* typedargslist, simplified to a list checked later: tfpdef ['=' test],
   '*' [tfpdef], '**' tfpdef, '/' */
params_opt:
    %empty              { $$ = (NodeList){0}; }
  | param_list
  | param_list ','      { $$ = $1; }
  ;

param_list:
    param                   { $$ = list1(p, $1); }
  | param_list ',' param    { $$ = $1; ast_append(p->arena, &$$, $3); }
  ;

param:
    NAME ann_opt default_opt   { $$ = param_node(p, PARAM_PLAIN, $1.text, $2, $3, @$); }
  | '*' NAME ann_opt           { $$ = param_node(p, PARAM_VARARGS, $2.text, $3, NULL, @$); }
  | '*'                        { $$ = param_node(p, PARAM_STAR, NULL, NULL, NULL, @$); }
  | POW NAME ann_opt           { $$ = param_node(p, PARAM_KWARGS, $2.text, $3, NULL, @$); }
  | '/'                        { $$ = param_node(p, PARAM_SLASH, NULL, NULL, NULL, @$); }
  ;

ann_opt:
    %empty      { $$ = NULL; }
  | ':' test    { $$ = $2; }
  ;

default_opt:
    %empty      { $$ = NULL; }
  | '=' test    { $$ = $2; }
  ;

/* classdef: 'class' NAME ['(' [arglist] ')'] ':' suite */
classdef:
    CLASS NAME ':' suite {
      $$ = mk(p, AST_CLASSDEF, span(@1, @3)); $$->cls.name = $2.text; $$->cls.body = $4; }
  | CLASS NAME '(' arglist_opt ')' ':' suite {
      $$ = mk(p, AST_CLASSDEF, span(@1, @6)); $$->cls.name = $2.text; $$->cls.body = $7;
      for (int i = 0; i < $4.len; i++)
        ast_append(p->arena, $4.v[i]->kind == AST_KEYWORD ? &$$->cls.keywords : &$$->cls.bases, $4.v[i]); }
  ;

/* ---- expressions ---- */

namedexpr_test:
    test
  | NAME COLONEQ test   { $$ = mk(p, AST_NAMEDEXPR, @$); $$->walrus.target = name_node(p, $1, @1);
                          $$->walrus.value = $3; }
  ;

/* test: or_test ['if' or_test 'else' test] | lambdef */
test:
    or_test
  | or_test IF or_test ELSE test  { $$ = mk(p, AST_IFEXP, @$); $$->ifexp.then = $1;
                                    $$->ifexp.cond = $3; $$->ifexp.els = $5; }
  | lambdef
  ;

test_opt:
    %empty    { $$ = NULL; }
  | test
  ;

test_nocond:
    or_test
  | lambdef_nocond
  ;

lambdef:
    LAMBDA lparams_opt ':' test          { $$ = mk(p, AST_LAMBDA, @$); $$->lambda.params = $2;
                                           $$->lambda.body = $4; }
  ;

lambdef_nocond:
    LAMBDA lparams_opt ':' test_nocond   { $$ = mk(p, AST_LAMBDA, @$); $$->lambda.params = $2;
                                           $$->lambda.body = $4; }
  ;

lparams_opt:
    %empty              { $$ = (NodeList){0}; }
  | lparam_list
  | lparam_list ','     { $$ = $1; }
  ;

lparam_list:
    lparam                   { $$ = list1(p, $1); }
  | lparam_list ',' lparam   { $$ = $1; ast_append(p->arena, &$$, $3); }
  ;

lparam:
    NAME default_opt   { $$ = param_node(p, PARAM_PLAIN, $1.text, NULL, $2, @$); }
  | '*' NAME           { $$ = param_node(p, PARAM_VARARGS, $2.text, NULL, NULL, @$); }
  | '*'                { $$ = param_node(p, PARAM_STAR, NULL, NULL, NULL, @$); }
  | POW NAME           { $$ = param_node(p, PARAM_KWARGS, $2.text, NULL, NULL, @$); }
  | '/'                { $$ = param_node(p, PARAM_SLASH, NULL, NULL, NULL, @$); }
  ;

or_test:
    and_test
  | or_test OR and_test   { $$ = binop(p, OP_OR, $1, $3); $$->kind = AST_BOOLOP; }
  ;

and_test:
    not_test
  | and_test AND not_test { $$ = binop(p, OP_AND, $1, $3); $$->kind = AST_BOOLOP; }
  ;

not_test:
    NOT not_test          { $$ = unary(p, OP_NOT, $2, @1); }
  | comparison
  ;

/* comparison: expr (comp_op expr)*, kept as one chain: 0 <= i < n */
comparison:
    expr
  | expr comp_chain {
      $$ = $2; $$->loc = span(@1, @2);
      NodeList operands = list1(p, $1);
      $$->cmp.operands = concat(p, operands, $$->cmp.operands); }
  ;

comp_chain:
    comp_op expr {
      $$ = mk(p, AST_COMPARE, @$); ast_append(p->arena, &$$->cmp.operands, $2);
      $$->cmp.ops = arena_alloc(p->arena, sizeof(AstOp)); $$->cmp.ops[0] = $1; }
  | comp_chain comp_op expr {
      $$ = $1; int n = $$->cmp.operands.len;
      AstOp *ops = arena_alloc(p->arena, (size_t)(n + 1) * sizeof(AstOp));
      memcpy(ops, $$->cmp.ops, (size_t)n * sizeof(AstOp));
      ops[n] = $2; $$->cmp.ops = ops;
      ast_append(p->arena, &$$->cmp.operands, $3); }
  ;

comp_op:
    '<'       { $$ = OP_LT; }
  | '>'       { $$ = OP_GT; }
  | EQ        { $$ = OP_EQ; }
  | GE        { $$ = OP_GE; }
  | LE        { $$ = OP_LE; }
  | NE        { $$ = OP_NE; }
  | IN        { $$ = OP_IN; }
  | NOT IN    { $$ = OP_NOTIN; }
  | IS        { $$ = OP_IS; }
  | IS NOT    { $$ = OP_ISNOT; }
  ;

star_expr:
    '*' expr    { $$ = wrap(p, AST_STARRED, $2, @$); }
  ;

expr:
    xor_expr
  | expr '|' xor_expr       { $$ = binop(p, OP_BITOR, $1, $3); }
  ;

xor_expr:
    and_expr
  | xor_expr '^' and_expr   { $$ = binop(p, OP_BITXOR, $1, $3); }
  ;

and_expr:
    shift_expr
  | and_expr '&' shift_expr { $$ = binop(p, OP_BITAND, $1, $3); }
  ;

shift_expr:
    arith
  | shift_expr LSHIFT arith { $$ = binop(p, OP_LSHIFT, $1, $3); }
  | shift_expr RSHIFT arith { $$ = binop(p, OP_RSHIFT, $1, $3); }
  ;

arith:
    term
  | arith '+' term          { $$ = binop(p, OP_ADD, $1, $3); }
  | arith '-' term          { $$ = binop(p, OP_SUB, $1, $3); }
  ;

term:
    factor
  | term '*' factor         { $$ = binop(p, OP_MUL, $1, $3); }
  | term '/' factor         { $$ = binop(p, OP_DIV, $1, $3); }
  | term '%' factor         { $$ = binop(p, OP_MOD, $1, $3); }
  | term FLOORDIV factor    { $$ = binop(p, OP_FLOORDIV, $1, $3); }
  | term '@' factor         { $$ = binop(p, OP_MATMUL, $1, $3); }
  ;

factor:
    '+' factor              { $$ = unary(p, OP_POS, $2, @1); }
  | '-' factor              { $$ = unary(p, OP_NEG, $2, @1); }
  | '~' factor              { $$ = unary(p, OP_INVERT, $2, @1); }
  | power
  ;

/* power: await_primary ['**' factor]; -2**2 is -(2**2), 2**-1 is fine */
power:
    await_primary
  | await_primary POW factor  { $$ = binop(p, OP_POW, $1, $3); }
  ;

await_primary:
    primary
  | AWAIT primary           { $$ = wrap(p, AST_AWAIT, $2, @$); }
  ;

/* atom_expr: atom trailer*; trailer: '(' [arglist] ')' | '[' subscriptlist ']' | '.' NAME */
primary:
    atom
  | primary '(' arglist_opt ')'     { $$ = call_node(p, $1, $3, @$); }
  | primary '[' subscripts ']'      { $$ = mk(p, AST_SUBSCRIPT, @$); $$->sub.value = $1; $$->sub.index = $3;
                                      set_depth(p, $$, $1, $3); }
  | primary '.' NAME                { $$ = mk(p, AST_ATTR, @$); $$->attr.value = $1; $$->attr.attr = $3.text;
                                      set_depth(p, $$, $1, NULL); }
  ;

atom:
    paren_atom
  | bracket_atom
  | brace_atom
  | NAME            { $$ = name_node(p, $1, @1); }
  | INTEGER         { $$ = num_node(p, AST_INT, $1, @1); }
  | FLOATNUM        { $$ = num_node(p, AST_FLOAT, $1, @1); }
  | IMAGNUM         { $$ = num_node(p, AST_IMAG, $1, @1); }
  | atom_string
  | ELLIPSIS        { $$ = mk(p, AST_ELLIPSIS, @1); }
  | NONE            { $$ = mk(p, AST_NONE, @1); }
  | TRUE            { $$ = mk(p, AST_TRUE, @1); }
  | FALSE           { $$ = mk(p, AST_FALSE, @1); }
  ;

/* Adjacent literals concatenate: "a" "b", "x = " f"{x}". */
atom_string:
    strings {
      bool f = false, b = false, s = false;
      for (int i = 0; i < $1.len; i++) {
        f |= $1.v[i]->kind == AST_FSTRING;
        b |= $1.v[i]->kind == AST_BYTES;
        s |= $1.v[i]->kind != AST_BYTES;
      }
      if (b && s) {
        diag_error(p->diag, @1, "cannot mix bytes and non-bytes literals");
      }
      if ($1.len == 1) {
        $$ = $1.v[0];
      } else if (f) {
        $$ = mk(p, AST_FSTRING, @1);
        for (int i = 0; i < $1.len; i++) {
          Node *part = $1.v[i];
          if (part->kind == AST_FSTRING)
            $$->fstring.parts = concat(p, $$->fstring.parts, part->fstring.parts);
          else
            ast_append(p->arena, &$$->fstring.parts, part);
        }
      } else {
        StrBuf sb = {0};
        for (int i = 0; i < $1.len; i++)
          sb_putn(&sb, $1.v[i]->str.s, $1.v[i]->str.len);
        $$ = mk(p, b ? AST_BYTES : AST_STR, @1);
        $$->str.len = sb.len;
        $$->str.s = arena_strndup(p->arena, sb.data ? sb.data : "", sb.len);
        sb_free(&sb);
      }
    }
  ;

strings:
    STRING            { $$ = list1(p, str_node(p, AST_STR, $1, @1)); }
  | BYTES             { $$ = list1(p, str_node(p, AST_BYTES, $1, @1)); }
  | fstring           { $$ = list1(p, $1); }
  | strings STRING    { $$ = $1; ast_append(p->arena, &$$, str_node(p, AST_STR, $2, @2)); }
  | strings BYTES     { $$ = $1; ast_append(p->arena, &$$, str_node(p, AST_BYTES, $2, @2)); }
  | strings fstring   { $$ = $1; ast_append(p->arena, &$$, $2); }
  ;

/* An f-string is literal parts and fields {expr!conv:spec}; a spec is itself
   literal parts and nested fields. */
fstring:
    FSTRING_START fparts FSTRING_END   { $$ = mk(p, AST_FSTRING, @$); $$->fstring.parts = $2; }
  ;

fparts:
    %empty                { $$ = (NodeList){0}; }
  | fparts FSTRING_MIDDLE { $$ = $1; ast_append(p->arena, &$$, str_node(p, AST_STR, $2, @2)); }
  | fparts ffield         { $$ = concat(p, $1, $2); }
  ;

/* A field is {value[=][!conv][:spec]}. With '=' (Python 3.8), the field's
   source text comes first, and the value is shown with repr() unless a
   conversion or a spec is given. */
ffield:
    FIELD_START testlist_star_expr fdebug_opt fconv_opt fspec_opt FIELD_END {
      Node *f = mk(p, AST_FIELD, @$); f->field.value = $2; f->field.conv = (int)$4.ival;
      f->field.spec = $5;
      $$ = (NodeList){0};
      if ($3) {
        ast_append(p->arena, &$$, $3);
        if (!f->field.conv && !f->field.spec)
          f->field.conv = 'r';
      }
      ast_append(p->arena, &$$, f); }
  | FIELD_START yield_expr fconv_opt fspec_opt FIELD_END {
      Node *f = mk(p, AST_FIELD, @$); f->field.value = $2; f->field.conv = (int)$3.ival;
      f->field.spec = $4; $$ = list1(p, f); }
  ;

fdebug_opt:
    %empty        { $$ = NULL; }
  | FIELD_DEBUG   { $$ = str_node(p, AST_STR, $1, @1); }
  ;

fconv_opt:
    %empty        { $$ = (Token){0}; }
  | FIELD_CONV
  ;

fspec_opt:
    %empty               { $$ = NULL; }
  | FIELD_SPEC fparts    { $$ = mk(p, AST_FSTRING, @$); $$->fstring.parts = $2; }
  ;

/* '(' [yield_expr | testlist_comp] ')' */
paren_atom:
    '(' ')'                          { $$ = seq_kind(p, AST_TUPLE, (NodeList){0}, @$); }
  | '(' yield_expr ')'               { $$ = $2; }
  | '(' testlist_comp_items ')'      { $$ = seq_node(p, $2, @$); }
  | '(' testlist_comp_items ',' ')'  { $2.comma = true; $$ = seq_node(p, $2, @$); }
  | '(' namedexpr_test comp_for ')'  { $$ = comp_node(p, AST_GENEXP, $2, $3, @$); }
  | '(' star_expr comp_for ')'       { $$ = comp_node(p, AST_GENEXP, $2, $3, @$); }
  ;

testlist_comp_items:
    namedexpr_test                          { $$ = seq1(p, $1); }
  | star_expr                               { $$ = seq1(p, $1); }
  | testlist_comp_items ',' namedexpr_test  { $$ = seq_add(p, $1, $3); }
  | testlist_comp_items ',' star_expr       { $$ = seq_add(p, $1, $3); }
  ;

bracket_atom:
    '[' ']'                          { $$ = seq_kind(p, AST_LIST, (NodeList){0}, @$); }
  | '[' testlist_comp_items ']'      { $$ = seq_kind(p, AST_LIST, $2.list, @$); }
  | '[' testlist_comp_items ',' ']'  { $$ = seq_kind(p, AST_LIST, $2.list, @$); }
  | '[' namedexpr_test comp_for ']'  { $$ = comp_node(p, AST_LISTCOMP, $2, $3, @$); }
  | '[' star_expr comp_for ']'       { $$ = comp_node(p, AST_LISTCOMP, $2, $3, @$); }
  ;

brace_atom:
    '{' '}'                  { $$ = mk(p, AST_DICT, @$); }
  | '{' dictorsetmaker '}'   { $$ = $2; $$->loc = @$; }
  ;

/* dictorsetmaker: ((test ':' test | '**' expr) (comp_for | (',' ...)* [','])
                  | ((test | star_expr) (comp_for | (',' ...)* [','])) */
dictorsetmaker:
    dict_items             { $$ = dict_node(p, $1.list, @$); }
  | dict_items ','         { $$ = dict_node(p, $1.list, @$); }
  | test ':' test comp_for { $$ = comp_node(p, AST_DICTCOMP, $1, $4, @$); $$->comp.value = $3; }
  | set_items              { $$ = seq_kind(p, AST_SET, $1.list, @$); }
  | set_items ','          { $$ = seq_kind(p, AST_SET, $1.list, @$); }
  | test comp_for          { $$ = comp_node(p, AST_SETCOMP, $1, $2, @$); }
  | star_expr comp_for     { $$ = comp_node(p, AST_SETCOMP, $1, $2, @$); }
  ;

/* Keys and values are built as pairs in one list first, then split. */
dict_items:
    test ':' test                  { $$ = seq1(p, $1); ast_append(p->arena, &$$.list, $3); }
  | POW expr                       { $$ = (SeqBuild){0}; ast_append(p->arena, &$$.list, NULL);
                                     ast_append(p->arena, &$$.list, $2); }
  | dict_items ',' test ':' test   { $$ = $1; ast_append(p->arena, &$$.list, $3);
                                     ast_append(p->arena, &$$.list, $5); }
  | dict_items ',' POW expr        { $$ = $1; ast_append(p->arena, &$$.list, NULL);
                                     ast_append(p->arena, &$$.list, $4); }
  ;

set_items:
    test                  { $$ = seq1(p, $1); }
  | star_expr             { $$ = seq1(p, $1); }
  | set_items ',' test    { $$ = seq_add(p, $1, $3); }
  | set_items ',' star_expr { $$ = seq_add(p, $1, $3); }
  ;

/* subscriptlist: subscript (',' subscript)* [','];
   subscript: test | [test] ':' [test] [':' [test]] */
subscripts:
    subscript_items       { $$ = seq_node(p, $1, @$); }
  | subscript_items ','   { $1.comma = true; $$ = seq_node(p, $1, @$); }
  ;

subscript_items:
    subscript                       { $$ = seq1(p, $1); }
  | subscript_items ',' subscript   { $$ = seq_add(p, $1, $3); }
  ;

subscript:
    test
  | star_expr
  | test_opt ':' test_opt slice_step {
      $$ = mk(p, AST_SLICE, @$); $$->slice.lo = $1; $$->slice.hi = $3; $$->slice.step = $4; }
  ;

slice_step:
    %empty          { $$ = NULL; }
  | ':' test_opt    { $$ = $2; }
  ;

/* arglist: argument (',' argument)* [','] */
arglist_opt:
    %empty          { $$ = (NodeList){0}; }
  | arglist
  | arglist ','     { $$ = $1; }
  ;

arglist:
    argument                { $$ = list1(p, $1); }
  | arglist ',' argument    { $$ = $1; ast_append(p->arena, &$$, $3); }
  ;

/* argument: test [comp_for] | test ':=' test | NAME '=' test | '**' test | '*' test */
argument:
    test
  | test comp_for         { $$ = comp_node(p, AST_GENEXP, $1, $2, @$); }
  | NAME COLONEQ test     { $$ = mk(p, AST_NAMEDEXPR, @$); $$->walrus.target = name_node(p, $1, @1);
                            $$->walrus.value = $3; }
  | NAME '=' test         { $$ = mk(p, AST_KEYWORD, @$); $$->kw.arg = $1.text; $$->kw.value = $3; }
  | POW test              { $$ = mk(p, AST_KEYWORD, @$); $$->kw.value = $2; }
  | '*' test              { $$ = wrap(p, AST_STARRED, $2, @$); }
  ;

/* comp_for: ['async'] 'for' exprlist 'in' or_test [comp_iter]
   comp_iter: comp_for | 'if' test_nocond [comp_iter] */
comp_for:
    FOR exprlist IN or_test comp_iter_opt        { $$ = comp_for_node(p, $2, $4, $5, false, span(@1, @4)); }
  | ASYNC FOR exprlist IN or_test comp_iter_opt  { $$ = comp_for_node(p, $3, $5, $6, true, span(@1, @5)); }
  ;

comp_iter_opt:
    %empty                          { $$ = (NodeList){0}; }
  | comp_for
  | IF test_nocond comp_iter_opt    { $$ = concat(p, list1(p, $2), $3); }
  ;

/* yield_expr: 'yield' [yield_arg]; yield_arg: 'from' test | testlist_star_expr */
yield_expr:
    YIELD                       { $$ = wrap(p, AST_YIELD, NULL, @$); }
  | YIELD testlist_star_expr    { $$ = wrap(p, AST_YIELD, $2, @$); }
  | YIELD FROM test             { $$ = wrap(p, AST_YIELDFROM, $3, @$); }
  ;

testlist_star_expr:
    tse_items          { $$ = seq_node(p, $1, @$); }
  | tse_items ','      { $1.comma = true; $$ = seq_node(p, $1, @$); }
  ;

tse_items:
    test                      { $$ = seq1(p, $1); }
  | star_expr                 { $$ = seq1(p, $1); }
  | tse_items ',' test        { $$ = seq_add(p, $1, $3); }
  | tse_items ',' star_expr   { $$ = seq_add(p, $1, $3); }
  ;

/* exprlist: (expr|star_expr) (',' (expr|star_expr))* [','] */
exprlist:
    exprlist_items       { $$ = seq_node(p, $1, @$); }
  | exprlist_items ','   { $1.comma = true; $$ = seq_node(p, $1, @$); }
  ;

exprlist_items:
    expr                          { $$ = seq1(p, $1); }
  | star_expr                     { $$ = seq1(p, $1); }
  | exprlist_items ',' expr       { $$ = seq_add(p, $1, $3); }
  | exprlist_items ',' star_expr  { $$ = seq_add(p, $1, $3); }
  ;

%%

int yylex(YYSTYPE *lval, SrcLoc *lloc, Parser *p) {
  int kind = lexer_next(&p->lx, &lval->tok);
  *lloc = lval->tok.loc;
  return kind;
}

/* ---- syntax error messages ---- */

static bool expects(const yysymbol_kind_t *e, int n, int token) {
  yysymbol_kind_t sym = YYTRANSLATE(token);
  for (int i = 0; i < n; i++)
    if (e[i] == sym)
      return true;
  return false;
}

/* What a compound statement's header is called in messages. */
static const char *header_name(int kind) {
  switch (kind) {
  case TK_IF: return "'if' statement";
  case TK_ELIF: return "'elif' statement";
  case TK_ELSE: return "'else' statement";
  case TK_WHILE: return "'while' statement";
  case TK_FOR: return "'for' statement";
  case TK_DEF: return "function definition";
  case TK_CLASS: return "class definition";
  case TK_TRY: return "'try' statement";
  case TK_EXCEPT: return "'except' statement";
  case TK_FINALLY: return "'finally' statement";
  case TK_WITH: return "'with' statement";
  case TK_ASYNC: return "'async' statement";
  default: return NULL;
  }
}

/* What a ':' ends, for "expected ':' after ...". */
static const char *colon_context(int kind) {
  switch (kind) {
  case TK_IF: return "'if' condition";
  case TK_ELIF: return "'elif' condition";
  case TK_WHILE: return "'while' condition";
  case TK_ELSE: return "'else'";
  case TK_FOR: return "'for' target and iterable";
  case TK_DEF: return "function signature";
  case TK_CLASS: return "class name";
  case TK_TRY: return "'try'";
  case TK_EXCEPT: return "'except' clause";
  case TK_FINALLY: return "'finally'";
  case TK_WITH: return "'with' items";
  default: return NULL;
  }
}

static bool starts_expression(int kind) {
  switch (kind) {
  case TK_NAME: case TK_INTEGER: case TK_FLOATNUM: case TK_IMAGNUM: case TK_STRING:
  case TK_BYTES: case TK_FSTRING_START: case TK_TRUE: case TK_FALSE: case TK_NONE:
    return true;
  default:
    return false;
  }
}

/* Whether only blanks precede the token on its physical line. */
static bool begins_line(const Lexer *lx, const Token *t) {
  size_t len;
  const char *line = source_line(lx->src, t->loc.line, &len);
  for (int i = 0; i < t->loc.col - 1 && (size_t)i < len; i++)
    if (line[i] != ' ' && line[i] != '\t')
      return false;
  return true;
}

/* Words a syntax error the way a user reads it. Bison gives the unexpected
 * token and the tokens that would have been accepted (corrected by LAC); the
 * lexer knows the line's first keyword and the token before. */
static int yyreport_syntax_error(const yypcontext_t *ctx, Parser *p) {
  yysymbol_kind_t exp[YYNTOKENS];
  int n = yypcontext_expected_tokens(ctx, exp, YYNTOKENS);
  if (n < 0)
    n = 0;
  const Lexer *lx = &p->lx;
  const Token *got = &lx->last, *before = &lx->prev;
  int kind = got->kind;
  bool at_end = kind == TK_NEWLINE || kind == TK_YYEOF;
  /* At the end of a line, point just after the last token, as Python does. */
  SrcLoc loc = got->loc;
  if (at_end && before->kind)
    loc = (SrcLoc){before->loc.end_line, before->loc.end_col + 1, before->loc.end_line,
                   before->loc.end_col + 1};
  int first = lx->tok_first_on_line ? lx->prev_line_first_kind : lx->line_first_kind;
  SrcLoc first_loc = lx->tok_first_on_line ? lx->prev_line_first_loc : lx->line_first_loc;
  const char *what = kind == TK_YYEOF ? "end of file" : token_describe(p->arena, got);
  Diag *d = p->diag;

  if (lx->nbrackets > 0 && got->loc.line > lx->brackets[lx->nbrackets - 1].loc.line &&
      begins_line(lx, got)) {
    /* A statement seems to start inside brackets opened on an earlier line:
     * the bracket was never closed. Closing the brackets in the lexer lets
     * recovery resume at the end of this line instead of the end of file. */
    SrcLoc open = lx->brackets[lx->nbrackets - 1].loc;
    diag_error(d, open, "'%c' was never closed", lx->brackets[lx->nbrackets - 1].ch);
    p->lx.nbrackets = 0;
    p->lx.nf = 0;
  } else if (kind == TK_INDENT) {
    diag_error(d, loc, "unexpected indent");
  } else if (kind == TK_ELSE || kind == TK_ELIF) {
    diag_error(d, loc, "%s does not follow an 'if'%s block at the same indentation", what,
               kind == TK_ELSE ? ", 'for', 'while' or 'try'" : "");
  } else if (kind == TK_EXCEPT || kind == TK_FINALLY) {
    diag_error(d, loc, "%s does not follow a 'try' block at the same indentation", what);
  } else if (expects(exp, n, TK_INDENT)) {
    const char *h = header_name(first);
    if (h)
      diag_error(d, loc, "expected an indented block after %s on line %d", h, first_loc.line);
    else
      diag_error(d, loc, "expected an indented block");
  } else if (at_end && expects(exp, n, ':') && colon_context(lx->line_first_kind)) {
    diag_error(d, loc, "expected ':' after %s", colon_context(lx->line_first_kind));
  } else if (kind == '=' && (lx->line_first_kind == TK_IF || lx->line_first_kind == TK_ELIF ||
                             lx->line_first_kind == TK_WHILE)) {
    diag_error(d, loc, "cannot assign in a condition; did you mean '=='?");
  } else if (expects(exp, n, TK_NAME) && expects(exp, n, TK_INTEGER) && !starts_expression(kind)) {
    bool layout = before->kind == TK_NEWLINE || before->kind == TK_INDENT || before->kind == TK_DEDENT;
    if (!before->kind || layout)
      diag_error(d, loc, "invalid syntax: unexpected %s", what);
    else if (at_end || kind == ')' || kind == ']' || kind == '}' || kind == ',')
      diag_error(d, loc, "expected an expression after %s", token_describe(p->arena, before));
    else
      diag_error(d, loc, "expected an expression, found %s", what);
  } else if (starts_expression(kind) && expects(exp, n, ',') && lx->nbrackets > 0) {
    diag_error(d, loc, "invalid syntax: unexpected %s; perhaps a missing ','?", what);
  } else if (n > 0 && n <= 3) {
    StrBuf sb = {0};
    for (int i = 0; i < n; i++) {
      if (i > 0)
        sb_puts(&sb, i == n - 1 ? " or " : ", ");
      sb_puts(&sb, yysymbol_name(exp[i]));
    }
    diag_error(d, loc, "expected %s, found %s", sb.data, what);
    sb_free(&sb);
  } else {
    diag_error(d, loc, "invalid syntax: unexpected %s", what);
  }
  return 0;
}

const char *token_kind_name(int kind) {
  if (kind < 0)
    return "?";
  return yysymbol_name(YYTRANSLATE(kind));
}


/* CPython's CO_MAXBLOCKS: a function (or the module) may nest at most 20
 * loops, try or with statements; one more is a SyntaxError when the file
 * is compiled, whether or not the function is ever called. */
enum { MAX_STATIC_BLOCKS = 20 };

/* Reports the first statement of each block nested deeper than
 * MAX_STATIC_BLOCKS, as CPython's compiler does; `depth` blocks enclose
 * `stmts`. A def or class body starts again from none. */
static void check_static_blocks(Parser *p, const NodeList *stmts, int depth) {
  for (int k = 0; k < stmts->len; k++) {
    const Node *s = stmts->v[k];
    bool block = s->kind == AST_FOR || s->kind == AST_WHILE || s->kind == AST_TRY || s->kind == AST_WITH;
    if (block && depth == MAX_STATIC_BLOCKS) {
      diag_error(p->diag, s->loc, "too many statically nested blocks (CPython allows %d nested loops, try and "
                 "with statements in a function)", MAX_STATIC_BLOCKS);
      continue;
    }
    switch (s->kind) {
    case AST_IF:
      check_static_blocks(p, &s->cond.body, depth);
      check_static_blocks(p, &s->cond.orelse, depth);
      break;
    case AST_WHILE:
      check_static_blocks(p, &s->cond.body, depth + 1);
      check_static_blocks(p, &s->cond.orelse, depth);
      break;
    case AST_FOR:
      check_static_blocks(p, &s->loop.body, depth + 1);
      check_static_blocks(p, &s->loop.orelse, depth);
      break;
    case AST_WITH: check_static_blocks(p, &s->with.body, depth + 1); break;
    case AST_TRY:
      check_static_blocks(p, &s->try_.body, depth + 1);
      check_static_blocks(p, &s->try_.orelse, depth);
      check_static_blocks(p, &s->try_.finalbody, depth);
      break;
    case AST_FUNCDEF: check_static_blocks(p, &s->def.body, 0); break;
    case AST_CLASSDEF: check_static_blocks(p, &s->cls.body, 0); break;
    default: break;
    }
  }
}

Node *parse_source(Arena *a, Diag *d, const Source *src, StrTab *names) {
  Parser p;
  memset(&p, 0, sizeof p);
  p.arena = a;
  p.diag = d;
  lexer_init(&p.lx, a, d, src, names);
  int rc = yyparse(&p);
  if (!p.module)
    p.module = mk(&p, AST_MODULE, (SrcLoc){1, 1, 1, 1});
  if (rc != 0 && d->errors == 0)
    diag_error(d, p.lx.prev.loc, "the parser gave up here (out of memory or nesting too deep)");
  check_static_blocks(&p, &p.module->module.body, 0);
  return p.module;
}
