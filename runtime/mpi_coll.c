/* mpi4py's collectives on buffers (rt_mpi.h): Bcast, the reductions,
 * Scatter, Gather, Allgather, Alltoall and the vector forms, on Open MPI.
 *
 * Each call reads its buffers as mpi4py's message_simple and
 * message_vector do: a buffer that holds one block per rank (Scatter's
 * send buffer, Gather's receive buffer) gives each rank its size divided
 * by the rank count, and must divide evenly; a vector buffer's counts
 * default to an even split (the first ranks one more) and its
 * displacements to the running sum of the counts. A buffer only the root
 * reads is not looked at on the other ranks, so it may be None there. The
 * errors are mpi4py's, with its messages: TypeError for None where a
 * buffer is needed, ValueError for counts that do not fit, MPI.Exception
 * for what MPI refuses (a receive buffer too small is MPI_ERR_TRUNCATE). */
#include "rt_mpi.h"

#ifdef ARRC_HAVE_MPI

#include <stdlib.h>

#include "rt_core.h"

typedef struct {
  const arrc_array *array;
  int64_t count, datatype;
} arg;

static bool in_place(arg a) { return !a.array && a.count == ARRC_MPI_IN_PLACE_COUNT; }

/* Buffer a as mpi4py reads it, split in blocks equal parts when its
 * count is not written (blocks 0: one part). */
static void message(arrc_mpi_buffer *b, arg a, int blocks, const arrc_loc *loc) {
  if (!a.array)
    arrc_raise(ARRC_TYPE_ERROR, loc, "message: expecting buffer or list/tuple");
  arrc_mpi_buffer_from(b, a.array, a.count, a.datatype, loc);
  if (a.count < 0 && blocks > 1) {
    if (b->count % blocks != 0)
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 "message: cannot infer count, number of entries %lld is not a multiple of required number of "
                 "blocks %d", (long long)b->count, blocks);
    b->count /= blocks;
  }
}

static MPI_Datatype datatype(const arrc_mpi_buffer *b) { return arrc_mpi_datatype_of(b->datatype); }

/* The reductions that give every rank the result check, as mpi4py does,
 * that the two buffers agree. */
static void same_message(const arrc_mpi_buffer *s, const arrc_mpi_buffer *r, const arrc_loc *loc) {
  if (s->datatype != r->datatype)
    arrc_raise(ARRC_VALUE_ERROR, loc, "mismatch in send and receive MPI datatypes");
  if (s->count != r->count)
    arrc_raise(ARRC_VALUE_ERROR, loc, "mismatch in send count %lld and receive count %lld", (long long)s->count,
               (long long)r->count);
}

