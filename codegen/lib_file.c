/* open() and the methods of text files (runtime/file.c). */
#include <string.h>

#include "lower.h"

LLVMValueRef lower_open(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef mode = LLVMConstNull(cg->ptr);
  if (nargs(call) > 1 && arg_instr(call, 1)->type->kind == TY_STR)
    mode = cg_value(cg, arg_instr(call, 1));
  return cg_call_rt(cg, "arrc_file_open", cg->ptr, 3,
                    (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), mode, cg_loc(cg, call->loc)});
}

LLVMValueRef lower_file_method(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef f = cg_value(cg, receiver(call)), loc = cg_loc(cg, call->loc);
  switch (id) {
  case BI_FILE_READ: {
    LLVMValueRef size = cg_i64(cg, -1);
    if (nargs(call) && arg_instr(call, 0)->type->kind != TY_NONE)
      size = arg_as(cg, call, 0, ty_int64);
    return cg_call_rt(cg, "arrc_file_read", cg->ptr, 3, (LLVMValueRef[]){f, size, loc});
  }
  case BI_FILE_READLINE: return cg_call_rt(cg, "arrc_file_readline", cg->ptr, 2, (LLVMValueRef[]){f, loc});
  case BI_FILE_READLINES: return cg_call_rt(cg, "arrc_file_readlines", cg->ptr, 2, (LLVMValueRef[]){f, loc});
  case BI_FILE_WRITE:
    return cg_call_rt(cg, "arrc_file_write", cg->i64, 3, (LLVMValueRef[]){f, cg_value(cg, arg_instr(call, 0)), loc});
  case BI_FILE_WRITELINES:
    cg_call_rt(cg, "arrc_file_writelines", cg->void_, 3, (LLVMValueRef[]){f, cg_value(cg, arg_instr(call, 0)), loc});
    return NULL;
  case BI_FILE_CLOSE: cg_call_rt(cg, "arrc_file_close", cg->void_, 1, &f); return NULL;
  default: return lower_failed(cg, call);
  }
}
