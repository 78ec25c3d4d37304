/* Numba's @stencil, as Numba 0.56's numba/stencils/stencil.py defines it,
 * written as syntax that the rest of the compiler builds like any jitted
 * code. For
 *
 *   @stencil(cval=C)
 *   def k(a, w):
 *       return a[-1, 0] + w * a[1, 1]
 *
 * it writes a kernel, a copy of the body whose relative indices have the
 * position added (a[-1 + i0, 0 + i1]), and wrappers:
 *
 *   @njit
 *   def k.kernel(a, w, i0, i1):
 *       return a[-1 + i0, 0 + i1] + w * a[1 + i0, 1 + i1]
 *
 *   def k(a, w):                                # k(a, w)
 *       shape = a.shape
 *       out = numba._stencil_empty(shape, C, k.kernel, a, w)
 *       out[:1, :] = C          # the border, from the neighborhood
 *       out[-1:, :] = C
 *       out[:, -1:] = C
 *       for i0 in range(1, shape[0] - 1):       # prange in parallel code
 *           for i1 in range(0, shape[1] - 1):
 *               out[i0, i1] = k.kernel(a, w, i0, i1)
 *       return out
 *
 *   def k(a, w, out):                           # k(a, w, out=o)
 *       shape = a.shape
 *       numba._stencil_cval(C, k.kernel, a, w)
 *       out[:] = C
 *       (the same loops)
 *       return out
 *
 * Numba too compiles a call with out= apart from one without, and a
 * parallel=True caller's apart (its outer loop a prange), so there are
 * four wrappers; stencil_choose picks one at each call.
 * numba._stencil_empty allocates zeros of the kernel's result type
 * (ir/type_stencil.c types it by specializing the kernel), so without cval
 * the border is 0 as Numba's is, and nothing fills it. Numba fills the
 * border with slices that, for neighborhoods that do not contain 0, also
 * cover cells the loop then writes; only the cells outside the loop's box
 * keep cval in either, so only those are filled here. With out= and no
 * cval, out's border is left as it was, as in Numba.
 *
 * The neighborhood is given (neighborhood=) or inferred from the indices
 * of the arguments that are not in standard_indexing=, which must then be
 * constants: integer literals, expressions of them (which Python folds)
 * and local names assigned such a constant once. Every error is Numba's
 * message, reported at the decorator or at the index it is about. */
#include "stencil.h"

#include <stdio.h>
#include <string.h>

/* The hidden names the written code uses, bound in the module's scope to
 * the builtins they stand for, so that a program's own names (a variable
 * called range) cannot change what the code means. */
static const char *const hidden_builtins[][2] = {
    {"stencil.range", "builtins.range"},   {"stencil.prange", "numba.prange"},
    {"stencil.njit", "numba.njit"},        {"stencil.ValueError", "builtins.ValueError"},
    {"stencil.empty", "numba._stencil_empty"}, {"stencil.cval", "numba._stencil_cval"},
};

typedef struct {
  Infer *I;
  Arena *a;
  StrTab *names;
  Diag *d;
  SrcLoc loc;           /* where the written code says it is: the decorator */
  const Node *def;      /* the kernel as the program wrote it */
  const char **params;  /* its parameter names */
  int nparams;
  const char **standard; /* standard_indexing= */
  int nstandard;
  const Node *cval;     /* cval=, or NULL */
  bool neighborhood_given;
  int64_t *lo, *hi;     /* the neighborhood, by dimension */
  int ndim;
  bool *relative;       /* by parameter: indexed relatively somewhere */
  /* The kernel's local names assigned exactly once, to this expression. */
  const char **single_names;
  const Node **single_values;
  int *assign_counts;
  int nsingles, cap_singles;
  bool failed;
} Stencil;

static const char *intern(Stencil *s, const char *text) { return strtab_intern(s->names, text, strlen(text)); }

static void fail(Stencil *s, SrcLoc loc, const char *message) {
  if (!s->failed)
    diag_error(s->d, loc, "%s", message);
  s->failed = true;
}

/* ---- syntax the written code is made of --------------------------------- */

static Node *name(Stencil *s, const char *id) {
  Node *n = ast_new(s->a, AST_NAME, s->loc);
  n->name.id = intern(s, id);
  return n;
}

