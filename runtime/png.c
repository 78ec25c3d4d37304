/* matplotlib.pyplot.imsave and imread of PNG files, through libpng
 * (programs that call arrc_png_* link -lpng: codegen/link.c).
 *
 * imsave writes what matplotlib 3.6.3 writes through Pillow: an 8-bit
 * RGBA PNG, the colours of colormap.c. The pixels are the same; the bytes
 * of the file are not (the compression differs, and the Software text
 * chunk says "arrc" where matplotlib's says "Matplotlib version3.6.3,
 * https://matplotlib.org/").
 *
 * imread returns float32 values in [0, 1] as matplotlib's
 * _pil_png_to_float_array makes them from Pillow's modes: an 8-bit
 * channel divided by 255, a 16-bit gray one by 65535, a 16-bit colour one
 * coarsened to its high byte (as Pillow does) and divided by 255; 1-bit
 * gray is 0 or 1, and 2- and 4-bit gray are widened to 8 bits by Pillow
 * and then divided by 3 and 15 (matplotlib 3.6.3's slip, kept so that the
 * values are matplotlib's). Gray pictures are (H, W); gray with alpha
 * and palette pictures become RGBA (H, W, 4); RGB stays (H, W, 3).
 *
 * libpng reports errors by longjmp to the setjmp of the call; what must be
 * freed afterwards is kept in a record the handler reaches. */
#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rt_core.h"
#include "rt_except.h"
#include "rt_png.h"

/* The error handler's record starts with the message it fills. */
typedef struct {
  char message[256];
} PngErrors;

static void on_error(png_structp png, png_const_charp msg) {
  char *message = png_get_error_ptr(png);
  snprintf(message, 256, "%s", msg);
  png_longjmp(png, 1);
}

/* libpng's warnings (a bad CRC in an ancillary chunk) are not errors, and
 * Pillow says nothing of them either. */
static void on_warning(png_structp png, png_const_charp msg) {
  (void)png;
  (void)msg;
}

static void check_path(const arrc_str *path, const arrc_loc *loc) {
  if (memchr(path->data, '\0', (size_t)path->len))
    arrc_raise(ARRC_VALUE_ERROR, loc, "embedded null byte");
}

/* Python's open() error for errno err: "[Errno 2] No such file or
 * directory: 'x.png'", a FileNotFoundError for a missing file. */
static _Noreturn void open_error(int err, const char *path, const arrc_loc *loc) {
  char *r = arrc_rt_repr(path, (int64_t)strlen(path));
  arrc_error_kind kind = err == ENOENT    ? ARRC_FILE_NOT_FOUND_ERROR
                         : err == EACCES  ? ARRC_PERMISSION_ERROR
                         : err == EISDIR  ? ARRC_IS_A_DIRECTORY_ERROR
                         : err == ENOTDIR ? ARRC_NOT_A_DIRECTORY_ERROR
                                          : ARRC_OS_ERROR;
  arrc_raise(kind, loc, "[Errno %d] %s: %s", err, strerror(err), r);
}

static bool str_is(const arrc_str *s, const char *text) {
  return s && (size_t)s->len == strlen(text) && memcmp(s->data, text, (size_t)s->len) == 0;
}

/* The format imsave writes: format= lowercased, else the extension of the
 * file name (Path(fname).suffix); only "png" is supported. */
static void check_format(const arrc_str *fname, const arrc_str *format, const arrc_loc *loc) {
  char ext[32] = "";
  if (format) {
    snprintf(ext, sizeof ext, "%s", format->data);
  } else {
    const char *slash = strrchr(fname->data, '/');
    const char *base = slash ? slash + 1 : fname->data;
    const char *dot = strrchr(base, '.');
    if (dot && dot != base && dot[1])
      snprintf(ext, sizeof ext, "%s", dot + 1);
  }
  for (char *p = ext; *p; p++)
    *p = (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
  if (strcmp(ext, "png") == 0)
    return;
  if (!*ext)
    arrc_raise(ARRC_VALUE_ERROR, loc, "unknown file extension: ");
  arrc_raise(ARRC_NOT_IMPLEMENTED_ERROR, loc, "imsave() writes PNG files only in arrc, not '%s' (name the file .png)",
             ext);
}

/* ---- writing ---------------------------------------------------------------- */

/* Writes h rows of w RGBA pixels; false with errno or e->message set. */
static bool write_png(FILE *f, const uint8_t *rgba, int64_t h, int64_t w, PngErrors *e) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, e, on_error, on_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!info) {
    png_destroy_write_struct(&png, NULL);
    snprintf(e->message, sizeof e->message, "cannot allocate libpng's state");
    return false;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    return false;
  }
  png_init_io(png, f);
  png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_text software = {.compression = PNG_TEXT_COMPRESSION_NONE, .key = "Software", .text = "arrc"};
  png_set_text(png, info, &software, 1);
  png_write_info(png, info);
  for (int64_t i = 0; i < h; i++)
    png_write_row(png, rgba + 4 * w * i);
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return true;
}

