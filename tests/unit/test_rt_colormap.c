/* runtime/colormap.c: matplotlib's colormaps as 8-bit tables and the
 * arithmetic of plt.imsave that maps values into them. The expected
 * colours are matplotlib 3.6.3's (cmap(np.arange(N), bytes=True));
 * tests/png.sh compares whole pictures with matplotlib's. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <math.h>
#include <stdlib.h>

#include "rt_png.h"

static void expect_rgba(const uint8_t *got, int r, int g, int b, int a) {
  cr_expect(got[0] == r && got[1] == g && got[2] == b && got[3] == a, "got (%d, %d, %d, %d), want (%d, %d, %d, %d)",
            got[0], got[1], got[2], got[3], r, g, b, a);
}

static int find(const char *name) { return arrc_colormap_find(name, strlen(name)); }

Test(colormap, names) {
  cr_expect_eq(arrc_colormap_count(), 166);
  cr_expect_geq(find("viridis"), 0);
  cr_expect_geq(find("Accent"), 0);
  cr_expect_geq(find("winter_r"), 0);
  cr_expect_str_eq(arrc_colormap_name(find("gray_r")), "gray_r");
  /* Names are case-sensitive, as in matplotlib. */
  cr_expect_eq(find("Viridis"), -1);
  cr_expect_eq(find("viridi"), -1);
  cr_expect_eq(find(""), -1);
}

Test(colormap, tables) {
  uint8_t lut[4 * ARRC_COLORMAP_MAX];
  int n;
  arrc_colormap_table(find("viridis"), lut, &n);
  cr_expect_eq(n, 256);
  expect_rgba(lut, 68, 1, 84, 255);
  expect_rgba(lut + 4 * 128, 32, 144, 140, 255);
  expect_rgba(lut + 4 * 255, 253, 231, 36, 255);
  arrc_colormap_table(find("tab10"), lut, &n);
  cr_expect_eq(n, 10);
  expect_rgba(lut, 31, 119, 180, 255);
  expect_rgba(lut + 4 * 9, 23, 190, 207, 255);
  arrc_colormap_table(find("twilight"), lut, &n);
  cr_expect_eq(n, 510);
  /* gray_r is gray backwards, except where matplotlib's own sampling
   * rounds one unit off (entry 11 is 244, not gray's 255 - 11). */
  arrc_colormap_table(find("gray_r"), lut, &n);
  cr_expect_eq(n, 256);
  expect_rgba(lut, 255, 255, 255, 255);
  expect_rgba(lut + 4, 254, 254, 254, 255);
  expect_rgba(lut + 4 * 11, 244, 244, 244, 255);
  expect_rgba(lut + 4 * 255, 0, 0, 0, 255);
}

Test(colormap, unknown_message) {
  char *msg = arrc_colormap_unknown_message("foo", 3);
  const char *head = "'foo' is not a valid value for cmap; supported values are 'Accent', 'Accent_r', 'Blues', ";
  cr_expect_eq(strncmp(msg, head, strlen(head)), 0, "%s", msg);
  const char *tail = "'winter', 'winter_r'";
  cr_expect_str_eq(msg + strlen(msg) - strlen(tail), tail);
  free(msg);
}

Test(colormap, scalar_precision) {
  cr_expect_eq(arrc_float_scalar_bits(0.5), 16);
  cr_expect_eq(arrc_float_scalar_bits(64999.0), 16);
  cr_expect_eq(arrc_float_scalar_bits(65000.0), 32);
  cr_expect_eq(arrc_float_scalar_bits(NAN), 16);
  cr_expect_eq(arrc_float_scalar_bits(3.4e38), 64);
}

static arrc_array *matrix(arrc_dtype t, int64_t h, int64_t w, const double *values) {
  int64_t shape[2] = {h, w};
  arrc_array *a = arrc_array_new(t, 2, shape, true, &rt_test_loc);
  for (int64_t k = 0; k < h * w; k++) {
    if (t == ARRC_FLOAT64)
      ((double *)a->data)[k] = values[k];
    else if (t == ARRC_FLOAT32)
      ((float *)a->data)[k] = (float)values[k];
    else
      ((uint8_t *)a->data)[k] = (uint8_t)values[k];
  }
  return a;
}

