/* np.random.shuffle, permutation, choice, dirichlet and multinomial
 * (LANGUAGE.md §6.8): host code as NumPy 1.24's legacy RandomState
 * (mtrand.pyx), jitted code as Numba 0.56 (numba/cpython/randomimpl.py).
 *
 * Shuffling is Fisher-Yates from the last row down in both, but the index
 * drawn differs: NumPy's random_interval(i) masks 32-bit words, Numba's
 * np.random.randint(i + 1) masks differently (random.c). NumPy's choice
 * without replacement permutes the whole population and keeps the first
 * draws; with p= it searches a cumulative sum; Numba's choice has no p=. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rt_random.h"

#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

_Noreturn static void value_error(const arrc_loc *loc, const char *msg) {
  arrc_raise(ARRC_VALUE_ERROR, loc, "%s", msg);
}

/* Releases a temporary array, then raises: an exception that a program
 * catches must not leave the runtime's temporaries behind. */
_Noreturn static void release_and_fail(arrc_array *tmp, const arrc_loc *loc, const char *msg) {
  if (tmp)
    arrc_array_decref(tmp);
  value_error(loc, msg);
}

/* ---- shuffle ------------------------------------------------------------------ */

/* Swaps the sub-arrays at x and y, of dimensions d.. of the array. */
static void swap_sub(char *x, char *y, int32_t d, const arrc_array *a) {
  if (d == a->ndim) {
    char buf[16];
    memcpy(buf, x, (size_t)a->itemsize);
    memcpy(x, y, (size_t)a->itemsize);
    memcpy(y, buf, (size_t)a->itemsize);
    return;
  }
  int64_t n = ARRC_SHAPE(a)[d], st = ARRC_STRIDES(a)[d];
  for (int64_t k = 0; k < n; k++)
    swap_sub(x + k * st, y + k * st, d + 1, a);
}

static uint32_t legacy_next32(void *s) { return arrc_mt_next32(s); }
static uint64_t legacy_next64(void *s) { return arrc_mt_next64(s); }
static double legacy_next_double(void *s) { return arrc_mt_double(s); }

arrc_bitsrc arrc_random_legacy_source(void) {
  return (arrc_bitsrc){arrc_random_mt(false), legacy_next32, legacy_next64, legacy_next_double};
}

/* NumPy's gen_mask: the smallest 2^k - 1 at or above max. */
static uint64_t gen_mask(uint64_t max) {
  uint64_t mask = max;
  mask |= mask >> 1;
  mask |= mask >> 2;
  mask |= mask >> 4;
  mask |= mask >> 8;
  mask |= mask >> 16;
  mask |= mask >> 32;
  return mask;
}

uint64_t arrc_bitsrc_interval(const arrc_bitsrc *src, uint64_t max) {
  if (max == 0)
    return 0;
  uint64_t mask = gen_mask(max), v;
  if (max <= 0xFFFFFFFFu) {
    while ((v = (src->next32(src->state) & mask)) > max)
      ;
  } else {
    while ((v = (src->next64(src->state) & mask)) > max)
      ;
  }
  return v;
}

void arrc_bitsrc_shuffle(arrc_array *x, const arrc_bitsrc *src) {
  if (x->ndim < 1 || x->size == 0)
    return;
  int64_t n = ARRC_SHAPE(x)[0], st = ARRC_STRIDES(x)[0];
  for (int64_t i = n - 1; i > 0; i--) {
    int64_t j = (int64_t)arrc_bitsrc_interval(src, (uint64_t)i);
    if (i != j)
      swap_sub(x->data + i * st, x->data + j * st, 1, x);
  }
}

/* Numba's shuffle draws np.random.randint(i + 1) for each i. */
void arrc_random_shuffle(arrc_array *x, bool jit, const arrc_loc *loc) {
  if (!jit) {
    arrc_bitsrc src = arrc_random_legacy_source();
    arrc_bitsrc_shuffle(x, &src);
    return;
  }
  if (x->ndim < 1 || x->size == 0)
    return;
  arrc_mt *s = arrc_random_mt(true);
  int64_t n = ARRC_SHAPE(x)[0], st = ARRC_STRIDES(x)[0];
  for (int64_t i = n - 1; i > 0; i--) {
    int64_t j = arrc_mt_numba_randint(s, 0, i + 1, loc);
    if (i != j)
      swap_sub(x->data + i * st, x->data + j * st, 1, x);
  }
}

static arrc_array *arange(int64_t n, const arrc_loc *loc) {
  int64_t len = n > 0 ? n : 0;
  arrc_array *r = arrc_array_new(ARRC_INT64, 1, &len, false, loc);
  int64_t *d = (int64_t *)r->data;
  for (int64_t i = 0; i < len; i++)
    d[i] = i;
  return r;
}

