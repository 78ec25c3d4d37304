/* mpi4py's methods on Python values (runtime/mpi_obj.c), which generated
 * code calls (codegen/lib_mpi_obj.c). Each value is passed by the address
 * of its memory and the descriptor of its type (rt_serialize.h); values
 * received are written to out as new references, with new lists made
 * like the empty ones in protos. */
#ifndef ARRC_RT_MPI_OBJ_H
#define ARRC_RT_MPI_OBJ_H

#include "arrc_rt.h"

/* The handles of comm.isend's requests start here, apart from those of
 * the buffer calls (comm.Isend). */
#define ARRC_MPI_OBJ_REQUEST_BASE ((int64_t)1 << 40)

void arrc_mpi_obj_send(int64_t comm, const char *desc, const void *value, int64_t dest, int64_t tag,
                       const arrc_loc *loc);
void arrc_mpi_obj_recv(int64_t comm, const char *desc, void *const *protos, void *out, int64_t source,
                       int64_t tag, const arrc_loc *loc);
int64_t arrc_mpi_obj_isend(int64_t comm, const char *desc, const void *value, int64_t dest, int64_t tag,
                           const arrc_loc *loc);
/* comm.irecv: a request whose wait (arrc_mpi_obj_wait_recv) receives. */
int64_t arrc_mpi_obj_irecv(int64_t comm, int64_t source, int64_t tag, const arrc_loc *loc);
void arrc_mpi_obj_wait_recv(int64_t request, const char *desc, void *const *protos, void *out, const arrc_loc *loc);
/* req.wait() and req.test() of a request of comm.isend. */
void arrc_mpi_obj_wait(int64_t request, const arrc_loc *loc);
bool arrc_mpi_obj_test(int64_t request, const arrc_loc *loc);
void arrc_mpi_obj_sendrecv(int64_t comm, const char *desc, void *const *protos, const void *value, int64_t dest,
                           int64_t sendtag, void *out, int64_t source, int64_t recvtag, const arrc_loc *loc);
void arrc_mpi_obj_bcast(int64_t comm, const char *desc, void *const *protos, const void *value, void *out,
                        int64_t root, const arrc_loc *loc);
/* comm.reduce (all false: returns whether this rank is root and out was
 * written) and comm.allreduce (all true). */
bool arrc_mpi_obj_reduce(int64_t comm, const char *desc, void *const *protos, const void *value, void *out,
                         int64_t op, int64_t root, bool all, const arrc_loc *loc);
/* comm.gather and comm.allgather: list_desc describes the list of
 * values; returns whether out was written (the root, or every rank). */
bool arrc_mpi_obj_gather(int64_t comm, const char *list_desc, void *const *protos, const void *value, void *out,
                         int64_t root, bool all, const arrc_loc *loc);
/* comm.scatter: list points at the root's list (read on the root only);
 * out receives an element. */
void arrc_mpi_obj_scatter(int64_t comm, const char *list_desc, void *const *protos, const void *list, void *out,
                          int64_t root, const arrc_loc *loc);
void arrc_mpi_obj_alltoall(int64_t comm, const char *list_desc, void *const *protos, const void *list, void *out,
                           const arrc_loc *loc);

#endif
