# Element and slice assignment.
# AST: (=@3:1 (index c (tuple i j)) v)
c[i, j] = v
# AST: (=@5:1 (index (index c i) j) v)
c[i][j] = v
# AST: (=@7:1 (index a (slice _ _ _)) 0.0)
a[:] = 0.0
# AST: (=@9:1 (index a (slice 1 4 _)) b)
a[1:4] = b
# AST: (=@11:1 (index a (slice _ _ 2)) 1)
a[::2] = 1
# AST: (=@13:1 (index a (tuple (slice _ _ _) j)) (index b (tuple (slice _ _ _) j)))
a[:, j] = b[:, j]
# AST: (=@15:1 (index a (tuple i (slice 1 (neg 1) _))) 0)
a[i, 1:-1] = 0
# AST: (=@17:1 (index lst (neg 1)) 7)
lst[-1] = 7
# AST: (=@19:1 (index (attr obj data) 0) 1)
obj.data[0] = 1
# AST: (=@21:1 (index c (tuple i j)) (index d (tuple i j)) 0)
c[i, j] = d[i, j] = 0
# AST: (=@23:1 (tuple (index a 0) (index a 1)) (tuple (index a 1) (index a 0)))
a[0], a[1] = a[1], a[0]
# AST: (=@25:1 (index img (tuple y x (slice _ 3 _))) (tuple r g b))
img[y, x, :3] = r, g, b
@cuda.jit
def k(out, a):
    x, y = cuda.grid(2)
    # AST: (=@30:5 (index out (tuple x y)) (* 2 (index a (tuple x y))))
    out[x, y] = 2 * a[x, y]
    # AST: (=@32:5 (index out (tuple (+ x 1) (- y 1))) (index (index a x) y))
    out[x + 1, y - 1] = a[x][y]
