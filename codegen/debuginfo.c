/* Debug information for -g, -lineinfo and @cuda.jit(lineinfo=True)
 * (debuginfo.h; docs/debugging.md).
 *
 * The host module gets full DWARF 4 under -g: a compile unit naming the
 * program as it was given on the command line and the directory arrc ran
 * in (DW_AT_comp_dir, so that gdb finds the source from anywhere), a
 * subprogram per function, and a variable per local variable and
 * parameter. The IR is SSA, so a variable is not a place in memory: the
 * builder notes which variables each value is assigned to (Instr.assigned,
 * ir/build.c), and each value so noted binds its variables where it is
 * made. At -O0 each variable gets a stack slot, declared to the debugger
 * with a declare record, and the value is stored into it: what clang does
 * at -O0 and what gdb reads best there. Above -O0 a value record binds the
 * variable to the SSA value itself: records are not instructions, so the
 * optimized code is the same with or without -g (slots would be promoted
 * back to registers by SROA, but would perturb the order of the passes'
 * work, and the register allocation with it).
 *
 * Arrays are pointers to runtime headers (arrc_array): their variables
 * describe the header itself, through the pointer (DW_OP_deref), as a
 * struct with the fields NumPy users know (data, ndim, itemsize, size,
 * shape, strides), so that `p a` in gdb prints the shape and
 * `p a.data[3]` an element. Strings show their length and characters,
 * lists their length and elements, optionals whether they hold a value.
 * scripts/arrc-gdb.py prints them all as Python would.
 *
 * The GPU module gets line tables only: NVPTX prints them as .file and
 * .loc directives, which ptxas -lineinfo keeps in the cubin for
 * compute-sanitizer and Nsight to name source lines. */
#define _GNU_SOURCE
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "debuginfo.h"

/* DWARF's base type encodings (DW_ATE_*) and the one operation used. */
enum { ATE_BOOLEAN = 0x02, ATE_COMPLEX_FLOAT = 0x03, ATE_FLOAT = 0x04, ATE_SIGNED = 0x05,
       ATE_SIGNED_CHAR = 0x06, ATE_UNSIGNED = 0x07 };
enum { OP_DEREF = 0x06 };
/* DICompileUnit's DebugDirectivesOnly, which the C API's enum lacks: the
 * line table as .file and .loc directives and no DWARF sections, what
 * nvcc -lineinfo puts in PTX (clang's -gline-directives-only). */
#define EMISSION_DIRECTIVES_ONLY ((LLVMDWARFEmissionKind)3)

/* A variable of the function being built: at -O0 a stack slot, at -O1
 * and above its DILocalVariable alone, bound to values by value records. */
typedef struct {
  LLVMMetadataRef scope;   /* the subprogram of the LLVM function it lives in */
  const char *name;
  const Type *type;        /* the type of the values it holds */
  LLVMMetadataRef var;     /* its DILocalVariable, or NULL: no type the debugger can show */
  LLVMValueRef slot;       /* -O0: its alloca */
} Slot;

/* A variable of the Func being built and the type its slot takes. */
typedef struct {
  const char *name;
  const Type *type;
  int line;                /* where it is first assigned (DW_AT_decl_line), or 0 */
} VarType;

struct CgDebug {
  PtrMap types;            /* Type -> its DIType */
  Slot *slots;
  int nslots, cap_slots;
  VarType *vars;
  int nvars, cap_vars;
  LLVMMetadataRef deref;   /* the expression DW_OP_deref */
  LLVMMetadataRef none;    /* the empty expression */
};

/* ---- the module ----------------------------------------------------------- */

