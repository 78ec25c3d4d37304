/* The MPI runtime (issue 18), shared by its files: runtime/mpi.c (start,
 * end, communicators, errors, datatypes, buffers), mpi_p2p.c (point to
 * point), mpi_coll.c (collectives on buffers), mpi_obj.c (collectives and
 * messages of Python values) and mpi_njit.c (numba_mpi in @jit code).
 * They wrap Open MPI's C library, which programs that import mpi4py or
 * numba_mpi link (codegen/link.c); the compiler's side is ir/type_mpi.c
 * and codegen/lib_mpi*.c. Every file compiles to nothing when arrc is
 * built without Open MPI (ARRC_HAVE_MPI unset), and the compiler then
 * refuses the imports. */
#ifndef ARRC_RT_MPI_H
#define ARRC_RT_MPI_H

#include "arrc_rt.h"

#ifdef ARRC_HAVE_MPI
#include <mpi.h>

/* Starts MPI on first use, as mpi4py does on import: MPI_Init_thread,
 * errors returned rather than fatal on COMM_WORLD and COMM_SELF (they
 * become exceptions, as in mpi4py), MPI_Finalize at exit, and the error
 * path of the whole runtime told to name the rank and end the job with
 * MPI_Abort. Idempotent and cheap after the first call. */
void arrc_mpi_start(void);

/* The communicator of handle h (ARRC_MPI_COMM_WORLD, ARRC_MPI_COMM_SELF,
 * or one that Split or Dup made); a ValueError for a freed one. */
MPI_Comm arrc_mpi_comm_of(int64_t h, const arrc_loc *loc);
/* Registers a new communicator and returns its handle. */
int64_t arrc_mpi_comm_register(MPI_Comm comm);

/* Raises mpi4py's exception for an MPI error code: "MPI.Exception:
 * MPI_ERR_TRUNCATE: message truncated". Returns when err is MPI_SUCCESS. */
void arrc_mpi_check(int err, const arrc_loc *loc);

/* The MPI datatype of a code of ARRC_MPI_DATATYPES, and its size. */
MPI_Datatype arrc_mpi_datatype_of(int64_t code);
int arrc_mpi_datatype_size(int64_t code);
/* The datatype mpi4py chooses for an array's dtype (arrc_dtype). */
int64_t arrc_mpi_datatype_for_dtype(int dtype);
/* Element k of a list of ints or bools (counts, dims, periods), read by
 * its element size. */
int64_t arrc_mpi_list_int(const arrc_list *l, int64_t k);
/* The MPI operator of a code of ARRC_MPI_OPS. */
MPI_Op arrc_mpi_op_of(int64_t code);

/* A message buffer as mpi4py reads one from its arguments: an array, with
 * an optional count and datatype ([a, MPI.DOUBLE], [a, n, MPI.INT]). */
typedef struct {
  void *data;
  int64_t count;    /* elements of the datatype */
  int64_t datatype; /* a code of ARRC_MPI_DATATYPES */
  int64_t bytes;    /* the array's size in bytes */
} arrc_mpi_buffer;

/* Fills b from array a (count < 0: as many elements of the datatype as
 * the array holds; datatype < 0: mpi4py's datatype for the dtype).
 * Raises mpi4py's BufferError for an array that is not contiguous, and
 * a ValueError when count elements do not fit in the array. */
void arrc_mpi_buffer_from(arrc_mpi_buffer *b, const arrc_array *a, int64_t count, int64_t datatype,
                          const arrc_loc *loc);
#endif

/* ---- what generated code calls (mpi.c) ------------------------------------ */

int64_t arrc_mpi_comm_rank(int64_t comm, const arrc_loc *loc);
int64_t arrc_mpi_comm_size(int64_t comm, const arrc_loc *loc);
void arrc_mpi_barrier(int64_t comm, const arrc_loc *loc);
double arrc_mpi_wtime(void);
double arrc_mpi_wtick(void);
/* MPI.Get_processor_name(): a new string. */
arrc_str *arrc_mpi_processor_name(const arrc_loc *loc);
int64_t arrc_mpi_comm_split(int64_t comm, int64_t color, int64_t key, const arrc_loc *loc);
int64_t arrc_mpi_comm_dup(int64_t comm, const arrc_loc *loc);
void arrc_mpi_comm_free(int64_t comm, const arrc_loc *loc);
_Noreturn void arrc_mpi_comm_abort(int64_t comm, int64_t errorcode, const arrc_loc *loc);
void arrc_mpi_init(void);
void arrc_mpi_finalize(const arrc_loc *loc);
/* MPI.Is_initialized() (which 0) and MPI.Is_finalized() (which 1). */
bool arrc_mpi_state(int32_t which);
/* MPI.Get_version()'s part k (0 major, 1 minor). */
int64_t arrc_mpi_version(int32_t k);

