/* Interned types and Numba's typing rules (LANGUAGE.md §3).
 *
 * Every type is hash-consed: a constructor fills in a key, looks it up in one
 * open-addressing table and returns the stored Type when an equal one exists,
 * so the rest of the compiler compares types with ==. The Types, their element
 * arrays and their names live in one arena that types_free releases.
 *
 * The numeric rules below were measured against Numba 0.56.4 / NumPy 1.24
 * (/usr/bin/python3); tests/unit/test_types.c holds the measured tables. */
#include "types.h"
#include "namedtuple.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const Type *ty_void, *ty_none, *ty_bool, *ty_str, *ty_range;
const Type *ty_int8, *ty_int16, *ty_int32, *ty_int64;
const Type *ty_uint8, *ty_uint16, *ty_uint32, *ty_uint64;
const Type *ty_float32, *ty_float64, *ty_complex64, *ty_complex128;
const Type *ty_stream, *ty_event, *ty_rng_state;
const Type *ty_file;
const Type *ty_generator;
const Type *ty_grid_group;
const Type *ty_npz;

static Arena *types_arena;
static const Type **table; /* open addressing; NULL marks a free slot */
static size_t table_cap, table_len;

/* ---- interning ---------------------------------------------------------- */

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

/* Functions, builtins and exceptions are told apart by their names too, so
 * for them the key carries the printed name and the name takes part in
 * hashing and equality; for every other kind the name follows from the rest. */
static bool name_is_key(TypeKind k) {
  return k == TY_FUNCTION || k == TY_BUILTIN || k == TY_EXCEPTION || k == TY_CLASS || k == TY_INSTANCE;
}

static uint64_t type_hash(const Type *t) {
  uint64_t h = mix(0, (uint64_t)t->kind);
  h = mix(h, (uint64_t)t->bits * 2 + t->is_signed);
  h = mix(h, (uint64_t)t->ndim * 1024 + (uint64_t)(unsigned char)t->layout * 4 + t->device * 2u + t->typed);
  h = mix(h, (uint64_t)(uintptr_t)t->elem);
  h = mix(h, (uint64_t)(uintptr_t)t->iterable);
  h = mix(h, (uint64_t)(uintptr_t)t->value);
  h = mix(h, (uint64_t)(uint32_t)t->n);
  for (int i = 0; t->elems && i < t->n; i++)
    h = mix(h, (uint64_t)(uintptr_t)t->elems[i]);
  h = mix(h, (uint64_t)(uintptr_t)t->func);
  h = mix(h, (uint64_t)(uint32_t)t->id);
  if (name_is_key(t->kind))
    for (const char *s = t->name; *s; s++)
      h = mix(h, (unsigned char)*s);
  return h;
}

static bool type_same(const Type *x, const Type *y) {
  if (x->kind != y->kind || x->bits != y->bits || x->is_signed != y->is_signed ||
      x->ndim != y->ndim || x->layout != y->layout || x->device != y->device || x->typed != y->typed ||
      x->elem != y->elem || x->iterable != y->iterable || x->value != y->value || x->n != y->n ||
      x->func != y->func || x->id != y->id || !x->elems != !y->elems)
    return false;
  for (int i = 0; x->elems && i < x->n; i++)
    if (x->elems[i] != y->elems[i])
      return false;
  return !name_is_key(x->kind) || strcmp(x->name, y->name) == 0;
}

static void put_name(StrBuf *sb, const Type *t) {
  switch (t->kind) {
  case TY_VOID: sb_puts(sb, "void"); break;
  case TY_NONE: sb_puts(sb, "none"); break;
  case TY_BOOL: sb_puts(sb, "bool"); break;
  case TY_INT: sb_printf(sb, "%sint%d", t->is_signed ? "" : "u", t->bits); break;
  case TY_FLOAT: sb_printf(sb, "float%d", t->bits); break;
  case TY_COMPLEX: sb_printf(sb, "complex%d", t->bits); break;
  case TY_STR: sb_puts(sb, "unicode_type"); break;
  case TY_ARRAY:
    /* Numba gives a device array the same type as a host array; arrc keeps
     * them apart, so the name says which one it is. */
    sb_printf(sb, "array(%s, %dd, %c%s)", t->elem->name, t->ndim, t->layout,
              t->device ? ", device" : "");
    break;
  case TY_TUPLE: {
    const char *named = t->func ? ((const NamedTupleClass *)t->func)->name : NULL;
    bool uniform = t->n > 0;
    for (int i = 1; i < t->n; i++)
      uniform = uniform && t->elems[i] == t->elems[0];
    if (uniform) {
      sb_printf(sb, "%s(%s x %d)", named ? named : "UniTuple", t->elems[0]->name, t->n);
      break;
    }
    sb_printf(sb, "%s(", named ? named : "Tuple");
    for (int i = 0; i < t->n; i++)
      sb_printf(sb, "%s%s", i ? ", " : "", t->elems[i]->name);
    sb_putc(sb, ')');
    break;
  }
  /* Numba prints a list built in jitted code as list(int64)<iv=None> and one
   * passed in from Python as "reflected list(int64)"; arrc has one kind of
   * list and leaves both decorations out. */
  case TY_LIST:
    sb_printf(sb, t->typed ? "ListType[%s]" : "list(%s)", t->elem ? t->elem->name : "undefined");
    break;
  case TY_OPTIONAL: sb_printf(sb, "OptionalType(%s)", t->elem->name); break;
  case TY_RANGE: sb_puts(sb, "range_state_int64"); break;
  case TY_SLICE: sb_puts(sb, t->n == 3 ? "slice<a:b:c>" : "slice<a:b>"); break;
  case TY_ITER:
    /* Numba's names: range_iter_int64 for a range, iter(T) otherwise. */
    if (t->iterable && t->iterable->kind == TY_RANGE)
      sb_puts(sb, "range_iter_int64");
    else
      sb_printf(sb, "iter(%s)", (t->iterable ? t->iterable : t->elem)->name);
    break;
  case TY_DTYPE: sb_printf(sb, t->n ? "dtype(%s)" : "class(%s)", t->elem->name); break;
  case TY_STREAM: sb_puts(sb, "cuda.stream"); break;
  case TY_EVENT: sb_puts(sb, "cuda.event"); break;
  case TY_RNG_STATE: sb_puts(sb, "xoroshiro128p"); break;
  case TY_DICT:
    sb_printf(sb, "DictType[%s,%s]", t->elem ? t->elem->name : "undefined", t->value ? t->value->name : "undefined");
    break;
  case TY_SET: sb_printf(sb, "set(%s)", t->elem ? t->elem->name : "undefined"); break;
  case TY_FILE: sb_puts(sb, "TextIOWrapper"); break;
  case TY_GENERATOR: sb_puts(sb, "NumPyRandomGeneratorType"); break;
  case TY_GRID_GROUP: sb_puts(sb, "GridGroup"); break;
  case TY_CUDA_OBJECT: case TY_MPI: sb_puts(sb, t->label); break;
  case TY_NPZ: sb_puts(sb, "NpzFile"); break;
  case TY_POINTER: sb_printf(sb, "%s*", t->elem ? t->elem->name : "void"); break;
  case TY_FUNCTION: case TY_BUILTIN: case TY_EXCEPTION: case TY_CLASS: case TY_INSTANCE: case TY_KIND_COUNT:
    break;
  }
}

