/* Type interning, names, Numba's numeric rules and the signature parser.
 * The expected values were measured with Numba 0.56.4 (/usr/bin/python3);
 * the command used sits above each table. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "namedtuple.h"
#include "types.h"

static void setup(void) { types_init(); }
static void teardown(void) { types_free(); }

TestSuite(types, .init = setup, .fini = teardown);

/* The thirteen numeric types in the order of the tables below. */
static const Type *number(int i) {
  const Type *all[] = {ty_bool,   ty_int8,    ty_uint8,   ty_int16,     ty_uint16,
                       ty_int32,  ty_uint32,  ty_int64,   ty_uint64,    ty_float32,
                       ty_float64, ty_complex64, ty_complex128};
  return all[i];
}

static const char *short_name(const Type *t) {
  static const char *const names[][2] = {
      {"bool", "b"},      {"int8", "i8"},       {"uint8", "u8"},     {"int16", "i16"},
      {"uint16", "u16"},  {"int32", "i32"},     {"uint32", "u32"},   {"int64", "i64"},
      {"uint64", "u64"},  {"float32", "f32"},   {"float64", "f64"},  {"complex64", "c64"},
      {"complex128", "c128"}};
  for (size_t i = 0; t && i < sizeof names / sizeof names[0]; i++)
    if (strcmp(t->name, names[i][0]) == 0)
      return names[i][1];
  return t ? t->name : "NULL";
}

/* Builds each row of a 13 x 13 table of a rule in the layout of the
 * expected strings and compares them. */
static void check_table(const char *const want[13], int which) {
  for (int i = 0; i < 13; i++) {
    char row[256], head[8];
    snprintf(head, sizeof head, "%s:", short_name(number(i)));
    int n = snprintf(row, sizeof row, "%-5s", head);
    for (int j = 0; j < 13; j++) {
      const Type *a = number(i), *b = number(j);
      const char *cell = which == 0   ? short_name(type_arith_result(a, b))
                         : which == 1 ? short_name(type_unify(a, b))
                         : type_can_convert_safely(a, b) ? "y" : ".";
      n += snprintf(row + n, sizeof row - (size_t)n, "%s%-4s", j ? " " : "", cell);
    }
    while (n > 0 && row[n - 1] == ' ')
      row[--n] = '\0';
    cr_expect_str_eq(row, want[i]);
  }
}

Test(types, interning) {
  cr_expect_eq(type_int(32, true), ty_int32);
  cr_expect_eq(type_int(8, false), ty_uint8);
  cr_expect_eq(type_float(64), ty_float64);
  cr_expect_eq(type_complex(64), ty_complex64);
  cr_expect_eq(type_array(ty_float32, 2, 'C'), type_array(ty_float32, 2, 'C'));
  cr_expect_neq(type_array(ty_float32, 2, 'C'), type_array(ty_float32, 2, 'A'));
  cr_expect_neq(type_array(ty_float32, 2, 'C'), type_device_array(ty_float32, 2, 'C'));
  const Type *e1[] = {ty_int64, ty_float64}, *e2[] = {ty_int64, ty_float64};
  cr_expect_eq(type_tuple(2, e1), type_tuple(2, e2));
  cr_expect_neq(type_tuple(2, e1), type_tuple(1, e1));
  cr_expect_eq(type_tuple(0, NULL), type_tuple(0, e1));
  cr_expect_eq(type_list(ty_int64), type_list(ty_int64));
  /* A numba.typed.List is another type than a reflected list of the same
   * elements; the _like constructors keep the kind. */
  cr_expect_neq(type_typed_list(ty_int64), type_list(ty_int64));
  cr_expect_eq(type_list_like(type_typed_list(NULL), ty_int64), type_typed_list(ty_int64));
  cr_expect_eq(type_list_like(type_list(NULL), ty_int64), type_list(ty_int64));
  cr_expect_neq(type_typed_dict(ty_str, ty_int64), type_dict(ty_str, ty_int64));
  cr_expect_eq(type_dict_like(type_typed_dict(NULL, NULL), ty_str, ty_int64), type_typed_dict(ty_str, ty_int64));
  cr_expect_null(type_unify(type_typed_list(ty_int64), type_list(ty_int64)));
  cr_expect_str_eq(type_typed_list(ty_float64)->name, "ListType[float64]");
  cr_expect_eq(type_optional(ty_int64), type_optional(ty_int64));
  cr_expect_eq(type_optional(type_optional(ty_int64)), type_optional(ty_int64));
  cr_expect_eq(type_optional(ty_none), ty_none);
  cr_expect_eq(type_slice(3), type_slice(3));
  cr_expect_neq(type_slice(2), type_slice(3));
  cr_expect_eq(type_iter(ty_range, ty_int64), type_iter(ty_range, ty_int64));
  cr_expect_eq(type_dtype(ty_float32), type_dtype(ty_float32));
  int f1, f2;
  cr_expect_eq(type_function(&f1, "f"), type_function(&f1, "f"));
  cr_expect_neq(type_function(&f1, "f"), type_function(&f2, "f"));
  cr_expect_eq(type_builtin(3, "np.zeros"), type_builtin(3, "np.zeros"));
  cr_expect_neq(type_builtin(3, "np.zeros"), type_builtin(4, "np.ones"));
  char name[] = "ValueError";
  cr_expect_eq(type_exception(name), type_exception("ValueError"));
  cr_expect_neq(type_exception("ValueError"), type_exception("IndexError"));
  /* Many distinct types make the table grow; lookups still find them. */
  const Type *lists[200];
  lists[0] = ty_int64;
  for (int i = 1; i < 200; i++)
    lists[i] = type_list(lists[i - 1]);
  for (int i = 1; i < 200; i++)
    cr_expect_eq(type_list(lists[i - 1]), lists[i]);
}

