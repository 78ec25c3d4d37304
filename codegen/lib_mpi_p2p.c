/* The lowerings of mpi4py's point-to-point calls on buffers, requests and
 * statuses (ir/type_mpi_p2p.c types them): each is one call of
 * runtime/mpi_p2p.c. Inference has put every argument in its position
 * (the rows' params), so an argument left out takes mpi4py's default
 * here. Requests and statuses are int64 handles. */
#include "lib_mpi.h"
#include "type_mpi.h"

/* The status argument k: its handle, or -1 for None or none given
 * (MPI_STATUS_IGNORE). */
static LLVMValueRef status_arg(Cg *cg, const Instr *call, int k) {
  if (k >= nargs(call) || !mpi_is(arg_instr(call, k)->type, MPI_OBJ_STATUS))
    return cg_i64(cg, -1);
  return cg_value(cg, arg_instr(call, k));
}

static LLVMValueRef flag(Cg *cg, LLVMValueRef v) {
  return LLVMBuildICmp(cg->b, LLVMIntNE, v, LLVMConstInt(cg->i8, 0, 0), "");
}

/* The handles of a list or tuple of requests (or of statuses) as a
 * pointer to int64s and their number: a list's own elements, a tuple's
 * copied to the stack. */
static void handles_arg(Cg *cg, const Instr *a, LLVMValueRef *data, LLVMValueRef *n) {
  const Type *t = a->type;
  LLVMValueRef v = cg_value(cg, a);
  if (t->kind == TY_LIST) {
    *n = cg_list_len(cg, v);
    LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, v, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_list, data))}, 1, "");
    *data = LLVMBuildLoad2(cg->b, cg->ptr, p, "");
    return;
  }
  LLVMTypeRef at = LLVMArrayType2(cg->i64, (uint64_t)(t->n ? t->n : 1));
  LLVMValueRef buf = cg_alloca(cg, at, "handles");
  for (int k = 0; k < t->n; k++) {
    LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i64, buf, (LLVMValueRef[]){cg_i64(cg, k)}, 1, "");
    LLVMBuildStore(cg->b, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), p);
  }
  *data = buf;
  *n = cg_i64(cg, t->n);
}

/* comm.Send(buf, dest, tag=0), Ssend, Isend and Issend. */
static LLVMValueRef send(Cg *cg, const Instr *call, const char *fn, LLVMTypeRef ret, bool synchronous,
                         LLVMValueRef loc) {
  LLVMValueRef buf[3];
  cg_mpi_buffer(cg, arg_instr(call, 0), buf);
  LLVMValueRef args[] = {cg_mpi_comm(cg, call), buf[0], buf[1], buf[2], cg_mpi_int_arg(cg, call, 1, NULL, 0),
                         cg_mpi_int_arg(cg, call, 2, NULL, 0), LLVMConstInt(cg->i8, synchronous, 0), loc};
  return cg_call_rt(cg, fn, ret, 8, args);
}

static LLVMValueRef recv(Cg *cg, const Instr *call, LLVMValueRef loc) {
  LLVMValueRef buf[3];
  cg_mpi_buffer(cg, arg_instr(call, 0), buf);
  LLVMValueRef args[] = {cg_mpi_comm(cg, call),
                         buf[0],
                         buf[1],
                         buf[2],
                         cg_mpi_int_arg(cg, call, 1, NULL, ARRC_MPI_ANY_SOURCE),
                         cg_mpi_int_arg(cg, call, 2, NULL, ARRC_MPI_ANY_TAG),
                         status_arg(cg, call, 3),
                         loc};
  cg_call_rt(cg, "arrc_mpi_recv", cg->void_, 8, args);
  return NULL;
}

static LLVMValueRef sendrecv(Cg *cg, const Instr *call, LLVMValueRef loc) {
  LLVMValueRef s[3], r[3];
  cg_mpi_buffer(cg, arg_instr(call, 0), s);
  cg_mpi_buffer(cg, arg_instr(call, 3), r);
  LLVMValueRef args[] = {cg_mpi_comm(cg, call),
                         s[0],
                         s[1],
                         s[2],
                         cg_mpi_int_arg(cg, call, 1, NULL, 0),
                         cg_mpi_int_arg(cg, call, 2, NULL, 0),
                         r[0],
                         r[1],
                         r[2],
                         cg_mpi_int_arg(cg, call, 4, NULL, ARRC_MPI_ANY_SOURCE),
                         cg_mpi_int_arg(cg, call, 5, NULL, ARRC_MPI_ANY_TAG),
                         status_arg(cg, call, 6),
                         loc};
  cg_call_rt(cg, "arrc_mpi_sendrecv", cg->void_, 13, args);
  return NULL;
}

