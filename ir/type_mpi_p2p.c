/* The typing of mpi4py's point-to-point calls on buffers (comm.Send,
 * Recv, Ssend, Sendrecv, Sendrecv_replace, Isend, Issend, Irecv, Probe,
 * Iprobe), of its requests (req.Wait, Test, Cancel, Free and the static
 * MPI.Request.Waitall, Waitany, Testall, Testany) and of its statuses
 * (MPI.Status(), Get_source, Get_tag, Get_error, Get_count,
 * Get_elements, Is_cancelled). The signatures are mpi4py 3.1.4's: the
 * rows' params in ir/builtins.def give the keywords and their defaults,
 * so the rules here see every argument by position. */
#include <string.h>

#include "type_mpi_p2p.h"

/* mpi4py's calls are methods of Python objects: @jit code reaches MPI
 * through numba_mpi instead. */
static bool host_call(CallInfo *c) {
  if (c->where == FUNC_JIT || c->gpu) {
    call_error(c, "mpi4py's %s() runs in host code only; inside @jit functions use numba_mpi", c->path);
    return false;
  }
  return true;
}

/* Argument k, when given, is a rank or a tag: an int (or a bool, which
 * Python takes as one). */
static bool int_arg_ok(CallInfo *c, int k, const char *what) {
  if (k >= c->nargs)
    return true;
  const Type *t = c->types[k];
  if (type_is_int(t) || t->kind == TY_BOOL)
    return true;
  infer_error(c->I, infer_arg_loc(c->call, k), "%s() takes an int %s, not %s", c->path, what, t->name);
  return false;
}

/* Argument k, when given, is None or an MPI.Status() to fill. */
static bool status_arg_ok(CallInfo *c, int k) {
  if (k >= c->nargs)
    return true;
  const Type *t = c->types[k];
  if (t->kind == TY_NONE || mpi_is(t, MPI_OBJ_STATUS))
    return true;
  infer_error(c->I, infer_arg_loc(c->call, k), "%s() takes an MPI.Status() or None as its status, not %s", c->path,
              t->name);
  return false;
}

const Type *v_mpi_request(void) { return mpi_request_type(); }

static bool buffer_arg_ok(CallInfo *c, int k) {
  return mpi_buffer_ok(c, k, c->types[k], MPI_BUF_PLAIN, false);
}

/* comm.Send(buf, dest, tag=0) and comm.Ssend: None. */
const Type *t_mpi_send(CallInfo *c) {
  if (!host_call(c) || !buffer_arg_ok(c, 0) || !int_arg_ok(c, 1, "dest") || !int_arg_ok(c, 2, "tag"))
    return ty_error;
  return ty_none;
}

/* comm.Recv(buf, source=ANY_SOURCE, tag=ANY_TAG, status=None): None. */
const Type *t_mpi_recv(CallInfo *c) {
  if (!host_call(c) || !buffer_arg_ok(c, 0) || !int_arg_ok(c, 1, "source") || !int_arg_ok(c, 2, "tag") ||
      !status_arg_ok(c, 3))
    return ty_error;
  return ty_none;
}

/* comm.Sendrecv(sendbuf, dest, sendtag=0, recvbuf=None, source=ANY_SOURCE,
 * recvtag=ANY_TAG, status=None): None. mpi4py refuses recvbuf=None at run
 * time ("TypeError: message: expecting buffer or list/tuple"), which arrc
 * knows while compiling. */
const Type *t_mpi_sendrecv(CallInfo *c) {
  if (!host_call(c) || !buffer_arg_ok(c, 0) || !int_arg_ok(c, 1, "dest") || !int_arg_ok(c, 2, "sendtag"))
    return ty_error;
  if (c->nargs < 4 || c->types[3]->kind == TY_NONE)
    return call_error(c, "%s() needs a receive buffer (recvbuf=): mpi4py raises TypeError: message: "
                      "expecting buffer or list/tuple", c->path);
  if (!buffer_arg_ok(c, 3) || !int_arg_ok(c, 4, "source") || !int_arg_ok(c, 5, "recvtag") || !status_arg_ok(c, 6))
    return ty_error;
  return ty_none;
}

/* comm.Sendrecv_replace(buf, dest, sendtag=0, source=ANY_SOURCE,
 * recvtag=ANY_TAG, status=None): None. */
const Type *t_mpi_sendrecv_replace(CallInfo *c) {
  if (!host_call(c) || !buffer_arg_ok(c, 0) || !int_arg_ok(c, 1, "dest") || !int_arg_ok(c, 2, "sendtag") ||
      !int_arg_ok(c, 3, "source") || !int_arg_ok(c, 4, "recvtag") || !status_arg_ok(c, 5))
    return ty_error;
  return ty_none;
}

/* comm.Isend(buf, dest, tag=0) and comm.Issend: a Request. */
const Type *t_mpi_isend(CallInfo *c) {
  if (!host_call(c) || !buffer_arg_ok(c, 0) || !int_arg_ok(c, 1, "dest") || !int_arg_ok(c, 2, "tag"))
    return ty_error;
  return mpi_request_type();
}

