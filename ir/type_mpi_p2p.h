/* The typing rules of mpi4py's point-to-point calls on buffers, requests
 * and statuses (ir/type_mpi_p2p.c; their rows are in ir/builtins.def, their
 * lowerings in codegen/lib_mpi_p2p.c). */
#ifndef ARRC_TYPE_MPI_P2P_H
#define ARRC_TYPE_MPI_P2P_H

#include "type_mpi.h"

/* MPI.REQUEST_NULL: a request that is never active. */
const Type *v_mpi_request(void);

const Type *t_mpi_send(CallInfo *c);
const Type *t_mpi_recv(CallInfo *c);
const Type *t_mpi_sendrecv(CallInfo *c);
const Type *t_mpi_sendrecv_replace(CallInfo *c);
const Type *t_mpi_isend(CallInfo *c);
const Type *t_mpi_irecv(CallInfo *c);
const Type *t_mpi_probe(CallInfo *c);
const Type *t_mpi_request_wait(CallInfo *c);
const Type *t_mpi_request_none(CallInfo *c);
const Type *t_mpi_request_all(CallInfo *c);
const Type *t_mpi_request_any(CallInfo *c);
const Type *t_mpi_status_new(CallInfo *c);
const Type *t_mpi_status_int(CallInfo *c);
const Type *t_mpi_status_count(CallInfo *c);
const Type *t_mpi_status_bool(CallInfo *c);

#endif
