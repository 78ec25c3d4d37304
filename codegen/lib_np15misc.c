/* Lowerings of issue 15's last pieces: the array method a.clip, lowered as
 * the call np.clip(a, min, max) it stands for (a missing bound is None,
 * an open side), and the order of complex numbers in np.maximum and
 * np.minimum. (np.printoptions is lowered with np.set_printoptions, in
 * lib_npio.c.) */
#include "lib_np15misc.h"
#include "lower.h"


/* NumPy's ordering of complex numbers (loops.c.src's CGE and CLE, which
 * Numba's np_complex_ge_impl and np_complex_le_impl copy): by the real
 * parts, then the imaginary ones; real parts that differ decide only when
 * neither imaginary part is nan. */
static LLVMValueRef complex_ge(Cg *cg, LLVMValueRef x, LLVMValueRef y, bool ge) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef xr = LLVMBuildExtractValue(B, x, 0, ""), xi = LLVMBuildExtractValue(B, x, 1, "");
  LLVMValueRef yr = LLVMBuildExtractValue(B, y, 0, ""), yi = LLVMBuildExtractValue(B, y, 1, "");
  LLVMValueRef first = LLVMBuildAnd(B, LLVMBuildFCmp(B, ge ? LLVMRealOGT : LLVMRealOLT, xr, yr, ""),
                                    LLVMBuildFCmp(B, LLVMRealORD, xi, yi, ""), "");
  LLVMValueRef second = LLVMBuildAnd(B, LLVMBuildFCmp(B, LLVMRealOEQ, xr, yr, ""),
                                     LLVMBuildFCmp(B, ge ? LLVMRealOGE : LLVMRealOLE, xi, yi, ""), "");
  return LLVMBuildOr(B, first, second, "");
}

static LLVMValueRef complex_isnan(Cg *cg, LLVMValueRef z) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef re = LLVMBuildExtractValue(B, z, 0, ""), im = LLVMBuildExtractValue(B, z, 1, "");
  return LLVMBuildOr(B, LLVMBuildFCmp(B, LLVMRealUNO, re, re, ""), LLVMBuildFCmp(B, LLVMRealUNO, im, im, ""), "");
}

LLVMValueRef cg_complex_minmax(Cg *cg, LLVMValueRef x, LLVMValueRef y, bool is_max, bool prefer_number) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef x_nan = complex_isnan(cg, x), y_nan = complex_isnan(cg, y);
  LLVMValueRef nan_result = LLVMBuildSelect(B, prefer_number ? y_nan : x_nan, x, y, "");
  LLVMValueRef ordered = LLVMBuildSelect(B, complex_ge(cg, x, y, is_max), x, y, "");
  return LLVMBuildSelect(B, LLVMBuildOr(B, x_nan, y_nan, ""), nan_result, ordered, "");
}

LLVMValueRef lower_array_clip(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  static Instr none_bound = {.op = IR_CONST_NONE};
  none_bound.type = ty_none;
  Instr *ops[4] = {call->ops.v[0], (Instr *)receiver(call), &none_bound, &none_bound};
  for (int k = 0; k < nargs(call) && k < 2; k++)
    ops[2 + k] = (Instr *)arg_instr(call, k);
  Instr as_function = *call;
  as_function.ops = (InstrList){.v = ops, .len = 4, .cap = 4};
  as_function.nkw = 0;
  as_function.kwnames = NULL;
  return lower_ufunc(cg, &as_function, BI_NP_CLIP);
}
