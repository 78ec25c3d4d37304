/* dtypes as values: np.dtype(...), the spellings NumPy accepts for a
 * dtype ('float32', 'f8', 'd', '<i4', np.int_, float), the attributes of
 * a dtype object (a.dtype.name, .itemsize, .kind, .char, .str, .type),
 * np.issubdtype with NumPy's abstract classes (np.integer, np.floating,
 * np.number, ...), and np.iinfo / np.finfo as the named tuples Numba
 * makes of them.
 *
 * A dtype is known when compiling (its type is TY_DTYPE), so each of
 * these is a constant: typing decides it and codegen/lib_dtypes.c emits
 * it. */
#include <string.h>

#include "namedtuple.h"
#include "type_ufuncs.h"

/* NumPy's one-letter type codes, as ufunc_loops.h also spells them. */
static const struct {
  char code;
  const Type **type;
} type_codes[] = {
    {'?', &ty_bool},  {'b', &ty_int8},    {'B', &ty_uint8},   {'h', &ty_int16},   {'H', &ty_uint16},
    {'i', &ty_int32}, {'I', &ty_uint32},  {'l', &ty_int64},   {'L', &ty_uint64},  {'q', &ty_int64},
    {'Q', &ty_uint64}, {'p', &ty_int64},  {'P', &ty_uint64},  {'f', &ty_float32}, {'d', &ty_float64},
    {'F', &ty_complex64}, {'D', &ty_complex128},
};

const Type *numpy_dtype_named(const char *s) {
  if (!s)
    return NULL;
  /* A byte order: little-endian ('<'), native ('='), not applicable ('|'). */
  if (s[0] == '<' || s[0] == '=' || s[0] == '|')
    s++;
  if (s[0] && !s[1])
    for (size_t k = 0; k < sizeof type_codes / sizeof *type_codes; k++)
      if (type_codes[k].code == s[0])
        return *type_codes[k].type;
  return type_scalar_named(s);
}

/* NumPy's one-letter code of a scalar type (int64 is 'l' on Linux). */
static char type_char(const Type *t) {
  for (size_t k = 0; k < sizeof type_codes / sizeof *type_codes; k++)
    if (*type_codes[k].type == t)
      return type_codes[k].code;
  return '?';
}

static char type_kind_char(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return 'b';
  case TY_INT: return t->is_signed ? 'i' : 'u';
  case TY_FLOAT: return 'f';
  default: return 'c';
  }
}

static int type_itemsize(const Type *t) { return t->kind == TY_BOOL ? 1 : t->bits / 8; }

const char *dtype_attribute_string(const Type *t, const char *attr, char *buf, size_t size) {
  if (strcmp(attr, "name") == 0)
    return t->kind == TY_BOOL ? "bool" : t->name;
  if (strcmp(attr, "kind") == 0)
    return snprintf(buf, size, "%c", type_kind_char(t)), buf;
  if (strcmp(attr, "char") == 0)
    return snprintf(buf, size, "%c", type_char(t)), buf;
  if (strcmp(attr, "str") == 0) {
    int n = type_itemsize(t);
    return snprintf(buf, size, "%c%c%d", n == 1 ? '|' : '<', type_kind_char(t), n), buf;
  }
  if (strcmp(attr, "byteorder") == 0)
    return type_itemsize(t) == 1 ? "|" : "=";
  return NULL;
}

int64_t dtype_attribute_int(const Type *t, const char *attr) {
  if (strcmp(attr, "itemsize") == 0 || strcmp(attr, "alignment") == 0)
    return type_itemsize(t);
  return -1;
}

const Type *dtype_attribute_type(Infer *I, const Type *obj, const char *attr, SrcLoc loc) {
  if (obj->kind != TY_DTYPE || !obj->n || strcmp(attr, "__name__") == 0)
    return NULL;
  char buf[16];
  bool str = dtype_attribute_string(obj->elem, attr, buf, sizeof buf) != NULL;
  bool num = dtype_attribute_int(obj->elem, attr) >= 0;
  bool type = strcmp(attr, "type") == 0;
  if (!str && !num && !type)
    return NULL;
  if (!func_is_host(infer_func_kind(I)))
    return infer_error(I, loc, "the dtype attribute '%s' is not supported in jitted code (Numba 0.56 has none)", attr);
  return str ? ty_str : num ? ty_int64 : type_dtype(obj->elem);
}

