/* mpi4py's lowercase methods, which send Python values (comm.send,
 * comm.recv, comm.isend, comm.bcast, comm.reduce, comm.allreduce,
 * comm.gather, comm.allgather, comm.scatter, comm.alltoall,
 * comm.sendrecv): the values become bytes (serialize.c, whose descriptors
 * the generated code passes) that travel as MPI_BYTE messages.
 *
 * The point-to-point messages carry a digest of the value's type before
 * its bytes, so a receive of a message that another kind of call sent
 * fails with a clear message. Every rank of a collective call runs the
 * same statement of the same program, so collective messages carry the
 * bytes alone.
 *
 * reduce and allreduce follow mpi4py's algorithm (msgpickle.pxi's
 * PyMPI_reduce_p2p), a binomial tree towards rank 0, because the order in
 * which op combines the values shows in the result (float sums round
 * differently in another order). Its messages go on a duplicate of the
 * communicator, made on first use, as mpi4py's go on a private context,
 * so they never match the program's own receives. */
#include "rt_mpi.h"

#ifdef ARRC_HAVE_MPI

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_mpi_obj.h"
#include "rt_serialize.h"

/* ---- helpers ------------------------------------------------------------------ */

static int count_of(int64_t len, const arrc_loc *loc) {
  if (len > INT_MAX)
    arrc_raise(ARRC_OVERFLOW_ERROR, loc, "a message of %lld bytes is larger than MPI's count allows",
               (long long)len);
  return (int)len;
}

static int rank_of(MPI_Comm c, const arrc_loc *loc) {
  int r = 0;
  arrc_mpi_check(MPI_Comm_rank(c, &r), loc);
  return r;
}

static int size_of(MPI_Comm c, const arrc_loc *loc) {
  int s = 1;
  arrc_mpi_check(MPI_Comm_size(c, &s), loc);
  return s;
}

static void check_root(MPI_Comm c, int64_t root, const arrc_loc *loc) {
  if (root < 0 || root >= size_of(c, loc))
    arrc_raise(ARRC_MPI_EXCEPTION, loc, "MPI_ERR_ROOT: invalid root");
}

/* The private duplicate of communicator handle h, made on first use (a
 * collective call, which every rank makes at the same statement). */
static MPI_Comm *privates;
static int64_t nprivates;

static MPI_Comm private_comm(int64_t h, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(h, loc);
  if (h >= nprivates) {
    int64_t n = h + 8;
    privates = arrc_realloc(privates, (size_t)n * sizeof *privates, loc);
    for (int64_t k = nprivates; k < n; k++)
      privates[k] = MPI_COMM_NULL;
    nprivates = n;
  }
  if (privates[h] == MPI_COMM_NULL) {
    arrc_mpi_check(MPI_Comm_dup(c, &privates[h]), loc);
    MPI_Comm_set_errhandler(privates[h], MPI_ERRORS_RETURN);
  }
  return privates[h];
}

/* The wire form of a value, with the digest of its type first when
 * digest is set. */
static arrc_ser_buf wire(const char *desc, const void *value, bool digest, const arrc_loc *loc) {
  arrc_ser_buf b = {0};
  if (digest) {
    uint32_t d = arrc_ser_type_digest(desc);
    b.data = arrc_malloc(64, loc);
    b.cap = 64;
    memcpy(b.data, &d, sizeof d);
    b.len = sizeof d;
  }
  arrc_ser_put(&b, desc, value, loc);
  return b;
}

/* Reads a point-to-point message's value (digest, then bytes) into out. */
static void unwire(const char *desc, void *const *protos, const char *data, int64_t len, void *out,
                   const arrc_loc *loc) {
  uint32_t d;
  if (len < (int64_t)sizeof d || (memcpy(&d, data, sizeof d), d != arrc_ser_type_digest(desc)))
    arrc_raise(ARRC_TYPE_ERROR, loc, "the message received does not hold a value of the type this call receives "
               "(was it sent by comm.Send(), or is the value sent of another type?)");
  arrc_ser_get(desc, protos, data + sizeof d, len - (int64_t)sizeof d, out, loc);
}

/* Receives one message matching source and tag on c into a new buffer. */
static char *receive(MPI_Comm c, int source, int tag, int64_t *len, MPI_Status *st, const arrc_loc *loc) {
  MPI_Message msg;
  MPI_Status probe;
  arrc_mpi_check(MPI_Mprobe(source, tag, c, &msg, &probe), loc);
  int n = 0;
  arrc_mpi_check(MPI_Get_count(&probe, MPI_BYTE, &n), loc);
  char *data = arrc_malloc(n ? (size_t)n : 1, loc);
  arrc_mpi_check(MPI_Mrecv(data, n, MPI_BYTE, &msg, st ? st : MPI_STATUS_IGNORE), loc);
  *len = n;
  return data;
}

