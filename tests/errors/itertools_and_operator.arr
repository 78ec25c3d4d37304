# itertools needs the size of its tuples when the program compiles (r and
# repeat are literals); Numba 0.56 has no itertools in jitted code; an
# itertools function passed as a value is not supported; operator
# functions take numbers and strings.
import itertools
import operator
from numba import njit


@njit
def pairs(xs):
    n = 0
    for a, b in itertools.combinations(xs, 2):
        n += 1
    return n


def sizes(xs, r):
    return [c for c in itertools.combinations(xs, r)], [p for p in itertools.permutations(xs)]


def call_it(f, xs):
    return f(xs, 2)


print(pairs([1, 2, 3]), sizes([1, 2], 1), itertools.product([1], repeat=2.0))
print(call_it(itertools.combinations, [1, 2]), operator.add([1], [2]))
# ERROR 13:17: 'itertools.combinations' is not supported by Numba in jitted code
# ERROR 19:24: itertools.combinations() needs r as an integer literal
# ERROR 19:68: itertools.permutations() needs r as an integer literal
# ERROR 26:43: itertools.product() needs repeat= as a non-negative integer literal
# ERROR 23:12: itertools.combinations() must be called by its name in arrc
# ERROR 27:61: operator.add() takes numbers or strings in arrc, not list(int64)
