/* np.array_equal of complex arrays (runtime/complex_compare.c). */
#ifndef ARRC_RT_COMPLEX_COMPARE_H
#define ARRC_RT_COMPLEX_COMPARE_H

#include <stdint.h>

#include "arrc_rt.h"

/* 1 when a and b have one shape and equal elements as complex numbers;
 * equal_nan: elements nan in either part match each other. */
int8_t arrc_array_equal_complex(const arrc_array *a, const arrc_array *b, int32_t equal_nan);

#endif
