/* The ABI that the code generator (codegen/) and the runtime (runtime/)
 * share: the layouts of the records generated code reads by offset, and
 * every code one side passes and the other interprets. Both include this
 * one header, so a layout or a number exists once: codegen takes field
 * offsets from offsetof on these structs and codes from these enums, never
 * from numbers written by hand. The front end (ir/) includes it too, for
 * the names of the exception classes a program may raise.
 *
 * Lists of names are X-macros: each row is expanded once into the enum and
 * again wherever a table of names or properties is needed, so a name and
 * its code cannot drift apart. tests/unit/test_abi.c checks the layouts.
 *
 * Everything here is plain C with no functions of the runtime, so the
 * compiler can include it without linking the runtime. */
#ifndef ARRC_ABI_H
#define ARRC_ABI_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* ---- exceptions --------------------------------------------------------- */

/* What the program may do with an exception class. BUILTIN: it is a name
 * of Python's builtins namespace that programs may raise (ir/scope.c).
 * REPR_ARG: Python shows its one argument as repr(), not str() (KeyError's
 * __str__), so `raise KeyError("k")` ends with "KeyError: 'k'". */
enum { ARRC_EXC_BUILTIN = 1, ARRC_EXC_REPR_ARG = 2 };

/* X(CODE, PythonName, flags): the exceptions a compiled program can end
 * with, in the order of their codes (the first rows keep the codes they
 * had before this table existed). CudaError is the runtime's own (a
 * failure of the CUDA driver), not a name programs can use; NumPy's
 * numpy.AxisError (an axis out of range in host code) prints with its
 * module, as Python prints a class that is not a builtin. */
#define ARRC_EXCEPTIONS(X)                                            \
  X(ZERO_DIVISION_ERROR, ZeroDivisionError, ARRC_EXC_BUILTIN)         \
  X(INDEX_ERROR, IndexError, ARRC_EXC_BUILTIN)                        \
  X(VALUE_ERROR, ValueError, ARRC_EXC_BUILTIN)                        \
  X(MEMORY_ERROR, MemoryError, ARRC_EXC_BUILTIN)                      \
  X(ASSERTION_ERROR, AssertionError, ARRC_EXC_BUILTIN)                \
  X(FILE_NOT_FOUND_ERROR, FileNotFoundError, ARRC_EXC_BUILTIN)        \
  X(OS_ERROR, OSError, ARRC_EXC_BUILTIN)                              \
  X(CUDA_ERROR, CudaError, 0)                                         \
  X(TYPE_ERROR, TypeError, ARRC_EXC_BUILTIN)                          \
  X(RUNTIME_ERROR, RuntimeError, ARRC_EXC_BUILTIN)                    \
  X(KEY_ERROR, KeyError, ARRC_EXC_BUILTIN | ARRC_EXC_REPR_ARG)        \
  X(OVERFLOW_ERROR, OverflowError, ARRC_EXC_BUILTIN)                  \
  X(NOT_IMPLEMENTED_ERROR, NotImplementedError, ARRC_EXC_BUILTIN)     \
  X(EXCEPTION, Exception, ARRC_EXC_BUILTIN)                           \
  X(BROKEN_PIPE_ERROR, BrokenPipeError, ARRC_EXC_BUILTIN)             \
  X(RECURSION_ERROR, RecursionError, ARRC_EXC_BUILTIN)                \
  X(NAME_ERROR, NameError, ARRC_EXC_BUILTIN)                          \
  X(UNBOUND_LOCAL_ERROR, UnboundLocalError, ARRC_EXC_BUILTIN)         \
  X(ARITHMETIC_ERROR, ArithmeticError, ARRC_EXC_BUILTIN)              \
  X(FLOATING_POINT_ERROR, FloatingPointError, ARRC_EXC_BUILTIN)       \
  X(LOOKUP_ERROR, LookupError, ARRC_EXC_BUILTIN)                      \
  X(ATTRIBUTE_ERROR, AttributeError, ARRC_EXC_BUILTIN)                \
  X(BUFFER_ERROR, BufferError, ARRC_EXC_BUILTIN)                      \
  X(EOF_ERROR, EOFError, ARRC_EXC_BUILTIN)                            \
  X(IMPORT_ERROR, ImportError, ARRC_EXC_BUILTIN)                      \
  X(MODULE_NOT_FOUND_ERROR, ModuleNotFoundError, ARRC_EXC_BUILTIN)    \
  X(PERMISSION_ERROR, PermissionError, ARRC_EXC_BUILTIN)              \
  X(TIMEOUT_ERROR, TimeoutError, ARRC_EXC_BUILTIN)                    \
  X(CONNECTION_ERROR, ConnectionError, ARRC_EXC_BUILTIN)              \
  X(IS_A_DIRECTORY_ERROR, IsADirectoryError, ARRC_EXC_BUILTIN)        \
  X(NOT_A_DIRECTORY_ERROR, NotADirectoryError, ARRC_EXC_BUILTIN)      \
  X(FILE_EXISTS_ERROR, FileExistsError, ARRC_EXC_BUILTIN)             \
  X(REFERENCE_ERROR, ReferenceError, ARRC_EXC_BUILTIN)                \
  X(SYSTEM_ERROR, SystemError, ARRC_EXC_BUILTIN)                      \
  X(UNICODE_ERROR, UnicodeError, ARRC_EXC_BUILTIN)                    \
  X(STOP_ITERATION, StopIteration, ARRC_EXC_BUILTIN)                  \
  X(SYNTAX_ERROR, SyntaxError, ARRC_EXC_BUILTIN)                      \
  X(AXIS_ERROR, numpy.AxisError, 0)                                   \
  X(UNSUPPORTED_OPERATION, io.UnsupportedOperation, 0)              \
  X(LIN_ALG_ERROR, numpy.linalg.LinAlgError, 0)                      \
  X(BAD_ZIP_FILE, zipfile.BadZipFile, 0)                              \
  X(ZLIB_ERROR, zlib.error, 0)                                        \
  X(MPI_EXCEPTION, mpi4py.MPI.Exception, 0)                            \
  X(SYSTEM_EXIT, SystemExit, ARRC_EXC_BUILTIN)