void cg_debug_module_begin(Cg *cg, bool ptx_flavour) {
  const CodegenOptions *opt = cg->opt;
  bool lineinfo = opt->debug_info || opt->lineinfo;
  for (const Func *f = cg->m->funcs; f && !lineinfo; f = f->next_in_module)
    lineinfo = f->gpu && f->lineinfo;
  if (ptx_flavour ? !lineinfo : !opt->debug_info)
    return;
  /* The file as the command line named it, the directory arrc runs in:
   * gcc's DW_AT_name and DW_AT_comp_dir. */
  const char *path = cg->m->src->path;
  char cwd[PATH_MAX];
  const char *dir = getcwd(cwd, sizeof cwd) ? cwd : ".";
  cg->di = LLVMCreateDIBuilder(cg->mod);
  cg->di_file = LLVMDIBuilderCreateFile(cg->di, path, strlen(path), dir, strlen(dir));
  /* gdb has no Python language: C is the language whose expressions it
   * evaluates on the variables (a.shape[0], a.data[i], x + 1). */
  LLVMDIBuilderCreateCompileUnit(cg->di, LLVMDWARFSourceLanguageC, cg->di_file, "arrc " ARRC_VERSION,
                                 5 + strlen(ARRC_VERSION), opt->opt_level > 0, "", 0, 0, "", 0,
                                 ptx_flavour            ? EMISSION_DIRECTIVES_ONLY
                                 : opt->debug_lines_only ? LLVMDWARFEmissionLineTablesOnly
                                                         : LLVMDWARFEmissionFull,
                                 0, false, false, "", 0, "", 0);
  LLVMAddModuleFlag(cg->mod, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18,
                    LLVMValueAsMetadata(LLVMConstInt(cg->i32, LLVMDebugMetadataVersion(), false)));
  /* NVPTX speaks DWARF 2. The host gets DWARF 4: gdb 13 (Debian 12's)
   * rejects the .debug_aranges of the runtime's CUs beside an LLVM DWARF 5
   * unit ("Section .debug_aranges ... does not exists"). */
  LLVMAddModuleFlag(cg->mod, LLVMModuleFlagBehaviorWarning, "Dwarf Version", 13,
                    LLVMValueAsMetadata(LLVMConstInt(cg->i32, ptx_flavour ? 2 : 4, false)));
  if (ptx_flavour || opt->debug_lines_only)
    return;
  cg->dbg = xmalloc(sizeof *cg->dbg);
  memset(cg->dbg, 0, sizeof *cg->dbg);
  ptrmap_init(&cg->dbg->types, cg->m->arena);
  cg->dbg->deref = LLVMDIBuilderCreateExpression(cg->di, (uint64_t[]){OP_DEREF}, 1);
  cg->dbg->none = LLVMDIBuilderCreateExpression(cg->di, NULL, 0);
}

void cg_debug_module_end(Cg *cg) {
  if (!cg->di)
    return;
  LLVMDIBuilderFinalize(cg->di);
  LLVMDisposeDIBuilder(cg->di);
  cg->di = NULL;
  if (cg->dbg) {
    free(cg->dbg->slots);
    free(cg->dbg->vars);
    free(cg->dbg);
    cg->dbg = NULL;
  }
}

/* ---- types ------------------------------------------------------------------ */

static LLVMMetadataRef basic_type(Cg *cg, const char *name, uint64_t bits, unsigned encoding) {
  return LLVMDIBuilderCreateBasicType(cg->di, name, strlen(name), bits, encoding, LLVMDIFlagZero);
}

static LLVMMetadataRef member(Cg *cg, const char *name, uint64_t bytes, uint64_t offset, LLVMMetadataRef type) {
  return LLVMDIBuilderCreateMemberType(cg->di, cg->di_file, name, strlen(name), cg->di_file, 0, bytes * 8, 0,
                                       offset * 8, LLVMDIFlagZero, type);
}

static LLVMMetadataRef struct_type(Cg *cg, const char *name, uint64_t bytes, LLVMMetadataRef *members, int n) {
  return LLVMDIBuilderCreateStructType(cg->di, cg->di_file, name, strlen(name), cg->di_file, 0, bytes * 8, 0,
                                       LLVMDIFlagZero, NULL, members, (unsigned)n, 0, NULL, "", 0);
}

static LLVMMetadataRef int64_type(Cg *cg) { return basic_type(cg, "int64", 64, ATE_SIGNED); }

static LLVMMetadataRef di_type(Cg *cg, const Type *t);

/* Values the variable reaches through a pointer: the debugger shows what
 * it points to. */
