/* The sorting algorithms of runtime/sortsearch.c for one element type,
 * included once per type with
 *   T          the C type of the elements,
 *   SUF        the suffix of the functions made (f64, i32, ...),
 *   NPY_LESS   NumPy's order (for floats: NaN after every number),
 *   NB_LESS    Numba's order (for floats Numba 0.56's lt_floats:
 *              isnan(b) or a < b, which is not a strict order when NaNs
 *              are present, so its results with NaNs are its own).
 *
 * Where the order of equal keys is visible (argsort), the algorithms are
 * NumPy's and Numba's step by step: NumPy 1.24's introsort (npysort/
 * quicksort.cpp: median of three, SMALL_QUICKSORT 15, heapsort below a
 * depth of twice the top bit of n) and its heapsort (npysort_heapsort.h);
 * Numba's quicksort (numba/misc/quicksort.py) and mergesort
 * (numba/misc/mergesort.py). Stable sorts give one answer whatever the
 * algorithm, so NumPy's stable kinds use a plain merge sort. */
#define CAT_(a, b) a##_##b
#define CAT(a, b) CAT_(a, b)
#define FN(name) CAT(name, SUF)

/* ---- NumPy -------------------------------------------------------------- */

/* Heapsort of v[0:n], as NumPy's heapsort_ (1-based heap). */
static void FN(npy_heapsort)(T *v, int64_t n) {
  T *a = v - 1, tmp;
  int64_t i, j, l;
  for (l = n >> 1; l > 0; --l) {
    tmp = a[l];
    for (i = l, j = l << 1; j <= n;) {
      if (j < n && NPY_LESS(a[j], a[j + 1]))
        j += 1;
      if (NPY_LESS(tmp, a[j])) {
        a[i] = a[j];
        i = j;
        j += j;
      } else
        break;
    }
    a[i] = tmp;
  }
  for (; n > 1;) {
    tmp = a[n];
    a[n] = a[1];
    n -= 1;
    for (i = 1, j = 2; j <= n;) {
      if (j < n && NPY_LESS(a[j], a[j + 1]))
        j++;
      if (NPY_LESS(tmp, a[j])) {
        a[i] = a[j];
        i = j;
        j += j;
      } else
        break;
    }
    a[i] = tmp;
  }
}

/* The indices tosort[0:n] of v ordered by heapsort, as NumPy's aheapsort_. */
static void FN(npy_aheapsort)(const T *v, int64_t *tosort, int64_t n) {
  int64_t *a = tosort - 1, i, j, l, tmp;
  for (l = n >> 1; l > 0; --l) {
    tmp = a[l];
    for (i = l, j = l << 1; j <= n;) {
      if (j < n && NPY_LESS(v[a[j]], v[a[j + 1]]))
        j += 1;
      if (NPY_LESS(v[tmp], v[a[j]])) {
        a[i] = a[j];
        i = j;
        j += j;
      } else
        break;
    }
    a[i] = tmp;
  }
  for (; n > 1;) {
    tmp = a[n];
    a[n] = a[1];
    n -= 1;
    for (i = 1, j = 2; j <= n;) {
      if (j < n && NPY_LESS(v[a[j]], v[a[j + 1]]))
        j++;
      if (NPY_LESS(v[tmp], v[a[j]])) {
        a[i] = a[j];
        i = j;
        j += j;
      } else
        break;
    }
    a[i] = tmp;
  }
}

/* NumPy's introsort of v[0:n] (quicksort_ without its AVX-512 dispatch,
 * whose result holds the same values). */
