/* Lexer unit tests: token streams of tricky inputs. Each case writes the
 * stream compactly: kinds, with the value of names, numbers and strings. */
#include <criterion/criterion.h>
#include <string.h>

#include "harness.h"
#include "lexer.h"
#include "parser.h"

typedef struct {
  Harness h;
  StrBuf tokens;
  int errors;
} Lexed;

static Lexed lex(const char *text) {
  Lexed r = {0};
  harness_init(&r.h, text);
  Lexer lx;
  lexer_init(&lx, r.h.arena, &r.h.diag, r.h.src, strtab_new(r.h.arena));
  Token t;
  for (;;) {
    int k = lexer_next(&lx, &t);
    if (r.tokens.len)
      sb_putc(&r.tokens, ' ');
    switch (k) {
    case TK_NAME: sb_printf(&r.tokens, "%s", t.text); break;
    case TK_INTEGER: sb_printf(&r.tokens, "int:%llu", (unsigned long long)t.ival); break;
    case TK_FLOATNUM: sb_printf(&r.tokens, "float:%g", t.fval); break;
    case TK_IMAGNUM: sb_printf(&r.tokens, "imag:%g", t.fval); break;
    case TK_STRING: sb_puts(&r.tokens, "str:"); sb_put_quoted(&r.tokens, t.text, t.len); break;
    case TK_BYTES: sb_puts(&r.tokens, "bytes:"); sb_put_quoted(&r.tokens, t.text, t.len); break;
    case TK_FSTRING_START: sb_puts(&r.tokens, "F<"); break;
    case TK_FSTRING_END: sb_puts(&r.tokens, ">F"); break;
    case TK_FSTRING_MIDDLE: sb_puts(&r.tokens, "mid:"); sb_put_quoted(&r.tokens, t.text, t.len); break;
    case TK_FIELD_START: sb_puts(&r.tokens, "{"); break;
    case TK_FIELD_END: sb_puts(&r.tokens, "}"); break;
    case TK_FIELD_SPEC: sb_puts(&r.tokens, "spec:"); break;
    case TK_FIELD_CONV: sb_printf(&r.tokens, "!%c", (int)t.ival); break;
    case TK_NEWLINE: sb_puts(&r.tokens, "NL"); break;
    case TK_INDENT: sb_puts(&r.tokens, "IN"); break;
    case TK_DEDENT: sb_puts(&r.tokens, "DE"); break;
    case TK_YYerror: sb_puts(&r.tokens, "ERR"); break;
    case TK_YYEOF: sb_puts(&r.tokens, "EOF"); break;
    case TK_AUGASSIGN: sb_printf(&r.tokens, "%s=", ast_op_name((AstOp)t.ival)); break;
    default:
      if (k < 256) {
        sb_putc(&r.tokens, (char)k);
      } else {
        const char *name = token_kind_name(k);
        sb_putn(&r.tokens, name + 1, strlen(name) - 2); /* 'if' -> if */
      }
    }
    if (k == TK_YYEOF)
      break;
  }
  r.errors = r.h.diag.errors;
  return r;
}

static void done(Lexed *r) {
  sb_free(&r->tokens);
  harness_free(&r->h);
}

#define EXPECT_TOKENS(src, want)                                                    \
  do {                                                                              \
    Lexed r_ = lex(src);                                                            \
    cr_expect_str_eq(r_.tokens.data, want, "source: %s", src);                      \
    cr_expect_eq(r_.errors, 0, "unexpected errors: %s", r_.h.messages.data);             \
    done(&r_);                                                                      \
  } while (0)

#define EXPECT_LEX_ERROR(src, where_and_message)                                    \
  do {                                                                              \
    Lexed r_ = lex(src);                                                            \
    cr_expect_gt(r_.errors, 0, "no error for: %s", src);                            \
    cr_expect(strstr(r_.h.messages.data, where_and_message) != NULL,                     \
              "expected '%s' in:\n%s", where_and_message, r_.h.messages.data);           \
    done(&r_);                                                                      \
  } while (0)

Test(lexer, simple_statement) {
  EXPECT_TOKENS("x = 1 + 2\n", "x = int:1 + int:2 NL EOF");
}

Test(lexer, no_final_newline) {
  EXPECT_TOKENS("x = 1", "x = int:1 NL EOF");
}

