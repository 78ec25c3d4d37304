/* Kernels on the CPU (LANGUAGE.md §7.4): arrc_launch, its launch checks,
 * and cuda.syncthreads() and the warp operations for the CPU path.
 *
 * The blocks of a grid run in parallel on the thread pool, each worker
 * taking blocks from a shared counter. A block runs on one worker, with its
 * own zeroed shared memory. How its threads run depends on the kernel:
 *
 *   - a kernel that never calls syncthreads runs its threads one after the
 *     other in a plain loop, x fastest, then y, then z, as CUDA numbers
 *     threads;
 *   - a kernel with barriers runs each thread of the block as a fiber, a
 *     function with its own small stack that the worker switches to and
 *     from. The worker resumes every fiber of the block in turn; each runs
 *     until it reaches a barrier or returns. When all have done so, the
 *     round is over and the next one resumes them from their barriers.
 *     So no thread passes a barrier before every thread still running has
 *     reached one, which is what syncthreads guarantees. A thread that
 *     returns while others wait does not hold them up: CUDA leaves that
 *     case undefined, and here the others simply go on.
 *
 * Warp operations (shuffles, votes, syncwarp: rt_warp.h) are rendezvous
 * of the lanes of one warp, kept apart from the block's barrier: a thread
 * at one waits, and is resumed as soon as every lane its mask names has
 * arrived or exited, while the other warps of the block run on to their
 * own barriers. Only when no thread can go on does a block barrier open,
 * after any warp operation still waiting has completed with the lanes it
 * has. Kernels with warp operations run as fibers too.
 *
 * The fibers switch with a few instructions of assembly on x86-64 (saving
 * the callee-saved registers and the floating-point control words the ABI
 * asks to preserve) and with ucontext elsewhere; swapcontext would cost a
 * system call per switch, since it saves the signal mask. Stacks are
 * mapped once per worker, with a guard page below each (up to a budget),
 * and reused by every block and launch that follows.
 *
 * A kernel that calls grid.sync() (ARRC_KERNEL_GRID_SYNC) needs every
 * block of its grid alive at once, as a cooperative launch on a GPU has
 * them: its whole grid runs as fibers of one worker, each block with its
 * own shared memory (run_grid_cooperative). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "rt_pool.h"
#include "rt_profile.h"
#include "rt_warp.h"

#if defined(__x86_64__) && !defined(ARRC_SIMT_UCONTEXT)
#define SIMT_ASM 1
#else
#include <ucontext.h>
#endif

/* AddressSanitizer must be told when the stack changes, or it takes the
 * fibers' frames for overflows of the worker's stack. */
#if defined(__SANITIZE_ADDRESS__)
#define SIMT_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SIMT_ASAN 1
#endif
#endif
#ifdef SIMT_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

/* Valgrind takes a large jump of the stack pointer for a stack switch only
 * between stacks it knows of, so the fibers' stacks are registered with it
 * where its header is installed. */
#if defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define SIMT_VALGRIND 1
#endif
#endif

/* The stack of one GPU thread. Kernels keep little on the stack besides
 * cuda.local.array; AddressSanitizer's redzones need more room. */
#ifdef SIMT_ASAN
#define FIBER_STACK (256 * 1024)
#else
#define FIBER_STACK (64 * 1024)
#endif

/* A fiber runs, has returned, waits at a barrier of the block, waits at
 * a warp operation, or waits at the grid's barrier (grid.sync() of a
 * cooperative launch). */
enum { FIBER_RUNNING, FIBER_DONE, FIBER_BARRIER, FIBER_WARP, FIBER_GRID };

typedef struct Fiber {
  arrc_thread t;     /* first, so that the kernel's thread pointer is the fiber's */
  int state;
  int32_t vote;            /* the predicate it brings to a barrier */
  uint64_t barrier_result; /* what arrc_simt_barrier_count returns */
  arrc_warp_lane lane;     /* what it brings to a warp operation */
  char *stack;       /* the lowest address of its stack */
#ifdef SIMT_ASM
  void *sp;          /* the stack pointer saved when it last switched away */
#else
  ucontext_t uc;
#endif
#ifdef SIMT_ASAN
  void *fake_stack;
#endif
#ifdef SIMT_VALGRIND
  unsigned vg_stack;
#endif
} Fiber;

