# Decorators applied as calls: the result is a new function of that kind.
import numba
import numba as nb
from numba import jit, njit, vectorize, cuda

def f(x, y):
    return x + y

# AST: (=@10:1 fast (call jit f))
fast = jit(f)
# AST: (=@12:1 typed (call (call jit (call (attr nb float64) (attr nb int32) (attr nb int32))) f))
typed = jit(nb.float64(nb.int32, nb.int32))(f)
# AST: (=@14:1 dev (call (call (attr cuda jit) (kw device True)) f))
dev = cuda.jit(device=True)(f)
# AST: (=@16:1 uf (call (call vectorize (list "float64(float64, float64)")) f))
uf = vectorize(['float64(float64, float64)'])(f)
# AST: (=@18:1 nf (call njit f))
nf = njit(f)
# AST: (=@20:1 kern (call (attr cuda jit) f))
kern = cuda.jit(f)
# AST: (=@22:1 kern2 (call (call (attr cuda jit) "void(float32[:])") f))
kern2 = cuda.jit('void(float32[:])')(f)
# AST: (expr@24:1 (call (call jit f) 1 2))
jit(f)(1, 2)
# AST: (=@26:1 par (call (call njit (kw parallel True)) f))
par = njit(parallel=True)(f)
# AST: (=@28:1 vpar (call (call vectorize (list "float64(float64, float64)") (kw target "parallel")) f))
vpar = vectorize(['float64(float64, float64)'], target='parallel')(f)
# AST: (=@30:1 nbj (call (call (attr numba jit) (kw nopython True)) f))
nbj = numba.jit(nopython=True)(f)
# AST: (=@32:1 sig (call (call jit "float64(int32, int32)") f))
sig = jit('float64(int32, int32)')(f)
# AST: (=@34:1 bare_uf (call vectorize f))
bare_uf = vectorize(f)
