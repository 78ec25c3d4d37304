/* Operators on numbers and the values Python compares: arithmetic with
 * Python's, Numba's and NumPy's rules (integer powers, shifts, floor
 * division and modulo, complex numbers), comparisons and `in`, truth, and
 * the run-time errors and warnings they raise (ZeroDivisionError, NumPy's
 * RuntimeWarnings from the floating-point status flags). */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins_list.h"
#include "cg.h"
#include "rt_stdlib.h"
#include "type_mpi.h"
#include "cg_str.h"
#include "infer.h"
#include "iterable.h"
#include "infer_type.h"
#include "lib_tuple_ops.h"
#include "scope.h"

bool cg_host_warnings(const Cg *cg) { return !cg_in_jit(cg) && !cg->f->gpu && !cg->ptx; }

void cg_fp_clear(Cg *cg) { cg_call_rt(cg, "arrc_fp_clear", cg->void_, 0, NULL); }

/* A C string constant, or a null pointer for NULL. */
static LLVMValueRef c_string(Cg *cg, const char *s, size_t len) {
  if (!s)
    return LLVMConstNull(cg->ptr);
  LLVMValueRef bytes = LLVMConstStringInContext(cg->ctx, s, (unsigned)len, false);
  LLVMValueRef gv = LLVMAddGlobal(cg->mod, LLVMTypeOf(bytes), "arrc.cstr");
  LLVMSetInitializer(gv, bytes);
  LLVMSetGlobalConstant(gv, true);
  LLVMSetLinkage(gv, LLVMPrivateLinkage);
  LLVMSetUnnamedAddress(gv, LLVMGlobalUnnamedAddr);
  return gv;
}

/* The source line, stripped, for Python's warning. */
static LLVMValueRef warning_line(Cg *cg, SrcLoc loc) {
  /* The warning shows the source line stripped, as Python's does. */
  const Source *src = cg->m->src;
  const char *line = "";
  size_t len = 0;
  if (loc.line >= 1 && loc.line <= src->nlines) {
    line = src->text + src->line_starts[loc.line - 1];
    const char *end = line;
    while (*end && *end != '\n')
      end++;
    while (line < end && (*line == ' ' || *line == '\t'))
      line++;
    while (end > line && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
      end--;
    len = (size_t)(end - line);
  }
  return c_string(cg, line, len);
}

static LLVMValueRef op_name(Cg *cg, const char *s) { return c_string(cg, s, s ? strlen(s) : 0); }

void cg_fp_warn(Cg *cg, SrcLoc loc, const char *divide_op, const char *overflow_op, const char *invalid_op) {
  if (!divide_op && !overflow_op && !invalid_op)
    return;
  LLVMValueRef args[] = {cg_loc(cg, loc), op_name(cg, divide_op), op_name(cg, overflow_op), op_name(cg, invalid_op),
                         warning_line(cg, loc)};
  cg_call_rt(cg, "arrc_fp_warn", cg->void_, 5, args);
}

/* NumPy's warnings for a scalar division a op b by zero in host code, from
 * the operands (NumPy's scalar loops: x / 0 divides by zero unless x is 0,
 * inf or nan, 0 / 0 is invalid; x // 0 is invalid for 0 and nan; x % 0 is
 * invalid; an integer divisor of 0 divides by zero). */
static void scalar_division_warnings(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b, SrcLoc loc,
                                     const char *name) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef divide, invalid;
  if (type_is_float(t)) {
    LLVMValueRef zero = LLVMConstReal(LLVMTypeOf(b), 0);
    LLVMValueRef b0 = LLVMBuildFCmp(B, LLVMRealOEQ, b, zero, "");
    LLVMValueRef a0 = LLVMBuildFCmp(B, LLVMRealOEQ, a, zero, "");
    LLVMValueRef anan = LLVMBuildFCmp(B, LLVMRealUNO, a, a, "");
    LLVMValueRef ainf = LLVMBuildFCmp(B, LLVMRealOEQ, cg_intrinsic(cg, "llvm.fabs", LLVMTypeOf(a), 1, &a),
                                      LLVMConstReal(LLVMTypeOf(a), INFINITY), "");
    LLVMValueRef zero_or_nan = LLVMBuildOr(B, a0, anan, "");
    if (op == OP_DIV) {
      divide = LLVMBuildAnd(B, b0, LLVMBuildNot(B, LLVMBuildOr(B, zero_or_nan, ainf, ""), ""), "");
      invalid = LLVMBuildAnd(B, b0, a0, "");
    } else if (op == OP_FLOORDIV) {
      divide = LLVMBuildAnd(B, b0, LLVMBuildNot(B, zero_or_nan, ""), "");
      invalid = LLVMBuildAnd(B, b0, zero_or_nan, "");
    } else {
      divide = LLVMConstInt(cg->i1, 0, false);
      invalid = LLVMBuildAnd(B, b0, LLVMBuildNot(B, anan, ""), "");
    }
  } else if (t->kind == TY_INT) {
    divide = LLVMBuildICmp(B, LLVMIntEQ, b, LLVMConstInt(LLVMTypeOf(b), 0, false), "");
    invalid = LLVMConstInt(cg->i1, 0, false);
  } else {
    return;
  }
  LLVMValueRef flags = LLVMBuildOr(B, LLVMBuildSelect(B, divide, LLVMConstInt(cg->i32, ARRC_FP_DIVIDE_BY_ZERO, false), LLVMConstInt(cg->i32, 0, false), ""),
                                   LLVMBuildSelect(B, invalid, LLVMConstInt(cg->i32, ARRC_FP_INVALID, false), LLVMConstInt(cg->i32, 0, false), ""), "");
  LLVMBasicBlockRef warn = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "warn");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "warned");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntNE, flags, LLVMConstInt(cg->i32, 0, false), ""), warn, done);
  LLVMPositionBuilderAtEnd(B, warn);
  LLVMValueRef args[] = {flags, cg_loc(cg, loc), op_name(cg, name), op_name(cg, NULL), op_name(cg, name), warning_line(cg, loc)};
  cg_call_rt(cg, "arrc_fp_warn_flags", cg->void_, 6, args);
  LLVMBuildBr(B, done);
  LLVMPositionBuilderAtEnd(B, done);
}


/* Raises exception `kind` with the message data[0:len] at loc, where the
 * builder is; the block ends there. The GPU cannot report an exception:
 * there the thread ends, as in Numba CUDA without debug=True, whose kernel
 * wrapper drops the error status a raise returns (PTX's exit; the CPU path
 * of kernels raises, as Numba's simulator does). */
void cg_raise_here(Cg *cg, arrc_error_kind kind, SrcLoc loc, LLVMValueRef data, LLVMValueRef len) {
  if (cg->ptx) {
    LLVMTypeRef fty = LLVMFunctionType(cg->void_, NULL, 0, false);
    LLVMValueRef exit_thread = LLVMGetInlineAsm(fty, "exit;", 5, "", 0, true, false, LLVMInlineAsmDialectATT, false);
    LLVMBuildCall2(cg->b, fty, exit_thread, NULL, 0, "");
  } else {
    cg_call_rt(cg, "arrc_raise_str", cg->void_, 4,
               (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)kind, false), cg_loc(cg, loc), data, len});
  }
  LLVMBuildUnreachable(cg->b);
}

void cg_raise_if(Cg *cg, LLVMValueRef cond, arrc_error_kind kind, const char *msg, SrcLoc loc) {
  LLVMBasicBlockRef fail = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "raise");
  LLVMBasicBlockRef ok = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ok");
  LLVMBuildCondBr(cg->b, cond, fail, ok);
  LLVMPositionBuilderAtEnd(cg->b, fail);
  LLVMValueRef s = cg_const_str(cg, msg, strlen(msg));
  cg_raise_here(cg, kind, loc, cg_str_data(cg, s), cg_i64(cg, (int64_t)strlen(msg)));
  LLVMPositionBuilderAtEnd(cg->b, ok);
}

static LLVMValueRef intrinsic(Cg *cg, const char *name, LLVMTypeRef t, int n, LLVMValueRef *args) {
  /* NVPTX lowers only some math intrinsics itself; the others are
   * libdevice functions (TOOLCHAIN.md §7 item 4). */
  static const char *const native[] = {"llvm.sqrt", "llvm.fabs", "llvm.floor", "llvm.ceil", "llvm.trunc",
                                       "llvm.fma", "llvm.copysign", "llvm.minnum", "llvm.maxnum", "llvm.rint"};
  if (cg->ptx && strncmp(name, "llvm.", 5) == 0) {
    bool ok = false;
    for (size_t k = 0; k < sizeof native / sizeof *native; k++)
      ok |= strcmp(native[k], name) == 0;
    if (!ok) {
      char nv[64];
      snprintf(nv, sizeof nv, "__nv_%s%s", name + 5, t == cg->f32 ? "f" : "");
      return cg_call_rt(cg, nv, t, n, args);
    }
  }
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->mod, id, &t, 1);
  return LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, &t, 1), fn, args, (unsigned)n, "");
}

LLVMValueRef cg_intrinsic(Cg *cg, const char *name, LLVMTypeRef t, int n, LLVMValueRef *args) {
  return intrinsic(cg, name, t, n, args);
}

