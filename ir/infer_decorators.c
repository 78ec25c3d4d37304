/* A function's decorators and annotations, read once per function
 * (function_info): its kind (@jit, @njit, @vectorize, @cuda.jit, host),
 * the options Numba's decorators take, and its signatures, written as
 * strings ('f8(i4, i4)'), as calls of types (nb.float64(nb.int32)) or as
 * annotations. */
#include "infer_state.h"
#include "stencil.h"
#include <string.h>

/* A signature written as a string or as a call of a type: 'f8(i4, i4)',
 * nb.float64(nb.int32, nb.int32), void(float32[:]). */
static bool signature_from_ast(Infer *I, const Node *e, Signature *sig) {
  /* A signature named at the top level: c_sig = types.void(types.intc). */
  const Symbol *alias = e->kind == AST_NAME ? scope_static_symbol(I->m->scope, e) : NULL;
  if (alias && alias->kind == SYM_CONSTANT && alias->value && alias->value != e &&
      (alias->value->kind == AST_STR || alias->value->kind == AST_CALL))
    return signature_from_ast(I, alias->value, sig);
  if (e->kind == AST_STR) {
    const char *err = NULL;
    if (type_parse_signature(I->a, e->str.s, sig, &err))
      return true;
    diag_error(I->d, e->loc, "bad signature '%s': %s", e->str.s, err);
    return false;
  }
  if (e->kind == AST_CALL) {
    /* void(float32[:]), nb.void(...), numba.types.void(...). */
    const Symbol *f = scope_static_symbol(I->m->scope, e->call.func);
    bool is_void = f && f->kind == SYM_BUILTIN && (f->builtin == BI_NB_VOID || f->builtin == BI_NBT_VOID);
    const Type *ret = is_void ? ty_void : infer_type_from_ast(I, e->call.func);
    if (!ret)
      return false;
    sig->ret = ret;
    sig->nargs = e->call.args.len;
    sig->args = arena_alloc(I->a, (size_t)(sig->nargs + 1) * sizeof *sig->args);
    for (int k = 0; k < sig->nargs; k++)
      if (!(sig->args[k] = infer_type_from_ast(I, e->call.args.v[k])))
        return false;
    return true;
  }
  if (e->kind == AST_TUPLE) {
    /* (f8[:], f8[:]): argument types only; the result is inferred. */
    sig->ret = NULL;
    sig->nargs = e->seq.elts.len;
    sig->args = arena_alloc(I->a, (size_t)(sig->nargs + 1) * sizeof *sig->args);
    for (int k = 0; k < sig->nargs; k++)
      if (!(sig->args[k] = infer_type_from_ast(I, e->seq.elts.v[k])))
        return false;
    return true;
  }
  diag_error(I->d, e->loc, "expected a signature such as 'float64(int32, int32)'");
  return false;
}

/* The options of @jit and @njit that Numba 0.56 knows; arrc implements
 * parallel and fastmath, and the others do not change what a correct
 * program computes. */
static const char *const jit_options[] = {
    "nopython", "nogil", "cache", "parallel", "fastmath", "boundscheck", "debug", "error_model",
    "forceinline", "forceobj", "inline", "looplift", "no_cfunc_wrapper", "no_cpython_wrapper",
    "no_rewrites", "target_backend", "locals", "pipeline_class", "_nrt", "_dbg_extend_lifetimes",
    "_dbg_optnone", "target", "argtypes", "restype", NULL};

/* An option Numba does not know is Numba's KeyError; one that would change
 * what the program computes and that arrc does not implement is refused,
 * never ignored. */
