/* Faults in compiled code: a stack overflow becomes Python's RecursionError,
 * any other crash keeps what the program printed and names the function it
 * happened in.
 *
 * Python raises RecursionError when calls nest too deeply; compiled code
 * has no such counter (it would cost every call), so it runs until the
 * stack is full and the access below it faults. A handler of SIGSEGV and
 * SIGBUS, running on an alternate signal stack (the thread's own stack is
 * what is full), tells that case apart by the address of the fault: near
 * the low end of the thread's stack, or near the stack pointer (a fiber's
 * stack, simt.c). It then writes out the program's buffered output and
 *
 *   FILE:LINE:COL: runtime error: RecursionError: maximum recursion depth exceeded in function 'NAME'
 *
 * and exits with status 1, as Python does. Any other fault (an index out of
 * range in jitted code, which Numba does not check either) gets
 *
 *   FILE:LINE:COL: runtime error: internal error: Segmentation fault in function 'NAME'
 *
 * with a note suggesting --boundscheck when that function does not check
 * indices, and the signal is raised again, so that the process ends as it
 * would have (status 139 from a shell), as Numba's does, but with its
 * output kept. SIGFPE, SIGILL and SIGABRT are reported the same way.
 *
 * The function comes from the table the compiler emits (codegen/functable.c):
 * the function whose code holds the faulting instruction, or, when that is
 * in the runtime or the C library, the innermost compiled function found
 * by scanning the stack upward for a return address into compiled code;
 * when that is host code that called a jitted function, which may have
 * been inlined into it, the jitted function that host code marked as
 * running. Its location is the function's def line. Jitted code itself
 * carries nothing for this, so its loops pay nothing.
 *
 * SIGINT and SIGTERM are handled here too (see "interrupts" below).
 *
 * The handlers use only async-signal-safe calls (write, writev, poll,
 * pause, nanosleep, _exit, sigaction, pthread_sigmask, raise); their
 * messages are assembled by hand, not with stdio. */
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include "rt_core.h"

const arrc_function_info *volatile arrc_jitted_function;

/* Emitted by the compiler into each program; absent (NULL) in the unit
 * tests, which link the runtime alone. */
extern const arrc_code_range arrc_functions[] __attribute__((weak));
extern const int64_t arrc_function_count __attribute__((weak));
/* The bounds of the section that holds every compiled function, from the
 * linker. */
extern const char __start_arrc_code[] __attribute__((weak));
extern const char __stop_arrc_code[] __attribute__((weak));

/* Room for the handler itself (a few hundred bytes of frames and a message
 * buffer) with a wide margin for sanitizer builds. */
enum { ALT_STACK_SIZE = 64 * 1024 };

/* How far from the stack's low end, or from the stack pointer, a fault
 * counts as a stack overflow: the largest frame a function may open at
 * once before touching it. */
enum { OVERFLOW_REACH = 1 << 20, NEAR_SP = 64 * 1024 };

/* The calling thread's stack [lo, hi) and alternate signal stack. */
static __thread struct {
  uintptr_t lo, hi;
  void *alt;
} thread_stack __attribute__((tls_model("initial-exec")));

static const int handled_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};

static const char *signal_name(int sig) {
  switch (sig) {
  case SIGSEGV: return "Segmentation fault";
  case SIGBUS: return "Bus error";
  case SIGFPE: return "Floating point exception";
  case SIGILL: return "Illegal instruction";
  case SIGABRT: return "Aborted";
  default: return "fatal signal";
  }
}

/* ---- the function table --------------------------------------------------- */

static bool in_compiled_code(uintptr_t pc) {
  return __start_arrc_code && pc >= (uintptr_t)__start_arrc_code && pc < (uintptr_t)__stop_arrc_code;
}

/* The function whose code holds pc: the one that starts last at or before
 * it. Functions are few; a linear search needs no sorted copy. */
static const arrc_function_info *function_at(uintptr_t pc) {
  if (!arrc_functions || !&arrc_function_count || !in_compiled_code(pc))
    return NULL;
  const arrc_code_range *best = NULL;
  for (int64_t i = 0; i < arrc_function_count; i++) {
    uintptr_t start = (uintptr_t)arrc_functions[i].code;
    if (start <= pc && (!best || start > (uintptr_t)best->code))
      best = &arrc_functions[i];
  }
  return best ? best->info : NULL;
}

/* The innermost compiled function on the stack at sp: the first word above
 * sp that is an address in compiled code, which is the return address of
 * the innermost compiled frame (the words in between belong to runtime or
 * library frames). Only the thread's own stack is read, where every page
 * from sp up is mapped. The words read include dead frames and the
 * redzones AddressSanitizer keeps between locals, on purpose. */
