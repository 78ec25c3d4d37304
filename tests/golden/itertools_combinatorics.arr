# Combinatorics around a jitted kernel: a brute-force travelling salesman
# over itertools.permutations with the tour length computed in @njit,
# subset sums over itertools.combinations checked against math.comb, and a
# parameter sweep over itertools.product with repeat=.
import itertools
import math
from itertools import combinations, permutations, product

import numpy as np
from numba import njit


@njit
def tour_length(dist, order):
    total = 0.0
    for k in range(order.shape[0]):
        total += dist[order[k], order[(k + 1) % order.shape[0]]]
    return total


@njit
def make_distances(xs, ys):
    n = xs.shape[0]
    d = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            d[i, j] = math.sqrt((xs[i] - xs[j]) ** 2 + (ys[i] - ys[j]) ** 2)
    return d


def best_tour(dist, n):
    best = math.inf
    best_order = (0, 0, 0, 0)
    order = np.zeros(n, dtype=np.int64)
    for rest in permutations(range(1, n), 4):
        for k in range(4):
            order[k + 1] = rest[k]
        length = tour_length(dist, order)
        if length < best - 1e-12:
            best = length
            best_order = rest
    return best, best_order


xs = np.array([0.0, 3.0, 6.0, 3.0, 1.0])
ys = np.array([0.0, 4.0, 0.0, -4.0, 1.5])
dist = make_distances(xs, ys)
length, order = best_tour(dist, 5)
print("best tour from 0:", order, "length", round(length, 9))

weights = [3, 5, 7, 11, 13, 17]
count = 0
light = 0
for a, b, c in itertools.combinations(weights, 3):
    count += 1
    if a + b + c <= 25:
        light += 1
print("triples:", count, "= comb", math.comb(len(weights), 3), "of weight <= 25:", light)
count = 0
for a, b in combinations(weights, 2):
    count += 1
print("pairs:", count, "= comb", math.comb(len(weights), 2))

pairs = [p for p in itertools.combinations_with_replacement([1, 2, 3], 2)]
print(len(pairs), pairs, math.comb(3 + 2 - 1, 2))

grid = [(a, b) for a, b in product([0.5, 1.0], [1, 2, 3])]
print(grid)
bits = [t for t in product([0, 1], repeat=3)]
print(len(bits), bits[0], bits[-1])
print(len([p for p in permutations([1, 2, 3, 4])]), math.factorial(4), math.perm(4))
