/* Typing rules of open() and of the methods of the text files it returns
 * (host code only: Numba has no files). Arguments have Python's types:
 * the path and mode strings, an integer size, strings to write. */
#include <string.h>

#include "builtins_file.h"

static const Type *arg_error(CallInfo *c, int k, const char *what) {
  SrcLoc loc = c->call->arglocs ? c->call->arglocs[k] : c->call->loc;
  return infer_error(c->I, loc, "%s() argument %d must be %s, not %s", strrchr(c->path, '.') + 1, k + 1, what,
                     c->types[k]->name);
}

/* A constant mode with 'b' is refused here; others at run time. */
const Type *t_open(CallInfo *c) {
  if (c->types[0]->kind != TY_STR)
    return arg_error(c, 0, "str (a path)");
  if (c->nargs > 1 && c->types[1]->kind != TY_STR)
    return arg_error(c, 1, "str");
  if (c->nargs > 1 && c->args[1]->op == IR_CONST_STR && memchr(c->args[1]->imm.str.s, 'b', c->args[1]->imm.str.len))
    return infer_error(c->I, c->call->loc, "binary files (mode '%.*s') are not supported by arrc; open text files",
                       (int)c->args[1]->imm.str.len, c->args[1]->imm.str.s);
  for (int k = 2; k < c->nargs; k++)
    if (c->types[k]->kind != TY_STR && c->types[k]->kind != TY_NONE)
      return arg_error(c, k, "str");
  return ty_file;
}

const Type *t_file_read(CallInfo *c) {
  if (c->nargs > 0 && !type_is_int(c->types[0]) && c->types[0]->kind != TY_BOOL && c->types[0]->kind != TY_NONE)
    return infer_error(c->I, c->call->loc, "argument should be integer or None, not '%s'", c->types[0]->name);
  return ty_str;
}

const Type *t_file_readlines(CallInfo *c) {
  (void)c;
  return type_list(ty_str);
}

const Type *t_file_write(CallInfo *c) {
  if (c->types[0]->kind != TY_STR)
    return infer_error(c->I, c->call->loc, "write() argument must be str, not %s", c->types[0]->name);
  return ty_int64;
}

const Type *t_file_writelines(CallInfo *c) {
  if (c->types[0]->kind != TY_LIST || c->types[0]->elem != ty_str)
    return infer_error(c->I, c->call->loc, "writelines() takes a list of str, not %s", c->types[0]->name);
  return ty_none;
}

const Type *t_file_close(CallInfo *c) {
  (void)c;
  return ty_none;
}
