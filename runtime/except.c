/* Exceptions that a program catches.
 *
 * Every exception, raised by the program (raise, assert) or by the
 * runtime (int('x'), an index out of range), goes through arrc_raise_str
 * (error.c). With no try statement running in the thread, that reports
 * it and ends the program, as before. Inside one, arrc_exc_throw records
 * the exception on the stack of exceptions being handled and jumps to the
 * innermost try frame; the generated code there tests the exception's
 * class and runs a handler, or raises it again to the next frame.
 *
 * The state is per thread, as Python's is. The thread pool runs each
 * worker's share of a parallel loop (a prange body, the blocks of a
 * kernel on the CPU) under arrc_exc_catch and raises the exception of the
 * lowest worker again in the thread that started the loop, once every
 * worker is done (pool.c), so a try statement around the loop catches
 * it, whichever thread raised it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_dict.h"
#include "rt_except.h"
#include "rt_stdlib.h"

_Static_assert(sizeof(arrc_try_frame) <= ARRC_TRY_FRAME_BYTES, "a try frame must fit the bytes generated code reserves");

/* One exception being handled: its class, its one argument (absent when
 * raised with none: has_arg false) and where it was raised. */
typedef struct Handled {
  struct Handled *outer;
  int kind;
  const arrc_loc *loc;
  bool has_arg;
  bool arg_is_repr;  /* msg is repr() of the argument already (a dict's missing key) */
  int64_t len;
  char msg[];
} Handled;

static _Thread_local arrc_try_frame *innermost_frame;
static _Thread_local Handled *handled;
static _Thread_local int handled_depth;

void arrc_try_push(void *frame) {
  arrc_try_frame *f = frame;
  f->outer = innermost_frame;
  f->handled_depth = handled_depth;
  f->jitted = arrc_jitted_function;
  f->recursion_depth = arrc_recursion_depth;
  innermost_frame = f;
}

void arrc_try_pop(void) {
  if (innermost_frame)
    innermost_frame = innermost_frame->outer;
}

static void drop_handled(void) {
  Handled *h = handled;
  if (!h)
    return;
  handled = h->outer;
  handled_depth--;
  free(h);
}

/* Makes h the exception the innermost frame's handlers handle and jumps
 * there. The handlers running inside that try statement are left by the
 * exception: their exceptions are dropped, as Python drops them when an
 * exception propagates out of a handler. */
static _Noreturn void throw_record(Handled *h) {
  arrc_try_frame *f = innermost_frame;
  while (handled_depth > f->handled_depth)
    drop_handled();
  h->outer = handled;
  handled = h;
  handled_depth++;
  innermost_frame = f->outer;
  /* Host code marks the jitted function it calls and clears the mark
   * when the call returns, which the jump skips (signal.c names it). */
  arrc_jitted_function = f->jitted;
  /* The calls of recursive functions that the exception left. */
  arrc_recursion_depth = f->recursion_depth;
  longjmp(f->jump, 1);
}

static bool throw_message(arrc_error_kind kind, const arrc_loc *loc, const char *msg, int64_t len, bool arg_is_repr);

bool arrc_exc_throw(arrc_error_kind kind, const arrc_loc *loc, const char *msg, int64_t len) {
  return throw_message(kind, loc, msg, len, false);
}

bool arrc_exc_throw_repr(arrc_error_kind kind, const arrc_loc *loc, const char *repr, int64_t len) {
  return throw_message(kind, loc, repr, len, true);
}

static bool throw_message(arrc_error_kind kind, const arrc_loc *loc, const char *msg, int64_t len, bool arg_is_repr) {
  if (!innermost_frame)
    return false;
  bool has_arg = msg && len >= 0;
  size_t n = has_arg ? (size_t)len : 0;
  Handled *h = malloc(sizeof *h + n + 1);
  if (!h)
    return false;
  h->kind = (int)kind;
  h->loc = loc;
  h->has_arg = has_arg;
  h->arg_is_repr = arg_is_repr;
  h->len = (int64_t)n;
  if (n)
    memcpy(h->msg, msg, n);
  h->msg[n] = '\0';
  throw_record(h);
}

