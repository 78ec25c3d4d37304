/* The typing of NumPy's .npz archives (issue 15, part "npz"): np.savez,
 * np.savez_compressed, and the NpzFile np.load returns for an archive,
 * in host code only, as in Numba 0.56, which has none of them.
 *
 * NumPy's np.load decides by the file's first bytes whether it returns an
 * array or an NpzFile; arrc types every value when it compiles, so the
 * program decides: the result is an NpzFile when the program saves an
 * archive to the same constant path, when the path ends in ".npz", or
 * when the result is used as only an NpzFile can be (d['x'], d.files,
 * 'x' in d, d.close(), a with statement). The loader checks the file when
 * it runs. Each d['x'] is an array whose type comes, in order, from an
 * annotation, from the np.savez of the same program that wrote that name
 * to that path, else from its uses, as for np.load of an .npy file. */
#include <string.h>

#include "infer_load.h"
#include "type_npz.h"

static const Instr *resolved(const Instr *i) { return ir_resolve(i); }

static bool calls(const Instr *call, BuiltinId id) {
  if (call->op != IR_CALL || call->ops.len == 0)
    return false;
  const Instr *f = resolved(call->ops.v[0]);
  return f->op == IR_GLOBAL && f->imm.sym->kind == SYM_BUILTIN && f->imm.sym->builtin == id;
}

static bool is_savez(const Instr *i) { return calls(i, BI_NP_SAVEZ) || calls(i, BI_NP_SAVEZ_COMPRESSED); }

/* What savez makes of a value (np.asanyarray): an array stays itself, a
 * number becomes an array of no dimensions; NULL for anything else. */
static bool savable(const Type *t) { return (t->kind == TY_ARRAY && !t->device) || type_is_number(t); }

static const Type *saved_as(const Type *t) {
  if (t->kind == TY_ARRAY)
    return type_array(t->elem, t->ndim, 'C');
  return type_is_number(t) ? type_array(t, 0, 'C') : NULL;
}

/* The constant string a value is, or NULL. */
static const char *const_str(const Instr *i, int *len) {
  i = resolved(i);
  if (i->op != IR_CONST_STR)
    return NULL;
  *len = i->imm.str.len;
  return i->imm.str.s;
}

/* The path a savez call writes ("data" writes "data.npz"), when constant:
 * its file argument, given by position or as file=. */
static const Instr *savez_path(const Instr *call) {
  int npos = call->ops.len - 1 - call->nkw;
  if (npos >= 1)
    return call->ops.v[1];
  for (int k = 0; k < call->nkw; k++)
    if (strcmp(call->kwnames[k], "file") == 0)
      return call->ops.v[1 + npos + k];
  return NULL;
}

static bool savez_writes(const Instr *call, const char *path, int len) {
  const Instr *p = savez_path(call);
  int plen;
  const char *s = p ? const_str(p, &plen) : NULL;
  if (!s)
    return false;
  bool ext = plen >= 4 && memcmp(s + plen - 4, ".npz", 4) == 0;
  if (ext)
    return plen == len && memcmp(s, path, (size_t)len) == 0;
  return plen + 4 == len && memcmp(s, path, (size_t)plen) == 0 && memcmp(path + plen, ".npz", 4) == 0;
}

/* The array a savez call writes under name (a keyword's, or arr_K for
 * the K-th positional array), or NULL. */
static const Instr *savez_member(const Instr *call, const char *name, int len) {
  int npos = call->ops.len - 1 - call->nkw;
  for (int k = 0; k < call->nkw; k++)
    if ((int)strlen(call->kwnames[k]) == len && memcmp(call->kwnames[k], name, (size_t)len) == 0 &&
        strcmp(call->kwnames[k], "file") != 0)
      return call->ops.v[1 + npos + k];
  for (int k = 2; k <= npos; k++) {
    char arr[32];
    int n = snprintf(arr, sizeof arr, "arr_%d", k - 2);
    if (n == len && memcmp(arr, name, (size_t)len) == 0)
      return call->ops.v[k];
  }
  return NULL;
}

/* ---- np.savez ------------------------------------------------------------ */

