# The operator module: each function is its operator, called directly,
# passed as a value to a host function that applies it or folds a list
# with it, and called in jitted code (Numba types operator.add and the
# others as the operators).
import operator
from operator import add, mul
from numba import njit


def apply(f, a, b):
    return f(a, b)


def fold(f, xs, start):
    acc = start
    for x in xs:
        acc = f(acc, x)
    return acc


@njit
def jit_ops(a, b):
    return operator.add(a, b), operator.mul(a, b), operator.truediv(a, b), operator.floordiv(a, b), operator.mod(a, b), operator.lt(a, b), operator.neg(a)


print(apply(add, 2, 3), apply(operator.sub, 2.5, 1), apply(mul, 4, 5), apply(operator.truediv, 7, 2), apply(operator.floordiv, -7, 2), apply(operator.mod, -7, 3), apply(operator.pow, 2, 10))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq(1, 1.0), operator.ne(1, 2), operator.ge(1, 2), operator.gt(3, 2))
print(operator.neg(5), operator.pos(-2.5), operator.not_(0), operator.truth(3), operator.abs(-4), operator.invert(5), operator.and_(12, 10), operator.or_(12, 3), operator.xor(6, 3), operator.lshift(1, 4), operator.rshift(256, 2))
print(fold(operator.mul, [1, 2, 3, 4, 5], 1), fold(add, [0.5, 0.25], 0.0), apply(add, "ab", "cd"))
print(jit_ops(7, 2), jit_ops(7.5, -2.0))