_Noreturn void arrc_raise_owned(arrc_error_kind kind, const arrc_loc *loc, char *msg) {
  int64_t len = (int64_t)strlen(msg);
  if (innermost_frame) {
    Handled *h = malloc(sizeof *h + (size_t)len + 1);
    if (h) {
      h->kind = (int)kind;
      h->loc = loc;
      h->has_arg = true;
      h->arg_is_repr = false;
      h->len = len;
      memcpy(h->msg, msg, (size_t)len + 1);
      free(msg);
      throw_record(h);
    }
  }
  arrc_raise_str(kind, loc, msg, len);
}

_Noreturn void arrc_raise_key_error_owned(const arrc_loc *loc, arrc_str *repr) {
  if (innermost_frame) {
    Handled *h = malloc(sizeof *h + (size_t)repr->len + 1);
    if (h) {
      h->kind = ARRC_KEY_ERROR;
      h->loc = loc;
      h->has_arg = true;
      h->arg_is_repr = true;
      h->len = repr->len;
      memcpy(h->msg, repr->data, (size_t)repr->len + 1);
      arrc_str_decref(repr);
      throw_record(h);
    }
  }
  arrc_raise_key_error(loc, repr->data, repr->len);
}

void arrc_exc_end(void) { drop_handled(); }

/* Python's class tree of the built-in exceptions arrc knows: the base of
 * each class, Exception at the root. */
int arrc_exception_base(int kind) {
  switch (kind) {
  case ARRC_EXCEPTION: return -1;
  /* SystemExit derives from BaseException: `except Exception` does not
   * catch it. */
  case ARRC_SYSTEM_EXIT: return -1;
  case ARRC_MPI_EXCEPTION: return ARRC_RUNTIME_ERROR;
  case ARRC_ZERO_DIVISION_ERROR: case ARRC_OVERFLOW_ERROR: case ARRC_FLOATING_POINT_ERROR:
    return ARRC_ARITHMETIC_ERROR;
  case ARRC_INDEX_ERROR: case ARRC_KEY_ERROR: return ARRC_LOOKUP_ERROR;
  case ARRC_FILE_NOT_FOUND_ERROR: case ARRC_PERMISSION_ERROR: case ARRC_TIMEOUT_ERROR:
  case ARRC_CONNECTION_ERROR: case ARRC_IS_A_DIRECTORY_ERROR: case ARRC_NOT_A_DIRECTORY_ERROR:
  case ARRC_FILE_EXISTS_ERROR:
    return ARRC_OS_ERROR;
  case ARRC_BROKEN_PIPE_ERROR: return ARRC_CONNECTION_ERROR;
  case ARRC_UNICODE_ERROR: return ARRC_VALUE_ERROR;
  case ARRC_NOT_IMPLEMENTED_ERROR: case ARRC_RECURSION_ERROR: return ARRC_RUNTIME_ERROR;
  case ARRC_UNBOUND_LOCAL_ERROR: return ARRC_NAME_ERROR;
  case ARRC_MODULE_NOT_FOUND_ERROR: return ARRC_IMPORT_ERROR;
  case ARRC_AXIS_ERROR: return ARRC_VALUE_ERROR;
  case ARRC_UNSUPPORTED_OPERATION: return ARRC_OS_ERROR;
  default: return ARRC_EXCEPTION;
  }
}

/* The second base of the classes with two: numpy.AxisError is a
 * ValueError and an IndexError, io.UnsupportedOperation an OSError and a
 * ValueError. */
static int second_base(int kind) {
  switch (kind) {
  case ARRC_AXIS_ERROR: return ARRC_INDEX_ERROR;
  case ARRC_UNSUPPORTED_OPERATION: return ARRC_VALUE_ERROR;
  default: return -1;
  }
}

static bool is_subclass(int k, int kind) {
  for (; k >= 0; k = arrc_exception_base(k))
    if (k == kind || (second_base(k) >= 0 && is_subclass(second_base(k), kind)))
      return true;
  return false;
}

bool arrc_exc_matches(int32_t kind) { return handled && is_subclass(handled->kind, kind); }

int arrc_exc_current_kind(void) { return handled ? handled->kind : -1; }

/* str(e): the argument, repr() of it for a KeyError, '' without one. */
arrc_str *arrc_exc_str(void) {
  if (!handled || !handled->has_arg)
    return arrc_str_new("", 0);
  if ((arrc_exception_flags(handled->kind) & ARRC_EXC_REPR_ARG) && !handled->arg_is_repr) {
    char *quoted = arrc_rt_repr(handled->msg, handled->len);
    arrc_str *s = arrc_str_new(quoted, (int64_t)strlen(quoted));
    free(quoted);
    return s;
  }
  return arrc_str_new(handled->msg, handled->len);
}

