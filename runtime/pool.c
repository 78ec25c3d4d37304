/* The thread pool: parallel loops over [0, n) for the blocks of kernels run
 * on the CPU (simt.c) and for prange loops (LANGUAGE.md §6.5).
 *
 * The pool has arrc_pool_threads() workers. The thread that starts a loop
 * is worker 0 and runs its share like the others, so a pool of one worker
 * has no thread at all and a loop costs a plain call. The other workers are
 * threads started at the first loop that needs them; between loops they
 * sleep on a condition variable, and each loop wakes them by advancing a
 * generation counter. They are stopped and joined at exit, so that a
 * program ends with nothing of the pool left behind.
 *
 * One loop runs at a time: a loop started from inside a body (a nested
 * parallel loop) runs on the calling worker alone, and loops started by
 * different threads outside the pool wait for each other. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rt_core.h"
#include "rt_except.h"
#include "rt_pool.h"

/* One loop: what to run and how its iterations are shared out. */
typedef struct {
  arrc_pool_body body;
  void *ctx;
  int64_t n;
  int64_t grain;          /* 0: static slices, one per worker; else chunk size */
  _Atomic int64_t next;   /* the first iteration no worker has taken (dynamic) */
  int workers;
  void *exception;        /* the exception of the lowest worker that raised one, or NULL */
  int exception_worker;
  pthread_mutex_t exception_lock;
} Job;

static struct {
  pthread_mutex_t lock;   /* guards everything below but `size` */
  pthread_cond_t wake;    /* workers wait here for a new generation or stop */
  pthread_cond_t done;    /* the starting thread waits here for the others */
  pthread_t *threads;     /* workers 1 .. started */
  int started;            /* threads running (workers beyond worker 0) */
  uint64_t generation;    /* advanced once per loop */
  uint64_t first;         /* the generation when the threads were started */
  int pending;            /* threads that have not finished the current loop */
  bool stop;
  Job *job;
  _Atomic bool busy;      /* a loop is running */
  int size;               /* arrc_pool_threads(), 0 until read */
} pool = {
    .lock = PTHREAD_MUTEX_INITIALIZER,
    .wake = PTHREAD_COND_INITIALIZER,
    .done = PTHREAD_COND_INITIALIZER,
};

/* Serializes loops started by threads outside the pool. */
static pthread_mutex_t start_lock = PTHREAD_MUTEX_INITIALIZER;

/* The worker number of the calling thread while it runs a body, else -1. */
static __thread int current_worker = -1;

int arrc_pool_threads(void) {
  int size = __atomic_load_n(&pool.size, __ATOMIC_ACQUIRE);
  if (size > 0)
    return size;
  /* The reading is threads.c's, shared with `arrc --sysinfo`. */
  arrc_thread_setting s;
  arrc_threads_from_env(&s);
  if (s.error[0])
    arrc_raise(ARRC_VALUE_ERROR, NULL, "%s", s.error);
  if (s.warning[0]) {
    static _Atomic bool warned;
    if (!atomic_exchange(&warned, true)) {
      arrc_rt_output_flush();
      fprintf(stderr, "RuntimeWarning: %s\n", s.warning);
    }
  }
  __atomic_store_n(&pool.size, s.threads, __ATOMIC_RELEASE);
  return s.threads;
}

/* numba.set_num_threads: the workers a loop uses, at most the pool's size;
 * 0 until set, meaning all of them. */
static _Atomic int active_threads;

int64_t arrc_numba_get_num_threads(void) {
  int size = arrc_pool_threads(), active = atomic_load(&active_threads);
  return active > 0 && active < size ? active : size;
}

void arrc_numba_set_num_threads(int64_t n, const arrc_loc *loc) {
  int size = arrc_pool_threads();
  if (n < 1 || n > size)
    arrc_raise(ARRC_VALUE_ERROR, loc, "The number of threads must be between 1 and %d", size);
  atomic_store(&active_threads, (int)n);
}