void arrc_mpi_collective_call(int64_t which, int64_t comm, const arrc_array *send, int64_t scount,
                              int64_t sdatatype, const arrc_array *recv, int64_t rcount, int64_t rdatatype,
                              int64_t op, int64_t root, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  int rank = 0, size = 1;
  MPI_Comm_rank(c, &rank);
  MPI_Comm_size(c, &size);
  arg s = {send, scount, sdatatype}, r = {recv, rcount, rdatatype};
  arrc_mpi_buffer sb = {0}, rb = {0};
  void *sp = MPI_IN_PLACE;
  bool is_root = rank == root;
  MPI_Op o = arrc_mpi_op_of(op);
  int err = MPI_SUCCESS;
  switch ((arrc_mpi_collective)which) {
  case ARRC_MPI_BCAST:
    message(&sb, s, 0, loc);
    err = MPI_Bcast(sb.data, (int)sb.count, datatype(&sb), (int)root, c);
    break;
  case ARRC_MPI_REDUCE:
    if (is_root) {
      message(&rb, r, 0, loc);
      if (!in_place(s)) {
        message(&sb, s, 0, loc);
        sp = sb.data;
      }
      err = MPI_Reduce(sp, rb.data, (int)rb.count, datatype(&rb), o, (int)root, c);
    } else {
      message(&sb, s, 0, loc);
      err = MPI_Reduce(sb.data, NULL, (int)sb.count, datatype(&sb), o, (int)root, c);
    }
    break;
  case ARRC_MPI_ALLREDUCE:
  case ARRC_MPI_SCAN:
  case ARRC_MPI_EXSCAN:
    message(&rb, r, 0, loc);
    if (!in_place(s)) {
      message(&sb, s, 0, loc);
      same_message(&sb, &rb, loc);
      sp = sb.data;
    }
    if (which == ARRC_MPI_ALLREDUCE)
      err = MPI_Allreduce(sp, rb.data, (int)rb.count, datatype(&rb), o, c);
    else if (which == ARRC_MPI_SCAN)
      err = MPI_Scan(sp, rb.data, (int)rb.count, datatype(&rb), o, c);
    else
      err = MPI_Exscan(sp, rb.data, (int)rb.count, datatype(&rb), o, c);
    break;
  case ARRC_MPI_SCATTER:
    if (is_root)
      message(&sb, s, size, loc);
    if (!(is_root && in_place(r)))
      message(&rb, r, 0, loc);
    err = MPI_Scatter(sb.data, (int)sb.count, is_root ? datatype(&sb) : MPI_BYTE,
                      is_root && in_place(r) ? MPI_IN_PLACE : rb.data, (int)rb.count,
                      is_root && in_place(r) ? MPI_BYTE : datatype(&rb), (int)root, c);
    break;
  case ARRC_MPI_GATHER:
    if (is_root)
      message(&rb, r, size, loc);
    if (!(is_root && in_place(s))) {
      message(&sb, s, 0, loc);
      sp = sb.data;
    }
    err = MPI_Gather(sp, (int)sb.count, sp == MPI_IN_PLACE ? MPI_BYTE : datatype(&sb), rb.data, (int)rb.count,
                     is_root ? datatype(&rb) : MPI_BYTE, (int)root, c);
    break;
  case ARRC_MPI_ALLGATHER:
  case ARRC_MPI_ALLTOALL:
    message(&rb, r, size, loc);
    if (!in_place(s)) {
      message(&sb, s, which == ARRC_MPI_ALLTOALL ? size : 0, loc);
      sp = sb.data;
    }
    if (which == ARRC_MPI_ALLGATHER)
      err = MPI_Allgather(sp, (int)sb.count, sp == MPI_IN_PLACE ? MPI_BYTE : datatype(&sb), rb.data,
                          (int)rb.count, datatype(&rb), c);
    else
      err = MPI_Alltoall(sp, (int)sb.count, sp == MPI_IN_PLACE ? MPI_BYTE : datatype(&sb), rb.data,
                         (int)rb.count, datatype(&rb), c);
    break;
  default:
    break;
  }
  arrc_mpi_check(err, loc);
}

/* ---- vector forms ------------------------------------------------------------------ */

typedef struct {
  int64_t kind;
  const void *p;
  int64_t n;
} ints;

/* The length of a sequence of counts or displacements, which mpi4py
 * checks against the rank count ("expecting 4 items, got 3"). */
static int64_t ints_length(ints v) {
  switch ((arrc_mpi_ints_kind)v.kind) {
  case ARRC_MPI_INTS_ARRAY: return ((const arrc_array *)v.p)->size;
  case ARRC_MPI_INTS_LIST: return ((const arrc_list *)v.p)->len;
  default: return v.n;
  }
}

static void check_ints(ints v, int blocks, const arrc_loc *loc) {
  if (v.kind == ARRC_MPI_INTS_NONE || v.kind == ARRC_MPI_INTS_SCALAR)
    return;
  int64_t n = ints_length(v);
  if (n != blocks)
    arrc_raise(ARRC_VALUE_ERROR, loc, "expecting %d items, got %lld", blocks, (long long)n);
}

static int ints_at(ints v, int k) {
  switch ((arrc_mpi_ints_kind)v.kind) {
  case ARRC_MPI_INTS_ARRAY: {
    const arrc_array *a = v.p;
    int64_t x;
    arrc_rt_convert(ARRC_INT64, &x, (arrc_dtype)(a->dtype & 0xff), a->data + k * a->dims[a->ndim]);
    return (int)x;
  }
  case ARRC_MPI_INTS_LIST: {
    return (int)arrc_mpi_list_int(v.p, k);
  }
  case ARRC_MPI_INTS_I64: return (int)((const int64_t *)v.p)[k];
  default: return (int)v.n;
  }
}

