/* The lowerings of numba_mpi's calls (ir/type_mpi_njit.c types them):
 * each is one call of runtime/mpi_njit.c, whose C int results become the
 * call's int type (int32 in jitted code, a Python int in host code), and
 * whose out-parameters make the tuples isend, test and the any calls
 * return. */
#include "lib_mpi.h"
#include "rt_mpi_njit.h"
#include "type_mpi_njit.h"

LLVMValueRef lower_njit_mpi_value(Cg *cg, const Instr *global, BuiltinId id) {
  (void)global;
  switch (id) {
  case BI_NJIT_MPI_OPERATOR_SUM: return cg_i64(cg, ARRC_MPI_OP_SUM);
  case BI_NJIT_MPI_OPERATOR_MIN: return cg_i64(cg, ARRC_MPI_OP_MIN);
  case BI_NJIT_MPI_OPERATOR_MAX: return cg_i64(cg, ARRC_MPI_OP_MAX);
  default: return cg_i64(cg, 0); /* numba_mpi.SUCCESS, MPI_SUCCESS */
  }
}

/* A C int the runtime returned, as a value of type t. */
static LLVMValueRef from_c_int(Cg *cg, LLVMValueRef v, const Type *t) { return cg_convert(cg, v, ty_int32, t); }

/* The tuple of the call's type from its parts, each converted from a C
 * int where parts_c_int[k] says so. */
static LLVMValueRef tuple_of(Cg *cg, const Instr *call, int n, LLVMValueRef *parts, const bool *c_ints) {
  const Type *t = call->type;
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, t));
  for (int k = 0; k < n; k++) {
    LLVMValueRef v = c_ints[k] ? from_c_int(cg, parts[k], t->elems[k]) : parts[k];
    r = LLVMBuildInsertValue(cg->b, r, v, (unsigned)k, "");
  }
  return r;
}

static LLVMValueRef array_arg(Cg *cg, const Instr *call, int k) { return cg_value(cg, arg_instr(call, k)); }

static LLVMValueRef int_arg(Cg *cg, const Instr *call, int k, int64_t dflt) {
  return cg_mpi_int_arg(cg, call, k, NULL, dflt);
}

/* isend(data, dest, tag=0) and irecv(data, source=ANY_SOURCE,
 * tag=ANY_TAG): (status, request). */
static LLVMValueRef lower_nonblocking(Cg *cg, const Instr *call, BuiltinId id, LLVMValueRef loc) {
  bool send = id == BI_NJIT_MPI_ISEND;
  LLVMValueRef status = cg_alloca(cg, cg->i32, "status");
  LLVMValueRef request = cg_call_rt(
      cg, send ? "arrc_mpi_njit_isend" : "arrc_mpi_njit_irecv", cg->ptr, 5,
      (LLVMValueRef[]){array_arg(cg, call, 0), int_arg(cg, call, 1, send ? 0 : ARRC_MPI_ANY_SOURCE),
                       int_arg(cg, call, 2, send ? 0 : ARRC_MPI_ANY_TAG), status, loc});
  LLVMValueRef parts[] = {LLVMBuildLoad2(cg->b, cg->i32, status, ""), request};
  return tuple_of(cg, call, 2, parts, (const bool[]){true, false});
}

/* wait, test and the waitall family: the request arrays (the argument,
 * or the elements of a tuple of them) in a table on the stack. */