static void table_insert(const Type *t) {
  size_t mask = table_cap - 1, i = (size_t)type_hash(t) & mask;
  while (table[i])
    i = (i + 1) & mask;
  table[i] = t;
  table_len++;
}

static const Type *intern(const Type *key) {
  if (!types_arena)
    arrc_ice("a type was made before types_init");
  size_t mask = table_cap - 1;
  for (size_t i = (size_t)type_hash(key) & mask; table[i]; i = (i + 1) & mask)
    if (type_same(table[i], key))
      return table[i];
  Type *t = arena_alloc(types_arena, sizeof *t);
  *t = *key;
  if (key->elems) {
    const Type **elems = arena_alloc(types_arena, (size_t)key->n * sizeof *elems + 1);
    if (key->n)
      memcpy(elems, key->elems, (size_t)key->n * sizeof *elems);
    t->elems = elems;
  }
  if (name_is_key(key->kind)) {
    t->name = arena_strndup(types_arena, key->name, strlen(key->name));
    if (key->label)
      t->label = arena_strndup(types_arena, key->label, strlen(key->label));
  } else {
    StrBuf sb = {0};
    put_name(&sb, t);
    t->name = arena_strndup(types_arena, sb.data, sb.len);
    sb_free(&sb);
  }
  if (2 * (table_len + 1) > table_cap) {
    const Type **old = table;
    size_t old_cap = table_cap;
    table_cap *= 2;
    table = calloc(table_cap, sizeof *table);
    if (!table)
      arrc_ice("out of memory");
    table_len = 0;
    for (size_t i = 0; i < old_cap; i++)
      if (old[i])
        table_insert(old[i]);
    free(old);
  }
  table_insert(t);
  return t;
}

static const Type *simple(TypeKind kind, int bits, bool is_signed) {
  return intern(&(Type){.kind = kind, .bits = bits, .is_signed = is_signed});
}

static const struct {
  const Type **slot;
  TypeKind kind;
  int bits;
  bool is_signed;
} singletons[] = {
    {&ty_void, TY_VOID, 0, 0},         {&ty_none, TY_NONE, 0, 0},
    {&ty_bool, TY_BOOL, 0, 0},         {&ty_str, TY_STR, 0, 0},
    {&ty_range, TY_RANGE, 0, 0},       {&ty_stream, TY_STREAM, 0, 0},
    {&ty_event, TY_EVENT, 0, 0},       {&ty_rng_state, TY_RNG_STATE, 0, 0},
    {&ty_file, TY_FILE, 0, 0},
    {&ty_generator, TY_GENERATOR, 0, 0},
    {&ty_grid_group, TY_GRID_GROUP, 0, 0},
    {&ty_npz, TY_NPZ, 0, 0},
    {&ty_int8, TY_INT, 8, 1},
    {&ty_int16, TY_INT, 16, 1},        {&ty_int32, TY_INT, 32, 1},
    {&ty_int64, TY_INT, 64, 1},        {&ty_uint8, TY_INT, 8, 0},
    {&ty_uint16, TY_INT, 16, 0},       {&ty_uint32, TY_INT, 32, 0},
    {&ty_uint64, TY_INT, 64, 0},       {&ty_float32, TY_FLOAT, 32, 0},
    {&ty_float64, TY_FLOAT, 64, 0},    {&ty_complex64, TY_COMPLEX, 64, 0},
    {&ty_complex128, TY_COMPLEX, 128, 0},
};

