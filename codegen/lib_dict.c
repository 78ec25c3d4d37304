/* Dicts and sets: their layouts for the runtime (runtime/dict.c, set.c),
 * Python's hash of keys, displays, items, operators, iteration, printing
 * and methods, and the builtins dict(), set() and hash(). Keys are stored
 * by value in the runtime's entries; a key is converted to the dict's key
 * type, stored in a stack slot, and passed by address with its hash. */
#include <stdlib.h>
#include <string.h>

#include "infer.h"
#include "iterable.h"
#include "lower.h"
#include "../runtime/arrc_abi.h"

/* ---- layouts --------------------------------------------------------------- */

/* The size and alignment of a value of type t in memory, by the C ABI of
 * the 64-bit hosts arrc targets (x86-64, AArch64): computed here because
 * the module's data layout is set only when it is emitted. */
static int64_t mem_size(const Type *t, int64_t *align);

static int64_t round_up(int64_t n, int64_t a) { return (n + a - 1) / a * a; }

/* The offset of element k of a tuple or optional's struct. */
static int64_t mem_offset(const Type *t, int k) {
  int64_t off = 0, a;
  int n = t->kind == TY_OPTIONAL ? 2 : t->n;
  for (int j = 0; j < n; j++) {
    const Type *e = t->kind == TY_OPTIONAL ? (j == 0 ? ty_bool : t->elem) : t->elems[j];
    int64_t size = mem_size(e, &a);
    off = round_up(off, a);
    if (j == k)
      return off;
    off += size;
  }
  return off;
}

static int64_t mem_size(const Type *t, int64_t *align) {
  switch (t->kind) {
  case TY_BOOL: *align = 1; return 1;
  case TY_INT: *align = t->bits / 8; return t->bits / 8;
  case TY_FLOAT: *align = t->bits / 8; return t->bits / 8;
  case TY_COMPLEX: *align = t->bits / 16; return t->bits / 8;
  case TY_RANGE: *align = 8; return 24;
  case TY_TUPLE: case TY_OPTIONAL: {
    int n = t->kind == TY_OPTIONAL ? 2 : t->n;
    int64_t max = 1, a, end = 0;
    for (int j = 0; j < n; j++) {
      const Type *e = t->kind == TY_OPTIONAL ? (j == 0 ? ty_bool : t->elem) : t->elems[j];
      int64_t size = mem_size(e, &a);
      end = round_up(end, a) + size;
      if (a > max)
        max = a;
    }
    *align = max;
    return round_up(end, max);
  }
  default:
    if (cg_type_is_data(t) && t->kind != TY_NONE) {
      *align = 8;
      return 8; /* a pointer */
    }
    *align = 1;
    return 1;
  }
}

static LLVMValueRef field(Cg *cg, unsigned offset, int kind) {
  LLVMValueRef f[2] = {LLVMConstInt(cg->i32, offset, false), LLVMConstInt(cg->i32, (unsigned)kind, false)};
  return LLVMConstStructInContext(cg->ctx, f, 2, false);
}

/* The comparison fields of a key of type t at offset (ARRC_KEY_*). */
static int key_fields(Cg *cg, const Type *t, unsigned offset, LLVMValueRef *out, int n) {
  switch (t->kind) {
  case TY_BOOL: out[n] = field(cg, offset, ARRC_KEY_B1); return n + 1;
  case TY_INT: out[n] = field(cg, offset, t->bits / 8); return n + 1;
  case TY_FLOAT: out[n] = field(cg, offset, t->bits == 32 ? ARRC_KEY_F32 : ARRC_KEY_F64); return n + 1;
  case TY_STR: out[n] = field(cg, offset, ARRC_KEY_STR); return n + 1;
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      n = key_fields(cg, t->elems[k], offset + (unsigned)mem_offset(t, k), out, n);
    return n;
  default: return n;
  }
}

static int elem_kind_of(const Type *t) {
  switch (t->kind) {
  case TY_ARRAY: return ARRC_ELEM_ARRAY;
  case TY_LIST: return ARRC_ELEM_LIST;
  case TY_STR: return ARRC_ELEM_STR;
  case TY_DICT: return ARRC_ELEM_DICT;
  case TY_SET: return ARRC_ELEM_SET;
  default: return ARRC_ELEM_PLAIN;
  }
}

/* The references a value of type t at offset holds. */
static int ref_fields(Cg *cg, const Type *t, unsigned offset, LLVMValueRef *out, int n) {
  switch (t->kind) {
  case TY_ARRAY: case TY_LIST: case TY_STR: case TY_DICT: case TY_SET:
    out[n] = field(cg, offset, elem_kind_of(t));
    return n + 1;
  case TY_OPTIONAL:
    return ref_fields(cg, t->elem, offset + (unsigned)mem_offset(t, 1), out, n);
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      n = ref_fields(cg, t->elems[k], offset + (unsigned)mem_offset(t, k), out, n);
    return n;
  default: return n;
  }
}

/* A constant table of fields (a null pointer when there are none). */
static LLVMValueRef field_table(Cg *cg, LLVMValueRef *fields, int n) {
  if (n == 0)
    return LLVMConstNull(cg->ptr);
  LLVMValueRef init = LLVMConstArray2(LLVMTypeOf(fields[0]), fields, (uint64_t)n);
  LLVMValueRef g = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), "arrc.dict.fields");
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  return g;
}

static int count_scalars(const Type *t) {
  if (t->kind != TY_TUPLE && t->kind != TY_OPTIONAL)
    return 1;
  int n = 1;
  for (int k = 0; t->kind == TY_TUPLE && k < t->n; k++)
    n += count_scalars(t->elems[k]);
  return t->kind == TY_OPTIONAL ? 1 + count_scalars(t->elem) : n;
}

/* The entry of a dict or set type: {hash, state, key[, value]}. */
static LLVMTypeRef entry_type(Cg *cg, const Type *t) {
  LLVMTypeRef f[4] = {cg->i64, cg->i64, cg_type(cg, t->elem), t->kind == TY_DICT ? cg_type(cg, t->value) : cg->i8};
  return LLVMStructTypeInContext(cg->ctx, f, t->kind == TY_DICT ? 4 : 3, false);
}