Test(types, init_again) {
  const Type *a = type_array(ty_int64, 1, 'C');
  cr_expect_str_eq(a->name, "array(int64, 1d, C)");
  types_free();
  cr_expect_null(ty_int64);
  types_init();
  types_init(); /* a second call keeps the table */
  cr_expect_str_eq(ty_int64->name, "int64");
  cr_expect_str_eq(type_array(ty_int64, 1, 'C')->name, "array(int64, 1d, C)");
}

/* Names as Numba prints them: str(nb.float32[::1]), str(types.slice2_type),
 * str(types.UniTuple(types.int64, 1)), str(types.NumberClass(types.float32)),
 * str(types.range_state64_type), str(types.Optional(types.int64)). */
Test(types, names) {
  const Type *e[] = {ty_int64, ty_float64, ty_int64};
  const Type *u[] = {ty_int64, ty_int64};
  struct {
    const Type *t;
    const char *name;
  } cases[] = {
      {ty_int64, "int64"},
      {ty_uint8, "uint8"},
      {ty_float32, "float32"},
      {ty_complex128, "complex128"},
      {ty_bool, "bool"},
      {ty_none, "none"},
      {ty_void, "void"},
      {ty_str, "unicode_type"},
      {ty_range, "range_state_int64"},
      {ty_stream, "cuda.stream"},
      {ty_event, "cuda.event"},
      {type_array(ty_float32, 2, 'C'), "array(float32, 2d, C)"},
      {type_array(ty_int64, 1, 'A'), "array(int64, 1d, A)"},
      {type_array(ty_float64, 0, 'C'), "array(float64, 0d, C)"},
      {type_device_array(ty_float32, 1, 'C'), "array(float32, 1d, C, device)"},
      {type_tuple(2, u), "UniTuple(int64 x 2)"},
      {type_tuple(1, u), "UniTuple(int64 x 1)"},
      {type_tuple(2, e), "Tuple(int64, float64)"},
      {type_tuple(3, e), "Tuple(int64, float64, int64)"},
      {type_tuple(0, NULL), "Tuple()"},
      {type_list(ty_int64), "list(int64)"},
      {type_optional(ty_int64), "OptionalType(int64)"},
      {type_optional(type_array(ty_float64, 1, 'C')), "OptionalType(array(float64, 1d, C))"},
      {type_slice(2), "slice<a:b>"},
      {type_slice(3), "slice<a:b:c>"},
      {type_iter(ty_range, ty_int64), "range_iter_int64"},
      {type_iter(type_array(ty_float64, 1, 'C'), ty_float64), "iter(array(float64, 1d, C))"},
      {type_dtype(ty_float32), "class(float32)"},
      {type_function(&cases, "f"), "function(f)"},
      {type_builtin(1, "np.zeros"), "builtin(np.zeros)"},
      {type_exception("ValueError"), "exception(ValueError)"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    cr_expect_str_eq(cases[i].t->name, cases[i].name);
}

Test(types, predicates) {
  cr_expect(type_is_int(ty_uint16));
  cr_expect(!type_is_int(ty_bool));
  cr_expect(type_is_float(ty_float32));
  cr_expect(type_is_complex(ty_complex64));
  cr_expect(type_is_number(ty_bool));
  cr_expect(type_is_scalar(ty_complex128));
  cr_expect(!type_is_number(ty_none));
  cr_expect(!type_is_scalar(type_array(ty_float32, 1, 'C')));
  cr_expect(!type_is_number(NULL));
}

/* The result type of a + b (also - * // %), rows a, columns b:
 *   @nb.njit
 *   def add(a, b): return a + b
 *   add(np.int8(1), np.uint8(1)); add.nopython_signatures[-1].return_type
 * over every pair of np.bool_ np.int8 ... np.complex128. */
Test(types, arith_result) {
  static const char *const want[13] = {
      "b:   i64  i64  i64  i64  i64  i64  i64  i64  i64  f32  f64  c64  c128",
      "i8:  i64  i64  i64  i64  i64  i64  i64  i64  i64  f32  f64  c64  c128",
      "u8:  i64  i64  u64  i64  u64  i64  u64  i64  u64  f32  f64  c64  c128",
      "i16: i64  i64  i64  i64  i64  i64  i64  i64  i64  f32  f64  c64  c128",
      "u16: i64  i64  u64  i64  u64  i64  u64  i64  u64  f64  f64  c128 c128",
      "i32: i64  i64  i64  i64  i64  i64  i64  i64  i64  f64  f64  c128 c128",
      "u32: i64  i64  u64  i64  u64  i64  u64  i64  u64  f64  f64  c128 c128",
      "i64: i64  i64  i64  i64  i64  i64  i64  i64  i64  f64  f64  c128 c128",
      "u64: i64  i64  u64  i64  u64  i64  u64  i64  u64  f64  f64  c128 c128",
      "f32: f32  f32  f32  f32  f64  f64  f64  f64  f64  f32  f64  c64  c128",
      "f64: f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  c128 c128",
      "c64: c64  c64  c64  c64  c128 c128 c128 c128 c128 c64  c128 c64  c128",
      "c128:c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128",
  };
  check_table(want, 0);
  /* The normative rows of LANGUAGE.md §3.1. */
  cr_expect_eq(type_arith_result(ty_int32, ty_int32), ty_int64);
  cr_expect_eq(type_arith_result(ty_int8, ty_uint8), ty_int64);
  cr_expect_eq(type_arith_result(ty_uint32, ty_int32), ty_int64);
  cr_expect_eq(type_arith_result(ty_uint64, ty_int64), ty_int64);
  cr_expect_eq(type_arith_result(ty_float32, ty_float32), ty_float32);
  cr_expect_eq(type_arith_result(ty_float32, ty_int64), ty_float64);
  cr_expect_null(type_arith_result(ty_str, ty_int64));
  cr_expect_null(type_arith_result(type_array(ty_float64, 1, 'C'), ty_int64));
}

/* Unification of two numbers, rows a, columns b:
 *   from numba.core.registry import cpu_target
 *   cpu_target.typing_context.unify_types(types.int8, types.uint8)
 * Numba uses np.promote_types here, so it differs from arithmetic. Spot
 * checks with a jitted `v = x if c else y` gave the same answers. */
Test(types, unify_numbers) {
  static const char *const want[13] = {
      "b:   b    i8   u8   i16  u16  i32  u32  i64  u64  f32  f64  c64  c128",
      "i8:  i8   i8   i16  i16  i32  i32  i64  i64  f64  f32  f64  c64  c128",
      "u8:  u8   i16  u8   i16  u16  i32  u32  i64  u64  f32  f64  c64  c128",
      "i16: i16  i16  i16  i16  i32  i32  i64  i64  f64  f32  f64  c64  c128",
      "u16: u16  i32  u16  i32  u16  i32  u32  i64  u64  f32  f64  c64  c128",
      "i32: i32  i32  i32  i32  i32  i32  i64  i64  f64  f64  f64  c128 c128",
      "u32: u32  i64  u32  i64  u32  i64  u32  i64  u64  f64  f64  c128 c128",
      "i64: i64  i64  i64  i64  i64  i64  i64  i64  f64  f64  f64  c128 c128",
      "u64: u64  f64  u64  f64  u64  f64  u64  f64  u64  f64  f64  c128 c128",
      "f32: f32  f32  f32  f32  f32  f64  f64  f64  f64  f32  f64  c64  c128",
      "f64: f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  c128 c128",
      "c64: c64  c64  c64  c64  c64  c128 c128 c128 c128 c64  c128 c64  c128",
      "c128:c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128",
  };
  check_table(want, 1);
}

/* The same typing_context.unify_types on other kinds:
 * array C with A -> A; different ndim or dtype -> None; int64 with none ->
 * OptionalType(int64); OptionalType(int64) with float64 ->
 * OptionalType(float64); UniTuple(int64 x 2) with Tuple(int64, float64) ->
 * Tuple(int64, float64); list(int64) with list(float64) -> list(float64);
 * unicode_type with int64 -> None. */
Test(types, unify_other) {
  const Type *ac = type_array(ty_float64, 1, 'C'), *aa = type_array(ty_float64, 1, 'A');
  cr_expect_eq(type_unify(ac, aa), aa);
  cr_expect_eq(type_unify(ac, ac), ac);
  cr_expect_null(type_unify(ac, type_array(ty_float64, 2, 'C')));
  cr_expect_null(type_unify(ac, type_array(ty_float32, 1, 'C')));
  cr_expect_null(type_unify(ac, type_device_array(ty_float64, 1, 'C')));
  cr_expect_null(type_unify(ac, ty_float64));
  cr_expect_eq(type_unify(ty_int64, ty_none), type_optional(ty_int64));
  cr_expect_eq(type_unify(ty_none, ty_float64), type_optional(ty_float64));
  cr_expect_eq(type_unify(ty_none, ty_none), ty_none);
  cr_expect_eq(type_unify(ac, ty_none), type_optional(ac));
  cr_expect_eq(type_unify(ty_str, ty_none), type_optional(ty_str));
  cr_expect_eq(type_unify(type_optional(ty_int64), ty_float64), type_optional(ty_float64));
  cr_expect_eq(type_unify(type_optional(ty_int64), ty_none), type_optional(ty_int64));
  cr_expect_eq(type_unify(type_optional(ty_int64), type_optional(ty_float64)),
               type_optional(ty_float64));
  cr_expect_null(type_unify(type_optional(ty_int64), ty_str));
  const Type *ii[] = {ty_int64, ty_int64}, *ff[] = {ty_float64, ty_float64};
  const Type *if_[] = {ty_int64, ty_float64}, *iii[] = {ty_int64, ty_int64, ty_int64};
  cr_expect_eq(type_unify(type_tuple(2, ii), type_tuple(2, ff)), type_tuple(2, ff));
  cr_expect_eq(type_unify(type_tuple(2, ii), type_tuple(2, if_)), type_tuple(2, if_));
  cr_expect_null(type_unify(type_tuple(2, ii), type_tuple(3, iii)));
  const Type *sa[] = {ty_str, ac};
  cr_expect_null(type_unify(type_tuple(2, ii), type_tuple(2, sa)));
  cr_expect_eq(type_unify(type_list(ty_int64), type_list(ty_float64)), type_list(ty_float64));
  cr_expect_null(type_unify(ty_str, ty_int64));
  cr_expect_null(type_unify(ty_void, ty_none));
  cr_expect_null(type_unify(ty_range, ty_int64));
  cr_expect_eq(type_unify(NULL, ty_int64), ty_int64);
  cr_expect_eq(type_unify(ty_int64, NULL), ty_int64);
}

/* Safe conversions, rows from, columns to (y: safe):
 *   cpu_target.typing_context.can_convert(types.uint16, types.float32)
 * is None or Conversion.unsafe where the table has '.', and exact, promote
 * or safe where it has 'y'. Numba's table is NumPy's np.can_cast(a, b,
 * 'safe') except that uint16 does not go to float32 or complex64. */
Test(types, convert_safely) {
  static const char *const want[13] = {
      "b:   y    y    y    y    y    y    y    y    y    y    y    y    y",
      "i8:  .    y    .    y    .    y    .    y    .    y    y    y    y",
      "u8:  .    .    y    y    y    y    y    y    y    y    y    y    y",
      "i16: .    .    .    y    .    y    .    y    .    y    y    y    y",
      "u16: .    .    .    .    y    y    y    y    y    .    y    .    y",
      "i32: .    .    .    .    .    y    .    y    .    .    y    .    y",
      "u32: .    .    .    .    .    .    y    y    y    .    y    .    y",
      "i64: .    .    .    .    .    .    .    y    .    .    y    .    y",
      "u64: .    .    .    .    .    .    .    .    y    .    y    .    y",
      "f32: .    .    .    .    .    .    .    .    .    y    y    y    y",
      "f64: .    .    .    .    .    .    .    .    .    .    y    .    y",
      "c64: .    .    .    .    .    .    .    .    .    .    .    y    y",
      "c128:.    .    .    .    .    .    .    .    .    .    .    .    y",
  };
  check_table(want, 2);
  /* can_convert(array(float64, 1d, C), array(float64, 1d, A)) is safe, the
   * reverse is None; Optional(float64) to float64 is safe, and so are tuples
   * element by element; list(int64) to list(float64) is None. */
  const Type *ac = type_array(ty_float64, 1, 'C'), *aa = type_array(ty_float64, 1, 'A');
  cr_expect(type_can_convert_safely(ac, aa));
  cr_expect(!type_can_convert_safely(aa, ac));
  cr_expect(!type_can_convert_safely(ac, type_array(ty_float32, 1, 'A')));
  cr_expect(!type_can_convert_safely(type_array(ty_float64, 2, 'C'), aa));
  cr_expect(!type_can_convert_safely(type_device_array(ty_float64, 1, 'C'), aa));
  cr_expect(type_can_convert_safely(ty_none, type_optional(ty_float64)));
  cr_expect(type_can_convert_safely(ty_int64, type_optional(ty_float64)));
  cr_expect(!type_can_convert_safely(ty_float64, type_optional(ty_int64)));
  cr_expect(type_can_convert_safely(type_optional(ty_float64), ty_float64));
  const Type *ii[] = {ty_int64, ty_int64}, *ff[] = {ty_float64, ty_float64};
  cr_expect(type_can_convert_safely(type_tuple(2, ii), type_tuple(2, ff)));
  cr_expect(!type_can_convert_safely(type_tuple(2, ff), type_tuple(2, ii)));
  cr_expect(!type_can_convert_safely(type_list(ty_int64), type_list(ty_float64)));
  cr_expect(!type_can_convert_safely(ty_str, ty_int64));
}

/* What a call to a function with an explicit signature accepts:
 *   f = nb.njit('int32(int32)')(lambda x: x); f(2.5)  -> 2
 * every real number to every number works, complex to a real type fails
 * ("No matching definition"), and arrays must match as above. */
Test(types, convert_unsafely) {
  for (int i = 0; i < 13; i++)
    for (int j = 0; j < 13; j++)
      cr_expect_eq(type_can_convert(number(i), number(j)),
                   !type_is_complex(number(i)) || type_is_complex(number(j)), "%s to %s",
                   number(i)->name, number(j)->name);
  const Type *ac = type_array(ty_float64, 1, 'C'), *aa = type_array(ty_float64, 1, 'A');
  cr_expect(type_can_convert(ac, aa));
  cr_expect(!type_can_convert(aa, ac));
  cr_expect(!type_can_convert(type_array(ty_float32, 1, 'C'), aa));
  const Type *ff[] = {ty_float64, ty_float64}, *ii[] = {ty_int32, ty_int32};
  cr_expect(type_can_convert(type_tuple(2, ff), type_tuple(2, ii)));
  cr_expect(!type_can_convert(ty_str, ty_int64));
}

Test(types, scalar_named) {
  struct {
    const char *name;
    const Type **t;
  } cases[] = {
      {"float32", &ty_float32}, {"f4", &ty_float32},     {"int64", &ty_int64},
      {"i8", &ty_int64},        {"uint8", &ty_uint8},    {"u1", &ty_uint8},
      {"bool_", &ty_bool},      {"boolean", &ty_bool},   {"b1", &ty_bool},
      {"complex128", &ty_complex128}, {"c16", &ty_complex128}, {"c8", &ty_complex64},
      {"intp", &ty_int64},      {"uintp", &ty_uint64},   {"float", &ty_float64},
      {"int", &ty_int64},       {"complex", &ty_complex128}, {"double", &ty_float64},
      {"intc", &ty_int32},      {"i2", &ty_int16},       {"u4", &ty_uint32},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    cr_expect_eq(type_scalar_named(cases[i].name), *cases[i].t, "%s", cases[i].name);
  cr_expect_null(type_scalar_named("float16"));
  cr_expect_null(type_scalar_named("Float32"));
  cr_expect_null(type_scalar_named(""));
  cr_expect_null(type_scalar_named(NULL));
}

/* Prints a parsed signature as "ret(arg, arg)", with "-" for no return type. */
static char *show_signature(Arena *a, const char *text) {
  Signature sig;
  const char *error = NULL;
  if (!type_parse_signature(a, text, &sig, &error))
    return arena_printf(a, "error: %s", error ? error : "(no message)");
  StrBuf sb = {0};
  sb_printf(&sb, "%s(", sig.ret ? sig.ret->name : "-");
  for (int i = 0; i < sig.nargs; i++)
    sb_printf(&sb, "%s%s", i ? ", " : "", sig.args[i]->name);
  sb_putc(&sb, ')');
  char *s = arena_strndup(a, sb.data, sb.len);
  sb_free(&sb);
  return s;
}

/* The expected results are sigutils.normalize_signature's, e.g.
 *   from numba.core import sigutils
 *   sigutils.normalize_signature('void(f4[:], f4[:])')
 * except that Numba calls the void return "none" and 'f8[::1, :]' is
 * Numba's F layout, which arrc treats as A. */
Test(types, parse_signatures) {
  static const char *const cases[][2] = {
      {"float64(int32, int32)", "float64(int32, int32)"},
      {"void(f4[:], f4[:])", "void(array(float32, 1d, A), array(float32, 1d, A))"},
      {"Tuple((float64[:], float64[:], float64))(float64[:,:])",
       "Tuple(array(float64, 1d, A), array(float64, 1d, A), float64)(array(float64, 2d, A))"},
      {"(f4, f4)", "-(float32, float32)"},
      {"()", "-()"},
      {" (i8[:, :])", "-(array(int64, 2d, A))"},
      {"boolean(int64)", "bool(int64)"},
      {"void(float32[:, :], float32[:, :], float32[:, :])",
       "void(array(float32, 2d, A), array(float32, 2d, A), array(float32, 2d, A))"},
      {"void()", "void()"},
      {"none(f8)", "void(float64)"},
      {"f8[:, ::1](f8[::1, :])", "array(float64, 2d, C)(array(float64, 2d, A))"},
      {"UniTuple(f8, 2)(f8)", "UniTuple(float64 x 2)(float64)"},
      {"f8(optional(f8))", "float64(OptionalType(float64))"},
      {"Tuple(())(f8)", "Tuple()(float64)"},
      {"void(f4[:], f4[:],)", "void(array(float32, 1d, A), array(float32, 1d, A))"},
      {"  f8 ( f8 [ : : 1 ] , i8 ) ", "float64(array(float64, 1d, C), int64)"},
      {"intp(uintp, i4[:,:,:,:])", "int64(uint64, array(int32, 4d, A))"},
      {"f8(f8[::], f8[:,::1,:])", "float64(array(float64, 1d, A), array(float64, 3d, A))"},
  };
  Arena *a = arena_new();
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    cr_expect_str_eq(show_signature(a, cases[i][0]), cases[i][1]);
  arena_free(a);
}

Test(types, parse_types) {
  static const char *const cases[][2] = {
      {"float32[::1]", "array(float32, 1d, C)"},
      {"float32[:]", "array(float32, 1d, A)"},
      {"f8[:, ::1]", "array(float64, 2d, C)"},
      {"int32[:,:,:]", "array(int32, 3d, A)"},
      {"UniTuple(f8, 2)", "UniTuple(float64 x 2)"},
      {"UniTuple(f8, 1)", "UniTuple(float64 x 1)"},
      {"Tuple((f8[:], i8))", "Tuple(array(float64, 1d, A), int64)"},
      {"Tuple([f8, f8])", "UniTuple(float64 x 2)"},
      {"b1[:]", "array(bool, 1d, A)"},
      {"c8", "complex64"},
      {"unicode_type", "unicode_type"},
  };
  Arena *a = arena_new();
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const char *error = NULL;
    const Type *t = type_parse(a, cases[i][0], &error);
    cr_expect_not_null(t, "%s: %s", cases[i][0], error ? error : "");
    if (t)
      cr_expect_str_eq(t->name, cases[i][1]);
  }
  const char *error = NULL;
  cr_expect_eq(type_parse(a, "f4[:, ::1]", &error), type_array(ty_float32, 2, 'C'));
  cr_expect_null(type_parse(a, "f8(f8)", &error));
  cr_expect_str_eq(error, "expected the end of the type but found '(' at column 3 of 'f8(f8)'");
  arena_free(a);
}

Test(types, parse_errors) {
  static const char *const cases[][2] = {
      {"f4[:", "expected ']' at column 5 of 'f4[:'"},
      {"flaot32(f4)",
       "unknown type name 'flaot32' (did you mean 'float32'?) at column 1 of 'flaot32(f4)'"},
      {"f8(qqq)", "unknown type name 'qqq' at column 4 of 'f8(qqq)'"},
      {"", "expected a type at column 1 of ''"},
      {"f8(", "expected a type at column 4 of 'f8('"},
      {"f8)", "expected '(' but found ')' at column 3 of 'f8)'"},
      {"f8(f8))", "expected the end of the signature but found ')' at column 7 of 'f8(f8))'"},
      {"f8(f8 f8)", "expected ',' or ')' but found 'f' at column 7 of 'f8(f8 f8)'"},
      {"f8(f8,,f8)", "expected a type but found ',' at column 7 of 'f8(f8,,f8)'"},
      {"f8(f8[:][:])",
       "arrays of arrays are not supported ('f8[:]' is already an array) at column 9 of "
       "'f8(f8[:][:])'"},
      {"f8(f8[:,:,:,:,:])", "arrays have at most 4 dimensions at column 15 of 'f8(f8[:,:,:,:,:])'"},
      {"f8(f8[1:])", "expected ':' or '::1' for an array dimension at column 7 of 'f8(f8[1:])'"},
      {"f8(f8[::2])", "the only step allowed in an array type is ::1 at column 9 of 'f8(f8[::2])'"},
      {"f8(f8[])", "expected ':' or '::1' for an array dimension at column 7 of 'f8(f8[])'"},
      {"f8(void)", "void is only allowed as a return type at column 4 of 'f8(void)'"},
      {"f8((f8, f8))",
       "a tuple type is written Tuple((a, b)) or UniTuple(a, n) at column 4 of 'f8((f8, f8))'"},
      {"Tuple(f8, f8)(f8)",
       "Tuple takes a tuple of types, as in Tuple((f8, i8)) at column 7 of 'Tuple(f8, f8)(f8)'"},
      {"UniTuple(f8, x)(f8)",
       "expected a length from 0 to 1000 at column 14 of 'UniTuple(f8, x)(f8)'"},
      {"UniTuple(f8, 99999999999)()",
       "expected a length from 0 to 1000 at column 14 of 'UniTuple(f8, 99999999999)()'"},
      {"Tuple((f8[:],))[:](f8)",
       "an array holds numbers, not UniTuple(array(float64, 1d, A) x 1) at column 1 of "
       "'Tuple((f8[:],))[:](f8)'"},
      {"f8('x')", "expected a type but found '\\x27' at column 4 of 'f8(\\'x\\')'"},
      {"f8(\x01)", "expected a type but found '\\x01' at column 4 of 'f8(\\x01)'"},
      {"(f8", "expected ',' or ')' at column 4 of '(f8'"},
      {"optional(void)(f8)", "optional(void) is not a type at column 1 of 'optional(void)(f8)'"},
  };
  Arena *a = arena_new();
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    cr_expect_str_eq(show_signature(a, cases[i][0]), arena_printf(a, "error: %s", cases[i][1]));
  const char *error = NULL;
  Signature sig;
  cr_expect(!type_parse_signature(a, NULL, &sig, &error));
  cr_expect_not_null(error);
  StrBuf deep = {0};
  for (int i = 0; i < 200; i++)
    sb_puts(&deep, "Tuple((");
  cr_expect(!type_parse_signature(a, deep.data, &sig, &error));
  cr_expect_not_null(strstr(error, "types nested too deeply at column"));
  sb_free(&deep);
  arena_free(a);
}

/* Random strings of signature pieces: the parser must answer every one with
 * a result or a message naming a column, and never crash (the ASan build
 * checks the memory side). */
Test(types, parse_random) {
  static const char *const pieces[] = {"f8",  "i4", "(",     ")",        "[",     "]",
                                       ":",   "::1", ",",    " ",        "Tuple", "UniTuple",
                                       "optional", "void", "none", "2", "x",    "\n",
                                       "::",  "0",  "1000000", "\xff", "((",   "))"};
  const size_t npieces = sizeof pieces / sizeof pieces[0];
  unsigned seed = 12345;
  for (int iter = 0; iter < 20000; iter++) {
    char text[256] = "";
    size_t len = 0;
    seed = seed * 1103515245u + 12345u;
    int count = (int)((seed >> 16) % 16);
    for (int k = 0; k < count; k++) {
      seed = seed * 1103515245u + 12345u;
      const char *p = pieces[(seed >> 16) % npieces];
      memcpy(text + len, p, strlen(p) + 1);
      len += strlen(p);
    }
    Arena *a = arena_new();
    Signature sig;
    const char *error = NULL;
    if (!type_parse_signature(a, text, &sig, &error))
      cr_assert(error && strstr(error, " at column "), "no message for '%s'", text);
    error = NULL;
    if (!type_parse(a, text, &error))
      cr_assert(error && strstr(error, " at column "), "no message for '%s'", text);
    arena_free(a);
  }
}

/* NumPy 1.24's value-based casting of a Python int beside an array, as
 * printed by (np.array([1], d) * v).dtype for each d of the row, with
 * /usr/bin/python3 and NumPy 1.24.2. */
Test(types, numpy_value_based_ints) {
  const Type *arrays[] = {ty_int8, ty_uint8, ty_int16, ty_uint16, ty_int32, ty_uint32,
                          ty_int64, ty_uint64, ty_float32, ty_complex64, ty_bool};
  static const struct {
    int64_t v;
    const char *want;
  } rows[] = {
      {255, "i16 u8 i16 u16 i32 u32 i64 u64 f32 c64 i64"},
      {127, "i8 u8 i16 u16 i32 u32 i64 u64 f32 c64 i64"},
      {-128, "i8 i16 i16 i32 i32 i64 i64 f64 f32 c64 i64"},
      {-129, "i16 i16 i16 i32 i32 i64 i64 f64 f32 c64 i64"},
      {65535, "i32 u16 i32 u16 i32 u32 i64 u64 f32 c64 i64"},
      {65536, "i32 u32 i32 u32 i32 u32 i64 u64 f64 c128 i64"},
      {-32769, "i32 i32 i32 i32 i32 i64 i64 f64 f64 c128 i64"},
      {INT64_C(2147483648), "i64 u32 i64 u32 i64 u32 i64 u64 f64 c128 i64"},
      {INT64_C(4294967296), "i64 u64 i64 u64 i64 u64 i64 u64 f64 c128 i64"},
      {INT64_MIN, "i64 i64 i64 i64 i64 i64 i64 f64 f64 c128 i64"},
  };
  for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
    char got[200] = "";
    for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++) {
      NumValue v = {.known = true, .i = rows[r].v, .re = (double)rows[r].v};
      const Type *t = type_numpy_promote(arrays[k], type_numpy_scalar(arrays[k], ty_int64, &v));
      strcat(got, k ? " " : "");
      strcat(got, short_name(t));
    }
    cr_expect_str_eq(got, rows[r].want, "value %lld", (long long)rows[r].v);
  }
}

