/* The arrc driver: reads the command line, then runs the pipeline of
 * DESIGN.md §1 phase by phase, stopping after the phase --emit names:
 * tokens, the AST, the typed IR, LLVM IR, assembly, an object file, or
 * (the default) an executable linked with the runtime library. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cleanup.h"
#include "clib.h"
#include "codegen.h"
#include "depfile.h"
#include "diag.h"
#include "ir.h"
#include "options.h"
#include "output.h"
#include "parser.h"
#include "sysinfo.h"
#include "testrun.h"
#include "util.h"
#include "warn.h"

typedef enum { EMIT_TOKENS, EMIT_AST, EMIT_IR, EMIT_LLVM, EMIT_PTX, EMIT_ASM, EMIT_OBJ, EMIT_EXE } EmitKind;

static const char *emit_names[] = {"tokens", "ast", "ir", "llvm", "ptx", "asm", "obj", "exe"};

typedef struct {
  const char *input;
  const char *output;
  EmitKind emit;
  bool verbose;
  bool nowarn;
  WarnFlags warn;           /* -Wall, -WNAME, -Wno-NAME, -Werror... */
  bool run;                 /* arrc run FILE.arr ARGS... */
  DepOptions deps;          /* -MD, -MMD, -MF, -MT, -MQ, -MP, -M, -MM */
  int run_argc;
  char **run_argv;          /* the program's arguments after FILE.arr */
  bool list_gpu_archs;      /* --list-gpu-archs [PROGRAM] */
  GpuTargets gpu;           /* --gpu-arch=LIST */
  char gpu_arch[32];        /* the PTX's sm_NN, which cg.gpu_arch points to */
  ClibOptions lib;          /* -c, --shared, --header (src/clib.h) */
  CodegenOptions cg;
} Options;