/* Calling types_init while the table exists keeps the existing types. */
void types_init(void) {
  if (types_arena)
    return;
  types_arena = arena_new();
  table_cap = 256;
  table_len = 0;
  table = calloc(table_cap, sizeof *table);
  if (!table)
    arrc_ice("out of memory");
  for (size_t i = 0; i < sizeof singletons / sizeof singletons[0]; i++)
    *singletons[i].slot = simple(singletons[i].kind, singletons[i].bits, singletons[i].is_signed);
}

/* The singletons become NULL so that a use after types_free fails loudly. */
void types_free(void) {
  arena_free(types_arena);
  free(table);
  types_arena = NULL;
  table = NULL;
  table_cap = table_len = 0;
  for (size_t i = 0; i < sizeof singletons / sizeof singletons[0]; i++)
    *singletons[i].slot = NULL;
}

/* ---- constructors ------------------------------------------------------- */

/* Bad arguments are compiler bugs (user input is checked before it gets
 * here), so they stop with an internal error rather than return NULL. */
const Type *type_int(int bits, bool is_signed) {
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
    arrc_ice("type_int(%d)", bits);
  return simple(TY_INT, bits, is_signed);
}

const Type *type_float(int bits) {
  if (bits != 32 && bits != 64)
    arrc_ice("type_float(%d)", bits);
  return simple(TY_FLOAT, bits, false);
}

const Type *type_complex(int bits) {
  if (bits != 64 && bits != 128)
    arrc_ice("type_complex(%d)", bits);
  return simple(TY_COMPLEX, bits, false);
}

static const Type *make_array(const Type *elem, int ndim, char layout, bool device) {
  if ((!type_is_scalar(elem) && elem != ty_rng_state) || ndim < 0 || ndim > TYPE_MAX_NDIM || (layout != 'C' && layout != 'A' && layout != 'F'))
    arrc_ice("bad array type (ndim %d, layout %d)", ndim, layout);
  return intern(&(Type){.kind = TY_ARRAY, .elem = elem, .ndim = ndim, .layout = layout,
                        .device = device});
}

const Type *type_array(const Type *elem, int ndim, char layout) {
  return make_array(elem, ndim, layout, false);
}

const Type *type_device_array(const Type *elem, int ndim, char layout) {
  return make_array(elem, ndim, layout, true);
}

const Type *type_tuple(int n, const Type *const *elems) {
  if (n < 0 || (n > 0 && !elems))
    arrc_ice("type_tuple(%d)", n);
  static const Type *none[1];
  return intern(&(Type){.kind = TY_TUPLE, .n = n, .elems = n ? (const Type **)elems : none});
}

const Type *type_named_tuple(const struct NamedTupleClass *cls, int n, const Type *const *elems) {
  static const Type *none[1];
  return intern(&(Type){.kind = TY_TUPLE, .n = n, .elems = n ? (const Type **)elems : none, .func = cls});
}

const Type *type_list(const Type *elem) { return intern(&(Type){.kind = TY_LIST, .elem = elem}); }
const Type *type_dict(const Type *key, const Type *value) {
  return intern(&(Type){.kind = TY_DICT, .elem = key, .value = value});
}
const Type *type_typed_list(const Type *elem) {
  return intern(&(Type){.kind = TY_LIST, .elem = elem, .typed = true});
}
const Type *type_typed_dict(const Type *key, const Type *value) {
  return intern(&(Type){.kind = TY_DICT, .elem = key, .value = value, .typed = true});
}
const Type *type_list_like(const Type *like, const Type *elem) {
  return like && like->typed ? type_typed_list(elem) : type_list(elem);
}
const Type *type_dict_like(const Type *like, const Type *key, const Type *value) {
  return like && like->typed ? type_typed_dict(key, value) : type_dict(key, value);
}
const Type *type_set(const Type *elem) { return intern(&(Type){.kind = TY_SET, .elem = elem}); }

/* Optional(Optional(T)) is Optional(T), and an optional None is just None,
 * as when Numba unifies none with none. */
const Type *type_optional(const Type *elem) {
  if (elem->kind == TY_OPTIONAL || elem->kind == TY_NONE)
    return elem;
  return intern(&(Type){.kind = TY_OPTIONAL, .elem = elem});
}

const Type *type_slice(int n) {
  if (n != 2 && n != 3)
    arrc_ice("type_slice(%d)", n);
  return intern(&(Type){.kind = TY_SLICE, .n = n});
}

const Type *type_iter(const Type *iterable, const Type *elem) {
  return intern(&(Type){.kind = TY_ITER, .iterable = iterable, .elem = elem});
}

/* a.flat: an iterator over array's elements in C order that is also
 * indexed and assigned (n = 1 tells it from the iterator of a loop). */
const Type *type_flat_iter(const Type *array) {
  return intern(&(Type){.kind = TY_ITER, .iterable = array, .elem = array->elem, .n = 1});
}

const Type *type_pointer(const Type *elem) {
  return intern(&(Type){.kind = TY_POINTER, .elem = elem});
}

const Type *type_dtype(const Type *scalar) {
  return intern(&(Type){.kind = TY_DTYPE, .elem = scalar});
}

const Type *type_dtype_object(const Type *scalar) {
  if (!type_is_scalar(scalar))
    arrc_ice("type_dtype_object of a non-scalar");
  return intern(&(Type){.kind = TY_DTYPE, .elem = scalar, .n = 1});
}

static const Type *named(TypeKind kind, const void *func, int id, const char *prefix,
                         const char *name) {
  StrBuf sb = {0};
  sb_printf(&sb, "%s(%s)", prefix, name ? name : "?");
  const Type *t = intern(&(Type){.kind = kind, .func = func, .id = id, .name = sb.data, .label = name});
  sb_free(&sb);
  return t;
}

