/* The loop of a generalized ufunc (@guvectorize, issue 16), as NumPy 1.24
 * runs one: the operands' core dimensions (the last ones of each, as the
 * layout names them) must agree, the rest (the loop dimensions) broadcast,
 * outputs not given are made, and the kernel is called once per loop index
 * with views of each operand's core. The generated trampoline (see
 * codegen/lib_gufunc.c) takes the views and calls the compiled kernel.
 *
 * The layout comes as a table of int32: nin, nout, the number of
 * dimension names, then per operand its core ndim, the ndim of the view the
 * kernel takes (the core's, 1 for a '()' operand the kernel takes as a
 * one-element array, 0 for one it takes as a scalar) and its core
 * dimensions' name indices. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_except.h"
#include "rt_gufunc.h"
#include "rt_pool.h"
#include "rt_profile.h"
#include "rt_values.h"

enum { MAX_OPS = 32, MAX_NAMES = 64 };

typedef struct {
  int32_t nin, nout, nnames, nops;
  int32_t core_ndim[MAX_OPS], view_ndim[MAX_OPS];
  const int32_t *core_dims[MAX_OPS];
} Layout;

/* Everything one stretch of the loop needs, shared by the pool's workers. */
typedef struct {
  const Layout *l;
  arrc_array **ops;
  int32_t loop_ndim;
  int64_t loop_shape[ARRC_MAX_NDIM];
  int64_t loop_strides[MAX_OPS][ARRC_MAX_NDIM]; /* 0 along broadcast dimensions */
  int64_t core_sizes[MAX_NAMES];
  arrc_gufunc_body body;
} Run;

static void read_layout(const int32_t *code, Layout *l) {
  l->nin = code[0];
  l->nout = code[1];
  l->nnames = code[2];
  l->nops = l->nin + l->nout;
  const int32_t *p = code + 3;
  for (int32_t k = 0; k < l->nops; k++) {
    l->core_ndim[k] = p[0];
    l->view_ndim[k] = p[1];
    l->core_dims[k] = p + 2;
    p += 2 + p[0];
  }
}

/* NumPy's shape text as its nditer prints it: leading new axes (negative
 * sizes) dropped, later ones as "newaxis", "(n,)" for one dimension. */
static void shape_text(char *buf, size_t cap, int32_t n, const int64_t *vals, const char *ending) {
  int32_t i = 0;
  while (i < n && vals[i] < 0)
    i++;
  if (i == n) {
    snprintf(buf, cap, "()%s", ending);
    return;
  }
  size_t len = (size_t)snprintf(buf, cap, "(%lld", (long long)vals[i++]);
  for (; i < n && len < cap; i++)
    len += vals[i] < 0 ? (size_t)snprintf(buf + len, cap - len, ",newaxis")
                       : (size_t)snprintf(buf + len, cap - len, ",%lld", (long long)vals[i]);
  if (len < cap)
    snprintf(buf + len, cap - len, "%s%s", n == 1 ? ",)" : ")", ending);
}

/* NumPy's error for loop dimensions that do not broadcast: each operand
 * given, its shape and its remapping onto the iterator's axes (the loop
 * dimensions, then the outputs' core dimensions), and the requested shape. */
