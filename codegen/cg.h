/* The code generator's state (Cg) and what its files share. One Cg builds
 * one LLVM module: the host module (native code for the CPU: host code,
 * jitted code, and kernels run on the CPU) or, with ptx set, the GPU
 * module that ptx.c turns into PTX. The files, by what they emit:
 *   emit.c            functions, blocks, instructions, conversions, tuples,
 *                     optionals, lists and strings
 *   operators.c       operators on numbers, comparisons, truth, and the
 *                     errors and warnings they raise
 *   array.c           arrays, indexing, views, iteration
 *   elementwise.c     whole-array operations: fused MAP loops, reductions
 *                     along an axis, matrix products
 *   elementwise_gpu.c MAPs calling cuda-target ufuncs, as GPU kernels
 *   kernels.c         kernel trampolines, records and launches
 *   parallel.c        prange loops on the thread pool
 *   outer_loops.c     outer-loop vectorization of matrix products
 *   refcount.c        where references die
 *   text.c            printing and f-strings into the runtime's texts
 *   library.c         calls of builtins, dispatched by id to the lowerings
 *                     of lib_*.c (one file per namespace; lower.h) */
#ifndef ARRC_CG_H
#define ARRC_CG_H

#include <llvm-c/DebugInfo.h>

#include "arrc_abi.h"
#include "codegen.h"
#include "library.h"
#include "class.h"
#include "scope.h"
#include "diag.h"
#include "util.h"

typedef struct RcInfo RcInfo;
typedef struct ParLoop ParLoop;
typedef struct CgDebug CgDebug;

/* The incoming values of a phi, by predecessor, and the LLVM blocks of the
 * edges they come over. */
typedef struct {
  struct {
    LLVMValueRef value;
    LLVMBasicBlockRef block;
  } arc[1];
} PhiIn;

typedef struct Cg {
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMBuilderRef b;
  Module *m;
  Diag *d;
  const CodegenOptions *opt;
  PtrMap funcs;           /* Func -> its LLVM function */
  PtrMap values;          /* Instr -> LLVM value, for the function being built */
  PtrMap blocks;          /* Block -> LLVM basic block */
  PtrMap iters;           /* GETITER instr -> its Iter state */
  PtrMap virtuals;        /* views never made: their uses index the base array */
  Func *f;
  LLVMValueRef fn;
  LLVMValueRef self_callee; /* where the function's calls of itself go (its copy), or NULL */
  const struct OuterPlan *outer; /* building the copy whose outer loops are marked (outer_loops.c) */
  LLVMBasicBlockRef alloca_bb; /* allocas go here, so mem2reg promotes them */
  LLVMTypeRef i1, i8, i32, i64, f32, f64, ptr, void_, text;
  unsigned invariant_kind;
  /* Building a kernel's _nc entry: bit j set when parameter j is an array
   * the kernel only reads, whose element loads are then marked invariant
   * (ld.global.nc); 0 everywhere else. */
  uint64_t nc_params;
  bool failed;
  int nlocs;
  struct { int line, col; LLVMValueRef gv; } *locs;
  int cap_locs;
  struct RcInfo *rc;      /* where references die (refcount.c) */
  PtrMap phi_in;          /* phi -> PhiIn: its incoming values, edge by edge */
  PtrMap phi_nodes;       /* phi -> its LLVM phi */
  PtrMap par_loops;       /* header block -> the parallel loop it starts */
  ParLoop *par;           /* building the outlined body of this loop */
  bool int_division;
  bool numpy_errors;      /* building an elementwise step: NumPy's error model */
  unsigned map_scalars;   /* the values of the loop being built that are scalars (bit k: value k) */
  LLVMValueRef thread;    /* GPU code: the arrc_thread * parameter */
  PtrMap recursive;       /* Func -> whether it is in a cycle of calls (recursion.c) */
  bool recursive_ready;
  int64_t shared_bytes;   /* shared memory of all cuda.shared.array sites so far */
  bool uses_barrier;      /* a syncthreads was lowered */
  bool uses_barrier_any;
  PtrMap kernel_records;  /* kernel Func -> its arrc_kernel global */
  bool ptx;               /* building the GPU module (NVPTX), not the host one */
  const GpuCode *gpu_code; /* the host module: the PTX and cubins to embed, or NULL */
  LLVMValueRef ptx_global, cubin_global; /* ... as constants (the cubins' table), made once */
  LLVMTypeRef kernel_type;
  LLVMDIBuilderRef di;    /* -g */
  LLVMMetadataRef di_file, di_scope;      /* the source file; the subprogram being built */
  CgDebug *dbg;           /* -g on the host: the variables' slots (debuginfo.c) */
} Cg;