void arrc_png_imsave(const arrc_str *fname, const arrc_array *a, const arrc_str *cmap, double vmin,
                     int32_t vmin_kind, double vmax, int32_t vmax_kind, const arrc_str *origin,
                     const arrc_str *format, const arrc_loc *loc) {
  check_path(fname, loc);
  check_format(fname, format, loc);
  int map = arrc_colormap_find("viridis", 7);
  if (cmap) {
    map = arrc_colormap_find(cmap->data, (size_t)cmap->len);
    if (map < 0)
      arrc_raise_owned(ARRC_VALUE_ERROR, loc, arrc_colormap_unknown_message(cmap->data, (size_t)cmap->len));
  }
  int64_t h = a->dims[0], w = a->dims[1];
  /* Pillow cannot make a picture with no pixels. */
  if (h == 0 || w == 0)
    arrc_raise(ARRC_SYSTEM_ERROR, loc, "tile cannot extend outside image");
  if (h > 0x7fffffff || w > 0x7fffffff)
    arrc_raise(ARRC_VALUE_ERROR, loc, "image of %lld x %lld pixels is too large for PNG", (long long)h,
               (long long)w);
  bool flip = str_is(origin, "lower");
  /* The errors first, so that a caught one leaks no buffer. */
  if (a->ndim == 3)
    arrc_image_check(a, flip, loc);
  else if (vmin_kind != ARRC_CLIM_NONE && vmax_kind != ARRC_CLIM_NONE)
    arrc_colormap_check(vmin, vmax, loc);
  uint8_t *rgba = arrc_malloc((size_t)(4 * h * w), loc);
  if (a->ndim == 2)
    arrc_colormap_apply(a, map, vmin, vmin_kind, vmax, vmax_kind, flip, rgba, loc);
  else
    arrc_image_rgba(a, flip, rgba, loc);
  FILE *f = fopen(fname->data, "wb");
  if (!f) {
    int err = errno;
    free(rgba);
    open_error(err, fname->data, loc);
  }
  PngErrors e = {""};
  errno = 0;
  bool ok = write_png(f, rgba, h, w, &e);
  int err = errno;
  free(rgba);
  if (fclose(f) != 0 && ok) {
    ok = false;
    err = errno;
  }
  if (!ok && e.message[0])
    arrc_raise(ARRC_OS_ERROR, loc, "%s: %s", fname->data, e.message);
  if (!ok)
    arrc_raise(ARRC_OS_ERROR, loc, "[Errno %d] %s", err, strerror(err));
}

/* ---- reading ---------------------------------------------------------------- */

/* What a read keeps for the error path, and libpng's message: the error
 * handler's record, which libpng holds, so the compiler keeps its fields
 * in memory across the setjmp. */
typedef struct {
  char message[256];
  FILE *f;
  png_structp png;
  png_infop info;
  png_bytep pixels;
  png_bytepp rows;
  arrc_array *out;
} Reader;

static void reader_free(Reader *r) {
  png_destroy_read_struct(&r->png, &r->info, NULL);
  free(r->rows);
  free(r->pixels);
  if (r->f)
    fclose(r->f);
  if (r->out)
    arrc_array_decref(r->out);
}

