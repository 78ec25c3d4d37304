/* Python values as bytes, and mpi4py's operators on them (rt_serialize.h
 * describes the descriptors and the wire form). The walk over a value
 * follows its descriptor one character at a time; a tuple's descriptor
 * gives the byte offsets of its elements, so this file never computes a
 * layout of its own. */
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_dict.h"
#include "rt_serialize.h"
#include "rt_values.h"

/* The scalar characters, in arrc_dtype's order. */
static const char scalar_chars[] = "?bhilBHILfdFD";

static int scalar_dtype(char c) {
  const char *p = c ? strchr(scalar_chars, c) : NULL;
  return p ? (int)(p - scalar_chars) : -1;
}

static int64_t scalar_size(char c) {
  static const int64_t sizes[] = {1, 1, 2, 4, 8, 1, 2, 4, 8, 4, 8, 8, 16};
  int k = scalar_dtype(c);
  return k < 0 ? 0 : sizes[k];
}

/* Or'ed into an array's dtype in its wire form: its elements follow in
 * Fortran order. */
enum { FORTRAN_ORDER = 0x10000 };

static int64_t read_number(const char **d) {
  char *end;
  int64_t v = strtoll(*d, &end, 10);
  *d = end;
  return v;
}

/* Moves *d past one value's descriptor. */
static void skip(const char **d) {
  char c = *(*d)++;
  switch (c) {
  case 'a': *d += 2; break;
  case '(':
    read_number(d);
    (*d)++;
    while (**d != ')') {
      read_number(d);
      (*d)++;
      skip(d);
    }
    (*d)++;
    break;
  case '[':
    read_number(d);
    (*d)++;
    skip(d);
    break;
  case '{':
    read_number(d);
    (*d)++;
    skip(d);
    skip(d);
    break;
  case 'o':
    read_number(d);
    (*d)++;
    read_number(d);
    (*d)++;
    skip(d);
    break;
  default: break;
  }
}

/* Reads an optional's "<size>:<offset>:" and returns the offset. */
static int64_t optional_offset(const char **d) {
  read_number(d);
  (*d)++;
  int64_t off = read_number(d);
  (*d)++;
  return off;
}

int64_t arrc_ser_value_size(const char *desc) {
  switch (desc[0]) {
  case 'n': return 0;
  case 's': case 'a': case '[': case '{': return (int64_t)sizeof(void *);
  case '(': case 'o': {
    const char *d = desc + 1;
    return read_number(&d);
  }
  default: return scalar_size(desc[0]);
  }
}

uint32_t arrc_ser_type_digest(const char *desc) {
  /* FNV-1a over the descriptor without its numbers (offsets, sizes and
   * list prototypes differ from one call to another; types do not). */
  uint32_t h = 2166136261u;
  for (const char *p = desc; *p; p++)
    if (*p < '0' || *p > '9') {
      h ^= (unsigned char)*p;
      h *= 16777619u;
    }
  return h;
}

/* ---- writing ------------------------------------------------------------------ */

static void put_bytes(arrc_ser_buf *b, const void *p, int64_t n) {
  if (b->len + n > b->cap) {
    int64_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + n)
      cap *= 2;
    b->data = arrc_realloc(b->data, (size_t)cap, NULL);
    b->cap = cap;
  }
  if (n)
    memcpy(b->data + b->len, p, (size_t)n);
  b->len += n;
}

static void put_i64(arrc_ser_buf *b, int64_t v) { put_bytes(b, &v, sizeof v); }

/* Whether a travels in Fortran order: NumPy's pickle keeps the order of
 * an array that is Fortran-contiguous and not C-contiguous (a.T), and
 * writes every other array in C order. */
static bool travels_fortran(const arrc_array *a) {
  return a->size > 1 && !arrc_array_is_c_contiguous(a) && arrc_array_is_f_contiguous(a);
}

/* The elements of a in C order (Fortran order when fortran is set),
 * whatever its strides. */