/* Reference counts (refcount.c). */
bool rc_managed(const Type *t);             /* holds arrays, lists or strings */
RcInfo *rc_analyze(Cg *cg, Func *f);        /* after the virtual views are known */
bool rc_tracked(const RcInfo *rc, const Instr *i);
/* The values that die just after i (i itself when it is never used). */
int rc_deaths(const RcInfo *rc, const Instr *i, const Instr *const **out);
/* The values live at the end of `from` but not at the start of `to`:
 * returns their number and, when out is not NULL, stores them there (call
 * once with NULL to learn how many). */
int rc_edge_deaths(const RcInfo *rc, const Block *from, const Block *to, const Instr **out);

/* Parallel loops (parallel.c). */
void cg_parallel_analyze(Cg *cg, Func *f);
/* Outer-loop vectorization (outer_loops.c): the loops of f to mark, or NULL;
 * marking a latch's jump; the entry that picks the marked copy. */
typedef struct OuterPlan OuterPlan;
OuterPlan *cg_outer_plan(Cg *cg, const Func *f);
void cg_outer_mark_latch(Cg *cg, const Block *b, LLVMBasicBlockRef from, LLVMBasicBlockRef to);
void cg_outer_dispatch(Cg *cg, const Func *f, const OuterPlan *plan, LLVMValueRef fn, LLVMValueRef marked,
                       LLVMValueRef plain);

ParLoop *cg_parallel_loop(Cg *cg, const Block *header);
void cg_parallel_emit(Cg *cg, ParLoop *pl);
LLVMBasicBlockRef cg_parallel_latch(Cg *cg, const Block *b, int pred);
Block *cg_parallel_header(const ParLoop *pl);
Block *cg_parallel_exit(const ParLoop *pl);
/* Builds one IR block (emit.c), and the phis of blocks once all are built. */
void cg_build_block(Cg *cg, Block *b);
void cg_fix_phis(Cg *cg, Block **blocks, int n);

/* Whether the function being built is jitted (Numba's error messages). */
bool cg_in_jit(const Cg *cg);
/* Whether array indexing in f checks bounds (array.c): always in host
 * code, when asked in jitted code, never in PTX. */
bool cg_checks_bounds(const Cg *cg, const Func *f);

/* Around a call of callee from host code: marks that jitted code runs, so
 * that a fault in it is named after it even where it was inlined
 * (functable.c). Nothing for other calls. */
void cg_mark_jit_enter(Cg *cg, const Func *callee);
/* Recursion (recursion.c): whether f calls itself, directly or through
 * others; whether a call of callee from the function being built counts
 * toward Python's recursion limit; the count around such a call (enter
 * returns the depth to put back); the mark that keeps LLVM from turning
 * f's recursion into a loop. */
bool cg_is_recursive(Cg *cg, const Func *f);
bool cg_counts_call(Cg *cg, const Func *callee);
LLVMValueRef cg_recursion_enter(Cg *cg, SrcLoc loc);
void cg_recursion_leave(Cg *cg, LLVMValueRef depth);
void cg_mark_recursive(Cg *cg, const Func *f, LLVMValueRef fn);
void cg_mark_jit_leave(Cg *cg, const Func *callee);