static Node *integer(Stencil *s, int64_t v) {
  if (v < 0) {
    Node *n = ast_new(s->a, AST_UNARY, s->loc);
    n->unary.op = OP_NEG;
    n->unary.operand = integer(s, -v);
    return n;
  }
  Node *n = ast_new(s->a, AST_INT, s->loc);
  n->num.ival = (uint64_t)v;
  return n;
}

static Node *call(Stencil *s, const char *fn) {
  Node *c = ast_new(s->a, AST_CALL, s->loc);
  c->call.func = name(s, fn);
  return c;
}

static Node *arg(Stencil *s, Node *c, Node *x) {
  ast_append(s->a, &c->call.args, x);
  return c;
}

static Node *attr(Stencil *s, Node *value, const char *field) {
  Node *n = ast_new(s->a, AST_ATTR, s->loc);
  n->attr.value = value;
  n->attr.attr = intern(s, field);
  return n;
}

static Node *item(Stencil *s, Node *value, Node *index) { return ast_subscript(s->a, s->loc, value, index); }

static Node *slice(Stencil *s, Node *lo, Node *hi) {
  Node *n = ast_new(s->a, AST_SLICE, s->loc);
  n->slice.lo = lo;
  n->slice.hi = hi;
  return n;
}

static Node *assign(Stencil *s, Node *target, Node *value) {
  Node *n = ast_new(s->a, AST_ASSIGN, s->loc);
  ast_append(s->a, &n->assign.targets, target);
  n->assign.value = value;
  return n;
}

static Node *statement(Stencil *s, Node *e) {
  Node *n = ast_new(s->a, AST_EXPR_STMT, s->loc);
  n->wrap.value = e;
  return n;
}

static Node *param(Stencil *s, const char *id, Node *dflt) {
  Node *p = ast_new(s->a, AST_PARAM, s->loc);
  p->param.name = intern(s, id);
  p->param.kind = PARAM_PLAIN;
  p->param.def = dflt;
  return p;
}

static const char *index_name(Stencil *s, int d) {
  char buf[32];
  snprintf(buf, sizeof buf, "stencil.index%d", d);
  return intern(s, buf);
}

/* ---- a deep copy of the kernel's body, which the rewrite then changes --- */

static void copy_list(Arena *a, NodeList *l) {
  Node **v = arena_alloc(a, (size_t)(l->cap > 0 ? l->cap : 1) * sizeof *v);
  if (l->len)
    memcpy(v, l->v, (size_t)l->len * sizeof *v);
  l->v = v;
}

/* The lists of a node, whose arrays the copy must not share. */
static void copy_lists(Arena *a, Node *n) {
  switch (n->kind) {
  case AST_FSTRING: copy_list(a, &n->fstring.parts); break;
  case AST_COMPARE: copy_list(a, &n->cmp.operands); break;
  case AST_CALL: copy_list(a, &n->call.args); copy_list(a, &n->call.keywords); break;
  case AST_TUPLE: case AST_LIST: case AST_SET: case AST_DEL: copy_list(a, &n->seq.elts); break;
  case AST_DICT: copy_list(a, &n->dict.keys); copy_list(a, &n->dict.values); break;
  case AST_LISTCOMP: case AST_SETCOMP: case AST_DICTCOMP: case AST_GENEXP: copy_list(a, &n->comp.gens); break;
  case AST_COMPFOR: copy_list(a, &n->gen.ifs); break;
  case AST_LAMBDA: copy_list(a, &n->lambda.params); break;
  case AST_ASSIGN: copy_list(a, &n->assign.targets); break;
  case AST_IF: case AST_WHILE: copy_list(a, &n->cond.body); copy_list(a, &n->cond.orelse); break;
  case AST_FOR: copy_list(a, &n->loop.body); copy_list(a, &n->loop.orelse); break;
  case AST_FUNCDEF:
    copy_list(a, &n->def.params);
    copy_list(a, &n->def.decorators);
    copy_list(a, &n->def.body);
    break;
  case AST_CLASSDEF:
    copy_list(a, &n->cls.bases);
    copy_list(a, &n->cls.keywords);
    copy_list(a, &n->cls.decorators);
    copy_list(a, &n->cls.body);
    break;
  case AST_TRY:
    copy_list(a, &n->try_.body);
    copy_list(a, &n->try_.handlers);
    copy_list(a, &n->try_.orelse);
    copy_list(a, &n->try_.finalbody);
    break;
  case AST_EXCEPT: copy_list(a, &n->handler.body); break;
  case AST_WITH: copy_list(a, &n->with.items); copy_list(a, &n->with.body); break;
  case AST_MODULE: copy_list(a, &n->module.body); break;
  default: break;
  }
}

