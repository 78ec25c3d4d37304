# Global constants: top-level names assigned once with constant expressions.
import math
import numpy as np
from numba import cuda, float32
# AST: (=@6:1 TPB 16)
TPB = 16
# AST: (=@8:1 N (* 1024 1024))
N = 1024 * 1024
# AST: (=@10:1 PI2 (* 2.0 (attr math pi)))
PI2 = 2.0 * math.pi
# AST: (=@12:1 DT (attr np float32))
DT = np.float32
# AST: (=@14:1 SCALE (call (attr np float32) 2.5))
SCALE = np.float32(2.5)
# AST: (=@16:1 ROOT2 (call (attr math sqrt) 2.0))
ROOT2 = math.sqrt(2.0)
# AST: (=@18:1 SHAPE (tuple TPB TPB))
SHAPE = (TPB, TPB)
# AST: (=@20:1 NAME "arrc")
NAME = "arrc"
# AST: (=@22:1 DEBUG False)
DEBUG = False
# AST: (=@24:1 EPS 1e-09)
EPS = 1e-9
# AST: (=@26:1 HALF (// TPB 2))
HALF = TPB // 2
# AST: (=@28:1 NEG (neg 1))
NEG = -1
# AST: (=@30:1 SIZES (tuple 1 2 (tuple 3 4)))
SIZES = (1, 2, (3, 4))

@cuda.jit
def kernel(a):
    # AST: (=@35:5 sA (call (attr (attr cuda shared) array) (kw shape (tuple TPB TPB)) (kw dtype float32)))
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    # AST: (=@37:5 (index sA (tuple 0 0)) (* (index a 0) SCALE))
    sA[0, 0] = a[0] * SCALE