/* Library mode (clib.c): the C entry points of m's exports. */
void cg_library_exports(Cg *cg, Module *m);

/* Types and values (emit.c). */
LLVMTypeRef cg_type(Cg *cg, const Type *t);
/* Whether values of t exist at run time (None, functions, dtypes do not). */
bool cg_type_is_data(const Type *t);
LLVMValueRef cg_intrinsic(Cg *cg, const char *name, LLVMTypeRef t, int n, LLVMValueRef *args);
LLVMValueRef cg_value(Cg *cg, const Instr *i);
LLVMValueRef cg_i64(Cg *cg, int64_t v);
LLVMValueRef cg_loc(Cg *cg, SrcLoc loc);
LLVMValueRef cg_alloca(Cg *cg, LLVMTypeRef t, const char *name);
/* Converts v of type from to type to (numbers, optionals). */
LLVMValueRef cg_convert(Cg *cg, LLVMValueRef v, const Type *from, const Type *to);
/* Calls runtime function name, declaring it with this type on first use. */
LLVMValueRef cg_call_rt(Cg *cg, const char *name, LLVMTypeRef ret, int n, LLVMValueRef *args);
/* Reports that the code generator cannot yet lower something the type
 * checker accepts; the compilation then fails with status 1. */
void cg_unsupported(Cg *cg, SrcLoc loc, const char *fmt, ...) ARRC_PRINTF(3, 4);
/* An arrc_str constant (immortal: its reference count never reaches 0). */
LLVMValueRef cg_const_str(Cg *cg, const char *s, size_t len);

/* Arrays: header fields, read once (the header never changes). */
LLVMValueRef cg_array_data(Cg *cg, LLVMValueRef a);
LLVMValueRef cg_array_dim(Cg *cg, LLVMValueRef a, int k);
LLVMValueRef cg_array_stride(Cg *cg, LLVMValueRef a, int ndim, int k);
LLVMValueRef cg_array_size(Cg *cg, LLVMValueRef a);
int cg_dtype_code(const Type *scalar);
/* A new C-contiguous array of t's type with the shape in dims[ndim]. */
LLVMValueRef cg_array_new(Cg *cg, const Type *t, LLVMValueRef *dims, bool zero, SrcLoc loc);
/* Lists. */
LLVMValueRef cg_list_len(Cg *cg, LLVMValueRef l);
LLVMValueRef cg_list_elem_ptr(Cg *cg, LLVMValueRef l, LLVMValueRef idx, SrcLoc loc);
LLVMValueRef cg_list_new(Cg *cg, const Type *lt);
void cg_list_append(Cg *cg, LLVMValueRef l, const Type *lt, LLVMValueRef v);
/* Strings: the length and data fields of an arrc_str. */
LLVMValueRef cg_str_len(Cg *cg, LLVMValueRef s);
LLVMValueRef cg_str_data(Cg *cg, LLVMValueRef s);

/* NumPy's RuntimeWarnings in host code (runtime/warn.c): whether the
 * function being built reports them; clearing the floating-point flags
 * before an operation, and after it the warning for each flag raised,
 * blaming the NumPy operation named for it (NULL: not reported). */
bool cg_host_warnings(const Cg *cg);
void cg_fp_clear(Cg *cg);
void cg_fp_warn(Cg *cg, SrcLoc loc, const char *divide_op, const char *overflow_op, const char *invalid_op);

/* Numba's float ** int64 in jitted code: square and multiply in the
 * float's type t, 1 / r for a negative exponent, pow beyond 0x10000. */
LLVMValueRef cg_float_int_power(Cg *cg, const Type *t, LLVMValueRef x, LLVMValueRef n);

/* a ** b (a of type at, b of type bt) with result type t, as Numba,
 * Python or NumPy computes it where the code runs (emit.c). */
LLVMValueRef cg_power(Cg *cg, const Type *t, LLVMValueRef a, const Type *at, LLVMValueRef b, const Type *bt,
                      SrcLoc loc);

