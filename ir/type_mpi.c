/* The typing of mpi4py's objects and of the calls every MPI program makes
 * (ir/type_mpi.h): the communicators with their rank and size, Barrier,
 * Wtime, Split and Dup, the constants, and mpi4py's message buffers,
 * which the point-to-point and collective calls share. */
#include <string.h>

#include "type_mpi.h"
#include "type_mpi_obj.h"

const Type *mpi_comm_type(void) { return type_mpi_object(MPI_OBJ_COMM, "Intracomm"); }
const Type *mpi_request_type(void) { return type_mpi_object(MPI_OBJ_REQUEST, "Request"); }
const Type *mpi_status_type(void) { return type_mpi_object(MPI_OBJ_STATUS, "Status"); }
const Type *mpi_op_type(void) { return type_mpi_object(MPI_OBJ_OP, "Op"); }
const Type *mpi_datatype_type(void) { return type_mpi_object(MPI_OBJ_DATATYPE, "Datatype"); }
bool mpi_is(const Type *t, int kind) { return t && t->kind == TY_MPI && t->id == kind; }
bool mpi_is_comm(const Type *t) { return mpi_is(t, MPI_OBJ_COMM) || mpi_is(t, MPI_OBJ_CARTCOMM); }

bool mpi_available(void) {
#ifdef ARRC_HAVE_MPI
  return true;
#else
  return false;
#endif
}

const Type *v_mpi_comm(void) { return mpi_comm_type(); }
const Type *v_mpi_op(void) { return mpi_op_type(); }
const Type *v_mpi_datatype(void) { return mpi_datatype_type(); }
const Type *v_mpi_in_place(void) { return type_mpi_object(MPI_OBJ_IN_PLACE, "InPlace"); }
const Type *v_mpi_int(void) { return ty_int64; }

/* The class whose methods an object of kind id has, in the rows' paths. */
static const char *class_path(int id) {
  switch (id) {
  case MPI_OBJ_COMM: return "mpi4py.MPI.Comm";
  case MPI_OBJ_CARTCOMM: return "mpi4py.MPI.Cartcomm";
  case MPI_OBJ_REQUEST: case MPI_OBJ_RECV_REQUEST: return "mpi4py.MPI.Request";
  case MPI_OBJ_STATUS: return "mpi4py.MPI.Status";
  case MPI_OBJ_OP: return "mpi4py.MPI.Op";
  case MPI_OBJ_DATATYPE: return "mpi4py.MPI.Datatype";
  default: return NULL;
  }
}

/* The properties mpi4py's objects have (not methods: comm.rank, not
 * comm.rank()), each the value of a method row (ir/builtins.def), which
 * lowers both. */
static const struct {
  int kind;
  const char *name, *method;
} properties[] = {
    {MPI_OBJ_COMM, "rank", "Get_rank"},
    {MPI_OBJ_COMM, "size", "Get_size"},
    {MPI_OBJ_STATUS, "source", "Get_source"},
    {MPI_OBJ_STATUS, "tag", "Get_tag"},
    {MPI_OBJ_STATUS, "error", "Get_error"},
    {MPI_OBJ_DATATYPE, "size", "Get_size"},
};

BuiltinId mpi_property_row(const Type *obj, const char *attr) {
  /* A Cartcomm has the properties of every communicator. */
  int kind = obj->id == MPI_OBJ_CARTCOMM ? MPI_OBJ_COMM : obj->id;
  for (size_t k = 0; k < sizeof properties / sizeof *properties; k++)
    if (properties[k].kind == kind && strcmp(properties[k].name, attr) == 0) {
      char path[96];
      snprintf(path, sizeof path, "%s.%s", class_path(kind), properties[k].method);
      return builtin_lookup(path);
    }
  return BI_NONE;
}

const Type *mpi_attribute_type(Infer *I, const Type *obj, const char *attr) {
  const char *cls = class_path(obj->id);
  if (!cls)
    return NULL;
  if (mpi_property_row(obj, attr) != BI_NONE)
    return ty_int64;
  if (obj->id == MPI_OBJ_CARTCOMM && (strcmp(attr, "coords") == 0 || strcmp(attr, "dims") == 0))
    return type_list(ty_int64);
  if (obj->id == MPI_OBJ_CARTCOMM && strcmp(attr, "ndim") == 0)
    return ty_int64;
  BuiltinId id = builtin_lookup(arena_printf(infer_arena(I), "%s.%s", cls, attr));
  /* A Cartcomm's other methods are those of every communicator. */
  if (id == BI_NONE && obj->id == MPI_OBJ_CARTCOMM)
    id = builtin_lookup(arena_printf(infer_arena(I), "mpi4py.MPI.Comm.%s", attr));
  return id != BI_NONE && builtin_kind(id) == BK_FUNC ? type_builtin((int)id, builtin_path(id)) : NULL;
}

