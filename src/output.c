/* Output files (output.h). */
#define _GNU_SOURCE
#include "output.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cleanup.h"

/* A path that exists and is not a regular file: /dev/null, a FIFO, a
 * terminal. Renaming over it would replace the node with a file (as root)
 * or fail (in /dev), so it is written in place, as gcc does. */
static bool is_special(const char *path) {
  struct stat st;
  return path && stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

static bool cannot_open(const char *path, int err) {
  fprintf(stderr, "arrc: error: cannot open output file '%s': %s\n", path, strerror(err));
  return false;
}

bool output_check(const char *input, const char *path) {
  struct stat in, out;
  if (stat(path, &out) == 0) {
    if (stat(input, &in) == 0 && in.st_dev == out.st_dev && in.st_ino == out.st_ino) {
      fprintf(stderr, "arrc: error: input file '%s' is the same as output file\n", input);
      return false;
    }
    if (S_ISDIR(out.st_mode))
      return cannot_open(path, EISDIR);
    return true;
  }
  size_t n = strlen(path);
  if (n > 0 && path[n - 1] == '/')
    return cannot_open(path, errno);
  /* The file is new: its folder must exist and take it. */
  const char *slash = strrchr(path, '/');
  char *dir = slash ? strndup(path, slash == path ? 1 : (size_t)(slash - path)) : strdup(".");
  struct stat d;
  int err = 0;
  if (stat(dir, &d) != 0)
    err = errno;
  else if (!S_ISDIR(d.st_mode))
    err = ENOTDIR;
  else if (access(dir, W_OK | X_OK) != 0)
    err = errno;
  free(dir);
  return err ? cannot_open(path, err) : true;
}

char *output_temp(const char *path, const char *suffix) {
  StrBuf sb = {0};
  if (path && !is_special(path)) {
    sb_printf(&sb, "%s.tmpXXXXXX%s", path, suffix);
  } else {
    const char *dir = getenv("TMPDIR");
    sb_printf(&sb, "%s/arrc-XXXXXX%s", dir && *dir ? dir : "/tmp", suffix);
  }
  int fd = cleanup_mkstemps(sb.data, (int)strlen(suffix));
  if (fd < 0) {
    fprintf(stderr, "arrc: error: cannot create a temporary file '%s': %s\n", sb.data, strerror(errno));
    sb_free(&sb);
    return NULL;
  }
  close(fd);
  return sb.data;
}

/* Copies tmp's bytes into the device or FIFO at path. */
static bool copy_into(const char *tmp, const char *path) {
  int in = open(tmp, O_RDONLY);
  int out = in >= 0 ? open(path, O_WRONLY | O_TRUNC) : -1;
  bool ok = out >= 0;
  char buf[65536];
  ssize_t n;
  while (ok && (n = read(in, buf, sizeof buf)) != 0) {
    if (n < 0) {
      ok = errno == EINTR;
      continue;
    }
    for (ssize_t done = 0; ok && done < n;) {
      ssize_t w = write(out, buf + done, (size_t)(n - done));
      if (w > 0)
        done += w;
      else
        ok = w < 0 && errno == EINTR;
    }
  }
  int err = errno;
  if (out >= 0 && close(out) != 0 && ok) {
    ok = false;
    err = errno;
  }
  if (in >= 0)
    close(in);
  errno = err;
  return ok;
}

/* The mode a new output gets, or an existing text output keeps. */
static mode_t output_mode(const char *path, OutputKind kind) {
  struct stat st;
  if (kind == OUTPUT_TEXT && stat(path, &st) == 0 && S_ISREG(st.st_mode))
    return st.st_mode & 07777;
  return (kind == OUTPUT_EXECUTABLE ? 0777 : 0666) & ~cleanup_umask();
}

int output_install(const char *tmp, const char *path, OutputKind kind) {
  bool ok;
  if (is_special(path)) {
    ok = copy_into(tmp, path);
  } else {
    ok = chmod(tmp, output_mode(path, kind)) == 0 && rename(tmp, path) == 0;
  }
  if (!ok)
    fprintf(stderr, "arrc: error: cannot write '%s': %s\n", path, strerror(errno));
  /* After a rename the temporary name is gone, and nothing is removed. */
  if (ok && !is_special(path))
    cleanup_forget(tmp);
  else
    cleanup_remove(tmp);
  return ok ? 0 : 1;
}

int output_write_text(const char *path, const StrBuf *text) {
  char *tmp = output_temp(path, "");
  if (!tmp)
    return 1;
  FILE *f = fopen(tmp, "wb");
  bool ok = f && fwrite(text->data ? text->data : "", 1, text->len, f) == text->len;
  ok = (f && fclose(f) == 0) && ok;
  int status;
  if (ok) {
    status = output_install(tmp, path, OUTPUT_TEXT);
  } else {
    fprintf(stderr, "arrc: error: cannot write '%s': %s\n", path, strerror(errno));
    cleanup_remove(tmp);
    status = 1;
  }
  free(tmp);
  return status;
}

void output_discard(const char *path) {
  struct stat st;
  if (path && lstat(path, &st) == 0 && S_ISREG(st.st_mode))
    unlink(path);
}
