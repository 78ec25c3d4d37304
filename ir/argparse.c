/* argparse, resolved while compiling. Programs describe their command line
 * with constants:
 *
 *     parser = argparse.ArgumentParser(description='K-Means')
 *     parser.add_argument('--size', dest='size', type=int, default=1000)
 *     args = parser.parse_args()
 *     n = args.size
 *
 * This pass, which runs on the syntax tree before the IR is built, reads
 * the ArgumentParser and add_argument calls of each function (and of the
 * top-level code), removes them, and rewrites
 *   - the parse_args() call into argparse.ArgumentParser.parse_args(SPEC),
 *     a builtin that parses sys.argv at run time against SPEC, a string
 *     constant that describes the parser (the format is in
 *     runtime/argparse.c), and returns one string per argument;
 *   - each later args.NAME into the conversion argparse would have made:
 *     int(args[k]), float(args[k]), args[k], or args[k] == "1" for a flag,
 *     with `None if args[k] == NONE else ...` where the default is None.
 * So each attribute has one static type, as in the rest of arrc; a parser
 * whose arguments would take two types (type=float with default=1) is an
 * error that says how to write it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arrc_abi.h"
#include "ir.h"

enum { MAX_ARGS = 64 };

typedef struct {
  const char *dest;
  char type;            /* 'i', 'f', 's', 'b' */
  bool none_default;
} ParsedArg;

typedef struct {
  const char *var;      /* the parser's variable */
  StrBuf spec;
  ParsedArg args[MAX_ARGS];
  int nargs;
  SrcLoc loc;
} ParserInfo;

typedef struct {
  const char *var;      /* the variable parse_args() was assigned to */
  const ParserInfo *parser;
} Namespace;

typedef struct {
  Arena *a;
  Diag *d;
  StrTab *names;
  /* The names the program gives the module and its class. */
  const char *module_names[8];
  int nmodule_names;
  const char *class_names[8];
  int nclass_names;
  ParserInfo parsers[8];
  int nparsers;
  Namespace spaces[8];
  int nspaces;
} Pass;

/* ---- the program's names for argparse ---------------------------------- */

static void find_imports(Node **slot, void *ctx) {
  Pass *p = ctx;
  Node *n = *slot;
  if (n->kind == AST_IMPORT) {
    for (int k = 0; k < n->seq.elts.len; k++) {
      const Node *al = n->seq.elts.v[k];
      if (strcmp(al->alias.name, "argparse") == 0 && p->nmodule_names < 8)
        p->module_names[p->nmodule_names++] = al->alias.asname ? al->alias.asname : al->alias.name;
    }
  } else if (n->kind == AST_IMPORTFROM && n->from.module && strcmp(n->from.module, "argparse") == 0) {
    for (int k = 0; k < n->from.names.len; k++) {
      const Node *al = n->from.names.v[k];
      if (strcmp(al->alias.name, "ArgumentParser") == 0 && p->nclass_names < 8)
        p->class_names[p->nclass_names++] = al->alias.asname ? al->alias.asname : al->alias.name;
    }
  }
  ast_visit_children(n, find_imports, ctx);
}

static bool is_name(const Node *n, const char *id) {
  return n && n->kind == AST_NAME && strcmp(n->name.id, id) == 0;
}

static bool in_list(const char *const *v, int n, const char *id) {
  for (int k = 0; k < n; k++)
    if (strcmp(v[k], id) == 0)
      return true;
  return false;
}

/* argparse.ArgumentParser(...) or ArgumentParser(...). */
static bool is_parser_call(const Pass *p, const Node *e) {
  if (!e || e->kind != AST_CALL)
    return false;
  const Node *f = e->call.func;
  if (f->kind == AST_NAME)
    return in_list(p->class_names, p->nclass_names, f->name.id);
  return f->kind == AST_ATTR && strcmp(f->attr.attr, "ArgumentParser") == 0 &&
         f->attr.value->kind == AST_NAME && in_list(p->module_names, p->nmodule_names, f->attr.value->name.id);
}

/* var.method(...) for a parser variable. */
static ParserInfo *method_call(Pass *p, const Node *e, const char *method) {
  if (!e || e->kind != AST_CALL || e->call.func->kind != AST_ATTR ||
      strcmp(e->call.func->attr.attr, method) != 0 || e->call.func->attr.value->kind != AST_NAME)
    return NULL;
  for (int k = p->nparsers - 1; k >= 0; k--)
    if (p->parsers[k].var == e->call.func->attr.value->name.id)
      return &p->parsers[k];
  return NULL;
}

