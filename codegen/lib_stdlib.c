/* The standard library around kernels (host code only): the clocks of
 * time and timeit, time.sleep, sys.exit, sys.stdout and sys.stderr and
 * print's file= and flush=, os and os.path, and the constants of sys and
 * os. The work is in the runtime (runtime/stdlib.c); these lowerings pass
 * the arguments and put the results together. */
#include <float.h>
#include <stdint.h>

#include "lower.h"
#include "rt_pool.h"
#include "rt_stdlib.h"

/* ---- time and timeit ------------------------------------------------------ */

/* Python's clocks on Linux: time() is CLOCK_REALTIME, monotonic() and
 * perf_counter() (timeit.default_timer) CLOCK_MONOTONIC, process_time()
 * the process's CPU time. */
LLVMValueRef lower_time(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call;
  int32_t clock = ARRC_CLOCK_MONOTONIC;
  if (id == BI_TIME_TIME || id == BI_TIME_TIME_NS)
    clock = ARRC_CLOCK_REALTIME;
  else if (id == BI_TIME_PROCESS_TIME || id == BI_TIME_PROCESS_TIME_NS)
    clock = ARRC_CLOCK_PROCESS;
  bool ns = id == BI_TIME_TIME_NS || id == BI_TIME_PERF_COUNTER_NS || id == BI_TIME_MONOTONIC_NS ||
            id == BI_TIME_PROCESS_TIME_NS;
  LLVMValueRef c = LLVMConstInt(cg->i32, (unsigned long long)clock, false);
  return ns ? cg_call_rt(cg, "arrc_clock_ns", cg->i64, 1, &c) : cg_call_rt(cg, "arrc_clock_seconds", cg->f64, 1, &c);
}

LLVMValueRef lower_sleep(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  cg_call_rt(cg, "arrc_sleep", cg->void_, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_float64), cg_loc(cg, call->loc)});
  return NULL;
}

/* ---- numba's threading functions and configuration ------------------------ */

/* numba.get_num_threads, set_num_threads and get_thread_id: the thread
 * pool's (runtime/pool.c), in host code and in @njit code alike. */
LLVMValueRef lower_numba_threads(Cg *cg, const Instr *call, BuiltinId id) {
  if (id == BI_NUMBA_GET_NUM_THREADS)
    return cg_call_rt(cg, "arrc_numba_get_num_threads", cg->i64, 0, NULL);
  if (id == BI_NUMBA_GET_THREAD_ID)
    return cg_call_rt(cg, "arrc_numba_get_thread_id", cg->i64, 0, NULL);
  cg_call_rt(cg, "arrc_numba_set_num_threads", cg->void_, 2,
             (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), cg_loc(cg, call->loc)});
  return NULL;
}

/* numba.config's values are read when the program starts, as Numba reads
 * them when it is imported: the pool's size (NUMBA_NUM_THREADS or
 * ARRC_NUM_THREADS, else the CPUs), the CPUs, and NUMBA_DISABLE_JIT. */
LLVMValueRef lower_numba_config(Cg *cg, const Instr *global, BuiltinId id) {
  (void)global;
  if (id == BI_NUMBA_CONFIG_DISABLE_JIT)
    return cg_call_rt(cg, "arrc_numba_config_disable_jit", cg->i64, 0, NULL);
  const char *fn = id == BI_NUMBA_CONFIG_NUM_THREADS ? "arrc_pool_threads" : "arrc_pool_default_threads";
  return LLVMBuildSExt(cg->b, cg_call_rt(cg, fn, cg->i32, 0, NULL), cg->i64, "");
}

/* ---- sys ------------------------------------------------------------------ */

/* sys.exit(n) exits with n, sys.exit() and sys.exit(None) with 0, and
 * sys.exit("message") prints the message to standard error and exits with 1. */
