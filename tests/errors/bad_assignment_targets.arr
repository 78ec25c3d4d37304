def f():
    return 1
f() = 3
1 = x
a < b = 2
a + 1 = 2
(x, 2) = 1, 2
x = 1
# ERROR 3:1: cannot assign to a function call
# ERROR 4:1: cannot assign to a literal
# ERROR 5:1: cannot assign to a comparison; use '==' to compare
# ERROR 6:1: cannot assign to an expression
# ERROR 7:5: cannot assign to a literal
