# Run-time error in host code: a failing assert with a message raises AssertionError.


def checked_sqrt(x):
    assert x >= 0.0, "negative input"
    return x ** 0.5


print(checked_sqrt(16.0))
print(checked_sqrt(2.25))
assert 1 + 1 == 2
print(checked_sqrt(-4.0))
print("not reached")
