/* Small shared pieces: arenas, growable strings, string interning, files and
 * clocks. Every phase allocates from an arena and never frees individually. */
#ifndef ARRC_UTIL_H
#define ARRC_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define ARRC_VERSION "0.1.0"

#if defined(__GNUC__)
#define ARRC_PRINTF(f, a) __attribute__((format(printf, f, a)))
#define ARRC_NORETURN __attribute__((noreturn))
#else
#define ARRC_PRINTF(f, a)
#define ARRC_NORETURN
#endif

/* An arena hands out zeroed memory from large chunks and frees it all at once. */
typedef struct Arena Arena;
Arena *arena_new(void);
void arena_free(Arena *a);
void *arena_alloc(Arena *a, size_t size);
char *arena_strndup(Arena *a, const char *s, size_t len);
char *arena_printf(Arena *a, const char *fmt, ...) ARRC_PRINTF(2, 3);
size_t arena_used(const Arena *a);
/* Makes room for one more element in a growable array that lives in the
 * arena: when *len == *cap, copies the elements to a block twice as large
 * (the old one stays in the arena). Returns the array to use from now on. */
void *arena_reserve(Arena *a, void *items, int len, int *cap, size_t size);

/* A heap-backed growable string for building output. */
typedef struct {
  char *data;
  size_t len, cap;
} StrBuf;
void sb_putc(StrBuf *sb, char c);
void sb_putn(StrBuf *sb, const char *s, size_t n);
void sb_puts(StrBuf *sb, const char *s);
void sb_printf(StrBuf *sb, const char *fmt, ...) ARRC_PRINTF(2, 3);
void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap);
/* Appends s in double quotes with C-style escapes for quotes, backslashes
 * and control characters. */
void sb_put_quoted(StrBuf *sb, const char *s, size_t len);
void sb_free(StrBuf *sb);

/* Interned identifiers: equal names get the same pointer, so later phases
 * compare names with ==. The table lives in the arena it was made with. */
typedef struct StrTab StrTab;
StrTab *strtab_new(Arena *a);
const char *strtab_intern(StrTab *t, const char *s, size_t len);

/* A map from pointers (interned names, AST nodes) to pointers, with open
 * addressing in an arena. A NULL value means "absent". */
typedef struct {
  const void **keys;
  void **values;
  size_t cap, count;
  Arena *arena;
} PtrMap;
void ptrmap_init(PtrMap *m, Arena *a);
void *ptrmap_get(const PtrMap *m, const void *key);
void ptrmap_put(PtrMap *m, const void *key, void *value);

void *xmalloc(size_t size);
void *xrealloc(void *p, size_t size);

/* Reads a whole file and appends a NUL; returns NULL (errno set) on failure. */
char *read_file(const char *path, size_t *len);

/* Monotonic milliseconds, for -v phase times. */
double now_ms(void);

/* Internal compiler error: prints where and exits with status 70. */
#define arrc_ice(...) arrc_ice_at(__FILE__, __LINE__, __VA_ARGS__)
ARRC_NORETURN void arrc_ice_at(const char *file, int line, const char *fmt, ...)
    ARRC_PRINTF(3, 4);

#endif
