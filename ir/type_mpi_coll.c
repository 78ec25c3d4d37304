/* The typing of mpi4py's collectives on buffers (type_mpi_coll.h).
 *
 * Each call's buffers follow mpi4py's rules: a buffer only the root reads
 * (Reduce's and Gather's recvbuf, Scatter's sendbuf) may be None, or an
 * array on some paths and None on others, on the other ranks; MPI.IN_PLACE
 * stands for the send buffer of the reductions, Gather, Allgather and
 * Alltoall, and for Scatter's receive buffer, as mpi4py allows. What MPI
 * refuses for every run, an operator its datatype does not have (MPI.BAND
 * on floats), is refused here when the types show it; the rest MPI refuses
 * at run time as MPI.Exception. */
#include "type_mpi.h"
#include "type_mpi_coll.h"

enum { ABSENT = MPI_COLL_ABSENT, IN_PLACE = MPI_COLL_IN_PLACE, ROOT_ONLY = MPI_COLL_ROOT_ONLY,
       VECTOR = MPI_COLL_VECTOR };

static const MpiCollective collectives[] = {
    {BI_MPI_COMM_BCAST, 0, ABSENT, -1, 1},
    {BI_MPI_COMM_REDUCE, IN_PLACE, ROOT_ONLY, 2, 3},
    {BI_MPI_COMM_ALLREDUCE, IN_PLACE, 0, 2, -1},
    {BI_MPI_COMM_SCAN, IN_PLACE, 0, 2, -1},
    {BI_MPI_COMM_EXSCAN, IN_PLACE, 0, 2, -1},
    {BI_MPI_COMM_SCATTER, ROOT_ONLY, IN_PLACE, -1, 2},
    {BI_MPI_COMM_GATHER, IN_PLACE, ROOT_ONLY, -1, 2},
    {BI_MPI_COMM_ALLGATHER, IN_PLACE, 0, -1, -1},
    {BI_MPI_COMM_ALLTOALL, IN_PLACE, 0, -1, -1},
    {BI_MPI_COMM_SCATTERV, ROOT_ONLY | VECTOR, IN_PLACE, -1, 2},
    {BI_MPI_COMM_GATHERV, IN_PLACE, ROOT_ONLY | VECTOR, -1, 2},
    {BI_MPI_COMM_ALLGATHERV, IN_PLACE, VECTOR, -1, -1},
};

const MpiCollective *mpi_collective(BuiltinId id) {
  for (size_t k = 0; k < sizeof collectives / sizeof *collectives; k++)
    if (collectives[k].id == id)
      return &collectives[k];
  return NULL;
}

/* ---- operators and datatypes --------------------------------------------------- */

/* The kinds of values MPI's predefined operators reduce, as Open MPI
 * defines them: the arithmetic ones numbers (MIN and MAX not complex
 * ones), the logical ones integers and C_BOOL, the bitwise ones integers. */
enum { ON_BOOL = 1, ON_INT = 2, ON_FLOAT = 4, ON_COMPLEX = 8 };

static const unsigned op_domains[ARRC_MPI_OP_COUNT] = {
    [ARRC_MPI_OP_SUM] = ON_INT | ON_FLOAT | ON_COMPLEX,
    [ARRC_MPI_OP_PROD] = ON_INT | ON_FLOAT | ON_COMPLEX,
    [ARRC_MPI_OP_MIN] = ON_INT | ON_FLOAT,
    [ARRC_MPI_OP_MAX] = ON_INT | ON_FLOAT,
    [ARRC_MPI_OP_LAND] = ON_BOOL | ON_INT,
    [ARRC_MPI_OP_LOR] = ON_BOOL | ON_INT,
    [ARRC_MPI_OP_LXOR] = ON_BOOL | ON_INT,
    [ARRC_MPI_OP_BAND] = ON_INT,
    [ARRC_MPI_OP_BOR] = ON_INT,
    [ARRC_MPI_OP_BXOR] = ON_INT,
};

static const char *const op_names[ARRC_MPI_OP_COUNT] = {
#define OP_NAME(code, name) [ARRC_MPI_OP_##code] = #name,
    ARRC_MPI_OPS(OP_NAME)
#undef OP_NAME
};

static unsigned domain_of(const Type *elem) {
  switch (elem->kind) {
  case TY_BOOL: return ON_BOOL;
  case TY_INT: return ON_INT;
  case TY_FLOAT: return ON_FLOAT;
  case TY_COMPLEX: return ON_COMPLEX;
  default: return 0;
  }
}

/* The operator code of an argument written as one of mpi4py's constants
 * (op=MPI.SUM); -1 when it is something else, which only the run time
 * knows. */
static int op_code(const Instr *a) {
  a = ir_resolve(a);
  if (a->op != IR_GLOBAL || a->imm.sym->kind != SYM_BUILTIN)
    return -1;
  BuiltinId id = a->imm.sym->builtin;
  return id >= BI_MPI_OP_SUM && id < BI_MPI_OP_SUM + ARRC_MPI_OP_COUNT ? (int)(id - BI_MPI_OP_SUM) : -1;
}