/* Cartesian grids. Lists of ints are read by their element size (a list
 * of bools for periods, of int64 for dims). */
arrc_list *arrc_mpi_compute_dims(int64_t nnodes, int64_t ndims, const arrc_list *dims, const arrc_loc *loc);
int64_t arrc_mpi_create_cart(int64_t comm, const arrc_list *dims, const arrc_list *periods, int64_t reorder,
                             const arrc_loc *loc);
/* cart.Shift(direction, disp)'s part k: 0 the source, 1 the destination. */
int64_t arrc_mpi_cart_shift(int64_t comm, int64_t direction, int64_t disp, int32_t k, const arrc_loc *loc);
/* cart.Get_coords(rank); rank -1: this process's (cart.coords). */
arrc_list *arrc_mpi_cart_coords(int64_t comm, int64_t rank, const arrc_loc *loc);
int64_t arrc_mpi_cart_rank(int64_t comm, const arrc_list *coords, const arrc_loc *loc);
arrc_list *arrc_mpi_cart_dims(int64_t comm, const arrc_loc *loc);
int64_t arrc_mpi_cart_ndim(int64_t comm, const arrc_loc *loc);

/* ---- point to point (mpi_p2p.c) -------------------------------------------- */

/* Each buffer is an array with the count and datatype code of mpi4py's
 * message specification (-1: the whole array, the dtype's datatype; see
 * arrc_mpi_buffer_from). A status argument is a handle of MPI.Status()
 * or -1 for none; ranks and tags are mpi4py's ints. */
void arrc_mpi_send(int64_t comm, const arrc_array *a, int64_t count, int64_t datatype, int64_t dest, int64_t tag,
                   int8_t synchronous, const arrc_loc *loc);
void arrc_mpi_recv(int64_t comm, const arrc_array *a, int64_t count, int64_t datatype, int64_t source, int64_t tag,
                   int64_t status, const arrc_loc *loc);
void arrc_mpi_sendrecv(int64_t comm, const arrc_array *sa, int64_t scount, int64_t sdatatype, int64_t dest,
                       int64_t sendtag, const arrc_array *ra, int64_t rcount, int64_t rdatatype, int64_t source,
                       int64_t recvtag, int64_t status, const arrc_loc *loc);
void arrc_mpi_sendrecv_replace(int64_t comm, const arrc_array *a, int64_t count, int64_t datatype, int64_t dest,
                               int64_t sendtag, int64_t source, int64_t recvtag, int64_t status,
                               const arrc_loc *loc);
/* comm.Probe (blocking: returns 1) and comm.Iprobe (whether a message
 * waits). */
int8_t arrc_mpi_probe(int64_t comm, int64_t source, int64_t tag, int64_t status, int8_t blocking,
                      const arrc_loc *loc);
/* comm.Isend (Issend when synchronous) and comm.Irecv: a request handle.
 * The request holds a reference to a until it completes. */
int64_t arrc_mpi_isend(int64_t comm, arrc_array *a, int64_t count, int64_t datatype, int64_t dest, int64_t tag,
                       int8_t synchronous, const arrc_loc *loc);
int64_t arrc_mpi_irecv(int64_t comm, arrc_array *a, int64_t count, int64_t datatype, int64_t source, int64_t tag,
                       const arrc_loc *loc);
/* comm.Send_init (Ssend_init when synchronous) and comm.Recv_init: a
 * persistent request, which holds a until req.Free(); req.Start() and
 * MPI.Prequest.Startall on n of them. */
int64_t arrc_mpi_send_init(int64_t comm, arrc_array *a, int64_t count, int64_t datatype, int64_t dest, int64_t tag,
                           int8_t synchronous, const arrc_loc *loc);
int64_t arrc_mpi_recv_init(int64_t comm, arrc_array *a, int64_t count, int64_t datatype, int64_t source, int64_t tag,
                           const arrc_loc *loc);
void arrc_mpi_request_start(int64_t request, const arrc_loc *loc);
void arrc_mpi_startall(const int64_t *handles, int64_t n, const arrc_loc *loc);
/* req.Wait (returns 1), req.Test (whether it completed), req.Cancel,
 * req.Free. */
