# Compile-time errors of str: wrong argument types, operators strings do
# not have, and what Numba 0.56 lacks in jitted code.
from numba import njit


@njit
def jitted(s, x):
    a = s.startswith(("a", "b"))
    b = repr(s)
    c = hex(x)
    d = int(s, 16)
    e = str(1.5)
    return a, b, c, d, e


s = "abc"
print(s.split(1))
print(s + 1)
print(s * 1.5)
print(s[1.5])
print(1 in s)
print(ord(5))
print(s.encode())
print(s.center("x"))
print(s.join([1, 2]))
print(s.find("a", "b"))
print(s.strip(chars="a"))
print(jitted(s, 3))
# ERROR 8:9: str.startswith() with a tuple of prefixes or with start and end is not supported in jitted code (Numba 0.56 takes one str prefix)
# ERROR 9:9: 'repr' is only available in host code, not in jitted functions
# ERROR 10:9: 'hex' is only available in host code, not in jitted functions
# ERROR 11:9: int() with a base is not supported in jitted code (Numba 0.56 has only the one-argument form); parse the string in host code
# ERROR 12:9: str() of float64 is not supported in jitted code (Numba 0.56 converts integers, bools and strings); convert it in host code or format it with an f-string
# ERROR 17:15: str.split() argument 1 must be str or None, not int64
# ERROR 18:7: unsupported operand types for '+': unicode_type and int64
# ERROR 19:7: unsupported operand types for '*': unicode_type and float64
# ERROR 20:7: string indices must be integers, not float64
# ERROR 21:7: 'in <string>' requires string as left operand, not int64
# ERROR 22:7: ord() expected string of length 1, but int64 found
# ERROR 23:7: unicode_type has no attribute 'encode'
# ERROR 24:16: str.center() argument 1 must be an integer, not unicode_type
# ERROR 25:14: str.join() argument 1 must be a list or tuple of str, not list(int64)
# ERROR 26:19: str.find() argument 2 must be an integer or None, not unicode_type
# ERROR 27:7: str.strip() takes no keyword arguments
