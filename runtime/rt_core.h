/* Declarations the runtime's own files share beyond the ABI of arrc_rt.h:
 * program arguments, helpers for messages, element conversion and the
 * .npy reader and writer. Generated code may call the npy functions; the
 * rest is for the runtime itself and its unit tests. */
#ifndef ARRC_RT_CORE_H
#define ARRC_RT_CORE_H

#include <stdio.h>

#include "arrc_rt.h"

/* ---- program arguments (start.c, list.c) ------------------------------ */

/* The argument vector arrc_init was given; zero and NULL before it runs. */
extern int arrc_rt_argc;
extern char **arrc_rt_argv;

/* Drops the list that arrc_sys_argv keeps, so that a program that releases
 * everything it holds exits without leaks. Called by arrc_exit. */
void arrc_rt_argv_release(void);

/* ---- standard output (output.c) ---------------------------------------- */

/* Notes whether standard output is a terminal; ignores SIGPIPE. */
void arrc_rt_output_init(void);
/* Writes out what is buffered; returns 0 or the errno of the failed write. */
int arrc_rt_output_flush(void);
/* The last flush, on every way out of the program: returns status, or
 * 120 after printing Python's "Exception ignored in: <_io.TextIOWrapper
 * ...>" and the OSError when the write failed. */
int arrc_rt_output_finish(int status);
/* Prints that message for the write that failed with errno err; returns 120. */
int arrc_rt_output_report(int err);
/* The same from a signal handler: write(2) only, no lock, errors ignored. */
void arrc_rt_output_flush_in_signal(void);

/* ---- the error path (error.c) -------------------------------------------- */

/* Set by the MPI runtime (mpi.c) when MPI runs with more than one rank:
 * error lines name this rank, and a run-time error ends the whole job
 * through the abort function rather than this process alone, which would
 * leave the other ranks waiting for it. -1 and NULL otherwise. */
extern int arrc_rt_error_rank;
extern void (*arrc_rt_error_abort)(int status);
/* Ends the program after a run-time error with status. */
_Noreturn void arrc_rt_error_exit(int status);

/* ---- faults (signal.c) -------------------------------------------------- */

/* The compiler's table of the compiled functions (codegen/functable.c
 * emits this layout): the address of each function's first instruction
 * and the record of the source function it was made from (its type is in
 * arrc_rt.h). */
typedef struct {
  const void *code;
  const arrc_function_info *info;
} arrc_code_range;

/* The flags of arrc_function_info, ARRC_FUNCTION_*, are in arrc_abi.h. */

/* Installs the fault handler, with an alternate signal stack for the
 * calling (main) thread. */
void arrc_rt_signals_init(void);
/* Gives a new thread of the runtime its alternate signal stack, and takes
 * it back before the thread ends. */
void arrc_rt_thread_start(void);
void arrc_rt_thread_end(void);

/* ---- messages (print.c, array.c) -------------------------------------- */

/* Python's repr() of a string of len bytes of UTF-8 (quoted, escaped) as a
 * new NUL-terminated buffer from malloc that the caller frees: the same
 * text as arrc_text_put_str_repr, for messages. Printable non-ASCII
 * characters stay as they are; the others become \xNN, \uNNNN or
 * \UNNNNNNNN as str.isprintable() decides, and invalid bytes \udcNN, as in
 * Python. */
char *arrc_rt_repr(const char *s, int64_t len);

/* Writes a shape as NumPy's messages show it ("()", "(3,)", "(2,3)", a
 * negative entry as "newaxis") into buf of cap bytes; returns buf. Room for
 * every shape of up to 32 dimensions: ARRC_SHAPE_STR_MAX bytes. */
#define ARRC_SHAPE_STR_MAX 800
char *arrc_rt_shape_str(char *buf, size_t cap, int32_t ndim, const int64_t *shape);
/* The same as Python's repr of the shape tuple: "()", "(3,)", "(2, 3)". */
char *arrc_rt_tuple_str(char *buf, size_t cap, int32_t ndim, const int64_t *shape);

/* ---- arrays (array.c) -------------------------------------------------- */

/* NumPy's limit on the number of dimensions. */
#define ARRC_MAX_NDIM 32

/* The address of the element with flat C-order index flat. */
char *arrc_rt_elem(const arrc_array *a, int64_t flat);

/* Converts one element of dtype src at s to dtype dst at d with NumPy's
 * casting (astype) rules. */
void arrc_rt_convert(arrc_dtype dst, void *d, arrc_dtype src, const void *s);

/* Copies a's elements in C order into the contiguous buffer dst, which has
 * room for a->size elements of a->itemsize bytes. */
void arrc_rt_copy_to_contiguous(char *dst, const arrc_array *a);

/* ---- .npy files (npy.c) ------------------------------------------------ */

/* np.save(path, a): the .npy format version 1.0, C order; ".npy" is
 * appended to a path that does not end in it, as NumPy does. */
void arrc_npy_save(const arrc_str *path, const arrc_array *a, const arrc_loc *loc);

/* np.load(path) of a file the program expects to hold an array of
 * expect_dtype with expect_ndim dimensions; another dtype or rank is a
 * ValueError naming both. inferred: the program has no annotation, and
 * the type came from its uses of the array, so the message also says how
 * to state the file's type. */
arrc_array *arrc_npy_load(const arrc_str *path, arrc_dtype expect_dtype, int32_t expect_ndim, bool inferred,
                          const arrc_loc *loc);

/* The .npy prefix (magic, version 1.0, header) of a in out, which has room
 * for 1024 bytes, as NumPy 1.24 writes it; returns its length. np.savez
 * (npz.c) writes the same members. */
size_t arrc_npy_header(char *out, const arrc_array *a);

/* Reads an .npy file's contents from f (np.load's file, or an .npz
 * member): 0 and the array in *out, or the kind of the error to raise
 * with its message in *msg (malloc'ed), so that the caller can free what
 * it holds first. what names the file in messages ("'a.npy'"), source is
 * the expression an annotation would type ("np.load(path)"). */
int arrc_npy_read(FILE *f, const char *what, const char *source, arrc_dtype expect_dtype, int32_t expect_ndim,
                  bool inferred, arrc_array **out, char **msg, const arrc_loc *loc);

/* Blocks of arrays, lists and strings (objects.c): on the list of live
 * objects, so memory held when the program ends on an error stays
 * reachable. arrc_obj_alloc returns NULL when out of memory. */
void *arrc_obj_alloc(size_t n, bool zero);
void arrc_obj_free(void *obj);

#endif