static LLVMValueRef fast(Cg *cg, LLVMValueRef v) {
  if ((cg->opt->fastmath || cg->f->fastmath) && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v))
    LLVMSetFastMathFlags(v, LLVMFastMathAll);
  else if (cg->ptx && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v))
    /* On the GPU a * b + c may become one fma, as with nvcc (§13). */
    LLVMSetFastMathFlags(v, LLVMFastMathAllowContract);
  return v;
}

static LLVMValueRef complex_parts_op(Cg *cg, AstOp op, const Type *ct, LLVMValueRef a, LLVMValueRef b, SrcLoc loc);

/* Division by zero follows NumPy's model (inf and nan, an integer 0, no
 * exception) in GPU code, in ufuncs, in functions compiled with
 * error_model='numpy', and in elementwise operations on arrays; elsewhere
 * it raises ZeroDivisionError, as Python and Numba's default model do. */
static bool numpy_errors(const Cg *cg) {
  return cg->numpy_errors || cg->f->gpu || cg->f->kind == FUNC_UFUNC || cg->f->numpy_errors;
}

/* Host code's elementwise operations report NumPy's RuntimeWarnings from
 * the floating-point status flags (runtime/warn.c); an integer division by
 * zero sets the flag by hand, as NumPy's integer loops do. */
static bool sets_fp_flags(const Cg *cg) {
  return cg->numpy_errors && !cg_in_jit(cg) && !cg->f->gpu && !cg->ptx;
}

static void raise_divbyzero_flag_if(Cg *cg, LLVMValueRef cond) {
  LLVMBasicBlockRef set = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "divzero");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "divzero.done");
  LLVMBuildCondBr(cg->b, cond, set, done);
  LLVMPositionBuilderAtEnd(cg->b, set);
  cg_call_rt(cg, "arrc_fp_divide_by_zero", cg->void_, 0, NULL);
  LLVMBuildBr(cg->b, done);
  LLVMPositionBuilderAtEnd(cg->b, done);
}

/* Numba CUDA's int64 ** int64 (int_power_impl in numba/cpython/numbers.py
 * under the CUDA target's numpy error model), inline: GPU code cannot call
 * the runtime, and the CPU path of kernels computes the same thing so that
 * both agree. It is arrc_pow_i64's ARRC_POW_NUMBA_QUIET mode: a negative
 * exponent gives 0 unless the base is 1 or -1, and a zero base gives the
 * smallest int64 (Numba's int(inf)); an exponent above 0x10000 goes
 * through pow, anything else through square and multiply, and the result
 * passes through a float64 as Numba's does (the smallest int64 where that
 * leaves the int64 range). */
static LLVMValueRef gpu_int_power(Cg *cg, LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef zero = cg_i64(cg, 0), one = cg_i64(cg, 1), smallest = cg_i64(cg, INT64_MIN);
  LLVMBasicBlockRef negative = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.negative");
  LLVMBasicBlockRef positive = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.positive");
  LLVMBasicBlockRef big = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.pow");
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.loop");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.body");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.done");
  LLVMBasicBlockRef to_int = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.toint");
  LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.join");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntSLT, b, zero, ""), negative, positive);

  LLVMPositionBuilderAtEnd(B, negative);
  LLVMValueRef odd = LLVMBuildICmp(B, LLVMIntNE, LLVMBuildAnd(B, b, one, ""), zero, "");
  LLVMValueRef of_minus_one = LLVMBuildSelect(B, odd, cg_i64(cg, -1), one, "");
  LLVMValueRef r_negative =
      LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, a, zero, ""), smallest,
                      LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, a, one, ""), one,
                                      LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, a, cg_i64(cg, -1), ""),
                                                      of_minus_one, zero, ""),
                                      ""),
                      "");
  LLVMBuildBr(B, join);

  LLVMPositionBuilderAtEnd(B, positive);
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntSGT, b, cg_i64(cg, 0x10000), ""), big, head);
  LLVMPositionBuilderAtEnd(B, big);
  LLVMValueRef pow_args[] = {LLVMBuildSIToFP(B, a, cg->f64, ""), LLVMBuildSIToFP(B, b, cg->f64, "")};
  LLVMValueRef via_pow = intrinsic(cg, "llvm.pow", cg->f64, 2, pow_args);
  LLVMBasicBlockRef big_end = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, to_int);

  LLVMPositionBuilderAtEnd(B, head);
  LLVMValueRef r = LLVMBuildPhi(B, cg->i64, "r"), v = LLVMBuildPhi(B, cg->i64, "v"), k = LLVMBuildPhi(B, cg->i64, "k");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntNE, k, zero, ""), body, done);
  LLVMPositionBuilderAtEnd(B, body);
  LLVMValueRef k_odd = LLVMBuildICmp(B, LLVMIntNE, LLVMBuildAnd(B, k, one, ""), zero, "");
  LLVMValueRef r2 = LLVMBuildSelect(B, k_odd, LLVMBuildMul(B, r, v, ""), r, "");
  LLVMValueRef v2 = LLVMBuildMul(B, v, v, "");
  LLVMValueRef k2 = LLVMBuildLShr(B, k, one, "");
  LLVMBuildBr(B, head);
  LLVMAddIncoming(r, (LLVMValueRef[]){one, r2}, (LLVMBasicBlockRef[]){positive, body}, 2);
  LLVMAddIncoming(v, (LLVMValueRef[]){a, v2}, (LLVMBasicBlockRef[]){positive, body}, 2);
  LLVMAddIncoming(k, (LLVMValueRef[]){b, k2}, (LLVMBasicBlockRef[]){positive, body}, 2);
  LLVMPositionBuilderAtEnd(B, done);
  LLVMValueRef via_loop = LLVMBuildSIToFP(B, r, cg->f64, "");
  LLVMBuildBr(B, to_int);

  LLVMPositionBuilderAtEnd(B, to_int);
  LLVMValueRef f = LLVMBuildPhi(B, cg->f64, "ipow.float");
  LLVMAddIncoming(f, (LLVMValueRef[]){via_pow, via_loop}, (LLVMBasicBlockRef[]){big_end, done}, 2);
  LLVMValueRef fits = LLVMBuildAnd(B, LLVMBuildFCmp(B, LLVMRealOGE, f, LLVMConstReal(cg->f64, -0x1p63), ""),
                                   LLVMBuildFCmp(B, LLVMRealOLT, f, LLVMConstReal(cg->f64, 0x1p63), ""), "");
  LLVMValueRef r_positive = LLVMBuildSelect(B, fits, LLVMBuildFPToSI(B, f, cg->i64, ""), smallest, "");
  LLVMBuildBr(B, join);

  LLVMPositionBuilderAtEnd(B, join);
  LLVMValueRef res = LLVMBuildPhi(B, cg->i64, "ipow");
  LLVMAddIncoming(res, (LLVMValueRef[]){r_negative, r_positive}, (LLVMBasicBlockRef[]){negative, to_int}, 2);
  return res;
}

/* Integer a ** b of type t: the runtime's square and multiply, with what a
 * negative exponent gives in this context (runtime/number.c); GPU code's
 * inline copy of it. */
static LLVMValueRef int_power(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  if (cg->f->gpu || cg->ptx)
    return cg_convert(cg, gpu_int_power(cg, cg_convert(cg, a, t, ty_int64), cg_convert(cg, b, t, ty_int64)), ty_int64,
                      t);
  int mode = cg_host_warnings(cg) ? (cg->numpy_errors ? ARRC_POW_NUMPY : ARRC_POW_PYTHON)
             : numpy_errors(cg)   ? ARRC_POW_NUMBA_QUIET
                                  : ARRC_POW_NUMBA;
  LLVMValueRef args[] = {cg_convert(cg, a, t, ty_int64), cg_convert(cg, b, t, ty_int64),
                         LLVMConstInt(cg->i32, (unsigned)mode, false), cg_loc(cg, loc)};
  return cg_convert(cg, cg_call_rt(cg, "arrc_pow_i64", cg->i64, 4, args), ty_int64, t);
}

/* Numba's float ** integer in jitted code (int_power_impl and, for a
 * literal exponent, static_power_impl in numba/cpython/numbers.py): square
 * and multiply in the float's own type, then 1 / r for a negative
 * exponent; beyond 0x10000 it calls pow in float64. The result differs
 * from pow's in the last digits, so it is computed the same way. A
 * constant exponent unrolls into its multiplications. */