/* What one worker of the pool keeps between blocks and launches. */
typedef struct Worker {
  char *shared;          /* the current block's shared memory */
  size_t shared_cap;
  Fiber *fibers;         /* room for the threads of the largest block so far */
  int nfibers;
  char *stacks;          /* one mapping: a guard page and a stack per fiber */
  size_t stacks_bytes;
  int guarded;           /* stacks with a guard page */
  const arrc_kernel *k;  /* the block being run */
  void **args;
#ifdef SIMT_ASM
  void *sched_sp;        /* the worker's own stack pointer while a fiber runs */
#else
  ucontext_t sched_uc;
#endif
#ifdef SIMT_ASAN
  const void *sched_bottom;
  size_t sched_size;
  void *sched_fake;
#endif
} Worker;

static Worker *workers;
static int nworkers;

/* The worker of cooperative launches, which keeps its stacks between them
 * (a solver may launch the same cooperative kernel many times). */
static Worker coop_worker;
static pthread_mutex_t coop_lock = PTHREAD_MUTEX_INITIALIZER;

/* ---- switching between the worker and its fibers ------------------------ */

#ifdef SIMT_ASM
/* arrc_simt_switch(save, to) saves the callee-saved registers, MXCSR and
 * the x87 control word on the current stack, stores the stack pointer in
 * *save, and restores the same from the stack at `to`. A new fiber's stack
 * is prepared so that the first switch to it "returns" into
 * arrc_simt_start, which calls the function in r13 with the argument in
 * r12 and never returns; its CFI marks the end of the call chain for
 * debuggers. */
void arrc_simt_switch(void **save, void *to) __attribute__((visibility("hidden")));
void arrc_simt_start(void) __attribute__((visibility("hidden")));
__asm__(".pushsection .text\n"
        ".p2align 4\n"
        ".globl arrc_simt_switch\n"
        ".hidden arrc_simt_switch\n"
        ".type arrc_simt_switch, @function\n"
        "arrc_simt_switch:\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  subq $8, %rsp\n"
        "  stmxcsr (%rsp)\n"
        "  fnstcw 4(%rsp)\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  ldmxcsr (%rsp)\n"
        "  fldcw 4(%rsp)\n"
        "  addq $8, %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        ".size arrc_simt_switch, .-arrc_simt_switch\n"
        ".p2align 4\n"
        ".globl arrc_simt_start\n"
        ".hidden arrc_simt_start\n"
        ".type arrc_simt_start, @function\n"
        "arrc_simt_start:\n"
        "  .cfi_startproc\n"
        "  .cfi_undefined rip\n"
        "  movq %r12, %rdi\n"
        "  callq *%r13\n"
        "  ud2\n"
        "  .cfi_endproc\n"
        ".size arrc_simt_start, .-arrc_simt_start\n"
        ".popsection\n");
#else
/* makecontext passes only int arguments to the function it starts, so the
 * fiber being resumed is left where its first run finds it. */
static __thread Fiber *starting_fiber;
#endif

#ifdef SIMT_ASAN
#define ASAN_START(save, bottom, size) __sanitizer_start_switch_fiber((save), (bottom), (size))
#define ASAN_FINISH(fake, bottom, size) __sanitizer_finish_switch_fiber((fake), (bottom), (size))
#else
#define ASAN_START(save, bottom, size) ((void)0)
#define ASAN_FINISH(fake, bottom, size) ((void)0)
#endif

/* From the worker to fiber f, until f reaches a barrier or returns. */
static void resume(Worker *w, Fiber *f) {
  ASAN_START(&w->sched_fake, f->stack, FIBER_STACK);
#ifdef SIMT_ASM
  arrc_simt_switch(&w->sched_sp, f->sp);
#else
  starting_fiber = f;
  swapcontext(&w->sched_uc, &f->uc);
#endif
  ASAN_FINISH(w->sched_fake, NULL, NULL);
}

/* From fiber f back to its worker. A fiber that has returned from the
 * kernel leaves for good, and AddressSanitizer may drop its fake stack. */
static void suspend(Worker *w, Fiber *f) {
#ifdef SIMT_ASAN
  ASAN_START(f->state == FIBER_DONE ? NULL : &f->fake_stack, w->sched_bottom, w->sched_size);
#endif
#ifdef SIMT_ASM
  arrc_simt_switch(&f->sp, w->sched_sp);
#else
  swapcontext(&f->uc, &w->sched_uc);
#endif
#ifdef SIMT_ASAN
  ASAN_FINISH(f->fake_stack, &w->sched_bottom, &w->sched_size);
#endif
}

