/* Library calls rewritten into statements while they are built: the
 * itertools functions as comprehensions (ir/itertools.c), functools.reduce,
 * math.prod and itertools.accumulate as loops (ir/stdlib_rewrite.c), the
 * random module's sampling functions (ir/random_rewrite.c), math.fsum's
 * values. build_call (build.c) hands each call here by its builtin. */
#include <string.h>

#include "build.h"
#include "build_comp.h"
#include "random_rewrite.h"
#include "stdlib_rewrite.h"

/* itertools.product(...) and the like: the pools are stored in variables
 * of their own, then listed by a comprehension (ir/itertools.c). */
Instr *build_itertools(Builder *b, const Node *e, BuiltinId id) {
  if (!func_is_host(b->f->kind))
    diag_error(b->d, e->loc, "'%s' is not supported by Numba in jitted code; call it in host code",
               builtin_path(id));
  int n = e->call.args.len;
  const char **pools = arena_alloc(b->a, (size_t)(n + 1) * sizeof *pools);
  for (int k = 0; k < n; k++) {
    const Node *arg = e->call.args.v[k];
    if (arg->kind == AST_STARRED)
      build_not_supported(b, arg, "'*' arguments are");
    Instr *v = build_expr(b, arg);
    const char *tmp = arena_printf(b->a, "itertools.pool%d.%d", ++b->ncomps, k);
    pools[k] = strtab_intern(b->m->names, tmp, strlen(tmp));
    build_define(b, pools[k], v);
  }
  const char *error = NULL;
  Node *comp = itertools_comprehension(b->a, b->m->names, id, e, pools, &error);
  if (!comp) {
    diag_error(b->d, e->loc, "%s", error);
    return build_emit(b, IR_UNDEF, e->loc, 0, NULL);
  }
  return build_comprehension(b, comp);
}

/* The statements a library call was rewritten into (stmts, or NULL and
 * the error), built in place; the call's value is the variable result. */
static Instr *build_rewritten(Builder *b, const Node *e, NodeList *stmts, const char *result, const char *error) {
  if (!stmts) {
    diag_error(b->d, e->loc, "%s", error);
    return build_emit(b, IR_UNDEF, e->loc, 0, NULL);
  }
  build_collect_locals(b, stmts);
  build_block(b, stmts);
  if (!b->cur)
    return build_emit(b, IR_UNDEF, e->loc, 0, NULL);
  Node *r = ast_new(b->a, AST_NAME, e->loc);
  r->name.id = result;
  return build_read_name(b, r);
}

/* functools.reduce, math.prod and itertools.accumulate: the arguments are
 * stored in variables of their own, then a loop computes the value
 * (ir/stdlib_rewrite.c). */
Instr *build_loop_rewrite(Builder *b, const Node *e, BuiltinId id) {
  if (!func_is_host(b->f->kind))
    diag_error(b->d, e->loc, "'%s' is not supported by Numba in jitted code; call it in host code",
               builtin_path(id));
  int unique = ++b->ncomps, n = e->call.args.len;
  const char **args = arena_alloc(b->a, (size_t)(n + 1) * sizeof *args);
  const char *kw_value = NULL;
  for (int k = 0; k < n + e->call.keywords.len; k++) {
    const Node *arg = k < n ? e->call.args.v[k] : e->call.keywords.v[k - n]->kw.value;
    if (k >= n && (!e->call.keywords.v[k - n]->kw.arg ||
                   (strcmp(e->call.keywords.v[k - n]->kw.arg, "initial") != 0 &&
                    strcmp(e->call.keywords.v[k - n]->kw.arg, "start") != 0))) {
      diag_error(b->d, arg->loc, "%s() got an unexpected keyword argument", builtin_path(id));
      continue;
    }
    Instr *v = build_expr(b, arg);
    const char *tmp = arena_printf(b->a, "functools.arg%d.%d", unique, k);
    tmp = strtab_intern(b->m->names, tmp, strlen(tmp));
    build_define(b, tmp, v);
    if (k < n)
      args[k] = tmp;
    else if (arg->kind != AST_NONE)
      kw_value = tmp;
  }
  const char *result = NULL, *error = NULL;
  NodeList *stmts = loop_statements(b->a, b->m->names, id, e, args, kw_value, unique, &result, &error);
  return build_rewritten(b, e, stmts, result, error);
}

/* Binds the hidden helpers random_statements calls (random._randbelow and
 * the like) to their names in the function's imports. */
static void bind_random_helpers(Builder *b) {
  static const char *const helpers[][2] = {
      {RANDOM_REWRITE_BELOW, "_randbelow"},         {RANDOM_REWRITE_CHOICE_INDEX, "_choice_index"},
      {RANDOM_REWRITE_USES_POOL, "_sample_uses_pool"}, {RANDOM_REWRITE_CHECK_WEIGHTS, "_check_weights"},
      {RANDOM_REWRITE_TOTAL, "_weights_total"},     {RANDOM_REWRITE_RANDOM, "random"},
  };
  Symbol *module = arena_alloc(b->a, sizeof *module);
  memset(module, 0, sizeof *module);
  module->kind = SYM_MODULE;
  module->path = module->name = strtab_intern(b->m->names, "random", 6);
  for (size_t k = 0; k < sizeof helpers / sizeof helpers[0]; k++) {
    const char *name = strtab_intern(b->m->names, helpers[k][0], strlen(helpers[k][0]));
    if (!ptrmap_get(&b->imports, name))
      ptrmap_put(&b->imports, name, (void *)scope_member(b->m->scope, module, helpers[k][1]));
  }
}

