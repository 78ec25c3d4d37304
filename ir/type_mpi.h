/* MPI (issue 18): mpi4py's API in host code and numba_mpi's in @jit code.
 * The rows are in ir/builtins.def; the typing rules here and in
 * type_mpi_*.c; the lowerings in codegen/lib_mpi*.c; the runtime in
 * runtime/mpi*.c (rt_mpi.h). mpi4py's objects are values of type TY_MPI,
 * whose id is one of the kinds below; at run time each is an int64 handle
 * (runtime/arrc_abi.h says what it holds). */
#ifndef ARRC_TYPE_MPI_H
#define ARRC_TYPE_MPI_H

#include "infer.h"

enum {
  MPI_OBJ_COMM = 1,   /* MPI.COMM_WORLD, comm.Split(...), comm.Dup(): Intracomm */
  MPI_OBJ_REQUEST,    /* comm.Isend(...): Request */
  MPI_OBJ_STATUS,     /* MPI.Status() */
  MPI_OBJ_OP,         /* MPI.SUM, ...: Op */
  MPI_OBJ_DATATYPE,   /* MPI.DOUBLE, ...: Datatype */
  MPI_OBJ_IN_PLACE,   /* MPI.IN_PLACE */
  MPI_OBJ_CARTCOMM,   /* comm.Create_cart(...): Cartcomm, a communicator with a grid */
};

const Type *mpi_comm_type(void);
const Type *mpi_request_type(void);
const Type *mpi_status_type(void);
const Type *mpi_op_type(void);
const Type *mpi_datatype_type(void);
bool mpi_is(const Type *t, int kind);

/* Whether this arrc was built with Open MPI (ARRC_HAVE_MPI). */
bool mpi_available(void);

/* The attribute attr of an mpi4py object: a method's row, or the type of
 * a property (comm.rank, comm.size); NULL when it has none (builtins.c's
 * attribute_type reports it). */
const Type *mpi_attribute_type(Infer *I, const Type *obj, const char *attr);
/* The method row that the property attr of obj reads (comm.rank reads
 * Comm.Get_rank); BI_NONE when attr is not a property. */
BuiltinId mpi_property_row(const Type *obj, const char *attr);

/* A list display that holds an MPI datatype ([a, MPI.DOUBLE], [a, n,
 * MPI.INT], [a, (counts, displs), MPI.DOUBLE]) is mpi4py's message
 * specification, not a list: it becomes a tuple, whose elements may differ
 * in type. Returns the tuple's type after turning i into an IR_TUPLE, or
 * NULL when i is an ordinary list (infer.c's list_type). */
const Type *mpi_message_display_type(Infer *I, Instr *i);

/* How a buffer argument may be written. */
typedef enum {
  MPI_BUF_PLAIN,      /* a, [a, datatype], [a, count, datatype] */
  MPI_BUF_VECTOR,     /* also [a, counts, displs, datatype], [a, (counts, displs), datatype], [a, counts] */
} MpiBufferKind;

/* Checks that argument k of a call (its type t) is a message buffer of
 * that kind: a contiguous host array or mpi4py's message specification;
 * with in_place, MPI.IN_PLACE too. Reports at the argument and returns
 * false when not. */
bool mpi_buffer_ok(CallInfo *c, int k, const Type *t, MpiBufferKind kind, bool in_place);
/* The array of a buffer argument's type (the array itself, or the first
 * element of a message specification); NULL for MPI.IN_PLACE. */
const Type *mpi_buffer_array(const Type *t);

const Type *v_mpi_comm(void);
const Type *v_mpi_op(void);
const Type *v_mpi_datatype(void);
const Type *v_mpi_in_place(void);
const Type *v_mpi_int(void);
const Type *t_mpi_int(CallInfo *c);
const Type *t_mpi_rank_size(CallInfo *c);
const Type *t_mpi_float(CallInfo *c);
const Type *t_mpi_str(CallInfo *c);
const Type *t_mpi_none(CallInfo *c);
const Type *t_mpi_comm_new(CallInfo *c);
const Type *t_mpi_abort(CallInfo *c);
const Type *t_mpi_bool(CallInfo *c);
const Type *t_mpi_version(CallInfo *c);
const Type *t_mpi_compute_dims(CallInfo *c);
const Type *t_mpi_create_cart(CallInfo *c);
const Type *t_mpi_cart_shift(CallInfo *c);
const Type *t_mpi_cart_coords(CallInfo *c);
const Type *t_mpi_cart_rank(CallInfo *c);
/* Whether t is a communicator of any kind (Intracomm, Cartcomm). */
bool mpi_is_comm(const Type *t);

/* Whether objects of these two types can hold the same handle: those of
 * one kind, and a Cartcomm with any communicator. */
static inline bool mpi_objects_comparable(const Type *a, const Type *b) {
  return a->id == b->id || (mpi_is_comm(a) && mpi_is_comm(b));
}

#endif