/* The arrc_dict_layout of a dict or set type, one constant per module,
 * named after the type (not its address, so that two compilations of a
 * program give the same assembly). A layout depends only on the key and
 * value types the name spells. */
static LLVMValueRef layout_of(Cg *cg, const Type *t) {
  StrBuf label = {0};
  sb_printf(&label, "arrc.layout.%s", t->name);
  char *name = label.data;
  LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
  if (g) {
    sb_free(&label);
    return g;
  }
  bool is_set = t->kind == TY_SET;
  int nmax = count_scalars(t->elem) + (is_set ? 0 : count_scalars(t->value)) + 2;
  LLVMValueRef *buf = xmalloc((size_t)nmax * sizeof *buf);
  int ncmp = key_fields(cg, t->elem, 0, buf, 0);
  LLVMValueRef cmp = field_table(cg, buf, ncmp);
  int nkref = ref_fields(cg, t->elem, 0, buf, 0);
  LLVMValueRef krefs = field_table(cg, buf, nkref);
  int nvref = is_set ? 0 : ref_fields(cg, t->value, 0, buf, 0);
  LLVMValueRef vrefs = field_table(cg, buf, nvref);
  free(buf);
  /* The entry {i64 hash, i64 state, key[, value]}, as entry_type. */
  int64_t ka, va = 1;
  int64_t ksize = mem_size(t->elem, &ka), vsize = is_set ? 0 : mem_size(t->value, &va);
  int64_t align = ka > va ? ka : va;
  align = align > 8 ? align : 8;
  int64_t value_offset = round_up(ARRC_ENTRY_KEY + ksize, is_set ? 1 : va);
  int64_t entry_size = round_up(is_set ? ARRC_ENTRY_KEY + ksize : value_offset + vsize, align);
  LLVMValueRef f[11] = {
      cg_i64(cg, ksize),
      cg_i64(cg, vsize),
      cg_i64(cg, entry_size),
      cg_i64(cg, value_offset),
      LLVMConstInt(cg->i32, (unsigned)ncmp, false),
      LLVMConstInt(cg->i32, (unsigned)nkref, false),
      LLVMConstInt(cg->i32, (unsigned)nvref, false),
      LLVMConstInt(cg->i32, is_set, false),
      cmp, krefs, vrefs};
  LLVMValueRef init = LLVMConstStructInContext(cg->ctx, f, 11, false);
  g = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  sb_free(&label);
  return g;
}

static LLVMValueRef field_ptr(Cg *cg, LLVMValueRef d, size_t offset) {
  return LLVMBuildGEP2(cg->b, cg->i8, d, (LLVMValueRef[]){cg_i64(cg, (int64_t)offset)}, 1, "");
}

/* A new dict or set; one made by jitted code is a numba.typed.Dict. */
static LLVMValueRef new_container(Cg *cg, const Type *t) {
  LLVMValueRef l = layout_of(cg, t);
  LLVMValueRef d = cg_call_rt(cg, t->kind == TY_DICT ? "arrc_dict_new" : "arrc_set_new", cg->ptr, 1, &l);
  if (t->kind == TY_DICT && cg_in_jit(cg))
    LLVMBuildStore(cg->b, cg_i64(cg, 1), field_ptr(cg, d, offsetof(arrc_dict, typed)));
  return d;
}

LLVMValueRef cg_dict_new_empty(Cg *cg, const Type *t) { return new_container(cg, t); }

LLVMValueRef cg_dict_len(Cg *cg, LLVMValueRef d) {
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, d, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_dict, len))}, 1, "");
  return LLVMBuildLoad2(cg->b, cg->i64, p, "");
}

/* ---- hashes --------------------------------------------------------------- */

/* Python's hash(v) of a value of a hashable type. */
static LLVMValueRef hash_of(Cg *cg, LLVMValueRef v, const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return LLVMBuildZExt(cg->b, v, cg->i64, "");
  case TY_INT:
    if (t->bits == 64 && !t->is_signed)
      return cg_call_rt(cg, "arrc_hash_u64", cg->i64, 1, &v);
    v = cg_convert(cg, v, t, ty_int64);
    return cg_call_rt(cg, "arrc_hash_i64", cg->i64, 1, &v);
  case TY_FLOAT:
    v = cg_convert(cg, v, t, ty_float64);
    return cg_call_rt(cg, "arrc_hash_f64", cg->i64, 1, &v);
  case TY_STR: return cg_call_rt(cg, "arrc_hash_str", cg->i64, 1, &v);
  case TY_TUPLE: {
    LLVMValueRef acc = cg_call_rt(cg, "arrc_hash_tuple_start", cg->i64, 0, NULL);
    for (int k = 0; k < t->n; k++) {
      LLVMValueRef lane = hash_of(cg, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), t->elems[k]);
      acc = cg_call_rt(cg, "arrc_hash_tuple_lane", cg->i64, 2, (LLVMValueRef[]){acc, lane});
    }
    return cg_call_rt(cg, "arrc_hash_tuple_end", cg->i64, 2, (LLVMValueRef[]){acc, cg_i64(cg, t->n)});
  }
  default: return cg_i64(cg, 0);
  }
}

/* A key of type from made the container's key type, in a stack slot, and
 * its hash. */
typedef struct {
  LLVMValueRef slot, hash, value;
} Key;

static Key key_of(Cg *cg, LLVMValueRef v, const Type *from, const Type *container) {
  Key k;
  k.value = cg_convert(cg, v, from, container->elem);
  k.slot = cg_alloca(cg, cg_type(cg, container->elem), "key");
  LLVMBuildStore(cg->b, k.value, k.slot);
  k.hash = hash_of(cg, k.value, container->elem);
  return k;
}

static Key key_instr(Cg *cg, const Instr *x, const Type *container) {
  x = ir_resolve(x);
  return key_of(cg, cg_value(cg, x), x->type, container);
}

static LLVMValueRef value_slot(Cg *cg, LLVMValueRef v, const Type *from, const Type *to) {
  LLVMValueRef c = cg_convert(cg, v, from, to);
  LLVMValueRef slot = cg_alloca(cg, cg_type(cg, to), "value");
  LLVMBuildStore(cg->b, c, slot);
  return slot;
}

