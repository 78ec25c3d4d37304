/* mpi4py's point-to-point calls on buffers, its requests and its statuses
 * (rt_mpi.h), on Open MPI's C library.
 *
 * A request is an index in a table that only grows: a handle stays
 * meaningful after its request completes (MPI sets it to
 * MPI_REQUEST_NULL, and Wait or Test on it return at once, as mpi4py's
 * do), and two requests never share a handle. While a nonblocking send or
 * receive is pending, MPI reads or writes its array, so the table holds a
 * reference to the array until the request completes: a temporary buffer
 * (comm.Isend(a * 2, ...)) lives until then.
 *
 * MPI.REQUEST_NULL is the handle ARRC_MPI_REQUEST_NULL, outside the table.
 *
 * A status (MPI.Status()) is an index in a second table of MPI_Status,
 * made empty as mpi4py makes one: source ANY_SOURCE, tag ANY_TAG, error
 * 0, count 0. A call given no status passes MPI_STATUS_IGNORE. */
#include "rt_mpi.h"

#ifdef ARRC_HAVE_MPI

#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_values.h"

typedef struct {
  MPI_Request request;
  arrc_array *buffer; /* retained while the request is pending, else NULL */
} Pending;

static Pending *requests;
static int64_t nrequests, requests_cap;
static MPI_Status *statuses;
static int64_t nstatuses, statuses_cap;

/* Grows a table of *cap items of size bytes to hold one more. */
static void *grow(void *table, int64_t *cap, int64_t n, size_t size) {
  if (n < *cap)
    return table;
  *cap = *cap ? *cap * 2 : 16;
  void *grown = realloc(table, (size_t)*cap * size);
  if (!grown)
    abort();
  return grown;
}

static int64_t request_register(MPI_Request r, arrc_array *buffer) {
  requests = grow(requests, &requests_cap, nrequests, sizeof *requests);
  requests[nrequests].request = r;
  requests[nrequests].buffer = NULL;
  if (r != MPI_REQUEST_NULL && buffer) {
    arrc_retain(buffer);
    requests[nrequests].buffer = buffer;
  }
  return nrequests++;
}

static Pending *request_of(int64_t h, const arrc_loc *loc) {
  arrc_mpi_start();
  /* MPI.REQUEST_NULL: every call finds it inactive, as MPI does. */
  static Pending null_request;
  if (h == ARRC_MPI_REQUEST_NULL) {
    null_request.request = MPI_REQUEST_NULL;
    null_request.buffer = NULL;
    return &null_request;
  }
  if (h < 0 || h >= nrequests)
    arrc_raise(ARRC_MPI_EXCEPTION, loc, "MPI_ERR_REQUEST: invalid request");
  return &requests[h];
}

/* After a call that may have completed request p: MPI no longer touches
 * its array, which the table stops holding. */
static void request_settle(Pending *p) {
  if (p->request == MPI_REQUEST_NULL && p->buffer) {
    arrc_release(p->buffer, ARRC_ELEM_ARRAY);
    p->buffer = NULL;
  }
}

static MPI_Status *status_of(int64_t h, const arrc_loc *loc) {
  if (h < 0)
    return MPI_STATUS_IGNORE;
  if (h >= nstatuses)
    arrc_raise(ARRC_VALUE_ERROR, loc, "invalid MPI.Status");
  return &statuses[h];
}

static void status_clear(MPI_Status *s) {
  memset(s, 0, sizeof *s);
  s->MPI_SOURCE = MPI_ANY_SOURCE;
  s->MPI_TAG = MPI_ANY_TAG;
  s->MPI_ERROR = MPI_SUCCESS;
  MPI_Status_set_elements(s, MPI_BYTE, 0);
}

int64_t arrc_mpi_status_new(void) {
  arrc_mpi_start();
  statuses = grow(statuses, &statuses_cap, nstatuses, sizeof *statuses);
  status_clear(&statuses[nstatuses]);
  return nstatuses++;
}

/* ---- blocking calls ------------------------------------------------------------- */