/* A value's copy: mpi4py's values arrive as new objects (pickled and
 * read back), even on the rank that sent them. */
static void copy_value(const char *desc, void *const *protos, const void *value, void *out,
                       const arrc_loc *loc) {
  arrc_ser_buf b = wire(desc, value, false, loc);
  arrc_ser_get(desc, protos, b.data, b.len, out, loc);
  free(b.data);
}

/* ---- point to point -------------------------------------------------------------- */

void arrc_mpi_obj_send(int64_t comm, const char *desc, const void *value, int64_t dest, int64_t tag,
                       const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_ser_buf b = wire(desc, value, true, loc);
  int err = MPI_Send(b.data, count_of(b.len, loc), MPI_BYTE, (int)dest, (int)tag, c);
  free(b.data);
  arrc_mpi_check(err, loc);
}

void arrc_mpi_obj_recv(int64_t comm, const char *desc, void *const *protos, void *out, int64_t source,
                       int64_t tag, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  int64_t len;
  char *data = receive(c, (int)source, (int)tag, &len, NULL, loc);
  unwire(desc, protos, data, len, out, loc);
  free(data);
}

/* The requests of comm.isend (the send and the bytes it sends, which
 * must live until it completes) and of comm.irecv (where to receive
 * from: the message is received when the program waits, since its size
 * is known only once it has arrived). Their handles start at
 * ARRC_MPI_OBJ_REQUEST_BASE, apart from those of the buffer calls. */
typedef struct {
  MPI_Request req;
  char *data;
  bool used, receives;
  MPI_Comm comm;
  int source, tag;
} ObjRequest;
static ObjRequest *requests;
static int64_t nrequests;

static int64_t new_request(const arrc_loc *loc) {
  int64_t k = 0;
  while (k < nrequests && requests[k].used)
    k++;
  if (k == nrequests) {
    requests = arrc_realloc(requests, (size_t)(nrequests + 8) * sizeof *requests, loc);
    memset(requests + nrequests, 0, 8 * sizeof *requests);
    nrequests += 8;
  }
  memset(&requests[k], 0, sizeof requests[k]);
  requests[k].used = true;
  return k;
}

int64_t arrc_mpi_obj_isend(int64_t comm, const char *desc, const void *value, int64_t dest, int64_t tag,
                           const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_ser_buf b = wire(desc, value, true, loc);
  int64_t k = new_request(loc);
  requests[k].data = b.data;
  arrc_mpi_check(MPI_Isend(b.data, count_of(b.len, loc), MPI_BYTE, (int)dest, (int)tag, c, &requests[k].req), loc);
  return ARRC_MPI_OBJ_REQUEST_BASE + k;
}

int64_t arrc_mpi_obj_irecv(int64_t comm, int64_t source, int64_t tag, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  int64_t k = new_request(loc);
  requests[k].receives = true;
  requests[k].comm = c;
  requests[k].source = (int)source;
  requests[k].tag = (int)tag;
  return ARRC_MPI_OBJ_REQUEST_BASE + k;
}

static ObjRequest *request_of(int64_t h, const arrc_loc *loc) {
  int64_t k = h - ARRC_MPI_OBJ_REQUEST_BASE;
  if (k < 0 || k >= nrequests || !requests[k].used)
    arrc_raise(ARRC_MPI_EXCEPTION, loc, "MPI_ERR_REQUEST: invalid request");
  return &requests[k];
}

void arrc_mpi_obj_wait(int64_t request, const arrc_loc *loc) {
  arrc_mpi_start();
  ObjRequest *r = request_of(request, loc);
  arrc_mpi_check(MPI_Wait(&r->req, MPI_STATUS_IGNORE), loc);
  free(r->data);
  r->data = NULL;
  r->used = false;
}

void arrc_mpi_obj_wait_recv(int64_t request, const char *desc, void *const *protos, void *out, const arrc_loc *loc) {
  arrc_mpi_start();
  ObjRequest *r = request_of(request, loc);
  if (!r->receives)
    arrc_raise(ARRC_MPI_EXCEPTION, loc, "MPI_ERR_REQUEST: invalid request");
  int64_t len;
  char *data = receive(r->comm, r->source, r->tag, &len, NULL, loc);
  r->used = false;
  unwire(desc, protos, data, len, out, loc);
  free(data);
}

bool arrc_mpi_obj_test(int64_t request, const arrc_loc *loc) {
  arrc_mpi_start();
  ObjRequest *r = request_of(request, loc);
  int done = 0;
  arrc_mpi_check(MPI_Test(&r->req, &done, MPI_STATUS_IGNORE), loc);
  if (done) {
    free(r->data);
    r->data = NULL;
    r->used = false;
  }
  return done != 0;
}

