from numba import njit, types


@njit(types.UniTuple(types.int64, -1)(types.int64))
def a(x):
    return x


@njit(types.UniTuple(types.int64)(types.int64))
def b(x):
    return x


@njit(types.Tuple(types.int64, types.float64)(types.int64))
def c(x):
    return x


print(a(1), b(2), c(3))
# ERROR 4:35: UniTuple's count must be a whole number from 0 to 64 written as a literal
# ERROR 9:7: expected a type such as nb.float32, float32[:], UniTuple(int64, 2) or Tuple((float64, int64))
# ERROR 14:7: expected a type such as nb.float32, float32[:], UniTuple(int64, 2) or Tuple((float64, int64))