static void FN(npy_quicksort)(T *start, int64_t n) {
  T vp, tmp;
  T *pl = start, *pr = start + n - 1;
  T *stack[QS_STACK], **sptr = stack;
  T *pm, *pi, *pj, *pk;
  int depth[QS_STACK], *psdepth = depth;
  int cdepth = top_bit(n) * 2;
#define SWAP(x, y) (tmp = (x), (x) = (y), (y) = tmp)
  for (;;) {
    if (cdepth < 0) {
      FN(npy_heapsort)(pl, pr - pl + 1);
      goto stack_pop;
    }
    while ((pr - pl) > SMALL_QUICKSORT) {
      pm = pl + ((pr - pl) >> 1);
      if (NPY_LESS(*pm, *pl)) SWAP(*pm, *pl);
      if (NPY_LESS(*pr, *pm)) SWAP(*pr, *pm);
      if (NPY_LESS(*pm, *pl)) SWAP(*pm, *pl);
      vp = *pm;
      pi = pl;
      pj = pr - 1;
      SWAP(*pm, *pj);
      for (;;) {
        do ++pi; while (NPY_LESS(*pi, vp));
        do --pj; while (NPY_LESS(vp, *pj));
        if (pi >= pj)
          break;
        SWAP(*pi, *pj);
      }
      pk = pr - 1;
      SWAP(*pi, *pk);
      if (pi - pl < pr - pi) {
        *sptr++ = pi + 1;
        *sptr++ = pr;
        pr = pi - 1;
      } else {
        *sptr++ = pl;
        *sptr++ = pi - 1;
        pl = pi + 1;
      }
      *psdepth++ = --cdepth;
    }
    for (pi = pl + 1; pi <= pr; ++pi) {
      vp = *pi;
      pj = pi;
      pk = pi - 1;
      while (pj > pl && NPY_LESS(vp, *pk))
        *pj-- = *pk--;
      *pj = vp;
    }
  stack_pop:
    if (sptr == stack)
      break;
    pr = *(--sptr);
    pl = *(--sptr);
    cdepth = *(--psdepth);
  }
#undef SWAP
}

/* NumPy's argsort: the indices tosort[0:n] of v by aquicksort_. */
static void FN(npy_aquicksort)(const T *v, int64_t *tosort, int64_t n) {
  T vp;
  int64_t *pl = tosort, *pr = tosort + n - 1;
  int64_t *stack[QS_STACK], **sptr = stack;
  int64_t *pm, *pi, *pj, *pk, vi, tmp;
  int depth[QS_STACK], *psdepth = depth;
  int cdepth = top_bit(n) * 2;
#define SWAP(x, y) (tmp = (x), (x) = (y), (y) = tmp)
  for (;;) {
    if (cdepth < 0) {
      FN(npy_aheapsort)(v, pl, pr - pl + 1);
      goto stack_pop;
    }
    while ((pr - pl) > SMALL_QUICKSORT) {
      pm = pl + ((pr - pl) >> 1);
      if (NPY_LESS(v[*pm], v[*pl])) SWAP(*pm, *pl);
      if (NPY_LESS(v[*pr], v[*pm])) SWAP(*pr, *pm);
      if (NPY_LESS(v[*pm], v[*pl])) SWAP(*pm, *pl);
      vp = v[*pm];
      pi = pl;
      pj = pr - 1;
      SWAP(*pm, *pj);
      for (;;) {
        do ++pi; while (NPY_LESS(v[*pi], vp));
        do --pj; while (NPY_LESS(vp, v[*pj]));
        if (pi >= pj)
          break;
        SWAP(*pi, *pj);
      }
      pk = pr - 1;
      SWAP(*pi, *pk);
      if (pi - pl < pr - pi) {
        *sptr++ = pi + 1;
        *sptr++ = pr;
        pr = pi - 1;
      } else {
        *sptr++ = pl;
        *sptr++ = pi - 1;
        pl = pi + 1;
      }
      *psdepth++ = --cdepth;
    }
    for (pi = pl + 1; pi <= pr; ++pi) {
      vi = *pi;
      vp = v[vi];
      pj = pi;
      pk = pi - 1;
      while (pj > pl && NPY_LESS(vp, v[*pk]))
        *pj-- = *pk--;
      *pj = vi;
    }
  stack_pop:
    if (sptr == stack)
      break;
    pr = *(--sptr);
    pl = *(--sptr);
    cdepth = *(--psdepth);
  }
#undef SWAP
}

/* A stable merge sort of the indices idx[0:n] of v (NumPy's stable kinds:
 * any stable sort gives its answer); ws holds n/2 + 1 indices. */
static void FN(stable_argsort)(const T *v, int64_t *idx, int64_t n, int64_t *ws) {
  if (n <= 20) {
    for (int64_t i = 1; i < n; i++) {
      int64_t k = idx[i], j = i;
      while (j > 0 && NPY_LESS(v[k], v[idx[j - 1]])) {
        idx[j] = idx[j - 1];
        j--;
      }
      idx[j] = k;
    }
    return;
  }
  int64_t mid = n / 2;
  FN(stable_argsort)(v, idx, mid, ws);
  FN(stable_argsort)(v, idx + mid, n - mid, ws);
  if (!NPY_LESS(v[idx[mid]], v[idx[mid - 1]]))
    return;
  memcpy(ws, idx, (size_t)mid * sizeof *ws);
  int64_t i = 0, j = mid, k = 0;
  while (i < mid && j < n)
    idx[k++] = NPY_LESS(v[idx[j]], v[ws[i]]) ? idx[j++] : ws[i++];
  while (i < mid)
    idx[k++] = ws[i++];
}

