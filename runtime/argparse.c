/* argparse: the command-line parser of Python's argparse module, for the
 * programs that describe their options with ArgumentParser and
 * add_argument. The compiler turns those calls, whose arguments are
 * constants, into one specification string (ir/argparse.c); parse_args()
 * is arrc_argparse_parse, which reads sys.argv as argparse does and returns
 * one string per argument: the text given on the command line, or the
 * default, which the compiled code converts with int(), float() or a
 * comparison. Messages, the usage line and --help follow Python 3.11's
 * argparse word for word, for a terminal 80 columns wide (argparse's width
 * when standard output is not a terminal and COLUMNS is not set).
 *
 * The specification: records separated by ARRC_ARGPARSE_RECORD, fields by
 * ARRC_ARGPARSE_FIELD. The first record is the parser (prog, description,
 * epilog); each further one an argument, its fields in the order of
 * ArgField. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rt_core.h"

enum { MAX_FIELDS = 12 };

typedef enum {
  F_OPTIONS,   /* the option strings, separated by spaces; empty for a positional */
  F_DEST,      /* the attribute name */
  F_TYPE,      /* 'i' int, 'f' float, 's' str, 'b' a flag's bool */
  F_ACTION,    /* store, store_true, store_false, count */
  F_DEFAULT,   /* the value when absent, as the compiled code reads it */
  F_SHOWN,     /* str(default), for %(default)s in help texts */
  F_HELP,      /* the help text; the field is absent when help= was not given */
  F_METAVAR,   /* empty: argparse's default */
  F_CHOICES,   /* the choices, each as str() prints it, separated by spaces; empty: any */
  F_REQUIRED,  /* "1" for a required option */
  F_HAS_HELP,  /* "1" when help= was given */
  ARG_FIELDS
} ArgField;

typedef struct {
  const char *f[MAX_FIELDS];
  size_t len[MAX_FIELDS];
  char **opts;      /* the option strings */
  int nopts;
  char *metavar;    /* what the usage and help show for its value */
  char *value;      /* the parsed text, NULL until given */
  bool seen;
  int64_t count;
} Arg;

typedef struct {
  const char *prog, *description, *epilog;
  size_t prog_len, description_len, epilog_len;
  Arg *args;
  int nargs;
  char *prog_name;
} Parser;

static char *dup_n(const char *s, size_t n) {
  char *r = malloc(n + 1);
  if (!r)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", n + 1);
  memcpy(r, s, n);
  r[n] = '\0';
  return r;
}

static char *field(const Arg *a, ArgField k) { return dup_n(a->f[k], a->len[k]); }

static bool is_optional(const Arg *a) { return a->len[F_OPTIONS] > 0; }

static bool takes_value(const Arg *a) { return a->len[F_ACTION] == 5 && memcmp(a->f[F_ACTION], "store", 5) == 0; }

/* ---- a growing string -------------------------------------------------- */

typedef struct {
  char *s;
  size_t len, cap;
} Buf;

static void put_n(Buf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    b->cap = (b->len + n + 1) * 2;
    b->s = realloc(b->s, b->cap);
    if (!b->s)
      arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", b->cap);
  }
  memcpy(b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = '\0';
}

static void put(Buf *b, const char *s) { put_n(b, s, strlen(s)); }

static void put_spaces(Buf *b, int n) {
  for (int i = 0; i < n; i++)
    put_n(b, " ", 1);
}

/* ---- reading the specification ----------------------------------------- */

/* Splits [s, s + n) at sep into at most max pieces. */
static int split(const char *s, size_t n, char sep, const char **piece, size_t *len, int max) {
  int k = 0;
  const char *start = s, *end = s + n;
  for (const char *p = s; p <= end && k < max; p++) {
    if (p == end || *p == sep) {
      piece[k] = start;
      len[k++] = (size_t)(p - start);
      start = p + 1;
    }
  }
  return k;
}

static char *upper(const char *s) {
  char *r = dup_n(s, strlen(s));
  for (char *p = r; *p; p++)
    if (*p >= 'a' && *p <= 'z')
      *p = (char)(*p - 'a' + 'A');
  return r;
}

