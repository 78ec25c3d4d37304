/* Temporary files and child processes of one compilation, and what
 * happens to them when arrc is interrupted (cleanup.h).
 *
 * The signal handler may run at any point of the compilation, so the
 * registries are plain arrays of pointers it can read without locks: a
 * slot is filled before the count grows, emptied before its string is
 * freed, and every change runs with the handled signals blocked. */
#define _GNU_SOURCE
#include "cleanup.h"

#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* SIGPIPE too, as gcc's driver: a compilation whose standard output was
 * closed stops, but not before removing its files. */
static const int handled_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
#define NHANDLED (int)(sizeof handled_signals / sizeof *handled_signals)

/* More temporary files than one compilation makes at once: the object,
 * the executable, the output's temporary and ptxas's files per GPU
 * architecture. A path beyond the capacity is still made, only not
 * removed at a signal. */
#define MAX_TEMPS 128
#define MAX_CHILDREN 32

static char *volatile temps[MAX_TEMPS];
static volatile sig_atomic_t ntemps;
static volatile pid_t children[MAX_CHILDREN];
static volatile sig_atomic_t pending_signal;
static bool handler_installed[NHANDLED];
static sigset_t handled_set;
static mode_t saved_umask;
static pid_t owner_pid;

static void remove_temps(void) {
  for (int k = 0; k < ntemps; k++) {
    char *path = temps[k];
    if (path)
      unlink(path);
  }
}

/* Removes the files and ends the process with the signal's default
 * action, so that the parent sees a death by the signal (a shell's 130 for
 * SIGINT, 143 for SIGTERM). Async-signal-safe. */
static void die_by(int sig) {
  remove_temps();
  signal(sig, SIG_DFL);
  sigset_t one;
  sigemptyset(&one);
  sigaddset(&one, sig);
  sigprocmask(SIG_UNBLOCK, &one, NULL);
  raise(sig);
  _exit(128 + sig);
}

static void on_signal(int sig, siginfo_t *info, void *context) {
  (void)context;
  int saved_errno = errno;
  bool any_child = false;
  /* A signal sent to arrc alone (kill, timeout(1), a CI runner's
   * cancellation) is passed on to the children; one the kernel sent to
   * the terminal's whole foreground group (Ctrl-C, a hangup) reached them
   * already. SIGPIPE concerns arrc's own output only. */
  bool forward = sig != SIGPIPE && info && info->si_code <= 0;
  for (int k = 0; k < MAX_CHILDREN; k++) {
    pid_t pid = children[k];
    if (pid <= 0)
      continue;
    any_child = true;
    if (forward)
      kill(pid, sig);
  }
  if (!any_child)
    die_by(sig);
  /* The children end first (a compiled program flushes its output, the
   * linker removes its own files); cleanup_wait dies after the last. */
  pending_signal = sig;
  errno = saved_errno;
}

static void block_signals(sigset_t *old) { sigprocmask(SIG_BLOCK, &handled_set, old); }
static void restore_signals(const sigset_t *old) { sigprocmask(SIG_SETMASK, old, NULL); }

/* Only in arrc itself: a forked child that calls exit() (its exec failed)
 * must not remove files its parent is still making. */
static void remove_temps_at_exit(void) {
  if (getpid() == owner_pid)
    remove_temps();
}

void cleanup_init(void) {
  owner_pid = getpid();
  saved_umask = umask(0);
  umask(saved_umask);
  sigemptyset(&handled_set);
  for (int k = 0; k < NHANDLED; k++) {
    sigaddset(&handled_set, handled_signals[k]);
    struct sigaction old;
    if (sigaction(handled_signals[k], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
      continue;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_signal;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigfillset(&sa.sa_mask);
    handler_installed[k] = sigaction(handled_signals[k], &sa, NULL) == 0;
  }
  atexit(remove_temps_at_exit);
}

mode_t cleanup_umask(void) { return saved_umask; }

static void add_temp(char *copy) {
  for (int k = 0; k < ntemps; k++)
    if (!temps[k]) {
      temps[k] = copy;
      return;
    }
  if (ntemps < MAX_TEMPS) {
    temps[ntemps] = copy;
    ntemps = ntemps + 1;
  } else {
    free(copy);
  }
}

int cleanup_mkstemps(char *template_path, int suffix_len) {
  sigset_t old;
  char *copy = malloc(strlen(template_path) + 1);
  block_signals(&old);
  int fd = mkstemps(template_path, suffix_len);
  int saved_errno = errno;
  if (fd >= 0 && copy)
    add_temp(strcpy(copy, template_path));
  else
    free(copy);
  restore_signals(&old);
  errno = saved_errno;
  return fd;
}

void cleanup_register(const char *path) {
  char *copy = strdup(path);
  if (!copy)
    return;
  sigset_t old;
  block_signals(&old);
  add_temp(copy);
  restore_signals(&old);
}

void cleanup_forget(const char *path) {
  sigset_t old;
  block_signals(&old);
  for (int k = 0; k < ntemps; k++) {
    char *p = temps[k];
    if (p && strcmp(p, path) == 0) {
      temps[k] = NULL;
      free(p);
      break;
    }
  }
  restore_signals(&old);
}

void cleanup_remove(const char *path) {
  unlink(path);
  cleanup_forget(path);
}

static void add_child(pid_t pid) {
  for (int k = 0; k < MAX_CHILDREN; k++)
    if (children[k] <= 0) {
      children[k] = pid;
      return;
    }
}

/* In a new child: the default actions and arrc's original mask, which
 * exec keeps, so that the linker or the program reacts to signals as if
 * started from the shell. */
static void reset_child_signals(const sigset_t *old) {
  for (int k = 0; k < NHANDLED; k++)
    if (handler_installed[k])
      signal(handled_signals[k], SIG_DFL);
  restore_signals(old);
}

pid_t cleanup_fork(void) {
  sigset_t old;
  block_signals(&old);
  pid_t pid = fork();
  if (pid == 0) {
    reset_child_signals(&old);
    return 0;
  }
  int saved_errno = errno;
  if (pid > 0)
    add_child(pid);
  restore_signals(&old);
  errno = saved_errno;
  return pid;
}

int cleanup_spawnp(pid_t *pid, const char *file, char *const argv[]) {
  posix_spawnattr_t attr;
  int err = posix_spawnattr_init(&attr);
  if (err)
    return err;
  sigset_t old, defaults;
  sigemptyset(&defaults);
  for (int k = 0; k < NHANDLED; k++)
    if (handler_installed[k])
      sigaddset(&defaults, handled_signals[k]);
  block_signals(&old);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setsigmask(&attr, &old);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  err = posix_spawnp(pid, file, NULL, &attr, argv, environ);
  if (!err)
    add_child(*pid);
  restore_signals(&old);
  posix_spawnattr_destroy(&attr);
  return err;
}

bool cleanup_wait(pid_t pid, int *status) {
  pid_t got;
  while ((got = waitpid(pid, status, 0)) < 0 && errno == EINTR)
    ;
  int saved_errno = errno;
  sigset_t old;
  block_signals(&old);
  bool others = false;
  for (int k = 0; k < MAX_CHILDREN; k++) {
    if (children[k] == pid)
      children[k] = 0;
    else if (children[k] > 0)
      others = true;
  }
  /* The signal is still blocked here, so die_by cannot be entered twice. */
  if (pending_signal && !others)
    die_by(pending_signal);
  restore_signals(&old);
  errno = saved_errno;
  return got == pid;
}