const Type *t_np_savez(CallInfo *c) {
  const char *fn = c->id == BI_NP_SAVEZ ? "np.savez" : "np.savez_compressed";
  if (c->types[0] != ty_str)
    return infer_error(c->I, c->call->loc, "%s() needs a file name string, not %s", fn, c->types[0]->name);
  for (int k = 1; k < c->nargs; k++)
    if (!savable(c->types[k]))
      return infer_error(c->I, infer_arg_loc(c->call, k), "%s() saves arrays and numbers: arr_%d is %s (make it an "
                         "array with np.array())", fn, k - 1, c->types[k]->name);
  for (int k = 0; k < c->nkw; k++) {
    if (!savable(c->kwtypes[k]))
      return infer_error(c->I, infer_arg_loc(c->call, c->nargs + k), "%s() saves arrays and numbers: '%s' is %s (make it an "
                         "array with np.array())", fn, c->kwnames[k], c->kwtypes[k]->name);
    /* NumPy's ValueError, known before the program runs. */
    for (int j = 1; j < c->nargs; j++) {
      char arr[32];
      snprintf(arr, sizeof arr, "arr_%d", j - 1);
      if (strcmp(arr, c->kwnames[k]) == 0)
        return infer_error(c->I, infer_arg_loc(c->call, c->nargs + k), "Cannot use un-named variables and keyword %s",
                           arr);
    }
  }
  return ty_none;
}

/* ---- np.load of an archive ------------------------------------------------ */

/* Whether ix is a name iteration over v yields (for name in d: d[name]). */
static bool name_of(const Instr *ix, const Instr *v) {
  if (ix->op != IR_ITER_NEXT || ix->ops.len < 1)
    return false;
  const Instr *it = resolved(ix->ops.v[0]);
  return it->op == IR_GETITER && it->ops.len >= 1 && resolved(it->ops.v[0]) == v;
}

/* Whether a use of v needs an NpzFile: a subscript by a string (or by
 * what iterating over v yields), one of its attributes, 'in' with v on
 * the right, or the end of a with statement (arrays are no context
 * managers). */
static bool npz_use(const Instr *v, const Instr *use) {
  bool object = use->ops.len > 0 && resolved(use->ops.v[0]) == v;
  int len;
  switch (use->op) {
  case IR_GETITEM: {
    if (!object)
      return false;
    const Instr *ix = resolved(use->ops.v[1]);
    return const_str(ix, &len) || ix->type == ty_str || name_of(ix, v);
  }
  case IR_GETATTR:
    return object && (strcmp(use->imm.str.s, "files") == 0 || strcmp(use->imm.str.s, "close") == 0);
  case IR_COMPARE:
    return (use->imm.op == OP_IN || use->imm.op == OP_NOTIN) && use->ops.len == 2 && resolved(use->ops.v[1]) == v;
  case IR_WITH_EXIT:
    return object;
  default:
    return false;
  }
}

/* The uses of v and of the phis it flows into (a variable assigned in a
 * branch), a few levels deep. */
static bool used_as_npz(const Instr *v, int depth) {
  if (depth > 4)
    return false;
  for (int k = 0; k < v->users.len; k++) {
    const Instr *use = v->users.v[k];
    if (npz_use(v, use) || (use->op == IR_PHI && used_as_npz(use, depth + 1)))
      return true;
  }
  return false;
}

bool npz_load_wanted(CallInfo *c) {
  int len;
  const char *path = const_str(c->args[0], &len);
  if (path) {
    for (const Func *f = infer_current_func(c->I)->module->funcs; f; f = f->next_in_module)
      for (const Block *b = f->entry; b; b = b->next_in_func)
        for (const Instr *i = b->first; i; i = i->next)
          if (is_savez(i) && savez_writes(i, path, len))
            return true;
    if (len >= 4 && memcmp(path + len - 4, ".npz", 4) == 0)
      return true;
  }
  return used_as_npz(c->call, 0);
}

/* ---- d['name'] ---------------------------------------------------------------- */

/* The np.load call an NpzFile value comes from, or NULL. */
static const Instr *load_of(const Instr *v) {
  v = resolved(v);
  return calls(v, BI_NP_LOAD) ? v : NULL;
}

/* The one type of every array the program saves to the archive at path
 * (a key known only at run time may name any of them); NULL when they
 * differ or there are none, ty_pending while one is not typed yet. */
