x =
y = f(1, +)
z = [1, *]
w = 2
# ERROR 1:4: expected an expression after '='
# ERROR 2:11: expected an expression after '+'
# ERROR 3:10: expected an expression after '*'
