/* The lowerings of mpi4py's lowercase methods on Python values
 * (ir/type_mpi_obj.c types them). Each is one call of runtime/mpi_obj.c,
 * which takes a value by the address of its memory and the descriptor of
 * its type (runtime/rt_serialize.h), written here from the type with the
 * layout this code generator gives tuples. A list or dict inside a value
 * received is made like an empty one of its type that the call makes
 * here and passes in a table (its prototypes), so that the runtime need
 * not know which references their elements hold. */
#include "lib_mpi.h"
#include "type_mpi.h"
#include "type_mpi_obj.h"

/* The list and dict types a descriptor refers to, by their index. */
typedef struct {
  const Type *lists[16];
  int n;
} Protos;

static int proto_index(Protos *p, const Type *lt) {
  for (int k = 0; k < p->n; k++)
    if (p->lists[k] == lt)
      return k;
  if (p->n == (int)(sizeof p->lists / sizeof *p->lists))
    return -1;
  p->lists[p->n] = lt;
  return p->n++;
}

/* The NumPy character of a scalar type (rt_serialize.h). */
static char scalar_char(const Type *t) {
  static const char chars[] = "?bhilBHILfdFD";
  return chars[cg_dtype_code(t)];
}

/* Writes the descriptor of t; false when a value holds more lists than
 * the table has room for. */
static bool describe(Cg *cg, const Type *t, StrBuf *sb, Protos *p) {
  switch (t->kind) {
  case TY_NONE: sb_putc(sb, 'n'); return true;
  case TY_STR: sb_putc(sb, 's'); return true;
  case TY_ARRAY:
    sb_putc(sb, 'a');
    sb_putc(sb, scalar_char(t->elem));
    sb_putc(sb, (char)('A' + t->ndim));
    return true;
  case TY_TUPLE: {
    LLVMTargetDataRef dl = LLVMGetModuleDataLayout(cg->mod);
    LLVMTypeRef st = cg_type(cg, t);
    sb_printf(sb, "(%llu:", (unsigned long long)LLVMABISizeOfType(dl, st));
    for (int k = 0; k < t->n; k++) {
      sb_printf(sb, "%llu:", (unsigned long long)LLVMOffsetOfElement(dl, st, (unsigned)k));
      if (!describe(cg, t->elems[k], sb, p))
        return false;
    }
    sb_putc(sb, ')');
    return true;
  }
  case TY_OPTIONAL: {
    LLVMTargetDataRef dl = LLVMGetModuleDataLayout(cg->mod);
    LLVMTypeRef ot = cg_type(cg, t);
    sb_printf(sb, "o%llu:%llu:", (unsigned long long)LLVMABISizeOfType(dl, ot),
              (unsigned long long)LLVMOffsetOfElement(dl, ot, 1));
    return describe(cg, t->elem, sb, p);
  }
  case TY_LIST: {
    int k = proto_index(p, t);
    if (k < 0)
      return false;
    sb_printf(sb, "[%d:", k);
    return describe(cg, t->elem, sb, p);
  }
  case TY_DICT: {
    int k = proto_index(p, t);
    if (k < 0)
      return false;
    sb_printf(sb, "{%d:", k);
    return describe(cg, t->elem, sb, p) && describe(cg, t->value, sb, p);
  }
  default:
    sb_putc(sb, scalar_char(t));
    return true;
  }
}

/* What a call passes for one type: its descriptor and the table of its
 * prototypes (a null pointer when it has no lists). */
typedef struct {
  LLVMValueRef desc, protos;
  LLVMValueRef made[16];
  TypeKind kinds[16];
  int nmade;
} Described;

