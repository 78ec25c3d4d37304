# pass and return with nothing, a value, a tuple.
def f():
    # AST: (return@4:5)
    return
def g(x):
    # AST: (return@7:5 x)
    return x
def h(a, b):
    # AST: (return@10:5 (tuple a b))
    return a, b
def k(a, b):
    # AST: (return@13:5 (tuple (+ a b) (- a b)))
    return (a + b, a - b)
def m(x):
    # AST: (return@16:5 (ifexp (compare x > 0) x (neg x)))
    return x if x > 0 else -x
def star(a):
    # AST: (return@19:5 (tuple (star a) 1))
    return *a, 1
def one():
    # AST: (return@22:5 (tuple 1))
    return 1,
def empty_tuple():
    # AST: (return@25:5 (tuple))
    return ()
def p():
    # AST: (pass@28:5)
    pass
# AST: (pass@30:10)
def q(): pass
# AST: (return@32:11 None)
def r(x): return None
def early(x):
    if x < 0:
        # AST: (return@36:9 (neg 1))
        return -1
    # AST: (return@38:5 (call (attr math sqrt) x))
    return math.sqrt(x)
