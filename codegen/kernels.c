/* Kernels and launches: each kernel gets a trampoline with the uniform
 * signature the runtime calls on the CPU path and a constant arrc_kernel
 * record (its PTX name, its CPU trampoline, its parameters) that a launch
 * passes to arrc_launch, which runs it on the GPU when there is one and on
 * the CPU otherwise. The builtins of GPU code (cuda.threadIdx, syncthreads,
 * atomics, ...) are lowered by lib_cuda.c. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "cg.h"
#include "infer.h"

/* ---- kernels: trampolines, records, launches ------------------------------ */

/* A private constant array of n i32 values: a kernel's parameter kinds
 * or sizes. */
static LLVMValueRef private_i32_array(Cg *cg, const char *name, LLVMValueRef *values, int n) {
  LLVMValueRef g = LLVMAddGlobal(cg->mod, LLVMArrayType(cg->i32, (unsigned)n), name);
  LLVMSetInitializer(g, LLVMConstArray(cg->i32, values, (unsigned)n));
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  return g;
}

/* Appends the byte offsets of the array pointers in a value of tuple type
 * t (nested tuples included), base bytes into the parameter, to
 * offsets; returns how many there are. */
static int tuple_array_offsets(Cg *cg, const Type *t, int64_t base, LLVMValueRef *offsets, int n) {
  LLVMTypeRef st = cg_type(cg, t);
  const LLVMTargetDataRef dl = LLVMGetModuleDataLayout(cg->mod);
  int found = 0;
  for (int k = 0; k < t->n; k++) {
    int64_t at = base + (int64_t)LLVMOffsetOfElement(dl, st, (unsigned)k);
    if (t->elems[k]->kind == TY_ARRAY) {
      if (offsets)
        offsets[n + found] = LLVMConstInt(cg->i32, (unsigned)at, false);
      found++;
    } else if (t->elems[k]->kind == TY_TUPLE) {
      found += tuple_array_offsets(cg, t->elems[k], at, offsets, n + found);
    }
  }
  return found;
}

/* The static shared memory of f on a GPU: its cuda.shared.array sites and
 * those of the functions it calls, each function counted once (each site
 * is one global of the PTX module). seen holds the functions counted. */
static int64_t static_shared_bytes(Cg *cg, const Func *f, PtrMap *seen) {
  if (ptrmap_get(seen, f))
    return 0;
  ptrmap_put(seen, f, (void *)f);
  int64_t bytes = 0;
  for (const Block *b = f->entry; b; b = b->next_in_func)
    for (const Instr *i = b->first; i; i = i->next) {
      if (i->op != IR_CALL)
        continue;
      if (i->callee)
        bytes += static_shared_bytes(cg, i->callee, seen);
      else if (ir_called_builtin(i) == BI_CUDA_SHARED_ARRAY)
        bytes += cg_shared_array_bytes(cg, i);
    }
  return bytes;
}

/* Whether use, operand k of user, only reads elements or the shape of the
 * array it is: an element read with integer indices (a slice would make a
 * view that escapes), a shape/size/ndim attribute, or len(). */
static bool reads_only(const Instr *user, int k) {
  if (user->op == IR_GETITEM && k == 0 && user->type && user->type->kind != TY_ARRAY) {
    const Instr *ix = ir_resolve(user->ops.v[1]);
    if (type_is_int(ix->type))
      return true;
    if (ix->type->kind != TY_TUPLE)
      return false;
    for (int e = 0; e < ix->type->n; e++)
      if (!type_is_int(ix->type->elems[e]))
        return false;
    return true;
  }
  if (user->op == IR_GETATTR && k == 0) {
    static const char *const shape_attrs[] = {"shape", "size", "ndim"};
    for (size_t a = 0; a < sizeof shape_attrs / sizeof *shape_attrs; a++)
      if (user->imm.str.len == strlen(shape_attrs[a]) && memcmp(user->imm.str.s, shape_attrs[a], user->imm.str.len) == 0)
        return true;
    return false;
  }
  return user->op == IR_CALL && k == 1 && user->ops.len == 2 && !user->callee && ir_called_builtin(user) == BI_LEN;
}

