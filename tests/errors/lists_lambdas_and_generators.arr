# Where lists, lambdas, generator expressions and the builtins that consume
# them fail: in jitted code as Numba 0.56 refuses them, and uses arrc
# cannot compile.
from numba import njit


@njit
def stats(xs):
    total = sum(x * x for x in xs)
    ok = any(xs)
    return total, ok, min(xs, key=lambda v: -v), pow(2, 3, 5), list(reversed(xs))


def host(xs):
    f = lambda v: v + 1
    g = f
    h = lambda n: n * h(n - 1)
    print(h(3))
    nested = [1j, 2j]
    nested.sort()
    print(sorted(xs, key=5))
    print(xs.index("a"), pow(2.0, 3, 5))
    return f(1, 2)


print(stats([1, 2]))
host([3, 1])
# ERROR 9:17: generator expressions are only available in host code: Numba compiles none in jitted functions; use a list comprehension
# ERROR 10:10: 'any' is only available in host code, not in jitted functions
# ERROR 11:23: min() with key= or default= is only available in host code: Numba's min() takes neither
# ERROR 11:50: pow() with a modulus is only available in host code: Numba's pow() takes two arguments
# ERROR 11:69: 'reversed' is only available in host code, not in jitted functions
# ERROR 16:9: arrc compiles a lambda where it is called: call it, assign it to a name and call that, or pass it as key= or to map() or filter()
# ERROR 17:23: a lambda that calls itself is not supported by arrc: lambdas are inlined where they are called
# ERROR 20:5: sorting complex128 values is not supported by arrc: it sorts numbers, strings and tuples and lists of them
# ERROR 21:26: int64 is not callable
# ERROR 22:11: index() of unicode_type in list(int64) is not supported by arrc: it compares numbers, strings and tuples and lists of them with ==
# ERROR 22:26: pow() 3rd argument not allowed unless all arguments are integers
# ERROR 23:12: <lambda>() takes 1 positional argument but 2 were given
