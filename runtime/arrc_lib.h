/* arrc library mode: the types and functions C code uses with the
 * functions an `arrc -c` object or an `arrc --shared` library exports.
 * Installed as <arrc/arrc_lib.h>; every header `arrc --header` writes
 * holds the same declarations, so a program needs only that header.
 * docs/library.md is the guide.
 *
 * An array crosses as a pointer to an arrc_ndarray that C fills in: the
 * address of the first element, the number of dimensions, the element
 * type, the shape and the strides in bytes (NULL strides: C order, rows
 * of contiguous elements). The exported function reads and writes the
 * elements in place and keeps no pointer to them after it returns. An
 * array an exported function returns is new: free it with
 * arrc_ndarray_free. An exception raised in an exported function returns
 * zero (an array result: NULL; a kernel launcher: -1), prints the
 * exception on standard error as Numba reports an exception in a cfunc,
 * and leaves its message for arrc_last_error in the calling thread. */
#ifndef ARRC_LIB_H
#define ARRC_LIB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Element types: the dtype field of an arrc_ndarray. */
enum arrc_type_code {
  ARRC_T_BOOL, ARRC_T_INT8, ARRC_T_INT16, ARRC_T_INT32, ARRC_T_INT64,
  ARRC_T_UINT8, ARRC_T_UINT16, ARRC_T_UINT32, ARRC_T_UINT64,
  ARRC_T_FLOAT32, ARRC_T_FLOAT64, ARRC_T_COMPLEX64, ARRC_T_COMPLEX128
};

/* complex64 and complex128 numbers: the real part, then the imaginary
 * part, as C's float _Complex and double _Complex lay them out (the
 * elements of complex arrays have this layout too). */
typedef struct arrc_complex64 {
  float re, im;
} arrc_complex64;

typedef struct arrc_complex128 {
  double re, im;
} arrc_complex128;

typedef struct arrc_ndarray {
  void *data;             /* the first element */
  int32_t ndim;           /* 1 to 4 */
  int32_t dtype;          /* an arrc_type_code */
  const int64_t *shape;   /* ndim extents */
  const int64_t *strides; /* ndim strides in bytes; NULL for C order */
  void *owner;            /* NULL in arrays C describes; set in returned arrays */
} arrc_ndarray;

/* A kernel launch's grid (blocks) or block (threads): unused dimensions 1. */
typedef struct arrc_dim3 {
  int64_t x, y, z;
} arrc_dim3;

/* Frees an array an exported function returned (NULL does nothing). */
void arrc_ndarray_free(arrc_ndarray *a);
/* The message of the last exception an exported function raised in this
 * thread ("IndexError: index is out of bounds"), or NULL. */
const char *arrc_last_error(void);
void arrc_clear_error(void);

#ifdef __cplusplus
}
#endif

#endif
