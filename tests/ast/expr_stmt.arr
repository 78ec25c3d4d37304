# Expression statements: calls, names, constants, several statements on a
# line, continuation lines.
# AST: (expr@4:1 (call print "hello"))
print("hello")
# AST: (expr@6:1 x)
x
# AST: (expr@8:1 (+ x 1))
x + 1
# AST: (expr@10:1 42)
42
# AST: (expr@12:1 None)
None
# AST: (expr@14:1 True)
True
# AST: (expr@16:1 ...)
...
# AST: (expr@18:1 (call (attr lst append) 3))
lst.append(3)
# AST: (expr@20:1 (call (attr cuda syncthreads)))
cuda.syncthreads()
# AST: (expr@22:1 (tuple a b))
a, b
# AST: (expr@24:1 (tuple a))
a,
# AST: (expr@27:1 (call f))
# AST: (expr@27:6 (call g))
f(); g()
# AST: (=@31:1 p 1)
# AST: (=@31:8 q 2)
# AST: (expr@31:15 (+ p q))
p = 1; q = 2; p + q;
# AST: (expr@33:1 (call h 1 2 3))
h(1,
  2,
  3)
# AST: (expr@37:1 (+ (+ a b) c))
a + b \
    + c
# AST: (expr@40:1 (call after_continuation))
after_continuation()
# AST: (expr@42:1 (- (* 2 x) 1))
(2 * x
 - 1)
# AST: (expr@45:1 (call (attr np sum) a))
np.sum(a)    # a trailing comment
def body():
    # AST: (expr@48:5 (call print (call len a)))
    print(len(a))
    if a:
        # AST: (expr@51:9 (call (attr a sort)))
        a.sort()
