/* A C program calling the functions of vecmath.arr, compiled by arrc in
 * library mode (see the Makefile and README.md). It prints what
 * `python3 vecmath.arr` prints, so the two outputs can be compared. */
#include <stdio.h>
#include <stdlib.h>

#include "vecmath.h"

/* A C-order array of n doubles, described for arrc. */
static arrc_ndarray vector(double *data, const int64_t *n) {
  arrc_ndarray a = {data, 1, ARRC_T_FLOAT64, n, NULL, NULL};
  return a;
}

int main(void) {
  printf("damped(2.5, 3) = %.12f\n", damped(2.5, 3));

  double av[5], bv[5];
  for (int i = 0; i < 5; i++) {
    av[i] = 1.0 + i;
    bv[i] = 0.5 + 0.5 * i;
  }
  int64_t five = 5;
  arrc_ndarray a = vector(av, &five), b = vector(bv, &five);
  printf("dot = %.12f\n", dot(&a, &b));

  double mv[2][3] = {{3.0, 4.0, 0.0}, {1.0, 2.0, 2.0}};
  int64_t mshape[2] = {2, 3};
  arrc_ndarray m = {mv, 2, ARRC_T_FLOAT64, mshape, NULL, NULL};
  normalize_rows(&m);
  for (int i = 0; i < 2; i++)
    printf("row %d: %.6f %.6f %.6f\n", i, mv[i][0], mv[i][1], mv[i][2]);

  arrc_ndarray *sq = squares(6);
  if (!sq) {
    fprintf(stderr, "squares failed: %s\n", arrc_last_error());
    return 1;
  }
  printf("squares:");
  for (int64_t i = 0; i < sq->shape[0]; i++)
    printf(" %lld", (long long)((const int64_t *)sq->data)[i]);
  printf("\n");
  arrc_ndarray_free(sq);

  printf("element(a, 2) = %.1f\n", element(&a, 2));

  enum { N = 1000 };
  static float x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  int64_t n = N;
  arrc_ndarray xa = {x, 1, ARRC_T_FLOAT32, &n, NULL, NULL};
  arrc_ndarray ya = {y, 1, ARRC_T_FLOAT32, &n, NULL, NULL};
  arrc_dim3 grid = {(N + 127) / 128, 1, 1}, block = {128, 1, 1};
  if (saxpy(grid, block, 2.0f, &xa, &ya) != 0) {
    fprintf(stderr, "saxpy failed: %s\n", arrc_last_error());
    return 1;
  }
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += y[i];
  printf("saxpy: y[0] = %.1f, y[999] = %.1f, sum = %.1f\n", y[0], y[999], sum);

  /* An exception in an exported function: reported on stderr, 0 returned,
   * the message kept for arrc_last_error. */
  double bad = element(&a, 7);
  fflush(stdout);
  fprintf(stderr, "element(a, 7) = %.1f, error: %s\n", bad, arrc_last_error() ? arrc_last_error() : "none");
  arrc_clear_error();
  return arrc_last_error() == NULL ? 0 : 1;
}