/* NumPy shuffles an index and takes the rows by it for an N-D array, which
 * draws the same numbers as shuffling the rows of a copy. */
arrc_array *arrc_random_permutation(const arrc_array *x, int64_t n, bool jit, const arrc_loc *loc) {
  arrc_array *r;
  if (x) {
    if (x->ndim < 1)
      arrc_raise(ARRC_INDEX_ERROR, loc, "x must be an integer or at least 1-dimensional");
    r = arrc_array_copy(x, loc);
  } else {
    r = arange(n, loc);
  }
  arrc_random_shuffle(r, jit, loc);
  return r;
}

/* ---- choice --------------------------------------------------------------------- */

/* NumPy's kahan_sum of the first n values. */
static double kahan_sum(const double *v, int64_t n) {
  if (n <= 0)
    return 0.0;
  double sum = v[0], c = 0.0;
  for (int64_t i = 1; i < n; i++) {
    double y = v[i] - c;
    double t = sum + y;
    c = (t - sum) - y;
    sum = t;
  }
  return sum;
}

/* The first index whose cdf value is above u (searchsorted side='right'). */
static int64_t search_right(const double *cdf, int64_t n, double u) {
  int64_t lo = 0, hi = n;
  while (lo < hi) {
    int64_t mid = lo + (hi - lo) / 2;
    if (u < cdf[mid])
      hi = mid;
    else
      lo = mid + 1;
  }
  return lo;
}

/* cumsum(p) / cumsum(p)[-1] into cdf. */
static void make_cdf(const double *p, int64_t n, double *cdf) {
  double acc = 0.0;
  for (int64_t i = 0; i < n; i++) {
    acc += p[i];
    cdf[i] = acc;
  }
  double last = cdf[n - 1];
  for (int64_t i = 0; i < n; i++)
    cdf[i] /= last;
}

/* NumPy's checks of p (Generator's messages with generator); returns p as contiguous float64 values (a new array
 * to release). */
arrc_array *arrc_choice_checked_p(const arrc_array *p, int64_t pop, bool generator, const arrc_loc *loc) {
  arrc_array *pa = arrc_array_astype(p, ARRC_FLOAT64, loc);
  if (pa->ndim != 1)
    release_and_fail(pa, loc, generator ? "p must be 1-dimensional" : "'p' must be 1-dimensional");
  if (pa->size != pop)
    release_and_fail(pa, loc, generator ? "a and p must have same size" : "'a' and 'p' must have same size");
  const double *pv = (const double *)pa->data;
  double sum = kahan_sum(pv, pa->size);
  if (isnan(sum))
    release_and_fail(pa, loc, "probabilities contain NaN");
  for (int64_t i = 0; i < pa->size; i++)
    if (pv[i] < 0)
      release_and_fail(pa, loc, "probabilities are not non-negative");
  /* atol: sqrt of float64's eps, or of p's own float type's when larger. */
  double atol = sqrt(2.220446049250313e-16);
  if (p->dtype == ARRC_FLOAT32)
    atol = sqrt(1.1920928955078125e-07);
  if (fabs(sum - 1.) > atol)
    release_and_fail(pa, loc, "probabilities do not sum to 1");
  return pa;
}

/* choice with p=: a search of the cumulative sum per draw with
 * replacement; without, rounds of draws in which each new index counts at
 * its first appearance and the chosen lose their weight. */
void arrc_choice_weighted(const arrc_bitsrc *src, const double *pv, int64_t pop, int64_t count, bool replace,
                          int64_t *idx) {
  double *cdf = malloc((size_t)(pop > 0 ? pop : 1) * sizeof *cdf);
  if (replace) {
    make_cdf(pv, pop, cdf);
    for (int64_t i = 0; i < count; i++)
      idx[i] = search_right(cdf, pop, src->next_double(src->state));
    free(cdf);
    return;
  }
  double *pc = malloc((size_t)(pop > 0 ? pop : 1) * sizeof *pc);
  double *x = malloc((size_t)(count > 0 ? count : 1) * sizeof *x);
  int64_t *found = malloc((size_t)(count > 0 ? count : 1) * sizeof *found);
  memcpy(pc, pv, (size_t)pop * sizeof *pc);
  int64_t n_uniq = 0;
  while (n_uniq < count) {
    int64_t want = count - n_uniq;
    for (int64_t i = 0; i < want; i++)
      x[i] = src->next_double(src->state);
    for (int64_t i = 0; i < n_uniq; i++)
      pc[idx[i]] = 0;
    make_cdf(pc, pop, cdf);
    /* np.unique(new, return_index=True) with its indices sorted: each
     * value at its first appearance, in order of appearance. */
    int64_t nfound = 0;
    for (int64_t i = 0; i < want; i++) {
      int64_t v = search_right(cdf, pop, x[i]);
      bool seen = false;
      for (int64_t k = 0; k < nfound && !seen; k++)
        seen = found[k] == v;
      if (!seen)
        found[nfound++] = v;
    }
    for (int64_t k = 0; k < nfound; k++)
      idx[n_uniq + k] = found[k];
    n_uniq += nfound;
  }
  free(pc);
  free(cdf);
  free(x);
  free(found);
}

