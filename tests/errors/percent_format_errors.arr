# printf-style '%' on a constant format string: the TypeError or ValueError
# Python raises when the line runs, reported when the program compiles,
# where the argument types show it.
from numba import njit

x = 2.5
n = 7
s = "abc"
a = "%d items" % s
b = "%x" % x
c = "%s %s" % (n,)
d = "%s" % (n, x)
e = "%y" % n
f = "%c" % x
g = "ab%" % n
h = "%*d" % (x, n)
i = "%f" % None
j = "%(name)s" % n
k = "%5%" % n
ok = "%s %d %.2f %r %c %%" % ([1], True, n, s, "z")


@njit
def jitted(v):
    return "%d" % v

print(jitted(3))
# ERROR 9:5: TypeError: %d format: a real number is required, not str
# ERROR 10:5: TypeError: %x format: an integer is required, not float
# ERROR 11:5: TypeError: not enough arguments for format string
# ERROR 12:5: TypeError: not all arguments converted during string formatting
# ERROR 13:5: ValueError: unsupported format character 'y' (0x79) at index 1
# ERROR 14:5: TypeError: %c requires int or char
# ERROR 15:5: ValueError: incomplete format
# ERROR 16:5: TypeError: * wants int
# ERROR 17:5: TypeError: must be real number, not NoneType
# ERROR 18:5: TypeError: format requires a mapping
# ERROR 19:5: ValueError: unsupported format character '%' (0x25) at index 2
# ERROR 25:12: '%' formatting of strings is only available in host code, not in jit functions