static Described described(Cg *cg, const Type *t, SrcLoc loc) {
  Described d = {0};
  StrBuf sb = {0};
  Protos p = {.n = 0};
  if (!describe(cg, t, &sb, &p))
    cg_unsupported(cg, loc, "a value that holds more than 16 kinds of lists cannot be sent");
  sb_putc(&sb, '\0');
  d.desc = LLVMBuildGlobalStringPtr(cg->b, sb.data, "arrc.mpi.desc");
  sb_free(&sb);
  if (p.n == 0) {
    d.protos = LLVMConstNull(cg->ptr);
    return d;
  }
  LLVMTypeRef at = LLVMArrayType2(cg->ptr, (uint64_t)p.n);
  d.protos = cg_alloca(cg, at, "mpi.protos");
  for (int k = 0; k < p.n; k++) {
    d.made[k] = p.lists[k]->kind == TY_DICT ? cg_dict_new_empty(cg, p.lists[k]) : cg_list_new(cg, p.lists[k]);
    d.kinds[k] = p.lists[k]->kind;
    LLVMValueRef slot = LLVMBuildGEP2(cg->b, at, d.protos, (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, k)}, 2, "");
    LLVMBuildStore(cg->b, d.made[k], slot);
  }
  d.nmade = p.n;
  return d;
}

/* Drops the prototypes after the call. */
static void drop_protos(Cg *cg, Described *d) {
  for (int k = 0; k < d->nmade; k++)
    cg_call_rt(cg, d->kinds[k] == TY_DICT ? "arrc_dict_decref" : "arrc_list_decref", cg->void_, 1, &d->made[k]);
}

/* The address of a copy of value a for the runtime to read (with strip,
 * its payload when a's type is optional: the root's value of a bcast or
 * a scatter); a null pointer for None. */
static LLVMValueRef value_address(Cg *cg, const Instr *a, bool strip) {
  const Type *t = a->type;
  if (!cg_type_is_data(strip ? type_strip_optional(t) : t))
    return LLVMConstNull(cg->ptr);
  LLVMValueRef v = cg_value(cg, a);
  if (strip && t->kind == TY_OPTIONAL) {
    v = LLVMBuildExtractValue(cg->b, v, 1, "");
    t = t->elem;
  }
  LLVMValueRef slot = cg_alloca(cg, cg_type(cg, t), "mpi.value");
  LLVMBuildStore(cg->b, v, slot);
  return slot;
}

/* A zeroed place for a value of type t that the runtime writes. */
static LLVMValueRef out_slot(Cg *cg, const Type *t) {
  LLVMTypeRef lt = cg_type(cg, t);
  LLVMValueRef slot = cg_alloca(cg, lt, "mpi.out");
  LLVMBuildStore(cg->b, LLVMConstNull(lt), slot);
  return slot;
}

static LLVMValueRef load_out(Cg *cg, const Type *t, LLVMValueRef slot) {
  return cg_type_is_data(t) ? LLVMBuildLoad2(cg->b, cg_type(cg, t), slot, "") : NULL;
}

/* An optional of type ot from the flag `has` and the value at slot. */
static LLVMValueRef optional_out(Cg *cg, const Type *ot, LLVMValueRef has, LLVMValueRef slot) {
  LLVMValueRef v = LLVMGetUndef(cg_type(cg, ot));
  v = LLVMBuildInsertValue(cg->b, v, has, 0, "");
  return LLVMBuildInsertValue(cg->b, v, LLVMBuildLoad2(cg->b, cg_type(cg, ot->elem), slot, ""), 1, "");
}

/* The op argument's code (MPI.SUM when absent or None). */
static LLVMValueRef op_arg(Cg *cg, const Instr *call, int k) {
  const Instr *a = k < nargs(call) ? arg_instr(call, k) : NULL;
  if (!a || a->type->kind == TY_NONE)
    return cg_i64(cg, ARRC_MPI_OP_SUM);
  return cg_value(cg, a);
}

