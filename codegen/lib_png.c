/* The lowerings of matplotlib's PNG pictures (issue 17, item 9):
 * plt.imsave and plt.imread, calls of runtime/png.c. The program links
 * libpng because it calls arrc_png_* (codegen/link.c). */
#include "lower.h"
#include "rt_png.h"

/* A string argument, or NULL when it is absent or None. */
static LLVMValueRef str_or_null(Cg *cg, const Instr *call, int k) {
  if (k < nargs(call) && arg_instr(call, k)->type->kind != TY_NONE)
    return cg_value(cg, arg_instr(call, k));
  return LLVMConstNull(cg->ptr);
}

/* vmin= or vmax=: whether it was given, and its value as the Python
 * float matplotlib makes of it. */
static LLVMValueRef clim_kind(Cg *cg, const Instr *call, int k) {
  int kind = ARRC_CLIM_NONE;
  if (k < nargs(call)) {
    const Type *t = arg_instr(call, k)->type;
    kind = t->kind == TY_NONE ? ARRC_CLIM_NONE : ARRC_CLIM_GIVEN;
  }
  return LLVMConstInt(cg->i32, (unsigned)kind, false);
}

static LLVMValueRef clim_value(Cg *cg, const Instr *call, int k) {
  if (k < nargs(call) && arg_instr(call, k)->type->kind != TY_NONE)
    return arg_as(cg, call, k, ty_float64);
  return LLVMConstReal(cg->f64, 0.0);
}

/* plt.imsave(fname, arr, vmin, vmax, cmap, format, origin, dpi). */
LLVMValueRef lower_plt_imsave(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef args[10] = {cg_value(cg, arg_instr(call, 0)), cg_value(cg, arg_instr(call, 1)),
                           str_or_null(cg, call, 4),         clim_value(cg, call, 2),
                           clim_kind(cg, call, 2),           clim_value(cg, call, 3),
                           clim_kind(cg, call, 3),           str_or_null(cg, call, 6),
                           str_or_null(cg, call, 5),         cg_loc(cg, call->loc)};
  cg_call_rt(cg, "arrc_png_imsave", cg->void_, 10, args);
  return NULL;
}

/* plt.imread(fname): the rank inference gave the result, which the
 * runtime checks against the file. */
LLVMValueRef lower_plt_imread(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef args[3] = {cg_value(cg, arg_instr(call, 0)),
                          LLVMConstInt(cg->i32, (unsigned)call->type->ndim, false), cg_loc(cg, call->loc)};
  return cg_call_rt(cg, "arrc_png_imread", cg->ptr, 3, args);
}
