/* Typing rules of issue 15's last pieces (ir/type_np15misc.c): the array
 * method a.clip and the context manager np.printoptions. */
#ifndef ARRC_TYPE_NP15MISC_H
#define ARRC_TYPE_NP15MISC_H

#include "infer.h"

/* a.clip(min=None, max=None): np.clip(a, min, max) as a method. */
const Type *t_array_clip(CallInfo *c);
/* np.printoptions(...), a context manager for `with` in host code: its
 * options are np.set_printoptions's; the value it gives is the context,
 * whose end restores the options (type_is_printoptions_context). */
const Type *t_np_printoptions(CallInfo *c);
bool type_is_printoptions_context(const Type *t);

#endif