typedef enum {
#define ARRC_X_ENUM(code, name, flags) ARRC_##code,
  ARRC_EXCEPTIONS(ARRC_X_ENUM)
#undef ARRC_X_ENUM
  ARRC_ERROR_KIND_COUNT
} arrc_error_kind;

/* The Python name of exception kind k ("Exception" for a code out of
 * range), its flags, and the kind of a Python name (-1: none). */
static inline const char *arrc_exception_name(int k) {
  static const char *const names[] = {
#define ARRC_X_NAME(code, name, flags) #name,
      ARRC_EXCEPTIONS(ARRC_X_NAME)
#undef ARRC_X_NAME
  };
  return (unsigned)k < ARRC_ERROR_KIND_COUNT ? names[k] : "Exception";
}

static inline unsigned arrc_exception_flags(int k) {
  static const unsigned char flags[] = {
#define ARRC_X_FLAGS(code, name, flags) flags,
      ARRC_EXCEPTIONS(ARRC_X_FLAGS)
#undef ARRC_X_FLAGS
  };
  return (unsigned)k < ARRC_ERROR_KIND_COUNT ? flags[k] : 0;
}

static inline int arrc_exception_lookup(const char *name, size_t len) {
  for (int k = 0; k < ARRC_ERROR_KIND_COUNT; k++) {
    const char *n = arrc_exception_name(k);
    if (strlen(n) == len && memcmp(n, name, len) == 0)
      return k;
  }
  return -1;
}

/* ---- dtypes --------------------------------------------------------------- */

/* X(CODE, numpy_name, itemsize) in the order of the codes. */
#define ARRC_DTYPES(X)         \
  X(BOOL, bool, 1)             \
  X(INT8, int8, 1)             \
  X(INT16, int16, 2)           \
  X(INT32, int32, 4)           \
  X(INT64, int64, 8)           \
  X(UINT8, uint8, 1)           \
  X(UINT16, uint16, 2)         \
  X(UINT32, uint32, 4)         \
  X(UINT64, uint64, 8)         \
  X(FLOAT32, float32, 4)       \
  X(FLOAT64, float64, 8)       \
  X(COMPLEX64, complex64, 8)   \
  X(COMPLEX128, complex128, 16)