/* An OSError made from an errno shows "[Errno 2] No such file or
 * directory: 'x'" but was made with the arguments (2, 'No such file or
 * directory'), which its repr shows: its errno and the strerror text as
 * repr() writes them, into text (NULL when msg is not such a message). */
static char *os_error_args(const char *msg) {
  int err, at = 0;
  if (sscanf(msg, "[Errno %d] %n", &err, &at) != 1 || at == 0)
    return NULL;
  const char *text = msg + at, *end = strstr(text, ": ");
  size_t n = end ? (size_t)(end - text) : strlen(text);
  char *quoted = arrc_rt_repr(text, (int64_t)n);
  size_t size = strlen(quoted) + 32;
  char *args = malloc(size);
  if (args)
    snprintf(args, size, "%d, %s", err, quoted);
  free(quoted);
  return args;
}

/* repr(e): ValueError('msg'), or ValueError() without an argument. */
arrc_str *arrc_exc_repr(void) {
  if (!handled)
    return arrc_str_new("", 0);
  const char *name = arrc_exception_name(handled->kind);
  char *quoted = NULL;
  if (handled->has_arg && is_subclass(handled->kind, ARRC_OS_ERROR))
    quoted = os_error_args(handled->msg);
  if (!quoted && handled->has_arg && handled->arg_is_repr)
    quoted = strdup(handled->msg);
  if (!quoted && handled->has_arg)
    quoted = arrc_rt_repr(handled->msg, handled->len);
  size_t n = strlen(name) + (quoted ? strlen(quoted) : 0) + 2;
  char *text = malloc(n + 1);
  if (!text)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", n + 1);
  snprintf(text, n + 1, "%s(%s)", name, quoted ? quoted : "");
  arrc_str *s = arrc_str_new(text, (int64_t)n);
  free(text);
  free(quoted);
  return s;
}

static _Noreturn void raise_record(Handled *h);

_Noreturn void arrc_exc_reraise(void) {
  Handled *h = handled;
  if (!h)
    arrc_raise(ARRC_RUNTIME_ERROR, NULL, "No active exception to reraise");
  handled = h->outer;
  handled_depth--;
  raise_record(h);
}

void *arrc_exc_catch(void (*fn)(void *), void *arg) {
  arrc_try_frame frame;
  arrc_try_push(&frame);
  if (setjmp(frame.jump) != 0) {
    Handled *h = handled;
    handled = h->outer;
    handled_depth--;
    return h;
  }
  fn(arg);
  arrc_try_pop();
  return NULL;
}

_Noreturn void arrc_exc_raise_taken(void *exception) { raise_record(exception); }

void arrc_exc_free_taken(void *exception) { free(exception); }

char *arrc_exc_describe_taken(const void *exception, const arrc_loc **loc) {
  const Handled *h = exception;
  *loc = h->loc;
  const char *name = arrc_error_kind_name((arrc_error_kind)h->kind);
  char *quoted = NULL;
  const char *arg = h->msg;
  int64_t len = h->len;
  /* As the report of an uncaught exception shows it: KeyError's argument
   * as repr(), nothing after the name for an empty one. */
  if (h->has_arg && !h->arg_is_repr && (arrc_exception_flags(h->kind) & ARRC_EXC_REPR_ARG)) {
    quoted = arrc_rt_repr(h->msg, h->len);
    arg = quoted;
    len = (int64_t)strlen(quoted);
  }
  bool shown = h->has_arg && (len > 0 || quoted);
  size_t n = strlen(name) + (shown ? (size_t)len + 3 : 1);
  char *text = malloc(n);
  if (text)
    snprintf(text, n, shown ? "%s: %.*s" : "%s", name, (int)len, arg);
  free(quoted);
  return text;
}

/* Raises h, which is on no stack, in this thread: to its innermost try
 * frame, or reported as it would have been without any. */
static _Noreturn void raise_record(Handled *h) {
  if (innermost_frame)
    throw_record(h);
  /* Uncaught: reported as it would have been without the try. The record
   * stays allocated; the program ends. */
  if (h->arg_is_repr)
    arrc_raise_key_error(h->loc, h->msg, h->len);
  arrc_raise_str((arrc_error_kind)h->kind, h->loc, h->has_arg ? h->msg : NULL, h->has_arg ? h->len : -1);
}