static void copy_slot(Node **slot, void *ctx) {
  Arena *a = ctx;
  Node *n = arena_alloc(a, sizeof *n);
  *n = **slot;
  copy_lists(a, n);
  ast_visit_children(n, copy_slot, a);
  *slot = n;
}

/* ---- the kernel: its parameters, assignments and indices ---------------- */

static int param_index(const Stencil *s, const Node *e) {
  if (e->kind != AST_NAME)
    return -1;
  for (int k = 0; k < s->nparams; k++)
    if (strcmp(s->params[k], e->name.id) == 0)
      return k;
  return -1;
}

static bool is_standard(const Stencil *s, const char *id) {
  for (int k = 0; k < s->nstandard; k++)
    if (strcmp(s->standard[k], id) == 0)
      return true;
  return false;
}

/* The parameter that the subscript e reads relatively, or -1. */
static int relative_param(const Stencil *s, const Node *e) {
  if (e->kind != AST_SUBSCRIPT)
    return -1;
  int p = param_index(s, e->sub.value);
  return p >= 0 && !is_standard(s, s->params[p]) ? p : -1;
}

/* Counts an assignment of a name (value: the whole value of a plain
 * `name = value`, else NULL). */
static void count_assignment(Stencil *s, const char *id, const Node *value) {
  for (int k = 0; k < s->nsingles; k++) {
    if (strcmp(s->single_names[k], id) == 0) {
      s->assign_counts[k]++;
      return;
    }
  }
  if (s->nsingles == s->cap_singles) {
    int cap = s->cap_singles ? 2 * s->cap_singles : 8;
    const char **names = arena_alloc(s->a, (size_t)cap * sizeof *names);
    const Node **values = arena_alloc(s->a, (size_t)cap * sizeof *values);
    int *counts = arena_alloc(s->a, (size_t)cap * sizeof *counts);
    if (s->nsingles) {
      memcpy(names, s->single_names, (size_t)s->nsingles * sizeof *names);
      memcpy(values, s->single_values, (size_t)s->nsingles * sizeof *values);
      memcpy(counts, s->assign_counts, (size_t)s->nsingles * sizeof *counts);
    }
    s->single_names = names, s->single_values = values, s->assign_counts = counts;
    s->cap_singles = cap;
  }
  s->single_names[s->nsingles] = id;
  s->single_values[s->nsingles] = value;
  s->assign_counts[s->nsingles++] = value ? 1 : 2;
}

/* A store into a kernel's argument is Numba's error; a name bound is
 * counted (Numba reserves `out`, the wrapper's parameter). */
static void check_target(Stencil *s, const Node *t, const Node *value) {
  if (t->kind == AST_NAME) {
    if (strcmp(t->name.id, "out") == 0)
      fail(s, t->loc, "Cannot use the reserved word 'out' in stencil kernels.");
    count_assignment(s, t->name.id, value);
  } else if (t->kind == AST_TUPLE || t->kind == AST_LIST) {
    for (int k = 0; k < t->seq.elts.len; k++)
      check_target(s, t->seq.elts.v[k], NULL);
  } else if (t->kind == AST_STARRED) {
    check_target(s, t->wrap.value, NULL);
  } else if (t->kind == AST_SUBSCRIPT && param_index(s, t->sub.value) >= 0) {
    fail(s, t->loc, "Assignments to arrays passed to stencil kernels is not allowed.");
  }
}

static void scan_assignments(Node **slot, void *ctx) {
  Stencil *s = ctx;
  const Node *n = *slot;
  switch (n->kind) {
  case AST_ASSIGN:
    for (int k = 0; k < n->assign.targets.len; k++)
      check_target(s, n->assign.targets.v[k], n->assign.targets.len == 1 ? n->assign.value : NULL);
    break;
  case AST_AUGASSIGN: check_target(s, n->aug.target, NULL); break;
  case AST_ANNASSIGN: check_target(s, n->ann.target, NULL); break;
  case AST_FOR: check_target(s, n->loop.target, NULL); break;
  case AST_COMPFOR: check_target(s, n->gen.target, NULL); break;
  case AST_NAMEDEXPR: check_target(s, n->walrus.target, NULL); break;
  default: break;
  }
  ast_visit_children(*slot, scan_assignments, ctx);
}

