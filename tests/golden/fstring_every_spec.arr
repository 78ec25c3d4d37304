# f-strings with every spec: nested replacement fields, !r, !s, !a, the '='
# specifier, and the mini-language on every kind of value.
import math
import numpy as np

x = math.pi
n = -1234567
w, p = 12, 4
name = "caf\u00e9"
flag = True
arr = np.arange(3)
z = 1 - 2j
items = [1.5, 2.5]
pair = (3, "q")
print(f"[{x:{w}.{p}f}] [{x:<{w}.{p}e}] [{n:{w},}] [{name:{'>'}{w}}] [{x:.{p}}]")
print(f"{x=} {n=} {name=} {flag=}")
print(f"{x = :.2f} {n = :,} {name = !s:>8} {flag = }")
print(f"{x=!r:>20} {w * p = } {items = } {pair=}")
print(f"[{name!r}] [{name!s}] [{name!a}] [{name!r:^12}] [{pair!r:>10}]")
print(f"[{n:,}] [{n:_}] [{n:+,}] [{n:>15,}] [{-n:=+12,}] [{n:x}] [{-n:#x}] [{-n:#_o}]")
print(f"[{x:e}] [{x:E}] [{x:g}] [{x:G}] [{x:%}] [{x:.1%}] [{x:010.3f}] [{x:+.2e}] [{x:#.0f}]")
print(f"[{0.1}] [{1e16}] [{1e-5}] [{-0.0}] [{math.nan}] [{math.inf:>6}] [{-math.inf:<6}]")
print(f"[{flag}] [{flag:d}] [{flag:>5}] [{flag!s:>5}] [{flag:05}] [{not flag:x}]")
print(f"[{None}] [{None!r}] [{arr}] [{arr!r}] [{z}] [{items}] [{pair}] [{range(2)}]")
print(f"[{np.float32(0.1)}] [{np.float32(0.1)!s}] [{np.float32(0.1):.3f}] [{np.int16(-7):+}]")
print(f"[{'':>3}] [{'':<0}] [{'x':^1}] [{'é':—^5}]")
for k in range(4):
    print(f"{k:>2}: {k / 3:6.3f} {k ** 10:>12,} {'#' if k % 2 else '.':>2}")
total = sum(items)
print(f"total={total:.3f} mean={total / len(items):.2f} ok={total > 3!r}")
z = 1.5 - 2.25j
w = np.complex64(0.1 + 0.2j)
print(f"[{z}] [{z:.2f}] [{z:>14}] [{z!r:>14}] [{w}] [{w!s}] [{w:.3f}] [{3j}] [{3j:g}] [{-0.0 - 1j:+.1e}]")
print("[{:e}] [{:^20.1f}] [{}] [{}]".format(z, z, w, format(z, ",.1f")), "%s %r" % (z, w))
