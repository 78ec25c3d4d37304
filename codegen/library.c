/* The lowering tables of the library, made from ir/builtins.def: a call
 * of a builtin, or a read of a builtin value, is lowered by the function
 * its row names for the target being compiled (cpu for code compiled for
 * the CPU, gpu for PTX). Inference has already refused a builtin where its
 * row does not allow it, so an empty slot is never reached; the unit test
 * test_library.c checks that every target a row allows has a lowering. */
#include "lower.h"

LLVMValueRef cg_lower_none(Cg *cg, const Instr *call, BuiltinId id) {
  cg_unsupported(cg, call->loc, "internal error: '%s' has no lowering for this target", builtin_path(id));
  return lower_failed(cg, call);
}

#define none cg_lower_none
static const LowerFn cpu_lowerings[BI_COUNT] = {
#define FUNC(id, path, where, min, max, typing, params, cpu, gpu) [BI_##id] = cpu,
#define VALUE(id, path, where, typing, cpu, gpu) [BI_##id] = cpu,
#include "builtins.def"
};

static const LowerFn gpu_lowerings[BI_COUNT] = {
#define FUNC(id, path, where, min, max, typing, params, cpu, gpu) [BI_##id] = gpu,
#define VALUE(id, path, where, typing, cpu, gpu) [BI_##id] = gpu,
#include "builtins.def"
};
#undef none

static LLVMValueRef lower(Cg *cg, const Instr *i, BuiltinId id) {
  LowerFn f = (cg->ptx ? gpu_lowerings : cpu_lowerings)[id];
  if (!f)
    return cg_lower_none(cg, i, id);
  return f(cg, i, id);
}

LLVMValueRef cg_builtin_call(Cg *cg, const Instr *call, BuiltinId id) { return lower(cg, call, id); }

LLVMValueRef cg_builtin_value(Cg *cg, const Instr *global) {
  return lower(cg, global, global->imm.sym->builtin);
}