static LLVMValueRef float_int_power(Cg *cg, const Type *t, LLVMValueRef x, LLVMValueRef n, bool is_unsigned) {
  LLVMBuilderRef B = cg->b;
  LLVMTypeRef ft = cg_type(cg, t);
  LLVMValueRef one = LLVMConstReal(ft, 1);
  LLVMValueRef via_pow_args[2];
  if (LLVMIsAConstantInt(n)) {
    long long e = is_unsigned ? (long long)LLVMConstIntGetZExtValue(n) : LLVMConstIntGetSExtValue(n);
    unsigned long long m = e < 0 ? 0ULL - (unsigned long long)e : (unsigned long long)e;
    if (!is_unsigned || LLVMConstIntGetZExtValue(n) <= 0x10000) {
      if (m <= 0x10000) {
        LLVMValueRef r = one, v = x;
        for (; m; m >>= 1) {
          if (m & 1)
            r = fast(cg, LLVMBuildFMul(B, r, v, ""));
          if (m > 1)
            v = fast(cg, LLVMBuildFMul(B, v, v, ""));
        }
        return e < 0 ? fast(cg, LLVMBuildFDiv(B, one, r, "")) : r;
      }
    }
    via_pow_args[0] = cg_convert(cg, x, t, ty_float64);
    via_pow_args[1] = is_unsigned ? LLVMBuildUIToFP(B, n, cg->f64, "") : LLVMBuildSIToFP(B, n, cg->f64, "");
    return cg_convert(cg, intrinsic(cg, "llvm.pow", cg->f64, 2, via_pow_args), ty_float64, t);
  }
  /* A variable exponent: the loop, or pow beyond the cutoff. */
  LLVMValueRef negative = is_unsigned ? LLVMConstInt(cg->i1, 0, false)
                                      : LLVMBuildICmp(B, LLVMIntSLT, n, cg_i64(cg, 0), "");
  LLVMValueRef m = LLVMBuildSelect(B, negative, LLVMBuildNeg(B, n, ""), n, "");
  LLVMBasicBlockRef big = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "powi.pow");
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "powi.loop");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "powi.body");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "powi.done");
  LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "powi.join");
  LLVMBasicBlockRef entry = LLVMGetInsertBlock(B);
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntUGT, m, cg_i64(cg, 0x10000), ""), big, head);
  LLVMPositionBuilderAtEnd(B, big);
  via_pow_args[0] = cg_convert(cg, x, t, ty_float64);
  via_pow_args[1] = is_unsigned ? LLVMBuildUIToFP(B, n, cg->f64, "") : LLVMBuildSIToFP(B, n, cg->f64, "");
  LLVMValueRef p = cg_convert(cg, intrinsic(cg, "llvm.pow", cg->f64, 2, via_pow_args), ty_float64, t);
  LLVMBasicBlockRef big_end = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, join);
  /* head: r, v, k as phis; the body multiplies when k's low bit is set. */
  LLVMPositionBuilderAtEnd(B, head);
  LLVMValueRef r = LLVMBuildPhi(B, ft, "r"), v = LLVMBuildPhi(B, ft, "v"), k = LLVMBuildPhi(B, cg->i64, "k");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntNE, k, cg_i64(cg, 0), ""), body, done);
  LLVMPositionBuilderAtEnd(B, body);
  LLVMValueRef odd = LLVMBuildICmp(B, LLVMIntNE, LLVMBuildAnd(B, k, cg_i64(cg, 1), ""), cg_i64(cg, 0), "");
  LLVMValueRef r2 = LLVMBuildSelect(B, odd, fast(cg, LLVMBuildFMul(B, r, v, "")), r, "");
  LLVMValueRef v2 = fast(cg, LLVMBuildFMul(B, v, v, ""));
  LLVMValueRef k2 = LLVMBuildLShr(B, k, cg_i64(cg, 1), "");
  LLVMBuildBr(B, head);
  LLVMAddIncoming(r, (LLVMValueRef[]){one, r2}, (LLVMBasicBlockRef[]){entry, body}, 2);
  LLVMAddIncoming(v, (LLVMValueRef[]){x, v2}, (LLVMBasicBlockRef[]){entry, body}, 2);
  LLVMAddIncoming(k, (LLVMValueRef[]){m, k2}, (LLVMBasicBlockRef[]){entry, body}, 2);
  LLVMPositionBuilderAtEnd(B, done);
  LLVMValueRef q = LLVMBuildSelect(B, negative, fast(cg, LLVMBuildFDiv(B, one, r, "")), r, "");
  LLVMBuildBr(B, join);
  LLVMPositionBuilderAtEnd(B, join);
  LLVMValueRef res = LLVMBuildPhi(B, ft, "powi");
  LLVMAddIncoming(res, (LLVMValueRef[]){p, q}, (LLVMBasicBlockRef[]){big_end, done}, 2);
  return res;
}

LLVMValueRef cg_float_int_power(Cg *cg, const Type *t, LLVMValueRef x, LLVMValueRef n) {
  return float_int_power(cg, t, x, n, false);
}

/* a << b and a >> b, never LLVM's poison for a count outside the width.
 * Jitted CPU code gives what Numba's code shows on x86: a variable count
 * is taken modulo the width, a constant one outside it gives 0. Elsewhere
 * the shift is exact and wraps like other integer operations: a count of
 * the width or more shifts every bit out (0, or -1 for a negative value
 * shifted right), as NumPy's loops do, which also treat a negative count
 * so; host code's Python numbers raise ValueError for it, as Python does. */
static LLVMValueRef shift(Cg *cg, AstOp op, bool sg, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  LLVMTypeRef it = LLVMTypeOf(a);
  unsigned width = LLVMGetIntTypeWidth(it);
  LLVMValueRef zero = LLVMConstInt(it, 0, false);
  if (cg_in_jit(cg) && !cg->f->gpu && !cg->ptx) {
    if (LLVMIsAConstantInt(b)) {
      unsigned long long n = LLVMConstIntGetZExtValue(b);
      if (n >= width)
        return zero;
    } else {
      b = LLVMBuildAnd(B, b, LLVMConstInt(it, width - 1, false), "");
    }
    return op == OP_LSHIFT ? LLVMBuildShl(B, a, b, "") : sg ? LLVMBuildAShr(B, a, b, "") : LLVMBuildLShr(B, a, b, "");
  }
  if (sg && cg_host_warnings(cg) && !cg->numpy_errors)
    cg_raise_if(cg, LLVMBuildICmp(B, LLVMIntSLT, b, zero, ""), ARRC_VALUE_ERROR, "negative shift count", loc);
  LLVMValueRef out = LLVMBuildICmp(B, LLVMIntUGE, b, LLVMConstInt(it, width, false), "");
  LLVMValueRef count = LLVMBuildSelect(B, out, zero, b, "");
  if (op == OP_LSHIFT)
    return LLVMBuildSelect(B, out, zero, LLVMBuildShl(B, a, count, ""), "");
  LLVMValueRef shifted = sg ? LLVMBuildAShr(B, a, count, "") : LLVMBuildLShr(B, a, count, "");
  LLVMValueRef all_out = sg ? LLVMBuildAShr(B, a, LLVMConstInt(it, width - 1, false), "") : zero;
  return LLVMBuildSelect(B, out, all_out, shifted, "");
}

/* CPython's float_floor_div and float_rem (runtime/number.c's
 * arrc_floordiv_f64 and arrc_mod_f64) inline on float64 values, for GPU
 * code, which cannot call the runtime; the CPU path of kernels uses it
 * too, so that both give the same numbers. The remainder takes the
 * divisor's sign and a zero remainder is a zero of the divisor's sign; the
 * quotient is rounded to the nearest integer of (a - fmod(a, b)) / b, and
 * a zero quotient takes the sign of a / b. fmod is the C library's (on the
 * GPU libdevice's), exact where NVPTX's frem is a - trunc(a / b) * b. */
static LLVMValueRef gpu_float_floordiv_mod(Cg *cg, AstOp op, LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = cg->b;
  LLVMTypeRef d = cg->f64;
  LLVMValueRef zero = LLVMConstReal(d, 0), one = LLVMConstReal(d, 1);
  LLVMValueRef mod = cg_math(cg, MATH_FMOD, ty_float64, 2, (LLVMValueRef[]){a, b});
  /* C's mod != 0, true for a nan. */
  LLVMValueRef mod_nonzero = LLVMBuildFCmp(B, LLVMRealUNE, mod, zero, "");
  LLVMValueRef signs_differ = LLVMBuildXor(B, LLVMBuildFCmp(B, LLVMRealOLT, b, zero, ""),
                                           LLVMBuildFCmp(B, LLVMRealOLT, mod, zero, ""), "");
  LLVMValueRef adjust = LLVMBuildAnd(B, mod_nonzero, signs_differ, "");
  if (op == OP_MOD) {
    LLVMValueRef signed_zero = intrinsic(cg, "llvm.copysign", d, 2, (LLVMValueRef[]){zero, b});
    LLVMValueRef adjusted = LLVMBuildSelect(B, adjust, LLVMBuildFAdd(B, mod, b, ""), mod, "");
    return LLVMBuildSelect(B, mod_nonzero, adjusted, signed_zero, "");
  }
  LLVMValueRef div = LLVMBuildFDiv(B, LLVMBuildFSub(B, a, mod, ""), b, "");
  div = LLVMBuildSelect(B, adjust, LLVMBuildFSub(B, div, one, ""), div, "");
  LLVMValueRef floor = intrinsic(cg, "llvm.floor", d, 1, &div);
  LLVMValueRef round_up = LLVMBuildFCmp(B, LLVMRealOGT, LLVMBuildFSub(B, div, floor, ""), LLVMConstReal(d, 0.5), "");
  LLVMValueRef nearest = LLVMBuildSelect(B, round_up, LLVMBuildFAdd(B, floor, one, ""), floor, "");
  LLVMValueRef zero_quotient = intrinsic(cg, "llvm.copysign", d, 2, (LLVMValueRef[]){zero, LLVMBuildFDiv(B, a, b, "")});
  return LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealUNE, div, zero, ""), nearest, zero_quotient, "");
}