void arrc_mpi_obj_sendrecv(int64_t comm, const char *desc, void *const *protos, const void *value, int64_t dest,
                           int64_t sendtag, void *out, int64_t source, int64_t recvtag, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_ser_buf b = wire(desc, value, true, loc);
  MPI_Request req;
  arrc_mpi_check(MPI_Isend(b.data, count_of(b.len, loc), MPI_BYTE, (int)dest, (int)sendtag, c, &req), loc);
  int64_t len;
  char *data = receive(c, (int)source, (int)recvtag, &len, NULL, loc);
  arrc_mpi_check(MPI_Wait(&req, MPI_STATUS_IGNORE), loc);
  free(b.data);
  unwire(desc, protos, data, len, out, loc);
  free(data);
}

/* ---- collectives ---------------------------------------------------------------- */

void arrc_mpi_obj_bcast(int64_t comm, const char *desc, void *const *protos, const void *value, void *out,
                        int64_t root, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  check_root(c, root, loc);
  arrc_ser_buf b = {0};
  bool sender = rank_of(c, loc) == root;
  if (sender)
    b = wire(desc, value, false, loc);
  int64_t len = b.len;
  arrc_mpi_check(MPI_Bcast(&len, 1, MPI_INT64_T, (int)root, c), loc);
  if (!sender)
    b.data = arrc_malloc(len ? (size_t)len : 1, loc);
  arrc_mpi_check(MPI_Bcast(b.data, count_of(len, loc), MPI_BYTE, (int)root, c), loc);
  arrc_ser_get(desc, protos, b.data, len, out, loc);
  free(b.data);
}

bool arrc_mpi_obj_reduce(int64_t comm, const char *desc, void *const *protos, const void *value, void *out,
                         int64_t op, int64_t root, bool all, const arrc_loc *loc) {
  MPI_Comm c = private_comm(comm, loc);
  int size = size_of(c, loc), rank = rank_of(c, loc);
  if (!all)
    check_root(c, root, loc);
  int64_t vsize = arrc_ser_value_size(desc);
  /* result, the value received and the combination, each vsize bytes. */
  char *result = arrc_malloc((size_t)(3 * vsize + 1), loc), *tmp = result + vsize, *combined = tmp + vsize;
  copy_value(desc, protos, value, result, loc);
  const int tag = 0;
  for (unsigned mask = 1; mask < (unsigned)size; mask <<= 1) {
    if (mask & (unsigned)rank) {
      int target = (int)(((unsigned)rank & ~mask) % (unsigned)size);
      arrc_ser_buf b = wire(desc, result, false, loc);
      int err = MPI_Send(b.data, count_of(b.len, loc), MPI_BYTE, target, tag, c);
      free(b.data);
      arrc_mpi_check(err, loc);
    } else if ((int)((unsigned)rank | mask) < size) {
      int64_t len;
      char *data = receive(c, (int)((unsigned)rank | mask), tag, &len, NULL, loc);
      arrc_ser_get(desc, protos, data, len, tmp, loc);
      free(data);
      arrc_ser_combine(desc, (int32_t)op, result, tmp, combined, loc);
      memcpy(result, combined, (size_t)vsize);
    }
  }
  if (all) {
    /* mpi4py's allreduce: the reduction at rank 0, then its broadcast. */
    arrc_mpi_obj_bcast(comm, desc, protos, result, out, 0, loc);
    arrc_ser_release(desc, result);
    free(result);
    return true;
  }
  if (root != 0) {
    if (rank == 0) {
      arrc_ser_buf b = wire(desc, result, false, loc);
      int err = MPI_Send(b.data, count_of(b.len, loc), MPI_BYTE, (int)root, tag, c);
      free(b.data);
      arrc_mpi_check(err, loc);
    } else if (rank == root) {
      arrc_ser_release(desc, result);
      int64_t len;
      char *data = receive(c, 0, tag, &len, NULL, loc);
      arrc_ser_get(desc, protos, data, len, result, loc);
      free(data);
    }
  }
  bool mine = rank == root;
  if (mine)
    memcpy(out, result, (size_t)vsize);
  else
    arrc_ser_release(desc, result);
  free(result);
  return mine;
}

/* The wire form of a list of the n values in parts (their bytes one after
 * another, counts[k] bytes each), read into out with the list's
 * descriptor. */
static void read_list(const char *list_desc, void *const *protos, const char *parts, int64_t total, int n,
                      void *out, const arrc_loc *loc) {
  char *data = arrc_malloc((size_t)total + sizeof(int64_t), loc);
  int64_t len = n;
  memcpy(data, &len, sizeof len);
  if (total)
    memcpy(data + sizeof len, parts, (size_t)total);
  arrc_ser_get(list_desc, protos, data, total + (int64_t)sizeof len, out, loc);
  free(data);
}

