/* The typing of mpi4py's lowercase methods, which send Python values
 * (ir/type_mpi_obj.h). mpi4py pickles any object; arrc sends the values
 * whose types it knows when compiling: numbers, strings, None, tuples,
 * lists and NumPy arrays, and nests of them.
 *
 * What a call receives has the type of what was sent: bcast(x),
 * allreduce(x) and reduce(x) give x's type (reduce's may be None, off the
 * root), gather(x) a list of them that may be None, allgather(x) a list,
 * scatter(lst) an element of lst, alltoall(lst) a list like lst. recv()
 * names no type at all: arrc takes it from the values the program's send
 * and isend calls send, which must all have one type. */
#include <string.h>

#include "type_mpi.h"
#include "type_mpi_obj.h"

/* How users write the method called: comm.bcast, req.wait. */
static const char *shown(const CallInfo *c) {
  const char *method = strrchr(c->path, '.') + 1;
  bool request = strstr(c->path, ".Request.") != NULL;
  return arena_printf(infer_arena(c->I), "%s.%s", request ? "req" : "comm", method);
}

static bool host_only(CallInfo *c) {
  if (c->where == FUNC_JIT || c->gpu) {
    call_error(c, "mpi4py's %s() runs in host code only; inside @jit functions use numba_mpi", shown(c));
    return false;
  }
  return true;
}

const Type *mpi_obj_message_type(const Type *t, const char **why) {
  switch (t->kind) {
  case TY_NONE: case TY_BOOL: case TY_INT: case TY_FLOAT: case TY_COMPLEX: case TY_STR:
    return t;
  case TY_ARRAY:
    if (t->device) {
      *why = "a device array (copy it to the host first with copy_to_host())";
      return NULL;
    }
    /* NumPy's pickle keeps a Fortran-ordered array's order, and arrc's
     * serializer does too; an array of any layout may arrive in either. */
    return t;
  case TY_TUPLE: {
    const Type *elems[64];
    if (t->n > 64) {
      *why = "a tuple of more than 64 elements";
      return NULL;
    }
    for (int k = 0; k < t->n; k++)
      if (!(elems[k] = mpi_obj_message_type(t->elems[k], why)))
        return NULL;
    return t->func ? type_named_tuple(t->func, t->n, elems) : type_tuple(t->n, elems);
  }
  case TY_LIST: {
    if (!t->elem) {
      *why = "an empty list whose element type arrc does not know";
      return NULL;
    }
    const Type *e = mpi_obj_message_type(t->elem, why);
    return e ? type_list_like(t, e) : NULL;
  }
  case TY_DICT: {
    if (!t->elem || !t->value) {
      *why = "an empty dict whose key and value types arrc does not know";
      return NULL;
    }
    const Type *k = mpi_obj_message_type(t->elem, why), *v = k ? mpi_obj_message_type(t->value, why) : NULL;
    return v ? type_dict_like(t, k, v) : NULL;
  }
  case TY_OPTIONAL: {
    const Type *e = mpi_obj_message_type(t->elem, why);
    return e ? type_optional(e) : NULL;
  }
  default:
    *why = t->name;
    return NULL;
  }
}

/* Whether t holds an empty list whose element type a later append will
 * give: the call must wait for it. */
static bool still_open(const Type *t) {
  switch (t->kind) {
  case TY_LIST: return !t->elem || still_open(t->elem);
  case TY_DICT: return !t->elem || !t->value || still_open(t->value);
  case TY_OPTIONAL: return still_open(t->elem);
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      if (still_open(t->elems[k]))
        return true;
    return false;
  default: return false;
  }
}

/* Whether some argument's type is still open (still_open). */
static bool waits(const CallInfo *c) {
  for (int k = 0; k < c->nargs; k++)
    if (still_open(c->types[k]))
      return true;
  return false;
}

/* Argument k's type as a message, or NULL after reporting why not. */
static const Type *message_arg(CallInfo *c, int k, bool strip_optional) {
  const Type *t = c->types[k];
  if (strip_optional)
    t = type_strip_optional(t);
  const char *why = NULL;
  const Type *m = mpi_obj_message_type(t, &why);
  if (!m)
    infer_error(c->I, infer_arg_loc(c->call, k), "%s() sends ints, floats, bools, complex numbers, strings, None, "
                "tuples, lists, dicts and NumPy arrays, not %s", shown(c), why);
  return m;
}

