/* Library mode on the command line (clib.c): -c, --shared and --header,
 * what they require of each other, and the header's text. The code
 * generator makes the entry points (codegen/clib.c); docs/library.md is
 * the users' guide. */
#ifndef ARRC_CLIB_H
#define ARRC_CLIB_H

#include "ir.h"
#include "util.h"

typedef struct {
  bool library;       /* -c or --shared */
  bool compile_only;  /* -c: an object file */
  bool shared;        /* --shared: a shared library */
  const char *header; /* --header PATH */
  bool lapack, zlib;  /* set by the back end: the libraries the object needs */
} ClibOptions;

/* Reads argv[*i] if it is one of library mode's options (and its value,
 * advancing *i); false if it is not one. A missing value is a usage error. */
bool clib_parse_option(int argc, char **argv, int *i, ClibOptions *opt);
/* What is wrong with the options together (for a usage error), or NULL.
 * run: `arrc run`; emit_given: --emit named something other than exe. */
const char *clib_check_options(const ClibOptions *opt, bool run, bool emit_given);
/* -c without -o: the object's name, INPUT's base name with .o for .arr
 * (malloc'd), as cc -c names it; NULL when the option does not apply. */
char *clib_default_output(const ClibOptions *opt, const char *input);
/* --shared: a linker version script (a temporary file; its path,
 * malloc'd, or NULL after printing why) that makes the exports and the
 * functions of arrc_lib.h the library's only dynamic symbols, so that
 * the runtime inside it neither clashes with nor binds to another
 * library's runtime. */
char *clib_version_script(const Module *m);
/* Whether m exports a function; prints the error when it does not. */
bool clib_has_exports(const Module *m);
/* The header declaring m's exports. */
void clib_header(const Module *m, const ClibOptions *opt, StrBuf *out);

#endif