typedef enum {
#define ARRC_X_ENUM(code, name, size) ARRC_##code,
  ARRC_DTYPES(ARRC_X_ENUM)
#undef ARRC_X_ENUM
  ARRC_DTYPE_COUNT
} arrc_dtype;

/* Set in an array's dtype field when its data is device memory (rt_gpu.h). */
#define ARRC_DEVICE_DATA 0x100

/* ---- arrays, strings, lists -------------------------------------------- */

/* A strided array. The header never changes after creation: a view is a
 * new header that holds a reference to the array owning the memory.
 * Generated code reads data, itemsize, size and dims in place, and the GPU
 * module builds headers of this layout for views (codegen/array.c). */
typedef struct arrc_array {
  int64_t refcount;
  struct arrc_array *owner;  /* the array whose memory this views; NULL if it owns data */
  char *data;
  int32_t ndim;
  int32_t dtype;             /* arrc_dtype */
  int64_t itemsize;
  int64_t size;              /* the number of elements */
  int64_t dims[];            /* shape[0..ndim), then strides[0..ndim) in bytes */
} arrc_array;

/* A string: generated code reads len and data in place. */
typedef struct arrc_str {
  int64_t refcount;
  int64_t len;
  int64_t chars;             /* code points: equal to len when the text is ASCII */
  int64_t cursor;            /* a code point index (high half) and its byte offset
                              * (low half) found before, where indexing text that is
                              * not ASCII starts scanning; 0 (the start) when new */
  char data[];               /* len bytes, then a NUL */
} arrc_str;

/* What a list's elements are, so that dropping the list drops them: plain
 * data, one reference (an array, a list, a string), or several references
 * inside each element (ARRC_ELEM_FIELDS: a tuple or an optional holding
 * them), which the list's field table locates. The same codes tell
 * arrc_release what it releases. */
typedef enum { ARRC_ELEM_PLAIN, ARRC_ELEM_ARRAY, ARRC_ELEM_LIST, ARRC_ELEM_STR, ARRC_ELEM_FIELDS,
               ARRC_ELEM_DICT, ARRC_ELEM_SET, ARRC_ELEM_OBJECT } arrc_elem_kind;

/* A reference inside an element: its byte offset and its kind (ARRC_ELEM_ARRAY,
 * _LIST or _STR). Generated code emits tables of these. */
typedef struct {
  int32_t offset, kind;
} arrc_elem_field;

/* How list.sort, sorted, min, max, index, count and remove compare
 * elements or keys: a table of arrc_elem_field whose kinds are these codes,
 * one per scalar inside the value (a tuple's, flattened, in order), which
 * the runtime compares lexicographically as Python compares tuples. A list
 * inside the value is an ARRC_ORDER_LIST entry, then an entry whose offset
 * is the number of entries that follow for its elements, then those. */
typedef enum {
  ARRC_ORDER_I8, ARRC_ORDER_I16, ARRC_ORDER_I32, ARRC_ORDER_I64,
  ARRC_ORDER_U8, ARRC_ORDER_U16, ARRC_ORDER_U32, ARRC_ORDER_U64,
  ARRC_ORDER_F32, ARRC_ORDER_F64, ARRC_ORDER_STR, ARRC_ORDER_LIST
} arrc_order_kind;

/* A list: generated code reads len in place. */
typedef struct arrc_list {
  int64_t refcount;
  int64_t len, cap;
  int64_t itemsize;
  int32_t elem_kind;         /* arrc_elem_kind */
  int32_t nfields;           /* ARRC_ELEM_FIELDS: the entries of fields */
  char *data;                /* len elements of itemsize bytes */
  const arrc_elem_field *fields; /* ARRC_ELEM_FIELDS: a table that outlives the list */
} arrc_list;

/* ---- dicts and sets (runtime/dict.c, runtime/set.c) ------------------- */

/* How two keys compare, one field at a time: integers and bools by their
 * bytes (1, 2, 4 or 8), floats as numbers (0.0 == -0.0), strings by their
 * text. A key's fields are all its scalars (a tuple's elements, in order). */
enum { ARRC_KEY_B1 = 1, ARRC_KEY_B2 = 2, ARRC_KEY_B4 = 4, ARRC_KEY_B8 = 8, ARRC_KEY_F32 = 16, ARRC_KEY_F64,
       ARRC_KEY_STR };

