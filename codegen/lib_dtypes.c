/* dtypes as values (typed by ir/type_dtypes.c): everything about a dtype
 * is known when compiling, so np.dtype(...) has no run-time value,
 * np.issubdtype and a dtype's attributes are constants, and np.iinfo and
 * np.finfo are constant named tuples, printed in host code as NumPy
 * prints them ("Machine parameters for int32 ..."). */
#include <float.h>
#include <stdio.h>

#include "cg_str.h"
#include "lower.h"
#include "namedtuple.h"
#include "type_ufuncs.h"

LLVMValueRef lower_nothing_call(Cg *cg, const Instr *call, BuiltinId id) {
  (void)cg, (void)call, (void)id;
  return NULL;
}

LLVMValueRef lower_np_issubdtype(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *args[2] = {arg_instr(call, 0), arg_instr(call, 1)};
  const Type *types[2] = {args[0]->type, args[1]->type};
  return LLVMConstInt(cg->i1, numpy_issubdtype(args, types), false);
}

LLVMValueRef cg_dtype_attribute(Cg *cg, const Type *t, const char *attr) {
  char buf[16];
  const char *s = dtype_attribute_string(t->elem, attr, buf, sizeof buf);
  if (s)
    return cg_const_str(cg, s, strlen(s));
  int64_t n = dtype_attribute_int(t->elem, attr);
  return n >= 0 ? cg_i64(cg, n) : NULL; /* .type: a class, no value */
}

/* The fields of np.finfo for float32 and float64, in Numba's order. */
static const struct {
  double eps, epsneg;
  int64_t iexp, machep;
  double max;
  int64_t maxexp, minexp, negep, nexp, nmant, precision;
  double resolution, tiny;
  int64_t bits;
} finfo_values[2] = {
    {FLT_EPSILON, FLT_EPSILON / 2, 8, -23, FLT_MAX, 128, -126, -24, 8, 23, 6, 1e-06, FLT_MIN, 32},
    {DBL_EPSILON, DBL_EPSILON / 2, 11, -52, DBL_MAX, 1024, -1022, -53, 11, 52, 15, 1e-15, DBL_MIN, 64},
};

/* The scalar type np.iinfo or np.finfo was called with. */
static const Type *info_argument(const Instr *a) {
  const Type *t = type_strip_optional(a->type);
  return t->kind == TY_DTYPE || t->kind == TY_ARRAY ? t->elem : t;
}

LLVMValueRef lower_np_info(Cg *cg, const Instr *call, BuiltinId id) {
  const Type *t = call->type;
  const Type *at = info_argument(arg_instr(call, 0));
  if (at->kind != TY_STR && (id == BI_NP_IINFO ? at->kind != TY_INT : at->kind != TY_FLOAT)) {
    char msg[96];
    if (id == BI_NP_IINFO)
      snprintf(msg, sizeof msg, "Invalid integer data type '%c'.",
               at->kind == TY_BOOL ? 'b' : at->kind == TY_FLOAT ? 'f' : 'c');
    else
      snprintf(msg, sizeof msg, "data type <class 'numpy.%s'> not inexact", at->kind == TY_BOOL ? "bool_" : at->name);
    cg_raise_if(cg, LLVMConstInt(cg->i1, 1, false), ARRC_VALUE_ERROR, msg, call->loc);
  }
  LLVMValueRef v = LLVMGetUndef(cg_type(cg, t));
  LLVMValueRef f[15];
  if (id == BI_NP_IINFO) {
    bool host;
    const Type *it = numpy_info_type(namedtuple_of(t), &host);
    uint64_t max = it->is_signed ? (it->bits == 64 ? INT64_MAX : ((uint64_t)1 << (it->bits - 1)) - 1)
                                 : (it->bits == 64 ? UINT64_MAX : ((uint64_t)1 << it->bits) - 1);
    int64_t min = it->is_signed ? -(int64_t)max - 1 : 0;
    f[0] = LLVMConstInt(cg_type(cg, t->elems[0]), (unsigned long long)min, true);
    f[1] = LLVMConstInt(cg_type(cg, t->elems[1]), max, false);
    f[2] = cg_i64(cg, it->bits);
  } else {
    bool host;
    int w = numpy_info_type(namedtuple_of(t), &host) == ty_float64;
    LLVMTypeRef ft = cg_type(cg, t->elems[0]);
    const int64_t ints[] = {finfo_values[w].iexp, finfo_values[w].machep, finfo_values[w].maxexp,
                            finfo_values[w].minexp, finfo_values[w].negep, finfo_values[w].nexp,
                            finfo_values[w].nmant, finfo_values[w].precision, finfo_values[w].bits};
    f[0] = LLVMConstReal(ft, finfo_values[w].eps);
    f[1] = LLVMConstReal(ft, finfo_values[w].epsneg);
    f[2] = cg_i64(cg, ints[0]);
    f[3] = cg_i64(cg, ints[1]);
    f[4] = LLVMConstReal(ft, finfo_values[w].max);
    f[5] = cg_i64(cg, ints[2]);
    f[6] = LLVMConstReal(ft, -finfo_values[w].max);
    f[7] = cg_i64(cg, ints[3]);
    f[8] = cg_i64(cg, ints[4]);
    f[9] = cg_i64(cg, ints[5]);
    f[10] = cg_i64(cg, ints[6]);
    f[11] = cg_i64(cg, ints[7]);
    f[12] = w ? LLVMConstReal(ft, finfo_values[w].resolution) : LLVMConstReal(ft, (double)(float)1e-06);
    f[13] = LLVMConstReal(ft, finfo_values[w].tiny);
    f[14] = cg_i64(cg, ints[8]);
  }
  for (int k = 0; k < t->n; k++)
    v = LLVMBuildInsertValue(cg->b, v, f[k], (unsigned)k, "");
  return v;
}