/* The operation type of a binary operator on numbers: what both operands
 * are converted to before it (Numba's rules, from inference). */
static LLVMValueRef numeric_binary(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  if (t->kind == TY_COMPLEX)
    return complex_parts_op(cg, op, t, a, b, loc);
  bool fl = t->kind == TY_FLOAT;
  bool sg = t->kind == TY_INT ? t->is_signed : true;
  if (t->kind == TY_BOOL) {
    switch (op) {
    case OP_BITAND: return LLVMBuildAnd(B, a, b, "");
    case OP_BITOR: return LLVMBuildOr(B, a, b, "");
    case OP_BITXOR: return LLVMBuildXor(B, a, b, "");
    default: break;
    }
  }
  switch (op) {
  case OP_ADD: return fl ? fast(cg, LLVMBuildFAdd(B, a, b, "")) : LLVMBuildAdd(B, a, b, "");
  case OP_SUB: return fl ? fast(cg, LLVMBuildFSub(B, a, b, "")) : LLVMBuildSub(B, a, b, "");
  case OP_MUL: return fl ? fast(cg, LLVMBuildFMul(B, a, b, "")) : LLVMBuildMul(B, a, b, "");
  case OP_DIV:
    if (!cg->opt->fastmath && !cg->f->fastmath && !numpy_errors(cg))
      cg_raise_if(cg, LLVMBuildFCmp(B, LLVMRealOEQ, b, LLVMConstReal(LLVMTypeOf(b), 0), ""), ARRC_ZERO_DIVISION_ERROR,
               cg_in_jit(cg) || cg->int_division ? "division by zero" : "float division by zero", loc);
    return fast(cg, LLVMBuildFDiv(B, a, b, ""));
  case OP_FLOORDIV:
  case OP_MOD:
    if (fl && (cg->f->gpu || cg->ptx)) {
      LLVMValueRef a64 = cg_convert(cg, a, t, ty_float64), b64 = cg_convert(cg, b, t, ty_float64);
      LLVMValueRef r = gpu_float_floordiv_mod(cg, op, a64, b64);
      /* A zero divisor: a / b for //, and for % fmod's nan, as in NumPy. */
      if (op == OP_FLOORDIV)
        r = LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOEQ, b64, LLVMConstReal(cg->f64, 0), ""),
                            LLVMBuildFDiv(B, a64, b64, ""), r, "");
      return cg_convert(cg, r, ty_float64, t);
    }
    if (fl) {
      LLVMValueRef zero = LLVMConstReal(LLVMTypeOf(b), 0);
      LLVMValueRef is0 = LLVMBuildFCmp(B, LLVMRealOEQ, b, zero, "");
      bool quiet = numpy_errors(cg);
      if (quiet) {
        /* NumPy: a / b for //, fmod's nan for %; the runtime's Python
         * rule gets a divisor it accepts. */
        LLVMValueRef safe = LLVMBuildSelect(B, is0, LLVMConstReal(LLVMTypeOf(b), 1), b, "");
        LLVMValueRef args[] = {cg_convert(cg, a, t, ty_float64), cg_convert(cg, safe, t, ty_float64), cg_loc(cg, loc)};
        LLVMValueRef r = cg_call_rt(cg, op == OP_MOD ? "arrc_mod_f64" : "arrc_floordiv_f64", cg->f64, 3, args);
        LLVMValueRef at_zero = op == OP_MOD ? LLVMBuildFRem(B, a, b, "") : LLVMBuildFDiv(B, a, b, "");
        return LLVMBuildSelect(B, is0, at_zero, cg_convert(cg, r, ty_float64, t), "");
      }
      if (cg_in_jit(cg))
        cg_raise_if(cg, is0, ARRC_ZERO_DIVISION_ERROR, op == OP_MOD ? "modulo by zero" : "division by zero", loc);
      LLVMValueRef args[] = {cg_convert(cg, a, t, ty_float64), cg_convert(cg, b, t, ty_float64), cg_loc(cg, loc)};
      LLVMValueRef r = cg_call_rt(cg, op == OP_MOD ? "arrc_mod_f64" : "arrc_floordiv_f64", cg->f64, 3, args);
      return cg_convert(cg, r, ty_float64, t);
    } else {
      LLVMValueRef zero = LLVMConstInt(LLVMTypeOf(b), 0, false);
      LLVMValueRef is0 = LLVMBuildICmp(B, LLVMIntEQ, b, zero, "");
      bool quiet = numpy_errors(cg);
      if (quiet) {
        /* NumPy's model: an integer division by zero gives 0; the
         * division itself then runs with a divisor of 1. */
        if (sets_fp_flags(cg))
          raise_divbyzero_flag_if(cg, is0);
        b = LLVMBuildSelect(B, is0, LLVMConstInt(LLVMTypeOf(b), 1, false), b, "");
      } else {
        cg_raise_if(cg, is0, ARRC_ZERO_DIVISION_ERROR,
                    op == OP_MOD ? "integer modulo by zero"
                    : cg_in_jit(cg) ? "integer division by zero" : "integer division or modulo by zero", loc);
      }
      LLVMValueRef r;
      if (!sg) {
        r = op == OP_MOD ? LLVMBuildURem(B, a, b, "") : LLVMBuildUDiv(B, a, b, "");
      } else {
        /* Python rounds the quotient toward minus infinity; the remainder
         * takes the divisor's sign. INT64_MIN // -1 wraps in host code, as
         * a NumPy int64 does; compiled code gives 0 there, Numba's
         * int_divmod_signed (its narrower integers are elements of arrays
         * whose quotient Numba takes in 64 bits and truncates, so wraps). */
        LLVMValueRef minus1 = LLVMBuildICmp(B, LLVMIntEQ, b, LLVMConstAllOnes(LLVMTypeOf(b)), "");
        LLVMValueRef safe_b = LLVMBuildSelect(B, minus1, LLVMConstInt(LLVMTypeOf(b), 1, false), b, "");
        LLVMValueRef q = LLVMBuildSDiv(B, a, safe_b, "");
        LLVMValueRef rem = LLVMBuildSRem(B, a, safe_b, "");
        LLVMValueRef adjust = LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntNE, rem, zero, ""),
                                           LLVMBuildICmp(B, LLVMIntSLT, LLVMBuildXor(B, rem, b, ""), zero, ""), "");
        if (op == OP_MOD) {
          r = LLVMBuildSelect(B, minus1, zero, LLVMBuildSelect(B, adjust, LLVMBuildAdd(B, rem, b, ""), rem, ""), "");
        } else {
          LLVMValueRef qq = LLVMBuildSelect(B, adjust, LLVMBuildSub(B, q, LLVMConstInt(LLVMTypeOf(q), 1, false), ""), q, "");
          LLVMValueRef negated = LLVMBuildNeg(B, a, "");
          if (!cg_host_warnings(cg) && t->bits == 64)
            negated = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, a, LLVMConstInt(LLVMTypeOf(a), 1ULL << 63, false), ""),
                                      zero, negated, "");
          r = LLVMBuildSelect(B, minus1, negated, qq, "");
        }
      }
      return quiet ? LLVMBuildSelect(B, is0, zero, r, "") : r;
    }
  case OP_POW:
    if (fl)
      return cg_math(cg, MATH_POW, t, 2, (LLVMValueRef[]){a, b});
    return int_power(cg, t, a, b, loc);
  case OP_LSHIFT: case OP_RSHIFT: return shift(cg, op, sg, a, b, loc);
  case OP_BITAND: return LLVMBuildAnd(B, a, b, "");
  case OP_BITOR: return LLVMBuildOr(B, a, b, "");
  case OP_BITXOR: return LLVMBuildXor(B, a, b, "");
  default: return NULL;
  }
}

static LLVMValueRef complex_make(Cg *cg, const Type *ct, LLVMValueRef re, LLVMValueRef im) {
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, ct));
  r = LLVMBuildInsertValue(cg->b, r, re, 0, "");
  return LLVMBuildInsertValue(cg->b, r, im, 1, "");
}