/* Where a key and its value lie in an entry: the hash, the entry's state,
 * then the key at ARRC_ENTRY_KEY and the value at value_offset. Generated
 * code makes one constant layout per dict or set type; the reference
 * tables list the references in the key and in the value (offsets from
 * the key's and the value's start; a string key is {0, ARRC_ELEM_STR}). */
enum { ARRC_ENTRY_KEY = 16 };
typedef struct arrc_dict_layout {
  int64_t key_size, value_size, entry_size, value_offset;
  int32_t nkey_cmp, nkey_refs, nvalue_refs, is_set;
  const arrc_elem_field *key_cmp, *key_refs, *value_refs;
} arrc_dict_layout;

/* A dict (entries in insertion order, found through an index table, as
 * CPython's compact dict) or a set (CPython's open-addressed set table,
 * whose slot order is the order a set prints in). Generated code reads len
 * in place. */
typedef struct arrc_dict {
  int64_t refcount;
  int64_t len;               /* live entries */
  const arrc_dict_layout *layout;
  char *entries;             /* dict: nentries in order; set: mask + 1 slots */
  int64_t nentries;          /* dict: entries made (live or deleted); set: fill */
  int64_t cap;               /* dict: room for entries; set: mask */
  int64_t *index;            /* dict: index_mask + 1 slots, entry numbers or -1 */
  int64_t index_mask;
  int64_t finger;            /* set: where pop looks first */
  int64_t typed;             /* dict: made by jitted code, a numba.typed.Dict, whose
                              * str() shows keys and values by str() */
} arrc_dict;

/* arrc_set_op's operators: | & - ^, or'ed with INPLACE for |= &= -= ^=. */
enum { ARRC_SET_OR, ARRC_SET_AND, ARRC_SET_SUB, ARRC_SET_XOR, ARRC_SET_INPLACE = 0x10 };
/* An instance of a class of the program (runtime/object.c): this header,
 * then its fields as the code generator lays them out. The references
 * among the fields (arrays, lists, strings, other instances) are listed
 * in refs, byte offsets from the object's start, so that dropping the
 * object drops them. */
typedef struct arrc_object {
  int64_t refcount;
  int32_t nrefs;
  int32_t unused;
  const arrc_elem_field *refs;   /* a table that outlives the object */
} arrc_object;

/* ---- operations ---------------------------------------------------------- */

/* X(CODE, method_name): whole-array reductions (arrc_array_reduce_i64,
 * _f64, _axis), named as the methods and NumPy functions they implement;
 * the compiler's ReduceOp (ir/library.h) takes its values from here. */
#define ARRC_REDUCTIONS(X) \
  X(SUM, sum)              \
  X(PROD, prod)            \
  X(MIN, min)              \
  X(MAX, max)              \
  X(MEAN, mean)            \
  X(ARGMIN, argmin)        \
  X(ARGMAX, argmax)        \
  X(ALL, all)              \
  X(ANY, any)

enum {
#define ARRC_X_ENUM(code, name) ARRC_REDUCE_##code,
  ARRC_REDUCTIONS(ARRC_X_ENUM)
#undef ARRC_X_ENUM
  ARRC_REDUCE_COUNT
};
/* Or'ed into arrc_array_reduce_axis's op: float sums in NumPy's pairwise
 * order (host code), not one by one (jitted code, as Numba). */
#define ARRC_REDUCE_NUMPY_ORDER 0x100

/* X(CODE): the statistics of runtime/stats.c (arrc_stats_reduce): NumPy's
 * np.var, np.std, np.median, np.quantile (np.percentile with
 * ARRC_STATS_PERCENT), their nan-ignoring forms, the nan-ignoring sums,
 * products, extremes and means, and np.ptp. */
#define ARRC_STATS_OPS(X) \
  X(VAR) X(STD) X(MEDIAN) X(QUANTILE) X(NANMEAN) X(NANVAR) X(NANSTD) X(NANSUM) X(NANPROD) X(NANMAX) \
  X(NANMIN) X(NANMEDIAN) X(NANQUANTILE) X(PTP) X(MEAN)

enum {
#define ARRC_X_ENUM(code) ARRC_STATS_##code,
  ARRC_STATS_OPS(ARRC_X_ENUM)
#undef ARRC_X_ENUM
  ARRC_STATS_COUNT
};
/* arrc_stats_reduce's flags: Numba's algorithm (jitted code) instead of
 * NumPy's; along one axis; keeping the reduced axis as 1; q in percent;
 * q an array (the result has its dimension first). */