/* The constant integer an index is, as Numba finds it: a literal, an
 * expression of literals that Python folds, or (depth 0) a local name
 * assigned such a constant once; an expression of such a name (-i) is not
 * one, as in Numba's stencil outside parallel=True. */
static bool constant_index(const Stencil *s, const Node *e, int64_t *v, int depth) {
  int64_t x, y;
  if (depth > 32)
    return false;
  switch (e->kind) {
  case AST_INT:
    if (e->num.ival > (uint64_t)INT64_MAX)
      return false;
    *v = (int64_t)e->num.ival;
    return true;
  case AST_UNARY:
    if ((e->unary.op != OP_NEG && e->unary.op != OP_POS) || !constant_index(s, e->unary.operand, &x, depth + 1))
      return false;
    *v = e->unary.op == OP_NEG ? -x : x;
    return true;
  case AST_BINOP:
    if (!constant_index(s, e->bin.lhs, &x, depth + 1) || !constant_index(s, e->bin.rhs, &y, depth + 1))
      return false;
    if (e->bin.op == OP_ADD)
      *v = x + y;
    else if (e->bin.op == OP_SUB)
      *v = x - y;
    else if (e->bin.op == OP_MUL)
      *v = x * y;
    else
      return false;
    return true;
  case AST_NAME:
    if (depth > 0 || param_index(s, e) >= 0)
      return false;
    for (int k = 0; k < s->nsingles; k++)
      if (strcmp(s->single_names[k], e->name.id) == 0)
        return s->assign_counts[k] == 1 && constant_index(s, s->single_values[k], v, 1);
    return false;
  default:
    return false;
  }
}

/* Widens the inferred neighborhood by one relative index. */
static void infer_offsets(Stencil *s, const Node *index) {
  int n = index->kind == AST_TUPLE ? index->seq.elts.len : 1;
  if (s->ndim == 0) {
    s->ndim = n;
    s->lo = arena_alloc(s->a, (size_t)n * sizeof *s->lo);
    s->hi = arena_alloc(s->a, (size_t)n * sizeof *s->hi);
  }
  for (int d = 0; d < n; d++) {
    const Node *e = index->kind == AST_TUPLE ? index->seq.elts.v[d] : index;
    int64_t v;
    if (!constant_index(s, e, &v, 0)) {
      fail(s, e->loc, "stencil kernel index is not constant, 'neighborhood' option required");
      return;
    }
    if (d < s->ndim) {
      s->lo[d] = v < s->lo[d] ? v : s->lo[d];
      s->hi[d] = v > s->hi[d] ? v : s->hi[d];
    }
  }
  if (n != s->ndim)
    fail(s, index->loc, "Stencil index does not match array dimensionality.");
}

/* With neighborhood= given, a constant offset outside it would read
 * outside the array at the border (undefined behaviour in Numba, whose
 * page says so): it is an error. Offsets known only at run time are the
 * program's to keep inside. */
static void check_offsets(Stencil *s, const Node *index) {
  int n = index->kind == AST_TUPLE ? index->seq.elts.len : 1;
  for (int d = 0; d < n && d < s->ndim; d++) {
    const Node *e = index->kind == AST_TUPLE ? index->seq.elts.v[d] : index;
    int64_t v;
    if (constant_index(s, e, &v, 0) && (v < s->lo[d] || v > s->hi[d])) {
      diag_error(s->d, e->loc, "stencil index offset %lld is outside the neighborhood (%lld, %lld) given for "
                 "dimension %d; Numba reads outside the array there", (long long)v, (long long)s->lo[d],
                 (long long)s->hi[d], d);
      s->failed = true;
    }
  }
}

static void scan_indices(Node **slot, void *ctx) {
  Stencil *s = ctx;
  int p = relative_param(s, *slot);
  if (p >= 0) {
    s->relative[p] = true;
    if (!s->neighborhood_given)
      infer_offsets(s, (*slot)->sub.index);
    else
      check_offsets(s, (*slot)->sub.index);
  }
  ast_visit_children(*slot, scan_indices, ctx);
}

/* One index of dimension d with the position added: x + index_d, or a
 * slice lo:hi with it added to both bounds. */
