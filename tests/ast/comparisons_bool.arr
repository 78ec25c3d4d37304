# Comparisons (incl. chained, is, in), not/and/or, conditional expressions.
# AST: (=@3:1 c1 (compare a < b))
c1 = a < b
# AST: (=@5:1 c2 (compare a > b))
c2 = a > b
# AST: (=@7:1 c3 (compare a <= b))
c3 = a <= b
# AST: (=@9:1 c4 (compare a >= b))
c4 = a >= b
# AST: (=@11:1 c5 (compare a == b))
c5 = a == b
# AST: (=@13:1 c6 (compare a != b))
c6 = a != b
# AST: (=@15:1 c7 (compare 0 <= i < n))
c7 = 0 <= i < n
# AST: (=@17:1 c8 (compare a < b < c <= d))
c8 = a < b < c <= d
# AST: (=@19:1 c9 (compare x is None))
c9 = x is None
# AST: (=@21:1 c10 (compare x is-not None))
c10 = x is not None
# AST: (=@23:1 c11 (compare x in (tuple 1 2 3)))
c11 = x in (1, 2, 3)
# AST: (=@25:1 c12 (compare x not-in (tuple 1 2)))
c12 = x not in (1, 2)
# AST: (=@27:1 c13 (compare i in (call range 10)))
c13 = i in range(10)
# AST: (=@29:1 c14 (compare k not-in (call range 1 n)))
c14 = k not in range(1, n)
# AST: (=@31:1 c15 (not (compare x in s)))
c15 = not x in s
# AST: (=@33:1 c16 (compare (+ a 1) < (* b 2)))
c16 = a + 1 < b * 2
# AST: (=@35:1 c17 (compare (| a b) == c))
c17 = a | b == c
# AST: (=@37:1 c18 (compare a == b == c))
c18 = a == b == c
# AST: (=@39:1 c19 (compare a is b))
c19 = a is b
# AST: (=@41:1 c20 (compare (compare a < b) == c))
c20 = (a < b) == c
# AST: (=@43:1 c21 (compare x in (list 1 2)))
c21 = x in [1, 2]
# AST: (=@45:1 b1 (and a b))
b1 = a and b
# AST: (=@47:1 b2 (or a b))
b2 = a or b
# AST: (=@49:1 b3 (or a (and b c)))
b3 = a or b and c
# AST: (=@51:1 b4 (and (or a b) c))
b4 = (a or b) and c
# AST: (=@53:1 b5 (not a))
b5 = not a
# AST: (=@55:1 b6 (not (not a)))
b6 = not not a
# AST: (=@57:1 b7 (or (and (compare x > 0) (compare y > 0)) (not z)))
b7 = x > 0 and y > 0 or not z
# AST: (=@59:1 b8 (and (and a b) c))
b8 = a and b and c
# AST: (=@61:1 b9 (or (or a b) c))
b9 = a or b or c
# AST: (=@63:1 b10 (and (not a) (not b)))
b10 = not a and not b
# AST: (=@65:1 b11 (and (compare x is-not None) (compare x > 0)))
b11 = x is not None and x > 0
# AST: (=@67:1 e1 (ifexp c a b))
e1 = a if c else b
# AST: (=@69:1 e2 (ifexp (compare x > 0) x (neg x)))
e2 = x if x > 0 else -x
# AST: (=@71:1 e3 (ifexp c a (ifexp d b e)))
e3 = a if c else b if d else e
# AST: (=@73:1 e4 (ifexp (and p q) 1 0))
e4 = 1 if p and q else 0
# AST: (=@75:1 e5 (+ (ifexp c a b) 1))
e5 = (a if c else b) + 1
# AST: (=@77:1 e6 (ifexp (compare a > b) a b))
e6 = (a if a > b
      else b)
# AST: (=@80:1 e7 (ifexp (compare i < n) (index a i) 0.0))
e7 = a[i] if i < n else 0.0
# AST: (=@82:1 b12 (not (compare a < b < c)))
b12 = not a < b < c
# AST: (=@84:1 e8 (index a (slice (ifexp c x y) _ _)))
e8 = a[x if c else y:]
