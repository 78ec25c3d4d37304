/* Text files of host code: open(path, mode) and the methods of the file
 * object it returns, with Python's messages. Files are text in UTF-8;
 * lines end at '\n' ("\r\n" is read as it is: arrc does not translate
 * newlines). */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rt_core.h"
#include "rt_except.h"
#include "rt_file.h"

struct arrc_file {
  FILE *fp;
  bool readable, writable;
  arrc_str *ahead;           /* the line iteration read ahead, or NULL */
  struct arrc_file *next;    /* every file the program opened */
};

static arrc_file *all_files;
static pthread_mutex_t files_lock = PTHREAD_MUTEX_INITIALIZER;

static void close_all(void) {
  pthread_mutex_lock(&files_lock);
  for (arrc_file *f = all_files, *next; f; f = next) {
    next = f->next;
    arrc_file_close(f);
    free(f);
  }
  all_files = NULL;
  pthread_mutex_unlock(&files_lock);
}

void arrc_os_error(int err, const arrc_str *path, const arrc_loc *loc) {
  arrc_error_kind kind = err == ENOENT ? ARRC_FILE_NOT_FOUND_ERROR
                         : err == EISDIR ? ARRC_IS_A_DIRECTORY_ERROR
                         : err == ENOTDIR ? ARRC_NOT_A_DIRECTORY_ERROR
                         : err == EACCES || err == EPERM ? ARRC_PERMISSION_ERROR
                         : err == EEXIST ? ARRC_FILE_EXISTS_ERROR
                                         : ARRC_OS_ERROR;
  char *quoted = arrc_rt_repr(path->data, path->len);
  const char *text = strerror(err);
  size_t n = strlen(quoted) + strlen(text) + 32;
  char *msg = arrc_malloc(n, loc);
  snprintf(msg, n, "[Errno %d] %s: %s", err, text, quoted);
  free(quoted);
  arrc_raise_owned(kind, loc, msg);
}

/* Python's rules (io.open): each of "axrwb+t" at most once and nothing
 * else ("invalid mode: 'rr'"), then exactly one of r, w, a, x. NULL with
 * *why set when the mode is refused; 'b' (binary files) is not in arrc. */
static const char *fopen_mode(const arrc_str *mode, bool *readable, bool *writable, const char **why) {
  int count[256] = {0};
  for (int64_t k = 0; k < mode->len; k++) {
    unsigned char c = (unsigned char)mode->data[k];
    if (!strchr("axrwb+t", c) || c == 0 || count[c]++) {
      *why = "invalid mode";
      return NULL;
    }
  }
  if (count['r'] + count['w'] + count['a'] + count['x'] != 1) {
    *why = "must have exactly one of create/read/write/append mode";
    return NULL;
  }
  if (count['b']) {
    *why = count['t'] ? "can't have text and binary mode at once" : "binary";
    return NULL;
  }
  bool plus = count['+'];
  *readable = count['r'] || plus;
  *writable = !count['r'] || plus;
  if (count['r'])
    return plus ? "r+" : "r";
  if (count['w'])
    return plus ? "w+" : "w";
  if (count['a'])
    return plus ? "a+" : "a";
  return plus ? "w+x" : "wx";
}

arrc_file *arrc_file_open(const arrc_str *path, const arrc_str *mode, const arrc_loc *loc) {
  bool readable = true, writable = false;
  const char *why = NULL;
  const char *m = mode ? fopen_mode(mode, &readable, &writable, &why) : "r";
  if (!m && strcmp(why, "binary") == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "binary mode '%s' is not supported by arrc (text files only)", mode->data);
  if (!m && strcmp(why, "invalid mode") == 0) {
    char *quoted = arrc_rt_repr(mode->data, mode->len);
    size_t n = strlen(quoted) + 16;
    char *msg = arrc_malloc(n, loc);
    snprintf(msg, n, "invalid mode: %s", quoted);
    free(quoted);
    arrc_raise_owned(ARRC_VALUE_ERROR, loc, msg);
  }
  if (!m)
    arrc_raise(ARRC_VALUE_ERROR, loc, "%s", why);
  FILE *fp = fopen(path->data, m);
  if (!fp)
    arrc_os_error(errno, path, loc);
  /* fopen opens a directory for reading; Python refuses it. */
  struct stat st;
  if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
    fclose(fp);
    arrc_os_error(EISDIR, path, loc);
  }
  arrc_file *f = arrc_calloc(sizeof *f, loc);
  f->fp = fp;
  f->readable = readable;
  f->writable = writable;
  pthread_mutex_lock(&files_lock);
  if (!all_files)
    atexit(close_all);
  f->next = all_files;
  all_files = f;
  pthread_mutex_unlock(&files_lock);
  return f;
}