static _Noreturn void broadcast_error(const Layout *l, arrc_array **ops, int32_t bnd, const int64_t *core_sizes,
                                      const arrc_loc *loc) {
  char msg[4096];
  size_t len = (size_t)snprintf(msg, sizeof msg, "operands could not be broadcast together with remapped shapes "
                                                  "[original->remapped]: ");
  int32_t out_core = 0;
  for (int32_t k = l->nin; k < l->nops; k++)
    out_core += l->core_ndim[k];
  int32_t iter_nd = bnd + out_core;
  int64_t rem[2 * ARRC_MAX_NDIM];
  char a[512], b[512];
  for (int32_t k = 0; k < l->nops && len < sizeof msg; k++) {
    if (!ops[k])
      continue;
    int32_t loop_nd = ops[k]->ndim - l->core_ndim[k];
    for (int32_t d = 0; d < iter_nd; d++)
      rem[d] = -1;
    for (int32_t d = 0; d < bnd; d++) {
      int32_t axis = d - (bnd - loop_nd);
      if (axis >= 0)
        rem[d] = ARRC_SHAPE(ops[k])[axis];
    }
    if (k >= l->nin) {
      int32_t at = bnd;
      for (int32_t j = l->nin; j < k; j++)
        at += l->core_ndim[j];
      for (int32_t c = 0; c < l->core_ndim[k]; c++)
        rem[at + c] = ARRC_SHAPE(ops[k])[loop_nd + c];
    }
    shape_text(a, sizeof a, ops[k]->ndim, ARRC_SHAPE(ops[k]), "");
    shape_text(b, sizeof b, iter_nd, rem, " ");
    len += (size_t)snprintf(msg + len, sizeof msg - len, "%s->%s", a, b);
  }
  for (int32_t d = 0; d < iter_nd; d++)
    rem[d] = -1;
  for (int32_t k = l->nin, at = bnd; k < l->nops; k++)
    for (int32_t c = 0; c < l->core_ndim[k]; c++)
      rem[at++] = core_sizes[l->core_dims[k][c]];
  shape_text(a, sizeof a, iter_nd, rem, "");
  if (len < sizeof msg)
    snprintf(msg + len, sizeof msg - len, " and requested shape %s", a);
  arrc_raise(ARRC_VALUE_ERROR, loc, "%s", msg);
}

/* The core sizes each name takes, checked across the operands in order. */
static void core_sizes(const char *name, const char *sig, const Layout *l, arrc_array **ops, int64_t *sizes,
                       const arrc_loc *loc) {
  for (int32_t n = 0; n < l->nnames; n++)
    sizes[n] = -1;
  for (int32_t k = 0; k < l->nops; k++) {
    if (!ops[k])
      continue;
    bool input = k < l->nin;
    if (ops[k]->ndim < l->core_ndim[k])
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s: %s operand %d does not have enough dimensions (has %d, gufunc core "
                 "with signature %s requires %d)", name, input ? "Input" : "Output", input ? k : k - l->nin,
                 ops[k]->ndim, sig, l->core_ndim[k]);
    int32_t first = ops[k]->ndim - l->core_ndim[k];
    for (int32_t c = 0; c < l->core_ndim[k]; c++) {
      int64_t s = ARRC_SHAPE(ops[k])[first + c];
      int32_t id = l->core_dims[k][c];
      if (sizes[id] < 0)
        sizes[id] = s;
      else if (sizes[id] != s)
        arrc_raise(ARRC_VALUE_ERROR, loc, "%s: %s operand %d has a mismatch in its core dimension %d, with gufunc "
                   "signature %s (size %lld is different from %lld)", name, input ? "Input" : "Output",
                   input ? k : k - l->nin, c, sig, (long long)s, (long long)sizes[id]);
    }
  }
}

/* The broadcast loop shape of the operands given; an output is never
 * broadcast (NumPy's reduction error when it would be). */
static void loop_shape(const Layout *l, arrc_array **ops, Run *r, const arrc_loc *loc) {
  int32_t bnd = 0;
  for (int32_t k = 0; k < l->nops; k++)
    if (ops[k] && ops[k]->ndim - l->core_ndim[k] > bnd)
      bnd = ops[k]->ndim - l->core_ndim[k];
  r->loop_ndim = bnd;
  for (int32_t d = 0; d < bnd; d++)
    r->loop_shape[d] = 1;
  for (int32_t k = 0; k < l->nops; k++) {
    if (!ops[k])
      continue;
    int32_t nd = ops[k]->ndim - l->core_ndim[k];
    for (int32_t a = 0; a < nd; a++) {
      int32_t d = a + bnd - nd;
      int64_t s = ARRC_SHAPE(ops[k])[a];
      if (r->loop_shape[d] == 1)
        r->loop_shape[d] = s;
      else if (s != 1 && s != r->loop_shape[d])
        broadcast_error(l, ops, bnd, r->core_sizes, loc);
    }
  }
  for (int32_t k = l->nin; k < l->nops; k++) {
    if (!ops[k])
      continue;
    int32_t nd = ops[k]->ndim - l->core_ndim[k];
    for (int32_t d = 0; d < bnd; d++) {
      int32_t a = d - (bnd - nd);
      int64_t s = a >= 0 ? ARRC_SHAPE(ops[k])[a] : 1;
      if (s != r->loop_shape[d])
        arrc_raise(ARRC_VALUE_ERROR, loc, "output operand requires a reduction along dimension %d, but the "
                   "reduction is not enabled. The dimension size of 1 does not match the expected output shape.",
                   a >= 0 ? a : -1);
    }
  }
}

