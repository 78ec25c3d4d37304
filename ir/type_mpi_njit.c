/* The typing of numba_mpi's calls (ir/type_mpi_njit.h), as numba-mpi 1.3
 * defines them (numba_mpi/api/ in its repository):
 *
 * - Every call works on MPI_COMM_WORLD and returns MPI's error code (0,
 *   numba_mpi.SUCCESS, when it worked) rather than raising: a C int,
 *   int32 in jitted code and a Python int in host code, where numba-mpi's
 *   functions run as ordinary Python.
 * - Messages are NumPy arrays of the dtypes numba-mpi has an MPI datatype
 *   for (uint8, int32, int64, float64, complex64, complex128); any other
 *   dtype is its NotImplementedError when Numba compiles the call, so
 *   arrc refuses it when compiling. allreduce and reduce also take a
 *   number as their send object.
 * - isend and irecv return (status, request), the request an array of one
 *   MPI_Request handle (numba_mpi.RequestType, uintp); wait and test take
 *   one, and the waitall, waitany, testall and testany family an array of
 *   them or a tuple of such arrays. */
#include <string.h>

#include "type_mpi_njit.h"

const Type *v_njit_mpi_operator(void) { return type_mpi_object(MPI_OBJ_NJIT_OPERATOR, "Operator"); }
const Type *v_njit_mpi_success(void) { return ty_int64; }

/* A C int's type where the call is: numba-mpi's results are C ints, which
 * jitted code keeps as int32 and Python makes ints. */
static const Type *c_int(CallInfo *c) { return func_is_host(c->where) ? ty_int64 : ty_int32; }

/* The dtypes numba-mpi maps to an MPI datatype (numba_mpi/common.py). */
static bool message_dtype(const Type *t) {
  static const Type *const *const known[] = {&ty_uint8, &ty_int32, &ty_int64, &ty_float64, &ty_complex64,
                                             &ty_complex128};
  for (size_t k = 0; k < sizeof known / sizeof *known; k++)
    if (t == *known[k])
      return true;
  return false;
}

/* Checks that argument k, the parameter of that name, is a message
 * numba-mpi can send: a host array of one of its dtypes (or, with number,
 * a number of one). */
static bool message_ok(CallInfo *c, int k, const char *name, bool number) {
  const Type *t = c->types[k];
  SrcLoc loc = infer_arg_loc(c->call, k);
  const Type *elem = t;
  if (t->kind == TY_ARRAY) {
    if (t->device) {
      infer_error(c->I, loc, "%s() takes a host array as %s, not a device array (copy it to the host first with "
                  "copy_to_host())", c->path, name);
      return false;
    }
    elem = t->elem;
  } else if (!number || !type_is_number(t) || t->kind == TY_BOOL) {
    infer_error(c->I, loc, "%s() takes a NumPy array as %s%s, not %s (numba-mpi's TypeError: Unsupported type)",
                c->path, name, number ? " (or a number)" : "", t->name);
    return false;
  }
  if (!message_dtype(elem)) {
    infer_error(c->I, loc, "%s() cannot send %s %s: numba-mpi has MPI datatypes for uint8, int32, int64, "
                "float64, complex64 and complex128 only (its NotImplementedError: Type: %s)", c->path,
                t->kind == TY_ARRAY ? "an array of" : "a", elem->name, elem->name);
    return false;
  }
  return true;
}

/* Checks that the arguments named in names[k..], where given, are ints
 * (ranks, tags, counts); a NULL name skips its argument. */
static bool ints_ok(CallInfo *c, int k, const char *const *names) {
  for (; k < c->nargs; k++)
    if (names[k] && !type_is_int(c->types[k]) && c->types[k]->kind != TY_BOOL) {
      infer_error(c->I, infer_arg_loc(c->call, k), "%s() takes an int as %s, not %s", c->path, names[k],
                  c->types[k]->name);
      return false;
    }
  return true;
}

static const char *const send_params[] = {"data", "dest", "tag"};
static const char *const recv_params[] = {"data", "source", "tag"};
static const char *const sendrecv_params[] = {"senddata", "dest", NULL, "source", "sendtag", "recvtag"};
static const char *const reduce_params[] = {"sendobj", "recvobj", "operator", "root"};
static const char *const bcast_params[] = {"data", "root"};
static const char *const scatter_params[] = {"send_data", "recv_data", "count", "root"};

/* rank(), size(), query_thread(): np.intc values; barrier(): a status. */
const Type *t_njit_mpi_rank(CallInfo *c) { return c_int(c); }
const Type *t_njit_mpi_status(CallInfo *c) { return c_int(c); }
const Type *t_njit_mpi_wtime(CallInfo *c) {
  (void)c;
  return ty_float64;
}
const Type *t_njit_mpi_initialized(CallInfo *c) {
  (void)c;
  return ty_bool;
}