LLVMValueRef lower_exit(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *a = nargs(call) ? arg_instr(call, 0) : NULL;
  if (a && a->type->kind == TY_STR) {
    LLVMValueRef s = cg_value(cg, a);
    cg_call_rt(cg, "arrc_sys_exit_str", cg->void_, 1, &s);
    return NULL;
  }
  LLVMValueRef code = a && a->type->kind != TY_NONE ? arg_as(cg, call, 0, ty_int64) : cg_i64(cg, 0);
  cg_call_rt(cg, "arrc_sys_exit", cg->void_, 1, &code);
  return NULL;
}

/* sys.setrecursionlimit and getrecursionlimit keep Python's number; arrc's
 * own limit is the stack, whose overflow is the RecursionError. */
LLVMValueRef lower_recursionlimit(Cg *cg, const Instr *call, BuiltinId id) {
  if (id == BI_SYS_GETRECURSIONLIMIT)
    return cg_call_rt(cg, "arrc_sys_getrecursionlimit", cg->i64, 0, NULL);
  cg_call_rt(cg, "arrc_sys_setrecursionlimit", cg->void_, 2,
             (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), cg_loc(cg, call->loc)});
  return NULL;
}

static LLVMValueRef fd_of(Cg *cg, BuiltinId id) {
  bool err = id == BI_SYS_STDERR_WRITE || id == BI_SYS_STDERR_FLUSH || id == BI_SYS_STDERR;
  return LLVMConstInt(cg->i32, err ? 2 : 1, false);
}

LLVMValueRef lower_stream_write(Cg *cg, const Instr *call, BuiltinId id) {
  return cg_call_rt(cg, "arrc_stream_write", cg->i64, 3,
                    (LLVMValueRef[]){fd_of(cg, id), arg_as(cg, call, 0, ty_str), cg_loc(cg, call->loc)});
}

LLVMValueRef lower_stream_flush(Cg *cg, const Instr *call, BuiltinId id) {
  cg_call_rt(cg, "arrc_stream_flush", cg->void_, 3,
             (LLVMValueRef[]){fd_of(cg, id), LLVMConstInt(cg->i1, 1, false), cg_loc(cg, call->loc)});
  return NULL;
}

void cg_print_write(Cg *cg, const Instr *call, LLVMValueRef text) {
  const Instr *file = kwarg(call, "file"), *flush = kwarg(call, "flush");
  bool to_stderr = file && file->type->kind == TY_BUILTIN && file->type->id == BI_SYS_STDERR;
  LLVMValueRef loc = cg_loc(cg, call->loc);
  cg_call_rt(cg, to_stderr ? "arrc_text_write_stderr" : "arrc_text_write_stdout", cg->void_, 2,
             (LLVMValueRef[]){text, loc});
  if (flush && flush->type->kind != TY_NONE)
    cg_call_rt(cg, "arrc_stream_flush", cg->void_, 3,
               (LLVMValueRef[]){LLVMConstInt(cg->i32, to_stderr ? 2 : 1, false),
                                cg_truth(cg, cg_value(cg, flush), flush->type, call->loc), loc});
}

/* ---- constants ------------------------------------------------------------ */

/* sys.maxsize, sys.float_info, sys.platform, os.sep and the like: the
 * values CPython 3.11 has on 64-bit Linux. */