static const char *const rule = "---------------------------------------------------------------\n";

/* NumPy's str() of np.finfo, which depends on the type alone. */
static const char *const finfo_text[2] = {
    "precision =   6   resolution = 1.0000000e-06\n"
    "machep =    -23   eps =        1.1920929e-07\n"
    "negep =     -24   epsneg =     5.9604645e-08\n"
    "minexp =   -126   tiny =       1.1754944e-38\n"
    "maxexp =    128   max =        3.4028235e+38\n"
    "nexp =        8   min =        -max\n"
    "smallest_normal = 1.1754944e-38   smallest_subnormal = 1.4012985e-45\n",
    "precision =  15   resolution = 1.0000000000000001e-15\n"
    "machep =    -52   eps =        2.2204460492503131e-16\n"
    "negep =     -53   epsneg =     1.1102230246251565e-16\n"
    "minexp =  -1022   tiny =       2.2250738585072014e-308\n"
    "maxexp =   1024   max =        1.7976931348623157e+308\n"
    "nexp =       11   min =        -max\n"
    "smallest_normal = 2.2250738585072014e-308   smallest_subnormal = 4.9406564584124654e-324\n",
};

bool cg_put_numpy_info(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t) {
  const NamedTupleClass *c = namedtuple_of(t);
  bool host = false;
  const Type *it = numpy_info_type(c, &host);
  if (!cg_host_warnings(cg) || !it || !host)
    return false;
  char head[64];
  if (t->n == 15) {
    int w = it == ty_float64;
    snprintf(head, sizeof head, "Machine parameters for %s\n", w ? "float64" : "float32");
    cg_text_put_const(cg, text, head);
    cg_text_put_const(cg, text, rule);
    cg_text_put_const(cg, text, finfo_text[w]);
    cg_text_put_const(cg, text, rule);
    return true;
  }
  LLVMValueRef minv = LLVMBuildExtractValue(cg->b, v, 0, "");
  snprintf(head, sizeof head, "Machine parameters for %s\n", it->name);
  cg_text_put_const(cg, text, head);
  cg_text_put_const(cg, text, rule);
  cg_text_put_const(cg, text, "min = ");
  cg_put_value(cg, text, minv, t->elems[0], false);
  cg_text_put_const(cg, text, "\nmax = ");
  cg_put_value(cg, text, LLVMBuildExtractValue(cg->b, v, 1, ""), t->elems[1], false);
  cg_text_put_const(cg, text, "\n");
  cg_text_put_const(cg, text, rule);
  return true;
}
