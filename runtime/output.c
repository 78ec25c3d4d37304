/* Standard output: the runtime's own buffer, flushed as Python flushes
 * sys.stdout, and what happens when writing fails.
 *
 * Python buffers standard output (to a file or pipe) in chunks of 8192
 * bytes: text goes out once 8192 bytes or more are pending, and the rest at
 * exit; a terminal gets each line as it is printed. A write that fails while
 * the program runs raises OSError (BrokenPipeError for a closed pipe) at the
 * print() that flushed, which ends the program with status 1; a failure at
 * exit is reported as "Exception ignored in: <_io.TextIOWrapper ...>" and
 * the status becomes 120. arrc does the same, so `prog > /dev/full` and
 * `prog | head -1` behave as under python3. (CPython 3.11 loses the error
 * of a final flush of 4097..8191 bytes and exits 0; arrc reports it too.)
 *
 * The buffer is the runtime's rather than stdio's so that the fault
 * handler (signal.c) can write out what the program printed before a crash
 * with write(2) alone, and so that errors are seen where they happen. */
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#include "rt_core.h"

/* Python's chunk size (io.DEFAULT_BUFFER_SIZE). */
enum { OUT_CHUNK = 8192 };

static struct {
  pthread_mutex_t lock;  /* prange bodies and kernels on the CPU print from workers */
  size_t len;
  bool tty;              /* line-buffered, as Python's sys.stdout on a terminal */
  char buf[OUT_CHUNK];
} out = {.lock = PTHREAD_MUTEX_INITIALIZER};

/* Writes of buffered text under way, and whether this thread is making
 * one: a signal handler that writes out the buffer lets another thread's
 * write finish rather than ending the process in its middle. */
static atomic_int writes_under_way;
static __thread bool writing_here __attribute__((tls_model("initial-exec")));

void arrc_rt_output_init(void) {
  out.tty = isatty(STDOUT_FILENO);
  /* Python ignores SIGPIPE: a write to a closed pipe fails with EPIPE and
   * becomes a BrokenPipeError instead of killing the process silently. */
  signal(SIGPIPE, SIG_IGN);
}

/* Writes the n parts of iov in full; returns 0 or the errno of the write
 * that failed. Interrupted writes are retried, and a non-blocking standard
 * output waits until it can take more rather than losing text. */
static int write_all(struct iovec *iov, int n) {
  while (n > 0) {
    ssize_t w = writev(STDOUT_FILENO, iov, n);
    if (w < 0) {
      if (errno == EINTR)
        continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) {
        struct pollfd p = {.fd = STDOUT_FILENO, .events = POLLOUT};
        poll(&p, 1, -1);
        continue;
      }
      return errno;
    }
    size_t done = (size_t)w;
    for (; n > 0 && done >= iov->iov_len; iov++, n--)
      done -= iov->iov_len;
    if (n > 0) {
      iov->iov_base = (char *)iov->iov_base + done;
      iov->iov_len -= done;
    }
  }
  return 0;
}

/* Python's exception for a failed write: its kind, and the message
 * "[Errno N] strerror" it shows. */
static arrc_error_kind error_kind(int err) { return err == EPIPE ? ARRC_BROKEN_PIPE_ERROR : ARRC_OS_ERROR; }

/* Writes what is buffered, then extra (n bytes); the lock is held. The
 * buffer is empty afterwards even when the write failed: Python drops what
 * it could not write, so the text is not reported twice. */
static int flush_locked(const char *extra, size_t n) {
  struct iovec iov[2];
  int k = 0;
  if (out.len)
    iov[k++] = (struct iovec){out.buf, out.len};
  if (n)
    iov[k++] = (struct iovec){(void *)extra, n};
  /* The buffer is emptied before the write, so that a signal handler that
   * writes out the buffer meanwhile does not write this text twice. */
  out.len = 0;
  atomic_fetch_add(&writes_under_way, 1);
  writing_here = true;
  int err = write_all(iov, k);
  writing_here = false;
  atomic_fetch_sub(&writes_under_way, 1);
  return err;
}

void arrc_text_write_stdout(arrc_text *t, const arrc_loc *loc) {
  size_t n = t->len;
  t->len = 0;
  if (n == 0)
    return;
  pthread_mutex_lock(&out.lock);
  int err = 0;
  if (out.len + n >= OUT_CHUNK) {
    err = flush_locked(t->data, n);
  } else {
    memcpy(out.buf + out.len, t->data, n);
    /* The length grows after the copy: a fault handler that writes the
     * buffer out meanwhile sees only whole prints. */
    out.len += n;
    if (out.tty && (memchr(t->data, '\n', n) || memchr(t->data, '\r', n)))
      err = flush_locked(NULL, 0);
  }
  pthread_mutex_unlock(&out.lock);
  if (err)
    arrc_raise(error_kind(err), loc, "[Errno %d] %s", err, strerror(err));
}

int arrc_rt_output_flush(void) {
  pthread_mutex_lock(&out.lock);
  int err = flush_locked(NULL, 0);
  pthread_mutex_unlock(&out.lock);
  return err;
}

int arrc_rt_output_report(int err) {
  fprintf(stderr, "Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>\n%s: [Errno %d] %s\n",
          arrc_error_kind_name(error_kind(err)), err, strerror(err));
  return 120;
}

int arrc_rt_output_finish(int status) {
  int err = arrc_rt_output_flush();
  return err ? arrc_rt_output_report(err) : status;
}

/* Writes data from a signal handler, giving up when standard output takes
 * nothing for two seconds (a pipe nobody reads), so that SIGTERM or Ctrl-C
 * ends the program even then. A pipe that polls writable has room for
 * PIPE_BUF bytes, so no write of that size blocks. */
static void write_in_signal(const char *data, size_t len) {
  while (len > 0) {
    struct pollfd p = {.fd = STDOUT_FILENO, .events = POLLOUT};
    int ready = poll(&p, 1, 2000);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0 || !(p.revents & POLLOUT))
      return;
    ssize_t w = write(STDOUT_FILENO, data, len < PIPE_BUF ? len : PIPE_BUF);
    if (w < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK))
      continue;
    if (w <= 0)
      return;
    data += w;
    len -= (size_t)w;
  }
}

/* For the signal handlers: no lock (the interrupted thread may hold it), no
 * stdio, only write(2). A write that another thread has under way gets up
 * to a second to finish; one that this thread was making when the signal
 * came cannot be waited for. errno is kept for the interrupted code. */
void arrc_rt_output_flush_in_signal(void) {
  int saved_errno = errno;
  for (int waited = 0; !writing_here && atomic_load(&writes_under_way) > 0 && waited < 1000; waited++)
    nanosleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
  size_t len = out.len;
  out.len = 0;
  write_in_signal(out.buf, len < OUT_CHUNK ? len : OUT_CHUNK);
  errno = saved_errno;
}
