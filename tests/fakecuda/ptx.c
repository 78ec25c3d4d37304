/* The emulator's PTX reader: from the text given to cuModuleLoadData(Ex),
 * each .entry with its .param list (names, sizes, alignments) and the
 * shared memory it uses: its own .shared declarations, the module-scope
 * ones it or a .func it calls names, and whether it uses an .extern
 * .shared array (dynamic shared memory). It reads the declarations the
 * NVPTX back end writes, not all of PTX: instructions are only scanned for
 * the names they use. */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fakecuda.h"

/* A token of PTX: an identifier or directive (".param", "%r1", "name"),
 * a number, or one punctuation character. */
typedef struct {
  const char *s;
  int len;
} Tok;

typedef struct {
  Tok *v;
  int n, cap;
} Toks;

static int ident_char(int c) {
  return isalnum(c) || c == '_' || c == '$' || c == '.' || c == '%';
}

static void push(Toks *t, const char *s, int len) {
  if (t->n == t->cap) {
    t->cap = t->cap ? 2 * t->cap : 1024;
    t->v = realloc(t->v, (size_t)t->cap * sizeof *t->v);
    if (!t->v)
      abort();
  }
  t->v[t->n++] = (Tok){s, len};
}

/* Comments and string literals go; everything else becomes tokens. */
static void tokenize(const char *p, Toks *t) {
  while (*p) {
    if (p[0] == '/' && p[1] == '/') {
      while (*p && *p != '\n')
        p++;
    } else if (p[0] == '/' && p[1] == '*') {
      const char *e = strstr(p + 2, "*/");
      p = e ? e + 2 : p + strlen(p);
    } else if (*p == '"') {
      p++;
      while (*p && *p != '"')
        p += p[0] == '\\' && p[1] ? 2 : 1;
      if (*p)
        p++;
    } else if (isspace((unsigned char)*p)) {
      p++;
    } else if (ident_char((unsigned char)*p)) {
      const char *s = p;
      while (ident_char((unsigned char)*p))
        p++;
      push(t, s, (int)(p - s));
    } else {
      push(t, p, 1);
      p++;
    }
  }
}

static int is(const Tok *t, const char *s) {
  return t->len == (int)strlen(s) && memcmp(t->s, s, (size_t)t->len) == 0;
}

/* The size in bytes of a PTX fundamental type (".u64" → 8), or 0. */
static int type_size(const Tok *t) {
  static const struct {
    const char *name;
    int size;
  } types[] = {
      {".b8", 1},  {".u8", 1},  {".s8", 1},  {".pred", 1}, {".b16", 2}, {".u16", 2}, {".s16", 2},
      {".f16", 2}, {".bf16", 2}, {".b32", 4}, {".u32", 4},  {".s32", 4}, {".f32", 4}, {".f16x2", 4},
      {".b64", 8}, {".u64", 8}, {".s64", 8}, {".f64", 8},  {".b128", 16},
  };
  for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
    if (is(t, types[i].name))
      return types[i].size;
  return 0;
}

/* One variable declaration (.param or .shared) from token i: its type,
 * alignment, name and array length. Ends at the token after it. */
typedef struct {
  int size, align, elem;
  Tok name;
  int unsized;  /* name[] */
} Decl;

static int read_decl(const Toks *t, int i, Decl *d) {
  memset(d, 0, sizeof *d);
  for (; i < t->n; i++) {
    const Tok *k = &t->v[i];
    if (is(k, ".align") && i + 1 < t->n) {
      d->align = atoi(t->v[++i].s);
    } else if (type_size(k)) {
      d->elem = type_size(k);
    } else if (k->s[0] == '.') {
      continue; /* .ptr, .global, .shared, ... */
    } else {
      d->name = *k;
      i++;
      break;
    }
  }
  int count = 1;
  if (i < t->n && is(&t->v[i], "[")) {
    if (i + 1 < t->n && is(&t->v[i + 1], "]")) {
      d->unsized = 1;
      count = 0;
      i += 2;
    } else {
      count = i + 1 < t->n ? atoi(t->v[i + 1].s) : 0;
      i += 3;
    }
  }
  d->size = d->elem * count;
  if (!d->align)
    d->align = d->elem ? d->elem : 1;
  return i;
}

/* A function of the module: an .entry or a .func with a body. */
typedef struct {
  Tok name;
  int entry;
  int params_at;      /* token of its "(" parameter list, or -1 */
  int body, body_end; /* tokens of its body, between the braces */
  int64_t own_shared;
  int own_dynamic;
} Fn;

typedef struct {
  Tok name;
  int size;
  int dynamic;
} Shared;

static int body_names(const Toks *t, const Fn *f, const Tok *name) {
  for (int i = f->body; i < f->body_end; i++)
    if (t->v[i].len == name->len && memcmp(t->v[i].s, name->s, (size_t)name->len) == 0)
      return 1;
  return 0;
}

static int fail(char *err, size_t cap, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err, cap, fmt, ap);
  va_end(ap);
  return 0;
}