/* A stable merge sort of the values v[0:n]; ws holds n/2 + 1 values. */
static void FN(stable_sort)(T *v, int64_t n, T *ws) {
  if (n <= 20) {
    for (int64_t i = 1; i < n; i++) {
      T x = v[i];
      int64_t j = i;
      while (j > 0 && NPY_LESS(x, v[j - 1])) {
        v[j] = v[j - 1];
        j--;
      }
      v[j] = x;
    }
    return;
  }
  int64_t mid = n / 2;
  FN(stable_sort)(v, mid, ws);
  FN(stable_sort)(v + mid, n - mid, ws);
  if (!NPY_LESS(v[mid], v[mid - 1]))
    return;
  memcpy(ws, v, (size_t)mid * sizeof *ws);
  int64_t i = 0, j = mid, k = 0;
  while (i < mid && j < n)
    v[k++] = NPY_LESS(v[j], ws[i]) ? v[j++] : ws[i++];
  while (i < mid)
    v[k++] = ws[i++];
}

/* ---- Numba -------------------------------------------------------------- */

/* Numba's quicksort (run_quicksort1) of v[0:n], or of the indices r[0:n]
 * of v when r is not NULL (argsort): GET reads the key either way. */
#define GET(p) (r ? v[r[p]] : v[p])
static void FN(nb_swap)(T *v, int64_t *r, int64_t a, int64_t b) {
  if (r) {
    int64_t t = r[a];
    r[a] = r[b];
    r[b] = t;
  } else {
    T t = v[a];
    v[a] = v[b];
    v[b] = t;
  }
}

static void FN(nb_insertion)(T *v, int64_t *r, int64_t low, int64_t high) {
  if (high <= low)
    return;
  for (int64_t i = low + 1; i <= high; i++) {
    int64_t k = r ? r[i] : 0;
    T x = r ? v[k] : v[i];
    int64_t j = i;
    while (j > low && NB_LESS(x, GET(j - 1))) {
      if (r)
        r[j] = r[j - 1];
      else
        v[j] = v[j - 1];
      j--;
    }
    if (r)
      r[j] = k;
    else
      v[j] = x;
  }
}

static int64_t FN(nb_partition)(T *v, int64_t *r, int64_t low, int64_t high) {
  int64_t mid = (low + high) >> 1;
  if (NB_LESS(GET(mid), GET(low))) FN(nb_swap)(v, r, low, mid);
  if (NB_LESS(GET(high), GET(mid))) FN(nb_swap)(v, r, high, mid);
  if (NB_LESS(GET(mid), GET(low))) FN(nb_swap)(v, r, low, mid);
  T pivot = GET(mid);
  FN(nb_swap)(v, r, high, mid);
  int64_t i = low, j = high - 1;
  for (;;) {
    while (i < high && NB_LESS(GET(i), pivot))
      i++;
    while (j >= low && NB_LESS(pivot, GET(j)))
      j--;
    if (i >= j)
      break;
    FN(nb_swap)(v, r, i, j);
    i++;
    j--;
  }
  FN(nb_swap)(v, r, i, high);
  return i;
}

static void FN(nb_quicksort)(T *v, int64_t *r, int64_t n) {
  if (n < 2)
    return;
  int64_t stack_lo[NB_MAX_STACK], stack_hi[NB_MAX_STACK];
  int sp = 1;
  stack_lo[0] = 0;
  stack_hi[0] = n - 1;
  while (sp > 0) {
    sp--;
    int64_t low = stack_lo[sp], high = stack_hi[sp];
    while (high - low >= NB_SMALL_QUICKSORT) {
      int64_t i = FN(nb_partition)(v, r, low, high);
      if (high - i > i - low) {
        if (high > i && sp < NB_MAX_STACK) {
          stack_lo[sp] = i + 1;
          stack_hi[sp++] = high;
        }
        high = i - 1;
      } else {
        if (i > low && sp < NB_MAX_STACK) {
          stack_lo[sp] = low;
          stack_hi[sp++] = i - 1;
        }
        low = i + 1;
      }
    }
    FN(nb_insertion)(v, r, low, high);
  }
}
#undef GET

/* Numba's mergesort (argmergesort_inner) of the indices r[0:n] of v; ws
 * holds n/2 indices. */