/* Raises KeyError with repr(key) (bare in jitted code, as Numba's). */
static void key_error(Cg *cg, const Key *k, const Type *kt, SrcLoc loc) {
  if (cg_in_jit(cg)) {
    /* Numba's KeyError has no argument. */
    cg_call_rt(cg, "arrc_raise_str", cg->void_, 4,
               (LLVMValueRef[]){LLVMConstInt(cg->i32, ARRC_KEY_ERROR, false), cg_loc(cg, loc), LLVMConstNull(cg->ptr), cg_i64(cg, -1)});
    LLVMBuildUnreachable(cg->b);
    return;
  }
  LLVMValueRef text = cg_text_new(cg);
  cg_put_value(cg, text, k->value, kt, true);
  LLVMValueRef s = cg_call_rt(cg, "arrc_text_take_str", cg->ptr, 1, &text);
  cg_call_rt(cg, "arrc_text_free", cg->void_, 1, &text);
  cg_call_rt(cg, "arrc_raise_key_error_owned", cg->void_, 2, (LLVMValueRef[]){cg_loc(cg, loc), s});
  LLVMBuildUnreachable(cg->b);
}

/* Continues in a new block when ok, else raises the KeyError of k. */
static void check_found(Cg *cg, LLVMValueRef ok, const Key *k, const Type *kt, SrcLoc loc) {
  LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "found");
  LLVMBasicBlockRef no = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "missing");
  LLVMBuildCondBr(cg->b, ok, yes, no);
  LLVMPositionBuilderAtEnd(cg->b, no);
  key_error(cg, k, kt, loc);
  LLVMPositionBuilderAtEnd(cg->b, yes);
}

static LLVMValueRef is_null(Cg *cg, LLVMValueRef p) { return LLVMBuildIsNull(cg->b, p, ""); }

/* ---- displays, items, operators ---------------------------------------------- */

/* An element CPython's compiler makes a constant: a literal, an operator
 * on literals it folds, a tuple of constants. */
static bool python_constant(const Instr *x) {
  x = ir_resolve(x);
  switch (x->op) {
  case IR_CONST_INT: case IR_CONST_FLOAT: case IR_CONST_BOOL: case IR_CONST_STR: case IR_CONST_COMPLEX: return true;
  case IR_BINARY: case IR_UNARY: return infer_python_folds(x);
  case IR_TUPLE:
    for (int k = 0; k < x->ops.len; k++)
      if (!python_constant(x->ops.v[k]))
        return false;
    return true;
  default: return false;
  }
}

LLVMValueRef cg_dict_display(Cg *cg, const Instr *i) {
  LLVMValueRef d = new_container(cg, i->type);
  bool set = i->type->kind == TY_SET;
  bool refold = set && i->ops.len > 2 && func_is_host(cg->f->kind);
  for (int k = 0; k < i->ops.len && refold; k++)
    refold = python_constant(i->ops.v[k]);
  for (int k = 0; k < i->ops.len; k += set ? 1 : 2) {
    Key key = key_instr(cg, i->ops.v[k], i->type);
    if (set) {
      cg_call_rt(cg, "arrc_set_add", cg->void_, 3, (LLVMValueRef[]){d, key.slot, key.hash});
      continue;
    }
    const Instr *v = ir_resolve(i->ops.v[k + 1]);
    LLVMValueRef vs = value_slot(cg, cg_value(cg, v), v->type, i->type->value);
    cg_call_rt(cg, "arrc_dict_setitem", cg->void_, 4, (LLVMValueRef[]){d, key.slot, key.hash, vs});
  }
  return refold ? cg_call_rt(cg, "arrc_set_refold", cg->ptr, 1, &d) : d;
}

LLVMValueRef cg_dict_value(Cg *cg, LLVMValueRef d, const Type *t, LLVMValueRef key, const Type *key_type, SrcLoc loc) {
  Key k = key_of(cg, key, key_type, t);
  LLVMValueRef p = cg_call_rt(cg, "arrc_dict_lookup", cg->ptr, 3, (LLVMValueRef[]){d, k.slot, k.hash});
  check_found(cg, LLVMBuildNot(cg->b, is_null(cg, p), ""), &k, t->elem, loc);
  return LLVMBuildLoad2(cg->b, cg_type(cg, t->value), p, "");
}

LLVMValueRef cg_dict_getitem(Cg *cg, const Instr *i) {
  const Instr *d = ir_resolve(i->ops.v[0]);
  const Type *t = type_strip_optional(d->type);
  Key k = key_instr(cg, i->ops.v[1], t);
  LLVMValueRef p = cg_call_rt(cg, "arrc_dict_lookup", cg->ptr, 3, (LLVMValueRef[]){cg_value(cg, d), k.slot, k.hash});
  check_found(cg, LLVMBuildNot(cg->b, is_null(cg, p), ""), &k, t->elem, i->loc);
  return LLVMBuildLoad2(cg->b, cg_type(cg, t->value), p, "");
}

void cg_dict_setitem(Cg *cg, const Instr *i) {
  const Instr *d = ir_resolve(i->ops.v[0]), *v = ir_resolve(i->ops.v[2]);
  const Type *t = type_strip_optional(d->type);
  Key k = key_instr(cg, i->ops.v[1], t);
  LLVMValueRef vs = value_slot(cg, cg_value(cg, v), v->type, t->value);
  cg_call_rt(cg, "arrc_dict_setitem", cg->void_, 4, (LLVMValueRef[]){cg_value(cg, d), k.slot, k.hash, vs});
}

void cg_dict_delitem(Cg *cg, const Instr *i) {
  const Instr *d = ir_resolve(i->ops.v[0]);
  const Type *t = type_strip_optional(d->type);
  Key k = key_instr(cg, i->ops.v[1], t);
  LLVMValueRef ok = cg_call_rt(cg, "arrc_dict_delete", cg->i8, 4,
                               (LLVMValueRef[]){cg_value(cg, d), k.slot, k.hash, LLVMConstNull(cg->ptr)});
  check_found(cg, LLVMBuildICmp(cg->b, LLVMIntNE, ok, LLVMConstInt(cg->i8, 0, false), ""), &k, t->elem, i->loc);
}