arrc_array *arrc_png_imread(const arrc_str *fname, int32_t ndim, const arrc_loc *loc) {
  check_path(fname, loc);
  Reader reader = {.f = NULL};
  Reader *r = &reader;
  r->f = fopen(fname->data, "rb");
  if (!r->f)
    open_error(errno, fname->data, loc);
  unsigned char sig[8];
  size_t got = fread(sig, 1, sizeof sig, r->f);
  if (got < sizeof sig || png_sig_cmp(sig, 0, sizeof sig) != 0) {
    reader_free(r);
    /* Pillow's PngImageFile, which matplotlib uses for a name ending in
     * .png, and Image.open's error for any other name. */
    size_t n = (size_t)fname->len;
    if (n >= 4 && strcasecmp(fname->data + n - 4, ".png") == 0)
      arrc_raise(ARRC_SYNTAX_ERROR, loc, "not a PNG file");
    char *repr = arrc_rt_repr(fname->data, fname->len);
    arrc_raise(ARRC_OS_ERROR, loc, "cannot identify image file %s", repr);
  }
  r->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, r, on_error, on_warning);
  r->info = r->png ? png_create_info_struct(r->png) : NULL;
  if (!r->info) {
    reader_free(r);
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate libpng's state");
  }
  if (setjmp(png_jmpbuf(r->png))) {
    reader_free(r);
    arrc_raise(ARRC_OS_ERROR, loc, "%s: %s", fname->data, reader.message);
  }
  png_init_io(r->png, r->f);
  png_set_sig_bytes(r->png, sizeof sig);
  png_read_info(r->png, r->info);
  png_uint_32 w = png_get_image_width(r->png, r->info), h = png_get_image_height(r->png, r->info);
  int color = png_get_color_type(r->png, r->info), depth = png_get_bit_depth(r->png, r->info);
  bool gray = color == PNG_COLOR_TYPE_GRAY;
  int channels = gray ? 1 : color == PNG_COLOR_TYPE_RGB ? 3 : 4;
  if (gray && depth < 8)
    png_set_packing(r->png);
  if (!gray && depth == 16)
    png_set_strip_16(r->png);
  if (color == PNG_COLOR_TYPE_PALETTE) {
    png_set_palette_to_rgb(r->png);
    if (png_get_valid(r->png, r->info, PNG_INFO_tRNS))
      png_set_tRNS_to_alpha(r->png);
    else
      png_set_filler(r->png, 0xff, PNG_FILLER_AFTER);
  }
  if (color == PNG_COLOR_TYPE_GRAY_ALPHA)
    png_set_gray_to_rgb(r->png);
  png_set_interlace_handling(r->png);
  png_read_update_info(r->png, r->info);
  if ((gray ? 2 : 3) != ndim) {
    reader_free(r);
    arrc_raise(ARRC_VALUE_ERROR, loc,
               "imread('%s') reads a %s picture, which matplotlib returns as a %d-D array, but the program uses "
               "the result as a %d-D array",
               fname->data, gray ? "grayscale" : "colour", gray ? 2 : 3, ndim);
  }
  size_t rowbytes = png_get_rowbytes(r->png, r->info);
  r->pixels = malloc(rowbytes * h);
  r->rows = malloc(sizeof *r->rows * h);
  int64_t shape[3] = {h, w, channels};
  r->out = arrc_array_new(ARRC_FLOAT32, ndim, shape, false, loc);
  if (!r->pixels || !r->rows) {
    reader_free(r);
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate %zu bytes", rowbytes * h);
  }
  for (png_uint_32 i = 0; i < h; i++)
    r->rows[i] = r->pixels + rowbytes * i;
  png_read_image(r->png, r->rows);
  png_read_end(r->png, NULL);
  /* The divisor of each sample, and its size. */
  float scale = 255.0f;
  bool wide = gray && depth == 16;
  if (gray)
    scale = depth == 16 ? 65535.0f : depth == 4 ? 15.0f : depth == 2 ? 3.0f : depth == 1 ? 1.0f : 255.0f;
  /* Pillow widens 2- and 4-bit gray to 8 bits (times 85 or 17) before
   * matplotlib divides by 3 or 15, so such a picture reads as values up
   * to 85 or 17, which arrc reproduces. */
  int widen = gray && (depth == 2 || depth == 4) ? 255 / ((1 << depth) - 1) : 1;
  float *dst = (float *)r->out->data;
  for (png_uint_32 i = 0; i < h; i++) {
    const png_byte *p = r->rows[i];
    for (int64_t k = 0; k < (int64_t)w * channels; k++)
      *dst++ = (wide ? (float)(p[2 * k] << 8 | p[2 * k + 1]) : (float)(p[k] * widen)) / scale;
  }
  arrc_array *out = r->out;
  r->out = NULL;
  reader_free(r);
  return out;
}
