/* The ABI header (runtime/arrc_abi.h) that the code generator and the
 * runtime share. The layouts are checked against the byte offsets that
 * programs compiled before the header existed relied on, so a change of a
 * record is a deliberate act (it breaks every compiled program); the
 * tables are checked against the runtime's functions that print them. */
#include <criterion/criterion.h>
#include <string.h>

#include "arrc_rt.h"

/* The header of an array: refcount 0, owner 8, data 16, ndim 24, dtype 28,
 * itemsize 32, size 40, then shape and strides from 48. */
_Static_assert(offsetof(arrc_array, refcount) == 0, "arrc_array.refcount");
_Static_assert(offsetof(arrc_array, owner) == 8, "arrc_array.owner");
_Static_assert(offsetof(arrc_array, data) == 16, "arrc_array.data");
_Static_assert(offsetof(arrc_array, ndim) == 24, "arrc_array.ndim");
_Static_assert(offsetof(arrc_array, dtype) == 28, "arrc_array.dtype");
_Static_assert(offsetof(arrc_array, itemsize) == 32, "arrc_array.itemsize");
_Static_assert(offsetof(arrc_array, size) == 40, "arrc_array.size");
_Static_assert(offsetof(arrc_array, dims) == 48 && sizeof(arrc_array) == 48, "arrc_array.dims");

/* Strings and lists: the fields generated code reads in place. */
_Static_assert(offsetof(arrc_str, len) == 8 && offsetof(arrc_str, data) == 16, "arrc_str");
_Static_assert(offsetof(arrc_list, len) == 8, "arrc_list.len");
_Static_assert(sizeof(arrc_elem_field) == 8, "arrc_elem_field: two int32");

/* The arguments of string formatting, which generated code fills on the
 * stack (codegen/lib_format.c): kind, bits, imag_bits, str, repr,
 * type_name. */
_Static_assert(offsetof(arrc_fmt_arg, bits) == 8 && offsetof(arrc_fmt_arg, imag_bits) == 16 &&
                   offsetof(arrc_fmt_arg, str) == 24 && offsetof(arrc_fmt_arg, repr) == 32 &&
                   offsetof(arrc_fmt_arg, type_name) == 40 && sizeof(arrc_fmt_arg) == 48,
               "arrc_fmt_arg");

/* The thread context of kernels run on the CPU. */
_Static_assert(offsetof(arrc_thread, tid) == 0 && offsetof(arrc_thread, bid) == 12 &&
                   offsetof(arrc_thread, bdim) == 24 && offsetof(arrc_thread, gdim) == 36,
               "arrc_thread's int32[3] groups");
_Static_assert(offsetof(arrc_thread, shared) == 48 && offsetof(arrc_thread, block) == 56 &&
                   offsetof(arrc_thread, dynamic_shared) == 64 && offsetof(arrc_thread, dynamic_shared_bytes) == 72,
               "arrc_thread");

/* numba.cuda.random's states: two uint64 words each, as the runtime's
 * (n, 2) uint64 array holds them. */
_Static_assert(sizeof(arrc_xoroshiro_state) == 2 * sizeof(uint64_t) && offsetof(arrc_xoroshiro_state, s1) == 8,
               "arrc_xoroshiro_state");

/* Codes stored in headers and passed by generated code. */
_Static_assert(ARRC_BOOL == 0 && ARRC_INT64 == 4 && ARRC_FLOAT64 == 10 && ARRC_COMPLEX128 == 12 &&
                   ARRC_DTYPE_COUNT == 13,
               "dtype codes");
_Static_assert(ARRC_DEVICE_DATA >= ARRC_DTYPE_COUNT, "the device flag is outside the dtype codes");
_Static_assert(ARRC_REDUCE_NUMPY_ORDER >= ARRC_REDUCE_COUNT, "the order flag is outside the reduction codes");
_Static_assert(ARRC_ELEM_PLAIN == 0, "a list of plain data is kind 0");

Test(abi, dtype_table) {
  static const char *const names[] = {"bool",  "int8",   "int16",   "int32",   "int64",     "uint8",     "uint16",
                                      "uint32", "uint64", "float32", "float64", "complex64", "complex128"};
  static const int64_t sizes[] = {1, 1, 2, 4, 8, 1, 2, 4, 8, 4, 8, 8, 16};
  for (int k = 0; k < ARRC_DTYPE_COUNT; k++) {
    cr_expect_str_eq(arrc_dtype_name((arrc_dtype)k), names[k]);
    cr_expect_eq(arrc_dtype_size((arrc_dtype)k), sizes[k]);
  }
}

/* Every exception's name looks up to its own code, and the runtime prints
 * that name. */
Test(abi, exception_table) {
  for (int k = 0; k < ARRC_ERROR_KIND_COUNT; k++) {
    const char *name = arrc_exception_name(k);
    cr_expect_eq(arrc_exception_lookup(name, strlen(name)), k, "%s", name);
    cr_expect_str_eq(arrc_error_kind_name((arrc_error_kind)k), name);
  }
  cr_expect_eq(arrc_exception_lookup("NoSuchError", 11), -1);
  cr_expect_eq(arrc_exception_lookup("KeyErrorX", 8), ARRC_KEY_ERROR);
  cr_expect_str_eq(arrc_exception_name(ARRC_ERROR_KIND_COUNT), "Exception");
  cr_expect_eq(arrc_exception_flags(ARRC_CUDA_ERROR) & ARRC_EXC_BUILTIN, 0u);
  cr_expect_neq(arrc_exception_flags(ARRC_ARITHMETIC_ERROR) & ARRC_EXC_BUILTIN, 0u);
  cr_expect_neq(arrc_exception_flags(ARRC_KEY_ERROR) & ARRC_EXC_REPR_ARG, 0u);
  cr_expect_eq(arrc_exception_flags(ARRC_VALUE_ERROR) & ARRC_EXC_REPR_ARG, 0u);
}