static bool by_reference(const Type *t) { return t->kind == TY_ARRAY || t->kind == TY_STR || t->kind == TY_LIST; }

/* An array's header (arrc_array) as the struct it is for ndim dimensions:
 * the shape and the strides (in bytes) follow the fixed fields. */
static LLVMMetadataRef array_type(Cg *cg, const Type *t) {
  LLVMMetadataRef elem = di_type(cg, t->elem);
  LLVMMetadataRef i64 = int64_type(cg);
  uint64_t dims = offsetof(arrc_array, dims), n = (uint64_t)t->ndim;
  LLVMMetadataRef members[6];
  int k = 0;
  members[k++] = member(cg, "data", 8, offsetof(arrc_array, data),
                        LLVMDIBuilderCreatePointerType(cg->di, elem, 64, 0, 0, "", 0));
  members[k++] = member(cg, "ndim", 4, offsetof(arrc_array, ndim), basic_type(cg, "int32", 32, ATE_SIGNED));
  members[k++] = member(cg, "itemsize", 8, offsetof(arrc_array, itemsize), i64);
  members[k++] = member(cg, "size", 8, offsetof(arrc_array, size), i64);
  if (n > 0) {
    LLVMMetadataRef range = LLVMDIBuilderGetOrCreateSubrange(cg->di, 0, (int64_t)n);
    LLVMMetadataRef vec = LLVMDIBuilderCreateArrayType(cg->di, 64 * n, 64, i64, &range, 1);
    members[k++] = member(cg, "shape", 8 * n, dims, vec);
    members[k++] = member(cg, "strides", 8 * n, dims + 8 * n, vec);
  }
  return struct_type(cg, t->name, dims + 16 * n, members, k);
}

/* A string (arrc_str): its length in bytes and its UTF-8 characters. */
static LLVMMetadataRef str_type(Cg *cg) {
  LLVMMetadataRef range = LLVMDIBuilderGetOrCreateSubrange(cg->di, 0, -1);
  LLVMMetadataRef chars =
      LLVMDIBuilderCreateArrayType(cg->di, 0, 8, basic_type(cg, "char", 8, ATE_SIGNED_CHAR), &range, 1);
  LLVMMetadataRef members[2] = {member(cg, "len", 8, offsetof(arrc_str, len), int64_type(cg)),
                                member(cg, "data", 0, offsetof(arrc_str, data), chars)};
  return struct_type(cg, "str", offsetof(arrc_str, data), members, 2);
}

/* What a container holds of type t: the value, or for the types shown
 * through a pointer, a pointer to what it shows. */
static LLVMMetadataRef held_type(Cg *cg, const Type *t) {
  LLVMMetadataRef d = cg_type_is_data(t) ? di_type(cg, t) : NULL;
  return d && by_reference(t) ? LLVMDIBuilderCreatePointerType(cg->di, d, 64, 0, 0, "", 0) : d;
}

/* A list (arrc_list): its length and its elements. */
static LLVMMetadataRef list_type(Cg *cg, const Type *t) {
  LLVMMetadataRef elem = t->elem ? held_type(cg, t->elem) : NULL;
  LLVMMetadataRef members[2] = {member(cg, "len", 8, offsetof(arrc_list, len), int64_type(cg)),
                                member(cg, "data", 8, offsetof(arrc_list, data),
                                       LLVMDIBuilderCreatePointerType(cg->di, elem, 64, 0, 0, "", 0))};
  return struct_type(cg, t->name, sizeof(arrc_list), members, 2);
}

/* An optional: whether it holds a value (else it is None), and the value. */
static LLVMMetadataRef optional_type(Cg *cg, const Type *t) {
  LLVMMetadataRef elem = held_type(cg, t->elem);
  if (!elem)
    return NULL;
  LLVMTypeRef lt = cg_type(cg, t);
  LLVMTargetDataRef layout = LLVMGetModuleDataLayout(cg->mod);
  LLVMMetadataRef members[2] = {
      member(cg, "valid", 1, 0, basic_type(cg, "bool", 8, ATE_BOOLEAN)),
      member(cg, "value", LLVMABISizeOfType(layout, cg_type(cg, t->elem)), LLVMOffsetOfElement(layout, lt, 1), elem)};
  return struct_type(cg, t->name, LLVMABISizeOfType(layout, lt), members, 2);
}

