/* The opcode table. Each row is
 *
 *   IR_OP(NAME, "printed name", operands, flags)
 *
 * where operands is the exact operand count or -1 for a variable count, and
 * flags are IRF_* bits. The enum (ir.h), the printer, the verifier and the
 * code generators are all derived from this one table: adding an operation
 * is adding a row here and a case where it is lowered.
 *
 * The IR is high level at first: operations on Python values whose meaning
 * depends on their types (BINARY on two arrays is elementwise, on two ints
 * is an integer operation). Inference gives every value a type; lowering
 * then replaces the generic operations by the primitive ones. */

/* Constants and names. */
IR_OP(CONST_INT,     "const.int",     0, IRF_PURE)       /* imm.i */
IR_OP(CONST_FLOAT,   "const.float",   0, IRF_PURE)       /* imm.f[0] */
IR_OP(CONST_COMPLEX, "const.complex", 0, IRF_PURE)       /* imm.f[0] + imm.f[1]j */
IR_OP(CONST_BOOL,    "const.bool",    0, IRF_PURE)       /* imm.i */
IR_OP(CONST_NONE,    "const.none",    0, IRF_PURE)
IR_OP(CONST_STR,     "const.str",     0, IRF_PURE)       /* imm.s, imm.len */
IR_OP(GLOBAL,        "global",        0, IRF_PURE)       /* imm.sym: a function, builtin, dtype, exception */
IR_OP(PARAM,         "param",         0, IRF_PURE)       /* imm.i: the parameter's position */
IR_OP(UNDEF,         "undef",         0, IRF_PURE)       /* a variable read before any assignment */
IR_OP(PHI,           "phi",          -1, IRF_PURE)       /* one operand per predecessor, in order */

/* Arithmetic, comparisons, conversions; imm.op is the AstOp. */
IR_OP(BINARY,        "binary",        2, IRF_PURE)
IR_OP(INPLACE,       "inplace",       2, IRF_EFFECT)     /* x op= y: mutates arrays, rebinds scalars */
IR_OP(UNARY,         "unary",         1, IRF_PURE)
IR_OP(COMPARE,       "compare",       2, IRF_PURE)
IR_OP(TRUTH,         "truth",         1, IRF_PURE)       /* bool(x) for conditions */
IR_OP(CAST,          "cast",          1, IRF_PURE)       /* to the result type */
IR_OP(CHECK_BOUND,   "check.bound",   1, IRF_EFFECT)     /* var: raises UnboundLocalError (NameError at the
                                                          * top level) unless the bool operand is true */
IR_OP(NARROW,        "narrow",        1, IRF_PURE)       /* a variable where a test showed it is not None:
                                                          * an optional's value, any other value itself */

/* Calls: the callee is operand 0, then positional arguments, then keyword
 * arguments, whose names are in kwnames (the last nkw operands). */
IR_OP(CALL,          "call",         -1, IRF_EFFECT)

/* Values with structure. */
IR_OP(GETATTR,       "getattr",       1, IRF_PURE)       /* imm.s: the attribute */
IR_OP(GETITEM,       "getitem",       2, 0)              /* obj, index (a TUPLE for a[i, j]) */
IR_OP(SETITEM,       "setitem",       3, IRF_EFFECT)     /* obj, index, value */
IR_OP(TUPLE,         "tuple",        -1, IRF_PURE)
IR_OP(LIST,          "list",         -1, IRF_EFFECT)     /* a new list of its operands */
IR_OP(DICT,          "dict",         -1, IRF_EFFECT)     /* a new dict: key, value, key, value, ... */
IR_OP(SET,           "set",          -1, IRF_EFFECT)     /* a new set of its operands */
IR_OP(DELITEM,       "delitem",       2, IRF_EFFECT)     /* del obj[index] */
IR_OP(SLICE,         "slice",         3, IRF_PURE)       /* lo, hi, step (const.none when absent) */
IR_OP(UNPACK,        "unpack",        1, 0)              /* element imm.i of a tuple, array or list of imm.n */
IR_OP(SETATTR,       "setattr",       2, IRF_EFFECT)     /* obj.imm.s = value (an instance's attribute) */
IR_OP(NEW,           "new",           0, IRF_EFFECT)     /* imm.sym: a new instance of that class, its
                                                          * fields zero, for its __init__ (ir/class.h) */

