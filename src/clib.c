/* Library mode on the command line: -c (an object file with the exported
 * functions and no main), --shared (a shared library with the runtime
 * linked in) and --header PATH (the C header declaring the exports). */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cleanup.h"
#include "clib.h"
#include "codegen.h"
#include "exports.h"

bool clib_parse_option(int argc, char **argv, int *i, ClibOptions *opt) {
  const char *a = argv[*i];
  if (strcmp(a, "-c") == 0) {
    opt->library = opt->compile_only = true;
  } else if (strcmp(a, "--shared") == 0 || strcmp(a, "-shared") == 0) {
    opt->library = opt->shared = true;
  } else if (strncmp(a, "--header=", 9) == 0 && a[9]) {
    opt->header = a + 9;
  } else if (strcmp(a, "--header") == 0) {
    if (++*i == argc) {
      fprintf(stderr, "arrc: error: --header needs a path after it\nTry 'arrc --help' for the options.\n");
      exit(2);
    }
    opt->header = argv[*i];
  } else {
    return false;
  }
  return true;
}

const char *clib_check_options(const ClibOptions *opt, bool run, bool emit_given) {
  if (opt->library && run)
    return "'arrc run' runs a program; -c and --shared make a library";
  if (opt->compile_only && opt->shared)
    return "-c and --shared cannot be used together: -c makes an object file, --shared a shared library";
  if (opt->library && emit_given)
    return "-c and --shared take no --emit";
  if (opt->header && !opt->library)
    return "--header needs -c or --shared (library mode)";
  if (opt->header && strcmp(opt->header, "-") == 0)
    return "--header needs a file name, not -";
  return NULL;
}

char *clib_default_output(const ClibOptions *opt, const char *input) {
  if (!opt->compile_only)
    return NULL;
  /* As cc -c names the object after the source, in the current directory. */
  const char *slash = strrchr(input, '/'), *base = slash ? slash + 1 : input;
  const char *dot = strrchr(base, '.');
  size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
  char *out = xmalloc(n + 3);
  memcpy(out, base, n);
  memcpy(out + n, ".o", 3);
  return out;
}

char *clib_version_script(const Module *m) {
  const char *dir = getenv("TMPDIR");
  StrBuf path = {0}, text = {0};
  sb_printf(&path, "%s/arrc-XXXXXX.map", dir && *dir ? dir : "/tmp");
  int fd = cleanup_mkstemps(path.data, 4);
  if (fd < 0) {
    fprintf(stderr, "arrc: error: cannot create a temporary file '%s': %s\n", path.data, strerror(errno));
    sb_free(&path);
    return NULL;
  }
  sb_puts(&text, "{\n  global:\n");
  for (const Export *e = m->exports; e; e = e->next)
    sb_printf(&text, "    %s;\n", e->name);
  sb_puts(&text, "    arrc_ndarray_free;\n    arrc_last_error;\n    arrc_clear_error;\n  local:\n    *;\n};\n");
  bool ok = write(fd, text.data, text.len) == (ssize_t)text.len;
  ok = close(fd) == 0 && ok;
  sb_free(&text);
  if (!ok) {
    fprintf(stderr, "arrc: error: cannot write '%s': %s\n", path.data, strerror(errno));
    cleanup_remove(path.data);
    sb_free(&path);
    return NULL;
  }
  return path.data;
}

bool clib_has_exports(const Module *m) {
  if (m->exports)
    return true;
  fprintf(stderr, "arrc: error: %s exports no function: library mode exports the functions decorated "
                  "@cfunc(signature), and @njit(signature) and @cuda.jit(signature)\n",
          m->src->path);
  return false;
}

void clib_header(const Module *m, const ClibOptions *opt, StrBuf *out) {
  /* The libraries the object needs beyond the runtime's -lm -lpthread
   * -ldl, which `pkg-config --libs arrc` gives. */
  const char *libs = opt->lapack && opt->zlib ? " -llapack -lblas -lz"
                     : opt->lapack            ? " -llapack -lblas"
                     : opt->zlib              ? " -lz"
                                              : "";
  codegen_library_header(m, opt->header, libs, out);
}
