# Parameters: annotations, return annotations, default values.
import numba as nb
import numpy as np

# AST: (def@8:1 f
# AST: (params (param x (ann (attr nb float32))))
# AST: (returns (attr nb float32))
def f(x: nb.float32) -> nb.float32:
    return x

# AST: (params (param a) (param b (default 2)) (param c (default 1.5)) (param flag (default True)) (param name (default "n")) (param p (default None)))
def g(a, b=2, c=1.5, flag=True, name="n", p=None):
    return a

# AST: (params (param n (ann int) (default 10)) (param eps (ann float) (default 1e-06)))
# AST: (returns float)
def h(n: int = 10, eps: float = 1e-6) -> float:
    return n * eps

# AST: (params (param lo (default (neg 1.0))) (param hi (default 1.0)))
def clamp(lo=-1.0, hi=1.0):
    return lo

# AST: (params (param a (ann (index (attr nb float64) (slice _ _ _)))) (param n (ann (attr nb int64))))
# AST: (returns None)
def k(a: nb.float64[:], n: nb.int64) -> None:
    pass

# AST: (params (param shape (default (tuple 3 3))))
def m(shape=(3, 3)):
    return shape

# AST: (params (param x (default (* 2 3))))
def q(x=2 * 3):
    return x

# AST: (params (param dtype (default (attr np float32))))
def r(dtype=np.float32):
    return dtype

# AST: (params (param a2) (param b2))
def t(a2, b2,):
    return a2

# AST: (def@47:1 noargs
# AST: (params)
def noargs():
    return 0

# AST: (params (param rows) (param cols (default 4)) (param fill (default 0.0)))
def multi(rows,
          cols=4,
          fill=0.0):
    return rows

# AST: (returns "float")
def s(x) -> "float":
    return x

# AST: (returns (call (attr nb types) "f8"))
def u(x) -> nb.types("f8"):
    return x