__attribute__((no_sanitize("address"))) static const arrc_function_info *caller_on_stack(uintptr_t sp) {
  if (!thread_stack.hi || sp < thread_stack.lo || sp >= thread_stack.hi)
    return NULL;
  uintptr_t end = thread_stack.hi - sizeof(uintptr_t);
  if (end - sp > OVERFLOW_REACH)
    end = sp + OVERFLOW_REACH;
  for (uintptr_t p = sp & ~(uintptr_t)7; p <= end; p += sizeof(uintptr_t)) {
    const arrc_function_info *f = function_at(*(const uintptr_t *)p);
    if (f)
      return f;
  }
  return NULL;
}

/* ---- the handler ------------------------------------------------------------ */

typedef struct {
  char buf[1024];
  size_t len;
} Line;

static void put(Line *l, const char *s) {
  for (; *s && l->len < sizeof l->buf; s++)
    l->buf[l->len++] = *s;
}

static void put_int(Line *l, int64_t v) {
  char digits[24];
  int n = 0;
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  do
    digits[n++] = (char)('0' + u % 10);
  while ((u /= 10) && n < 24);
  if (v < 0)
    put(l, "-");
  while (n > 0 && l->len < sizeof l->buf)
    l->buf[l->len++] = digits[--n];
}

static void put_place(Line *l, const arrc_function_info *f) {
  if (!f)
    return;
  put(l, f->file);
  put(l, ":");
  put_int(l, f->line);
  put(l, ":");
  put_int(l, f->col);
  put(l, ": ");
}

static void put_function(Line *l, const arrc_function_info *f) {
  if (!f)
    return;
  if (f->flags & ARRC_FUNCTION_MODULE) {
    put(l, " in <module>");
  } else {
    put(l, " in function '");
    put(l, f->name);
    put(l, "'");
  }
}

static void write_line(const Line *l) {
  size_t done = 0;
  while (done < l->len) {
    ssize_t w = write(STDERR_FILENO, l->buf + done, l->len - done);
    if (w <= 0)
      break;
    done += (size_t)w;
  }
}

static bool near(uintptr_t a, uintptr_t b, uintptr_t reach) { return a <= b ? b - a <= reach : a - b <= reach; }

static bool is_stack_overflow(int sig, uintptr_t addr, uintptr_t sp) {
  if (sig != SIGSEGV && sig != SIGBUS)
    return false;
  if (thread_stack.hi && addr < thread_stack.lo + NEAR_SP && addr + OVERFLOW_REACH >= thread_stack.lo)
    return true;
  return sp && near(addr, sp, NEAR_SP);
}

/* The interrupted thread's instruction and stack pointers. */
static void interrupted_at(const void *context, uintptr_t *pc, uintptr_t *sp) {
  *pc = *sp = 0;
#if defined(__x86_64__)
  const ucontext_t *uc = context;
  *pc = (uintptr_t)uc->uc_mcontext.gregs[REG_RIP];
  *sp = (uintptr_t)uc->uc_mcontext.gregs[REG_RSP];
#elif defined(__aarch64__)
  const ucontext_t *uc = context;
  *pc = (uintptr_t)uc->uc_mcontext.pc;
  *sp = (uintptr_t)uc->uc_mcontext.sp;
#else
  (void)context;
#endif
}

/* The compiled function running at pc, or the innermost one below it on
 * the stack at sp, or the jitted function that host code marked. */
static const arrc_function_info *function_running(uintptr_t pc, uintptr_t sp) {
  const arrc_function_info *f = function_at(pc);
  if (!f)
    f = caller_on_stack(sp);
  /* Host code running a jitted function it inlined. */
  const arrc_function_info *jitted = arrc_jitted_function;
  if ((!f || (f->flags & ARRC_FUNCTION_HOST)) && jitted)
    f = jitted;
  return f;
}

/* One report per process: set by the first handler (a fault or an
 * interrupt) that runs. */
static atomic_int reporting;

static void on_fault(int sig, siginfo_t *info, void *context) {
  /* A second thread that faults meanwhile waits for the end. */
  if (atomic_exchange(&reporting, 1))
    for (;;)
      pause();
  uintptr_t pc, sp;
  interrupted_at(context, &pc, &sp);
  bool overflow = is_stack_overflow(sig, (uintptr_t)info->si_addr, sp);
  arrc_rt_output_flush_in_signal();
  const arrc_function_info *f = function_running(pc, sp);

  Line l = {.len = 0};
  put_place(&l, f);
  if (overflow) {
    put(&l, "runtime error: RecursionError: maximum recursion depth exceeded");
    put_function(&l, f);
    put(&l, "\n");
    write_line(&l);
    _exit(1);
  }
  put(&l, "runtime error: internal error: ");
  put(&l, signal_name(sig));
  put_function(&l, f);
  put(&l, "\n");
  if ((sig == SIGSEGV || sig == SIGBUS) && !(f && (f->flags & ARRC_FUNCTION_CHECKS_BOUNDS))) {
    put_place(&l, f);
    put(&l, "note: ");
    if (f) {
      put(&l, "'");
      put(&l, f->name);
      put(&l, "'");
    } else {
      put(&l, "jitted code");
    }
    put(&l, " does not check array indices, as in Numba; compile with --boundscheck to find an index out of range\n");
  }
  write_line(&l);
  /* The default action ends the process as the signal would have: the
   * signal raised here is delivered when the handler returns (or the
   * faulting instruction runs again and faults). */
  struct sigaction dfl = {.sa_handler = SIG_DFL};
  sigemptyset(&dfl.sa_mask);
  sigaction(sig, &dfl, NULL);
  raise(sig);
}

