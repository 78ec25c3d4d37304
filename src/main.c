/* The arrc driver: reads the command line, then runs the pipeline of
 * DESIGN.md §1 phase by phase, stopping after the phase --emit names.
 * Today the pipeline runs to the typed IR: tokens, the AST, the IR. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "ir.h"
#include "parser.h"
#include "util.h"

typedef enum { EMIT_TOKENS, EMIT_AST, EMIT_IR, EMIT_LLVM, EMIT_PTX, EMIT_ASM, EMIT_OBJ, EMIT_EXE } EmitKind;

static const char *emit_names[] = {"tokens", "ast", "ir", "llvm", "ptx", "asm", "obj", "exe"};

/* The kinds this build can produce; the others need phases still to come. */
static const EmitKind last_available_emit = EMIT_IR;

typedef struct {
  const char *input;
  const char *output;
  EmitKind emit;
  bool verbose;
  bool werror, nowarn;
} Options;

static void usage(FILE *out) {
  fputs("usage: arrc [options] FILE.arr\n"
        "\n"
        "Compiles a Numba-dialect Python program (@njit, @vectorize, @cuda.jit)\n"
        "ahead of time.\n"
        "\n"
        "options:\n"
        "  -o PATH          write the output to PATH (default: standard output)\n"
        "  --emit=KIND      what to produce: tokens | ast | ir\n"
        "  -Werror          treat warnings as errors\n"
        "  -w               do not print warnings\n"
        "  -v               print each compilation phase with its time\n"
        "  --version        print the version and exit\n"
        "  --help           print this help and exit\n"
        "\n"
        "exit status: 0 success, 1 errors in the program, 2 bad command line,\n"
        "70 internal compiler error.\n"
        "See arrc(1) for details.\n",
        out);
}

ARRC_NORETURN static void bad_usage(const char *fmt, const char *arg) {
  fprintf(stderr, "arrc: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\nTry 'arrc --help' for the options.\n");
  exit(2);
}

static void parse_args(int argc, char **argv, Options *opt) {
  memset(opt, 0, sizeof *opt);
  opt->emit = EMIT_EXE;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      usage(stdout);
      exit(0);
    } else if (strcmp(a, "--version") == 0) {
      printf("arrc %s\n", ARRC_VERSION);
      exit(0);
    } else if (strcmp(a, "-o") == 0) {
      if (++i == argc)
        bad_usage("%s needs a path after it", a);
      opt->output = argv[i];
    } else if (strncmp(a, "-o", 2) == 0 && a[2]) {
      opt->output = a + 2;
    } else if (strncmp(a, "--emit=", 7) == 0) {
      size_t k = 0;
      while (k < sizeof emit_names / sizeof *emit_names && strcmp(a + 7, emit_names[k]) != 0)
        k++;
      if (k == sizeof emit_names / sizeof *emit_names)
        bad_usage("unknown --emit kind '%s' (expected tokens, ast, ir, llvm, ptx, asm, obj or exe)",
                  a + 7);
      opt->emit = (EmitKind)k;
    } else if (strcmp(a, "-v") == 0) {
      opt->verbose = true;
    } else if (strcmp(a, "-Werror") == 0) {
      opt->werror = true;
    } else if (strcmp(a, "-w") == 0) {
      opt->nowarn = true;
    } else if (a[0] == '-' && a[1] != '\0') {
      bad_usage("unknown option '%s'", a);
    } else if (opt->input) {
      bad_usage("more than one input file ('%s')", a);
    } else {
      opt->input = a;
    }
  }
  if (!opt->input)
    bad_usage("%s", "no input file");
  if (opt->emit > last_available_emit) {
    fprintf(stderr,
            "arrc: error: --emit=%s is not available yet: this arrc stops after building the "
            "IR, and can emit tokens, ast and ir\n",
            emit_names[opt->emit]);
    exit(2);
  }
}

static int write_stream(FILE *f, const char *path, const StrBuf *text) {
  const char *data = text->data ? text->data : "";
  bool ok = fwrite(data, 1, text->len, f) == text->len;
  ok = (f == stdout ? fflush(f) == 0 : fclose(f) == 0) && ok;
  if (!ok)
    fprintf(stderr, "arrc: error: cannot write '%s': %s\n", path, strerror(errno));
  return ok ? 0 : 1;
}