/* x in a for an array of any dimensions and a number x (lib_sortsearch.c). */
LLVMValueRef cg_array_contains(Cg *cg, const Instr *a, const Instr *x, SrcLoc loc);
/* if (cond) raise KIND(msg) at loc. */
void cg_raise_if(Cg *cg, LLVMValueRef cond, arrc_error_kind kind, const char *msg, SrcLoc loc);
/* Whole-array operations (elementwise.c): an elementwise operation with
 * broadcasting (fn names the NumPy function of a call, "" for operators),
 * reductions along an axis, matrix products. */
LLVMValueRef cg_elementwise(Cg *cg, const Instr *i, BuiltinId fn);
/* A call of a @guvectorize kernel from host code (lib_gufunc.c). */
LLVMValueRef cg_gufunc_call(Cg *cg, const Instr *i, LLVMValueRef kernel);

/* ARRC_PROFILE in generated code (profile.c): a ufunc call from host code
 * is timed between cg_profile_begin and cg_profile_ufunc_end, each a test
 * of the runtime's flag that calls the runtime only when it is set. */
typedef struct {
  LLVMValueRef on;     /* i1: the flag was set at the start */
  LLVMValueRef start;  /* alloca of the start time */
} CgProfile;
bool cg_profile_wanted(const Cg *cg);
CgProfile cg_profile_begin(Cg *cg);
void cg_profile_ufunc_end(Cg *cg, const CgProfile *p, const char *name, LLVMValueRef *dims, int nd);
/* Their kernels for target='cuda' (lib_gufunc_gpu.c): whether the module
 * has such calls, their kernels in the GPU module, and the host function
 * that launches call i's (a null pointer where there is none). */
bool cg_has_gpu_gufuncs(const Module *m);
void cg_gpu_gufunc_kernels(Cg *cg, Module *m);
LLVMValueRef cg_gpu_gufunc_launcher(Cg *cg, const Instr *i);
LLVMValueRef cg_map(Cg *cg, const Instr *i);
/* One step of a MAP on element values (elementwise.c). */
LLVMValueRef cg_map_step(Cg *cg, const MapStep *st, LLVMValueRef *x, const Type **xt);
/* The step of a MAP that applies one of NumPy's ufunc rows (lib_ufuncs.c). */
LLVMValueRef cg_ufunc_step(Cg *cg, const MapStep *st, LLVMValueRef *x, const Type **xt);
void cg_map_steps(Cg *cg, const MapProgram *p, int n, LLVMValueRef *vals, const Type **types);
/* A kernel that runs a grid-stride loop over [0, total) (elementwise_gpu.c),
 * the form of the kernels of GPU maps and gufunc calls: in the GPU module
 * a PTX entry taking params, in the host module its CPU twin
 * name(arrc_thread *t, void **args). cg_grid_loop_begin makes it and
 * returns the parameters' values, with the builder in its start block;
 * cg_grid_loop_enter opens the loop and returns the index; the body
 * follows, and cg_grid_loop_end closes the loop, returns the function and
 * puts back the function the builder was in. */
typedef struct {
  LLVMValueRef fn, *param, idx, first, stride, saved_fn, saved_thread;
  LLVMBasicBlockRef start, head, body, done, saved_alloca;
} GridLoop;
LLVMValueRef *cg_grid_loop_begin(Cg *cg, GridLoop *g, const char *name, LLVMTypeRef *params, int nparams);
LLVMValueRef cg_grid_loop_enter(Cg *cg, GridLoop *g, LLVMValueRef total);
LLVMValueRef cg_grid_loop_end(Cg *cg, GridLoop *g);
/* Ufuncs of target='cuda' on the GPU (elementwise_gpu.c). */
bool cg_has_gpu_maps(const Module *m);
/* The position of target among the instructions of the module's host and
 * jitted functions (not its GPU ones) for which pred holds, in order, or
 * -1; with target NULL, 0 when any instruction does. The kernels made for
 * GPU maps and gufunc calls are numbered so. */