Test(lexer, empty_and_blank_input) {
  EXPECT_TOKENS("", "EOF");
  EXPECT_TOKENS("\n\n   \n# only a comment\n", "EOF");
}

Test(lexer, keywords_and_operators) {
  EXPECT_TOKENS("if a is not b and c <= d // 2 ** 3:\n",
                "if a is not b and c <= d // int:2 ** int:3 : NL EOF");
  EXPECT_TOKENS("a @= b; c //= 2; d **= e; f >>= 1\n", "a @= b ; c //= int:2 ; d **= e ; f >>= int:1 NL EOF");
  EXPECT_TOKENS("def f(x) -> int: ...\n", "def f ( x ) -> int : ... NL EOF");
  EXPECT_TOKENS("x != y == z\n", "x != y == z NL EOF");
}

Test(lexer, indent_and_dedent_by_several_levels) {
  EXPECT_TOKENS("if a:\n  if b:\n    if c:\n      x\ny\n",
                "if a : NL IN if b : NL IN if c : NL IN x NL DE DE DE y NL EOF");
}

Test(lexer, dedents_at_end_of_file) {
  EXPECT_TOKENS("def f():\n    if x:\n        return 1", "def f ( ) : NL IN if x : NL IN return int:1 NL DE DE EOF");
}

Test(lexer, comments_at_odd_indentation_make_no_tokens) {
  EXPECT_TOKENS("if a:\n    x = 1\n# at column 1\n        # deeper\n  # shallower\n    y = 2\nz = 3\n",
                "if a : NL IN x = int:1 NL y = int:2 NL DE z = int:3 NL EOF");
}

Test(lexer, nested_brackets_across_lines) {
  EXPECT_TOKENS("x = f(a,\n  [1,\n        2],\n{3:\n 4})\ny = 1\n",
                "x = f ( a , [ int:1 , int:2 ] , { int:3 : int:4 } ) NL y = int:1 NL EOF");
}

Test(lexer, backslash_continuation) {
  EXPECT_TOKENS("x = 1 + \\\n    2\n", "x = int:1 + int:2 NL EOF");
}

Test(lexer, bracket_continuation_dedented_below_block) {
  EXPECT_TOKENS("def f():\n    return g(1,\n2)\nh\n", "def f ( ) : NL IN return g ( int:1 , int:2 ) NL DE h NL EOF");
}

Test(lexer, numbers) {
  EXPECT_TOKENS("10_000 0x1F 0o17 0b101 0 00\n", "int:10000 int:31 int:15 int:5 int:0 int:0 NL EOF");
  EXPECT_TOKENS("1. .5 1e-5 1_000.5 1E+3\n", "float:1 float:0.5 float:1e-05 float:1000.5 float:1000 NL EOF");
  EXPECT_TOKENS("1j 2.5j 3e2J\n", "imag:1 imag:2.5 imag:300 NL EOF");
  EXPECT_TOKENS("18446744073709551615\n", "int:18446744073709551615 NL EOF");
}

Test(lexer, attribute_after_call_is_not_a_float) {
  EXPECT_TOKENS("a.b(1).c\n", "a . b ( int:1 ) . c NL EOF");
}

Test(lexer, strings_and_escapes) {
  EXPECT_TOKENS("'a\\tb' \"q\\\"\" '\\x41\\u00e9' r'\\n'\n",
                "str:\"a\\tb\" str:\"q\\\"\" str:\"A\xc3\xa9\" str:\"\\\\n\" NL EOF");
  EXPECT_TOKENS("'''a\nb''' b'\\x00z'\n", "str:\"a\\nb\" bytes:\"\\x00z\" NL EOF");
  EXPECT_TOKENS("\"it's\" 'say \"hi\"'\n", "str:\"it's\" str:\"say \\\"hi\\\"\" NL EOF");
}

Test(lexer, triple_quoted_string_spans_lines) {
  EXPECT_TOKENS("s = \"\"\"line1\n  line2 \"quoted\" \"\"\"\nx\n",
                "s = str:\"line1\\n  line2 \\\"quoted\\\" \" NL x NL EOF");
}

Test(lexer, fstring_parts) {
  EXPECT_TOKENS("f\"x = {x}\"\n", "F< mid:\"x = \" { x } >F NL EOF");
  EXPECT_TOKENS("f'{a:.3f} and {b!r:>8}'\n",
                "F< { a spec: mid:\".3f\" } mid:\" and \" { b !r spec: mid:\">8\" } >F NL EOF");
}

