# if / elif / else, one-line bodies, nested ifs.
# AST: (if@3:1 (compare x > 0)
if x > 0:
    # AST: (=@5:5 s 1)
    s = 1
# AST: (if@7:1 (compare x < 0)
elif x < 0:
    # AST: (=@9:5 s (neg 1))
    s = -1
# AST: (if@11:1 (compare x == 0)
elif x == 0:
    # AST: (=@13:5 s 0)
    s = 0
else:
    # AST: (=@16:5 s None)
    s = None
# AST: (if@19:1 flag
# AST: (=@19:10 y 1)
if flag: y = 1
# AST: (if@21:1 (not done)
if not done:
    # AST: (=@23:5 done True)
    done = True
else:
    # AST: (pass@26:5)
    pass
# AST: (if@28:1 (and (compare 0 <= i < n) (compare j != 0))
if 0 <= i < n and j != 0:
    # AST: (if@30:5 (compare (% j 2) == 1)
    if j % 2 == 1:
        # AST: (+=@32:9 odd 1)
        odd += 1
    # AST: (if@34:5 (compare j > 100)
    elif j > 100:
        # AST: (+=@36:9 big 1)
        big += 1
# AST: (if@40:1 (compare x is None)
# AST: (=@40:15 x 0)
# AST: (=@40:22 z 1)
if x is None: x = 0; z = 1
# AST: (if@42:1 (or a b)
if (a or
        b):
    # AST: (expr@45:5 (call print "a or b"))
    print("a or b")
def sign(v):
    # AST: (if@48:5 (compare v > 0)
    if v > 0:
        # AST: (return@50:9 1)
        return 1
    # AST: (if@52:5 (compare v < 0)
    elif v < 0:
        # AST: (return@54:9 (neg 1))
        return -1
    else:
        # AST: (return@57:9 0)
        return 0