static LLVMValueRef complex_parts_op(Cg *cg, AstOp op, const Type *ct, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef ar = LLVMBuildExtractValue(B, a, 0, ""), ai = LLVMBuildExtractValue(B, a, 1, "");
  LLVMValueRef br = LLVMBuildExtractValue(B, b, 0, ""), bi = LLVMBuildExtractValue(B, b, 1, "");
  switch (op) {
  case OP_ADD: return complex_make(cg, ct, LLVMBuildFAdd(B, ar, br, ""), LLVMBuildFAdd(B, ai, bi, ""));
  case OP_SUB: return complex_make(cg, ct, LLVMBuildFSub(B, ar, br, ""), LLVMBuildFSub(B, ai, bi, ""));
  case OP_MUL:
    return complex_make(cg, ct, LLVMBuildFSub(B, LLVMBuildFMul(B, ar, br, ""), LLVMBuildFMul(B, ai, bi, ""), ""),
                        LLVMBuildFAdd(B, LLVMBuildFMul(B, ar, bi, ""), LLVMBuildFMul(B, ai, br, ""), ""));
  case OP_DIV: {
    /* Smith's algorithm, which scales by the larger part of the divisor so
     * that no product overflows: CPython's and Numba's form divides by the
     * scaled denominator, NumPy's loops multiply by its reciprocal. A zero
     * divisor raises, except where NumPy's model holds; NumPy's loops then
     * divide each part by the zero. */
    bool numpy_loop = numpy_errors(cg) && !cg_in_jit(cg);
    LLVMTypeRef ft = LLVMTypeOf(br);
    LLVMValueRef zero = LLVMConstReal(ft, 0);
    LLVMValueRef abr = intrinsic(cg, "llvm.fabs", ft, 1, &br), abi = intrinsic(cg, "llvm.fabs", ft, 1, &bi);
    LLVMValueRef is0 = LLVMBuildAnd(B, LLVMBuildFCmp(B, LLVMRealOEQ, br, zero, ""), LLVMBuildFCmp(B, LLVMRealOEQ, bi, zero, ""), "");
    if (!numpy_loop && !cg->f->gpu)
      cg_raise_if(cg, is0, ARRC_ZERO_DIVISION_ERROR, "complex division by zero", loc);
    /* by_real: |b.real| >= |b.imag|; the other branch swaps the roles of
     * the parts (a NaN divisor takes it and gives NaN either way). */
    LLVMValueRef by_real = LLVMBuildFCmp(B, LLVMRealOGE, abr, abi, "");
    LLVMValueRef big = LLVMBuildSelect(B, by_real, br, bi, ""), small = LLVMBuildSelect(B, by_real, bi, br, "");
    LLVMValueRef p = LLVMBuildSelect(B, by_real, ar, ai, ""), q = LLVMBuildSelect(B, by_real, ai, ar, "");
    LLVMValueRef ratio = LLVMBuildFDiv(B, small, big, "");
    LLVMValueRef denom = LLVMBuildFAdd(B, big, LLVMBuildFMul(B, small, ratio, ""), "");
    LLVMValueRef re = LLVMBuildFAdd(B, p, LLVMBuildFMul(B, q, ratio, ""), "");
    LLVMValueRef im = LLVMBuildSelect(B, by_real, LLVMBuildFSub(B, q, LLVMBuildFMul(B, p, ratio, ""), ""),
                                      LLVMBuildFSub(B, LLVMBuildFMul(B, p, ratio, ""), q, ""), "");
    if (numpy_loop || cg->f->gpu) {
      LLVMValueRef scale = LLVMBuildFDiv(B, LLVMConstReal(ft, 1), denom, "");
      re = LLVMBuildSelect(B, is0, LLVMBuildFDiv(B, ar, abr, ""), LLVMBuildFMul(B, re, scale, ""), "");
      im = LLVMBuildSelect(B, is0, LLVMBuildFDiv(B, ai, abr, ""), LLVMBuildFMul(B, im, scale, ""), "");
    } else {
      re = LLVMBuildFDiv(B, re, denom, "");
      im = LLVMBuildFDiv(B, im, denom, "");
    }
    return complex_make(cg, ct, re, im);
  }
  case OP_POW: {
    /* The runtime has each one's algorithm: NumPy's loops (npy_cpow, in the
     * data's precision), Numba's, and Python's, which raises. */
    bool numpy_loop = numpy_errors(cg) && !cg_in_jit(cg);
    bool f32 = LLVMTypeOf(ar) == cg->f32;
    int32_t mode = cg_in_jit(cg) ? ARRC_NP_COMPLEX_NUMBA
                   : numpy_loop ? (f32 ? ARRC_NP_COMPLEX_NUMPY64 : ARRC_NP_COMPLEX_NUMPY128)
                                : ARRC_COMPLEX_POW_PYTHON;
    LLVMValueRef parts[4] = {ar, ai, br, bi};
    for (int k = 0; k < 4; k++)
      if (f32)
        parts[k] = LLVMBuildFPExt(B, parts[k], cg->f64, "");
    LLVMTypeRef at = LLVMArrayType(cg->f64, 2);
    LLVMValueRef out = cg_alloca(cg, at, "cpow");
    cg_call_rt(cg, "arrc_complex_pow", cg->void_, 7,
               (LLVMValueRef[]){parts[0], parts[1], parts[2], parts[3], LLVMConstInt(cg->i32, (unsigned)mode, false),
                                cg_loc(cg, loc), out});
    LLVMValueRef r[2];
    for (int k = 0; k < 2; k++) {
      r[k] = LLVMBuildLoad2(B, cg->f64, LLVMBuildGEP2(B, at, out, (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, k)}, 2, ""), "");
      if (f32)
        r[k] = LLVMBuildFPTrunc(B, r[k], cg->f32, "");
    }
    return complex_make(cg, ct, r[0], r[1]);
  }
  default: return NULL;
  }
}

static LLVMValueRef compare_numbers(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b) {
  if (t->kind == TY_FLOAT) {
    LLVMRealPredicate p = op == OP_EQ ? LLVMRealOEQ : op == OP_NE ? LLVMRealUNE : op == OP_LT ? LLVMRealOLT
                        : op == OP_LE ? LLVMRealOLE : op == OP_GT ? LLVMRealOGT : LLVMRealOGE;
    return LLVMBuildFCmp(cg->b, p, a, b, "");
  }
  if (t->kind == TY_COMPLEX) {
    LLVMBuilderRef B = cg->b;
    LLVMValueRef ar = LLVMBuildExtractValue(B, a, 0, ""), ai = LLVMBuildExtractValue(B, a, 1, "");
    LLVMValueRef br = LLVMBuildExtractValue(B, b, 0, ""), bi = LLVMBuildExtractValue(B, b, 1, "");
    LLVMValueRef re = LLVMBuildFCmp(B, LLVMRealOEQ, ar, br, "");
    if (op == OP_EQ || op == OP_NE) {
      LLVMValueRef eq = LLVMBuildAnd(B, re, LLVMBuildFCmp(B, LLVMRealOEQ, ai, bi, ""), "");
      return op == OP_NE ? LLVMBuildNot(B, eq, "") : eq;
    }
    /* Arrays order complex numbers as NumPy's CLT and the others do: by the
     * real parts when neither imaginary part is NaN, then by the imaginary
     * parts when the real parts are equal. */
    LLVMRealPredicate p = op == OP_LT ? LLVMRealOLT : op == OP_LE ? LLVMRealOLE : op == OP_GT ? LLVMRealOGT : LLVMRealOGE;
    LLVMRealPredicate strict = op == OP_LT || op == OP_LE ? LLVMRealOLT : LLVMRealOGT;
    LLVMValueRef no_nan = LLVMBuildFCmp(B, LLVMRealORD, ai, bi, "");
    LLVMValueRef by_real = LLVMBuildAnd(B, LLVMBuildFCmp(B, strict, ar, br, ""), no_nan, "");
    LLVMValueRef by_imag = LLVMBuildAnd(B, re, LLVMBuildFCmp(B, p, ai, bi, ""), "");
    return LLVMBuildOr(B, by_real, by_imag, "");
  }
  bool sg = t->kind == TY_INT && t->is_signed;
  LLVMIntPredicate p = op == OP_EQ ? LLVMIntEQ : op == OP_NE ? LLVMIntNE
                     : op == OP_LT ? (sg ? LLVMIntSLT : LLVMIntULT) : op == OP_LE ? (sg ? LLVMIntSLE : LLVMIntULE)
                     : op == OP_GT ? (sg ? LLVMIntSGT : LLVMIntUGT) : (sg ? LLVMIntSGE : LLVMIntUGE);
  return LLVMBuildICmp(cg->b, p, a, b, "");
}

static const Type *compare_type(const Type *a, const Type *b) {
  a = type_strip_optional(a);
  b = type_strip_optional(b);
  if (a == b)
    return a;
  if (a->kind == TY_COMPLEX || b->kind == TY_COMPLEX)
    return ty_complex128;
  if (a->kind == TY_FLOAT || b->kind == TY_FLOAT)
    return ty_float64;
  /* A signed integer with a uint64 compares as float64 in Numba (its
   * unification of the two) and in NumPy, so -10 < 2**63 holds; a bool
   * counts as unsigned there. */
  bool a_unsigned = a->kind == TY_BOOL || (a->kind == TY_INT && !a->is_signed);
  bool b_unsigned = b->kind == TY_BOOL || (b->kind == TY_INT && !b->is_signed);
  if (a_unsigned && b_unsigned)
    return ty_uint64;
  if ((a == ty_uint64 && !b_unsigned) || (b == ty_uint64 && !a_unsigned))
    return ty_float64;
  return ty_int64;
}

/* The values == compares here: numbers (bool included) with numbers,
 * strings with strings, tuples element by element, None with None. Two
 * values of different classes are never equal; 0 is a type this code
 * cannot compare (an array, whose == is elementwise). */
static int equality_class(const Type *t) {
  if (type_is_number(t))
    return 1;
  switch (t->kind) {
  case TY_STR: return 2;
  case TY_TUPLE: return 3;
  case TY_NONE: return 4;
  default: return 0;
  }
}

