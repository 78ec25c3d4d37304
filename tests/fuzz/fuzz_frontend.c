/* libFuzzer target over the compiler up to the typed IR: the lexer alone
 * (the token dump), the parser and the AST dump, then, for inputs that
 * parse, IR construction, type inference, the verifier and the IR printer,
 * with diagnostics captured in memory. Any crash, hang, leak or sanitizer
 * report is a bug. `make fuzz` runs it. */
#include <stdlib.h>
#include <string.h>

#include "ir.h"
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
  StrTab *names = strtab_new(arena);
  Node *module = parse_source(arena, &d, src, names);
  ast_dump(&out, module);
  if (d.errors == 0) {
    types_init();
    Module *m = ir_module_new(arena, &d, src, names, module);
    if (ir_infer_module(m) && ir_verify_module(m, &d) == 0) {
      /* Fusion rewrites the IR; the verifier must accept the result. */
      ir_fuse_module(m);
      if (ir_verify_module(m, &d) != 0)
        __builtin_trap();
      ir_print_module(&out, m);
    }
    types_free();
  }
  /* An internal error (the verifier rejecting the IR the compiler made) is
   * a bug even when it is reported instead of crashing. */
  if (d.internal_errors)
    __builtin_trap();

  sb_free(&out);
  sb_free(&diags);
  arena_free(arena);
  free(text);
  return 0;
}
