/* Typing rules of open() and the methods of text files (builtins_file.c),
 * named by the rows of ir/builtins.def. */
#ifndef ARRC_BUILTINS_FILE_H
#define ARRC_BUILTINS_FILE_H

#include "infer.h"

const Type *t_open(CallInfo *c);
const Type *t_file_read(CallInfo *c);
const Type *t_file_readlines(CallInfo *c);
const Type *t_file_write(CallInfo *c);
const Type *t_file_writelines(CallInfo *c);
const Type *t_file_close(CallInfo *c);

#endif
