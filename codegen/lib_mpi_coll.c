/* The lowerings of mpi4py's collectives on buffers (ir/type_mpi_coll.c
 * types them): each call is one call of runtime/mpi_coll.c, given the
 * communicator, the send and receive buffers as (array, count, datatype),
 * the operator and the root; the vector forms also give the counts and
 * displacements written in their message specification. */
#include "lib_mpi.h"
#include "rt_mpi.h"
#include "type_mpi.h"
#include "type_mpi_coll.h"

_Static_assert(BI_MPI_COMM_ALLGATHERV - BI_MPI_COMM_BCAST == ARRC_MPI_ALLGATHERV,
               "the collectives' rows follow ARRC_MPI_COLLECTIVES");

/* The array of a value that is an array, None, or an optional array:
 * a null pointer for None. */
static LLVMValueRef array_or_null(Cg *cg, LLVMValueRef v, const Type *t) {
  if (t->kind == TY_NONE)
    return LLVMConstNull(cg->ptr);
  if (t->kind == TY_OPTIONAL)
    return LLVMBuildSelect(cg->b, LLVMBuildExtractValue(cg->b, v, 0, ""), LLVMBuildExtractValue(cg->b, v, 1, ""),
                           LLVMConstNull(cg->ptr), "");
  return v;
}

/* Buffer argument a as the runtime reads it. cg_mpi_buffer's, extended to
 * the buffers only the root reads, which may be None or optional, alone
 * or inside a message specification. */
static void buffer(Cg *cg, const Instr *a, LLVMValueRef out[3]) {
  const Type *t = a->type;
  out[1] = cg_i64(cg, -1);
  out[2] = cg_i64(cg, -1);
  if (mpi_is(t, MPI_OBJ_IN_PLACE)) {
    out[0] = LLVMConstNull(cg->ptr);
    out[1] = cg_i64(cg, ARRC_MPI_IN_PLACE_COUNT);
    return;
  }
  if (t->kind == TY_NONE) {
    out[0] = LLVMConstNull(cg->ptr);
    return;
  }
  LLVMValueRef v = cg_value(cg, a);
  if (t->kind != TY_TUPLE) {
    out[0] = array_or_null(cg, v, t);
    return;
  }
  out[0] = t->elems[0]->kind == TY_NONE ? LLVMConstNull(cg->ptr)
                                         : array_or_null(cg, LLVMBuildExtractValue(cg->b, v, 0, ""), t->elems[0]);
  const Type *last = t->elems[t->n - 1];
  if (mpi_is(last, MPI_OBJ_DATATYPE))
    out[2] = LLVMBuildExtractValue(cg->b, v, (unsigned)t->n - 1, "");
  if (t->n >= 2 && type_is_int(t->elems[1]))
    out[1] = cg_convert(cg, LLVMBuildExtractValue(cg->b, v, 1, ""), t->elems[1], ty_int64);
}

/* A sequence of counts or displacements (v of type t) as the runtime's
 * (kind, pointer, n): a tuple's ints are laid out as int64 values. */
static void ints(Cg *cg, LLVMValueRef v, const Type *t, LLVMValueRef out[3]) {
  out[0] = cg_i64(cg, ARRC_MPI_INTS_NONE);
  out[1] = LLVMConstNull(cg->ptr);
  out[2] = cg_i64(cg, 0);
  if (!t || t->kind == TY_NONE)
    return;
  if (type_is_int(t)) {
    out[0] = cg_i64(cg, ARRC_MPI_INTS_SCALAR);
    out[2] = cg_convert(cg, v, t, ty_int64);
  } else if (t->kind == TY_ARRAY || t->kind == TY_LIST) {
    out[0] = cg_i64(cg, t->kind == TY_ARRAY ? ARRC_MPI_INTS_ARRAY : ARRC_MPI_INTS_LIST);
    out[1] = v;
  } else if (t->kind == TY_TUPLE) {
    LLVMTypeRef at = LLVMArrayType(cg->i64, (unsigned)(t->n ? t->n : 1));
    LLVMValueRef mem = cg_alloca(cg, at, "mpi.ints");
    for (int k = 0; k < t->n; k++) {
      LLVMValueRef e = cg_convert(cg, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), t->elems[k], ty_int64);
      LLVMValueRef at_k = LLVMBuildGEP2(cg->b, at, mem, (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, k)}, 2, "");
      LLVMBuildStore(cg->b, e, at_k);
    }
    out[0] = cg_i64(cg, ARRC_MPI_INTS_I64);
    out[1] = mem;
    out[2] = cg_i64(cg, t->n);
  }
}