/* ---- constants --------------------------------------------------------- */

static const Node *keyword(const Node *call, const char *name) {
  for (int k = 0; k < call->call.keywords.len; k++) {
    const Node *kw = call->call.keywords.v[k];
    if (kw->kw.arg && strcmp(kw->kw.arg, name) == 0)
      return kw->kw.value;
  }
  return NULL;
}

static const char *const_str(Pass *p, const Node *e, const char *what) {
  if (e->kind == AST_STR)
    return arena_strndup(p->a, e->str.s, e->str.len);
  diag_error(p->d, e->loc, "%s must be a string constant for arrc", what);
  return NULL;
}

/* Python's repr of a float, which str() of a float also is. */
static void float_repr(StrBuf *out, double v) {
  if (isnan(v)) {
    sb_puts(out, "nan");
    return;
  }
  if (isinf(v)) {
    sb_puts(out, v < 0 ? "-inf" : "inf");
    return;
  }
  char digits[40];
  int prec = 1;
  for (; prec < 17; prec++) {
    snprintf(digits, sizeof digits, "%.*e", prec - 1, v);
    if (strtod(digits, NULL) == v)
      break;
  }
  snprintf(digits, sizeof digits, "%.*e", prec - 1, v);
  /* digits is d.ddde[+-]XX: the mantissa's digits and the exponent. */
  char *e = strchr(digits, 'e');
  int exp = atoi(e + 1);
  *e = '\0';
  char mant[40];
  int nm = 0;
  bool neg = digits[0] == '-';
  for (char *q = digits + neg; *q; q++)
    if (*q != '.')
      mant[nm++] = *q;
  mant[nm] = '\0';
  if (neg)
    sb_puts(out, "-");
  if (exp < -4 || exp >= 16) {
    sb_printf(out, "%c", mant[0]);
    if (nm > 1)
      sb_printf(out, ".%s", mant + 1);
    sb_printf(out, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
  } else if (exp < 0) {
    sb_puts(out, "0.");
    for (int k = 0; k < -exp - 1; k++)
      sb_puts(out, "0");
    sb_puts(out, mant);
  } else {
    for (int k = 0; k <= exp; k++)
      sb_printf(out, "%c", k < nm ? mant[k] : '0');
    sb_puts(out, ".");
    sb_puts(out, nm > exp + 1 ? mant + exp + 1 : "0");
  }
}

/* A default's kind: 'i' int, 'f' float, 's' str, 'b' bool, 'n' None; its
 * text as the compiled code reads it (value) and as str() shows it (shown). */
static char const_value(Pass *p, const Node *e, StrBuf *value, StrBuf *shown) {
  bool neg = false;
  if (e->kind == AST_UNARY && e->unary.op == OP_NEG) {
    neg = true;
    e = e->unary.operand;
  }
  switch (e->kind) {
  case AST_INT:
    sb_printf(value, "%s%llu", neg ? "-" : "", (unsigned long long)e->num.ival);
    sb_puts(shown, value->data);
    return 'i';
  case AST_FLOAT:
    float_repr(value, neg ? -e->num.fval : e->num.fval);
    sb_puts(shown, value->data);
    return 'f';
  case AST_STR:
    if (neg)
      break;
    sb_putn(value, e->str.s, e->str.len);
    sb_putn(shown, e->str.s, e->str.len);
    return 's';
  case AST_TRUE: case AST_FALSE:
    if (neg)
      break;
    sb_puts(value, e->kind == AST_TRUE ? "1" : "");
    sb_puts(shown, e->kind == AST_TRUE ? "True" : "False");
    return 'b';
  case AST_NONE:
    if (neg)
      break;
    sb_puts(value, ARRC_ARGPARSE_NONE);
    sb_puts(shown, "None");
    return 'n';
  default:
    break;
  }
  diag_error(p->d, e->loc, "arrc needs the default of an argparse argument to be a constant "
             "(a number, a string, True, False or None)");
  return 0;
}

/* ---- ArgumentParser and add_argument ----------------------------------- */

static void field_sep(StrBuf *b) { sb_printf(b, "%c", ARRC_ARGPARSE_FIELD); }

static void new_parser(Pass *p, const char *var, const Node *call) {
  if (p->nparsers == 8) {
    diag_error(p->d, call->loc, "arrc supports at most 8 argparse parsers in a program");
    return;
  }
  ParserInfo *pi = &p->parsers[p->nparsers++];
  sb_free(&pi->spec);
  memset(pi, 0, sizeof *pi);
  pi->var = var;
  pi->loc = call->loc;
  const char *fields[3] = {"", "", ""};
  static const char *const names[3] = {"prog", "description", "epilog"};
  if (call->call.args.len > 0)
    fields[0] = const_str(p, call->call.args.v[0], "the program name of ArgumentParser");
  for (int k = 0; k < call->call.keywords.len; k++) {
    const Node *kw = call->call.keywords.v[k];
    int j = 0;
    while (j < 3 && (!kw->kw.arg || strcmp(kw->kw.arg, names[j]) != 0))
      j++;
    if (j == 3) {
      diag_error(p->d, kw->loc, "ArgumentParser(%s=...) is not supported by arrc yet; it takes prog=, "
                 "description= and epilog=", kw->kw.arg ? kw->kw.arg : "**");
      continue;
    }
    const char *v = const_str(p, kw->kw.value, names[j]);
    if (v)
      fields[j] = v;
  }
  sb_printf(&pi->spec, "%s", fields[0]);
  field_sep(&pi->spec);
  sb_printf(&pi->spec, "%s", fields[1]);
  field_sep(&pi->spec);
  sb_printf(&pi->spec, "%s", fields[2]);
}

static const char *const actions[] = {"store", "store_true", "store_false", "count", NULL};

static void add_argument(Pass *p, ParserInfo *pi, const Node *call) {
  SrcLoc loc = call->loc;
  if (pi->nargs == MAX_ARGS) {
    diag_error(p->d, loc, "arrc supports at most %d arguments in one argparse parser", MAX_ARGS);
    return;
  }
  static const char *const known[] = {"dest", "type", "default", "help", "action", "metavar",
                                      "choices", "required", NULL};
  for (int k = 0; k < call->call.keywords.len; k++) {
    const Node *kw = call->call.keywords.v[k];
    int j = 0;
    while (known[j] && (!kw->kw.arg || strcmp(kw->kw.arg, known[j]) != 0))
      j++;
    if (!known[j]) {
      diag_error(p->d, kw->loc, "add_argument(%s=...) is not supported by arrc yet", kw->kw.arg ? kw->kw.arg : "**");
      return;
    }
  }
  /* Option strings, or a positional's name. */
  StrBuf opts = {0}, value = {0}, shown = {0}, choices = {0};
  const char *dest = NULL, *first_long = NULL, *first_short = NULL;
  bool positional = false;
  for (int k = 0; k < call->call.args.len; k++) {
    const char *s = const_str(p, call->call.args.v[k], "an argparse option string");
    if (!s)
      goto done;
    if (s[0] != '-') {
      if (call->call.args.len > 1) {
        diag_error(p->d, call->call.args.v[k]->loc, "invalid option string '%s': must start with a character '-'", s);
        goto done;
      }
      positional = true;
      dest = s;
      continue;
    }
    if (opts.len)
      sb_puts(&opts, " ");
    sb_puts(&opts, s);
    if (s[1] == '-' && !first_long)
      first_long = s;
    if (s[1] != '-' && !first_short)
      first_short = s;
  }
  if (call->call.args.len == 0) {
    diag_error(p->d, loc, "add_argument() needs an option string or a name");
    goto done;
  }
  const Node *n;
  if ((n = keyword(call, "dest")) != NULL) {
    if (positional) {
      diag_error(p->d, n->loc, "dest supplied twice for positional argument");
      goto done;
    }
    dest = const_str(p, n, "dest=");
  } else if (!positional) {
    /* argparse's rule: the first long option, else the first short one,
     * without the dashes, '-' becoming '_'. */
    const char *o = first_long ? first_long + 2 : first_short + 1;
    char *d = arena_strndup(p->a, o, strlen(o));
    for (char *q = d; *q; q++)
      if (*q == '-')
        *q = '_';
    dest = d;
  }
  if (!dest)
    goto done;
  const char *action = "store";
  if ((n = keyword(call, "action")) != NULL) {
    action = const_str(p, n, "action=");
    if (!action)
      goto done;
    int j = 0;
    while (actions[j] && strcmp(actions[j], action) != 0)
      j++;
    if (!actions[j]) {
      diag_error(p->d, n->loc, "action='%s' is not supported by arrc yet; it has store, store_true, "
                 "store_false and count", action);
      goto done;
    }
  }
  char type = 's';
  if ((n = keyword(call, "type")) != NULL) {
    if (is_name(n, "int"))
      type = 'i';
    else if (is_name(n, "float"))
      type = 'f';
    else if (is_name(n, "str"))
      type = 's';
    else {
      diag_error(p->d, n->loc, "arrc supports type=int, type=float and type=str in add_argument");
      goto done;
    }
  }
  char dkind;
  bool flag = strcmp(action, "store_true") == 0 || strcmp(action, "store_false") == 0;
  if (flag) {
    type = 'b';
    bool dflt = strcmp(action, "store_false") == 0;
    if ((n = keyword(call, "default")) != NULL && (n->kind == AST_TRUE || n->kind == AST_FALSE))
      dflt = n->kind == AST_TRUE;
    else if (n)
      diag_error(p->d, n->loc, "the default of a store_true or store_false flag must be True or False for arrc");
    sb_puts(&value, dflt ? "1" : "");
    sb_puts(&shown, dflt ? "True" : "False");
    dkind = 'b';
  } else if (strcmp(action, "count") == 0) {
    type = 'i';
    n = keyword(call, "default");
    dkind = n ? const_value(p, n, &value, &shown) : (sb_puts(&value, ARRC_ARGPARSE_NONE), sb_puts(&shown, "None"), 'n');
  } else {
    n = keyword(call, "default");
    dkind = n ? const_value(p, n, &value, &shown) : (sb_puts(&value, ARRC_ARGPARSE_NONE), sb_puts(&shown, "None"), 'n');
    /* A string default goes through type= as argparse sends it; any other
     * default must already have the argument's type. */
    if (dkind && dkind != 'n' && dkind != 's' && dkind != type) {
      static const char *const kinds[] = {['i'] = "int", ['f'] = "float", ['s'] = "str", ['b'] = "bool"};
      diag_error(p->d, n->loc,
                 "argparse gives '%s' a %s when the option is given and the default's type, %s, when not; "
                 "arrc needs one type: write the default as a %s%s",
                 dest, kinds[(int)type], kinds[(int)dkind], kinds[(int)type],
                 type == 'f' ? " (1.0, not 1)" : type == 's' ? ", or add type=" : "");
    }
  }
  if (!dkind)
    goto done;
  const char *help = NULL, *metavar = "";
  if ((n = keyword(call, "help")) != NULL)
    help = const_str(p, n, "help=");
  if ((n = keyword(call, "metavar")) != NULL)
    metavar = const_str(p, n, "metavar=");
  if ((n = keyword(call, "choices")) != NULL) {
    if (n->kind != AST_LIST && n->kind != AST_TUPLE) {
      diag_error(p->d, n->loc, "arrc needs choices= to be a list or tuple of constants");
      goto done;
    }
    for (int k = 0; k < n->seq.elts.len; k++) {
      StrBuf v = {0}, s = {0};
      char kind = const_value(p, n->seq.elts.v[k], &v, &s);
      if (kind && (kind != type || strchr(s.data ? s.data : "", ' '))) {
        diag_error(p->d, n->seq.elts.v[k]->loc, "each choice must have the argument's type, without spaces");
      }
      if (choices.len)
        sb_puts(&choices, " ");
      sb_puts(&choices, s.data ? s.data : "");
      sb_free(&v);
      sb_free(&s);
    }
  }
  bool required = false;
  if ((n = keyword(call, "required")) != NULL) {
    if (n->kind != AST_TRUE && n->kind != AST_FALSE)
      diag_error(p->d, n->loc, "required= must be True or False");
    required = n->kind == AST_TRUE;
  }
  for (int k = 0; k < pi->nargs; k++)
    if (strcmp(pi->args[k].dest, dest) == 0)
      diag_error(p->d, loc, "arrc needs each argparse argument to have its own dest; '%s' is used twice", dest);
  pi->args[pi->nargs++] = (ParsedArg){dest, type, dkind == 'n'};
  StrBuf *b = &pi->spec;
  sb_printf(b, "%c%s", ARRC_ARGPARSE_RECORD, positional ? "" : opts.data);
  field_sep(b), sb_puts(b, dest);
  field_sep(b), sb_printf(b, "%c", type);
  field_sep(b), sb_puts(b, action);
  field_sep(b), sb_puts(b, value.data ? value.data : "");
  field_sep(b), sb_puts(b, shown.data ? shown.data : "");
  field_sep(b), sb_puts(b, help ? help : "");
  field_sep(b), sb_puts(b, metavar ? metavar : "");
  field_sep(b), sb_puts(b, choices.data ? choices.data : "");
  field_sep(b), sb_puts(b, required ? "1" : "0");
  field_sep(b), sb_puts(b, help ? "1" : "0");
done:
  sb_free(&opts);
  sb_free(&value);
  sb_free(&shown);
  sb_free(&choices);
}

/* ---- the rewriting ----------------------------------------------------- */

static Node *name_node(Pass *p, const char *id, SrcLoc loc) {
  Node *n = ast_new(p->a, AST_NAME, loc);
  n->name.id = strtab_intern(p->names, id, strlen(id));
  return n;
}

static Node *str_node(Pass *p, const char *s, size_t len, SrcLoc loc) {
  Node *n = ast_new(p->a, AST_STR, loc);
  n->str.s = arena_strndup(p->a, s, len);
  n->str.len = len;
  return n;
}

static Node *call_node(Pass *p, Node *func, Node *arg, SrcLoc loc) {
  Node *n = ast_new(p->a, AST_CALL, loc);
  n->call.func = func;
  ast_append(p->a, &n->call.args, arg);
  return n;
}

static Node *compare_eq(Pass *p, Node *lhs, Node *rhs, SrcLoc loc) { return ast_compare(p->a, loc, OP_EQ, lhs, rhs); }

/* args.NAME: the conversion of args[k]. */
static Node *attribute_value(Pass *p, const Namespace *ns, const Node *attr) {
  SrcLoc loc = attr->loc;
  const ParserInfo *pi = ns->parser;
  int k = 0;
  while (k < pi->nargs && strcmp(pi->args[k].dest, attr->attr.attr) != 0)
    k++;
  if (k == pi->nargs) {
    diag_error(p->d, loc, "'Namespace' object has no attribute '%s'", attr->attr.attr);
    return ast_new(p->a, AST_NONE, loc);
  }
  const ParsedArg *a = &pi->args[k];
  Node *index = ast_new(p->a, AST_INT, loc);
  index->num.ival = (uint64_t)k;
  Node *item = ast_subscript(p->a, loc, attr->attr.value, index);
  Node *v;
  switch (a->type) {
  case 'i': v = call_node(p, name_node(p, "int", loc), item, loc); break;
  case 'f': v = call_node(p, name_node(p, "float", loc), item, loc); break;
  case 'b': v = compare_eq(p, item, str_node(p, "1", 1, loc), loc); break;
  default: v = item; break;
  }
  if (!a->none_default)
    return v;
  Node *test = ast_new(p->a, AST_IFEXP, loc);
  test->ifexp.cond = compare_eq(p, item, str_node(p, ARRC_ARGPARSE_NONE, 1, loc), loc);
  test->ifexp.then = ast_new(p->a, AST_NONE, loc);
  test->ifexp.els = v;
  return test;
}

static const Namespace *namespace_of(const Pass *p, const Node *n) {
  if (n->kind != AST_NAME)
    return NULL;
  for (int k = p->nspaces - 1; k >= 0; k--)
    if (p->spaces[k].var == n->name.id)
      return &p->spaces[k];
  return NULL;
}

/* Rewrites the expressions under *slot: args.NAME becomes its value; any
 * other use of the namespace is an error. */
static void rewrite_uses(Node **slot, void *ctx) {
  Pass *p = ctx;
  Node *n = *slot;
  if (n->kind == AST_ATTR) {
    const Namespace *ns = namespace_of(p, n->attr.value);
    if (ns) {
      *slot = attribute_value(p, ns, n);
      return;
    }
  }
  if (n->kind == AST_NAME && namespace_of(p, n)) {
    diag_error(p->d, n->loc, "arrc supports the result of parse_args() only as '%s.NAME' in the code that "
               "parses the arguments", n->name.id);
    return;
  }
  if (n->kind == AST_FUNCDEF || n->kind == AST_CLASSDEF)
    return;
  ast_visit_children(n, rewrite_uses, ctx);
}

static void pass_body(Pass *p, NodeList *body);

/* One statement, in program order: parser statements are read and
 * removed, later statements rewritten. */
static void pass_stmt(Pass *p, Node **slot) {
  Node *s = *slot;
  if (s->kind == AST_FUNCDEF) {
    /* A function is a scope of its own. */
    int nparsers = p->nparsers, nspaces = p->nspaces;
    pass_body(p, &s->def.body);
    p->nparsers = nparsers;
    p->nspaces = nspaces;
    return;
  }
  if (s->kind == AST_CLASSDEF) {
    for (int k = 0; k < s->cls.body.len; k++)
      pass_stmt(p, &s->cls.body.v[k]);
    return;
  }
  if (s->kind == AST_ASSIGN && s->assign.targets.len == 1 && s->assign.targets.v[0]->kind == AST_NAME) {
    const char *var = s->assign.targets.v[0]->name.id;
    if (is_parser_call(p, s->assign.value)) {
      new_parser(p, var, s->assign.value);
      *slot = ast_new(p->a, AST_PASS, s->loc);
      return;
    }
    const ParserInfo *pi = method_call(p, s->assign.value, "parse_args");
    if (pi) {
      const Node *call = s->assign.value;
      if (call->call.args.len || call->call.keywords.len)
        diag_error(p->d, call->loc, "arrc's parse_args() reads sys.argv; it takes no arguments");
      /* argparse.ArgumentParser.parse_args(SPEC), in the program's names. */
      Node *f;
      if (p->nmodule_names > 0) {
        Node *cls = ast_new(p->a, AST_ATTR, call->loc);
        cls->attr.value = name_node(p, p->module_names[0], call->loc);
        cls->attr.attr = strtab_intern(p->names, "ArgumentParser", 14);
        f = cls;
      } else {
        f = name_node(p, p->class_names[0], call->loc);
      }
      Node *method = ast_new(p->a, AST_ATTR, call->loc);
      method->attr.value = f;
      method->attr.attr = strtab_intern(p->names, "parse_args", 10);
      s->assign.value = call_node(p, method, str_node(p, pi->spec.data, pi->spec.len, call->loc), call->loc);
      if (p->nspaces < 8)
        p->spaces[p->nspaces++] = (Namespace){var, pi};
      return;
    }
  }
  if (s->kind == AST_EXPR_STMT) {
    ParserInfo *pi = method_call(p, s->wrap.value, "add_argument");
    if (pi) {
      add_argument(p, pi, s->wrap.value);
      *slot = ast_new(p->a, AST_PASS, s->loc);
      return;
    }
  }
  switch (s->kind) {
  case AST_IF: case AST_WHILE:
    rewrite_uses(&s->cond.cond, p);
    pass_body(p, &s->cond.body);
    pass_body(p, &s->cond.orelse);
    return;
  case AST_FOR:
    rewrite_uses(&s->loop.iter, p);
    pass_body(p, &s->loop.body);
    pass_body(p, &s->loop.orelse);
    return;
  case AST_WITH:
    for (int k = 0; k < s->with.items.len; k++)
      rewrite_uses(&s->with.items.v[k], p);
    pass_body(p, &s->with.body);
    return;
  case AST_TRY:
    pass_body(p, &s->try_.body);
    for (int k = 0; k < s->try_.handlers.len; k++)
      pass_body(p, &s->try_.handlers.v[k]->handler.body);
    pass_body(p, &s->try_.orelse);
    pass_body(p, &s->try_.finalbody);
    return;
  default:
    rewrite_uses(slot, p);
    return;
  }
}

static void pass_body(Pass *p, NodeList *body) {
  for (int k = 0; k < body->len; k++)
    pass_stmt(p, &body->v[k]);
}

void argparse_desugar(Arena *a, Diag *d, StrTab *names, Node *module) {
  Pass p = {.a = a, .d = d, .names = names};
  ast_visit_children(module, find_imports, &p);
  if (p.nmodule_names == 0 && p.nclass_names == 0)
    return;
  pass_body(&p, &module->module.body);
  for (int k = 0; k < 8; k++)
    sb_free(&p.parsers[k].spec);
}
