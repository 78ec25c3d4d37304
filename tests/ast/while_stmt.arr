# while, while/else, break, continue inside loops.
# AST: (while@3:1 (compare i < n)
while i < n:
    # AST: (+=@5:5 i 1)
    i += 1
    # AST: (if@7:5 (compare (% i 7) == 0)
    if i % 7 == 0:
        # AST: (break@9:9)
        break
    # AST: (if@11:5 (compare (% i 2) == 0)
    if i % 2 == 0:
        # AST: (continue@13:9)
        continue
    # AST: (pass@15:5)
    pass
else:
    # AST: (=@18:5 finished True)
    finished = True
# AST: (while@21:1 True
# AST: (break@21:13)
while True: break
# AST: (while@23:1 (not (and a b))
while not (a and b):
    # AST: (=@25:5 a (call step a))
    a = step(a)
def collatz(n):
    steps = 0
    # AST: (while@29:5 (compare n != 1)
    while n != 1:
        # AST: (=@31:9 n (ifexp (compare (% n 2) == 0) (// n 2) (+ (* 3 n) 1)))
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        # AST: (+=@33:9 steps 1)
        steps += 1
    return steps
# AST: (while@36:1 (compare (+ (* zr zr) (* zi zi)) < 4.0)
while zr * zr + zi * zi < 4.0:
    # AST: (=@38:5 (tuple zr zi) (tuple (+ (- (* zr zr) (* zi zi)) cr) (+ (* (* 2 zr) zi) ci)))
    zr, zi = zr * zr - zi * zi + cr, 2 * zr * zi + ci
