/* Interned types (LANGUAGE.md §3). Every type is made once and compared by
 * pointer: type_array(ty_float32, 2, 'C') returns the same Type each time.
 * Types live for the whole process in one table (types_init/types_free).
 *
 * Names print as Numba prints them (int64, array(float32, 2d, C),
 * UniTuple(int64 x 2), OptionalType(int64), ...), so inferred types can be
 * compared with Numba's own answers in tests. */
#ifndef ARRC_TYPES_H
#define ARRC_TYPES_H

#include "util.h"

typedef enum {
  TY_VOID,      /* no value: a statement, a kernel's result */
  TY_NONE,      /* the value None ("none") */
  TY_BOOL,
  TY_INT,       /* bits 8, 16, 32, 64; is_signed */
  TY_FLOAT,     /* bits 32, 64 */
  TY_COMPLEX,   /* bits 64, 128 (the whole number) */
  TY_STR,       /* string literals ("unicode_type") */
  TY_ARRAY,     /* elem (a scalar type), ndim 0..4, layout 'C' or 'A'; device */
  TY_TUPLE,     /* n elems */
  TY_LIST,      /* elem */
  TY_OPTIONAL,  /* elem: a value that is None on some path */
  TY_RANGE,     /* the result of range(...) and prange(...) */
  TY_SLICE,     /* a slice a:b:c; n is 2 or 3 */
  TY_ITER,      /* an iterator; elem is what it yields, iterable what it walks */
  TY_DTYPE,     /* a scalar type used as a value: np.float32, nb.int32 ("class(float32)") */
  TY_FUNCTION,  /* a user function; func points to its definition (opaque here) */
  TY_BUILTIN,   /* a builtin function or value (np.zeros, cuda.grid); id is its row */
  TY_EXCEPTION, /* an exception class: ValueError, ... ; name */
  TY_STREAM,    /* cuda.stream() */
  TY_EVENT,     /* cuda.event() */
  TY_RNG_STATE, /* one xoroshiro128p generator's state (numba.cuda.random) */
  TY_DICT,      /* elem: the key type, value: the value type (NULL, NULL: an empty dict not typed yet) */
  TY_SET,       /* elem (NULL: an empty set not typed yet) */
  TY_FILE,      /* a text file that open() returned (host code) */
  TY_CLASS,     /* a class of the program as a value; func is its ClassInfo (ir/class.h) */
  TY_INSTANCE,  /* an instance of a program class: a reference; func is its ClassInfo */
  TY_GENERATOR, /* np.random.default_rng()'s Generator (PCG64), a reference */
  TY_GRID_GROUP, /* cuda.cg.this_grid(): the grid of a cooperative launch, no run-time data */
  TY_CUDA_OBJECT, /* a CUDA host object with no run-time data: id is a CudaObject (ir/type_cudahost.h) */
  TY_NPZ,       /* the NpzFile np.load returns for an .npz archive (host code), a reference */
  TY_MPI,       /* an mpi4py object (ir/type_mpi.h): id says which (a communicator, a request,
                 * an operator, a datatype, ...); its run-time value is an int64 handle */
  TY_POINTER,   /* a C pointer of a @cfunc's signature: CPointer(elem), or voidptr (elem NULL);
                 * carray() views its memory as an array */
  TY_KIND_COUNT
} TypeKind;

typedef struct Type Type;
struct Type {
  TypeKind kind;
  int bits;                 /* INT FLOAT COMPLEX */
  bool is_signed;           /* INT */
  int ndim;                 /* ARRAY */
  char layout;              /* ARRAY: 'C' contiguous, 'F' Fortran order (a.T), 'A' any strides */
  bool device;              /* ARRAY: lives in GPU memory (cuda.to_device) */
  bool typed;               /* LIST DICT: numba.typed.List / numba.typed.Dict, which
                             * print their elements with str() */
  const Type *elem;         /* ARRAY LIST OPTIONAL ITER DTYPE */
  const Type *iterable;     /* ITER */
  const Type *value;        /* DICT */
  int n;                    /* TUPLE: element count; SLICE: 2 or 3; DTYPE: 1 for a.dtype */
  const Type **elems;       /* TUPLE */
  const void *func;         /* FUNCTION */
  int id;                   /* BUILTIN */
  const char *name;         /* printed name, made when the type is interned */
  const char *label;        /* FUNCTION BUILTIN EXCEPTION: the bare name (np.zeros's path) */
};

