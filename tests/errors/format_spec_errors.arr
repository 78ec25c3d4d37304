# str.format, format() and f-strings with constant format strings and
# specs: Python's ValueError, IndexError, KeyError or TypeError, reported
# when the program compiles.
from numba import njit

x = 2.5
n = 7
s = "abc"
a = "{:d}".format(x)
b = "{2}".format(n, x)
c = "{name}".format(n)
d = "{}{1}".format(n, x)
e = f"{x:d}"
f = f"{s:+}"
g = format(n, ".2f.")
h = "{:>5}".format([1])
i = "{0!x}".format(n)
j = "{0[5]}".format((1, 2))
k = f"{n:.2d}"
l = "{:,s}".format(s)
m = "{:{}{}}".format(n, 5)
o = "{:{:{}}}".format(n, 5, 6)
p = "{} {".format(n)
q = "a } b".format()
r = f"{None:>4}"
t = format(s, "=5")
u = f"{1 + 2j:%}"
v = "{:012}".format(1 + 2j)
w2 = "{0.foo} {0[a]}".format(n)
w3 = "{0[a]}".format((1, 2))
w4 = "{0[1]x}".format((1, 2))
w5 = "{0.upper}".format(s)
ok = "{} {:>{w}} {name!r:^9}".format(n, x, w=6, name=s)


@njit
def jitted(v):
    return f"{v:.2f}", "{}".format(v), f"{v * 0.5}"

print(jitted(3))
# ERROR 9:5: ValueError: Unknown format code 'd' for object of type 'float'
# ERROR 10:5: IndexError: Replacement index 2 out of range for positional args tuple
# ERROR 11:5: KeyError: 'name'
# ERROR 12:5: ValueError: cannot switch from automatic field numbering to manual field specification
# ERROR 13:7: ValueError: Unknown format code 'd' for object of type 'float'
# ERROR 14:7: ValueError: Sign not allowed in string format specifier
# ERROR 15:5: ValueError: Invalid format specifier '.2f.' for object of type 'int'
# ERROR 16:5: TypeError: unsupported format string passed to list.__format__
# ERROR 17:5: ValueError: Unknown conversion specifier x
# ERROR 18:5: IndexError: tuple index out of range
# ERROR 19:7: ValueError: Precision not allowed in integer format specifier
# ERROR 20:5: ValueError: Cannot specify ',' with 's'.
# ERROR 21:5: IndexError: Replacement index 2 out of range for positional args tuple
# ERROR 22:5: ValueError: Max string recursion exceeded
# ERROR 23:5: ValueError: Single '{' encountered in format string
# ERROR 24:5: ValueError: Single '}' encountered in format string
# ERROR 25:7: TypeError: unsupported format string passed to NoneType.__format__
# ERROR 26:5: ValueError: '=' alignment not allowed in string format specifier
# ERROR 27:7: ValueError: Unknown format code '%' for object of type 'complex'
# ERROR 28:5: ValueError: Zero padding is not allowed in complex format specifier
# ERROR 29:6: AttributeError: 'int' object has no attribute 'foo'
# ERROR 30:6: TypeError: tuple indices must be integers or slices, not str
# ERROR 31:6: ValueError: Only '.' or '[' may follow ']' in format field specifier
# ERROR 32:6: the attribute '.upper' of str in a replacement field is not supported by arrc
# ERROR 38:14: f-strings in jitted functions take no format spec or conversion
# ERROR 38:24: 'str.format' is only available in host code, not in jitted functions
# ERROR 38:42: f-strings in jitted functions format only str and int values (Numba's str()), not float64