/* Writes the result to -o PATH through a temporary file and a rename, so a
 * failed compile never leaves a partial output; without -o, to stdout. A path
 * that exists and is not a regular file (/dev/null, a pipe) is written in
 * place: renaming over it would replace the device. */
static int write_output(const Options *opt, const StrBuf *text) {
  const char *data = text->data ? text->data : "";
  if (!opt->output)
    return write_stream(stdout, "standard output", text);
  struct stat st;
  if (stat(opt->output, &st) == 0 && !S_ISREG(st.st_mode)) {
    FILE *f = fopen(opt->output, "wb");
    if (!f) {
      fprintf(stderr, "arrc: error: cannot open '%s': %s\n", opt->output, strerror(errno));
      return 1;
    }
    return write_stream(f, opt->output, text);
  }
  size_t n = strlen(opt->output);
  char *tmp = xmalloc(n + 16);
  snprintf(tmp, n + 16, "%s.tmpXXXXXX", opt->output);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    fprintf(stderr, "arrc: error: cannot create '%s': %s\n", tmp, strerror(errno));
    free(tmp);
    return 1;
  }
  FILE *f = fdopen(fd, "wb");
  bool ok = f && fwrite(data, 1, text->len, f) == text->len;
  ok = (f && fclose(f) == 0) && ok;
  if (ok && rename(tmp, opt->output) != 0)
    ok = false;
  if (!ok) {
    fprintf(stderr, "arrc: error: cannot write '%s': %s\n", opt->output, strerror(errno));
    unlink(tmp);
  }
  free(tmp);
  return ok ? 0 : 1;
}

static void report_phase(const Options *opt, const char *phase, double start) {
  if (opt->verbose)
    fprintf(stderr, "arrc: %-8s %8.3f ms\n", phase, now_ms() - start);
}

int main(int argc, char **argv) {
  Options opt;
  parse_args(argc, argv, &opt);

  double t0 = now_ms();
  size_t len;
  char *text = read_file(opt.input, &len);
  if (!text) {
    fprintf(stderr, "arrc: error: cannot read '%s': %s\n", opt.input, strerror(errno));
    return 1;
  }
  Arena *arena = arena_new();
  StrTab *names = strtab_new(arena);
  Source *src = source_new(arena, opt.input, text, len);
  Diag diag;
  diag_init(&diag, src, stderr);
  diag.werror = opt.werror;
  diag.nowarn = opt.nowarn;
  report_phase(&opt, "read", t0);

  StrBuf out = {0};
  int status = 0;
  if (opt.emit == EMIT_TOKENS) {
    double t = now_ms();
    Lexer lx;
    lexer_init(&lx, arena, &diag, src, names);
    lexer_dump_tokens(&lx, &out);
    report_phase(&opt, "lex", t);
  } else {
    double t = now_ms();
    Node *module = parse_source(arena, &diag, src, names);
    report_phase(&opt, "parse", t);
    if (diag.errors == 0 && opt.emit == EMIT_AST)
      ast_dump(&out, module);
    if (diag.errors == 0 && opt.emit >= EMIT_IR) {
      t = now_ms();
      types_init();
      Module *m = ir_module_new(arena, &diag, src, names, module);
      bool ok = ir_infer_module(m);
      report_phase(&opt, "infer", t);
      t = now_ms();
      ok = ok && ir_verify_module(m, &diag) == 0;
      report_phase(&opt, "verify", t);
      if (ok) {
        t = now_ms();
        ir_print_module(&out, m);
        report_phase(&opt, "print-ir", t);
      }
      types_free();
    }
  }
  if (diag.errors > 0) {
    fprintf(stderr, "%d error%s generated.\n", diag.errors, diag.errors == 1 ? "" : "s");
    status = 1;
  } else {
    status = write_output(&opt, &out);
  }
  if (opt.verbose)
    fprintf(stderr, "arrc: total    %8.3f ms, %zu KiB of compiler memory\n", now_ms() - t0,
            arena_used(arena) / 1024);
  sb_free(&out);
  arena_free(arena);
  free(text);
  return status;
}
