/* The typing of matplotlib's PNG pictures (issue 17, item 9):
 * matplotlib.pyplot.imsave and imread (the same functions as
 * matplotlib.image's), in host code only; codegen/lib_png.c lowers them
 * to runtime/png.c.
 *
 * What matplotlib refuses for reasons the types show is refused when
 * compiling, with matplotlib's message where it has one: a colormap name
 * that is a constant string and not one of matplotlib's, a 3-D array that
 * is neither uint8 nor floats, a file format other than PNG. imread's
 * result is float32; its rank is the one the program's uses of it state
 * (h, w = img.shape makes it 2-D: a grayscale picture), else 3 (the RGB
 * or RGBA pictures imsave writes), and the runtime checks that the file
 * has it. */
#include <string.h>
#include <strings.h>

#include "infer_load.h"
#include "rt_png.h"
#include "type_png.h"

/* The names of matplotlib's colormaps, from the table the runtime uses;
 * the tables themselves are not expanded here. */
static const char *const colormap_names[] = {
#define CMAP(name, entries, hex) name,
#define REVERSED(name, base, patches) name,
#include "colormaps.def"
#undef CMAP
#undef REVERSED
};

enum { COLORMAP_NAMES = (int)(sizeof colormap_names / sizeof colormap_names[0]) };

/* The constant string argument k is, or NULL. */
static const char *const_arg(CallInfo *c, int k, int *len) {
  if (k >= c->nargs)
    return NULL;
  const Instr *i = ir_resolve(c->args[k]);
  if (i->op != IR_CONST_STR)
    return NULL;
  *len = i->imm.str.len;
  return i->imm.str.s;
}

static bool optional_str(const Type *t) { return t == ty_str || t->kind == TY_NONE; }

static bool real_number(const Type *t) { return type_is_number(t) && t->kind != TY_COMPLEX; }

/* matplotlib's ValueError for a colormap name it does not know, which
 * lists the valid ones. */
static const Type *unknown_colormap(CallInfo *c, const char *name, int len) {
  size_t cap = (size_t)len + 80;
  for (int k = 0; k < COLORMAP_NAMES; k++)
    cap += strlen(colormap_names[k]) + 4;
  char *msg = arena_alloc(infer_arena(c->I), cap);
  int n = snprintf(msg, cap, "'%.*s' is not a valid value for cmap; supported values are ", len, name);
  for (int k = 0; k < COLORMAP_NAMES; k++)
    n += snprintf(msg + n, cap - (size_t)n, "%s'%s'", k ? ", " : "", colormap_names[k]);
  return infer_error(c->I, infer_arg_loc(c->call, 4), "%s", msg);
}

static bool known_colormap(const char *name, int len) {
  for (int k = 0; k < COLORMAP_NAMES; k++)
    if ((int)strlen(colormap_names[k]) == len && memcmp(colormap_names[k], name, (size_t)len) == 0)
      return true;
  return false;
}

/* The format imsave would write, when the program states it: format=, or
 * the extension of a constant file name. Only PNG is supported. */
static const Type *check_format(CallInfo *c) {
  int len;
  const char *format = const_arg(c, 5, &len);
  if (!format && c->nargs > 5 && c->types[5]->kind != TY_NONE)
    return NULL;
  if (!format) {
    const char *name = const_arg(c, 0, &len);
    if (!name)
      return NULL;
    const char *end = name + len, *dot = NULL;
    for (const char *p = name; p < end; p++)
      if (*p == '/')
        dot = NULL;
      else if (*p == '.' && p > name && p[-1] != '/')
        dot = p;
    if (!dot || dot + 1 == end)
      return infer_error(c->I, infer_arg_loc(c->call, 0), "unknown file extension: ");
    format = dot + 1;
    len = (int)(end - format);
  }
  if (len == 3 && strncasecmp(format, "png", 3) == 0)
    return NULL;
  return infer_error(c->I, c->call->loc,
                     "imsave() writes PNG files only in arrc, not '%.*s' (name the file .png or pass format='png')",
                     len, format);
}

/* plt.imsave(fname, arr, vmin, vmax, cmap, format, origin, dpi). */
const Type *t_plt_imsave(CallInfo *c) {
  if (c->types[0] != ty_str)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "imsave() needs a file name string, not %s",
                       c->types[0]->name);
  const Type *a = c->types[1];
  if (a->kind != TY_ARRAY || a->device)
    return infer_error(c->I, infer_arg_loc(c->call, 1), "imsave() needs a NumPy array, not %s", a->name);
  if (a->ndim != 2 && a->ndim != 3)
    return infer_error(c->I, infer_arg_loc(c->call, 1),
                       "imsave() needs a 2-D array (values mapped through cmap) or a 3-D one (RGB or RGBA "
                       "pixels), not a %d-D array",
                       a->ndim);
  if (a->elem->kind == TY_COMPLEX)
    return infer_error(c->I, infer_arg_loc(c->call, 1), "imsave() cannot map complex values to colours");
  if (a->ndim == 3 && a->elem != ty_uint8 && !type_is_float(a->elem))
    return infer_error(c->I, infer_arg_loc(c->call, 1), "Image RGB array must be uint8 or floating point; found %s",
                       a->elem->name);
  static const char *const names[] = {"fname", "arr", "vmin", "vmax", "cmap", "format", "origin", "dpi"};
  for (int k = 2; k < c->nargs; k++) {
    const Type *t = c->types[k];
    bool ok = k == 2 || k == 3 || k == 7 ? real_number(t) || t->kind == TY_NONE : optional_str(t);
    if (!ok)
      return infer_error(c->I, infer_arg_loc(c->call, k), "imsave() needs %s as %s=, not %s",
                         k == 2 || k == 3 || k == 7 ? "a number or None" : "a string or None", names[k], t->name);
  }
  int len;
  const char *cmap = const_arg(c, 4, &len);
  if (cmap && !known_colormap(cmap, len))
    return unknown_colormap(c, cmap, len);
  const Type *bad = check_format(c);
  return bad ? bad : ty_none;
}

/* plt.imread(fname, format): a float32 array (see the top). */
const Type *t_plt_imread(CallInfo *c) {
  if (c->types[0] != ty_str)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "imread() needs a file name string, not %s",
                       c->types[0]->name);
  if (c->nargs > 1 && !optional_str(c->types[1]))
    return infer_error(c->I, infer_arg_loc(c->call, 1), "imread() needs a string or None as format=, not %s",
                       c->types[1]->name);
  int len;
  const char *format = const_arg(c, 1, &len);
  if (format && !(len == 3 && strncasecmp(format, "png", 3) == 0))
    return infer_error(c->I, infer_arg_loc(c->call, 1), "imread() reads PNG files only in arrc, not '%.*s'", len,
                       format);
  const Type *t = array_type_from_uses(c, ty_float32, 3, false);
  if (t == ty_pending || t == ty_error)
    return t;
  if (t->kind != TY_ARRAY || (t->ndim != 2 && t->ndim != 3))
    return infer_error(c->I, c->call->loc,
                       "imread() returns a 2-D array (a grayscale picture) or a 3-D one (RGB or RGBA), but the "
                       "program uses it as %s",
                       t->name);
  return type_array(ty_float32, t->ndim, 'C');
}