/* The life of a fiber: one GPU thread of the kernel, then back to the
 * worker for the last time. */
static void fiber_main(Fiber *f) {
  Worker *w = f->t.block;
  ASAN_FINISH(NULL, &w->sched_bottom, &w->sched_size);
  w->k->cpu(&f->t, w->args);
  f->state = FIBER_DONE;
  suspend(w, f);
  abort(); /* a finished fiber is never resumed */
}

#ifndef SIMT_ASM
static void fiber_entry(void) {
  fiber_main(starting_fiber);
}
#endif

/* Prepares f to start the kernel from the top at its next resume. */
static void fiber_reset(Fiber *f) {
  f->state = FIBER_RUNNING;
#ifdef SIMT_ASAN
  /* Frames left by the fiber's previous thread may still be poisoned. */
  __asan_unpoison_memory_region(f->stack, FIBER_STACK);
  f->fake_stack = NULL;
#endif
#ifdef SIMT_ASM
  uint32_t mxcsr;
  uint16_t fpucw;
  __asm__ volatile("stmxcsr %0" : "=m"(mxcsr));
  __asm__ volatile("fnstcw %0" : "=m"(fpucw));
  /* What arrc_simt_switch pops, from the lowest address: the control
   * words, r15, r14, r13 (the function), r12 (its argument), rbx, rbp and
   * the return address. The stack top is 16-byte aligned, so the call in
   * arrc_simt_start enters fiber_main with the alignment the ABI wants. */
  uint64_t *sp = (uint64_t *)(f->stack + FIBER_STACK) - 8;
  sp[0] = mxcsr | (uint64_t)fpucw << 32;
  sp[1] = sp[2] = 0;
  sp[3] = (uint64_t)(uintptr_t)fiber_main;
  sp[4] = (uint64_t)(uintptr_t)f;
  sp[5] = sp[6] = 0;
  sp[7] = (uint64_t)(uintptr_t)arrc_simt_start;
  f->sp = sp;
#else
  getcontext(&f->uc);
  f->uc.uc_stack.ss_sp = f->stack;
  f->uc.uc_stack.ss_size = FIBER_STACK;
  f->uc.uc_link = NULL;
  makecontext(&f->uc, fiber_entry, 0);
#endif
}

/* ---- per-worker memory ---------------------------------------------------- */

/* Each guard page splits a mapping in two, and Linux allows a process
 * 65530 mappings by default, which malloc needs too; so only the first
 * stacks made get one (eight workers' worth of 1024-thread blocks). A
 * kernel that overflows its stack there stops with a segmentation fault
 * instead of overwriting its neighbour's stack. */
static _Atomic int guards_left = 8192;

static void release_stacks(Worker *w) {
#ifdef SIMT_VALGRIND
  for (int i = 0; i < w->nfibers; i++)
    VALGRIND_STACK_DEREGISTER(w->fibers[i].vg_stack);
#endif
  if (w->stacks)
    munmap(w->stacks, w->stacks_bytes);
  atomic_fetch_add(&guards_left, w->guarded);
  w->guarded = 0;
  free(w->fibers);
  w->stacks = NULL;
  w->stacks_bytes = 0;
  w->fibers = NULL;
  w->nfibers = 0;
}

/* Gives w fibers with stacks for n threads. The pages are reserved, not
 * committed: a fiber touches only the part of its stack it uses. */
static void ensure_fibers(Worker *w, int n) {
  if (w->nfibers >= n)
    return;
  release_stacks(w);
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t slot = page + FIBER_STACK;
  size_t bytes = slot * (size_t)n;
  void *m = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (m == MAP_FAILED)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes for the stacks of a block of %d threads",
               bytes, n);
  w->fibers = arrc_calloc((size_t)n * sizeof(Fiber), NULL);
  w->stacks = m;
  w->stacks_bytes = bytes;
  w->nfibers = n;
  for (int i = 0; i < n; i++) {
    char *base = w->stacks + (size_t)i * slot;
    if (atomic_fetch_sub(&guards_left, 1) > 0 && mprotect(base, page, PROT_NONE) == 0)
      w->guarded++;
    else
      atomic_fetch_add(&guards_left, 1);
    w->fibers[i].stack = base + page;
#ifdef SIMT_VALGRIND
    w->fibers[i].vg_stack = VALGRIND_STACK_REGISTER(base + page, base + slot - 1);
#endif
  }
}

