/* Exceptions that a program catches (except.c): the try frames of the
 * functions running now, the exception being raised and the exceptions
 * being handled. docs/architecture.md "Exceptions" says why arrc uses
 * setjmp and longjmp for them. */
#ifndef ARRC_RT_EXCEPT_H
#define ARRC_RT_EXCEPT_H

#include <setjmp.h>

#include "arrc_rt.h"

/* Generated code reserves this many bytes, 16-byte aligned, on its stack
 * for each try statement it enters; the runtime lays an arrc_try_frame
 * over them (except.c checks that it fits). */
enum { ARRC_TRY_FRAME_BYTES = 512 };

typedef struct arrc_try_frame {
  jmp_buf jump;                  /* first: generated code passes the frame to setjmp */
  struct arrc_try_frame *outer;  /* the try around this one, in this thread */
  int handled_depth;             /* how many exceptions were being handled at its entry */
  const arrc_function_info *jitted; /* arrc_jitted_function at its entry, restored when an
                                     * exception leaves the jitted code it called */
  int64_t recursion_depth;       /* arrc_recursion_depth at its entry, restored the same way */
} arrc_try_frame;

/* Enters a try statement: from now on an exception raised in this thread
 * returns from the setjmp of this frame with 1, instead of ending the program. */
void arrc_try_push(void *frame);
/* Leaves the innermost try statement without an exception. */
void arrc_try_pop(void);

/* With a try frame active, raises by jumping to it (the frame is left,
 * and the exception becomes the one its handlers handle); without one,
 * returns false and the caller reports the exception. */
bool arrc_exc_throw(arrc_error_kind kind, const arrc_loc *loc, const char *msg, int64_t len);
/* The same for an exception whose argument is given as repr() already (a
 * dict's missing key: KeyError: (1, 2)), which str(e) shows as it is. */
bool arrc_exc_throw_repr(arrc_error_kind kind, const arrc_loc *loc, const char *repr, int64_t len);

/* Raises with a message in memory from malloc, which it frees: for
 * runtime code whose error may be caught, so that nothing leaks. */
_Noreturn void arrc_raise_owned(arrc_error_kind kind, const arrc_loc *loc, char *msg);

/* A KeyError of a missing key written as repr() in a new string, which
 * it releases. */
_Noreturn void arrc_raise_key_error_owned(const arrc_loc *loc, arrc_str *repr);

/* The handler ends (normally, or by return, break or continue): the
 * exception being handled is dropped. */
void arrc_exc_end(void);
/* Whether the exception being handled is an instance of class `kind`
 * (Python's class hierarchy: except ArithmeticError catches a ZeroDivisionError). */
bool arrc_exc_matches(int32_t kind);
/* str(e) and repr(e) of the exception being handled, as new strings. */
arrc_str *arrc_exc_str(void);
arrc_str *arrc_exc_repr(void);
/* A bare raise, and the end of a handler chain that matched nothing:
 * raises the exception being handled again. */
_Noreturn void arrc_exc_reraise(void);
/* Runs fn(arg) with a try frame of its own: NULL when it returns, else
 * the exception it raised, taken off this thread's stack of exceptions
 * (for the thread pool, which raises it again in another thread with
 * arrc_exc_raise_taken, or drops it with arrc_exc_free_taken). */
void *arrc_exc_catch(void (*fn)(void *), void *arg);
_Noreturn void arrc_exc_raise_taken(void *exception);
void arrc_exc_free_taken(void *exception);
/* A taken exception as Python shows it ("IndexError: index is out of
 * bounds"), in memory from malloc (NULL when out of memory), and where it
 * was raised in *loc (library mode, runtime/clib.c). */
char *arrc_exc_describe_taken(const void *exception, const arrc_loc **loc);
/* The class (arrc_error_kind) of the innermost exception being handled;
 * -1 when none (for tests). */
int arrc_exc_current_kind(void);

/* Python's base class of exception class kind, or -1 for Exception itself. */
int arrc_exception_base(int kind);

#endif
