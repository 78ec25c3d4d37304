# GPU kernels and device functions: @cuda.jit in its forms.
import numba
from numba import cuda, float32, void

# AST: (decorators (attr cuda jit))
@cuda.jit
# AST: (def@8:1 increment
def increment(an_array):
    # AST: (=@10:5 i (call (attr cuda grid) 1))
    i = cuda.grid(1)
    # AST: (if@12:5 (compare i < (attr an_array size))
    if i < an_array.size:
        # AST: (+=@14:9 (index an_array i) 1)
        an_array[i] += 1

# AST: (decorators (call (attr cuda jit) "void(f4[:], f4[:])"))
@cuda.jit('void(f4[:], f4[:])')
# AST: (def@19:1 copy
def copy(src, dst):
    i = cuda.grid(1)
    dst[i] = src[i]

# AST: (decorators (call (attr cuda jit) (kw device True)))
@cuda.jit(device=True)
# AST: (def@26:1 dev_add
def dev_add(a, b):
    return a + b

# AST: (decorators (call (attr cuda jit) "float32(float32, float32)" (kw device True)))
@cuda.jit('float32(float32, float32)', device=True)
def dev_mul(a, b):
    return a * b

# AST: (decorators (call (attr cuda jit) (call void (index float32 (tuple (slice _ _ _) (slice _ _ _))) (index float32 (tuple (slice _ _ _) (slice _ _ _))))))
@cuda.jit(void(float32[:, :], float32[:, :]))
def k2(a, b):
    x, y = cuda.grid(2)
    # AST: (expr@39:5 (call (attr cuda syncthreads)))
    cuda.syncthreads()
    # AST: (expr@41:5 (call (attr (attr cuda atomic) add) b (tuple 0 0) (index a (tuple x y))))
    cuda.atomic.add(b, (0, 0), a[x, y])

# AST: (decorators (attr (attr numba cuda) jit))
@numba.cuda.jit
def k3(a):
    # AST: (=@47:5 tmp (call (attr (attr cuda local) array) 10 float32))
    tmp = cuda.local.array(10, float32)
    # AST: (=@49:5 (tuple tx bx bw) (tuple (attr (attr cuda threadIdx) x) (attr (attr cuda blockIdx) x) (attr (attr cuda blockDim) x)))
    tx, bx, bw = cuda.threadIdx.x, cuda.blockIdx.x, cuda.blockDim.x

# AST: (decorators (call (attr cuda jit) (kw fastmath True)))
@cuda.jit(fastmath=True)
def k4(a):
    pass

# AST: (decorators (call (attr cuda jit) "void(float32[:,::1])"))
@cuda.jit("void(float32[:,::1])")
def k5(a):
    pass