/* e == x for one element of a container, or NULL when the code generator
 * cannot compare the two types. */
static LLVMValueRef element_equals(Cg *cg, const Type *et, LLVMValueRef e, const Type *xt, LLVMValueRef x) {
  int ce = equality_class(et), cx = equality_class(xt);
  if (ce == 0 || cx == 0)
    return NULL;
  if (ce != cx || (ce == 3 && et->n != xt->n))
    return LLVMConstInt(cg->i1, 0, false);
  switch (ce) {
  case 1: {
    const Type *t = compare_type(et, xt);
    return compare_numbers(cg, OP_EQ, t, cg_convert(cg, e, et, t), cg_convert(cg, x, xt, t));
  }
  case 2:
    return LLVMBuildICmp(cg->b, LLVMIntNE, cg_call_rt(cg, "arrc_str_eq", cg->i8, 2, (LLVMValueRef[]){e, x}),
                         LLVMConstInt(cg->i8, 0, false), "");
  case 3: {
    LLVMValueRef all = LLVMConstInt(cg->i1, 1, false);
    for (int k = 0; k < et->n; k++) {
      LLVMValueRef eq = element_equals(cg, et->elems[k], LLVMBuildExtractValue(cg->b, e, (unsigned)k, ""),
                                       xt->elems[k], LLVMBuildExtractValue(cg->b, x, (unsigned)k, ""));
      if (!eq)
        return NULL;
      all = LLVMBuildAnd(cg->b, all, eq, "");
    }
    return all;
  }
  default:
    return LLVMConstInt(cg->i1, 1, false);
  }
}

/* a op b for two tuples, as Python compares them: == and != element by
 * element; an ordering by the first elements that differ, or by the
 * lengths when one tuple starts the other. NULL when an element pair is
 * one this code cannot order. */
static LLVMValueRef tuple_compare(Cg *cg, AstOp op, const Type *at, LLVMValueRef a, const Type *bt, LLVMValueRef b) {
  if (op == OP_EQ || op == OP_NE) {
    LLVMValueRef eq = element_equals(cg, at, a, bt, b);
    return eq && op == OP_NE ? LLVMBuildNot(cg->b, eq, "") : eq;
  }
  int n = at->n < bt->n ? at->n : bt->n;
  bool by_length = op == OP_LT ? at->n < bt->n : op == OP_LE ? at->n <= bt->n : op == OP_GT ? at->n > bt->n : at->n >= bt->n;
  LLVMValueRef r = LLVMConstInt(cg->i1, by_length, false);
  for (int k = n - 1; k >= 0; k--) {
    const Type *x = at->elems[k], *y = bt->elems[k];
    LLVMValueRef xv = LLVMBuildExtractValue(cg->b, a, (unsigned)k, ""), yv = LLVMBuildExtractValue(cg->b, b, (unsigned)k, "");
    LLVMValueRef eq = element_equals(cg, x, xv, y, yv), ordered = NULL;
    if (type_is_number(x) && type_is_number(y)) {
      const Type *t = compare_type(x, y);
      ordered = compare_numbers(cg, op, t, cg_convert(cg, xv, x, t), cg_convert(cg, yv, y, t));
    } else if (x->kind == TY_STR && y->kind == TY_STR) {
      LLVMValueRef c = cg_call_rt(cg, "arrc_str_compare", cg->i32, 2, (LLVMValueRef[]){xv, yv});
      LLVMIntPredicate p = op == OP_LT ? LLVMIntSLT : op == OP_LE ? LLVMIntSLE : op == OP_GT ? LLVMIntSGT : LLVMIntSGE;
      ordered = LLVMBuildICmp(cg->b, p, c, LLVMConstInt(cg->i32, 0, false), "");
    } else if (x->kind == TY_TUPLE && y->kind == TY_TUPLE) {
      ordered = tuple_compare(cg, op, x, xv, y, yv);
    }
    if (!eq || !ordered)
      return NULL;
    r = LLVMBuildSelect(cg->b, eq, r, ordered, "");
  }
  return r;
}

LLVMValueRef cg_values_equal(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b) {
  return element_equals(cg, t, a, t, b);
}

/* x in container: tuples and lists of numbers or strings compare each
 * element with ==; a range checks bounds and step. */
static LLVMValueRef contains(Cg *cg, const Instr *c, const Instr *x, SrcLoc loc) {
  const Type *ct = c->type, *xt = x->type;
  LLVMValueRef cv = cg_value(cg, c), xv = cg_value(cg, x);
  if (ct->kind == TY_TUPLE) {
    LLVMValueRef r = LLVMConstInt(cg->i1, 0, false);
    for (int k = 0; k < ct->n; k++) {
      LLVMValueRef eq = element_equals(cg, ct->elems[k], LLVMBuildExtractValue(cg->b, cv, (unsigned)k, ""), xt, xv);
      if (!eq) {
        cg_unsupported(cg, loc, "'in' comparing %s with %s is not supported by the code generator yet",
                       ct->elems[k]->name, xt->name);
        return r;
      }
      r = LLVMBuildOr(cg->b, r, eq, "");
    }
    return r;
  }
  if (ct->kind == TY_RANGE && type_is_int(xt)) {
    LLVMValueRef v = cg_convert(cg, xv, xt, ty_int64);
    LLVMValueRef start = LLVMBuildExtractValue(cg->b, cv, 0, ""), stop = LLVMBuildExtractValue(cg->b, cv, 1, "");
    LLVMValueRef step = LLVMBuildExtractValue(cg->b, cv, 2, "");
    LLVMValueRef up = LLVMBuildICmp(cg->b, LLVMIntSGT, step, cg_i64(cg, 0), "");
    LLVMValueRef inside = LLVMBuildSelect(
        cg->b, up,
        LLVMBuildAnd(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGE, v, start, ""), LLVMBuildICmp(cg->b, LLVMIntSLT, v, stop, ""), ""),
        LLVMBuildAnd(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLE, v, start, ""), LLVMBuildICmp(cg->b, LLVMIntSGT, v, stop, ""), ""), "");
    LLVMValueRef on_step = LLVMBuildICmp(cg->b, LLVMIntEQ, LLVMBuildSRem(cg->b, LLVMBuildSub(cg->b, v, start, ""), step, ""),
                                         cg_i64(cg, 0), "");
    return LLVMBuildAnd(cg->b, inside, on_step, "");
  }
  if (ct->kind == TY_LIST && ct->elem &&
      ((type_is_number(ct->elem) && type_is_number(xt)) || (ct->elem->kind == TY_STR && xt->kind == TY_STR) ||
       (ct->elem->kind == TY_TUPLE && xt->kind == TY_TUPLE && type_is_orderable(ct->elem) && type_is_orderable(xt)))) {
    LLVMValueRef found = cg_alloca(cg, cg->i1, "found");
    LLVMBuildStore(cg->b, LLVMConstInt(cg->i1, 0, false), found);
    LLVMValueRef n = cg_list_len(cg, cv);
    LLVMValueRef slot = cg_alloca(cg, cg->i64, "k");
    LLVMBuildStore(cg->b, cg_i64(cg, 0), slot);
    LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "in.head");
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "in.body");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "in.done");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef k = LLVMBuildLoad2(cg->b, cg->i64, slot, "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, k, n, ""), body, done);
    LLVMPositionBuilderAtEnd(cg->b, body);
    LLVMValueRef e = LLVMBuildLoad2(cg->b, cg_type(cg, ct->elem), cg_list_elem_ptr(cg, cv, k, loc), "");
    LLVMValueRef eq = element_equals(cg, ct->elem, e, xt, xv);
    LLVMBuildStore(cg->b, eq, found);
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, k, cg_i64(cg, 1), ""), slot);
    LLVMBuildCondBr(cg->b, eq, done, head);
    LLVMPositionBuilderAtEnd(cg->b, done);
    return LLVMBuildLoad2(cg->b, cg->i1, found, "");
  }
  if (ct->kind == TY_LIST && ct->elem == xt && type_is_orderable(xt))
    return cg_list_contains(cg, cv, xt, xv);
  /* NumPy's NpzFile looks among its members' full names too. */
  if (ct->kind == TY_NPZ)
    return cg_call_rt(cg, "arrc_npz_contains", cg->i1, 3, (LLVMValueRef[]){cv, xv, cg_loc(cg, loc)});
  if (type_iterable_elem(ct) && (ct->kind != TY_ARRAY || ct->ndim == 1))
    return cg_iterable_contains(cg, c, x, loc);
  if (ct->kind == TY_ARRAY && type_is_number(xt))
    return cg_array_contains(cg, c, x, loc);
  cg_unsupported(cg, loc, "'in' on %s is not supported by the code generator yet", ct->name);
  return LLVMConstInt(cg->i1, 0, false);
}