LLVMValueRef lower_stdlib_constant(Cg *cg, const Instr *global, BuiltinId id) {
  (void)global;
  switch (id) {
  case BI_SYS_MAXSIZE: return cg_i64(cg, INT64_MAX);
  case BI_SYS_PLATFORM: return cg_const_str(cg, "linux", 5);
  case BI_SYS_BYTEORDER: return cg_const_str(cg, "little", 6);
  case BI_SYS_FLOAT_INFO_EPSILON: return LLVMConstReal(cg->f64, DBL_EPSILON);
  case BI_SYS_FLOAT_INFO_MAX: return LLVMConstReal(cg->f64, DBL_MAX);
  case BI_SYS_FLOAT_INFO_MIN: return LLVMConstReal(cg->f64, DBL_MIN);
  case BI_SYS_FLOAT_INFO_DIG: return cg_i64(cg, DBL_DIG);
  case BI_SYS_FLOAT_INFO_MANT_DIG: return cg_i64(cg, DBL_MANT_DIG);
  case BI_SYS_FLOAT_INFO_MAX_EXP: return cg_i64(cg, DBL_MAX_EXP);
  case BI_SYS_FLOAT_INFO_MIN_EXP: return cg_i64(cg, DBL_MIN_EXP);
  case BI_SYS_VERSION_INFO_MAJOR: return cg_i64(cg, 3);
  case BI_SYS_VERSION_INFO_MINOR: return cg_i64(cg, 11);
  case BI_OS_LINESEP: return cg_const_str(cg, "\n", 1);
  case BI_OS_NAME: return cg_const_str(cg, "posix", 5);
  default: return cg_const_str(cg, "/", 1); /* os.sep, os.path.sep */
  }
}

/* ---- os and os.path ------------------------------------------------------- */

/* The runtime function of each os row that takes its string argument and
 * returns a value of the row's result type. */
static const char *const os_functions[BI_COUNT] = {
    [BI_OS_PATH_EXISTS] = "arrc_os_path_exists",     [BI_OS_PATH_ISFILE] = "arrc_os_path_isfile",
    [BI_OS_PATH_ISDIR] = "arrc_os_path_isdir",       [BI_OS_PATH_ISABS] = "arrc_os_path_isabs",
    [BI_OS_PATH_BASENAME] = "arrc_os_path_basename", [BI_OS_PATH_DIRNAME] = "arrc_os_path_dirname",
    [BI_OS_PATH_NORMPATH] = "arrc_os_path_normpath", [BI_OS_PATH_EXPANDUSER] = "arrc_os_path_expanduser",
    [BI_OS_ENVIRON_CONTAINS] = "arrc_os_environ_contains",
};

/* os.path.join(a, *p): the parts in an array on the stack. */
static LLVMValueRef path_join(Cg *cg, const Instr *call) {
  int n = nargs(call);
  LLVMTypeRef at = LLVMArrayType(cg->ptr, (unsigned)n);
  LLVMValueRef parts = cg_alloca(cg, at, "parts");
  for (int k = 0; k < n; k++) {
    LLVMValueRef slot = LLVMBuildGEP2(cg->b, at, parts, (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, k)}, 2, "");
    LLVMBuildStore(cg->b, arg_as(cg, call, k, ty_str), slot);
  }
  return cg_call_rt(cg, "arrc_os_path_join", cg->ptr, 2, (LLVMValueRef[]){cg_i64(cg, n), parts});
}

/* A pair of strings (os.path.splitext, os.path.split) as the tuple value. */
static LLVMValueRef path_pair(Cg *cg, const Instr *call, const char *fn) {
  LLVMTypeRef at = LLVMArrayType(cg->ptr, 2);
  LLVMValueRef out = cg_alloca(cg, at, "pair");
  cg_call_rt(cg, fn, cg->void_, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_str), out});
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, call->type));
  for (int k = 0; k < 2; k++) {
    LLVMValueRef slot = LLVMBuildGEP2(cg->b, at, out, (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, k)}, 2, "");
    r = LLVMBuildInsertValue(cg->b, r, LLVMBuildLoad2(cg->b, cg->ptr, slot, ""), (unsigned)k, "");
  }
  return r;
}

