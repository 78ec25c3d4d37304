/* Makefile dependency rules (depfile.h). */
#define _GNU_SOURCE
#include "depfile.h"

#include <stdlib.h>
#include <string.h>

#include "output.h"

/* Appends name escaped as gcc's mkdeps does: before a space or tab, each
 * backslash that precedes it is doubled and one more is added (make's
 * 2N+1 rule); '$' is doubled; '#' gets a backslash. */
static void make_escape(StrBuf *sb, const char *name) {
  for (const char *p = name; *p; p++) {
    switch (*p) {
    case ' ':
    case '\t':
      for (const char *q = p - 1; q >= name && *q == '\\'; q--)
        sb_putc(sb, '\\');
      sb_putc(sb, '\\');
      break;
    case '$':
      sb_putc(sb, '$');
      break;
    case '#':
      sb_putc(sb, '\\');
      break;
    default:
      break;
    }
    sb_putc(sb, *p);
  }
}

/* The options, their argument (what gcc's message calls it, or NULL for
 * none) and what each sets. */
typedef enum { DEP_WRITE, DEP_PRINT, DEP_PHONY, DEP_FILE, DEP_TARGET, DEP_QUOTED_TARGET } DepAction;
static const struct {
  const char *name;
  const char *argument;
  DepAction action;
} dep_options[] = {
    {"-MD", NULL, DEP_WRITE},         {"-MMD", NULL, DEP_WRITE},
    {"-M", NULL, DEP_PRINT},          {"-MM", NULL, DEP_PRINT},
    {"-MP", NULL, DEP_PHONY},         {"-MF", "filename", DEP_FILE},
    {"-MT", "makefile target", DEP_TARGET}, {"-MQ", "makefile target", DEP_QUOTED_TARGET},
};

bool depfile_option(DepOptions *d, int argc, char **argv, int *i) {
  const char *a = argv[*i];
  for (size_t k = 0; k < sizeof dep_options / sizeof *dep_options; k++) {
    size_t n = strlen(dep_options[k].name);
    if (strncmp(a, dep_options[k].name, n) != 0)
      continue;
    const char *value = NULL;
    if (dep_options[k].argument) {
      /* -MF PATH or -MFPATH, as gcc takes them. */
      if (a[n])
        value = a + n;
      else if (*i + 1 < argc)
        value = argv[++*i];
      else {
        fprintf(stderr, "arrc: error: missing %s after '%s'\nTry 'arrc --help' for the options.\n",
                dep_options[k].argument, a);
        exit(2);
      }
    } else if (a[n]) {
      continue;
    }
    switch (dep_options[k].action) {
    case DEP_WRITE: d->write = true; break;
    case DEP_PRINT: d->print_only = true; break;
    case DEP_PHONY: d->phony = true; break;
    case DEP_FILE: d->path = value; d->write = true; break;
    case DEP_TARGET:
    case DEP_QUOTED_TARGET:
      if (d->targets.len)
        sb_putc(&d->targets, ' ');
      if (dep_options[k].action == DEP_TARGET)
        sb_puts(&d->targets, value);
      else
        make_escape(&d->targets, value);
      break;
    }
    return true;
  }
  return false;
}

char *depfile_default_target(const char *input, const char *kind) {
  static const struct {
    const char *kind, *suffix;
  } suffixes[] = {{"exe", ""}, {"obj", ".o"}, {"asm", ".s"}, {"llvm", ".ll"}, {"ptx", ".ptx"}};
  const char *base = strrchr(input, '/') ? strrchr(input, '/') + 1 : input;
  const char *dot = strrchr(base, '.');
  size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
  StrBuf sb = {0};
  sb_printf(&sb, "%.*s", (int)n, base);
  size_t k = 0;
  while (k < sizeof suffixes / sizeof *suffixes && strcmp(suffixes[k].kind, kind) != 0)
    k++;
  if (k < sizeof suffixes / sizeof *suffixes)
    sb_puts(&sb, suffixes[k].suffix);
  else
    sb_printf(&sb, ".%s", kind);
  return sb.data;
}

int depfile_write(const DepOptions *d, const char *input, const char *target, const char *rule_path) {
  StrBuf path = {0}, text = {0};
  if (d->path) {
    sb_puts(&path, d->path);
  } else if (rule_path) {
    sb_puts(&path, rule_path);
  } else if (!d->print_only) {
    const char *slash = strrchr(target, '/'), *dot = strrchr(target, '.');
    size_t n = dot && (!slash || dot > slash) ? (size_t)(dot - target) : strlen(target);
    sb_printf(&path, "%.*s.d", (int)n, target);
  }
  if (d->targets.len)
    sb_puts(&text, d->targets.data);
  else
    make_escape(&text, target);
  sb_puts(&text, ": ");
  make_escape(&text, input);
  sb_putc(&text, '\n');
  /* -MP's empty rules are for the prerequisites after the input; a
   * program has none (its imports are modules arrc knows), as a C file
   * that includes nothing has none. */
  int status;
  if (path.data && strcmp(path.data, "-") != 0) {
    status = output_check(input, path.data) ? output_write_text(path.data, &text) : 1;
  } else {
    status = fwrite(text.data, 1, text.len, stdout) == text.len && fflush(stdout) == 0 ? 0 : 1;
    if (status)
      fprintf(stderr, "arrc: error: cannot write the dependency rule to standard output\n");
  }
  sb_free(&path);
  sb_free(&text);
  return status;
}