uint64_t cg_kernel_readonly_params(const Func *k) {
  uint64_t candidates = 0;
  for (int j = 0; j < k->nparams && j < 64; j++)
    if (k->param_types[j] && k->param_types[j]->kind == TY_ARRAY)
      candidates |= UINT64_C(1) << j;
  /* Every operand that stands for a PARAM is one use of it; forwarded
   * instructions are dead, their users use what replaced them. */
  for (const Block *b = k->entry; b && candidates; b = b->next_in_func)
    for (const Instr *i = b->first; i; i = i->next) {
      if (i->forward)
        continue;
      for (int o = 0; o < i->ops.len; o++) {
        const Instr *v = ir_resolve(i->ops.v[o]);
        if (v && v->op == IR_PARAM && v->imm.i >= 0 && v->imm.i < 64 && !reads_only(i, o))
          candidates &= ~(UINT64_C(1) << v->imm.i);
      }
    }
  return candidates;
}

/* void NAME.cpu(arrc_thread *t, void **args): loads each argument from
 * the pointer the runtime passes and calls the kernel. */
static LLVMValueRef trampoline(Cg *cg, const Func *k, LLVMValueRef fn) {
  size_t len;
  const char *name = arena_printf(cg->m->arena, "%s.cpu", LLVMGetValueName2(fn, &len));
  LLVMValueRef t = LLVMAddFunction(cg->mod, name, LLVMFunctionType(cg->void_, (LLVMTypeRef[]){cg->ptr, cg->ptr}, 2, false));
  LLVMSetLinkage(t, LLVMInternalLinkage);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, t, ""));
  LLVMValueRef *args = arena_alloc(cg->m->arena, (size_t)(k->nparams + 1) * sizeof *args);
  unsigned n = 0;
  args[n++] = LLVMGetParam(t, 0);
  for (int j = 0; j < k->nparams; j++) {
    if (!cg_type_is_data(k->param_types[j]))
      continue;
    LLVMValueRef slot = LLVMBuildLoad2(b, cg->ptr, LLVMBuildGEP2(b, cg->ptr, LLVMGetParam(t, 1), (LLVMValueRef[]){cg_i64(cg, j)}, 1, ""), "");
    args[n++] = LLVMBuildLoad2(b, cg_type(cg, k->param_types[j]), slot, "");
  }
  LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, args, n, "");
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  return t;
}

static LLVMValueRef const_string_global(Cg *cg, const char *s, const char *name) {
  LLVMValueRef init = LLVMConstStringInContext(cg->ctx, s, (unsigned)strlen(s), false);
  LLVMValueRef g = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  return g;
}

/* A constant holding an image of the program's GPU code, in an ELF
 * section of its own named after the image's architecture
 * (.arrc_gpu.sm_90, .arrc_gpu.compute_75), where arrc --list-gpu-archs
 * finds it in the program and objcopy can extract it. */
static LLVMValueRef image_global(Cg *cg, const void *data, size_t size, bool nul, int arch, bool ptx) {
  char name[64];
  LLVMValueRef init = LLVMConstStringInContext(cg->ctx, data, (unsigned)size, !nul);
  LLVMValueRef g = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), ptx ? "arrc.ptx" : "arrc.cubin");
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetAlignment(g, 16);
  snprintf(name, sizeof name, ".arrc_gpu.%s_%d", ptx ? "compute" : "sm", arch);
  LLVMSetSection(g, name);
  return g;
}

/* The PTX constant, made at the first use, with the table of cubins
 * (arrc_cubin records of rt_gpu.h, ascending by architecture) that every
 * kernel record shares in cg->cubin_global. */