/* os.getenv and os.environ.get: the value; else the default, or None. */
static LLVMValueRef getenv_value(Cg *cg, const Instr *call) {
  LLVMValueRef v = cg_call_rt(cg, "arrc_os_getenv", cg->ptr, 1, (LLVMValueRef[]){arg_as(cg, call, 0, ty_str)});
  LLVMValueRef set = LLVMBuildIsNotNull(cg->b, v, "");
  if (call->type->kind == TY_OPTIONAL) {
    LLVMValueRef r = LLVMGetUndef(cg_type(cg, call->type));
    r = LLVMBuildInsertValue(cg->b, r, set, 0, "");
    return LLVMBuildInsertValue(cg->b, r, v, 1, "");
  }
  /* The default is a str the caller holds: the result takes a reference. */
  LLVMValueRef dflt = arg_as(cg, call, 1, ty_str);
  LLVMValueRef r = LLVMBuildSelect(cg->b, set, v, dflt, "");
  LLVMBasicBlockRef keep = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "getenv.default");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "getenv.done");
  LLVMBuildCondBr(cg->b, set, done, keep);
  LLVMPositionBuilderAtEnd(cg->b, keep);
  cg_refcount(cg, dflt, ty_str, true);
  LLVMBuildBr(cg->b, done);
  LLVMPositionBuilderAtEnd(cg->b, done);
  return r;
}

LLVMValueRef lower_os(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc);
  int n = nargs(call);
  switch (id) {
  case BI_OS_GETCWD: return cg_call_rt(cg, "arrc_os_getcwd", cg->ptr, 1, &loc);
  case BI_OS_CPU_COUNT: return cg_call_rt(cg, "arrc_os_cpu_count", cg->i64, 0, NULL);
  case BI_OS_GETENV: case BI_OS_ENVIRON_GET: return getenv_value(cg, call);
  case BI_OS_ENVIRON_GETITEM:
    return cg_call_rt(cg, "arrc_os_environ_item", cg->ptr, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_str), loc});
  case BI_OS_MAKEDIRS: {
    const Instr *ok = n > 2 ? arg_instr(call, 2) : NULL;
    LLVMValueRef exist_ok = ok && ok->type->kind != TY_NONE ? cg_truth(cg, cg_value(cg, ok), ok->type, call->loc)
                                                             : LLVMConstInt(cg->i1, 0, false);
    LLVMValueRef mode = n > 1 ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 0777);
    cg_call_rt(cg, "arrc_os_makedirs", cg->void_, 4, (LLVMValueRef[]){arg_as(cg, call, 0, ty_str), mode, exist_ok, loc});
    return NULL;
  }
  case BI_OS_MKDIR: {
    LLVMValueRef mode = n > 1 ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 0777);
    cg_call_rt(cg, "arrc_os_mkdir", cg->void_, 3, (LLVMValueRef[]){arg_as(cg, call, 0, ty_str), mode, loc});
    return NULL;
  }
  case BI_OS_REMOVE:
    cg_call_rt(cg, "arrc_os_remove", cg->void_, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_str), loc});
    return NULL;
  case BI_OS_LISTDIR: {
    LLVMValueRef path = n > 0 && arg_instr(call, 0)->type->kind == TY_STR ? arg_as(cg, call, 0, ty_str)
                                                                           : LLVMConstNull(cg->ptr);
    return cg_call_rt(cg, "arrc_os_listdir", cg->ptr, 2, (LLVMValueRef[]){path, loc});
  }
  case BI_OS_PATH_JOIN: return path_join(cg, call);
  case BI_OS_PATH_SPLITEXT: return path_pair(cg, call, "arrc_os_path_splitext");
  case BI_OS_PATH_SPLIT: return path_pair(cg, call, "arrc_os_path_split");
  case BI_OS_PATH_ABSPATH:
    return cg_call_rt(cg, "arrc_os_path_abspath", cg->ptr, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_str), loc});
  case BI_OS_PATH_GETSIZE:
    return cg_call_rt(cg, "arrc_os_path_getsize", cg->i64, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_str), loc});
  default: break;
  }
  LLVMValueRef s = arg_as(cg, call, 0, ty_str);
  if (call->type == ty_bool) {
    LLVMValueRef r = cg_call_rt(cg, os_functions[id], cg->i8, 1, &s);
    return LLVMBuildICmp(cg->b, LLVMIntNE, r, LLVMConstInt(cg->i8, 0, false), "");
  }
  return cg_call_rt(cg, os_functions[id], cg->ptr, 1, &s);
}