/* A variable of a random rewrite holding v. */
static const char *random_temp(Builder *b, const char *what, int unique, Instr *v) {
  const char *tmp = arena_printf(b->a, "random.%s.%d", what, unique);
  tmp = strtab_intern(b->m->names, tmp, strlen(tmp));
  build_define(b, tmp, v);
  return tmp;
}

/* A population written range(stop), range(start, stop) or range(start,
 * stop, step): its three bounds stored in variables, since arrc does not
 * index ranges; false for anything else. */
static bool population_range(Builder *b, const Node *arg, int unique, const char **bounds) {
  if (arg->kind != AST_CALL || arg->call.keywords.len != 0 || arg->call.args.len < 1 || arg->call.args.len > 3)
    return false;
  const Symbol *fn = build_static_symbol(b, arg->call.func);
  if (!fn || fn->kind != SYM_BUILTIN || fn->builtin != BI_RANGE)
    return false;
  const NodeList *xs = &arg->call.args;
  Instr *start, *stop, *step;
  if (xs->len == 1) {
    stop = build_expr(b, xs->v[0]);
    start = build_const_int(b, 0, arg->loc);
  } else {
    start = build_expr(b, xs->v[0]);
    stop = build_expr(b, xs->v[1]);
  }
  if (xs->len == 3) {
    step = build_expr(b, xs->v[2]);
  } else {
    step = build_const_int(b, 1, arg->loc);
  }
  bounds[0] = random_temp(b, "start", unique, start);
  bounds[1] = random_temp(b, "stop", unique, stop);
  bounds[2] = random_temp(b, "step", unique, step);
  return true;
}

/* random.choice, shuffle, sample and choices: the arguments are stored in
 * variables of their own (Python evaluates each once, in order), then the
 * statements of ir/random_rewrite.c use them. */
Instr *build_random_rewrite(Builder *b, const Node *e, BuiltinId id) {
  if (!func_is_host(b->f->kind)) {
    diag_error(b->d, e->loc, "'%s' is not supported by Numba in jitted code; call it in host code",
               builtin_path(id));
    return build_emit(b, IR_UNDEF, e->loc, 0, NULL);
  }
  bind_random_helpers(b);
  /* Positional parameters of each row, in order. */
  static const char *const choices_params[] = {"population", "weights"};
  static const char *const sample_params[] = {"population", "k"};
  static const char *const one_param[] = {"population"};
  const char *const *params = id == BI_RANDOM_CHOICES ? choices_params : id == BI_RANDOM_SAMPLE ? sample_params : one_param;
  int nparams = id == BI_RANDOM_CHOICES || id == BI_RANDOM_SAMPLE ? 2 : 1;
  int unique = ++b->ncomps, n = e->call.args.len;
  RandomArgs args = {0};
  for (int k = 0; k < n + e->call.keywords.len; k++) {
    const Node *arg = k < n ? e->call.args.v[k] : e->call.keywords.v[k - n]->kw.value;
    const char *param = k < n ? (k < nparams ? params[k] : NULL) : e->call.keywords.v[k - n]->kw.arg;
    const char **slot = NULL;
    if (!param) {
      diag_error(b->d, arg->loc, "%s() takes at most %d positional arguments", builtin_path(id), nparams);
      continue;
    }
    if (strcmp(param, "population") == 0 || strcmp(param, "seq") == 0 || strcmp(param, "x") == 0)
      slot = &args.population;
    else if (strcmp(param, "k") == 0 && id != BI_RANDOM_CHOICE && id != BI_RANDOM_SHUFFLE)
      slot = &args.k;
    else if (strcmp(param, "weights") == 0 && id == BI_RANDOM_CHOICES)
      slot = &args.weights;
    else if (strcmp(param, "cum_weights") == 0 && id == BI_RANDOM_CHOICES)
      slot = &args.cum_weights;
    if (!slot) {
      diag_error(b->d, arg->loc, "%s() got an unexpected keyword argument '%s'", builtin_path(id), param);
      continue;
    }
    if (slot == &args.population && population_range(b, arg, unique, args.range)) {
      args.population = args.range[1];
      continue;
    }
    Instr *v = build_expr(b, arg);
    const char *tmp = arena_printf(b->a, "random.arg%d.%d", unique, k);
    tmp = strtab_intern(b->m->names, tmp, strlen(tmp));
    build_define(b, tmp, v);
    if (arg->kind != AST_NONE)
      *slot = tmp;
  }
  const char *result = NULL, *error = NULL;
  NodeList *stmts = random_statements(b->a, b->m->names, id, e, &args, unique, &result, &error);
  return build_rewritten(b, e, stmts, result, error);
}

/* [float(x) for x in xs], the values math.fsum adds. */
const Node *build_fsum_values(Builder *b, const Node *xs) {
  Node *x = ast_new(b->a, AST_NAME, xs->loc), *fn = ast_new(b->a, AST_NAME, xs->loc);
  x->name.id = strtab_intern(b->m->names, "fsum.x", 6);
  fn->name.id = strtab_intern(b->m->names, "float", 5);
  Node *conv = ast_new(b->a, AST_CALL, xs->loc), *gen = ast_new(b->a, AST_COMPFOR, xs->loc);
  conv->call.func = fn;
  ast_append(b->a, &conv->call.args, x);
  gen->gen.target = x;
  gen->gen.iter = (Node *)xs;
  Node *comp = ast_new(b->a, AST_LISTCOMP, xs->loc);
  comp->comp.elt = conv;
  ast_append(b->a, &comp->comp.gens, gen);
  return comp;
}

