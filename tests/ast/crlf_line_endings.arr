# CRLF line endings on code lines (expectation comments end with LF so the
# runner reads them): positions and string values are as with LF.
# AST: (=@4:1 x 1)
x = 1
# AST: (def@6:1 f
def f(a):
    # AST: (if@8:5 a
    if a:
        # AST: (return@10:9 (call g a))
        return g(a)
    # AST: (=@12:5 doc "line one\nline two")
    doc = """line one
line two"""
    # AST: (return@15:5 (+ 1 2))
    return (1 +
            2)
# AST: (=@18:1 y (+ a b))
y = a + \
    b
# AST: (=@21:1 z 3)
z = 3
