/* Library mode (clib.c): the runtime functions that the C entry points of
 * exported functions call (codegen/clib.c makes those). */
#ifndef ARRC_RT_CLIB_H
#define ARRC_RT_CLIB_H

#include "arrc_lib.h"
#include "arrc_rt.h"

/* A header viewing the array C passed as argument argno of func (checked
 * against the signature's element type, dimensions and C order; a
 * TypeError otherwise). */
arrc_array *arrc_lib_array_in(const arrc_ndarray *a, int32_t dtype, int32_t ndim, int32_t c_order, int32_t argno,
                              const char *func);
/* A returned array for C; takes over the reference a holds. */
arrc_ndarray *arrc_lib_array_out(arrc_array *a);
/* carray() and farray(): an array of shape[ndim] over data, in C order
 * or (fortran) Fortran order, which never frees data. */
arrc_array *arrc_carray(void *data, int32_t dtype, int32_t ndim, const int64_t *shape, int32_t fortran,
                        const arrc_loc *loc);
/* After a call that returned: flushes what it printed. */
void arrc_lib_done(void);
/* After a call that raised: reports the exception, keeps its message. */
void arrc_lib_failed(void *exception, const char *func);

#endif
