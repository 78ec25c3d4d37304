/* Shared setup for the front-end unit tests: a source held in memory and a
 * Diag that captures messages, so tests can assert on them. */
#ifndef ARRC_TEST_HARNESS_H
#define ARRC_TEST_HARNESS_H

#include <string.h>

#include "diag.h"

typedef struct {
  Arena *arena;
  Source *src;
  Diag diag;
  StrBuf messages;
} Harness;

static inline void harness_init(Harness *h, const char *text) {
  memset(h, 0, sizeof *h);
  h->arena = arena_new();
  h->src = source_new(h->arena, "t.arr", text, strlen(text));
  diag_init(&h->diag, h->src, NULL);
  h->diag.capture = &h->messages;
  sb_puts(&h->messages, "");
}

static inline void harness_free(Harness *h) {
  sb_free(&h->messages);
  arena_free(h->arena);
}

#endif
