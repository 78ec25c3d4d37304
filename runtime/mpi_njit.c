/* numba_mpi's calls (rt_mpi_njit.h) on Open MPI, as numba-mpi 1.3 makes
 * them through ctypes (numba_mpi/api/ in its repository):
 *
 * - on MPI_COMM_WORLD, with numba-mpi's MPI datatype for each NumPy dtype
 *   (uint8 travels as MPI_CHAR, float64 as MPI_DOUBLE, ...);
 * - returning MPI's error code: mpi4py, which numba-mpi imports, sets
 *   MPI_ERRORS_RETURN on COMM_WORLD, and so does arrc_mpi_start, so a
 *   failed call returns its code (MPI_ERR_RANK, MPI_ERR_TRUNCATE, ...)
 *   and the program goes on;
 * - copying a send buffer that is not C-contiguous first (numba-mpi's
 *   np.ascontiguousarray) and receiving into a temporary copied back
 *   after (its recv and sendrecv), and raising AssertionError where
 *   numba-mpi asserts data.flags.c_contiguous (irecv, bcast, scatter,
 *   gather, allgather);
 * - a request is an array of one MPI_Request handle (Open MPI's requests
 *   are pointers, numba_mpi.RequestType is np.uintp), whose bits are the
 *   handle, so the wait and test calls read and write the arrays the
 *   program holds, as numba-mpi's do.
 *
 * Where numba-mpi would write past the end of a receive buffer that is
 * too small for the message (allreduce's recvobj, gather's recv_data), or
 * read freed memory (an isend buffer released before the wait), arrc
 * raises a ValueError or keeps the buffer alive instead. */
#include "rt_mpi.h"
#include "rt_mpi_njit.h"

#ifdef ARRC_HAVE_MPI

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(MPI_Request) == sizeof(uint64_t), "a request handle fills one numba_mpi.RequestType element");

/* numba-mpi's datatype of each dtype (numba_mpi/common.py's _MPI_DTYPES),
 * as codes of ARRC_MPI_DATATYPES; -1 for a dtype it has none for, which
 * the compiler refuses before a program runs. */
static int64_t datatype_code(int dtype) {
  switch (dtype & 0xff) {
  case ARRC_UINT8: return ARRC_MPI_DT_CHAR;
  case ARRC_INT32: return ARRC_MPI_DT_INT32_T;
  case ARRC_INT64: return ARRC_MPI_DT_INT64_T;
  case ARRC_FLOAT64: return ARRC_MPI_DT_DOUBLE;
  case ARRC_COMPLEX64: return ARRC_MPI_DT_C_FLOAT_COMPLEX;
  case ARRC_COMPLEX128: return ARRC_MPI_DT_C_DOUBLE_COMPLEX;
  default: return -1;
  }
}

static MPI_Datatype datatype_of(const arrc_array *a, const arrc_loc *loc) {
  int64_t code = datatype_code(a->dtype);
  if (code < 0)
    arrc_raise(ARRC_NOT_IMPLEMENTED_ERROR, loc, "Type: %s", arrc_dtype_name((arrc_dtype)(a->dtype & 0xff)));
  return arrc_mpi_datatype_of(code);
}

static int count_of(const arrc_array *a) { return (int)a->size; }

/* A C-contiguous array with a's elements: a itself (a new reference), or
 * a copy. */
static arrc_array *contiguous_copy(arrc_array *a, const arrc_loc *loc) {
  if (arrc_array_is_c_contiguous(a)) {
    arrc_incref(a);
    return a;
  }
  return arrc_array_copy(a, loc);
}

/* numba-mpi's `assert data.flags.c_contiguous`. */
static void assert_c_contiguous(const arrc_array *a, const arrc_loc *loc) {
  if (!arrc_array_is_c_contiguous(a))
    arrc_raise(ARRC_ASSERTION_ERROR, loc, NULL);
}

/* Raises a ValueError where buffer a, the parameter param of numba_mpi's
 * call, holds fewer than need_bytes, which MPI would write past its end
 * (or read past it, for scatter's send buffer). */
static void check_room(const char *call, const char *param, const arrc_array *a, int64_t need_bytes,
                       const arrc_loc *loc) {
  int64_t have = a->size * a->itemsize;
  if (need_bytes > have)
    arrc_raise(ARRC_VALUE_ERROR, loc, "numba_mpi.%s(): %s holds %lld bytes, fewer than the %lld of the message",
               call, param, (long long)have, (long long)need_bytes);
}

static int world_size(void) {
  int size = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  return size;
}

static int world_rank(void) {
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  return rank;
}

/* ---- buffers that live until their request completes --------------------------- */