static void FN(nb_amergesort)(const T *v, int64_t *r, int64_t n, int64_t *ws) {
  if (n > 20) {
    int64_t mid = n / 2;
    FN(nb_amergesort)(v, r, mid, ws);
    FN(nb_amergesort)(v, r + mid, n - mid, ws);
    memcpy(ws, r, (size_t)mid * sizeof *ws);
    int64_t i = 0, j = mid, k = 0;
    while (i < mid && j < n) {
      if (!NB_LESS(v[r[j]], v[ws[i]]))
        r[k++] = ws[i++];
      else
        r[k++] = r[j++];
    }
    while (i < mid)
      r[k++] = ws[i++];
  } else {
    for (int64_t i = 1; i < n; i++)
      for (int64_t j = i; j > 0 && NB_LESS(v[r[j]], v[r[j - 1]]); j--) {
        int64_t t = r[j - 1];
        r[j - 1] = r[j];
        r[j] = t;
      }
  }
}

/* ---- selection (np.partition) --------------------------------------------- */

/* NumPy's introselect (npysort/selection.cpp) on values, without the
 * pivot stack, which only matters across several kth: median of three
 * with an unguarded partition, median of medians of five when the depth
 * runs out, a quadratic selection for kth near the start, and a scan for
 * the maximum when kth is the last index of a float line. */
static void FN(npy_introselect)(T *v, int64_t num, int64_t kth);

#define SWAPV(x, y) do { T t_ = (x); (x) = (y); (y) = t_; } while (0)

static int64_t FN(npy_median5)(T *v) {
  if (NPY_LESS(v[1], v[0])) SWAPV(v[1], v[0]);
  if (NPY_LESS(v[4], v[3])) SWAPV(v[4], v[3]);
  if (NPY_LESS(v[3], v[0])) SWAPV(v[3], v[0]);
  if (NPY_LESS(v[4], v[1])) SWAPV(v[4], v[1]);
  if (NPY_LESS(v[2], v[1])) SWAPV(v[2], v[1]);
  if (NPY_LESS(v[3], v[2]))
    return NPY_LESS(v[3], v[1]) ? 1 : 3;
  return 2;
}

static int64_t FN(npy_median_of_median5)(T *v, int64_t num) {
  int64_t right = num - 1, nmed = (right + 1) / 5, i, subleft;
  for (i = 0, subleft = 0; i < nmed; i++, subleft += 5) {
    int64_t m = FN(npy_median5)(v + subleft);
    SWAPV(v[subleft + m], v[i]);
  }
  if (nmed > 2)
    FN(npy_introselect)(v, nmed, nmed / 2);
  return nmed / 2;
}

static void FN(npy_introselect)(T *v, int64_t num, int64_t kth) {
  int64_t low = 0, high = num - 1;
  if (kth - low < 3) {
    /* dumb_select_ */
    for (int64_t i = 0; i <= kth; i++) {
      int64_t minidx = i;
      T minval = v[i];
      for (int64_t k = i + 1; k < num; k++)
        if (NPY_LESS(v[k], minval)) {
          minidx = k;
          minval = v[k];
        }
      SWAPV(v[i], v[minidx]);
    }
    return;
  }
  if (IS_FLOAT && kth == num - 1) {
    int64_t maxidx = low;
    T maxval = v[low];
    for (int64_t k = low + 1; k < num; k++)
      if (!NPY_LESS(v[k], maxval)) {
        maxidx = k;
        maxval = v[k];
      }
    SWAPV(v[kth], v[maxidx]);
    return;
  }
  int depth_limit = top_bit(num) * 2;
  for (; low + 1 < high;) {
    int64_t ll = low + 1, hh = high;
    if (depth_limit > 0 || hh - ll < 5) {
      int64_t mid = low + (high - low) / 2;
      if (NPY_LESS(v[high], v[mid])) SWAPV(v[high], v[mid]);
      if (NPY_LESS(v[high], v[low])) SWAPV(v[high], v[low]);
      if (NPY_LESS(v[low], v[mid])) SWAPV(v[low], v[mid]);
      SWAPV(v[mid], v[low + 1]);
    } else {
      int64_t mid = ll + FN(npy_median_of_median5)(v + ll, hh - ll);
      SWAPV(v[mid], v[low]);
      ll--;
      hh++;
    }
    depth_limit--;
    T pivot = v[low];
    for (;;) {
      do ll++; while (NPY_LESS(v[ll], pivot));
      do hh--; while (NPY_LESS(pivot, v[hh]));
      if (hh < ll)
        break;
      SWAPV(v[ll], v[hh]);
    }
    SWAPV(v[low], v[hh]);
    if (hh >= kth)
      high = hh - 1;
    if (hh <= kth)
      low = ll;
  }
  if (high == low + 1 && NPY_LESS(v[high], v[low]))
    SWAPV(v[high], v[low]);
}