/* An int argument (dest, tag, root, source), absent or None allowed
 * where optional. */
static bool int_args(CallInfo *c, int from) {
  for (int k = from; k < c->nargs; k++) {
    const Type *t = c->types[k];
    if (!type_is_int(t) && t->kind != TY_BOOL && t->kind != TY_NONE) {
      infer_error(c->I, infer_arg_loc(c->call, k), "%s() takes an int here, not %s", shown(c), t->name);
      return false;
    }
  }
  return true;
}

/* ---- send and recv ---------------------------------------------------------------- */

static bool is_row(const Instr *i, BuiltinId a, BuiltinId b) {
  if (i->op != IR_CALL)
    return false;
  const Type *t = ir_resolve(i->ops.v[0])->type;
  return t && t->kind == TY_BUILTIN && (t->id == (int)a || t->id == (int)b);
}

/* Whether i may become a send once typed: a call of an attribute named
 * send or isend whose object is not typed yet. */
static bool may_send(const Instr *i) {
  if (i->op != IR_CALL)
    return false;
  const Instr *callee = ir_resolve(i->ops.v[0]);
  if (callee->type || callee->op != IR_GETATTR)
    return false;
  return strcmp(callee->imm.str.s, "send") == 0 || strcmp(callee->imm.str.s, "isend") == 0;
}

/* The tag of a send call when it is a constant (tag=0 when absent). */
static bool send_tag(const Instr *send, int64_t *tag) {
  int npos = send->ops.len - 1 - send->nkw;
  const Instr *t = npos > 2 ? send->ops.v[3] : NULL;
  for (int k = 0; k < send->nkw && !t; k++)
    if (strcmp(send->kwnames[k], "tag") == 0)
      t = send->ops.v[1 + npos + k];
  if (!t) {
    *tag = 0;
    return true;
  }
  return infer_const_int(ir_resolve(t), tag);
}

/* The one type of every value the program's send and isend calls send:
 * NULL with *none set when there is none, NULL with *clash set to the
 * first call of another type when they differ; ty_pending while none is
 * typed but some call may still become a send. */
static const Type *sent_type(const Module *m, bool by_tag, int64_t tag, const Instr **first, const Instr **clash,
                             bool *none) {
  const Type *t = NULL;
  bool waiting = false;
  *first = *clash = NULL;
  *none = false;
  for (const Func *f = m->funcs; f; f = f->next_in_module)
    for (const Block *b = f->entry; b; b = b->next_in_func)
      for (const Instr *i = b->first; i; i = i->next) {
        if (may_send(i)) {
          waiting = true;
          continue;
        }
        if (!is_row(i, BI_MPI_COMM_SEND_OBJ, BI_MPI_COMM_ISEND_OBJ) || i->ops.len < 2)
          continue;
        int64_t sent_tag;
        if (by_tag && send_tag(i, &sent_tag) && sent_tag != tag)
          continue;
        const Instr *a = ir_resolve(i->ops.v[1]);
        const char *why;
        const Type *at = a->type ? mpi_obj_message_type(a->type, &why) : NULL;
        if (!at) {
          waiting |= !a->type;
          continue;
        }
        if (t && at != t) {
          *clash = i;
          return NULL;
        }
        if (!t)
          *first = i;
        t = at;
      }
  if (!t && waiting)
    return ty_pending;
  *none = !t;
  return t;
}

static const Type *sends_clash(CallInfo *c, const Instr *first, const Instr *clash) {
  return infer_error(c->I, c->call->loc,
                     "arrc types comm.recv() from the comm.send() and comm.isend() calls of the program (those "
                     "of its tag, when the receive names a constant tag), which must all send values of one "
                     "type; the send at line %d sends %s and the one at line %d %s (convert them to one type, "
                     "or give each kind of message its own tag)", first->loc.line, ir_resolve(first->ops.v[1])->type->name, clash->loc.line,
                     ir_resolve(clash->ops.v[1])->type->name);
}

