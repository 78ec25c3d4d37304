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
  case BI_MPI_INIT: cg_call_rt(cg, "arrc_mpi_init", cg->void_, 0, NULL); return NULL;
  case BI_MPI_FINALIZE: cg_call_rt(cg, "arrc_mpi_finalize", cg->void_, 1, &loc); return NULL;
  case BI_MPI_IS_INITIALIZED:
  case BI_MPI_IS_FINALIZED:
    return cg_call_rt(cg, "arrc_mpi_state", cg->i1, 1,
                      (LLVMValueRef[]){LLVMConstInt(cg->i32, id == BI_MPI_IS_FINALIZED, false)});
  case BI_MPI_GET_VERSION: {
    LLVMValueRef t = LLVMGetUndef(cg_type(cg, call->type));
    for (unsigned k = 0; k < 2; k++)
      t = LLVMBuildInsertValue(cg->b, t, cg_call_rt(cg, "arrc_mpi_version", cg->i64, 1,
                                                     (LLVMValueRef[]){LLVMConstInt(cg->i32, k, false)}), k, "");
    return t;
  }
  case BI_MPI_COMM_ABORT:
    cg_call_rt(cg, "arrc_mpi_comm_abort", cg->void_, 3,
               (LLVMValueRef[]){cg_mpi_comm(cg, call), cg_mpi_int_arg(cg, call, 0, "errorcode", 0), loc});
    return NULL;
  default:
    return lower_failed(cg, call);
  }
}

/* ---- Cartesian grids ----------------------------------------------------------- */

LLVMValueRef cg_mpi_int_list(Cg *cg, const Instr *a) {
  const Type *t = a->type;
  if (t->kind == TY_LIST)
    return cg_value(cg, a);
  const Type *lt = type_list(ty_int64);
  LLVMValueRef l = cg_list_new(cg, lt);
  LLVMValueRef v = cg_value(cg, a);
  if (t->kind == TY_TUPLE)
    for (int k = 0; k < t->n; k++)
      cg_list_append(cg, l, lt, cg_convert(cg, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), t->elems[k], ty_int64));
  else
    cg_list_append(cg, l, lt, cg_convert(cg, v, t, ty_int64));
  return l;
}

/* A list argument made here is released after the call; the program's
 * own list is not. */
static void release_made_list(Cg *cg, const Instr *a, LLVMValueRef l) {
  if (a->type->kind != TY_LIST)
    cg_refcount(cg, l, type_list(ty_int64), false);
}

LLVMValueRef lower_mpi_cart(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc), r;
  switch (id) {
  case BI_MPI_COMPUTE_DIMS: {
    const Instr *dims = arg_instr(call, 1);
    LLVMValueRef l = type_is_int(dims->type) ? LLVMConstNull(cg->ptr) : cg_mpi_int_list(cg, dims);
    LLVMValueRef n = type_is_int(dims->type) ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, -1);
    r = cg_call_rt(cg, "arrc_mpi_compute_dims", cg->ptr, 4, (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), n, l, loc});
    if (!type_is_int(dims->type))
      release_made_list(cg, dims, l);
    return r;
  }
  case BI_MPI_COMM_CREATE_CART: {
    const Instr *dims = arg_instr(call, 0);
    const Instr *periods = nargs(call) > 1 && arg_instr(call, 1)->type->kind != TY_NONE ? arg_instr(call, 1) : NULL;
    LLVMValueRef d = cg_mpi_int_list(cg, dims);
    LLVMValueRef p = periods ? cg_mpi_int_list(cg, periods) : LLVMConstNull(cg->ptr);
    LLVMValueRef reorder = nargs(call) > 2 ? arg_as(cg, call, 2, ty_int64) : cg_i64(cg, 0);
    r = cg_call_rt(cg, "arrc_mpi_create_cart", cg->i64, 5, (LLVMValueRef[]){cg_mpi_comm(cg, call), d, p, reorder, loc});
    release_made_list(cg, dims, d);
    if (periods)
      release_made_list(cg, periods, p);
    return r;
  }
  case BI_MPI_CART_SHIFT: {
    LLVMValueRef t = LLVMGetUndef(cg_type(cg, call->type));
    LLVMValueRef args[5] = {cg_mpi_comm(cg, call), arg_as(cg, call, 0, ty_int64), arg_as(cg, call, 1, ty_int64),
                            NULL, loc};
    for (unsigned k = 0; k < 2; k++) {
      args[3] = LLVMConstInt(cg->i32, k, false);
      t = LLVMBuildInsertValue(cg->b, t, cg_call_rt(cg, "arrc_mpi_cart_shift", cg->i64, 5, args), k, "");
    }
    return t;
  }
  case BI_MPI_CART_GET_COORDS:
    return cg_call_rt(cg, "arrc_mpi_cart_coords", cg->ptr, 3,
                      (LLVMValueRef[]){cg_mpi_comm(cg, call), arg_as(cg, call, 0, ty_int64), loc});
  case BI_MPI_CART_GET_CART_RANK: {
    const Instr *coords = arg_instr(call, 0);
    LLVMValueRef l = cg_mpi_int_list(cg, coords);
    r = cg_call_rt(cg, "arrc_mpi_cart_rank", cg->i64, 3, (LLVMValueRef[]){cg_mpi_comm(cg, call), l, loc});
    release_made_list(cg, coords, l);
    return r;
  }
  default:
    return lower_failed(cg, call);
  }
}

/* comm.rank, comm.size, status.source, ...: the method the property
 * reads (ir/type_mpi.c), called on the object. */
LLVMValueRef cg_mpi_getattr(Cg *cg, const Instr *i) {
  const Instr *obj = ir_resolve(i->ops.v[0]);
  const char *attr = i->imm.str.s;
  if (mpi_is(obj->type, MPI_OBJ_CARTCOMM)) {
    LLVMValueRef loc = cg_loc(cg, i->loc);
    if (strcmp(attr, "coords") == 0)
      return cg_call_rt(cg, "arrc_mpi_cart_coords", cg->ptr, 3, (LLVMValueRef[]){cg_value(cg, obj), cg_i64(cg, -1), loc});
    if (strcmp(attr, "dims") == 0)
      return cg_call_rt(cg, "arrc_mpi_cart_dims", cg->ptr, 2, (LLVMValueRef[]){cg_value(cg, obj), loc});
    if (strcmp(attr, "ndim") == 0)
      return cg_call_rt(cg, "arrc_mpi_cart_ndim", cg->i64, 2, (LLVMValueRef[]){cg_value(cg, obj), loc});
  }
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
