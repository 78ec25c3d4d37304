# Statement positions across layout: nested blocks and dedents, comments and
# blank lines, one-line suites, semicolons, continuation lines.
def outer(a, n):
    # AST: (for@5:5 i (call range n)
    for i in range(n):

        # a comment between statements, then a blank line

        # AST: (if@10:9 (compare (index a i) > 0)
        if a[i] > 0:
            # AST: (while@12:13 (compare (index a i) > 1)
            while a[i] > 1:
                # AST: (//=@14:17 (index a i) 2)
                a[i] //= 2
    # AST: (return@16:5 a)
    return a
# AST: (=@18:1 after_dedent 1)
after_dedent = 1
# AST: (if@22:1 x
# AST: (=@22:7 a 1)
# AST: (=@22:14 b 2)
if x: a = 1; b = 2
# AST: (if@25:1 y
# AST: (pass@25:9)
elif y: pass
# AST: (=@27:7 c 3)
else: c = 3
# AST: (for@30:1 i (call range 2)
# AST: (expr@30:20 (call f i))
for i in range(2): f(i)
# AST: (while@33:1 (compare n > 0)
# AST: (-=@33:14 n 1)
while n > 0: n -= 1
# AST: (=@35:1 total (+ (+ a b) c))
total = a + \
        b + \
        c
# AST: (=@39:1 line_after 4)
line_after = 4
if (True and
    True):
    # AST: (=@43:5 indented_in_parens 5)
    indented_in_parens = 5
def deep():
    if a:
        if b:
            if c:
                # AST: (return@49:17 1)
                return 1
# AST: (=@51:1 back_at_top 6)
back_at_top = 6
def comments_anywhere():
    # AST: (=@54:5 x 1)
    x = 1
# a comment at column 1 inside the block does not end it
        # nor does a deeper one
    
  
    # AST: (return@60:5 x)
    return x
# AST: (=@62:1 list_with_comments (list 1 2))
list_with_comments = [1,  # one
                      2]  # two
# AST: (=@65:1 (tuple a b) (tuple 1 2))
(a), b = 1, 2
# AST: (expr@67:1 (neg x))
-x
# AST: (expr@69:1 (not x))
not x
# AST: (expr@71:1 (index (list 1 2) 0))
[1, 2][0]
# AST: (expr@73:1 (call (attr "abc" upper)))
"abc".upper()
def last():
    if a:
        if b:
            # AST: (=@78:13 at_eof_without_newline 1)
            at_eof_without_newline = 1