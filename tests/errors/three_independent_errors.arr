import math

def area(r)
    return math.pi * r ** 2

total = area(2.0) +
print(total)
values = [1, 2 3]
print(values)
# ERROR 3:12: expected ':' after function signature
# ERROR 6:20: expected an expression after '+'
# ERROR 8:16: invalid syntax: unexpected number 3; perhaps a missing ','?