/* A tuple: its fields f0, f1, ... where the data layout puts them. */
static LLVMMetadataRef tuple_type(Cg *cg, const Type *t) {
  LLVMTypeRef lt = cg_type(cg, t);
  LLVMTargetDataRef layout = LLVMGetModuleDataLayout(cg->mod);
  LLVMMetadataRef *members = xmalloc((size_t)(t->n + 1) * sizeof *members);
  int k = 0;
  for (int j = 0; j < t->n; j++) {
    LLVMMetadataRef et = held_type(cg, t->elems[j]);
    if (!et)
      continue;
    char name[16];
    snprintf(name, sizeof name, "f%d", j);
    members[k++] = member(cg, name, LLVMABISizeOfType(layout, cg_type(cg, t->elems[j])),
                          LLVMOffsetOfElement(layout, lt, (unsigned)j), et);
  }
  LLVMMetadataRef st = struct_type(cg, t->name, LLVMABISizeOfType(layout, lt), members, k);
  free(members);
  return st;
}

/* The DIType of values of t, or NULL when the debugger is shown none. */
static LLVMMetadataRef di_type(Cg *cg, const Type *t) {
  LLVMMetadataRef d = ptrmap_get(&cg->dbg->types, t);
  if (d)
    return d;
  switch (t->kind) {
  case TY_BOOL: d = basic_type(cg, "bool", 8, ATE_BOOLEAN); break;
  case TY_INT: d = basic_type(cg, t->name, (uint64_t)t->bits, t->is_signed ? ATE_SIGNED : ATE_UNSIGNED); break;
  case TY_FLOAT: d = basic_type(cg, t->name, (uint64_t)t->bits, ATE_FLOAT); break;
  case TY_COMPLEX: d = basic_type(cg, t->name, (uint64_t)t->bits, ATE_COMPLEX_FLOAT); break;
  case TY_ARRAY: d = array_type(cg, t); break;
  case TY_STR: d = str_type(cg); break;
  case TY_TUPLE: d = tuple_type(cg, t); break;
  case TY_LIST: d = list_type(cg, t); break;
  case TY_OPTIONAL: d = optional_type(cg, t); break;
  default: return NULL;
  }
  if (!d)
    return NULL;
  ptrmap_put(&cg->dbg->types, t, d);
  return d;
}

/* ---- functions -------------------------------------------------------------- */

/* The type a variable's slot takes: that of the phis that join its values
 * (inference unified them there), else that of its first assignment. */
static void note_var(CgDebug *dbg, const char *name, const Type *type, int line) {
  for (int k = 0; k < dbg->nvars; k++)
    if (dbg->vars[k].name == name) {
      if (!dbg->vars[k].line)
        dbg->vars[k].line = line;
      return;
    }
  if (dbg->nvars == dbg->cap_vars) {
    dbg->cap_vars = dbg->cap_vars ? 2 * dbg->cap_vars : 32;
    dbg->vars = xrealloc(dbg->vars, (size_t)dbg->cap_vars * sizeof *dbg->vars);
  }
  dbg->vars[dbg->nvars++] = (VarType){name, type, line};
}

static const VarType *var_of(const CgDebug *dbg, const char *name) {
  for (int k = 0; k < dbg->nvars; k++)
    if (dbg->vars[k].name == name)
      return &dbg->vars[k];
  return NULL;
}

/* The name a phi or a narrowed optional stands for, if the program wrote
 * it: comprehensions' variables are renamed "x.1" and are not shown. */
static const char *own_var(const Instr *i) {
  if ((i->op == IR_PHI || i->op == IR_NARROW) && i->var && !strchr(i->var, '.'))
    return i->var;
  return NULL;
}