LLVMValueRef cg_build_compare(Cg *cg, const Instr *i) {
  const Instr *x = i->ops.v[0], *y = i->ops.v[1];
  x = ir_resolve(x);
  y = ir_resolve(y);
  AstOp op = i->imm.op;
  /* type(x) == int: classes are known when the program compiles. */
  if (type_is_class_value(x->type) || type_is_class_value(y->type))
    return LLVMConstInt(cg->i1, class_values_equal(x->type, y->type, op == OP_IS || op == OP_ISNOT) ==
                                    (op == OP_EQ || op == OP_IS), false);
  LLVMValueRef a = cg_value(cg, x), b = cg_value(cg, y);
  if (op == OP_IS || op == OP_ISNOT) {
    LLVMValueRef r;
    const Type *tx = x->type, *ty = y->type;
    if (tx->kind == TY_NONE && ty->kind == TY_NONE)
      r = LLVMConstInt(cg->i1, 1, false);
    else if (tx->kind == TY_OPTIONAL && ty->kind == TY_NONE)
      r = LLVMBuildNot(cg->b, LLVMBuildExtractValue(cg->b, a, 0, ""), "");
    else if (ty->kind == TY_OPTIONAL && tx->kind == TY_NONE)
      r = LLVMBuildNot(cg->b, LLVMBuildExtractValue(cg->b, b, 0, ""), "");
    else if (tx->kind == TY_NONE || ty->kind == TY_NONE)
      r = LLVMConstInt(cg->i1, 0, false);
    else if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind && LLVMTypeOf(a) == LLVMTypeOf(b))
      r = LLVMBuildICmp(cg->b, LLVMIntEQ, a, b, "");
    else
      r = compare_numbers(cg, OP_EQ, compare_type(tx, ty), cg_convert(cg, a, tx, compare_type(tx, ty)),
                          cg_convert(cg, b, ty, compare_type(tx, ty)));
    return op == OP_ISNOT ? LLVMBuildNot(cg->b, r, "") : r;
  }
  if ((x->type->kind == TY_STR && y->type->kind == TY_STR) || ((op == OP_IN || op == OP_NOTIN) && y->type->kind == TY_STR))
    return cg_str_compare(cg, i, x, y);
  if ((x->type->kind == TY_STR) != (y->type->kind == TY_STR) && (op == OP_EQ || op == OP_NE) &&
      type_is_number(x->type->kind == TY_STR ? y->type : x->type))
    return LLVMConstInt(cg->i1, op == OP_NE, false);
  if ((x->type->kind == TY_NONE) != (y->type->kind == TY_NONE) && (op == OP_EQ || op == OP_NE)) {
    const Instr *o = x->type->kind == TY_NONE ? y : x;
    LLVMValueRef r = o->type->kind == TY_OPTIONAL
                         ? LLVMBuildNot(cg->b, LLVMBuildExtractValue(cg->b, cg_value(cg, o), 0, ""), "")
                         : LLVMConstInt(cg->i1, 0, false);
    return op == OP_NE ? LLVMBuildNot(cg->b, r, "") : r;
  }
  if ((x->type->kind == TY_ARRAY || y->type->kind == TY_ARRAY) && op != OP_IN && op != OP_NOTIN && op != OP_IS &&
      op != OP_ISNOT)
    return cg_elementwise(cg, i, BI_NONE);
  if (((op == OP_IN || op == OP_NOTIN) &&
       (y->type->kind == TY_DICT || y->type->kind == TY_SET || ir_called_builtin(y) == BI_DICT_KEYS)) ||
      x->type->kind == TY_DICT || x->type->kind == TY_SET)
    return cg_dict_compare(cg, i, x, y);
  if (op == OP_IN || op == OP_NOTIN) {
    LLVMValueRef r = contains(cg, y, x, i->loc);
    return op == OP_NOTIN ? LLVMBuildNot(cg->b, r, "") : r;
  }
  if (x->type->kind == TY_LIST && y->type->kind == TY_LIST)
    return cg_list_compare(cg, op, x, y);
  LLVMValueRef tuples = x->type->kind == TY_TUPLE && y->type->kind == TY_TUPLE
                            ? tuple_compare(cg, op, x->type, a, y->type, b) : NULL;
  if (tuples)
    return tuples;
  /* mpi4py's objects are equal when their handles are; objects of
   * different kinds never are (a Cartcomm is a communicator). */
  if (x->type->kind == TY_MPI && y->type->kind == TY_MPI) {
    if (!mpi_objects_comparable(x->type, y->type))
      return LLVMConstInt(cg->i1, op == OP_NE, false);
    return LLVMBuildICmp(cg->b, op == OP_EQ ? LLVMIntEQ : LLVMIntNE, a, b, "");
  }
  /* Dtypes and scalar types are known when the program compiles. */
  if (x->type->kind == TY_DTYPE && y->type->kind == TY_DTYPE && (op == OP_EQ || op == OP_NE))
    return LLVMConstInt(cg->i1, (x->type->elem == y->type->elem) == (op == OP_EQ), false);
  if (!type_is_number(type_strip_optional(x->type)) || !type_is_number(type_strip_optional(y->type))) {
    cg_unsupported(cg, i->loc, "comparing %s with %s is not supported by the code generator yet",
                   x->type->name, y->type->name);
    return LLVMConstInt(cg->i1, 0, false);
  }
  const Type *t = compare_type(x->type, y->type);
  LLVMValueRef r = compare_numbers(cg, op, t, cg_convert(cg, a, x->type, t), cg_convert(cg, b, y->type, t));
  if ((op == OP_EQ || op == OP_NE) && (x->type->kind == TY_OPTIONAL || y->type->kind == TY_OPTIONAL)) {
    /* Host code compares optionals as Python does: None equals only None.
     * (Inference converted them to their values everywhere else.) */
    LLVMValueRef one = LLVMConstInt(cg->i1, 1, false);
    LLVMValueRef px = x->type->kind == TY_OPTIONAL ? LLVMBuildExtractValue(cg->b, a, 0, "") : one;
    LLVMValueRef py = y->type->kind == TY_OPTIONAL ? LLVMBuildExtractValue(cg->b, b, 0, "") : one;
    LLVMValueRef both = LLVMBuildAnd(cg->b, px, py, "");
    LLVMValueRef none = LLVMBuildNot(cg->b, LLVMBuildOr(cg->b, px, py, ""), "");
    LLVMValueRef values_eq = op == OP_EQ ? r : LLVMBuildNot(cg->b, r, "");
    LLVMValueRef eq = LLVMBuildOr(cg->b, none, LLVMBuildAnd(cg->b, both, values_eq, ""), "");
    r = op == OP_EQ ? eq : LLVMBuildNot(cg->b, eq, "");
  }
  return r;
}

/* Python's bool(v). An array's truth is NumPy's, checked at run time:
 * its one element's, False when it is empty, else a ValueError. */
LLVMValueRef cg_truth(Cg *cg, LLVMValueRef v, const Type *t, SrcLoc loc) {
  switch (t->kind) {
  case TY_BOOL: return v;
  case TY_INT: case TY_FLOAT: return cg_convert(cg, v, t, ty_bool);
  case TY_COMPLEX: {
    const Type *p = t->bits == 64 ? ty_float32 : ty_float64;
    return LLVMBuildOr(cg->b, cg_convert(cg, LLVMBuildExtractValue(cg->b, v, 0, ""), p, ty_bool),
                       cg_convert(cg, LLVMBuildExtractValue(cg->b, v, 1, ""), p, ty_bool), "");
  }
  case TY_OPTIONAL: {
    /* A None is false; otherwise the value's own truth. */
    LLVMValueRef present = LLVMBuildExtractValue(cg->b, v, 0, "");
    LLVMValueRef inner = cg_truth(cg, LLVMBuildExtractValue(cg->b, v, 1, ""), t->elem, loc);
    return LLVMBuildAnd(cg->b, present, inner, "");
  }
  case TY_NONE: return LLVMConstInt(cg->i1, 0, false);
  case TY_LIST: return LLVMBuildICmp(cg->b, LLVMIntNE, cg_list_len(cg, v), cg_i64(cg, 0), "");
  case TY_DICT: case TY_SET: return LLVMBuildICmp(cg->b, LLVMIntNE, cg_dict_len(cg, v), cg_i64(cg, 0), "");
  case TY_STR: return LLVMBuildICmp(cg->b, LLVMIntNE, cg_str_len(cg, v), cg_i64(cg, 0), "");
  case TY_TUPLE: return LLVMConstInt(cg->i1, t->n != 0, false);
  case TY_ARRAY:
    return LLVMBuildICmp(cg->b, LLVMIntNE,
                         cg_call_rt(cg, "arrc_array_truth", cg->i8, 2, (LLVMValueRef[]){v, cg_loc(cg, loc)}),
                         LLVMConstInt(cg->i8, 0, false), "");
  default: return LLVMConstInt(cg->i1, 1, false);
  }
}

LLVMValueRef cg_binary_op(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  return numeric_binary(cg, op, t, a, b, loc);
}

LLVMValueRef cg_compare_op(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b) {
  return compare_numbers(cg, op, t, a, b);
}

/* a ** b on numbers of types at and bt, with result type t: Numba's
 * square and multiply for float ** integer in jitted code and in ufuncs
 * (target='cuda' ones too: Numba's CUDA target lowers ** with the same
 * implementation), Python's float_pow for host code's floats, pow
 * elsewhere (kernels and their device functions, whose oracle is the
 * simulator's Python, and float32 NumPy scalars), the runtime for
 * integers. */
