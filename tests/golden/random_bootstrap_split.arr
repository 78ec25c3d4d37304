# Resampling with np.random: a bootstrap confidence interval with choice,
# a shuffled train/test split with permutation, shuffling rows of a 2-D
# array, weighted sampling with p=, survey weights from dirichlet and dice
# counts from multinomial; host code and @njit functions, with several
# dtypes, an empty and a one-element population.
import numpy as np
from numba import njit


def bootstrap_means(data, rounds):
    means = np.empty(rounds)
    for r in range(rounds):
        sample = np.random.choice(data, data.shape[0])
        means[r] = sample.mean()
    return means


@njit
def bootstrap_means_jit(data, rounds):
    means = np.empty(rounds)
    for r in range(rounds):
        sample = np.random.choice(data, data.shape[0])
        means[r] = sample.mean()
    return means


def gather(x, y, idx):
    xs = np.empty((idx.shape[0], x.shape[1]), x.dtype)
    ys = np.empty(idx.shape[0], y.dtype)
    for k in range(idx.shape[0]):
        xs[k] = x[idx[k]]
        ys[k] = y[idx[k]]
    return xs, ys


def split(x, y, test_fraction):
    order = np.random.permutation(x.shape[0])
    n_test = int(x.shape[0] * test_fraction)
    xtr, ytr = gather(x, y, order[n_test:])
    xte, yte = gather(x, y, order[:n_test])
    return xtr, ytr, xte, yte


@njit
def gather_jit(x, y, idx):
    xs = np.empty((idx.shape[0], x.shape[1]), x.dtype)
    ys = np.empty(idx.shape[0], y.dtype)
    for k in range(idx.shape[0]):
        xs[k] = x[idx[k]]
        ys[k] = y[idx[k]]
    return xs, ys


@njit
def split_jit(x, y, test_fraction):
    order = np.random.permutation(x.shape[0])
    n_test = int(x.shape[0] * test_fraction)
    xtr, ytr = gather_jit(x, y, order[n_test:])
    xte, yte = gather_jit(x, y, order[:n_test])
    return xtr, ytr, xte, yte


@njit
def jit_sampling():
    np.random.seed(99)
    deck = np.arange(52, dtype=np.int32)
    np.random.shuffle(deck)
    print("deck", deck[:8])
    grid = np.arange(12.0).reshape(4, 3)
    np.random.shuffle(grid)
    print("rows", grid[:, 0])
    flags = np.array([True, False, True, True])
    np.random.shuffle(flags)
    print("flags", flags)
    print("perm", np.random.permutation(np.array([3, -1, 4, -1, 5], dtype=np.int64)), np.random.permutation(grid)[:, 0])
    print("one", np.random.permutation(1), np.random.choice(np.array([7.5])), np.random.permutation(0))
    print("no replace", np.random.choice(10, 4, replace=False), np.random.choice(np.arange(5.0), (2, 2), False))
    print("weights", np.random.dirichlet(np.array([2.0, 3.0, 5.0]), 2))
    print("dice", np.random.multinomial(60, np.array([1 / 6.0] * 6)), np.random.multinomial(10, np.array([0.5, 0.5]), (2, 1)))


data = np.array([2.3, 4.1, 3.8, 5.0, 4.4, 3.1, 6.2, 4.9, 3.3, 4.0])
np.random.seed(2718)
means = bootstrap_means(data, 200)
print("bootstrap", means[:4], means.mean(), means.min(), means.max())
x = np.arange(20).reshape(10, 2)
y = np.arange(10) % 2 == 0
xtr, ytr, xte, yte = split(x, y, 0.3)
print("train", xtr[:, 0], ytr)
print("test", xte[:, 0], yte)
deck = np.arange(52, dtype=np.int32)
np.random.shuffle(deck)
print("deck", deck[:8])
grid = np.arange(12.0).reshape(4, 3)
np.random.shuffle(grid)
print("rows", grid[:, 0])
flags = np.array([True, False, True, True])
np.random.shuffle(flags)
print("flags", flags)
print("perm", np.random.permutation(np.array([3, -1, 4, -1, 5], dtype=np.int64)), np.random.permutation(grid)[:, 0])
print("one", np.random.permutation(1), np.random.choice(np.array([7.5])), np.random.permutation(0))
print("no replace", np.random.choice(10, 4, replace=False), np.random.choice(np.arange(5.0), (2, 2), False))
colors = np.array([10, 20, 30, 40], dtype=np.int32)
p = np.array([0.1, 0.2, 0.3, 0.4])
print("weighted", np.random.choice(colors, 8, p=p), np.random.choice(4, p=p), np.random.choice(colors, 3, replace=False, p=p))
print("float32 p", np.random.choice(4, 5, p=np.array([0.25, 0.25, 0.25, 0.25], dtype=np.float32)))
print("empty", np.random.choice(5, 0), np.random.choice(np.zeros(0), 0))
print("weights", np.random.dirichlet(np.array([2.0, 3.0, 5.0]), 2))
print("dice", np.random.multinomial(60, np.array([1 / 6.0] * 6)), np.random.multinomial(10, np.array([0.5, 0.5]), (2, 1)))

np.random.seed(2718)
jit_sampling()
jmeans = bootstrap_means_jit(data, 200)
print("bootstrap", jmeans[:4], jmeans.mean())
xtr, ytr, xte, yte = split_jit(x, y, 0.3)
print("train", xtr[:, 0], ytr)
print("test", xte[:, 0], yte)