int8_t arrc_mpi_request_wait(int64_t request, int64_t status, const arrc_loc *loc);
int8_t arrc_mpi_request_test(int64_t request, int64_t status, const arrc_loc *loc);
void arrc_mpi_request_cancel(int64_t request, const arrc_loc *loc);
void arrc_mpi_request_free(int64_t request, const arrc_loc *loc);
/* MPI.Request.Waitall and Testall on n request handles, filling the
 * first nst of the statuses (handles) given; MPI.Request.Waitany, or
 * Testany when completed is not NULL (it receives whether one
 * completed): the index of the request that completed, or MPI.UNDEFINED. */
int8_t arrc_mpi_waitall(const int64_t *handles, int64_t n, const int64_t *st_handles, int64_t nst,
                        const arrc_loc *loc);
int8_t arrc_mpi_testall(const int64_t *handles, int64_t n, const int64_t *st_handles, int64_t nst,
                        const arrc_loc *loc);
int64_t arrc_mpi_waitany(const int64_t *handles, int64_t n, int64_t status, int8_t *completed, const arrc_loc *loc);
/* MPI.Status() and what it holds after a receive; datatype -1 in
 * arrc_mpi_status_count is MPI.BYTE, and elements asks Get_elements. */
int64_t arrc_mpi_status_new(void);
int64_t arrc_mpi_status_source(int64_t status, const arrc_loc *loc);
int64_t arrc_mpi_status_tag(int64_t status, const arrc_loc *loc);
int64_t arrc_mpi_status_error(int64_t status, const arrc_loc *loc);
int64_t arrc_mpi_status_count(int64_t status, int64_t datatype, int8_t elements, const arrc_loc *loc);
int8_t arrc_mpi_status_cancelled(int64_t status, const arrc_loc *loc);
/* ---- collectives on buffers (mpi_coll.c) ---------------------------------- */

/* The collectives, in the order of their rows in ir/builtins.def (the
 * compiler passes a row's distance from Bcast's as the code). */
#define ARRC_MPI_COLLECTIVES(X) \
  X(BCAST) X(REDUCE) X(ALLREDUCE) X(SCAN) X(EXSCAN) X(SCATTER) X(GATHER) X(ALLGATHER) X(ALLTOALL) \
  X(SCATTERV) X(GATHERV) X(ALLGATHERV)

typedef enum {
#define ARRC_X_ENUM(code) ARRC_MPI_##code,
  ARRC_MPI_COLLECTIVES(ARRC_X_ENUM)
#undef ARRC_X_ENUM
  ARRC_MPI_COLLECTIVE_COUNT
} arrc_mpi_collective;

/* A buffer argument reaches the runtime as (array, count, datatype), as
 * arrc_mpi_buffer_from reads them; a null array is None, or MPI.IN_PLACE
 * when its count is this. */
#define ARRC_MPI_IN_PLACE_COUNT (-3)

/* How the counts or the displacements of a vector message are given:
 * not at all (mpi4py computes them), one int for every rank (n is the
 * int), a NumPy int array or a list (p points to it), or n int64 values
 * that the compiled code laid out (a tuple's). */
typedef enum { ARRC_MPI_INTS_NONE, ARRC_MPI_INTS_SCALAR, ARRC_MPI_INTS_ARRAY, ARRC_MPI_INTS_LIST,
               ARRC_MPI_INTS_I64 } arrc_mpi_ints_kind;

/* comm.Bcast (the send buffer only), Reduce, Allreduce, Scan, Exscan (op
 * a code of ARRC_MPI_OPS), Scatter, Gather, Allgather, Alltoall. */
void arrc_mpi_collective_call(int64_t which, int64_t comm, const arrc_array *send, int64_t scount,
                              int64_t sdatatype, const arrc_array *recv, int64_t rcount, int64_t rdatatype,
                              int64_t op, int64_t root, const arrc_loc *loc);
/* comm.Scatterv, Gatherv and Allgatherv, with the counts and
 * displacements of their vector buffer. */
void arrc_mpi_collective_v(int64_t which, int64_t comm, const arrc_array *send, int64_t scount, int64_t sdatatype,
                           const arrc_array *recv, int64_t rcount, int64_t rdatatype, int64_t counts_kind,
                           const void *counts, int64_t ncounts, int64_t displs_kind, const void *displs,
                           int64_t ndispls, int64_t root, const arrc_loc *loc);

#endif
