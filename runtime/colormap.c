/* The colours of matplotlib.pyplot.imsave: matplotlib's colormaps as the
 * 8-bit tables of runtime/colormaps.def (scripts/gen_colormaps.py samples
 * them through matplotlib's public API), and the arithmetic of
 * matplotlib 3.6.3 that maps an array's values into them, step by step in
 * the precision matplotlib computes each step in, so that every pixel is
 * the one matplotlib writes:
 *
 *   - Normalize.process_value converts the data to float32 when its dtype
 *     is an integer of at most 16 bits, a bool or float32, else to
 *     float64; vmin and vmax become Python floats (_sanitize_extrema).
 *   - vmin and vmax default to the data's minimum and maximum (NaN when
 *     the data has one, and then every pixel is "bad"); equal, every value
 *     maps to 0; vmin > vmax is a ValueError.
 *   - (x - vmin) / (vmax - vmin) in place: in float32 for float32 data
 *     (NumPy's value-based casting rounds the float64 scalar to float32
 *     unless it does not fit one), vmax - vmin in float64.
 *   - Colormap.__call__: x * N in the data's type, -1 below 0, N - 1 at
 *     exactly N, clipped to [-1, N], truncated to an integer; above N - 1
 *     the "over" colour, below 0 the "under" one, NaN the "bad" one
 *     (transparent black), which for matplotlib's own maps are the
 *     table's ends. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_png.h"

/* One row of colormaps.def: a table of its own (hex), or the reverse of
 * base's with patches. */
typedef struct {
  const char *name;
  int entries;
  const char *hex;
  const char *base;
  const char *patches;
} Colormap;

static const Colormap colormaps[] = {
#define CMAP(name, entries, hex) {name, entries, hex, NULL, NULL},
#define REVERSED(name, base, patches) {name, 0, NULL, base, patches},
#include "colormaps.def"
#undef CMAP
#undef REVERSED
};

enum { COLORMAP_COUNT = (int)(sizeof colormaps / sizeof colormaps[0]) };

int arrc_colormap_count(void) { return COLORMAP_COUNT; }

const char *arrc_colormap_name(int cmap) { return colormaps[cmap].name; }

/* The rows are sorted as Python sorts the names, which is strcmp's order
 * for these ASCII names. */
