# Run-time error in host code: integer floor division by zero raises ZeroDivisionError after earlier output is flushed.


def share(total, parts):
    return total // parts


for n in (4, 2, 1, 0):
    print("share of 12 among", n, "is", share(12, n))
print("not reached")
