/* The lowerings of NumPy's .npz archives (issue 15, part "npz"):
 * np.savez, np.savez_compressed, and the NpzFile np.load returns for an
 * archive, with d[name], d.files, len(d), iteration over its names and
 * d.close(). Each is a call of runtime/npz.c; the program links zlib
 * because it calls arrc_npz_* (codegen/link.c). */
#include "lower.h"

/* A number saved as NumPy's np.asanyarray makes it: a new array of no
 * dimensions that holds it. */
static LLVMValueRef scalar_array(Cg *cg, const Instr *x, SrcLoc loc) {
  LLVMValueRef a = cg_call_rt(cg, "arrc_array_new", cg->ptr, 5,
                              (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(x->type), false),
                                               LLVMConstInt(cg->i32, 0, false), LLVMConstNull(cg->ptr),
                                               LLVMConstInt(cg->i1, 0, false), cg_loc(cg, loc)});
  LLVMValueRef v = cg_value(cg, x);
  /* A bool is one byte in an array. */
  if (x->type->kind == TY_BOOL)
    v = LLVMBuildZExt(cg->b, v, cg->i8, "");
  LLVMBuildStore(cg->b, v, cg_array_data(cg, a));
  return a;
}

/* np.savez(file, *args, **kwds): the keyword arrays first, in the order
 * written, then arr_0, arr_1, ... for the positional ones, the order in
 * which NumPy's _savez adds them to the archive. */
LLVMValueRef lower_savez(Cg *cg, const Instr *call, BuiltinId id) {
  int npos = nargs(call) - 1, n = npos + call->nkw;
  LLVMTypeRef table = LLVMArrayType(cg->ptr, (unsigned)(n > 0 ? n : 1));
  LLVMValueRef names = cg_alloca(cg, table, "npz.names"), arrays = cg_alloca(cg, table, "npz.arrays");
  for (int k = 0; k < n; k++) {
    char arr[32];
    const char *name = k < call->nkw ? call->kwnames[k] : (snprintf(arr, sizeof arr, "arr_%d", k - call->nkw), arr);
    const Instr *a = k < call->nkw ? ir_resolve(call->ops.v[call->ops.len - call->nkw + k]) : arg_instr(call, 1 + k - call->nkw);
    LLVMValueRef at[2] = {cg_i64(cg, 0), cg_i64(cg, k)};
    LLVMBuildStore(cg->b, LLVMBuildGlobalStringPtr(cg->b, name, "npz.name"), LLVMBuildGEP2(cg->b, table, names, at, 2, ""));
    LLVMValueRef v = a->type->kind == TY_ARRAY ? cg_value(cg, a) : scalar_array(cg, a, call->loc);
    LLVMBuildStore(cg->b, v, LLVMBuildGEP2(cg->b, table, arrays, at, 2, ""));
  }
  cg_call_rt(cg, "arrc_npz_save", cg->void_, 6,
             (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), cg_i64(cg, n), names, arrays,
                              LLVMConstInt(cg->i1, id == BI_NP_SAVEZ_COMPRESSED, false), cg_loc(cg, call->loc)});
  /* The arrays made of numbers are released; the program's own are not. */
  for (int k = 0; k < n; k++) {
    const Instr *a = k < call->nkw ? ir_resolve(call->ops.v[call->ops.len - call->nkw + k]) : arg_instr(call, 1 + k - call->nkw);
    if (a->type->kind == TY_ARRAY)
      continue;
    LLVMValueRef at[2] = {cg_i64(cg, 0), cg_i64(cg, k)};
    LLVMValueRef made = LLVMBuildLoad2(cg->b, cg->ptr, LLVMBuildGEP2(cg->b, table, arrays, at, 2, ""), "");
    cg_refcount(cg, made, type_array(a->type, 0, 'C'), false);
  }
  return NULL;
}

LLVMValueRef cg_npz_load(Cg *cg, const Instr *call) {
  return cg_call_rt(cg, "arrc_npz_load", cg->ptr, 2,
                    (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), cg_loc(cg, call->loc)});
}

/* d[name]: the member read as the array type inference gave it. */
LLVMValueRef cg_npz_getitem(Cg *cg, const Instr *i) {
  const Type *t = i->type;
  return cg_call_rt(cg, "arrc_npz_get", cg->ptr, 6,
                    (LLVMValueRef[]){cg_value(cg, ir_resolve(i->ops.v[0])), cg_value(cg, ir_resolve(i->ops.v[1])),
                                     LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false),
                                     LLVMConstInt(cg->i32, (unsigned)t->ndim, false),
                                     LLVMConstInt(cg->i1, i->annotation == NULL, false), cg_loc(cg, i->loc)});
}

/* d.files: NumPy's list itself, a new reference to it. */
LLVMValueRef cg_npz_getattr(Cg *cg, const Instr *i) {
  LLVMValueRef d = cg_value(cg, ir_resolve(i->ops.v[0]));
  return cg_call_rt(cg, "arrc_npz_files", cg->ptr, 1, &d);
}

/* The list of names that `for name in d` walks, which d keeps alive. */
LLVMValueRef cg_npz_names(Cg *cg, LLVMValueRef d) { return cg_call_rt(cg, "arrc_npz_names", cg->ptr, 1, &d); }

LLVMValueRef cg_npz_len(Cg *cg, LLVMValueRef d) { return cg_call_rt(cg, "arrc_npz_len", cg->i64, 1, &d); }

void cg_npz_close(Cg *cg, LLVMValueRef d) { cg_call_rt(cg, "arrc_npz_close", cg->void_, 1, &d); }

LLVMValueRef lower_npz_close(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  cg_npz_close(cg, cg_value(cg, receiver(call)));
  return NULL;
}