/* comm.Irecv(buf, source=ANY_SOURCE, tag=ANY_TAG): a Request. */
const Type *t_mpi_irecv(CallInfo *c) {
  if (!host_call(c) || !buffer_arg_ok(c, 0) || !int_arg_ok(c, 1, "source") || !int_arg_ok(c, 2, "tag"))
    return ty_error;
  return mpi_request_type();
}

/* comm.Probe(source=ANY_SOURCE, tag=ANY_TAG, status=None), which returns
 * True, and comm.Iprobe, whether a message waits. */
const Type *t_mpi_probe(CallInfo *c) {
  if (!host_call(c) || !int_arg_ok(c, 0, "source") || !int_arg_ok(c, 1, "tag") || !status_arg_ok(c, 2))
    return ty_error;
  return ty_bool;
}

/* The methods of one request are called on it (req.Wait()), not through
 * the class (MPI.Request.Wait(req)). */
static bool on_request(CallInfo *c) {
  if (c->receiver && mpi_is(c->receiver->type, MPI_OBJ_REQUEST))
    return true;
  call_error(c, "%s() is a method of a request: call it on one (req.%s())", c->path, strrchr(c->path, '.') + 1);
  return false;
}

/* req.Wait(status=None), which returns True, and req.Test(status=None),
 * whether the request has completed. */
const Type *t_mpi_request_wait(CallInfo *c) {
  if (!host_call(c) || !on_request(c) || !status_arg_ok(c, 0))
    return ty_error;
  return ty_bool;
}

/* req.Cancel() and req.Free(): None. */
const Type *t_mpi_request_none(CallInfo *c) {
  if (!host_call(c) || !on_request(c))
    return ty_error;
  return ty_none;
}

/* Whether t is a sequence of objects of kind: a list of them, or a tuple
 * whose elements all are. */
static bool sequence_of(const Type *t, int kind) {
  if (t->kind == TY_LIST)
    return mpi_is(t->elem, kind);
  if (t->kind != TY_TUPLE)
    return false;
  for (int k = 0; k < t->n; k++)
    if (!mpi_is(t->elems[k], kind))
      return false;
  return true;
}

static bool requests_arg_ok(CallInfo *c) {
  if (sequence_of(c->types[0], MPI_OBJ_REQUEST))
    return true;
  infer_error(c->I, infer_arg_loc(c->call, 0), "%s() takes a list of requests (comm.Isend(...), comm.Irecv(...)), "
              "not %s", c->path, c->types[0]->name);
  return false;
}

/* MPI.Request.Waitall(requests, statuses=None), which returns True, and
 * MPI.Request.Testall, whether all have completed; statuses, when given,
 * is a list of MPI.Status() filled in the requests' order. */
const Type *t_mpi_request_all(CallInfo *c) {
  if (!host_call(c) || !requests_arg_ok(c))
    return ty_error;
  if (c->nargs > 1 && c->types[1]->kind != TY_NONE && !sequence_of(c->types[1], MPI_OBJ_STATUS))
    return infer_error(c->I, infer_arg_loc(c->call, 1), "%s() takes a list of MPI.Status() as its statuses, not %s",
                       c->path, c->types[1]->name);
  return ty_bool;
}

/* MPI.Request.Waitany(requests, status=None): the index of the request
 * that completed (MPI.UNDEFINED when none was active);
 * MPI.Request.Testany: the tuple (index, whether one completed). */
const Type *t_mpi_request_any(CallInfo *c) {
  if (!host_call(c) || !requests_arg_ok(c) || !status_arg_ok(c, 1))
    return ty_error;
  if (c->id == BI_MPI_REQUEST_TESTANY)
    return type_tuple(2, (const Type *[]){ty_int64, ty_bool});
  return ty_int64;
}

/* MPI.Status(): a new status, to pass as status=. */
const Type *t_mpi_status_new(CallInfo *c) { return host_call(c) ? mpi_status_type() : ty_error; }

static bool on_status(CallInfo *c) {
  if (c->receiver && mpi_is(c->receiver->type, MPI_OBJ_STATUS))
    return true;
  call_error(c, "%s() is a method of a status: call it on one (status.%s())", c->path, strrchr(c->path, '.') + 1);
  return false;
}

/* status.Get_source(), Get_tag(), Get_error(): ints. */
const Type *t_mpi_status_int(CallInfo *c) { return host_call(c) && on_status(c) ? ty_int64 : ty_error; }

/* status.Get_count(datatype=MPI.BYTE) and status.Get_elements(datatype):
 * how many elements of the datatype the message held. */
const Type *t_mpi_status_count(CallInfo *c) {
  if (!host_call(c) || !on_status(c))
    return ty_error;
  if (c->nargs > 0 && !mpi_is(c->types[0], MPI_OBJ_DATATYPE))
    return infer_error(c->I, infer_arg_loc(c->call, 0), "%s() takes an MPI datatype (MPI.DOUBLE), not %s", c->path,
                       c->types[0]->name);
  return ty_int64;
}

/* status.Is_cancelled(). */
const Type *t_mpi_status_bool(CallInfo *c) { return host_call(c) && on_status(c) ? ty_bool : ty_error; }