int64_t arrc_numba_get_thread_id(void) { return current_worker < 0 ? 0 : current_worker; }

bool arrc_pool_busy(void) {
  return atomic_load(&pool.busy);
}

/* Runs worker w's share of job j: its static slice, or chunks taken from
 * the shared counter until the range is used up. The slices differ in
 * length by at most one iteration, the longer ones first. */
static void run_share(Job *j, int w) {
  /* Workers beyond numba.set_num_threads' number sit this loop out. */
  if (w >= j->workers)
    return;
  int saved = current_worker;
  current_worker = w;
  if (j->grain == 0) {
    int64_t q = j->n / j->workers, r = j->n % j->workers;
    int64_t lo = w * q + (w < r ? w : r);
    int64_t hi = lo + q + (w < r ? 1 : 0);
    if (lo < hi)
      j->body(j->ctx, lo, hi, w);
  } else {
    for (;;) {
      int64_t lo = atomic_fetch_add(&j->next, j->grain);
      if (lo >= j->n)
        break;
      int64_t hi = j->n - lo < j->grain ? j->n : lo + j->grain;
      j->body(j->ctx, lo, hi, w);
    }
  }
  current_worker = saved;
}

typedef struct {
  Job *job;
  int worker;
} Share;

static void run_share_of(void *share) { run_share(((Share *)share)->job, ((Share *)share)->worker); }

/* run_share, catching what the body raises: the exception of the lowest
 * worker is kept for the thread that started the loop, which raises it
 * again when every worker is done (except.c), and the iterations no
 * worker has taken yet are skipped. */
static void run_share_caught(Job *j, int w) {
  int saved = current_worker;
  Share share = {j, w};
  void *exception = arrc_exc_catch(run_share_of, &share);
  current_worker = saved;
  if (!exception)
    return;
  atomic_store(&j->next, j->n);
  pthread_mutex_lock(&j->exception_lock);
  if (!j->exception || w < j->exception_worker) {
    if (j->exception)
      arrc_exc_free_taken(j->exception);
    j->exception = exception;
    j->exception_worker = w;
  } else {
    arrc_exc_free_taken(exception);
  }
  pthread_mutex_unlock(&j->exception_lock);
}

/* A worker thread: waits for each new generation, runs its share of that
 * loop, and reports when it is done. It counts generations from the one
 * current when it was created, not from the one it finds when it first
 * takes the lock: by then the first loop may already have begun. */
static void *worker_main(void *arg) {
  int w = (int)(intptr_t)arg;
  arrc_rt_thread_start(); /* a stack overflow in a body is reported too */
  pthread_mutex_lock(&pool.lock);
  uint64_t seen = pool.first;
  for (;;) {
    while (!pool.stop && pool.generation == seen)
      pthread_cond_wait(&pool.wake, &pool.lock);
    if (pool.stop)
      break;
    seen = pool.generation;
    Job *j = pool.job;
    pthread_mutex_unlock(&pool.lock);
    run_share_caught(j, w);
    pthread_mutex_lock(&pool.lock);
    if (--pool.pending == 0)
      pthread_cond_signal(&pool.done);
  }
  pthread_mutex_unlock(&pool.lock);
  arrc_rt_thread_end();
  return NULL;
}

/* fork() copies only the calling thread, so a child must not believe that
 * workers exist: it starts its own at its first loop. The locks are held
 * across fork so that the child gets them in a consistent state. */
static void before_fork(void) {
  pthread_mutex_lock(&start_lock);
  pthread_mutex_lock(&pool.lock);
}

static void after_fork_parent(void) {
  pthread_mutex_unlock(&pool.lock);
  pthread_mutex_unlock(&start_lock);
}

