# printf-style '%' formatting: every flag, width, precision, '*', every
# conversion, a tuple or one value on the right, and values of every type.
import math
import numpy as np

i, f, s = 42, 3.14159, "text"
print("[%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%+5d] [%-+5d|] [%+05d]" % (i, i, i, i, i, i, i, i, i))
print("[%d] [%5d] [%-5d] [%05d] [%+d] [% d]" % (-i, -i, -i, -i, -i, -i))
print("[%i] [%u] [%.3d] [%8.4d] [%-8.4d] [%08.4d]" % (i, i, i, i, i, i))
print("[%x] [%X] [%o] [%#x] [%#X] [%#o] [%#08x] [%-#8o] [%+#x]" % (255, 255, 8, 255, 255, 8, 255, 8, 255))
print("[%x] [%#x] [%o]" % (-255, -255, -8))
print("[%f] [%.2f] [%10.3f] [%-10.1f] [%010.2f] [%+.1f] [% .1f] [%#.0f] [%.0f]" % (f, f, f, f, f, f, f, f, f))
print("[%e] [%.2e] [%E] [%12.3e] [%-12.1E] [%+e]" % (f, f, f, f, f, f))
print("[%g] [%G] [%.3g] [%10g] [%#g] [%g] [%g] [%g] [%G]" % (f, f, f, f, f, 1e-5, 1e16, 123456789.0, 1e-20))
print("[%F] [%f] [%e] [%g] [%5.1f] [%-6f] [%06f]" % (math.inf, -math.inf, math.nan, -0.0, math.nan, math.inf, -math.inf))
print("[%s] [%10s] [%-10s] [%.2s] [%7.3s] [%r] [%a]" % (s, s, s, s, s, s, "caf\u00e9"))
print("[%c] [%c] [%3c] [%-3c]" % (65, "\u00e9", "x", 0x263A))
print("[%*d] [%-*d] [%*d] [%.*f] [%*.*f] [%.*s]" % (6, i, 6, i, -6, i, 2, f, 9, 3, f, 2, s))
print("%d%% done, 100%% sure, %%s stays" % 50)
print("%s %s %s %s" % (None, True, False, 0.1))
print("%d %d %.1f %x %c" % (True, False, True, True, True + 64))
print("%d %i %d %d" % (3.99, -3.99, 1e20, -2.5e19))
print("%s | %r | %s | %r" % ([1.5, 2.5], ["a", None], (1,), (1, "b")))
print("%s | %r" % (1 + 2j, -0.5j))
print("%s | %r" % (np.arange(4), np.array([1.5, 2.0])))
print("%s" % np.zeros((2, 2)))
print("%s %s %s %.3f %d" % (np.float32(0.1), np.int8(-5), np.uint64(18446744073709551615), np.float32(0.1), np.uint8(200)))
print("%x %d" % (np.uint64(18446744073709551615), np.int32(-7)))
print("%s %s" % (range(3), range(1, 10, 2)))
print("%s" % "only one")
print("%s" % ((1, 2),))
print("%r" % [1, 2][0:0])
print("no directives" % ())
print("no directives" % [1.5])
print("%-8s|%8s|" % ("\u00e9t\u00e9", "\u65e5\u672c"))
print("%5.1s|%-5.0s|" % ("\u00e9t\u00e9", "abc"))
print("%ld %hi %Lf" % (1, 2, 3.0))
print("%.20f" % 0.1)
print("%.0e %.0g %#.0e %#.0g" % (12345.0, 12345.0, 12345.0, 12345.0))
print("%#.3g %#.2g %.3g %g" % (99.995, 99.5, 1e-4, 0.0001))
print("%.15g %.16g %.17g" % (0.1, 0.1, 0.1))
print("%d" % (2 ** 63 - 1), "%d" % -(2 ** 63))
for width in range(1, 4):
    print("%*s|%-*s|" % (width, "ab", width, "ab"))
fmt = "%-6s=%6.2f"
names = ["alpha", "beta", "gamma"]
values = [1.0, -2.25, 1e3]
for k in range(3):
    print(fmt % (names[k], values[k]))
line = "total"
line %= ()
print(line)