static Node *offset(Stencil *s, Node *x, int d) {
  if (x->kind == AST_SLICE) {
    if (!x->slice.lo || !x->slice.hi) {
      fail(s, x->loc, "a relative slice in a stencil kernel needs both bounds (Numba adds the position to each)");
      return x;
    }
    Node *n = ast_new(s->a, AST_SLICE, x->loc);
    n->slice.lo = offset(s, x->slice.lo, d);
    n->slice.hi = offset(s, x->slice.hi, d);
    n->slice.step = x->slice.step;
    return n;
  }
  Node *i = name(s, index_name(s, d));
  i->loc = x->loc;
  return ast_binop(s->a, x->loc, OP_ADD, x, i);
}

static void rewrite_indices(Node **slot, void *ctx) {
  Stencil *s = ctx;
  Node *n = *slot;
  if (relative_param(s, n) >= 0) {
    Node *index = n->sub.index;
    if (s->ndim == 1) {
      n->sub.index = offset(s, index, 0);
    } else if (index->kind == AST_TUPLE) {
      if (index->seq.elts.len != s->ndim) {
        fail(s, index->loc, "Stencil index does not match array dimensionality.");
        return;
      }
      Node *t = ast_new(s->a, AST_TUPLE, index->loc);
      for (int d = 0; d < s->ndim; d++)
        ast_append(s->a, &t->seq.elts, offset(s, index->seq.elts.v[d], d));
      n->sub.index = t;
    } else {
      /* A tuple held in a variable: each of its elements gets its offset. */
      Node *t = ast_new(s->a, AST_TUPLE, index->loc);
      for (int d = 0; d < s->ndim; d++)
        ast_append(s->a, &t->seq.elts, offset(s, item(s, index, integer(s, d)), d));
      n->sub.index = t;
    }
  }
  ast_visit_children(n, rewrite_indices, ctx);
}

/* ---- the decorator's options ---------------------------------------------- */

static bool read_neighborhood(Stencil *s, const Node *v) {
  const char *bad = "neighborhood must be a tuple with a (min, max) pair of integer constants for each dimension";
  if (v->kind != AST_TUPLE || v->seq.elts.len == 0) {
    fail(s, v->loc, bad);
    return false;
  }
  s->ndim = v->seq.elts.len;
  s->lo = arena_alloc(s->a, (size_t)s->ndim * sizeof *s->lo);
  s->hi = arena_alloc(s->a, (size_t)s->ndim * sizeof *s->hi);
  for (int d = 0; d < s->ndim; d++) {
    const Node *pair = v->seq.elts.v[d];
    if ((pair->kind != AST_TUPLE && pair->kind != AST_LIST) || pair->seq.elts.len != 2 ||
        !constant_index(s, pair->seq.elts.v[0], &s->lo[d], 0) ||
        !constant_index(s, pair->seq.elts.v[1], &s->hi[d], 0)) {
      fail(s, pair->loc, bad);
      return false;
    }
  }
  s->neighborhood_given = true;
  return true;
}

static void read_standard_indexing(Stencil *s, const Node *v) {
  if (v->kind == AST_STR) {
    s->nstandard = 1;
    s->standard = arena_alloc(s->a, sizeof *s->standard);
    s->standard[0] = intern(s, v->str.s);
    return;
  }
  if (v->kind != AST_TUPLE && v->kind != AST_LIST) {
    fail(s, v->loc, "standard_indexing must be a tuple of the names of the kernel's parameters, as strings");
    return;
  }
  s->standard = arena_alloc(s->a, (size_t)(v->seq.elts.len + 1) * sizeof *s->standard);
  for (int k = 0; k < v->seq.elts.len; k++) {
    const Node *e = v->seq.elts.v[k];
    if (e->kind != AST_STR) {
      fail(s, e->loc, "standard_indexing must be a tuple of the names of the kernel's parameters, as strings");
      return;
    }
    s->standard[s->nstandard++] = intern(s, e->str.s);
  }
}

