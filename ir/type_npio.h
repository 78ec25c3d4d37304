/* The typing of NumPy's text files and print options (type_npio.c): the
 * rules of the rows np.set_printoptions, np.savetxt and np.loadtxt. */
#ifndef ARRC_TYPE_NPIO_H
#define ARRC_TYPE_NPIO_H

#include "infer.h"

const Type *t_np_set_printoptions(CallInfo *c);
const Type *t_np_savetxt(CallInfo *c);
const Type *t_np_loadtxt(CallInfo *c);
const Type *t_np_genfromtxt(CallInfo *c);

#endif