static void buffer_of(arrc_mpi_buffer *b, const arrc_array *a, int64_t count, int64_t datatype, const arrc_loc *loc) {
  arrc_mpi_buffer_from(b, a, count, datatype, loc);
  if (b->count > INT32_MAX)
    arrc_raise(ARRC_OVERFLOW_ERROR, loc, "message: count %lld does not fit MPI's int", (long long)b->count);
}

void arrc_mpi_send(int64_t comm, const arrc_array *a, int64_t count, int64_t datatype, int64_t dest, int64_t tag,
                   int8_t synchronous, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_mpi_buffer b;
  buffer_of(&b, a, count, datatype, loc);
  MPI_Datatype dt = arrc_mpi_datatype_of(b.datatype);
  int err = synchronous ? MPI_Ssend(b.data, (int)b.count, dt, (int)dest, (int)tag, c)
                        : MPI_Send(b.data, (int)b.count, dt, (int)dest, (int)tag, c);
  arrc_mpi_check(err, loc);
}

void arrc_mpi_recv(int64_t comm, const arrc_array *a, int64_t count, int64_t datatype, int64_t source, int64_t tag,
                   int64_t status, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_mpi_buffer b;
  buffer_of(&b, a, count, datatype, loc);
  MPI_Status *st = status_of(status, loc);
  arrc_mpi_check(MPI_Recv(b.data, (int)b.count, arrc_mpi_datatype_of(b.datatype), (int)source, (int)tag, c, st), loc);
}

void arrc_mpi_sendrecv(int64_t comm, const arrc_array *sa, int64_t scount, int64_t sdatatype, int64_t dest,
                       int64_t sendtag, const arrc_array *ra, int64_t rcount, int64_t rdatatype, int64_t source,
                       int64_t recvtag, int64_t status, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_mpi_buffer s, r;
  buffer_of(&s, sa, scount, sdatatype, loc);
  buffer_of(&r, ra, rcount, rdatatype, loc);
  MPI_Status *st = status_of(status, loc);
  arrc_mpi_check(MPI_Sendrecv(s.data, (int)s.count, arrc_mpi_datatype_of(s.datatype), (int)dest, (int)sendtag, r.data,
                              (int)r.count, arrc_mpi_datatype_of(r.datatype), (int)source, (int)recvtag, c, st),
                 loc);
}

void arrc_mpi_sendrecv_replace(int64_t comm, const arrc_array *a, int64_t count, int64_t datatype, int64_t dest,
                               int64_t sendtag, int64_t source, int64_t recvtag, int64_t status,
                               const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_mpi_buffer b;
  buffer_of(&b, a, count, datatype, loc);
  MPI_Status *st = status_of(status, loc);
  arrc_mpi_check(MPI_Sendrecv_replace(b.data, (int)b.count, arrc_mpi_datatype_of(b.datatype), (int)dest,
                                      (int)sendtag, (int)source, (int)recvtag, c, st),
                 loc);
}

int8_t arrc_mpi_probe(int64_t comm, int64_t source, int64_t tag, int64_t status, int8_t blocking,
                      const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  MPI_Status *st = status_of(status, loc);
  int flag = 1;
  if (blocking)
    arrc_mpi_check(MPI_Probe((int)source, (int)tag, c, st), loc);
  else
    arrc_mpi_check(MPI_Iprobe((int)source, (int)tag, c, &flag, st), loc);
  return flag != 0;
}

/* ---- nonblocking calls and requests ---------------------------------------------- */

/* The four ways to start sending and the two to start receiving share
 * their signatures: each request starts the same way, and holds the
 * array until it completes (a persistent one until req.Free()). */
typedef int (*send_start)(const void *, int, MPI_Datatype, int, int, MPI_Comm, MPI_Request *);
typedef int (*recv_start)(void *, int, MPI_Datatype, int, int, MPI_Comm, MPI_Request *);

static int64_t start_send(send_start start, int64_t comm, arrc_array *a, int64_t count, int64_t datatype,
                          int64_t dest, int64_t tag, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_mpi_buffer b;
  buffer_of(&b, a, count, datatype, loc);
  MPI_Request r = MPI_REQUEST_NULL;
  arrc_mpi_check(start(b.data, (int)b.count, arrc_mpi_datatype_of(b.datatype), (int)dest, (int)tag, c, &r), loc);
  return request_register(r, a);
}