const Type *t_mpi_obj_send(CallInfo *c) {
  if (waits(c))
    return ty_pending;
  if (!host_only(c) || !message_arg(c, 0, false) || !int_args(c, 1))
    return ty_error;
  return c->id == BI_MPI_COMM_ISEND_OBJ ? mpi_request_type() : ty_none;
}

const Type *t_mpi_obj_isend(CallInfo *c) { return t_mpi_obj_send(c); }

/* The type of what a receive of this tag gets (tag_arg: the receive's
 * tag argument, NULL when absent), or an error saying why arrc cannot
 * tell; ty_pending while the sends are not typed. */
static const Type *received_type(CallInfo *c, const Instr *tag_arg) {
  /* A receive of one tag gets what the sends of that tag send. */
  int64_t tag = ARRC_MPI_ANY_TAG;
  bool by_tag = tag_arg && infer_const_int(ir_resolve(tag_arg), &tag) && tag != ARRC_MPI_ANY_TAG;
  const Instr *first, *clash;
  bool none;
  const Type *t = sent_type(c->call->block->func->module, by_tag, tag, &first, &clash, &none);
  if (clash)
    return sends_clash(c, first, clash);
  if (none)
    return infer_error(c->I, c->call->loc, "arrc types comm.recv() from the comm.send() and comm.isend() calls of "
                       "the program, and this program has none that it can type; send the value with "
                       "comm.send(obj, dest) in the same program");
  return t;
}

/* comm.irecv(buf=None, source=ANY_SOURCE, tag=ANY_TAG): a request whose
 * wait() gives the value. */
const Type *t_mpi_obj_irecv(CallInfo *c) {
  if (!host_only(c))
    return ty_error;
  if (c->nargs > 0 && c->types[0]->kind != TY_NONE)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "comm.irecv()'s buf= is not supported by arrc: the value "
                       "received is a new object");
  for (int k = 1; k < c->nargs; k++)
    if (!type_is_int(c->types[k]) && c->types[k]->kind != TY_NONE)
      return infer_error(c->I, infer_arg_loc(c->call, k), "comm.irecv() takes an int here, not %s",
                         c->types[k]->name);
  return type_mpi_object(MPI_OBJ_RECV_REQUEST, "Request");
}

const Type *t_mpi_obj_recv(CallInfo *c) {
  if (!host_only(c))
    return ty_error;
  if (c->nargs > 0 && c->types[0]->kind != TY_NONE)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "comm.recv()'s buf= is not supported by arrc: the value "
                       "received is a new object");
  if (c->nargs > 3 && c->types[3]->kind != TY_NONE)
    return infer_error(c->I, infer_arg_loc(c->call, 3), "comm.recv()'s status= is not supported by arrc yet; "
                       "send the source or the tag inside the value");
  for (int k = 1; k < c->nargs && k < 3; k++)
    if (!type_is_int(c->types[k]) && c->types[k]->kind != TY_NONE)
      return infer_error(c->I, infer_arg_loc(c->call, k), "comm.recv() takes an int here, not %s",
                         c->types[k]->name);
  return received_type(c, c->nargs > 2 ? c->args[2] : NULL);
}

/* comm.sendrecv(sendobj, dest, sendtag=0, recvbuf=None, source=ANY_SOURCE,
 * recvtag=ANY_TAG, status=None): the value received has the type of the
 * one sent, since the ranks run the same statement. */
const Type *t_mpi_obj_sendrecv(CallInfo *c) {
  if (waits(c))
    return ty_pending;
  if (!host_only(c))
    return ty_error;
  const Type *m = message_arg(c, 0, false);
  if (!m)
    return ty_error;
  if (c->nargs > 3 && c->types[3]->kind != TY_NONE)
    return infer_error(c->I, infer_arg_loc(c->call, 3), "comm.sendrecv()'s recvbuf= is not supported by arrc: the "
                       "value received is a new object");
  if (c->nargs > 6 && c->types[6]->kind != TY_NONE)
    return infer_error(c->I, infer_arg_loc(c->call, 6), "comm.sendrecv()'s status= is not supported by arrc yet");
  for (int k = 1; k < c->nargs && k < 6; k++)
    if (k != 3 && !type_is_int(c->types[k]) && c->types[k]->kind != TY_NONE)
      return infer_error(c->I, infer_arg_loc(c->call, k), "comm.sendrecv() takes an int here, not %s",
                         c->types[k]->name);
  return m;
}

