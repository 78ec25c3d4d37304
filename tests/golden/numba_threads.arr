# Numba's threading functions around prange loops: a program that picks
# serial or parallel code from numba.config, limits the threads of some
# loops, and counts each worker's share of the iterations.
import numpy as np
import numba
from numba import njit, prange, config, get_num_threads, set_num_threads, get_thread_id

run_parallel = numba.config.NUMBA_NUM_THREADS > 1


@njit(parallel=True)
def count_hits(xs, ys):
    hits = 0
    for i in prange(xs.shape[0]):
        if xs[i] * xs[i] + ys[i] * ys[i] <= 1.0:
            hits += 1
    return hits


@njit(parallel=True)
def shares(n):
    per_thread = np.zeros(config.NUMBA_NUM_THREADS, dtype=np.int64)
    for i in prange(n):
        per_thread[get_thread_id()] += 1
    return per_thread


@njit
def limited(n, threads):
    before = get_num_threads()
    set_num_threads(threads)
    now = get_num_threads()
    set_num_threads(before)
    return now, get_num_threads() == before


@njit
def bad_count(n):
    set_num_threads(n)


np.random.seed(7)
xs = np.random.random(20001)
ys = np.random.random(20001)
print("parallel run possible:", run_parallel or config.NUMBA_NUM_THREADS == 1)
print("default threads known:", config.NUMBA_DEFAULT_NUM_THREADS >= 1)
print("jit disabled:", config.DISABLE_JIT)
print("all threads in use:", get_num_threads() == config.NUMBA_NUM_THREADS)
print("thread id outside loops:", get_thread_id())

for label, threads in [("one", 1), ("all", config.NUMBA_NUM_THREADS)]:
    set_num_threads(threads)
    hits = count_hits(xs, ys)
    print("threads", label, "pi ~", 4.0 * hits / xs.shape[0], get_num_threads() == threads)
    s = shares(1000)
    print("  iterations", s.sum(), "workers used <= threads:", np.count_nonzero(s) <= threads)

set_num_threads(1)
s = shares(7)
print("one thread runs all:", s[0], s[1:].sum())
set_num_threads(config.NUMBA_NUM_THREADS)
print(limited(10, 1))
print(count_hits(xs[:0], ys[:0]), count_hits(xs[:1], ys[:1]))

for n in [0, -3, config.NUMBA_NUM_THREADS + 1]:
    try:
        set_num_threads(n)
    except ValueError as e:
        print("ValueError from host:", str(e) == "The number of threads must be between 1 and %d" % config.NUMBA_NUM_THREADS)
    try:
        bad_count(n)
    except ValueError as e:
        print("ValueError from njit:", str(e) == "The number of threads must be between 1 and %d" % config.NUMBA_NUM_THREADS)
print("still:", get_num_threads() == config.NUMBA_NUM_THREADS)