/* The views of one worker: a descriptor per operand whose data pointer
 * moves along the loop. Their reference count never reaches 0 in the
 * kernel, which only borrows them. */
static arrc_array **make_views(const Run *r) {
  const Layout *l = r->l;
  arrc_array **views = calloc((size_t)l->nops, sizeof *views);
  for (int32_t k = 0; k < l->nops; k++) {
    int32_t vnd = l->view_ndim[k];
    arrc_array *v = calloc(1, sizeof *v + 2 * (size_t)(vnd ? vnd : 1) * sizeof(int64_t));
    if (!views || !v) {
      fputs("MemoryError\n", stderr);
      exit(1);
    }
    const arrc_array *a = r->ops[k];
    v->refcount = INT64_MAX / 2;
    v->owner = (arrc_array *)a;
    v->ndim = vnd;
    v->dtype = a->dtype;
    v->itemsize = a->itemsize;
    v->size = 1;
    int32_t first = a->ndim - l->core_ndim[k];
    if (vnd == l->core_ndim[k]) {
      for (int32_t c = 0; c < vnd; c++) {
        ARRC_SHAPE(v)[c] = ARRC_SHAPE(a)[first + c];
        ARRC_STRIDES(v)[c] = ARRC_STRIDES(a)[first + c];
        v->size *= ARRC_SHAPE(v)[c];
      }
    } else if (vnd == 1) {
      /* A '()' operand the kernel takes as a one-element array. */
      ARRC_SHAPE(v)[0] = 1;
      ARRC_STRIDES(v)[0] = a->itemsize;
    }
    views[k] = v;
  }
  return views;
}

static void free_views(const Layout *l, arrc_array **views) {
  for (int32_t k = 0; k < l->nops; k++)
    free(views[k]);
  free(views);
}

/* The kernel at loop indices [lo, hi) of the flattened loop shape. */
static void run_range(void *ctx, int64_t lo, int64_t hi, int worker) {
  (void)worker;
  const Run *r = ctx;
  const Layout *l = r->l;
  arrc_array **views = make_views(r);
  int64_t index[ARRC_MAX_NDIM];
  int64_t rest = lo;
  for (int32_t d = r->loop_ndim - 1; d >= 0; d--) {
    index[d] = r->loop_shape[d] ? rest % r->loop_shape[d] : 0;
    rest = r->loop_shape[d] ? rest / r->loop_shape[d] : 0;
  }
  for (int64_t i = lo; i < hi; i++) {
    for (int32_t k = 0; k < l->nops; k++) {
      char *p = r->ops[k]->data;
      for (int32_t d = 0; d < r->loop_ndim; d++)
        p += index[d] * r->loop_strides[k][d];
      views[k]->data = p;
    }
    r->body(views);
    for (int32_t d = r->loop_ndim - 1; d >= 0; d--) {
      if (++index[d] < r->loop_shape[d])
        break;
      index[d] = 0;
    }
  }
  free_views(l, views);
}

/* Whether every operand has elements: the GPU copies only those that do;
 * a loop over empty cores runs on the CPU (the results are the same). */
static bool all_have_elements(const Layout *l, arrc_array **ops) {
  for (int32_t k = 0; k < l->nops; k++)
    if (ops[k]->size == 0)
      return false;
  return true;
}