LLVMValueRef lower_mpi_obj(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc);
  const Type *rt = call->type;
  switch (id) {
  case BI_MPI_COMM_SEND_OBJ: case BI_MPI_COMM_ISEND_OBJ: {
    const Instr *a = arg_instr(call, 0);
    Described d = described(cg, a->type, call->loc);
    LLVMValueRef args[] = {cg_mpi_comm(cg, call), d.desc, value_address(cg, a, false), cg_mpi_int_arg(cg, call, 1, NULL, 0),
                           cg_mpi_int_arg(cg, call, 2, NULL, 0), loc};
    if (id == BI_MPI_COMM_ISEND_OBJ)
      return cg_call_rt(cg, "arrc_mpi_obj_isend", cg->i64, 6, args);
    cg_call_rt(cg, "arrc_mpi_obj_send", cg->void_, 6, args);
    return NULL;
  }
  case BI_MPI_COMM_RECV_OBJ: {
    Described d = described(cg, rt, call->loc);
    LLVMValueRef out = out_slot(cg, rt);
    cg_call_rt(cg, "arrc_mpi_obj_recv", cg->void_, 7,
               (LLVMValueRef[]){cg_mpi_comm(cg, call), d.desc, d.protos, out,
                                cg_mpi_int_arg(cg, call, 1, NULL, ARRC_MPI_ANY_SOURCE),
                                cg_mpi_int_arg(cg, call, 2, NULL, ARRC_MPI_ANY_TAG), loc});
    drop_protos(cg, &d);
    return load_out(cg, rt, out);
  }
  case BI_MPI_COMM_SENDRECV_OBJ: {
    Described d = described(cg, rt, call->loc);
    LLVMValueRef out = out_slot(cg, rt);
    cg_call_rt(cg, "arrc_mpi_obj_sendrecv", cg->void_, 10,
               (LLVMValueRef[]){cg_mpi_comm(cg, call), d.desc, d.protos, value_address(cg, arg_instr(call, 0), false),
                                cg_mpi_int_arg(cg, call, 1, NULL, 0), cg_mpi_int_arg(cg, call, 2, NULL, 0), out,
                                cg_mpi_int_arg(cg, call, 4, NULL, ARRC_MPI_ANY_SOURCE),
                                cg_mpi_int_arg(cg, call, 5, NULL, ARRC_MPI_ANY_TAG), loc});
    drop_protos(cg, &d);
    return load_out(cg, rt, out);
  }
  case BI_MPI_COMM_IRECV_OBJ:
    return cg_call_rt(cg, "arrc_mpi_obj_irecv", cg->i64, 4,
                      (LLVMValueRef[]){cg_mpi_comm(cg, call), cg_mpi_int_arg(cg, call, 1, NULL, ARRC_MPI_ANY_SOURCE),
                                       cg_mpi_int_arg(cg, call, 2, NULL, ARRC_MPI_ANY_TAG), loc});
  case BI_MPI_REQUEST_WAIT_OBJ: {
    if (mpi_is(receiver(call)->type, MPI_OBJ_RECV_REQUEST)) {
      Described d = described(cg, rt, call->loc);
      LLVMValueRef out = out_slot(cg, rt);
      cg_call_rt(cg, "arrc_mpi_obj_wait_recv", cg->void_, 5,
                 (LLVMValueRef[]){cg_mpi_comm(cg, call), d.desc, d.protos, out, loc});
      drop_protos(cg, &d);
      return load_out(cg, rt, out);
    }
    cg_call_rt(cg, "arrc_mpi_obj_wait", cg->void_, 2, (LLVMValueRef[]){cg_mpi_comm(cg, call), loc});
    return NULL;
  }
  case BI_MPI_REQUEST_TEST_OBJ:
    return cg_call_rt(cg, "arrc_mpi_obj_test", cg->i1, 2, (LLVMValueRef[]){cg_mpi_comm(cg, call), loc});
  case BI_MPI_COMM_BCAST_OBJ: {
    Described d = described(cg, rt, call->loc);
    LLVMValueRef out = out_slot(cg, rt);
    cg_call_rt(cg, "arrc_mpi_obj_bcast", cg->void_, 7,
               (LLVMValueRef[]){cg_mpi_comm(cg, call), d.desc, d.protos, value_address(cg, arg_instr(call, 0), true),
                                out, cg_mpi_int_arg(cg, call, 1, NULL, 0), loc});
    drop_protos(cg, &d);
    return load_out(cg, rt, out);
  }
  case BI_MPI_COMM_REDUCE_OBJ: case BI_MPI_COMM_ALLREDUCE_OBJ: {
    bool all = id == BI_MPI_COMM_ALLREDUCE_OBJ;
    const Type *vt = all ? rt : rt->elem;
    const Instr *a = arg_instr(call, 0);
    LLVMValueRef value;
    if (vt == ty_bool && a->type != ty_bool) {
      /* MPI.LAND, LOR and LXOR reduce the values' truth (ir/type_mpi_obj.c). */
      value = cg_alloca(cg, cg->i1, "mpi.truth");
      LLVMBuildStore(cg->b, cg_truth(cg, cg_value(cg, a), a->type, call->loc), value);
    } else {
      value = value_address(cg, a, false);
    }
    Described d = described(cg, vt, call->loc);
    LLVMValueRef out = out_slot(cg, vt);
    LLVMValueRef has = cg_call_rt(
        cg, "arrc_mpi_obj_reduce", cg->i1, 9,
        (LLVMValueRef[]){cg_mpi_comm(cg, call), d.desc, d.protos, value, out,
                         op_arg(cg, call, 1), all ? cg_i64(cg, 0) : cg_mpi_int_arg(cg, call, 2, NULL, 0),
                         LLVMConstInt(cg->i1, all, false), loc});
    drop_protos(cg, &d);
    return all ? load_out(cg, rt, out) : optional_out(cg, rt, has, out);
  }
  case BI_MPI_COMM_GATHER_OBJ: case BI_MPI_COMM_ALLGATHER_OBJ: {
    bool all = id == BI_MPI_COMM_ALLGATHER_OBJ;
    const Type *lt = all ? rt : rt->elem;
    Described d = described(cg, lt, call->loc);
    LLVMValueRef out = out_slot(cg, lt);
    LLVMValueRef has = cg_call_rt(
        cg, "arrc_mpi_obj_gather", cg->i1, 8,
        (LLVMValueRef[]){cg_mpi_comm(cg, call), d.desc, d.protos, value_address(cg, arg_instr(call, 0), false),
                         out, all ? cg_i64(cg, 0) : cg_mpi_int_arg(cg, call, 1, NULL, 0), LLVMConstInt(cg->i1, all, false),
                         loc});
    drop_protos(cg, &d);
    return all ? load_out(cg, rt, out) : optional_out(cg, rt, has, out);
  }
  case BI_MPI_COMM_SCATTER_OBJ: case BI_MPI_COMM_ALLTOALL_OBJ: {
    const Instr *a = arg_instr(call, 0);
    const Type *lt = id == BI_MPI_COMM_SCATTER_OBJ ? type_list(rt) : rt;
    Described d = described(cg, lt, call->loc);
    LLVMValueRef out = out_slot(cg, rt);
    if (id == BI_MPI_COMM_SCATTER_OBJ)
      cg_call_rt(cg, "arrc_mpi_obj_scatter", cg->void_, 7,
                 (LLVMValueRef[]){cg_mpi_comm(cg, call), d.desc, d.protos, value_address(cg, a, true), out,
                                  cg_mpi_int_arg(cg, call, 1, NULL, 0), loc});
    else
      cg_call_rt(cg, "arrc_mpi_obj_alltoall", cg->void_, 6,
                 (LLVMValueRef[]){cg_mpi_comm(cg, call), d.desc, d.protos, value_address(cg, a, false), out, loc});
    drop_protos(cg, &d);
    return load_out(cg, rt, out);
  }
  default:
    return lower_failed(cg, call);
  }
}