/* F-strings: FORMAT is format(value, spec) with conversion imm.i ('r', 's',
 * 'a' or 0); operand 1, when present, is the spec, itself a string value.
 * FSTRING concatenates its string operands. */
IR_OP(FORMAT,        "format",       -1, IRF_PURE)
IR_OP(FSTRING,       "fstring",      -1, IRF_PURE)

/* Elementwise work over arrays and scalars with broadcasting, several
 * operations fused into one loop by ir/fuse.c: the operands are the inputs,
 * the MapProgram (Instr.map) says what each element is. */
IR_OP(MAP,           "map",          -1, IRF_PURE)

/* Iteration: for x in it -> getiter; loop: iter.valid; iter.next. */
IR_OP(GETITER,       "getiter",       1, IRF_EFFECT)
IR_OP(ITER_VALID,    "iter.valid",    1, 0)
IR_OP(ITER_NEXT,     "iter.next",     1, IRF_EFFECT)

/* Terminators. */
IR_OP(JUMP,          "jump",          0, IRF_TERMINATOR)  /* target[0] */
IR_OP(BRANCH,        "branch",        1, IRF_TERMINATOR)  /* cond; target[0] if true, target[1] if false */
IR_OP(RETURN,        "return",       -1, IRF_TERMINATOR)  /* zero or one operand */
IR_OP(RAISE,         "raise",         1, IRF_TERMINATOR)  /* an exception value */
IR_OP(UNREACHABLE,   "unreachable",   0, IRF_TERMINATOR)

/* Exceptions (build_try.c, docs/architecture.md "Exceptions"). try.enter
 * is true when the try statement is entered and false when an exception
 * raised inside it arrives (a branch on it follows at once); try.leave
 * leaves it without one. exc.match: whether the exception being handled
 * is an instance of the class operand; exc.value: str(e) (imm.i 0) or
 * repr(e) (imm.i 1) of it; exc.end: its handler is done; reraise: a bare
 * raise, or no handler matched; with.exit: a with statement ends (imm.i
 * 1 on the way out with an exception). */
IR_OP(TRY_ENTER,     "try.enter",     0, IRF_EFFECT)
IR_OP(TRY_LEAVE,     "try.leave",     1, IRF_EFFECT)    /* operand: its statement's try.enter */
IR_OP(EXC_MATCH,     "exc.match",     1, IRF_EFFECT)
IR_OP(EXC_VALUE,     "exc.value",     0, IRF_EFFECT)
IR_OP(EXC_END,       "exc.end",       0, IRF_EFFECT)
IR_OP(GLOBAL_LOAD,   "global.load",   0, 0)              /* var: a variable functions declare global; */
IR_OP(GLOBAL_STORE,  "global.store",  1, IRF_EFFECT)     /* imm.i: its type (build_global.c) */
IR_OP(WITH_EXIT,     "with.exit",     1, IRF_EFFECT)     /* the end of a with statement: closes its file */
IR_OP(TRY_RESTORE,   "try.restore",  -1, 0)              /* var: what a handler sees of a variable the
                                                          * body assigns: operand 0 its value at try.enter,
                                                          * the others each value the body gives it */
IR_OP(TRY_SAVE,      "try.save",      2, IRF_EFFECT)     /* var: an assignment of it in a try body; operand 0
                                                          * the value, 1 the statement's try.enter */
IR_OP(RERAISE,       "reraise",       0, IRF_TERMINATOR)
