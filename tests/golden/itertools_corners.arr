# itertools' corner cases: tuples of mixed element types from product,
# repeat=, r of 0 and r larger than the pool, permutations without r of a
# list display, a range as the pool, and product() of nothing (one empty
# tuple).
import itertools
from itertools import product, combinations, permutations
import math

xs = [1, 2, 3, 4]
for a, b in itertools.product(xs, [10.0, 20.0]):
    print(a, b, end="; ")
print()
print([t for t in product([0, 1], repeat=3)])
print([c for c in combinations(xs, 2)], math.comb(4, 3))
print([p for p in permutations([1, 2, 3])], [p for p in permutations(xs, 2)][5], len([p for p in permutations(range(5), 3)]), math.perm(5, 3))
print([c for c in itertools.combinations_with_replacement([1, 2, 3], 2)])
print([c for c in combinations(xs, 0)], [c for c in combinations(xs, 5)], [p for p in product()])
