/* The lowerings of mpi4py's objects and of the calls every MPI program
 * makes (ir/type_mpi.c types them): constants, rank and size, Barrier,
 * Wtime, Split and Dup; and the message buffers the other MPI lowerings
 * share (lib_mpi.h). Each call is one call of runtime/mpi.c. */
#include "lib_mpi.h"
#include "type_mpi.h"

LLVMValueRef lower_mpi_value(Cg *cg, const Instr *global, BuiltinId id) {
  (void)global;
  int64_t v;
  switch (id) {
  case BI_MPI_COMM_WORLD: v = ARRC_MPI_COMM_WORLD; break;
  case BI_MPI_COMM_SELF: v = ARRC_MPI_COMM_SELF; break;
  case BI_MPI_ANY_SOURCE: v = ARRC_MPI_ANY_SOURCE; break;
  case BI_MPI_ANY_TAG: v = ARRC_MPI_ANY_TAG; break;
  case BI_MPI_PROC_NULL: v = ARRC_MPI_PROC_NULL; break;
  case BI_MPI_UNDEFINED: v = ARRC_MPI_UNDEFINED; break;
  case BI_MPI_IN_PLACE: v = 0; break;
  default:
    /* The operators and datatypes: their rows are in the order of their
     * codes (ir/builtins.def expands the tables of arrc_abi.h). */
    if (id >= BI_MPI_OP_SUM && id < BI_MPI_OP_SUM + ARRC_MPI_OP_COUNT)
      v = (int64_t)(id - BI_MPI_OP_SUM);
    else
      v = (int64_t)(id - BI_MPI_DT_C_BOOL);
    break;
  }
  return cg_i64(cg, v);
}

LLVMValueRef cg_mpi_comm(Cg *cg, const Instr *call) {
  const Instr *comm = receiver(call);
  return comm ? cg_value(cg, comm) : cg_i64(cg, ARRC_MPI_COMM_WORLD);
}

LLVMValueRef cg_mpi_int_arg(Cg *cg, const Instr *call, int k, const char *name, int64_t dflt) {
  const Instr *a = k < nargs(call) ? arg_instr(call, k) : name ? kwarg(call, name) : NULL;
  if (!a || a->type->kind == TY_NONE)
    return cg_i64(cg, dflt);
  return cg_convert(cg, cg_value(cg, a), a->type, ty_int64);
}

void cg_mpi_buffer(Cg *cg, const Instr *a, LLVMValueRef out[3]) {
  const Type *t = a->type;
  out[1] = cg_i64(cg, -1);
  out[2] = cg_i64(cg, -1);
  if (mpi_is(t, MPI_OBJ_IN_PLACE)) {
    out[0] = LLVMConstNull(cg->ptr);
    return;
  }
  LLVMValueRef v = cg_value(cg, a);
  if (t->kind == TY_ARRAY) {
    out[0] = v;
    return;
  }
  out[0] = LLVMBuildExtractValue(cg->b, v, 0, "");
  const Type *last = t->elems[t->n - 1];
  if (mpi_is(last, MPI_OBJ_DATATYPE))
    out[2] = LLVMBuildExtractValue(cg->b, v, (unsigned)t->n - 1, "");
  /* [a, count] and [a, count, datatype]; the vector forms' counts are
   * read by their own lowerings. */
  if (t->n >= 2 && type_is_int(t->elems[1]))
    out[1] = cg_convert(cg, LLVMBuildExtractValue(cg->b, v, 1, ""), t->elems[1], ty_int64);
}

LLVMValueRef lower_mpi_call(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc);
  switch (id) {
  case BI_MPI_WTIME: return cg_call_rt(cg, "arrc_mpi_wtime", cg->f64, 0, NULL);
  case BI_MPI_WTICK: return cg_call_rt(cg, "arrc_mpi_wtick", cg->f64, 0, NULL);
  case BI_MPI_GET_PROCESSOR_NAME: return cg_call_rt(cg, "arrc_mpi_processor_name", cg->ptr, 1, &loc);
  case BI_MPI_COMM_GET_RANK:
    return cg_call_rt(cg, "arrc_mpi_comm_rank", cg->i64, 2, (LLVMValueRef[]){cg_mpi_comm(cg, call), loc});
  case BI_MPI_COMM_GET_SIZE:
    return cg_call_rt(cg, "arrc_mpi_comm_size", cg->i64, 2, (LLVMValueRef[]){cg_mpi_comm(cg, call), loc});
  case BI_MPI_COMM_BARRIER:
    cg_call_rt(cg, "arrc_mpi_barrier", cg->void_, 2, (LLVMValueRef[]){cg_mpi_comm(cg, call), loc});
    return NULL;
  case BI_MPI_COMM_SPLIT:
    return cg_call_rt(cg, "arrc_mpi_comm_split", cg->i64, 4,
                      (LLVMValueRef[]){cg_mpi_comm(cg, call), cg_mpi_int_arg(cg, call, 0, "color", 0),
                                       cg_mpi_int_arg(cg, call, 1, "key", 0), loc});
  case BI_MPI_COMM_DUP:
    return cg_call_rt(cg, "arrc_mpi_comm_dup", cg->i64, 2, (LLVMValueRef[]){cg_mpi_comm(cg, call), loc});
  case BI_MPI_COMM_FREE:
    cg_call_rt(cg, "arrc_mpi_comm_free", cg->void_, 2, (LLVMValueRef[]){cg_mpi_comm(cg, call), loc});
    return NULL;
  case BI_MPI_COMM_ABORT:
    cg_call_rt(cg, "arrc_mpi_comm_abort", cg->void_, 3,
               (LLVMValueRef[]){cg_mpi_comm(cg, call), cg_mpi_int_arg(cg, call, 0, "errorcode", 0), loc});
    return NULL;
  default:
    return lower_failed(cg, call);
  }
}

/* comm.rank, comm.size, status.source, ...: the method the property
 * reads (ir/type_mpi.c), called on the object. */
LLVMValueRef cg_mpi_getattr(Cg *cg, const Instr *i) {
  const Instr *obj = ir_resolve(i->ops.v[0]);
  BuiltinId id = mpi_property_row(obj->type, i->imm.str.s);
  LLVMValueRef loc = cg_loc(cg, i->loc);
  switch (id) {
  case BI_MPI_COMM_GET_RANK: return cg_call_rt(cg, "arrc_mpi_comm_rank", cg->i64, 2, (LLVMValueRef[]){cg_value(cg, obj), loc});
  case BI_MPI_COMM_GET_SIZE: return cg_call_rt(cg, "arrc_mpi_comm_size", cg->i64, 2, (LLVMValueRef[]){cg_value(cg, obj), loc});
  case BI_MPI_STATUS_GET_SOURCE:
  case BI_MPI_STATUS_GET_TAG:
  case BI_MPI_STATUS_GET_ERROR: return cg_mpi_status_field(cg, id, cg_value(cg, obj), loc);
  default: return LLVMGetUndef(cg->i64);
  }
}
