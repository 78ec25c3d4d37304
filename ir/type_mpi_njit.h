/* numba_mpi (issue 18): the numba-mpi package's MPI calls, which Numba
 * programs make inside @njit functions (and, since they are ordinary
 * Python functions too, in host code). ir/type_mpi_njit.c types them,
 * codegen/lib_mpi_njit.c lowers them, runtime/mpi_njit.c runs them on
 * MPI_COMM_WORLD, the only communicator numba-mpi knows. Their rows are in
 * ir/builtins.def. */
#ifndef ARRC_TYPE_MPI_NJIT_H
#define ARRC_TYPE_MPI_NJIT_H

#include "type_mpi.h"

/* The kind of TY_MPI that numba_mpi.Operator's members have. numba-mpi's
 * Operator is an IntEnum of its own, not mpi4py's Op: numba-mpi takes
 * only its members and mpi4py only its Ops, so they are different types.
 * The number stays clear of the kinds in type_mpi.h. */
enum { MPI_OBJ_NJIT_OPERATOR = 100 };

const Type *v_njit_mpi_operator(void);
const Type *v_njit_mpi_success(void);

const Type *t_njit_mpi_rank(CallInfo *c);
const Type *t_njit_mpi_status(CallInfo *c);
const Type *t_njit_mpi_wtime(CallInfo *c);
const Type *t_njit_mpi_initialized(CallInfo *c);
const Type *t_njit_mpi_send(CallInfo *c);
const Type *t_njit_mpi_sendrecv(CallInfo *c);
const Type *t_njit_mpi_isend(CallInfo *c);
const Type *t_njit_mpi_wait(CallInfo *c);
const Type *t_njit_mpi_waitall(CallInfo *c);
const Type *t_njit_mpi_reduce(CallInfo *c);
const Type *t_njit_mpi_bcast(CallInfo *c);
const Type *t_njit_mpi_scatter(CallInfo *c);

#endif
