/* What the run-time fault handler (runtime/signal.c) knows of the compiled
 * functions, so that a crash or a stack overflow names the function it
 * happened in:
 *
 *   - a record per source function (arrc_function_info): its name, where
 *     its def is, and whether it checks array indices;
 *   - a table of the functions left in the optimized host module, each
 *     with its address and its source function's record. It is made after
 *     optimization, so that taking the functions' addresses keeps none
 *     alive and changes no inlining decision. Every function in it goes to
 *     one section, arrc_code, whose bounds the linker provides, so that the
 *     runtime knows where compiled code ends: a function extends to the
 *     next one's start or to the end of the section;
 *   - around each call of a jitted function from host code, a store of the
 *     callee's record into arrc_jitted_function, and of NULL after it.
 *     Jitted code inlined into host code (a small @njit function called
 *     from the top level) has no address of its own; the mark names it.
 *     Host code only: jitted code itself is left alone, so its loops cost
 *     the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cg.h"


static LLVMValueRef const_cstring(LLVMModuleRef mod, const char *s, const char *name) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMValueRef init = LLVMConstStringInContext(ctx, s, (unsigned)strlen(s), false);
  LLVMValueRef g = LLVMAddGlobal(mod, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetUnnamedAddr(g, true);
  return g;
}

/* Where f's "def" is: a decorated function's node starts at its first
 * decorator, so the def is the first line from there that begins with
 * "def" (or "async"). */
static SrcLoc def_location(const Source *src, const Func *f) {
  SrcLoc loc = f->def->loc;
  if (f->def->kind != AST_FUNCDEF || f->def->def.decorators.len == 0)
    return loc;
  for (int line = loc.line; line >= 1 && line <= src->nlines; line++) {
    const char *p = src->text + src->line_starts[line - 1], *end = src->text + src->len;
    const char *s = p;
    while (s < end && (*s == ' ' || *s == '\t'))
      s++;
    if ((end - s > 4 && memcmp(s, "def", 3) == 0 && (s[3] == ' ' || s[3] == '\t')) ||
        (end - s > 6 && memcmp(s, "async", 5) == 0 && (s[5] == ' ' || s[5] == '\t')))
      return (SrcLoc){.line = line, .col = (int)(s - p) + 1};
  }
  return loc;
}

static int func_index(const Module *m, const Func *f) {
  int index = 0;
  for (const Func *g = m->funcs; g && g != f; g = g->next_in_module)
    index++;
  return index;
}

