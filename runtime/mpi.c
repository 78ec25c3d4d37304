/* MPI's start and end, communicators, errors, datatypes and message
 * buffers (rt_mpi.h), on Open MPI's C library.
 *
 * mpi4py starts MPI when it is imported and ends it at exit; arrc starts
 * it at the first MPI call, which every program that imports mpi4py makes
 * before anything else that MPI could see. A program started without
 * mpirun runs as the one rank of its own job (MPI's singleton start), as
 * under mpi4py.
 *
 * mpi4py sets MPI_ERRORS_RETURN on its predefined communicators and raises
 * MPI.Exception with MPI's error string; so does arrc. An uncaught error
 * in one rank must not leave the others waiting in a receive for ever, so
 * once MPI runs with more than one rank, the runtime's error path
 * (error.c) names the rank in its message and ends the whole job through
 * MPI_Abort instead of finalizing this rank alone. */
#include "rt_mpi.h"

#ifdef ARRC_HAVE_MPI

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rt_core.h"

_Static_assert(ARRC_MPI_ANY_SOURCE == MPI_ANY_SOURCE, "MPI.ANY_SOURCE");
_Static_assert(ARRC_MPI_ANY_TAG == MPI_ANY_TAG, "MPI.ANY_TAG");
_Static_assert(ARRC_MPI_PROC_NULL == MPI_PROC_NULL, "MPI.PROC_NULL");
_Static_assert(ARRC_MPI_UNDEFINED == MPI_UNDEFINED, "MPI.UNDEFINED");

static bool started;
static MPI_Comm *comms;
static int64_t ncomms, comms_cap;

static void finish(void) {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized)
    MPI_Finalize();
}

/* The error path's way out (error.c): every rank of the job ends.
 * mpirun's daemons forward what a rank writes to standard error through a
 * pipe, and MPI_Abort kills them at once: without a pause, the error line
 * was lost in most runs of four ranks. A quarter of a second lets them
 * forward it first. */
static void abort_job(int status) {
  struct timespec pause = {0, 250000000};
  nanosleep(&pause, NULL);
  MPI_Abort(MPI_COMM_WORLD, status);
  exit(status);
}

void arrc_mpi_start(void) {
  if (started)
    return;
  started = true;
  int initialized = 0, provided;
  MPI_Initialized(&initialized);
  if (!initialized && MPI_Init_thread(NULL, NULL, MPI_THREAD_MULTIPLE, &provided) != MPI_SUCCESS) {
    arrc_rt_output_flush();
    fputs("runtime error: MPI could not start (MPI_Init_thread failed)\n", stderr);
    exit(1);
  }
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
  atexit(finish);
  comms_cap = 8;
  comms = malloc((size_t)comms_cap * sizeof *comms);
  if (!comms)
    abort();
  comms[ARRC_MPI_COMM_WORLD] = MPI_COMM_WORLD;
  comms[ARRC_MPI_COMM_SELF] = MPI_COMM_SELF;
  ncomms = 2;
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size > 1) {
    arrc_rt_error_rank = rank;
    arrc_rt_error_abort = abort_job;
  }
}

MPI_Comm arrc_mpi_comm_of(int64_t h, const arrc_loc *loc) {
  arrc_mpi_start();
  if (h < 0 || h >= ncomms || comms[h] == MPI_COMM_NULL)
    arrc_raise(ARRC_MPI_EXCEPTION, loc, "MPI_ERR_COMM: invalid communicator");
  return comms[h];
}

int64_t arrc_mpi_comm_register(MPI_Comm comm) {
  if (ncomms == comms_cap) {
    comms_cap *= 2;
    MPI_Comm *grown = realloc(comms, (size_t)comms_cap * sizeof *comms);
    if (!grown)
      abort();
    comms = grown;
  }
  if (comm != MPI_COMM_NULL)
    MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN);
  comms[ncomms] = comm;
  return ncomms++;
}

void arrc_mpi_check(int err, const arrc_loc *loc) {
  if (err == MPI_SUCCESS)
    return;
  char text[MPI_MAX_ERROR_STRING];
  int len = 0, cls = 0;
  MPI_Error_class(err, &cls);
  MPI_Error_string(err, text, &len);
  /* Open MPI's strings are the text alone; mpi4py shows them as MPI
   * does, "MPI_ERR_TRUNCATE: message truncated". */
  arrc_raise(ARRC_MPI_EXCEPTION, loc, "%.*s", len, text);
}

/* ---- datatypes and operators ------------------------------------------------ */