/* Displacements from counts; returns the total. */
static int64_t displacements(const int *counts, int *displs, int n, const arrc_loc *loc) {
  int64_t total = 0;
  for (int k = 0; k < n; k++) {
    displs[k] = count_of(total, loc);
    total += counts[k];
  }
  count_of(total, loc);
  return total;
}

bool arrc_mpi_obj_gather(int64_t comm, const char *list_desc, void *const *protos, const void *value, void *out,
                         int64_t root, bool all, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  if (!all)
    check_root(c, root, loc);
  int size = size_of(c, loc), rank = rank_of(c, loc);
  const char *elem = strchr(list_desc, ':') + 1;
  arrc_ser_buf b = wire(elem, value, false, loc);
  int mine = count_of(b.len, loc);
  bool receives = all || rank == root;
  int *counts = arrc_malloc(2 * (size_t)size * sizeof *counts, loc), *displs = counts + size;
  if (all)
    arrc_mpi_check(MPI_Allgather(&mine, 1, MPI_INT, counts, 1, MPI_INT, c), loc);
  else
    arrc_mpi_check(MPI_Gather(&mine, 1, MPI_INT, counts, 1, MPI_INT, (int)root, c), loc);
  int64_t total = receives ? displacements(counts, displs, size, loc) : 0;
  char *parts = receives ? arrc_malloc((size_t)total + 1, loc) : NULL;
  int err = all ? MPI_Allgatherv(b.data, mine, MPI_BYTE, parts, counts, displs, MPI_BYTE, c)
                : MPI_Gatherv(b.data, mine, MPI_BYTE, parts, counts, displs, MPI_BYTE, (int)root, c);
  free(b.data);
  arrc_mpi_check(err, loc);
  if (receives)
    read_list(list_desc, protos, parts, total, size, out, loc);
  free(parts);
  free(counts);
  return receives;
}

/* The wire forms of the elements of list l, one after another, with
 * their sizes in counts; ValueError unless it has n of them. */
static char *list_parts(const char *list_desc, const arrc_list *l, int n, int *counts, const arrc_loc *loc) {
  if (l->len != n)
    arrc_raise(ARRC_VALUE_ERROR, loc, "expecting %d items, got %lld", n, (long long)l->len);
  const char *elem = strchr(list_desc, ':') + 1;
  arrc_ser_buf b = {0};
  for (int k = 0; k < n; k++) {
    int64_t before = b.len;
    arrc_ser_put(&b, elem, l->data + k * l->itemsize, loc);
    counts[k] = count_of(b.len - before, loc);
  }
  count_of(b.len, loc);
  if (!b.data)
    b.data = arrc_malloc(1, loc);
  return b.data;
}

void arrc_mpi_obj_scatter(int64_t comm, const char *list_desc, void *const *protos, const void *list, void *out,
                          int64_t root, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  check_root(c, root, loc);
  int size = size_of(c, loc), rank = rank_of(c, loc);
  int *counts = arrc_malloc(2 * (size_t)size * sizeof *counts, loc), *displs = counts + size;
  char *parts = NULL;
  if (rank == root) {
    parts = list_parts(list_desc, *(arrc_list *const *)list, size, counts, loc);
    displacements(counts, displs, size, loc);
  }
  int mine = 0;
  arrc_mpi_check(MPI_Scatter(counts, 1, MPI_INT, &mine, 1, MPI_INT, (int)root, c), loc);
  char *data = arrc_malloc(mine ? (size_t)mine : 1, loc);
  int err = MPI_Scatterv(parts, counts, displs, MPI_BYTE, data, mine, MPI_BYTE, (int)root, c);
  free(parts);
  free(counts);
  arrc_mpi_check(err, loc);
  arrc_ser_get(strchr(list_desc, ':') + 1, protos, data, mine, out, loc);
  free(data);
}

void arrc_mpi_obj_alltoall(int64_t comm, const char *list_desc, void *const *protos, const void *list, void *out,
                           const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  int size = size_of(c, loc);
  int *counts = arrc_malloc(4 * (size_t)size * sizeof *counts, loc), *displs = counts + size;
  int *rcounts = displs + size, *rdispls = rcounts + size;
  char *parts = list_parts(list_desc, *(arrc_list *const *)list, size, counts, loc);
  displacements(counts, displs, size, loc);
  arrc_mpi_check(MPI_Alltoall(counts, 1, MPI_INT, rcounts, 1, MPI_INT, c), loc);
  int64_t total = displacements(rcounts, rdispls, size, loc);
  char *got = arrc_malloc((size_t)total + 1, loc);
  int err = MPI_Alltoallv(parts, counts, displs, MPI_BYTE, got, rcounts, rdispls, MPI_BYTE, c);
  free(parts);
  arrc_mpi_check(err, loc);
  read_list(list_desc, protos, got, total, size, out, loc);
  free(got);
  free(counts);
}

#endif
