# Annotated assignment, with and without a value.
# AST: (annassign@3:1 x int 5)
x: int = 5
# AST: (annassign@5:1 y float)
y: float
# AST: (annassign@7:1 z (attr nb float32) (call (attr nb float32) 1.5))
z: nb.float32 = nb.float32(1.5)
# AST: (annassign@9:1 (index a 0) int 3)
a[0]: int = 3
# AST: (annassign@11:1 (attr o f) str "s")
o.f: str = "s"
# AST: (annassign@13:1 arr (index (attr nb float64) (slice _ _ _)) (call (attr np zeros) 10))
arr: nb.float64[:] = np.zeros(10)
def f():
    # AST: (annassign@16:5 t (index tuple (tuple int int)) (tuple 1 2))
    t: tuple[int, int] = 1, 2
    # AST: (annassign@18:5 n int)
    n: int
    return t
