/* Parser unit tests: the tree built for each construct of LANGUAGE.md §4 and
 * §5, precedence and associativity, and syntax error messages. */
#include <criterion/criterion.h>
#include <string.h>

#include "harness.h"
#include "parser.h"

typedef struct {
  Harness h;
  Node *module;
  int errors;
} Parsed;

static Parsed parse(const char *text) {
  Parsed r = {0};
  harness_init(&r.h, text);
  r.module = parse_source(r.h.arena, &r.h.diag, r.h.src, strtab_new(r.h.arena));
  r.errors = r.h.diag.errors;
  return r;
}

static void done(Parsed *r) { harness_free(&r->h); }

/* The dump of a one-statement program's statement, or of its expression
 * when it is an expression statement. */
static char *dump_first(Parsed *r) {
  StrBuf sb = {0};
  Node *s = r->module->module.body.len ? r->module->module.body.v[0] : NULL;
  if (!s)
    sb_puts(&sb, "<empty>");
  if (s->kind == AST_EXPR_STMT)
    ast_dump_expr(&sb, s->wrap.value);
  else
    ast_dump(&sb, s);
  while (sb.len && sb.data[sb.len - 1] == '\n')
    sb.data[--sb.len] = '\0';
  return sb.data;
}

#define EXPECT_AST(src, want)                                                   \
  do {                                                                          \
    Parsed r_ = parse(src);                                                     \
    cr_expect_eq(r_.errors, 0, "errors for %s:\n%s", src, r_.h.messages.data);       \
    char *got_ = dump_first(&r_);                                               \
    cr_expect_str_eq(got_, want, "source: %s", src);                            \
    free(got_);                                                                 \
    done(&r_);                                                                  \
  } while (0)

#define EXPECT_SYNTAX_ERROR(src, want)                                          \
  do {                                                                          \
    Parsed r_ = parse(src);                                                     \
    cr_expect_gt(r_.errors, 0, "no error for: %s", src);                        \
    cr_expect(strstr(r_.h.messages.data, want) != NULL, "expected '%s' in:\n%s",     \
              want, r_.h.messages.data);                                             \
    done(&r_);                                                                  \
  } while (0)

Test(parser, precedence) {
  EXPECT_AST("a + b * c\n", "(+ a (* b c))");
  EXPECT_AST("a * b + c\n", "(+ (* a b) c)");
  EXPECT_AST("a - b - c\n", "(- (- a b) c)");
  EXPECT_AST("-a ** 2\n", "(neg (** a 2))");
  EXPECT_AST("a ** b ** c\n", "(** a (** b c))");
  EXPECT_AST("2 ** -1\n", "(** 2 (neg 1))");
  EXPECT_AST("a | b ^ c & d << 1 + 2\n", "(| a (^ b (& c (<< d (+ 1 2)))))");
  EXPECT_AST("not a == b\n", "(not (compare a == b))");
  EXPECT_AST("a or b and not c\n", "(or a (and b (not c)))");
  EXPECT_AST("a @ b // c % d\n", "(% (// (@ a b) c) d)");
  EXPECT_AST("~x + +y\n", "(+ (~ x) (pos y))");
}

Test(parser, chained_comparisons) {
  EXPECT_AST("0 <= i < n\n", "(compare 0 <= i < n)");
  EXPECT_AST("a is not None\n", "(compare a is-not None)");
  EXPECT_AST("x not in (1, 2)\n", "(compare x not-in (tuple 1 2))");
  EXPECT_AST("(a < b) < c\n", "(compare (compare a < b) < c)");
}

Test(parser, conditional_expression) {
  EXPECT_AST("a if c else b if d else e\n", "(ifexp c a (ifexp d b e))");
}

Test(parser, calls_and_keywords) {
  EXPECT_AST("print(a, b, sep='', end='\\n')\n", "(call print a b (kw sep \"\") (kw end \"\\n\"))");
  EXPECT_AST("f()\n", "(call f)");
  EXPECT_AST("f(*a, **k)\n", "(call f (star a) (kw ** k))");
  EXPECT_AST("sum(x for x in a)\n", "(call sum (genexp x (for x a)))");
}

