/* Shared lowerings of issue 15's last pieces (codegen/lib_np15misc.c). */
#ifndef ARRC_LIB_NP15MISC_H
#define ARRC_LIB_NP15MISC_H

#include "cg.h"

/* np.maximum (is_max) or np.minimum of complex numbers x and y, as NumPy
 * and Numba order them; a nan (in either part) wins, the first one when
 * both are. With prefer_number, np.fmax or np.fmin: the number wins over a
 * nan, the first nan when both are. */
LLVMValueRef cg_complex_minmax(Cg *cg, LLVMValueRef x, LLVMValueRef y, bool is_max, bool prefer_number);

#endif