/* ---- message buffers --------------------------------------------------------- */

const Type *mpi_message_display_type(Infer *I, Instr *i) {
  (void)I;
  bool spec = false;
  for (int k = 0; k < i->ops.len; k++) {
    const Type *e = i->ops.v[k]->type;
    if (!e)
      return NULL;
    if (mpi_is(e, MPI_OBJ_DATATYPE))
      spec = true;
  }
  /* [a, counts] and [a, count] name no datatype, but a list cannot hold
   * an array and a list, tuple or int together: they are specifications
   * too. */
  if (!spec && i->ops.len == 2 && type_strip_optional(i->ops.v[0]->type)->kind == TY_ARRAY) {
    const Type *second = i->ops.v[1]->type;
    spec = second->kind == TY_LIST || second->kind == TY_TUPLE || type_is_int(second);
  }
  if (!spec)
    return NULL;
  const Type *elems[8];
  if (i->ops.len > 8)
    return NULL;
  for (int k = 0; k < i->ops.len; k++)
    elems[k] = i->ops.v[k]->type;
  i->op = IR_TUPLE;
  return type_tuple(i->ops.len, elems);
}

const Type *mpi_buffer_array(const Type *t) {
  if (t->kind == TY_ARRAY)
    return t;
  if (t->kind == TY_TUPLE && t->n >= 1 && t->elems[0]->kind == TY_ARRAY)
    return t->elems[0];
  return NULL;
}

static bool int_sequence(const Type *t) {
  if (t->kind == TY_LIST || (t->kind == TY_ARRAY && t->ndim == 1))
    return t->elem && type_is_int(t->elem);
  if (t->kind != TY_TUPLE)
    return false;
  for (int k = 0; k < t->n; k++)
    if (!type_is_int(t->elems[k]))
      return false;
  return true;
}

bool mpi_buffer_ok(CallInfo *c, int k, const Type *t, MpiBufferKind kind, bool in_place) {
  SrcLoc loc = infer_arg_loc(c->call, k);
  if (in_place && mpi_is(t, MPI_OBJ_IN_PLACE))
    return true;
  const Type *a = mpi_buffer_array(t);
  if (!a) {
    infer_error(c->I, loc, "%s() takes a NumPy array as its message buffer (or [array, datatype], [array, count, "
                "datatype]), not %s", c->path, t->name);
    return false;
  }
  if (a->device) {
    infer_error(c->I, loc, "%s() takes a host array as its message buffer, not a device array (copy it to the host "
                "first with copy_to_host())", c->path);
    return false;
  }
  if (t->kind == TY_ARRAY)
    return true;
  /* [a, datatype], [a, count, datatype], and for the vector calls [a,
   * counts], [a, counts, displs, datatype], [a, (counts, displs), datatype]. */
  const Type *last = t->elems[t->n - 1];
  bool ok = false;
  if (t->n == 2)
    ok = mpi_is(last, MPI_OBJ_DATATYPE) || (kind == MPI_BUF_VECTOR && int_sequence(last)) ||
         (kind == MPI_BUF_PLAIN && type_is_int(last));
  else if (t->n == 3 && mpi_is(last, MPI_OBJ_DATATYPE))
    ok = type_is_int(t->elems[1]) ||
         (kind == MPI_BUF_VECTOR && (int_sequence(t->elems[1]) || (t->elems[1]->kind == TY_TUPLE &&
                                                                    t->elems[1]->n == 2 &&
                                                                    int_sequence(t->elems[1]->elems[0]) &&
                                                                    int_sequence(t->elems[1]->elems[1]))));
  else if (t->n == 4 && kind == MPI_BUF_VECTOR && mpi_is(last, MPI_OBJ_DATATYPE))
    /* mpi4py also takes one int for all counts, one int as the stride of
     * the displacements, and None for displacements that follow the
     * counts. */
    ok = (int_sequence(t->elems[1]) || type_is_int(t->elems[1])) &&
         (int_sequence(t->elems[2]) || type_is_int(t->elems[2]) || t->elems[2]->kind == TY_NONE);
  if (!ok)
    infer_error(c->I, loc, "%s() cannot read the message specification %s: mpi4py takes [array, datatype] or "
                "[array, count, datatype]%s", c->path, t->name,
                kind == MPI_BUF_VECTOR ? ", or [array, counts, displacements, datatype]" : "");
  return ok;
}

/* ---- calls ---------------------------------------------------------------------- */

static bool host_only(CallInfo *c) {
  if (c->where == FUNC_JIT || c->gpu) {
    call_error(c, "mpi4py's %s() runs in host code only; inside @jit functions use numba_mpi", c->path);
    return false;
  }
  return true;
}