/* The irecv call that made request value v, or NULL. */
static const Instr *irecv_of(const Instr *v) {
  v = v ? ir_resolve(v) : NULL;
  return v && is_row(v, BI_MPI_COMM_IRECV_OBJ, BI_MPI_COMM_IRECV_OBJ) ? v : NULL;
}

/* req.wait() and req.test() of comm.isend's requests (None, and whether
 * the send is done), and req.wait() of comm.irecv's (the value). */
const Type *t_mpi_obj_wait(CallInfo *c) {
  if (!host_only(c))
    return ty_error;
  if (c->nargs > 0 && c->types[0]->kind != TY_NONE)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "%s()'s status= is not supported by arrc yet", shown(c));
  if (!c->receiver || !mpi_is(c->receiver->type, MPI_OBJ_RECV_REQUEST))
    return c->id == BI_MPI_REQUEST_TEST_OBJ ? ty_bool : ty_none;
  if (c->id == BI_MPI_REQUEST_TEST_OBJ)
    return infer_error(c->I, c->call->loc, "req.test() of a comm.irecv() request is not supported by arrc; use "
                       "req.wait()");
  const Instr *irecv = irecv_of(c->receiver);
  if (!irecv)
    return infer_error(c->I, c->call->loc, "arrc types req.wait() of a comm.irecv() request from the irecv call "
                       "that made it; call wait() on the variable the irecv call was assigned to");
  int npos = irecv->ops.len - 1 - irecv->nkw;
  return received_type(c, npos > 2 ? irecv->ops.v[3] : NULL);
}

/* ---- collectives ------------------------------------------------------------------ */

/* bcast(obj, root=0): the value the root sends. The common
 * `data = None` on the other ranks makes obj's type optional; the value
 * received is the root's, never None. */
const Type *t_mpi_obj_bcast(CallInfo *c) {
  if (waits(c))
    return ty_pending;
  if (!host_only(c) || !int_args(c, 1))
    return ty_error;
  if (c->types[0]->kind == TY_NONE)
    return ir_resolve(c->args[0])->op == IR_PHI ? ty_pending : ty_none;
  const Type *m = message_arg(c, 0, true);
  return m ? m : ty_error;
}

/* The op argument: an MPI operator, or None (SUM). */
static bool op_arg(CallInfo *c, int k) {
  if (k >= c->nargs || c->types[k]->kind == TY_NONE || mpi_is(c->types[k], MPI_OBJ_OP))
    return true;
  infer_error(c->I, infer_arg_loc(c->call, k), "%s() takes an MPI operator (MPI.SUM, MPI.MAX, ...) as op, not %s",
              shown(c), c->types[k]->name);
  return false;
}

int mpi_obj_constant_op(const Instr *call) {
  if (call->ops.len - 1 - call->nkw < 2)
    return ARRC_MPI_OP_SUM;
  const Instr *o = ir_resolve(call->ops.v[2]);
  if (o->type && o->type->kind == TY_NONE)
    return ARRC_MPI_OP_SUM;
  if (o->op != IR_GLOBAL || !o->imm.sym || o->imm.sym->kind != SYM_BUILTIN)
    return -1;
  int code = (int)o->imm.sym->builtin - (int)BI_MPI_OP_SUM;
  return code >= 0 && code < ARRC_MPI_OP_COUNT ? code : -1;
}

/* reduce(sendobj, op=SUM, root=0): None off the root; allreduce(sendobj,
 * op=SUM): every rank's. mpi4py's logical operators give bool(x) &
 * bool(y), a bool whatever the values are. */
const Type *t_mpi_obj_reduce(CallInfo *c) {
  if (waits(c))
    return ty_pending;
  if (!host_only(c) || !op_arg(c, 1) || !int_args(c, 2))
    return ty_error;
  const Type *m = message_arg(c, 0, false);
  if (!m)
    return ty_error;
  int op = mpi_obj_constant_op(c->call);
  if (op == ARRC_MPI_OP_LAND || op == ARRC_MPI_OP_LOR || op == ARRC_MPI_OP_LXOR)
    m = ty_bool;
  return c->id == BI_MPI_COMM_REDUCE_OBJ ? type_optional(m) : m;
}