/* send(data, dest, tag=0) and recv(data, source=ANY_SOURCE, tag=ANY_TAG). */
const Type *t_njit_mpi_send(CallInfo *c) {
  const char *const *names = c->id == BI_NJIT_MPI_SEND ? send_params : recv_params;
  return message_ok(c, 0, "data", false) && ints_ok(c, 1, names) ? c_int(c) : ty_error;
}

/* sendrecv(senddata, dest, recvdata, source=ANY_SOURCE, sendtag=0,
 * recvtag=ANY_TAG). */
const Type *t_njit_mpi_sendrecv(CallInfo *c) {
  if (!message_ok(c, 0, "senddata", false) || !message_ok(c, 2, "recvdata", false))
    return ty_error;
  return ints_ok(c, 1, sendrecv_params) ? c_int(c) : ty_error;
}

/* The array of request handles isend and irecv make. */
static const Type *request_array(void) { return type_array(ty_uint64, 1, 'C'); }

/* isend(data, dest, tag=0) and irecv(data, source=ANY_SOURCE,
 * tag=ANY_TAG): (status, request). */
const Type *t_njit_mpi_isend(CallInfo *c) {
  const char *const *names = c->id == BI_NJIT_MPI_ISEND ? send_params : recv_params;
  if (!message_ok(c, 0, "data", false) || !ints_ok(c, 1, names))
    return ty_error;
  return type_tuple(2, (const Type *[]){c_int(c), request_array()});
}

/* Whether t holds MPI_Request handles: an array of 8-byte ints, which is
 * what numba_mpi.RequestType makes on Open MPI. */
static bool request_holder(const Type *t) {
  return t->kind == TY_ARRAY && !t->device && (t->elem == ty_uint64 || t->elem == ty_int64);
}

static const Type *not_requests(CallInfo *c, const char *what) {
  return infer_error(c->I, infer_arg_loc(c->call, 0), "%s() takes %s of MPI requests (what isend and irecv return, "
                     "or np.zeros(n, dtype=numba_mpi.RequestType)), not %s", c->path, what, c->types[0]->name);
}

/* wait(request) -> status; test(request) -> (status, flag). */
const Type *t_njit_mpi_wait(CallInfo *c) {
  if (!request_holder(c->types[0]))
    return not_requests(c, "an array");
  if (c->id == BI_NJIT_MPI_TEST)
    return type_tuple(2, (const Type *[]){c_int(c), ty_bool});
  return c_int(c);
}

/* waitall(requests) -> status, waitany -> (status, index), testall ->
 * (status, flag), testany -> (status, flag, index); requests is an array
 * of handles or a tuple of such arrays (numba-mpi stacks them with
 * np.hstack). */
const Type *t_njit_mpi_waitall(CallInfo *c) {
  const Type *t = c->types[0];
  bool ok = request_holder(t);
  if (t->kind == TY_TUPLE) {
    ok = t->n > 0;
    for (int k = 0; k < t->n; k++)
      ok = ok && request_holder(t->elems[k]) && t->elems[k]->elem == t->elems[0]->elem;
  }
  if (!ok)
    return not_requests(c, "an array or a tuple of arrays");
  const Type *index = c_int(c);
  switch (c->id) {
  case BI_NJIT_MPI_WAITANY: return type_tuple(2, (const Type *[]){c_int(c), index});
  case BI_NJIT_MPI_TESTALL: return type_tuple(2, (const Type *[]){c_int(c), ty_bool});
  case BI_NJIT_MPI_TESTANY: return type_tuple(3, (const Type *[]){c_int(c), ty_bool, index});
  default: return c_int(c);
  }
}

/* allreduce(sendobj, recvobj, operator=Operator.SUM) and
 * reduce(sendobj, recvobj, operator, root). */
const Type *t_njit_mpi_reduce(CallInfo *c) {
  if (!message_ok(c, 0, "sendobj", true) || !message_ok(c, 1, "recvobj", false))
    return ty_error;
  if (c->nargs > 2 && !mpi_is(c->types[2], MPI_OBJ_NJIT_OPERATOR))
    return infer_error(c->I, infer_arg_loc(c->call, 2), "%s() takes a member of numba_mpi.Operator (SUM, MIN, MAX) "
                       "as operator, not %s", c->path, c->types[2]->name);
  return ints_ok(c, 3, reduce_params) ? c_int(c) : ty_error;
}

/* bcast(data, root). */
const Type *t_njit_mpi_bcast(CallInfo *c) {
  return message_ok(c, 0, "data", false) && ints_ok(c, 1, bcast_params) ? c_int(c) : ty_error;
}

/* scatter(send_data, recv_data, count, root), gather(...) and
 * allgather(send_data, recv_data, count). */
const Type *t_njit_mpi_scatter(CallInfo *c) {
  return message_ok(c, 0, "send_data", false) && message_ok(c, 1, "recv_data", false) && ints_ok(c, 2, scatter_params)
             ? c_int(c)
             : ty_error;
}