static void read_spec(Parser *p, const char *spec, size_t n) {
  int nrec = 1;
  for (size_t i = 0; i < n; i++)
    nrec += spec[i] == ARRC_ARGPARSE_RECORD;
  const char **rec = malloc(sizeof *rec * (size_t)nrec);
  size_t *rlen = malloc(sizeof *rlen * (size_t)nrec);
  nrec = split(spec, n, ARRC_ARGPARSE_RECORD, rec, rlen, nrec);
  const char *hf[3] = {"", "", ""};
  size_t hl[3] = {0, 0, 0};
  split(rec[0], rlen[0], ARRC_ARGPARSE_FIELD, hf, hl, 3);
  p->prog = hf[0], p->prog_len = hl[0];
  p->description = hf[1], p->description_len = hl[1];
  p->epilog = hf[2], p->epilog_len = hl[2];
  /* argparse adds -h/--help first. */
  p->nargs = nrec;
  p->args = calloc((size_t)nrec, sizeof *p->args);
#define SEP "\037"
  static const char help_spec[] = "-h --help" SEP "help" SEP "b" SEP "help" SEP SEP SEP
                                  "show this help message and exit" SEP SEP SEP "0" SEP "1";
#undef SEP
  for (int k = 0; k < nrec; k++) {
    Arg *a = &p->args[k];
    const char *s = k == 0 ? help_spec : rec[k];
    size_t len = k == 0 ? sizeof help_spec - 1 : rlen[k];
    split(s, len, ARRC_ARGPARSE_FIELD, a->f, a->len, ARG_FIELDS);
    const char *o[16];
    size_t ol[16];
    a->nopts = a->len[F_OPTIONS] ? split(a->f[F_OPTIONS], a->len[F_OPTIONS], ' ', o, ol, 16) : 0;
    a->opts = malloc(sizeof *a->opts * (size_t)(a->nopts + 1));
    for (int j = 0; j < a->nopts; j++)
      a->opts[j] = dup_n(o[j], ol[j]);
    if (a->len[F_METAVAR]) {
      a->metavar = field(a, F_METAVAR);
    } else if (a->len[F_CHOICES]) {
      /* argparse shows the choices: {a,b,c}. */
      char *c = field(a, F_CHOICES);
      Buf b = {0};
      put(&b, "{");
      for (char *q = c; *q; q++)
        put_n(&b, *q == ' ' ? "," : q, 1);
      put(&b, "}");
      free(c);
      a->metavar = b.s;
    } else {
      char *dest = field(a, F_DEST);
      a->metavar = is_optional(a) ? upper(dest) : dup_n(dest, strlen(dest));
      free(dest);
    }
  }
  free(rec);
  free(rlen);
}

/* ---- usage and help ---------------------------------------------------- */

enum { WIDTH = 78, MAX_HELP_POSITION = 24 };

/* Words of s as textwrap.wrap splits them (whitespace collapsed), packed
 * into lines of at most width characters; each line is put with indent
 * first. */
