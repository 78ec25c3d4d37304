/* libFuzzer target over the front end: the lexer alone (the token dump), then
 * the parser and the AST dump, with diagnostics captured in memory. Any
 * crash, hang, leak or sanitizer report is a bug. `make fuzz` runs it. */
#include <stdlib.h>
#include <string.h>

#include "lexer.h"
#include "parser.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
  char *text = malloc(size + 1);
  memcpy(text, data, size);
  text[size] = '\0';

  Arena *arena = arena_new();
  Source *src = source_new(arena, "fuzz.arr", text, size);
  StrBuf diags = {0}, out = {0};
  Diag d;
  diag_init(&d, src, NULL);
  d.capture = &diags;

  Lexer lx;
  lexer_init(&lx, arena, &d, src, strtab_new(arena));
  lexer_dump_tokens(&lx, &out);

  diag_init(&d, src, NULL);
  d.capture = &diags;
  Node *module = parse_source(arena, &d, src, strtab_new(arena));
  ast_dump(&out, module);

  sb_free(&out);
  sb_free(&diags);
  arena_free(arena);
  free(text);
  return 0;
}