static LLVMValueRef contains(Cg *cg, LLVMValueRef c, const Type *ct, const Key *k) {
  if (ct->kind == TY_DICT)
    return LLVMBuildNot(cg->b, is_null(cg, cg_call_rt(cg, "arrc_dict_lookup", cg->ptr, 3, (LLVMValueRef[]){c, k->slot, k->hash})), "");
  LLVMValueRef r = cg_call_rt(cg, "arrc_set_contains", cg->i8, 3, (LLVMValueRef[]){c, k->slot, k->hash});
  return LLVMBuildICmp(cg->b, LLVMIntNE, r, LLVMConstInt(cg->i8, 0, false), "");
}

static LLVMValueRef rt_bool(Cg *cg, const char *fn, LLVMValueRef a, LLVMValueRef b) {
  LLVMValueRef r = cg_call_rt(cg, fn, cg->i8, 2, (LLVMValueRef[]){a, b});
  return LLVMBuildICmp(cg->b, LLVMIntNE, r, LLVMConstInt(cg->i8, 0, false), "");
}

/* A key of a dict's or set's key type whose value is not exact in it (1.5
 * in a set of ints) is absent: the lookup is made only when converting it
 * back gives the same number. */
static LLVMValueRef key_exact(Cg *cg, LLVMValueRef v, const Type *from, const Type *key) {
  if (!type_is_number(from) || !type_is_number(key) || type_can_convert_safely(from, key))
    return NULL;
  const Type *wide = type_is_float(from) || type_is_float(key) ? ty_float64 : ty_int64;
  LLVMValueRef back = cg_convert(cg, cg_convert(cg, v, from, key), key, wide);
  return cg_compare_op(cg, OP_EQ, wide, cg_convert(cg, v, from, wide), back);
}

LLVMValueRef cg_dict_compare(Cg *cg, const Instr *i, const Instr *x, const Instr *y) {
  AstOp op = i->imm.op;
  LLVMValueRef a = cg_value(cg, x), b = cg_value(cg, y);
  if (op == OP_IN || op == OP_NOTIN) {
    if (ir_called_builtin(y) == BI_DICT_KEYS) {
      /* k in d.keys() is k in d. */
      y = receiver(y);
      b = cg_value(cg, y);
    }
    const Type *ct = type_strip_optional(y->type);
    LLVMValueRef exact = key_exact(cg, a, x->type, ct->elem);
    LLVMValueRef r;
    if (!exact) {
      Key k = key_of(cg, a, x->type, ct);
      r = contains(cg, b, ct, &k);
    } else {
      /* Looked up only when exact. */
      LLVMValueRef slot = cg_alloca(cg, cg->i1, "in");
      LLVMBuildStore(cg->b, LLVMConstInt(cg->i1, 0, false), slot);
      LLVMBasicBlockRef look = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "look");
      LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "");
      LLVMBuildCondBr(cg->b, exact, look, done);
      LLVMPositionBuilderAtEnd(cg->b, look);
      Key k = key_of(cg, a, x->type, ct);
      LLVMBuildStore(cg->b, contains(cg, b, ct, &k), slot);
      LLVMBuildBr(cg->b, done);
      LLVMPositionBuilderAtEnd(cg->b, done);
      r = LLVMBuildLoad2(cg->b, cg->i1, slot, "");
    }
    return op == OP_NOTIN ? LLVMBuildNot(cg->b, r, "") : r;
  }
  if (op == OP_IS || op == OP_ISNOT) {
    LLVMValueRef r = LLVMBuildICmp(cg->b, LLVMIntEQ, a, b, "");
    return op == OP_ISNOT ? LLVMBuildNot(cg->b, r, "") : r;
  }
  if (x->type->kind == TY_DICT) {
    LLVMValueRef r = cg_dict_equal(cg, a, b, x->type);
    return op == OP_NE ? LLVMBuildNot(cg->b, r, "") : r;
  }
  switch (op) {
  case OP_EQ: return rt_bool(cg, "arrc_set_equal", a, b);
  case OP_NE: return LLVMBuildNot(cg->b, rt_bool(cg, "arrc_set_equal", a, b), "");
  case OP_LE: return rt_bool(cg, "arrc_set_le", a, b);
  case OP_GE: return rt_bool(cg, "arrc_set_le", b, a);
  case OP_LT:
    return LLVMBuildAnd(cg->b, rt_bool(cg, "arrc_set_le", a, b),
                        LLVMBuildICmp(cg->b, LLVMIntSLT, cg_dict_len(cg, a), cg_dict_len(cg, b), ""), "");
  case OP_GT:
    return LLVMBuildAnd(cg->b, rt_bool(cg, "arrc_set_le", b, a),
                        LLVMBuildICmp(cg->b, LLVMIntSGT, cg_dict_len(cg, a), cg_dict_len(cg, b), ""), "");
  default: return LLVMConstInt(cg->i1, 0, false);
  }
}

static int set_op_code(AstOp op) {
  switch (op) {
  case OP_BITOR: return ARRC_SET_OR;
  case OP_BITAND: return ARRC_SET_AND;
  case OP_SUB: return ARRC_SET_SUB;
  default: return ARRC_SET_XOR;
  }
}

LLVMValueRef cg_set_binary(Cg *cg, const Instr *i, const Instr *x, const Instr *y) {
  int code = set_op_code(i->imm.op) | (i->op == IR_INPLACE ? ARRC_SET_INPLACE : 0);
  return cg_call_rt(cg, "arrc_set_op", cg->ptr, 3,
                    (LLVMValueRef[]){cg_value(cg, x), cg_value(cg, y), LLVMConstInt(cg->i32, (unsigned)code, false)});
}

/* ---- iteration ---------------------------------------------------------------- */

/* Seeks the next live entry from *pos on; true when there is one. */
LLVMValueRef cg_dict_iter_valid(Cg *cg, LLVMValueRef obj, const Type *t, LLVMValueRef pos) {
  LLVMValueRef p = LLVMBuildLoad2(cg->b, cg->i64, pos, "");
  LLVMValueRef at = cg_call_rt(cg, t->kind == TY_DICT ? "arrc_dict_seek" : "arrc_set_seek", cg->i64, 2,
                               (LLVMValueRef[]){obj, p});
  LLVMValueRef ok = LLVMBuildICmp(cg->b, LLVMIntSGE, at, cg_i64(cg, 0), "");
  LLVMBuildStore(cg->b, LLVMBuildSelect(cg->b, ok, at, cg_i64(cg, INT64_MAX), ""), pos);
  return ok;
}