static int64_t start_recv(recv_start start, int64_t comm, arrc_array *a, int64_t count, int64_t datatype,
                          int64_t source, int64_t tag, const arrc_loc *loc) {
  MPI_Comm c = arrc_mpi_comm_of(comm, loc);
  arrc_mpi_buffer b;
  buffer_of(&b, a, count, datatype, loc);
  MPI_Request r = MPI_REQUEST_NULL;
  arrc_mpi_check(start(b.data, (int)b.count, arrc_mpi_datatype_of(b.datatype), (int)source, (int)tag, c, &r), loc);
  return request_register(r, a);
}

int64_t arrc_mpi_isend(int64_t comm, arrc_array *a, int64_t count, int64_t datatype, int64_t dest, int64_t tag,
                       int8_t synchronous, const arrc_loc *loc) {
  return start_send(synchronous ? MPI_Issend : MPI_Isend, comm, a, count, datatype, dest, tag, loc);
}

int64_t arrc_mpi_irecv(int64_t comm, arrc_array *a, int64_t count, int64_t datatype, int64_t source, int64_t tag,
                       const arrc_loc *loc) {
  return start_recv(MPI_Irecv, comm, a, count, datatype, source, tag, loc);
}

/* Persistent requests (comm.Send_init, Ssend_init, Recv_init): a
 * completed one becomes inactive, not MPI_REQUEST_NULL, so the table
 * holds its array until req.Free(). */
int64_t arrc_mpi_send_init(int64_t comm, arrc_array *a, int64_t count, int64_t datatype, int64_t dest, int64_t tag,
                           int8_t synchronous, const arrc_loc *loc) {
  return start_send(synchronous ? MPI_Ssend_init : MPI_Send_init, comm, a, count, datatype, dest, tag, loc);
}

int64_t arrc_mpi_recv_init(int64_t comm, arrc_array *a, int64_t count, int64_t datatype, int64_t source, int64_t tag,
                           const arrc_loc *loc) {
  return start_recv(MPI_Recv_init, comm, a, count, datatype, source, tag, loc);
}

void arrc_mpi_request_start(int64_t request, const arrc_loc *loc) {
  Pending *p = request_of(request, loc);
  arrc_mpi_check(MPI_Start(&p->request), loc);
}

int8_t arrc_mpi_request_wait(int64_t request, int64_t status, const arrc_loc *loc) {
  Pending *p = request_of(request, loc);
  MPI_Status *st = status_of(status, loc);
  int err = MPI_Wait(&p->request, st);
  request_settle(p);
  arrc_mpi_check(err, loc);
  return 1;
}

int8_t arrc_mpi_request_test(int64_t request, int64_t status, const arrc_loc *loc) {
  Pending *p = request_of(request, loc);
  MPI_Status *st = status_of(status, loc);
  int flag = 0;
  int err = MPI_Test(&p->request, &flag, st);
  request_settle(p);
  arrc_mpi_check(err, loc);
  return flag != 0;
}

void arrc_mpi_request_cancel(int64_t request, const arrc_loc *loc) {
  Pending *p = request_of(request, loc);
  if (p->request != MPI_REQUEST_NULL)
    arrc_mpi_check(MPI_Cancel(&p->request), loc);
}

/* req.Free(): MPI completes the request by itself and may still read or
 * write its array, so the table keeps its reference for good. */
void arrc_mpi_request_free(int64_t request, const arrc_loc *loc) {
  Pending *p = request_of(request, loc);
  if (p->request != MPI_REQUEST_NULL)
    arrc_mpi_check(MPI_Request_free(&p->request), loc);
}

/* The MPI requests of n handles, copied into a new array for the calls
 * on many requests; requests_put copies them back after the call and
 * lets go of the arrays of those that completed. */
