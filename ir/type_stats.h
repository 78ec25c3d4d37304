/* The typing rules of NumPy's statistics (ir/type_stats.c): np.var, std,
 * median, percentile, quantile, the nan-ignoring reductions, np.ptp, and
 * the 1-D helpers (diff, ediff1d, trapz, interp, convolve, correlate,
 * cov, corrcoef, average, isclose, allclose, array_equal); the rows that
 * name them are in ir/builtins.def, their lowerings in codegen/lib_stats.c. */
#ifndef ARRC_TYPE_STATS_H
#define ARRC_TYPE_STATS_H

#include "infer.h"

/* Where a statistic's arguments are, counted from the first after the
 * array (a method's first argument, a function's second); -1: it has no
 * such parameter. op is an ARRC_STATS_* of runtime/arrc_abi.h. */
typedef struct {
  int op;
  int q, axis, dtype, ddof, keepdims;
  bool percent;
} StatsParams;

/* The parameters of a statistic's row; NULL for a builtin that is not one. */
const StatsParams *stats_params(BuiltinId id);

const Type *t_stats(CallInfo *c);
const Type *t_stats_cumulative(CallInfo *c);
const Type *t_stats_diff(CallInfo *c);
const Type *t_stats_interp(CallInfo *c);
const Type *t_stats_correlate(CallInfo *c);
const Type *t_stats_isclose(CallInfo *c);
const Type *t_stats_average(CallInfo *c);
const Type *t_stats_trapz(CallInfo *c);
const Type *t_stats_ediff1d(CallInfo *c);
const Type *t_stats_cov(CallInfo *c);

/* The mode argument of np.convolve and np.correlate: 0 'valid', 1 'same',
 * 2 'full'; dflt when it is absent; -1 when it is not one of those
 * constant strings. */
int stats_correlate_mode(const Instr *mode, int dflt);

/* np.sum and the other reductions of ir/builtins.c's t_reduce given dtype=
 * or keepdims= (arguments after the axis, or keyword-only ones): typed
 * here, lowered by codegen/lib_stats.c's lower_reduce_options. */
static inline bool reduce_has_options(int nargs, bool method, int nkw) {
  return nargs > (method ? 1 : 2) || nkw > 0;
}
const Type *t_reduce_options(CallInfo *c);
/* The keepdims argument of such a call, or NULL. */
const Instr *reduce_keepdims_arg(const Instr *const *args, int nargs, const char *const *kwnames,
                                 const Instr *const *kwargs, int nkw, bool method, ReduceOp op);

#endif
