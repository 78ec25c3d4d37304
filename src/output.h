/* Output files as gcc and binutils leave them: complete or absent (written
 * under a temporary name and renamed into place), with the permissions the
 * umask gives, devices and FIFOs (-o /dev/null) written in place, and the
 * input never overwritten. */
#ifndef ARRC_OUTPUT_H
#define ARRC_OUTPUT_H

#include <stdbool.h>

#include "util.h"

/* What an output is, for its permissions: text (tokens, an AST, IR, LLVM
 * IR, PTX, assembly, a dependency file) keeps an existing file's mode, as
 * cc1 writing it does; an object gets 0666 and an executable 0777, less
 * the umask, as the assembler and the linker give a new file. */
typedef enum { OUTPUT_TEXT, OUTPUT_OBJECT, OUTPUT_EXECUTABLE } OutputKind;

/* Checks, before compiling, that path can become the output of input:
 * not the input itself (also through another name or a hard link), not a
 * directory, in a directory that exists. Prints gcc's message and returns
 * false when not. */
bool output_check(const char *input, const char *path);

/* A new empty temporary file for the output path: beside it, so that the
 * rename stays within one file system, or in $TMPDIR when path is NULL or
 * names a device or FIFO. Registered for removal at a signal; malloc'd;
 * NULL after printing an error. */
char *output_temp(const char *path, const char *suffix);

/* Moves the finished temporary file tmp to path (renaming, or copying into
 * a device or FIFO) with kind's permissions, and forgets tmp. Returns 0,
 * or 1 after printing an error and removing tmp. */
int output_install(const char *tmp, const char *path, OutputKind kind);

/* Writes text to path through a temporary file. Returns 0 or 1. */
int output_write_text(const char *path, const StrBuf *text);

/* Removes an output a later step failed after (a dependency file could not
 * be written): gcc deletes its outputs when the compilation fails. A
 * device or FIFO is left alone. */
void output_discard(const char *path);

#endif