/* The array each pending request of isend or irecv holds (the owner of
 * its memory, or the contiguous copy isend sent), released when a wait or
 * test sees the request complete. The program may drop its own reference
 * before then, as in mpi.isend(a[:, 0], ...). */
typedef struct {
  MPI_Request request;
  arrc_array *held;
} Pending;

static Pending *pending;
static int64_t npending, pending_cap;
static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;

/* Whether a is a stack header made by generated code, which must not be
 * held past the call (its reference count is set so that it never
 * reaches zero). */
static bool immortal(const arrc_array *a) { return a->refcount >= INT64_MAX / 4; }

static void hold(MPI_Request request, arrc_array *a) {
  if (request == MPI_REQUEST_NULL || immortal(a)) {
    arrc_array_decref(a);
    return;
  }
  pthread_mutex_lock(&pending_lock);
  if (npending == pending_cap) {
    pending_cap = pending_cap ? 2 * pending_cap : 16;
    Pending *grown = realloc(pending, (size_t)pending_cap * sizeof *grown);
    if (!grown)
      abort();
    pending = grown;
  }
  pending[npending++] = (Pending){request, a};
  pthread_mutex_unlock(&pending_lock);
}

/* Releases the buffers of the requests of before[0..n) that MPI has
 * completed (their handles in after became MPI_REQUEST_NULL). */
static void release_completed(const MPI_Request *before, const MPI_Request *after, int64_t n) {
  pthread_mutex_lock(&pending_lock);
  for (int64_t k = 0; k < n; k++) {
    if (before[k] == MPI_REQUEST_NULL || after[k] != MPI_REQUEST_NULL)
      continue;
    for (int64_t j = 0; j < npending; j++)
      if (pending[j].request == before[k]) {
        arrc_array_decref(pending[j].held);
        pending[j] = pending[--npending];
        break;
      }
  }
  pthread_mutex_unlock(&pending_lock);
}

/* The reference isend or irecv keeps of a buffer: the array that owns the
 * memory, so that a view dropped by the program does not free it. */
static arrc_array *owner_of(arrc_array *a) {
  arrc_array *o = a->owner ? a->owner : a;
  arrc_incref(o);
  return o;
}

/* ---- what generated code calls ------------------------------------------------------ */

int32_t arrc_mpi_njit_rank(void) {
  arrc_mpi_start();
  int rank = 0;
  return MPI_Comm_rank(MPI_COMM_WORLD, &rank) == MPI_SUCCESS ? rank : 0;
}

int32_t arrc_mpi_njit_size(void) {
  arrc_mpi_start();
  int size = 0;
  return MPI_Comm_size(MPI_COMM_WORLD, &size) == MPI_SUCCESS ? size : 0;
}

int32_t arrc_mpi_njit_query_thread(void) {
  arrc_mpi_start();
  int provided = 0;
  MPI_Query_thread(&provided);
  return provided;
}

/* numba-mpi imports mpi4py, which starts MPI, so this is true whenever a
 * program can ask. */
int32_t arrc_mpi_njit_initialized(void) {
  arrc_mpi_start();
  int flag = 0;
  return MPI_Initialized(&flag) == MPI_SUCCESS && flag;
}

int32_t arrc_mpi_njit_barrier(void) {
  arrc_mpi_start();
  return MPI_Barrier(MPI_COMM_WORLD);
}

int32_t arrc_mpi_njit_send(const arrc_array *data, int64_t dest, int64_t tag, const arrc_loc *loc) {
  arrc_mpi_start();
  arrc_array *c = contiguous_copy((arrc_array *)data, loc);
  int err = MPI_Send(c->data, count_of(c), datatype_of(c, loc), (int)dest, (int)tag, MPI_COMM_WORLD);
  arrc_array_decref(c);
  return err;
}