void types_init(void);
void types_free(void);

extern const Type *ty_void, *ty_none, *ty_bool, *ty_str, *ty_range;
extern const Type *ty_int8, *ty_int16, *ty_int32, *ty_int64;
extern const Type *ty_uint8, *ty_uint16, *ty_uint32, *ty_uint64;
extern const Type *ty_float32, *ty_float64, *ty_complex64, *ty_complex128;
extern const Type *ty_stream, *ty_event, *ty_rng_state;
extern const Type *ty_file;
extern const Type *ty_generator;
extern const Type *ty_grid_group;
extern const Type *ty_npz;

const Type *type_int(int bits, bool is_signed);
const Type *type_float(int bits);
const Type *type_complex(int bits);
/* NumPy's limit on dimensions (NPY_MAXDIMS). Arrays the program makes on
 * the host or in jitted code have 1 to 4 (LANGUAGE.md); GPU shared and
 * local arrays may have up to this many. */
enum { TYPE_MAX_NDIM = 32 };
const Type *type_array(const Type *elem, int ndim, char layout);
const Type *type_device_array(const Type *elem, int ndim, char layout);
const Type *type_tuple(int n, const Type *const *elems);
/* A tuple of the named tuple class cls (ir/namedtuple.h), named as Numba
 * names it: Point(int64 x 2), Point(int64, float64). */
struct NamedTupleClass;
const Type *type_named_tuple(const struct NamedTupleClass *cls, int n, const Type *const *elems);
/* elem NULL: an empty list whose element type is not known yet. */
const Type *type_list(const Type *elem);
const Type *type_optional(const Type *elem);
/* key and value NULL: an empty dict whose types are not known yet; elem
 * NULL: such a set (ir/infer_dict.c types them from their later use). */
const Type *type_dict(const Type *key, const Type *value);
/* Numba's typed containers (numba.typed.List, numba.typed.Dict): the same
 * values as lists and dicts, printed as Numba prints them. The _like forms
 * make a list or dict of the same kind as `like` with other element types,
 * for the inference that fills in an empty container's types. */
const Type *type_typed_list(const Type *elem);
const Type *type_typed_dict(const Type *key, const Type *value);
const Type *type_list_like(const Type *like, const Type *elem);
const Type *type_dict_like(const Type *like, const Type *key, const Type *value);
const Type *type_set(const Type *elem);
const Type *type_slice(int n);
const Type *type_iter(const Type *iterable, const Type *elem);
/* a.flat of an array: TY_ITER over its elements with n = 1. */
const Type *type_flat_iter(const Type *array);
const Type *type_dtype(const Type *scalar);
/* CPointer(elem) of a number elem, or voidptr for NULL: "float64*", "void*". */
const Type *type_pointer(const Type *elem);
/* The dtype of an array as a value (a.dtype): "dtype(float32)", which
 * Numba tells apart from the class np.float32. */
const Type *type_dtype_object(const Type *scalar);
const Type *type_function(const void *func, const char *name);
const Type *type_builtin(int id, const char *name);
/* A CUDA host object (cuda.gpus, a device, cuda.pinned(a)): what is one of
 * ir/type_cudahost.h's CudaObject, name how Numba names its class. */
const Type *type_cuda_object(int what, const char *name);
/* An mpi4py object of kind what (ir/type_mpi.h), printed as name. */
const Type *type_mpi_object(int what, const char *name);
/* The value type of an optional (its elem), any other type itself. */
static inline const Type *type_strip_optional(const Type *t) { return t->kind == TY_OPTIONAL ? t->elem : t; }
const Type *type_exception(const char *name);
/* A program class (cls: its ClassInfo) and its instances, named by the
 * class's name: "class(Foo)" and "instance(Foo)". */
const Type *type_class(const void *cls, const char *name);
const Type *type_instance(const void *cls, const char *name);

