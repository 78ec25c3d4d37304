# Module-level settings and counters that host functions change through
# `global`, as scripts around jitted kernels keep them.
import numpy as np
from numba import njit

evaluations = 0
best_score = -1.0
best_seed = -1
verbose = False
run_label = "baseline"


@njit
def score(seed, n):
    # A deterministic pseudo-random walk; its final distance is the score.
    x = seed
    pos = 0.0
    for _ in range(n):
        x = (1103515245 * x + 12345) % 2147483648
        pos += (x % 200 - 100) / 100.0
    return abs(pos)


def evaluate(seed):
    global evaluations, best_score, best_seed
    evaluations += 1
    s = score(seed, 1000)
    if s > best_score:
        best_score = s
        best_seed = seed
        if verbose:
            print(f"  new best {s:.3f} from seed {seed}")
    return s


def configure(label, chatty):
    global run_label, verbose
    run_label = label
    verbose = chatty


for seed in range(5):
    evaluate(seed)
print(run_label, evaluations, best_seed, round(best_score, 3))

configure("tuned", True)
for seed in range(5, 30):
    evaluate(seed)
print(run_label, evaluations, best_seed, round(best_score, 3))


def reset():
    global evaluations
    evaluations = 0


def report():
    # Reads the current values without declaring them global.
    return f"{run_label}: {evaluations} evaluations"


reset()
print(report())
evaluations = 7
print(report())