static void put_array_data(arrc_ser_buf *b, const arrc_array *a, bool fortran) {
  if (a->size == 0)
    return;
  const int64_t *shape = a->dims, *strides = a->dims + a->ndim;
  int64_t idx[32] = {0};
  for (int64_t n = 0; n < a->size; n++) {
    const char *p = a->data;
    for (int k = 0; k < a->ndim; k++)
      p += idx[k] * strides[k];
    put_bytes(b, p, a->itemsize);
    for (int j = 0; j < a->ndim; j++) {
      int k = fortran ? j : a->ndim - 1 - j;
      if (++idx[k] < shape[k])
        break;
      idx[k] = 0;
    }
  }
}

static void put(arrc_ser_buf *b, const char **d, const char *value, const arrc_loc *loc) {
  char c = *(*d)++;
  switch (c) {
  case 'n': return;
  case 's': {
    const arrc_str *s = *(arrc_str *const *)value;
    put_i64(b, s->len);
    put_bytes(b, s->data, s->len);
    return;
  }
  case 'a': {
    const arrc_array *a = *(arrc_array *const *)value;
    *d += 2;
    if (a->dtype & ARRC_DEVICE_DATA)
      arrc_raise(ARRC_TYPE_ERROR, loc, "a device array cannot be sent as a Python value; copy it to the host first "
                 "with copy_to_host()");
    bool fortran = travels_fortran(a);
    put_i64(b, a->dtype | (fortran ? FORTRAN_ORDER : 0));
    put_i64(b, a->ndim);
    for (int k = 0; k < a->ndim; k++)
      put_i64(b, a->dims[k]);
    put_array_data(b, a, fortran);
    return;
  }
  case '(':
    read_number(d);
    (*d)++;
    while (**d != ')') {
      int64_t off = read_number(d);
      (*d)++;
      put(b, d, value + off, loc);
    }
    (*d)++;
    return;
  case 'o': {
    /* An optional: a flag byte, then the value when there is one. */
    int64_t off = optional_offset(d);
    unsigned char has = *(const unsigned char *)value != 0;
    put_bytes(b, &has, 1);
    if (has)
      put(b, d, value + off, loc);
    else
      skip(d);
    return;
  }
  case '{': {
    /* A dict: its length, then each entry's hash, key and value in
     * order. Both ends run one program, whose hashes agree. */
    const arrc_dict *m = *(arrc_dict *const *)value;
    read_number(d);
    (*d)++;
    const char *key = *d;
    skip(d);
    const char *val = *d;
    skip(d);
    const char *end = *d;
    put_i64(b, m->len);
    for (int64_t pos = arrc_dict_seek(m, 0); pos >= 0; pos = arrc_dict_seek(m, pos + 1)) {
      const char *e = arrc_dict_entry(m, pos);
      int64_t hash;
      memcpy(&hash, e, sizeof hash);
      put_i64(b, hash);
      *d = key;
      put(b, d, e + ARRC_ENTRY_KEY, loc);
      *d = val;
      put(b, d, e + m->layout->value_offset, loc);
    }
    *d = end;
    return;
  }
  case '[': {
    const arrc_list *l = *(arrc_list *const *)value;
    read_number(d);
    (*d)++;
    put_i64(b, l->len);
    const char *elem = *d;
    for (int64_t k = 0; k < l->len; k++) {
      *d = elem;
      put(b, d, l->data + k * l->itemsize, loc);
    }
    if (l->len == 0)
      skip(d);
    return;
  }
  default:
    put_bytes(b, value, scalar_size(c));
    return;
  }
}

void arrc_ser_put(arrc_ser_buf *b, const char *desc, const void *value, const arrc_loc *loc) {
  const char *d = desc;
  put(b, &d, value, loc);
}

/* ---- reading ------------------------------------------------------------------ */

typedef struct {
  const char *data;
  int64_t len, at;
  void *const *protos;
  const arrc_loc *loc;
} Reader;

static void release(const char **d, char *value);