static void usage(FILE *out) {
  fputs("usage: arrc [options] FILE.arr\n"
        "       arrc run [options] FILE.arr [ARGS...]\n"
        "       arrc test [-j N] [--junit FILE] [--oracle CMD] [--timeout S] PATH...\n"
        "\n"
        "Compiles a Numba-dialect Python program (@njit, @vectorize, @cuda.jit)\n"
        "ahead of time into an executable; 'arrc run' compiles and runs it;\n"
        "'arrc test' runs golden-output tests ('arrc test --help').\n"
        "\n"
        "options:\n"
        "  -o PATH          write the output to PATH (executables: a.out; text: stdout, or -o -)\n"
        "  --emit=KIND      what to produce: tokens | ast | ir | llvm | ptx | asm | obj | exe\n"
        "  -O0 -O1 -O2 -O3  optimization level (default -O2)\n"
        "  -g               debug information (DWARF): source lines, functions, local\n"
        "                   variables and parameters, for gdb and perf; use -O0 -g to debug\n"
        "  -g0, -g1         no debug information; source lines and functions only\n"
        "  -lineinfo        source lines in the PTX of GPU code (.loc), for compute-sanitizer\n"
        "  -march=CPU       the processor to generate code for (default: x86-64, which runs\n"
        "                   on every 64-bit x86 processor; native: this machine's)\n"
        "  -MD, -MMD        also write a Makefile dependency file (OUTPUT.d)\n"
        "  -MF PATH         write it to PATH; -MT TARGET, -MQ TARGET name its target\n"
        "                   (-MQ escaped for make); -MP is accepted; -M, -MM print it\n"
        "                   and stop (see arrc(1) and docs/make.md)\n"
        "  -c               library mode: an object file of the exported functions (@cfunc,\n"
        "                   and @njit and @cuda.jit with signatures) for C programs; no main\n"
        "  --shared         library mode: a shared library, the runtime linked in\n"
        "  --header PATH    with -c or --shared: also write the C header declaring them\n"
        "  --gpu-arch=LIST  the GPU code the program carries: sm_NN for a cubin, compute_NN\n"
        "                   for the PTX, comma-separated (default: a cubin for each major\n"
        "                   architecture the CUDA toolkit's ptxas supports, sm_70 to\n"
        "                   sm_90, and PTX for the oldest of them)\n"
        "  --list-gpu-archs [PROGRAM]\n"
        "                   print the values --gpu-arch takes and the default, or the\n"
        "                   PTX and cubins a compiled PROGRAM carries, and exit\n"
        "  --boundscheck    check array indices in jitted code and CPU kernels too\n"
        "                   (IndexError; host code always checks, the GPU never)\n"
        "  --fastmath       fast-math floating point in every function\n"
        "  -Wall, -Wextra   turn on more warnings (docs/warnings.md)\n"
        "  -W<name>, -Wno-<name>\n"
        "                   turn warning <name> on or off\n"
        "  -Werror[=<name>] treat warnings (or warning <name>) as errors;\n"
        "                   -Wno-error=<name> keeps <name> a warning\n"
        "  -w               do not print warnings\n"
        "  --help=warnings  list the warnings and exit\n"
        "  -v               print each compilation phase with its time\n"
        "  --list-builtins  print the functions and values arrc supports, and where\n"
        "                   each works (Markdown: docs/builtins.md), and exit\n"
        "  --sysinfo        print what arrc finds on this machine (CPU, CUDA toolkit and\n"
        "                   driver, GPUs, threads), as numba -s does, and exit\n"
        "  --version        print the version and exit\n"
        "  --help           print this help and exit\n"
        "\n"
        "exit status: 0 success, 1 errors in the program or its files, 2 bad command line,\n"
        "70 internal compiler error, 128+N ended by signal N (temporary files removed).\n"
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
  opt->cg.opt_level = 2;
  warn_flags_init(&opt->warn);
  int first = 1;
  if (argc > 1 && strcmp(argv[1], "run") == 0) {
    opt->run = true;
    first = 2;
  }
  for (int i = first; i < argc; i++) {
    const char *a = argv[i];
    if (opt->run && opt->input) {
      /* Everything after the program's name is the program's. */
      opt->run_argc = argc - i;
      opt->run_argv = argv + i;
      break;
    }
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      usage(stdout);
      exit(0);
    } else if (strcmp(a, "--help=warnings") == 0) {
      warn_print_help(stdout);
      exit(0);
    } else if (strcmp(a, "--list-builtins") == 0) {
      builtin_print_reference(stdout);
      exit(0);
    } else if (strcmp(a, "--sysinfo") == 0) {
      exit(sysinfo_print(stdout, argv[0]));
    } else if (strcmp(a, "--version") == 0) {
      printf("arrc %s\n", ARRC_VERSION);
      exit(0);
    } else if (strcmp(a, "-o") == 0) {
      if (++i == argc)
        bad_usage("missing filename after '%s'", a);
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
    } else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
      opt->cg.opt_level = a[2] - '0';
    } else if (strncmp(a, "-march=", 7) == 0 && a[7]) {
      if (!codegen_known_cpu(a + 7)) {
        fprintf(stderr, "arrc: error: bad value '%s' for -march=; valid values are %s\n", a + 7,
                codegen_cpu_names());
        exit(1);
      }
      opt->cg.cpu = a + 7;
    } else if (clib_parse_option(argc, argv, &i, &opt->lib)) {
      continue;
    } else if (depfile_option(&opt->deps, argc, argv, &i)) {
      continue;
    } else if (a[0] == '-' && a[1] == 'g' && (!a[2] || (a[2] >= '0' && a[2] <= '3' && !a[3]))) {
      /* gcc's levels: -g0 none, -g1 line tables, -g (-g2, -g3) all. */
      int level = a[2] ? a[2] - '0' : 2;
      opt->cg.debug_info = level > 0;
      opt->cg.debug_lines_only = level == 1;
    } else if (strcmp(a, "-lineinfo") == 0) {
      opt->cg.lineinfo = true;
    } else if (strncmp(a, "--gpu-arch=", 11) == 0) {
      const char *err = gpu_targets_parse(a + 11, &opt->gpu);
      if (err) {
        /* A value the option does not take is an error, as gcc's bad
         * -march= value is (status 1), not a misuse of the command line. */
        fprintf(stderr, "arrc: error: %s\n", err);
        exit(1);
      }
    } else if (strcmp(a, "--list-gpu-archs") == 0) {
      opt->list_gpu_archs = true;
    } else if (strcmp(a, "--boundscheck") == 0) {
      opt->cg.boundscheck = true;
    } else if (strcmp(a, "--fastmath") == 0) {
      opt->cg.fastmath = true;
    } else if (warn_flags_parse(&opt->warn, a)) {
    } else if (strcmp(a, "-w") == 0) {
      opt->nowarn = true;
    } else if (a[0] == '-' && a[1] != '\0') {
      options_unrecognized(a);
    } else if (opt->input) {
      bad_usage("more than one input file ('%s')", a);
    } else {
      opt->input = a;
    }
  }
  if (opt->list_gpu_archs && opt->run)
    bad_usage("%s", "'arrc run' takes no --list-gpu-archs");
  if (opt->list_gpu_archs)
    exit(opt->input ? gpu_targets_print_program(opt->input, stdout) : (gpu_targets_print(stdout), 0));
  if (warn_report_unknown(&opt->warn, opt->nowarn, stderr) > 0)
    exit(1);
  if (!opt->input)
    bad_usage("%s", "no input file");
  if (opt->run && opt->emit != EMIT_EXE)
    bad_usage("%s", "'arrc run' builds and runs an executable; it takes no --emit");
  const char *lib_problem = clib_check_options(&opt->lib, opt->run, opt->emit != EMIT_EXE);
  if (lib_problem)
    bad_usage("%s", lib_problem);
  if (opt->lib.compile_only)
    opt->emit = EMIT_OBJ;
  if (!opt->output)
    opt->output = clib_default_output(&opt->lib, opt->input);
  /* `-o -` is standard output, as for cc -S; a binary there is refused
   * rather than written into a terminal. */
  if (opt->output && strcmp(opt->output, "-") == 0) {
    if (opt->emit == EMIT_OBJ || opt->emit == EMIT_EXE || opt->run)
      bad_usage("%s", "-o - (standard output) is for text: --emit=tokens, ast, ir, llvm, ptx or asm");
    opt->output = NULL;
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

/* Writes the result to -o PATH (output.c: complete or absent, devices in
 * place); without -o, to stdout. */
static int write_output(const Options *opt, const StrBuf *text) {
  if (!opt->output)
    return write_stream(stdout, "standard output", text);
  return output_write_text(opt->output, text);
}

/* -MD: `OUTPUT: INPUT` in OUTPUT with its extension replaced by .d (or the
 * -MF path), so that make rebuilds OUTPUT when the program changes. A
 * program is one file (imports are of modules arrc knows), so that is the
 * whole list. */
static int write_deps(const Options *opt) {
  const char *target = opt->output ? opt->output : opt->emit == EMIT_EXE ? "a.out" : opt->emit == EMIT_OBJ ? "a.o" : NULL;
  if (!target) {
    fprintf(stderr, "arrc: error: -MD needs -o when the output goes to standard output\n");
    return 1;
  }
  return depfile_write(&opt->deps, opt->input, target, NULL);
}

static void report_phase(const Options *opt, const char *phase, double start) {
  if (opt->verbose)
    fprintf(stderr, "arrc: %-8s %8.3f ms\n", phase, now_ms() - start);
}

/* A temporary path beside `near` (so the final rename stays within one
 * file system), or in $TMPDIR when near is NULL; the file exists, empty,
 * and is removed if arrc is interrupted. */
static char *temp_path(const char *near, const char *suffix) { return output_temp(near, suffix); }

/* Runs the compiled program with its arguments and returns its status; a
 * program killed by a signal gives 128 + the signal, as a shell reports. */
static int run_program(const char *exe, const Options *opt) {
  char **args = xmalloc((size_t)(opt->run_argc + 2) * sizeof *args);
  args[0] = (char *)opt->input;
  for (int k = 0; k < opt->run_argc; k++)
    args[k + 1] = opt->run_argv[k];
  args[opt->run_argc + 1] = NULL;
  fflush(stdout);
  pid_t pid = cleanup_fork();
  if (pid == 0) {
    execv(exe, args);
    fprintf(stderr, "arrc: error: cannot run '%s': %s\n", exe, strerror(errno));
    _exit(127);
  }
  free(args);
  int st = 0;
  if (pid < 0 || !cleanup_wait(pid, &st))
    return 1;
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* LLVM IR, assembly, an object or an executable from the typed module.
 * Every file is made under a temporary name and renamed into place only
 * when complete, so a failed build leaves no partial output. */
static int backend(Options *opt, Module *m, const char *argv0) {
  double t = now_ms();
  LLVMContextRef ctx = LLVMContextCreate();
  /* GPU code first: its PTX is embedded in the host module. */
  char *ptx = NULL;
  LLVMModuleRef gpu = codegen_gpu_module(ctx, m, &opt->cg);
  if (gpu) {
    /* The default asks ptxas, so only programs with GPU code settle it. */
    if (!opt->gpu.given)
      gpu_targets_default(&opt->gpu, opt->verbose);
    opt->cg.gpu_arch = gpu_arch_name(opt->gpu.ptx_arch, false, opt->gpu_arch, sizeof opt->gpu_arch);
    ptx = codegen_ptx(gpu, &opt->cg);
    LLVMDisposeModule(gpu);
    report_phase(opt, "ptx", t);
  }
  if (m->diag->errors) {
    free(ptx);
    LLVMContextDispose(ctx);
    return -1;
  }
  if (opt->emit == EMIT_PTX) {
    LLVMContextDispose(ctx);
    StrBuf text = {0};
    if (ptx)
      sb_puts(&text, ptx);
    else
      fprintf(stderr, "arrc: error: %s has no GPU code that arrc can compile to PTX\n", opt->input);
    int status = ptx ? write_output(opt, &text) : 1;
    sb_free(&text);
    free(ptx);
    return status;
  }
  GpuImage cubins[GPU_MAX_ARCHS];
  GpuCode code = {ptx, cubins, 0};
  if (ptx) {
    t = now_ms();
    code.ncubins = codegen_cubins(ptx, &opt->gpu, cubins, opt->verbose);
    report_phase(opt, "ptxas", t);
  }
  t = now_ms();
  LLVMModuleRef mod = codegen_cpu_module(ctx, m, &opt->cg, &code);
  free(ptx);
  for (int c = 0; c < code.ncubins; c++)
    free(cubins[c].image);
  report_phase(opt, "codegen", t);
  if (!mod) {
    LLVMContextDispose(ctx);
    return -1;
  }
  int status = 1;
  const char *out = opt->output;
  bool to_stdout = !out && (opt->emit == EMIT_LLVM || opt->emit == EMIT_ASM);
  if (!out && opt->emit == EMIT_OBJ)
    out = "a.o";
  if (!out && opt->emit == EMIT_EXE)
    out = "a.out";
  CodegenEmit kind = opt->emit == EMIT_LLVM ? CG_EMIT_LLVM : opt->emit == EMIT_ASM ? CG_EMIT_ASM : CG_EMIT_OBJ;
  char *code_file = opt->emit == EMIT_EXE || opt->run || to_stdout ? temp_path(NULL, kind == CG_EMIT_OBJ ? ".o" : ".s")
                                                                   : temp_path(out, "");
  if (!code_file) {
    LLVMContextDispose(ctx);
    return 1;
  }
  t = now_ms();
  bool ok = codegen_emit(mod, &opt->cg, kind, code_file, m);
  report_phase(opt, "llvm", t);
  bool lapack = codegen_uses_lapack(mod), zlib = codegen_uses_zlib(mod);
  bool png = codegen_uses_png(mod);
  bool mpi = codegen_uses_mpi(mod);
  opt->lib.lapack = lapack;
  opt->lib.zlib = zlib;
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  if (ok && to_stdout) {
    size_t n;
    char *text = read_file(code_file, &n);
    ok = text && fwrite(text, 1, n, stdout) == n && fflush(stdout) == 0;
    free(text);
    status = ok ? 0 : 1;
  } else if (ok && (opt->emit == EMIT_EXE || opt->run)) {
    t = now_ms();
    char *exe = opt->run ? temp_path(NULL, "") : temp_path(out, "");
    codegen_link_shared = opt->lib.shared;
    char *script = opt->lib.shared ? clib_version_script(m) : NULL;
    codegen_link_version_script = script;
    ok = exe && (script || !opt->lib.shared) && codegen_link(argv0, code_file, exe, opt->verbose, lapack, zlib, png, mpi);
    if (script)
      cleanup_remove(script);
    free(script);
    report_phase(opt, "link", t);
    if (ok && opt->run) {
      status = run_program(exe, opt);
    } else if (ok) {
      status = output_install(exe, out, OUTPUT_EXECUTABLE);
    }
    if (exe && (status != 0 || opt->run))
      cleanup_remove(exe);
    free(exe);
  } else if (ok) {
    status = output_install(code_file, out, kind == CG_EMIT_OBJ ? OUTPUT_OBJECT : OUTPUT_TEXT);
  }
  cleanup_remove(code_file);
  free(code_file);
  return status;
}

int main(int argc, char **argv) {
  /* arrc test PATH...: the test runner, with options of its own. */
  if (argc > 1 && strcmp(argv[1], "test") == 0)
    return testrun_main(argc - 1, argv + 1);
  Options opt;
  parse_args(argc, argv, &opt);
  cleanup_init();
  /* The output is checked before the compilation, not after it: the
   * input itself, a directory or a missing folder is an error at once. */
  const char *out_path = opt.output;
  if (opt.run)
    out_path = NULL;
  else if (!out_path && !opt.deps.print_only)
    out_path = opt.emit == EMIT_EXE ? "a.out" : opt.emit == EMIT_OBJ ? "a.o" : NULL;
  if (out_path && !output_check(opt.input, out_path))
    return 1;

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
  diag.werror = opt.warn.werror;
  diag.wflags = &opt.warn;
  diag.nowarn = opt.nowarn;
  report_phase(&opt, "read", t0);
  if (opt.deps.print_only) {
    /* -M, -MM: the rule, to -MF or -o or standard output, and nothing else. */
    char *target = depfile_default_target(opt.input, emit_names[opt.emit]);
    int rule_status = depfile_write(&opt.deps, opt.input, target, opt.output);
    free(target);
    sb_free(&opt.deps.targets);
    free(text);
    arena_free(arena);
    return rule_status;
  }

  StrBuf out = {0};
  int status = 0;
  int backend_status = -1;
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
    if (diag.errors == 0)
      warn_check_syntax(&diag, module);
    if (diag.errors == 0 && opt.emit == EMIT_AST)
      ast_dump(&out, module);
    if (diag.errors == 0 && opt.emit >= EMIT_IR) {
      t = now_ms();
      argparse_desugar(arena, &diag, names, module);
      types_init();
      Module *m = ir_module_new(arena, &diag, src, names, module);
      m->library = opt.lib.library;
      bool ok = ir_infer_module(m);
      report_phase(&opt, "infer", t);
      t = now_ms();
      ok = ok && ir_verify_module(m, &diag) == 0;
      report_phase(&opt, "verify", t);
      if (ok) {
        /* Array expressions become one loop each; the IR is checked again. */
        t = now_ms();
        ir_fuse_module(m);
        ok = ir_verify_module(m, &diag) == 0;
        report_phase(&opt, "fuse", t);
      }
      if (ok) {
        /* Warnings made errors (-Werror) stop before any output. */
        warn_check_module(m);
        ok = diag.errors == 0;
      }
      if (ok && opt.emit == EMIT_IR) {
        t = now_ms();
        ir_print_module(&out, m);
        report_phase(&opt, "print-ir", t);
      }
      if (ok && opt.lib.library && !clib_has_exports(m)) {
        ok = false;
        backend_status = 1;
      }
      if (ok && opt.emit >= EMIT_LLVM)
        backend_status = backend(&opt, m, argv[0]);
      if (backend_status == 0 && opt.lib.header) {
        StrBuf header = {0};
        clib_header(m, &opt.lib, &header);
        Options o = opt;
        o.output = opt.lib.header;
        backend_status = write_output(&o, &header);
        sb_free(&header);
      }
      types_free();
    }
  }
  if (diag.internal_errors > 0) {
    fprintf(stderr, "arrc: internal compiler error; please report it with the program that caused it.\n");
    status = 70;
  } else if (diag.errors > 0) {
    fprintf(stderr, "%d error%s generated.\n", diag.errors, diag.errors == 1 ? "" : "s");
    status = 1;
  } else if (backend_status >= 0) {
    status = backend_status;
  } else {
    status = write_output(&opt, &out);
  }
  if (status == 0 && opt.deps.write && !opt.run && (status = write_deps(&opt)) != 0)
    output_discard(out_path);
  if (opt.verbose)
    fprintf(stderr, "arrc: total    %8.3f ms, %zu KiB of compiler memory\n", now_ms() - t0,
            arena_used(arena) / 1024);
  sb_free(&out);
  sb_free(&opt.deps.targets);
  arena_free(arena);
  free(text);
  return status;
}
