# Run-time error in host code: 0.0 raised to a negative power is a
# ZeroDivisionError in Python (and so is 0 ** -1, a float power there).


def inverse_square(r):
    return r ** -2.0


print(inverse_square(2.0), inverse_square(0.5))
print(0.0 ** 2.5, (-2.0) ** -3.0)
print(inverse_square(0.0))
print("not reached")
