# np.set_printoptions' sign=, floatmode=, nanstr= and infstr= (issue 17,
# item 9), alone and with precision, suppress, threshold, edgeitems and
# linewidth, on floats, float32, complex, 2-D and summarized arrays, and in
# `with np.printoptions(...)` blocks, which restore them.
import numpy as np


def show():
    a = np.array([1.5, 2.25, -0.0, 1e-3])
    print(a, np.array([0.1, 1 / 3]), np.array([1e-9, 1.0, 1 / 3]), np.array([np.nan, 1.5, -np.inf]))
    print(np.array([1 + 1j / 3, -2.5 + 0.125j]), np.array([1.5, 2.0]), np.array([-1.5, 2.0]))
    print(np.array([np.nan]), np.array([np.inf, 1.0]), np.array([1, -2]), np.array([0.125, 0.375, 2.5]))
    print(np.array([0.1, 0.2, 1.0 / 3.0], dtype=np.float32), np.array([1e10, 1.0]), np.linspace(0, 1, 7))
    print(np.array([[1.0, -2.5], [np.nan, 1e-5]]))
    print(np.array([1e-300, 1e300, np.inf]), np.array([0.5, 1e-7 + 2j, np.nan + 1j]))
    print(np.arange(40) / 7.0)
    print(np.array([[True, False]]), np.arange(-3, 3))
    print(np.array([complex(1.0, np.nan), complex(-0.0, -0.0)]), np.array([complex(0.5, -np.inf)]))


show()
for fm in ["fixed", "unique", "maxprec", "maxprec_equal"]:
    np.set_printoptions(floatmode=fm, precision=4)
    print(fm)
    show()
np.set_printoptions(floatmode="maxprec", precision=8, sign=" ")
print("sign ' '")
show()
np.set_printoptions(sign="+")
print("sign '+'")
show()
np.set_printoptions(sign="-", nanstr="NaN", infstr="Infinity")
print("words")
show()
np.set_printoptions(precision=3, floatmode="fixed", sign=" ", suppress=True, nanstr="?", threshold=10,
                    edgeitems=2, linewidth=50)
print("together")
show()
with np.printoptions(floatmode="unique", sign="+", infstr="oo"):
    print("with")
    show()
print("restored")
show()
np.set_printoptions(None, None, None, None, None, "nan", "inf", sign="-", floatmode="maxprec")
np.set_printoptions(precision=8, threshold=1000, edgeitems=3, linewidth=75, suppress=False)
print("defaults")
show()
mode = "fixed" if np.arange(3).sum() > 10 else "exact"
try:
    np.set_printoptions(floatmode=mode)
except ValueError as e:
    print("ValueError:", e)
print(np.array([0.5, 1.0 / 3.0]))
np.set_printoptions(floatmode="unique", suppress=True)
print(np.array([0.125, 1 / 3, 5e-324]))
np.set_printoptions(floatmode="fixed", precision=25, suppress=False)
print(np.array([0.1, 2.0 / 3.0]), np.array([1e-30, 1.0]))
