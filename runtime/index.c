/* Advanced indexing: a[mask], a[idx], a[rows, cols], a[..., 0] and their
 * assignments, for every dtype through element sizes and arrc_rt_convert.
 *
 * A subscript becomes a plan: the base address the integers and the slice
 * starts reach, the result's dimensions with their strides in a, and, when
 * the subscript holds arrays, the broadcast shape of those arrays and a
 * table of the byte offsets each position of that shape adds. NumPy's rules
 * (host code): a boolean array stands for the integer arrays of its
 * nonzero() positions, the integer arrays (and the integers, once there is
 * an array) broadcast together, and their dimensions replace those of the
 * first of them when they are adjacent in the subscript, else come first.
 * Numba's rules (jitted code, ARRC_INDEX_JIT): integers stay basic indices,
 * so the one array's dimension stays where it is written, and a mask is
 * read as far as it goes. Messages are NumPy's, word for word, or Numba's
 * in jitted code. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_index.h"
#include "rt_values.h"

/* NumPy's limit on the entries of a subscript (None included). */
enum { MAX_ENTRIES = 2 * ARRC_MAX_NDIM };

/* One array of the subscript (after masks became integer arrays), or one
 * integer that takes part in the broadcast (host code, once there is an
 * array). */
typedef struct {
  const arrc_array *values;     /* NULL for an integer */
  int64_t scalar;               /* the integer, wrapped */
  int32_t axis;                 /* the axis of a it indexes */
  int64_t stride;               /* that axis's stride in bytes */
} Adv;

typedef struct {
  char *base;
  int32_t nd;                   /* the result's dimensions */
  int64_t shape[ARRC_MAX_NDIM], stride[ARRC_MAX_NDIM];
  int32_t bpos, bnd;            /* the broadcast dimensions sit at [bpos, bpos + bnd) */
  bool advanced;                /* the subscript holds arrays: else the plan is a view */
  int64_t *table;               /* one byte offset per broadcast position, or NULL when */
  const arrc_array *one;        /* one 1-D array gives them: its values (checked) times */
  int64_t one_stride, one_dim;  /* the stride of the axis of that size it indexes */
  bool single_mask;             /* the subscript is one mask of a's rank (NumPy's assignment rule) */
  arrc_array *temps[MAX_ENTRIES + ARRC_MAX_NDIM + 1]; /* arrays made here (lists, nonzero positions, values) */
  int ntemps;
} Plan;

static bool is_bool_index(const arrc_index *e) {
  if (e->kind == ARRC_IX_LIST)
    return e->absent == ARRC_BOOL;
  return e->kind == ARRC_IX_ARRAY && ((const arrc_array *)e->obj)->dtype == ARRC_BOOL;
}

static bool is_array_index(const arrc_index *e) { return e->kind == ARRC_IX_ARRAY || e->kind == ARRC_IX_LIST; }

/* An element of an integer dtype as int64 (a uint64 above INT64_MAX is
 * out of bounds anyway, and stays so as a negative number too large). */
static int64_t read_int(int32_t dtype, const char *p) {
  switch (dtype) {
  case ARRC_BOOL: case ARRC_UINT8: return *(const uint8_t *)p;
  case ARRC_INT8: return *(const int8_t *)p;
  case ARRC_INT16: return *(const int16_t *)p;
  case ARRC_UINT16: return *(const uint16_t *)p;
  case ARRC_INT32: return *(const int32_t *)p;
  case ARRC_UINT32: return *(const uint32_t *)p;
  case ARRC_UINT64: {
    uint64_t u = *(const uint64_t *)p;
    return u > INT64_MAX ? INT64_MIN : (int64_t)u;
  }
  default: return *(const int64_t *)p;
  }
}

static void plan_free(Plan *p);

/* Raises after releasing what the plan holds, so that a program that
 * catches the exception leaks nothing. */
