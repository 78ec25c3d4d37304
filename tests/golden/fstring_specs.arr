# f-strings with the format mini-language: widths, alignment, fill, sign, precision, f/e/g/%/d/x/o/b, grouping.
import math

x = 3.14159265
n = 1234567
s = "abc"
print(f"{x:.3f}|{x:.0f}|{x:10.4f}|{x:<10.2f}|{x:^10.1f}|{x:>10.5f}|")
print(f"{n:>8d}|{n:<12d}|{n:^12d}|{n:012d}|{n:+d}|{-n:d}|{n: d}|")
print(f"{n:,}|{n:_}|{1234.5678:,.2f}|{-9876543.21:,.1f}|")
print(f"{x:e}|{x:.2e}|{x:E}|{12345.678:.3e}|{0.000123:e}|")
print(f"{x:g}|{1e-05:g}|{123456789.0:g}|{0.0001:g}|{100000.0:g}|{1e16:g}|{x:.3g}|")
print(f"{0.25:%}|{0.125:.1%}|{1.0:.0%}|")
print(f"{255:x}|{255:X}|{255:#x}|{8:o}|{8:#o}|{5:b}|{5:08b}|{255:#010x}|")
print(f"{s:<10}|{s:>10}|{s:^10}|{s:*^9}|{s:-<6}|{s}|")
print(f"{x:+.2f}|{-x:+.2f}|{x: .2f}|{-0.0:.1f}|{0.5:.0f}|{1.5:.0f}|{2.5:.0f}|")
print(f"{math.inf:.2f}|{-math.inf:f}|{math.nan:.3f}|{math.inf:e}|{math.nan:g}|")
print(f"{7:5}|{7.5:8}|{-7:<5}|{True:>6}|")
print(f"{42:08.3f}|{-42:08.3f}|{3:.2f}|{1e20:f}|")
print(f"{0.1 + 0.2:.17f}|{1 / 3:.20f}|{2 / 3:.15g}|")
print(f"{{literal braces}} {n}{s}{x}")
print(f"{1.0:.2}|{123.456:.4}|{0.000012345:.3}|")