/* gather(sendobj, root=0): a list on the root, None elsewhere;
 * allgather(sendobj): the list on every rank. */
const Type *t_mpi_obj_gather(CallInfo *c) {
  if (waits(c))
    return ty_pending;
  if (!host_only(c) || !int_args(c, 1))
    return ty_error;
  const Type *m = message_arg(c, 0, false);
  if (!m)
    return ty_error;
  const Type *l = type_list(m);
  return c->id == BI_MPI_COMM_GATHER_OBJ ? type_optional(l) : l;
}

/* The list argument of scatter and alltoall (optional for scatter, whose
 * other ranks pass None), or NULL after reporting. */
static const Type *list_arg(CallInfo *c) {
  const Type *t = c->types[0];
  if (c->id == BI_MPI_COMM_SCATTER_OBJ)
    t = type_strip_optional(t);
  if (t->kind != TY_LIST && t->kind != TY_TUPLE) {
    infer_error(c->I, infer_arg_loc(c->call, 0), "%s() takes a list of one value per rank, not %s", shown(c),
                t->name);
    return NULL;
  }
  if (t->kind == TY_TUPLE) {
    infer_error(c->I, infer_arg_loc(c->call, 0), "%s() of a tuple is not supported by arrc: pass a list (one value "
                "per rank, all of one type)", shown(c));
    return NULL;
  }
  const char *why = NULL;
  const Type *m = mpi_obj_message_type(t, &why);
  if (!m)
    infer_error(c->I, infer_arg_loc(c->call, 0), "%s() sends ints, floats, bools, complex numbers, strings, None, "
                "tuples, lists, dicts and NumPy arrays, not %s", shown(c), why);
  return m;
}

const Type *t_mpi_obj_scatter(CallInfo *c) {
  /* None: the other ranks' `chunks = None`, before the root's list
   * reaches the variable in a later pass. */
  if (waits(c) || c->types[0]->kind == TY_NONE)
    return ty_pending;
  if (!host_only(c) || !int_args(c, 1))
    return ty_error;
  const Type *l = list_arg(c);
  return l ? l->elem : ty_error;
}

const Type *t_mpi_obj_alltoall(CallInfo *c) {
  if (waits(c))
    return ty_pending;
  if (!host_only(c))
    return ty_error;
  const Type *l = list_arg(c);
  return l ? type_list(l->elem) : ty_error;
}

/* ---- where a received number comes from ------------------------------------------- */

bool mpi_obj_passes_value(BuiltinId id) {
  switch (id) {
  case BI_MPI_COMM_RECV_OBJ: case BI_MPI_REQUEST_WAIT_OBJ: case BI_MPI_COMM_SENDRECV_OBJ: case BI_MPI_COMM_BCAST_OBJ:
  case BI_MPI_COMM_REDUCE_OBJ: case BI_MPI_COMM_ALLREDUCE_OBJ:
    return true;
  default:
    return false;
  }
}

int mpi_obj_value_sources(const Instr *call, const Instr **out, int max) {
  const Type *callee = ir_resolve(call->ops.v[0])->type;
  if (!callee || callee->kind != TY_BUILTIN)
    return 0;
  if (callee->id != (int)BI_MPI_COMM_RECV_OBJ && callee->id != (int)BI_MPI_REQUEST_WAIT_OBJ)
    return call->ops.len > 1 && max > 0 ? (out[0] = call->ops.v[1], 1) : 0;
  int n = 0;
  const Module *m = call->block->func->module;
  for (const Func *f = m->funcs; f; f = f->next_in_module)
    for (const Block *b = f->entry; b; b = b->next_in_func)
      for (const Instr *i = b->first; i; i = i->next)
        if (is_row(i, BI_MPI_COMM_SEND_OBJ, BI_MPI_COMM_ISEND_OBJ) && i->ops.len > 1 && n < max)
          out[n++] = i->ops.v[1];
  return n;
}