Test(lexer, fstring_nested_quotes_and_spec) {
  EXPECT_TOKENS("f\"{d['k']} {x:{w}.{p}f}\"\n",
                "F< { d [ str:\"k\" ] } mid:\" \" { x spec: { w } mid:\".\" { p } mid:\"f\" } >F NL EOF");
  EXPECT_TOKENS("f'{{literal}} {a[1:2]}'\n", "F< mid:\"{literal} \" { a [ int:1 : int:2 ] } >F NL EOF");
  EXPECT_TOKENS("f'''{x}\n{y}'''\n", "F< { x } mid:\"\\n\" { y } >F NL EOF");
}

Test(lexer, fstring_with_call_and_comparison) {
  EXPECT_TOKENS("f\"{f(a, b) != 2}\"\n", "F< { f ( a , b ) != int:2 } >F NL EOF");
}

Test(lexer, positions_are_line_and_column) {
  Harness h;
  harness_init(&h, "if x:\n    y = \"s\"\n");
  Lexer lx;
  lexer_init(&lx, h.arena, &h.diag, h.src, strtab_new(h.arena));
  Token t;
  int want[][3] = {{TK_IF, 1, 1}, {TK_NAME, 1, 4}, {':', 1, 5}, {TK_NEWLINE, 1, 6},
                   {TK_INDENT, 2, 5}, {TK_NAME, 2, 5}, {'=', 2, 7}, {TK_STRING, 2, 9}};
  for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
    int k = lexer_next(&lx, &t);
    cr_expect_eq(k, want[i][0], "token %zu kind", i);
    cr_expect_eq(t.loc.line, want[i][1], "token %zu line", i);
    cr_expect_eq(t.loc.col, want[i][2], "token %zu col", i);
  }
  cr_expect_eq(t.loc.end_col, 11, "the string ends at its closing quote");
  harness_free(&h);
}

Test(lexer, errors) {
  EXPECT_LEX_ERROR("x = $\n", "t.arr:1:5: error: invalid character '$'");
  EXPECT_LEX_ERROR("s = 'abc\n", "t.arr:1:5: error: unterminated string literal");
  EXPECT_LEX_ERROR("s = '''abc\n\n", "t.arr:1:5: error: unterminated triple-quoted string literal");
  EXPECT_LEX_ERROR("if a:\n    x\n  y\n", "t.arr:3:3: error: unindent does not match any outer indentation level");
  EXPECT_LEX_ERROR("if a:\n\tx\n        y\n", "t.arr:3:9: error: inconsistent use of tabs and spaces");
  EXPECT_LEX_ERROR("x = (1,\n", "t.arr:1:5: error: '(' was never closed");
  EXPECT_LEX_ERROR("x = 1)\n", "t.arr:1:6: error: unmatched ')'");
  EXPECT_LEX_ERROR("x = (1]\n", "t.arr:1:7: error: closing ']' does not match the opening '('");
  EXPECT_LEX_ERROR("x = 0777\n", "leading zeros in decimal integer literals");
  EXPECT_LEX_ERROR("x = 99999999999999999999\n", "does not fit in 64 bits");
  EXPECT_LEX_ERROR("x = 1abc\n", "invalid number literal '1abc'");
  EXPECT_LEX_ERROR("x = f'{a'\n", "f-string: expecting '}'");
  EXPECT_LEX_ERROR("x = f'a}'\n", "single '}' is not allowed");
  EXPECT_LEX_ERROR("x = f'{a!x}'\n", "invalid conversion '!x'");
  EXPECT_LEX_ERROR("x = f'{a\n", "unterminated f-string");
  EXPECT_LEX_ERROR("x = 1 \\ 2\n", "unexpected character after line continuation");
  EXPECT_LEX_ERROR("x = '\\x4'\n", "truncated \\x escape");
  EXPECT_LEX_ERROR("x = \xe2\x82\xac\n", "invalid character '\xe2\x82\xac' (U+20AC)");
}

Test(lexer, tabs_alone_are_consistent) {
  EXPECT_TOKENS("if a:\n\tx\n\tif b:\n\t\ty\n", "if a : NL IN x NL if b : NL IN y NL DE DE EOF");
}

Test(lexer, crlf_line_endings) {
  EXPECT_TOKENS("if a:\r\n    x = 1\r\n", "if a : NL IN x = int:1 NL DE EOF");
}
