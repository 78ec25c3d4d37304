# sys.exit(n) ends the program with status n after flushing what was printed.
import sys


def check(n):
    if n > 3:
        print("too big:", n)
        sys.exit(3)
    print("ok", n)


for i in range(10):
    check(i)
print("not reached")
