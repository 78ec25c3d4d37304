# sys.setrecursionlimit and getrecursionlimit before a recursive function, as
# scripts write them; a limit below 1 is a ValueError.
import sys
print(sys.getrecursionlimit())
sys.setrecursionlimit(10**5)
print(sys.getrecursionlimit())
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(20))
sys.setrecursionlimit(0)