enum { ARRC_STATS_JIT = 1, ARRC_STATS_AXIS = 2, ARRC_STATS_KEEPDIMS = 4, ARRC_STATS_PERCENT = 8,
       ARRC_STATS_QARRAY = 16 };

/* arrc_pow_i64's modes: what an integer power with a negative exponent
 * gives where the code runs (runtime/number.c). */
enum { ARRC_POW_NUMBA, ARRC_POW_NUMBA_QUIET, ARRC_POW_PYTHON, ARRC_POW_NUMPY };

/* The order of a whole-array float sum (arrc_array_float_sum): NumPy's
 * (host code), or one by one in C order or in Fortran order (Numba, by the
 * array type's layout). */
enum { ARRC_SUM_C = 0, ARRC_SUM_NUMPY = 1, ARRC_SUM_FORTRAN = 2 };

/* The floating-point conditions of arrc_fp_warn_flags. */
enum { ARRC_FP_DIVIDE_BY_ZERO = 1, ARRC_FP_OVERFLOW = 2, ARRC_FP_INVALID = 4 };

/* np.set_printoptions: the value that leaves an option as it is (an
 * argument given as None or not given). */
#define ARRC_PRINT_OPTION_UNCHANGED INT64_MIN

/* Which bounds of a slice were not written (arrc_slice_indices's absent). */
enum { ARRC_SLICE_NO_LO = 1, ARRC_SLICE_NO_HI = 2, ARRC_SLICE_NO_STEP = 4 };

/* What an argument of '%' formatting, str.format() or format() is
 * (arrc_fmt_arg.kind, runtime/strformat.c): a Python object of that type.
 * FLOAT32 and COMPLEX64 are NumPy scalars, whose str() has float32's own
 * shortest digits; OBJECT is any other value, given by its str() and
 * repr(). */
enum {
  ARRC_FMT_BOOL, ARRC_FMT_INT, ARRC_FMT_UINT, ARRC_FMT_FLOAT, ARRC_FMT_FLOAT32, ARRC_FMT_COMPLEX,
  ARRC_FMT_COMPLEX64, ARRC_FMT_STR, ARRC_FMT_OBJECT
};

/* ---- random numbers ------------------------------------------------------ */

/* A Mersenne Twister state (MT19937) with its cached Gaussian. Jitted code
 * draws np.random.random() and random.random() inline from this thread's
 * state (codegen/lib_random.c), as Numba does, and calls the runtime only
 * when fewer than two words are left: so "left" counts the words not yet
 * tempered, and a state with none left (a new one, never seeded) takes
 * the runtime's path, which seeds it. */
enum { ARRC_MT_N = 624 };
typedef struct arrc_mt {
  uint32_t mt[ARRC_MT_N];
  int32_t left;      /* words of mt not yet used; the next is mt[ARRC_MT_N - left] */
  _Bool has_gauss;   /* a second normal value waits in gauss */
  _Bool initialized; /* false until seeded, by a seed call or from entropy */
  double gauss;
} arrc_mt;
/* Which of this thread's generators arrc_jit_random_state returns: Numba's
 * np.random one or its random module one (runtime/random.c). */
enum { ARRC_JIT_NP = 0, ARRC_JIT_PY = 1 };

/* ---- functions and kernels ------------------------------------------------- */

/* The flags of arrc_function_info (codegen/functable.c writes them). */
enum { ARRC_FUNCTION_CHECKS_BOUNDS = 1, ARRC_FUNCTION_MODULE = 2, ARRC_FUNCTION_HOST = 4 };

/* One GPU thread's view of the launch, for kernels run on the CPU:
 * generated code reads the fields in place. */
typedef struct arrc_thread {
  int32_t tid[3];      /* threadIdx.x, .y, .z */
  int32_t bid[3];      /* blockIdx */
  int32_t bdim[3];     /* blockDim */
  int32_t gdim[3];     /* gridDim */
  char *shared;        /* this block's shared memory, 16-byte aligned */
  void *block;         /* the runtime's state of this block (barriers) */
  char *dynamic_shared;          /* the launch's dynamic shared memory, after the static */
  int64_t dynamic_shared_bytes;  /* its size: the launch's fourth configuration value */
} arrc_thread;