static LLVMValueRef gpu_images(Cg *cg) {
  if (cg->ptx_global)
    return cg->ptx_global;
  const GpuCode *code = cg->gpu_code;
  int arch = 0;
  const char *name = cg->opt->gpu_arch ? cg->opt->gpu_arch : "sm_75";
  sscanf(name, "sm_%d", &arch);
  cg->ptx_global = image_global(cg, code->ptx, strlen(code->ptx), true, arch, true);
  LLVMTypeRef record = LLVMStructTypeInContext(cg->ctx, (LLVMTypeRef[]){cg->i64, cg->ptr, cg->i64}, 3, false);
  LLVMValueRef *rows = arena_alloc(cg->m->arena, (size_t)(code->ncubins + 1) * sizeof *rows);
  for (int c = 0; c < code->ncubins; c++) {
    const GpuImage *img = &code->cubins[c];
    LLVMValueRef fields[] = {cg_i64(cg, img->arch), image_global(cg, img->image, img->size, false, img->arch, false),
                             cg_i64(cg, (int64_t)img->size)};
    rows[c] = LLVMConstStructInContext(cg->ctx, fields, 3, false);
  }
  LLVMValueRef table = LLVMAddGlobal(cg->mod, LLVMArrayType(record, (unsigned)code->ncubins), "arrc.cubins");
  LLVMSetInitializer(table, LLVMConstArray(record, rows, (unsigned)code->ncubins));
  LLVMSetGlobalConstant(table, true);
  LLVMSetLinkage(table, LLVMPrivateLinkage);
  cg->cubin_global = table;
  return cg->ptx_global;
}

/* The arrc_kernel record of kernel k (made once, filled in by
 * cg_gpu_finish_kernels when all code, and so all shared memory, is known). */
LLVMValueRef cg_kernel_record(Cg *cg, const Func *k) {
  LLVMValueRef rec = ptrmap_get(&cg->kernel_records, k);
  if (!rec) {
    rec = LLVMAddGlobal(cg->mod, cg->kernel_type, "arrc.kernel");
    LLVMSetLinkage(rec, LLVMPrivateLinkage);
    LLVMSetGlobalConstant(rec, true);
    ptrmap_put(&cg->kernel_records, k, rec);
  }
  return rec;
}