int cg_host_instr_index(const Module *m, const Instr *target, bool (*pred)(const Instr *));
void cg_gpu_map_kernels(Cg *cg, Module *m);
bool cg_gpu_map_launch(Cg *cg, const Instr *i, LLVMValueRef result, LLVMValueRef *dims, int nd,
                       LLVMBasicBlockRef cpu, LLVMBasicBlockRef after);
LLVMValueRef cg_named_map_record(Cg *cg, const char *name, int nparams, LLVMValueRef *kinds, LLVMValueRef *sizes,
                                 LLVMValueRef cpu);
LLVMValueRef cg_map_record(Cg *cg, int index, int nparams, LLVMValueRef *kinds, LLVMValueRef *sizes,
                           LLVMValueRef cpu);
/* The sum call that is a MAP's only use, or NULL; and the sum of a MAP's
 * elements made in its loop (jitted code: no array). */
const Instr *cg_map_sum_user(const Instr *map);
LLVMValueRef cg_map_sum(Cg *cg, const Instr *map, const Type *t);
/* The LLVM function of a specialization. */
LLVMValueRef cg_function(Cg *cg, const Func *f);
LLVMValueRef cg_reduce_axis(Cg *cg, const Instr *call, const Instr *a, const Instr *axis, int op);
LLVMValueRef cg_matmul(Cg *cg, const Instr *i, const Instr *a, const Instr *b);
/* a.flags, and print()'s text of it (codegen/lib_views.c): false when t is
 * not a flags object. */
LLVMValueRef cg_views_flags(Cg *cg, LLVMValueRef a, const Type *t);
bool cg_views_put_flags(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t);
LLVMValueRef cg_compare_op(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b);

/* a op b on numbers of type t (Python's semantics, ZeroDivisionError). */
LLVMValueRef cg_binary_op(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b, SrcLoc loc);
/* Python's truth of a value (bool(v), `if v:`, `not v`) as an i1. */
LLVMValueRef cg_truth(Cg *cg, LLVMValueRef v, const Type *t, SrcLoc loc);

/* Retains (retain) or releases every reference a value of type t holds. */
void cg_refcount(Cg *cg, LLVMValueRef v, const Type *t, bool retain);

/* Arrays, indexing, iteration (array.c). */
typedef struct Iter Iter;
void cg_mark_virtual_views(Cg *cg, Func *f);
LLVMValueRef cg_getattr(Cg *cg, const Instr *i);
/* NpzFiles (lib_npz.c): np.load of an archive, d[name], d.files, the list
 * of names iteration walks (borrowed from d), len(d) and d.close(). */
LLVMValueRef cg_npz_load(Cg *cg, const Instr *call);
LLVMValueRef cg_npz_getitem(Cg *cg, const Instr *i);
LLVMValueRef cg_npz_getattr(Cg *cg, const Instr *i);
LLVMValueRef cg_npz_names(Cg *cg, LLVMValueRef d);
LLVMValueRef cg_npz_len(Cg *cg, LLVMValueRef d);
void cg_npz_close(Cg *cg, LLVMValueRef d);
/* Named tuples (codegen/namedtuple.c): p.field and p._fields; the text
 * Point(x=1, y=2.5) that print(), str() and repr() give. */
LLVMValueRef cg_namedtuple_getattr(Cg *cg, const Instr *i);
void cg_put_namedtuple(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t);
/* dtypes as values (lib_dtypes.c): host code's text of np.iinfo and
 * np.finfo (false for other values); the constant attribute of a dtype
 * object, or NULL where the attribute has no run-time value. */
bool cg_put_numpy_info(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t);
LLVMValueRef cg_dtype_attribute(Cg *cg, const Type *t, const char *attr);
/* Classes (class.c): a new instance, an instance's field read and written,
 * and the value of a constructor call (its new instance). */