static _Noreturn void malformed(const Reader *r) {
  arrc_raise(ARRC_TYPE_ERROR, r->loc, "the message received does not hold a value of the type this call receives "
             "(was it sent by another kind of call, or from another program?)");
}

static const char *take(Reader *r, int64_t n) {
  if (n < 0 || r->at + n > r->len)
    malformed(r);
  const char *p = r->data + r->at;
  r->at += n;
  return p;
}

static int64_t take_i64(Reader *r) {
  int64_t v;
  memcpy(&v, take(r, sizeof v), sizeof v);
  return v;
}

static void get(Reader *r, const char **d, char *out) {
  char c = *(*d)++;
  switch (c) {
  case 'n': return;
  case 's': {
    int64_t n = take_i64(r);
    arrc_str *s = arrc_str_new(take(r, n), n);
    memcpy(out, &s, sizeof s);
    return;
  }
  case 'a': {
    int dtype = scalar_dtype((*d)[0]), ndim = (*d)[1] - 'A';
    *d += 2;
    int64_t code = take_i64(r);
    bool fortran = code & FORTRAN_ORDER;
    if ((code & ~FORTRAN_ORDER) != dtype || take_i64(r) != ndim || ndim > 32)
      malformed(r);
    int64_t shape[32] = {0}, size = 1;
    for (int k = 0; k < ndim; k++) {
      shape[k] = take_i64(r);
      if (shape[k] < 0)
        malformed(r);
      size *= shape[k];
    }
    arrc_array *a = arrc_array_new((arrc_dtype)dtype, ndim, shape, false, r->loc);
    if (fortran) {
      /* A new array, whose header no one has seen yet: its strides
       * become Fortran order's. */
      int64_t step = a->itemsize;
      for (int k = 0; k < ndim; k++) {
        a->dims[ndim + k] = step;
        step *= shape[k];
      }
    }
    if (size)
      memcpy(a->data, take(r, size * a->itemsize), (size_t)(size * a->itemsize));
    memcpy(out, &a, sizeof a);
    return;
  }
  case '(':
    read_number(d);
    (*d)++;
    while (**d != ')') {
      int64_t off = read_number(d);
      (*d)++;
      get(r, d, out + off);
    }
    (*d)++;
    return;
  case 'o': {
    int64_t off = optional_offset(d);
    unsigned char has = *(const unsigned char *)take(r, 1);
    if (has > 1)
      malformed(r);
    out[0] = (char)has;
    if (has)
      get(r, d, out + off);
    else
      skip(d);
    return;
  }
  case '{': {
    const arrc_dict *proto = r->protos[read_number(d)];
    (*d)++;
    const arrc_dict_layout *layout = proto->layout;
    arrc_dict *m = arrc_dict_new(layout);
    int64_t n = take_i64(r);
    if (n < 0 || n > r->len - r->at)
      malformed(r);
    const char *key = *d;
    skip(d);
    const char *val = *d;
    skip(d);
    const char *end = *d;
    /* Read into scratch, given to the dict (which takes references of
     * its own), then dropped. */
    char *k = arrc_malloc((size_t)(layout->key_size + layout->value_size + 16), r->loc);
    char *v = k + layout->key_size + 8;
    for (int64_t j = 0; j < n; j++) {
      int64_t hash = take_i64(r);
      memset(k, 0, (size_t)(layout->key_size + layout->value_size + 16));
      *d = key;
      get(r, d, k);
      *d = val;
      get(r, d, v);
      arrc_dict_setitem(m, k, hash, v);
      *d = key;
      release(d, k);
      *d = val;
      release(d, v);
    }
    free(k);
    *d = end;
    memcpy(out, &m, sizeof m);
    return;
  }
  case '[': {
    arrc_list *l = arrc_list_new_like(r->protos[read_number(d)]);
    (*d)++;
    int64_t n = take_i64(r);
    if (n < 0 || n > r->len - r->at + 1)
      malformed(r);
    /* The elements are read in place as new references, which the list
     * then owns (arrc_list_append would take a second one). */
    if (n) {
      l->data = arrc_realloc(l->data, (size_t)(n * l->itemsize), r->loc);
      memset(l->data, 0, (size_t)(n * l->itemsize));
      l->cap = n;
    }
    const char *elem = *d;
    for (int64_t k = 0; k < n; k++) {
      *d = elem;
      get(r, d, l->data + k * l->itemsize);
      l->len = k + 1;
    }
    if (n == 0)
      skip(d);
    memcpy(out, &l, sizeof l);
    return;
  }
  default: {
    int64_t n = scalar_size(c);
    memcpy(out, take(r, n), (size_t)n);
    if (c == '?' && (unsigned char)out[0] > 1)
      malformed(r);
    return;
  }
  }
}