const Type *type_function(const void *func, const char *name) {
  return named(TY_FUNCTION, func, 0, "function", name);
}

const Type *type_builtin(int id, const char *name) {
  return named(TY_BUILTIN, NULL, id, "builtin", name);
}

const Type *type_cuda_object(int what, const char *name) {
  return named(TY_CUDA_OBJECT, NULL, what, "cuda", name);
}

const Type *type_mpi_object(int what, const char *name) {
  return named(TY_MPI, NULL, what, "mpi", name);
}

const Type *type_exception(const char *name) {
  return named(TY_EXCEPTION, NULL, 0, "exception", name);
}

const Type *type_class(const void *cls, const char *name) {
  return named(TY_CLASS, cls, 0, "class", name);
}

const Type *type_instance(const void *cls, const char *name) {
  return named(TY_INSTANCE, cls, 0, "instance", name);
}

/* ---- predicates and numeric rules --------------------------------------- */

bool type_is_int(const Type *t) { return t && t->kind == TY_INT; }
bool type_is_float(const Type *t) { return t && t->kind == TY_FLOAT; }
bool type_is_complex(const Type *t) { return t && t->kind == TY_COMPLEX; }
bool type_is_number(const Type *t) {
  return t && (t->kind == TY_BOOL || t->kind == TY_INT || t->kind == TY_FLOAT ||
               t->kind == TY_COMPLEX);
}
bool type_is_scalar(const Type *t) { return type_is_number(t); }

/* Precision of the real part a number needs to be held exactly by a float
 * or complex type in Numba's conversion graph: int8, uint8 and int16 fit in
 * float32, uint16 does not (Numba differs from NumPy there). */
static int real_bits(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return 32;
  case TY_INT: return t->bits <= 8 || (t->bits == 16 && t->is_signed) ? 32 : 64;
  case TY_FLOAT: return t->bits;
  default: return t->bits / 2;
  }
}

/* Numba's safe conversions between numbers (typeconv "promote" or "safe"). */
static bool number_converts(const Type *from, const Type *to) {
  if (from == to || from->kind == TY_BOOL)
    return true;
  if (to->kind == TY_BOOL || to->kind < from->kind)
    return false;
  if (to->kind == TY_INT) {
    if (from->is_signed == to->is_signed)
      return to->bits >= from->bits;
    return to->is_signed && to->bits > from->bits;
  }
  return real_bits(from) <= real_bits(to);
}

/* Measured: Numba types + - * // % on two integers (or bools) with its
 * int64 and uint64 loops, so the result is uint64 only when both operands
 * are unsigned; with a float or complex operand the result is the narrowest
 * float (complex) both operands convert to safely. ** follows the same table
 * except that float32 ** any integer stays float32, and / gives float64 for
 * two integers. */
const Type *type_arith_result(const Type *a, const Type *b) {
  if (!type_is_number(a) || !type_is_number(b))
    return NULL;
  TypeKind k = a->kind > b->kind ? a->kind : b->kind;
  if (k <= TY_INT)
    return type_is_int(a) && !a->is_signed && type_is_int(b) && !b->is_signed ? ty_uint64
                                                                               : ty_int64;
  bool narrow = real_bits(a) == 32 && real_bits(b) == 32;
  if (k == TY_FLOAT)
    return narrow ? ty_float32 : ty_float64;
  return narrow ? ty_complex64 : ty_complex128;
}

/* Numba unifies two numbers with np.promote_types, which is not the
 * arithmetic rule: int8 and int16 give int16, int64 and uint64 give float64,
 * uint16 and float32 give float32. */
static const Type *unify_numbers(const Type *a, const Type *b) {
  if (a->kind == TY_BOOL)
    return b;
  if (b->kind == TY_BOOL)
    return a;
  if (a->kind == TY_INT && b->kind == TY_INT) {
    if (a->is_signed == b->is_signed)
      return a->bits >= b->bits ? a : b;
    const Type *s = a->is_signed ? a : b, *u = a->is_signed ? b : a;
    if (s->bits > u->bits)
      return s;
    return u->bits < 64 ? type_int(u->bits * 2, true) : ty_float64;
  }
  /* Unlike the conversion graph, NumPy lets uint16 into float32. */
  int bits = 32;
  const Type *pair[2] = {a, b};
  for (int i = 0; i < 2; i++) {
    const Type *t = pair[i];
    int need = t->kind == TY_INT ? (t->bits <= 16 ? 32 : 64) : real_bits(t);
    bits = need > bits ? need : bits;
  }
  if (a->kind == TY_COMPLEX || b->kind == TY_COMPLEX)
    return type_complex(bits * 2);
  return type_float(bits);
}

/* ---- NumPy 1.24's promotion in host code --------------------------------- */

const Type *type_numpy_promote(const Type *a, const Type *b) {
  if (!type_is_number(a) || !type_is_number(b))
    return NULL;
  return a == b ? a : unify_numbers(a, b);
}

/* Value-based casting compares kinds in NumPy's simplified ordering, where
 * floats and complex numbers are one kind (float32 data times 2j is
 * complex64). */
int type_numpy_kind(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return 0;
  case TY_INT: return 1;
  default: return 2;
  }
}

/* np.min_scalar_type of an integer, as value-based casting uses it: a
 * non-negative value takes the smallest unsigned type that holds it, except
 * beside a signed array, where (through NumPy's "small unsigned" rule) the
 * smallest signed type that holds it counts; a negative value takes the
 * smallest signed type. */