LLVMValueRef cg_new_instance(Cg *cg, const Instr *i);
LLVMValueRef cg_class_getattr(Cg *cg, const Instr *i);
void cg_setattr(Cg *cg, const Instr *i);
LLVMValueRef cg_constructed(Cg *cg, const Instr *call);
/* The {offset, kind} records (arrc_elem_field) of the references inside a
 * value of type t stored at offset, from out[n] on when out is not NULL;
 * returns n plus their number (emit.c). */
int cg_elem_fields(Cg *cg, const Type *t, unsigned offset, LLVMValueRef *out, int n);
LLVMValueRef cg_getitem(Cg *cg, const Instr *i);
/* NumPy's ufunc fn of a complex number z of type zt, as rt
 * (lib_numpy_complex.c); cg_complex_ufunc_known says which have one. */
bool cg_complex_ufunc_known(BuiltinId fn);
LLVMValueRef cg_complex_ufunc(Cg *cg, BuiltinId fn, LLVMValueRef z, const Type *zt, const Type *rt);
/* Row pos of an array of type at with two or more dimensions: a new view
 * of one fewer dimension (iteration and unpacking; pos is not checked). */
LLVMValueRef cg_array_row(Cg *cg, const Type *at, LLVMValueRef a, LLVMValueRef pos);
void cg_setitem(Cg *cg, const Instr *i);
LLVMValueRef cg_load_elem(Cg *cg, const Type *elem, LLVMValueRef p);
/* cg_load_elem of an element of an array of type at, which host code
 * reads through the runtime when at is a device array. */
LLVMValueRef cg_load_array_elem(Cg *cg, const Type *at, const Type *elem, LLVMValueRef p, SrcLoc loc);
Iter *cg_iter_make(Cg *cg, const Instr *src, SrcLoc loc);
LLVMValueRef cg_iter_valid(Cg *cg, Iter *it);
void cg_iter_advance(Cg *cg, Iter *it);
/* The next item, a reference the caller owns (outside GPU code): a row of
 * an array is a new view, an element of a list or tuple is retained. */
LLVMValueRef cg_iter_next(Cg *cg, Iter *it, const Type *yt, SrcLoc loc);

/* GPU code on the host, launches (kernels.c). */
LLVMValueRef cg_launch(Cg *cg, const Instr *call);
/* The CUDA host API of issue 16 (lib_cudahost.c): kernel.forall(n)(args)
 * given the launch's argument array, a @cuda.reduce call, a device's
 * attributes, cuda.gpus[k] and len(cuda.gpus), and the end of a with
 * statement over a stream or a CUDA context. */
LLVMValueRef cg_forall_launch(Cg *cg, const Instr *call, LLVMValueRef args);
LLVMValueRef cg_cuda_reduce(Cg *cg, const Instr *call);
LLVMValueRef cg_cudahost_getattr(Cg *cg, const Instr *i);
/* comm.rank and the other properties of mpi4py's objects (lib_mpi.c). */
LLVMValueRef cg_mpi_getattr(Cg *cg, const Instr *i);
LLVMValueRef cg_cudahost_getitem(Cg *cg, const Instr *i);
LLVMValueRef cg_cudahost_len(Cg *cg);
void cg_cudahost_with_exit(Cg *cg, const Instr *i);
LLVMValueRef cg_kernel_record(Cg *cg, const Func *k);
void cg_gpu_finish_kernels(Cg *cg, Module *m);
/* The array parameters of kernel k that it only reads (bit j for parameter
 * j < 64): every use of the parameter is an element read with an integer
 * index, a shape/size/ndim attribute or len(). */
uint64_t cg_kernel_readonly_params(const Func *k);
/* The static bytes of one cuda.shared.array call (lib_cuda.c). */
int64_t cg_shared_array_bytes(Cg *cg, const Instr *call);
/* The address of a[index] for a full integer index (array.c). */
LLVMValueRef cg_element_ptr(Cg *cg, const Type *at, LLVMValueRef a, const Instr *index, SrcLoc loc);

