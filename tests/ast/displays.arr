# Tuple and list displays, list comprehensions.
# AST: (=@3:1 t0 (tuple))
t0 = ()
# AST: (=@5:1 t1 (tuple 1))
t1 = (1,)
# AST: (=@7:1 t2 1)
t2 = (1)
# AST: (=@9:1 t3 (tuple 1 2 3))
t3 = (1, 2, 3)
# AST: (=@11:1 t4 (tuple 1 2))
t4 = 1, 2
# AST: (=@13:1 t5 (tuple (tuple 1 2) (tuple 3 4)))
t5 = ((1, 2), (3, 4))
# AST: (=@15:1 t6 (tuple n))
t6 = n,
# AST: (=@17:1 t7 (tuple 1 2))
t7 = (1, 2,)
# AST: (=@19:1 l0 (list))
l0 = []
# AST: (=@21:1 l1 (list 1 2 3))
l1 = [1, 2, 3]
# AST: (=@23:1 l2 (list (list 1 2) (list 3 4)))
l2 = [[1, 2], [3, 4]]
# AST: (=@25:1 l3 (list 1.0 (neg 2.5)))
l3 = [1.0, -2.5]
# AST: (=@27:1 l4 (list 1 2))
l4 = [1, 2,]
# AST: (=@29:1 l5 (list (tuple 1 2) (tuple 3 4)))
l5 = [(1, 2), (3, 4)]
# AST: (=@31:1 l6 (list (star a) 1))
l6 = [*a, 1]
# AST: (=@33:1 l7 (list 1 2 3 4))
l7 = [
    1, 2,
    3, 4,
]
# AST: (=@38:1 l8 (list (tuple)))
l8 = [()]
# AST: (=@40:1 sq (listcomp (* i i) (for i (call range n))))
sq = [i * i for i in range(n)]
# AST: (=@42:1 ev (listcomp i (for i (call range n) (if (compare (% i 2) == 0)))))
ev = [i for i in range(n) if i % 2 == 0]
# AST: (=@44:1 fb (listcomp i (for i (call range 100) (if (compare (% i 3) == 0) (compare (% i 5) == 0)))))
fb = [i for i in range(100) if i % 3 == 0 if i % 5 == 0]
# AST: (=@46:1 pairs (listcomp (tuple i j) (for i (call range 3)) (for j (call range i))))
pairs = [(i, j) for i in range(3) for j in range(i)]
# AST: (=@48:1 dbl (listcomp (* 2 x) (for x xs)))
dbl = [2 * x for x in xs]
# AST: (=@50:1 cond (listcomp (ifexp (compare x > 0) x 0) (for x xs)))
cond = [x if x > 0 else 0 for x in xs]
# AST: (=@52:1 grid (listcomp (listcomp 0.0 (for j (call range m))) (for i (call range n))))
grid = [[0.0 for j in range(m)] for i in range(n)]
# AST: (=@54:1 en (listcomp (* i v) (for (tuple i v) (call enumerate xs))))
en = [i * v for i, v in enumerate(xs)]
# AST: (=@56:1 gen (genexp (* x x) (for x xs)))
gen = (x * x for x in xs)
