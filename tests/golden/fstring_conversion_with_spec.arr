# A conversion before a format spec formats the str() or repr() of the
# value as a string: {x!s:.3} keeps three characters, {x:.3} three digits.
# (Format specs in f-strings are host code only, in Numba and in arrc.)


def label(name, value, ok):
    return f"{name!r:>8}={value!s:<8}|{ok!s:^7}|{ok:>3}"


x = 3.14159
print(f"{x!s:.3}|{x:.3}|{True!s:>6}|{True:>6}|{'ab'!r:>6}|{7!s:<4}|")
print(label("pi", x, True))
print(label("e", 2.718281828, False))