/* Room for `bytes` of shared memory, 16-byte aligned (malloc's alignment
 * on x86-64 is 16, but posix_memalign says so everywhere). There is always
 * a buffer, so kernels get a valid pointer even with no shared memory. */
static void ensure_shared(Worker *w, size_t bytes) {
  if (bytes < 16)
    bytes = 16;
  if (w->shared_cap >= bytes)
    return;
  free(w->shared);
  void *p = NULL;
  if (posix_memalign(&p, 16, bytes) != 0)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", bytes);
  w->shared = p;
  w->shared_cap = bytes;
}

/* At exit, unless a run-time error ended the program in the middle of a
 * launch: then the workers may still be using their memory. */
static void release_workers(void) {
  if (arrc_pool_busy())
    return;
  for (int i = 0; i < nworkers; i++) {
    release_stacks(&workers[i]);
    free(workers[i].shared);
  }
  free(workers);
  workers = NULL;
  nworkers = 0;
  release_stacks(&coop_worker);
  free(coop_worker.shared);
  coop_worker.shared = NULL;
}

static void ensure_workers(void) {
  static bool registered;
  if (workers)
    return;
  nworkers = arrc_pool_threads();
  workers = arrc_calloc((size_t)nworkers * sizeof(Worker), NULL);
  if (!registered) {
    registered = true;
    atexit(release_workers);
  }
}

/* ---- running blocks --------------------------------------------------------- */

typedef struct {
  const arrc_kernel *k;
  void **args;
  int32_t grid[3], block[3];
  int64_t shared_bytes;  /* static + dynamic */
  int64_t dynamic_shared;
  bool fibers;
  bool ordered;          /* a kernel that prints: the simulator's order, one block at a time */
} Launch;

/* The threads of a block in CUDA's order (x fastest), or, for a kernel
 * that prints, in the order of Numba's simulator, which starts them as
 * np.ndindex(blockDim) counts: z fastest, x slowest. */
static void thread_at(const Launch *l, int i, int32_t tid[3]) {
  int32_t bx = l->block[0], by = l->block[1], bz = l->block[2];
  if (l->ordered) {
    tid[2] = i % bz;
    tid[1] = i / bz % by;
    tid[0] = i / (bz * by);
  } else {
    tid[0] = i % bx;
    tid[1] = i / bx % by;
    tid[2] = i / (bx * by);
  }
}

static void run_block_loop(const Launch *l, arrc_thread *t) {
  t->block = NULL;
  if (l->ordered) {
    for (int i = 0, n = l->block[0] * l->block[1] * l->block[2]; i < n; i++) {
      thread_at(l, i, t->tid);
      l->k->cpu(t, l->args);
    }
    return;
  }
  for (int32_t z = 0; z < l->block[2]; z++)
    for (int32_t y = 0; y < l->block[1]; y++)
      for (int32_t x = 0; x < l->block[0]; x++) {
        t->tid[0] = x;
        t->tid[1] = y;
        t->tid[2] = z;
        l->k->cpu(t, l->args);
      }
}

/* ---- warp operations ------------------------------------------------------- */

/* The results of a warp operation for a group of lanes that have all
 * arrived (rt_warp.h): what the PTX instructions Numba emits compute.
 *
 * Shuffles follow shfl.sync with the clamp values Numba passes (0x1f for
 * idx, down and bfly; 0 for up), so the whole warp is one segment and
 * only the low five bits of the lane argument count:
 *
 *   idx:  source lane b
 *   up:   lane - b, or the lane itself when that is below 0
 *   down: lane + b, or the lane itself when that is above 31
 *   bfly: lane ^ b
 *
 * The source lane must be in the group; where it is not, CUDA leaves the
 * value undefined and here the lane gets its own value. */
static uint64_t shuffle(arrc_warp_lane *const lanes[32], uint32_t group, int lane) {
  const arrc_warp_lane *me = lanes[lane];
  int b = me->arg & 31;
  int src;
  switch (me->op) {
  case ARRC_WARP_SHFL_IDX: src = b; break;
  case ARRC_WARP_SHFL_UP: src = lane - b >= 0 ? lane - b : lane; break;
  case ARRC_WARP_SHFL_DOWN: src = lane + b <= 31 ? lane + b : lane; break;
  default: src = lane ^ b; break;
  }
  return group >> src & 1 ? lanes[src]->value : me->value;
}