static _Noreturn void plan_raise(Plan *p, arrc_error_kind kind, const arrc_loc *loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static _Noreturn void plan_raise(Plan *p, arrc_error_kind kind, const arrc_loc *loc, const char *fmt, ...) {
  char msg[ARRC_SHAPE_STR_MAX * 4];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (p)
    plan_free(p);
  arrc_raise(kind, loc, "%s", msg);
}

/* Python's index i into an axis of size dim: negative counts from the end;
 * outside is NumPy's IndexError, or Numba's message in jitted code. */
static int64_t wrap(Plan *p, int64_t i, int64_t dim, int32_t axis, int32_t flags, const arrc_loc *loc) {
  int64_t w = i < 0 ? i + dim : i;
  if (w < 0 || w >= dim) {
    if (flags & ARRC_INDEX_JIT)
      plan_raise(p, ARRC_INDEX_ERROR, loc, "index is out of bounds");
    plan_raise(p, ARRC_INDEX_ERROR, loc, "index %lld is out of bounds for axis %d with size %lld", (long long)i,
               (int)axis, (long long)dim);
  }
  return w;
}

/* Steps the C-order counter ix over shape; false after the last. */
static bool next_position(int32_t nd, const int64_t *shape, int64_t *ix) {
  for (int32_t d = nd - 1; d >= 0; d--) {
    if (++ix[d] < shape[d])
      return true;
    ix[d] = 0;
  }
  return false;
}

static arrc_array *keep(Plan *p, arrc_array *t) {
  p->temps[p->ntemps++] = t;
  return t;
}

static void plan_free(Plan *p) {
  for (int k = 0; k < p->ntemps; k++)
    arrc_array_decref(p->temps[k]);
  p->ntemps = 0;
  free(p->table);
  p->table = NULL;
}

/* A list of numbers as a 1-D array of its dtype (its elements are stored
 * as the array's would be), or a list of such lists of one length as a
 * 2-D array (NumPy's error for rows of different lengths). */
static arrc_array *list_array(Plan *p, const arrc_index *e, const arrc_loc *loc) {
  const arrc_list *l = e->obj;
  if (e->b != 2) {
    int64_t n = l->len;
    arrc_array *t = keep(p, arrc_array_new((arrc_dtype)e->absent, 1, &n, false, loc));
    if (n > 0)
      memcpy(t->data, l->data, (size_t)(n * t->itemsize));
    return t;
  }
  const arrc_list *const *rows = (const arrc_list *const *)l->data;
  int64_t shape[2] = {l->len, l->len > 0 ? rows[0]->len : 0};
  for (int64_t r = 1; r < shape[0]; r++)
    if (rows[r]->len != shape[1])
      plan_raise(p, ARRC_VALUE_ERROR, loc,
                 "setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 "
                 "dimensions. The detected shape was (%lld,) + inhomogeneous part.",
                 (long long)shape[0]);
  arrc_array *t = keep(p, arrc_array_new((arrc_dtype)e->absent, 2, shape, false, loc));
  size_t row_bytes = (size_t)(shape[1] * t->itemsize);
  for (int64_t r = 0; r < shape[0] && row_bytes > 0; r++)
    memcpy(t->data + (size_t)r * row_bytes, rows[r]->data, row_bytes);
  return t;
}

/* The positions where mask (an m-dimensional bool array) is true, as m
 * int64 arrays in C order (mask.nonzero()), into out. */
static void nonzero(Plan *p, const arrc_array *mask, arrc_array **out, const arrc_loc *loc) {
  int32_t m = mask->ndim;
  int64_t ix[ARRC_MAX_NDIM] = {0}, count = 0;
  if (mask->size > 0)
    do {
      int64_t off = 0;
      for (int32_t d = 0; d < m; d++)
        off += ix[d] * ARRC_STRIDES(mask)[d];
      count += mask->data[off] != 0;
    } while (next_position(m, ARRC_SHAPE(mask), ix));
  for (int32_t d = 0; d < m; d++)
    out[d] = keep(p, arrc_array_new(ARRC_INT64, 1, &count, false, loc));
  int64_t at = 0;
  memset(ix, 0, sizeof ix);
  if (mask->size > 0)
    do {
      int64_t off = 0;
      for (int32_t d = 0; d < m; d++)
        off += ix[d] * ARRC_STRIDES(mask)[d];
      if (mask->data[off]) {
        for (int32_t d = 0; d < m; d++)
          ((int64_t *)out[d]->data)[at] = ix[d];
        at++;
      }
    } while (next_position(m, ARRC_SHAPE(mask), ix));
}

static void add_dim(Plan *p, int64_t len, int64_t stride) {
  p->shape[p->nd] = len;
  p->stride[p->nd] = stride;
  p->nd++;
}

/* The broadcast shape of the arrays among advs into p->bnd dimensions
 * (NumPy's rule); a mismatch is NumPy's IndexError listing every array's
 * shape. */
static void broadcast_indices(Plan *p, const Adv *advs, int nadv, int64_t *bshape, const arrc_loc *loc) {
  int32_t bnd = 0;
  for (int j = 0; j < nadv; j++)
    if (advs[j].values && advs[j].values->ndim > bnd)
      bnd = advs[j].values->ndim;
  for (int32_t d = 0; d < bnd; d++)
    bshape[d] = 1;
  bool ok = true;
  for (int j = 0; j < nadv; j++) {
    const arrc_array *v = advs[j].values;
    if (!v)
      continue;
    for (int32_t d = 0; d < v->ndim; d++) {
      int64_t n = ARRC_SHAPE(v)[d], *b = &bshape[bnd - v->ndim + d];
      if (*b == 1)
        *b = n;
      else if (n != 1 && n != *b)
        ok = false;
    }
  }
  if (!ok) {
    /* Every shape, each followed by a space, as NumPy writes them. */
    char msg[ARRC_SHAPE_STR_MAX * 4];
    size_t len = 0;
    for (int j = 0; j < nadv && len < sizeof msg - ARRC_SHAPE_STR_MAX - 2; j++) {
      if (!advs[j].values)
        continue;
      char buf[ARRC_SHAPE_STR_MAX];
      len += (size_t)snprintf(msg + len, sizeof msg - len, "%s ",
                              arrc_rt_shape_str(buf, sizeof buf, advs[j].values->ndim, ARRC_SHAPE(advs[j].values)));
    }
    plan_raise(p, ARRC_INDEX_ERROR, loc, "shape mismatch: indexing arrays could not be broadcast together with shapes %s",
               msg);
  }
  p->bnd = bnd;
}

/* Checks every value of every index array against its axis, array by
 * array as NumPy does, then fills the table of byte offsets: one per
 * position of the broadcast shape. */
static void fill_table(Plan *p, const arrc_array *a, const Adv *advs, int nadv, const int64_t *bshape, int32_t flags,
                       const arrc_loc *loc) {
  if (nadv == 1 && advs[0].values && advs[0].values->ndim == 1) {
    /* One 1-D array (a[idx], a[mask] of rows): checked here, its offsets
     * computed where they are used (adv_offset), with no table. */
    const arrc_array *v = advs[0].values;
    int64_t count = ARRC_SHAPE(v)[0], vs = ARRC_STRIDES(v)[0], dim = ARRC_SHAPE(a)[advs[0].axis];
    for (int64_t i = 0; i < count; i++)
      wrap(p, read_int(v->dtype, v->data + i * vs), dim, advs[0].axis, flags, loc);
    p->one = v;
    p->one_stride = advs[0].stride;
    p->one_dim = dim;
    return;
  }
  for (int j = 0; j < nadv; j++) {
    const arrc_array *v = advs[j].values;
    if (!v || v->size == 0)
      continue;
    int64_t ix[ARRC_MAX_NDIM] = {0};
    do {
      int64_t off = 0;
      for (int32_t d = 0; d < v->ndim; d++)
        off += ix[d] * ARRC_STRIDES(v)[d];
      wrap(p, read_int(v->dtype, v->data + off), ARRC_SHAPE(a)[advs[j].axis], advs[j].axis, flags, loc);
    } while (next_position(v->ndim, ARRC_SHAPE(v), ix));
  }
  int64_t count = 1;
  for (int32_t d = 0; d < p->bnd; d++)
    count *= bshape[d];
  p->table = arrc_malloc((size_t)(count > 0 ? count : 1) * sizeof *p->table, loc);
  if (count == 0)
    return;
  int64_t ix[ARRC_MAX_NDIM] = {0}, at = 0;
  do {
    int64_t off = 0;
    for (int j = 0; j < nadv; j++) {
      const arrc_array *v = advs[j].values;
      int64_t i = advs[j].scalar;
      if (v) {
        int64_t voff = 0;
        for (int32_t d = 0; d < v->ndim; d++) {
          int32_t bd = p->bnd - v->ndim + d;
          if (ARRC_SHAPE(v)[d] != 1)
            voff += ix[bd] * ARRC_STRIDES(v)[d];
        }
        int64_t dim = ARRC_SHAPE(a)[advs[j].axis];
        i = read_int(v->dtype, v->data + voff);
        i = i < 0 ? i + dim : i;
      }
      off += i * advs[j].stride;
    }
    p->table[at++] = off;
  } while (next_position(p->bnd, bshape, ix));
}

/* Fills p, which the caller zeroed (it may hold temporaries already). */
static void plan_make(Plan *p, arrc_array *a, int32_t n, const arrc_index *ix, int32_t flags, const arrc_loc *loc) {
  bool jit = flags & ARRC_INDEX_JIT;
  int32_t consumed = 0, ellipses = 0;
  bool has_array = false;
  for (int32_t j = 0; j < n; j++) {
    const arrc_index *e = &ix[j];
    if (e->kind == ARRC_IX_ELLIPSIS)
      ellipses++;
    else if (e->kind == ARRC_IX_INT || e->kind == ARRC_IX_SLICE)
      consumed++;
    else if (is_array_index(e))
      consumed += !is_bool_index(e) ? 1 : e->kind == ARRC_IX_ARRAY ? ((const arrc_array *)e->obj)->ndim : e->b == 2 ? 2 : 1;
    has_array |= is_array_index(e);
  }
  if (ellipses > 1)
    plan_raise(p, ARRC_INDEX_ERROR, loc, "an index can only have a single ellipsis ('...')");
  if (consumed > a->ndim || n > MAX_ENTRIES)
    plan_raise(p, ARRC_INDEX_ERROR, loc, "too many indices for array: array is %d-dimensional, but %d were indexed",
               (int)a->ndim, (int)(consumed > a->ndim ? consumed : n));
  bool ints_advanced = has_array && !jit;
  Adv advs[MAX_ENTRIES + ARRC_MAX_NDIM];
  int nadv = 0, first_adv = -1, last_adv = -1;
  bool adjacent = true;
  int32_t k = 0, bpos = 0;
  p->base = a->data;
  for (int32_t j = 0; j < n; j++) {
    const arrc_index *e = &ix[j];
    bool advanced = is_array_index(e) || (e->kind == ARRC_IX_INT && ints_advanced);
    if (advanced) {
      if (first_adv < 0) {
        first_adv = j;
        bpos = p->nd;
      } else if (last_adv != j - 1) {
        adjacent = false;
      }
      last_adv = j;
    }
    switch (e->kind) {
    case ARRC_IX_INT: {
      int64_t w = wrap(p, e->a, ARRC_SHAPE(a)[k], k, flags, loc);
      if (advanced)
        advs[nadv++] = (Adv){NULL, w, k, ARRC_STRIDES(a)[k]};
      else
        p->base += w * ARRC_STRIDES(a)[k];
      k++;
      break;
    }
    case ARRC_IX_SLICE: {
      int64_t start = 0;
      if (!(e->absent & ARRC_SLICE_NO_STEP) && e->c == 0)
        plan_raise(p, ARRC_VALUE_ERROR, loc, "slice step cannot be zero");
      int64_t len = arrc_slice_indices(ARRC_SHAPE(a)[k], e->a, e->b, e->c, (int32_t)e->absent, &start, loc);
      int64_t step = (e->absent & ARRC_SLICE_NO_STEP) ? 1 : e->c;
      p->base += start * ARRC_STRIDES(a)[k];
      add_dim(p, len, ARRC_STRIDES(a)[k] * step);
      k++;
      break;
    }
    case ARRC_IX_NEWAXIS: add_dim(p, 1, 0); break;
    case ARRC_IX_ELLIPSIS:
      for (int32_t fill = a->ndim - consumed; fill > 0; fill--, k++)
        add_dim(p, ARRC_SHAPE(a)[k], ARRC_STRIDES(a)[k]);
      break;
    default: {
      const arrc_array *v = e->kind == ARRC_IX_LIST ? list_array(p, e, loc) : e->obj;
      if (v->dtype == ARRC_BOOL) {
        /* In jitted code Numba reads a mask as far as it goes; only a
         * true position past the axis is out of bounds. */
        for (int32_t d = 0; d < v->ndim && !jit; d++)
          if (ARRC_SHAPE(v)[d] != ARRC_SHAPE(a)[k + d])
            plan_raise(p, ARRC_INDEX_ERROR, loc,
                       "boolean index did not match indexed array along dimension %d; dimension is %lld but "
                       "corresponding boolean dimension is %lld",
                       (int)(k + d), (long long)ARRC_SHAPE(a)[k + d], (long long)ARRC_SHAPE(v)[d]);
        arrc_array *pos[ARRC_MAX_NDIM];
        nonzero(p, v, pos, loc);
        for (int32_t d = 0; d < v->ndim; d++, k++)
          advs[nadv++] = (Adv){pos[d], 0, k, ARRC_STRIDES(a)[k]};
        p->single_mask = n == 1 && v->ndim == a->ndim;
      } else if (v->dtype == ARRC_FLOAT32 || v->dtype == ARRC_FLOAT64 || v->dtype >= ARRC_COMPLEX64) {
        plan_raise(p, ARRC_INDEX_ERROR, loc, "arrays used as indices must be of integer (or boolean) type");
      } else {
        advs[nadv++] = (Adv){v, 0, k, ARRC_STRIDES(a)[k]};
        k++;
      }
      break;
    }
    }
  }
  for (; k < a->ndim; k++)
    add_dim(p, ARRC_SHAPE(a)[k], ARRC_STRIDES(a)[k]);
  if (has_array) {
    int64_t bshape[ARRC_MAX_NDIM];
    broadcast_indices(p, advs, nadv, bshape, loc);
    fill_table(p, a, advs, nadv, bshape, flags, loc);
    p->advanced = true;
    /* The broadcast dimensions go in, at the first array's place or first. */
    p->bpos = adjacent ? bpos : 0;
    if (p->nd + p->bnd > ARRC_MAX_NDIM)
      plan_raise(p, ARRC_INDEX_ERROR, loc, "number of dimensions must be within [0, %d], indexing result would have %d",
                 ARRC_MAX_NDIM, (int)(p->nd + p->bnd));
    memmove(&p->shape[p->bpos + p->bnd], &p->shape[p->bpos], (size_t)(p->nd - p->bpos) * sizeof *p->shape);
    memmove(&p->stride[p->bpos + p->bnd], &p->stride[p->bpos], (size_t)(p->nd - p->bpos) * sizeof *p->stride);
    for (int32_t d = 0; d < p->bnd; d++) {
      p->shape[p->bpos + d] = bshape[d];
      p->stride[p->bpos + d] = 0;
    }
    p->nd += p->bnd;
  }
}

/* The byte offset that broadcast position b adds. */
static inline int64_t adv_offset(const Plan *p, int64_t b) {
  if (p->table)
    return p->table[b];
  int64_t i = read_int(p->one->dtype, p->one->data + b * ARRC_STRIDES(p->one)[0]);
  return (i < 0 ? i + p->one_dim : i) * p->one_stride;
}

/* The element of a at the result's position ix. */
static char *plan_elem(const Plan *p, const int64_t *ix) {
  int64_t off = 0, b = 0;
  for (int32_t d = 0; d < p->nd; d++) {
    if (d >= p->bpos && d < p->bpos + p->bnd)
      b = b * p->shape[d] + ix[d];
    else
      off += ix[d] * p->stride[d];
  }
  if (p->advanced)
    off += adv_offset(p, b);
  return p->base + off;
}

static int64_t plan_size(const Plan *p) {
  int64_t n = 1;
  for (int32_t d = 0; d < p->nd; d++)
    n *= p->shape[d];
  return n;
}

/* One element of size bytes: the sizes of the dtypes as plain moves. */
static inline void copy_elem(char *dst, const char *src, size_t size) {
  switch (size) {
  case 1: *dst = *src; break;
  case 2: memcpy(dst, src, 2); break;
  case 4: memcpy(dst, src, 4); break;
  case 8: memcpy(dst, src, 8); break;
  case 16: memcpy(dst, src, 16); break;
  default: memcpy(dst, src, size); break;
  }
}

/* The mask of a subscript that is one boolean array of a's shape (a[a > 0]
 * of any rank, the common case), else NULL. Such a subscript is walked
 * directly, without the positions and the table of the general plan. */
static const arrc_array *full_mask(const arrc_array *a, int32_t n, const arrc_index *ix) {
  if (n != 1 || ix[0].kind != ARRC_IX_ARRAY || a->ndim == 0)
    return NULL;
  const arrc_array *m = ix[0].obj;
  if (m->dtype != ARRC_BOOL || m->ndim != a->ndim)
    return NULL;
  for (int32_t d = 0; d < a->ndim; d++)
    if (ARRC_SHAPE(m)[d] != ARRC_SHAPE(a)[d])
      return NULL;
  return m;
}

typedef enum { MASK_COUNT, MASK_GATHER, MASK_FILL } MaskWalk;

/* Walks a and its full mask m in C order, the innermost dimension in one
 * loop: counts the true positions, copies their elements to dst one after
 * another (MASK_GATHER), or writes the element at scalar there
 * (MASK_FILL). Returns the count. */
static int64_t walk_mask(arrc_array *a, const arrc_array *m, MaskWalk what, char *dst, const void *scalar) {
  if (a->size == 0)
    return 0;
  int32_t outer = a->ndim - 1;
  int64_t inner = ARRC_SHAPE(a)[outer], as = ARRC_STRIDES(a)[outer], ms = ARRC_STRIDES(m)[outer];
  size_t size = (size_t)a->itemsize;
  int64_t pos[ARRC_MAX_NDIM] = {0}, count = 0;
  do {
    char *ap = a->data;
    const char *mp = m->data;
    for (int32_t d = 0; d < outer; d++) {
      ap += pos[d] * ARRC_STRIDES(a)[d];
      mp += pos[d] * ARRC_STRIDES(m)[d];
    }
    switch (what) {
    case MASK_COUNT:
      for (int64_t i = 0; i < inner; i++, mp += ms)
        count += *mp != 0;
      break;
    case MASK_GATHER:
      for (int64_t i = 0; i < inner; i++, ap += as, mp += ms)
        if (*mp) {
          copy_elem(dst, ap, size);
          dst += size;
        }
      break;
    case MASK_FILL:
      for (int64_t i = 0; i < inner; i++, ap += as, mp += ms)
        if (*mp)
          copy_elem(ap, scalar, size);
      break;
    }
  } while (next_position(outer, ARRC_SHAPE(a), pos));
  return count;
}

/* Copies the result of a plan whose broadcast dimensions come first: one
 * block of the trailing dimensions per table entry, a single memcpy when
 * that block is contiguous in a. */
static void gather_blocks(const Plan *p, const arrc_array *a, char *dst) {
  size_t size = (size_t)a->itemsize;
  int64_t count = 1, block = 1;
  for (int32_t d = 0; d < p->bnd; d++)
    count *= p->shape[d];
  int32_t tnd = p->nd - p->bnd;
  const int64_t *tshape = p->shape + p->bnd, *tstride = p->stride + p->bnd;
  bool contiguous = true;
  for (int32_t d = tnd - 1; d >= 0; d--) {
    contiguous = contiguous && (tshape[d] == 1 || tstride[d] == block * (int64_t)size);
    block *= tshape[d];
  }
  if (block == 0)
    return;
  for (int64_t t = 0; t < count; t++) {
    const char *src = p->base + adv_offset(p, t);
    if (tnd == 0) {
      copy_elem(dst, src, size);
      dst += size;
      continue;
    }
    if (contiguous) {
      memcpy(dst, src, (size_t)block * size);
      dst += (size_t)block * size;
      continue;
    }
    int64_t pos[ARRC_MAX_NDIM] = {0};
    do {
      const char *e = src;
      for (int32_t d = 0; d < tnd; d++)
        e += pos[d] * tstride[d];
      copy_elem(dst, e, size);
      dst += size;
    } while (next_position(tnd, tshape, pos));
  }
}

arrc_array *arrc_index_get(arrc_array *a, int32_t n, const arrc_index *ix, int32_t flags, const arrc_loc *loc) {
  const arrc_array *m = full_mask(a, n, ix);
  if (m) {
    int64_t count = walk_mask(a, m, MASK_COUNT, NULL, NULL);
    arrc_array *r = arrc_array_new((arrc_dtype)a->dtype, 1, &count, false, loc);
    walk_mask(a, m, MASK_GATHER, r->data, NULL);
    return r;
  }
  Plan p;
  memset(&p, 0, sizeof p);
  plan_make(&p, a, n, ix, flags, loc);
  arrc_array *r;
  if (!p.advanced) {
    r = arrc_array_view(a, p.base, p.nd, p.shape, p.stride);
  } else if (p.bpos == 0) {
    r = arrc_array_new((arrc_dtype)a->dtype, p.nd, p.shape, false, loc);
    gather_blocks(&p, a, r->data);
  } else {
    r = arrc_array_new((arrc_dtype)a->dtype, p.nd, p.shape, false, loc);
    int64_t pos[ARRC_MAX_NDIM] = {0};
    char *dst = r->data;
    size_t size = (size_t)a->itemsize;
    if (r->size > 0)
      do {
        copy_elem(dst, plan_elem(&p, pos), size);
        dst += size;
      } while (next_position(p.nd, p.shape, pos));
  }
  plan_free(&p);
  return r;
}

/* The bytes an array's elements span: [*lo, *hi). */
static void span(const arrc_array *a, uintptr_t *lo, uintptr_t *hi) {
  *lo = (uintptr_t)a->data;
  *hi = (uintptr_t)a->data + (uintptr_t)a->itemsize;
  for (int32_t d = 0; d < a->ndim; d++) {
    int64_t reach = (ARRC_SHAPE(a)[d] - 1) * ARRC_STRIDES(a)[d];
    if (reach < 0)
      *lo -= (uintptr_t)-reach;
    else
      *hi += (uintptr_t)reach;
  }
}

static bool may_overlap(const arrc_array *a, const arrc_array *b) {
  if (a->size == 0 || b->size == 0)
    return false;
  uintptr_t alo, ahi, blo, bhi;
  span(a, &alo, &ahi);
  span(b, &blo, &bhi);
  return alo < bhi && blo < ahi;
}

/* The strides that read values broadcast to the result's shape (zero
 * along a dimension of 1 or a missing one); false when they do not
 * broadcast. */
static bool broadcast_values(const Plan *p, const arrc_array *v, int64_t *vstride) {
  if (v->ndim > p->nd) {
    /* Leading dimensions of 1 beyond the result's are allowed. */
    for (int32_t d = 0; d < v->ndim - p->nd; d++)
      if (ARRC_SHAPE(v)[d] != 1)
        return false;
  }
  for (int32_t d = 0; d < p->nd; d++) {
    int32_t vd = v->ndim - p->nd + d;
    if (vd < 0) {
      vstride[d] = 0;
      continue;
    }
    int64_t n = ARRC_SHAPE(v)[vd];
    if (n != 1 && n != p->shape[d])
      return false;
    vstride[d] = n == 1 ? 0 : ARRC_STRIDES(v)[vd];
  }
  return true;
}

static _Noreturn void values_mismatch(Plan *p, const arrc_array *v, int32_t flags, const arrc_loc *loc) {
  if (flags & ARRC_INDEX_JIT)
    plan_raise(p, ARRC_VALUE_ERROR, loc, "cannot assign slice from input of different size");
  char vbuf[ARRC_SHAPE_STR_MAX], rbuf[ARRC_SHAPE_STR_MAX];
  arrc_rt_shape_str(vbuf, sizeof vbuf, v->ndim, ARRC_SHAPE(v));
  arrc_rt_shape_str(rbuf, sizeof rbuf, p->nd, p->shape);
  if (!p->advanced)
    plan_raise(p, ARRC_VALUE_ERROR, loc, "could not broadcast input array from shape %s into shape %s", vbuf, rbuf);
  plan_raise(p, ARRC_VALUE_ERROR, loc, "shape mismatch: value array of shape %s could not be broadcast to indexing result of shape %s",
             vbuf, rbuf);
}

/* NumPy's own checks of a[mask] = values for a mask of a's rank: values
 * of at most one dimension, one value or one per true position. */
static void check_mask_values(Plan *p, const arrc_array *v, const arrc_loc *loc) {
  if (v->ndim > 1)
    plan_raise(p, ARRC_TYPE_ERROR, loc,
               "NumPy boolean array indexing assignment requires a 0 or 1-dimensional input, input has %d dimensions",
               (int)v->ndim);
  int64_t given = v->ndim == 0 ? 1 : ARRC_SHAPE(v)[0], wanted = plan_size(p);
  if (given != 1 && given != wanted)
    plan_raise(p, ARRC_VALUE_ERROR, loc,
               "NumPy boolean array indexing assignment cannot assign %lld input values to the %lld output values "
               "where the mask is true",
               (long long)given, (long long)wanted);
}

/* Writes values (broadcast by vstride) into the positions of the plan, in
 * C order, one element after another. Where NumPy's boolean assignment
 * moves a run of adjacent elements from adjacent values at once
 * (run_moves: same dtype, contiguous values), such a run is one memmove,
 * so that values overlapping a read as NumPy reads them. */
static void write_values(const Plan *p, const arrc_array *a, const arrc_array *values, const int64_t *vstride,
                         bool run_moves) {
  int64_t pos[ARRC_MAX_NDIM] = {0};
  size_t size = (size_t)a->itemsize;
  bool same = values->dtype == a->dtype;
  char *run_dst = NULL;
  const char *run_src = NULL;
  size_t run_len = 0;
  do {
    char *dst = plan_elem(p, pos);
    const char *src = values->data;
    for (int32_t d = 0; d < p->nd; d++)
      src += pos[d] * vstride[d];
    if (!same) {
      arrc_rt_convert((arrc_dtype)a->dtype, dst, (arrc_dtype)values->dtype, src);
      continue;
    }
    if (run_moves && run_len > 0 && dst == run_dst + run_len && src == run_src + run_len) {
      run_len += size;
      continue;
    }
    if (run_len > 0)
      memmove(run_dst, run_src, run_len);
    run_dst = dst;
    run_src = src;
    run_len = size;
  } while (next_position(p->nd, p->shape, pos));
  if (run_len > 0)
    memmove(run_dst, run_src, run_len);
}

void arrc_index_set(arrc_array *a, int32_t n, const arrc_index *ix, int32_t flags, const arrc_array *values,
                    const void *scalar, const arrc_loc *loc) {
  const arrc_array *m = values ? NULL : full_mask(a, n, ix);
  if (m) {
    walk_mask(a, m, MASK_FILL, NULL, scalar);
    return;
  }
  Plan p;
  memset(&p, 0, sizeof p);
  /* Values made for this assignment alone (a list's) go with the plan. */
  if (values && (flags & ARRC_INDEX_OWN_VALUES))
    keep(&p, (arrc_array *)values);
  plan_make(&p, a, n, ix, flags, loc);
  bool jit = flags & ARRC_INDEX_JIT;
  int64_t vstride[ARRC_MAX_NDIM];
  if (values && !p.advanced) {
    /* Basic indices only (a[..., 1:]): plain assignment into the view,
     * which reads overlapping values from a copy, as NumPy does. */
    if (!broadcast_values(&p, values, vstride))
      values_mismatch(&p, values, flags, loc);
    arrc_array *view = arrc_array_view(a, p.base, p.nd, p.shape, p.stride);
    arrc_array_assign(view, values, loc);
    arrc_array_decref(view);
    plan_free(&p);
    return;
  }
  if (!values) {
    int64_t pos[ARRC_MAX_NDIM] = {0};
    if (plan_size(&p) > 0)
      do
        memcpy(plan_elem(&p, pos), scalar, (size_t)a->itemsize);
      while (next_position(p.nd, p.shape, pos));
    plan_free(&p);
    return;
  }
  if (p.single_mask && !jit)
    check_mask_values(&p, values, loc);
  if (!broadcast_values(&p, values, vstride))
    values_mismatch(&p, values, flags, loc);
  /* NumPy writes advanced assignments in place even when the values share
   * memory with a (a[idx] = a[0:3] reads elements already written);
   * Numba reads such values from a copy. */
  arrc_array *copy = NULL;
  if (jit && may_overlap(a, values)) {
    values = copy = arrc_array_copy(values, loc);
    broadcast_values(&p, values, vstride);
  }
  bool run_moves = !jit && p.single_mask && values->ndim == 1 && ARRC_SHAPE(values)[0] != 1 &&
                   ARRC_STRIDES(values)[0] == a->itemsize;
  if (plan_size(&p) > 0)
    write_values(&p, a, values, vstride, run_moves);
  arrc_array_decref(copy);
  plan_free(&p);
}

arrc_array *arrc_index_list_values(const arrc_list *l, int32_t dtype, const arrc_loc *loc) {
  int64_t n = l->len;
  arrc_array *t = arrc_array_new((arrc_dtype)dtype, 1, &n, false, loc);
  if (n > 0)
    memcpy(t->data, l->data, (size_t)(n * t->itemsize));
  return t;
}

/* ---- a.flat ------------------------------------------------------------------ */

char *arrc_flat_elem(arrc_array *a, int64_t i, int32_t flags, const arrc_loc *loc) {
  return arrc_rt_elem(a, wrap(NULL, i, a->size, 0, flags, loc));
}

void arrc_flat_assign(arrc_array *a, const arrc_array *values, const void *scalar, const arrc_loc *loc) {
  if (a->size == 0)
    return;
  /* The values are read in C order from a contiguous copy, from the start
   * again whenever they run out (NumPy's flatiter assignment); none leaves
   * a as it is. */
  char *src = NULL;
  int64_t nvalues = 1;
  if (values) {
    if (values->size == 0)
      return;
    nvalues = values->size;
    src = arrc_malloc((size_t)(nvalues * values->itemsize), loc);
    arrc_rt_copy_to_contiguous(src, values);
  }
  int64_t pos[ARRC_MAX_NDIM] = {0}, at = 0;
  do {
    int64_t off = 0;
    for (int32_t d = 0; d < a->ndim; d++)
      off += pos[d] * ARRC_STRIDES(a)[d];
    if (!values)
      memcpy(a->data + off, scalar, (size_t)a->itemsize);
    else
      arrc_rt_convert((arrc_dtype)a->dtype, a->data + off, (arrc_dtype)values->dtype, src + at * values->itemsize);
    at = (at + 1) % nvalues;
  } while (next_position(a->ndim, ARRC_SHAPE(a), pos));
  free(src);
}