/* choice's checks of its arguments, in NumPy's order (p's first), made
 * before anything is allocated; returns p as contiguous float64 values (a
 * new array) or NULL. generator picks Generator's messages. */
arrc_array *arrc_choice_checks(int64_t pop, int64_t count, bool replace, const arrc_array *p, bool generator,
                               const arrc_loc *loc) {
  arrc_array *pa = p ? arrc_choice_checked_p(p, pop, generator, loc) : NULL;
  if (!replace && count > pop)
    release_and_fail(pa, loc, generator ? "Cannot take a larger sample than population when replace is False"
                                        : "Cannot take a larger sample than population when 'replace=False'");
  if (pa && !replace) {
    const double *pv = (const double *)pa->data;
    int64_t nonzero = 0;
    for (int64_t i = 0; i < pop; i++)
      nonzero += pv[i] > 0;
    if (nonzero < count)
      release_and_fail(pa, loc, "Fewer non-zero entries in p than size");
  }
  return pa;
}

/* Host code's choice of count indices below pop into idx, its arguments
 * checked (pa: p's values or NULL). */
static void host_choice(int64_t pop, int64_t count, bool replace, const arrc_array *pa, int64_t *idx,
                        const arrc_loc *loc) {
  arrc_bitsrc src = arrc_random_legacy_source();
  if (pa) {
    arrc_choice_weighted(&src, (const double *)pa->data, pop, count, replace, idx);
  } else if (replace) {
    for (int64_t i = 0; i < count; i++)
      idx[i] = (int64_t)arrc_bitsrc_interval(&src, (uint64_t)(pop - 1));
  } else {
    arrc_array *perm = arrc_random_permutation(NULL, pop, false, loc);
    memcpy(idx, perm->data, (size_t)count * sizeof *idx);
    arrc_array_decref(perm);
  }
}

/* Numba's choice: np.random.randint(0, n) per draw with replacement, else
 * the first draws of a permutation of the whole population. */
static void jit_checks(int64_t pop, int64_t count, bool replace, const arrc_loc *loc) {
  if (replace && count > 0 && pop <= 0)
    value_error(loc, "empty range for randrange()");
  if (!replace && count > pop)
    value_error(loc, "Cannot take a larger sample than population when 'replace=False'");
}

static void jit_choice(int64_t pop, int64_t count, bool replace, int64_t *idx, const arrc_loc *loc) {
  arrc_mt *s = arrc_random_mt(true);
  if (replace) {
    for (int64_t i = 0; i < count; i++)
      idx[i] = arrc_mt_numba_randint(s, 0, pop, loc);
    return;
  }
  arrc_array *perm = arrc_random_permutation(NULL, pop, true, loc);
  memcpy(idx, perm->data, (size_t)count * sizeof *idx);
  arrc_array_decref(perm);
}

static int64_t population(const arrc_array *a, int64_t n, int64_t count, const arrc_loc *loc) {
  if (!a) {
    if (n <= 0 && count != 0)
      value_error(loc, "a must be greater than 0 unless no samples are taken");
    return n;
  }
  if (a->ndim != 1)
    value_error(loc, "a must be 1-dimensional");
  if (a->size == 0 && count != 0)
    value_error(loc, "'a' cannot be empty unless no samples are taken");
  return a->size;
}

int64_t arrc_random_choice_index(const arrc_array *a, int64_t n, bool replace, const arrc_array *p, bool jit,
                                 const arrc_loc *loc) {
  int64_t idx = 0;
  if (jit) {
    jit_checks(a ? a->size : n, 1, replace, loc);
    jit_choice(a ? a->size : n, 1, replace, &idx, loc);
    return idx;
  }
  int64_t pop = population(a, n, 1, loc);
  arrc_array *pa = arrc_choice_checks(pop, 1, replace, p, false, loc);
  host_choice(pop, 1, replace, pa, &idx, loc);
  if (pa)
    arrc_array_decref(pa);
  return idx;
}