int ptx_read(const char *text, PtxInfo *out, char *err, size_t cap) {
  memset(out, 0, sizeof *out);
  Toks t = {0};
  tokenize(text, &t);
  Fn *fns = calloc((size_t)t.n + 1, sizeof *fns);
  Shared *shared = calloc((size_t)t.n + 1, sizeof *shared);
  int nfns = 0, nshared = 0, version = 0, ok = 1;
  if (!fns || !shared)
    abort();
  int depth = 0;
  Fn *cur = NULL;
  for (int i = 0; i < t.n && ok; i++) {
    const Tok *k = &t.v[i];
    if (is(k, "{")) {
      depth++;
    } else if (is(k, "}")) {
      if (--depth == 0 && cur) {
        cur->body_end = i;
        cur = NULL;
      }
    } else if (depth == 0 && is(k, ".version")) {
      version = 1;
    } else if (depth == 0 && is(k, ".target") && i + 1 < t.n) {
      const Tok *a = &t.v[i + 1];
      if (a->len > 3 && memcmp(a->s, "sm_", 3) == 0)
        out->arch = atoi(a->s + 3);
    } else if (depth == 0 && (is(k, ".entry") || is(k, ".func"))) {
      Fn f = {.entry = is(k, ".entry"), .params_at = -1, .body = -1};
      int j = i + 1;
      /* A .func's return value comes first, in parentheses. */
      if (j < t.n && is(&t.v[j], "(")) {
        while (j < t.n && !is(&t.v[j], ")"))
          j++;
        j++;
      }
      if (j >= t.n) {
        ok = fail(err, cap, "PTX ends in the middle of a function's header");
        break;
      }
      f.name = t.v[j++];
      if (j < t.n && is(&t.v[j], "(")) {
        f.params_at = j;
        while (j < t.n && !is(&t.v[j], ")"))
          j++;
        j++;
      }
      /* Performance directives (.maxntid 256, 1, 1 ...) may come before the body. */
      while (j < t.n && !is(&t.v[j], "{") && !is(&t.v[j], ";"))
        j++;
      if (j < t.n && is(&t.v[j], "{")) {
        f.body = j + 1;
        fns[nfns] = f;
        cur = &fns[nfns++];
        depth = 1;
      }
      i = j;
    } else if (is(k, ".shared")) {
      Decl d;
      int ext = i > 0 && is(&t.v[i - 1], ".extern");
      int end = read_decl(&t, i + 1, &d);
      if (depth == 0) {
        shared[nshared++] = (Shared){.name = d.name, .size = ext ? 0 : d.size, .dynamic = ext || d.unsized};
      } else if (cur) {
        if (ext || d.unsized)
          cur->own_dynamic = 1;
        else
          cur->own_shared += (d.size + 15) / 16 * 16;
      }
      i = end - 1;
    }
  }
  if (ok && !version)
    ok = fail(err, cap, "not PTX: no .version directive");
  if (ok && out->arch == 0)
    ok = fail(err, cap, "no .target sm_NN directive");
  for (int e = 0; ok && e < nfns; e++) {
    if (!fns[e].entry)
      continue;
    /* The functions the entry reaches: those whose names its body or a
     * reached body mentions (call instructions and function addresses). */
    char *reached = calloc((size_t)nfns, 1);
    char *used = calloc((size_t)nshared + 1, 1);
    if (!reached || !used)
      abort();
    reached[e] = 1;
    for (int changed = 1; changed;) {
      changed = 0;
      for (int a = 0; a < nfns; a++)
        for (int b = 0; reached[a] && b < nfns; b++)
          if (!reached[b] && body_names(&t, &fns[a], &fns[b].name))
            reached[b] = changed = 1;
    }
    PtxEntry *pe;
    out->entries = realloc(out->entries, (size_t)(out->nentries + 1) * sizeof *out->entries);
    if (!out->entries)
      abort();
    pe = &out->entries[out->nentries++];
    memset(pe, 0, sizeof *pe);
    snprintf(pe->name, sizeof pe->name, "%.*s", fns[e].name.len, fns[e].name.s);
    for (int a = 0; a < nfns; a++) {
      if (!reached[a])
        continue;
      pe->static_shared += fns[a].own_shared;
      pe->dynamic_shared |= fns[a].own_dynamic;
      for (int s = 0; s < nshared; s++)
        if (!used[s] && body_names(&t, &fns[a], &shared[s].name))
          used[s] = 1;
    }
    for (int s = 0; s < nshared; s++)
      if (used[s]) {
        pe->static_shared += (shared[s].size + 15) / 16 * 16;
        pe->dynamic_shared |= shared[s].dynamic;
      }
    free(reached);
    free(used);
    if (fns[e].params_at >= 0) {
      for (int i = fns[e].params_at + 1; i < t.n && !is(&t.v[i], ")");) {
        if (!is(&t.v[i], ".param")) {
          i++;
          continue;
        }
        Decl d;
        i = read_decl(&t, i + 1, &d);
        if (!d.size) {
          ok = fail(err, cap, "parameter %d of .entry %s has no size the emulator understands", pe->nparams,
                    pe->name);
          break;
        }
        pe->params = realloc(pe->params, (size_t)(pe->nparams + 1) * sizeof *pe->params);
        if (!pe->params)
          abort();
        PtxParam *p = &pe->params[pe->nparams++];
        snprintf(p->name, sizeof p->name, "%.*s", d.name.len, d.name.s);
        p->size = d.size;
        p->align = d.align;
      }
    }
  }
  free(fns);
  free(shared);
  free(t.v);
  if (!ok)
    ptx_free(out);
  return ok;
}

void ptx_free(PtxInfo *info) {
  for (int i = 0; i < info->nentries; i++)
    free(info->entries[i].params);
  free(info->entries);
  memset(info, 0, sizeof *info);
}