Test(parser, kernel_launch) {
  EXPECT_AST("k[g, b](x, y)\n", "(call (index k (tuple g b)) x y)");
  EXPECT_AST("k[(16, 16), (8, 8), s, 0](x)\n", "(call (index k (tuple (tuple 16 16) (tuple 8 8) s 0)) x)");
}

Test(parser, subscripts_and_slices) {
  EXPECT_AST("a[i, j]\n", "(index a (tuple i j))");
  EXPECT_AST("a[i][j]\n", "(index (index a i) j)");
  EXPECT_AST("a[::-1]\n", "(index a (slice _ _ (neg 1)))");
  EXPECT_AST("a[1:5]\n", "(index a (slice 1 5 _))");
  EXPECT_AST("a[:, j]\n", "(index a (tuple (slice _ _ _) j))");
  EXPECT_AST("b[:, np.newaxis]\n", "(index b (tuple (slice _ _ _) (attr np newaxis)))");
  EXPECT_AST("a[i,]\n", "(index a (tuple i))");
  EXPECT_AST("f4[::1]\n", "(index f4 (slice _ _ 1))");
}

Test(parser, displays) {
  EXPECT_AST("()\n", "(tuple)");
  EXPECT_AST("(1,)\n", "(tuple 1)");
  EXPECT_AST("(1)\n", "1");
  EXPECT_AST("[1, 2, 3]\n", "(list 1 2 3)");
  EXPECT_AST("[]\n", "(list)");
  EXPECT_AST("{}\n", "(dict)");
  EXPECT_AST("{1: 2, **d}\n", "(dict (1 2) (** d))");
  EXPECT_AST("{1, 2}\n", "(set 1 2)");
}

Test(parser, comprehensions) {
  EXPECT_AST("[i * i for i in range(n)]\n", "(listcomp (* i i) (for i (call range n)))");
  EXPECT_AST("[x for x in a if x if y for z in b]\n", "(listcomp x (for x a (if x y)) (for z b))");
  EXPECT_AST("{k: v for k, v in p}\n", "(dictcomp k v (for (tuple k v) p))");
  EXPECT_AST("[a if c else b for i in r]\n", "(listcomp (ifexp c a b) (for i r))");
}

Test(parser, strings_concatenate) {
  EXPECT_AST("'a' 'b' \"c\"\n", "\"abc\"");
  EXPECT_AST("'x = ' f'{x}'\n", "(fstring \"x = \" (field x))");
}

Test(parser, fstrings) {
  EXPECT_AST("f'{x:.3f}'\n", "(fstring (field x (fstring \".3f\")))");
  EXPECT_AST("f'{n:>8d} {s!r}'\n", "(fstring (field n (fstring \">8d\")) \" \" (field s !r))");
  EXPECT_AST("f'{x:{w}}'\n", "(fstring (field x (fstring (field w))))");
  EXPECT_AST("f'{a + b:,}'\n", "(fstring (field (+ a b) (fstring \",\")))");
}

Test(parser, assignments) {
  EXPECT_AST("a = b = 0\n", "(=@1:1 a b 0)");
  EXPECT_AST("a, b = b, a + b\n", "(=@1:1 (tuple a b) (tuple b (+ a b)))");
  EXPECT_AST("x, y = cuda.grid(2)\n", "(=@1:1 (tuple x y) (call (attr cuda grid) 2))");
  EXPECT_AST("c[i, j] = v\n", "(=@1:1 (index c (tuple i j)) v)");
  EXPECT_AST("a[:] = 0.0\n", "(=@1:1 (index a (slice _ _ _)) 0.0)");
  EXPECT_AST("x += 1\n", "(+=@1:1 x 1)");
  EXPECT_AST("x //= 2\n", "(//=@1:1 x 2)");
  EXPECT_AST("x: int = 5\n", "(annassign@1:1 x int 5)");
  EXPECT_AST("first, *rest = a\n", "(=@1:1 (tuple first (star rest)) a)");
}