MPI_Datatype arrc_mpi_datatype_of(int64_t code) {
  switch ((arrc_mpi_datatype)code) {
  case ARRC_MPI_DT_C_BOOL: return MPI_C_BOOL;
  case ARRC_MPI_DT_SIGNED_CHAR: return MPI_SIGNED_CHAR;
  case ARRC_MPI_DT_SHORT: return MPI_SHORT;
  case ARRC_MPI_DT_INT: return MPI_INT;
  case ARRC_MPI_DT_LONG: return MPI_LONG;
  case ARRC_MPI_DT_UNSIGNED_CHAR: return MPI_UNSIGNED_CHAR;
  case ARRC_MPI_DT_UNSIGNED_SHORT: return MPI_UNSIGNED_SHORT;
  case ARRC_MPI_DT_UNSIGNED: return MPI_UNSIGNED;
  case ARRC_MPI_DT_UNSIGNED_LONG: return MPI_UNSIGNED_LONG;
  case ARRC_MPI_DT_FLOAT: return MPI_FLOAT;
  case ARRC_MPI_DT_DOUBLE: return MPI_DOUBLE;
  case ARRC_MPI_DT_C_FLOAT_COMPLEX: return MPI_C_FLOAT_COMPLEX;
  case ARRC_MPI_DT_C_DOUBLE_COMPLEX: return MPI_C_DOUBLE_COMPLEX;
  case ARRC_MPI_DT_CHAR: return MPI_CHAR;
  case ARRC_MPI_DT_BYTE: return MPI_BYTE;
  case ARRC_MPI_DT_LONG_LONG: return MPI_LONG_LONG;
  case ARRC_MPI_DT_UNSIGNED_LONG_LONG: return MPI_UNSIGNED_LONG_LONG;
  case ARRC_MPI_DT_INT8_T: return MPI_INT8_T;
  case ARRC_MPI_DT_INT16_T: return MPI_INT16_T;
  case ARRC_MPI_DT_INT32_T: return MPI_INT32_T;
  case ARRC_MPI_DT_INT64_T: return MPI_INT64_T;
  case ARRC_MPI_DT_UINT8_T: return MPI_UINT8_T;
  case ARRC_MPI_DT_UINT16_T: return MPI_UINT16_T;
  case ARRC_MPI_DT_UINT32_T: return MPI_UINT32_T;
  case ARRC_MPI_DT_UINT64_T: return MPI_UINT64_T;
  case ARRC_MPI_DT_BOOL: return MPI_CXX_BOOL;
  case ARRC_MPI_DT_COMPLEX: return MPI_CXX_FLOAT_COMPLEX;
  case ARRC_MPI_DT_DOUBLE_COMPLEX: return MPI_CXX_DOUBLE_COMPLEX;
  case ARRC_MPI_DT_FLOAT_INT: return MPI_FLOAT_INT;
  case ARRC_MPI_DT_DOUBLE_INT: return MPI_DOUBLE_INT;
  case ARRC_MPI_DT_LONG_INT: return MPI_LONG_INT;
  case ARRC_MPI_DT_TWOINT: return MPI_2INT;
  case ARRC_MPI_DT_COUNT: break;
  }
  return MPI_DATATYPE_NULL;
}

int arrc_mpi_datatype_size(int64_t code) {
  static const int sizes[] = {
#define ARRC_X_SIZE(code, name, dtype, size) size,
      ARRC_MPI_DATATYPES(ARRC_X_SIZE)
#undef ARRC_X_SIZE
  };
  return code >= 0 && code < ARRC_MPI_DT_COUNT ? sizes[code] : 1;
}

/* The first rows of ARRC_MPI_DATATYPES follow arrc_dtype's order. */
int64_t arrc_mpi_datatype_for_dtype(int dtype) { return dtype & 0xff; }

MPI_Op arrc_mpi_op_of(int64_t code) {
  switch ((arrc_mpi_op)code) {
  case ARRC_MPI_OP_SUM: return MPI_SUM;
  case ARRC_MPI_OP_PROD: return MPI_PROD;
  case ARRC_MPI_OP_MIN: return MPI_MIN;
  case ARRC_MPI_OP_MAX: return MPI_MAX;
  case ARRC_MPI_OP_LAND: return MPI_LAND;
  case ARRC_MPI_OP_LOR: return MPI_LOR;
  case ARRC_MPI_OP_LXOR: return MPI_LXOR;
  case ARRC_MPI_OP_BAND: return MPI_BAND;
  case ARRC_MPI_OP_BOR: return MPI_BOR;
  case ARRC_MPI_OP_BXOR: return MPI_BXOR;
  case ARRC_MPI_OP_MAXLOC: return MPI_MAXLOC;
  case ARRC_MPI_OP_MINLOC: return MPI_MINLOC;
  case ARRC_MPI_OP_REPLACE: return MPI_REPLACE;
  case ARRC_MPI_OP_NO_OP: return MPI_NO_OP;
  case ARRC_MPI_OP_COUNT: break;
  }
  return MPI_OP_NULL;
}