int64_t arrc_ser_get(const char *desc, void *const *protos, const char *data, int64_t len, void *out,
                     const arrc_loc *loc) {
  Reader r = {data, len, 0, protos, loc};
  const char *d = desc;
  get(&r, &d, out);
  return r.at;
}

/* ---- references ---------------------------------------------------------------- */

static void release(const char **d, char *value) {
  char c = *(*d)++;
  void *obj;
  switch (c) {
  case 's':
    memcpy(&obj, value, sizeof obj);
    arrc_str_decref(obj);
    return;
  case 'a':
    *d += 2;
    memcpy(&obj, value, sizeof obj);
    arrc_array_decref(obj);
    return;
  case '[':
    read_number(d);
    (*d)++;
    skip(d);
    memcpy(&obj, value, sizeof obj);
    arrc_list_decref(obj);
    return;
  case '{':
    read_number(d);
    (*d)++;
    skip(d);
    skip(d);
    memcpy(&obj, value, sizeof obj);
    arrc_dict_decref(obj);
    return;
  case '(':
    read_number(d);
    (*d)++;
    while (**d != ')') {
      int64_t off = read_number(d);
      (*d)++;
      release(d, value + off);
    }
    (*d)++;
    return;
  case 'o': {
    int64_t off = optional_offset(d);
    if (value[0])
      release(d, value + off);
    else
      skip(d);
    return;
  }
  default: return;
  }
}

void arrc_ser_release(const char *desc, void *value) {
  const char *d = desc;
  release(&d, value);
}

/* ---- mpi4py's operators --------------------------------------------------------- */

/* Python's names of the types, for its TypeError messages. */
static const char *python_name(const char *desc) {
  switch (desc[0]) {
  case 'n': case 'o': return "NoneType";
  case '?': return "bool";
  case 'l': return "int";
  case 'd': return "float";
  case 'D': return "complex";
  case 's': return "str";
  case 'a': return "numpy.ndarray";
  case '(': return "tuple";
  case '[': return "list";
  case '{': return "dict";
  case 'b': return "numpy.int8";
  case 'h': return "numpy.int16";
  case 'i': return "numpy.int32";
  case 'B': return "numpy.uint8";
  case 'H': return "numpy.uint16";
  case 'I': return "numpy.uint32";
  case 'L': return "numpy.uint64";
  case 'f': return "numpy.float32";
  default: return "numpy.complex64";
  }
}

static const char *op_symbol(int32_t op) {
  switch (op) {
  case ARRC_MPI_OP_SUM: return "+";
  case ARRC_MPI_OP_PROD: return "*";
  case ARRC_MPI_OP_BAND: return "&";
  case ARRC_MPI_OP_BOR: return "|";
  case ARRC_MPI_OP_BXOR: return "^";
  case ARRC_MPI_OP_MAX: case ARRC_MPI_OP_MAXLOC: return ">";
  default: return "<";
  }
}