/* Floats and complex numbers: (np.array([1], d) * v).dtype. */
Test(types, numpy_value_based_floats) {
  NumValue small = {.known = true, .re = 0.5}, big = {.known = true, .re = 3.4e38};
  NumValue inf = {.known = true, .re = 1.0 / 0.0}, twoj = {.known = true, .im = 2.0};
  cr_expect_eq(type_numpy_promote(ty_float32, type_numpy_scalar(ty_float32, ty_float64, &small)), ty_float32);
  cr_expect_eq(type_numpy_promote(ty_float32, type_numpy_scalar(ty_float32, ty_float64, &big)), ty_float64);
  cr_expect_eq(type_numpy_promote(ty_float32, type_numpy_scalar(ty_float32, ty_float64, &inf)), ty_float32);
  cr_expect_eq(type_numpy_promote(ty_float32, type_numpy_scalar(ty_float32, ty_complex128, &twoj)), ty_complex64);
  cr_expect_eq(type_numpy_promote(ty_int8, type_numpy_scalar(ty_int8, ty_float64, &small)), ty_float64);
  cr_expect_eq(type_numpy_promote(ty_complex64, type_numpy_scalar(ty_complex64, ty_float64, &big)), ty_complex128);
  /* A value known only at run time stands for the array's dtype. */
  cr_expect_eq(type_numpy_scalar(ty_uint8, ty_int64, NULL), ty_uint8);
  cr_expect_eq(type_numpy_scalar(ty_float32, ty_complex128, NULL), ty_complex64);
  cr_expect(!type_numpy_always_fits(ty_int64, ty_uint8));
  cr_expect(type_numpy_always_fits(ty_uint8, ty_int16));
  cr_expect(!type_numpy_always_fits(ty_int32, ty_float32));
  cr_expect(type_numpy_always_fits(ty_float32, ty_float32));
}