/* Numba's stencil(func_or_mode='constant', **options). */
static void read_options(Stencil *s, const Node *dec) {
  if (dec->kind != AST_CALL)
    return;
  for (int k = 0; k < dec->call.args.len; k++) {
    const Node *a = dec->call.args.v[k];
    if (k > 0 || a->kind != AST_STR) {
      fail(s, a->loc, "stencil() takes the mode as its one positional argument, and options as keywords");
      return;
    }
    if (strcmp(a->str.s, "constant") != 0) {
      diag_error(s->d, a->loc, "Unsupported mode style %s", a->str.s);
      s->failed = true;
      return;
    }
  }
  for (int k = 0; k < dec->call.keywords.len; k++) {
    const Node *kw = dec->call.keywords.v[k];
    const Node *v = kw->kw.value;
    if (!kw->kw.arg) {
      fail(s, kw->loc, "stencil() takes its options as keywords, not as **");
    } else if (strcmp(kw->kw.arg, "neighborhood") == 0) {
      if (v->kind != AST_NONE)
        read_neighborhood(s, v);
    } else if (strcmp(kw->kw.arg, "cval") == 0) {
      s->cval = v;
    } else if (strcmp(kw->kw.arg, "standard_indexing") == 0) {
      read_standard_indexing(s, v);
    } else if (strcmp(kw->kw.arg, "func_or_mode") == 0) {
      if (v->kind != AST_STR || strcmp(v->str.s, "constant") != 0) {
        if (v->kind == AST_STR)
          diag_error(s->d, v->loc, "Unsupported mode style %s", v->str.s);
        else
          diag_error(s->d, v->loc, "func_or_mode must be the mode 'constant' when given as a keyword");
        s->failed = true;
      }
    } else {
      diag_error(s->d, kw->loc, "Unknown stencil option %s", kw->kw.arg);
      s->failed = true;
    }
  }
}

/* Checks the kernel's parameters and standard_indexing= against them. */
static void read_params(Stencil *s) {
  const NodeList *ps = &s->def->def.params;
  s->params = arena_alloc(s->a, (size_t)(ps->len + 1) * sizeof *s->params);
  s->relative = arena_alloc(s->a, (size_t)(ps->len + 1) * sizeof *s->relative);
  for (int k = 0; k < ps->len; k++) {
    const Node *p = ps->v[k];
    if (p->param.kind != PARAM_PLAIN) {
      fail(s, p->loc, "a stencil kernel takes plain parameters (no *args, **kwargs, / or *)");
      return;
    }
    if (strcmp(p->param.name, "out") == 0)
      fail(s, p->loc, "Cannot use the reserved word 'out' in stencil kernels.");
    s->params[s->nparams++] = p->param.name;
  }
  if (s->nparams == 0) {
    fail(s, s->def->loc, "The first argument to a stencil kernel must be the primary input array.");
    return;
  }
  if (is_standard(s, s->params[0]))
    fail(s, s->loc, "The first argument to a stencil kernel must use relative indexing, not standard indexing.");
  for (int k = 0; k < s->nstandard; k++) {
    bool found = false;
    for (int p = 0; p < s->nparams; p++)
      found |= strcmp(s->params[p], s->standard[k]) == 0;
    if (!found)
      fail(s, s->loc, "Standard indexing requested for an array name not present in the stencil kernel definition.");
  }
}

/* ---- the functions written ---------------------------------------------- */

static Node *def_node(Stencil *s, const char *fname) {
  Node *f = ast_new(s->a, AST_FUNCDEF, s->def->loc);
  f->def.name = fname;
  return f;
}

/* The kernel, bound to a hidden name made from where the def and the
 * decorator are (stencil(f) and stencil(cval=1)(f) make two): the
 * program's parameters, then the position; its body the copy with the
 * relative indices rewritten. */
static const char *write_kernel(Stencil *s) {
  char buf[64];
  snprintf(buf, sizeof buf, "stencil.kernel.%d.%d.%d.%d", s->def->loc.line, s->def->loc.col, s->loc.line, s->loc.col);
  const char *hidden = intern(s, buf);
  Node *f = def_node(s, s->def->def.name);
  ast_append(s->a, &f->def.decorators, name(s, "stencil.njit"));
  for (int k = 0; k < s->nparams; k++)
    ast_append(s->a, &f->def.params, param(s, s->params[k], NULL));
  for (int d = 0; d < s->ndim; d++)
    ast_append(s->a, &f->def.params, param(s, index_name(s, d), NULL));
  f->def.body = s->def->def.body;
  copy_list(s->a, &f->def.body);
  for (int k = 0; k < f->def.body.len; k++)
    copy_slot(&f->def.body.v[k], s->a);
  for (int k = 0; k < f->def.body.len; k++)
    rewrite_indices(&f->def.body.v[k], s);
  scope_bind_function(s->I->m->scope, hidden, f);
  return hidden;
}

/* A call of a helper: helper(leading..., kernel, params...). */
static Node *helper_call(Stencil *s, const char *helper, Node *lead0, Node *lead1, const char *kernel) {
  Node *c = call(s, helper);
  if (lead0)
    arg(s, c, lead0);
  arg(s, c, lead1);
  arg(s, c, name(s, kernel));
  for (int k = 0; k < s->nparams; k++)
    arg(s, c, name(s, s->params[k]));
  return c;
}

