/* Clean failure of the compiler process: a registry of the temporary
 * files a compilation makes and of the child processes it runs (the
 * linker, ptxas, the program of `arrc run`), and the handler of SIGINT,
 * SIGTERM, SIGHUP and SIGPIPE that removes the files, forwards the signal
 * to the children and then dies by the same signal, as gcc's driver does,
 * so that a shell or make sees status 130, 143 or 129. */
#ifndef ARRC_CLEANUP_H
#define ARRC_CLEANUP_H

#include <stdbool.h>
#include <sys/types.h>

/* Installs the signal handlers (a signal that was ignored when arrc
 * started, as nohup and background jobs of scripts do, stays ignored) and
 * an exit handler that removes the temporary files left registered. Also
 * reads the umask, for cleanup_umask(). Call once, first thing in main. */
void cleanup_init(void);

/* The process's umask, read at cleanup_init. */
mode_t cleanup_umask(void);

/* mkstemps(3) whose file is registered for removal at a signal or exit;
 * returns the open descriptor, or -1 with errno set. Signals are blocked
 * between the creation and the registration, so no file escapes. */
int cleanup_mkstemps(char *template_path, int suffix_len);

/* Registers a path a child process will create (ptxas's output and log). */
void cleanup_register(const char *path);

/* Forgets a registered path: it was renamed into place or removed. */
void cleanup_forget(const char *path);

/* unlink(2) and forget. */
void cleanup_remove(const char *path);

/* fork(2) whose child is registered to receive the signals arrc gets. The
 * child starts with the default action for the handled signals and arrc's
 * original signal mask, ready to exec. */
pid_t cleanup_fork(void);

/* posix_spawnp(3) with the same registration; returns 0 or an errno. */
int cleanup_spawnp(pid_t *pid, const char *file, char *const argv[]);

/* Waits for a registered child (retrying after interruptions) and stores
 * its status; then, if a signal arrived while it ran and no other child is
 * left, removes the temporary files and dies by that signal. Returns false
 * when waitpid fails. */
bool cleanup_wait(pid_t pid, int *status);

#endif
