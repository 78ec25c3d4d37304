# np.random.default_rng(seed): NumPy's Generator over PCG64, seeded through
# SeedSequence, bit for bit: random (float64 and float32), integers (with
# endpoint=, ranges past 32 bits, negative bounds), uniform, choice (Floyd's
# algorithm without replacement, p=), shuffle and permutation of rows; a
# Generator passed into an @njit function draws .random() from the same
# stream (Numba supports only that method), and bad arguments raise NumPy's
# errors.
import numpy as np
from numba import njit


@njit
def jit_mean(g, n):
    total = 0.0
    for _ in range(n):
        total += g.random()
    return total / n


@njit
def jit_block(g):
    return g.random(3), g.random(size=(2, 2)), g.random(2, dtype=np.float32)


def walk(g, steps):
    pos = 0
    for step in g.integers(0, 2, steps):
        pos += 1 if step else -1
    return pos


rng = np.random.default_rng(42)
print(rng.random(), rng.random(3), rng.random((2, 2)))
print(rng.random(dtype=np.float32), rng.random(3, dtype=np.float32), rng.random(0))
print(rng.integers(10), rng.integers(5, 10, 6), rng.integers(0, 2**40, 3))
print(rng.integers(1, 6, size=(2, 3), endpoint=True), rng.integers(-5, 5, 4), rng.integers(0, 2**32, 2))
print(rng.integers(-2**63, 2**63 - 1, 2), rng.integers(7, 8), rng.integers(3, 3, endpoint=True))
print(rng.uniform(), rng.uniform(-1.0, 1.0, 3), rng.uniform(2, 5), rng.uniform(high=10.0, size=2))
print(rng.choice(10), rng.choice(10, 4), rng.choice(10, 4, replace=False))
print(rng.choice(np.array([1.5, 2.5, 3.5]), (2, 2)), rng.choice(np.array([7], dtype=np.int32)))
print(rng.choice(20000, 5, replace=False), rng.choice(20000, 500, replace=False)[:5])
print(rng.choice(8, 8, replace=False, shuffle=False), rng.choice(5, 0))
p = np.array([0.1, 0.2, 0.3, 0.4])
print(rng.choice(4, 6, p=p), rng.choice(4, 3, replace=False, p=p), rng.choice(np.array([-1, -2, -3, -4]), p=p))
deck = np.arange(10)
rng.shuffle(deck)
print(deck)
grid = np.arange(12).reshape(4, 3)
rng.shuffle(grid)
print(grid)
print(rng.permutation(7), rng.permutation(np.array([1.0, 2.0, 3.0])), rng.permutation(grid)[:, 0], rng.permutation(0))
print(np.random.default_rng(0).random(2), np.random.default_rng(2**40).random(), np.random.default_rng(12345).integers(100, size=5))
print("walk", walk(np.random.default_rng(3), 1000))

shared = np.random.default_rng(7)
print(shared.random(), jit_mean(shared, 1000), shared.random())
print(jit_block(shared), shared.integers(1000))

for k in range(8):
    try:
        if k == 0:
            np.random.default_rng(-1)
        elif k == 1:
            rng.integers(0)
        elif k == 2:
            rng.integers(5, 4, endpoint=True)
        elif k == 3:
            rng.choice(0)
        elif k == 4:
            rng.choice(3, 5, replace=False)
        elif k == 5:
            rng.choice(3, p=np.array([0.5, 0.5]))
        elif k == 6:
            rng.uniform(2.0, 1.0)
        else:
            rng.uniform(0.0, np.inf)
    except ValueError as e:
        print("ValueError:", e)
    except OverflowError as e:
        print("OverflowError:", e)