/* ---- buffers ------------------------------------------------------------------ */

void arrc_mpi_buffer_from(arrc_mpi_buffer *b, const arrc_array *a, int64_t count, int64_t datatype,
                          const arrc_loc *loc) {
  /* mpi4py's buffer interface takes one block of memory, in C or Fortran
   * order. */
  if (!arrc_array_is_c_contiguous(a) && !arrc_array_is_f_contiguous(a))
    arrc_raise(ARRC_BUFFER_ERROR, loc, "dlpack: buffer is not contiguous");
  b->data = a->data;
  b->bytes = a->size * a->itemsize;
  b->datatype = datatype >= 0 ? datatype : arrc_mpi_datatype_for_dtype(a->dtype);
  int size = arrc_mpi_datatype_size(b->datatype);
  if (count < 0) {
    if (b->bytes % size != 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "message: buffer length %lld is not a multiple of datatype extent %d",
                 (long long)b->bytes, size);
    count = b->bytes / size;
  } else if (count * size > b->bytes) {
    arrc_raise(ARRC_VALUE_ERROR, loc, "message: buffer length %lld is less than %lld items of datatype extent %d",
               (long long)b->bytes, (long long)count, size);
  }
  b->count = count;
}

/* ---- what generated code calls --------------------------------------------------- */

int64_t arrc_mpi_comm_rank(int64_t comm, const arrc_loc *loc) {
  int rank = 0;
  arrc_mpi_check(MPI_Comm_rank(arrc_mpi_comm_of(comm, loc), &rank), loc);
  return rank;
}

int64_t arrc_mpi_comm_size(int64_t comm, const arrc_loc *loc) {
  int size = 0;
  arrc_mpi_check(MPI_Comm_size(arrc_mpi_comm_of(comm, loc), &size), loc);
  return size;
}

void arrc_mpi_barrier(int64_t comm, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_mpi_check(MPI_Barrier(c), loc);
}

double arrc_mpi_wtime(void) {
  arrc_mpi_start();
  return MPI_Wtime();
}

double arrc_mpi_wtick(void) {
  arrc_mpi_start();
  return MPI_Wtick();
}

arrc_str *arrc_mpi_processor_name(const arrc_loc *loc) {
  arrc_mpi_start();
  char name[MPI_MAX_PROCESSOR_NAME];
  int len = 0;
  arrc_mpi_check(MPI_Get_processor_name(name, &len), loc);
  return arrc_str_new(name, len);
}

int64_t arrc_mpi_comm_split(int64_t comm, int64_t color, int64_t key, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc), made;
  arrc_mpi_check(MPI_Comm_split(c, (int)color, (int)key, &made), loc);
  return arrc_mpi_comm_register(made);
}

int64_t arrc_mpi_comm_dup(int64_t comm, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc), made;
  arrc_mpi_check(MPI_Comm_dup(c, &made), loc);
  return arrc_mpi_comm_register(made);
}

void arrc_mpi_comm_free(int64_t comm, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  if (comm <= ARRC_MPI_COMM_SELF)
    arrc_raise(ARRC_MPI_EXCEPTION, loc, "MPI_ERR_COMM: invalid communicator");
  arrc_mpi_check(MPI_Comm_free(&c), loc);
  comms[comm] = MPI_COMM_NULL;
}

void arrc_mpi_comm_abort(int64_t comm, int64_t errorcode, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_rt_output_flush();
  MPI_Abort(c, (int)errorcode);
  exit((int)errorcode);
}

void arrc_mpi_init(void) { arrc_mpi_start(); }

void arrc_mpi_finalize(const arrc_loc *loc) {
  arrc_mpi_start();
  arrc_mpi_check(MPI_Finalize(), loc);
}

bool arrc_mpi_state(int32_t which) {
  int flag = 0;
  if (which)
    MPI_Finalized(&flag);
  else
    MPI_Initialized(&flag);
  return flag != 0;
}

