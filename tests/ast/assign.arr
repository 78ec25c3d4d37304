# Assignment: simple, chained, tuple unpacking, starred targets, list and
# nested targets, attribute targets.
# AST: (=@4:1 x 1)
x = 1
# AST: (=@6:1 a b 0)
a = b = 0
# AST: (=@8:1 a b c (tuple 1 2))
a = b = c = 1, 2
# AST: (=@10:1 (tuple a b) (tuple b (+ a b)))
a, b = b, a + b
# AST: (=@12:1 (tuple x y) (call (attr cuda grid) 2))
x, y = cuda.grid(2)
# AST: (=@14:1 (tuple first (star rest)) lst)
first, *rest = lst
# AST: (=@16:1 (tuple (star init) last) lst)
*init, last = lst
# AST: (=@18:1 (tuple a (star mid) z) lst)
a, *mid, z = lst
# AST: (=@20:1 (tuple i j) (tuple 0 1))
(i, j) = (0, 1)
# AST: (=@22:1 (list i j) (list 2 3))
[i, j] = [2, 3]
# AST: (=@24:1 (tuple (tuple a b) c) t)
(a, b), c = t
# AST: (=@26:1 (tuple a) t1)
a, = t1
# AST: (=@28:1 (attr obj field) 5)
obj.field = 5
# AST: (=@30:1 (tuple nx ny) (attr a shape))
nx, ny = a.shape
# AST: (=@32:1 (tuple tx ty) (tuple (attr (attr cuda threadIdx) x) (attr (attr cuda threadIdx) y)))
tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
# AST: (=@34:1 a (tuple b c) d)
a = b, c = d
# AST: (=@36:1 v (tuple (star xs) 1))
v = *xs, 1
# AST: (=@38:1 (tuple q r) (call divmod n 3))
q, r = divmod(n, 3)
# AST: (=@40:1 s (call (attr np zeros) (tuple n n) (kw dtype (attr np float64))))
s = np.zeros((n, n),
             dtype=np.float64)
def f(n):
    # AST: (=@44:5 total 0)
    total = 0
    # AST: (=@46:5 (tuple lo hi) (tuple 0 (- n 1)))
    lo, hi = 0, n - 1
    # AST: (=@48:5 (tuple a b) (tuple 0 1))
    a, b = 0, 1
    for i in range(n):
        # AST: (=@51:9 (tuple a b) (tuple b (+ a b)))
        a, b = b, a + b
    return a