static void check_open(arrc_file *f, bool reading, const arrc_loc *loc) {
  if (!f->fp)
    arrc_raise(ARRC_VALUE_ERROR, loc, "I/O operation on closed file.");
  if (reading && !f->readable)
    arrc_raise(ARRC_UNSUPPORTED_OPERATION, loc, "not readable");
  if (!reading && !f->writable)
    arrc_raise(ARRC_UNSUPPORTED_OPERATION, loc, "not writable");
}

/* t's bytes as a new string; t's buffer is freed. */
static arrc_str *take_text(arrc_text *t) {
  arrc_str *s = arrc_text_take_str(t);
  arrc_text_free(t);
  return s;
}

static void put_byte(arrc_text *t, int c) {
  char ch = (char)c;
  arrc_text_put(t, &ch, 1);
}

/* Bytes of UTF-8 make one character unless they continue one. */
static bool starts_char(unsigned char c) { return (c & 0xC0) != 0x80; }

/* The next byte of a text file with Python's universal newlines: "\r\n"
 * and a lone "\r" read as "\n". */
static int text_getc(FILE *fp) {
  int c = getc(fp);
  if (c != '\r')
    return c;
  int next = getc(fp);
  if (next != '\n' && next != EOF)
    ungetc(next, fp);
  return '\n';
}

static arrc_str *take_ahead(arrc_file *f) {
  arrc_str *s = f->ahead;
  f->ahead = NULL;
  return s;
}

arrc_str *arrc_file_read(arrc_file *f, int64_t size, const arrc_loc *loc) {
  check_open(f, true, loc);
  arrc_text t = {0};
  if (f->ahead) {
    arrc_str *s = take_ahead(f);
    arrc_text_put_str(&t, s);
    arrc_str_decref(s);
  }
  int64_t chars = 0;
  for (int c; (size < 0 || chars < size) && (c = text_getc(f->fp)) != EOF;) {
    put_byte(&t, c);
    if (starts_char((unsigned char)c))
      chars++;
  }
  /* The continuation bytes of the last character read. */
  for (int c; size >= 0 && (c = text_getc(f->fp)) != EOF;) {
    if (starts_char((unsigned char)c)) {
      ungetc(c, f->fp);
      break;
    }
    put_byte(&t, c);
  }
  return take_text(&t);
}

static arrc_str *read_line(arrc_file *f) {
  arrc_text t = {0};
  for (int c; (c = text_getc(f->fp)) != EOF;) {
    put_byte(&t, c);
    if (c == '\n')
      break;
  }
  return take_text(&t);
}

arrc_str *arrc_file_readline(arrc_file *f, const arrc_loc *loc) {
  check_open(f, true, loc);
  if (f->ahead)
    return take_ahead(f);
  return read_line(f);
}

arrc_list *arrc_file_readlines(arrc_file *f, const arrc_loc *loc) {
  check_open(f, true, loc);
  arrc_list *l = arrc_list_new(sizeof(arrc_str *), ARRC_ELEM_STR, 0);
  for (;;) {
    arrc_str *s = f->ahead ? take_ahead(f) : read_line(f);
    if (s->len == 0) {
      arrc_str_decref(s);
      return l;
    }
    arrc_list_append(l, &s);
    arrc_str_decref(s);
  }
}

int64_t arrc_file_write(arrc_file *f, const arrc_str *s, const arrc_loc *loc) {
  check_open(f, false, loc);
  fwrite(s->data, 1, (size_t)s->len, f->fp);
  int64_t chars = 0;
  for (int64_t k = 0; k < s->len; k++)
    chars += starts_char((unsigned char)s->data[k]);
  return chars;
}

void arrc_file_writelines(arrc_file *f, const arrc_list *lines, const arrc_loc *loc) {
  check_open(f, false, loc);
  for (int64_t k = 0; k < lines->len; k++) {
    const arrc_str *s = ((arrc_str *const *)lines->data)[k];
    fwrite(s->data, 1, (size_t)s->len, f->fp);
  }
}

void arrc_file_close(arrc_file *f) {
  if (f->ahead)
    arrc_str_decref(take_ahead(f));
  if (f->fp)
    fclose(f->fp);
  f->fp = NULL;
}

bool arrc_file_has_line(arrc_file *f, const arrc_loc *loc) {
  check_open(f, true, loc);
  if (!f->ahead)
    f->ahead = read_line(f);
  if (f->ahead->len)
    return true;
  arrc_str_decref(take_ahead(f));
  return false;
}

arrc_str *arrc_file_next_line(arrc_file *f) { return take_ahead(f); }