Test(parser, compound_statements) {
  EXPECT_AST("if a:\n    x\nelif b:\n    y\nelse:\n    z\n",
             "(if@1:1 a\n  (body\n    (expr@2:5 x))\n  (else\n    (if@3:1 b\n      (body\n        (expr@4:5 y))\n"
             "      (else\n        (expr@6:5 z)))))");
  EXPECT_AST("while x: x -= 1\n", "(while@1:1 x\n  (body\n    (-=@1:10 x 1)))");
  EXPECT_AST("for i, v in enumerate(a):\n    pass\nelse:\n    break\n",
             "(for@1:1 (tuple i v) (call enumerate a)\n  (body\n    (pass@2:5))\n  (else\n    (break@4:5)))");
}

Test(parser, functions_and_decorators) {
  EXPECT_AST("@cuda.jit('void(f4[:])')\ndef k(a):\n    return\n",
             "(def@2:1 k\n  (decorators (call (attr cuda jit) \"void(f4[:])\"))\n  (params (param a))\n"
             "  (body\n    (return@3:5)))");
  EXPECT_AST("def f(x: nb.float32, n=3, *args, k, **kw) -> nb.float32:\n    pass\n",
             "(def@1:1 f\n  (params (param x (ann (attr nb float32))) (param n (default 3)) (param *args) "
             "(param k) (param **kw))\n  (returns (attr nb float32))\n  (body\n    (pass@2:5)))");
  EXPECT_AST("@jit(nopython=True)\n@other\ndef g(): return 1, 2\n",
             "(def@3:1 g\n  (decorators (call jit (kw nopython True)) other)\n  (params)\n  (body\n"
             "    (return@3:10 (tuple 1 2))))");
}

Test(parser, imports) {
  EXPECT_AST("import numpy as np, math\n", "(import@1:1 (alias numpy np) (alias math))");
  EXPECT_AST("from numba import jit, cuda as c\n", "(from-import@1:1 numba (alias jit) (alias cuda c))");
  EXPECT_AST("from numba.cuda import (grid,\n  syncthreads,)\n",
             "(from-import@1:1 numba.cuda (alias grid) (alias syncthreads))");
  EXPECT_AST("import matplotlib.pyplot as plt\n", "(import@1:1 (alias matplotlib.pyplot plt))");
  EXPECT_AST("from . import x\n", "(from-import@1:1 . (alias x))");
  EXPECT_AST("from __future__ import annotations\n", "(from-import@1:1 __future__ (alias annotations))");
}

Test(parser, simple_statements) {
  EXPECT_AST("assert x > 0, 'bad'\n", "(assert@1:1 (compare x > 0) \"bad\")");
  EXPECT_AST("raise ValueError('no')\n", "(raise@1:1 (call ValueError \"no\"))");
  EXPECT_AST("del a[0], b\n", "(del@1:1 (index a 0) b)");
  EXPECT_AST("global g, h\n", "(global@1:1 g h)");
  EXPECT_AST("pass; x = 1;\n", "(pass@1:1)");
}

Test(parser, rejected_constructs_still_parse) {
  EXPECT_AST("class A(B, metaclass=M):\n    x = 1\n",
             "(class@1:1 A (bases B) (keywords (kw metaclass M))\n  (body\n    (=@2:5 x 1)))");
  EXPECT_AST("lambda x, y=2: x + y\n", "(lambda (params (param x) (param y (default 2))) (+ x y))");
  EXPECT_AST("try:\n    a\nexcept E as e:\n    b\nfinally:\n    c\n",
             "(try@1:1\n  (body\n    (expr@2:5 a))\n  (except@3:1 E e\n    (body\n      (expr@4:5 b)))\n"
             "  (finally\n    (expr@6:5 c)))");
  EXPECT_AST("with open(p) as f, g:\n    pass\n",
             "(with@1:1 (item (call open p) f) (item g)\n  (body\n    (pass@2:5)))");
  EXPECT_AST("def g():\n    yield x\n", "(def@1:1 g\n  (params)\n  (body\n    (expr@2:5 (yield x))))");
  EXPECT_AST("async def f(): await x\n", "(def@1:1 async f\n  (params)\n  (body\n    (expr@1:16 (await x))))");
  EXPECT_AST("nonlocal q\n", "(nonlocal@1:1 q)");
  EXPECT_AST("if (n := 10) > 5: pass\n", "(if@1:1 (compare (walrus n 10) > 5)\n  (body\n    (pass@1:19)))");
}

