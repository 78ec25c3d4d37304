# Function kinds of LANGUAGE.md section 5: no decorator, @jit, @njit and
# their options and signatures.
import numba
import numba as nb
from numba import jit, njit

# AST: (def@8:1 host_fn
def host_fn(x):
    return x

# AST: (decorators jit)
@jit
# AST: (def@14:1 j1
def j1(x):
    return x + 1

# AST: (decorators njit)
@njit
# AST: (def@20:1 j2
def j2(x):
    return x + 2

# AST: (decorators (call jit (kw nopython True)))
@jit(nopython=True)
# AST: (def@26:1 j3
def j3(x):
    return x

# AST: (decorators (call (attr numba jit) (kw nopython True) (kw cache True)))
@numba.jit(nopython=True, cache=True)
# AST: (def@32:1 j4
def j4(x):
    return x

# AST: (decorators (call njit (kw fastmath True) (kw parallel True)))
@njit(fastmath=True, parallel=True)
# AST: (def@38:1 j5
def j5(a):
    return a.sum()

# AST: (decorators (call jit (call (attr nb float64) (attr nb int32) (attr nb int32))))
@jit(nb.float64(nb.int32, nb.int32))
# AST: (def@44:1 j6
def j6(a, b):
    return a / b

# AST: (decorators (call jit "float64(int32, int32)" (kw nopython True)))
@jit('float64(int32, int32)', nopython=True)
# AST: (def@50:1 j7
def j7(a, b):
    return a / b

# AST: (decorators (call jit (kw argtypes (list (attr nb int32) (attr nb int32))) (kw restype (attr nb float64))))
@jit(argtypes=[nb.int32, nb.int32], restype=nb.float64)
# AST: (def@56:1 j8
def j8(a, b):
    return a / b

# AST: (decorators (call njit (kw boundscheck True)))
@njit(boundscheck=True)
def j9(a, i):
    return a[i]

# AST: (decorators (call (attr numba njit) (kw nogil True)))
@numba.njit(nogil=True)
def j10(a):
    return a

# AST: (decorators (attr numba njit))
@numba.njit
# AST: (def@72:1 j11
def j11(a):
    return a

# AST: (decorators (call (attr nb jit) (call (attr nb f8) (attr nb f8))))
@nb.jit(nb.f8(nb.f8))
def j12(x):
    return x

# AST: (decorators (call jit (list (call (attr nb float64) (attr nb float64)) (call (attr nb float32) (attr nb float32)))))
@jit([nb.float64(nb.float64), nb.float32(nb.float32)])
def j13(x):
    return x

# AST: (decorators (call jit (tuple (attr nb int32) (attr nb int32))))
@jit((nb.int32, nb.int32))
def j14(a, b):
    return a + b

# AST: (decorators njit (call other 1))
@njit
@other(1)
# AST: (def@94:1 j15
def j15(x):
    return x

# AST: (decorators (call njit (kw cache True) (kw nopython True) (kw nogil True) (kw fastmath True)))
@njit(cache=True,
      nopython=True, nogil=True,
      fastmath=True)
# AST: (def@102:1 j16
def j16(x):
    return x