static const Type *min_int_type(int64_t v, const Type *d) {
  bool as_signed = v < 0 || (d->kind == TY_INT && d->is_signed);
  static const int bits[] = {8, 16, 32, 64};
  for (int k = 0; k < 4; k++) {
    int b = bits[k];
    if (as_signed ? (b == 64 || (v >= -((int64_t)1 << (b - 1)) && v < ((int64_t)1 << (b - 1))))
                  : (b == 64 || v < ((int64_t)1 << b)))
      return type_int(b, as_signed);
  }
  return ty_int64;
}

/* np.min_scalar_type of a float: float16 within (-65000, 65000) or for a
 * non-finite value, float32 within (-3.4e38, 3.4e38), else float64.
 * arrc has no float16; float32 promotes with every float and complex array
 * type as float16 does. */
static bool fits_float32(double v) { return !isfinite(v) || (v > -3.4e38 && v < 3.4e38); }

const Type *type_numpy_scalar(const Type *d, const Type *s, const NumValue *v) {
  if (!type_is_number(d) || !type_is_number(s) || type_numpy_kind(s) > type_numpy_kind(d))
    return s;
  if (!v || !v->known)
    return s->kind == TY_COMPLEX && d->kind == TY_FLOAT ? type_complex(2 * d->bits) : d;
  switch (s->kind) {
  case TY_BOOL: return ty_bool;
  case TY_INT: return min_int_type(v->i, d);
  case TY_FLOAT: return fits_float32(v->re) ? ty_float32 : ty_float64;
  default: return fits_float32(v->re) && fits_float32(v->im) ? ty_complex64 : ty_complex128;
  }
}

bool type_numpy_always_fits(const Type *s, const Type *d) {
  if (!type_is_number(d) || !type_is_number(s) || type_numpy_kind(s) > type_numpy_kind(d))
    return true;
  if (s->kind == TY_BOOL || s == d)
    return true;
  if (d->kind == TY_INT) {
    /* s is an integer: its every value must lie in d's range. */
    if (s->is_signed == d->is_signed)
      return s->bits <= d->bits;
    return !s->is_signed && s->bits < d->bits;
  }
  if (d->kind == TY_FLOAT || d->kind == TY_COMPLEX) {
    if (d->bits == 64 && d->kind == TY_FLOAT)
      return true;
    if (d == ty_complex128)
      return true;
    /* float32 and complex64: integers of up to 16 bits, float32 values. */
    if (s->kind == TY_INT)
      return s->bits <= 16;
    return s == ty_float32 || s == ty_complex64;
  }
  return true;
}

/* A NULL operand stands for "no type yet", so inference can start from
 * NULL and unify in each definition. */
const Type *type_unify(const Type *a, const Type *b) {
  if (!a || !b)
    return a ? a : b;
  if (a == b)
    return a;
  if (a->kind == TY_VOID || b->kind == TY_VOID)
    return NULL;
  if (a->kind == TY_NONE)
    return type_optional(b);
  if (b->kind == TY_NONE)
    return type_optional(a);
  if (a->kind == TY_OPTIONAL || b->kind == TY_OPTIONAL) {
    const Type *inner = type_unify(a->kind == TY_OPTIONAL ? a->elem : a,
                                   b->kind == TY_OPTIONAL ? b->elem : b);
    return inner ? type_optional(inner) : NULL;
  }
  if (type_is_number(a) && type_is_number(b))
    return unify_numbers(a, b);
  if (a->kind != b->kind)
    return NULL;
  switch (a->kind) {
  case TY_ARRAY:
    if (a->elem != b->elem || a->ndim != b->ndim || a->device != b->device)
      return NULL;
    return make_array(a->elem, a->ndim, a->layout == b->layout ? a->layout : 'A', a->device);
  case TY_LIST: {
    /* A typed list and a reflected one are different types in Numba. */
    if (a->typed != b->typed)
      return NULL;
    const Type *elem = type_unify(a->elem, b->elem);
    return elem ? type_list_like(a, elem) : NULL;
  }
  /* Dicts and sets are mutable containers of one type: they meet only
   * when equal (or when one is still empty and untyped). */
  case TY_DICT:
    if (a->typed != b->typed)
      return NULL;
    return !a->elem ? b : !b->elem || a == b ? a : NULL;
  case TY_SET: return !a->elem ? b : !b->elem || a == b ? a : NULL;
  case TY_TUPLE: {
    if (a->n != b->n || a->func != b->func)
      return NULL;
    const Type **elems = xmalloc((size_t)a->n * sizeof *elems + 1);
    const Type *r = NULL;
    int i = 0;
    for (; i < a->n && (elems[i] = type_unify(a->elems[i], b->elems[i])); i++)
      ;
    if (i == a->n)
      r = a->func ? type_named_tuple(a->func, a->n, elems) : type_tuple(a->n, elems);
    free(elems);
    return r;
  }
  default:
    return NULL;
  }
}

/* Numba's can_convert: numbers by the table above, or when unsafe is set any
 * real number to any number and complex to complex (what a call to a
 * function with an explicit signature accepts, truncating); arrays of the
 * same element type and rank from C to A layout; tuples element by element;
 * T to Optional(U) and Optional(T) to U when T converts to U. */