/* The scalar type a dtype argument names: a class, a dtype object, a
 * constant string, or Python's int, float, bool and complex. */
static const Type *dtype_of_value(const Instr *v, const Type *t) {
  if (t->kind == TY_DTYPE)
    return t->elem;
  if (t->kind == TY_BUILTIN) {
    switch ((BuiltinId)t->id) {
    case BI_INT: return ty_int64;
    case BI_FLOAT: return ty_float64;
    case BI_BOOL: return ty_bool;
    case BI_COMPLEX: return ty_complex128;
    default: return NULL;
    }
  }
  v = ir_resolve(v);
  if (v->op == IR_CONST_STR)
    return numpy_dtype_named(v->imm.str.s);
  return NULL;
}

const Type *t_np_dtype(CallInfo *c) {
  const Type *t = dtype_of_value(c->args[0], c->types[0]);
  if (t)
    return type_dtype_object(t);
  const Instr *v = ir_resolve(c->args[0]);
  if (v->op == IR_CONST_STR)
    return infer_error(c->I, c->call->loc, "data type '%s' not understood", v->imm.str.s);
  return infer_error(c->I, c->call->loc, "np.dtype() takes a NumPy type, a dtype or a constant string in arrc, "
                     "not %s", c->types[0]->name);
}

/* NumPy's abstract scalar classes, and what each holds. */
static bool abstract_holds(BuiltinId id, const Type *t) {
  switch (id) {
  case BI_NP_GENERIC: return true;
  case BI_NP_NUMBER: return t->kind != TY_BOOL;
  case BI_NP_INTEGER: return t->kind == TY_INT;
  case BI_NP_SIGNEDINTEGER: return t->kind == TY_INT && t->is_signed;
  case BI_NP_UNSIGNEDINTEGER: return t->kind == TY_INT && !t->is_signed;
  case BI_NP_INEXACT: return t->kind == TY_FLOAT || t->kind == TY_COMPLEX;
  case BI_NP_FLOATING: return t->kind == TY_FLOAT;
  case BI_NP_COMPLEXFLOATING: return t->kind == TY_COMPLEX;
  default: return false;
  }
}

static bool is_abstract(const Type *t) {
  return t->kind == TY_BUILTIN && (t->id == BI_NP_GENERIC || t->id == BI_NP_INTEGER || t->id == BI_NP_NUMBER ||
                                   t->id == BI_NP_SIGNEDINTEGER || t->id == BI_NP_UNSIGNEDINTEGER ||
                                   t->id == BI_NP_INEXACT || t->id == BI_NP_FLOATING ||
                                   t->id == BI_NP_COMPLEXFLOATING);
}

bool numpy_issubdtype(const Instr *const *args, const Type *const *types) {
  const Type *a = dtype_of_value(args[0], types[0]);
  if (is_abstract(types[1]))
    return a && abstract_holds((BuiltinId)types[1]->id, a);
  const Type *b = dtype_of_value(args[1], types[1]);
  return a && a == b;
}

const Type *t_np_issubdtype(CallInfo *c) {
  for (int k = 0; k < 2; k++)
    if (!dtype_of_value(c->args[k], c->types[k]) && !(k == 1 && is_abstract(c->types[1]))) {
      const Instr *v = ir_resolve(c->args[k]);
      if (v->op == IR_CONST_STR)
        return infer_error(c->I, infer_arg_loc(c->call, k), "data type '%s' not understood", v->imm.str.s);
      return infer_error(c->I, infer_arg_loc(c->call, k), "np.issubdtype() takes dtypes, NumPy types or abstract "
                         "classes such as np.integer in arrc, not %s", c->types[k]->name);
    }
  return ty_bool;
}

/* np.integer(5) and the like: NumPy's abstract classes make no values. */
const Type *t_np_abstract_class(CallInfo *c) {
  return infer_error(c->I, c->call->loc, "cannot create '%s' instances", builtin_path(c->id));
}

