/* Pictures as matplotlib.pyplot.imsave and imread make and read them:
 * the colormaps and matplotlib's normalisation (colormap.c, no library
 * needed) and the PNG files through libpng (png.c, which programs that
 * call arrc_png_* link with -lpng: codegen/link.c). */
#ifndef ARRC_RT_PNG_H
#define ARRC_RT_PNG_H

#include "arrc_rt.h"

/* Whether vmin= or vmax= was given (a number) or not (None). */
enum { ARRC_CLIM_NONE = 0, ARRC_CLIM_GIVEN = 1 };

/* The index of the colormap called name in matplotlib's registry
 * (runtime/colormaps.def), or -1. */
int arrc_colormap_find(const char *name, size_t len);
/* Its name, and its table: *entries RGBA quadruples written to lut, which
 * has room for ARRC_COLORMAP_MAX of them. */
#define ARRC_COLORMAP_MAX 1024
const char *arrc_colormap_name(int cmap);
int arrc_colormap_count(void);
void arrc_colormap_table(int cmap, uint8_t *lut, int *entries);
/* matplotlib's ValueError for an unknown name, in a new buffer: "'foo' is
 * not a valid value for cmap; supported values are 'Accent', ...". */
char *arrc_colormap_unknown_message(const char *name, size_t len);

/* The RGBA bytes imsave writes for a 2-D array a (rows reversed when
 * flip): Normalize with vmin and vmax (ARRC_CLIM_NONE: the data's minimum
 * or maximum), then the colormap's table, with matplotlib's rounding at
 * every step. rgba has 4 bytes per element. */
void arrc_colormap_apply(const arrc_array *a, int cmap, double vmin, int32_t vmin_kind, double vmax,
                         int32_t vmax_kind, bool flip, uint8_t *rgba, const arrc_loc *loc);
/* matplotlib's ValueError for vmin > vmax (given both). */
void arrc_colormap_check(double vmin, double vmax, const arrc_loc *loc);
/* matplotlib's ValueErrors for a 3-D array arrc_image_rgba refuses. */
void arrc_image_check(const arrc_array *a, bool flip, const arrc_loc *loc);
/* The RGBA bytes of an (H, W, 3) or (H, W, 4) array of uint8 or floats in
 * [0, 1], as matplotlib's ScalarMappable.to_rgba(bytes=True) makes them. */
void arrc_image_rgba(const arrc_array *a, bool flip, uint8_t *rgba, const arrc_loc *loc);
/* The precision np.min_scalar_type gives a float: 16, 32 or 64 bits. */
int arrc_float_scalar_bits(double v);

/* plt.imsave(fname, arr, cmap=, vmin=, vmax=, origin=, format=): cmap NULL
 * is the default (viridis); format NULL takes it from fname's extension. */
void arrc_png_imsave(const arrc_str *fname, const arrc_array *a, const arrc_str *cmap, double vmin,
                     int32_t vmin_kind, double vmax, int32_t vmax_kind, const arrc_str *origin,
                     const arrc_str *format, const arrc_loc *loc);
/* plt.imread(fname) of a PNG: a new float32 array of ndim dimensions
 * (2 for a grayscale picture, 3 for the others), as matplotlib reads it. */
arrc_array *arrc_png_imread(const arrc_str *fname, int32_t ndim, const arrc_loc *loc);

#endif
