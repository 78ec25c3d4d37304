/* The --emit=ast dump: S-expressions, one statement per line with its
 * @line:col, expressions inline. The format is stable; tests match on it.
 *
 *   (def@4:1 add
 *     (params (param x) (param y))
 *     (body
 *       (return@5:5 (+ x y))))
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"

static void dump_stmt(StrBuf *out, const Node *n, int indent);

static void put_indent(StrBuf *out, int indent) {
  for (int i = 0; i < indent; i++)
    sb_puts(out, "  ");
}

/* A float as Python's repr writes it: the shortest digits that read back as
 * the same double, in fixed notation when the decimal exponent is in
 * [-4, 16) and in scientific notation otherwise (1e-05, 1e+16, 150.0). */
static void put_float(StrBuf *out, double v) {
  if (isnan(v)) {
    sb_puts(out, "nan");
    return;
  }
  if (isinf(v)) {
    sb_puts(out, v > 0 ? "inf" : "-inf");
    return;
  }
  char buf[48];
  int prec = 0;
  for (; prec < 17; prec++) {
    snprintf(buf, sizeof buf, "%.*e", prec, v);
    if (strtod(buf, NULL) == v)
      break;
  }
  /* buf is [-]d.ddde[+-]XX: split it into sign, digits and exponent. */
  char *e = strchr(buf, 'e');
  int exp = atoi(e + 1);
  *e = '\0';
  char digits[24];
  int nd = 0;
  bool neg = buf[0] == '-';
  for (const char *p = buf + neg; *p; p++)
    if (*p != '.')
      digits[nd++] = *p;
  if (neg)
    sb_putc(out, '-');
  if (exp < -4 || exp >= 16) {
    sb_putc(out, digits[0]);
    if (nd > 1) {
      sb_putc(out, '.');
      sb_putn(out, digits + 1, (size_t)nd - 1);
    }
    sb_printf(out, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
  } else if (exp < 0) {
    sb_puts(out, "0.");
    for (int i = -1; i > exp; i--)
      sb_putc(out, '0');
    sb_putn(out, digits, (size_t)nd);
  } else {
    for (int i = 0; i <= exp; i++)
      sb_putc(out, i < nd ? digits[i] : '0');
    sb_putc(out, '.');
    if (nd > exp + 1)
      sb_putn(out, digits + exp + 1, (size_t)(nd - exp - 1));
    else
      sb_putc(out, '0');
  }
}

static void put_opt(StrBuf *out, const Node *n) {
  sb_putc(out, ' ');
  if (n)
    ast_dump_expr(out, n);
  else
    sb_putc(out, '_');
}

static void put_list(StrBuf *out, const NodeList *l) {
  for (int i = 0; i < l->len; i++)
    put_opt(out, l->v[i]);
}

/* (head e1 e2 ...), or nothing when the list is empty. */
static void put_group(StrBuf *out, const char *head, const NodeList *l) {
  if (l->len == 0)
    return;
  sb_printf(out, " (%s", head);
  put_list(out, l);
  sb_putc(out, ')');
}

static void put_param(StrBuf *out, const Node *n) {
  static const char *prefix[] = {"", "*", "**", "*", "/"};
  sb_printf(out, "(param %s%s", prefix[n->param.kind], n->param.name ? n->param.name : "");
  if (n->param.annotation) {
    sb_puts(out, " (ann ");
    ast_dump_expr(out, n->param.annotation);
    sb_putc(out, ')');
  }
  if (n->param.def) {
    sb_puts(out, " (default ");
    ast_dump_expr(out, n->param.def);
    sb_putc(out, ')');
  }
  sb_putc(out, ')');
}

static void put_params(StrBuf *out, const NodeList *l) {
  sb_puts(out, "(params");
  for (int i = 0; i < l->len; i++) {
    sb_putc(out, ' ');
    put_param(out, l->v[i]);
  }
  sb_putc(out, ')');
}

static void put_generators(StrBuf *out, const NodeList *gens) {
  for (int i = 0; i < gens->len; i++) {
    const Node *g = gens->v[i];
    sb_printf(out, " (%sfor", g->gen.is_async ? "async-" : "");
    put_opt(out, g->gen.target);
    put_opt(out, g->gen.iter);
    put_group(out, "if", &g->gen.ifs);
    sb_putc(out, ')');
  }
}

void ast_dump_expr(StrBuf *out, const Node *n) {
  switch (n->kind) {
  case AST_NAME: sb_puts(out, n->name.id); return;
  case AST_INT: sb_printf(out, "%llu", (unsigned long long)n->num.ival); return;
  case AST_FLOAT: put_float(out, n->num.fval); return;
  case AST_IMAG: put_float(out, n->num.fval); sb_putc(out, 'j'); return;
  case AST_STR: sb_put_quoted(out, n->str.s, n->str.len); return;
  case AST_BYTES: sb_putc(out, 'b'); sb_put_quoted(out, n->str.s, n->str.len); return;
  case AST_TRUE: case AST_FALSE: case AST_NONE: case AST_ELLIPSIS:
    sb_puts(out, ast_kind_name(n->kind));
    return;
  case AST_FSTRING:
    sb_puts(out, "(fstring");
    put_list(out, &n->fstring.parts);
    break;
  case AST_FIELD:
    sb_puts(out, "(field");
    put_opt(out, n->field.value);
    if (n->field.conv)
      sb_printf(out, " !%c", n->field.conv);
    if (n->field.spec)
      put_opt(out, n->field.spec);
    break;
  case AST_BINOP: case AST_BOOLOP:
    sb_printf(out, "(%s", ast_op_name(n->bin.op));
    put_opt(out, n->bin.lhs);
    put_opt(out, n->bin.rhs);
    break;
  case AST_UNARY:
    sb_printf(out, "(%s", ast_op_name(n->unary.op));
    put_opt(out, n->unary.operand);
    break;
  case AST_COMPARE:
    sb_puts(out, "(compare");
    put_opt(out, n->cmp.operands.v[0]);
    for (int i = 1; i < n->cmp.operands.len; i++) {
      sb_printf(out, " %s", ast_op_name(n->cmp.ops[i - 1]));
      put_opt(out, n->cmp.operands.v[i]);
    }
    break;
  case AST_IFEXP:
    sb_puts(out, "(ifexp");
    put_opt(out, n->ifexp.cond);
    put_opt(out, n->ifexp.then);
    put_opt(out, n->ifexp.els);
    break;
  case AST_CALL:
    sb_puts(out, "(call");
    put_opt(out, n->call.func);
    put_list(out, &n->call.args);
    put_list(out, &n->call.keywords);
    break;
  case AST_KEYWORD:
    sb_printf(out, "(kw %s", n->kw.arg ? n->kw.arg : "**");
    put_opt(out, n->kw.value);
    break;
  case AST_ATTR:
    sb_puts(out, "(attr");
    put_opt(out, n->attr.value);
    sb_printf(out, " %s", n->attr.attr);
    break;
  case AST_SUBSCRIPT:
    sb_puts(out, "(index");
    put_opt(out, n->sub.value);
    put_opt(out, n->sub.index);
    break;
  case AST_SLICE:
    sb_puts(out, "(slice");
    put_opt(out, n->slice.lo);
    put_opt(out, n->slice.hi);
    put_opt(out, n->slice.step);
    break;
  case AST_TUPLE: case AST_LIST: case AST_SET:
  case AST_DEL: case AST_GLOBAL: case AST_NONLOCAL: case AST_IMPORT:
    sb_printf(out, "(%s", ast_kind_name(n->kind));
    put_list(out, &n->seq.elts);
    break;
  case AST_DICT:
    sb_puts(out, "(dict");
    for (int i = 0; i < n->dict.keys.len; i++) {
      sb_putc(out, ' ');
      sb_putc(out, '(');
      if (n->dict.keys.v[i])
        ast_dump_expr(out, n->dict.keys.v[i]);
      else
        sb_puts(out, "**");
      put_opt(out, n->dict.values.v[i]);
      sb_putc(out, ')');
    }
    break;
  case AST_LISTCOMP: case AST_SETCOMP: case AST_GENEXP: case AST_DICTCOMP:
    sb_printf(out, "(%s", ast_kind_name(n->kind));
    put_opt(out, n->comp.elt);
    if (n->kind == AST_DICTCOMP)
      put_opt(out, n->comp.value);
    put_generators(out, &n->comp.gens);
    break;
  case AST_LAMBDA:
    sb_puts(out, "(lambda ");
    put_params(out, &n->lambda.params);
    put_opt(out, n->lambda.body);
    break;
  case AST_YIELD: case AST_YIELDFROM: case AST_AWAIT: case AST_STARRED:
    sb_printf(out, "(%s", ast_kind_name(n->kind));
    if (n->wrap.value)
      put_opt(out, n->wrap.value);
    break;
  case AST_NAMEDEXPR:
    sb_puts(out, "(walrus");
    put_opt(out, n->walrus.target);
    put_opt(out, n->walrus.value);
    break;
  case AST_ALIAS:
    sb_printf(out, "(alias %s", n->alias.name);
    if (n->alias.asname)
      sb_printf(out, " %s", n->alias.asname);
    break;
  case AST_PARAM:
    put_param(out, n);
    return;
  case AST_WITHITEM:
    sb_puts(out, "(item");
    put_opt(out, n->item.expr);
    if (n->item.var)
      put_opt(out, n->item.var);
    break;
  default:
    /* A statement inside an expression context only happens in tests. */
    {
      StrBuf tmp = {0};
      dump_stmt(&tmp, n, 0);
      sb_puts(out, tmp.data);
      sb_free(&tmp);
    }
    return;
  }
  sb_putc(out, ')');
}

static void dump_block(StrBuf *out, const char *head, const NodeList *body, int indent) {
  sb_putc(out, '\n');
  put_indent(out, indent);
  sb_printf(out, "(%s", head);
  for (int i = 0; i < body->len; i++) {
    sb_putc(out, '\n');
    dump_stmt(out, body->v[i], indent + 1);
  }
  sb_putc(out, ')');
}

static void dump_stmt(StrBuf *out, const Node *n, int indent) {
  put_indent(out, indent);
  if (n->kind == AST_MODULE) {
    sb_puts(out, "(module");
    for (int i = 0; i < n->module.body.len; i++) {
      sb_putc(out, '\n');
      dump_stmt(out, n->module.body.v[i], indent + 1);
    }
    sb_puts(out, ")");
    return;
  }
  if (n->kind == AST_AUGASSIGN)
    sb_printf(out, "(%s=@%d:%d", ast_op_name(n->aug.op), n->loc.line, n->loc.col);
  else
    sb_printf(out, "(%s@%d:%d", ast_kind_name(n->kind), n->loc.line, n->loc.col);
  switch (n->kind) {
  case AST_EXPR_STMT: case AST_RETURN:
    if (n->wrap.value)
      put_opt(out, n->wrap.value);
    break;
  case AST_ASSIGN:
    put_list(out, &n->assign.targets);
    put_opt(out, n->assign.value);
    break;
  case AST_AUGASSIGN:
    put_opt(out, n->aug.target);
    put_opt(out, n->aug.value);
    break;
  case AST_ANNASSIGN:
    put_opt(out, n->ann.target);
    put_opt(out, n->ann.annotation);
    if (n->ann.value)
      put_opt(out, n->ann.value);
    break;
  case AST_IF: case AST_WHILE:
    put_opt(out, n->cond.cond);
    dump_block(out, "body", &n->cond.body, indent + 1);
    if (n->cond.orelse.len)
      dump_block(out, "else", &n->cond.orelse, indent + 1);
    break;
  case AST_FOR:
    if (n->loop.is_async)
      sb_puts(out, " async");
    put_opt(out, n->loop.target);
    put_opt(out, n->loop.iter);
    dump_block(out, "body", &n->loop.body, indent + 1);
    if (n->loop.orelse.len)
      dump_block(out, "else", &n->loop.orelse, indent + 1);
    break;
  case AST_BREAK: case AST_CONTINUE: case AST_PASS:
    break;
  case AST_ASSERT:
    put_opt(out, n->assert_.test);
    if (n->assert_.msg)
      put_opt(out, n->assert_.msg);
    break;
  case AST_RAISE:
    if (n->raise.exc)
      put_opt(out, n->raise.exc);
    if (n->raise.cause)
      put_opt(out, n->raise.cause);
    break;
  case AST_DEL: case AST_GLOBAL: case AST_NONLOCAL: case AST_IMPORT:
    put_list(out, &n->seq.elts);
    break;
  case AST_IMPORTFROM:
    sb_putc(out, ' ');
    for (int i = 0; i < n->from.level; i++)
      sb_putc(out, '.');
    if (n->from.module)
      sb_puts(out, n->from.module);
    put_list(out, &n->from.names);
    break;
  case AST_FUNCDEF:
    sb_printf(out, " %s%s", n->def.is_async ? "async " : "", n->def.name);
    if (n->def.decorators.len) {
      sb_putc(out, '\n');
      put_indent(out, indent + 1);
      sb_puts(out, "(decorators");
      put_list(out, &n->def.decorators);
      sb_putc(out, ')');
    }
    sb_putc(out, '\n');
    put_indent(out, indent + 1);
    put_params(out, &n->def.params);
    if (n->def.returns) {
      sb_putc(out, '\n');
      put_indent(out, indent + 1);
      sb_puts(out, "(returns");
      put_opt(out, n->def.returns);
      sb_putc(out, ')');
    }
    dump_block(out, "body", &n->def.body, indent + 1);
    break;
  case AST_CLASSDEF:
    sb_printf(out, " %s", n->cls.name);
    put_group(out, "decorators", &n->cls.decorators);
    put_group(out, "bases", &n->cls.bases);
    put_group(out, "keywords", &n->cls.keywords);
    dump_block(out, "body", &n->cls.body, indent + 1);
    break;
  case AST_TRY:
    dump_block(out, "body", &n->try_.body, indent + 1);
    for (int i = 0; i < n->try_.handlers.len; i++) {
      sb_putc(out, '\n');
      dump_stmt(out, n->try_.handlers.v[i], indent + 1);
    }
    if (n->try_.orelse.len)
      dump_block(out, "else", &n->try_.orelse, indent + 1);
    if (n->try_.finalbody.len)
      dump_block(out, "finally", &n->try_.finalbody, indent + 1);
    break;
  case AST_EXCEPT:
    if (n->handler.type)
      put_opt(out, n->handler.type);
    if (n->handler.name)
      sb_printf(out, " %s", n->handler.name);
    dump_block(out, "body", &n->handler.body, indent + 1);
    break;
  case AST_WITH:
    if (n->with.is_async)
      sb_puts(out, " async");
    put_list(out, &n->with.items);
    dump_block(out, "body", &n->with.body, indent + 1);
    break;
  default:
    sb_putc(out, ' ');
    ast_dump_expr(out, n);
    break;
  }
  sb_putc(out, ')');
}

void ast_dump(StrBuf *out, const Node *n) {
  dump_stmt(out, n, 0);
  sb_putc(out, '\n');
}