int32_t arrc_mpi_njit_recv(arrc_array *data, int64_t source, int64_t tag, const arrc_loc *loc) {
  arrc_mpi_start();
  MPI_Datatype type = datatype_of(data, loc);
  arrc_array *buffer = arrc_array_is_c_contiguous(data) ? data : arrc_array_new((arrc_dtype)data->dtype, data->ndim,
                                                                                ARRC_SHAPE(data), false, loc);
  int err = MPI_Recv(buffer->data, count_of(buffer), type, (int)source, (int)tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  if (buffer != data) {
    arrc_array_assign(data, buffer, loc);
    arrc_array_decref(buffer);
  }
  return err;
}

int32_t arrc_mpi_njit_sendrecv(const arrc_array *senddata, int64_t dest, arrc_array *recvdata, int64_t source,
                               int64_t sendtag, int64_t recvtag, const arrc_loc *loc) {
  arrc_mpi_start();
  arrc_array *out = contiguous_copy((arrc_array *)senddata, loc);
  MPI_Datatype out_type = datatype_of(out, loc), in_type = datatype_of(recvdata, loc);
  arrc_array *in = arrc_array_is_c_contiguous(recvdata)
                       ? recvdata
                       : arrc_array_new((arrc_dtype)recvdata->dtype, recvdata->ndim, ARRC_SHAPE(recvdata), false, loc);
  int err = MPI_Sendrecv(out->data, count_of(out), out_type, (int)dest, (int)sendtag, in->data, count_of(in), in_type,
                         (int)source, (int)recvtag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  arrc_array_decref(out);
  if (in != recvdata) {
    arrc_array_assign(recvdata, in, loc);
    arrc_array_decref(in);
  }
  return err;
}

/* The array of one request handle that isend and irecv return. */
static arrc_array *request_array(MPI_Request request, const arrc_loc *loc) {
  int64_t one = 1;
  arrc_array *r = arrc_array_new(ARRC_UINT64, 1, &one, false, loc);
  memcpy(r->data, &request, sizeof request);
  return r;
}

arrc_array *arrc_mpi_njit_isend(arrc_array *data, int64_t dest, int64_t tag, int32_t *status, const arrc_loc *loc) {
  arrc_mpi_start();
  arrc_array *c = contiguous_copy(data, loc);
  MPI_Request request = MPI_REQUEST_NULL;
  *status = MPI_Isend(c->data, count_of(c), datatype_of(c, loc), (int)dest, (int)tag, MPI_COMM_WORLD, &request);
  if (c == data) {
    arrc_array_decref(c);
    c = owner_of(data);
  }
  hold(request, c);
  return request_array(request, loc);
}

arrc_array *arrc_mpi_njit_irecv(arrc_array *data, int64_t source, int64_t tag, int32_t *status,
                                const arrc_loc *loc) {
  arrc_mpi_start();
  assert_c_contiguous(data, loc);
  MPI_Request request = MPI_REQUEST_NULL;
  *status = MPI_Irecv(data->data, count_of(data), datatype_of(data, loc), (int)source, (int)tag, MPI_COMM_WORLD,
                      &request);
  hold(request, owner_of(data));
  return request_array(request, loc);
}

/* Visits the request handles of n arrays in order, copying them to or
 * from handles[]. */
static void copy_handles(arrc_array *const *arrays, int64_t n, MPI_Request *handles, bool to_arrays) {
  int64_t at = 0;
  for (int64_t k = 0; k < n; k++) {
    const arrc_array *a = arrays[k];
    for (int64_t i = 0; i < a->size; i++) {
      /* The element at flat C-order index i, whatever the strides. */
      char *p = a->data;
      int64_t rest = i;
      for (int d = a->ndim - 1; d >= 0; d--) {
        p += (rest % ARRC_SHAPE(a)[d]) * ARRC_STRIDES(a)[d];
        rest /= ARRC_SHAPE(a)[d];
      }
      if (to_arrays)
        memcpy(p, &handles[at++], sizeof *handles);
      else
        memcpy(&handles[at++], p, sizeof *handles);
    }
  }
}

int32_t arrc_mpi_njit_requests(int32_t call, int64_t n, arrc_array *const *arrays, int32_t *flag, int32_t *index,
                               const arrc_loc *loc) {
  arrc_mpi_start();
  int64_t count = 0;
  for (int64_t k = 0; k < n; k++)
    count += arrays[k]->size;
  /* wait and test take the first handle, as MPI_Wait(request.ctypes.data) does. */
  if ((call == ARRC_MPI_NJIT_WAIT || call == ARRC_MPI_NJIT_TEST) && count == 0)
    arrc_raise(ARRC_INDEX_ERROR, loc, "numba_mpi.%s(): the request array is empty",
               call == ARRC_MPI_NJIT_WAIT ? "wait" : "test");
  MPI_Request small[2][16], *before = small[0], *handles = small[1];
  if (count > 16) {
    before = malloc((size_t)count * sizeof *before);
    handles = malloc((size_t)count * sizeof *handles);
    if (!before || !handles)
      arrc_raise(ARRC_MEMORY_ERROR, loc, NULL);
  }
  copy_handles(arrays, n, handles, false);
  memcpy(before, handles, (size_t)count * sizeof *handles);
  int done = 0, at = MPI_UNDEFINED, err;
  switch ((arrc_mpi_njit_request_call)call) {
  case ARRC_MPI_NJIT_WAIT: err = MPI_Wait(handles, MPI_STATUS_IGNORE); break;
  case ARRC_MPI_NJIT_TEST: err = MPI_Test(handles, &done, MPI_STATUS_IGNORE); break;
  case ARRC_MPI_NJIT_WAITALL: err = MPI_Waitall((int)count, handles, MPI_STATUSES_IGNORE); break;
  case ARRC_MPI_NJIT_WAITANY: err = MPI_Waitany((int)count, handles, &at, MPI_STATUS_IGNORE); break;
  case ARRC_MPI_NJIT_TESTALL: err = MPI_Testall((int)count, handles, &done, MPI_STATUSES_IGNORE); break;
  case ARRC_MPI_NJIT_TESTANY: err = MPI_Testany((int)count, handles, &at, &done, MPI_STATUS_IGNORE); break;
  default: err = MPI_ERR_ARG; break;
  }
  release_completed(before, handles, count);
  copy_handles(arrays, n, handles, true);
  if (count > 16) {
    free(before);
    free(handles);
  }
  *flag = done != 0;
  *index = at;
  return err;
}

int32_t arrc_mpi_njit_reduce(const arrc_array *sendobj, arrc_array *recvobj, int64_t op, int64_t root,
                             const arrc_loc *loc) {
  arrc_mpi_start();
  const char *call = root < 0 ? "allreduce" : "reduce";
  arrc_array *out = contiguous_copy((arrc_array *)sendobj, loc);
  MPI_Datatype type = datatype_of(out, loc);
  bool receives = root < 0 || world_rank() == root;
  if (receives)
    check_room(call, "recvobj", recvobj, out->size * out->itemsize, loc);
  arrc_array *in = recvobj;
  if (receives && !arrc_array_is_c_contiguous(recvobj))
    in = arrc_array_copy(recvobj, loc);
  int err = root < 0 ? MPI_Allreduce(out->data, in->data, count_of(out), type, arrc_mpi_op_of(op), MPI_COMM_WORLD)
                     : MPI_Reduce(out->data, in->data, count_of(out), type, arrc_mpi_op_of(op), (int)root,
                                  MPI_COMM_WORLD);
  arrc_array_decref(out);
  if (in != recvobj) {
    arrc_array_assign(recvobj, in, loc);
    arrc_array_decref(in);
  }
  return err;
}

int32_t arrc_mpi_njit_reduce_number(const void *value, int32_t dtype, arrc_array *recvobj, int64_t op,
                                    int64_t root, const arrc_loc *loc) {
  int64_t one = 1;
  arrc_array *a = arrc_array_new((arrc_dtype)dtype, 1, &one, false, loc);
  memcpy(a->data, value, (size_t)a->itemsize);
  int32_t err = arrc_mpi_njit_reduce(a, recvobj, op, root, loc);
  arrc_array_decref(a);
  return err;
}

int32_t arrc_mpi_njit_bcast(arrc_array *data, int64_t root, const arrc_loc *loc) {
  arrc_mpi_start();
  assert_c_contiguous(data, loc);
  return MPI_Bcast(data->data, count_of(data), datatype_of(data, loc), (int)root, MPI_COMM_WORLD);
}

/* MPI_Scatter(send, count, recv, recv_data.size), MPI_Gather(send,
 * send_data.size, recv, count) and MPI_Allgather alike, as numba-mpi
 * passes them; the buffer of count * size() elements (scatter's at the
 * root, gather's at the root, allgather's everywhere) must hold them. */
int32_t arrc_mpi_njit_collect(int32_t which, arrc_array *send_data, arrc_array *recv_data, int64_t count,
                              int64_t root, const arrc_loc *loc) {
  arrc_mpi_start();
  assert_c_contiguous(send_data, loc);
  assert_c_contiguous(recv_data, loc);
  MPI_Datatype send_type = datatype_of(send_data, loc), recv_type = datatype_of(recv_data, loc);
  int64_t whole = count * world_size();
  bool at_root = world_rank() == root;
  switch ((arrc_mpi_njit_collective)which) {
  case ARRC_MPI_NJIT_SCATTER:
    if (at_root)
      check_room("scatter", "send_data", send_data, whole * send_data->itemsize, loc);
    return MPI_Scatter(send_data->data, (int)count, send_type, recv_data->data, count_of(recv_data), recv_type,
                       (int)root, MPI_COMM_WORLD);
  case ARRC_MPI_NJIT_GATHER:
    if (at_root)
      check_room("gather", "recv_data", recv_data, whole * recv_data->itemsize, loc);
    return MPI_Gather(send_data->data, count_of(send_data), send_type, recv_data->data, (int)count, recv_type,
                      (int)root, MPI_COMM_WORLD);
  case ARRC_MPI_NJIT_ALLGATHER:
    check_room("allgather", "recv_data", recv_data, whole * recv_data->itemsize, loc);
    return MPI_Allgather(send_data->data, count_of(send_data), send_type, recv_data->data, (int)count, recv_type,
                         MPI_COMM_WORLD);
  }
  return MPI_ERR_ARG;
}

#endif