LLVMValueRef cg_power(Cg *cg, const Type *t, LLVMValueRef a, const Type *at, LLVMValueRef b, const Type *bt,
                      SrcLoc loc) {
  const Type *exponent = type_strip_optional(bt);
  a = cg_convert(cg, a, at, t);
  bool numba_power = cg_in_jit(cg) && (cg->f->kind == FUNC_UFUNC || (!cg->f->gpu && !cg->ptx));
  if (type_is_float(t) && numba_power &&
      (type_is_int(exponent) || exponent->kind == TY_BOOL)) {
    bool is_unsigned = exponent->kind == TY_INT && !exponent->is_signed && exponent->bits == 64;
    return float_int_power(cg, t, a, cg_convert(cg, b, bt, is_unsigned ? ty_uint64 : ty_int64), is_unsigned);
  }
  b = cg_convert(cg, b, bt, t);
  if (t == ty_float64 && cg_host_warnings(cg) && !cg->numpy_errors)
    return cg_call_rt(cg, "arrc_pow_f64_py", cg->f64, 3, (LLVMValueRef[]){a, b, cg_loc(cg, loc)});
  return numeric_binary(cg, OP_POW, t, a, b, loc);
}

/* An integer constant expression has Python's value, computed exactly by
 * inference (2 ** 64 // 4 is 2 ** 62, though 2 ** 64 wraps at run time).
 * In jitted code that holds only for the expressions of literals alone,
 * which Python folds before Numba sees them; through variables Numba's
 * 64-bit operations wrap (v = 1 << 62; (v * 4) // 4 is 0), and LLVM folds
 * them so. */
static LLVMValueRef folded_int(Cg *cg, const Instr *i) {
  int64_t v;
  if (!type_is_int(i->type) || !infer_const_int(i, &v))
    return NULL;
  bool host = func_is_host(cg->f->kind);
  if (!host && !infer_python_folds(i))
    return NULL;
  return LLVMConstInt(cg_type(cg, i->type), (unsigned long long)v, true);
}

/* Whether CPython's compiler folds the float power a ** b of constants:
 * it leaves to run time the ones that raise (0.0 ** -1 and overflows). */
static bool python_folds_power(LLVMValueRef a, LLVMValueRef b) {
  if (!LLVMIsAConstantFP(a) || !LLVMIsAConstantFP(b))
    return false;
  LLVMBool lost;
  double x = LLVMConstRealGetDouble(a, &lost), y = LLVMConstRealGetDouble(b, &lost);
  return !(x == 0 && y < 0) && (isfinite(pow(x, y)) || !isfinite(x) || !isfinite(y));
}

/* Types only NumPy scalars have in host code. */
static bool numpy_only(const Type *t) {
  return t == ty_float32 || t == ty_complex64 || (t->kind == TY_INT && t != ty_int64);
}

LLVMValueRef cg_build_binary(Cg *cg, const Instr *i) {
  const Instr *x = i->ops.v[0], *y = i->ops.v[1];
  x = ir_resolve(x);
  y = ir_resolve(y);
  const Type *t = i->type;
  LLVMValueRef folded = folded_int(cg, i);
  if (folded)
    return folded;
  if (x->type->kind == TY_STR && i->imm.op == OP_MOD)
    return cg_percent_format(cg, i, x, y);
  if (x->type->kind == TY_ARRAY || y->type->kind == TY_ARRAY) {
    if (i->imm.op == OP_MATMUL)
      return cg_matmul(cg, i, x, y);
    return cg_elementwise(cg, i, BI_NONE);
  }
  if (x->type->kind == TY_SET)
    return cg_set_binary(cg, i, x, y);
  if (x->type->kind == TY_STR || y->type->kind == TY_STR)
    return cg_str_binary(cg, i, x, y);
  if (t->kind == TY_LIST)
    return cg_list_binary(cg, i->imm.op, x, y);
  if (t->kind == TY_TUPLE && (x->type->kind == TY_TUPLE || y->type->kind == TY_TUPLE))
    return cg_tuple_binary(cg, i, x, y);
  if (!type_is_number(t) || !type_is_number(type_strip_optional(x->type)) || !type_is_number(type_strip_optional(y->type))) {
    cg_unsupported(cg, i->loc, "'%s' on %s and %s is not supported by the code generator yet",
                   ast_op_name(i->imm.op), x->type->name, y->type->name);
    return LLVMGetUndef(cg_type(cg, t));
  }
  /* The operation's type: the result's, except that comparisons-like
   * boolean results do not occur here and / computes in the result's
   * float type. Shifts keep the left operand's type. */
  const Type *opt = t;
  LLVMValueRef a = cg_convert(cg, cg_value(cg, x), x->type, opt);
  LLVMValueRef b = cg_convert(cg, cg_value(cg, y), y->type, opt);
  /* Python says "division by zero" for int / int, "float division by zero"
   * when a float is involved. */
  cg->int_division = !type_is_float(type_strip_optional(x->type)) && !type_is_float(type_strip_optional(y->type));
  /* In host code a float32, complex64 or fixed-width integer scalar is a
   * NumPy scalar (Python has no such numbers): its division by zero gives
   * inf, nan or 0 with NumPy's warning instead of raising. So does a
   * float64 or int64 known to be NumPy's from where it comes (an array
   * element, np.float64(x), a NumPy function's result: infer_type.c). */
  AstOp op = i->imm.op;
  const Type *xt = type_strip_optional(x->type), *yt = type_strip_optional(y->type);
  bool numpy_scalar = cg_host_warnings(cg) && (op == OP_DIV || op == OP_FLOORDIV || op == OP_MOD) &&
                      (numpy_only(xt) || numpy_only(yt) || host_number_is_numpy(x, NULL) == 1 ||
                       host_number_is_numpy(y, NULL) == 1);
  if (numpy_scalar) {
    const char *name = op == OP_DIV ? (xt == yt ? "scalar divide" : "divide")
                     : op == OP_FLOORDIV ? (xt == yt ? "scalar floor_divide" : "floor_divide")
                                         : (xt == yt ? "scalar remainder" : "remainder");
    scalar_division_warnings(cg, op, opt, a, b, i->loc, name);
    cg->numpy_errors = true;
  }
  /* Numba's float ** int by multiplications is for the expressions it
   * sees; one Python folded arrives as CPython's pow of the constants. */
  bool folded_float_power = op == OP_POW && type_is_float(opt) && cg_in_jit(cg) && infer_python_folds(i) &&
                            python_folds_power(a, b);
  LLVMValueRef r = op == OP_POW && !folded_float_power
                       ? cg_power(cg, opt, cg_value(cg, x), x->type, cg_value(cg, y), y->type, i->loc)
                       : numeric_binary(cg, op, opt, a, b, i->loc);
  cg->int_division = false;
  cg->numpy_errors = false;
  if (!r) {
    cg_unsupported(cg, i->loc, "'%s' on %s is not supported by the code generator yet", ast_op_name(i->imm.op),
                   t->name);
    return LLVMGetUndef(cg_type(cg, t));
  }
  return r;
}

LLVMValueRef cg_build_unary(Cg *cg, const Instr *i) {
  const Instr *x = i->ops.v[0];
  x = ir_resolve(x);
  LLVMValueRef folded = folded_int(cg, i);
  if (folded)
    return folded;
  if (x->type->kind == TY_ARRAY && i->imm.op != OP_NOT)
    return cg_elementwise(cg, i, BI_NONE);
  LLVMValueRef v = cg_value(cg, x);
  /* Numba negates and inverts an integer narrower than 64 bits in its own
   * width and only then widens the result to the 64-bit type of the same
   * signedness: -np.uint8(7) is 249 and -np.int8(-128) stays -128. */
  if ((i->imm.op == OP_NEG || i->imm.op == OP_INVERT) && x->type->kind == TY_INT && i->type->kind == TY_INT &&
      x->type->bits < i->type->bits) {
    LLVMValueRef narrow = i->imm.op == OP_NEG ? LLVMBuildNeg(cg->b, v, "") : LLVMBuildNot(cg->b, v, "");
    return cg_convert(cg, narrow, x->type, i->type);
  }
  switch (i->imm.op) {
  case OP_NOT: return LLVMBuildNot(cg->b, cg_truth(cg, v, x->type, i->loc), "");
  case OP_POS: return cg_convert(cg, v, x->type, i->type);
  case OP_NEG: {
    v = cg_convert(cg, v, x->type, i->type);
    if (i->type->kind == TY_FLOAT)
      return LLVMBuildFNeg(cg->b, v, "");
    if (i->type->kind == TY_COMPLEX)
      return complex_make(cg, i->type, LLVMBuildFNeg(cg->b, LLVMBuildExtractValue(cg->b, v, 0, ""), ""),
                          LLVMBuildFNeg(cg->b, LLVMBuildExtractValue(cg->b, v, 1, ""), ""));
    return LLVMBuildNeg(cg->b, v, "");
  }
  case OP_INVERT: return LLVMBuildNot(cg->b, cg_convert(cg, v, x->type, i->type), "");
  default:
    cg_unsupported(cg, i->loc, "unary '%s' is not supported by the code generator yet", ast_op_name(i->imm.op));
    return LLVMGetUndef(cg_type(cg, i->type));
  }
}

