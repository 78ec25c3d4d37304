# str.format and format(): positional, numbered and keyword fields, braces,
# conversions, nested specs, and the format-spec mini-language on every
# kind of value, with Python's repr-based defaults for floats.
import math
import numpy as np

print("{} {} {}".format(1, 2.5, "three"))
print("{0} {1} {0} {2}".format("a", "b", "c"))
print("{x} + {y} = {z}".format(x=1, y=2, z=3))
print("{0} {name} {1}".format(10, 20, name="mid"))
print("{{}} {{{}}} {{0}} }}{{".format(5))
print("[{:>10.3f}] [{:<10.3f}] [{:^10.3f}] [{:*^10.3f}]".format(math.pi, math.pi, math.pi, math.pi))
print("[{0:^8}] [{0:>8}] [{0:<8}] [{0:08}] [{0:=+8}]".format(42))
print("[{:,}] [{:_}] [{:,.2f}] [{:_.3f}] [{:,d}] [{:,}]".format(1234567, 1234567, 1234567.891, 9876543.21, -1000, 999))
print("[{:08.2f}] [{:+d}] [{: d}] [{:-d}] [{:+.1e}]".format(-3.14159, 7, 7, 7, 12345.678))
print("[{:x}] [{:X}] [{:#x}] [{:o}] [{:#o}] [{:b}] [{:#b}] [{:08b}] [{:_x}] [{:#_b}]".format(
    255, 255, 255, 8, 8, 5, 5, 5, 2 ** 20, 100))
print("[{:c}] [{:c}] [{:d}] [{:n}]".format(65, 0x1F600, 12345, 12345))
print("[{:e}] [{:.2e}] [{:E}] [{:g}] [{:G}] [{:.3g}] [{:%}] [{:.1%}] [{:.0%}]".format(
    12345.678, 12345.678, 0.00012, 1e-5, 1e-20, 2.0 / 3.0, 0.25, 0.125, 1.0))
print("[{}] [{}] [{}] [{}] [{}] [{}]".format(0.1, 1e16, 1e-5, 1.5e300, 100.0, 0.1 + 0.2))
print("[{:}] [{:.3}] [{:10}] [{:<10}] [{:.0}] [{:.1}]".format(1e16, 1234.5678, 2.5, 2.5, 2.5, 0.05))
print("[{}] [{}] [{}] [{:f}] [{:e}] [{:g}] [{:%}] [{:>6}]".format(
    math.nan, math.inf, -math.inf, math.nan, math.inf, -math.inf, math.inf, math.nan))
print("[{}] [{:.1f}] [{:+}] [{:z.1f}] [{:g}]".format(-0.0, -0.0, 0.0, -0.04, -0.0))
print("[{}] [{:d}] [{:>6}] [{:<6}] [{:x}] [{!s:>6}] [{!r}] [{:.2f}]".format(
    True, True, False, True, True, True, False, True))
print("[{}] [{:>8}] [{:<8}] [{:^8}] [{:.2}] [{:8.3}] [{:_^9}]".format("word", "word", "word", "word", "word", "word", "word"))
print("[{!r}] [{!s}] [{!a}] [{!r:>12}] [{!a:^14}]".format("caf\u00e9", "caf\u00e9", "caf\u00e9", "it's", "\u00e9\u65e5"))
print("[{:\u00b7^9}] [{:>4}] [{:<4}|]".format("\u65e5\u672c", "\u00e9", "\u00e9"))
print("[{:{w}.{p}f}] [{:{}}] [{:{fill}{align}{width}}]".format(
    math.e, "x", 5, "y", fill="-", align="^", width=7, w=10, p=3))
print("[{}] [{}] [{!r}] [{}] [{}]".format(None, [1, 2], ["a", "b"], (1, "x"), 1 + 2j))
print("[{}] [{!r}] [{}]".format(np.arange(3), np.arange(3), np.ones((2, 2))))
print("[{}] [{!s}] [{!r}] [{:.3f}] [{:g}]".format(np.float32(0.1), np.float32(0.1), np.float32(0.1),
                                                     np.float32(0.1), np.float32(1e-5)))
print("[{}] [{:>5}] [{:x}] [{}]".format(np.int8(-3), np.uint16(7), np.uint64(18446744073709551615), np.int32(5)))
print(format(0.1), format(1e16), format(1e-5), format(-0.0), format(12), format(True), format("s"))
print(format(3.14159, ".2f"), format(255, "#x"), format("ab", "*>5"), format(True, "d"), format(1e6, ",.0f"))
print(format(1234567, ","), format(0.5, "%"), format(2 ** 62, "_"), format(None), format([1, 2]))
print(format(7, ""), format(2.5, "") + "|", format(np.float32(2.5)), format(np.float32(0.1)))
fmt = "{:>8}|{:^8}|{:<8}"
print(fmt.format("r", "c", "l"))
rows = [("alpha", 1.5, 10), ("beta", -22.25, 200), ("gamma", 333.125, 3000)]
for name, value, count in rows:
    print("{:<8}{:>10.2f}{:>8d}".format(name, value, count))
for w in range(3, 6):
    print("{:>{}}|{:<{}}|".format("ab", w, "cd", w))
print("".format(), "{}".format(""), "x{}y".format(""))
pt = (1.5, "b", (7, 8))
xs = [10, 20, 30]
z = 3 - 4j
print("{0[0]:.2f} {0[1]} {0[2][1]} {1[1]:>4}|{2}".format(pt, xs, 99), "{[0]:.1f}|{[2]}|{}".format(pt, xs, 5))
print("{p[2][0]} {xs[2]} {z.real} {z.imag:+.1f} {n.real} {n.imag} {b.real}".format(p=pt, xs=xs, z=z, n=7, b=True))
print("{0[1]!r:>6} {1[0]:{1[1]}}".format(pt, (3.14159, ".3f")))