static Node *cval_or_none(Stencil *s) { return s->cval ? (Node *)s->cval : ast_new(s->a, AST_NONE, s->loc); }

/* out[:, ..., sl, ..., :] with sl in dimension d. */
static Node *border(Stencil *s, int d, Node *sl) {
  Node *t = ast_new(s->a, AST_TUPLE, s->loc);
  for (int k = 0; k < s->ndim; k++)
    ast_append(s->a, &t->seq.elts, k == d ? sl : slice(s, NULL, NULL));
  return item(s, name(s, "out"), s->ndim == 1 ? t->seq.elts.v[0] : t);
}

/* Secondary relatively indexed arrays must be as large as the first in
 * each dimension (Numba's raise_if_incompatible_array_sizes). */
static void write_size_checks(Stencil *s, NodeList *body) {
  for (int p = 1; p < s->nparams; p++) {
    if (!s->relative[p])
      continue;
    Node *cond = NULL;
    for (int d = 0; d < s->ndim; d++) {
      Node *c = ast_compare(s->a, s->loc, OP_GT, item(s, attr(s, name(s, s->params[0]), "shape"), integer(s, d)),
                            item(s, attr(s, name(s, s->params[p]), "shape"), integer(s, d)));
      if (cond) {
        Node *o = ast_new(s->a, AST_BOOLOP, s->loc);
        o->bin.op = OP_OR;
        o->bin.lhs = cond;
        o->bin.rhs = c;
        c = o;
      }
      cond = c;
    }
    Node *msg = ast_new(s->a, AST_STR, s->loc);
    msg->str.s = "Secondary stencil array has some dimension smaller the same dimension in the first stencil input.";
    msg->str.len = strlen(msg->str.s);
    Node *r = ast_new(s->a, AST_RAISE, s->loc);
    r->raise.exc = arg(s, call(s, "stencil.ValueError"), msg);
    Node *test = ast_new(s->a, AST_IF, s->loc);
    test->cond.cond = cond;
    ast_append(s->a, &test->cond.body, r);
    ast_append(s->a, body, test);
  }
}

/* A wrapper: with_out takes the output as its parameter out (a call with
 * out=), else allocates it; Numba too compiles the two apart, so that
 * out's type does not meet the allocated array's. */
static Node *write_wrapper(Stencil *s, const char *kernel, bool parallel, bool with_out) {
  Node *f = def_node(s, s->def->def.name);
  for (int k = 0; k < s->nparams; k++)
    ast_append(s->a, &f->def.params, param(s, s->params[k], NULL));
  if (with_out)
    ast_append(s->a, &f->def.params, param(s, "out", NULL));
  NodeList *body = &f->def.body;
  write_size_checks(s, body);
  ast_append(s->a, body, assign(s, name(s, "stencil.shape"), attr(s, name(s, s->params[0]), "shape")));
  if (with_out) {
    ast_append(s->a, body, statement(s, helper_call(s, "stencil.cval", NULL, cval_or_none(s), kernel)));
    if (s->cval)
      ast_append(s->a, body, assign(s, item(s, name(s, "out"), slice(s, NULL, NULL)), (Node *)s->cval));
  } else {
    ast_append(s->a, body,
               assign(s, name(s, "out"), helper_call(s, "stencil.empty", name(s, "stencil.shape"), cval_or_none(s), kernel)));
    for (int d = 0; s->cval && d < s->ndim; d++) {
      if (s->lo[d] < 0)
        ast_append(s->a, body, assign(s, border(s, d, slice(s, NULL, integer(s, -s->lo[d]))), (Node *)s->cval));
      if (s->hi[d] > 0)
        ast_append(s->a, body, assign(s, border(s, d, slice(s, integer(s, -s->hi[d]), NULL)), (Node *)s->cval));
    }
  }
  /* The loop nest over the interior, innermost last. */
  NodeList *at = body;
  Node *position = ast_new(s->a, AST_TUPLE, s->loc);
  for (int d = 0; d < s->ndim; d++) {
    int64_t first = s->lo[d] < 0 ? -s->lo[d] : 0, last = s->hi[d] > 0 ? s->hi[d] : 0;
    Node *stop = ast_binop(s->a, s->loc, OP_SUB, item(s, name(s, "stencil.shape"), integer(s, d)), integer(s, last));
    Node *loop = ast_new(s->a, AST_FOR, s->loc);
    loop->loop.target = name(s, index_name(s, d));
    loop->loop.iter = arg(s, arg(s, call(s, parallel && d == 0 ? "stencil.prange" : "stencil.range"), integer(s, first)), stop);
    ast_append(s->a, at, loop);
    at = &loop->loop.body;
    ast_append(s->a, &position->seq.elts, name(s, index_name(s, d)));
  }
  Node *value = call(s, kernel);
  for (int k = 0; k < s->nparams; k++)
    arg(s, value, name(s, s->params[k]));
  for (int d = 0; d < s->ndim; d++)
    arg(s, value, name(s, index_name(s, d)));
  ast_append(s->a, at, assign(s, item(s, name(s, "out"), s->ndim == 1 ? position->seq.elts.v[0] : position), value));
  Node *ret = ast_new(s->a, AST_RETURN, s->loc);
  ret->wrap.value = name(s, "out");
  ast_append(s->a, body, ret);
  return f;
}

