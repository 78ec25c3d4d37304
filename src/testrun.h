/* `arrc test`: the golden-output runner for users' programs (docs/testing.md).
 * testrun.c reads the command line, finds the programs, runs them N at a
 * time and reports; testcase.c compiles, runs and checks one program (or,
 * under --oracle, writes its expected files); junit.c writes the JUnit XML
 * report. */
#ifndef ARRC_TESTRUN_H
#define ARRC_TESTRUN_H

#include <stdbool.h>
#include <stdint.h>

#include "util.h"

typedef enum { TEST_PASS, TEST_FAIL, TEST_SKIP } TestOutcome;

/* What the whole run shares. */
typedef struct {
  int jobs;
  int timeout;             /* seconds per run of a program */
  const char *junit;       /* --junit FILE, or NULL */
  char **oracle;           /* --oracle CMD split into words (NULL-terminated), or NULL */
  bool strict;             /* compiler output on stderr or a missing .out fails */
  bool verbose;            /* -v: say whether each program was compiled or cached */
  bool keep;               /* --keep: leave the temporary folders */
  bool color;
  char *self;              /* this compiler's executable, to compile with */
  char *cache;             /* the folder of this compiler's binaries, or NULL (no cache) */
  char *scratch;           /* the run's temporary folder */
} TestConfig;

/* One program and, once it ran, its result. details holds lines each
 * starting with a tag byte: ' ' for text, 'd' for a line of a diff (which a
 * terminal shows in colour). */
typedef struct {
  char *path;              /* prog.arr, as found */
  TestOutcome outcome;
  double seconds;
  char *message;           /* one line: why it failed, or was skipped */
  char *note;              /* one line for -v: compiled or cached */
  char *details;
} TestCase;

/* arrc test ARGS...: argv[0] is "test". Returns the exit status. */
int testrun_main(int argc, char **argv);

/* Runs one test case (in a worker process): sets its outcome, message,
 * note and details. work is an empty folder of its own. */
void testcase_run(const TestConfig *cfg, TestCase *tc, const char *work);

/* Makes a folder and the folders above it that are missing. */
void make_dirs(const char *path);

/* Removes a file or a folder with everything in it; true when it is gone. */
bool remove_tree(const char *path);

/* Writes the JUnit XML report of the run; false (with a message) when the
 * file cannot be written. */
bool junit_write(const char *path, const TestCase *cases, int n, double seconds);

/* Mixes data into a 128-bit hash (two 64-bit lanes, set by the caller to
 * any start values). */
void test_hash(uint64_t h[2], const void *data, size_t n);

/* Appends details without their tag bytes. */
void details_plain(StrBuf *out, const char *details);

#endif