static _Noreturn void unsupported(const char *desc, int32_t op, const arrc_loc *loc) {
  const char *t = python_name(desc);
  if (op == ARRC_MPI_OP_MAX || op == ARRC_MPI_OP_MIN || op == ARRC_MPI_OP_MAXLOC || op == ARRC_MPI_OP_MINLOC)
    arrc_raise(ARRC_TYPE_ERROR, loc, "'%s' not supported between instances of '%s' and '%s'", op_symbol(op), t, t);
  if (desc[0] == '?' && (op == ARRC_MPI_OP_SUM || op == ARRC_MPI_OP_PROD))
    arrc_raise(ARRC_TYPE_ERROR, loc, "MPI.%s of bools gives an int in Python, which arrc cannot type as the bool "
               "sent; reduce int(x) instead", op == ARRC_MPI_OP_SUM ? "SUM" : "PROD");
  arrc_raise(ARRC_TYPE_ERROR, loc, "unsupported operand type(s) for %s: '%s' and '%s'", op_symbol(op), t, t);
}

/* A scalar of any kind, read for arithmetic. */
typedef struct {
  int64_t i;
  uint64_t u;
  double re, im;
} Num;

static Num load_num(char c, const char *p) {
  Num n = {0};
  switch (c) {
  case '?': n.i = *(const unsigned char *)p != 0; break;
  case 'b': n.i = *(const int8_t *)(const void *)p; break;
  case 'h': { int16_t v; memcpy(&v, p, 2); n.i = v; break; }
  case 'i': { int32_t v; memcpy(&v, p, 4); n.i = v; break; }
  case 'l': memcpy(&n.i, p, 8); break;
  case 'B': n.u = *(const uint8_t *)(const void *)p; break;
  case 'H': { uint16_t v; memcpy(&v, p, 2); n.u = v; break; }
  case 'I': { uint32_t v; memcpy(&v, p, 4); n.u = v; break; }
  case 'L': memcpy(&n.u, p, 8); break;
  case 'f': { float v; memcpy(&v, p, 4); n.re = v; break; }
  case 'd': memcpy(&n.re, p, 8); break;
  case 'F': { float v[2]; memcpy(v, p, 8); n.re = v[0]; n.im = v[1]; break; }
  default: { double v[2]; memcpy(v, p, 16); n.re = v[0]; n.im = v[1]; break; }
  }
  return n;
}

static void store_num(char c, char *p, Num n) {
  switch (c) {
  case '?': *(unsigned char *)p = n.i != 0; break;
  case 'b': *(int8_t *)(void *)p = (int8_t)n.i; break;
  case 'h': { int16_t v = (int16_t)n.i; memcpy(p, &v, 2); break; }
  case 'i': { int32_t v = (int32_t)n.i; memcpy(p, &v, 4); break; }
  case 'l': memcpy(p, &n.i, 8); break;
  case 'B': *(uint8_t *)(void *)p = (uint8_t)n.u; break;
  case 'H': { uint16_t v = (uint16_t)n.u; memcpy(p, &v, 2); break; }
  case 'I': { uint32_t v = (uint32_t)n.u; memcpy(p, &v, 4); break; }
  case 'L': memcpy(p, &n.u, 8); break;
  case 'f': { float v = (float)n.re; memcpy(p, &v, 4); break; }
  case 'd': memcpy(p, &n.re, 8); break;
  case 'F': { float v[2] = {(float)n.re, (float)n.im}; memcpy(p, v, 8); break; }
  default: { double v[2] = {n.re, n.im}; memcpy(p, v, 16); break; }
  }
}

static bool is_signed_char(char c) { return c == 'b' || c == 'h' || c == 'i' || c == 'l' || c == '?'; }
static bool is_unsigned_char(char c) { return c == 'B' || c == 'H' || c == 'I' || c == 'L'; }
static bool is_complex_char(char c) { return c == 'F' || c == 'D'; }

/* Whether y > x (NaN compares false, as in Python). */
static bool num_greater(char c, Num y, Num x) {
  if (is_signed_char(c))
    return y.i > x.i;
  if (is_unsigned_char(c))
    return y.u > x.u;
  return y.re > x.re;
}

/* x op y for the arithmetic and bitwise operators; false when the
 * operator does not apply to numbers of this kind. Integers wrap, as
 * arrc's fixed-width integers do. */