void stencil_read_decorator(Infer *I, const Node *dec, FuncInfo *fi) {
  Module *m = I->m;
  for (size_t k = 0; k < sizeof hidden_builtins / sizeof hidden_builtins[0]; k++)
    scope_bind_path(m->scope, strtab_intern(m->names, hidden_builtins[k][0], strlen(hidden_builtins[k][0])),
                    hidden_builtins[k][1]);
  Stencil st = {.I = I, .a = infer_arena(I), .names = m->names, .d = I->d, .def = fi->def};
  Stencil *s = &st;
  s->loc = dec->loc;
  StencilDecl *decl = arena_alloc(s->a, sizeof *decl);
  fi->stencil = decl;
  fi->kind = FUNC_JIT;
  read_options(s, dec);
  if (!s->failed)
    read_params(s);
  if (!s->failed)
    for (int k = 0; k < fi->def->def.body.len; k++)
      scan_assignments(&((Node *)fi->def)->def.body.v[k], s);
  if (!s->failed)
    for (int k = 0; k < fi->def->def.body.len; k++)
      scan_indices(&((Node *)fi->def)->def.body.v[k], s);
  if (!s->failed && s->ndim == 0)
    fail(s, s->def->loc, "Stencil kernel with no accesses to relatively indexed arrays.");
  const char *kernel = s->failed ? NULL : write_kernel(s);
  if (s->failed) {
    decl->failed = true;
    return;
  }
  decl->ndim = s->ndim;
  decl->nparams = s->nparams;
  decl->neighborhood_given = s->neighborhood_given;
  for (int parallel = 0; parallel < 2; parallel++)
    for (int with_out = 0; with_out < 2; with_out++)
      decl->wrappers[parallel][with_out] = write_wrapper(s, kernel, parallel, with_out);
  fi->def = decl->wrappers[0][0];
}

int stencil_choose(Infer *I, Instr *call, FuncInfo *fi) {
  const StencilDecl *decl = fi->stencil;
  if (decl->failed)
    return 0;
  if (I->cur->gpu) {
    infer_error(I, call->loc, "a stencil cannot be called in GPU code: Numba compiles @stencil for the CPU only");
    return 0;
  }
  int npos = call->ops.len - 1 - call->nkw;
  const Type *first = npos > 0 ? call->ops.v[1]->type : NULL;
  if (npos > 0 && !first)
    return -1;
  if (first == ty_error)
    return 0;
  if (!first || first->kind != TY_ARRAY) {
    infer_error(I, npos > 0 ? infer_arg_loc(call, 0) : call->loc,
                "The first argument to a stencil kernel must be the primary input array.");
    return 0;
  }
  if (first->ndim != decl->ndim) {
    if (decl->neighborhood_given)
      infer_error(I, infer_arg_loc(call, 0), "%d dimensional neighborhood specified for %d dimensional input array",
                  decl->ndim, first->ndim);
    else
      infer_error(I, infer_arg_loc(call, 0), "Stencil index does not match array dimensionality.");
    return 0;
  }
  /* Only out= goes beyond the kernel's parameters (typing makes keyword
   * arguments positional once it has checked them). */
  bool with_out = call->ops.len - 1 > decl->nparams;
  fi->parallel = I->cur->info.parallel;
  fi->def = decl->wrappers[fi->parallel][with_out];
  return 1;
}