/* The key (part 0), value (1) or both (2) of the entry at *pos, retained;
 * *pos moves on. */
LLVMValueRef cg_dict_iter_next(Cg *cg, LLVMValueRef obj, const Type *t, LLVMValueRef pos, int part, const Type *yt) {
  LLVMValueRef p = LLVMBuildLoad2(cg->b, cg->i64, pos, "");
  LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, p, cg_i64(cg, 1), ""), pos);
  LLVMValueRef e = cg_call_rt(cg, t->kind == TY_DICT ? "arrc_dict_entry" : "arrc_set_entry", cg->ptr, 2, (LLVMValueRef[]){obj, p});
  LLVMTypeRef et = entry_type(cg, t);
  LLVMValueRef k = LLVMBuildLoad2(cg->b, cg_type(cg, t->elem), LLVMBuildStructGEP2(cg->b, et, e, 2, ""), "");
  LLVMValueRef r = k;
  if (part != 0) {
    LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, t->value), LLVMBuildStructGEP2(cg->b, et, e, 3, ""), "");
    r = v;
    if (part == 2) {
      r = LLVMGetUndef(cg_type(cg, yt));
      r = LLVMBuildInsertValue(cg->b, r, k, 0, "");
      r = LLVMBuildInsertValue(cg->b, r, v, 1, "");
    }
  }
  cg_refcount(cg, r, yt, true);
  return r;
}

/* A loop over the entries of a dict or set: body(cg, entry, first, ctx) for each. */
typedef void (*EntryBody)(Cg *cg, LLVMValueRef key, LLVMValueRef value, LLVMValueRef first, void *ctx);

static void for_entries(Cg *cg, LLVMValueRef obj, const Type *t, EntryBody body, void *ctx) {
  LLVMValueRef pos = cg_alloca(cg, cg->i64, "pos");
  LLVMBuildStore(cg->b, cg_i64(cg, 0), pos);
  LLVMValueRef count = cg_alloca(cg, cg->i64, "count");
  LLVMBuildStore(cg->b, cg_i64(cg, 0), count);
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "entries");
  LLVMBasicBlockRef loop = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "entry");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "entries.done");
  LLVMBuildBr(cg->b, head);
  LLVMPositionBuilderAtEnd(cg->b, head);
  LLVMBuildCondBr(cg->b, cg_dict_iter_valid(cg, obj, t, pos), loop, done);
  LLVMPositionBuilderAtEnd(cg->b, loop);
  LLVMValueRef p = LLVMBuildLoad2(cg->b, cg->i64, pos, "");
  LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, p, cg_i64(cg, 1), ""), pos);
  LLVMValueRef e = cg_call_rt(cg, t->kind == TY_DICT ? "arrc_dict_entry" : "arrc_set_entry", cg->ptr, 2, (LLVMValueRef[]){obj, p});
  LLVMTypeRef et = entry_type(cg, t);
  LLVMValueRef k = LLVMBuildLoad2(cg->b, cg_type(cg, t->elem), LLVMBuildStructGEP2(cg->b, et, e, 2, ""), "");
  LLVMValueRef v = t->kind == TY_DICT ? LLVMBuildLoad2(cg->b, cg_type(cg, t->value), LLVMBuildStructGEP2(cg->b, et, e, 3, ""), "") : NULL;
  LLVMValueRef n = LLVMBuildLoad2(cg->b, cg->i64, count, "");
  LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, n, cg_i64(cg, 1), ""), count);
  body(cg, k, v, LLVMBuildICmp(cg->b, LLVMIntEQ, n, cg_i64(cg, 0), ""), ctx);
  LLVMBuildBr(cg->b, head);
  LLVMPositionBuilderAtEnd(cg->b, done);
}

/* ---- equality of dicts ------------------------------------------------------------ */

static LLVMValueRef values_equal(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b);

/* a == b of two lists of type t: equal lengths and elements. */
static LLVMValueRef lists_equal(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b) {
  LLVMValueRef result = cg_alloca(cg, cg->i1, "leq");
  LLVMValueRef n = cg_list_len(cg, a);
  LLVMBuildStore(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, n, cg_list_len(cg, b), ""), result);
  LLVMBasicBlockRef walk = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "leq.walk");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "leq.done");
  LLVMBuildCondBr(cg->b, LLVMBuildLoad2(cg->b, cg->i1, result, ""), walk, done);
  LLVMPositionBuilderAtEnd(cg->b, walk);
  Loop l = cg_loop_begin(cg, n);
  LLVMTypeRef et = cg_type(cg, t->elem);
  LLVMValueRef x = LLVMBuildLoad2(cg->b, et, cg_list_elem_ptr(cg, a, l.i, (SrcLoc){0}), "");
  LLVMValueRef y = LLVMBuildLoad2(cg->b, et, cg_list_elem_ptr(cg, b, l.i, (SrcLoc){0}), "");
  LLVMValueRef eq = values_equal(cg, t->elem, x, y);
  LLVMBuildStore(cg->b, LLVMBuildAnd(cg->b, LLVMBuildLoad2(cg->b, cg->i1, result, ""), eq, ""), result);
  cg_loop_end(cg, &l);
  LLVMBuildBr(cg->b, done);
  LLVMPositionBuilderAtEnd(cg->b, done);
  return LLVMBuildLoad2(cg->b, cg->i1, result, "");
}

/* a == b of two values of type t, containers included (false where the
 * code generator cannot compare them). */
static LLVMValueRef values_equal(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b) {
  switch (t->kind) {
  case TY_LIST: return t->elem ? lists_equal(cg, t, a, b) : LLVMConstInt(cg->i1, 1, false);
  case TY_DICT: return cg_dict_equal(cg, a, b, t);
  case TY_SET: return rt_bool(cg, "arrc_set_equal", a, b);
  default: {
    LLVMValueRef eq = cg_values_equal(cg, t, a, b);
    return eq ? eq : LLVMConstInt(cg->i1, 0, false);
  }
  }
}

