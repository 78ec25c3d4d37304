/* Library mode (arrc -c, --shared): what the C entry points of exported
 * functions call (codegen/clib.c makes them), and the functions of the
 * public header arrc_lib.h that C programs call.
 *
 * An entry point runs the exported function under a try frame of its own
 * (arrc_exc_catch), so an exception comes back to it instead of ending the
 * C program: it is reported as Numba reports an exception in a cfunc (on
 * standard error, the program goes on) and its message kept for
 * arrc_last_error. Arrays C passes in get a runtime header that views the
 * caller's memory and never frees it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_clib.h"
#include "rt_core.h"
#include "rt_except.h"

/* The element codes of the public header are the runtime's. */
_Static_assert(ARRC_T_BOOL == (int)ARRC_BOOL && ARRC_T_INT64 == (int)ARRC_INT64 &&
                   ARRC_T_UINT64 == (int)ARRC_UINT64 && ARRC_T_FLOAT64 == (int)ARRC_FLOAT64,
               "arrc_lib.h's element codes must be arrc_abi.h's dtypes");

static _Thread_local char *last_error;

const char *arrc_last_error(void) { return last_error; }

void arrc_clear_error(void) {
  free(last_error);
  last_error = NULL;
}

static const char *type_name(int32_t dtype) {
  return dtype >= 0 && dtype < ARRC_DTYPE_COUNT ? arrc_dtype_name((arrc_dtype)dtype) : "unknown";
}

/* The header through which the exported function sees the array C passes
 * as argument argno of func: its element type and dimensions must be the
 * signature's, and C order where the signature says so (float64[::1]),
 * else a TypeError, as Numba finds no matching definition. */
arrc_array *arrc_lib_array_in(const arrc_ndarray *a, int32_t dtype, int32_t ndim, int32_t c_order, int32_t argno,
                              const char *func) {
  if (!a || (!a->data && a->ndim > 0 && a->shape && a->shape[0] != 0))
    arrc_raise(ARRC_TYPE_ERROR, NULL, "%s() argument %d: a null array", func, (int)argno);
  if (a->dtype != dtype || a->ndim != ndim)
    arrc_raise(ARRC_TYPE_ERROR, NULL, "%s() argument %d: expected an array of %s with %d dimension%s, got %s "
               "with %d", func, (int)argno, type_name(dtype), (int)ndim, ndim == 1 ? "" : "s",
               type_name(a->dtype), (int)a->ndim);
  int64_t itemsize = arrc_dtype_size((arrc_dtype)dtype);
  int64_t strides[ARRC_MAX_NDIM], step = itemsize;
  for (int32_t k = ndim - 1; k >= 0; k--) {
    if (a->shape[k] < 0)
      arrc_raise(ARRC_VALUE_ERROR, NULL, "%s() argument %d: negative dimensions are not allowed", func,
                 (int)argno);
    strides[k] = a->strides ? a->strides[k] : step;
    step *= a->shape[k];
  }
  arrc_array *h = arrc_array_view(NULL, a->data, ndim, a->shape, strides);
  h->dtype = dtype;
  h->itemsize = itemsize;
  if (c_order && !arrc_array_is_c_contiguous(h)) {
    arrc_array_decref(h);
    arrc_raise(ARRC_TYPE_ERROR, NULL, "%s() argument %d: expected a C-contiguous array (the signature's "
               "[::1]), got strides that are not C order", func, (int)argno);
  }
  return h;
}

/* An array the exported function returns, as C sees it: its header's
 * shape and strides, kept alive by the reference it takes over. */
arrc_ndarray *arrc_lib_array_out(arrc_array *a) {
  arrc_ndarray *r = malloc(sizeof *r);
  if (!r) {
    arrc_array_decref(a);
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", sizeof *r);
  }
  r->data = a->data;
  r->ndim = a->ndim;
  r->dtype = a->dtype;
  r->shape = ARRC_SHAPE(a);
  r->strides = ARRC_STRIDES(a);
  r->owner = a;
  return r;
}

void arrc_ndarray_free(arrc_ndarray *a) {
  if (!a)
    return;
  arrc_array_decref(a->owner);
  free(a);
}

/* The entry point's call is over: what the function printed goes out now,
 * so that it comes before whatever C prints next. */
void arrc_lib_done(void) { arrc_rt_output_flush(); }

/* The exported function func raised `exception` (arrc_exc_catch's taken
 * record): reported on standard error, kept for arrc_last_error. */
void arrc_lib_failed(void *exception, const char *func) {
  arrc_rt_output_flush();
  const arrc_loc *loc = NULL;
  char *text = arrc_exc_describe_taken(exception, &loc);
  arrc_exc_free_taken(exception);
  fprintf(stderr, "Exception ignored in: '%s'\n", func);
  if (loc && loc->file)
    fprintf(stderr, "%s:%d:%d: ", loc->file, (int)loc->line, (int)loc->col);
  fprintf(stderr, "%s\n", text ? text : "MemoryError");
  free(last_error);
  last_error = text;
}

/* carray(ptr, shape) and farray in a cfunc: an array over memory C owns,
 * which releasing the array leaves alone. */
arrc_array *arrc_carray(void *data, int32_t dtype, int32_t ndim, const int64_t *shape, int32_t fortran,
                        const arrc_loc *loc) {
  int64_t itemsize = arrc_dtype_size((arrc_dtype)dtype), strides[ARRC_MAX_NDIM], step = itemsize;
  for (int32_t k = 0; k < ndim; k++)
    if (shape[k] < 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "negative dimensions not allowed");
  for (int32_t j = 0; j < ndim; j++) {
    int32_t k = fortran ? j : ndim - 1 - j;
    strides[k] = step;
    step *= shape[k];
  }
  arrc_array *a = arrc_array_view(NULL, data, ndim, shape, strides);
  a->dtype = dtype;
  a->itemsize = itemsize;
  return a;
}