static bool num_arith(char c, int32_t op, Num x, Num y, Num *out) {
  bool sig = is_signed_char(c), uns = is_unsigned_char(c);
  Num r = {0};
  switch (op) {
  case ARRC_MPI_OP_SUM:
    if (sig) r.i = (int64_t)((uint64_t)x.i + (uint64_t)y.i);
    else if (uns) r.u = x.u + y.u;
    else { r.re = x.re + y.re; r.im = x.im + y.im; }
    break;
  case ARRC_MPI_OP_PROD:
    if (sig) r.i = (int64_t)((uint64_t)x.i * (uint64_t)y.i);
    else if (uns) r.u = x.u * y.u;
    else { r.re = x.re * y.re - x.im * y.im; r.im = x.re * y.im + x.im * y.re; }
    if (is_complex_char(c) || sig || uns)
      break;
    r.im = 0;
    break;
  case ARRC_MPI_OP_BAND: case ARRC_MPI_OP_BOR: case ARRC_MPI_OP_BXOR:
    if (!sig && !uns)
      return false;
    if (op == ARRC_MPI_OP_BAND) { r.i = x.i & y.i; r.u = x.u & y.u; }
    else if (op == ARRC_MPI_OP_BOR) { r.i = x.i | y.i; r.u = x.u | y.u; }
    else { r.i = x.i ^ y.i; r.u = x.u ^ y.u; }
    break;
  default: return false;
  }
  *out = r;
  return true;
}

/* Python's y > x of two strings: code points compare as UTF-8 bytes do. */
static bool str_greater(const arrc_str *y, const arrc_str *x) {
  int64_t n = y->len < x->len ? y->len : x->len;
  int c = memcmp(y->data, x->data, (size_t)n);
  return c > 0 || (c == 0 && y->len > x->len);
}

/* y > x of two values of the same scalar or str descriptor; *ok false
 * when Python cannot compare them. */
static bool greater(const char *desc, const char *y, const char *x, bool *ok) {
  *ok = true;
  if (desc[0] == 's')
    return str_greater(*(arrc_str *const *)(const void *)y, *(arrc_str *const *)(const void *)x);
  if (scalar_dtype(desc[0]) < 0 || is_complex_char(desc[0])) {
    *ok = false;
    return false;
  }
  return num_greater(desc[0], load_num(desc[0], y), load_num(desc[0], x));
}

/* x op y element by element for arrays of the same shape (NumPy's
 * operators, in place in x, which the combine owns alone: it is a copy
 * read from a message). */
static void combine_arrays(const char *desc, int32_t op, arrc_array *x, const arrc_array *y, const arrc_loc *loc) {
  char c = desc[1];
  bool same = x->ndim == y->ndim;
  for (int k = 0; same && k < x->ndim; k++)
    same = x->dims[k] == y->dims[k];
  if (!same) {
    char sx[256], sy[256];
    int nx = 0, ny = 0;
    sx[nx++] = '(';
    sy[ny++] = '(';
    for (int k = 0; k < x->ndim && nx < 200; k++)
      nx += snprintf(sx + nx, sizeof sx - (size_t)nx, k + 1 < x->ndim || x->ndim > 1 ? "%lld," : "%lld,",
                     (long long)x->dims[k]);
    for (int k = 0; k < y->ndim && ny < 200; k++)
      ny += snprintf(sy + ny, sizeof sy - (size_t)ny, "%lld,", (long long)y->dims[k]);
    if (x->ndim > 1)
      nx--;
    if (y->ndim > 1)
      ny--;
    snprintf(sx + nx, sizeof sx - (size_t)nx, ")");
    snprintf(sy + ny, sizeof sy - (size_t)ny, ")");
    arrc_raise(ARRC_VALUE_ERROR, loc, "operands could not be broadcast together with shapes %s %s ", sx, sy);
  }
  int64_t size = scalar_size(c);
  for (int64_t k = 0; k < x->size; k++) {
    char *px = x->data + k * size;
    Num r;
    if (c == '?' && (op == ARRC_MPI_OP_SUM || op == ARRC_MPI_OP_PROD)) {
      /* NumPy's + and * of bool arrays are or and and. */
      Num a = load_num(c, px), b = load_num(c, y->data + k * size);
      r.i = op == ARRC_MPI_OP_SUM ? (a.i | b.i) : (a.i & b.i);
    } else if (!num_arith(c, op, load_num(c, px), load_num(c, y->data + k * size), &r)) {
      arrc_raise(ARRC_TYPE_ERROR, loc, "ufunc 'bitwise_%s' not supported for the input types, and the inputs could "
                 "not be safely coerced to any supported types according to the casting rule ''safe''",
                 op == ARRC_MPI_OP_BAND ? "and" : op == ARRC_MPI_OP_BOR ? "or" : "xor");
    }
    store_num(c, px, r);
  }
}

