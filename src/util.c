/* Arenas, growable strings, interning, file reading and clocks. */
#define _POSIX_C_SOURCE 200809L
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { ARENA_CHUNK = 64 * 1024 };

typedef struct Chunk {
  struct Chunk *next;
  size_t size, used;
  max_align_t data[];
} Chunk;

struct Arena {
  Chunk *head;
  size_t total;
};

void *xmalloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p) {
    fprintf(stderr, "arrc: out of memory allocating %zu bytes\n", size);
    exit(70);
  }
  return p;
}

void *xrealloc(void *p, size_t size) {
  void *q = realloc(p, size ? size : 1);
  if (!q) {
    fprintf(stderr, "arrc: out of memory allocating %zu bytes\n", size);
    exit(70);
  }
  return q;
}

Arena *arena_new(void) {
  Arena *a = xmalloc(sizeof *a);
  a->head = NULL;
  a->total = 0;
  return a;
}

void arena_free(Arena *a) {
  if (!a)
    return;
  for (Chunk *c = a->head, *next; c; c = next) {
    next = c->next;
    free(c);
  }
  free(a);
}

void *arena_alloc(Arena *a, size_t size) {
  size = (size + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1);
  Chunk *c = a->head;
  if (!c || c->size - c->used < size) {
    size_t cap = size > ARENA_CHUNK ? size : ARENA_CHUNK;
    c = xmalloc(sizeof(Chunk) + cap);
    c->size = cap;
    c->used = 0;
    c->next = a->head;
    a->head = c;
  }
  void *p = (char *)c->data + c->used;
  c->used += size;
  a->total += size;
  memset(p, 0, size);
  return p;
}

size_t arena_used(const Arena *a) { return a->total; }

void *arena_reserve(Arena *a, void *items, int len, int *cap, size_t size) {
  if (len < *cap)
    return items;
  int grown = *cap ? *cap * 2 : 16;
  void *p = arena_alloc(a, (size_t)grown * size);
  if (len)
    memcpy(p, items, (size_t)len * size);
  *cap = grown;
  return p;
}

char *arena_strndup(Arena *a, const char *s, size_t len) {
  char *p = arena_alloc(a, len + 1);
  memcpy(p, s, len);
  p[len] = '\0';
  return p;
}

char *arena_printf(Arena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = arena_alloc(a, (size_t)n + 1);
  va_start(ap, fmt);
  vsnprintf(p, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return p;
}

static void sb_reserve(StrBuf *sb, size_t extra) {
  if (sb->len + extra + 1 <= sb->cap)
    return;
  size_t cap = sb->cap ? sb->cap : 256;
  while (cap < sb->len + extra + 1)
    cap *= 2;
  sb->data = xrealloc(sb->data, cap);
  sb->cap = cap;
}

void sb_putn(StrBuf *sb, const char *s, size_t n) {
  sb_reserve(sb, n);
  memcpy(sb->data + sb->len, s, n);
  sb->len += n;
  sb->data[sb->len] = '\0';
}

void sb_putc(StrBuf *sb, char c) { sb_putn(sb, &c, 1); }

void sb_puts(StrBuf *sb, const char *s) { sb_putn(sb, s, strlen(s)); }

/* Formats straight into the buffer, and only when that did not fit grows
 * it and formats again: one vsnprintf per call in the common case. */
void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap) {
  va_list aq;
  va_copy(aq, ap);
  sb_reserve(sb, 64);
  size_t room = sb->cap - sb->len;
  int n = vsnprintf(sb->data + sb->len, room, fmt, aq);
  va_end(aq);
  if (n < 0)
    return;
  if ((size_t)n >= room) {
    sb_reserve(sb, (size_t)n);
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
  }
  sb->len += (size_t)n;
}

void sb_printf(StrBuf *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(sb, fmt, ap);
  va_end(ap);
}

void sb_put_quoted(StrBuf *sb, const char *s, size_t len) {
  sb_putc(sb, '"');
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    switch (c) {
    case '"': sb_puts(sb, "\\\""); break;
    case '\\': sb_puts(sb, "\\\\"); break;
    case '\n': sb_puts(sb, "\\n"); break;
    case '\t': sb_puts(sb, "\\t"); break;
    case '\r': sb_puts(sb, "\\r"); break;
    default:
      if (c < 0x20 || c == 0x7f)
        sb_printf(sb, "\\x%02x", c);
      else
        sb_putc(sb, (char)c);
    }
  }
  sb_putc(sb, '"');
}