int arrc_colormap_find(const char *name, size_t len) {
  int lo = 0, hi = COLORMAP_COUNT - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    const char *row = colormaps[mid].name;
    size_t rlen = strlen(row);
    int c = memcmp(row, name, rlen < len ? rlen : len);
    if (c == 0)
      c = rlen < len ? -1 : rlen > len ? 1 : 0;
    if (c == 0)
      return mid;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

static int hex_digit(char c) { return c <= '9' ? c - '0' : c - 'a' + 10; }

static void parse_hex(const char *hex, uint8_t *out, int bytes) {
  for (int k = 0; k < bytes; k++)
    out[k] = (uint8_t)(hex_digit(hex[2 * k]) * 16 + hex_digit(hex[2 * k + 1]));
}

void arrc_colormap_table(int cmap, uint8_t *lut, int *entries) {
  const Colormap *c = &colormaps[cmap];
  if (c->hex) {
    *entries = c->entries;
    parse_hex(c->hex, lut, 4 * c->entries);
    return;
  }
  int base = arrc_colormap_find(c->base, strlen(c->base)), n;
  uint8_t forward[4 * ARRC_COLORMAP_MAX];
  arrc_colormap_table(base, forward, &n);
  for (int k = 0; k < n; k++)
    memcpy(lut + 4 * k, forward + 4 * (n - 1 - k), 4);
  /* "index:RRGGBBAA" entries separated by spaces. */
  for (const char *p = c->patches; *p;) {
    char *end;
    long at = strtol(p, &end, 10);
    parse_hex(end + 1, lut + 4 * at, 4);
    p = end + 9;
    while (*p == ' ')
      p++;
  }
  *entries = n;
}

char *arrc_colormap_unknown_message(const char *name, size_t len) {
  size_t cap = len + 64;
  for (int k = 0; k < COLORMAP_COUNT; k++)
    cap += strlen(colormaps[k].name) + 4;
  char *msg = malloc(cap);
  if (!msg)
    return NULL;
  int n = snprintf(msg, cap, "'%.*s' is not a valid value for cmap; supported values are ", (int)len, name);
  for (int k = 0; k < COLORMAP_COUNT; k++)
    n += snprintf(msg + n, cap - (size_t)n, "%s'%s'", k ? ", " : "", colormaps[k].name);
  return msg;
}

/* ---- NumPy's precisions ---------------------------------------------------- */

int arrc_float_scalar_bits(double v) {
  if (!isfinite(v) || (v > -65000.0 && v < 65000.0))
    return 16;
  return v > -3.4e38 && v < 3.4e38 ? 32 : 64;
}

static double round_to(double v, int bits) { return bits == 32 ? (double)(float)v : v; }

/* The type Normalize converts data of dtype t to: 32 or 64 bits. */
static int data_bits(int32_t t) {
  switch (t) {
  case ARRC_BOOL: case ARRC_INT8: case ARRC_INT16: case ARRC_UINT8: case ARRC_UINT16: case ARRC_FLOAT32:
    return 32;
  default:
    return 64;
  }
}

/* An element as the double that holds its value converted to the data's
 * type (bits). */
static double element(const char *p, int32_t t, int bits) {
  double v;
  switch (t) {
  case ARRC_BOOL: v = *(const uint8_t *)p != 0; break;
  case ARRC_INT8: v = *(const int8_t *)p; break;
  case ARRC_INT16: v = *(const int16_t *)p; break;
  case ARRC_INT32: v = *(const int32_t *)p; break;
  case ARRC_INT64: v = (double)*(const int64_t *)p; break;
  case ARRC_UINT8: v = *(const uint8_t *)p; break;
  case ARRC_UINT16: v = *(const uint16_t *)p; break;
  case ARRC_UINT32: v = *(const uint32_t *)p; break;
  case ARRC_UINT64: v = (double)*(const uint64_t *)p; break;
  case ARRC_FLOAT32: v = *(const float *)p; break;
  default: v = *(const double *)p; break;
  }
  return bits == 32 ? (double)(float)v : v;
}

/* a - b or a / b in the precision of bits, the result stored as the
 * data's type (store_bits). */
static double sub_in(double a, double b, int bits, int store_bits) {
  double r = bits == 32 ? (double)((float)a - (float)b) : a - b;
  return round_to(r, store_bits);
}

static double div_in(double a, double b, int bits, int store_bits) {
  double r = bits == 32 ? (double)((float)a / (float)b) : a / b;
  return round_to(r, store_bits);
}

/* The precision NumPy 1.24 computes array op scalar in, for an in-place
 * operation on data of bits: value-based casting keeps a float32 array's
 * precision unless the float64 scalar does not fit a float32. */
static int loop_bits(int bits, double scalar) {
  return bits == 32 && arrc_float_scalar_bits(scalar) <= 32 ? 32 : 64;
}

void arrc_colormap_check(double vmin, double vmax, const arrc_loc *loc) {
  if (vmin > vmax)
    arrc_raise(ARRC_VALUE_ERROR, loc, "minvalue must be less than or equal to maxvalue");
}

void arrc_colormap_apply(const arrc_array *a, int cmap, double vmin, int32_t vmin_kind, double vmax,
                         int32_t vmax_kind, bool flip, uint8_t *rgba, const arrc_loc *loc) {
  int64_t h = a->dims[0], w = a->dims[1], s0 = a->dims[2], s1 = a->dims[3];
  int bits = data_bits(a->dtype);
  if (vmin_kind == ARRC_CLIM_NONE || vmax_kind == ARRC_CLIM_NONE) {
    /* np.min and np.max: a NaN anywhere is the result. */
    double lo = INFINITY, hi = -INFINITY;
    bool nan = false;
    for (int64_t i = 0; i < h; i++)
      for (int64_t j = 0; j < w; j++) {
        double x = element(a->data + i * s0 + j * s1, a->dtype, bits);
        nan |= isnan(x);
        lo = x < lo ? x : lo;
        hi = x > hi ? x : hi;
      }
    if (vmin_kind == ARRC_CLIM_NONE)
      vmin = nan ? NAN : lo;
    if (vmax_kind == ARRC_CLIM_NONE)
      vmax = nan ? NAN : hi;
  }
  /* _sanitize_extrema makes each a Python float, process_value a float64. */
  double lo = vmin, hi = vmax;
  arrc_colormap_check(vmin, vmax, loc);
  double diff = hi - lo;
  uint8_t lut[4 * ARRC_COLORMAP_MAX];
  int n;
  arrc_colormap_table(cmap, lut, &n);
  for (int64_t i = 0; i < h; i++) {
    const char *row = a->data + (flip ? h - 1 - i : i) * s0;
    for (int64_t j = 0; j < w; j++) {
      double x = 0;
      if (lo != hi) {
        x = element(row + j * s1, a->dtype, bits);
        x = sub_in(x, lo, loop_bits(bits, lo), bits);
        x = div_in(x, diff, loop_bits(bits, diff), bits);
      }
      uint8_t *out = rgba + 4 * (i * w + j);
      if (isnan(x)) {
        memset(out, 0, 4);
        continue;
      }
      double xa = bits == 32 ? (double)((float)x * (float)n) : x * n;
      if (xa < 0)
        xa = -1;
      if (xa == n)
        xa = n - 1;
      if (xa > n)
        xa = n;
      int64_t idx = (int64_t)xa;
      idx = idx > n - 1 ? n - 1 : idx < 0 ? 0 : idx;
      memcpy(out, lut + 4 * idx, 4);
    }
  }
}

/* numpy's astype(np.uint8) of a float on x86-64: through a 32-bit
 * integer, whose low byte is kept (NaN and out-of-range values become
 * 0x80000000). */
static uint8_t float_to_u8(double v) {
  int32_t i = v >= -2147483648.0 && v < 2147483648.0 ? (int32_t)v : INT32_MIN;
  return (uint8_t)(uint32_t)i;
}

void arrc_image_check(const arrc_array *a, bool flip, const arrc_loc *loc) {
  int64_t h = a->dims[0], w = a->dims[1], c = a->dims[2];
  const int64_t *st = a->dims + 3;
  if (c != 3 && c != 4)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Third dimension must be 3 or 4");
  bool floats = a->dtype == ARRC_FLOAT32 || a->dtype == ARRC_FLOAT64;
  /* matplotlib hands a uint8 RGBA array to Pillow as it is, which takes
   * only a C-contiguous one (a[::-1] for origin='lower' is not, unless it
   * has one row). */
  if (!floats && c == 4 && (!arrc_array_is_c_contiguous(a) || (flip && h > 1)))
    arrc_raise(ARRC_VALUE_ERROR, loc, "ndarray is not C-contiguous");
  int bits = a->dtype == ARRC_FLOAT32 ? 32 : 64;
  if (floats) {
    /* xx.max() > 1 or xx.min() < 0, with the alpha of 1 that an RGB
     * picture gets; a NaN makes both comparisons false. */
    double lo = c == 3 ? 1 : INFINITY, hi = c == 3 ? 1 : -INFINITY;
    bool nan = false;
    for (int64_t i = 0; i < h; i++)
      for (int64_t j = 0; j < w; j++)
        for (int64_t k = 0; k < c; k++) {
          double x = element(a->data + i * st[0] + j * st[1] + k * st[2], a->dtype, bits);
          nan |= isnan(x);
          lo = x < lo ? x : lo;
          hi = x > hi ? x : hi;
        }
    if (!nan && (hi > 1 || lo < 0))
      arrc_raise(ARRC_VALUE_ERROR, loc, "Floating point image RGB values must be in the 0..1 range.");
  }
}

void arrc_image_rgba(const arrc_array *a, bool flip, uint8_t *rgba, const arrc_loc *loc) {
  arrc_image_check(a, flip, loc);
  int64_t h = a->dims[0], w = a->dims[1], c = a->dims[2];
  const int64_t *st = a->dims + 3;
  bool floats = a->dtype == ARRC_FLOAT32 || a->dtype == ARRC_FLOAT64;
  int bits = a->dtype == ARRC_FLOAT32 ? 32 : 64;
  for (int64_t i = 0; i < h; i++) {
    const char *row = a->data + (flip ? h - 1 - i : i) * st[0];
    for (int64_t j = 0; j < w; j++) {
      uint8_t *out = rgba + 4 * (i * w + j);
      out[3] = 255;
      for (int64_t k = 0; k < c; k++) {
        const char *p = row + j * st[1] + k * st[2];
        if (!floats) {
          out[k] = *(const uint8_t *)p;
          continue;
        }
        double x = element(p, a->dtype, bits);
        out[k] = float_to_u8(bits == 32 ? (double)((float)x * 255.0f) : x * 255.0);
      }
    }
  }
}