/* The counts and displacements of a vector buffer b, as mpi4py's
 * message_vector makes them, in blocks ints each (allocated). */
static void vector_layout(const arrc_mpi_buffer *b, ints counts, ints displs, int blocks, int **cp, int **dp,
                          const arrc_loc *loc) {
  check_ints(counts, blocks, loc);
  check_ints(displs, blocks, loc);
  int *c = malloc((size_t)(blocks ? blocks : 1) * 2 * sizeof *c), *d = c + blocks;
  if (!c)
    abort();
  for (int k = 0; k < blocks; k++)
    c[k] = counts.kind == ARRC_MPI_INTS_NONE ? (int)(b->count / blocks + (b->count % blocks > k)) : ints_at(counts, k);
  int sum = 0;
  for (int k = 0; k < blocks; k++) {
    if (displs.kind == ARRC_MPI_INTS_NONE)
      d[k] = sum;
    else if (displs.kind == ARRC_MPI_INTS_SCALAR)
      d[k] = (int)displs.n * k;
    else
      d[k] = ints_at(displs, k);
    sum += c[k];
  }
  *cp = c;
  *dp = d;
}

void arrc_mpi_collective_v(int64_t which, int64_t comm, const arrc_array *send, int64_t scount, int64_t sdatatype,
                           const arrc_array *recv, int64_t rcount, int64_t rdatatype, int64_t counts_kind,
                           const void *counts, int64_t ncounts, int64_t displs_kind, const void *displs,
                           int64_t ndispls, int64_t root, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  int rank = 0, size = 1;
  MPI_Comm_rank(c, &rank);
  MPI_Comm_size(c, &size);
  arg s = {send, scount, sdatatype}, r = {recv, rcount, rdatatype};
  ints cs = {counts_kind, counts, ncounts}, ds = {displs_kind, displs, ndispls};
  arrc_mpi_buffer sb = {0}, rb = {0};
  bool is_root = rank == root;
  int *cnt = NULL, *dis = NULL, err = MPI_SUCCESS;
  switch ((arrc_mpi_collective)which) {
  case ARRC_MPI_SCATTERV: {
    bool here = is_root && in_place(r);
    if (is_root) {
      /* The counts come with the buffer; mpi4py reads its length whole. */
      message(&sb, (arg){s.array, -1, s.datatype}, 0, loc);
      if (!here)
        message(&rb, r, 0, loc);
      vector_layout(&sb, cs, ds, size, &cnt, &dis, loc);
    } else {
      message(&rb, r, 0, loc);
    }
    err = MPI_Scatterv(sb.data, cnt, dis, is_root ? datatype(&sb) : MPI_BYTE, here ? MPI_IN_PLACE : rb.data,
                       (int)rb.count, here ? MPI_BYTE : datatype(&rb), (int)root, c);
    break;
  }
  case ARRC_MPI_GATHERV:
  case ARRC_MPI_ALLGATHERV: {
    bool all = which == ARRC_MPI_ALLGATHERV, gets = all || is_root, here = gets && in_place(s);
    if (!here)
      message(&sb, s, 0, loc);
    if (gets) {
      message(&rb, (arg){r.array, -1, r.datatype}, 0, loc);
      vector_layout(&rb, cs, ds, size, &cnt, &dis, loc);
    }
    void *sp = here ? MPI_IN_PLACE : sb.data;
    MPI_Datatype st = here ? MPI_BYTE : datatype(&sb);
    if (all)
      err = MPI_Allgatherv(sp, (int)sb.count, st, rb.data, cnt, dis, datatype(&rb), c);
    else
      err = MPI_Gatherv(sp, (int)sb.count, st, rb.data, cnt, dis, is_root ? datatype(&rb) : MPI_BYTE, (int)root, c);
    break;
  }
  default:
    break;
  }
  free(cnt);
  arrc_mpi_check(err, loc);
}

#endif