Test(parser, syntax_errors) {
  EXPECT_SYNTAX_ERROR("if x > 1\n    y = 2\n", "t.arr:1:9: error: expected ':' after 'if' condition");
  EXPECT_SYNTAX_ERROR("while x\n    y\n", "t.arr:1:8: error: expected ':' after 'while' condition");
  EXPECT_SYNTAX_ERROR("def f(x)\n    y\n", "t.arr:1:9: error: expected ':' after function signature");
  EXPECT_SYNTAX_ERROR("for i in range(3)\n    y\n", "expected ':' after 'for' target and iterable");
  EXPECT_SYNTAX_ERROR("if x:\ny = 1\n", "t.arr:2:1: error: expected an indented block after 'if' statement on line 1");
  EXPECT_SYNTAX_ERROR("def f():\nreturn 1\n", "expected an indented block after function definition on line 1");
  EXPECT_SYNTAX_ERROR("x = 1\n  y = 2\n", "t.arr:2:3: error: unexpected indent");
  EXPECT_SYNTAX_ERROR("x = \n", "t.arr:1:4: error: expected an expression after '='");
  EXPECT_SYNTAX_ERROR("print(a b)\n", "t.arr:1:9: error: invalid syntax: unexpected name 'b'; perhaps a missing ','?");
  EXPECT_SYNTAX_ERROR("if x = 1:\n    pass\n", "cannot assign in a condition; did you mean '=='?");
  EXPECT_SYNTAX_ERROR("f(x) = 1\n", "t.arr:1:1: error: cannot assign to a function call");
  EXPECT_SYNTAX_ERROR("1 = x\n", "cannot assign to a literal");
  EXPECT_SYNTAX_ERROR("a < b = 1\n", "cannot assign to a comparison");
  EXPECT_SYNTAX_ERROR("for 1 in x: pass\n", "cannot assign to a literal");
  EXPECT_SYNTAX_ERROR("x = (1, 2]\n", "closing ']' does not match");
  EXPECT_SYNTAX_ERROR("else:\n    pass\n", "t.arr:1:1: error: 'else' does not follow an 'if', 'for', 'while' or 'try' block");
  EXPECT_SYNTAX_ERROR("try:\n    a\n  except E:\n    b\n", "unindent does not match");
  EXPECT_SYNTAX_ERROR("x = 1\nexcept E:\n    b\n", "t.arr:2:1: error: 'except' does not follow a 'try' block");
  EXPECT_SYNTAX_ERROR(") = 3\n", "t.arr:1:1: error: unmatched ')'");
  EXPECT_SYNTAX_ERROR("import\n", "t.arr:1:7: error: expected name, found end of line");
}

Test(parser, recovers_at_the_next_statement) {
  Parsed r = parse("x = = 1\ny = 2\nz = (\nw = 3\nif a\n    b\nq = 4\n");
  cr_expect_eq(r.errors, 3, "three independent errors:\n%s", r.h.messages.data);
  done(&r);
  r = parse("a = 1 +\nb = 2\nc = )\nd = 4\ne = [\n");
  cr_expect_eq(r.errors, 3, "three independent errors:\n%s", r.h.messages.data);
  cr_expect(strstr(r.h.messages.data, "t.arr:1:8:") && strstr(r.h.messages.data, "t.arr:3:5:") &&
                strstr(r.h.messages.data, "t.arr:5:5:"),
            "%s", r.h.messages.data);
  done(&r);
}

Test(parser, broken_header_keeps_its_block) {
  Parsed r = parse("def f(x)\n    if x:\n        return 1\n    return (\n");
  cr_expect_eq(r.errors, 2, "%s", r.h.messages.data);
  done(&r);
}