Test(colormap, normalize) {
  double v[6] = {0.0, 0.5, NAN, 1.0, -3.0, INFINITY};
  arrc_array *a = matrix(ARRC_FLOAT64, 2, 3, v);
  uint8_t rgba[4 * 6];
  int viridis = find("viridis");
  /* With vmin and vmax given: NaN is transparent, out-of-range values
   * take the ends, 0.5 * 256 is entry 128. */
  arrc_colormap_apply(a, viridis, 0.0, ARRC_CLIM_GIVEN, 1.0, ARRC_CLIM_GIVEN, false, rgba, &rt_test_loc);
  expect_rgba(rgba, 68, 1, 84, 255);
  expect_rgba(rgba + 4, 32, 144, 140, 255);
  expect_rgba(rgba + 8, 0, 0, 0, 0);
  expect_rgba(rgba + 12, 253, 231, 36, 255);
  expect_rgba(rgba + 16, 68, 1, 84, 255);
  expect_rgba(rgba + 20, 253, 231, 36, 255);
  /* origin='lower': the rows swap. */
  arrc_colormap_apply(a, viridis, 0.0, ARRC_CLIM_GIVEN, 1.0, ARRC_CLIM_GIVEN, true, rgba, &rt_test_loc);
  expect_rgba(rgba, 253, 231, 36, 255);
  expect_rgba(rgba + 12, 68, 1, 84, 255);
  /* From the data, a NaN makes vmin and vmax NaN: every pixel is bad. */
  arrc_colormap_apply(a, viridis, 0.0, ARRC_CLIM_NONE, 0.0, ARRC_CLIM_NONE, false, rgba, &rt_test_loc);
  for (int k = 0; k < 6; k++)
    expect_rgba(rgba + 4 * k, 0, 0, 0, 0);
  /* vmin == vmax: every value maps to the first entry. */
  arrc_colormap_apply(a, viridis, 2.0, ARRC_CLIM_GIVEN, 2.0, ARRC_CLIM_GIVEN, false, rgba, &rt_test_loc);
  for (int k = 0; k < 6; k++)
    expect_rgba(rgba + 4 * k, 68, 1, 84, 255);
  arrc_array_decref(a);
}

Test(colormap, bytes_autoscale) {
  double v[4] = {0, 85, 170, 255};
  arrc_array *a = matrix(ARRC_UINT8, 2, 2, v);
  uint8_t rgba[16];
  arrc_colormap_apply(a, find("gray"), 0, ARRC_CLIM_NONE, 0, ARRC_CLIM_NONE, false, rgba, &rt_test_loc);
  expect_rgba(rgba, 0, 0, 0, 255);
  expect_rgba(rgba + 4, 85, 85, 85, 255);
  expect_rgba(rgba + 8, 170, 170, 170, 255);
  expect_rgba(rgba + 12, 255, 255, 255, 255);
  arrc_array_decref(a);
}

static void inverted_limits(const void *arg) {
  (void)arg;
  double v[1] = {0.5};
  arrc_array *a = matrix(ARRC_FLOAT64, 1, 1, v);
  uint8_t rgba[4];
  arrc_colormap_apply(a, 0, 1.0, ARRC_CLIM_GIVEN, 0.0, ARRC_CLIM_GIVEN, false, rgba, &rt_test_loc);
}

Test(colormap, inverted_limits) {
  rt_expect_error(inverted_limits, NULL, "ValueError: minvalue must be less than or equal to maxvalue");
}

static arrc_array *image(arrc_dtype t, int64_t channels, double value) {
  int64_t shape[3] = {1, 2, channels};
  arrc_array *a = arrc_array_new(t, 3, shape, true, &rt_test_loc);
  for (int64_t k = 0; k < 2 * channels; k++) {
    if (t == ARRC_FLOAT32)
      ((float *)a->data)[k] = (float)value;
    else if (t == ARRC_FLOAT64)
      ((double *)a->data)[k] = value;
    else
      ((uint8_t *)a->data)[k] = (uint8_t)value;
  }
  return a;
}

Test(colormap, rgb_images) {
  uint8_t rgba[8];
  arrc_array *a = image(ARRC_UINT8, 3, 7);
  arrc_image_rgba(a, false, rgba, &rt_test_loc);
  expect_rgba(rgba, 7, 7, 7, 255);
  arrc_array_decref(a);
  /* Floats are scaled by 255 and truncated: 0.5 is 127. */
  a = image(ARRC_FLOAT32, 4, 0.5);
  arrc_image_rgba(a, false, rgba, &rt_test_loc);
  expect_rgba(rgba + 4, 127, 127, 127, 127);
  arrc_array_decref(a);
}

static void too_bright(const void *arg) {
  (void)arg;
  uint8_t rgba[8];
  arrc_image_rgba(image(ARRC_FLOAT64, 3, 1.5), false, rgba, &rt_test_loc);
}

static void five_channels(const void *arg) {
  (void)arg;
  uint8_t rgba[8];
  arrc_image_rgba(image(ARRC_UINT8, 5, 0), false, rgba, &rt_test_loc);
}

Test(colormap, rgb_errors) {
  rt_expect_error(too_bright, NULL, "ValueError: Floating point image RGB values must be in the 0..1 range.");
  rt_expect_error(five_channels, NULL, "ValueError: Third dimension must be 3 or 4");
}