/* The record of source function f (made once per module). */
static LLVMValueRef function_info(LLVMModuleRef mod, const Module *m, const Func *f, const CodegenOptions *opt) {
  char name[64];
  snprintf(name, sizeof name, "arrc.func.%d", func_index(m, f));
  LLVMValueRef g = LLVMGetNamedGlobal(mod, name);
  if (g)
    return g;
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMValueRef file = LLVMGetNamedGlobal(mod, "arrc.func.file");
  if (!file)
    file = const_cstring(mod, m->src->path, "arrc.func.file");
  bool entry = f->kind == FUNC_ENTRY;
  SrcLoc at = entry || !f->def ? (SrcLoc){.line = 1, .col = 1} : def_location(m->src, f);
  int flags = (codegen_checks_bounds(opt, f) ? ARRC_FUNCTION_CHECKS_BOUNDS : 0) | (entry ? ARRC_FUNCTION_MODULE : 0) |
              (entry || f->kind == FUNC_HOST ? ARRC_FUNCTION_HOST : 0);
  LLVMValueRef fields[] = {const_cstring(mod, entry ? "<module>" : f->name, "arrc.func.name"), file,
                           LLVMConstInt(i32, (unsigned)at.line, false), LLVMConstInt(i32, (unsigned)at.col, false),
                           LLVMConstInt(i32, (unsigned)flags, false)};
  LLVMValueRef init = LLVMConstStructInContext(ctx, fields, 5, false);
  g = LLVMAddGlobal(mod, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  return g;
}

/* ---- marks around calls of jitted code from host code ----------------------- */

static void store_mark(Cg *cg, LLVMValueRef v) {
  LLVMValueRef mark = LLVMGetNamedGlobal(cg->mod, "arrc_jitted_function");
  if (!mark) {
    mark = LLVMAddGlobal(cg->mod, cg->ptr, "arrc_jitted_function");
    LLVMSetLinkage(mark, LLVMExternalLinkage);
  }
  /* Volatile: the optimizer must keep the first store although nothing in
   * the program reads it. */
  LLVMSetVolatile(LLVMBuildStore(cg->b, v, mark), true);
}

static bool marks_call(const Cg *cg, const Func *callee) {
  return func_is_host(cg->f->kind) && !cg->ptx &&
         (callee->kind == FUNC_JIT || callee->kind == FUNC_UFUNC);
}

void cg_mark_jit_enter(Cg *cg, const Func *callee) {
  if (marks_call(cg, callee))
    store_mark(cg, function_info(cg->mod, cg->m, callee, cg->opt));
}

void cg_mark_jit_leave(Cg *cg, const Func *callee) {
  if (marks_call(cg, callee))
    store_mark(cg, LLVMConstNull(cg->ptr));
}

/* ---- the table of functions ---------------------------------------------------- */

/* The source function an LLVM function was made from. A specialization's
 * LLVM name is "NAME.INDEX" (INDEX its place among the module's
 * functions); the functions derived from it add ".suffix"es (the ring of
 * recursive copies, outer-loop copies, outlined prange bodies, elementwise
 * loops, kernel trampolines, and LLVM's own clones). The entry code is
 * arrc.main, inlined into main. */
static const Func *source_function(const Module *m, const char *name, size_t len) {
  const Func *entry = NULL;
  int index = 0;
  for (const Func *f = m->funcs; f; f = f->next_in_module, index++) {
    if (f->kind == FUNC_ENTRY) {
      entry = f;
      continue;
    }
    /* NAME, then ".INDEX", then the end or another ".suffix". */
    size_t base = strlen(f->name);
    char digits[24];
    int nd = snprintf(digits, sizeof digits, ".%d", index);
    size_t n = base + (size_t)nd;
    if (n <= len && memcmp(name, f->name, base) == 0 && memcmp(name + base, digits, (size_t)nd) == 0 &&
        (len == n || name[n] == '.'))
      return f;
  }
  if ((len == 4 && memcmp(name, "main", 4) == 0) || (len >= 9 && memcmp(name, "arrc.main", 9) == 0))
    return entry;
  return NULL;
}

void codegen_function_table(LLVMModuleRef mod, const Module *m, const CodegenOptions *opt) {
  /* A library installs no fault handler (the C program owns its
   * signals), and the table's names would clash between two libraries
   * linked into one program. */
  if (m->library)
    return;
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0), i64 = LLVMInt64TypeInContext(ctx);
  /* arrc_code_range in runtime/rt_core.h. */
  LLVMTypeRef entry_type = LLVMStructTypeInContext(ctx, (LLVMTypeRef[]){ptr, ptr}, 2, false);
  int cap = 64, n = 0;
  LLVMValueRef *entries = malloc((size_t)cap * sizeof *entries);
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMIsDeclaration(fn))
      continue;
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    const Func *f = source_function(m, name, len);
    if (!f)
      continue;
    LLVMSetSection(fn, "arrc_code");
    if (n == cap)
      entries = realloc(entries, (size_t)(cap *= 2) * sizeof *entries);
    entries[n++] = LLVMConstNamedStruct(entry_type, (LLVMValueRef[]){fn, function_info(mod, m, f, opt)}, 2);
  }
  LLVMValueRef table = LLVMAddGlobal(mod, LLVMArrayType(entry_type, (unsigned)n), "arrc_functions");
  LLVMSetInitializer(table, LLVMConstArray(entry_type, entries, (unsigned)n));
  LLVMSetGlobalConstant(table, true);
  LLVMValueRef count = LLVMAddGlobal(mod, i64, "arrc_function_count");
  LLVMSetInitializer(count, LLVMConstInt(i64, (unsigned long long)n, false));
  LLVMSetGlobalConstant(count, true);
  free(entries);
}