void arrc_warp_exchange(arrc_warp_lane *const lanes[32], uint32_t group) {
  uint32_t ballot = 0;
  for (int k = 0; k < 32; k++)
    if (group >> k & 1 && lanes[k]->value)
      ballot |= 1u << k;
  for (int k = 0; k < 32; k++) {
    if (!(group >> k & 1))
      continue;
    arrc_warp_lane *me = lanes[k];
    uint64_t r = 0;
    switch (me->op) {
    case ARRC_WARP_SHFL_IDX:
    case ARRC_WARP_SHFL_UP:
    case ARRC_WARP_SHFL_DOWN:
    case ARRC_WARP_SHFL_XOR: r = shuffle(lanes, group, k); break;
    case ARRC_WARP_ALL: r = ballot == group; break;
    case ARRC_WARP_ANY: r = ballot != 0; break;
    case ARRC_WARP_EQ: r = ballot == 0 || ballot == group; break;
    case ARRC_WARP_BALLOT: r = ballot; break;
    case ARRC_WARP_MATCH_ANY:
    case ARRC_WARP_MATCH_ALL: {
      uint32_t same = 0;
      for (int j = 0; j < 32; j++)
        if (group >> j & 1 && lanes[j]->value == me->value)
          same |= 1u << j;
      if (me->op == ARRC_WARP_MATCH_ANY)
        r = same;
      else
        r = same == group ? (uint64_t)group | 1ull << 32 : 0;
      break;
    }
    case ARRC_WARP_ACTIVEMASK: r = group; break;
    default: break;
    }
    me->result = r;
  }
}

/* Completes the warp operations that warp `warp` of a block of n
 * threads waits at: each group of lanes waiting with the same mask, once
 * every lane of the mask has arrived or exited, or at once when `force`.
 * activemask() does not synchronize: its lanes form a group of their own,
 * which completes once no other lane of the warp is running, so that it
 * names the lanes that reached it together (in a branch, those that took
 * it), and lanes waiting at another operation wait for them. Returns
 * whether a group completed. */
static bool settle_warp(Fiber *fs, int n, int warp, bool force) {
  int base = warp * 32, count = n - base < 32 ? n - base : 32;
  uint32_t settled = 0;
  bool any = false;
  for (int k = 0; k < count; k++) {
    Fiber *f = &fs[base + k];
    if (f->state != FIBER_WARP || settled >> k & 1)
      continue;
    uint32_t mask = f->lane.mask, group = 0;
    bool probe = f->lane.op == ARRC_WARP_ACTIVEMASK;
    arrc_warp_lane *lanes[32] = {0};
    bool complete = true;
    for (int j = 0; j < count; j++) {
      Fiber *g = &fs[base + j];
      bool waiting = g->state == FIBER_WARP && g->lane.mask == mask && (g->lane.op == ARRC_WARP_ACTIVEMASK) == probe;
      if (waiting) {
        group |= 1u << j;
        lanes[j] = &g->lane;
      } else if (probe ? g->state == FIBER_RUNNING : mask >> j & 1 && g->state != FIBER_DONE) {
        complete = false;
      }
    }
    settled |= group;
    if (!complete && !force)
      continue;
    arrc_warp_exchange(lanes, group);
    for (int j = 0; j < count; j++)
      if (group >> j & 1)
        fs[base + j].state = FIBER_RUNNING;
    any = true;
  }
  return any;
}

/* Opens the block's barrier: every thread waiting there goes on, told how
 * many reached it and how many of those brought a true predicate. */
static void open_barrier(Fiber *fs, int n) {
  uint64_t votes = 0, reached = 0;
  for (int i = 0; i < n; i++)
    if (fs[i].state == FIBER_BARRIER) {
      reached++;
      votes += fs[i].vote != 0;
    }
  for (int i = 0; i < n; i++)
    if (fs[i].state == FIBER_BARRIER) {
      fs[i].barrier_result = votes | reached << 32;
      fs[i].state = FIBER_RUNNING;
    }
}

/* Runs the n fibers of one block, fs[0..n), until each has returned or
 * waits at the grid's barrier: warp operations complete as their lanes
 * arrive, and the block's barrier opens when no fiber can go on. */