typedef struct {
  LLVMValueRef other, result;
  const Type *t;
} EqualCtx;

static void equal_entry(Cg *cg, LLVMValueRef key, LLVMValueRef value, LLVMValueRef first, void *ctx) {
  (void)first;
  EqualCtx *c = ctx;
  Key k = key_of(cg, key, c->t->elem, c->t);
  LLVMValueRef p = cg_call_rt(cg, "arrc_dict_lookup", cg->ptr, 3, (LLVMValueRef[]){c->other, k.slot, k.hash});
  LLVMBasicBlockRef found = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "eq.found");
  LLVMBasicBlockRef missing = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "eq.missing");
  LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "eq.next");
  LLVMBuildCondBr(cg->b, is_null(cg, p), missing, found);
  LLVMPositionBuilderAtEnd(cg->b, missing);
  LLVMBuildStore(cg->b, LLVMConstInt(cg->i1, 0, false), c->result);
  LLVMBuildBr(cg->b, next);
  LLVMPositionBuilderAtEnd(cg->b, found);
  LLVMValueRef w = LLVMBuildLoad2(cg->b, cg_type(cg, c->t->value), p, "");
  LLVMValueRef eq = values_equal(cg, c->t->value, value, w);
  LLVMValueRef r = LLVMBuildLoad2(cg->b, cg->i1, c->result, "");
  LLVMBuildStore(cg->b, LLVMBuildAnd(cg->b, r, eq, ""), c->result);
  LLVMBuildBr(cg->b, next);
  LLVMPositionBuilderAtEnd(cg->b, next);
}

LLVMValueRef cg_dict_equal(Cg *cg, LLVMValueRef a, LLVMValueRef b, const Type *t) {
  EqualCtx c = {b, cg_alloca(cg, cg->i1, "eq"), t};
  LLVMBuildStore(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, cg_dict_len(cg, a), cg_dict_len(cg, b), ""), c.result);
  for_entries(cg, a, t, equal_entry, &c);
  return LLVMBuildLoad2(cg->b, cg->i1, c.result, "");
}

/* ---- printing --------------------------------------------------------------------- */

typedef struct {
  LLVMValueRef text;
  const Type *t;
  bool repr;
} PutCtx;

static void put_entry(Cg *cg, LLVMValueRef key, LLVMValueRef value, LLVMValueRef first, void *ctx) {
  PutCtx *c = ctx;
  LLVMBasicBlockRef sep = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "sep");
  LLVMBasicBlockRef item = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "item");
  LLVMBuildCondBr(cg->b, first, item, sep);
  LLVMPositionBuilderAtEnd(cg->b, sep);
  cg_text_put_const(cg, c->text, ", ");
  LLVMBuildBr(cg->b, item);
  LLVMPositionBuilderAtEnd(cg->b, item);
  cg_put_value(cg, c->text, key, c->t->elem, c->repr);
  if (value) {
    cg_text_put_const(cg, c->text, ": ");
    cg_put_value(cg, c->text, value, c->t->value, c->repr);
  }
}

/* str() and repr() of a dict or set as Python prints them ({'a': 1},
 * {1, 2}, set()). Jitted code prints what Numba prints: a typed dict as
 * numba.typed.Dict's str(), keys and values by str() ({a: 1}); a set is
 * boxed into a Python set. */
void cg_put_dict(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t) {
  PutCtx c = {text, t, t->kind == TY_SET || (!cg_in_jit(cg) && !t->typed)};
  if (t->kind == TY_SET) {
    LLVMBasicBlockRef empty = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "set.empty");
    LLVMBasicBlockRef full = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "set.full");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "set.done");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, cg_dict_len(cg, v), cg_i64(cg, 0), ""), empty, full);
    LLVMPositionBuilderAtEnd(cg->b, empty);
    cg_text_put_const(cg, text, "set()");
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, full);
    cg_text_put_const(cg, text, "{");
    if (t->elem)
      for_entries(cg, v, t, put_entry, &c);
    cg_text_put_const(cg, text, "}");
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    return;
  }
  cg_text_put_const(cg, text, "{");
  if (t->elem && c.repr) {
    /* Host code prints a dict that jitted code made as Numba does (a
     * numba.typed.Dict is known to be one from its type). */
    LLVMValueRef typed = LLVMBuildLoad2(cg->b, cg->i64, field_ptr(cg, v, offsetof(arrc_dict, typed)), "");
    LLVMBasicBlockRef as_str = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "dict.str");
    LLVMBasicBlockRef as_repr = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "dict.repr");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "dict.done");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntNE, typed, cg_i64(cg, 0), ""), as_str, as_repr);
    LLVMPositionBuilderAtEnd(cg->b, as_repr);
    for_entries(cg, v, t, put_entry, &c);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, as_str);
    c.repr = false;
    for_entries(cg, v, t, put_entry, &c);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
  } else if (t->elem) {
    for_entries(cg, v, t, put_entry, &c);
  }
  cg_text_put_const(cg, text, "}");
}

/* ---- builtins and methods ------------------------------------------------------------ */

/* Adds every element of xs (any iterable, ir/iterable.c) to the set s. */
static void add_all(Cg *cg, LLVMValueRef s, const Type *st, const Instr *xs, SrcLoc loc) {
  if (xs->type->kind == TY_DICT)
    cg_call_rt(cg, "arrc_set_reserve", cg->void_, 2, (LLVMValueRef[]){s, cg_dict_len(cg, cg_value(cg, xs))});
  Iter *it = cg_iter_make(cg, xs, loc);
  const Type *xt = type_iterable_elem(xs->type);
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "add.head");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "add.body");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "add.done");
  LLVMBuildBr(cg->b, head);
  LLVMPositionBuilderAtEnd(cg->b, head);
  LLVMBuildCondBr(cg->b, cg_iter_valid(cg, it), body, done);
  LLVMPositionBuilderAtEnd(cg->b, body);
  LLVMValueRef x = cg_iter_next(cg, it, xt, loc);
  Key k = key_of(cg, x, xt, st);
  cg_call_rt(cg, "arrc_set_add", cg->void_, 3, (LLVMValueRef[]){s, k.slot, k.hash});
  cg_refcount(cg, x, xt, false);
  LLVMBuildBr(cg->b, head);
  LLVMPositionBuilderAtEnd(cg->b, done);
}