/* Lists (lib_list.c): + and * (new lists), += and *= (in place), the
 * comparisons, del of an item or a slice and slice assignment; min and max
 * of a list by keys or of strings and tuples; the lo, hi and step of a
 * SLICE value and which were absent (array.c). */
LLVMValueRef cg_list_binary(Cg *cg, AstOp op, const Instr *x, const Instr *y);
LLVMValueRef cg_list_inplace(Cg *cg, AstOp op, const Instr *x, const Instr *y);
LLVMValueRef cg_list_compare(Cg *cg, AstOp op, const Instr *x, const Instr *y);
void cg_list_delete(Cg *cg, const Instr *list, const Instr *index, SrcLoc loc);
void cg_list_assign_slice(Cg *cg, const Instr *list, const Instr *index, const Instr *value, SrcLoc loc);
LLVMValueRef cg_list_min_max(Cg *cg, const Instr *call, bool is_max);
LLVMValueRef cg_min_max_values(Cg *cg, const Instr *call, bool is_max);
LLVMValueRef cg_list_contains(Cg *cg, LLVMValueRef list, const Type *et, LLVMValueRef x);
int32_t cg_slice_parts(Cg *cg, const Instr *s, LLVMValueRef *parts);

/* A counted loop: for (i = 0; i < n; i++) { the code emitted between
 * cg_loop_begin and cg_loop_end } (text.c). */
typedef struct {
  LLVMBasicBlockRef head, body, done;
  LLVMValueRef i, slot;
} Loop;
Loop cg_loop_begin(Cg *cg, LLVMValueRef n);
void cg_loop_end(Cg *cg, Loop *l);

/* The value of a BINARY, UNARY or COMPARE instruction, and a raise of an
 * exception of the given kind with the message (data, len) at loc
 * (operators.c). */
LLVMValueRef cg_build_binary(Cg *cg, const Instr *i);
LLVMValueRef cg_build_unary(Cg *cg, const Instr *i);
LLVMValueRef cg_build_compare(Cg *cg, const Instr *i);
void cg_raise_here(Cg *cg, arrc_error_kind kind, SrcLoc loc, LLVMValueRef data, LLVMValueRef len);
/* The operations of try statements (exceptions.c); NULL for those
 * without a value. */
LLVMValueRef cg_exception_op(Cg *cg, const Instr *i);
/* A counted value inside a try body is made (a phi's once the block's
 * phis are all made) and dies or moves into a phi: its cleanup slot holds
 * it in between, for the handlers to release (exceptions.c). */
void cg_try_own(Cg *cg, const Instr *i, LLVMValueRef v);
void cg_try_disown(Cg *cg, const Instr *i);

/* The scalar math functions, computed in the float type ft (lib_math.c). */
typedef enum {
  MATH_NONE,
  MATH_SQRT, MATH_EXP, MATH_EXPM1, MATH_LOG, MATH_LOG1P, MATH_LOG2, MATH_LOG10, MATH_SIN, MATH_COS, MATH_TAN,
  MATH_ASIN, MATH_ACOS, MATH_ATAN, MATH_SINH, MATH_COSH, MATH_TANH, MATH_ASINH, MATH_ACOSH, MATH_ATANH,
  MATH_FABS, MATH_FLOOR, MATH_CEIL, MATH_TRUNC, MATH_COPYSIGN, MATH_POW, MATH_FMA, MATH_ERF, MATH_ERFC,
  MATH_GAMMA, MATH_LGAMMA, MATH_ATAN2, MATH_HYPOT, MATH_FMOD, MATH_DEGREES, MATH_RADIANS,
  MATH_COUNT
} MathFn;
LLVMValueRef cg_math(Cg *cg, MathFn fn, const Type *ft, int n, LLVMValueRef *args);
/* The math function a builtin computes (math.sqrt and np.sqrt: MATH_SQRT),
 * or MATH_NONE. */