static MPI_Request *requests_take(const int64_t *handles, int64_t n, const arrc_loc *loc) {
  MPI_Request *rs = arrc_malloc((size_t)(n ? n : 1) * sizeof *rs, loc);
  for (int64_t k = 0; k < n; k++)
    rs[k] = request_of(handles[k], loc)->request;
  return rs;
}

static void requests_put(MPI_Request *rs, const int64_t *handles, int64_t n) {
  for (int64_t k = 0; k < n; k++) {
    if (handles[k] == ARRC_MPI_REQUEST_NULL)
      continue;
    requests[handles[k]].request = rs[k];
    request_settle(&requests[handles[k]]);
  }
  free(rs);
}

void arrc_mpi_startall(const int64_t *handles, int64_t n, const arrc_loc *loc) {
  MPI_Request *rs = requests_take(handles, n, loc);
  int err = MPI_Startall((int)n, rs);
  requests_put(rs, handles, n);
  arrc_mpi_check(err, loc);
}

/* Waitall and Testall: with statuses (nst of them, handles), each is
 * filled from its request's. */
static int8_t all(const int64_t *handles, int64_t n, const int64_t *st_handles, int64_t nst, bool wait,
                  const arrc_loc *loc) {
  MPI_Request *rs = requests_take(handles, n, loc);
  MPI_Status *sts = nst > 0 ? arrc_malloc((size_t)(n ? n : 1) * sizeof *sts, loc) : MPI_STATUSES_IGNORE;
  int flag = 1;
  int err = wait ? MPI_Waitall((int)n, rs, sts) : MPI_Testall((int)n, rs, &flag, sts);
  requests_put(rs, handles, n);
  if (sts != MPI_STATUSES_IGNORE) {
    if (flag)
      for (int64_t k = 0; k < n && k < nst; k++)
        *status_of(st_handles[k], loc) = sts[k];
    free(sts);
  }
  arrc_mpi_check(err, loc);
  return flag != 0;
}

int8_t arrc_mpi_waitall(const int64_t *handles, int64_t n, const int64_t *st_handles, int64_t nst,
                        const arrc_loc *loc) {
  return all(handles, n, st_handles, nst, true, loc);
}

int8_t arrc_mpi_testall(const int64_t *handles, int64_t n, const int64_t *st_handles, int64_t nst,
                        const arrc_loc *loc) {
  return all(handles, n, st_handles, nst, false, loc);
}

int64_t arrc_mpi_waitany(const int64_t *handles, int64_t n, int64_t status, int8_t *completed, const arrc_loc *loc) {
  MPI_Request *rs = requests_take(handles, n, loc);
  MPI_Status *st = status_of(status, loc);
  int index = MPI_UNDEFINED, flag = 1;
  int err = completed ? MPI_Testany((int)n, rs, &index, &flag, st) : MPI_Waitany((int)n, rs, &index, st);
  requests_put(rs, handles, n);
  arrc_mpi_check(err, loc);
  if (completed)
    *completed = flag != 0;
  return index;
}

/* ---- statuses ------------------------------------------------------------------- */

int64_t arrc_mpi_status_source(int64_t status, const arrc_loc *loc) { return status_of(status, loc)->MPI_SOURCE; }
int64_t arrc_mpi_status_tag(int64_t status, const arrc_loc *loc) { return status_of(status, loc)->MPI_TAG; }
int64_t arrc_mpi_status_error(int64_t status, const arrc_loc *loc) { return status_of(status, loc)->MPI_ERROR; }

int64_t arrc_mpi_status_count(int64_t status, int64_t datatype, int8_t elements, const arrc_loc *loc) {
  const MPI_Status *s = status_of(status, loc);
  MPI_Datatype dt = datatype < 0 ? MPI_BYTE : arrc_mpi_datatype_of(datatype);
  int count = 0;
  arrc_mpi_check(elements ? MPI_Get_elements(s, dt, &count) : MPI_Get_count(s, dt, &count), loc);
  return count;
}

int8_t arrc_mpi_status_cancelled(int64_t status, const arrc_loc *loc) {
  const MPI_Status *s = status_of(status, loc);
  int flag = 0;
  arrc_mpi_check(MPI_Test_cancelled(s, &flag), loc);
  return flag != 0;
}

#endif