static LLVMValueRef sendrecv_replace(Cg *cg, const Instr *call, LLVMValueRef loc) {
  LLVMValueRef buf[3];
  cg_mpi_buffer(cg, arg_instr(call, 0), buf);
  LLVMValueRef args[] = {cg_mpi_comm(cg, call),
                         buf[0],
                         buf[1],
                         buf[2],
                         cg_mpi_int_arg(cg, call, 1, NULL, 0),
                         cg_mpi_int_arg(cg, call, 2, NULL, 0),
                         cg_mpi_int_arg(cg, call, 3, NULL, ARRC_MPI_ANY_SOURCE),
                         cg_mpi_int_arg(cg, call, 4, NULL, ARRC_MPI_ANY_TAG),
                         status_arg(cg, call, 5),
                         loc};
  cg_call_rt(cg, "arrc_mpi_sendrecv_replace", cg->void_, 10, args);
  return NULL;
}

static LLVMValueRef irecv(Cg *cg, const Instr *call, LLVMValueRef loc) {
  LLVMValueRef buf[3];
  cg_mpi_buffer(cg, arg_instr(call, 0), buf);
  LLVMValueRef args[] = {cg_mpi_comm(cg, call),
                         buf[0],
                         buf[1],
                         buf[2],
                         cg_mpi_int_arg(cg, call, 1, NULL, ARRC_MPI_ANY_SOURCE),
                         cg_mpi_int_arg(cg, call, 2, NULL, ARRC_MPI_ANY_TAG),
                         loc};
  return cg_call_rt(cg, "arrc_mpi_irecv", cg->i64, 7, args);
}

static LLVMValueRef probe(Cg *cg, const Instr *call, bool blocking, LLVMValueRef loc) {
  LLVMValueRef args[] = {cg_mpi_comm(cg, call), cg_mpi_int_arg(cg, call, 0, NULL, ARRC_MPI_ANY_SOURCE),
                         cg_mpi_int_arg(cg, call, 1, NULL, ARRC_MPI_ANY_TAG), status_arg(cg, call, 2),
                         LLVMConstInt(cg->i8, blocking, 0), loc};
  return flag(cg, cg_call_rt(cg, "arrc_mpi_probe", cg->i8, 6, args));
}

/* MPI.Request.Waitall(requests, statuses=None) and Testall. */
static LLVMValueRef all(Cg *cg, const Instr *call, const char *fn, LLVMValueRef loc) {
  LLVMValueRef reqs, n, sts = LLVMConstNull(cg->ptr), nst = cg_i64(cg, 0);
  handles_arg(cg, arg_instr(call, 0), &reqs, &n);
  if (nargs(call) > 1 && arg_instr(call, 1)->type->kind != TY_NONE)
    handles_arg(cg, arg_instr(call, 1), &sts, &nst);
  return flag(cg, cg_call_rt(cg, fn, cg->i8, 5, (LLVMValueRef[]){reqs, n, sts, nst, loc}));
}

/* MPI.Request.Waitany(requests, status=None): the index; Testany: the
 * tuple (index, whether one completed). */
static LLVMValueRef any(Cg *cg, const Instr *call, bool test, LLVMValueRef loc) {
  LLVMValueRef reqs, n;
  handles_arg(cg, arg_instr(call, 0), &reqs, &n);
  LLVMValueRef completed = test ? cg_alloca(cg, cg->i8, "completed") : LLVMConstNull(cg->ptr);
  LLVMValueRef index = cg_call_rt(cg, "arrc_mpi_waitany", cg->i64, 5,
                                  (LLVMValueRef[]){reqs, n, status_arg(cg, call, 1), completed, loc});
  if (!test)
    return index;
  LLVMValueRef t = LLVMGetUndef(cg_type(cg, call->type));
  t = LLVMBuildInsertValue(cg->b, t, index, 0, "");
  return LLVMBuildInsertValue(cg->b, t, flag(cg, LLVMBuildLoad2(cg->b, cg->i8, completed, "")), 1, "");
}

/* The object of a method call: a request or a status. */
static LLVMValueRef self(Cg *cg, const Instr *call) { return cg_value(cg, receiver(call)); }