static LLVMValueRef lower_requests(Cg *cg, const Instr *call, BuiltinId id, LLVMValueRef loc) {
  static const struct {
    BuiltinId id;
    arrc_mpi_njit_request_call call;
    bool flag, index; /* what the result has after the status */
  } calls[] = {
      {BI_NJIT_MPI_WAIT, ARRC_MPI_NJIT_WAIT, false, false},
      {BI_NJIT_MPI_TEST, ARRC_MPI_NJIT_TEST, true, false},
      {BI_NJIT_MPI_WAITALL, ARRC_MPI_NJIT_WAITALL, false, false},
      {BI_NJIT_MPI_WAITANY, ARRC_MPI_NJIT_WAITANY, false, true},
      {BI_NJIT_MPI_TESTALL, ARRC_MPI_NJIT_TESTALL, true, false},
      {BI_NJIT_MPI_TESTANY, ARRC_MPI_NJIT_TESTANY, true, true},
  };
  size_t row = 0;
  while (calls[row].id != id)
    row++;
  const Instr *a = arg_instr(call, 0);
  LLVMValueRef v = cg_value(cg, a);
  int n = a->type->kind == TY_TUPLE ? a->type->n : 1;
  LLVMValueRef table = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)n), "requests");
  for (int k = 0; k < n; k++) {
    LLVMValueRef slot = LLVMBuildGEP2(cg->b, LLVMArrayType(cg->ptr, (unsigned)n), table,
                                      (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, k)}, 2, "");
    LLVMBuildStore(cg->b, a->type->kind == TY_TUPLE ? LLVMBuildExtractValue(cg->b, v, (unsigned)k, "") : v, slot);
  }
  LLVMValueRef flag = cg_alloca(cg, cg->i32, "flag"), index = cg_alloca(cg, cg->i32, "index");
  LLVMValueRef status = cg_call_rt(cg, "arrc_mpi_njit_requests", cg->i32, 6,
                                   (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)calls[row].call, false),
                                                    cg_i64(cg, n), table, flag, index, loc});
  if (!calls[row].flag && !calls[row].index)
    return from_c_int(cg, status, call->type);
  LLVMValueRef parts[3] = {status};
  bool c_ints[3] = {true};
  int np = 1;
  if (calls[row].flag) {
    parts[np] = LLVMBuildICmp(cg->b, LLVMIntNE, LLVMBuildLoad2(cg->b, cg->i32, flag, ""),
                              LLVMConstInt(cg->i32, 0, false), "");
    c_ints[np++] = false;
  }
  if (calls[row].index) {
    parts[np] = LLVMBuildLoad2(cg->b, cg->i32, index, "");
    c_ints[np++] = true;
  }
  return tuple_of(cg, call, np, parts, c_ints);
}

/* allreduce(sendobj, recvobj, operator=Operator.SUM) and reduce(sendobj,
 * recvobj, operator, root); a number sendobj goes through memory. */
static LLVMValueRef lower_collective_reduce(Cg *cg, const Instr *call, BuiltinId id, LLVMValueRef loc) {
  const Instr *send = arg_instr(call, 0);
  LLVMValueRef op = nargs(call) > 2 ? cg_value(cg, arg_instr(call, 2)) : cg_i64(cg, ARRC_MPI_OP_SUM);
  LLVMValueRef root = id == BI_NJIT_MPI_REDUCE ? int_arg(cg, call, 3, 0) : cg_i64(cg, -1);
  LLVMValueRef recv = array_arg(cg, call, 1), status;
  if (send->type->kind == TY_ARRAY) {
    status = cg_call_rt(cg, "arrc_mpi_njit_reduce", cg->i32, 5,
                        (LLVMValueRef[]){cg_value(cg, send), recv, op, root, loc});
  } else {
    LLVMValueRef value = cg_alloca(cg, cg_type(cg, send->type), "sendobj");
    LLVMBuildStore(cg->b, cg_value(cg, send), value);
    LLVMValueRef dtype = LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(send->type), false);
    status = cg_call_rt(cg, "arrc_mpi_njit_reduce_number", cg->i32, 6,
                        (LLVMValueRef[]){value, dtype, recv, op, root, loc});
  }
  return from_c_int(cg, status, call->type);
}