/* np.iinfo and np.finfo: Numba's named tuples (iinfo(min, max, bits) and
 * finfo with fifteen fields); host code prints them as NumPy does. */
static const char *iinfo_fields[] = {"min", "max", "bits"};
static const char *finfo_fields[] = {"eps", "epsneg", "iexp", "machep", "max", "maxexp", "min", "minexp",
                                     "negep", "nexp", "nmant", "precision", "resolution", "tiny", "bits"};
/* One iinfo class per integer type, so that its type tells which, and
 * each twice: host code prints the objects it makes as NumPy does, those
 * jitted code returns as Numba's named tuples. */
#define IINFO {"iinfo", 3, iinfo_fields, NULL}
static const NamedTupleClass iinfo_classes[2][8] = {{IINFO, IINFO, IINFO, IINFO, IINFO, IINFO, IINFO, IINFO},
                                                   {IINFO, IINFO, IINFO, IINFO, IINFO, IINFO, IINFO, IINFO}};
#undef IINFO
static const Type **iinfo_types[8] = {&ty_int8, &ty_int16, &ty_int32, &ty_int64,
                                      &ty_uint8, &ty_uint16, &ty_uint32, &ty_uint64};
#define FINFO {"finfo", 15, finfo_fields, NULL}
static const NamedTupleClass finfo_classes[2][2] = {{FINFO, FINFO}, {FINFO, FINFO}}; /* [jit][float64] */
#undef FINFO

const Type *numpy_info_type(const NamedTupleClass *c, bool *host) {
  for (int h = 0; h < 2; h++) {
    *host = h == 0;
    for (int k = 0; k < 8; k++)
      if (c == &iinfo_classes[h][k])
        return *iinfo_types[k];
    for (int k = 0; k < 2; k++)
      if (c == &finfo_classes[h][k])
        return k ? ty_float64 : ty_float32;
  }
  return NULL;
}

const Type *t_np_info(CallInfo *c) {
  const Type *t = dtype_of_value(c->args[0], c->types[0]);
  if (!t && type_is_number(c->types[0]))
    t = c->types[0]; /* np.iinfo(x) of a value x is its type's */
  if (!t && c->types[0]->kind == TY_ARRAY)
    t = c->types[0]->elem;
  bool ints = c->id == BI_NP_IINFO;
  /* Host code: a type of the other kind raises NumPy's ValueError when
   * the call runs (lib_dtypes.c), so that generic code may call np.iinfo
   * in a branch taken only for integers. */
  if (t && type_is_number(t) && (ints ? t->kind != TY_INT : t->kind != TY_FLOAT) && func_is_host(c->where))
    t = ints ? ty_int64 : ty_float64;
  else if (!t || (ints ? t->kind != TY_INT : t->kind != TY_FLOAT)) {
    if (t && ints)
      return infer_error(c->I, c->call->loc, "Invalid integer data type '%c'.", type_kind_char(t));
    if (t)
      return infer_error(c->I, c->call->loc, "data type <class 'numpy.%s'> not inexact",
                         t->kind == TY_BOOL ? "bool_" : t->name);
    return infer_error(c->I, c->call->loc, "np.%s() takes %s type in arrc, not %s", ints ? "iinfo" : "finfo",
                       ints ? "an integer" : "a float", c->types[0]->name);
  }
  if (ints) {
    const Type *v = t == ty_uint64 ? ty_uint64 : ty_int64;
    const Type *elems[3] = {v, v, ty_int64};
    int k = 0;
    while (*iinfo_types[k] != t)
      k++;
    return type_named_tuple(&iinfo_classes[!func_is_host(c->where)][k], 3, elems);
  }
  const Type *elems[15];
  for (int k = 0; k < 15; k++)
    elems[k] = ty_int64;
  /* Numba's fields are Python floats: float64 for float32's too. */
  bool jit = !func_is_host(c->where);
  elems[0] = elems[1] = elems[4] = elems[6] = elems[12] = elems[13] = jit ? ty_float64 : t;
  return type_named_tuple(&finfo_classes[jit][t == ty_float64], 15, elems);
}