/* The bits of arrc_kernel.uses_barrier (rt_gpu.h). A kernel that calls
 * grid.sync(), itself or in a device function, is launched cooperatively
 * on the GPU (cuLaunchCooperativeKernel, its grid checked against the
 * blocks the GPU can keep resident at once), and on the CPU runs every
 * thread of its grid as a fiber of one worker, so that all blocks can wait
 * for each other. */
enum { ARRC_KERNEL_BARRIER = 1, ARRC_KERNEL_GRID_SYNC = 2,
       /* It calls print(): on the CPU its blocks and threads run one after
        * another in the order of Numba's simulator, so that the lines come
        * in its order; on the GPU the launch waits for the kernel, whose
        * device printf output the driver writes at that point. */
       ARRC_KERNEL_PRINTS = 4 };

/* What a kernel parameter is (arrc_kernel's param_kind). ARRC_PARAM_NONE
 * has no value (None): the launch's args keep a NULL slot for it, but the
 * kernel's PTX entry has no .param, so the driver is not given one.
 * ARRC_PARAM_ARRAY is the device address of an array header in device
 * memory (the kernels of cuda ufuncs); ARRC_PARAM_ARRAY_VALUE is the
 * array's device header itself, param_size bytes, passed by value in the
 * parameter space (the kernels of @cuda.jit), so that the kernel reads
 * data pointer, shape and strides with ld.param. On the CPU both are an
 * arrc_array pointer. */
enum { ARRC_PARAM_SCALAR = 0, ARRC_PARAM_ARRAY = 1, ARRC_PARAM_NONE = 2,
       /* A tuple (passed by value) holding arrays at the byte offsets
        * arrc_kernel's tuple_arrays lists: pointers to device headers. */
       ARRC_PARAM_TUPLE = 3, ARRC_PARAM_ARRAY_VALUE = 4 };

/* The limits of every launch, on the CPU as on the GPU (the CUDA limits of
 * every device since compute capability 3.0): the runtime checks them, and
 * generated code sizes the per-thread exchange area of a block by them. */
#define ARRC_MAX_THREADS_PER_BLOCK 1024
#define ARRC_MAX_SHARED_BYTES (48 * 1024)

/* One generator of numba.cuda.random (xoroshiro128+): the runtime seeds an
 * array of these (arrc_xoroshiro_states), kernels advance them in place. */
typedef struct {
  uint64_t s0, s1;
} arrc_xoroshiro_state;

/* argparse (runtime/argparse.c, ir/argparse.c): the compiler writes a
 * parser's add_argument calls as one string, records separated by
 * ARRC_ARGPARSE_RECORD and fields by ARRC_ARGPARSE_FIELD; an argument whose
 * value is None reads as the one-character string ARRC_ARGPARSE_NONE. */
#define ARRC_ARGPARSE_RECORD '\036'
#define ARRC_ARGPARSE_FIELD '\037'
#define ARRC_ARGPARSE_NONE "\001"

/* ---- MPI (issue 18) -------------------------------------------------------- */

/* The run-time values of mpi4py's objects are int64 handles. A
 * communicator is an index in the runtime's table of them (runtime/mpi.c),
 * where COMM_WORLD and COMM_SELF come first; operators and named datatypes
 * are the codes of these tables, which the compiler (ir/type_mpi.c) and
 * the runtime share. */
enum { ARRC_MPI_COMM_WORLD = 0, ARRC_MPI_COMM_SELF = 1 };

/* X(CODE, name in mpi4py.MPI) */
#define ARRC_MPI_OPS(X) \
  X(SUM, SUM)           \
  X(PROD, PROD)         \
  X(MIN, MIN)           \
  X(MAX, MAX)           \
  X(LAND, LAND)         \
  X(LOR, LOR)           \
  X(LXOR, LXOR)         \
  X(BAND, BAND)         \
  X(BOR, BOR)           \
  X(BXOR, BXOR)         \
  X(MAXLOC, MAXLOC)     \
  X(MINLOC, MINLOC)     \
  X(REPLACE, REPLACE)   \
  X(NO_OP, NO_OP)