static const Type *every_saved_type(const Module *m, const char *path, int plen) {
  const Type *t = NULL;
  for (const Func *f = m->funcs; f; f = f->next_in_module)
    for (const Block *b = f->entry; b; b = b->next_in_func)
      for (const Instr *i = b->first; i; i = i->next) {
        if (!is_savez(i) || !savez_writes(i, path, plen))
          continue;
        const Instr *p = savez_path(i);
        for (int k = 1; k < i->ops.len; k++) {
          const Instr *a = resolved(i->ops.v[k]);
          if (i->ops.v[k] == p || a == resolved(p))
            continue;
          if (!a->type)
            return ty_pending;
          const Type *at = saved_as(a->type);
          if (!at || (t && t != at))
            return NULL;
          t = at;
        }
      }
  return t;
}

/* The type of the array the program saves under name to the archive the
 * np.load call `load` reads: the last such savez earlier in the same
 * function, else the one type all other functions save there; NULL when
 * there is none, ty_pending while that array is not typed yet. */
static const Type *saved_type(const Instr *load, const char *name, int nlen) {
  int plen;
  const char *path = load && load->ops.len > 1 ? const_str(load->ops.v[1], &plen) : NULL;
  if (!path)
    return NULL;
  const Func *here = load->block->func;
  const Instr *found = NULL;
  for (const Block *b = here->entry; b && !found; b = b->next_in_func)
    for (const Instr *i = b->first; i && i != load; i = i->next)
      if (is_savez(i) && savez_writes(i, path, plen) && savez_member(i, name, nlen))
        found = savez_member(i, name, nlen);
  const Type *t = NULL;
  if (found) {
    t = resolved(found)->type;
  } else {
    for (const Func *f = here->module->funcs; f; f = f->next_in_module)
      for (const Block *b = f->entry; b; b = b->next_in_func)
        for (const Instr *i = b->first; i; i = i->next) {
          const Instr *m = is_savez(i) && f != here && savez_writes(i, path, plen) ? savez_member(i, name, nlen) : NULL;
          if (!m)
            continue;
          const Type *mt = resolved(m)->type;
          if (!mt)
            return ty_pending;
          mt = saved_as(mt);
          if (!mt || (t && t != mt))
            return NULL;
          t = mt;
        }
    return t;
  }
  if (!t)
    return ty_pending;
  return saved_as(t);
}

const Type *npz_getitem_type(Infer *I, const Instr *i) {
  const Type *idx = i->ops.v[1]->type;
  if (idx != ty_str)
    return infer_error(I, i->loc, "an NpzFile is indexed by the names of its arrays (str), not %s", idx->name);
  if (i->annotation) {
    const Type *t = infer_annotation_type(I, i->annotation);
    if (!t)
      return ty_error;
    if (t->kind != TY_ARRAY)
      return infer_error(I, i->loc, "an NpzFile's d[name] is an array, but the annotation says %s", t->name);
    return type_array(t->elem, t->ndim, 'C');
  }
  int len;
  const char *name = const_str(i->ops.v[1], &len);
  if (name) {
    /* d['x.npy'] is the member d['x'] names too. */
    const Type *t = saved_type(load_of(i->ops.v[0]), name, len);
    if (!t && len > 4 && memcmp(name + len - 4, ".npy", 4) == 0)
      t = saved_type(load_of(i->ops.v[0]), name, len - 4);
    if (t)
      return t;
  } else {
    const Instr *load = load_of(i->ops.v[0]);
    int plen;
    const char *path = load && load->ops.len > 1 ? const_str(load->ops.v[1], &plen) : NULL;
    const Type *t = path ? every_saved_type(load->block->func->module, path, plen) : NULL;
    if (t)
      return t;
  }
  return array_type_of_uses(I, i, NULL, 1, false);
}

/* ---- attributes ------------------------------------------------------------------ */

const Type *npz_attribute_type(Infer *I, const Instr *at, const char *attr) {
  if (strcmp(attr, "files") == 0)
    return type_list(ty_str);
  BuiltinId id = builtin_lookup(arena_printf(infer_arena(I), "NpzFile.%s", attr));
  if (id != BI_NONE && builtin_kind(id) == BK_FUNC)
    return type_builtin((int)id, builtin_path(id));
  return infer_error(I, at->loc, "NpzFile has no attribute '%s' in arrc (it has files, close(), d[name], 'name' in "
                     "d, len(d) and iteration over the names)", attr);
}

const Type *t_npz_close(CallInfo *c) {
  (void)c;
  return ty_none;
}