/* The element type of a buffer whose MPI datatype mpi4py takes from the
 * array's dtype (no datatype written in its specification); NULL when a
 * datatype is written, or for MPI.IN_PLACE and None. */
static const Type *implied_elem(const Type *t) {
  t = type_strip_optional(t);
  if (t->kind == TY_ARRAY)
    return t->elem;
  if (t->kind == TY_TUPLE && !mpi_is(t->elems[t->n - 1], MPI_OBJ_DATATYPE)) {
    const Type *a = type_strip_optional(t->elems[0]);
    return a->kind == TY_ARRAY ? a->elem : NULL;
  }
  return NULL;
}

static bool op_ok(CallInfo *c, const MpiCollective *coll) {
  int k = coll->op;
  if (k >= c->nargs || c->types[k]->kind == TY_NONE)
    return true;
  if (!mpi_is(c->types[k], MPI_OBJ_OP)) {
    infer_error(c->I, infer_arg_loc(c->call, k), "%s() takes an MPI operator as op= (MPI.SUM, MPI.MAX, ...), not %s",
                c->path, c->types[k]->name);
    return false;
  }
  int code = op_code(c->args[k]);
  if (code == ARRC_MPI_OP_MAXLOC || code == ARRC_MPI_OP_MINLOC) {
    infer_error(c->I, infer_arg_loc(c->call, k),
                "MPI.%s reduces (value, index) pairs, which need a pair datatype (MPI.DOUBLE_INT) that NumPy "
                "buffers in arrc cannot have (no structured dtypes); reduce the pairs as Python values with the "
                "object form: comm.allreduce((value, index), op=MPI.%s)", op_names[code], op_names[code]);
    return false;
  }
  if (code < 0 || !op_domains[code])
    return true;
  for (int b = 0; b < 2 && b < c->nargs; b++) {
    const Type *elem = implied_elem(c->types[b]);
    if (elem && !(op_domains[code] & domain_of(elem))) {
      infer_error(c->I, infer_arg_loc(c->call, k),
                  "MPI.%s cannot reduce %s values: MPI refuses it (MPI_ERR_OP: invalid reduce operation)",
                  op_names[code], elem->name);
      return false;
    }
  }
  return true;
}

/* ---- buffers --------------------------------------------------------------------- */

/* A buffer only the root reads, as mpi_buffer_ok can check it: the array
 * an optional holds, and a message specification whose array is optional
 * or None with an array in its place. NULL for None itself. */
static const Type *root_only_view(const Type *t) {
  if (t->kind == TY_NONE)
    return NULL;
  if (t->kind == TY_OPTIONAL)
    return t->elem;
  if (t->kind == TY_TUPLE && t->n >= 1 && (t->elems[0]->kind == TY_OPTIONAL || t->elems[0]->kind == TY_NONE)) {
    const Type *elems[8];
    if (t->n > 8)
      return t;
    for (int k = 0; k < t->n; k++)
      elems[k] = t->elems[k];
    elems[0] = t->elems[0]->kind == TY_OPTIONAL ? t->elems[0]->elem : type_array(ty_uint8, 1, 'C');
    return type_tuple(t->n, elems);
  }
  return t;
}

static bool buffer_ok(CallInfo *c, int k, unsigned how) {
  const Type *t = c->types[k];
  if (how & ROOT_ONLY) {
    t = root_only_view(t);
    if (!t)
      return true;
  }
  if (!mpi_buffer_ok(c, k, t, how & VECTOR ? MPI_BUF_VECTOR : MPI_BUF_PLAIN, how & IN_PLACE))
    return false;
  /* mpi4py unpacks a tuple after the array of a vector message as the pair
   * (counts, displs): counts written as a tuple of another length fail
   * there ("too many values to unpack"). */
  if ((how & VECTOR) && t->kind == TY_TUPLE && (t->n == 2 || t->n == 3) && t->elems[1]->kind == TY_TUPLE &&
      t->elems[1]->n != 2) {
    infer_error(c->I, infer_arg_loc(c->call, k), "%s() reads a tuple after the array as the pair (counts, "
                "displacements), as mpi4py does; write the counts as a list or an array", c->path);
    return false;
  }
  return true;
}

const Type *t_mpi_collective(CallInfo *c) {
  if (c->where == FUNC_JIT || c->gpu)
    return call_error(c, "mpi4py's %s() runs in host code only; inside @jit functions use numba_mpi", c->path);
  const MpiCollective *coll = mpi_collective(c->id);
  bool ok = buffer_ok(c, 0, coll->send);
  if (!(coll->recv & ABSENT))
    ok = buffer_ok(c, 1, coll->recv) && ok;
  if (coll->root >= 0 && coll->root < c->nargs && !type_is_int(c->types[coll->root]) &&
      c->types[coll->root]->kind != TY_BOOL) {
    infer_error(c->I, infer_arg_loc(c->call, coll->root), "%s() takes an int root=, not %s", c->path,
                c->types[coll->root]->name);
    ok = false;
  }
  if (coll->op >= 0)
    ok = op_ok(c, coll) && ok;
  return ok ? ty_none : ty_error;
}