void cg_gpu_finish_kernels(Cg *cg, Module *m) {
  for (Func *f = m->funcs; f; f = f->next_in_module) {
    LLVMValueRef rec = ptrmap_get(&cg->kernel_records, f);
    LLVMValueRef fn = ptrmap_get(&cg->funcs, f);
    if (!rec || !fn)
      continue;
    int np = f->nparams;
    const LLVMTargetDataRef dl = LLVMGetModuleDataLayout(cg->mod);
    LLVMValueRef *kv = arena_alloc(cg->m->arena, (size_t)(np + 1) * sizeof *kv);
    LLVMValueRef *sv = arena_alloc(cg->m->arena, (size_t)(np + 1) * sizeof *sv);
    PtrMap seen, seen_sync;
    ptrmap_init(&seen, cg->m->arena);
    ptrmap_init(&seen_sync, cg->m->arena);
    int ntuple = 0;
    for (int j = 0; j < np; j++)
      if (f->param_types[j]->kind == TY_TUPLE)
        ntuple += 1 + tuple_array_offsets(cg, f->param_types[j], 0, NULL, 0);
    LLVMValueRef *tv = arena_alloc(cg->m->arena, (size_t)(ntuple + 1) * sizeof *tv);
    ntuple = 0;
    for (int j = 0; j < np; j++) {
      const Type *t = f->param_types[j];
      int32_t size = cg_type_is_data(t) ? (int32_t)LLVMABISizeOfType(dl, cg_type(cg, t)) : 0;
      /* The PTX entry takes an array's whole header by value (emit.c's
       * header_by_value). */
      if (t->kind == TY_ARRAY)
        size = (int32_t)(offsetof(arrc_array, dims) + 2 * sizeof(int64_t) * (size_t)t->ndim);
      int arrays = t->kind == TY_TUPLE ? tuple_array_offsets(cg, t, 0, tv, ntuple + 1) : 0;
      if (arrays) {
        tv[ntuple] = LLVMConstInt(cg->i32, (unsigned)arrays, false);
        ntuple += 1 + arrays;
      }
      int kind = t->kind == TY_ARRAY ? ARRC_PARAM_ARRAY_VALUE
                 : arrays            ? ARRC_PARAM_TUPLE
                 : size              ? ARRC_PARAM_SCALAR
                                     : ARRC_PARAM_NONE;
      kv[j] = LLVMConstInt(cg->i32, (unsigned)kind, false);
      sv[j] = LLVMConstInt(cg->i32, (unsigned)size, false);
    }
    LLVMValueRef ka = private_i32_array(cg, "arrc.kernel.kinds", kv, np);
    LLVMValueRef sa = private_i32_array(cg, "arrc.kernel.sizes", sv, np);
    const char *ptx = cg->gpu_code ? cg->gpu_code->ptx : NULL;
    size_t entry_cap = strlen(f->name) + 32;
    char *entry = arena_alloc(cg->m->arena, entry_cap);
    codegen_kernel_entry_name(m, f, entry, entry_cap);
    LLVMValueRef ptx_image = ptx ? gpu_images(cg) : LLVMConstNull(cg->ptr);
    /* The GPU module made the _nc entry from the same analysis; the PTX is
     * asked all the same, as naming an entry it lacks would fail the
     * launch. */
    uint64_t readonly = cg_kernel_readonly_params(f);
    const char *nc = arena_printf(cg->m->arena, "%s_nc", entry);
    if (!ptx || !strstr(ptx, arena_printf(cg->m->arena, ".entry %s(", nc)))
      readonly = 0;
    LLVMValueRef nc_name = readonly ? const_string_global(cg, nc, "arrc.kernel.nc_name") : LLVMConstNull(cg->ptr);
    LLVMValueRef fields[] = {
        const_string_global(cg, entry, "arrc.kernel.name"),
        trampoline(cg, f, fn),
        LLVMConstInt(cg->i32, (unsigned)((cg->uses_barrier_any ? ARRC_KERNEL_BARRIER : 0) |
                                         cg_kernel_features(f, &seen_sync)), false),
        LLVMConstInt(cg->i32, (unsigned)np, false),
        ka,
        sa,
        cg_i64(cg, cg->shared_bytes),
        ptx_image,
        ptx ? const_string_global(cg, cg->opt->gpu_arch ? cg->opt->gpu_arch : "sm_75", "arrc.kernel.arch")
            : LLVMConstNull(cg->ptr),
        ptx ? cg->cubin_global : LLVMConstNull(cg->ptr),
        cg_i64(cg, ptx ? cg->gpu_code->ncubins : 0),
        ntuple ? private_i32_array(cg, "arrc.kernel.tuple_arrays", tv, ntuple) : LLVMConstNull(cg->ptr),
        cg_i64(cg, static_shared_bytes(cg, f, &seen)),
        nc_name,
        LLVMConstInt(cg->i64, readonly, false),
    };
    LLVMSetInitializer(rec, LLVMConstNamedStruct(cg->kernel_type, fields, 15));
  }
}