/* ---- interrupts ------------------------------------------------------------- */

/* SIGINT (Ctrl-C) and SIGTERM (kill, timeout) end the program as they end
 * python3, but nothing the program printed is lost. Python turns SIGINT
 * into KeyboardInterrupt: its traceback ends with that line on stderr, the
 * buffered output is written and the process ends by SIGINT (status 130
 * from a shell). SIGTERM kills Python at once, losing what sys.stdout
 * still held; arrc writes that text out first, then dies by SIGTERM too
 * (status 143). Either way the handler writes with write(2) alone and
 * takes no lock, so a worker of the pool that holds one cannot keep the
 * program from ending, and it ends the process by the signal itself, with
 * the default action, so that the parent sees what killed it. */
static const int interrupt_signals[] = {SIGINT, SIGTERM};

static void on_interrupt(int sig, siginfo_t *info, void *context) {
  (void)info;
  /* A fault or an interrupt is being reported already: that ends the
   * process. */
  if (atomic_exchange(&reporting, 1))
    return;
  arrc_rt_output_flush_in_signal();
  if (sig == SIGINT) {
    uintptr_t pc, sp;
    interrupted_at(context, &pc, &sp);
    const arrc_function_info *f = function_running(pc, sp);
    Line l = {.len = 0};
    put_place(&l, f);
    put(&l, "runtime error: KeyboardInterrupt");
    put_function(&l, f);
    put(&l, "\n");
    write_line(&l);
  }
  struct sigaction dfl = {.sa_handler = SIG_DFL};
  sigemptyset(&dfl.sa_mask);
  sigaction(sig, &dfl, NULL);
  sigset_t just_this;
  sigemptyset(&just_this);
  sigaddset(&just_this, sig);
  /* The signal is blocked while its handler runs; unblocked, the one
   * raised here is delivered at once. */
  pthread_sigmask(SIG_UNBLOCK, &just_this, NULL);
  raise(sig);
  _exit(128 + sig);
}

/* A signal that the program was started with ignored (SIGINT of a
 * background job, nohup) stays ignored, as under python3. */
static void install_interrupt_handlers(void) {
  struct sigaction sa = {.sa_sigaction = on_interrupt, .sa_flags = SA_SIGINFO | SA_ONSTACK};
  sigemptyset(&sa.sa_mask);
  for (size_t i = 0; i < sizeof interrupt_signals / sizeof interrupt_signals[0]; i++)
    sigaddset(&sa.sa_mask, interrupt_signals[i]);
  for (size_t i = 0; i < sizeof interrupt_signals / sizeof interrupt_signals[0]; i++) {
    struct sigaction old;
    if (sigaction(interrupt_signals[i], NULL, &old) == 0 && !(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_IGN)
      continue;
    sigaction(interrupt_signals[i], &sa, NULL);
  }
}

/* ---- setting up ------------------------------------------------------------- */

/* The calling thread's stack bounds and alternate signal stack. */
static void thread_setup(void) {
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    void *addr;
    size_t size;
    if (pthread_attr_getstack(&attr, &addr, &size) == 0) {
      thread_stack.lo = (uintptr_t)addr;
      thread_stack.hi = (uintptr_t)addr + size;
    }
    pthread_attr_destroy(&attr);
  }
  if (thread_stack.alt)
    return;
  void *alt = mmap(NULL, ALT_STACK_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
  if (alt == MAP_FAILED)
    return;
  stack_t ss = {.ss_sp = alt, .ss_size = ALT_STACK_SIZE};
  if (sigaltstack(&ss, NULL) != 0) {
    munmap(alt, ALT_STACK_SIZE);
    return;
  }
  thread_stack.alt = alt;
}

void arrc_rt_signals_init(void) {
  thread_setup();
  struct sigaction sa = {.sa_sigaction = on_fault, .sa_flags = SA_SIGINFO | SA_ONSTACK};
  sigemptyset(&sa.sa_mask);
  for (size_t i = 0; i < sizeof handled_signals / sizeof handled_signals[0]; i++)
    sigaction(handled_signals[i], &sa, NULL);
  install_interrupt_handlers();
}

void arrc_rt_thread_start(void) { thread_setup(); }

void arrc_rt_thread_end(void) {
  if (!thread_stack.alt)
    return;
  stack_t ss = {.ss_flags = SS_DISABLE};
  sigaltstack(&ss, NULL);
  munmap(thread_stack.alt, ALT_STACK_SIZE);
  thread_stack.alt = NULL;
}
