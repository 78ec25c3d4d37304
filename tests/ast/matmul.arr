# The @ matrix-product operator and its precedence.
import numpy as np
# AST: (=@4:1 c (@ a b))
c = a @ b
# AST: (=@6:1 d (@ (@ a b) c))
d = a @ b @ c
# AST: (=@8:1 e (+ (@ a b) c))
e = a @ b + c
# AST: (=@10:1 f (@ (* 2 a) b))
f = 2 * a @ b
# AST: (=@12:1 g (@ (attr a T) a))
g = a.T @ a
# AST: (=@14:1 h (@ (neg a) b))
h = -a @ b
# AST: (=@16:1 i (@ a (** b 2)))
i = a @ b ** 2
# AST: (=@18:1 j (call (attr np dot) a b))
j = np.dot(a, b)
# AST: (@=@20:1 a b)
a @= b
# AST: (=@22:1 k (compare (@ a b) == (call (attr np dot) a b)))
k = a @ b == np.dot(a, b)
# AST: (=@24:1 m (@ a (index b (tuple (slice _ _ _) 0))))
m = a @ b[:, 0]