arrc_array *arrc_random_choice(const arrc_array *a, int64_t n, int32_t ndim, const int64_t *shape, bool replace,
                               const arrc_array *p, bool jit, const arrc_loc *loc) {
  int64_t count = 1;
  for (int32_t d = 0; d < ndim; d++) {
    if (shape[d] < 0)
      value_error(loc, "negative dimensions are not allowed");
    count *= shape[d];
  }
  int64_t pop = jit ? (a ? a->size : n) : population(a, n, count, loc);
  arrc_array *pa = NULL;
  if (jit)
    jit_checks(pop, count, replace, loc);
  else
    pa = arrc_choice_checks(pop, count, replace, p, false, loc);
  int64_t *idx = malloc((size_t)(count > 0 ? count : 1) * sizeof *idx);
  if (jit)
    jit_choice(pop, count, replace, idx, loc);
  else
    host_choice(pop, count, replace, pa, idx, loc);
  if (pa)
    arrc_array_decref(pa);
  arrc_array *r = arrc_array_new(a ? (arrc_dtype)a->dtype : ARRC_INT64, ndim, shape, false, loc);
  if (!a) {
    memcpy(r->data, idx, (size_t)count * sizeof *idx);
  } else {
    int64_t st = ARRC_STRIDES(a)[0];
    for (int64_t i = 0; i < count; i++)
      memcpy(r->data + i * r->itemsize, a->data + idx[i] * st, (size_t)r->itemsize);
  }
  free(idx);
  return r;
}

/* ---- dirichlet and multinomial -------------------------------------------------- */

/* The shape size + (k,), or (k,) for size=None. */
static arrc_array *new_with_last(arrc_dtype dt, int32_t ndim, const int64_t *shape, int64_t k, const arrc_loc *loc) {
  int64_t dims[33];
  int32_t nd = ndim < 0 ? 0 : ndim;
  if (nd > 31)
    value_error(loc, "too many dimensions");
  for (int32_t d = 0; d < nd; d++)
    dims[d] = shape[d];
  dims[nd] = k;
  return arrc_array_new(dt, nd + 1, dims, true, loc);
}

arrc_array *arrc_random_dirichlet(const arrc_array *alpha, int32_t ndim, const int64_t *shape, bool jit,
                                  const arrc_loc *loc) {
  arrc_array *al = arrc_array_astype(alpha, ARRC_FLOAT64, loc);
  const double *a = (const double *)al->data;
  int64_t k = al->size;
  for (int64_t j = 0; j < k; j++)
    if (a[j] <= 0)
      release_and_fail(al, loc, jit ? "dirichlet: alpha must be > 0.0" : "alpha <= 0");
  arrc_array *r = new_with_last(ARRC_FLOAT64, ndim, shape, k, loc);
  double *v = (double *)r->data;
  for (int64_t i = 0; k > 0 && i < r->size; i += k) {
    double acc = 0.0;
    for (int64_t j = 0; j < k; j++) {
      v[i + j] = arrc_random_dist_gamma1(jit, a[j], loc);
      acc = acc + v[i + j];
    }
    if (jit) {
      for (int64_t j = 0; j < k; j++)
        v[i + j] /= acc;
    } else {
      double invacc = 1 / acc;
      for (int64_t j = 0; j < k; j++)
        v[i + j] = v[i + j] * invacc;
    }
  }
  arrc_array_decref(al);
  return r;
}

arrc_array *arrc_random_multinomial(int64_t n, const arrc_array *pvals, int32_t ndim, const int64_t *shape,
                                    bool jit, const arrc_loc *loc) {
  arrc_array *pa = arrc_array_astype(pvals, ARRC_FLOAT64, loc);
  const double *pv = (const double *)pa->data;
  int64_t d = pa->size;
  if (!jit) {
    for (int64_t j = 0; j < d; j++)
      if (!(pv[j] >= 0) || !(pv[j] <= 1))
        release_and_fail(pa, loc, "pvals < 0, pvals > 1 or pvals contains NaNs");
    if (d && kahan_sum(pv, d - 1) > (1.0 + 1e-12))
      release_and_fail(pa, loc, "sum(pvals[:-1]) > 1.0");
  }
  if (!jit && n < 0)
    release_and_fail(pa, loc, "n < 0");
  arrc_array *r = new_with_last(ARRC_INT64, ndim, shape, d, loc);
  int64_t *out = (int64_t *)r->data;
  for (int64_t i = 0; d > 0 && i < r->size; i += d) {
    double remaining = 1.0;
    int64_t left = n;
    for (int64_t j = 0; j < d - 1; j++) {
      out[i + j] = arrc_random_dist_binomial(jit, left, pv[j] / remaining, loc);
      left -= out[i + j];
      if (left <= 0)
        break;
      remaining -= pv[j];
    }
    if (left > 0)
      out[i + d - 1] = left;
  }
  arrc_array_decref(pa);
  return r;
}
