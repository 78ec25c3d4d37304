/* numba_mpi's calls (issue 18), which generated code makes from jitted
 * and host code alike (runtime/mpi_njit.c; codegen/lib_mpi_njit.c lowers
 * them). Each works on MPI_COMM_WORLD and returns MPI's error code, as
 * numba-mpi does, rather than raising; what numba-mpi asserts (a
 * C-contiguous buffer for irecv, bcast and the scatter/gather family) is
 * an AssertionError. Arrays are borrowed; an array returned is a new
 * reference. */
#ifndef ARRC_RT_MPI_NJIT_H
#define ARRC_RT_MPI_NJIT_H

#include "arrc_rt.h"

/* The calls on requests that arrc_mpi_njit_requests makes, one runtime
 * function for the six of numba-mpi. */
typedef enum {
  ARRC_MPI_NJIT_WAIT,
  ARRC_MPI_NJIT_TEST,
  ARRC_MPI_NJIT_WAITALL,
  ARRC_MPI_NJIT_WAITANY,
  ARRC_MPI_NJIT_TESTALL,
  ARRC_MPI_NJIT_TESTANY,
} arrc_mpi_njit_request_call;

/* The collectives of arrc_mpi_njit_collect. */
typedef enum {
  ARRC_MPI_NJIT_SCATTER,
  ARRC_MPI_NJIT_GATHER,
  ARRC_MPI_NJIT_ALLGATHER,
} arrc_mpi_njit_collective;

/* rank() and size() (0 when MPI fails), query_thread(), initialized(),
 * barrier(). */
int32_t arrc_mpi_njit_rank(void);
int32_t arrc_mpi_njit_size(void);
int32_t arrc_mpi_njit_query_thread(void);
int32_t arrc_mpi_njit_initialized(void);
int32_t arrc_mpi_njit_barrier(void);

/* send(data, dest, tag), recv(data, source, tag) and sendrecv: a buffer
 * that is not C-contiguous travels through a contiguous copy. */
int32_t arrc_mpi_njit_send(const arrc_array *data, int64_t dest, int64_t tag, const arrc_loc *loc);
int32_t arrc_mpi_njit_recv(arrc_array *data, int64_t source, int64_t tag, const arrc_loc *loc);
int32_t arrc_mpi_njit_sendrecv(const arrc_array *senddata, int64_t dest, arrc_array *recvdata, int64_t source,
                               int64_t sendtag, int64_t recvtag, const arrc_loc *loc);

/* isend and irecv: the new array of one request handle, the status in
 * *status. The buffer (for isend of a non-contiguous array, its copy) is
 * kept alive until a wait or test sees the request complete. */
arrc_array *arrc_mpi_njit_isend(arrc_array *data, int64_t dest, int64_t tag, int32_t *status, const arrc_loc *loc);
arrc_array *arrc_mpi_njit_irecv(arrc_array *data, int64_t source, int64_t tag, int32_t *status,
                                const arrc_loc *loc);

/* wait, test, waitall, waitany, testall, testany on the request handles
 * of n arrays (one array, or the arrays of a tuple), written back when
 * MPI changes them. *flag and *index receive what test and the any calls
 * return. */
int32_t arrc_mpi_njit_requests(int32_t call, int64_t n, arrc_array *const *arrays, int32_t *flag, int32_t *index,
                               const arrc_loc *loc);

/* allreduce (root < 0) and reduce of an array, or of one number of dtype
 * at value; op is a code of ARRC_MPI_OPS. */
int32_t arrc_mpi_njit_reduce(const arrc_array *sendobj, arrc_array *recvobj, int64_t op, int64_t root,
                             const arrc_loc *loc);
int32_t arrc_mpi_njit_reduce_number(const void *value, int32_t dtype, arrc_array *recvobj, int64_t op,
                                    int64_t root, const arrc_loc *loc);

/* bcast(data, root), and scatter, gather, allgather (root ignored). */
int32_t arrc_mpi_njit_bcast(arrc_array *data, int64_t root, const arrc_loc *loc);
int32_t arrc_mpi_njit_collect(int32_t which, arrc_array *send_data, arrc_array *recv_data, int64_t count,
                              int64_t root, const arrc_loc *loc);

#endif