/* Stores every (key, value) pair that pairs yields (a list of pairs, zip,
 * enumerate, d.items(): any iterable of 2-tuples) in the dict d; a later
 * pair replaces an earlier one's value, as in Python. */
static void put_pairs(Cg *cg, LLVMValueRef d, const Type *dt, const Instr *pairs, SrcLoc loc) {
  Iter *it = cg_iter_make(cg, pairs, loc);
  const Type *pt = type_iterable_elem(pairs->type);
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "pairs.head");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "pairs.body");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "pairs.done");
  LLVMBuildBr(cg->b, head);
  LLVMPositionBuilderAtEnd(cg->b, head);
  LLVMBuildCondBr(cg->b, cg_iter_valid(cg, it), body, done);
  LLVMPositionBuilderAtEnd(cg->b, body);
  LLVMValueRef x = cg_iter_next(cg, it, pt, loc);
  Key k = key_of(cg, LLVMBuildExtractValue(cg->b, x, 0, ""), pt->elems[0], dt);
  LLVMValueRef vs = value_slot(cg, LLVMBuildExtractValue(cg->b, x, 1, ""), pt->elems[1], dt->value);
  cg_call_rt(cg, "arrc_dict_setitem", cg->void_, 4, (LLVMValueRef[]){d, k.slot, k.hash, vs});
  cg_refcount(cg, x, pt, false);
  LLVMBuildBr(cg->b, head);
  LLVMPositionBuilderAtEnd(cg->b, done);
}

LLVMValueRef lower_dict_new(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  if (nargs(call) == 1 && arg_instr(call, 0)->type->kind == TY_DICT)
    return cg_call_rt(cg, "arrc_dict_copy", cg->ptr, 1, (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0))});
  LLVMValueRef d = new_container(cg, call->type);
  if (nargs(call) == 1)
    put_pairs(cg, d, call->type, arg_instr(call, 0), call->loc);
  return d;
}

LLVMValueRef lower_set_new(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  if (nargs(call) == 1 && arg_instr(call, 0)->type == call->type)
    return cg_call_rt(cg, "arrc_set_copy", cg->ptr, 1, (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0))});
  LLVMValueRef s = new_container(cg, call->type);
  if (nargs(call) == 1)
    add_all(cg, s, call->type, arg_instr(call, 0), call->loc);
  return s;
}

LLVMValueRef lower_hash(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *x = arg_instr(call, 0);
  return hash_of(cg, cg_value(cg, x), x->type);
}

/* d.get(k[, default]) and d.pop(k[, default]): the value found, else the
 * default (a missing key without one: None for get, KeyError for pop). */
static LLVMValueRef get_or_pop(Cg *cg, const Instr *call, BuiltinId id, LLVMValueRef d, const Type *t) {
  const Type *rt = call->type;
  Key k = key_instr(cg, call->ops.v[1], t);
  LLVMValueRef result = cg_alloca(cg, cg_type(cg, rt), "result");
  LLVMBasicBlockRef found = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "found");
  LLVMBasicBlockRef missing = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "missing");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "");
  LLVMValueRef out = cg_alloca(cg, cg_type(cg, t->value), "popped");
  LLVMValueRef ok;
  if (id == BI_DICT_POP) {
    ok = cg_call_rt(cg, "arrc_dict_delete", cg->i8, 4, (LLVMValueRef[]){d, k.slot, k.hash, out});
    ok = LLVMBuildICmp(cg->b, LLVMIntNE, ok, LLVMConstInt(cg->i8, 0, false), "");
  } else {
    LLVMValueRef p = cg_call_rt(cg, "arrc_dict_lookup", cg->ptr, 3, (LLVMValueRef[]){d, k.slot, k.hash});
    ok = LLVMBuildNot(cg->b, is_null(cg, p), "");
    LLVMBasicBlockRef copy = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "copy");
    LLVMBuildCondBr(cg->b, ok, copy, missing);
    LLVMPositionBuilderAtEnd(cg->b, copy);
    LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, t->value), p, "");
    cg_refcount(cg, v, t->value, true);
    LLVMBuildStore(cg->b, v, out);
    LLVMBuildBr(cg->b, found);
    ok = NULL;
  }
  if (ok)
    LLVMBuildCondBr(cg->b, ok, found, missing);
  LLVMPositionBuilderAtEnd(cg->b, found);
  LLVMBuildStore(cg->b, cg_convert(cg, LLVMBuildLoad2(cg->b, cg_type(cg, t->value), out, ""), t->value, rt), result);
  LLVMBuildBr(cg->b, done);
  LLVMPositionBuilderAtEnd(cg->b, missing);
  if (nargs(call) == 2) {
    const Instr *def = arg_instr(call, 1);
    LLVMValueRef v = cg_value(cg, def);
    cg_refcount(cg, v, def->type, true);
    LLVMBuildStore(cg->b, cg_convert(cg, v, def->type, rt), result);
    LLVMBuildBr(cg->b, done);
  } else if (id == BI_DICT_POP) {
    key_error(cg, &k, t->elem, call->loc);
  } else {
    LLVMBuildStore(cg->b, LLVMConstNull(cg_type(cg, rt)), result);
    LLVMBuildBr(cg->b, done);
  }
  LLVMPositionBuilderAtEnd(cg->b, done);
  return LLVMBuildLoad2(cg->b, cg_type(cg, rt), result, "");
}

