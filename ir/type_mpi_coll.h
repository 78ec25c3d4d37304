/* The typing of mpi4py's collectives on buffers (issue 18): Bcast,
 * Reduce, Allreduce, Scan, Exscan, Scatter, Gather, Allgather, Alltoall,
 * Scatterv, Gatherv and Allgatherv on NumPy arrays. Their rows are in
 * ir/builtins.def, in the order of runtime/rt_mpi.h's ARRC_MPI_COLLECTIVES,
 * and codegen/lib_mpi_coll.c lowers them. */
#ifndef ARRC_TYPE_MPI_COLL_H
#define ARRC_TYPE_MPI_COLL_H

#include "infer.h"

/* How a collective reads its arguments, which the typing and the lowering
 * share: where its op= and root= are (-1: it has none), and which of its
 * buffers is written in mpi4py's vector form ([a, counts, displs, type]). */
typedef struct {
  BuiltinId id;
  unsigned send, recv; /* MPI_COLL_* below; a Bcast has only its send buffer */
  int op, root;        /* argument positions */
} MpiCollective;

enum {
  MPI_COLL_ABSENT = 1,    /* the call has no such buffer */
  MPI_COLL_IN_PLACE = 2,  /* MPI.IN_PLACE may stand for it */
  MPI_COLL_ROOT_ONLY = 4, /* only the root reads it: None (or an optional array) elsewhere */
  MPI_COLL_VECTOR = 8,    /* counts and displacements may come with it */
};

/* The collective a row is, or NULL. */
const MpiCollective *mpi_collective(BuiltinId id);

const Type *t_mpi_collective(CallInfo *c);

#endif
