/* The typing of matplotlib's PNG pictures (type_png.c): plt.imsave and
 * plt.imread. */
#ifndef ARRC_TYPE_PNG_H
#define ARRC_TYPE_PNG_H

#include "infer.h"

const Type *t_plt_imsave(CallInfo *c);
const Type *t_plt_imread(CallInfo *c);

#endif