void sb_free(StrBuf *sb) {
  free(sb->data);
  sb->data = NULL;
  sb->len = sb->cap = 0;
}

/* Open addressing with linear probing; the table doubles at half load. */
typedef struct {
  const char *str;
  size_t len;
  uint32_t hash;
} StrEntry;

struct StrTab {
  Arena *arena;
  StrEntry *slots;
  size_t cap, count;
};

static uint32_t hash_bytes(const char *s, size_t len) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

StrTab *strtab_new(Arena *a) {
  StrTab *t = arena_alloc(a, sizeof *t);
  t->arena = a;
  t->cap = 256;
  t->slots = arena_alloc(a, t->cap * sizeof *t->slots);
  return t;
}

static void strtab_grow(StrTab *t) {
  size_t cap = t->cap * 2;
  StrEntry *slots = arena_alloc(t->arena, cap * sizeof *slots);
  for (size_t i = 0; i < t->cap; i++) {
    StrEntry e = t->slots[i];
    if (!e.str)
      continue;
    size_t j = e.hash & (cap - 1);
    while (slots[j].str)
      j = (j + 1) & (cap - 1);
    slots[j] = e;
  }
  t->slots = slots;
  t->cap = cap;
}

const char *strtab_intern(StrTab *t, const char *s, size_t len) {
  if (2 * (t->count + 1) > t->cap)
    strtab_grow(t);
  uint32_t h = hash_bytes(s, len);
  size_t i = h & (t->cap - 1);
  for (;;) {
    StrEntry *e = &t->slots[i];
    if (!e->str) {
      e->str = arena_strndup(t->arena, s, len);
      e->len = len;
      e->hash = h;
      t->count++;
      return e->str;
    }
    if (e->hash == h && e->len == len && memcmp(e->str, s, len) == 0)
      return e->str;
    i = (i + 1) & (t->cap - 1);
  }
}

static size_t ptr_hash(const void *p) {
  uint64_t h = (uint64_t)(uintptr_t)p;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  return (size_t)h;
}

void ptrmap_init(PtrMap *m, Arena *a) {
  memset(m, 0, sizeof *m);
  m->arena = a;
}

void *ptrmap_get(const PtrMap *m, const void *key) {
  if (!m->cap)
    return NULL;
  for (size_t i = ptr_hash(key) & (m->cap - 1); m->keys[i]; i = (i + 1) & (m->cap - 1))
    if (m->keys[i] == key)
      return m->values[i];
  return NULL;
}

static void ptrmap_insert(PtrMap *m, const void *key, void *value) {
  size_t i = ptr_hash(key) & (m->cap - 1);
  while (m->keys[i] && m->keys[i] != key)
    i = (i + 1) & (m->cap - 1);
  if (!m->keys[i])
    m->count++;
  m->keys[i] = key;
  m->values[i] = value;
}

void ptrmap_put(PtrMap *m, const void *key, void *value) {
  if (2 * (m->count + 1) > m->cap) {
    const void **keys = m->keys;
    void **values = m->values;
    size_t cap = m->cap;
    m->cap = cap ? cap * 2 : 64;
    m->keys = arena_alloc(m->arena, m->cap * sizeof *m->keys);
    m->values = arena_alloc(m->arena, m->cap * sizeof *m->values);
    m->count = 0;
    for (size_t i = 0; i < cap; i++)
      if (keys[i])
        ptrmap_insert(m, keys[i], values[i]);
  }
  ptrmap_insert(m, key, value);
}

char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 4096, n = 0;
  char *buf = xmalloc(cap);
  for (;;) {
    if (cap - n < 4096) {
      cap *= 2;
      buf = xrealloc(buf, cap);
    }
    size_t got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (got == 0)
      break;
  }
  int err = ferror(f);
  fclose(f);
  if (err) {
    free(buf);
    errno = EIO;
    return NULL;
  }
  buf[n] = '\0';
  *len = n;
  return buf;
}

double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

void arrc_ice_at(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fflush(stdout);
  fprintf(stderr, "arrc: internal compiler error at %s:%d: ", file, line);
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\nPlease report this with the program that caused it.\n");
  va_end(ap);
  exit(70);
}