static void after_fork_child(void) {
  free(pool.threads);
  pool.threads = NULL;
  pool.started = 0;
  pool.pending = 0;
  pool.stop = false;
  pthread_cond_init(&pool.wake, NULL);
  pthread_cond_init(&pool.done, NULL);
  pthread_mutex_unlock(&pool.lock);
  pthread_mutex_unlock(&start_lock);
}

/* Starts the worker threads of a pool of `size`; called with start_lock
 * held. A thread that cannot be created leaves a smaller pool, which still
 * runs every iteration. The exit and fork handlers are registered once. */
static void start_workers(int size) {
  static bool registered;
  if (!registered) {
    registered = true;
    atexit(arrc_pool_stop);
    pthread_atfork(before_fork, after_fork_parent, after_fork_child);
  }
  pool.threads = arrc_malloc((size_t)(size - 1) * sizeof(pthread_t), NULL);
  pthread_mutex_lock(&pool.lock);
  pool.stop = false;
  pool.first = pool.generation;
  for (int w = 1; w < size; w++) {
    if (pthread_create(&pool.threads[w - 1], NULL, worker_main, (void *)(intptr_t)w) != 0)
      break;
    pool.started++;
  }
  pthread_mutex_unlock(&pool.lock);
}

static void run(int64_t n, int64_t grain, arrc_pool_body body, void *ctx) {
  if (n <= 0)
    return;
  if (current_worker >= 0) {
    body(ctx, 0, n, current_worker);
    return;
  }
  int size = arrc_pool_threads();
  pthread_mutex_lock(&start_lock);
  if (size > 1 && pool.started == 0)
    start_workers(size);
  int active = (int)arrc_numba_get_num_threads();
  Job j = {.body = body, .ctx = ctx, .n = n, .grain = grain,
           .workers = pool.started + 1 < active ? pool.started + 1 : active};
  atomic_store(&j.next, 0);
  pthread_mutex_init(&j.exception_lock, NULL);
  atomic_store(&pool.busy, true);
  if (j.workers == 1 || n == 1) {
    j.workers = 1;
    run_share_caught(&j, 0);
  } else {
    pthread_mutex_lock(&pool.lock);
    pool.job = &j;
    pool.pending = pool.started;
    pool.generation++;
    pthread_cond_broadcast(&pool.wake);
    pthread_mutex_unlock(&pool.lock);
    run_share_caught(&j, 0);
    pthread_mutex_lock(&pool.lock);
    while (pool.pending > 0)
      pthread_cond_wait(&pool.done, &pool.lock);
    pool.job = NULL;
    pthread_mutex_unlock(&pool.lock);
  }
  atomic_store(&pool.busy, false);
  pthread_mutex_unlock(&start_lock);
  pthread_mutex_destroy(&j.exception_lock);
  if (j.exception)
    arrc_exc_raise_taken(j.exception);
}

void arrc_pool_for(int64_t n, arrc_pool_body body, void *ctx) {
  run(n, 0, body, ctx);
}

void arrc_pool_for_dynamic(int64_t n, int64_t grain, arrc_pool_body body, void *ctx) {
  run(n, grain < 1 ? 1 : grain, body, ctx);
}

/* At exit after a run-time error raised inside a body, other workers may
 * still be running and the exiting thread may be one of them: joining
 * would then wait forever, so the threads are left to end with the
 * process. */
void arrc_pool_stop(void) {
  if (arrc_pool_busy() || current_worker >= 0)
    return;
  pthread_mutex_lock(&start_lock);
  pthread_mutex_lock(&pool.lock);
  int started = pool.started;
  pool.stop = true;
  pthread_cond_broadcast(&pool.wake);
  pthread_mutex_unlock(&pool.lock);
  for (int i = 0; i < started; i++)
    pthread_join(pool.threads[i], NULL);
  pthread_mutex_lock(&pool.lock);
  free(pool.threads);
  pool.threads = NULL;
  pool.started = 0;
  pool.stop = false;
  pthread_mutex_unlock(&pool.lock);
  pthread_mutex_unlock(&start_lock);
}
