# Run-time error in host code: float division by zero raises ZeroDivisionError (no inf, unlike NumPy arrays).


def inverse(x):
    return 1.0 / x


values = [4.0, 0.5, -2.0, 0.0, 1.0]
for v in values:
    print("1 /", v, "=", inverse(v))
print("not reached")