static bool converts(const Type *from, const Type *to, bool unsafe) {
  if (!from || !to)
    return false;
  if (from == to || (from->kind == TY_NONE && to->kind == TY_OPTIONAL))
    return true;
  if (type_is_number(from) && type_is_number(to))
    return number_converts(from, to) ||
           (unsafe && (from->kind != TY_COMPLEX || to->kind == TY_COMPLEX));
  if (to->kind == TY_OPTIONAL)
    return converts(from->kind == TY_OPTIONAL ? from->elem : from, to->elem, unsafe);
  if (from->kind == TY_OPTIONAL)
    return converts(from->elem, to, unsafe);
  if (from->kind != to->kind)
    return false;
  if (from->kind == TY_ARRAY)
    return from->elem == to->elem && from->ndim == to->ndim && from->device == to->device &&
           (to->layout == 'A' || from->layout == to->layout);
  if (from->kind == TY_TUPLE) {
    if (from->n != to->n)
      return false;
    for (int i = 0; i < from->n; i++)
      if (!converts(from->elems[i], to->elems[i], unsafe))
        return false;
    return true;
  }
  return false;
}

bool type_can_convert_safely(const Type *from, const Type *to) { return converts(from, to, false); }
bool type_can_convert(const Type *from, const Type *to) { return converts(from, to, true); }

/* ---- names -------------------------------------------------------------- */

/* NumPy's and Numba's spellings. Numba's float_ (float32) and byte (uint8)
 * are left out because NumPy uses the same names for float64 and int8.
 * Signature strings in Numba reject "bool", "int", "float" and "complex"
 * (they are Python's builtins there); arrc accepts them. */
static const struct {
  const char *name;
  const Type **type;
} scalar_names[] = {
    {"bool", &ty_bool},       {"bool_", &ty_bool},          {"boolean", &ty_bool},
    {"b1", &ty_bool},         {"int8", &ty_int8},           {"i1", &ty_int8},
    {"int16", &ty_int16},     {"i2", &ty_int16},            {"short", &ty_int16},
    {"int32", &ty_int32},     {"i4", &ty_int32},            {"intc", &ty_int32},
    {"int64", &ty_int64},     {"i8", &ty_int64},            {"intp", &ty_int64},
    {"int_", &ty_int64},      {"int", &ty_int64},           {"long_", &ty_int64},
    {"longlong", &ty_int64},  {"ssize_t", &ty_int64},       {"uint8", &ty_uint8},
    {"u1", &ty_uint8},        {"uchar", &ty_uint8},         {"uint16", &ty_uint16},
    {"u2", &ty_uint16},       {"ushort", &ty_uint16},       {"uint32", &ty_uint32},
    {"u4", &ty_uint32},       {"uintc", &ty_uint32},        {"uint64", &ty_uint64},
    {"u8", &ty_uint64},       {"uintp", &ty_uint64},        {"uint", &ty_uint64},
    {"ulong", &ty_uint64},    {"ulonglong", &ty_uint64},    {"size_t", &ty_uint64},
    {"float32", &ty_float32}, {"f4", &ty_float32},          {"float64", &ty_float64},
    {"f8", &ty_float64},      {"float", &ty_float64},       {"double", &ty_float64},
    {"complex64", &ty_complex64}, {"c8", &ty_complex64},    {"complex128", &ty_complex128},
    {"c16", &ty_complex128},  {"complex", &ty_complex128},
};
#define N_SCALAR_NAMES (sizeof scalar_names / sizeof scalar_names[0])

const Type *type_scalar_named(const char *name) {
  for (size_t i = 0; name && i < N_SCALAR_NAMES; i++)
    if (strcmp(name, scalar_names[i].name) == 0)
      return *scalar_names[i].type;
  return NULL;
}

/* The element type of a tuple of numbers, or of tuples of equal length
 * nested *nd deep, every number taking part; NULL for a ragged or mixed
 * tuple. */
const Type *type_tuple_leaf(const Type *t, int *nd) {
  const Type *leaf = NULL;
  int depth = -1;
  for (int k = 0; k < t->n; k++) {
    const Type *e = t->elems[k];
    int d = 0;
    const Type *x = e;
    if (e->kind == TY_TUPLE) {
      if (e->n != t->elems[0]->n || e->n == 0)
        return NULL;
      x = type_tuple_leaf(e, &d);
    } else if (!type_is_number(e)) {
      return NULL;
    }
    if (!x || (depth >= 0 && d != depth))
      return NULL;
    depth = d;
    leaf = leaf ? type_arith_result(leaf, x) : x;
  }
  *nd = depth + 1;
  return leaf;
}

/* Numba's names that NumPy spells with another meaning: numba.float_ is
 * float32 (NumPy's float_ is float64), numba.byte uint8 (np.byte int8),
 * numba.char int8 (np.dtype('char') is a string). Only numba.* names and
 * Numba's signature strings mean these. */
static const struct {
  const char *name;
  const Type **type;
} numba_only_names[] = {{"float_", &ty_float32}, {"byte", &ty_uint8}, {"char", &ty_int8}};

const Type *type_numba_scalar_named(const char *name) {
  for (size_t i = 0; name && i < sizeof numba_only_names / sizeof *numba_only_names; i++)
    if (strcmp(name, numba_only_names[i].name) == 0)
      return *numba_only_names[i].type;
  return type_scalar_named(name);
}

const Type *type_scalar_of_path(const char *path) {
  const char *dot = strrchr(path, '.');
  const char *name = dot ? dot + 1 : path;
  return strncmp(path, "numba.", 6) == 0 ? type_numba_scalar_named(name) : type_scalar_named(name);
}

/* ---- signature strings -------------------------------------------------- */

/* A recursive-descent parser over the text, which comes from the user: every
 * path checks for the end of the string, nesting is bounded, and the first
 * error wins. */