static void wrap(Buf *out, const char *s, size_t n, int width, int first_indent, int indent) {
  int line_len = 0;
  bool first_word = true;
  int cur_indent = first_indent;
  size_t i = 0;
  while (i < n) {
    while (i < n && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t'))
      i++;
    size_t w = i;
    while (i < n && !(s[i] == ' ' || s[i] == '\n' || s[i] == '\t'))
      i++;
    if (i == w)
      break;
    int wl = (int)(i - w);
    if (!first_word && line_len + 1 + wl > width) {
      put(out, "\n");
      cur_indent = indent;
      first_word = true;
    }
    if (first_word) {
      put_spaces(out, cur_indent);
      line_len = 0;
    } else {
      put(out, " ");
      line_len++;
    }
    put_n(out, s + w, (size_t)wl);
    line_len += wl;
    first_word = false;
  }
  put(out, "\n");
}

/* The part of the usage line one argument takes: [-h], [--size SIZE], n. */
static char *usage_part(const Arg *a) {
  Buf b = {0};
  if (!is_optional(a)) {
    put(&b, a->metavar);
    return b.s;
  }
  bool required = a->len[F_REQUIRED] && a->f[F_REQUIRED][0] == '1';
  if (!required)
    put(&b, "[");
  put(&b, a->opts[0]);
  if (takes_value(a)) {
    put(&b, " ");
    put(&b, a->metavar);
  }
  if (!required)
    put(&b, "]");
  return b.s;
}

/* argparse's get_lines: parts joined by spaces, a new line (with indent)
 * where the next part would pass the text width. */
static void usage_lines(Buf *out, char **parts, int n, int indent, int line_len, bool *first_line) {
  bool line_empty = true;
  if (!*first_line) {
    put(out, "\n");
    put_spaces(out, indent);
    line_len = indent - 1;
  }
  for (int k = 0; k < n; k++) {
    int len = (int)strlen(parts[k]);
    if (line_len + 1 + len > WIDTH && !line_empty) {
      put(out, "\n");
      put_spaces(out, indent);
      line_len = indent - 1;
      line_empty = true;
    }
    if (!line_empty)
      put(out, " ");
    put(out, parts[k]);
    line_len += len + 1;
    line_empty = false;
  }
  *first_line = false;
}

static void put_usage(Buf *out, const Parser *p) {
  put(out, "usage: ");
  char **opt = malloc(sizeof *opt * (size_t)(p->nargs + 1));
  char **pos = malloc(sizeof *pos * (size_t)(p->nargs + 1));
  int nopt = 0, npos = 0;
  size_t total = strlen(p->prog_name);
  for (int k = 0; k < p->nargs; k++) {
    char *part = usage_part(&p->args[k]);
    total += 1 + strlen(part);
    if (is_optional(&p->args[k]))
      opt[nopt++] = part;
    else
      pos[npos++] = part;
  }
  int prefix = (int)strlen("usage: ");
  if ((int)total + prefix <= WIDTH) {
    put(out, p->prog_name);
    for (int k = 0; k < nopt; k++)
      put(out, " "), put(out, opt[k]);
    for (int k = 0; k < npos; k++)
      put(out, " "), put(out, pos[k]);
  } else {
    /* The optionals continue under the first one, then the positionals
     * start a line of their own (argparse's layout for a program name
     * shorter than three quarters of the width). */
    int indent = prefix + (int)strlen(p->prog_name) + 1;
    bool first = true;
    char **head = malloc(sizeof *head * (size_t)(nopt + npos + 1));
    head[0] = p->prog_name;
    int nhead = 1;
    for (int k = 0; k < (nopt ? nopt : npos); k++)
      head[nhead++] = nopt ? opt[k] : pos[k];
    usage_lines(out, head, nhead, indent, prefix - 1, &first);
    if (nopt && npos)
      usage_lines(out, pos, npos, indent, indent - 1, &first);
    free(head);
  }
  put(out, "\n");
  for (int k = 0; k < nopt; k++)
    free(opt[k]);
  for (int k = 0; k < npos; k++)
    free(pos[k]);
  free(opt);
  free(pos);
}

/* -s SIZE, --size SIZE; or the metavar of a positional. */
static char *invocation(const Arg *a) {
  Buf b = {0};
  if (!is_optional(a)) {
    put(&b, a->metavar);
    return b.s;
  }
  for (int j = 0; j < a->nopts; j++) {
    if (j)
      put(&b, ", ");
    put(&b, a->opts[j]);
    if (takes_value(a)) {
      put(&b, " ");
      put(&b, a->metavar);
    }
  }
  return b.s;
}

/* help % {'default': ..., 'prog': ...}: the two keys programs use. */
static char *expand_help(const Parser *p, const Arg *a) {
  Buf b = {0};
  const char *s = a->f[F_HELP], *e = s + a->len[F_HELP];
  put(&b, "");
  while (s < e) {
    if (*s == '%' && s + 1 < e && s[1] == '%') {
      put(&b, "%");
      s += 2;
    } else if (*s == '%' && (size_t)(e - s) >= 11 && memcmp(s, "%(default)s", 11) == 0) {
      put_n(&b, a->f[F_SHOWN], a->len[F_SHOWN]);
      s += 11;
    } else if (*s == '%' && (size_t)(e - s) >= 8 && memcmp(s, "%(prog)s", 8) == 0) {
      put(&b, p->prog_name);
      s += 8;
    } else {
      put_n(&b, s, 1);
      s++;
    }
  }
  return b.s;
}

static void put_section(Buf *out, const Parser *p, bool optionals, int help_position) {
  bool any = false;
  for (int k = 0; k < p->nargs; k++)
    any |= is_optional(&p->args[k]) == optionals;
  if (!any)
    return;
  put(out, "\n");
  put(out, optionals ? "options:\n" : "positional arguments:\n");
  int help_width = WIDTH - help_position > 11 ? WIDTH - help_position : 11;
  int action_width = help_position - 2 - 2;
  for (int k = 0; k < p->nargs; k++) {
    const Arg *a = &p->args[k];
    if (is_optional(a) != optionals)
      continue;
    char *inv = invocation(a);
    bool has_help = a->len[F_HAS_HELP] && a->f[F_HAS_HELP][0] == '1';
    put_spaces(out, 2);
    put(out, inv);
    if (!has_help) {
      put(out, "\n");
    } else {
      char *help = expand_help(p, a);
      if ((int)strlen(inv) <= action_width) {
        put_spaces(out, action_width - (int)strlen(inv) + 2);
        wrap(out, help, strlen(help), help_width, 0, help_position);
      } else {
        put(out, "\n");
        wrap(out, help, strlen(help), help_width, help_position, help_position);
      }
      free(help);
    }
    free(inv);
  }
}

static void put_help(Buf *out, const Parser *p) {
  put_usage(out, p);
  if (p->description_len) {
    put(out, "\n");
    wrap(out, p->description, p->description_len, WIDTH, 0, 0);
  }
  int longest = 0;
  for (int k = 0; k < p->nargs; k++) {
    char *inv = invocation(&p->args[k]);
    if ((int)strlen(inv) + 2 > longest)
      longest = (int)strlen(inv) + 2;
    free(inv);
  }
  int help_position = longest + 2 < MAX_HELP_POSITION ? longest + 2 : MAX_HELP_POSITION;
  put_section(out, p, false, help_position);
  put_section(out, p, true, help_position);
  if (p->epilog_len) {
    put(out, "\n");
    wrap(out, p->epilog, p->epilog_len, WIDTH, 0, 0);
  }
}

/* ---- parsing ----------------------------------------------------------- */

static _Noreturn void fail(const Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static _Noreturn void fail(const Parser *p, const char *fmt, ...) {
  Buf b = {0};
  put_usage(&b, p);
  char msg[4096];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  arrc_rt_output_flush();
  fprintf(stderr, "%s%s: error: %s\n", b.s, p->prog_name, msg);
  free(b.s);
  arrc_sys_exit(2);
}

/* The name argparse gives an argument in messages: its option strings
 * joined by '/', or a positional's metavar. */
static char *arg_name(const Arg *a) {
  if (!is_optional(a))
    return a->len[F_METAVAR] ? field(a, F_METAVAR) : field(a, F_DEST);
  Buf b = {0};
  for (int j = 0; j < a->nopts; j++) {
    if (j)
      put(&b, "/");
    put(&b, a->opts[j]);
  }
  return b.s;
}

static const char *skip_space(const char *s) {
  while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
    s++;
  return s;
}

/* Digits with single underscores between them, at least one. */
static const char *digits(const char *s) {
  if (!(*s >= '0' && *s <= '9'))
    return NULL;
  while ((*s >= '0' && *s <= '9') || (*s == '_' && s[1] >= '0' && s[1] <= '9'))
    s++;
  return s;
}

/* Whether int(s) and float(s) accept s (ASCII whitespace around). */
static bool int_text(const char *s) {
  s = skip_space(s);
  if (*s == '+' || *s == '-')
    s++;
  s = digits(s);
  return s && *skip_space(s) == '\0';
}

static bool float_text(const char *s) {
  s = skip_space(s);
  if (*s == '+' || *s == '-')
    s++;
  for (const char *w = "inf\0infinity\0nan\0"; *w; w += strlen(w) + 1) {
    size_t n = strlen(w);
    if (strncasecmp(s, w, n) == 0 && *skip_space(s + n) == '\0')
      return true;
  }
  const char *d = digits(s);
  if (d) {
    s = d;
    if (*s == '.') {
      s++;
      if ((d = digits(s)) != NULL)
        s = d;
    }
  } else if (*s == '.' && (d = digits(s + 1)) != NULL) {
    s = d;
  } else {
    return false;
  }
  if (*s == 'e' || *s == 'E') {
    s++;
    if (*s == '+' || *s == '-')
      s++;
    if ((s = digits(s)) == NULL)
      return false;
  }
  return *skip_space(s) == '\0';
}

/* argparse's test for a negative number: ^-\d+$|^-\d*\.\d+$ (a parser
 * without options that look like one reads such an argument as a value). */
static bool looks_negative_number(const char *s) {
  if (*s++ != '-')
    return false;
  const char *d = s;
  while (*s >= '0' && *s <= '9')
    s++;
  if (*s == '\0')
    return s > d;
  if (*s++ != '.')
    return false;
  d = s;
  while (*s >= '0' && *s <= '9')
    s++;
  return *s == '\0' && s > d;
}

static bool looks_like_option(const char *s) { return s[0] == '-' && s[1] != '\0' && !looks_negative_number(s); }

static void store(const Parser *p, Arg *a, const char *text) {
  char *name = arg_name(a);
  char type = a->f[F_TYPE][0];
  if (type == 'i' && !int_text(text))
    fail(p, "argument %s: invalid int value: '%s'", name, text);
  if (type == 'f' && !float_text(text))
    fail(p, "argument %s: invalid float value: '%s'", name, text);
  if (a->len[F_CHOICES]) {
    char *choices = field(a, F_CHOICES);
    bool found = false;
    for (char *c = strtok(choices, " "); c && !found; c = strtok(NULL, " "))
      found = type == 'i' ? strtoll(text, NULL, 10) == strtoll(c, NULL, 10)
              : type == 'f' ? strtod(text, NULL) == strtod(c, NULL)
                            : strcmp(text, c) == 0;
    free(choices);
    if (!found) {
      /* The message lists the choices as repr() shows them. */
      char *list = field(a, F_CHOICES);
      Buf b = {0};
      int j = 0;
      for (char *c = strtok(list, " "); c; c = strtok(NULL, " "), j++) {
        if (j)
          put(&b, ", ");
        if (type == 's')
          put(&b, "'"), put(&b, c), put(&b, "'");
        else
          put(&b, c);
      }
      fail(p, "argument %s: invalid choice: '%s' (choose from %s)", name, text, b.s ? b.s : "");
    }
  }
  free(name);
  free(a->value);
  a->value = dup_n(text, strlen(text));
  a->seen = true;
}

/* An option string matching arg: exactly, as --name=value, as a unique
 * prefix of a long option, or a short option with its value attached. */
static Arg *find_option(const Parser *p, const char *arg, const char **attached) {
  *attached = NULL;
  size_t n = strlen(arg);
  const char *eq = strchr(arg, '=');
  size_t name_len = eq ? (size_t)(eq - arg) : n;
  for (int k = 0; k < p->nargs; k++)
    for (int j = 0; j < p->args[k].nopts; j++)
      if (strlen(p->args[k].opts[j]) == name_len && strncmp(p->args[k].opts[j], arg, name_len) == 0) {
        if (name_len < n)
          *attached = arg + name_len + 1;
        return &p->args[k];
      }
  if (arg[1] == '-') {
    Arg *match = NULL;
    Buf all = {0};
    int count = 0;
    for (int k = 0; k < p->nargs; k++)
      for (int j = 0; j < p->args[k].nopts; j++)
        if (p->args[k].opts[j][1] == '-' && strncmp(p->args[k].opts[j], arg, name_len) == 0) {
          if (count++)
            put(&all, ", ");
          put(&all, p->args[k].opts[j]);
          match = &p->args[k];
        }
    if (count > 1) {
      char *opt = dup_n(arg, name_len);
      fail(p, "ambiguous option: %s could match %s", opt, all.s);
    }
    free(all.s);
    if (match && name_len < n)
      *attached = arg + name_len + 1;
    return match;
  }
  /* -n5: a short option and its value in one argument. */
  for (int k = 0; k < p->nargs; k++)
    for (int j = 0; j < p->args[k].nopts; j++)
      if (strlen(p->args[k].opts[j]) == 2 && strncmp(p->args[k].opts[j], arg, 2) == 0 && n > 2) {
        *attached = arg + 2;
        return &p->args[k];
      }
  return NULL;
}

static _Noreturn void show_help(const Parser *p) {
  Buf b = {0};
  put_help(&b, p);
  arrc_text t = {.data = b.s, .len = b.len, .cap = b.cap};
  arrc_text_write_stdout(&t, NULL);
  arrc_text_free(&t);
  arrc_sys_exit(0);
}

arrc_list *arrc_argparse_parse(const char *spec, int64_t spec_len, const arrc_loc *loc) {
  (void)loc;
  Parser p = {0};
  read_spec(&p, spec, (size_t)spec_len);
  if (p.prog_len) {
    p.prog_name = dup_n(p.prog, p.prog_len);
  } else {
    const char *argv0 = arrc_rt_argc > 0 ? arrc_rt_argv[0] : "";
    const char *slash = strrchr(argv0, '/');
    p.prog_name = dup_n(slash ? slash + 1 : argv0, strlen(slash ? slash + 1 : argv0));
  }
  Buf extras = {0};
  int next_positional = 0;
  bool options_done = false;
  for (int i = 1; i < arrc_rt_argc; i++) {
    const char *arg = arrc_rt_argv[i];
    if (!options_done && strcmp(arg, "--") == 0) {
      options_done = true;
      continue;
    }
    if (!options_done && looks_like_option(arg)) {
      const char *attached;
      Arg *a = find_option(&p, arg, &attached);
      if (!a) {
        put(&extras, extras.len ? " " : "");
        put(&extras, arg);
        continue;
      }
      char *name = arg_name(a);
      const char *action = a->f[F_ACTION];
      if (a == &p.args[0])
        show_help(&p);
      if (!takes_value(a)) {
        /* -qv and -vvv: single-dash flags given together, as argparse
         * reads them: the rest is another flag while one matches. */
        for (;;) {
          if (strncmp(action, "count", 5) == 0) {
            char text[32];
            snprintf(text, sizeof text, "%lld", (long long)++a->count);
            free(a->value);
            a->value = dup_n(text, strlen(text));
          } else {
            bool on = strncmp(action, "store_true", 10) == 0;
            free(a->value);
            a->value = dup_n(on ? "1" : "", on);
          }
          a->seen = true;
          if (!attached)
            break;
          Arg *next = NULL;
          char flag[3] = {'-', attached[0], '\0'};
          if (arg[1] != '-')
            for (int k = 0; k < p.nargs && !next; k++)
              for (int j = 0; j < p.args[k].nopts; j++)
                if (strcmp(p.args[k].opts[j], flag) == 0)
                  next = &p.args[k];
          if (!next)
            fail(&p, "argument %s: ignored explicit argument '%s'", name, attached);
          a = next;
          action = a->f[F_ACTION];
          free(name);
          name = arg_name(a);
          if (a == &p.args[0])
            break;
          if (takes_value(a)) {
            if (attached[1])
              store(&p, a, attached + 1);
            else if (i + 1 < arrc_rt_argc && !looks_like_option(arrc_rt_argv[i + 1]))
              store(&p, a, arrc_rt_argv[++i]);
            else
              fail(&p, "argument %s: expected one argument", name);
            break;
          }
          attached = attached[1] ? attached + 1 : NULL;
        }
        if (a == &p.args[0])
          show_help(&p);
      } else if (attached) {
        store(&p, a, attached);
      } else if (i + 1 < arrc_rt_argc && !looks_like_option(arrc_rt_argv[i + 1]) &&
                 !(strcmp(arrc_rt_argv[i + 1], "--") == 0)) {
        store(&p, a, arrc_rt_argv[++i]);
      } else {
        fail(&p, "argument %s: expected one argument", name);
      }
      free(name);
      continue;
    }
    while (next_positional < p.nargs && is_optional(&p.args[next_positional]))
      next_positional++;
    if (next_positional < p.nargs) {
      store(&p, &p.args[next_positional++], arg);
    } else {
      put(&extras, extras.len ? " " : "");
      put(&extras, arg);
    }
  }
  Buf missing = {0};
  for (int k = 0; k < p.nargs; k++) {
    Arg *a = &p.args[k];
    bool required = !is_optional(a) || (a->len[F_REQUIRED] && a->f[F_REQUIRED][0] == '1');
    if (required && !a->seen) {
      char *name = arg_name(a);
      put(&missing, missing.len ? ", " : "");
      put(&missing, name);
      free(name);
    }
  }
  if (missing.len)
    fail(&p, "the following arguments are required: %s", missing.s);
  if (extras.len)
    fail(&p, "unrecognized arguments: %s", extras.s);
  arrc_list *result = arrc_list_new(sizeof(arrc_str *), ARRC_ELEM_STR, 0);
  for (int k = 1; k < p.nargs; k++) {
    Arg *a = &p.args[k];
    arrc_str *s = a->value ? arrc_str_new(a->value, (int64_t)strlen(a->value))
                           : arrc_str_new(a->f[F_DEFAULT], (int64_t)a->len[F_DEFAULT]);
    arrc_list_append(result, &s);
    arrc_str_decref(s);
  }
  for (int k = 0; k < p.nargs; k++) {
    for (int j = 0; j < p.args[k].nopts; j++)
      free(p.args[k].opts[j]);
    free(p.args[k].opts);
    free(p.args[k].metavar);
    free(p.args[k].value);
  }
  free(p.args);
  free(p.prog_name);
  free(extras.s);
  return result;
}