/* kernel[grid, block, stream, shared](args) on the host. */
LLVMValueRef cg_launch(Cg *cg, const Instr *call) {
  const Func *k = call->callee;
  const Instr *sub = call->ops.v[0];
  sub = ir_resolve(sub);
  bool forall = sub->op == IR_CALL;
  const Instr *cfg = forall ? sub : sub->ops.v[1];
  cfg = ir_resolve(cfg);
  /* The configuration: (grid, block[, stream[, dynamic shared bytes]]). */
  LLVMValueRef dims[2][3];
  for (int part = 0; part < 2; part++)
    for (int d = 0; d < 3; d++)
      dims[part][d] = cg_i64(cg, 1);
  LLVMValueRef cv = forall ? NULL : cg_value(cg, cfg);
  const Type *ct = forall ? type_tuple(0, NULL) : cfg->type;
  LLVMValueRef stream = LLVMConstNull(cg->ptr), dyn = cg_i64(cg, 0);
  for (int part = 0; part < ct->n; part++) {
    const Type *pt = ct->elems[part];
    LLVMValueRef pv = LLVMBuildExtractValue(cg->b, cv, (unsigned)part, "");
    if (part < 2) {
      for (int d = 0; d < 3; d++)
        dims[part][d] = cg_i64(cg, 1);
      if (pt->kind == TY_TUPLE) {
        for (int d = 0; d < pt->n && d < 3; d++)
          dims[part][d] = cg_convert(cg, LLVMBuildExtractValue(cg->b, pv, (unsigned)d, ""), pt->elems[d], ty_int64);
      } else {
        dims[part][0] = cg_convert(cg, pv, pt, ty_int64);
      }
    } else if (part == 2 && pt->kind == TY_STREAM) {
      stream = pv;
    } else if (part == 3) {
      dyn = cg_convert(cg, pv, pt, ty_int64);
    }
  }
  LLVMValueRef g = cg_alloca(cg, LLVMArrayType(cg->i64, 3), "grid"), bl = cg_alloca(cg, LLVMArrayType(cg->i64, 3), "block");
  for (int d = 0; d < 3; d++) {
    LLVMBuildStore(cg->b, dims[0][d], LLVMBuildGEP2(cg->b, cg->i64, g, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""));
    LLVMBuildStore(cg->b, dims[1][d], LLVMBuildGEP2(cg->b, cg->i64, bl, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""));
  }
  int np = k->nparams;
  LLVMValueRef args = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)(np ? np : 1)), "args");
  for (int j = 0; j < np && j + 1 < call->ops.len; j++) {
    const Instr *a = call->ops.v[1 + j];
    a = ir_resolve(a);
    const Type *pt = k->param_types[j];
    LLVMValueRef slot = LLVMConstNull(cg->ptr);
    if (cg_type_is_data(pt)) {
      slot = cg_alloca(cg, cg_type(cg, pt), "arg");
      LLVMBuildStore(cg->b, cg_convert(cg, cg_value(cg, a), a->type, pt), slot);
    }
    LLVMBuildStore(cg->b, slot, LLVMBuildGEP2(cg->b, cg->ptr, args, (LLVMValueRef[]){cg_i64(cg, j)}, 1, ""));
  }
  if (forall)
    return cg_forall_launch(cg, call, args);
  cg_call_rt(cg, "arrc_launch", cg->void_, 7,
             (LLVMValueRef[]){cg_kernel_record(cg, k), g, bl, dyn, stream, args, cg_loc(cg, call->loc)});
  return NULL;
}

/* The arrc_kernel record of the kernel of a cuda-target ufunc's MAP
 * (elementwise_gpu.c). Its CPU version, cpu, is what the tests' emulating
 * CUDA driver runs: without a GPU the MAP runs as a CPU loop instead. */
LLVMValueRef cg_map_record(Cg *cg, int index, int nparams, LLVMValueRef *kinds, LLVMValueRef *sizes,
                           LLVMValueRef cpu) {
  char name[64];
  snprintf(name, sizeof name, "arrc_map_%d", index);
  return cg_named_map_record(cg, name, nparams, kinds, sizes, cpu);
}

/* The same for a kernel of the GPU module named name (a gufunc's,
 * lib_gufunc_gpu.c). */
LLVMValueRef cg_named_map_record(Cg *cg, const char *name, int nparams, LLVMValueRef *kinds, LLVMValueRef *sizes,
                                 LLVMValueRef cpu) {
  LLVMValueRef ka = private_i32_array(cg, "arrc.map.kinds", kinds, nparams);
  LLVMValueRef sa = private_i32_array(cg, "arrc.map.sizes", sizes, nparams);
  LLVMValueRef ptx_image = gpu_images(cg);
  LLVMValueRef fields[] = {
      const_string_global(cg, name, "arrc.map.name"),
      cpu,
      LLVMConstInt(cg->i32, 0, false),
      LLVMConstInt(cg->i32, (unsigned)nparams, false),
      ka,
      sa,
      cg_i64(cg, 0),
      ptx_image,
      const_string_global(cg, cg->opt->gpu_arch ? cg->opt->gpu_arch : "sm_75", "arrc.map.arch"),
      cg->cubin_global,
      cg_i64(cg, cg->gpu_code->ncubins),
      LLVMConstNull(cg->ptr),
      cg_i64(cg, 0),
      LLVMConstNull(cg->ptr),
      cg_i64(cg, 0),
  };
  LLVMValueRef rec = LLVMAddGlobal(cg->mod, cg->kernel_type, "arrc.map");
  LLVMSetLinkage(rec, LLVMPrivateLinkage);
  LLVMSetGlobalConstant(rec, true);
  LLVMSetInitializer(rec, LLVMConstNamedStruct(cg->kernel_type, fields, 15));
  return rec;
}