/* Predicates. */
bool type_is_int(const Type *t);
bool type_is_float(const Type *t);
bool type_is_complex(const Type *t);
bool type_is_number(const Type *t);  /* bool, int, float or complex */
bool type_is_scalar(const Type *t);  /* a number (what an array may hold) */

/* Numba's numeric rules.
 * type_arith_result: the type both operands of + - * // % are converted to and
 * that the result has (int32 + int32 -> int64, float32 + int64 -> float64).
 * type_unify: the type a variable gets when two definitions meet (int64 and
 * float64 give float64; a type and none give an optional), or NULL when
 * Numba cannot unify them.
 * type_can_convert_safely: whether a call site may pass `from` where `to` is
 * declared (int32 to int64, int64 to float64; not float64 to int32). */
const Type *type_arith_result(const Type *a, const Type *b);
/* The element type of a tuple of numbers, or of tuples of equal length
 * nested *nd deep, every number taking part (NumPy's result type of
 * np.array of it); NULL for a ragged or mixed tuple. */
const Type *type_tuple_leaf(const Type *t, int *nd);
const Type *type_unify(const Type *a, const Type *b);
bool type_can_convert_safely(const Type *from, const Type *to);
/* Added: what Numba accepts at a call to a function with an explicit
 * signature, which includes unsafe, truncating conversions between real
 * numbers (passing 2.5 to 'int32(int32)' gives 2; int64 to int32 is allowed).
 * Complex never converts to a real type; arrays and tuples follow the safe
 * rules. type_unify(NULL, t) is t, so inference may start from NULL. */
bool type_can_convert(const Type *from, const Type *to);

/* NumPy 1.24's rules, which host code follows for arrays and NumPy scalars
 * (LANGUAGE.md §13).
 * type_numpy_promote: np.promote_types of two numbers (int8 and uint8 give
 * int16, int64 and uint64 float64, int32 and float32 float64).
 * type_numpy_kind: bool 0, integers 1, floats and complex numbers 2 (the
 * simplified ordering value-based casting compares).
 * type_numpy_scalar: the dtype a scalar of type s stands for beside arrays
 * of element type d (value-based casting): s itself when its kind is
 * above d's; otherwise, for a known value, the smallest type of its kind
 * that holds it (uint8 * 300 is uint16, float32 * 2.0 float32); for a value
 * known only when the program runs, d, which holds where the value fits d
 * (type_numpy_always_fits tells when it always does; else the code checks). */
typedef struct {
  bool known;
  int64_t i;       /* an integer's or a bool's value */
  double re, im;   /* a float's or a complex number's */
} NumValue;
const Type *type_numpy_promote(const Type *a, const Type *b);
int type_numpy_kind(const Type *t);
const Type *type_numpy_scalar(const Type *d, const Type *s, const NumValue *v);
bool type_numpy_always_fits(const Type *s, const Type *d);

/* A scalar type from its Numba or NumPy spelling: "float32", "f4", "int64",
 * "i8", "uint8", "u1", "bool_", "boolean", "b1", "complex128", "c16",
 * "intp", "float" (float64), "int" (int64), "complex" (complex128);
 * NULL when the name is not a scalar type. */
const Type *type_scalar_named(const char *name);
/* The same for Numba's names (numba.float_ is float32, numba.byte uint8,
 * numba.char int8), and for a builtin's path, by its last part, with
 * Numba's meaning for numba.* paths. */
const Type *type_numba_scalar_named(const char *name);
const Type *type_scalar_of_path(const char *path);

/* A function signature written as a string, as in @jit('float64(int32, int32)')
 * or @cuda.jit('void(f4[:], f4[:])'): types as above, arrays as float32[:],
 * f8[:, :], float32[::1] (C layout), tuples as Tuple((f8[:], f8)) or
 * UniTuple(f8, 2). A string of only argument types ("(f4, f4)") leaves
 * ret NULL. On a syntax error returns false and sets *error to a message
 * naming the column of the problem. */
typedef struct {
  const Type *ret;
  int nargs;
  const Type **args;
} Signature;
bool type_parse_signature(Arena *a, const char *text, Signature *sig, const char **error);
/* One type in the same notation ("float32[:, ::1]"). */
const Type *type_parse(Arena *a, const char *text, const char **error);

#endif