static void check_jit_options(Infer *I, const Node *dec) {
  for (int k = 0; k < dec->call.keywords.len; k++) {
    const Node *kw = dec->call.keywords.v[k];
    if (!kw->kw.arg)
      continue;
    int j = 0;
    while (jit_options[j] && strcmp(jit_options[j], kw->kw.arg) != 0)
      j++;
    const Node *v = kw->kw.value;
    if (!jit_options[j])
      diag_error(I->d, kw->loc, "Unrecognized options: {'%s'}; @jit and @njit take nopython=, "
                 "nogil=, cache=, parallel=, fastmath=, boundscheck=, error_model=, ...", kw->kw.arg);
    else if (strcmp(kw->kw.arg, "error_model") == 0 &&
             !(v->kind == AST_STR && (strcmp(v->str.s, "python") == 0 || strcmp(v->str.s, "numpy") == 0)))
      diag_error(I->d, kw->loc, "error_model must be 'python' or 'numpy'");
    else if (strcmp(kw->kw.arg, "forceobj") == 0 && v->kind != AST_FALSE)
      diag_error(I->d, kw->loc, "object mode (forceobj=True) is not supported by arrc; arrc "
                 "compiles every jitted function in nopython mode");
  }
}

/* The most registers a PTX .maxnreg may ask for: a thread of any
 * architecture arrc targets has at most 255. */
enum { MAX_REGISTERS_LIMIT = 255 };

/* The code-generation options of @cuda.jit that arrc honours:
 * max_registers=N (a constant from 1 to 255) and lineinfo=True/False. They
 * change only the PTX, never what the kernel computes; a value arrc cannot
 * honour is an error, not ignored. */
static void read_cuda_jit_options(Infer *I, const Node *dec, FuncInfo *fi) {
  for (int k = 0; k < dec->call.keywords.len; k++) {
    const Node *kw = dec->call.keywords.v[k];
    if (!kw->kw.arg)
      continue;
    const Node *v = kw->kw.value;
    if (strcmp(kw->kw.arg, "max_registers") == 0) {
      if (v->kind == AST_NONE)
        continue;
      if (v->kind != AST_INT || v->num.ival < 1 || v->num.ival > MAX_REGISTERS_LIMIT)
        diag_error(I->d, v->loc, "max_registers must be None or an integer constant from 1 to %d",
                   MAX_REGISTERS_LIMIT);
      else
        fi->max_registers = (int)v->num.ival;
    } else if (strcmp(kw->kw.arg, "lineinfo") == 0) {
      if (v->kind != AST_TRUE && v->kind != AST_FALSE)
        diag_error(I->d, v->loc, "lineinfo must be True or False");
      else
        fi->lineinfo = v->kind == AST_TRUE;
    }
  }
}

/* Reads a decorator (or a decorator applied as a call): its kind, and the
 * signature given as its first argument or as argtypes=/restype=. */