/* A named tuple type points to its class: two classes with the same field
 * types are two types, neither the plain tuple, and each is named as Numba
 * names it (str(numba.typeof(Point(1, 2))) is "Point(int64 x 2)"). */
Test(types, named_tuples) {
  const char *fields[] = {"x", "y"};
  NamedTupleClass point = {"Point", 2, fields, NULL}, pair = {"Pair", 2, fields, NULL};
  const Type *ints[] = {ty_int64, ty_int64}, *mixed[] = {ty_int64, ty_float64};
  const Type *p = type_named_tuple(&point, 2, ints);
  cr_expect_eq(p, type_named_tuple(&point, 2, ints));
  cr_expect_neq(p, type_named_tuple(&pair, 2, ints));
  cr_expect_neq(p, type_tuple(2, ints));
  cr_expect_str_eq(p->name, "Point(int64 x 2)");
  cr_expect_str_eq(type_named_tuple(&point, 2, mixed)->name, "Point(int64, float64)");
  cr_expect_eq(type_unify(p, type_named_tuple(&point, 2, mixed)), type_named_tuple(&point, 2, (const Type *[]){ty_int64, ty_float64}));
  cr_expect_null(type_unify(p, type_named_tuple(&pair, 2, ints)));
  cr_expect_null(type_unify(p, type_tuple(2, ints)));
}