static void run_fibers(Worker *w, Fiber *fs, int n) {
  int warps = (n + 31) / 32;
  for (;;) {
    /* A warp whose lanes arrived at an operation in this pass is settled
     * once the pass has left it. */
    bool arrived = false;
    int i;
    for (i = 0; i < n; i++) {
      if (i % 32 == 0 && arrived) {
        settle_warp(fs, n, i / 32 - 1, false);
        arrived = false;
      }
      Fiber *f = &fs[i];
      if (f->state != FIBER_RUNNING)
        continue;
      resume(w, f);
      arrived |= f->state == FIBER_WARP;
    }
    /* A lane that exited may have been the last one a group waited for. */
    bool runnable = false, at_barrier = false;
    for (int k = 0; k < warps; k++)
      runnable |= settle_warp(fs, n, k, false);
    for (i = 0; i < n && !runnable; i++)
      runnable = fs[i].state == FIBER_RUNNING;
    if (runnable)
      continue;
    for (int k = 0; k < warps; k++)
      runnable |= settle_warp(fs, n, k, true);
    if (runnable)
      continue;
    for (i = 0; i < n && !at_barrier; i++)
      at_barrier = fs[i].state == FIBER_BARRIER;
    if (!at_barrier)
      break;
    open_barrier(fs, n);
  }
}

static void run_block_fibers(const Launch *l, Worker *w, const arrc_thread *proto) {
  int n = l->block[0] * l->block[1] * l->block[2];
  ensure_fibers(w, n);
  w->k = l->k;
  w->args = l->args;
  int i;
  for (i = 0; i < n; i++) {
    Fiber *f = &w->fibers[i];
    f->t = *proto;
    thread_at(l, i, f->t.tid);
    f->t.block = w;
    fiber_reset(f);
  }
  run_fibers(w, w->fibers, n);
}

/* Blocks [lo, hi) in the grid's linear order (x fastest) on worker w. */
static void run_blocks_on(const Launch *l, Worker *w, int64_t lo, int64_t hi) {
  ensure_shared(w, (size_t)l->shared_bytes);
  arrc_thread t;
  memset(&t, 0, sizeof t);
  for (int d = 0; d < 3; d++) {
    t.bdim[d] = l->block[d];
    t.gdim[d] = l->grid[d];
  }
  t.shared = w->shared;
  /* The dynamic area follows the kernel's static shared memory, as the
   * shared memory of a CUDA block does; every cuda.shared.array(0, ...)
   * of the kernel is this one area. */
  t.dynamic_shared = w->shared + (l->k->shared_bytes + 15) / 16 * 16;
  t.dynamic_shared_bytes = l->dynamic_shared;
  int64_t gx = l->grid[0], gy = l->grid[1], gz = l->grid[2], gxy = gx * gy;
  for (int64_t b = lo; b < hi; b++) {
    if (l->ordered) {
      /* np.ndindex(gridDim)'s order: z fastest. */
      t.bid[2] = (int32_t)(b % gz);
      t.bid[1] = (int32_t)(b / gz % gy);
      t.bid[0] = (int32_t)(b / (gz * gy));
    } else {
      t.bid[0] = (int32_t)(b % gx);
      t.bid[1] = (int32_t)(b / gx % gy);
      t.bid[2] = (int32_t)(b / gxy);
    }
    memset(w->shared, 0, (size_t)l->shared_bytes);
    if (l->fibers)
      run_block_fibers(l, w, &t);
    else
      run_block_loop(l, &t);
  }
}

/* The pool's body. */
static void run_blocks(void *ctx, int64_t lo, int64_t hi, int worker) {
  run_blocks_on(ctx, &workers[worker], lo, hi);
}

void arrc_simt_barrier(arrc_thread *t) {
  arrc_simt_barrier_count(t, 0);
}

void arrc_simt_grid_sync(arrc_thread *t) {
  Worker *w = t->block;
  if (w) {
    ((Fiber *)t)->state = FIBER_GRID;
    suspend(w, (Fiber *)t);
  }
}

/* ---- cooperative grids ------------------------------------------------------ */

/* Every thread of the grid as a fiber of one worker: the blocks run in
 * turn, each until all its threads wait at grid.sync() or have returned
 * (run_fibers); then all leave the grid's barrier together, and so on
 * until every thread has returned. Blocks keep their shared memory for
 * the whole launch. The grid's size was checked against
 * ARRC_MAX_COOPERATIVE_THREADS. */