LLVMValueRef lower_njit_mpi_call(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc), status;
  switch (id) {
  case BI_NJIT_MPI_RANK: status = cg_call_rt(cg, "arrc_mpi_njit_rank", cg->i32, 0, NULL); break;
  case BI_NJIT_MPI_SIZE: status = cg_call_rt(cg, "arrc_mpi_njit_size", cg->i32, 0, NULL); break;
  case BI_NJIT_MPI_QUERY_THREAD: status = cg_call_rt(cg, "arrc_mpi_njit_query_thread", cg->i32, 0, NULL); break;
  case BI_NJIT_MPI_BARRIER: status = cg_call_rt(cg, "arrc_mpi_njit_barrier", cg->i32, 0, NULL); break;
  case BI_NJIT_MPI_INITIALIZED:
    status = cg_call_rt(cg, "arrc_mpi_njit_initialized", cg->i32, 0, NULL);
    return LLVMBuildICmp(cg->b, LLVMIntNE, status, LLVMConstInt(cg->i32, 0, false), "");
  case BI_NJIT_MPI_WTIME: return cg_call_rt(cg, "arrc_mpi_wtime", cg->f64, 0, NULL);
  case BI_NJIT_MPI_SEND:
    status = cg_call_rt(cg, "arrc_mpi_njit_send", cg->i32, 4,
                        (LLVMValueRef[]){array_arg(cg, call, 0), int_arg(cg, call, 1, 0), int_arg(cg, call, 2, 0), loc});
    break;
  case BI_NJIT_MPI_RECV:
    status = cg_call_rt(cg, "arrc_mpi_njit_recv", cg->i32, 4,
                        (LLVMValueRef[]){array_arg(cg, call, 0), int_arg(cg, call, 1, ARRC_MPI_ANY_SOURCE),
                                         int_arg(cg, call, 2, ARRC_MPI_ANY_TAG), loc});
    break;
  case BI_NJIT_MPI_SENDRECV:
    status = cg_call_rt(cg, "arrc_mpi_njit_sendrecv", cg->i32, 7,
                        (LLVMValueRef[]){array_arg(cg, call, 0), int_arg(cg, call, 1, 0), array_arg(cg, call, 2),
                                         int_arg(cg, call, 3, ARRC_MPI_ANY_SOURCE), int_arg(cg, call, 4, 0),
                                         int_arg(cg, call, 5, ARRC_MPI_ANY_TAG), loc});
    break;
  case BI_NJIT_MPI_ISEND:
  case BI_NJIT_MPI_IRECV: return lower_nonblocking(cg, call, id, loc);
  case BI_NJIT_MPI_WAIT:
  case BI_NJIT_MPI_TEST:
  case BI_NJIT_MPI_WAITALL:
  case BI_NJIT_MPI_WAITANY:
  case BI_NJIT_MPI_TESTALL:
  case BI_NJIT_MPI_TESTANY: return lower_requests(cg, call, id, loc);
  case BI_NJIT_MPI_ALLREDUCE:
  case BI_NJIT_MPI_REDUCE: return lower_collective_reduce(cg, call, id, loc);
  case BI_NJIT_MPI_BCAST:
    status = cg_call_rt(cg, "arrc_mpi_njit_bcast", cg->i32, 3,
                        (LLVMValueRef[]){array_arg(cg, call, 0), int_arg(cg, call, 1, 0), loc});
    break;
  case BI_NJIT_MPI_SCATTER:
  case BI_NJIT_MPI_GATHER:
  case BI_NJIT_MPI_ALLGATHER: {
    arrc_mpi_njit_collective which = id == BI_NJIT_MPI_SCATTER  ? ARRC_MPI_NJIT_SCATTER
                                     : id == BI_NJIT_MPI_GATHER ? ARRC_MPI_NJIT_GATHER
                                                                : ARRC_MPI_NJIT_ALLGATHER;
    status = cg_call_rt(cg, "arrc_mpi_njit_collect", cg->i32, 6,
                        (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)which, false), array_arg(cg, call, 0),
                                         array_arg(cg, call, 1), int_arg(cg, call, 2, 0), int_arg(cg, call, 3, 0),
                                         loc});
    break;
  }
  default: return lower_failed(cg, call);
  }
  return from_c_int(cg, status, call->type);
}
