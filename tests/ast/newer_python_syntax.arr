# Newer Python 3 syntax the parser accepts.
# Python 3.8: self-documenting f-string fields {expr=} (text "expr=" and,
# without a spec or conversion, the !r conversion).
# AST: (=@5:1 a (fstring "x=" (field x !r)))
a = f"{x=}"
# AST: (=@7:1 b (fstring "x = " (field x !r)))
b = f"{x = }"
# AST: (=@9:1 c (fstring "x=" (field x (fstring ".2f"))))
c = f"{x=:.2f}"
# Python 3.9: starred items in the iterable of a for statement.
# AST: (for@12:1 x (tuple (star a) (star b))
for x in *a, *b:
    pass