static void run_grid_cooperative(const Launch *l) {
  pthread_mutex_lock(&coop_lock);
  Worker *w = &coop_worker;
  int per_block = l->block[0] * l->block[1] * l->block[2];
  int blocks = l->grid[0] * l->grid[1] * l->grid[2];
  int n = per_block * blocks;
  size_t stride = ((size_t)l->shared_bytes + 15) / 16 * 16;
  ensure_shared(w, stride * (size_t)blocks);
  memset(w->shared, 0, stride * (size_t)blocks);
  ensure_fibers(w, n);
  w->k = l->k;
  w->args = l->args;
  int i = 0;
  for (int b = 0; b < blocks; b++) {
    arrc_thread t;
    memset(&t, 0, sizeof t);
    for (int d = 0; d < 3; d++) {
      t.bdim[d] = l->block[d];
      t.gdim[d] = l->grid[d];
    }
    t.bid[0] = b % l->grid[0];
    t.bid[1] = b / l->grid[0] % l->grid[1];
    t.bid[2] = b / (l->grid[0] * l->grid[1]);
    t.shared = w->shared + stride * (size_t)b;
    t.dynamic_shared = t.shared + (l->k->shared_bytes + 15) / 16 * 16;
    t.dynamic_shared_bytes = l->dynamic_shared;
    t.block = w;
    for (int32_t z = 0; z < l->block[2]; z++)
      for (int32_t y = 0; y < l->block[1]; y++)
        for (int32_t x = 0; x < l->block[0]; x++) {
          Fiber *f = &w->fibers[i++];
          f->t = t;
          f->t.tid[0] = x;
          f->t.tid[1] = y;
          f->t.tid[2] = z;
          fiber_reset(f);
        }
  }
  for (;;) {
    for (int b = 0; b < blocks; b++)
      run_fibers(w, &w->fibers[(size_t)b * (size_t)per_block], per_block);
    bool waiting = false;
    for (i = 0; i < n; i++)
      if (w->fibers[i].state == FIBER_GRID) {
        w->fibers[i].state = FIBER_RUNNING;
        waiting = true;
      }
    if (!waiting)
      break;
  }
  pthread_mutex_unlock(&coop_lock);
}

uint64_t arrc_simt_barrier_count(arrc_thread *t, int32_t predicate) {
  Worker *w = t->block;
  if (!w)
    return (uint64_t)(predicate != 0) | 1ull << 32;
  Fiber *f = (Fiber *)t;
  f->vote = predicate;
  f->state = FIBER_BARRIER;
  suspend(w, f);
  return f->barrier_result;
}

/* A thread's linear index in its block, x fastest. */
static int64_t linear_index(const arrc_thread *t) {
  return t->tid[0] + (int64_t)t->bdim[0] * (t->tid[1] + (int64_t)t->bdim[1] * t->tid[2]);
}

uint64_t arrc_simt_warp(arrc_thread *t, int32_t op, uint32_t mask, uint64_t value, int32_t arg) {
  arrc_warp_lane me = {.op = op, .mask = mask, .arg = arg, .value = value};
  Worker *w = t->block;
  if (!w) {
    /* A block of one thread runs without fibers: the lane is alone. */
    int lane = (int)(linear_index(t) % 32);
    arrc_warp_lane *lanes[32] = {0};
    lanes[lane] = &me;
    arrc_warp_exchange(lanes, 1u << lane);
    return me.result;
  }
  Fiber *f = (Fiber *)t;
  f->lane = me;
  f->state = FIBER_WARP;
  suspend(w, f);
  return f->lane.result;
}

/* ---- arrc_launch ------------------------------------------------------------- */

/* Every check names the launch as the program wrote it. */
static _Noreturn void bad_config(const arrc_kernel *k, const int64_t g[3], const int64_t b[3],
                                 const arrc_loc *loc, const char *what) {
  arrc_raise(ARRC_VALUE_ERROR, loc,
             "kernel '%s' launched with grid (%lld, %lld, %lld) and block (%lld, %lld, %lld): %s",
             k->name, (long long)g[0], (long long)g[1], (long long)g[2], (long long)b[0],
             (long long)b[1], (long long)b[2], what);
}

