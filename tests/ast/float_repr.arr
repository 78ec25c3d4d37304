# Float literals in the dump: ast_print.c's put_float promises "shortest text
# that reads back as the same double, as Python's repr", but uses %g, which
# switches to exponent form as soon as the exponent reaches the number of
# significant digits (Python's repr only below 1e-4 or from 1e16 up).
# AST: (=@6:1 f1 150.0)
f1 = 1.5E2
# AST: (=@8:1 f2 100.0)
f2 = 100.0
# AST: (=@10:1 f3 2000.0)
f3 = 2000.0
# AST: (=@12:1 f4 100000.0)
f4 = 1e5
# AST: (=@14:1 f5 10000000000.0)
f5 = 1e10
# AST: (=@16:1 f6 1000000000000000.0)
f6 = 1e15
# AST: (=@18:1 i1 10.0j)
i1 = 10J
# AST: (=@20:1 i2 1000.0j)
i2 = 1_000j
# These agree with Python's repr already:
# AST: (=@23:1 f7 1e+16)
f7 = 1e16
# AST: (=@25:1 f8 123456789.0)
f8 = 123456789.0
