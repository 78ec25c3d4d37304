# sys.exit with a message: Python prints it to standard error and exits
# with status 1, after the output printed so far.
import sys


def check(n):
    if n < 0:
        sys.exit("error: n must be non-negative, got negative")
    return n


print(check(3))
check(-1)
print("not reached")