LLVMValueRef lower_mpi_p2p(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc);
  switch (id) {
  case BI_MPI_REQUEST_NULL: return cg_i64(cg, ARRC_MPI_REQUEST_NULL);
  case BI_MPI_COMM_SEND: send(cg, call, "arrc_mpi_send", cg->void_, false, loc); return NULL;
  case BI_MPI_COMM_SSEND: send(cg, call, "arrc_mpi_send", cg->void_, true, loc); return NULL;
  case BI_MPI_COMM_ISEND: return send(cg, call, "arrc_mpi_isend", cg->i64, false, loc);
  case BI_MPI_COMM_ISSEND: return send(cg, call, "arrc_mpi_isend", cg->i64, true, loc);
  case BI_MPI_COMM_RECV: return recv(cg, call, loc);
  case BI_MPI_COMM_IRECV: return irecv(cg, call, loc);
  case BI_MPI_COMM_SENDRECV: return sendrecv(cg, call, loc);
  case BI_MPI_COMM_SENDRECV_REPLACE: return sendrecv_replace(cg, call, loc);
  case BI_MPI_COMM_PROBE: return probe(cg, call, true, loc);
  case BI_MPI_COMM_IPROBE: return probe(cg, call, false, loc);
  case BI_MPI_REQUEST_WAIT:
    return flag(cg, cg_call_rt(cg, "arrc_mpi_request_wait", cg->i8, 3,
                               (LLVMValueRef[]){self(cg, call), status_arg(cg, call, 0), loc}));
  case BI_MPI_REQUEST_TEST:
    return flag(cg, cg_call_rt(cg, "arrc_mpi_request_test", cg->i8, 3,
                               (LLVMValueRef[]){self(cg, call), status_arg(cg, call, 0), loc}));
  case BI_MPI_REQUEST_CANCEL:
    cg_call_rt(cg, "arrc_mpi_request_cancel", cg->void_, 2, (LLVMValueRef[]){self(cg, call), loc});
    return NULL;
  case BI_MPI_REQUEST_FREE:
    cg_call_rt(cg, "arrc_mpi_request_free", cg->void_, 2, (LLVMValueRef[]){self(cg, call), loc});
    return NULL;
  case BI_MPI_REQUEST_WAITALL: return all(cg, call, "arrc_mpi_waitall", loc);
  case BI_MPI_REQUEST_TESTALL: return all(cg, call, "arrc_mpi_testall", loc);
  case BI_MPI_REQUEST_WAITANY: return any(cg, call, false, loc);
  case BI_MPI_REQUEST_TESTANY: return any(cg, call, true, loc);
  case BI_MPI_STATUS: return cg_call_rt(cg, "arrc_mpi_status_new", cg->i64, 0, NULL);
  case BI_MPI_STATUS_GET_SOURCE:
  case BI_MPI_STATUS_GET_TAG:
  case BI_MPI_STATUS_GET_ERROR: return cg_mpi_status_field(cg, id, self(cg, call), loc);
  case BI_MPI_STATUS_GET_COUNT:
  case BI_MPI_STATUS_GET_ELEMENTS: {
    LLVMValueRef dt = nargs(call) > 0 ? cg_value(cg, arg_instr(call, 0)) : cg_i64(cg, -1);
    LLVMValueRef elements = LLVMConstInt(cg->i8, id == BI_MPI_STATUS_GET_ELEMENTS, 0);
    return cg_call_rt(cg, "arrc_mpi_status_count", cg->i64, 4, (LLVMValueRef[]){self(cg, call), dt, elements, loc});
  }
  case BI_MPI_STATUS_IS_CANCELLED:
    return flag(cg, cg_call_rt(cg, "arrc_mpi_status_cancelled", cg->i8, 2, (LLVMValueRef[]){self(cg, call), loc}));
  default: return lower_failed(cg, call);
  }
}

LLVMValueRef cg_mpi_status_field(Cg *cg, BuiltinId id, LLVMValueRef status, LLVMValueRef loc) {
  const char *fn = id == BI_MPI_STATUS_GET_SOURCE ? "arrc_mpi_status_source"
                   : id == BI_MPI_STATUS_GET_TAG  ? "arrc_mpi_status_tag"
                                                  : "arrc_mpi_status_error";
  return cg_call_rt(cg, fn, cg->i64, 2, (LLVMValueRef[]){status, loc});
}