MathFn cg_math_fn(BuiltinId id);
typedef enum { FLOAT_IS_NAN, FLOAT_IS_INF, FLOAT_IS_FINITE } FloatClass;
/* isnan, isinf or isfinite of a number of type t. */
LLVMValueRef cg_float_class(Cg *cg, FloatClass c, LLVMValueRef v, const Type *t);
/* np.maximum (is_max) or np.minimum of two values of the number type t,
 * with NumPy's NaN rules in host code and Numba's in jitted code
 * (elementwise.c). */
LLVMValueRef cg_numpy_maximum(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b, bool is_max);
/* A call of a builtin, and a read of a builtin value, lowered through the
 * library's tables (library.c). */
LLVMValueRef cg_builtin_call(Cg *cg, const Instr *call, BuiltinId id);
LLVMValueRef cg_builtin_value(Cg *cg, const Instr *global);
/* The ARRC_KERNEL_GRID_SYNC and ARRC_KERNEL_PRINTS bits of a kernel f:
 * whether it or a function it calls calls grid.sync() (its launch must be
 * cooperative) and print() (lib_kapi.c). seen holds the functions visited. */
int32_t cg_kernel_features(const Func *f, PtrMap *seen);
/* Appends str(v) (or repr inside containers) of a value of type t to the
 * text buffer at text. */
void cg_put_value(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t, bool repr);

/* Dicts and sets (lib_dict.c). */
/* A new empty dict or set of type t (lib_dict.c). */
LLVMValueRef cg_dict_new_empty(Cg *cg, const Type *t);
LLVMValueRef cg_dict_len(Cg *cg, LLVMValueRef d);
LLVMValueRef cg_dict_display(Cg *cg, const Instr *i);
LLVMValueRef cg_dict_getitem(Cg *cg, const Instr *i);
/* d[key] of the dict d of type t (KeyError when missing), with no
 * reference taken. */
LLVMValueRef cg_dict_value(Cg *cg, LLVMValueRef d, const Type *t, LLVMValueRef key, const Type *key_type, SrcLoc loc);
void cg_dict_setitem(Cg *cg, const Instr *i);
void cg_dict_delitem(Cg *cg, const Instr *i);
LLVMValueRef cg_dict_compare(Cg *cg, const Instr *i, const Instr *x, const Instr *y);
LLVMValueRef cg_set_binary(Cg *cg, const Instr *i, const Instr *x, const Instr *y);
LLVMValueRef cg_dict_equal(Cg *cg, LLVMValueRef a, LLVMValueRef b, const Type *t);
/* Iteration over a dict or set, pos a slot of the next position: part 0
 * the keys, 1 the values, 2 (key, value) tuples. */
LLVMValueRef cg_dict_iter_valid(Cg *cg, LLVMValueRef obj, const Type *t, LLVMValueRef pos);
LLVMValueRef cg_dict_iter_next(Cg *cg, LLVMValueRef obj, const Type *t, LLVMValueRef pos, int part, const Type *yt);
void cg_put_dict(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t);
/* a == b for two values of type t (numbers, strings, tuples of them), or
 * NULL when the code generator cannot compare them (operators.c). */
LLVMValueRef cg_values_equal(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b);
/* x in c by walking any iterable c of numbers or strings (lib_iterable.c). */
LLVMValueRef cg_iterable_contains(Cg *cg, const Instr *c, const Instr *x, SrcLoc loc);
LLVMValueRef cg_format(Cg *cg, const Instr *i);
LLVMValueRef cg_fstring(Cg *cg, const Instr *i);
/* String formatting through the runtime's arrc_fmt_arg records
 * (lib_format.c): fmt % right, and format(v, spec) after the conversion
 * conv (0, 'r', 's', 'a') appended to text; spec NULL: the empty spec. */
LLVMValueRef cg_percent_format(Cg *cg, const Instr *i, const Instr *fmt, const Instr *right);
void cg_format_value(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t, LLVMValueRef spec, int conv,
                     SrcLoc loc);

#endif
