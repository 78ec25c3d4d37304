/* The driver's pieces that need no compilation: make's escaping of the
 * dependency options (src/depfile.c), the suggestions for mistyped
 * options (src/options.c) and the registry of temporary files
 * (src/cleanup.c). The escapes were checked against gcc 12's
 * `gcc -MD -MF - -MQ NAME` on the same names. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cleanup.h"
#include "depfile.h"
#include "options.h"

/* The targets that -MQ NAME gives, escaped for make. */
static char *quoted(const char *name) {
  DepOptions d = {0};
  char *argv[] = {"arrc", "-MQ", (char *)name, NULL};
  int i = 1;
  cr_assert(depfile_option(&d, 3, argv, &i));
  cr_assert_eq(i, 2, "-MQ takes the next argument");
  return d.targets.data;
}

Test(depfile, escapes_as_gcc) {
  static const char *const cases[][2] = {
      {"plain.o", "plain.o"},
      {"a b", "a\\ b"},
      {"$(OBJ)", "$$(OBJ)"},
      {"x#y", "x\\#y"},
      {"a\\ b", "a\\\\\\ b"}, /* a backslash before a space is doubled */
      {"a\\b", "a\\b"},       /* elsewhere it stays single */
      {"tab\there", "tab\\\there"},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    char *got = quoted(cases[k][0]);
    cr_expect_str_eq(got, cases[k][1], "-MQ '%s'", cases[k][0]);
    free(got);
  }
}

Test(depfile, targets_in_order_and_joined_forms) {
  DepOptions d = {0};
  char *argv[] = {"arrc", "-MTa b", "-MQ", "c d", "-MFx.d", "-MMD", "-MP", NULL};
  for (int i = 1; i < 7; i++)
    cr_assert(depfile_option(&d, 7, argv, &i), "%s", argv[i]);
  cr_expect_str_eq(d.targets.data, "a b c\\ d");
  cr_expect_str_eq(d.path, "x.d");
  cr_expect(d.write && d.phony && !d.print_only);
  free(d.targets.data);
}

Test(depfile, not_ours) {
  DepOptions d = {0};
  char *argv[] = {"arrc", "-MDD", "-Mfoo", "-o", NULL};
  for (int i = 1; i < 4; i++)
    cr_expect_not(depfile_option(&d, 4, argv, &i), "%s", argv[i]);
}

Test(depfile, default_target) {
  char *t = depfile_default_target("dir/prog.arr", "exe");
  cr_expect_str_eq(t, "prog");
  free(t);
  t = depfile_default_target("prog.arr", "obj");
  cr_expect_str_eq(t, "prog.o");
  free(t);
  t = depfile_default_target(".hidden", "asm");
  cr_expect_str_eq(t, ".hidden.s");
  free(t);
}

/* What gcc 12 suggests for the same near misses (-MDD, --hepl, -ww,
 * -Werrr); nothing for a name far from every option. */
Test(options, suggestions) {
  static const char *const cases[][2] = {
      {"-MDD", "-MD"},
      {"--hepl", "--help"},
      {"--boundcheck", "--boundscheck"},
      {"--fastmth", "--fastmath"},
      {"--emitt=obj", "--emit=obj"},
      {"--gpu-arc=sm_80", "--gpu-arch=sm_80"},
      {"--frobnicate", NULL},
      {"-x", NULL},   /* gcc: nothing for -j, -y */
      {"-ww", "-w"},
      {"-Werrr", "-Werror"},
  };
  char buf[64];
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    const char *got = options_suggest(cases[k][0], buf, sizeof buf);
    if (cases[k][1])
      cr_expect(got && strcmp(got, cases[k][1]) == 0, "%s: got %s, expected %s", cases[k][0], got ? got : "nothing",
                cases[k][1]);
    else
      cr_expect_null(got, "%s: got %s, expected nothing", cases[k][0], got);
  }
}

/* A registered temporary file is removed at exit unless it was forgotten
 * (renamed into place). The child makes both and tells their names
 * through a pipe. */
Test(cleanup, temporaries_removed_at_exit) {
  int pipe_fds[2];
  cr_assert(pipe(pipe_fds) == 0);
  pid_t pid = fork();
  cr_assert(pid >= 0);
  if (pid == 0) {
    char kept[] = "/tmp/arrc-unit-kept-XXXXXX", removed[] = "/tmp/arrc-unit-gone-XXXXXX";
    cleanup_init();
    close(cleanup_mkstemps(kept, 0));
    close(cleanup_mkstemps(removed, 0));
    cleanup_forget(kept);
    FILE *f = fdopen(pipe_fds[1], "w");
    fprintf(f, "%s %s\n", kept, removed);
    fclose(f);
    exit(0);
  }
  close(pipe_fds[1]);
  int st;
  waitpid(pid, &st, 0);
  FILE *f = fdopen(pipe_fds[0], "r");
  char kept[64] = "", removed[64] = "";
  cr_assert(f && fscanf(f, "%63s %63s", kept, removed) == 2);
  fclose(f);
  cr_expect_eq(access(kept, F_OK), 0, "a forgotten file stays");
  cr_expect_neq(access(removed, F_OK), 0, "a registered file is removed at exit");
  unlink(kept);
}