const Type *t_mpi_int(CallInfo *c) { return host_only(c) ? ty_int64 : ty_error; }
const Type *t_mpi_rank_size(CallInfo *c) { (void)c; return ty_int64; }
const Type *t_mpi_float(CallInfo *c) { return host_only(c) ? ty_float64 : ty_error; }
const Type *t_mpi_str(CallInfo *c) { return host_only(c) ? ty_str : ty_error; }
const Type *t_mpi_none(CallInfo *c) { return host_only(c) ? ty_none : ty_error; }

/* comm.Split(color=0, key=0) and comm.Dup(). */
const Type *t_mpi_comm_new(CallInfo *c) {
  if (!host_only(c))
    return ty_error;
  for (int k = 0; k < c->nargs; k++)
    if (!type_is_int(c->types[k]) && c->types[k]->kind != TY_BOOL)
      return call_error(c, "%s() takes int arguments, not %s", c->path, c->types[k]->name);
  return mpi_comm_type();
}

/* comm.Abort(errorcode=0): the job ends. */
const Type *t_mpi_abort(CallInfo *c) {
  if (!host_only(c))
    return ty_error;
  if (c->nargs && !type_is_int(c->types[0]))
    return call_error(c, "Abort() takes an int errorcode, not %s", c->types[0]->name);
  return ty_none;
}

const Type *t_mpi_bool(CallInfo *c) { return host_only(c) ? ty_bool : ty_error; }

/* MPI.Get_version(): MPI's version as (major, minor). */
const Type *t_mpi_version(CallInfo *c) {
  return host_only(c) ? type_tuple(2, (const Type *[]){ty_int64, ty_int64}) : ty_error;
}

/* ---- Cartesian grids ----------------------------------------------------------- */

/* A list or tuple of ints (or bools: periods), as grids' dims take. */
static bool int_list(const Type *t) {
  if (t->kind == TY_LIST)
    return t->elem && (type_is_int(t->elem) || t->elem == ty_bool);
  if (t->kind != TY_TUPLE)
    return false;
  for (int k = 0; k < t->n; k++)
    if (!type_is_int(t->elems[k]) && t->elems[k] != ty_bool)
      return false;
  return true;
}

/* MPI.Compute_dims(nnodes, dims): dims is the number of dimensions or a
 * list with the fixed ones (0: free). */
const Type *t_mpi_compute_dims(CallInfo *c) {
  if (!host_only(c))
    return ty_error;
  if (!type_is_int(c->types[0]))
    return call_error(c, "Compute_dims() takes an int nnodes, not %s", c->types[0]->name);
  if (!type_is_int(c->types[1]) && !int_list(c->types[1]))
    return call_error(c, "Compute_dims() takes dims as an int or a list of ints, not %s", c->types[1]->name);
  return type_list(ty_int64);
}

/* comm.Create_cart(dims, periods=None, reorder=False). */
const Type *t_mpi_create_cart(CallInfo *c) {
  if (!host_only(c))
    return ty_error;
  if (!int_list(c->types[0]))
    return call_error(c, "Create_cart() takes dims as a list or tuple of ints, not %s", c->types[0]->name);
  if (c->nargs > 1 && c->types[1]->kind != TY_NONE && !int_list(c->types[1]))
    return call_error(c, "Create_cart() takes periods as a list or tuple of bools, not %s", c->types[1]->name);
  if (c->nargs > 2 && c->types[2] != ty_bool && !type_is_int(c->types[2]))
    return call_error(c, "Create_cart() takes a bool reorder, not %s", c->types[2]->name);
  return type_mpi_object(MPI_OBJ_CARTCOMM, "Cartcomm");
}

/* cart.Shift(direction, disp): the ranks (source, dest). */
const Type *t_mpi_cart_shift(CallInfo *c) {
  if (!host_only(c))
    return ty_error;
  for (int k = 0; k < 2; k++)
    if (!type_is_int(c->types[k]))
      return call_error(c, "Shift() takes int arguments, not %s", c->types[k]->name);
  return type_tuple(2, (const Type *[]){ty_int64, ty_int64});
}

/* cart.Get_coords(rank): a list of ints. */
const Type *t_mpi_cart_coords(CallInfo *c) {
  if (!host_only(c))
    return ty_error;
  if (!type_is_int(c->types[0]))
    return call_error(c, "Get_coords() takes an int rank, not %s", c->types[0]->name);
  return type_list(ty_int64);
}

/* cart.Get_cart_rank(coords): an int. */
const Type *t_mpi_cart_rank(CallInfo *c) {
  if (!host_only(c))
    return ty_error;
  if (!int_list(c->types[0]))
    return call_error(c, "Get_cart_rank() takes coords as a list or tuple of ints, not %s", c->types[0]->name);
  return ty_int64;
}