static void read_decorator(Infer *I, const Node *dec, FuncInfo *fi) {
  const Node *callee = dec->kind == AST_CALL ? dec->call.func : dec;
  /* Any other decorator is an error: compiling the function as if it were
   * not there would change what the program means. */
  const char *problem = scope_decorator_problem(I->m->scope, dec);
  if (problem) {
    diag_error(I->d, callee->loc, "%s", problem);
    return;
  }
  BuiltinId decorator = scope_static_symbol(I->m->scope, callee)->builtin;
  fi->decorator = dec;
  if (decorator == BI_NB_STENCIL) {
    stencil_read_decorator(I, dec, fi);
    return;
  }
  if (decorator == BI_NB_GENERATED_JIT) {
    fi->kind = FUNC_JIT;
    fi->generated = true;
    fi->chooser = true;
    return;
  }
  if (decorator == BI_NB_OVERLOAD) {
    /* The chooser of another function's implementations, never called
     * itself (infer_generated.c). */
    fi->kind = FUNC_HOST;
    fi->chooser = true;
    return;
  }
  if (decorator == BI_NB_REGISTER_JITABLE) {
    /* Python calls the function itself; jitted code compiles it. Options
     * given (register_jitable(cache=True)) are jit's and change nothing here. */
    fi->kind = FUNC_HOST;
    fi->jitable = true;
    return;
  }
  if (decorator == BI_NB_CFUNC) {
    /* Numba's cfunc takes its signature first, and only that way. */
    fi->cfunc = true;
    if (dec->kind != AST_CALL || dec->call.args.len == 0) {
      diag_error(I->d, callee->loc, "cfunc() missing 1 required positional argument: 'sig'");
      return;
    }
  }
  if (decorator == BI_NB_VECTORIZE || decorator == BI_NB_GUVECTORIZE)
    fi->kind = FUNC_UFUNC;
  else if (decorator == BI_CUDA_JIT)
    fi->kind = FUNC_KERNEL;
  else if (decorator == BI_CUDA_REDUCE) {
    /* A reduction's binary function is compiled as jitted code. */
    fi->kind = FUNC_JIT;
    fi->cuda_reduce = true;
  }
  else
    fi->kind = FUNC_JIT;
  if (dec->kind != AST_CALL)
    return;
  if (fi->kind == FUNC_JIT)
    check_jit_options(I, dec);
  if (decorator == BI_CUDA_JIT)
    read_cuda_jit_options(I, dec, fi);
  const Node *restype = NULL, *argtypes = NULL;
  for (int k = 0; k < dec->call.keywords.len; k++) {
    const Node *kw = dec->call.keywords.v[k];
    if (!kw->kw.arg)
      continue;
    if (strcmp(kw->kw.arg, "device") == 0 && kw->kw.value->kind == AST_TRUE)
      fi->kind = FUNC_DEVICE;
    else if (strcmp(kw->kw.arg, "parallel") == 0 && kw->kw.value->kind == AST_TRUE)
      fi->parallel = true;
    else if (strcmp(kw->kw.arg, "fastmath") == 0 && kw->kw.value->kind == AST_TRUE)
      fi->fastmath = true;
    else if (strcmp(kw->kw.arg, "boundscheck") == 0 && kw->kw.value->kind == AST_TRUE)
      fi->boundscheck = true;
    else if (strcmp(kw->kw.arg, "error_model") == 0 && kw->kw.value->kind == AST_STR)
      fi->numpy_errors = strcmp(kw->kw.value->str.s, "numpy") == 0;
    else if (strcmp(kw->kw.arg, "target") == 0 && kw->kw.value->kind == AST_STR &&
             strcmp(kw->kw.value->str.s, "parallel") == 0)
      fi->parallel = true;
    else if (strcmp(kw->kw.arg, "restype") == 0)
      restype = kw->kw.value;
    else if (strcmp(kw->kw.arg, "argtypes") == 0)
      argtypes = kw->kw.value;
  }
  if (fi->kind == FUNC_UFUNC) {
    /* @vectorize(['f4(f4, f4)', ...], target='cuda'): the loops to choose
     * from, in order. */
    for (int k = 0; k < dec->call.keywords.len; k++) {
      const Node *kw = dec->call.keywords.v[k];
      if (kw->kw.arg && strcmp(kw->kw.arg, "target") == 0 && kw->kw.value->kind == AST_STR &&
          strcmp(kw->kw.value->str.s, "cuda") == 0)
        fi->gpu_target = true;
    }
    const Node *list = dec->call.args.len > 0 ? dec->call.args.v[0] : NULL;
    /* @guvectorize('(n)->()'): a layout, no signatures. */
    if (decorator == BI_NB_GUVECTORIZE && dec->call.args.len == 1)
      list = NULL;
    if (list && (list->kind == AST_LIST || list->kind == AST_TUPLE)) {
      fi->nsigs = list->seq.elts.len;
      fi->sigs = arena_alloc(I->a, (size_t)(fi->nsigs + 1) * sizeof *fi->sigs);
      for (int k = 0; k < fi->nsigs; k++)
        if (!signature_from_ast(I, list->seq.elts.v[k], &fi->sigs[k]))
          fi->nsigs = 0;
    } else if (list) {
      fi->nsigs = 1;
      fi->sigs = arena_alloc(I->a, sizeof *fi->sigs);
      if (!signature_from_ast(I, list, &fi->sigs[0]))
        fi->nsigs = 0;
    }
    if (decorator == BI_NB_GUVECTORIZE)
      gufunc_read_decorator(I, dec, fi);
    return;
  }
  if (dec->call.args.len > 0) {
    fi->has_sig = signature_from_ast(I, dec->call.args.v[0], &fi->sig);
  } else if (argtypes && (argtypes->kind == AST_LIST || argtypes->kind == AST_TUPLE)) {
    fi->sig.nargs = argtypes->seq.elts.len;
    fi->sig.args = arena_alloc(I->a, (size_t)(fi->sig.nargs + 1) * sizeof *fi->sig.args);
    fi->has_sig = true;
    for (int k = 0; k < fi->sig.nargs; k++)
      if (!(fi->sig.args[k] = infer_type_from_ast(I, argtypes->seq.elts.v[k])))
        fi->has_sig = false;
    fi->sig.ret = restype ? infer_type_from_ast(I, restype) : NULL;
  }
}