int64_t arrc_mpi_version(int32_t k) {
  int version = 0, subversion = 0;
  MPI_Get_version(&version, &subversion);
  return k ? subversion : version;
}

/* ---- Cartesian grids ------------------------------------------------------------ */

int64_t arrc_mpi_list_int(const arrc_list *l, int64_t k) {
  const char *p = l->data + k * l->itemsize;
  switch (l->itemsize) {
  case 1: return *(const int8_t *)p;
  case 2: return *(const int16_t *)p;
  case 4: return *(const int32_t *)p;
  default: return *(const int64_t *)p;
  }
}

static arrc_list *int_list(const int *v, int n) {
  arrc_list *l = arrc_list_new(sizeof(int64_t), ARRC_ELEM_PLAIN, 0);
  for (int k = 0; k < n; k++) {
    int64_t x = v[k];
    arrc_list_append(l, &x);
  }
  return l;
}

/* The grid's dimensions, at most 16. */
enum { MAX_DIMS = 16 };

static int read_ints(const arrc_list *l, int *out, const char *what, const arrc_loc *loc) {
  if (l->len > MAX_DIMS)
    arrc_raise(ARRC_VALUE_ERROR, loc, "%s: arrc supports grids of at most %d dimensions, not %lld", what, MAX_DIMS,
               (long long)l->len);
  for (int64_t k = 0; k < l->len; k++)
    out[k] = (int)arrc_mpi_list_int(l, k);
  return (int)l->len;
}

arrc_list *arrc_mpi_compute_dims(int64_t nnodes, int64_t ndims, const arrc_list *dims, const arrc_loc *loc) {
  arrc_mpi_start();
  int d[MAX_DIMS] = {0};
  int n = dims ? read_ints(dims, d, "Compute_dims()", loc) : (int)ndims;
  if (n < 0 || n > MAX_DIMS)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Compute_dims(): arrc supports grids of at most %d dimensions, not %d",
               MAX_DIMS, n);
  arrc_mpi_check(MPI_Dims_create((int)nnodes, n, d), loc);
  return int_list(d, n);
}

int64_t arrc_mpi_create_cart(int64_t comm, const arrc_list *dims, const arrc_list *periods, int64_t reorder,
                             const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc), made;
  int d[MAX_DIMS], p[MAX_DIMS] = {0};
  int n = read_ints(dims, d, "Create_cart()", loc);
  if (periods) {
    int np = read_ints(periods, p, "Create_cart()", loc);
    for (int k = np; k < n; k++)
      p[k] = 0;
  }
  arrc_mpi_check(MPI_Cart_create(c, n, d, p, reorder != 0, &made), loc);
  return arrc_mpi_comm_register(made);
}

int64_t arrc_mpi_cart_shift(int64_t comm, int64_t direction, int64_t disp, int32_t k, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  int source = 0, dest = 0;
  arrc_mpi_check(MPI_Cart_shift(c, (int)direction, (int)disp, &source, &dest), loc);
  return k ? dest : source;
}

int64_t arrc_mpi_cart_ndim(int64_t comm, const arrc_loc *loc) {
  int n = 0;
  arrc_mpi_check(MPI_Cartdim_get(arrc_mpi_comm_of(comm, loc), &n), loc);
  return n;
}

arrc_list *arrc_mpi_cart_coords(int64_t comm, int64_t rank, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  int n = (int)arrc_mpi_cart_ndim(comm, loc), coords[MAX_DIMS] = {0}, r = (int)rank;
  if (rank < 0)
    arrc_mpi_check(MPI_Comm_rank(c, &r), loc);
  arrc_mpi_check(MPI_Cart_coords(c, r, n < MAX_DIMS ? n : MAX_DIMS, coords), loc);
  return int_list(coords, n);
}

arrc_list *arrc_mpi_cart_dims(int64_t comm, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  int n = (int)arrc_mpi_cart_ndim(comm, loc), d[MAX_DIMS], p[MAX_DIMS], coords[MAX_DIMS];
  arrc_mpi_check(MPI_Cart_get(c, n < MAX_DIMS ? n : MAX_DIMS, d, p, coords), loc);
  return int_list(d, n);
}

int64_t arrc_mpi_cart_rank(int64_t comm, const arrc_list *coords, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  int v[MAX_DIMS], r = 0;
  read_ints(coords, v, "Get_cart_rank()", loc);
  arrc_mpi_check(MPI_Cart_rank(c, v, &r), loc);
  return r;
}

#endif