/* The loop as the kernel of a cuda-target gufunc, on the GPU. */
static void run_on_gpu(const Run *r, arrc_gufunc_launch launch, int64_t total, const arrc_loc *loc) {
  int64_t n = r->loop_ndim > 0 ? r->loop_ndim : 1;
  arrc_array *shape = arrc_array_new(ARRC_INT64, 1, &n, true, loc);
  for (int32_t d = 0; d < r->loop_ndim; d++)
    ((int64_t *)shape->data)[d] = r->loop_shape[d];
  launch(r->ops, shape, total, loc);
  arrc_array_decref(shape);
}

void arrc_gufunc_run(const char *name, const char *sig, const int32_t *code, arrc_array **ops,
                     const int32_t *dtypes, arrc_gufunc_body body, int32_t parallel, arrc_gufunc_launch launch,
                     const arrc_loc *loc) {
  double profile_start = arrc_profile_on() ? arrc_profile_clock() : 0;
  Layout l;
  read_layout(code, &l);
  Run *r = calloc(1, sizeof *r);
  if (!r) {
    fputs("MemoryError\n", stderr);
    exit(1);
  }
  r->l = &l;
  r->body = body;
  core_sizes(name, sig, &l, ops, r->core_sizes, loc);
  loop_shape(&l, ops, r, loc);
  /* Outputs not given are made; one given in another dtype than the
   * loop's is written through a temporary of the loop's, cast back
   * afterwards (NumPy's same_kind casting). */
  arrc_array *given[MAX_OPS] = {0};
  bool out_given[MAX_OPS] = {0};
  for (int32_t k = l.nin; k < l.nops; k++)
    out_given[k] = ops[k] != NULL;
  for (int32_t k = l.nin; k < l.nops; k++) {
    if (ops[k] && ops[k]->dtype == dtypes[k])
      continue;
    int64_t shape[ARRC_MAX_NDIM];
    for (int32_t d = 0; d < r->loop_ndim; d++)
      shape[d] = r->loop_shape[d];
    for (int32_t c = 0; c < l.core_ndim[k]; c++)
      shape[r->loop_ndim + c] = r->core_sizes[l.core_dims[k][c]];
    given[k] = ops[k];
    ops[k] = arrc_array_new((arrc_dtype)dtypes[k], r->loop_ndim + l.core_ndim[k], shape, false, loc);
  }
  /* An input that shares memory with an output given is read from a copy,
   * as NumPy's iterator does (COPY_IF_OVERLAP), so that a kernel writing
   * its output in place (f(a, w, a)) reads the elements as they were. */
  arrc_array *copies[MAX_OPS] = {0};
  for (int32_t k = 0; k < l.nin; k++)
    for (int32_t j = l.nin; j < l.nops && !copies[k]; j++) {
      if (!out_given[j])
        continue;
      arrc_array *u = arrc_array_unaliased(ops[k], given[j] ? given[j] : ops[j], loc);
      if (u != ops[k])
        ops[k] = copies[k] = u;
      else
        arrc_array_decref(u);
    }
  r->ops = ops;
  for (int32_t k = 0; k < l.nops; k++) {
    int32_t nd = ops[k]->ndim - l.core_ndim[k];
    for (int32_t d = 0; d < r->loop_ndim; d++) {
      int32_t a = d - (r->loop_ndim - nd);
      r->loop_strides[k][d] = a >= 0 && ARRC_SHAPE(ops[k])[a] != 1 ? ARRC_STRIDES(ops[k])[a] : 0;
    }
  }
  int64_t total = 1;
  for (int32_t d = 0; d < r->loop_ndim; d++)
    total *= r->loop_shape[d];
  if (total > 0) {
    if (launch && all_have_elements(&l, ops) && arrc_gpu_required(loc))
      run_on_gpu(r, launch, total, loc);
    else if (parallel && total > 1)
      arrc_pool_for(total, run_range, r);
    else
      run_range(r, 0, total, 0);
  }
  for (int32_t k = 0; k < l.nin; k++)
    if (copies[k])
      arrc_array_decref(copies[k]);
  for (int32_t k = l.nin; k < l.nops; k++)
    if (given[k]) {
      arrc_array_assign(given[k], ops[k], loc);
      arrc_array_decref(ops[k]);
      ops[k] = given[k];
    }
  free(r);
  if (arrc_profile_on())
    arrc_profile_ufunc(name, profile_start, total);
}