LLVMValueRef lower_dict_method(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *recv = receiver(call);
  const Type *t = type_strip_optional(recv->type);
  LLVMValueRef d = cg_value(cg, recv);
  switch (id) {
  case BI_DICT_GET: case BI_DICT_POP: return get_or_pop(cg, call, id, d, t);
  case BI_DICT_SETDEFAULT: {
    Key k = key_instr(cg, call->ops.v[1], t);
    LLVMValueRef p = cg_call_rt(cg, "arrc_dict_lookup", cg->ptr, 3, (LLVMValueRef[]){d, k.slot, k.hash});
    LLVMBasicBlockRef store = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "store");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "");
    LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b);
    LLVMBuildCondBr(cg->b, is_null(cg, p), store, done);
    LLVMPositionBuilderAtEnd(cg->b, store);
    const Instr *def = arg_instr(call, 1);
    LLVMValueRef vs = value_slot(cg, cg_value(cg, def), def->type, t->value);
    cg_call_rt(cg, "arrc_dict_setitem", cg->void_, 4, (LLVMValueRef[]){d, k.slot, k.hash, vs});
    LLVMValueRef q = cg_call_rt(cg, "arrc_dict_lookup", cg->ptr, 3, (LLVMValueRef[]){d, k.slot, k.hash});
    LLVMBasicBlockRef stored = LLVMGetInsertBlock(cg->b);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    LLVMValueRef at = LLVMBuildPhi(cg->b, cg->ptr, "");
    LLVMAddIncoming(at, (LLVMValueRef[]){p, q}, (LLVMBasicBlockRef[]){from, stored}, 2);
    LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, t->value), at, "");
    cg_refcount(cg, v, t->value, true);
    return v;
  }
  case BI_DICT_POPITEM: {
    LLVMValueRef ks = cg_alloca(cg, cg_type(cg, t->elem), "key"), vs = cg_alloca(cg, cg_type(cg, t->value), "value");
    cg_call_rt(cg, "arrc_dict_popitem", cg->void_, 4, (LLVMValueRef[]){d, ks, vs, cg_loc(cg, call->loc)});
    LLVMValueRef r = LLVMGetUndef(cg_type(cg, call->type));
    r = LLVMBuildInsertValue(cg->b, r, LLVMBuildLoad2(cg->b, cg_type(cg, t->elem), ks, ""), 0, "");
    return LLVMBuildInsertValue(cg->b, r, LLVMBuildLoad2(cg->b, cg_type(cg, t->value), vs, ""), 1, "");
  }
  case BI_DICT_UPDATE:
    cg_call_rt(cg, "arrc_dict_update", cg->void_, 2, (LLVMValueRef[]){d, cg_value(cg, arg_instr(call, 0))});
    return NULL;
  case BI_DICT_CLEAR: cg_call_rt(cg, "arrc_dict_clear", cg->void_, 1, &d); return NULL;
  case BI_DICT_COPY: return cg_call_rt(cg, "arrc_dict_copy", cg->ptr, 1, &d);
  default: return LLVMConstInt(cg->i8, 0, false); /* keys(), values(), items(): iterated in place */
  }
}

LLVMValueRef lower_set_method(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *recv = receiver(call);
  const Type *t = type_strip_optional(recv->type);
  LLVMValueRef s = cg_value(cg, recv);
  switch (id) {
  case BI_SET_ADD: case BI_SET_DISCARD: case BI_SET_REMOVE: {
    Key k = key_instr(cg, call->ops.v[1], t);
    if (id == BI_SET_ADD) {
      cg_call_rt(cg, "arrc_set_add", cg->void_, 3, (LLVMValueRef[]){s, k.slot, k.hash});
      return NULL;
    }
    LLVMValueRef ok = cg_call_rt(cg, "arrc_set_discard", cg->i8, 3, (LLVMValueRef[]){s, k.slot, k.hash});
    if (id == BI_SET_REMOVE)
      check_found(cg, LLVMBuildICmp(cg->b, LLVMIntNE, ok, LLVMConstInt(cg->i8, 0, false), ""), &k, t->elem, call->loc);
    return NULL;
  }
  case BI_SET_POP: {
    LLVMValueRef out = cg_alloca(cg, cg_type(cg, t->elem), "popped");
    cg_call_rt(cg, "arrc_set_pop", cg->void_, 3, (LLVMValueRef[]){s, out, cg_loc(cg, call->loc)});
    return LLVMBuildLoad2(cg->b, cg_type(cg, t->elem), out, "");
  }
  case BI_SET_CLEAR: cg_call_rt(cg, "arrc_set_clear", cg->void_, 1, &s); return NULL;
  case BI_SET_COPY: return cg_call_rt(cg, "arrc_set_copy", cg->ptr, 1, &s);
  case BI_SET_UPDATE: {
    const Instr *x = arg_instr(call, 0);
    if (x->type == t) {
      LLVMValueRef r = cg_call_rt(cg, "arrc_set_op", cg->ptr, 3,
                                  (LLVMValueRef[]){s, cg_value(cg, x), LLVMConstInt(cg->i32, ARRC_SET_OR | ARRC_SET_INPLACE, false)});
      (void)r;
    } else {
      add_all(cg, s, t, x, call->loc);
    }
    return NULL;
  }
  default: break;
  }
  LLVMValueRef o = cg_value(cg, arg_instr(call, 0));
  switch (id) {
  case BI_SET_ISSUBSET: return rt_bool(cg, "arrc_set_le", s, o);
  case BI_SET_ISSUPERSET: return rt_bool(cg, "arrc_set_le", o, s);
  case BI_SET_ISDISJOINT: return rt_bool(cg, "arrc_set_disjoint", s, o);
  default: break;
  }
  static const struct {
    BuiltinId id;
    int code;
  } ops[] = {
      {BI_SET_UNION, ARRC_SET_OR},
      {BI_SET_INTERSECTION, ARRC_SET_AND},
      {BI_SET_DIFFERENCE, ARRC_SET_SUB},
      {BI_SET_SYMMETRIC_DIFFERENCE, ARRC_SET_XOR},
      {BI_SET_INTERSECTION_UPDATE, ARRC_SET_AND | ARRC_SET_INPLACE},
      {BI_SET_DIFFERENCE_UPDATE, ARRC_SET_SUB | ARRC_SET_INPLACE},
      {BI_SET_SYMMETRIC_DIFFERENCE_UPDATE, ARRC_SET_XOR | ARRC_SET_INPLACE},
  };
  for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
    if (ops[k].id == id) {
      LLVMValueRef r = cg_call_rt(cg, "arrc_set_op", cg->ptr, 3, (LLVMValueRef[]){s, o, LLVMConstInt(cg->i32, (unsigned)ops[k].code, false)});
      return ops[k].code & ARRC_SET_INPLACE ? NULL : r;
    }
  return lower_failed(cg, call);
}