static void collect_var_types(Cg *cg, const Func *f) {
  CgDebug *dbg = cg->dbg;
  dbg->nvars = 0;
  for (int pass = 0; pass < 2; pass++)
    for (const Block *b = f->entry; b; b = b->next_in_func)
      for (const Instr *i = b->first; i; i = i->next) {
        if ((i->op == IR_PHI) != (pass == 0) || !i->type || !cg_type_is_data(i->type))
          continue;
        /* A phi's line is that of a read: the first assignment's is the
         * variable's. */
        int line = pass == 0 ? 0 : i->loc.line;
        if (own_var(i))
          note_var(dbg, own_var(i), i->type, line);
        for (const VarName *n = i->assigned; n; n = n->next)
          if (!strchr(n->name, '.'))
            note_var(dbg, n->name, i->type, line);
      }
}

void cg_debug_function_begin(Cg *cg, const Func *f, const char *name, int line) {
  /* No linkage name: gdb would show it ("smooth.2") in place of the
   * program's name. */
  LLVMMetadataRef type = LLVMDIBuilderCreateSubroutineType(cg->di, cg->di_file, NULL, 0, LLVMDIFlagZero);
  cg->di_scope = LLVMDIBuilderCreateFunction(cg->di, cg->di_file, name, strlen(name), "", 0, cg->di_file,
                                             (unsigned)line, type, true, true, (unsigned)line, LLVMDIFlagZero,
                                             cg->opt->opt_level > 0);
  LLVMSetSubprogram(cg->fn, cg->di_scope);
  LLVMSetCurrentDebugLocation2(cg->b, LLVMDIBuilderCreateDebugLocation(cg->ctx, (unsigned)line, 1, cg->di_scope, NULL));
  /* A new top-level function: the slots of the last one are done with
   * (an outlined loop body, f NULL, is built inside its function). */
  if (cg->dbg && f) {
    cg->dbg->nslots = 0;
    collect_var_types(cg, f);
  }
}

/* The variable `name` of the function being built, made on first use
 * with its DILocalVariable (a parameter when argno > 0). */
static Slot *slot_of(Cg *cg, const char *name, const Type *type, unsigned argno, int decl_line) {
  CgDebug *dbg = cg->dbg;
  for (int k = 0; k < dbg->nslots; k++)
    if (dbg->slots[k].scope == cg->di_scope && dbg->slots[k].name == name)
      return &dbg->slots[k];
  if (dbg->nslots == dbg->cap_slots) {
    dbg->cap_slots = dbg->cap_slots ? 2 * dbg->cap_slots : 32;
    dbg->slots = xrealloc(dbg->slots, (size_t)dbg->cap_slots * sizeof *dbg->slots);
  }
  Slot *s = &dbg->slots[dbg->nslots++];
  *s = (Slot){cg->di_scope, name, type, NULL, NULL};
  LLVMMetadataRef dt = type ? di_type(cg, type) : NULL;
  if (!dt)
    return s;
  unsigned line = decl_line > 0 ? (unsigned)decl_line : LLVMDISubprogramGetLine(cg->di_scope);
  s->var = argno ? LLVMDIBuilderCreateParameterVariable(cg->di, cg->di_scope, name, strlen(name), argno, cg->di_file,
                                                        line, dt, true, LLVMDIFlagZero)
                 : LLVMDIBuilderCreateAutoVariable(cg->di, cg->di_scope, name, strlen(name), cg->di_file, line, dt,
                                                   true, LLVMDIFlagZero, 0);
  if (cg->opt->opt_level == 0) {
    s->slot = cg_alloca(cg, cg_type(cg, type), name);
    LLVMMetadataRef loc = LLVMDIBuilderCreateDebugLocation(cg->ctx, line, 0, cg->di_scope, NULL);
    LLVMDIBuilderInsertDeclareRecordAtEnd(cg->di, s->slot, s->var, by_reference(type) ? dbg->deref : dbg->none, loc,
                                          cg->alloca_bb);
  }
  return s;
}

/* From here on the variable holds v (of type `from`), at the builder's
 * place. At -O0 v is stored into the slot, numbers converted to the
 * slot's type; above, a value record binds the variable to v, and a value
 * of another type is not shown (a conversion made for the debugger alone
 * could change the optimized code, which -g must not). */
