/* Python values as bytes (serialize.c), for mpi4py's lowercase methods
 * (comm.send, comm.bcast, comm.reduce, ...: runtime/mpi_obj.c), which
 * mpi4py implements with pickle. arrc serializes its own values: the
 * compiler knows each value's type, and tells the runtime with a
 * descriptor string that also gives the layout of the value in memory
 * (codegen/lib_mpi_obj.c writes it):
 *
 *   n                     None (no bytes in memory)
 *   ? b h i l B H I L     bool, int8..int64, uint8..uint64 (NumPy's type
 *   f d F D               characters), float32, float64, complex64, complex128
 *   s                     a str (arrc_str *)
 *   a<c><N>               an array (arrc_array *) of scalar character c and
 *                         N dimensions, N written as the letter 'A' + N
 *   (<size>:<off>:<d>...) a tuple laid out as the code generator lays it out:
 *                         size bytes, each element at its byte offset
 *   o<size>:<off>:<d>     an optional (None or a value of d): a flag byte,
 *                         and the value at byte offset off when the flag is set
 *   [<k>:<d>              a list (arrc_list *) of elements d; new lists of
 *                         this type are made like protos[k], an empty list
 *                         the generated code made
 *   {<k>:<d><e>           a dict (arrc_dict *) of keys d and values e, made
 *                         with the layout of the empty dict protos[k]
 *
 * The bytes of a value ("the wire form"): a number's bytes; a str's length
 * (int64) and its UTF-8 bytes; an array's dtype, dimension count and
 * shape (int64 each) and its elements in C order; a tuple's elements in
 * order; an optional's flag byte and its value when it has one; a list's
 * length (int64) and its elements; a dict's length and its entries in
 * order, each its key's hash (int64), key and value. Both ends of a message
 * run the same program, so they agree on byte order and sizes.
 *
 * Nothing here needs MPI: the unit tests link this file alone. */
#ifndef ARRC_RT_SERIALIZE_H
#define ARRC_RT_SERIALIZE_H

#include "arrc_rt.h"

/* A growing byte buffer (data is malloc'ed; free it with free()). */
typedef struct {
  char *data;
  int64_t len, cap;
} arrc_ser_buf;

/* Appends the wire form of the value at value (of descriptor desc). A
 * device array is a TypeError (mpi4py cannot pickle one either). */
void arrc_ser_put(arrc_ser_buf *b, const char *desc, const void *value, const arrc_loc *loc);
/* Reads a value of descriptor desc from the len bytes at data into out,
 * as new references; returns the bytes read. A message that does not hold
 * such a value is a TypeError naming what, so that a message sent by
 * another call (a buffer Send) is not read as garbage. */
int64_t arrc_ser_get(const char *desc, void *const *protos, const char *data, int64_t len, void *out,
                     const arrc_loc *loc);
/* The bytes a value of descriptor desc takes in memory. */
int64_t arrc_ser_value_size(const char *desc);
/* Drops the references the value at value holds. */
void arrc_ser_release(const char *desc, void *value);
/* A 32-bit digest of the type desc describes (not its layout), which
 * point-to-point messages carry so that a receive of another type fails
 * with a clear message. */
uint32_t arrc_ser_type_digest(const char *desc);

/* out = op(x, y) with mpi4py's operators on Python values (its
 * _op_SUM(x, y) is x + y, _op_MAX is y if y > x else x, _op_LAND is
 * x and y, _op_MAXLOC compares (value, index) pairs, ...), op a code of
 * ARRC_MPI_OPS. x and y are references the call consumes; out receives
 * a new one. Arrays combine element by element as NumPy does. What Python
 * would refuse (complex numbers compared, & of floats) is a TypeError
 * with Python's message. */
void arrc_ser_combine(const char *desc, int32_t op, void *x, void *y, void *out, const arrc_loc *loc);

#endif