/* Moves the value at from to out (size bytes), releasing the one at drop. */
static void choose(const char *desc, char *out, char *keep, char *drop) {
  int64_t size = arrc_ser_value_size(desc);
  arrc_ser_release(desc, drop);
  if (size)
    memmove(out, keep, (size_t)size);
}

/* The elements of a pair's descriptor "(size:off0:d0off1:d1)". */
static bool pair_parts(const char *desc, const char **d0, int64_t *off0, const char **d1, int64_t *off1) {
  const char *d = desc + 1;
  read_number(&d);
  d++;
  if (*d == ')')
    return false;
  *off0 = read_number(&d);
  d++;
  *d0 = d;
  skip(&d);
  if (*d == ')')
    return false;
  *off1 = read_number(&d);
  d++;
  *d1 = d;
  skip(&d);
  return *d == ')';
}

void arrc_ser_combine(const char *desc, int32_t op, void *xv, void *yv, void *out, const arrc_loc *loc) {
  char *x = xv, *y = yv, c = desc[0];
  switch (op) {
  case ARRC_MPI_OP_REPLACE: choose(desc, out, y, x); return;
  case ARRC_MPI_OP_NO_OP: choose(desc, out, x, y); return;
  case ARRC_MPI_OP_LAND: case ARRC_MPI_OP_LOR: case ARRC_MPI_OP_LXOR: {
    /* mpi4py's _op_LAND is bool(x) & bool(y): a bool whatever x is. The
     * compiler turns other values into their truth before it reduces
     * them, when the call names the operator. */
    if (c != '?')
      arrc_raise(ARRC_TYPE_ERROR, loc, "MPI.%s of %s values gives a bool, which arrc types only when the call names "
                 "the operator (op=MPI.%s); reduce bool(x) here", op == ARRC_MPI_OP_LAND ? "LAND" :
                 op == ARRC_MPI_OP_LOR ? "LOR" : "LXOR", python_name(desc), op == ARRC_MPI_OP_LAND ? "LAND" :
                 op == ARRC_MPI_OP_LOR ? "LOR" : "LXOR");
    bool a = *(unsigned char *)x != 0, b = *(unsigned char *)y != 0;
    *(unsigned char *)out = (unsigned char)(op == ARRC_MPI_OP_LAND ? (a && b) : op == ARRC_MPI_OP_LOR ? (a || b) : a != b);
    return;
  }
  case ARRC_MPI_OP_MAX: case ARRC_MPI_OP_MIN: {
    if (c == 'a') {
      /* y > x of arrays is an array, whose truth NumPy takes: one element
       * decides, none is False, more are a ValueError. */
      arrc_array *ax = *(arrc_array **)(void *)x, *ay = *(arrc_array **)(void *)y;
      bool pick_y = false;
      if (ax->size > 1 || ay->size > 1)
        arrc_raise(ARRC_VALUE_ERROR, loc, "The truth value of an array with more than one element is ambiguous. "
                   "Use a.any() or a.all()");
      if (ax->size == 1 && ay->size == 1) {
        Num a = load_num(desc[1], ax->data), b = load_num(desc[1], ay->data);
        if (is_complex_char(desc[1]))
          pick_y = op == ARRC_MPI_OP_MAX ? (b.re > a.re || (b.re == a.re && b.im > a.im))
                                         : (b.re < a.re || (b.re == a.re && b.im < a.im));
        else
          pick_y = op == ARRC_MPI_OP_MAX ? num_greater(desc[1], b, a) : num_greater(desc[1], a, b);
      }
      if (pick_y)
        choose(desc, out, y, x);
      else
        choose(desc, out, x, y);
      return;
    }
    bool ok;
    bool pick_y = op == ARRC_MPI_OP_MAX ? greater(desc, y, x, &ok) : greater(desc, x, y, &ok);
    if (!ok)
      unsupported(desc, op, loc);
    if (pick_y)
      choose(desc, out, y, x);
    else
      choose(desc, out, x, y);
    return;
  }
  case ARRC_MPI_OP_MAXLOC: case ARRC_MPI_OP_MINLOC: {
    /* mpi4py's _op_MAXLOC: u, i = x; v, j = y; the larger value wins,
     * and of equal values the smaller index. */
    const char *d0, *d1;
    int64_t off0, off1;
    if (c != '(' || !pair_parts(desc, &d0, &off0, &d1, &off1))
      arrc_raise(ARRC_TYPE_ERROR, loc, "MPI.%s takes (value, index) pairs, not %s", op == ARRC_MPI_OP_MAXLOC ?
                 "MAXLOC" : "MINLOC", python_name(desc));
    bool ok, ok2;
    bool max = op == ARRC_MPI_OP_MAXLOC;
    bool x_wins = max ? greater(d0, x + off0, y + off0, &ok) : greater(d0, y + off0, x + off0, &ok);
    bool y_wins = max ? greater(d0, y + off0, x + off0, &ok) : greater(d0, x + off0, y + off0, &ok);
    bool j_less = greater(d1, x + off1, y + off1, &ok2);
    if (!ok)
      unsupported(d0, op, loc);
    if (!ok2)
      unsupported(d1, ARRC_MPI_OP_MINLOC, loc);
    if (!x_wins && (y_wins || j_less))
      choose(desc, out, y, x);
    else
      choose(desc, out, x, y);
    return;
  }
  default: break;
  }
  /* + * & | ^ */
  if (c == 's' && op == ARRC_MPI_OP_SUM) {
    arrc_str *a = *(arrc_str **)(void *)x, *b = *(arrc_str **)(void *)y;
    arrc_str *r = arrc_str_concat(a, b);
    arrc_str_decref(a);
    arrc_str_decref(b);
    memcpy(out, &r, sizeof r);
    return;
  }
  if (c == '[' && op == ARRC_MPI_OP_SUM) {
    arrc_list *a = *(arrc_list **)(void *)x, *b = *(arrc_list **)(void *)y;
    arrc_list *r = arrc_list_concat(a, b);
    arrc_list_decref(a);
    arrc_list_decref(b);
    memcpy(out, &r, sizeof r);
    return;
  }
  if (c == 'a') {
    combine_arrays(desc, op, *(arrc_array **)(void *)x, *(arrc_array **)(void *)y, loc);
    arrc_array_decref(*(arrc_array **)(void *)y);
    memmove(out, x, sizeof(void *));
    return;
  }
  Num r;
  if (scalar_dtype(c) < 0 || c == '?' || !num_arith(c, op, load_num(c, x), load_num(c, y), &r)) {
    if (c == '?' && (op == ARRC_MPI_OP_BAND || op == ARRC_MPI_OP_BOR || op == ARRC_MPI_OP_BXOR)) {
      Num a = load_num(c, x), b = load_num(c, y);
      r.i = op == ARRC_MPI_OP_BAND ? (a.i & b.i) : op == ARRC_MPI_OP_BOR ? (a.i | b.i) : (a.i ^ b.i);
      store_num(c, out, r);
      return;
    }
    unsupported(desc, op, loc);
  }
  store_num(c, out, r);
}