typedef struct {
  Arena *a;
  const char *text, *p;
  const char *error;
  int depth;
} Parser;

enum { MAX_DEPTH = 64, MAX_DIMS = 4, MAX_TUPLE = 1000 };

static void *fail(Parser *ps, const char *at, const char *fmt, ...) ARRC_PRINTF(3, 4);
static void *fail(Parser *ps, const char *at, const char *fmt, ...) {
  if (ps->error)
    return NULL;
  StrBuf sb = {0};
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  sb_printf(&sb, " at column %d of '", (int)(at - ps->text) + 1);
  for (const unsigned char *s = (const unsigned char *)ps->text; *s; s++) {
    if (*s == '\'' || *s == '\\')
      sb_printf(&sb, "\\%c", *s);
    else if (*s < 0x20 || *s >= 0x7f)
      sb_printf(&sb, "\\x%02x", *s);
    else
      sb_putc(&sb, (char)*s);
  }
  sb_putc(&sb, '\'');
  ps->error = arena_strndup(ps->a, sb.data, sb.len);
  sb_free(&sb);
  return NULL;
}

static char peek(Parser *ps) {
  while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')
    ps->p++;
  return *ps->p;
}

/* The character at the cursor for a message: " but found 'x'", or nothing
 * at the end of the text. */
static const char *found(Parser *ps) {
  unsigned char c = (unsigned char)*ps->p;
  if (!c)
    return "";
  if (c < 0x20 || c >= 0x7f || c == '\'')
    return arena_printf(ps->a, " but found '\\x%02x'", c);
  return arena_printf(ps->a, " but found '%c'", c);
}

static bool accept(Parser *ps, char c) {
  if (peek(ps) != c)
    return false;
  ps->p++;
  return true;
}

static bool expect(Parser *ps, char c) {
  if (accept(ps, c))
    return true;
  fail(ps, ps->p, "expected '%c'%s", c, found(ps));
  return false;
}

static bool is_ident(char c, bool first) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
         (!first && c >= '0' && c <= '9');
}

/* Levenshtein distance, for "did you mean"; names are short. */
static int distance(const char *s, size_t n, const char *t) {
  size_t m = strlen(t);
  int row[40];
  if (n >= 32 || m >= 32)
    return 99;
  for (size_t j = 0; j <= m; j++)
    row[j] = (int)j;
  for (size_t i = 1; i <= n; i++) {
    int diag = row[0];
    row[0] = (int)i;
    for (size_t j = 1; j <= m; j++) {
      int up = row[j], best = diag + (s[i - 1] != t[j - 1]);
      best = up + 1 < best ? up + 1 : best;
      best = row[j - 1] + 1 < best ? row[j - 1] + 1 : best;
      row[j] = best;
      diag = up;
    }
  }
  return row[m];
}

static const char *const other_names[] = {"Tuple", "UniTuple", "optional", "void", "none", "unicode_type",
                                          "voidptr", "CPointer"};

static const Type *unknown_name(Parser *ps, const char *start, size_t len) {
  const char *best = NULL;
  int best_d = 3;
  for (size_t i = 0; i < N_SCALAR_NAMES + 5; i++) {
    const char *cand = i < N_SCALAR_NAMES ? scalar_names[i].name : other_names[i - N_SCALAR_NAMES];
    int d = distance(start, len, cand);
    if (d < best_d && d < (int)len) {
      best = cand;
      best_d = d;
    }
  }
  return fail(ps, start, "unknown type name '%.*s'%s%s%s", (int)(len > 40 ? 40 : len), start,
              best ? " (did you mean '" : "", best ? best : "", best ? "'?)" : "");
}

static const Type *parse_type(Parser *ps);

/* Types separated by commas up to `close`, a trailing comma allowed; the
 * opening bracket has been read. Returns the count, or -1 on an error. */
static int parse_list(Parser *ps, char close, const Type ***out) {
  int n = 0, cap = 0;
  const Type **v = NULL;
  while (!accept(ps, close)) {
    if (n == MAX_TUPLE)
      return fail(ps, ps->p, "more than %d types in a list", MAX_TUPLE), -1;
    const char *at = (peek(ps), ps->p);
    const Type *t = parse_type(ps);
    if (!t)
      return -1;
    if (t->kind == TY_VOID)
      return fail(ps, at, "void is only allowed as a return type"), -1;
    if (n == cap) {
      const Type **nv = arena_alloc(ps->a, (size_t)(cap = cap ? 2 * cap : 4) * sizeof *nv);
      if (n)
        memcpy(nv, v, (size_t)n * sizeof *nv);
      v = nv;
    }
    v[n++] = t;
    if (peek(ps) != close && !accept(ps, ','))
      return fail(ps, ps->p, "expected ',' or '%c'%s", close, found(ps)), -1;
  }
  *out = v;
  return n;
}

/* A bracket after a scalar: one ':' or '::' or '::1' per dimension. '::1'
 * on the last dimension means C layout; on the first of several it means
 * Fortran order in Numba, which arrc does not have, so it becomes 'A'. */
