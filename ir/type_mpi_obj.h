/* mpi4py's lowercase methods on Python values (ir/type_mpi_obj.c):
 * comm.send, recv, isend, sendrecv, bcast, reduce, allreduce, gather,
 * allgather, scatter, alltoall, and req.wait()/req.test() of isend's
 * requests. codegen/lib_mpi_obj.c lowers them, runtime/mpi_obj.c runs
 * them. */
#ifndef ARRC_TYPE_MPI_OBJ_H
#define ARRC_TYPE_MPI_OBJ_H

#include "infer.h"

/* The request of comm.irecv (a TY_MPI kind beside ir/type_mpi.h's): its
 * wait() gives the value received, whose type the irecv call's sends
 * give. */
enum { MPI_OBJ_RECV_REQUEST = 64 };

/* The type a value of type t has once sent and received (t itself), or
 * NULL when arrc cannot send a value of t;
 * *why then says what it is. */
const Type *mpi_obj_message_type(const Type *t, const char **why);

/* Whether id is one of the rows of this file whose result is the value
 * its first argument sent (recv's is the value some send sent); the
 * origin of a number (ir/infer_type.c) follows them. */
bool mpi_obj_passes_value(BuiltinId id);
/* The instructions whose values reach the result of call (a recv: the
 * values of the program's send calls; the others: their first argument),
 * at most max of them into out; returns their number. */
int mpi_obj_value_sources(const Instr *call, const Instr **out, int max);

/* The code (ARRC_MPI_OPS) of the operator a reduce or allreduce call
 * names as a constant (MPI.SUM when it names none), or -1. */
int mpi_obj_constant_op(const Instr *call);

const Type *t_mpi_obj_send(CallInfo *c);
const Type *t_mpi_obj_recv(CallInfo *c);
const Type *t_mpi_obj_irecv(CallInfo *c);
const Type *t_mpi_obj_isend(CallInfo *c);
const Type *t_mpi_obj_sendrecv(CallInfo *c);
const Type *t_mpi_obj_bcast(CallInfo *c);
const Type *t_mpi_obj_reduce(CallInfo *c);
const Type *t_mpi_obj_gather(CallInfo *c);
const Type *t_mpi_obj_scatter(CallInfo *c);
const Type *t_mpi_obj_alltoall(CallInfo *c);
const Type *t_mpi_obj_wait(CallInfo *c);

#endif