/* Annotations are another spelling of the signature (§5.1). */
static void read_annotations(Infer *I, FuncInfo *fi) {
  const NodeList *ps = &fi->def->def.params;
  bool any = fi->def->def.returns != NULL;
  for (int k = 0; k < ps->len; k++)
    any |= ps->v[k]->param.annotation != NULL;
  /* An objmode block's function keeps its outputs' declared types in
   * `returns`; call_function checks them. */
  if (!any || fi->has_sig || fi->def->def.is_objmode)
    return;
  fi->sig.nargs = ps->len;
  fi->sig.args = arena_alloc(I->a, (size_t)(ps->len + 1) * sizeof *fi->sig.args);
  fi->has_sig = true;
  for (int k = 0; k < ps->len; k++) {
    const Node *ann = ps->v[k]->param.annotation;
    if (!ann) {
      diag_error(I->d, ps->v[k]->loc, "parameter '%s' has no annotation; annotate every "
                 "parameter or none", ps->v[k]->param.name);
      fi->has_sig = false;
      return;
    }
    if (!(fi->sig.args[k] = infer_type_from_ast(I, ann)))
      fi->has_sig = false;
  }
  fi->sig.ret = fi->def->def.returns ? infer_type_from_ast(I, fi->def->def.returns) : NULL;
}

static bool read_function_info(Infer *I, const Symbol *sym, FuncInfo *fi);

/* Each function's decorators and signature are read once, so a bad
 * signature is reported once however often the function is called. */
bool function_info(Infer *I, const Symbol *sym, FuncInfo *fi) {
  for (InfoCache *c = I->infos; c; c = c->next) {
    if (c->sym == sym) {
      *fi = c->info;
      return c->ok;
    }
  }
  InfoCache *c = arena_alloc(I->a, sizeof *c);
  c->sym = sym;
  c->ok = read_function_info(I, sym, &c->info);
  c->next = I->infos;
  I->infos = c;
  *fi = c->info;
  return c->ok;
}

static bool read_function_info(Infer *I, const Symbol *sym, FuncInfo *fi) {
  memset(fi, 0, sizeof *fi);
  if (class_function_info(I, sym, fi))
    return true;
  if (sym->node && sym->node->kind == AST_FUNCDEF) {
    fi->def = sym->node;
    fi->kind = FUNC_HOST;
    for (int k = 0; k < fi->def->def.decorators.len; k++)
      read_decorator(I, fi->def->def.decorators.v[k], fi);
  } else {
    /* fast = jit(sig)(f): the call's argument names the def. */
    const Node *call = sym->value;
    const Symbol *target = scope_lookup(I->m->scope, call->call.args.v[0]->name.id);
    if (!target || !target->node || target->node->kind != AST_FUNCDEF)
      return false;
    fi->def = target->node;
    read_decorator(I, call->call.func, fi);
  }
  fi->objmode = fi->def->def.is_objmode;
  if (fi->def->def.is_generated_impl)
    fi->kind = FUNC_JIT;
  read_annotations(I, fi);
  if (fi->kind == FUNC_UFUNC && fi->def->def.params.len > MAP_MAX_INPUTS) {
    diag_error(I->d, fi->def->loc, "a @vectorize function takes at most %d arguments (NumPy's limit of %d ufunc "
               "operands, the result included), not %d", MAP_MAX_INPUTS, MAP_MAX_INPUTS + 1, fi->def->def.params.len);
    /* Typed on as a jitted function, its calls add no further errors. */
    fi->kind = FUNC_JIT;
  }
  /* A void result in the signature of a jitted or device function is
   * Numba's none: the function returns None to its callers. */
  if (fi->has_sig && fi->sig.ret == ty_void && fi->kind != FUNC_KERNEL)
    fi->sig.ret = ty_none;
  return true;
}