static const Type *parse_dims(Parser *ps, const Type *elem, const char *start) {
  int ndim = 0, contiguous_at = -1;
  do {
    if (ndim == MAX_DIMS)
      return fail(ps, ps->p, "arrays have at most %d dimensions", MAX_DIMS);
    if (!accept(ps, ':'))
      return fail(ps, ps->p, "expected ':' or '::1' for an array dimension");
    if (accept(ps, ':')) {
      const char *step = (peek(ps), ps->p);
      if (*step >= '0' && *step <= '9') {
        if (step[0] != '1' || (step[1] >= '0' && step[1] <= '9'))
          return fail(ps, step, "the only step allowed in an array type is ::1");
        ps->p++;
        contiguous_at = contiguous_at < 0 ? ndim : contiguous_at;
      }
    }
    ndim++;
  } while (accept(ps, ','));
  if (!expect(ps, ']'))
    return NULL;
  if (peek(ps) == '[')
    return fail(ps, ps->p, "arrays of arrays are not supported ('%.*s' is already an array)",
                (int)(ps->p - start), start);
  return type_array(elem, ndim, contiguous_at == ndim - 1 ? 'C' : 'A');
}

static const Type *parse_named(Parser *ps, const char *start, size_t len) {
  char name[16] = {0};
  if (len < sizeof name)
    memcpy(name, start, len);
  if (!strcmp(name, "void"))
    return ty_void;
  if (!strcmp(name, "none"))
    return ty_none;
  if (!strcmp(name, "unicode_type"))
    return ty_str;
  if (!strcmp(name, "voidptr"))
    return type_pointer(NULL);
  if (!strcmp(name, "CPointer")) {
    const Type *t;
    if (!expect(ps, '(') || !(t = parse_type(ps)))
      return NULL;
    if (!type_is_scalar(t))
      return fail(ps, start, "CPointer takes a number type, not %s", t->name);
    return expect(ps, ')') ? type_pointer(t) : NULL;
  }
  if (!strcmp(name, "optional")) {
    const Type *t;
    if (!expect(ps, '(') || !(t = parse_type(ps)))
      return NULL;
    if (t->kind == TY_VOID)
      return fail(ps, start, "optional(void) is not a type");
    return expect(ps, ')') ? type_optional(t) : NULL;
  }
  if (!strcmp(name, "Tuple")) {
    const Type **elems = NULL;
    int n;
    if (!expect(ps, '('))
      return NULL;
    char open = peek(ps);
    if (open != '(' && open != '[')
      return fail(ps, ps->p, "Tuple takes a tuple of types, as in Tuple((f8, i8))");
    ps->p++;
    if ((n = parse_list(ps, open == '(' ? ')' : ']', &elems)) < 0 || !expect(ps, ')'))
      return NULL;
    return type_tuple(n, elems);
  }
  if (!strcmp(name, "UniTuple")) {
    const Type *t;
    if (!expect(ps, '(') || !(t = parse_type(ps)) || !expect(ps, ','))
      return NULL;
    if (t->kind == TY_VOID)
      return fail(ps, start, "a tuple cannot hold void");
    const char *num = (peek(ps), ps->p);
    long n = 0;
    while (*ps->p >= '0' && *ps->p <= '9' && n <= MAX_TUPLE)
      n = n * 10 + (*ps->p++ - '0');
    if (num == ps->p || n > MAX_TUPLE)
      return fail(ps, num, "expected a length from 0 to %d", MAX_TUPLE);
    accept(ps, ',');
    if (!expect(ps, ')'))
      return NULL;
    const Type **elems = arena_alloc(ps->a, (size_t)n * sizeof *elems + 1);
    for (long i = 0; i < n; i++)
      elems[i] = t;
    return type_tuple((int)n, elems);
  }
  const Type *t = len < sizeof name ? type_numba_scalar_named(name) : NULL;
  return t ? t : unknown_name(ps, start, len);
}

static const Type *parse_type(Parser *ps) {
  const char *start = (peek(ps), ps->p);
  if (*start == '(')
    return fail(ps, start, "a tuple type is written Tuple((a, b)) or UniTuple(a, n)");
  if (!is_ident(*start, true))
    return fail(ps, start, "expected a type%s", found(ps));
  if (++ps->depth > MAX_DEPTH)
    return fail(ps, start, "types nested too deeply");
  while (is_ident(*ps->p, false))
    ps->p++;
  const Type *t = parse_named(ps, start, (size_t)(ps->p - start));
  if (t && accept(ps, '[')) {
    if (!type_is_scalar(t))
      return fail(ps, start, "an array holds numbers, not %s", t->name);
    t = parse_dims(ps, t, start);
  }
  ps->depth--;
  return t;
}

static bool at_end(Parser *ps, const char *what) {
  if (!peek(ps))
    return true;
  fail(ps, ps->p, "expected the end of the %s%s", what, found(ps));
  return false;
}

bool type_parse_signature(Arena *a, const char *text, Signature *sig, const char **error) {
  Parser ps = {.a = a, .text = text ? text : "", .p = text ? text : ""};
  *sig = (Signature){0};
  const Type *ret = NULL, **args = NULL;
  int n;
  if (peek(&ps) != '(' && !(ret = parse_type(&ps)))
    goto error;
  if (!expect(&ps, '(') || (n = parse_list(&ps, ')', &args)) < 0 || !at_end(&ps, "signature"))
    goto error;
  /* Numba's void is its none type; both mean "returns nothing". */
  if (ret && ret->kind == TY_NONE)
    ret = ty_void;
  sig->ret = ret;
  sig->nargs = n;
  sig->args = args ? args : arena_alloc(a, sizeof *args);
  return true;
error:
  if (error)
    *error = ps.error;
  return false;
}

const Type *type_parse(Arena *a, const char *text, const char **error) {
  Parser ps = {.a = a, .text = text ? text : "", .p = text ? text : ""};
  const Type *t = parse_type(&ps);
  if (t && at_end(&ps, "type"))
    return t;
  if (error)
    *error = ps.error;
  return NULL;
}
