# Host functions (no decorator): calls between them, constant default parameters, keyword arguments, tuple returns.


def area(w, h=2.0):
    return w * h


def describe(n, scale=1, offset=0):
    return n * scale + offset


def min_max(a, b, c):
    lo = a
    hi = a
    if b < lo:
        lo = b
    if c < lo:
        lo = c
    if b > hi:
        hi = b
    if c > hi:
        hi = c
    return lo, hi


def report(label, value):
    print(label, value)


def nothing():
    pass


def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r


report("area(3.0):", area(3.0))
report("area(3.0, 4.5):", area(3.0, 4.5))
report("area(h=1.5, w=2.0):", area(h=1.5, w=2.0))
print(describe(5), describe(5, 3), describe(5, offset=7), describe(5, 2, 1), describe(n=1, scale=10))
lo, hi = min_max(3, -1, 7)
print(lo, hi)
print(min_max(2.5, 0.5, 1.5))
print(nothing())
for k in range(0, 21, 5):
    print(k, fact(k))


def main():
    total = 0
    for i in range(10):
        total += describe(i, 2, 1)
    print("total", total)


if __name__ == "__main__":
    main()