static void store(Cg *cg, const Slot *s, LLVMValueRef v, const Type *from) {
  if (!s->var)
    return;
  bool numbers = (from->kind == TY_BOOL || from->kind == TY_INT || from->kind == TY_FLOAT) &&
                 (s->type->kind == TY_BOOL || s->type->kind == TY_INT || s->type->kind == TY_FLOAT);
  if (from != s->type && (!numbers || !s->slot))
    return;
  if (s->slot) {
    LLVMBuildStore(cg->b, cg_convert(cg, v, from, s->type), s->slot);
    return;
  }
  LLVMMetadataRef loc = LLVMGetCurrentDebugLocation2(cg->b);
  if (!loc)
    loc = LLVMDIBuilderCreateDebugLocation(cg->ctx, LLVMDISubprogramGetLine(cg->di_scope), 0, cg->di_scope, NULL);
  LLVMDIBuilderInsertDbgValueRecordAtEnd(cg->di, v, s->var, by_reference(s->type) ? cg->dbg->deref : cg->dbg->none,
                                         loc, LLVMGetInsertBlock(cg->b));
}

void cg_debug_parameters(Cg *cg) {
  const Func *f = cg->f;
  if (!cg->dbg || !f)
    return;
  LLVMBasicBlockRef saved = LLVMGetInsertBlock(cg->b);
  LLVMMetadataRef saved_loc = LLVMGetCurrentDebugLocation2(cg->b);
  LLVMPositionBuilderAtEnd(cg->b, cg->alloca_bb);
  /* The stores have no line, as clang's: the prologue ends after them
   * (DWARF's prologue_end), so `break f` stops where the parameters are
   * in place. */
  LLVMSetCurrentDebugLocation2(cg->b, NULL);
  unsigned k = f->gpu && !cg->ptx ? 1 : 0;
  for (int j = 0; j < f->nparams; j++) {
    const Type *t = f->param_types[j];
    if (!t || !cg_type_is_data(t))
      continue;
    Slot *s = slot_of(cg, f->param_names[j], t, (unsigned)j + 1, 0);
    store(cg, s, LLVMGetParam(cg->fn, k++), t);
  }
  LLVMPositionBuilderAtEnd(cg->b, saved);
  LLVMSetCurrentDebugLocation2(cg->b, saved_loc);
}

/* The local variable `name` (not a parameter) of the function being built. */
static Slot *variable(Cg *cg, const char *name) {
  const VarType *vt = var_of(cg->dbg, name);
  return slot_of(cg, name, vt ? vt->type : NULL, 0, vt ? vt->line : 0);
}

void cg_debug_assign(Cg *cg, const Instr *i, LLVMValueRef v) {
  if (!cg->dbg || !v || !i->type || !cg_type_is_data(i->type) || (!i->assigned && !own_var(i)))
    return;
  /* Code after a terminator (a call that always raises) is never run. */
  LLVMBasicBlockRef here = LLVMGetInsertBlock(cg->b);
  if (!here || LLVMGetBasicBlockTerminator(here))
    return;
  if (own_var(i))
    store(cg, variable(cg, own_var(i)), v, i->type);
  for (const VarName *n = i->assigned; n; n = n->next)
    if (n->name != own_var(i) && !strchr(n->name, '.'))
      store(cg, variable(cg, n->name), v, i->type);
}

void cg_debug_phis(Cg *cg, const Block *b) {
  if (!cg->dbg || !b->first || b->first->op != IR_PHI)
    return;
  const Instr *i = b->first;
  while (i && i->op == IR_PHI)
    i = i->next;
  if (i && i->loc.line > 0)
    LLVMSetCurrentDebugLocation2(cg->b, LLVMDIBuilderCreateDebugLocation(cg->ctx, (unsigned)i->loc.line,
                                                                        (unsigned)i->loc.col, cg->di_scope, NULL));
  for (const Instr *p = b->first; p && p->op == IR_PHI; p = p->next)
    cg_debug_assign(cg, p, ptrmap_get(&cg->values, p));
}