/* Numba's _select_w_nan: its quicksort's partition with a NaN-aware order
 * (NumPy's), repeated on the side that holds k. */
static int64_t FN(nb_select_partition)(T *A, int64_t low, int64_t high) {
  int64_t mid = (low + high) >> 1;
  if (NPY_LESS(A[mid], A[low])) SWAPV(A[low], A[mid]);
  if (NPY_LESS(A[high], A[mid])) SWAPV(A[high], A[mid]);
  if (NPY_LESS(A[mid], A[low])) SWAPV(A[low], A[mid]);
  T pivot = A[mid];
  SWAPV(A[high], A[mid]);
  int64_t i = low, j = high - 1;
  for (;;) {
    while (i < high && NPY_LESS(A[i], pivot))
      i++;
    while (j >= low && NPY_LESS(pivot, A[j]))
      j--;
    if (i >= j)
      break;
    SWAPV(A[i], A[j]);
    i++;
    j--;
  }
  SWAPV(A[i], A[high]);
  return i;
}

static void FN(nb_select)(T *A, int64_t n, int64_t k) {
  int64_t low = 0, high = n - 1;
  int64_t i = FN(nb_select_partition)(A, low, high);
  while (i != k) {
    if (i < k)
      low = i + 1;
    else
      high = i - 1;
    i = FN(nb_select_partition)(A, low, high);
  }
}
#undef SWAPV

/* ---- one line of an array ----------------------------------------------- */

/* Sorts the contiguous line v[0:n] in place by kind (ARRC_SORT_*); the
 * selections put the element kth (in ws) in its place. */
static void FN(sort_line)(T *v, int64_t n, int kind, void *ws) {
  switch (kind) {
  case ARRC_SELECT_NPY: FN(npy_introselect)(v, n, *(int64_t *)ws); break;
  case ARRC_SELECT_NB: FN(nb_select)(v, n, *(int64_t *)ws); break;
  case ARRC_SORT_STABLE: FN(stable_sort)(v, n, ws); break;
  case ARRC_SORT_HEAP: FN(npy_heapsort)(v, n); break;
  case ARRC_SORT_NB_QUICK: FN(nb_quicksort)(v, NULL, n); break;
  default: FN(npy_quicksort)(v, n); break;
  }
}

/* The order idx[0:n] (filled with 0..n-1 here) of the contiguous line
 * v[0:n] by kind. */
static void FN(argsort_line)(const T *v, int64_t *idx, int64_t n, int kind, int64_t *ws) {
  for (int64_t i = 0; i < n; i++)
    idx[i] = i;
  switch (kind) {
  case ARRC_SORT_STABLE: FN(stable_argsort)(v, idx, n, ws); break;
  case ARRC_SORT_HEAP: FN(npy_aheapsort)(v, idx, n); break;
  case ARRC_SORT_NB_QUICK: FN(nb_quicksort)((T *)v, idx, n); break;
  case ARRC_SORT_NB_MERGE: FN(nb_amergesort)(v, idx, n, ws); break;
  default: FN(npy_aquicksort)(v, idx, n); break;
  }
}

/* The first index of the sorted a[0:n] where x would go: before every
 * equal key (left) or after them (right), in NumPy's order. */
static int64_t FN(bisect)(const T *a, int64_t n, T x, bool right) {
  int64_t lo = 0, hi = n;
  while (lo < hi) {
    int64_t mid = lo + ((hi - lo) >> 1);
    if (right ? !NPY_LESS(x, a[mid]) : NPY_LESS(a[mid], x))
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/* NumPy's binsearch: each key's position in the sorted a[0:n], starting
 * from the bounds of the key before it when the keys increase. */
static void FN(search_many)(const T *a, int64_t n, const T *keys, int64_t nkeys, bool right, int64_t *out) {
  int64_t lo = 0, hi = n;
  T last = nkeys ? keys[0] : (T)0;
  for (int64_t k = 0; k < nkeys; k++) {
    T key = keys[k];
    if (NPY_LESS(last, key)) {
      hi = n;
    } else {
      lo = 0;
      hi = hi < n ? hi + 1 : n;
    }
    last = key;
    while (lo < hi) {
      int64_t mid = lo + ((hi - lo) >> 1);
      if (right ? !NPY_LESS(key, a[mid]) : NPY_LESS(a[mid], key))
        lo = mid + 1;
      else
        hi = mid;
    }
    out[k] = lo;
  }
}

#undef FN
#undef CAT
#undef CAT_
