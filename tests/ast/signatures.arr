# Signature strings and type expressions: array types, calls of types,
# Tuple(...) signatures.
import numba as nb
from numba import jit, cuda, float32, float64, int32, void
# AST: (=@6:1 s1 "float64(int32, int32)")
s1 = 'float64(int32, int32)'
# AST: (=@8:1 s2 "Tuple((float64[:], float64[:], float64))(float64[:,:])")
s2 = 'Tuple((float64[:], float64[:], float64))(float64[:,:])'
# AST: (=@10:1 s3 "void(f4[:], f4[:])")
s3 = "void(f4[:], f4[:])"
# AST: (=@12:1 s4 "float32[::1]")
s4 = 'float32[::1]'
# AST: (=@14:1 t1 (index float32 (slice _ _ _)))
t1 = float32[:]
# AST: (=@16:1 t2 (index (attr nb f8) (tuple (slice _ _ _) (slice _ _ _))))
t2 = nb.f8[:,:]
# AST: (=@18:1 t3 (index int32 (tuple (slice _ _ _) (slice _ _ _) (slice _ _ _))))
t3 = int32[:,:,:]
# AST: (=@20:1 t4 (index float32 (slice _ _ 1)))
t4 = float32[::1]
# AST: (=@22:1 t5 (index float64 (tuple (slice _ _ _) (slice _ _ 1))))
t5 = float64[:, ::1]
# AST: (=@24:1 t6 (index (attr nb float32) (tuple (slice _ _ 1) (slice _ _ _))))
t6 = nb.float32[::1, :]
# AST: (=@26:1 sig (call (attr nb float64) (attr nb int32) (attr nb int32)))
sig = nb.float64(nb.int32, nb.int32)
# AST: (=@28:1 sig2 (call (call (attr (attr nb types) Tuple) (tuple (index float64 (slice _ _ _)) (index float64 (slice _ _ _)) float64)) (index float64 (tuple (slice _ _ _) (slice _ _ _)))))
sig2 = nb.types.Tuple((float64[:], float64[:], float64))(float64[:,:])
# AST: (=@30:1 sig3 (call void (index float32 (slice _ _ _)) (index float32 (slice _ _ _))))
sig3 = void(float32[:], float32[:])
# AST: (=@32:1 argtys (tuple (attr nb int32) (attr nb int32)))
argtys = (nb.int32, nb.int32)
# AST: (=@34:1 sig4 (call (attr nb void) (index (attr nb uint8) (tuple (slice _ _ _) (slice _ _ _))) (attr nb int64)))
sig4 = nb.void(nb.uint8[:, :], nb.int64)
# AST: (=@36:1 sig5 (call (attr (attr nb types) UniTuple) (attr nb float64) 2))
sig5 = nb.types.UniTuple(nb.float64, 2)

# AST: (decorators (call jit "Tuple((float64[:], float64[:], float64))(float64[:,:])"))
@jit('Tuple((float64[:], float64[:], float64))(float64[:,:])')
# AST: (def@41:1 stats
def stats(a):
    return a[0], a[1], 0.0

# AST: (decorators (call (attr cuda jit) (call void (index float32 (tuple (slice _ _ _) (slice _ _ 1))) (index float32 (tuple (slice _ _ _) (slice _ _ 1))))))
@cuda.jit(void(float32[:,::1], float32[:,::1]))
def k(a, b):
    pass

# AST: (decorators (call jit (call (index float64 (slice _ _ _)) (index float64 (slice _ _ _)) int32)))
@jit(float64[:](float64[:], int32))
def scale(a, n):
    return a * n
