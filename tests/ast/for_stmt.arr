# for over range, prange, arrays, lists, tuples, enumerate, zip; for/else.
# AST: (for@3:1 i (call range n)
for i in range(n):
    # AST: (+=@5:5 s i)
    s += i
# AST: (for@7:1 i (call range 1 n)
for i in range(1, n):
    pass
# AST: (for@10:1 i (call range 2 n 3)
for i in range(2, n, 3):
    pass
# AST: (for@13:1 i (call range 10 0 (neg 1))
for i in range(10, 0, -1):
    pass
# AST: (for@16:1 i (call prange n)
for i in prange(n):
    pass
# AST: (for@19:1 i (call (attr numba prange) (index (attr a shape) 0))
for i in numba.prange(a.shape[0]):
    pass
# AST: (for@22:1 row a
for row in a:
    # AST: (expr@24:5 (call print row))
    print(row)
# AST: (for@26:1 v (list 1 2 3)
for v in [1, 2, 3]:
    pass
# AST: (for@29:1 v (tuple 1.0 2.5)
for v in (1.0, 2.5):
    pass
# AST: (for@32:1 v (tuple 1 2)
for v in 1, 2:
    pass
# AST: (for@35:1 (tuple i v) (call enumerate a)
for i, v in enumerate(a):
    pass
# AST: (for@38:1 (tuple i v) (call enumerate a (kw start 1))
for i, v in enumerate(a, start=1):
    pass
# AST: (for@41:1 (tuple x y) (call zip xs ys)
for x, y in zip(xs, ys):
    pass
# AST: (for@44:1 (tuple i (tuple x y)) (call enumerate (call zip xs ys))
for i, (x, y) in enumerate(zip(xs, ys)):
    pass
# AST: (for@47:1 (tuple i j) pairs
for (i, j) in pairs:
    pass
# AST: (for@50:1 (list i j) pairs
for [i, j] in pairs:
    pass
# AST: (for@53:1 x (index a (slice _ _ (neg 1)))
for x in a[::-1]:
    pass
# AST: (for@56:1 i (call range (call len a))
for i in range(len(a)):
    # AST: (if@58:5 (compare (index a i) == t)
    if a[i] == t:
        # AST: (break@60:9)
        break
else:
    # AST: (=@63:5 i (neg 1))
    i = -1
# AST: (for@66:1 i (call range 3)
# AST: (pass@66:20)
for i in range(3): pass
def matmul(a, b, c, n):
    # AST: (for@69:5 i (call range n)
    for i in range(n):
        # AST: (for@71:9 j (call range n)
        for j in range(n):
            # AST: (=@73:13 acc 0.0)
            acc = 0.0
            # AST: (for@75:13 k (call range n)
            for k in range(n):
                # AST: (+=@77:17 acc (* (index a (tuple i k)) (index b (tuple k j))))
                acc += a[i, k] * b[k, j]
                # AST: (continue@79:17)
                continue
            # AST: (=@81:13 (index c (tuple i j)) acc)
            c[i, j] = acc
