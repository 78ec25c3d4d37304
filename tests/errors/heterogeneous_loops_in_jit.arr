# Jitted code follows Numba: a loop over a tuple (or a constant list, which
# Numba makes a tuple) whose elements have different types does not type
# without numba.literal_unroll, and a list of mixed elements is an error.
# Host code is Python and unrolls such loops.
from numba import njit, literal_unroll


@njit
def mixed_tuple():
    s = 0.0
    for x in (1, 2.5):
        s += x
    return s


@njit
def mixed_list():
    for x in [1, (2, 3)]:
        print(x)


@njit
def unrolled_list(xs):
    n = 0
    for x in literal_unroll(xs):
        n += x
    return n


LIMITS = [1.0, 2.0]


@njit
def global_list():
    return LIMITS[0]


print(mixed_tuple())
mixed_list()
print(unrolled_list([1, 2]))
print(global_list())
for v in (1, "a", 2.5):
    print(v)
# ERROR 11:5: cannot iterate over Tuple(int64, float64): its elements have different types (Numba: "Invalid use of getiter"); `for x in numba.literal_unroll(t):` types the body once per element
# ERROR 18:18: list elements must have one type: int64 and UniTuple(int64 x 2)
# ERROR 25:14: Invalid use of literal_unroll with a function argument, only tuples are supported as function arguments, found list(int64)
# ERROR 35:12: the global list 'LIMITS' cannot be read in jitted code
