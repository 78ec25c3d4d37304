# Ufuncs: @vectorize with signature lists and targets, bare @vectorize.
import numba
import numba as nb
from numba import vectorize, float64

# AST: (decorators (call vectorize (list "float32(float32, float32)" "float64(float64, float64)") (kw target "cpu")))
@vectorize(['float32(float32, float32)', 'float64(float64, float64)'], target='cpu')
# AST: (def@9:1 add_cpu
def add_cpu(a, b):
    return a + b

# AST: (decorators (call vectorize (list "float64(float64, float64)") (kw target "parallel")))
@vectorize(['float64(float64, float64)'], target='parallel')
# AST: (def@15:1 add_par
def add_par(a, b):
    return a + b

# AST: (decorators (call vectorize (list "float32(float32, float32)") (kw target "cuda")))
@vectorize(['float32(float32, float32)'], target='cuda')
# AST: (def@21:1 add_gpu
def add_gpu(a, b):
    return a + b

# AST: (decorators vectorize)
@vectorize
# AST: (def@27:1 bare
def bare(x):
    return 2 * x

# AST: (decorators (call vectorize (list "float64(float64)")))
@vectorize(["float64(float64)"])
def one_sig(x):
    return x

# AST: (decorators (call (attr numba vectorize) (list "int64(int64, int64)")))
@numba.vectorize(['int64(int64, int64)'])
def gcd(a, b):
    return a

# AST: (decorators (call vectorize (list (call float64 float64 float64))))
@vectorize([float64(float64, float64)])
def typed(a, b):
    return a * b

# AST: (decorators (call (attr nb vectorize) (list "float64(float64)") (kw nopython True)))
@nb.vectorize(["float64(float64)"], nopython=True)
def opt(x):
    return x

# AST: (decorators (call vectorize (list "float32(float32)" "float64(float64)") (kw target "parallel")))
@vectorize([
    'float32(float32)',
    'float64(float64)',
], target='parallel')
# AST: (def@56:1 multiline
def multiline(x):
    return x

# AST: (expr@60:1 (call add_cpu a b (kw out c)))
add_cpu(a, b, out=c)