/* The counts and displacements of a vector buffer's message
 * specification, read as mpi4py's message_vector reads them: [a, counts],
 * [a, count, type], [a, counts, type], [a, (counts, displs), type] and
 * [a, counts, displs, type]; a tuple where the counts go holds both
 * (mpi4py unpacks it), so counts written alone are a list or an array. */
static void vector_ints(Cg *cg, const Instr *a, LLVMValueRef counts[3], LLVMValueRef displs[3]) {
  const Type *t = a->type;
  ints(cg, NULL, NULL, counts);
  ints(cg, NULL, NULL, displs);
  if (t->kind != TY_TUPLE || t->n < 2)
    return;
  LLVMValueRef v = cg_value(cg, a);
  const Type *second = t->elems[1];
  if (mpi_is(second, MPI_OBJ_DATATYPE))
    return;
  LLVMValueRef sv = LLVMBuildExtractValue(cg->b, v, 1, "");
  if (t->n == 4) {
    ints(cg, sv, second, counts);
    ints(cg, LLVMBuildExtractValue(cg->b, v, 2, ""), t->elems[2], displs);
  } else if (second->kind == TY_TUPLE) {
    /* mpi4py reads a tuple here as the pair (counts, displs), of
     * sequences or ints (one count for all, a stride); the typing refused
     * any other length. */
    ints(cg, LLVMBuildExtractValue(cg->b, sv, 0, ""), second->elems[0], counts);
    ints(cg, LLVMBuildExtractValue(cg->b, sv, 1, ""), second->elems[1], displs);
  } else {
    ints(cg, sv, second, counts);
  }
}

/* The operator argument: mpi4py's default, MPI.SUM, when it is left out
 * or None. */
static LLVMValueRef op_arg(Cg *cg, const Instr *call, int k) {
  if (k < 0 || k >= nargs(call) || arg_instr(call, k)->type->kind == TY_NONE)
    return cg_i64(cg, ARRC_MPI_OP_SUM);
  return cg_value(cg, arg_instr(call, k));
}

LLVMValueRef lower_mpi_collective(Cg *cg, const Instr *call, BuiltinId id) {
  const MpiCollective *coll = mpi_collective(id);
  LLVMValueRef loc = cg_loc(cg, call->loc);
  LLVMValueRef s[3], r[3] = {LLVMConstNull(cg->ptr), cg_i64(cg, -1), cg_i64(cg, -1)};
  buffer(cg, arg_instr(call, 0), s);
  if (!(coll->recv & MPI_COLL_ABSENT))
    buffer(cg, arg_instr(call, 1), r);
  LLVMValueRef which = cg_i64(cg, (int64_t)(id - BI_MPI_COMM_BCAST));
  LLVMValueRef comm = cg_mpi_comm(cg, call);
  LLVMValueRef root = coll->root >= 0 ? cg_mpi_int_arg(cg, call, coll->root, NULL, 0) : cg_i64(cg, 0);
  if (!((coll->send | coll->recv) & MPI_COLL_VECTOR)) {
    cg_call_rt(cg, "arrc_mpi_collective_call", cg->void_, 11,
               (LLVMValueRef[]){which, comm, s[0], s[1], s[2], r[0], r[1], r[2], op_arg(cg, call, coll->op), root, loc});
    return NULL;
  }
  LLVMValueRef counts[3], displs[3];
  vector_ints(cg, arg_instr(call, coll->send & MPI_COLL_VECTOR ? 0 : 1), counts, displs);
  cg_call_rt(cg, "arrc_mpi_collective_v", cg->void_, 16,
             (LLVMValueRef[]){which, comm, s[0], s[1], s[2], r[0], r[1], r[2], counts[0], counts[1], counts[2],
                              displs[0], displs[1], displs[2], root, loc});
  return NULL;
}