static void check_config(const arrc_kernel *k, const int64_t g[3], const int64_t b[3],
                         int64_t dynamic_shared, const arrc_loc *loc) {
  char what[200];
  for (int d = 0; d < 3; d++)
    if (g[d] < 1 || b[d] < 1)
      bad_config(k, g, b, loc, "every dimension must be at least 1");
  if (b[0] > 1024 || b[1] > 1024 || b[2] > 64)
    bad_config(k, g, b, loc, "a block can be at most (1024, 1024, 64)");
  int64_t threads = b[0] * b[1] * b[2];
  if (threads > ARRC_MAX_THREADS_PER_BLOCK) {
    snprintf(what, sizeof what, "%lld threads per block, more than the limit of %d",
             (long long)threads, ARRC_MAX_THREADS_PER_BLOCK);
    bad_config(k, g, b, loc, what);
  }
  if (g[0] > INT32_MAX || g[1] > 65535 || g[2] > 65535)
    bad_config(k, g, b, loc, "a grid can be at most (2147483647, 65535, 65535)");
  if (dynamic_shared < 0) {
    snprintf(what, sizeof what, "the dynamic shared memory size %lld is negative",
             (long long)dynamic_shared);
    bad_config(k, g, b, loc, what);
  }
  /* The kernel's own static shared memory, as a GPU allocates it (not the
   * CPU's block memory, which holds every kernel's arrays). */
  int64_t static_shared = k->static_shared_bytes;
  if (static_shared > ARRC_MAX_SHARED_BYTES || dynamic_shared > ARRC_MAX_SHARED_BYTES ||
      static_shared + dynamic_shared > ARRC_MAX_SHARED_BYTES) {
    snprintf(what, sizeof what,
             "%lld bytes of shared memory per block (%lld static + %lld dynamic), more than the "
             "limit of %d bytes",
             (long long)(static_shared + dynamic_shared), (long long)static_shared,
             (long long)dynamic_shared, ARRC_MAX_SHARED_BYTES);
    bad_config(k, g, b, loc, what);
  }
}

void arrc_launch(const arrc_kernel *k, const int64_t grid[3], const int64_t block[3], int64_t dynamic_shared,
                 void *stream, void **args, const arrc_loc *loc) {
  check_config(k, grid, block, dynamic_shared, loc);
  if (arrc_gpu_required(loc)) {
    arrc_cuda_launch(k, grid, block, dynamic_shared, stream, args, loc);
    return;
  }
  int64_t grid_threads = grid[0] * grid[1] * grid[2] * block[0] * block[1] * block[2];
  if ((k->uses_barrier & ARRC_KERNEL_GRID_SYNC) && grid_threads > ARRC_MAX_COOPERATIVE_THREADS) {
    char what[200];
    snprintf(what, sizeof what, "the kernel calls grid.sync(), so all %lld threads of its grid must run at "
             "once, and the CPU path runs at most %d", (long long)grid_threads, ARRC_MAX_COOPERATIVE_THREADS);
    bad_config(k, grid, block, loc, what);
  }
  if (!arrc_profile_on()) {
    arrc_simt_run(k, grid, block, dynamic_shared, args);
    return;
  }
  double start = arrc_perf_counter();
  arrc_simt_run(k, grid, block, dynamic_shared, args);
  arrc_profile_kernel(k->name, arrc_perf_counter() - start);
}

void arrc_simt_run(const arrc_kernel *k, const int64_t grid[3], const int64_t block[3], int64_t dynamic_shared,
                   void **args) {
  Launch l = {.k = k, .args = args, .shared_bytes = (k->shared_bytes + 15) / 16 * 16 + dynamic_shared,
              .dynamic_shared = dynamic_shared};
  for (int d = 0; d < 3; d++) {
    l.grid[d] = (int32_t)grid[d];
    l.block[d] = (int32_t)block[d];
  }
  if (k->uses_barrier & ARRC_KERNEL_GRID_SYNC) {
    run_grid_cooperative(&l);
    return;
  }
  /* With one thread per block a barrier has nothing to wait for. */
  l.fibers = (k->uses_barrier & ARRC_KERNEL_BARRIER) && block[0] * block[1] * block[2] > 1;
  ensure_workers();
  int64_t blocks = grid[0] * grid[1] * grid[2];
  if (k->uses_barrier & ARRC_KERNEL_PRINTS) {
    /* The blocks one after another on this thread, as the simulator runs
     * them, so that printed lines come in its order. */
    l.ordered = true;
    pthread_mutex_lock(&coop_lock);
    run_blocks_on(&l, &coop_worker, 0, blocks);
    pthread_mutex_unlock(&coop_lock);
    return;
  }
  int64_t grain = blocks / ((int64_t)nworkers * 16);
  arrc_pool_for_dynamic(blocks, grain, run_blocks, &l);
}
