/* Typing rules of issue 15's last pieces (ir/type_np15misc.c): the array
 * method a.clip. */
#ifndef ARRC_TYPE_NP15MISC_H
#define ARRC_TYPE_NP15MISC_H

#include "infer.h"

/* a.clip(min=None, max=None): np.clip(a, min, max) as a method. */
const Type *t_array_clip(CallInfo *c);

#endif