typedef enum {
#define ARRC_X_ENUM(code, name) ARRC_MPI_OP_##code,
  ARRC_MPI_OPS(ARRC_X_ENUM)
#undef ARRC_X_ENUM
  ARRC_MPI_OP_COUNT
} arrc_mpi_op;

/* X(CODE, name in mpi4py.MPI, the arrc_dtype of its elements or -1 for a
 * pair type of MAXLOC and MINLOC, size in bytes). The first rows are the
 * datatypes mpi4py chooses for NumPy's dtypes, in arrc_dtype's order. */
#define ARRC_MPI_DATATYPES(X)                             \
  X(C_BOOL, C_BOOL, ARRC_BOOL, 1)                         \
  X(SIGNED_CHAR, SIGNED_CHAR, ARRC_INT8, 1)               \
  X(SHORT, SHORT, ARRC_INT16, 2)                          \
  X(INT, INT, ARRC_INT32, 4)                              \
  X(LONG, LONG, ARRC_INT64, 8)                            \
  X(UNSIGNED_CHAR, UNSIGNED_CHAR, ARRC_UINT8, 1)          \
  X(UNSIGNED_SHORT, UNSIGNED_SHORT, ARRC_UINT16, 2)       \
  X(UNSIGNED, UNSIGNED, ARRC_UINT32, 4)                   \
  X(UNSIGNED_LONG, UNSIGNED_LONG, ARRC_UINT64, 8)         \
  X(FLOAT, FLOAT, ARRC_FLOAT32, 4)                        \
  X(DOUBLE, DOUBLE, ARRC_FLOAT64, 8)                      \
  X(C_FLOAT_COMPLEX, C_FLOAT_COMPLEX, ARRC_COMPLEX64, 8)  \
  X(C_DOUBLE_COMPLEX, C_DOUBLE_COMPLEX, ARRC_COMPLEX128, 16) \
  X(CHAR, CHAR, ARRC_INT8, 1)                             \
  X(BYTE, BYTE, ARRC_UINT8, 1)                            \
  X(LONG_LONG, LONG_LONG, ARRC_INT64, 8)                  \
  X(UNSIGNED_LONG_LONG, UNSIGNED_LONG_LONG, ARRC_UINT64, 8) \
  X(INT8_T, INT8_T, ARRC_INT8, 1)                         \
  X(INT16_T, INT16_T, ARRC_INT16, 2)                      \
  X(INT32_T, INT32_T, ARRC_INT32, 4)                      \
  X(INT64_T, INT64_T, ARRC_INT64, 8)                      \
  X(UINT8_T, UINT8_T, ARRC_UINT8, 1)                      \
  X(UINT16_T, UINT16_T, ARRC_UINT16, 2)                   \
  X(UINT32_T, UINT32_T, ARRC_UINT32, 4)                   \
  X(UINT64_T, UINT64_T, ARRC_UINT64, 8)                   \
  X(BOOL, BOOL, ARRC_BOOL, 1)                             \
  X(COMPLEX, COMPLEX, ARRC_COMPLEX64, 8)                  \
  X(DOUBLE_COMPLEX, DOUBLE_COMPLEX, ARRC_COMPLEX128, 16)  \
  X(FLOAT_INT, FLOAT_INT, -1, 8)                          \
  X(DOUBLE_INT, DOUBLE_INT, -1, 16)                       \
  X(LONG_INT, LONG_INT, -1, 16)                           \
  X(TWOINT, TWOINT, -1, 8)

typedef enum {
#define ARRC_X_ENUM(code, name, dtype, size) ARRC_MPI_DT_##code,
  ARRC_MPI_DATATYPES(ARRC_X_ENUM)
#undef ARRC_X_ENUM
  ARRC_MPI_DT_COUNT
} arrc_mpi_datatype;

/* Open MPI's values of these constants, which mpi4py shows as they are;
 * runtime/mpi.c checks them against mpi.h. */
enum { ARRC_MPI_ANY_SOURCE = -1, ARRC_MPI_ANY_TAG = -1, ARRC_MPI_PROC_NULL = -2, ARRC_MPI_UNDEFINED = -32766 };

/* The handle of MPI.REQUEST_NULL; the other requests are indexes from 0 in
 * runtime/mpi_p2p.c's table. */
enum { ARRC_MPI_REQUEST_NULL = -1 };

#endif
